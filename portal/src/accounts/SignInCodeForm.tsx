import { emailField, signInCodeField } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE } from './accountMessages';
import { serverFieldErrors, validateFields, type FieldErrors } from './fieldErrors';

const EmailStep = v.object({ email: emailField }, 'validation.required');
const CodeStep = v.object({ code: signInCodeField }, 'validation.required');

/** Fixed so focus can move to the code field when it appears and back to it on a refusal. */
export const SIGN_IN_CODE_FIELD_ID = 'sign-in-code';

export interface SignInCodeFormProps {
  /** What the donor typed in the password form's email field. */
  initialEmail: string;
  remember: boolean;
  /** Signed in: the caller goes where a password sign-in would. */
  onSignedIn: () => Promise<void> | void;
  /** "Use my password instead": back to the password form. */
  onUsePassword: () => void;
}

/**
 * Sign in without a password (docs/CONTRACTS.md `POST /sign-in-code`): asks for the email, has a
 * six-digit code mailed to it, then signs in with that code. The server's own words (sent, wrong code,
 * dead code, limits) show next to the field they are about.
 */
export function SignInCodeForm({ initialEmail, remember, onSignedIn, onUsePassword }: SignInCodeFormProps) {
  const { requestSignInCode, verifySignInCode } = useApiClient();
  const { t, i18n } = useTranslation(ACCOUNTS_NAMESPACE);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped after a send or a refusal: focus goes to the code field, whose description is the error.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) document.getElementById(SIGN_IN_CODE_FIELD_ID)?.focus();
  }, [focusRequest]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const found = validateFields(EmailStep, { email }, t, i18n.language);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await requestSignInCode(email);
      if (result.ok) {
        setSentMessage(result.message);
        setCode('');
        setStep('code');
        setFocusRequest((count) => count + 1);
        return;
      }
      const fields = serverFieldErrors(result.errors);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(result.message);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(CodeStep, { code }, t, i18n.language);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await verifySignInCode({ email, code }, remember);
      if (result.ok) {
        await onSignedIn();
        return;
      }
      const fields = serverFieldErrors(result.errors);
      // An email refusal belongs to the code step too: the code is what failed for this address.
      const codeError = fields.code ?? fields.email;
      setErrors(codeError ? { code: codeError } : {});
      if (!codeError) setFormError(result.message);
      setSentMessage(null);
      setFocusRequest((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  const usePassword = (
    <div className="account-links">
      <Button variant="secondary" onClick={onUsePassword}>
        {t('signInCode.usePassword')}
      </Button>
    </div>
  );

  if (step === 'email') {
    return (
      <>
        <p className="account-intro">{t('signInCode.intro')}</p>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <form noValidate onSubmit={(event) => void send(event)}>
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
              {t('signInCode.send')}
            </Button>
          </div>
        </form>
        {usePassword}
      </>
    );
  }

  return (
    <>
      {sentMessage ? <FormMessage tone="success">{sentMessage}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form noValidate onSubmit={(event) => void verify(event)}>
        <TextField
          id={SIGN_IN_CODE_FIELD_ID}
          label={t('signInCode.code')}
          hint={t('signInCode.codeHint', { email })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
          error={errors.code}
        />
        <div className="account-actions">
          <Button type="submit" disabled={busy}>
            {t('login.submit')}
          </Button>
          {errors.code ? (
            // A refused code may be dead (five wrong, expired, used): a fresh one is one press away.
            <Button variant="secondary" disabled={busy} onClick={() => void send()}>
              {t('signInCode.requestNew')}
            </Button>
          ) : null}
        </div>
      </form>
      {usePassword}
    </>
  );
}
