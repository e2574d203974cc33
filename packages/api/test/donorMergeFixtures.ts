// Donor records for the merge tests, written straight into the database: two records of one person
// with a saved card and a recurring gift on it, a pledge, a household membership and a statement
// already sent; what is under test is the merge, not the giving flow that made them.
import { newPrefixedId } from '../src/db/prefixedId';
import {
  externalIdentities,
  householdMembers,
  households,
  paymentMethods,
  people,
  pledges,
  processorCustomers,
  recurringGivings,
  statementBatchDonors,
  statementBatches,
  statementBatchHouseholds,
  users,
} from '../src/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from './helper';
import { createDonor } from './reportFixtures';

export interface Owned {
  userId: number;
  organizationId: number;
  prefixedId: string;
}

export async function donorRecord(
  testApp: TestApp,
  church: string,
  person: {
    email: string;
    firstName: string;
    lastName: string;
    verified?: boolean;
    contactEmail?: string;
    address?: string;
  },
): Promise<Owned> {
  const { user, organization } = await createDonor(testApp, church, {
    ...person,
    password: 'merge-donor-1234',
  });
  const { db } = testApp.app;
  if (person.verified === false)
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
  if (person.contactEmail || person.address) {
    await db
      .update(people)
      .set({
        contact: {
          address: person.address ?? null,
          city: person.address ? 'Springfield' : null,
          state: null,
          zip: person.address ? '62701' : null,
          country: null,
          email: person.contactEmail ?? person.email,
          phones: [],
        },
      })
      .where(eq(people.userId, user.id));
  }
  return { userId: user.id, organizationId: organization.id, prefixedId: user.prefixedId };
}

/** A saved sandbox card and a monthly recurring gift on it. */
export async function savedCardWithRecurringGift(
  testApp: TestApp,
  owner: Owned,
  lastFour: string,
  isPrimary = true,
) {
  const { db } = testApp.app;
  const [customer] = await db
    .insert(processorCustomers)
    .values({
      organizationId: owner.organizationId,
      userId: owner.userId,
      processorMode: 'sandbox',
      customerId: `cus_merge_${owner.userId}`,
    })
    .returning();
  const [card] = await db
    .insert(paymentMethods)
    .values({
      prefixedId: newPrefixedId('pmt'),
      organizationId: owner.organizationId,
      userId: owner.userId,
      processorCustomerId: customer!.id,
      processorMode: 'sandbox',
      processorId: `pm_merge_${owner.userId}_${lastFour}`,
      brand: 'Visa',
      lastFour,
      expMonth: 12,
      expYear: 2030,
      isPrimary,
    })
    .returning();
  const [recurring] = await db
    .insert(recurringGivings)
    .values({
      prefixedId: newPrefixedId('rcg'),
      organizationId: owner.organizationId,
      donorUserId: owner.userId,
      scheduleType: 'monthly',
      startDate: '2026-01-15',
      nextOccurrence: '2027-01-15',
      giftAmount: 2_500,
      paymentMethodId: card!.id,
    })
    .returning();
  return { card: card!, recurring: recurring! };
}

/** A sign-in provider linked with `email` (the provider vouched for it). */
export async function linkedSignIn(testApp: TestApp, owner: Owned, email: string) {
  await testApp.app.db.insert(externalIdentities).values({
    userId: owner.userId,
    organizationId: owner.organizationId,
    issuer: 'https://accounts.google.com',
    subject: `merge-${owner.userId}`,
    email,
  });
}

export async function activePledge(testApp: TestApp, owner: Owned, campaignId: number, amount: number) {
  const [row] = await testApp.app.db
    .insert(pledges)
    .values({
      prefixedId: newPrefixedId('plg'),
      organizationId: owner.organizationId,
      donorUserId: owner.userId,
      campaignId,
      amount,
      source: 'donor',
    })
    .returning();
  return row!;
}

export async function householdOf(testApp: TestApp, members: Owned[], name: string, fromYear: number) {
  const { db } = testApp.app;
  const [household] = await db
    .insert(households)
    .values({
      prefixedId: newPrefixedId('hsh'),
      organizationId: members[0]!.organizationId,
      name,
      addresseeUserId: members[0]!.userId,
    })
    .returning();
  const rows = await db
    .insert(householdMembers)
    .values(
      members.map((member) => ({
        householdId: household!.id,
        userId: member.userId,
        fromYear,
        toYear: null,
      })),
    )
    .returning();
  return { household: household!, memberships: rows };
}

/** A finished year-end batch that sent `year`'s statement to `owner` at `sentAt`. */
export async function statementSent(testApp: TestApp, owner: Owned, year: number, sentAt: Date) {
  const { db } = testApp.app;
  const [batch] = await db
    .insert(statementBatches)
    .values({
      prefixedId: newPrefixedId('stb'),
      organizationId: owner.organizationId,
      year,
      endDate: `${year}-12-31`,
      letterTitle: 'Thank you',
      startedByLabel: 'owner@example.com',
      totalCount: 1,
      sentCount: 1,
      finishedAt: sentAt,
    })
    .returning();
  await db.insert(statementBatchDonors).values({ batchId: batch!.id, userId: owner.userId, sentAt });
}

/** A finished year-end batch that sent `year`'s household letter at `sentAt`. */
export async function householdLetterSent(
  testApp: TestApp,
  householdId: number,
  organizationId: number,
  year: number,
  sentAt: Date,
) {
  const { db } = testApp.app;
  const [batch] = await db
    .insert(statementBatches)
    .values({
      prefixedId: newPrefixedId('stb'),
      organizationId,
      year,
      endDate: `${year}-12-31`,
      letterTitle: 'Thank you',
      startedByLabel: 'owner@example.com',
      totalCount: 1,
      sentCount: 1,
      finishedAt: sentAt,
    })
    .returning();
  await db.insert(statementBatchHouseholds).values({ batchId: batch!.id, householdId, sentAt });
}
