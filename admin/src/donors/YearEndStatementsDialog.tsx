import { calendarDateInTimeZone } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { graphql } from 'halo_shared/api';
import {
  AdminLetterTemplatesDocument,
  AdminYearEndStatementDonorsDocument,
  StartYearEndStatementsDocument,
  type StatementBatchFieldsFragment,
} from 'halo_shared/graphql/generated';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';
import { statementYears } from './statementYears';

interface Confirmation {
  year: number;
  letterPrefixedId: string;
  letterTitle: string;
  count: number;
}

/**
 * "Send year-end statements": the year (last year first, this year so far next) and the letter (the
 * primary one first), then a confirmation saying how many donors gave that year and will get one,
 * before anything is sent. The server then sends them in the background (startYearEndStatements).
 */
export function YearEndStatementsDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (batch: StatementBatchFieldsFragment) => void;
}) {
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { organizationPrefixedId, timeZone } = useChurch();
  const years = statementYears(calendarDateInTimeZone(timeZone));
  const [year, setYear] = useState(years[0]!.year);
  const [letter, setLetter] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const chooseRef = useRef<HTMLSelectElement>(null);
  const { state, reload } = useAdminQuery(AdminLetterTemplatesDocument, { organizationPrefixedId });
  const letters = state.data?.adminLetterTemplates ?? [];
  const chosen = letter || letters.find((each) => each.isPrimary)?.prefixedId || letters[0]?.prefixedId || '';
  const step = confirmation ? 'confirm' : 'choose';
  const firstStep = useRef(true);

  // The step's first element takes the focus when the step changes: the button pressed is gone.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 'confirm') confirmRef.current?.focus();
    else chooseRef.current?.focus();
  }, [step]);

  async function count(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(AdminYearEndStatementDonorsDocument, { organizationPrefixedId, year });
      setConfirmation({
        year,
        letterPrefixedId: chosen,
        letterTitle: letters.find((each) => each.prefixedId === chosen)?.title ?? '',
        count: answer.adminYearEndStatementDonors,
      });
    } catch (error) {
      setFailure(fieldMessage(error, 'year') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmation) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(StartYearEndStatementsDocument, {
        organizationPrefixedId,
        year: confirmation.year,
        letterTemplatePrefixedId: confirmation.letterPrefixedId || null,
      });
      onStarted(answer.startYearEndStatements);
    } catch (error) {
      setFailure(fieldMessage(error, 'year') ?? t('failed'));
      setBusy(false);
    }
  }

  const alert = failure ? (
    <p role="alert" className="admin-error">
      {failure}
    </p>
  ) : null;

  if (confirmation) {
    return (
      <Modal open title={t('yearEndStart')} onClose={onClose}>
        <form className="admin-record-gift" onSubmit={(event) => void start(event)} noValidate>
          <p ref={confirmRef} tabIndex={-1}>
            {confirmation.count === 0
              ? t('yearEndNone', { year: confirmation.year })
              : t('yearEndConfirm', {
                  count: confirmation.count,
                  year: confirmation.year,
                  letter: confirmation.letterTitle,
                })}
          </p>
          {alert}
          <div className="halo-modal__actions">
            <Button type="button" variant="secondary" onClick={() => setConfirmation(null)}>
              {t('yearEndBack')}
            </Button>
            {confirmation.count > 0 ? (
              <Button type="submit" disabled={busy}>
                {t('yearEndGo')}
              </Button>
            ) : null}
          </div>
        </form>
      </Modal>
    );
  }

  let letterField;
  if (state.status === 'error' && !state.data) letterField = <QueryFailure onRetry={reload} />;
  else if (!state.data) letterField = <LoadingSkeleton />;
  else
    letterField = (
      <div className="halo-field">
        <label className="halo-field__label" htmlFor="admin-year-end-letter">
          {t('statementLetter')}
        </label>
        <select
          id="admin-year-end-letter"
          className="halo-select"
          value={chosen}
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
    <Modal open title={t('yearEndStart')} onClose={onClose}>
      <form className="admin-record-gift" onSubmit={(event) => void count(event)} noValidate>
        <div className="halo-field">
          <label className="halo-field__label" htmlFor="admin-year-end-year">
            {t('statementYear')}
          </label>
          <select
            ref={chooseRef}
            id="admin-year-end-year"
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
        {alert}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || !state.data}>
            {t('yearEndChoose')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
