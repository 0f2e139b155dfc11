/**
 * A query parameter as one string: a repeated parameter (`?q=a&q=b`, which the query parser gives
 * as an array) counts by its first value, anything else that is not a string as absent. Cut to
 * `max` characters. Handlers then never meet an array where they expect text.
 */
export function queryText(value: unknown, max = 50): string | undefined {
  const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
  return typeof text === 'string' ? text.slice(0, max) : undefined;
}
