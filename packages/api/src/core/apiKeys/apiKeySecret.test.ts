import { looksLikeApiKey } from '@halo/domain';
import { hashApiKey, newApiKeySecret } from './apiKeySecret';

describe('newApiKeySecret', () => {
  it('makes a key of the documented shape whose hash is its SHA-256, never the same twice', () => {
    const first = newApiKeySecret();
    const second = newApiKeySecret();
    expect(looksLikeApiKey(first.token)).toBe(true);
    expect(first.visiblePrefix).toBe(first.token.slice(0, 16));
    expect(first.secretHash).toBe(hashApiKey(first.token));
    expect(first.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(second.token).not.toBe(first.token);
  });
});
