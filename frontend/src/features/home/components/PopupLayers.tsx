import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { TIMING } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { getCookie, setCookie } from '../../../shared/lib/cookies';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { AppLink, Checkbox } from '../../../shared/ui';
import { usePopups, type Popup } from '../api/get-popups';
import styles from './PopupLayers.module.css';

/**
 * The home popups (spec §3, §4): each shown unless a cookie named by its id exists; closing with
 * "오늘 하루 보지 않기" ticked sets that cookie for a day. A load failure alerts its message (§8).
 * Shown once the page is hydrated: the cookies are the browser's.
 */
export function PopupLayers() {
  const { data, error } = usePopups();
  const [closed, setClosed] = useState<string[]>([]);
  const alerted = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (error && !alerted.current) {
      alerted.current = true;
      alertError(error);
    }
  }, [error]);

  if (!hydrated) return null;
  const open = (data ?? []).filter((p) => !closed.includes(p._id) && !getCookie(p._id));
  if (open.length === 0) return null;
  const close = (p: Popup, hideToday: boolean) => {
    if (hideToday) setCookie(p._id, 'hidden', TIMING.hideCookieDays);
    setClosed((c) => [...c, p._id]);
  };
  return (
    <div className={styles.layer}>
      {open.map((p, i) => (
        <PopupWindow key={p._id} popup={p} order={i} onClose={(hide) => close(p, hide)} topmost={i === open.length - 1} />
      ))}
    </div>
  );
}

function PopupWindow({ popup, order, onClose, topmost }: { popup: Popup; order: number; onClose(hideToday: boolean): void; topmost: boolean }) {
  const desktop = useIsDesktop();
  const [hideToday, setHideToday] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!topmost) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(hideToday);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [topmost, hideToday, onClose]);

  const style = desktop
    ? {
        left: popup.left ?? 40 + order * 24,
        top: popup.top ?? 120 + order * 24,
        width: popup.width ?? 400,
      }
    : undefined;
  const bodyHeight = desktop && popup.height ? popup.height : undefined;

  const body = (
    <>
      {popup.image?.url && <img src={popup.image.url} alt={popup.subject ?? ''} className={styles.image} />}
      {(popup.subject || popup.content) && (
        <div className={styles.text}>
          {popup.subject && <strong className={styles.subject}>{popup.subject}</strong>}
          {popup.content && <p className={styles.content}>{popup.content}</p>}
        </div>
      )}
    </>
  );

  return (
    <div role="dialog" aria-modal="false" aria-label={popup.subject ?? '알림'} className={styles.popup} style={style}>
      <div className={styles.body} style={{ height: bodyHeight }}>
        {popup.url ? (
          <AppLink to={popup.url} className={styles.link} onClick={() => onClose(false)}>
            {body}
          </AppLink>
        ) : (
          body
        )}
      </div>
      <div className={styles.bar}>
        <Checkbox label="오늘 하루 보지 않기" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
        <button ref={closeRef} type="button" className={styles.close} onClick={() => onClose(hideToday)}>
          닫기
        </button>
      </div>
    </div>
  );
}
