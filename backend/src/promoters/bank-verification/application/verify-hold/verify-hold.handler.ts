import { Injectable } from '@nestjs/common';
import { HOLD_MAX_ATTEMPTS, HOLD_SENDER_PREFIX } from '@shop/contracts';
import { ShopFieldCipher } from '../../../../platform/crypto/field-cipher.js';
import { CommandRunner } from '../../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../../platform/event-sourcing/decider.js';
import { bankVerificationDecider, bankVerificationStream } from '../../bank-verification.decider.js';
import { sealContext } from '../../promoter-banks.js';

/** What the member types (PUT /api/v1/promoter/bank/hold-verifications/{id}/verify). */
export type VerifyHoldCode = Command<'VerifyHoldCode', { userId: string; verificationId: string; code: string }>;

/** How a code was taken: verified, or counted as wrong with `attemptsLeft` tries left. */
export type VerifyHoldOutcome = { position: number; verified: true } | { position: number; verified: false; attemptsLeft: number };

/**
 * VerifyHoldCode (spec §3, §7): opens the passbook text sent with the member's latest
 * verification (only the member's own stream is read, so another member's id is unknown) and
 * lets the decider compare the typed code with it. Throws the decider's refusals (not found,
 * superseded, completed, outdated, attempts exceeded); a wrong code is recorded, not thrown.
 */
@Injectable()
export class VerifyHoldHandler implements UseCaseHandler<VerifyHoldCode, VerifyHoldOutcome> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: ShopFieldCipher,
  ) {}

  async execute({ data, metadata }: VerifyHoldCode): Promise<VerifyHoldOutcome> {
    const stream = bankVerificationStream(data.userId);
    const { state } = await this.runner.load(stream, bankVerificationDecider);
    const current = state.current?.verificationId === data.verificationId ? state.current : null;
    const sentCode = current
      ? this.cipher.decrypt(current.senderNameEncrypted, sealContext.senderName(data.userId, data.verificationId)).slice(HOLD_SENDER_PREFIX.length)
      : '';
    const { events, position } = await this.runner.handle(stream, bankVerificationDecider, { type: 'VerifyBankHold', data: { ...data, sentCode }, metadata });
    const failed = events.find((e) => e.type === 'BankHoldVerificationAttemptFailed');
    if (failed) return { position, verified: false, attemptsLeft: Math.max(0, HOLD_MAX_ATTEMPTS - failed.data.attemptCount) };
    return { position, verified: true };
  }
}
