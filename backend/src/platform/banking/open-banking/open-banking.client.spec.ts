import { OpenBankingClient, OpenBankingRefusedError } from './open-banking.client.js';
import { inProcessFetch } from './open-banking.module.js';
import type { DepositRequest } from './open-banking.protocol.js';
import { OpenBankingSimulator } from './open-banking.simulator.js';

const base = '/bank-sim';
const credentials = { clientId: 'client', clientSecret: 'secret' };
const setup = () => {
  const simulator = new OpenBankingSimulator({ base, ...credentials, transfersHttp: true }, () => new Date('2026-11-27T03:00:00Z'));
  const calls: { url: string; init: RequestInit }[] = [];
  const spy: typeof fetch = (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return inProcessFetch(simulator)(input, init);
  };
  const client = new OpenBankingClient({
    apiUrl: `http://bank.simulator${base}`,
    ...credentials,
    clientUseCode: 'M202600001',
    cntrAccountNum: '1002123456789',
    wdPassPhrase: 'NONE',
    fetch: spy,
    now: () => new Date('2026-11-27T03:00:00Z'),
  });
  return { simulator, client, calls };
};
const deposit = { bankCode: '090', accountNumber: '3333012345678', accountHolder: '박서연', printContent: '세라4821', amount: 1, requestedBy: '박서연' };

describe('오픈뱅킹 입금이체 against the bank simulator', () => {
  it('takes a token by client credentials, then posts the deposit in the provider’s shape', async () => {
    const { client, calls } = setup();
    const done = await client.deposit(deposit);
    expect(done.bankTranId).toMatch(/^M202600001U[0-9A-F]{9}$/);
    expect(calls.map((c) => c.url)).toEqual([
      'http://bank.simulator/bank-sim/oauth/2.0/token',
      'http://bank.simulator/bank-sim/v2.0/transfer/deposit/acnt_num',
    ]);
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      client_id: 'client',
      client_secret: 'secret',
      scope: 'oob',
      grant_type: 'client_credentials',
    });
    expect(new Headers(calls[1]!.init.headers).get('authorization')).toMatch(/^Bearer .+/);
    const body = JSON.parse(String(calls[1]!.init.body)) as DepositRequest;
    expect(body).toMatchObject({
      cntr_account_type: 'N',
      cntr_account_num: '1002123456789',
      name_check_option: 'on',
      tran_dtime: '20261127120000',
      req_cnt: '1',
    });
    expect(body.req_list).toEqual([
      {
        tran_no: '1',
        bank_tran_id: done.bankTranId,
        bank_code_std: '090',
        account_num: '3333012345678',
        account_holder_name: '박서연',
        print_content: '세라4821',
        tran_amt: '1',
        req_client_name: '박서연',
        transfer_purpose: 'TR',
      },
    ]);
  });

  it('records the deposit with its passbook text for the tester', async () => {
    const { client, simulator } = setup();
    await client.deposit(deposit);
    expect(simulator.list('3333-01-2345678')).toEqual([expect.objectContaining({ printContent: '세라4821', amount: 1, accountHolder: '박서연' })]);
    const answer = await simulator.handle(new Request('http://shop.local/bank-sim/transfers?accountNumber=3333012345678'));
    expect(await answer.json()).toEqual({ transfers: [expect.objectContaining({ printContent: '세라4821' })] });
  });

  it('keeps its token for the next deposit', async () => {
    const { client, calls } = setup();
    await client.deposit(deposit);
    await client.deposit(deposit);
    expect(calls.filter((c) => c.url.endsWith('/oauth/2.0/token'))).toHaveLength(1);
  });

  it('refuses an account the bank does not know (계좌 오류) and records nothing', async () => {
    const { client, simulator } = setup();
    const refusal = await client.deposit({ ...deposit, accountNumber: '3333012340000' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(OpenBankingRefusedError);
    expect(refusal).toMatchObject({ reason: 'account', rspCode: 'A0002', bankRspCode: '551' });
    expect(simulator.list()).toEqual([]);
  });

  it('refuses a known account under another holder name', async () => {
    const { client } = setup();
    await expect(client.deposit({ ...deposit, bankCode: '088', accountNumber: '110123456789', accountHolder: '홍길동' })).rejects.toMatchObject({
      reason: 'holder',
      bankRspCode: '552',
    });
  });

  it('is refused a token with the wrong secret', async () => {
    const { simulator } = setup();
    const client = new OpenBankingClient({
      apiUrl: `http://bank.simulator${base}`,
      clientId: 'client',
      clientSecret: 'wrong',
      clientUseCode: 'M202600001',
      cntrAccountNum: '1',
      wdPassPhrase: 'NONE',
      fetch: inProcessFetch(simulator),
    });
    await expect(client.deposit(deposit)).rejects.toMatchObject({ reason: 'other', rspCode: 'O0001' });
  });

  describe('이체결과조회 of a transfer whose answer never came', () => {
    const payout = { ...deposit, amount: 96_200 };
    const sentAt = new Date('2026-11-27T03:00:00Z');

    it('finds a deposit the bank took although its answer was lost, under the id the shop chose', async () => {
      const { client, simulator, calls } = setup();
      const bankTranId = client.newBankTranId();
      await expect(client.deposit({ ...payout, accountNumber: '3333012347777', bankTranId })).rejects.not.toBeInstanceOf(OpenBankingRefusedError);
      expect(simulator.list()).toEqual([expect.objectContaining({ bankTranId, amount: 96_200 })]);
      await expect(client.transferResult({ bankTranId, sentAt, amount: 96_200 })).resolves.toEqual({ status: 'PAID', bankTranId });
      expect(JSON.parse(String(calls.at(-1)!.init.body))).toMatchObject({
        check_type: '2',
        req_cnt: '1',
        req_list: [{ tran_no: '1', org_bank_tran_id: bankTranId, org_bank_tran_date: '20261127', org_tran_amt: '96200' }],
      });
    });

    it('finds no transfer when the request was lost before the bank, and nothing was paid', async () => {
      const { client, simulator } = setup();
      const bankTranId = client.newBankTranId();
      await expect(client.deposit({ ...payout, accountNumber: '3333012348888', bankTranId })).rejects.toThrow(/no JSON/);
      expect(simulator.list()).toEqual([]);
      await expect(client.transferResult({ bankTranId, sentAt, amount: 96_200 })).resolves.toEqual({ status: 'NOT_FOUND' });
    });

    it('tells a refusal the bank answered before', async () => {
      const { client } = setup();
      const bankTranId = client.newBankTranId();
      await expect(client.deposit({ ...payout, accountNumber: '3333012340000', bankTranId })).rejects.toBeInstanceOf(OpenBankingRefusedError);
      await expect(client.transferResult({ bankTranId, sentAt, amount: 96_200 })).resolves.toMatchObject({ status: 'REFUSED', reason: 'account' });
    });

    it('still takes 1원 on such accounts, so they can be verified first', async () => {
      const { client } = setup();
      await expect(client.deposit({ ...deposit, accountNumber: '3333012347777' })).resolves.toMatchObject({ accountHolderName: '박서연' });
      await expect(client.deposit({ ...deposit, accountNumber: '3333012348888' })).resolves.toMatchObject({ accountHolderName: '박서연' });
    });
  });
});
