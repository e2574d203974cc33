// One donor's contribution statement as an email: the letter filled in for the donor, in the
// donor's language, with the statement PDF attached. Written by the spec's
// `sendContributionStatementReport` and by the console's year-end batches alike, so a statement
// reads the same whichever way it was sent; the caller queues it in the outbox in its own
// transaction.
import type { MailMessage } from '../mail/mailer';
import type { ContributionFilter } from './contributionFilters';
import { createPdf, pdfToBuffer } from './contributionPdf';
import {
  CONTENT_TYPES,
  drawStatementDocument,
  reportFileName,
  statementEmailText,
  type FilledStatement,
  type ReportSource,
} from './contributionReports';
import type { LetterText, StatementDonor } from './statementSources';

export async function writeStatementEmail(
  source: ReportSource,
  donor: StatementDonor,
  filter: ContributionFilter,
  letter: LetterText,
): Promise<MailMessage> {
  const fileName = reportFileName('Statement', 'PDF', source.today);
  let filled: FilledStatement | null = null;
  const pdf = await pdfToBuffer(await createPdf(fileName), async (doc) => {
    // Sent to the donor's own mailbox: the church's whole record of that email.
    filled = await drawStatementDocument(
      doc,
      source,
      { ...donor, guestGiftsHidden: false },
      filter,
      letter,
      donor.locale,
    );
  });
  const written = filled as unknown as FilledStatement;
  return {
    to: donor.email,
    subject: written.subject,
    text: statementEmailText(written),
    attachments: [{ filename: fileName, content: pdf, contentType: CONTENT_TYPES.PDF }],
  };
}
