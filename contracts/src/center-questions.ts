import type { Written } from './api.js';
import type { AnswerStatus } from './enums.js';

/** Question categories (spec §9): accounts, purchase, products, delivery, complain, benefits, services and others. */
export type QuestionCategory = 'accounts' | 'purchase' | 'products' | 'delivery' | 'complain' | 'benefits' | 'services' | 'others';

/** Where a question was asked: the member area (/mypage/questions) or the promoter area (/promoter/questions, approved promoters only). */
export type QuestionAudience = 'MEMBER' | 'PROMOTER';

/** A customer centre question (질문, spec §2 mypage/promoter questions, §7 Center questions) as its writer reads it. */
export interface Question {
  _id: string;
  category: QuestionCategory;
  audience: QuestionAudience;
  subject: string;
  /** Plain text, line breaks kept; never rendered as HTML. */
  content: string;
  /** Served WebP URLs of the attached pictures, in upload order, at most 5. */
  images: string[];
  /** ANSWER_AWAITING until staff answer, then ANSWER_COMPLETE (spec §4 Inquiry answer). */
  status: AnswerStatus;
  /** Staff's answer, once given (plain text). */
  answer: { content: string; answeredAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/center/questions (audience, headers limit and skip): the member's own questions, newest first. */
export interface QuestionListResponse {
  questions: Question[];
  summary: { totalCount: number };
}

/** POST, PUT /api/v1/center/questions(/{id}), POST …/images/{index} and the console's answer: the question after the write. */
export interface QuestionWrittenResponse extends Written {
  question: Question;
}

/** DELETE /api/v1/center/questions/{id} and /api/console/center/questions/{id}. */
export interface QuestionDeletedResponse extends Written {
  deleted: string;
}

/** A question as staff read it: with the writer's member id, username and name. */
export interface ConsoleQuestion extends Question {
  _user: string;
  username: string;
  name: string;
  /** The staff member who last answered. */
  answeredBy: string | null;
}

/** GET /api/console/center/questions (searchValue, category, status, audience, headers limit and skip): newest first, with the number awaiting an answer. */
export interface ConsoleQuestionListResponse {
  questions: ConsoleQuestion[];
  summary: { totalCount: number; awaiting: number };
}

/** GET /api/console/center/questions/{id} and the console's answer. */
export interface ConsoleQuestionResponse {
  question: ConsoleQuestion;
  /** The event position of the answer, when the answer wrote one. */
  position?: number;
}
