import { calendarDateInTimeZone } from '@halo/domain';
import { AdminLetterTemplatesDocument } from '@halo/shared/graphql/admin-letter-templates';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type Ref } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';
import { statementYears } from './statementYears';

/**
 * What a statement is sent for, as both of Donors' statement dialogs ask it: the year (last year
 * first, this year so far next) and the church's letter (its primary one unless another is picked).
 */
export function useStatementChoice() {
  const { organizationPrefixedId, timeZone } = useChurch();
  const years = statementYears(calendarDateInTimeZone(timeZone));
  const [year, setYear] = useState(years[0]!.year);
  const [picked, setPicked] = useState('');
  const letterQuery = useGraphqlQuery(AdminLetterTemplatesDocument, { organizationPrefixedId });
  const letters = letterQuery.state.data?.adminLetterTemplates ?? [];
  const letter = picked || letters.find((each) => each.isPrimary)?.prefixedId || letters[0]?.prefixedId || '';
  return { years, year, setYear, letters, letter, setLetter: setPicked, letterQuery };
}

export type StatementChoice = ReturnType<typeof useStatementChoice>;

/** The year and letter fields of `choice`; `idPrefix` keeps each dialog's field ids its own. */
export function StatementChoiceFields({
  choice,
  idPrefix,
  yearRef,
}: {
  choice: StatementChoice;
  idPrefix: string;
  yearRef?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { years, year, setYear, letters, letter, setLetter, letterQuery } = choice;
  const { state, reload } = letterQuery;
  let letterField;
  if (state.status === 'error' && !state.data) letterField = <QueryFailure onRetry={reload} />;
  else if (!state.data) letterField = <LoadingSkeleton />;
  else
    letterField = (
      <div className="halo-field">
        <label className="halo-field__label" htmlFor={`${idPrefix}-letter`}>
          {t('statementLetter')}
        </label>
        <select
          id={`${idPrefix}-letter`}
          className="halo-select"
          value={letter}
          onChange={(event) => setLetter(event.target.value)}
        >
          {letters.map((each) => (
            <option key={each.prefixedId} value={each.prefixedId}>
              {each.isPrimary ? t('statementPrimary', { title: each.title }) : each.title}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <>
      <div className="halo-field">
        <label className="halo-field__label" htmlFor={`${idPrefix}-year`}>
          {t('statementYear')}
        </label>
        <select
          ref={yearRef}
          id={`${idPrefix}-year`}
          className="halo-select"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((each, index) => (
            <option key={each.year} value={each.year}>
              {index === 0 ? String(each.year) : t('statementYearSoFar', { year: each.year })}
            </option>
          ))}
        </select>
      </div>
      {letterField}
    </>
  );
}
