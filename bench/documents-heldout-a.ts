// Held-out generator A (issue 10): whole packages of recorded instruments from rectangular-survey
// states (Oklahoma, Kansas, New Mexico, North Dakota), 1890-1965, in wordings written without
// reading the extraction rules: patents (federal and state school land), warranty, special
// warranty and quitclaim deeds (statutory short forms, Kansas indentures, undated forms with the
// parties only in the signatures and acknowledgment, abstracters' recitals), mineral and royalty
// deeds, oil and gas leases, assignments, releases, affidavits of heirship, probate decrees,
// easements, deeds of trust and affidavits of identity, with the truth of every field, of every
// person, of every chain link and of every planted gap.
//
// Truth conventions (the sample's expected.json and bench/documents-graph-generator.ts):
// - A party's name is the fullest form the instrument gives, natural order, no descriptors; a
//   spouse who joins is a party of that side and a link with `required: false`.
// - An undated instrument (the date only in the acknowledgment) has execution_date null; its
//   governing date is then the filing date, as the spec's rule says (effective, else execution,
//   else recording). An examiner would presume delivery at the acknowledgment, but the rule is
//   literal; such instruments are rare here (about 4%).
// - Affidavits (heirship, identity) carry a jurat, not an acknowledgment: acknowledgment_date null,
//   execution_date the jurat's date. Probate decrees: execution_date the decree's date.
// - Easements, deeds of trust and affidavits of identity move no estate: no link, estates [].
// - A death moves what the decedent held: ['fee'] for the fee (with whatever minerals are still
//   unsevered), ['mineral'] for a severed mineral interest, both when he held both (a link for each).
// - Royalty deeds are links in the mineral chain and do not change the fractions held.
// - Releases are only written while every lessor of the lease is alive (no dead lessor recited).
import type { EstateType, GapKind } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGap, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedDoc, type ExpectedTract } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';

// ---------- randomness ----------
// A zero seed would start mulberry32 from zero: it starts from the golden ratio's bits instead.
const rng = (seed: number) => seededRng(seed >>> 0 || 0x9e3779b9);
type Rng = SeededRng;

// ---------- words ----------
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  return `${words(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${words(n % 1000)}` : ''}`;
}
const ORD_W: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
function ordWords(n: number): string {
  const w = words(n);
  const m = /(.*?)([a-z]+)$/.exec(w)!;
  const last = m[2];
  const o = ORD_W[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return m[1] + o;
}
function ord(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const title = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON_ABBR = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

interface Ymd { y: number; m: number; d: number }
const iso = (x: Ymd) => `${x.y}-${String(x.m).padStart(2, '0')}-${String(x.d).padStart(2, '0')}`;
function addDays(x: Ymd, n: number): Ymd {
  const t = new Date(Date.UTC(x.y, x.m - 1, x.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
type DateStyle = 'dayof' | 'dayofAD' | 'mdy' | 'mdyOrd' | 'num' | 'words' | 'abbr' | 'dmy';
function fmtDate(x: Ymd, s: DateStyle): string {
  const M = MONTHS[x.m - 1];
  switch (s) {
    case 'dayof':
      return `the ${ord(x.d)} day of ${M}, ${x.y}`;
    case 'dayofAD':
      return `the ${ord(x.d)} day of ${M}, A.D. ${x.y}`;
    case 'mdy':
      return `${M} ${x.d}, ${x.y}`;
    case 'mdyOrd':
      return `${M} ${ord(x.d)}, ${x.y}`;
    case 'num':
      return x.y >= 1900 ? `${x.m}/${x.d}/${String(x.y % 100).padStart(2, '0')}` : `${x.m}-${x.d}-${x.y}`;
    case 'words':
      return dateWords(x);
    case 'abbr':
      return `${MON_ABBR[x.m - 1]} ${x.d}, ${x.y}`;
    case 'dmy':
      return `${ord(x.d)} ${M}, ${x.y}`;
  }
}
function yearWords(y: number): string {
  return `one thousand ${words(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${words(y % 100)}` : ''}`;
}
function dateWords(x: Ymd): string {
  return `the ${ordWords(x.d)} day of ${MONTHS[x.m - 1]}, in the year of our Lord ${yearWords(x.y)}`;
}
// ---------- fractions ----------
const FR_WORDS: Record<string, string> = { '1/2': 'one-half', '1/4': 'one-fourth', '3/4': 'three-fourths', '1/8': 'one-eighth', '3/8': 'three-eighths', '5/8': 'five-eighths', '7/8': 'seven-eighths', '1/16': 'one-sixteenth', '1/3': 'one-third', '2/3': 'two-thirds', '1/6': 'one-sixth', '1/12': 'one-twelfth', '1/32': 'one thirty-second', '3/16': 'three-sixteenths' };
function frac(x: number): string {
  for (const d of [2, 3, 4, 6, 8, 12, 16, 32, 48, 64]) if (Math.abs(Math.round(x * d) - x * d) < 1e-9) {
    const n = Math.round(x * d);
    let a = n;
    let b = d;
    const g = (p: number, q: number): number => (q ? g(q, p % q) : p);
    const k = g(a, b);
    a /= k;
    b /= k;
    return `${a}/${b}`;
  }
  return x.toFixed(4);
}
function fracText(r: Rng, x: number, acres: number): string {
  const f = frac(x);
  const w = FR_WORDS[f];
  const style = r.int(6);
  if (style === 0 && w) return `an undivided ${w} (${f}) interest`;
  if (style === 1) return `an undivided ${f} interest`;
  if (style === 2 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-9) return `an undivided ${Math.round(x * 100)}% interest`;
  if (style === 3 && Math.abs(x * acres - Math.round(x * acres)) < 1e-9 && Number.isInteger(acres)) return `an undivided ${Math.round(x * acres)}/${acres}ths interest`;
  if (style === 4 && w) return `an undivided ${w} interest`;
  return `an undivided ${f}th interest`.replace('/2th', '/2').replace('/3th', '/3');
}

// ---------- names ----------
const MEN = ['John', 'William', 'James', 'Charles', 'George', 'Henry', 'Frank', 'Joseph', 'Thomas', 'Edward', 'Walter', 'Harry', 'Albert', 'Arthur', 'Fred', 'Clarence', 'Roy', 'Earl', 'Homer', 'Otto', 'August', 'Elmer', 'Chester', 'Lloyd', 'Floyd', 'Virgil', 'Orville', 'Herman', 'Ernest', 'Oscar', 'Ira', 'Amos', 'Jesse', 'Lester', 'Emil', 'Gustav', 'Carl', 'Dewey', 'Wilbur', 'Lyle'];
const WOMEN = ['Mary', 'Anna', 'Emma', 'Elizabeth', 'Minnie', 'Margaret', 'Ida', 'Bertha', 'Clara', 'Alice', 'Sarah', 'Ella', 'Florence', 'Cora', 'Pearl', 'Mabel', 'Edna', 'Grace', 'Hazel', 'Opal', 'Lela', 'Velma', 'Lottie', 'Myrtle', 'Nellie', 'Inez', 'Thelma', 'Goldie', 'Agnes', 'Frieda'];
const MIDDLE_M = ['Albert', 'Lee', 'Edward', 'Henry', 'Wesley', 'Franklin', 'Ray', 'Oscar', 'Lewis', 'Martin', 'Dale', 'Eugene', 'Clyde', 'Harrison', 'Milton', 'Otis'];
const MIDDLE_F = ['Mae', 'Belle', 'Louise', 'Ann', 'Jane', 'Pearl', 'Irene', 'Ruth', 'Fern', 'Marie', 'Lucille', 'Ethel'];
const SURNAMES = ['Schroeder', 'Hollister', 'Pruett', 'Gaskill', 'Ketchum', 'Vandervoort', 'Bauman', 'Tillotson', 'Overholt', 'McCandless', 'Riggs', 'Pfeiffer', 'Lindquist', 'Haverkamp', 'Nussbaum', 'Crenshaw', 'Dunwoody', 'Ebersole', 'Fairbanks', 'Goertzen', 'Hockaday', 'Isaacson', 'Jernigan', 'Kirchner', 'Lauderdale', 'Mullins', 'Neufeld', 'Ogletree', 'Pennington', 'Quisenberry', 'Rasmussen', 'Stoltzfus', 'Thorsen', 'Underwood', 'Voth', 'Wedel', 'Yoder', 'Zimmerman', 'Brandt', 'Castleberry', 'Dillard', 'Ellingson', 'Funk', 'Grubb', 'Halvorson', 'Ingalls', 'Janzen', 'Kroll', 'Lykins', 'Mast'];
/** Old clerks' and scriveners' abbreviations of given names: "Wm. A. Smith". */
const ABBR: Record<string, string> = { William: 'Wm.', Charles: 'Chas.', George: 'Geo.', Joseph: 'Jos.', Thomas: 'Thos.', James: 'Jas.', John: 'Jno.', Frederick: 'Fred.', Samuel: 'Saml.', Benjamin: 'Benj.' };
const OFFICIALS = ['R. L. Hampton', 'Geo. W. Tabor', 'Edith M. Sloan', 'J. C. Ferrell', 'Wm. A. Quinlan', 'Nora B. Estes', 'H. T. Birdwell', 'Olive Carmichael', 'D. M. Threlkeld', 'Ruby F. Ames', 'C. O. Satterwhite', 'Maude Ellis', 'P. J. Kavanaugh', 'Irma L. Dietz'];

interface Org { stem: string; long: string; short: string; the: boolean; inc: boolean }
const ORGS: Array<Omit<Org, 'the' | 'inc'>> = [
  { stem: 'Red Fork Petroleum', long: 'Company', short: 'Co.' },
  { stem: 'Cimarron Valley Oil', long: 'Corporation', short: 'Corp.' },
  { stem: 'Osage Plains Royalty', long: 'Company', short: 'Co.' },
  { stem: 'Wichita Basin Oil & Gas', long: 'Company', short: 'Co.' },
  { stem: 'Northern Plains Oil', long: 'Company', short: 'Co.' },
  { stem: 'Pecos Mesa Royalty', long: 'Corporation', short: 'Corp.' },
  { stem: 'Prairie States Pipe Line', long: 'Company', short: 'Co.' },
  { stem: 'Arkansas Valley Exploration', long: 'Company', short: 'Co.' },
  { stem: 'Buffalo Creek Mineral', long: 'Company', short: 'Co.' },
  { stem: 'Sooner Trust Royalty', long: 'Corporation', short: 'Corp.' },
  { stem: 'Great Bend Drilling', long: 'Company', short: 'Co.' },
  { stem: 'Little Missouri Land and Minerals', long: 'Company', short: 'Co.' },
];
const UTILITIES = ['Prairie States Pipe Line Company', 'Plains Electric Cooperative, Inc.', 'Southwest Telephone and Telegraph Company', 'Central Plains Gas Transmission Corporation', 'Rural Water District No. 3'];
const BANKS = ['The First National Bank of Hennessey', 'Farmers State Bank of Ellinwood', 'The Federal Land Bank of Wichita', 'First State Bank of Lovington', 'The Citizens National Bank of Williston', 'Security State Bank of Watford City'];

type Kind = 'person' | 'org' | 'sov';
interface Person {
  id: string;
  kind: Kind;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  spouse: Person | null;
  county: string;
  state: string;
  fixedName?: string;
  org?: Org;
}

// ---------- land ----------
interface StateInfo { code: string; name: string; abbr: string; counties: Array<{ name: string; twp: [number, number]; ns: 'N' | 'S'; rng: [number, number]; ew: 'E' | 'W'; mer: string; merShort: string }>; clerk: string }
const STATES: StateInfo[] = [
  {
    code: 'OK', name: 'Oklahoma', abbr: 'Okla.', clerk: 'County Clerk',
    counties: [
      { name: 'Kingfisher', twp: [15, 19], ns: 'N', rng: [5, 9], ew: 'W', mer: 'the Indian Meridian', merShort: 'I.M.' },
      { name: 'Garvin', twp: [1, 4], ns: 'N', rng: [1, 4], ew: 'W', mer: 'the Indian Meridian', merShort: 'I.M.' },
      { name: 'Noble', twp: [20, 24], ns: 'N', rng: [1, 2], ew: 'E', mer: 'the Indian Meridian', merShort: 'I.M.' },
      { name: 'Custer', twp: [12, 15], ns: 'N', rng: [14, 20], ew: 'W', mer: 'the Indian Meridian', merShort: 'I.M.' },
      { name: 'Beaver', twp: [1, 6], ns: 'N', rng: [20, 28], ew: 'E', mer: 'the Cimarron Meridian', merShort: 'C.M.' },
    ],
  },
  {
    code: 'KS', name: 'Kansas', abbr: 'Kans.', clerk: 'Register of Deeds',
    counties: [
      { name: 'Barton', twp: [16, 20], ns: 'S', rng: [11, 15], ew: 'W', mer: 'the Sixth Principal Meridian', merShort: '6th P.M.' },
      { name: 'Stafford', twp: [21, 25], ns: 'S', rng: [11, 15], ew: 'W', mer: 'the Sixth Principal Meridian', merShort: '6th P.M.' },
      { name: 'Butler', twp: [24, 29], ns: 'S', rng: [4, 8], ew: 'E', mer: 'the Sixth Principal Meridian', merShort: '6th P.M.' },
      { name: 'Ellis', twp: [11, 15], ns: 'S', rng: [16, 20], ew: 'W', mer: 'the Sixth Principal Meridian', merShort: '6th P.M.' },
    ],
  },
  {
    code: 'NM', name: 'New Mexico', abbr: 'N. Mex.', clerk: 'County Clerk',
    counties: [
      { name: 'Lea', twp: [16, 25], ns: 'S', rng: [32, 38], ew: 'E', mer: 'the New Mexico Principal Meridian', merShort: 'N.M.P.M.' },
      { name: 'Eddy', twp: [17, 26], ns: 'S', rng: [25, 31], ew: 'E', mer: 'the New Mexico Principal Meridian', merShort: 'N.M.P.M.' },
      { name: 'San Juan', twp: [29, 32], ns: 'N', rng: [8, 13], ew: 'W', mer: 'the New Mexico Principal Meridian', merShort: 'N.M.P.M.' },
    ],
  },
  {
    code: 'ND', name: 'North Dakota', abbr: 'N. Dak.', clerk: 'Register of Deeds',
    counties: [
      { name: 'Williams', twp: [154, 159], ns: 'N', rng: [95, 103], ew: 'W', mer: 'the Fifth Principal Meridian', merShort: '5th P.M.' },
      { name: 'McKenzie', twp: [145, 152], ns: 'N', rng: [95, 104], ew: 'W', mer: 'the Fifth Principal Meridian', merShort: '5th P.M.' },
      { name: 'Mountrail', twp: [151, 157], ns: 'N', rng: [88, 94], ew: 'W', mer: 'the Fifth Principal Meridian', merShort: '5th P.M.' },
      { name: 'Bottineau', twp: [160, 163], ns: 'N', rng: [76, 83], ew: 'W', mer: 'the Fifth Principal Meridian', merShort: '5th P.M.' },
    ],
  },
];

interface Tract {
  st: StateInfo;
  co: StateInfo['counties'][number];
  sec: number;
  twp: number;
  rng: number;
  parts: string[]; // aliquot tokens, largest last: ['E/2', 'SW/4']
  lots: number[];
  acres: number;
  truth: ExpectedTract;
}

const PART_WORDS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const SIMPLE: Array<[string[], number]> = [
  [['NE/4'], 160], [['NW/4'], 160], [['SE/4'], 160], [['SW/4'], 160], [['N/2'], 320], [['S/2'], 320], [['E/2'], 320], [['W/2'], 320],
  [['E/2', 'SW/4'], 80], [['N/2', 'NW/4'], 80], [['S/2', 'NE/4'], 80], [['W/2', 'SE/4'], 80], [['SE/4', 'NE/4'], 40], [['NW/4', 'SW/4'], 40], [['NE/4', 'NE/4'], 40],
];

function makeTract(r: Rng, st: StateInfo, co: StateInfo['counties'][number]): Tract {
  const twp = co.twp[0] + r.int(co.twp[1] - co.twp[0] + 1);
  const rg = co.rng[0] + r.int(co.rng[1] - co.rng[0] + 1);
  let sec: number;
  let parts: string[];
  let lots: number[] = [];
  let acres: number;
  const roll = r.next();
  if (roll < 0.15) {
    sec = r.pick([7, 18, 19, 30, 31]);
    if (r.chance(0.5)) {
      parts = ['E/2', 'SW/4'];
      lots = [3, 4];
    } else {
      parts = ['E/2', 'NW/4'];
      lots = [1, 2];
    }
    acres = Math.round((150 + r.next() * 9.8) * 100) / 100;
  } else if (roll < 0.25) {
    sec = 1 + r.int(5);
    if (r.chance(0.5)) {
      parts = ['S/2', 'NE/4'];
      lots = [1, 2];
    } else {
      parts = ['S/2', 'NW/4'];
      lots = [3, 4];
    }
    acres = Math.round((155 + r.next() * 6) * 100) / 100;
  } else {
    sec = 1 + r.int(36);
    const s = r.pick(SIMPLE);
    parts = s[0];
    acres = s[1];
  }
  const truth: ExpectedTract = {
    state: st.code,
    county: co.name,
    section: String(sec),
    township: `${twp}${co.ns}`,
    range: `${rg}${co.ew}`,
    aliquot: parts.join(' '),
    survey: null,
    abstract: null,
    block: null,
    lot: lots.length ? lots.join(', ') : null,
    acres,
  };
  return { st, co, sec, twp, rng: rg, parts, lots, acres, truth };
}

function partWords(p: string): string {
  const [dir, den] = p.split('/');
  return `${PART_WORDS[dir]} ${den === '2' ? 'Half' : 'Quarter'}`;
}
function aliquotText(r: Rng, t: Tract): string {
  const ps = t.parts;
  const style = r.int(7);
  switch (style) {
    case 0:
      return `the ${ps.map(partWords).join(' of the ')} (${ps.join(' ')})`;
    case 1:
      return `the ${ps.map(partWords).join(' of the ')}`.toLowerCase();
    case 2:
      return ps.map((p) => p.replace('/2', '½').replace('/4', '¼')).join(r.chance(0.5) ? ' ' : '');
    case 3:
      return ps.join(' of ');
    case 4:
      return ps.map((p) => p.replace('/2', ' 1/2').replace('/4', ' 1/4')).join(' of the ');
    case 5:
      return `the ${ps.map(partWords).join(' of the ')} (${ps.map((p) => p.replace('/2', '½').replace('/4', '¼')).join('')})`;
    default:
      return ps.join(' ');
  }
}
function lotsText(r: Rng, lots: number[]): string {
  const s = r.int(4);
  if (s === 0) return `Lots ${title(words(lots[0]))} (${lots[0]}) and ${title(words(lots[1]))} (${lots[1]})`;
  if (s === 1) return `Lots ${lots[0]} & ${lots[1]}`;
  if (s === 2) return `Lots ${lots[0]} and ${lots[1]}`;
  return `Lots ${lots.join(', ')}`;
}
function acresText(r: Rng, a: number): string {
  const s = r.int(5);
  if (s === 0) return `containing ${a} acres, more or less`;
  if (s === 1) return `containing ${a} acres, more or less, according to the Government Survey thereof`;
  if (s === 2) return `(${a} ac.)`;
  if (s === 3) return `${a} acres m/l`;
  return `and containing ${Number.isInteger(a) ? `${words(a)} (${a})` : a} acres`;
}
function strText(r: Rng, t: Tract): string {
  const ns = t.co.ns === 'N' ? 'North' : 'South';
  const ew = t.co.ew === 'E' ? 'East' : 'West';
  const s = r.int(7);
  switch (s) {
    case 0:
      return `Section ${title(words(t.sec))} (${t.sec}), Township ${title(words(t.twp))} (${t.twp}) ${ns}, Range ${title(words(t.rng))} (${t.rng}) ${ew} of ${t.co.mer}`;
    case 1:
      return `Sec. ${t.sec}, T${t.twp}${t.co.ns}, R${t.rng}${t.co.ew}, ${t.co.merShort}`;
    case 2:
      return `${t.sec}-${t.twp}${t.co.ns}-${t.rng}${t.co.ew}`;
    case 3:
      return `Section ${t.sec}, Township ${t.twp} ${ns}, Range ${t.rng} ${ew} of ${t.co.mer}`;
    case 4:
      return `section ${words(t.sec)}, in township ${words(t.twp)} ${ns.toLowerCase()}, of range ${words(t.rng)} ${ew.toLowerCase()} of ${t.co.mer}`;
    case 5:
      return `Sec. ${t.sec}, Twp. ${t.twp} ${t.co.ns}., Rge. ${t.rng} ${t.co.ew}.`;
    default:
      return `S${t.sec}-T${t.twp}${t.co.ns}-R${t.rng}${t.co.ew}`;
  }
}
function countyText(r: Rng, t: Tract): string {
  const s = r.int(4);
  if (s === 0) return `in ${t.co.name} County, State of ${t.st.name}`;
  if (s === 1) return `situated in the County of ${t.co.name} and State of ${t.st.name}`;
  if (s === 2) return `${t.co.name} County, ${t.st.abbr}`;
  return `in ${t.co.name} County, ${t.st.name}`;
}
/** One legal description of the whole tract, in one of many forms; always names county, state and acres. */
function describe(r: Rng, t: Tract): string {
  const al = aliquotText(r, t);
  const land = t.lots.length ? (r.chance(0.5) ? `${lotsText(r, t.lots)} and ${al}` : `${al} and ${lotsText(r, t.lots)}`) : al;
  const str = strText(r, t);
  const form = r.int(6);
  const ac = acresText(r, t.acres);
  if (form === 0 && !t.lots.length && t.parts.length === 1 && t.parts[0].endsWith('/4')) {
    // A metes-and-bounds preamble closing on the aliquot.
    const corner = PART_WORDS[t.parts[0].split('/')[0]];
    const [a, b] = corner === 'Northeast' ? ['West', 'South'] : corner === 'Northwest' ? ['East', 'South'] : corner === 'Southeast' ? ['West', 'North'] : ['East', 'North'];
    const back = (d: string) => ({ West: 'East', East: 'West', North: 'South', South: 'North' })[d]!;
    return `A tract of land lying ${countyText(r, t)}, described as follows: Beginning at the ${corner} corner of Section ${t.sec}, Township ${t.twp} ${t.co.ns === 'N' ? 'North' : 'South'}, Range ${t.rng} ${t.co.ew === 'E' ? 'East' : 'West'}; thence ${a} 2640 feet; thence ${b} 2640 feet; thence ${back(a)} 2640 feet; thence ${back(b)} 2640 feet to the place of beginning, being the same land otherwise described as ${t.parts[0]} of said Section ${t.sec}, ${ac}.`;
  }
  if (form === 1) return `${t.co.name.toUpperCase()} COUNTY, ${t.st.name.toUpperCase()}\n    ${str}:\n    ${land}\n    ${ac}`;
  const end = (x: string) => (x.endsWith('.') ? x : `${x}.`);
  if (form === 2) return end(`${cap(land)} of ${str}, ${countyText(r, t)}, ${ac}`);
  if (form === 3) return end(`${cap(land)}, ${str}, ${ac}, ${countyText(r, t)}`);
  return end(`${cap(land)} of ${str}, ${ac}, ${countyText(r, t)}`);
}

// ---------- the package ----------
interface Party { p: Person; role: string }
interface Lease { lessors: Person[]; spouses: Person[]; lessee: Person; orig: Person; date: Ymd; book: string; page: string }
interface Holdings {
  fee: Person[];
  unsevered: number;
  minerals: Map<Person, number>;
  lease: Lease | null;
}

export function generateHeldoutA(opts: HeldoutOptions): HeldoutPackage[] {
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) out.push(onePackage(opts.seed * 1000 + i + 1, opts.docsPerPackage, `heldout-a-${opts.seed}-${i + 1}`));
  return out;
}
export default generateHeldoutA;

function onePackage(seed: number, docsWanted: number, name: string): HeldoutPackage {
  const r = rng(seed);
  const st = r.pick(STATES);
  const counties = [r.pick(st.counties), r.pick(st.counties)];
  let nP = 0;
  const people: Person[] = [];
  const dead = new Set<Person>();
  const newPerson = (over: Partial<Person> = {}): Person => {
    const female = over.female ?? r.chance(0.3);
    const co = r.pick(counties);
    const p: Person = { id: `A${seed}-P${++nP}`, kind: 'person', first: female ? r.pick(WOMEN) : r.pick(MEN), middle: female ? r.pick(MIDDLE_F) : r.pick(MIDDLE_M), last: r.pick(SURNAMES), suffix: '', female, spouse: null, county: co.name, state: st.name, ...over };
    people.push(p);
    return p;
  };
  const marry = (h: Person): Person => {
    const w = newPerson({ female: !h.female, last: h.last, county: h.county, state: h.state });
    h.spouse = w;
    w.spouse = h;
    return w;
  };
  const couple = (): Person => {
    // Namesakes: now and then a new man carries the name of someone already in the package, but
    // lives elsewhere (another county, or another state) and acts decades apart or on other land.
    const prior = people.filter((q) => q.kind === 'person' && !q.female && !q.suffix);
    let h: Person;
    if (prior.length && r.chance(0.07)) {
      const q = r.pick(prior);
      const other = STATES.filter((s) => s !== st);
      const far = r.pick(other);
      h = newPerson({ female: false, first: q.first, middle: q.middle, last: q.last, county: r.pick(far.counties).name, state: far.name });
    } else h = newPerson({ female: false });
    if (r.chance(0.65)) marry(h);
    return h;
  };
  const orgs: Person[] = ORGS.map((o, i) => ({ id: `A${seed}-C${i + 1}`, kind: 'org' as Kind, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, county: '', state: '', org: { ...o, the: r.chance(0.3), inc: r.chance(0.15) } }));
  const oilCos = orgs.filter((o) => !o.org!.stem.includes('Pipe'));
  const utilities = UTILITIES.map((u, i) => ({ id: `A${seed}-U${i + 1}`, kind: 'org' as Kind, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, county: '', state: '', fixedName: u }));
  const banks = BANKS.map((u, i) => ({ id: `A${seed}-B${i + 1}`, kind: 'org' as Kind, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, county: '', state: '', fixedName: u }));
  const usa: Person = { id: `A${seed}-USA`, kind: 'sov', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, county: '', state: '', fixedName: 'United States of America' };
  const stateSov: Person = { id: `A${seed}-STATE`, kind: 'sov', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, county: '', state: '', fixedName: `State of ${st.name}` };
  const pool: Person[] = [];
  const buyer = (): Person => {
    if (pool.length && r.chance(0.22)) {
      const p = r.pick(pool);
      if (!dead.has(p)) return p;
    }
    const p = couple();
    pool.push(p);
    return p;
  };

  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  let book = 20 + r.int(30);

  // 3 to 8 tracts for the usual sizes (60 instruments: 6); more for big packages, at most about 14 instruments a tract.
  const nTracts = Math.max(3, Math.min(Math.max(8, Math.ceil(docsWanted / 14)), Math.round(docsWanted / 10)));
  const perTract = Math.max(3, Math.round(docsWanted / nTracts));
  const usedTracts = new Set<string>();

  const deaths = new Map<Person, { heirs: Person[]; death: Ymd; affiant: Person; probate: boolean }>();
  function* runTract(): Generator<number> {
    let tract: Tract;
    do tract = makeTract(r, st, r.pick(counties));
    while (usedTracts.has(tractKey(tract.truth)));
    usedTracts.add(tractKey(tract.truth));
    const tk = tractKey(tract.truth);
    let mine = 0;
    let year = 1890 + r.int(30);
    const h: Holdings = { fee: [], unsevered: 1, minerals: new Map(), lease: null };
    const plantGap = r.chance(0.27);
    const plantAt = 2 + r.int(4);
    let planted = false;

    const dateOf = (y: number): Ymd => ({ y, m: 1 + r.int(12), d: 1 + r.int(28) });
    const link = (estate: EstateType, doc: string, from: Person[], to: Person[], required = true) => {
      for (const f of from) for (const t of to) if (f !== t) links.push({ tract: tk, estate, doc, from: f.id, to: t.id, required });
    };
    const spousesOf = (holders: Person[]) => holders.flatMap((x) => (x.spouse && !holders.includes(x.spouse) && !dead.has(x.spouse) ? [x.spouse] : []));
    const emit = (cat: string, y: number, parties: Party[], estates: EstateType[], body: (c: Ctx) => string, o: { effective?: boolean; noAck?: boolean; death?: Ymd; full?: Person } = {}): string => {
      const exec = dateOf(y);
      const ctx = makeCtx(r, tract, parties, exec, dead, book, o);
      book += r.chance(0.5) ? 1 : 0;
      const text = body(ctx);
      const file = `f${seed}-${docs.length + 1}`;
      const dates: Record<string, string | null> = {
        execution_date: ctx.undated ? null : iso(exec),
        effective_date: ctx.effective ? iso(ctx.effective) : null,
        acknowledgment_date: ctx.ack ? iso(ctx.ack) : null,
        recording_date: iso(ctx.rec),
      };
      if (o.death) dates.death_date = iso(o.death);
      const truth: ExpectedDoc = {
        file,
        doc_category: cat,
        governing_date: dates.effective_date ?? dates.execution_date ?? dates.recording_date,
        dates,
        parties: parties.map((x) => ({ name: ctx.truthName(x.p), role: x.role })),
        tracts: [{ ...tract.truth }],
        conveys_fee: estates.includes('fee'),
        estate_types_conveyed: estates,
      };
      docs.push({ text, truth, persons: parties.map((x) => x.p.id) });
      mine++;
      return file;
    };
    const side = (holders: Person[], role: string): Party[] => [...holders.map((p) => ({ p, role })), ...spousesOf(holders).map((p) => ({ p, role }))];

    const die = (dec: Person) => {
      let e = deaths.get(dec);
      if (!e) {
        const heirs: Person[] = [];
        if (dec.spouse && !dead.has(dec.spouse)) heirs.push(dec.spouse);
        const kids = 1 + r.int(3);
        for (let k = 0; k < kids; k++) {
          const junior = !dec.female && k === 0 && !dec.suffix && r.chance(0.35);
          let kid: Person;
          if (junior) kid = newPerson({ female: false, first: dec.first, middle: dec.middle, last: dec.last, suffix: 'Jr.', county: dec.county, state: dec.state });
          else {
            kid = newPerson({ last: dec.last });
            if (kid.female && r.chance(0.5)) {
              // A married daughter: her maiden name as her middle name.
              kid.middle = dec.last;
              kid.last = r.pick(SURNAMES);
              const hb = newPerson({ female: false, last: kid.last, county: kid.county });
              kid.spouse = hb;
              hb.spouse = kid;
            } else if (!kid.female && r.chance(0.4)) marry(kid);
          }
          heirs.push(kid);
          pool.push(kid);
        }
        if (heirs.some((x) => x.suffix === 'Jr.')) dec.suffix = 'Sr.';
        // Late in the year, so that nothing else this year involves the decedent after his death.
        e = { heirs, death: { y: year, m: 9 + r.int(4), d: 1 + r.int(28) }, affiant: newPerson(), probate: r.chance(0.5) };
        deaths.set(dec, e);
        dead.add(dec);
      }
      const { heirs, death, affiant, probate } = e;
      const holdsFee = h.fee.includes(dec);
      const holdsMin = (h.minerals.get(dec) ?? 0) > 1e-9;
      if (!holdsFee && !holdsMin) return;
      // A decedent who held the fee and also a separate mineral interest (reserved or bought
      // before) passes both: the examiner reads both estates moved.
      const estates: EstateType[] = [...(holdsFee ? ['fee' as const] : []), ...(holdsMin ? ['mineral' as const] : [])];
      const parties: Party[] = [{ p: dec, role: 'decedent' }, ...heirs.map((p) => ({ p, role: 'heir' })), ...(probate ? [] : [{ p: affiant, role: 'other' }])];
      const decreeYear = Math.max(year, death.y + 1);
      const d = emit(probate ? 'probate' : 'affidavit_of_heirship', decreeYear, parties, estates, (c) => (probate ? probateText(r, c, dec, heirs, death) : heirshipText(r, c, dec, heirs, affiant, death)), { noAck: true, death });
      year = decreeYear;
      if (holdsFee) {
        link('fee', d, [dec], heirs);
        h.fee = [...h.fee.filter((p) => p !== dec), ...heirs.filter((p) => !h.fee.includes(p))];
      }
      if (holdsMin) {
        link('mineral', d, [dec], heirs);
        const share = h.minerals.get(dec)!;
        h.minerals.set(dec, 0);
        for (const x of heirs) h.minerals.set(x, (h.minerals.get(x) ?? 0) + share / heirs.length);
      }
    };

    yield year;
    // The first link: a patent (federal, or a state school-land patent), or a deed from a settler.
    if (year < 1912 && r.chance(0.7)) {
      const patentee = buyer();
      const gov = r.chance(0.8) || year < Number((STATEHOOD[st.code] ?? '1800').slice(0, 4)) + 1 ? usa : stateSov;
      const d = emit('patent', year, [{ p: gov, role: 'grantor' }, { p: patentee, role: 'grantee' }], ['fee'], (c) => patentText(r, c, gov === usa, patentee), { noAck: true });
      link('fee', d, [gov], [patentee]);
      h.fee = [patentee];
    } else {
      const first = couple();
      const to = buyer();
      const d = emit('warranty_deed', year, [...side([first], 'grantor'), { p: to, role: 'grantee' }], ['fee'], (c) => deedText(r, c, 'warranty', null, h.unsevered));
      link('fee', d, [first], [to]);
      link('fee', d, spousesOf([first]), [to], false);
      h.fee = [to];
    }

    for (let step = 0; mine < perTract && year < 1965; step++) {
      year += 1 + r.int(5);
      if (year > 1965) break;
      yield year;
      // A holder who died (on this tract's chain or another's) passes this tract too, by an
      // affidavit or decree recorded here, before anything else happens on it.
      const gone = [...h.fee, ...[...h.minerals.entries()].filter(([, f]) => f > 1e-9).map(([p]) => p)].find((p) => dead.has(p));
      if (gone) {
        die(gone);
        continue;
      }
      const mineralHolders = [...h.minerals.entries()].filter(([p, f]) => f > 1e-9 && !dead.has(p)).map(([p]) => p);
      if (plantGap && !planted && step >= plantAt) {
        planted = true;
        const kind = r.int(3);
        if (kind === 0) {
          // A wild deed: a stranger to the chain conveys.
          const stranger = couple();
          const to = buyer();
          const estate: EstateType = r.chance(0.5) ? 'fee' : 'mineral';
          const d =
            estate === 'fee'
              ? emit('quitclaim_deed', year, [...side([stranger], 'grantor'), { p: to, role: 'grantee' }], ['fee'], (c) => deedText(r, c, 'quitclaim', null, h.unsevered))
              : emit('mineral_deed', year, [...side([stranger], 'grantor'), { p: to, role: 'grantee' }], ['mineral'], (c) => mineralDeedText(r, c, 0.5, false));
          link(estate, d, [stranger], [to]);
          link(estate, d, spousesOf([stranger]), [to], false);
          gaps.push({ tract: tk, estate, kind: 'grantor_never_received' as GapKind, doc: d });
          continue;
        }
        if (kind === 1 && (h.unsevered >= 0.25 || mineralHolders.length)) {
          // Conveyed before acquired: X sells minerals, and only later takes them from a holder.
          const x = newPerson({ female: false });
          const z = buyer();
          const fromFee = h.unsevered >= 0.25;
          const from = fromFee ? h.fee : [mineralHolders[0]];
          const f = fromFee ? 0.25 : h.minerals.get(mineralHolders[0])!;
          const early = emit('mineral_deed', year, [{ p: x, role: 'grantor' }, { p: z, role: 'grantee' }], ['mineral'], (c) => mineralDeedText(r, c, f, false));
          year += 2;
          const late = emit('mineral_deed', year, [...side(from, 'grantor'), { p: x, role: 'grantee' }], ['mineral'], (c) => mineralDeedText(r, c, f, false));
          link('mineral', late, from, [x]);
          link('mineral', late, spousesOf(from), [x], false);
          link('mineral', early, [x], [z]);
          gaps.push({ tract: tk, estate: 'mineral', kind: 'conveyed_before_acquired' as GapKind, doc: early });
          if (fromFee) h.unsevered -= f;
          else h.minerals.set(mineralHolders[0], 0);
          h.minerals.set(z, (h.minerals.get(z) ?? 0) + f);
          continue;
        }
        if (mineralHolders.length) {
          // More conveyed than held: a holder of a fraction deeds twice that fraction.
          const m = mineralHolders[0];
          const held = h.minerals.get(m)!;
          const f = Math.min(1, held * 2);
          if (f > held + 1e-9) {
            const to = buyer();
            const d = emit('mineral_deed', year, [...side([m], 'grantor'), { p: to, role: 'grantee' }], ['mineral'], (c) => mineralDeedText(r, c, f, false));
            link('mineral', d, [m], [to]);
            link('mineral', d, spousesOf([m]), [to], false);
            gaps.push({ tract: tk, estate: 'mineral', kind: 'conveyed_more_than_held' as GapKind, doc: d });
            h.minerals.set(m, 0);
            h.minerals.set(to, (h.minerals.get(to) ?? 0) + held);
            continue;
          }
        }
        planted = false;
      }
      const roll = r.next();
      if (roll < 0.27) {
        // A sale of the land, sometimes reserving minerals.
        const to = r.chance(0.25) ? [buyer()] : [buyer()];
        if (to[0].spouse && !dead.has(to[0].spouse) && r.chance(0.35)) to.push(to[0].spouse);
        if (to.some((p) => h.fee.includes(p))) continue;
        const reserve = h.unsevered > 0 && r.chance(0.3) ? r.pick([0.5, 1]) : 0;
        const kind = r.pick(['warranty', 'warranty', 'warranty', 'quitclaim', 'special'] as const);
        const cat = kind === 'warranty' ? 'warranty_deed' : kind === 'quitclaim' ? 'quitclaim_deed' : 'special_warranty_deed';
        const d = emit(cat, year, [...side(h.fee, 'grantor'), ...to.map((p) => ({ p, role: 'grantee' }))], ['fee'], (c) => deedText(r, c, kind, reserve ? reserve : null, h.unsevered));
        link('fee', d, h.fee, to);
        link('fee', d, spousesOf(h.fee), to, false);
        if (reserve) {
          const kept = reserve * h.unsevered;
          for (const g of h.fee) h.minerals.set(g, (h.minerals.get(g) ?? 0) + kept / h.fee.length);
          h.unsevered -= kept;
        }
        h.fee = to;
      } else if (roll < 0.43) {
        // A mineral or royalty deed, from the fee owners' minerals or from a severed holding.
        const fromFee = h.unsevered > 0.1 && (r.chance(0.6) || !mineralHolders.length);
        if (!fromFee && !mineralHolders.length) continue;
        const from = fromFee ? h.fee : [r.pick(mineralHolders)];
        const held = fromFee ? h.unsevered : h.minerals.get(from[0])!;
        const f = r.chance(0.5) ? held : held / 2;
        const to = r.chance(0.3) ? r.pick(oilCos) : buyer();
        if (from.includes(to)) continue;
        const royalty = r.chance(0.18);
        const d = emit(royalty ? 'royalty_deed' : 'mineral_deed', year, [...side(from, 'grantor'), { p: to, role: 'grantee' }], ['mineral'], (c) => (royalty ? royaltyDeedText(r, c, f) : mineralDeedText(r, c, f, fromFee && f >= 1 - 1e-9)));
        link('mineral', d, from, [to]);
        link('mineral', d, spousesOf(from), [to], false);
        if (!royalty) {
          if (fromFee) h.unsevered -= f;
          else h.minerals.set(from[0], held - f);
          h.minerals.set(to, (h.minerals.get(to) ?? 0) + f);
        }
      } else if (roll < 0.57) {
        // A death: affidavit of heirship or probate decree.
        const cands = [...h.fee.filter((p) => p.kind === 'person'), ...mineralHolders.filter((p) => p.kind === 'person')];
        if (!cands.length) continue;
        const dec = r.pick(cands);
        if (dead.has(dec)) continue;
        if (h.lease && h.lease.lessors.includes(dec) && r.chance(0.5)) continue;
        die(dec);
      } else if (roll < 0.81) {
        if (!h.lease) {
          const lessors = [...(h.unsevered > 0.1 ? h.fee : []), ...mineralHolders.filter((p) => p.kind === 'person' && !h.fee.includes(p))].filter((p, i, a) => a.indexOf(p) === i);
          if (!lessors.length || year < 1905) continue;
          const lessee = r.pick(oilCos);
          if (lessors.includes(lessee)) continue;
          const spouses = spousesOf(lessors);
          const lease: Lease = { lessors, spouses, lessee, orig: lessee, date: { y: year, m: 1, d: 1 }, book: '', page: '' };
          const d = emit('oil_and_gas_lease', year, [...lessors.map((p) => ({ p, role: 'lessor' })), ...spouses.map((p) => ({ p, role: 'lessor' })), { p: lessee, role: 'lessee' }], ['leasehold'], (c) => {
            lease.date = c.exec;
            lease.book = c.book;
            lease.page = c.page;
            return leaseText(r, c, lessors, spouses, lessee);
          });
          link('leasehold', d, lessors, [lessee]);
          link('leasehold', d, spouses, [lessee], false);
          h.lease = lease;
        } else if (r.chance(0.55) || [...h.lease.lessors, ...h.lease.spouses].some((p) => dead.has(p))) {
          let to = r.pick(oilCos);
          if (to === h.lease.lessee) to = oilCos[(oilCos.indexOf(to) + 1) % oilCos.length];
          const lease = h.lease;
          const d = emit('assignment_of_lease', year, [{ p: lease.lessee, role: 'assignor' }, { p: to, role: 'assignee' }], ['leasehold'], (c) => assignmentText(r, c, lease, to), { effective: r.chance(0.3) });
          link('leasehold', d, [lease.lessee], [to]);
          lease.lessee = to;
        } else {
          const lease = h.lease;
          const d = emit('release_of_lease', year, [{ p: lease.lessee, role: 'lessee' }, ...lease.lessors.map((p) => ({ p, role: 'lessor' })), ...lease.spouses.map((p) => ({ p, role: 'lessor' }))], ['leasehold'], (c) => releaseText(r, c, lease));
          link('leasehold', d, [lease.lessee], lease.lessors);
          link('leasehold', d, [lease.lessee], lease.spouses, false);
          h.lease = null;
        }
      } else if (roll < 0.95) {
        // Instruments that move no estate in the chain: an easement (a servitude on the land) or a
        // deed of trust (security for a debt; the trustee takes bare legal title for the lender
        // only, and a release of it returns nothing the chain follows).
        const owners = h.fee.filter((p) => !dead.has(p));
        if (!owners.length) continue;
        if (r.chance(0.55)) {
          const util = r.pick(utilities);
          emit('easement', year, [...side(owners, 'grantor'), { p: util, role: 'grantee' }], [], (c) => easementText(r, c, owners, util));
        } else {
          const trustee = newPerson({ female: false });
          const bank = r.pick(banks);
          emit('deed_of_trust', year, [...side(owners, 'grantor'), { p: trustee, role: 'grantee' }, { p: bank, role: 'other' }], [], (c) => deedOfTrustText(r, c, owners, trustee, bank));
        }
      } else {
        // An affidavit of identity (category other): a holder swears two forms of his name are one man. Moves nothing.
        const cands = [...h.fee, ...mineralHolders].filter((p) => p.kind === 'person' && !dead.has(p));
        if (!cands.length) continue;
        const who = r.pick(cands);
        emit('other', year, [{ p: who, role: 'other' }], [], (c) => identityText(r, c, who), { noAck: true, full: who });
      }
    }
  }

  // Run the tracts side by side in time, so that a death or a sale on one tract is in its place
  // among the others' events (people hold on several tracts).
  const runs = Array.from({ length: nTracts }, () => runTract());
  const live = runs.map((g) => ({ g, n: g.next() }));
  for (;;) {
    const open = live.filter((x) => !x.n.done);
    if (!open.length) break;
    const next = open.reduce((a, b) => ((a.n.value as number) <= (b.n.value as number) ? a : b));
    next.n = next.g.next();
  }

  // Shuffle: a package arrives in no particular order, and file names say nothing.
  const order = docs.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const rename = new Map<string, string>();
  order.forEach((k, i) => rename.set(docs[k].truth.file, `inst-${String(i + 1).padStart(3, '0')}-${(seed * 7919 + i * 104729) % 99991}.txt`));
  const outDocs = order.map((k) => ({ ...docs[k], truth: { ...docs[k].truth, file: rename.get(docs[k].truth.file)! } }));
  return {
    name,
    docs: outDocs,
    links: links.map((l) => ({ ...l, doc: rename.get(l.doc)! })),
    gaps: gaps.map((g) => ({ ...g, doc: rename.get(g.doc)! })),
  };
}

// ---------- per-instrument context: names, dates, recording ----------
interface Ctx {
  t: Tract;
  exec: Ymd;
  ack: Ymd | null;
  rec: Ymd;
  effective: Ymd | null;
  undated: boolean;
  book: string;
  page: string;
  caps: boolean;
  n: (p: Person) => string;
  truthName: (p: Person) => string;
  desc: () => string;
  dt: (x: Ymd) => string;
  notary: string;
  clerk: string;
  dead: Set<Person>;
  by: (role: string) => Person[];
}

function makeCtx(r: Rng, t: Tract, parties: Party[], exec: Ymd, dead: Set<Person>, book: number, o: { effective?: boolean; noAck?: boolean; death?: Ymd; full?: Person }): Ctx {
  const styles = new Map<Person, string>();
  if (o.full) styles.set(o.full, 'full');
  const caps = r.chance(0.25);
  const truth = (p: Person): string => {
    if (p.fixedName) return p.fixedName;
    if (p.org) {
      const s = styles.get(p) ?? r.pick(['long', 'long', 'short']);
      styles.set(p, s);
      return `${p.org.the && s === 'long' ? 'The ' : ''}${p.org.stem}${s === 'short' && p.org.stem.includes(' & ') && r.chance(0) ? '' : ''} ${s === 'long' ? p.org.long : p.org.short}${p.org.inc ? ', Inc.' : ''}`;
    }
    let s = styles.get(p);
    if (!s) {
      s = r.pick(['init', 'init', 'init', 'full', 'initials', 'plain', ...(ABBR[p.first] ? ['abbr', 'abbr'] : [])]);
      styles.set(p, s);
    }
    const sfx = p.suffix ? `, ${p.suffix}` : '';
    if (s === 'full') return `${p.first} ${p.middle} ${p.last}${sfx}`;
    if (s === 'initials') return `${p.first[0]}. ${p.middle[0]}. ${p.last}${sfx}`;
    if (s === 'plain') return `${p.first} ${p.last}${sfx}`;
    if (s === 'abbr') return `${ABBR[p.first]} ${p.middle[0]}. ${p.last}${sfx}`;
    return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
  };
  for (const x of parties) truth(x.p);
  const undated = !o.noAck && !o.death && r.chance(0.04);
  const ack = o.noAck ? null : addDays(exec, r.chance(0.6) ? 0 : 1 + r.int(6));
  const rec = addDays(ack ?? exec, 1 + r.int(o.noAck ? 60 : 14));
  const effective = o.effective ? { y: exec.y, m: exec.m, d: 1 } : null;
  const dstyle = r.pick<DateStyle>(['dayof', 'dayofAD', 'mdy', 'mdyOrd', 'num', 'abbr', 'dmy']);
  return {
    t,
    exec,
    ack,
    rec,
    effective: effective && iso(effective) !== iso(exec) ? effective : null,
    undated,
    book: String(book),
    page: String(1 + r.int(640)),
    caps,
    n: (p) => (caps ? truth(p).toUpperCase() : truth(p)),
    truthName: truth,
    desc: () => describe(r, t),
    dt: (x) => (exec.y < 1900 && dstyle === 'num' ? fmtDate(x, 'mdy') : fmtDate(x, dstyle)),
    notary: r.pick(OFFICIALS),
    clerk: r.pick(OFFICIALS),
    dead,
    by: (role) => parties.filter((x) => x.role === role).map((x) => x.p),
  };
}

function marital(r: Rng, p: Person, c: Ctx): string {
  if (p.kind !== 'person') return r.chance(0.5) ? ', a corporation' : '';
  if (p.spouse && c.dead.has(p.spouse)) return p.female ? r.pick([', a widow', ', widow', '']) : r.pick([', a widower', ', widower', '']);
  if (!p.spouse) return p.female ? r.pick([', a single woman', ', a feme sole', ', an unmarried woman', '']) : r.pick([', a single man', ', an unmarried man', ', a bachelor', '']);
  return '';
}
/** "John A. Smith and Mary Smith, his wife", "John A. Smith, a single man, and Roy Baxter and wife, Lucille H. Baxter". */
function partyList(r: Rng, c: Ctx, ps: Person[], residence = true): string {
  const done = new Set<Person>();
  const groups: string[] = [];
  for (const p of ps) {
    if (done.has(p)) continue;
    done.add(p);
    const sp = p.spouse && ps.includes(p.spouse) && !done.has(p.spouse) ? p.spouse : null;
    if (sp) done.add(sp);
    const [a, b] = sp && p.female ? [sp, p] : [p, sp];
    let g: string;
    if (b) {
      const style = r.int(5);
      if (style === 0) g = `${c.n(a)} and ${c.n(b)}, husband and wife`;
      else if (style === 1) g = `${c.n(a)} and ${c.n(b)}, his wife`;
      else if (style === 2) g = `${c.n(a)} and wife, ${c.n(b)}`;
      else if (style === 3) g = `${c.n(a)} and ${c.n(b)}, his wife,`.replace(/,$/, '');
      else g = `${c.n(a)}, joined by his wife, ${c.n(b)}`;
    } else g = `${c.n(a)}${marital(r, a, c)}`;
    if (residence && a.kind === 'person' && r.chance(0.5)) g += `, of ${a.county} County, ${a.state}`;
    groups.push(g);
  }
  if (groups.length === 1) return groups[0];
  return `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
}
const plural = (ps: Person[]) => ps.length > 1;

function ackText(r: Rng, c: Ctx, signers: Person[]): string {
  if (!c.ack) return '';
  const st = c.t.st.name.toUpperCase();
  const co = c.t.co.name.toUpperCase();
  const who = partyList(r, c, signers, false);
  const expires = c.dt({ y: c.ack.y + 2 + r.int(2), m: 1 + r.int(12), d: 1 + r.int(28) });
  const org = signers.length === 1 && signers[0].kind !== 'person';
  if (org) {
    const officer = `${r.pick(MEN)} ${r.pick(MIDDLE_M)[0]}. ${r.pick(SURNAMES)}`;
    return `STATE OF ${st}  )\n                  ) ss.\nCOUNTY OF ${co})\n\nBefore me, the undersigned, a Notary Public in and for said County and State, on ${c.dt(c.ack)}, personally appeared ${officer}, to me known to be the identical person who subscribed the name of the maker thereof to the foregoing instrument as its ${r.pick(['Vice President', 'President', 'Attorney-in-Fact'])}, and acknowledged to me that he executed the same as his free and voluntary act and deed, and as the free and voluntary act and deed of ${c.n(signers[0])}, for the uses and purposes therein set forth.\n\n(SEAL)    ${c.notary}, Notary Public\nMy commission expires ${expires}.`;
  }
  const form = r.int(3);
  if (form === 0)
    return `STATE OF ${st}, COUNTY OF ${co}, ss.\n\nBefore me, the undersigned, a Notary Public, in and for said County and State, on this ${fmtDate(c.ack, 'dayof').replace(/^the /, '')}, personally appeared ${who}, to me known to be the identical person${plural(signers) ? 's' : ''} who executed the within and foregoing instrument, and acknowledged to me that ${plural(signers) ? 'they' : signers[0].female ? 'she' : 'he'} executed the same as ${plural(signers) ? 'their' : signers[0].female ? 'her' : 'his'} free and voluntary act and deed for the uses and purposes therein set forth.\n\nGiven under my hand and seal of office the day and year last above written.\nMy commission expires ${expires}.              ${c.notary}\n                                                Notary Public`;
  if (form === 1)
    return `State of ${c.t.st.name}, County of ${c.t.co.name}, ss.\n  BE IT REMEMBERED, That on this ${fmtDate(c.ack, 'dayofAD').replace(/^the /, '')}, before me, the undersigned, a Notary Public in and for the County and State aforesaid, came ${who}, who ${plural(signers) ? 'are' : 'is'} personally known to me to be the same person${plural(signers) ? 's' : ''} who executed the within instrument of writing, and such person${plural(signers) ? 's' : ''} duly acknowledged the execution of the same.\n  IN WITNESS WHEREOF, I have hereunto set my hand and affixed my official seal, the day and year last above written.\n                    ${c.notary}, Notary Public.\n  My term expires ${expires}.`;
  return `ACKNOWLEDGMENT\n${c.t.st.name.toUpperCase()} -- ${c.t.co.name} County\nOn ${c.dt(c.ack)} before me personally appeared ${who}, known to me to be the person${plural(signers) ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged that ${plural(signers) ? 'they' : 'he'} executed the same as ${plural(signers) ? 'their' : 'his'} free act and deed.\n${c.notary}\nNotary Public, ${c.t.co.name} County, ${c.t.st.abbr}  My commission expires ${expires}`;
}

function stamp(r: Rng, c: Ctx, records: string): string {
  const hr = 8 + r.int(9);
  const min = r.pick(['00', '15', '30', '45', '10', '50']);
  const ampm = hr >= 12 ? 'P.M.' : 'A.M.';
  const h12 = hr > 12 ? hr - 12 : hr;
  const form = r.int(4);
  const office = c.t.st.clerk;
  if (form === 0) return `STATE OF ${c.t.st.name.toUpperCase()}, ${c.t.co.name} County, ss.  Filed for record ${fmtDate(c.rec, 'dayof')}, at ${h12}:${min} o'clock ${ampm}, and duly recorded in Book ${c.book} of ${records}, at page ${c.page}.\n          ${c.clerk}, ${office}.   By ____________, Deputy.`;
  if (form === 1) return `FILED FOR RECORD\n${MON_ABBR[c.rec.m - 1].toUpperCase().replace('.', '')} ${c.rec.d} ${c.rec.y}  ${h12}:${min} ${ampm}\n${office.toUpperCase()}, ${c.t.co.name.toUpperCase()} COUNTY\nBook ${c.book}  Page ${c.page}`;
  if (form === 2) return `Filed ${c.rec.m}-${c.rec.d}-${c.rec.y} at ${h12}:${min} ${ampm.toLowerCase()}; recorded in ${records} Record ${c.book}, p. ${c.page}.  ${c.clerk}, ${office}, ${c.t.co.name} Co.`;
  return `This instrument was filed for record on ${c.dt(c.rec)} at ${h12} o'clock ${ampm} and recorded in Book ${c.book}, Page ${c.page}, records of ${c.t.co.name} County, ${c.t.st.name}.\n${c.clerk}\n${office}`;
}
/** Puts the stamp at the top or at the end. */
function assemble(r: Rng, c: Ctx, records: string, parts: string[]): string {
  const s = stamp(r, c, records);
  let body = parts.filter(Boolean).join('\n\n');
  // Typed copies: lines broken at the typewriter's margin, names and dates split across lines.
  if (r.chance(0.4)) {
    const width = 58 + r.int(20);
    body = body
      .split('\n')
      .map((line) => {
        if (line.length <= width) return line;
        const out: string[] = [];
        let cur = '';
        for (const w of line.split(' ')) {
          if (cur && cur.length + 1 + w.length > width) {
            out.push(cur);
            cur = w;
          } else cur = cur ? `${cur} ${w}` : w;
        }
        if (cur) out.push(cur);
        return out.join('\n');
      })
      .join('\n');
  }
  return territorial(c, r.chance(0.35) ? `${s}\n\n${body}\n` : `${body}\n\n${s}\n`);
}
/** Before statehood (Oklahoma 16 Nov 1907, New Mexico 6 Jan 1912) the forms say Territory. */
const STATEHOOD: Record<string, string> = { OK: '1907-11-16', NM: '1912-01-06' };
function territorial(c: Ctx, text: string): string {
  const since = STATEHOOD[c.t.st.code];
  if (!since || iso(c.exec) >= since) return text;
  const n = c.t.st.name;
  const N = n.toUpperCase();
  return text
    .replaceAll(`State of ${n}`, `Territory of ${n}`)
    .replaceAll(`STATE OF ${N}`, `TERRITORY OF ${N}`)
    .replace(new RegExp(`(County, )${n}(?! Territory)`, 'g'), `$1${n} Territory`)
    .replace(new RegExp(`(COUNTY, )${N}(?! TERRITORY)`, 'g'), `$1${N} TERRITORY`)
    .replaceAll(`${N} --`, `${N} TERRITORY --`)
    .replaceAll(c.t.st.abbr, c.t.st.code === 'OK' ? 'O. T.' : 'N. M.');
}
function sigBlock(c: Ctx, ps: Person[]): string {
  return ps.map((p) => `_________________________\n${c.n(p)}`).join('\n');
}
function consideration(r: Rng): string {
  const n = r.pick([1, 10, 100, 500, 800, 1200, 1600, 2400, 3000, 4500]);
  const form = r.int(3);
  if (form === 0) return `the sum of ${title(words(n))} and no/100 Dollars ($${n}.00)`;
  if (form === 1) return `Ten Dollars ($10.00) and other good and valuable considerations`;
  return `$${n}.00`;
}

// ---------- the instruments ----------
const PRESIDENTS: Array<[number, string]> = [[1889, 'Benjamin Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'William H. Taft'], [1913, 'Woodrow Wilson']];


function classicLand(t: Tract): string {
  const pw = t.parts.map((p) => `the ${partWords(p).toLowerCase()}`).join(' of ');
  const land = t.lots.length ? `lots ${words(t.lots[0])} and ${words(t.lots[1])} and ${pw}` : pw;
  return `${land} of section ${words(t.sec)} in township ${words(t.twp)} ${t.co.ns === 'N' ? 'north' : 'south'} of range ${words(t.rng)} ${t.co.ew === 'E' ? 'east' : 'west'} of ${t.co.mer}, in ${t.co.name} County, ${t.st.name}, containing ${t.acres} acres`;
}

function patentText(r: Rng, c: Ctx, federal: boolean, patentee: Person): string {
  const pn = c.n(patentee);
  const y = c.exec.y;
  const land = r.chance(0.6) ? classicLand(c.t) : c.desc();
  if (federal) {
    const pres = [...PRESIDENTS].reverse().find(([from]) => y >= from)![1];
    const homestead = r.chance(0.6);
    const act = homestead
      ? `pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${pn} has been established and duly consummated, in conformity to law, for`
      : `full payment has been made by ${pn} according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for`;
    const opening = r.chance(0.5) ? 'THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:' : 'The United States of America,\nTo all to whom these Presents shall come, Greeting:';
    return assemble(r, c, 'Patents', [
      `${homestead ? `Homestead Certificate No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}` : `Cash Entry No. ${100 + r.int(900)}`}`,
      opening,
      `WHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${r.pick(['Kingfisher', 'Guthrie', 'Wichita', 'Salina', 'Roswell', 'Las Cruces', 'Bismarck', 'Minot', 'Williston', 'Oklahoma City'])}, whereby it appears that ${act} ${land}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:`,
      `NOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pn} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${pn} and to ${patentee.female ? 'her' : 'his'} heirs and assigns forever.`,
      `IN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.`,
      `GIVEN under my hand, at the City of Washington, ${r.chance(0.6) ? dateWords(c.exec) : c.dt(c.exec)}, and of the Independence of the United States the ${ordWords(y - 1776)}.`,
      `By the President: ${pres}\n     By ${r.pick(['M. W. McKean', 'F. M. McKean', 'E. M. Dawson', 'Viola B. Pugh'])}, Secretary.\n     ${r.pick(['Chas. H. Brush', 'I. W. Lamoreux', 'H. W. Sanford'])}, Recorder of the General Land Office.`,
      `Recorded, Vol. ${10 + r.int(40)}, Page ${1 + r.int(500)}.`,
    ]);
  }
  const sov = `STATE OF ${c.t.st.name.toUpperCase()}`;
  return assemble(r, c, 'Patents', [
    `${sov}\nPATENT\nCertificate of Purchase No. ${100 + r.int(4000)}`,
    `To all to whom these presents shall come, Greeting:\n\nWHEREAS, ${pn}, of ${patentee.county} County, ${patentee.state}, has made full payment to the Commissioners of the Land Office of the ${c.t.st.name === 'Oklahoma' ? 'State of Oklahoma' : `State of ${c.t.st.name}`} for the following described school land, to-wit:\n\n     ${land}`,
    `NOW, THEREFORE, the ${sov}, in consideration of the premises and by virtue of the laws thereof, does hereby grant and convey unto the said ${pn}, ${patentee.female ? 'her' : 'his'} heirs and assigns forever, the land above described, subject to the reservations provided by law.`,
    `IN WITNESS WHEREOF, the Governor has hereunto signed his name and caused the Great Seal of the State to be affixed, at the Capitol, this ${fmtDate(c.exec, 'dayof').replace(/^the /, '')}.\n\n     ${r.pick(['Lee Cruce', 'W. R. Stubbs', 'Wm. C. McDonald', 'L. B. Hanna'])}, Governor\nAttest: ${r.pick(OFFICIALS)}, Secretary of State`,
  ]);
}

function reservationText(r: Rng, reserve: number | null, unsevered: number, grantors: Person[]): string {
  if (reserve) {
    const what = reserve >= 1 ? 'all of the oil, gas and other minerals' : `an undivided ${r.chance(0.5) ? 'one-half (1/2)' : '1/2'} interest in and to all of the oil, gas and other minerals`;
    const who = plural(grantors) ? 'the grantors, their heirs and assigns' : 'the grantor, his heirs and assigns';
    return r.pick([
      `EXCEPTING AND RESERVING, HOWEVER, unto ${who}, ${what} in and under and that may be produced from the above described land.`,
      `Less and except ${what} in and under said land, which ${plural(grantors) ? 'grantors reserve' : 'grantor reserves'} unto ${plural(grantors) ? 'themselves' : 'himself'}.`,
      `There is hereby reserved unto ${who} ${what} lying in, under and upon the premises above described, together with the right of ingress and egress for the purpose of exploring for and producing the same.`,
    ]);
  }
  if (unsevered < 1 - 1e-9) return r.pick(['SUBJECT, HOWEVER, to all prior conveyances and reservations of oil, gas and other minerals of record.', 'This conveyance is made subject to mineral conveyances and reservations of record.', '']);
  return '';
}

function deedText(r: Rng, c: Ctx, kind: 'warranty' | 'quitclaim' | 'special', reserve: number | null, unsevered: number): string {
  const gs = c.by('grantor');
  const es = c.by('grantee');
  const G = partyList(r, c, gs);
  const E = partyList(r, c, es);
  const pl = plural(gs);
  const titleTxt = kind === 'warranty' ? r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'WARRANTY DEED\n(Statutory Form)', 'Warranty Deed']) : kind === 'quitclaim' ? r.pick(['QUIT-CLAIM DEED', 'QUITCLAIM DEED', 'Quit Claim Deed']) : 'SPECIAL WARRANTY DEED';
  const words_ = kind === 'quitclaim' ? 'do hereby quitclaim, grant, bargain, sell and convey' : 'do hereby grant, bargain, sell and convey';
  const quitObj = kind === 'quitclaim' ? ' all of their right, title, interest, estate, and every claim and demand, both at law and in equity, in and to' : '';
  const warranty =
    kind === 'warranty'
      ? `and ${pl ? 'the grantors' : 'the grantor'} ${pl ? 'do' : 'does'} hereby covenant that ${pl ? 'they are' : 'he is'} lawfully seized of said premises in fee simple, that the same are free and clear of all incumbrances, and will WARRANT AND DEFEND the title thereto against the lawful claims of all persons whomsoever.`
      : kind === 'special'
        ? `and ${pl ? 'the grantors' : 'the grantor'} will warrant and defend the title to said premises against the lawful claims of all persons claiming by, through or under ${pl ? 'them' : 'him'}, but not otherwise.`
        : '';
  const res = reservationText(r, reserve, unsevered, gs);
  const desc = c.desc();
  const dated = c.undated ? '' : r.pick([`Signed and delivered this ${fmtDate(c.exec, 'dayof').replace(/^the /, '')}.`, `Dated ${c.dt(c.exec)}.`, `WITNESS our hands this ${c.dt(c.exec)}.`, `Executed ${c.dt(c.exec)}.`]);
  const form = c.undated ? r.pick([0, 2, 3]) : r.int(5);
  const sigs = sigBlock(c, gs);
  const ack = ackText(r, c, gs);
  if (form === 1) {
    // A Kansas-style indenture: the date and the parties in the opening line.
    return assemble(r, c, 'Deeds', [
      titleTxt,
      `THIS INDENTURE, Made this ${fmtDate(c.exec, r.chance(0.5) ? 'dayofAD' : 'dayof').replace(/^the /, '')}, between ${G}, of the first part, and ${E}, of the second part.`,
      `WITNESSETH, That the said part${pl ? 'ies' : 'y'} of the first part, in consideration of ${consideration(r)}, the receipt whereof is hereby acknowledged, ${words_} unto the said part${plural(es) ? 'ies' : 'y'} of the second part,${quitObj} all the following described real estate, to-wit:\n\n     ${desc}`,
      res,
      `TO HAVE AND TO HOLD the same, together with all and singular the tenements, hereditaments and appurtenances thereunto belonging, forever; ${warranty}`,
      `IN WITNESS WHEREOF, the said part${pl ? 'ies' : 'y'} of the first part ha${pl ? 've' : 's'} hereunto set ${pl ? 'their hands' : 'his hand'} the day and year first above written.`,
      sigs,
      ack,
    ]);
  }
  if (form === 2) {
    // The grantors named only in the signatures and the acknowledgment.
    return assemble(r, c, 'Deeds', [
      titleTxt,
      `KNOW ALL MEN BY THESE PRESENTS:\n\nThat the undersigned, for and in consideration of ${consideration(r)}, cash in hand paid, ${words_} unto ${E},${quitObj} the following described real property and premises, to-wit:\n\n     ${desc}`,
      res,
      `together with all the improvements thereon and the appurtenances thereunto belonging; TO HAVE AND TO HOLD the same unto the said grantee${plural(es) ? 's' : ''}, ${plural(es) ? 'their' : 'his'} heirs and assigns forever; ${warranty}`,
      dated,
      sigs,
      ack,
    ]);
  }
  if (form === 3) {
    // The description first.
    return assemble(r, c, 'Deeds', [
      titleTxt,
      `The following described land and premises:\n\n     ${desc}\n\nis hereby ${kind === 'quitclaim' ? 'remised, released and quitclaimed' : 'granted, bargained, sold and conveyed'} by ${G} (Grantor${pl ? 's' : ''}) unto ${E} (Grantee${plural(es) ? 's' : ''}), for and in consideration of ${consideration(r)}.`,
      res,
      cap(warranty.replace(/^and /, '')),
      dated,
      sigs,
      ack,
    ]);
  }
  if (form === 4) {
    // An abstracter's recital of the instrument.
    const no = 1 + r.int(60);
    return assemble(r, c, 'Deeds', [
      `No. ${no}.\n${titleTxt.split('\n')[0]}`,
      `${G}\n     TO\n${E}`,
      `Dated ${c.dt(c.exec)}. Filed ${c.dt(c.rec)}.\nRecorded in Book ${c.book}, Page ${c.page}.\nConsideration ${consideration(r)}.`,
      `${kind === 'quitclaim' ? 'Quitclaims' : 'Conveys'}: ${desc}`,
      res ? `Reservation: ${res}` : '',
      kind === 'warranty' ? 'Contains usual covenants of general warranty.' : kind === 'special' ? 'Warranty limited to claims by, through or under grantors.' : 'No warranty.',
      `Signed by: ${gs.map((p) => c.n(p)).join(', ')}.`,
      c.ack ? `Acknowledged ${c.dt(c.ack)} by ${partyList(r, c, gs, false)}, before ${c.notary}, Notary Public, ${c.t.co.name} County, ${c.t.st.abbr} (Seal). Com. exp. ${c.dt({ y: c.ack.y + 3, m: 1 + r.int(12), d: 1 + r.int(28) })}.` : '',
    ]);
  }
  const inv = (p: Person) => {
    const n = c.truthName(p);
    if (p.kind !== 'person') return n.toUpperCase();
    const sfx = p.suffix ? `, ${p.suffix}` : '';
    const base = sfx ? n.slice(0, -sfx.length) : n;
    const i = base.lastIndexOf(' ');
    return `${base.slice(i + 1)}, ${base.slice(0, i)}${sfx}`.toUpperCase();
  };
  const hasWife = gs.length === 2 && gs[0].spouse === gs[1];
  const index = r.chance(0.4) ? `Grantor: ${inv(gs[0])}${hasWife ? (gs[0].female ? ' ET VIR' : ' ET UX') : gs.length > 1 ? ' ET AL' : ''}\nGrantee: ${inv(es[0])}${es.length > 1 ? ' ET UX' : ''}` : '';
  return assemble(r, c, 'Deeds', [
    index ? `${titleTxt}\n${index}` : titleTxt,
    `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${G}, part${pl ? 'ies' : 'y'} of the first part, in consideration of ${consideration(r)}, in hand paid, the receipt of which is hereby acknowledged, ${words_} unto ${E}, part${plural(es) ? 'ies' : 'y'} of the second part,${quitObj} the following described real property and premises ${countyText(r, c.t).replace(/^in /, 'situate in ').replace(/^(?!situate)(?!situated)/, 'lying in ')}, to-wit:\n\n     ${desc}`,
    res,
    `TO HAVE AND TO HOLD said described premises unto the said part${plural(es) ? 'ies' : 'y'} of the second part, ${plural(es) ? 'their' : 'his'} heirs and assigns forever, ${kind === 'quitclaim' ? 'so that neither the grantors nor any person claiming under them shall hereafter have any claim therein.' : `free, clear and discharged of and from all former grants, charges, taxes, judgments, mortgages and other liens and incumbrances; ${warranty}`}`,
    dated,
    sigs,
    ack,
  ]);
}

function mineralDeedText(r: Rng, c: Ctx, f: number, whole: boolean): string {
  const gs = c.by('grantor');
  const es = c.by('grantee');
  const G = partyList(r, c, gs);
  const E = partyList(r, c, es);
  const share = whole && r.chance(0.4) ? 'all of the oil, gas and other minerals' : `${fracText(r, f, c.t.acres)} in and to all of the oil, gas and other minerals`;
  const titleTxt = r.pick(['MINERAL DEED', 'MINERAL DEED', 'MINERAL RIGHT AND ROYALTY TRANSFER', 'SALE OF OIL, GAS AND MINERAL RIGHTS', 'Mineral Conveyance']);
  const dated = c.undated ? '' : r.pick([`WITNESS ${plural(gs) ? 'our hands' : 'my hand'} this ${fmtDate(c.exec, 'dayof').replace(/^the /, '')}.`, `Dated this ${c.dt(c.exec)}.`]);
  const desc = c.desc();
  const rights = 'together with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals, and storing, handling, transporting and marketing the same therefrom';
  const lease = `This sale is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that said grantee shall have, receive and enjoy the herein granted interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease from and after the date hereof.`;
  if (r.chance(0.5)) {
    return assemble(r, c, 'Deeds', [
      titleTxt,
      `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${G}, hereinafter called Grantor${plural(gs) ? 's' : ''}, for and in consideration of ${consideration(r)}, cash in hand paid by ${E}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${plural(gs) ? 'have' : 'has'} granted, sold, conveyed, assigned and delivered, and by these presents ${plural(gs) ? 'do' : 'does'} grant, sell, convey, assign and deliver unto the said Grantee ${share} in and under and that may be produced from the following described lands:\n\n     ${desc}\n\n${rights}.`,
      lease,
      `TO HAVE AND TO HOLD the above described property and easement, with all and singular the rights, privileges and appurtenances thereunto belonging, unto the said Grantee, ${es[0].kind === 'person' ? 'his heirs' : 'its successors'} and assigns forever; and Grantor${plural(gs) ? 's do' : ' does'} hereby warrant said title to Grantee against all persons whomsoever.`,
      dated,
      sigBlock(c, gs),
      ackText(r, c, gs),
    ]);
  }
  return assemble(r, c, 'Deeds', [
    `${titleTxt}\n\n${c.t.st.name.toUpperCase()}\nCOUNTY OF ${c.t.co.name.toUpperCase()}`,
    `For value received, the undersigned ${G} ${plural(gs) ? 'hereby sell, assign and convey' : 'hereby sells, assigns and conveys'} unto ${E} ${share} in and under the lands hereinafter described, ${rights}, the said lands being:\n\n     ${desc}`,
    lease,
    dated,
    sigBlock(c, gs),
    ackText(r, c, gs),
  ]);
}

function royaltyDeedText(r: Rng, c: Ctx, f: number): string {
  const gs = c.by('grantor');
  const es = c.by('grantee');
  const titleTxt = r.pick(['ROYALTY DEED', 'ROYALTY TRANSFER', 'CONVEYANCE OF ROYALTY INTEREST', 'ASSIGNMENT OF ROYALTY']);
  return assemble(r, c, 'Deeds', [
    titleTxt,
    `KNOW ALL MEN BY THESE PRESENTS, That ${partyList(r, c, gs)}, Grantor${plural(gs) ? 's' : ''}, for and in consideration of ${consideration(r)}, do${plural(gs) ? '' : 'es'} hereby grant, bargain, sell and convey unto ${partyList(r, c, es)}, Grantee, ${fracText(r, f, c.t.acres)} in and to all of the royalty in oil, gas and other minerals in and under and that may be produced, saved and marketed from the following described land:\n\n     ${c.desc()}`,
    `It is understood that this conveyance covers royalty only; Grantee shall not participate in any bonus or delay rentals, and the right to execute oil and gas leases on said land is retained by Grantor${plural(gs) ? 's' : ''}. Said interest shall be free of all cost of development and operation.`,
    c.undated ? '' : `In witness whereof, Grantor${plural(gs) ? 's have' : ' has'} executed this instrument on ${c.dt(c.exec)}.`,
    sigBlock(c, gs),
    ackText(r, c, gs),
  ]);
}

function leaseText(r: Rng, c: Ctx, lessors: Person[], spouses: Person[], lessee: Person): string {
  const L = partyList(r, c, [...lessors, ...spouses]);
  const term = r.pick([5, 10, 10, 3]);
  const rentDue = { y: c.exec.y + 1, m: c.exec.m, d: c.exec.d };
  const dateClause = c.undated ? 'made and entered into' : `made and entered into ${r.chance(0.5) ? fmtDate(c.exec, 'dayof') : `this ${c.dt(c.exec)}`}`;
  const titleTxt = r.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE\n(Producers 88 - Revised)', 'OIL AND GAS MINING LEASE', `OIL AND GAS LEASE -- ${c.t.st.name.toUpperCase()} FORM`]);
  return assemble(r, c, 'Oil and Gas Leases', [
    titleTxt,
    `AGREEMENT, ${dateClause}, by and between ${L}, hereinafter called lessor (whether one or more), and ${c.n(lessee)}${lessee.kind === 'person' ? '' : r.chance(0.5) ? ', a corporation' : ''}, hereinafter called lessee:`,
    `WITNESSETH: That the said lessor, for and in consideration of ${consideration(r)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas, and of laying pipe lines, and of building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situate in the County of ${c.t.co.name}, State of ${c.t.st.name}, described as follows, to-wit:\n\n     ${c.desc()}`,
    `It is agreed that this lease shall remain in force for a term of ${words(term)} (${term}) years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.`,
    `In consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth (1/8) part of all oil produced and saved from the leased premises. 2nd. To pay lessor one-eighth (1/8) of the gross proceeds each year for the gas from each well where gas only is found.`,
    `If no well be commenced on said land on or before ${c.dt(rentDue)}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${r.pick(BANKS)}, or its successors, the sum of ${r.pick(['Forty', 'Eighty', 'One Hundred Sixty'])} Dollars, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.`,
    `IN WITNESS WHEREOF, we sign the day and year first above written.`,
    sigBlock(c, [...lessors, ...spouses]),
    ackText(r, c, [...lessors, ...spouses]),
  ]);
}

function leaseRecital(r: Rng, c: Ctx, lease: Lease): string {
  const names = partyList(r, c, [...lease.lessors, ...lease.spouses], false);
  return `that certain oil and gas lease dated ${c.dt(lease.date)}, from ${names}, as lessor${plural(lease.lessors) || lease.spouses.length ? 's' : ''}, to ${c.n(lease.orig)}, as lessee, recorded in Book ${lease.book}, page ${lease.page}, of the records of ${c.t.co.name} County, ${c.t.st.name}`;
}

function assignmentText(r: Rng, c: Ctx, lease: Lease, to: Person): string {
  const from = lease.lessee;
  const eff = c.effective ? ` This assignment shall be effective as of 7:00 o'clock A.M., ${c.dt(c.effective)}.` : '';
  const recital = leaseRecital(r, c, lease);
  const titleTxt = r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT', 'ASSIGNMENT OF OIL AND GAS MINING LEASE']);
  const form = r.int(2);
  const body =
    form === 0
      ? `KNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${c.n(from)}${from.kind === 'person' ? '' : ', a corporation'}, the present owner and holder of ${recital}, covering the following described land, to-wit:\n\n     ${c.desc()}\n\nfor and in consideration of ${consideration(r)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${c.n(to)} all of its right, title and interest in and to said lease and the rights thereunder, insofar as it covers the above described land, together with all personal property used or obtained in connection therewith.${eff}`
      : `For value received, ${c.n(from)}, hereinafter called Assignor, hereby assigns, transfers and sets over unto ${c.n(to)}, hereinafter called Assignee, all of Assignor's right, title and interest in and to ${recital}, insofar as said lease covers:\n\n     ${c.desc()}\n\nAnd Assignor covenants that it is the lawful owner of said lease and that the same is in full force and effect.${eff}`;
  return assemble(r, c, 'Oil and Gas Leases', [
    titleTxt,
    body,
    c.undated ? '' : `Executed this ${c.dt(c.exec)}.`,
    `${c.n(from)}\n\nBy ___________________`,
    ackText(r, c, [from]),
  ]);
}

function releaseText(r: Rng, c: Ctx, lease: Lease): string {
  const from = lease.lessee;
  const recital = leaseRecital(r, c, lease);
  return assemble(r, c, 'Oil and Gas Leases', [
    r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE']),
    `KNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${c.n(from)}, being the owner and holder of ${recital}, covering the following described lands:\n\n     ${c.desc()}\n\ndoes hereby release, relinquish and surrender unto the said lessor${plural([...lease.lessors, ...lease.spouses]) ? 's' : ''}, ${plural([...lease.lessors, ...lease.spouses]) ? 'their' : 'his'} heirs, successors and assigns, all right, title and interest in and to said lease and the land therein described, and hereby authorizes the ${c.t.st.clerk} of said County to enter this release of record.`,
    c.undated ? '' : `Dated ${c.dt(c.exec)}.`,
    `${c.n(from)}${from.kind === 'person' ? '' : '\nBy ___________________, Vice President'}`,
    ackText(r, c, [from]),
  ]);
}

function relation(p: Person, dec: Person): string {
  if (p === dec.spouse) return p.female ? 'widow' : 'widower';
  return p.female ? 'daughter' : 'son';
}
function heirList(r: Rng, c: Ctx, dec: Person, heirs: Person[]): string {
  return heirs
    .map((h) => {
      let s = `${c.n(h)}, ${relation(h, dec)}`;
      if (h !== dec.spouse && h.spouse && r.chance(0.5)) s += `, ${h.female ? 'wife of' : 'husband of'} ${h.spouse.first} ${h.spouse.last}`;
      if (r.chance(0.4) && h.kind === 'person') s += `, of ${h.county} County, ${h.state}`;
      return s;
    })
    .join(r.chance(0.5) ? ';\n     ' : '; ');
}
function decName(r: Rng, c: Ctx, dec: Person): string {
  const t = c.truthName(dec);
  const initials = `${dec.first[0]}. ${dec.middle[0]}. ${dec.last}${dec.suffix ? `, ${dec.suffix}` : ''}`;
  // "also known as" only beside a fuller form (full middle name, or first name and initial).
  if (t !== initials && t.split(' ')[0] === dec.first && t.includes(` ${dec.middle[0]}`) && r.chance(0.35)) return `${c.n(dec)}, also known as ${c.caps ? initials.toUpperCase() : initials}`;
  return c.n(dec);
}

function heirshipText(r: Rng, c: Ctx, dec: Person, heirs: Person[], affiant: Person, death: Ymd): string {
  const he = dec.female ? 'she' : 'he';
  const his = dec.female ? 'her' : 'his';
  const kids = heirs.filter((h) => h !== dec.spouse);
  const sp = heirs.find((h) => h === dec.spouse);
  return assemble(r, c, 'Miscellaneous', [
    r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT AS TO HEIRSHIP', 'PROOF OF HEIRSHIP']),
    `STATE OF ${c.t.st.name.toUpperCase()}    )\n                    ) ss.\nCOUNTY OF ${c.t.co.name.toUpperCase()}`,
    `${c.n(affiant)}, of lawful age, being first duly sworn, upon oath deposes and says:`,
    `That affiant resides in ${affiant.county} County, ${affiant.state}, and was well acquainted with ${decName(r, c, dec)}, for more than ${words(10 + r.int(30))} years prior to ${his} death, and is familiar with ${his} family history;`,
    `That the said decedent died intestate on ${c.dt(death)}, a resident of ${dec.county} County, ${dec.state}, and that no administration has been had upon ${his} estate in this or any other state;`,
    sp ? `That the said decedent was married but once, to ${c.n(sp)}, who survives ${dec.female ? 'her' : 'him'}; and that there were born to said marriage ${words(kids.length)} child${kids.length > 1 ? 'ren' : ''}, all of whom are living, and no others, natural or adopted;` : `That ${he} was ${dec.spouse ? (dec.female ? 'a widow' : 'a widower') : 'unmarried'} at the time of ${his} death${dec.spouse ? `, ${his} spouse having predeceased ${dec.female ? 'her' : 'him'}` : ''}, and that ${he} left ${words(kids.length)} child${kids.length > 1 ? 'ren' : ''} surviving;`,
    `That at the time of ${his} death the decedent owned an interest in the following described land:\n\n     ${c.desc()}`,
    `That the decedent left surviving as ${his} sole and only heirs at law the following persons:\n     ${heirList(r, c, dec, heirs)}.`,
    `Affiant has no interest in the above described land and makes this affidavit for the purpose of establishing the heirship of the decedent.`,
    `_________________________\n${c.n(affiant)}, Affiant`,
    `Subscribed and sworn to before me this ${fmtDate(c.exec, 'dayof').replace(/^the /, '')}.\n\n${c.notary}, Notary Public\nMy commission expires ${c.dt({ y: c.exec.y + 2, m: 1 + r.int(12), d: 1 + r.int(28) })}`,
  ]);
}

function probateText(r: Rng, c: Ctx, dec: Person, heirs: Person[], death: Ymd): string {
  const court = c.t.st.code === 'OK' || c.t.st.code === 'ND' ? `THE COUNTY COURT OF ${c.t.co.name.toUpperCase()} COUNTY, STATE OF ${c.t.st.name.toUpperCase()}` : `THE PROBATE COURT OF ${c.t.co.name.toUpperCase()} COUNTY, ${c.t.st.name.toUpperCase()}`;
  const admin = heirs[0];
  const testate = r.chance(0.35);
  const office = testate ? (admin.female ? 'Executrix' : 'Executor') : admin.female ? 'Administratrix' : 'Administrator';
  const willDate = { y: death.y - 3 - r.int(8), m: 1 + r.int(12), d: 1 + r.int(28) };
  const shares = r.chance(0.5) ? 'in equal shares, share and share alike' : `each an undivided one-${words(heirs.length).replace('two', 'half').replace('three', 'third').replace('four', 'fourth')} (1/${heirs.length}) interest`;
  const judge = r.pick(OFFICIALS);
  const cert = r.chance(0.5) ? `\n\nSTATE OF ${c.t.st.name.toUpperCase()}, ${c.t.co.name} County, ss. I, ${r.pick(OFFICIALS)}, Clerk of said Court, do hereby certify that the foregoing is a full, true and correct copy of the Final Decree in the above entitled cause, as the same appears of record in my office. Witness my hand and seal ${c.dt(addDays(c.exec, 3 + r.int(20)))}.` : '';
  return assemble(r, c, 'Miscellaneous', [
    `IN ${court}`,
    `In the Matter of the Estate of\n${decName(r, c, dec)}, Deceased.          No. ${100 + r.int(5000)}`,
    r.pick(['FINAL DECREE', 'DECREE OF DISTRIBUTION', 'ORDER SETTLING FINAL ACCOUNT AND DECREE OF DISTRIBUTION', 'JOURNAL ENTRY OF FINAL SETTLEMENT']),
    `Now on ${c.undated ? 'this day' : `this ${fmtDate(c.exec, 'dayof').replace(/^the /, '')}`}, there coming on for hearing the final account and petition for distribution of ${c.n(admin)}, ${office} of the estate of said decedent, and it appearing that due notice of the hearing has been given as required by law, the Court, having examined said account and heard the evidence, FINDS:`,
    `That ${c.n(dec)} died ${testate ? `testate on ${c.dt(death)}, leaving a Last Will and Testament dated ${c.dt(willDate)}, which was duly admitted to probate by this Court` : `intestate on ${c.dt(death)}`}, a resident of ${dec.county} County, ${dec.state};`,
    `That the ${testate ? 'devisees under said will' : 'heirs at law of said decedent'} are: ${heirList(r, c, dec, heirs)};`,
    `That all debts, taxes and expenses of administration have been paid, and that the estate is ready for distribution.`,
    `IT IS THEREFORE ORDERED, ADJUDGED AND DECREED by the Court that the following described real property, situated in ${c.t.co.name} County, ${c.t.st.name}, to-wit:\n\n     ${c.desc()}\n\ntogether with all other property of said estate, be and the same is hereby assigned and distributed to the said ${heirs.map((h) => c.n(h)).join(', ')}, ${shares}.`,
    `${judge}\nJudge of the ${c.t.st.code === 'OK' || c.t.st.code === 'ND' ? 'County' : 'Probate'} Court${cert}`,
  ]);
}

function easementText(r: Rng, c: Ctx, owners: Person[], util: Person): string {
  const gs = c.by('grantor');
  const what = r.pick(['a pipe line for the transportation of oil, gas, water and other substances', 'an electric transmission and distribution line, with poles, wires and fixtures', 'a telephone and telegraph line']);
  void owners;
  return assemble(r, c, 'Miscellaneous', [
    r.pick(['RIGHT OF WAY AGREEMENT', 'EASEMENT', 'RIGHT-OF-WAY GRANT']),
    `For and in consideration of ${consideration(r)}, in hand paid, the receipt of which is hereby acknowledged, ${partyList(r, c, gs)}, hereinafter called Grantor${plural(gs) ? 's' : ''}, do${plural(gs) ? '' : 'es'} hereby grant unto ${c.n(util)}, its successors and assigns, a right of way and easement to construct, maintain, operate, repair, replace and remove ${what} over, through and across the following described land:\n\n     ${c.desc()}`,
    `Grantor${plural(gs) ? 's' : ''} shall have the right to fully use and enjoy said premises except for the purposes herein granted. Grantee shall pay for damages to crops, fences and timber which may arise from the construction and maintenance of said line.`,
    c.undated ? '' : `Executed ${c.dt(c.exec)}.`,
    sigBlock(c, gs),
    ackText(r, c, gs),
  ]);
}

function deedOfTrustText(r: Rng, c: Ctx, owners: Person[], trustee: Person, bank: Person): string {
  const gs = c.by('grantor');
  void owners;
  const due = c.dt({ y: c.exec.y + 5 + r.int(15), m: 1 + r.int(12), d: 1 });
  const amt = r.pick([800, 1500, 2500, 4000, 6500]);
  return assemble(r, c, 'Mortgages', [
    'DEED OF TRUST',
    `THIS DEED OF TRUST, made ${c.undated ? '' : `${fmtDate(c.exec, 'dayof')}, `}between ${partyList(r, c, gs)}, herein called Grantor${plural(gs) ? 's' : ''}, ${c.n(trustee)}, as Trustee, and ${c.n(bank)}, herein called Beneficiary,`,
    `WITNESSETH: That Grantor${plural(gs) ? 's' : ''} hereby grant${plural(gs) ? '' : 's'}, convey${plural(gs) ? '' : 's'} and warrant${plural(gs) ? '' : 's'} to Trustee, in trust, with power of sale, the following described property:\n\n     ${c.desc()}`,
    `FOR THE PURPOSE OF SECURING payment of the indebtedness evidenced by one promissory note of even date herewith in the principal sum of $${amt}.00, payable to the order of Beneficiary on or before ${due}, with interest thereon at ${r.pick(['five', 'six', 'seven'])} per cent per annum. Upon payment of said note this deed of trust shall be released and of no further effect.`,
    sigBlock(c, gs),
    ackText(r, c, gs),
  ]);
}

function identityText(r: Rng, c: Ctx, who: Person): string {
  const full = c.n(who);
  const sfx = who.suffix ? `, ${who.suffix}` : '';
  const a = `${who.first[0]}. ${who.middle[0]}. ${who.last}${sfx}`;
  const b = `${who.first} ${who.last}${sfx}`;
  const A = c.caps ? a.toUpperCase() : a;
  const B = c.caps ? b.toUpperCase() : b;
  return assemble(r, c, 'Miscellaneous', [
    'AFFIDAVIT OF IDENTITY',
    `STATE OF ${c.t.st.name.toUpperCase()}, COUNTY OF ${c.t.co.name.toUpperCase()}, ss.`,
    `${full}, being first duly sworn, on oath states: That ${who.female ? 'she' : 'he'} is one and the same person as ${A}, and as ${B}, who appear${''} in various instruments of record affecting the following described land:\n\n     ${c.desc()}\n\nand that the said names designate one and the same person and no other.`,
    `_________________________\n${full}`,
    `Subscribed and sworn to before me ${fmtDate(c.exec, 'dayof')}.\n${c.notary}, Notary Public`,
  ]);
}
