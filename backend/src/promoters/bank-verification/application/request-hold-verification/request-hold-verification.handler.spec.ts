import { OpenBankingClient, OpenBankingRefusedError, type Deposit } from '../../../../platform/banking/open-banking/open-banking.client.js';
import { FieldCipher, type ShopFieldCipher } from '../../../../platform/crypto/field-cipher.js';
import type { CommandRunner } from '../../../../platform/event-sourcing/command-runner.js';
import { RequestHoldVerificationHandler, type RequestHoldVerification } from './request-hold-verification.handler.js';

const cipher = new FieldCipher(Buffer.alloc(32, 7)) as ShopFieldCipher;
const command: RequestHoldVerification = {
  type: 'RequestHoldVerification',
  data: { userId: 'u1', bankCode: '090', accountHolder: ' 김세라 ', accountNumber: '3333-01-2345678' },
  metadata: { userId: 'u1', now: '2026-11-27T03:00:00.000Z' },
};

/** The handler with a bank answering `deposit` and a runner recording what it is asked to append. */
function setup(deposit: (d: Deposit) => Promise<{ bankTranId: string; accountHolderName: string; accountNumberMasked: string }>) {
  const sent: Deposit[] = [];
  const recorded: { stream: string; command: { data: Record<string, unknown> } }[] = [];
  const bank = { deposit: (d: Deposit) => (sent.push(d), deposit(d)) } as unknown as OpenBankingClient;
  const runner = {
    handle: (stream: string, _decider: unknown, c: { data: Record<string, unknown> }) => (
      recorded.push({ stream, command: c }),
      Promise.resolve({ position: 42 })
    ),
  } as unknown as CommandRunner;
  return { handler: new RequestHoldVerificationHandler(bank, runner, cipher), sent, recorded };
}

describe('RequestHoldVerification', () => {
  it('sends 1원 with "세라" + 4 digits as passbook text, then records it with the number and text sealed', async () => {
    const { handler, sent, recorded } = setup(() =>
      Promise.resolve({ bankTranId: 'M202600001U000000001', accountHolderName: '김세라', accountNumberMasked: '' }),
    );
    const { verificationId, position } = await handler.execute(command);
    expect(position).toBe(42);
    expect(sent).toEqual([
      {
        bankCode: '090',
        accountNumber: '3333012345678',
        accountHolder: '김세라',
        printContent: expect.stringMatching(/^세라\d{4}$/),
        amount: 1,
        requestedBy: '김세라',
      },
    ]);
    expect(recorded).toHaveLength(1);
    const data = recorded[0]!.command.data;
    expect(recorded[0]!.stream).toBe('bank-verification-u1');
    expect(data).toMatchObject({
      userId: 'u1',
      verificationId,
      bankCode: '090',
      accountHolder: '김세라',
      accountNumberMasked: '333-****-****78',
      bankTranId: 'M202600001U000000001',
    });
    expect(JSON.stringify(data)).not.toContain('3333012345678');
    expect(JSON.stringify(data)).not.toContain(sent[0]!.printContent);
    expect(cipher.decrypt(data.senderNameEncrypted as string, `bank-verification:u1:${verificationId}:senderName`)).toBe(sent[0]!.printContent);
  });

  it.each([
    ['account', 'BANK_ACCOUNT_INVALID'],
    ['holder', 'BANK_ACCOUNT_HOLDER_MISMATCH'],
    ['other', 'BANK_TRANSFER_FAILED'],
  ] as const)('answers the bank’s %s refusal as %s and records nothing', async (reason, code) => {
    const { handler, recorded } = setup(() => Promise.reject(new OpenBankingRefusedError(reason, 'A0002', '551', 'refused')));
    await expect(handler.execute(command)).rejects.toMatchObject({ code });
    expect(recorded).toEqual([]);
  });

  it('answers a bank that does not answer as a failed transfer and records nothing', async () => {
    const { handler, recorded } = setup(() => Promise.reject(new Error('timeout')));
    await expect(handler.execute(command)).rejects.toMatchObject({ code: 'BANK_TRANSFER_FAILED' });
    expect(recorded).toEqual([]);
  });
});
