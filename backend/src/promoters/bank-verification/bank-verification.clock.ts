import { Injectable } from '@nestjs/common';

/**
 * The clock of bank verification: the time its commands carry and answers' isOutDated are read
 * from. The API suites replace `now` to step past the five minutes without waiting.
 */
@Injectable()
export class BankVerificationClock {
  /** The current time. */
  now(): Date {
    return new Date();
  }
}
