import { Injectable } from '@nestjs/common';
import { SettingFacts } from '../../content/index.js';

/** Days of the order's life when neither the setting nor the environment says otherwise. */
export const DEFAULT_ORDER_DAYS = { unpaidCancelDays: 7, autoConfirmDays: 7 } as const;

/** A whole number of days from 1 in env `name`, undefined when unset; throws on anything else. */
function daysFromEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`${name} must be a whole number of days from 1, got "${raw}"`);
  return days;
}

/** A setting's days when it is a whole number from 1, else the default. */
const validDays = (value: unknown, fallback: number): number => (Number.isInteger(value) && (value as number) >= 1 ? (value as number) : fallback);

/**
 * The order's life in days, for the jobs that move orders on their own (issue: order life): read
 * from the shop setting (spec §3 Setting shop: `order.unpaidCancelDays`, `order.autoConfirmDays`)
 * on each call, so a change in the console takes effect at the next sweep. The environment
 * overrides the setting where set (UNPAID_ORDER_CANCEL_DAYS, AUTO_CONFIRM_DAYS: whole days from
 * 1, checked at start); without either, 7 days each.
 */
@Injectable()
export class OrderSettings {
  private readonly env: { unpaidCancelDays?: number; autoConfirmDays?: number };

  constructor(private readonly settings: SettingFacts) {
    this.env = { unpaidCancelDays: daysFromEnv(process.env, 'UNPAID_ORDER_CANCEL_DAYS'), autoConfirmDays: daysFromEnv(process.env, 'AUTO_CONFIRM_DAYS') };
  }

  /** Days an order may stay unpaid (ORDER_NONPAYMENT) before it is cancelled and its stock given back. */
  async unpaidCancelDays(): Promise<number> {
    return this.env.unpaidCancelDays ?? validDays((await this.settings.orderDays()).unpaidCancelDays, DEFAULT_ORDER_DAYS.unpaidCancelDays);
  }

  /** Days after delivery (DELIVERY_COMPLETE) after which a line is confirmed (구매확정) unless the member did it first. */
  async autoConfirmDays(): Promise<number> {
    return this.env.autoConfirmDays ?? validDays((await this.settings.orderDays()).autoConfirmDays, DEFAULT_ORDER_DAYS.autoConfirmDays);
  }
}
