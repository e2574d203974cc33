import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  SendCorrectedStatementDocument,
  UndoDonorMergeDocument,
  type DonorMergeFieldsFragment,
  type DonorMergeStatementFieldsFragment,
} from '@halo/shared/graphql/admin-donor-merges';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { formatConsoleTime } from '../layout/consoleTime';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DONOR_MERGES_NAMESPACE } from './donorMergesMessages';

/**
 * One merge as the console lists it (docs/PRODUCT.md §24): what moved, what stayed with the merged
 * record, the statements and household letters already sent that need a corrected copy (sent from here
 * by `sendCorrectedStatement`, which records the sending, so "Corrected copy sent on …" survives a
 * reload), and "Undo merge" while it may be undone.
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
  // Copies sent from this page since it loaded, until the next read of the merges says so too.
  const [sent, setSent] = useState<Record<string, string>>({});
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

  const keyOf = (statement: DonorMergeStatementFieldsFragment) =>
    `${statement.year}|${statement.householdPrefixedId ?? statement.donorPrefixedId}`;

  async function sendCorrection(statement: DonorMergeStatementFieldsFragment) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(SendCorrectedStatementDocument, {
        organizationPrefixedId,
        mergePrefixedId: merge.prefixedId,
        year: statement.year,
        donorPrefixedId: statement.householdPrefixedId ? null : statement.donorPrefixedId,
        householdPrefixedId: statement.householdPrefixedId,
      });
      const correctedAt = answer.sendCorrectedStatement.correctedAt;
      if (correctedAt) setSent((before) => ({ ...before, [keyOf(statement)]: correctedAt }));
    } catch (error) {
      setFailure(fieldMessage(error, 'year') ?? t('failed'));
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
                const key = keyOf(statement);
                const label = { year: statement.year, name: statement.householdName ?? statement.donorName };
                const correctedAt = sent[key] ?? statement.correctedAt;
                return (
                  <li key={key}>
                    <span>{t('correction', label)}</span>
                    {correctedAt ? (
                      <span>{t('correctionSent', { date: when(correctedAt) })}</span>
                    ) : canSendStatements ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('sendCorrectionOf', label)}
                        onClick={() => void sendCorrection(statement)}
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
