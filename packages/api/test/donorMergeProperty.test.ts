// Every gift once, after merges and undos, against the real server (docs/PRODUCT.md §24), on PGlite
// and PostgreSQL: for any sequence of gifts, whole and partial refunds, merges of the run's donor
// records into each other and undos of those merges (made through the console's operations, refused
// ones included), the year-end batch's statements to the run's donors list each gift that counts on
// exactly one statement, and each donor's totals kept by the database (donor_gift_totals) are the sum
// of what their statement lists.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { contributions, donorGiftTotals, outboxMessages } from '../src/db/schema';
import { sendStatementBatches } from '../src/reports/statementBatchWorker';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, pdfText } from './reportFixtures';

jest.setTimeout(600_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-donor-merge-property-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let letterId: string;
let run = 0;

const DONORS = 3;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const added = await call(
    `mutation($org: ID!, $input: LetterTemplateInput!) { addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    { input: { title: 'Merge letter', subject: 'Merged {{period}}', body: 'Dear {{donorName}}.' } },
  );
  letterId = added.data.addLetterTemplate.prefixedId;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(document: string, variables: Record<string, unknown>) {
  const response = await owner.graphql(document, { org: world.demoOrg.prefixedId, ...variables });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

type Step =
  | { kind: 'give'; donor: number; amount: number }
  | { kind: 'refund'; gift: number; whole: boolean }
  | { kind: 'merge'; kept: number; merged: number }
  | { kind: 'undo'; merge: number };

const donor = fc.integer({ min: 0, max: DONORS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('give' as const),
      donor,
      amount: fc.integer({ min: 100, max: 50_000 }),
    }),
  },
  fc.record({ kind: fc.constant('refund' as const), gift: fc.nat(20), whole: fc.boolean() }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('merge' as const), kept: donor, merged: donor }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), merge: fc.nat(5) }) },
);

it('lists every gift once, and each donor’s totals are the sum of their statement', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
      run += 1;
      // Each run its own year and donors, so runs never meet.
      const year = 2001 + run * 2;
      const people: { id: number; prefixedId: string; email: string; organizationId: number }[] = [];
      for (let index = 0; index < DONORS; index += 1) {
        const { user, organization } = await createDonor(testApp, 'demo', {
          email: `merge-property-${run}-${index}@example.com`,
          firstName: `Merge${run}`,
          lastName: `Donor${index}`,
          password: 'merge-property-1234',
        });
        people.push({
          id: user.id,
          prefixedId: user.prefixedId,
          email: user.email,
          organizationId: organization.id,
        });
      }
      const gifts: number[] = [];
      const merges: string[] = [];
      for (const each of steps) {
        if (each.kind === 'give') {
          const person = people[each.donor]!;
          const row = await addGift(
            testApp,
            { userId: person.id, organizationId: person.organizationId },
            { amount: each.amount, date: `${year}-0${1 + (gifts.length % 9)}-15` },
          );
          gifts.push(row.id);
        } else if (each.kind === 'refund') {
          const gift = gifts[each.gift % Math.max(gifts.length, 1)];
          if (gift === undefined) continue;
          await testApp.app.db
            .update(contributions)
            .set(
              each.whole
                ? {
                    status: 'refunded',
                    refundedAmount: sql`${contributions.chargedAmount}`,
                    refundedAt: new Date(),
                  }
                : { refundedAmount: sql`${contributions.chargedAmount} / 2`, refundedAt: new Date() },
            )
            .where(eq(contributions.id, gift));
        } else if (each.kind === 'merge') {
          const answer = await call(
            `mutation($org: ID!, $k: ID!, $m: ID!) { mergeDonors(organizationPrefixedId: $org, keptDonorPrefixedId: $k, mergedDonorPrefixedId: $m) { prefixedId } }`,
            { k: people[each.kept]!.prefixedId, m: people[each.merged]!.prefixedId },
          );
          if (answer.data?.mergeDonors) merges.push(answer.data.mergeDonors.prefixedId);
          // A refused merge (a record with itself, one already merged) names its field and moves nothing.
          else expect(answer.errors![0]!.extensions.validation).toBeDefined();
        } else {
          const target = merges[each.merge % Math.max(merges.length, 1)];
          if (!target) continue;
          const answer = await call(
            `mutation($org: ID!, $m: ID!) { undoDonorMerge(organizationPrefixedId: $org, mergePrefixedId: $m) { prefixedId } }`,
            { m: target },
          );
          if (answer.errors) expect(answer.errors[0]!.extensions.validation).toBeDefined();
        }
      }

      const ids = people.map((person) => person.id);
      const counted = await testApp.app.db
        .select({
          prefixedId: contributions.prefixedId,
          donorUserId: contributions.donorUserId,
          status: contributions.status,
          kept: sql<number>`${contributions.chargedAmount} - ${contributions.refundedAmount}`.mapWith(Number),
        })
        .from(contributions)
        .where(sql`${contributions.donorUserId} = any(${sql.param(ids)}::int[])`);
      if (!counted.some((gift) => gift.status === 'succeeded')) return;
      const started = await call(
        `mutation($org: ID!, $year: Int!, $letter: ID) { startYearEndStatements(organizationPrefixedId: $org, year: $year, letterTemplatePrefixedId: $letter) { total } }`,
        { year, letter: letterId },
      );
      expect(started.errors).toBeUndefined();
      await sendStatementBatches(testApp.app, { chunkSize: 3, leaseMs: 60_000 });
      const mail = await testApp.app.db
        .select({ message: outboxMessages.message })
        .from(outboxMessages)
        .where(
          sql`${outboxMessages.message}->>'to' = any(${sql.param(people.map((person) => person.email))}::text[])`,
        );
      const listedBy = new Map<string, string[]>();
      for (const { message } of mail) {
        if (!message.subject.startsWith('Merged ') || !message.subject.includes(String(year))) continue;
        const text = pdfText(Buffer.from(message.attachments![0]!.contentBase64, 'base64'));
        listedBy.set(message.to, text.match(/con_[0-9a-f]{24}/g) ?? []);
      }
      const listed = [...listedBy.values()].flat();
      for (const gift of counted) {
        const times = listed.filter((id) => id === gift.prefixedId).length;
        if (gift.status === 'succeeded') expect(times).toBe(1);
        else expect(times).toBeLessThanOrEqual(1);
      }
      const keptOf = new Map(counted.map((gift) => [gift.prefixedId, gift]));
      for (const person of people) {
        const [totals] = await testApp.app.db
          .select({
            amount: sql<number>`coalesce(sum(${donorGiftTotals.succeededAmount}), 0)`.mapWith(Number),
          })
          .from(donorGiftTotals)
          .where(eq(donorGiftTotals.donorUserId, person.id));
        const statementSum = (listedBy.get(person.email) ?? [])
          .map((id) => keptOf.get(id))
          .filter((gift) => gift?.status === 'succeeded' && gift.donorUserId === person.id)
          .reduce((sum, gift) => sum + gift!.kept, 0);
        expect(totals!.amount).toBe(statementSum);
      }
    }),
    { numRuns: 8 },
  );
});
