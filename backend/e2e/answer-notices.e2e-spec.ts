import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { FormSentResponse, Inquiry, Question } from '@shop/contracts';
import { AnswerNotices } from '../src/center/index.js';
import { EVENT_BUS, type EventBus } from '../src/platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../src/platform/event-store/event-store.port.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { ROOT, eventually, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;
type Mail = { to: string; subject: string; text: string; html?: string };

const SUBJECT = '[세라메종] 문의하신 내용에 답변이 등록되었습니다';

/**
 * The notice to the member when staff answer (issue 14 "with answer states ANSWER_AWAITING and
 * ANSWER_COMPLETE and a notice to the member when answered"): one e-mail per answered item, to the
 * member, with the link to the page where the answer is read and never the answer itself; none for
 * a visitor's form (no address); none again for a changed answer, a replayed event or a restart.
 */
describe('answer notices', () => {
  let shop: TestShop;
  let member: Member;
  let staff: string;
  /** The items this suite asked, answered and whose answers it replays (the shop's seeded answers aside). */
  const asked: string[] = [];

  const mails = async (to?: string) =>
    ((await shop.http.get('/mail-catcher/messages').query(to ? { to } : {})).body.messages as Mail[]).filter((m) => m.subject === SUBJECT);
  const answered = async (events: EventStore) =>
    (await events.readAll(0, 100_000)).filter(
      (e) => /^(Inquiry|Question|Form|ProductInquiry)Answered$/.test(e.type) && asked.some((id) => e.streamId.endsWith(id)),
    );

  beforeAll(async () => {
    shop = await startShop();
    member = await newSignedInMember(shop, 'an');
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);

  afterAll(() => shop.close());

  /**
   * A member's inquiry that staff answer while the process hears nothing (its deliveries
   * swallowed), whose notice a run then claimed `claimedAgoMs` ago and stopped before mailing
   * (the claim appended directly to the notice stream). Answers the inquiry's id and notice stream.
   */
  async function stuckInquiry(subject: string, claimedAgoMs: number) {
    const heard: StoredEvent[] = [];
    const deaf = jest.spyOn(shop.app.get(AnswerNotices), 'onEvent').mockImplementation(async (event) => {
      heard.push(event);
      return 'skipped';
    });
    let id: string;
    try {
      id = (
        (
          await shop.http
            .post('/api/v1/me/inquiries')
            .set('Authorization', member.auth)
            .send({ category: 'delivery', subject, content: '확인 부탁드립니다.' })
            .expect(201)
        ).body.inquiry as Inquiry
      )._id;
      await shop.http.put(`/api/console/inquiries/${id}`).set('Authorization', staff).send({ answer: '확인했습니다.' }).expect(200);
      await eventually(async () => heard.some((e) => e.type === 'InquiryAnswered' && e.streamId === `inquiry-${id}`), true);
    } finally {
      deaf.mockRestore();
    }
    const answer = heard.find((e) => e.type === 'InquiryAnswered' && e.streamId === `inquiry-${id}`)!;
    const claimedAt = new Date(Date.now() - claimedAgoMs).toISOString();
    const stream = `answer-notice-inquiry-${id}`;
    const { position } = await shop.app.get<EventStore>(EVENT_STORE).appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'AnswerNoticeClaimed',
          data: { kind: 'INQUIRY', subjectId: id, userId: member._id, sourcePosition: answer.position, attempt: 1, claimedAt },
          metadata: { userId: null, at: claimedAt },
        },
      ],
      'no_stream',
    );
    expect(await shop.app.get(ProjectionRunner).waitFor(position, 10_000)).toBe(true);
    return { id, stream };
  }

  const noticeTypes = async (stream: string) => (await shop.app.get<EventStore>(EVENT_STORE).readStream(stream)).events.map((e) => e.type);

  it('mails the member once per answered inquiry and question, with the link and not the answer', async () => {
    const inquiry = (
      await shop.http
        .post('/api/v1/me/inquiries')
        .set('Authorization', member.auth)
        .send({ category: 'delivery', subject: '배송 일정 문의드립니다', content: '언제 도착하나요?' })
        .expect(201)
    ).body.inquiry as Inquiry;
    const question = (
      await shop.http
        .post('/api/v1/center/questions')
        .set('Authorization', member.auth)
        .send({ category: 'others', subject: '제품 보증 기간 질문', content: '보증 기간이 어떻게 되나요?' })
        .expect(201)
    ).body.question as Question;
    expect(await mails(member.email)).toHaveLength(0);
    asked.push(inquiry._id, question._id);

    await shop.http
      .put(`/api/console/inquiries/${inquiry._id}`)
      .set('Authorization', staff)
      .send({ answer: '내일 출고되어 모레 도착 예정입니다.' })
      .expect(200);
    await shop.http.put(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({ answer: '구입일로부터 2년입니다.' }).expect(200);
    await eventually(async () => (await mails(member.email)).length, 2);

    // Each kind comes on its own bus topic, so the two mails may arrive in either order (Kafka).
    const sent = await mails(member.email);
    const inquiryMail = sent.find((m) => m.text.includes('1:1 문의'));
    const questionMail = sent.find((m) => m.text.includes('/mypage/questions'));
    expect(inquiryMail!.to).toBe(member.email);
    expect(inquiryMail!.text).toContain(`${member.name}님, 문의하신 1:1 문의 「배송 일정 문의드립니다」에 답변이 등록되었습니다.`);
    expect(inquiryMail!.text).toContain(`/mypage/inquiries/${inquiry._id}`);
    expect(questionMail!.text).toContain('질문 「제품 보증 기간 질문」');
    expect(questionMail!.text).toMatch(/https?:\/\/[^\s]+\/mypage\/questions/);
    for (const mail of [inquiryMail!, questionMail!]) {
      expect(mail.text).not.toContain('도착 예정입니다');
      expect(mail.text).not.toContain('2년');
      expect(mail.text).not.toContain(member.phone);
      expect(mail.html).not.toContain(member.username);
    }

    // Staff change the answer: the member was told already.
    await shop.http.put(`/api/console/inquiries/${inquiry._id}`).set('Authorization', staff).send({ answer: '오늘 출고되었습니다.' }).expect(200);
    // A member's form answered afterwards: once its mail is in, every earlier answer has been handled (the bus keeps log order).
    const form = (
      await shop.http
        .post('/api/v1/forms')
        .set('Authorization', member.auth)
        .send({
          code: 'installation-service',
          category: 'bathroom',
          subject: '세면대 설치 문의',
          content: '설치 가능한 날짜가 궁금합니다.',
          writer: { name: member.name, phone: '010-1234-5678' },
          agreeTerms: true,
        })
        .expect(201)
    ).body as FormSentResponse;
    asked.push(form.form._id);
    await shop.http.put(`/api/console/forms/${form.form._id}`).set('Authorization', staff).send({ answer: '다음 주 화요일에 방문 가능합니다.' }).expect(200);
    await eventually(async () => (await mails(member.email)).some((m) => m.text.includes('/mypage/forms')), true);
    // The changed answer added none: three mails, the form's the newest.
    const all = await mails(member.email);
    const kinds = all.map((m) => /문의하신 (.+?) 「/.exec(m.text)?.[1]);
    expect(kinds[0]).toBe('문의');
    expect(kinds.slice(1).sort()).toEqual(['1:1 문의', '질문'].sort());
  }, 60_000);

  it("sends nothing for a visitor's form, which leaves only a phone", async () => {
    const before = (await mails()).length;
    const visitor = (
      await shop.http
        .post('/api/v1/forms')
        .send({
          code: 'installation-service',
          category: 'bathroom',
          subject: '방문 설치 문의',
          content: '주말 설치도 가능한가요?',
          writer: { name: '이방문', phone: '010-9876-5432' },
          agreeTerms: true,
        })
        .expect(201)
    ).body as FormSentResponse;
    asked.push(visitor.form._id);
    await shop.http.put(`/api/console/forms/${visitor.form._id}`).set('Authorization', staff).send({ answer: '주말에도 설치 가능합니다.' }).expect(200);
    // A later member question answered and mailed: the visitor's answer was heard before it.
    const question = (
      await shop.http
        .post('/api/v1/center/questions')
        .set('Authorization', member.auth)
        .send({ category: 'others', subject: '매장 위치 질문', content: '전시장이 어디에 있나요?' })
        .expect(201)
    ).body.question as Question;
    asked.push(question._id);
    await shop.http.put(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({ answer: '강남 전시장에 있습니다.' }).expect(200);
    await eventually(async () => (await mails()).length, before + 1);
    expect((await mails())[0]!.to).toBe(member.email);
    const events = shop.app.get<EventStore>(EVENT_STORE);
    expect((await events.readStream(`answer-notice-form-${visitor.form._id}`)).events).toHaveLength(0);
  }, 60_000);

  it('leaves a claim alone while its run may still be mailing, and takes it over once its lease has passed', async () => {
    const before = (await mails(member.email)).length;
    const { id, stream } = await stuckInquiry('교환 절차 문의', 60_000);
    const notices = shop.app.get(AnswerNotices);

    expect(await notices.sweep(new Date())).toBe(0);
    expect(await mails(member.email)).toHaveLength(before);
    expect(await noticeTypes(stream)).toEqual(['AnswerNoticeClaimed']);

    // Ten minutes on, the run that claimed it is taken to have stopped.
    expect(await notices.sweep(new Date(Date.now() + 10 * 60_000))).toBe(1);
    const sent = await mails(member.email);
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]!.text).toContain(`/mypage/inquiries/${id}`);
    expect(await noticeTypes(stream)).toEqual(['AnswerNoticeClaimed', 'AnswerNoticeClaimed', 'AnswerNoticeSent']);
  }, 60_000);

  it('mails a notice whose run stopped between the claim and the mail, once, on the next sweep', async () => {
    const before = (await mails(member.email)).length;
    const { id, stream } = await stuckInquiry('반품 배송비 문의', 10 * 60_000);
    const notices = shop.app.get(AnswerNotices);

    expect(await notices.sweep(new Date())).toBe(1);
    const sent = await mails(member.email);
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]!.to).toBe(member.email);
    expect(sent[0]!.text).toContain(`${member.name}님, 문의하신 1:1 문의 「반품 배송비 문의」에 답변이 등록되었습니다.`);
    expect(sent[0]!.text).toContain(`/mypage/inquiries/${id}`);
    const events = (await shop.app.get<EventStore>(EVENT_STORE).readStream(stream)).events;
    expect(events.at(-1)!.type).toBe('AnswerNoticeSent');
    expect(events.at(-2)!.data).toMatchObject({ attempt: 2 });

    // Sent now: the next sweep finds nothing to tell.
    await shop.app.get(ProjectionRunner).waitFor(events.at(-1)!.position, 10_000);
    expect(await notices.sweep(new Date())).toBe(0);
    expect(await mails(member.email)).toHaveLength(before + 1);
  }, 60_000);

  it('sends no second mail when the answers are delivered again or the shop restarts', async () => {
    const events = shop.app.get<EventStore>(EVENT_STORE);
    const before = (await mails()).length;
    const again = await answered(events);
    expect(again).toHaveLength(6);
    await shop.app.get<EventBus>(EVENT_BUS).publish(again);
    expect((await mails()).length).toBe(before);

    await shop.close();
    shop = await startShop(shop.dataDir);
    // The new process heard the whole log again (or resumed after it); either way nothing more is mailed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mails(member.email)).toHaveLength(0);
    await shop.app.get<EventBus>(EVENT_BUS).publish(await answered(shop.app.get<EventStore>(EVENT_STORE)));
    expect(await mails(member.email)).toHaveLength(0);
  }, 90_000);
});
