// import:stripe-recurring: a church's recurring donors moved from its previous platform without asking
// them (docs/PRODUCT.md §17), their cards already in the church's connected Stripe account. Reads the
// old subscriptions, customers and cards from Stripe (or, in the sandbox, from a file shaped like
// Stripe's list answers), through the service src/recurringMoves/ which a console entry would call too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recurringMoveReason, type Locale } from '@halo/domain';
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { resolveAppKey } from '../../core/appKey';
import { MAX_GIFT_CENTS } from '../../organizations/churchFields';
import { findChurchForChange } from '../../organizations/updateChurch';
import { createStripeClient } from '../../payments/stripe/createStripeClient';
import { moveRecurringGifts, type RecurringMoveReport } from '../../recurringMoves/moveRecurringGifts';
import { giftsFromSchedule, giftsFromSubscriptions } from '../../recurringMoves/oldRecurringGifts';
import { oldStripeAccount } from '../../recurringMoves/oldStripeAccount';
import {
  oldStripeFileProblem,
  oldStripeFileSchema,
  type OldStripeObjects,
} from '../../recurringMoves/oldStripeObjects';
import { CliRefusalReport, defineCommand } from '../cliCommand';

const en = {
  fileMissing: 'No file at {file}.',
  fileNotJson: '{file} is not JSON: {problem}',
  fileNotStripe: "{file} is not shaped like Stripe's list answers: {problem}",
  fundMapInvalid:
    '--fund-map: {file} must be a JSON object of old price or product ids to fund names, like {"price_1Nv…": "Missions"}.',
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

type MoveMessageKey = keyof typeof en;

const es: Record<MoveMessageKey, string> = {
  fileMissing: 'No hay ningún archivo en {file}.',
  fileNotJson: '{file} no es JSON: {problem}',
  fileNotStripe: '{file} no tiene la forma de las listas de Stripe: {problem}',
  fundMapInvalid:
    '--fund-map: {file} debe ser un objeto JSON de ids de precio o producto antiguos a nombres de fondos, como {"price_1Nv…": "Misiones"}.',
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

function say(locale: Locale, key: MoveMessageKey, params: Record<string, string | number> = {}): string {
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The result lines, the same for a dry run and a move, in the reader's language. */
export function recurringMoveLines(
  locale: Locale,
  report: RecurringMoveReport,
  from: { schedule: boolean; cancelOld: boolean },
): string[] {
  const wrote = !report.dryRun;
  const lines = [
    ...(report.dryRun ? [say(locale, 'dryRun')] : []),
    say(locale, from.schedule ? 'linesRead' : 'subscriptionsRead', { count: report.read }),
    say(locale, wrote ? 'giftsMoved' : 'giftsToMove', { count: report.moved }),
    say(locale, wrote ? 'donorsCreated' : 'donorsToCreate', { count: report.newDonors }),
    say(locale, 'alreadyMoved', { count: report.alreadyMoved }),
    say(locale, 'refused', { count: report.refused.length }),
    ...report.refused.map((refusal) =>
      say(locale, refusal.email ? 'refusedLine' : 'refusedLineNoEmail', {
        label: refusal.label,
        email: refusal.email ?? '',
        reason: recurringMoveReason(locale, refusal.reason, refusal.params),
      }),
    ),
  ];
  if (report.paused > 0) lines.push(say(locale, wrote ? 'paused' : 'toPause', { count: report.paused }));
  if (report.notPaused > 0) lines.push(say(locale, 'notPaused', { count: report.notPaused }));
  if (from.cancelOld) {
    lines.push(
      say(locale, wrote ? 'canceled' : 'toCancel', { count: report.canceled, waiting: report.cancelWaiting }),
    );
  }
  lines.push(say(locale, wrote ? 'emailed' : 'toEmail', { count: report.emailed }));
  return lines;
}

function readText(locale: Locale, file: string): string {
  if (!existsSync(file)) throw new CliRefusalReport([say(locale, 'fileMissing', { file })]);
  return readFileSync(file, 'utf8');
}

function readJson(locale: Locale, file: string): unknown {
  try {
    return JSON.parse(readText(locale, file)) as unknown;
  } catch (error) {
    if (error instanceof CliRefusalReport) throw error;
    throw new CliRefusalReport([say(locale, 'fileNotJson', { file, problem: (error as Error).message })]);
  }
}

const fundMapSchema = v.record(v.pipe(v.string(), v.nonEmpty()), v.pipe(v.string(), v.trim(), v.nonEmpty()));

export const importStripeRecurring = defineCommand({
  kind: 'database',
  name: 'import:stripe-recurring',
  summary:
    "Move a church's recurring donors from its previous platform on its Stripe account, without asking them.",
  sendsMail: true,
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    'dry-run': { type: 'boolean', help: 'say what would be moved, write nothing' },
    'fund-map': {
      type: 'string',
      value: 'FILE',
      help: 'JSON of old price or product ids to fund names (default: the church’s default fund)',
    },
    schedule: {
      type: 'string',
      value: 'FILE',
      help: 'CSV of the gifts when the subscriptions did not come along: customer,payment_method,amount,interval,next_date,fund',
    },
    'from-file': {
      type: 'string',
      value: 'FILE',
      help: 'read subscriptions, customers and payment methods from a JSON file of Stripe list answers',
    },
    'cancel-old': {
      type: 'boolean',
      help: 'cancel old subscriptions whose moved gift has had its first successful charge with us',
    },
  },
  schema: v.object({
    subdomain: v.string(),
    'dry-run': v.optional(v.boolean(), false),
    'fund-map': v.optional(v.string()),
    schedule: v.optional(v.string()),
    'from-file': v.optional(v.string()),
    'cancel-old': v.optional(v.boolean(), false),
  }),
  notes: [
    'Each moved gift keeps its amount, interval, next charge date, fund and saved card; its old subscription',
    'is paused (pause_collection void) before our first charge. The donor is matched by email (else a donor',
    'record without an account) and gets one "Your gift has moved" email with its manage link.',
    'Intervals we cannot keep, other currencies, gifts without a card or with an unknown fund are listed, not moved.',
    'Running it again moves nothing twice. Run it again with --cancel-old once the moved gifts have been charged.',
  ],
  async run(tx, input, context) {
    const { locale, config } = context;
    const organization = await findChurchForChange(tx, input.subdomain);
    let fundMap: Record<string, string> | null = null;
    if (input['fund-map']) {
      const file = path.resolve(input['fund-map']);
      const parsed = v.safeParse(fundMapSchema, readJson(locale, file));
      if (!parsed.success) throw new CliRefusalReport([say(locale, 'fundMapInvalid', { file })]);
      fundMap = parsed.output;
    }
    const stripeAccount =
      config.stripe && organization.stripeAccountId && !organization.stripeAccountSimulated
        ? organization.stripeAccountId
        : null;
    const stripe =
      config.stripe && stripeAccount
        ? oldStripeAccount(createStripeClient(config.stripe), stripeAccount)
        : null;

    let objects: OldStripeObjects;
    if (input['from-file']) {
      const file = path.resolve(input['from-file']);
      const parsed = v.safeParse(oldStripeFileSchema, readJson(locale, file));
      if (!parsed.success) {
        throw new CliRefusalReport([
          say(locale, 'fileNotStripe', { file, problem: oldStripeFileProblem(parsed.issues) }),
        ]);
      }
      objects = parsed.output;
      if (!input.schedule && objects.subscriptions === null) {
        throw new CliRefusalReport([say(locale, 'noSubscriptions', { file })]);
      }
    } else {
      if (!config.stripe) throw new CliRefusalReport([say(locale, 'noStripe')]);
      if (!stripe) throw new CliRefusalReport([say(locale, 'notConnected', { church: organization.name })]);
      objects = await stripe.read(!input.schedule);
    }

    let source: Parameters<typeof moveRecurringGifts>[2];
    if (input.schedule) {
      const file = path.resolve(input.schedule);
      const read = giftsFromSchedule(readText(locale, file), objects, organization.currency);
      if (!read.ok) {
        throw new CliRefusalReport([say(locale, 'scheduleHeader', { columns: read.missing.join(', ') })]);
      }
      source = { gifts: read.gifts, unread: read.unread, read: read.lines };
    } else {
      const gifts = giftsFromSubscriptions(objects, organization);
      source = { gifts, unread: [], read: gifts.length };
    }

    const report = await moveRecurringGifts(tx, organization, source, {
      dryRun: input['dry-run'],
      cancelOld: input['cancel-old'],
      fundMap,
      maxCents: MAX_GIFT_CENTS,
      now: context.now,
      links: { appKey: await resolveAppKey(config), publicUrl: config.publicUrl },
      oldSubscriptions: stripe?.subscriptions ?? null,
    });
    // A run that changed nothing (all moved before, nothing to cancel) leaves no line in the log.
    if (!report.dryRun && (report.moved > 0 || (input['cancel-old'] && report.canceled > 0))) {
      await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'recurring.move', {
        source: input['from-file'] ? 'file' : 'stripe',
        schedule: Boolean(input.schedule),
        read: report.read,
        moved: report.moved,
        newDonors: report.newDonors,
        alreadyMoved: report.alreadyMoved,
        refused: report.refused.length,
        paused: report.paused,
        canceled: input['cancel-old'] ? report.canceled : 0,
      });
    }
    return recurringMoveLines(locale, report, {
      schedule: Boolean(input.schedule),
      cancelOld: input['cancel-old'],
    });
  },
});
