import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AskInquiryDto, FORM_GROUPS, FORM_KINDS, SendFormDto, SignUpDto, isBusinessNumber } from '@shop/contracts';
import { demoFormCommands } from './demo-forms.js';
import { demoInquiryCommands } from './demo-inquiries.js';
import { DEMO_MEMBERS, DEMO_MEMBER_PASSWORD, demoMemberCommands } from './demo-members.js';

/** Property names class-validator refuses on `body` read as `dto`. */
const problems = (dto: new () => object, body: object): string[] => validateSync(plainToInstance(dto, body)).map((e) => e.property);

/** The demo members' 1:1 inquiries and centre forms fill the console's pages and the members' own (spec §2 /mypage/inquiries, /mypage/forms, console centre pages). */
describe('demo members, 1:1 inquiries and centre forms', () => {
  const meta = { userId: null, now: '2026-11-25T09:00:00.000Z' };
  const memberIds = new Set(DEMO_MEMBERS.map((m) => m.userId));

  it('registers each demo member with a body sign-up accepts, a COMPANY one with a valid business number', () => {
    for (const { data } of demoMemberCommands(meta)) {
      const body = { ...data, _terms: data.terms, businessRegistration: data.businessRegistration ?? undefined };
      expect(problems(SignUpDto, body)).toEqual([]);
      expect(data.password).toBe(DEMO_MEMBER_PASSWORD);
      if (data.type === 'COMPANY') expect(isBusinessNumber(data.businessRegistration ?? '')).toBe(true);
    }
    expect(demoMemberCommands(meta).map((c) => c.data.type)).toContain('COMPANY');
  });

  it('asks 6 to 10 inquiries, all by demo members, some answered and some awaiting, each answer after its question', () => {
    const inquiries = demoInquiryCommands(meta);
    expect(inquiries.length).toBeGreaterThanOrEqual(6);
    expect(inquiries.length).toBeLessThanOrEqual(10);
    expect(new Set(inquiries.map((q) => q.ask.data.inquiryId)).size).toBe(inquiries.length);
    for (const { ask, answer } of inquiries) {
      expect(memberIds.has(ask.data.userId)).toBe(true);
      expect(ask.metadata.userId).toBe(ask.data.userId);
      expect(problems(AskInquiryDto, { category: ask.data.category, subject: ask.data.subject, content: ask.data.content })).toEqual([]);
      if (answer) expect(Date.parse(answer.metadata.now)).toBeGreaterThan(Date.parse(ask.metadata.now));
    }
    const answered = inquiries.filter((q) => q.answer).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(inquiries.length);
    for (const member of DEMO_MEMBERS) expect(inquiries.some((q) => q.ask.data.userId === member.userId)).toBe(true);
  });

  it('sends forms every console centre form page lists, with bodies the form API accepts; members sign theirs with their own name and phone', () => {
    const forms = demoFormCommands(meta);
    expect(new Set(forms.map((f) => f.send.data.formId)).size).toBe(forms.length);
    expect(new Set(forms.map((f) => FORM_KINDS[f.send.data.code].group))).toEqual(new Set(FORM_GROUPS));
    for (const { send, answer } of forms) {
      const { code, subject, content, category, writer, bulk } = send.data;
      expect(problems(SendFormDto, { code, subject, content, category: category ?? undefined, writer, bulk: bulk ?? undefined, agreeTerms: true })).toEqual([]);
      const member = DEMO_MEMBERS.find((m) => m.userId === send.data.userId);
      if (member) expect([send.data.username, writer.name, writer.phone]).toEqual([member.username, member.name, member.phone]);
      if (answer) expect(Date.parse(answer.metadata.now)).toBeGreaterThan(Date.parse(send.metadata.now));
    }
    const bulk = forms.filter((f) => f.send.data.code === 'bulk-purchase');
    expect(bulk.length).toBeGreaterThan(0);
    expect(bulk.every((f) => DEMO_MEMBERS.find((m) => m.userId === f.send.data.userId)?.type === 'COMPANY')).toBe(true);
    expect(forms.some((f) => f.answer) && forms.some((f) => !f.answer)).toBe(true);
  });

  it('gives the same commands for the same instant', () => {
    expect(demoInquiryCommands(meta)).toEqual(demoInquiryCommands({ ...meta }));
    expect(demoFormCommands(meta)).toEqual(demoFormCommands({ ...meta }));
    expect(demoMemberCommands(meta)).toEqual(demoMemberCommands({ ...meta }));
  });
});
