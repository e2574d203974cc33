// The OpenID Connect relying-party side of "Sign in with Google": discovery, the
// authorization URL with PKCE, the code exchange and ID token verification against the provider's
// JWKS (jose). Works with any issuer; tests point it at a local oidc-provider.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleSignInSettings } from '../../config';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export const randomUrlToken = () => randomBytes(32).toString('base64url');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const text = (payload: JWTPayload, claim: string): string | null => {
  const value = payload[claim];
  return typeof value === 'string' && value ? value : null;
};

export interface OpenIdProvider {
  authorizationUrl(options: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<string>;
  /** Exchanges the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
  redeem(options: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<VerifiedIdentity>;
}

export function createOpenIdProvider(settings: GoogleSignInSettings): OpenIdProvider {
  let discovery: Promise<{ document: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }> | null = null;
  const discover = () => {
    discovery ??= (async () => {
      const response = await fetch(`${settings.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      return { document, jwks: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = null; // try again next time
      throw error;
    });
    return discovery;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const { document } = await discover();
      const url = new URL(document.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async redeem({ code, redirectUri, codeVerifier, nonce }) {
      const { document, jwks } = await discover();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (settings.clientSecret) {
        // client_secret_basic (RFC 6749 §2.3.1: both parts form-encoded first).
        const basic = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      } else {
        form.set('client_id', settings.clientId);
      }
      const response = await fetch(document.token_endpoint, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
      const tokens = (await response.json()) as { id_token?: unknown };
      if (typeof tokens.id_token !== 'string') throw new Error('no id_token in the token response');
      const { payload } = await jwtVerify(tokens.id_token, jwks, {
        issuer: document.issuer,
        audience: settings.clientId,
      });
      if (payload.nonce !== nonce) throw new Error('id_token nonce mismatch');
      if (!payload.sub) throw new Error('id_token without sub');
      return {
        issuer: document.issuer,
        subject: payload.sub,
        email: text(payload, 'email')?.toLowerCase() ?? null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: text(payload, 'given_name'),
        familyName: text(payload, 'family_name'),
      };
    },
  };
}
