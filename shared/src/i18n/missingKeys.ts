/**
 * Dotted paths of the string keys `reference` has and `candidate` lacks, e.g. `flash.copied`.
 * Used by the tests of every namespace to hold docs/ARCHITECTURE.md §3: `es` has every key `en` has.
 */
export function missingKeys(reference: unknown, candidate: unknown, prefix = ''): string[] {
  if (typeof reference !== 'object' || reference === null) {
    return typeof candidate === typeof reference ? [] : [prefix];
  }
  const target =
    typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, unknown>) : {};
  return Object.entries(reference).flatMap(([key, value]) =>
    missingKeys(value, target[key], prefix ? `${prefix}.${key}` : key),
  );
}
