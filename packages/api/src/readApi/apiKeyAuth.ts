// Who calls the read API: an API key of a church, sent as `Authorization: Bearer hg_live_…`, and
// nothing else (a session cookie opens nothing here, so no CSRF check is needed). The key is found
// by its SHA-256; a revoked or unknown key, or one of another church than the host names, is 401.
// Each key has its own limit of calls a minute, counted in the database like every other limit.
import { apiKeyAllows, looksLikeApiKey, type ApiKeyAbility } from '@halo/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashApiKey } from '../core/apiKeys/apiKeySecret';
import { apiKeys, organizations, type ApiKeyRow, type OrganizationRow } from '../db/schema';
import { Forbidden } from '../http/errors/Forbidden';
import { Unauthenticated } from '../http/errors/Unauthenticated';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import { takeWithinLimit } from '../limits/withinLimits';
import { readApiMessage } from './readApiMessages';

/** A key's last use is written at most this often, to spare a write on every call. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeyCaller {
  key: ApiKeyRow;
  organization: OrganizationRow;
}

export function apiKeyAuthenticator(app: FastifyInstance) {
  const perKey = createAttemptLimit(createLimitCounters(app.db), {
    name: 'read-api-key',
    max: app.config.readApiCallsPerKeyPerMinute,
    windowMs: 60_000,
  });

  /** The key's church and the key, once the key is good, allows one of `allowedBy` and is within its limit. */
  return async function authenticate(
    request: FastifyRequest,
    allowedBy: readonly ApiKeyAbility[],
  ): Promise<ApiKeyCaller> {
    const locale = request.locale;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match) throw new Unauthenticated(readApiMessage(locale, 'keyMissing'), { code: 'api_key_missing' });
    const token = match[1]!;
    const refused = () =>
      new Unauthenticated(readApiMessage(locale, 'keyRefused'), { code: 'api_key_refused' });
    if (!looksLikeApiKey(token)) throw refused();
    const [found] = await app.db
      .select({ key: apiKeys, organization: organizations })
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .where(and(eq(apiKeys.secretHash, hashApiKey(token)), isNull(apiKeys.revokedAt)));
    if (!found) throw refused();
    // A host that names a church (its subdomain, X-Landlord-Organization) must name the key's.
    const named = await request.getOrganization();
    if (named && named.id !== found.organization.id) throw refused();
    const now = app.clock();
    await takeWithinLimit(locale, perKey, found.key.prefixedId, now);
    if (!apiKeyAllows(found.key.abilities, allowedBy))
      throw new Forbidden(readApiMessage(locale, 'abilityMissing', allowedBy.join(' or ')), {
        code: 'api_key_ability_missing',
      });
    if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
      await app.db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiKeys.id, found.key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
        );
    }
    return found;
  };
}
