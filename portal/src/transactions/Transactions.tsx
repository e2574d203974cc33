import { calendarDateInTimeZone } from '@halo/domain';
import { Button, PageHeading, RadioGroup, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { DonorContributionsReportDocument } from '@halo/shared/graphql/portal-transactions';
import type { ContributionFilter, ReportFormat } from 'halo_shared/graphql/schemaTypes';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryParam } from '../accounts/useQueryParam';
import { formatAmount } from '../layout/activityFormat';
import { QueryStatus } from '../layout/QueryStatus';
import { activityMessages } from '../layout/activityMessages';
import { useDonorEvents } from '../layout/useDonorEvents';
import { PORTAL_NAMESPACE, portalMessages } from '../portalMessages';
import { firstRowNumber } from './contributionsRequests';
import { dashboardCss } from '../dashboard/dashboardCss';
import { openDownload } from './openDownload';
import { TransactionsTable, type Contribution } from './TransactionsTable';
import { canSendStatements } from './statementsAccess';
import { SendReceipt } from './TransactionsReceiptDialog';
import { transactionsCss } from './transactionsCss';
import { describeFailure } from './transactionsErrors';
import {
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_TYPES,
  contributionFilters,
  dateRangeState,
  initialTransactionsQuery,
  pageCount,
  parsePageSize,
  updateQuery,
  type TransactionsQuery,
} from './transactionsQuery';
import { useContributionsList } from './useContributionsList';
import { transactionsMessages } from './transactionsMessages';

// Statements to other donors are for administrators only: their code (a donor picker, a dialog) loads
// for them alone, not on every donor's /transactions.
const TransactionsStatements = lazy(() =>
  import('./TransactionsStatements').then((module) => ({ default: module.TransactionsStatements })),
);

/**
 * Transactions (docs/PRODUCT.md §2): the donor's gifts with the All / One-time / Recurring filter, search, a date
 * range, page sizes 20, 50, 100, 250 and All (windowed), a receipt per gift, PDF and CSV export,
 * 'Send Contribution Receipt', and statements for administrators.
 */
export default function Transactions() {
  const { graphql } = useApiClient();
  // Its table, receipt dialog and statements (loaded later, for administrators) read these too.
  useCatalogues(portalMessages, activityMessages, transactionsMessages);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const locale = useHalo(selectFormattingLocale);
  const organization = useHalo((state) => state.organization);
  const showFlash = useHalo((state) => state.showFlash);
  const mayStatements = useHalo((state) => canSendStatements(state.user));
  const urlSearch = useQueryParam('search') ?? '';
  const [query, setQuery] = useState<TransactionsQuery>({ ...initialTransactionsQuery, search: urlSearch });
  const [searchText, setSearchText] = useState(urlSearch);
  const [busy, setBusy] = useState<string | null>(null);
  const ids = useId();

  // The header's search (docs/PRODUCT.md §2) lands here as ?search=…, also while this screen is open.
  useEffect(() => {
    setSearchText(urlSearch);
    setQuery((previous) => updateQuery(previous, { search: urlSearch }));
  }, [urlSearch]);

  const today = calendarDateInTimeZone(organization?.onlineGiving.timeZone);
  const range = dateRangeState(query, today);
  const rangeError = range.validity.ok ? null : t(range.validity.key);
  // Page size All shows its first screen at once, then every gift (see contributionsRequests).
  const { state, reload } = useContributionsList(organization?.prefixedId ?? '', contributionFilters(query), {
    skip: !organization || !range.validity.ok,
  });
  // New gifts (e.g. a recurring charge) appear without a reload.
  useDonorEvents((event) => {
    if (event.name !== 'recurring.changed') reload();
  });
  // The rows shown answer the filters they were asked for, which lag behind a change until it answers.
  const page = state.data;
  const currency = organization?.onlineGiving.currency ?? 'USD';
  const pages = pageCount(page?.totalResults ?? 0, query.pageSize);
  const filtered =
    query.type !== 'all' || query.search.trim() !== '' || query.startDate !== '' || query.endDate !== '';

  const change = (partial: Partial<TransactionsQuery>) =>
    setQuery((previous) => updateQuery(previous, partial));

  async function download(
    key: string,
    type: 'Download' | 'Receipt',
    format: ReportFormat,
    contribution?: Contribution,
  ) {
    if (!organization) return;
    setBusy(key);
    try {
      const filters = contribution
        ? {
            ...contributionFilters(initialTransactionsQuery, { paged: false }),
            contributionPrefixedId: contribution.prefixedId,
          }
        : contributionFilters(query, { paged: false });
      const result = await graphql(DonorContributionsReportDocument, {
        organizationPrefixedId: organization.prefixedId,
        filters,
        type,
        format,
      });
      openDownload(result.donorContributionsReport.url);
      showFlash(t('transactions.exportStarted'), 'success');
    } catch (error) {
      showFlash(describeFailure(error, t('states.error')), 'error');
    } finally {
      setBusy(null);
    }
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ search: searchText });
  };

  return (
    <section className="portal-screen portal-transactions-screen" aria-labelledby="portal-screen-title">
      <style href="halo-portal-dashboard" precedence="default">
        {dashboardCss}
      </style>
      <style href="halo-portal-transactions" precedence="default">
        {transactionsCss}
      </style>
      <PageHeading id="portal-screen-title">{t('titles.transactions')}</PageHeading>

      <form className="portal-filters" aria-label={t('transactions.filters')} onSubmit={submitSearch}>
        <RadioGroup<ContributionFilter>
          legend={t('transactions.type')}
          appearance="buttons"
          value={query.type}
          onChange={(type) => change({ type })}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.types.${type}`) }))}
        />
        <div className="portal-filter-search">
          <TextField
            label={t('transactions.search')}
            hint={t('transactions.searchHint')}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button type="submit" variant="secondary" className="portal-filter-apply">
            {t('transactions.apply')}
          </Button>
        </div>
        <TextField
          label={t('transactions.startDate')}
          type="date"
          value={query.startDate}
          max={range.start.max}
          error={!range.validity.ok && range.validity.field === 'start' ? rangeError : null}
          onChange={(event) => change({ startDate: event.target.value })}
        />
        <TextField
          label={t('transactions.endDate')}
          type="date"
          value={query.endDate}
          min={range.end.min}
          max={range.end.max}
          error={!range.validity.ok && range.validity.field === 'end' ? rangeError : null}
          onChange={(event) => change({ endDate: event.target.value })}
        />
        <div className="portal-select-field">
          <label htmlFor={`${ids}-size`}>{t('transactions.pageSize')}</label>
          <select
            id={`${ids}-size`}
            className="halo-select"
            value={String(query.pageSize)}
            onChange={(event) => change({ pageSize: parsePageSize(event.target.value) })}
          >
            {TRANSACTION_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size === 'all' ? t('transactions.pageSizes.all') : size}
              </option>
            ))}
          </select>
        </div>
        {filtered ? (
          <Button
            variant="secondary"
            className="portal-filter-clear"
            onClick={() => {
              setSearchText('');
              change({ type: 'all', search: '', startDate: '', endDate: '' });
            }}
          >
            {t('transactions.clear')}
          </Button>
        ) : null}
      </form>

      <div className="portal-toolbar">
        <p className="portal-summary" role="status" aria-live="polite">
          {page
            ? t('transactions.summary', {
                count: page.totalResults,
                total: formatAmount(page.totalAmount, currency, locale),
              })
            : ''}
        </p>
        <div className="portal-toolbar__buttons">
          <Button
            variant="secondary"
            disabled={busy !== null || !page}
            onClick={() => void download('pdf', 'Download', 'PDF')}
          >
            {t('transactions.exportPdf')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy !== null || !page}
            onClick={() => void download('csv', 'Download', 'CSV')}
          >
            {t('transactions.exportCsv')}
          </Button>
          <SendReceipt
            startDate={range.validity.ok ? query.startDate : ''}
            endDate={range.validity.ok ? query.endDate : ''}
          />
        </div>
      </div>

      <div aria-busy={state.status === 'loading'}>
        <QueryStatus state={state} onRetry={reload} count={6} />
        {page && state.status !== 'error' ? (
          page.items.length === 0 ? (
            <p className="portal-empty">{filtered ? t('transactions.noMatches') : t('transactions.empty')}</p>
          ) : (
            <TransactionsTable
              items={page.items}
              virtualized={page.filters.perPage === null}
              firstRowNumber={firstRowNumber(page.filters)}
              totalResults={page.totalResults}
              complete={page.complete}
              resultsKey={page.key}
              busyReceipt={busy}
              onReceipt={(item) => void download(item.prefixedId, 'Receipt', 'PDF', item)}
            />
          )
        ) : null}
      </div>

      {pages > 1 ? (
        <nav className="portal-pagination" aria-label={t('transactions.pagination')}>
          <Button
            variant="secondary"
            disabled={query.page <= 1}
            onClick={() => change({ page: query.page - 1 })}
          >
            {t('transactions.previous')}
          </Button>
          <span>{t('transactions.pageOf', { page: query.page, pages })}</span>
          <Button
            variant="secondary"
            disabled={query.page >= pages}
            onClick={() => change({ page: query.page + 1 })}
          >
            {t('transactions.next')}
          </Button>
        </nav>
      ) : null}

      {mayStatements ? (
        <Suspense fallback={null}>
          <TransactionsStatements
            startDate={range.validity.ok ? query.startDate : ''}
            endDate={range.validity.ok ? query.endDate : ''}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
