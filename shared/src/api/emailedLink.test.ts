/** @jest-environment ./jest.jsdom-environment.js */
// The calls of an emailed link's page, through both kinds (manage link, confirm your gift): the
// token in the body with the CSRF header, a 404/410 refusal parsed into `refused`, and every other
// answer the kind's or the generic failure.
import { createApiClient, type ApiClient } from './apiClient';
import { testPage } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
}));

let api: ApiClient;
let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  resetPage('/manage/tok');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
  server.on('GET', '/sanctum/csrf-cookie', (_request, response) => {
    setCookie('XSRF-TOKEN', 'fresh');
    response.writeHead(204).end();
  });
});

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);
const somethingWentWrong = { kind: 'failed', message: 'Something went wrong, please try again.' };

const gift = {
  church_name: 'Grace Community Church',
  locale: 'es',
  gift: {
    prefixed_id: 'rg_1',
    status: 'active',
    amount: 2500,
    currency: 'USD',
    country: 'US',
    frequency: 'monthly',
    next_occurrence: '2026-12-15',
    paused_until: null,
    end_date: null,
    funds: [{ name: 'General Fund', amount: 2500 }],
    card: { brand: 'visa', last_four: '4242' },
  },
};

describe('a call authorised by an emailed link', () => {
  it("fetches a CSRF cookie, posts the token and the call's fields, and parses the answer", async () => {
    server.on('POST', '/manage-link/pause-until', (_request, response) => sendJson(response, 200, gift));
    await expect(api.pauseThroughManageLink('tok', '2027-01-15')).resolves.toEqual({
      kind: 'gift',
      answer: gift,
    });
    expect(calls()).toEqual(['GET /sanctum/csrf-cookie', 'POST /manage-link/pause-until']);
    expect(server.requests[1]?.json()).toEqual({ token: 'tok', until: '2027-01-15' });
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('fresh');
  });

  it.each([
    [404, { code: 'link_unknown', message: 'This link does not work.' }, null],
    [410, { code: 'link_expired', message: 'Este enlace venció.', locale: 'es' }, 'es'],
  ])('turns a %i refusal of either kind into one refusal', async (status, refusal, locale) => {
    server.on('POST', '/manage-link', (_request, response) => sendJson(response, status, refusal));
    server.on('POST', '/confirm-link', (_request, response) => sendJson(response, status, refusal));
    const expected = { kind: 'refused', code: refusal.code, message: refusal.message, locale };
    await expect(api.openManageLink('tok')).resolves.toEqual(expected);
    await expect(api.openGiftConfirmation('tok')).resolves.toEqual(expected);
  });

  it("refuses with the kind's codes only: another kind's code or a malformed refusal is a failure", async () => {
    server.on('POST', '/manage-link', (_request, response) =>
      sendJson(response, 410, { code: 'link_used', message: 'Used.' }),
    );
    server.on('POST', '/confirm-link', (_request, response) =>
      sendJson(response, 404, { message: 'No code.' }),
    );
    await expect(api.openManageLink('tok')).resolves.toEqual(somethingWentWrong);
    await expect(api.openGiftConfirmation('tok')).resolves.toEqual(somethingWentWrong);
  });

  it('reads the rest as each kind does: a limit in its own words, an answer off the contract a failure', async () => {
    const limit = { message: 'Too many attempts. Try again in a minute.' };
    server.on('POST', '/confirm-link', (_request, response) => sendJson(response, 429, limit));
    server.on('POST', '/manage-link/skip', (_request, response) => sendJson(response, 429, limit));
    server.on('POST', '/manage-link/card-entry', (_request, response) => sendJson(response, 429, limit));
    server.on('POST', '/confirm-link/complete', (_request, response) =>
      sendJson(response, 200, { church_name: 'Grace Community Church' }),
    );
    await expect(api.openGiftConfirmation('tok')).resolves.toEqual({ kind: 'failed', ...limit });
    await expect(api.skipThroughManageLink('tok')).resolves.toEqual({
      kind: 'invalid',
      ...limit,
      errors: {},
    });
    await expect(api.openManageLinkCardEntry('tok')).resolves.toEqual({ kind: 'failed', ...limit });
    await expect(api.completeGiftConfirmation('tok', 'completed')).resolves.toEqual(somethingWentWrong);
    expect(server.requests.at(-1)?.json()).toEqual({ token: 'tok', test_result: 'completed' });
  });

  it('fails with the generic words when no answer comes', async () => {
    server.on('POST', '/manage-link/stop', (_request, response) => response.socket?.destroy());
    await expect(api.stopThroughManageLink('tok')).resolves.toEqual(somethingWentWrong);
  });
});
