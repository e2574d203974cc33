// The read API's shapes (docs/CONTRACTS.md "The read API"), written once as valibot schemas: the
// routes' OpenAPI document is made from them (@valibot/to-json-schema), and the tests read answers
// with them. Money is integer cents beside an ISO 4217 currency; ids are our prefixed public ids.
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

const cents = v.pipe(v.number(), v.integer(), v.description('Integer cents of `currency`.'));
const currency = v.pipe(v.string(), v.description('ISO 4217, upper case (USD).'));
const calendarDay = v.pipe(v.string(), v.description('A day on the church’s calendar, YYYY-MM-DD.'));
const instant = v.pipe(v.string(), v.description('ISO 8601 instant, UTC.'));
const nullable = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);

export const fundShareSchema = v.object({
  fundId: v.pipe(v.string(), v.description('fund_…')),
  fundName: v.string(),
  amount: cents,
});

export const giftSchema = v.object({
  id: v.pipe(v.string(), v.description('con_…')),
  date: calendarDay,
  status: v.picklist(['succeeded', 'failed', 'refunded', 'processing']),
  amount: v.pipe(cents, v.description('What was charged, a covered fee included.')),
  coveredFee: v.pipe(cents, v.description('What the donor added to cover the fee.')),
  fee: v.pipe(cents, v.description('The processor’s fee.')),
  net: v.pipe(cents, v.description('What the church receives.')),
  refunded: v.pipe(cents, v.description('Given back so far.')),
  currency,
  donorId: v.pipe(nullable(v.string()), v.description('usr_… (GET /api/v1/donors), or null.')),
  recurringGiftId: v.pipe(nullable(v.string()), v.description('rcg_… when a recurring gift’s charge.')),
  campaignId: v.pipe(nullable(v.string()), v.description('cmp_… when given through a campaign.')),
  method: v.pipe(
    v.picklist(['online', 'cash', 'check', 'card', 'bank', 'other']),
    v.description('online for gifts given through Halo Give, else how an offline gift was recorded.'),
  ),
  funds: v.array(fundShareSchema),
  depositId: v.pipe(
    nullable(v.string()),
    v.description('dep_… of the deposit that paid it to the church’s bank (GET /api/v1/deposits), or null.'),
  ),
  createdAt: instant,
});

export const depositSchema = v.object({
  id: v.pipe(v.string(), v.description('dep_…')),
  source: v.pipe(
    v.picklist(['sandbox', 'stripe', 'batch']),
    v.description(
      'Whose payout: the sandbox’s or Stripe’s; batch: a committed batch of cash and checks the church deposited itself.',
    ),
  ),
  payoutId: v.pipe(
    v.string(),
    v.description('The processor’s payout id (po_…), to match the bank’s line; a batch’s own id (bat_…).'),
  ),
  date: v.pipe(calendarDay, v.description('The day the payout was made, on the church’s calendar.')),
  arrivalDate: v.pipe(calendarDay, v.description('The day it reaches the bank.')),
  status: v.pipe(
    v.picklist(['paid', 'carried', 'failed']),
    v.description('carried: a negative net taken into the next payout; failed: the bank refused it.'),
  ),
  gross: v.pipe(cents, v.description('The gifts it pays, as charged.')),
  fees: v.pipe(cents, v.description('What the processor charged for them.')),
  refunds: v.pipe(cents, v.description('Refunds it takes back.')),
  disputes: v.pipe(cents, v.description('Disputed amounts and dispute fees it takes back.')),
  carriedIn: v.pipe(cents, v.description('A negative net of the payout before, zero or less.')),
  otherActivity: v.pipe(
    cents,
    v.description(
      'A Stripe payout’s balance transactions that are none of the church’s gifts, refunds or disputes (their net); zero otherwise.',
    ),
  ),
  manualPayout: v.pipe(
    v.boolean(),
    v.description(
      'A payout the church made by hand in Stripe’s dashboard: Stripe lists no transactions for it, so its whole amount is otherActivity and it pays no gifts.',
    ),
  ),
  net: v.pipe(
    cents,
    v.description('gross − fees − refunds − disputes + carriedIn + otherActivity: what reaches the bank.'),
  ),
  currency,
  createdAt: instant,
});

export const donorSchema = v.object({
  id: v.pipe(v.string(), v.description('usr_…')),
  email: v.string(),
  firstName: nullable(v.string()),
  lastName: nullable(v.string()),
  createdAt: instant,
});

export const fundSchema = v.object({
  id: v.pipe(v.string(), v.description('fund_…')),
  name: v.string(),
  isDefault: v.boolean(),
  isEnabled: v.boolean(),
  isOnlineGivingVisible: v.boolean(),
  createdAt: instant,
});

export const recurringGiftSchema = v.object({
  id: v.pipe(v.string(), v.description('rcg_…')),
  donorId: v.pipe(v.string(), v.description('usr_…')),
  status: v.picklist(['active', 'paused', 'ended', 'deleted']),
  frequency: v.string(),
  amount: v.pipe(cents, v.description('Each charge before any covered fee.')),
  isFeeCovered: v.boolean(),
  currency,
  startDate: calendarDay,
  nextDate: nullable(calendarDay),
  endDate: nullable(calendarDay),
  campaignId: nullable(v.string()),
  funds: v.array(fundShareSchema),
  createdAt: instant,
});

export const campaignSchema = v.object({
  id: v.pipe(v.string(), v.description('cmp_…')),
  name: v.string(),
  slug: v.string(),
  goal: cents,
  currency,
  status: v.picklist(['open', 'closed', 'archived']),
  startDate: nullable(calendarDay),
  endDate: nullable(calendarDay),
  createdAt: instant,
});

/** `?limit=&cursor=` of every list. */
export const pageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/),
      v.transform(Number),
      v.number(),
      v.minValue(1),
      v.maxValue(100),
      v.description('1 to 100 rows; 50 when left out.'),
    ),
  ),
  cursor: v.optional(
    v.pipe(v.string(), v.maxLength(200), v.description('The nextCursor of the page before.')),
  ),
});

/** The same query as the document shows it: what the route reads, without the reading's steps. */
export const pageQueryDocumentSchema = v.object({
  limit: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(100),
      v.description('1 to 100 rows; 50 when left out.'),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.description('The nextCursor of the page before.'))),
});

export const errorSchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    nextCursor: v.pipe(
      nullable(v.string()),
      v.description('Pass as ?cursor= for the next page; null on the last page.'),
    ),
  });
}

/** A schema as the JSON Schema an OpenAPI document holds (transforms are for reading, not shown). */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const json = toJsonSchema(schema, { errorMode: 'ignore', target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}
