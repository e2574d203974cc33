import { calendarDateInTimeZone, statementPeriod } from '@halo/domain';
import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  UndoDonorMergeDocument,
  type DonorMergeFieldsFragment,
} from '@halo/shared/graphql/admin-donor-merges';
import { SendContributionStatementReportDocument } from '@halo/shared/graphql/portal-transactions';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { formatConsoleTime } from '../layout/consoleTime';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DONOR_MERGES_NAMESPACE } from './donorMergesMessages';

/**
 * One merge as the console lists it (docs/PRODUCT.md §24): what moved, what stayed with the merged
 * record, the statements already sent that need a corrected copy (sent from here through the one
 * statement sender, `sendContributionStatementReport`), and "Undo merge" while it may be undone.
 */
export function DonorMergeSummary({
  merge,
  canSendStatements,
  onChanged,
}: {
  merge: DonorMergeFieldsFragment;
  canSendStatements: boolean;
  onChanged: (merge: DonorMergeFieldsFragment, message: string) => void;
}) {
  const { t } = useTranslation(DONOR_MERGES_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId, timeZone, formattingLocale } = useChurch();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const when = (instant: string) => formatConsoleTime(instant, formattingLocale, timeZone);
  const names = { merged: merge.merged.name, kept: merge.kept.name };

  async function undo() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(UndoDonorMergeDocument, {
        organizationPrefixedId,
        mergePrefixedId: merge.prefixedId,
      });
      onChanged(answer.undoDonorMerge, t('undoneStatus', names));
    } catch (error) {
      setFailure(fieldMessage(error, 'mergePrefixedId') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function sendCorrection(year: number, donorPrefixedId: string) {
    const period = statementPeriod(year, calendarDateInTimeZone(timeZone ?? 'UTC'));
    if (!period) return;
    setBusy(true);
    setFailure(null);
    try {
      await graphql(SendContributionStatementReportDocument, {
        donorPrefixedIds: [donorPrefixedId],
        filters: {
          type: 'all',
          search: null,
          startDate: period.startDate,
          endDate: period.endDate,
          contributionPrefixedId: null,
          page: null,
          perPage: null,
        },
        letterTemplatePrefixedId: null,
        mode: 'email',
      });
      setSent((before) => [...before, `${year}|${donorPrefixedId}`]);
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const stayed = [
    ...merge.stayedPaymentMethods.map((method) => method.label),
    ...(merge.stayedRecurringGiftCount > 0
      ? [t('stayedRecurring', { count: merge.stayedRecurringGiftCount })]
      : []),
    ...(merge.stayedPledgeCount > 0 ? [t('stayedPledges', { count: merge.stayedPledgeCount })] : []),
    ...(merge.stayedHouseholdMembershipCount > 0
      ? [t('stayedMemberships', { count: merge.stayedHouseholdMembershipCount })]
      : []),
  ];
  const headingId = `admin-donor-merge-${merge.prefixedId}`;

  return (
    <li className="admin-donor-merge" aria-labelledby={headingId}>
      <div className="admin-donor-merge__body">
        <h4 id={headingId} className="admin-donor-merge__heading">
          {t('mergeHeading', names)}
        </h4>
        <span className="admin-muted">
          {t('mergedBy', { by: merge.mergedBy, date: when(merge.mergedAt) })}
        </span>
        <span>
          {merge.undoneAt
            ? t('undone', { date: when(merge.undoneAt) })
            : merge.canUndo
              ? t('undoUntil', { date: when(merge.undoableUntil) })
              : null}
        </span>
        <span>
          {t('moved', {
            gifts: merge.movedGiftCount,
            pledges: merge.movedPledgeCount,
            memberships: merge.movedHouseholdMembershipCount,
            recurring: merge.movedRecurringGiftCount,
          })}
        </span>
        {merge.movedPaymentMethods.length > 0 ? (
          <span>
            {t('movedCards', { cards: merge.movedPaymentMethods.map((method) => method.label).join(', ') })}
          </span>
        ) : null}
        {stayed.length > 0 ? (
          <span>{t('stayed', { name: merge.merged.name, items: stayed.join(', ') })}</span>
        ) : null}
        {merge.statementsNeedingCorrection.length > 0 ? (
          <>
            <span>{t('corrections')}</span>
            <ul className="admin-donor-merge__corrections">
              {merge.statementsNeedingCorrection.map((statement) => {
                const key = `${statement.year}|${statement.donorPrefixedId}`;
                const label = { year: statement.year, name: statement.donorName };
                return (
                  <li key={key}>
                    <span>{t('correction', label)}</span>
                    {sent.includes(key) ? (
                      <span>{t('correctionSent')}</span>
                    ) : canSendStatements ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('sendCorrectionOf', label)}
                        onClick={() => void sendCorrection(statement.year, statement.donorPrefixedId)}
                      >
                        {t('sendCorrection')}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
      </div>
      {merge.canUndo ? (
        <div className="admin-donor-merge__actions">
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('undoOf', names)}
            onClick={() => void undo()}
          >
            {t('undo')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
