// Recovery codes: the way in when the authenticator is lost. Ten at a time, each of 50 random bits
// written as two groups of five letters and digits (no look-alikes), good once; only a keyed hash is
// stored, so the list in the database cannot be typed back.
import { RECOVERY_CODE_COUNT } from '@halo/domain';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';

// Crockford's base32 digits: no I, L, O or U to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function group(): string {
  let text = '';
  for (let index = 0; index < 5; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** Ten new codes as shown to the administrator, `abcde-12345`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

export type RecoveryCodeHasher = (normalizedCode: string) => string;

/** The stored form of a code typed without its dash, in lower case. */
export function createRecoveryCodeHasher(appKey: string): RecoveryCodeHasher {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'halo-give', 'second-factor-recovery-v1', 32));
  return (normalizedCode) => createHmac('sha256', key).update(normalizedCode).digest('base64url');
}
