import type { ImageRef } from './api.js';

/** Most photos one review carries (spec §5 image upload list: up to 10 by default). */
export const MAX_REVIEW_IMAGES = 10;

/** Stars a review may give: whole numbers 1 to 5 (spec §3 Review star). */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Korean texts of the review pages and refusals (spec §5 subject/content messages live in rules.ts). */
export const REVIEW_MESSAGES = {
  STAR: '별점을 1~5점 중에서 선택해주세요',
  WRITTEN: '리뷰가 등록되었습니다',
  EDITED: '리뷰가 수정되었습니다',
  DELETED: '리뷰가 삭제되었습니다',
  TOO_MANY_IMAGES: `사진은 ${MAX_REVIEW_IMAGES}장까지 올릴 수 있습니다`,
} as const;

/** A review as the shop shows it (spec §3 Review: _product, _purchase, subject, content, reply, star, images). */
export interface Review {
  /** The review's id: the purchase line it reviews (one review per line). */
  _id: string;
  _product: string;
  _purchase: string;
  /** The writer, masked for the shop (e.g. "ki***"). */
  writer: string;
  /** What was bought: product name and chosen option, as on the purchase line. */
  productName: string;
  option: Record<string, string>;
  /** 1 to 5. */
  star: number;
  subject: string;
  /** Plain text, line breaks kept. */
  content: string;
  images: ImageRef[];
  /** Staff's answer, plain text, or null. */
  reply: { content: string; repliedAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A review as the console sees it: with the writer's username and whether it is hidden from the shop. */
export interface ConsoleReview extends Review {
  username: string;
  hidden: boolean;
}

/** How a product's reviews stand: count, average star (one decimal) and how many gave each star. */
export interface ReviewSummary {
  count: number;
  /** 0 when there is no review. */
  average: number;
  /** Reviews per star, index 0 for 1 star up to index 4 for 5 stars. */
  distribution: [number, number, number, number, number];
  /** Reviews with at least one photo. */
  photoCount: number;
}

/** GET /api/v1/shop/reviews: one page of a product's visible reviews and its summary (total in `totalCount`). */
export interface ReviewListResponse {
  reviews: Review[];
  totalCount: number;
  summary: ReviewSummary;
}

/** GET /api/v1/shop/reviews/{id}. */
export interface ReviewResponse {
  review: Review;
}

/** GET /api/v1/shop/review-images: the photos of a product's visible reviews, newest first. */
export interface ReviewImageListResponse {
  images: { _review: string; url: string }[];
  totalCount: number;
}

/** GET /api/v1/me/reviews: the member's reviews (tab 작성한 리뷰). */
export interface MyReviewListResponse {
  reviews: (Review & { hidden: boolean })[];
  totalCount: number;
}

/** A confirmed purchase line of the member without a review yet (tab 작성 가능한 리뷰). */
export interface WritableReviewLine {
  _purchase: string;
  product: { _id: string; name: string; thumb: ImageRef };
  option: Record<string, string>;
  amount: number;
  confirmedAt: string | null;
  createdAt: string;
}

/** GET /api/v1/me/reviews/writable. */
export interface WritableReviewListResponse {
  lines: WritableReviewLine[];
  totalCount: number;
}

/** A review write (me or console): the review as now stored, or null once deleted, and the log position. */
export interface ReviewWrittenResponse {
  review: (Review & { hidden: boolean }) | null;
  position: number;
}

/** GET /api/console/shop/reviews. */
export interface ConsoleReviewListResponse {
  reviews: ConsoleReview[];
  totalCount: number;
}

/** Most reviews one home display shows (console main/review/{code}). */
export const MAX_PICKED_REVIEWS = 20;

/** The display code of the home's picked reviews (spec §9 display code "best review"): staff pick them on /console/main/review/best-review. */
export const HOME_REVIEW_CODE = 'best-review';

/** GET/PUT /api/console/main/reviews/{code}: the reviews picked for a home display, in order (hidden or deleted ones left out). */
export interface ReviewPicksResponse {
  code: string;
  reviews: ConsoleReview[];
  position: number;
}
