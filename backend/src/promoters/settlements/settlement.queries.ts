import { Inject, Injectable } from '@nestjs/common';
import {
  SETTLEMENT_PAGE_SIZE,
  type ConsoleSettlementListResponse,
  type PromoterSettlementListResponse,
  type SettlementDetail,
  type SettlementSummary,
  type WithholdingReportResponse,
} from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { PROMOTER_MODELS, type PromoterRequestDoc } from '../projections/promoters.projection.js';
import { SETTLEMENT_MODELS, type PromoterSettlementDoc } from './promoter-settlements.consumer.js';
import { sumTotals } from './settlement-figures.js';
import { SETTLEMENT_STATUS_MODELS, type SettlementStatusDoc } from './settlement-statuses.projection.js';

type Promoter = Pick<PromoterRequestDoc, '_id' | 'name' | 'username' | 'maskedResidentNumber'>;

/**
 * Reads of the promoters' monthly settlements: the figures (bus consumer) joined with their
 * statuses (projection) and, for staff, the promoter's name, username and masked resident number.
 */
@Injectable()
export class SettlementQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The promoter's own settlements, newest month first, the page `limit`/`skip` of them (times of approval and payment, not the staff's names). */
  async mine(promoterId: string, page: { limit: number; skip: number }): Promise<PromoterSettlementListResponse> {
    const coll = this.store.collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements);
    const [docs, totalCount] = await Promise.all([
      coll.find({ promoterId }, { sort: { month: -1 }, skip: page.skip, limit: page.limit }),
      coll.count({ promoterId }),
    ]);
    const statuses = await this.statuses(docs.map((d) => d._id));
    // The promoter sees when finance approved and paid, not which staff member did.
    const settlements = docs.map((d) => ({
      ...summaryOf(d, statuses.get(d._id), null),
      approvedBy: null,
      approvedByName: null,
      paidBy: null,
      paidByName: null,
    }));
    return { settlements, summary: { totalCount } };
  }

  /**
   * One month's settlements for the console: those of promoters whose name or username contains
   * `search` (all when absent), largest withdrawal first, page `page` (from 1) of
   * {@link SETTLEMENT_PAGE_SIZE}, with the sums over every match.
   */
  async month(month: string, search: string | undefined, page: number): Promise<ConsoleSettlementListResponse> {
    const filter: Record<string, unknown> = { month };
    if (search) {
      const words = { $regex: escapeRegex(search), $options: 'i' };
      const matches = await this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests).find({ $or: [{ name: words }, { username: words }] });
      filter.promoterId = { $in: matches.map((m) => m._id) };
    }
    const docs = await this.store.collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements).find(filter, { sort: { 'totals.withdrawn': -1, _id: 1 } });
    const shown = docs.slice((page - 1) * SETTLEMENT_PAGE_SIZE, page * SETTLEMENT_PAGE_SIZE);
    const [statuses, promoters] = await Promise.all([this.statuses(shown.map((d) => d._id)), this.promoters(shown.map((d) => d.promoterId))]);
    return {
      month,
      settlements: shown.map((d) => summaryOf(d, statuses.get(d._id), promoters.get(d.promoterId) ?? null)),
      totals: sumTotals(docs.map((d) => d.totals)),
      summary: { totalCount: docs.length, page, pageSize: SETTLEMENT_PAGE_SIZE },
    };
  }

  /** Every settlement of the month (for the export), in the list's order. */
  async all(month: string): Promise<SettlementSummary[]> {
    const docs = await this.store
      .collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements)
      .find({ month }, { sort: { 'totals.withdrawn': -1, _id: 1 } });
    const [statuses, promoters] = await Promise.all([this.statuses(docs.map((d) => d._id)), this.promoters(docs.map((d) => d.promoterId))]);
    return docs.map((d) => summaryOf(d, statuses.get(d._id), promoters.get(d.promoterId) ?? null));
  }

  /** One settlement with its lines, or null when there is none; with `promoterId`, only that promoter's own. */
  async one(id: string, promoterId?: string): Promise<SettlementDetail | null> {
    const doc = await this.store.collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements).findOne({ _id: id });
    if (!doc || (promoterId !== undefined && doc.promoterId !== promoterId)) return null;
    const [statuses, promoters] = await Promise.all([this.statuses([id]), this.promoters([doc.promoterId])]);
    return { ...summaryOf(doc, statuses.get(id), promoters.get(doc.promoterId) ?? null), lines: doc.lines };
  }

  /**
   * The month's withholding for the tax filing: one row per promoter who was paid (withdrawals
   * that did not fail), with the masked resident number only, and the month's sums.
   */
  async withholding(month: string): Promise<WithholdingReportResponse> {
    const docs = await this.store
      .collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements)
      .find({ month, 'totals.withdrawn': { $gt: 0 } }, { sort: { _id: 1 } });
    const promoters = await this.promoters(docs.map((d) => d.promoterId));
    const rows = docs.map((d) => {
      const p = promoters.get(d.promoterId);
      const { withdrawn, incomeTax, localTax } = d.totals;
      return {
        promoterId: d.promoterId,
        name: p?.name ?? null,
        maskedResidentNumber: p?.maskedResidentNumber ?? null,
        grossPaid: withdrawn,
        incomeTax,
        localTax,
        total: incomeTax + localTax,
      };
    });
    rows.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'ko'));
    const sum = (key: 'grossPaid' | 'incomeTax' | 'localTax' | 'total') => rows.reduce((s, r) => s + r[key], 0);
    return { month, rows, totals: { grossPaid: sum('grossPaid'), incomeTax: sum('incomeTax'), localTax: sum('localTax'), total: sum('total') } };
  }

  private async statuses(ids: string[]): Promise<Map<string, SettlementStatusDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await this.store.collection<SettlementStatusDoc>(SETTLEMENT_STATUS_MODELS.statuses).find({ _id: { $in: ids } });
    return new Map(docs.map((d) => [d._id, d]));
  }

  private async promoters(ids: string[]): Promise<Map<string, Promoter>> {
    if (ids.length === 0) return new Map();
    const docs = await this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests).find({ _id: { $in: [...new Set(ids)] } });
    return new Map(docs.map((d) => [d._id, d]));
  }
}

/** A settlement as listed: figures, status (OPEN without a status document) and, for staff, who the promoter is. */
function summaryOf(doc: PromoterSettlementDoc, status: SettlementStatusDoc | undefined, promoter: Promoter | null): SettlementSummary {
  return {
    _id: doc._id,
    promoterId: doc.promoterId,
    month: doc.month,
    name: promoter?.name ?? null,
    username: promoter?.username ?? null,
    totals: doc.totals,
    status: status?.status ?? 'OPEN',
    approvedBy: status?.approvedBy ?? null,
    approvedByName: status?.approvedByName ?? null,
    approvedAt: status?.approvedAt ?? null,
    paidBy: status?.paidBy ?? null,
    paidByName: status?.paidByName ?? null,
    paidAt: status?.paidAt ?? null,
    approvedMemo: status?.approvedMemo ?? null,
    paidMemo: status?.paidMemo ?? null,
    approvedTotals: status?.approvedTotals ?? null,
  };
}
