import { useState } from 'react';
import { BANK_CODES, PROMOTER_STATUS_TEXT, formatDateTime, formatPhone } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Dialog } from '../../../shared/ui/Dialog';
import { FactList } from '../../../shared/ui/FactList';
import { TextField } from '../../../shared/ui/TextField';
import { QueryView } from '../../../shared/ui/WorkPage';
import { useDecidePromoter, useMemberPromoter } from '../api/member-promoter';
import styles from './members.module.css';

const messageOf = (e: unknown) => (e instanceof ApiRequestError ? (e.errors?.[0]?.message ?? e.message) : '처리하지 못했습니다. 잠시 후 다시 시도해주세요.');

/**
 * The member's promoter request in the console (spec §4): its facts (resident and account
 * numbers masked) and, while it awaits, 승인 (after a confirmation) or 반려 (reason required).
 */
export function MemberPromoterPanel({ userId }: { userId: string }) {
  const query = useMemberPromoter(userId, true);
  const decide = useDecidePromoter(userId);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setError(null);
    setReason('');
  };
  const run = async (status: 'APPROVED' | 'REJECTED') => {
    if (status === 'REJECTED' && reason.trim().length < 2) return setError('반려 사유를 입력해주세요');
    try {
      await decide.mutateAsync(status === 'REJECTED' ? { status, reason: reason.trim() } : { status });
      close();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <QueryView query={query} what="프로모터 신청" isEmpty={(d) => !d.request}>
      {(d) => {
        const r = d.request!;
        return (
          <div className={styles.dialogForm}>
            <FactList
              layout="grid"
              termWidth={120}
              facts={[
                { term: '상태', value: <strong data-testid="promoter-status">{PROMOTER_STATUS_TEXT[r.status]}</strong> },
                { term: '추천인코드', value: r.code ?? '-' },
                { term: '신청일시', value: formatDateTime(r.requestedAt) },
                { term: '인증된 이름', value: r.name },
                { term: '연락처', value: formatPhone(r.phone) },
                { term: '주민등록번호', value: r.maskedResidentNumber },
                { term: '정산 계좌', value: `${BANK_CODES[r.bank.code] ?? r.bank.code} ${r.bank.maskedAccountNumber} (${r.bank.accountHolder})` },
                { term: '사유', value: r.reason ?? '-' },
              ]}
            />
            {r.status === 'AWAITING' && (
              <div className={styles.dialogActions}>
                <Button variant="secondary" onClick={() => setDialog('reject')}>
                  반려
                </Button>
                <Button onClick={() => setDialog('approve')}>승인</Button>
              </div>
            )}
            <ConfirmDialog
              open={dialog === 'approve'}
              title="프로모터 승인"
              message={error ?? `${r.name} 회원을 프로모터로 승인하시겠습니까? 승인하면 추천인코드가 발급됩니다.`}
              confirmText="승인"
              loading={decide.isPending}
              onConfirm={() => void run('APPROVED')}
              onCancel={close}
            />
            <Dialog
              open={dialog === 'reject'}
              onClose={close}
              title="프로모터 반려"
              footer={
                <>
                  <Button variant="secondary" onClick={close}>
                    취소
                  </Button>
                  <Button onClick={() => void run('REJECTED')} loading={decide.isPending}>
                    반려
                  </Button>
                </>
              }
            >
              <TextField label="반려 사유" required value={reason} error={error} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </Dialog>
          </div>
        );
      }}
    </QueryView>
  );
}
