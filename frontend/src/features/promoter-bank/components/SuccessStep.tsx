import { formatDateTime, type VerifiedBankAccountView } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { FactList } from '../../../shared/ui/FactList';
import styles from './promoter-bank.module.css';

/** SUCCESS: the verified account (number masked), where bonus withdrawals will be sent. */
export function SuccessStep({ account, onChange }: { account: VerifiedBankAccountView; onChange(): void }) {
  return (
    <div className={styles.form}>
      <p className={styles.success} role="status">
        계좌 인증이 완료되었습니다
      </p>
      <FactList
        termWidth={96}
        facts={[
          { term: '은행', value: account.bankName },
          { term: '계좌번호', value: <span className={styles.number}>{account.accountNumberMasked}</span> },
          { term: '예금주', value: account.accountHolder },
          { term: '인증일시', value: formatDateTime(account.verifiedAt) },
        ]}
      />
      <p className={styles.lead}>보너스 출금은 이 계좌로 입금됩니다.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange}>
          다른 계좌 인증하기
        </Button>
      </div>
    </div>
  );
}
