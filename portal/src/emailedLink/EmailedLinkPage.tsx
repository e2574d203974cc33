import { LoadingState } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import type { ReactNode } from 'react';
import { AccountScreen, FormMessage } from '../accounts/AccountScreen';
import { emailedLinkCss } from './emailedLinkCss';
import type { EmailedLinkState } from './useEmailedLink';

/**
 * The frame of every emailed link's page (`/manage/{token}`, `/confirm/{token}`), for whoever holds
 * the link, signed in or not: the kind's title; "opening…" while the link is read; a link that opens
 * nothing (forged, expired, used, revoked) or a call that failed shows the server's words and the way
 * to a new link (sign in); an open link shows the kind's body. The words are the kind's catalogue's
 * (`namespace`, see emailedLinkText.ts).
 */
export function EmailedLinkPage<Answer>({
  namespace,
  state,
  children,
}: {
  namespace: string;
  state: EmailedLinkState<Answer>;
  children: (answer: Answer) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  if (state.kind === 'loading') {
    return (
      <AccountScreen title={t('title')}>
        <LoadingState label={t('loading')} />
      </AccountScreen>
    );
  }
  if (state.kind !== 'open') {
    return (
      <AccountScreen title={state.kind === 'refused' ? t('refused.title') : t('title')}>
        <FormMessage tone="error">{state.message}</FormMessage>
        <div className="account-links">
          <Link to="/login">{t('refused.signIn')}</Link>
        </div>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={t('title')}>
      <style href="halo-portal-manage-gift" precedence="default">
        {emailedLinkCss}
      </style>
      {children(state.answer)}
    </AccountScreen>
  );
}
