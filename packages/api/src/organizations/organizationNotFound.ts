import { NotFound } from '../http/errors/NotFound';

/**
 * The answer for a church nobody has, the same on every route (GET /api/online-giving's contract,
 * docs/CONTRACTS.md "REST: organization"): a host or path that names no church.
 */
export function organizationNotFound(): NotFound {
  return new NotFound('Organization not found.');
}
