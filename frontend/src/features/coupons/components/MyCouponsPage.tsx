import { useNavigate } from '@tanstack/react-router';
import { USER_COUPON_TAB_TEXT, UserCouponTab, formatDate, type UserCoupon, groupThousands } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
import { MY_COUPONS_PAGE_SIZE, useMyCouponWrites, useMyCoupons } from '../api/my-coupons';
import { CouponCodeForm } from './CouponCodeForm';
import { CouponTicket } from './CouponTicket';
import { DownloadSection } from './DownloadSection';
import styles from './coupons.module.css';

const EMPTY: Record<UserCouponTab, { title: string; description: string }> = {
  available: { title: '사용 가능한 쿠폰이 없습니다', description: '위에서 쿠폰을 받거나 쿠폰 코드를 등록해보세요.' },
  used: { title: '사용한 쿠폰이 없습니다', description: '주문에 사용한 쿠폰이 이곳에 표시됩니다.' },
  expired: { title: '기간이 만료된 쿠폰이 없습니다', description: '사용 기간이 지난 쿠폰이 이곳에 표시됩니다.' },
};

/** The foot line of a member's coupon: its period, or when it was used. */
const noteOf = (c: UserCoupon, tab: UserCouponTab): string | undefined =>
  tab === 'used' && c.usedAt ? `${formatDate(c.usedAt)} 사용` : tab === 'expired' && c.usage.endsAt ? `${formatDate(c.usage.endsAt)} 만료` : undefined;

/**
 * /mypage/coupons[/{tab}] (spec §2): coupons to download now and a code entry on top, then the
 * member's coupons by tab (사용가능, 사용완료, 기간만료) with counts, paging and a confirmed delete.
 */
export function MyCouponsPage({ tab, page }: { tab: UserCouponTab; page: number }) {
  const navigate = useNavigate();
  const query = useMyCoupons(tab, page);
  const { remove } = useMyCouponWrites();
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<UserCoupon>((d) => remove.mutateAsync(d._id));
  const counts = query.data?.summary.counts;
  const go = (next: UserCouponTab, p = 1) => void navigate({ to: '/mypage/coupons/$tab', params: { tab: next }, search: { page: p > 1 ? p : undefined } });

  return (
    <section aria-labelledby="coupons-title">
      <div className={styles.pageHead}>
        <h1 id="coupons-title" className={styles.pageTitle}>
          쿠폰
        </h1>
        {counts && (
          <span className={styles.pageNote}>
            사용 가능 <strong>{groupThousands(counts.available)}장</strong>
          </span>
        )}
      </div>
      <p className={styles.lead}>세라메종에서 드리는 혜택입니다. 받은 쿠폰은 주문서에서 선택해 사용하실 수 있습니다.</p>
      <CouponCodeForm onDone={() => go('available')} />

      <Tabs
        className={styles.tabs}
        label="쿠폰 상태"
        panelId="coupon-list"
        value={tab}
        onChange={(t) => go(t)}
        tabs={Object.values(UserCouponTab).map((t) => ({ value: t, label: counts ? `${USER_COUPON_TAB_TEXT[t]} ${counts[t]}` : USER_COUPON_TAB_TEXT[t] }))}
      />
      <div id="coupon-list" role="tabpanel" aria-label={USER_COUPON_TAB_TEXT[tab]} className={styles.section}>
        {query.isPending ? (
          <LoadingBlock label="쿠폰을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="쿠폰을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.coupons.length === 0 ? (
          <EmptyState title={EMPTY[tab].title} description={EMPTY[tab].description} />
        ) : (
          <>
            <ul className={styles.grid} aria-busy={query.isPlaceholderData}>
              {query.data.coupons.map((c) => (
                <li key={c._id}>
                  <CouponTicket
                    coupon={c}
                    muted={tab !== 'available'}
                    note={noteOf(c, tab)}
                    action={
                      tab !== 'used' && (
                        <button type="button" className={styles.linkButton} onClick={() => setDeleting(c)} aria-label={`${c.name} 삭제`}>
                          삭제
                        </button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            <div className={styles.pagination}>
              <Pagination page={page} total={query.data.summary.totalCount} pageSize={MY_COUPONS_PAGE_SIZE} onChange={(p) => go(tab, p)} />
            </div>
          </>
        )}
      </div>
      <DownloadSection />
      <ConfirmDialog
        open={deleting !== null}
        title="쿠폰 삭제"
        message={deleting ? `‘${deleting.name}’ 쿠폰을 삭제하시겠습니까? 삭제한 쿠폰은 되돌릴 수 없습니다.` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </section>
  );
}
