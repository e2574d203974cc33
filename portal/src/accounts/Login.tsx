import { emailField, returnPathOr } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';
import { SignInCodeForm } from './SignInCodeForm';
import { serverFieldErrors, validateFields, type FieldErrors } from './fieldErrors';
import { useQueryParam } from './useQueryParam';

const LoginForm = v.object(
  { email: emailField, password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')) },
  'validation.required',
);

/**
 * Sign in (docs/PRODUCT.md §2): email, password, remember me, Google, forgot-password and new-donor links; or,
 * without a password, a code emailed to the donor (SignInCodeForm).
 */
export default function Login() {
  const { navigate } = useRouter();
  const { googleSignInUrl, login } = useApiClient();
  useCatalogues(accountMessages);
  const { t, i18n } = useTranslation(ACCOUNTS_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  // docs/PRODUCT.md §4: the notice left by a 401 shows here (held, else persisted) and clears on sign-in.
  const notice = useHalo((state) => state.loginNotice ?? state.readLoginNotice());
  const providerError = useQueryParam('error');
  // Where the donor was going (`/login?p=…` from the route guard): only a same-origin path.
  const returnTo = returnPathOr(useQueryParam('p'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const clearNotice = useHalo((state) => state.clearLoginNotice);
  const googleEnabled = readRuntimeConfig().googleSignIn;

  async function signedIn() {
    clearNotice();
    await navigate(returnTo);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(LoginForm, { email, password }, t, i18n.language);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await login({ email, password, remember });
      if (result.ok) {
        await signedIn();
        return;
      }
      const fields = serverFieldErrors(result.errors);
      setErrors(fields);
      // A 429 or other refusal without field errors is said above the form.
      if (Object.keys(fields).length === 0) setFormError(result.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountScreen title={t('login.title')}>
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      {providerError ? (
        <FormMessage tone="error">
          {providerError === 'google_unverified' ? t('login.googleUnverified') : t('login.googleFailed')}
        </FormMessage>
      ) : null}
      {withCode ? (
        <SignInCodeForm
          initialEmail={email}
          remember={remember}
          onSignedIn={signedIn}
          onUsePassword={() => setWithCode(false)}
        />
      ) : (
        passwordForm()
      )}
      <div className="account-links">
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        <p>
          {t('login.newDonor')} <Link to="/register">{t('login.register')}</Link>
        </p>
      </div>
    </AccountScreen>
  );

  function passwordForm() {
    return (
      <>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <label className="account-check">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('fields.rememberMe')}
          </label>
          <div className="account-actions">
            <Button type="submit" disabled={busy}>
              {t('login.submit')}
            </Button>
            <Button variant="secondary" onClick={() => setWithCode(true)}>
              {t('signInCode.start')}
            </Button>
          </div>
        </form>
        {googleEnabled ? (
          <>
            <p className="account-divider">{t('login.or')}</p>
            <div className="account-actions">
              <Button
                variant="secondary"
                onClick={() => window.location.assign(googleSignInUrl({ remember, locale, returnTo }))}
              >
                {t('login.google')}
              </Button>
            </div>
          </>
        ) : null}
      </>
    );
  }
}
