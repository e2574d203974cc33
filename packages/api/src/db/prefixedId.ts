import { randomBytes } from 'node:crypto';

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
