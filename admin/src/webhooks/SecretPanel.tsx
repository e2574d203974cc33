import { Button } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { WEBHOOKS_NAMESPACE } from './webhooksMessages';

const SECRET_FIELD = 'admin-webhook-secret';

/** Copies `text`, or selects the field it is shown in when the page may not use the clipboard. */
async function copyOrSelect(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.getElementById(SECRET_FIELD) as HTMLInputElement | null;
    field?.focus();
    field?.select();
    return false;
  }
}

/**
 * The new endpoint's signing secret, this once: the server never shows it again. Focus moves to the
 * panel's heading when it appears, so a keyboard or screen reader user lands on it after adding.
 */
export function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation(WEBHOOKS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-panel admin-webhooks__secret" aria-labelledby="admin-webhooks-secret">
      <h2 id="admin-webhooks-secret" ref={heading} tabIndex={-1}>
        {t('secretTitle')}
      </h2>
      <p>
        <strong>{t('secretOnce')}</strong>
      </p>
      <label className="halo-field__label" htmlFor={SECRET_FIELD}>
        {t('secretFor', { url })}
      </label>
      <input id={SECRET_FIELD} className="halo-input" readOnly value={secret} spellCheck={false} />
      <div className="admin-webhooks__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void copyOrSelect(secret).then((ok) => setStatus(ok ? t('copied') : t('copyFallback')))
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
