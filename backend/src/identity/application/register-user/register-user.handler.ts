import { Injectable } from '@nestjs/common';
import {
  PROMOTER_CODE_RESERVATION,
  REJOIN_AFTER_WITHDRAWAL_DAYS,
  UserType,
  digitsOnly,
  formatDate,
  maskAccountNumber,
  normalizePromoterCode,
  type Scope,
  type SocialProvider,
  type TermAgreement,
  type UserRegistered,
} from '@shop/contracts';
import { ShopFieldCipher } from '../../../platform/crypto/field-cipher.js';
import { TermsQueries } from '../../../content/index.js';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { IdentityTakenError, PromoterCodeUnknownError, RejoinTooSoonError, UsernameTakenError } from '../../identity.errors.js';
import { Certifications, type VerifiedPerson } from '../certification/certifications.js';
import { registrationRefusal } from '../../domain/registration.js';
import { userDecider } from '../../domain/user.decider.js';
import { BusinessCertificates } from '../business-certificates/business-certificates.js';

/** Registers a member (sign-up) or an operator (staff, seed) with a plain password, hashed here. */
export type RegisterUser = Command<
  'RegisterUser',
  {
    userId: string;
    username: string;
    password: string;
    name: string;
    email: string;
    phone: string;
    type: UserType;
    level: string;
    scope: Scope[];
    terms: string[];
    businessRegistration?: string | null;
    /** The id of the COMPANY member's uploaded 사업자등록증 (BusinessCertificates), if sent. */
    businessCertificate?: string;
    referrer?: string | null;
    /** A promoter's code (spec §3 User sign-up promoterCode): the member becomes that promoter's promotee. */
    promoterCode?: string | null;
    /** The member's bank account (spec §3 User sign-up bank): the number is sealed before it is recorded. */
    bank?: { code: string; accountHolder: string; accountNumber: string } | null;
    /** A 휴대폰 본인인증 (POST users/certify): the name and phone come from it, and its person may hold one account. */
    certification?: string;
    /** Set by the JoinWithSocial use case: the account's random password is known to nobody. */
    joinedWith?: SocialProvider;
  }
>;

/** When (ms) a person who closed their account at `withdrawnAt` may join again (the shop's rule, contracts REJOIN_AFTER_WITHDRAWAL_DAYS). */
const rejoinFrom = (withdrawnAt: string) => Date.parse(withdrawnAt) + REJOIN_AFTER_WITHDRAWAL_DAYS * 86_400_000;

/** Kind of the reservation streams `member-ci-{ciHash}`: one account per verified person. */
export const MEMBER_CI = 'member-ci';

/**
 * Registering a user spans two streams: the username is claimed in `username-{username}`
 * (409 UsernameTakenError when another account holds it), then `user-{userId}` is created with
 * the password hashed with argon2id. The sign-up rules are checked before the claim, so a
 * refused sign-up does not keep the name; when creating the account fails after the claim,
 * the claim is released (compensation); a claim left by a process that died in between is
 * taken over once its account is known never to have been created. With a certification, the
 * person (the hash of their CI) is claimed first in `member-ci-{ciHash}` (409 IdentityTakenError:
 * one person, one account), the name and phone are the verified ones, the CI and DI are kept
 * sealed on the account, and the certification is spent once the account exists. A person whose
 * account was closed may join again REJOIN_AFTER_WITHDRAWAL_DAYS later (409 RejoinTooSoonError
 * before), the new account then taking the person over. A member's
 * account records which version of each agreed term was in effect (content's terms facts) and
 * when. A COMPANY member's 사업자등록증, when named, must be one uploaded (400
 * BusinessCertificateInvalidError). * A promoter code must be held by an approved promoter (its reservation `promoter-code-{code}`,
 * 400 PromoterCodeUnknownError otherwise): the account records the promoter, so the member is
 * their promotee. A bank account number is sealed (`member-bank:{userId}:accountNumber`) and kept
 * masked beside it. Answers `{ userId, position }`.
 */
@Injectable()
export class RegisterUserHandler implements UseCaseHandler<RegisterUser, { userId: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly certifications: Certifications,
    private readonly terms: TermsQueries,
    private readonly cipher: ShopFieldCipher,
    private readonly businessCertificates: BusinessCertificates,
  ) {}

  async execute({ data, metadata }: RegisterUser): Promise<{ userId: string; position: number }> {
    const businessRegistration = data.businessRegistration ? digitsOnly(data.businessRegistration) : null;
    const { agreements, required } = data.type === UserType.OPERATOR ? { agreements: [], required: [] } : await this.terms.agreements(data.terms, metadata.now);
    const refusal = registrationRefusal({ userType: data.type, terms: data.terms, businessRegistration, requiredTerms: required });
    if (refusal) throw refusal;
    const businessCertificate = data.type === UserType.COMPANY ? data.businessCertificate : undefined;
    if (businessCertificate) await this.businessCertificates.assertExists(businessCertificate);
    const promoter = await this.promoterOf(data.promoterCode);
    const person = data.certification ? await this.certifications.open(data.certification, metadata.now) : null;
    const passwordHash = await hashPassword(data.password);
    if (person) {
      await this.refuseRecentLeaver(person.ciHash, metadata.now);
      await this.unique.reserve(
        MEMBER_CI,
        person.ciHash,
        data.userId,
        metadata,
        () => new IdentityTakenError(),
        (owner) => this.holdsPerson(owner, metadata.now),
      );
    }
    try {
      await this.unique.reserve(
        'username',
        data.username,
        data.userId,
        metadata,
        () => new UsernameTakenError(),
        (owner) => this.accountExists(owner),
      );
    } catch (e) {
      if (person) await this.unique.release(MEMBER_CI, person.ciHash, data.userId, metadata);
      throw e;
    }
    let position: number;
    try {
      position = await this.createAccount(data, passwordHash, businessRegistration, person, agreements, promoter, metadata);
    } catch (e) {
      await this.unique.release('username', data.username, data.userId, metadata);
      if (person) await this.unique.release(MEMBER_CI, person.ciHash, data.userId, metadata);
      throw e;
    }
    // The account exists and holds the person: a certification left unspent (a crash here) can open no second one.
    if (person) await this.certifications.spend(person.certificationId, 'SIGN_UP', data.userId, metadata).catch(() => undefined);
    return { userId: data.userId, position };
  }

  /**
   * Whether the account `userId` still holds the verified person it was claimed for: it exists
   * and is open, or closed less than REJOIN_AFTER_WITHDRAWAL_DAYS before `now`.
   */
  private async holdsPerson(userId: string, now: string): Promise<boolean> {
    const { state } = await this.runner.load(`user-${userId}`, userDecider);
    if (state.status === 'withdrawn') return Date.parse(now) < rejoinFrom(state.withdrawnAt);
    return state.status !== 'absent';
  }

  /** Throws RejoinTooSoonError (409) when the person's account was closed less than REJOIN_AFTER_WITHDRAWAL_DAYS before `now`. */
  private async refuseRecentLeaver(ciHash: string, now: string): Promise<void> {
    const holder = await this.unique.ownerOf(MEMBER_CI, ciHash);
    if (!holder) return;
    const { state } = await this.runner.load(`user-${holder}`, userDecider);
    if (state.status !== 'withdrawn') return;
    const from = rejoinFrom(state.withdrawnAt);
    if (Date.parse(now) < from) throw new RejoinTooSoonError(formatDate(new Date(from)));
  }

  /** The approved promoter holding `code`, or null without a code. Throws PromoterCodeUnknownError for a code no one holds. */
  private async promoterOf(code: string | null | undefined): Promise<{ userId: string; code: string } | null> {
    if (!code?.trim()) return null;
    const normalized = normalizePromoterCode(code);
    const owner = /^[A-Z0-9]{1,20}$/.test(normalized) ? await this.unique.ownerOf(PROMOTER_CODE_RESERVATION, normalized) : null;
    if (!owner) throw new PromoterCodeUnknownError();
    return { userId: owner, code: normalized };
  }

  private bankOf(userId: string, bank: RegisterUser['data']['bank']): UserRegistered['data']['bank'] {
    if (!bank) return null;
    const digits = digitsOnly(bank.accountNumber);
    return {
      code: bank.code,
      accountHolder: bank.accountHolder.trim(),
      sealedAccountNumber: this.cipher.encrypt(digits, `member-bank:${userId}:accountNumber`),
      maskedAccountNumber: maskAccountNumber(digits),
    };
  }

  private async accountExists(userId: string): Promise<boolean> {
    return (await this.runner.load(`user-${userId}`, userDecider)).state.status !== 'absent';
  }

  private async createAccount(
    data: RegisterUser['data'],
    passwordHash: string,
    businessRegistration: string | null,
    person: VerifiedPerson | null,
    agreements: TermAgreement[],
    promoter: { userId: string; code: string } | null,
    metadata: RegisterUser['metadata'],
  ): Promise<number> {
    const r = await this.runner.handle(`user-${data.userId}`, userDecider, {
      type: 'CreateAccount',
      data: {
        userId: data.userId,
        username: data.username,
        passwordHash,
        name: person ? person.name : data.name.trim(),
        email: data.email.trim(),
        phone: person ? person.phone : digitsOnly(data.phone),
        userType: data.type,
        level: data.level,
        scope: data.scope,
        terms: data.terms,
        ...(agreements.length ? { agreements } : {}),
        businessRegistration,
        ...(data.type === UserType.COMPANY && data.businessCertificate ? { businessCertificate: data.businessCertificate } : {}),
        referrer: data.referrer ?? null,
        ...(promoter ? { promoter } : {}),
        ...(data.bank ? { bank: this.bankOf(data.userId, data.bank) } : {}),
        ...(person ? { identity: this.certifications.sealForMember(data.userId, person) } : {}),
        ...(data.joinedWith ? { joinedWith: data.joinedWith } : {}),
      },
      metadata,
    });
    return r.position;
  }
}
