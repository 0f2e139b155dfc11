import { randomBytes, randomInt } from 'node:crypto';
import {
  NICE_PAY_CODES,
  NICE_PAY_OK,
  cashReceiptCancelSignData,
  cashReceiptSignData,
  cashReceiptSignature,
  type NicePayCashReceipt,
  type NicePayCashReceiptCancel,
} from './nice-pay.protocol.js';

/** A cash receipt the simulator issued. */
export interface SimulatedCashReceipt {
  tid: string;
  orderId: string;
  amount: number;
  goodsName: string;
  receiptType: 'individual' | 'company';
  receiptNo: string;
  supplyAmt: number;
  goodsVat: number;
  approveNo: string;
  approvedAt: string;
  /** What is left after cancels, 원. */
  balanceAmt: number;
  /** Each cancel, by its order id. */
  cancels: { orderId: string; tid: string; cancelAmt: number; supplyAmt: number; goodsVat: number }[];
}

type Answer = { status: number; body: NicePayCashReceipt | NicePayCashReceiptCancel | { resultCode: string; resultMsg: string } };

const fail = ([resultCode, resultMsg]: readonly [string, string]): Answer => ({ status: 200, body: { resultCode, resultMsg } });
const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The simulator's 현금영수증 desk (api/payment-receipt.md): `POST /v1/receipt` checks the fields,
 * the amounts adding up and `signData`, takes an order id once, and issues at once with a
 * 국세청 approval number (the real service approves by D+2). `failNext` makes the next requests
 * fail as if NICE Pay were down (tests of the retry).
 */
export class CashReceiptDesk {
  private readonly receipts = new Map<string, SimulatedCashReceipt>();
  private failures = 0;

  constructor(
    private readonly secretKey: string,
    private readonly now: () => Date,
  ) {}

  /** The next `count` requests answer 9999 (system error) and issue nothing. */
  failNext(count: number): void {
    this.failures = count;
  }

  /** Every receipt issued for the shop order id `orderId` (tests: exactly one). */
  issuedFor(orderId: string): SimulatedCashReceipt[] {
    return [...this.receipts.values()].filter((r) => r.orderId === orderId);
  }

  /** The receipt `tid`, or undefined. */
  get(tid: string): SimulatedCashReceipt | undefined {
    return this.receipts.get(tid);
  }

  /** Answers `POST /v1/receipt`. */
  issue(body: Record<string, unknown>): Answer {
    const { orderId, amount, goodsName, receiptType, receiptNo, supplyAmt, goodsVat, taxFreeAmt, serviceAmt, ediDate, signData } = body;
    if (typeof orderId !== 'string' || !orderId || !int(amount) || amount < 1 || typeof goodsName !== 'string' || !goodsName)
      return fail(NICE_PAY_CODES.missing);
    if (receiptType !== 'individual' && receiptType !== 'company') return fail(NICE_PAY_CODES.missing);
    if (typeof receiptNo !== 'string' || !(receiptType === 'individual' ? /^\d{10,11}$/ : /^\d{10}$/).test(receiptNo)) return fail(NICE_PAY_CODES.missing);
    if (!int(supplyAmt) || !int(goodsVat) || !int(taxFreeAmt) || !int(serviceAmt) || supplyAmt + goodsVat + taxFreeAmt + serviceAmt !== amount)
      return fail(NICE_PAY_CODES.amountMismatch);
    if (signData !== undefined && signData !== cashReceiptSignData(orderId, amount, String(ediDate), this.secretKey)) return fail(NICE_PAY_CODES.badSignature);
    if (this.failures > 0) {
      this.failures -= 1;
      return { status: 500, body: { resultCode: '9999', resultMsg: '시스템 오류' } };
    }
    if ([...this.receipts.values()].some((r) => r.orderId === orderId)) return fail(NICE_PAY_CODES.duplicateOrderId);
    const at = this.now().toISOString();
    const receipt: SimulatedCashReceipt = {
      tid: `nicuntct1r${at.replace(/\D/g, '').slice(2, 14)}${randomBytes(4).toString('hex')}`.slice(0, 30),
      orderId,
      amount,
      goodsName,
      receiptType,
      receiptNo,
      supplyAmt,
      goodsVat,
      approveNo: String(randomInt(100_000_000, 1_000_000_000)),
      approvedAt: at,
      balanceAmt: amount,
      cancels: [],
    };
    this.receipts.set(receipt.tid, receipt);
    return { status: 200, body: this.answer(receipt) };
  }

  /**
   * Answers `POST /v1/receipt/{tid}/cancel`: checks `signData`, a new order id, a reason and, on a
   * partial cancel, parts that add up; cancels at most the balance (in full when `cancelAmt` is left out).
   */
  cancel(tid: string, body: Record<string, unknown>): Answer {
    const receipt = this.receipts.get(tid);
    if (!receipt) return fail(NICE_PAY_CODES.noTransaction);
    const { orderId, reason, cancelAmt, supplyAmt, goodsVat, taxFreeAmt, serviceAmt, ediDate, signData } = body;
    if (typeof orderId !== 'string' || !orderId || typeof reason !== 'string' || !reason) return fail(NICE_PAY_CODES.missing);
    if (signData !== undefined && signData !== cashReceiptCancelSignData(tid, String(ediDate), this.secretKey)) return fail(NICE_PAY_CODES.badSignature);
    if (this.failures > 0) {
      this.failures -= 1;
      return { status: 500, body: { resultCode: '9999', resultMsg: '시스템 오류' } };
    }
    if (orderId === receipt.orderId || [...this.receipts.values()].some((r) => r.cancels.some((c) => c.orderId === orderId)))
      return fail(NICE_PAY_CODES.duplicateOrderId);
    const amount = cancelAmt === undefined ? receipt.balanceAmt : cancelAmt;
    if (!int(amount) || amount < 1 || amount > receipt.balanceAmt) return fail(NICE_PAY_CODES.amountMismatch);
    if (
      cancelAmt !== undefined &&
      (!int(supplyAmt) || !int(goodsVat) || !int(taxFreeAmt) || !int(serviceAmt) || supplyAmt + goodsVat + taxFreeAmt + serviceAmt !== amount)
    )
      return fail(NICE_PAY_CODES.amountMismatch);
    const cancelledAt = this.now().toISOString();
    const cancel = {
      orderId,
      tid: `nicuntct1c${cancelledAt.replace(/\D/g, '').slice(2, 14)}${randomBytes(4).toString('hex')}`.slice(0, 30),
      cancelAmt: amount,
      supplyAmt: Number(supplyAmt ?? 0),
      goodsVat: Number(goodsVat ?? 0),
    };
    receipt.cancels.push(cancel);
    receipt.balanceAmt -= amount;
    const answerDate = this.now().toISOString();
    return {
      status: 200,
      body: {
        resultCode: NICE_PAY_OK,
        resultMsg: '정상 처리되었습니다.',
        tid: cancel.tid,
        orderId,
        cancelAmt: amount,
        balanceAmt: receipt.balanceAmt,
        cancelledAt,
        approveNo: String(randomInt(100_000_000, 1_000_000_000)),
        ediDate: answerDate,
        signature: cashReceiptSignature(cancel.tid, orderId, answerDate, this.secretKey),
      },
    };
  }

  /** Answers `GET /v1/receipt/{tid}` (조회). */
  lookUp(tid: string): Answer {
    const receipt = this.receipts.get(tid);
    return receipt ? { status: 200, body: this.answer(receipt) } : fail(NICE_PAY_CODES.noTransaction);
  }

  private answer(r: SimulatedCashReceipt): NicePayCashReceipt {
    const ediDate = this.now().toISOString();
    return {
      resultCode: NICE_PAY_OK,
      resultMsg: '정상 처리되었습니다.',
      tid: r.tid,
      orderId: r.orderId,
      approvedAt: r.approvedAt,
      approveNo: r.approveNo,
      ediDate,
      signature: cashReceiptSignature(r.tid, r.orderId, ediDate, this.secretKey),
    };
  }
}
