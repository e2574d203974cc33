import { emailField } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';
import { serverFieldErrors, validateFields, type FieldErrors } from './fieldErrors';

const ForgotForm = v.object({ email: emailField }, 'validation.required');

/** Forgot password (docs/PRODUCT.md §2): sends a reset email (or a set-password email to an account without one). */
export default function ForgotPassword() {
  const { forgotPassword } = useApiClient();
  useCatalogues(accountMessages);
  const { t, i18n } = useTranslation(ACCOUNTS_NAMESPACE);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(ForgotForm, { email }, t, i18n.language);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await forgotPassword(email);
      if (result.ok) {
        setMessage({ tone: 'success', text: result.message ?? '' });
        return;
      }
      const fromServer = serverFieldErrors(result.errors);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setMessage({ tone: 'error', text: result.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountScreen title={t('forgotPassword.title')}>
      <p className="account-intro">{t('forgotPassword.intro')}</p>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
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
        <div className="account-actions">
          <Button type="submit" disabled={busy}>
            {t('forgotPassword.submit')}
          </Button>
        </div>
      </form>
      <div className="account-links">
        <Link to="/login">{t('forgotPassword.back')}</Link>
      </div>
    </AccountScreen>
  );
}
