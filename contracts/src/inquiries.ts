import type { Written } from './api.js';
import type { QuestionCategory } from './center-questions.js';
import type { AnswerStatus } from './enums.js';

/** Categories of a 1:1 inquiry: the FAQ categories (spec §9). */
export type InquiryCategory = QuestionCategory;

/** Most pictures one 1:1 inquiry carries. */
export const MAX_MEMBER_INQUIRY_IMAGES = 5;

/** The order a 1:1 inquiry refers to, as it was when asked (the member's own). */
export interface InquiryOrderRef {
  _id: string;
  orderNumber: string;
  /** The order's first product, and how many others ("욕실 세면대 외 2건"). */
  title: string;
}

/**
 * A member's 1:1 inquiry (1:1 문의, spec §2 /mypage/inquiries, §7 Me "me/inquiries: CRUD"): a private
 * question to the shop about the account or an order, as its writer reads it.
 */
export interface Inquiry {
  _id: string;
  category: InquiryCategory;
  /** The member's order it is about, or null. */
  order: InquiryOrderRef | null;
  subject: string;
  /** Plain text, line breaks kept; never rendered as HTML. */
  content: string;
  /** Served WebP URLs of the attached pictures, in place order, at most 5. */
  images: string[];
  /** ANSWER_AWAITING until staff answer, then ANSWER_COMPLETE (spec §4 Inquiry answer). */
  status: AnswerStatus;
  /** Staff's answer, once given (plain text). Kept when staff put the inquiry back to awaiting. */
  answer: { content: string; answeredAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/me/inquiries (headers limit and skip): the member's own inquiries, newest first, with how many await an answer. */
export interface InquiryListResponse {
  inquiries: Inquiry[];
  summary: { totalCount: number; awaiting: number; answered: number };
}

/** GET /api/v1/me/inquiries/{id}. */
export interface InquiryResponse {
  inquiry: Inquiry;
}

/** POST, PUT /api/v1/me/inquiries(/{id}) and POST …/images/{index}: the inquiry after the write. */
export interface InquiryWrittenResponse extends Written {
  inquiry: Inquiry;
}

/** DELETE /api/v1/me/inquiries/{id}. */
export interface InquiryDeletedResponse extends Written {
  deleted: string;
}

/** A 1:1 inquiry as staff read it: with the writer's member id, username and name and who answered. */
export interface ConsoleInquiry extends Inquiry {
  _user: string;
  username: string;
  name: string;
  answeredBy: string | null;
}

/** Orders of the console's inquiry list. */
export type InquirySort = 'newest' | 'oldest' | 'updated';
export const INQUIRY_SORTS: readonly InquirySort[] = ['newest', 'oldest', 'updated'];
/** Korean labels of the sorts. */
export const INQUIRY_SORT_TEXT: Record<InquirySort, string> = { newest: '최신 등록순', oldest: '오래된 등록순', updated: '최근 수정순' };

/** GET /api/console/inquiries (searchValue, category, status, sort, headers limit and skip), with the number awaiting an answer. */
export interface ConsoleInquiryListResponse {
  inquiries: ConsoleInquiry[];
  summary: { totalCount: number; awaiting: number };
}

/** GET /api/console/inquiries/{id}, the answer and PUT …/state. */
export interface ConsoleInquiryResponse {
  inquiry: ConsoleInquiry;
  /** The event position of the write, when it wrote one. */
  position?: number;
}
