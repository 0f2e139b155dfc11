import type { InquiryCategory, InquiryOrderRef } from '../inquiries.js';
import type { AnswerStatus } from '../enums.js';

/** A member asked a 1:1 inquiry (spec §2 /mypage/inquiries), as its first event carries it. */
export interface InquiryAsked {
  type: 'InquiryAsked';
  data: {
    inquiryId: string;
    userId: string;
    /** The writer's username and name when asked (the console shows them without reading identity's model). */
    username: string;
    name: string;
    category: InquiryCategory;
    order: InquiryOrderRef | null;
    subject: string;
    content: string;
    askedAt: string;
  };
}

/** The writer changed the inquiry while it awaited its answer. */
export interface InquiryEdited {
  type: 'InquiryEdited';
  data: {
    inquiryId: string;
    category: InquiryCategory;
    order: InquiryOrderRef | null;
    subject: string;
    content: string;
    images: string[];
    editedBy: string;
    editedAt: string;
  };
}

/** The writer put a picture (a served WebP URL) at `index` (0–4). */
export interface InquiryImageAttached {
  type: 'InquiryImageAttached';
  data: { inquiryId: string; index: number; url: string; attachedBy: string; attachedAt: string };
}

/** Staff answered the inquiry, or changed the answer (spec §4: ANSWER_COMPLETE). */
export interface InquiryAnswered {
  type: 'InquiryAnswered';
  data: { inquiryId: string; answer: string; answeredBy: string; answeredAt: string };
}

/** Staff set the answer state by hand (PUT /api/console/inquiries/{id}/state), e.g. back to ANSWER_AWAITING. */
export interface InquiryStateChanged {
  type: 'InquiryStateChanged';
  data: { inquiryId: string; status: AnswerStatus; changedBy: string; changedAt: string };
}

/** The writer deleted the inquiry while it awaited its answer. */
export interface InquiryDeleted {
  type: 'InquiryDeleted';
  data: { inquiryId: string; deletedBy: string; deletedAt: string };
}

export type InquiryEvent = InquiryAsked | InquiryEdited | InquiryImageAttached | InquiryAnswered | InquiryStateChanged | InquiryDeleted;
