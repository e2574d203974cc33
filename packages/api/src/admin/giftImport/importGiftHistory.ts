// Writes a church's giving history read from a file (docs/PRODUCT.md §11), for the halo CLI's
// import:gifts and the console alike. Imported gifts are offline gifts (no processor, no fee, in no
// deposit) given as guests of their email, so a donor's history shows them once the address is
// proven; each carries its import key, unique per church, so the same file again adds nothing.
// Nothing is sent and nothing fires: no receipt, no live update, no webhook.
import { createHash } from 'node:crypto';
import { giftImportKeyBase, occurrenceKeys, type GiftImportFormatName } from '@halo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributionFunds,
  contributions,
  people,
  users,
  type FundRow,
  type OrganizationRow,
} from '../../db/schema';
import { insertDonorRecords } from '../../core/accounts/donorRecordBatch';
import { addFund, listFunds } from '../../organizations/churchFunds';
import { recordAdminActivity, type ActivityActor } from '../adminActivityLog';
import type { GiftImportFile, GiftImportLine, RefusedGiftLine } from './readGiftImportFile';

export interface GiftImportOptions {
  /** Reads and counts, writes nothing. */
  dryRun: boolean;
  /** Adds the funds the file names that the church lacks (hidden from online giving) instead of refusing their lines. */
  createFunds: boolean;
  /** Imports the valid lines when some are refused, instead of nothing. */
  skipInvalid: boolean;
  actor: ActivityActor;
  /** Gifts written so far of those to write, after each batch. */
  onProgress?: (written: number, total: number) => void;
}

/** A new donor record whose name is an existing donor's: not attached to them, to be merged by hand if one person. */
export interface PossibleDuplicate {
  line: number;
  name: string;
  email: string;
  existingEmails: string[];
}

export interface GiftImportReport {
  format: GiftImportFormatName;
  dryRun: boolean;
  /** False for a dry run, and when refused lines stopped the import (all or nothing). */
  written: boolean;
  rowsRead: number;
  /** Gifts imported (or, when nothing was written, that would be). */
  gifts: number;
  /** Donor records created (or that would be). */
  newDonors: number;
  /** Lines whose gift an earlier import already wrote. */
  alreadyPresent: number;
  refused: RefusedGiftLine[];
  possibleDuplicates: PossibleDuplicate[];
  /** Funds created (or that would be) for --create-funds. */
  newFunds: string[];
}

/** Gifts per INSERT: one JSON parameter each, so a batch is not bound by PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 5000;
/** Donor records per INSERT (a row of 7 values each). */
const DONOR_BATCH = 1000;
/** Values per `IN (…)` lookup. */
const LOOKUP_BATCH = 5000;
/**
 * The class of `pg_advisory_xact_lock(class, church)`: two imports into one church take turns, so
 * the second sees the first's gifts and donors once it commits and writes nothing twice.
 */
const GIFT_IMPORT_LOCK_CLASS = 0x68616c6f;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};

/** The stored key of each line, in file order (docs/PRODUCT.md §11). */
export function importKeysOf(lines: readonly GiftImportLine[]): string[] {
  return occurrenceKeys(
    lines.map(({ row }) => {
      const base = giftImportKeyBase(row);
      return 'reference' in base
        ? `ref:${base.reference}`
        : `row:${createHash('sha256').update(base.text).digest('hex')}`;
    }),
  );
}

async function presentKeys(
  tx: Database,
  organizationId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  const present = new Set<string>();
  for (const chunk of chunks(keys, LOOKUP_BATCH)) {
    const rows = await tx
      .select({ key: contributions.importKey })
      .from(contributions)
      .where(and(eq(contributions.organizationId, organizationId), inArray(contributions.importKey, chunk)));
    for (const { key } of rows) if (key) present.add(key);
  }
  return present;
}

async function donorIdsByEmail(
  tx: Database,
  organizationId: number,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of chunks(emails, LOOKUP_BATCH)) {
    const rows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.email, chunk)));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

/** Existing donors of the church sharing a new donor's first and last name (case aside). */
async function sameNamedDonors(
  tx: Database,
  organizationId: number,
  newDonors: ReadonlyMap<string, GiftImportLine>,
): Promise<PossibleDuplicate[]> {
  const named = [...newDonors.entries()].filter(([, { row }]) => row.firstName && row.lastName);
  const lastNames = [...new Set(named.map(([, { row }]) => row.lastName!.toLowerCase()))];
  const existing = new Map<string, string[]>();
  for (const chunk of chunks(lastNames, LOOKUP_BATCH)) {
    const rows = await tx
      .select({ firstName: people.firstName, lastName: people.lastName, email: users.email })
      .from(people)
      .innerJoin(users, eq(users.id, people.userId))
      .where(and(eq(people.organizationId, organizationId), inArray(sql`lower(${people.lastName})`, chunk)));
    for (const row of rows) {
      const name = `${row.firstName ?? ''}\u0000${row.lastName ?? ''}`.toLowerCase();
      existing.set(name, [...(existing.get(name) ?? []), row.email]);
    }
  }
  const duplicates: PossibleDuplicate[] = [];
  for (const [email, { line, row }] of named) {
    const emails = existing.get(`${row.firstName}\u0000${row.lastName}`.toLowerCase());
    if (emails) {
      duplicates.push({
        line,
        name: `${row.firstName} ${row.lastName}`,
        email,
        existingEmails: emails.sort(),
      });
    }
  }
  return duplicates.sort((a, b) => a.line - b.line);
}

/** One imported gift as the INSERT reads it from its JSON batch. */
interface ImportedGiftValues {
  prefixed_id: string;
  donor_user_id: number;
  amount: number;
  memo: string | null;
  offline_method: string;
  date: string;
  import_key: string;
  fund_id: number;
}

/**
 * Writes a batch of gifts and their fund in one statement: a multi-row INSERT … ON CONFLICT DO
 * NOTHING on the church's import keys, whose rows come from one JSON parameter
 * (jsonb_to_recordset), and the fund part of each gift it wrote. Returns how many it wrote: a key
 * another import wrote meanwhile is skipped, never doubled.
 */
async function insertImportedGifts(
  tx: Database,
  organization: OrganizationRow,
  batch: ImportedGiftValues[],
): Promise<number> {
  const result = await tx.execute(sql`
    with "batch" as (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as "gift"(
        "prefixed_id" text, "donor_user_id" integer, "amount" integer, "memo" text,
        "offline_method" text, "date" date, "import_key" text, "fund_id" integer)
    ), "written" as (
      insert into ${contributions} ("prefixed_id", "organization_id", "donor_user_id", "charged_amount", "fee",
        "net_amount", "currency", "status", "memo", "processor_mode", "offline_method", "date",
        "given_as_guest", "import_key")
      select "prefixed_id", ${organization.id}, "donor_user_id", "amount", 0, "amount",
        ${organization.currency}, 'succeeded', "memo", ${organization.processorMode}, "offline_method",
        "date", true, "import_key"
      from "batch"
      on conflict ("organization_id", "import_key") do nothing
      returning "id", "import_key", "charged_amount"
    ), "parts" as (
      insert into ${contributionFunds} ("contribution_id", "fund_id", "charged_amount", "net_amount")
      select "written"."id", "batch"."fund_id", "written"."charged_amount", "written"."charged_amount"
      from "written" join "batch" using ("import_key")
      returning 1
    )
    select count(*)::int as "written" from "parts"`);
  // Both drivers (node-postgres and PGlite) answer a raw statement with its rows.
  const [row] = (result as unknown as { rows: { written: number }[] }).rows;
  return row?.written ?? 0;
}

/** The church's funds by name whatever the case, as a file's fund column is matched to them. */
export async function churchFundsByName(
  tx: Database,
  organization: OrganizationRow,
): Promise<Map<string, FundRow>> {
  const fundsByName = new Map<string, FundRow>();
  for (const fund of await listFunds(tx, organization)) fundsByName.set(fund.name.toLowerCase(), fund);
  return fundsByName;
}

/**
 * A file's lines whose fund the church has, and the others: refused (the fund column named), or
 * kept with their fund to create when `createFunds`. The refusals of the file and of the funds
 * together, in line order.
 */
export function sortLinesByFund(
  file: Pick<Extract<GiftImportFile, { ok: true }>, 'lines' | 'refused' | 'fundColumn'>,
  fundsByName: ReadonlyMap<string, FundRow>,
  createFunds: boolean,
): { lines: GiftImportLine[]; refused: RefusedGiftLine[]; newFundNames: Map<string, string> } {
  const newFundNames = new Map<string, string>();
  const refused = [...file.refused];
  const lines: GiftImportLine[] = [];
  for (const line of file.lines) {
    const name = line.row.fund.toLowerCase();
    if (fundsByName.has(name)) lines.push(line);
    else if (createFunds) {
      if (!newFundNames.has(name)) newFundNames.set(name, line.row.fund);
      lines.push(line);
    } else {
      refused.push({
        line: line.line,
        column: file.fundColumn,
        reason: 'fundUnknown',
        params: { value: line.row.fund },
      });
    }
  }
  refused.sort((a, b) => a.line - b.line);
  return { lines, refused, newFundNames };
}

export async function importGiftHistory(
  tx: Database,
  organization: OrganizationRow,
  file: Extract<GiftImportFile, { ok: true }>,
  options: GiftImportOptions,
): Promise<GiftImportReport> {
  if (!options.dryRun) {
    await tx.execute(sql`select pg_advisory_xact_lock(${GIFT_IMPORT_LOCK_CLASS}, ${organization.id})`);
  }
  const fundsByName = await churchFundsByName(tx, organization);
  const { lines, refused, newFundNames } = sortLinesByFund(file, fundsByName, options.createFunds);

  // Keys over every valid line of the file (its occurrences counted in file order), then what is new.
  const keys = importKeysOf(lines);
  const present = await presentKeys(tx, organization.id, keys);
  const toImport = lines
    .map((line, index) => ({ ...line, key: keys[index]! }))
    .filter(({ key }) => !present.has(key));

  // Donors: by email; an email the church does not know is a new donor record, named by its first line.
  const firstLineOf = new Map<string, GiftImportLine>();
  for (const line of toImport) if (!firstLineOf.has(line.row.email)) firstLineOf.set(line.row.email, line);
  const donorIds = await donorIdsByEmail(tx, organization.id, [...firstLineOf.keys()]);
  const newDonors = new Map([...firstLineOf].filter(([email]) => !donorIds.has(email)));
  const possibleDuplicates = await sameNamedDonors(tx, organization.id, newDonors);

  const report: GiftImportReport = {
    format: file.format,
    dryRun: options.dryRun,
    written: false,
    rowsRead: file.rowsRead,
    gifts: toImport.length,
    newDonors: newDonors.size,
    alreadyPresent: lines.length - toImport.length,
    refused,
    possibleDuplicates,
    newFunds: [...newFundNames.values()],
  };
  if (options.dryRun || (refused.length > 0 && !options.skipInvalid)) return report;

  for (const [key, name] of newFundNames) {
    const fund = await addFund(tx, organization, { name, isOnlineGivingVisible: false });
    fundsByName.set(key, fund);
    await recordAdminActivity(tx, organization.id, options.actor, 'fund.add', {
      fund: fund.prefixedId,
      name: fund.name,
      isOnlineGivingVisible: false,
    });
  }
  let createdDonors = 0;
  for (const chunk of chunks([...newDonors.values()], DONOR_BATCH)) {
    const created = await insertDonorRecords(
      tx,
      organization.id,
      organization.locale,
      chunk.map(({ row }) => ({ email: row.email, firstName: row.firstName, lastName: row.lastName })),
    );
    for (const user of created) donorIds.set(user.email, user.id);
    createdDonors += created.length;
    // An address that registered meanwhile (outside the import's lock) has its account: use it.
    const missing = chunk.map(({ row }) => row.email).filter((email) => !donorIds.has(email));
    for (const [email, id] of await donorIdsByEmail(tx, organization.id, missing)) donorIds.set(email, id);
  }

  let imported = 0;
  for (const batch of chunks(toImport, INSERT_BATCH)) {
    imported += await insertImportedGifts(
      tx,
      organization,
      batch.map(({ row, key }) => ({
        prefixed_id: newPrefixedId('con'),
        donor_user_id: donorIds.get(row.email)!,
        amount: row.amount,
        memo: row.note,
        offline_method: row.method,
        date: row.date,
        import_key: key,
        fund_id: fundsByName.get(row.fund.toLowerCase())!.id,
      })),
    );
    options.onProgress?.(imported, toImport.length);
  }
  await recordAdminActivity(tx, organization.id, options.actor, 'gift.import', {
    format: file.format,
    rowsRead: file.rowsRead,
    imported,
    newDonors: createdDonors,
    alreadyPresent: report.alreadyPresent + (toImport.length - imported),
    refused: refused.length,
    newFunds: report.newFunds,
  });
  return {
    ...report,
    written: true,
    gifts: imported,
    newDonors: createdDonors,
    alreadyPresent: report.alreadyPresent + (toImport.length - imported),
  };
}
