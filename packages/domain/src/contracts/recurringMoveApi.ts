// The console's entry for moving recurring donors from Stripe (docs/PRODUCT.md §17,
// docs/CONTRACTS.md "Moving recurring donors"), written once: the API parses the request with this
// schema, the console parses the answer. Files travel as their text, read in the browser. A
// contract: add fields, never rename or remove them.
import * as v from 'valibot';

/** What a file of the move may weigh (Stripe's list answers for a few thousand donors fit easily). */
export const RECURRING_MOVE_FILE_MAX_BYTES = 5 * 1024 * 1024;

const text = v.optional(v.nullable(v.string('request.invalid')), null);

/** `POST /api/admin/recurring-move`: a dry run or the move itself. */
export const recurringMoveRequestSchema = v.object(
  {
    /** Read the old objects from the church's Stripe account, or from `file`. */
    source: v.picklist(['stripe', 'file'], 'request.invalid'),
    /** Stripe's list answers (subscriptions, customers, payment methods) as JSON text. */
    file: text,
    /** A schedule CSV: customer,payment_method,amount,interval,next_date,fund. */
    schedule: text,
    /** JSON of old price or product ids to fund names. */
    fundMap: text,
    dryRun: v.boolean('request.invalid'),
    cancelOld: v.optional(v.boolean('request.invalid'), false),
  },
  'request.invalid',
);

export type RecurringMoveRequest = v.InferInput<typeof recurringMoveRequestSchema>;

export const recurringMoveAnswerSchema = v.object({
  dryRun: v.boolean(),
  read: v.number(),
  moved: v.number(),
  newDonors: v.number(),
  alreadyMoved: v.number(),
  refused: v.number(),
  paused: v.number(),
  notPaused: v.number(),
  canceled: v.number(),
  cancelWaiting: v.number(),
  emailed: v.number(),
  /** The same summary lines as the halo CLI's import:stripe-recurring, in the administrator's language. */
  lines: v.array(v.string()),
});

export type RecurringMoveAnswer = v.InferOutput<typeof recurringMoveAnswerSchema>;
