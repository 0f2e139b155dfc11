import { useCallback, useId } from 'react';
import type { KakaoPostcodeData } from '@shop/contracts';
import { Modal } from '../../../shared/ui/Modal';
import type { KakaoPostcodeConstructor } from '../lib/kakao-postcode';
import styles from './address.module.css';

/** Props of {@link KakaoPostcodeDialog}. */
export interface KakaoPostcodeDialogProps {
  /** `daum.Postcode`, already loaded. */
  Postcode: KakaoPostcodeConstructor;
  onClose(): void;
  /** Kakao's data of the address the shopper picked. */
  onComplete(data: KakaoPostcodeData): void;
}

/**
 * Kakao's postcode widget drawn inside the shop's dialog (`embed`), so it keeps the shop's
 * focus trap, Escape and full-screen layout on phones instead of a pop-up window.
 */
export function KakaoPostcodeDialog({ Postcode, onClose, onComplete }: KakaoPostcodeDialogProps) {
  const titleId = useId();
  // The dialog mounts its body late (the modal machinery loads on first open): embed once the element exists.
  const embed = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || element.childElementCount > 0) return;
      new Postcode({ oncomplete: onComplete, width: '100%', height: '100%' }).embed(element, { autoClose: false });
    },
    [Postcode, onComplete],
  );
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.panel}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          우편번호 찾기
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.4">
            <path d="M4.5 4.5l11 11M15.5 4.5l-11 11" />
          </svg>
        </button>
      </header>
      <div ref={embed} className={styles.kakaoFrame} />
    </Modal>
  );
}
