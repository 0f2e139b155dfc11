import { Link } from '@tanstack/react-router';
import { formatDateTime, formatPrice, type BonusWithdrawalResult } from '@shop/contracts';
import { buttonClassName } from '../../../shared/ui/Button';
import { WithdrawalBreakdown } from './WithdrawalBreakdown';
import styles from './withdraw.module.css';

const TITLES: Record<BonusWithdrawalResult['status'], string> = {
  PAID: '입금이 완료되었습니다',
  FAILED: '입금하지 못했습니다',
  PENDING: '은행의 처리 결과를 확인하고 있습니다',
};

/** Step 4 (spec §4 "confirm deposit result"): what reached the account, or why nothing did and that the balance is whole again. */
export function WithdrawResult({ result, onAgain }: { result: BonusWithdrawalResult; onAgain(): void }) {
  const { bank } = result.meta;
  return (
    <div className={styles.step}>
      <div className={styles.result} role="status">
        <p className={styles.resultTitle}>{TITLES[result.status]}</p>
        {result.status === 'PAID' && <p className={styles.resultAmount}>{formatPrice(result.net)}</p>}
        <p className={styles.muted}>
          {bank.name} {bank.accountNumberMasked} ({bank.accountHolder}){result.status === 'PAID' && ` · ${formatDateTime(result.at)}`}
        </p>
        {result.status === 'FAILED' && (
          <p className={styles.error}>
            {result.reason} — 출금 신청한 {formatPrice(result.amount)}은 보너스 잔액으로 돌아갔습니다. 계좌를 다시 인증한 뒤 신청해주세요.
          </p>
        )}
        {result.status === 'PENDING' && <p className={styles.muted}>은행 응답이 늦어지고 있습니다. 담당자가 확인한 뒤 결과를 알려드립니다.</p>}
      </div>
      {result.status !== 'FAILED' && <WithdrawalBreakdown amount={result.amount} charge={result.meta.charge} />}
      <p className={styles.muted}>남은 보너스 {formatPrice(result.remain)}</p>
      <div className={styles.actions}>
        {result.status === 'FAILED' ? (
          <Link to="/promoter/bank" className={buttonClassName('secondary')}>
            계좌 다시 인증하기
          </Link>
        ) : (
          <button type="button" className={buttonClassName('secondary')} onClick={onAgain}>
            다시 출금하기
          </button>
        )}
        <Link to="/promoter/bonuses__{$tab}" params={{ tab: 'withdrawal' }} className={buttonClassName('primary')}>
          출금 내역 보기
        </Link>
      </div>
    </div>
  );
}
