const IDENTIFIER = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

/**
 * 32 random uppercase hex characters with dashes after positions 8, 12, 16 and 20 (docs/PRODUCT.md §3), used
 * as the `Idempotency-Key` of a gift. The bytes come from the platform's CSPRNG because a guessable
 * key would let someone replay or block another donor's gift; Math.random is never a fallback.
 */
export function generateIdentifier(): string {
  const crypto = globalThis.crypto;
  if (!crypto || typeof crypto.getRandomValues !== 'function') {
    throw new Error('generateIdentifier needs globalThis.crypto.getRandomValues');
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** Whether `value` has the shape `generateIdentifier` produces (for checking idempotency keys). */
export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && IDENTIFIER.test(value);
}
