// GraphQL runs only our own operations (docs/ARCHITECTURE.md §4): with GRAPHQL_TRUSTED_DOCUMENTS on, a document
// the front ends were not built with is refused before it is parsed; with it off, graphql-armor's
// caps still refuse hostile documents, and introspection and field suggestions stay off in production.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/packageRoot';
import { documentHash, TrustedDocumentsFile } from '../src/graphql/trustedDocuments';
import { GRAPHQL_LIMITS } from '../src/graphql/graphqlPlugin';
import { DEMO_DONOR } from '../src/seed';
import * as v from 'valibot';
import { startTestApp, TestBrowser, ME_QUERY, type TestApp } from './helper';
import { recordBenchRow } from './benchRow';
import { snapshotDonorData } from './portalFixtures';

const BUILT = path.join(repoRoot, 'dist/graphql/trusted-documents.json');
/** A document of "the previous build": what a page cached before a deploy still sends. */
const PREVIOUS_BUILD_DOCUMENT = 'query PreviousBuildMe {\n  me {\n    prefixedId\n  }\n}';

const built = (): TrustedDocumentsFile =>
  v.parse(TrustedDocumentsFile, JSON.parse(readFileSync(BUILT, 'utf8')));

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A dist folder whose allow-list is this build's documents plus one from the build before. */
function distWithPreviousBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'halo-trusted-'));
  folders.push(distDir);
  mkdirSync(path.join(distDir, 'graphql'));
  const file: TrustedDocumentsFile = {
    current: built().current,
    previous: { [documentHash(PREVIOUS_BUILD_DOCUMENT)]: PREVIOUS_BUILD_DOCUMENT },
  };
  writeFileSync(path.join(distDir, 'graphql', 'trusted-documents.json'), JSON.stringify(file));
  return distDir;
}

async function signedIn(testApp: TestApp): Promise<TestBrowser> {
  const browser = new TestBrowser(testApp);
  expect((await browser.login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBeLessThan(300);
  return browser;
}

const aliased = (count: number, selection: string) =>
  `query Many { ${Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ')} }`;

describe('with trusted documents on', () => {
  let testApp: TestApp;
  let donor: TestBrowser;
  beforeAll(async () => {
    testApp = await startTestApp({
      config: { graphqlTrustedDocuments: true, distDir: distWithPreviousBuild() },
    });
    donor = await signedIn(testApp);
  });
  afterAll(() => testApp?.close());

  it('runs every document the front ends were built with, within the caps', async () => {
    const documents = Object.values(built().current);
    expect(documents.length).toBeGreaterThan(10);
    for (const query of documents) {
      const response = await donor.graphql(query, {});
      const messages = (
        (response.json().errors ?? []) as { message: string; extensions?: { code?: string } }[]
      ).map((error) => `${error.extensions?.code ?? ''} ${error.message}`);
      // Missing variables are expected here; being refused as unknown or over a cap is not.
      expect(messages.filter((message) => /PERSISTED_QUERY|limit|Token|exceeded/i.test(message))).toEqual([]);
    }
  });

  it('runs a document of the previous build (a cached page, a rolling restart)', async () => {
    const response = await donor.graphql(PREVIOUS_BUILD_DOCUMENT);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.me.prefixedId).toMatch(/^usr_/);
  });

  it.each([
    ['a document nobody built', ME_QUERY],
    ['an introspection query', '{ __schema { types { name } } }'],
    ['3,000 aliases', aliased(3000, 'me { email person { firstName lastName } }')],
  ])('refuses %s with 400 before running it', async (name, query) => {
    const startedAt = performance.now();
    const response = await donor.graphql(query);
    const ms = performance.now() - startedAt;
    if (name === '3,000 aliases') {
      recordBenchRow(
        'hostile GraphQL document (3,000 aliases), trusted documents on: refused',
        '≤ 100 ms',
        `${ms.toFixed(1)} ms, 400`,
        ms <= 100,
      );
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { message: 'This operation is not one of ours.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      ],
    });
  });

  it('refuses 200 aliased updateDonor mutations and changes nothing', async () => {
    const before = await snapshotDonorData(testApp.app);
    const response = await donor.graphql(
      `mutation Many { ${Array.from({ length: 200 }, (_, index) => `u${index}: updateDonor(input: { firstName: "X${index}" }) { prefixedId }`).join(' ')} }`,
    );
    expect(response.statusCode).toBe(400);
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });
});

describe('with trusted documents off, the caps still hold', () => {
  let testApp: TestApp;
  let donor: TestBrowser;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: 'https://giving.example.org' } });
    donor = await signedIn(testApp);
  });
  afterAll(() => testApp?.close());

  it('refuses a 3,000-alias document, and a request sent meanwhile is answered', async () => {
    const startedAt = performance.now();
    const timed = <T>(promise: Promise<T>) =>
      promise.then((value) => ({ value, ms: performance.now() - startedAt }));
    const hostile = timed(donor.graphql(aliased(3000, 'me { email person { firstName lastName } }')));
    const meanwhile = timed(donor.graphql(ME_QUERY));
    const [{ value: refused, ms: refusedMs }, { value: answered, ms: answeredMs }] = await Promise.all([
      hostile,
      meanwhile,
    ]);
    recordBenchRow(
      'hostile GraphQL document (3,000 aliases), trusted documents off: refused; `me` sent meanwhile',
      '≤ 100 ms; not delayed',
      `refused in ${refusedMs.toFixed(1)} ms; \`me\` answered in ${answeredMs.toFixed(1)} ms`,
      refusedMs <= 100,
    );
    expect(refused.json().data ?? null).toBeNull();
    expect(JSON.stringify(refused.json().errors)).toMatch(/Token limit/);
    expect(refused.body.length).toBeLessThan(1000);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.me.email).toBe(DEMO_DONOR.email);
  });

  it.each([
    ['aliases', aliased(GRAPHQL_LIMITS.aliases + 1, 'me { email }'), /Aliases limit/],
    // graphql-armor leaves `__typename` out of its count unless told otherwise.
    ['`__typename` aliases', aliased(GRAPHQL_LIMITS.aliases + 1, '__typename'), /Aliases limit/],
    [
      '`__typename` aliases inside a field',
      `query Nested { me { ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, index) => `t${index}: __typename`).join(' ')} } }`,
      /Aliases limit/,
    ],
    [
      'depth',
      'query Deep { me { person { user { person { user { person { user { person { user { person { user { email } } } } } } } } } } } }',
      /depth|Cannot query field/i,
    ],
    [
      'root fields',
      `query Roots { ${Array.from({ length: GRAPHQL_LIMITS.rootFields + 1 }, () => 'me { email }').join(' ')} }`,
      /Root fields limit/,
    ],
    ['tokens', `query Tokens { me { ${'email '.repeat(GRAPHQL_LIMITS.tokens)}} }`, /Token limit/],
  ])('refuses too many %s as a document error with its code', async (_name, query, message) => {
    const response = await donor.graphql(query);
    expect(response.json().data ?? null).toBeNull();
    const errors = response.json().errors as { message: string; extensions?: { code?: string } }[];
    expect(JSON.stringify(errors)).toMatch(message);
    for (const error of errors) {
      expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']).toContain(error.extensions?.code);
    }
  });

  it('answers `__typename` aliased up to the cap', async () => {
    const response = await donor.graphql(aliased(GRAPHQL_LIMITS.aliases, '__typename'));
    expect(response.json().errors).toBeUndefined();
    expect(Object.keys(response.json().data)).toHaveLength(GRAPHQL_LIMITS.aliases);
  });

  it('refuses 200 aliased updateDonor mutations and changes nothing', async () => {
    const before = await snapshotDonorData(testApp.app);
    const response = await donor.graphql(
      `mutation Many { ${Array.from({ length: 200 }, (_, index) => `u${index}: updateDonor(input: { firstName: "X${index}" }) { prefixedId }`).join(' ')} }`,
    );
    expect(response.json().data ?? null).toBeNull();
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });

  it('answers no introspection and suggests no field names in production', async () => {
    const introspection = await donor.graphql('{ __schema { types { name } } }');
    expect(introspection.json().data ?? null).toBeNull();
    const misspelt = await donor.graphql('{ me { emial } }');
    expect(JSON.stringify(misspelt.json().errors)).not.toMatch(/Did you mean/);
  });
});
