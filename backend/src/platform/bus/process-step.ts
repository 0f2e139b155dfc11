import type { Logger } from '@nestjs/common';
import { DomainError } from '../event-sourcing/decider.js';

/**
 * Runs one step of a process manager on the bus: a refusal of the domain (DomainError) is logged
 * as a warning under `type` and swallowed, since delivering the event again would not change it;
 * anything else is thrown so the bus delivers the event again.
 */
export async function processStep(logger: Logger, type: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    logger.warn(`${type}: ${e.message}`);
  }
}
