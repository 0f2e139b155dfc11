import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PostcodeAddress } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { searchable, useAddressSearch } from '../api/search-addresses';
import styles from './address.module.css';

/** Props of {@link AddressSearchDialog}. */
export interface AddressSearchDialogProps {
  open: boolean;
  onClose(): void;
  /** The address picked (with its point, when the search knows it). */
  onSelect(address: PostcodeAddress): void;
}

/** How long typing pauses before the search runs (ms). */
const TYPING_PAUSE_MS = 250;

const CloseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.4">
    <path d="M4.5 4.5l11 11M15.5 4.5l-11 11" />
  </svg>
);

/**
 * 우편번호 찾기 with the shop's own search (GET /api/v1/addresses), for when Kakao's widget cannot
 * be used: a search box that searches as the shopper types, and the results as a list box — ↑/↓
 * move through them, Enter picks, Escape closes; a click picks too. Focus stays in the dialog
 * and goes back to the opener on close. Full screen on phones.
 */
export function AddressSearchDialog({ open, onClose, onSelect }: AddressSearchDialogProps) {
  const ids = { title: useId(), input: useId(), list: useId(), hint: useId() };
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const search = useAddressSearch(term);
  const addresses = searchable(term) ? (search.data?.addresses ?? []) : [];

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  useEffect(() => setActive(-1), [search.data]);

  const pick = (address: PostcodeAddress | undefined) => {
    if (!address) return;
    onSelect(address);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!addresses.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + addresses.length) % addresses.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(addresses[active]);
    }
  };
  useEffect(() => {
    if (active >= 0) document.getElementById(`${ids.list}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids.list]);

  return (
    <Modal open={open} onClose={onClose} labelledBy={ids.title} className={styles.panel} initialFocus="input[type='search']">
      <header className={styles.header}>
        <h2 id={ids.title} className={styles.title}>
          우편번호 찾기
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
          <CloseIcon />
        </button>
      </header>
      <form
        role="search"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          setTerm(text);
        }}
      >
        <label htmlFor={ids.input} className={styles.searchLabel}>
          도로명, 건물명 또는 지번
        </label>
        <div className={styles.searchRow}>
          <input
            id={ids.input}
            type="search"
            className={styles.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="예) 문연로 6, 세종대로 110, 제주"
            autoComplete="off"
            role="combobox"
            aria-expanded={addresses.length > 0}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${ids.list}-${active}` : undefined}
            aria-describedby={ids.hint}
          />
          <Button type="submit" variant="primary">
            검색
          </Button>
        </div>
        <p id={ids.hint} className={styles.searchHint}>
          ↑↓ 키로 고르고 Enter로 선택합니다.
        </p>
      </form>
      <div className={styles.results}>
        {/* Only the status line is announced (the count, nothing found, an error), not every result. */}
        <div aria-live="polite">
          <Results term={term} search={search} count={addresses.length} />
        </div>
        <ul id={ids.list} role="listbox" aria-label="주소 검색 결과" className={styles.list} hidden={addresses.length === 0}>
          {addresses.map((a, i) => (
            <li
              key={`${a.zonecode}-${a.roadAddress}`}
              id={`${ids.list}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onClick={() => pick(a)}
              onMouseMove={() => i !== active && setActive(i)}
            >
              <span className={styles.zone}>{a.zonecode}</span>
              <span className={styles.line}>
                <span className={styles.tag}>도로명</span>
                <span>
                  {a.roadAddress}
                  {a.buildingName && <span className={styles.building}> ({a.buildingName})</span>}
                </span>
              </span>
              {a.jibunAddress && (
                <span className={styles.line}>
                  <span className={styles.tag}>지번</span>
                  <span>{a.jibunAddress}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.footer}>찾는 주소가 없으면 창을 닫고 우편번호와 주소를 직접 입력해주세요.</p>
    </Modal>
  );
}

/** The line above the results: a tip before searching, loading, nothing found, an error, or the count. */
function Results({ term, search, count }: { term: string; search: ReturnType<typeof useAddressSearch>; count: number }) {
  if (!searchable(term))
    return (
      <div className={styles.status}>
        <p className={styles.statusTitle}>도로명, 건물명 또는 지번으로 검색해주세요</p>
        <p>도로명과 건물번호를 함께 입력하면 더 정확합니다. 예) 세종대로 110</p>
      </div>
    );
  if (search.isError)
    return (
      <div className={`${styles.status} ${styles.error}`} role="alert">
        <p>{search.error instanceof ApiRequestError ? search.error.message : '주소를 검색하지 못했습니다.'}</p>
        <p>잠시 후 다시 검색하거나 주소를 직접 입력해주세요.</p>
      </div>
    );
  if (search.isPending || (search.isFetching && count === 0))
    return (
      <div className={styles.status}>
        <Spinner size={20} />
        <p>주소를 찾는 중입니다</p>
      </div>
    );
  if (count === 0)
    return (
      <div className={styles.status}>
        <p className={styles.statusTitle}>검색 결과가 없습니다</p>
        <p>도로명이나 지번을 확인해주세요.</p>
      </div>
    );
  return <p className={styles.count}>검색 결과 {count}건</p>;
}
