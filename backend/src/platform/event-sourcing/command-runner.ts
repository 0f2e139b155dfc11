import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';
import type { Command, Decider, DomainEvent } from './decider.js';
import { KeyedMutex } from './keyed-mutex.js';

/** Result of a handled command: the events appended, the new state and the log position (0 when nothing was appended). */
export interface CommandResult<E = DomainEvent, S = unknown> {
  events: E[];
  state: S;
  position: number;
  revision: number;
}

const MAX_ATTEMPTS = 25;
/** Streams whose folded state is kept in memory, per decider (least recently used dropped). */
const CACHED_STREAMS = 5_000;

/** How {@link CommandRunner.handle} may start. */
export interface HandleOptions {
  /**
   * The stream is new (its id was just drawn, e.g. a new order): decide on the initial state
   * without reading the stream first. Should it exist after all, the append's `no_stream` check
   * refuses and the command is decided again on the stream as read.
   */
  newStream?: boolean;
}

/**
 * Runs a command against one stream: fold the stream with `evolve`, call `decide`, append with
 * the expected revision. On a revision conflict (another process wrote first) it re-reads and
 * retries, at most 25 times. Within this process commands on one stream are serialised.
 * Throws whatever `decide` throws (DomainError) with nothing appended.
 *
 * Optimistic first attempt: when this process already holds the stream's folded state (or the
 * stream is new, see {@link HandleOptions}), the command is decided on it without reading the
 * stream. That state is unverified, so only an append proves it: the expected revision refuses
 * it if the stream has moved on, and a refusal or "nothing to do" decided on it is decided
 * again on the stream as read. Correctness rests on the expected revision, as it always did.
 */
@Injectable()
export class CommandRunner {
  private readonly mutex = new KeyedMutex();
  /**
   * Folded state per decider and stream, so a long stream (a popular product's reservations) is
   * not replayed on every command: only the events after the cached revision are read. A stale
   * entry is harmless: the append's expected revision catches it and the retry reads on.
   */
  private readonly cache = new WeakMap<object, Map<string, { state: unknown; revision: number }>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Folds a stream into the decider's state; returns the state and the stream's revision (-1 when absent). */
  async load<C extends Command, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>): Promise<{ state: S; revision: number }> {
    const streams = this.streamsOf(decider);
    const cached = streams.get(streamId) as { state: S; revision: number } | undefined;
    let state = cached?.state ?? decider.initialState();
    const { events, revision } = await this.store.readStream(streamId, cached ? cached.revision + 1 : 0);
    for (const e of events) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    this.remember(streams, streamId, { state, revision });
    return { state, revision };
  }

  private streamsOf(decider: object): Map<string, { state: unknown; revision: number }> {
    let streams = this.cache.get(decider);
    if (!streams) this.cache.set(decider, (streams = new Map()));
    return streams;
  }

  /** Keeps `entry` as the stream's folded state, unless a later one is kept already (a read that raced with an append). */
  private remember(streams: Map<string, { state: unknown; revision: number }>, streamId: string, entry: { state: unknown; revision: number }): void {
    if (entry.revision < 0) return;
    const kept = streams.get(streamId);
    if (kept && kept.revision > entry.revision) return;
    streams.delete(streamId);
    streams.set(streamId, entry);
    if (streams.size > CACHED_STREAMS) streams.delete(streams.keys().next().value!);
  }

  /** Handles `command` on `streamId` with `decider`; see the class comment. The events' metadata are the command's. */
  async handle<C extends Command, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    options: HandleOptions = {},
  ): Promise<CommandResult<E, S>> {
    const meta = command.metadata;
    return this.mutex.run(streamId, async () => {
      const streams = this.streamsOf(decider);
      let unverified =
        (streams.get(streamId) as { state: S; revision: number } | undefined) ??
        (options.newStream ? { state: decider.initialState(), revision: -1 } : undefined);
      for (let attempt = 1; ; attempt++) {
        const verified = unverified === undefined;
        const { state, revision } = unverified ?? (await this.load(streamId, decider));
        unverified = undefined;
        let events: E[];
        try {
          events = decider.decide(command, state);
        } catch (e) {
          if (verified) throw e;
          continue; // refused on what this process knew: decide again on the stream as read
        }
        if (events.length === 0) {
          if (verified) return { events, state, position: 0, revision };
          continue;
        }
        try {
          const result = await this.store.appendToStream(
            streamId,
            events.map((e) => ({
              id: randomUUID(),
              type: e.type,
              data: e.data as Record<string, unknown>,
              metadata: { userId: meta.userId, at: meta.now },
            })),
            revision < 0 ? 'no_stream' : revision,
          );
          const next = events.reduce(decider.evolve, state);
          this.remember(streams, streamId, { state: next, revision: result.nextRevision });
          return { events, state: next, position: result.position, revision: result.nextRevision };
        } catch (e) {
          if (e instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) {
            // Another process wrote first; back off only when the state was read, not merely known.
            if (verified) await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
            continue;
          }
          throw e;
        }
      }
    });
  }
}
