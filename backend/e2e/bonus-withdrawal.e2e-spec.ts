import type { BonusWithdrawalResult, BonusWithdrawalTerms, ConsoleBonusWithdrawalListResponse, PromoterBonusListResponse } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { PendingWithdrawalsSweeper } from '../src/promoters/index.js';
import { ROOT, certify, certifyPerson, newPromoter, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Withdrawing bonus (issue 12; spec §3 Bonus withdrawal, §4 steps, §7 POST bonuses/withdraw):
 * the amount less 3.3% withholding and the transfer fee goes to the account verified by 1원 인증,
 * after the promoter's own 본인인증; a bank refusal puts the amount back; a retry never pays
 * twice; and 20 racing withdrawals of the whole balance pay it out once.
 */
let shop: TestShop;
let staff: string;
beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

type Promoter = Awaited<ReturnType<typeof newPromoter>>;

/** Staff grant `amount` 원 of bonus to the promoter (console user-bonuses). */
async function credit(promoter: Promoter, amount: number): Promise<void> {
  await shop.http.post(`/api/console/users/${promoter._id}/bonuses`).set('Authorization', staff).send({ amount, reason: '테스트 보너스' }).expect(201);
}

let accounts = 0;
/** Verifies an account by 1원 인증, reading the code from the bank simulator as a tester would; answers its number. */
async function verifyAccount(promoter: Promoter, suffix = '21'): Promise<string> {
  const accountNumber = `5555${String(Date.now() % 1e4).padStart(4, '0')}${String(++accounts).padStart(2, '0')}${suffix}`;
  const asked = await shop.http
    .post('/api/v1/promoter/bank/hold-verifications')
    .set('Authorization', promoter.auth)
    .send({ bank: { code: '004', accountHolder: '김서연', accountNumber } })
    .expect(201);
  const [sent] = (await shop.http.get('/bank-sim/transfers').query({ accountNumber }).expect(200)).body.transfers as { printContent: string }[];
  await shop.http
    .put(`/api/v1/promoter/bank/hold-verifications/${asked.body.verification.id}/verify`)
    .set('Authorization', promoter.auth)
    .send({ code: sent!.printContent.slice(2) })
    .expect(200);
  return accountNumber;
}

const terms = async (p: Promoter) =>
  (await shop.http.get('/api/v1/promoter/bonuses/withdraw').set('Authorization', p.auth).expect(200)).body as BonusWithdrawalTerms;
const withdraw = (p: Promoter, body: { _certification: string; amount: number; withdrawalId?: string }) =>
  shop.http.post('/api/v1/promoter/bonuses/withdraw').set('Authorization', p.auth).send(body);
const transfersTo = async (accountNumber: string) =>
  (await shop.http.get('/bank-sim/transfers').query({ accountNumber }).expect(200)).body.transfers as {
    amount: number;
    printContent: string;
    bankTranId: string;
  }[];
const history = async (p: Promoter) =>
  (await shop.http.get('/api/v1/promoter/bonuses').set('Authorization', p.auth).expect(200)).body as PromoterBonusListResponse;

describe('bonus withdrawal', () => {
  it('shows the balance, the minimum and fee in force and no account before 1원 인증, and refuses to withdraw without one', async () => {
    const promoter = await newPromoter(shop, 'wa');
    await credit(promoter, 30_000);
    expect(await terms(promoter)).toEqual({ balance: 30_000, minimumWithdrawal: 10_000, transferCharge: 500, account: null });
    const refused = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 20_000 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BONUS_ACCOUNT_NOT_VERIFIED');
    expect((await terms(promoter)).balance).toBe(30_000);
  });

  it('pays the amount less 3.3% and the fee into the verified account, once however often it is retried', async () => {
    const promoter = await newPromoter(shop, 'wb');
    await credit(promoter, 150_000);
    const accountNumber = await verifyAccount(promoter);
    expect((await terms(promoter)).account).toMatchObject({ bankCode: '004', accountHolder: '김서연', accountNumberMasked: expect.stringContaining('*') });

    const withdrawalId = randomUUID();
    const paid = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 100_000, withdrawalId });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      withdrawalId,
      status: 'PAID',
      amount: 100_000,
      remain: 50_000,
      withholding: { incomeTax: 3_000, localTax: 300 },
      net: 96_200,
      meta: { bank: { code: '004', name: expect.any(String), accountHolder: '김서연' }, charge: 500 },
      bankTranId: expect.any(String),
      reason: null,
    });
    const sent = (await transfersTo(accountNumber)).filter((t) => t.amount > 1);
    expect(sent).toEqual([expect.objectContaining({ amount: 96_200, printContent: '세라보너스' })]);

    const mine = await history(promoter);
    expect(mine.balance).toBe(50_000);
    expect(mine.bonuses[0]).toMatchObject({ type: 'WITHDRAWAL', amount: -100_000 });

    // The page retries with the same id (a lost answer): the same result, nothing paid again.
    const retried = await withdraw(promoter, { _certification: 'spent-or-not', amount: 100_000, withdrawalId });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(paid.body);
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toHaveLength(1);
    expect((await terms(promoter)).balance).toBe(50_000);
  });

  it("refuses another person's 본인인증, a spent one, less than the minimum and more than the balance, taking nothing", async () => {
    const promoter = await newPromoter(shop, 'wc');
    await credit(promoter, 40_000);
    const accountNumber = await verifyAccount(promoter);
    const someoneElse = await withdraw(promoter, { _certification: await certifyPerson(shop, '19900101'), amount: 20_000 });
    expect([someoneElse.status, someoneElse.body.code]).toEqual([422, 'BONUS_IDENTITY_MISMATCH']);
    const below = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 9_999 });
    expect([below.status, below.body.code, below.body.message]).toEqual([400, 'BONUS_BELOW_MINIMUM', '보너스는 10,000원부터 출금하실 수 있습니다']);
    const beyond = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 40_001 });
    expect([beyond.status, beyond.body.code]).toEqual([409, 'BONUS_INSUFFICIENT']);
    const invalid = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 1.5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('출금할 금액을 1원 이상의 정수로 입력해주세요');

    const once = await certify(shop, promoter.person);
    expect((await withdraw(promoter, { _certification: once, amount: 10_000 })).status).toBe(201);
    const spent = await withdraw(promoter, { _certification: once, amount: 10_000 });
    expect([spent.status, spent.body.code]).toEqual([422, 'CERTIFICATION_INVALID']);
    expect((await terms(promoter)).balance).toBe(30_000);
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toHaveLength(1);
  });

  it('puts the amount back into the balance when the bank refuses the transfer', async () => {
    const promoter = await newPromoter(shop, 'wd');
    await credit(promoter, 60_000);
    const accountNumber = await verifyAccount(promoter, '9999'); // the simulator's account barred from deposits after its 1원
    const failed = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 50_000 });
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: 'FAILED', amount: 50_000, remain: 60_000, bankTranId: null, reason: expect.any(String) });
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toEqual([]);
    const mine = await history(promoter);
    expect(mine.balance).toBe(60_000);
    expect(mine.bonuses.slice(0, 2).map((b) => b.amount)).toEqual([50_000, -50_000]);
    expect((await terms(promoter)).balance).toBe(60_000);
  });

  it('pays the whole balance once when 20 withdrawals of it race', async () => {
    const promoter = await newPromoter(shop, 'we');
    await credit(promoter, 80_000);
    const accountNumber = await verifyAccount(promoter);
    const certifications: string[] = [];
    for (let i = 0; i < 20; i += 1) certifications.push(await certify(shop, promoter.person));
    const answers = await Promise.all(certifications.map((c) => withdraw(promoter, { _certification: c, amount: 80_000 })));
    const paid = answers.filter((a) => a.status === 201);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.status).toBe('PAID');
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 'BONUS_INSUFFICIENT')).toBe(true);
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toEqual([expect.objectContaining({ amount: paid[0]!.body.net })]);
    expect((await terms(promoter)).balance).toBe(0);
  });

  it('refuses members who are not approved promoters, and follows the minimum and fee staff set', async () => {
    const member = await newSignedInMember(shop, 'wf');
    const refused = await shop.http.get('/api/v1/promoter/bonuses/withdraw').set('Authorization', member.auth);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_PROMOTER']);
    await shop.http
      .put('/api/console/setting')
      .set('Authorization', staff)
      .send({ bonuses: { minimumWithdrawal: 5_000, transferCharge: 0 } })
      .expect(200);
    try {
      const promoter = await newPromoter(shop, 'wg');
      await credit(promoter, 5_000);
      await verifyAccount(promoter);
      expect(await terms(promoter)).toMatchObject({ minimumWithdrawal: 5_000, transferCharge: 0 });
      const paid = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 5_000 });
      expect(paid.body).toMatchObject({ status: 'PAID', net: 5_000, withholding: { incomeTax: 0, localTax: 0 }, meta: { charge: 0 } });
    } finally {
      await shop.http
        .put('/api/console/setting')
        .set('Authorization', staff)
        .send({ bonuses: { minimumWithdrawal: 10_000, transferCharge: 500 } })
        .expect(200);
    }
  });
});

describe('a bonus withdrawal whose transfer answer never came (PENDING)', () => {
  const pendingList = async () =>
    (await shop.http.get('/api/console/bonus-withdrawals').query({ status: 'PENDING' }).set('Authorization', staff).expect(200))
      .body as ConsoleBonusWithdrawalListResponse;
  const reconcile = (withdrawalId: string) => shop.http.put(`/api/console/bonus-withdrawals/${withdrawalId}/reconcile`).set('Authorization', staff);

  it('stays PENDING with the balance taken, until staff ask the bank, which tells it was paid: nothing is put back or paid twice', async () => {
    const promoter = await newPromoter(shop, 'wl');
    await credit(promoter, 100_000);
    const accountNumber = await verifyAccount(promoter, '7777'); // the simulator takes the deposit but loses its answer
    const sent = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 100_000 });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'PENDING', amount: 100_000, remain: 0, bankTranId: null });
    const [transfer] = (await transfersTo(accountNumber)).filter((t) => t.amount > 1);
    expect(transfer).toMatchObject({ amount: 96_200 });
    expect((await history(promoter)).balance).toBe(0);

    const listed = await pendingList();
    expect(listed.summary.pendingCount).toBeGreaterThanOrEqual(1);
    expect(listed.withdrawals.find((w) => w.withdrawalId === sent.body.withdrawalId)).toMatchObject({
      promoterId: promoter._id,
      status: 'PENDING',
      amount: 100_000,
      net: 96_200,
      bankTranId: transfer!.bankTranId,
    });

    const asked = await reconcile(sent.body.withdrawalId).expect(200);
    expect(asked.body as BonusWithdrawalResult).toMatchObject({ status: 'PAID', bankTranId: transfer!.bankTranId, remain: 0 });
    expect((await reconcile(sent.body.withdrawalId).expect(200)).body).toMatchObject({ status: 'PAID' });
    expect((await history(promoter)).balance).toBe(0);
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toHaveLength(1);
    expect((await pendingList()).withdrawals.map((w) => w.withdrawalId)).not.toContain(sent.body.withdrawalId);
    // The promoter's own retry of the same withdrawal answers the settled result.
    const retried = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 100_000, withdrawalId: sent.body.withdrawalId });
    expect(retried.body).toMatchObject({ status: 'PAID', withdrawalId: sent.body.withdrawalId });
  });

  it('puts the amount back only once a transfer the bank never saw can no longer arrive', async () => {
    const promoter = await newPromoter(shop, 'wn');
    await credit(promoter, 50_000);
    const accountNumber = await verifyAccount(promoter, '8888'); // the simulator loses the request before the bank
    const sent = await withdraw(promoter, { _certification: await certify(shop, promoter.person), amount: 50_000 });
    expect(sent.body).toMatchObject({ status: 'PENDING', remain: 0 });
    expect((await transfersTo(accountNumber)).filter((t) => t.amount > 1)).toEqual([]);
    // Asked at once, the request may still be on its way: nothing is decided.
    expect((await reconcile(sent.body.withdrawalId).expect(200)).body).toMatchObject({ status: 'PENDING' });
    expect((await history(promoter)).balance).toBe(0);
    // The shop's sweep a minute later finds no transfer and puts the amount back.
    await shop.app.get(PendingWithdrawalsSweeper).sweep(new Date(Date.now() + 60_000));
    const after = (await reconcile(sent.body.withdrawalId).expect(200)).body as BonusWithdrawalResult;
    expect(after).toMatchObject({ status: 'FAILED', remain: 50_000, reason: '은행에 이체 기록이 없어 환원했습니다' });
    expect((await history(promoter)).balance).toBe(50_000);
  });

  it('answers 404 for a withdrawal that does not exist', async () => {
    const missing = await reconcile(randomUUID()).expect(404);
    expect(missing.body).toMatchObject({ code: 'BONUS_WITHDRAWAL_NOT_FOUND', message: '출금 내역을 찾을 수 없습니다' });
  });
});
