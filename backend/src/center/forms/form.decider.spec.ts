import type { FormEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { formDecider, type EditForm, type FormCommand, type SendForm } from './form.decider.js';

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

  describe('the member who sent it changes or deletes it while it awaits its answer (spec §4 ANSWER_AWAITING)', () => {
    const mine: FormEvent = { type: 'FormSent', data: { ...sent.data, userId: 'u1', username: 'member1' } };
    const edit = (over: Partial<EditForm['data']> = {}): FormCommand => ({
      type: 'EditForm',
      data: {
        formId: 'f1',
        userId: 'u1',
        code: 'installation-service',
        subject: ' 주방 수전 설치 문의 ',
        content: '주방 수전도\r\n함께 부탁드립니다.',
        category: 'kitchen',
        writer: { name: '김하늘', phone: '010-9876-5432' },
        files: [],
        bulk: null,
        ...over,
      },
      metadata,
    });
    const edited: FormEvent = {
      type: 'FormEdited',
      data: {
        formId: 'f1',
        subject: '주방 수전 설치 문의',
        content: '주방 수전도\n함께 부탁드립니다.',
        category: 'kitchen',
        writer: { name: '김하늘', phone: '01098765432' },
        files: [],
        bulk: null,
        editedBy: 'u1',
        editedAt: now,
      },
    };
    const withdraw = (userId: string): FormCommand => ({ type: 'WithdrawForm', data: { formId: 'f1', userId }, metadata });

    it('changes its fields as plain text and digits; the form reads as changed and still awaits its answer', () => {
      form.given([mine]).when(edit()).then([edited]);
      const state = [mine, edited].reduce(formDecider.evolve, formDecider.initialState());
      expect(state).toMatchObject({
        subject: '주방 수전 설치 문의',
        category: 'kitchen',
        files: [],
        writer: { phone: '01098765432' },
        answerStatus: 'ANSWER_AWAITING',
      });
    });

    it('the same fields again change nothing', () => {
      form.given([mine, edited]).when(edit()).thenNothingHappened();
    });

    it('refuses once answered (409 FORM_ANSWERED), both the change and the deletion', () => {
      form.given([mine, answered]).when(edit()).thenThrows('FORM_ANSWERED');
      form.given([mine, answered]).when(withdraw('u1')).thenThrows('FORM_ANSWERED');
    });

    it("another member's form, a visitor's form or a deleted one is not found (404)", () => {
      form
        .given([mine])
        .when(edit({ userId: 'u2' }))
        .thenThrows('FORM_NOT_FOUND');
      form.given([mine]).when(withdraw('u2')).thenThrows('FORM_NOT_FOUND');
      form.given([sent]).when(edit()).thenThrows('FORM_NOT_FOUND');
      const deleted: FormEvent = { type: 'FormDeleted', data: { formId: 'f1', deletedBy: 'u1', deletedAt: now } };
      form.given([mine, deleted]).when(edit()).thenThrows('FORM_NOT_FOUND');
    });

    it('keeps the kind it was sent as, and refuses an attachment never uploaded', () => {
      form
        .given([mine])
        .when(edit({ code: 'consultation' }))
        .thenThrows('FORM_KIND_CHANGED');
      form
        .given([mine])
        .when(edit({ files: [file, null] }))
        .thenThrows('FORM_FILE_NOT_FOUND');
    });

    it('the writer deletes it while it awaits its answer; it is gone', () => {
      form
        .given([mine])
        .when(withdraw('u1'))
        .then([{ type: 'FormDeleted', data: { formId: 'f1', deletedBy: 'u1', deletedAt: now } }]);
    });
  });
});
