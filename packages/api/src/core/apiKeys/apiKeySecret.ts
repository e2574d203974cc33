// A church's API key (docs/PRODUCT.md §16): made by the console (admin/apiKeys/), checked by the read
// API (readApi/). The key is `hg_live_` and 256 random bits; only its SHA-256 is stored. A secret that
// long cannot be guessed from its hash, so a fast hash is enough and every call stays cheap.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_TOKEN_START, apiKeyVisiblePrefix } from '@halo/domain';

export interface NewApiKeySecret {
  /** The whole key, shown once and never stored. */
  token: string;
  visiblePrefix: string;
  secretHash: string;
}

export function hashApiKey(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newApiKeySecret(): NewApiKeySecret {
  const token = `${API_KEY_TOKEN_START}${randomBytes(32).toString('base64url')}`;
  return { token, visiblePrefix: apiKeyVisiblePrefix(token), secretHash: hashApiKey(token) };
}
