import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop, or a caller's cancel button. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element focused now, looking inside shadow roots (the `<halo-give>` element's form). */
function deepActiveElement(): Element | null {
  let active: Element | null = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"): role=dialog, aria-modal, named by its title; focus
 * moves in on open, Tab cycles inside, Escape closes, and focus returns to where it was on close.
 * Rendered in place rather than portalled so it stays inside a shadow root.
 */
export function Modal({ open, title, onClose, children, actions, className }: ModalProps) {
  const titleId = `halo-modal-${useId()}`;
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const returnTo = deepActiveElement();
    const node = dialog.current;
    const focusables = () => (node ? Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)) : []);
    (focusables()[0] ?? node)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active =
        node.getRootNode() instanceof ShadowRoot
          ? (node.getRootNode() as ShadowRoot).activeElement
          : document.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    node?.addEventListener('keydown', onKeyDown);
    return () => {
      node?.removeEventListener('keydown', onKeyDown);
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="halo-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('halo-modal', className)}
      >
        <h2 id={titleId} className="halo-modal__title">
          {title}
        </h2>
        <div className="halo-modal__body">{children}</div>
        {actions ? <div className="halo-modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
