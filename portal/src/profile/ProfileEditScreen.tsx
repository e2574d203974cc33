import { Button, LoadingState, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { failureFieldErrors, placeFieldErrors } from '../self-service-parts/apiFailure';
import type { FieldErrors } from '../self-service-parts/formValidation';
import {
  profileFormValues,
  updateDonorVariables,
  validateProfileForm,
  type ProfileFormValues,
} from './profileForm';
import {
  checkProfileImageDimensions,
  checkProfileImageFile,
  deleteProfileImage,
  readImageDimensions,
  uploadProfileImage,
} from './profileImage';
import { presignProfileImage, saveProfile } from '../self-service-parts/selfServiceApi';
import { Notice, SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';

type ImageChange = { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };

const textFields = [
  { name: 'first_name', label: 'profileEdit.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'profileEdit.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'profileEdit.email', type: 'email', autoComplete: 'email' },
] as const;

const passwordFields = [
  { name: 'password', label: 'profileEdit.password' },
  { name: 'password_confirmation', label: 'profileEdit.passwordConfirmation' },
] as const;

export interface ProfileEditScreenProps {
  /** How the picked image's pixel size is read (tests pass a fake: jsdom decodes no images). */
  readDimensions?: (file: File) => Promise<{ width: number; height: number } | null>;
}

/**
 * docs/PRODUCT.md §2 /profile/edit: first and last name, image, email, password and confirmation through
 * `updateDonor`. The image is checked here (type, size, dimensions), uploaded to storage on save and
 * its public URL sent as image_url. On success the store's user is refreshed, 'Account updated
 * successfully' is flashed (docs/PRODUCT.md §8) and the profile view follows; on failure the typed values stay.
 * A new email or password also needs the current password (profileForm.ts); a new email stays
 * pending until its emailed link is opened, which the email field's hint says.
 */
export function ProfileEditScreen({ readDimensions = readImageDimensions }: ProfileEditScreenProps) {
  const { navigate } = useRouter();
  const api = useApiClient();
  const { t, locale } = useSelfService();
  const { t: tCommon } = useTranslation('common');
  const user = useHalo((state) => state.user);
  const showFlash = useHalo((state) => state.showFlash);
  const imageInputId = useId();
  const [values, setValues] = useState<ProfileFormValues | null>(() =>
    user ? profileFormValues(user) : null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const [imageError, setImageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The user arrives after the first render when the page was opened directly on /profile/edit.
  useEffect(() => {
    if (user && values === null) setValues(profileFormValues(user));
  }, [user, values]);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (image.kind !== 'new') return;
    return () => URL.revokeObjectURL(image.preview);
  }, [image]);

  if (!user || !values) {
    return (
      <SelfServiceScreen title={t('profileEdit.title')}>
        <LoadingState label={t('common.loading')} shape="form" count={5} />
      </SelfServiceScreen>
    );
  }
  const currentImage = user.person?.imageUrl ?? null;

  async function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setImageError(null);
    if (!file) return;
    const fileProblem = checkProfileImageFile(file, t, locale);
    if (fileProblem) {
      setImageError(fileProblem);
      return;
    }
    let size: { width: number; height: number } | null;
    try {
      size = await readDimensions(file);
    } catch {
      setImageError(t('profileEdit.imageUnreadable'));
      return;
    }
    const sizeProblem = size ? checkProfileImageDimensions(size, t, locale) : null;
    if (sizeProblem) {
      setImageError(sizeProblem);
      return;
    }
    setImage({ kind: 'new', file, preview: URL.createObjectURL(file) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const found = validateProfileForm(values, { t, locale, currentEmail: user?.email });
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? t('profileEdit.errorSummary') : null);
    if (Object.keys(found).length > 0 || imageError) return;
    setBusy(true);
    try {
      let imageUrl: string | null | undefined;
      if (image.kind === 'new') {
        try {
          imageUrl = await uploadProfileImage(image.file, {
            presign: (command, fileName) => presignProfileImage(api, command, fileName),
          });
        } catch {
          setFormError(t('profileEdit.imageUploadFailed'));
          return;
        }
      } else if (image.kind === 'remove') {
        imageUrl = null;
      }
      try {
        await saveProfile(api, updateDonorVariables(values, imageUrl, user?.email));
      } catch (error) {
        const { fields, unplaced } = placeFieldErrors(failureFieldErrors(error), [
          'first_name',
          'last_name',
          'email',
          'password',
          'password_confirmation',
          'current_password',
          'image_url',
        ]);
        const { image_url: imageProblem, ...textProblems } = fields;
        setErrors(textProblems);
        if (imageProblem) setImageError(imageProblem);
        setFormError(
          unplaced[0] ??
            (Object.keys(fields).length > 0
              ? t('profileEdit.errorSummary')
              : tCommon('flash.somethingWentWrong')),
        );
        return;
      }
      // The old picture is no longer anyone's: remove it from storage (best effort).
      if (image.kind !== 'keep' && currentImage)
        void deleteProfileImage(currentImage, {
          presign: (command, fileName) => presignProfileImage(api, command, fileName),
        });
      await api.refreshCurrentUser().catch(() => null);
      showFlash(tCommon('messages.accountUpdated'), 'success');
      await navigate('/profile');
    } finally {
      setBusy(false);
    }
  }

  const shownImage = image.kind === 'new' ? image.preview : image.kind === 'keep' ? currentImage : null;
  const hintId = `${imageInputId}-hint`;
  const errorId = `${imageInputId}-error`;

  return (
    <SelfServiceScreen title={t('profileEdit.title')}>
      <p>{t('profileEdit.intro')}</p>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <form
        className="self-service__form self-service__card"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {textFields.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            error={errors[field.name]}
            hint={
              field.name === 'email' && user.pendingEmail
                ? t('profile.pendingEmail', { pending: user.pendingEmail, email: user.email })
                : undefined
            }
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
        <fieldset>
          <legend>{t('profileEdit.image')}</legend>
          <div className="self-service__image-field">
            {shownImage ? (
              <img
                className="self-service__avatar"
                src={shownImage}
                alt={image.kind === 'new' ? t('profileEdit.newImageAlt') : t('profileEdit.currentImageAlt')}
              />
            ) : null}
            <div className="self-service__actions">
              <label className="self-service__file-label" htmlFor={imageInputId}>
                {t('profileEdit.chooseImage')}
                <input
                  id={imageInputId}
                  type="file"
                  name="image"
                  accept="image/jpeg,image/png"
                  aria-describedby={imageError ? `${hintId} ${errorId}` : hintId}
                  aria-invalid={imageError ? true : undefined}
                  onChange={(event) => void pickImage(event)}
                />
              </label>
              {image.kind === 'keep' && currentImage ? (
                <Button variant="secondary" onClick={() => setImage({ kind: 'remove' })}>
                  {t('profileEdit.removeImage')}
                </Button>
              ) : null}
              {image.kind !== 'keep' && currentImage ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setImage({ kind: 'keep' });
                    setImageError(null);
                  }}
                >
                  {t('profileEdit.undoRemove')}
                </Button>
              ) : null}
            </div>
          </div>
          <p id={hintId} className="halo-field__hint">
            {t('profileEdit.imageHint')}
          </p>
          {image.kind === 'new' ? (
            <p className="self-service__note" role="status">
              {t('profileEdit.newImage', { name: image.file.name })}
            </p>
          ) : null}
          {image.kind === 'remove' ? (
            <p className="self-service__note" role="status">
              {t('profileEdit.imageRemoved')}
            </p>
          ) : null}
          {imageError ? (
            <p id={errorId} className="halo-field__error" role="alert">
              {imageError}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t('profileEdit.passwordSection')}</legend>
          <p className="self-service__note">{t('profileEdit.passwordHint')}</p>
          {passwordFields.map((field) => (
            <TextField
              key={field.name}
              label={t(field.label)}
              name={field.name}
              type="password"
              autoComplete="new-password"
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('profileEdit.currentPasswordSection')}</legend>
          <TextField
            label={t('profileEdit.currentPassword')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            hint={t('profileEdit.currentPasswordHint')}
            value={values.current_password}
            error={errors.current_password}
            onChange={(event) => setValues({ ...values, current_password: event.target.value })}
          />
        </fieldset>
        <div className="self-service__actions">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('common.saving') : t('profileEdit.save')}
          </Button>
          <Link to="/profile" className="halo-button halo-button--secondary">
            {t('profileEdit.cancel')}
          </Link>
        </div>
      </form>
    </SelfServiceScreen>
  );
}
