import type { AnswerNoticeEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { answerNoticeDecider, answerNoticeStream, type AnswerNoticeCommand } from './answer-notice.decider.js';
import { answerNoticeMail, titleExcerpt } from './answer-notice-mail.js';
import { answeredItem, heardAnswer } from './answered-items.js';

const now = '2026-11-29T10:00:00.000Z';
const metadata = { userId: null, now };
const notice = deciderSpec(answerNoticeDecider);
const claim: AnswerNoticeCommand = { type: 'ClaimAnswerNotice', data: { kind: 'INQUIRY', subjectId: 'i1', userId: 'u1', sourcePosition: 42 }, metadata };
const claimed = (attempt: number): AnswerNoticeEvent => ({
  type: 'AnswerNoticeClaimed',
  data: { kind: 'INQUIRY', subjectId: 'i1', userId: 'u1', sourcePosition: 42, attempt, claimedAt: now },
});
const sent: AnswerNoticeEvent = { type: 'AnswerNoticeSent', data: { kind: 'INQUIRY', subjectId: 'i1', sentAt: now } };
const failed: AnswerNoticeEvent = { type: 'AnswerNoticeFailed', data: { kind: 'INQUIRY', subjectId: 'i1', reason: 'down', failedAt: now } };

describe('answer notice (issue 14: a notice to the member when answered)', () => {
  it('grants the first claim of an answered item', () => {
    notice
      .given([])
      .when(claim)
      .then([claimed(1)]);
    expect(answerNoticeStream('PRODUCT_INQUIRY', 'p1')).toBe('answer-notice-product-inquiry-p1');
  });

  it('grants no second claim while a mail is under way or once sent: a redelivery or a changed answer mails nothing', () => {
    notice
      .given([claimed(1)])
      .when(claim)
      .thenNothingHappened();
    notice
      .given([claimed(1), sent])
      .when(claim)
      .thenNothingHappened();
  });

  it('records the outcome of a claimed notice only', () => {
    notice
      .given([claimed(1)])
      .when({ type: 'RecordAnswerNoticeSent', data: { kind: 'INQUIRY', subjectId: 'i1' }, metadata })
      .then([sent]);
    notice
      .given([])
      .when({ type: 'RecordAnswerNoticeSent', data: { kind: 'INQUIRY', subjectId: 'i1' }, metadata })
      .thenNothingHappened();
    notice
      .given([claimed(1), sent])
      .when({ type: 'RecordAnswerNoticeFailed', data: { kind: 'INQUIRY', subjectId: 'i1', reason: 'down' }, metadata })
      .thenNothingHappened();
  });

  it('tries a failed mail again, three times in all', () => {
    notice
      .given([claimed(1), failed])
      .when(claim)
      .then([claimed(2)]);
    notice
      .given([claimed(1), failed, claimed(2), failed, claimed(3), failed])
      .when(claim)
      .thenNothingHappened();
  });
});

describe('what the notice tells', () => {
  const asked = { type: 'InquiryAsked', data: { inquiryId: 'i1', userId: 'u1', subject: '배송 일정 문의' } };

  it('hears the four kinds of answer and nothing else', () => {
    expect(heardAnswer({ type: 'QuestionAnswered', data: { questionId: 'q1', answer: 'x', answeredBy: 's', answeredAt: now } })).toEqual({
      kind: 'QUESTION',
      subjectId: 'q1',
      answeredAt: now,
    });
    expect(heardAnswer({ type: 'ProductInquiryAnswered', data: { inquiryId: 'p1', answeredAt: now } })?.kind).toBe('PRODUCT_INQUIRY');
    expect(heardAnswer({ type: 'InquiryAsked', data: {} })).toBeNull();
  });

  it("finds the item's writer, latest title and page; a visitor's form has no writer; a deleted item none", () => {
    expect(answeredItem('i1', [asked, { type: 'InquiryEdited', data: { subject: '결제 문의' } }])).toEqual({
      userId: 'u1',
      title: '결제 문의',
      path: '/mypage/inquiries/i1',
    });
    expect(answeredItem('q1', [{ type: 'QuestionAsked', data: { userId: 'u2', audience: 'PROMOTER', subject: '정산' } }])?.path).toBe('/promoter/questions');
    expect(answeredItem('f1', [{ type: 'FormSent', data: { userId: null, subject: '견적' } }])).toMatchObject({ userId: null, path: '/mypage/forms' });
    expect(answeredItem('p1', [{ type: 'ProductInquiryWritten', data: { userId: 'u1', productId: 'prod 1', subject: '규격' } }])?.path).toBe(
      '/shop/products/prod%201#product-qna',
    );
    expect(answeredItem('i1', [asked, { type: 'InquiryDeleted', data: {} }])).toBeNull();
  });

  it("mails the member's name, a short excerpt of the title and the link, never more", () => {
    const mail = answerNoticeMail({
      to: 'a@example.kr',
      name: '김세라',
      kind: 'INQUIRY',
      title: '<b>욕실</b> '.repeat(10),
      link: 'https://shop.kr/mypage/inquiries/i1',
    });
    expect(mail.subject).toBe('[세라메종] 문의하신 내용에 답변이 등록되었습니다');
    expect(mail.text).toContain('김세라님, 문의하신 1:1 문의 「');
    expect(mail.text).toContain('https://shop.kr/mypage/inquiries/i1');
    expect(mail.html).not.toContain('<b>');
    expect(titleExcerpt('가'.repeat(31))).toBe(`${'가'.repeat(30)}…`);
    expect(titleExcerpt('  짧은\n제목 ')).toBe('짧은 제목');
  });
});
