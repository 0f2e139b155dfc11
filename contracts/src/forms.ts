import type { Written } from './api.js';
import type { AnswerStatus } from './enums.js';

/** The eleven customer centre service pages (spec §2 Customer centre), each with an "+inquire" sub-page holding its form. */
export type ServiceFormCode =
  | 'individual-service'
  | 'corporate-service'
  | 'first-buying-guide'
  | 'must-read-guide'
  | 'installation-service'
  | 'business-trip-consulting'
  | 'online-consulting'
  | 'delivery-installation-service'
  | 'dedicated-repair-service'
  | 'consultation'
  | 'bulk-purchase';

/** Which form a visitor sent (spec §3 Board/form `code`): a service page's, the partner inquiry (/form/inquiry-partner) or the concierge service's. */
export type FormCode = ServiceFormCode | 'inquiry-partner' | 'concierge-service';

/** The console's centre form pages (spec §2 console centre pages) a form is listed under. */
export type FormGroup = 'user-service' | 'user-guide' | 'user-consulting' | 'bulk-purchase' | 'inquiry-partner' | 'concierge';

/** An attachment of a form: a picture stored as WebP, by id (spec §3 `_files`) and served URL (`files`). */
export interface FormFile {
  _id: string;
  url: string;
}

/** What a bulk-purchase form (대량구매 문의) says besides its subject and content. */
export interface BulkPurchaseDetails {
  company: string;
  product: string;
  quantity: number;
  region: string;
  /** The wished delivery day, yyyy-mm-dd. */
  wishedDate: string;
}

/** A sent form (spec §3 Board/form) as its writer reads it. */
export interface Form {
  _id: string;
  code: FormCode;
  subject: string;
  /** Plain text, line breaks kept; never rendered as HTML. */
  content: string;
  /** The kind's category value (FORM_KINDS[code].categories), null for kinds without. */
  category: string | null;
  /** Phone as digits only (displayed 3-4-4). */
  writer: { name: string; phone: string };
  /** Ids of the attached pictures, in order. */
  _files: string[];
  files: FormFile[];
  bulk: BulkPurchaseDetails | null;
  /** The privacy terms agreed to and when (spec §3 `meta._terms`). */
  meta: { _terms: string; agreedAt: string };
  /** ANSWER_AWAITING until staff answer, then ANSWER_COMPLETE (spec §4 Inquiry answer). */
  status: AnswerStatus;
  answer: { content: string; answeredAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/v1/forms: the form sent, and the key with which its writer opens /center/inquiry/{_form} without signing in. */
export interface FormSentResponse extends Written {
  form: Form;
  key: string;
}

/** GET /api/v1/forms/{id} (the writer's key or the member's token). */
export interface FormResponse {
  form: Form;
}

/** GET /api/v1/me/forms (code, headers limit and skip): the member's own forms, newest first. */
export interface FormListResponse {
  forms: Form[];
  summary: { totalCount: number };
}

/** POST /api/v1/forms/files: one attachment stored, to name in the form's `_files`. */
export interface FormFileResponse {
  file: FormFile;
}

/** A form as staff read it: with the member it is linked to (null for a visitor's) and who answered. */
export interface ConsoleForm extends Form {
  _user: string | null;
  username: string | null;
  answeredBy: string | null;
}

/** GET /api/console/forms (searchValue, code, group, status, sort, headers limit and skip), with the number awaiting an answer. */
export interface ConsoleFormListResponse {
  forms: ConsoleForm[];
  summary: { totalCount: number; awaiting: number };
}

/** GET /api/console/forms/{id} and PUT (the answer). */
export interface ConsoleFormResponse {
  form: ConsoleForm;
  /** The event position of the answer, when it wrote one. */
  position?: number;
}

/** PUT /api/v1/me/forms/{id}: the member's form as changed (while it awaits its answer). */
export interface FormEditedResponse extends Written {
  form: Form;
}

/** DELETE /api/console/forms/{id}, and DELETE /api/v1/me/forms/{id} by its writer. */
export interface FormDeletedResponse extends Written {
  deleted: string;
}
