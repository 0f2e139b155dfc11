import { useState } from 'react';
import { useMyPromoterRequest } from '../api/my-request';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { PromoterApplyForm } from './PromoterApplyForm';
import { PromoterStatusPanel } from './PromoterStatusPanel';
import styles from './promoter.module.css';

/**
 * /promoter: a member who is not a promoter applies here (spec §3 Promoter approval request);
 * afterwards the request's state shows (spec §4: AWAITING, REJECTED with the reason and a new
 * request, APPROVED with the code and its share link).
 */
export function PromoterHome() {
  const request = useMyPromoterRequest();
  const [reapplying, setReapplying] = useState(false);
  const current = request.data?.request ?? null;
  const applying = !current || (current.status === 'REJECTED' && reapplying);

  return (
    <section aria-labelledby="promoter-title">
      <header className={styles.head}>
        <h1 id="promoter-title" className={styles.title}>
          {applying ? '프로모터 신청' : '프로모터 현황'}
        </h1>
        <p className={styles.lead}>
          세라메종을 소개해 주시는 프로모터께는 추천 회원의 구매에 따라 보너스를 드립니다. 승인 후 받는 추천인코드로 회원을 초대해주세요.
        </p>
      </header>
      {request.isPending ? (
        <LoadingBlock />
      ) : request.isError ? (
        <LoadError title="신청 내역을 불러오지 못했습니다" error={request.error} onRetry={() => request.refetch()} />
      ) : applying ? (
        <PromoterApplyForm onApplied={() => setReapplying(false)} />
      ) : (
        <PromoterStatusPanel request={current!} onReapply={() => setReapplying(true)} />
      )}
    </section>
  );
}
