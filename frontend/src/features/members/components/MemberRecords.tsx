import { Link } from '@tanstack/react-router';
import { ORDER_STATUS_TEXT, POINT_ENTRY_KIND_TEXT, formatDateTime, formatPrice, groupThousands } from '@shop/contracts';
import { QueryView, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useMemberHistory } from '../api/members';
import { useMemberCoupons, useMemberGrade, useMemberPoints, useMemberPurchases } from '../api/member-records';
import { MemberBonusPanel } from './MemberBonusPanel';
import { MemberPromoterPanel } from './MemberPromoterPanel';
import styles from './members.module.css';
import type { RecordTab } from '../lib/record-tabs';

/** The panel of the tab `tab` for the member `userId` (each loads only when shown). */
export function MemberRecords({ tab, userId, username, name }: { tab: RecordTab; userId: string; username: string; name: string }) {
  const purchases = useMemberPurchases(userId, username, tab === 'orders');
  const coupons = useMemberCoupons(userId, tab === 'coupons');
  const points = useMemberPoints(userId, tab === 'points');
  const grades = useMemberGrade(userId, 'grades', tab === 'grades');
  const scores = useMemberGrade(userId, 'scores', tab === 'scores');
  const history = useMemberHistory(userId);

  switch (tab) {
    case 'promoter':
      return <MemberPromoterPanel userId={userId} />;
    case 'bonuses':
      return <MemberBonusPanel userId={userId} name={name} />;
    case 'orders':
      return (
        <QueryView query={purchases} what="주문" isEmpty={(d) => !d.purchases.some((p) => p.buyer._id === userId)}>
          {(d) => (
            <WorkTable
              head={['주문번호', '상품', '금액', '상태', '주문일시']}
              numeric={[2]}
              rows={d.purchases
                .filter((p) => p.buyer._id === userId)
                .map((p) => ({
                  key: p._id,
                  cells: [
                    <Link key="o" to="/console/orders/$orderId" params={{ orderId: p._order }} className={t.link}>
                      {p.orderNumber}
                    </Link>,
                    p.product.name,
                    formatPrice(p.totalPrice),
                    p.orderStatusMessage || ORDER_STATUS_TEXT[p.orderStatus],
                    formatDateTime(p.createdAt),
                  ],
                }))}
            />
          )}
        </QueryView>
      );
    case 'coupons':
      return (
        <QueryView query={coupons} what="쿠폰" isEmpty={(d) => d.userCoupons.length === 0}>
          {(d) => (
            <WorkTable
              head={['쿠폰명', '상태', '발급일시', '사용일시']}
              rows={d.userCoupons.map((c) => ({
                key: c._id,
                cells: [
                  c.name,
                  c.isUsed ? '사용완료' : c.isExpired ? '기간만료' : '사용가능',
                  formatDateTime(c.createdAt),
                  c.usedAt ? formatDateTime(c.usedAt) : '—',
                ],
              }))}
            />
          )}
        </QueryView>
      );
    case 'points':
      return (
        <QueryView query={points} what="적립금" isEmpty={(d) => d.history.length === 0}>
          {(d) => (
            <>
              <div className={styles.summaryRow}>
                <span>
                  보유 <strong>{formatPrice(d.user.balance)}</strong>
                </span>
                <span>누적 적립 {formatPrice(d.user.granted)}</span>
                <span>사용 {formatPrice(d.user.used)}</span>
                <span>소멸 {formatPrice(d.user.expired)}</span>
              </div>
              <WorkTable
                head={['일시', '구분', '내용', '금액', '잔액']}
                numeric={[3, 4]}
                rows={d.history.map((h) => ({
                  key: h._id,
                  cells: [
                    formatDateTime(h.at),
                    POINT_ENTRY_KIND_TEXT[h.kind],
                    h.description,
                    `${h.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(h.amount))}`,
                    formatPrice(h.balance),
                  ],
                }))}
              />
            </>
          )}
        </QueryView>
      );
    case 'grades':
    case 'scores': {
      const query = tab === 'grades' ? grades : scores;
      return (
        <QueryView query={query} what={tab === 'grades' ? '등급' : '점수'} isEmpty={(d) => d.history.length === 0}>
          {(d) => (
            <>
              <div className={styles.summaryRow}>
                <span>
                  현재 등급 <strong>{d.user.levelName ?? '—'}</strong>
                </span>
                <span>
                  점수 <strong>{groupThousands(d.user.score)}점</strong>
                </span>
              </div>
              <WorkTable
                head={['일시', '변경', '사유']}
                rows={d.history.map((h) => ({
                  key: h._id,
                  cells: [
                    formatDateTime(h.at),
                    h.kind === 'LEVEL'
                      ? `${h.from ?? '—'} → ${h.toName ?? h.to ?? ''}`
                      : `${(h.delta ?? 0) > 0 ? '+' : ''}${h.delta ?? 0}점 (${h.score ?? 0}점)`,
                    h.reason,
                  ],
                }))}
              />
            </>
          )}
        </QueryView>
      );
    }
    case 'history':
      return (
        <QueryView query={history} what="변경" isEmpty={(d) => d.history.length === 0}>
          {(d) => (
            <WorkTable
              head={['일시', '내용', '처리자']}
              rows={d.history.map((h, i) => ({
                key: `${h.at}-${i}`,
                cells: [formatDateTime(h.at), h.summary, h.by ? `${h.by.name}${h.by.username ? ` (${h.by.username})` : ''}` : '쇼핑몰'],
              }))}
            />
          )}
        </QueryView>
      );
  }
}
