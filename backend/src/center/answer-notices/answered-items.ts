import type { AnswerNoticeKind, FormEvent, InquiryEvent, ProductInquiryEvent, QuestionEvent } from '@shop/contracts';

/** An answer heard on the bus: which kind of item, its id, and when staff answered (ISO-8601). */
export interface HeardAnswer {
  kind: AnswerNoticeKind;
  subjectId: string;
  answeredAt: string;
}

/** The answered item as its own stream now stands: whose it is (null: a visitor's form), its title and the site path where its answer is read. */
export interface AnsweredItem {
  userId: string | null;
  title: string;
  path: string;
}

/** Stream categories whose answers are told to members (`product` holds the product inquiries' `product-inquiry-…` streams). */
export const ANSWERED_CATEGORIES = ['inquiry', 'question', 'form', 'product'];

type ItemEvent = InquiryEvent | QuestionEvent | FormEvent | ProductInquiryEvent;

/** The answer an event records (the first answer or a changed one), or null for any other event. */
export function heardAnswer(event: { type: string; data: unknown }): HeardAnswer | null {
  const e = event as ItemEvent;
  switch (e.type) {
    case 'InquiryAnswered':
      return { kind: 'INQUIRY', subjectId: e.data.inquiryId, answeredAt: e.data.answeredAt };
    case 'QuestionAnswered':
      return { kind: 'QUESTION', subjectId: e.data.questionId, answeredAt: e.data.answeredAt };
    case 'FormAnswered':
      return { kind: 'FORM', subjectId: e.data.formId, answeredAt: e.data.answeredAt };
    case 'ProductInquiryAnswered':
      return { kind: 'PRODUCT_INQUIRY', subjectId: e.data.inquiryId, answeredAt: e.data.answeredAt };
    default:
      return null;
  }
}

/**
 * Folds an answered item's own events into who asked it, its latest title and where the member
 * reads the answer (spec §2: /mypage/inquiries/{id}, /mypage/questions or /promoter/questions,
 * /mypage/forms, the product page's Q&A). Null when the item was never asked or is deleted.
 */
export function answeredItem(subjectId: string, events: { type: string; data: unknown }[]): AnsweredItem | null {
  let item: AnsweredItem | null = null;
  for (const event of events as ItemEvent[]) {
    switch (event.type) {
      case 'InquiryAsked':
        item = { userId: event.data.userId, title: event.data.subject, path: `/mypage/inquiries/${encodeURIComponent(subjectId)}` };
        break;
      case 'QuestionAsked':
        item = { userId: event.data.userId, title: event.data.subject, path: event.data.audience === 'PROMOTER' ? '/promoter/questions' : '/mypage/questions' };
        break;
      case 'FormSent':
        item = { userId: event.data.userId, title: event.data.subject, path: '/mypage/forms' };
        break;
      case 'ProductInquiryWritten':
        item = { userId: event.data.userId, title: event.data.subject, path: `/shop/products/${encodeURIComponent(event.data.productId)}#product-qna` };
        break;
      case 'InquiryEdited':
      case 'QuestionEdited':
      case 'FormEdited':
      case 'ProductInquiryEdited': {
        // Widened again: the compiler keeps `item` narrowed to the last case's assignment inside the loop.
        const asked = item as AnsweredItem | null;
        if (asked) item = { ...asked, title: event.data.subject };
        break;
      }
      case 'InquiryDeleted':
      case 'QuestionDeleted':
      case 'FormDeleted':
      case 'ProductInquiryDeleted':
        item = null;
        break;
    }
  }
  return item;
}

/** The stream of an answered item of `kind`. */
export const answeredItemStream = (kind: AnswerNoticeKind, subjectId: string): string =>
  ({ INQUIRY: 'inquiry', QUESTION: 'question', FORM: 'form', PRODUCT_INQUIRY: 'product-inquiry' })[kind] + `-${subjectId}`;
