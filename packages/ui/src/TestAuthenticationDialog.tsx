import { Button } from './Button';
import { Modal } from './Modal';

/** The words of the dialog, in the reader's language (each front end keeps its own). */
export interface TestAuthenticationWords {
  title: string;
  text: string;
  complete: string;
  fail: string;
}

export interface TestAuthenticationDialogProps {
  open: boolean;
  words: TestAuthenticationWords;
  onComplete: () => void;
  onFail: () => void;
  /** Escape or the backdrop: the caller says what closing without an answer means. */
  onClose: () => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page, clearly labelled as a test (no bank is
 * contacted): the donor chooses how the authentication ends. One dialog wherever a bank asks — the
 * giving form's Give Now and the confirm-your-gift page — so a donor meets the same test everywhere.
 * It closes with the donor's first answer, and the challenge takes one answer per question
 * (halo_shared/api/bankAuthentication), so its buttons never wait on an answer's way.
 */
export function TestAuthenticationDialog({
  open,
  words,
  onComplete,
  onFail,
  onClose,
}: TestAuthenticationDialogProps) {
  return (
    <Modal
      open={open}
      title={words.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onFail}>
            {words.fail}
          </Button>
          <Button onClick={onComplete}>{words.complete}</Button>
        </>
      }
    >
      <p>{words.text}</p>
    </Modal>
  );
}
