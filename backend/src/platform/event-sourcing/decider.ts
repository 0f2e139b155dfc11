/**
 * The decider pattern (STYLE.md, after Emmett): an aggregate is `initialState`, a pure
 * `evolve(state, event)` and a pure `decide(command, state)` that returns the events to append
 * or throws a DomainError. No I/O, no clock, no randomness: time and ids come on the command.
 */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Who issues a command and when (ISO-8601 UTC). Carried into each event's metadata. */
export interface CommandMeta {
  userId: string | null;
  now: string;
}

/**
 * An expected refusal of the business (Vendure-style typed result rather than a 500): `code`
 * is machine-readable, `message` Korean for the user, `status` the HTTP status to answer with
 * (409 conflict with the current state, 404 missing, 422 unprocessable, 403 not allowed).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 = 409,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
