import { formatPrice, netPayoutOf } from '@shop/contracts';
import styles from './withdraw.module.css';

/** A deduction as shown: −1,230원, or 0원 when nothing is taken. */
const deduction = (won: number) => (won > 0 ? `−${formatPrice(won)}` : formatPrice(0));

/**
 * What a withdrawal of `amount` 원 pays (spec §3 Bonus withdrawal, issue 12): 3% income tax and
 * 0.3% local income tax, each rounded down to 10원 (nothing under 1,000원 of tax), and the
 * transfer fee; the same rule the server applies (contracts `netPayoutOf`).
 */
export function WithdrawalBreakdown({ amount, charge }: { amount: number; charge: number }) {
  const { withholding, net } = netPayoutOf(Math.max(0, Math.floor(amount) || 0), charge);
  return (
    <dl className={styles.breakdown} aria-label="지급 내역">
      <div>
        <dt>출금 신청 금액</dt>
        <dd>{formatPrice(amount || 0)}</dd>
      </div>
      <div>
        <dt>사업소득세 (3%)</dt>
        <dd>{deduction(withholding.incomeTax)}</dd>
      </div>
      <div>
        <dt>지방소득세 (0.3%)</dt>
        <dd>{deduction(withholding.localTax)}</dd>
      </div>
      <div>
        <dt>이체 수수료</dt>
        <dd>{deduction(charge)}</dd>
      </div>
      <div className={styles.total}>
        <dt>실 지급액</dt>
        <dd>{formatPrice(net)}</dd>
      </div>
    </dl>
  );
}
