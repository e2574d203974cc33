import { calendarDateInTimeZone } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { graphql } from 'halo_shared/api';
import {
  AdminLetterTemplatesDocument,
  SendContributionStatementReportDocument,
} from 'halo_shared/graphql/generated';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';
import type { RecordGiftDonor } from './RecordGiftDialog';
import { statementYears } from './statementYears';

/**
 * Emails one donor their contribution statement for a year, written from the letter chosen (the
 * church's primary letter unless another is picked), through `sendContributionStatementReport`, which
 * queues the email with its PDF in the outbox. Answers the server's sentence, in the reader's language.
 */
export function SendStatementDialog({
  donor,
  onClose,
  onSent,
}: {
  donor: RecordGiftDonor;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { organizationPrefixedId, timeZone } = useChurch();
  const years = statementYears(calendarDateInTimeZone(timeZone));
  const [year, setYear] = useState(years[0]!.year);
  const [letter, setLetter] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { state, reload } = useAdminQuery(AdminLetterTemplatesDocument, { organizationPrefixedId });
  const letters = state.data?.adminLetterTemplates ?? [];
  const chosen = letter || letters.find((each) => each.isPrimary)?.prefixedId || letters[0]?.prefixedId || '';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const period = years.find((each) => each.year === year) ?? years[0]!;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(SendContributionStatementReportDocument, {
        donorPrefixedIds: [donor.prefixedId],
        filters: {
          type: 'all',
          search: null,
          startDate: period.startDate,
          endDate: period.endDate,
          contributionPrefixedId: null,
          page: null,
          perPage: null,
        },
        letterTemplatePrefixedId: chosen || null,
        mode: 'email',
      });
      onSent(answer.sendContributionStatementReport.message);
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  let letterField;
  if (state.status === 'error' && !state.data) letterField = <QueryFailure onRetry={reload} />;
  else if (!state.data) letterField = <LoadingSkeleton />;
  else
    letterField = (
      <div className="halo-field">
        <label className="halo-field__label" htmlFor="admin-statement-letter">
          {t('statementLetter')}
        </label>
        <select
          id="admin-statement-letter"
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
    <Modal open title={t('statementTo', { name: donor.name })} onClose={onClose}>
      <form className="admin-record-gift" onSubmit={(event) => void send(event)} noValidate>
        <div className="halo-field">
          <label className="halo-field__label" htmlFor="admin-statement-year">
            {t('statementYear')}
          </label>
          <select
            id="admin-statement-year"
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
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || !state.data}>
            {t('statementSend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
