import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { SETTLEMENT_LINE_TEXT, formatDateTime, formatPrice, settlementAsOf, type SettlementDetail } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { TextArea } from '../../../shared/ui/TextField';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useSettlement, useSettlementDecision } from '../api/settlements';
import s from './settlements.module.css';
import { FIGURES } from './SettlementsTable';
import { SettlementStatusChip } from './SettlementStatusChip';

const CONFIRM = {
  approve: { title: '정산 승인', text: '이 정산을 승인하시겠습니까? 승인 후에는 되돌릴 수 없습니다.', button: '승인' },
  paid: { title: '지급 완료 처리', text: '이 정산을 지급 완료로 처리하시겠습니까?', button: '지급 완료' },
} as const;

/** Who set the status and when. */
function StatusFacts({ settlement }: { settlement: SettlementDetail }) {
  return (
    <dl className={s.facts}>
      <div>
        <dt>상태</dt>
        <dd>
          <SettlementStatusChip status={settlement.status} />
        </dd>
      </div>
      <div>
        <dt>승인</dt>
        <dd>
          {settlement.approvedAt
            ? `${formatDateTime(settlement.approvedAt)} · ${settlement.approvedByName ?? settlement.approvedBy}${settlement.approvedMemo ? ` · ${settlement.approvedMemo}` : ''}`
            : '—'}
        </dd>
      </div>
      <div>
        <dt>지급 완료</dt>
        <dd>
          {settlement.paidAt
            ? `${formatDateTime(settlement.paidAt)} · ${settlement.paidByName ?? settlement.paidBy}${settlement.paidMemo ? ` · ${settlement.paidMemo}` : ''}`
            : '—'}
        </dd>
      </div>
      {FIGURES.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd>
            {formatPrice(settlement.totals[f.key])}
            {settlement.approvedTotals && settlement.approvedTotals[f.key] !== settlement.totals[f.key] && (
              <span className={s.changed}> (승인 시 {formatPrice(settlement.approvedTotals[f.key])})</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The bonus events behind the figures: type, amount, time, event position and id. */
function Lines({ settlement }: { settlement: SettlementDetail }) {
  return (
    <div className={t.tableWrap}>
      <table className={t.table}>
        <thead>
          <tr>
            <th scope="col">일시</th>
            <th scope="col">구분</th>
            <th scope="col" className={t.num}>
              금액
            </th>
            <th scope="col">내용</th>
            <th scope="col">이벤트</th>
          </tr>
        </thead>
        <tbody>
          {settlement.lines.map((l) => (
            <tr key={l.eventId}>
              <td className={t.nowrap}>{formatDateTime(l.at)}</td>
              <td className={t.nowrap}>{SETTLEMENT_LINE_TEXT[l.type]}</td>
              <td className={t.num}>{formatPrice(l.amount)}</td>
              <td className={s.note}>{[l.note, l.withdrawalId && `출금 ${l.withdrawalId}`].filter(Boolean).join(' · ') || '—'}</td>
              <td className={t.nowrap}>
                <span className={t.subtle}>
                  #{l.position} · {l.eventId.slice(0, 8)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /console/user-settlements/{id} (spec §2 user-settlements +{_settlement}): a promoter's month,
 * its figures and the events that make them, approved (after the month ended) and marked paid
 * by finance, each after a confirmation.
 */
export function SettlementDetailPage({ settlementId }: { settlementId: string }) {
  const query = useSettlement(settlementId);
  const decide = useSettlementDecision(settlementId);
  const [confirming, setConfirming] = useState<'approve' | 'paid' | null>(null);
  const [memo, setMemo] = useState('');
  const settlement = query.data?.settlement;
  const confirm = confirming ? CONFIRM[confirming] : null;

  return (
    <>
      <WorkPageHead
        crumb={
          <Link to="/console/user-settlements" search={settlement ? { month: settlement.month } : {}}>
            프로모터 정산
          </Link>
        }
        title={settlement ? `${settlement.name ?? settlement.promoterId} · ${settlement.month}` : '정산'}
      >
        {settlement?.status === 'OPEN' && (
          <Button size="sm" onClick={() => setConfirming('approve')}>
            정산 승인
          </Button>
        )}
        {settlement?.status === 'APPROVED' && (
          <Button size="sm" onClick={() => setConfirming('paid')}>
            지급 완료 처리
          </Button>
        )}
      </WorkPageHead>
      {decide.isError && (
        <p role="alert" className={s.error}>
          {decide.error.message}
        </p>
      )}
      <QueryView query={query} what="정산 내역">
        {({ settlement: data }) => (
          <>
            <section className={t.card} aria-label="정산 요약">
              <StatusFacts settlement={data} />
            </section>
            <section className={t.card} aria-label="정산 근거">
              <Lines settlement={data} />
            </section>
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title}
        message={
          <>
            <p>{confirm?.text}</p>
            <TextArea label="메모 (선택)" value={memo} maxLength={200} rows={2} onChange={(e) => setMemo(e.target.value)} />
          </>
        }
        confirmText={confirm?.button}
        loading={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          decide.mutate(
            { action: confirming!, memo, asOf: settlement ? settlementAsOf(settlement) : undefined },
            {
              onSettled: () => {
                setConfirming(null);
                setMemo('');
              },
            },
          )
        }
      />
    </>
  );
}
