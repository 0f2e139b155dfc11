/**
 * What staff answered that a member is told about by e-mail (issue 14 "a notice to the member
 * when answered"): a 1:1 inquiry, a customer centre question, a centre form or a product inquiry.
 */
export type AnswerNoticeKind = 'INQUIRY' | 'QUESTION' | 'FORM' | 'PRODUCT_INQUIRY';

/**
 * The answer notice process took the notice of one answered item: only the run that appended this
 * sends the mail. `sourcePosition` is the global log position of the answered event heard; `to`
 * is never recorded (the address is read again from the member's stream).
 */
export interface AnswerNoticeClaimed {
  type: 'AnswerNoticeClaimed';
  data: { kind: AnswerNoticeKind; subjectId: string; userId: string; sourcePosition: number; attempt: number; claimedAt: string };
}

/** The mail went out (handed to the mailer). */
export interface AnswerNoticeSent {
  type: 'AnswerNoticeSent';
  data: { kind: AnswerNoticeKind; subjectId: string; sentAt: string };
}

/** The mailer refused or could not be reached; the notice may be claimed again when the answer is delivered again or by the process's sweep. */
export interface AnswerNoticeFailed {
  type: 'AnswerNoticeFailed';
  data: { kind: AnswerNoticeKind; subjectId: string; reason: string; failedAt: string };
}

export type AnswerNoticeEvent = AnswerNoticeClaimed | AnswerNoticeSent | AnswerNoticeFailed;
