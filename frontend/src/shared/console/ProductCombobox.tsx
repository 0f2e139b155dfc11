import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatPrice, groupThousands } from '@shop/contracts';
import { LineThumb } from '../ui/LineThumb';
import { useConsoleProductSearch, type PickerProduct, type ProductSearchFilter } from './product-search';
import styles from './ProductPicker.module.css';

/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DELAY_MS = 300;

export interface ProductComboboxProps {
  /** The search field's name, e.g. "상품 검색"; its results are the listbox "<label> 결과". */
  label: string;
  /** Takes the product chosen (a click, or Enter on the active option). */
  onPick(product: PickerProduct): void;
  /** Ids already picked: never offered again. */
  picked?: readonly string[];
  /** Narrows the search (only shown, only on sale, one type). */
  filter?: ProductSearchFilter;
  /** A pick closes the list; `single` also empties the field, `multiple` (default) keeps the words so ↓ offers the rest. */
  mode?: 'single' | 'multiple';
  /** Keep the label for screen readers only (the surrounding form names the field already). */
  labelHidden?: boolean;
  placeholder?: string;
}

/**
 * The console's one product picker (ARIA combobox with a listbox): staff type a name, code or tag and
 * the console's products are searched as they type (debounced), each offered with its picture,
 * name, code, price and stock, 10 at a time with 더 보기. ↓/↑ move through the options, Enter picks
 * the active one (or searches at once), Escape closes the list (then empties the field). What is
 * already `picked` is left out; loading, empty and error states are said in Korean.
 */
export function ProductCombobox({
  label,
  onPick,
  picked = [],
  filter,
  mode = 'multiple',
  labelHidden,
  placeholder = '상품명, 상품코드 또는 #태그',
}: ProductComboboxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setActive(-1), [q]);

  // Asked only once typing pauses (or Enter): what shows meanwhile is the last answer.
  const settled = typed.trim() === q;
  const search = useConsoleProductSearch(q, filter, open && settled);
  const loaded = search.data?.pages.flatMap((p) => p.products) ?? [];
  const rows = loaded.filter((p) => !picked.includes(p._id));
  const total = search.data?.pages[0]?.summary.totalCount ?? 0;
  const more = search.hasNextPage ? 1 : 0;
  const count = rows.length + more;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && count > 0;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Escape closes the open list, then empties the field: caught on the window, so a surrounding dialog does not close meanwhile.
  const escapes = open || typed !== '';
  useEffect(() => {
    if (!escapes) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.target !== inputRef.current) return;
      e.stopPropagation();
      e.preventDefault();
      if (open) {
        setOpen(false);
        setActive(-1);
      } else {
        setTyped('');
        setQ('');
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [escapes, open]);

  const choose = (i: number) => {
    if (i >= rows.length) {
      if (more && !search.isFetchingNextPage) void search.fetchNextPage();
      return;
    }
    onPick(rows[i]!);
    setOpen(false);
    setActive(-1);
    if (mode === 'single') {
      setTyped('');
      setQ('');
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (count === 0) return;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0) return choose(active);
      setQ(typed.trim());
      setOpen(true);
    }
  };

  const status = search.isError
    ? null
    : rows.length === 0 && (!settled || (search.isFetching && !search.isFetchingNextPage))
      ? '검색 중…'
      : search.data && rows.length === 0
        ? loaded.length > 0
          ? '검색된 상품은 모두 선택되었습니다.'
          : q
            ? '검색된 상품이 없습니다.'
            : '등록된 상품이 없습니다.'
        : search.data && total > 0
          ? `${groupThousands(total)}개 중 ${groupThousands(loaded.length)}개`
          : null;

  return (
    <div className={styles.combobox}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        className={styles.searchInput}
        placeholder={placeholder}
        maxLength={50}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      {open && (expanded || status || search.isError) && (
        <div className={styles.popup}>
          {expanded && (
            <ul id={`${id}-list`} role="listbox" aria-label={`${label} 결과`} className={styles.listbox} aria-busy={search.isFetching}>
              {rows.map((p, i) => (
                <li
                  key={p._id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  aria-label={p.name}
                  aria-describedby={`${optionId(i)}-facts`}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(i)}
                >
                  <LineThumb url={p.thumb?.url} size={40} />
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{p.name}</span>
                    <span id={`${optionId(i)}-facts`} className={styles.optionFacts}>
                      <span>{p.code}</span>
                      <span>{formatPrice(p.salePrice)}</span>
                      <span className={p.stock > 0 ? undefined : styles.warn}>{p.stock > 0 ? `재고 ${groupThousands(p.stock)}개` : '품절'}</span>
                      {!p.shows && <span className={styles.warn}>미노출</span>}
                      {!p.sells && <span className={styles.warn}>판매 중지</span>}
                    </span>
                  </span>
                </li>
              ))}
              {more === 1 && (
                <li
                  id={optionId(rows.length)}
                  role="option"
                  aria-selected={active === rows.length}
                  className={`${styles.option} ${styles.more}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(rows.length)}
                  onClick={() => choose(rows.length)}
                >
                  {search.isFetchingNextPage ? '불러오는 중…' : `더 보기 (${groupThousands(loaded.length)}/${groupThousands(total)})`}
                </li>
              )}
            </ul>
          )}
          {status && (
            <p className={styles.status} aria-hidden="true">
              {status}
            </p>
          )}
          {search.isError && (
            <p role="alert" className={styles.error}>
              상품을 검색하지 못했습니다. 잠시 후 다시 시도해주세요.{' '}
              <button type="button" className={styles.retry} onMouseDown={(e) => e.preventDefault()} onClick={() => void search.refetch()}>
                다시 시도
              </button>
            </p>
          )}
        </div>
      )}
      <p id={`${id}-status`} role="status" className="visually-hidden">
        {open ? status : ''}
      </p>
    </div>
  );
}
