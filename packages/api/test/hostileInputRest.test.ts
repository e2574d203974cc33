// Hostile input over REST: property-based fuzzing of every JSON body route of
// docs/CONTRACTS.md. Whatever arrives (a valid payload with fields replaced, removed or added,
// random JSON, bodies past the 1 MB limit, broken JSON, other content types, hostile paths and
// query strings), the answer is never a 5xx, always JSON with a `message` (Spanish under
// X-Locale: es for validation errors), and never a partial write (hostileRestRun.ts).
import { calendarDateInTimeZone } from '@halo/domain';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as fc from 'fast-check';
import { organizations } from '../src/db/schema';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { consistencyProblems, takeSnapshot } from './hostileWriteCheck';
import { GivingClient, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { HostileRestChecker } from './hostileRestRun';
import { insertCampaign } from './pledgeFixtures';
import {
  bodylessRoutes,
  freshEmail,
  HOSTILE_PLEDGE_CAMPAIGN_SLUG,
  JSON_BODY_ROUTES,
  restRoutes,
  type RestFixtures,
  type RestRoute,
} from './hostileRestRoutes';
import { applyMutation, hostileString, hostileValue, payloadMutation, requestLocale } from './hostileValues';
import { toJsonText } from './jsonText';

/** Runs per property: enough to meet every kind of hostile value, within a minute on PGlite. */
const RUNS_PER_ROUTE = 30;
const RANDOM_JSON_RUNS = 60;

let testApp: TestApp;
let fixtures: RestFixtures;
let routes: RestRoute[];
let checker: HostileRestChecker;

async function savedCard(client: GivingClient, donor: Donor): Promise<Donor & { cardId: string }> {
  const response = await client.addCard(donor, '4242424242424242');
  if (response.statusCode !== 200) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return { ...donor, cardId: response.json().payment_method_id };
}

beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'halo-hostile-rest-')),
      // The limiters would answer 429 long before the fuzzer reaches validation; they have tests of
      // their own (givingLimits.test.ts, accounts.test.ts).
      givingRateLimits: RELAXED_GIVING_LIMITS,
      authRateLimitWindowMs: 1,
      kioskAttemptsPerDevicePerHour: 1_000_000,
    },
  });
  const client = new GivingClient(testApp);
  const organization = (await client.browser.request({ url: '/api/online-giving/demo' })).json();
  const organizationPrefixedId: string = organization.prefixedId;
  const guest = await savedCard(client, await client.customer(organizationPrefixedId, freshEmail('guest')));
  const registered = await client.post('/api/give/register', {
    organization_prefixed_id: organizationPrefixedId,
    email: freshEmail('member'),
    first_name: 'Sam',
    last_name: 'Member',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const member = await savedCard(client, {
    organizationPrefixedId,
    customerId: registered.json().stripe_customer_id,
    donorPrefixedId: registered.json().donor_prefixed_id,
    token: registered.json().giving_token,
  });
  const [church] = await testApp.app.db
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, 'demo'));
  await insertCampaign(testApp, church!.id, { name: 'Hostile pledges', slug: HOSTILE_PLEDGE_CAMPAIGN_SLUG });
  const visitor = new TestBrowser(testApp);
  await visitor.fetchCsrfCookie();
  const kiosk = new TestBrowser(testApp);
  await kiosk.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const started = await kiosk.request({
    method: 'POST',
    url: '/api/admin/kiosk-devices',
    payload: { name: 'Hostile lobby' },
  });
  if (started.statusCode !== 201) throw new Error(`kiosk: ${started.statusCode} ${started.body}`);
  await kiosk.fetchCsrfCookie();
  const demo = new TestBrowser(testApp);
  const signedIn = await demo.login(DEMO_DONOR.email, DEMO_DONOR.password);
  fixtures = {
    organizationPrefixedId,
    fundPrefixedIds: organization.onlineGiving.funds.map((fund: { prefixedId: string }) => fund.prefixedId),
    guest,
    member,
    visitor,
    kiosk,
    demo,
    demoUserPrefixedId: signedIn.json().prefixedId,
    today: calendarDateInTimeZone(organization.onlineGiving.timeZone, new Date()),
  };
  routes = restRoutes(fixtures);
  checker = new HostileRestChecker(testApp);
  // The fixtures themselves must pass the consistency rules, or every run would fail on them.
  expect(consistencyProblems(await takeSnapshot(testApp.app))).toEqual([]);
}, 120_000);
afterAll(() => testApp?.close());

const json = (route: RestRoute, body: unknown, locale: 'en' | 'es' = 'en') =>
  checker.check({ route, body: toJsonText(body), contentType: 'application/json', locale });

describe('every JSON body route, its valid payload made hostile', () => {
  it.each(JSON_BODY_ROUTES)('%s: never a 5xx, localized 422s, no partial write', async (name) => {
    const route = routes.find((candidate) => candidate.name === name)!;
    await fc.assert(
      fc.asyncProperty(payloadMutation(route.base(), route.fieldValues), requestLocale, (mutation, locale) =>
        json(route, applyMutation(route.base(), mutation), locale).then(() => undefined),
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it('covers every JSON body route of the contract', () => {
    expect(routes.map((route) => route.name)).toEqual(JSON_BODY_ROUTES);
  });
});

it('random JSON to every POST route, those without a body included', async () => {
  const everyRoute = [...routes, ...bodylessRoutes(fixtures)];
  await fc.assert(
    fc.asyncProperty(
      // Names, not routes: a counterexample report would print the whole app behind a route's browser.
      fc.constantFrom(...everyRoute.map((route) => route.name)),
      fc.oneof(fc.jsonValue({ maxDepth: 4 }), hostileValue),
      requestLocale,
      (name, body, locale) =>
        json(
          everyRoute.find((route) => route.name === name)!,
          body,
          locale,
        ).then(() => undefined),
    ),
    { numRuns: RANDOM_JSON_RUNS },
  );
});

describe('bodies the JSON parser refuses', () => {
  it('a body over 1 MB is 413 on every route, with the message and nothing written', async () => {
    for (const route of routes) {
      const body = toJsonText({ ...route.base(), padding: 'x'.repeat(1024 * 1024) });
      const response = await checker.check({ route, body, contentType: 'application/json', locale: 'en' });
      expect([route.name, response.statusCode]).toEqual([route.name, 413]);
      expect(response.json().message).toBe('The request body is too large (limit 1 MB).');
    }
  });

  it('a body just under 1 MB reaches validation instead of the parser', async () => {
    for (const route of routes) {
      const [firstField] = Object.keys(route.base());
      const body = toJsonText({ ...route.base(), [firstField!]: 'é'.repeat(500_000) });
      const response = await checker.check({ route, body, contentType: 'application/json', locale: 'es' });
      expect([route.name, response.statusCode]).not.toEqual([route.name, 413]);
    }
  });

  it('JSON cut short anywhere is 400 with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(routes.length - 1),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (index, at) => {
          const route = routes[index]!;
          const text = toJsonText(route.base());
          const body = text.slice(0, Math.min(text.length - 1, Math.floor(at * text.length)));
          const response = await checker.check({
            route,
            body,
            contentType: 'application/json',
            locale: 'en',
          });
          expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: 20 },
    );
  });

  it.each([
    ['an empty body', ''],
    ['single quotes', "{'email':'a@b.c'}"],
    ['a trailing comma', '{"email":"a@b.c",}'],
    ['NaN', '{"amount":NaN}'],
    ['a bare word', 'undefined'],
    ['a NUL byte', '\u0000'],
    ['a prototype key', '{"__proto__":{"isHaloAdmin":true}}'],
    ['a constructor prototype', '{"constructor":{"prototype":{"isHaloAdmin":true}}}'],
  ])('%s is 400 on every route', async (_name, body) => {
    for (const route of routes) {
      const response = await checker.check({ route, body, contentType: 'application/json', locale: 'en' });
      expect([route.name, response.statusCode]).toEqual([route.name, 400]);
    }
  });

  it.each(['null', '0', '"text"', 'true', '[]', '[{}]', '{}'])(
    'the JSON value %s (not an object) is refused without a 5xx',
    async (body) => {
      for (const route of routes) {
        const response = await checker.check({ route, body, contentType: 'application/json', locale: 'es' });
        expect([route.name, response.statusCode >= 400]).toEqual([route.name, true]);
      }
    },
  );
});

describe('other content types', () => {
  it('text/plain is read as a string, which no route takes as its payload', async () => {
    for (const route of routes) {
      const body = toJsonText(route.base());
      const response = await checker.check({ route, body, contentType: 'text/plain', locale: 'es' });
      expect([route.name, response.statusCode >= 400]).toEqual([route.name, true]);
    }
  });

  it.each(['application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream'])(
    '%s is 415 on every route',
    async (contentType) => {
      for (const route of routes) {
        const body = contentType === 'application/xml' ? '<email>a@b.c</email>' : toJsonText(route.base());
        const response = await checker.check({ route, body, contentType, locale: 'en' });
        expect([route.name, response.statusCode]).toEqual([route.name, 415]);
      }
    },
  );

  it('a form body is 415 except where pusher-js posts one (/broadcasting/auth)', async () => {
    for (const route of routes) {
      const body = new URLSearchParams(
        Object.entries(route.base()).map(([key, value]) => [key, String(value)]),
      ).toString();
      const response = await checker.check({
        route,
        body,
        contentType: 'application/x-www-form-urlencoded',
        locale: 'en',
      });
      if (route.url === '/broadcasting/auth') expect(response.statusCode).toBe(200);
      else expect([route.name, response.statusCode]).toEqual([route.name, 415]);
    }
  });

  it('odd spellings of JSON and no content type at all never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(routes.length - 1),
        fc.constantFrom(
          null,
          'APPLICATION/JSON',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/jsonx',
          'application/vnd.api+json',
          'json',
          '',
        ),
        (index, contentType) => {
          const route = routes[index]!;
          return checker
            .check({ route, body: toJsonText(route.base()), contentType, locale: 'en' })
            .then(() => undefined);
        },
      ),
      { numRuns: 24 },
    );
  });
});

/** Percent-encodes the UTF-8 bytes of `value` (lone surrogates included, which encodeURIComponent refuses). */
const encodeBytes = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

const pathPart = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encodeBytes) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ff%fe', '%c0%ae', '%00', '..%2F..%2F', 'demo%00') },
);

it('hostile paths and query strings of the GET routes never give a 5xx or write', async () => {
  const query = (names: string[]) =>
    fc
      .array(fc.tuple(fc.constantFrom(...names), pathPart), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));
  const getRoute = (browser: TestBrowser, token: string | null): RestRoute => ({
    name: 'GET',
    url: '',
    browser,
    sendCsrfToken: false,
    base: () => ({}),
    headers: (): Record<string, string> => (token ? { 'x-giving-token': token } : {}),
  });
  const url = fc.oneof(
    pathPart.map((part) => `/api/online-giving/${part}`),
    query(['organization_prefixed_id', 'stripe_customer_id']).map(
      (search) => `/api/give/stripe-payment-methods?${search}`,
    ),
    query(['organization_prefixed_id', 'donor_prefixed_id']).map(
      (search) => `/api/give/stripe-customer-id?${search}`,
    ),
    pathPart.map((part) => `/api/reports/${part}`),
    fc.tuple(pathPart, query(['expires', 'signature'])).map(([key, search]) => `/api/files/${key}?${search}`),
  );
  const callers = {
    guest: getRoute(fixtures.visitor, null),
    'giving token': getRoute(fixtures.visitor, fixtures.guest.token),
    'signed-in donor': getRoute(fixtures.demo, null),
  };
  // Under Node's 16 KB header limit: past it Node itself answers 431 and resets the connection,
  // which the client then reports on the following request, not on that one.
  const boundedUrl = url.map((text) => text.slice(0, 8_000));
  await fc.assert(
    fc.asyncProperty(
      boundedUrl,
      fc.constantFrom(...Object.keys(callers)),
      requestLocale,
      (get, caller, locale) =>
        checker
          .check({ route: callers[caller as keyof typeof callers], get, contentType: null, locale })
          .then(() => undefined),
    ),
    { numRuns: 60 },
  );
});

// The bugs this suite found, pinned so they stay fixed whatever the fuzzer draws next time.
describe('regressions found by the fuzzer', () => {
  it('U+0000 in any string field is a 422 on that field in the request locale, nothing written', async () => {
    for (const route of routes) {
      for (const [field, value] of Object.entries(route.base())) {
        if (typeof value !== 'string') continue;
        const body = toJsonText({ ...route.base(), [field]: `${value}\u0000` });
        const response = await checker.check({ route, body, contentType: 'application/json', locale: 'es' });
        expect([route.name, field, response.statusCode, response.json().errors]).toEqual([
          route.name,
          field,
          422,
          { [field]: ['Este valor no es válido'] },
        ]);
      }
    }
  });

  it('U+0000 in a path or a query string is a 422, not a database error', async () => {
    const guest = (token: string | null): RestRoute => ({
      name: 'GET',
      url: '',
      browser: fixtures.visitor,
      sendCsrfToken: false,
      base: () => ({}),
      headers: (): Record<string, string> => (token ? { 'x-giving-token': token } : {}),
    });
    for (const get of [
      '/api/online-giving/demo%00',
      `/api/give/stripe-payment-methods?organization_prefixed_id=%00&stripe_customer_id=${fixtures.guest.customerId}`,
      `/api/give/stripe-customer-id?organization_prefixed_id=${fixtures.organizationPrefixedId}%00`,
    ]) {
      const response = await checker.check({
        route: guest(fixtures.guest.token),
        get,
        contentType: null,
        locale: 'en',
      });
      expect([get, response.statusCode]).toEqual([get, 422]);
    }
  });

  it('a gift with an extra key nested 20 000 levels deep is given once, not a 500', async () => {
    const route = routes.find((candidate) => candidate.name === 'POST /api/give')!;
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const body = toJsonText(route.base()).replace(/}$/, `,"extra":${deep}}`);
    const response = await checker.check({ route, body, contentType: 'application/json', locale: 'en' });
    expect(response.statusCode).toBe(201);
  });
});
