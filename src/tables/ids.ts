import { randomBytes } from 'node:crypto';

// Row ids look like Glide's: 22 URL-safe characters (base64url's alphabet). They are written in
// that alphabet sorted as PostgreSQL's C collation sorts it, and made of the time (48 bits, in
// milliseconds), 36 random bits and a 48-bit number that starts at random (below 2^47) and counts
// up within one write: the ids of one write grow, so a bulk insert adds to one end of the
// (table_id, row_id) index instead of all over it (cheaper: fewer pages touched and split). Two
// writes in the same millisecond share 83 random bits at most by chance.
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** `n` as `chars` characters of the sorted alphabet (6 bits each), most significant first. */
function encode(n: number, chars: number): string {
  let out = '';
  for (let i = 0; i < chars; i++) {
    out = ALPHABET[n % 64] + out;
    n = Math.floor(n / 64);
  }
  return out;
}

/** Ids for one write, in increasing order. */
export function rowIdMaker(): () => string {
  const random = randomBytes(11);
  const prefix = encode(Date.now(), 8) + encode(random.readUIntBE(0, 5) % 2 ** 36, 6);
  let counter = random.readUIntBE(5, 6) % 2 ** 47;
  return () => prefix + encode(counter++, 8);
}
