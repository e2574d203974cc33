// "Preview as PDF": the statement an unsaved letter would make, drawn by the very code that draws the
// statements the church sends (reports/contributionReports.ts), for the church's first donor over
// last calendar year, so what the administrator reads is what a donor will get.
import { pdfToBuffer, createPdf } from '../../reports/contributionPdf';
import {
  CONTENT_TYPES,
  drawStatementDocument,
  reportFileName,
  type ReportDonor,
} from '../../reports/contributionReports';
import type { ContributionFilter } from '../../reports/contributionFilters';
import type { LetterTemplateInput, LetterTemplatePreview } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { readLetterTemplateInput } from './letterTemplateInput';
import { letterTemplateMessage } from './letterTemplateMessages';

/** A donor who gave nothing, for a church with no donors yet: the letter and an empty list. */
const NO_ONE = 0;

export async function previewLetterTemplate(
  scope: AdminScope,
  input: LetterTemplateInput,
): Promise<LetterTemplatePreview> {
  const text = readLetterTemplateInput(scope, input);
  const { app, organization, locale, today } = scope;
  const [first] = await app.reports.statements.searchDonors(organization.id, null, 1);
  const donor: ReportDonor = first
    ? { userId: first.userId, name: first.name, email: first.email, guestGiftsHidden: false }
    : {
        userId: NO_ONE,
        name: letterTemplateMessage(locale, 'sampleDonor'),
        email: 'donor@example.com',
        guestGiftsHidden: false,
      };
  const lastYear = Number(today.slice(0, 4)) - 1;
  const filter: ContributionFilter = {
    type: 'all',
    search: null,
    startDate: `${lastYear}-01-01`,
    endDate: `${lastYear}-12-31`,
    contributionPrefixedId: null,
  };
  const fileName = reportFileName('Statement', 'PDF', today);
  const pdf = await pdfToBuffer(await createPdf(text.title), async (doc) => {
    await drawStatementDocument(
      doc,
      { gifts: app.reports.gifts, organization, today },
      donor,
      filter,
      { subject: text.subject, body: text.body },
      locale,
    );
  });
  return { fileName, contentType: CONTENT_TYPES.PDF, base64: pdf.toString('base64') };
}
