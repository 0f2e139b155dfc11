import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';
import styles from './Dialog.module.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onClose(): void;
  /** Heading at the top; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Close when the backdrop is clicked (default true). */
  dismissible?: boolean;
}

/** A titled modal dialog on {@link Modal}: heading and × button, a body, an optional footer of buttons. */
export function Dialog({ open, onClose, title, children, footer, size = 'md', dismissible = true }: DialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} dismissible={dismissible} className={`${styles.dialog} ${styles[size]}`}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.4">
              <path d="M4.5 4.5l11 11M15.5 4.5l-11 11" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </Modal>
  );
}
