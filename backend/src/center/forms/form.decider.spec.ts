import type { FormEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { formDecider, type FormCommand, type SendForm } from './form.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: null, now };
const form = deciderSpec(formDecider);
const file = { _id: '7b0e8f55-2f5c-4c8e-9d7e-0a1b2c3d4e5f', url: '/files/forms/7b0e8f55-2f5c-4c8e-9d7e-0a1b2c3d4e5f.webp' };

const send = (over: Partial<SendForm['data']> = {}): FormCommand => ({
  type: 'SendForm',
  data: {
    formId: 'f1',
    code: 'installation-service',
    userId: null,
    username: null,
    subject: ' 욕실 세면대 설치 문의 ',
    content: '다음 주에\r\n설치 가능한가요?',
    category: 'bathroom',
    writer: { name: '김하늘', phone: '010-1234-5678' },
    files: [file],
    bulk: null,
    agreedTerms: 'privacy-collection',
    keyHash: 'hash',
    ...over,
  },
  metadata,
});
const sent: FormEvent = {
  type: 'FormSent',
  data: {
    formId: 'f1',
    code: 'installation-service',
    userId: null,
    username: null,
    subject: '욕실 세면대 설치 문의',
    content: '다음 주에\n설치 가능한가요?',
    category: 'bathroom',
    writer: { name: '김하늘', phone: '01012345678' },
    files: [file],
    bulk: null,
    terms: 'privacy-collection',
    keyHash: 'hash',
    sentAt: now,
  },
};
const answered: FormEvent = { type: 'FormAnswered', data: { formId: 'f1', answer: '화요일 오전 방문 가능합니다.', answeredBy: 'staff', answeredAt: now } };
const answer = (text: string): FormCommand => ({ type: 'AnswerForm', data: { formId: 'f1', staffId: 'staff', answer: text }, metadata });

describe('customer centre form (spec §3 Board/form, §4 Inquiry answer)', () => {
  it('a visitor sends a form: plain text, phone as digits, awaiting its answer', () => {
    form.given([]).when(send()).then([sent]);
    const state = formDecider.evolve(formDecider.initialState(), sent);
    expect(state).toMatchObject({ answerStatus: 'ANSWER_AWAITING', answer: null });
  });

  it('refuses a form without the privacy terms agreement', () => {
    form
      .given([])
      .when(send({ agreedTerms: null }))
      .thenThrows('FORM_TERMS_REQUIRED');
  });

  it('refuses an attachment that was never uploaded, and more than five', () => {
    form
      .given([])
      .when(send({ files: [file, null] }))
      .thenThrows('FORM_FILE_NOT_FOUND');
    form
      .given([])
      .when(send({ files: Array(6).fill(file) }))
      .thenThrows('FORM_TERMS_REQUIRED');
  });

  it('keeps the bulk-purchase details only on a bulk-purchase form, and no category on a kind without', () => {
    const bulk = { company: ' 세라건설 ', product: '세면대 CM-200', quantity: 40, region: '경기 성남시', wishedDate: '2027-01-15' };
    form
      .given([])
      .when(send({ code: 'bulk-purchase', category: 'bathroom', bulk }))
      .then([{ type: 'FormSent', data: { ...sent.data, code: 'bulk-purchase', category: null, bulk: { ...bulk, company: '세라건설' } } }]);
    form.given([]).when(send({ bulk })).then([sent]);
  });

  it('refuses sending the same form twice', () => {
    form.given([sent]).when(send()).thenThrows('FORM_EXISTS');
  });

  it('staff answer it (ANSWER_COMPLETE) and may change the answer; the same answer again changes nothing', () => {
    form.given([sent]).when(answer('화요일 오전 방문 가능합니다.')).then([answered]);
    form
      .given([sent, answered])
      .when(answer('수요일로 변경되었습니다.'))
      .then([{ type: 'FormAnswered', data: { ...answered.data, answer: '수요일로 변경되었습니다.' } }]);
    form.given([sent, answered]).when(answer('화요일 오전 방문 가능합니다.')).thenNothingHappened();
    const state = [sent, answered].reduce(formDecider.evolve, formDecider.initialState());
    expect(state).toMatchObject({ answerStatus: 'ANSWER_COMPLETE', answer: { content: '화요일 오전 방문 가능합니다.' }, answeredBy: 'staff' });
  });

  it('staff delete it; a deleted or absent form can be neither answered nor deleted', () => {
    const deleted: FormEvent = { type: 'FormDeleted', data: { formId: 'f1', deletedBy: 'staff', deletedAt: now } };
    form
      .given([sent])
      .when({ type: 'DeleteForm', data: { formId: 'f1', staffId: 'staff' }, metadata })
      .then([deleted]);
    form.given([sent, deleted]).when(answer('답변입니다')).thenThrows('FORM_NOT_FOUND');
    form.given([]).when(answer('답변입니다')).thenThrows('FORM_NOT_FOUND');
  });
});
