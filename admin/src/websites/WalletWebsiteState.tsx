import type { AdminGivingPageFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import { walletWebsiteOf } from '@halo/domain';
import { Button } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useRef } from 'react';
import { WEBSITES_NAMESPACE } from './websitesMessages';

type WalletWebsite = AdminGivingPageFieldsFragment['walletWebsites'][number];

/**
 * One allowed website's standing for Apple Pay and Google Pay (docs/PRODUCT.md §23), and what, if
 * anything, the church must do on its own site. A website the list has just gained is shown as being
 * registered (or, a wildcard or local address, as one that cannot be) until the giving page's query
 * has its state. Where Apple Pay waits on the church (`needs_action`), "Check again" asks Stripe once
 * the church has done it; the new standing is announced, and focus stays on it when the button goes.
 */
export function WalletWebsiteState({
  origin,
  website,
  onCheckAgain,
  checking = false,
  failed = false,
  hostedPage = false,
}: {
  origin: string;
  website: WalletWebsite | null;
  /** The church's hosted giving page: Halo Give's to serve, so Apple Pay waits on nothing of the church's. */
  hostedPage?: boolean;
  /** Asks Stripe again; resolves with the website's new state (null when it could not be asked). */
  onCheckAgain?: () => Promise<string | null>;
  checking?: boolean;
  /** The last check could not be made. */
  failed?: boolean;
}) {
  const { t } = useTranslation(WEBSITES_NAMESPACE);
  const standing = useRef<HTMLParagraphElement>(null);
  // Before the query has it, a wildcard or local address is known by its pattern alone.
  const known = walletWebsiteOf(origin);
  const state = website?.state ?? ('unregistrable' in known ? known.unregistrable : 'pending');
  const domain = website?.domain ?? '';

  async function checkAgain() {
    if (!onCheckAgain) return;
    const now = await onCheckAgain();
    // The button is gone once Apple Pay is no longer waiting: its place is the new standing.
    if (now && now !== 'needs_action') standing.current?.focus();
  }

  return (
    <div className="admin-websites__wallet">
      <p ref={standing} className="admin-muted" data-wallet-state={state} aria-live="polite" tabIndex={-1}>
        {t(hostedPage && state === 'needs_action' ? 'hostedWallet.needs_action' : `wallet.${state}`, {
          domain,
          problem: website?.applePayProblem ?? '',
        })}
      </p>
      {state === 'needs_action' && onCheckAgain ? (
        <Button
          variant="secondary"
          disabled={checking}
          aria-label={checking ? undefined : t('checkAgainFor', { domain })}
          onClick={() => void checkAgain()}
        >
          {checking ? t('checking') : t('checkAgain')}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className="admin-error">
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
}
