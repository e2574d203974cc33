import type { Organization } from '@halo/domain';
import { Button } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useId, useRef } from 'react';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { useGivingText } from './useGivingText';
import { ExpressCheckout } from './ExpressCheckout';
import type { FormMessage, GivingResultSummary } from './givingFormState';
import { giveWithWallet, testWalletCard } from './walletGift';
import { WALLET_NAMESPACE, walletCatalogue } from './walletMessages';
import { walletRecurringRequest } from './walletRecurring';

/**
 * The payment step's wallet (docs/PRODUCT.md §23): with Stripe, Apple Pay or Google Pay through
 * Stripe's Express Checkout Element when the browser offers one; in sandbox mode a labelled "test
 * wallet" button that gives like Stripe's 4242 card, so a wallet gift is tested end to end. A one-time
 * gift or a recurring one, whose later gifts charge the card the wallet gave. A lazy chunk
 * (`giving-wallet`) with its own words, so the embed's first screen carries none of it.
 */
export default function WalletPaymentChoice({ organization }: { organization: Organization }) {
  useCatalogues(walletCatalogue);
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { t: tGiving } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const submitting = useGivingForm((state) => state.submitting);
  const recurringGift = useGivingForm((state) => state.values.frequencyKind === 'recurring');
  const signedIn = useHalo((state) => Boolean(state.user?.email));
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const hintId = useId();

  const submission = {
    store: form,
    client: environment.client,
    organization,
    attempt,
    signedIn,
    onCompleted: (result: GivingResultSummary) => environment.onCompleted?.(result),
    onError: ({ code, message: failure }: { code: string; message: FormMessage }) =>
      environment.onError?.({
        code,
        message: 'text' in failure ? failure.text : tGiving(failure.key, failure.params ?? {}),
      }),
  };
  const give = () => giveWithWallet(submission, testWalletCard(submission));
  const recurringHint = recurringGift ? <p className="halo-field__hint">{t('recurringHint')}</p> : null;

  if (organization.onlineGiving.processor.mode !== 'sandbox') {
    const recurring = () =>
      walletRecurringRequest(form.getState().values, organization, {
        description: t('recurringDescription', { church: organization.displayName ?? organization.name }),
        label: t('recurringLabel'),
        managementUrl: environment.recurringGiftsUrl ?? window.location.href,
      });
    return (
      <ExpressCheckout
        organization={organization}
        submission={submission}
        label={t('legend')}
        recurring={recurring}
        hint={recurringHint}
      />
    );
  }

  return (
    <section className="halo-giving-form__wallet" aria-labelledby={`${hintId}-legend`}>
      <h3 id={`${hintId}-legend`} className="halo-field__label">
        {t('legend')}
      </h3>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void give()}
        disabled={submitting}
        aria-describedby={hintId}
      >
        {t('testWallet')}
      </Button>
      <p id={hintId} className="halo-field__hint">
        {t('testWalletHint')}
      </p>
      {recurringHint}
      <p className="halo-field__hint">{t('orCard')}</p>
    </section>
  );
}
