import { Link } from '@tanstack/react-router';
import {
  DASHBOARD_ORDER_TABS,
  LEVEL_CRITERION_TEXT,
  ORDER_TAB_TEXT,
  formatPrice,
  type DashboardOrderTab,
  type LevelProgress,
  type MemberDashboardResponse,
  groupThousands,
} from '@shop/contracts';
import styles from './dashboard.module.css';

/** The member's orders per state (spec §4 order list tabs), each a link to that tab of 주문내역. */
export function OrderSteps({ counts }: { counts: Record<DashboardOrderTab, number> }) {
  return (
    <nav aria-label="주문 상태별 현황" className={styles.steps}>
      <ol className={styles.stepList}>
        {DASHBOARD_ORDER_TABS.map((tab) => (
          <li key={tab} className={tab === 'claims' ? styles.stepAside : styles.step}>
            <Link to="/mypage/orders" search={{ tab }} className={styles.stepLink} aria-label={`${ORDER_TAB_TEXT[tab]} ${counts[tab]}건`}>
              <span className={counts[tab] > 0 ? styles.stepCountOn : styles.stepCount}>{groupThousands(counts[tab])}</span>
              <span className={styles.stepLabel}>{ORDER_TAB_TEXT[tab]}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What one criterion of the next level asks, with a bar of how far the member is. */
function Criterion({ c }: { c: LevelProgress }) {
  const unit = c.type === 'score' ? (n: number) => `${groupThousands(n)}점` : formatPrice;
  const ratio = c.required > 0 ? Math.min(1, c.current / c.required) : 1;
  const label = c.type === 'score' ? LEVEL_CRITERION_TEXT.score : '이번 달 구매확정 금액';
  return (
    <li className={styles.criterion}>
      <div className={styles.criterionHead}>
        <span>{label}</span>
        <span className={styles.criterionFigure}>
          {unit(c.current)} / {unit(c.required)}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={c.required}
        aria-valuenow={Math.min(c.current, c.required)}
      >
        <span style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
    </li>
  );
}

/** Coupons, points and the level (with the next level's criteria), side by side on a desktop. */
export function BenefitCards({ dashboard }: { dashboard: MemberDashboardResponse }) {
  const { coupons, points, level } = dashboard;
  return (
    <div className={styles.benefits}>
      <Link to="/mypage/coupons" className={styles.benefit} aria-label={`사용 가능한 쿠폰 ${coupons}장`}>
        <span className={styles.benefitLabel}>쿠폰</span>
        <span className={styles.benefitValue}>
          {groupThousands(coupons)}
          <small>장</small>
        </span>
        <span className={styles.benefitNote}>사용 가능한 쿠폰</span>
        <span className={styles.benefitMore} aria-hidden>
          쿠폰함 보기 ›
        </span>
      </Link>
      <Link to="/mypage/points" className={styles.benefit} aria-label={`적립금 ${formatPrice(points.balance)}`}>
        <span className={styles.benefitLabel}>적립금</span>
        <span className={styles.benefitValue}>
          {groupThousands(points.balance)}
          <small>원</small>
        </span>
        <span className={styles.benefitNote}>
          {points.expiringSoon > 0 ? `30일 내 소멸 예정 ${formatPrice(points.expiringSoon)}` : '소멸 예정 적립금 없음'}
        </span>
        <span className={styles.benefitMore} aria-hidden>
          적립금 내역 ›
        </span>
      </Link>
      <section className={`${styles.benefit} ${styles.levelCard}`} aria-labelledby="dashboard-level">
        <span className={styles.benefitLabel}>회원등급</span>
        <span id="dashboard-level" className={styles.benefitValue}>
          {level.name ?? '일반'}
        </span>
        <span className={styles.benefitNote}>{level.pointRate > 0 ? `구매확정 시 ${level.pointRate}% 적립` : '등급 혜택을 확인해보세요'}</span>
        {level.next ? (
          <div className={styles.next}>
            <p className={styles.nextTitle}>
              다음 등급 <strong>{level.next.name}</strong>
            </p>
            <ul className={styles.criteria}>
              {level.next.criteria.map((c) => (
                <Criterion key={c.type} c={c} />
              ))}
            </ul>
          </div>
        ) : (
          <p className={styles.nextTitle}>최고 등급입니다</p>
        )}
      </section>
    </div>
  );
}

/** The member's 1:1 inquiries awaiting an answer and answered, one link to /mypage/inquiries. */
export function InquiryFigures({ inquiries }: { inquiries: MemberDashboardResponse['inquiries'] }) {
  const { awaiting, answered } = inquiries;
  return (
    <Link to="/mypage/inquiries" className={styles.inquiries} aria-label={`1:1 문의 답변대기 ${awaiting}건, 답변완료 ${answered}건`}>
      <span className={styles.inquiriesLabel}>1:1 문의</span>
      <span className={styles.inquiriesFigures}>
        <span className={styles.inquiriesFigure}>
          답변대기 <strong className={awaiting > 0 ? styles.inquiriesCountOn : styles.inquiriesCount}>{groupThousands(awaiting)}</strong>
        </span>
        <span className={styles.inquiriesFigure}>
          답변완료 <strong className={styles.inquiriesCount}>{groupThousands(answered)}</strong>
        </span>
      </span>
      <span className={styles.benefitMore} aria-hidden>
        문의 내역 ›
      </span>
    </Link>
  );
}
