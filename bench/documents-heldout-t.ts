// Held-out set T: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among four that no header of sets A-S covers as an area (the four packages of one
// seed are the four areas), whose farms (one or two tracts that travel together in the fee chain
// until a partition splits them) pass through time on one clock, about 1850-2024:
// - central Iowa (Fifth P.M., townships north, ranges west: Story, Marshall, Tama, Poweshiek):
//   United States cash-entry patents of the Fort Des Moines and Iowa City land offices written long
//   hand, Iowa warranty deeds in which the wife relinquishes dower (later "distributive share") and
//   homestead, the modern one-page form with its "Address tax statements" line, quit claim and
//   special warranty deeds, real estate contracts and the deeds made in fulfillment of them,
//   abstracters' numbered entries standing for a deed, district court orders approving an
//   executor's final report, affidavits of death and heirship, Federal Land Bank and bank
//   mortgages and their satisfactions, the few oil and gas leases of the 1950s-1980s wildcats;
// - the South Carolina coastal plain (Aiken, Barnwell, Orangeburg, Lexington: metes and bounds
//   by adjoiners, plats and tax map numbers): first deeds of first known holders, the "TITLE TO
//   REAL ESTATE" form proved by a subscribing witness with the wife's renunciation of dower,
//   limited warranty and quitclaim deeds, probate court decrees vesting a decedent's land and
//   personal representatives' deeds of distribution, mortgages of real estate and their
//   satisfactions, electric cooperative rights of way, a few mineral deeds and leases;
// - the Texas Upper Gulf Coast (Jefferson, Hardin, Liberty, Orange: tracts of stated acres out of
//   Mexican-era leagues and labors and later surveys by abstract): State of Texas patents of
//   labors and small surveys, "THE STATE OF TEXAS, COUNTY OF ..." deeds with the wife's privy
//   examination and the vendor's lien, the modern captioned form, special warranty and quitclaim
//   deeds, Spindletop and Sour Lake "oil and mineral lease" contracts of 1901-1925, later leases
//   and memoranda effective as of a day, assignments (whole and of an undivided half),
//   releases, mineral and royalty deeds, affidavits of heirship, orders admitting wills as
//   muniments of title, deeds of trust to an individual trustee, pipeline rights of way;
// - Maine (Aroostook, Penobscot, Somerset, Washington: parcels by metes and bounds in a named
//   town): old "give, grant, bargain, sell and convey" deeds with the wife's release of "right by
//   descent", statutory short-form warranty deeds, "quitclaim deed with covenant" (a special
//   warranty), release deeds (a quitclaim), probate court decrees of distribution and personal
//   representatives' deeds of distribution, mortgage deeds and discharges, power company
//   easements. No minerals are severed or leased in Maine, so its planted gaps are in the fee.
// Everywhere: deeds reserving minerals (not Maine), heirs' quitclaims to one of them, partition
// deeds of a two-tract farm between its two owners. Wordings vary: recording stamps above or below,
// names only in signatures and acknowledgments, abstracters' entries, dating lines in words,
// ordinals and figures, capitals. People recur under name variants (full middle name, initial,
// initials only, no middle, capitals, index order "SMITH, JOHN A."); a son named for his father is
// "Jr." (the father "Sr." in some instruments of his own estate); one unrelated namesake per package
// at most, always with his residence. Exactly one planted gap of each kind per package, each on a
// one-tract farm. Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of the headers of sets A-S (D's list with E's to S's additions) where
// they speak; what set T decides itself:
// - tracts: state two letters, county without "County"; Iowa quarters as D (township "83N", range
//   "22W", aliquot "S/2 NE/4" however written, "the 5th P.M." in no field), acres always stated;
//   South Carolina and Maine parcels state, county and acres only (the town, adjoiners, plat book,
//   surveyor, tax map number and "meaning and intending" recital in no field; no two parcels of a
//   package share an acreage); Texas tracts survey as written with its own word ("Pelham Humphreys
//   League", "Thomas Spear Labor", "William McFaddin Survey"), abstract digits ("A-32",
//   "Abstract No. 32"), acres, nothing else (town, calls in varas and miles from a town in no field);
// - an Iowa real estate contract is `other`: sellers `grantor`, buyers `grantee`, no link, estates
//   []; the deed "in fulfillment of" it is the link. An abstracter's numbered entry for a deed is
//   that deed (its category, parties, dates and links), names in index order;
// - a South Carolina witness's "probate" of a deed (the witness swearing he saw it signed) gives
//   acknowledgment_date; a wife who only renounces dower (named only in the renunciation) is a party
//   of the grantor's side, links `required: false`; a Maine wife releasing "right by descent" too;
// - a personal representative's deed of distribution (South Carolina, Maine) is `probate`: the
//   decedent `decedent`, each distributee `heir` (linked from the decedent), the personal
//   representative no party unless a distributee (then only `heir`); probate court decrees and
//   Iowa orders approving a final report the same; executors not heirs are no parties;
// - affidavits of heirship are sworn by a neighbour (`other`, never an heir); death_date is in the
//   truth of affidavits and probates only;
// - a Maine "quitclaim deed with covenant" is `special_warranty_deed`, a "release deed"
//   `quitclaim_deed`; a partition deed `quitclaim_deed`;
// - releases and satisfactions of mortgages and deeds of trust are `other` (releasing lender
//   `grantor`, borrowers `grantee`), no link; a deed of trust's trustee `grantee`, lender `other`;
// - gaps: mineral gaps in Iowa, South Carolina and Texas (a stranger's mineral deed; a grantee's
//   mineral deed dated before the deed into him; a holder conveying twice what he holds or the same
//   fraction twice), fee gaps in Maine (a stranger's deed; a deed before the deed into its grantor;
//   the same land deeded twice by one owner). After its gap a farm sees no further mineral
//   instruments (Maine: no further conveyance at all).
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;

// ================================================================= dates, numbers, fractions
interface Dt { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const p2 = (n: number) => String(n).padStart(2, '0');
const iso = (t: Dt) => `${t.y}-${p2(t.m)}-${p2(t.d)}`;
const plus = (t: Dt, days: number): Dt => {
  const x = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const ordn = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const yearLong = (y: number) => (y % 100 ? `${numberWords(Math.floor(y / 100))} hundred and ${numberWords(y % 100)}` : `${numberWords(Math.floor(y / 100))} hundred`);
const yearThousand = (y: number) => `one thousand ${numberWords(y - 1000).replace(/ hundred /, ' hundred and ')}`;

/** A date as an instrument writes it; `old` allows the long-hand forms. */
function dateAs(r: Rng, t: Dt, old: boolean): string {
  const k = r.int(old ? 6 : 4);
  switch (k) {
    case 0: return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 1: return `the ${ordn(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`;
    case 2: return t.y >= 1960 ? `${p2(t.m)}/${p2(t.d)}/${t.y}` : `the ${ordn(t.d)} day of ${MONTHS[t.m - 1]}, A. D. ${t.y}`;
    case 3: return `${MONTHS[t.m - 1]} ${ordn(t.d)}, ${t.y}`;
    case 4: return `the ${ORD_WORDS[t.d]} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearThousand(t.y)}`;
    default: return `the ${ORD_WORDS[t.d]} day of ${MONTHS[t.m - 1]}, ${yearLong(t.y)}`;
  }
}

interface Fr { n: number; d: number }
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => { const g = gcd(n, d) || 1; return { n: n / g, d: d / g }; };
const fsub = (a: Fr, b: Fr) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
const fmul = (a: Fr, b: Fr) => fr(a.n * b.n, a.d * b.d);
const fval = (f: Fr) => f.n / f.d;
const ftext = (f: Fr) => `${f.n}/${f.d}`;
const DEN: Record<number, [string, string]> = { 2: ['half', 'halves'], 3: ['third', 'thirds'], 4: ['fourth', 'fourths'], 6: ['sixth', 'sixths'], 8: ['eighth', 'eighths'], 12: ['twelfth', 'twelfths'], 16: ['sixteenth', 'sixteenths'], 24: ['twenty-fourth', 'twenty-fourths'], 32: ['thirty-second', 'thirty-seconds'], 48: ['forty-eighth', 'forty-eighths'], 64: ['sixty-fourth', 'sixty-fourths'] };
/** "an undivided one-fourth (1/4) interest" and its kin */
function fracWords(r: Rng, f: Fr): string {
  if (f.n === f.d) return r.pick(['all', 'the whole']);
  const w = DEN[f.d] ? `${numberWords(f.n)}-${f.n === 1 ? DEN[f.d][0] : DEN[f.d][1]}` : null;
  if (!w || r.chance(0.25)) return `an undivided ${ftext(f)}`;
  return r.pick([`an undivided ${w} (${ftext(f)})`, `an undivided ${w}`, `an undivided ${ftext(f)} (${w})`]);
}
const dollars = (r: Rng, n: number) => r.pick([`${cap1(numberWords(n))} Dollars ($${n.toLocaleString('en-US')}.00)`, `$${n.toLocaleString('en-US')}.00`, `the sum of ${numberWords(n)} dollars`]);

// ================================================================= areas
type AreaKey = 'iowa' | 'carolina' | 'gulf' | 'maine';
interface County { name: string; seat: string; towns: string[]; twp?: [number, number]; rng?: [number, number]; surveys?: Array<[string, number]> }
interface Area { key: AreaKey; state: string; stateName: string; counties: County[]; surnames: string[]; minerals: boolean }
const AREAS: Area[] = [
  {
    key: 'iowa', state: 'IA', stateName: 'Iowa', minerals: true,
    counties: [
      { name: 'Story', seat: 'Nevada', towns: ['Nevada', 'Ames', 'Colo', 'Maxwell', 'Cambridge'], twp: [82, 85], rng: [21, 24] },
      { name: 'Marshall', seat: 'Marshalltown', towns: ['Marshalltown', 'State Center', 'Albion', 'Le Grand'], twp: [82, 85], rng: [17, 20] },
      { name: 'Tama', seat: 'Toledo', towns: ['Toledo', 'Traer', 'Dysart', 'Gladbrook'], twp: [82, 86], rng: [13, 16] },
      { name: 'Poweshiek', seat: 'Montezuma', towns: ['Montezuma', 'Grinnell', 'Brooklyn', 'Malcom'], twp: [78, 81], rng: [13, 16] },
    ],
    surnames: ['Larson', 'Halvorsen', 'Dvorak', 'Brenneman', 'Kinsella', 'Hoffmeier', 'Tjaden', 'Swanberg', 'McElhinney', 'Rasmussen', 'Vanderlinden', 'Kucera', 'Ostrander', 'Gunderson', 'Pfantz', 'Sorensen', 'Wickersham', 'Bachman', 'Thorson', 'Eckhardt', 'Lundquist', 'Marek', 'Pomeroy', 'Riggle'],
  },
  {
    key: 'carolina', state: 'SC', stateName: 'South Carolina', minerals: true,
    counties: [
      { name: 'Aiken', seat: 'Aiken', towns: ['Wagener', 'Windsor', 'Montmorenci', 'Salley'] },
      { name: 'Barnwell', seat: 'Barnwell', towns: ['Williston', 'Blackville', 'Elko', 'Hilda'] },
      { name: 'Orangeburg', seat: 'Orangeburg', towns: ['Norway', 'Neeses', 'Cordova', 'Springfield'] },
      { name: 'Lexington', seat: 'Lexington', towns: ['Gilbert', 'Pelion', 'Swansea', 'Batesburg'] },
    ],
    surnames: ['Boatwright', 'Corbitt', 'Fulmer', 'Gantt', 'Hiers', 'Jumper', 'Kneece', 'Lybrand', 'Mims', 'Odom', 'Quattlebaum', 'Rish', 'Salley', 'Shealy', 'Stroman', 'Wessinger', 'Zeigler', 'Hutto', 'Bodiford', 'Creech', 'Delk', 'Ergle', 'Gleaton', 'Polk'],
  },
  {
    key: 'gulf', state: 'TX', stateName: 'Texas', minerals: true,
    counties: [
      { name: 'Jefferson', seat: 'Beaumont', towns: ['Beaumont', 'Nederland', 'China', 'Fannett'], surveys: [['Pelham Humphreys League', 32], ['Noah Tevis League', 52], ['David Choate Labor', 13], ['William McFaddin Survey', 171], ['Thomas Spear Labor', 48]] },
      { name: 'Hardin', seat: 'Kountze', towns: ['Sour Lake', 'Kountze', 'Saratoga', 'Batson'], surveys: [['Stephen Jackson League', 31], ['Zachariah Holland Survey', 268], ['Reuben Mobley Labor', 39], ['James Armstrong League', 2]] },
      { name: 'Liberty', seat: 'Liberty', towns: ['Liberty', 'Dayton', 'Hardin', 'Raywood'], surveys: [['J. W. Bullock League', 7], ['Jose M. Urrutia League', 119], ['Hugh B. Johnston Labor', 63], ['Thomas Cunningham Survey', 340]] },
      { name: 'Orange', seat: 'Orange', towns: ['Orange', 'Vidor', 'Mauriceville', 'Orangefield'], surveys: [['Claiborne West League', 19], ['Jesse Stephenson League', 36], ['George Pattillo Labor', 140], ['Willis Chandler Survey', 58]] },
    ],
    surnames: ['Broussard', 'Chaison', 'Gallier', 'Hebert', 'Ogden', 'Carroll', 'Langham', 'Sutherland', 'Tevis', 'Vincent', 'Burrell', 'Doornbos', 'Fontenot', 'Kyle', 'Lindsey', 'Mayes', 'Ogea', 'Pruitt', 'Reinhardt', 'Stark', 'Tullos', 'Wingate', 'Yeager', 'Zummo'],
  },
  {
    key: 'maine', state: 'ME', stateName: 'Maine', minerals: false,
    counties: [
      { name: 'Aroostook', seat: 'Houlton', towns: ['Houlton', 'Presque Isle', 'Caribou', 'Fort Fairfield', 'Mars Hill'] },
      { name: 'Penobscot', seat: 'Bangor', towns: ['Dexter', 'Corinna', 'Newport', 'Garland', 'Exeter'] },
      { name: 'Somerset', seat: 'Skowhegan', towns: ['Skowhegan', 'Madison', 'Norridgewock', 'Athens'] },
      { name: 'Washington', seat: 'Machias', towns: ['Machias', 'Cherryfield', 'Pembroke', 'Alexander'] },
    ],
    surnames: ['Bither', 'Cyr', 'Dunphy', 'Estabrook', 'Flewelling', 'Grant', 'Hussey', 'Ingraham', 'Jewett', 'Kinney', 'Libby', 'Michaud', 'Nadeau', 'Pelletier', 'Quimby', 'Rideout', 'Sawyer', 'Thibodeau', 'Varney', 'Whitten', 'York', 'Bragdon', 'Crosby', 'Drake'],
  },
];
const MEN = ['John', 'William', 'James', 'Charles', 'George', 'Henry', 'Edward', 'Walter', 'Frank', 'Joseph', 'Samuel', 'Albert', 'Clarence', 'Earl', 'Floyd', 'Harold', 'Leonard', 'Oscar', 'Raymond', 'Wesley', 'Elmer', 'Chester', 'Herbert', 'Ernest', 'Lester', 'Carl', 'Nels', 'Ole', 'Ira', 'Amos', 'Calvin', 'Dale', 'Gerald', 'Roger', 'Dennis', 'Gary'];
const WOMEN = ['Mary', 'Anna', 'Ella', 'Hazel', 'Ruth', 'Edna', 'Mildred', 'Nora', 'Vera', 'Irene', 'Gladys', 'Bessie', 'Pearl', 'Cora', 'Dorothy', 'Martha', 'Alice', 'Frances', 'Grace', 'Thelma', 'Myrtle', 'Bertha', 'Ethel', 'Sarah', 'Lydia', 'Ingrid', 'Judith', 'Carol', 'Linda'];
const MIDS = ['Allen', 'Bernard', 'Curtis', 'Dwight', 'Emil', 'Francis', 'Gustav', 'Howard', 'Irving', 'Jerome', 'Lewis', 'Morris', 'Nathan', 'Orrin', 'Perry', 'Russell', 'Sylvester', 'Theodore', 'Victor', 'Wallace'];
const FMIDS = ['Adele', 'Blanche', 'Clara', 'Dora', 'Elaine', 'Florence', 'Gertrude', 'Helen', 'Ida', 'Jean', 'Lorraine', 'Maude', 'Olive', 'Rose', 'Stella', 'Violet'];
const CLERKS = ['H. G. Mattingly', 'Ada Fenstermacher', 'R. L. Quackenbush', 'Verna Tollefson', 'J. P. Kittredge', 'Minnie Oberdorf', 'C. W. Trowbridge', 'Lois Haverkamp', 'E. F. Satterlee', 'Goldie Prewett', 'T. A. Woolridge', 'Ina Brockschmidt', 'W. D. Pettengill', 'Hortense Ruckle'];

// ================================================================= people, tracts, farms
interface Person {
  id: string;
  org?: { stem: string; form: 'Co' | 'Corp' | 'Inc' | 'LLC' | 'fixed' };
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  born: number;
  county: string;
  spouse: Person | null;
  kids: Person[];
  dead: Dt | null;
  lastActive: Dt;
  father?: Person;
  writeSr?: boolean;
  res?: boolean;
}
interface Party { p: Person; role: string; joins?: boolean }
interface Tract {
  truth: ExpectedTract;
  key: string;
  county: County;
  sec: number;
  twp: number;
  rng: number;
  aliquot: string;
  acres: number;
  survey: string;
  abstract: string;
  town: string;
  adjoiners: string[];
  plat: string;
  tms: string;
  calls: string;
}
interface Hold { p: Person; frac: Fr }
interface Lease { date: Dt; eff: Dt | null; lessors: Party[]; holders: Person[]; origLessee: Person; ref: string; ver: number }
type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
interface Farm {
  tracts: Tract[];
  county: County;
  fee: Person[];
  unsevered: Fr;
  severed: Hold[];
  lease: Lease | null;
  mortgage: { lender: Person; borrowers: Person[]; date: Dt; ref: string; trustee?: Person } | null;
  t: Dt;
  made: number;
  budget: number;
  ver: number;
  gap: GapKind | null;
  gapYear: number;
  frozen: boolean;
  done: boolean;
  lastRef: string;
  lastDeed: Dt | null;
}
interface LinkSpec { tract: Tract; estate: 'fee' | 'mineral' | 'leasehold'; from: Person; to: Person; required: boolean }
interface Built {
  category: string;
  parties: Party[];
  names: Map<string, string>;
  text: string;
  exec: Dt | null;
  ack: Dt | null;
  eff: Dt | null;
  rec: Dt;
  death?: Dt;
  tracts: Tract[];
  fee: boolean;
  estates: string[];
  links: LinkSpec[];
  gap?: { kind: GapKind; estate: 'fee' | 'mineral' };
}

const ALIQ: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['S/2 NE/4', 80], ['N/2 SW/4', 80], ['E/2 SE/4', 80], ['W/2 NW/4', 80], ['N/2 NW/4', 80], ['SE/4 NW/4', 40], ['NE/4 NE/4', 40], ['SW/4 SE/4', 40], ['NW/4 SW/4', 40], ['E/2', 320]];
const DIRS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
/** One aliquot written one way: "S/2 NE/4", "S½ NE¼", "S 1/2 NE 1/4", "South Half of the Northeast Quarter", "S.1/2 of N.E.1/4". */
function aliqAs(a: string, style: number): string {
  const parts = a.split(' ').map((x) => { const [d, q] = x.split('/'); return { d, q }; });
  switch (style) {
    case 0: return a;
    case 1: return parts.map((p) => `${p.d}${p.q === '2' ? '½' : '¼'}`).join(' ');
    case 2: return parts.map((p) => `${p.d} 1/${p.q}`).join(' ');
    case 3: return parts.map((p) => `${p.d.split('').join('.')}.1/${p.q}`).join(' of ');
    case 4: return parts.map((p, i) => `${i ? 'the ' : 'The '}${DIRS[p.d]} ${p.q === '2' ? 'Half' : 'Quarter'}`).join(' of ');
    default: return parts.map((p) => `${DIRS[p.d].toLowerCase().replace(/^(north|south)(east|west)$/, '$1 $2')} ${p.q === '2' ? 'half' : 'quarter'}`).join(' of the ');
  }
}

const ENTRY: Record<string, string> = { warranty_deed: 'Warranty Deed', special_warranty_deed: 'Special Warranty Deed', quitclaim_deed: 'Quit Claim Deed', mineral_deed: 'Mineral Deed', royalty_deed: 'Royalty Deed' };

export const generateHeldoutT: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 48611 + 1223);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) {
    const area = order[k % order.length];
    out.push(makePackage(seededRng(opts.seed * 6007 + k * 911 + 17), area, opts.docsPerPackage, `t-${opts.seed}-${k + 1}-${area.key}`));
  }
  return out;
};

const LAST: Dt = { y: 2024, m: 11, d: 20 };

function makePackage(r: Rng, A: Area, target: number, pkgName: string): HeldoutPackage {
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const IA = A.key === 'iowa';
  const SC = A.key === 'carolina';
  const TX = A.key === 'gulf';
  const ME = A.key === 'maine';

  // ---------------------------------------------------------- people
  let nP = 0;
  const used = new Set<string>();
  const people: Person[] = [];
  const countyNames = A.counties.map((c) => c.name);
  const blank = (id: string): Person => ({ id, first: '', middle: '', last: '', suffix: '', female: false, born: 0, county: '', spouse: null, kids: [], dead: null, lastActive: { y: 1800, m: 1, d: 1 } });
  const person = (female: boolean, born: number, county: string, last?: string): Person => {
    for (let i = 0; ; i++) {
      const first = r.pick(female ? WOMEN : MEN);
      const ln = last ?? r.pick(A.surnames);
      if (used.has(`${first} ${ln}`) && i < 150) continue;
      used.add(`${first} ${ln}`);
      const p: Person = { ...blank(`P${++nP}`), first, middle: r.pick(female ? FMIDS : MIDS), last: ln, female, born, county };
      people.push(p);
      return p;
    }
  };
  const marry = (h: Person): Person => {
    const w = person(!h.female, h.born + r.int(6) - 2, h.county, h.last);
    h.spouse = w;
    w.spouse = h;
    w.kids = h.kids;
    return w;
  };
  const orgs = new Map<string, Person>();
  const org = (stem: string, form: 'Co' | 'Corp' | 'Inc' | 'LLC' | 'fixed'): Person => {
    const k = `${stem}|${form}`;
    if (!orgs.has(k)) orgs.set(k, { ...blank(`O${orgs.size + 1}`), org: { stem, form } });
    return orgs.get(k)!;
  };
  const alive = (p: Person, t: Dt) => !p.dead || iso(t) < iso(p.dead);
  const touch = (ps: Person[], t: Dt) => { for (const p of ps) if (iso(p.lastActive) < iso(t)) p.lastActive = t; };
  const buyer = (y: number, county: string): Person => {
    const p = person(r.chance(0.08), y - 25 - r.int(25), r.chance(0.8) ? county : r.pick(countyNames));
    if (r.chance(0.75)) marry(p);
    return p;
  };
  let namesakeMade = false;
  let juniors = 0;
  const kidsOf = (dec: Person, death: Dt): Person[] => {
    if (!dec.kids.length) {
      const n = 1 + r.int(4);
      const surname = dec.female && dec.spouse ? dec.spouse.last : dec.last;
      for (let i = 0; i < n; i++) {
        const female = r.chance(0.45);
        const born = Math.min(Math.max(dec.born + 20 + r.int(16), death.y - 55), death.y - 19);
        const c = person(female, born, r.chance(0.7) ? dec.county : r.pick(countyNames), surname);
        const father = dec.female ? dec.spouse : dec;
        if (!female && i === 0 && father && !father.suffix && !father.res && juniors < 2 && r.chance(juniors ? 0.3 : 0.7)) {
          juniors++;
          used.add(`${father.first} ${father.last}`);
          c.first = father.first;
          c.middle = father.middle;
          c.suffix = 'Jr.';
          c.father = father;
          father.writeSr = true;
        }
        if (female && r.chance(0.5)) {
          const hb = person(false, c.born + r.int(4), c.county);
          used.delete(`${c.first} ${c.last}`);
          c.last = hb.last;
          used.add(`${c.first} ${c.last}`);
          c.spouse = hb;
          hb.spouse = c;
          hb.kids = c.kids;
        } else if (!female && r.chance(0.6)) marry(c);
        dec.kids.push(c);
      }
    }
    return dec.kids.filter((c) => alive(c, death));
  };

  // ---------------------------------------------------------- names, one form per instrument
  const orgName = (p: Person, y: number): string => {
    const { stem, form } = p.org!;
    switch (form) {
      case 'Co': return r.pick([`${stem} Company`, `${stem} Company`, `${stem} Co.`]);
      case 'Corp': return r.pick([`${stem} Corporation`, `${stem} Corp.`]);
      case 'Inc': return r.pick([`${stem}, Inc.`, `${stem} Inc.`]);
      case 'LLC': return y >= 1995 ? r.pick([`${stem}, LLC`, `${stem}, L.L.C.`]) : `${stem} Company`;
      default: return stem;
    }
  };
  const strict = (p: Person) => !!p.res || !!p.suffix || !!p.writeSr;
  const formOf = (p: Person, y: number, sr: boolean): string => {
    if (p.org) return orgName(p, y);
    const F = p.first, M = p.middle, L = p.last;
    const forms = [`${F} ${M[0]}. ${L}`, `${F} ${M[0]}. ${L}`, `${F} ${M} ${L}`];
    if (!p.female) forms.push(`${F[0]}. ${M[0]}. ${L}`);
    if (!strict(p)) forms.push(`${F} ${L}`);
    const sfx = p.suffix ? r.pick([`, ${p.suffix}`, ` ${p.suffix}`]) : sr ? r.pick([', Sr.', ' Sr.']) : '';
    return r.pick(forms) + sfx;
  };
  const nameAll = (ps: Party[], y: number, names: Map<string, string>, o: { srOf?: Person; caps?: boolean } = {}) => {
    const caps = o.caps ?? r.chance(0.1);
    for (const q of ps) {
      if (names.has(q.p.id)) continue;
      const n = formOf(q.p, y, o.srOf === q.p && !!q.p.writeSr && r.chance(0.6));
      names.set(q.p.id, caps && !q.p.org ? n.toUpperCase() : n);
    }
  };
  /** "SMITH, JOHN A., JR." from "John A. Smith, Jr." */
  const indexed = (n: string, p: Person): string => {
    if (p.org) return n.toUpperCase();
    const m = /^(.*?)(,? (?:Jr|Sr|JR|SR)\.)?$/.exec(n)!;
    const toks = m[1].split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${m[2] ? `, ${m[2].replace(/^,? /, '')}` : ''}`.toUpperCase();
  };
  const recited = (p: Person) => (p.org ? `${p.org.stem}${p.org.form === 'Co' ? ' Company' : p.org.form === 'Corp' ? ' Corporation' : p.org.form === 'Inc' ? ', Inc.' : p.org.form === 'LLC' ? ', LLC' : ''}` : `${p.first} ${p.middle[0]}. ${p.last}`);
  const residence = (p: Person) => (p.org ? '' : r.pick([` of ${p.county} County, ${A.stateName}`, ` of the County of ${p.county}, State of ${A.stateName}`, ` of ${p.county} County`]));
  const andList = (xs: string[]) => (xs.length <= 1 ? xs.join('') : xs.length === 2 ? `${xs[0]} and ${xs[1]}` : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

  /** A side of an instrument in words, with marital descriptors ("John A. Smith and Mary Smith, husband and wife"). */
  const side = (ps: Party[], names: Map<string, string>, withRes = false): string => {
    const done = new Set<string>();
    const bits: string[] = [];
    for (const q of ps) {
      if (done.has(q.p.id)) continue;
      done.add(q.p.id);
      const n = names.get(q.p.id)!;
      const res = withRes || q.p.res ? residence(q.p) : '';
      const sp = q.p.spouse;
      if (sp && ps.some((x) => x.p === sp) && !done.has(sp.id)) {
        done.add(sp.id);
        const sn = names.get(sp.id)!;
        bits.push(r.pick([`${n} and ${sn}, husband and wife${res}`, `${n}${res} and ${q.p.female ? 'her husband' : 'his wife'}, ${sn}`, `${n} and ${sn}, ${q.p.female ? 'her' : 'his'} ${q.p.female ? 'husband' : 'wife'}${res}`]));
      } else if (!q.p.org) {
        const status = !sp ? r.pick(q.p.female ? [', a single woman', '', ''] : [', a single man', '', '']) : sp.dead && iso(sp.dead) <= iso(q.p.lastActive) ? r.pick(q.p.female ? [', a widow', ''] : [', a widower', '']) : '';
        bits.push(`${n}${status}${res}`);
      } else {
        bits.push(`${n}${r.chance(0.4) ? `, a corporation` : ''}`);
      }
    }
    return andList(bits);
  };
  const sigs = (ps: Party[], names: Map<string, string>, seal: boolean): string => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const q of ps) {
      if (seen.has(q.p.id)) continue;
      seen.add(q.p.id);
      const n = names.get(q.p.id)!;
      if (q.p.org) out.push(`${n.toUpperCase()}\nBy: ${r.pick(CLERKS)}, ${r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Manager'])}`);
      else out.push(`${'_'.repeat(24)}${seal ? ' (SEAL)' : ''}\n${n}`);
    }
    return out.join('\n');
  };

  // ---------------------------------------------------------- tracts and their descriptions
  /** the year of the instrument being written (plats from 1920, tax map numbers from 1960) */
  let nowY = 1900;
  const usedKeys = new Set<string>();
  const usedAcres = new Set<number>();
  const COMPASS = ['North', 'South', 'East', 'West'];
  const makeTract = (c: County): Tract => {
    for (;;) {
      const T: ExpectedTract = { state: A.state, county: c.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
      const t: Tract = { truth: T, key: '', county: c, sec: 0, twp: 0, rng: 0, aliquot: '', acres: 0, survey: '', abstract: '', town: r.pick(c.towns), adjoiners: [], plat: '', tms: '', calls: '' };
      if (IA) {
        const [al, ac] = r.pick(ALIQ);
        Object.assign(t, { sec: 1 + r.int(36), twp: c.twp![0] + r.int(c.twp![1] - c.twp![0] + 1), rng: c.rng![0] + r.int(c.rng![1] - c.rng![0] + 1), aliquot: al, acres: ac });
        Object.assign(T, { section: String(t.sec), township: `${t.twp}N`, range: `${t.rng}W`, aliquot: al, acres: ac });
      } else {
        const ac = Math.round((r.chance(0.3) ? 20 + r.int(180) : 12 + r.next() * 240) * 100) / 100;
        if (usedAcres.has(ac)) continue;
        usedAcres.add(ac);
        t.acres = ac;
        T.acres = ac;
        if (TX) {
          const [sv, ab] = r.pick(c.surveys!);
          Object.assign(t, { survey: sv, abstract: String(ab) });
          Object.assign(T, { survey: sv, abstract: String(ab) });
        }
        t.adjoiners = [0, 1, 2].map(() => `${r.pick(['J.', 'W. T.', 'A. L.', 'Estate of R.', 'H. M.', 'the late C.'])} ${r.pick(A.surnames)}`);
        t.plat = `Plat Book ${1 + r.int(60)}, Page ${1 + r.int(300)}`;
        t.tms = `${100 + r.int(400)}-${p2(r.int(20))}-${p2(r.int(10))}-${String(1 + r.int(99)).padStart(3, '0')}`;
        const unit = TX ? 'varas' : 'feet';
        const legs: string[] = [];
        for (let i = 0; i < 3 + r.int(2); i++) legs.push(`THENCE ${r.pick(['North', 'South'])} ${r.int(89)} deg. ${r.int(60)} min. ${r.pick(['East', 'West'])} ${100 + r.int(1400)}.${r.int(10)} ${unit} to ${r.pick(['an iron rod', 'a stake', 'a concrete monument', 'a fence corner', 'a pine knot', 'an iron pipe'])}`);
        t.calls = legs.join('; ');
      }
      t.key = tractKey(T);
      if (usedKeys.has(t.key)) continue;
      usedKeys.add(t.key);
      return t;
    }
  };
  const acresAs = (ac: number, words: boolean) => (words && Number.isInteger(ac) ? `${numberWords(ac)} acres` : `${ac} acres`);
  /** The tract in one of the area's ways; `patent` long hand. */
  const desc = (t: Tract, o: { patent?: boolean; short?: boolean; old?: boolean } = {}): string => {
    const c = t.county.name;
    if (IA) {
      if (o.patent) return `the ${aliqAs(t.aliquot, 5)} of section ${numberWords(t.sec)}, in township ${numberWords(t.twp).replace('-', ' ')} north, of range ${numberWords(t.rng).replace('-', ' ')} west, of the fifth principal meridian, in the district of lands subject to sale at ${r.pick(['Fort Des Moines', 'Iowa City'])}, Iowa, containing ${acresAs(t.acres, true)}`;
      switch (r.int(o.short ? 2 : 4)) {
        case 0: return `${aliqAs(t.aliquot, 0)} Sec. ${t.sec}, Twp. ${t.twp} N., R. ${t.rng} W. of the 5th P.M., ${c} County, Iowa (${t.acres} acres)`;
        case 1: return `${aliqAs(t.aliquot, 2)} of Section ${t.sec}-${t.twp}N-${t.rng}W, ${c} County, Iowa, containing ${t.acres} acres, more or less`;
        case 2: return `${aliqAs(t.aliquot, 4)} (${aliqAs(t.aliquot, r.pick([0, 1]))}) of Section ${cap1(numberWords(t.sec))} (${t.sec}), Township ${cap1(numberWords(t.twp))} (${t.twp}) North, Range ${cap1(numberWords(t.rng))} (${t.rng}) West of the Fifth P.M., in ${c} County, Iowa, containing ${t.acres} acres according to the Government survey`;
        default: return `The ${aliqAs(t.aliquot, 3)} of Section ${t.sec}, in Township ${t.twp} North, Range ${t.rng} West of the 5th Principal Meridian, ${c} County, Iowa, containing ${t.acres} acres, more or less`;
      }
    }
    if (TX) {
      const ab = r.pick([`Abstract No. ${t.abstract}`, `A-${t.abstract}`, `Abstract ${t.abstract}`]);
      if (o.short || r.chance(0.35)) return r.pick([`${t.acres} acres out of the ${t.survey}, ${ab}, ${c} County, Texas`, `${t.acres} acres of land, a part of the ${t.survey} (${ab}) in ${c} County, Texas`]);
      return `All that certain tract or parcel of land, containing ${t.acres} acres, more or less, out of and a part of the ${t.survey}, ${ab}, situated in ${c} County, Texas, about ${2 + r.int(9)} miles ${r.pick(['north', 'southwest', 'east'])} of ${t.town}, described by metes and bounds as follows: BEGINNING at a stake in the ${r.pick(COMPASS)} line of said ${t.survey.split(' ').pop()}; ${t.calls} to the PLACE OF BEGINNING`;
    }
    if (SC) {
      if (o.short || r.chance(0.3)) return `${t.acres} acres, more or less, in ${c} County, South Carolina, near ${t.town}${nowY >= 1920 ? `, as shown on plat recorded in ${t.plat}` : ''}${nowY >= 1960 ? `; TMS No. ${t.tms}` : ''}`;
      return `ALL that certain piece, parcel or tract of land, with the improvements thereon, situate, lying and being ${r.pick(['near', 'about three miles from', 'north of'])} the Town of ${t.town}, in the County of ${c}, State of South Carolina, containing ${t.acres} acres, more or less, and bounded now or formerly as follows: North by lands of ${t.adjoiners[0]}; East by a public road; South by lands of ${t.adjoiners[1]}; and West by lands of ${t.adjoiners[2]}${nowY >= 1920 && r.chance(0.6) ? `; being more fully shown on a plat thereof by ${r.pick(CLERKS)}, R.L.S., of record in the office aforesaid in ${t.plat}` : ''}.${nowY >= 1960 && r.chance(0.7) ? ` Tax Map No. ${t.tms}.` : ''}`;
    }
    // Maine
    if (o.short || r.chance(0.3)) return `a certain parcel of land situated in the Town of ${t.town}, County of ${c}, State of Maine, containing ${t.acres} acres, more or less`;
    return `A certain lot or parcel of land, with the buildings thereon, situated in the Town of ${t.town}, in the County of ${c} and State of Maine, bounded and described as follows: Beginning at ${r.pick(['an iron pin', 'a cedar post', 'a stone wall'])} on the ${r.pick(['easterly', 'westerly', 'northerly'])} side of the ${r.pick(['County Road', 'Town Road', 'Hodgdon Road', 'Ridge Road'])} at land now or formerly of ${t.adjoiners[0]}; ${t.calls}; thence by said road to the point of beginning, containing ${t.acres} acres, more or less`;
  };
  const descAll = (ts: Tract[], o: { patent?: boolean; short?: boolean } = {}) => (ts.length === 1 ? desc(ts[0], o) : ts.map((t, i) => `${r.pick(['Tract', 'Parcel'])} ${i + 1}: ${desc(t, o)}`).join('\n\n'));

  // ---------------------------------------------------------- recording stamps and acknowledgments
  let bookSeq = 20 + r.int(40);
  let instSeq = 1000 + r.int(8000);
  const refFor = (t: Dt): string => {
    if (t.y >= 1986) return `${t.y}-${String(instSeq++).padStart(5, '0')}`;
    bookSeq += r.int(3);
    return `${bookSeq + Math.floor((t.y - 1850) * 6)}|${1 + r.int(600)}`;
  };
  const refText = (ref: string, c: County): string => {
    const [b, pg] = ref.split('|');
    if (!pg) return TX ? `Clerk's File No. ${b}, Official Public Records of ${c.name} County, Texas` : `Instrument No. ${b}`;
    if (TX) return `Vol. ${b}, Page ${pg}, Deed Records of ${c.name} County, Texas`;
    if (SC) return `Deed Book ${b}, page ${pg}`;
    if (ME) return `Book ${b}, Page ${pg}, ${c.name} County Registry of Deeds`;
    return `Book ${b} of Deeds, page ${pg}`;
  };
  const stamp = (rec: Dt, ref: string, c: County): string => {
    const [b, pg] = ref.split('|');
    const hh = `${1 + r.int(11)}:${p2(r.int(60))} ${r.pick(['A.M.', 'P.M.'])}`;
    const clerk = r.pick(CLERKS);
    if (!pg) {
      if (IA) return `Doc ID ${b}  Recorded: ${p2(rec.m)}/${p2(rec.d)}/${rec.y} at ${hh}  ${c.name.toUpperCase()} COUNTY RECORDER, IOWA  Fee Amount: $${12 + r.int(40)}.00`;
      if (SC) return `${c.name.toUpperCase()} COUNTY REGISTER OF DEEDS\nRECORDED ${p2(rec.m)}/${p2(rec.d)}/${rec.y} ${hh}\nInstrument # ${b}  Pages: ${2 + r.int(4)}`;
      if (TX) return `FILED AND RECORDED  OFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk, ${c.name} County, Texas\n${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y} ${hh}  CLERK'S FILE NO. ${b}`;
      return `${c.name.toUpperCase()} COUNTY REGISTRY OF DEEDS  Received ${p2(rec.m)}/${p2(rec.d)}/${rec.y} ${hh}  Instrument # ${b}  Attest: ${clerk}, Register of Deeds`;
    }
    if (IA) return r.pick([`Filed for record the ${ordn(rec.d)} day of ${MONTHS[rec.m - 1]}, A. D. ${rec.y}, at ${hh}, and recorded in Book ${b} of Deeds, page ${pg}.\n${clerk}, Recorder, ${c.name} County, Iowa.`, `STATE OF IOWA, ${c.name.toUpperCase()} COUNTY, ss. Filed for record ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, ${hh}; Book ${b}, Page ${pg}. ${clerk}, County Recorder.`]);
    if (SC) return r.pick([`Filed for record in the office of the R. M. C. for ${c.name} County, S. C., this ${ordn(rec.d)} day of ${MONTHS[rec.m - 1]}, ${rec.y}, at ${hh}, and recorded in Deed Book ${b}, page ${pg}.\n${clerk}, R. M. C.`, `Recorded ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, Book ${b}, Page ${pg}. ${clerk}, Clerk of Court, ${c.name} County.`]);
    if (TX) {
      const rr = plus(rec, 1 + r.int(9));
      return r.pick([`Filed for record ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, at ${hh}; recorded ${MONTHS[rr.m - 1]} ${rr.d}, ${rr.y}, in Vol. ${b}, Page ${pg} of the Deed Records of ${c.name} County, Texas.\n${clerk}, County Clerk, ${c.name} County, Texas`, `FILED ${MONTHS[rec.m - 1].toUpperCase()} ${rec.d}, ${rec.y}\n${clerk}, Clerk County Court, ${c.name} Co., Tex.\nRecorded Vol. ${b}, Page ${pg}`]);
    }
    return r.pick([`${c.name.toUpperCase()}, ss. Received ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, at ${1 + r.int(11)}h ${r.int(60)}m ${r.pick(['A.M.', 'P.M.'])}, and recorded in Vol. ${b}, Page ${pg}.\nAttest: ${clerk}, Register.`, `Received and recorded in the ${c.name} County Registry of Deeds, ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, Book ${b}, Page ${pg}. Attest: ${clerk}, Register of Deeds`]);
  };
  const ackText = (ps: Party[], names: Map<string, string>, ack: Dt, c: County): string => {
    const people = ps.filter((q, i) => !q.p.org && ps.findIndex((x) => x.p === q.p) === i);
    const orgsOf = ps.filter((q, i) => q.p.org && ps.findIndex((x) => x.p === q.p) === i);
    const who = andList(people.map((q) => names.get(q.p.id)!));
    const np = `${r.pick(CLERKS)}, Notary Public`;
    const parts: string[] = [];
    if (people.length) {
      const pl = people.length > 1;
      if (IA) parts.push(`STATE OF IOWA, ${c.name.toUpperCase()} COUNTY, ss:\nOn this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, A.D. ${ack.y}, before me, a Notary Public in and for said County, personally appeared ${who}, to me known to be the ${pl ? 'persons' : 'person'} named in and who executed the foregoing instrument, and acknowledged that ${pl ? 'they' : people[0].p.female ? 'she' : 'he'} executed the same as ${pl ? 'their' : people[0].p.female ? 'her' : 'his'} voluntary act and deed.\n${np} in and for said County`);
      else if (TX) parts.push(`THE STATE OF TEXAS\nCOUNTY OF ${c.name.toUpperCase()}\nBEFORE ME, the undersigned authority, on this day personally appeared ${who}, known to me to be the ${pl ? 'persons' : 'person'} whose ${pl ? 'names are' : 'name is'} subscribed to the foregoing instrument, and acknowledged to me that ${pl ? 'they' : 'the same'} executed the same for the purposes and consideration therein expressed.\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}.\n${np}, ${c.name} County, Texas`);
      else if (SC) parts.push(`STATE OF SOUTH CAROLINA\nCOUNTY OF ${c.name.toUpperCase()}\nI, the undersigned Notary, do certify that ${who} personally appeared before me this day and acknowledged the due execution of the foregoing instrument.\nWitness my hand and official seal this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}.\n${np} for South Carolina`);
      else parts.push(`STATE OF MAINE\n${c.name.toUpperCase()}, ss.                ${MONTHS[ack.m - 1]} ${ack.d}, ${ack.y}\nThen personally appeared the above named ${who} and acknowledged the foregoing instrument to be ${pl ? 'their' : people[0].p.female ? 'her' : 'his'} free act and deed.\nBefore me,\n${r.pick(CLERKS)}, ${r.pick(['Notary Public', 'Justice of the Peace', 'Attorney at Law'])}`);
    }
    for (const q of orgsOf) parts.push(`On ${MONTHS[ack.m - 1]} ${ack.d}, ${ack.y}, before me appeared ${r.pick(CLERKS)}, to me personally known, who being by me duly sworn did say that he is an officer of ${names.get(q.p.id)!} and that said instrument was signed on its behalf by authority of its board, and he acknowledged said instrument to be its free act and deed.\n${np}`);
    return parts.join('\n\n');
  };

  // ---------------------------------------------------------- emitting
  let nDoc = 0;
  const fileIds = new Set<string>();
  const emit = (b: Built) => {
    let file: string;
    do { file = `t${String(100 + r.int(900))}-${String(++nDoc).padStart(3, '0')}.txt`; } while (fileIds.has(file));
    fileIds.add(file);
    const seen = new Set<string>();
    const parties: Array<{ name: string; role: string }> = [];
    const persons: string[] = [];
    for (const q of b.parties) {
      const k = `${q.p.id}|${q.role}`;
      if (seen.has(k)) continue;
      seen.add(k);
      parties.push({ name: b.names.get(q.p.id)!, role: q.role });
      persons.push(q.p.id);
    }
    const dates: Record<string, string | null> = { execution_date: b.exec ? iso(b.exec) : null, acknowledgment_date: b.ack ? iso(b.ack) : null, recording_date: iso(b.rec), effective_date: b.eff ? iso(b.eff) : null };
    if (b.death) dates.death_date = iso(b.death);
    const gov = b.eff ?? b.exec ?? b.rec;
    docs.push({ text: b.text.replace(/\n{3,}/g, '\n\n').trim() + '\n', truth: { file, doc_category: b.category, governing_date: iso(gov), dates, parties, tracts: b.tracts.map((t) => ({ ...t.truth })), conveys_fee: b.fee, estate_types_conveyed: b.estates }, persons });
    const lk = new Set<string>();
    for (const l of b.links) {
      const k = `${l.tract.key}|${l.estate}|${l.from.id}|${l.to.id}`;
      if (lk.has(k) || l.from === l.to) continue;
      lk.add(k);
      links.push({ tract: l.tract.key, estate: l.estate, doc: file, from: l.from.id, to: l.to.id, required: l.required });
    }
    if (b.gap) for (const t of b.tracts) gaps.push({ tract: t.key, estate: b.gap.estate, kind: b.gap.kind, doc: file });
    touch(b.parties.map((q) => q.p), gov);
    return file;
  };
  /** execution, acknowledgment and filing of an instrument made on `t` */
  const when = (t: Dt) => {
    nowY = t.y;
    const ack = plus(t, r.chance(0.5) ? 0 : r.int(12));
    const rec = plus(ack, 1 + r.int(70));
    return { exec: t, ack, rec: iso(rec) > iso(LAST) ? plus(LAST, 0) : rec };
  };
  const spouseJoin = (holders: Person[], t: Dt): Party[] => {
    const out: Party[] = [];
    for (const h of holders) if (h.spouse && !holders.includes(h.spouse) && alive(h.spouse, t) && !h.org) out.push({ p: h.spouse, role: '', joins: true });
    return out;
  };
  const feeLinks = (ts: Tract[], from: Party[], to: Person[], estate: 'fee' | 'mineral' | 'leasehold'): LinkSpec[] => ts.flatMap((t) => from.flatMap((f) => to.map((g) => ({ tract: t, estate, from: f.p, to: g, required: !f.joins }))));

  // ---------------------------------------------------------- deed texts (fee)
  type DeedKind = 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed';
  interface DeedArgs { kind: DeedKind; grantors: Party[]; grantees: Party[]; names: Map<string, string>; tracts: Tract[]; exec: Dt; ack: Dt; rec: Dt; ref: string; c: County; reserve?: Fr; contract?: Dt; partition?: boolean; prior?: string; descText?: string }
  const resText = (f: Fr) => r.pick([
    `SAVE AND EXCEPT, and there is hereby reserved unto the grantor${'s'}, ${fracWords(r, f)} interest in and to all of the oil, gas and other minerals in, on and under the above described land, with the right of ingress and egress to explore for and remove the same.`,
    `Grantors except from this conveyance and reserve to themselves, their heirs and assigns, ${fracWords(r, f)} of all oil, gas and other minerals in and under said land.`,
    `There is reserved unto the Grantor ${fracWords(r, f)} interest in the oil, gas and other mineral rights in said premises.`,
  ]);
  const marital = (g: Party[], names: Map<string, string>, y: number): string => {
    const j = g.filter((q) => q.joins);
    if (!j.length) return '';
    const jn = andList(j.map((q) => names.get(q.p.id)!));
    if (IA) return r.pick([`And the said ${jn} hereby ${j.length > 1 ? 'relinquish' : 'relinquishes'} all ${y < 1963 ? 'right of dower' : 'rights of dower, homestead and distributive share'} in and to the above described premises.`, `${jn}, spouse of the grantor, joins herein to relinquish ${y < 1963 ? 'dower' : 'distributive share'} and homestead rights only.`]);
    if (ME) return `And I, ${jn}, ${j[0].p.female ? 'wife' : 'husband'} of the said grantor, in consideration aforesaid, do hereby release unto the said grantee and ${r.pick(['his', 'their'])} heirs and assigns forever all my right by descent and all other rights in the above described premises.`;
    if (TX) return `${jn} joins in the execution hereof for the purpose of releasing ${j[0].p.female ? 'her' : 'his'} homestead interest only.`;
    return '';
  };
  const renunciation = (g: Party[], names: Map<string, string>, ack: Dt, c: County): string => {
    return g.filter((q) => q.joins && q.p.female).map((wife) => {
    const husband = g.find((q) => q.p.spouse === wife.p)!;
    return `STATE OF SOUTH CAROLINA\nCOUNTY OF ${c.name.toUpperCase()}\nRENUNCIATION OF DOWER\nI, ${r.pick(CLERKS)}, a Notary Public, do hereby certify unto all whom it may concern that Mrs. ${names.get(wife.p.id)!}, the wife of the within named ${husband ? names.get(husband.p.id)! : 'grantor'}, did this day appear before me, and upon being privately and separately examined by me, did declare that she does freely and voluntarily, without any compulsion, dread or fear of any person whomsoever, renounce, release and forever relinquish unto the within named grantee, his heirs and assigns, all her interest and estate, and also all her right and claim of dower of, in and to all and singular the premises within mentioned and released.\nGiven under my hand and seal this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}.\n${'_'.repeat(20)}\n${names.get(wife.p.id)!}`;
    }).join('\n\n');
  };
  const deedText = (a: DeedArgs): string => {
    const { kind, grantors, grantees, names, tracts, exec, ack, rec, ref, c } = a;
    const y = exec.y;
    const scOld = SC && y < 1975;
    const G = side(grantors.filter((q) => !(scOld && q.joins && q.p.female)), names, r.chance(0.5));
    const E = side(grantees, names, r.chance(0.5));
    const d = a.descText ?? descAll(tracts);
    const cons = dollars(r, (1 + r.int(40)) * (y < 1920 ? 50 : y < 1970 ? 500 : 5000));
    const res = a.reserve ? resText(a.reserve) : '';
    const top = r.chance(0.3);
    const st = stamp(rec, ref, c);
    const old = y < 1945;
    const datingLine = `${r.pick(['Dated', 'Signed', 'Executed'])} ${dateAs(r, exec, old)}.`;
    const body: string[] = [];
    const title = a.partition ? 'PARTITION DEED' : kind === 'warranty_deed' ? 'WARRANTY DEED' : kind === 'special_warranty_deed' ? (SC ? 'LIMITED WARRANTY DEED' : ME ? 'QUITCLAIM DEED WITH COVENANT' : 'SPECIAL WARRANTY DEED') : ME ? 'RELEASE DEED' : 'QUITCLAIM DEED';
    const warr = kind === 'warranty_deed'
      ? r.pick(['and will warrant and defend the title to the same against the lawful claims of all persons whomsoever', 'and do hereby bind themselves, their heirs, executors and administrators, to warrant and forever defend the said premises unto the said grantee against every person whomsoever lawfully claiming the same or any part thereof'])
      : kind === 'special_warranty_deed'
        ? r.pick(['and will warrant and defend the title to the premises against the lawful claims of all persons claiming by, through or under the grantor, but against none other', 'warranting title only against those who claim by, through or under the Grantor and not otherwise'])
        : '';
    const contract = a.contract ? ` This deed is given in fulfillment of a real estate contract between the parties dated ${dateAs(r, a.contract, false)}.` : '';
    if (a.partition) {
      body.push(`${title}\n\nTHIS PARTITION DEED, made ${dateAs(r, exec, old)}, by and between ${G}, and ${E}, who own together as tenants in common the lands hereinafter described and who desire to divide the same between them.`);
      body.push(`NOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, the parties do hereby remise, release and quitclaim each unto the other as follows:\n${d}`);
      body.push(sigs([...grantors, ...grantees], names, true));
      body.push(ackText([...grantors, ...grantees], names, ack, c));
      return (top ? [st, ...body] : [...body, st]).join('\n\n');
    }
    if (IA) {
      const v = r.int(3);
      if (v !== 2 && (v === 0 || y < 1955)) {
        const verb = kind === 'quitclaim_deed' ? 'do hereby quit claim unto the said grantee all their right, title, interest, estate, claim and demand in and to' : 'do hereby sell and convey unto the said grantee, and to the heirs and assigns of the grantee forever,';
        body.push(`${title}.\n\nKNOW ALL MEN BY THESE PRESENTS: That ${G}, in consideration of ${cons} in hand paid by ${E}, ${verb} the following described premises situated in the County of ${c.name} and State of Iowa, to-wit:\n${d}`);
        if (res) body.push(res);
        if (kind !== 'quitclaim_deed') body.push(`And the grantors covenant with the grantee that they hold said premises by good and perfect title, that they have good right and lawful authority to sell and convey the same, that said premises are free and clear of all liens and encumbrances whatsoever except as above stated, ${warr}.${contract}`);
        const m = marital(grantors, names, y);
        if (m) body.push(m);
        body.push(`${datingLine}\n${sigs(grantors, names, false)}`);
      } else if (v !== 2) {
        body.push(`${r.chance(0.5) ? `Prepared by: ${r.pick(CLERKS)}, Attorney, ${r.pick(c.towns)}, Iowa\nAddress tax statements to: ${names.get(grantees[0].p.id)!}, ${r.pick(c.towns)}, Iowa\n\n` : ''}${title}\n\nFor the consideration of ${cons} and other valuable consideration, ${G} do${kind === 'quitclaim_deed' ? ' Quit Claim' : ''} hereby Convey to ${E} the following described real estate in ${c.name} County, Iowa:\n\n${d}`);
        if (res) body.push(res);
        if (kind === 'warranty_deed') body.push(`Grantors promise the grantees and their successors in interest that grantors own the real estate in fee simple, have good and lawful authority to sell and convey it, that it is free and clear of all liens except as stated, and that grantors will defend the title against the lawful claims of all persons except as stated.${contract}`);
        else if (kind === 'special_warranty_deed') body.push(`Grantor warrants the title only against persons claiming by, through or under the Grantor.${contract}`);
        body.push('Each of the undersigned hereby relinquishes all rights of dower, homestead and distributive share in and to the real estate. Words and phrases herein shall be read as singular or plural and as masculine or feminine as the context requires.');
        body.push(`${datingLine}\n${sigs(grantors, names, false)}`);
      } else {
        // the abstracter's entry standing for the instrument
        const gi = andList(grantors.map((q) => indexed(names.get(q.p.id)!, q.p)));
        const ei = andList(grantees.map((q) => indexed(names.get(q.p.id)!, q.p)));
        const [b, pg] = ref.split('|');
        return `${10 + r.int(190)}.\n${gi}\n    to                                    ${ENTRY[kind]}\n${ei}\nDated ${exec.m}-${exec.d}-${exec.y}   Ack'd ${ack.m}-${ack.d}-${ack.y}   Filed ${rec.m}-${rec.d}-${rec.y}   ${pg ? `Book ${b}, Page ${pg}` : `Doc. No. ${b}`}\nConsideration: ${cons}\nConveys: ${descAll(tracts, { short: true })}${res ? `\nReserves to grantors ${fracWords(r, a.reserve!)} of the oil, gas and minerals.` : ''}\n${kind === 'quitclaim_deed' ? 'Quit claims all right, title and interest.' : kind === 'special_warranty_deed' ? 'Warrants against those claiming by, through or under grantor only.' : 'Usual covenants of warranty.'}${grantors.some((q) => q.joins) ? ' Spouse relinquishes dower and homestead.' : ''}${contract}\nAck'd before ${r.pick(CLERKS)}, Notary Public, ${c.name} County, Iowa. Seal.`;
      }
      body.push(ackText(grantors, names, ack, c));
      return (top ? [st, ...body] : [...body, st]).join('\n\n');
    }
    if (SC) {
      const witnesses = [r.pick(CLERKS), r.pick(CLERKS)];
      if (scOld) {
        const verbs = kind === 'quitclaim_deed' ? 'have remised, released and quitclaimed, and by these presents do remise, release and forever quitclaim' : 'have granted, bargained, sold and released, and by these presents do grant, bargain, sell and release';
        const onlyInSigs = r.chance(0.25);
        body.push(`STATE OF SOUTH CAROLINA,\t)\n\t\t\t\t)\tTITLE TO REAL ESTATE\nCOUNTY OF ${c.name.toUpperCase()}.\t\t)\n\nKNOW ALL MEN BY THESE PRESENTS, That ${onlyInSigs ? 'the undersigned grantor' : G}, in the State aforesaid, in consideration of ${cons} to ${onlyInSigs ? 'the grantor' : 'us'} paid by ${E}, ${verbs} unto the said grantee, all that certain property described as follows:\n\n${d}`);
        if (res) body.push(res);
        body.push(`TOGETHER with all and singular the rights, members and appurtenances to the said premises belonging or in any wise appertaining. TO HAVE AND TO HOLD all and singular the premises aforesaid unto the said grantee, and the grantee's heirs and assigns forever.${warr ? ` And the grantor does hereby bind the grantor and the grantor's heirs, executors and administrators ${kind === 'warranty_deed' ? 'to warrant and forever defend all and singular the said premises unto the said grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof' : 'to warrant the said premises against the grantor and all persons lawfully claiming by, through or under the grantor, and against no others'}.` : ''}`);
        body.push(`WITNESS our hands and seals this ${dateAs(r, exec, true)}.\nSigned, sealed and delivered in the presence of:\n${witnesses.join('\n')}\n${sigs(grantors.filter((q) => !(q.joins && q.p.female)), names, true)}`);
        const grs = grantors.filter((q) => !(q.joins && q.p.female));
        body.push(`STATE OF SOUTH CAROLINA\nCOUNTY OF ${c.name.toUpperCase()}\nPROBATE\nPERSONALLY appeared before me ${witnesses[0]}, who on oath says that ${r.chance(0.5) ? 'he' : 'she'} saw the within named ${andList(grs.map((q) => names.get(q.p.id)!))} sign, seal and as ${grs.length > 1 ? 'their' : 'the grantor\'s'} act and deed deliver the within written deed, and that with ${witnesses[1]} ${r.chance(0.5) ? 'he' : 'she'} witnessed the execution thereof.\nSWORN to before me this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}.\n${r.pick(CLERKS)}, Notary Public for S. C.`);
        const ren = renunciation(grantors, names, ack, c);
        if (ren) body.push(ren);
      } else {
        body.push(`This instrument prepared by ${r.pick(CLERKS)}, Attorney at Law\n\nSTATE OF SOUTH CAROLINA )\nCOUNTY OF ${c.name.toUpperCase()} )\t${title}\n\nGrantee's Address: ${r.pick(c.towns)}, SC\n${y >= 1960 ? `TMS: ${tracts[0].tms}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS that ${G} (hereinafter "Grantor"), for and in consideration of ${cons}, the receipt of which is acknowledged, ${kind === 'quitclaim_deed' ? 'does hereby remise, release and quitclaim' : 'has granted, bargained, sold and released, and by these presents does grant, bargain, sell and release'} unto ${E} (hereinafter "Grantee"), the following described property:\n\n${d}`);
        if (res) body.push(res);
        if (warr) body.push(`Grantor does hereby bind Grantor and Grantor's heirs and successors to warrant and forever defend the premises unto Grantee ${kind === 'warranty_deed' ? 'against every person whomsoever lawfully claiming the same or any part thereof' : 'against Grantor and all persons claiming by, through or under Grantor, but not otherwise'}.`);
        body.push(`IN WITNESS WHEREOF, Grantor has set Grantor's hand and seal this ${dateAs(r, exec, false)}.\n${sigs(grantors, names, true)}`);
        body.push(ackText(grantors, names, ack, c));
      }
      return (top ? [st, ...body] : [...body, st]).join('\n\n');
    }
    if (TX) {
      const v = y < 1965 ? 0 : r.int(2);
      if (v === 0) {
        const vl = kind === 'warranty_deed' && r.chance(0.5);
        const verb = kind === 'quitclaim_deed' ? 'have Quitclaimed, and by these presents do Quitclaim' : 'have Granted, Sold and Conveyed, and by these presents do Grant, Sell and Convey';
        body.push(`THE STATE OF TEXAS,\t}\n\t\t\t}\tKNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${c.name.toUpperCase()}.\t}\n\nThat ${G}, for and in consideration of ${cons}${vl ? ', of which the sum of one-third has been paid in cash and the balance evidenced by the vendee\'s promissory note of even date,' : ' to us in hand paid'} by ${E}, ${verb} unto the said ${E}, all that certain land in ${c.name} County, Texas, described as follows:\n\n${d}`);
        if (res) body.push(res);
        body.push(`TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said grantee, heirs and assigns forever${warr ? `; and we do hereby bind ourselves, our heirs, executors and administrators, to Warrant and Forever Defend all and singular the said premises unto the said grantee, ${kind === 'warranty_deed' ? 'against every person whomsoever lawfully claiming or to claim the same or any part thereof' : 'against every person lawfully claiming the same by, through or under us, but not otherwise'}` : ''}.${vl ? ' But it is expressly agreed that the Vendor\'s Lien is retained against the above described property until the said note and all interest thereon are fully paid.' : ''}`);
        const m = marital(grantors, names, y);
        if (m) body.push(m);
        body.push(`WITNESS our hands this ${dateAs(r, exec, old)}.\n${sigs(grantors, names, false)}`);
        const wives = grantors.filter((q) => q.p.female && q.p.spouse && grantors.some((x) => x.p === q.p.spouse));
        if (y < 1955 && wives.length) {
          const others = grantors.filter((q) => !wives.includes(q));
          body.push(ackText(others, names, ack, c));
          body.push(`THE STATE OF TEXAS\nCOUNTY OF ${c.name.toUpperCase()}\nBefore me, the undersigned authority, on this day personally appeared ${names.get(wives[0].p.id)!}, wife of ${names.get(wives[0].p.spouse!.id)!}, known to me to be the person whose name is subscribed to the foregoing instrument, and having been examined by me privily and apart from her husband, and having the same fully explained to her, she acknowledged the same to be her act and deed, and declared that she had willingly signed the same and that she did not wish to retract it.\nGiven under my hand and seal of office this ${ordn(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}.\n${r.pick(CLERKS)}, Notary Public, ${c.name} County, Texas`);
          return (top ? [st, ...body] : [...body, st]).join('\n\n');
        }
      } else {
        body.push(`${title}\n\nDate: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\nGrantor: ${G}\n\nGrantee: ${E}\n\nConsideration: ${cons} and other good and valuable consideration.\n\nProperty (including any improvements):\n${d}\n\nReservations from Conveyance: ${res || 'None.'}\n\nExceptions to Conveyance and Warranty: Easements, rights-of-way and prior mineral reservations of record.\n\nGrantor, for the Consideration and subject to the Reservations, ${kind === 'quitclaim_deed' ? 'quitclaims to Grantee all of Grantor\'s right, title and interest in the Property' : `grants, sells and conveys to Grantee the Property, to have and to hold it to Grantee and Grantee's heirs and assigns forever. Grantor binds Grantor and Grantor's heirs ${kind === 'warranty_deed' ? 'to warrant and forever defend all and singular the Property to Grantee against every person whomsoever lawfully claiming the same or any part thereof' : 'to warrant and defend the Property against every person lawfully claiming it by, through or under Grantor, but not otherwise'}`}.`);
        body.push(sigs(grantors, names, false));
      }
      body.push(ackText(grantors, names, ack, c));
      return (top ? [st, ...body] : [...body, st]).join('\n\n');
    }
    // Maine
    const v = y < 1960 ? 0 : r.int(2);
    const meaning = a.prior && r.chance(0.35) ? ` Meaning and intending to convey the same premises described in a deed recorded in ${refText(a.prior, c)}.` : '';
    if (v === 0 && kind === 'warranty_deed') {
      const G1 = side(grantors.filter((q) => !q.joins), names, true);
      body.push(`KNOW ALL MEN BY THESE PRESENTS, That ${G1}, ${r.pick(['Farmer', 'Yeoman', 'Merchant', 'Potato grower', 'Laborer'])}, in consideration of ${cons} paid by ${E}, the receipt whereof is hereby acknowledged, do hereby give, grant, bargain, sell and convey unto the said grantee, heirs and assigns forever,\n${d}.${meaning}`);
      body.push(`TO HAVE AND TO HOLD the aforegranted and bargained premises, with all the privileges and appurtenances thereof, to the said grantee, heirs and assigns, to their use and behoof forever. And the grantor does covenant with the said grantee that the grantor is lawfully seized in fee of the premises, that they are free of all incumbrances, that the grantor has good right to sell and convey the same, and that the grantor will warrant and defend the same to the said grantee forever against the lawful claims and demands of all persons.`);
      const m = marital(grantors, names, y);
      if (m) body.push(m);
      body.push(`IN WITNESS WHEREOF, we have hereunto set our hands and seals this ${dateAs(r, exec, true)}.\nSigned, Sealed and Delivered in presence of ${r.pick(CLERKS)}\n${sigs(grantors, names, true)}`);
    } else {
      const cov = kind === 'warranty_deed' ? 'WARRANTY COVENANTS' : kind === 'special_warranty_deed' ? 'QUITCLAIM COVENANT' : '';
      body.push(`${title}${kind !== 'quitclaim_deed' ? '\n(Maine Statutory Short Form)' : ''}\n\nKNOW ALL PERSONS BY THESE PRESENTS, that ${G}, for consideration paid, ${kind === 'quitclaim_deed' ? 'release' : 'grant'}${grantors.length > 1 ? '' : 's'} to ${E}${cov ? `, with ${cov}` : ', forever'}, the land in ${tracts[0].town}, ${c.name} County, State of Maine, described as follows:\n\n${d}.${meaning}`);
      const j = grantors.filter((q) => q.joins);
      if (j.length) body.push(`${andList(j.map((q) => names.get(q.p.id)!))}, spouse of the grantor, releases all rights in the premises being conveyed.`);
      body.push(`Witness our hands and seals this ${dateAs(r, exec, false)}.\n${sigs(grantors, names, true)}`);
    }
    body.push(ackText(grantors, names, ack, c));
    return (top ? [st, ...body] : [...body, st]).join('\n\n');
  };

  // ---------------------------------------------------------- farms
  const farms: Farm[] = [];
  const START = IA ? 1851 : TX ? 1850 : SC ? 1852 : 1850;
  const nFarms = Math.max(4, Math.round(target / 13));
  const newFarm = (c: County, nTracts: number, t: Dt): Farm => ({ tracts: Array.from({ length: nTracts }, () => makeTract(c)), county: c, fee: [], unsevered: fr(1, 1), severed: [], lease: null, mortgage: null, t, made: 0, budget: Math.round(target / nFarms) + r.int(4), ver: 0, gap: null, gapYear: 0, frozen: false, done: false, lastRef: '', lastDeed: null });
  for (let i = 0; i < nFarms; i++) {
    const c = A.counties[i % A.counties.length];
    farms.push(newFarm(c, i >= 3 && r.chance(0.45) ? 2 : 1, { y: START + r.int(30), m: 1 + r.int(12), d: 1 + r.int(28) }));
  }
  const gapKinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  const ones = farms.filter((f) => f.tracts.length === 1);
  gapKinds.forEach((k, i) => { ones[i].gap = k; ones[i].gapYear = Math.max(ones[i].t.y + 12, A.minerals ? 1910 : 1880) + r.int(45); });

  // ---------------------------------------------------------- the first instrument of each farm
  const first = (f: Farm) => {
    const c = f.county;
    const holder = buyer(f.t.y, c.name);
    const t = f.t;
    const names = new Map<string, string>();
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const patent = (IA && t.y < 1876) || (TX && t.y < 1900 && f.tracts.every((x) => !x.survey.endsWith('League')) && r.chance(0.7));
    if (patent) {
      const sov = org(IA ? 'United States of America' : 'State of Texas', 'fixed');
      const parties: Party[] = [{ p: sov, role: 'grantor' }, { p: holder, role: 'grantee' }];
      nameAll(parties, t.y, names, { caps: false });
      const hn = names.get(holder.id)!;
      const dd = descAll(f.tracts, { patent: true });
      let text: string;
      if (IA) {
        const cert = 2000 + r.int(20000);
        text = `THE UNITED STATES OF AMERICA,\nTo all to whom these Presents shall come, Greeting:\n\nCertificate No. ${cert}.\n\nWHEREAS ${hn}, of ${c.name} County, Iowa, has deposited in the General Land Office of the United States a certificate of the Register of the Land Office at ${r.pick(['Fort Des Moines', 'Iowa City'])}, whereby it appears that full payment has been made by the said ${hn} according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for ${dd}, according to the official plat of the survey of the said lands returned to the General Land Office by the Surveyor General, which said tract has been purchased by the said ${hn}.\n\nNOW KNOW YE, That the United States of America, in consideration of the premises, and in conformity with the several Acts of Congress in such case made and provided, HAVE GIVEN AND GRANTED, and by these presents DO GIVE AND GRANT, unto the said ${hn}, and to his heirs, the said tract above described: TO HAVE AND TO HOLD the same, together with all the rights, privileges, immunities and appurtenances of whatsoever nature thereunto belonging, unto the said ${hn}, and to his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${r.pick(['Franklin Pierce', 'James Buchanan', 'Millard Fillmore'])}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed. GIVEN under my hand, at the City of Washington, ${dateAs(r, exec, true)}.\nBy the President: ${r.pick(CLERKS)}, Secretary.\n${r.pick(CLERKS)}, Recorder of the General Land Office.\n\n${stamp(rec, ref, c)}`;
      } else {
        const orig = f.tracts[0].survey.replace(/ (League|Labor|Survey)$/, '');
        text = `${r.chance(0.5) ? `${stamp(rec, ref, c)}\n\n` : ''}THE STATE OF TEXAS\nPatent No. ${100 + r.int(800)}    Vol. ${3 + r.int(30)}\n\nTo all to whom these presents shall come, Know Ye, That I, ${r.pick(['P. H. Bell', 'E. M. Pease', 'H. R. Runnels', 'J. W. Throckmorton', 'Richard Coke', 'O. M. Roberts'])}, Governor of the State aforesaid, by virtue of the power vested in me by law, and in accordance with the laws of said State, do hereby grant unto ${hn}, assignee of ${orig}, and to his heirs or assigns forever, ${dd}.\n\nSaid land is situated in ${c.name} County and was surveyed by virtue of a certificate issued to the said ${orig} by the Board of Land Commissioners; the field notes are on file in the General Land Office.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office, at the City of Austin, ${dateAs(r, exec, true)}.\n${r.pick(CLERKS)}, Commissioner of the General Land Office`;
      }
      emit({ category: 'patent', parties, names, text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: feeLinks(f.tracts, [parties[0]], [holder], 'fee') });
    } else {
      // a first known holder's deed
      const fk = buyer(t.y - 10, c.name);
      const grantors: Party[] = [{ p: fk, role: 'grantor' }, ...spouseJoin([fk], t).map((q) => ({ ...q, role: 'grantor' }))];
      const grantees: Party[] = [{ p: holder, role: 'grantee' }];
      nameAll([...grantors, ...grantees], t.y, names);
      const text = deedText({ kind: 'warranty_deed', grantors, grantees, names, tracts: f.tracts, exec, ack, rec, ref, c });
      emit({ category: 'warranty_deed', parties: [...grantors, ...grantees], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: feeLinks(f.tracts, grantors, [holder], 'fee') });
    }
    f.fee = [holder];
    f.lastRef = ref;
    f.lastDeed = exec;
    f.made++;
  };

  // ---------------------------------------------------------- events
  const feeParties = (f: Farm, role: string, t: Dt): Party[] => [...f.fee.map((p) => ({ p, role })), ...spouseJoin(f.fee, t).map((q) => ({ ...q, role }))];
  const sale = (f: Farm, kindIn?: DeedKind, opts: { grantee?: Person; gap?: GapKind; grantorsIn?: Party[]; at?: Dt } = {}) => {
    const t = opts.at ?? f.t;
    const c = f.county;
    let g = opts.grantee;
    if (!g) {
      g = buyer(t.y, c.name);
      if (!namesakeMade && farms.indexOf(f) > 1 && r.chance(0.25)) {
        const cand = people.find((p) => !p.org && !p.female && !p.suffix && !p.writeSr && !p.father && p.kids.every((k) => k.father !== p) && Math.abs(p.born - g!.born) < 30 && farms.some((o) => o !== f && (o.fee.includes(p) || o.severed.some((h) => h.p === p))));
        if (cand) {
          namesakeMade = true;
          used.delete(`${g.first} ${g.last}`);
          g.first = cand.first;
          g.last = cand.last;
          g.middle = r.pick(MIDS.filter((m) => m[0] !== cand.middle[0]));
          g.county = r.pick(countyNames.filter((x) => x !== cand.county));
          if (g.spouse) g.spouse.last = cand.last;
          g.res = true;
          cand.res = true;
        }
      }
    }
    const couple = !!g.spouse && r.chance(0.5);
    const grantees: Party[] = [{ p: g, role: 'grantee' }, ...(couple ? [{ p: g.spouse!, role: 'grantee' }] : [])];
    const grantors = opts.grantorsIn ?? feeParties(f, 'grantor', t);
    const kind: DeedKind = kindIn ?? (r.chance(0.72) ? 'warranty_deed' : r.chance(0.5) ? 'special_warranty_deed' : 'quitclaim_deed');
    const names = new Map<string, string>();
    nameAll([...grantors, ...grantees], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    let reserve: Fr | undefined;
    if (A.minerals && !f.frozen && !f.gap && !opts.gap && !opts.grantorsIn && f.unsevered.n > 0 && t.y > 1900 && r.chance(0.25) && f.fee.length <= 2) {
      reserve = r.pick([fr(1, 2), fr(1, 4), fr(1, 1)]);
      if (fval(reserve) > fval(f.unsevered)) reserve = f.unsevered;
    }
    let contract: Dt | undefined;
    if (IA && !opts.gap && !opts.grantorsIn && r.chance(0.25) && t.y > 1880) {
      // a real estate contract first, the deed in fulfillment of it later
      contract = plus(t, -(365 * (2 + r.int(6)) + r.int(200)));
      if (f.lastDeed && iso(contract) <= iso(f.lastDeed)) contract = undefined;
      if (contract && [...grantors, ...grantees].some((q) => iso(q.p.lastActive) > iso(contract!))) contract = undefined;
      if (contract) {
        const cn = new Map<string, string>();
        nameAll([...grantors, ...grantees], contract.y, cn);
        const w = when(contract);
        const cref = refFor(w.rec);
        const sellers = grantors.map((q) => ({ ...q, role: 'grantor' }));
        const buyers = grantees.map((q) => ({ ...q, role: 'grantee' }));
        const text = `REAL ESTATE CONTRACT (INSTALLMENTS)\n\nIT IS AGREED this ${dateAs(r, contract, false)}, by and between ${side(sellers, cn)}, Sellers, and ${side(buyers, cn)}, Buyers:\n\nThat Sellers, as in this contract provided, agree to sell to Buyers, and Buyers agree to buy, the real estate situated in ${c.name} County, Iowa, described as:\n${descAll(f.tracts)}\n\nupon the following terms: the total price of ${dollars(r, (2 + r.int(30)) * 1000)}, payable in annual installments with interest at ${4 + r.int(5)} percent per annum, the Buyers to take possession on the ${ordn(1 + r.int(28))} day of March following. When the purchase price is paid in full, Sellers shall convey the real estate to Buyers by warranty deed, free of all liens.\n\n${sigs([...sellers, ...buyers], cn, false)}\n\n${ackText([...sellers, ...buyers], cn, w.ack, c)}\n\n${stamp(w.rec, cref, c)}`;
        emit({ category: 'other', parties: [...sellers, ...buyers], names: cn, text, exec: contract, ack: w.ack, eff: null, rec: w.rec, tracts: f.tracts, fee: false, estates: [], links: [] });
        f.made++;
      }
    }
    const text = deedText({ kind, grantors, grantees, names, tracts: f.tracts, exec, ack, rec, ref, c, reserve, contract, prior: f.lastRef || undefined });
    const built: Built = { category: kind, parties: [...grantors, ...grantees], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: feeLinks(f.tracts, grantors, grantees.map((q) => q.p), 'fee') };
    if (opts.gap) built.gap = { kind: opts.gap, estate: 'fee' };
    emit(built);
    // the stamp's reference: the deed just made
    f.lastRef = ref;
    f.lastDeed = exec;
    if (reserve) {
      const holders = f.fee;
      for (const h of holders) f.severed.push({ p: h, frac: fr(reserve.n, reserve.d * holders.length) });
      f.unsevered = fsub(f.unsevered, reserve);
    }
    if (!opts.gap) {
      f.fee = grantees.map((q) => q.p);
      if (f.unsevered.n > 0) f.ver++;
    }
    f.made++;
    return grantees.map((q) => q.p);
  };

  const death = (f: Farm, dec: Person) => {
    const t = f.t;
    const lastSeen = plus(dec.lastActive, 30);
    let dd = plus(t, -(30 + r.int(900)));
    if (iso(dd) < iso(lastSeen)) dd = lastSeen;
    if (iso(dd) >= iso(t)) return;
    dec.dead = dd;
    const heirs = [...(dec.spouse && alive(dec.spouse, dd) ? [dec.spouse] : []), ...kidsOf(dec, dd)];
    if (!heirs.length) { dec.dead = null; return; }
    // every farm where the decedent holds anything
    const held = farms.filter((o) => o.fee.includes(dec) || o.severed.some((h) => h.p === dec));
    const tracts = held.flatMap((o) => o.tracts);
    const lk: LinkSpec[] = [];
    const estates = new Set<string>();
    for (const o of held) {
      const hasFee = o.fee.includes(dec);
      const hasMin = o.severed.some((h) => h.p === dec);
      for (const tr of o.tracts) for (const h of heirs) {
        if (hasFee) lk.push({ tract: tr, estate: 'fee', from: dec, to: h, required: true });
        if (hasMin) lk.push({ tract: tr, estate: 'mineral', from: dec, to: h, required: true });
      }
      if (hasFee) { estates.add('fee'); o.fee = [...new Set([...o.fee.filter((p) => p !== dec), ...heirs])]; }
      if (hasMin) {
        estates.add('mineral');
        const hd = o.severed.find((h) => h.p === dec)!;
        o.severed = o.severed.filter((h) => h.p !== dec);
        for (const h of heirs) {
          const ex = o.severed.find((x) => x.p === h);
          const share = fr(hd.frac.n, hd.frac.d * heirs.length);
          if (ex) ex.frac = fr(ex.frac.n * share.d + share.n * ex.frac.d, ex.frac.d * share.d);
          else o.severed.push({ p: h, frac: share });
        }
      }
      o.ver++;
    }
    const c = f.county;
    const parties: Party[] = [{ p: dec, role: 'decedent' }, ...heirs.map((p) => ({ p, role: 'heir' }))];
    const names = new Map<string, string>();
    nameAll(parties, t.y, names, { srOf: dec });
    const dn = names.get(dec.id)!;
    const rel = (h: Person) => (h === dec.spouse ? (h.female ? 'widow' : 'surviving husband') : h.female ? 'daughter' : 'son');
    const heirList = heirs.map((h) => `${names.get(h.id)!}, ${rel(h)}`);
    const { rec } = when(t);
    const ref = refFor(rec);
    const st = stamp(rec, ref, c);
    const dd2 = tracts.length === 1 ? desc(tracts[0]) : tracts.map((x, i) => `(${i + 1}) ${desc(x, { short: r.chance(0.5) })}`).join('\n');
    const testate = r.chance(0.5);
    let text: string;
    let category = 'probate';
    let affiantP: Person | null = null;
    const useAff = (IA && r.chance(0.5)) || (TX && r.chance(0.6));
    if (useAff) {
      category = 'affidavit_of_heirship';
      affiantP = person(r.chance(0.3), t.y - 40 - r.int(30), c.name);
      const an = formOf(affiantP, t.y, false);
      parties.push({ p: affiantP, role: 'other' });
      names.set(affiantP.id, an);
      const heading = IA ? `AFFIDAVIT OF DEATH AND HEIRSHIP\n\nSTATE OF IOWA\t)\n\t\t) ss.\n${c.name.toUpperCase()} COUNTY\t)` : `AFFIDAVIT OF HEIRSHIP\n\nTHE STATE OF TEXAS\t§\nCOUNTY OF ${c.name.toUpperCase()}\t§`;
      text = `${heading}\n\n${an}, being first duly sworn, on oath states: that affiant is ${r.pick(['a neighbor', 'an old friend', 'a longtime acquaintance'])} of the family hereinafter named and has known them for more than ${10 + r.int(30)} years; that ${dn} died intestate in ${c.name} County, ${A.stateName}, on ${dateAs(r, dd, false)}; that no administration has been had upon the estate and none is necessary; that at the time of death the decedent owned an interest in the following described lands:\n\n${dd2}\n\nThat the decedent ${dec.spouse && heirs.includes(dec.spouse) ? `was married but once, and left surviving ${dec.female ? 'her husband' : 'his wife'}` : 'was not survived by a spouse, and left surviving'}${dec.spouse && heirs.includes(dec.spouse) ? ', and' : ''} the following children, being all of the children ever born to or adopted by the decedent; and that the following are the sole heirs at law of the decedent:\n${heirList.join('\n')}\n\nAffiant has no interest in the property described.\n\n${'_'.repeat(24)}\n${an}, Affiant\n\nSUBSCRIBED AND SWORN TO before me this ${ordn(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}.\n${r.pick(CLERKS)}, Notary Public\n\n${st}`;
    } else {
      const judge = r.pick(CLERKS);
      const shares = heirs.map((h) => `${names.get(h.id)!}, ${rel(h)}, an undivided 1/${heirs.length} interest`);
      const no = `${t.y}-${r.pick(['ES', 'P', 'PR'])}-${100 + r.int(900)}`;
      if (IA) text = `IN THE IOWA DISTRICT COURT IN AND FOR ${c.name.toUpperCase()} COUNTY\n\nIN THE MATTER OF THE ESTATE OF ${dn.toUpperCase()}, DECEASED.\tProbate No. ${no}\n\nORDER APPROVING FINAL REPORT AND DISCHARGING EXECUTOR\n\nNow on this ${ordn(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}, the final report of ${r.pick(CLERKS)}, Executor of the estate of ${dn}, deceased, who died ${testate ? 'testate' : 'intestate'} on ${dateAs(r, dd, false)}, comes on for hearing. The Court finds that due notice has been given, that the report should be approved, and that the following real estate of the decedent, situated in ${c.name} County, Iowa, to-wit:\n\n${dd2}\n\npassed at the death of the decedent ${testate ? 'under the terms of the Last Will and Testament' : 'by the statutes of descent and distribution'} to the following persons in the shares set out:\n${shares.join(';\n')}.\n\nIT IS THEREFORE ORDERED that the final report be approved, that title to the real estate be and is confirmed in said persons, and that the Executor be discharged.\n\n${judge}, Judge, Second Judicial District of Iowa\n\n${st}`;
      else if (SC && t.y >= 1987) {
        const pr = heirs.find((h) => h !== dec.spouse && r.chance(0.5));
        const prn = pr ? names.get(pr.id)! : r.pick(CLERKS);
        const stTop = r.chance(0.5);
        text = `${stTop ? `${st}\n\n` : ''}STATE OF SOUTH CAROLINA\t)\n\t\t\t\t)\tDEED OF DISTRIBUTION\nCOUNTY OF ${c.name.toUpperCase()}\t\t)\n\nProbate Court Estate No. ${no}\n\nKNOW ALL MEN BY THESE PRESENTS that ${prn}, as Personal Representative of the Estate of ${dn}, who died ${testate ? 'testate' : 'intestate'} on ${dateAs(r, dd, false)}, a resident of ${c.name} County, pursuant to the authority of the Probate Court for ${c.name} County and in accordance with the ${testate ? 'Last Will and Testament of the decedent' : 'laws of intestate succession of this State'}, does hereby distribute, grant and release unto the following distributees, in the shares set opposite their names:\n${shares.join('\n')}\nall of the right, title and interest of the decedent in and to the following:\n\n${dd2}\n\nThis deed is given without warranty, the Personal Representative distributing only such title as the decedent held at death.\n\nIN WITNESS WHEREOF, the Personal Representative has set hand and seal this ${dateAs(r, t, false)}.\n${'_'.repeat(24)}\n${prn}, Personal Representative${stTop ? '' : `\n\n${st}`}`;
      } else if (ME && t.y >= 1981 && r.chance(0.6)) {
        text = `DEED OF DISTRIBUTION BY PERSONAL REPRESENTATIVE\n\n${r.pick(CLERKS)}, of ${r.pick(f.county.towns)}, Maine, duly appointed and acting Personal Representative of the Estate of ${dn}, deceased (${c.name} County Probate Court Docket No. ${no}), by the power conferred by the Probate Code, and every other power, for no consideration, grants to ${andList(heirs.map((h) => names.get(h.id)!))}, as the persons entitled to distribution thereof, in equal shares as tenants in common, the real property in ${f.tracts[0].town}, ${c.name} County, Maine, described as follows:\n\n${dd2}.\n\nThe decedent died ${testate ? 'testate' : 'intestate'} on ${dateAs(r, dd, false)}.\n\nWitness my hand and seal this ${dateAs(r, t, false)}.\n${'_'.repeat(24)}\nPersonal Representative\n\n${st}`;
      } else if (TX) {
        text = `CAUSE NO. ${no}\n\nESTATE OF ${dn.toUpperCase()}, DECEASED\tIN THE COUNTY COURT OF ${c.name.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the application for the probate of the Last Will and Testament of ${dn}, Deceased. The Court finds that the decedent died on ${dateAs(r, dd, false)}; that four years have not elapsed since that date; that the will was executed with the formalities required by law; that the estate owes no unpaid debts except those secured by liens on real estate; and that the will should be admitted to probate as a muniment of title only. Under the will the decedent devised all of the decedent's property, including the following, to-wit:\n\n${dd2}\n\nto ${andList(heirs.map((h) => names.get(h.id)!))}, in equal shares.\n\nIT IS ORDERED that the will be admitted to probate as a muniment of title.\n\nSIGNED ${dateAs(r, t, false)}.\n\n${judge}, County Judge\n\n${st}`;
      } else {
        text = `${SC ? 'THE STATE OF SOUTH CAROLINA' : 'STATE OF MAINE'}\n${c.name.toUpperCase()}${SC ? ' COUNTY' : ', ss.'}\n${SC ? 'IN THE PROBATE COURT' : `At a Probate Court held at ${c.seat}, in and for said County`}\n\nIN RE: ESTATE OF ${dn.toUpperCase()}, DECEASED\n\nDECREE OF DISTRIBUTION\n\nIt appearing to the Court that ${dn} departed this life ${testate ? 'testate' : 'intestate'} on ${dateAs(r, dd, true)}, seized and possessed of the real estate hereinafter described, that the estate has been fully administered and the debts paid, and that the persons hereinafter named are entitled to the same:\n\nIT IS ORDERED, ADJUDGED AND DECREED that the real estate of the decedent, to-wit:\n\n${dd2}\n\nbe and the same is hereby assigned and vested in ${shares.join('; ')}.\n\nDone this ${dateAs(r, t, true)}.\n${judge}, Judge of Probate\n\n${st}`;
      }
    }
    emit({ category, parties, names, text, exec: t, ack: null, eff: null, rec, death: dd, tracts, fee: estates.has('fee'), estates: [...estates], links: lk });
    f.made++;
    for (const o of held) if (o.lease && o.lease.lessors.some((q) => q.p === dec)) o.lease.ver = -1;
  };

  const mineralDeed = (f: Farm, from: Party[], to: Person, frac: Fr, royalty: boolean, gap?: GapKind, at?: Dt) => {
    const t = at ?? f.t;
    const c = f.county;
    const grantees: Party[] = [{ p: to, role: 'grantee' }];
    const names = new Map<string, string>();
    nameAll([...from, ...grantees], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const G = side(from, names, r.chance(0.5));
    const E = side(grantees, names, r.chance(0.4));
    const d = descAll(f.tracts);
    const cons = dollars(r, (1 + r.int(20)) * (t.y < 1950 ? 10 : 100));
    const fw = fracWords(r, frac);
    let text: string;
    if (royalty) {
      text = `${r.pick(['ROYALTY DEED', 'TRANSFER OF ROYALTY', 'ROYALTY CONVEYANCE'])}\n\n${TX ? `THE STATE OF TEXAS\t§\nCOUNTY OF ${c.name.toUpperCase()}\t§\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS: That ${G}, hereinafter called Grantor, for and in consideration of ${cons} cash in hand paid by ${E}, hereinafter called Grantee, ${r.pick(['has granted, sold, conveyed, assigned and delivered, and by these presents does grant, sell, convey, assign and deliver', 'does hereby transfer, assign and convey'])} unto said Grantee ${fw} interest in and to all of the royalty, being the landowner's royalty reserved in any oil, gas or mineral lease now or hereafter covering the following described land in ${c.name} County, ${A.stateName}:\n\n${d}\n\nSaid interest does not participate in bonus or delay rentals, and Grantee shall have no right to join in the execution of any lease, which right is retained by Grantor. TO HAVE AND TO HOLD unto Grantee, heirs and assigns forever, and Grantor will warrant and defend the same.\n\nEXECUTED ${dateAs(r, exec, false)}.\n${sigs(from, names, false)}\n\n${ackText(from, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    } else {
      const v = r.int(3);
      const grant = r.pick(['grant, sell, convey, assign and deliver', 'grant, bargain, sell and convey', 'sell, transfer and convey']);
      const head = v === 0 ? 'MINERAL DEED' : v === 1 ? 'SALE OF OIL, GAS AND MINERAL RIGHTS' : 'MINERAL RIGHT AND ROYALTY TRANSFER';
      const namesFirst = r.chance(0.5);
      const stTop = r.chance(0.35);
      text = `${stTop ? `${stamp(rec, ref, c)}\n\n` : ''}${head}\n\n${namesFirst ? `Grantor: ${G}\nGrantee: ${E}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS: That ${namesFirst ? 'the Grantor above named' : G}, for and in consideration of ${cons} paid by ${namesFirst ? 'the Grantee' : E}, the receipt of which is acknowledged, do${from.length > 1 ? '' : 'es'} hereby ${grant} unto ${namesFirst ? 'the Grantee' : 'the said grantee'} ${fw} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described lands situated in ${c.name} County, State of ${A.stateName}, to-wit:\n\n${d}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom. This sale is made subject to any valid oil and gas lease of record, but covers and includes ${fw} of all of the oil royalty and gas rental or royalty due and to be paid under the terms of said lease.\n\nTO HAVE AND TO HOLD the above described property unto the said Grantee, heirs and assigns forever, and Grantor hereby binds Grantor, Grantor's heirs, executors and administrators, to warrant and forever defend the said interest unto the said Grantee against every person whomsoever lawfully claiming the same or any part thereof.\n\nWITNESS ${from.length > 1 ? 'our hands' : 'my hand'} this ${dateAs(r, exec, exec.y < 1940)}.\n${sigs(from, names, false)}\n\n${ackText(from, names, ack, c)}`;
      if (!stTop) text += `\n\n${stamp(rec, ref, c)}`;
    }
    const b: Built = { category: royalty ? 'royalty_deed' : 'mineral_deed', parties: [...from, ...grantees], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: ['mineral'], links: feeLinks(f.tracts, from, [to], 'mineral') };
    if (gap) b.gap = { kind: gap, estate: 'mineral' };
    emit(b);
    f.made++;
  };

  /** a mineral conveyance from the farm's present owners: the fee owners' unsevered minerals or one severed holder's */
  const sellMinerals = (f: Farm) => {
    const y = f.t.y;
    const to = r.chance(0.5) ? buyer(y, r.pick(countyNames)) : org(r.pick(TX ? ['Neches Royalty', 'Beaumont Mineral', 'Big Thicket Minerals'] : SC ? ['Palmetto Mineral', 'Edisto Royalty'] : ['Hawkeye Royalty', 'Central Iowa Minerals']), r.pick(['Co', 'Corp', 'Inc'] as const));
    const royalty = r.chance(0.3);
    const sev = f.severed.filter((h) => alive(h.p, f.t));
    if (sev.length && r.chance(0.5)) {
      const h = r.pick(sev);
      const frac = royalty ? fr(1, 2) : r.chance(0.5) ? h.frac : fmul(h.frac, fr(1, 2));
      const from: Party[] = [{ p: h.p, role: 'grantor' }, ...spouseJoin([h.p], f.t).map((q) => ({ ...q, role: 'grantor' }))];
      mineralDeed(f, from, to, frac, royalty);
      if (!royalty) {
        h.frac = fsub(h.frac, frac);
        if (h.frac.n === 0) f.severed = f.severed.filter((x) => x !== h);
        f.severed.push({ p: to, frac });
        f.ver++;
      }
      return;
    }
    if (f.unsevered.n === 0) return;
    const frac = royalty ? fr(1, 2) : fval(f.unsevered) >= 0.5 && r.chance(0.5) ? fr(1, 4) : fmul(f.unsevered, fr(1, 2));
    mineralDeed(f, feeParties(f, 'grantor', f.t), to, frac, royalty);
    if (!royalty) {
      f.unsevered = fsub(f.unsevered, frac);
      f.severed.push({ p: to, frac });
      f.ver++;
    }
  };

  const LESSEES_OLD = TX ? [['Sour Lake Crude Oil', 'Co'], ['Neches Oil', 'Co'], ['Gladys City Petroleum', 'Co'], ['Sabine Pass Oil', 'Co'], ['Pine Island Oil', 'Co']] : [['Hawkeye Petroleum', 'Corp'], ['Palmetto Exploration', 'Inc']];
  const LESSEES_NEW = TX ? [['Big Thicket Energy', 'Inc'], ['Trinity Bay Resources', 'LLC'], ['Village Creek Oil', 'Corp'], ['Cypress Bayou Exploration', 'Inc'], ['Hillebrandt Operating', 'LLC']] : SC ? [['Palmetto Exploration', 'Inc'], ['Edisto Oil & Gas', 'Co'], ['Coastal Plain Resources', 'Corp'], ['Santee Energy', 'LLC']] : [['Hawkeye Petroleum', 'Corp'], ['Skunk River Oil', 'Co'], ['Cedar Valley Exploration', 'Inc'], ['Forest City Basin Energy', 'LLC']];
  const lessee = (y: number): Person => {
    const [s, fm] = r.pick(y < 1930 ? LESSEES_OLD : LESSEES_NEW);
    return org(s, fm as 'Co');
  };
  const lease = (f: Farm) => {
    const t = f.t;
    const c = f.county;
    const owners: Person[] = [...(f.unsevered.n > 0 ? f.fee : []), ...f.severed.map((h) => h.p)].filter((p, i, xs) => xs.indexOf(p) === i && alive(p, t));
    if (!owners.length) return;
    const lessors: Party[] = [...owners.map((p) => ({ p, role: 'lessor' })), ...spouseJoin(owners, t).filter((q) => !owners.includes(q.p)).map((q) => ({ ...q, role: 'lessor' }))];
    const le = r.chance(0.2) && t.y > 1940 ? buyer(t.y, c.name) : lessee(t.y);
    const lp: Party[] = [{ p: le, role: 'lessee' }];
    const names = new Map<string, string>();
    nameAll([...lessors, ...lp], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const L = side(lessors, names, r.chance(0.4));
    const E = names.get(le.id)!;
    const d = descAll(f.tracts);
    const term = r.pick([3, 5, 10]);
    let eff: Dt | null = null;
    let text: string;
    if (TX && t.y < 1926) {
      text = `OIL AND MINERAL LEASE\n\nTHE STATE OF TEXAS,\nCOUNTY OF ${c.name.toUpperCase()}.\n\nThis contract, entered into this ${dateAs(r, exec, true)}, by and between ${L}, parties of the first part, and ${E}, party of the second part, WITNESSETH:\n\nThat the parties of the first part, for and in consideration of ${dollars(r, (1 + r.int(20)) * 25)} cash in hand paid, the receipt of which is hereby acknowledged, and of the covenants hereinafter contained, have this day granted, leased and let, and by these presents do grant, lease and let unto the said party of the second part, for the sole and only purpose of boring, mining and operating for petroleum oil, gas, sulphur and other minerals, and of laying pipe lines and building tanks and structures to take care of the said products, the following land, to-wit:\n\n${d}\n\nThis lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil, gas or sulphur is produced therefrom by the party of the second part. The party of the second part shall deliver to the credit of the lessors, free of cost, in the pipe line to which the wells may be connected, the equal one-eighth part of all oil produced and saved from said premises; and if no well be begun within ${numberWords(1 + r.int(11))} months, this lease shall be null, unless the party of the second part shall pay a rental of ${dollars(r, 1 + r.int(3))} per acre per year.\n\nIn testimony whereof we sign, the day and year first above written.\n${sigs(lessors, names, false)}\n\n${ackText(lessors, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    } else if (t.y > 1975 && r.chance(0.45)) {
      eff = plus(exec, -(r.int(40)));
      text = `${stamp(rec, ref, c)}\n\nMEMORANDUM OF OIL AND GAS LEASE\n\nThis Memorandum is made to give notice of an unrecorded Oil and Gas Lease effective as of ${MONTHS[eff.m - 1]} ${eff.d}, ${eff.y} (the "Effective Date"), by and between ${L}, as Lessor (whether one or more), and ${E}, as Lessee, whose address is ${r.pick(['P. O. Box 1147', '700 Main Street, Suite 400', '2211 Calder Avenue'])}, covering the following lands in ${c.name} County, ${A.stateName}:\n\n${d}\n\nThe Lease provides for a primary term of ${numberWords(term)} (${term}) years from the Effective Date and so long thereafter as oil or gas is produced in paying quantities. This Memorandum is executed on the dates of the acknowledgments below but is effective as of the Effective Date.\n\n${sigs([...lessors, ...lp], names, false)}\n\n${ackText([...lessors, ...lp], names, ack, c)}`;
    } else {
      const recFirst = r.chance(0.4);
      text = `${recFirst ? `${stamp(rec, ref, c)}\n\n` : ''}OIL${r.chance(0.5) ? ', GAS AND MINERAL' : ' AND GAS'} LEASE\n\nAGREEMENT, Made and entered into the ${ordn(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}, by and between ${L}, hereinafter called Lessor (whether one or more), and ${E}, hereinafter called Lessee.\n\n1. Lessor, in consideration of ${dollars(r, 10)} in hand paid and of the royalties herein provided, does hereby grant, demise, lease and let exclusively unto Lessee, for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in ${c.name} County, State of ${A.stateName}, to-wit:\n\n${d}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land.\n\n3. The royalties to be paid by Lessee are: on oil, ${r.pick(['one-eighth', '3/16', 'one-fifth', '1/4'])} of that produced and saved from said land.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n${sigs(lessors, names, false)}\n\n${ackText(lessors, names, ack, c)}${recFirst ? '' : `\n\n${stamp(rec, ref, c)}`}`;
    }
    const b: Built = { category: 'oil_and_gas_lease', parties: [...lessors, ...lp], names, text, exec: eff ? null : exec, ack, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: feeLinks(f.tracts, lessors, [le], 'leasehold') };
    if (eff) b.exec = null;
    emit(b);
    f.lease = { date: eff ?? exec, eff, lessors, holders: [le], origLessee: le, ref, ver: f.ver };
    f.made++;
  };
  const assign = (f: Farm) => {
    const L = f.lease!;
    const t = f.t;
    const c = f.county;
    const from = L.holders.filter((p) => alive(p, t));
    if (from.length !== L.holders.length) return;
    const to = lessee(Math.max(t.y, 1930));
    if (L.holders.includes(to)) return;
    const part = L.holders.length === 1 && r.chance(0.3);
    const ap: Party[] = from.map((p) => ({ p, role: 'assignor' }));
    const ep: Party[] = [{ p: to, role: 'assignee' }];
    const names = new Map<string, string>();
    nameAll([...ap, ...ep], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const eff = t.y > 1960 && r.chance(0.35) ? { ...exec, d: 1 } : null;
    const lessorsTxt = andList(L.lessors.filter((q) => !q.joins).map((q) => recited(q.p)));
    const text = `${r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT', 'ASSIGNMENT OF OIL, GAS AND MINERAL LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${andList(from.map((p) => names.get(p.id)!))}, hereinafter called Assignor, for and in consideration of ${dollars(r, 10)} and other valuable consideration, does hereby sell, assign, transfer and set over unto ${names.get(to.id)!}, hereinafter called Assignee, ${part ? 'an undivided one-half (1/2) of all' : 'all'} of Assignor's right, title and interest in and to that certain oil and gas lease dated ${dateAs(r, L.date, false)}, from ${lessorsTxt}, as lessor, to ${recited(L.origLessee)}, as lessee, recorded in ${refText(L.ref, c)}, insofar as said lease covers the following land in ${c.name} County, ${A.stateName}:\n\n${descAll(f.tracts, { short: r.chance(0.5) })}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto or used in connection therewith.${eff ? ` This Assignment is effective as of 7:00 a.m. local time on ${MONTHS[eff.m - 1]} ${eff.d}, ${eff.y}.` : ''}\n\nEXECUTED this ${dateAs(r, exec, false)}.\n${sigs(ap, names, false)}\n\n${ackText(ap, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    emit({ category: 'assignment_of_lease', parties: [...ap, ...ep], names, text, exec, ack, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: feeLinks(f.tracts, ap, [to], 'leasehold') });
    L.holders = part ? [...from, to] : [to];
    f.made++;
  };
  const release = (f: Farm) => {
    const L = f.lease!;
    const t = f.t;
    const c = f.county;
    f.lease = null;
    if (L.ver !== f.ver || L.lessors.some((q) => !alive(q.p, t)) || L.holders.some((p) => !alive(p, t))) return;
    const hp: Party[] = L.holders.map((p) => ({ p, role: 'lessee' }));
    const lp: Party[] = L.lessors.map((q) => ({ ...q, role: 'lessor' }));
    const names = new Map<string, string>();
    nameAll([...hp, ...lp], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const orig = L.holders.includes(L.origLessee) ? '' : `, originally to ${recited(L.origLessee)}`;
    const text = `${r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${andList(L.holders.map((p) => names.get(p.id)!))}, the present owner${L.holders.length > 1 ? 's' : ''} and holder${L.holders.length > 1 ? 's' : ''} of that certain oil and gas lease dated ${dateAs(r, L.date, false)}, executed by ${side(lp, names)}, as lessors${orig}, recorded in ${refText(L.ref, c)}, for and in consideration of ${dollars(r, 1)}, do${L.holders.length > 1 ? '' : 'es'} hereby release, relinquish and surrender unto the said lessors, their heirs, successors and assigns, all right, title and interest in and to said lease and the land covered thereby, to-wit:\n\n${descAll(f.tracts, { short: r.chance(0.6) })}\n\nEXECUTED ${dateAs(r, exec, false)}.\n${sigs(hp, names, false)}\n\n${ackText(hp, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    const lk = f.tracts.flatMap((tr) => L.holders.flatMap((h) => lp.map((q) => ({ tract: tr, estate: 'leasehold' as const, from: h, to: q.p, required: !q.joins }))));
    emit({ category: 'release_of_lease', parties: [...hp, ...lp], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: lk });
    f.made++;
  };

  const LENDERS = IA ? ['The Federal Land Bank of Omaha', 'Story County State Bank', 'Grinnell Savings Bank'] : SC ? ['The Federal Land Bank of Columbia', 'Farmers and Merchants Bank of Aiken', 'Palmetto Federal Savings and Loan Association'] : TX ? ['The Federal Land Bank of Houston', 'First National Bank of Beaumont', 'Orange Savings and Loan Association'] : ['Houlton Savings Bank', 'Katahdin Trust Company', 'Merrill Trust Company'];
  const mortgage = (f: Farm) => {
    const t = f.t;
    const c = f.county;
    if (f.mortgage) {
      // its satisfaction
      const M = f.mortgage;
      f.mortgage = null;
      if (M.borrowers.some((p) => !alive(p, t) || !f.fee.includes(p))) return;
      const gp: Party[] = [{ p: M.lender, role: 'grantor' }];
      const bp: Party[] = M.borrowers.map((p) => ({ p, role: 'grantee' }));
      const names = new Map<string, string>();
      nameAll([...gp, ...bp], t.y, names);
      const { exec, ack, rec } = when(t);
      const ref = refFor(rec);
      const what = TX ? 'deed of trust' : 'mortgage';
      const text = `${r.pick(['SATISFACTION OF MORTGAGE', 'RELEASE', 'DISCHARGE'])}${TX ? ' OF LIEN' : ''}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${names.get(M.lender.id)!}, the holder of the ${what} given by ${andList(M.borrowers.map((p) => names.get(p.id)!))} dated ${dateAs(r, M.date, false)}, recorded in ${refText(M.ref, c)}, does hereby acknowledge full payment of the debt secured thereby and does release and discharge the lien of said ${what} upon the following property:\n\n${descAll(f.tracts, { short: true })}\n\nDated ${dateAs(r, exec, false)}.\n${sigs(gp, names, false)}\n\n${ackText(gp, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
      emit({ category: 'other', parties: [...gp, ...bp], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
      f.made++;
      return;
    }
    const lender = org(r.pick(LENDERS), 'fixed');
    const bp: Party[] = feeParties(f, 'grantor', t);
    const trustee = TX ? person(false, t.y - 45, c.name) : undefined;
    const names = new Map<string, string>();
    const parties: Party[] = TX ? [...bp, { p: trustee!, role: 'grantee' }, { p: lender, role: 'other' }] : [...bp, { p: lender, role: 'grantee' }];
    nameAll(parties, t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const amt = dollars(r, (1 + r.int(30)) * (t.y < 1940 ? 200 : 2000));
    const B = side(bp, names);
    const Ln = names.get(lender.id)!;
    let text: string;
    if (TX) text = `DEED OF TRUST\n\nTHE STATE OF TEXAS\t§\nCOUNTY OF ${c.name.toUpperCase()}\t§\n\nThat ${B}, hereinafter called Grantors, to secure the payment of a note of even date herewith in the principal sum of ${amt}, payable to the order of ${Ln}, hereinafter called Beneficiary, have granted, sold and conveyed, and by these presents do grant, sell and convey, unto ${names.get(trustee!.id)!}, Trustee, and his substitutes or successors, the following described property in ${c.name} County, Texas:\n\n${descAll(f.tracts)}\n\nTO HAVE AND TO HOLD the said property unto the said Trustee in trust; but should Grantors pay the said note according to its terms, this conveyance shall become null and void and shall be released at the expense of Grantors; otherwise the Trustee shall, at the request of the Beneficiary, sell the property at public vendue.\n\nEXECUTED ${dateAs(r, exec, false)}.\n${sigs(bp, names, false)}\n\n${ackText(bp, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    else text = `${ME ? 'MORTGAGE DEED' : SC ? 'MORTGAGE OF REAL ESTATE' : 'REAL ESTATE MORTGAGE'}\n\n${SC ? `STATE OF SOUTH CAROLINA\nCOUNTY OF ${c.name.toUpperCase()}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS, that ${B}, Mortgagor${bp.length > 1 ? 's' : ''}, in consideration of ${amt} loaned by ${Ln}, Mortgagee, ${ME ? 'grant to the said Mortgagee, with MORTGAGE COVENANTS,' : 'do hereby sell and convey unto the said Mortgagee'} the following described real estate situated in the County of ${c.name}, State of ${A.stateName}:\n\n${descAll(f.tracts)}\n\nPROVIDED, NEVERTHELESS, that if the said Mortgagor${bp.length > 1 ? 's' : ''} shall pay or cause to be paid the said sum, with interest at ${4 + r.int(6)} per cent per annum, according to the promissory note of even date, then this ${ME ? 'deed' : 'mortgage'} shall be void; otherwise to remain in full force.${IA ? ' The Mortgagors hereby relinquish all rights of dower, homestead and distributive share in the premises as against this mortgage.' : ''}\n\nSigned ${dateAs(r, exec, false)}.\n${sigs(bp, names, true)}\n\n${ackText(bp, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    emit({ category: 'deed_of_trust', parties, names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
    f.mortgage = { lender, borrowers: [...f.fee], date: exec, ref, trustee };
    f.made++;
  };
  const UTILS = IA ? [['Iowa Electric Light and Power', 'Co'], ['Northern Natural Gas', 'Co'], ['Central Iowa Power Cooperative', 'fixed']] : SC ? [['Aiken Electric Cooperative', 'Inc'], ['South Carolina Electric & Gas', 'Co'], ['Southern Natural Gas', 'Co']] : TX ? [['Gulf States Utilities', 'Co'], ['Texas Eastern Transmission', 'Corp'], ['Sabine Pipe Line', 'Co']] : [['Maine Public Service', 'Co'], ['Bangor Hydro-Electric', 'Co'], ['Central Maine Power', 'Co']];
  const easement = (f: Farm) => {
    const t = f.t;
    const c = f.county;
    const [s, fm] = r.pick(UTILS);
    const u = org(s, fm as 'Co');
    const gp = feeParties(f, 'grantor', t);
    const ep: Party[] = [{ p: u, role: 'grantee' }];
    const names = new Map<string, string>();
    nameAll([...gp, ...ep], t.y, names);
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    const pipe = /Gas|Pipe|Transmission/.test(s);
    const onlySigs = r.chance(0.3);
    const text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'EASEMENT', 'RIGHT-OF-WAY EASEMENT'])}\n\nFor and in consideration of ${dollars(r, 10 + r.int(200))}, ${onlySigs ? 'the undersigned owners' : side(gp, names)} (Grantor) ${onlySigs ? 'do' : 'does'} hereby grant unto ${names.get(u.id)!} (Grantee), its successors and assigns, a right of way and easement ${pipe ? 'to lay, maintain, operate and remove a pipe line for the transportation of gas' : 'to construct, operate and maintain an electric transmission and distribution line, with poles, wires and anchors'} over, under and across the following land in ${c.name} County, ${A.stateName}:\n\n${descAll(f.tracts, { short: r.chance(0.5) })}\n\nthe center line of said right of way to be located as now staked, with the right of ingress and egress for the purposes aforesaid. Grantor retains the right to use the land for all purposes not inconsistent with this easement.\n\nWITNESS the execution hereof this ${dateAs(r, exec, false)}.\n${sigs(gp, names, false)}\n\n${ackText(gp, names, ack, c)}\n\n${stamp(rec, ref, c)}`;
    emit({ category: 'easement', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
    f.made++;
  };
  /** several co-owners: all but one quitclaim to the one, or a two-tract farm of two owners is partitioned */
  const heirsDeal = (f: Farm) => {
    const t = f.t;
    const owners = f.fee.filter((p) => alive(p, t));
    if (owners.length !== f.fee.length || owners.length < 2) return false;
    const names = new Map<string, string>();
    const { exec, ack, rec } = when(t);
    const ref = refFor(rec);
    if (f.tracts.length === 2 && owners.length === 2 && !f.frozen) {
      const [a, b] = owners;
      const ga: Party[] = [{ p: a, role: 'grantor' }, { p: b, role: 'grantee' }, ...spouseJoin([a], t).map((q) => ({ ...q, role: 'grantor' }))];
      const gb: Party[] = [{ p: b, role: 'grantor' }, { p: a, role: 'grantee' }, ...spouseJoin([b], t).map((q) => ({ ...q, role: 'grantor' }))];
      const parties = [...ga, ...gb];
      nameAll(parties, t.y, names);
      const [t1, t2] = f.tracts;
      const d = `To ${names.get(b.id)!}: ${desc(t1)}.\n\nTo ${names.get(a.id)!}: ${desc(t2)}.`;
      const text = deedText({ kind: 'quitclaim_deed', grantors: [{ p: a, role: 'grantor' }, ...spouseJoin([a], t).map((q) => ({ ...q, role: 'grantor' }))], grantees: [{ p: b, role: 'grantee' }, ...spouseJoin([b], t).map((q) => ({ ...q, role: 'grantor' }))], names, tracts: f.tracts, exec, ack, rec, ref, c: f.county, partition: true, descText: d });
      const lk = [...feeLinks([t1], ga.filter((q) => q.role === 'grantor'), [b], 'fee'), ...feeLinks([t2], gb.filter((q) => q.role === 'grantor'), [a], 'fee')];
      emit({ category: 'quitclaim_deed', parties, names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: lk });
      // split the farm
      const g: Farm = { ...f, tracts: [t2], fee: [a], severed: f.severed.map((h) => ({ ...h })), lease: null, mortgage: null, made: 0, budget: Math.max(3, f.budget - f.made), t: plus(t, 200 + r.int(900)) };
      f.tracts = [t1];
      f.fee = [b];
      f.lease = null;
      f.mortgage = null;
      f.made++;
      farms.push(g);
      return true;
    }
    const keep = r.pick(owners);
    const gp: Party[] = [...owners.filter((p) => p !== keep).map((p) => ({ p, role: 'grantor' })), ...spouseJoin(owners.filter((p) => p !== keep), t).filter((q) => q.p !== keep).map((q) => ({ ...q, role: 'grantor' }))];
    const ep: Party[] = [{ p: keep, role: 'grantee' }];
    nameAll([...gp, ...ep], t.y, names);
    const text = deedText({ kind: 'quitclaim_deed', grantors: gp, grantees: ep, names, tracts: f.tracts, exec, ack, rec, ref, c: f.county });
    emit({ category: 'quitclaim_deed', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: feeLinks(f.tracts, gp, [keep], 'fee') });
    f.fee = [keep];
    if (f.unsevered.n > 0) f.ver++;
    f.made++;
    return true;
  };

  // ---------------------------------------------------------- planted gaps
  /** The planted gap of a farm; false when its farm cannot take it yet. */
  const plant = (f: Farm): boolean => {
    const k = f.gap!;
    const t = f.t;
    const c = f.county;
    if (f.fee.some((p) => !alive(p, t))) return false;
    const span = f.lastDeed ? Math.round((Date.UTC(t.y, t.m - 1, t.d) - Date.UTC(f.lastDeed.y, f.lastDeed.m - 1, f.lastDeed.d)) / 86400000) : 0;
    if (k === 'conveyed_before_acquired' && span < 120) return false;
    const early = plus(t, -(90 + r.int(Math.min(900, span - 100))));
    if (ME) {
      if (k === 'grantor_never_received') {
        const s = person(false, t.y - 40, r.pick(countyNames), r.chance(0.3) ? f.fee[0].last : undefined);
        sale(f, r.pick(['quitclaim_deed', 'warranty_deed'] as const), { gap: k, grantorsIn: [{ p: s, role: 'grantor' }] });
      } else if (k === 'conveyed_before_acquired') {
        // the grantee's own deed, dated before the deed into him
        const b = person(false, t.y - 30 - r.int(20), c.name);
        const later = buyer(t.y, c.name);
        const names = new Map<string, string>();
        const gp: Party[] = [{ p: b, role: 'grantor' }];
        const ep: Party[] = [{ p: later, role: 'grantee' }];
        nameAll([...gp, ...ep], early.y, names);
        const w = when(early);
        const ref = refFor(w.rec);
        const text = deedText({ kind: 'warranty_deed', grantors: gp, grantees: ep, names, tracts: f.tracts, exec: w.exec, ack: w.ack, rec: w.rec, ref, c });
        emit({ category: 'warranty_deed', parties: [...gp, ...ep], names, text, exec: w.exec, ack: w.ack, eff: null, rec: w.rec, tracts: f.tracts, fee: true, estates: ['fee'], links: feeLinks(f.tracts, gp, [later], 'fee'), gap: { kind: k, estate: 'fee' } });
        f.made++;
        sale(f, 'warranty_deed', { grantee: b });
        f.fee = [later];
      } else {
        const seller = feeParties(f, 'grantor', t);
        sale(f, 'warranty_deed', { grantorsIn: seller });
        f.t = plus(f.t, 120 + r.int(1500));
        sale(f, r.pick(['warranty_deed', 'quitclaim_deed'] as const), { gap: k, grantorsIn: seller });
      }
      f.frozen = true;
      f.gap = null;
      return true;
    }
    if (f.unsevered.n === 0) { f.gap = null; return true; }
    if (k === 'grantor_never_received') {
      const s = person(false, t.y - 45, r.pick(countyNames), r.chance(0.3) ? f.fee[0].last : undefined);
      const sp: Party[] = [{ p: s, role: 'grantor' }];
      if (r.chance(0.4)) { const w = marry(s); sp.push({ p: w, role: 'grantor', joins: true }); }
      const g = buyer(t.y, r.pick(countyNames));
      mineralDeed(f, sp, g, r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]), false, k);
    } else {
      const base = fval(f.unsevered) >= 0.5 ? fr(1, 4) : fmul(f.unsevered, fr(1, 2));
      const b = buyer(t.y, r.pick(countyNames));
      const cc = buyer(t.y, r.pick(countyNames));
      const bParty: Party[] = [{ p: b, role: 'grantor' }, ...spouseJoin([b], t).map((q) => ({ ...q, role: 'grantor' }))];
      if (k === 'conveyed_before_acquired') {
        mineralDeed(f, bParty, cc, base, false, k, early);
        mineralDeed(f, feeParties(f, 'grantor', t), b, base, false);
      } else {
        mineralDeed(f, feeParties(f, 'grantor', t), b, base, false);
        f.t = plus(f.t, 200 + r.int(1200));
        if (r.chance(0.5)) {
          mineralDeed(f, bParty, cc, fmul(base, fr(2, 1)), false, k);
        } else {
          mineralDeed(f, bParty, cc, base, false);
          f.t = plus(f.t, 200 + r.int(900));
          mineralDeed(f, bParty, buyer(f.t.y, r.pick(countyNames)), base, false, k);
        }
      }
      f.unsevered = fsub(f.unsevered, base);
    }
    f.frozen = true;
    f.gap = null;
    return true;
  };

  // ---------------------------------------------------------- the clock
  for (const f of farms) first(f);
  const leaseFrom = TX ? 1901 : IA ? 1950 : SC ? 1962 : 9999;
  for (let guard = 0; guard < 5000 && docs.length < target; guard++) {
    const live = farms.filter((f) => !f.done);
    if (!live.length) {
      farms.push(newFarm(r.pick(A.counties), 1, { y: 1870 + r.int(60), m: 1 + r.int(12), d: 1 + r.int(28) }));
      first(farms[farms.length - 1]);
      continue;
    }
    const f = live.reduce((a, b) => (iso(b.t) < iso(a.t) ? b : a));
    f.t = plus(f.t, f.lease ? 300 + r.int(2500) : 365 * (4 + r.int(14)) + r.int(300));
    if (iso(f.t) > iso(LAST) || (f.made >= f.budget + 4 && !f.gap)) { f.done = true; continue; }
    const y = f.t.y;
    if (f.gap && y >= f.gapYear && plant(f)) continue;
    // deaths of the old
    const oldest = [...f.fee, ...(f.frozen ? [] : f.severed.map((h) => h.p))].find((p) => !p.org && alive(p, f.t) && y - p.born > 60 + r.int(28));
    if (oldest && r.chance(0.55)) { death(f, oldest); continue; }
    if (f.fee.some((p) => !alive(p, f.t))) continue;
    const roll = r.next();
    if (f.frozen) {
      if (ME) { if (roll < 0.5) mortgage(f); else if (roll < 0.7 && y >= 1925) easement(f); else f.done = true; continue; }
      if (roll < 0.45) sale(f);
      else if (roll < 0.65) mortgage(f);
      else if (roll < 0.8 && y >= 1925) easement(f);
      continue;
    }
    if (f.fee.length > 1 && roll < 0.45) { if (heirsDeal(f)) continue; }
    const leasing = A.minerals && y >= leaseFrom && (TX ? 0.5 : 0.3);
    if (f.lease) {
      const age = y - f.lease.date.y;
      if (roll < 0.35 && age < 15) { assign(f); continue; }
      if (roll < 0.75 || age > 12) { release(f); continue; }
    } else if (leasing && roll < leasing) { lease(f); continue; }
    const r2 = r.next();
    if (A.minerals && !f.gap && y > 1905 && r2 < (TX ? 0.25 : 0.12)) sellMinerals(f);
    else if (r2 < 0.5) sale(f);
    else if (r2 < 0.75 || y < 1925) mortgage(f);
    else easement(f);
  }
  // gaps not yet planted when the package filled
  for (const f of farms) for (let i = 0; f.gap && i < 8; i++) {
    f.t = plus(f.t, 200 + r.int(400));
    if (f.fee.some((p) => !alive(p, f.t))) break;
    plant(f);
  }
  return { name: pkgName, docs, links, gaps };
}
