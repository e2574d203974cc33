// Plain http reaches only a loopback issuer (the tests' and a developer's own provider): codes and
// tokens sent over any other http connection could be read on the way.
import { createOpenIdProvider } from './openIdProvider';

const signIn = {
  redirectUri: 'http://demo.localhost:8080/auth/google/callback',
  state: 'state',
  nonce: 'nonce',
  codeVerifier: 'verifier-verifier-verifier-verifier-verifier',
};

afterEach(() => jest.restoreAllMocks());

it.each([
  'http://accounts.example.test',
  'http://localhost.example.test',
  'http://127.0.0.1.example.test',
  'http://10.0.0.5',
])('refuses the http issuer %s before sending it anything', async (issuer) => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  const provider = createOpenIdProvider({ issuer, clientId: 'halo', clientSecret: 'secret' });
  await expect(provider.authorizationUrl(signIn)).rejects.toMatchObject({
    code: 'OAUTH_HTTP_REQUEST_FORBIDDEN',
  });
  expect(fetch).not.toHaveBeenCalled();
});
