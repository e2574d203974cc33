import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useRef, useState, type ChangeEvent } from 'react';
import { logoFileProblem, uploadPublicImage } from '../giving-page/logoUpload';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';

/**
 * A campaign's image (docs/PRODUCT.md §14), uploaded like the church's logo (JPEG or PNG, 500 KB, the
 * server holding the stored file to the image rules) and shown above the campaign's giving form, with
 * the words a screen reader says for it, which the administrator writes and which an image requires.
 * Kept only when the campaign is saved; "Remove image" clears it the same way.
 */
export function CampaignImageField({
  id,
  imageUrl,
  imageAlt,
  errors,
  onChange,
}: {
  /** The form's id: the file input is `${id}-imageUrl`, the words `${id}-imageAlt`. */
  id: string;
  imageUrl: string;
  imageAlt: string;
  errors: { imageUrl?: string; imageAlt?: string };
  onChange: (image: { imageUrl: string; imageAlt: string }) => void;
}) {
  const api = useApiClient();
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? errors.imageUrl;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    setProblem(fileProblem ? t(fileProblem === 'logoType' ? 'imageType' : 'imageSize') : null);
    if (fileProblem) return;
    setUploading(true);
    try {
      onChange({ imageUrl: await uploadPublicImage(api, file, 'campaign'), imageAlt });
    } catch {
      setProblem(t('imageFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className={`halo-field admin-campaign-form__image${error ? ' halo-field--invalid' : ''}`}>
      <legend className="halo-field__label">{t('image')}</legend>
      {imageUrl ? (
        <img
          className="admin-campaign-form__preview"
          src={imageUrl}
          alt={imageAlt.trim() || t('imagePreview')}
        />
      ) : (
        <p className="admin-muted">{t('noImage')}</p>
      )}
      <div className="admin-campaign-form__actions">
        <input
          ref={input}
          id={`${id}-imageUrl`}
          className="halo-visually-hidden"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={[`${id}-image-hint`, error ? `${id}-image-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        <label className="halo-button halo-button--secondary" htmlFor={`${id}-imageUrl`}>
          {t('chooseImage')}
        </label>
        {imageUrl ? (
          <Button
            variant="secondary"
            onClick={() => {
              setProblem(null);
              onChange({ imageUrl: '', imageAlt: '' });
              input.current?.focus();
            }}
          >
            {t('removeImage')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-image-hint`} className="halo-field__hint">
        {uploading ? t('imageUploading') : t('imageHint')}
      </p>
      {error ? (
        <p id={`${id}-image-error`} className="halo-field__error">
          {error}
        </p>
      ) : null}
      {imageUrl ? (
        <TextField
          id={`${id}-imageAlt`}
          name="imageAlt"
          label={t('imageAlt')}
          hint={t('imageAltHint')}
          autoComplete="off"
          maxLength={200}
          value={imageAlt}
          error={errors.imageAlt}
          onChange={(event) => onChange({ imageUrl, imageAlt: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
