import { createHash, randomBytes } from 'node:crypto';

/** What each kind of record's public id starts with; ids of different things never look alike. */
export type IdPrefix =
  | 'org'
  | 'fund'
  | 'ltr'
  | 'usr'
  | 'per'
  | 'mod'
  | 'phn'
  | 'con'
  | 'rcg'
  | 'pmt'
  | 'act'
  | 'ref'
  | 'stb'
  | 'bat'
  | 'bte'
  | 'whk'
  | 'msg'
  | 'cmp'
  | 'apk'
  | 'plg'
  | 'hsh'
  | 'dep'
  | 'kio'
  | 'tgp'
  | 'dmg';

/** A public identifier: prefix, underscore, 24 random lowercase hex characters (96 bits). */
export function newPrefixedId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * The same public identifier each time for the same `seed`, in newPrefixedId's shape: for a record whose
 * id travels to a processor before it is written, where a retry must send the very same request (Stripe
 * replays an idempotent request only with the same parameters, its metadata included).
 */
export function derivedPrefixedId(prefix: IdPrefix, seed: string): string {
  return `${prefix}_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
}
