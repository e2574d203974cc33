import { Badge, Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';
import { useQueryParam } from './useQueryParam';

/**
 * Verify account (docs/PRODUCT.md §2): the account's state, the verified badge, and a button that sends the
 * verification email. `?sent=1` (after registering) starts with the confirmation shown.
 */
export default function VerifyAccount() {
  const { refreshCurrentUser, resendVerificationEmail } = useApiClient();
  useCatalogues(accountMessages);
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const user = useHalo((state) => state.user);
  const justRegistered = useQueryParam('sent') === '1';
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const email = user?.email ?? '';
  const verified = Boolean(user?.emailVerifiedAt);

  // Fresh state (the link may have been opened in another tab). A sign-in that ran out meanwhile
  // answers 401, which takes the donor to sign in with the login notice (docs/PRODUCT.md §6).
  useEffect(() => {
    refreshCurrentUser().catch(() => undefined);
  }, [refreshCurrentUser]);

  async function send() {
    setBusy(true);
    setMessage(null);
    try {
      const result = await resendVerificationEmail();
      setMessage(
        result.ok
          ? { tone: 'success', text: t('verifyAccount.sent', { email }) }
          : { tone: 'error', text: result.message },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountScreen title={t('verifyAccount.title')}>
      {verified ? (
        <>
          <p>
            <Badge tone="success">{t('verifyAccount.verified')}</Badge>
          </p>
          <p className="account-intro">{t('verifyAccount.verifiedText', { email })}</p>
        </>
      ) : (
        <>
          {message ? (
            <FormMessage tone={message.tone}>{message.text}</FormMessage>
          ) : justRegistered ? (
            <FormMessage tone="success">{t('verifyAccount.sent', { email })}</FormMessage>
          ) : null}
          <p className="account-intro">{t('verifyAccount.unverified', { email })}</p>
          <div className="account-actions">
            <Button onClick={() => void send()} disabled={busy}>
              {t('verifyAccount.send')}
            </Button>
          </div>
        </>
      )}
    </AccountScreen>
  );
}
