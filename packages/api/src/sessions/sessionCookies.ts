import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** httpOnly: the session id never reaches page scripts. */
export const SESSION_COOKIE = 'halo_session';
/** Readable by page scripts, which echo it in X-XSRF-TOKEN (the Sanctum SPA handshake). */
export const CSRF_COOKIE = 'XSRF-TOKEN';

export interface IssuedSession {
  sessionId: string;
  csrfToken: string;
  remember: boolean;
}

function isSecure(request: FastifyRequest, config: Config): boolean {
  return config.publicUrl.startsWith('https:') || request.protocol === 'https';
}

/**
 * Sets both cookies. A remembered session's cookies outlive the browser session; otherwise they are
 * session cookies and the server's idle timeout (SESSION_IDLE_MINUTES) ends them.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  issued: IssuedSession,
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecure(request, config),
    ...(issued.remember ? { maxAge: config.rememberDays * 24 * 60 * 60 } : {}),
  };
  reply.setCookie(SESSION_COOKIE, issued.sessionId, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, issued.csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request, config) };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, common);
}
