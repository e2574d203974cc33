import { Button } from '@halo/ui';
import { useEffect, useRef, useState } from 'react';

export interface ShownOnceSecretTexts {
  title: string;
  /** Says the server keeps no copy it could show again. */
  once: string;
  /** The field's label: whose secret this is. */
  label: string;
  copy: string;
  copied: string;
  /** When the page may not use the clipboard: the field is selected for the reader to copy. */
  copyFallback: string;
  done: string;
}

/**
 * A secret the server shows this once (a webhook's signing secret, an API key): it keeps only what
 * cannot be shown again. Focus moves to the panel's heading when it appears, so a keyboard or screen
 * reader user lands on it after making the thing the secret belongs to.
 */
export function ShownOnceSecret({
  headingId,
  value,
  texts,
  onDone,
}: {
  /** The heading's id (the page's focus lands on it). */
  headingId: string;
  value: string;
  texts: ShownOnceSecretTexts;
  onDone: () => void;
}) {
  const fieldId = `${headingId}-value`;
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(texts.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus(texts.copyFallback);
    }
  }

  return (
    <section className="admin-panel admin-shown-once" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {texts.title}
      </h2>
      <p>
        <strong>{texts.once}</strong>
      </p>
      <label className="halo-field__label" htmlFor={fieldId}>
        {texts.label}
      </label>
      <input ref={field} id={fieldId} className="halo-input" readOnly value={value} spellCheck={false} />
      <div className="admin-shown-once__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <Button onClick={onDone}>{texts.done}</Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}
