import { Injectable } from '@nestjs/common';
import {
  CASH_RECEIPT_TYPE_TEXT,
  groupThousands,
  PaymentMethod,
  maskCashReceiptIdentity,
  type CashReceiptEvent,
  type OrderEvent,
  type OrderPlaced,
  type Receipt,
  type ReceiptStatus,
} from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of the members' receipts. */
export const RECEIPTS = 'receipts';

/**
 * A receipt as stored: what the member sees, plus whose it is, whether it shows yet (a card
 * receipt once paid), whether the deposit was confirmed and when a failed cash receipt is tried again.
 */
export type ReceiptDoc = Receipt & {
  _user: string;
  visible: boolean;
  paid: boolean;
  retryAt: string | null;
  /** CASH: refunds completed on the order; those left out of the issued amount or cancelled; those whose cancel failed, with its retry time. */
  refundIds?: string[];
  settledRefundIds?: string[];
  failingCancels?: Record<string, string | null>;
  /** CASH: the amount the receipt was asked for (its amount shows what is left after cancels). */
  issuedAmount?: number;
  /** CASH: an issued receipt has a refund to take off. */
  cancelDue?: boolean;
  /** CASH: the soonest retry time of a failed cancel. */
  cancelRetryAt?: string | null;
};

export const RECEIPT_STATUS_TEXT: Record<ReceiptStatus, string> = { ISSUED: '발행완료', PENDING: '발행대기', FAILED: '발행실패', CANCELED: '발행취소' };

/** What the member reads under a cash receipt not issued yet. */
export const CASH_RECEIPT_NOTE = {
  awaitingDeposit: '입금이 확인되면 발행됩니다',
  requested: '발행을 요청했습니다',
  retrying: (why: string) => `발행하지 못해 다시 시도합니다 (${why})`,
  failed: (why: string) => `발행하지 못했습니다 (${why}). 고객센터로 문의해주세요`,
  voided: '전액 환불되어 발행하지 않습니다',
  canceled: '전액 환불되어 발행이 취소되었습니다',
  partlyCanceled: (won: number) => `환불된 ${groupThousands(won)}원이 취소되었습니다`,
  cancelRetrying: (why: string) => `환불 금액의 취소를 다시 시도합니다 (${why})`,
  cancelFailed: (why: string) => `환불 금액을 취소하지 못했습니다 (${why}). 고객센터로 문의해주세요`,
} as const;

/**
 * Recomputes whether an issued cash receipt has a refund to take off and when a failed cancel is
 * tried again, from the refunds the document knows.
 */
function withCancelsDue(doc: ReceiptDoc): ReceiptDoc {
  const settled = new Set(doc.settledRefundIds ?? []);
  const failing = doc.failingCancels ?? {};
  const retries = Object.values(failing)
    .filter((t): t is string => t !== null)
    .sort();
  return {
    ...doc,
    cancelDue: doc.status === 'ISSUED' && (doc.refundIds ?? []).some((id) => !settled.has(id) && !(id in failing)),
    cancelRetryAt: retries[0] ?? null,
  };
}

/** The goods name a receipt shows and NICE Pay receives: the first line's product and how many more (at most 40 characters). */
export function goodsNameOf(lines: OrderPlaced['data']['lines']): string {
  const first = lines[0]?.name ?? '주문 상품';
  const more = lines.length > 1 ? ` 외 ${lines.length - 1}건` : '';
  return first.length + more.length > 40 ? `${first.slice(0, 39 - more.length)}…${more}` : `${first}${more}`;
}

const withStatus = (doc: ReceiptDoc, status: ReceiptStatus, fields: Partial<ReceiptDoc>): ReceiptDoc => ({
  ...doc,
  ...fields,
  status,
  statusText: RECEIPT_STATUS_TEXT[status],
});

/**
 * The members' receipts (/mypage/receipt): a card payment's 매출전표 once NICE Pay approved it,
 * and a bank transfer's 현금영수증 from the order on (발행대기 → 발행완료 or 발행실패). The
 * cash receipt's phone or business number is stored masked only. An order paid whole with
 * coupons and points (0원) has none.
 */
@Injectable()
export class ReceiptsProjection implements Projection {
  readonly name = 'receipts';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 3;
  readonly handles = [
    'OrderPlaced',
    'OrderPaymentConfirmed',
    'OrderPaidByCard',
    'OrderCanceled',
    'RefundCompleted',
    'CashReceiptRequested',
    'CashReceiptIssued',
    'CashReceiptFailed',
    'CashReceiptVoided',
    'CashReceiptCancelRequested',
    'CashReceiptCanceled',
    'CashReceiptCancelFailed',
  ];
  readonly collections = [RECEIPTS];
  readonly indexes: Record<string, IndexSpec[]> = { [RECEIPTS]: [{ key: { _user: 1, visible: 1, createdAt: -1 } }, { key: { kind: 1, status: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as OrderEvent | CashReceiptEvent;
    const cash = (orderId: string, evolve: (doc: ReceiptDoc) => ReceiptDoc | null) =>
      applyOnce<ReceiptDoc>(store, RECEIPTS, `cash-${orderId}`, stored, (doc) => (doc ? evolve(doc) : null));
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        const receipt = d.paymentMethod === PaymentMethod.BANK ? d.cashReceipt : null;
        if (d.paymentMethod === PaymentMethod.BANK && !receipt?.enabled) return;
        if (d.totalPrice <= 0) return; // paid whole with coupons and points: no card was charged, no money to receipt
        const kind = receipt ? 'CASH' : 'CARD';
        return applyOnce<ReceiptDoc>(store, RECEIPTS, `${kind.toLowerCase()}-${d.orderId}`, stored, () => ({
          _id: `${kind.toLowerCase()}-${d.orderId}`,
          kind,
          _order: d.orderId,
          _user: d.userId,
          orderNumber: d.orderNumber,
          amount: d.totalPrice,
          goodsName: goodsNameOf(d.lines),
          status: 'PENDING',
          statusText: RECEIPT_STATUS_TEXT.PENDING,
          description: receipt ? CASH_RECEIPT_TYPE_TEXT[receipt.type] : '신용카드',
          identityMasked: receipt ? maskCashReceiptIdentity(receipt.type, receipt.identity) : null,
          approveNo: null,
          receiptUrl: null,
          message: receipt ? CASH_RECEIPT_NOTE.awaitingDeposit : null,
          createdAt: d.placedAt,
          issuedAt: null,
          visible: kind === 'CASH',
          paid: false,
          retryAt: null,
        }));
      }
      case 'OrderPaymentConfirmed':
        return cash(event.data.orderId, (doc) => ({ ...doc, paid: true, message: doc.status === 'PENDING' ? CASH_RECEIPT_NOTE.requested : doc.message }));
      case 'OrderPaidByCard': {
        const { orderId, payment } = event.data;
        return applyOnce<ReceiptDoc>(store, RECEIPTS, `card-${orderId}`, stored, (doc) =>
          doc
            ? withStatus(doc, 'ISSUED', {
                amount: payment.amount,
                description: `${payment.cardName} ${payment.cardNum}`.trim(),
                approveNo: payment.approveNo,
                receiptUrl: payment.receiptUrl,
                issuedAt: payment.paidAt,
                visible: true,
                paid: true,
              })
            : null,
        );
      }
      case 'OrderCanceled': {
        // An order cancelled before it was paid leaves no receipt.
        const { orderId } = event.data;
        await applyOnce<ReceiptDoc>(store, RECEIPTS, `card-${orderId}`, stored, (doc) => (doc && !doc.paid ? null : doc));
        return cash(orderId, (doc) => (doc.paid ? doc : null));
      }
      case 'RefundCompleted':
        return cash(event.data.orderId, (doc) => withCancelsDue({ ...doc, refundIds: [...(doc.refundIds ?? []), event.data.refundId] }));
      case 'CashReceiptRequested': {
        const d = event.data;
        return cash(d.orderId, (doc) =>
          withStatus(doc, 'PENDING', {
            paid: true,
            retryAt: null,
            amount: d.amount,
            issuedAmount: d.amount,
            settledRefundIds: d.refundIds ?? [],
            message: CASH_RECEIPT_NOTE.requested,
          }),
        );
      }
      case 'CashReceiptIssued': {
        const d = event.data;
        return cash(d.orderId, (doc) =>
          withCancelsDue(withStatus(doc, 'ISSUED', { approveNo: d.approveNo, receiptUrl: d.receiptUrl, issuedAt: d.issuedAt, message: null, retryAt: null })),
        );
      }
      case 'CashReceiptVoided':
        return cash(event.data.orderId, (doc) => withStatus(doc, 'CANCELED', { amount: 0, retryAt: null, message: CASH_RECEIPT_NOTE.voided }));
      case 'CashReceiptCancelRequested':
        return cash(event.data.orderId, (doc) => {
          const { [event.data.refundId]: _retried, ...failing } = doc.failingCancels ?? {};
          return withCancelsDue({ ...doc, failingCancels: failing, settledRefundIds: [...(doc.settledRefundIds ?? []), event.data.refundId] });
        });
      case 'CashReceiptCanceled': {
        const d = event.data;
        return cash(d.orderId, (doc) =>
          d.balanceAmt === 0
            ? withStatus(doc, 'CANCELED', { amount: 0, message: CASH_RECEIPT_NOTE.canceled })
            : { ...doc, amount: d.balanceAmt, message: CASH_RECEIPT_NOTE.partlyCanceled((doc.issuedAmount ?? doc.amount) - d.balanceAmt) },
        );
      }
      case 'CashReceiptCancelFailed': {
        const d = event.data;
        return cash(d.orderId, (doc) =>
          withCancelsDue({
            ...doc,
            settledRefundIds: (doc.settledRefundIds ?? []).filter((id) => id !== d.refundId),
            failingCancels: { ...doc.failingCancels, [d.refundId]: d.retryAt },
            message: d.retryAt ? CASH_RECEIPT_NOTE.cancelRetrying(d.resultMsg) : CASH_RECEIPT_NOTE.cancelFailed(d.resultMsg),
          }),
        );
      }
      case 'CashReceiptFailed': {
        const d = event.data;
        return cash(d.orderId, (doc) =>
          withStatus(doc, 'FAILED', {
            retryAt: d.retryAt,
            message: d.retryAt ? CASH_RECEIPT_NOTE.retrying(d.resultMsg) : CASH_RECEIPT_NOTE.failed(d.resultMsg),
          }),
        );
      }
    }
  }
}
