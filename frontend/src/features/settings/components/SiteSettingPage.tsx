import { useState, type FormEvent } from 'react';
import { restoresCouponsOnReturn, type Setting } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting, useSiteSetting } from '../api/site-setting';
import styles from './settings.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import { BonusSettingForm } from './BonusSettingForm';
import { SettingSaveRow } from './SettingSaveRow';
import { TrackingSettingForm } from './TrackingSettingForm';

/** The benefits part of the setting: whether a return's refund gives the order's coupons back. */
function CouponSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const [restoreOnReturn, setRestoreOnReturn] = useState(restoresCouponsOnReturn(setting));
  const [saved, setSaved] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate({ coupons: { restoreOnReturn } }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="쿠폰 설정">
      <h2 className={t.cardTitle}>쿠폰</h2>
      <div className={styles.body}>
        <Checkbox
          label="반품 시 쿠폰 복원"
          checked={restoreOnReturn}
          onChange={(e) => {
            setRestoreOnReturn(e.target.checked);
            setSaved(false);
          }}
        />
        <p className={t.subtle}>
          켜면 반품 환불이 완료될 때 그 주문에 쓴 쿠폰을 회원에게 돌려줍니다. 배송 전 취소된 주문의 쿠폰은 설정과 관계없이 항상 돌려줍니다.
        </p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}

/** /console/site/setting (spec §2 site/setting, §7 console setting GET and PUT; §6 console only): the shop's settings staff change: the coupon policy, the promoter bonus withdrawal policy and the tracking ids (issue 14). */
export function SiteSettingPage() {
  const query = useSiteSetting();
  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="사이트 설정" />
      <section className={t.card} aria-label="혜택 설정">
        {query.isPending ? (
          <LoadingBlock label="사이트 설정을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="사이트 설정을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <>
            <CouponSettingForm setting={query.data.setting} />
            <BonusSettingForm setting={query.data.setting} />
          </>
        )}
      </section>
      {query.data && (
        <section className={t.card} aria-label="추적 설정">
          <TrackingSettingForm setting={query.data.setting} />
        </section>
      )}
    </>
  );
}
