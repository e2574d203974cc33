// The OpenID Connect relying-party side of "Sign in with Google", on openid-client: discovery, the
// authorization URL with PKCE, the code exchange and the ID token checks. Works with any issuer;
// tests point it at a local oidc-provider.
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { GoogleSignInSettings } from '../../config';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** What one sign-in keeps between the redirect and the callback, each unguessable. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const newSignInSecrets = (): SignInSecrets => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const REQUEST_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * openid-client refuses plain http, which would let anyone on the network read the codes and tokens.
 * A loopback issuer never leaves this machine: that is the tests' provider and a developer's own, so
 * only there is http allowed; any other http issuer stays refused.
 */
const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === 'http:' &&
  (LOOPBACK_HOSTS.has(issuer.hostname) || issuer.hostname.endsWith('.localhost'));

const text = (claims: oidc.IDToken, claim: string): string | null => {
  const value = claims[claim];
  return typeof value === 'string' && value ? value : null;
};

export interface OpenIdProvider {
  authorizationUrl(options: { redirectUri: string } & SignInSecrets): Promise<string>;
  /**
   * Checks the callback's parameters (state, and the provider's `iss` when it sends one), exchanges
   * the code and checks the ID token (signature, issuer, audience, expiry, nonce).
   */
  redeem(options: {
    /** The callback URL as the browser requested it, with the provider's query parameters. */
    callbackUrl: URL;
    state: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<VerifiedIdentity>;
}

export function createOpenIdProvider(settings: GoogleSignInSettings): OpenIdProvider {
  const issuer = new URL(settings.issuer);
  const execute = [
    // The ID token comes straight from the token endpoint, where TLS already vouches for it; its
    // signature is still checked against the provider's published keys, as the loopback provider
    // of tests and development has no TLS to vouch for anything.
    oidc.enableNonRepudiationChecks,
    ...(isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : []),
  ];
  // client_secret_basic when there is a secret, else a public client that sends only its client_id.
  const clientAuthentication = settings.clientSecret
    ? oidc.ClientSecretBasic(settings.clientSecret)
    : oidc.None();

  let configuration: Promise<oidc.Configuration> | null = null;
  // openid-client refuses a discovery document whose issuer is not OIDC_ISSUER: another provider's
  // tokens must never pass for Google's.
  const discover = () => {
    configuration ??= oidc
      .discovery(issuer, settings.clientId, undefined, clientAuthentication, {
        execute,
        timeout: REQUEST_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        configuration = null; // try again next time
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await discover();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async redeem({ callbackUrl, state, codeVerifier, nonce }) {
      const config = await discover();
      // The redirect_uri sent with the code is the callback URL without its query.
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token in the token response');
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: text(claims, 'email')?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims, 'given_name'),
        familyName: text(claims, 'family_name'),
      };
    },
  };
}
