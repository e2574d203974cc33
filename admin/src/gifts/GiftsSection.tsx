import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { AdminGiftsDocument, type AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { useLocationPath } from 'halo_shared/router';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { GiftDetail } from './GiftDetail';
import { giftFiltersForApi, giftFiltersFromPath } from './giftFilters';
import { GiftFiltersForm } from './GiftFiltersForm';
import { GiftLedger } from './GiftLedger';
import { giftsCss } from './giftsCss';
import { GIFTS_NAMESPACE } from './giftsMessages';
import { GiftTotalsBreakdown } from './GiftTotalsBreakdown';

const PAGE_SIZE = 50;

/** The pages after the first that "Load more" fetched, for the filters they were fetched with. */
interface MorePages {
  filtersKey: string;
  items: AdminGiftFieldsFragment[];
  nextCursor: string | null;
}

/**
 * The church's gifts filtered as the address says, newest first: the totals of the matching succeeded
 * gifts, then the gifts a page at a time (the `adminGifts` keyset cursor), each with its details.
 */
export function GiftsSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const path = useLocationPath();
  const filters = giftFiltersFromPath(path);
  const apiFilters = giftFiltersForApi(filters);
  const filtersKey = JSON.stringify(apiFilters);
  const { state, reload } = useGraphqlQuery(
    AdminGiftsDocument,
    { organizationPrefixedId, filters: apiFilters, after: null, first: PAGE_SIZE },
    { skip: !organizationPrefixedId },
  );
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [opened, setOpened] = useState<AdminGiftFieldsFragment | null>(null);
  // Gifts changed here (a refund) as the server answered them, over the pages already fetched.
  const [changed, setChanged] = useState<Record<string, AdminGiftFieldsFragment>>({});

  // A refusal of the filters (a bad date range, a search too long) belongs beside the fields.
  const filterRefused =
    state.status === 'error' &&
    ['startDate', 'endDate', 'donorSearch'].some((field) => fieldMessage(state.error, field));
  const form = (
    <GiftFiltersForm
      key={path}
      filters={filters}
      error={state.status === 'error' ? state.error : null}
      churchFunds={state.data?.adminGifts.funds ?? null}
    />
  );
  const style = (
    <style href="halo-admin-gifts" precedence="default">
      {giftsCss}
    </style>
  );

  if (filterRefused)
    return (
      <>
        {style}
        {form}
      </>
    );
  if (state.status === 'error' && !state.data)
    return (
      <>
        {style}
        {form}
        <QueryFailure onRetry={reload} />
      </>
    );
  if (!state.data)
    return (
      <>
        {style}
        {form}
        <LoadingSkeleton lines={5} />
      </>
    );

  const page = state.data.adminGifts;
  const extra = more?.filtersKey === filtersKey ? more : null;
  const gifts = [...page.items, ...(extra?.items ?? [])].map((gift) => changed[gift.prefixedId] ?? gift);
  const nextCursor = extra ? extra.nextCursor : page.nextCursor;

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const answer = await graphql(AdminGiftsDocument, {
        organizationPrefixedId,
        filters: apiFilters,
        after: nextCursor,
        first: PAGE_SIZE,
      });
      setMore({
        filtersKey,
        items: [...(extra?.items ?? []), ...answer.adminGifts.items],
        nextCursor: answer.adminGifts.nextCursor,
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      {style}
      {form}
      <GiftTotalsBreakdown page={page} currency={currency} locale={formattingLocale} />
      <section className="admin-panel" aria-labelledby="admin-gift-list">
        <h2 id="admin-gift-list">{t('list')}</h2>
        <GiftLedger gifts={gifts} locale={formattingLocale} onDetails={setOpened} />
        <div className="admin-gift-more">
          {gifts.length > 0 ? (
            <p role="status">{t('shown', { shown: gifts.length, total: page.totalResults })}</p>
          ) : null}
          {nextCursor ? (
            <Button variant="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
              {t('loadMore')}
            </Button>
          ) : null}
          {moreFailed ? (
            <p role="alert" className="admin-error">
              {t('failed')}
            </p>
          ) : null}
        </div>
      </section>
      <GiftDetail
        gift={opened}
        locale={formattingLocale}
        organizationPrefixedId={organizationPrefixedId}
        onClose={() => setOpened(null)}
        onRefunded={(gift) => {
          setOpened(gift);
          setChanged((earlier) => ({ ...earlier, [gift.prefixedId]: gift }));
          // The totals count what the church kept: ask the server for them again.
          reload();
        }}
      />
    </>
  );
}
