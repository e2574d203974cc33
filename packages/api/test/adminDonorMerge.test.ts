// Merging duplicate donors against the real server (docs/PRODUCT.md §24): suggestions by email and by
// name and address, within the church; a merge moves gifts, pledges and household memberships, and
// saved cards with their recurring gifts only when both records proved the same email; it lists what
// stayed and the statements already sent that need a corrected copy; an undo within 30 days moves back
// exactly what moved while gifts given since stay where they were given; two merges of the same
// records at once move nothing twice. Who may call each operation is the authorization matrix's
// (donorMergeMatrixRows.ts); hostile values are the hostile-input suite's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  adminActivity,
  contributions,
  donorGiftTotals,
  donorMerges,
  householdMembers,
  outboxMessages,
  paymentMethods,
  pledges,
  recurringGivings,
} from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import {
  activePledge,
  donorRecord,
  householdOf,
  linkedSignIn,
  savedCardWithRecurringGift,
  householdLetterSent,
  statementSent,
  type Owned,
} from './donorMergeFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { insertCampaign } from './pledgeFixtures';
import { addGift } from './reportFixtures';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-donor-merge-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const RECORD = '{ prefixedId name email emailVerified giftCount totalGiven }';
const MERGE_FIELDS = `{ prefixedId kept ${RECORD} merged ${RECORD} mergedBy mergedAt undoableUntil undoneAt canUndo
  movedGiftCount movedPledgeCount movedHouseholdMembershipCount movedPaymentMethods { label } movedRecurringGiftCount
  stayedPaymentMethods { label } stayedRecurringGiftCount stayedPledgeCount stayedHouseholdMembershipCount
  statementsNeedingCorrection { year donorPrefixedId donorName householdPrefixedId correctedAt } }`;
const SUGGESTIONS = `query($org: ID!) { adminDonorMergeSuggestions(organizationPrefixedId: $org) { reason kept ${RECORD} merged ${RECORD} } }`;
const MERGES = `query($org: ID!) { adminDonorMerges(organizationPrefixedId: $org) ${MERGE_FIELDS} }`;
const MERGE = `mutation($org: ID!, $kept: ID!, $merged: ID!) {
  mergeDonors(organizationPrefixedId: $org, keptDonorPrefixedId: $kept, mergedDonorPrefixedId: $merged) ${MERGE_FIELDS} }`;
const UNDO = `mutation($org: ID!, $merge: ID!) { undoDonorMerge(organizationPrefixedId: $org, mergePrefixedId: $merge) ${MERGE_FIELDS} }`;
const CORRECT = `mutation($org: ID!, $merge: ID!, $year: Int!, $donor: ID, $household: ID) {
  sendCorrectedStatement(organizationPrefixedId: $org, mergePrefixedId: $merge, year: $year, donorPrefixedId: $donor,
    householdPrefixedId: $household) { year donorPrefixedId householdPrefixedId householdName correctedAt } }`;
const DONORS = `query($org: ID!, $search: String) { adminDonors(organizationPrefixedId: $org, search: $search) { prefixedId } }`;

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

async function giftOwners(ids: number[]) {
  const rows = await testApp.app.db
    .select({ id: contributions.id, donorUserId: contributions.donorUserId })
    .from(contributions)
    .where(sql`${contributions.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [row.id, row.donorUserId]));
}

/** What the database's totals say a record gave, and what its gifts add up to. */
async function totalsAgree(record: Owned) {
  const { db } = testApp.app;
  const [kept] = await db
    .select({ amount: sql<number>`coalesce(sum(${donorGiftTotals.succeededAmount}), 0)`.mapWith(Number) })
    .from(donorGiftTotals)
    .where(eq(donorGiftTotals.donorUserId, record.userId));
  const [summed] = await db
    .select({ amount: sql<number>`coalesce(sum(${contributions.chargedAmount}), 0)`.mapWith(Number) })
    .from(contributions)
    .where(and(eq(contributions.donorUserId, record.userId), eq(contributions.status, 'succeeded')));
  expect(kept!.amount).toBe(summed!.amount);
  return kept!.amount;
}

let ana: Owned;
let anaOld: Owned;
let ben: Owned;
let benAgain: Owned;
let hopeAna: Owned;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  ana = await donorRecord(testApp, 'demo', {
    email: 'ana.merge@example.com',
    firstName: 'Ana',
    lastName: 'Merge',
  });
  // The same person's older record: another sign-in address, never verified, whose contact email is Ana's.
  anaOld = await donorRecord(testApp, 'demo', {
    email: 'ana.old@example.com',
    firstName: 'Ana',
    lastName: 'M.',
    verified: false,
    contactEmail: 'ana.merge@example.com',
  });
  ben = await donorRecord(testApp, 'demo', {
    email: 'ben.one@example.com',
    firstName: 'Ben',
    lastName: 'Twice',
    address: '12  Elm Street',
  });
  benAgain = await donorRecord(testApp, 'demo', {
    email: 'ben.two@example.com',
    firstName: 'ben',
    lastName: 'TWICE',
    address: '12 elm street',
  });
  // Another church's record with Ana's address as its contact: never suggested to the demo church.
  hopeAna = await donorRecord(testApp, 'hope', {
    email: 'ana.hope@example.com',
    firstName: 'Ana',
    lastName: 'Merge',
    contactEmail: 'ana.merge@example.com',
  });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('suggestions', () => {
  it('pairs records with the same email, or the same name and address, within the church', async () => {
    const answer = await call(SUGGESTIONS);
    expect(answer.errors).toBeUndefined();
    const pairs = answer.data.adminDonorMergeSuggestions as {
      reason: string;
      kept: { prefixedId: string };
      merged: { prefixedId: string };
    }[];
    const anaPair = pairs.find((pair) => pair.merged.prefixedId === anaOld.prefixedId);
    // The record that proved its address is the one suggested to keep.
    expect(anaPair).toMatchObject({ reason: 'email', kept: { prefixedId: ana.prefixedId } });
    const benPair = pairs.find((pair) =>
      [pair.kept.prefixedId, pair.merged.prefixedId].includes(benAgain.prefixedId),
    );
    expect(benPair?.reason).toBe('nameAndAddress');
    expect(JSON.stringify(pairs)).not.toContain(hopeAna.prefixedId);
  });
});

describe('merge and undo', () => {
  let giftIds: number[];
  let card: Awaited<ReturnType<typeof savedCardWithRecurringGift>>;
  let mergeId: string;
  let movedPledgeId: number;
  let stayedPledgeId: number;
  let movedMembershipId: number;
  let household: { id: number; prefixedId: string };

  beforeAll(async () => {
    const gifts = [
      await addGift(testApp, anaOld, { amount: 10_000, date: '2024-03-01' }),
      await addGift(testApp, anaOld, { amount: 4_000, date: '2024-05-01', status: 'refunded' }),
      await addGift(testApp, anaOld, { amount: 3_000, date: '2025-02-01' }),
    ];
    giftIds = gifts.map((gift) => gift.id);
    await addGift(testApp, ana, { amount: 1_000, date: '2024-06-01' });
    card = await savedCardWithRecurringGift(testApp, anaOld, '4242');
    const roof = await insertCampaign(testApp, world.demoOrg.id, { name: 'Roof', slug: 'merge-roof' });
    const organ = await insertCampaign(testApp, world.demoOrg.id, { name: 'Organ', slug: 'merge-organ' });
    movedPledgeId = (await activePledge(testApp, anaOld, roof.id, 50_000)).id;
    stayedPledgeId = (await activePledge(testApp, anaOld, organ.id, 20_000)).id;
    await activePledge(testApp, ana, organ.id, 30_000);
    const made = await householdOf(testApp, [anaOld, ben], 'The Merge family', 2023);
    movedMembershipId = made.memberships[0]!.id;
    household = made.household;
    // Sent before the merge: Ana's old record got 2024's statement, listing gifts that now move.
    await statementSent(testApp, anaOld, 2024, new Date('2025-01-15T12:00:00Z'));
  });

  it('moves gifts, a pledge and a household membership, and leaves the card a typed email matched', async () => {
    const anaBefore = await totalsAgree(ana);
    const oldBefore = await totalsAgree(anaOld);
    const answer = await call(MERGE, { kept: ana.prefixedId, merged: anaOld.prefixedId });
    expect(answer.errors).toBeUndefined();
    const merge = answer.data.mergeDonors;
    mergeId = merge.prefixedId;
    expect(merge).toMatchObject({
      kept: { prefixedId: ana.prefixedId },
      merged: { prefixedId: anaOld.prefixedId, giftCount: 0 },
      mergedBy: DEMO_OWNER.email,
      canUndo: true,
      undoneAt: null,
      movedGiftCount: 3,
      movedPledgeCount: 1,
      movedHouseholdMembershipCount: 1,
      movedPaymentMethods: [],
      movedRecurringGiftCount: 0,
      stayedPaymentMethods: [{ label: 'Visa ••4242' }],
      stayedRecurringGiftCount: 1,
      stayedPledgeCount: 1,
      stayedHouseholdMembershipCount: 0,
      statementsNeedingCorrection: [
        {
          year: 2024,
          donorPrefixedId: anaOld.prefixedId,
          donorName: 'Ana M.',
          householdPrefixedId: null,
          correctedAt: null,
        },
      ],
    });
    expect(new Date(merge.undoableUntil).getTime() - new Date(merge.mergedAt).getTime()).toBe(
      30 * 86_400_000,
    );
    const owners = await giftOwners(giftIds);
    expect([...owners.values()]).toEqual([ana.userId, ana.userId, ana.userId]);
    // The database's totals followed the gifts.
    expect(await totalsAgree(ana)).toBe(anaBefore + oldBefore);
    expect(await totalsAgree(anaOld)).toBe(0);
    const { db } = testApp.app;
    const [pledge] = await db.select().from(pledges).where(eq(pledges.id, movedPledgeId));
    expect(pledge!.donorUserId).toBe(ana.userId);
    const [kept] = await db.select().from(pledges).where(eq(pledges.id, stayedPledgeId));
    expect(kept!.donorUserId).toBe(anaOld.userId);
    const [membership] = await db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.id, movedMembershipId));
    expect(membership!.userId).toBe(ana.userId);
    const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, card.card.id));
    expect(method!.userId).toBe(anaOld.userId);
    const [activity] = await db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'donor.merge'))
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity?.details).toMatchObject({
      merge: mergeId,
      kept: ana.prefixedId,
      merged: anaOld.prefixedId,
      gifts: 3,
    });
  });

  it('hides the merged record from the donor search and the suggestions', async () => {
    const found = await call(DONORS, { search: 'ana.old' });
    expect(found.data.adminDonors).toEqual([]);
    const suggestions = await call(SUGGESTIONS);
    expect(JSON.stringify(suggestions.data)).not.toContain(anaOld.prefixedId);
  });

  it('refuses merging a record already merged, and a record with itself, by field in en and es', async () => {
    const again = await call(MERGE, { kept: ben.prefixedId, merged: anaOld.prefixedId });
    expect(again.errors?.[0]?.extensions.validation).toEqual({
      mergedDonorPrefixedId: ['One of these records is already merged into another. Undo that merge first.'],
    });
    const into = await call(MERGE, { kept: anaOld.prefixedId, merged: ben.prefixedId }, 'es');
    expect(into.errors?.[0]?.extensions.validation).toEqual({
      mergedDonorPrefixedId: ['Uno de estos registros ya está unido a otro. Deshaz esa unión primero.'],
    });
    const self = await call(MERGE, { kept: ben.prefixedId, merged: ben.prefixedId });
    expect(self.errors?.[0]?.extensions.validation).toEqual({
      mergedDonorPrefixedId: ['Choose two different donor records.'],
    });
    const elsewhere = await call(MERGE, { kept: ben.prefixedId, merged: hopeAna.prefixedId });
    expect(elsewhere.errors?.[0]?.extensions.validation).toEqual({
      mergedDonorPrefixedId: ['Choose a donor of this church.'],
    });
  });

  it('undoes exactly what moved; gifts given since stay with the record they were given to', async () => {
    const afterToKept = await addGift(testApp, ana, { amount: 700, date: '2026-11-20' });
    const afterToMerged = await addGift(testApp, anaOld, { amount: 900, date: '2026-11-21' });
    // A statement sent after the merge lists the moved gifts under Ana: the undo makes it wrong.
    await statementSent(testApp, ana, 2025, new Date(testApp.app.clock().getTime() + 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await call(UNDO, { merge: mergeId });
    expect(answer.errors).toBeUndefined();
    const undone = answer.data.undoDonorMerge;
    expect(undone.canUndo).toBe(false);
    expect(undone.undoneAt).not.toBeNull();
    expect(undone.statementsNeedingCorrection).toEqual([
      {
        year: 2025,
        donorPrefixedId: ana.prefixedId,
        donorName: 'Ana Merge',
        householdPrefixedId: null,
        correctedAt: null,
      },
      {
        year: 2024,
        donorPrefixedId: anaOld.prefixedId,
        donorName: 'Ana M.',
        householdPrefixedId: null,
        correctedAt: null,
      },
    ]);
    const owners = await giftOwners([...giftIds, afterToKept.id, afterToMerged.id]);
    expect(giftIds.map((id) => owners.get(id))).toEqual([anaOld.userId, anaOld.userId, anaOld.userId]);
    expect(owners.get(afterToKept.id)).toBe(ana.userId);
    expect(owners.get(afterToMerged.id)).toBe(anaOld.userId);
    await totalsAgree(ana);
    await totalsAgree(anaOld);
    const { db } = testApp.app;
    const [pledge] = await db.select().from(pledges).where(eq(pledges.id, movedPledgeId));
    expect(pledge!.donorUserId).toBe(anaOld.userId);
    const [membership] = await db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.id, movedMembershipId));
    expect(membership!.userId).toBe(anaOld.userId);
    const found = await call(DONORS, { search: 'ana.old' });
    expect(found.data.adminDonors).toEqual([{ prefixedId: anaOld.prefixedId }]);
    const listed = await call(MERGES);
    expect(listed.data.adminDonorMerges[0]).toMatchObject({ prefixedId: mergeId, canUndo: false });
  });

  it('lists a household letter already sent, and keeps a corrected copy’s sending', async () => {
    // The household's 2024 letter went out before the undo, listing the gifts the undo moved back.
    await householdLetterSent(
      testApp,
      household.id,
      world.demoOrg.id,
      2024,
      new Date('2025-01-15T12:00:00Z'),
    );
    const before = (await call(MERGES)).data.adminDonorMerges[0];
    expect(before.statementsNeedingCorrection).toEqual([
      {
        year: 2025,
        donorPrefixedId: ana.prefixedId,
        donorName: 'Ana Merge',
        householdPrefixedId: null,
        correctedAt: null,
      },
      {
        year: 2024,
        donorPrefixedId: anaOld.prefixedId,
        donorName: 'Ana M.',
        householdPrefixedId: null,
        correctedAt: null,
      },
      {
        year: 2024,
        donorPrefixedId: anaOld.prefixedId,
        donorName: 'Ana M.',
        householdPrefixedId: household.prefixedId,
        correctedAt: null,
      },
    ]);
    const refused = await call(CORRECT, { merge: mergeId, year: 2023, donor: ana.prefixedId }, 'es');
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      year: ['Esta unión no indica ninguna constancia de ese año que corregir.'],
    });
    const letter = await call(CORRECT, { merge: mergeId, year: 2024, household: household.prefixedId });
    expect(letter.errors).toBeUndefined();
    expect(letter.data.sendCorrectedStatement).toMatchObject({
      year: 2024,
      householdPrefixedId: household.prefixedId,
      householdName: 'The Merge family',
    });
    const own = await call(CORRECT, { merge: mergeId, year: 2025, donor: ana.prefixedId });
    expect(own.data.sendCorrectedStatement.correctedAt).not.toBeNull();
    // Written by the code that sends every statement: the household's letter names both members.
    const mail = await testApp.app.db
      .select({ message: outboxMessages.message })
      .from(outboxMessages)
      .where(sql`${outboxMessages.message}->>'to' in ('ana.old@example.com', 'ana.merge@example.com')`)
      .orderBy(desc(outboxMessages.id))
      .limit(2);
    expect(mail.map((row) => row.message.to).sort()).toEqual([
      'ana.merge@example.com',
      'ana.old@example.com',
    ]);
    expect(mail.find((row) => row.message.to === 'ana.old@example.com')!.message.text).toContain(
      'Ana M. and Ben Twice',
    );
    // After a reload the summary still says which were sent.
    const after = (await call(MERGES)).data.adminDonorMerges[0];
    expect(
      after.statementsNeedingCorrection.map(
        (each: { correctedAt: string | null }) => each.correctedAt !== null,
      ),
    ).toEqual([true, false, true]);
  });

  it('refuses a second undo, and an undo after 30 days', async () => {
    const again = await call(UNDO, { merge: mergeId }, 'es');
    expect(again.errors?.[0]?.extensions.validation).toEqual({
      mergePrefixedId: ['Esta unión ya se deshizo.'],
    });
    const merged = await call(MERGE, { kept: ana.prefixedId, merged: anaOld.prefixedId });
    const id = merged.data.mergeDonors.prefixedId as string;
    const { db } = testApp.app;
    await db
      .update(donorMerges)
      .set({ createdAt: new Date(testApp.app.clock().getTime() - 30 * 86_400_000 - 1_000) })
      .where(eq(donorMerges.prefixedId, id));
    const listed = await call(MERGES);
    expect(listed.data.adminDonorMerges[0]).toMatchObject({ prefixedId: id, canUndo: false });
    const late = await call(UNDO, { merge: id });
    expect(late.errors?.[0]?.extensions.validation).toEqual({
      mergePrefixedId: ['A merge can be undone only within 30 days.'],
    });
    const owners = await giftOwners(giftIds);
    expect([...owners.values()]).toEqual([ana.userId, ana.userId, ana.userId]);
  });
});

describe('saved cards follow only a proven address', () => {
  it('moves the card and its recurring gift when both records proved the same email, and back on undo', async () => {
    const kept = await donorRecord(testApp, 'demo', {
      email: 'carla.new@example.com',
      firstName: 'Carla',
      lastName: 'Card',
    });
    const merged = await donorRecord(testApp, 'demo', {
      email: 'carla.old@example.com',
      firstName: 'Carla',
      lastName: 'Card',
    });
    // Carla signed in with Google as carla.old@ before her sign-in email changed: Google vouched for it.
    await linkedSignIn(testApp, kept, 'carla.old@example.com');
    await savedCardWithRecurringGift(testApp, kept, '1111');
    const { card, recurring } = await savedCardWithRecurringGift(testApp, merged, '4444');
    const answer = await call(MERGE, { kept: kept.prefixedId, merged: merged.prefixedId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.mergeDonors).toMatchObject({
      movedPaymentMethods: [{ label: 'Visa ••4444' }],
      movedRecurringGiftCount: 1,
      stayedPaymentMethods: [],
      statementsNeedingCorrection: [],
    });
    const { db } = testApp.app;
    const [moved] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, card.id));
    // Kept record's own card stays primary: one primary card a donor.
    expect(moved).toMatchObject({ userId: kept.userId, isPrimary: false });
    const [gift] = await db.select().from(recurringGivings).where(eq(recurringGivings.id, recurring.id));
    expect(gift!.donorUserId).toBe(kept.userId);
    const undone = await call(UNDO, { merge: answer.data.mergeDonors.prefixedId });
    expect(undone.errors).toBeUndefined();
    const [back] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, card.id));
    expect(back).toMatchObject({ userId: merged.userId, isPrimary: true });
    const [giftBack] = await db.select().from(recurringGivings).where(eq(recurringGivings.id, recurring.id));
    expect(giftBack!.donorUserId).toBe(merged.userId);
  });
});

describe('two merges of the same records at once', () => {
  it('moves each gift once: the second waits and is refused', async () => {
    const kept = await donorRecord(testApp, 'demo', {
      email: 'dora.a@example.com',
      firstName: 'Dora',
      lastName: 'Race',
    });
    const merged = await donorRecord(testApp, 'demo', {
      email: 'dora.b@example.com',
      firstName: 'Dora',
      lastName: 'Race',
    });
    const third = await donorRecord(testApp, 'demo', {
      email: 'dora.c@example.com',
      firstName: 'Dora',
      lastName: 'Race',
    });
    await addGift(testApp, merged, { amount: 5_000, date: '2025-05-05' });
    const [first, second] = await Promise.all([
      call(MERGE, { kept: kept.prefixedId, merged: merged.prefixedId }),
      call(MERGE, { kept: third.prefixedId, merged: merged.prefixedId }),
    ]);
    const succeeded = [first, second].filter((answer) => !answer.errors);
    expect(succeeded).toHaveLength(1);
    const refused = [first, second].find((answer) => answer.errors)!;
    expect(refused.errors?.[0]?.extensions.validation).toHaveProperty('mergedDonorPrefixedId');
    const standing = await testApp.app.db
      .select()
      .from(donorMerges)
      .where(eq(donorMerges.mergedUserId, merged.userId));
    expect(standing).toHaveLength(1);
    expect(await totalsAgree(kept)).toBe(succeeded[0] === first ? 5_000 : 0);
    expect(await totalsAgree(third)).toBe(succeeded[0] === second ? 5_000 : 0);
  });
});
