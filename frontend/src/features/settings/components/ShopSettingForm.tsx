import { useState, type FormEvent } from 'react';
import { DISPLAY_CODE_TEXT, DisplayCode, SHIPPING_CODE_TEXT, ShippingCode, type Setting } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { useSettingShowrooms } from '../api/showrooms';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

/** The codes of one kind as checkboxes: each code's label, checked while the shop uses it. */
function CodePicks<T extends string>(props: { legend: string; options: { value: T; label: string }[]; picked: T[]; onChange(picked: T[]): void }) {
  const { legend, options, picked, onChange } = props;
  return (
    <fieldset className={styles.picks}>
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 && <p className={t.subtle}>등록된 항목이 없습니다.</p>}
      {options.map((o) => (
        <Checkbox
          key={o.value}
          label={o.label}
          checked={picked.includes(o.value)}
          onChange={(e) => onChange(e.target.checked ? [...picked, o.value] : picked.filter((v) => v !== o.value))}
        />
      ))}
    </fieldset>
  );
}

/**
 * The shop part of the setting (spec §3 Setting shop: cashReceipt, displayCodes, shippingCodes,
 * showroomCodes): whether bank-transfer orders may ask for a 현금영수증, and which display codes,
 * shipping codes and showrooms the shop uses, picked from those that exist (their names and
 * warehouses are edited in 코드 관리 and 쇼룸 관리).
 */
export function ShopSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const showrooms = useSettingShowrooms();
  const displayText = new Map((setting.displayCodes ?? []).map((c) => [c.value, c]));
  const shippingText = new Map((setting.shippingCodes ?? []).map((c) => [c.value, c]));
  const [cashReceipt, setCashReceipt] = useState(setting.cashReceipt?.enabled === true);
  const [displayCodes, setDisplayCodes] = useState(Object.values(DisplayCode).filter((v) => displayText.get(v)?.shows !== false));
  const [shippingCodes, setShippingCodes] = useState(Object.values(ShippingCode).filter((v) => shippingText.get(v)?.shows !== false));
  const [showroomCodes, setShowroomCodes] = useState(setting.showroomCodes ?? []);
  const [saved, setSaved] = useState(false);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setSaved(false);
    };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate({ shop: { cashReceipt, displayCodes, shippingCodes, showroomCodes } }, { onSuccess: () => setSaved(true) });
  };
  const rooms = (showrooms.data ?? []).map((r) => ({ value: r.code, label: r.shows ? r.name : `${r.name} (숨김)` }));
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="쇼핑 설정">
      <h2 className={t.cardTitle}>쇼핑</h2>
      <div className={styles.body}>
        <Checkbox label="무통장입금 주문에 현금영수증 신청 받기" checked={cashReceipt} onChange={(e) => changed(setCashReceipt)(e.target.checked)} />
        <CodePicks
          legend="사용할 진열 코드"
          options={Object.values(DisplayCode).map((v) => ({ value: v, label: displayText.get(v)?.text ?? DISPLAY_CODE_TEXT[v] }))}
          picked={displayCodes}
          onChange={changed(setDisplayCodes)}
        />
        <CodePicks
          legend="사용할 배송 코드"
          options={Object.values(ShippingCode).map((v) => ({ value: v, label: shippingText.get(v)?.text ?? SHIPPING_CODE_TEXT[v] }))}
          picked={shippingCodes}
          onChange={changed(setShippingCodes)}
        />
        {showrooms.isError ? (
          <p className={styles.error}>쇼룸 목록을 불러오지 못했습니다.</p>
        ) : (
          <CodePicks legend="안내할 쇼룸" options={rooms} picked={showroomCodes} onChange={changed(setShowroomCodes)} />
        )}
        <p className={t.subtle}>
          진열·배송 코드의 이름과 색상, 출고지는 코드 관리에서, 쇼룸 정보는 쇼룸 관리에서 바꿉니다. 체크를 끈 코드는 지워지지 않고 숨겨집니다.
        </p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}
