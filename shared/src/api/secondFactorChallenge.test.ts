/** @jest-environment ./jest.jsdom-environment.js */
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { testPage } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { reportError } from '../errorReporting/reportError';
import { createApiClient, type ApiClient } from './apiClient';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
}));

const INVITE = 'mutation Invite { inviteAdministrator { email } }';
const refusal = (code: string) => ({
  errors: [{ message: 'Confirm it is you', extensions: { category: 'authorization', code } }],
});

let api: ApiClient;
let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  jest.clearAllMocks();
  resetPage('/admin/team');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
  setCookie('XSRF-TOKEN', 't');
});

describe('second-factor refusals', () => {
  it('asks the registered challenge and sends the operation again once the factor is proven', async () => {
    let calls = 0;
    server.on('POST', '/graphql', (_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 200, refusal('SECOND_FACTOR_REQUIRED'));
      else sendJson(response, 200, { data: { inviteAdministrator: { email: 'a@example.com' } } });
    });
    const challenge = jest.fn().mockResolvedValue(true);
    const stop = api.answerSecondFactorRefusals(challenge);
    try {
      await expect(api.graphql(INVITE)).resolves.toEqual({ inviteAdministrator: { email: 'a@example.com' } });
    } finally {
      stop();
    }
    expect(challenge).toHaveBeenCalledWith('SECOND_FACTOR_REQUIRED');
    expect(server.requests).toHaveLength(2);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('keeps the refusal when the administrator gives up, or when nothing answers refusals', async () => {
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 200, refusal('SECOND_FACTOR_ENROLMENT_REQUIRED')),
    );
    const stop = api.answerSecondFactorRefusals(() => Promise.resolve(false));
    await expect(api.graphql(INVITE)).rejects.toMatchObject({ name: 'ApiError' });
    stop();
    await expect(api.graphql(INVITE)).rejects.toMatchObject({ name: 'ApiError' });
    expect(server.requests).toHaveLength(2);
    // Not a fault of the product: never reported.
    expect(reportError).not.toHaveBeenCalled();
  });

  it('answers a JSON POST refused with 403 for the second factor the same way, the body sent again', async () => {
    let calls = 0;
    server.on('POST', '/api/admin/recurring-move', (_request, response) => {
      calls += 1;
      if (calls === 1)
        sendJson(response, 403, { message: 'Confirm it is you', code: 'SECOND_FACTOR_REQUIRED' });
      else sendJson(response, 200, { moved: 1 });
    });
    const challenge = jest.fn().mockResolvedValue(true);
    const stop = api.answerSecondFactorRefusals(challenge);
    try {
      const response = await api.postJson('/api/admin/recurring-move', { dryRun: false });
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ moved: 1 });
    } finally {
      stop();
    }
    expect(challenge).toHaveBeenCalledWith('SECOND_FACTOR_REQUIRED');
    expect(server.requests.map((request) => request.json())).toEqual([{ dryRun: false }, { dryRun: false }]);
  });

  it('hands a JSON POST the 403 to read when the factor is not proven, or the 403 is another refusal', async () => {
    server.on('POST', '/api/admin/recurring-move', (request, response) =>
      sendJson(
        response,
        403,
        (request.json() as { other?: boolean }).other
          ? { message: 'Your account does not have the administrator ability this needs.' }
          : { message: 'Set up a second factor', code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' },
      ),
    );
    const challenge = jest.fn().mockResolvedValue(false);
    const stop = api.answerSecondFactorRefusals(challenge);
    try {
      const refused = await api.postJson('/api/admin/recurring-move', {});
      await expect(refused.json()).resolves.toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
      const other = await api.postJson('/api/admin/recurring-move', { other: true });
      expect(other.status).toBe(403);
    } finally {
      stop();
    }
    expect(challenge).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });
});
