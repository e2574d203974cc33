import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { GIVING_PAGE_NAMESPACE } from './givingPageMessages';
import { logoFileProblem, uploadLogo } from './logoUpload';

/**
 * The logo: a chosen file is uploaded at once and shown in the preview; like every other setting it
 * is kept only by "Save changes". "Remove logo" clears it the same way.
 */
export function LogoField({
  logoUrl,
  displayName,
  serverError,
  onChange,
}: {
  logoUrl: string | null;
  displayName: string;
  serverError: string | null;
  onChange: (logoUrl: string | null) => void;
}) {
  const api = useApiClient();
  const { t } = useTranslation(GIVING_PAGE_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    setProblem(fileProblem ? t(fileProblem) : null);
    if (fileProblem) return;
    setUploading(true);
    try {
      onChange(await uploadLogo(api, file));
    } catch {
      setProblem(t('logoFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="admin-giving__group">
      <legend>{t('logo')}</legend>
      {logoUrl ? (
        <img className="admin-giving__logo" src={logoUrl} alt={t('logoAlt', { name: displayName })} />
      ) : (
        <p className="admin-muted">{t('noLogo')}</p>
      )}
      <div className="admin-giving__row">
        <input
          ref={input}
          id={`${id}-file`}
          className="halo-visually-hidden admin-giving__file-input"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        <label className="halo-button halo-button--secondary admin-giving__file" htmlFor={`${id}-file`}>
          {t('chooseLogo')}
        </label>
        {logoUrl ? (
          <Button
            variant="secondary"
            onClick={() => {
              setProblem(null);
              onChange(null);
              input.current?.focus();
            }}
          >
            {t('removeLogo')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="halo-field__hint">
        {uploading ? t('uploading') : t('logoHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
