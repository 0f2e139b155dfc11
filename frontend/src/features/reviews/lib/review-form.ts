import { CONTENT_RULES, MAX_REVIEW_IMAGES, REVIEW_MESSAGES, SUBJECT_RULES, firstViolation } from '@shop/contracts';

/** The review form as typed. */
export interface ReviewDraft {
  star: number;
  subject: string;
  content: string;
}

/** The first problem of each field (spec §5 Subject and Content: at least 2 characters), or an empty object. */
export function reviewProblems(draft: ReviewDraft): Partial<Record<keyof ReviewDraft, string>> {
  const problems: Partial<Record<keyof ReviewDraft, string>> = {};
  if (!Number.isInteger(draft.star) || draft.star < 1 || draft.star > 5) problems.star = REVIEW_MESSAGES.STAR;
  const subject = firstViolation(SUBJECT_RULES, draft.subject);
  if (subject) problems.subject = subject;
  const content = firstViolation(CONTENT_RULES, draft.content);
  if (content) problems.content = content;
  return problems;
}

/**
 * The photo inputs of spec §5 (image upload list): the chosen files, then one empty input while
 * fewer than `max` (10) photos are kept and chosen in all. Answers how many inputs to show.
 */
export function photoInputCount(kept: number, chosen: number, max = MAX_REVIEW_IMAGES): number {
  return Math.max(0, Math.min(chosen + 1, max - kept));
}
