// Where a giving call may come from: the church's own pages, or a website it allows. Shared by the
// giving routes and the pledges by emailed code, which answer the same embedded form.
import type { FastifyRequest } from 'fastify';
import type { OrganizationRow } from '../../db/schema';
import { Forbidden } from '../../http/errors/Forbidden';
import { isOriginAllowed } from '../../organizations/allowedOrigins';
import { givingMessage } from './givingMessages';

/** A cross-origin call must come from one of this organization's allowed origins. */
export function assertOriginAllowed(request: FastifyRequest, organization: OrganizationRow): void {
  const origin = request.headers.origin;
  if (!origin) return; // not a browser's cross-origin call (curl, server-to-server)
  let sameOrigin = false;
  try {
    sameOrigin = new URL(origin).host === request.headers.host;
  } catch {
    sameOrigin = false;
  }
  if (!sameOrigin && !isOriginAllowed(organization.allowedOrigins, origin)) {
    throw new Forbidden(givingMessage(request.locale, 'giving.originNotAllowed'));
  }
}
