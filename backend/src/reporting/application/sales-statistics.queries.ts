import { Inject, Injectable } from '@nestjs/common';
import {
  DAY_OF_WEEK_LABELS,
  type DailySalesResponse,
  type DayOfWeekSalesResponse,
  type MonthlySalesResponse,
  type ProductsSalesResponse,
  type SalesFigures,
} from '@shop/contracts';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { daysBetween, monthsBetween, monthsOf } from '../domain/calendar.js';
import type { OrderSale } from '../domain/order-sale.js';
import { REPORTING } from '../consumers/sales-statistics.consumer.js';

/** MongoDB expression true for a sale: payment confirmed and not canceled (see `isSale`; its amount is `saleAmountOf`: the total less refunds). */
const IS_SALE = { $and: [{ $eq: ['$paid', true] }, { $eq: ['$canceled', false] }] };

/** $group accumulators of {@link SalesFigures}. */
const FIGURES = {
  placedCount: { $sum: 1 },
  placedAmount: { $sum: '$totalPrice' },
  salesCount: { $sum: { $cond: [IS_SALE, 1, 0] } },
  salesAmount: { $sum: { $cond: [IS_SALE, { $subtract: ['$totalPrice', { $ifNull: ['$refundedPrice', 0] }] }, 0] } },
};

const ZERO: SalesFigures = { placedCount: 0, placedAmount: 0, salesCount: 0, salesAmount: 0 };

type Group<K> = SalesFigures & { _id: K };

function figures(group: SalesFigures | undefined): SalesFigures {
  if (!group) return { ...ZERO };
  return { placedCount: group.placedCount, placedAmount: group.placedAmount, salesCount: group.salesCount, salesAmount: group.salesAmount };
}

function sum(rows: SalesFigures[]): SalesFigures {
  return rows.reduce(
    (t, r) => ({
      placedCount: t.placedCount + r.placedCount,
      placedAmount: t.placedAmount + r.placedAmount,
      salesCount: t.salesCount + r.salesCount,
      salesAmount: t.salesAmount + r.salesAmount,
    }),
    { ...ZERO },
  );
}

const inDays = (from: string, to: string): Filter => ({ day: { $gte: from, $lte: to } });

/**
 * The console's sales statistics (spec §7), summed at query time from `orderSales` with
 * `$match` + `$group`. "Sales" are orders whose payment was confirmed and that are not
 * canceled; each figure also carries the orders placed (unpaid and canceled included). An order
 * counts on the Asia/Seoul day it was placed; amounts are the orders' totalPrice in 원.
 * Periods are validated by the caller (see `readPeriod`).
 */
@Injectable()
export class SalesStatisticsQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get orderSales() {
    return this.store.collection<OrderSale>(REPORTING.orderSales);
  }

  /** Figures of every day from `from` to `to` (both `yyyy-mm-dd`, included), zeros for days without orders. */
  async dailySales(from: string, to: string): Promise<DailySalesResponse> {
    const groups = await this.orderSales.aggregate<Group<string>>([{ $match: inDays(from, to) }, { $group: { _id: '$day', ...FIGURES } }]);
    const byDay = new Map(groups.map((g) => [g._id, g]));
    const days = daysBetween(from, to).map((date) => ({ date, ...figures(byDay.get(date)) }));
    return { from, to, days, total: sum(days) };
  }

  /** Figures of the 12 months of `year`. */
  async monthlySales(year: number): Promise<MonthlySalesResponse> {
    const months = monthsOf(year);
    return { ...(await this.monthlySalesBetween(months[0]!, months[11]!)), year };
  }

  /** Figures of every month from `from` to `to` (`yyyy-mm`, both included; validated by the caller), zeros for months without orders. */
  async monthlySalesBetween(from: string, to: string): Promise<MonthlySalesResponse> {
    const groups = await this.orderSales.aggregate<Group<string>>([{ $match: { month: { $gte: from, $lte: to } } }, { $group: { _id: '$month', ...FIGURES } }]);
    const byMonth = new Map(groups.map((g) => [g._id, g]));
    const rows = monthsBetween(from, to).map((month) => ({ month, ...figures(byMonth.get(month)) }));
    return { year: null, from, to, months: rows, total: sum(rows) };
  }

  /** Figures per day of the week (일 to 토, Asia/Seoul) over `from`..`to`. */
  async dayOfWeekSales(from: string, to: string): Promise<DayOfWeekSalesResponse> {
    const groups = await this.orderSales.aggregate<Group<number>>([{ $match: inDays(from, to) }, { $group: { _id: '$dayOfWeek', ...FIGURES } }]);
    const byDay = new Map(groups.map((g) => [g._id, g]));
    const days = DAY_OF_WEEK_LABELS.map((label, dayOfWeek) => ({ dayOfWeek, label, ...figures(byDay.get(dayOfWeek)) }));
    return { from, to, days, total: sum(days) };
  }

  /**
   * The `limit` best-selling products over `from`..`to` by the amount (원) of their lines in
   * sales orders (paid, not canceled), leaving out lines cancelled or returned; ties by units sold, then product id.
   */
  async productsSales(from: string, to: string, limit: number): Promise<ProductsSalesResponse> {
    const groups = await this.orderSales.aggregate<{ _id: string; code: string; name: string; amount: number; salesAmount: number; orders: string[] }>([
      { $match: { ...inDays(from, to), paid: true, canceled: false } },
      { $sort: { placedAt: 1 } },
      { $unwind: '$lines' },
      { $match: { 'lines.canceled': { $ne: true } } },
      {
        $group: {
          _id: '$lines.productId',
          code: { $last: '$lines.code' },
          name: { $last: '$lines.name' },
          amount: { $sum: '$lines.amount' },
          salesAmount: { $sum: '$lines.totalPrice' },
          orders: { $addToSet: '$_id' },
        },
      },
      { $sort: { salesAmount: -1, amount: -1, _id: 1 } },
      { $limit: limit },
    ]);
    return {
      from,
      to,
      products: groups.map((g, i) => ({
        rank: i + 1,
        productId: g._id,
        code: g.code,
        name: g.name,
        amount: g.amount,
        salesAmount: g.salesAmount,
        orderCount: g.orders.length,
      })),
    };
  }
}
