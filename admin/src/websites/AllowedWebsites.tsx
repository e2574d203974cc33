import { Button, TextField } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AddAllowedWebsiteDocument,
  AdminGivingPageDocument,
  CheckWalletWebsiteDocument,
  RemoveAllowedWebsiteDocument,
  type CheckWalletWebsiteMutation,
} from '@halo/shared/graphql/admin-giving-page';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { WalletWebsiteState } from './WalletWebsiteState';
import { WEBSITES_NAMESPACE } from './websitesMessages';

const ADDRESS_FIELD = 'admin-website-address';

/**
 * The websites allowed to embed the church's giving form (the CORS patterns the API checks every
 * `<halo-give>` request against). The server validates an address, so its message, in the reader's
 * language, is shown under the field and the address typed stays there to be corrected.
 */
export function AllowedWebsites() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(WEBSITES_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The list as the last change answered it; null until the first change (then the query's list).
  const [changed, setChanged] = useState<string[] | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Check again" (docs/PRODUCT.md §23): the website being asked about, Stripe's newest answers (the
  // query's list may still be the older one), and a check that could not be made.
  const [checking, setChecking] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, CheckWalletWebsiteMutation['checkWalletWebsite']>>(
    {},
  );
  const [checkFailed, setCheckFailed] = useState<string | null>(null);
  const focusField = () => document.getElementById(ADDRESS_FIELD)?.focus();

  // A website just added is registered with Stripe by the API's worker a moment later: look again
  // while any is still pending, a few times.
  const walletWebsites = state.data?.adminGivingPage.walletWebsites ?? [];
  const hostedPageWallet = state.data?.adminGivingPage.hostedPageWallet ?? null;
  const pending = [...walletWebsites, ...(hostedPageWallet ? [hostedPageWallet] : [])].some(
    (website) => website.state === 'pending',
  );
  const [looks, setLooks] = useState(0);
  useEffect(() => {
    if (!pending || looks >= 5) return undefined;
    const timer = window.setTimeout(() => {
      setLooks((count) => count + 1);
      reload();
    }, 2000);
    return () => window.clearTimeout(timer);
  }, [pending, looks, reload]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const websites = changed ?? state.data.adminGivingPage.allowedWebsites;
  const walletOf = new Map(walletWebsites.map((website) => [website.origin, website]));
  for (const website of Object.values(checked)) walletOf.set(website.origin, website);

  async function checkAgain(origin: string): Promise<string | null> {
    setChecking(origin);
    setCheckFailed(null);
    try {
      const answer = await graphql(CheckWalletWebsiteDocument, { organizationPrefixedId, origin });
      setChecked((before) => ({ ...before, [origin]: answer.checkWalletWebsite }));
      return answer.checkWalletWebsite.state;
    } catch {
      setCheckFailed(origin);
      return null;
    } finally {
      setChecking(null);
    }
  }

  async function change(run: () => Promise<string[]>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      setChanged(await run());
      // The websites' wallet state comes with the giving page's query.
      setChecked({});
      setLooks(0);
      reload();
      return true;
    } catch (failure) {
      setError(fieldMessage(failure, 'origin') ?? t('failed'));
      focusField();
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const added = await change(async () => {
      const answer = await graphql(AddAllowedWebsiteDocument, { organizationPrefixedId, origin: address });
      return answer.addAllowedWebsite;
    });
    if (added) setAddress('');
  }

  async function remove(origin: string) {
    const removed = await change(async () => {
      const answer = await graphql(RemoveAllowedWebsiteDocument, { organizationPrefixedId, origin });
      return answer.removeAllowedWebsite;
    });
    // The button pressed is gone: the address field is the next place to work from.
    if (removed) focusField();
  }

  return (
    <>
      <p>{t('intro')}</p>
      <form className="admin-panel admin-websites__form" onSubmit={(event) => void add(event)} noValidate>
        <TextField
          id={ADDRESS_FIELD}
          label={t('address')}
          name="origin"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={address}
          error={error}
          onChange={(event) => setAddress(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('add')}
        </Button>
      </form>
      {hostedPageWallet ? (
        <section className="admin-panel" aria-labelledby="admin-websites-hosted">
          <h2 id="admin-websites-hosted">{t('hostedPage')}</h2>
          <p className="admin-muted">{t('hostedPageIntro')}</p>
          <div className="admin-websites__item">
            <code>{hostedPageWallet.origin}</code>
            <WalletWebsiteState origin={hostedPageWallet.origin} website={hostedPageWallet} hostedPage />
          </div>
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="admin-websites-list">
        <h2 id="admin-websites-list">{t('list')}</h2>
        {websites.length === 0 ? (
          <p className="admin-muted">{t('none')}</p>
        ) : (
          <ul className="admin-list">
            {websites.map((origin) => (
              <li key={origin} className="admin-websites__item">
                <code>{origin}</code>
                <WalletWebsiteState
                  origin={origin}
                  website={walletOf.get(origin) ?? null}
                  onCheckAgain={() => checkAgain(origin)}
                  checking={checking === origin}
                  failed={checkFailed === origin}
                />
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('removeOrigin', { origin })}
                  onClick={() => void remove(origin)}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
