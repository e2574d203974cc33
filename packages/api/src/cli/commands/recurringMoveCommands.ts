// import:stripe-recurring: a church's recurring donors moved from its previous platform without asking
// them (docs/PRODUCT.md §17), their cards already in the church's connected Stripe account. Reads the
// old subscriptions, customers and cards from Stripe (or, in the sandbox, from a file shaped like
// Stripe's list answers), through core/recurringMoves/runRecurringMove.ts, which the console's Import
// calls too; here only the files are read from disk and the activity is recorded as the CLI's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@halo/domain';
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { recurringMoveSay } from '../../core/recurringMoves/recurringMoveMessages';
import {
  RecurringMoveRefused,
  runRecurringMove,
  type RecurringMoveFile,
} from '../../core/recurringMoves/runRecurringMove';
import { findChurchForChange } from '../../organizations/updateChurch';
import { CliRefusalReport, defineCommand } from '../cliCommand';

function readFile(locale: Locale, option: string | undefined): RecurringMoveFile | null {
  if (!option) return null;
  const file = path.resolve(option);
  if (!existsSync(file)) throw new CliRefusalReport([recurringMoveSay(locale, 'fileMissing', { file })]);
  return { name: file, text: readFileSync(file, 'utf8') };
}

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
    try {
      const run = await runRecurringMove(
        tx,
        organization,
        {
          locale,
          surface: 'cli',
          fundMap: readFile(locale, input['fund-map']),
          file: readFile(locale, input['from-file']),
          schedule: readFile(locale, input.schedule),
          dryRun: input['dry-run'],
          cancelOld: input['cancel-old'],
          now: context.now,
        },
        config,
      );
      if (run.activity) {
        await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'recurring.move', run.activity);
      }
      return run.lines;
    } catch (error) {
      if (error instanceof RecurringMoveRefused) throw new CliRefusalReport([error.message]);
      throw error;
    }
  },
});
