import type { BulkPurchaseDetails, FormCode, FormFile } from '../forms.js';

/**
 * A visitor or member sent a form from a centre page (spec §3 Board/form, §2 Customer centre), as
 * its first event carries it. `userId` is the signed-in member's (null for a visitor); `keyHash` the
 * SHA-256 of the key with which the writer opens the form again; phone digits only.
 */
export interface FormSent {
  type: 'FormSent';
  data: {
    formId: string;
    code: FormCode;
    userId: string | null;
    username: string | null;
    subject: string;
    content: string;
    category: string | null;
    writer: { name: string; phone: string };
    files: FormFile[];
    bulk: BulkPurchaseDetails | null;
    terms: string;
    keyHash: string;
    sentAt: string;
  };
}

/** Staff answered the form, or changed the answer (spec §4 Inquiry answer: ANSWER_COMPLETE). */
export interface FormAnswered {
  type: 'FormAnswered';
  data: { formId: string; answer: string; answeredBy: string; answeredAt: string };
}

/**
 * The member who sent the form changed it while it awaited its answer (spec §4 ANSWER_AWAITING):
 * the fields as they now stand (plain text, phone digits only, the attachments kept and added).
 */
export interface FormEdited {
  type: 'FormEdited';
  data: {
    formId: string;
    subject: string;
    content: string;
    category: string | null;
    writer: { name: string; phone: string };
    files: FormFile[];
    bulk: BulkPurchaseDetails | null;
    editedBy: string;
    editedAt: string;
  };
}

/** Staff deleted the form, or the member who sent it withdrew it before its answer (`deletedBy` names who). */
export interface FormDeleted {
  type: 'FormDeleted';
  data: { formId: string; deletedBy: string; deletedAt: string };
}

export type FormEvent = FormSent | FormEdited | FormAnswered | FormDeleted;
