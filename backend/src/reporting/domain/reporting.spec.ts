import { OrderStatus, type OrderEvent, type OrderPlaced } from '@shop/contracts';
import { addDays, daysBetween, isDay, isMonth, monthsBetween, monthsOf, readPeriod, seoulDate } from './calendar.js';
import { evolveOrderSale, isSale, saleAmountOf } from './order-sale.js';

describe('Asia/Seoul calendar', () => {
  it('places an instant on the Seoul day, month and day of week', () => {
    // 2026-05-31T15:30Z is Monday 2026-06-01 00:30 in Seoul.
    expect(seoulDate('2026-05-31T15:30:00.000Z')).toEqual({ day: '2026-06-01', month: '2026-06', dayOfWeek: 1 });
    expect(seoulDate('2026-05-31T14:59:59.999Z')).toEqual({ day: '2026-05-31', month: '2026-05', dayOfWeek: 0 });
  });

  it('accepts only real yyyy-mm-dd days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-01', '20260201', 'abc', '', undefined, ['2026-01-01']]) expect(isDay(bad)).toBe(false);
  });

  it('counts days and months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(monthsOf(2026)).toHaveLength(12);
    expect(monthsOf(2026)[11]).toBe('2026-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
    expect(['2026-01', '2026-12'].every(isMonth)).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '1969-12', 202601, undefined]) expect(isMonth(bad)).toBe(false);
  });

  it('reads a period with defaults and refuses a bad one', () => {
    expect(readPeriod(undefined, undefined, '2026-05-30', 30)).toEqual({ ok: true, from: '2026-05-01', to: '2026-05-30' });
    expect(readPeriod('2026-05-10', undefined, '2026-05-30', 30)).toEqual({ ok: true, from: '2026-05-10', to: '2026-05-30' });
    expect(readPeriod(undefined, '2026-01-30', '2026-05-30', 30)).toEqual({ ok: true, from: '2026-01-01', to: '2026-01-30' });
    expect(readPeriod('2026-05-31', '2026-05-30', '2026-05-30', 30).ok).toBe(false);
    expect(readPeriod('2026-02-30', undefined, '2026-05-30', 30).ok).toBe(false);
    expect(readPeriod('2025-01-01', '2026-01-01', '2026-05-30', 30, 366).ok).toBe(true);
    expect(readPeriod('2025-01-01', '2026-01-02', '2026-05-30', 30, 366).ok).toBe(false);
  });
});

describe('evolveOrderSale', () => {
  const placed: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      orderNumber: '20260601-0001',
      userId: 'u1',
      buyer: { username: 'sera2026', name: '김세라' },
      lines: [
        {
          lineId: 'l1',
          productId: 'p1',
          code: 'SINK-1',
          name: '세면대',
          thumb: { url: '' },
          option: {},
          amount: 2,
          salePrice: 30_000,
          totalPrice: 60_000,
          shippingCode: 'parcel' as never,
          shippingBundleType: 'bundle' as never,
        },
      ],
      sender: {} as never,
      receiver: {} as never,
      requestMessage: '',
      paymentMethod: 'bank' as never,
      productsPrice: 60_000,
      shippingPrice: 3_000,
      totalPrice: 63_000,
      bankAccountLine: null,
      placedAt: '2026-05-31T15:30:00.000Z',
    },
  };
  const run = (events: OrderEvent[]) => events.reduce((doc, e) => evolveOrderSale(doc, e), null as ReturnType<typeof evolveOrderSale>);

  it('keeps the order on its Seoul day with its lines, unpaid', () => {
    expect(run([placed])).toMatchObject({
      _id: 'o1',
      day: '2026-06-01',
      month: '2026-06',
      dayOfWeek: 1,
      paid: false,
      canceled: false,
      totalPrice: 63_000,
      lines: [{ productId: 'p1', amount: 2, totalPrice: 60_000 }],
    });
  });

  it('is a sale once paid, and no longer once canceled', () => {
    const paid = run([placed, { type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: null, paidAt: '2026-06-01T01:00:00Z' } }])!;
    expect(isSale(paid)).toBe(true);
    const shipped = evolveOrderSale(paid, {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: OrderStatus.ORDER_PAYMENT, orderStatus: OrderStatus.ORDER_CONFIRM, orderStatusMessage: null, changedAt: '' },
    })!;
    expect(isSale(shipped)).toBe(true);
    const canceled = evolveOrderSale(shipped, {
      type: 'OrderCanceled',
      data: { orderId: 'o1', from: OrderStatus.ORDER_CONFIRM, reason: null, canceledAt: '' },
    })!;
    expect(canceled).toMatchObject({ paid: true, canceled: true, orderStatus: OrderStatus.ORDER_CANCELED });
    expect(isSale(canceled)).toBe(false);
  });

  it('takes refunds off the sale and leaves cancelled or returned lines out of product sales', () => {
    const paid = run([placed, { type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: null, paidAt: '2026-06-01T01:00:00Z' } }])!;
    const returned = run([
      placed,
      { type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: null, paidAt: '2026-06-01T01:00:00Z' } },
      { type: 'RefundCompleted', data: { orderId: 'o1', refundId: 'r1', amount: 54_000, cancelledTid: null, completedAt: '' } },
      {
        type: 'ClaimStatusChanged',
        data: {
          orderId: 'o1',
          claimId: 'c1',
          lineIds: ['l1'],
          from: 'RETURN_REQUESTED',
          claimStatus: 'RETURN_COMPLETED',
          claimStatusMessage: null,
          changedAt: '',
        },
      },
    ])!;
    expect(saleAmountOf(paid)).toBe(63_000);
    expect(saleAmountOf(returned)).toBe(9_000);
    expect(returned.lines[0]).toMatchObject({ lineId: 'l1', canceled: true });
  });

  it('ignores a later event of an order it does not know', () => {
    expect(
      evolveOrderSale(null, { type: 'OrderCanceled', data: { orderId: 'o1', from: OrderStatus.ORDER_NONPAYMENT, reason: null, canceledAt: '' } }),
    ).toBeNull();
  });
});
