import type { ErrorCode } from '@shop/contracts';
import type { Command, DomainEvent } from './command.js';

export type { Command, CommandMetadata, DomainEvent } from './command.js';

/**
 * The decider pattern (STYLE.md, after Emmett): an aggregate is `initialState`, a pure
 * `evolve(state, event)` and a pure `decide(command, state)` that returns the events to append
 * or throws a DomainError. No I/O, no clock, no randomness: time and ids come on the command,
 * and facts from other streams come in its `data` (loaded by the handler).
 */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

/** HTTP statuses a refusal may answer with: 409 conflicts with the state, 404 missing, 422 unprocessable, 403 not allowed, 401 not signed in, 400 bad request, 429 too many attempts. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/**
 * An expected refusal of the business (Vendure-style typed result rather than a 500). Each
 * refusal is its own subclass, declared once in its context's `<context>.errors.ts`, fixing its
 * `code` (one of the contracts' `ErrorCode`s), HTTP `status` and Korean `message`.
 */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly status: RefusalStatus;

  protected constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
