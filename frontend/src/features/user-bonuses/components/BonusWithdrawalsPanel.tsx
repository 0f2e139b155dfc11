import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BONUS_WITHDRAWAL_STATUS_TEXT, formatDateTime, formatPrice, type BonusWithdrawalStatus, type ConsoleBonusWithdrawal } from '@shop/contracts';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { Pagination } from '../../../shared/ui/Pagination';
import { Select } from '../../../shared/ui/Select';
import { QueryView, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { BONUS_WITHDRAWALS_PAGE_SIZE, useBonusWithdrawals, useReconcileWithdrawal, type BonusWithdrawalsFilter } from '../api/bonus-withdrawals';
import styles from './user-bonuses.module.css';

const STATUS_OPTIONS = (Object.keys(BONUS_WITHDRAWAL_STATUS_TEXT) as BonusWithdrawalStatus[]).map((value) => ({
  value,
  label: BONUS_WITHDRAWAL_STATUS_TEXT[value],
}));
const TONE: Record<BonusWithdrawalStatus, BadgeTone> = { PENDING: 'sale', PAID: 'success', FAILED: 'muted' };
const OUTCOME: Record<BonusWithdrawalStatus, string> = {
  PAID: '은행에서 지급을 확인했습니다.',
  FAILED: '은행에서 이체되지 않은 것을 확인해 보너스를 환원했습니다.',
  PENDING: '은행에서 아직 결과를 알 수 없습니다. 잠시 후 다시 확인해 주세요.',
};

/**
 * 출금 내역 of /console/user-bonuses (issue 12): every bonus withdrawal with its transfer's
 * status; a PENDING one (the bank's answer never came) can be checked with the bank (이체결과조회),
 * which records it paid, or puts the amount back when the transfer never happened.
 */
export function BonusWithdrawalsPanel({ filter, onChange }: { filter: BonusWithdrawalsFilter; onChange: (next: Partial<BonusWithdrawalsFilter>) => void }) {
  const query = useBonusWithdrawals(filter);
  const reconcile = useReconcileWithdrawal();
  const [notice, setNotice] = useState('');
  const check = (w: ConsoleBonusWithdrawal) =>
    reconcile.mutate(w.withdrawalId, {
      onSuccess: (result) => setNotice(`${w.name || w.username} ${formatPrice(w.amount)} 출금: ${OUTCOME[result.status]}`),
      onError: (error) => setNotice(error instanceof Error ? error.message : '은행에 확인하지 못했습니다'),
    });
  return (
    <>
      <div className={`${styles.filters} ${styles.withdrawalFilters}`}>
        <Select
          aria-label="이체 상태"
          size="sm"
          className={styles.type}
          placeholder="전체 상태"
          options={STATUS_OPTIONS}
          value={filter.status}
          onChange={(e) => onChange({ status: e.target.value as BonusWithdrawalStatus | '', page: 1 })}
        />
        {query.data && query.data.summary.pendingCount > 0 && <p className={styles.pending}>은행 확인이 필요한 출금 {query.data.summary.pendingCount}건</p>}
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <QueryView
        query={query}
        what="출금 내역"
        isEmpty={(d) => d.withdrawals.length === 0}
        empty={filter.status ? '해당 상태의 출금이 없습니다' : '출금 내역이 없습니다'}
      >
        {(d) => (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <WorkTable
              head={['출금 일시', '프로모터', '출금액', '실지급액', '입금 계좌', '이체번호', '상태', '']}
              numeric={[2, 3]}
              rows={d.withdrawals.map((w) => ({
                key: w.withdrawalId,
                cells: [
                  <span key="at" className={t.nowrap}>
                    {formatDateTime(w.withdrawnAt)}
                  </span>,
                  <Link key="who" to="/console/users/$userId" params={{ userId: w.promoterId }} search={{ tab: 'bonuses' }} className={t.link}>
                    {w.name || '—'} <span className={t.subtle}>{w.username}</span>
                  </Link>,
                  formatPrice(w.amount),
                  formatPrice(w.net),
                  <span key="bank" className={t.nowrap}>
                    {w.bank.name} {w.bank.accountNumberMasked} <span className={t.subtle}>{w.bank.accountHolder}</span>
                  </span>,
                  <span key="tran" className={t.subtle}>
                    {w.bankTranId ?? '—'}
                  </span>,
                  <span key="status" title={w.reason ?? undefined}>
                    <Badge tone={TONE[w.status]}>{BONUS_WITHDRAWAL_STATUS_TEXT[w.status]}</Badge>
                  </span>,
                  w.status === 'PENDING' ? (
                    <Button
                      key="check"
                      size="sm"
                      variant="secondary"
                      loading={reconcile.isPending && reconcile.variables === w.withdrawalId}
                      onClick={() => check(w)}
                    >
                      은행에 확인
                    </Button>
                  ) : (
                    <span key="none" />
                  ),
                ],
              }))}
            />
            {d.summary.totalCount > BONUS_WITHDRAWALS_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination page={filter.page} total={d.summary.totalCount} pageSize={BONUS_WITHDRAWALS_PAGE_SIZE} onChange={(page) => onChange({ page })} />
              </div>
            )}
          </div>
        )}
      </QueryView>
    </>
  );
}
