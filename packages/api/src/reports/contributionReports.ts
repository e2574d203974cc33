// The documents of `donorContributionsReport` and `sendContributionStatementReport`: what goes into
// each kind (church header, donor, period, itemised gifts, totals per fund; a receipt per
// gift; statements from the letter template) and what the files are called.
import type { GiftExtras } from '../core/giftPartsAndDedications';
import {
  formatCalendarDay,
  formatMoney,
  pledgeStatementLine,
  pledgeStatementText,
  pledgeStatementTitle,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { OrganizationRow } from '../db/schema';
import type { ContributionFilter } from './contributionFilters';
import {
  drawChurchHeader,
  drawFacts,
  drawGiftTable,
  drawParagraphs,
  drawPledges,
  drawReceipt,
  drawTitle,
  drawTotals,
  type DonorIdentity,
  type Pdf,
} from './contributionPdf';
import type { ContributionListRow, ContributionsRepository, DonorScope } from './contributionsRepository';
import { churchFormatting, fillPlaceholders, reportText } from './reportMessages';
import type { ReportFileFormat, ReportKind } from './reportToken';
import type { LetterText } from './statementSources';

export interface ReportSource {
  gifts: ContributionsRepository;
  organization: OrganizationRow;
  today: CalendarDate;
}

export interface ReportDonor extends DonorIdentity {
  userId: number;
  /** A donor's own document while their account's email is unverified (DonorScope). */
  guestGiftsHidden: boolean;
  /** A household's statement lists the gifts of all its members of the year (DonorScope). */
  householdUserIds?: readonly number[];
  /** Where the letter is mailed, one line each; shown under the reader's name when there is one. */
  addressLines?: readonly string[];
}

const scopeOf = (source: ReportSource, donor: ReportDonor): DonorScope => ({
  organizationId: source.organization.id,
  donorUserId: donor.userId,
  guestGiftsHidden: donor.guestGiftsHidden,
  householdUserIds: donor.householdUserIds,
});

/** A donor list's file is named after the list (`donors-lapsed-2026-12-02.csv`). */
const DONOR_LIST_FILE_NAMES: Record<string, string> = {
  FirstTime: 'donors-first-time',
  Lapsed: 'donors-lapsed',
  TopGivers: 'donors-top-givers',
  AtRisk: 'recurring-gifts-at-risk',
};

const GIVING_REPORT_FILE_NAMES: Record<string, string> = {
  ByFundByMonth: 'giving-by-fund-by-month',
  ByMethod: 'giving-by-method',
  ByMonth: 'giving-by-month',
};

export function reportFileName(
  kind: ReportKind,
  format: ReportFileFormat,
  today: CalendarDate,
  /** Which donor list or giving report. */
  donorList?: string,
): string {
  const base = {
    Download: 'contributions',
    Receipt: 'receipt',
    Statement: 'contribution-statement',
    ChurchGifts: 'gifts',
    DonorList: DONOR_LIST_FILE_NAMES[donorList ?? ''] ?? 'donors',
    GivingReport: GIVING_REPORT_FILE_NAMES[donorList ?? ''] ?? 'giving',
  }[kind];
  return `${base}-${today}.${format === 'CSV' ? 'csv' : 'pdf'}`;
}

export const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
};

/**
 * The period a document covers, written out: the filter's dates, else from the first matching gift
 * through today (a statement always states its period).
 */
export async function periodText(
  source: ReportSource,
  donor: ReportDonor,
  filter: ContributionFilter,
  locale: Locale,
): Promise<string> {
  const start = filter.startDate ?? (await source.gifts.firstDate(scopeOf(source, donor), filter));
  const end = filter.endDate ?? source.today;
  const day = (date: string) => formatCalendarDay(date, churchFormatting(locale, source.organization));
  if (!start) return reportText(locale, 'period.until', { end: day(end) });
  return `${day(start)} – ${day(end)}`;
}

/** The rows as they pass, each batch kept in `kept` too. */
async function* keeping(
  batches: AsyncIterable<ContributionListRow[]>,
  kept: ContributionListRow[],
): AsyncGenerator<ContributionListRow[]> {
  for await (const rows of batches) {
    kept.push(...rows);
    yield rows;
  }
}

/**
 * The gift table and the totals. A household's statement names each gift's giver (docs/PRODUCT.md
 * §21); `listedGifts`, when given, receives the gifts the table lists (for its email's text).
 */
async function drawGiftsAndTotals(
  doc: Pdf,
  source: ReportSource,
  donor: ReportDonor,
  filter: ContributionFilter,
  locale: Locale,
  listedGifts?: ContributionListRow[],
): Promise<void> {
  const scope = scopeOf(source, donor);
  const [byFund, totals] = await Promise.all([
    source.gifts.fundTotals(scope, filter),
    source.gifts.totals(scope, filter),
  ]);
  const formatting = churchFormatting(locale, source.organization);
  const batches = source.gifts.batches(scope, filter);
  await drawGiftTable(
    doc,
    listedGifts ? keeping(batches, listedGifts) : batches,
    locale,
    formatting,
    donor.householdUserIds !== undefined,
  );
  drawTotals(
    doc,
    { byFund, total: totals.succeededAmount, currency: source.organization.currency },
    locale,
    formatting,
  );
}

/** Download: the transactions list as a document. */
export async function drawContributionsDocument(
  doc: Pdf,
  source: ReportSource,
  donor: ReportDonor,
  filter: ContributionFilter,
  locale: Locale,
): Promise<void> {
  drawChurchHeader(doc, source.organization);
  drawTitle(doc, reportText(locale, 'pdf.download.title'));
  drawFacts(doc, [
    [reportText(locale, 'pdf.donor'), `${donor.name} <${donor.email}>`],
    [reportText(locale, 'pdf.period'), await periodText(source, donor, filter, locale)],
  ]);
  await drawGiftsAndTotals(doc, source, donor, filter, locale);
}

/** Receipt: one gift (the caller has checked it is the donor's). */
export function drawReceiptDocument(
  doc: Pdf,
  source: ReportSource,
  donor: ReportDonor,
  gift: ContributionListRow,
  locale: Locale,
  extras: GiftExtras | null = null,
): void {
  drawChurchHeader(doc, source.organization);
  drawTitle(doc, reportText(locale, 'pdf.receipt.title'));
  drawFacts(doc, [[reportText(locale, 'pdf.donor'), `${donor.name} <${donor.email}>`]]);
  drawReceipt(doc, gift, locale, churchFormatting(locale, source.organization), extras);
}

export interface FilledStatement {
  subject: string;
  body: string;
  period: string;
  total: string;
  /** The pledges the statement shows, one line each (pledgeStatementLine); empty when none. */
  pledgeLines: string[];
  /** The same as the email's text under the letter (pledgeStatementText); empty when none. */
  pledgeText: string;
}

/**
 * A statement email's text: the filled letter, then `giftsText` when given (a household's gifts and
 * who gave each), then the donor's pledge progress when there is any.
 */
export function statementEmailText(filled: FilledStatement, giftsText = ''): string {
  return [filled.body, giftsText, filled.pledgeText].filter(Boolean).join('\n\n');
}

/** The letter template with {{donorName}}, {{period}}, {{total}}, {{churchName}} filled in. */
export async function fillStatement(
  source: ReportSource,
  donor: ReportDonor,
  filter: ContributionFilter,
  letter: LetterText,
  locale: Locale,
): Promise<FilledStatement> {
  // Pledges active in the statement's period, given to date (docs/PRODUCT.md §14 "Pledges").
  const [period, totals, pledges] = await Promise.all([
    periodText(source, donor, filter, locale),
    source.gifts.totals(scopeOf(source, donor), filter),
    source.gifts.statementPledges(scopeOf(source, donor), source.organization.timeZone, {
      startDate: filter.startDate,
      endDate: filter.endDate ?? source.today,
    }),
  ]);
  const formatting = churchFormatting(locale, source.organization);
  const { currency } = source.organization;
  const total = formatMoney(totals.succeededAmount, currency, formatting);
  const params = { donorName: donor.name, period, total, churchName: source.organization.displayName };
  const churchName = source.organization.displayName;
  return {
    subject:
      fillPlaceholders(letter.subject, params) || reportText(locale, 'statement.subject', { churchName }),
    body: fillPlaceholders(letter.body, params),
    period,
    total,
    pledgeLines: pledges.map((pledge) => pledgeStatementLine(pledge, currency, formatting, locale)),
    pledgeText: pledgeStatementText(pledges, currency, formatting, locale),
  };
}

/**
 * Statement: the filled letter, then the itemised gifts and totals. Starts on a fresh page when
 * `newPage`; `listedGifts` receives the gifts it lists.
 */
export async function drawStatementDocument(
  doc: Pdf,
  source: ReportSource,
  donor: ReportDonor,
  filter: ContributionFilter,
  letter: LetterText,
  locale: Locale,
  options: { newPage?: boolean; listedGifts?: ContributionListRow[] } = {},
): Promise<FilledStatement> {
  if (options.newPage) doc.addPage();
  const filled = await fillStatement(source, donor, filter, letter, locale);
  drawChurchHeader(doc, source.organization);
  drawTitle(doc, reportText(locale, 'pdf.statement.title'));
  drawFacts(doc, [
    [reportText(locale, 'pdf.donor'), `${donor.name} <${donor.email}>`],
    ...(donor.addressLines?.length
      ? [[reportText(locale, 'pdf.mailingAddress'), donor.addressLines.join(', ')] as [string, string]]
      : []),
    [reportText(locale, 'pdf.period'), filled.period],
  ]);
  drawParagraphs(doc, filled.body);
  await drawGiftsAndTotals(doc, source, donor, filter, locale, options.listedGifts);
  drawPledges(doc, pledgeStatementTitle(locale), filled.pledgeLines);
  return filled;
}
