import { useEffect, useState, type FormEvent } from 'react';
import { PURCHASE_SORTS, type PurchaseSort } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import type { PurchasesSearch } from '../lib/purchase-views';
import styles from './purchases.module.css';

/**
 * The purchase table's search form: words (order or purchase number, buyer, product, phone),
 * order days from–to (KST) and the order of rows. 검색 applies the words and days; the order
 * applies at once.
 */
export function PurchaseFilters({ search, onApply }: { search: PurchasesSearch; onApply(next: PurchasesSearch): void }) {
  const [draft, setDraft] = useState({ searchValue: search.searchValue ?? '', from: search.from ?? '', to: search.to ?? '' });
  useEffect(
    () => setDraft({ searchValue: search.searchValue ?? '', from: search.from ?? '', to: search.to ?? '' }),
    [search.searchValue, search.from, search.to],
  );
  const reversed = draft.from && draft.to && draft.from > draft.to;
  const filtered = search.searchValue || search.from || search.to;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reversed) return;
    onApply({ ...search, searchValue: draft.searchValue.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined, page: undefined });
  };

  return (
    <form className={styles.filters} role="search" onSubmit={submit}>
      <label className={styles.filterWords}>
        <span className="visually-hidden">주문 검색</span>
        <input
          className={styles.input}
          type="search"
          value={draft.searchValue}
          maxLength={50}
          placeholder="주문번호, 주문자, 연락처, 상품명"
          onChange={(e) => setDraft({ ...draft, searchValue: e.target.value })}
        />
      </label>
      <div className={styles.filterDates}>
        <label>
          <span className="visually-hidden">주문일 시작</span>
          <input
            className={styles.input}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            aria-label="주문일 시작"
          />
        </label>
        <span aria-hidden>~</span>
        <label>
          <span className="visually-hidden">주문일 끝</span>
          <input
            className={styles.input}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            aria-label="주문일 끝"
          />
        </label>
      </div>
      <label className={styles.filterSort}>
        <span className="visually-hidden">정렬</span>
        <select
          className={styles.input}
          value={search.sort ?? 'newest'}
          aria-label="정렬"
          onChange={(e) => onApply({ ...search, sort: e.target.value === 'newest' ? undefined : (e.target.value as PurchaseSort), page: undefined })}
        >
          {Object.entries(PURCHASE_SORTS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.filterButtons}>
        <Button type="submit" size="sm" disabled={!!reversed}>
          검색
        </Button>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => onApply({ sort: search.sort })}>
            초기화
          </Button>
        )}
      </div>
      {reversed && (
        <p className={styles.filterError} role="alert">
          시작일이 종료일보다 늦습니다
        </p>
      )}
    </form>
  );
}
