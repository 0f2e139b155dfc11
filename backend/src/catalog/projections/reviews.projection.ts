import { Injectable } from '@nestjs/common';
import type { ReviewEvent, ReviewPickEvent, ReviewSummary } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collections of reviews: one document per review, one summary per reviewed product. */
export const REVIEWS = { reviews: 'productReviews', summaries: 'productReviewSummaries', picks: 'reviewPicks' } as const;

/** The reviews picked for a home display, `_id` the display code. */
export interface ReviewPicksDoc {
  _id: string;
  reviewIds: string[];
}

/** A review as stored (spec §3 Review), with the writer's id and name for the member's and the console's lists. */
export interface ReviewDoc {
  _id: string;
  _product: string;
  _purchase: string;
  _user: string;
  username: string;
  productName: string;
  option: Record<string, string>;
  star: number;
  subject: string;
  content: string;
  images: { url: string }[];
  /** True when `images` is not empty (the photo filter). */
  hasPhoto: boolean;
  reply: { content: string; repliedAt: string } | null;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A product's review summary as stored (visible reviews only), `_id` the product id. */
export type ReviewSummaryDoc = ReviewSummary & { _id: string };

/** The summary of these (visible) reviews: count, average to one decimal, stars 1..5 counted, photo reviews. */
export function summaryOf(reviews: readonly Pick<ReviewDoc, 'star' | 'hasPhoto'>[]): ReviewSummary {
  const distribution: ReviewSummary['distribution'] = [0, 0, 0, 0, 0];
  for (const r of reviews) distribution[r.star - 1]! += 1;
  const total = reviews.reduce((sum, r) => sum + r.star, 0);
  return {
    count: reviews.length,
    average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0,
    distribution,
    photoCount: reviews.filter((r) => r.hasPhoto).length,
  };
}

/**
 * Builds `productReviews` from the review events and keeps each product's summary
 * (`productReviewSummaries`) of its visible reviews: recounted from the reviews after every
 * change, so replaying an event leaves it the same; and the reviews picked for each home display.
 */
@Injectable()
export class ReviewsProjection implements Projection {
  readonly name = 'catalog-reviews';
  readonly version = 2;
  readonly handles = ['ReviewWritten', 'ReviewEdited', 'ReviewImageAdded', 'ReviewDeleted', 'ReviewReplied', 'ReviewHidden', 'ReviewShown', 'ReviewsPicked'];
  readonly collections = [REVIEWS.reviews, REVIEWS.summaries, REVIEWS.picks];
  readonly indexes: Record<string, IndexSpec[]> = {
    [REVIEWS.reviews]: [{ key: { _product: 1, hidden: 1, createdAt: -1 } }, { key: { _user: 1, createdAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (stored.type === 'ReviewsPicked') {
      const { code, reviewIds } = stored.data as ReviewPickEvent['data'];
      await applyOnce<ReviewPicksDoc>(store, REVIEWS.picks, code, stored, () => ({ _id: code, reviewIds }));
      return;
    }
    const event = { type: stored.type, data: stored.data } as ReviewEvent;
    const at = stored.data as { reviewId: string; productId: string };
    await applyOnce<ReviewDoc>(store, REVIEWS.reviews, at.reviewId, stored, (doc) => next(doc, event));
    const visible = await store.collection<ReviewDoc>(REVIEWS.reviews).find({ _product: at.productId, hidden: false });
    await store.collection<ReviewSummaryDoc>(REVIEWS.summaries).replaceOne({ _id: at.productId, ...summaryOf(visible) });
  }
}

function next(doc: ReviewDoc | null, event: ReviewEvent): ReviewDoc | null {
  if (event.type === 'ReviewWritten') {
    const d = event.data;
    return {
      _id: d.reviewId,
      _product: d.productId,
      _purchase: d.reviewId,
      _user: d.userId,
      username: d.username,
      productName: d.productName,
      option: d.option,
      star: d.star,
      subject: d.subject,
      content: d.content,
      images: d.images.map((url) => ({ url })),
      hasPhoto: d.images.length > 0,
      reply: null,
      hidden: false,
      createdAt: d.writtenAt,
      updatedAt: d.writtenAt,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'ReviewEdited': {
      const { star, subject, content, images, editedAt } = event.data;
      return { ...doc, star, subject, content, images: images.map((url) => ({ url })), hasPhoto: images.length > 0, updatedAt: editedAt };
    }
    case 'ReviewImageAdded':
      return { ...doc, images: [...doc.images, { url: event.data.url }], hasPhoto: true, updatedAt: event.data.addedAt };
    case 'ReviewDeleted':
      return null;
    case 'ReviewReplied':
      return { ...doc, reply: event.data.reply ? { content: event.data.reply, repliedAt: event.data.repliedAt } : null };
    case 'ReviewHidden':
      return { ...doc, hidden: true };
    case 'ReviewShown':
      return { ...doc, hidden: false };
  }
}
