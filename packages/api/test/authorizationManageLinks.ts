// The emailed manage links of the authorization matrix: a recurring gift of the victim that only the
// manage-link rows act on (the GraphQL rows stop her active gift and rewrite her paused one, and the
// link's own "stop" ends this one), her link to it, a link to her paused gift for the portal's
// "Revoke email links" to turn off, and a genuine link of the same-church donor to graft onto the
// victim's gift; and "Confirm your gift" links to a waiting charge of hers and of that donor. Links
// are issued by the engine's own functions, as its emails do.
import { eq } from 'drizzle-orm';
import { newPrefixedId } from '../src/db/prefixedId';
import {
  organizations,
  paymentMethods,
  processorCustomers,
  recurringCharges,
  recurringGivingFunds,
  recurringGivings,
  sandboxCharges,
} from '../src/db/schema';
import { issueGiftConfirmation } from '../src/core/emailedLinks/giftConfirmations';
import { issueManageLink } from '../src/core/emailedLinks/manageLinks';
import type { TestApp } from './helper';

export interface ManageLinks {
  /** The victim's gift the manage-link rows aim at, and the token of its emailed link. */
  managedRecurringId: string;
  manageToken: string;
  /** The token of a link to the same-church donor's own gift. */
  sameChurchManageToken: string;
  /** A "Confirm your gift" link to a charge of another gift of the victim's waiting for her bank. */
  confirmToken: string;
  /** The same-church donor's own "Confirm your gift" link. */
  sameChurchConfirmToken: string;
}

async function giftRow(testApp: TestApp, prefixedId: string) {
  const [gift] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  if (!gift) throw new Error(`world setup: no recurring gift ${prefixedId}`);
  return gift;
}

/** The token of a new link to the gift, as the `/manage/{token}` of an email carries it. */
export async function issueLinkToken(testApp: TestApp, prefixedId: string): Promise<string> {
  const { app } = testApp;
  const gift = await giftRow(testApp, prefixedId);
  const [organization] = await app.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, gift.organizationId));
  if (!organization) throw new Error('world setup: the gift has no church');
  const url = await issueManageLink(
    app.db,
    { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
    organization,
    gift,
    new Date(),
  );
  return new URL(url).pathname.replace('/manage/', '');
}

/** A copy of the victim's active gift (same plan, card and funds), as a third gift of hers. */
async function copyOfGift(testApp: TestApp, prefixedId: string): Promise<string> {
  const { db } = testApp.app;
  const {
    id,
    prefixedId: _prefixedId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...plan
  } = await giftRow(testApp, prefixedId);
  const [copy] = await db
    .insert(recurringGivings)
    .values({ ...plan, prefixedId: newPrefixedId('rcg') })
    .returning();
  if (!copy) throw new Error('world setup: the managed gift was not made');
  const funds = await db
    .select()
    .from(recurringGivingFunds)
    .where(eq(recurringGivingFunds.recurringGivingId, id));
  await db
    .insert(recurringGivingFunds)
    .values(funds.map((fund) => ({ ...fund, recurringGivingId: copy.id })));
  return copy.prefixedId;
}

/**
 * A charge of the gift waiting for the donor's bank, as the engine leaves one (a sandbox payment in
 * `requires_action` on the gift's card), and the token of its "Confirm your gift" link.
 */
async function waitingChargeToken(testApp: TestApp, prefixedId: string): Promise<string> {
  const { app } = testApp;
  const gift = await giftRow(testApp, prefixedId);
  const [organization] = await app.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, gift.organizationId));
  if (!organization) throw new Error('world setup: the gift has no church');
  const [card] = await app.db
    .select({ processorId: paymentMethods.processorId, customerId: processorCustomers.customerId })
    .from(paymentMethods)
    .innerJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
    .where(eq(paymentMethods.id, gift.paymentMethodId ?? -1));
  if (!card) throw new Error('world setup: the gift has no card');
  const paymentIntentId = `ch_sbx_matrix_${prefixedId}`;
  await app.db.insert(sandboxCharges).values({
    id: paymentIntentId,
    idempotencyKey: `matrix:${prefixedId}`,
    customerId: card.customerId,
    paymentMethodId: card.processorId,
    amountCents: gift.giftAmount,
    currency: organization.currency.toLowerCase(),
    description: 'Recurring gift',
    metadata: {},
    status: 'requires_action',
  });
  const [charge] = await app.db
    .insert(recurringCharges)
    .values({
      organizationId: organization.id,
      recurringGivingId: gift.id,
      occurrenceDate: '2020-01-01',
      status: 'awaiting_confirmation',
      attemptStartedAt: new Date(),
      firstAttemptOn: '2020-01-01',
      amount: gift.giftAmount,
      fee: 0,
      netAmount: gift.giftAmount,
      coveredFee: 0,
      isFeeCovered: false,
    })
    .returning();
  if (!charge) throw new Error('world setup: the waiting charge was not made');
  const url = await issueGiftConfirmation(
    app.db,
    { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
    organization,
    gift,
    charge,
    paymentIntentId,
    new Date(),
  );
  return new URL(url).pathname.replace('/confirm/', '');
}

export async function manageLinks(
  testApp: TestApp,
  victim: { activeRecurringId: string; pausedRecurringId: string },
  sameChurchRecurringId: string,
): Promise<ManageLinks> {
  const managedRecurringId = await copyOfGift(testApp, victim.activeRecurringId);
  await issueLinkToken(testApp, victim.pausedRecurringId);
  return {
    managedRecurringId,
    manageToken: await issueLinkToken(testApp, managedRecurringId),
    sameChurchManageToken: await issueLinkToken(testApp, sameChurchRecurringId),
    confirmToken: await waitingChargeToken(testApp, await copyOfGift(testApp, victim.activeRecurringId)),
    sameChurchConfirmToken: await waitingChargeToken(testApp, sameChurchRecurringId),
  };
}
