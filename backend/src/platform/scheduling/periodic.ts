import type { Logger } from '@nestjs/common';

/**
 * Runs `task` every `everyMs` ms, and at once unless `now` is false, for the jobs that move
 * orders on their own (sweeps, reconciliations, retries). A failed run is logged and the next
 * one comes as planned; the timer never keeps the process alive. Returns the function that stops it.
 */
export function runPeriodically(task: () => Promise<unknown>, everyMs: number, logger: Logger, { now = true }: { now?: boolean } = {}): () => void {
  const run = () => void task().catch((e: unknown) => logger.error(e));
  if (now) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
