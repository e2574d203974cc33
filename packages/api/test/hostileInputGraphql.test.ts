// Hostile input over GraphQL: property-based fuzzing of every query and mutation of
// schema.graphql that takes arguments, signed in as the demo donor with the CSRF header. Variables
// are typed but nasty, or of the wrong type (hostileGraphqlVariables.ts). Whatever arrives, the
// answer is never a 5xx, no error is an unhandled exception or shows server detail, validation
// messages follow X-Locale, and nothing is written halfway (hostileGraphqlRun.ts).
import { calendarDateInTimeZone, formatCardExpiry } from '@halo/domain';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import * as fc from 'fast-check';
import { contributions, funds, letterTemplates, paymentMethods, users } from '../src/db/schema';
import { adminOperations, grantConsoleAbilities } from './adminHostileOperations';
import { donorListOperations } from './donorListHostileOperations';
import { givingReportOperations } from './givingReportHostileOperations';
import { secondFactorOperations } from './secondFactorHostileOperations';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { graphqlOperations, type GraphqlOperation, type PortalRecords } from './hostileGraphqlOperations';
import { HostileGraphqlChecker } from './hostileGraphqlRun';
import { hostileVariables, portalSchema, type NamedValues } from './hostileGraphqlVariables';
import { dateValues, hostileString, hostileValue, requestLocale } from './hostileValues';
import { consistencyProblems, takeSnapshot } from './hostileWriteCheck';
import { letterTemplateOperations } from './letterTemplateHostileOperations';
import { yearEndStatementOperations } from './yearEndStatementHostileOperations';
import { giftBatchOperations } from './giftBatchHostileOperations';
import { accountingOperations } from './accountingHostileOperations';
import { depositOperations } from './depositHostileOperations';
import { campaignOperations } from './campaignHostileOperations';
import { householdOperations } from './householdHostileOperations';
import { donorMergeOperations } from './donorMergeHostileOperations';
import { pledgeOperations } from './pledgeHostileOperations';
import { textGivingOperations } from './textGivingHostileOperations';
import { webhookOperations } from './webhookHostileOperations';
import { apiKeyOperations } from './apiKeyHostileOperations';
import { signInDemoDonor } from './portalFixtures';
import { plantSavedBankAccount, savedBankAccountOperations } from './savedBankAccountRows';
import { DEMO_DONOR } from '../src/seed';

/** Runs per operation: every kind of hostile value, within a minute on PGlite. */
const RUNS_PER_OPERATION = 25;

// Each property runs some forty requests, each checked against the database for partial writes: on a
// loaded two-core machine (both API suites side by side) that took more than the usual minute.
jest.setTimeout(240_000);

let testApp: TestApp;
let records: PortalRecords;
let operations: GraphqlOperation[];
let named: NamedValues;
let checker: HostileGraphqlChecker;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mkdtempSync(path.join(os.tmpdir(), 'halo-hostile-graphql-')) },
  });
  const demo = await signInDemoDonor(testApp);
  await plantSavedBankAccount(testApp);
  const { db } = testApp.app;
  const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.processorId, demo.cardId));
  const fundRows = await db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, demo.organizationId), eq(funds.isEnabled, true)))
    .orderBy(asc(funds.id));
  const [gift] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.donorUserId, demo.userId))
    .limit(1);
  const [template] = await db
    .select()
    .from(letterTemplates)
    .where(eq(letterTemplates.organizationId, demo.organizationId));
  const organization = (await demo.browser.request({ url: '/api/online-giving/demo' })).json();
  records = {
    organizationPrefixedId: demo.organizationPrefixedId,
    donorPrefixedId: demo.userPrefixedId,
    cardId: demo.cardId,
    cardLastFour: card!.lastFour,
    cardExpiration: formatCardExpiry(card!.expMonth!, card!.expYear!),
    recurringIds: demo.recurringIds,
    fundPrefixedIds: fundRows.map((fund) => fund.prefixedId),
    contributionPrefixedId: gift!.prefixedId,
    letterTemplatePrefixedId: template!.prefixedId,
    today: calendarDateInTimeZone(organization.onlineGiving.timeZone, new Date()),
  };
  // The admin console's too, with the demo donor holding its abilities (adminHostileOperations.ts).
  await grantConsoleAbilities(testApp, demo.userId);
  operations = [
    ...graphqlOperations(records),
    ...adminOperations(records),
    ...donorListOperations(records),
    ...givingReportOperations(records),
    ...secondFactorOperations(records),
    ...letterTemplateOperations(records),
    ...yearEndStatementOperations(records),
    ...giftBatchOperations(records),
    ...depositOperations(records),
    ...accountingOperations(records),
    ...campaignOperations(records),
    ...householdOperations(records),
    ...donorMergeOperations(records),
    ...pledgeOperations(records),
    ...textGivingOperations(records),
    ...savedBankAccountOperations(records),
    ...webhookOperations(records),
    ...apiKeyOperations(records),
  ];
  // Real ids in the wrong places: a fund where a card goes, a gift where a recurring gift goes.
  const ids = fc.constantFrom(
    records.organizationPrefixedId,
    records.donorPrefixedId,
    records.cardId,
    records.contributionPrefixedId,
    records.letterTemplatePrefixedId,
    ...records.recurringIds,
    ...records.fundPrefixedIds,
  );
  const dates = dateValues(records.today);
  const expiries = fc.constantFrom(
    '12/2035',
    '1/35',
    '13/2030',
    '00/0000',
    '12/1999',
    '12 / 2035',
    '12/99999',
    '٠١/٢٠٣٠',
  );
  named = {
    startDate: dates,
    endDate: dates,
    nextOccurrence: dates,
    expDate: expiries,
    expiration: expiries,
    fileName: fc.constantFrom(
      'me.png',
      'a.JPG',
      '../../etc/passwd.png',
      'x.exe',
      '.png',
      `${'a'.repeat(300)}.png`,
    ),
    directory: fc.constantFrom('profile-images', 'profile-images/', '../profile-images', 'other'),
    email: fc.constantFrom(
      'donor@example.com',
      'admin@example.com',
      'new+tag@example.com',
      'Ünï@exämple.com',
    ),
    image_url: fc.constantFrom(
      'http://demo.localhost:8080/api/files/profile-images/usr_x/a.png',
      'javascript:alert(1)',
      'http://evil.example/x.png',
      'data:image/png;base64,AAAA',
      '//evil.example',
    ),
    password: fc.constantFrom('short', 'correct horse battery'),
    password_confirmation: fc.constantFrom('short', 'correct horse battery'),
    lastFour: fc.constantFrom(records.cardLastFour, ` ${records.cardLastFour} `, '42424'),
    search: fc.constantFrom('%', '_', '\\', "'", 'donor', '50.00'),
    org: ids,
    id: ids,
    pm: ids,
    processorId: ids,
    organizationPrefixedId: ids,
    fundAccountPrefixedId: ids,
    contributionPrefixedId: ids,
    letterTemplatePrefixedId: ids,
    donorPrefixedIds: ids,
  };
  checker = new HostileGraphqlChecker(testApp, demo.browser);
  expect(consistencyProblems(await takeSnapshot(testApp.app))).toEqual([]);
}, 120_000);
afterAll(() => testApp?.close());

/** Query and Mutation fields with arguments: the operations this suite must cover. */
const FIELDS_WITH_ARGUMENTS = [portalSchema.getQueryType()!, portalSchema.getMutationType()!].flatMap(
  (type) =>
    Object.values(type.getFields())
      .filter((field) => field.args.length > 0)
      .map((field) => field.name),
);

it('covers every query and mutation with arguments', () => {
  expect(operations.map((operation) => operation.field).sort()).toEqual([...FIELDS_WITH_ARGUMENTS].sort());
});

describe('every operation with hostile variables', () => {
  it.each(FIELDS_WITH_ARGUMENTS.map((field) => [field]))(
    '%s: never a 5xx or an unhandled error, localized validation, no partial write',
    async (field) => {
      const operation = operations.find((candidate) => candidate.field === field)!;
      await fc.assert(
        fc.asyncProperty(
          hostileVariables(operation.document, operation.base, named),
          requestLocale,
          (variables, locale) => checker.check(operation, variables, locale).then(() => undefined),
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    },
  );
});

it('variables that are not an object, and random JSON as variables, never give a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.nat(operations.length - 1),
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue),
      requestLocale,
      (index, variables, locale) =>
        checker.check(operations[index]!, variables, locale).then(() => undefined),
    ),
    { numRuns: 40 },
  );
});

it('hostile request bodies of POST /graphql never give a 5xx', async () => {
  const [operation] = operations;
  const bodies = fc.oneof(
    hostileString.map((query) => JSON.stringify({ query })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{}',
      '[]',
      '{"query":null}',
      '{"query":1}',
      `[${JSON.stringify({ query: operation!.document, variables: operation!.base })}]`,
      JSON.stringify({ query: `{ ${'me { email } '.repeat(2)} }` }),
      JSON.stringify({ query: `query { ${'a: me { email } '.repeat(1)} }`, operationName: 'Missing' }),
      JSON.stringify({ query: `{ me ${'{ tenant '.repeat(50)}${'}'.repeat(50)} }` }),
      JSON.stringify({ query: 'mutation { updateDonor(first_name: "\\u0000") { prefixedId } }' }),
      JSON.stringify({
        query:
          'query ($x: Int!) { donorContributions(organizationPrefixedId: "o", filters: { page: $x }) { totalResults } }',
        variables: { x: 1e308 },
      }),
    ),
  );
  await fc.assert(
    fc.asyncProperty(bodies, requestLocale, (body, locale) =>
      checker.check(operation!, undefined, locale, body).then(() => undefined),
    ),
    { numRuns: 40 },
  );
});

// The bugs this suite found, pinned so they stay fixed whatever the fuzzer draws next time.
describe('regressions found by the fuzzer', () => {
  const updateDonor = () => operations.find((operation) => operation.field === 'updateDonor')!;

  it('U+0000 in a variable or in a literal is a validation error in the request locale', async () => {
    const byVariable = await checker.check(updateDonor(), { first_name: 'Da\u0000na' }, 'es');
    expect(byVariable.json().errors[0].extensions).toEqual({
      category: 'validation',
      validation: { first_name: ['Este valor no es válido'] },
    });
    const literal = JSON.stringify({
      query: 'mutation { updateDonor(last_name: "x\\u0000") { prefixedId } }',
    });
    const byLiteral = await checker.check(updateDonor(), undefined, 'en', literal);
    expect(byLiteral.json().errors[0].extensions).toEqual({
      category: 'validation',
      validation: { last_name: ['This value is not valid'] },
    });
  });

  it('updateDonor without any field answers the person unchanged', async () => {
    const response = await checker.check(updateDonor(), {}, 'en');
    expect(response.json()).toEqual({
      data: { updateDonor: expect.objectContaining({ firstName: expect.any(String) }) },
    });
  });

  it('updateDonor with only a new password sets it (it used to roll back with a 500)', async () => {
    const password = 'a brand new secret';
    // A new password needs the current one, an argument the fuzzed document leaves out on purpose:
    // random wrong guesses would count as failed sign-ins of the demo donor.
    const body = JSON.stringify({
      query: `mutation ($password: String, $current: String) {
        updateDonor(password: $password, password_confirmation: $password, current_password: $current) { prefixedId }
      }`,
      variables: { password, current: DEMO_DONOR.password },
    });
    const response = await checker.check(updateDonor(), undefined, 'en', body);
    expect(response.json().errors).toBeUndefined();
    // The fuzzer may have changed the donor's email too.
    const [donor] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, records.donorPrefixedId));
    expect((await new TestBrowser(testApp).login(donor!.email, password)).statusCode).toBe(200);
  });

  it.each([
    ['a variable named __proto__', '{"__proto__":{"isHaloAdmin":true}}'],
    ['text that is not JSON', '{"first_name":'],
  ])('%s is a GraphQL error in the request locale, not a REST one', async (_name, variables) => {
    const body = `{"query":${JSON.stringify(updateDonor().document)},"variables":${variables}}`;
    const response = await checker.check(updateDonor(), undefined, 'es', body);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        errors: [
          { message: 'El cuerpo de la solicitud no es un JSON válido.', extensions: { code: 'BAD_REQUEST' } },
        ],
      },
    ]);
  });

  it.each(['null', '0', '"x"', 'true', '[]', '{}'])(
    'the body %s is a 400 without server detail',
    async (body) => {
      const response = await checker.check(operations[0]!, undefined, 'en', body);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        {
          errors: [
            {
              message: 'The request body must be a GraphQL request object.',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        },
      ]);
    },
  );
});
