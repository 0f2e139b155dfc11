import { inProcessFetch } from './nice-pay.module.js';
import { NicePayClient, NicePayRefusedError } from './nice-pay.client.js';
import { NicePaySimulator } from './nice-pay.simulator.js';

const CLIENT_ID = 'S2_af4543a0be4d49a98122e01ec2059a56';
const SECRET = '9eb85607103646da9f9c02b128f2e5ee';
const NOW = new Date('2026-11-25T01:00:00.000Z');

function setUp(secretKey = SECRET) {
  const simulator = new NicePaySimulator({ base: '/nicepay-sim', clientId: CLIENT_ID, secretKey: SECRET, now: () => NOW });
  const client = new NicePayClient({
    apiUrl: 'http://nicepay.simulator/nicepay-sim',
    clientId: CLIENT_ID,
    secretKey,
    fetch: inProcessFetch(simulator),
    cashReceiptUrl: (tid) => `/nicepay-sim/v1/receipt/${tid}`,
  });
  return { simulator, client };
}

const request = {
  orderId: 'order-1',
  amount: 110_000,
  goodsName: '세라믹 세면대',
  receiptType: 'individual' as const,
  receiptNo: '01012345678',
  supplyAmt: 100_000,
  goodsVat: 10_000,
  taxFreeAmt: 0,
  serviceAmt: 0,
};

describe('NICE Pay cash receipts (POST /v1/receipt, simulated)', () => {
  it('issues a signed receipt with a 국세청 approval number, once per order id', async () => {
    const { simulator, client } = setUp();
    const receipt = await client.issueCashReceipt(request, NOW);
    expect(receipt).toMatchObject({ resultCode: '0000', orderId: 'order-1', approvedAt: NOW.toISOString() });
    expect(receipt.approveNo).toMatch(/^\d{9}$/);
    expect(simulator.cashReceipts.issuedFor('order-1')).toHaveLength(1);
    expect(client.cashReceiptUrl(receipt.tid)).toBe(`/nicepay-sim/v1/receipt/${receipt.tid}`);
    await expect(client.issueCashReceipt(request, NOW)).rejects.toMatchObject({ resultCode: 'A127' });
    expect(simulator.cashReceipts.issuedFor('order-1')).toHaveLength(1);
  });

  it('refuses amounts that do not add up, a bad business number and a wrong signature', async () => {
    const { client } = setUp();
    await expect(client.issueCashReceipt({ ...request, goodsVat: 9_999 }, NOW)).rejects.toBeInstanceOf(NicePayRefusedError);
    await expect(client.issueCashReceipt({ ...request, orderId: 'o2', receiptType: 'company', receiptNo: '01012345678' }, NOW)).rejects.toMatchObject({
      resultCode: 'U100',
    });
    const forged = setUp('another-secret').client;
    await expect(forged.issueCashReceipt({ ...request, orderId: 'o3' }, NOW)).rejects.toBeInstanceOf(NicePayRefusedError);
  });

  it('answers a system error while it is switched to fail, as NICE Pay down would', async () => {
    const { simulator, client } = setUp();
    simulator.cashReceipts.failNext(1);
    await expect(client.issueCashReceipt(request, NOW)).rejects.toMatchObject({ resultCode: '9999', httpStatus: 500 });
    await expect(client.issueCashReceipt(request, NOW)).resolves.toMatchObject({ resultCode: '0000' });
  });
});
