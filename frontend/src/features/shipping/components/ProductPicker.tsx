import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { TARGET_PRODUCT_SEARCH_LIMIT, useTargetProductSearch, useTargetProducts, type TargetProduct } from '../api/target-products';
import styles from './shipping.module.css';

/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DELAY_MS = 300;

/** The search words once typing paused for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function ProductLine({ product, action }: { product: TargetProduct; action: ReactNode }) {
  const label = product.name ?? (product.missing ? '표시되지 않는 상품' : '불러오는 중…');
  return (
    <li className={styles.productLine}>
      <LineThumb url={product.thumbUrl} size={40} />
      <span className={styles.productText}>
        <span className={styles.productName} title={label}>
          {label}
        </span>
        <span className={styles.subtle}>{product.code ?? product._id}</span>
      </span>
      {action}
    </li>
  );
}

/**
 * The products a "by products" rule applies to (spec §9 shipping target "by products"): a search
 * over the shop's products (name, code, tags; debounced) listing name, code and picture to add,
 * and the chosen ones by name to remove. `value` and `onChange` carry product ids.
 */
export function ProductPicker({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const [typed, setTyped] = useState('');
  const searchValue = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const search = useTargetProductSearch(searchValue);
  const chosen = useTargetProducts(value);
  const inputId = useId();
  const found = searchValue ? (search.data ?? []) : [];
  return (
    <div className={styles.productPicker}>
      <div role="group" aria-label="선택한 상품">
        <p className={styles.pickerHead}>선택한 상품 {value.length}개</p>
        {value.length === 0 ? (
          <p className={styles.subtle}>아래에서 상품을 검색해 추가하세요.</p>
        ) : (
          <ul className={styles.productList}>
            {chosen.map((p) => (
              <ProductLine
                key={p._id}
                product={p}
                action={
                  <Button
                    size="sm"
                    variant="ghost"
                    type="button"
                    aria-label={`${p.name ?? p._id} 빼기`}
                    onClick={() => onChange(value.filter((id) => id !== p._id))}
                  >
                    빼기
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </div>
      <label htmlFor={inputId} className={styles.pickerHead}>
        상품 검색
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.searchInput}
        placeholder="상품명 또는 상품코드"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {searchValue && (
        <div role="region" aria-label="상품 검색 결과" aria-busy={search.isFetching}>
          {search.isError ? (
            <p role="alert" className={styles.error}>
              상품을 검색하지 못했습니다. 잠시 후 다시 시도해주세요.
            </p>
          ) : found.length === 0 ? (
            <p className={styles.subtle}>{search.isFetching ? '검색 중…' : '검색된 상품이 없습니다.'}</p>
          ) : (
            <ul className={styles.productList}>
              {found.map((p) => {
                const picked = value.includes(p._id);
                return (
                  <ProductLine
                    key={p._id}
                    product={p}
                    action={
                      <Button
                        size="sm"
                        variant="secondary"
                        type="button"
                        disabled={picked}
                        aria-label={`${p.name} ${picked ? '추가됨' : '추가'}`}
                        onClick={() => onChange([...value, p._id])}
                      >
                        {picked ? '추가됨' : '추가'}
                      </Button>
                    }
                  />
                );
              })}
            </ul>
          )}
          {found.length >= TARGET_PRODUCT_SEARCH_LIMIT && <p className={styles.subtle}>검색어를 더 구체적으로 입력하면 결과가 좁혀집니다.</p>}
        </div>
      )}
    </div>
  );
}
