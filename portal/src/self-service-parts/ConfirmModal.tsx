import { Button, Modal } from '@halo/ui';
import type { ReactNode } from 'react';
import { Notice } from './SelfServiceScreen';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the last attempt failed, shown inside the dialog so focus need not move. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/PRODUCT.md §2 "Modal asking to confirm": the question, what it does, and confirm / cancel. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
