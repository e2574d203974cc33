import type { FastifyRequest } from 'fastify';
import type { OrganizationRow } from '../db/schema';

/**
 * The church whose hosted page `request` asks for, or null: no church has its host, or the lookup
 * failed. The page itself does not need it: without it the page's policy is only stricter (no logo
 * host, no framing) and its live updates point at PUBLIC_URL's own host, which is better than no
 * page. The page and its policy both read it here, so they agree.
 */
export async function pageOrganization(request: FastifyRequest): Promise<OrganizationRow | null> {
  try {
    return await request.getOrganization();
  } catch (error) {
    request.log.warn({ err: error }, 'hosted page: organization lookup failed');
    return null;
  }
}
