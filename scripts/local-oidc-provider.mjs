// A real OpenID Connect provider on a loopback port, for tests of "Sign in with Google".
// ESM-only oidc-provider cannot load inside jest's CommonJS sandbox, so tests start this as a child
// process. It prints `ISSUER <url>` once listening and stops on SIGTERM.
//
// Env: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated), OIDC_PORT (0: any).
// Sign in on its development login form with any login: the login is the account's email address,
// verified unless it starts with "unverified".
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 0);
const server = createServer();
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'halo-test',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'halo-test-secret',
      redirect_uris: (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // Like Google: email and names in the ID token itself.
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: id,
          email_verified: !id.startsWith('unverified'),
          given_name: 'Gabriel',
          family_name: 'Google',
        };
      },
    };
  },
  features: { devInteractions: { enabled: true } },
});
// Quiet: the dev interactions warn on every start.
provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
server.on('request', provider.callback());
console.log(`ISSUER ${issuer}`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
