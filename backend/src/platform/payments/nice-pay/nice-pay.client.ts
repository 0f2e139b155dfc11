import { timingSafeEqual } from 'node:crypto';
import {
  NICE_PAY_OK,
  approvalSignData,
  authResultSignature,
  basicAuthorization,
  cancelSignData,
  cashReceiptSignData,
  cashReceiptCancelSignData,
  cashReceiptSignature,
  netCancelSignData,
  type NicePayApproveRequest,
  type NicePayAuthResult,
  type NicePayCancelRequest,
  type NicePayCashReceipt,
  type NicePayCashReceiptRequest,
  type NicePayCashReceiptCancel,
  type NicePayCashReceiptCancelRequest,
  type NicePayFailure,
  type NicePayNetCancelRequest,
  type NicePayPayment,
} from './nice-pay.protocol.js';

/** Where and as whom the shop calls NICE Pay (or its simulator, which takes the same calls). */
export interface NicePayClientOptions {
  /** API origin and base path, e.g. `https://api.nicepay.co.kr` or the simulator's `http://localhost:3000/nicepay-sim`. */
  apiUrl: string;
  /** 클라이언트 키 issued for the server-approval model. */
  clientId: string;
  /** 시크릿 키. Never logged. */
  secretKey: string;
  /** Read timeout of one API call (ms, default 10,000): past it the outcome is unknown. */
  timeoutMs?: number;
  /** The fetch to use (tests hand in the simulator directly). */
  fetch?: typeof fetch;
  /** Where a cash receipt can be seen, by its tid (the simulator's page); NICE Pay's answer carries no address. */
  cashReceiptUrl?: (tid: string) => string;
}

/** What was checked and found wrong in an authentication result. */
export type AuthResultProblem = 'declined' | 'client' | 'order' | 'amount' | 'signature' | 'tid';

/** The buyer's authentication result cannot be approved: declined by the buyer's card, or not what the shop asked for. */
export class NicePayAuthResultError extends Error {
  constructor(
    readonly problem: AuthResultProblem,
    readonly resultCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'NicePayAuthResultError';
  }
}

/** NICE Pay answered and refused (a `resultCode` other than 0000, or an HTTP error with one). Nothing was charged by this call. */
export class NicePayRefusedError extends Error {
  constructor(
    readonly resultCode: string,
    readonly resultMsg: string,
    readonly httpStatus: number,
  ) {
    super(`NICE Pay ${resultCode}: ${resultMsg}`);
    this.name = 'NicePayRefusedError';
  }
}

/**
 * The call's outcome is unknown: it timed out, the connection failed, or the answer could not be
 * read or failed its signature check. After an approval this must be followed by a net cancel
 * (api/cancel.md, "망취소", within one hour).
 */
export class NicePayUnknownOutcomeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NicePayUnknownOutcomeError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Constant-time comparison of two hex signatures. */
function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * NICE Pay's server-side calls for card payments (api/payment-window-server.md, api/cancel.md):
 * check the buyer's authentication result, approve, cancel (whole or part) and net-cancel. Every
 * call is signed with the secret key (`signData`) and authenticated with Basic credentials; an
 * approval's answer is checked against its `signature`. Times (`ediDate`) come from the caller.
 */
export class NicePayClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: NicePayClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The client key the payment window must be opened with. */
  get clientId(): string {
    return this.options.clientId;
  }

  /**
   * Checks what NICE Pay posted to `returnUrl` against what the shop asked for, before approval:
   * authenticated (0000), our client key, the same order id and amount (원), and the signature
   * hex(sha256(authToken + clientId + amount + secretKey)). Returns the `tid` to approve.
   * @throws NicePayAuthResultError naming the first problem found.
   */
  verifyAuthResult(result: NicePayAuthResult, expected: { orderId: string; amount: number }): string {
    if (result.authResultCode !== NICE_PAY_OK)
      throw new NicePayAuthResultError('declined', result.authResultCode, result.authResultMsg || '결제 인증에 실패했습니다');
    if (result.clientId !== this.options.clientId) throw new NicePayAuthResultError('client', result.authResultCode, '다른 가맹점의 결제 결과입니다');
    if (result.orderId !== expected.orderId) throw new NicePayAuthResultError('order', result.authResultCode, '주문번호가 일치하지 않습니다');
    if (String(result.amount) !== String(expected.amount)) throw new NicePayAuthResultError('amount', result.authResultCode, '결제 금액이 일치하지 않습니다');
    const signature = authResultSignature(result.authToken ?? '', result.clientId, result.amount, this.options.secretKey);
    if (!result.signature || !sameSignature(result.signature, signature))
      throw new NicePayAuthResultError('signature', result.authResultCode, '결제 결과의 서명이 올바르지 않습니다');
    if (!result.tid) throw new NicePayAuthResultError('tid', result.authResultCode, '결제 거래번호가 없습니다');
    return result.tid;
  }

  /**
   * Approves (charges) an authenticated payment: `POST /v1/payments/{tid}`. Returns the paid
   * payment (status `paid`, card details, `approveNo`, `receiptUrl`).
   * @throws NicePayRefusedError when NICE Pay refuses (nothing charged);
   *   NicePayUnknownOutcomeError on a timeout, a broken connection or a bad answer signature: net-cancel then.
   */
  async approve(tid: string, amount: number, now: Date): Promise<NicePayPayment> {
    const ediDate = now.toISOString();
    const body: NicePayApproveRequest = { amount, ediDate, signData: approvalSignData(tid, amount, ediDate, this.options.secretKey) };
    const payment = await this.call(`/v1/payments/${encodeURIComponent(tid)}`, body);
    if (payment.signature && !sameSignature(payment.signature, approvalSignData(payment.tid, payment.amount, payment.ediDate, this.options.secretKey))) {
      throw new NicePayUnknownOutcomeError('NICE Pay approval answer failed its signature check');
    }
    return payment;
  }

  /**
   * Cancels a paid payment, whole (no `cancelAmt`) or in part (`cancelAmt` 원; NICE Pay asks a new
   * `orderId` for each further partial cancel): `POST /v1/payments/{tid}/cancel`. Returns the
   * payment after the cancel (`balanceAmt` left, `cancelledTid`).
   * @throws NicePayRefusedError (e.g. 2023 취소 한도 초과); NicePayUnknownOutcomeError.
   */
  cancel(tid: string, request: { orderId: string; reason: string; cancelAmt?: number }, now: Date): Promise<NicePayPayment> {
    const ediDate = now.toISOString();
    const body: NicePayCancelRequest = { ...request, ediDate, signData: cancelSignData(tid, ediDate, this.options.secretKey) };
    return this.call(`/v1/payments/${encodeURIComponent(tid)}/cancel`, body);
  }

  /**
   * Net-cancels (망취소) whatever was approved for `orderId` when an approval's outcome is unknown:
   * `POST /v1/payments/netcancel`. Valid within one hour of the approval request.
   * @throws NicePayRefusedError (e.g. U107 when nothing was approved); NicePayUnknownOutcomeError.
   */
  netCancel(orderId: string, now: Date): Promise<NicePayPayment> {
    const ediDate = now.toISOString();
    const body: NicePayNetCancelRequest = { orderId, ediDate, signData: netCancelSignData(orderId, ediDate, this.options.secretKey) };
    return this.call('/v1/payments/netcancel', body);
  }

  /** Looks a payment up by `tid` (`GET /v1/payments/{tid}`). @throws as {@link approve}. */
  payment(tid: string): Promise<NicePayPayment> {
    return this.call(`/v1/payments/${encodeURIComponent(tid)}`);
  }

  /**
   * Asks NICE Pay to issue a 현금영수증 (`POST /v1/receipt`, api/payment-receipt.md), signed with
   * hex(sha256(orderId + amount + ediDate + secretKey)); the answer's signature is checked.
   * Returns the receipt (its `tid`, and `approveNo` once the 국세청 approved it).
   * @throws NicePayRefusedError (e.g. A127 when the order id was already used);
   *   NicePayUnknownOutcomeError on a timeout, a broken connection or a bad answer signature.
   */
  async issueCashReceipt(request: Omit<NicePayCashReceiptRequest, 'ediDate' | 'signData'>, now: Date): Promise<NicePayCashReceipt> {
    const ediDate = now.toISOString();
    const body: NicePayCashReceiptRequest = {
      ...request,
      ediDate,
      signData: cashReceiptSignData(request.orderId, request.amount, ediDate, this.options.secretKey),
    };
    const receipt = await this.call<NicePayCashReceipt>('/v1/receipt', body);
    if (
      receipt.signature &&
      !sameSignature(receipt.signature, cashReceiptSignature(receipt.tid, receipt.orderId, receipt.ediDate ?? '', this.options.secretKey))
    ) {
      throw new NicePayUnknownOutcomeError('NICE Pay cash receipt answer failed its signature check');
    }
    return receipt;
  }

  /**
   * Cancels `cancelAmt` 원 of the issued cash receipt `tid` (`POST /v1/receipt/{tid}/cancel`,
   * api/payment-receipt.md) under the cancel's own order id, signed with hex(sha256(tid + ediDate
   * + secretKey)); the answer's signature is checked. Returns the cancel (its tid, the balance left).
   * @throws NicePayRefusedError; NicePayUnknownOutcomeError on a timeout or a bad answer signature.
   */
  async cancelCashReceipt(tid: string, request: Omit<NicePayCashReceiptCancelRequest, 'ediDate' | 'signData'>, now: Date): Promise<NicePayCashReceiptCancel> {
    const ediDate = now.toISOString();
    const body: NicePayCashReceiptCancelRequest = { ...request, ediDate, signData: cashReceiptCancelSignData(tid, ediDate, this.options.secretKey) };
    const cancel = await this.call<NicePayCashReceiptCancel>(`/v1/receipt/${encodeURIComponent(tid)}/cancel`, body);
    if (cancel.signature && !sameSignature(cancel.signature, cashReceiptSignature(cancel.tid, cancel.orderId, cancel.ediDate ?? '', this.options.secretKey))) {
      throw new NicePayUnknownOutcomeError('NICE Pay cash receipt cancel answer failed its signature check');
    }
    return cancel;
  }

  /** Where the cash receipt `tid` can be seen, or null when the provider gives no address. */
  cashReceiptUrl(tid: string): string | null {
    return this.options.cashReceiptUrl?.(tid) ?? null;
  }

  private async call<T extends { resultCode: string; resultMsg: string } = NicePayPayment>(path: string, body?: object): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          Authorization: basicAuthorization(this.options.clientId, this.options.secretKey),
          ...(body ? { 'Content-Type': 'application/json;charset=utf-8' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new NicePayUnknownOutcomeError(`NICE Pay ${path}: no answer (${(error as Error).name})`, { cause: error });
    }
    let answer: T | NicePayFailure;
    try {
      answer = JSON.parse(text) as T | NicePayFailure;
    } catch (error) {
      throw new NicePayUnknownOutcomeError(`NICE Pay ${path}: answer is not JSON (HTTP ${response.status})`, { cause: error });
    }
    if (!response.ok || answer.resultCode !== NICE_PAY_OK) {
      if (!answer.resultCode) throw new NicePayUnknownOutcomeError(`NICE Pay ${path}: HTTP ${response.status} without a result code`);
      throw new NicePayRefusedError(answer.resultCode, answer.resultMsg, response.status);
    }
    return answer as T;
  }
}
