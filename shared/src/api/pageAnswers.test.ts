/** @jest-environment ./jest.jsdom-environment.js */
import { createApiClient, type ApiClient } from './apiClient';
import { createPageAnswers, PAGE_ANSWER_MAX_AGE_MS, type PageAnswerReader } from './pageAnswers';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { meResponse } from '@halo/testkit/api/apiResponses';

const REPORT_QUERY =
  'query DonorDashboardReport($organizationPrefixedId: ID!) { DonorDashboardReport { totalGifts } }';
const REPORT = { DonorDashboardReport: { totalGifts: 12500 } };

/** The page's element as the server writes it (packages/api/src/http/staticPlugin.ts). */
function carry(answers: unknown): void {
  const element = document.createElement('script');
  element.id = 'halo-page-answers';
  element.type = 'application/json';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  resetPage('/dashboard');
  document.getElementById('halo-page-answers')?.remove();
  setCookie('XSRF-TOKEN', 't');
});

describe('createPageAnswers', () => {
  const ME = { operation: 'Me', variables: {}, locale: 'en', data: meResponse.data };
  const owner = meResponse.data.me.prefixedId;
  const reader = (overrides: Partial<PageAnswerReader> = {}): PageAnswerReader => ({
    now: () => 1_000,
    signedIn: () => owner,
    locale: () => 'en',
    ...overrides,
  });

  it('gives each answer once, for its operation and equal variables, and removes the element', () => {
    const variables = { organizationPrefixedId: 'org_1', first: 5 };
    carry([ME, { operation: 'DonorDashboardReport', variables, locale: 'en', data: REPORT }]);
    const answers = createPageAnswers(reader());
    expect(answers.take('RecentActivity', variables)).toBeUndefined();
    expect(
      answers.take('DonorDashboardReport', { ...variables, organizationPrefixedId: 'org_2' }),
    ).toBeUndefined();
    expect(document.getElementById('halo-page-answers')).toBeNull();
    const reordered = { first: 5, organizationPrefixedId: 'org_1' };
    expect(answers.take('DonorDashboardReport', reordered)).toEqual({ data: REPORT });
    expect(answers.take('DonorDashboardReport', reordered)).toBeUndefined();
  });

  it("gives the donor's answers to nobody else: not after signing out, not to another donor", () => {
    const report = { operation: 'DonorDashboardReport', variables: {}, locale: 'en', data: REPORT };
    let signedIn: string | null = null;
    carry([ME, report]);
    const page = createPageAnswers(reader({ signedIn: () => signedIn }));
    expect(page.take('DonorDashboardReport', {})).toBeUndefined();
    signedIn = 'usr_someone_else';
    expect(page.take('DonorDashboardReport', {})).toBeUndefined();
    signedIn = owner;
    expect(page.take('DonorDashboardReport', {})).toEqual({ data: REPORT });
    // Without a `me` answer nobody owns the others.
    carry([report]);
    expect(createPageAnswers(reader()).take('DonorDashboardReport', {})).toBeUndefined();
  });

  it('gives an answer only to a client speaking the language it was made in', () => {
    carry([ME]);
    let speaking = 'es';
    const answers = createPageAnswers(reader({ locale: () => speaking }));
    expect(answers.take('Me', {})).toBeUndefined();
    speaking = 'en';
    expect(answers.take('Me', {})).toEqual({ data: meResponse.data });
  });

  it('gives nothing once the page is older than its answers may be', () => {
    carry([ME]);
    let now = PAGE_ANSWER_MAX_AGE_MS + 1;
    const answers = createPageAnswers(reader({ now: () => now }));
    expect(answers.take('Me', {})).toBeUndefined();
    now = 10;
    expect(answers.take('Me', {})).toBeUndefined();
  });

  it('gives nothing from an element that does not parse or has the wrong shape', () => {
    carry('{');
    expect(createPageAnswers(reader()).take('Me', {})).toBeUndefined();
    carry([{ operation: 'Me', locale: 'en', data: meResponse.data }]);
    expect(createPageAnswers(reader()).take('Me', {})).toBeUndefined();
  });
});

describe("the API client on a page that carries its first screen's answers", () => {
  let api: ApiClient;
  beforeEach(() => {
    carry([
      { operation: 'Me', variables: {}, locale: 'en', data: meResponse.data },
      {
        operation: 'DonorDashboardReport',
        variables: { organizationPrefixedId: 'org_1' },
        locale: 'en',
        data: REPORT,
      },
    ]);
    api = createApiClient({ apiUrl: `${server.url}/`, ...testPage() });
  });

  it('signs the donor in from the page and answers the overview without asking the API', async () => {
    await expect(api.loadCurrentUser()).resolves.toMatchObject({ email: meResponse.data.me.email });
    expect(testStore().getState().userStatus).toBe('loaded');
    await expect(api.graphql(REPORT_QUERY, { organizationPrefixedId: 'org_1' })).resolves.toEqual(REPORT);
    expect(server.requests).toHaveLength(0);
  });

  it('asks the API the second time, and for what the page did not bring', async () => {
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 200, { data: { DonorDashboardReport: { totalGifts: 0 } } }),
    );
    await api.loadCurrentUser();
    await api.graphql(REPORT_QUERY, { organizationPrefixedId: 'org_1' });
    await expect(api.graphql(REPORT_QUERY, { organizationPrefixedId: 'org_1' })).resolves.toEqual({
      DonorDashboardReport: { totalGifts: 0 },
    });
    await api.graphql(REPORT_QUERY, { organizationPrefixedId: 'org_2' });
    expect(server.requests).toHaveLength(2);
  });

  it('asks the API for the overview when the donor was not signed in from the page first', async () => {
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 200, { data: { DonorDashboardReport: { totalGifts: 0 } } }),
    );
    await api.graphql(REPORT_QUERY, { organizationPrefixedId: 'org_1' });
    expect(server.requests).toHaveLength(1);
  });
});
