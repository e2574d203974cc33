// The authorization matrix: every GraphQL operation and REST route × (no session, another
// donor of the same church, a donor of another church, missing CSRF token, wrong CSRF token) →
// refused, the victim's data absent from the answer, and the database, the mail sent and the stored
// files unchanged. The rows come from schema.graphql and from the routes the app registers, so a new
// operation or route without a row fails the completeness tests. Routes that are public by design
// are rows too, with the reason and the checks that do apply to them. Every row's owner request
// runs last and must succeed, so no refusal above is just a malformed request.
import { buildSchema } from 'graphql';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { schemaSource } from '../src/graphql/schemaSource';
import {
  COLUMNS,
  isCell,
  type Cell,
  type Entry,
  type Expectation,
  type OwnerCell,
} from './authorizationCells';
import { buildWorld, PLANTED_MEMO, type World } from './authorizationWorld';
import { snapshotSideEffects, type SideEffects } from './authorizationSideEffects';
import { graphqlEntries, graphqlOwnerCells, GRAPHQL_ROWS } from './graphqlMatrix';
import { startTestApp, type TestApp } from './helper';
import type { TestResponse } from './httpClient';
import { ACCOUNT_ROUTES } from './restAccountRoutes';
import { GIVING_TOKEN_ROUTES } from './restGivingRoutes';
import { GIFT_CONFIRMATION_ROUTES } from './restGiftConfirmationRoutes';
import { GIFT_IMPORT_ROUTES } from './restGiftImportRoutes';
import { ACCOUNTING_EXPORT_ROUTES } from './restAccountingExportRoutes';
import { DEPOSIT_ROUTES } from './restDepositRoutes';
import { RECURRING_MOVE_ROUTES } from './restRecurringMoveRoutes';
import { KIOSK_ROUTES } from './restKioskRoutes';
import { MANAGE_LINK_ROUTES } from './restManageLinkRoutes';
import type { RestRow } from './restMatrixRows';
import { PLEDGE_CODE_ROUTES } from './restPledgeCodeRoutes';
import { PUBLIC_ROUTES, WEBHOOK_SECRET } from './restPublicRoutes';
import { READ_API_ROUTES } from './restReadApiRoutes';
import { SESSION_ROUTES } from './restSessionRoutes';
import { changedTables, comparedTables, describeChanges } from './wholeDatabaseSnapshot';
import { RELAXED_GIVING_LIMITS } from './givingFlow';

/** Account routes last: the owner's password reset at the very end signs the victim out everywhere. */
const REST_ROWS: RestRow[] = [
  ...SESSION_ROUTES,
  ...GIVING_TOKEN_ROUTES,
  ...PUBLIC_ROUTES,
  ...MANAGE_LINK_ROUTES,
  ...GIFT_CONFIRMATION_ROUTES,
  ...GIFT_IMPORT_ROUTES,
  ...DEPOSIT_ROUTES,
  ...ACCOUNTING_EXPORT_ROUTES,
  ...RECURRING_MOVE_ROUTES,
  ...KIOSK_ROUTES,
  ...READ_API_ROUTES,
  ...PLEDGE_CODE_ROUTES,
  ...ACCOUNT_ROUTES,
];

const methodOf = (route: string) => route.split(' ')[0]!;

const entries: Entry[] = [
  ...graphqlEntries(),
  ...REST_ROWS.flatMap((row) => row.entries(methodOf(row.route))),
];
const cells = entries.filter(isCell);
const ownerCells: OwnerCell[] = [
  ...graphqlOwnerCells(),
  ...REST_ROWS.flatMap((row) => {
    const owner = row.owner(methodOf(row.route));
    return typeof owner === 'string' ? [] : [owner];
  }),
];

const mailbox = new Mailbox();
const registeredRoutes = new Set<string>();
let testApp: TestApp;
let world: World;
/** What the last cell left behind: each cell is compared with it, so one failure does not cascade. */
let baseline: SideEffects;

beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mailbox.dataDir,
      givingRateLimits: RELAXED_GIVING_LIMITS,
      // Both optional route groups are served, so they are rows of the matrix. Nothing here calls
      // Stripe or the OpenID provider (both unreachable): organizations stay in sandbox mode.
      stripe: {
        secretKey: 'sk_test_matrix',
        publishableKey: 'pk_test_matrix',
        webhookSecrets: [WEBHOOK_SECRET],
        api: { host: '127.0.0.1', port: 9, protocol: 'http' },
      },
      googleSignIn: { issuer: 'http://127.0.0.1:9', clientId: 'matrix', clientSecret: null },
    },
    beforeReady: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
      }),
  });
  world = await buildWorld(testApp, mailbox);
  baseline = await snapshotSideEffects(world);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

function parsed(response: TestResponse): unknown {
  try {
    return response.json();
  } catch {
    return response.body.slice(0, 300);
  }
}

async function expectAnswer(response: TestResponse, expected: Expectation): Promise<void> {
  // Status and body together, so a failure shows what the server said.
  const answer = { status: response.statusCode, body: parsed(response) };
  expect(answer).toEqual({
    status: expected.status,
    body: expected.body === undefined ? answer.body : expected.body,
  });
  const body = answer.body as { data?: unknown; errors?: Array<{ extensions?: unknown }> };
  if (expected.graphqlError) {
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject(expected.graphqlError);
  }
  if (expected.graphqlOwnAnswer) {
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual(expect.any(Object));
  }
  await expected.check?.(response, world);
}

/** The victim's marker strings in the answer's body or Location header. */
function victimDataIn(response: TestResponse): string[] {
  const text = `${response.body}\n${response.headers.location ?? ''}`;
  return world.victimMarkers.filter((marker) => text.includes(marker));
}

/** Moves the baseline on (also when a cell fails, so its changes are not blamed on the next one). */
async function sideEffectsSinceLastCell(): Promise<{ before: SideEffects; after: SideEffects }> {
  const before = baseline;
  baseline = await snapshotSideEffects(world);
  return { before, after: baseline };
}

function expectUnchanged(before: SideEffects, after: SideEffects, allowedTables: string[]): void {
  const unexpected = changedTables(before.database, after.database).filter(
    (table) => !allowedTables.includes(table),
  );
  const changes = describeChanges(before.database, after.database).filter((line) =>
    unexpected.some((table) => line.startsWith(`${table} `) || line.startsWith(`${table}:`)),
  );
  expect(changes).toEqual([]);
  expect(after.mail).toEqual(before.mail);
  expect(after.files).toEqual(before.files);
}

describe('completeness', () => {
  it('has a row for every Query and Mutation field of schema.graphql, and for nothing else', () => {
    const schema = buildSchema(schemaSource);
    const fields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
    ];
    expect(GRAPHQL_ROWS.map((row) => row.field).sort()).toEqual(fields.sort());
  });

  it('has a row for every route the app registers, and for nothing else', () => {
    expect(registeredRoutes.size).toBeGreaterThan(0);
    expect(REST_ROWS.map((row) => row.route).sort()).toEqual([...registeredRoutes].sort());
  });

  it('fills every column of every protected GraphQL row with a cell or a stated reason', () => {
    for (const row of GRAPHQL_ROWS) {
      const columns = entries.filter((entry) => entry.row === row.field).map((entry) => entry.column);
      expect([row.field, columns.sort()]).toEqual([row.field, Object.values(COLUMNS).sort()]);
    }
  });

  it('gives every REST row at least one cell, unless the GraphQL rows cover it', () => {
    for (const row of REST_ROWS) {
      const count = cells.filter((each) => each.row === row.route).length;
      expect([row.route, count > 0]).toEqual([row.route, row.access !== 'GraphQL matrix']);
    }
  });

  it("snapshots every public table, the victim's planted rows included", async () => {
    expect([...baseline.database.keys()]).toEqual(await comparedTables(testApp.app));
    expect(baseline.database.get('contributions')?.some((row) => row.includes(PLANTED_MEMO))).toBe(true);
    expect(baseline.database.get('sessions')?.length).toBeGreaterThanOrEqual(4);
    expect(baseline.files).not.toEqual([]);
  });

  it('names every cell uniquely', () => {
    const names = entries.map((entry) => `${entry.row} × ${entry.column}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('refused, nothing of the victim shown, nothing changed', () => {
  it.each(cells.map((each): [string, Cell] => [`${each.row} × ${each.column}`, each]))(
    '%s',
    async (_name, each) => {
      const response = await each.send(world);
      const { before, after } = await sideEffectsSinceLastCell();
      await expectAnswer(response, each.expected);
      const shown = new Set(each.shows?.values(world) ?? []);
      expect(victimDataIn(response).filter((marker) => !shown.has(marker))).toEqual([]);
      expectUnchanged(before, after, each.changes?.tables ?? []);
    },
  );
});

describe("the owner's own request succeeds (so no refusal above is a malformed request)", () => {
  it.each(ownerCells.map((each): [string, OwnerCell] => [each.row, each]))('%s', async (_name, each) => {
    const response = await each.send(world);
    await expectAnswer(response, each.expected);
    if (each.showsVictimData) expect(victimDataIn(response)).not.toEqual([]);
  });
});
