import { emailField, passwordConfirmationEntries, passwordsMatch } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';
import { serverFieldErrors, validateFields, type FieldErrors } from './fieldErrors';
import { useQueryParam } from './useQueryParam';

const ResetForm = v.pipe(
  v.object({ email: emailField, ...passwordConfirmationEntries }, 'validation.required'),
  passwordsMatch(),
);

/**
 * Reset or set password at /reset-password/{token} (docs/PRODUCT.md §2). `?mode=set` is "Create user after a
 * gift": an account made with a gift (or through Google) sets its first password here.
 */
export default function ResetPassword({ params }: { params?: Record<string, string> }) {
  const { navigate } = useRouter();
  const { resetPassword } = useApiClient();
  useCatalogues(accountMessages);
  const { t, i18n } = useTranslation(ACCOUNTS_NAMESPACE);
  const showFlash = useHalo((state) => state.showFlash);
  const setMode = useQueryParam('mode') === 'set';
  const token = params?.token ?? '';
  const [values, setValues] = useState({ email: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(ResetForm, values, t, i18n.language);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await resetPassword({ token, ...values });
      if (result.ok) {
        if (result.message) showFlash(result.message, 'success');
        await navigate('/login');
        return;
      }
      const fromServer = serverFieldErrors(result.errors);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFormError(result.message);
    } finally {
      setBusy(false);
    }
  }

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  return (
    <AccountScreen title={t(setMode ? 'resetPassword.setTitle' : 'resetPassword.title')}>
      <p className="account-intro">{t(setMode ? 'resetPassword.setIntro' : 'resetPassword.intro')}</p>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label={t(setMode ? 'fields.password' : 'fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <TextField
          label={t('fields.passwordConfirmation')}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          error={errors.password_confirmation}
        />
        <div className="account-actions">
          <Button type="submit" disabled={busy}>
            {t(setMode ? 'resetPassword.setSubmit' : 'resetPassword.submit')}
          </Button>
        </div>
      </form>
      <div className="account-links">
        <Link to="/forgot-password">{t('resetPassword.requestNew')}</Link>
      </div>
    </AccountScreen>
  );
}
