import { createHash } from 'node:crypto';

/**
 * NICE Pay's card payment protocol, server-approval model ("결제창 Server 승인 모델"), as its
 * public developer manual gives it (nicepay-manual: api/payment-window-server.md, api/cancel.md,
 * common/api.md, common/code.md). Shapes keep NICE Pay's own field names; amounts are whole 원.
 * Shared by the client (what the shop sends) and the local simulator (what answers it).
 */

/** The JS SDK that opens the payment window (`AUTHNICE.requestPay`). */
export const NICE_PAY_JS_URL = 'https://pay.nicepay.co.kr/v1/js/';
/** NICE Pay's API host (production). The sandbox is `https://sandbox-api.nicepay.co.kr`. */
export const NICE_PAY_API_URL = 'https://api.nicepay.co.kr';

/** `resultCode` / `authResultCode` of a success. */
export const NICE_PAY_OK = '0000';
/** Codes the simulator answers with (common/code.md, "API 응답코드"). */
export const NICE_PAY_CODES = {
  cardNumber: ['3011', '카드번호 오류'],
  cancelLimit: ['2023', '취소 한도 초과'],
  alreadyCanceled: ['2015', '기 취소 요청'],
  amountMismatch: ['A123', '거래금액 불일치(인증된 금액과 승인요청 금액 불일치)'],
  duplicateOrderId: ['A127', '주문번호 중복 오류'],
  missing: ['U100', '필수입력항목이 누락되었습니다.'],
  authFailed: ['U104', '사용자 인증에 실패하였습니다.'],
  noTransaction: ['U107', '거래내역이 존재 하지 않습니다.'],
  notAllowed: ['U109', '허용되지 않은 요청 입니다.'],
  badSignature: ['U306', '전자서명 및 암호화메시지 검증 실패'],
} as const satisfies Record<string, readonly [string, string]>;

// What the shop passes to `AUTHNICE.requestPay` ("요청 명세 / 공통") is the API's NicePayRequestPay (contracts).

/**
 * The form fields NICE Pay POSTs to `returnUrl` once the buyer has authenticated (or failed to):
 * "응답 명세 (Server 승인 모델)". Form values are strings, `amount` included. `tid` comes only
 * with `authResultCode` 0000.
 */
export interface NicePayAuthResult {
  authResultCode: string;
  authResultMsg: string;
  tid?: string;
  clientId: string;
  orderId: string;
  amount: string;
  mallReserved?: string;
  authToken: string;
  signature: string;
}

/** `card` of a payment answer (nullable for other methods). */
export interface NicePayCard {
  cardCode: string;
  cardName: string;
  /** Masked: first 6 and last 4 digits, e.g. `536112******1234`. */
  cardNum: string;
  /** Instalment months, `0` for 일시불. */
  cardQuota: string;
  isInterestFree: boolean;
  cardType: 'credit' | 'check';
  canPartCancel: string;
  acquCardCode: string;
  acquCardName: string;
}

/** One cancel of a payment, as the simulator keeps it (NICE Pay lists them as `cancels`). */
export interface NicePayCancel {
  tid: string;
  amount: number;
  cancelledAt: string;
  reason: string;
  receiptUrl: string;
}

/** NICE Pay's payment status. */
export type NicePayStatus = 'paid' | 'ready' | 'failed' | 'cancelled' | 'partialCancelled' | 'expired';

/** The answer of approval, cancel, net cancel and status look-up ("응답 명세 / 공통" plus `card`). */
export interface NicePayPayment {
  resultCode: string;
  resultMsg: string;
  tid: string;
  cancelledTid?: string | null;
  orderId: string;
  ediDate: string;
  /** hex(sha256(tid + amount + ediDate + secretKey)), on valid transactions. */
  signature?: string;
  status: NicePayStatus;
  /** ISO 8601, or `0` when not paid. */
  paidAt: string;
  failedAt: string;
  cancelledAt: string;
  payMethod: 'card';
  amount: number;
  /** What can still be cancelled, 원. */
  balanceAmt: number;
  goodsName: string;
  mallReserved?: string | null;
  useEscrow: boolean;
  currency: 'KRW';
  channel: 'pc' | 'mobile' | null;
  approveNo: string | null;
  buyerName?: string | null;
  buyerTel?: string | null;
  buyerEmail?: string | null;
  issuedCashReceipt: boolean;
  receiptUrl: string | null;
  mallUserId?: string | null;
  card: NicePayCard | null;
  cancels?: NicePayCancel[] | null;
}

/** An error answer: NICE Pay answers failures with a result code and message only. */
export interface NicePayFailure {
  resultCode: string;
  resultMsg: string;
}

/** Body of `POST /v1/payments/{tid}` (승인). */
export interface NicePayApproveRequest {
  amount: number;
  ediDate: string;
  signData: string;
}

/** Body of `POST /v1/payments/{tid}/cancel` (취소·환불); no `cancelAmt` cancels the whole balance. */
export interface NicePayCancelRequest {
  reason: string;
  orderId: string;
  cancelAmt?: number;
  ediDate: string;
  signData: string;
}

/** Body of `POST /v1/payments/netcancel` (망취소, within an hour of the approval request). */
export interface NicePayNetCancelRequest {
  orderId: string;
  ediDate: string;
  signData: string;
}

/** Lower-case hex SHA-256 of the parts joined without separator (NICE Pay's signature rule). */
export function sha256Hex(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('')).digest('hex');
}

/** `signature` of an authentication result: hex(sha256(authToken + clientId + amount + secretKey)). */
export const authResultSignature = (authToken: string, clientId: string, amount: number | string, secretKey: string) =>
  sha256Hex(authToken, clientId, amount, secretKey);
/** `signData` of an approval: hex(sha256(tid + amount + ediDate + secretKey)); also the answer's `signature`. */
export const approvalSignData = (tid: string, amount: number, ediDate: string, secretKey: string) => sha256Hex(tid, amount, ediDate, secretKey);
/** `signData` of a cancel: hex(sha256(tid + ediDate + secretKey)). */
export const cancelSignData = (tid: string, ediDate: string, secretKey: string) => sha256Hex(tid, ediDate, secretKey);
/** `signData` of a net cancel: hex(sha256(orderId + ediDate + secretKey)). */
export const netCancelSignData = (orderId: string, ediDate: string, secretKey: string) => sha256Hex(orderId, ediDate, secretKey);

/** The Basic `Authorization` header value: Base64(clientKey:secretKey) (common/api.md, "Basic auth"). */
export function basicAuthorization(clientId: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secretKey}`).toString('base64')}`;
}

/** Card companies of the window (common/code.md, "카드코드"): code → name. */
export const NICE_PAY_CARDS: Record<string, string> = {
  '01': '비씨',
  '02': 'KB국민',
  '04': '삼성',
  '06': '신한',
  '07': '현대',
  '08': '롯데',
  '12': 'NH채움',
  '15': '우리',
  '16': '하나',
};

/**
 * Body of `POST /v1/receipt` (현금영수증 발급, api/payment-receipt.md). `orderId` is taken once
 * ("결제된 orderId로 재호출 불가"); `receiptNo` is the phone (individual) or business number
 * (company), digits only; supplyAmt + goodsVat + taxFreeAmt + serviceAmt make `amount`.
 */
export interface NicePayCashReceiptRequest {
  orderId: string;
  amount: number;
  goodsName: string;
  receiptType: 'individual' | 'company';
  receiptNo: string;
  supplyAmt: number;
  goodsVat: number;
  taxFreeAmt: number;
  serviceAmt: number;
  buyerName?: string;
  buyerEmail?: string;
  ediDate: string;
  /** hex(sha256(orderId + amount + ediDate + secretKey)). */
  signData: string;
}

/** The answer of a cash receipt request: `approvedAt` is `0` until the 국세청 approved it. */
export interface NicePayCashReceipt {
  resultCode: string;
  resultMsg: string;
  tid: string;
  orderId: string;
  approvedAt: string;
  approveNo?: string | null;
  ediDate?: string;
  /** hex(sha256(tid + orderId + ediDate + secretKey)), on valid transactions. */
  signature?: string;
}

/** `signData` of a cash receipt request: hex(sha256(orderId + amount + ediDate + secretKey)). */
export const cashReceiptSignData = (orderId: string, amount: number, ediDate: string, secretKey: string) => sha256Hex(orderId, amount, ediDate, secretKey);
/** `signature` of a cash receipt answer: hex(sha256(tid + orderId + ediDate + secretKey)). */
export const cashReceiptSignature = (tid: string, orderId: string, ediDate: string, secretKey: string) => sha256Hex(tid, orderId, ediDate, secretKey);

/**
 * Body of `POST /v1/receipt/{tid}/cancel` (현금영수증 취소, api/payment-receipt.md): `orderId` is a
 * new one for each cancel; `cancelAmt` left out cancels in full, and a partial cancel must give
 * its 공급가액, 부가세, 면세 and 봉사료 parts.
 */
export interface NicePayCashReceiptCancelRequest {
  orderId: string;
  reason: string;
  cancelAmt: number;
  supplyAmt: number;
  goodsVat: number;
  taxFreeAmt: number;
  serviceAmt: number;
  ediDate: string;
  /** hex(sha256(tid + ediDate + secretKey)). */
  signData: string;
}

/** The answer of a cash receipt cancel: the cancel's own `tid`, and `balanceAmt` left on the receipt. */
export interface NicePayCashReceiptCancel {
  resultCode: string;
  resultMsg: string;
  tid: string;
  orderId: string;
  cancelAmt: number;
  balanceAmt: number;
  cancelledAt: string;
  approveNo?: string | null;
  ediDate?: string;
  /** hex(sha256(tid + orderId + ediDate + secretKey)). */
  signature?: string;
}

/** `signData` of a cash receipt cancel: hex(sha256(tid + ediDate + secretKey)). */
export const cashReceiptCancelSignData = (tid: string, ediDate: string, secretKey: string) => sha256Hex(tid, ediDate, secretKey);
