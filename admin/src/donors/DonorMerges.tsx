import { hasAdministratorAbility } from '@halo/domain';
import { Button } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import {
  AdminDonorMergeSuggestionsDocument,
  AdminDonorMergesDocument,
  type DonorMergeFieldsFragment,
  type DonorMergeRecordFieldsFragment,
} from '@halo/shared/graphql/admin-donor-merges';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { DonorMergeRecordText } from './DonorMergeRecordText';
import { DonorMergeSummary } from './DonorMergeSummary';
import { donorMergesCss } from './donorMergesCss';
import { DONOR_MERGES_NAMESPACE } from './donorMergesMessages';
import { MergeDonorsDialog } from './MergeDonorsDialog';

interface Pair {
  first: DonorMergeRecordFieldsFragment;
  second: DonorMergeRecordFieldsFragment;
}

/**
 * "Possible duplicates" in Donors (docs/PRODUCT.md §24): the pairs of records that look like one
 * person, shown to 'view-gifts' and 'manage-giving'; with 'manage-giving', "Merge" on each pair and the
 * church's latest merges with their summaries and "Undo merge".
 */
export function DonorMerges({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(DONOR_MERGES_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const canMerge = useHalo((state) => hasAdministratorAbility(state.user, 'manage-giving'));
  const canSendStatements = useHalo((state) => hasAdministratorAbility(state.user, 'send-statements'));
  // Looking for duplicates compares every donor of the church: asked for, not run on each visit.
  const [open, setOpen] = useState(false);
  const suggestions = useGraphqlQuery(
    AdminDonorMergeSuggestionsDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId || !open },
  );
  const merges = useGraphqlQuery(
    AdminDonorMergesDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId || !canMerge || !open },
  );
  const [merging, setMerging] = useState<Pair | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  function changed(_merge: DonorMergeFieldsFragment, message: string) {
    setStatus(message);
    suggestions.reload();
    merges.reload();
    onChanged();
  }

  let pairs;
  if (suggestions.state.status === 'error' && !suggestions.state.data) {
    pairs = <QueryFailure onRetry={suggestions.reload} />;
  } else if (!suggestions.state.data) pairs = <LoadingSkeleton />;
  else if (suggestions.state.data.adminDonorMergeSuggestions.length === 0) {
    pairs = <p className="admin-muted">{t('none')}</p>;
  } else {
    pairs = (
      <ul className="admin-list">
        {suggestions.state.data.adminDonorMergeSuggestions.map((pair) => (
          <li key={`${pair.kept.prefixedId}|${pair.merged.prefixedId}`} className="admin-donor-merge-pair">
            <span className="admin-donor-merge-pair__records">
              <span className="admin-muted">
                {pair.reason === 'email' ? t('reasonEmail') : t('reasonNameAndAddress')}
              </span>
              <DonorMergeRecordText record={pair.kept} />
              <DonorMergeRecordText record={pair.merged} />
            </span>
            {canMerge ? (
              <Button
                variant="secondary"
                aria-label={t('mergeOf', { first: pair.kept.name, second: pair.merged.name })}
                onClick={() => {
                  setStatus(null);
                  setMerging({ first: pair.kept, second: pair.merged });
                }}
              >
                {t('merge')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  let history = null;
  if (canMerge) {
    const list = merges.state.data?.adminDonorMerges;
    history = (
      <>
        <h3 id="admin-donor-merges-history">{t('mergesTitle')}</h3>
        {merges.state.status === 'error' && !list ? (
          <QueryFailure onRetry={merges.reload} />
        ) : !list ? (
          <LoadingSkeleton />
        ) : list.length === 0 ? (
          <p className="admin-muted">{t('noMerges')}</p>
        ) : (
          <ul className="admin-list" aria-labelledby="admin-donor-merges-history">
            {list.map((merge) => (
              <DonorMergeSummary
                key={merge.prefixedId}
                merge={merge}
                canSendStatements={canSendStatements}
                onChanged={changed}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="admin-panel admin-donor-merges" aria-labelledby="admin-donor-merges-title">
      <style href="halo-admin-donor-merges" precedence="default">
        {donorMergesCss}
      </style>
      <h2 id="admin-donor-merges-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {open ? (
        <>
          {pairs}
          <p role="status" className={status ? undefined : 'halo-visually-hidden'}>
            {status}
          </p>
          {history}
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('find')}
          </Button>
        </div>
      )}
      {merging ? (
        <MergeDonorsDialog
          first={merging.first}
          second={merging.second}
          onClose={() => setMerging(null)}
          onMerged={(merge) => {
            setMerging(null);
            changed(merge, t('merged', { merged: merge.merged.name, kept: merge.kept.name }));
          }}
        />
      ) : null}
    </section>
  );
}
