import {
  FREQUENCY_VALUES,
  formatMoney,
  MEMO_MAX_LENGTH,
  calendarDateInTimeZone,
  nextGivingDate,
  type Frequency,
  type Organization,
} from '@halo/domain';
import { Button, RadioGroup, TextField } from '@halo/ui';
import { lazy, type FormEvent } from 'react';
import { useGivingEnvironment, useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { feeSummary } from './givingFormChoices';
import { givingSummary } from './givingSummary';
import { visibleFunds } from './givingValues';
import { PanelToggle } from './PanelToggle';
import { TrustCues } from './TrustCues';
import { formatCalendarDateFor, useGivingText } from './useGivingText';
import { giftAmount } from './validateGiving';

// The split editor loads when the donor asks to split: most gifts go to one fund.
const FundSplitEditor = lazy(() => import(/* webpackChunkName: "giving-split" */ './FundSplitEditor'));
const RecurringEndFields = lazy(() => import(/* webpackChunkName: "giving-end" */ './RecurringEndFields'));
const DedicationPanel = lazy(() => import(/* webpackChunkName: "giving-dedication" */ './DedicationPanel'));

/** The first step: amount, frequency, fund, donor, note and the fee option (docs/PRODUCT.md §2). */
export function DetailsStep({ organization }: { organization: Organization }) {
  const { t, message, formatLocale } = useGivingText();
  const form = useGivingFormStore();
  const values = useGivingForm((state) => state.values);
  const errors = useGivingForm((state) => state.errors);
  const registering = useGivingForm((state) => state.registering);
  const mode = useGivingForm((state) => state.mode);
  // A lobby kiosk asks only the amount, the fund and an optional email (docs/PRODUCT.md §20).
  const kiosk = useGivingEnvironment().variant === 'kiosk';
  const { setValue, chooseFrequencyKind, continueToPayment } = form.getState();
  const { currency, fixedAmounts, minAmount, maxAmount } = organization.onlineGiving;
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const fee = feeSummary(values, organization);
  const today = calendarDateInTimeZone(organization.onlineGiving.timeZone);
  const summary = givingSummary(values, organization, today, t, formatLocale);
  const funds = visibleFunds(organization);
  const fundError = message(errors.fund);
  const recurring = values.frequencyKind === 'recurring';
  const split = values.splitFunds;
  // Splitting starts from the chosen fund and amount; back to one fund, the total stays the gift.
  const toggleSplit = (on: boolean) => {
    const amount = giftAmount(values);
    if (!on) {
      setValue('fund', values.splitRows[0]?.fund || values.fund);
      if (amount !== null) {
        setValue('amountChoice', 'custom');
        setValue('customAmount', (amount / 100).toFixed(2));
      }
    }
    setValue('splitRows', []);
    setValue('splitFunds', on);
  };

  const next: string[] = [];
  if (recurring && /^\d{4}-\d{2}-\d{2}$/.test(values.startDate)) {
    let date = values.startDate;
    for (let i = 0; i < 2; i += 1) {
      date = nextGivingDate(date, values.period);
      next.push(formatCalendarDateFor(date, formatLocale));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!continueToPayment()) {
      // Focus the first invalid field so keyboard and screen-reader users land on the problem.
      const root = (event.currentTarget as HTMLElement | null) ?? null;
      queueMicrotask(() =>
        root
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
          )
          ?.focus(),
      );
    }
  };

  return (
    <form className="halo-giving-form" noValidate onSubmit={onSubmit}>
      {split ? null : (
        <RadioGroup
          legend={t('amount.legend')}
          name="amountChoice"
          appearance="buttons"
          className="halo-giving-choices halo-giving-amounts"
          options={[
            ...fixedAmounts.map((cents) => ({ value: String(cents), label: money(cents) })),
            { value: 'custom', label: t('amount.custom') },
          ]}
          value={values.amountChoice || null}
          onChange={(choice) => setValue('amountChoice', choice)}
          error={message(errors.amountChoice)}
        />
      )}
      {values.amountChoice === 'custom' && !split ? (
        <TextField
          label={t('amount.customLabel', { currency })}
          name="customAmount"
          inputMode="decimal"
          autoComplete="off"
          value={values.customAmount}
          onChange={(event) => setValue('customAmount', event.target.value)}
          hint={t('amount.limits', { min: money(minAmount), max: money(maxAmount) })}
          error={message(errors.customAmount)}
        />
      ) : null}

      {/* Update mode changes a recurring gift: it stays recurring. */}
      {mode === 'update' || kiosk ? null : (
        <RadioGroup
          legend={t('frequency.legend')}
          name="frequencyKind"
          appearance="buttons"
          className="halo-giving-choices halo-giving-choices--two"
          options={[
            { value: 'one_time', label: t('frequency.one_time') },
            { value: 'recurring', label: t('frequency.recurring') },
          ]}
          value={values.frequencyKind}
          onChange={chooseFrequencyKind}
        />
      )}
      {recurring ? (
        <>
          <RadioGroup<Frequency>
            legend={t('period.legend')}
            name="period"
            options={FREQUENCY_VALUES.map((value) => ({ value, label: t(`period.${value}`) }))}
            value={values.period}
            onChange={(period) => setValue('period', period)}
            error={message(errors.period)}
          />
          <TextField
            label={t('startDate.label')}
            name="startDate"
            type="date"
            min={today}
            value={values.startDate}
            onChange={(event) => setValue('startDate', event.target.value)}
            hint={next.length ? t('startDate.next', { dates: next.join(', ') }) : undefined}
            error={message(errors.startDate)}
          />
          <PanelToggle
            label={t('end.toggle')}
            open={values.endKind !== 'never'}
            onToggle={(open) => setValue('endKind', open ? 'date' : 'never')}
            loading={t('loading')}
          >
            <RecurringEndFields />
          </PanelToggle>
        </>
      ) : null}

      {funds.length > 1 && mode !== 'update' && !kiosk ? (
        <PanelToggle label={t('split.toggle')} open={split} onToggle={toggleSplit} loading={t('loading')}>
          <FundSplitEditor organization={organization} />
        </PanelToggle>
      ) : null}
      {split ? null : (
        <div className={`halo-field${fundError ? ' halo-field--invalid' : ''}`}>
          <label className="halo-field__label" htmlFor="halo-giving-fund">
            {t('fund.label')}
          </label>
          <select
            id="halo-giving-fund"
            className="halo-select halo-input"
            value={values.fund}
            aria-invalid={fundError ? true : undefined}
            aria-describedby={fundError ? 'halo-giving-fund-error' : undefined}
            onChange={(event) => setValue('fund', event.target.value)}
          >
            {funds.map((fund) => (
              <option key={fund.prefixedId} value={fund.prefixedId}>
                {fund.name}
              </option>
            ))}
          </select>
          {fundError ? (
            <p id="halo-giving-fund-error" className="halo-field__error">
              {fundError}
            </p>
          ) : null}
        </div>
      )}

      <TextField
        label={kiosk ? t('donor.receiptEmail') : t('donor.email')}
        name="email"
        type="email"
        // Nothing of one giver is offered to the next: no browser autofill at a kiosk.
        autoComplete={kiosk ? 'off' : 'email'}
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={message(errors.email)}
      />
      {kiosk ? null : (
        <div className="halo-form-row">
          <TextField
            label={t('donor.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => setValue('firstName', event.target.value)}
            error={message(errors.firstName)}
          />
          <TextField
            label={t('donor.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => setValue('lastName', event.target.value)}
            error={message(errors.lastName)}
          />
        </div>
      )}
      {recurring && registering ? (
        <fieldset className="halo-fieldset">
          <legend className="halo-field__label">{t('recurringModal.createAccount')}</legend>
          <p className="halo-field__hint">{t('account.hint')}</p>
          <TextField
            label={t('account.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValue('password', event.target.value)}
            error={message(errors.password)}
          />
          <TextField
            label={t('account.passwordConfirmation')}
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onChange={(event) => setValue('passwordConfirmation', event.target.value)}
            error={message(errors.passwordConfirmation)}
          />
        </fieldset>
      ) : null}
      {kiosk ? null : (
        <>
          <TextField
            label={t('donor.memo')}
            name="memo"
            value={values.memo}
            maxLength={MEMO_MAX_LENGTH}
            onChange={(event) => setValue('memo', event.target.value)}
            error={message(errors.memo)}
          />
          <PanelToggle
            label={t('dedication.toggle')}
            open={values.dedicate}
            onToggle={(open) => setValue('dedicate', open)}
            loading={t('loading')}
          >
            <DedicationPanel />
          </PanelToggle>
        </>
      )}

      {summary && fee ? (
        <div className="halo-giving-summary">
          <p className="halo-giving-summary__gift">{summary.gift}</p>
          {summary.end ? <p>{summary.end}</p> : null}
          {summary.fee ? <p>{summary.fee}</p> : null}
          <label className="halo-checkbox">
            <input
              type="checkbox"
              name="coverFee"
              checked={values.coverFee}
              onChange={(event) => setValue('coverFee', event.target.checked)}
            />
            <span>{t('fee.label', { fee: money(fee.fee) })}</span>
          </label>
        </div>
      ) : null}

      {/* On a phone this bar stays at the bottom of the screen: the total and Continue in reach. */}
      <div className="halo-giving-bar">
        {summary ? (
          <p className="halo-giving-form__total" aria-live="polite">
            {t('fee.total', { total: money(summary.totalCents) })}
          </p>
        ) : null}
        <Button type="submit">{t('actions.continue')}</Button>
      </div>
      <TrustCues />
    </form>
  );
}
