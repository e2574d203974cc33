// A refusal is no failure of ours: a resolver's not-found reaches the client with its extensions and
// writes nothing to the error log (which goes to Sentry when configured), while a real failure would.
import { startTestApp, type TestApp } from './helper';
import { signInDemoDonor } from './portalFixtures';

const DASHBOARD = `query($org: ID!) { DonorDashboardReport(organizationPrefixedId: $org) { totalGifts } }`;

let testApp: TestApp;
const lines: Array<{ level: number; msg?: string }> = [];

beforeAll(async () => {
  testApp = await startTestApp({
    config: { logLevel: 'debug' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as { level: number }) },
  });
});
afterAll(() => testApp?.close());

it('answers a resolver’s refusal as the portal reads it and logs no error', async () => {
  const donor = await signInDemoDonor(testApp);
  lines.length = 0;
  const answer = await donor.browser.graphql(DASHBOARD, { org: 'org_000000000000000000000000' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json().errors[0]).toMatchObject({
    path: ['DonorDashboardReport'],
    extensions: { category: 'not_found', code: 'NOT_FOUND' },
  });
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
});
