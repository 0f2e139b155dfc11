import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';
import type { CommandMetadata, DomainError } from './decider.js';

/** Event of a reservation stream `{kind}-{value}`: the value now belongs to `ownerId`. */
export const VALUE_RESERVED = 'ValueReserved';

/**
 * Uniqueness on the write side (ARCHITECTURE §2 pitfalls): a value (user id, product code,
 * coupon code) is claimed by appending to the stream `{kind}-{value}` with expected "no stream".
 * Exactly one claimant wins, even across processes.
 */
@Injectable()
export class UniqueValues {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Claims `value` of `kind` for `ownerId`. Claiming again for the same owner is a no-op.
   * Throws the error `taken()` builds (the context's own refusal, e.g. UsernameTakenError)
   * when another owner holds it.
   */
  async reserve(kind: string, value: string, ownerId: string, meta: CommandMetadata, taken: () => DomainError): Promise<void> {
    try {
      await this.store.appendToStream(
        `${kind}-${value}`,
        [{ id: randomUUID(), type: VALUE_RESERVED, data: { kind, value, ownerId }, metadata: { userId: meta.userId, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
      if ((await this.ownerOf(kind, value)) !== ownerId) throw taken();
    }
  }

  /** The owner id holding `value` of `kind`, or null. */
  async ownerOf(kind: string, value: string): Promise<string | null> {
    const { events } = await this.store.readStream(`${kind}-${value}`);
    const first = events[0];
    return first ? String((first.data as { ownerId: string }).ownerId) : null;
  }
}
