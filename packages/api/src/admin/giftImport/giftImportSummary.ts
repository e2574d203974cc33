// What an import says it did (docs/PRODUCT.md §11), one line each, in the reader's language: the
// same lines for the halo CLI's import:gifts and the console's Import section. Only the names of the
// options differ: the CLI's flags, the console's checkboxes.
import {
  giftImportReason,
  type GiftImportFormatName,
  type GiftImportSurface,
  type Locale,
} from '@halo/domain';
import type { GiftImportReport } from './importGiftHistory';

const en = {
  headerUnknown:
    "The first row is not our header, Planning Center Giving's or Tithe.ly's: it lacks {columns} (our header: date,first_name,last_name,email,amount,fund,method,reference,note).",
  refusedNothingWritten:
    '{count} rows are refused: correct them and import again, or import the other rows with {skipOption}.',
  malformed:
    'Line {line} is not CSV that can be read (a quote left open, for one): correct the file and try again. Nothing was read.',
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
    'With refused rows an import writes nothing: correct them, or import the other rows with {skipOption}.',
} as const;

export type GiftImportSummaryKey = keyof typeof en;

const es: Record<GiftImportSummaryKey, string> = {
  headerUnknown:
    'La primera fila no es nuestro encabezado, ni el de Planning Center Giving ni el de Tithe.ly: le falta {columns} (nuestro encabezado: date,first_name,last_name,email,amount,fund,method,reference,note).',
  refusedNothingWritten:
    'Se rechazan {count} filas: corrígelas e importa de nuevo, o importa las demás filas con {skipOption}.',
  malformed:
    'La línea {line} no es CSV legible (una comilla sin cerrar, por ejemplo): corrige el archivo e inténtalo de nuevo. No se leyó nada.',
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
    'Con filas rechazadas una importación no escribe nada: corrígelas o importa las demás filas con {skipOption}.',
};

/** How each surface names the option that imports the valid rows when some are refused. */
const SKIP_OPTION: Record<GiftImportSurface, Record<Locale, string>> = {
  cli: { en: '--skip-invalid', es: '--skip-invalid' },
  console: { en: '"Skip refused rows"', es: '«Omitir las filas rechazadas»' },
};

export function giftImportSay(
  locale: Locale,
  key: GiftImportSummaryKey,
  params: Record<string, string | number> = {},
  surface: GiftImportSurface = 'cli',
): string {
  const all: Record<string, string | number> = { skipOption: SKIP_OPTION[surface][locale], ...params };
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    all[name] === undefined ? whole : String(all[name]),
  );
}

const FORMAT_LABELS: Record<GiftImportFormatName, Record<Locale, string>> = {
  halo: { en: 'Halo Give', es: 'Halo Give' },
  planningCenter: { en: 'Planning Center Giving', es: 'Planning Center Giving' },
  tithely: { en: 'Tithe.ly', es: 'Tithe.ly' },
  mapped: { en: 'the columns you chose', es: 'las columnas que elegiste' },
};

export const giftImportFormatLabel = (locale: Locale, format: GiftImportFormatName) =>
  FORMAT_LABELS[format][locale];

/** A refused line's reason in the reader's language. */
export const refusalReason = (
  locale: Locale,
  refusal: GiftImportReport['refused'][number],
  surface: GiftImportSurface,
) => giftImportReason(locale, refusal.reason, refusal.params, surface);

/**
 * The result lines, the same for a dry run and an import, in the reader's language; a dry run with
 * refused rows and without skipping them ends by saying an import would write nothing.
 */
export function giftImportLines(
  locale: Locale,
  report: GiftImportReport,
  { surface = 'cli', skipInvalid = false }: { surface?: GiftImportSurface; skipInvalid?: boolean } = {},
): string[] {
  const say = (key: GiftImportSummaryKey, params: Record<string, string | number> = {}) =>
    giftImportSay(locale, key, params, surface);
  const wrote = report.written;
  const lines = [
    ...(report.dryRun ? [say('dryRun')] : []),
    say('format', { format: giftImportFormatLabel(locale, report.format) }),
    say('rowsRead', { count: report.rowsRead }),
    say(wrote ? 'giftsImported' : 'giftsToImport', { count: report.gifts }),
    say(wrote ? 'donorsCreated' : 'donorsToCreate', { count: report.newDonors }),
    say('alreadyPresent', { count: report.alreadyPresent }),
    say(wrote && report.refused.length > 0 ? 'refusedSkipped' : 'refused', { count: report.refused.length }),
    ...report.refused.map((refusal) =>
      say('refusedLine', {
        line: refusal.line,
        column: refusal.column,
        reason: refusalReason(locale, refusal, surface),
      }),
    ),
  ];
  if (report.newFunds.length > 0) {
    const names = report.newFunds.map((name) => `"${name}"`).join(', ');
    lines.push(say(wrote ? 'fundsCreated' : 'fundsToCreate', { names }));
  }
  for (const duplicate of report.possibleDuplicates) {
    lines.push(
      say('possibleDuplicate', {
        line: duplicate.line,
        name: duplicate.name,
        email: duplicate.email,
        existing: duplicate.existingEmails.join(', '),
      }),
    );
  }
  if (report.dryRun && report.refused.length > 0 && !skipInvalid) lines.push(say('dryRunWouldStop'));
  return lines;
}
