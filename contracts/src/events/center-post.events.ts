import type { CenterPostKind } from '../center-posts.js';
import type { QuestionCategory } from '../center-questions.js';

/** What staff write in a centre post (content sanitised). */
export interface CenterPostFields {
  title: string;
  content: string;
  category: QuestionCategory | null;
  pinned: boolean;
  shows: boolean;
  index: number;
}

/** Staff published a notice or an FAQ (console notifications, faqs). */
export interface CenterPostPublished {
  type: 'CenterPostPublished';
  data: CenterPostFields & { postId: string; kind: CenterPostKind; by: string | null; at: string };
}
/** Staff rewrote a post (the whole of it); `restoredFrom`: the version (stream revision) it brought back, when it was a restore (issue 14). */
export interface CenterPostEdited {
  type: 'CenterPostEdited';
  data: CenterPostFields & { postId: string; by: string | null; at: string; restoredFrom?: number };
}
/** Staff deleted a post. */
export interface CenterPostDeleted {
  type: 'CenterPostDeleted';
  data: { postId: string; by: string | null; at: string };
}
export type CenterPostEvent = CenterPostPublished | CenterPostEdited | CenterPostDeleted;
