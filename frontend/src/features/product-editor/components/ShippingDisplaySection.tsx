import { DISPLAY_CODE_TEXT, SHIPPING_CODE_TEXT, type DisplayCode, type ShippingBundleType, type ShippingCode } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { wholeNumber, type SectionProps } from '../lib/section';
import styles from './product-editor.module.css';

/** 배송: how the product ships and whether it ships bundled with others. */
export function ShippingSection({ draft, set }: SectionProps) {
  return (
    <Section variant="card" padded title="배송">
      <div className={styles.grid}>
        <Select
          label="배송 방법"
          value={draft.shippingCode}
          options={Object.entries(SHIPPING_CODE_TEXT).map(([value, label]) => ({ value, label }))}
          onChange={(e) => set({ shippingCode: e.target.value as ShippingCode })}
        />
        <Select
          label="묶음 배송"
          value={draft.shippingBundleType}
          options={[
            { value: 'bundle', label: '묶음 배송' },
            { value: 'apiece', label: '개별 배송' },
          ]}
          onChange={(e) => set({ shippingBundleType: e.target.value as ShippingBundleType })}
        />
      </div>
    </Section>
  );
}

/** 노출: shown and sold, display groups, order, the YouTube video and the link button. */
export function DisplaySection({ draft, set }: SectionProps) {
  const link = draft.link ?? { url: '', name: '', enabled: false, isOuter: true };
  const toggleGroup = (g: DisplayCode, on: boolean) => set({ groups: on ? [...draft.groups, g] : draft.groups.filter((x) => x !== g) });
  return (
    <Section variant="card" padded title="노출">
      <div className={styles.checks}>
        <Checkbox label="쇼핑몰에 노출" checked={draft.shows} onChange={(e) => set({ shows: e.target.checked })} />
        <Checkbox label="판매" checked={draft.sells} onChange={(e) => set({ sells: e.target.checked })} />
      </div>
      <fieldset className={styles.checks}>
        <legend>전시 그룹</legend>
        {(Object.keys(DISPLAY_CODE_TEXT) as DisplayCode[]).map((g) => (
          <Checkbox key={g} label={DISPLAY_CODE_TEXT[g]} checked={draft.groups.includes(g)} onChange={(e) => toggleGroup(g, e.target.checked)} />
        ))}
      </fieldset>
      <div className={styles.grid}>
        <TextField label="진열 순서" inputMode="numeric" value={String(draft.sequence ?? 0)} onChange={(e) => set({ sequence: wholeNumber(e.target.value) })} />
        <TextField
          label="유튜브 영상 코드"
          hint="예: dQw4w9WgXcQ"
          value={draft.youtubeCode ?? ''}
          maxLength={20}
          onChange={(e) => set({ youtubeCode: e.target.value.trim() })}
        />
        <TextField label="연관 그룹 코드" value={draft.relatedGroupCode ?? ''} onChange={(e) => set({ relatedGroupCode: e.target.value })} />
        <TextField label="링크 이름" value={link.name} onChange={(e) => set({ link: { ...link, name: e.target.value } })} />
        <TextField label="링크 주소" placeholder="https://" value={link.url} onChange={(e) => set({ link: { ...link, url: e.target.value.trim() } })} />
      </div>
      <div className={styles.checks}>
        <Checkbox label="링크 버튼 보이기" checked={link.enabled} onChange={(e) => set({ link: { ...link, enabled: e.target.checked } })} />
        <Checkbox label="새 창에서 열기 (외부 링크)" checked={link.isOuter} onChange={(e) => set({ link: { ...link, isOuter: e.target.checked } })} />
      </div>
    </Section>
  );
}
