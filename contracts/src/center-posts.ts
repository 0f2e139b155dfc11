/**
 * Answers of the customer centre's staff-written posts (spec §2 /center/notice, /center/faq,
 * /community/notices; §7 Center notifications and faqs; console notifications and faqs): 공지사항
 * (NOTICE) and 자주 묻는 질문 (FAQ). Type-only: the rules live in rules/center-posts.ts.
 */
import type { QuestionCategory } from './center-questions.js';

/** What a centre post is: a notice (공지사항) or a frequently asked question (FAQ). */
export type CenterPostKind = 'NOTICE' | 'FAQ';

/** A centre post as the shop shows it. `content` is sanitised HTML; an FAQ's `title` is its question and `content` its answer. */
export interface CenterPost {
  _id: string;
  kind: CenterPostKind;
  title: string;
  content: string;
  /** An FAQ's category (spec §9 question categories); null for a notice. */
  category: QuestionCategory | null;
  /** A notice kept at the top of the list (상단 고정). */
  pinned: boolean;
  /** False: hidden from the shop (staff still see it). */
  shows: boolean;
  /** Order among FAQs of a category (smaller first); 0 for notices. */
  index: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/center/notifications, /api/v1/center/faqs and their console lists: one page, with how many match. */
export interface CenterPostListResponse {
  posts: CenterPost[];
  summary: { totalCount: number };
}

/** GET /api/v1/center/notifications/{id}: the notice, with the neighbours in the list's order (null at either end). */
export interface CenterPostResponse {
  post: CenterPost;
  prev: { _id: string; title: string } | null;
  next: { _id: string; title: string } | null;
}

/** A console write on a post: the post as it is now (null once deleted) and the log position of the change. */
export interface CenterPostWrittenResponse {
  post: CenterPost | null;
  position: number;
}
