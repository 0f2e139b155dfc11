import { jest } from '@jest/globals';
import { BankVerificationClock } from '../src/promoters/index.js';
import { newPromoter, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * 1원 인증 over HTTP (spec §3, §4, §7): the member asks for a hold verification, reads the code
 * from the bank simulator's record of the 1원 deposit (as a tester would from /bank-sim), and
 * verifies; wrong codes are counted to five, a verification is outdated after five minutes, a
 * new request supersedes the open one, another member's id is unknown, and the bank's
 * refusals (계좌 오류, holder mismatch) come back as Korean refusals.
 */
describe('promoter bank hold verification (1원 인증)', () => {
  let shop: TestShop;
  let clock: BankVerificationClock;
  type Member = Awaited<ReturnType<typeof newSignedInMember>>;

  beforeAll(async () => {
    shop = await startShop();
    clock = shop.app.get(BankVerificationClock);
  }, 60_000);
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => shop.close());

  let accountCounter = 0;
  /** A fresh account number of 13 digits not ending in 0000. */
  const freshAccount = () => `3333${String(Date.now() % 1e7).padStart(7, '0')}${String(++accountCounter).padStart(2, '1')}`;
  const request = (member: Member, bank: { code: string; accountHolder: string; accountNumber: string }) =>
    shop.http.post('/api/v1/promoter/bank/hold-verifications').set('Authorization', member.auth).send({ bank });
  const verify = (member: Member, id: string, code: string) =>
    shop.http.put(`/api/v1/promoter/bank/hold-verifications/${id}/verify`).set('Authorization', member.auth).send({ code });
  /** The code of the latest 1원 sent to `accountNumber`, read from the simulator's JSON as the tester would. */
  const codeSentTo = async (accountNumber: string) => {
    const res = await shop.http.get('/bank-sim/transfers').query({ accountNumber }).expect(200);
    const [latest] = res.body.transfers as { printContent: string; amount: number }[];
    expect(latest!.amount).toBe(1);
    expect(latest!.printContent).toMatch(/^세라\d{4}$/);
    return latest!.printContent.slice(2);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('refuses a member who is not an approved promoter, sending nothing', async () => {
    const member = await newSignedInMember(shop, 'pn');
    const refused = await request(member, { code: '090', accountHolder: '김세라', accountNumber: freshAccount() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_PROMOTER');
    expect((await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth)).status).toBe(403);
  });

  it('INPUT → VERIFY → SUCCESS: the code of the sender name verifies the account, shown masked', async () => {
    const member = await newPromoter(shop, 'pb');
    expect((await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth).expect(200)).body).toEqual({ account: null, verification: null });
    const accountNumber = freshAccount();
    const asked = await request(member, { code: '090', accountHolder: '김세라', accountNumber });
    expect(asked.status).toBe(201);
    expect(asked.body.verification).toMatchObject({
      stage: 'VERIFY',
      sendAmount: 1,
      senderName: '세라****',
      attemptCount: 0,
      attemptsLeft: 5,
      isSuccess: false,
      isOutDated: false,
      bank: { code: '090', name: '카카오뱅크', accountHolder: '김세라' },
    });
    expect(asked.body.verification.bank.accountNumberMasked).toMatch(/^333-\*{4}-\*+\d{2}$/);
    expect(JSON.stringify(asked.body)).not.toContain(accountNumber);
    const code = await codeSentTo(accountNumber);
    expect(JSON.stringify(asked.body)).not.toContain(`세라${code}`);

    const done = await verify(member, asked.body.verification.id, code);
    expect(done.status).toBe(200);
    expect(done.body.verification).toMatchObject({ stage: 'SUCCESS', isSuccess: true });
    expect(done.body.account).toMatchObject({ bankCode: '090', bankName: '카카오뱅크', accountHolder: '김세라' });
    const view = (await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth).expect(200)).body;
    expect(view.account.accountNumberMasked).toBe(asked.body.verification.bank.accountNumberMasked);
    expect(view.verification.stage).toBe('SUCCESS');
    const again = await verify(member, asked.body.verification.id, code);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BANK_VERIFICATION_COMPLETED');
  });

  it('counts wrong codes and refuses after the fifth, even the right code; a new request starts over', async () => {
    const member = await newPromoter(shop, 'pw');
    const accountNumber = freshAccount();
    const id = (await request(member, { code: '004', accountHolder: '이도윤', accountNumber }).expect(201)).body.verification.id as string;
    const code = await codeSentTo(accountNumber);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await verify(member, id, wrong(code));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('BANK_VERIFICATION_CODE_MISMATCH');
      expect(res.body.message).toContain(attempt < 5 ? `${5 - attempt}회 더` : '5회 잘못');
    }
    const view = (await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth).expect(200)).body;
    expect(view.verification).toMatchObject({ attemptCount: 5, attemptsLeft: 0, stage: 'VERIFY' });
    const locked = await verify(member, id, code);
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({ code: 'BANK_VERIFICATION_ATTEMPTS_EXCEEDED', message: expect.stringContaining('다시 요청') });

    const restarted = await request(member, { code: '004', accountHolder: '이도윤', accountNumber }).expect(201);
    expect(restarted.body.verification).toMatchObject({ attemptCount: 0, attemptsLeft: 5 });
    const oldCodeUse = await verify(member, id, code);
    expect(oldCodeUse.body.code).toBe('BANK_VERIFICATION_SUPERSEDED');
    await verify(member, restarted.body.verification.id, await codeSentTo(accountNumber)).expect(200);
  });

  it('refuses a code typed more than five minutes after the request (fake clock)', async () => {
    const member = await newPromoter(shop, 'po');
    const accountNumber = freshAccount();
    const id = (await request(member, { code: '088', accountHolder: '박서연', accountNumber }).expect(201)).body.verification.id as string;
    const code = await codeSentTo(accountNumber);
    const later = new Date(Date.now() + 5 * 60_000 + 5_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const view = (await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth).expect(200)).body;
    expect(view.verification.isOutDated).toBe(true);
    const res = await verify(member, id, code);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'BANK_VERIFICATION_OUTDATED', message: '인증 시간이 지났습니다. 1원 인증을 다시 요청해주세요' });
  });

  it("answers 404 for another member's verification and changes nothing", async () => {
    const owner = await newPromoter(shop, 'pv');
    const other = await newPromoter(shop, 'px');
    const accountNumber = freshAccount();
    const id = (await request(owner, { code: '020', accountHolder: '김세라', accountNumber }).expect(201)).body.verification.id as string;
    const code = await codeSentTo(accountNumber);
    const before = (await shop.http.get('/api/v1/promoter/bank').set('Authorization', owner.auth)).body;
    for (const attempt of [code, wrong(code)]) {
      const res = await verify(other, id, attempt);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('BANK_VERIFICATION_NOT_FOUND');
    }
    expect((await shop.http.get('/api/v1/promoter/bank').set('Authorization', owner.auth)).body).toEqual(before);
    expect((await shop.http.get('/api/v1/promoter/bank').set('Authorization', other.auth)).body).toEqual({ account: null, verification: null });
  });

  it('refuses an account the bank does not know and a holder name that is not the account’s, sending nothing', async () => {
    const member = await newPromoter(shop, 'pi');
    const invalid = await request(member, { code: '011', accountHolder: '김세라', accountNumber: '302-1234-5600-00' });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ code: 'BANK_ACCOUNT_INVALID', message: '입금할 수 없는 계좌입니다. 은행과 계좌번호를 확인해주세요' });
    const mismatch = await request(member, { code: '088', accountHolder: '홍길동', accountNumber: '110-123-456789' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('BANK_ACCOUNT_HOLDER_MISMATCH');
    expect((await shop.http.get('/bank-sim/transfers').query({ accountNumber: '3021234560000' })).body.transfers).toEqual([]);
    expect((await shop.http.get('/api/v1/promoter/bank').set('Authorization', member.auth)).body).toEqual({ account: null, verification: null });
  });

  it('sends at most ten 1원 an hour per member (each costs a transfer)', async () => {
    const member = await newPromoter(shop, 'pt');
    const accountNumber = freshAccount();
    for (let i = 0; i < 10; i += 1) await request(member, { code: '092', accountHolder: '김세라', accountNumber }).expect(201);
    const refused = await request(member, { code: '092', accountHolder: '김세라', accountNumber });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('1원 인증 요청이 너무 많습니다');
    expect((await shop.http.get('/bank-sim/transfers').query({ accountNumber })).body.transfers).toHaveLength(10);
  });

  it('checks input before anything is sent, and wants a signed-in member', async () => {
    const member = await newPromoter(shop, 'pn');
    const bad = await request(member, { code: '999', accountHolder: '', accountNumber: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const badCode = await verify(member, 'x', '12a');
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('숫자 4자리');
    await shop.http.get('/api/v1/promoter/bank').expect(401);
  });
});
