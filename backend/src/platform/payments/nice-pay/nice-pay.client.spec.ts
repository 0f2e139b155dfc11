import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { NicePayAuthResultError, NicePayClient, NicePayRefusedError, NicePayUnknownOutcomeError } from './nice-pay.client.js';
import type { NicePayAuthResult } from './nice-pay.protocol.js';
import { NicePaySimulator } from './nice-pay.simulator.js';

const CLIENT_ID = 'S2_af4543a0be4d49a98122e01ec2059a56';
const SECRET = '9eb85607103646da9f9c02b128f2e5ee';

/** Serves the simulator over real HTTP, as the shop would reach NICE Pay. */
function serve(simulator: NicePaySimulator): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit);
    void simulator.handle(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

/** The hidden fields of the page the window hands back to the shop. */
function fieldsOf(page: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!;
  return fields;
}

describe('NICE Pay client against the local simulator (server-approval model)', () => {
  let server: Server;
  let origin: string;
  let simulator: NicePaySimulator;
  let client: NicePayClient;
  const now = new Date('2026-11-25T10:00:00Z');
  const returnUrl = 'http://shop.test/plugins/nice/pay/result';

  beforeAll(async () => {
    simulator = new NicePaySimulator({ base: '/nicepay-sim', clientId: CLIENT_ID, secretKey: SECRET, slowApprovalMs: 3_000 });
    ({ server, origin } = await serve(simulator));
    client = new NicePayClient({ apiUrl: `${origin}/nicepay-sim`, clientId: CLIENT_ID, secretKey: SECRET, timeoutMs: 300 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A buyer opens the window for the order and pays with the card number given. */
  async function pay(orderId: string, amount: number, cardNumber = '5361-1234-5678-1234', action = 'pay'): Promise<NicePayAuthResult> {
    const request = {
      clientId: CLIENT_ID,
      method: 'card',
      orderId,
      amount: String(amount),
      goodsName: '세면대 외 1건',
      returnUrl,
      openerUrl: 'http://shop.test/shop/order',
    };
    const window = await fetch(`${origin}/nicepay-sim/v1/window`, { method: 'POST', body: new URLSearchParams(request) });
    expect(window.status).toBe(200);
    expect(await window.text()).toContain(`${amount.toLocaleString('ko-KR')}원`);
    const result = await fetch(`${origin}/nicepay-sim/v1/window/submit`, {
      method: 'POST',
      body: new URLSearchParams({ ...request, cardCode: '04', cardNumber, cardQuota: '0', action }),
      redirect: 'manual',
    });
    if (action === 'close') return { location: result.headers.get('location') } as unknown as NicePayAuthResult;
    return fieldsOf(await result.text()) as unknown as NicePayAuthResult;
  }

  it('approves an authenticated payment once, with card details, approval number and receipt', async () => {
    const auth = await pay('ORD-1001', 128_000);
    const tid = client.verifyAuthResult(auth, { orderId: 'ORD-1001', amount: 128_000 });
    const paid = await client.approve(tid, 128_000, now);
    expect(paid).toMatchObject({ resultCode: '0000', status: 'paid', amount: 128_000, balanceAmt: 128_000, orderId: 'ORD-1001', payMethod: 'card' });
    expect(paid.card).toMatchObject({ cardCode: '04', cardName: '삼성', cardNum: '536112******1234' });
    expect(paid.approveNo).toMatch(/^\d{8}$/);
    expect(paid.receiptUrl).toContain(`/v1/receipt/${tid}`);
    // The same result delivered twice is not charged twice.
    await expect(client.approve(tid, 128_000, now)).rejects.toMatchObject({ resultCode: 'U109' });
    expect(simulator.transaction(tid)).toMatchObject({ status: 'paid', balanceAmt: 128_000 });
  });

  it('refuses a result whose order, amount or signature is not what the shop asked for', async () => {
    const auth = await pay('ORD-1002', 50_000);
    expect(() => client.verifyAuthResult(auth, { orderId: 'ORD-9999', amount: 50_000 })).toThrow(expect.objectContaining({ problem: 'order' }));
    expect(() => client.verifyAuthResult(auth, { orderId: 'ORD-1002', amount: 5_000 })).toThrow(expect.objectContaining({ problem: 'amount' }));
    expect(() => client.verifyAuthResult({ ...auth, amount: '5000' }, { orderId: 'ORD-1002', amount: 5_000 })).toThrow(
      expect.objectContaining({ problem: 'signature' }),
    );
    const forged = await pay('ORD-1003', 50_000, '4000-0000-0000-0127');
    expect(() => client.verifyAuthResult(forged, { orderId: 'ORD-1003', amount: 50_000 })).toThrow(NicePayAuthResultError);
    expect(() => client.verifyAuthResult(forged, { orderId: 'ORD-1003', amount: 50_000 })).toThrow(expect.objectContaining({ problem: 'signature' }));
  });

  it('reports a card declined in the window with its code and message, and nothing to approve', async () => {
    const auth = await pay('ORD-1004', 30_000, '4000-0000-0000-0002');
    expect(auth.tid).toBeUndefined();
    expect(() => client.verifyAuthResult(auth, { orderId: 'ORD-1004', amount: 30_000 })).toThrow(
      expect.objectContaining({ problem: 'declined', resultCode: '3011', message: '카드번호 오류' }),
    );
  });

  it('charges nothing when the approval asks another amount or carries bad credentials', async () => {
    const auth = await pay('ORD-1005', 70_000);
    const tid = client.verifyAuthResult(auth, { orderId: 'ORD-1005', amount: 70_000 });
    await expect(client.approve(tid, 7_000, now)).rejects.toMatchObject({ resultCode: 'A123' });
    const stranger = new NicePayClient({ apiUrl: `${origin}/nicepay-sim`, clientId: CLIENT_ID, secretKey: 'not-the-secret' });
    await expect(stranger.approve(tid, 70_000, now)).rejects.toEqual(expect.objectContaining({ resultCode: 'U104', httpStatus: 401 }));
    expect(simulator.transaction(tid)?.status).toBe('ready');
  });

  it('net-cancels an approval that timed out, although the card was charged', async () => {
    const auth = await pay('ORD-1006', 99_000, '4000-0000-0000-0119');
    const tid = client.verifyAuthResult(auth, { orderId: 'ORD-1006', amount: 99_000 });
    await expect(client.approve(tid, 99_000, now)).rejects.toBeInstanceOf(NicePayUnknownOutcomeError);
    expect(simulator.transaction(tid)?.status).toBe('paid');
    const canceled = await client.netCancel('ORD-1006', now);
    expect(canceled).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    await expect(client.netCancel('ORD-1006', now)).rejects.toMatchObject({ resultCode: 'U107' });
  });

  it('adds partial cancels up to the balance and refuses one past it', async () => {
    const auth = await pay('ORD-1007', 10_000);
    const tid = client.verifyAuthResult(auth, { orderId: 'ORD-1007', amount: 10_000 });
    await client.approve(tid, 10_000, now);
    expect(await client.cancel(tid, { orderId: 'ORD-1007', reason: '부분 반품', cancelAmt: 3_000 }, now)).toMatchObject({
      status: 'partialCancelled',
      balanceAmt: 7_000,
    });
    await expect(client.cancel(tid, { orderId: 'ORD-1007', reason: '같은 주문번호', cancelAmt: 1_000 }, now)).rejects.toMatchObject({ resultCode: 'A127' });
    const second = await client.cancel(tid, { orderId: 'ORD-1007-C2', reason: '부분 반품', cancelAmt: 3_000 }, now);
    expect(second.balanceAmt).toBe(4_000);
    expect(second.cancelledTid).toBeTruthy();
    await expect(client.cancel(tid, { orderId: 'ORD-1007-C3', reason: '초과', cancelAmt: 5_000 }, now)).rejects.toMatchObject({ resultCode: '2023' });
    expect(await client.cancel(tid, { orderId: 'ORD-1007-C4', reason: '전액 취소' }, now)).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    await expect(client.cancel(tid, { orderId: 'ORD-1007-C5', reason: '다시' }, now)).rejects.toMatchObject({ resultCode: '2015' });
    const slip = await client.payment(tid);
    expect(slip.cancels?.reduce((sum, c) => sum + c.amount, 0)).toBe(10_000);
  });

  it('closing the window goes back to the shop page that opened it, never to another site', async () => {
    const closed = (await pay('ORD-1008', 10_000, '', 'close')) as unknown as { location: string };
    expect(closed.location).toBe('http://shop.test/shop/order');
    const request = { clientId: CLIENT_ID, orderId: 'ORD-1009', amount: '1000', goodsName: 'x', returnUrl, openerUrl: 'https://evil.test/', action: 'close' };
    const away = await fetch(`${origin}/nicepay-sim/v1/window/submit`, { method: 'POST', body: new URLSearchParams(request), redirect: 'manual' });
    expect(away.headers.get('location')).toBe('http://shop.test');
  });

  it('refuses to open a window for an order id already paid', async () => {
    const auth = await pay('ORD-1010', 20_000);
    await client.approve(client.verifyAuthResult(auth, { orderId: 'ORD-1010', amount: 20_000 }), 20_000, now);
    const again = await fetch(`${origin}/nicepay-sim/v1/window`, {
      method: 'POST',
      body: new URLSearchParams({ clientId: CLIENT_ID, method: 'card', orderId: 'ORD-1010', amount: '20000', goodsName: 'x', returnUrl }),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('주문번호 중복 오류');
  });

  it('serves the JS SDK stand-in that posts requestPay to the window', async () => {
    const sdk = await fetch(`${origin}/nicepay-sim/v1/js/`);
    expect(sdk.headers.get('content-type')).toContain('javascript');
    const text = await sdk.text();
    expect(text).toContain('AUTHNICE');
    expect(text).toContain('/nicepay-sim/v1/window');
  });

  it('keeps refusals typed: a refused call is NicePayRefusedError, not an unknown outcome', async () => {
    await expect(client.payment('nicuntct1m000000000000000000')).rejects.toBeInstanceOf(NicePayRefusedError);
  });
});
