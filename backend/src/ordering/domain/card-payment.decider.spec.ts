import type { CardApproval, CardPaymentEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { cardPaymentDecider, type CardPaymentCommand } from './card-payment.decider.js';

const now = '2026-11-25T01:00:00.000Z';
const metadata = { userId: null, now };
const approval: CardApproval = {
  tid: 't1',
  amount: 50_000,
  cardCode: '04',
  cardName: '삼성',
  cardNum: '536112******1234',
  cardQuota: '0',
  approveNo: '12345678',
  receiptUrl: '/r/t1',
  paidAt: now,
};
const authenticated: CardPaymentEvent = { type: 'CardPaymentAuthenticated', data: { tid: 't1', orderId: 'o1', amount: 50_000, authenticatedAt: now } };
const approved: CardPaymentEvent = { type: 'CardPaymentApproved', data: { orderId: 'o1', payment: approval } };
const payment = deciderSpec(cardPaymentDecider);
const cancel = (cancelAmt: number, balanceAmt: number): CardPaymentCommand => ({
  type: 'RecordCardCancel',
  data: { tid: 't1', orderId: 'o1', cancelAmt, balanceAmt, cancelledTid: 'c1', reason: '반품' },
  metadata,
});

describe('a card payment', () => {
  it('is taken up once: the same authentication delivered again is refused', () => {
    payment
      .given([])
      .when({ type: 'AuthenticateCardPayment', data: { tid: 't1', orderId: 'o1', amount: 50_000 }, metadata })
      .then([authenticated]);
    payment
      .given([authenticated])
      .when({ type: 'AuthenticateCardPayment', data: { tid: 't1', orderId: 'o1', amount: 50_000 }, metadata })
      .thenThrows('CARD_PAYMENT_IN_PROGRESS');
  });

  it('is approved only after it was taken up, and an approval recorded twice changes nothing', () => {
    payment
      .given([])
      .when({ type: 'RecordCardApproval', data: { orderId: 'o1', payment: approval }, metadata })
      .thenThrows('CARD_PAYMENT_IN_PROGRESS');
    payment
      .given([authenticated])
      .when({ type: 'RecordCardApproval', data: { orderId: 'o1', payment: approval }, metadata })
      .then([approved]);
    payment
      .given([authenticated, approved])
      .when({ type: 'RecordCardApproval', data: { orderId: 'o1', payment: approval }, metadata })
      .thenNothingHappened();
  });

  it('cannot be refused after it was approved', () => {
    payment
      .given([authenticated, approved])
      .when({ type: 'RecordCardRefusal', data: { tid: 't1', orderId: 'o1', resultCode: '3011', resultMsg: '카드번호 오류' }, metadata })
      .thenThrows('CARD_PAYMENT_IN_PROGRESS');
  });

  it('is refunded down to nothing, never below, with NICE Pay balance agreeing', () => {
    payment
      .given([authenticated, approved])
      .when(cancel(20_000, 30_000))
      .then([{ type: 'CardPaymentCanceled', data: { ...cancel(20_000, 30_000).data, canceledAt: now } as never }]);
    const partly: CardPaymentEvent = {
      type: 'CardPaymentCanceled',
      data: { tid: 't1', orderId: 'o1', cancelAmt: 20_000, balanceAmt: 30_000, cancelledTid: 'c1', reason: '반품', canceledAt: now },
    };
    payment.given([authenticated, approved, partly]).when(cancel(40_000, -10_000)).thenThrows('PAYMENT_AMOUNT_MISMATCH');
    payment
      .given([authenticated, approved, partly])
      .when(cancel(30_000, 0))
      .then([{ type: 'CardPaymentCanceled', data: { ...cancel(30_000, 0).data, canceledAt: now } as never }]);
  });

  it('is net-cancelled when the approval outcome was unknown, once', () => {
    const netCancel: CardPaymentCommand = { type: 'RecordCardNetCancel', data: { tid: 't1', orderId: 'o1', reason: '승인 결과 미확인' }, metadata };
    const netCanceled: CardPaymentEvent = { type: 'CardPaymentNetCanceled', data: { tid: 't1', orderId: 'o1', reason: '승인 결과 미확인', canceledAt: now } };
    payment.given([authenticated]).when(netCancel).then([netCanceled]);
    payment.given([authenticated, netCanceled]).when(netCancel).thenNothingHappened();
  });
});
