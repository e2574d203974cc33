// The portal's gifts, dashboard, documents and statements (docs/PRODUCT.md §2 Dashboard and Transactions,
// §7; docs/CONTRACTS.md "GraphQL: the portal"). Every answer is about the session's donor in the
// session's organization; the organization an operation names must be that one.
import { calendarDateInTimeZone } from '@halo/domain';
import { enqueueMail } from '../../mail/outbox';
import type { Locale } from '@halo/domain';
import { checkContributionFilters, type ContributionFilter } from '../../reports/contributionFilters';
import type { ReportSource } from '../../reports/contributionReports';
import {
  ownDonorScope,
  type ContributionListRow,
  type DonorScope,
} from '../../reports/contributionsRepository';
import { donorLastGift } from '../../reports/donorLastGift';
import { issueReportDownload } from '../../reports/reportDownload';
import { reportText } from '../../reports/reportMessages';
import type { DonorReportClaims } from '../../reports/reportToken';
import { writeStatementEmail } from '../../reports/statementEmail';
import { letterText } from '../../reports/statementSources';
import type { GraphQLContext } from '../context';
import { assertOwnOrganization, forbiddenError, notFoundError, validationError } from '../portalErrors';
import type {
  DonorContribution,
  DonorContributionFilters,
  MutationResolvers,
  QueryResolvers,
  ReportDownload,
} from '../resolverTypes.generated';

/** Who may send statements to donors other than themselves (schema.graphql). */
export const SEND_STATEMENTS_ABILITY = 'send-statements';
/** At most this many donors answer organizationDonors. */
const DONOR_SEARCH_LIMIT = 50;

const maySendStatements = ({ user }: GraphQLContext): boolean =>
  user.isHaloAdmin || user.abilities.includes(SEND_STATEMENTS_ABILITY);
const localeOf = (context: GraphQLContext): Locale => context.request.locale;
const todayOf = (context: GraphQLContext) =>
  calendarDateInTimeZone(context.organization.timeZone, context.app.clock());
const scopeOf = (context: GraphQLContext): DonorScope => ownDonorScope(context.organization.id, context.user);

function readFilters(context: GraphQLContext, filters: DonorContributionFilters | null | undefined) {
  const check = checkContributionFilters(filters, { today: todayOf(context), locale: localeOf(context) });
  if (!check.ok) throw validationError(check.errors);
  return check;
}

function presentContribution(row: ContributionListRow): DonorContribution {
  return {
    prefixedId: row.prefixedId,
    date: row.date,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    isFeeCovered: row.isFeeCovered,
    currency: row.currency,
    memo: row.memo,
    status: row.status,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedAmount: row.refundedAmount,
    refundReason: row.refundReason,
    failureCode: row.failureCode,
    fundAccountNames: row.fundAccountNames,
    fundParts: row.fundParts,
    cardBrand: row.cardBrand,
    cardLastFour: row.cardLastFour,
    recurringGiving: row.recurringGivingPrefixedId ? { prefixedId: row.recurringGivingPrefixedId } : null,
  };
}

function issueDownload(
  context: GraphQLContext,
  claims: Omit<DonorReportClaims, 'expiresAt' | 'organizationPrefixedId' | 'requesterPrefixedId' | 'locale'>,
): ReportDownload {
  return issueReportDownload(
    context.app,
    context.organization,
    {
      ...claims,
      organizationPrefixedId: context.organization.prefixedId,
      requesterPrefixedId: context.user.prefixedId,
      locale: localeOf(context),
    },
    todayOf(context),
  );
}

async function assertOwnContribution(context: GraphQLContext, filter: ContributionFilter): Promise<void> {
  if (!filter.contributionPrefixedId) {
    throw validationError({
      contributionPrefixedId: [reportText(localeOf(context), 'filters.contribution')],
    });
  }
  const onlyThatGift: ContributionFilter = {
    type: 'all',
    search: null,
    startDate: null,
    endDate: null,
    contributionPrefixedId: filter.contributionPrefixedId,
  };
  const [gift] = await context.app.reports.gifts.page(scopeOf(context), onlyThatGift, {
    limit: 1,
    offset: 0,
  });
  if (!gift) throw notFoundError();
}

export const portalReportQueries: Pick<
  QueryResolvers,
  | 'donorContributions'
  | 'donorContributionsReport'
  | 'DonorDashboardReport'
  | 'RecentActivity'
  | 'letterTemplates'
  | 'organizationDonors'
> = {
  async donorContributions(_parent, { organizationPrefixedId, filters }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    const { filter, paging } = readFilters(context, filters);
    const scope = scopeOf(context);
    const offset = paging.perPage === null ? 0 : (paging.page - 1) * paging.perPage;
    const [rows, totals] = await Promise.all([
      context.app.reports.gifts.page(scope, filter, { limit: paging.perPage, offset }),
      context.app.reports.gifts.totals(scope, filter),
    ]);
    return {
      items: rows.map(presentContribution),
      totalResults: totals.count,
      totalAmount: totals.succeededAmount,
    };
  },

  async donorContributionsReport(_parent, { organizationPrefixedId, filters, type, format }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    const { filter } = readFilters(context, filters);
    let letterTemplatePrefixedId: string | null = null;
    if (type === 'Receipt') await assertOwnContribution(context, filter);
    if (type === 'Statement') {
      const template = await context.app.reports.statements.letterTemplate(context.organization.id, null);
      if (!template) throw notFoundError();
      letterTemplatePrefixedId = template.prefixedId;
    }
    return issueDownload(context, {
      kind: type,
      format,
      filter,
      donorPrefixedIds: [context.user.prefixedId],
      letterTemplatePrefixedId,
    });
  },

  async DonorDashboardReport(_parent, { organizationPrefixedId }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    const scope = scopeOf(context);
    const [numbers, lastGift] = await Promise.all([
      context.app.reports.activity.dashboard(scope),
      donorLastGift(context.app.db, scope),
    ]);
    return { ...numbers, lastGift };
  },

  async RecentActivity(_parent, { organizationPrefixedId }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    return context.app.reports.activity.recent(scopeOf(context), localeOf(context));
  },

  async letterTemplates(_parent, { organizationPrefixedId }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    const rows = await context.app.reports.statements.letterTemplates(context.organization.id);
    return rows.map((row) => ({
      prefixedId: row.prefixedId,
      title: row.title,
      json_data: JSON.stringify(row.jsonData),
      isPrimary: row.isPrimary,
    }));
  },

  async organizationDonors(_parent, { organizationPrefixedId, search }, context) {
    assertOwnOrganization(context, organizationPrefixedId);
    if (!maySendStatements(context)) throw forbiddenError();
    const rows = await context.app.reports.statements.searchDonors(
      context.organization.id,
      search ?? null,
      DONOR_SEARCH_LIMIT,
    );
    return rows.map((row) => ({ prefixedId: row.prefixedId, name: row.name, email: row.email }));
  },
};

export const portalReportMutations: Pick<MutationResolvers, 'sendContributionStatementReport'> = {
  async sendContributionStatementReport(
    _parent,
    { donorPrefixedIds, filters, letterTemplatePrefixedId, mode },
    context,
  ) {
    const { app, user, organization } = context;
    const locale = localeOf(context);
    const ids = [...new Set(donorPrefixedIds)];
    if (ids.length === 0)
      throw validationError({ donorPrefixedIds: [reportText(locale, 'statement.donors')] });
    const mayChooseDonors = maySendStatements(context);
    if (!mayChooseDonors && ids.some((id) => id !== user.prefixedId)) throw forbiddenError();
    const { filter } = readFilters(context, filters);
    const template = await app.reports.statements.letterTemplate(
      organization.id,
      letterTemplatePrefixedId ?? null,
    );
    if (!template) throw notFoundError();
    const donors = await app.reports.statements.donors(organization.id, ids);
    // Every donor must be this organization's before anything is sent.
    if (donors.length !== ids.length) throw notFoundError();

    if (mode === 'download') {
      return {
        sent: 0,
        message: reportText(locale, 'statement.download'),
        download: issueDownload(context, {
          kind: 'Statement',
          format: 'PDF',
          filter,
          donorPrefixedIds: ids,
          letterTemplatePrefixedId: template.prefixedId,
        }),
      };
    }

    const letter = letterText(template);
    const source: ReportSource = { gifts: app.reports.gifts, organization, today: todayOf(context) };
    let sent = 0;
    for (const donor of donors) {
      await enqueueMail(app.db, await writeStatementEmail(source, donor, filter, letter), organization.id);
      sent += 1;
    }
    return { sent, message: reportText(locale, 'statement.emailed', { count: sent }), download: null };
  },
};
