import { useEffect, useRef, useState } from 'react';
import type { CertificationRequestResponse } from '@shop/contracts';
import { fetchCertificationRequest } from '../../api/certification';
import { Spinner } from '../../../../shared/ui/Spinner';
import styles from './cert.module.css';

/**
 * /common/kcp/cert/request (the popup's first page, spec §2): asks the shop for KCP's request
 * form (site, a fresh order number, Ret_URL) and posts it to KCP's window at once.
 */
export function CertRequestPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState<CertificationRequestResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchCertificationRequest().then(setRequest, (e: Error) => setError(e.message || '본인인증을 시작하지 못했습니다'));
  }, []);
  useEffect(() => {
    if (request) formRef.current?.submit();
  }, [request]);

  return (
    <div className={styles.page}>
      <p className="eyebrow">Verification</p>
      <h1 className={styles.title}>휴대폰 본인인증</h1>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.lead}>
          <Spinner size={14} /> 본인인증 창으로 이동하고 있습니다…
        </p>
      )}
      {request && (
        <form ref={formRef} method="post" action={request.action}>
          {Object.entries(request.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <noscript>
            <button type="submit">본인인증 계속하기</button>
          </noscript>
        </form>
      )}
    </div>
  );
}
