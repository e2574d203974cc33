import { formatMoney } from '@halo/domain';
import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminGiftBatchDocument,
  AdminGiftBatchesDocument,
  type GiftBatchFieldsFragment,
} from '@halo/shared/graphql/admin-gift-batches';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { BatchDetail } from './BatchDetail';
import { batchesCss } from './batchesCss';
import { BATCHES_NAMESPACE } from './batchesMessages';
import { NewBatchForm } from './NewBatchForm';

/**
 * The treasurer's batches of cash and checks (docs/PRODUCT.md §13): New batch and the church's
 * batches, newest first; a batch opens in place, with its entries and its commit.
 */
export function BatchesSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(BATCHES_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminGiftBatchesDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [opened, setOpened] = useState<GiftBatchFieldsFragment | null>(null);
  const [failure, setFailure] = useState('');

  async function open(batchPrefixedId: string) {
    setFailure('');
    try {
      const answer = await graphql(AdminGiftBatchDocument, { organizationPrefixedId, batchPrefixedId });
      setOpened(answer.adminGiftBatch);
    } catch {
      setFailure(t('failed'));
    }
  }

  const styles = (
    <style href="halo-admin-batches" precedence="default">
      {batchesCss}
    </style>
  );
  if (opened) {
    return (
      <>
        {styles}
        <BatchDetail
          key={opened.batch.prefixedId}
          batch={opened}
          onBack={() => setOpened(null)}
          onChanged={reload}
        />
      </>
    );
  }
  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const batches = state.data.adminGiftBatches;

  return (
    <>
      {styles}
      <p>{t('intro')}</p>
      <NewBatchForm
        onCreated={(batch) => {
          reload();
          setOpened(batch);
        }}
      />
      <h2 id="admin-batches-list" className="halo-heading">
        {t('list')}
      </h2>
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      {batches.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="admin-batches__list" aria-labelledby="admin-batches-list">
          {batches.map((batch) => (
            <li key={batch.prefixedId} className="admin-batches__item">
              <div className="admin-batches__summary">
                <strong>
                  {batch.name} · {batch.date}
                </strong>
                <span>
                  {batch.status === 'open' ? t('statusOpen') : t('statusCommitted')} ·{' '}
                  {t('ofExpected', {
                    total: money(batch.total),
                    expected: money(batch.expectedTotal),
                    count: batch.entryCount,
                  })}
                  {batch.signedOffBy ? ` · ${t('signedOffBy', { email: batch.signedOffBy })}` : ''}
                </span>
              </div>
              <Button
                type="button"
                variant="secondary"
                aria-label={t('openBatch', { name: `${batch.name} · ${batch.date}` })}
                onClick={() => void open(batch.prefixedId)}
              >
                {t('open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
