import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useMemo } from 'react';
import { SECURITY_NAMESPACE } from './securityMessages';

/** Recovery codes shown once, as a list and as a text file to download. */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const file = useMemo(() => {
    const text = `${t('codesFile', { email })}\n\n${codes.join('\n')}\n`;
    return URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  }, [codes, email, t]);
  useEffect(() => () => URL.revokeObjectURL(file), [file]);
  return (
    <section className="admin-panel" aria-labelledby="admin-security-codes">
      <h2 id="admin-security-codes" tabIndex={-1}>
        {t('codesTitle')}
      </h2>
      <p>{t('codesHelp')}</p>
      <ul className="admin-security__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a className="halo-button halo-button--secondary" href={file} download="halo-give-recovery-codes.txt">
        {t('download')}
      </a>
    </section>
  );
}
