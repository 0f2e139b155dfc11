import { randomBytes, randomUUID } from 'node:crypto';
import { escapeHtml } from '../../payments/nice-pay/nice-pay-window.js';
import {
  BANK_RSP_ACCOUNT_INVALID,
  BANK_RSP_DEPOSIT_BARRED,
  BANK_RSP_HOLDER_MISMATCH,
  BANK_RSP_NO_SUCH_TRANSFER,
  BANK_RSP_OK,
  OPEN_BANKING_OK,
  RSP_BANK_REFUSED,
  tranDtime,
  type DepositRequest,
  type DepositResponse,
  type DepositResultItem,
  type TransferResultRequest,
  type TransferResultResponse,
} from './open-banking.protocol.js';

/** Accounts the simulated banks know with their holders: a deposit to one of them under another name is refused. Any other account accepts any name. */
export const SIMULATED_ACCOUNTS = [
  { bankCode: '088', accountNumber: '110123456789', holder: '김세라' },
  { bankCode: '004', accountNumber: '94420200123456', holder: '이도윤' },
];

/** An account number ending in this is unknown to its bank (계좌 오류). */
export const INVALID_ACCOUNT_SUFFIX = '0000';
/** An account number ending in this takes a 1원 verification but refuses larger deposits (입금정지 after it was verified). */
export const BARRED_ACCOUNT_SUFFIX = '9999';

/** An account number ending in this takes 1원 as usual; a larger deposit is taken, but the answer is lost on the way back (a gateway error page): the shop cannot know it was paid until it asks (이체결과조회). */
export const ANSWER_LOST_SUFFIX = '7777';
/** An account number ending in this takes 1원 as usual; a larger deposit's request is lost before the bank (a gateway error page, nothing sent): 이체결과조회 finds no such transfer. */
export const REQUEST_LOST_SUFFIX = '8888';

/** A deposit the simulator accepted, as the tester sees it. */
export interface SimulatedTransfer {
  bankTranId: string;
  bankCode: string;
  accountNumber: string;
  accountHolder: string;
  /** The passbook text the receiver sees (the sender name, carrying the code). */
  printContent: string;
  /** 원. */
  amount: number;
  at: string;
}

const CSS = `*{box-sizing:border-box}body{margin:0;background:#f4f2ee;font:15px/1.55 system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1d2129}
main{max-width:720px;margin:24px auto;padding:0 16px}header{display:flex;gap:8px;align-items:baseline;padding:16px 20px;background:#23408e;color:#fff;border-radius:10px 10px 0 0}
header span{font-size:13px;opacity:.85}.card{background:#fff;border-radius:0 0 10px 10px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:16px 20px}
form{display:flex;gap:8px;margin-bottom:12px}input{flex:1;padding:9px;border:1px solid #c8cdd3;border-radius:6px;font:inherit}button{padding:9px 14px;border:0;border-radius:6px;background:#1d2129;color:#fff;font:inherit}
ul{list-style:none;margin:0;padding:0}li{padding:12px 0;border-top:1px solid #eceae5}.code{font-size:20px;font-weight:700;letter-spacing:.04em}.meta{color:#5b6470;font-size:13px}`;

/** What a gateway in between answers when it lost the call: no JSON at all. */
const GATEWAY_ERROR = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * A stand-in for 금융결제원 오픈뱅킹 and the receiving banks, served by the shop (see
 * open-banking.config.ts). It issues tokens for the configured client, takes 입금이체 by account
 * number, records each accepted deposit and shows them to the tester (`/bank-sim` page, JSON at
 * `/bank-sim/transfers?accountNumber=`). An account number ending in {@link INVALID_ACCOUNT_SUFFIX}
 * is refused as 계좌 오류; one ending in {@link BARRED_ACCOUNT_SUFFIX} takes only 1원 (입금정지); a
 * {@link SIMULATED_ACCOUNTS} account under another holder name is refused. Ending in
 * {@link ANSWER_LOST_SUFFIX} or {@link REQUEST_LOST_SUFFIX}, the answer or the request is lost;
 * 이체결과조회 (`/v2.0/transfer/result`) then tells what happened.
 */
export class OpenBankingSimulator {
  private readonly transfers: SimulatedTransfer[] = [];
  /** Every deposit the banks answered (accepted or refused) by its bank_tran_id, for 이체결과조회. */
  private readonly answered = new Map<string, DepositResultItem>();
  private readonly tokens = new Set<string>();

  constructor(
    private readonly options: { base: string; clientId: string; clientSecret: string; transfersHttp: boolean },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The accepted deposits, newest first; only those to `accountNumber` (digits) when given. */
  list(accountNumber?: string): SimulatedTransfer[] {
    const digits = accountNumber?.replace(/\D/g, '');
    return this.transfers.filter((t) => !digits || t.accountNumber === digits).reverse();
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(this.options.base.length) || '/';
    if (request.method === 'POST' && path === '/oauth/2.0/token') return this.token(new URLSearchParams(await request.text()));
    if (request.method === 'POST' && path === '/v2.0/transfer/deposit/acnt_num') return this.deposit(request);
    if (request.method === 'POST' && path === '/v2.0/transfer/result') return this.result(request);
    if (request.method === 'GET' && this.options.transfersHttp) {
      if (path === '/transfers') return json({ transfers: this.list(url.searchParams.get('accountNumber') ?? undefined) });
      if (path === '/bank.css') return new Response(CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
      if (path === '/' || path === '') return this.page(url.searchParams.get('accountNumber') ?? '');
    }
    return json({ rsp_code: 'O0404', rsp_message: 'not found' }, 404);
  }

  private token(form: URLSearchParams): Response {
    if (
      form.get('client_id') !== this.options.clientId ||
      form.get('client_secret') !== this.options.clientSecret ||
      form.get('grant_type') !== 'client_credentials'
    )
      return json({ rsp_code: 'O0001', rsp_message: '인증요청 거부: client 정보가 올바르지 않습니다' }, 401);
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    return json({ access_token: token, token_type: 'Bearer', expires_in: 7_776_000, scope: form.get('scope') ?? 'oob', client_use_code: 'M202600001' });
  }

  private async deposit(request: Request): Promise<Response> {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const head = { api_tran_id: randomUUID(), api_tran_dtm: `${tranDtime(this.now())}000` };
    if (!this.tokens.has(bearer)) return json({ ...head, rsp_code: 'O0002', rsp_message: '접근토큰이 유효하지 않습니다' }, 401);
    const body = (await request.json().catch(() => null)) as DepositRequest | null;
    const item = body?.req_list?.[0];
    if (!body || !item || body.req_cnt !== '1' || !/^\d+$/.test(item.tran_amt) || !item.bank_code_std || !item.account_num)
      return json({ ...head, rsp_code: 'A0003', rsp_message: '요청 전문이 올바르지 않습니다' }, 400);
    const digits = item.account_num.replace(/\D/g, '');
    const losing = item.tran_amt !== '1';
    if (losing && digits.endsWith(REQUEST_LOST_SUFFIX)) return GATEWAY_ERROR();
    const known = SIMULATED_ACCOUNTS.find((a) => a.bankCode === item.bank_code_std && a.accountNumber === digits);
    const holder = known?.holder ?? item.account_holder_name;
    let bankRsp: [string, string] = [BANK_RSP_OK, '정상처리'];
    if (digits.endsWith(INVALID_ACCOUNT_SUFFIX)) bankRsp = [BANK_RSP_ACCOUNT_INVALID, '계좌오류: 입금계좌를 확인해주세요'];
    else if (digits.endsWith(BARRED_ACCOUNT_SUFFIX) && item.tran_amt !== '1') bankRsp = [BANK_RSP_DEPOSIT_BARRED, '입금정지 계좌'];
    else if (body.name_check_option === 'on' && holder !== item.account_holder_name.trim()) bankRsp = [BANK_RSP_HOLDER_MISMATCH, '수취인성명 불일치'];
    const result: DepositResultItem = {
      tran_no: item.tran_no,
      bank_tran_id: item.bank_tran_id,
      bank_tran_date: tranDtime(this.now()).slice(0, 8),
      bank_code_tran: item.bank_code_std,
      bank_rsp_code: bankRsp[0],
      bank_rsp_message: bankRsp[1],
      bank_code_std: item.bank_code_std,
      bank_name: '',
      account_num_masked: `${digits.slice(0, -3)}***`,
      print_content: item.print_content,
      account_holder_name: bankRsp[0] === BANK_RSP_ACCOUNT_INVALID ? '' : holder,
      tran_amt: item.tran_amt,
    };
    const ok = bankRsp[0] === BANK_RSP_OK;
    this.answered.set(item.bank_tran_id, result);
    if (ok)
      this.transfers.push({
        bankTranId: item.bank_tran_id,
        bankCode: item.bank_code_std,
        accountNumber: digits,
        accountHolder: holder,
        printContent: item.print_content,
        amount: Number(item.tran_amt),
        at: this.now().toISOString(),
      });
    const answer: DepositResponse = {
      ...head,
      rsp_code: ok ? OPEN_BANKING_OK : RSP_BANK_REFUSED,
      rsp_message: ok ? '' : '참가기관 에러',
      wd_bank_code_std: '020',
      wd_account_num_masked: `${body.cntr_account_num.slice(0, -3)}***`,
      wd_print_content: body.wd_print_content,
      res_cnt: '1',
      res_list: [result],
    };
    return losing && digits.endsWith(ANSWER_LOST_SUFFIX) ? GATEWAY_ERROR() : json(answer);
  }

  /** 이체결과조회: each asked transfer's bank answer as it was given, or {@link BANK_RSP_NO_SUCH_TRANSFER} when it never reached a bank. */
  private async result(request: Request): Promise<Response> {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const head = { api_tran_id: randomUUID(), api_tran_dtm: `${tranDtime(this.now())}000` };
    if (!this.tokens.has(bearer)) return json({ ...head, rsp_code: 'O0002', rsp_message: '접근토큰이 유효하지 않습니다' }, 401);
    const body = (await request.json().catch(() => null)) as TransferResultRequest | null;
    if (!body || body.check_type !== '2' || !Array.isArray(body.req_list) || body.req_list.length === 0)
      return json({ ...head, rsp_code: 'A0003', rsp_message: '요청 전문이 올바르지 않습니다' }, 400);
    const answer: TransferResultResponse = {
      ...head,
      rsp_code: OPEN_BANKING_OK,
      rsp_message: '',
      res_cnt: String(body.req_list.length),
      res_list: body.req_list.map((asked) => {
        const found = this.answered.get(asked.org_bank_tran_id);
        return {
          tran_no: asked.tran_no,
          bank_tran_id: asked.org_bank_tran_id,
          bank_tran_date: found?.bank_tran_date ?? asked.org_bank_tran_date,
          bank_code_tran: found?.bank_code_tran ?? '',
          bank_rsp_code: found?.bank_rsp_code ?? BANK_RSP_NO_SUCH_TRANSFER,
          bank_rsp_message: found?.bank_rsp_message ?? '거래내역 없음',
          tran_amt: found?.tran_amt ?? asked.org_tran_amt,
        };
      }),
    };
    return json(answer);
  }

  private page(accountNumber: string): Response {
    const base = this.options.base;
    const rows = this.list(accountNumber || undefined)
      .map(
        (t) =>
          `<li data-account="${escapeHtml(t.accountNumber)}"><div class="code" data-testid="print-content">${escapeHtml(t.printContent)}</div><div class="meta">${escapeHtml(t.bankCode)} · ${escapeHtml(t.accountNumber)} · ${escapeHtml(t.accountHolder)} · ${t.amount.toLocaleString('ko-KR')}원 · ${escapeHtml(t.at)}</div></li>`,
      )
      .join('');
    const body = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>은행 시뮬레이터 · 입금 내역</title><link rel="stylesheet" href="${base}/bank.css"></head>
<body><main><header><strong>은행 시뮬레이터</strong><span>오픈뱅킹 입금이체 내역 (테스트용)</span></header><section class="card">
<form method="get" action="${base}"><input name="accountNumber" aria-label="계좌번호" placeholder="계좌번호로 찾기" value="${escapeHtml(accountNumber)}"><button type="submit">찾기</button></form>
${rows ? `<ul>${rows}</ul>` : '<p>입금 내역이 없습니다.</p>'}</section></main></body></html>`;
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}
