import { Button, TextField } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { useHalo } from 'halo_shared/store';
import { GIFT_STATUSES, giftsPath, NO_GIFT_FILTERS, type GiftFilterValues } from './giftFilters';
import { GIFTS_NAMESPACE } from './giftsMessages';
import { GiftsExportButton } from './GiftsExportButton';
import { ADMIN_NAMESPACE } from '../adminMessages';

/**
 * The Gifts section's filters. Showing gifts writes them into the address (a bookmarkable view); the
 * server checks the dates and the search, and a refusal is shown beside its field with what was typed
 * kept in the form.
 */
export function GiftFiltersForm({
  filters,
  error,
  churchFunds,
}: {
  filters: GiftFilterValues;
  error: unknown;
  /** Every fund of the church (hidden and disabled ones too), once the gifts have answered. */
  churchFunds: ReadonlyArray<{ prefixedId: string; name: string }> | null;
}) {
  const { navigate } = useRouter();
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  // Until then (or when the filters were refused before any answer), the funds donors see online.
  const onlineFunds = useHalo((state) => state.organization?.onlineGiving.funds ?? []);
  const funds = churchFunds ?? onlineFunds;
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof GiftFilterValues) => (value: string) => setDraft({ ...draft, [key]: value });

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(giftsPath(draft));
  }

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: Array<[string, string]>,
  ) => (
    <div className="halo-field">
      <label className="halo-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="halo-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="admin-panel admin-gift-filters"
      aria-labelledby="admin-gift-filters"
      onSubmit={show}
      noValidate
    >
      <h2 id="admin-gift-filters">{t('filters')}</h2>
      {filters.donorPrefixedId ? (
        <p className="admin-gift-filters__donor">
          {t('oneDonor')} <Link to={giftsPath({ ...filters, donorPrefixedId: '' })}>{t('everyDonor')}</Link>
        </p>
      ) : null}
      {filters.depositPrefixedId ? (
        <p className="admin-gift-filters__donor">
          {t('oneDeposit')}{' '}
          <Link to={giftsPath({ ...filters, depositPrefixedId: '' })}>{t('everyDeposit')}</Link>
        </p>
      ) : null}
      <div className="admin-gift-filters__fields">
        <TextField
          label={t('startDate')}
          type="date"
          name="startDate"
          value={draft.startDate}
          error={fieldMessage(error, 'startDate')}
          onChange={(event) => set('startDate')(event.target.value)}
        />
        <TextField
          label={t('endDate')}
          type="date"
          name="endDate"
          value={draft.endDate}
          error={fieldMessage(error, 'endDate')}
          onChange={(event) => set('endDate')(event.target.value)}
        />
        {select('admin-gift-fund', t('fund'), draft.fundPrefixedId, set('fundPrefixedId'), [
          ['', t('anyFund')],
          ...funds.map((fund): [string, string] => [fund.prefixedId, fund.name]),
        ])}
        {select('admin-gift-status', t('status'), draft.status, set('status'), [
          ['', t('anyStatus')],
          ...GIFT_STATUSES.map((status): [string, string] => [status, tAdmin(`giftStatus.${status}`)]),
        ])}
        <TextField
          label={t('donorSearch')}
          type="search"
          name="donorSearch"
          value={draft.donorSearch}
          error={fieldMessage(error, 'donorSearch')}
          onChange={(event) => set('donorSearch')(event.target.value)}
        />
      </div>
      <div className="admin-gift-filters__actions">
        <Button type="submit">{t('apply')}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(NO_GIFT_FILTERS);
            void navigate(giftsPath(NO_GIFT_FILTERS));
          }}
        >
          {t('clear')}
        </Button>
        <GiftsExportButton filters={filters} />
      </div>
    </form>
  );
}
