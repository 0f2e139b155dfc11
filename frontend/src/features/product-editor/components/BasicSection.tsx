import { useCategoryTree } from '../../../shared/api/categories';
import { Section } from '../../../shared/ui/Section';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useBrandChoices } from '../api/products';
import { categoryChoices } from '../lib/categories';
import { words, type SectionProps } from '../lib/section';
import styles from './product-editor.module.css';

/** 기본 정보: code (only when creating: it is claimed), name, type, category, brand, hashtags, flags, size, origin, maker. */
export function BasicSection({ draft, set, creating }: SectionProps & { creating: boolean }) {
  const tree = useCategoryTree();
  const brands = useBrandChoices();
  return (
    <Section variant="card" padded title="기본 정보">
      <div className={styles.grid}>
        <TextField
          label="상품코드"
          required
          value={draft.code}
          disabled={!creating}
          hint={creating ? '영문, 숫자, -, _ (저장 후 변경 불가)' : undefined}
          onChange={(e) => set({ code: e.target.value.trim() })}
        />
        <TextField label="상품명" required className={styles.wide} value={draft.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} />
        <Select
          label="유형"
          value={draft.type}
          options={[
            { value: 'normal', label: '일반' },
            { value: 'variety', label: '버라이어티 묶음' },
            { value: 'bundle', label: '상품 묶음' },
          ]}
          onChange={(e) => set({ type: e.target.value as SectionProps['draft']['type'] })}
        />
        <Select
          label="카테고리"
          required
          placeholder="카테고리 선택"
          value={draft._category}
          options={categoryChoices(tree.data ?? [])}
          onChange={(e) => set({ _category: e.target.value })}
        />
        <Select
          label="브랜드"
          placeholder="없음"
          value={draft._brand ?? ''}
          options={brands.data ?? []}
          onChange={(e) => set({ _brand: e.target.value || null })}
        />
        <TextField label="해시태그" hint="쉼표로 구분" defaultValue={draft.hashtags.join(', ')} onBlur={(e) => set({ hashtags: words(e.target.value) })} />
        <TextField
          label="플래그"
          hint="쉼표로 구분 (예: NEW, HOT)"
          defaultValue={(draft.flags ?? []).join(', ')}
          onBlur={(e) => set({ flags: words(e.target.value) })}
        />
        <TextField label="크기" value={draft.size} onChange={(e) => set({ size: e.target.value })} />
        <TextField label="원산지" value={draft.origin} onChange={(e) => set({ origin: e.target.value })} />
        <TextField label="제조사" value={draft.manufacturer} onChange={(e) => set({ manufacturer: e.target.value })} />
      </div>
    </Section>
  );
}
