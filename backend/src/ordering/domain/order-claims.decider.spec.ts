import {
  CLAIM_TRANSITIONS,
  COLLECTION_TRANSITIONS,
  ClaimStatus,
  CollectionStatus,
  ORDER_TRANSITIONS,
  OrderStatus,
  type ClaimFacts,
  type OrderEvent,
  type OrderPlaced,
} from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';

const now = '2026-11-25T01:00:00.000Z';
const metadata = { userId: 'staff', now };
const line = (lineId: string, totalPrice: number) => ({
  lineId,
  productId: `p-${lineId}`,
  code: lineId,
  name: lineId,
  thumb: { url: '/x.svg' },
  option: {},
  amount: 1,
  salePrice: totalPrice,
  totalPrice,
  shippingCode: 'parcel' as const,
  shippingBundleType: 'bundle' as const,
});
const address = { postcode: '06016', address1: '서울', address2: '' };
/** A card order of two lines, 30,000원 and 50,000원, with 3,000원 shipping. */
const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    orderNumber: '20261125-000001',
    userId: 'u1',
    buyer: { username: 'sera', name: '김세라' },
    lines: [line('a', 30_000), line('b', 50_000)],
    sender: { name: '김세라', phone: '01012345678', email: 'a@b.kr', ...address },
    receiver: { name: '김세라', phone: '01012345678', ...address },
    requestMessage: '',
    paymentMethod: 'card',
    productsPrice: 80_000,
    shippingPrice: 3_000,
    totalPrice: 83_000,
    bankAccountLine: null,
    placedAt: now,
  },
};
const paid: OrderEvent = {
  type: 'OrderPaidByCard',
  data: {
    orderId: 'o1',
    payment: {
      tid: 't1',
      amount: 83_000,
      cardCode: '04',
      cardName: '삼성',
      cardNum: '5361****1234',
      cardQuota: '0',
      approveNo: '1',
      receiptUrl: null,
      paidAt: now,
    },
  },
};
const moved = (lineIds: string[], from: OrderStatus, orderStatus: OrderStatus): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId: 'o1', lineIds, from, orderStatus, orderStatusMessage: null, changedAt: now },
});
const delivered = [
  moved(['a', 'b'], 'ORDER_PAYMENT', 'ORDER_CONFIRM'),
  moved(['a', 'b'], 'ORDER_CONFIRM', 'SHIPPING_CONFIRM'),
  moved(['a', 'b'], 'SHIPPING_CONFIRM', 'DELIVERY_COMPLETE'),
];
const facts = (kind: ClaimFacts['kind'], claimReason: ClaimFacts['claimReason'] = 'CHANGE_OF_MIND'): ClaimFacts => ({
  claimId: 'c1',
  kind,
  claimReason,
  claimReasonDetails: '',
  images: [],
  returnShippingPaidBy: kind === 'CANCEL' ? null : claimReason === 'DEFECTIVE' ? 'shop' : 'buyer',
  requestedAt: now,
});
const claimed = (lineIds: string[], claim: ClaimFacts, claimStatus: ClaimStatus): OrderEvent => ({
  type: 'ClaimRequested',
  data: { orderId: 'o1', lineIds, claim, claimStatus, requestedBy: 'u1' },
});
const requestClaim = (lineIds: string[], kind: ClaimFacts['kind'], claimReason: ClaimFacts['claimReason'] = 'CHANGE_OF_MIND'): OrderCommand => ({
  type: 'RequestClaim',
  data: { orderId: 'o1', claimId: 'c1', lineIds, kind, claimReason, claimReasonDetails: '', images: [] },
  metadata: { userId: 'u1', now },
});
const claimMove = (lineIds: string[], claimStatus: ClaimStatus): OrderCommand => ({
  type: 'ChangeClaimStatus',
  data: { orderId: 'o1', lineIds, claimStatus, claimStatusMessage: null },
  metadata,
});
const refund = (lineIds: string[], refundId = 'r1'): OrderCommand => ({
  type: 'RequestRefund',
  data: { orderId: 'o1', refundId, lineIds, account: null },
  metadata,
});
const refundRequested = (lineIds: string[], amount: number, refundId = 'r1', claimId = 'c1'): OrderEvent => ({
  type: 'RefundRequested',
  data: { orderId: 'o1', refundId, claimId, lineIds, method: 'card', amount, returnShippingPrice: 0, account: null, requestedAt: now },
});
const order = deciderSpec(orderDecider);

describe('claims on order lines', () => {
  it('an unpaid line is cancelled at once', () =>
    order
      .given([placed])
      .when(requestClaim(['a'], 'CANCEL'))
      .then([claimed(['a'], facts('CANCEL'), 'CANCEL_COMPLETED')]));

  it('cancelling the last open lines cancels the order too', () =>
    order
      .given([placed, claimed(['a'], facts('CANCEL'), 'CANCEL_COMPLETED')])
      .when(requestClaim(['b'], 'CANCEL'))
      .then([
        claimed(['b'], facts('CANCEL'), 'CANCEL_COMPLETED'),
        { type: 'OrderCanceled', data: { orderId: 'o1', from: 'ORDER_NONPAYMENT', reason: '주문 상품이 모두 취소되었습니다', canceledAt: now } },
      ]));

  it('a whole-order cancel takes every line still open to a cancel, and none left is refused', () => {
    const all: OrderCommand = { ...requestClaim(['a'], 'CANCEL'), data: { ...(requestClaim(['a'], 'CANCEL').data as object), lineIds: null } } as OrderCommand;
    order
      .given([placed, paid, claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED')])
      .when(all)
      .then([claimed(['b'], facts('CANCEL'), 'CANCEL_REQUESTED')]);
    order
      .given([placed, paid, ...delivered])
      .when(all)
      .thenThrows('CLAIM_NOT_ALLOWED');
  });

  it('a paid line’s cancel is a request', () =>
    order
      .given([placed, paid])
      .when(requestClaim(['a'], 'CANCEL'))
      .then([claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED')]));

  it('a paid cancel completes only after its refund', () => {
    const history = [placed, paid, claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED')];
    order
      .given(history)
      .when(claimMove(['a'], 'CANCEL_COMPLETED'))
      .thenThrows('INVALID_TRANSITION');
    order
      .given([
        ...history,
        refundRequested(['a'], 30_000),
        { type: 'RefundCompleted', data: { orderId: 'o1', refundId: 'r1', amount: 30_000, cancelledTid: 'x', completedAt: now } },
      ])
      .when(claimMove(['a'], 'CANCEL_COMPLETED'))
      .then([
        {
          type: 'ClaimStatusChanged',
          data: {
            orderId: 'o1',
            claimId: 'c1',
            lineIds: ['a'],
            from: 'CANCEL_REQUESTED',
            claimStatus: 'CANCEL_COMPLETED',
            claimStatusMessage: null,
            changedAt: now,
          },
        },
      ]);
  });

  it('refunds a cancelled line’s price, and the shipping with the last line', () => {
    order
      .given([placed, paid, claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED')])
      .when(refund(['a']))
      .then([refundRequested(['a'], 30_000)]);
    order
      .given([placed, paid, claimed(['a', 'b'], facts('CANCEL'), 'CANCEL_REQUESTED')])
      .when(refund(['a', 'b']))
      .then([refundRequested(['a', 'b'], 83_000)]);
  });

  it('never refunds a line twice, nor more than is left of the payment', () => {
    const history = [placed, paid, claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED'), refundRequested(['a'], 30_000)];
    order
      .given(history)
      .when(refund(['a']))
      .thenNothingHappened();
    order
      .given(history)
      .when(refund(['a'], 'r2'))
      .thenThrows('REFUND_EXCEEDS_PAYMENT');
    order
      .given([placed, paid, claimed(['a', 'b'], facts('CANCEL'), 'CANCEL_REQUESTED'), refundRequested(['b'], 60_000, 'other', 'c0')])
      .when(refund(['a', 'b']))
      .thenThrows('REFUND_EXCEEDS_PAYMENT');
  });

  it('a failed refund frees its hold and may be asked again', () =>
    order
      .given([
        placed,
        paid,
        claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED'),
        refundRequested(['a'], 30_000),
        { type: 'RefundFailed', data: { orderId: 'o1', refundId: 'r1', reason: '한도 초과', failedAt: now } },
      ])
      .when(refund(['a']))
      .then([refundRequested(['a'], 30_000)]));

  it('a return at the buyer’s cost refunds the line less the return shipping; at the shop’s fault the line in full', () => {
    const history = [placed, paid, ...delivered];
    order
      .given([...history, claimed(['a'], facts('RETURN'), 'RETURN_REQUESTED')])
      .when(refund(['a']))
      .then([{ ...refundRequested(['a'], 24_000), data: { ...(refundRequested(['a'], 24_000).data as object), returnShippingPrice: 6_000 } } as OrderEvent]);
    order
      .given([...history, claimed(['a'], facts('RETURN', 'DEFECTIVE'), 'RETURN_REQUESTED')])
      .when(refund(['a']))
      .then([refundRequested(['a'], 30_000)]);
  });

  it('a return completes only once collected', () => {
    const history = [placed, ...delivered, claimed(['a'], facts('RETURN'), 'RETURN_REQUESTED')];
    order
      .given(history)
      .when(claimMove(['a'], 'RETURN_COMPLETED'))
      .thenThrows('COLLECTION_NOT_COMPLETE');
    order
      .given(history)
      .when({ type: 'ChangeCollectionStatus', data: { orderId: 'o1', lineIds: ['a'], collectionStatus: 'COLLECTION_PENDING' }, metadata })
      .then([
        { type: 'CollectionStatusChanged', data: { orderId: 'o1', claimId: 'c1', lineIds: ['a'], collectionStatus: 'COLLECTION_PENDING', changedAt: now } },
      ]);
  });

  it('returns and exchanges only after delivery; nothing after 구매확정', () => {
    order
      .given([placed, paid])
      .when(requestClaim(['a'], 'RETURN'))
      .thenThrows('CLAIM_NOT_ALLOWED');
    order
      .given([placed, paid, ...delivered])
      .when(requestClaim(['a'], 'CANCEL'))
      .thenThrows('CLAIM_NOT_ALLOWED');
    order
      .given([placed, paid, ...delivered, { type: 'PurchasesConfirmed', data: { orderId: 'o1', lineIds: ['a'], confirmedBy: 'member', confirmedAt: now } }])
      .when(requestClaim(['a'], 'EXCHANGE'))
      .thenThrows('CLAIM_NOT_ALLOWED');
  });

  it('구매확정 takes delivered lines without a claim in progress', () => {
    const confirm = (lineIds: string[] | null): OrderCommand => ({
      type: 'ConfirmPurchases',
      data: { orderId: 'o1', lineIds, confirmedBy: 'member' },
      metadata,
    });
    order.given([placed, paid]).when(confirm(null)).thenThrows('NOT_CONFIRMABLE');
    order
      .given([placed, paid, ...delivered, claimed(['b'], facts('EXCHANGE'), 'EXCHANGE_REQUESTED')])
      .when(confirm(null))
      .then([{ type: 'PurchasesConfirmed', data: { orderId: 'o1', lineIds: ['a'], confirmedBy: 'member', confirmedAt: now } }]);
    order
      .given([placed, paid, ...delivered, claimed(['b'], facts('EXCHANGE'), 'EXCHANGE_REQUESTED')])
      .when(confirm(['b']))
      .thenThrows('NOT_CONFIRMABLE');
  });

  it('a line with a claim in progress is not shipped', () =>
    order
      .given([placed, paid, claimed(['a'], facts('CANCEL'), 'CANCEL_REQUESTED')])
      .when({ type: 'ChangeOrderStatus', data: { orderId: 'o1', lineIds: ['a'], orderStatus: 'ORDER_CONFIRM', orderStatusMessage: null }, metadata })
      .thenThrows('CLAIM_OPEN'));

  it('an invoice ships a line being prepared', () =>
    order
      .given([placed, paid, moved(['a'], 'ORDER_PAYMENT', 'ORDER_CONFIRM')])
      .when({ type: 'RegisterInvoice', data: { orderId: 'o1', lineIds: ['a'], courierCode: '04', invoiceNumber: '601234567890' }, metadata })
      .then([
        {
          type: 'InvoiceRegistered',
          data: { orderId: 'o1', lineIds: ['a'], invoice: { courierCode: '04', courierName: 'CJ대한통운', invoiceNumber: '601234567890', registeredAt: now } },
        },
        moved(['a'], 'ORDER_CONFIRM', 'SHIPPING_CONFIRM'),
      ]));

  it('the replacement of an exchange ships with its own invoice, moving the claim to 교환배송중', () => {
    const exchanging = [placed, paid, ...delivered, claimed(['a'], facts('EXCHANGE', 'DEFECTIVE'), 'EXCHANGE_REQUESTED')];
    const invoice: OrderCommand = {
      type: 'RegisterInvoice',
      data: { orderId: 'o1', lineIds: ['a'], courierCode: '04', invoiceNumber: '601234567891' },
      metadata,
    };
    const pending: OrderEvent = {
      type: 'ClaimStatusChanged',
      data: {
        orderId: 'o1',
        claimId: 'c1',
        lineIds: ['a'],
        from: 'EXCHANGE_REQUESTED',
        claimStatus: 'EXCHANGE_PENDING',
        claimStatusMessage: null,
        changedAt: now,
      },
    };
    order.given(exchanging).when(invoice).thenThrows('INVOICE_NOT_ALLOWED'); // not accepted yet: nothing to ship
    order
      .given([...exchanging, pending])
      .when(invoice)
      .then([
        {
          type: 'InvoiceRegistered',
          data: {
            orderId: 'o1',
            lineIds: ['a'],
            invoice: { courierCode: '04', courierName: 'CJ대한통운', invoiceNumber: '601234567891', registeredAt: now },
            exchange: true,
          },
        },
        {
          type: 'ClaimStatusChanged',
          data: {
            orderId: 'o1',
            claimId: 'c1',
            lineIds: ['a'],
            from: 'EXCHANGE_PENDING',
            claimStatus: 'EXCHANGE_SHIPPING',
            claimStatusMessage: null,
            changedAt: now,
          },
        },
      ]);
  });
});

describe('every move outside the tables is refused', () => {
  const claimStates = Object.keys(CLAIM_TRANSITIONS).filter((s) => s !== 'NONE') as ClaimStatus[];
  for (const from of claimStates) {
    const refused = Object.values(ClaimStatus).filter((to) => !CLAIM_TRANSITIONS[from].includes(to) && to !== from);
    it(`claimStatus ${from} → ${refused.join(', ')}`, () => {
      const kind = from.split('_')[0] as ClaimFacts['kind'];
      for (const to of refused)
        order
          .given([placed, ...delivered, claimed(['a'], facts(kind), from)])
          .when(claimMove(['a'], to))
          .thenThrows('INVALID_TRANSITION');
    });
  }

  for (const from of Object.values(OrderStatus).filter((s) => s !== 'ORDER_NONPAYMENT' && s !== 'ORDER_CANCELED')) {
    const refused = Object.values(OrderStatus).filter((to) => !ORDER_TRANSITIONS[from].includes(to) && to !== from);
    it(`orderStatus of a line ${from} → ${refused.join(', ')}`, () => {
      for (const to of refused) {
        order
          .given([placed, paid, moved(['a'], 'ORDER_PAYMENT', from)])
          .when({ type: 'ChangeOrderStatus', data: { orderId: 'o1', lineIds: ['a'], orderStatus: to, orderStatusMessage: null }, metadata })
          .thenThrows('INVALID_TRANSITION');
      }
    });
  }

  for (const from of Object.keys(COLLECTION_TRANSITIONS) as (CollectionStatus | 'NONE')[]) {
    const refused = Object.values(CollectionStatus).filter((to) => !COLLECTION_TRANSITIONS[from].includes(to));
    it(`collection ${from} → ${refused.join(', ') || '(none)'}`, () => {
      const history: OrderEvent[] = [placed, ...delivered, claimed(['a'], facts('RETURN'), 'RETURN_REQUESTED')];
      if (from !== 'NONE')
        history.push({ type: 'CollectionStatusChanged', data: { orderId: 'o1', claimId: 'c1', lineIds: ['a'], collectionStatus: from, changedAt: now } });
      for (const to of refused) {
        order
          .given(history)
          .when({ type: 'ChangeCollectionStatus', data: { orderId: 'o1', lineIds: ['a'], collectionStatus: to }, metadata })
          .thenThrows('INVALID_TRANSITION');
      }
    });
  }
});
