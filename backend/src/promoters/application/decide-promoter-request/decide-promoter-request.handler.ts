import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PROMOTER_CODE_ALPHABET, PROMOTER_CODE_LENGTH, PROMOTER_CODE_RESERVATION } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { promoterDecider, promoterStream, type ApprovePromoter, type RejectPromoter } from '../../domain/promoter.decider.js';
import { PromoterCodeTakenError } from '../../promoters.errors.js';

/** Staff decide a member's promoter request (spec §7 console PUT users/{id}/promoter). */
export type DecidePromoterRequest = Command<
  'DecidePromoterRequest',
  { userId: string; status: 'APPROVED' | 'REJECTED'; reason: string | null; decidedBy: string }
>;

const CODE_ATTEMPTS = 5;

/** A promoter code drawn at random from the unconfusable alphabet. */
export function drawPromoterCode(): string {
  return Array.from({ length: PROMOTER_CODE_LENGTH }, () => PROMOTER_CODE_ALPHABET[randomInt(PROMOTER_CODE_ALPHABET.length)]).join('');
}

/**
 * A rejection is one command on `promoter-{userId}`. An approval spans streams: a code is drawn
 * and reserved in `promoter-code-{code}` (drawn again when taken, up to 5 times, then 409
 * PROMOTER_CODE_TAKEN), then the decider approves; when it refuses (404 no request, 409 not
 * awaiting), the code is released (compensation). Answers the position.
 */
@Injectable()
export class DecidePromoterRequestHandler implements UseCaseHandler<DecidePromoterRequest, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  /** Where codes come from (a test may fix it). */
  draw: () => string = drawPromoterCode;

  async execute({ data, metadata }: DecidePromoterRequest): Promise<{ position: number }> {
    if (data.status === 'REJECTED') {
      const reject: RejectPromoter = { type: 'RejectPromoter', data: { userId: data.userId, reason: data.reason ?? '', decidedBy: data.decidedBy }, metadata };
      return { position: (await this.runner.handle(promoterStream(data.userId), promoterDecider, reject)).position };
    }
    // Refuse before a code is spent on a request that cannot be approved.
    const { state } = await this.runner.load(promoterStream(data.userId), promoterDecider);
    promoterDecider.decide({ type: 'ApprovePromoter', data: { userId: data.userId, code: '-', reason: null, decidedBy: data.decidedBy }, metadata }, state);
    const code = await this.reserveCode(data.userId, metadata);
    const approve: ApprovePromoter = { type: 'ApprovePromoter', data: { userId: data.userId, code, reason: data.reason, decidedBy: data.decidedBy }, metadata };
    try {
      return { position: (await this.runner.handle(promoterStream(data.userId), promoterDecider, approve)).position };
    } catch (e) {
      await this.unique.release(PROMOTER_CODE_RESERVATION, code, data.userId, metadata);
      throw e;
    }
  }

  private async reserveCode(userId: string, metadata: DecidePromoterRequest['metadata']): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const code = this.draw();
      try {
        await this.unique.reserve(PROMOTER_CODE_RESERVATION, code, userId, metadata, () => new PromoterCodeTakenError());
        return code;
      } catch (e) {
        if (!(e instanceof PromoterCodeTakenError) || attempt >= CODE_ATTEMPTS) throw e;
      }
    }
  }
}
