// What moving recurring donors says (docs/PRODUCT.md §17), in the reader's language: the summary
// lines after a dry run or a move, and the refusals before anything is read. The halo CLI's
// import:stripe-recurring and the console's Import say the same lines; only the refusals differ in
// how they name what to fix (a command-line option, or a field of the console's form).
import { recurringMoveReason, type Locale } from '@halo/domain';
import type { RecurringMoveReport } from './moveRecurringGifts';

const en = {
  fileMissing: 'No file at {file}.',
  fileNotJson: '{file} is not JSON: {problem}',
  fileNotStripe: "{file} is not shaped like Stripe's list answers: {problem}",
  fundMapInvalid:
    '--fund-map: {file} must be a JSON object of old price or product ids to fund names, like {"price_1Nv…": "Missions"}.',
  scheduleNotCsv: '--schedule: {file} is not a CSV file we can read: {problem}',
  scheduleHeader:
    '--schedule: the first row lacks {columns} (the header: customer,payment_method,amount,interval,next_date,fund).',
  noSubscriptions: '--from-file: {file} has no "subscriptions" list: give the gifts to move with --schedule.',
  noStripe:
    'This server has no Stripe keys (STRIPE_SECRET_KEY), so it cannot read the old subscriptions: use --from-file.',
  notConnected:
    '{church} has no connected Stripe account to read the old subscriptions from: connect it under Payments, or use --from-file.',
  dryRun: 'Dry run: nothing was written.',
  subscriptionsRead: 'Subscriptions read: {count}',
  linesRead: 'Schedule lines read: {count}',
  giftsToMove: 'Gifts: {count} to move',
  giftsMoved: 'Gifts: {count} moved',
  donorsToCreate: 'New donors: {count} to create (donor records without an account)',
  donorsCreated: 'New donors: {count} created (donor records without an account)',
  alreadyMoved: 'Already moved: {count}',
  refused: 'Refused: {count}',
  refusedLine: '  {label} <{email}>: {reason}',
  refusedLineNoEmail: '  {label}: {reason}',
  toPause: 'Old subscriptions: {count} to pause (collection paused, its invoices voided)',
  paused: 'Old subscriptions: {count} paused (collection paused, its invoices voided)',
  notPaused:
    'Old subscriptions not paused: {count}: no Stripe account could be reached; stop them at the old platform before their next charge.',
  toCancel: 'Old subscriptions: {count} to cancel; {waiting} wait for their gift’s first charge with us',
  canceled: 'Old subscriptions: {count} canceled; {waiting} wait for their gift’s first charge with us',
  toEmail: 'Donors to tell "Your gift has moved": {count}',
  emailed: 'Donors told "Your gift has moved": {count}',
} as const;

export type RecurringMoveMessageKey = keyof typeof en;

const es: Record<RecurringMoveMessageKey, string> = {
  fileMissing: 'No hay ningún archivo en {file}.',
  fileNotJson: '{file} no es JSON: {problem}',
  fileNotStripe: '{file} no tiene la forma de las listas de Stripe: {problem}',
  fundMapInvalid:
    '--fund-map: {file} debe ser un objeto JSON de ids de precio o producto antiguos a nombres de fondos, como {"price_1Nv…": "Misiones"}.',
  scheduleNotCsv: '--schedule: {file} no es un archivo CSV que podamos leer: {problem}',
  scheduleHeader:
    '--schedule: a la primera fila le falta {columns} (el encabezado: customer,payment_method,amount,interval,next_date,fund).',
  noSubscriptions:
    '--from-file: {file} no tiene la lista "subscriptions": indica las donaciones por trasladar con --schedule.',
  noStripe:
    'Este servidor no tiene claves de Stripe (STRIPE_SECRET_KEY), así que no puede leer las suscripciones antiguas: usa --from-file.',
  notConnected:
    '{church} no tiene una cuenta de Stripe conectada de la que leer las suscripciones antiguas: conéctala en Pagos o usa --from-file.',
  dryRun: 'Simulación: no se escribió nada.',
  subscriptionsRead: 'Suscripciones leídas: {count}',
  linesRead: 'Líneas del calendario leídas: {count}',
  giftsToMove: 'Donaciones: {count} por trasladar',
  giftsMoved: 'Donaciones: {count} trasladadas',
  donorsToCreate: 'Donantes nuevos: {count} por crear (registros de donante sin cuenta)',
  donorsCreated: 'Donantes nuevos: {count} creados (registros de donante sin cuenta)',
  alreadyMoved: 'Ya trasladadas: {count}',
  refused: 'Rechazadas: {count}',
  refusedLine: '  {label} <{email}>: {reason}',
  refusedLineNoEmail: '  {label}: {reason}',
  toPause: 'Suscripciones antiguas: {count} por pausar (cobro en pausa, sus facturas anuladas)',
  paused: 'Suscripciones antiguas: {count} en pausa (cobro en pausa, sus facturas anuladas)',
  notPaused:
    'Suscripciones antiguas sin pausar: {count}: no se pudo llegar a ninguna cuenta de Stripe; detenlas en la plataforma anterior antes de su próximo cobro.',
  toCancel:
    'Suscripciones antiguas: {count} por cancelar; {waiting} esperan el primer cobro de su donación con nosotros',
  canceled:
    'Suscripciones antiguas: {count} canceladas; {waiting} esperan el primer cobro de su donación con nosotros',
  toEmail: 'Donantes a los que avisar «Su donación se ha trasladado»: {count}',
  emailed: 'Donantes avisados «Su donación se ha trasladado»: {count}',
};

/** The refusals as the console says them: naming the form's field instead of an option. */
const consoleEn: Partial<Record<RecurringMoveMessageKey, string>> = {
  fundMapInvalid:
    'Fund map: the file must be a JSON object of old price or product ids to fund names, like {"price_1Nv…": "Missions"}.',
  scheduleNotCsv: 'Schedule: the file is not a CSV file we can read: {problem}',
  scheduleHeader:
    'Schedule: the first row lacks {columns} (the header: customer,payment_method,amount,interval,next_date,fund).',
  noSubscriptions:
    'File of Stripe objects: it has no "subscriptions" list; choose a schedule CSV with the gifts to move.',
  noStripe:
    'This server has no Stripe keys, so it cannot read the old subscriptions: choose a file of Stripe objects.',
  notConnected:
    '{church} has no Stripe account connected in Stripe mode to read the old subscriptions from: connect it under Payments, or choose a file of Stripe objects.',
};

const consoleEs: Partial<Record<RecurringMoveMessageKey, string>> = {
  fundMapInvalid:
    'Mapa de fondos: el archivo debe ser un objeto JSON de ids de precio o producto antiguos a nombres de fondos, como {"price_1Nv…": "Misiones"}.',
  scheduleNotCsv: 'Calendario: el archivo no es un CSV que podamos leer: {problem}',
  scheduleHeader:
    'Calendario: a la primera fila le falta {columns} (el encabezado: customer,payment_method,amount,interval,next_date,fund).',
  noSubscriptions:
    'Archivo de objetos de Stripe: no tiene la lista "subscriptions"; elige un calendario CSV con las donaciones por trasladar.',
  noStripe:
    'Este servidor no tiene claves de Stripe, así que no puede leer las suscripciones antiguas: elige un archivo de objetos de Stripe.',
  notConnected:
    '{church} no tiene una cuenta de Stripe conectada en modo Stripe de la que leer las suscripciones antiguas: conéctala en Pagos o elige un archivo de objetos de Stripe.',
};

export type RecurringMoveSurface = 'cli' | 'console';

export function recurringMoveSay(
  locale: Locale,
  key: RecurringMoveMessageKey,
  params: Record<string, string | number> = {},
  surface: RecurringMoveSurface = 'cli',
): string {
  const text =
    (surface === 'console' ? (locale === 'es' ? consoleEs : consoleEn)[key] : undefined) ??
    (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The result lines, the same for a dry run and a move, in the reader's language. */
export function recurringMoveLines(
  locale: Locale,
  report: RecurringMoveReport,
  from: { schedule: boolean; cancelOld: boolean },
): string[] {
  const say = (key: RecurringMoveMessageKey, params: Record<string, string | number> = {}) =>
    recurringMoveSay(locale, key, params);
  const wrote = !report.dryRun;
  const lines = [
    ...(report.dryRun ? [say('dryRun')] : []),
    say(from.schedule ? 'linesRead' : 'subscriptionsRead', { count: report.read }),
    say(wrote ? 'giftsMoved' : 'giftsToMove', { count: report.moved }),
    say(wrote ? 'donorsCreated' : 'donorsToCreate', { count: report.newDonors }),
    say('alreadyMoved', { count: report.alreadyMoved }),
    say('refused', { count: report.refused.length }),
    ...report.refused.map((refusal) =>
      say(refusal.email ? 'refusedLine' : 'refusedLineNoEmail', {
        label: refusal.label,
        email: refusal.email ?? '',
        reason: recurringMoveReason(locale, refusal.reason, refusal.params),
      }),
    ),
  ];
  if (report.paused > 0) lines.push(say(wrote ? 'paused' : 'toPause', { count: report.paused }));
  if (report.notPaused > 0) lines.push(say('notPaused', { count: report.notPaused }));
  if (from.cancelOld) {
    lines.push(
      say(wrote ? 'canceled' : 'toCancel', { count: report.canceled, waiting: report.cancelWaiting }),
    );
  }
  lines.push(say(wrote ? 'emailed' : 'toEmail', { count: report.emailed }));
  return lines;
}
