import { useState } from 'react';
import { formatDate, groupThousands } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Pagination } from '../../../shared/ui/Pagination';
import { PROMOTEES_PAGE_SIZE, usePromotees } from '../api/promotees';
import { PromoterGate } from './PromoterGate';
import styles from './promoter.module.css';

/**
 * /promoter/promotees: members who joined with the promoter's code, newest first, names masked
 * (spec §2 promotees). A member who is not an approved promoter is sent to the application.
 */
export function PromoteesPage() {
  return (
    <section aria-labelledby="promotees-title">
      <header className={styles.head}>
        <h1 id="promotees-title" className={styles.title}>
          추천회원
        </h1>
        <p className={styles.lead}>나의 추천인코드로 가입한 회원입니다. 개인정보 보호를 위해 이름 일부를 가려 보여드립니다.</p>
      </header>
      <PromoterGate>{() => <PromoteeList />}</PromoterGate>
    </section>
  );
}

function PromoteeList() {
  const [page, setPage] = useState(1);
  const promotees = usePromotees(page);
  if (promotees.isPending) return <LoadingBlock />;
  if (promotees.isError) return <LoadError title="추천회원을 불러오지 못했습니다" error={promotees.error} onRetry={() => promotees.refetch()} />;
  if (promotees.data.summary.totalCount === 0) return <EmptyState title="아직 추천회원이 없습니다" description="추천인코드 공유 링크로 지인을 초대해보세요." />;
  return (
    <>
      <p className={styles.count}>총 {groupThousands(promotees.data.summary.totalCount)}명</p>
      <ul className={styles.list} aria-label="추천회원 목록">
        {promotees.data.promotees.map((p) => (
          <li key={p._id} className={styles.row}>
            <span>{p.maskedName}</span>
            <span className={styles.muted}>가입일 {formatDate(p.joinedAt)}</span>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={promotees.data.summary.totalCount} pageSize={PROMOTEES_PAGE_SIZE} onChange={setPage} />
    </>
  );
}
