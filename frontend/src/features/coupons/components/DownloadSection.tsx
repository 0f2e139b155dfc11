import { useState } from 'react';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useDownloadableCoupons, useMyCouponWrites } from '../api/my-coupons';
import { CouponTicket } from './CouponTicket';
import styles from './coupons.module.css';

/** 지금 받을 수 있는 쿠폰: the download coupons open now (GET coupons), each with 다운로드 or 받음. */
export function DownloadSection() {
  const query = useDownloadableCoupons();
  const { download } = useMyCouponWrites();
  const [busy, setBusy] = useState<string | null>(null);
  const take = async (id: string) => {
    setBusy(id);
    try {
      await download.mutateAsync({ coupon: id });
    } catch (e) {
      alertError(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="coupon-download-title">
      <div className={styles.sectionHead}>
        <h2 id="coupon-download-title" className={styles.sectionTitle}>
          지금 받을 수 있는 쿠폰
        </h2>
        <span className={styles.sectionNote}>받은 쿠폰은 위 사용가능 목록에 담깁니다</span>
      </div>
      {query.isPending ? (
        <LoadingBlock label="받을 수 있는 쿠폰을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="쿠폰을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.coupons.length === 0 ? (
        <EmptyState compact title="지금 받을 수 있는 쿠폰이 없습니다" description="새 쿠폰이 준비되면 이곳에서 받으실 수 있습니다." />
      ) : (
        <ul className={styles.grid}>
          {query.data.coupons.map((c) => (
            <li key={c._id}>
              <CouponTicket
                coupon={c}
                action={
                  c.downloaded ? (
                    <Button size="sm" variant="secondary" disabled>
                      받음
                    </Button>
                  ) : (
                    <Button size="sm" loading={busy === c._id} onClick={() => void take(c._id)} aria-label={`${c.name} 다운로드`}>
                      다운로드
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
