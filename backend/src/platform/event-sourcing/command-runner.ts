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

/**
 * Runs a command against one stream: read the stream, fold `evolve`, call `decide`, append
 * with the expected revision. On a revision conflict (another process wrote first) it re-reads
 * and retries, at most 25 times. Within this process commands on one stream are serialised.
 * Throws whatever `decide` throws (DomainError) with nothing appended.
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
    let streams = this.cache.get(decider);
    if (!streams) this.cache.set(decider, (streams = new Map()));
    const cached = streams.get(streamId) as { state: S; revision: number } | undefined;
    let state = cached?.state ?? decider.initialState();
    const { events, revision } = await this.store.readStream(streamId, cached ? cached.revision + 1 : 0);
    for (const e of events) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    this.remember(streams, streamId, { state, revision });
    return { state, revision };
  }

  private remember(streams: Map<string, { state: unknown; revision: number }>, streamId: string, entry: { state: unknown; revision: number }): void {
    if (entry.revision < 0) return;
    streams.delete(streamId);
    streams.set(streamId, entry);
    if (streams.size > CACHED_STREAMS) streams.delete(streams.keys().next().value!);
  }

  /** Handles `command` on `streamId` with `decider`; see the class comment. The events' metadata are the command's. */
  async handle<C extends Command, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>, command: C): Promise<CommandResult<E, S>> {
    const meta = command.metadata;
    return this.mutex.run(streamId, async () => {
      for (let attempt = 1; ; attempt++) {
        const { state, revision } = await this.load(streamId, decider);
        const events = decider.decide(command, state);
        if (events.length === 0) return { events, state, position: 0, revision };
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
          let streams = this.cache.get(decider);
          if (!streams) this.cache.set(decider, (streams = new Map()));
          this.remember(streams, streamId, { state: next, revision: result.nextRevision });
          return { events, state: next, position: result.position, revision: result.nextRevision };
        } catch (e) {
          if (e instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) {
            await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
            continue;
          }
          throw e;
        }
      }
    });
  }
}
