import { Inject, Injectable } from '@nestjs/common';
import {
  addMonths,
  maskName,
  maskUsername,
  seoulMonthStart,
  type PromoterDashboardResponse,
  type PromoterPurchaseListResponse,
  type PromoterScoreListResponse,
  type PurchaseStatus,
} from '@shop/contracts';
import { MemberScoreHistory } from '../../identity/index.js';
import { BuyerPurchaseQueries, type BuyerPurchaseLine } from '../../ordering/index.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { bonusesByMonth, isAccrual, lastSeoulMonths } from '../bonuses/bonus-months.js';
import { BONUS_MODELS, type BonusBalanceDoc, type PromoterBonusDoc } from '../bonuses/bonuses.projection.js';
import { PROMOTER_MODELS, type PromoteeDoc } from '../projections/promoters.projection.js';

type Page = { limit: number; skip: number };

/** The filter of the promoter's purchase pages: whose lines, a KST month `yyyy-mm`, a purchase status. */
export interface PromoterPurchaseSearch {
  of: 'promotees' | 'self';
  month?: string;
  purchaseStatus?: PurchaseStatus;
}

/**
 * Reads of the promoter area's pages (spec §2 dashboard, promotee-purchases, promoter-purchases,
 * scores; §7 Promoter GET purchases), every one scoped to the promoter: their bonuses, their own
 * promotees (whose purchases are read through ordering's public query, naming only those
 * promotees), their own purchases and their own score (through identity's public query).
 */
@Injectable()
export class PromoterPageQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly purchases: BuyerPurchaseQueries,
    private readonly scores: MemberScoreHistory,
  ) {}

  private get bonusLines() {
    return this.store.collection<PromoterBonusDoc>(BONUS_MODELS.lines);
  }

  /** The promoter's promotees: id → masked name (탈퇴회원 once withdrawn). */
  private async promotees(promoterId: string): Promise<Map<string, string>> {
    const docs = await this.store.collection<PromoteeDoc>(PROMOTER_MODELS.promotees).find({ promoterId });
    return new Map(docs.map((d) => [d._id, d.maskedName]));
  }

  /** The dashboard at `now` (ISO): balance, this KST month's accruals and promotee purchases, the promotees and 12 months of accruals. */
  async dashboard(promoterId: string, now: string): Promise<PromoterDashboardResponse> {
    const { months, from, to } = lastSeoulMonths(now);
    const month = months[months.length - 1]!;
    const [balance, lines, promotees] = await Promise.all([
      this.store.collection<BonusBalanceDoc>(BONUS_MODELS.balances).findOne({ _id: promoterId }),
      this.bonusLines.find({ promoterId, at: { $gte: from, $lt: to } }),
      this.promotees(promoterId),
    ]);
    const monthlyBonuses = bonusesByMonth(lines, months);
    const purchases = await this.purchases.paidFigures([...promotees.keys()], seoulMonthStart(month), to);
    return {
      month,
      balance: balance?.balance ?? 0,
      accruedThisMonth: monthlyBonuses[monthlyBonuses.length - 1]!.amount,
      promotees: promotees.size,
      promoteePurchasesThisMonth: purchases,
      monthlyBonuses,
    };
  }

  /**
   * One page of purchase lines, newest first: the promoter's promotees' (names masked, each with
   * the sales bonus it brought the promoter, net of a reversal) or the promoter's own (`of: self`,
   * no bonus), in a KST month and a purchase status when given.
   */
  async purchaseLines(promoterId: string, search: PromoterPurchaseSearch, page: Page): Promise<PromoterPurchaseListResponse> {
    const promotees = search.of === 'promotees' ? await this.promotees(promoterId) : null;
    const buyerIds = promotees ? [...promotees.keys()] : [promoterId];
    const { lines, totalCount } = await this.purchases.page(
      {
        buyerIds,
        ...(search.month ? { from: seoulMonthStart(search.month), to: seoulMonthStart(addMonths(search.month, 1)) } : {}),
        purchaseStatus: search.purchaseStatus,
      },
      page,
    );
    const bonuses = promotees ? await this.salesBonuses(promoterId, lines) : new Map<string, number>();
    return {
      of: search.of,
      purchases: lines.map((l) => ({
        _id: l._id,
        orderedAt: l.createdAt,
        buyer: { maskedName: promotees?.get(l.buyer._id) ?? maskName(l.buyer.name), maskedUsername: l.buyer.username ? maskUsername(l.buyer.username) : '' },
        product: { _id: l.product._id, name: l.product.name, thumb: l.product.thumb ?? null },
        option: l.option,
        amount: l.amount,
        paid: l.paidPrice,
        purchaseStatus: l.purchaseStatus,
        statusText: l.statusText,
        salesBonus: bonuses.has(l._id) ? bonuses.get(l._id)! : null,
      })),
      summary: { totalCount },
    };
  }

  /** The promoter's sales bonus per line (accrual plus reversal), for the lines that have one. */
  private async salesBonuses(promoterId: string, lines: BuyerPurchaseLine[]): Promise<Map<string, number>> {
    if (lines.length === 0) return new Map();
    const docs = await this.bonusLines.find({ promoterId, type: 'SALES', purchaseId: { $in: lines.map((l) => l._id) } });
    const sums = new Map<string, number>();
    for (const d of docs) if (d.purchaseId && isAccrual(d)) sums.set(d.purchaseId, (sums.get(d.purchaseId) ?? 0) + d.amount);
    return sums;
  }

  /** The promoter's own score and one page of its changes, newest first. */
  async scoreHistory(promoterId: string, page: Page): Promise<PromoterScoreListResponse> {
    const { score, changes, totalCount } = await this.scores.of(promoterId, page);
    return { score, scores: changes, summary: { totalCount } };
  }
}
