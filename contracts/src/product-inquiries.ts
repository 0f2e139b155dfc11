import type { Written } from './api.js';
import type { AnswerStatus } from './enums.js';

/** Most pictures one product inquiry carries (spec §5 image upload list: up to 10). */
export const MAX_INQUIRY_IMAGES = 10;

/** The subject others see in place of a secret inquiry's (spec §2 product inquiry dialog). */
export const SECRET_INQUIRY_SUBJECT = '비밀글입니다';

/** Korean text of the answer states (spec §4 Inquiry answer). */
export const ANSWER_STATUS_TEXT: Record<AnswerStatus, string> = { ANSWER_AWAITING: '답변대기', ANSWER_COMPLETE: '답변완료' };

/**
 * A product inquiry as the shop shows it (spec §3 Product inquiry). For a secret one read by
 * neither its writer nor staff, `subject` is "비밀글입니다", `content` is empty, `images` and
 * `answer` are empty and `hidden` is true.
 */
export interface ProductInquiry {
  _id: string;
  _product: string;
  productName: string;
  /** The writer's username, masked after its first three characters (e.g. "mem***"). */
  writer: string;
  subject: string;
  content: string;
  secret: boolean;
  /** Served WebP URLs, in upload order, at most 10. */
  images: string[];
  status: AnswerStatus;
  /** Staff's answer, once given. */
  answer: { content: string; answeredAt: string } | null;
  /** True when the reader may not see the text (someone else's secret inquiry). */
  hidden: boolean;
  /** True when the reader wrote it (may edit while awaiting its answer, and delete). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/inquires?product={id} and GET /api/v1/me/inquires (headers limit, skip): newest first. */
export interface ProductInquiryListResponse {
  inquires: ProductInquiry[];
  summary: { totalCount: number };
}

/** POST, PUT /api/v1/me/inquires(/{id}), POST …/images/{index}, and the console's answer: the inquiry after the write. */
export interface ProductInquiryWrittenResponse extends Written {
  inquire: ProductInquiry;
}

/** DELETE /api/v1/me/inquires/{id} and /api/console/shop/inquires/{id}. */
export interface ProductInquiryDeletedResponse extends Written {
  deleted: string;
}

/** A product inquiry as staff read it: whole, with the writer's member id. */
export interface ConsoleProductInquiry extends ProductInquiry {
  _user: string;
}

/** GET /api/console/shop/inquires (searchValue, status, headers limit and skip): newest first. */
export interface ConsoleProductInquiryListResponse {
  inquires: ConsoleProductInquiry[];
  summary: { totalCount: number; awaiting: number };
}

/** GET /api/console/shop/inquires/{id}. */
export interface ConsoleProductInquiryResponse {
  inquire: ConsoleProductInquiry;
}
