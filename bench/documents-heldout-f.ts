// Held-out set F: whole packages of recorded land instruments in wordings of their own, written
// blind to the extraction rules, with the truth of every field, party, chain link and planted gap.
// Each package is one area whose farms (one or two tracts travelling together in the fee chain)
// pass through time on one clock, 1885-2024: Oklahoma (Indian Meridian: Grady, Garvin, Kingfisher;
// Cimarron Meridian: Beaver, Texas), Kansas (Sixth P.M.: Barton, Stafford, Ellis), New Mexico
// (N.M.P.M.: Lea, Eddy, Chaves), North Dakota (Fifth P.M.: McKenzie, Williams, Mountrail), Utah
// (Uintah Special Meridian: Duchesne; Salt Lake Meridian: Uintah), Mississippi (Choctaw Meridian:
// Jasper, Smith; St. Stephens Meridian: Wayne), the Texas Panhandle (Hutchinson, Gray, Carson: H&TC
// and D&W sections in numbered and lettered blocks, Hunt County School Land labors and leagues,
// named league and labor surveys by metes and bounds) and the Permian Basin (Andrews, Gaines,
// Crockett: Public School Land in blocks A-1 to A-47, EL&RR and CCSD&RGNG sections, named surveys).
// Fractional sections with government lots. Instruments: patents, first deeds of railways, of a
// county selling its school land and of first known holders; warranty, special warranty, quitclaim
// and gift deeds, deeds reserving a life estate, joint-tenancy deeds and affidavits of surviving
// joint tenant, transfer-on-death deeds and the beneficiary's affidavit, executor's,
// administrator's and guardian's deeds, partition deeds, mortgages and deeds of trust, substitute
// trustee's deeds after foreclosure, deeds in lieu of foreclosure, bankruptcy trustee's deeds,
// conveyances by attorneys in fact, mineral, term mineral, royalty ("1/2 of 1/8") and term royalty
// deeds, affidavits of non-production, affidavits of heirship, probate decrees and orders admitting
// wills as muniments, Producers 88, Texas, paid-up and memorandum leases, top leases, lease
// extensions and amendments, assignments (plain and "Assignment, Conveyance and Bill of Sale" with
// an Exhibit A), releases, pooled-unit designations, farmout memoranda, certificates of corporate
// name change and of merger, stipulations of interest, easements. Wordings: statutory short forms
// (Oklahoma, Kansas, New Mexico, North Dakota, Utah, Mississippi), "KNOW ALL MEN" forms, indentures,
// description-first forms, modern "Grantor: / Grantee: / Property:" forms, exhibits, abstractors'
// abstract-of-title entries ("No. 27. WARRANTY DEED. Dated ..., Filed ...") and county reception
// record cards, all capitals. People recur under name variants (initials, "Wm.", middle names
// added or dropped, index order, Jr., "Sr." in a father's own probate, "also known as" nicknames,
// "formerly" maiden names after marriage), companies under "Co."/"Company"/"Inc." variants, and a
// namesake of another county now and then (residence stated). Planted gaps, about one of each kind
// per package. Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of set D's and E's headers, followed exactly, and these for what set F
// adds (a title examiner's reading):
// - Cimarron Meridian ranges are east: "Range 24 East", "R24E, C.M." and "18-3N-24ECM" are range
//   "24E"; Uintah Special, Salt Lake, Choctaw and St. Stephens tracts as any rectangular tract
//   (township "3S", range "4W"); the meridian is in no field;
// - government lots: "Lots 3 and 4 and the E/2 SW/4 of Section 18" (or "Lots Three (3) and Four
//   (4) and the East Half of the Southwest Quarter") is lot "3, 4", aliquot "E/2 SW/4", acres the
//   odd acreage when the tract states it (set D's rule, for lots in north-row and west-column
//   sections);
// - Texas survey short forms: "D&W RR Co. Survey", "EL&RR RR Co. Survey", "CCSD&RGNG RR Co.
//   Survey" (whatever the spelling: "C.C.S.D. & R.G.N.G. R.R. Co.", the full railroad name),
//   "PSL Survey" for Public School Land ("PSL", "P.S.L.", "Public School Lands"); a lettered block
//   keeps its letter: block "A-10", "M-6";
// - a county school land labor ("Labor No. 7, League No. 41, Hunt County School Land") is survey
//   "Hunt County School Land Survey", block the league ("41"), section the labor ("7"), aliquot
//   "ALL" for the whole labor (177.12 acres) or its part;
// - a named league or labor survey ("96.4 acres out of the Juan Cantu League, Abstract No. 27") is
//   survey as the instruments name it, with their word ("Juan Cantu League", "Ysidro Benavides
//   Labor", "A. B. Harmon Survey"), abstract digits, no section, block or aliquot, acres stated;
// - the sovereign's name has no article: "United States of America", "State of Texas"; a county
//   selling its school land is the party "Hunt County" (its commissioners' court is no party); a
//   railway's or county's first deed is a warranty_deed from a first known holder;
// - fiduciary and forced-sale deeds (executor's, administrator's, guardian's, substitute trustee's
//   after a deed-of-trust foreclosure, bankruptcy trustee's) are warranty_deed (E's plain deed of
//   the land), conveys_fee true, ["fee"]; the executor, administrator, guardian or trustee acts
//   under a power and is no party; the grantor is the one whose title passes (the decedent, "X,
//   Deceased"; the minor ward; the debtors; the borrowers of the deed of trust, a spouse who only
//   joined it with a link `required: false`), linked to the purchaser; the lender is a party only
//   as purchaser; the deed of trust's recited trustee is no party of the trustee's deed;
// - a deed in lieu of foreclosure is a warranty_deed from the borrowers to the lender; a gift deed
//   is a warranty_deed; a deed reserving a life estate is a warranty_deed moving the fee to the
//   remaindermen (links grantor -> remaindermen), and the life tenant's later death moves nothing;
// - a joint-tenancy deed links the grantors to both joint tenants (both hold, required); an
//   affidavit of surviving joint tenant (or of death of a joint tenant) is `other`, conveys_fee
//   false, estates [], the deceased joint tenant `decedent`, the survivor who swears `other`,
//   execution_date the jurat's, death_date the death, and a link decedent -> survivor for the fee
//   with `required: false` (the survivor's title came by the deed);
// - a transfer-on-death deed is `other` (it moves nothing while the owner lives), the owner
//   `grantor`, the beneficiary `grantee`, estates [], no link; the beneficiary's affidavit of death
//   and acceptance is an affidavit_of_heirship: decedent `decedent`, the beneficiary (who swears)
//   `heir`, the estates the owner held on the tracts, links decedent -> beneficiary, required;
// - term mineral deeds are mineral_deed and term royalty deeds royalty_deed (["mineral"], linked
//   like any); a royalty of "1/2 of 1/8" is a royalty_deed; an affidavit of non-production (a term
//   interest ended) is `other`, estates [], the affiant (the reversioner) and the term owner
//   `other`, with a link term owner -> affiant for the minerals `required: false`;
// - a top lease is an oil_and_gas_lease linked lessor -> top lessee like any lease; the prior
//   lease it recites gives no parties; "shall not vest until the Prior Lease expires" is no date;
// - a lease extension or amendment is an oil_and_gas_lease read as E reads a ratification: the
//   present mineral owners who sign `lessor`, the present holders of the lease `lessee`, links
//   owner -> holder (a spouse who only joined: `required: false`), ["leasehold"];
// - a paid-up lease or memorandum "made effective as of" a date has that effective_date and no
//   execution_date (it has no dating line); one "made this 3rd day of ..." has that execution date;
// - a designation or declaration of pooled unit is `other`, the operator `other`, estates [], its
//   tracts the package's lands in the unit, effective_date when it says "effective as of";
// - a memorandum of farmout is `other`, farmor and farmee `other`, estates [], no link (nothing
//   vests until earned); the assignment that follows it is an assignment_of_lease like any;
// - a certificate of change of corporate name is `other`: the old and the new name each a party
//   `other`, the same person id (one company), estates [], no link, execution_date the
//   certificate's date, effective_date when stated, no acknowledgment_date; a certificate of
//   merger is `other`, the merged company `grantor`, the survivor `grantee`, estates
//   ["leasehold"] (what the merged company held on the tracts it lists), links merged ->
//   survivor, required (title passes by law, as by a death);
// - a partition deed is a quitclaim_deed, conveys_fee true, ["fee"]; each co-owner is a party
//   twice, `grantor` and `grantee`; links per tract from the co-owner who releases it (and a
//   joining spouse, `required: false`) to the co-owner who takes it;
// - an abstract-of-title entry or a reception record card has the category of the instrument it
//   abstracts ("Kind of Instrument: SPECIAL WARRANTY DEED"), "Dated" the execution date, "Ack." the
//   acknowledgment date, "Filed" the recording date (a two-digit year "5-2-62" is 1962); a card
//   names only the holders, so a spouse hidden in "ET UX" / "ET VIR" is no party and no link;
// - "Ruth Banks, formerly Ruth Teague": the party is the present name, "Ruth Banks"; "Robert L.
//   Pruitt, also known as Bob Pruitt": the name is "Robert L. Pruitt" (the alias is a descriptor);
//   "widow of Bertram Pharr, deceased" recites a predeceased spouse, who is no party;
// - the gap `doc` of conveyed_before_acquired is the deed dated three months to three years before
//   the deed into its grantor; conveyed_more_than_held is a mineral holder conveying a larger
//   fraction than he holds; grantor_never_received is a stranger's mineral deed or deed, or a
//   surface owner's mineral deed after all the minerals were reserved or conveyed.
import type { DocCategory, EstateType, GapKind, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';
import { numberWords } from './number-words.js';

type Rng = SeededRng;
type Fr = [number, number];

// ---------------------------------------------------------------- numbers, fractions, dates

const words = numberWords;
const capW = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const Words = (n: number) => capW(words(n));
const joinAnd = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;

function ordWord(n: number): string {
  const w = words(n);
  const irr: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  const last = /([a-z]+)$/.exec(w)![1];
  const rep = irr[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return w.slice(0, w.length - last.length) + rep;
}
const ordSfx = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`);

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => {
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
};
const fadd = (a: Fr, b: Fr) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const fsub = (a: Fr, b: Fr) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const fdivn = (a: Fr, n: number) => fr(a[0], a[1] * n);
const fcmp = (a: Fr, b: Fr) => a[0] * b[1] - b[0] * a[1];
const fstr = (a: Fr) => `${a[0]}/${a[1]}`;
const ONE: Fr = [1, 1];
const ZERO: Fr = [0, 1];
function fwords(a: Fr): string {
  if (a[0] === a[1]) return 'all';
  const den = a[1] === 2 ? (a[0] > 1 ? 'halves' : 'half') : ordWord(a[1]) + (a[0] > 1 ? 's' : '');
  const sep = /[ -]/.test(words(a[1])) ? ' ' : '-';
  return `${words(a[0])}${sep}${den}`;
}
function fphrase(r: Rng, a: Fr): string {
  return r.pick([`an undivided ${fwords(a)} (${fstr(a)}) interest`, `an undivided ${fstr(a)} interest`, `an undivided ${fwords(a)} interest`, `an undivided ${fstr(a)}th interest`.replace('/2th', '/2').replace('/4th', '/4')]);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const mk = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (x: Date, n: number) => new Date(x.getTime() + Math.round(n) * 86400000);
const iso = (x: Date | null) => (x ? x.toISOString().slice(0, 10) : null);
const yr = (x: Date) => x.getUTCFullYear();
function fmt(r: Rng, x: Date, style?: string): string {
  const y = x.getUTCFullYear();
  const m = x.getUTCMonth() + 1;
  const d = x.getUTCDate();
  const s = style ?? r.pick(['long', 'long', 'long', 'ord', 'ordAD', 'num', 'words', 'dmy']);
  switch (s) {
    case 'ord': return `the ${ordSfx(d)} day of ${MONTHS[m - 1]}, ${y}`;
    case 'ordAD': return `the ${ordSfx(d)} day of ${MONTHS[m - 1]}, A.D. ${y}`;
    case 'num': return `${m}/${d}/${y}`;
    case 'num0': return `${pad(m)}/${pad(d)}/${y}`;
    case 'dash': return `${m}-${d}-${y}`;
    case 'dash2': return `${m}-${d}-${String(y).slice(2)}`;
    case 'words': return `the ${ordWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${words(y)}`;
    case 'dmy': return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'caps': return `${MONTHS[m - 1].toUpperCase()} ${d}, ${y}`;
    default: return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
}
/** "3rd day of March, 1952" for "this ___": the dating clause's own words. */
function dayOf(r: Rng, x: Date): string {
  const y = yr(x);
  const m = MONTHS[x.getUTCMonth()];
  const d = x.getUTCDate();
  return r.pick([`${ordSfx(d)} day of ${m}, ${y}`, `${ordSfx(d)} day of ${m}, A.D. ${y}`, `${ordWord(d)} day of ${m}, ${y}`, `${ordSfx(d)} day of ${m}, A. D., ${y}`]);
}
function clock(r: Rng): { h: number; mm: string; ap: string } {
  const h = r.pick([8, 9, 10, 11, 1, 2, 3, 4]);
  return { h, mm: pad(r.int(12) * 5), ap: h >= 8 ? 'A' : 'P' };
}

// ---------------------------------------------------------------- people and companies

const MEN = ['Alonzo', 'Bertram', 'Cecil', 'Dudley', 'Elbert', 'Fletcher', 'Garland', 'Herman', 'Isaac', 'Jethro', 'Lemuel', 'Marion', 'Newton', 'Oren', 'Preston', 'Reuben', 'Sidney', 'Thaddeus', 'Virgil', 'Willis', 'William', 'Robert', 'Charles', 'James', 'George', 'Thomas', 'Joseph', 'Benjamin', 'Edwin', 'Loyd', 'Clifford', 'Arvel', 'Delmer', 'Kenneth', 'Gerald', 'Duane', 'Ronald', 'Larry', 'Terry', 'Randall'];
const WOMEN = ['Addie', 'Birdie', 'Callie', 'Dora', 'Effie', 'Flora', 'Georgia', 'Hester', 'Ida', 'Jennie', 'Katie', 'Lula', 'Minnie', 'Nettie', 'Ola', 'Pearlie', 'Rhoda', 'Sallie', 'Tessie', 'Una', 'Velda', 'Willa', 'Zelma', 'Mavis', 'Orpha', 'Reva', 'Carol', 'Judith', 'Brenda', 'Linda'];
const MID_M = ['Alvin', 'Buford', 'Carroll', 'Dewitt', 'Ellis', 'Forrest', 'Gordon', 'Harvey', 'Jerome', 'Lowell', 'Monroe', 'Oscar', 'Pleasant', 'Riley', 'Sherman', 'Tilden'];
const MID_F = ['Alma', 'Bell', 'Cleo', 'Dale', 'Estelle', 'Faye', 'Irene', 'Louise', 'May', 'Nell', 'Rose', 'Vivian'];
const SURN = ['Abshire', 'Bledsoe', 'Caudill', 'Dorsett', 'Easley', 'Fulbright', 'Goforth', 'Hensley', 'Isbell', 'Jernigan', 'Kinkade', 'Ledbetter', 'Mabry', 'Nix', 'Ogle', 'Pharr', 'Quillen', 'Redwine', 'Scroggins', 'Tidwell', 'Upchurch', 'Vaughan', 'Wofford', 'Yocum', 'Birdwell', 'Crowder', 'Dillard', 'Eskew', 'Fentress', 'Grissom', 'Hackett', 'Kuykendall', 'Lusk', 'Mayfield', 'Norwood', 'Ormsby', 'Poteet', 'Renfro', 'Sikes', 'Truett', 'Vinson', 'Wilkerson', 'Zachary', 'Aldridge', 'Brumley', 'Chisum', 'Denham', 'Echols', 'Fouts', 'Gentry', 'Hendrix', 'Killough', 'Lovelady', 'McNeese', 'Oglesby', 'Pryor', 'Roper', 'Stroh', 'Tatum', 'Wiggins', 'Haugen', 'Lindquist', 'Sorensen', 'Ostby'];
const OFFICIALS = ['Hollis T. Brady', 'Vera M. Kocher', 'J. W. Tennyson', 'Opal Strickland', 'R. E. Lusby', 'Nadine Farrow', 'C. H. Menefee', 'Lorene Guidry', 'T. J. Ashcraft', 'Mabel Inskeep', 'D. L. Prothro', 'Iola Womack', 'G. W. Castleberry', 'Fern Quisenberry', 'E. P. Huckabee', 'Darlene Voyles', 'Marcus J. Feld', 'Kathy L. Rusk', 'Tamra S. Oden', 'Gwen Alcorn'];
const NICK: Record<string, string> = { William: 'Bill', Robert: 'Bob', Charles: 'Charley', James: 'Jim', Thomas: 'Tom', Joseph: 'Joe', Benjamin: 'Ben', Kenneth: 'Ken', Ronald: 'Ron', Elbert: 'Bert' };
const ABBR: Record<string, string> = { William: 'Wm.', Charles: 'Chas.', James: 'Jas.', George: 'Geo.', Thomas: 'Thos.', Joseph: 'Jos.', Benjamin: 'Benj.' };
const STEMS = ['Prairie Dog', 'Turkey Track', 'Salt Fork', 'Washita Valley', 'High Plains', 'Caprock', 'Staked Plains', 'Little Missouri', 'Bakken', 'Ouray', 'Tombigbee', 'Leaf River', 'Red Hills', 'Rattlesnake', 'Medicine Lodge', 'Pawnee Rock', 'Arkalon', 'Rita Blanca', 'Canadian Valley', 'Mesquite'];
const CKINDS: string[][] = [['Oil Company', 'Oil Co.', 'Oil Co., Inc.'], ['Petroleum Corporation', 'Petroleum Corp.'], ['Royalty Company', 'Royalty Co.', 'Royalty Co., Inc.'], ['Exploration, Inc.', 'Exploration, Incorporated', 'Exploration Inc.'], ['Energy Corporation', 'Energy Corp.'], ['Production Company', 'Production Co.'], ['Resources, Inc.', 'Resources, Incorporated'], ['Operating Company', 'Operating Co.']];
const LENDERS = ['First National Bank of Chickasha', 'Federal Land Bank of Wichita', 'Farmers and Merchants Bank', 'Security State Bank', 'Home Savings and Loan Association', 'Citizens State Bank', 'Bank of the Southwest', 'Peoples National Bank'];
const PIPELINES = ['Panhandle Eastern Pipe Line Company', 'Northern Natural Gas Company', 'Cities Service Gas Company', 'El Paso Natural Gas Company', 'Rural Electric Cooperative, Inc.', 'Southwestern Bell Telephone Company'];
const INC_STATES = ['Delaware', 'Texas', 'Oklahoma', 'Kansas', 'Colorado', 'Nevada'];

interface P {
  id: string;
  org: boolean;
  forms: string[];
  first: string;
  middle: string;
  last: string;
  sfx: string;
  female: boolean;
  nick: string;
  formerLast: string;
  formerPending: boolean;
  spouse: P | null;
  born: number;
  died: Date | null;
  county: string;
  stName: string;
  minor: boolean;
  hasJr: boolean;
  namesake: boolean;
  incState: string;
}

type Style = 'full' | 'mi' | 'init' | 'nomid';
/** One instrument's way of writing each party: one form per instrument. */
class Namer {
  private cache = new Map<string, { nat: string; idx: string }>();
  private offs = new Map<string, string>();
  constructor(private r: Rng, private style: Style, private sr: Set<string> = new Set()) {}
  private make(p: P) {
    if (p.org) {
      const f = this.r.pick(p.forms);
      return { nat: f, idx: f.toUpperCase() };
    }
    let st: Style = this.r.chance(0.75) ? this.style : this.r.pick(['full', 'mi', 'init', 'nomid'] as Style[]);
    if (p.female && st === 'init') st = 'mi';
    if (p.namesake || p.sfx) st = st === 'nomid' ? 'mi' : st;
    let first = p.first;
    if (st === 'init') first = `${p.first[0]}.`;
    else if (ABBR[p.first] && this.r.chance(0.2)) first = ABBR[p.first];
    const mid = !p.middle || st === 'nomid' ? '' : st === 'full' ? p.middle : `${p.middle[0]}.`;
    const sfx = p.sfx || (this.sr.has(p.id) ? 'Sr.' : '');
    const given = [first, mid].filter(Boolean).join(' ');
    return { nat: `${given} ${p.last}${sfx ? `, ${sfx}` : ''}`, idx: `${p.last}, ${given}${sfx ? `, ${sfx}` : ''}`.toUpperCase() };
  }
  nm(p: P): string {
    let e = this.cache.get(p.id);
    if (!e) {
      e = this.make(p);
      this.cache.set(p.id, e);
    }
    return e.nat;
  }
  idx(p: P): string {
    this.nm(p);
    return this.cache.get(p.id)!.idx;
  }
  officer(p: P): string {
    let o = this.offs.get(p.id);
    if (!o) {
      o = `${this.r.pick(OFFICIALS)}, ${this.r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Senior Vice President', 'Land Manager'])}`;
      this.offs.set(p.id, o);
    }
    return o;
  }
}

// ---------------------------------------------------------------- areas and tracts

interface Mer { name: string; abbr: string; ns: 'N' | 'S'; ew: 'E' | 'W'; hy: string }
const IM: Mer = { name: 'Indian Meridian', abbr: 'I.M.', ns: 'N', ew: 'W', hy: '' };
const CM: Mer = { name: 'Cimarron Meridian', abbr: 'C.M.', ns: 'N', ew: 'E', hy: 'CM' };
const P6: Mer = { name: 'Sixth Principal Meridian', abbr: '6th P.M.', ns: 'S', ew: 'W', hy: '' };
const NMPM: Mer = { name: 'New Mexico Principal Meridian', abbr: 'N.M.P.M.', ns: 'S', ew: 'E', hy: '' };
const P5: Mer = { name: 'Fifth Principal Meridian', abbr: '5th P.M.', ns: 'N', ew: 'W', hy: '' };
const USM: Mer = { name: 'Uintah Special Meridian', abbr: 'U.S.M.', ns: 'S', ew: 'W', hy: '' };
const SLM: Mer = { name: 'Salt Lake Base and Meridian', abbr: 'S.L.B.&M.', ns: 'S', ew: 'E', hy: '' };
const CHOC: Mer = { name: 'Choctaw Meridian', abbr: 'Choctaw Mer.', ns: 'N', ew: 'E', hy: '' };
const STS: Mer = { name: 'St. Stephens Meridian', abbr: 'St. Stephens Mer.', ns: 'N', ew: 'W', hy: '' };

interface TxS { kind: 'rr' | 'psl' | 'csl' | 'named'; short: string; forms: string[]; blocks: string[]; holder: string[] | null }
interface County { name: string; mer?: Mer; t?: [number, number]; rg?: [number, number]; tx?: TxS[] }
interface Area { label: string; st: string; stName: string; counties: County[]; start: [number, number]; trust: boolean; tod: boolean; clerk: (y: number) => string; towns: string[] }

const HTC: TxS = { kind: 'rr', short: 'H&TC RR Co. Survey', forms: ['H&TC RR Co. Survey', 'H. & T. C. R.R. Co. Survey', 'H&TC Ry. Co.', 'Houston & Texas Central Railroad Company Survey', 'H & TC RR Co.'], blocks: ['43', '44', '46', '47'], holder: ['Houston & Texas Central Railroad Company', 'Houston and Texas Central Railroad Company'] };
const DW: TxS = { kind: 'rr', short: 'D&W RR Co. Survey', forms: ['D&W RR Co. Survey', 'D. & W. Ry. Co. Survey', 'D&W RR Co.', 'Dallas & Wichita Railway Company Survey'], blocks: ['M-6', 'M-16', 'M-21'], holder: ['Dallas & Wichita Railway Company', 'Dallas and Wichita Railway Co.'] };
const CSL: TxS = { kind: 'csl', short: 'Hunt County School Land Survey', forms: ['Hunt County School Land', 'Hunt C.S.L.', 'Hunt County School Lands'], blocks: ['41', '42', '57'], holder: ['Hunt County'] };
const PSL: TxS = { kind: 'psl', short: 'PSL Survey', forms: ['PSL', 'Public School Land', 'P.S.L. Survey', 'Public School Lands'], blocks: ['A-1', 'A-10', 'A-34', 'A-47'], holder: null };
const ELRR: TxS = { kind: 'rr', short: 'EL&RR RR Co. Survey', forms: ['EL&RR RR Co. Survey', 'E.L.&R.R. RR Co.', 'EL&RR Ry. Co. Survey', 'EL & RR RR Co.'], blocks: ['5', '6', '7'], holder: null };
const CCSD: TxS = { kind: 'rr', short: 'CCSD&RGNG RR Co. Survey', forms: ['CCSD&RGNG RR Co. Survey', 'C.C.S.D. & R.G.N.G. R.R. Co. Survey', 'CCSD&RGNG Ry. Co.', 'Corpus Christi, San Diego & Rio Grande Narrow Gauge Railroad Company Survey'], blocks: ['1', '2', '4'], holder: null };
const named = (n: string): TxS => ({ kind: 'named', short: n, forms: [n], blocks: [], holder: null });

const AREAS: Area[] = [
  { label: 'Oklahoma, Indian Meridian', st: 'OK', stName: 'Oklahoma', start: [1889, 1897], trust: false, tod: true, clerk: (y) => (y < 1907 ? 'Register of Deeds' : 'County Clerk'), towns: ['Chickasha', 'Pauls Valley', 'Kingfisher', 'Hennessey', 'Tuttle'],
    counties: [{ name: 'Grady', mer: IM, t: [5, 10], rg: [5, 8] }, { name: 'Garvin', mer: IM, t: [1, 4], rg: [1, 3] }, { name: 'Kingfisher', mer: IM, t: [15, 18], rg: [5, 9] }] },
  { label: 'Oklahoma Panhandle, Cimarron Meridian', st: 'OK', stName: 'Oklahoma', start: [1892, 1906], trust: false, tod: true, clerk: (y) => (y < 1907 ? 'Register of Deeds' : 'County Clerk'), towns: ['Beaver', 'Guymon', 'Hooker', 'Forgan'],
    counties: [{ name: 'Beaver', mer: CM, t: [1, 6], rg: [20, 28] }, { name: 'Texas', mer: CM, t: [1, 6], rg: [10, 19] }] },
  { label: 'Kansas, Sixth P.M.', st: 'KS', stName: 'Kansas', start: [1885, 1891], trust: false, tod: true, clerk: () => 'Register of Deeds', towns: ['Great Bend', 'St. John', 'Hays', 'Ellinwood', 'Hoisington'],
    counties: [{ name: 'Barton', mer: P6, t: [16, 20], rg: [11, 15] }, { name: 'Stafford', mer: P6, t: [21, 25], rg: [11, 15] }, { name: 'Ellis', mer: P6, t: [11, 15], rg: [16, 20] }] },
  { label: 'New Mexico, N.M.P.M.', st: 'NM', stName: 'New Mexico', start: [1905, 1914], trust: false, tod: true, clerk: () => 'County Clerk', towns: ['Lovington', 'Hobbs', 'Carlsbad', 'Artesia', 'Roswell'],
    counties: [{ name: 'Lea', mer: NMPM, t: [9, 26], rg: [32, 38] }, { name: 'Eddy', mer: NMPM, t: [16, 26], rg: [21, 31] }, { name: 'Chaves', mer: NMPM, t: [5, 16], rg: [20, 31] }] },
  { label: 'North Dakota, Fifth P.M.', st: 'ND', stName: 'North Dakota', start: [1899, 1912], trust: false, tod: true, clerk: (y) => (y < 2001 ? 'Register of Deeds' : 'County Recorder'), towns: ['Watford City', 'Williston', 'Stanley', 'Tioga', 'New Town'],
    counties: [{ name: 'McKenzie', mer: P5, t: [145, 153], rg: [94, 104] }, { name: 'Williams', mer: P5, t: [153, 159], rg: [95, 104] }, { name: 'Mountrail', mer: P5, t: [151, 158], rg: [88, 94] }] },
  { label: 'Utah, Uintah Basin', st: 'UT', stName: 'Utah', start: [1905, 1915], trust: true, tod: false, clerk: () => 'County Recorder', towns: ['Roosevelt', 'Duchesne', 'Vernal', 'Myton'],
    counties: [{ name: 'Duchesne', mer: USM, t: [1, 5], rg: [1, 6] }, { name: 'Uintah', mer: SLM, t: [7, 10], rg: [20, 25] }] },
  { label: 'Mississippi, Choctaw and St. Stephens Meridians', st: 'MS', stName: 'Mississippi', start: [1885, 1896], trust: true, tod: false, clerk: () => 'Chancery Clerk', towns: ['Bay Springs', 'Raleigh', 'Waynesboro', 'Heidelberg', 'Taylorsville'],
    counties: [{ name: 'Jasper', mer: CHOC, t: [1, 4], rg: [10, 14] }, { name: 'Smith', mer: CHOC, t: [1, 4], rg: [6, 9] }, { name: 'Wayne', mer: STS, t: [7, 10], rg: [6, 9] }] },
  { label: 'Texas Panhandle', st: 'TX', stName: 'Texas', start: [1887, 1902], trust: true, tod: true, clerk: () => 'County Clerk', towns: ['Borger', 'Pampa', 'Panhandle', 'Stinnett', 'White Deer'],
    counties: [{ name: 'Hutchinson', tx: [HTC, DW, named('Juan Cantu League')] }, { name: 'Gray', tx: [HTC, CSL] }, { name: 'Carson', tx: [DW, CSL, named('Ysidro Benavides Labor')] }] },
  { label: 'Texas Permian Basin', st: 'TX', stName: 'Texas', start: [1898, 1910], trust: true, tod: true, clerk: () => 'County Clerk', towns: ['Andrews', 'Seminole', 'Ozona', 'Seagraves'],
    counties: [{ name: 'Andrews', tx: [PSL, ELRR, named('Manuel Flores League')] }, { name: 'Gaines', tx: [PSL, ELRR] }, { name: 'Crockett', tx: [CCSD, named('A. B. Harmon Survey')] }] },
];

interface Sev { p: P; f: Fr; term: { years: number; start: Date; doc: string; revert: P[] } | null }
interface Lease { n: number; doc: string; date: Date; ref: string; lessors: P[]; orig: P[]; lessees: P[]; tracts: T[]; term: number; hbp: boolean; live: boolean; roy: string; top: boolean; farmee: P | null; farmDate: Date | null }
interface Dot { doc: string; date: Date; ref: string; borrowers: P[]; trustee: string; lender: P; mortgage: boolean }
interface T {
  key: string;
  t: ExpectedTract;
  farm: number;
  acres: boolean;
  mb: string;
  txs: TxS | null;
  mer: Mer | null;
  fee: P[];
  sev: Sev[];
  roy: Sev[];
  lease: Lease | null;
  top: Lease | null;
  dot: Dot | null;
  jt: P[] | null;
  tod: { owner: P; bene: P; date: Date; ref: string } | null;
  life: P[] | null;
  acq: { doc: string; date: Date; deed: boolean } | null;
  patented: boolean;
  startAt: Date;
}

// ---------------------------------------------------------------- descriptions

const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const STATE_NAMES: Record<string, string> = { OK: 'Oklahoma', KS: 'Kansas', NM: 'New Mexico', ND: 'North Dakota', UT: 'Utah', MS: 'Mississippi', TX: 'Texas' };

function aliqText(a: string, style: string): string {
  const parts = a.split(' ').map((x) => x.split('/') as [string, string]);
  const w = parts.map(([d, n]) => `${DIRW[d]} ${n === '2' ? 'Half' : 'Quarter'}`).join(' of the ');
  switch (style) {
    case 'of': return parts.map(([d, n]) => `${d}/${n}`).join(' of the ');
    case 'words': return w;
    case 'wordsP': return `${w} (${a})`;
    case 'frac': return parts.map(([d, n]) => `${d} 1/${n}`).join(' of the ');
    case 'uni': return parts.map(([d, n]) => `${d}${n === '2' ? '½' : '¼'}`).join(' ');
    case 'lower': return w.toLowerCase();
    default: return a;
  }
}
function acresStr(a: number): string {
  return Number.isInteger(a) ? String(a) : a.toFixed(2);
}
function acresWords(a: number): string {
  const whole = Math.floor(a);
  const h = Math.round((a - whole) * 100);
  return `${words(whole)} acres${h ? ` and ${words(h)} hundredths of an acre` : ''}`;
}

function rectDesc(r: Rng, t: T, style: string, withCounty: boolean): string {
  const x = t.t;
  const m = t.mer!;
  const sec = Number(x.section);
  const tw = parseInt(x.township!, 10);
  const rg = parseInt(x.range!, 10);
  const ns = x.township!.slice(-1);
  const ew = x.range!.slice(-1);
  const NS = ns === 'N' ? 'North' : 'South';
  const EW = ew === 'E' ? 'East' : 'West';
  const lots = x.lot ? x.lot.split(', ') : [];
  const st = STATE_NAMES[x.state!];
  let s: string;
  const what = (lt: string, al: string, the = 'the ') => (lt && al ? `${lt} and ${the}${al}` : lt || `${the}${al}`);
  if (style === 'patent') {
    const lt = lots.length ? `lots ${joinAnd(lots.map((l) => words(+l)))}` : '';
    const al = x.aliquot ? aliqText(x.aliquot, 'lower') : '';
    s = `${what(lt, al)} of section ${words(sec)} in township ${words(tw)} ${NS.toLowerCase()} of range ${words(rg)} ${EW.toLowerCase()} of the ${m.name}`;
    if (withCounty) s += `, in ${x.county} County, ${st}`;
    if (t.acres) s += `, containing ${acresWords(x.acres!)}`;
    return s;
  }
  if (style === 'long') {
    const lt = lots.length ? `Lots ${joinAnd(lots.map((l) => `${Words(+l)} (${l})`))}` : '';
    const al = x.aliquot ? aliqText(x.aliquot, r.pick(['wordsP', 'words', 'std'])) : '';
    s = `${what(lt, al)} of Section ${Words(sec)} (${sec}), Township ${Words(tw)} (${tw}) ${NS}, Range ${Words(rg)} (${rg}) ${EW} of the ${m.name}`;
  } else if (style === 'short' || style === 'frac') {
    const lt = lots.length ? `Lots ${joinAnd(lots)}` : '';
    const al = x.aliquot ? aliqText(x.aliquot, style === 'frac' ? 'frac' : r.pick(['std', 'of', 'uni'])) : '';
    s = `${what(lt, al)} of Section ${sec}, Township ${tw} ${NS}, Range ${rg} ${EW}${r.chance(0.5) ? `, ${m.abbr}` : ` of the ${m.name}`}`;
  } else if (style === 'hyph') {
    const lt = lots.length ? `Lots ${lots.join(', ')}` : '';
    s = `${[lt, x.aliquot ?? ''].filter(Boolean).join(', ')} of ${sec}-${tw}${ns}-${rg}${ew}${m.hy}`;
  } else {
    const lt = lots.length ? `Lots ${lots.join(', ')}` : '';
    s = `${[lt, x.aliquot ?? ''].filter(Boolean).join(', ')} Sec. ${sec}, T${tw}${ns}, R${rg}${ew}, ${m.abbr}`;
  }
  if (withCounty) s += r.pick([`, ${x.county} County, ${st}`, `, in ${x.county} County, State of ${st}`, `, ${x.county} Co., ${st}`]);
  if (t.acres) s += r.pick([`, containing ${acresStr(x.acres!)} acres, more or less`, ` (${acresStr(x.acres!)} acres)`, `, ${acresStr(x.acres!)} acres, more or less`, `, containing ${acresStr(x.acres!)} acres according to the Government Survey thereof`]);
  return s;
}

function txDesc(r: Rng, t: T, style: string, withCounty: boolean): string {
  const x = t.t;
  const s = t.txs!;
  const cty = `${x.county} County, Texas`;
  if (s.kind === 'named') {
    const ac = acresStr(x.acres!);
    return r.pick([
      `${ac} acres of land, more or less, out of the ${x.survey}, Abstract No. ${x.abstract}, ${cty}, and being more particularly described by metes and bounds as follows: ${t.mb}`,
      `${ac} acres out of the ${x.survey}, A-${x.abstract}, ${cty}, described as follows: ${t.mb}`,
      `All that certain tract or parcel of land containing ${ac} acres, situated in ${cty}, being part of the ${x.survey}, Abstract ${x.abstract}, and described by metes and bounds as follows: ${t.mb}`,
    ]);
  }
  const form = r.pick(s.forms);
  const whole = x.aliquot === 'ALL';
  const al = whole ? '' : aliqText(x.aliquot!, r.pick(['std', 'words']));
  let d: string;
  const cert = `${1 + (Number(x.abstract) % 9)}/${(Number(x.abstract) * 37) % 9000}`;
  if (s.kind === 'csl') {
    const v = style === 'abbr' ? 1 : r.int(3);
    d = [
      `${whole ? 'All of ' : `The ${al} of `}Labor No. ${x.section}, League No. ${x.block}, ${form}, Abstract No. ${x.abstract}`,
      `${whole ? '' : `${x.aliquot} of `}Labor ${x.section}, League ${x.block}, ${form}, A-${x.abstract}`,
      `${whole ? 'all of' : `the ${al} of`} Labor ${Words(+x.section!)} (${x.section}) of League ${Words(+x.block!)} (${x.block}), ${form}, Abstract ${x.abstract}`,
    ][v];
  } else {
    const v = style === 'abbr' ? 3 : r.int(4);
    d = [
      `${whole ? 'All of ' : `The ${al} of `}Section ${x.section}, Block ${x.block}, ${form}, Abstract No. ${x.abstract}`,
      `${whole ? '' : `${x.aliquot} of `}Section ${x.section}, Blk. ${x.block}, ${form}, A-${x.abstract}`,
      `${whole ? 'all of ' : `the ${al} of `}Survey No. ${x.section}, Block ${x.block}, Certificate No. ${cert}, ${form}, Abstract ${x.abstract}`,
      `${whole ? 'All' : x.aliquot} Sec. ${x.section}, Blk. ${x.block}, ${form}, A-${x.abstract}`,
    ][v];
  }
  if (withCounty) d += `, ${cty}`;
  if (t.acres) d += r.pick([`, containing ${acresStr(x.acres!)} acres, more or less`, ` (${acresStr(x.acres!)} acres)`, `, ${acresStr(x.acres!)} acres`]);
  return d;
}

const desc = (r: Rng, t: T, style: string, withCounty: boolean) => (t.txs ? txDesc(r, t, style, withCounty) : rectDesc(r, t, style, withCounty));

function landText(r: Rng, ts: T[], style: string, withCounty: boolean): string {
  if (ts.length === 1) return desc(r, ts[0], style, withCounty);
  const lab = r.int(3);
  return ts.map((t, i) => (lab === 0 ? `Tract ${i + 1}: ` : lab === 2 ? `(${String.fromCharCode(97 + i)}) ` : '') + desc(r, t, style, withCounty)).join(lab === 1 ? ';\nAND\n' : ';\n');
}

function exhibit(r: Rng, ts: T[]): string {
  const withAc = ts.every((t) => t.acres);
  const head = withAc ? 'Tract | Legal Description | County | Acres' : 'Tract | Legal Description | County';
  const rows = ts.map((t, i) => `${i + 1} | ${desc(r, { ...t, acres: false }, 'abbr', false)} | ${t.t.county}${withAc ? ` | ${acresStr(t.t.acres!)}` : ''}`);
  return `EXHIBIT "A"\n\nAttached to and made a part of the instrument described above.\n\n${head}\n${rows.join('\n')}\n\nAll in the State of ${STATE_NAMES[ts[0].t.state!]}.`;
}

function makeMB(r: Rng): string {
  const b = r.pick(['an iron rod', 'a 1/2-inch iron pipe', 'a stone mound', 'a fence corner post', 'a concrete monument']);
  const v1 = 400 + r.int(1500);
  const v2 = 300 + r.int(900);
  const d = r.int(3);
  const m = r.int(60);
  const m2 = r.int(60);
  return `BEGINNING at ${b} set for the ${r.pick(['Northwest', 'Southwest'])} corner of this tract; THENCE North ${d} deg. ${m} min. East ${v1} varas to ${r.pick(['an iron rod', 'a stake', 'a rock mound'])}; THENCE South 89 deg. ${m2} min. East ${v2} varas to a corner; THENCE South ${d} deg. ${m} min. West ${v1} varas to a corner; THENCE North 89 deg. ${m2} min. West ${v2} varas to the PLACE OF BEGINNING`;
}

const WEST_COL = [7, 18, 19, 30, 31];
const NORTH_ROW = [1, 2, 3, 4, 5];
function makeTracts(r: Rng, A: Area, farm: number, used: Set<string>, absUsed: Map<string, string>): T[] {
  for (let tries = 0; tries < 50; tries++) {
    const c = r.pick(A.counties);
    const out: ExpectedTract[] = [];
    const extra: Array<{ acres: boolean; mb: string; txs: TxS | null; mer: Mer | null }> = [];
    if (!c.tx) {
      const m = c.mer!;
      const tw = c.t![0] + r.int(c.t![1] - c.t![0] + 1);
      const rg = c.rg![0] + r.int(c.rg![1] - c.rg![0] + 1);
      const sec = 1 + r.int(36);
      const n = r.chance(0.5) ? 2 : 1;
      const qs = ['NE/4', 'NW/4', 'SE/4', 'SW/4'].sort(() => r.next() - 0.5);
      for (let i = 0; i < n; i++) {
        const s = i === 1 && r.chance(0.4) ? (sec % 36) + 1 : sec;
        const q = qs[i];
        let aliquot: string | null = q;
        let lot: string | null = null;
        let acres = 160;
        const roll = r.next();
        if (A.st === 'MS' || roll < 0.25) {
          const qq = r.pick(['NE/4', 'NW/4', 'SE/4', 'SW/4', 'N/2', 'S/2', 'E/2', 'W/2']);
          aliquot = `${qq} ${q}`;
          acres = qq.endsWith('/2') ? 80 : 40;
        } else if (n === 1 && roll > 0.9) {
          aliquot = q.startsWith('N') ? 'N/2' : 'S/2';
          acres = 320;
        }
        let statesAcres = r.chance(0.55);
        if (aliquot === q && WEST_COL.includes(s) && (q === 'NW/4' || q === 'SW/4') && r.chance(0.7)) {
          lot = q === 'NW/4' ? '1, 2' : '3, 4';
          aliquot = `E/2 ${q}`;
          acres = 140 + r.int(3000) / 100;
          statesAcres = r.chance(0.85);
        } else if (aliquot === q && NORTH_ROW.includes(s) && (q === 'NE/4' || q === 'NW/4') && r.chance(0.7)) {
          lot = q === 'NE/4' ? '1, 2' : '3, 4';
          aliquot = `S/2 ${q}`;
          acres = 150 + r.int(2000) / 100;
          statesAcres = r.chance(0.85);
        }
        out.push({ state: A.st, county: c.name, section: String(s), township: `${tw}${m.ns}`, range: `${rg}${m.ew}`, aliquot, survey: null, abstract: null, block: null, lot, acres: statesAcres ? Math.round(acres * 100) / 100 : null });
        extra.push({ acres: statesAcres, mb: '', txs: null, mer: m });
      }
    } else {
      const s = r.pick(c.tx);
      if (s.kind === 'named') {
        const acres = r.pick([80, 100, 160, 177.12, 213.5, 320, 96.4]);
        const k = `${c.name}|${s.short}`;
        const abs = absUsed.get(k) ?? String(20 + r.int(900));
        absUsed.set(k, abs);
        out.push({ state: 'TX', county: c.name, section: null, township: null, range: null, aliquot: null, survey: s.short, abstract: abs, block: null, lot: null, acres });
        extra.push({ acres: true, mb: makeMB(r), txs: s, mer: null });
      } else {
        const blk = r.pick(s.blocks);
        const sec = 1 + r.int(s.kind === 'csl' ? 24 : 80);
        const n = r.chance(0.4) ? 2 : 1;
        for (let i = 0; i < n; i++) {
          const sc = sec + i;
          const k = `${c.name}|${s.short}|${blk}|${sc}`;
          const abs = absUsed.get(k) ?? String(100 + r.int(4800));
          absUsed.set(k, abs);
          const aliquot = r.chance(0.5) ? 'ALL' : r.pick(['N/2', 'S/2', 'E/2', 'W/2', 'NE/4', 'NW/4', 'SE/4', 'SW/4']);
          const full = s.kind === 'csl' ? 177.12 : 640;
          const acres = aliquot === 'ALL' ? full : aliquot.endsWith('/2') ? full / 2 : full / 4;
          const sa = r.chance(0.6);
          out.push({ state: 'TX', county: c.name, section: String(sc), township: null, range: null, aliquot, survey: s.short, abstract: abs, block: blk, lot: null, acres: sa ? acres : null });
          extra.push({ acres: sa, mb: '', txs: s, mer: null });
        }
      }
    }
    const keys = out.map((t) => tractKey(t));
    if (keys.some((k) => used.has(k)) || new Set(keys).size !== keys.length) continue;
    keys.forEach((k) => used.add(k));
    return out.map((t, i) => ({
      key: keys[i], t, farm, acres: extra[i].acres, mb: extra[i].mb, txs: extra[i].txs, mer: extra[i].mer,
      fee: [], sev: [], roy: [], lease: null, top: null, dot: null, jt: null, tod: null, life: null, acq: null, patented: false, startAt: mk(2100, 1, 1),
    }));
  }
  throw new Error('no tract');
}

// ---------------------------------------------------------------- one package

interface Party { p: P; role: Role; pid?: string }
interface Unit { a: P; b: P | null; bHolds: boolean }
interface Mem { p: P; req: boolean; anchor: P }
interface Ref { book: string; page: string; inst: string; cite: string }
interface Out { cat: DocCategory; parties: Party[]; tracts: T[]; exec: Date | null; eff?: Date | null; ack: Date | null; rec: Date | null; death?: Date | null; fee: boolean; estates: EstateType[]; text: string; N: Namer }

function unitsOf(holders: P[]): Unit[] {
  const seen = new Set<string>();
  const us: Unit[] = [];
  for (const h of holders) {
    if (seen.has(h.id)) continue;
    seen.add(h.id);
    const s = h.org ? null : h.spouse;
    if (s && !s.died && !s.minor) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      us.push({ a: h, b: s, bHolds: holders.includes(s) });
    } else us.push({ a: h, b: null, bHolds: false });
  }
  return us;
}
const membersOf = (us: Unit[]): Mem[] => us.flatMap((u) => (u.b ? [{ p: u.a, req: true, anchor: u.a }, { p: u.b, req: u.bHolds, anchor: u.bHolds ? u.b : u.a }] : [{ p: u.a, req: true, anchor: u.a }]));
const plural = (us: Unit[]) => us.length > 1 || us.some((u) => u.b);

function genPackage(r: Rng, A: Area, pi: number, target: number): HeldoutPackage {
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const people: P[] = [];
  const orgs = new Map<string, P>();
  const used = new Set<string>();
  const absUsed = new Map<string, string>();
  const files = new Set<string>();
  const lastAct = new Map<string, Date>();
  const usedStems = new Set<string>();
  let nP = 0;
  let instSeq = 1000 + r.int(8000);
  let abstractNo = 1 + r.int(20);
  let leaseN = 0;
  let now = mk(A.start[0], 1 + r.int(12), 1 + r.int(28));
  const tag = `f${pi + 1}`;

  // ------------------------------------------------------------ people
  const newP = (o: Partial<P> = {}): P => {
    const female = o.female ?? false;
    const p: P = {
      id: `${tag}-p${++nP}`, org: false, forms: [], first: female ? r.pick(WOMEN) : r.pick(MEN), middle: r.chance(0.8) ? (female ? r.pick(MID_F) : r.pick(MID_M)) : '', last: r.pick(SURN), sfx: '', female, nick: '', formerLast: '', formerPending: false,
      spouse: null, born: yr(now) - 25 - r.int(30), died: null, county: r.pick(A.counties).name, stName: A.stName, minor: false, hasJr: false, namesake: false, incState: '', ...o,
    };
    if (o.nick === undefined && !p.female && NICK[p.first] && r.chance(0.25)) p.nick = NICK[p.first];
    people.push(p);
    return p;
  };
  const marry = (p: P): P => {
    const s = newP({ female: !p.female, last: p.last, born: p.born + r.int(7) - 3, nick: '' });
    p.spouse = s;
    s.spouse = p;
    return s;
  };
  const grantee = (couple = 0.6): P => {
    if (r.chance(0.07)) {
      const twin = people.find((q) => !q.org && !q.sfx && q.middle && !q.namesake && !q.female && r.chance(0.3));
      if (twin) {
        const other = A.counties.map((c) => c.name).filter((c) => c !== twin.county);
        const p = newP({ first: twin.first, middle: twin.middle, last: twin.last, namesake: true, county: other.length ? r.pick(other) : twin.county, nick: '' });
        twin.namesake = true;
        if (r.chance(couple)) marry(p);
        return p;
      }
    }
    const p = newP({ female: r.chance(0.12) });
    if (r.chance(couple)) marry(p);
    return p;
  };
  const org = (forms: string[], inc = ''): P => {
    const k = forms[0];
    let o = orgs.get(k);
    if (!o) {
      o = { id: `${tag}-o${orgs.size + 1}`, org: true, forms, first: '', middle: '', last: '', sfx: '', female: false, nick: '', formerLast: '', formerPending: false, spouse: null, born: 0, died: null, county: '', stName: '', minor: false, hasJr: false, namesake: false, incState: inc };
      orgs.set(k, o);
    }
    return o;
  };
  const company = (royalty = false): P => {
    let stem = r.pick(STEMS);
    for (let i = 0; i < 20 && usedStems.has(stem); i++) stem = r.pick(STEMS);
    usedStems.add(stem);
    const kinds = royalty ? CKINDS[2] : r.pick(CKINDS);
    return org(kinds.map((k) => `${stem} ${k}`), r.pick(INC_STATES));
  };
  const sovereign = () => (A.st === 'TX' ? org(['State of Texas']) : org(['United States of America']));
  const children = (p: P, n: number): P[] =>
    Array.from({ length: n }, (_, i) => {
      const female = r.chance(0.45);
      const born = Math.min(p.born + 22 + r.int(14) + i * 2, yr(now) - 1);
      const jr = !female && !p.female && !p.hasJr && !p.sfx && r.chance(0.35);
      const o: Partial<P> = { female, last: p.last, born, sfx: jr ? 'Jr.' : '', nick: '' };
      if (jr) {
        o.first = p.first;
        o.middle = p.middle;
      }
      const c = newP(o);
      if (jr) p.hasJr = true;
      c.minor = yr(now) - born < 21;
      if (!c.minor && r.chance(0.5)) {
        if (female) {
          const h = newP({ female: false, born: born - r.int(4), nick: '' });
          c.last = h.last;
          c.spouse = h;
          h.spouse = c;
        } else marry(c);
      }
      return c;
    });

  // ------------------------------------------------------------ tracts and state
  const farms: T[][] = [];
  const nFarms = 3 + (r.chance(0.5) ? 1 : 0);
  for (let f = 0; f < nFarms; f++) {
    const ts = makeTracts(r, A, f, used, absUsed);
    const s = mk(A.start[0] + r.int(A.start[1] - A.start[0] + 1) + f, 1 + r.int(12), 1 + r.int(28));
    ts.forEach((t) => (t.startAt = s));
    farms.push(ts);
  }
  const tracts = farms.flat();
  const unsev = (t: T) => fsub(ONE, t.sev.reduce((a, s) => fadd(a, s.f), ZERO));
  const holdsMin = (t: T, p: P) => (t.fee.includes(p) && fcmp(unsev(t), ZERO) > 0) || t.sev.some((s) => s.p === p);
  const isLessee = (p: P) => tracts.some((t) => (t.lease?.live && t.lease.lessees.includes(p)) || t.top?.lessees.includes(p));
  const holdsAny = (p: P) => isLessee(p) || tracts.some((t) => t.fee.includes(p) || t.sev.some((s) => s.p === p) || t.roy.some((s) => s.p === p) || t.life?.includes(p));
  const age = (p: P) => yr(now) - p.born;
  const groups = (): T[][] => {
    const m = new Map<string, T[]>();
    for (const t of tracts) {
      if (!t.patented || !t.fee.length) continue;
      const k = `${t.farm}|${t.fee.map((p) => p.id).sort().join(',')}`;
      if (!m.has(k)) m.set(k, []);
      m.get(k)!.push(t);
    }
    return [...m.values()];
  };
  const lastDoc = new Map<string, Date>();
  const refresh = (ps: P[]) => {
    for (const p of ps) {
      if (p.org || p.died) continue;
      if (p.minor && age(p) >= 21) p.minor = false;
      if (p.female && !p.spouse && !p.minor && age(p) < 40 && r.chance(0.35)) {
        const h = newP({ female: false, born: p.born - r.int(4), nick: '' });
        p.formerLast = p.last;
        p.formerPending = true;
        p.last = h.last;
        p.spouse = h;
        h.spouse = p;
      }
      const s = p.spouse;
      if (s && !s.died && yr(now) - s.born > 72 && !holdsAny(s) && r.chance(0.4)) s.died = addDays(now, -30 - r.int(900));
    }
  };

  // ------------------------------------------------------------ writing helpers
  const mkRef = (d: Date): Ref => {
    if (yr(d) >= 1985 && r.chance(0.8)) {
      const inst = `${yr(d)}-${pad(instSeq++, 6)}`;
      return { book: '', page: '', inst, cite: `Instrument No. ${inst}` };
    }
    const book = String(3 + Math.floor((yr(d) - 1880) * 3.1) + r.int(2));
    const page = String(1 + r.int(640));
    return { book, page, inst: '', cite: r.pick([`Book ${book}, Page ${page}`, `Volume ${book}, Page ${page}`, `Book ${book} at Page ${page}`]) };
  };
  const stamp = (d: Date, ref: Ref, series: string, cty: string): string => {
    const c = clock(r);
    const clerk = r.pick(OFFICIALS);
    const title = A.clerk(yr(d));
    if (ref.inst) {
      return r.pick([
        `FILED FOR RECORD\n${yr(d)} ${MONTHS[d.getUTCMonth()].slice(0, 3).toUpperCase()} ${pad(d.getUTCDate())} ${c.ap}M ${c.h}:${c.mm}\nInstrument No. ${ref.inst}\n${clerk}, ${title}, ${cty} County, ${A.stName}`,
        `Doc # ${ref.inst}   Filed ${fmt(r, d, 'num0')} ${c.h}:${c.mm} ${c.ap}M\n${clerk}, ${title}, ${cty} County`,
        `${A.stName.toUpperCase()}, ${cty.toUpperCase()} COUNTY\nI certify that this instrument was filed for record on ${fmt(r, d, 'long')} at ${c.h}:${c.mm} ${c.ap}.M. as Instrument No. ${ref.inst} of the Official Records of said County.\n${clerk}, ${title}`,
      ]);
    }
    const opts = [
      `Filed for record this ${dayOf(r, d)}, at ${c.h}:${c.mm} o'clock ${c.ap}.M., and recorded in Book ${ref.book} of ${series}, at Page ${ref.page}.\n${clerk}, ${title}\nBy ${r.pick(OFFICIALS)}, Deputy`,
      `STATE OF ${A.stName.toUpperCase()}, County of ${cty}, ss. I hereby certify that this instrument was filed for record in my office at ${c.h}:${c.mm} o'clock ${c.ap}. M. on ${fmt(r, d, 'ordAD')}, and duly recorded in Book ${ref.book}, Page ${ref.page}.\n${clerk}, ${title}`,
      `Received for record the ${dayOf(r, d)}, at ${c.h} o'clock ${c.ap}. M., and recorded in Book ${ref.book} of ${series}, on page ${ref.page}.\n${clerk}, ${title}`,
    ];
    if (A.st === 'TX') opts.push(`FILED FOR RECORD the ${dayOf(r, d)}, at ${c.h}:${c.mm} o'clock ${c.ap}.M.\nRECORDED the ${dayOf(r, addDays(d, 1 + r.int(9)))}, in Volume ${ref.book}, Page ${ref.page}, ${series}.\n${clerk}, County Clerk, ${cty} County, Texas`);
    return r.pick(opts);
  };
  const venue = (cty: string) =>
    A.st === 'TX'
      ? `THE STATE OF TEXAS      §\n                        §\nCOUNTY OF ${cty.toUpperCase()}    §`
      : r.pick([`STATE OF ${A.stName.toUpperCase()}   )\n                    ) ss.\nCOUNTY OF ${cty.toUpperCase()}   )`, `State of ${A.stName}, County of ${cty}, ss:`, `STATE OF ${A.stName.toUpperCase()}\nCOUNTY OF ${cty.toUpperCase()}`]);
  const unitText = (N: Namer, u: Unit, aif?: Map<string, string>, res = false): string => {
    const a = u.a;
    if (a.org) return N.nm(a) + (a.incState && r.chance(0.5) ? `, a ${a.incState} corporation` : '');
    const former = (p: P) => {
      if (!p.formerPending) return '';
      p.formerPending = false;
      return r.pick([`, formerly ${p.first} ${p.formerLast}`, `, formerly known as ${p.first} ${p.formerLast}`, ` (formerly ${p.first} ${p.formerLast})`]);
    };
    const aka = a.nick && r.chance(0.5) ? `, also known as ${a.nick} ${a.last}` : '';
    const rs = res || a.namesake ? `, of ${a.county} County, ${a.stName}` : '';
    const af = aif?.get(a.id) ? `, by ${aif.get(a.id)}, ${a.female ? 'her' : 'his'} attorney-in-fact` : '';
    if (!u.b) {
      const d = a.minor ? ', a minor' : a.spouse?.died ? (a.female ? r.pick([', a widow', ', widow of ' + a.spouse.first + ' ' + a.spouse.last + ', deceased']) : ', a widower') : !a.spouse ? (a.female ? r.pick([', a single woman', ', a feme sole', ', an unmarried woman']) : r.pick([', a single man', ', an unmarried man', ''])) : '';
      return `${N.nm(a)}${former(a)}${aka}${d}${rs}${af}`;
    }
    const b = u.b;
    const A1 = `${N.nm(a)}${former(a)}${aka}`;
    const v = r.int(u.bHolds ? 2 : 4);
    if (v === 0) return `${A1} and ${N.nm(b)}${former(b)}, husband and wife${rs}${af}`;
    if (v === 1) return `${A1} and ${a.female ? 'husband' : 'wife'}, ${N.nm(b)}${former(b)}${rs}${af}`;
    if (v === 2) return `${A1}, joined by ${a.female ? 'her husband' : 'his wife'}, ${N.nm(b)}${former(b)}${rs}${af}`;
    return `${A1} and ${N.nm(b)}${former(b)}, ${a.female ? 'her husband' : 'his wife'}${rs}${af}`;
  };
  const sideText = (N: Namer, us: Unit[], aif?: Map<string, string>) => {
    const xs = us.map((u) => unitText(N, u, aif));
    return xs.length > 2 && r.chance(0.5) ? xs.join('; ') : joinAnd(xs);
  };
  const memPs = (us: Unit[]) => membersOf(us).map((m) => m.p);
  const sigs = (N: Namer, ps: P[], aif?: Map<string, string>) =>
    ps.map((p) => (p.org ? `${N.nm(p)}\nBy: ${N.officer(p)}` : aif?.get(p.id) ? `${N.nm(p)}\nBy: ${aif.get(p.id)}, Attorney-in-Fact` : `______________________________\n${N.nm(p)}`)).join('\n\n');
  const ackText = (N: Namer, ps: P[], d: Date, cty: string, aif?: Map<string, string>, signer?: string): string => {
    const who = signer ?? joinAnd(ps.map((p) => (p.org ? `${N.officer(p)} of ${N.nm(p)}, on behalf of said corporation` : aif?.get(p.id) ? `${aif.get(p.id)}, as attorney-in-fact for ${N.nm(p)}` : N.nm(p))));
    const notary = r.pick(OFFICIALS);
    const exp = fmt(r, addDays(d, 200 + r.int(1200)), r.pick(['long', 'num', 'dash']));
    const many = ps.length > 1;
    if (yr(d) >= 1975 && r.chance(0.6)) return `${A.st === 'TX' ? 'STATE OF TEXAS' : `STATE OF ${A.stName.toUpperCase()}`}\nCOUNTY OF ${cty.toUpperCase()}\n\nThis instrument was acknowledged before me on ${fmt(r, d, r.pick(['long', 'ord']))}, by ${who}.\n\n${notary}\nNotary Public, State of ${A.stName}\nMy commission expires: ${exp}`;
    if (A.st === 'TX') return `${venue(cty)}\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${who}, known to me to be the person${many ? 's' : ''} whose name${many ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${many ? 'they' : 'he'} executed the same for the purposes and consideration therein expressed.\n\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this the ${dayOf(r, d)}.\n\n${notary}, Notary Public in and for ${cty} County, Texas`;
    if (A.st === 'MS') return `STATE OF MISSISSIPPI\nCOUNTY OF ${cty.toUpperCase()}\n\nPersonally appeared before me, the undersigned authority in and for said County and State, on this the ${dayOf(r, d)}, within my jurisdiction, the within named ${who}, who acknowledged that ${many ? 'they' : 'he'} signed and delivered the above and foregoing instrument on the day and year therein mentioned.\n\n${notary}, Notary Public\nMy commission expires ${exp}`;
    if (A.st === 'KS' && r.chance(0.5)) return `STATE OF KANSAS, ${cty.toUpperCase()} COUNTY, ss.\nBe it remembered, that on this ${dayOf(r, d)}, before me, a Notary Public in and for said County and State, came ${who}, to me personally known to be the same person${many ? 's' : ''} who executed the within instrument of writing, and such person${many ? 's' : ''} duly acknowledged the execution of the same.\nIN WITNESS WHEREOF, I have hereunto set my hand and affixed my official seal the day and year last above written.\n${notary}, Notary Public\nMy commission expires ${exp}.`;
    return `${venue(cty)}\n\nBefore me, the undersigned, a Notary Public in and for said County and State, on this ${dayOf(r, d)}, personally appeared ${who}, to me known to be the identical person${many ? 's' : ''} who executed the within and foregoing instrument, and acknowledged to me that ${many ? 'they' : 'he'} executed the same as ${many ? 'their' : 'his'} free and voluntary act and deed for the uses and purposes therein set forth.\n\nGiven under my hand and seal of office the day and year last above written.\n\n${notary}, Notary Public\nMy commission expires ${exp}.`;
  };
  const jurat = (d: Date) => r.pick([`Subscribed and sworn to before me this ${dayOf(r, d)}.`, `SWORN TO AND SUBSCRIBED before me on ${fmt(r, d, 'long')}.`, `Subscribed and sworn to before me, a Notary Public, this the ${dayOf(r, d)}.`]) + `\n\n${r.pick(OFFICIALS)}, Notary Public`;
  const ctyOf = (ts: T[]) => ts[0].t.county!;
  const oneCounty = (ts: T[]) => ts.every((t) => t.t.county === ts[0].t.county);
  const land = (ts: T[], exhibitOk = true): { body: string; exhibit: string; style: string; inCounty: boolean } => {
    const style = A.st === 'MS' && r.chance(0.6) ? 'frac' : r.pick(['long', 'short', 'short', 'abbr', 'hyph']);
    if (exhibitOk && ts.length > 1 && r.chance(0.3)) return { body: 'the lands described in Exhibit "A" attached hereto and made a part hereof', exhibit: `\n\n${exhibit(r, ts)}`, style, inCounty: oneCounty(ts) };
    const withCounty = !oneCounty(ts) || r.chance(0.7);
    return { body: landText(r, ts, style, withCounty), exhibit: '', style, inCounty: !withCounty };
  };
  const dts = (undated = 0.04) => {
    const exec = r.chance(undated) ? null : now;
    const ack = addDays(now, r.chance(0.5) ? 0 : 1 + r.int(8));
    const rec = addDays(ack, 1 + r.int(40));
    return { exec, ack, rec };
  };
  const dating = (exec: Date | null) =>
    exec
      ? r.pick([`Signed and delivered this ${dayOf(r, exec)}.`, `Dated this ${dayOf(r, exec)}.`, `IN WITNESS WHEREOF, the undersigned ha${r.chance(0.5) ? 've' : 's'} hereunto set ${r.chance(0.5) ? 'their hands' : 'hand'} this ${dayOf(r, exec)}.`, `EXECUTED this ${dayOf(r, exec)}.`, `Dated: ${fmt(r, exec, r.pick(['long', 'num', 'caps']))}`, `WITNESS my hand this ${dayOf(r, exec)}.`])
      : r.pick(['Executed on the dates of the acknowledgments hereto.', 'EXECUTED as of the date of the acknowledgment below.', '']);
  const emit = (o: Out): string => {
    let file = '';
    do file = `${tag}-${pad(r.int(100000), 5)}.txt`;
    while (files.has(file));
    files.add(file);
    const dates: Record<string, string | null> = { execution_date: iso(o.exec), effective_date: iso(o.eff ?? null), acknowledgment_date: iso(o.ack), recording_date: iso(o.rec) };
    if (o.death !== undefined) dates.death_date = iso(o.death);
    docs.push({
      text: o.text,
      truth: { file, doc_category: o.cat, governing_date: iso(o.eff ?? o.exec ?? o.rec), dates, parties: o.parties.map((q) => ({ name: o.N.nm(q.p), role: q.role })), tracts: o.tracts.map((t) => ({ ...t.t })), conveys_fee: o.fee, estate_types_conveyed: o.estates },
      persons: o.parties.map((q) => q.pid ?? q.p.id),
    });
    const g = o.eff ?? o.exec ?? o.rec ?? now;
    for (const q of o.parties) if (!lastAct.has(q.p.id) || lastAct.get(q.p.id)! < g) lastAct.set(q.p.id, g);
    for (const t of o.tracts) if (!lastDoc.has(t.key) || lastDoc.get(t.key)! < g) lastDoc.set(t.key, g);
    return file;
  };
  const link = (doc: string, ts: T[], estate: EstateType, from: Mem[], to: Mem[], holds?: (t: T, p: P) => boolean) => {
    for (const t of ts) for (const f of from) {
      if (holds && !holds(t, f.anchor)) continue;
      for (const g of to) links.push({ tract: t.key, estate, doc, from: f.p.id, to: g.p.id, required: f.req && g.req });
    }
  };
  const gap = (doc: string, ts: T[], estate: EstateType, kind: GapKind) => ts.forEach((t) => gaps.push({ tract: t.key, estate, kind, doc }));
  const namer = (sr?: Set<string>) => new Namer(r, r.pick(['full', 'mi', 'mi', 'init', 'nomid'] as Style[]), sr);
  const consid = (gift = false) => (gift ? 'love and affection and Ten Dollars ($10.00)' : r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', ((n: number) => `${Words(n)} Dollars (${money(n)})`)(100 * (2 + r.int(60))), 'One Dollar ($1.00) and other valuable considerations', '$10.00 and other good and valuable consideration']));

  // ------------------------------------------------------------ deeds of the land
  type Warr = 'gen' | 'spec' | 'none' | 'gift';
  interface DeedSpec { title: string; warr: Warr; G: Unit[]; E: Unit[]; ts: T[]; reserve: string; extras: string[]; aif?: Map<string, string>; exec: Date | null; ack: Date | null; rec: Date; ref: Ref; series: string; layouts?: string[]; mineral?: string }
  const fmtA = (d: Date, sty: string) => fmt(r, d, sty === 'dash2' && (yr(d) < 1910 || yr(d) > 1999) ? 'dash' : sty);
  const shortWarr = (w: Warr) => (w === 'gen' || w === 'gift' ? 'Usual covenants of general warranty.' : w === 'spec' ? 'Special warranty only.' : 'Quitclaim form, no warranty.');
  const abstractEntry = (N: Namer, s: DeedSpec): string => {
    const sty = r.pick(['long', 'num', 'dash', 'dash2']);
    const c = clock(r);
    const cty = ctyOf(s.ts);
    return [
      `No. ${abstractNo++}.`,
      `${s.title.toUpperCase()}.`,
      `${s.exec ? `Dated ${fmtA(s.exec, sty)}.` : 'Not dated.'}${s.ack ? `  Ack. ${fmtA(s.ack, sty)}.` : ''}  Filed ${fmtA(s.rec, sty)}, at ${c.h}:${c.mm} ${c.ap}.M.  ${s.ref.cite}.`,
      '',
      sideText(N, s.G, s.aif).toUpperCase(),
      '          to',
      `${sideText(N, s.E).toUpperCase()}.`,
      '',
      `Consideration: ${s.warr === 'gift' ? 'love and affection' : r.pick(['$10.00 and o.g.v.c.', `$${(100 * (2 + r.int(80))).toLocaleString('en-US')}.00`, '$1.00 etc.'])}.`,
      `${s.mineral ? `Conveys ${s.mineral} in and under` : 'Conveys'}: ${landText(r, s.ts, r.pick(['abbr', 'hyph', 'short']), true)}`,
      s.reserve ? `Reserves: ${s.reserve}` : '',
      ...s.extras,
      shortWarr(s.warr),
      s.ack ? `Ack. ${fmtA(s.ack, sty)} before ${r.pick(OFFICIALS)}, Notary Public, ${cty} County, ${A.stName}. (Seal)` : 'No acknowledgment.',
    ].filter((x, i) => x !== '' || i === 3 || i === 7).join('\n');
  };
  const indexCard = (N: Namer, s: DeedSpec): string => {
    const sty = r.pick(['num', 'dash', 'num0']);
    const c = clock(r);
    const cty = ctyOf(s.ts);
    const names = (us: Unit[]) => us.map((u) => [u.a, ...(u.b && u.bHolds ? [u.b] : [])].map((p) => N.idx(p)).join('; ') + (u.b && !u.bHolds ? (u.a.female ? ' ET VIR' : ' ET UX') : '')).join('; ');
    return [
      `${cty.toUpperCase()} COUNTY — ${A.clerk(yr(s.rec)).toUpperCase()} — RECEPTION RECORD`,
      `Reception No. ${1000 + r.int(90000)}`,
      `Grantor: ${names(s.G)}`,
      `Grantee: ${names(s.E)}`,
      `Kind of Instrument: ${s.title.toUpperCase()}`,
      `Date of Instrument: ${s.exec ? fmtA(s.exec, sty) : 'none shown'}${s.ack ? `     Acknowledged: ${fmtA(s.ack, sty)}` : ''}`,
      `Filed: ${fmtA(s.rec, sty)} at ${c.h}:${c.mm} ${c.ap}M     ${s.ref.cite}`,
      `Legal: ${landText(r, s.ts, r.pick(['abbr', 'hyph']), !oneCounty(s.ts))}${oneCounty(s.ts) ? `, ${cty} County` : ''}`,
      `Remarks: ${[s.mineral ? `Conveys ${s.mineral}` : '', s.reserve ? `Reserves ${s.reserve}` : '', ...s.extras].filter(Boolean).join(' ') || 'None'}`,
    ].join('\n');
  };
  /** The instrument's text; `card`: an index card, which names only the holders ("ET UX" for a spouse who joined). */
  const deedText = (N: Namer, s: DeedSpec): { text: string; card: boolean } => {
    const cty = ctyOf(s.ts);
    const st = A.stName;
    const L = land(s.ts);
    const where = oneCounty(s.ts) ? `${cty} County, ${st}` : `the State of ${st}`;
    const lays = s.layouts ?? [
      'kmen', 'kmen', 'descfirst', 'abstract', 'card',
      ...(A.st === 'OK' ? ['okstat', 'okstat'] : []),
      ...(['KS', 'NM', 'ND', 'UT', 'MS'].includes(A.st) ? ['short', 'short'] : []),
      ...(s.exec ? ['indenture'] : []),
      ...(s.exec && yr(s.exec) >= 1975 ? ['modern', 'modern'] : []),
    ];
    const lay = r.pick(lays);
    if (lay === 'abstract') return { text: abstractEntry(N, s), card: false };
    if (lay === 'card') return { text: indexCard(N, s), card: true };
    const G = sideText(N, s.G, s.aif);
    const E = sideText(N, s.E);
    const pG = plural(s.G);
    const pE = plural(s.E);
    const c = consid(s.warr === 'gift');
    const gw = s.warr === 'gen' ? r.pick(['grant, bargain, sell and convey', 'grant, sell and convey', 'GRANT, BARGAIN, SELL AND CONVEY']) : s.warr === 'spec' ? 'GRANT, SELL and CONVEY' : s.warr === 'none' ? 'remise, release and forever quitclaim' : 'give, grant and convey';
    const past = s.warr === 'gen' ? 'granted, bargained, sold and conveyed' : s.warr === 'spec' ? 'granted, sold and conveyed' : s.warr === 'none' ? 'remised, released and quitclaimed' : 'given, granted and conveyed';
    const wc = s.warr === 'gen' || s.warr === 'gift'
      ? r.pick(['and warrant the title to the same', `and ${pG ? 'the grantors do hereby bind themselves, their' : 'the grantor does hereby bind himself, his'} heirs, executors and administrators, to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said ${pE ? 'grantees, their' : 'grantee, his'} heirs and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof`, 'and the grantors covenant that they are lawfully seized of said premises in fee simple, that the same are free from all incumbrances, and that they will warrant and defend the title thereto against the lawful claims of all persons whomsoever'])
      : s.warr === 'spec'
        ? 'and Grantor does hereby bind Grantor and Grantor\'s heirs, executors, administrators and successors to WARRANT AND FOREVER DEFEND all and singular the said premises unto Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof, by, through or under Grantor, but not otherwise'
        : 'so that neither the grantors nor any person claiming under them shall at any time hereafter have, claim or demand any right or title to the said premises or any part thereof';
    const tail = [s.reserve, ...s.extras].filter(Boolean).join('\n\n');
    const signers = memPs(s.G);
    const end = `${dating(s.exec)}\n\n${sigs(N, signers, s.aif)}\n\n${s.ack ? ackText(N, signers, s.ack, cty, s.aif) : ''}${L.exhibit}\n\n${stamp(s.rec, s.ref, s.series, cty)}`;
    let body: string;
    if (lay === 'okstat') {
      body = `${s.title.toUpperCase()}\n${r.chance(0.5) ? '(Oklahoma Statutory Form)\n' : ''}\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat ${G}, part${pG ? 'ies' : 'y'} of the first part, in consideration of the sum of ${c}, in hand paid, the receipt of which is hereby acknowledged, do${pG ? '' : 'es'} hereby ${gw} unto ${E}, part${pE ? 'ies' : 'y'} of the second part, the following described real property and premises situate in ${where}, to-wit:\n\n${L.body}\n\n${tail}${tail ? '\n\n' : ''}together with all the improvements thereon and the appurtenances thereunto belonging, ${wc}.\n\nTO HAVE AND TO HOLD said described premises unto the said part${pE ? 'ies' : 'y'} of the second part, ${pE ? 'their' : 'his'} heirs and assigns forever, free, clear and discharged of and from all former grants, charges, taxes, judgments, mortgages and other liens and incumbrances of whatsoever nature.`;
    } else if (lay === 'short') {
      const q = s.warr === 'none';
      const sp = s.warr === 'spec';
      const head =
        A.st === 'KS' ? `${G}, ${q ? 'quitclaim' : sp ? 'convey and specially warrant' : 'convey and warrant'} to ${E}, all the following described real estate in ${where}:\n\n${L.body}\n\nfor the sum of ${c}.`
          : A.st === 'NM' ? `${G}, for consideration paid, ${q ? 'quitclaim' : 'grant'} to ${E}, the following described real estate in ${where}:\n\n${L.body}${q ? '' : `\n\nwith ${sp ? 'special warranty' : 'warranty'} covenants.`}`
            : A.st === 'MS' ? `For and in consideration of ${c}, cash in hand paid, the receipt and sufficiency of which are hereby acknowledged, ${G} do${pG ? '' : 'es'} hereby ${q ? 'convey and quitclaim' : sp ? 'convey and specially warrant' : 'convey and warrant'} unto ${E} the following described land lying and being situated in ${where}, to-wit:\n\n${L.body}`
              : `${G}, grantor${pG ? 's' : ''}, hereby ${q ? 'QUITCLAIM' : 'CONVEY AND WARRANT'}${sp ? ' against all who claim by, through or under the grantor' : ''} to ${E}, grantee${pE ? 's' : ''}, for the sum of ${c}, the following described tract of land in ${where}:\n\n${L.body}`;
      body = `${s.title.toUpperCase()}\n\n${head}${tail ? `\n\n${tail}` : ''}`;
    } else if (lay === 'indenture') {
      body = `${s.title.toUpperCase()}\n\nTHIS INDENTURE, Made this ${dayOf(r, s.exec!)}, between ${G}, part${pG ? 'ies' : 'y'} of the first part, and ${E}, part${pE ? 'ies' : 'y'} of the second part.\n\nWITNESSETH, That the said part${pG ? 'ies' : 'y'} of the first part, in consideration of the sum of ${c}, the receipt whereof is hereby acknowledged, do${pG ? '' : 'es'} by these presents ${gw} unto the said part${pE ? 'ies' : 'y'} of the second part, ${pE ? 'their' : 'his'} heirs and assigns, all the following described real estate, situated in ${oneCounty(s.ts) ? `the County of ${cty} and State of ${st}` : `the State of ${st}`}, to-wit:\n\n${L.body}\n\n${tail}${tail ? '\n\n' : ''}TO HAVE AND TO HOLD the same, together with all and singular the tenements, hereditaments and appurtenances thereunto belonging, ${wc}.\n\nIN WITNESS WHEREOF, the said part${pG ? 'ies' : 'y'} of the first part ha${pG ? 've' : 's'} hereunto set ${pG ? 'their hands' : 'his hand'} the day and year first above written.`;
      return { text: `${body}\n\n${sigs(N, signers, s.aif)}\n\n${s.ack ? ackText(N, signers, s.ack, cty, s.aif) : ''}${L.exhibit}\n\n${stamp(s.rec, s.ref, s.series, cty)}`, card: false };
    } else if (lay === 'modern') {
      body = `${s.title.toUpperCase()}\n\nDate: ${fmt(r, s.exec!, 'long')}\n\nGrantor: ${G}\n\nGrantor's Mailing Address: ${100 + r.int(9000)} ${r.pick(['County Road', 'N. Main St.', 'Section Line Rd.', 'W. Broadway'])}, ${r.pick(A.towns)}, ${A.st}\n\nGrantee: ${E}\n\nGrantee's Mailing Address: P.O. Box ${10 + r.int(2000)}, ${r.pick(A.towns)}, ${A.st}\n\nConsideration: ${c}\n\nProperty (including any improvements):\n${L.body}\n\nReservations from Conveyance: ${s.reserve || 'None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded instruments, other than liens and conveyances, that affect the Property.${s.extras.length ? `\n\n${s.extras.join('\n\n')}` : ''}\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, ${s.warr === 'none' ? 'quitclaims to Grantee all of Grantor\'s right, title and interest in and to the Property, without warranty of any kind' : `grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof${s.warr === 'spec' ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}`}.`;
      return { text: `${body}\n\n${sigs(N, signers, s.aif)}\n\n${s.ack ? ackText(N, signers, s.ack, cty, s.aif) : ''}${L.exhibit}\n\n${stamp(s.rec, s.ref, s.series, cty)}`, card: false };
    } else if (lay === 'descfirst') {
      body = `${s.title.toUpperCase()}\n\n${oneCounty(s.ts) ? `${cty} County, ${st}.\n\n` : ''}All of the following described land, to-wit:\n\n${L.body}\n\n${tail}${tail ? '\n\n' : ''}is hereby ${past} by ${G}, as Grantor${pG ? 's' : ''}, unto ${E}, as Grantee${pE ? 's' : ''}, ${pE ? 'their' : 'his'} heirs and assigns forever, for and in consideration of ${c}, the receipt of which is acknowledged; ${wc}.`;
    } else {
      body = `${s.title.toUpperCase()}\n\n${A.st === 'TX' ? `${venue(cty)}   KNOW ALL MEN BY THESE PRESENTS:` : 'KNOW ALL MEN BY THESE PRESENTS:'}\n\nThat ${G}, hereinafter called Grantor${pG ? 's' : ''}, for and in consideration of ${c} to ${pG ? 'them' : 'him'} in hand paid by ${E}, hereinafter called Grantee${pE ? 's' : ''}, the receipt of which is hereby acknowledged, ha${pG ? 've' : 's'} ${past}, and by these presents do${pG ? '' : 'es'} ${gw} unto the said Grantee${pE ? 's' : ''} all that certain land situated in ${where}, described as follows, to-wit:\n\n${L.body}\n\n${tail}${tail ? '\n\n' : ''}TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee${pE ? 's' : ''}, ${pE ? 'their' : 'his'} heirs and assigns forever; ${wc}.`;
    }
    return { text: `${body}\n\n${end}`, card: false };
  };
  /** Parties of a deed: each side's members (an index card names only the holders). */
  const deedParties = (G: Unit[], E: Unit[], card: boolean, rg: Role = 'grantor', re: Role = 'grantee'): { parties: Party[]; from: Mem[]; to: Mem[] } => {
    const keep = (ms: Mem[]) => (card ? ms.filter((m) => m.req) : ms);
    const from = keep(membersOf(G));
    const to = keep(membersOf(E));
    return { parties: [...from.map((m) => ({ p: m.p, role: rg })), ...to.map((m) => ({ p: m.p, role: re }))], from, to };
  };
  const reserveText = (f: Fr, G: Unit[]) =>
    r.pick([
      `SAVE AND EXCEPT, and there is hereby reserved unto the grantor${plural(G) ? 's' : ''}, ${fphrase(r, f)} in and to all of the oil, gas and other minerals in and under the above described land.`,
      `Grantor${plural(G) ? 's' : ''} except${plural(G) ? '' : 's'} and reserve${plural(G) ? '' : 's'} ${f[0] === f[1] ? 'all of the oil, gas and other minerals' : `${fphrase(r, f)} in and to the oil, gas and other minerals`} in, on and under said land, together with the right of ingress and egress for the purpose of exploring for and producing the same.`,
      `LESS AND EXCEPT ${fphrase(r, f).replace(/^an/, 'an')} in the oil, gas and other minerals, which ${f[0] === f[1] ? 'are' : 'is'} reserved unto Grantor${plural(G) ? 's' : ''}.`,
    ]);
  /** The fee moves from the holders of `ts` to the grantees: every tract's state follows. */
  const moveFee = (ts: T[], to: P[], doc: string, date: Date) => {
    for (const t of ts) {
      t.fee = [...to];
      t.acq = { doc, date, deed: true };
      t.jt = null;
      t.tod = null;
      t.life = null;
      t.dot = null;
    }
  };

  // ------------------------------------------------------------ the sovereign's grant and first deeds
  const PRESIDENTS: Array<[number, string]> = [[1885, 'Grover Cleveland'], [1889, 'Benjamin Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'William H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge']];
  const OFFICES: Record<string, string[]> = { OK: ['Guthrie, Oklahoma Territory', 'Oklahoma City, Oklahoma Territory', 'Beaver, Oklahoma Territory', 'Woodward, Oklahoma Territory'], KS: ['Larned, Kansas', 'WaKeeney, Kansas'], NM: ['Roswell, New Mexico', 'Fort Sumner, New Mexico'], ND: ['Williston, North Dakota', 'Minot, North Dakota'], UT: ['Vernal, Utah', 'Salt Lake City, Utah'], MS: ['Jackson, Mississippi'] };
  const first = (ts: T[]): boolean => {
    const N = namer();
    const buyer = grantee(0.5);
    const E: Unit[] = [{ a: buyer, b: null, bHolds: false }];
    const t0 = ts[0];
    const cty = ctyOf(ts);
    const mode = t0.txs ? (t0.txs.kind === 'psl' ? 'patent' : t0.txs.holder ? 'company' : 'holder') : A.st === 'MS' && r.chance(0.5) ? 'holder' : 'patent';
    let doc: string;
    if (mode === 'patent') {
      const sov = sovereign();
      const exec = now;
      const rec = addDays(now, 100 + r.int(1500));
      const ref = mkRef(rec);
      const pres = [...PRESIDENTS].reverse().find(([y]) => y <= yr(exec))![1];
      const who = unitText(N, E[0]);
      const L = landText(r, ts, 'patent', true);
      let text: string;
      if (A.st === 'TX') {
        const gov = r.pick(['L. S. Ross', 'J. S. Hogg', 'C. A. Culberson', 'J. D. Sayers', 'S. W. T. Lanham', 'T. M. Campbell', 'O. B. Colquitt']);
        text = `PATENT No. ${100 + r.int(900)}    Vol. ${1 + r.int(60)}\n\nTHE STATE OF TEXAS\n\nTo All to Whom These Presents Shall Come, Know Ye: That I, ${gov}, Governor of the State of Texas, by virtue of the power vested in me by law, and in accordance with the laws of said State in such cases made and provided, do hereby grant unto ${who}, ${r.pick(['purchaser under the Act of April 1, 1887', 'his heirs or assigns forever', 'the purchaser thereof'])}, the land hereinafter described:\n\n${landText(r, ts, 'short', true)}\n\nTO HAVE AND TO HOLD the said land, with all the hereditaments and appurtenances thereto belonging, unto the said grantee, his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office, at the City of Austin, on ${fmt(r, exec, r.pick(['ord', 'words', 'long']))}.\n\n${gov}, Governor\n${r.pick(OFFICIALS)}, Commissioner of the General Land Office`;
      } else {
        text = `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\n${r.pick(['Homestead Certificate', 'Cash Certificate', 'Final Certificate'])} No. ${1000 + r.int(20000)}.   Application ${1000 + r.int(30000)}.\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${r.pick(OFFICES[A.st])}, whereby it appears that, pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${who} has been established and duly consummated, in conformity to law, for ${L}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${N.nm(buyer)} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${N.nm(buyer)} and to ${buyer.female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, ${fmt(r, exec, 'words')}, and of the Independence of the United States the ${ordWord(yr(exec) - 1776)}.\n\nBy the President: ${pres}\nBy ${r.pick(OFFICIALS)}, Secretary.\n${r.pick(OFFICIALS)}, Recorder of the General Land Office.\n\nRecorded, Vol. ${1 + r.int(40)}, Page ${1 + r.int(500)}.`;
      }
      text += `\n\n${stamp(rec, ref, 'Deeds', cty)}`;
      doc = emit({ cat: 'patent', parties: [{ p: sov, role: 'grantor' }, { p: buyer, role: 'grantee' }], tracts: ts, exec, ack: null, rec, fee: true, estates: ['fee'], text, N });
      link(doc, ts, 'fee', [{ p: sov, req: true, anchor: sov }], [{ p: buyer, req: true, anchor: buyer }]);
    } else {
      const seller = mode === 'company' ? org(t0.txs!.holder!, '') : newP({ born: yr(now) - 40 - r.int(20) });
      const G = unitsOf([seller]);
      const { exec, ack, rec } = dts();
      const ref = mkRef(rec);
      const spec: DeedSpec = { title: r.pick(['Warranty Deed', 'Deed', 'General Warranty Deed']), warr: 'gen', G, E, ts, reserve: '', extras: [], exec, ack, rec, ref, series: 'Deeds' };
      if (mode === 'company' && seller.forms[0].endsWith('County')) spec.extras.push(`This conveyance is made by ${N.nm(seller)}, acting by and through its Commissioners' Court, under order duly entered in its minutes, the land being a part of the school lands of said county.`);
      const { text, card } = deedText(N, spec);
      const pp = deedParties(G, E, card);
      doc = emit({ cat: 'warranty_deed', parties: pp.parties, tracts: ts, exec, ack, rec, fee: true, estates: ['fee'], text, N });
      link(doc, ts, 'fee', pp.from, pp.to);
    }
    ts.forEach((t) => (t.patented = true));
    moveFee(ts, [buyer], doc, now);
    return true;
  };

  // ------------------------------------------------------------ sales of the land
  const pickW = <K extends string>(xs: Array<[K, number]>): K => {
    const tot = xs.reduce((a, [, w]) => a + w, 0);
    let x = r.next() * tot;
    for (const [k, w] of xs) if ((x -= w) < 0) return k;
    return xs[xs.length - 1][0];
  };
  const sale = (g: T[], cba = false): boolean => {
    const holders = g[0].fee;
    if (holders.some((p) => p.minor)) return guardian(g);
    refresh(holders);
    let exec: Date | null = now;
    if (cba) {
      const acq = g[0].acq;
      if (!acq || !acq.deed || g.some((t) => t.acq?.doc !== acq.doc)) return false;
      if (g.some((t) => (lastDoc.get(t.key) ?? acq.date) > acq.date)) return false;
      exec = addDays(acq.date, -(90 + r.int(800)));
      if (exec <= addDays(g[0].startAt, 60)) return false;
    }
    const y = yr(now);
    const main = holders.find((p) => !p.org);
    const kind = cba ? pickW([['wd', 3], ['swd', 1]]) : pickW([['wd', 5], ['swd', A.st === 'TX' || y > 1960 ? 2 : 0.4], ['qcd', 0.6], ['gift', main ? 0.8 : 0], ['life', main && y > 1920 ? 0.5 : 0], ['jt', y >= 1935 ? 1.4 : 0.1]]);
    let E: Unit[];
    if (kind === 'gift' || kind === 'life') {
      const kids = children(main!, 1 + r.int(2)).filter((k) => !k.minor);
      if (!kids.length) return false;
      E = kids.map((k) => ({ a: k, b: null, bHolds: false }));
    } else if (kind === 'jt') {
      const b = grantee(1);
      E = [{ a: b, b: b.spouse, bHolds: true }];
    } else {
      const existing = people.filter((p) => !p.org && !p.died && !p.minor && !holders.includes(p) && age(p) < 75 && holdsAny(p));
      const b = existing.length && r.chance(0.15) ? r.pick(existing) : r.chance(0.05) ? company() : grantee();
      E = b.spouse && !b.spouse.died && r.chance(0.4) ? [{ a: b, b: b.spouse, bHolds: true }] : [{ a: b, b: null, bHolds: false }];
    }
    const G = unitsOf(holders);
    const aif = new Map<string, string>();
    const solo = G.find((u) => !u.a.org && !u.b);
    if (solo && r.chance(0.12)) aif.set(solo.a.id, r.pick(OFFICIALS));
    let resF: Fr | null = null;
    const minU = g.reduce((m, t) => (fcmp(unsev(t), m) < 0 ? unsev(t) : m), ONE);
    if ((kind === 'wd' || kind === 'swd' || kind === 'jt') && y >= 1912 && fcmp(minU, ZERO) > 0 && r.chance(0.3)) {
      const c = [minU, fr(1, 2), fr(1, 4)].filter((f) => fcmp(f, minU) <= 0);
      resF = r.pick(c);
    }
    const extras: string[] = [];
    const pE = plural(E);
    if (kind === 'gift') extras.push(`This deed is a gift, made without monetary consideration, Grantee${pE ? 's being the children' : ` being the ${E[0].a.female ? 'daughter' : 'son'}`} of Grantor${plural(G) ? 's' : ''}.`);
    if (kind === 'life') extras.push(`There is EXCEPTED and RESERVED unto Grantor${plural(G) ? 's' : ''} a life estate in and to the above described land for and during the term of ${plural(G) ? 'their natural lives and the life of the survivor of them' : 'his natural life'}, with full right to the use, possession, rents and profits thereof; upon the death of ${plural(G) ? 'the survivor of Grantors' : 'Grantor'} the full fee simple title shall vest in Grantee${pE ? 's' : ''}.`);
    if (kind === 'jt') extras.push(r.pick(['TO HAVE AND TO HOLD unto the said grantees as JOINT TENANTS, with right of survivorship, and not as tenants in common.', 'It is the intention of the parties that the grantees take title as joint tenants with full rights of survivorship, and not as tenants in common; upon the death of either, the entire fee simple title shall vest in the survivor.']));
    const title = kind === 'wd' ? r.pick(['Warranty Deed', 'General Warranty Deed', 'Warranty Deed']) : kind === 'swd' ? 'Special Warranty Deed' : kind === 'qcd' ? r.pick(['Quit Claim Deed', 'Quitclaim Deed']) : kind === 'gift' ? 'Gift Deed' : kind === 'life' ? r.pick(['Warranty Deed Reserving Life Estate', 'Deed with Reservation of Life Estate']) : r.pick(['Joint Tenancy Warranty Deed', 'Warranty Deed (Joint Tenancy)']);
    const ack = exec ? addDays(exec, r.int(6)) : addDays(now, r.int(6));
    const rec = addDays(ack, 1 + r.int(30));
    const ref = mkRef(rec);
    const N = namer();
    const spec: DeedSpec = { title, warr: kind === 'swd' ? 'spec' : kind === 'qcd' ? 'none' : kind === 'gift' ? 'gift' : 'gen', G, E, ts: g, reserve: resF ? reserveText(resF, G) : '', extras, aif, exec: cba ? exec : r.chance(0.04) ? null : exec, ack, rec, ref, series: 'Deeds' };
    const { text, card } = deedText(N, spec);
    const pp = deedParties(G, E, card);
    const cat: DocCategory = kind === 'swd' ? 'special_warranty_deed' : kind === 'qcd' ? 'quitclaim_deed' : 'warranty_deed';
    const doc = emit({ cat, parties: pp.parties, tracts: g, exec: spec.exec, ack, rec, fee: true, estates: ['fee'], text, N });
    link(doc, g, 'fee', pp.from, pp.to);
    if (cba) gap(doc, g, 'fee', 'conveyed_before_acquired');
    const holdersG = holders.slice();
    if (resF) for (const t of g) for (const h of holdersG) t.sev.push({ p: h, f: fdivn(resF, holdersG.length), term: null });
    const newHolders = membersOf(E).filter((m) => m.req).map((m) => m.p);
    moveFee(g, newHolders, doc, exec ?? now);
    if (kind === 'jt') g.forEach((t) => (t.jt = newHolders.slice()));
    if (kind === 'life') g.forEach((t) => (t.life = holdersG.filter((p) => !p.org)));
    return true;
  };
  const todDeed = (g: T[]): boolean => {
    const o = g[0].fee[0];
    if (g[0].fee.length !== 1 || o.org || o.minor || g[0].tod || age(o) < 50) return false;
    const kids = children(o, 1).filter((k) => !k.minor);
    if (!kids.length) return false;
    const b = kids[0];
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const L = land(g, false);
    const law = A.st === 'OK' ? 'Nontestamentary Transfer of Property Act, 58 O.S. §§ 1251 et seq.' : A.st === 'KS' ? 'K.S.A. 59-3501 et seq.' : A.st === 'TX' ? 'Texas Estates Code, Chapter 114' : A.st === 'ND' ? 'N.D.C.C. ch. 30.1-32.1' : 'the Uniform Real Property Transfer on Death Act';
    const text = `${r.pick(['TRANSFER ON DEATH DEED', 'TRANSFER-ON-DEATH DEED', 'BENEFICIARY DEED (Transfer on Death)'])}\n(${law})\n\n${unitText(N, { a: o, b: null, bHolds: false })}, as owner, hereby transfers to ${N.nm(b)}, ${b.female ? 'daughter' : 'son'} of the owner, as grantee beneficiary, effective on the death of the owner, the following described real property situated in ${cty} County, ${A.stName}:\n\n${L.body}\n\nThis transfer on death deed is revocable. It does not transfer any ownership until the death of the owner. It revokes all prior beneficiary designations by this owner for this interest in real estate.\n\n${dating(exec)}\n\n${sigs(N, [o])}\n\n${ackText(N, [o], ack, cty)}\n\n${stamp(rec, ref, 'Deeds', cty)}`;
    emit({ cat: 'other', parties: [{ p: o, role: 'grantor' }, { p: b, role: 'grantee' }], tracts: g, exec, ack, rec, fee: false, estates: [], text, N });
    g.forEach((t) => (t.tod = { owner: o, bene: b, date: exec ?? now, ref: ref.cite }));
    return true;
  };

  // ------------------------------------------------------------ deaths
  const heldOn = (t: T, p: P): EstateType[] => [...(t.fee.includes(p) ? ['fee' as const] : []), ...(t.sev.some((s) => s.p === p) || t.roy.some((s) => s.p === p) ? ['mineral' as const] : [])];
  const passTo = (p: P, ts: T[], heirs: P[]) => {
    for (const t of ts) {
      if (t.fee.includes(p)) t.fee = [...t.fee.filter((q) => q !== p), ...heirs.filter((h) => !t.fee.includes(h))];
      for (const key of ['sev', 'roy'] as const) {
        const mine = t[key].filter((s) => s.p === p);
        t[key] = t[key].filter((s) => s.p !== p);
        for (const s of mine) for (const h of heirs) t[key].push({ p: h, f: fdivn(s.f, heirs.length), term: s.term });
      }
      if (t.jt?.includes(p)) t.jt = null;
      if (t.dot?.borrowers.includes(p)) t.dot = null;
      if (t.tod?.owner === p) t.tod = null;
    }
  };
  const death = (): boolean => {
    const cands = people.filter((p) => !p.org && !p.died && !p.minor && age(p) >= 50 && holdsAny(p) && !isLessee(p));
    if (!cands.length) return false;
    const pri = cands.filter((p) => tracts.some((t) => t.tod?.owner === p || (t.jt?.includes(p) && t.fee.includes(p))));
    const old = cands.filter((p) => age(p) >= 58);
    const p = pri.length && r.chance(0.6) ? r.pick(pri) : old.length ? r.pick(old) : r.pick(cands);
    const la = lastAct.get(p.id) ?? addDays(now, -3000);
    let dd = addDays(now, -(20 + r.int(900)));
    if (dd <= la) dd = addDays(la, 5 + r.int(20));
    if (dd >= now) dd = addDays(now, -3);
    p.died = dd;
    const jtTs = tracts.filter((t) => t.fee.includes(p) && t.jt?.includes(p) && t.jt.some((q) => q !== p && !q.died));
    if (jtTs.length) {
      const s = jtTs[0].jt!.find((q) => q !== p && !q.died)!;
      const N = namer();
      const exec = now;
      const rec = addDays(now, 1 + r.int(20));
      const ref = mkRef(rec);
      const L = land(jtTs, false);
      const text = `${r.pick(['AFFIDAVIT OF SURVIVING JOINT TENANT', 'AFFIDAVIT OF DEATH OF JOINT TENANT', 'AFFIDAVIT OF SURVIVORSHIP'])}\n\n${venue(ctyOf(jtTs))}\n\n${N.nm(s)}, of lawful age, being first duly sworn, deposes and says:\n\n1. That ${N.nm(p)}, the decedent named in the certified copy of the Certificate of Death attached hereto, is the same person as ${N.nm(p)} named as one of the grantees in the deed dated ${fmt(r, jtTs[0].acq?.date ?? now, 'long')}, recorded in the office of the ${A.clerk(yr(now))} of ${ctyOf(jtTs)} County, ${A.stName}, conveying to ${N.nm(p)} and ${N.nm(s)}, as joint tenants with right of survivorship, the following described real property:\n\n${L.body}\n\n2. That the said ${N.nm(p)} died on ${fmt(r, dd, r.pick(['long', 'ord']))}, and affiant, as the surviving joint tenant, is now the owner of the whole of said property.\n\n${N.nm(s)}\n\n${jurat(exec)}\n\n${stamp(rec, ref, 'Deeds', ctyOf(jtTs))}`;
      const doc = emit({ cat: 'other', parties: [{ p, role: 'decedent' }, { p: s, role: 'other' }], tracts: jtTs, exec, ack: null, rec, death: dd, fee: false, estates: [], text, N });
      link(doc, jtTs, 'fee', [{ p, req: false, anchor: p }], [{ p: s, req: false, anchor: s }]);
      jtTs.forEach((t) => {
        t.fee = t.fee.filter((q) => q !== p);
        t.jt = null;
      });
    }
    const todTs = tracts.filter((t) => t.tod?.owner === p && t.fee.includes(p) && !t.tod.bene.died);
    if (todTs.length) {
      const b = todTs[0].tod!.bene;
      const N = namer();
      const exec = now;
      const rec = addDays(now, 1 + r.int(20));
      const ref = mkRef(rec);
      const L = land(todTs, false);
      const est = [...new Set(todTs.flatMap((t) => heldOn(t, p)))] as EstateType[];
      const text = `${r.pick(['AFFIDAVIT OF DEATH AND ACCEPTANCE OF TRANSFER ON DEATH DEED', 'AFFIDAVIT OF GRANTEE BENEFICIARY', 'TRANSFER ON DEATH AFFIDAVIT'])}\n\n${venue(ctyOf(todTs))}\n\n${N.nm(b)}, being first duly sworn, states:\n\nThat affiant is the grantee beneficiary named in the Transfer on Death Deed executed by ${N.nm(p)} on ${fmt(r, todTs[0].tod!.date, 'long')}, recorded in ${todTs[0].tod!.ref} of the records of ${ctyOf(todTs)} County, ${A.stName}, covering:\n\n${L.body}\n\nThat ${N.nm(p)}, the owner, died on ${fmt(r, dd, r.pick(['long', 'ord']))}, as shown by the certified copy of the death certificate attached hereto; that said deed was not revoked; and that affiant accepts the transfer of said real property.\n\n${N.nm(b)}\n\n${jurat(exec)}\n\n${stamp(rec, ref, 'Deeds', ctyOf(todTs))}`;
      const doc = emit({ cat: 'affidavit_of_heirship', parties: [{ p, role: 'decedent' }, { p: b, role: 'heir' }], tracts: todTs, exec, ack: null, rec, death: dd, fee: true, estates: est, text, N });
      for (const t of todTs) for (const e of heldOn(t, p)) link(doc, [t], e, [{ p, req: true, anchor: p }], [{ p: b, req: true, anchor: b }]);
      passTo(p, todTs, [b]);
    }
    tracts.forEach((t) => {
      if (t.life?.includes(p)) t.life = t.life.filter((q) => q !== p).length ? t.life.filter((q) => q !== p) : null;
    });
    const rest = tracts.filter((t) => heldOn(t, p).length);
    if (!rest.length) return true;
    const sole = rest.every((t) => t.fee.length === 1 && t.fee[0] === p && heldOn(t, p).length === 1 && t.farm === rest[0].farm) && !isLessee(p);
    const sr = new Set<string>(p.hasJr && r.chance(0.5) ? [p.id] : []);
    const N = namer(sr);
    const rcty = ctyOf(rest);
    if (sole && r.chance(0.3)) {
      const exe = r.pick([...OFFICIALS.slice(0, 6), 'First National Bank and Trust Company']);
      const testate = r.chance(0.5);
      const b = grantee();
      const E: Unit[] = b.spouse && r.chance(0.4) ? [{ a: b, b: b.spouse, bHolds: true }] : [{ a: b, b: null, bHolds: false }];
      const { exec, ack, rec } = dts(0);
      const ref = mkRef(rec);
      const L = land(rest);
      const court = A.st === 'TX' ? `County Court of ${rcty} County, Texas` : A.st === 'MS' ? `Chancery Court of ${rcty} County, Mississippi` : `District Court of ${rcty} County, ${A.stName}`;
      const cause = `${r.pick(['P-', 'No. ', 'Probate No. '])}${100 + r.int(9000)}`;
      const title = testate ? r.pick(["Executor's Deed", "Independent Executor's Deed"]) : "Administrator's Deed";
      const recital = testate
        ? `WHEREAS, ${N.nm(p)}, Deceased, died testate on ${fmt(r, dd, 'long')}, and ${p.female ? 'her' : 'his'} Last Will and Testament was duly admitted to probate by the ${court} in Cause ${cause}, and ${exe} was appointed and qualified as ${r.pick(['Independent Executor', 'Executor'])} of the Estate of ${N.nm(p)}, Deceased, with full power of sale under said Will;`
        : `WHEREAS, ${N.nm(p)} died intestate on ${fmt(r, dd, 'long')}, and ${exe} was duly appointed Administrator of the Estate of ${N.nm(p)}, Deceased, by the ${court}, Case ${cause}; and WHEREAS, upon petition duly filed, said Court by its order entered ${fmt(r, addDays(now, -10 - r.int(60)), 'long')} authorized the sale of the real property hereinafter described at private sale, which sale has been made and confirmed;`;
      const text = `${title.toUpperCase()}\n\n${venue(rcty)}\n\n${recital}\n\nNOW, THEREFORE, ${exe}, as ${testate ? 'Executor' : 'Administrator'} of the Estate of ${N.nm(p)}, Deceased, for and in consideration of ${consid()} paid by ${sideText(N, E)}, the receipt of which is hereby acknowledged, does hereby grant, sell and convey unto said grantee${plural(E) ? 's' : ''} all of the right, title and interest of the said Estate and of the said decedent at the time of death in and to the following described land:\n\n${L.body}\n\nTO HAVE AND TO HOLD the same unto the said grantee${plural(E) ? 's' : ''}, ${plural(E) ? 'their' : 'his'} heirs and assigns forever${testate ? ', without warranty except as to the acts of the Executor' : ''}.\n\n${dating(exec)}\n\n______________________________\n${exe}, ${testate ? 'Executor' : 'Administrator'} of the Estate of ${N.nm(p)}, Deceased\n\n${ackText(N, [], ack, rcty, undefined, `${exe}, ${testate ? 'Executor' : 'Administrator'} of the Estate of ${N.nm(p)}, Deceased`)}${L.exhibit}\n\n${stamp(rec, ref, 'Deeds', rcty)}`;
      const to = membersOf(E).filter((m) => m.req);
      const doc = emit({ cat: 'warranty_deed', parties: [{ p, role: 'grantor' }, ...to.map((m) => ({ p: m.p, role: 'grantee' as Role }))], tracts: rest, exec, ack, rec, fee: true, estates: ['fee'], text, N });
      link(doc, rest, 'fee', [{ p, req: true, anchor: p }], to);
      moveFee(rest, to.map((m) => m.p), doc, exec ?? now);
      return true;
    }
    const heirs = [...(p.spouse && !p.spouse.died ? [p.spouse] : []), ...children(p, 1 + r.int(3))];
    const est = [...new Set(rest.flatMap((t) => heldOn(t, p)))] as EstateType[];
    const hasFee = est.includes('fee');
    const L = land(rest, false);
    const rel = (h: P) => (h === p.spouse ? (h.female ? 'widow' : 'surviving husband') : h.female ? 'daughter' : 'son');
    const heirList = heirs.map((h) => `${N.nm(h)}${h.minor ? ', a minor' : ''}, ${rel(h)}`);
    const exec = now;
    const rec = addDays(now, 2 + r.int(60));
    const ref = mkRef(rec);
    const him = p.female ? 'her' : 'him';
    const his = p.female ? 'her' : 'his';
    let text: string;
    let cat: DocCategory;
    const parties: Party[] = [{ p, role: 'decedent' }, ...heirs.map((h) => ({ p: h, role: 'heir' as Role }))];
    if (r.chance(0.5)) {
      cat = 'affidavit_of_heirship';
      const aff = newP({ born: p.born + r.int(10), county: rcty });
      parties.push({ p: aff, role: 'other' });
      const predeceased = p.spouse?.died ? `that ${p.female ? 'she' : 'he'} was married but once, to ${p.spouse.first} ${p.spouse.last}, who predeceased ${him} on or about ${fmt(r, p.spouse.died, 'long')};` : p.spouse ? `that ${p.female ? 'she' : 'he'} was married but once, to ${N.nm(p.spouse)}, who survived ${him};` : `that ${p.female ? 'she' : 'he'} was married but once;`;
      text = `AFFIDAVIT OF HEIRSHIP\n\n${venue(rcty)}\n\nBefore me, the undersigned authority, on this day personally appeared ${N.nm(aff)}, ${r.pick(['a resident of', 'of'])} ${rcty} County, ${A.stName}, who, being by me first duly sworn, upon oath deposes and says:\n\nThat affiant was well acquainted with ${N.nm(p)}, Deceased, and ${his} family for more than ${Words(10 + r.int(30))} years; that the said ${N.nm(p)} died intestate on ${fmt(r, dd, r.pick(['long', 'ord', 'ordAD']))}, a resident of ${rcty} County, ${A.stName}; ${predeceased} that ${p.female ? 'she' : 'he'} left surviving the following, who are ${his} sole and only heirs at law:\n\n${heirList.join(';\n')}.\n\nThat no administration has been had upon the estate of said decedent and none is necessary; that all debts of the estate have been paid; and that at the time of ${his} death the decedent owned an interest in the following described lands:\n\n${L.body}\n\n${N.nm(aff)}\n\n${jurat(exec)}\n\n${stamp(rec, ref, 'Deeds', rcty)}`;
    } else {
      cat = 'probate';
      const testate = r.chance(0.5);
      const judge = r.pick(OFFICIALS);
      const cause = `${100 + r.int(9000)}`;
      const share = heirs.length > 1 ? 'in equal shares, share and share alike' : 'in its entirety';
      if (A.st === 'TX' && testate) {
        text = `CAUSE NO. ${cause}\n\nESTATE OF ${N.nm(p).toUpperCase()}, DECEASED   §   IN THE COUNTY COURT OF ${rcty.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the application for probate of the Last Will and Testament of ${N.nm(p)}, Deceased, dated ${fmt(r, addDays(dd, -800 - r.int(4000)), 'long')}. The Court finds that the decedent died on ${fmt(r, dd, 'long')}; that four years have not elapsed since the date of death; that the Court has jurisdiction and venue; that the decedent left no unpaid debts except those secured by liens on real estate; and that the Will should be admitted to probate as a muniment of title only. By said Will the decedent devised all of ${his} property, including the following described land:\n\n${L.body}\n\nto ${joinAnd(heirs.map((h) => `${N.nm(h)}, ${rel(h)}`))}, ${share}.\n\nIT IS THEREFORE ORDERED that the Will is admitted to probate as a Muniment of Title.\n\nSIGNED ${fmt(r, exec, r.pick(['long', 'ord']))}.\n\n${judge}\nJudge Presiding`;
      } else {
        const court = A.st === 'MS' ? `IN THE CHANCERY COURT OF ${rcty.toUpperCase()} COUNTY, MISSISSIPPI` : A.st === 'KS' && yr(now) < 1977 ? `IN THE PROBATE COURT OF ${rcty.toUpperCase()} COUNTY, KANSAS` : A.st === 'OK' && yr(now) < 1969 ? `IN THE COUNTY COURT OF ${rcty.toUpperCase()} COUNTY, STATE OF OKLAHOMA` : `IN THE DISTRICT COURT OF ${rcty.toUpperCase()} COUNTY, ${A.stName.toUpperCase()}`;
        const title = A.st === 'KS' && !testate ? 'JOURNAL ENTRY OF FINAL SETTLEMENT AND DECREE OF DESCENT' : A.st === 'MS' ? 'DECREE DETERMINING HEIRS AT LAW' : r.pick(['DECREE OF FINAL DISTRIBUTION', 'ORDER ALLOWING FINAL ACCOUNT AND DECREE OF DISTRIBUTION', 'ORDER OF COMPLETE SETTLEMENT AND DISTRIBUTION']);
        text = `${court}\n\nIn the Matter of the Estate of ${N.nm(p)}, Deceased.     No. ${cause}\n\n${title}\n\nNow on this ${dayOf(r, exec)}, this cause comes on for hearing, and the Court, having examined the files and heard the evidence, FINDS: that ${N.nm(p)} died ${testate ? 'testate' : 'intestate'} on ${fmt(r, dd, 'long')}, a resident of ${rcty} County; that due notice of this hearing has been given as required by law; that all claims and costs of administration have been paid; and that the ${testate ? 'devisees under the Will of the decedent' : 'sole heirs at law of the decedent'} are: ${heirList.join('; ')}.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the following described real property of said decedent, to-wit:\n\n${L.body}\n\nbe and the same is hereby assigned and distributed to ${joinAnd(heirs.map((h) => N.nm(h)))}, ${share}.\n\n${judge}\n${A.st === 'MS' ? 'Chancellor' : 'Judge'}`;
      }
      text += `\n\n${r.pick(['A true and correct copy, certified by the Court Clerk.', 'Certified copy.', ''])}\n\n${stamp(rec, ref, 'Deeds', rcty)}`;
    }
    const doc = emit({ cat, parties, tracts: rest, exec, ack: null, rec, death: dd, fee: hasFee, estates: est, text, N });
    for (const t of rest) for (const e of heldOn(t, p)) link(doc, [t], e, [{ p, req: true, anchor: p }], heirs.map((h) => ({ p: h, req: true, anchor: h })));
    passTo(p, rest, heirs);
    return true;
  };

  // ------------------------------------------------------------ minerals and royalty
  const mdText = (N: Namer, o: { title: string; G: Unit[]; E: Unit[]; ts: T[]; what: string; term: string; royalty: boolean; exec: Date | null; ack: Date; rec: Date; ref: Ref; aif?: Map<string, string> }): { text: string; card: boolean } => {
    const lay = r.pick(['kmen', 'kmen', 'short', 'abstract', 'card', 'descfirst']);
    if (lay === 'abstract' || lay === 'card') {
      const s: DeedSpec = { title: o.title, warr: 'gen', G: o.G, E: o.E, ts: o.ts, reserve: '', extras: o.term ? [`Term: ${o.term}.`] : [], exec: o.exec, ack: o.ack, rec: o.rec, ref: o.ref, series: 'Deeds', mineral: o.what, aif: o.aif };
      return lay === 'card' ? { text: indexCard(N, s), card: true } : { text: abstractEntry(N, s), card: false };
    }
    const cty = ctyOf(o.ts);
    const L = land(o.ts);
    const where = oneCounty(o.ts) ? `${cty} County, State of ${A.stName}` : `the State of ${A.stName}`;
    const G = sideText(N, o.G, o.aif);
    const E = sideText(N, o.E);
    const signers = memPs(o.G);
    const subj = o.royalty
      ? 'Grantee shall not participate in any bonus or rental paid for any lease, and Grantor retains the exclusive right to execute oil and gas leases covering said land; but Grantee shall receive the interest herein conveyed of all royalty paid under any such lease.'
      : 'This conveyance is made subject to any valid and subsisting oil and gas lease of record, but covers and includes the same proportion of all the oil royalty and gas rental or royalty due and to be paid under the terms of said lease, and of all future rentals on said land.';
    const term = o.term ? `\n\nThe interest herein conveyed shall continue ${o.term}, and thereupon shall revert to Grantor, ${plural(o.G) ? 'their' : 'his'} heirs and assigns.` : '';
    let body: string;
    if (lay === 'short') body = `${o.title.toUpperCase()}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${G}, of ${cty} County, ${A.stName}, hereinafter called Grantor, for and in consideration of ${consid()}, do${plural(o.G) ? '' : 'es'} hereby grant, bargain, sell and convey unto ${E}, hereinafter called Grantee, ${o.what} in and to the following described lands situated in ${where}, to-wit:\n\n${L.body}${term}\n\n${subj}\n\nTO HAVE AND TO HOLD the above described property unto the said Grantee, heirs and assigns forever, and Grantor does hereby warrant the title to the same.`;
    else if (lay === 'descfirst') body = `${o.title.toUpperCase()}\n\n${venue(cty)}\n\nLands: ${L.body}\n\nInterest conveyed: ${o.what}${o.royalty ? '' : ' in and to the oil, gas and other minerals in and under said lands'}${o.term ? ` (term: ${o.term})` : ''}.\n\nGrantor: ${G}\nGrantee: ${E}\n\nFor ${consid()}, Grantor grants, sells and conveys unto Grantee the interest described above in and to the lands described above, with general warranty.${term}\n\n${subj}`;
    else body = `${o.title.toUpperCase()}\n\n${venue(cty)}\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat ${G}, hereinafter called Grantor (whether one or more), for and in consideration of ${consid()} cash in hand paid by ${E}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${plural(o.G) ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${plural(o.G) ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${o.what} in and to all of the oil, gas and other minerals in and under and that may be produced from the following described lands situated in ${where}, to-wit:\n\n${L.body}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom.${term}\n\n${subj}\n\nTO HAVE AND TO HOLD the above described property and easement, with all and singular the rights, privileges and appurtenances thereunto belonging, unto the said Grantee, heirs, successors and assigns forever; and Grantor does hereby bind ${plural(o.G) ? 'themselves' : 'himself'}, heirs, executors and administrators, to warrant and forever defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.`;
    return { text: `${body}\n\n${dating(o.exec)}\n\n${sigs(N, signers, o.aif)}\n\n${ackText(N, signers, o.ack, cty, o.aif)}${L.exhibit}\n\n${stamp(o.rec, o.ref, 'Deeds', cty)}`, card: false };
  };
  const ROY: Array<[string, Fr]> = [
    ['an undivided one-half (1/2) of the one-eighth (1/8) royalty, being a 1/16 royalty interest,', fr(1, 16)],
    ['an undivided 1/2 of 1/8 royalty', fr(1, 16)],
    ['an undivided one-fourth (1/4) of the royalty', fr(1, 32)],
    ['an undivided 1/32 royalty interest (being 1/4 of the usual 1/8 royalty)', fr(1, 32)],
    ['an undivided one-half (1/2) of all royalty reserved under any oil and gas lease', fr(1, 16)],
  ];
  const mineral = (kind: 'md' | 'tmd' | 'rd' | 'trd', mth = false): boolean => {
    const royalty = kind === 'rd' || kind === 'trd';
    const gs = groups().filter((g) => g.every((t) => fcmp(unsev(t), ZERO) > 0) && !g[0].fee.some((p) => p.minor));
    const ents = tracts.flatMap((t) => t.sev.filter((s) => !s.term && !s.p.died && !s.p.minor && !isLessee(s.p)).map((s) => ({ t, s })));
    const fromFee = !mth && gs.length > 0 && (!ents.length || r.chance(0.6));
    if (!fromFee && !ents.length) return false;
    let ts: T[];
    let G: Unit[];
    let f: Fr;
    let textF: Fr;
    let what: string;
    let holder: P | null = null;
    if (fromFee) {
      ts = r.pick(gs);
      refresh(ts[0].fee);
      G = unitsOf(ts[0].fee);
      const m = ts.reduce((a, t) => (fcmp(unsev(t), a) < 0 ? unsev(t) : a), ONE);
      const c = [fr(1, 2), fr(1, 4), fr(1, 8), fr(3, 16), m].filter((x) => fcmp(x, m) <= 0);
      f = r.pick(c);
      textF = f;
      what = fphrase(r, f);
    } else {
      const e = r.pick(ents);
      holder = e.s.p;
      const hf = e.s.f;
      ts = tracts.filter((t) => t.sev.some((s) => s.p === holder && !s.term && fcmp(s.f, hf) === 0));
      G = unitsOf([holder]);
      f = r.chance(0.6) || mth ? hf : fdivn(hf, 2);
      textF = f;
      if (mth) {
        if (hf[0] === hf[1]) return false;
        textF = fcmp(fr(hf[0] * 2, hf[1]), ONE) <= 0 ? fr(hf[0] * 2, hf[1]) : ONE;
        if (fcmp(textF, hf) <= 0) return false;
      }
      what = fcmp(textF, hf) === 0 && r.chance(0.5) ? `all of Grantor's undivided ${fstr(hf)} interest` : fphrase(r, textF);
    }
    let rf: Fr = ZERO;
    if (royalty) {
      const pick = r.pick(ROY);
      what = pick[0];
      rf = pick[1];
    }
    const termYears = kind === 'tmd' || kind === 'trd' ? r.pick([10, 15, 20]) : 0;
    const term = termYears ? `for a term of ${Words(termYears)} (${termYears}) years from the date hereof and as long thereafter as oil, gas or other minerals are produced from said land or from lands pooled therewith in paying quantities` : '';
    const b = r.chance(0.4) ? company(true) : grantee(0.3);
    const E: Unit[] = [{ a: b, b: null, bHolds: false }];
    const N = namer();
    const { exec, ack, rec } = dts();
    const ref = mkRef(rec);
    const title = kind === 'md' ? r.pick(['Mineral Deed', 'Mineral Deed', 'Mineral and Royalty Deed', 'Conveyance of Mineral Interest']) : kind === 'tmd' ? r.pick(['Term Mineral Deed', 'Mineral Deed (Term)']) : kind === 'rd' ? r.pick(['Royalty Deed', 'Royalty Deed', 'Conveyance of Royalty Interest']) : 'Term Royalty Deed';
    const { text, card } = mdText(N, { title, G, E, ts, what, term, royalty, exec, ack, rec, ref });
    const pp = deedParties(G, E, card);
    const doc = emit({ cat: royalty ? 'royalty_deed' : 'mineral_deed', parties: pp.parties, tracts: ts, exec, ack, rec, fee: false, estates: ['mineral'], text, N });
    link(doc, ts, 'mineral', pp.from, pp.to);
    if (mth) gap(doc, ts, 'mineral', 'conveyed_more_than_held');
    const tm = termYears ? { years: termYears, start: exec ?? now, doc, revert: holder ? [holder] : [] } : null;
    for (const t of ts) {
      if (royalty) {
        t.roy.push({ p: b, f: rf, term: tm });
        continue;
      }
      if (holder) {
        const e = t.sev.find((s) => s.p === holder && !s.term)!;
        e.f = fsub(e.f, f);
        if (fcmp(e.f, ZERO) <= 0) t.sev = t.sev.filter((s) => s !== e);
      }
      t.sev.push({ p: b, f, term: tm });
    }
    return true;
  };
  const nonProd = (): boolean => {
    const ents = tracts.flatMap((t) => [...t.sev, ...t.roy].filter((s) => s.term && yr(now) - yr(s.term.start) > s.term.years && !s.p.died).map((s) => ({ t, s })));
    const e = ents.find((x) => !x.t.lease?.live || true);
    if (!e) return false;
    const ts = tracts.filter((t) => [...t.sev, ...t.roy].some((s) => s.term && s.term.doc === e.s.term!.doc && s.p === e.s.p));
    const rev = e.s.term!.revert.find((p) => !p.died) ?? ts[0].fee.find((p) => !p.org && !p.died && !p.minor);
    if (!rev) return false;
    const N = namer();
    const exec = now;
    const rec = addDays(now, 1 + r.int(30));
    const ref = mkRef(rec);
    const L = land(ts, false);
    const st = e.s.term!.start;
    const text = `AFFIDAVIT OF NON-PRODUCTION\n\n${venue(ctyOf(ts))}\n\nBefore me, the undersigned Notary Public, personally appeared ${N.nm(rev)}, who, being duly sworn, deposes and says: that affiant is ${e.s.term!.revert.includes(rev) ? 'the grantor named in' : 'the present owner of the land covered by'} that certain ${e.t.roy.includes(e.s) ? 'Term Royalty Deed' : 'Term Mineral Deed'} dated ${fmt(r, st, 'long')}, by which an interest for a term of ${Words(e.s.term!.years)} (${e.s.term!.years}) years and as long thereafter as oil, gas or other minerals are produced was conveyed to ${N.nm(e.s.p)}, covering the following land:\n\n${L.body}\n\nthat affiant is familiar with said land and with all operations thereon; that no oil, gas or other minerals were being produced from said land or from lands pooled therewith at the end of said term, nor at any time since; and that the term interest so conveyed has terminated and reverted.\n\n${N.nm(rev)}\n\n${jurat(exec)}\n\n${stamp(rec, ref, 'Misc. Records', ctyOf(ts))}`;
    const doc = emit({ cat: 'other', parties: [{ p: rev, role: 'other' }, { p: e.s.p, role: 'other' }], tracts: ts, exec, ack: null, rec, fee: false, estates: [], text, N });
    link(doc, ts, 'mineral', [{ p: e.s.p, req: false, anchor: e.s.p }], [{ p: rev, req: false, anchor: rev }]);
    for (const t of ts) {
      const termEnt = (s: Sev) => s.term?.doc === e.s.term!.doc && s.p === e.s.p;
      const gone = t.sev.filter(termEnt);
      t.sev = t.sev.filter((s) => !termEnt(s));
      t.roy = t.roy.filter((s) => !termEnt(s));
      for (const s of gone) {
        const back = t.sev.find((x) => x.p === rev && !x.term);
        if (back) back.f = fadd(back.f, s.f);
      }
    }
    return true;
  };

  // ------------------------------------------------------------ leases
  const leases = () => [...new Set(tracts.map((t) => t.lease).filter((l): l is Lease => !!l && l.live))];
  const leaseMem = new Map<number, Array<{ m: Mem; ts: string[] }>>();
  const owners = (ts: T[]) => [...new Set(ts.flatMap((t) => [...(fcmp(unsev(t), ZERO) > 0 ? t.fee : []), ...t.sev.map((s) => s.p)]))];
  const recitedLease = (N: Namer, L: Lease) => `that certain Oil and Gas Lease dated ${fmt(r, L.date, 'long')}, from ${joinAnd(L.lessors.map((p) => N.nm(p)))}, as Lessor, to ${joinAnd(L.orig.map((p) => N.nm(p)))}, as Lessee, recorded in ${L.ref} of the records of ${ctyOf(L.tracts)} County, ${A.stName}`;
  const lease = (top = false): boolean => {
    const y = yr(now);
    if (y < 1908 || (top && y < 1950)) return false;
    const gs = groups().filter((g) => (top ? g.every((t) => t.lease?.live && t.lease === g[0].lease && !t.top) : g.every((t) => !t.lease?.live && !t.top)));
    if (!gs.length) return false;
    const g = r.pick(gs);
    const os = owners(g);
    if (!os.length || os.some((p) => p.minor || p.died)) return false;
    refresh(os);
    const us = unitsOf(os);
    const prior = top ? g[0].lease! : null;
    const lessee = r.chance(0.75) ? company() : grantee(0);
    const term = y < 1950 ? r.pick([5, 10]) : r.pick([3, 5]);
    const roy = y < 1970 ? '1/8' : r.pick(['3/16', '1/5', '1/4']);
    const form = y < 1945 ? 'p88' : y < 1985 ? r.pick(['p88', A.st === 'TX' ? 'tx' : 'p88', 'tx']) : r.pick(['paidup', 'memo', 'tx']);
    const eff = (form === 'paidup' || form === 'memo') && r.chance(0.6) ? mk(y, now.getUTCMonth() + 1, 1) : null;
    const N = namer();
    const { ack, rec } = dts(0);
    const exec = eff ? null : now;
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const L = land(g);
    const where = oneCounty(g) ? `${cty} County, State of ${A.stName}` : `the State of ${A.stName}`;
    const G = sideText(N, us);
    const E = unitText(N, { a: lessee, b: null, bHolds: false });
    const signers = memPs(us);
    const topTxt = prior ? `\n\nThis lease is a top lease and is expressly subject and subordinate to ${recitedLease(N, prior)} (the "Prior Lease"). This lease shall not vest in Lessee, and its primary term shall not commence, until the Prior Lease expires, terminates or is released of record.` : '';
    const royW = roy === '1/8' ? 'one-eighth (1/8)' : roy === '3/16' ? 'three-sixteenths (3/16)' : roy === '1/5' ? 'one-fifth (1/5)' : 'one-fourth (1/4)';
    let body: string;
    if (form === 'p88') {
      const anniv = addDays(now, 365);
      body = `OIL AND GAS LEASE\n${r.pick(['Producers 88 — Revised', 'Form 88 (Producers) Kansas-Oklahoma Special, Rev.', 'Producers 88 (7-69) With 640 Acres Pooling Provision'])}\n\nAGREEMENT, Made and entered into the ${dayOf(r, now)}, by and between ${G}, hereinafter called lessor (whether one or more), and ${E}, hereinafter called lessee.\n\nWITNESSETH, That the said lessor, for and in consideration of ${consid()} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in ${where}, described as follows, to-wit:\n\n${L.body}\n\nIt is agreed that this lease shall remain in force for a term of ${Words(term)} (${term}) years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIn consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal ${royW} part of all oil produced and saved from the leased premises.\n\nIf no well be commenced on said land on or before the ${dayOf(r, anniv)}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor the sum of ${Words(term * 10)} Dollars, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.${topTxt}\n\nIN WITNESS WHEREOF, the undersigned execute this instrument as of the day and year first above written.`;
    } else if (form === 'tx') {
      body = `OIL, GAS AND MINERAL LEASE\n\nTHIS AGREEMENT made this ${dayOf(r, now)}, between ${G}, Lessor (whether one or more), and ${E}, Lessee, WITNESSETH:\n\n1. Lessor, in consideration of ${consid()}, in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in ${where}, to-wit:\n\n${L.body}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${Words(term)} (${term}) years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled hereunder.\n\n3. The royalties to be paid by Lessee are: on oil, ${royW} of that produced and saved from said land; on gas, ${royW} of the market value at the well of the gas so sold or used.${topTxt}`;
    } else if (form === 'paidup') {
      body = `PAID-UP OIL AND GAS LEASE\n${r.chance(0.4) ? '(No Surface Use)\n' : ''}\nTHIS LEASE AGREEMENT is made ${eff ? `and entered into effective as of ${fmt(r, eff, 'long')}` : `this ${dayOf(r, now)}`}, between ${G}, as Lessor (whether one or more), and ${E}, whose address is P.O. Box ${100 + r.int(9000)}, ${r.pick(['Oklahoma City, Oklahoma', 'Denver, Colorado', 'Midland, Texas', 'Tulsa, Oklahoma'])}, as Lessee.\n\n1. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called leased premises:\n\n${L.body}\n\nin ${where}, for the purpose of exploring for, developing, producing and marketing oil and gas.\n\n2. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${Words(term)} (${term}) years from the ${eff ? 'effective date' : 'date'} hereof, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises.\n\n3. Royalties on oil, gas and other substances produced and saved hereunder shall be paid by Lessee to Lessor: ${royW} of such production.${topTxt}\n\nIN WITNESS WHEREOF, this lease is executed ${eff ? 'to be effective as of the date first above written' : 'on the date first above written'}.`;
    } else {
      body = `MEMORANDUM OF OIL AND GAS LEASE\n\n${venue(cty)}\n\nNotice is hereby given that ${G}, as Lessor, and ${E}, as Lessee, have entered into an unrecorded Oil and Gas Lease ${eff ? `made effective as of ${fmt(r, eff, 'long')}` : `dated ${fmt(r, now, 'long')}`} (the "Lease"), covering the following lands in ${where}:\n\n${L.body}\n\nThe Lease provides for a primary term of ${Words(term)} (${term}) years and as long thereafter as oil or gas is produced, and for a royalty of ${roy}.${topTxt}\n\nThis Memorandum is executed ${eff ? 'and made effective as of the effective date of the Lease' : `this ${dayOf(r, now)}`} and is placed of record to give notice of the Lease, the terms of which are incorporated herein.`;
    }
    const text = `${body}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}${L.exhibit}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    const mem = membersOf(us);
    const parties: Party[] = [...mem.map((m) => ({ p: m.p, role: 'lessor' as Role })), { p: lessee, role: 'lessee' }];
    const doc = emit({ cat: 'oil_and_gas_lease', parties, tracts: g, exec, eff, ack, rec, fee: false, estates: ['leasehold'], text, N });
    const to: Mem[] = [{ p: lessee, req: true, anchor: lessee }];
    link(doc, g, 'leasehold', mem, to, holdsMin);
    const Ls: Lease = { n: ++leaseN, doc, date: eff ?? exec ?? now, ref: ref.cite, lessors: mem.map((m) => m.p), orig: [lessee], lessees: [lessee], tracts: g, term, hbp: false, live: true, roy, top: !!prior, farmee: null, farmDate: null };
    leaseMem.set(Ls.n, mem.map((m) => ({ m, ts: g.filter((t) => holdsMin(t, m.anchor)).map((t) => t.key) })));
    for (const t of g) {
      if (prior) t.top = Ls;
      else t.lease = Ls;
    }
    return true;
  };
  const leaseAge = (L: Lease) => (now.getTime() - L.date.getTime()) / (365.25 * 86400000);
  const assign = (): boolean => {
    const ls = leases();
    if (!ls.length) return false;
    const L = r.pick(ls);
    const ts = L.tracts.filter((t) => t.lease === L);
    if (!ts.length || L.lessees.some((p) => p.died)) return false;
    const farm = L.farmee;
    const to = farm ?? (r.chance(0.15) && [...orgs.values()].some((o) => o.forms[0].includes('Oil') && !L.lessees.includes(o)) ? [...orgs.values()].find((o) => o.forms[0].includes('Oil') && !L.lessees.includes(o))! : company());
    const GU = unitsOf(L.lessees);
    const N = namer();
    const { exec, ack, rec } = dts(0.02);
    const eff = r.chance(0.35) ? mk(yr(now), now.getUTCMonth() + 1, 1) : null;
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const G = sideText(N, GU);
    const E = unitText(N, { a: to, b: null, bHolds: false });
    const signers = memPs(GU);
    const farmTxt = farm && L.farmDate ? ` This assignment is made pursuant to that certain Farmout Agreement dated ${fmt(r, L.farmDate, 'long')}, between Assignor, as Farmor, and Assignee, as Farmee, the test well required thereunder having been drilled and completed.` : '';
    const effTxt = eff ? r.pick([` effective as of 7:00 a.m., local time, ${fmt(r, eff, 'long')}`, `, effective ${fmt(r, eff, 'long')} (the "Effective Time")`]) : '';
    let text: string;
    if (r.chance(0.35)) {
      const row = `${fmt(r, L.date, 'num')} | ${L.lessors.map((p) => N.nm(p)).join(', ')} | ${L.orig.map((p) => N.nm(p)).join(', ')} | ${L.ref} | ${ts.map((t) => desc(r, { ...t, acres: false }, 'abbr', false)).join('; ')}, ${cty} County`;
      text = `ASSIGNMENT, CONVEYANCE AND BILL OF SALE\n\n${venue(cty)}\n\nFor ${consid()}, the receipt and sufficiency of which are acknowledged, ${G} ("Assignor") does hereby grant, bargain, sell, convey, assign, transfer and set over unto ${E} ("Assignee") all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto, insofar as they cover the lands therein described, together with all wells, equipment and personal property used in connection therewith${effTxt}.${farmTxt}\n\nAssignor warrants title to the interests assigned against all persons claiming by, through or under Assignor, but not otherwise.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\nEXHIBIT "A"\n\nLease Date | Lessor | Lessee | Recorded | Lands\n${row}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    } else {
      text = `ASSIGNMENT OF OIL AND GAS LEASE\n\n${venue(cty)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${G}, hereinafter called Assignor, for and in consideration of ${consid()}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${E}, hereinafter called Assignee, all of ${L.lessees[0].org ? 'its' : 'his'} right, title and interest in and to ${recitedLease(N, L)}, insofar as said lease covers the following described land:\n\n${landText(r, ts, r.pick(['short', 'abbr', 'long']), true)}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith${effTxt}.${farmTxt}\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    }
    const mem = membersOf(GU);
    const doc = emit({ cat: 'assignment_of_lease', parties: [...mem.map((m) => ({ p: m.p, role: 'assignor' as Role })), { p: to, role: 'assignee' }], tracts: ts, exec, eff, ack, rec, fee: false, estates: ['leasehold'], text, N });
    link(doc, ts, 'leasehold', mem, [{ p: to, req: true, anchor: to }]);
    L.lessees = [to];
    L.farmee = null;
    return true;
  };
  const release = (): boolean => {
    const ls = leases().filter((L) => leaseAge(L) >= L.term && !L.top);
    for (const L of ls) {
      if (!L.hbp && r.chance(0.35)) L.hbp = true;
    }
    const c = ls.filter((L) => (!L.hbp || leaseAge(L) > L.term + 8) && L.lessors.every((p) => !p.died) && L.lessees.every((p) => !p.died));
    for (const L of ls) {
      if (!c.includes(L) && !L.hbp && leaseAge(L) > L.term + 2) {
        L.live = false;
        L.tracts.forEach((t) => {
          if (t.lease === L) {
            t.lease = t.top;
            t.top = null;
          }
        });
      }
    }
    if (!c.length) return false;
    const L = r.pick(c);
    const ts = L.tracts.filter((t) => t.lease === L);
    if (!ts.length) return false;
    const N = namer();
    const { exec, ack, rec } = dts(0.03);
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const HU = unitsOf(L.lessees);
    const signers = memPs(HU);
    const text = `${r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER AND RELEASE OF OIL AND GAS LEASE'])}\n\n${venue(cty)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(N, HU)}, the present owner and holder of ${recitedLease(N, L)}, covering the following described land:\n\n${landText(r, ts, r.pick(['short', 'abbr', 'long', 'hyph']), true)}\n\ndoes hereby release, relinquish and surrender unto the said lessors, their heirs, successors and assigns, all right, title and interest in and to said lease and the lands covered thereby, and does hereby authorize the ${A.clerk(yr(now))} of ${cty} County to enter this release of record.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    const hm = membersOf(HU);
    const lm = leaseMem.get(L.n)!;
    const doc = emit({ cat: 'release_of_lease', parties: [...hm.map((m) => ({ p: m.p, role: 'lessee' as Role })), ...lm.map((x) => ({ p: x.m.p, role: 'lessor' as Role }))], tracts: ts, exec, ack, rec, fee: false, estates: ['leasehold'], text, N });
    for (const t of ts) for (const x of lm) if (x.ts.includes(t.key)) link(doc, [t], 'leasehold', hm, [{ p: x.m.p, req: x.m.req, anchor: x.m.anchor }]);
    L.live = false;
    ts.forEach((t) => {
      t.lease = t.top;
      t.top = null;
    });
    return true;
  };
  const extend = (): boolean => {
    const ls = leases().filter((L) => !L.hbp && !L.top && leaseAge(L) >= L.term - 1.2 && leaseAge(L) < L.term && yr(now) >= 1950);
    if (!ls.length) return false;
    const L = r.pick(ls);
    const ts = L.tracts.filter((t) => t.lease === L);
    const os = owners(ts);
    if (!os.length || os.some((p) => p.minor || p.died) || L.lessees.some((p) => p.died)) return false;
    refresh(os);
    const us = unitsOf(os);
    const N = namer();
    const { exec, ack, rec } = dts(0.02);
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const add = r.pick([1, 2, 3]);
    const signers = memPs(us);
    const HU = unitsOf(L.lessees);
    const text = `${r.pick(['EXTENSION OF OIL AND GAS LEASE', 'AMENDMENT AND EXTENSION OF OIL AND GAS LEASE', 'LEASE EXTENSION AGREEMENT'])}\n\n${venue(cty)}\n\nWHEREAS, by ${recitedLease(N, L)}, the following described land was leased for a primary term of ${Words(L.term)} (${L.term}) years:\n\n${landText(r, ts, r.pick(['short', 'abbr', 'long']), true)}\n\nWHEREAS, said lease is now owned and held by ${sideText(N, HU)} (hereinafter "Lessee"); and WHEREAS, the undersigned, ${sideText(N, us)}, are the present owners of the minerals in said land and desire to extend said lease;\n\nNOW, THEREFORE, for ${consid()}, the undersigned do hereby extend the primary term of said lease for an additional period of ${Words(add)} (${add}) year${add > 1 ? 's' : ''} from the end of the original primary term, and do hereby lease, let and demise said land unto Lessee upon the terms of said lease as hereby amended, and ratify and confirm the same in all other respects.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    const mem = membersOf(us);
    const hm = membersOf(HU);
    const doc = emit({ cat: 'oil_and_gas_lease', parties: [...mem.map((m) => ({ p: m.p, role: 'lessor' as Role })), ...hm.map((m) => ({ p: m.p, role: 'lessee' as Role }))], tracts: ts, exec, ack, rec, fee: false, estates: ['leasehold'], text, N });
    link(doc, ts, 'leasehold', mem, hm, holdsMin);
    L.term += add;
    return true;
  };
  const pool = (): boolean => {
    const ls = leases().filter((L) => yr(now) >= 1950 && L.lessees.some((p) => p.org));
    if (!ls.length) return false;
    const L = r.pick(ls);
    const ts = L.tracts.filter((t) => t.lease === L);
    const op = L.lessees.find((p) => p.org)!;
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const eff = r.chance(0.5) ? addDays(now, -r.int(200)) : null;
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const unit = `${r.pick(['Smith', 'Haugen', 'Redwine', 'Tidwell', 'Ogle', 'Norwood'])} ${r.pick(['Unit', 'Gas Unit', 'Unit No. 1'])}`;
    const title = r.pick(['DESIGNATION OF POOLED UNIT', 'DECLARATION OF POOLED UNIT', 'DESIGNATION OF UNIT']);
    const text = `${title}\n${unit}\n\n${venue(cty)}\n\n${N.nm(op)}, as Lessee and Operator under ${recitedLease(N, L)}, and under the pooling provisions thereof, hereby designates and declares a pooled unit for the production of ${r.pick(['gas and associated hydrocarbons', 'oil and gas', 'gas'])} from all depths, to be known as the ${unit}, comprising the following lands:\n\n${landText(r, ts, r.pick(['short', 'abbr', 'long']), true)}\n\ntogether with such other lands as are described in the plat attached hereto${eff ? `, said unit to be effective as of ${fmt(r, eff, 'long')}` : ''}. Production from any part of the unit shall be allocated to each tract in the proportion that its surface acreage bears to the total acreage of the unit.\n\n${dating(exec)}\n\n${sigs(N, [op])}\n\n${ackText(N, [op], ack, cty)}\n\n${stamp(rec, ref, 'Oil and Gas Records', cty)}`;
    emit({ cat: 'other', parties: [{ p: op, role: 'other' }], tracts: ts, exec, eff, ack, rec, fee: false, estates: [], text, N });
    return true;
  };
  const farmout = (): boolean => {
    const ls = leases().filter((L) => yr(now) >= 1950 && !L.farmee && L.lessees.length === 1 && L.lessees[0].org);
    if (!ls.length) return false;
    const L = r.pick(ls);
    const ts = L.tracts.filter((t) => t.lease === L);
    const farmor = L.lessees[0];
    const farmee = company();
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const text = `MEMORANDUM OF FARMOUT AGREEMENT\n\n${venue(cty)}\n\nNotice is hereby given that ${N.nm(farmor)} ("Farmor") and ${N.nm(farmee)} ("Farmee") have entered into a Farmout Agreement dated ${fmt(r, now, 'long')}, under which Farmee may earn an assignment of Farmor's interest in ${recitedLease(N, L)}, insofar as it covers the following lands:\n\n${landText(r, ts, r.pick(['short', 'abbr']), true)}\n\nby drilling a test well to a depth of ${5000 + r.int(8000)} feet within ${Words(60 + r.int(120))} days. Until earned and assigned, no interest in said lease shall vest in Farmee.\n\n${dating(exec)}\n\n${sigs(N, [farmor, farmee])}\n\n${ackText(N, [farmor, farmee], ack, cty)}\n\n${stamp(rec, ref, 'Misc. Records', cty)}`;
    emit({ cat: 'other', parties: [{ p: farmor, role: 'other' }, { p: farmee, role: 'other' }], tracts: ts, exec, ack, rec, fee: false, estates: [], text, N });
    L.farmee = farmee;
    L.farmDate = now;
    return true;
  };
  const corp = (): boolean => {
    const cs = [...new Set(leases().flatMap((L) => L.lessees))].filter((p) => p.org);
    if (!cs.length || yr(now) < 1930) return false;
    const c = r.pick(cs);
    const ts = tracts.filter((t) => t.lease?.live && t.lease.lessees.includes(c));
    const N = namer();
    const exec = now;
    const eff = r.chance(0.5) ? addDays(now, -r.int(90)) : null;
    const rec = addDays(now, 5 + r.int(60));
    const ref = mkRef(rec);
    const cty = ctyOf(ts);
    const state = c.incState || 'Delaware';
    if (r.chance(0.5)) {
      const old: P = { ...c, id: `${c.id}#old`, forms: [...c.forms] };
      let stem = r.pick(STEMS);
      for (let i = 0; i < 20 && usedStems.has(stem); i++) stem = r.pick(STEMS);
      usedStems.add(stem);
      const newForms = r.pick(CKINDS).map((k) => `${stem} ${k}`);
      const nu: P = { ...c, id: `${c.id}#new`, forms: newForms };
      const text = `CERTIFICATE OF AMENDMENT\n(Change of Corporate Name)\n\nSTATE OF ${state.toUpperCase()}\nOFFICE OF THE SECRETARY OF STATE\n\nI, ${r.pick(OFFICIALS)}, Secretary of State of the State of ${state}, DO HEREBY CERTIFY that ${N.nm(old)}, a corporation organized under the laws of this State, did on ${fmt(r, exec, 'long')} file in this office a Certificate of Amendment of its Certificate of Incorporation changing its corporate name to ${N.nm(nu)}${eff ? `, effective ${fmt(r, eff, 'long')}` : ''}, and that the corporation so renamed is the same corporation.\n\nIN TESTIMONY WHEREOF, I have hereunto set my hand and official seal on ${fmt(r, exec, 'long')}.\n\nFiled for record in ${cty} County, ${A.stName}, as notice of the change of name as to the oil and gas leases covering the following lands:\n\n${landText(r, ts, 'abbr', true)}\n\n${stamp(rec, ref, 'Misc. Records', cty)}`;
      emit({ cat: 'other', parties: [{ p: old, role: 'other', pid: c.id }, { p: nu, role: 'other', pid: c.id }], tracts: ts, exec, eff, ack: null, rec, fee: false, estates: [], text, N });
      c.forms = newForms;
      return true;
    }
    const surv = company();
    const text = `CERTIFICATE OF MERGER\n\nSTATE OF ${state.toUpperCase()}\n\nThe undersigned Secretary of State certifies that ${N.nm(c)} has this day been merged with and into ${N.nm(surv)}, which is the surviving corporation, under a Plan and Agreement of Merger filed in this office on ${fmt(r, exec, 'long')}${eff ? `, the merger to be effective ${fmt(r, eff, 'long')}` : ''}. By operation of law all property, rights and interests of ${N.nm(c)} are vested in the surviving corporation.\n\n${r.pick(OFFICIALS)}, Secretary of State\n\nRecorded as notice as to the following lands in which the merged corporation owned oil and gas leasehold interests:\n\n${landText(r, ts, 'abbr', true)}\n\n${stamp(rec, ref, 'Misc. Records', cty)}`;
    const doc = emit({ cat: 'other', parties: [{ p: c, role: 'grantor' }, { p: surv, role: 'grantee' }], tracts: ts, exec, eff, ack: null, rec, fee: false, estates: ['leasehold'], text, N });
    link(doc, ts, 'leasehold', [{ p: c, req: true, anchor: c }], [{ p: surv, req: true, anchor: surv }]);
    for (const L of leases()) L.lessees = L.lessees.map((p) => (p === c ? surv : p));
    return true;
  };
  const stip = (): boolean => {
    const gs = groups().filter((g) => g[0].sev.length + g[0].roy.length >= 1 && yr(now) >= 1940);
    if (!gs.length) return false;
    const g = r.pick(gs);
    const t = g[0];
    const os = [...new Set([...t.fee, ...t.sev.map((s) => s.p), ...t.roy.map((s) => s.p)])].filter((p) => !p.died && !p.minor);
    if (os.length < 2) return false;
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const line = (p: P) => {
      const m = t.sev.filter((s) => s.p === p).reduce((a, s) => fadd(a, s.f), ZERO);
      const ro = t.roy.filter((s) => s.p === p).reduce((a, s) => fadd(a, s.f), ZERO);
      const parts = [...(t.fee.includes(p) ? ['surface and the unsevered minerals, with the other owners of the surface'] : []), ...(m[0] ? [`${fstr(m)} mineral interest`] : []), ...(ro[0] ? [`${fstr(ro)} royalty interest`] : [])];
      return `${N.nm(p)} — ${parts.join('; ')}`;
    };
    const text = `STIPULATION OF INTEREST\n\n${venue(cty)}\n\nThe undersigned, being all of the owners of the mineral and royalty interests in the following described land:\n\n${landText(r, g, r.pick(['short', 'long', 'abbr']), true)}\n\ndo hereby stipulate and agree, for the purpose of division of the proceeds of production, that said interests are owned as follows:\n\n${os.map(line).join('\n')}\n\nThis stipulation shall bind the heirs, successors and assigns of the parties.\n\n${dating(exec)}\n\n${sigs(N, os)}\n\n${ackText(N, os, ack, cty)}\n\n${stamp(rec, ref, 'Misc. Records', cty)}`;
    emit({ cat: 'other', parties: os.map((p) => ({ p, role: 'other' as Role })), tracts: g, exec, ack, rec, fee: false, estates: [], text, N });
    return true;
  };

  // ------------------------------------------------------------ mortgages, foreclosures, easements
  const mortgage = (g: T[]): boolean => {
    if (g[0].dot || g[0].fee.some((p) => p.org || p.minor) || yr(now) < 1895) return false;
    refresh(g[0].fee);
    const us = unitsOf(g[0].fee);
    const lender = org([r.pick(LENDERS)]);
    const N = namer();
    const { exec, ack, rec } = dts(0.02);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const L = land(g);
    const amt = 500 * (2 + r.int(80));
    const signers = memPs(us);
    const mem = membersOf(us);
    let text: string;
    let parties: Party[];
    let trustee = '';
    if (A.trust) {
      const tp = newP({ nick: '' });
      trustee = `${tp.first} ${tp.last}`;
      text = `DEED OF TRUST\n\n${venue(cty)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(N, us)}, hereinafter called Grantors, for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of Ten Dollars to us in hand paid by ${N.nm(tp)}, Trustee, have granted, sold and conveyed, and by these presents do grant, sell and convey unto the said Trustee, and his substitutes or successors, the following described property situated in ${oneCounty(g) ? `${cty} County, ${A.stName}` : A.stName}:\n\n${L.body}\n\nTO HAVE AND TO HOLD the said property unto the said Trustee in trust to secure the payment of one promissory note of even date herewith in the principal sum of ${money(amt)}, payable to the order of ${N.nm(lender)}, Beneficiary, due and payable on or before ${fmt(r, addDays(now, 365 * (5 + r.int(15))), 'long')}, with interest as therein provided. Upon default, the Trustee, at the request of the Beneficiary, may sell said property at public auction to the highest bidder for cash, after notice as required by law.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}${L.exhibit}\n\n${stamp(rec, ref, 'Deed of Trust Records', cty)}`;
      parties = [...mem.map((m) => ({ p: m.p, role: 'grantor' as Role })), { p: tp, role: 'grantee' }, { p: lender, role: 'other' }];
    } else {
      text = `${r.pick(['REAL ESTATE MORTGAGE', 'MORTGAGE', 'MORTGAGE OF REAL ESTATE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(N, us)}, mortgagor${plural(us) ? 's' : ''}, ${plural(us) ? 'hereby mortgage' : 'hereby mortgages'} to ${N.nm(lender)}, mortgagee, the following described real estate situated in ${oneCounty(g) ? `${cty} County, State of ${A.stName}` : `the State of ${A.stName}`}, to-wit:\n\n${L.body}\n\nwith all improvements thereon and appurtenances thereto belonging, and warrant the title to the same; to secure the payment of the principal sum of ${money(amt)}, according to the terms of one certain promissory note of even date herewith, due ${fmt(r, addDays(now, 365 * (3 + r.int(10))), 'long')}. If default be made in the payment of said note, this mortgage may be foreclosed as provided by law.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}${L.exhibit}\n\n${stamp(rec, ref, 'Mortgages', cty)}`;
      parties = [...mem.map((m) => ({ p: m.p, role: 'grantor' as Role })), { p: lender, role: 'grantee' }];
    }
    const doc = emit({ cat: 'deed_of_trust', parties, tracts: g, exec, ack, rec, fee: false, estates: [], text, N });
    g.forEach((t) => (t.dot = { doc, date: exec ?? now, ref: ref.cite, borrowers: mem.map((m) => m.p), trustee, lender, mortgage: !A.trust }));
    return true;
  };
  const foreclose = (g: T[]): boolean => {
    const d = g[0].dot;
    if (!d || g[0].fee.some((p) => !d.borrowers.includes(p)) || g.some((t) => t.dot !== d)) return false;
    const holders = g[0].fee;
    const us = unitsOf(holders);
    const inLieu = !A.trust || r.chance(0.35);
    const buyer = inLieu || r.chance(0.5) ? d.lender : grantee();
    const E: Unit[] = [{ a: buyer, b: null, bHolds: false }];
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    let text: string;
    let parties: Party[];
    let from: Mem[];
    if (inLieu) {
      const spec: DeedSpec = { title: r.pick(['Deed in Lieu of Foreclosure', 'Warranty Deed in Lieu of Foreclosure']), warr: 'gen', G: us, E, ts: g, reserve: '', extras: [`This deed is given in lieu of foreclosure of the ${d.mortgage ? 'mortgage' : 'deed of trust'} dated ${fmt(r, d.date, 'long')}, recorded in ${d.ref}, held by Grantee, and is an absolute conveyance of title, Grantors surrendering possession; it is not intended as a mortgage, trust conveyance or security of any kind.`], exec, ack, rec, ref, series: 'Deeds', layouts: ['kmen', 'descfirst', 'modern', 'indenture'].filter((l) => l !== 'modern' || yr(now) >= 1975) };
      const t = deedText(N, spec);
      text = t.text;
      const pp = deedParties(us, E, false);
      parties = pp.parties;
      from = pp.from;
    } else {
      const st = r.pick(OFFICIALS);
      const sale = addDays(now, -r.int(10));
      text = `${r.pick(["SUBSTITUTE TRUSTEE'S DEED", "TRUSTEE'S DEED"])}\n\n${venue(cty)}\n\nWHEREAS, by Deed of Trust dated ${fmt(r, d.date, 'long')}, recorded in ${d.ref} of the Deed of Trust Records of ${cty} County, ${A.stName}, ${sideText(N, us)} conveyed to ${d.trustee}, Trustee, the property hereinafter described, to secure the payment of the indebtedness therein described, payable to ${N.nm(d.lender)}; and\n\nWHEREAS, default was made in the payment of said indebtedness, and the holder thereof requested the undersigned, ${st}, who was duly appointed Substitute Trustee, to sell said property; and\n\nWHEREAS, after notice given as required by law and by said Deed of Trust, the undersigned sold said property at public auction at the door of the courthouse of said county, on ${fmt(r, sale, 'long')}, between the hours of 10:00 a.m. and 4:00 p.m., to ${N.nm(buyer)}, the highest bidder, for the sum of ${money(1000 * (2 + r.int(60)))};\n\nNOW, THEREFORE, I, ${st}, Substitute Trustee, by virtue of the power vested in me by said Deed of Trust, do hereby GRANT, SELL and CONVEY unto ${N.nm(buyer)} the following described property:\n\n${landText(r, g, r.pick(['long', 'short', 'abbr']), true)}\n\nTO HAVE AND TO HOLD the same unto the said purchaser, its successors and assigns forever, and I do hereby bind the said Grantors in said Deed of Trust to warrant and forever defend the title to said property.\n\n${dating(exec)}\n\n______________________________\n${st}, Substitute Trustee\n\n${ackText(N, [], ack, cty, undefined, `${st}, Substitute Trustee`)}\n\n${stamp(rec, ref, 'Deeds', cty)}`;
      from = membersOf(us);
      parties = [...from.map((m) => ({ p: m.p, role: 'grantor' as Role })), { p: buyer, role: 'grantee' }];
    }
    const doc = emit({ cat: 'warranty_deed', parties, tracts: g, exec, ack, rec, fee: true, estates: ['fee'], text, N });
    link(doc, g, 'fee', from, [{ p: buyer, req: true, anchor: buyer }]);
    moveFee(g, [buyer], doc, exec ?? now);
    return true;
  };
  const easement = (g: T[]): boolean => {
    if (yr(now) < 1915 || g[0].fee.some((p) => p.minor)) return false;
    refresh(g[0].fee);
    const us = unitsOf(g[0].fee);
    const co = org([r.pick(PIPELINES)]);
    const N = namer();
    const { exec, ack, rec } = dts(0.03);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const signers = memPs(us);
    const text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT', 'EASEMENT AND RIGHT OF WAY'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(N, us)}, hereinafter called Grantor, for and in consideration of ${consid()}, do${plural(us) ? '' : 'es'} hereby grant unto ${N.nm(co)}, its successors and assigns, hereinafter called Grantee, a right of way and easement to lay, construct, maintain, operate, repair and remove ${r.pick(['a pipe line', 'one or more pipe lines', 'an electric transmission line'])} and appurtenances, over, through and across the following described land situated in ${oneCounty(g) ? `${cty} County, ${A.stName}` : A.stName}:\n\n${landText(r, g, r.pick(['short', 'long', 'abbr', 'hyph']), true)}\n\nsaid right of way to be ${Words(20 + r.int(30))} feet in width. Grantor reserves the right to use and enjoy said land except for the purposes herein granted.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\n${stamp(rec, ref, 'Misc. Records', cty)}`;
    const mem = membersOf(us);
    emit({ cat: 'easement', parties: [...mem.map((m) => ({ p: m.p, role: 'grantor' as Role })), { p: co, role: 'grantee' }], tracts: g, exec, ack, rec, fee: false, estates: [], text, N });
    return true;
  };

  // ------------------------------------------------------------ partition, guardian's and bankruptcy trustee's deeds
  const partition = (g: T[]): boolean => {
    if (g.length < 2) return false;
    const us = unitsOf(g[0].fee);
    if (us.length !== 2 || us.some((u) => u.a.org || u.a.minor || u.bHolds)) return false;
    refresh(g[0].fee);
    const [X, Y] = us;
    const t1 = [g[0]];
    const t2 = g.slice(1);
    const N = namer();
    const { exec, ack, rec } = dts(0.02);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const signers = [...memPs([X]), ...memPs([Y])];
    const text = `PARTITION DEED\n\n${venue(cty)}\n\nWHEREAS, ${N.nm(X.a)} and ${N.nm(Y.a)} are the owners, as tenants in common, of the following described lands, each owning an undivided one-half interest therein:\n\nTract One: ${desc(r, g[0], 'short', true)}\n\nTract Two: ${t2.map((t) => desc(r, t, 'short', true)).join('; and ')}\n\nand WHEREAS, the parties desire to partition said lands between them in kind, Tract One to ${N.nm(X.a)} and Tract Two to ${N.nm(Y.a)};\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, ${unitText(N, Y)} do${Y.b ? '' : 'es'} hereby remise, release and quitclaim unto ${N.nm(X.a)} all of ${Y.b ? 'their' : Y.a.female ? 'her' : 'his'} right, title and interest in and to Tract One; and ${unitText(N, X)} do${X.b ? '' : 'es'} hereby remise, release and quitclaim unto ${N.nm(Y.a)} all of ${X.b ? 'their' : X.a.female ? 'her' : 'his'} right, title and interest in and to Tract Two; to have and to hold the same in severalty forever.\n\n${dating(exec)}\n\n${sigs(N, signers)}\n\n${ackText(N, signers, ack, cty)}\n\n${stamp(rec, ref, 'Deeds', cty)}`;
    const xm = membersOf([X]);
    const ym = membersOf([Y]);
    const parties: Party[] = [...xm.map((m) => ({ p: m.p, role: 'grantor' as Role })), ...ym.map((m) => ({ p: m.p, role: 'grantor' as Role })), { p: X.a, role: 'grantee' }, { p: Y.a, role: 'grantee' }];
    const doc = emit({ cat: 'quitclaim_deed', parties, tracts: g, exec, ack, rec, fee: true, estates: ['fee'], text, N });
    link(doc, t1, 'fee', ym, [{ p: X.a, req: true, anchor: X.a }]);
    link(doc, t2, 'fee', xm, [{ p: Y.a, req: true, anchor: Y.a }]);
    moveFee(t1, [X.a], doc, exec ?? now);
    moveFee(t2, [Y.a], doc, exec ?? now);
    return true;
  };
  const guardian = (g: T[]): boolean => {
    const m = g[0].fee.find((p) => p.minor);
    if (!m) return false;
    const adults = g[0].fee.filter((p) => !p.minor && !p.org);
    const b = adults.length && r.chance(0.5) ? r.pick(adults) : grantee();
    const gd = r.pick(OFFICIALS);
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const court = A.st === 'MS' ? `Chancery Court of ${cty} County, Mississippi` : A.st === 'TX' ? `County Court of ${cty} County, Texas` : `District Court of ${cty} County, ${A.stName}`;
    const text = `GUARDIAN'S DEED\n\n${venue(cty)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${gd}, as Guardian of the Estate of ${N.nm(m)}, a minor, duly appointed and qualified by the ${court}, acting under and by virtue of an order of said Court entered ${fmt(r, addDays(now, -20 - r.int(60)), 'long')} authorizing the sale of the minor's interest in the real estate hereinafter described, and of the order confirming said sale, for and in consideration of ${consid()} paid by ${N.nm(b)}, does hereby grant, bargain, sell and convey unto the said ${N.nm(b)} all of the right, title and interest of the said minor, ${N.nm(m)}, being an undivided interest inherited by said minor, in and to the following described land:\n\n${landText(r, g, r.pick(['short', 'long', 'abbr']), true)}\n\nTO HAVE AND TO HOLD the same unto the said grantee, heirs and assigns forever.\n\n${dating(exec)}\n\n______________________________\n${gd}, Guardian of the Estate of ${N.nm(m)}, a minor\n\n${ackText(N, [], ack, cty, undefined, `${gd}, as Guardian of the Estate of ${N.nm(m)}, a minor`)}\n\n${stamp(rec, ref, 'Deeds', cty)}`;
    const doc = emit({ cat: 'warranty_deed', parties: [{ p: m, role: 'grantor' }, { p: b, role: 'grantee' }], tracts: g, exec, ack, rec, fee: true, estates: ['fee'], text, N });
    link(doc, g, 'fee', [{ p: m, req: true, anchor: m }], [{ p: b, req: true, anchor: b }]);
    for (const t of g) {
      t.fee = [...t.fee.filter((p) => p !== m), ...(t.fee.includes(b) ? [] : [b])];
      t.acq = { doc, date: exec ?? now, deed: true };
    }
    return true;
  };
  const bankruptcy = (g: T[]): boolean => {
    const hs = g[0].fee;
    if (yr(now) < 1980 || hs.some((p) => p.org || p.minor) || hs.length > 2) return false;
    const b = r.chance(0.3) ? company() : grantee();
    const E: Unit[] = [{ a: b, b: null, bHolds: false }];
    const tr = r.pick(OFFICIALS);
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const cty = ctyOf(g);
    const district = A.st === 'OK' ? 'Western District of Oklahoma' : A.st === 'TX' ? (A.label.includes('Panhandle') ? 'Northern District of Texas' : 'Western District of Texas') : A.st === 'MS' ? 'Southern District of Mississippi' : `District of ${A.stName}`;
    const debt = joinAnd(hs.map((p) => N.nm(p)));
    const text = `TRUSTEE'S DEED\n(Bankruptcy Estate)\n\nUNITED STATES BANKRUPTCY COURT\n${district.toUpperCase()}\nIn re: ${debt.toUpperCase()}, Debtor${hs.length > 1 ? 's' : ''}.   Case No. ${yr(now) % 100}-${10000 + r.int(80000)}, Chapter 7\n\nKNOW ALL MEN BY THESE PRESENTS: That ${tr}, the duly appointed and acting Trustee of the bankruptcy estate of ${debt}, Debtor${hs.length > 1 ? 's' : ''}, pursuant to the Order Authorizing Sale of Real Property Free and Clear of Liens entered by said Court on ${fmt(r, addDays(now, -15 - r.int(45)), 'long')}, for and in consideration of ${consid()} paid by ${unitText(N, E[0])}, does hereby grant, sell and convey unto said Grantee all of the right, title and interest of the Debtor${hs.length > 1 ? 's' : ''} and of the bankruptcy estate in and to the following described real property in ${oneCounty(g) ? `${cty} County, ${A.stName}` : A.stName}:\n\n${landText(r, g, r.pick(['short', 'long', 'abbr']), true)}\n\nThis conveyance is made without warranty of any kind, express or implied, except that the Trustee has authority to make it.\n\n${dating(exec)}\n\n______________________________\n${tr}, Chapter 7 Trustee\n\n${ackText(N, [], ack, cty, undefined, `${tr}, as Chapter 7 Trustee of the bankruptcy estate of ${debt}`)}\n\n${stamp(rec, ref, 'Deeds', cty)}`;
    const from = hs.map((p) => ({ p, req: true, anchor: p }));
    const doc = emit({ cat: 'warranty_deed', parties: [...hs.map((p) => ({ p, role: 'grantor' as Role })), { p: b, role: 'grantee' }], tracts: g, exec, ack, rec, fee: true, estates: ['fee'], text, N });
    link(doc, g, 'fee', from, [{ p: b, req: true, anchor: b }]);
    moveFee(g, [b], doc, exec ?? now);
    return true;
  };

  // ------------------------------------------------------------ planted gap: a grantor who never received
  const stranger = (): boolean => {
    const gs = groups();
    if (!gs.length || yr(now) < 1915) return false;
    const g = r.pick(gs);
    const surfaceOnly = g.filter((t) => fcmp(unsev(t), ZERO) <= 0);
    const N = namer();
    const { exec, ack, rec } = dts(0);
    const ref = mkRef(rec);
    const b = r.chance(0.4) ? company(true) : grantee(0.3);
    const E: Unit[] = [{ a: b, b: null, bHolds: false }];
    let G: Unit[];
    let ts: T[];
    let estate: EstateType = 'mineral';
    if (surfaceOnly.length && !g[0].fee.some((p) => p.minor) && r.chance(0.7)) {
      ts = surfaceOnly;
      G = unitsOf(g[0].fee);
    } else {
      const h = g[0].fee.find((p) => !p.org);
      const s = newP({ last: h && r.chance(0.5) ? h.last : r.pick(SURN), nick: '' });
      if (r.chance(0.5)) marry(s);
      G = unitsOf([s]);
      ts = g;
      if (r.chance(0.4)) estate = 'fee';
    }
    let text: string;
    let card = false;
    if (estate === 'fee') {
      const spec: DeedSpec = { title: r.pick(['Quitclaim Deed', 'Warranty Deed']), warr: r.chance(0.5) ? 'none' : 'gen', G, E, ts, reserve: '', extras: [], exec, ack, rec, ref, series: 'Deeds' };
      ({ text, card } = deedText(N, spec));
      const pp = deedParties(G, E, card);
      const doc = emit({ cat: spec.warr === 'none' ? 'quitclaim_deed' : 'warranty_deed', parties: pp.parties, tracts: ts, exec, ack, rec, fee: true, estates: ['fee'], text, N });
      link(doc, ts, 'fee', pp.from, pp.to);
      gap(doc, ts, 'fee', 'grantor_never_received');
      return true;
    }
    const f = r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]);
    ({ text, card } = mdText(N, { title: 'Mineral Deed', G, E, ts, what: fphrase(r, f), term: '', royalty: false, exec, ack, rec, ref }));
    const pp = deedParties(G, E, card);
    const doc = emit({ cat: 'mineral_deed', parties: pp.parties, tracts: ts, exec, ack, rec, fee: false, estates: ['mineral'], text, N });
    link(doc, ts, 'mineral', pp.from, pp.to);
    gap(doc, ts, 'mineral', 'grantor_never_received');
    return true;
  };

  // ------------------------------------------------------------ the clock
  const end = mk(2024, 11, 30);
  const stepDays = Math.max(60, ((end.getTime() - now.getTime()) / 86400000 / Math.max(10, target)) * 0.78);
  const planted: Record<GapKind, boolean> = { grantor_never_received: false, conveyed_before_acquired: false, conveyed_more_than_held: false };
  const tryGap = (k: GapKind): boolean => {
    if (k === 'grantor_never_received') return stranger();
    if (k === 'conveyed_more_than_held') return mineral('md', true);
    const gs = groups().filter((g) => !g[0].fee.some((p) => p.minor));
    for (const g of gs.sort(() => r.next() - 0.5)) if (sale(g, true)) return true;
    return false;
  };
  let guard = 0;
  while (docs.length < target && now < end && guard++ < target * 20) {
    now = addDays(now, Math.round(stepDays * (0.3 + r.next() * 1.4)));
    if (now >= end) break;
    const due = farms.find((f) => !f[0].patented && f[0].startAt <= now);
    if (due) {
      first(due);
      continue;
    }
    if (!groups().length) continue;
    const prog = docs.length / target;
    let done = false;
    if (prog > 0.25) {
      for (const k of Object.keys(planted) as GapKind[]) {
        if (planted[k] || done) continue;
        if (r.chance(prog > 0.7 ? 0.8 : 0.1) && tryGap(k)) {
          planted[k] = true;
          done = true;
        }
      }
    }
    if (done) continue;
    const y = yr(now);
    const live = leases().length > 0;
    const anyDot = tracts.some((t) => t.dot);
    const ev = pickW<string>([
      ['sale', 4], ['death', 2.2], ['md', y >= 1915 ? 1.2 : 0], ['tmd', y >= 1925 ? 0.4 : 0], ['rd', y >= 1920 ? 0.8 : 0], ['trd', y >= 1930 ? 0.3 : 0],
      ['lease', y >= 1908 ? 3 : 0], ['top', live && y >= 1955 ? 0.8 : 0], ['assign', live ? 1.8 : 0], ['release', live ? 2 : 0], ['extend', live ? 1.5 : 0],
      ['pool', live && y >= 1950 ? 0.5 : 0], ['farmout', live && y >= 1950 ? 0.35 : 0], ['corp', live ? 0.3 : 0], ['stip', y >= 1940 ? 0.35 : 0], ['nonprod', 1.2],
      ['mortgage', 0.9], ['foreclose', anyDot ? 1.2 : 0], ['easement', 0.7], ['partition', 1.2], ['tod', A.tod && y >= 1998 ? 1.5 : 0], ['bankruptcy', y >= 1980 ? 0.5 : 0],
    ]);
    const gs = groups();
    const g = r.pick(gs);
    switch (ev) {
      case 'sale': sale(g); break;
      case 'death': death(); break;
      case 'md': case 'tmd': case 'rd': case 'trd': mineral(ev); break;
      case 'lease': lease(false); break;
      case 'top': lease(true); break;
      case 'assign': assign(); break;
      case 'release': release(); break;
      case 'extend': extend(); break;
      case 'pool': pool(); break;
      case 'farmout': farmout(); break;
      case 'corp': corp(); break;
      case 'stip': stip(); break;
      case 'nonprod': nonProd(); break;
      case 'mortgage': mortgage(g); break;
      case 'foreclose': { const dg = gs.find((x) => x[0].dot); if (dg) foreclose(dg); break; }
      case 'easement': easement(g); break;
      case 'partition': { const pg = gs.find((x) => x.length > 1 && unitsOf(x[0].fee).length === 2); if (pg) partition(pg); break; }
      case 'tod': todDeed(g); break;
      case 'bankruptcy': bankruptcy(g); break;
    }
  }
  const counties = [...new Set(tracts.map((t) => t.t.county))].join(', ');
  const order = docs.map((d) => ({ d, k: r.next() })).sort((a, b) => a.k - b.k).map((x) => x.d);
  return { name: `F${pi + 1} ${A.label} (${counties})`, docs: order, links, gaps };
}

export const generateHeldoutF: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const r0 = seededRng(seed * 7919 + 17);
  const order = AREAS.map((_, i) => i).sort(() => r0.next() - 0.5);
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < packages; i++) out.push(genPackage(seededRng(seed * 1009 + i * 97 + 5), AREAS[order[i % AREAS.length]], i, docsPerPackage));
  return out;
};
