import type { AnswerNoticeEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { ANSWER_NOTICE_CLAIM_LEASE_MS, answerNoticeDecider, answerNoticeStream, type AnswerNoticeCommand } from './answer-notice.decider.js';
import { answerNoticeMail, titleExcerpt } from './answer-notice-mail.js';
import { answeredItem, heardAnswer } from './answered-items.js';

const now = '2026-11-29T10:00:00.000Z';
const metadata = { userId: null, now };
const notice = deciderSpec(answerNoticeDecider);
const claim: AnswerNoticeCommand = { type: 'ClaimAnswerNotice', data: { kind: 'INQUIRY', subjectId: 'i1', userId: 'u1', sourcePosition: 42 }, metadata };
const claimed = (attempt: number, claimedAt = now): AnswerNoticeEvent => ({
  type: 'AnswerNoticeClaimed',
  data: { kind: 'INQUIRY', subjectId: 'i1', userId: 'u1', sourcePosition: 42, attempt, claimedAt },
});
const sent: AnswerNoticeEvent = { type: 'AnswerNoticeSent', data: { kind: 'INQUIRY', subjectId: 'i1', sentAt: now } };
const failedAt = (at: string): AnswerNoticeEvent => ({ type: 'AnswerNoticeFailed', data: { kind: 'INQUIRY', subjectId: 'i1', reason: 'down', failedAt: at } });
const failed = failedAt(now);
/** `ms` before `now`, as ISO-8601. */
const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();

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

  it('refuses to take a claim over while its lease runs: two live runs never both mail', () => {
    notice
      .given([claimed(1, ago(ANSWER_NOTICE_CLAIM_LEASE_MS - 1000))])
      .when(claim)
      .thenNothingHappened();
    notice
      .given([claimed(1, ago(ANSWER_NOTICE_CLAIM_LEASE_MS))])
      .when(claim)
      .thenNothingHappened();
  });

  it('takes over a claim left without an outcome past the lease, as the next attempt', () => {
    notice
      .given([claimed(1, ago(ANSWER_NOTICE_CLAIM_LEASE_MS + 1000))])
      .when(claim)
      .then([claimed(2)]);
    notice
      .given([
        claimed(1, ago(3 * ANSWER_NOTICE_CLAIM_LEASE_MS)),
        failedAt(ago(2 * ANSWER_NOTICE_CLAIM_LEASE_MS)),
        claimed(2, ago(ANSWER_NOTICE_CLAIM_LEASE_MS + 1)),
      ])
      .when(claim)
      .then([claimed(3)]);
  });

  it('gives a stuck claim up after the last attempt', () => {
    notice
      .given([claimed(1, ago(30 * 60_000)), failedAt(ago(25 * 60_000)), claimed(2, ago(20 * 60_000)), claimed(3, ago(10 * 60_000))])
      .when(claim)
      .thenNothingHappened();
  });

  it('claims a failed notice again once the lease has passed since it failed', () => {
    notice
      .given([claimed(1, ago(ANSWER_NOTICE_CLAIM_LEASE_MS + 2000)), failedAt(ago(ANSWER_NOTICE_CLAIM_LEASE_MS + 1000))])
      .when(claim)
      .then([claimed(2)]);
  });

  it('records the outcome of a run that took a stuck claim over', () => {
    notice
      .given([claimed(1, ago(10 * 60_000)), claimed(2)])
      .when({ type: 'RecordAnswerNoticeSent', data: { kind: 'INQUIRY', subjectId: 'i1' }, metadata })
      .then([sent]);
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
