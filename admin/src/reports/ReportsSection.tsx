import { formatMoney } from '@halo/domain';
import { AdminGivingReportsDocument } from '@halo/shared/graphql/admin-giving-reports';
import { Button, TextField } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import type { GivingReportFile, GivingReportRange } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatGiftDay } from '../gifts/giftFormat';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { FirstTimeGivers } from './FirstTimeGivers';
import { FundsByMonth } from './FundsByMonth';
import { MethodComparison } from './MethodComparison';
import { MonthComparison } from './MonthComparison';
import { ReportCsvButton } from './ReportCsvButton';
import { reportsCss } from './reportsCss';
import { REPORTS_NAMESPACE } from './reportsMessages';

type RangeDraft = { startDate: string; endDate: string };
const RANGE_FIELDS = ['startDate', 'endDate'] as const;

/** Both empty: the server's default period, this month and the eleven before it. */
const rangeForApi = (draft: RangeDraft): GivingReportRange => ({
  startDate: draft.startDate || null,
  endDate: draft.endDate || null,
});

/**
 * The treasurer's reports (docs/PRODUCT.md §18): a period, then giving by month against last
 * year, by fund by month, by method and first-time givers, each a chart with its table and CSV file.
 */
export function ReportsSection() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const [draft, setDraft] = useState<RangeDraft>({ startDate: '', endDate: '' });
  const [applied, setApplied] = useState<RangeDraft>(draft);
  const range = rangeForApi(applied);
  const query = useGraphqlQuery(
    AdminGivingReportsDocument,
    { organizationPrefixedId, range },
    { skip: !organizationPrefixedId },
  );
  const { state, reload } = query;
  const refused = RANGE_FIELDS.some((field) => fieldMessage(state.error, field) !== null);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
  }

  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const day = (date: string) => formatGiftDay(date, formattingLocale);
  const report = state.data?.adminGivingReports;
  // The figures read are those of the period the server answered for (the applied one, or the default).
  const answeredRange = report ? { startDate: report.startDate, endDate: report.endDate } : range;

  const panel = (id: GivingReportFile | 'FirstTime', title: string, body: ReactNode) => (
    <section className="admin-panel" aria-labelledby={`admin-report-${id}`} key={id}>
      <h2 id={`admin-report-${id}`}>{title}</h2>
      {body}
    </section>
  );

  return (
    <div className="admin-reports">
      <style href="halo-admin-reports" precedence="default">
        {reportsCss}
      </style>
      <section className="admin-panel" aria-labelledby="admin-reports-range">
        <h2 id="admin-reports-range">{t('range')}</h2>
        <p className="admin-muted">{t('intro')}</p>
        <form
          className="admin-reports__range"
          aria-labelledby="admin-reports-range"
          onSubmit={show}
          noValidate
        >
          {RANGE_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(field)}
              type="date"
              name={field}
              value={draft[field]}
              error={fieldMessage(state.error, field)}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          ))}
          <div className="admin-reports__show">
            <Button type="submit">{t('show')}</Button>
          </div>
        </form>
        {report && !refused ? (
          <>
            <p role="status">
              {t('period', {
                start: day(report.startDate),
                end: day(report.endDate),
                lastStart: day(report.lastYearStartDate),
                lastEnd: day(report.lastYearEndDate),
              })}
            </p>
            <p>
              {t('totals', {
                amount: money(report.totalAmount),
                count: report.totalCount,
                lastAmount: money(report.lastYearTotalAmount),
                lastCount: report.lastYearTotalCount,
              })}
            </p>
          </>
        ) : null}
      </section>
      {refused ? null : state.status === 'error' ? (
        <QueryFailure onRetry={reload} />
      ) : !report ? (
        <LoadingSkeleton />
      ) : (
        <>
          {panel(
            'ByMonth',
            t('reports.ByMonth'),
            <>
              <ReportCsvButton report="ByMonth" range={answeredRange} />
              <MonthComparison months={report.byMonth} caption={t('reports.ByMonth')} />
            </>,
          )}
          {panel(
            'ByFundByMonth',
            t('reports.ByFundByMonth'),
            <>
              <ReportCsvButton report="ByFundByMonth" range={answeredRange} />
              <FundsByMonth report={report} caption={t('reports.ByFundByMonth')} />
            </>,
          )}
          {panel(
            'ByMethod',
            t('reports.ByMethod'),
            <>
              <ReportCsvButton report="ByMethod" range={answeredRange} />
              <MethodComparison methods={report.byMethod} caption={t('reports.ByMethod')} />
            </>,
          )}
          {panel(
            'FirstTime',
            t('firstTime'),
            <FirstTimeGivers
              count={report.firstTimeGivers}
              lastYearCount={report.lastYearFirstTimeGivers}
              startDate={report.startDate}
              endDate={report.endDate}
            />,
          )}
        </>
      )}
    </div>
  );
}
