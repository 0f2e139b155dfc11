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

/** Most revision conflicts one command meets before it gives up. */
const MAX_ATTEMPTS = 25;
/** Most decisions one command makes in all (conflicts, and refusals decided again once pending appends settle). */
const MAX_WAITS = 1_000;
/** Streams whose folded state is kept in memory, per decider (least recently used dropped). */
const CACHED_STREAMS = 5_000;

/**
 * What a decision was made on: the stream's current state (`read`, or known current without
 * reading), a state this process held that may be stale (`held`), or where this process's
 * appends still waiting to commit lead (`pending`).
 */
type DecidedOn = 'read' | 'held' | 'pending';

/**
 * Where the appends of this process still waiting to commit lead a stream: the state and
 * revision once they all commit. `chain` is shared by appends queued on top of one another, so
 * one failing (and with it every later one) ends the chain; `settled` resolves once all settled.
 */
interface Tip<S> {
  state: S;
  revision: number;
  chain: object;
  settled: Promise<void>;
}

/** What one decision under the stream's lock came to. */
type Step<E, S> = { result: CommandResult<E, S> } | { again: Promise<void> } | { committed: Promise<CommandResult<E, S>>; on: DecidedOn };

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
 * Where the event store knows the stream's current revision (an embedded store only this
 * process writes, EventStore.knownRevision) and the held state is at that revision, the state
 * counts as read: a refusal decided on it is final, and nothing is read.
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
  /** Per decider and stream, where this process's appends still waiting to commit lead (see {@link Tip}). */
  private readonly tips = new WeakMap<object, Map<string, Tip<unknown>>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Folds a stream into the decider's state; returns the state and the stream's revision (-1
   * when absent). Reads only the events after the state this process holds, and nothing when the
   * event store knows that state is current (see {@link CommandRunner.current}).
   */
  async load<C extends Command, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>): Promise<{ state: S; revision: number }> {
    const current = this.current(streamId, decider);
    if (current) return current;
    const streams = this.streamsOf(decider);
    const cached = streams.get(streamId) as { state: S; revision: number } | undefined;
    let state = cached?.state ?? decider.initialState();
    const { events, revision } = await this.store.readStream(streamId, cached ? cached.revision + 1 : 0);
    for (const e of events) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    this.remember(streams, streamId, { state, revision });
    return { state, revision };
  }

  /**
   * The stream's state as of its current revision when that is known without reading: the
   * event store knows the revision (only a store no other process writes does, see
   * EventStore.knownRevision) and this process holds the state folded up to it (or the stream
   * does not exist). Else undefined.
   */
  private current<C extends Command, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>): { state: S; revision: number } | undefined {
    const known = this.store.knownRevision?.(streamId);
    if (known === undefined) return undefined;
    if (known < 0) return { state: decider.initialState(), revision: -1 };
    const streams = this.streamsOf(decider);
    const cached = streams.get(streamId) as { state: S; revision: number } | undefined;
    if (cached?.revision !== known) return undefined;
    streams.delete(streamId); // most recently used
    streams.set(streamId, cached);
    return cached;
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

  /**
   * Handles `command` on `streamId` with `decider`; see the class comment. The events' metadata
   * are the command's. Resolves once its events are committed (or nothing was to be done).
   * @throws what `decide` throws (nothing appended), or WrongExpectedRevisionError after 25 conflicts.
   */
  async handle<C extends Command, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    options: HandleOptions = {},
  ): Promise<CommandResult<E, S>> {
    let conflicts = 0;
    for (let attempt = 1; ; attempt++) {
      const step = await this.mutex.run(streamId, () => this.step(streamId, decider, command, attempt === 1 && conflicts === 0, options));
      if ('result' in step) return step.result;
      if ('again' in step) {
        if (attempt >= MAX_WAITS) throw new Error(`stream ${streamId}: ${command.type} could not be decided after ${attempt} attempts`);
        await step.again; // decided on a state not yet committed, or on one that was never read: decide again
        continue;
      }
      try {
        return await step.committed;
      } catch (e) {
        if (e instanceof WrongExpectedRevisionError && ++conflicts < MAX_ATTEMPTS) {
          // Another writer came first; back off only when the state was read, not merely held.
          if (step.on === 'read') await new Promise((r) => setTimeout(r, Math.random() * 5 * conflicts));
          continue;
        }
        throw e;
      }
    }
  }

  /**
   * One decision, under the stream's lock: picks the state to decide on, decides, and queues
   * the append without waiting for it to commit (the lock is released as soon as it is queued,
   * so the next command on the stream is decided on the state this append leads to and goes in
   * the same or the next group commit). Answers the result when nothing is to be appended, what
   * to wait for before deciding again, or the queued append.
   */
  private async step<C extends Command, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    first: boolean,
    options: HandleOptions,
  ): Promise<Step<E, S>> {
    const tips = this.tipsOf(decider);
    const tip = tips.get(streamId) as Tip<S> | undefined;
    let on: DecidedOn;
    let base: { state: S; revision: number };
    const known = tip ? undefined : this.current(streamId, decider);
    const held = this.streamsOf(decider).get(streamId) as { state: S; revision: number } | undefined;
    if (tip) [on, base] = ['pending', tip];
    else if (known) [on, base] = ['read', known];
    else if (first && (held || options.newStream)) [on, base] = ['held', held ?? { state: decider.initialState(), revision: -1 }];
    else [on, base] = ['read', await this.load(streamId, decider)];

    let events: E[];
    try {
      events = decider.decide(command, base.state);
    } catch (e) {
      if (on === 'read') throw e;
      // Refused on a state the stream may never reach (appends still pending) or may have left (held): decide again.
      return { again: tip ? tip.settled : Promise.resolve() };
    }
    if (events.length === 0) {
      if (on === 'read') return { result: { events, state: base.state, position: 0, revision: base.revision } };
      return { again: tip ? tip.settled : Promise.resolve() };
    }

    const meta = command.metadata;
    const next = events.reduce(decider.evolve, base.state);
    const appended = this.store.appendToStream(
      streamId,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data as Record<string, unknown>, metadata: { userId: meta.userId, at: meta.now } })),
      base.revision < 0 ? 'no_stream' : base.revision,
    );
    const mine: Tip<S> = {
      state: next,
      revision: base.revision + events.length,
      chain: tip?.chain ?? {},
      settled: Promise.allSettled([tip?.settled, appended]).then(() => undefined),
    };
    tips.set(streamId, mine);
    const committed = appended.then(
      (result) => {
        this.remember(this.streamsOf(decider), streamId, { state: next, revision: result.nextRevision });
        if (tips.get(streamId) === mine) tips.delete(streamId);
        return { events, state: next, position: result.position, revision: result.nextRevision };
      },
      (error: unknown) => {
        // Every append queued on top of this one fails too: stop deciding on where they lead.
        if (tips.get(streamId)?.chain === mine.chain) tips.delete(streamId);
        throw error;
      },
    );
    return { committed, on };
  }

  private tipsOf(decider: object): Map<string, Tip<unknown>> {
    let tips = this.tips.get(decider);
    if (!tips) this.tips.set(decider, (tips = new Map()));
    return tips;
  }
}
