/** @jest-environment ./jest.jsdom-environment.js */
import { createApiClient, type ApiClient } from './apiClient';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { meResponse } from '@halo/testkit/api/apiResponses';

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
beforeEach(async () => {
  server.reset();
  resetPage('/register');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
  server.on('GET', '/sanctum/csrf-cookie', (_request, response) => {
    setCookie('XSRF-TOKEN', 'fresh');
    response.writeHead(204).end();
  });
});

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);

const registration = {
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

describe('register', () => {
  it('fetches a CSRF cookie, posts the fields, then loads the new signed-in user', async () => {
    server.on('POST', '/register', (_request, response) =>
      sendJson(response, 201, { prefixedId: 'usr_1', email: 'ana@example.com' }),
    );
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    await expect(api.register(registration)).resolves.toEqual({ ok: true, status: 201, message: null });
    expect(calls()).toEqual(['GET /sanctum/csrf-cookie', 'POST /register', 'POST /graphql']);
    expect(server.requests[1]?.json()).toEqual(registration);
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('fresh');
    expect(testStore().getState().user).not.toBeNull();
  });

  it('returns the field errors of a 422 and loads no user', async () => {
    server.on('POST', '/register', (_request, response) =>
      sendJson(response, 422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    await expect(api.register(registration)).resolves.toEqual({
      ok: false,
      status: 422,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(calls()).not.toContain('POST /graphql');
  });
});

describe('verifyEmail and resendVerificationEmail', () => {
  it('posts the token and loads the now signed-in user', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/email/verify', (_request, response) =>
      sendJson(response, 200, { prefixedId: 'usr_1' }),
    );
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    await expect(api.verifyEmail('abc')).resolves.toMatchObject({ ok: true });
    expect(server.requests[0]?.json()).toEqual({ token: 'abc' });
    expect(calls()).toEqual(['POST /email/verify', 'POST /graphql']);
  });

  it('passes the rate-limit message through', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/email/verification-notification', (_request, response) =>
      sendJson(response, 429, { message: 'Too many attempts. Please try again in 42 seconds.' }),
    );
    await expect(api.resendVerificationEmail()).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Too many attempts. Please try again in 42 seconds.',
      errors: {},
    });
  });
});

describe('forgotPassword and resetPassword', () => {
  it('fetch the CSRF cookie first; forgot-password sends X-Requested-By (docs/PRODUCT.md §7)', async () => {
    setCookie('XSRF-TOKEN', 'old');
    server.on('POST', '/forgot-password', (_request, response) =>
      sendJson(response, 200, { message: 'Sent.' }),
    );
    server.on('POST', '/reset-password', (_request, response) =>
      sendJson(response, 200, { message: 'Reset.' }),
    );
    await expect(api.forgotPassword('ana@example.com')).resolves.toEqual({
      ok: true,
      status: 200,
      message: 'Sent.',
    });
    const reset = {
      token: 't1',
      email: 'ana@example.com',
      password: 'new one!',
      password_confirmation: 'new one!',
    };
    await expect(api.resetPassword(reset)).resolves.toEqual({ ok: true, status: 200, message: 'Reset.' });
    expect(calls()).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /forgot-password',
      'GET /sanctum/csrf-cookie',
      'POST /reset-password',
    ]);
    expect(server.requests[1]?.headers['x-requested-by']).toBe('halo-give');
    expect(server.requests[1]?.json()).toEqual({ email: 'ana@example.com' });
    expect(server.requests[3]?.json()).toEqual(reset);
  });

  it('falls back to the generic message when a refusal has none', async () => {
    server.on('POST', '/forgot-password', (_request, response) => response.writeHead(400).end());
    await expect(api.forgotPassword('x@example.com')).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'Something went wrong, please try again.',
      errors: {},
    });
  });
});

describe('requestSignInCode and verifySignInCode', () => {
  const sent = 'If an account exists for ana@example.com, we sent a code. It expires in 10 minutes.';

  it('fetch the CSRF cookie, send the email, then the code with remember, and load the signed-in user', async () => {
    server.on('POST', '/sign-in-code', (_request, response) => sendJson(response, 202, { message: sent }));
    server.on('POST', '/sign-in-code/verify', (_request, response) =>
      sendJson(response, 200, { prefixedId: 'usr_1', email: 'ana@example.com' }),
    );
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    await expect(api.requestSignInCode('ana@example.com')).resolves.toEqual({
      ok: true,
      status: 202,
      message: sent,
    });
    await expect(api.verifySignInCode({ email: 'ana@example.com', code: '123456' }, true)).resolves.toEqual({
      ok: true,
      status: 200,
      message: null,
    });
    expect(calls()).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /sign-in-code',
      'GET /sanctum/csrf-cookie',
      'POST /sign-in-code/verify',
      'POST /graphql',
    ]);
    expect(server.requests[1]?.json()).toEqual({ email: 'ana@example.com' });
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('fresh');
    expect(server.requests[3]?.json()).toEqual({ email: 'ana@example.com', code: '123456', remember: true });
    expect(testStore().getState().user?.email).toBe(meResponse.data.me.email);
  });

  it('sends the link’s token alone, not remembered unless asked', async () => {
    server.on('POST', '/sign-in-code/verify', (_request, response) =>
      sendJson(response, 200, { prefixedId: 'usr_1', email: 'ana@example.com' }),
    );
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    await expect(api.verifySignInCode({ token: 'tok' })).resolves.toMatchObject({ ok: true });
    expect(server.requests[1]?.json()).toEqual({ token: 'tok', remember: false });
  });

  it('returns the 422 message of a wrong code and loads no user', async () => {
    const wrong = 'That code is not right. 4 attempts left.';
    server.on('POST', '/sign-in-code/verify', (_request, response) =>
      sendJson(response, 422, { message: wrong, errors: { code: [wrong] } }),
    );
    await expect(api.verifySignInCode({ email: 'ana@example.com', code: '000000' })).resolves.toEqual({
      ok: false,
      status: 422,
      message: wrong,
      errors: { code: [wrong] },
    });
    expect(calls()).not.toContain('POST /graphql');
    expect(testStore().getState().user).toBeNull();
  });

  it('passes a 429 through and refuses a signed-in answer of another shape', async () => {
    server.on('POST', '/sign-in-code', (_request, response) =>
      sendJson(response, 429, { message: 'Too many attempts. Please try again in 42 seconds.' }),
    );
    server.on('POST', '/sign-in-code/verify', (_request, response) => sendJson(response, 200, { id: 1 }));
    await expect(api.requestSignInCode('ana@example.com')).resolves.toMatchObject({
      ok: false,
      status: 429,
      message: 'Too many attempts. Please try again in 42 seconds.',
    });
    await expect(api.verifySignInCode({ token: 'tok' })).resolves.toEqual({
      ok: false,
      status: 200,
      message: 'Something went wrong, please try again.',
      errors: {},
    });
    expect(calls()).not.toContain('POST /graphql');
  });
});

describe('googleSignInUrl', () => {
  it('points at the API’s redirect endpoint with remember and locale', () => {
    expect(api.googleSignInUrl({ remember: true, locale: 'es' })).toBe(
      `${server.url}/auth/google/redirect?remember=1&locale=es`,
    );
  });

  it('carries where to land after sign-in in p', () => {
    expect(api.googleSignInUrl({ remember: false, locale: 'en', returnTo: '/transactions' })).toBe(
      `${server.url}/auth/google/redirect?remember=0&locale=en&p=%2Ftransactions`,
    );
    expect(api.googleSignInUrl({ remember: false, locale: 'en', returnTo: '/dashboard' })).toBe(
      `${server.url}/auth/google/redirect?remember=0&locale=en`,
    );
  });
});

describe('refreshCurrentUser', () => {
  it('loads the user into the store', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    await expect(api.refreshCurrentUser()).resolves.toMatchObject({ email: meResponse.data.me.email });
    expect(testStore().getState().user?.email).toBe(meResponse.data.me.email);
  });

  it('on 401 signs out to /login with the notice of docs/PRODUCT.md §6', async () => {
    setCookie('XSRF-TOKEN', 't');
    testStore().getState().setUser(meResponse.data.me);
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 401, { errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }] }),
    );
    await expect(api.refreshCurrentUser()).rejects.toThrow('[GraphQL]');
    expect(testStore().getState().user).toBeNull();
    expect(testStore().getState().readLoginNotice()).toBe('Please Log In to view this page');
  });
});
