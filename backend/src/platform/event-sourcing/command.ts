/** Who issues a command and when (`now` ISO-8601 UTC). Carried into each event's metadata. */
export interface CommandMetadata {
  userId: string | null;
  now: string;
}

/**
 * The one shape of every command (STYLE.md, after Emmett): `type` in the imperative
 * (`PlaceOrder`), `data` with the ids and facts the decision needs, `metadata` with who and
 * when. Deciders read the time from `metadata.now`, never from a clock.
 */
export interface Command<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

/** An event as deciders see it: `type` in the past tense (`OrderPlaced`) and its `data`. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}
