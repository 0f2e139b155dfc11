import { CONSOLE_PRODUCT_SORTS } from '@shop/contracts';
import { useCategoryTree } from '../../../shared/api/categories';
import { Select } from '../../../shared/ui/Select';
import { WorkSearch } from '../../../shared/ui/WorkPage';
import { useBrandChoices } from '../api/products';
import { categoryChoices } from '../lib/categories';
import type { ProductsSearch } from '../lib/product-search';
import styles from './product-editor.module.css';

const YES_NO = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The product list's search box, filters (category, brand, 노출, 판매, type) and order; each change goes to the URL. */
export function ProductFilters({ search, onApply }: { search: ProductsSearch; onApply(next: ProductsSearch): void }) {
  const tree = useCategoryTree();
  const brands = useBrandChoices();
  const set = (patch: Partial<ProductsSearch>) => onApply({ ...search, ...patch, page: undefined });
  return (
    <>
      <WorkSearch
        id="product-q"
        label="상품 검색"
        placeholder="상품명, 상품코드 또는 #태그"
        value={search.q ?? ''}
        onSearch={(q) => set({ q: q || undefined })}
      />
      <div className={styles.filters}>
        <Select
          size="sm"
          aria-label="카테고리"
          placeholder="전체 카테고리"
          options={categoryChoices(tree.data ?? [])}
          value={search.category ?? ''}
          onChange={(e) => set({ category: e.target.value || undefined })}
        />
        <Select
          size="sm"
          aria-label="브랜드"
          placeholder="전체 브랜드"
          options={brands.data ?? []}
          value={search.brand ?? ''}
          onChange={(e) => set({ brand: e.target.value || undefined })}
        />
        <Select
          size="sm"
          aria-label="노출"
          placeholder="노출 전체"
          options={YES_NO('노출', '숨김')}
          value={search.shows ?? ''}
          onChange={(e) => set({ shows: (e.target.value || undefined) as ProductsSearch['shows'] })}
        />
        <Select
          size="sm"
          aria-label="판매"
          placeholder="판매 전체"
          options={YES_NO('판매', '판매중지')}
          value={search.sells ?? ''}
          onChange={(e) => set({ sells: (e.target.value || undefined) as ProductsSearch['sells'] })}
        />
        <Select
          size="sm"
          aria-label="유형"
          placeholder="전체 유형"
          options={[
            { value: 'normal', label: '일반' },
            { value: 'variety', label: '버라이어티 묶음' },
            { value: 'bundle', label: '상품 묶음' },
          ]}
          value={search.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || undefined) as ProductsSearch['type'] })}
        />
        <Select
          size="sm"
          aria-label="정렬"
          options={Object.entries(CONSOLE_PRODUCT_SORTS).map(([value, label]) => ({ value, label }))}
          value={search.sort ?? 'latest'}
          onChange={(e) => set({ sort: e.target.value === 'latest' ? undefined : (e.target.value as ProductsSearch['sort']) })}
        />
      </div>
    </>
  );
}
