import type { BonusAccrued, BonusEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { bonusLedgerDecider, type BonusCommand, type WithdrawBonus } from './bonus-ledger.decider.js';

const now = '2026-11-27T03:00:00.000Z';
const metadata = { userId: 'p1', now };
const spec = deciderSpec(bonusLedgerDecider);
const bank = { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' };

const accrued = (accrualId: string, amount: number): BonusAccrued => ({
  type: 'BonusAccrued',
  data: {
    promoterId: 'p1',
    accrualId,
    bonusType: 'SALES',
    amount,
    promoteeId: 'm1',
    purchaseId: accrualId.slice(6),
    reason: '추천회원 구매확정',
    accruedAt: now,
  },
});
const accrue = (accrualId: string, amount: number): BonusCommand => {
  const { accruedAt: _at, ...data } = accrued(accrualId, amount).data;
  return { type: 'AccrueBonus', data, metadata };
};
const withdraw = (withdrawalId: string, amount: number, over: Partial<WithdrawBonus['data']> = {}): WithdrawBonus => ({
  type: 'WithdrawBonus',
  data: { promoterId: 'p1', withdrawalId, certificationId: 'c1', amount, minimum: 10_000, charge: 500, bank, ...over },
  metadata,
});

describe('bonus accruals (spec §9 sales bonus on 구매확정)', () => {
  it('credits a sales bonus once, however often the confirmation arrives', () => {
    spec
      .given([])
      .when(accrue('sales:l1', 5_000))
      .then([accrued('sales:l1', 5_000)]);
    spec
      .given([accrued('sales:l1', 5_000)])
      .when(accrue('sales:l1', 5_000))
      .thenNothingHappened();
  });
  it('refuses an amount that is not a positive whole number of 원', () => {
    spec.given([]).when(accrue('sales:l1', 0)).thenThrows('BONUS_AMOUNT_INVALID');
    spec.given([]).when(accrue('sales:l1', 10.5)).thenThrows('BONUS_AMOUNT_INVALID');
  });
  it('takes back the whole bonus of a refunded purchase once, and nothing for one never credited', () => {
    const reversed: BonusEvent = { type: 'BonusReversed', data: { promoterId: 'p1', accrualId: 'sales:l1', amount: 5_000, reason: '환불', reversedAt: now } };
    const reverse: BonusCommand = { type: 'ReverseBonus', data: { promoterId: 'p1', accrualId: 'sales:l1', reason: '환불' }, metadata };
    spec
      .given([accrued('sales:l1', 5_000)])
      .when(reverse)
      .then([reversed]);
    spec
      .given([accrued('sales:l1', 5_000), reversed])
      .when(reverse)
      .thenNothingHappened();
    spec.given([]).when(reverse).thenNothingHappened();
  });
});

describe('staff adjustments (console user-bonuses)', () => {
  const adjust = (adjustmentId: string, amount: number): BonusCommand => ({
    type: 'AdjustBonus',
    data: { promoterId: 'p1', adjustmentId, amount, reason: ' 이벤트 보상 ', adjustedBy: 'staff1' },
    metadata,
  });
  it('grants as 관리자 지급 and takes away as 차감, with the author and reason', () =>
    spec
      .given([accrued('sales:l1', 5_000)])
      .when(adjust('a1', -2_000))
      .then([
        {
          type: 'BonusAdjusted',
          data: { promoterId: 'p1', adjustmentId: 'a1', bonusType: 'DEBIT', amount: -2_000, reason: '이벤트 보상', adjustedBy: 'staff1', adjustedAt: now },
        },
      ]));
  it('never takes away more than the balance, and applies an adjustment once', () => {
    spec
      .given([accrued('sales:l1', 5_000)])
      .when(adjust('a1', -5_001))
      .thenThrows('BONUS_INSUFFICIENT');
    spec.given([]).when(adjust('a1', 0)).thenThrows('BONUS_AMOUNT_INVALID');
    const granted: BonusEvent = {
      type: 'BonusAdjusted',
      data: { promoterId: 'p1', adjustmentId: 'a1', bonusType: 'ADMIN_EDIT', amount: 3_000, reason: '이벤트 보상', adjustedBy: 'staff1', adjustedAt: now },
    };
    spec.given([]).when(adjust('a1', 3_000)).then([granted]);
    spec.given([granted]).when(adjust('a1', 3_000)).thenNothingHappened();
  });
});

describe('withdrawing the bonus (spec §3 Bonus withdrawal)', () => {
  it('pays the amount less 3.3% and the transfer fee, recording what remains', () =>
    spec
      .given([accrued('sales:l1', 150_000)])
      .when(withdraw('w1', 100_000))
      .then([
        {
          type: 'BonusWithdrawn',
          data: {
            promoterId: 'p1',
            withdrawalId: 'w1',
            certificationId: 'c1',
            amount: 100_000,
            remain: 50_000,
            withholding: { incomeTax: 3_000, localTax: 300 },
            charge: 500,
            net: 96_200,
            bank,
            withdrawnAt: now,
          },
        },
      ]));
  it('refuses more than the balance, less than the minimum, and pays a withdrawal once', () => {
    spec
      .given([accrued('sales:l1', 50_000)])
      .when(withdraw('w1', 50_001))
      .thenThrows('BONUS_INSUFFICIENT');
    spec
      .given([accrued('sales:l1', 50_000)])
      .when(withdraw('w1', 9_999))
      .thenThrows('BONUS_BELOW_MINIMUM');
    const first = bonusLedgerDecider.decide(withdraw('w1', 50_000), bonusLedgerDecider.evolve(bonusLedgerDecider.initialState(), accrued('sales:l1', 50_000)));
    spec
      .given([accrued('sales:l1', 50_000), ...first])
      .when(withdraw('w1', 50_000))
      .thenNothingHappened();
    spec
      .given([accrued('sales:l1', 50_000), ...first])
      .when(withdraw('w2', 10_000))
      .thenThrows('BONUS_INSUFFICIENT');
  });
  it('counts a bonus reversed after it was paid out against the balance', () =>
    spec
      .given([
        accrued('sales:l1', 20_000),
        accrued('sales:l2', 20_000),
        ...bonusLedgerDecider.decide(withdraw('w1', 40_000), { ...bonusLedgerDecider.initialState(), balance: 40_000 }),
        { type: 'BonusReversed', data: { promoterId: 'p1', accrualId: 'sales:l2', amount: 20_000, reason: '환불', reversedAt: now } },
        accrued('sales:l3', 30_000),
      ])
      .when(withdraw('w2', 10_001))
      .thenThrows('BONUS_INSUFFICIENT'));
});

describe("the withdrawal's transfer (spec §4 step 4, deposit result)", () => {
  const withdrawn = bonusLedgerDecider.decide(
    withdraw('w1', 50_000),
    bonusLedgerDecider.evolve(bonusLedgerDecider.initialState(), accrued('sales:l1', 50_000)),
  );
  const paid = (bankTranId: string): BonusCommand => ({
    type: 'RecordBonusWithdrawalPaid',
    data: { promoterId: 'p1', withdrawalId: 'w1', bankTranId },
    metadata,
  });
  const failed: BonusCommand = { type: 'FailBonusWithdrawal', data: { promoterId: 'p1', withdrawalId: 'w1', reason: '입금정지 계좌' }, metadata };

  it('records the bank transaction of a paid withdrawal once', () => {
    spec
      .given([accrued('sales:l1', 50_000), ...withdrawn])
      .when(paid('T1'))
      .then([{ type: 'BonusWithdrawalPaid', data: { promoterId: 'p1', withdrawalId: 'w1', net: 47_850, bankTranId: 'T1', paidAt: now } }]);
    spec
      .given([
        accrued('sales:l1', 50_000),
        ...withdrawn,
        { type: 'BonusWithdrawalPaid', data: { promoterId: 'p1', withdrawalId: 'w1', net: 47_850, bankTranId: 'T1', paidAt: now } },
      ])
      .when(failed)
      .thenNothingHappened();
  });
  it('puts a refused transfer back into the balance, so it can be withdrawn again', () => {
    spec
      .given([accrued('sales:l1', 50_000), ...withdrawn])
      .when(failed)
      .then([{ type: 'BonusWithdrawalFailed', data: { promoterId: 'p1', withdrawalId: 'w1', amount: 50_000, reason: '입금정지 계좌', failedAt: now } }]);
    const back: BonusEvent = {
      type: 'BonusWithdrawalFailed',
      data: { promoterId: 'p1', withdrawalId: 'w1', amount: 50_000, reason: '입금정지 계좌', failedAt: now },
    };
    spec
      .given([accrued('sales:l1', 50_000), ...withdrawn, back])
      .when(failed)
      .thenNothingHappened();
    spec
      .given([accrued('sales:l1', 50_000), ...withdrawn, back])
      .when(withdraw('w1', 50_000))
      .thenNothingHappened();
    const again = bonusLedgerDecider.decide(
      withdraw('w2', 50_000),
      [accrued('sales:l1', 50_000), ...withdrawn, back].reduce(bonusLedgerDecider.evolve, bonusLedgerDecider.initialState()),
    );
    expect(again).toHaveLength(1);
  });
  it('refuses to settle a withdrawal that was never made', () =>
    spec
      .given([accrued('sales:l1', 50_000)])
      .when(failed)
      .thenThrows('BONUS_WITHDRAWAL_NOT_FOUND'));
});
