import { useState } from 'react';
import { BANK_CODES, PROMOTER_STATUS_TEXT, formatDateTime, type PromoterRequestView } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { FactList } from '../../../shared/ui/FactList';
import { shareLinkOf } from '../lib/share-link';
import styles from './promoter.module.css';

/** The request's state: awaiting staff, rejected (reason, apply again) or approved (code, share link, copy). */
export function PromoterStatusPanel({ request, onReapply }: { request: PromoterRequestView; onReapply(): void }) {
  const [copied, setCopied] = useState(false);
  const link = request.code ? shareLinkOf(request.code) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      window.prompt('아래 링크를 복사해주세요', link);
    }
  };

  return (
    <div className={styles.panel} role="status" aria-live="polite">
      <p className={styles.status}>{PROMOTER_STATUS_TEXT[request.status]}</p>
      {request.status === 'AWAITING' && <p className={styles.lead}>신청이 접수되었습니다. 담당자가 확인한 뒤 승인 여부를 알려드립니다.</p>}
      {request.status === 'REJECTED' && (
        <>
          <p className={styles.lead}>신청이 반려되었습니다. 아래 사유를 확인하신 뒤 다시 신청해주세요.</p>
          <p className={styles.reason} data-testid="promoter-reason">
            {request.reason}
          </p>
          <div>
            <Button onClick={onReapply}>다시 신청하기</Button>
          </div>
        </>
      )}
      {request.status === 'APPROVED' && request.code && (
        <>
          <div>
            <p className={styles.lead}>나의 추천인코드</p>
            <p className={styles.code} data-testid="promoter-code">
              {request.code}
            </p>
          </div>
          <div className={styles.share}>
            <span className={styles.link}>{link}</span>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? '복사했습니다' : '공유 링크 복사'}
            </Button>
          </div>
        </>
      )}
      <FactList
        facts={[
          { term: '신청일', value: formatDateTime(request.requestedAt) },
          { term: '이름', value: request.name },
          { term: '주민등록번호', value: request.maskedResidentNumber },
          {
            term: '정산 계좌',
            value: `${BANK_CODES[request.bank.code as keyof typeof BANK_CODES] ?? request.bank.code} ${request.bank.maskedAccountNumber} (${request.bank.accountHolder})`,
          },
        ]}
      />
    </div>
  );
}
