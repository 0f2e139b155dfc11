import { useState } from 'react';
import { BONUS_TYPE_TEXT, formatDateTime, formatPrice, type BonusType, groupThousands } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { MEMBER_BONUS_LINES, useMemberBonuses } from '../api/member-bonuses';
import { BonusAdjustDialog } from './BonusAdjustDialog';
import styles from './members.module.css';

/** How a line's type is shown (a §9 bonus type or a withdrawal). */
export const bonusTypeText = (type: BonusType | 'WITHDRAWAL') => (type === 'WITHDRAWAL' ? '출금' : BONUS_TYPE_TEXT[type]);

/**
 * The promoter's bonuses on the member page (spec §7 Users "with nested bonuses"): the balance,
 * the latest lines, and 지급 · 차감 with a reason and a confirmation.
 */
export function MemberBonusPanel({ userId, name }: { userId: string; name: string }) {
  const query = useMemberBonuses(userId, true);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <QueryView query={query} what="보너스">
      {(d) => (
        <>
          <div className={styles.summaryRow}>
            <span>
              보유 보너스 <strong data-testid="bonus-balance">{formatPrice(d.balance)}</strong>
            </span>
            <span>내역 {groupThousands(d.summary.totalCount)}건</span>
            <Button size="sm" onClick={() => setAdjusting(true)}>
              보너스 지급 · 차감
            </Button>
          </div>
          {d.bonuses.length === 0 ? (
            <p className={t.note}>보너스 내역이 없습니다.</p>
          ) : (
            <WorkTable
              head={['일시', '구분', '내용', '금액']}
              numeric={[3]}
              rows={d.bonuses.map((b) => ({
                key: b._id,
                cells: [
                  formatDateTime(b.at),
                  bonusTypeText(b.type),
                  b.reason,
                  <span key="a" className={b.amount < 0 ? t.minus : t.plus}>
                    {`${b.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(b.amount))}`}
                  </span>,
                ],
              }))}
            />
          )}
          {d.summary.totalCount > MEMBER_BONUS_LINES && (
            <p className={t.note}>최근 {MEMBER_BONUS_LINES}건입니다. 전체 내역은 회원 보너스 메뉴에서 볼 수 있습니다.</p>
          )}
          <BonusAdjustDialog open={adjusting} userId={userId} name={name} balance={d.balance} onClose={() => setAdjusting(false)} />
        </>
      )}
    </QueryView>
  );
}
