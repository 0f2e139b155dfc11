import { describe, expect, it } from '@jest/globals';
import type { OrderPlaced } from '@shop/contracts';
import type { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { Command, Decider, DomainEvent } from '../../../platform/event-sourcing/decider.js';
import { NicePayClient } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { inProcessFetch } from '../../../platform/payments/nice-pay/nice-pay.module.js';
import { NicePaySimulator } from '../../../platform/payments/nice-pay/nice-pay.simulator.js';
import { ApproveCardPaymentHandler, paymentAttemptId } from './approve-card-payment.handler.js';

const now = '2026-11-25T01:00:00.000Z';
const CLIENT = { clientId: 'S2_test', secretKey: 'secret' };
const placed = (orderId: string, totalPrice: number): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: '20261125-000001',
    userId: 'u1',
    buyer: { username: 'sera2026', name: '김세라' },
    lines: [],
    sender: { name: '김세라', phone: '01012345678', email: 'a@b.kr', postcode: '06016', address1: '서울', address2: '' },
    receiver: { name: '김세라', phone: '01012345678', postcode: '06016', address1: '서울', address2: '' },
    requestMessage: '',
    paymentMethod: 'card',
    productsPrice: totalPrice,
    shippingPrice: 0,
    totalPrice,
    bankAccountLine: null,
    placedAt: now,
  },
});

/** A CommandRunner on streams kept in memory: fold, decide, append (as the real one, without the store). */
function memoryRunner(streams: Map<string, DomainEvent[]>) {
  const fold = <S>(id: string, decider: Decider<Command, DomainEvent, S>) => (streams.get(id) ?? []).reduce(decider.evolve, decider.initialState());
  return {
    load: async <S>(id: string, decider: Decider<Command, DomainEvent, S>) => ({ state: fold(id, decider), revision: (streams.get(id)?.length ?? 0) - 1 }),
    handle: async <S>(id: string, decider: Decider<Command, DomainEvent, S>, command: Command) => {
      const events = decider.decide(command, fold(id, decider));
      streams.set(id, [...(streams.get(id) ?? []), ...events]);
      return { events, state: fold(id, decider), position: 1, revision: streams.get(id)!.length - 1 };
    },
  } as unknown as CommandRunner;
}

/** A new payment window's order id for order o1 (NICE Pay takes a paid one only once). */
let attempt = 0;
const o1 = () => paymentAttemptId('o1', new Date(Date.parse(now) + ++attempt).toISOString());

function setUp(totalPrice = 120_000) {
  const simulator = new NicePaySimulator({ base: '/nicepay-sim', ...CLIENT, slowApprovalMs: 2_000 });
  const client = new NicePayClient({ apiUrl: 'http://sim/nicepay-sim', ...CLIENT, timeoutMs: 200, fetch: inProcessFetch(simulator) });
  const streams = new Map<string, DomainEvent[]>([['order-o1', [placed('o1', totalPrice)]]]);
  const handler = new ApproveCardPaymentHandler(memoryRunner(streams), client);
  const approve = (authResult: Awaited<ReturnType<NicePaySimulator['payInWindow']>>) =>
    handler.execute({ type: 'ApproveCardPayment', data: { authResult }, metadata: { userId: null, now } });
  const types = (stream: string) => (streams.get(stream) ?? []).map((e) => e.type);
  return { simulator, streams, approve, types };
}

describe('approving a card payment (NICE Pay server-approval model)', () => {
  it('pays the order once with what NICE Pay approved, however often the result arrives', async () => {
    const { simulator, approve, types, streams } = setUp();
    const result = await simulator.payInWindow({ orderId: o1(), amount: 120_000 });
    await expect(approve(result)).resolves.toMatchObject({ orderId: 'o1' });
    // Delivered again (a reload of the result page): answered as paid, not charged again.
    await expect(approve(result)).resolves.toMatchObject({ orderId: 'o1', position: 0 });
    expect(types('order-o1')).toEqual(['OrderPlaced', 'OrderPaidByCard']);
    expect(types(`card-payment-${result.tid}`)).toEqual(['CardPaymentAuthenticated', 'CardPaymentApproved']);
    const paid = streams.get('order-o1')![1]!.data as { payment: { amount: number; cardName: string; approveNo: string; receiptUrl: string } };
    expect(paid.payment).toMatchObject({
      amount: 120_000,
      cardName: '신한',
      approveNo: expect.stringMatching(/^\d{8}$/),
      receiptUrl: expect.stringContaining(result.tid!),
    });
    expect(simulator.transaction(result.tid!)).toMatchObject({ status: 'paid', balanceAmt: 120_000 });
  });

  it('charges nothing when the amount or the order was changed, or the signature forged', async () => {
    const { simulator, approve, types } = setUp();
    const cheaper = await simulator.payInWindow({ orderId: o1(), amount: 1_000 });
    await expect(approve(cheaper)).rejects.toMatchObject({ code: 'CARD_AUTHENTICATION_FAILED', status: 422 });
    const forged = await simulator.payInWindow({ orderId: o1(), amount: 120_000, cardNumber: '4000-0000-0000-0127' });
    await expect(approve(forged)).rejects.toMatchObject({ code: 'CARD_AUTHENTICATION_FAILED' });
    const elsewhere = await simulator.payInWindow({ orderId: paymentAttemptId('o2', now), amount: 120_000 });
    await expect(approve(elsewhere)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(types('order-o1')).toEqual(['OrderPlaced']);
    expect(simulator.transaction(forged.tid!)?.status).toBe('ready');
  });

  it('refuses a result without an order id', async () => {
    const { approve } = setUp();
    await expect(approve({} as never)).rejects.toMatchObject({ code: 'CARD_AUTHENTICATION_FAILED' });
  });

  it('leaves the order unpaid with the card company message when the card is declined', async () => {
    const { simulator, approve, types } = setUp();
    const declined = await simulator.payInWindow({ orderId: o1(), amount: 120_000, cardNumber: '4000-0000-0000-0002' });
    await expect(approve(declined)).rejects.toMatchObject({ code: 'CARD_AUTHENTICATION_FAILED', message: '카드번호 오류' });
    expect(types('order-o1')).toEqual(['OrderPlaced']);
  });

  it('net-cancels an approval that timed out after charging, and leaves the order unpaid', async () => {
    const { simulator, approve, types } = setUp();
    const slow = await simulator.payInWindow({ orderId: o1(), amount: 120_000, cardNumber: '4000-0000-0000-0119' });
    await expect(approve(slow)).rejects.toMatchObject({ code: 'CARD_PAYMENT_UNCERTAIN' });
    expect(simulator.transaction(slow.tid!)).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    expect(types(`card-payment-${slow.tid}`)).toEqual(['CardPaymentAuthenticated', 'CardPaymentNetCanceled']);
    expect(types('order-o1')).toEqual(['OrderPlaced']);
    // The buyer pays again with another card: the order is paid.
    const again = await simulator.payInWindow({ orderId: o1(), amount: 120_000 });
    await expect(approve(again)).resolves.toMatchObject({ orderId: 'o1' });
    expect(types('order-o1')).toEqual(['OrderPlaced', 'OrderPaidByCard']);
  });

  it('refuses a second payment of a paid order before charging it, and a concurrent twin of the same result', async () => {
    const { simulator, approve } = setUp();
    await approve(await simulator.payInWindow({ orderId: o1(), amount: 120_000 }));
    const second = await simulator.payInWindow({ orderId: o1(), amount: 120_000 });
    await expect(approve(second)).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    expect(simulator.transaction(second.tid!)?.status).toBe('ready');
  });

  it('approves a result posted twice at once exactly once', async () => {
    const { simulator, approve, types } = setUp();
    const result = await simulator.payInWindow({ orderId: o1(), amount: 120_000 });
    const outcomes = await Promise.allSettled([approve(result), approve(result)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'CARD_PAYMENT_IN_PROGRESS' } });
    expect(types('order-o1')).toEqual(['OrderPlaced', 'OrderPaidByCard']);
  });
});
