import { BONUS_MESSAGES, isBonusPercent, type SalesBonusRateEvent, type SalesBonusRatesSet, type SalesBonusRateTable } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { SalesBonusRateInvalidError } from '../promoters.errors.js';

/** Staff set the whole table of sales bonus rates (console 적립률): default, per member level, per product category (percents). */
export type SetSalesBonusRates = Command<'SetSalesBonusRates', Omit<SalesBonusRatesSet['data'], 'setAt'>>;

/** The rates in force, null while the console never set any (then every line earns `SALES_BONUS_PERCENT`). */
export interface SalesBonusRatesState {
  rates: (SalesBonusRateTable & { setBy: string; setAt: string }) | null;
}

/** The one stream of the shop's sales bonus rates. */
export const SALES_BONUS_RATES_STREAM = 'sales-bonus-rates';

/**
 * The sales bonus rates (spec §9 sales bonus; console user-bonuses 적립률): each percent 0–100
 * with at most one decimal, each level and category at most once. Which rate a line earns is
 * `salesBonusPercentFor` (contracts): category, else level, else default. Throws
 * SalesBonusRateInvalidError (400).
 */
export const salesBonusRatesDecider: Decider<SetSalesBonusRates, SalesBonusRateEvent, SalesBonusRatesState> = {
  initialState: () => ({ rates: null }),
  evolve: (_state, event) => ({ rates: { ...event.data } }),
  decide(command) {
    const { defaultPercent, byLevel, byCategory, setBy } = command.data;
    const percents = [defaultPercent, ...byLevel.map((r) => r.percent), ...byCategory.map((r) => r.percent)];
    if (!percents.every(isBonusPercent)) throw new SalesBonusRateInvalidError(BONUS_MESSAGES.PERCENT);
    const levels = byLevel.map((r) => r.levelCode);
    const categories = byCategory.map((r) => r.categoryId);
    if (new Set(levels).size !== levels.length || new Set(categories).size !== categories.length)
      throw new SalesBonusRateInvalidError(BONUS_MESSAGES.RATE_DUPLICATE);
    return [
      {
        type: 'SalesBonusRatesSet',
        data: {
          defaultPercent,
          byLevel: byLevel.map(({ levelCode, percent }) => ({ levelCode, percent })),
          byCategory: byCategory.map(({ categoryId, percent }) => ({ categoryId, percent })),
          setBy,
          setAt: command.metadata.now,
        },
      },
    ];
  },
};
