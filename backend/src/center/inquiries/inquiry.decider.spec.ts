import type { InquiryEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { inquiryDecider, type InquiryCommand, type InquiryOrderFact } from './inquiry.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: 'u1', now };
const inquiry = deciderSpec(inquiryDecider);
const order = { _id: 'o1', orderNumber: '20261127-0001', title: '벽걸이 세면대' };
const noOrder: InquiryOrderFact = { requested: null, found: null };

const asked: InquiryEvent = {
  type: 'InquiryAsked',
  data: {
    inquiryId: 'i1',
    userId: 'u1',
    username: 'member1',
    name: '김하늘',
    category: 'delivery',
    order,
    subject: '배송 일정 문의',
    content: '언제 도착하나요?',
    askedAt: '2026-11-27T09:00:00.000Z',
  },
};
const answered: InquiryEvent = { type: 'InquiryAnswered', data: { inquiryId: 'i1', answer: '내일 도착 예정입니다.', answeredBy: 'staff', answeredAt: now } };
const ask = (orderFact: InquiryOrderFact, over: Record<string, string> = {}): InquiryCommand => {
  const { askedAt, order: _o, ...data } = asked.data;
  void askedAt;
  void _o;
  return { type: 'AskInquiry', data: { ...data, order: orderFact, ...over }, metadata };
};
const edit = (userId: string, orderFact: InquiryOrderFact = noOrder): InquiryCommand => ({
  type: 'EditInquiry',
  data: { inquiryId: 'i1', userId, category: 'purchase', order: orderFact, subject: '결제 문의', content: '카드 결제가 안 돼요' },
  metadata,
});
const remove = (userId: string): InquiryCommand => ({ type: 'DeleteInquiry', data: { inquiryId: 'i1', userId }, metadata });
const setState = (status: 'ANSWER_AWAITING' | 'ANSWER_COMPLETE'): InquiryCommand => ({
  type: 'SetInquiryState',
  data: { inquiryId: 'i1', staffId: 'staff', status },
  metadata,
});

describe('1:1 inquiry (spec §2 /mypage/inquiries, §7 Me inquiries, §4 Inquiry answer, §9 categories)', () => {
  it('a member asks about their own order, kept as plain text and awaiting its answer', () => {
    inquiry
      .given([])
      .when(ask({ requested: 'o1', found: order }, { content: '언제\r\n도착하나요?\u0000' }))
      .then([{ type: 'InquiryAsked', data: { ...asked.data, content: '언제\n도착하나요?', askedAt: now } }]);
    expect(inquiryDecider.evolve(inquiryDecider.initialState(), asked)).toMatchObject({ answerStatus: 'ANSWER_AWAITING', answer: null });
  });

  it('asks without an order', () => {
    inquiry
      .given([])
      .when(ask(noOrder))
      .then([{ type: 'InquiryAsked', data: { ...asked.data, order: null, askedAt: now } }]);
  });

  it("refuses an order that is not the member's (or does not exist)", () => {
    inquiry
      .given([])
      .when(ask({ requested: 'o2', found: null }))
      .thenThrows('INQUIRY_ORDER_NOT_FOUND');
    inquiry
      .given([asked])
      .when(edit('u1', { requested: 'o2', found: null }))
      .thenThrows('INQUIRY_ORDER_NOT_FOUND');
  });

  it('refuses asking the same inquiry twice', () => {
    inquiry.given([asked]).when(ask(noOrder)).thenThrows('INQUIRY_EXISTS');
  });

  it('the writer edits it while it awaits its answer; the same content again changes nothing', () => {
    inquiry
      .given([asked])
      .when(edit('u1'))
      .then([
        {
          type: 'InquiryEdited',
          data: {
            inquiryId: 'i1',
            category: 'purchase',
            order: null,
            subject: '결제 문의',
            content: '카드 결제가 안 돼요',
            images: [],
            editedBy: 'u1',
            editedAt: now,
          },
        },
      ]);
    const { askedAt, inquiryId, userId, username, name, ...same } = asked.data;
    void askedAt;
    void username;
    void name;
    inquiry
      .given([asked])
      .when({ type: 'EditInquiry', data: { ...same, inquiryId, userId, order: { requested: 'o1', found: order } }, metadata })
      .thenNothingHappened();
  });

  it('adds pictures one place at a time, up to five, only while awaiting', () => {
    const attach = (index: number, userId = 'u1'): InquiryCommand => ({
      type: 'AttachInquiryImage',
      data: { inquiryId: 'i1', userId, index, url: `/f/${index}.webp` },
      metadata,
    });
    const pic = (index: number): InquiryEvent => ({
      type: 'InquiryImageAttached',
      data: { inquiryId: 'i1', index, url: `/f/${index}.webp`, attachedBy: 'u1', attachedAt: now },
    });
    inquiry
      .given([asked])
      .when(attach(0))
      .then([pic(0)]);
    inquiry.given([asked]).when(attach(1)).thenThrows('INQUIRY_IMAGE_INDEX');
    inquiry
      .given([asked, pic(0), pic(1), pic(2), pic(3), pic(4)])
      .when(attach(5))
      .thenThrows('INQUIRY_IMAGE_INDEX');
    inquiry.given([asked]).when(attach(0, 'u2')).thenThrows('INQUIRY_NOT_FOUND');
    inquiry.given([asked, answered]).when(attach(0)).thenThrows('INQUIRY_ANSWERED');
  });

  it('another member can neither edit nor delete it: as if it did not exist', () => {
    inquiry.given([asked]).when(edit('u2')).thenThrows('INQUIRY_NOT_FOUND');
    inquiry.given([asked]).when(remove('u2')).thenThrows('INQUIRY_NOT_FOUND');
  });

  it('once answered the writer can neither edit nor delete it (409)', () => {
    inquiry.given([asked, answered]).when(edit('u1')).thenThrows('INQUIRY_ANSWERED');
    inquiry.given([asked, answered]).when(remove('u1')).thenThrows('INQUIRY_ANSWERED');
  });

  it('the writer deletes it while awaiting; a deleted inquiry is gone', () => {
    const deleted: InquiryEvent = { type: 'InquiryDeleted', data: { inquiryId: 'i1', deletedBy: 'u1', deletedAt: now } };
    inquiry.given([asked]).when(remove('u1')).then([deleted]);
    inquiry.given([asked, deleted]).when(edit('u1')).thenThrows('INQUIRY_NOT_FOUND');
    inquiry
      .given([asked, deleted])
      .when({ type: 'AnswerInquiry', data: { inquiryId: 'i1', staffId: 's', answer: '답변입니다' }, metadata })
      .thenThrows('INQUIRY_NOT_FOUND');
  });

  it('staff answer it (ANSWER_COMPLETE) and may change the answer; the same answer again changes nothing', () => {
    const answer = (text: string): InquiryCommand => ({ type: 'AnswerInquiry', data: { inquiryId: 'i1', staffId: 'staff', answer: text }, metadata });
    inquiry.given([asked]).when(answer('내일 도착 예정입니다.')).then([answered]);
    inquiry.given([asked, answered]).when(answer('내일 도착 예정입니다.')).thenNothingHappened();
    const state = [asked, answered].reduce(inquiryDecider.evolve, inquiryDecider.initialState());
    expect(state).toMatchObject({ answerStatus: 'ANSWER_COMPLETE', answer: { content: '내일 도착 예정입니다.' }, answeredBy: 'staff' });
  });

  it('staff put it back to awaiting, which opens it to the writer again; setting the state it has changes nothing', () => {
    const reopened: InquiryEvent = { type: 'InquiryStateChanged', data: { inquiryId: 'i1', status: 'ANSWER_AWAITING', changedBy: 'staff', changedAt: now } };
    inquiry.given([asked, answered]).when(setState('ANSWER_AWAITING')).then([reopened]);
    inquiry.given([asked]).when(setState('ANSWER_AWAITING')).thenNothingHappened();
    expect([asked, answered, reopened].reduce(inquiryDecider.evolve, inquiryDecider.initialState())).toMatchObject({
      answerStatus: 'ANSWER_AWAITING',
      answer: { content: '내일 도착 예정입니다.' },
    });
    inquiry
      .given([asked, answered, reopened])
      .when(edit('u1'))
      .then([
        {
          type: 'InquiryEdited',
          data: {
            inquiryId: 'i1',
            category: 'purchase',
            order: null,
            subject: '결제 문의',
            content: '카드 결제가 안 돼요',
            images: [],
            editedBy: 'u1',
            editedAt: now,
          },
        },
      ]);
  });
});
