import { useApiClient } from 'halo_shared/api';
import { FREQUENCY_VALUES, formatMoney, isCalendarDate, type Frequency, giftCharge } from '@halo/domain';
import { Button, LoadingState, Modal, RadioGroup, TextField } from '@halo/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { failureFieldErrors, placeFieldErrors } from '../self-service-parts/apiFailure';
import { paymentMethodLabel } from '../self-service-parts/paymentMethodLabel';
import { CheckboxField } from '../self-service-parts/CheckboxField';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import type { FieldErrors } from '../self-service-parts/formValidation';
import {
  cardChoices,
  fundChoices,
  giftTotal,
  isTurningFeeCoverageOff,
  recurringGiftFormValues,
  upcomingGiftDates,
  updateRecurringGivingVariables,
  validateRecurringGiftForm,
  type CardChoice,
  type RecurringGift,
  type RecurringGiftFormValues,
} from './recurringGiftForm';
import { saveRecurringGift } from '../self-service-parts/selfServiceApi';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import type { RemoteData } from '../self-service-parts/remoteData';
import { useSelfService } from '../self-service-parts/useSelfService';

/**
 * docs/PRODUCT.md §7 `updateRecurringGiving` in a dialog: amounts per fund, frequency (with the next dates it
 * gives), next occurrence, fee coverage (with the exact charge), memo and card.
 */
export function EditRecurringGiftModal({
  gift,
  savedCards,
  onClose,
  onSaved,
}: {
  gift: RecurringGift;
  savedCards: RemoteData<CardChoice[]>;
  onClose: () => void;
  onSaved: (gift: RecurringGift) => void;
}) {
  const api = useApiClient();
  const {
    t,
    locale,
    formatLocale,
    currency,
    feeRate,
    limits,
    funds: organizationFunds,
    organizationPrefixedId,
    today,
  } = useSelfService();
  const formId = useId();
  const funds = useMemo(() => fundChoices(gift, organizationFunds), [gift, organizationFunds]);
  const cards = cardChoices(gift, savedCards.status === 'ready' ? savedCards.data : []);
  const [values, setValues] = useState<RecurringGiftFormValues>(() => recurringGiftFormValues(gift));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const todayDate = today();
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);

  const total = giftTotal(values);
  const charge = giftCharge(total, values.isFeeCovered, feeRate);
  const firstDate =
    values.nextOccurrence && isCalendarDate(values.nextOccurrence) && values.nextOccurrence >= todayDate
      ? values.nextOccurrence
      : (gift.nextOccurrence ?? null);
  const upcoming =
    firstDate && values.frequency ? upcomingGiftDates(firstDate, values.frequency as Frequency, 3) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRecurringGiftForm(values, funds, {
      today: todayDate,
      limits,
      t,
      locale,
      currency,
      originalNextOccurrence: gift.nextOccurrence,
    });
    setErrors(found);
    setFormError(null);
    const card = cards.find((choice) => choice.processorId === values.paymentMethodId);
    if (Object.keys(found).length > 0 || !card || !organizationPrefixedId) return;
    setBusy(true);
    try {
      const saved = await saveRecurringGift(
        api,
        updateRecurringGivingVariables(values, { gift, organizationPrefixedId, card }),
      );
      onSaved(saved);
    } catch (error) {
      const firstAmount = `amounts.${funds[0]?.prefixedId ?? ''}`;
      const { fields, unplaced } = placeFieldErrors(
        failureFieldErrors(error),
        [firstAmount, 'frequency', 'nextOccurrence', 'endDate', 'memo', 'paymentMethodId'],
        {
          amountsByFundAccount: firstAmount,
          type: 'frequency',
          stripePaymentMethodId: 'paymentMethodId',
          stripeCardLastFour: 'paymentMethodId',
          stripeCardExpiration: 'paymentMethodId',
        },
      );
      setErrors(fields);
      setFormError(unplaced[0] ?? (Object.keys(fields).length === 0 ? t('common.somethingWentWrong') : null));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('recurringGifts.editTitle')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="self-service__modal-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <fieldset>
          <legend>{t('recurringGifts.amounts')}</legend>
          <p className="self-service__note">{t('recurringGifts.amountsHint')}</p>
          {funds.map((fund) => (
            <TextField
              key={fund.prefixedId}
              label={fund.name}
              name={`amounts.${fund.prefixedId}`}
              inputMode="decimal"
              value={values.amounts[fund.prefixedId] ?? ''}
              error={errors[`amounts.${fund.prefixedId}`]}
              onChange={(event) =>
                setValues({
                  ...values,
                  amounts: { ...values.amounts, [fund.prefixedId]: event.target.value },
                })
              }
            />
          ))}
        </fieldset>
        <RadioGroup
          legend={t('recurringGifts.frequencyLegend')}
          options={FREQUENCY_VALUES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
          value={values.frequency || null}
          onChange={(frequency) => setValues({ ...values, frequency })}
          error={errors.frequency}
        />
        <TextField
          type="date"
          label={t('recurringGifts.nextOccurrenceField')}
          hint={t('recurringGifts.nextOccurrenceHint')}
          name="nextOccurrence"
          min={todayDate}
          value={values.nextOccurrence}
          error={errors.nextOccurrence}
          onChange={(event) => setValues({ ...values, nextOccurrence: event.target.value })}
        />
        {upcoming.length > 0 ? (
          <p className="self-service__note" aria-live="polite">
            {t('recurringGifts.upcoming', {
              dates: upcoming.map((date) => formatDisplayDate(date, formatLocale)).join(', '),
            })}
          </p>
        ) : null}
        <CheckboxField
          label={t('recurringGifts.coverFee')}
          checked={values.isFeeCovered}
          onChange={(event) => setValues({ ...values, isFeeCovered: event.target.checked })}
        />
        {total > 0 ? (
          <p className="self-service__note" aria-live="polite">
            {values.isFeeCovered
              ? t('recurringGifts.feeSummaryCovered', {
                  charged: money(charge.chargedCents),
                  gift: money(total),
                  fee: money(charge.coveredFeeCents),
                })
              : t('recurringGifts.feeSummaryNotCovered', {
                  charged: money(charge.chargedCents),
                  net: money(charge.netCents),
                  fee: money(charge.feeCents),
                })}
          </p>
        ) : null}
        {isTurningFeeCoverageOff(gift, values) ? (
          <Notice tone="warning">{t('recurringGifts.feeOffNotice')}</Notice>
        ) : null}
        <TextField
          type="date"
          label={`${t('recurringGifts.endDateField')} ${t('common.optional')}`}
          hint={t('recurringGifts.endDateHint')}
          name="endDate"
          min={values.nextOccurrence || todayDate}
          value={values.endDate}
          error={errors.endDate}
          onChange={(event) => setValues({ ...values, endDate: event.target.value })}
        />
        <TextField
          label={`${t('recurringGifts.memoField')} ${t('common.optional')}`}
          name="memo"
          value={values.memo}
          error={errors.memo}
          onChange={(event) => setValues({ ...values, memo: event.target.value })}
        />
        {savedCards.status === 'loading' ? (
          <LoadingState label={t('common.loading')} shape="rows" count={2} />
        ) : null}
        {savedCards.status === 'error' ? (
          <Notice tone="warning">{t('recurringGifts.cardsFailed')}</Notice>
        ) : null}
        {cards.length === 0 && savedCards.status === 'ready' ? (
          <Notice tone="warning">{t('recurringGifts.noCards')}</Notice>
        ) : null}
        <CardSelect
          label={t('recurringGifts.cardField')}
          cards={cards}
          value={values.paymentMethodId}
          error={errors.paymentMethodId}
          describe={(card) =>
            card.expiration === null
              ? paymentMethodLabel(t, card)
              : t('recurringGifts.cardOption', {
                  card: paymentMethodLabel(t, card),
                  expiration: card.expiration,
                })
          }
          onChange={(paymentMethodId) => setValues({ ...values, paymentMethodId })}
        />
      </form>
    </Modal>
  );
}

function CardSelect({
  label,
  cards,
  value,
  error,
  describe,
  onChange,
}: {
  label: string;
  cards: CardChoice[];
  value: string;
  error?: string;
  describe: (card: CardChoice) => string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={`self-service__select${error ? ' halo-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="paymentMethodId"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === '' ? <option value="">—</option> : null}
        {cards.map((card) => (
          <option key={card.processorId} value={card.processorId}>
            {describe(card)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
