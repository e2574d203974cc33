// Moving a church's recurring donors from its previous platform without asking them
// (docs/PRODUCT.md §17): each old recurring gift the domain can keep becomes one of ours with the same
// amount, frequency, next date, fund and saved card, on a donor record matched by email (or made
// without an account); its old subscription's collection is paused before our first charge; each
// donor is told once, with a manage link per gift. One transaction: a dry run writes nothing, and
// a run that fails moves nothing (a pause already made is recognised by the next run).
import { calendarDateInTimeZone, localeOf, planRecurringMove, type Locale } from '@halo/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../activityEvents';
import { issueManageLink } from '../emailedLinks/manageLinks';
import { insertDonorRecords } from '../accounts/donorRecordBatch';
import { recordCard } from '../gifts/recordCard';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributions,
  funds,
  paymentMethods,
  processorCustomers,
  recurringGiftMoves,
  recurringGivingFunds,
  recurringGivings,
  users,
  type OrganizationRow,
} from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { adoptMovedSandboxCard, sandboxCustomerForMove } from '../../payments/sandbox/sandboxMovedCards';
import { giftMovedEmail, type MovedGiftLine } from './giftMovedEmail';
import type { OldGiftToMove, UnreadOldGift } from './oldRecurringGifts';
import type { OldSubscriptions } from './oldStripeAccount';

/** The most one gift may be, as for an imported gift (organizations/churchFields MAX_GIFT_CENTS). */
export interface RecurringMoveOptions {
  dryRun: boolean;
  /** Also cancel old subscriptions whose moved gift has had its first successful charge with us. */
  cancelOld: boolean;
  fundMap: Readonly<Record<string, string>> | null;
  maxCents: number;
  now: Date;
  /** Signing and addressing the manage links the email carries. */
  links: { appKey: string; publicUrl: string };
  /** The old subscriptions at Stripe; null where no Stripe account can be reached (the sandbox). */
  oldSubscriptions: OldSubscriptions | null;
}

export type RefusedOldGift = UnreadOldGift;

export interface RecurringMoveReport {
  dryRun: boolean;
  /** Subscriptions (or schedule lines) read. */
  read: number;
  /** Gifts moved, or to move in a dry run. */
  moved: number;
  newDonors: number;
  alreadyMoved: number;
  refused: RefusedOldGift[];
  /** Old subscriptions whose collection was paused now (or would be). */
  paused: number;
  /** Old subscriptions moved that no Stripe account could be reached to pause. */
  notPaused: number;
  /** With --cancel-old: old subscriptions cancelled (or to cancel), and those still waiting for our first charge. */
  canceled: number;
  cancelWaiting: number;
  /** Donors told "Your gift has moved" (or to tell). */
  emailed: number;
}

/**
 * The class of `pg_advisory_xact_lock(class, church)`: two moves into one church take turns, so the
 * second finds the first's rows once it commits and moves nothing twice.
 */
const RECURRING_MOVE_LOCK_CLASS = 0x6d6f7665;

interface DonorFound {
  id: number;
  locale: string;
  email: string;
  /** An account registered with a password whose email nobody has proved yet. */
  unproved?: boolean;
}

function nameParts(name: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0] ?? null, lastName: words.slice(1).join(' ') || null };
}

export async function moveRecurringGifts(
  tx: Database,
  organization: OrganizationRow,
  source: { gifts: readonly OldGiftToMove[]; unread: readonly UnreadOldGift[]; read: number },
  options: RecurringMoveOptions,
): Promise<RecurringMoveReport> {
  if (!options.dryRun) {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECURRING_MOVE_LOCK_CLASS}, ${organization.id})`);
  }
  const mode = organization.processorMode;
  const today = calendarDateInTimeZone(organization.timeZone, options.now);
  const churchFunds = await tx
    .select({ id: funds.id, name: funds.name, isDefault: funds.isDefault })
    .from(funds)
    .where(eq(funds.organizationId, organization.id));
  const fundIdOf = new Map(churchFunds.map((fund) => [fund.name, fund.id]));

  const keys = source.gifts.map(({ gift }) => gift.key);
  const present = new Set(
    keys.length === 0
      ? []
      : (
          await tx
            .select({ key: recurringGiftMoves.oldKey })
            .from(recurringGiftMoves)
            .where(
              and(
                eq(recurringGiftMoves.organizationId, organization.id),
                inArray(recurringGiftMoves.oldKey, keys),
              ),
            )
        ).map((row) => row.key),
  );

  const refused: RefusedOldGift[] = [...source.unread];
  const planned = [];
  for (const old of source.gifts) {
    if (present.has(old.gift.key)) continue;
    const plan = planRecurringMove(old.gift, {
      currency: organization.currency,
      today,
      maxCents: options.maxCents,
      fundMap: options.fundMap,
      fundNames: churchFunds.map((fund) => fund.name),
      defaultFund: churchFunds.find((fund) => fund.isDefault)?.name ?? null,
    });
    if (!plan.ok) {
      refused.push({ label: old.label, email: old.gift.email, reason: plan.reason, params: plan.params });
    } else if (old.card && old.customer && old.gift.email) {
      planned.push({ old, plan, email: old.gift.email, card: old.card, customer: old.customer });
    }
  }

  // Donors by email within the church; a Stripe-mode donor who already pays through another of the
  // church's Stripe customers cannot be charged on this one's card.
  const emails = [...new Set(planned.map((move) => move.email))];
  const donors = new Map<string, DonorFound>();
  if (emails.length > 0) {
    for (const user of await tx
      .select({
        id: users.id,
        locale: users.locale,
        email: users.email,
        unproved: sql<boolean>`${users.passwordHash} is not null and ${users.emailVerifiedAt} is null`,
      })
      .from(users)
      .where(and(eq(users.organizationId, organization.id), inArray(users.email, emails)))) {
      donors.set(user.email, user);
    }
  }
  const customerOwners = new Map<string, number>();
  const customerOfDonor = new Map<number, string>();
  if (mode === 'stripe' && planned.length > 0) {
    for (const row of await tx
      .select({ userId: processorCustomers.userId, customerId: processorCustomers.customerId })
      .from(processorCustomers)
      .where(
        and(
          eq(processorCustomers.organizationId, organization.id),
          eq(processorCustomers.processorMode, 'stripe'),
        ),
      )) {
      customerOwners.set(row.customerId, row.userId);
      customerOfDonor.set(row.userId, row.customerId);
    }
  }
  const toMove = planned.filter((move) => {
    const donor = donors.get(move.email);
    // Whoever registered an address before its owner proved it must not see the owner's gift and card
    // (docs/ARCHITECTURE.md §4 "Identity": typing an email gains nothing).
    if (donor?.unproved) {
      refused.push({ label: move.old.label, email: move.email, reason: 'unverifiedAccount', params: {} });
      return false;
    }
    if (mode !== 'stripe') return true;
    const owner = customerOwners.get(move.customer.id);
    const own = donor ? customerOfDonor.get(donor.id) : undefined;
    const clash =
      (owner !== undefined && owner !== donor?.id) || (own !== undefined && own !== move.customer.id);
    if (clash)
      refused.push({ label: move.old.label, email: move.email, reason: 'otherCustomer', params: {} });
    return !clash;
  });
  const newEmails = new Set(toMove.map((move) => move.email).filter((email) => !donors.has(email)));

  const cancelable = options.cancelOld
    ? await oldSubscriptionsToCancel(tx, organization.id)
    : { ready: [], waiting: 0 };
  const report: RecurringMoveReport = {
    dryRun: options.dryRun,
    read: source.read,
    moved: toMove.length,
    newDonors: newEmails.size,
    alreadyMoved: present.size,
    refused,
    paused: options.oldSubscriptions ? toMove.filter((move) => move.old.subscriptionId).length : 0,
    notPaused: options.oldSubscriptions ? 0 : toMove.filter((move) => move.old.subscriptionId).length,
    canceled: options.oldSubscriptions ? cancelable.ready.length : 0,
    cancelWaiting:
      cancelable.waiting + (options.cancelOld ? toMove.filter((move) => move.old.subscriptionId).length : 0),
    emailed: new Set(toMove.map((move) => move.email)).size,
  };
  if (options.dryRun) return report;

  const moved = new Map<
    number,
    {
      donor: DonorFound;
      locale: Locale;
      gifts: MovedGiftLine[];
      giftRows: Array<{ id: number; prefixedId: string }>;
    }
  >();
  for (const move of toMove) {
    const { old, plan, card, customer } = move;
    let donor = donors.get(move.email);
    if (!donor) {
      // The donor's language as the old platform knew it, else the church's.
      const locale = old.locale ?? localeOf(organization.locale);
      await insertDonorRecords(tx, organization.id, locale, [
        { email: move.email, ...nameParts(customer.name) },
      ]);
      const [user] = await tx
        .select({ id: users.id, locale: users.locale, email: users.email })
        .from(users)
        .where(and(eq(users.organizationId, organization.id), eq(users.email, move.email)));
      if (!user) throw new Error('moveRecurringGifts: the donor record vanished');
      donor = user;
      donors.set(move.email, user);
    }
    const owner = await processorCustomerOf(tx, organization, donor, move);
    const processorId =
      mode === 'sandbox'
        ? await adoptMovedSandboxCard(tx, {
            oldPaymentMethodId: card.id,
            customerId: owner.customerId,
            card: cardDetails(card.card),
          })
        : card.id;
    const [primary] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, donor.id), eq(paymentMethods.isPrimary, true)));
    const cardRow = await recordCard(tx, owner, {
      processorId,
      card: cardDetails(card.card),
      cardholderName: customer.name ?? null,
      isPrimary: !primary,
    });
    if (cardRow.userId !== donor.id) throw new Error('moveRecurringGifts: the card is another donor’s');
    const [gift] = await tx
      .insert(recurringGivings)
      .values({
        prefixedId: newPrefixedId('rcg'),
        organizationId: organization.id,
        donorUserId: donor.id,
        scheduleType: plan.frequency,
        startDate: plan.nextDate,
        nextOccurrence: plan.nextDate,
        giftAmount: plan.amountCents,
        paymentMethodId: cardRow.id,
      })
      .returning({ id: recurringGivings.id, prefixedId: recurringGivings.prefixedId });
    if (!gift) throw new Error('moveRecurringGifts: the recurring gift was not written');
    await tx.insert(recurringGivingFunds).values(
      plan.parts.map((part) => ({
        recurringGivingId: gift.id,
        fundId: fundIdOf.get(part.fund)!,
        giftAmount: part.amountCents,
      })),
    );
    await recordActivity(tx, {
      organizationId: organization.id,
      donorUserId: donor.id,
      type: 'recurring_created',
      recurringGivingId: gift.id,
      amount: plan.amountCents,
      occurredAt: options.now,
    });
    const [row] = await tx
      .insert(recurringGiftMoves)
      .values({
        organizationId: organization.id,
        oldKey: old.gift.key,
        oldSubscriptionId: old.subscriptionId,
        recurringGivingId: gift.id,
      })
      .onConflictDoNothing()
      .returning({ id: recurringGiftMoves.id });
    // The church's lock makes this impossible; were it not, the whole run would stop rather than move twice.
    if (!row) throw new Error(`moveRecurringGifts: ${old.gift.key} was moved meanwhile`);
    if (old.subscriptionId && options.oldSubscriptions) {
      await options.oldSubscriptions.pause(old.subscriptionId, organization.prefixedId);
      await tx
        .update(recurringGiftMoves)
        .set({ oldPausedAt: options.now })
        .where(eq(recurringGiftMoves.id, row.id));
    }
    const entry = moved.get(donor.id) ?? {
      donor,
      locale: localeOf(donor.locale),
      gifts: [],
      giftRows: [],
    };
    entry.gifts.push({
      amountCents: plan.amountCents,
      frequency: plan.frequency,
      fundNames: plan.parts.map((part) => part.fund),
      nextDate: plan.nextDate,
      cardBrand: card.card.brand ?? 'card',
      cardLastFour: card.card.last4 ?? '',
      manageUrl: '',
    });
    entry.giftRows.push(gift);
    moved.set(donor.id, entry);
  }

  // One "Your gift has moved" per donor, in this transaction: queued once with the moves themselves.
  for (const entry of moved.values()) {
    const gifts = [];
    for (const [index, line] of entry.gifts.entries()) {
      const manageUrl = await issueManageLink(
        tx,
        options.links,
        organization,
        entry.giftRows[index]!,
        options.now,
      );
      gifts.push({ ...line, manageUrl });
    }
    await enqueueMail(
      tx,
      giftMovedEmail({
        to: entry.donor.email,
        locale: entry.locale,
        churchName: organization.displayName,
        country: organization.contact.country,
        currency: organization.currency,
        gifts,
      }),
      organization.id,
    );
  }

  if (options.cancelOld && options.oldSubscriptions) {
    for (const ready of cancelable.ready) {
      await options.oldSubscriptions.cancel(ready.subscriptionId);
      await tx
        .update(recurringGiftMoves)
        .set({ oldCanceledAt: options.now })
        .where(eq(recurringGiftMoves.id, ready.id));
    }
  }
  return report;
}

const cardDetails = (card: NonNullable<OldGiftToMove['card']>['card']) => ({
  brand: card.brand ?? 'unknown',
  lastFour: card.last4 ?? '',
  expMonth: card.exp_month,
  expYear: card.exp_year,
});

/** The donor's processor customer: Stripe's old customer itself, or in the sandbox the donor's own. */
async function processorCustomerOf(
  tx: Database,
  organization: OrganizationRow,
  donor: DonorFound,
  move: { customer: { id: string; name?: string | null }; email: string },
) {
  const mode = organization.processorMode;
  const find = async () => {
    const [row] = await tx
      .select()
      .from(processorCustomers)
      .where(
        and(
          eq(processorCustomers.organizationId, organization.id),
          eq(processorCustomers.userId, donor.id),
          eq(processorCustomers.processorMode, mode),
        ),
      );
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const customerId =
    mode === 'sandbox'
      ? await sandboxCustomerForMove(tx, {
          oldCustomerId: move.customer.id,
          organizationPrefixedId: organization.prefixedId,
          email: move.email,
          name: move.customer.name ?? move.email,
        })
      : move.customer.id;
  await tx
    .insert(processorCustomers)
    .values({ organizationId: organization.id, userId: donor.id, processorMode: mode, customerId })
    .onConflictDoNothing();
  const saved = await find();
  if (!saved) throw new Error('moveRecurringGifts: the processor customer was not recorded');
  return saved;
}

/**
 * Old subscriptions a move paused and has not cancelled: ready once their gift has had a successful
 * charge with us (the donor is charged by us now), else still waiting for it.
 */
async function oldSubscriptionsToCancel(tx: Database, organizationId: number) {
  const rows = await tx
    .select({
      id: recurringGiftMoves.id,
      subscriptionId: recurringGiftMoves.oldSubscriptionId,
      giftId: recurringGiftMoves.recurringGivingId,
    })
    .from(recurringGiftMoves)
    .where(
      and(
        eq(recurringGiftMoves.organizationId, organizationId),
        isNotNull(recurringGiftMoves.oldSubscriptionId),
        isNull(recurringGiftMoves.oldCanceledAt),
      ),
    );
  const charged = new Set<number>();
  if (rows.length > 0) {
    const paid = await tx
      .selectDistinct({ giftId: contributions.recurringGivingId })
      .from(contributions)
      .where(
        and(
          eq(contributions.organizationId, organizationId),
          eq(contributions.status, 'succeeded'),
          inArray(
            contributions.recurringGivingId,
            rows.map((row) => row.giftId),
          ),
        ),
      );
    for (const { giftId } of paid) if (giftId !== null) charged.add(giftId);
  }
  const ready = rows
    .filter((row) => charged.has(row.giftId))
    .map((row) => ({ id: row.id, subscriptionId: row.subscriptionId! }));
  return { ready, waiting: rows.length - ready.length };
}
