import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatPrice, groupThousands, type PromoterDashboardResponse } from '@shop/contracts';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { usePromoterDashboard } from '../api/dashboard';
import { PromoterGate } from './PromoterGate';
import styles from './promoter.module.css';
import p from './promoter-pages.module.css';

// ECharts is loaded only when the chart is drawn: never in the other pages' scripts.
const BonusChart = lazy(() => import('./BonusChart'));

/** One figure of the dashboard, linking to its page. */
function Tile({ label, value, sub, link }: { label: string; value: string; sub?: string; link: ReactNode }) {
  return (
    <li className={p.tile}>
      <span className={p.tileLabel}>{label}</span>
      <strong className={p.tileValue}>{value}</strong>
      {sub && <span className={p.tileSub}>{sub}</span>}
      {link}
    </li>
  );
}

/**
 * /promoter/dashboard (spec §2 dashboard): the withdrawable balance, this month's accrued bonuses,
 * the promotees, the promotees' purchases this month (KST), each linking to its page, and a bar
 * chart of the last 12 months' accrued bonuses. Only for an approved promoter.
 */
export function DashboardPage() {
  return (
    <section aria-labelledby="dashboard-title">
      <header className={styles.head}>
        <h1 id="dashboard-title" className={styles.title}>
          대시보드
        </h1>
        <p className={styles.lead}>보너스와 추천회원 현황을 한눈에 확인하세요. 이번 달은 한국 시간 기준입니다.</p>
      </header>
      <PromoterGate>{() => <Figures />}</PromoterGate>
    </section>
  );
}

function Figures() {
  const dashboard = usePromoterDashboard();
  if (dashboard.isPending) return <LoadingBlock label="대시보드를 불러오는 중입니다" />;
  if (dashboard.isError) return <LoadError title="대시보드를 불러오지 못했습니다" error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  return <DashboardBody data={dashboard.data} />;
}

function DashboardBody({ data }: { data: PromoterDashboardResponse }) {
  const monthText = `${Number(data.month.slice(5, 7))}월`;
  const more = (to: '/promoter/bonuses' | '/promoter/promotees', text: string) => (
    <Link to={to} className={p.tileLink}>
      {text}
    </Link>
  );
  return (
    <>
      <ul className={p.tiles} aria-label="프로모터 현황">
        <Tile label="출금 가능 보너스" value={formatPrice(data.balance)} link={more('/promoter/bonuses', '보너스 내역')} />
        <Tile label={`${monthText} 적립 보너스`} value={formatPrice(data.accruedThisMonth)} link={more('/promoter/bonuses', '보너스 내역')} />
        <Tile label="추천회원" value={`${groupThousands(data.promotees)}명`} link={more('/promoter/promotees', '추천회원 보기')} />
        <Tile
          label={`${monthText} 추천회원 구매`}
          value={`${groupThousands(data.promoteePurchasesThisMonth.count)}건`}
          sub={`결제 ${formatPrice(data.promoteePurchasesThisMonth.paid)}`}
          link={
            <Link to="/promoter/promotee-purchases" search={{ month: data.month }} className={p.tileLink}>
              구매내역 보기
            </Link>
          }
        />
      </ul>
      {data.promotees === 0 && (
        <p className={p.hint} role="note">
          아직 추천회원이 없습니다. 추천인코드 공유 링크로 지인을 초대하면 추천회원의 구매확정마다 판매 보너스가 적립됩니다.{' '}
          <Link to="/promoter" className={p.tileLink}>
            추천인코드 보기
          </Link>
        </p>
      )}
      <section className={p.card} aria-labelledby="chart-title">
        <h2 id="chart-title" className={p.cardTitle}>
          최근 12개월 적립 보너스
        </h2>
        <div className={p.chartBox}>
          <Suspense fallback={<LoadingBlock label="차트를 불러오는 중입니다" />}>
            <BonusChart
              months={data.monthlyBonuses}
              label={`최근 12개월 월별 적립 보너스: ${data.monthlyBonuses.map((m) => `${m.month} ${formatPrice(m.amount)}`).join(', ')}`}
            />
          </Suspense>
        </div>
      </section>
    </>
  );
}
