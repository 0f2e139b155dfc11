import type { CashReceiptEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { cashReceiptDecider, vatSplit, type CashReceiptCommand, type RequestCashReceipt } from './cash-receipt.decider.js';

const T0 = '2026-11-25T01:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const meta = (now = T0) => ({ userId: null, now });
const spec = deciderSpec<CashReceiptCommand, CashReceiptEvent, ReturnType<typeof cashReceiptDecider.initialState>>(cashReceiptDecider);

const facts = {
  orderId: 'o1',
  userId: 'u1',
  orderNumber: '20261125-000001',
  amount: 110_000,
  goodsName: '세라믹 세면대 외 1건',
  receiptType: 'PERSON' as const,
  identity: '01012345678',
  refundIds: [] as string[],
};
const request = (now = T0, depositConfirmed = true): RequestCashReceipt => ({
  type: 'RequestCashReceipt',
  data: { ...facts, depositConfirmed },
  metadata: meta(now),
});
const requested = (attempt = 1, requestedAt = T0): CashReceiptEvent => ({
  type: 'CashReceiptRequested',
  data: { ...facts, supplyAmt: 100_000, goodsVat: 10_000, taxFreeAmt: 0, attempt, requestedAt },
});
const issued: CashReceiptEvent = { type: 'CashReceiptIssued', data: { orderId: 'o1', receiptTid: 'r1', approveNo: '123', receiptUrl: null, issuedAt: T0 } };
const failed = (attempt: number, retryAt: string | null, resultCode = '9999', resultMsg = '시스템 오류'): CashReceiptEvent => ({
  type: 'CashReceiptFailed',
  data: { orderId: 'o1', attempt, resultCode, resultMsg, retryAt, failedAt: T0 },
});

describe('cash receipt decider', () => {
  it('asks for the receipt once the deposit is confirmed, with 공급가액 and 부가세 adding up to the total', () => {
    spec.given([]).when(request()).then([requested()]);
    expect(vatSplit(110_000)).toEqual({ supplyAmt: 100_000, goodsVat: 10_000, taxFreeAmt: 0 });
    const odd = vatSplit(33_333);
    expect(odd.supplyAmt + odd.goodsVat).toBe(33_333);
  });

  it('refuses before the deposit is confirmed', () => {
    spec.given([]).when(request(T0, false)).thenThrows('CASH_RECEIPT_NOT_DUE');
  });

  it('does not ask again while a request is open or once issued: a deposit confirmed once issues once', () => {
    spec
      .given([requested()])
      .when(request(later(60_000)))
      .thenNothingHappened();
    spec
      .given([requested(), issued])
      .when(request(later(3600_000)))
      .thenNothingHappened();
    spec
      .given([requested(), issued])
      .when({ type: 'RecordCashReceiptIssued', data: { orderId: 'o1', receiptTid: 'r2', approveNo: null, receiptUrl: null }, metadata: meta() })
      .thenNothingHappened();
  });

  it('asks again for a request left without an outcome for ten minutes', () => {
    spec
      .given([requested()])
      .when(request(later(10 * 60_000)))
      .then([requested(2, later(10 * 60_000))]);
  });

  it('records a failure with a retry a minute later, and asks again only when that time has come', () => {
    spec
      .given([requested()])
      .when({ type: 'RecordCashReceiptFailure', data: { orderId: 'o1', resultCode: '9999', resultMsg: '시스템 오류', retryable: true }, metadata: meta() })
      .then([failed(1, later(60_000))]);
    spec
      .given([requested(), failed(1, later(60_000))])
      .when(request(later(30_000)))
      .thenNothingHappened();
    spec
      .given([requested(), failed(1, later(60_000))])
      .when(request(later(60_000)))
      .then([requested(2, later(60_000))]);
  });

  it('gives up after the fifth failure, and at once on a refusal that a retry cannot mend', () => {
    spec
      .given([requested(5)])
      .when({ type: 'RecordCashReceiptFailure', data: { orderId: 'o1', resultCode: '9999', resultMsg: '시스템 오류', retryable: true }, metadata: meta() })
      .then([failed(5, null)]);
    spec
      .given([requested()])
      .when({
        type: 'RecordCashReceiptFailure',
        data: { orderId: 'o1', resultCode: 'U100', resultMsg: '필수입력항목이 누락되었습니다.', retryable: false },
        metadata: meta(),
      })
      .then([failed(1, null, 'U100', '필수입력항목이 누락되었습니다.')]);
    spec
      .given([requested(), failed(1, null)])
      .when(request(later(86_400_000)))
      .thenNothingHappened();
  });

  it('refuses an outcome without an open request', () => {
    spec
      .given([])
      .when({ type: 'RecordCashReceiptIssued', data: { orderId: 'o1', receiptTid: 'r1', approveNo: null, receiptUrl: null }, metadata: meta() })
      .thenThrows('CASH_RECEIPT_NOT_REQUESTED');
    spec
      .given([requested(), issued])
      .when({ type: 'RecordCashReceiptFailure', data: { orderId: 'o1', resultCode: 'x', resultMsg: 'x', retryable: true }, metadata: meta() })
      .thenThrows('CASH_RECEIPT_NOT_REQUESTED');
  });

  describe('refunds of a bank-transfer order', () => {
    const cancel = (refundId: string, amount: number, now = T0): CashReceiptCommand => ({
      type: 'CancelCashReceipt',
      data: { orderId: 'o1', refundId, amount },
      metadata: meta(now),
    });
    const cancelRequested = (refundId: string, cancelAmt: number, supplyAmt: number, goodsVat: number, attempt = 1, requestedAt = T0): CashReceiptEvent => ({
      type: 'CashReceiptCancelRequested',
      data: { orderId: 'o1', refundId, cancelOrderId: `${refundId}-rc`, cancelAmt, supplyAmt, goodsVat, taxFreeAmt: 0, attempt, requestedAt },
    });
    const canceled = (refundId: string, cancelAmt: number, balanceAmt: number): CashReceiptEvent => ({
      type: 'CashReceiptCanceled',
      data: { orderId: 'o1', refundId, cancelTid: `c-${refundId}`, cancelAmt, balanceAmt, approveNo: null, canceledAt: T0 },
    });

    it('issues no receipt for an order refunded in full before it was asked for', () => {
      spec
        .given([])
        .when({ type: 'RequestCashReceipt', data: { ...facts, amount: 0, refundIds: ['f1'], depositConfirmed: true }, metadata: meta() })
        .then([{ type: 'CashReceiptVoided', data: { orderId: 'o1', voidedAt: T0 } }]);
    });

    it('takes a refund off the issued receipt once, with its own order id and the VAT parts of the refund', () => {
      spec
        .given([requested(), issued])
        .when(cancel('f1', 33_000))
        .then([cancelRequested('f1', 33_000, 30_000, 3_000)]);
      spec
        .given([requested(), issued, cancelRequested('f1', 33_000, 30_000, 3_000), canceled('f1', 33_000, 77_000)])
        .when(cancel('f1', 33_000, later(3600_000)))
        .thenNothingHappened();
    });

    it('does not cancel a refund the issued amount already left out', () => {
      const askedLess: CashReceiptEvent = {
        type: 'CashReceiptRequested',
        data: { ...facts, amount: 77_000, refundIds: ['f1'], supplyAmt: 70_000, goodsVat: 7_000, taxFreeAmt: 0, attempt: 1, requestedAt: T0 },
      };
      spec.given([askedLess, issued]).when(cancel('f1', 33_000)).thenNothingHappened();
    });

    it('waits for the receipt to be issued before taking a refund off it', () => {
      spec.given([requested()]).when(cancel('f1', 33_000)).thenThrows('CASH_RECEIPT_NOT_ISSUED');
    });

    it('lets the cancel that empties the receipt take exactly the 공급가액 and 부가세 left, so all cancels add up to what was issued', () => {
      // 110,000 = 100,000 + 10,000. A first refund of 55,555 splits 50,505 + 5,050; the rest must be 49,495 + 4,950.
      expect(vatSplit(55_555)).toEqual({ supplyAmt: 50_505, goodsVat: 5_050, taxFreeAmt: 0 });
      spec
        .given([requested(), issued, cancelRequested('f1', 55_555, 50_505, 5_050), canceled('f1', 55_555, 54_445)])
        .when(cancel('f2', 60_000))
        .then([cancelRequested('f2', 54_445, 49_495, 4_950)]);
    });

    it('counts a cancel still under way against what is left', () => {
      spec
        .given([requested(), issued, cancelRequested('f1', 100_000, 90_909, 9_091)])
        .when(cancel('f2', 20_000))
        .then([cancelRequested('f2', 10_000, 9_091, 909)]);
    });

    it("tries a failed cancel again only once its retry time has come, and records NICE Pay's answer once", () => {
      const failedCancel: CashReceiptEvent = {
        type: 'CashReceiptCancelFailed',
        data: { orderId: 'o1', refundId: 'f1', attempt: 1, resultCode: '9999', resultMsg: '시스템 오류', retryAt: later(60_000), failedAt: T0 },
      };
      const history = [requested(), issued, cancelRequested('f1', 33_000, 30_000, 3_000), failedCancel];
      spec
        .given(history)
        .when(cancel('f1', 33_000, later(30_000)))
        .thenNothingHappened();
      spec
        .given(history)
        .when(cancel('f1', 33_000, later(60_000)))
        .then([cancelRequested('f1', 33_000, 30_000, 3_000, 2, later(60_000))]);
      spec
        .given([requested(), issued])
        .when({
          type: 'RecordCashReceiptCanceled',
          data: { orderId: 'o1', refundId: 'f1', cancelTid: 'c', cancelAmt: 1, balanceAmt: 1, approveNo: null },
          metadata: meta(),
        })
        .thenThrows('CASH_RECEIPT_NOT_REQUESTED');
    });
  });
});
