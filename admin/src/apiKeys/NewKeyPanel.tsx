import { Button } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { API_KEYS_NAMESPACE } from './apiKeysMessages';

const KEY_FIELD = 'admin-api-key-token';

/** Copies `text`, or selects the field it is shown in when the page may not use the clipboard. */
async function copyOrSelect(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.getElementById(KEY_FIELD) as HTMLInputElement | null;
    field?.focus();
    field?.select();
    return false;
  }
}

/**
 * The new key, this once: only its SHA-256 is kept, so nobody can show it again. Focus moves to the
 * panel's heading when it appears, so a keyboard or screen reader user lands on it after creating.
 */
export function NewKeyPanel({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-panel admin-api-keys__new" aria-labelledby="admin-api-keys-new">
      <h2 id="admin-api-keys-new" ref={heading} tabIndex={-1}>
        {t('keyTitle')}
      </h2>
      <p>
        <strong>{t('keyOnce')}</strong>
      </p>
      <label className="halo-field__label" htmlFor={KEY_FIELD}>
        {t('keyFor', { name })}
      </label>
      <input id={KEY_FIELD} className="halo-input" readOnly value={token} spellCheck={false} />
      <div className="admin-api-keys__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void copyOrSelect(token).then((ok) => setStatus(ok ? t('copied') : t('copyFallback')))
          }
        >
          {t('copy')}
        </Button>
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}
