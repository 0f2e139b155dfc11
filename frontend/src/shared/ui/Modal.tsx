import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Asked to close (Escape, a click outside when `dismissible`); the caller sets `open` to false. */
  onClose(): void;
  /** Class of the panel: its position, size and look (the panel is `position: fixed` by this class). */
  className: string;
  /** Accessible name, when no visible heading names the panel. */
  label?: string;
  /** id of the visible heading that names the panel. */
  labelledBy?: string;
  /** Close on a click outside the panel (default true). Escape always closes. */
  dismissible?: boolean;
  /** CSS selector of the element to focus on open; else the first focusable element (or `autoFocus`). */
  initialFocus?: string;
  children: ReactNode;
}

const loadFrame = () => import('./ModalFrame');
const ModalFrame = lazy(loadFrame);

/** Starts loading the modal machinery ahead of a first open (e.g. when the opening button is hovered). */
export function preloadModal(): void {
  void loadFrame();
}

/**
 * The one modal primitive of the shop, for dialogs and drawers alike: a dimmed backdrop and a panel
 * with a focus trap, scroll lock, Escape, outside click, `aria-modal` and an inert page behind,
 * and focus back on the opener when it closes (Radix Dialog underneath). The machinery loads on
 * the first open, so no page pays for it up front; it renders nothing until then.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
