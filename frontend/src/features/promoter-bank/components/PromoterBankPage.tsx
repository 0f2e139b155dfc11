import { useState } from 'react';
import type { BankVerificationStage } from '@shop/contracts';
import { useMeInfo } from '../../../shared/api/me-info';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { usePromoterBank } from '../api/promoter-bank';
import { BankInputStep } from './BankInputStep';
import { BankStepper } from './BankStepper';
import { SuccessStep } from './SuccessStep';
import { VerifyStep } from './VerifyStep';
import styles from './promoter-bank.module.css';

/**
 * /promoter/bank (spec §3, §4): 1원 인증 of the promoter's bank account. INPUT (bank, holder,
 * number) → VERIFY (the code of the 1원's sender name) → SUCCESS (the account, masked). A member
 * with a verified account sees it and may verify another; a new request starts over.
 */
export function PromoterBankPage() {
  const query = usePromoterBank();
  const me = useMeInfo();
  const [entering, setEntering] = useState(false);
  const verification = query.data?.verification ?? null;
  const account = query.data?.account ?? null;
  const stage: BankVerificationStage =
    entering || !verification ? (account && !entering ? 'SUCCESS' : 'INPUT') : verification.stage === 'SUCCESS' && account ? 'SUCCESS' : 'VERIFY';

  return (
    <section className={styles.page} aria-labelledby="promoter-bank-title">
      <h1 id="promoter-bank-title" className={styles.title}>
        출금 계좌 인증
      </h1>
      <p className={styles.lead}>보너스를 받으실 본인 명의의 계좌를 1원 인증으로 확인합니다.</p>
      {query.isPending || me.isPending ? (
        <LoadingBlock label="계좌 정보를 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="계좌 정보를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : (
        <div className={styles.card}>
          <BankStepper stage={stage} />
          {stage === 'INPUT' && (
            <BankInputStep
              holder={account?.accountHolder ?? me.data?.name ?? ''}
              onSent={() => setEntering(false)}
              onCancel={entering && (verification || account) ? () => setEntering(false) : undefined}
            />
          )}
          {stage === 'VERIFY' && verification && <VerifyStep key={verification.id} verification={verification} onRestart={() => setEntering(true)} />}
          {stage === 'SUCCESS' && account && <SuccessStep account={account} onChange={() => setEntering(true)} />}
        </div>
      )}
    </section>
  );
}
