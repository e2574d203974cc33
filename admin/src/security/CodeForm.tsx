import { Button, TextField } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { SECURITY_NAMESPACE } from './securityMessages';

/**
 * One code typed and sent: `submit` answers nothing or throws the server's refusal, whose message
 * about `code` is shown under the field (the field keeps what was typed).
 */
export function CodeForm({
  hint,
  action,
  submit,
  autoFocus = false,
  children,
}: {
  hint: string;
  action: string;
  submit: (code: string) => Promise<void>;
  autoFocus?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await submit(code);
    } catch (failure) {
      setError(fieldMessage(failure, 'code') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-security__code-form" onSubmit={(event) => void send(event)} noValidate>
      <TextField
        id={`admin-security-code-${id}`}
        label={t('code')}
        hint={hint}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="one-time-code"
        spellCheck={false}
        autoFocus={autoFocus}
      />
      <div className="admin-security__actions">
        {children}
        <Button type="submit" disabled={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}
