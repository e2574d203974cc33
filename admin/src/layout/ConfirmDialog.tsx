import { Button, Modal } from '@halo/ui';
import { useState, type ReactNode } from 'react';
import { refusalMessage } from './serverMessage';

/**
 * Asks before a change the administrator cannot take back (removing, revoking, disconnecting). Cancel
 * comes first: the dialog focuses it, so Enter pressed by habit changes nothing. A refusal stays in
 * the dialog, in the server's words (already in the reader's language), or `failedText` when the
 * failure says nothing (the network).
 */
export function ConfirmDialog<Result>({
  title,
  explanation,
  confirmLabel,
  cancelLabel,
  failedText,
  confirm,
  onClose,
  onDone,
}: {
  title: string;
  explanation: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  failedText: string;
  confirm: () => Promise<Result>;
  onClose: () => void;
  onDone: (result: Result) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      onDone(await confirm());
    } catch (failure) {
      setError(refusalMessage(failure) ?? failedText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button onClick={() => void run()} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{explanation}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
