import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresEventStore } from '../../platform/event-store/postgres-event-store.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { bonusLedgerDecider, bonusLedgerStream, type AccrueBonus, type WithdrawBonus } from './bonus-ledger.decider.js';

let store: PostgresEventStore;
beforeAll(async () => {
  store = await PostgresEventStore.openPglite();
}, 30_000);
afterAll(() => store.close());

const metadata = { userId: 'p1', now: '2026-11-27T03:00:00.000Z' };
const bank = { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' };

describe('withdrawals racing for one balance (issue 12: no double spend)', () => {
  it('pays 20 simultaneous withdrawals of the whole balance out once, and the rest are refused', async () => {
    const runner = new CommandRunner(store);
    const stream = bonusLedgerStream('race');
    const accrue: AccrueBonus = {
      type: 'AccrueBonus',
      data: { promoterId: 'race', accrualId: 'sales:l1', bonusType: 'SALES', amount: 100_000, promoteeId: 'm1', purchaseId: 'l1', reason: '추천회원 구매확정' },
      metadata,
    };
    await runner.handle(stream, bonusLedgerDecider, accrue);
    const withdrawals = Array.from({ length: 20 }, (_, i): WithdrawBonus => ({
      type: 'WithdrawBonus',
      data: { promoterId: 'race', withdrawalId: `w${i}`, certificationId: `c${i}`, amount: 100_000, minimum: 10_000, charge: 500, bank },
      metadata,
    }));
    const outcomes = await Promise.allSettled(withdrawals.map((w) => runner.handle(stream, bonusLedgerDecider, w)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as { code?: string }).code)).toEqual(Array(19).fill('BONUS_INSUFFICIENT'));
    const { events } = await store.readStream(stream);
    expect(events.filter((e) => e.type === 'BonusWithdrawn')).toHaveLength(1);
    expect((await runner.load(stream, bonusLedgerDecider)).state.balance).toBe(0);
  });

  it('holds across two runners on the same store (two shop processes)', async () => {
    const [a, b] = [new CommandRunner(store), new CommandRunner(store)];
    const stream = bonusLedgerStream('race2');
    await a.handle(stream, bonusLedgerDecider, {
      type: 'AccrueBonus',
      data: { promoterId: 'race2', accrualId: 'sales:l1', bonusType: 'SALES', amount: 50_000, promoteeId: 'm1', purchaseId: 'l1', reason: '추천회원 구매확정' },
      metadata,
    });
    const withdraw = (id: string): WithdrawBonus => ({
      type: 'WithdrawBonus',
      data: { promoterId: 'race2', withdrawalId: id, certificationId: id, amount: 50_000, minimum: 10_000, charge: 500, bank },
      metadata,
    });
    const outcomes = await Promise.allSettled(
      [...Array(5)].flatMap((_, i) => [a.handle(stream, bonusLedgerDecider, withdraw(`a${i}`)), b.handle(stream, bonusLedgerDecider, withdraw(`b${i}`))]),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const { events } = await store.readStream(stream);
    expect(events.filter((e) => e.type === 'BonusWithdrawn')).toHaveLength(1);
  });
});
