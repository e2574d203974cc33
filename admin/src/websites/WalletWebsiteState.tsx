import type { AdminGivingPageFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import { walletWebsiteOf } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { WEBSITES_NAMESPACE } from './websitesMessages';

type WalletWebsite = AdminGivingPageFieldsFragment['walletWebsites'][number];

/**
 * One allowed website's standing for Apple Pay and Google Pay (docs/PRODUCT.md §23), and what, if
 * anything, the church must do on its own site. A website the list has just gained is shown as being
 * registered (or, a wildcard or local address, as one that cannot be) until the giving page's query
 * has its state.
 */
export function WalletWebsiteState({ origin, website }: { origin: string; website: WalletWebsite | null }) {
  const { t } = useTranslation(WEBSITES_NAMESPACE);
  // Before the query has it, a wildcard or local address is known by its pattern alone.
  const known = walletWebsiteOf(origin);
  const state = website?.state ?? ('unregistrable' in known ? known.unregistrable : 'pending');
  return (
    <p className="admin-muted admin-websites__wallet" data-wallet-state={state}>
      {t(`wallet.${state}`, {
        domain: website?.domain ?? '',
        problem: website?.applePayProblem ?? '',
      })}
    </p>
  );
}
