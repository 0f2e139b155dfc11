import { useState } from 'react';
import { CONSOLE_COUPONS_PAGE_SIZE } from '../api/console-coupons';
import { useNavigate } from '@tanstack/react-router';
import { COUPON_ISSUE_TYPE_TEXT, COUPON_PRICE_BASE_TEXT, formatDate, formatPrice, type Coupon, groupThousands } from '@shop/contracts';
import { useSearchDraft } from '../../../shared/hooks/use-search-draft';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useConsoleCoupons, useCouponWrites } from '../api/console-coupons';
import type { CouponFilter } from '../api/keys';
import { couponWorth } from '../../../shared/lib/coupon-text';
import { CouponForm } from './CouponForm';
import styles from './console-coupons.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

const period = (from: string | null, to: string | null) => (from || to ? `${from ? formatDate(from) : ''} ~ ${to ? formatDate(to) : ''}` : '상시');

/**
 * /console/shop/coupons (spec §2; console and admin02): coupons with search, issue-type and state
 * filters and paging; a dialog creates or edits one (issue and usage), deleting is confirmed.
 */
export function ConsoleCouponsPage({ filter }: { filter: Omit<CouponFilter, 'limit'> }) {
  const navigate = useNavigate();
  const query = useConsoleCoupons({ ...filter, limit: CONSOLE_COUPONS_PAGE_SIZE });
  const { save, remove } = useCouponWrites();
  const { draft, setDraft, onSearch } = useSearchDraft(filter.searchValue, (value) => go({ searchValue: value }));
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<Coupon>((d) => remove.mutateAsync(d._id));

  const go = (next: Partial<CouponFilter>) => {
    const f = { ...filter, page: 1, ...next };
    void navigate({
      to: '/console/shop/coupons',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        issueType: f.issueType || undefined,
        isActive: f.isActive || undefined,
      },
    });
  };

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="쿠폰" count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setEditing('new')}>
          쿠폰 등록
        </Button>
      </WorkPageHead>
      <section className={styles.card} aria-label="쿠폰 목록">
        <form className={styles.search} role="search" onSubmit={onSearch}>
          <label htmlFor="coupon-search" className="visually-hidden">
            쿠폰 검색
          </label>
          <input
            id="coupon-search"
            className={styles.searchInput}
            type="search"
            value={draft}
            maxLength={50}
            placeholder="쿠폰명, 쿠폰 코드로 검색"
            onChange={(e) => setDraft(e.target.value)}
          />
          <select
            className={styles.filter}
            aria-label="발급 방식"
            value={filter.issueType}
            onChange={(e) => go({ issueType: e.target.value as CouponFilter['issueType'] })}
          >
            <option value="">발급 방식 전체</option>
            <option value="request">다운로드</option>
            <option value="instant">즉시 발급</option>
          </select>
          <select
            className={styles.filter}
            aria-label="발급 상태"
            value={filter.isActive}
            onChange={(e) => go({ isActive: e.target.value as CouponFilter['isActive'] })}
          >
            <option value="">상태 전체</option>
            <option value="true">발급 중</option>
            <option value="false">발급 중지</option>
          </select>
          <Button type="submit" size="sm">
            검색
          </Button>
        </form>
        {query.isPending ? (
          <LoadingBlock label="쿠폰을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="쿠폰을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.coupons.length === 0 ? (
          <EmptyState compact title={filter.searchValue || filter.issueType || filter.isActive ? '조건에 맞는 쿠폰이 없습니다' : '등록된 쿠폰이 없습니다'} />
        ) : (
          <>
            <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">쿠폰명</th>
                    <th scope="col" className={styles.num}>
                      할인
                    </th>
                    <th scope="col">기준</th>
                    <th scope="col">발급</th>
                    <th scope="col">발급 기간</th>
                    <th scope="col">사용 기간</th>
                    <th scope="col" className={styles.num}>
                      발급 수
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col" className={styles.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.coupons.map((c) => (
                    <tr key={c._id}>
                      <td className={styles.nameCell}>
                        {c.name}
                        {c.issue.code && <div className={styles.subtle}>코드 {c.issue.code}</div>}
                      </td>
                      <td className={styles.num}>
                        {couponWorth(c)}
                        {c.unit === 'percent' && c.limit ? <div className={styles.subtle}>최대 {formatPrice(c.limit)}</div> : null}
                      </td>
                      <td className={styles.nowrap}>{COUPON_PRICE_BASE_TEXT[c.usage.target.price]}</td>
                      <td className={styles.nowrap}>{COUPON_ISSUE_TYPE_TEXT[c.issue.type]}</td>
                      <td className={styles.nowrap}>{period(c.issue.startsAt, c.issue.endsAt)}</td>
                      <td className={styles.nowrap}>{period(c.usage.startsAt, c.usage.endsAt)}</td>
                      <td className={styles.num}>
                        {groupThousands(c.issued.count)}
                        {c.issue.limit.shop.count__sum ? <span className={styles.subtle}> / {groupThousands(c.issue.limit.shop.count__sum)}</span> : null}
                        <UsageLimit coupon={c} />
                      </td>
                      <td className={c.issue.isActive ? styles.nowrap : `${styles.nowrap} ${styles.off}`}>{c.issue.isActive ? '발급 중' : '발급 중지'}</td>
                      <td className={styles.center}>
                        <span className={styles.actions}>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`${c.name} 수정`}>
                            수정
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setDeleting(c)} aria-label={`${c.name} 삭제`}>
                            삭제
                          </Button>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > CONSOLE_COUPONS_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination page={filter.page} total={query.data.summary.totalCount} pageSize={CONSOLE_COUPONS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <CouponForm
        open={editing !== null}
        coupon={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={(body) => save.mutateAsync({ id: editing && editing !== 'new' ? editing._id : null, body })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="쿠폰 삭제"
        message={deleting ? `‘${deleting.name}’ 쿠폰을 삭제하시겠습니까? 더 이상 발급되지 않으며, 이미 발급된 쿠폰은 그대로 사용할 수 있습니다.` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}

/** Uses counted against the coupon's shop-wide usage limit (usage.limit.shop), when it has one. */
function UsageLimit({ coupon: c }: { coupon: Coupon }) {
  const shop = c.usage.limit.shop;
  if (!shop?.count__sum && !shop?.price__sum) return null;
  return (
    <>
      {shop.count__sum ? (
        <div className={styles.subtle}>
          사용 {groupThousands(c.used.count)} / {groupThousands(shop.count__sum)}회
        </div>
      ) : null}
      {shop.price__sum ? (
        <div className={styles.subtle}>
          할인 {formatPrice(c.used.price)} / {formatPrice(shop.price__sum)}
        </div>
      ) : null}
    </>
  );
}
