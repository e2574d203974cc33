import { LoadingState } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useEffect, useState } from 'react';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';

/**
 * /verify-email/{token}, the link of the verification email: posts the token once, then shows the
 * verified account (the link signs the donor in).
 */
export default function VerifyEmail({ params }: { params?: Record<string, string> }) {
  const { navigate } = useRouter();
  const { verifyEmail } = useApiClient();
  useCatalogues(accountMessages);
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const token = params?.token ?? '';
  const [state, setState] = useState<'working' | 'failed'>('working');

  useEffect(() => {
    let mounted = true;
    void verifyEmail(token).then(
      (result) => {
        if (!mounted) return;
        if (result.ok) void navigate('/verify-account', { replace: true });
        else setState('failed');
      },
      () => mounted && setState('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [token, verifyEmail, navigate]);

  return (
    <AccountScreen title={t('verifyEmail.title')}>
      {state === 'working' ? (
        <LoadingState label={t('verifyEmail.working')} />
      ) : (
        <>
          <FormMessage tone="error">{t('verifyEmail.failed')}</FormMessage>
          <div className="account-links">
            <Link to="/verify-account">{t('verifyEmail.resend')}</Link>
          </div>
        </>
      )}
    </AccountScreen>
  );
}
