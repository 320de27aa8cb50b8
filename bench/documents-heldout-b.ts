// Held-out generator B (issue 10): whole packages of recorded instruments written blind to the
// extraction rules, emphasis on Texas-style descriptions (railroad section surveys with blocks and
// abstracts, named original surveys) and modern instruments (1960-2020): printed oil and gas lease
// forms, assignments (partial, of record title, with an override reserved), releases, special
// warranty deeds, mineral and royalty deeds between companies, trustees, executors, LLCs, L.P.s, Inc.;
// some rectangular-survey tracts (New Mexico, Oklahoma, North Dakota) too.
//
// Truth conventions decided here (a title examiner's reading):
// - A party's truth name is the name as written in that instrument without capacity or marital
//   words ("a widower", "his wife", "as Trustee of ..."), in natural order ("SMITH, JOHN A." is
//   "John A. Smith"), suffix kept ("John A. Smith, Jr."). A trustee is the party (title is in the
//   trustee), a person id of its own, apart from John Doe individually; the truth name is "John
//   Doe" without the capacity, as the spec and the sample say ("Trustee" is a descriptor, not part
//   of the name; this generator first wrote "John Doe, Trustee of the Doe Family Trust"). An independent executor who signs a probate instrument is role `other`.
// - A spouse who only joins (does not hold) is a party with the holder's role; his or her link is
//   `required: false`, as in the graph generator.
// - Probate and affidavits of heirship move what the decedent held (fee → conveys_fee true,
//   ['fee']; minerals only → ['mineral']) from the decedent to each heir, all required.
// - A release links the releasing lessee back to each lessor of the lease (spouses not required).
// - Deeds of trust and easements are in the package but move no estate: no link.
// - An assignment with an overriding royalty reserved still moves the leasehold (one link).
// - A fee deed that reserves minerals moves only the fee (['fee'], conveys_fee true); the grantor
//   keeps the reserved minerals without any link. A royalty deed is counted as moving the
//   `mineral` estate (as the sample does).
// - Category `other` (affidavit of non-production, designation of pooled unit) and deeds of trust
//   and easements carry estate_types_conveyed [] and conveys_fee false.
// - Planted gaps (tracts 2, 6, ... of each package): a wild mineral deed by a stranger
//   (grantor_never_received, the stranger's link is still given, as in the sample), a mineral
//   conveyance dated before the deed that vests its grantor (conveyed_before_acquired, gap on the
//   early conveyance), a holder of a fraction conveying a larger one (conveyed_more_than_held).
// - Namesakes are made on purpose only (a man of the same full name born 40+ years later, the
//   text gives each one's county of residence); no accidental same names otherwise.
// - Not covered: labor-and-league descriptions, executors' deeds (executors only sign probate
//   orders), partial-depth or partial-acreage assignments (a "50% of working interest" assignment
//   is treated as moving the leasehold to the assignee, and later events follow the assignee).
// - An undated instrument (the date only in the acknowledgment) has execution_date null and its
//   governing date is the filing date: set A's convention and the spec's literal rule (effective,
//   else execution, else recording). This generator first took the acknowledgment date instead.
import type { EstateType, GapKind } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGap, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedDoc, type ExpectedTract } from './documents-score.js';
import { mulberry32 } from './rng.js';

type Rng = () => number;

const FIRST_M = ['James', 'Robert', 'Charles', 'Donald', 'Kenneth', 'Larry', 'Dwight', 'Gary', 'Ronald', 'Billy', 'Jerry', 'Travis', 'Wesley', 'Dale', 'Curtis', 'Floyd', 'Marvin', 'Homer', 'Lloyd', 'Raymond', 'Clifton', 'Jesse', 'Wade', 'Russell'];
const FIRST_F = ['Mary', 'Linda', 'Patricia', 'Barbara', 'Carolyn', 'Shirley', 'Judy', 'Glenda', 'Peggy', 'Wanda', 'Darlene', 'Norma', 'Frances', 'Juanita', 'Doris', 'Loretta', 'Bonnie', 'Evelyn'];
const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'L', 'M', 'N', 'R', 'S', 'T', 'W'];
const LAST = ['Hollingsworth', 'Stovall', 'McBride', 'Pennington', 'Yarbrough', 'Castleberry', 'Garza', 'Villarreal', 'Sandoval', 'Whitaker', 'Ashby', 'Faulkner', 'Kimbrough', 'Tidwell', 'Brannon', 'Lockhart', 'Musgrove', 'Prather', 'Renfro', 'Slaughter', 'Truitt', 'Womack', 'Dunnam', 'Eckols', 'Huckabee', 'Jernigan', 'Kincaid', 'Ledbetter', 'Maddux', 'Nettles', 'Ogletree', 'Pruneda'];
const CO_STEM = ['Caprock', 'Llano Estacado', 'Big Spring', 'Mesquite', 'Red Bluff', 'Pecos River', 'Concho', 'Horseshoe', 'Quail Ridge', 'Salt Flat', 'Yucca', 'Diamondback', 'Sandhills', 'Longhorn', 'Cimarron', 'Wolfbone', 'Delaware Basin', 'Tascosa', 'Palo Duro', 'Spraberry'];
const CO_KIND: Array<[string, string[]]> = [
  ['Oil Company', ['Oil Co.', 'Oil Company']],
  ['Energy, LLC', ['Energy, L.L.C.', 'Energy LLC', 'Energy, LLC']],
  ['Resources, L.P.', ['Resources, LP', 'Resources, L.P.', 'Resources L.P.']],
  ['Petroleum Corporation', ['Petroleum Corp.', 'Petroleum Corporation']],
  ['Minerals, Inc.', ['Minerals, Inc.', 'Minerals Inc.', 'Minerals, Incorporated']],
  ['Royalty Partners, Ltd.', ['Royalty Partners, Ltd.', 'Royalty Partners, Limited']],
  ['Exploration Company', ['Exploration Co.', 'Exploration Company']],
  ['Operating, Inc.', ['Operating, Inc.', 'Operating Inc.']],
];

type Kind = 'man' | 'woman' | 'company' | 'trustee' | 'sovereign';
interface Person {
  id: string;
  kind: Kind;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  /** the canonical name of the company / sovereign / trustee */
  full: string;
  variants: string[];
  spouse?: Person;
  county: string;
  born: number;
  /** one of two people of one name: the text always gives the residence */
  namesake?: boolean;
  died?: number;
}

interface RR { truth: string; long: string[] }
const RRS: RR[] = [
  { truth: 'T&P RR Co. Survey', long: ['T&P RR Co. Survey', 'T. & P. Ry. Co. Survey', 'Texas and Pacific Railway Company Survey', 'T&P Ry Co Survey'] },
  { truth: 'H&TC RR Co. Survey', long: ['H&TC RR Co. Survey', 'H. & T. C. R.R. Co. Survey', 'Houston and Texas Central Railroad Company Survey'] },
  { truth: 'GC&SF RR Co. Survey', long: ['GC&SF RR Co. Survey', 'G. C. & S. F. Ry. Co. Survey', 'Gulf, Colorado and Santa Fe Railway Company Survey'] },
  { truth: 'H&GN RR Co. Survey', long: ['H&GN RR Co. Survey', 'H. & G. N. R.R. Co. Survey', 'Houston and Great Northern Railroad Company Survey'] },
  { truth: 'T&NO RR Co. Survey', long: ['T&NO RR Co. Survey', 'T. & N. O. R.R. Co. Survey', 'Texas and New Orleans Railroad Company Survey'] },
];
const TX_COUNTIES = ['Reeves', 'Loving', 'Ward', 'Winkler', 'Pecos', 'Midland', 'Martin', 'Howard', 'Upton', 'Reagan', 'Glasscock', 'Andrews', 'Crane', 'Ector'];
const NAMED_SURVEYS = ['J. M. Hughes', 'Wm. Bledsoe', 'Juan Jose Flores', 'B. F. Carrington', 'Elias Hord', 'A. J. Nance', 'Thos. Caldwell', 'Maria de la Garza'];
const ALIQ: Array<[string, number, string[]]> = [
  ['ALL', 1, ['All of', 'ALL of', 'the whole of']],
  ['N/2', 0.5, ['the North One-Half (N/2) of', 'N/2 of', 'N½ of', 'the N 1/2 of']],
  ['S/2', 0.5, ['the South One-Half (S/2) of', 'S/2 of', 'S½ of', 'the S 1/2 of']],
  ['E/2', 0.5, ['the East One-Half (E/2) of', 'E/2 of', 'E½ of', 'the E 1/2 of']],
  ['W/2', 0.5, ['the West one-half (W/2) of', 'W/2 of', 'W½ of']],
  ['NE/4', 0.25, ['the Northeast Quarter (NE/4) of', 'NE/4 of', 'NE¼ of', 'the NE 1/4 of']],
  ['SW/4', 0.25, ['the Southwest Quarter (SW/4) of', 'SW/4 of', 'SW¼ of', 'the SW 1/4 of']],
  ['NW/4', 0.25, ['the Northwest Quarter (NW/4) of', 'NW/4 of', 'NW¼ of']],
  ['SE/4', 0.25, ['the Southeast Quarter (SE/4) of', 'SE/4 of', 'SE¼ of']],
];
const NUM_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen', 'Twenty', 'Twenty-one', 'Twenty-two', 'Twenty-three', 'Twenty-four', 'Twenty-five', 'Twenty-six', 'Twenty-seven', 'Twenty-eight', 'Twenty-nine', 'Thirty', 'Thirty-one', 'Thirty-two', 'Thirty-three', 'Thirty-four', 'Thirty-five', 'Thirty-six'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Tract {
  truth: ExpectedTract;
  key: string;
  describe: (r: Rng) => string;
}

/** A day as days since 1900-01-01 (UTC), printed as YYYY-MM-DD. */
function iso(day: number): string {
  return new Date(Date.UTC(1900, 0, 1) + day * 86400000).toISOString().slice(0, 10);
}
function dayOf(y: number, m: number, d: number): number {
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1900, 0, 1)) / 86400000);
}
function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

class Gen {
  r: Rng;
  nextId = 1;
  people: Person[] = [];
  constructor(seed: number) {
    this.r = mulberry32(seed);
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.r() * a.length)] as T;
  }
  chance(p: number): boolean {
    return this.r() < p;
  }

  date(day: number): string {
    const [y, m, d] = iso(day).split('-').map(Number) as [number, number, number];
    const mon = MONTHS[m - 1] as string;
    switch (this.int(0, 6)) {
      case 0: return `the ${ordinal(d)} day of ${mon}, ${y}`;
      case 1: return `the ${ordinal(d)} day of ${mon}, A.D. ${y}`;
      case 2: return `${mon} ${ordinal(d)}, ${y}`;
      case 3: return `${m}/${d}/${String(y).slice(2)}`;
      case 4: return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
      case 5: return `${d} ${mon} ${y}`;
      default: return `${mon} ${d}, ${y}`;
    }
  }

  person(kind: 'man' | 'woman', born: number, last?: string): Person {
    // no accidental namesakes: a first and last name is drawn again while somebody has it (or its initials)
    let first = this.pick(kind === 'man' ? FIRST_M : FIRST_F);
    let middle = this.pick(MIDDLE);
    let l = last ?? this.pick(LAST);
    for (let i = 0; i < 30 && this.people.some((p) => p.last === l && (p.first === first || p.first[0] === first[0])); i++) {
      first = this.pick(kind === 'man' ? FIRST_M : FIRST_F);
      middle = this.pick(MIDDLE);
      if (i > 15 && !last) l = this.pick(LAST);
    }
    const suffix = kind === 'man' && this.chance(0.12) ? this.pick(['Jr.', 'Sr.', 'III']) : '';
    return this.mk(kind, first, middle, l, suffix, born);
  }
  mk(kind: Kind, first: string, middle: string, last: string, suffix: string, born: number, full = ''): Person {
    const id = `P${String(this.nextId++).padStart(2, '0')}`;
    const sfx = suffix ? `, ${suffix}` : '';
    const name = full || `${first} ${middle}. ${last}${sfx}`;
    const variants = kind === 'man' || kind === 'woman' ? [name, `${first} ${last}${sfx}`, `${first[0]}. ${middle}. ${last}${sfx}`] : [name];
    const p: Person = { id, kind, first, middle, last, suffix, full: name, variants, county: this.pick(TX_COUNTIES), born };
    this.people.push(p);
    return p;
  }
  company(): Person {
    const stem = this.pick(CO_STEM);
    const [kind, alts] = this.pick(CO_KIND);
    const existing = this.people.find((p) => p.kind === 'company' && p.full === `${stem} ${kind}`);
    if (existing) return existing;
    const p = this.mk('company', '', '', '', '', 1900, `${stem} ${kind}`);
    p.variants = [p.full, ...alts.map((a) => `${stem} ${a}`)];
    return p;
  }
  couple(born: number): Person {
    const h = this.person('man', born);
    const w = this.person('woman', born + this.int(-3, 3), h.last);
    h.spouse = w;
    w.spouse = h;
    return h;
  }
  trustee(born: number): Person {
    const t = this.person(this.chance(0.5) ? 'man' : 'woman', born);
    const trust = this.pick([`${t.last} Family Trust`, `${t.first} ${t.middle}. ${t.last} Revocable Trust`, `${t.last} Children's Trust`]);
    const p = this.mk('trustee', t.first, t.middle, t.last, '', born, `${t.first} ${t.middle}. ${t.last}, Trustee of the ${trust}`);
    p.variants = [p.full];
    return p;
  }

  tract(county: string): Tract {
    const kind = this.int(0, 9);
    if (kind <= 4) {
      const rr = this.pick(RRS);
      const [aliq, frac, aliqWords] = this.pick(ALIQ);
      const section = this.int(1, 48);
      const block = this.chance(0.2) ? `C-${this.int(1, 30)}` : String(this.int(1, 80));
      const abstract = String(this.int(100, 6999));
      const town = rr.truth.startsWith('T&P') && this.chance(0.5) ? `${this.int(1, 7)}S` : null;
      const acres = 640 * frac;
      const truth: ExpectedTract = { state: 'TX', county, section: String(section), township: town, range: null, aliquot: aliq, survey: rr.truth, abstract, block, lot: null, acres };
      return {
        truth,
        key: tractKey(truth),
        describe: (r) => {
          const g = this.pick.bind(this);
          const sw = r() < 0.5 ? `Section ${section}` : `Section No. ${NUM_WORDS[section] ?? section} (${section})`;
          const bw = r() < 0.5 ? `Block ${block}` : `Block No. ${block}`;
          const tw = town ? (r() < 0.5 ? `, Township ${town[0]} South` : `, Twp. ${town}`) : '';
          const aw = r() < 0.5 ? `Abstract No. ${abstract}` : `A-${abstract}`;
          const acw = r() < 0.5 ? `${acres} acres, more or less` : `${acres} acres of land, more or less`;
          const sv = g(rr.long);
          switch (Math.floor(r() * 3)) {
            case 0: return `${g(aliqWords)} ${sw}, ${bw}${tw}, ${sv}, ${aw}, ${county} County, Texas, containing ${acw}.`;
            case 1: return `Being ${acw}, out of and a part of ${sv}, ${sw}, ${bw}${tw}, ${aw}, in ${county} County, Texas, being ${g(aliqWords).replace(/ of$/, '')} of said section.`;
            default: return `${aliq === 'ALL' ? 'ALL' : aliq} ${sw.replace('Section', 'Sec.')}, ${bw.replace('Block', 'Blk.')}${tw}, ${sv}, ${aw}, ${county} Co., TX (${acres} ac.)`;
          }
        },
      };
    }
    if (kind <= 6) {
      const name = this.pick(NAMED_SURVEYS);
      const abstract = String(this.int(10, 1800));
      const acres = this.pick([160, 177.5, 242.3, 80, 320, 96.25]);
      const truth: ExpectedTract = { state: 'TX', county, section: null, township: null, range: null, aliquot: null, survey: `${name} Survey`, abstract, block: null, lot: null, acres };
      return {
        truth,
        key: tractKey(truth),
        describe: (r) => {
          const feet = this.int(300, 2900);
          if (r() < 0.5) return `All that certain tract or parcel of land lying and being situated in ${county} County, Texas, being ${acres} acres of land, more or less, out of the ${name} Survey, Abstract No. ${abstract}, and being more particularly described by metes and bounds as follows: BEGINNING at a 1/2" iron rod found for the Northwest corner of this tract; THENCE North 89 deg. 52' East ${feet} feet to a point; THENCE South 0 deg. 11' East, with a fence, to the PLACE OF BEGINNING.`;
          return `${acres} acres, more or less, in the ${name} Survey, A-${abstract}, ${county} County, Texas, as more fully described in deed of record in the Deed Records of said County.`;
        },
      };
    }
    const st = this.pick([['NM', 'Lea', 'S', 'E', 'New Mexico Principal Meridian'], ['NM', 'Eddy', 'S', 'E', 'N.M.P.M.'], ['OK', 'Beckham', 'N', 'W', 'Indian Meridian'], ['ND', 'McKenzie', 'N', 'W', 'Fifth Principal Meridian']] as const);
    const [state, cty, ns, ew, mer] = st;
    const [aliq, frac, aliqWords] = this.pick(ALIQ.slice(1));
    const section = this.int(1, 36);
    const tn = this.int(state === 'ND' ? 140 : 10, state === 'ND' ? 155 : 26);
    const rn = this.int(state === 'ND' ? 95 : 20, state === 'ND' ? 104 : 36);
    const township = `${tn}${ns}`;
    const range = `${rn}${ew}`;
    const acres = 640 * frac;
    const stateName = { NM: 'New Mexico', OK: 'Oklahoma', ND: 'North Dakota' }[state];
    const truth: ExpectedTract = { state, county: cty, section: String(section), township, range, aliquot: aliq, survey: null, abstract: null, block: null, lot: null, acres };
    return {
      truth,
      key: tractKey(truth),
      describe: (r) => {
        switch (Math.floor(r() * 3)) {
          case 0: return `${this.pick(aliqWords)} Section ${NUM_WORDS[section] ?? section} (${section}), Township ${NUM_WORDS[tn] ?? tn} (${tn}) ${ns === 'S' ? 'South' : 'North'}, Range ${NUM_WORDS[rn] ?? rn} (${rn}) ${ew === 'E' ? 'East' : 'West'}, ${mer}, ${cty} County, ${stateName}, containing ${acres} acres, more or less`;
          case 1: return `${aliq.replace('/2', '½').replace('/4', '¼')} Sec. ${section}-${township}-${range}, ${cty} County, ${state} (${acres} acres)`;
          default: return `Township ${township}, Range ${range}, ${mer}\n     Section ${section}: ${aliq}\n${cty} County, ${stateName}\ncontaining ${acres} acres, more or less`;
        }
      },
    };
  }
}

// ---- instrument assembly -------------------------------------------------------------------

interface Party { p: Person; role: string; text: string; truth: string }
interface Draft {
  category: string;
  exec: number;
  ack: number | null;
  rec: number;
  eff: number | null;
  /** the body states no date of its own (only the acknowledgment's) */
  undated?: boolean;
  death?: number;
  parties: Party[];
  tract: Tract;
  conveysFee: boolean;
  estates: EstateType[];
}
interface Holder { p: Person; spouse: Person | null }
interface Lease { lessors: Holder[]; lessee: Person; doc: string }

const FRACS: Array<[number, string[]]> = [
  [1 / 2, ['an undivided one-half (1/2) interest', 'an undivided 1/2 interest', 'fifty percent (50%)', 'an undivided one-half']],
  [1 / 4, ['an undivided one-fourth (1/4) interest', 'an undivided 1/4th interest', 'twenty-five percent (25%)']],
  [3 / 8, ['an undivided three-eighths (3/8) interest', 'an undivided 3/8 interest']],
  [1 / 8, ['an undivided one-eighth (1/8) interest', 'an undivided 1/8 interest', '12.5%']],
  [3 / 4, ['an undivided three-fourths (3/4) interest', 'seventy-five percent (75%)']],
];

class PackageBuilder {
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  files = new Set<string>();
  book: number;
  constructor(readonly g: Gen) {
    this.book = g.int(300, 900);
  }

  /** One written name of a person (a variant) with its truth name. */
  party(p: Person, role: string, caps = false): Party {
    const g = this.g;
    if (p.kind === 'man' || p.kind === 'woman') {
      const v = g.pick(p.variants);
      if (g.chance(0.15)) {
        const sfx = p.suffix ? `, ${p.suffix}` : '';
        const rest = v.slice(0, v.length - sfx.length).split(' ');
        const text = `${(rest.pop() ?? '').toUpperCase()}, ${rest.join(' ').toUpperCase()}${sfx.toUpperCase()}`;
        return { p, role, text, truth: v };
      }
      return { p, role, text: caps ? v.toUpperCase() : v, truth: v };
    }
    if (p.kind === 'trustee') {
      const [who, trust] = p.full.split(', Trustee of the ') as [string, string];
      const t = g.pick([`${who}, as Trustee of the ${trust}`, `${who}, Trustee of the ${trust}`, `${who}, Trustee of the ${trust} u/a/d ${g.int(1, 12)}/${g.int(1, 28)}/${g.int(1985, 2005)}`]);
      return { p, role, text: caps ? t.toUpperCase() : t, truth: who };
    }
    const v = g.pick(p.variants);
    return { p, role, text: caps ? v.toUpperCase() : v, truth: v };
  }

  status(p: Person, joined: boolean): string {
    if (p.kind !== 'man' && p.kind !== 'woman') return '';
    const g = this.g;
    if (p.namesake) return `, of ${p.county} County, Texas`;
    if (joined) return g.pick([p.kind === 'woman' ? ', his wife' : ', her husband', ', joined herein pro forma by spouse'.replace('herein ', ''), '']);
    if (!p.spouse) return g.pick([p.kind === 'man' ? ', a single man' : ', a single woman', p.kind === 'man' ? ', a widower' : ', a widow', `, dealing in ${p.kind === 'man' ? 'his' : 'her'} sole and separate property`, '']);
    return g.pick([', a married person', '', ` of ${p.county} County, Texas`]);
  }

  /** "A and wife, B" style list of holders and joining spouses, filling `parties`. */
  holderList(hs: Holder[], role: string, parties: Party[], caps: boolean): string {
    const parts: string[] = [];
    for (const h of hs) {
      const a = this.party(h.p, role, caps);
      parties.push(a);
      let s = `${a.text}${this.status(h.p, false)}`;
      if (h.spouse) {
        const b = this.party(h.spouse, role, caps);
        parties.push(b);
        s = this.g.chance(0.5) ? `${a.text} and wife, ${b.text}` : `${a.text} and spouse, ${b.text}`;
        if (h.p.kind === 'woman') s = `${a.text} and husband, ${b.text}`;
      }
      parts.push(s);
    }
    return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
  }

  recStamp(d: Draft): string {
    const g = this.g;
    const y = Number(iso(d.rec).slice(0, 4));
    const n = `${y}-${String(g.int(100, 99999)).padStart(6, '0')}`;
    this.book += g.int(1, 9);
    const page = g.int(1, 800);
    const county = d.tract.truth.county ?? '';
    const st = d.tract.truth.state ?? '';
    return g.pick([
      `FILED FOR RECORD ${g.date(d.rec)} at ${g.int(8, 11)}:${String(g.int(0, 59)).padStart(2, '0')} o'clock A.M.\nRecorded in Vol. ${this.book}, Page ${page}, ${d.category === 'oil_and_gas_lease' ? 'Oil and Gas Records' : 'Official Public Records'} of ${county} County, ${st}.\n${g.pick(LAST).toUpperCase()}, County Clerk   By ________ Deputy`,
      `Doc# ${n}   Bk ${this.book} Pg ${page}   Recorded ${iso(d.rec).slice(5, 7)}/${iso(d.rec).slice(8)}/${y}   ${county.toUpperCase()} COUNTY ${st}`,
      `I hereby certify that this instrument was FILED on the date and at the time stamped hereon by me and was duly RECORDED in the Official Public Records of ${county} County, ${st}, on ${g.date(d.rec)} as Instrument No. ${n}.`,
    ]);
  }

  ackBlock(d: Draft, signers: Party[]): string {
    const g = this.g;
    if (d.ack === null) return '';
    const st = ({ TX: 'TEXAS', NM: 'NEW MEXICO', OK: 'OKLAHOMA', ND: 'NORTH DAKOTA' } as Record<string, string>)[d.tract.truth.state ?? ''] ?? '';
    const venue = () => (g.chance(0.6) || d.tract.truth.state !== 'TX' ? d.tract.truth.county ?? '' : g.pick(TX_COUNTIES));
    const co = signers.filter((s) => s.p.kind === 'company');
    const ind = signers.filter((s) => s.p.kind !== 'company');
    const out: string[] = [];
    for (const c of co) out.push(`STATE OF ${st}    §\nCOUNTY OF ${venue().toUpperCase()}  §\n\nThis instrument was acknowledged before me on ${g.date(d.ack)}, by ${g.pick(FIRST_M)} ${g.pick(LAST)}, ${g.pick(['Vice President', 'Attorney-in-Fact', 'President', 'Manager'])} of ${c.text}, on behalf of said entity.\n\n______________________\nNotary Public`);
    if (ind.length) {
      const names = ind.map((s) => s.text).join(' and ');
      out.push(g.pick([
        `THE STATE OF ${st}\nCOUNTY OF ${venue().toUpperCase()}\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${names}, known to me to be the person(s) whose name(s) is/are subscribed to the foregoing instrument, and acknowledged to me that they executed the same for the purposes and consideration therein expressed.\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${g.date(d.ack)}.\n\n_______________________ Notary Public in and for said County and State`,
        `ACKNOWLEDGMENT\nState of ${st.charAt(0) + st.slice(1).toLowerCase()}\nCounty of ${venue()}\nThis instrument was acknowledged before me on ${g.date(d.ack)} by ${names}.\n(SEAL)    My commission expires: ${g.int(1, 12)}/${g.int(1, 28)}/${String(g.int(0, 99)).padStart(2, '0')}`,
      ]));
    }
    return out.join('\n\n');
  }

  sigs(parties: Party[]): string {
    const g = this.g;
    return parties.map((p) => (p.p.kind === 'company' ? `${p.text.toUpperCase()}\n\nBy: _______________________\n    ${g.pick(FIRST_M)} ${g.pick(LAST)}, ${g.pick(['Vice President', 'Attorney-in-Fact', 'Land Manager'])}` : `_______________________\n${p.text}`)).join('\n\n');
  }

  newFile(): string {
    for (;;) {
      const f = `doc-${String(this.g.int(1, 999)).padStart(3, '0')}.txt`;
      if (!this.files.has(f)) {
        this.files.add(f);
        return f;
      }
    }
  }

  emit(d: Draft, text: string): string {
    const file = this.newFile();
    const stamp = this.recStamp(d);
    const full = this.g.chance(0.4) ? `${stamp}\n\n${text}` : `${text}\n\n${stamp}`;
    const dates: Record<string, string | null> = {
      execution_date: d.undated ? null : iso(d.exec),
      effective_date: d.eff === null ? null : iso(d.eff),
      acknowledgment_date: d.ack === null ? null : iso(d.ack),
      recording_date: iso(d.rec),
    };
    if (d.death !== undefined) dates.death_date = iso(d.death);
    const truth: ExpectedDoc = {
      file,
      doc_category: d.category,
      governing_date: d.eff !== null ? iso(d.eff) : d.undated ? iso(d.rec) : iso(d.exec),
      dates,
      parties: d.parties.map((p) => ({ name: p.truth, role: p.role })),
      tracts: [{ ...d.tract.truth }],
      conveys_fee: d.conveysFee,
      estate_types_conveyed: d.estates,
    };
    this.docs.push({ text: full.replace(/\n{3,}/g, '\n\n').replace(/\.\.(\s|$)/g, '.$1'), truth, persons: d.parties.map((p) => p.p.id) });
    return file;
  }

  link(t: Tract, estate: EstateType, doc: string, from: Person, to: Person, required = true) {
    this.links.push({ tract: t.key, estate, doc, from: from.id, to: to.id, required });
  }
  /** Links from every holder (required) and joining spouse (not required) to every grantee. */
  linkAll(t: Tract, estate: EstateType, doc: string, from: Holder[], to: Person[]) {
    for (const h of from)
      for (const p of to) {
        this.link(t, estate, doc, h.p, p, true);
        if (h.spouse) this.link(t, estate, doc, h.spouse, p, false);
      }
  }
}

// ---- the chain of one tract ------------------------------------------------------------------

const CONSID = ['TEN AND NO/100 DOLLARS ($10.00) and other good and valuable consideration', 'Ten Dollars ($10.00) cash and other valuable consideration, the receipt and sufficiency of which are hereby acknowledged', 'the sum of $10.00 and other good and valuable consideration in hand paid'];

class TractSim {
  fee: Holder[] = [];
  minerals: Array<{ h: Holder; frac: number }> = [];
  lease: Lease | null = null;
  day: number;
  count = 0;
  constructor(readonly b: PackageBuilder, readonly g: Gen, readonly t: Tract, start: number) {
    this.day = start;
  }

  /** Execution, acknowledgment and recording days of the next instrument. */
  next(minGap = 200, maxGap = 1500): { exec: number; ack: number; rec: number } {
    this.day += this.g.int(minGap, maxGap);
    const exec = this.day;
    const ack = exec + (this.g.chance(0.7) ? 0 : this.g.int(1, 6));
    return { exec, ack, rec: ack + this.g.int(2, 40) };
  }
  get year(): number {
    return Number(iso(this.day).slice(0, 4));
  }
  desc(): string {
    return this.t.describe(this.g.r);
  }
  caps(): boolean {
    return this.g.chance(0.25);
  }

  newHolder(): Holder {
    const g = this.g;
    const born = this.year - g.int(28, 60);
    // a person already met on another tract of the package
    const known = g.people.filter((p) => (p.kind === 'man' || p.kind === 'woman') && p.born <= born + 8 && p.born >= born - 15 && !p.namesake && p.died === undefined && !this.fee.some((h) => h.p === p || h.p.spouse === p) && !this.minerals.some((m) => m.h.p === p));
    if (known.length && g.chance(0.3)) {
      const p = g.pick(known);
        return { p, spouse: null };
    }
    // a namesake of somebody much older
    const old = g.people.filter((p) => p.kind === 'man' && p.born < born - 40 && p.born < this.year - 85 && !p.namesake && !this.fee.some((h) => h.p === p) && !this.minerals.some((m) => m.h.p === p));
    if (old.length && g.chance(0.12)) {
      const o = g.pick(old);
      o.namesake = true;
      const p = g.mk('man', o.first, o.middle, o.last, o.suffix, born);
      p.namesake = true;
      while (p.county === o.county) p.county = g.pick(TX_COUNTIES);
      return { p, spouse: null };
    }
    if (g.chance(0.15)) return { p: g.trustee(born), spouse: null };
    if (g.chance(0.2)) return { p: this.companyOrOld(), spouse: null };
    if (g.chance(0.55)) {
      const h = g.couple(born);
      return { p: h, spouse: null };
    }
    return { p: g.person(g.chance(0.6) ? 'man' : 'woman', born), spouse: null };
  }
  /** A company, often one already met in the package, never one on the giving side here. */
  companyOrOld(avoid: Person[] = []): Person {
    const busy = new Set([...avoid, ...this.fee.map((h) => h.p), ...this.minerals.map((m) => m.h.p), ...(this.lease ? [this.lease.lessee] : [])]);
    const cos = this.g.people.filter((p) => p.kind === 'company' && !busy.has(p) && !/Bank|Pipeline|Railway|Railroad/.test(p.full));
    if (cos.length && this.g.chance(0.4)) return this.g.pick(cos);
    for (let i = 0; i < 20; i++) {
      const c = this.g.company();
      if (!busy.has(c)) return c;
    }
    return this.g.mk('company', '', '', '', '', 1900, `${this.g.pick(LAST)} Oil & Gas, Inc.`);
  }
  /** The joining spouse of a sole holder who is married. */
  joined(h: Holder): Holder {
    const sp = h.p.spouse;
    const ok = sp && sp.died === undefined && !this.fee.some((f) => f.p === sp) && !this.minerals.some((m) => m.h.p === sp);
    return { p: h.p, spouse: ok && this.g.chance(0.85) ? sp : null };
  }

  // -- instruments ----------------------------------------------------------------------------

  patent() {
    const g = this.g;
    const tx = this.t.truth.state === 'TX';
    const sov = tx ? g.people.find((p) => p.full === 'State of Texas') ?? g.mk('sovereign', '', '', '', '', 1800, 'State of Texas') : g.people.find((p) => p.full === 'United States of America') ?? g.mk('sovereign', '', '', '', '', 1800, 'United States of America');
    const rr = RRS.find((r) => r.truth === this.t.truth.survey);
    let grantee: Person;
    if (rr) {
      const nm = rr.long[2]?.replace(' Survey', '') ?? 'Railway Company';
      grantee = g.people.find((p) => p.full === nm) ?? g.mk('company', '', '', '', '', 1850, nm);
    } else grantee = g.person('man', this.year - 35);
    const { exec, rec } = this.next(0, 10);
    const parties: Party[] = [{ p: sov, role: 'grantor', text: sov.full, truth: sov.full }, this.party(grantee, 'grantee')];
    const d: Draft = { category: 'patent', exec, ack: null, rec: rec + g.int(100, 900), eff: null, parties, tract: this.t, conveysFee: true, estates: ['fee'] };
    const text = tx
      ? `PATENT\n\nNo. ${g.int(10, 999)}    Vol. ${g.int(1, 60)}\n\nTHE STATE OF TEXAS\n\nTo all to whom these presents shall come, Know Ye: That by virtue of an Act of the Legislature, there is hereby granted unto ${parties[1]?.text}, its successors and assigns, the land hereinafter described:\n\n${this.desc()}\n\nIn testimony whereof I have caused the seal of the General Land Office to be affixed, at the City of Austin, on ${g.date(exec)}.\n\n___________________ Governor\n___________________ Commissioner of the General Land Office`
      : `THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, a Certificate of the Register of the Land Office has been deposited in the General Land Office, whereby it appears that full payment has been made by ${parties[1]?.text}, for ${this.desc()};\n\nNOW KNOW YE, That the United States of America, in consideration of the premises, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND GRANT, unto the said claimant and to the heirs of the said claimant, the tract above described.\n\nGiven under my hand, at the City of Washington, ${g.date(exec)}.\n\nBy the President: ___________, Secretary.\nRecorded, Vol. ${g.int(1, 90)}, Page ${g.int(1, 500)}.`;
    const file = this.b.emit(d, text);
    this.b.link(this.t, 'fee', file, sov, grantee);
    this.fee = [{ p: grantee, spouse: null }];
    this.count++;
  }
  party(p: Person, role: string): Party {
    return this.b.party(p, role, false);
  }

  /** A fee deed from the fee holders to new holders; may reserve minerals. */
  feeDeed(to: Holder[] | null = null, wild: Person | null = null) {
    const g = this.g;
    const from = wild ? [{ p: wild, spouse: null }] : this.fee.map((h) => this.joined(h));
    const grantees = to ?? [this.newHolder()];
    const { exec, ack, rec } = this.next();
    const anyCo = from.some((h) => h.p.kind === 'company' || h.p.kind === 'trustee');
    const category = g.pick(anyCo ? ['special_warranty_deed', 'special_warranty_deed', 'warranty_deed'] : ['warranty_deed', 'warranty_deed', 'special_warranty_deed', 'quitclaim_deed']);
    const reserve = !wild && this.minerals.every((m) => m.h.p !== this.fee[0]?.p) && g.chance(0.25) ? g.pick(FRACS.slice(0, 3)) : null;
    const parties: Party[] = [];
    const caps = this.caps();
    const gr = this.b.holderList(from, 'grantor', parties, caps);
    const granteesAll: Holder[] = grantees.map((h) => ({ p: h.p, spouse: h.p.spouse && h.p.kind === 'man' && g.chance(0.4) ? h.p.spouse : null }));
    const ge = this.b.holderList(granteesAll, 'grantee', parties, caps);
    const eff = null;
    const d: Draft = { category, exec, ack, rec, eff, parties, tract: this.t, conveysFee: true, estates: ['fee'] };
    const resv = reserve ? `\n\nSAVE AND EXCEPT, and there is hereby reserved unto Grantor, ${g.pick(reserve[1])} in and to all of the oil, gas and other minerals in, on and under the above described land, together with the right of ingress and egress.` : '';
    const signers = parties.filter((p) => p.role === 'grantor');
    const title = { warranty_deed: g.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'Warranty Deed']), special_warranty_deed: g.pick(['SPECIAL WARRANTY DEED', 'Special Warranty Deed', 'SPECIAL WARRANTY DEED WITH VENDOR\'S LIEN']), quitclaim_deed: g.pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED', 'Deed Without Warranty (Quitclaim)']) }[category] ?? '';
    const verb = category === 'quitclaim_deed' ? 'REMISE, RELEASE AND QUITCLAIM' : 'GRANT, SELL AND CONVEY';
    const warranty = category === 'quitclaim_deed' ? 'without warranty of any kind, express or implied' : category === 'special_warranty_deed' ? 'and Grantor binds Grantor and Grantor\'s successors to warrant and forever defend title to the Property against every person lawfully claiming the same, by, through or under Grantor, but not otherwise' : 'and Grantor does hereby bind Grantor, Grantor\'s heirs, executors and administrators to WARRANT AND FOREVER DEFEND all and singular the said premises unto Grantee';
    let text: string;
    switch (g.int(0, 2)) {
      case 0:
        text = `${title}\n\nTHE STATE OF TEXAS  §\n                    §   KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${(this.t.truth.county ?? '').toUpperCase()} §\n\nTHAT ${gr} (hereinafter called "Grantor"), for and in consideration of ${g.pick(CONSID)} paid by ${ge} (hereinafter called "Grantee"), ha${from.length > 1 ? 've' : 's'} ${verb === 'GRANT, SELL AND CONVEY' ? 'GRANTED, SOLD AND CONVEYED, and by these presents do GRANT, SELL AND CONVEY' : 'REMISED, RELEASED AND QUITCLAIMED, and by these presents do ' + verb} unto Grantee the following described real property:\n\n${this.desc()}${resv}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto, unto Grantee, Grantee's heirs and assigns forever, ${warranty}.\n\nEXECUTED ${g.date(exec)}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
        break;
      case 1:
        text = `${title}\n\nDate: ${g.date(exec)}\n\nGrantor: ${gr}\nGrantor's Mailing Address: ${g.int(100, 9999)} ${g.pick(['County Road', 'N. Main St.', 'Andrews Hwy', 'W. Wall'])} ${g.int(1, 400)}, ${g.pick(['Midland', 'Odessa', 'Pecos', 'Monahans', 'Big Spring'])}, Texas\n\nGrantee: ${ge}\n\nConsideration: ${g.pick(CONSID)}.\n\nProperty (including any improvements):\n${this.desc()}\n\nReservations from Conveyance: ${reserve ? `Grantor reserves ${g.pick(reserve[1])} in the oil, gas and other minerals.` : 'None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded instruments, other than liens and conveyances, that affect the Property.\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, ${category === 'quitclaim_deed' ? 'remises, releases and quitclaims' : 'grants, sells and conveys'} to Grantee the Property, ${warranty}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
        break;
      default:
        // parties appear only in the signature block and the acknowledgment; date only in the acknowledgment
        d.exec = ack;
        d.undated = true;
        text = `${title.toUpperCase()}\n\nFor ${g.pick(CONSID)}, the undersigned, hereinafter called Grantor, does hereby ${verb} unto ${ge}, hereinafter called Grantee, all that certain land described as follows, to wit:\n\n${this.desc()}${resv}\n\nTo have and to hold unto Grantee forever, ${warranty}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    }
    const file = this.b.emit(d, text);
    this.b.linkAll(this.t, 'fee', file, from, granteesAll.flatMap((h) => (h.spouse ? [h.p, h.spouse] : [h.p])));
    if (reserve && this.fee.length) {
      // the grantors keep the reserved minerals: no link, they simply hold a mineral interest now
      for (const h of this.fee) this.minerals.push({ h: { p: h.p, spouse: null }, frac: reserve[0] / this.fee.length });
    }
    this.fee = granteesAll.flatMap((h) => (h.spouse ? [{ p: h.p, spouse: null }, { p: h.spouse, spouse: null }] : [{ p: h.p, spouse: null }]));
    // spouses who both took title hold together; re-pair for joining later
    if (granteesAll.length === 1 && granteesAll[0]?.spouse) this.fee = [{ p: granteesAll[0].p, spouse: null }, { p: granteesAll[0].spouse, spouse: null }];
    this.count++;
    return file;
  }

  /** A mineral or royalty deed. `from` null = the fee holders. */
  mineralDeed(opts: { from?: { h: Holder; frac: number } | null; wild?: Person; over?: boolean; toCo?: boolean; at?: number } = {}): { file: string; grantee: Person } {
    const g = this.g;
    const src = opts.from ?? null;
    const from: Holder[] = opts.wild ? [{ p: opts.wild, spouse: null }] : src ? [this.joined(src.h)] : this.fee.map((h) => this.joined(h));
    const grantee = opts.toCo || g.chance(0.45) ? this.companyOrOld() : this.newHolder().p;
    let frac: [number, string[]];
    if (opts.over && src) frac = FRACS.find((f) => f[0] > src.frac) ?? (FRACS[4] as [number, string[]]);
    else if (src) frac = [src.frac, ['all of Grantor\'s right, title and interest', 'all of the undivided mineral interest owned by Grantor']];
    else frac = g.pick(FRACS.slice(0, 4));
    const royalty = !opts.over && g.chance(0.25);
    const t = opts.at === undefined ? this.next() : { exec: opts.at, ack: opts.at, rec: opts.at + g.int(3, 20) };
    const parties: Party[] = [];
    const caps = this.caps();
    const gr = this.b.holderList(from, 'grantor', parties, caps);
    const ge = this.party(grantee, 'grantee');
    parties.push(ge);
    const d: Draft = { category: royalty ? 'royalty_deed' : 'mineral_deed', exec: t.exec, ack: t.ack, rec: t.rec, eff: null, parties, tract: this.t, conveysFee: false, estates: ['mineral'] };
    const signers = parties.filter((p) => p.role === 'grantor');
    const fw = g.pick(frac[1]);
    let text: string;
    if (royalty) {
      text = `ROYALTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS, that ${gr}, herein called Grantor, for ${g.pick(CONSID)}, does hereby grant, sell, convey and assign unto ${ge.text}, herein called Grantee, ${fw} in and to all of the royalty (but not the executive right to lease nor bonus or delay rentals) in the oil, gas and other minerals produced from the following lands:\n\n${this.desc()}\n\nIt is the intent of Grantor to convey ${fw} of the royalty reserved under any present or future lease.\n\nWITNESS our hands this ${g.date(t.exec)}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    } else if (g.chance(0.5)) {
      text = `MINERAL DEED\n\nSTATE OF ${this.t.truth.state === 'TX' ? 'TEXAS' : this.t.truth.state}\nCOUNTY OF ${(this.t.truth.county ?? '').toUpperCase()}\n\nThis Mineral Deed is made ${g.date(t.exec)}, by and between ${gr} ("Grantor") and ${ge.text}${ge.p.kind === 'company' ? `, whose address is P.O. Box ${g.int(100, 9999)}, ${g.pick(['Midland', 'Fort Worth', 'Houston', 'Oklahoma City', 'Denver'])}` : ''} ("Grantee").\n\n1. Conveyance. For ${g.pick(CONSID)}, Grantor grants, bargains, sells and conveys to Grantee ${fw} in and to the oil, gas and other minerals in and under and that may be produced from the lands described in Exhibit "A" (the "Lands").\n2. Leases. This conveyance is made subject to any valid oil and gas lease of record, but covers and includes ${fw} of all rentals and royalties due under any such lease.\n3. Warranty. Grantor warrants title to the interest conveyed by, through and under Grantor, but not otherwise.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Mineral Deed\n\n${this.desc()}`;
    } else {
      text = `MINERAL AND ROYALTY DEED\n\n${this.desc()}\n\nThe land above described is hereinafter called "said land". KNOW ALL MEN BY THESE PRESENTS: That ${gr}, for ${g.pick(CONSID)}, ha${from.length > 1 ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do grant, sell, convey, assign and deliver unto ${ge.text} ${fw} in and to all of the oil, gas and other minerals in and under said land, together with the right of ingress and egress at all times for the purpose of mining, drilling and exploring.\n\nDated ${g.date(t.exec)}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    }
    const file = this.b.emit(d, text);
    this.b.linkAll(this.t, 'mineral', file, from, [grantee]);
    if (src) this.minerals = this.minerals.filter((m) => m !== src);
    this.minerals.push({ h: { p: grantee, spouse: null }, frac: frac[0] });
    this.count++;
    return { file, grantee };
  }

  leaseOut() {
    const g = this.g;
    const lessee = this.companyOrOld();
    const from = this.fee.map((h) => this.joined(h));
    const { exec, ack, rec } = this.next();
    const eff = g.chance(0.3) ? exec - g.int(1, 20) : null;
    const parties: Party[] = [];
    const lr = this.b.holderList(from, 'lessor', parties, this.caps());
    const le = this.party(lessee, 'lessee');
    parties.push(le);
    const d: Draft = { category: 'oil_and_gas_lease', exec, ack, rec, eff, parties, tract: this.t, conveysFee: false, estates: ['leasehold'] };
    const signers = parties.filter((p) => p.role === 'lessor');
    const term = g.pick(['three (3)', 'five (5)', '3', 'two (2)']);
    const roy = g.pick(['one-eighth (1/8)', '3/16ths', 'one-fourth (1/4)', '20%', '1/5th']);
    const effText = eff === null ? '' : `, but effective as of ${g.date(eff)}`;
    const text = g.chance(0.5)
      ? `${g.pick(['PRODUCERS 88 (REV. 10-54) PAID UP', 'Form 610 - Producers 88 Revised', 'OIL, GAS AND MINERAL LEASE'])}\n\nTHIS AGREEMENT made this ${g.date(exec)}${effText}, between ${lr}, Lessor (whether one or more), and ${le.text}, Lessee, WITNESSETH:\n\n1. Lessor, in consideration of ${g.pick(CONSID)}, and of the royalties herein provided and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in ${this.t.truth.county} County, ${this.t.truth.state === 'TX' ? 'Texas' : this.t.truth.state}, to-wit:\n\n${this.desc()}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${term} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land.\n3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land...\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`
      : `PAID-UP OIL AND GAS LEASE\n(No Surface Use)\n\nThis Lease is made and entered into on ${g.date(exec)}${effText} (the "Effective Date") by and between:\n\nLESSOR:  ${lr}\nLESSEE:  ${le.text}\n\nLessor, for good and valuable consideration, grants, leases and lets to Lessee the land described on Exhibit A for a primary term of ${term} years, reserving to Lessor a royalty of ${roy}.\n\nEXHIBIT A\nLand: ${this.desc()}\n\nLESSOR:\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    const file = this.b.emit(d, text);
    this.b.linkAll(this.t, 'leasehold', file, from, [lessee]);
    this.lease = { lessors: from, lessee, doc: file };
    this.count++;
  }

  assign() {
    const g = this.g;
    const lease = this.lease;
    if (!lease) return;
    const to = this.companyOrOld();
    if (to === lease.lessee) return;
    const { exec, ack, rec } = this.next(60, 700);
    const eff = g.chance(0.5) ? exec - g.int(5, 40) : null;
    const a = this.party(lease.lessee, 'assignor');
    const b = this.party(to, 'assignee');
    const parties = [a, b];
    const d: Draft = { category: 'assignment_of_lease', exec, ack, rec, eff, parties, tract: this.t, conveysFee: false, estates: ['leasehold'] };
    const lessorNames = lease.lessors.map((h) => `${h.p.full}${h.spouse ? ` et ux` : ''}`).join(', ');
    const kind = g.int(0, 3);
    const what = [`all of Assignor's right, title and interest in and to the oil and gas lease`, `an undivided fifty percent (50%) of Assignor's working interest in and to the oil and gas lease`, `all of Assignor's record title interest in the oil and gas lease`, `all of its right, title and interest in the following oil and gas lease, SAVE AND EXCEPT and reserving unto Assignor an overriding royalty interest equal to ${g.pick(['1/16th', 'three percent (3%)', 'the difference between 25% and existing lease burdens'])} of 8/8ths of all oil and gas produced`][kind];
    const text = `${g.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT AND BILL OF SALE', 'ASSIGNMENT OF OIL AND GAS LEASE (Record Title)', 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${a.text}, hereinafter called Assignor, for ${g.pick(CONSID)}, does hereby sell, assign, transfer and set over unto ${b.text}, hereinafter called Assignee, ${what} described as follows:\n\nLease dated ${g.date(this.docDay(lease.doc))}, from ${lessorNames}, as Lessor, to ${lease.lessee.full}, as Lessee, recorded in the records of ${this.t.truth.county} County, insofar as it covers:\n\n${this.desc()}\n\n${eff === null ? '' : `This Assignment is effective as of 7:00 a.m. local time on ${g.date(eff)}.\n\n`}EXECUTED ${g.date(exec)}.\n\n${this.b.sigs([a])}\n\n${this.b.ackBlock(d, [a])}`;
    const file = this.b.emit(d, text);
    this.b.link(this.t, 'leasehold', file, lease.lessee, to);
    this.lease = { ...lease, lessee: to };
    this.count++;
  }
  docDay(file: string): number {
    const d = this.b.docs.find((x) => x.truth.file === file);
    return dayOf(...((d?.truth.dates.execution_date ?? '1960-01-01').split('-').map(Number) as [number, number, number]));
  }

  release() {
    const g = this.g;
    const lease = this.lease;
    if (!lease) return;
    const { exec, ack, rec } = this.next(300, 1500);
    const parties: Party[] = [this.party(lease.lessee, 'lessee')];
    for (const h of lease.lessors) {
      parties.push(this.party(h.p, 'lessor'));
      if (h.spouse) parties.push(this.party(h.spouse, 'lessor'));
    }
    const d: Draft = { category: 'release_of_lease', exec, ack, rec, eff: null, parties, tract: this.t, conveysFee: false, estates: ['leasehold'] };
    const lessors = parties.filter((p) => p.role === 'lessor').map((p) => p.text).join(', ');
    const text = g.chance(0.5)
      ? `RELEASE OF OIL AND GAS LEASE\n\nWHEREAS, by instrument dated ${g.date(this.docDay(lease.doc))}, ${lessors}, as Lessor, executed an oil and gas lease covering the land hereinafter described, and said lease is now owned by ${parties[0]?.text}; and\n\nWHEREAS, said lease has terminated by its own terms;\n\nNOW, THEREFORE, ${parties[0]?.text} does hereby release, relinquish and surrender unto the present owners of said land all right, title and interest in and to said lease insofar as it covers:\n\n${this.desc()}\n\nDated ${g.date(exec)}.\n\n${this.b.sigs([parties[0] as Party])}\n\n${this.b.ackBlock(d, [parties[0] as Party])}`
      : `RELEASE\n\nKnow all men by these presents that the undersigned, ${parties[0]?.text}, owner of the oil and gas lease from ${lessors}, lessors, recorded in the Oil and Gas Records of ${this.t.truth.county} County, for ${g.pick(CONSID)}, hereby releases and surrenders said lease in its entirety, covering ${this.desc()}\n\nSigned ${g.date(exec)}.\n\n${this.b.sigs([parties[0] as Party])}\n\n${this.b.ackBlock(d, [parties[0] as Party])}`;
    const file = this.b.emit(d, text);
    for (const h of lease.lessors) {
      this.b.link(this.t, 'leasehold', file, lease.lessee, h.p, true);
      if (h.spouse) this.b.link(this.t, 'leasehold', file, lease.lessee, h.spouse, false);
    }
    this.lease = null;
    this.count++;
  }

  /** The death of an individual holder (fee or minerals): affidavit of heirship or probate. */
  death(): boolean {
    const g = this.g;
    const feeDec = this.fee.find((h) => h.p.kind === 'man' || h.p.kind === 'woman');
    const minDec = this.minerals.find((m) => m.h.p.kind === 'man' || m.h.p.kind === 'woman');
    const useFee = feeDec && (!minDec || g.chance(0.6));
    const dec = useFee ? feeDec.p : minDec?.h.p;
    if (!dec || this.year - dec.born < 45) return false;
    const { exec, rec } = this.next(200, 900);
    const death = exec - g.int(60, 700);
    dec.died = death;
    const heirs: Person[] = [];
    if (dec.spouse && dec.spouse.died === undefined && !this.fee.some((h) => h.p === dec.spouse) && !this.minerals.some((m) => m.h.p === dec.spouse)) heirs.push(dec.spouse);
    const nKids = g.int(1, 3);
    for (let i = 0; i < nKids; i++) heirs.push(g.person(g.chance(0.5) ? 'man' : 'woman', dec.born + g.int(20, 35), dec.last));
    const estate: EstateType = useFee ? 'fee' : 'mineral';
    const probate = g.chance(0.45);
    const parties: Party[] = [this.party(dec, 'decedent'), ...heirs.map((h) => this.party(h, 'heir'))];
    const other = probate ? heirs[heirs.length - 1] : g.person('man', dec.born + g.int(-5, 10));
    let text: string;
    let d: Draft;
    if (probate) {
      const ex = this.party(g.chance(0.5) ? (other as Person) : this.bank(), 'other');
      parties.push(ex);
      d = { category: 'probate', exec, ack: null, rec, eff: null, death, parties, tract: this.t, conveysFee: useFee === true, estates: [estate] };
      const cause = g.int(1000, 29999);
      text = `CAUSE NO. ${cause}\n\nIN THE ESTATE OF ${parties[0]?.text.toUpperCase()}, DECEASED    §  IN THE ${this.t.truth.state === 'TX' ? 'COUNTY COURT' : 'DISTRICT COURT'} OF ${(this.t.truth.county ?? '').toUpperCase()} COUNTY, ${({ TX: 'TEXAS', NM: 'NEW MEXICO', OK: 'OKLAHOMA', ND: 'NORTH DAKOTA' } as Record<string, string>)[this.t.truth.state ?? ''] ?? ''}\n\nORDER ADMITTING WILL TO PROBATE AND AUTHORIZING LETTERS TESTAMENTARY\n\nOn ${g.date(exec)}, the Court heard the application of ${ex.text} for the probate of the Last Will and Testament of ${parties[0]?.text}, Deceased ("Decedent"). The Court finds that Decedent died on ${g.date(death)}, that the will was executed with the formalities required by law, and that the will devises all of Decedent's property, including Decedent's interest in ${this.desc()} to ${heirs.map((h, i) => parties[i + 1]?.text ?? h.full).join(', ')}.\n\nIT IS ORDERED that the will is admitted to probate and that ${ex.text} is appointed Independent Executor${ex.p.kind === 'company' ? '' : '(rix)'} of the Estate, to serve without bond.\n\nSIGNED ${g.date(exec)}.\n\n_______________________\nJUDGE PRESIDING`;
    } else {
      const aff = this.party(other as Person, 'other');
      parties.push(aff);
      d = { category: 'affidavit_of_heirship', exec, ack: null, rec, eff: null, death, parties, tract: this.t, conveysFee: useFee === true, estates: [estate] };
      text = `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF ${this.t.truth.state === 'TX' ? 'TEXAS' : this.t.truth.state}\nCOUNTY OF ${(this.t.truth.county ?? '').toUpperCase()}\n\nBefore me, the undersigned authority, on this day personally appeared ${aff.text}, who, being by me first duly sworn, upon oath states:\n\n1. I knew ${parties[0]?.text} ("Decedent") for ${g.int(12, 40)} years. Decedent died intestate on ${g.date(death)}, and no administration is pending upon the estate.\n2. Decedent was married ${dec.spouse ? `once, to ${heirs.includes(dec.spouse) ? parties[1]?.text : dec.spouse.full}` : 'and the spouse predeceased'}.\n3. Decedent's heirs at law are: ${heirs.map((_, i) => parties[i + 1]?.text).join('; ')}.\n4. At death Decedent owned an interest in the following land: ${this.desc()}\n\n${aff.text}\n\nSUBSCRIBED AND SWORN TO before me on ${g.date(exec)}.\n_______________________ Notary Public`;
    }
    const file = this.b.emit(d, text);
    for (const h of heirs) this.b.link(this.t, estate, file, dec, h);
    if (useFee) this.fee = [...this.fee.filter((h) => h.p !== dec), ...heirs.map((p) => ({ p, spouse: null }))];
    else if (minDec) {
      this.minerals = this.minerals.filter((m) => m !== minDec);
      for (const h of heirs) this.minerals.push({ h: { p: h, spouse: null }, frac: minDec.frac / heirs.length });
    }
    this.count++;
    return true;
  }
  /** An instrument of category `other` (affidavit of non-production, pooling designation): moves no estate. */
  otherInstrument() {
    const g = this.g;
    const lease = this.lease;
    if (!lease) return;
    const { exec, ack, rec } = this.next(100, 600);
    const parties: Party[] = [];
    let text: string;
    let d: Draft;
    if (g.chance(0.5)) {
      const aff = g.person('man', this.year - g.int(30, 60));
      const a = this.party(aff, 'other');
      parties.push(a);
      // an affidavit carries a jurat (its date is the execution date), no acknowledgment
      d = { category: 'other', exec, ack: null, rec, eff: null, parties, tract: this.t, conveysFee: false, estates: [] };
      text = `AFFIDAVIT OF NON-PRODUCTION

STATE OF ${this.t.truth.state}
COUNTY OF ${(this.t.truth.county ?? '').toUpperCase()}

${a.text}, being duly sworn, deposes and says that he is well acquainted with the following land: ${this.desc()}; that he has known said land for more than ${g.int(10, 30)} years, and that to the best of his knowledge there has been no production of oil or gas from said land, and no drilling operations thereon, since ${g.date(this.docDay(lease.doc))}.

_______________________
${a.text}

Sworn to and subscribed before me ${g.date(exec)}.
_______________________ Notary Public`;
    } else {
      const op = this.party(lease.lessee, 'other');
      parties.push(op);
      d = { category: 'other', exec, ack, rec, eff: g.chance(0.5) ? exec - g.int(10, 60) : null, parties, tract: this.t, conveysFee: false, estates: [] };
      text = `DESIGNATION OF POOLED UNIT
(${g.pick(CO_STEM)} Unit No. ${g.int(1, 12)}H)

${op.text}, as owner of the oil and gas leases covering the lands hereinafter described, acting under the pooling provisions of said leases, hereby designates and creates a pooled unit of ${g.int(320, 1280)} acres for the production of oil and gas${d.eff === null ? '' : `, effective ${g.date(d.eff)}`}, the unit comprising, among other lands:

${this.desc()}

Executed ${g.date(exec)}.

${this.b.sigs([op])}

${this.b.ackBlock(d, [op])}`;
    }
    this.b.emit(d, text);
    this.count++;
  }

  bank(): Person {
    const nm = this.g.pick(['First National Bank of Midland', 'Frost Bank', 'West Texas National Bank', 'Security State Bank of Pecos']);
    return this.g.people.find((p) => p.full === nm) ?? this.g.mk('company', '', '', '', '', 1900, nm);
  }

  /** Deed of trust or easement: in the package, moves no estate in the chain. */
  encumbrance() {
    const g = this.g;
    const from = this.fee.map((h) => this.joined(h));
    const { exec, ack, rec } = this.next(100, 800);
    const parties: Party[] = [];
    const gr = this.b.holderList(from, 'grantor', parties, this.caps());
    const signers = [...parties];
    let text: string;
    let d: Draft;
    if (g.chance(0.5)) {
      const tr = g.person('man', this.year - 45);
      const bank = this.bank();
      const t = this.party(tr, 'grantee');
      const bk = this.party(bank, 'other');
      parties.push(t, bk);
      d = { category: 'deed_of_trust', exec, ack, rec, eff: null, parties, tract: this.t, conveysFee: false, estates: [] };
      text = `DEED OF TRUST\n\nDate: ${g.date(exec)}\nGrantor: ${gr}\nTrustee: ${t.text}\nBeneficiary: ${bk.text}\nNote: $${g.int(20, 900)},000.00, payable to the order of Beneficiary\n\nProperty: ${this.desc()}\n\nFor value received and to secure payment of the Note, Grantor conveys the Property to Trustee in trust. Grantor warrants and agrees to defend the title to the Property. If Grantor performs all the covenants and pays the Note according to its terms, this Deed of Trust shall have no further effect.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    } else {
      const co = this.g.people.find((p) => p.full === 'Permian Basin Pipeline Company') ?? this.g.mk('company', '', '', '', '', 1900, 'Permian Basin Pipeline Company');
      const e = this.party(co, 'grantee');
      parties.push(e);
      d = { category: 'easement', exec, ack, rec, eff: null, parties, tract: this.t, conveysFee: false, estates: [] };
      text = `RIGHT-OF-WAY AND EASEMENT\n\n${gr}, "Grantor", for ${g.pick(CONSID)}, grants to ${e.text}, "Grantee", a right-of-way and easement fifty (50) feet in width to lay, maintain, operate and remove a pipeline for the transportation of oil, gas and water across the following land: ${this.desc()}\n\nExecuted ${g.date(exec)}.\n\n${this.b.sigs(signers)}\n\n${this.b.ackBlock(d, signers)}`;
    }
    this.b.emit(d, text);
    this.count++;
  }
}

function onePackage(seed: number, target: number, index: number): HeldoutPackage {
  const g = new Gen(seed);
  const b = new PackageBuilder(g);
  const nTracts = Math.max(3, Math.min(8, Math.round(target / 10)));
  const perTract = Math.max(4, Math.round(target / nTracts));
  const counties = [g.pick(TX_COUNTIES), g.pick(TX_COUNTIES)];
  const keys = new Set<string>();
  for (let i = 0; i < nTracts; i++) {
    let t = g.tract(g.pick(counties));
    while (keys.has(t.key)) t = g.tract(g.pick(counties));
    keys.add(t.key);
    const gapKind: GapKind | null = i % 4 === 1 ? g.pick(['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'] as const) : null;
    const patent = t.truth.survey?.includes('RR Co.') || t.truth.state !== 'TX' ? g.chance(0.5) : false;
    const start = patent ? dayOf(g.int(1882, 1915), g.int(1, 12), g.int(1, 28)) : dayOf(g.int(1958, 1972), g.int(1, 12), g.int(1, 28));
    const s = new TractSim(b, g, t, start);
    if (patent) {
      s.patent();
      s.feeDeed();
      // the early owner sells or dies in old age; the chain then runs on in modern times
      const born = s.fee[0]?.p.born ?? 1860;
      s.day = Math.max(s.day, dayOf(Math.min(1950, born + g.int(55, 70)), g.int(1, 12), g.int(1, 28)));
      if (!s.death()) s.feeDeed();
      s.day = Math.max(s.day, dayOf(g.int(1955, 1962), g.int(1, 12), g.int(1, 28)));
    } else {
      // the first deed of record: its grantor is the chain's first known holder
      const root = g.chance(0.5) ? g.company() : g.couple(g.int(1900, 1925));
      s.fee = [{ p: root, spouse: null }];
    }
    if (!patent) s.feeDeed();
    let gapDone = gapKind === null;
    let guard = 0;
    while (s.count < perTract && guard++ < 200 && s.year < 2019) {
      const r = g.r();
      // nobody keeps conveying at a hundred: an old individual holder dies first
      if (s.fee.some((h) => (h.p.kind === 'man' || h.p.kind === 'woman') && s.year - h.p.born > 85) && g.chance(0.7) && s.death()) continue;
      if (!gapDone && s.count >= perTract / 2) {
        gapDone = true;
        plantGap(s, b, gapKind as GapKind);
        continue;
      }
      if (r < 0.16) s.feeDeed();
      else if (r < 0.3) s.mineralDeed();
      else if (r < 0.4 && s.minerals.length) s.mineralDeed({ from: g.pick(s.minerals), toCo: g.chance(0.6) });
      else if (r < 0.55 && !s.lease) s.leaseOut();
      else if (r < 0.65 && s.lease) s.assign();
      else if (r < 0.74 && s.lease) s.release();
      else if (r < 0.84) s.death();
      else if (r < 0.9) s.encumbrance();
      else if (r < 0.94 && s.lease) s.otherInstrument();
    }
    if (!gapDone) plantGap(s, b, gapKind as GapKind);
  }
  return { name: `heldout-b-${index + 1}`, docs: b.docs, links: b.links, gaps: b.gaps };
}

function plantGap(s: TractSim, b: PackageBuilder, kind: GapKind) {
  const g = s.g;
  if (kind === 'grantor_never_received') {
    // a wild deed: a stranger to the chain conveys minerals
    const stranger = g.person('man', s.year - g.int(30, 60));
    const { file } = s.mineralDeed({ wild: stranger, toCo: true });
    b.gaps.push({ tract: s.t.key, estate: 'mineral', kind, doc: file });
  } else if (kind === 'conveyed_before_acquired') {
    // X conveys minerals to a company; the deed vesting X is dated later
    const early = s.day + g.int(100, 300);
    s.day = early + g.int(200, 700);
    const { grantee } = s.mineralDeed({ toCo: false });
    const held = s.minerals.find((m) => m.h.p === grantee);
    if (!held) return;
    const { file } = s.mineralDeed({ from: held, toCo: true, at: early });
    b.gaps.push({ tract: s.t.key, estate: 'mineral', kind, doc: file });
  } else {
    const { grantee } = s.mineralDeed({ toCo: false });
    const held = s.minerals.find((m) => m.h.p === grantee);
    if (!held) return;
    const { file } = s.mineralDeed({ from: held, over: true, toCo: true });
    b.gaps.push({ tract: s.t.key, estate: 'mineral', kind, doc: file });
  }
}

export function heldoutB(opts: HeldoutOptions): HeldoutPackage[] {
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) out.push(onePackage((opts.seed * 7919 + k * 104729) >>> 0, opts.docsPerPackage || 60, k));
  return out;
}
