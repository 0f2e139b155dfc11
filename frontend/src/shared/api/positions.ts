import { POSITION_HEADER } from '@shop/contracts';

/** Highest event-log position this tab has seen (read-your-writes): reads ask the server to wait for it. */
let highestPosition = 0;

/** Records a log position reported outside a header (a redirect's query), so the next reads wait for it. */
export function notePositionSeen(position: number): void {
  if (Number.isFinite(position)) highestPosition = Math.max(highestPosition, position);
}

/** Records the `x-position` an answer carries, if any. */
export function notePositionOf(res: Response): void {
  const raw = res.headers.get(POSITION_HEADER);
  notePositionSeen(raw === null ? NaN : Number(raw));
}

/** The highest `x-position` seen so far (0 before any command). */
export function lastSeenPosition(): number {
  return highestPosition;
}
