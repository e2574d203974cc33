import { emailField, passwordConfirmationEntries, passwordsMatch, requiredString } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';
import { serverFieldErrors, validateFields, type FieldErrors } from './fieldErrors';

// The server's schema (packages/api/src/routes/accountRoutes.ts), so both say the same thing.
const RegisterForm = v.pipe(
  v.object(
    {
      first_name: requiredString,
      last_name: requiredString,
      email: emailField,
      ...passwordConfirmationEntries,
    },
    'validation.required',
  ),
  passwordsMatch(),
);

const fields = [
  { name: 'first_name', label: 'fields.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'fields.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'fields.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'fields.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'password_confirmation',
    label: 'fields.passwordConfirmation',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

type FieldName = (typeof fields)[number]['name'];

/** Register (docs/PRODUCT.md §2): first name, last name, email, password, confirm password. */
export default function Register() {
  const { navigate } = useRouter();
  const { register } = useApiClient();
  useCatalogues(accountMessages);
  const { t, i18n } = useTranslation(ACCOUNTS_NAMESPACE);
  const [values, setValues] = useState<Record<FieldName, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(RegisterForm, values, t, i18n.language);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await register(values);
      if (result.ok) {
        // Signed in, unverified: the verify-account screen confirms the email was sent.
        await navigate('/verify-account?sent=1');
        return;
      }
      const fromServer = serverFieldErrors(result.errors);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFormError(result.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountScreen title={t('register.title')}>
      <p className="account-intro">{t('register.intro')}</p>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            error={errors[field.name]}
          />
        ))}
        <div className="account-actions">
          <Button type="submit" disabled={busy}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
      <div className="account-links">
        <p>
          {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
        </p>
      </div>
    </AccountScreen>
  );
}
