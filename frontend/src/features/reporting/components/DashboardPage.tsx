import { Link } from '@tanstack/react-router';
import { formatPrice, groupThousands, reachesConsoleArea, type ConsoleDashboardResponse } from '@shop/contracts';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useSession } from '../../../shared/stores/session';
import { useDashboard } from '../api/get-dashboard';
import { FigureTile, type Figure } from './FigureTile';
import t from '../../../shared/ui/work-table.module.css';
import styles from './reporting.module.css';

/** The tiles of the dashboard, grouped, each linking to the list it counts (when the operator reaches it). */
function groups(
  d: ConsoleDashboardResponse,
  reaches: (area: 'purchases' | 'users' | 'statistics' | 'shopInquiries' | 'centreQuestions' | 'inquiries') => boolean,
): { title: string; figures: Figure[] }[] {
  const orders = (from: string, label: string, f: ConsoleDashboardResponse['orders']['today']): Figure[] => [
    {
      label: `${label} 주문`,
      value: `${groupThousands(f.placedCount)}건`,
      sub: formatPrice(f.placedAmount),
      to: reaches('purchases') ? { kind: 'purchases', view: 'all', from, to: d.today } : undefined,
    },
    {
      label: `${label} 매출`,
      value: formatPrice(f.salesAmount),
      sub: `결제 ${groupThousands(f.salesCount)}건`,
      to: reaches('statistics') ? { kind: 'statistics', preset: from === d.today ? undefined : 'thisMonth' } : undefined,
    },
  ];
  const waiting = (label: string, count: number, view: 'nonpayment' | 'payment' | 'cancel' | 'exchange' | 'return'): Figure => ({
    label,
    value: `${groupThousands(count)}건`,
    to: reaches('purchases') ? { kind: 'purchases', view } : undefined,
    attention: count > 0,
  });
  const members = (label: string, count: number, from: string): Figure => ({
    label,
    value: `${groupThousands(count)}명`,
    to: reaches('users') ? { kind: 'users', from, to: d.today } : undefined,
  });
  return [
    { title: '주문·매출', figures: [...orders(d.today, '오늘', d.orders.today), ...orders(d.monthStart, '이번 달', d.orders.month)] },
    {
      title: '처리 대기',
      figures: [
        waiting('입금 대기', d.waiting.payment, 'nonpayment'),
        waiting('배송 대기', d.waiting.shipping, 'payment'),
        waiting('취소 요청', d.waiting.cancel, 'cancel'),
        waiting('교환 요청', d.waiting.exchange, 'exchange'),
        waiting('반품 요청', d.waiting.return, 'return'),
        {
          label: '답변 대기 상품문의',
          value: `${groupThousands(d.inquiries.awaiting)}건`,
          to: reaches('shopInquiries') ? { kind: 'inquiries' } : undefined,
          attention: d.inquiries.awaiting > 0,
        },
        {
          label: '답변 대기 질문',
          value: `${groupThousands(d.questions.awaiting)}건`,
          to: reaches('centreQuestions') ? { kind: 'questions' } : undefined,
          attention: d.questions.awaiting > 0,
        },
        {
          label: '답변 대기 1:1 문의',
          value: `${groupThousands(d.memberInquiries.awaiting)}건`,
          to: reaches('inquiries') ? { kind: 'memberInquiries' } : undefined,
          attention: d.memberInquiries.awaiting > 0,
        },
      ],
    },
    { title: '신규 회원', figures: [members('오늘 가입', d.members.today, d.today), members('이번 달 가입', d.members.month, d.monthStart)] },
  ];
}

/**
 * /console/dashboard (spec §2 console dashboard): today's and this month's orders and sales, the
 * purchases waiting for payment, shipping or a claim decision, the product inquiries, the centre's
 * questions and members' 1:1 inquiries waiting for an answer, and new members, each a link to its list.
 */
export function DashboardPage() {
  const query = useDashboard();
  const scope = useSession((s) => s.scope);
  return (
    <>
      <WorkPageHead crumb="현황" title="대시보드">
        {query.data && <span className={t.subtle}>기준일 {query.data.today}</span>}
      </WorkPageHead>
      <QueryView query={query} what="대시보드">
        {(d) =>
          groups(d, (area) => reachesConsoleArea(scope, area)).map((g) => (
            <section key={g.title} className={t.card} aria-labelledby={`dash-${g.title}`}>
              <h2 id={`dash-${g.title}`} className={t.cardTitle}>
                {g.title}
              </h2>
              <ul className={styles.tiles}>
                {g.figures.map((f) => (
                  <FigureTile key={f.label} figure={f} />
                ))}
              </ul>
            </section>
          ))
        }
      </QueryView>
      <p className={styles.note}>
        수치는 주문·회원 이벤트가 반영되는 대로 갱신됩니다 (1분마다 새로고침).{' '}
        {reachesConsoleArea(scope, 'statistics') && (
          <Link to="/console/statistics" search={{}} className={t.link}>
            매출 통계 보기
          </Link>
        )}
      </p>
    </>
  );
}
