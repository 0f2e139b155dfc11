import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Shows a spinner on the confirm button. */
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A small yes/no {@link Dialog} (확인 / 취소 unless named otherwise); the confirm button takes the focus. */
export function ConfirmDialog({ open, title = '확인', message, confirmText = '확인', cancelText = '취소', loading, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button onClick={onConfirm} loading={loading} autoFocus>
            {confirmText}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}

/** The browser's own confirm box, e.g. confirm('로그아웃 하시겠습니까?'). */
export function confirm(message: string): boolean {
  return window.confirm(message);
}
