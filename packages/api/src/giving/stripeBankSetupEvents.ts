// Stripe's word on a bank account kept for a recurring gift (docs/PRODUCT.md §22 "With Stripe").
// setup_intent.succeeded, at once after Financial Connections or days later after the donor verified the
// micro-deposits: the account is saved in the donor's payment methods ("Bank ••6789") with the
// authorization the SetupIntent's metadata records, and the recurring gift it was kept for, paused while
// it waited, starts: its next date is its start date, or today when that has passed.
// setup_intent.setup_failed, when Stripe gives the account up (its micro-deposits entered wrong three
// times, or not within 10 days): the gift that waited for it is marked as its last attempt having failed,
// still paused with no payment method and no next date, the donor's portal Activity says it could not
// start (recurring_bank_unverified, with the church's recurring.updated), and the donor is emailed, in
// their language, that it did not start and where to choose another payment method and resume it.
// Only for the church whose connected account sent the event, and only what Stripe's SetupIntent,
// read again from Stripe, bears out (as the other handlers read an object whose state matters): an
// account it has not given up, or has verified since, fails no gift. Once however often or wherever it
// arrives: the account is saved once (the payment method's id is unique), and the gift starts or fails
// only while it still waits (paused, no payment method, no next date, no failed attempt), under its row
// lock.
import { calendarDateInTimeZone, isFrequency, localeOf } from '@halo/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { recordActivity } from '../core/activityEvents';
import { bankSetupFailedEmail } from '../core/gifts/bankSetupEmails';
import { organizationUrl } from '../core/organizationUrl';
import {
  funds,
  organizations,
  processorCustomers,
  recurringGivingFunds,
  recurringGivings,
  users,
  type OrganizationRow,
  type ProcessorCustomerRow,
  type UserRow,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { StripeEventOf } from '../payments/stripe/stripeEvents';
import { saveBankAccount } from './savedBankAccounts';
import { BANK_SETUP_RECURRING_METADATA_KEY } from './stripeBankDebitOwner';
import { savedMandateOf } from './stripeBankSetupMandate';

export type BankSetupSucceededEvent = StripeEventOf<'setup_intent.succeeded'>;
export type BankSetupFailedEvent = StripeEventOf<'setup_intent.setup_failed'>;

interface SetupOwner {
  church: OrganizationRow;
  customer: ProcessorCustomerRow;
  donor: UserRow;
  /** The prefixed id of the recurring gift the account is kept for. */
  recurringPrefixedId: string;
}

/**
 * The church, customer, donor and recurring gift a bank SetupIntent was made for, as its metadata names
 * them, or null when it is no SetupIntent of ours from the connected account of the church it names.
 */
async function setupOwnerOf(
  app: FastifyInstance,
  account: string | undefined,
  intent: Stripe.SetupIntent,
): Promise<SetupOwner | null> {
  const metadata = intent.metadata ?? {};
  const recurringPrefixedId = metadata[BANK_SETUP_RECURRING_METADATA_KEY];
  const customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  // A church's accounts are kept on its connected account, and only its events name them.
  if (!account || !recurringPrefixedId || !customerId || !metadata.organization_prefixed_id) return null;
  const [church] = await app.db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.stripeAccountId, account),
        eq(organizations.prefixedId, metadata.organization_prefixed_id),
      ),
    );
  if (!church) return null;
  const [owner] = await app.db
    .select({ customer: processorCustomers, donor: users })
    .from(processorCustomers)
    .innerJoin(users, eq(users.id, processorCustomers.userId))
    .where(
      and(
        eq(processorCustomers.organizationId, church.id),
        eq(processorCustomers.processorMode, 'stripe'),
        eq(processorCustomers.customerId, customerId),
        eq(users.prefixedId, metadata.donor_prefixed_id ?? ''),
      ),
    );
  return owner ? { church, ...owner, recurringPrefixedId } : null;
}

/** The recurring gift still waiting for the account: paused, no payment method, no date, no failure. */
function waitingGift({ church, customer, recurringPrefixedId }: SetupOwner) {
  return and(
    eq(recurringGivings.prefixedId, recurringPrefixedId),
    eq(recurringGivings.organizationId, church.id),
    eq(recurringGivings.donorUserId, customer.userId),
    eq(recurringGivings.status, 'paused'),
    isNull(recurringGivings.paymentMethodId),
    isNull(recurringGivings.nextOccurrence),
    eq(recurringGivings.lastChargeAttemptFailed, false),
  );
}

/** What the event did: the account saved (and its gift started, when it waited), or null. */
export async function onBankSetupSucceeded(
  app: FastifyInstance,
  event: BankSetupSucceededEvent,
): Promise<{ paymentMethodPrefixedId: string; started: boolean } | null> {
  const intent = event.data.object;
  const owner = await setupOwnerOf(app, event.account, intent);
  if (!owner) return null;
  const { church } = owner;
  const mandate = savedMandateOf(church, intent.metadata ?? {});
  if (!mandate) return null;
  // The event names the payment method only: the account's bank and last four are asked of Stripe.
  const setup = await bankDebitsOf(app, church).readSetup(intent.id);
  if (!setup || setup.status !== 'succeeded' || !setup.paymentMethodId || !setup.account) return null;
  const account = { paymentMethodId: setup.paymentMethodId, ...setup.account };
  const today = calendarDateInTimeZone(church.timeZone, app.clock());
  return app.db.transaction(async (tx) => {
    const method = await saveBankAccount(tx, owner.customer, { account, mandate });
    const started = await tx
      .update(recurringGivings)
      .set({
        paymentMethodId: method.id,
        status: 'active',
        nextOccurrence: sql`GREATEST(${recurringGivings.startDate}, ${today}::date)`,
        updatedAt: app.clock(),
      })
      .where(waitingGift(owner))
      .returning({ id: recurringGivings.id });
    return { paymentMethodPrefixedId: method.prefixedId, started: started.length > 0 };
  });
}

/**
 * What setup_intent.setup_failed did: whether the recurring gift that waited for the account was marked
 * failed and its donor emailed (false when it no longer waited: started, changed by the donor, or failed
 * already), or null when the event is no bank SetupIntent of ours from that church.
 */
export async function onBankSetupFailed(
  app: FastifyInstance,
  event: BankSetupFailedEvent,
): Promise<{ recurringGivingPrefixedId: string; failed: boolean } | null> {
  const owner = await setupOwnerOf(app, event.account, event.data.object);
  if (!owner) return null;
  const { church, donor, recurringPrefixedId } = owner;
  // Stripe gives an account up by taking its payment method off the SetupIntent: one still waiting for
  // its micro-deposits (requires_action) or verified since (succeeded) has not failed.
  const setup = await bankDebitsOf(app, church).readSetup(event.data.object.id);
  if (!setup || setup.status !== 'requires_payment_method') {
    return { recurringGivingPrefixedId: recurringPrefixedId, failed: false };
  }
  const now = app.clock();
  const failed = await app.db.transaction(async (tx) => {
    // The update takes the gift's row lock: a second delivery, on any instance, finds it failed already.
    const [gift] = await tx
      .update(recurringGivings)
      .set({ lastChargeAttemptFailed: true, pausedUntil: null, updatedAt: now })
      .where(waitingGift(owner))
      .returning();
    if (!gift || !isFrequency(gift.scheduleType)) return false;
    await recordActivity(tx, {
      organizationId: church.id,
      donorUserId: donor.id,
      type: 'recurring_bank_unverified',
      recurringGivingId: gift.id,
      amount: gift.giftAmount,
      occurredAt: now,
    });
    const parts = await tx
      .select({ name: funds.name })
      .from(recurringGivingFunds)
      .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
      .where(eq(recurringGivingFunds.recurringGivingId, gift.id))
      .orderBy(asc(funds.position), asc(funds.id));
    await enqueueMail(
      tx,
      bankSetupFailedEmail({
        to: donor.email,
        locale: localeOf(donor.locale),
        churchName: church.displayName,
        country: church.contact.country,
        currency: church.currency,
        amountCents: gift.giftAmount,
        frequency: gift.scheduleType,
        funds: parts.map((part) => part.name),
        startDate: gift.startDate,
        reference: gift.prefixedId,
        recurringGiftsUrl: organizationUrl(app.config.publicUrl, church.subdomain, '/recurring-gifts'),
      }),
      church.id,
    );
    return true;
  });
  return { recurringGivingPrefixedId: recurringPrefixedId, failed };
}

function bankDebitsOf(app: FastifyInstance, church: OrganizationRow) {
  const bankDebits = app.payments.forOrganization(church).bankDebits;
  // Only a Stripe-connected church's SetupIntents carry our metadata; a church that left Stripe since
  // is told again by Stripe once its processor answers.
  if (!bankDebits) throw new Error(`bank setup for ${church.prefixedId}, which does not give through Stripe`);
  return bankDebits;
}
