import { useCallback, useEffect, useRef, useState } from 'react';
import type { CertificationMessage } from '@shop/contracts';

/** The popup's path (spec §2 /common/kcp/cert/request). */
export const CERT_REQUEST_PATH = '/common/kcp/cert/request';

/** What the popup answered: the person verified, or why not. */
export type VerificationState =
  { status: 'idle' } | { status: 'pending' } | { status: 'verified'; person: CertificationMessage } | { status: 'failed'; message: string };

/**
 * 휴대폰 본인인증 in a popup (KCP's window, or the shop's simulator): `start()` opens
 * /common/kcp/cert/request, whose response page posts the certification back to this page
 * (same origin only) and closes. A blocked popup is said so.
 */
export function useIdentityVerification(onVerified?: (person: CertificationMessage) => void) {
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  const popup = useRef<Window | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== popup.current) return;
      const data = e.data as Partial<Omit<CertificationMessage, 'type'>> & { type?: string; message?: string };
      if (data.type === 'kcp-cert' && data.certification && data.name && data.phone) {
        const person: CertificationMessage = { type: 'kcp-cert', certification: data.certification, name: data.name, phone: data.phone };
        setState({ status: 'verified', person });
        onVerifiedRef.current?.(person);
      } else if (data.type === 'kcp-cert-error') {
        setState({ status: 'failed', message: data.message || '본인인증에 실패했습니다' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = useCallback(() => {
    const w = window.open(CERT_REQUEST_PATH, 'kcp-cert', 'width=460,height=720,scrollbars=yes');
    if (!w) {
      setState({ status: 'failed', message: '팝업이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해주세요.' });
      return;
    }
    popup.current = w;
    w.focus();
    setState({ status: 'pending' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset, verified: state.status === 'verified' ? state.person : null };
}
