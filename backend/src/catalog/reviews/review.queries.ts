import { Inject, Injectable } from '@nestjs/common';
import {
  PurchaseStatus,
  type ConsoleReview,
  type ConsoleReviewListResponse,
  type MyReviewListResponse,
  type Review,
  type ReviewImageListResponse,
  type ReviewListResponse,
  type ReviewSummary,
  type WritableReviewListResponse,
} from '@shop/contracts';
import type { Filter, Sort } from '../../platform/read-store/read-store.port.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ReviewNotFoundError } from '../catalog.errors.js';
import { REVIEWS, summaryOf, type ReviewDoc, type ReviewPicksDoc, type ReviewSummaryDoc } from '../projections/reviews.projection.js';
import { REVIEWABLE_PURCHASES, type ReviewablePurchases } from './reviewable-purchases.port.js';

/** Page window (spec §7 headers limit/skip). */
type Page = { limit: number; skip: number };

/** Most confirmed lines looked at for the writable tab (a member's confirmed purchases stay far below). */
const MAX_LINES = 500;

/** The writer as the shop shows them: the first two characters of the username, the rest masked. */
export const maskedWriter = (username: string): string => `${username.slice(0, 2)}***`;

/** A stored review as the shop answers it. */
export function reviewOf(d: ReviewDoc): Review {
  return {
    _id: d._id,
    _product: d._product,
    _purchase: d._purchase,
    writer: maskedWriter(d.username),
    productName: d.productName,
    option: d.option,
    star: d.star,
    subject: d.subject,
    content: d.content,
    images: d.images,
    reply: d.reply,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

const consoleReviewOf = (d: ReviewDoc): ConsoleReview => ({ ...reviewOf(d), username: d.username, hidden: d.hidden });

/** What the console's review list filters on (spec §7 Console shop reviews GET). */
export interface ConsoleReviewSearch {
  /** Words in the subject, content, product name or username. */
  search?: string;
  star?: number;
  hidden?: boolean;
  product?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads of reviews: the shop's (visible reviews only, spec §7 Shop GET reviews, review-images),
 * the member's own (me/reviews, and the confirmed lines still without a review) and the console's.
 */
@Injectable()
export class ReviewQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(REVIEWABLE_PURCHASES) private readonly purchases: ReviewablePurchases,
  ) {}

  private get reviews() {
    return this.store.collection<ReviewDoc>(REVIEWS.reviews);
  }

  /** A product's summary of visible reviews (all zero when none). */
  async summary(productId: string): Promise<ReviewSummary> {
    const doc = await this.store.collection<ReviewSummaryDoc>(REVIEWS.summaries).findOne({ _id: productId });
    if (!doc) return summaryOf([]);
    const { _id, ...summary } = doc as ReviewSummaryDoc & { _position?: number };
    delete (summary as { _position?: number })._position;
    return summary;
  }

  /**
   * One page of a product's visible reviews, newest first; `photo` 'only' keeps photo reviews,
   * 'first' puts them before the others (each part newest first). Hidden reviews never appear.
   */
  async shopPage(productId: string, photo: 'only' | 'first' | undefined, page: Page): Promise<ReviewListResponse> {
    const filter: Filter = { _product: productId, hidden: false, ...(photo === 'only' ? { hasPhoto: true } : {}) };
    const sort: Sort = photo === 'first' ? { hasPhoto: -1, createdAt: -1 } : { createdAt: -1 };
    const [docs, totalCount, summary] = await Promise.all([this.reviews.find(filter, { sort, ...page }), this.reviews.count(filter), this.summary(productId)]);
    return { reviews: docs.map(reviewOf), totalCount, summary };
  }

  /** One visible review; throws ReviewNotFoundError (404) for a missing or hidden one. */
  async shopReview(id: string): Promise<Review> {
    const doc = await this.reviews.findOne({ _id: id, hidden: false });
    if (!doc) throw new ReviewNotFoundError();
    return reviewOf(doc);
  }

  /** The photos of a product's visible reviews, newest review first, paged over photos. */
  async shopImages(productId: string, page: Page): Promise<ReviewImageListResponse> {
    const docs = await this.reviews.find({ _product: productId, hidden: false, hasPhoto: true }, { sort: { createdAt: -1 } });
    const images = docs.flatMap((d) => d.images.map((i) => ({ _review: d._id, url: i.url })));
    return { images: images.slice(page.skip, page.skip + page.limit), totalCount: images.length };
  }

  /** The member's own reviews, newest first (hidden ones too, marked). */
  async mine(userId: string, page: Page): Promise<MyReviewListResponse> {
    const filter = { _user: userId };
    const [docs, totalCount] = await Promise.all([this.reviews.find(filter, { sort: { createdAt: -1 }, ...page }), this.reviews.count(filter)]);
    return { reviews: docs.map((d) => ({ ...reviewOf(d), hidden: d.hidden })), totalCount };
  }

  /** One of the member's reviews as the member sees it, or null. */
  async own(userId: string, id: string): Promise<(Review & { hidden: boolean }) | null> {
    const doc = await this.reviews.findOne({ _id: id, _user: userId });
    return doc ? { ...reviewOf(doc), hidden: doc.hidden } : null;
  }

  /** Any review as the console sees it, or null. */
  async consoleOne(id: string): Promise<ConsoleReview | null> {
    const doc = await this.reviews.findOne({ _id: id });
    return doc ? consoleReviewOf(doc) : null;
  }

  /** The member's confirmed purchase lines (구매확정) without a review, newest first. */
  async writable(userId: string, page: Page): Promise<WritableReviewListResponse> {
    const { lines } = await this.purchases.page({ buyerIds: [userId], purchaseStatus: PurchaseStatus.PURCHASE_COMPLETE }, { limit: MAX_LINES, skip: 0 });
    const reviewed = new Set((await this.reviews.find({ _user: userId })).map((r) => r._id));
    const open = lines.filter((l) => !reviewed.has(l._id));
    return {
      lines: open.slice(page.skip, page.skip + page.limit).map((l) => ({
        _purchase: l._id,
        product: { _id: l.product._id, name: l.product.name, thumb: l.product.thumb },
        option: l.option,
        amount: l.amount,
        confirmedAt: l.confirmedAt,
        createdAt: l.createdAt,
      })),
      totalCount: open.length,
    };
  }

  /** Which of these ids name an existing review. */
  async existing(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await this.reviews.find({ _id: { $in: ids } })).map((d) => d._id);
  }

  /** The reviews picked for a home display, in their order; deleted ones left out, hidden ones too unless `withHidden` (the console). */
  async picked(code: string, withHidden: boolean): Promise<ConsoleReview[]> {
    const picks = await this.store.collection<ReviewPicksDoc>(REVIEWS.picks).findOne({ _id: code });
    if (!picks || picks.reviewIds.length === 0) return [];
    const docs = new Map((await this.reviews.find({ _id: { $in: picks.reviewIds } })).map((d) => [d._id, d]));
    return picks.reviewIds.flatMap((id) => {
      const doc = docs.get(id);
      return doc && (withHidden || !doc.hidden) ? [consoleReviewOf(doc)] : [];
    });
  }

  /** The shop's view of a home display's picked reviews: visible ones only, in their order, with their summary. */
  async shopPicked(code: string): Promise<ReviewListResponse> {
    const picked = await this.picked(code, false);
    const docs = picked.map(({ username: _username, hidden: _hidden, ...review }) => review);
    return { reviews: docs, totalCount: docs.length, summary: summaryOf(picked.map((r) => ({ star: r.star, hasPhoto: r.images.length > 0 }))) };
  }

  /** The console's list: every review (hidden too), newest first, filtered. */
  async consolePage(search: ConsoleReviewSearch, page: Page): Promise<ConsoleReviewListResponse> {
    const filter: Filter = {};
    if (search.star) filter.star = search.star;
    if (search.hidden !== undefined) filter.hidden = search.hidden;
    if (search.product) filter._product = search.product;
    let docs = await this.reviews.find(filter, { sort: { createdAt: -1 } });
    const words = search.search?.trim();
    if (words) {
      const re = new RegExp(escape(words), 'i');
      docs = docs.filter((d) => re.test(d.subject) || re.test(d.content) || re.test(d.productName) || re.test(d.username));
    }
    return { reviews: docs.slice(page.skip, page.skip + page.limit).map(consoleReviewOf), totalCount: docs.length };
  }
}
