import { useEffect, useState, type FormEvent } from 'react';
import { MEMBER_SORTS, PROMOTER_STATUS_TEXT, USER_TYPE_TEXT, type MemberSort } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import type { MembersSearch } from '../lib/member-search';
import styles from './members.module.css';

/** A level the filter offers: code and name. */
export interface GradeChoice {
  code: string;
  name: string;
}

/**
 * The member list's search form: words (아이디, 이름, 이메일, 연락처), join days from–to (KST),
 * type, level and order. 검색 applies the words and days; the selects apply at once.
 */
export function MemberFilters({ search, grades, onApply }: { search: MembersSearch; grades: GradeChoice[]; onApply(next: MembersSearch): void }) {
  const [draft, setDraft] = useState({ q: search.q ?? '', from: search.from ?? '', to: search.to ?? '' });
  useEffect(() => setDraft({ q: search.q ?? '', from: search.from ?? '', to: search.to ?? '' }), [search.q, search.from, search.to]);
  const reversed = !!draft.from && !!draft.to && draft.from > draft.to;
  const apply = (next: Partial<MembersSearch>) => onApply({ ...search, ...next, page: undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reversed) apply({ q: draft.q.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined });
  };
  const filtered = search.q || search.from || search.to || search.type || search.grade || search.promoterStatus;

  return (
    <form className={styles.filters} role="search" aria-label="회원 검색" onSubmit={submit}>
      <input
        className={styles.input}
        type="search"
        aria-label="회원 검색어"
        value={draft.q}
        maxLength={50}
        placeholder="아이디, 이름, 이메일, 연락처"
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      />
      <div className={styles.dates}>
        <input
          className={styles.input}
          type="date"
          aria-label="가입일 시작"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <span aria-hidden>~</span>
        <input
          className={styles.input}
          type="date"
          aria-label="가입일 끝"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </div>
      <select
        className={styles.input}
        aria-label="회원유형"
        value={search.type ?? ''}
        onChange={(e) => apply({ type: (e.target.value || undefined) as MembersSearch['type'] })}
      >
        <option value="">전체 유형</option>
        <option value="PERSON">{USER_TYPE_TEXT.PERSON}</option>
        <option value="COMPANY">{USER_TYPE_TEXT.COMPANY}</option>
      </select>
      <select className={styles.input} aria-label="회원등급" value={search.grade ?? ''} onChange={(e) => apply({ grade: e.target.value || undefined })}>
        <option value="">전체 등급</option>
        {grades.map((g) => (
          <option key={g.code} value={g.code}>
            {g.name}
          </option>
        ))}
      </select>
      <select
        className={styles.input}
        aria-label="프로모터"
        value={search.promoterStatus ?? ''}
        onChange={(e) => apply({ promoterStatus: (e.target.value || undefined) as MembersSearch['promoterStatus'] })}
      >
        <option value="">프로모터 전체</option>
        {(Object.keys(PROMOTER_STATUS_TEXT) as (keyof typeof PROMOTER_STATUS_TEXT)[]).map((s) => (
          <option key={s} value={s}>
            프로모터 {PROMOTER_STATUS_TEXT[s]}
          </option>
        ))}
      </select>
      <select
        className={styles.input}
        aria-label="정렬"
        value={search.sort ?? 'newest'}
        onChange={(e) => apply({ sort: e.target.value === 'newest' ? undefined : (e.target.value as MemberSort) })}
      >
        {Object.entries(MEMBER_SORTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <div className={styles.filterButtons}>
        <Button type="submit" size="sm" disabled={reversed}>
          검색
        </Button>
        {filtered && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onApply({ sort: search.sort })}>
            초기화
          </Button>
        )}
      </div>
      {reversed && (
        <p className={styles.error} role="alert">
          가입일 시작이 끝보다 늦습니다
        </p>
      )}
    </form>
  );
}
