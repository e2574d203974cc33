// One run of moving recurring donors (docs/PRODUCT.md §17), whoever asks: the halo CLI's
// import:stripe-recurring with files from disk, or the console's Import with files sent as text.
// Reads the old objects (from the church's Stripe account when it is connected in Stripe mode, else
// from the file given), turns them into old gifts (subscriptions, or a schedule CSV), moves them, and
// says the summary lines. The caller records the administrator's activity (`activity`), as who it is.
import type { Locale } from '@halo/domain';
import * as v from 'valibot';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { OrganizationRow } from '../../db/schema';
import { MAX_GIFT_CENTS } from '../../organizations/churchFields';
import { createStripeClient } from '../../payments/stripe/createStripeClient';
import { resolveAppKey } from '../appKey';
import { moveRecurringGifts, type RecurringMoveReport } from './moveRecurringGifts';
import { giftsFromSchedule, giftsFromSubscriptions } from './oldRecurringGifts';
import { oldStripeAccount } from './oldStripeAccount';
import { oldStripeFileProblem, oldStripeFileSchema, type OldStripeObjects } from './oldStripeObjects';
import {
  recurringMoveLines,
  recurringMoveSay,
  type RecurringMoveMessageKey,
  type RecurringMoveSurface,
} from './recurringMoveMessages';

/** Which part of the request a refusal is about: the console names its field, the CLI its option. */
export type RecurringMoveField = 'source' | 'file' | 'schedule' | 'fundMap';

/** Nothing was read or written: the request must change first. */
export class RecurringMoveRefused extends Error {
  constructor(
    readonly field: RecurringMoveField,
    message: string,
  ) {
    super(message);
    this.name = 'RecurringMoveRefused';
  }
}

/** A file's text and how to name it in a refusal (its path for the CLI, the field for the console). */
export interface RecurringMoveFile {
  name: string;
  text: string;
}

export interface RecurringMoveRequest {
  locale: Locale;
  surface: RecurringMoveSurface;
  /** Stripe's list answers (subscriptions, customers, payment methods); null reads the Stripe account. */
  file: RecurringMoveFile | null;
  schedule: RecurringMoveFile | null;
  fundMap: RecurringMoveFile | null;
  dryRun: boolean;
  cancelOld: boolean;
  now: Date;
}

export interface RecurringMoveRun {
  report: RecurringMoveReport;
  lines: string[];
  /** The administrator's activity to record, or null when the run changed nothing. */
  activity: Record<string, unknown> | null;
}

const fundMapSchema = v.record(v.pipe(v.string(), v.nonEmpty()), v.pipe(v.string(), v.trim(), v.nonEmpty()));

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}

/** Whether the church's own Stripe account can be read: Stripe keys, and connected in Stripe mode. */
export function readableStripeAccount(
  settings: Pick<Config, 'stripe'>,
  organization: Pick<OrganizationRow, 'stripeAccountId' | 'stripeAccountSimulated'>,
): string | null {
  return settings.stripe && organization.stripeAccountId && !organization.stripeAccountSimulated
    ? organization.stripeAccountId
    : null;
}

export async function runRecurringMove(
  tx: Database,
  organization: OrganizationRow,
  request: RecurringMoveRequest,
  settings: Pick<Config, 'stripe' | 'appKey' | 'dataDir' | 'publicUrl'>,
): Promise<RecurringMoveRun> {
  const { locale, surface } = request;
  const refuse = (field: RecurringMoveField, key: RecurringMoveMessageKey, params = {}) =>
    new RecurringMoveRefused(field, recurringMoveSay(locale, key, params, surface));

  let fundMap: Record<string, string> | null = null;
  if (request.fundMap) {
    const json = parseJson(request.fundMap.text);
    const parsed = json.ok ? v.safeParse(fundMapSchema, json.value) : null;
    if (!parsed?.success) throw refuse('fundMap', 'fundMapInvalid', { file: request.fundMap.name });
    fundMap = parsed.output;
  }
  const stripeAccount = readableStripeAccount(settings, organization);
  const stripe =
    settings.stripe && stripeAccount
      ? oldStripeAccount(createStripeClient(settings.stripe), stripeAccount)
      : null;

  let objects: OldStripeObjects;
  if (request.file) {
    const { name, text } = request.file;
    const json = parseJson(text);
    if (!json.ok) throw refuse('file', 'fileNotJson', { file: name, problem: json.problem });
    const parsed = v.safeParse(oldStripeFileSchema, json.value);
    if (!parsed.success) {
      throw refuse('file', 'fileNotStripe', { file: name, problem: oldStripeFileProblem(parsed.issues) });
    }
    objects = parsed.output;
    if (!request.schedule && objects.subscriptions === null) {
      throw refuse('file', 'noSubscriptions', { file: name });
    }
  } else {
    if (!settings.stripe) throw refuse('source', 'noStripe');
    if (!stripe) throw refuse('source', 'notConnected', { church: organization.name });
    objects = await stripe.read(!request.schedule);
  }

  let source: Parameters<typeof moveRecurringGifts>[2];
  if (request.schedule) {
    const read = giftsFromSchedule(request.schedule.text, objects, organization.currency);
    if ('unreadable' in read) {
      throw refuse('schedule', 'scheduleNotCsv', { file: request.schedule.name, problem: read.unreadable });
    }
    if (!read.ok) throw refuse('schedule', 'scheduleHeader', { columns: read.missing.join(', ') });
    source = { gifts: read.gifts, unread: read.unread, read: read.lines };
  } else {
    const gifts = giftsFromSubscriptions(objects, organization);
    source = { gifts, unread: [], read: gifts.length };
  }

  const report = await moveRecurringGifts(tx, organization, source, {
    dryRun: request.dryRun,
    cancelOld: request.cancelOld,
    fundMap,
    maxCents: MAX_GIFT_CENTS,
    now: request.now,
    links: { appKey: await resolveAppKey(settings), publicUrl: settings.publicUrl },
    oldSubscriptions: stripe?.subscriptions ?? null,
  });
  // A run that changed nothing (all moved before, nothing to cancel) leaves no line in the log.
  const changed = !report.dryRun && (report.moved > 0 || (request.cancelOld && report.canceled > 0));
  return {
    report,
    lines: recurringMoveLines(locale, report, {
      schedule: Boolean(request.schedule),
      cancelOld: request.cancelOld,
    }),
    activity: changed
      ? {
          source: request.file ? 'file' : 'stripe',
          schedule: Boolean(request.schedule),
          read: report.read,
          moved: report.moved,
          newDonors: report.newDonors,
          alreadyMoved: report.alreadyMoved,
          refused: report.refused.length,
          paused: report.paused,
          canceled: request.cancelOld ? report.canceled : 0,
        }
      : null,
  };
}
