import { formatMoney, formattingLocale, type GiftConfirmationResponse } from '@halo/domain';
import { Button, TestAuthenticationDialog } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { createTestChallenge, useTestChallenge } from 'halo_shared/api/bankAuthentication';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { EmailedLinkPage } from '../emailedLink/EmailedLinkPage';
import { LinkCardRow, LinkGiftRows } from '../emailedLink/LinkGiftRows';
import { LinkOutcome } from '../emailedLink/LinkOutcome';
import { useEmailedLink } from '../emailedLink/useEmailedLink';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { GIFT_CONFIRMATION_NAMESPACE } from './giftConfirmationMessages';

/**
 * `/confirm/{token}`: one recurring charge the donor's bank would not take without them, for whoever
 * holds the emailed link (signed in or not, and without signing anyone in): the church, amount, funds,
 * date and card, and a button that runs the bank's authentication — Stripe's `handleNextAction`, or in
 * sandbox mode the labelled test challenge (`createTestChallenge`, as at Give Now). The API then asks
 * the processor and gives the gift once; a failed authentication leaves it waiting, and one closed
 * without an answer sends nothing. The page speaks the donor's language.
 */
export function ConfirmGiftScreen({ token }: { token: string }) {
  const { completeGiftConfirmation, openGiftConfirmation } = useApiClient();
  const { t } = useTranslation(GIFT_CONFIRMATION_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const { state, show } = useEmailedLink({
    token,
    open: openGiftConfirmation,
    localeOf: (confirmation) => confirmation.answer.locale,
  });
  const [challenge] = useState(() => createTestChallenge());
  const testChallenge = useTestChallenge(challenge);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'confirmed' | 'waiting' | null>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);

  // Leaving the page while the challenge is open sends nothing.
  useEffect(() => () => challenge.cancel(), [challenge]);

  /** Tells the API the authentication ran; it asks the processor whether the gift was paid. */
  async function complete(testResult?: 'completed' | 'failed') {
    setBusy(true);
    const result = await completeGiftConfirmation(token, testResult);
    setBusy(false);
    show(result);
    if (result.kind === 'confirmation') {
      setOutcome(result.answer.status === 'confirmed' ? 'confirmed' : 'waiting');
    }
  }

  async function authenticate(answer: GiftConfirmationResponse) {
    const authentication = answer.authentication;
    if (!authentication) return;
    if (authentication.mode === 'sandbox') {
      const ended = await challenge.ask('gift');
      if (ended !== 'closed') await complete(ended);
      return;
    }
    setBusy(true);
    setStripeMessage(null);
    const { runStripeNextAction } = await import(
      /* webpackChunkName: "confirm-stripe" */ 'halo_shared/api/bankAuthentication/runStripeNextAction'
    );
    const outcome = await runStripeNextAction({
      clientSecret: authentication.client_secret,
      publishableKey: authentication.publishable_key,
      stripeAccount: authentication.stripe_account,
    }).catch(() => ({ passed: false, message: null }) as const);
    setStripeMessage(outcome.passed ? null : outcome.message);
    await complete();
  }

  /** The waiting charge, the button that asks the bank, and what the bank said. */
  function confirmationPage(answer: GiftConfirmationResponse) {
    const { gift } = answer;
    const formatting = formattingLocale(locale, gift.country);
    const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
    const confirmed = answer.status === 'confirmed';

    return (
      <>
        {confirmed ? null : <p>{t('intro', { church: answer.church_name })}</p>}
        {outcome ? (
          <LinkOutcome
            key={outcome}
            className={`account-message account-message--${outcome === 'confirmed' ? 'success' : 'error'}`}
          >
            {outcome === 'confirmed'
              ? t('confirmed', { amount: money(gift.amount), church: answer.church_name })
              : [stripeMessage, t('stillWaiting')].filter(Boolean).join(' ')}
          </LinkOutcome>
        ) : null}
        <dl className="manage-gift__details">
          <dt>{t('details.church')}</dt>
          <dd>{answer.church_name}</dd>
          <LinkGiftRows namespace={GIFT_CONFIRMATION_NAMESPACE} gift={gift} money={money} />
          <dt>{t('details.date')}</dt>
          <dd>{formatDisplayDate(gift.occurrence_date, formatting)}</dd>
          <LinkCardRow namespace={GIFT_CONFIRMATION_NAMESPACE} card={gift.card} />
        </dl>
        {confirmed ? null : (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void authenticate(answer)}>
            {busy ? t('working') : t('confirm')}
          </Button>
        )}
        <TestAuthenticationDialog {...testChallenge} />
      </>
    );
  }

  return (
    <EmailedLinkPage namespace={GIFT_CONFIRMATION_NAMESPACE} state={state}>
      {(opened) => confirmationPage(opened.answer)}
    </EmailedLinkPage>
  );
}
