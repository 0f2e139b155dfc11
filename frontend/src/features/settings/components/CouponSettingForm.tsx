import { useState, type FormEvent } from 'react';
import { restoresCouponsOnReturn, type Setting } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

/** The benefits part of the setting: whether a return's refund gives the order's coupons back. */
export function CouponSettingForm({ setting }: { setting: Setting }) {
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
