// Password hashing with scrypt (memory-hard, in node:crypto, so no native add-on to build).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost as log2 of N (PASSWORD_HASH_COST): 14, N = 16384, r = 8, p = 1, 16 MiB and about
 * 50 ms of CPU per hash. Each stored hash names its own parameters, so a changed cost applies to
 * new hashes and every older one still verifies. Lower only for throw-away test data (the test
 * runner uses 10), as Django's and Rails' test settings do with their hashers.
 */
export const DEFAULT_HASH_COST = 14;
const R = 8;
const P = 1;
const KEYLEN = 32;
/** 128 · N · r bytes per hash: room for the highest cost allowed (17, 128 MiB), and a stored hash asking for more fails to verify. */
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** `cost`: what hashPassword uses now (the time spent when there is no stored hash). */
export async function verifyPassword(password: string, stored: string | null, cost = DEFAULT_HASH_COST): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so that timing does not reveal which users exist.
    await derive(password, randomBytes(16), { N: 2 ** cost, r: R, p: P });
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
