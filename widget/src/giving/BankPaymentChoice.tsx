import {
  bankMandateText,
  savedBankMandateText,
  formatMoney,
  giftChargeByMethod,
  type BankAccountType,
  type Organization,
} from '@halo/domain';
import { RadioGroup, TextField } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useId, useRef, useState, type MutableRefObject } from 'react';
import { checkBankEntry, giveFromBankAccount, type BankEntry, type BankErrors } from './bankGift';
import { giveFromStripeBank, type CollectBankAccount } from './stripeBankGift';
import { BANK_NAMESPACE, bankCatalogue } from './bankMessages';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { giftAmount } from './validateGiving';
import { useGivingText } from './useGivingText';

export type PaymentMethodChoice = 'card' | 'bank';

interface BankPaymentChoiceProps {
  organization: Organization;
  method: PaymentMethodChoice;
  onMethod: (method: PaymentMethodChoice) => void;
  /** Set to the bank gift's submission while "Bank account" is chosen; the payment step's Give Now calls it. */
  submitRef: MutableRefObject<(() => Promise<void>) | null>;
  /** The gift's fund(s) and frequency as the payment step words them, for the summary with the bank fee. */
  fund: string;
  frequency: string;
}

/**
 * "Card" or "Bank account" on the payment step (docs/PRODUCT.md §22), and the sandbox's bank fields
 * with the ACH authorization beside its required checkbox; on Stripe, the account holder's name and
 * the authorization, Stripe's own dialog collecting the account when the donor gives. A lazy chunk (`giving-bank`) with its own
 * words, so the embed's first screen carries none of it. The summary's fee is the bank's (0.8% up to
 * $5.00) while the bank is chosen.
 */
export default function BankPaymentChoice({
  organization,
  method,
  onMethod,
  submitRef,
  fund,
  frequency,
}: BankPaymentChoiceProps) {
  useCatalogues(bankCatalogue);
  const { t } = useTranslation(BANK_NAMESPACE);
  const { t: tGiving, message, locale, formatLocale } = useGivingText();
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const values = useGivingForm((state) => state.values);
  const submitting = useGivingForm((state) => state.submitting);
  const signedIn = useHalo((state) => Boolean(state.user?.email));
  const [entry, setEntry] = useState<BankEntry>({
    routing: '',
    account: '',
    holder: `${values.firstName} ${values.lastName}`.trim(),
    type: 'checking',
    mandate: false,
    save: false,
  });
  const [errors, setErrors] = useState<BankErrors>({});
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const mandateId = useId();
  const { currency, fee: cardRate } = organization.onlineGiving;
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const amount = giftAmount(values);
  const charge = amount && amount > 0 ? giftChargeByMethod('bank', amount, values.coverFee, cardRate) : null;
  const speaks = locale === 'es' ? 'es' : 'en';
  // A recurring gift keeps the account for its later debits: always saved, under the saved words.
  const recurring = values.frequencyKind === 'recurring';
  const { processor } = organization.onlineGiving;
  // On Stripe, Stripe.js collects the account: for a one-time gift (not saved) or kept for a recurring one.
  const onStripe = processor.mode === 'stripe';
  const saving = recurring || (!onStripe && signedIn && entry.save === true);

  const change = <Field extends keyof BankEntry>(field: Field, value: BankEntry[Field]) => {
    setEntry((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const collect: CollectBankAccount = async (input) => {
    const { collectStripeBankAccount } = await import(
      /* webpackChunkName: "giving-stripe-bank" */ './collectStripeBankAccount'
    );
    return collectStripeBankAccount({
      publishableKey: processor.publishableKey ?? '',
      stripeAccount: processor.stripeAccount ?? null,
      ...input,
    });
  };
  const giveOnStripe = async () => {
    const found: BankErrors = {};
    if (!entry.holder.trim()) found.holder = { key: 'giving-bank:holderRequired' };
    if (!entry.mandate) found.mandate = { key: 'giving-bank:mandateRequired' };
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      form.setState({ message: { key: 'giving:errors.checkFields' } });
      return;
    }
    const refused = await giveFromStripeBank({
      store: form,
      client: environment.client,
      organization,
      entry,
      chargedCents: charge?.chargedCents ?? 0,
      collect,
      signedIn,
      onCompleted: (result) => environment.onCompleted?.(result),
      onError: ({ code, message: failure }) =>
        environment.onError?.({
          code,
          message: 'text' in failure ? failure.text : tGiving(failure.key, failure.params ?? {}),
        }),
    });
    setErrors(refused);
  };

  submitRef.current =
    method === 'bank' && onStripe
      ? giveOnStripe
      : method === 'bank'
        ? async () => {
            const found = checkBankEntry(entry, speaks, currency);
            setErrors(found);
            if (Object.values(found).some(Boolean)) {
              form.setState({ message: { key: 'giving:errors.checkFields' } });
              return;
            }
            const refused = await giveFromBankAccount({
              store: form,
              client: environment.client,
              organization,
              entry,
              attempt,
              signedIn,
              onCompleted: (result) => environment.onCompleted?.(result),
              onError: ({ code, message: failure }) =>
                environment.onError?.({
                  code,
                  message: 'text' in failure ? failure.text : tGiving(failure.key, failure.params ?? {}),
                }),
            });
            setErrors(refused);
          }
        : null;

  const mandateError = message(errors.mandate);
  return (
    <>
      {method === 'bank' && charge && values.coverFee ? (
        <p className="halo-giving-form__summary">
          {t('summaryWithFee', {
            total: money(charge.chargedCents),
            amount: money(amount ?? 0),
            fee: money(charge.coveredFeeCents),
            fund,
            frequency,
          })}
        </p>
      ) : null}
      <RadioGroup<PaymentMethodChoice>
        legend={t('method')}
        name="paymentMethodType"
        options={[
          { value: 'card', label: t('card') },
          { value: 'bank', label: t('bank') },
        ]}
        value={method}
        onChange={onMethod}
      />
      {method === 'bank' ? (
        <fieldset className="halo-fieldset" disabled={submitting}>
          <legend className="halo-field__label">{t('legend')}</legend>
          {onStripe ? (
            <>
              <p className="halo-field__hint">{t('stripeHint')}</p>
              <TextField
                label={t('holder')}
                name="accountHolderName"
                autoComplete="name"
                value={entry.holder}
                onChange={(event) => change('holder', event.target.value)}
                error={message(errors.holder) ?? message(errors.account)}
              />
            </>
          ) : null}
          {onStripe ? null : <p className="halo-field__hint">{t('testHint')}</p>}
          {onStripe ? null : (
            <>
              <TextField
                label={t('routing')}
                name="routingNumber"
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                value={entry.routing}
                onChange={(event) => change('routing', event.target.value.replace(/[^\d\s-]/g, ''))}
                error={message(errors.routing)}
              />
              <TextField
                label={t('account')}
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                maxLength={21}
                value={entry.account}
                onChange={(event) => change('account', event.target.value.replace(/[^\d\s-]/g, ''))}
                error={message(errors.account)}
              />
              <TextField
                label={t('holder')}
                name="accountHolderName"
                autoComplete="name"
                value={entry.holder}
                onChange={(event) => change('holder', event.target.value)}
                error={message(errors.holder)}
              />
              <RadioGroup<BankAccountType>
                legend={t('type')}
                name="accountType"
                options={[
                  { value: 'checking', label: t('checking') },
                  { value: 'savings', label: t('savings') },
                ]}
                value={entry.type}
                onChange={(type) => change('type', type)}
                error={message(errors.type)}
              />
            </>
          )}
          {recurring ? (
            <p className="halo-field__hint">{t('savedForRecurring')}</p>
          ) : !onStripe && signedIn ? (
            <div className="halo-field">
              <label className="halo-checkbox">
                <input
                  type="checkbox"
                  name="saveBankAccount"
                  checked={entry.save === true}
                  onChange={(event) => change('save', event.target.checked)}
                />
                <span>{t('save')}</span>
              </label>
            </div>
          ) : null}
          <p id={`${mandateId}-text`} className="halo-field__hint">
            {/* Saving the account takes the words that cover its later debits too. */}
            {(saving ? savedBankMandateText : bankMandateText)(speaks, {
              church: organization.displayName ?? organization.name,
              amount: money(charge?.chargedCents ?? 0),
            })}
          </p>
          <div className={mandateError ? 'halo-field halo-field--invalid' : 'halo-field'}>
            <label className="halo-checkbox">
              <input
                type="checkbox"
                name="bankMandate"
                required
                checked={entry.mandate}
                aria-invalid={mandateError ? true : undefined}
                aria-describedby={`${mandateId}-text${mandateError ? ` ${mandateId}-error` : ''}`}
                onChange={(event) => change('mandate', event.target.checked)}
              />
              <span>{t('mandate')}</span>
            </label>
            {mandateError ? (
              <p id={`${mandateId}-error`} className="halo-field__error">
                {mandateError}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
