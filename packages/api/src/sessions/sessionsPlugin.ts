// Server-side sessions and CSRF, like Laravel Sanctum's SPA mode because the client follows it
// (docs/ARCHITECTURE.md §4, docs/CONTRACTS.md "Sessions and CSRF").
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../db/schema';
import { CsrfMismatch } from '../http/errors/CsrfMismatch';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from './sessionCookies';
import { hashSessionId, newCsrfToken, newSessionId, tokensMatch } from './sessionTokens';

/** Requests that change state and therefore need X-XSRF-TOKEN. */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;
/**
 * How long an expired row is kept. Within it, a request with the old cookies gets a guest session
 * with the same CSRF token instead of a 419: the donor whose sign-in ran out on a portal
 * page then sees GraphQL's 401 and the login notice (docs/PRODUCT.md §6), not a bounce to the home page.
 */
const EXPIRED_GRACE_MS = 7 * 24 * 60 * 60_000;

export interface SessionOwner {
  userId: number;
  organizationId: number;
  remember: boolean;
}

export interface SessionManager {
  /** For GET /sanctum/csrf-cookie: keeps a live session (re-sending its cookies) or starts a guest one. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Signs a user in on a brand-new session id and CSRF token, dropping the old session (no fixation). */
  signIn(request: FastifyRequest, reply: FastifyReply, owner: SessionOwner): Promise<void>;
  /** Deletes the session row and clears both cookies. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The request's live session, looked up once and only when asked for. */
    getSession(): Promise<SessionRow | null>;
    sessionLookup: Promise<SessionRow | null> | null;
  }
  interface FastifyContextConfig {
    /**
     * false exempts a mutating route from the CSRF check; only for endpoints that carry their own
     * credential in the body (the cross-origin giving flow, docs/ARCHITECTURE.md §4).
     */
    csrf?: boolean;
  }
}

export default fp(
  async (app) => {
    const { config, sessionsRepository: store } = app;
    const lifetimeMs = (remember: boolean) =>
      remember ? config.rememberDays * 24 * 60 * 60_000 : config.sessionIdleMinutes * 60_000;

    async function loadSession(request: FastifyRequest): Promise<SessionRow | null> {
      const sessionId = request.cookies[SESSION_COOKIE];
      if (!sessionId) return null;
      const idHash = hashSessionId(sessionId);
      const now = app.clock();
      const session = await store.findLive(idHash, now);
      if (!session) return store.demoteExpired(idHash, now, new Date(now.getTime() + lifetimeMs(false)));
      // Sliding expiry: activity keeps a session alive; SESSION_IDLE_MINUTES of silence ends it.
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(now.getTime() + lifetimeMs(session.remember));
        await store.touch(idHash, now, expiresAt);
        return { ...session, lastSeenAt: now, expiresAt };
      }
      return session;
    }

    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('getSession', function (this: FastifyRequest) {
      this.sessionLookup ??= loadSession(this);
      return this.sessionLookup;
    });

    async function issue(
      request: FastifyRequest,
      reply: FastifyReply,
      owner: { userId: number | null; organizationId: number | null; remember: boolean },
    ): Promise<void> {
      const sessionId = newSessionId();
      const csrfToken = newCsrfToken();
      const idHash = hashSessionId(sessionId);
      const now = app.clock();
      const expiresAt = new Date(now.getTime() + lifetimeMs(owner.remember));
      await store.insert({ idHash, csrfToken, ...owner, expiresAt });
      // Later lookups in this request (GraphQL after login, say) see the new session.
      request.sessionLookup = Promise.resolve({
        idHash,
        csrfToken,
        ...owner,
        expiresAt,
        lastSeenAt: now,
        secondFactorVerifiedAt: null,
        createdAt: now,
      });
      setSessionCookies(request, reply, config, { sessionId, csrfToken, remember: owner.remember });
    }

    app.decorate<SessionManager>('sessions', {
      async ensure(request, reply) {
        const session = await request.getSession();
        const sessionId = request.cookies[SESSION_COOKIE];
        if (session && sessionId) {
          setSessionCookies(request, reply, config, {
            sessionId,
            csrfToken: session.csrfToken,
            remember: session.remember,
          });
          return;
        }
        await issue(request, reply, { userId: null, organizationId: null, remember: false });
      },
      async signIn(request, reply, owner) {
        const previous = await request.getSession();
        if (previous) await store.delete(previous.idHash);
        await issue(request, reply, owner);
      },
      async end(request, reply) {
        const session = await request.getSession();
        if (session) await store.delete(session.idHash);
        request.sessionLookup = Promise.resolve(null);
        clearSessionCookies(request, reply, config);
      },
    });

    // Checked before the body is read: a forged request should not cost us parsing its payload.
    app.addHook('onRequest', async (request) => {
      if (!MUTATING_METHODS.has(request.method)) return;
      if (request.routeOptions.config.csrf === false) return;
      const session = await request.getSession();
      const header = request.headers['x-xsrf-token'];
      if (!session || !tokensMatch(session.csrfToken, typeof header === 'string' ? header : undefined)) {
        throw new CsrfMismatch('CSRF token mismatch.');
      }
    });

    // Expired rows are already ignored by findLive; this only keeps the table small.
    const purge = () =>
      store
        .deleteExpired(new Date(app.clock().getTime() - EXPIRED_GRACE_MS))
        .catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  {
    name: 'sessions',
    dependencies: ['@fastify/cookie', 'sessions-repository', 'error-reporting', 'locale'],
    decorators: { fastify: ['config'] },
  },
);
