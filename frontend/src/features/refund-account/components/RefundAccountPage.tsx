import { useState } from 'react';
import { formatDateTime } from '@shop/contracts';
import { useMeInfo } from '../../../shared/api/me-info';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/EmptyState';
import { FactList } from '../../../shared/ui/FactList';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useDeleteRefundAccount, useRefundAccount } from '../api/refund-account';
import { RefundAccountForm } from './RefundAccountForm';
import styles from './refund-account.module.css';

/**
 * /mypage/refund-account (spec §2): the account refunds of bank-transfer orders are sent to.
 * Shows the registered account with its number masked, lets the member change it or delete it
 * (after a confirmation), or register one.
 */
export function RefundAccountPage() {
  const query = useRefundAccount();
  const me = useMeInfo();
  const remove = useDeleteRefundAccount();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const account = query.data?.refundAccount ?? null;

  return (
    <section aria-labelledby="refund-account-title">
      <div className={styles.pageHead}>
        <h1 id="refund-account-title" className={styles.pageTitle}>
          환불계좌 관리
        </h1>
      </div>
      <p className={styles.lead}>무통장입금 주문을 취소하거나 반품하실 때 환불금이 이 계좌로 입금됩니다.</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <LoadingBlock label="환불계좌를 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="환불계좌를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : account && !editing ? (
        <div className={styles.panel}>
          <FactList
            termWidth={96}
            facts={[
              { term: '은행', value: account.bankName },
              { term: '계좌번호', value: <span className={styles.number}>{account.accountNumberMasked}</span> },
              { term: '예금주', value: account.accountHolder },
              { term: '등록일시', value: formatDateTime(account.registeredAt) },
            ]}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              삭제
            </Button>
            <Button onClick={() => (setNotice(null), setEditing(true))}>계좌 변경</Button>
          </div>
        </div>
      ) : (
        <div className={styles.panel}>
          {!account && <p className={styles.empty}>등록된 환불계좌가 없습니다.</p>}
          <RefundAccountForm
            holder={account?.accountHolder ?? me.data?.name ?? ''}
            onSaved={() => (setEditing(false), setNotice('환불계좌가 저장되었습니다'))}
            onCancel={account ? () => setEditing(false) : undefined}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="환불계좌 삭제"
        message="등록된 환불계좌를 삭제하시겠습니까? 무통장입금 주문의 환불을 받으시려면 다시 등록하셔야 합니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => (setConfirming(false), setNotice('환불계좌가 삭제되었습니다')),
            onError: () => (setConfirming(false), setNotice('환불계좌를 삭제하지 못했습니다. 잠시 후 다시 시도해주세요.')),
          })
        }
      />
    </section>
  );
}
