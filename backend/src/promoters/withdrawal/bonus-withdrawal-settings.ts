import { Injectable } from '@nestjs/common';
import { DEFAULT_BONUS_WITHDRAWAL_SETTINGS, type BonusWithdrawalSettings as Values } from '@shop/contracts';
import { SettingFacts } from '../../content/index.js';

const whole = (value: unknown, fallback: number): number => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);

/**
 * The withdrawal policy in force (issue 12 "at least a minimum from the settings"), read from the
 * shop setting `bonuses` on each call so a change in the console applies to the next withdrawal;
 * each value falls back to {@link DEFAULT_BONUS_WITHDRAWAL_SETTINGS} (10,000원 minimum, 500원 fee).
 */
@Injectable()
export class BonusWithdrawalSettings {
  constructor(private readonly settings: SettingFacts) {}

  /** The minimum withdrawal and the transfer fee, 원. */
  async current(): Promise<Values> {
    const set = await this.settings.bonusWithdrawal();
    return {
      minimumWithdrawal: whole(set.minimumWithdrawal, DEFAULT_BONUS_WITHDRAWAL_SETTINGS.minimumWithdrawal),
      transferCharge: whole(set.transferCharge, DEFAULT_BONUS_WITHDRAWAL_SETTINGS.transferCharge),
    };
  }
}
