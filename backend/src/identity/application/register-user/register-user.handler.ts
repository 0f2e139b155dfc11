import { Injectable } from '@nestjs/common';
import { UserType, digitsOnly, type Scope, type TermAgreement } from '@shop/contracts';
import { TermsQueries } from '../../../content/index.js';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { UsernameTakenError } from '../../identity.errors.js';
import { registrationRefusal } from '../../domain/registration.js';
import { userDecider } from '../../domain/user.decider.js';

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
    referrer?: string | null;
  }
>;

/**
 * Registering a user spans two streams: the username is claimed in `username-{username}`
 * (409 UsernameTakenError when another account holds it), then `user-{userId}` is created with
 * the password hashed with argon2id. The sign-up rules are checked before the claim, so a
 * refused sign-up does not keep the name; when creating the account fails after the claim,
 * the claim is released (compensation); a claim left by a process that died in between is
 * taken over once its account is known never to have been created. A member's account records
 * which version of each agreed term was in effect (content's terms facts) and when. Answers
 * `{ userId, position }`.
 */
@Injectable()
export class RegisterUserHandler implements UseCaseHandler<RegisterUser, { userId: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly terms: TermsQueries,
  ) {}

  async execute({ data, metadata }: RegisterUser): Promise<{ userId: string; position: number }> {
    const businessRegistration = data.businessRegistration ? digitsOnly(data.businessRegistration) : null;
    const { agreements, required } = data.type === UserType.OPERATOR ? { agreements: [], required: [] } : await this.terms.agreements(data.terms, metadata.now);
    const refusal = registrationRefusal({ userType: data.type, terms: data.terms, businessRegistration, requiredTerms: required });
    if (refusal) throw refusal;
    const passwordHash = await hashPassword(data.password);
    await this.unique.reserve(
      'username',
      data.username,
      data.userId,
      metadata,
      () => new UsernameTakenError(),
      (owner) => this.accountExists(owner),
    );
    try {
      return { userId: data.userId, position: await this.createAccount(data, passwordHash, businessRegistration, agreements, metadata) };
    } catch (e) {
      await this.unique.release('username', data.username, data.userId, metadata);
      throw e;
    }
  }

  private async accountExists(userId: string): Promise<boolean> {
    return (await this.runner.load(`user-${userId}`, userDecider)).state.status !== 'absent';
  }

  private async createAccount(
    data: RegisterUser['data'],
    passwordHash: string,
    businessRegistration: string | null,
    agreements: TermAgreement[],
    metadata: RegisterUser['metadata'],
  ): Promise<number> {
    const r = await this.runner.handle(`user-${data.userId}`, userDecider, {
      type: 'CreateAccount',
      data: {
        userId: data.userId,
        username: data.username,
        passwordHash,
        name: data.name.trim(),
        email: data.email.trim(),
        phone: digitsOnly(data.phone),
        userType: data.type,
        level: data.level,
        scope: data.scope,
        terms: data.terms,
        ...(agreements.length ? { agreements } : {}),
        businessRegistration,
        referrer: data.referrer ?? null,
      },
      metadata,
    });
    return r.position;
  }
}
