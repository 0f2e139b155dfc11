import { useState } from 'react';
import { SHIPPINGS_PAGE_SIZE } from '../api/shippings';
import { useNavigate } from '@tanstack/react-router';
import { SHIPPING_BUNDLE_TYPE_TEXT, SHIPPING_CODE_TEXT, SHIPPING_TARGET_TYPE_TEXT, formatDate, formatPrice, type Shipping } from '@shop/contracts';
import { useSearchDraft } from '../../../shared/hooks/use-search-draft';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { Select } from '../../../shared/ui/Select';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useShippings, useShippingWrites } from '../api/shippings';
import { chargeSummary } from '../lib/shipping-form';
import { ShippingEditor } from './ShippingEditor';
import styles from './shipping.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/** Search of the shipping rule table (the route's search params). */
export interface ShippingsSearch {
  page?: number;
  searchValue?: string;
  targetType?: string;
  isActive?: string;
}

const period = (s: Shipping) => (s.startsAt || s.endsAt ? `${s.startsAt ? formatDate(s.startsAt) : ''} ~ ${s.endsAt ? formatDate(s.endsAt) : ''}` : '상시');

/**
 * /console/shop/shippings (spec §2, §7; console and admin02): the shipping rules with search,
 * filters by target type and on/off, paging, a dialog to create or edit a rule with its options,
 * and deletion after confirmation.
 */
export function ShippingsPage({ search }: { search: ShippingsSearch }) {
  const { page = 1, searchValue = '', targetType = '', isActive = '' } = search;
  const navigate = useNavigate();
  const query = useShippings({ page, searchValue, targetType, isActive, limit: SHIPPINGS_PAGE_SIZE });
  const { save, remove } = useShippingWrites();
  const { draft, setDraft, onSearch } = useSearchDraft(searchValue, (value) => go({ searchValue: value }));
  const [editing, setEditing] = useState<Shipping | 'new' | null>(null);
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<Shipping>((d) => remove.mutateAsync(d._id));

  const go = (next: ShippingsSearch) => {
    const merged = { searchValue, targetType, isActive, page: 1, ...next };
    void navigate({
      to: '/console/shop/shippings',
      search: {
        page: merged.page > 1 ? merged.page : undefined,
        searchValue: merged.searchValue || undefined,
        targetType: merged.targetType || undefined,
        isActive: merged.isActive || undefined,
      },
    });
  };

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="배송비 정책" count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setEditing('new')}>
          배송비 정책 등록
        </Button>
      </WorkPageHead>
      <section className={styles.card} aria-label="배송비 정책 목록">
        <form className={styles.search} role="search" onSubmit={onSearch}>
          <label htmlFor="shipping-search" className="visually-hidden">
            정책명 검색
          </label>
          <input
            id="shipping-search"
            className={styles.searchInput}
            type="search"
            value={draft}
            maxLength={50}
            placeholder="정책명으로 검색"
            onChange={(e) => setDraft(e.target.value)}
          />
          <Select
            aria-label="적용 대상"
            size="sm"
            className={styles.filter}
            value={targetType}
            placeholder="전체 대상"
            options={Object.entries(SHIPPING_TARGET_TYPE_TEXT).map(([value, label]) => ({ value, label }))}
            onChange={(e) => go({ targetType: e.target.value })}
          />
          <Select
            aria-label="사용 여부"
            size="sm"
            className={styles.filter}
            value={isActive}
            placeholder="사용 여부 전체"
            options={[
              { value: 'true', label: '사용' },
              { value: 'false', label: '미사용' },
            ]}
            onChange={(e) => go({ isActive: e.target.value })}
          />
          <Button type="submit" size="sm">
            검색
          </Button>
        </form>
        {query.isPending ? (
          <LoadingBlock label="배송비 정책을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="배송비 정책을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.shippings.length === 0 ? (
          <EmptyState compact title={searchValue || targetType || isActive ? '검색 결과가 없습니다' : '등록된 배송비 정책이 없습니다'} />
        ) : (
          <>
            <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">정책명</th>
                    <th scope="col">대상</th>
                    <th scope="col">기간</th>
                    <th scope="col">옵션</th>
                    <th scope="col" className={styles.center}>
                      사용
                    </th>
                    <th scope="col" className={styles.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.shippings.map((s) => (
                    <tr key={s._id}>
                      <td className={styles.nameCell}>
                        {s.name}
                        <br />
                        <span className={`${styles.subtle} ${styles.nowrap}`}>등록 {formatDate(s.createdAt)}</span>
                      </td>
                      <td className={styles.nowrap}>{SHIPPING_TARGET_TYPE_TEXT[s.target.type]}</td>
                      <td className={styles.nowrap}>{period(s)}</td>
                      <td>
                        <div className={styles.options}>
                          {s.options.map((o) => (
                            <span key={o.code}>
                              <strong>{SHIPPING_CODE_TEXT[o.code]}</strong> · {SHIPPING_BUNDLE_TYPE_TEXT[o.bundle.type]} · {chargeSummary(o.charge)}
                              {o.island.isActive &&
                                o.island.charge.amount__base + o.island.charge.amount__jeju > 0 &&
                                ` · 도서 ${formatPrice(o.island.charge.amount__base)}/제주 ${formatPrice(o.island.charge.amount__jeju)}`}
                              {o.service.isActive && ` · 설치 ${formatPrice(o.service.charge.amount)}`}
                            </span>
                          ))}
                        </div>
                      </td>
                      <td className={`${styles.center} ${styles.nowrap} ${s.isActive ? '' : styles.off}`}>{s.isActive ? '사용' : '미사용'}</td>
                      <td>
                        <div className={styles.actions}>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(s)} aria-label={`${s.name} 수정`}>
                            수정
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setDeleting(s)} aria-label={`${s.name} 삭제`}>
                            삭제
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > SHIPPINGS_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={SHIPPINGS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <ShippingEditor
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={(body) => save.mutateAsync({ id: editing && editing !== 'new' ? editing._id : null, body })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="배송비 정책 삭제"
        message={deleting ? `‘${deleting.name}’ 정책을 삭제하시겠습니까? 이 정책으로 계산되던 상품은 다른 정책이나 기본 배송비를 따릅니다.` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}
