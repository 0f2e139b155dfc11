import { useState } from 'react';
import { CLAIM_REASON_TEXT, type ClaimKind, type ClaimReason, type OrderLine } from '@shop/contracts';
import { withObjectParticle } from '../../../shared/lib/josa';
import { Button, Dialog, Select, TextArea } from '../../../shared/ui';
import { cancelOrder, claimPurchase, useOrderCommand } from '../api/order-commands';
import { useClaimPhotos } from '../hooks/use-claim-photos';
import { CLAIM_ACTION_TEXT, CLAIM_KIND_TEXT, returnShippingNotice } from '../lib/claims';
import { ClaimPhotos } from './ClaimPhotos';
import styles from './order-detail.module.css';

/** What a claim is made on: one line, or every line of the order (a whole-order cancel). */
export type ClaimTarget = { kind: ClaimKind; line: OrderLine } | { kind: 'CANCEL'; line: null };

const REASONS = (Object.keys(CLAIM_REASON_TEXT) as ClaimReason[]).map((value) => ({ value, label: CLAIM_REASON_TEXT[value] }));
const DETAILS_MAX = 500;

/**
 * The claim dialog (주문취소 / 반품신청 / 교환신청): reason, details, photos for a return or
 * exchange, who pays the return shipping, then a confirmation step before the claim is sent.
 * Closes itself when the claim is accepted; the server's Korean message shows when refused.
 * `paid`: whether the order was paid (a cancel is then a request, refunded once approved).
 */
export function ClaimDialog({ orderId, target, paid, onClose }: { orderId: string; target: ClaimTarget; paid: boolean; onClose(): void }) {
  const { kind, line } = target;
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [details, setDetails] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const photos = useClaimPhotos(line && kind !== 'CANCEL' ? line._id : null);
  const command = useOrderCommand(orderId, () => {
    const claimReasonDetails = details.trim() || undefined;
    if (!reason) throw new Error('사유를 선택해주세요');
    if (!line) return cancelOrder(orderId, { claimReason: reason, claimReasonDetails });
    return claimPurchase({ purchaseId: line._id, claim: kind, claimReason: reason, claimReasonDetails, images: photos.urls.length ? photos.urls : undefined });
  });
  const notice = returnShippingNotice(kind, reason);
  const subject = line ? line.product.name : '주문 전체';
  const title = line ? CLAIM_ACTION_TEXT[kind] : '주문 전체 취소';

  const next = () => {
    if (!reason) return setReasonError('사유를 선택해주세요');
    setStep('confirm');
  };
  const submit = () => command.mutate(undefined, { onSuccess: onClose });

  const footer =
    step === 'form' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          닫기
        </Button>
        <Button onClick={next} disabled={photos.uploading}>
          {photos.uploading ? '사진 올리는 중' : '다음'}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={() => setStep('form')} disabled={command.isPending}>
          이전
        </Button>
        <Button onClick={submit} loading={command.isPending} autoFocus>
          {CLAIM_KIND_TEXT[kind]} 신청
        </Button>
      </>
    );

  return (
    <Dialog open onClose={onClose} title={title} footer={footer} dismissible={false}>
      <p className={styles.dialogSubject}>{subject}</p>
      {step === 'form' ? (
        <div className={styles.form}>
          <Select
            label={`${CLAIM_KIND_TEXT[kind]} 사유`}
            placeholder="사유를 선택해주세요"
            options={REASONS}
            value={reason}
            error={reasonError}
            required
            onChange={(e) => {
              setReason(e.target.value as ClaimReason | '');
              setReasonError(null);
            }}
          />
          <div>
            <TextArea
              label="상세 사유 (선택)"
              value={details}
              maxLength={DETAILS_MAX}
              rows={4}
              placeholder="자세한 내용을 적어주시면 더 빠르게 도와드릴 수 있습니다."
              onChange={(e) => setDetails(e.target.value)}
            />
            <p className={styles.counter} aria-live="polite">
              {details.length}/{DETAILS_MAX}
            </p>
          </div>
          {line && kind !== 'CANCEL' && <ClaimPhotos photos={photos} />}
          {notice && <p className={styles.notice}>{notice}</p>}
        </div>
      ) : (
        <div className={styles.form}>
          <p>
            아래 내용으로 {withObjectParticle(CLAIM_KIND_TEXT[kind])} 신청하시겠습니까?
            {kind === 'CANCEL' && (paid ? ' 결제하신 금액은 취소가 승인되면 환불됩니다.' : ' 입금 전 주문은 바로 취소됩니다.')}
          </p>
          <dl className={styles.summary}>
            <dt>사유</dt>
            <dd>{reason && CLAIM_REASON_TEXT[reason]}</dd>
            {details.trim() && (
              <>
                <dt>상세 사유</dt>
                <dd className={styles.preWrap}>{details.trim()}</dd>
              </>
            )}
            {photos.urls.length > 0 && (
              <>
                <dt>사진</dt>
                <dd>{photos.urls.length}장</dd>
              </>
            )}
          </dl>
          {notice && <p className={styles.notice}>{notice}</p>}
          {command.isError && (
            <p className={styles.formError} role="alert">
              {command.error.message}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
