import type { PointsEvent, PointsGranted } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { balanceOf, pointsLedgerDecider, type PointsCommand } from './points-ledger.decider.js';

const now = '2026-11-22T00:00:00.000Z';
const meta = { userId: 'staff', now };
const spec = deciderSpec(pointsLedgerDecider);
const granted = (grantId: string, amount: number, expiresAt: string | null, over: Partial<PointsGranted['data']> = {}): PointsGranted => ({
  type: 'PointsGranted',
  data: {
    userId: 'u1',
    grantId,
    pointId: null,
    name: '적립',
    reason: '이벤트',
    orderId: null,
    amount,
    expiresAt,
    grantedBy: 'staff',
    grantedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  },
});
const cmd = <C extends PointsCommand>(type: C['type'], data: Omit<C['data'], 'userId'>): PointsCommand =>
  ({ type, data: { userId: 'u1', ...data }, metadata: meta }) as PointsCommand;
const stateOf = (events: PointsEvent[]) => events.reduce(pointsLedgerDecider.evolve, pointsLedgerDecider.initialState());

describe('granting points', () => {
  it('grants points with their expiry and reason', () =>
    spec
      .given([])
      .when(
        cmd('GrantPoints', {
          grantId: 'g1',
          pointId: 'p1',
          name: '회원가입 적립',
          reason: '가입 축하',
          orderId: null,
          amount: 3_000,
          expiresAt: '2027-01-01T00:00:00.000Z',
        }),
      )
      .then([granted('g1', 3_000, '2027-01-01T00:00:00.000Z', { pointId: 'p1', name: '회원가입 적립', reason: '가입 축하', grantedAt: now })]));
  it('does not grant the same grant twice (a 구매확정 delivered again)', () =>
    spec
      .given([granted('g1', 3_000, null)])
      .when(cmd('GrantPoints', { grantId: 'g1', pointId: null, name: '적립', reason: '이벤트', orderId: null, amount: 3_000, expiresAt: null }))
      .thenNothingHappened());
});

describe('spending points', () => {
  const ledger = [granted('late', 5_000, '2027-06-01T00:00:00.000Z'), granted('never', 5_000, null), granted('soon', 2_000, '2026-12-01T00:00:00.000Z')];
  it('takes the soonest-expiring grant first, never-expiring last', () =>
    spec
      .given(ledger)
      .when(cmd('SpendPoints', { orderId: 'o1', amount: 8_000 }))
      .then([
        {
          type: 'PointsSpent',
          data: {
            userId: 'u1',
            orderId: 'o1',
            amount: 8_000,
            allocations: [
              { grantId: 'soon', amount: 2_000 },
              { grantId: 'late', amount: 5_000 },
              { grantId: 'never', amount: 1_000 },
            ],
            spentAt: now,
          },
        },
      ]));
  it('refuses more than the balance', () =>
    spec
      .given(ledger)
      .when(cmd('SpendPoints', { orderId: 'o1', amount: 12_001 }))
      .thenThrows('POINTS_INSUFFICIENT'));
  it('does not count grants past their expiry, even before the sweep lapsed them', () =>
    spec
      .given([granted('gone', 5_000, '2026-11-01T00:00:00.000Z'), granted('ok', 1_000, null)])
      .when(cmd('SpendPoints', { orderId: 'o1', amount: 2_000 }))
      .thenThrows('POINTS_INSUFFICIENT'));
  it('does nothing when the same order spends the same amount again (a retried order)', () =>
    spec
      .given([
        ...ledger,
        { type: 'PointsSpent', data: { userId: 'u1', orderId: 'o1', amount: 1_000, allocations: [{ grantId: 'soon', amount: 1_000 }], spentAt: now } },
      ])
      .when(cmd('SpendPoints', { orderId: 'o1', amount: 1_000 }))
      .thenNothingHappened());
  it('refuses a different amount on an order that already used points', () =>
    spec
      .given([
        ...ledger,
        { type: 'PointsSpent', data: { userId: 'u1', orderId: 'o1', amount: 1_000, allocations: [{ grantId: 'soon', amount: 1_000 }], spentAt: now } },
      ])
      .when(cmd('SpendPoints', { orderId: 'o1', amount: 2_000 }))
      .thenThrows('POINTS_ALREADY_SPENT'));
  it('keeps the balance at what is left after a spend', () => {
    const state = stateOf([
      ...ledger,
      {
        type: 'PointsSpent',
        data: {
          userId: 'u1',
          orderId: 'o1',
          amount: 8_000,
          allocations: [
            { grantId: 'soon', amount: 2_000 },
            { grantId: 'late', amount: 5_000 },
            { grantId: 'never', amount: 1_000 },
          ],
          spentAt: now,
        },
      },
    ]);
    expect(balanceOf(state, now)).toBe(4_000);
    expect(state.grants.find((g) => g.grantId === 'soon')).toMatchObject({ amount_left: 0, amount_used: 2_000 });
  });
});

describe('restoring points of a cancelled order', () => {
  const spent: PointsEvent[] = [
    granted('soon', 2_000, '2026-12-01T00:00:00.000Z'),
    granted('late', 5_000, '2027-06-01T00:00:00.000Z'),
    {
      type: 'PointsSpent',
      data: {
        userId: 'u1',
        orderId: 'o1',
        amount: 6_000,
        allocations: [
          { grantId: 'soon', amount: 2_000 },
          { grantId: 'late', amount: 4_000 },
        ],
        spentAt: now,
      },
    },
  ];
  it('gives every point back to the grant it came from', () =>
    spec
      .given(spent)
      .when(cmd('RestorePoints', { orderId: 'o1' }))
      .then([
        {
          type: 'PointsRestored',
          data: {
            userId: 'u1',
            orderId: 'o1',
            amount: 6_000,
            allocations: [
              { grantId: 'late', amount: 4_000 },
              { grantId: 'soon', amount: 2_000 },
            ],
            restoredAt: now,
          },
        },
      ]));
  it('gives part back on a partial cancel, the latest-taken first', () =>
    spec
      .given(spent)
      .when(cmd('RestorePoints', { orderId: 'o1', amount: 1_000 }))
      .then([
        { type: 'PointsRestored', data: { userId: 'u1', orderId: 'o1', amount: 1_000, allocations: [{ grantId: 'late', amount: 1_000 }], restoredAt: now } },
      ]));
  it('gives a refund’s part back once, however often the refund is heard', () => {
    const part: PointsEvent = {
      type: 'PointsRestored',
      data: { userId: 'u1', orderId: 'o1', amount: 1_000, allocations: [{ grantId: 'late', amount: 1_000 }], restoreId: 'refund-1', restoredAt: now },
    };
    spec
      .given(spent)
      .when(cmd('RestorePoints', { orderId: 'o1', amount: 1_000, restoreId: 'refund-1' }))
      .then([part]);
    spec
      .given([...spent, part])
      .when(cmd('RestorePoints', { orderId: 'o1', amount: 1_000, restoreId: 'refund-1' }))
      .thenNothingHappened();
  });
  it('restores nothing twice', () => {
    const restored: PointsEvent = {
      type: 'PointsRestored',
      data: {
        userId: 'u1',
        orderId: 'o1',
        amount: 6_000,
        allocations: [
          { grantId: 'late', amount: 4_000 },
          { grantId: 'soon', amount: 2_000 },
        ],
        restoredAt: now,
      },
    };
    spec
      .given([...spent, restored])
      .when(cmd('RestorePoints', { orderId: 'o1' }))
      .thenNothingHappened();
    expect(balanceOf(stateOf([...spent, restored]), now)).toBe(7_000);
  });
  it('restores nothing for an order that used no points', () =>
    spec
      .given(spent)
      .when(cmd('RestorePoints', { orderId: 'o2' }))
      .thenNothingHappened());
});

describe('debits by staff and claw-backs on returns', () => {
  it('debits with a reason from the soonest-expiring grant', () =>
    spec
      .given([granted('a', 1_000, null), granted('b', 1_000, '2027-01-01T00:00:00.000Z')])
      .when(cmd('DebitPoints', { debitId: 'd1', amount: 1_500, reason: '중복 적립 정정' }))
      .then([
        {
          type: 'PointsDebited',
          data: {
            userId: 'u1',
            debitId: 'd1',
            orderId: null,
            reason: '중복 적립 정정',
            amount: 1_500,
            allocations: [
              { grantId: 'b', amount: 1_000 },
              { grantId: 'a', amount: 500 },
            ],
            debitedBy: 'staff',
            debitedAt: now,
          },
        },
      ]));
  it('refuses to debit more than the balance', () =>
    spec
      .given([granted('a', 1_000, null)])
      .when(cmd('DebitPoints', { debitId: 'd1', amount: 1_001, reason: '정정' }))
      .thenThrows('POINTS_INSUFFICIENT'));
  it('claws back what is left of the points earned on a returned order, and disables that grant', () => {
    const events: PointsEvent[] = [granted('buy', 3_000, null, { orderId: 'o9' }), granted('other', 1_000, null)];
    spec
      .given(events)
      .when(cmd('ClawBackPoints', { orderId: 'o9', reason: '반품' }))
      .then([
        {
          type: 'PointsDebited',
          data: {
            userId: 'u1',
            debitId: 'clawback-o9',
            orderId: 'o9',
            reason: '반품',
            amount: 3_000,
            allocations: [{ grantId: 'buy', amount: 3_000 }],
            debitedBy: 'staff',
            debitedAt: now,
          },
        },
      ]);
    const after = stateOf([...events, ...pointsLedgerDecider.decide(cmd('ClawBackPoints', { orderId: 'o9', reason: '반품' }), stateOf(events))]);
    expect(balanceOf(after, now)).toBe(1_000);
    expect(after.grants[0].isDisabled).toBe(true);
    spec
      .given([...events, ...pointsLedgerDecider.decide(cmd('ClawBackPoints', { orderId: 'o9', reason: '반품' }), stateOf(events))])
      .when(cmd('ClawBackPoints', { orderId: 'o9', reason: '반품' }))
      .thenNothingHappened();
  });
});

describe('expiry', () => {
  it('lapses what is left of grants past their expiry', () =>
    spec
      .given([granted('old', 2_000, '2026-11-21T00:00:00.000Z'), granted('new', 1_000, '2027-11-21T00:00:00.000Z')])
      .when(cmd('ExpirePoints', {}))
      .then([{ type: 'PointsExpired', data: { userId: 'u1', amount: 2_000, allocations: [{ grantId: 'old', amount: 2_000 }], expiredAt: now } }]));
  it('does nothing when nothing is due', () =>
    spec
      .given([granted('new', 1_000, '2027-11-21T00:00:00.000Z')])
      .when(cmd('ExpirePoints', {}))
      .thenNothingHappened());
});
