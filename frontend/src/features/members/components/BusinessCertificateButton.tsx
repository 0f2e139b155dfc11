import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { fetchBusinessCertificate } from '../api/members';
import styles from './members.module.css';

/**
 * 사업자등록증 보기 on the console member page: fetches the certificate with the staff member's
 * token (it is never a public file) and opens it in a new tab; '미제출' when the member sent none.
 */
export function BusinessCertificateButton({ userId, submitted }: { userId: string; submitted: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!submitted) return <>미제출</>;
  const open = async () => {
    // Opened before the fetch, so the browser counts it as the click's own window.
    const tab = window.open('', '_blank');
    setBusy(true);
    setFailure(null);
    try {
      const url = URL.createObjectURL(await fetchBusinessCertificate(userId));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      tab?.close();
      setFailure(err instanceof ApiRequestError ? err.message : '사업자등록증을 열지 못했습니다');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.inlineAction}>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void open()}>
        사업자등록증 보기
      </Button>
      {failure && <span role="alert">{failure}</span>}
    </span>
  );
}
