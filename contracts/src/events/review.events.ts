/** What a review's events carry about the line it reviews (copied from the purchase when written). */
export interface ReviewedLine {
  reviewId: string;
  productId: string;
  userId: string;
  username: string;
  productName: string;
  option: Record<string, string>;
}

/** The member wrote a review of a confirmed purchase line (spec §3 Review). */
export interface ReviewWritten {
  type: 'ReviewWritten';
  data: ReviewedLine & { star: number; subject: string; content: string; images: string[]; writtenAt: string };
}
/** The member changed the review (all editable fields carried). */
export interface ReviewEdited {
  type: 'ReviewEdited';
  data: { reviewId: string; productId: string; star: number; subject: string; content: string; images: string[]; editedAt: string };
}
/** A photo was added to the review (its URL under /files/reviews). */
export interface ReviewImageAdded {
  type: 'ReviewImageAdded';
  data: { reviewId: string; productId: string; url: string; addedAt: string };
}
/** The member or staff deleted the review; the line may be reviewed again. */
export interface ReviewDeleted {
  type: 'ReviewDeleted';
  data: { reviewId: string; productId: string; deletedAt: string; byStaff: boolean };
}
/** Staff answered the review (an empty reply removes the answer). */
export interface ReviewReplied {
  type: 'ReviewReplied';
  data: { reviewId: string; productId: string; reply: string | null; repliedAt: string };
}
/** Staff hid the review from the shop. */
export interface ReviewHidden {
  type: 'ReviewHidden';
  data: { reviewId: string; productId: string; hiddenAt: string };
}
/** Staff showed a hidden review again. */
export interface ReviewShown {
  type: 'ReviewShown';
  data: { reviewId: string; productId: string; shownAt: string };
}

export type ReviewEvent = ReviewWritten | ReviewEdited | ReviewImageAdded | ReviewDeleted | ReviewReplied | ReviewHidden | ReviewShown;
/** Events of the home displays' picked reviews. */
export type ReviewPickEvent = ReviewsPicked;

/** Staff picked the reviews a home display shows, in order (console main/review/{code}). */
export interface ReviewsPicked {
  type: 'ReviewsPicked';
  data: { code: string; reviewIds: string[]; pickedAt: string };
}
