import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { promoterDecider, promoterStream, type ResealPromoterSecrets } from '../../domain/promoter.decider.js';
import { PROMOTER_MODELS } from '../../projections/promoters.projection.js';
import { PromoterSecrets } from '../promoter-secrets.js';

/**
 * Key rotation of the promoters' sealed secrets: after a new key is added at the end of
 * FIELD_ENCRYPTION_KEYS (and the shop restarted), each member's resident and account numbers
 * are decrypted with the key they name and sealed again under the newest; the stream records
 * `PromoterSecretsResealed` (nothing when they already are). Once every member is resealed the
 * old key may be dropped. The clear values stay in memory only.
 */
@Injectable()
export class ResealPromoterSecretsHandler {
  constructor(
    private readonly runner: CommandRunner,
    private readonly secrets: PromoterSecrets,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Reseals `userId`'s secrets; answers whether anything was written. Throws PromoterRequestNotFoundError when they never applied. */
  async reseal(userId: string, metadata: CommandMetadata): Promise<boolean> {
    const { state } = await this.runner.load(promoterStream(userId), promoterDecider);
    const sealed =
      state.status === 'NONE' ? { rrn: '', account: '' } : { rrn: state.request.sealedResidentNumber, account: state.request.bank.sealedAccountNumber };
    const next = state.status === 'NONE' ? { rrn: '', account: '', keyId: '' } : this.secrets.reseal(userId, sealed);
    const command: ResealPromoterSecrets = {
      type: 'ResealPromoterSecrets',
      data: { userId, sealedResidentNumber: next.rrn, sealedAccountNumber: next.account, keyId: next.keyId },
      metadata,
    };
    return (await this.runner.handle(promoterStream(userId), promoterDecider, command)).events.length > 0;
  }

  /** Reseals every member who ever applied; answers how many were written. */
  async resealAll(metadata: CommandMetadata): Promise<number> {
    const requests = await this.store.collection(PROMOTER_MODELS.requests).find({});
    let written = 0;
    for (const r of requests) if (await this.reseal(r._id, metadata)) written += 1;
    return written;
  }
}
