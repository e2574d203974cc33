// import:gifts: a church's giving history from a CSV file (docs/PRODUCT.md §11), through the same
// service the console's Import section calls (src/admin/giftImport/). One transaction: a dry run or
// a refused file writes nothing.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { calendarDateInTimeZone, giftImportReason, type Locale } from '@halo/domain';
import * as v from 'valibot';
import { CLI_ACTOR } from '../../admin/adminActivityLog';
import { importGiftHistory, type GiftImportReport } from '../../admin/giftImport/importGiftHistory';
import { readGiftImportFile } from '../../admin/giftImport/readGiftImportFile';
import { MAX_GIFT_CENTS } from '../../organizations/churchFields';
import { findChurchForChange } from '../../organizations/updateChurch';
import { CliRefusalReport, defineCommand, type CliContext } from '../cliCommand';

const en = {
  fileMissing: 'No file at {file}.',
  headerUnknown:
    "The first row is not our header, Planning Center Giving's or Tithe.ly's: it lacks {columns} (our header: date,first_name,last_name,email,amount,fund,method,reference,note).",
  refusedNothingWritten:
    '{count} rows are refused: correct them and import again, or import the other rows with --skip-invalid.',
  dryRun: 'Dry run: nothing was written.',
  format: 'Read as: {format}',
  rowsRead: 'Rows read: {count}',
  giftsToImport: 'Gifts: {count} to import',
  giftsImported: 'Gifts: {count} imported',
  donorsToCreate: 'New donors: {count} to create',
  donorsCreated: 'New donors: {count} created',
  alreadyPresent: 'Gifts already present: {count}',
  refused: 'Refused rows: {count}',
  refusedSkipped: 'Refused rows: {count} (skipped)',
  refusedLine: '  line {line}: {column}: {reason}',
  fundsToCreate: 'New funds, hidden from online giving: {names} to create',
  fundsCreated: 'New funds, hidden from online giving: {names} created',
  possibleDuplicate:
    'Possible duplicate, line {line}: {name} <{email}> is a new donor record; {existing} has the same name (merge them if they are one person).',
  dryRunWouldStop:
    'With refused rows an import writes nothing: correct them, or import the other rows with --skip-invalid.',
  reading: 'Reading {file}: {count} rows',
  writing: 'Writing [{bar}] {done} of {total} gifts',
} as const;

type ImportMessageKey = keyof typeof en;

const es: Record<ImportMessageKey, string> = {
  fileMissing: 'No hay ningún archivo en {file}.',
  headerUnknown:
    'La primera fila no es nuestro encabezado, ni el de Planning Center Giving ni el de Tithe.ly: le falta {columns} (nuestro encabezado: date,first_name,last_name,email,amount,fund,method,reference,note).',
  refusedNothingWritten:
    'Se rechazan {count} filas: corrígelas e importa de nuevo, o importa las demás filas con --skip-invalid.',
  dryRun: 'Simulación: no se escribió nada.',
  format: 'Leído como: {format}',
  rowsRead: 'Filas leídas: {count}',
  giftsToImport: 'Donaciones: {count} por importar',
  giftsImported: 'Donaciones: {count} importadas',
  donorsToCreate: 'Donantes nuevos: {count} por crear',
  donorsCreated: 'Donantes nuevos: {count} creados',
  alreadyPresent: 'Donaciones ya presentes: {count}',
  refused: 'Filas rechazadas: {count}',
  refusedSkipped: 'Filas rechazadas: {count} (omitidas)',
  refusedLine: '  línea {line}: {column}: {reason}',
  fundsToCreate: 'Fondos nuevos, ocultos en las donaciones en línea: {names} por crear',
  fundsCreated: 'Fondos nuevos, ocultos en las donaciones en línea: {names} creados',
  possibleDuplicate:
    'Posible duplicado, línea {line}: {name} <{email}> es un registro de donante nuevo; {existing} tiene el mismo nombre (fusiónalos si son la misma persona).',
  dryRunWouldStop:
    'Con filas rechazadas una importación no escribe nada: corrígelas o importa las demás filas con --skip-invalid.',
  reading: 'Leyendo {file}: {count} filas',
  writing: 'Escribiendo [{bar}] {done} de {total} donaciones',
};

function say(locale: Locale, key: ImportMessageKey, params: Record<string, string | number> = {}): string {
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The result lines, the same for a dry run and an import, in the reader's language. */
export function giftImportLines(locale: Locale, report: GiftImportReport, formatLabel: string): string[] {
  const wrote = report.written;
  const lines = [
    ...(report.dryRun ? [say(locale, 'dryRun')] : []),
    say(locale, 'format', { format: formatLabel }),
    say(locale, 'rowsRead', { count: report.rowsRead }),
    say(locale, wrote ? 'giftsImported' : 'giftsToImport', { count: report.gifts }),
    say(locale, wrote ? 'donorsCreated' : 'donorsToCreate', { count: report.newDonors }),
    say(locale, 'alreadyPresent', { count: report.alreadyPresent }),
    say(locale, wrote && report.refused.length > 0 ? 'refusedSkipped' : 'refused', {
      count: report.refused.length,
    }),
    ...report.refused.map((refusal) =>
      say(locale, 'refusedLine', {
        line: refusal.line,
        column: refusal.column,
        reason: giftImportReason(locale, refusal.reason, refusal.params),
      }),
    ),
  ];
  if (report.newFunds.length > 0) {
    const names = report.newFunds.map((name) => `"${name}"`).join(', ');
    lines.push(say(locale, wrote ? 'fundsCreated' : 'fundsToCreate', { names }));
  }
  for (const duplicate of report.possibleDuplicates) {
    lines.push(
      say(locale, 'possibleDuplicate', {
        line: duplicate.line,
        name: duplicate.name,
        email: duplicate.email,
        existing: duplicate.existingEmails.join(', '),
      }),
    );
  }
  return lines;
}

const FORMAT_LABELS = { halo: 'Halo Give', planningCenter: 'Planning Center Giving', tithely: 'Tithe.ly' };

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
      progress.reading,
    );
    if (!read.ok) {
      throw new CliRefusalReport([
        say(context.locale, 'headerUnknown', { columns: read.missing.join(', ') }),
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
    const lines = giftImportLines(context.locale, report, FORMAT_LABELS[report.format]);
    if (report.dryRun && report.refused.length > 0 && !input['skip-invalid']) {
      lines.push(say(context.locale, 'dryRunWouldStop'));
    }
    if (!report.dryRun && !report.written) {
      throw new CliRefusalReport([
        say(context.locale, 'refusedNothingWritten', { count: report.refused.length }),
        ...lines,
      ]);
    }
    return lines;
  },
});
