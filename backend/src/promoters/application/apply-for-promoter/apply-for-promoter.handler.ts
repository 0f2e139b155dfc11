import { Injectable } from '@nestjs/common';
import { digitsOnly, type BankAccountDto } from '@shop/contracts';
import { Certifications, MemberFacts } from '../../../identity/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { promoterDecider, promoterStream, type RequestPromoterApproval } from '../../domain/promoter.decider.js';
import { PromoterIdentityMismatchError, PromoterRequestNotFoundError } from '../../promoters.errors.js';
import { PromoterSecrets } from '../promoter-secrets.js';

/** A member applies to become a promoter (spec §3 Promoter approval request), as POST /api/v1/me/promoter-request gives it. */
export type ApplyForPromoter = Command<
  'ApplyForPromoter',
  {
    userId: string;
    terms: string[];
    type: 'PERSON' | 'COMPANY';
    /** A usable 휴대폰 본인인증 id (30 minutes, single use). */
    certification: string;
    phone: string;
    bank: BankAccountDto;
    residentRegistrationNumber: string;
  }
>;

/**
 * Applying spans streams: the member's account (who they are and, when they joined with
 * 본인인증, which person), the certification (opened, then spent) and `promoter-{userId}`.
 * Steps: load the member (404 when gone); open the certification (422 CERTIFICATION_INVALID);
 * the person must be the member's own (422 PROMOTER_IDENTITY_MISMATCH) and be born on the
 * resident number's date; seal the resident and account numbers; let the decider decide (409
 * while a request is open or once approved); spend the certification once the request is
 * recorded (a crash in between leaves it usable for 30 minutes, nothing else). Answers the position.
 */
@Injectable()
export class ApplyForPromoterHandler implements UseCaseHandler<ApplyForPromoter, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly members: MemberFacts,
    private readonly certifications: Certifications,
    private readonly secrets: PromoterSecrets,
  ) {}

  async execute({ data, metadata }: ApplyForPromoter): Promise<{ position: number }> {
    const member = await this.members.snapshot(data.userId);
    if (!member) throw new PromoterRequestNotFoundError();
    const person = await this.certifications.open(data.certification, metadata.now);
    const joinedAs = await this.members.verifiedPersonOf(data.userId);
    if (joinedAs && joinedAs !== person.ciHash) throw new PromoterIdentityMismatchError();
    const rrn = digitsOnly(data.residentRegistrationNumber);
    if (person.birthDay.length === 8 && person.birthDay.slice(2) !== rrn.slice(0, 6)) throw new PromoterIdentityMismatchError();
    const sealedRrn = this.secrets.sealResidentNumber(data.userId, rrn);
    const sealedAccount = this.secrets.sealAccountNumber(data.userId, data.bank.accountNumber);
    const command: RequestPromoterApproval = {
      type: 'RequestPromoterApproval',
      data: {
        userId: data.userId,
        username: member.username,
        name: person.name,
        type: data.type,
        phone: digitsOnly(data.phone),
        terms: data.terms,
        ciHash: person.ciHash,
        certificationId: person.certificationId,
        bank: {
          code: data.bank.code,
          accountHolder: data.bank.accountHolder.trim(),
          sealedAccountNumber: sealedAccount.sealed,
          maskedAccountNumber: sealedAccount.masked,
        },
        sealedResidentNumber: sealedRrn.sealed,
        maskedResidentNumber: sealedRrn.masked,
      },
      metadata,
    };
    const { position } = await this.runner.handle(promoterStream(data.userId), promoterDecider, command);
    await this.certifications.spend(person.certificationId, 'PROMOTER_REQUEST', data.userId, metadata).catch(() => undefined);
    return { position };
  }
}
