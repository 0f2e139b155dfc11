import { useEffect, useState } from 'react';
import { maskName, maskPhone, type CertificationMessage } from '@shop/contracts';
import { Button } from '../../../../shared/ui/Button';
import styles from './cert.module.css';

type Outcome = { ok: true; person: CertificationMessage } | { ok: false; message: string };

/** Reads what the shop's check of KCP's return put in the URL's fragment (never sent to a server). */
function readOutcome(hash: string): Outcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const certification = params.get('certification');
  const name = params.get('name');
  const phone = params.get('phone');
  if (certification && name && phone) return { ok: true, person: { type: 'kcp-cert', certification, name, phone } };
  return { ok: false, message: params.get('message') || '본인인증 결과를 받지 못했습니다. 다시 시도해주세요.' };
}

/**
 * /common/kcp/cert/response (the popup's last page, spec §2): hands the certification to the page
 * that opened the popup (postMessage to the shop's own origin only), clears it from the address
 * bar and closes; without an opener it says the result and asks to close the window.
 */
export function CertResponsePage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const result = readOutcome(window.location.hash);
    history.replaceState(null, '', window.location.pathname);
    setOutcome(result);
    const opener = window.opener as Window | null;
    if (!opener) return;
    opener.postMessage(result.ok ? result.person : { type: 'kcp-cert-error', message: result.message }, window.location.origin);
    if (result.ok) window.close();
  }, []);

  if (!outcome) return <div className={styles.page} />;
  return (
    <div className={styles.page}>
      <p className="eyebrow">Verification</p>
      <h1 className={styles.title}>{outcome.ok ? '본인인증이 완료되었습니다' : '본인인증을 완료하지 못했습니다'}</h1>
      {outcome.ok ? (
        <p className={styles.lead}>
          {maskName(outcome.person.name)}님 ({maskPhone(outcome.person.phone)})
          <br />이 창을 닫고 이전 화면에서 계속해주세요.
        </p>
      ) : (
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      )}
      <Button variant="secondary" onClick={() => window.close()}>
        창 닫기
      </Button>
    </div>
  );
}
