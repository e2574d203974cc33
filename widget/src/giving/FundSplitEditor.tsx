import { formatMoney, type Organization } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef } from 'react';
// Importing it adds the split's rule to the form's first step.
import { addSplitRow, removeSplitRow, splitRowLimit, startSplit } from './fundSplitEditing';
import { useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { visibleFunds, type SplitRow } from './givingValues';
import { SPLIT_NAMESPACE, splitCatalogue } from './splitMessages';
import { useGivingText } from './useGivingText';
import { giftAmount } from './validateGiving';

// The rows' layout comes with the editor (its chunk), inside the element's shadow root or the page.
const splitCss = `
.halo-giving-split__row {
  display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 0 0.75rem; align-items: start;
  margin-bottom: 0.75rem; border-bottom: 1px solid var(--halo-color-border);
}
.halo-giving-split__remove { grid-column: 1 / -1; justify-self: end; margin-bottom: 0.75rem; }
@media (max-width: 30rem) { .halo-giving-split__row { grid-template-columns: minmax(0, 1fr); } }
`;

/**
 * "Split between funds": a fund and an amount per row, two rows at least, each fund once. A lazy
 * chunk (`giving-split`), loaded when the donor ticks the box, so the first screen does not carry it.
 */
export default function FundSplitEditor({ organization }: { organization: Organization }) {
  const { message, formatLocale } = useGivingText();
  useCatalogues(splitCatalogue);
  const { t } = useTranslation(SPLIT_NAMESPACE);
  const form = useGivingFormStore();
  const rows = useGivingForm((state) => state.values.splitRows);
  const errors = useGivingForm((state) => state.errors);
  const { setValue } = form.getState();
  const { currency, minAmount, maxAmount } = organization.onlineGiving;
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const funds = visibleFunds(organization);
  const list = useRef<HTMLDivElement>(null);
  const limit = splitRowLimit(organization);
  // Splitting starts from what the donor chose: that fund with that amount, and the next fund.
  useEffect(() => {
    const { values } = form.getState();
    if (values.splitRows.length === 0) {
      setValue(
        'splitRows',
        startSplit(values.fund, giftAmount({ ...values, splitFunds: false }), organization),
      );
    }
  }, [form, setValue, organization]);

  const change = (index: number, row: Partial<SplitRow>) =>
    setValue(
      'splitRows',
      rows.map((current, at) => (at === index ? { ...current, ...row } : current)),
    );
  // Keyboard users stay where they were: on the new row's fund, or on the row that took the removed one's place.
  const focusFund = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLSelectElement>('select')[index]?.focus());
  const totalError = message(errors.split);

  return (
    <fieldset className="halo-fieldset halo-giving-split">
      <legend className="halo-field__label">{t('legend')}</legend>
      <style>{splitCss}</style>
      <p className="halo-field__hint">{t('hint', { min: money(minAmount), max: money(maxAmount) })}</p>
      <div ref={list}>
        {rows.map((row, index) => {
          const number = String(index + 1);
          const id = `halo-giving-split-fund-${index}`;
          const fundError = message(errors[`split.${index}.fund`]);
          return (
            <div key={index} className="halo-giving-split__row">
              <div className={`halo-field${fundError ? ' halo-field--invalid' : ''}`}>
                <label className="halo-field__label" htmlFor={id}>
                  {t('fund', { number })}
                </label>
                <select
                  id={id}
                  className="halo-select halo-input"
                  value={row.fund}
                  aria-invalid={fundError ? true : undefined}
                  aria-describedby={fundError ? `${id}-error` : undefined}
                  onChange={(event) => change(index, { fund: event.target.value })}
                >
                  {row.fund === '' ? <option value="">{t('chooseFund')}</option> : null}
                  {funds.map((fund) => (
                    <option key={fund.prefixedId} value={fund.prefixedId}>
                      {fund.name}
                    </option>
                  ))}
                </select>
                {fundError ? (
                  <p id={`${id}-error`} className="halo-field__error">
                    {fundError}
                  </p>
                ) : null}
              </div>
              <TextField
                label={t('amount', { number, currency })}
                name={`splitAmount${index}`}
                inputMode="decimal"
                autoComplete="off"
                value={row.amount}
                onChange={(event) => change(index, { amount: event.target.value })}
                error={message(errors[`split.${index}.amount`])}
              />
              {rows.length > 2 ? (
                <Button
                  variant="secondary"
                  className="halo-giving-split__remove"
                  aria-label={t('remove', { number })}
                  onClick={() => {
                    setValue('splitRows', removeSplitRow(rows, index));
                    focusFund(Math.min(index, rows.length - 2));
                  }}
                >
                  {t('removeShort')}
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
      {totalError ? (
        <p className="halo-field__error" role="alert">
          {totalError}
        </p>
      ) : null}
      {rows.length < limit ? (
        <Button
          variant="secondary"
          onClick={() => {
            setValue('splitRows', addSplitRow(rows, organization));
            focusFund(rows.length);
          }}
        >
          {t('add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
