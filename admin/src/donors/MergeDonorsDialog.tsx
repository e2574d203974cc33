import { Button, Modal, RadioGroup } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  MergeDonorsDocument,
  type DonorMergeFieldsFragment,
  type DonorMergeRecordFieldsFragment,
} from '@halo/shared/graphql/admin-donor-merges';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DONOR_MERGES_NAMESPACE } from './donorMergesMessages';
import { DonorMergeRecordText } from './DonorMergeRecordText';

/**
 * "Merge" of a suggested pair: which record to keep (the suggested one first), what a merge moves and
 * what stays, then the merge itself. A refusal is shown in the reader's language, naming why.
 */
export function MergeDonorsDialog({
  first,
  second,
  onClose,
  onMerged,
}: {
  first: DonorMergeRecordFieldsFragment;
  second: DonorMergeRecordFieldsFragment;
  onClose: () => void;
  onMerged: (merge: DonorMergeFieldsFragment) => void;
}) {
  const { t } = useTranslation(DONOR_MERGES_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId } = useChurch();
  const [kept, setKept] = useState(first.prefixedId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function merge(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const merged = kept === first.prefixedId ? second : first;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(MergeDonorsDocument, {
        organizationPrefixedId,
        keptDonorPrefixedId: kept,
        mergedDonorPrefixedId: merged.prefixedId,
      });
      onMerged(answer.mergeDonors);
    } catch (error) {
      setFailure(
        fieldMessage(error, 'mergedDonorPrefixedId') ??
          fieldMessage(error, 'keptDonorPrefixedId') ??
          t('failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('mergeTitle')} onClose={onClose}>
      <form className="admin-donor-merge-form" onSubmit={(event) => void merge(event)} noValidate>
        <RadioGroup
          legend={t('keep')}
          value={kept}
          onChange={setKept}
          options={[first, second].map((record) => ({
            value: record.prefixedId,
            label: <DonorMergeRecordText record={record} />,
          }))}
        />
        <p>{t('mergeExplained')}</p>
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('mergeConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
