import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminDepositDocument,
  AdminDepositsDocument,
  type AdminDepositFieldsFragment,
  type AdminDepositQuery,
} from '@halo/shared/graphql/admin-deposits';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { AccountingExport } from './AccountingExport';
import { DEPOSIT_GIFTS_PAGE, DepositDetail } from './DepositDetail';
import { depositsCss } from './depositsCss';
import { DEPOSITS_NAMESPACE } from './depositsMessages';
import { DepositsTable } from './DepositsTable';

const PAGE_SIZE = 50;

/**
 * The church's deposits (docs/PRODUCT.md §19), newest first a page at a time; a deposit opens in
 * place with its gifts, its split by fund and its CSV.
 */
export function DepositsSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(DEPOSITS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminDepositsDocument,
    { organizationPrefixedId, after: null, first: PAGE_SIZE },
    { skip: !organizationPrefixedId },
  );
  const [more, setMore] = useState<{ items: AdminDepositFieldsFragment[]; nextCursor: string | null } | null>(
    null,
  );
  const [opened, setOpened] = useState<AdminDepositQuery['adminDeposit'] | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const styles = (
    <style href="halo-admin-deposits" precedence="default">
      {depositsCss}
    </style>
  );

  async function open(deposit: AdminDepositFieldsFragment) {
    setFailure('');
    try {
      const answer = await graphql(AdminDepositDocument, {
        organizationPrefixedId,
        depositPrefixedId: deposit.prefixedId,
        giftsFirst: DEPOSIT_GIFTS_PAGE,
      });
      setOpened(answer.adminDeposit);
    } catch {
      setFailure(t('failed'));
    }
  }

  if (opened) {
    return (
      <>
        {styles}
        <DepositDetail
          key={opened.deposit.prefixedId}
          detail={opened}
          currency={currency}
          locale={formattingLocale}
          onBack={() => setOpened(null)}
        />
      </>
    );
  }
  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const page = state.data.adminDeposits;
  const deposits = [...page.items, ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : page.nextCursor;

  async function loadMore() {
    if (!nextCursor) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await graphql(AdminDepositsDocument, {
        organizationPrefixedId,
        after: nextCursor,
        first: PAGE_SIZE,
      });
      setMore({
        items: [...(more?.items ?? []), ...answer.adminDeposits.items],
        nextCursor: answer.adminDeposits.nextCursor,
      });
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {styles}
      <p>{t('intro')}</p>
      <h2 id="admin-deposits-list" className="halo-heading">
        {t('list')}
      </h2>
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      {deposits.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <DepositsTable
          deposits={deposits}
          caption={t('list')}
          currency={currency}
          locale={formattingLocale}
          onOpen={(deposit) => void open(deposit)}
        />
      )}
      {nextCursor ? (
        <div className="admin-deposits__actions">
          <Button variant="secondary" disabled={busy} onClick={() => void loadMore()}>
            {t('more')}
          </Button>
        </div>
      ) : null}
      {deposits.length > 0 ? <AccountingExport /> : null}
    </>
  );
}
