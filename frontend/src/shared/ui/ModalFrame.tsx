import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ModalProps } from './Modal';
import styles from './Modal.module.css';

/**
 * The Radix Dialog behind {@link Modal} (loaded on first open). Portalled to <body> like a native
 * modal in the top layer, so no ancestor's transform or backdrop-filter can trap the fixed panel.
 */
export default function ModalFrame({ open, onClose, className, label, labelledBy, dismissible = true, initialFocus, children }: ModalProps) {
  // Remember who had focus when it opened, to give focus back on close (no Radix Trigger here).
  const [wasOpen, setWasOpen] = useState(false);
  const [opener, setOpener] = useState<Element | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.panel} ${className}`}
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            const target = initialFocus ? (e.currentTarget as HTMLElement).querySelector<HTMLElement>(initialFocus) : null;
            if (!target) return;
            e.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
          }}
          onPointerDownOutside={(e) => {
            if (!dismissible) e.preventDefault();
          }}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
