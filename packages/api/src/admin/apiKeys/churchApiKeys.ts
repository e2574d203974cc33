// The console's "API keys" (docs/PRODUCT.md §16): a church's keys listed, made (the key shown once)
// and revoked. Each change is in the church's activity log, never with the key itself.
import {
  API_KEY_NAME_MAX,
  API_KEYS_PER_CHURCH_MAX,
  grantableApiKeyAbilities,
  type ApiKeyAbility,
} from '@halo/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { newApiKeySecret } from '../../core/apiKeys/apiKeySecret';
import { notFoundError } from '../../core/localizedRefusals';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema';
import { newPrefixedId } from '../../db/prefixedId';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { apiKeyMessage } from './apiKeyMessages';

function presentApiKey(row: ApiKeyRow, createdBy: string | null) {
  return {
    prefixedId: row.prefixedId,
    name: row.name,
    abilities: row.abilities,
    visiblePrefix: row.visiblePrefix,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export type PresentedApiKey = ReturnType<typeof presentApiKey>;

/** The church's keys, newest first, revoked ones too (they say when). */
export async function listApiKeys(scope: AdminScope): Promise<PresentedApiKey[]> {
  const rows = await scope.app.db
    .select({ key: apiKeys, createdBy: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.organizationId, scope.organization.id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => presentApiKey(row.key, row.createdBy));
}

function readName(scope: AdminScope, typed: string): string {
  const name = typed.trim();
  if (!name) throw validationError({ name: [apiKeyMessage(scope.locale, 'nameRequired')] });
  if (name.length > API_KEY_NAME_MAX)
    throw validationError({ name: [apiKeyMessage(scope.locale, 'nameTooLong')] });
  return name;
}

function readAbilities(scope: AdminScope, asked: readonly string[]): ApiKeyAbility[] {
  const abilities = grantableApiKeyAbilities(asked, scope.user);
  if (!abilities) throw validationError({ abilities: [apiKeyMessage(scope.locale, 'abilitiesInvalid')] });
  return abilities;
}

/** Makes a key; the answer carries the whole key, which is never shown again. */
export function createApiKey(scope: AdminScope, nameText: string, abilityList: readonly string[]) {
  const name = readName(scope, nameText);
  const abilities = readAbilities(scope, abilityList);
  return adminChange(scope, 'apiKey.create', async (tx, organization) => {
    const [inUse] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organizationId, organization.id), isNull(apiKeys.revokedAt)));
    if ((inUse?.n ?? 0) >= API_KEYS_PER_CHURCH_MAX)
      throw validationError({ name: [apiKeyMessage(scope.locale, 'tooManyKeys')] });
    const secret = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        prefixedId: newPrefixedId('apk'),
        organizationId: organization.id,
        name,
        abilities,
        visiblePrefix: secret.visiblePrefix,
        secretHash: secret.secretHash,
        createdByUserId: scope.user.id,
      })
      .returning();
    return {
      value: { apiKey: presentApiKey(row!, scope.user.email), token: secret.token },
      details: { apiKey: row!.prefixedId, name, abilities, visiblePrefix: secret.visiblePrefix },
    };
  });
}

/** Revokes a key of the church at once; revoking one already revoked changes nothing. */
export function revokeApiKey(scope: AdminScope, apiKeyPrefixedId: string) {
  return adminChange(scope, 'apiKey.revoke', async (tx, organization) => {
    const [row] = await tx
      .select({ key: apiKeys, createdBy: users.email })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
      .where(and(eq(apiKeys.organizationId, organization.id), eq(apiKeys.prefixedId, apiKeyPrefixedId)))
      .for('update', { of: apiKeys });
    if (!row) throw notFoundError(scope.locale);
    const revokedAt = row.key.revokedAt ?? scope.app.clock();
    if (!row.key.revokedAt) await tx.update(apiKeys).set({ revokedAt }).where(eq(apiKeys.id, row.key.id));
    return {
      value: presentApiKey({ ...row.key, revokedAt }, row.createdBy),
      details: { apiKey: row.key.prefixedId, name: row.key.name, visiblePrefix: row.key.visiblePrefix },
    };
  });
}
