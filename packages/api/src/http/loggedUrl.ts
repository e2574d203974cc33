// What the log keeps of a request's URL. An emailed link's token is the only credential of a password
// reset, an invitation, a sign-in, an email verification, a recurring gift's manage link, a "Confirm
// your gift" link and a report download (docs/PRODUCT.md §7), and the log is read by more people than
// the mailbox it was sent to: the token after one of those paths is masked, and the query string
// (an OpenID provider's code and state, a preview code) is dropped.
import type { FastifyRequest } from 'fastify';

const EMAILED_LINK_PATH = /^(\/(?:reset-password|verify-email|sign-in|manage|confirm|api\/reports))\/[^?#]+/;

export function loggedUrl(url: string): string {
  const query = url.search(/[?#]/);
  const path = query === -1 ? url : url.slice(0, query);
  const masked = path.replace(EMAILED_LINK_PATH, '$1/…');
  return query === -1 ? masked : `${masked}?…`;
}

/** Fastify's own request serializer (fastify/lib/logger-factory.js), the URL as loggedUrl keeps it. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
