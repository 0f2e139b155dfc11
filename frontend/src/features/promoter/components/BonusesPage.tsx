import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BONUS_TYPE_TEXT, formatDateTime, formatPrice } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
import { BONUSES_PAGE_SIZE, BONUS_TABS, usePromoterBonuses, type BonusTab } from '../api/bonuses';
import { PromoterGate } from './PromoterGate';
import styles from './promoter.module.css';

const TAB_ITEMS = (Object.keys(BONUS_TABS) as BonusTab[]).map((value) => ({ value, label: BONUS_TABS[value].label }));

/**
 * /promoter/bonuses and /promoter/bonuses__{tab} (spec §2; §7 GET promoter/bonuses): the
 * withdrawable balance and the history (credits, reversals, staff adjustments, withdrawals),
 * newest first, by bonus type. A member who is not an approved promoter is sent to the application.
 */
export function BonusesPage({ tab }: { tab: BonusTab }) {
  return (
    <section aria-labelledby="bonuses-title">
      <header className={styles.head}>
        <h1 id="bonuses-title" className={styles.title}>
          보너스
        </h1>
        <p className={styles.lead}>추천회원의 구매확정으로 쌓인 보너스와 출금 내역입니다.</p>
      </header>
      <PromoterGate>{() => <BonusHistory tab={tab} />}</PromoterGate>
    </section>
  );
}

function BonusHistory({ tab }: { tab: BonusTab }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const bonuses = usePromoterBonuses(tab, page);
  const go = (next: BonusTab) => {
    setPage(1);
    void (next === 'all' ? navigate({ to: '/promoter/bonuses' }) : navigate({ to: '/promoter/bonuses__{$tab}', params: { tab: next } }));
  };
  if (bonuses.isPending) return <LoadingBlock />;
  if (bonuses.isError) return <LoadError title="보너스를 불러오지 못했습니다" error={bonuses.error} onRetry={() => bonuses.refetch()} />;
  return (
    <>
      <div className={styles.balance} role="group" aria-label="출금 가능 보너스">
        <span className={styles.muted}>출금 가능 보너스</span>
        <strong className={styles.balanceAmount}>{formatPrice(bonuses.data.balance)}</strong>
      </div>
      <Tabs tabs={TAB_ITEMS} value={tab} onChange={go} label="보너스 종류" panelId="bonus-lines" className={styles.tabs} />
      <div id="bonus-lines" role="tabpanel">
        {bonuses.data.summary.totalCount === 0 ? (
          <EmptyState title="내역이 없습니다" description="추천회원이 구매를 확정하면 판매 보너스가 쌓입니다." />
        ) : (
          <>
            <ul className={styles.list} aria-label="보너스 내역">
              {bonuses.data.bonuses.map((b) => (
                <li key={b._id} className={styles.row}>
                  <span>
                    <span className={styles.bonusType}>{b.type === 'WITHDRAWAL' ? '출금' : BONUS_TYPE_TEXT[b.type]}</span> {b.reason}
                    <span className={styles.muted}> · {formatDateTime(b.at)}</span>
                  </span>
                  <strong className={b.amount < 0 ? styles.minus : styles.plus}>
                    {b.amount > 0 ? '+' : '−'}
                    {formatPrice(Math.abs(b.amount))}
                  </strong>
                </li>
              ))}
            </ul>
            <Pagination page={page} total={bonuses.data.summary.totalCount} pageSize={BONUSES_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </div>
    </>
  );
}
