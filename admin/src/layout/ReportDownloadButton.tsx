import { Button } from '@halo/ui';
import { useState } from 'react';
import { openDownload } from './openDownload';

/**
 * A button that downloads one of the server's report files (the gifts export, the donor lists): it
 * asks for the file's link, valid for this session only, and starts the download, saying so in a
 * status line, or that it failed.
 */
export function ReportDownloadButton({
  label,
  accessibleName,
  startedText,
  failedText,
  statusClassName,
  requestLink,
}: {
  label: string;
  /** A longer name for screen readers, holding the label's words. */
  accessibleName?: string;
  startedText: string;
  failedText: string;
  statusClassName: string;
  /** Asks the server for the file's link. */
  requestLink: () => Promise<string>;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'started' | 'failed' | null>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      openDownload(await requestLink());
      setOutcome('started');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        aria-label={accessibleName}
        onClick={() => void download()}
      >
        {label}
      </Button>
      <p role="status" className={statusClassName}>
        {outcome === 'started' ? startedText : null}
      </p>
      {outcome === 'failed' ? (
        <p role="alert" className="admin-error">
          {failedText}
        </p>
      ) : null}
    </>
  );
}
