import { useNavigate } from '@tanstack/react-router';
import { Pagination } from '../../../shared/ui/Pagination';
import { Select } from '../../../shared/ui/Select';
import { Tabs } from '../../../shared/ui/Tabs';
import { QueryView, WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { BONUS_FILTERS, USER_BONUSES_PAGE_SIZE, useUserBonuses, type UserBonusesFilter } from '../api/user-bonuses';
import type { BonusWithdrawalsFilter } from '../api/bonus-withdrawals';
import { BonusLinesTable } from './BonusLinesTable';
import { BonusWithdrawalsPanel } from './BonusWithdrawalsPanel';
import { SalesBonusRatesForm } from './SalesBonusRatesForm';
import styles from './user-bonuses.module.css';

const VIEWS = [
  { value: 'lines', label: '보너스 내역' },
  { value: 'withdrawals', label: '출금 내역' },
  { value: 'rates', label: '적립률' },
] as const;

/** The page's views: the bonus lines, the withdrawals with their transfers, the 적립률. */
export type UserBonusesView = (typeof VIEWS)[number]['value'];

/**
 * /console/user-bonuses (spec §2 console user-bonuses; §6 bonuses: console only): every
 * promoter's bonus lines with search, type filter and paging, the withdrawals with their transfers'
 * status (a PENDING one checked with the bank), and the sales bonus rates (적립률) per category,
 * level and default. Filters, page and view live in the URL.
 */
export function UserBonusesPage({ filter, view, withdrawals }: { filter: UserBonusesFilter; view: UserBonusesView; withdrawals: BonusWithdrawalsFilter }) {
  const navigate = useNavigate();
  const query = useUserBonuses(filter);
  const go = (next: Partial<UserBonusesFilter> & { view?: UserBonusesView; status?: BonusWithdrawalsFilter['status'] }) => {
    const f = { ...filter, page: 1, ...next };
    const v = next.view ?? view;
    void navigate({
      to: '/console/user-bonuses',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        type: f.type || undefined,
        view: v === 'lines' ? undefined : v,
        status: v === 'withdrawals' ? (next.status ?? withdrawals.status) || undefined : undefined,
      },
    });
  };

  return (
    <>
      <WorkPageHead crumb="회원 관리 / 회원 보너스" title="회원 보너스" count={view === 'lines' ? query.data?.summary.totalCount : undefined} unit="건" />
      <section className={t.card} aria-label="회원 보너스">
        <Tabs tabs={VIEWS} value={view} label="회원 보너스 보기" panelId="user-bonuses-panel" onChange={(v) => go({ view: v })} />
        <div id="user-bonuses-panel" role="tabpanel">
          {view === 'rates' ? (
            <SalesBonusRatesForm />
          ) : view === 'withdrawals' ? (
            <BonusWithdrawalsPanel filter={withdrawals} onChange={(next) => go({ page: next.page ?? 1, status: next.status })} />
          ) : (
            <>
              <div className={styles.filters}>
                <WorkSearch
                  id="user-bonuses-search"
                  label="프로모터 검색"
                  placeholder="프로모터 아이디·이름으로 검색"
                  value={filter.searchValue}
                  onSearch={(searchValue) => go({ searchValue })}
                />
                <Select
                  aria-label="구분"
                  size="sm"
                  className={styles.type}
                  placeholder="전체 구분"
                  options={BONUS_FILTERS}
                  value={filter.type}
                  onChange={(e) => go({ type: e.target.value as UserBonusesFilter['type'] })}
                />
              </div>
              <QueryView
                query={query}
                what="보너스"
                isEmpty={(d) => d.bonuses.length === 0}
                empty={filter.searchValue || filter.type ? '검색 결과가 없습니다' : undefined}
              >
                {(d) => (
                  <>
                    <BonusLinesTable lines={d.bonuses} busy={query.isPlaceholderData} />
                    {d.summary.totalCount > USER_BONUSES_PAGE_SIZE && (
                      <div className={t.foot}>
                        <Pagination page={filter.page} total={d.summary.totalCount} pageSize={USER_BONUSES_PAGE_SIZE} onChange={(page) => go({ page })} />
                      </div>
                    )}
                  </>
                )}
              </QueryView>
            </>
          )}
        </div>
      </section>
    </>
  );
}
