import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { SendContributionStatementReportDocument } from '@halo/shared/graphql/portal-transactions';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { DONORS_NAMESPACE } from './donorsMessages';
import type { RecordGiftDonor } from './RecordGiftDialog';
import { StatementChoiceFields, useStatementChoice } from './StatementChoice';

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
  const { graphql } = useApiClient();
  const { t } = useTranslation(DONORS_NAMESPACE);
  const choice = useStatementChoice();
  const { years, year, letter: chosen } = choice;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  return (
    <Modal open title={t('statementTo', { name: donor.name })} onClose={onClose}>
      <form className="admin-record-gift" onSubmit={(event) => void send(event)} noValidate>
        <StatementChoiceFields choice={choice} idPrefix="admin-statement" />
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || !choice.letterQuery.state.data}>
            {t('statementSend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
