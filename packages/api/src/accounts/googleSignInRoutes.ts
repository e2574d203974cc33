// "Sign in with Google": OpenID Connect authorization code flow with PKCE.
//
// The redirect URI is the organization's own origin (PUBLIC_URL with its subdomain, see
// organizationUrl.ts), never a shared callback host: the session cookie is host-only, so only a
// callback on the church's host can sign that host's session in, and the state, nonce and PKCE
// verifier stay bound to that same browser session. The price is one registered redirect URI per
// organization at the provider. Built from settings, not from the Host header.
import { localeOf, returnPathOr, safeReturnPath } from '@halo/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  createOpenIdProvider,
  newSignInSecrets,
  sha256Hex,
  type VerifiedIdentity,
} from './oidc/openIdProvider';
import { organizationUrl } from '../core/organizationUrl';
import type { OrganizationRow, UserRow } from '../db/schema';

const ATTEMPT_LIFETIME_MS = 10 * 60_000;
/**
 * Where the donor lands after the callback (`p` of the redirect, from `/login?p=…`): a same-origin
 * path only, held in a short cookie scoped to /auth/google (the callback is a top-level GET back to
 * this host, so SameSite=Lax sends it) and checked again when read.
 */
const RETURN_COOKIE = 'halo_google_return';

const googleSignInRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.config.googleSignIn;
  if (!settings) return; // not configured: no routes, and the runtime config hides the button
  const provider = createOpenIdProvider(settings);
  const { accounts, users } = app;
  const redirectUriOf = (organization: OrganizationRow) =>
    organizationUrl(app.config.publicUrl, organization.subdomain, '/auth/google/callback');
  const failed = (reply: FastifyReply, reason: string) => reply.redirect(`/login?error=${reason}`, 303);

  app.get<{ Querystring: { remember?: string; locale?: string; p?: string } }>(
    '/auth/google/redirect',
    async (request, reply) => {
      const organization = await request.getOrganization();
      if (!organization) return reply.redirect('/404', 303);
      await app.sessions.ensure(request, reply);
      const session = await request.getSession();
      if (!session) return failed(reply, 'google');
      const { state, nonce, codeVerifier } = newSignInSecrets();
      await accounts.saveSignInAttempt({
        stateHash: sha256Hex(state),
        sessionIdHash: session.idHash,
        organizationId: organization.id,
        nonce,
        codeVerifier,
        remember: request.query.remember === '1' || request.query.remember === 'true',
        locale: localeOf(request.query.locale),
        expiresAt: new Date(app.clock().getTime() + ATTEMPT_LIFETIME_MS),
      });
      const returnTo = safeReturnPath(request.query.p);
      const cookieOptions = {
        path: '/auth/google',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: app.config.publicUrl.startsWith('https:') || request.protocol === 'https',
      };
      if (returnTo) {
        void reply.setCookie(RETURN_COOKIE, returnTo, {
          ...cookieOptions,
          maxAge: ATTEMPT_LIFETIME_MS / 1000,
        });
      } else {
        void reply.clearCookie(RETURN_COOKIE, cookieOptions);
      }
      try {
        const url = await provider.authorizationUrl({
          redirectUri: redirectUriOf(organization),
          state,
          nonce,
          codeVerifier,
        });
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID provider unreachable');
        return failed(reply, 'google');
      }
    },
  );

  /** The account for a verified identity: linked before, else by verified email, else a new one. */
  async function accountFor(
    organization: OrganizationRow,
    identity: VerifiedIdentity,
    locale: 'en' | 'es',
  ): Promise<UserRow | null> {
    const linked = await accounts.findUserByIdentity(organization.id, identity.issuer, identity.subject);
    if (linked) return linked;
    // Only a provider-verified address may claim an account, or anyone could sign in as anyone.
    if (!identity.email || !identity.emailVerified) return null;
    const now = app.clock();
    let user = await users.findByEmail(organization.id, identity.email);
    if (user && !user.emailVerifiedAt) {
      // Someone may have registered this address without owning it, waiting for the owner to link
      // it (pre-account takeover): the owner now proves the mailbox, so their password is dropped
      // and their sessions ended. The owner can set a password with "forgot password".
      await accounts.setPassword(organization.id, user.id, null);
      await accounts.markVerified(organization.id, user.id, now);
    }
    user ??= await accounts.createDonor({
      organizationId: organization.id,
      email: identity.email,
      passwordHash: null,
      firstName: identity.givenName,
      lastName: identity.familyName,
      locale,
      emailVerifiedAt: now,
    });
    user ??= await users.findByEmail(organization.id, identity.email); // created concurrently
    if (user) await accounts.linkIdentity(user, identity.issuer, identity.subject, identity.email);
    return user;
  }

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    '/auth/google/callback',
    async (
      request: FastifyRequest<{ Querystring: { code?: string; state?: string; error?: string } }>,
      reply,
    ) => {
      const organization = await request.getOrganization();
      if (!organization) return reply.redirect('/404', 303);
      const { code, state } = request.query;
      if (!state) return failed(reply, 'google');
      const attempt = await accounts.takeSignInAttempt(sha256Hex(state), app.clock());
      const session = await request.getSession();
      // The attempt must be this browser's (login CSRF) and this church's.
      if (
        !attempt ||
        !session ||
        attempt.sessionIdHash !== session.idHash ||
        attempt.organizationId !== organization.id
      ) {
        return failed(reply, 'google');
      }
      if (!code || request.query.error) return failed(reply, 'google');
      // The provider's answer (code, state, iss) on the callback URL the code was issued for.
      const callbackUrl = new URL(redirectUriOf(organization));
      callbackUrl.search = new URL(request.url, callbackUrl).search;
      let identity: VerifiedIdentity;
      try {
        identity = await provider.redeem({
          callbackUrl,
          state,
          codeVerifier: attempt.codeVerifier,
          nonce: attempt.nonce,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID sign-in refused');
        return failed(reply, 'google');
      }
      const user = await accountFor(organization, identity, localeOf(attempt.locale));
      if (!user) return failed(reply, 'google_unverified');
      await app.sessions.signIn(request, reply, {
        userId: user.id,
        organizationId: organization.id,
        remember: attempt.remember,
      });
      const returnTo = returnPathOr(request.cookies[RETURN_COOKIE]);
      void reply.clearCookie(RETURN_COOKIE, { path: '/auth/google' });
      return reply.redirect(returnTo, 303);
    },
  );
};

export default googleSignInRoutes;
