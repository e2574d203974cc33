// A household's year-end statement (docs/PRODUCT.md §21): one letter naming every member of the
// year, addressed to the household's addressee, listing the gifts of all of them that year and who
// gave each (the PDF's gift table and the email's text). Drawn by the code that draws a donor's
// statement (contributionReports.ts) over the members' gifts, so the two read alike; the console's
// preview and the statement worker both write it from here.
import {
  mailingAddressLines,
  membersInYear,
  resolveLocale,
  type HouseholdMembers,
  type Locale,
} from '@halo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  householdMembers,
  households,
  householdSettings,
  people,
  users,
  type HouseholdMailingAddress,
} from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { ContributionFilter } from './contributionFilters';
import type { ContributionListRow } from './contributionsRepository';
import { createPdf, pdfToBuffer } from './contributionPdf';
import {
  CONTENT_TYPES,
  drawStatementDocument,
  reportFileName,
  statementEmailText,
  type FilledStatement,
  type ReportDonor,
  type ReportSource,
} from './contributionReports';
import { householdGiftsText } from './householdGiftText';
import { churchFormatting } from './reportMessages';
import type { LetterText } from './statementSources';

export interface HouseholdMemberIdentity {
  userId: number;
  prefixedId: string;
  name: string;
  email: string;
  locale: Locale;
  /** Their own postal address from their contact, one line each; empty when they have none. */
  addressLines: string[];
}

export interface ChurchHousehold extends HouseholdMembers<number, number> {
  prefixedId: string;
  name: string;
  /** The household's own mailing address; null: its letter goes to the addressee's address. */
  mailingAddress: HouseholdMailingAddress | null;
  /** Every member's identity by user id. */
  people: Map<number, HouseholdMemberIdentity>;
}

/**
 * The church's households with every membership, past and present (in the order they joined), newest
 * household first; only `ids` when given. Two queries, whatever the number of households.
 */
export async function churchHouseholds(
  db: Database,
  organizationId: number,
  ids?: readonly number[],
): Promise<ChurchHousehold[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(households)
    .where(
      and(eq(households.organizationId, organizationId), ids ? inArray(households.id, [...ids]) : undefined),
    )
    .orderBy(asc(households.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({
      householdId: householdMembers.householdId,
      userId: householdMembers.userId,
      fromYear: householdMembers.fromYear,
      toYear: householdMembers.toYear,
      prefixedId: users.prefixedId,
      email: users.email,
      locale: users.locale,
      firstName: people.firstName,
      lastName: people.lastName,
      contact: people.contact,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .leftJoin(people, eq(people.userId, users.id))
    .where(
      and(
        inArray(
          householdMembers.householdId,
          rows.map((row) => row.id),
        ),
        // A member is a donor of the church (the console checks it); this keeps it so regardless.
        eq(users.organizationId, organizationId),
      ),
    )
    .orderBy(asc(householdMembers.id));
  return rows.reverse().map((row) => {
    const own = members.filter((member) => member.householdId === row.id);
    return {
      id: row.id,
      prefixedId: row.prefixedId,
      name: row.name,
      mailingAddress: row.mailingAddress ?? null,
      addresseeId: row.addresseeUserId ?? own[0]?.userId ?? 0,
      members: own.map(({ userId, fromYear, toYear }) => ({ donorId: userId, fromYear, toYear })),
      people: new Map(
        own.map((member) => [
          member.userId,
          {
            userId: member.userId,
            prefixedId: member.prefixedId,
            email: member.email,
            locale: resolveLocale(member.locale),
            addressLines: member.contact ? mailingAddressLines(member.contact) : [],
            // docs/PRODUCT.md §3: 'first last' when a first name exists, otherwise the email.
            name: member.firstName
              ? [member.firstName, member.lastName].filter(Boolean).join(' ')
              : member.email,
          },
        ]),
      ),
    };
  });
}

/** The church's setting: members of a household get their own statement as well. */
export async function sendsMemberStatements(db: Database, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: householdSettings.sendMemberStatements })
    .from(householdSettings)
    .where(eq(householdSettings.organizationId, organizationId));
  return row?.value ?? false;
}

/** "Ana Ruiz and Luis Ruiz", "Ana, Luis y Sofía": the members in the reader's language. */
export function memberNames(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * Where the household's letter to `addresseeId` is mailed (docs/PRODUCT.md §21): the household's own
 * address when it has one, else the addressee's own; empty when neither has one.
 */
export function householdLetterAddress(household: ChurchHousehold, addresseeId: number): string[] {
  if (household.mailingAddress) return mailingAddressLines(household.mailingAddress);
  return household.people.get(addresseeId)?.addressLines ?? [];
}

/** The year's statement reader: the addressee, naming every member of the year, over all their gifts. */
export function householdReader(
  household: ChurchHousehold,
  year: number,
  locale: Locale,
): (ReportDonor & { addressee: HouseholdMemberIdentity }) | null {
  const ids = membersInYear(household, year).filter((id) => household.people.has(id));
  const addressee = household.people.get(ids[0] ?? -1);
  if (!addressee) return null;
  return {
    userId: addressee.userId,
    name: memberNames(
      ids.map((id) => household.people.get(id)!.name),
      locale,
    ),
    email: addressee.email,
    guestGiftsHidden: false,
    householdUserIds: ids,
    addressLines: householdLetterAddress(household, addressee.userId),
    addressee,
  };
}

export function yearFilter(year: number, endDate: string): ContributionFilter {
  return { type: 'all', search: null, startDate: `${year}-01-01`, endDate, contributionPrefixedId: null };
}

/**
 * The household's statement as a PDF, its gift table naming who gave each gift, and the filled letter,
 * in `locale`; `gifts` are the gifts it lists, with their givers.
 */
export async function drawHouseholdStatement(
  source: ReportSource,
  reader: ReportDonor,
  filter: ContributionFilter,
  letter: LetterText,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer; filled: FilledStatement; gifts: ContributionListRow[] }> {
  const fileName = reportFileName('Statement', 'PDF', source.today);
  let filled: FilledStatement | null = null;
  const gifts: ContributionListRow[] = [];
  const pdf = await pdfToBuffer(await createPdf(fileName), async (doc) => {
    filled = await drawStatementDocument(doc, source, reader, filter, letter, locale, { listedGifts: gifts });
  });
  return { fileName, pdf, filled: filled as unknown as FilledStatement, gifts };
}

/**
 * The household's statement as an email to its addressee, in the addressee's language: the letter,
 * then each gift and who gave it, then pledges.
 */
export async function writeHouseholdStatementEmail(
  source: ReportSource,
  household: ChurchHousehold,
  year: number,
  endDate: string,
  letter: LetterText,
): Promise<MailMessage | null> {
  const first = household.people.get(membersInYear(household, year)[0] ?? -1);
  if (!first) return null;
  const reader = householdReader(household, year, first.locale);
  if (!reader) return null;
  const locale = reader.addressee.locale;
  const { fileName, pdf, filled, gifts } = await drawHouseholdStatement(
    source,
    reader,
    yearFilter(year, endDate),
    letter,
    locale,
  );
  return {
    to: reader.addressee.email,
    subject: filled.subject,
    text: statementEmailText(
      filled,
      householdGiftsText(gifts, locale, churchFormatting(locale, source.organization)),
    ),
    attachments: [{ filename: fileName, content: pdf, contentType: CONTENT_TYPES.PDF }],
  };
}
