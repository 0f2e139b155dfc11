import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Pagination } from '../../../shared/ui/Pagination';
import { buttonClassName } from '../../../shared/ui/Button';
import { useMyPromoterRequest } from '../api/my-request';
import { PROMOTEES_PAGE_SIZE, usePromotees } from '../api/promotees';
import styles from './promoter.module.css';

/**
 * /promoter/promotees: members who joined with the promoter's code, newest first, names masked
 * (spec §2 promotees). A member who is not an approved promoter is sent to the application.
 */
export function PromoteesPage() {
  const [page, setPage] = useState(1);
  const request = useMyPromoterRequest();
  const approved = request.data?.request?.status === 'APPROVED';
  const promotees = usePromotees(page, approved);

  return (
    <section aria-labelledby="promotees-title">
      <header className={styles.head}>
        <h1 id="promotees-title" className={styles.title}>
          추천회원
        </h1>
        <p className={styles.lead}>나의 추천인코드로 가입한 회원입니다. 개인정보 보호를 위해 이름 일부를 가려 보여드립니다.</p>
      </header>
      {request.isPending || (approved && promotees.isPending) ? (
        <LoadingBlock />
      ) : request.isError ? (
        <LoadError title="불러오지 못했습니다" error={request.error} onRetry={() => request.refetch()} />
      ) : !approved ? (
        <EmptyState
          title="프로모터 승인 후 이용할 수 있습니다"
          action={
            <Link to="/promoter" className={buttonClassName('primary')}>
              프로모터 신청하기
            </Link>
          }
        />
      ) : promotees.isError ? (
        <LoadError title="추천회원을 불러오지 못했습니다" error={promotees.error} onRetry={() => promotees.refetch()} />
      ) : !promotees.data || promotees.data.summary.totalCount === 0 ? (
        <EmptyState title="아직 추천회원이 없습니다" description="추천인코드 공유 링크로 지인을 초대해보세요." />
      ) : (
        <>
          <p className={styles.count}>총 {promotees.data.summary.totalCount.toLocaleString('ko-KR')}명</p>
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
      )}
    </section>
  );
}
