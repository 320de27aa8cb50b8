import { randomBytes } from 'node:crypto';

// Row ids look like Glide's: 22 URL-safe characters (base64url's alphabet). They are written in
// that alphabet sorted as PostgreSQL's C collation sorts it, and made of the time (48 bits, in
// milliseconds), 36 random bits and a 48-bit number that starts at random (below 2^47) and counts
// up within one write: the ids of one write grow, so a bulk insert adds to one end of the
// (table_id, row_id) index instead of all over it (cheaper: fewer pages touched and split). Two
// writes in the same millisecond share 83 random bits at most by chance.
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

const CODES = Array.from(ALPHABET, (c) => c.charCodeAt(0));

/** `n` as `chars` characters of the sorted alphabet (6 bits each), most significant first, into `out` at `at`. */
function encode(out: number[], at: number, n: number, chars: number): void {
  for (let i = chars - 1; i >= 0; i--) {
    out[at + i] = CODES[n % 64];
    n = Math.floor(n / 64);
  }
}

/** Ids for one write, in increasing order. */
export function rowIdMaker(): () => string {
  const random = randomBytes(11);
  // Each id is made as one flat string of character codes (not a prefix joined to a suffix, which
  // would keep two objects per id: a million ids are held until the answer is sent).
  const id = new Array<number>(22);
  encode(id, 0, Date.now(), 8);
  encode(id, 8, random.readUIntBE(0, 5) % 2 ** 36, 6);
  let counter = random.readUIntBE(5, 6) % 2 ** 47;
  return () => {
    encode(id, 14, counter++, 8);
    return String.fromCharCode(...id);
  };
}
