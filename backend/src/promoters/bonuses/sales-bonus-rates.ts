import { Injectable } from '@nestjs/common';
import { SALES_BONUS_PERCENT, salesBonusPercentFor, type SalesBonusRatesResponse } from '@shop/contracts';
import { LevelFacts } from '../../identity/index.js';
import { ProductFacts } from '../../catalog/index.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { SALES_BONUS_RATES_STREAM, salesBonusRatesDecider, type SalesBonusRatesState } from './sales-bonus-rates.decider.js';

/**
 * The sales bonus rates in force, read from their stream (the write side, so the process never
 * credits at a rate a lagging read model still has), and the percent of one line.
 */
@Injectable()
export class SalesBonusRates {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
    private readonly levels: LevelFacts,
  ) {}

  /** The table the console set last, null before it set any. */
  async table(): Promise<SalesBonusRatesState['rates']> {
    return (await this.runner.load(SALES_BONUS_RATES_STREAM, salesBonusRatesDecider)).state.rates;
  }

  /** The rates as the console shows them: before any were set, a default of `SALES_BONUS_PERCENT` and nothing per level or category. */
  async answer(): Promise<SalesBonusRatesResponse> {
    const rates = await this.table();
    return rates ?? { defaultPercent: SALES_BONUS_PERCENT, byLevel: [], byCategory: [], setBy: null, setAt: null };
  }

  /**
   * A function giving the percent of a promotee's confirmed line of `productId` for the promoter
   * `promoterId`: the product's category rate (nearest category of its path), else the promoter's
   * level rate, else the default, else 3% (`salesBonusPercentFor`). The product's category and the
   * promoter's level are read as they are at confirmation.
   */
  async percentFor(promoterId: string): Promise<(productId: string) => Promise<number>> {
    const rates = await this.table();
    if (!rates) return async () => SALES_BONUS_PERCENT;
    const levelCode = rates.byLevel.length ? ((await this.levels.levelOf(promoterId))?.code ?? null) : null;
    return async (productId) => {
      const categoryId = rates.byCategory.length ? (await this.products.snapshot(productId))?.categoryId : undefined;
      const categoryPath = categoryId ? ((await this.products.categoryPaths([categoryId])).get(categoryId) ?? [categoryId]) : [];
      return salesBonusPercentFor(rates, { categoryPath, levelCode });
    };
  }
}
