// "API: every operation denied for no session, for another donor and for another
// organization": the portal operations of this engine (cards, recurring gifts, profile, upload).
// Record-level "another donor" cases live in each operation's own test file.
import { startTestApp, TestBrowser, type TestApp } from './helper';
import {
  firstError,
  registerDonorWithGiving,
  signInDemoDonor,
  snapshotDonorData,
  type PortalDonor,
} from './portalFixtures';

jest.setTimeout(30_000);

let testApp: TestApp;
let demo: PortalDonor;
let hope: PortalDonor;

beforeAll(async () => {
  testApp = await startTestApp();
  demo = await signInDemoDonor(testApp);
  hope = await registerDonorWithGiving(testApp, 'hope', `hope-access-${Date.now()}@example.com`);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

/** Each operation with variables aimed at `target`'s records, through `org`. */
function operations(target: PortalDonor, org: string): Array<[string, string, Record<string, unknown>]> {
  const recurring = target.recurringIds[0]!;
  return [
    [
      'donorPaymentMethods',
      'query($org: ID!) { donorPaymentMethods(organizationPrefixedId: $org) { processorId } }',
      { org },
    ],
    [
      'updatePaymentMethod',
      'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { processorId } }',
      {
        input: {
          organizationPrefixedId: org,
          processorId: target.cardId,
          cardholderName: 'X',
          expDate: '12/2035',
        },
      },
    ],
    [
      'deletePaymentMethod',
      'mutation($org: ID!, $id: ID!) { deletePaymentMethod(organizationPrefixedId: $org, processorId: $id) }',
      { org, id: target.cardId },
    ],
    [
      'donorRecurringGivings',
      'query($org: ID!) { donorRecurringGivings(organizationPrefixedId: $org) { totalResults } }',
      { org },
    ],
    [
      'pauseRecurringGiving',
      'mutation($id: ID!, $org: ID!) { pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { status } }',
      { id: recurring, org },
    ],
    [
      'resumeRecurringGiving',
      'mutation($id: ID!, $org: ID!) { resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { status } }',
      { id: recurring, org },
    ],
    [
      'updateRecurringGiving',
      `mutation($id: ID!, $org: ID!, $pm: ID!) { updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org,
        stripePaymentMethodId: $pm, stripeCardLastFour: "4242", stripeCardExpiration: "12/2030", type: weekly,
        amountsByFundAccount: [{ fundAccountPrefixedId: "fund_x", amount: 5000 }]) { status } }`,
      { id: recurring, org, pm: target.cardId },
    ],
    [
      'deleteRecurringGiving',
      'mutation($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }',
      { id: recurring, org },
    ],
    [
      'moveRecurringGivings',
      `mutation($org: ID!, $from: ID!, $to: ID!) {
        moveRecurringGivings(organizationPrefixedId: $org, fromProcessorId: $from, toProcessorId: $to) { prefixedId } }`,
      { org, from: target.cardId, to: target.cardId },
    ],
    ['updateDonor', 'mutation { updateDonor(first_name: "Mallory") { prefixedId } }', {}],
    [
      'S3PresignedUrl',
      'query { S3PresignedUrl(command: PutObject, directory: "profile-images", fileName: "a.png") { url } }',
      {},
    ],
  ];
}

it('without a session every operation is 401 and changes nothing', async () => {
  const before = await snapshotDonorData(testApp.app);
  const guest = new TestBrowser(testApp, 'demo.localhost');
  await guest.fetchCsrfCookie();
  for (const [name, query, variables] of operations(demo, demo.organizationPrefixedId)) {
    const response = await guest.graphql(query, variables);
    expect([name, response.statusCode]).toEqual([name, 401]);
    expect(response.json()).toEqual({
      errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }],
    });
  }
  expect(await snapshotDonorData(testApp.app)).toBe(before);
});

it("a hope donor's session is no sign-in at demo: 401 for every operation", async () => {
  const before = await snapshotDonorData(testApp.app);
  const intruder = new TestBrowser(testApp, 'demo.localhost');
  for (const [name, value] of hope.browser.cookies) intruder.cookies.set(name, value);
  for (const [name, query, variables] of operations(demo, demo.organizationPrefixedId)) {
    const response = await intruder.graphql(query, variables);
    expect([name, response.statusCode]).toEqual([name, 401]);
  }
  expect(await snapshotDonorData(testApp.app)).toBe(before);
});

it("a hope donor aiming at demo's records, or naming demo's organization, gets not found", async () => {
  const before = await snapshotDonorData(testApp.app);
  const scoped = operations(demo, demo.organizationPrefixedId).filter(
    ([name]) => name !== 'updateDonor' && name !== 'S3PresignedUrl',
  );
  for (const [name, query, variables] of [
    ...scoped,
    ...operations(demo, hope.organizationPrefixedId).slice(1, 9),
  ]) {
    if (name === 'donorRecurringGivings' && variables.org === hope.organizationPrefixedId) continue;
    const response = await hope.browser.graphql(query, variables);
    expect([name, firstError(response.json()).extensions]).toEqual([
      name,
      { category: 'not_found', code: 'NOT_FOUND' },
    ]);
  }
  expect(await snapshotDonorData(testApp.app)).toBe(before);
});

it("a donor of the same church aiming at the demo donor's records gets not found", async () => {
  const other = await registerDonorWithGiving(testApp, 'demo', `same-access-${Date.now()}@example.com`);
  const before = await snapshotDonorData(testApp.app);
  for (const [name, query, variables] of operations(demo, demo.organizationPrefixedId).slice(1, 9)) {
    if (name === 'donorRecurringGivings') continue;
    const response = await other.browser.graphql(query, variables);
    expect([name, firstError(response.json()).extensions]).toEqual([
      name,
      { category: 'not_found', code: 'NOT_FOUND' },
    ]);
  }
  expect(await snapshotDonorData(testApp.app)).toBe(before);
});
