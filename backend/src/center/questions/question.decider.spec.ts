import type { QuestionEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { questionDecider, type QuestionCommand } from './question.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: 'u1', now };
const question = deciderSpec(questionDecider);

const asked: QuestionEvent = {
  type: 'QuestionAsked',
  data: {
    questionId: 'q1',
    userId: 'u1',
    username: 'member1',
    name: '김하늘',
    audience: 'MEMBER',
    category: 'delivery',
    subject: '배송 문의',
    content: '언제 도착하나요?',
    askedAt: '2026-11-27T09:00:00.000Z',
  },
};
const answered: QuestionEvent = { type: 'QuestionAnswered', data: { questionId: 'q1', answer: '내일 도착 예정입니다.', answeredBy: 'staff', answeredAt: now } };
const ask = (over: Partial<Extract<QuestionCommand, { type: 'AskQuestion' }>['data']>): QuestionCommand => {
  const { askedAt, ...data } = asked.data;
  void askedAt;
  return { type: 'AskQuestion', data: { ...data, askerIsPromoter: false, ...over }, metadata };
};
const edit = (userId: string): QuestionCommand => ({
  type: 'EditQuestion',
  data: { questionId: 'q1', userId, category: 'purchase', subject: '결제 문의', content: '카드 결제가 안 돼요' },
  metadata,
});
const memberDelete = (userId: string): QuestionCommand => ({
  type: 'DeleteQuestion',
  data: { questionId: 'q1', userId, deletedBy: userId, reason: null },
  metadata,
});

describe('customer centre question (spec §7 Center questions, §4 Inquiry answer, §9 categories)', () => {
  it('a member asks a question, kept as plain text and awaiting its answer', () => {
    question
      .given([])
      .when(ask({ subject: '  배송 문의\u0000 ', content: '언제\r\n도착하나요?' }))
      .then([{ type: 'QuestionAsked', data: { ...asked.data, content: '언제\n도착하나요?', askedAt: now } }]);
    const state = questionDecider.evolve(questionDecider.initialState(), asked);
    expect(state).toMatchObject({ answerStatus: 'ANSWER_AWAITING', answer: null });
  });

  it('only an approved promoter asks from the promoter area', () => {
    question
      .given([])
      .when(ask({ audience: 'PROMOTER', askerIsPromoter: false }))
      .thenThrows('NOT_PROMOTER');
    question
      .given([])
      .when(ask({ audience: 'PROMOTER', askerIsPromoter: true }))
      .then([{ type: 'QuestionAsked', data: { ...asked.data, audience: 'PROMOTER', askedAt: now } }]);
  });

  it('refuses asking the same question twice', () => {
    question.given([asked]).when(ask({})).thenThrows('QUESTION_EXISTS');
  });

  it('the writer edits it while it awaits its answer; the event names the writer', () => {
    question
      .given([asked])
      .when(edit('u1'))
      .then([
        {
          type: 'QuestionEdited',
          data: { questionId: 'q1', category: 'purchase', subject: '결제 문의', content: '카드 결제가 안 돼요', images: [], editedBy: 'u1', editedAt: now },
        },
      ]);
  });

  it('adds pictures one place at a time, up to five, only while awaiting; an edit keeps only the pictures named', () => {
    const attach = (index: number, userId = 'u1'): QuestionCommand => ({
      type: 'AttachQuestionImage',
      data: { questionId: 'q1', userId, index, url: `/f/${index}.webp` },
      metadata,
    });
    const pic = (index: number): QuestionEvent => ({
      type: 'QuestionImageAttached',
      data: { questionId: 'q1', index, url: `/f/${index}.webp`, attachedBy: 'u1', attachedAt: now },
    });
    question
      .given([asked])
      .when(attach(0))
      .then([pic(0)]);
    question.given([asked]).when(attach(1)).thenThrows('QUESTION_IMAGE_INDEX');
    question
      .given([asked, pic(0), pic(1), pic(2), pic(3), pic(4)])
      .when(attach(5))
      .thenThrows('QUESTION_IMAGE_INDEX');
    question.given([asked]).when(attach(0, 'u2')).thenThrows('QUESTION_NOT_FOUND');
    question.given([asked, answered]).when(attach(0)).thenThrows('QUESTION_ANSWERED');
    question
      .given([asked, pic(0), pic(1)])
      .when({
        type: 'EditQuestion',
        data: { questionId: 'q1', userId: 'u1', category: 'delivery', subject: '배송 문의', content: '언제 도착하나요?', images: ['/f/1.webp'] },
        metadata,
      })
      .then([
        {
          type: 'QuestionEdited',
          data: {
            questionId: 'q1',
            category: 'delivery',
            subject: '배송 문의',
            content: '언제 도착하나요?',
            images: ['/f/1.webp'],
            editedBy: 'u1',
            editedAt: now,
          },
        },
      ]);
  });

  it('another member can neither edit nor delete it: as if it did not exist', () => {
    question.given([asked]).when(edit('u2')).thenThrows('QUESTION_NOT_FOUND');
    question.given([asked]).when(memberDelete('u2')).thenThrows('QUESTION_NOT_FOUND');
  });

  it('once answered the writer can neither edit nor delete it (409)', () => {
    question.given([asked, answered]).when(edit('u1')).thenThrows('QUESTION_ANSWERED');
    question.given([asked, answered]).when(memberDelete('u1')).thenThrows('QUESTION_ANSWERED');
  });

  it('the writer deletes it while awaiting', () => {
    question
      .given([asked])
      .when(memberDelete('u1'))
      .then([{ type: 'QuestionDeleted', data: { questionId: 'q1', deletedBy: 'u1', reason: null, deletedAt: now } }]);
  });

  it('staff answer it (ANSWER_COMPLETE) and may change the answer; the same answer again changes nothing', () => {
    const answer = (text: string): QuestionCommand => ({ type: 'AnswerQuestion', data: { questionId: 'q1', staffId: 'staff', answer: text }, metadata });
    question.given([asked]).when(answer('내일 도착 예정입니다.')).then([answered]);
    question
      .given([asked, answered])
      .when(answer('오늘 출고되었습니다.'))
      .then([{ type: 'QuestionAnswered', data: { questionId: 'q1', answer: '오늘 출고되었습니다.', answeredBy: 'staff', answeredAt: now } }]);
    question.given([asked, answered]).when(answer('내일 도착 예정입니다.')).thenNothingHappened();
    const state = [asked, answered].reduce(questionDecider.evolve, questionDecider.initialState());
    expect(state).toMatchObject({ answerStatus: 'ANSWER_COMPLETE', answer: { content: '내일 도착 예정입니다.' }, answeredBy: 'staff' });
  });

  it('staff delete it, answered or not, with the reason on the event', () => {
    question
      .given([asked, answered])
      .when({ type: 'DeleteQuestion', data: { questionId: 'q1', userId: null, deletedBy: 'staff', reason: ' 광고성 글 ' }, metadata })
      .then([{ type: 'QuestionDeleted', data: { questionId: 'q1', deletedBy: 'staff', reason: '광고성 글', deletedAt: now } }]);
  });

  it('a deleted question can be neither answered nor edited', () => {
    const deleted: QuestionEvent = { type: 'QuestionDeleted', data: { questionId: 'q1', deletedBy: 'u1', reason: null, deletedAt: now } };
    question.given([asked, deleted]).when(edit('u1')).thenThrows('QUESTION_NOT_FOUND');
    question
      .given([asked, deleted])
      .when({ type: 'AnswerQuestion', data: { questionId: 'q1', staffId: 's', answer: '답변입니다' }, metadata })
      .thenThrows('QUESTION_NOT_FOUND');
  });
});
