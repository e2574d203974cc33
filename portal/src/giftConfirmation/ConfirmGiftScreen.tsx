import { formatMoney, formattingLocale, type GiftConfirmationResponse } from '@halo/domain';
import { Button, LoadingState, TestAuthenticationDialog } from '@halo/ui';
import { type GiftConfirmationResult, useApiClient } from 'halo_shared/api';
import { createTestChallenge, useTestChallenge } from 'halo_shared/api/bankAuthentication';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';
import { AccountScreen, FormMessage } from '../accounts/AccountScreen';
import { manageGiftCss } from '../manageLink/manageGiftCss';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { GIFT_CONFIRMATION_NAMESPACE } from './giftConfirmationMessages';

type PageState =
  | { kind: 'loading' }
  | { kind: 'confirmation'; answer: GiftConfirmationResponse }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

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
  const setLocale = useHalo((state) => state.setLocale);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [challenge] = useState(() => createTestChallenge());
  const testChallenge = useTestChallenge(challenge);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'confirmed' | 'waiting' | null>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const localeChosen = useRef(false);

  function show(result: GiftConfirmationResult) {
    const donorLocale =
      result.kind === 'confirmation'
        ? result.answer.locale
        : result.kind === 'refused'
          ? result.locale
          : null;
    if (!localeChosen.current && donorLocale) {
      localeChosen.current = true;
      if (donorLocale !== locale) void setLocale(donorLocale);
    }
    if (result.kind === 'confirmation') setState({ kind: 'confirmation', answer: result.answer });
    else if (result.kind === 'refused') setState({ kind: 'refused', message: result.message });
    else setState({ kind: 'failed', message: result.message });
  }

  useEffect(() => {
    let mounted = true;
    void openGiftConfirmation(token).then((result) => mounted && show(result));
    return () => {
      mounted = false;
    };
    // The link is read once per token; `show` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // Leaving the page while the challenge is open sends nothing.
  useEffect(() => () => challenge.cancel(), [challenge]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  /** Tells the API the authentication ran; it asks the processor whether the gift was paid. */
  async function complete(testResult?: 'completed' | 'failed') {
    setBusy(true);
    const result = await completeGiftConfirmation(token, testResult);
    setBusy(false);
    if (result.kind === 'confirmation') {
      setState({ kind: 'confirmation', answer: result.answer });
      setOutcome(result.answer.status === 'confirmed' ? 'confirmed' : 'waiting');
    } else show(result);
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

  if (state.kind === 'loading') {
    return (
      <AccountScreen title={t('title')}>
        <LoadingState label={t('loading')} />
      </AccountScreen>
    );
  }
  if (state.kind === 'refused' || state.kind === 'failed') {
    return (
      <AccountScreen title={state.kind === 'refused' ? t('refused.title') : t('title')}>
        <FormMessage tone="error">{state.message}</FormMessage>
        <div className="account-links">
          <Link to="/login">{t('refused.signIn')}</Link>
        </div>
      </AccountScreen>
    );
  }

  const { answer } = state;
  const { gift } = answer;
  const formatting = formattingLocale(locale, gift.country);
  const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
  const brand = gift.card ? gift.card.brand.charAt(0).toUpperCase() + gift.card.brand.slice(1) : '';
  const confirmed = answer.status === 'confirmed';

  return (
    <AccountScreen title={t('title')}>
      {/* The manage page's layout: label / value rows that wrap at 320 px. */}
      <style href="halo-portal-manage-gift" precedence="default">
        {manageGiftCss}
      </style>
      {confirmed ? null : <p>{t('intro', { church: answer.church_name })}</p>}
      {outcome ? (
        <p
          className={`account-message account-message--${outcome === 'confirmed' ? 'success' : 'error'}`}
          role="status"
          tabIndex={-1}
          ref={outcomeRef}
        >
          {outcome === 'confirmed'
            ? t('confirmed', { amount: money(gift.amount), church: answer.church_name })
            : [stripeMessage, t('stillWaiting')].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <dl className="manage-gift__details">
        <dt>{t('details.church')}</dt>
        <dd>{answer.church_name}</dd>
        <dt>{t('details.amount')}</dt>
        <dd>{money(gift.amount)}</dd>
        <dt>{t('details.funds')}</dt>
        <dd>
          {gift.funds
            .map((fund) => t('fundShare', { name: fund.name, amount: money(fund.amount) }))
            .join(', ')}
        </dd>
        <dt>{t('details.schedule')}</dt>
        <dd>{t(`frequency.${gift.frequency}`)}</dd>
        <dt>{t('details.date')}</dt>
        <dd>{formatDisplayDate(gift.occurrence_date, formatting)}</dd>
        <dt>{t('details.card')}</dt>
        <dd>{gift.card ? t('cardText', { brand, lastFour: gift.card.last_four }) : t('noCard')}</dd>
      </dl>
      {confirmed ? null : (
        <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void authenticate(answer)}>
          {busy ? t('working') : t('confirm')}
        </Button>
      )}
      <TestAuthenticationDialog {...testChallenge} />
    </AccountScreen>
  );
}
