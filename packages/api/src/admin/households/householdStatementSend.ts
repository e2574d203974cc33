// A household's statement from the one-donor "Send statement" (docs/PRODUCT.md §21): when the donor
// belongs to a household of two or more members in the year, the dialog offers the household's letter
// as the year-end run sends it, and sends it by the same code (writeHouseholdStatementEmail), to the
// household's addressee of that year. 'send-statements', the ability that sends statements.
import { isHouseholdInYear, membersInYear, statementPeriod } from '@halo/domain';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { householdMembers, households, users } from '../../db/schema';
import type { DonorYearStatement, StatementResult } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { notFoundError } from '../../core/localizedRefusals';
import { enqueueMail } from '../../mail/outbox';
import {
  churchHouseholds,
  householdReader,
  writeHouseholdStatementEmail,
} from '../../reports/householdStatements';
import { letterText } from '../../reports/statementSources';
import { adminMessage } from '../adminMessages';
import type { AdminScope } from '../adminScope';
import { householdMessage } from './householdMessages';

function periodOf(scope: AdminScope, year: number) {
  const period = statementPeriod(year, scope.today);
  if (!period) throw validationError({ year: [adminMessage(scope.locale, 'statementYearInvalid')] });
  return period;
}

export async function donorHouseholdStatement(
  scope: AdminScope,
  donorPrefixedId: string,
  year: number,
): Promise<DonorYearStatement> {
  periodOf(scope, year);
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [donor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.prefixedId, donorPrefixedId)));
  if (!donor) throw notFoundError(scope.locale);
  // A donor belongs to at most one household in any year (§21), so one membership at most.
  const [membership] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(
      and(
        eq(households.organizationId, organizationId),
        eq(householdMembers.userId, donor.id),
        lte(householdMembers.fromYear, year),
        or(isNull(householdMembers.toYear), gte(householdMembers.toYear, year)),
      ),
    )
    .limit(1);
  if (!membership) return { household: null };
  const [household] = await churchHouseholds(db, organizationId, [membership.householdId]);
  if (!household || !isHouseholdInYear(household, year)) return { household: null };
  const reader = householdReader(household, year, scope.locale);
  if (!reader) return { household: null };
  return {
    household: {
      householdPrefixedId: household.prefixedId,
      name: household.name,
      addresseeName: reader.addressee.name,
      memberNames: membersInYear(household, year).flatMap((id) => household.people.get(id)?.name ?? []),
    },
  };
}

export async function sendHouseholdStatement(
  scope: AdminScope,
  householdPrefixedId: string,
  year: number,
  letterTemplatePrefixedId: string | null,
): Promise<StatementResult> {
  const { app, organization, locale, today } = scope;
  const period = periodOf(scope, year);
  const [row] = await app.db
    .select({ id: households.id })
    .from(households)
    .where(
      and(eq(households.organizationId, organization.id), eq(households.prefixedId, householdPrefixedId)),
    );
  if (!row) throw notFoundError(locale);
  const [household] = await churchHouseholds(app.db, organization.id, [row.id]);
  const template = await app.reports.statements.letterTemplate(organization.id, letterTemplatePrefixedId);
  if (!household || !template) throw notFoundError(locale);
  const message = isHouseholdInYear(household, year)
    ? await writeHouseholdStatementEmail(
        { gifts: app.reports.gifts, organization, today },
        household,
        year,
        period.endDate,
        letterText(template),
      )
    : null;
  if (!message) throw validationError({ year: [householdMessage(locale, 'previewYear', { year })] });
  await enqueueMail(app.db, message, organization.id);
  const addressee = household.people.get(membersInYear(household, year)[0] ?? -1);
  return {
    sent: 1,
    message: householdMessage(locale, 'statementEmailed', { name: addressee?.name ?? message.to }),
    download: null,
  };
}
