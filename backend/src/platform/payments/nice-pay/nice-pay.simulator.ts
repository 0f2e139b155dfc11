import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTO_SUBMIT_SCRIPT,
  WINDOW_CSS,
  cashReceiptPage,
  errorPage,
  receiptPage,
  resultPage,
  sdkScript,
  windowPage,
  type WindowRequest,
} from './nice-pay-window.js';
import { CashReceiptDesk } from './nice-pay-cash-receipts.simulator.js';
import {
  NICE_PAY_CARDS,
  NICE_PAY_CODES,
  NICE_PAY_OK,
  approvalSignData,
  authResultSignature,
  basicAuthorization,
  cancelSignData,
  netCancelSignData,
  sha256Hex,
  type NicePayAuthResult as NicePayAuthResultFields,
  type NicePayCancel,
  type NicePayCard,
  type NicePayPayment,
  type NicePayStatus,
} from './nice-pay.protocol.js';

/** How the simulator is reached and which merchant it knows. */
export interface NicePaySimulatorOptions {
  /** Absolute or root-relative URL prefix it is served under, e.g. `/nicepay-sim` (no trailing slash). */
  base: string;
  clientId: string;
  secretKey: string;
  /** How long an approval with a 0119 test card takes to answer (ms, default 30,000): longer than the shop's read timeout. */
  slowApprovalMs?: number;
  /** The simulator's clock (tests). */
  now?: () => Date;
}

/** One payment the simulator knows, from authentication on. */
interface Transaction {
  tid: string;
  orderId: string;
  amount: number;
  goodsName: string;
  mallReserved: string | null;
  mallUserId: string | null;
  buyerName: string | null;
  buyerTel: string | null;
  buyerEmail: string | null;
  card: NicePayCard;
  status: NicePayStatus;
  paidAt: string | null;
  cancelledAt: string | null;
  approveNo: string | null;
  balanceAmt: number;
  cancels: NicePayCancel[];
  /** The order ids cancels were asked with: each further partial cancel needs a new one. */
  cancelOrderIds: string[];
  slow: boolean;
}

/** Test card endings and what they do (shown in the window). */
export const TEST_CARDS = { declined: '0002', slowApproval: '0119', badSignature: '0127' } as const;

type Route = (request: Request, match: RegExpMatchArray) => Promise<Response> | Response;

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=utf-8' } });
const failure = ([resultCode, resultMsg]: readonly [string, string], status = 200) => json({ resultCode, resultMsg }, status);
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html;charset=utf-8' } });
const file = (body: string, type: string) => new Response(body, { headers: { 'content-type': `${type};charset=utf-8`, 'cache-control': 'no-cache' } });
const newTid = () => `nicuntct1m${new Date().toISOString().replace(/\D/g, '').slice(2, 14)}${randomBytes(5).toString('hex')}`.slice(0, 30);

/**
 * A local stand-in for NICE Pay that speaks its HTTP (api/payment-window-server.md,
 * api/cancel.md): the JS SDK and payment window (card form; 닫기 goes back to the shop's page),
 * the authentication result POSTed to `returnUrl` with its signature, and the approval, cancel,
 * net-cancel and look-up APIs with Basic credentials and `signData` checks. State is in memory.
 * Test cards (last four digits): 0002 is declined in the window, 0119 is charged but its
 * approval answers only after `slowApprovalMs`, 0127 comes back with a forged signature.
 * `handle` takes a WHATWG Request and answers a Response, so any HTTP server can mount it.
 */
export class NicePaySimulator {
  private readonly transactions = new Map<string, Transaction>();
  private readonly now: () => Date;
  private readonly routes: [string, RegExp, Route][];
  /** The 현금영수증 API (api/payment-receipt.md). */
  readonly cashReceipts: CashReceiptDesk;

  constructor(private readonly options: NicePaySimulatorOptions) {
    this.now = options.now ?? (() => new Date());
    this.cashReceipts = new CashReceiptDesk(options.secretKey, this.now);
    const desk = (answer: { status: number; body: object }) => json(answer.body, answer.status);
    this.routes = [
      ['GET', /^\/v1\/js\/?$/, () => file(sdkScript(this.options.base), 'text/javascript')],
      ['GET', /^\/v1\/window\.css$/, () => file(WINDOW_CSS, 'text/css')],
      ['GET', /^\/v1\/autosubmit\.js$/, () => file(AUTO_SUBMIT_SCRIPT, 'text/javascript')],
      ['POST', /^\/v1\/window$/, (r) => this.openWindow(r)],
      ['POST', /^\/v1\/window\/submit$/, (r) => this.submitWindow(r)],
      ['POST', /^\/v1\/receipt\/?$/, (r) => this.api(r, (body) => desk(this.cashReceipts.issue(body)))],
      ['POST', /^\/v1\/receipt\/([\w-]+)\/cancel$/, (r, m) => this.api(r, (body) => desk(this.cashReceipts.cancel(m[1]!, body)))],
      // With credentials it is the cash receipt look-up API; without, the receipt page a buyer opens.
      [
        'GET',
        /^\/v1\/receipt\/([\w-]+)$/,
        (r, m) => (r.headers.get('authorization') ? this.api(r, () => desk(this.cashReceipts.lookUp(m[1]!))) : this.receipt(m[1]!)),
      ],
      ['POST', /^\/v1\/payments\/netcancel$/, (r) => this.api(r, (body) => this.netCancel(body))],
      ['POST', /^\/v1\/payments\/([\w-]+)\/cancel$/, (r, m) => this.api(r, (body) => this.cancel(m[1]!, body))],
      ['POST', /^\/v1\/payments\/([\w-]+)$/, (r, m) => this.api(r, (body) => this.approve(m[1]!, body, r.signal))],
      ['GET', /^\/v1\/payments\/([\w-]+)$/, (r, m) => this.api(r, () => this.lookUp(m[1]!))],
    ];
  }

  /** Answers one request under `base`; anything else is 404. */
  async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const basePath = new URL(this.options.base, 'http://x').pathname.replace(/\/$/, '');
    if (!path.startsWith(basePath)) return failure(NICE_PAY_CODES.noTransaction, 404);
    const rest = path.slice(basePath.length);
    for (const [method, pattern, route] of this.routes) {
      const match = rest.match(pattern);
      if (match && (request.method === method || (method === 'GET' && request.method === 'HEAD'))) return route(request, match);
    }
    return failure(NICE_PAY_CODES.notAllowed, 404);
  }

  /**
   * What a buyer does in the payment window, without a browser (API tests, demos): opens it for
   * the order and pays with `cardNumber` (see {@link TEST_CARDS}); returns the fields the window
   * would post to `returnUrl`.
   */
  async payInWindow(request: {
    orderId: string;
    amount: number;
    goodsName?: string;
    returnUrl?: string;
    cardNumber?: string;
  }): Promise<NicePayAuthResultFields> {
    const fields = {
      clientId: this.options.clientId,
      method: 'card',
      orderId: request.orderId,
      amount: String(request.amount),
      goodsName: request.goodsName ?? '주문 상품',
      returnUrl: request.returnUrl ?? 'http://localhost/plugins/nice/pay/approval',
    };
    const url = (path: string) => new URL(`${this.options.base}${path}`, 'http://nicepay.simulator').href;
    const opened = await this.handle(new Request(url('/v1/window'), { method: 'POST', body: new URLSearchParams(fields) }));
    if (!opened.ok) throw new Error(`the window did not open: ${opened.status}`);
    const body = new URLSearchParams({ ...fields, cardCode: '06', cardNumber: request.cardNumber ?? '5361-1234-5678-1234', cardQuota: '0', action: 'pay' });
    const page = await (await this.handle(new Request(url('/v1/window/submit'), { method: 'POST', body }))).text();
    const result: Record<string, string> = {};
    for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) result[m[1]!] = m[2]!;
    return result as unknown as NicePayAuthResultFields;
  }

  /** The payment with this tid as NICE Pay would show it (tests), or undefined. */
  transaction(tid: string): Readonly<Transaction> | undefined {
    return this.transactions.get(tid);
  }

  private async form(request: Request): Promise<Record<string, string>> {
    const data = await request.formData();
    return Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  }

  private async openWindow(request: Request): Promise<Response> {
    const f = await this.form(request);
    if (f.clientId !== this.options.clientId) return html(errorPage(this.options.base, ...NICE_PAY_CODES.authFailed), 400);
    for (const name of ['orderId', 'amount', 'goodsName', 'returnUrl'] as const) {
      if (!f[name]) return html(errorPage(this.options.base, NICE_PAY_CODES.missing[0], `${name} ${NICE_PAY_CODES.missing[1]}`), 400);
    }
    if (!/^[1-9]\d{0,11}$/.test(f.amount!)) return html(errorPage(this.options.base, ...NICE_PAY_CODES.amountMismatch), 400);
    // "결제된 orderId로 재호출 불가": an order id that was ever paid is not taken again.
    if ([...this.transactions.values()].some((t) => t.orderId === f.orderId && t.paidAt !== null)) {
      return html(errorPage(this.options.base, ...NICE_PAY_CODES.duplicateOrderId), 409);
    }
    return html(windowPage(this.options.base, f as unknown as WindowRequest));
  }

  private async submitWindow(request: Request): Promise<Response> {
    const f = await this.form(request);
    const carried: WindowRequest = {
      clientId: f.clientId ?? '',
      orderId: f.orderId ?? '',
      amount: f.amount ?? '',
      goodsName: f.goodsName ?? '',
      returnUrl: f.returnUrl ?? '',
      mallReserved: f.mallReserved,
      mallUserId: f.mallUserId,
      buyerName: f.buyerName,
      buyerTel: f.buyerTel,
      buyerEmail: f.buyerEmail,
      openerUrl: f.openerUrl,
    };
    if (carried.clientId !== this.options.clientId || !/^[1-9]\d{0,11}$/.test(carried.amount))
      return html(errorPage(this.options.base, ...NICE_PAY_CODES.authFailed), 400);
    if (f.action === 'close') return this.backToShop(carried);
    const digits = (f.cardNumber ?? '').replace(/\D/g, '');
    if (!/^\d{15,16}$/.test(digits)) return html(windowPage(this.options.base, carried, '카드번호를 확인해주세요'), 400);
    const amount = Number(carried.amount);
    const authToken = randomBytes(20).toString('hex');
    const base = { clientId: carried.clientId, orderId: carried.orderId, amount: carried.amount, mallReserved: carried.mallReserved, authToken };
    if (digits.endsWith(TEST_CARDS.declined)) {
      return html(
        resultPage(this.options.base, carried.returnUrl, {
          ...base,
          authResultCode: NICE_PAY_CODES.cardNumber[0],
          authResultMsg: NICE_PAY_CODES.cardNumber[1],
          signature: '',
        }),
      );
    }
    const cardCode = NICE_PAY_CARDS[f.cardCode ?? ''] ? f.cardCode! : '01';
    const tid = newTid();
    this.transactions.set(tid, {
      tid,
      orderId: carried.orderId,
      amount,
      goodsName: carried.goodsName,
      mallReserved: carried.mallReserved ?? null,
      mallUserId: carried.mallUserId ?? null,
      buyerName: carried.buyerName ?? null,
      buyerTel: carried.buyerTel ?? null,
      buyerEmail: carried.buyerEmail ?? null,
      card: {
        cardCode,
        cardName: NICE_PAY_CARDS[cardCode]!,
        cardNum: `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`,
        cardQuota: /^\d{1,2}$/.test(f.cardQuota ?? '') ? f.cardQuota! : '0',
        isInterestFree: false,
        cardType: 'credit',
        canPartCancel: 'true',
        acquCardCode: cardCode,
        acquCardName: NICE_PAY_CARDS[cardCode]!,
      },
      status: 'ready',
      paidAt: null,
      cancelledAt: null,
      approveNo: null,
      balanceAmt: amount,
      cancels: [],
      cancelOrderIds: [],
      slow: digits.endsWith(TEST_CARDS.slowApproval),
    });
    const signature = digits.endsWith(TEST_CARDS.badSignature)
      ? sha256Hex(authToken, 'forged', amount)
      : authResultSignature(authToken, carried.clientId, amount, this.options.secretKey);
    return html(resultPage(this.options.base, carried.returnUrl, { ...base, authResultCode: NICE_PAY_OK, authResultMsg: '인증 성공', tid, signature }));
  }

  /** 닫기: back to the page that opened the window, if it is on the shop's own origin (no open redirect). */
  private backToShop(request: WindowRequest): Response {
    let target = '/';
    try {
      // returnUrl may be root-relative (the shop's own simulator): it then lives on the opener's origin.
      const shop = new URL(request.returnUrl, request.openerUrl || undefined);
      const opener = new URL(request.openerUrl ?? '', shop);
      target = opener.origin === shop.origin ? opener.href : shop.origin;
    } catch {
      // a malformed URL: the shop's root
    }
    return new Response(null, { status: 303, headers: { location: target } });
  }

  /** Checks the Basic credentials and parses the JSON body before `op`. */
  private async api(request: Request, op: (body: Record<string, unknown>) => Promise<Response> | Response): Promise<Response> {
    if (request.headers.get('authorization') !== basicAuthorization(this.options.clientId, this.options.secretKey))
      return failure(NICE_PAY_CODES.authFailed, 401);
    let body: Record<string, unknown> = {};
    if (request.method === 'POST') {
      try {
        body = (await request.json()) as Record<string, unknown>;
      } catch {
        return failure(NICE_PAY_CODES.missing, 400);
      }
    }
    return op(body);
  }

  private answer(t: Transaction, resultMsg: string, extra: Partial<NicePayPayment> = {}): Response {
    const ediDate = this.now().toISOString();
    const payment: NicePayPayment = {
      resultCode: NICE_PAY_OK,
      resultMsg,
      tid: t.tid,
      orderId: t.orderId,
      ediDate,
      signature: approvalSignData(t.tid, t.amount, ediDate, this.options.secretKey),
      status: t.status,
      paidAt: t.paidAt ?? '0',
      failedAt: '0',
      cancelledAt: t.cancelledAt ?? '0',
      payMethod: 'card',
      amount: t.amount,
      balanceAmt: t.balanceAmt,
      goodsName: t.goodsName,
      mallReserved: t.mallReserved,
      useEscrow: false,
      currency: 'KRW',
      channel: 'pc',
      approveNo: t.approveNo,
      buyerName: t.buyerName,
      buyerTel: t.buyerTel,
      buyerEmail: t.buyerEmail,
      issuedCashReceipt: false,
      receiptUrl: t.paidAt ? `${this.options.base}/v1/receipt/${t.tid}` : null,
      mallUserId: t.mallUserId,
      card: t.card,
      cancels: t.cancels.length ? t.cancels : null,
      ...extra,
    };
    return json(payment);
  }

  private async approve(tid: string, body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    const t = this.transactions.get(tid);
    if (!t) return failure(NICE_PAY_CODES.noTransaction);
    const { amount, ediDate, signData } = body;
    if (typeof amount !== 'number') return failure(NICE_PAY_CODES.missing);
    if (signData !== undefined && signData !== approvalSignData(tid, amount, String(ediDate), this.options.secretKey))
      return failure(NICE_PAY_CODES.badSignature);
    if (amount !== t.amount) return failure(NICE_PAY_CODES.amountMismatch);
    if (t.status !== 'ready') return failure(NICE_PAY_CODES.notAllowed);
    t.status = 'paid';
    t.paidAt = this.now().toISOString();
    t.approveNo = String(randomInt(10_000_000, 100_000_000));
    if (t.slow) await sleep(this.options.slowApprovalMs ?? 30_000, undefined, { signal }).catch(() => undefined);
    return this.answer(t, '정상 처리되었습니다.');
  }

  private cancelPart(t: Transaction, amount: number, reason: string): NicePayCancel {
    const cancelledAt = this.now().toISOString();
    const cancel: NicePayCancel = { tid: newTid(), amount, cancelledAt, reason, receiptUrl: `${this.options.base}/v1/receipt/${t.tid}` };
    t.balanceAmt -= amount;
    t.status = t.balanceAmt === 0 ? 'cancelled' : 'partialCancelled';
    t.cancelledAt = cancelledAt;
    t.cancels.push(cancel);
    return cancel;
  }

  private cancel(tid: string, body: Record<string, unknown>): Response {
    const t = this.transactions.get(tid);
    if (!t) return failure(NICE_PAY_CODES.noTransaction);
    const { reason, orderId, cancelAmt, ediDate, signData } = body;
    if (typeof reason !== 'string' || !reason || typeof orderId !== 'string' || !orderId) return failure(NICE_PAY_CODES.missing);
    if (signData !== undefined && signData !== cancelSignData(tid, String(ediDate), this.options.secretKey)) return failure(NICE_PAY_CODES.badSignature);
    if (t.status === 'cancelled') return failure(NICE_PAY_CODES.alreadyCanceled);
    if (t.status !== 'paid' && t.status !== 'partialCancelled') return failure(NICE_PAY_CODES.notAllowed);
    // A further partial cancel needs an order id of its own (api/cancel.md, orderId).
    if (t.cancelOrderIds.includes(orderId)) return failure(NICE_PAY_CODES.duplicateOrderId);
    const amount = cancelAmt === undefined ? t.balanceAmt : cancelAmt;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return failure(NICE_PAY_CODES.missing);
    if (amount > t.balanceAmt) return failure(NICE_PAY_CODES.cancelLimit);
    t.cancelOrderIds.push(orderId);
    const cancel = this.cancelPart(t, amount, reason);
    return this.answer(t, '취소 성공', { cancelledTid: cancel.tid });
  }

  private netCancel(body: Record<string, unknown>): Response {
    const { orderId, ediDate, signData } = body;
    if (typeof orderId !== 'string' || !orderId) return failure(NICE_PAY_CODES.missing);
    if (signData !== undefined && signData !== netCancelSignData(orderId, String(ediDate), this.options.secretKey)) return failure(NICE_PAY_CODES.badSignature);
    const t = [...this.transactions.values()].find((x) => x.orderId === orderId && (x.status === 'paid' || x.status === 'partialCancelled'));
    if (!t) return failure(NICE_PAY_CODES.noTransaction);
    const cancel = this.cancelPart(t, t.balanceAmt, '망취소');
    return this.answer(t, '취소 성공', { cancelledTid: cancel.tid });
  }

  private lookUp(tid: string): Response {
    const t = this.transactions.get(tid);
    return t ? this.answer(t, '정상 처리되었습니다.') : failure(NICE_PAY_CODES.noTransaction);
  }

  private receipt(tid: string): Response {
    const cash = this.cashReceipts.get(tid);
    if (cash) return html(cashReceiptPage(this.options.base, cash));
    const t = this.transactions.get(tid);
    if (!t?.paidAt) return html(errorPage(this.options.base, ...NICE_PAY_CODES.noTransaction), 404);
    return html(
      receiptPage(this.options.base, {
        tid: t.tid,
        goodsName: t.goodsName,
        amount: t.amount,
        balanceAmt: t.balanceAmt,
        cardName: t.card.cardName,
        cardNum: t.card.cardNum,
        approveNo: t.approveNo ?? '',
        paidAt: t.paidAt,
      }),
    );
  }
}
