import { LoadingState } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { AccountScreen, FormMessage } from './AccountScreen';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accountMessages';

/**
 * /sign-in/{token}, the link of the sign-in code email: posts the token once (it works once), then
 * lands on the dashboard signed in; a spent or expired link says so, with the way back to sign in.
 */
export default function SignInLink({ params }: { params?: Record<string, string> }) {
  const { navigate } = useRouter();
  const { verifySignInCode } = useApiClient();
  useCatalogues(accountMessages);
  const { t } = useTranslation(ACCOUNTS_NAMESPACE);
  const token = params?.token ?? '';
  const clearNotice = useHalo((state) => state.clearLoginNotice);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    void verifySignInCode({ token }).then(
      (result) => {
        if (!mounted) return;
        if (result.ok) {
          clearNotice();
          void navigate('/dashboard', { replace: true });
        } else setFailure(result.errors.token?.[0] ?? result.message);
      },
      // No answer at all: postJson reported it; the generic words are in the client's message.
      () => mounted && setFailure(t('common:flash.somethingWentWrong')),
    );
    return () => {
      mounted = false;
    };
  }, [token, clearNotice, t, verifySignInCode, navigate]);

  return (
    <AccountScreen title={t('login.title')}>
      {failure === null ? (
        <LoadingState label={t('signInLink.working')} />
      ) : (
        <>
          <FormMessage tone="error">{failure}</FormMessage>
          <div className="account-links">
            <Link to="/login">{t('signInLink.back')}</Link>
          </div>
        </>
      )}
    </AccountScreen>
  );
}
