import { useState } from 'react';
import { USER_COUPONS_PAGE_SIZE } from '../api/console-coupons';
import { useNavigate } from '@tanstack/react-router';
import { formatDateTime, type ConsoleUserCoupon } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useConsoleUserCoupons, useUserCouponWrites } from '../api/console-coupons';
import { couponWorth } from '../../../shared/lib/coupon-text';
import { IssueUserCouponDialog } from './IssueUserCouponDialog';
import styles from './console-coupons.module.css';
import { WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';

const stateOf = (c: ConsoleUserCoupon, now: number): string =>
  c.isUsed ? '사용완료' : c.isExpired || (c.usage.endsAt && Date.parse(c.usage.endsAt) < now) ? '기간만료' : '사용가능';

/**
 * /console/user-coupons (spec §2; console only): every member's coupons with search and paging,
 * issuing a coupon to a member, and deleting one (confirmed).
 */
export function ConsoleUserCouponsPage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useConsoleUserCoupons({ page, searchValue, limit: USER_COUPONS_PAGE_SIZE });
  const { issue, remove } = useUserCouponWrites();
  const [issuing, setIssuing] = useState(false);
  const {
    asking: deleting,
    ask: setDeleting,
    cancel: cancelDelete,
    confirm: confirmDelete,
  } = useConfirmed<ConsoleUserCoupon>((d) => remove.mutateAsync(d._id));
  const now = Date.now();

  const go = (next: { page?: number; searchValue?: string }) =>
    void navigate({
      to: '/console/user-coupons',
      search: { page: next.page && next.page > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });

  return (
    <>
      <WorkPageHead crumb="회원 관리" title="회원 쿠폰" count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setIssuing(true)}>
          쿠폰 발급
        </Button>
      </WorkPageHead>
      <section className={styles.card} aria-label="회원 쿠폰 목록">
        <WorkSearch
          id="user-coupon-search"
          label="회원 쿠폰 검색"
          placeholder="쿠폰명, 회원 아이디·이름으로 검색"
          value={searchValue}
          onSearch={(value) => go({ searchValue: value })}
        />
        {query.isPending ? (
          <LoadingBlock label="회원 쿠폰을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원 쿠폰을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.userCoupons.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : '발급된 쿠폰이 없습니다'} />
        ) : (
          <>
            <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">발급일시</th>
                    <th scope="col">회원</th>
                    <th scope="col">쿠폰명</th>
                    <th scope="col" className={styles.num}>
                      할인
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col">사용일시</th>
                    <th scope="col" className={styles.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.userCoupons.map((c) => (
                    <tr key={c._id}>
                      <td className={styles.nowrap}>{formatDateTime(c.createdAt)}</td>
                      <td className={styles.nowrap}>
                        {c.user.name}
                        <div className={styles.subtle}>{c.user.username}</div>
                      </td>
                      <td className={styles.nameCell}>{c.name}</td>
                      <td className={styles.num}>{couponWorth(c)}</td>
                      <td className={styles.nowrap}>{stateOf(c, now)}</td>
                      <td className={styles.nowrap}>{c.usedAt ? formatDateTime(c.usedAt) : <span className={styles.subtle}>—</span>}</td>
                      <td className={styles.center}>
                        <Button size="sm" variant="secondary" onClick={() => setDeleting(c)} aria-label={`${c.user.username}의 ${c.name} 삭제`}>
                          삭제
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > USER_COUPONS_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={USER_COUPONS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <IssueUserCouponDialog open={issuing} onClose={() => setIssuing(false)} onSubmit={(body) => issue.mutateAsync(body)} />
      <ConfirmDialog
        open={deleting !== null}
        title="회원 쿠폰 삭제"
        message={deleting ? `${deleting.user.name}(${deleting.user.username}) 회원의 ‘${deleting.name}’ 쿠폰을 삭제하시겠습니까?` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}
