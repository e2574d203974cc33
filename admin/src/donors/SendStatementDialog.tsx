import { Button, Modal, RadioGroup } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminDonorHouseholdStatementDocument,
  SendHouseholdStatementDocument,
} from '@halo/shared/graphql/admin-households';
import { SendContributionStatementReportDocument } from '@halo/shared/graphql/portal-transactions';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';
import type { RecordGiftDonor } from './RecordGiftDialog';
import { StatementChoiceFields, useStatementChoice } from './StatementChoice';

/**
 * Emails one donor their contribution statement for a year, written from the letter chosen (the
 * church's primary letter unless another is picked), through `sendContributionStatementReport`, which
 * queues the email with its PDF in the outbox. Answers the server's sentence, in the reader's language.
 * When the donor belongs to a household of two or more that year (docs/PRODUCT.md §21), the household's
 * letter is offered first, as the year-end run sends it, and sent by `sendHouseholdStatement`.
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
  const { t, i18n } = useTranslation(DONORS_NAMESPACE);
  const choice = useStatementChoice();
  const { years, year, letter: chosen } = choice;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { organizationPrefixedId } = useChurch();
  const householdQuery = useGraphqlQuery(AdminDonorHouseholdStatementDocument, {
    organizationPrefixedId,
    donorPrefixedId: donor.prefixedId,
    year,
  });
  // Without an answer (still loading, or refused) the donor's own statement is what is sent.
  const household = householdQuery.state.data?.adminDonorHouseholdStatement.household ?? null;
  const [which, setWhich] = useState<'household' | 'own'>('household');
  const sendsHousehold = household !== null && which === 'household';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const period = years.find((each) => each.year === year) ?? years[0]!;
    setBusy(true);
    setFailure(null);
    try {
      if (sendsHousehold) {
        const answer = await graphql(SendHouseholdStatementDocument, {
          organizationPrefixedId,
          householdPrefixedId: household.householdPrefixedId,
          year: period.year,
          letterTemplatePrefixedId: chosen || null,
        });
        onSent(answer.sendHouseholdStatement.message);
        return;
      }
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
        {household ? (
          <>
            <p className="admin-muted">
              {t('statementHouseholdHint', { name: donor.name, household: household.name, year })}
            </p>
            <RadioGroup
              legend={t('statementWhich')}
              value={which}
              onChange={setWhich}
              options={[
                {
                  value: 'household',
                  label: t('statementHousehold', {
                    household: household.name,
                    addressee: household.addresseeName,
                    members: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                      household.memberNames,
                    ),
                  }),
                },
                { value: 'own', label: t('statementOwn', { name: donor.name }) },
              ]}
            />
          </>
        ) : null}
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
