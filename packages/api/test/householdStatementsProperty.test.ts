// Every gift once across a year's statements, against the real server (docs/PRODUCT.md §21), on
// PGlite and PostgreSQL: for any sequence of gifts, whole and partial refunds and household changes
// made through the console's operations (households made, members added and removed from a year,
// addressees chosen), the year-end batch's emails to the donors of the run list each gift that counts
// (succeeded) on exactly one statement PDF, and a wholly refunded one on at most one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { contributions, outboxMessages } from '../src/db/schema';
import { sendStatementBatches } from '../src/reports/statementBatchWorker';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, pdfText } from './reportFixtures';

jest.setTimeout(600_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-household-property-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let letterId: string;
let run = 0;

const DONORS = 4;
const HOUSEHOLD = '{ prefixedId }';

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const added = await call(
    `mutation($org: ID!, $input: LetterTemplateInput!) { addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    { input: { title: 'Property letter', subject: 'Property {{period}}', body: 'Dear {{donorName}}.' } },
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
  | { kind: 'create'; members: number[]; addressee: number; yearOffset: number }
  | { kind: 'add'; household: number; donor: number; yearOffset: number }
  | { kind: 'remove'; household: number; donor: number; yearOffset: number }
  | { kind: 'addressee'; household: number; donor: number };

const donor = fc.integer({ min: 0, max: DONORS - 1 });
const household = fc.integer({ min: 0, max: 2 });
const yearOffset = fc.integer({ min: -1, max: 1 });
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
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      members: fc.uniqueArray(donor, { minLength: 2, maxLength: 3 }),
      addressee: fc.nat(2),
      yearOffset,
    }),
  },
  fc.record({ kind: fc.constant('add' as const), household, donor, yearOffset }),
  fc.record({ kind: fc.constant('remove' as const), household, donor, yearOffset }),
  fc.record({ kind: fc.constant('addressee' as const), household, donor }),
);

it('lists every gift of a year on exactly one of its statements', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
      run += 1;
      // Each run its own year and donors, so runs never meet.
      const year = 2000 + run * 2;
      const people: { id: number; prefixedId: string; email: string; organizationId: number }[] = [];
      for (let index = 0; index < DONORS; index += 1) {
        const { user, organization } = await createDonor(testApp, 'demo', {
          email: `property-${run}-${index}@example.com`,
          firstName: `Run${run}`,
          lastName: `Donor${index}`,
          password: 'property-donor-1234',
        });
        people.push({
          id: user.id,
          prefixedId: user.prefixedId,
          email: user.email,
          organizationId: organization.id,
        });
      }
      const gifts: { id: number; prefixedId: string }[] = [];
      const households: string[] = [];
      for (const each of steps) {
        if (each.kind === 'give') {
          const person = people[each.donor]!;
          const row = await addGift(
            testApp,
            { userId: person.id, organizationId: person.organizationId },
            { amount: each.amount, date: `${year}-0${1 + (gifts.length % 9)}-15` },
          );
          gifts.push({ id: row.id, prefixedId: row.prefixedId });
        } else if (each.kind === 'refund') {
          const gift = gifts[each.gift % Math.max(gifts.length, 1)];
          if (!gift) continue;
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
            .where(eq(contributions.id, gift.id));
        } else if (each.kind === 'create') {
          const members = each.members.map((index) => people[index]!.prefixedId);
          const answer = await call(
            `mutation($org: ID!, $input: HouseholdInput!) { createHousehold(organizationPrefixedId: $org, input: $input) ${HOUSEHOLD} }`,
            {
              input: {
                name: `Run ${run} household`,
                memberPrefixedIds: members,
                addresseePrefixedId: members[each.addressee % members.length],
                fromYear: year + each.yearOffset,
              },
            },
          );
          if (answer.data?.createHousehold) households.push(answer.data.createHousehold.prefixedId);
          else expect(answer.errors![0]!.extensions.validation).toBeDefined();
        } else {
          const target = households[each.household % Math.max(households.length, 1)];
          if (!target) continue;
          const donorId = people[each.donor]!.prefixedId;
          const answer =
            each.kind === 'add'
              ? await call(
                  `mutation($org: ID!, $h: ID!, $d: ID!, $y: Int!) { addHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $h, donorPrefixedId: $d, fromYear: $y) ${HOUSEHOLD} }`,
                  { h: target, d: donorId, y: year + each.yearOffset },
                )
              : each.kind === 'remove'
                ? await call(
                    `mutation($org: ID!, $h: ID!, $d: ID!, $y: Int!) { removeHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $h, donorPrefixedId: $d, lastYear: $y) ${HOUSEHOLD} }`,
                    { h: target, d: donorId, y: year + each.yearOffset },
                  )
                : await call(
                    `mutation($org: ID!, $h: ID!, $d: ID!) { setHouseholdAddressee(organizationPrefixedId: $org, householdPrefixedId: $h, donorPrefixedId: $d) ${HOUSEHOLD} }`,
                    { h: target, d: donorId },
                  );
          // A refused change (a donor in a household that year, one who does not belong) writes nothing.
          if (answer.errors) expect(answer.errors[0]!.extensions.validation).toBeDefined();
        }
      }

      const started = await call(
        `mutation($org: ID!, $year: Int!, $letter: ID) { startYearEndStatements(organizationPrefixedId: $org, year: $year, letterTemplatePrefixedId: $letter) { total } }`,
        { year, letter: letterId },
      );
      const counted = await testApp.app.db
        .select({ prefixedId: contributions.prefixedId, status: contributions.status })
        .from(contributions)
        .where(
          sql`${contributions.donorUserId} = any(${sql.param(people.map((person) => person.id))}::int[])`,
        );
      if (!counted.some((gift) => gift.status === 'succeeded')) {
        // Nobody of the run gave anything that counts: the year's statements are the demo's own.
        return;
      }
      expect(started.errors).toBeUndefined();
      await sendStatementBatches(testApp.app, { chunkSize: 3, leaseMs: 60_000 });
      const mail = await testApp.app.db
        .select({ message: outboxMessages.message })
        .from(outboxMessages)
        .where(
          sql`${outboxMessages.message}->>'to' = any(${sql.param(people.map((person) => person.email))}::text[])`,
        );
      const listed = mail
        .map((row) => row.message)
        .filter(
          (message) => message.subject.startsWith('Property ') && message.subject.includes(String(year)),
        )
        .flatMap(
          (message) =>
            pdfText(Buffer.from(message.attachments![0]!.contentBase64, 'base64')).match(
              /con_[0-9a-f]{24}/g,
            ) ?? [],
        );
      for (const gift of counted) {
        const times = listed.filter((id) => id === gift.prefixedId).length;
        if (gift.status === 'succeeded') expect(times).toBe(1);
        else expect(times).toBeLessThanOrEqual(1);
      }
    }),
    { numRuns: 8 },
  );
});
