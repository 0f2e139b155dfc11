import { MAX_REVIEW_IMAGES, type ReviewedLine, type ReviewEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  InvalidReviewStarError,
  ReviewExistsError,
  ReviewNotConfirmedError,
  ReviewNotFoundError,
  ReviewNotYoursError,
  ReviewTooManyImagesError,
} from '../catalog.errors.js';

/** Stars, subject and content of a review as the member writes them (validated by the DTO: stars 1..5, texts of 2+ characters). */
export interface ReviewText {
  star: number;
  subject: string;
  content: string;
}

/**
 * The member writes a review of a purchase line. `line` is the purchase as read from ordering
 * (its buyer in `line.userId`), `confirmed` whether it is 구매확정 (PURCHASE_COMPLETE).
 */
export type WriteReview = Command<'WriteReview', ReviewText & { line: ReviewedLine; confirmed: boolean; images: string[] }>;
/** The writer changes the review; `images` names the photos kept (absent: all kept). */
export type EditReview = Command<'EditReview', ReviewText & { reviewId: string; userId: string; images?: string[] }>;
/** The writer adds a stored photo to the review. */
export type AddReviewImage = Command<'AddReviewImage', { reviewId: string; userId: string; url: string }>;
/** The writer (`userId`) or staff (`userId` null) deletes the review. */
export type DeleteReview = Command<'DeleteReview', { reviewId: string; userId: string | null }>;
/** Staff hide or show the review and answer it (an empty reply removes the answer). */
export type ModerateReview = Command<'ModerateReview', { reviewId: string; hidden?: boolean; reply?: string }>;

export type ReviewCommand = WriteReview | EditReview | AddReviewImage | DeleteReview | ModerateReview;

/** One purchase line's review: none yet (or deleted), or written with what the decisions need. */
export type ReviewState =
  { status: 'none' } | { status: 'written'; userId: string; productId: string; images: string[]; hidden: boolean; reply: string | null; text: ReviewText };

/** The stream of the review of one purchase line: `review-{purchaseId}` (the review's id is the line's id). */
export const reviewStream = (reviewId: string): string => `review-${reviewId}`;

/** Control characters but tab and line feed (built from char codes: no control character in a regex literal). */
const CONTROL = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}${String.fromCharCode(12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
  'g',
);

/** Plain text as stored: control characters other than line breaks and tabs dropped, CRLF to LF, trimmed. */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

function checkedText(text: ReviewText): ReviewText {
  if (!Number.isInteger(text.star) || text.star < 1 || text.star > 5) throw new InvalidReviewStarError();
  return { star: text.star, subject: plainText(text.subject), content: plainText(text.content) };
}

function written(state: ReviewState, userId: string | null): Extract<ReviewState, { status: 'written' }> {
  // Another member's review is answered as missing, never as forbidden: its existence is not revealed.
  if (state.status !== 'written' || (userId !== null && state.userId !== userId)) throw new ReviewNotFoundError();
  return state;
}

/**
 * A review of one purchase line (spec §3 Review; issue 13): written only by the line's buyer
 * once the line is confirmed, once per line (again after a deletion); edited and deleted by its
 * writer; hidden, shown, answered and deleted by staff. Stars are whole 1..5, photos at most 10.
 * Throws ReviewNotYoursError 403, ReviewNotConfirmedError 422, ReviewExistsError 409,
 * ReviewNotFoundError 404, ReviewTooManyImagesError 422, InvalidReviewStarError 422.
 */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewWritten': {
        const { star, subject, content } = event.data;
        return {
          status: 'written',
          userId: event.data.userId,
          productId: event.data.productId,
          images: event.data.images,
          hidden: false,
          reply: null,
          text: { star, subject, content },
        };
      }
      case 'ReviewEdited':
        if (state.status !== 'written') return state;
        return { ...state, images: event.data.images, text: { star: event.data.star, subject: event.data.subject, content: event.data.content } };
      case 'ReviewImageAdded':
        return state.status === 'written' ? { ...state, images: [...state.images, event.data.url] } : state;
      case 'ReviewDeleted':
        return { status: 'none' };
      case 'ReviewReplied':
        return state.status === 'written' ? { ...state, reply: event.data.reply } : state;
      case 'ReviewHidden':
        return state.status === 'written' ? { ...state, hidden: true } : state;
      case 'ReviewShown':
        return state.status === 'written' ? { ...state, hidden: false } : state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'WriteReview': {
        const { line, confirmed } = command.data;
        if (line.userId !== command.metadata.userId) throw new ReviewNotYoursError();
        if (!confirmed) throw new ReviewNotConfirmedError();
        if (state.status === 'written') throw new ReviewExistsError();
        if (command.data.images.length > MAX_REVIEW_IMAGES) throw new ReviewTooManyImagesError();
        return [{ type: 'ReviewWritten', data: { ...line, ...checkedText(command.data), images: command.data.images, writtenAt: now } }];
      }
      case 'EditReview': {
        const review = written(state, command.data.userId);
        const text = checkedText(command.data);
        const images = command.data.images ? review.images.filter((url) => command.data.images!.includes(url)) : review.images;
        const same = JSON.stringify(text) === JSON.stringify(review.text) && images.length === review.images.length;
        if (same) return [];
        return [{ type: 'ReviewEdited', data: { reviewId: command.data.reviewId, productId: review.productId, ...text, images, editedAt: now } }];
      }
      case 'AddReviewImage': {
        const review = written(state, command.data.userId);
        if (review.images.length >= MAX_REVIEW_IMAGES) throw new ReviewTooManyImagesError();
        return [{ type: 'ReviewImageAdded', data: { reviewId: command.data.reviewId, productId: review.productId, url: command.data.url, addedAt: now } }];
      }
      case 'DeleteReview': {
        const review = written(state, command.data.userId);
        return [
          {
            type: 'ReviewDeleted',
            data: { reviewId: command.data.reviewId, productId: review.productId, deletedAt: now, byStaff: command.data.userId === null },
          },
        ];
      }
      case 'ModerateReview': {
        const review = written(state, null);
        const { reviewId, hidden, reply } = command.data;
        const events: ReviewEvent[] = [];
        if (hidden === true && !review.hidden) events.push({ type: 'ReviewHidden', data: { reviewId, productId: review.productId, hiddenAt: now } });
        if (hidden === false && review.hidden) events.push({ type: 'ReviewShown', data: { reviewId, productId: review.productId, shownAt: now } });
        if (reply !== undefined) {
          const text = plainText(reply) || null;
          if (text !== review.reply) events.push({ type: 'ReviewReplied', data: { reviewId, productId: review.productId, reply: text, repliedAt: now } });
        }
        return events;
      }
    }
  },
};
