import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port.js';

/** A fixed-window rate: at most `limit` hits per key in each window of `windowMs`. */
export interface Rate {
  /** Names the counter family, e.g. "sign-in-account". */
  name: string;
  limit: number;
  windowMs: number;
}

/** Where a key stands in its current window. */
export interface RateState {
  count: number;
  /** When the current window ends (the lock, if any, lifts). */
  resetsAt: Date;
}

/**
 * Fixed-window counters kept in the read store (shared by every process of the shop, atomic
 * per increment). Business-free: contexts decide what to count and when to refuse.
 */
@Injectable()
export class Throttle {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Counts one hit of `key` under `rate`; returns the count in the window, this hit included. */
  async hit(rate: Rate, key: string, now: Date): Promise<RateState> {
    const { name, resetsAt } = this.window(rate, key, now);
    return { count: await this.store.incrementCounter(name, resetsAt, now), resetsAt };
  }

  /** The hits of `key` in the current window, without counting one. */
  async peek(rate: Rate, key: string, now: Date): Promise<RateState> {
    const { name, resetsAt } = this.window(rate, key, now);
    return { count: await this.store.readCounter(name, now), resetsAt };
  }

  private window(rate: Rate, key: string, now: Date): { name: string; resetsAt: Date } {
    const start = Math.floor(now.getTime() / rate.windowMs) * rate.windowMs;
    return { name: `${rate.name}:${key}:${start}`, resetsAt: new Date(start + rate.windowMs) };
  }
}
