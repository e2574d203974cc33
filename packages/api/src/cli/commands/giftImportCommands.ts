// import:gifts: a church's giving history from a CSV file (docs/PRODUCT.md §11), through the same
// service the console's Import section calls (src/admin/giftImport/). One transaction: a dry run or
// a refused file writes nothing.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { calendarDateInTimeZone, type Locale } from '@halo/domain';
import * as v from 'valibot';
import { CLI_ACTOR } from '../../admin/adminActivityLog';
import { giftImportLines, giftImportSay } from '../../admin/giftImport/giftImportSummary';
import { importGiftHistory } from '../../admin/giftImport/importGiftHistory';
import { readGiftImportFile } from '../../admin/giftImport/readGiftImportFile';
import { MAX_GIFT_CENTS } from '../../organizations/churchFields';
import { findChurchForChange } from '../../organizations/updateChurch';
import { CliRefusalReport, defineCommand, type CliContext } from '../cliCommand';

const en = {
  fileMissing: 'No file at {file}.',
  reading: 'Reading {file}: {count} rows',
  writing: 'Writing [{bar}] {done} of {total} gifts',
} as const;

type ImportMessageKey = keyof typeof en;

const es: Record<ImportMessageKey, string> = {
  fileMissing: 'No hay ningún archivo en {file}.',
  reading: 'Leyendo {file}: {count} filas',
  writing: 'Escribiendo [{bar}] {done} de {total} donaciones',
};

function say(locale: Locale, key: ImportMessageKey, params: Record<string, string | number> = {}): string {
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

const BAR_WIDTH = 24;
const bar = (done: number, total: number) => {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
};

function progressOf(context: CliContext, file: string) {
  const show = context.progress;
  const number = (value: number) => value.toLocaleString(context.locale === 'es' ? 'es' : 'en-US');
  return {
    reading: show
      ? (count: number) => {
          if (count % 5000 === 0) show(say(context.locale, 'reading', { file, count: number(count) }));
        }
      : undefined,
    writing: show
      ? (done: number, total: number) =>
          show(
            say(context.locale, 'writing', {
              bar: bar(done, total),
              done: number(done),
              total: number(total),
            }),
          )
      : undefined,
    clear: () => show?.(''),
  };
}

export const importGifts = defineCommand({
  kind: 'database',
  name: 'import:gifts',
  summary: "Import a church's giving history from a CSV file (ours, Planning Center Giving's or Tithe.ly's).",
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    file: { type: 'string', value: 'FILE', required: true, help: 'the CSV file' },
    'dry-run': { type: 'boolean', help: 'say what would be imported, write nothing' },
    'create-funds': {
      type: 'boolean',
      help: 'add the funds the file names that the church lacks (hidden online)',
    },
    'skip-invalid': {
      type: 'boolean',
      help: 'import the valid rows when some are refused (default: nothing)',
    },
  },
  schema: v.object({
    subdomain: v.string(),
    file: v.string(),
    'dry-run': v.optional(v.boolean(), false),
    'create-funds': v.optional(v.boolean(), false),
    'skip-invalid': v.optional(v.boolean(), false),
  }),
  notes: [
    'Our header: date,first_name,last_name,email,amount,fund,method,reference,note (date YYYY-MM-DD,',
    "amount like 25.00 in the church's currency, method card, bank, cash, check or other).",
    'Donors are matched by email; a new email makes a donor record without an account. Nothing is emailed.',
    'Importing the same file again imports nothing: each row is kept by its reference, else by its values.',
  ],
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const file = path.resolve(input.file);
    if (!existsSync(file)) throw new CliRefusalReport([say(context.locale, 'fileMissing', { file })]);
    const progress = progressOf(context, path.basename(file));
    const read = await readGiftImportFile(
      createReadStream(file),
      { today: calendarDateInTimeZone(organization.timeZone, context.now), maxCents: MAX_GIFT_CENTS },
      { onRow: progress.reading },
    );
    if (!read.ok) {
      throw new CliRefusalReport([
        'malformedLine' in read
          ? giftImportSay(context.locale, 'malformed', { line: read.malformedLine })
          : giftImportSay(context.locale, 'headerUnknown', { columns: read.missing.join(', ') }),
      ]);
    }
    const report = await importGiftHistory(tx, organization, read, {
      dryRun: input['dry-run'],
      createFunds: input['create-funds'],
      skipInvalid: input['skip-invalid'],
      actor: CLI_ACTOR,
      onProgress: progress.writing,
    });
    progress.clear();
    const lines = giftImportLines(context.locale, report, { skipInvalid: input['skip-invalid'] });
    if (!report.dryRun && !report.written) {
      throw new CliRefusalReport([
        giftImportSay(context.locale, 'refusedNothingWritten', { count: report.refused.length }),
        ...lines,
      ]);
    }
    return lines;
  },
});
