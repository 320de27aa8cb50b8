// Held-out set C (issue 10): whole packages of recorded instruments in wordings of their own, with
// the truth of every field, party, chain link and planted gap. The widest mix: Colorado, Wyoming,
// Montana, Utah, Nebraska, Arkansas, Mississippi, Louisiana (parish in `county`) and some Texas
// surveys, 1900-2020; printed forms with blanks filled, abstractors' typed entries, modern
// word-processed instruments with recording cover blocks, memoranda of lease, ratifications,
// correction deeds, term and non-participating royalty deeds, fiduciary and sheriff's deeds,
// partial releases, assignments of several leases with an Exhibit A.
//
// Truth conventions decided here (a title examiner's reading):
// - acres: a tract states its acreage in every instrument or in none (so one tract has one key);
// - a description "being the same land described in Book X, Page Y" always follows a full
//   description, so the truth tract is the full one (the reference adds nothing to the fields);
// - "Mary Jones, formerly Mary Smith": the party's name is the present one, "Mary Jones";
// - "ACME CO., by John Doe, its President" and "A, by B, attorney in fact" and "C, a minor, by D,
//   guardian": the company, the principal, the ward are the parties; officers, attorneys in fact,
//   guardians, executors' titles, sheriffs, notaries and preparers are not;
// - executor's, guardian's and sheriff's deeds are `other` (no warranty form of the enum fits) and
//   move the fee; in a sheriff's deed the judgment debtor whose title is sold is the grantor;
// - a correction deed repeats its original's link with `required: false` (the chain is whole
//   through the original); a ratification of lease is `other` and moves nothing;
// - a memorandum of lease is an `oil_and_gas_lease`; a partial release is a `release_of_lease`;
//   an NPRI deed is a `royalty_deed` in the mineral chain (as the graph generator does); a term
//   mineral deed is a `mineral_deed`;
// - an instrument with no dated line in its body has no execution_date (the acknowledgment date is
//   kept as acknowledgment_date); affidavits and probate decrees have no acknowledgment_date.
import type { DocCategory, EstateType, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGenerator, HeldoutLink, HeldoutGap, HeldoutPackage } from './documents-heldout-types.js';
import { seededRng, type SeededRng } from './rng.js';
import { tractKey, type ExpectedTract } from './documents-score.js';

type Rng = SeededRng;

const MEN = ['Amos', 'Basil', 'Cyrus', 'Delbert', 'Eldon', 'Ferris', 'Gideon', 'Hollis', 'Ivan', 'Jasper', 'Kermit', 'Lyle', 'Merle', 'Noble', 'Obed', 'Percy', 'Quentin', 'Rollo', 'Silas', 'Truman', 'Ulysses', 'Vernon', 'Wendell', 'Alvin', 'Burl', 'Calvin', 'Dale', 'Emmett', 'Grover', 'Hubert', 'Ira', 'Leroy', 'Morris', 'Norman', 'Russell', 'Stanley', 'Warren', 'Dwight', 'Glen', 'Keith'];
const WOMEN = ['Agnes', 'Beulah', 'Clara', 'Della', 'Elsie', 'Fern', 'Goldie', 'Hattie', 'Iva', 'Josie', 'Lena', 'Maude', 'Nellie', 'Olive', 'Pauline', 'Rosa', 'Stella', 'Tillie', 'Verna', 'Winifred', 'Juanita', 'Marjorie', 'Doris', 'Leona', 'Wilma', 'Imogene', 'Loretta', 'Arlene', 'Sharon', 'Donna'];
const MIDDLES_M = ['Abner', 'Boyd', 'Clyde', 'Dean', 'Everett', 'Franklin', 'Gale', 'Harlan', 'Irvin', 'Jay', 'Lee', 'Milo', 'Neal', 'Owen', 'Ray', 'Wayne'];
const MIDDLES_F = ['Ann', 'Belle', 'Dell', 'Fay', 'Jean', 'June', 'Kay', 'Lou', 'Mae', 'Pearl', 'Rae', 'Sue'];
const SURNAMES = ['Ashby', 'Bergstrom', 'Culpepper', 'Dahlquist', 'Eckhardt', 'Fairbanks', 'Gustafson', 'Halvorsen', 'Ingersoll', 'Jorgensen', 'Kimbrough', 'Lundgren', 'Magruder', 'Nordquist', 'Ostrander', 'Prewitt', 'Quarles', 'Rasmussen', 'Stuckey', 'Thibodeaux', 'Uhlig', 'Vanderpool', 'Weatherby', 'Youngblood', 'Abernathy', 'Boudreaux', 'Cheatham', 'Dinwiddie', 'Elkins', 'Fontenot', 'Gatlin', 'Hebert', 'Lachance', 'McCorkle', 'Nunley', 'Pettigrew', 'Rainwater', 'Satterfield', 'Tolliver', 'Whitsett', 'Ahlquist', 'Brubaker', 'Cottrell', 'Drummond', 'Esparza', 'Fugate', 'Hinojosa', 'Kohler', 'Landry', 'Mortensen'];
const STEMS = ['Rimrock', 'Big Horn', 'Powder River', 'Uinta', 'Sand Hills', 'Delta', 'Bayou', 'Wind River', 'Front Range', 'Yellowstone', 'Ozark', 'Natchez', 'Teton', 'Platte Valley', 'Sabine', 'Red Desert', 'Musselshell', 'Cane River', 'Granite Peak', 'Lone Tree'];
const KINDS: Array<[string, string]> = [['Oil Company', 'Oil Co.'], ['Petroleum Corporation', 'Petroleum Corp.'], ['Exploration, Inc.', 'Exploration, Incorporated'], ['Resources, LLC', 'Resources, L.L.C.'], ['Royalty Company', 'Royalty Co.'], ['Land Company', 'Land Co.'], ['Energy Corporation', 'Energy Corp.'], ['Minerals, Ltd.', 'Minerals, Limited']];
const LENDERS = ['Federal Land Bank of Omaha', 'First National Bank of Casper', 'Farmers State Bank', 'Citizens Bank and Trust Company', 'Delta Savings and Loan Association'];

interface Area {
  state: string;
  stateName: string;
  counties: string[];
  meridian: string[];
  rangeDir: 'W' | 'E';
  parish?: boolean;
  texas?: boolean;
}
const AREAS: Area[] = [
  { state: 'CO', stateName: 'Colorado', counties: ['Weld', 'Logan', 'Adams', 'Washington'], meridian: ['Sixth Principal Meridian', '6th P.M.', 'of the 6th P. M.'], rangeDir: 'W' },
  { state: 'WY', stateName: 'Wyoming', counties: ['Converse', 'Campbell', 'Natrona', 'Laramie'], meridian: ['Sixth Principal Meridian', '6th P.M.', '6th P. M.'], rangeDir: 'W' },
  { state: 'MT', stateName: 'Montana', counties: ['Richland', 'Roosevelt', 'Musselshell', 'Fallon'], meridian: ['Montana Principal Meridian', 'M.P.M.', 'P.M.M.'], rangeDir: 'E' },
  { state: 'UT', stateName: 'Utah', counties: ['Uintah', 'Duchesne', 'Carbon', 'Emery'], meridian: ['Salt Lake Base and Meridian', 'S.L.B.&M.', 'SLM'], rangeDir: 'E' },
  { state: 'NE', stateName: 'Nebraska', counties: ['Kimball', 'Cheyenne', 'Banner', 'Hitchcock'], meridian: ['Sixth Principal Meridian', '6th P.M.', 'of the 6th P.M.'], rangeDir: 'W' },
  { state: 'AR', stateName: 'Arkansas', counties: ['Columbia', 'Union', 'Lafayette', 'Ouachita'], meridian: ['Fifth Principal Meridian', '5th P.M.', '5th P. M.'], rangeDir: 'W' },
  { state: 'MS', stateName: 'Mississippi', counties: ['Adams', 'Wilkinson', 'Jasper', 'Wayne'], meridian: ['Washington Meridian', 'Choctaw Meridian', 'W.M.'], rangeDir: 'E' },
  { state: 'LA', stateName: 'Louisiana', counties: ['Caddo', 'De Soto', 'Claiborne', 'Bossier'], meridian: ['Louisiana Meridian', 'La. Mer.', 'L.M.'], rangeDir: 'W', parish: true },
  { state: 'TX', stateName: 'Texas', counties: ['Loving', 'Reeves', 'Pecos', 'Winkler'], meridian: [], rangeDir: 'W', texas: true },
];
const TX_SURVEYS = [['T&P RR Co.', 'Texas & Pacific Railway Company', 'T. & P. Ry. Co.'], ['H&TC RR Co.', 'Houston & Texas Central Railroad Company', 'H. & T. C. R.R. Co.'], ['PSL', 'Public School Land', 'P.S.L.'], ['G&MMB&A', 'Gulf, Mississippi & Matagorda Bay & Atlantic', 'G. & M. M. B. & A.']];

interface Person {
  id: string;
  org: boolean;
  first: string;
  middle: string;
  last: string;
  suffix: '' | 'Jr.' | 'Sr.' | 'III';
  female: boolean;
  spouse: Person | null;
  /** A woman's married surname, and from which year she signs by it. */
  married?: string;
  marriedYear?: number;
  /** Organisations: the two ways it writes its name. */
  names?: [string, string];
  sovereign?: boolean;
  residence: string;
}

interface Tract {
  truth: ExpectedTract;
  area: Area;
  /** Word form of the aliquot ("South Half of the Northeast Quarter"). */
  words: string | null;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n: number): string => (n < 20 ? ONES[n] : n < 100 ? TENS[Math.floor(n / 10)] + (n % 10 ? '-' + ONES[n % 10] : '') : `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ' and ' + words(n % 100) : ''}`);
const cap = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ord = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth'];

function iso(y: number, m: number, d: number) {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function addDays(date: string, n: number): string {
  const t = new Date(`${date}T00:00:00Z`).getTime() + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}
function yearWords(y: number): string {
  const c = Math.floor(y / 100);
  const rest = y % 100;
  if (c === 20) return `two thousand${rest ? ' ' + words(rest) : ''}`;
  return `${words(c)} hundred${rest ? r0(rest) : ''}`;
  function r0(n: number) {
    return ` and ${words(n)}`;
  }
}

/** One date as an instrument writes it; `style` picks the form. */
function fmtDate(r: Rng, date: string, modern: boolean): string {
  const [y, m, d] = date.split('-').map(Number);
  const mon = MONTHS[m - 1];
  const forms = modern
    ? [`${mon} ${d}, ${y}`, date, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, `${ord(d)} day of ${mon}, ${y}`, `${d} ${mon} ${y}`]
    : [`the ${ord(d)} day of ${mon}, A.D. ${y}`, `${mon} ${ord(d)}, ${y}`, `${m}/${d}/${String(y).slice(2)}`, `the ${ORD_WORDS[d]} day of ${mon}, A.D. ${yearWords(y)}`, `${ord(d)} of ${mon} ${y}`, `${mon} ${d}, ${y}`, `${mon.length > 5 ? mon.slice(0, 3) + '.' : mon} ${d}, ${y}`];
  return r.pick(forms);
}

const ALIQ_WORD: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
function aliquotWords(a: string): string {
  return a
    .split(' ')
    .reverse()
    .map((p) => {
      const [dir, n] = p.split('/');
      return `${ALIQ_WORD[dir]} ${n === '2' ? 'Half' : 'Quarter'}`;
    })
    .reverse()
    .join(' of the ');
}
function aliquotSym(r: Rng, a: string): string {
  const f = r.int(4);
  if (f === 0) return a;
  if (f === 1) return a.replace(/\/2/g, '½').replace(/\/4/g, '¼');
  if (f === 2) return a.replace(/\/2/g, '1/2').replace(/\/4/g, '1/4');
  return a.replace(/ /g, '');
}
const acresText = (r: Rng, a: number) => {
  const s = Number.isInteger(a) ? String(a) : a.toFixed(2);
  return r.pick([`containing ${s} acres, more or less`, `(${s} acres)`, `containing ${s} acres of land, more or less`, `${s} ac., m/l`, `${cap(words(Math.floor(a)))} (${s}) acres, more or less`]);
};

function newTract(r: Rng, area: Area, used: Set<string>): Tract {
  for (;;) {
    const county = r.pick(area.counties);
    if (area.texas) {
      if (r.chance(0.3)) {
        const who = `${r.pick(['A. B.', 'J. W.', 'Wm.', 'R. H.'])} ${r.pick(SURNAMES)}`;
        const abstract = String(100 + r.int(1800));
        const acres = r.pick([80, 120, 160, 200.5, 320]);
        const truth: ExpectedTract = { state: 'TX', county, section: null, township: null, range: null, aliquot: null, survey: `${who} Survey`, abstract, block: null, lot: null, acres };
        if (used.has(tractKey(truth))) continue;
        used.add(tractKey(truth));
        return { truth, area, words: null };
      }
      const sv = r.pick(TX_SURVEYS);
      const aliquot = r.pick(['ALL', 'N/2', 'S/2', 'E/2', 'W/2']);
      const acres = aliquot === 'ALL' ? 640 : 320;
      const truth: ExpectedTract = { state: 'TX', county, section: String(1 + r.int(48)), township: null, range: null, aliquot, survey: `${sv[0]} Survey`, abstract: String(200 + r.int(6000)), block: String(1 + r.int(70)), lot: null, acres };
      if (used.has(tractKey(truth))) continue;
      used.add(tractKey(truth));
      return { truth, area, words: sv[1] };
    }
    const kind = r.int(10);
    let aliquot: string | null;
    let lot: string | null = null;
    let acres: number;
    if (kind < 5) {
      aliquot = r.pick(['NE/4', 'NW/4', 'SE/4', 'SW/4', 'N/2', 'S/2', 'E/2 SW/4', 'W/2 NE/4', 'S/2 NE/4', 'N/2 SE/4', 'NE/4 NW/4', 'SW/4 SE/4']);
      acres = aliquot.includes(' ') ? (aliquot.split(' ')[0].endsWith('/2') ? 80 : 40) : aliquot.endsWith('/2') ? 320 : 160;
    } else if (kind < 7) {
      const l = r.pick([['1', '2'], ['3', '4'], ['1', '2', '3']]);
      lot = l.join(', ');
      aliquot = r.pick(['S/2 NE/4', 'S/2 NW/4', 'E/2 SW/4', 'SE/4 NE/4']);
      acres = Math.round((l.length * (36 + r.next() * 6) + (aliquot.split(' ').length === 2 && aliquot.startsWith('S/2') ? 80 : aliquot.startsWith('E/2') ? 80 : 40)) * 100) / 100;
    } else if (kind < 8) {
      lot = String(1 + r.int(7));
      aliquot = null;
      acres = Math.round((30 + r.next() * 14) * 100) / 100;
    } else {
      aliquot = 'ALL';
      acres = 640;
    }
    const section = String(kind >= 8 ? r.pick([16, 36, 1 + r.int(36)]) : 1 + r.int(36));
    const truth: ExpectedTract = { state: area.state, county, section, township: `${1 + r.int(40)}${r.chance(area.state === 'LA' || area.state === 'MS' || area.state === 'AR' ? 0.6 : 0.85) ? 'N' : 'S'}`, range: `${1 + r.int(60)}${area.rangeDir}`, aliquot, survey: null, abstract: null, block: null, lot, acres };
    if (used.has(tractKey(truth))) continue;
    used.add(tractKey(truth));
    return { truth, area, words: aliquot && aliquot !== 'ALL' ? aliquotWords(aliquot) : null };
  }
}

/** The land as one instrument writes it (several shapes); the truth stays `t.truth`. */
function describe(r: Rng, t: Tract, statesAcres: boolean, modern: boolean, mb = true): string {
  const tr = t.truth;
  const area = t.area;
  const where = area.parish
    ? r.pick([`in ${tr.county} Parish, Louisiana`, `situated in the Parish of ${tr.county}, State of Louisiana`, `${tr.county} Parish, La.`])
    : r.pick([`in ${tr.county} County, ${area.stateName}`, `situate in the County of ${tr.county} and State of ${area.stateName}`, `${tr.county} County, ${area.stateName}`, `lying and being in ${tr.county} County, State of ${area.stateName}`]);
  const ac = statesAcres && tr.acres !== null ? acresText(r, tr.acres) : '';
  if (area.texas) {
    if (!tr.section) {
      const base = `${tr.acres} acres of land, more or less, out of the ${tr.survey}, Abstract No. ${tr.abstract}, ${where}`;
      return statesAcres ? base : `all that certain tract of land out of the ${tr.survey}, A-${tr.abstract}, ${where}`;
    }
    const sv = TX_SURVEYS.find((s) => `${s[0]} Survey` === tr.survey)!;
    const svName = r.pick([`${sv[0]} Survey`, `${sv[2]} Survey`, `${sv[1]} Survey`]);
    const part = tr.aliquot === 'ALL' ? r.pick(['All of ', 'the whole of ', 'All of ']) : `the ${r.pick([aliquotWords(tr.aliquot!) + ` (${tr.aliquot})`, tr.aliquot!])} of `;
    return r.pick([
      `${part}Section ${tr.section}, Block ${tr.block}, ${svName}, Abstract ${tr.abstract}, ${where}${ac ? ', ' + ac : ''}`,
      `${part}Sec. ${tr.section}, Blk. ${tr.block}, ${svName}, A-${tr.abstract}, ${where}${ac ? ', ' + ac : ''}`,
      `${ac ? ac.replace(/^containing /, '').replace(/^\(|\)$/g, '') + ', being ' : ''}${part}Survey ${tr.section} in Block No. ${tr.block}, Certificate ${100 + Number(tr.abstract) % 900}, ${svName}, Abstract No. ${tr.abstract}, ${where}`,
    ]);
  }
  const sec = Number(tr.section);
  const twpN = parseInt(tr.township!, 10);
  const twpD = tr.township!.endsWith('N') ? 'North' : 'South';
  const rngN = parseInt(tr.range!, 10);
  const rngD = tr.range!.endsWith('W') ? 'West' : 'East';
  const mer = r.pick(area.meridian);
  const lots = tr.lot ? tr.lot.split(', ') : [];
  const lotsWord = (sym: boolean) =>
    lots.length === 1 && !tr.aliquot
      ? r.pick([`Government Lot ${lots[0]}`, `Lot ${lots[0]}`, `Government Lot ${cap(words(Number(lots[0])))} (${lots[0]})`])
      : sym
        ? `Lots ${lots.slice(0, -1).join(', ')} and ${lots[lots.length - 1]}`
        : `Lots ${lots.slice(0, -1).map((l) => `${cap(words(Number(l)))} (${l})`).join(', ')} and ${cap(words(Number(lots[lots.length - 1])))} (${lots[lots.length - 1]})`;
  const aliqPart = (sym: boolean) => {
    const a = tr.aliquot === 'ALL' ? (sym ? 'All of' : 'All of') : tr.aliquot ? (sym ? aliquotSym(r, tr.aliquot) : `the ${t.words} (${tr.aliquot})`) : '';
    if (lots.length && tr.aliquot) return `${lotsWord(sym)} and the ${sym ? a : a.replace(/^the /, '')}`;
    if (lots.length) return lotsWord(sym);
    return a;
  };
  const of = (s: string) => (s === 'All of' ? 'All of ' : s + ' of ');
  const form = r.int(modern ? 4 : 6);
  let body: string;
  if (form === 0) body = `${of(aliqPart(false))}Section ${cap(words(sec))} (${sec}), Township ${cap(words(twpN))} (${twpN}) ${twpD}, Range ${cap(words(rngN))} (${rngN}) ${rngD} of the ${area.meridian[0]}, ${where}`;
  else if (form === 1) body = `${of(aliqPart(true))}Sec. ${sec}, Twp. ${twpN} ${twpD[0]}., Rge. ${rngN} ${rngD[0]}., ${mer}, ${where}`;
  else if (form === 2) body = `${aliqPart(true)} Sec. ${sec}-${tr.township}-${tr.range}, ${where}`;
  else if (form === 3) body = `Township ${tr.township!.replace(/(\d+)/, '$1 ')}, Range ${tr.range!.replace(/(\d+)/, '$1 ')}, ${mer}\n    Section ${sec}: ${aliqPart(true)}\n${where}`;
  else if (form === 4) body = `${of(aliqPart(true))}Section ${sec}, in Township ${twpN} ${twpD} of Range ${rngN} ${rngD}, ${mer}, ${where}`;
  else body = `${of(aliqPart(false))}Section ${cap(words(sec))}, T. ${twpN} ${twpD[0]}., R. ${rngN} ${rngD[0]}., ${where}`;
  if (mb && r.chance(0.12) && tr.aliquot && !lots.length && tr.aliquot !== 'ALL') {
    const calls = `Beginning at an iron pin at the ${r.pick(['northeast', 'southwest', 'northwest'])} corner thereof; thence ${r.pick(['South', 'North'])} 0°${r.int(60)}' ${r.pick(['East', 'West'])} along the section line ${(1320 * (1 + r.int(2))).toFixed(2)} feet; thence ${r.pick(['West', 'East'])} ${(1320 * (1 + r.int(2))).toFixed(2)} feet; thence to the point of beginning, said tract being more particularly known as `;
    body = calls + body;
  }
  return ac ? (r.chance(0.5) ? `${body}, ${ac}` : `${body}\n${ac}`) : body;
}

export const heldoutC: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < packages; k++) out.push(onePackage(seed * 1009 + k * 7919 + 17, k, docsPerPackage));
  return out;
};
export default heldoutC;

interface Mention {
  person: Person;
  role: Role;
  /** How this instrument writes the name (natural order); also the truth name. */
  name: string;
  /** A descriptor after the name ("a single man", "a Delaware corporation"). */
  desc: string;
  /** The officer or agent signing for it, not a party. */
  agent?: string;
}

function onePackage(seed: number, k: number, target: number): HeldoutPackage {
  const r = seededRng(seed);
  let nP = 0;
  let nDoc = 0;
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const areas = [r.pick(AREAS), r.pick(AREAS), r.pick(AREAS)];
  const used = new Set<string>();

  const residence = (area: Area) => (area.parish ? `${r.pick(area.counties)} Parish, Louisiana` : `${r.pick(area.counties)} County, ${area.stateName}`);
  const people: Person[] = [];
  const newPerson = (area: Area, over: Partial<Person> = {}): Person => {
    const female = over.female ?? r.chance(0.3);
    const p: Person = { id: `C${k}P${++nP}`, org: false, first: female ? r.pick(WOMEN) : r.pick(MEN), middle: female ? r.pick(MIDDLES_F) : r.pick(MIDDLES_M), last: r.pick(SURNAMES), suffix: '', female, spouse: null, residence: residence(area), ...over };
    people.push(p);
    return p;
  };
  const couple = (area: Area, year: number): Person => {
    // Sometimes a namesake: a new person with the name of one met long before or far away.
    const old = people.filter((p) => !p.female && !p.org && !p.suffix);
    const h = old.length && r.chance(0.08) ? newPerson(area, { female: false, first: r.pick(old).first, middle: '', last: '' }) : newPerson(area, { female: false });
    if (!h.last) {
      const twin = old.find((p) => p.first === h.first)!;
      h.middle = twin.middle;
      h.last = twin.last;
    }
    if (r.chance(0.65)) {
      const w = newPerson(area, { female: true, last: h.last });
      h.spouse = w;
      w.spouse = h;
    }
    void year;
    return h;
  };
  const companies: Person[] = STEMS.map((stem, i) => {
    const [a, b] = KINDS[(i * 3 + k) % KINDS.length];
    return { id: `C${k}-${stem}`, org: true, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, names: [`${stem} ${a}`, `${stem} ${b}`], residence: '' };
  });
  const lessees = [r.pick(companies), r.pick(companies), r.pick(companies), r.pick(companies)];
  const sovereign = (area: Area): Person => ({ id: `C${k}-S-${area.texas ? 'TX' : 'US'}`, org: true, sovereign: true, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, names: area.texas ? ['State of Texas', 'State of Texas'] : ['United States of America', 'United States of America'], residence: '' });

  /** The name as one instrument writes it (natural order), with a descriptor. */
  const nameOf = (p: Person, year: number, role: Role, modern: boolean): { name: string; desc: string; agent?: string } => {
    if (p.org) {
      if (p.sovereign) return { name: p.names![0], desc: '' };
      const name = r.chance(0.6) ? p.names![0] : p.names![1];
      const desc = r.pick(['', '', `a ${r.pick(['Delaware', 'Colorado', 'Texas', 'Wyoming', 'Louisiana'])} ${name.includes('LLC') || name.includes('L.L.C.') ? 'limited liability company' : 'corporation'}`]);
      return { name, desc, agent: `${r.pick(MEN)} ${r.pick(['A.', 'R.', 'T.', 'W.'])} ${r.pick(SURNAMES)}, its ${r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Manager'])}` };
    }
    const last = p.married && p.marriedYear! <= year ? p.married : p.last;
    const sfx = p.suffix ? `, ${p.suffix}` : '';
    const form = r.int(modern ? 6 : 8);
    let name: string;
    if (form < 2) name = `${p.first} ${p.middle[0]}. ${last}${sfx}`;
    else if (form === 2) name = `${p.first} ${p.middle} ${last}${sfx}`;
    else if (form === 3) name = `${p.first[0]}. ${p.middle[0]}. ${last}${sfx}`;
    else if (form === 4) name = `${p.first} ${last}${sfx}`;
    else name = `${p.first} ${p.middle[0]}. ${last}${sfx}`;
    let desc = '';
    if (p.married && p.marriedYear! <= year && r.chance(0.6)) desc = `formerly ${p.first} ${p.last}`;
    else if (role !== 'heir' && role !== 'decedent' && role !== 'other' && r.chance(0.4)) {
      if (p.female) desc = p.spouse ? r.pick(['his wife', 'wife of the above', 'a married woman']) : r.pick(['a widow', 'a feme sole', 'a single woman']);
      else desc = p.spouse ? r.pick(['a married man', 'and wife']) : r.pick(['a single man', 'a widower', 'a bachelor']);
      if (desc === 'and wife' || desc.includes('wife')) desc = p.female ? 'his wife' : 'a married man';
    }
    return { name, desc };
  };

  const header = (modern: boolean) => {
    if (!modern) return '';
    return r.pick([
      `Prepared by and after recording return to:\n${r.pick(SURNAMES)} & ${r.pick(SURNAMES)}, P.C.\n${100 + r.int(900)} ${r.pick(['Main', 'Center', 'Wolcott', 'Grand'])} Street\n\n`,
      `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\nLand Department\nP.O. Box ${1000 + r.int(9000)}\n\n`,
      `This instrument prepared by: ${r.pick(MEN)} ${r.pick(SURNAMES)}, Attorney at Law\n\n`,
    ]);
  };

  interface DocSpec {
    cat: DocCategory;
    title: string;
    tracts: Array<{ t: Tract; acres: boolean }>;
    parties: Array<{ person: Person; role: Role }>;
    estates: EstateType[];
    year: number;
    /** The body of the instrument after the parties are named (granting language etc.). */
    grant: (m: Mention[], land: string, when: { exec: string; eff: string | null }) => string;
    effective?: boolean;
    death?: string;
    noBodyDate?: boolean;
    noAck?: boolean;
    sovereign?: boolean;
  }

  const emit = (s: DocSpec): string => {
    const file = `c${k + 1}-${String(++nDoc).padStart(3, '0')}.txt`;
    const modern = s.year >= 1985 && r.chance(0.75);
    const m0 = 1 + r.int(12);
    const d0 = 1 + r.int(28);
    const exec = iso(s.year, m0, d0);
    const ack = s.noAck || s.cat === 'patent' || s.cat === 'affidavit_of_heirship' || s.cat === 'probate' ? null : r.chance(0.7) ? exec : addDays(exec, 1 + r.int(4));
    const rec = s.cat === 'patent' ? addDays(exec, 60 + r.int(900)) : addDays(ack ?? exec, 2 + r.int(20));
    const eff = s.effective ? iso(s.year, m0, 1) : null;
    const noBodyDate = !!s.noBodyDate && ack !== null;
    const mentions: Mention[] = s.parties.map((p) => ({ person: p.person, role: p.role, ...nameOf(p.person, s.year, p.role, modern) }));
    const land = s.tracts.length === 1 ? describe(r, s.tracts[0].t, s.tracts[0].acres, modern) : 'the lands described in Exhibit "A" attached hereto and made a part hereof';
    let body = s.grant(mentions, land, { exec: fmtDate(r, exec, modern), eff: eff ? fmtDate(r, eff, modern) : null });
    const [ey, em, ed] = exec.split('-').map(Number);
    if (noBodyDate) body = body.replace(/\{DATED([^}]*)\}/g, (_, pre: string) => (pre.startsWith('_') ? '____ day of ____________, 19___' : ''));
    else body = body.replace(/\{DATED([^}]*)\}/g, (_, pre: string) => (pre.startsWith('_') ? `__${ord(ed)}__ day of ___${MONTHS[em - 1]}___, ${r.chance(0.5) ? `19_${String(ey).slice(2)}_` : `A.D. ${ey}`}` : `${pre}${fmtDate(r, exec, modern)}`));
    // Signature block, acknowledgment, recording.
    const signers = mentions.filter((m) => ['grantor', 'lessor', 'assignor', 'other'].includes(m.role) || (s.cat === 'release_of_lease' && m.role === 'lessee'));
    const sigLines = signers
      .filter((m) => !(s.cat === 'affidavit_of_heirship' && m.role !== 'other'))
      .filter((m) => !(s.cat === 'release_of_lease' && m.role === 'lessor'))
      .filter((m) => !(s.cat === 'deed_of_trust' && m.role === 'other'))
      .filter((m) => !m.person.sovereign && s.title !== "Sheriff's Deed")
      .map((m) => (m.person.org ? `${m.name.toUpperCase()}\n\nBy: ______________________\n    ${m.agent}` : `______________________________\n${r.chance(0.3) ? m.name.toUpperCase() : m.name}`))
      .join('\n\n');
    const notary = `${r.pick(WOMEN)} ${r.pick(SURNAMES)}`;
    const county = s.tracts[0].t.truth.county;
    const st = s.tracts[0].t.area;
    let ackText = '';
    if (ack) {
      const who = signers.filter((m) => !m.person.sovereign).map((m) => (m.person.org ? m.agent!.replace(/, its /, ', as ') + ` of ${m.name}` : m.name));
      ackText = r.pick([
        `STATE OF ${st.stateName.toUpperCase()}\t)\n\t\t\t) ss.\n${st.parish ? 'PARISH' : 'COUNTY'} OF ${county!.toUpperCase()}\t)\n\nThe foregoing instrument was acknowledged before me on ${fmtDate(r, ack, modern)}, by ${who.join(' and ')}.\n\nWitness my hand and official seal.\n\n${notary}, Notary Public\nMy commission expires: ${fmtDate(r, addDays(ack, 700 + r.int(700)), modern)}`,
        `ACKNOWLEDGMENT\n\nBefore me, the undersigned, a Notary Public in and for said County and State, on this ${fmtDate(r, ack, false).replace(/^the /, '')}, personally appeared ${who.join(', ')}, to me known to be the identical person(s) who executed the within and foregoing instrument, and acknowledged to me that they executed the same as their free and voluntary act and deed.\n\n(SEAL)\t\t\t\t${notary}\n\t\t\t\tNotary Public`,
        `Subscribed and acknowledged before me this ${ack.slice(8)}th day of ${MONTHS[Number(ack.slice(5, 7)) - 1]}, ${ack.slice(0, 4)}, by ${who.join(' and ')}.\n/s/ ${notary}\nNotary Public`.replace(/(\D)0(\d)th/, '$1$2th').replace(/\b(1|21)th/, '$1st').replace(/\b(2|22)th/, '$1nd').replace(/\b(3|23)th/, '$1rd'),
      ]);
    }
    const book = String(10 + r.int(900));
    const page = String(1 + r.int(700));
    const recNo = `${rec.slice(0, 4)}${String(r.int(99999)).padStart(6, '0')}`;
    const clerk = `${r.pick(MEN)} ${r.pick(SURNAMES)}`;
    const stamp = r.pick([
      `Filed for record ${fmtDate(r, rec, modern)}, at ${1 + r.int(11)}:${String(r.int(60)).padStart(2, '0')} o'clock ${r.pick(['A', 'P'])}.M., and recorded in Book ${book} of ${r.pick(['Deeds', 'Records', 'Miscellaneous', 'Oil and Gas Leases'])}, page ${page}.\n${clerk}, ${st.parish ? 'Clerk of Court' : 'County Clerk and Recorder'}`,
      `RECEPTION NO. ${recNo}  ${rec.slice(5, 7)}/${rec.slice(8)}/${rec.slice(0, 4)} ${1 + r.int(11)}:${String(r.int(60)).padStart(2, '0')} PM\nBK ${book} PG ${page}  Pages: ${1 + r.int(4)}\n${county!.toUpperCase()} ${st.parish ? 'PARISH' : 'COUNTY'}, ${st.state}   ${clerk.toUpperCase()}, RECORDER`,
      `STATE OF ${st.stateName.toUpperCase()}, ${st.parish ? 'Parish' : 'County'} of ${county}: I hereby certify that this instrument was filed for record in my office on ${fmtDate(r, rec, modern)} and duly recorded in Vol. ${book}, Page ${page}.\n${clerk}, Clerk\nBy ${r.pick(WOMEN)} ${r.pick(SURNAMES)}, Deputy`,
    ]);
    const stampTop = modern && r.chance(0.6);
    const exhibit =
      s.tracts.length > 1
        ? `\n\nEXHIBIT "A"\nAttached to and made a part of that certain ${s.title} ${noBodyDate ? '' : 'dated ' + fmtDate(r, exec, modern)}\n\n` +
          s.tracts.map((x, i) => `${i + 1}.\t${describe(r, x.t, x.acres, modern, false).replace(/\n/g, ' ')}`).join('\n')
        : '';
    const text = `${stampTop ? stamp + '\n\n' : ''}${header(modern)}${body}\n\n${sigLines}${ackText ? '\n\n' + ackText : ''}${exhibit}${stampTop ? '' : '\n\n' + stamp}\n`;
    const truth = {
      file,
      doc_category: s.cat,
      governing_date: eff ?? (noBodyDate ? rec : exec),
      dates: { execution_date: noBodyDate ? null : exec, effective_date: eff, acknowledgment_date: ack, recording_date: rec, ...(s.death ? { death_date: s.death } : {}) },
      parties: mentions.map((m) => ({ name: m.name, role: m.role })),
      tracts: s.tracts.map((x) => ({ ...x.t.truth, acres: x.acres ? x.t.truth.acres : null })),
      conveys_fee: s.estates.includes('fee'),
      estate_types_conveyed: s.estates,
    };
    docs.push({ text, truth, persons: mentions.map((m) => m.person.id) });
    return file;
  };

  // Name lists in running text: "A, B and C".
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const withDesc = (m: Mention) => (m.desc ? `${m.name}, ${m.desc}` : m.name);
  const res = (m: Mention) => (m.person.org || m.person.sovereign || !m.person.residence ? '' : r.pick(['', `, of ${m.person.residence}`, ` of ${m.person.residence.replace(/ County,/, ' Co.,')}`]));
  const partyText = (ms: Mention[], style: number): string => {
    if (ms.length === 0) return '';
    if (style === 1 && ms.length > 1) return `${ms[0].name} et ${ms.length === 2 && ms[1].person === ms[0].person.spouse ? (ms[0].person.female ? 'vir' : 'ux') : 'al'}.`;
    if (style === 2) return ms.map((m) => `${m.person.org ? m.name.toUpperCase() : caption(m.name)}`).join('; ');
    return list(ms.map((m) => withDesc(m) + res(m)));
  };
  const caption = (name: string) => {
    const m = /^(.*?) ([^ ,]+)(, (?:Jr\.|Sr\.|III))?$/.exec(name);
    if (!m) return name.toUpperCase();
    return `${m[2]}, ${m[1]}${m[3] ? m[3] : ''}`.toUpperCase();
  };
  const consideration = () => r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'the sum of One Dollar ($1.00) and other valuable considerations', ((n: number) => `${cap(words(n))} Dollars ($${n}.00)`)((1 + r.int(9)) * 100), 'TEN AND NO/100 DOLLARS ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged']);

  /** The usual shapes of a two-sided instrument: printed form, typed deed, modern deed, abstract entry, description-first. */
  const twoSided = (title: string, verb: string, fromRole: Role, toRole: Role, extra: (m: Mention[]) => string) => (m: Mention[], land: string, when: { exec: string; eff: string | null }) => {
    const from = m.filter((x) => x.role === fromRole);
    const to = m.filter((x) => x.role === toRole);
    const others = m.filter((x) => x.role !== fromRole && x.role !== toRole);
    const style = r.int(5);
    const effLine = when.eff ? r.pick([` effective as of 7:00 a.m. on ${when.eff}`, `, to be effective ${when.eff}`, ` (Effective Date: ${when.eff})`]) : '';
    const xt = extra(m);
    const fromNames = partyText(from, r.chance(0.25) && from.length > 1 ? 1 : 0);
    const toNames = partyText(to, 0);
    void others;
    if (style === 0) {
      // Printed form with blanks filled.
      return `${title.toUpperCase()}\n(Form ${100 + r.int(800)}—${r.pick(['Bradford Publishing Co., Denver', 'Hall-Brown Legal Blanks', 'Poor Man\'s Printing', 'Mills Stationery'])})\n\nTHIS INDENTURE, Made this {DATED_____ }, between ${fromNames}, of the first part, and __${toNames}__, of the second part${effLine},\n\nWITNESSETH, that the said part__ of the first part, for and in consideration of the sum of ${consideration()}, to __them__ in hand paid, do__ ${verb} unto the said part__ of the second part, ${r.pick(['their', 'its', 'his'])} heirs, successors and assigns forever, all of the following described lands, to wit:\n\n${land}\n\n${xt}`;
    }
    if (style === 1) {
      // Abstractor's entry.
      return `No. ${1 + r.int(300)}.\t${title.toUpperCase()}.\n${cap(fromRole)}: ${from.map((x) => withDesc(x)).join(', and ')}\n${cap(toRole)}: ${to.map((x) => withDesc(x)).join(', and ')}\n{DATEDDated: }\nFiled: (see below)\nConsideration: $${(1 + r.int(50)) * 10}.00\n${when.eff ? 'Effective: ' + when.eff + '\n' : ''}Conveys: ${land}\n${xt}\nAcknowledged: yes.`;
    }
    if (style === 2) {
      // Modern word-processed.
      return `${title.toUpperCase()}\n\n${cap(fromRole)}: ${partyText(from, 0)}\n${cap(toRole)}: ${partyText(to, r.chance(0.5) ? 2 : 0)}\n{DATEDExecution Date: }\n${when.eff ? 'Effective Date: ' + when.eff + '\n' : ''}\nFor ${consideration()}, ${cap(fromRole)} hereby ${verb} to ${cap(toRole)} the following described property (the "Property"):\n\n${land}\n\n${xt}`;
    }
    if (style === 3) {
      // Description first, parties named after.
      return `${title.toUpperCase()}\n\nThe following described real property, to-wit:\n\n${land}\n\nis hereby ${fromRole === 'lessor' ? 'leased and let' : fromRole === 'assignor' ? 'assigned and transferred' : verb.includes('quitclaim') ? 'remised, released and quitclaimed' : verb.includes('easement') ? 'burdened with a right-of-way easement granted' : r.pick(['granted, bargained, sold and conveyed', 'conveyed', 'sold and conveyed'])} by ${fromNames}${effLine}, unto ${toNames}, for ${consideration()}.\n{DATEDSigned } \n${xt}`;
    }
    // Narrative typed deed; the date only in the closing line.
    return `${title.toUpperCase()}\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat ${fromNames}, hereinafter called ${cap(fromRole)}, for and in consideration of ${consideration()}, paid by ${toNames}, hereinafter called ${cap(toRole)}, do${from.length > 1 ? '' : 'es'} hereby ${verb} unto the said ${cap(toRole)}${effLine}:\n\n${land}\n\n${xt}\n\n{DATEDIN WITNESS WHEREOF, this instrument is executed }.`;
  };

  const reservationText = (frac: number) => (frac === 1 ? r.pick(['SAVE AND EXCEPT all of the oil, gas and other minerals in and under said land, which are reserved unto Grantors.', 'Grantors reserve unto themselves all oil, gas and other minerals.']) : r.pick(['There is excepted and reserved unto the Grantors an undivided one-half (1/2) interest in and to all oil, gas and other minerals.', 'Less and except 50% of the minerals, which Grantor retains.']));
  const fracText = (f: number) => {
    const d = [2, 4, 8, 16, 32, 3, 6].find((q) => Math.abs(Math.round(f * q) - f * q) < 1e-9) ?? 64;
    const n = Math.round(f * d);
    const fr = `${n}/${d}`;
    if (n === d) return r.pick(['all (100%) of Grantor\'s interest', 'all of the right, title and interest', '100%']);
    const den: Record<number, string> = { 2: 'half', 3: 'third', 4: 'fourth', 6: 'sixth', 8: 'eighth', 16: 'sixteenth', 32: 'thirty-second', 64: 'sixty-fourth' };
    const w = `${cap(words(n))}-${den[d]}${n > 1 && d !== 2 ? 's' : ''}`;
    return r.pick([`an undivided ${w} (${fr}) interest`, `an undivided ${fr} interest`, `${(f * 100).toFixed(f * 100 === Math.round(f * 100) ? 0 : 3)}%`, `${fr}ths`.replace(/ths$/, '') + ' undivided interest']);
  };

  const nTracts = 3 + r.int(6);
  const perTract = Math.max(4, Math.round(target / nTracts));
  const pool: Person[] = [];
  const activeLeases: Array<{ tract: Tract; acres: boolean; lessee: Person; lessors: Person[]; year: number }> = [];
  let lastYear = 1900;

  for (let ti = 0; ti < nTracts; ti++) {
    const area = areas[ti % areas.length];
    const tract = newTract(r, area, used);
    const acres = r.chance(0.7);
    const tk = tractKey({ ...tract.truth, acres: acres ? tract.truth.acres : null });
    const T = [{ t: tract, acres }];
    const start = docs.length;
    let year = 1900 + r.int(35);
    const span = 2020 - year;
    const stepMax = Math.max(2, Math.floor((span * 2) / perTract));
    const dead = new Set<string>();
    const link = (estate: EstateType, doc: string, from: Person[], to: Person[], required = true) => {
      for (const f of from) for (const t of to) links.push({ tract: tk, estate, doc, from: f.id, to: t.id, required });
    };
    const spousesOf = (hs: Person[]) => hs.flatMap((h) => (h.spouse && !hs.includes(h.spouse) && !dead.has(h.spouse.id) && !h.spouse.org ? [h.spouse] : []));
    const side = (hs: Person[], role: Role) => [...hs.map((p) => ({ person: p, role })), ...spousesOf(hs).map((p) => ({ person: p, role }))];
    const buyer = (): Person => {
      if (pool.length && r.chance(0.25)) {
        const p = r.pick(pool);
        if (!dead.has(p.id) && !p.org) return p;
      }
      const p = couple(area, year);
      pool.push(p);
      return p;
    };
    let fee: Person[];
    let unsevered = 1;
    const minerals = new Map<Person, number>();
    let lease: { lessors: Person[]; spouses: Person[]; lessee: Person } | null = null;
    let lastDeed: { file: string; from: Person[]; to: Person[]; cat: DocCategory } | null = null;
    const plantGap = r.chance(0.3);
    const plantAt = 2 + r.int(4);
    let planted = false;

    // The first link: a patent or a first deed.
    if (r.chance(0.5)) {
      const gov = sovereign(area);
      const pat = buyer();
      const d = emit({
        cat: 'patent', title: area.texas ? 'Patent' : 'Patent', tracts: T, parties: [{ person: gov, role: 'grantor' }, { person: pat, role: 'grantee' }], estates: ['fee'], year, noAck: true,
        grant: (m, land) => area.texas
          ? `THE STATE OF TEXAS\nPATENT No. ${100 + r.int(900)}, Vol. ${1 + r.int(40)}\n\nKnow All Men by These Presents: That by virtue of the laws of the State, I, the Governor of the State of Texas, do hereby grant to ${m[1].name}, ${r.pick(['assignee', 'his heirs or assigns'])}, the land here described:\n\n${land}\n\n{DATEDIn testimony whereof I have caused the Seal of the State to be affixed, at the City of Austin, on }.`
          : `THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, a Certificate of the Register of the Land Office at ${r.pick(['Buffalo', 'Lewistown', 'Salt Lake City', 'Sterling', 'North Platte', 'Camden', 'Jackson', 'Natchitoches'])} has been deposited in the General Land Office, whereby it appears that, pursuant to the Act of Congress of May 20, 1862, "To Secure Homesteads to Actual Settlers on the Public Domain," the claim of ${m[1].name} has been established and duly consummated, in conformity to law, for ${land};\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said claimant the tract of Land above described; TO HAVE AND TO HOLD the said tract unto the said claimant and to the heirs and assigns of the said claimant forever.\n\n{DATEDIN TESTIMONY WHEREOF, I, ${r.pick(['Theodore Roosevelt', 'William H. Taft', 'Woodrow Wilson', 'Warren G. Harding', 'Calvin Coolidge'])}, President of the United States of America, have caused these letters to be made Patent. Given under my hand, at the City of Washington, }.\nBy the President: ${r.pick(MEN)} ${r.pick(SURNAMES)}, Secretary.\nRecorded, Vol. ${1 + r.int(30)}, page ${1 + r.int(400)}.`,
      });
      link('fee', d, [gov], [pat]);
      fee = [pat];
    } else {
      const first = couple(area, year);
      const g = buyer();
      const d = emit({ cat: 'warranty_deed', title: 'Warranty Deed', tracts: T, parties: [...side([first], 'grantor'), { person: g, role: 'grantee' }], estates: ['fee'], year, noBodyDate: r.chance(0.15), grant: twoSided('Warranty Deed', r.pick(['grant, bargain, sell and convey', 'convey and warrant', 'grant, bargain and sell']), 'grantor', 'grantee', () => r.pick(['TO HAVE AND TO HOLD the same, together with all and singular the appurtenances thereunto belonging.', 'And the Grantors do covenant that they are lawfully seized and will WARRANT AND DEFEND the title to said premises.', ''])) });
      link('fee', d, [first], [g]);
      link('fee', d, spousesOf([first]), [g], false);
      fee = [g];
    }

    while (docs.length - start < perTract && year < 2016) {
      year += 1 + r.int(stepMax);
      if (year > 2019) break;
      const mh = [...minerals.entries()].filter(([p, f]) => f > 1e-9 && !dead.has(p.id)).map(([p]) => p);
      if (plantGap && !planted && docs.length - start >= plantAt) {
        planted = true;
        const kind = r.int(3);
        if (kind === 0) {
          const stranger = couple(area, year);
          const to = buyer();
          const estate: EstateType = r.chance(0.5) ? 'fee' : 'mineral';
          const d = emit({
            cat: estate === 'fee' ? 'quitclaim_deed' : 'mineral_deed', title: estate === 'fee' ? 'Quit Claim Deed' : 'Mineral Deed', tracts: T, parties: [...side([stranger], 'grantor'), { person: to, role: 'grantee' }], estates: [estate], year,
            grant: estate === 'fee' ? twoSided('Quit Claim Deed', 'remise, release and quitclaim', 'grantor', 'grantee', () => '') : twoSided('Mineral Deed', 'grant, sell, convey, assign and deliver', 'grantor', 'grantee', () => `${fracText(0.5)} in and to all of the oil, gas and other minerals in and under the above land.`),
          });
          link(estate, d, [stranger], [to]);
          link(estate, d, spousesOf([stranger]), [to], false);
          gaps.push({ tract: tk, estate, kind: 'grantor_never_received', doc: d });
          continue;
        }
        if (kind === 1 && (unsevered > 0.25 || mh.length)) {
          const x = newPerson(area, { female: false });
          const z = buyer();
          const from = unsevered > 0.25 ? fee : [mh[0]];
          const f = unsevered > 0.25 ? 0.25 : minerals.get(mh[0])!;
          const mk = () => twoSided('Mineral Deed', 'grant, bargain, sell and convey', 'grantor', 'grantee', () => `${fracText(f)} in and to the oil, gas and other minerals in, on and under the above described land.`)
            ;
          const early = emit({ cat: 'mineral_deed', title: 'Mineral Deed', tracts: T, parties: [{ person: x, role: 'grantor' }, { person: z, role: 'grantee' }], estates: ['mineral'], year, grant: mk() });
          year += 2;
          const late = emit({ cat: 'mineral_deed', title: 'Mineral Deed', tracts: T, parties: [...side(from, 'grantor'), { person: x, role: 'grantee' }], estates: ['mineral'], year, grant: mk() });
          link('mineral', late, from, [x]);
          link('mineral', late, spousesOf(from), [x], false);
          link('mineral', early, [x], [z]);
          gaps.push({ tract: tk, estate: 'mineral', kind: 'conveyed_before_acquired', doc: early });
          if (unsevered > 0.25) unsevered -= f;
          else minerals.set(mh[0], 0);
          minerals.set(z, (minerals.get(z) ?? 0) + f);
          continue;
        }
        if (mh.length) {
          const h = mh[0];
          const held = minerals.get(h)!;
          const f = Math.min(1, held * 2);
          if (f > held + 1e-9) {
            const to = buyer();
            const d = emit({ cat: 'mineral_deed', title: 'Mineral Deed', tracts: T, parties: [...side([h], 'grantor'), { person: to, role: 'grantee' }], estates: ['mineral'], year, grant: twoSided('Mineral Deed', 'sell, assign, transfer and set over', 'grantor', 'grantee', () => `${fracText(f)} of, in and to all of the oil, gas and other minerals in and under said lands.`) });
            link('mineral', d, [h], [to]);
            link('mineral', d, spousesOf([h]), [to], false);
            gaps.push({ tract: tk, estate: 'mineral', kind: 'conveyed_more_than_held', doc: d });
            minerals.set(h, 0);
            minerals.set(to, held);
            continue;
          }
        }
        planted = false;
      }
      const roll = r.next();
      if (roll < 0.24) {
        // A sale of the land, in one of several deed forms.
        const to = r.chance(0.2) ? [buyer(), buyer()] : [buyer()];
        if (to.length === 2 && to[0] === to[1]) to.pop();
        for (let i = 0; i < to.length; i++) if (fee.includes(to[i]) || spousesOf(fee).includes(to[i])) to[i] = couple(area, year); // never sells to a co-owner or their spouse
        const reserve = unsevered > 0 && r.chance(0.3) ? r.pick([0.5, 1]) : 0;
        const form = r.int(10);
        const fromPeople = fee.filter((p) => !p.org);
        const sheriff = form === 9 && fee.length === 1 && !fee[0].org;
        const cat: DocCategory = sheriff ? 'other' : form < 4 ? 'warranty_deed' : form < 6 ? 'special_warranty_deed' : form < 8 ? 'quitclaim_deed' : 'warranty_deed';
        const title = sheriff ? "Sheriff's Deed" : cat === 'warranty_deed' ? r.pick(['Warranty Deed', 'General Warranty Deed', 'Statutory Warranty Deed', 'Warranty Deed—Joint Tenancy']) : cat === 'special_warranty_deed' ? r.pick(['Special Warranty Deed', 'Special Warranty Deed', 'Limited Warranty Deed']) : r.pick(['Quitclaim Deed', 'Quit Claim Deed']);
        const tenancy = to.length > 1 ? r.pick([', as joint tenants with right of survivorship and not as tenants in common', ', as tenants in common, each an undivided one-half interest', '']) : '';
        const parties = sheriff ? [{ person: fee[0], role: 'grantor' as Role }, ...to.map((p) => ({ person: p, role: 'grantee' as Role }))] : [...side(fee, 'grantor'), ...to.map((p) => ({ person: p, role: 'grantee' as Role }))];
        const grant = sheriff
          ? (m: Mention[], land: string) => `SHERIFF'S DEED\n\nWHEREAS, in a certain action in the District Court of ${tract.truth.county} ${area.parish ? 'Parish' : 'County'}, wherein ${r.pick(LENDERS)} was plaintiff and ${m[0].name} was defendant, judgment was rendered against said defendant, and an execution issued thereon, under which I, ${r.pick(MEN)} ${r.pick(SURNAMES)}, Sheriff of said ${area.parish ? 'Parish' : 'County'}, levied upon and sold at public auction all the right, title and interest of the said ${m[0].name} in and to the land hereinafter described, to ${list(m.slice(1).map((x) => x.name))}, the highest and best bidder${m.length > 2 ? 's' : ''};\n\nNOW, THEREFORE, I, the said Sheriff, do hereby grant and convey unto the said purchaser${m.length > 2 ? 's' : ''} all the right, title and interest which the said ${m[0].name} had in and to:\n\n${land}\n\n{DATEDWitness my hand this }.\n\n______________________\nSheriff`
          : twoSided(title, cat === 'quitclaim_deed' ? 'remise, release and forever quitclaim' : r.pick(['grant, bargain, sell and convey', 'convey and warrant', 'grant and convey']), 'grantor', 'grantee', () => `${tenancy ? `TO HOLD unto the Grantees${tenancy}.\n` : ''}${reserve ? reservationText(reserve) : ''}${r.chance(0.25) && lastDeed ? `\nBeing the same land conveyed to Grantor by instrument recorded in Book ${10 + r.int(500)}, Page ${1 + r.int(600)}.` : ''}`);
        const d = emit({ cat, title, tracts: T, parties, estates: ['fee'], year, noBodyDate: r.chance(0.12), noAck: sheriff, grant });
        link('fee', d, fee, to);
        if (!sheriff) link('fee', d, spousesOf(fee), to, false);
        void fromPeople;
        if (reserve) {
          const kept = reserve * unsevered;
          for (const g of fee) minerals.set(g, (minerals.get(g) ?? 0) + kept / fee.length);
          unsevered -= kept;
        }
        lastDeed = { file: d, from: fee, to, cat };
        fee = to;
        // A correction deed now and then: same parties, same land, the original's link again.
        if (!sheriff && r.chance(0.12)) {
          year += 1;
          const cd = emit({ cat: cat === 'quitclaim_deed' ? 'quitclaim_deed' : 'warranty_deed', title: 'Correction Deed', tracts: T, parties, estates: ['fee'], year, grant: twoSided(`Correction ${cat === 'quitclaim_deed' ? 'Quitclaim' : 'Warranty'} Deed`, 'grant and convey', 'grantor', 'grantee', () => `This Correction Deed is given to correct the legal description in that certain deed between the same parties recorded in Book ${10 + r.int(500)}, Page ${1 + r.int(600)}, in which the land was erroneously described, and is made in lieu thereof.`) });
          link('fee', cd, lastDeed.from, to, false);
        }
      } else if (roll < 0.4) {
        // Mineral, term mineral or royalty (NPRI) deed.
        const fromFee = unsevered > 0.1 && (r.chance(0.6) || !mh.length);
        if (!fromFee && !mh.length) continue;
        const from = fromFee ? fee : [r.pick(mh)];
        const held = fromFee ? unsevered : minerals.get(from[0])!;
        const f = r.chance(0.5) ? held : held / 2;
        let to = r.chance(0.3) ? r.pick(companies) : buyer();
        if (from.includes(to) || spousesOf(from).includes(to)) to = couple(area, year); // never to a grantor
        const royalty = r.chance(0.2);
        const term = !royalty && r.chance(0.2);
        const rf = r.pick([1 / 2, 1 / 4, 1 / 16, 1 / 32]);
        const title = royalty ? r.pick(['Royalty Deed', 'Conveyance of Non-Participating Royalty Interest', 'Royalty Deed (Non-Participating)']) : term ? 'Term Mineral Deed' : r.pick(['Mineral Deed', 'Mineral and Royalty Deed', 'Conveyance of Mineral Interest']);
        const d = emit({
          cat: royalty ? 'royalty_deed' : 'mineral_deed', title, tracts: T, parties: [...side(from, 'grantor'), { person: to, role: 'grantee' }], estates: ['mineral'], year, noBodyDate: r.chance(0.1),
          grant: twoSided(title, r.pick(['grant, sell, convey, assign and deliver', 'grant, bargain, sell and convey', 'transfer and assign']), 'grantor', 'grantee', () =>
            royalty
              ? `${rf === 1 / 2 ? 'an undivided one-half (1/2) of the royalty' : `an undivided ${rf === 1 / 4 ? '1/4' : rf === 1 / 16 ? 'one-sixteenth (1/16)' : '1/32'} royalty interest`} in and to all oil, gas and other minerals produced from the above land, the same being a non-participating royalty interest; Grantee shall not participate in the bonus, delay rentals or the executive right to lease.`
              : `${fracText(f)} in and to all of the oil, gas and other minerals in and under and that may be produced from said land${term ? `, for a term of ${r.pick(['fifteen (15)', 'ten (10)', '20'])} years from the date hereof and as long thereafter as oil, gas or other minerals are produced therefrom` : ''}.`),
        });
        link('mineral', d, from, [to]);
        link('mineral', d, spousesOf(from), [to], false);
        if (!royalty) {
          if (fromFee) unsevered -= f;
          else minerals.set(from[0], held - f);
          minerals.set(to, (minerals.get(to) ?? 0) + f);
        }
      } else if (roll < 0.56) {
        // A death: affidavit of heirship, probate decree, or a will with an executor's deed after.
        const cands = [...fee.filter((p) => !p.org), ...mh.filter((p) => !p.org)];
        if (!cands.length) continue;
        const dec = r.pick(cands);
        if (dead.has(dec.id)) continue;
        const testate = !!dec.spouse && !dead.has(dec.spouse.id) && fee.includes(dec) && fee.length === 1 && r.chance(0.35);
        const heirs: Person[] = [];
        if (dec.spouse && !dead.has(dec.spouse.id)) heirs.push(dec.spouse);
        if (!testate) {
          const kids = 1 + r.int(3);
          for (let i = 0; i < kids; i++) {
            const junior = !dec.female && i === 0 && !dec.suffix && r.chance(0.3);
            const kid = newPerson(area, junior ? { female: false, first: dec.first, middle: dec.middle, last: dec.last, suffix: 'Jr.' } : { last: dec.last });
            if (kid.female && r.chance(0.5)) {
              kid.married = r.pick(SURNAMES);
              kid.marriedYear = year + 2 + r.int(8);
            }
            heirs.push(kid);
            pool.push(kid);
          }
          if (heirs.some((h) => h.suffix === 'Jr.')) dec.suffix = r.chance(0.5) ? 'Sr.' : '';
        }
        const death = iso(year - 1, 1 + r.int(12), 1 + r.int(28)); // a year before the instrument's year: always before it
        const holdsFee = fee.includes(dec);
        const holdsMin = (minerals.get(dec) ?? 0) > 1e-9;
        const estates: EstateType[] = [...(holdsFee ? ['fee' as const] : []), ...(holdsMin && !holdsFee ? ['mineral' as const] : [])];
        const cat: DocCategory = testate || r.chance(0.45) ? 'probate' : 'affidavit_of_heirship';
        const affiant = newPerson(area);
        const deathText = (modern: boolean) => fmtDate(r, death, modern);
        const parties = [{ person: dec, role: 'decedent' as Role }, ...heirs.map((h) => ({ person: h, role: 'heir' as Role })), ...(cat === 'affidavit_of_heirship' ? [{ person: affiant, role: 'other' as Role }] : [])];
        const d = emit({
          cat, title: cat === 'probate' ? 'Decree' : 'Affidavit of Heirship', tracts: T, parties, estates, year, death,
          grant: (m, land) => {
            const dm = m[0];
            const hs = m.filter((x) => x.role === 'heir');
            if (cat === 'probate') {
              return `IN THE ${r.pick(['DISTRICT', 'COUNTY', 'CHANCERY'])} COURT OF ${tract.truth.county!.toUpperCase()} ${area.parish ? 'PARISH' : 'COUNTY'}, ${area.stateName.toUpperCase()}\n\nIN THE MATTER OF THE ESTATE OF ${dm.name.toUpperCase()}, DECEASED.\t\tNo. P-${100 + r.int(9000)}\n\n${testate ? 'ORDER ADMITTING WILL TO PROBATE AND DECREE OF DISTRIBUTION' : r.pick(['DECREE OF FINAL DISTRIBUTION', 'JUDGMENT OF POSSESSION', 'DECREE DETERMINING HEIRSHIP'])}\n\nNow on this day the Court finds that ${dm.name} died ${testate ? 'testate' : 'intestate'} on ${deathText(false)}, a resident of ${dm.person.residence}; ${testate ? `that by ${dm.person.female ? 'her' : 'his'} Last Will and Testament the decedent devised all of ${dm.person.female ? 'her' : 'his'} property to ${hs[0].name}, who was appointed ${hs[0].person.female ? 'Executrix' : 'Executor'}` : `that the heirs at law of the decedent are ${list(hs.map((h) => `${h.name}, ${h.person === dm.person.spouse ? (h.person.female ? 'widow' : 'surviving husband') : h.person.female ? 'daughter' : 'son'}`))}`}.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the following property of the decedent, to-wit:\n\n${land}\n\nbe and the same is hereby ${r.pick(['assigned and distributed', 'vested'])} ${testate ? `in ${hs[0].name}` : `in said heirs according to their interests`}.\n\n{DATEDDone in open court }.\n\n______________________\nJudge`;
            }
            const af = m.find((x) => x.role === 'other')!;
            return `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF ${area.stateName.toUpperCase()}\n${area.parish ? 'PARISH' : 'COUNTY'} OF ${tract.truth.county!.toUpperCase()}\n\n${af.name}, being first duly sworn, upon oath deposes and says: that affiant was well acquainted with ${dm.name}${r.pick(['', ', also known as ' + dm.person.first[0] + '. ' + dm.person.middle[0] + '. ' + dm.person.last])}, hereinafter "Decedent", for ${5 + r.int(30)} years; that Decedent died on ${deathText(false)}, owning an interest in:\n\n${land}\n\nthat Decedent left no will; that Decedent was married ${dm.person.spouse ? `but once, to ${hs.find((h) => h.person === dm.person.spouse)?.name ?? 'a spouse who predeceased Decedent'}` : 'and the spouse predeceased Decedent'}; that the only children born to Decedent were ${list(hs.filter((h) => h.person !== dm.person.spouse).map((h) => h.name))}, all of whom are living and of age; and that the foregoing are all of the heirs at law of Decedent.\n\n______________________\n${af.name}\n\n{DATEDSubscribed and sworn to before me }.\n${r.pick(WOMEN)} ${r.pick(SURNAMES)}, Notary Public`;
          },
        });
        dead.add(dec.id);
        if (holdsFee) {
          link('fee', d, [dec], heirs);
          fee = [...fee.filter((p) => p !== dec), ...heirs];
        }
        if (holdsMin) {
          link('mineral', d, [dec], heirs);
          const share = minerals.get(dec)!;
          minerals.set(dec, 0);
          for (const h of heirs) minerals.set(h, (minerals.get(h) ?? 0) + share / heirs.length);
        }
        if (testate && heirs.length === 1 && r.chance(0.7)) {
          // The executor, sole devisee, sells: an executor's deed.
          year += 1;
          const ex = heirs[0];
          const to = buyer();
          const xd = emit({
            cat: 'other', title: "Executor's Deed", tracts: T, parties: [{ person: ex, role: 'grantor' }, { person: to, role: 'grantee' }], estates: ['fee'], year,
            grant: (m, land) => `${ex.female ? 'EXECUTRIX' : 'EXECUTOR'}'S DEED\n\nThis Deed is made by ${m[0].name}, as ${ex.female ? 'Executrix' : 'Executor'} of the Estate of ${dec.first} ${dec.middle[0]}. ${dec.last}, Deceased, and individually, Grantor, to ${withDesc(m[1])}, Grantee.\n\nPursuant to the powers conferred by the Last Will and Testament of the decedent, probated in Cause No. P-${100 + r.int(9000)}, and for ${consideration()}, Grantor conveys to Grantee:\n\n${land}\n\n{DATEDExecuted }.`,
          });
          link('fee', xd, [ex], [to]);
          fee = [to];
        }
      } else if (roll < 0.8) {
        if (!lease) {
          const lessors = [...(unsevered > 0.1 ? fee : []), ...mh.filter((p) => !p.org && !fee.includes(p))];
          if (!lessors.length) continue;
          const lessee = r.pick(lessees);
          const spouses = spousesOf(lessors);
          const memo = year >= 1975 && r.chance(0.4);
          const title = memo ? 'Memorandum of Oil and Gas Lease' : r.pick(['Oil and Gas Lease', 'Oil, Gas and Mineral Lease', 'Paid-Up Oil and Gas Lease', 'OIL AND GAS LEASE (Producers 88—Revised)']);
          const d = emit({
            cat: 'oil_and_gas_lease', title, tracts: T, parties: [...lessors.map((p) => ({ person: p, role: 'lessor' as Role })), ...spouses.map((p) => ({ person: p, role: 'lessor' as Role })), { person: lessee, role: 'lessee' }], estates: ['leasehold'], year, effective: r.chance(0.25),
            grant: memo
              ? (m, land, w) => `${title.toUpperCase()}\n\nNotice is hereby given that ${partyText(m.filter((x) => x.role === 'lessor'), 0)}, as Lessor, ${w.eff ? `has executed an Oil and Gas Lease effective ${w.eff}` : '{DATEDby an Oil and Gas Lease dated }'}, leased and let unto ${withDesc(m[m.length - 1])}, as Lessee, the following lands for a primary term of ${r.pick(['three (3)', 'five (5)', 'three'])} years and as long thereafter as oil or gas is produced:\n\n${land}\n\nThis Memorandum is executed for the purpose of placing the Lease of record; all terms are as set forth in the unrecorded Lease.`
              : twoSided(title, r.pick(['grant, demise, lease and let exclusively', 'lease and let', 'hereby grant, lease and let']), 'lessor', 'lessee', () => `for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil and gas, for a term of ${r.pick(['ten (10)', 'five (5)', 'three (3)'])} years and as long thereafter as oil or gas is produced. Lessee shall pay Lessor ${r.pick(['one-eighth (1/8)', '3/16ths', '20%', 'one-fifth (1/5)'])} of the oil produced and saved.`),
          });
          link('leasehold', d, lessors, [lessee]);
          link('leasehold', d, spouses, [lessee], false);
          lease = { lessors, spouses, lessee };
          if (r.chance(0.2)) {
            // A ratification by a mineral owner who did not sign: it moves nothing.
            const rat = mh.find((p) => !lessors.includes(p) && !p.org && !dead.has(p.id)) ?? [...minerals.keys()].find((p) => !lessors.includes(p) && !p.org && !dead.has(p.id));
            if (rat) {
              year += 1;
              emit({ cat: 'other', title: 'Ratification of Oil and Gas Lease', tracts: T, parties: [{ person: rat, role: 'lessor' }, { person: lessee, role: 'lessee' }], estates: [], year, grant: (m, land) => `RATIFICATION OF OIL AND GAS LEASE\n\nWHEREAS, ${list(lessors.map((p) => `${p.first} ${p.last}`))}, as Lessor, executed an Oil and Gas Lease to ${m[1].name}, as Lessee, covering:\n\n${land}\n\nNOW, THEREFORE, the undersigned, ${withDesc(m[0])}, owner of an interest in the minerals, does hereby ratify, adopt and confirm said lease in all its terms, and does hereby lease, demise and let said lands and ${r.pick(['his', 'her', 'my'])} interest therein unto Lessee upon the terms thereof.\n\n{DATEDSigned }.` });
            }
          }
        } else if (r.chance(0.55)) {
          let to = r.pick(lessees);
          if (to === lease.lessee) to = companies[(companies.indexOf(to) + 5) % companies.length];
          const d = emit({ cat: 'assignment_of_lease', title: 'Assignment of Oil and Gas Lease', tracts: T, parties: [{ person: lease.lessee, role: 'assignor' }, { person: to, role: 'assignee' }], estates: ['leasehold'], year, effective: r.chance(0.45), noBodyDate: r.chance(0.1), grant: twoSided(r.pick(['Assignment of Oil and Gas Lease', 'Assignment and Bill of Sale', 'Assignment']), r.pick(['assign, transfer and set over', 'sell, assign and convey']), 'assignor', 'assignee', () => `all of Assignor's right, title and interest in and to the Oil and Gas Lease recorded in Book ${10 + r.int(500)}, Page ${1 + r.int(600)}, insofar as it covers the lands described above, together with all wells and equipment thereon.`) });
          link('leasehold', d, [lease.lessee], [to]);
          lease.lessee = to;
        } else {
          const alive = lease.lessors.filter((p) => !dead.has(p.id));
          const aliveSp = lease.spouses.filter((p) => !dead.has(p.id) && !alive.includes(p));
          const partial = r.chance(0.35);
          const d = emit({
            cat: 'release_of_lease', title: partial ? 'Partial Release of Oil and Gas Lease' : 'Release of Oil and Gas Lease', tracts: T, parties: [{ person: lease.lessee, role: 'lessee' }, ...[...alive, ...aliveSp].map((p) => ({ person: p, role: 'lessor' as Role }))], estates: ['leasehold'], year,
            grant: (m, land) => {
              const lsr = m.filter((x) => x.role === 'lessor');
              return `${partial ? 'PARTIAL RELEASE OF OIL AND GAS LEASE' : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${withDesc(m[0])}, the owner and holder of that certain oil and gas lease ${lsr.length ? `from ${list(lsr.map((x) => x.name))}, as Lessor,` : ''} recorded in Book ${10 + r.int(500)}, Page ${1 + r.int(600)}, does hereby release, relinquish and surrender said lease ${partial ? 'INSOFAR AND ONLY INSOFAR as it covers the following lands, the lease remaining in force as to all other lands covered thereby' : 'in its entirety as to all lands covered thereby, to-wit'}:\n\n${land}\n\n{DATEDExecuted this }.`;
            },
          });
          link('leasehold', d, [lease.lessee], alive);
          link('leasehold', d, [lease.lessee], aliveSp, false);
          lease = null;
        }
      } else if (roll < 0.9) {
        // Instruments that move nothing: an easement or a mortgage deed of trust.
        const owner = fee[0];
        if (r.chance(0.5)) {
          const co = r.pick(companies);
          emit({ cat: 'easement', title: 'Right-of-Way Easement', tracts: T, parties: [{ person: owner, role: 'grantor' }, { person: co, role: 'grantee' }], estates: [], year, grant: twoSided(r.pick(['Right-of-Way Grant', 'Pipeline Easement', 'Right of Way Agreement']), 'grant a perpetual right-of-way and easement', 'grantor', 'grantee', () => 'to lay, maintain, operate and remove a pipeline for the transportation of oil, gas and water over and through the above land.') });
        } else {
          const trustee = newPerson(area, { female: false });
          const lender: Person = { id: `C${k}-L-${LENDERS.indexOf(LENDERS[ti % LENDERS.length])}`, org: true, first: '', middle: '', last: '', suffix: '', female: false, spouse: null, names: [LENDERS[ti % LENDERS.length], LENDERS[ti % LENDERS.length]], residence: '' };
          emit({
            cat: 'deed_of_trust', title: 'Deed of Trust', tracts: T, parties: [{ person: owner, role: 'grantor' }, { person: trustee, role: 'grantee' }, { person: lender, role: 'other' }], estates: [], year,
            grant: (m, land) => `${r.pick(['DEED OF TRUST', 'MORTGAGE DEED OF TRUST', 'DEED OF TRUST AND SECURITY AGREEMENT'])}\n\n{DATEDThis Deed of Trust is made }, by ${withDesc(m[0])}, Grantor, to ${m[1].name}, Trustee, for the benefit of ${m[2].name}, Beneficiary.\n\nTo secure the payment of a promissory note of even date in the principal sum of $${(5 + r.int(200)) * 1000}.00, Grantor hereby conveys to Trustee, in trust, with power of sale:\n\n${land}`,
          });
        }
      } else if (fee.length > 1 && fee.some((p) => p.suffix === '' && p.spouse === null && !p.org && !dead.has(p.id))) {
        // A guardian's deed: a minor heir's undivided share, by the guardian.
        const ward = fee.find((p) => p.suffix === '' && p.spouse === null && !p.org && !dead.has(p.id))!;
        const to = buyer();
        const d = emit({
          cat: 'other', title: "Guardian's Deed", tracts: T, parties: [{ person: ward, role: 'grantor' }, { person: to, role: 'grantee' }], estates: ['fee'], year,
          grant: (m, land) => `GUARDIAN'S DEED\n\nKNOW ALL MEN BY THESE PRESENTS, that ${m[0].name}, a minor, by ${r.pick(WOMEN)} ${r.pick(SURNAMES)}, ${r.pick(['guardian of the estate of said minor', 'duly appointed guardian'])}, acting under an order of the ${r.pick(['County', 'District', 'Chancery'])} Court authorizing the sale, for ${consideration()}, does grant and convey unto ${withDesc(m[1])} all of the undivided interest of said minor in and to:\n\n${land}\n\n{DATEDWitness the hand of said guardian }.`,
        });
        link('fee', d, [ward], [to]);
        fee = [...fee.filter((p) => p !== ward), to];
      }
    }
    lastYear = Math.max(lastYear, year);
    if (lease) activeLeases.push({ tract, acres, lessee: lease.lessee, lessors: lease.lessors, year });
  }

  // Several leases assigned at once, the tracts listed in an Exhibit A.
  const byLessee = new Map<Person, typeof activeLeases>();
  for (const l of activeLeases) byLessee.set(l.lessee, [...(byLessee.get(l.lessee) ?? []), l]);
  for (const [lessee, ls] of byLessee) {
    if (ls.length < 2) continue;
    const to = companies.find((c) => !lessees.includes(c))!;
    const year = Math.min(2020, Math.max(...ls.map((l) => l.year)) + 1);
    const d = emit({
      cat: 'assignment_of_lease', title: 'Assignment of Oil and Gas Leases', tracts: ls.map((l) => ({ t: l.tract, acres: l.acres })), parties: [{ person: lessee, role: 'assignor' }, { person: to, role: 'assignee' }], estates: ['leasehold'], year, effective: true,
      grant: (m, land, w) => `ASSIGNMENT OF OIL AND GAS LEASES\n\nThis Assignment, {DATEDdated } but effective ${w.eff ?? 'on the date of execution'}, is from ${withDesc(m[0])} ("Assignor") to ${withDesc(m[1])} ("Assignee").\n\nAssignor, for ${consideration()}, hereby assigns, transfers and conveys to Assignee all of Assignor's right, title and interest in and to the oil and gas leases covering ${land}, and in and to all wells, equipment and contracts relating thereto.`,
    });
    for (const l of ls) links.push({ tract: tractKey({ ...l.tract.truth, acres: l.acres ? l.tract.truth.acres : null }), estate: 'leasehold', doc: d, from: lessee.id, to: to.id, required: true });
  }
  void lastYear;
  return { name: `heldout-c-${k + 1}`, docs, links, gaps };
}

