// The old platform's recurring gifts as the domain plans them (docs/PRODUCT.md §17): from Stripe's
// subscriptions, or from a schedule file's lines when the subscriptions did not come along, each
// with the customer and card it charges.
import {
  calendarDateInTimeZone,
  frequencyOfStripeInterval,
  matchLocale,
  missingScheduleColumns,
  occurrenceKeys,
  parseScheduleRow,
  scheduleRowKeyBase,
  type Locale,
  type OldRecurringGift,
  type RecurringMoveReason,
} from '@halo/domain';
import { parse } from 'csv-parse/sync';
import { MOVED_METADATA_KEY } from './oldStripeAccount';
import type { OldStripeObjects, StripeCustomer, StripePaymentMethod } from './oldStripeObjects';

/** One old gift with what moving it needs besides the plan. */
export interface OldGiftToMove {
  gift: OldRecurringGift;
  /** What the output calls it: the subscription's id, or the schedule's line. */
  label: string;
  subscriptionId: string | null;
  customer: StripeCustomer | null;
  card: (StripePaymentMethod & { card: NonNullable<StripePaymentMethod['card']> }) | null;
  /** The donor's language as the old platform knew it (`preferred_locales`), else null. */
  locale: Locale | null;
}

/** A gift the output lists as refused before it could be planned (a schedule line it cannot read). */
export interface UnreadOldGift {
  label: string;
  email: string | null;
  reason: RecurringMoveReason;
  params: Record<string, string>;
}

interface Lookup {
  customers: Map<string, StripeCustomer>;
  cards: Map<string, OldGiftToMove['card'] & object>;
  cardsOf: Map<string, Array<OldGiftToMove['card'] & object>>;
}

function lookupOf(objects: OldStripeObjects): Lookup {
  const cards = new Map<string, OldGiftToMove['card'] & object>();
  const cardsOf = new Map<string, Array<OldGiftToMove['card'] & object>>();
  for (const method of objects.paymentMethods) {
    if (method.type !== 'card' || !method.card || !method.customer) continue;
    const card = { ...method, card: method.card };
    cards.set(method.id, card);
    cardsOf.set(method.customer, [...(cardsOf.get(method.customer) ?? []), card]);
  }
  return { customers: new Map(objects.customers.map((customer) => [customer.id, customer])), cards, cardsOf };
}

/** The customer's card a gift charges: the one named, else the customer's default, else its only card. */
function cardFor(lookup: Lookup, customerId: string, named: string | null) {
  const customer = lookup.customers.get(customerId);
  const wanted = named ?? customer?.invoice_settings?.default_payment_method ?? null;
  if (wanted) {
    const card = lookup.cards.get(wanted);
    return card && card.customer === customerId ? card : null;
  }
  const own = lookup.cardsOf.get(customerId) ?? [];
  return own.length === 1 ? (own[0] ?? null) : null;
}

const localeOfCustomer = (customer: StripeCustomer | undefined): Locale | null =>
  (customer?.preferred_locales ?? []).map((tag) => matchLocale(tag)).find((locale) => locale !== null) ??
  null;

/** Each subscription read as an old gift, whatever its status; `today`'s time zone is the church's. */
export function giftsFromSubscriptions(
  objects: OldStripeObjects,
  church: { prefixedId: string; timeZone: string | null },
): OldGiftToMove[] {
  const lookup = lookupOf(objects);
  return (objects.subscriptions ?? []).map((subscription) => {
    const customer = lookup.customers.get(subscription.customer);
    const items = subscription.items.data;
    const recurring = items[0]?.price.recurring ?? null;
    const periodEnd = items[0]?.current_period_end ?? subscription.current_period_end ?? 0;
    const card = cardFor(lookup, subscription.customer, subscription.default_payment_method);
    const pausedByUs = subscription.metadata?.[MOVED_METADATA_KEY] === church.prefixedId;
    return {
      label: subscription.id,
      subscriptionId: subscription.id,
      customer: customer ?? null,
      card,
      locale: localeOfCustomer(customer),
      gift: {
        key: subscription.id,
        email: customer?.email?.trim().toLowerCase() || null,
        cardId: card?.id ?? null,
        currency: subscription.currency,
        frequency: recurring ? frequencyOfStripeInterval(recurring.interval, recurring.interval_count) : null,
        intervalLabel: recurring ? `${recurring.interval_count} ${recurring.interval}` : '—',
        lines: items.map((item) => ({
          oldIds: [item.price.id, ...(item.price.product ? [item.price.product] : [])],
          fund: null,
          amountCents: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
        })),
        nextDate: calendarDateInTimeZone(church.timeZone, new Date(periodEnd * 1000)),
        collectionPaused: subscription.pause_collection !== null && !pausedByUs,
        status: subscription.status,
      },
    };
  });
}

export type ScheduleFileRead =
  | { ok: true; gifts: OldGiftToMove[]; unread: UnreadOldGift[]; lines: number }
  | { ok: false; missing: string[] }
  | { ok: false; unreadable: string };

/**
 * A schedule file (`customer,payment_method,amount,interval,next_date,fund`, docs/PRODUCT.md §17):
 * each line an old gift in the church's currency, keyed by its values without the next date.
 */
export function giftsFromSchedule(
  text: string,
  objects: OldStripeObjects,
  currency: string,
): ScheduleFileRead {
  let records: Array<Record<string, string>>;
  let header: string[];
  try {
    records = parse(text, {
      columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as Array<Record<string, string>>;
    header = records[0] ? Object.keys(records[0]) : ((parse(text, { to_line: 1 }) as string[][])[0] ?? []);
  } catch (error) {
    // Not CSV at all (a stray quote, a JSON file chosen by mistake): csv-parse says where.
    return { ok: false, unreadable: (error as Error).message };
  }
  const missing = missingScheduleColumns(header.map((name) => name.trim().toLowerCase()));
  if (missing.length > 0) return { ok: false, missing };
  const lookup = lookupOf(objects);
  const gifts: OldGiftToMove[] = [];
  const unread: UnreadOldGift[] = [];
  const read = records.map((cells, index) => ({ line: index + 2, result: parseScheduleRow(cells) }));
  const keys = occurrenceKeys(read.map(({ result }) => (result.ok ? scheduleRowKeyBase(result.row) : '')));
  read.forEach(({ line, result }, index) => {
    const label = `line ${line}`;
    if (!result.ok) {
      unread.push({
        label: `${label}, ${result.column}`,
        email: null,
        reason: result.reason,
        params: result.params,
      });
      return;
    }
    const { row } = result;
    const customer = lookup.customers.get(row.customerId);
    if (!customer) {
      unread.push({ label, email: null, reason: 'customerUnknown', params: { value: row.customerId } });
      return;
    }
    const card = cardFor(lookup, row.customerId, row.paymentMethodId);
    gifts.push({
      label,
      subscriptionId: null,
      customer,
      card,
      locale: localeOfCustomer(customer),
      gift: {
        key: keys[index] ?? scheduleRowKeyBase(row),
        email: customer.email?.trim().toLowerCase() || null,
        cardId: card?.id ?? null,
        currency,
        frequency: row.frequency,
        intervalLabel: row.frequency,
        lines: [{ oldIds: [], fund: row.fund, amountCents: row.amountCents }],
        nextDate: row.nextDate,
        collectionPaused: false,
        status: 'active',
      },
    });
  });
  return { ok: true, gifts, unread, lines: records.length };
}
