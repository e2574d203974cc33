import { RadioGroup, TextField } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { END_NAMESPACE, endCatalogue } from './endMessages';
import { useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { END_COUNT_MAX, END_COUNT_MIN } from './recurringEnd';
import './recurringEndRule';
import { useGivingText } from './useGivingText';

/**
 * A recurring gift's end, once the donor asks to choose it: on a date, or after a number of gifts.
 * A lazy chunk (`giving-end`); the summary says the last gift's date.
 */
export default function RecurringEndFields() {
  const { message } = useGivingText();
  useCatalogues(endCatalogue);
  const { t } = useTranslation(END_NAMESPACE);
  const form = useGivingFormStore();
  const values = useGivingForm((state) => state.values);
  const errors = useGivingForm((state) => state.errors);
  const { setValue } = form.getState();

  return (
    <div className="halo-fieldset">
      <RadioGroup<'date' | 'count'>
        legend={t('legend')}
        name="endKind"
        options={[
          { value: 'date', label: t('date') },
          { value: 'count', label: t('count') },
        ]}
        value={values.endKind === 'count' ? 'count' : 'date'}
        onChange={(kind) => setValue('endKind', kind)}
      />
      {values.endKind === 'count' ? (
        <TextField
          label={t('countLabel')}
          name="endCount"
          inputMode="numeric"
          autoComplete="off"
          min={END_COUNT_MIN}
          max={END_COUNT_MAX}
          hint={t('countHint')}
          value={values.endCount}
          onChange={(event) => setValue('endCount', event.target.value.replace(/\D/g, ''))}
          error={message(errors.endCount)}
        />
      ) : (
        <TextField
          label={t('dateLabel')}
          name="endDate"
          type="date"
          min={values.startDate}
          hint={t('dateHint')}
          value={values.endDate}
          onChange={(event) => setValue('endDate', event.target.value)}
          error={message(errors.endDate)}
        />
      )}
    </div>
  );
}
