import { Inject, Injectable } from '@nestjs/common';
import type { PromoteeListResponse, PromoterRequestView } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { PROMOTER_MODELS, type PromoteeDoc, type PromoterRequestDoc } from '../projections/promoters.projection.js';

/** Reads of the promoters' read models: a member's own request, a promoter's own promotees. */
@Injectable()
export class PromoterQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The member's promoter request (masked), or null when they never applied. */
  async requestOf(userId: string): Promise<PromoterRequestView | null> {
    const doc = await this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests).findOne({ _id: userId });
    if (!doc) return null;
    const { _id, _position, ...view } = doc as PromoterRequestDoc & { _position?: number };
    void _id;
    void _position;
    return view;
  }

  /** True when `userId` is an approved promoter (spec §4 APPROVED). */
  async isPromoter(userId: string): Promise<boolean> {
    return (await this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests).findOne({ _id: userId }))?.status === 'APPROVED';
  }

  /** The promoter's own promotees, newest first, the page `limit`/`skip` of them: never another promoter's. */
  async promotees(promoterId: string, page: { limit: number; skip: number }): Promise<PromoteeListResponse> {
    const coll = this.store.collection<PromoteeDoc>(PROMOTER_MODELS.promotees);
    const [docs, totalCount] = await Promise.all([
      coll.find({ promoterId }, { sort: { joinedAt: -1 }, skip: page.skip, limit: page.limit }),
      coll.count({ promoterId }),
    ]);
    return { promotees: docs.map((d) => ({ _id: d._id, maskedName: d.maskedName, joinedAt: d.joinedAt })), summary: { totalCount } };
  }
}
