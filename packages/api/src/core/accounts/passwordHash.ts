import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from node:crypto: memory-hard and needs no native add-on. N=2^15 with r=8 uses 32 MiB and
// takes tens of milliseconds; the parameters are stored with each hash so they can be raised later.
const PARAMS: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes plus some slack, or node refuses N above 2^14.
    scrypt(password, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt's cost parameters, stored with each hash. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; at the product's cost unless told another. */
export async function hashPassword(password: string, cost: ScryptCost = PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Checked against when the account does not exist or has no password, so that answering "no such
// user" takes as long as "wrong password" and response times do not reveal which emails exist.
let decoyHash: Promise<string> | null = null;

/** True when `password` matches `storedHash`; always spends one scrypt computation. */
export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  const hash = storedHash ?? (await (decoyHash ??= hashPassword('decoy password, never matches')));
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expectedKey.length,
  );
  return timingSafeEqual(key, expectedKey) && storedHash !== null;
}
