// Stripe's word that a bank account kept for a recurring gift is verified (docs/PRODUCT.md §22 "With
// Stripe"): setup_intent.succeeded, at once after Financial Connections or days later after the donor
// verified the micro-deposits. The account is saved in the donor's payment methods ("Bank ••6789") with
// the authorization the SetupIntent's metadata records, and the recurring gift it was kept for, paused
// while it waited, starts: its next date is its start date, or today when that has passed. Only for the
// church whose connected account sent it, and once however often or wherever it arrives: the account
// is saved once (the payment method's id is unique), and the gift starts only while it still waits.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  organizations,
  processorCustomers,
  recurringGivings,
  users,
  type OrganizationRow,
} from '../db/schema';
import type { StripeEventOf } from '../payments/stripe/stripeEvents';
import { saveBankAccount } from './savedBankAccounts';
import { BANK_SETUP_RECURRING_METADATA_KEY } from './stripeBankDebitOwner';
import { savedMandateOf } from './stripeBankSetupMandate';

export type BankSetupSucceededEvent = StripeEventOf<'setup_intent.succeeded'>;

/** What the event did: the account saved (and its gift started, when it waited), or null. */
export async function onBankSetupSucceeded(
  app: FastifyInstance,
  event: BankSetupSucceededEvent,
): Promise<{ paymentMethodPrefixedId: string; started: boolean } | null> {
  const intent = event.data.object;
  const metadata = intent.metadata ?? {};
  const recurringPrefixedId = metadata[BANK_SETUP_RECURRING_METADATA_KEY];
  const customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  // A church's accounts are kept on its connected account, and only its events name them.
  if (!event.account || !recurringPrefixedId || !customerId || !metadata.organization_prefixed_id) {
    return null;
  }
  const [church] = await app.db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.stripeAccountId, event.account),
        eq(organizations.prefixedId, metadata.organization_prefixed_id),
      ),
    );
  if (!church) return null;
  const mandate = savedMandateOf(church, metadata);
  if (!mandate) return null;
  const [owner] = await app.db
    .select({ customer: processorCustomers })
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
  if (!owner) return null;
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
      .where(
        and(
          eq(recurringGivings.prefixedId, recurringPrefixedId),
          eq(recurringGivings.organizationId, church.id),
          eq(recurringGivings.donorUserId, owner.customer.userId),
          eq(recurringGivings.status, 'paused'),
          isNull(recurringGivings.paymentMethodId),
          isNull(recurringGivings.nextOccurrence),
          eq(recurringGivings.lastChargeAttemptFailed, false),
        ),
      )
      .returning({ id: recurringGivings.id });
    return { paymentMethodPrefixedId: method.prefixedId, started: started.length > 0 };
  });
}

function bankDebitsOf(app: FastifyInstance, church: OrganizationRow) {
  const bankDebits = app.payments.forOrganization(church).bankDebits;
  // Only a Stripe-connected church's SetupIntents carry our metadata; a church that left Stripe since
  // is told again by Stripe once its processor answers.
  if (!bankDebits) throw new Error(`bank setup for ${church.prefixedId}, which does not give through Stripe`);
  return bankDebits;
}
