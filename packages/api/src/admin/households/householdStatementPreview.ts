// "Preview statement" on a household in the console: the year's statement exactly as the year-end
// batch writes it (reports/householdStatements.ts), from the letter chosen, in the console's
// language, so what the administrator reads names the members the household's letter will name.
import { isHouseholdInYear, statementPeriod } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { households } from '../../db/schema';
import type { LetterTemplatePreview } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { notFoundError } from '../../core/localizedRefusals';
import { CONTENT_TYPES } from '../../reports/contributionReports';
import {
  churchHouseholds,
  drawHouseholdStatement,
  householdReader,
  yearFilter,
} from '../../reports/householdStatements';
import { letterText } from '../../reports/statementSources';
import { adminMessage } from '../adminMessages';
import type { AdminScope } from '../adminScope';
import { householdMessage } from './householdMessages';

export async function previewHouseholdStatement(
  scope: AdminScope,
  householdPrefixedId: string,
  year: number,
  letterTemplatePrefixedId: string | null,
): Promise<LetterTemplatePreview> {
  const { app, organization, locale, today } = scope;
  const period = statementPeriod(year, today);
  if (!period) throw validationError({ year: [adminMessage(locale, 'statementYearInvalid')] });
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
  const reader = isHouseholdInYear(household, year) ? householdReader(household, year, locale) : null;
  if (!reader) throw validationError({ year: [householdMessage(locale, 'previewYear', { year })] });
  const { fileName, pdf } = await drawHouseholdStatement(
    { gifts: app.reports.gifts, organization, today },
    reader,
    yearFilter(year, period.endDate),
    letterText(template),
    locale,
  );
  return { fileName, contentType: CONTENT_TYPES.PDF, base64: pdf.toString('base64') };
}
