import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';
import type { CommandMetadata, DomainError } from './decider.js';

/** Event of a reservation stream `{kind}-{value}`: the value now belongs to `ownerId`. */
export const VALUE_RESERVED = 'ValueReserved';
/** Event of a reservation stream: `ownerId` gave the value up (what it was claimed for was never written). */
export const VALUE_RELEASED = 'ValueReleased';

/**
 * A claim left by an owner that was never created (its process died between claiming and
 * writing) is taken over after this long (ms). Shorter would risk taking a claim whose owner
 * is being written right now.
 */
export const ABANDONED_CLAIM_MS = 30_000;

/** Asks whether the owner a claim was made for exists (e.g. the account a username was claimed for). */
export type OwnerExists = (ownerId: string) => Promise<boolean>;

interface Claim {
  owner: string | null;
  at: string | null;
  revision: number;
}

/**
 * Uniqueness on the write side (ARCHITECTURE §2 pitfalls): a value (username, product code,
 * coupon code) is claimed by appending to the stream `{kind}-{value}` with the revision read,
 * so exactly one claimant wins, even across processes. A claim is given back when what it was
 * for could not be written (`release`), and one left behind by a crash is taken over once it
 * is older than ABANDONED_CLAIM_MS and its owner does not exist.
 */
@Injectable()
export class UniqueValues {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Claims `value` of `kind` for `ownerId`. Claiming again for the same owner is a no-op.
   * Throws the error `taken()` builds (the context's own refusal, e.g. UsernameTakenError)
   * when another owner holds it; `ownerExists`, when given, lets an abandoned claim be taken.
   */
  async reserve(kind: string, value: string, ownerId: string, meta: CommandMetadata, taken: () => DomainError, ownerExists?: OwnerExists): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const claim = await this.claimOf(kind, value);
      if (claim.owner === ownerId) return;
      if (claim.owner && !(await this.isAbandoned(claim, meta.now, ownerExists))) throw taken();
      try {
        await this.append(kind, value, VALUE_RESERVED, ownerId, meta, claim.revision);
        return;
      } catch (e) {
        if (!(e instanceof WrongExpectedRevisionError)) throw e;
      }
    }
    throw taken();
  }

  /** Gives `value` back when `ownerId` holds it (the write it was claimed for failed). */
  async release(kind: string, value: string, ownerId: string, meta: CommandMetadata): Promise<void> {
    const claim = await this.claimOf(kind, value);
    if (claim.owner !== ownerId) return;
    try {
      await this.append(kind, value, VALUE_RELEASED, ownerId, meta, claim.revision);
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /** The owner id holding `value` of `kind`, or null. */
  async ownerOf(kind: string, value: string): Promise<string | null> {
    return (await this.claimOf(kind, value)).owner;
  }

  private async claimOf(kind: string, value: string): Promise<Claim> {
    const { events, revision } = await this.store.readStream(`${kind}-${value}`);
    let claim: Claim = { owner: null, at: null, revision };
    for (const e of events) {
      const ownerId = String((e.data as { ownerId: string }).ownerId);
      claim = e.type === VALUE_RESERVED ? { owner: ownerId, at: e.metadata.at, revision } : { owner: null, at: null, revision };
    }
    return claim;
  }

  private async isAbandoned(claim: Claim, now: string, ownerExists?: OwnerExists): Promise<boolean> {
    if (!ownerExists || !claim.owner || !claim.at) return false;
    if (Date.parse(now) - Date.parse(claim.at) < ABANDONED_CLAIM_MS) return false;
    return !(await ownerExists(claim.owner));
  }

  private async append(kind: string, value: string, type: string, ownerId: string, meta: CommandMetadata, revision: number): Promise<void> {
    await this.store.appendToStream(
      `${kind}-${value}`,
      [{ id: randomUUID(), type, data: { kind, value, ownerId }, metadata: { userId: meta.userId, at: meta.now } }],
      revision < 0 ? 'no_stream' : revision,
    );
  }
}
