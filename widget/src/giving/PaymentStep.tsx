import { formatMoney, giftChargeByMethod, type CardEntryField, type Organization } from '@halo/domain';
import { Badge, Button, CardFields, RadioGroup } from '@halo/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { BankAuthentication } from './BankAuthentication';
import type { PaymentMethodChoice } from './BankPaymentChoice';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { cardChoices, feeSummary } from './givingFormChoices';
import { fundsText } from './givingSummary';
import { TrustCues } from './TrustCues';
import { useGivingText } from './useGivingText';

/** The form's value behind each card field. */
const CARD_VALUES = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
  name: 'cardholderName',
} as const satisfies Record<CardEntryField, string>;

// Stripe.js and its wrapper load only when a Stripe-connected church's form reaches this step.
const StripeCardField = lazy(() => import(/* webpackChunkName: "giving-stripe" */ './StripeCardField'));
// "Card" or "Bank account" and the bank's fields and words (docs/PRODUCT.md §22): only where offered.
const BankPaymentChoice = lazy(() => import(/* webpackChunkName: "giving-bank" */ './BankPaymentChoice'));
// The wallet (docs/PRODUCT.md §23): its button and words load only on this step.
const WalletPaymentChoice = lazy(
  () => import(/* webpackChunkName: "giving-wallet" */ './WalletPaymentChoice'),
);

/** 'Almost Done!' (docs/PRODUCT.md §2): the card, then Give Now. A lazy chunk: the first render does not need it. */
export default function PaymentStep({ organization }: { organization: Organization }) {
  const { t, message, formatLocale } = useGivingText();
  const form = useGivingFormStore();
  const values = useGivingForm((state) => state.values);
  const errors = useGivingForm((state) => state.errors);
  const submitting = useGivingForm((state) => state.submitting);
  const failure = useGivingForm((state) => state.message);
  const mode = useGivingForm((state) => state.mode);
  const storedCards = useGivingForm((state) => state.savedCards);
  const storedBanks = useGivingForm((state) => state.savedBankAccounts);
  const recurringGift = useGivingForm((state) => state.recurringGift);
  const savedCards = useMemo(
    () => cardChoices({ mode, savedCards: storedCards, recurringGift }),
    [mode, storedCards, recurringGift],
  );
  const updating = mode === 'update';
  const { setValue, submit, backToDetails } = form.getState();
  const { currency, processor } = organization.onlineGiving;
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const cardFee = feeSummary(values, organization);
  const fund = fundsText(values, organization, t, formatLocale);
  const frequency =
    values.frequencyKind === 'recurring' ? t(`period.${values.period}`) : t('frequency.one_time');
  const sandbox = processor.mode === 'sandbox';
  const failureText = message(failure);
  const environment = useGivingEnvironment();
  // A bank account is offered by USD churches that take it: in the sandbox for one-time and recurring
  // gifts (a recurring one asks for an account first, as with a card), on Stripe too (Stripe.js
  // collects the account, kept for a recurring gift); not on a lobby kiosk (a card typed in there)
  // and not when changing a recurring gift.
  const bankOffered =
    organization.onlineGiving.bankPayments === true &&
    currency === 'USD' &&
    !updating &&
    environment.variant !== 'kiosk';
  // The donor's saved bank accounts join the saved cards where a bank account is offered, in the
  // sandbox and on Stripe alike (an account kept on Stripe is debited off-session under its mandate).
  const savedBanks = bankOffered ? storedBanks : [];
  const bySavedBank = savedBanks.some((bank) => bank.id === values.savedCard);
  // A saved bank account chosen: the summary's fee is the bank's, as it is debited.
  const bankCharge =
    bySavedBank && cardFee
      ? giftChargeByMethod('bank', cardFee.amount, true, organization.onlineGiving.fee)
      : null;
  const fee =
    cardFee && bankCharge
      ? { amount: cardFee.amount, fee: bankCharge.coveredFeeCents, total: bankCharge.chargedCents }
      : cardFee;
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodChoice>('card');
  const byBank = bankOffered && paymentMethod === 'bank';
  // A wallet (Apple Pay and Google Pay with Stripe when the browser offers one; the sandbox's labelled
  // test wallet) gives a one-time gift, or sets up a recurring one on the card it hands over, which
  // asks for an account first as a recurring card gift does. Never at a lobby kiosk (docs/PRODUCT.md
  // §20): the wallet on the church's tablet is not the giver's, and the server refuses it there too.
  const walletOffered = !updating && !byBank && environment.variant !== 'kiosk';
  const bankSubmit = useRef<(() => Promise<void>) | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: move focus to its heading so screen readers announce where the donor is.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (byBank && bankSubmit.current) void bankSubmit.current();
    else void submit();
  };

  return (
    <form className="halo-giving-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h2 ref={heading} className="halo-giving-form__step-title" tabIndex={-1}>
        {t('payment.title')} {sandbox ? <Badge tone="warning">{t('payment.testMode')}</Badge> : null}
      </h2>
      {/* With the bank chosen, the bank's summary (its own fee) is the bank chunk's. */}
      {fee && !(byBank && values.coverFee) ? (
        <p className="halo-giving-form__summary">
          {values.coverFee
            ? t('payment.summaryWithFee', {
                total: money(fee.total),
                amount: money(fee.amount),
                fee: money(fee.fee),
                fund,
                frequency,
              })
            : t('payment.summary', { amount: money(fee.amount), fund, frequency })}
        </p>
      ) : null}

      {walletOffered ? (
        <Suspense fallback={null}>
          <WalletPaymentChoice organization={organization} />
        </Suspense>
      ) : null}

      {bankOffered ? (
        <Suspense fallback={null}>
          <BankPaymentChoice
            organization={organization}
            method={paymentMethod}
            onMethod={setPaymentMethod}
            submitRef={bankSubmit}
            fund={fund}
            frequency={frequency}
          />
        </Suspense>
      ) : null}

      {!byBank && (savedCards.length > 0 || savedBanks.length > 0 || updating) ? (
        <RadioGroup
          legend={t('payment.method')}
          name="savedCard"
          options={[
            ...savedCards.map((card) => ({
              value: card.id,
              label: t('payment.savedCard', {
                brand: card.brand,
                lastFour: card.last_four,
                month: String(card.exp_month).padStart(2, '0'),
                year: card.exp_year,
              }),
            })),
            ...savedBanks.map((bank) => ({
              value: bank.id,
              label: t('payment.savedBank', { lastFour: bank.last_four }),
            })),
            // Update mode charges a saved card only (a new card is added in the donor portal).
            ...(updating ? [] : [{ value: 'new', label: t('payment.newCard') }]),
          ]}
          value={values.savedCard}
          onChange={(card) => setValue('savedCard', card)}
          error={message(errors.savedCard)}
        />
      ) : null}
      {bySavedBank && !byBank ? <p className="halo-field__hint">{t('payment.savedBankHint')}</p> : null}

      {values.savedCard === 'new' && !updating && !byBank ? (
        sandbox ? (
          <CardFields
            words={{
              legend: t('card.legend'),
              hint: t('payment.testHint'),
              number: t('card.number'),
              expiry: t('card.expiry'),
              cvc: t('card.cvc'),
              name: t('card.name'),
            }}
            values={{
              number: values.cardNumber,
              expiry: values.cardExpiry,
              cvc: values.cardCvc,
              name: values.cardholderName,
            }}
            errors={{
              number: message(errors.cardNumber),
              expiry: message(errors.cardExpiry),
              cvc: message(errors.cardCvc),
              name: message(errors.cardholderName),
            }}
            onChange={(field, value) => setValue(CARD_VALUES[field], value)}
            nameRequired
          />
        ) : (
          <Suspense fallback={<p role="status">{t('payment.loadingCard')}</p>}>
            <StripeCardField organization={organization} />
          </Suspense>
        )
      ) : null}

      {failureText ? (
        <p role="alert" className="halo-alert">
          {failureText}
        </p>
      ) : null}
      <div className="halo-form-actions">
        <Button variant="secondary" onClick={backToDetails} disabled={submitting}>
          {t('actions.back')}
        </Button>
        <Button type="submit" disabled={submitting} aria-disabled={submitting}>
          {submitting ? t('actions.submitting') : updating ? t('actions.updateNow') : t('actions.giveNow')}
        </Button>
      </div>
      <TrustCues />
      <BankAuthentication onEnded={() => heading.current?.focus()} />
    </form>
  );
}
