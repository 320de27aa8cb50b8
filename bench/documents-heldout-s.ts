// Held-out set S: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that no header of sets A-R covers as an area (the four packages of one
// seed are four different areas), whose farms (one or two tracts that travel together in the fee
// chain until a partition splits them) pass through time on one clock, about 1870-2024; some farms
// begin with a patent, others later with a first known holder:
// - the Ardmore basin of southern Oklahoma (Carter, Love, Marshall: Indian Meridian, townships
//   south, ranges east and west; government lots along the Red River; Healdton and Hewitt leasing
//   from 1913): allotment patents of the Choctaw and Chickasaw Nations to Chickasaw allottees
//   (dated after statehood, the land "situated in the Chickasaw Nation, now Love County"), the
//   allottees' first deeds with an approval endorsed (the Superintendent's, or the county court's
//   for a full-blood grantor), Oklahoma statutory warranty deeds "party of the first part", modern
//   warranty deeds with the documentary stamp line, special warranty and quit-claim deeds, real
//   estate mortgages, county court (district court from 1969) final decrees, decrees of
//   distribution and decrees determining heirship, affidavits of heirship, joint tenancy and the
//   survivor's affidavit;
// - the North-Central Texas "Bend Arch" country (Archer, Young, Jack, Clay): Texas Emigration and
//   Land Company sections ("Section No. 2315, T.E.&L. Co. Survey, Abstract No. 482", "Survey No.
//   2315, Texas Emigration & Land Company"), Buffalo Bayou, Brazos and Colorado railroad sections,
//   labors of county school land leagues ("Labor No. 7, League No. 3, Grayson County School
//   Land") and tracts of stated acres out of named surveys by metes and bounds in varas: State of
//   Texas patents to the company's and the railroad's assignees, a county's deed of a labor of its
//   school land, "KNOW ALL MEN" deeds with and without the vendor's lien, the modern Date / Grantor /
//   Grantee / Property deeds, deeds without warranty, deeds of trust to an individual trustee and
//   releases of lien, judgments declaring heirship, orders admitting wills to probate as muniments
//   of title, affidavits of heirship and "as to death and heirship";
// - south Louisiana's Acadiana (Acadia, Jefferson Davis, Vermilion Parishes: Louisiana Meridian,
//   townships south, ranges east and west, irregular sections along the bayous, government lots;
//   Jennings leasing from 1902): United States homestead and cash-entry patents, State of Louisiana
//   swamp-land patents, authentic acts of sale ("BE IT KNOWN ... THUS DONE AND PASSED") before a
//   notary and two witnesses, private cash sales proved by a subscribing witness's affidavit,
//   quitclaims "without any warranty whatsoever, not even for the return of the purchase price",
//   sales of mineral rights creating a servitude, sales of royalty, Louisiana lease forms, acts of
//   mortgage, pipeline and power-line servitudes, judgments of possession sending the widow (owner
//   of her community half and usufructuary of the rest) and the children (in naked ownership) into
//   possession, affidavits of death, domicile and heirship; wives of vendors concurring or only
//   recited ("married to and living with ..."), women under their maiden names ("wife of ...",
//   "widow of ..."), French given names;
// - the Big Horn basin of Wyoming (Park, Big Horn, Washakie: Sixth P.M., townships north, ranges
//   west; tracts of the resurveys, "Tract 61 of the Resurvey of Township 55 North, Range 100 West";
//   leasing from 1910): United States homestead and desert-land patents of the Lander and Buffalo
//   land offices, stock-raising homestead patents reserving the coal and other minerals to the
//   United States (no private mineral title follows on that farm), State of Wyoming Carey Act
//   patents, old indentures with the covenants of seisin and warranty, statutory "CONVEY AND
//   WARRANT" deeds releasing the homestead exemption, the wife's separate homestead
//   acknowledgment, quitclaim deeds, mortgages, district court decrees of distribution and of
//   summary distribution, affidavits of heirship, joint tenancy and the survivor's affidavit, tables
//   in the BLM manner ("Township 55 North, Range 100 West ... Section 14: SE1/4NW1/4");
// - the Sacramento Valley gas province of California (Solano, Sacramento, Colusa, Sutter: Mount
//   Diablo Base and Meridian, townships north, ranges east and west; lots of the subdivided Ranchos
//   Los Ulpinos, Colus and Boga; Rio Vista gas leasing from 1936): United States patents of the
//   Sacramento and Marysville land offices, land companies' first deeds of rancho lots, old
//   indentures "in gold coin", grant deeds (with transfer-tax and APN lines from 1968), quitclaim
//   deeds, joint tenancy and the survivor's affidavit, Superior Court decrees and orders of final
//   distribution, deeds of trust to a title company and full reconveyances, gas leases.
// Everywhere: warranty, special warranty and quitclaim deeds, deeds reserving one-half, one-fourth
// or all of the minerals, heirs' quitclaims to one (or, on a two-tract farm, two) of them, partition
// deeds of a two-tract farm between two heirs, mineral deeds of fractions (from fee owners and from
// severed holders; "Mineral Conveyance"s between companies effective at 7:00 a.m.), royalty deeds,
// oil and gas leases (rental forms, paid-up forms, memoranda "effective as of"), assignments (old
// forms, "Assignment and Bill of Sale" with an Effective Time, of an undivided half with an override
// reserved), releases and surrenders, ratifications of a producing lease by later owners, pipeline
// and power-line easements, mortgages and deeds of trust and their releases, stipulations of
// interest, deeds into family trusts and the trustees' special warranty deeds out of them. Wordings
// vary: recording stamps at the top or at the foot, grantors named only in the signatures and the
// acknowledgment, abstractors' typed index entries above a deed, "After recording return to"
// boxes, dating lines in words ("the twentieth day of February in the year one thousand eight
// hundred eighty-seven"), ordinals and figures, printed forms whose dating line was left blank,
// descriptions in long hand, in figures, in the compact "SE1/4NW1/4 Sec. 29-8S-2W" and with "¼".
// People recur under name variants (full middle name, initial, initials only, no middle name,
// "Wm."/"Jno." in old instruments, capitals, index order "SMITH, JOHN A." in abstracts, a wife's
// maiden name as her middle name outside Louisiana, "also known as" initials); fathers and sons of
// one name (the son always "Jr.", the father "Sr." in some instruments of his own estate); in most
// packages one unrelated namesake (same first name and surname, another middle name and county,
// both always with their residence); otherwise no two people of a package share a first name and
// surname. Exactly one planted gap of each kind per package, each on a one-tract farm whose chain is
// already in the package. Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of the headers of sets A-R (D's list with E's to R's additions) and of the
// contract (specs/documents.yaml) where they speak; what set S decides itself:
// - tracts: state two letters, county without "County"/"Parish", the meridian and land district in
//   no field; rectangular tracts township "3S"/"55N", range "2W"/"1E"/"100W", aliquot "NE/4", "S/2
//   NE/4", "SE/4 NW/4" however written ("SE1/4NW1/4", "SE¼ NW¼", "the Southeast Quarter of the
//   Northwest Quarter", "the south-east quarter of the north-west quarter" in a patent); government
//   lots as F (lot "1, 2", aliquot the rest or null); "Irregular Section 47" and "Section 47
//   (irregular)" are section "47", aliquot "ALL", with their acres (I); a tract of a resurvey is lot
//   "61", township and range, section and aliquot null (the contract); a rancho lot is survey
//   "Rancho Los Ulpinos", lot "34", township and range null (the contract); a tract states its acres
//   in every instrument or in none (patents write them in words);
// - Texas: a Texas Emigration and Land Company section is survey "TE&L Co. Survey" (its initials
//   run together with "Co.", as the contract's "G&MMB&A Survey"), section its number, however the
//   company is written; a Buffalo Bayou, Brazos and Colorado section survey "BBB&C RR Co. Survey";
//   both with no block, aliquot "ALL" or the part; a county school land labor as F (survey "Grayson
//   County School Land Survey", block the league, section the labor, aliquot "ALL" or the half);
//   named-survey tracts as Q (survey "Isaac Mulkey Survey", "Wm. Dyches Survey" as written,
//   abstract, acres, nothing else); acres always stated;
// - sovereigns and Nations have no article ("United States of America", "State of Texas", "State of
//   Louisiana", "State of Wyoming", "Choctaw and Chickasaw Nations", P's grantor); a county selling
//   its school land is the party "Grayson County" (F); chiefs, governors, secretaries, registers,
//   approving superintendents and county judges, court-appointed administrators, notaries,
//   witnesses, clerks, officers signing for a company, preparers and "return to" addressees are no
//   parties;
// - names as D and Q (the form the instrument writes, natural order, no descriptors: "a single
//   man", "his wife", "spouses", "as joint tenants", "a person of the full age of majority",
//   "Trustee of ...", "a Delaware corporation"; "X, also known as Y": X, the fuller form); people an
//   instrument only recites are no parties: a Louisiana vendor's wife "married to and living with"
//   him, the husband in "wife of ...", the decedent in "the heirs of ..., deceased" or in "son and
//   heir of ..., deceased", an heir's spouse in an heirship, the lessors and lessee an assignment or
//   ratification recites; a wife "herein appearing and concurring", "joined by his wife" or signing
//   as spouse is a party of her husband's side whose links are `required: false`;
// - a judgment of possession is probate: the widow recognized as owner of her community half and
//   usufructuary, and each child sent into possession, are `heir`s, each linked from the decedent
//   (required); an affidavit of heirship sworn by the widow lists her twice, `other` and `heir`
//   (the contract);
// - dates: an authentic act has execution and acknowledgment the day of passing (E); a private act
//   proved by a subscribing witness's affidavit has that affidavit's date as acknowledgment_date; a
//   blank dating line, and an instrument "executed on the dates of the acknowledgments" but
//   "effective as of" a day, have execution_date null (the effective date then governs); patents,
//   decrees, judgments and affidavits have no acknowledgment_date;
// - categories, estates, roles and links as D and Q: an Oklahoma "General Warranty Deed", a Texas
//   warranty deed with vendor's lien, a Louisiana cash sale, a Wyoming "CONVEY AND WARRANT" deed and
//   a California grant deed or indenture are warranty deeds; "CONVEY AND SPECIALLY WARRANT" and
//   "by, through or under Grantor" special warranty deeds; a Texas "Deed Without Warranty", a
//   Louisiana sale "without any warranty" and a partition deed quitclaim deeds; a county's school
//   land deed a warranty deed; a "Sale of Mineral Rights" and a "Mineral Conveyance" mineral deeds;
//   a "Notice of Oil and Gas Lease" a lease; releases of mortgages and liens and full reconveyances
//   (the releasing lender or trustee `grantor`, the borrowers `grantee`), ratifications (ratifiers
//   `lessor`, present holders `lessee`) and stipulations of interest (all `other`) are `other` with
//   no link (the contract); a survivor's affidavit of a joint tenant is `other`, the decedent
//   `decedent`, the survivor `other`, a fee link decedent -> survivor `required: false`, estates [];
//   a deed of trust's trustee (a person in Texas, a title company in California) `grantee`, the
//   lender `other`; a mortgage's mortgagee `grantee`; a stock-raising homestead patent conveys the
//   fee (["fee"], conveys_fee true) though the minerals stay in the United States;
// - gaps: grantor_never_received a stranger's mineral deed (sometimes of the fee owner's surname,
//   his wife sometimes joining), or a severed holder's son conveying his dead father's minerals with
//   no heirship instrument or probate in the package; conveyed_before_acquired a mineral deed by a
//   grantee dated 3 months to 3 years before the mineral deed into him (gap on the early deed);
//   conveyed_more_than_held a severed holder conveying twice his fraction, or the same fraction to
//   two grantees in turn (gap on the excess deed); every gap link is given; after its gap a farm
//   sees only fee deeds, deaths of fee holders, mortgages and easements.
import type { ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;

// ================================================================= calendar

interface Dt { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON_AB = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const DAY_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const iso = (t: Dt) => `${t.y}-${pad2(t.m)}-${pad2(t.d)}`;
const shift = (t: Dt, days: number): Dt => {
  const x = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const earlier = (a: Dt, b: Dt) => iso(a) < iso(b);
const th = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
const upFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "nineteen hundred and twenty-two" or "one thousand nine hundred twenty-two". */
function yearSpelled(y: number, style: number): string {
  if (y >= 2000) return numberWords(y);
  const hi = Math.floor(y / 100);
  const lo = y % 100;
  if (style === 0) return `${numberWords(hi)} hundred${lo ? ` and ${numberWords(lo)}` : ''}`;
  return `one thousand ${numberWords(hi - 10)} hundred${lo ? ` ${numberWords(lo)}` : ''}`;
}
/** A date as a body or dating line writes it (never two-digit years). */
function dateWords(r: Rng, t: Dt, old: boolean): string {
  const k = r.int(old ? 9 : 7);
  switch (k) {
    case 0: return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 1: return `the ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`;
    case 2: return `${MON_AB[t.m - 1]} ${t.d}, ${t.y}`;
    case 3: return `${MONTHS[t.m - 1]} ${th(t.d)}, ${t.y}`;
    case 4: return `${pad2(t.m)}/${pad2(t.d)}/${t.y}`;
    case 5: return `${t.d} ${MONTHS[t.m - 1]} ${t.y}`;
    case 6: return old ? `the ${th(t.d)} day of ${MONTHS[t.m - 1]}, A. D. ${t.y}` : `${t.m}-${t.d}-${t.y}`;
    case 7: return `the ${DAY_WORDS[t.d]} day of ${MONTHS[t.m - 1]}, ${yearSpelled(t.y, 0)}`;
    default: return `the ${DAY_WORDS[t.d]} day of ${MONTHS[t.m - 1]} in the year ${yearSpelled(t.y, 1)}`;
  }
}
/** "this 9th day of May, 1922" and its kin. */
function thisDate(r: Rng, t: Dt): string {
  return r.pick([`this ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`, `on this the ${th(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`, `this the ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`, `on ${MONTHS[t.m - 1]} ${t.d}, ${t.y}`]);
}
const dashed = (t: Dt) => `${t.m}-${t.d}-${t.y}`;
const slashed = (t: Dt) => `${pad2(t.m)}/${pad2(t.d)}/${t.y}`;

// ================================================================= fractions

interface Fr { n: number; d: number }
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => { const g = gcd(n, d) || 1; return { n: n / g, d: d / g }; };
const fv = (f: Fr) => f.n / f.d;
const fmul = (a: Fr, b: Fr) => fr(a.n * b.n, a.d * b.d);
const fadd = (a: Fr, b: Fr) => fr(a.n * b.d + b.n * a.d, a.d * b.d);
const fsub = (a: Fr, b: Fr) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
const fs = (f: Fr) => `${f.n}/${f.d}`;
const PART_WORD: Record<number, [string, string]> = { 2: ['half', 'halves'], 3: ['third', 'thirds'], 4: ['fourth', 'fourths'], 6: ['sixth', 'sixths'], 8: ['eighth', 'eighths'], 9: ['ninth', 'ninths'], 12: ['twelfth', 'twelfths'], 16: ['sixteenth', 'sixteenths'], 18: ['eighteenth', 'eighteenths'], 24: ['twenty-fourth', 'twenty-fourths'], 32: ['thirty-second', 'thirty-seconds'], 48: ['forty-eighth', 'forty-eighths'], 64: ['sixty-fourth', 'sixty-fourths'] };
const fracSpelled = (f: Fr): string | null => (PART_WORD[f.d] ? `${numberWords(f.n)}${PART_WORD[f.d][0].includes('-') || f.n > 20 ? ' ' : '-'}${f.n === 1 ? PART_WORD[f.d][0] : PART_WORD[f.d][1]}` : null);
/** "an undivided one-half (1/2) interest" and its variants; `noun` false leaves off "interest". */
function undivided(r: Rng, f: Fr, noun = true): string {
  const w = fracSpelled(f);
  const forms = [`an undivided ${fs(f)}`, `an undivided ${fs(f)}${noun ? ' interest' : ''}`];
  if (w) forms.push(`an undivided ${w} (${fs(f)})${noun ? ' interest' : ''}`, `an undivided ${w}${noun ? ' interest' : ''}`, `an undivided ${w.toUpperCase()} (${fs(f)})${noun ? ' interest' : ''}`);
  if (f.d === 2 || f.d === 4) forms.push(`an undivided ${numberWords(Math.round((f.n / f.d) * 100))} per cent (${Math.round((f.n / f.d) * 100 * 100) / 100}%)${noun ? ' interest' : ''}`);
  return r.pick(forms);
}

// ================================================================= areas

type AreaKey = 'ardmore' | 'bendarch' | 'acadiana' | 'bighorn' | 'riovista';
type OrgForm = 'Co' | 'CoInc' | 'Corp' | 'Inc' | 'LLC' | 'LP' | 'plain';
interface CountyDef {
  name: string;
  seat: string;
  /** the year the county (parish) was organized: no instrument of its records is older */
  since?: number;
  twp?: [number, number];
  tdir?: 'N' | 'S';
  rng?: [number, number];
  rdir?: 'E' | 'W';
  /** government lots along a river */
  lots?: boolean;
  /** Louisiana irregular sections along the bayous */
  irregular?: boolean;
  /** Wyoming: tracts of a township's resurvey */
  resurvey?: boolean;
  /** California: a rancho subdivided into numbered lots */
  rancho?: string;
  /** Texas: T.E.&L. Co. section numbers, B.B.B.&C. section numbers, county school land leagues, named surveys [name, abstract] */
  tel?: [number, number];
  bbb?: [number, number];
  csl?: string[];
  named?: Array<[string, number]>;
}
interface AreaDef {
  key: AreaKey;
  state: string;
  stateName: string;
  parish: boolean;
  counties: CountyDef[];
  merLong: string[];
  merShort: string[];
  start: [number, number];
  oil: number;
  towns: string[];
  lessees: Array<[string, OrgForm]>;
  modern: Array<[string, OrgForm]>;
  mineralCos: Array<[string, OrgForm]>;
  lines: string[];
  banks: string[];
  titleCos: string[];
  surnames: string[];
  men?: string[];
  women?: string[];
}

const AREAS: AreaDef[] = [
  {
    key: 'ardmore', state: 'OK', stateName: 'Oklahoma', parish: false,
    counties: [
      { name: 'Carter', seat: 'Ardmore', twp: [2, 5], tdir: 'S', rng: [1, 3], rdir: 'W' },
      { name: 'Carter', seat: 'Ardmore', twp: [3, 5], tdir: 'S', rng: [1, 2], rdir: 'E' },
      { name: 'Love', seat: 'Marietta', twp: [6, 8], tdir: 'S', rng: [1, 2], rdir: 'E', lots: true },
      { name: 'Love', seat: 'Marietta', twp: [6, 8], tdir: 'S', rng: [1, 2], rdir: 'W', lots: true },
      { name: 'Marshall', seat: 'Madill', twp: [5, 7], tdir: 'S', rng: [4, 6], rdir: 'E', lots: true },
    ],
    merLong: ['of the Indian Meridian', 'of the Indian Base and Meridian', 'I.M.'], merShort: ['I.M.', 'IM', 'I. M.'],
    start: [1908, 1912], oil: 1913,
    towns: ['Ardmore', 'Healdton', 'Wilson', 'Lone Grove', 'Marietta', 'Thackerville', 'Madill', 'Kingston', 'Overbrook', 'Ratliff City'],
    lessees: [['Healdton Crude Oil', 'Co'], ['Wirt Petroleum', 'Corp'], ['Arbuckle Mountain Oil', 'Co'], ['Red River Valley Producing', 'CoInc'], ['Hewitt Field Oil & Gas', 'Co']],
    modern: [['Ardmore Basin Operating', 'LLC'], ['Springer Shale Energy', 'Inc'], ['Caddo Arch Exploration', 'LLC'], ['Criner Hills Resources', 'LP']],
    mineralCos: [['Hewitt Royalty', 'Co'], ['Lone Grove Minerals', 'LLC'], ['Chickasaw Basin Royalties', 'Inc']],
    lines: ['Southern Oklahoma Gas Transmission Company', 'Red River Pipe Line Company', 'Carter-Love Electric Cooperative, Inc.'],
    banks: ['The First National Bank of Ardmore', 'The Federal Land Bank of Wichita', 'Love County State Bank', 'The Exchange National Bank of Ardmore', 'Madill State Bank'],
    titleCos: ['Carter County Abstract Company'],
    surnames: ['Colbert', 'Pickens', 'Frazier', 'Harkins', 'Alberson', 'Humes', 'Shecoe', 'Seeley', 'Dillard', 'Gaddis', 'Hignight', 'Spurlock', 'Tidmore', 'Whaley', 'Brannan', 'Cathey', 'Duckworth', 'Estep', 'Fulsom', 'Goodnight', 'Hembree', 'Ivey', 'Kemp', 'Lusk', 'McLish', 'Nall', 'Overstreet', 'Pettigrew', 'Quillen', 'Rutherford', 'Stallcup', 'Tollett', 'Vaden', 'Wofford'],
  },
  {
    key: 'bendarch', state: 'TX', stateName: 'Texas', parish: false,
    counties: [
      { name: 'Archer', seat: 'Archer City', since: 1881, tel: [1440, 1720], bbb: [1, 48], csl: ['Grayson County School Land', 'Kaufman County School Land'], named: [['Isaac Mulkey', 211], ['Ephraim Sollers', 1402], ['Wm. Dyches', 358]] },
      { name: 'Young', seat: 'Graham', tel: [2210, 2590], bbb: [1408, 1496], csl: ['Navarro County School Land'], named: [['Jonas Ricketson', 389], ['Nancy Peveler', 1217], ['A. C. Tackitt', 702]] },
      { name: 'Jack', seat: 'Jacksboro', tel: [1010, 1290], csl: ['Fannin County School Land', 'Red River County School Land'], named: [['Hiram Gilbreath', 242], ['Thos. Lasater', 416], ['Elijah Menefee', 519]] },
      { name: 'Clay', seat: 'Henrietta', since: 1874, tel: [310, 590], bbb: [11, 62], csl: ['Collin County School Land'], named: [['Jno. Parchman', 331], ['Wesley Pruett', 617], ['Moses Halsell', 190]] },
    ],
    merLong: [], merShort: [],
    start: [1874, 1902], oil: 1916,
    towns: ['Archer City', 'Holliday', 'Windthorst', 'Megargel', 'Graham', 'Newcastle', 'Olney', 'Jacksboro', 'Bryson', 'Henrietta', 'Petrolia', 'Byers'],
    lessees: [['Holliday Creek Oil', 'Co'], ['Salt Fork Petroleum', 'Corp'], ['Crosstimbers Producing', 'CoInc'], ['Brazos Divide Oil', 'Co'], ['Wichita Falls & Northern Oil', 'Co']],
    modern: [['Graham Basin Operating', 'LLC'], ['Jacksboro Energy Partners', 'LP'], ['Wichita Arch Resources', 'Inc'], ['Bend Arch Production', 'LLC']],
    mineralCos: [['Young County Royalty', 'Co'], ['Bend Arch Minerals', 'LLC'], ['Lost Valley Royalty Partners', 'LP']],
    lines: ['Brazos Valley Gathering Company', 'Archer County Electric Cooperative, Inc.', 'Red River Crude Line Company'],
    banks: ['The First National Bank of Graham', 'The Federal Land Bank of Houston', 'Jacksboro National Bank', 'Henrietta State Bank', 'First State Bank of Archer City'],
    titleCos: ['Young County Abstract Company'],
    surnames: ['Bunger', 'Cranfill', 'Dowdy', 'Eakin', 'Finis', 'Grimsley', 'Hensley', 'Jowers', 'Keathley', 'Loftis', 'Mabry', 'Norwood', 'Oglesby', 'Pippin', 'Renfro', 'Scarborough', 'Tackett', 'Upchurch', 'Vinyard', 'Wagley', 'Yeary', 'Bratton', 'Cloud', 'Duncan', 'Farrar', 'Graves', 'Hightower', 'Kuykendall', 'Ledford', 'Morrow', 'Netherton', 'Prideaux', 'Stovall', 'Turbeville'],
  },
  {
    key: 'acadiana', state: 'LA', stateName: 'Louisiana', parish: true,
    counties: [
      { name: 'Acadia', seat: 'Crowley', since: 1887, twp: [8, 10], tdir: 'S', rng: [1, 3], rdir: 'W' },
      { name: 'Acadia', seat: 'Crowley', since: 1887, twp: [8, 10], tdir: 'S', rng: [1, 2], rdir: 'E' },
      { name: 'Jefferson Davis', seat: 'Jennings', since: 1913, twp: [8, 10], tdir: 'S', rng: [4, 6], rdir: 'W' },
      { name: 'Vermilion', seat: 'Abbeville', twp: [11, 13], tdir: 'S', rng: [1, 3], rdir: 'E', irregular: true },
      { name: 'Vermilion', seat: 'Abbeville', twp: [12, 14], tdir: 'S', rng: [1, 3], rdir: 'W', lots: true },
    ],
    merLong: ['Louisiana Meridian', 'Southwestern Land District of Louisiana'], merShort: ['La. Mer.', 'L.M.', 'SWLD'],
    start: [1870, 1898], oil: 1902,
    towns: ['Crowley', 'Rayne', 'Iota', 'Church Point', 'Jennings', 'Welsh', 'Lake Arthur', 'Elton', 'Abbeville', 'Kaplan', 'Gueydan', 'Erath'],
    lessees: [['Jennings Crude Oil', 'Co'], ['Mermentau Petroleum', 'Corp'], ['Queue de Tortue Oil', 'CoInc'], ['Evangeline Exploration', 'Co'], ['Bayou Nezpique Oil', 'Co']],
    modern: [['Acadiana Basin Operating', 'LLC'], ['Gueydan Energy', 'Inc'], ['Chenier Resources', 'LLC'], ['Mermentau Partners', 'LP']],
    mineralCos: [['Coulee Royalty', 'Co'], ['Prairie Mamou Minerals', 'LLC'], ['Vermilion Bay Royalty', 'Inc']],
    lines: ['Southwest Louisiana Gas Transmission Company', 'Mermentau Gathering Company', 'Calcasieu Electric Cooperative, Inc.'],
    banks: ['The Bank of Crowley', 'Jennings State Bank', 'The Federal Land Bank of New Orleans', 'Gulf Coast Bank of Abbeville', 'Rayne State Bank & Trust Company'],
    titleCos: ['Acadia Abstract Company'],
    surnames: ['Broussard', 'Guidry', 'Thibodeaux', 'Doucet', 'Istre', 'Arceneaux', 'Trahan', 'Breaux', 'Leger', 'Sonnier', 'Benoit', 'Gaspard', 'Duhon', 'Meaux', 'Comeaux', 'Theriot', 'Abshire', 'Hanks', 'Stelly', 'Cormier', 'Daigle', 'Fruge', 'Guillory', 'Hebert', 'LeJeune', 'Mouton', 'Naquin', 'Primeaux', 'Reaux', 'Savoie', 'Touchet', 'Vincent'],
    men: ['Alcide', 'Onezime', 'Ulysse', 'Dupre', 'Pierre', 'Adam', 'Aurelien', 'Theogene', 'Ovide', 'Alphonse', 'Numa', 'Clovis', 'Valery', 'Desire', 'Ursin', 'Joseph', 'Jules', 'Adrien', 'Edmond', 'Hippolyte', 'Louis', 'Octave', 'Simeon', 'Eraste'],
    women: ['Marie', 'Clothilde', 'Aurelie', 'Celestine', 'Eulalie', 'Odile', 'Philomene', 'Azema', 'Octavie', 'Zulma', 'Emelie', 'Amelia', 'Josephine', 'Eugenie', 'Alida', 'Melite', 'Rosalie', 'Irma'],
  },
  {
    key: 'bighorn', state: 'WY', stateName: 'Wyoming', parish: false,
    counties: [
      { name: 'Park', seat: 'Cody', since: 1912, twp: [52, 56], tdir: 'N', rng: [99, 103], rdir: 'W', resurvey: true },
      { name: 'Big Horn', seat: 'Basin', since: 1897, twp: [50, 55], tdir: 'N', rng: [92, 96], rdir: 'W' },
      { name: 'Washakie', seat: 'Worland', since: 1914, twp: [45, 49], tdir: 'N', rng: [90, 93], rdir: 'W', resurvey: true },
    ],
    merLong: ['of the Sixth Principal Meridian', 'of the 6th P.M.', '6th P.M.'], merShort: ['6th P.M.', '6th PM', 'Sixth P.M.'],
    start: [1898, 1920], oil: 1910,
    towns: ['Cody', 'Powell', 'Meeteetse', 'Garland', 'Greybull', 'Basin', 'Lovell', 'Burlington', 'Worland', 'Ten Sleep', 'Manderson'],
    lessees: [['Greybull Oil', 'Co'], ['Shoshone River Petroleum', 'Corp'], ['Oregon Basin Oil & Gas', 'CoInc'], ['Bighorn Valley Producing', 'Co'], ['Elk Basin Crude', 'Co']],
    modern: [['Elk Basin Operating', 'LLC'], ['Absaroka Energy', 'Inc'], ['Nowood Resources', 'LLC'], ['Polecat Bench Partners', 'LP']],
    mineralCos: [['Heart Mountain Royalty', 'Co'], ['Tensleep Minerals', 'LLC'], ['Clarks Fork Royalty', 'Inc']],
    lines: ['Big Horn Gas Transmission Company', 'Shoshone Valley Rural Electric Association', 'Frannie Pipe Line Company'],
    banks: ['The First National Bank of Cody', 'The Federal Land Bank of Omaha', 'Worland State Bank', 'Big Horn County Bank of Basin', 'Powell National Bank'],
    titleCos: ['Park County Abstract & Title Company', 'Big Horn Basin Title Company'],
    surnames: ['Aagaard', 'Bessler', 'Christler', 'Dollard', 'Ebert', 'Fagerquist', 'Gorsuch', 'Heald', 'Ingraham', 'Juhl', 'Kirchner', 'Lampman', 'Messick', 'Nordahl', 'Ostermiller', 'Prante', 'Rohrbach', 'Sessions', 'Tomlin', 'Utzinger', 'Vandewalle', 'Wachtman', 'Yoder', 'Zeller', 'Beagle', 'Corbett', 'Dunrud', 'Egbert', 'Gingery', 'Hopkin', 'Kousoulos', 'Laird'],
  },
  {
    key: 'riovista', state: 'CA', stateName: 'California', parish: false,
    counties: [
      { name: 'Solano', seat: 'Fairfield', twp: [3, 5], tdir: 'N', rng: [1, 3], rdir: 'E', rancho: 'Rancho Los Ulpinos' },
      { name: 'Sacramento', seat: 'Sacramento', twp: [4, 6], tdir: 'N', rng: [3, 4], rdir: 'E' },
      { name: 'Colusa', seat: 'Colusa', twp: [13, 16], tdir: 'N', rng: [1, 3], rdir: 'W', rancho: 'Rancho Colus' },
      { name: 'Sutter', seat: 'Yuba City', twp: [13, 15], tdir: 'N', rng: [1, 3], rdir: 'E', rancho: 'Rancho Boga' },
    ],
    merLong: ['Mount Diablo Base and Meridian', 'Mount Diablo Meridian', 'M.D.B.&M.'], merShort: ['M.D.B.&M.', 'M.D.M.', 'MDB&M'],
    start: [1870, 1895], oil: 1936,
    towns: ['Rio Vista', 'Dixon', 'Vacaville', 'Isleton', 'Walnut Grove', 'Colusa', 'Williams', 'Arbuckle', 'Yuba City', 'Meridian', 'Sutter', 'Live Oak'],
    lessees: [['Montezuma Hills Gas', 'Co'], ['Sacramento Valley Natural Gas', 'Corp'], ['Delta Petroleum', 'CoInc'], ['Colusa Gas Development', 'Co'], ['Sutter Basin Gas', 'Co']],
    modern: [['Rio Vista Gas Operating', 'LLC'], ['Sutter Buttes Energy', 'Inc'], ['Capay Resources', 'LLC'], ['Delta Gas Partners', 'LP']],
    mineralCos: [['Solano Royalty', 'Co'], ['Delta Mineral Holdings', 'LLC'], ['Montezuma Royalty', 'Inc']],
    lines: ['Northern California Gas Transmission Company', 'Sacramento River Pipeline Company', 'Yolo-Solano Power Company'],
    banks: ['Bank of Rio Vista', 'The Federal Land Bank of Berkeley', 'Colusa County Bank', 'Farmers and Merchants Bank of Yuba City'],
    titleCos: ['Solano County Title Company', 'Colusa Abstract and Title Company', 'Sacramento Valley Title Insurance Company'],
    surnames: ['Azevedo', 'Bettencourt', 'Carvalho', 'Dierssen', 'Emigh', 'Frates', 'Gallagher', 'Hamblin', 'Iacopi', 'Jepsen', 'Kilkenny', 'Lauritzen', 'Meyerhoff', 'Noonan', 'Olcese', 'Pedrick', 'Quaresma', 'Rasche', 'Schellenberg', 'Tremont', 'Ulatis', 'Vierra', 'Weyand', 'Zumwalt', 'Brazelton', 'Crocker', 'Dutra', 'Enos', 'Fiscus', 'Grigsby', 'Hauschildt', 'Lemos'],
  },
];

const MEN = ['John', 'William', 'James', 'Robert', 'Charles', 'George', 'Thomas', 'Henry', 'Edward', 'Walter', 'Frank', 'Joseph', 'Samuel', 'Albert', 'Clarence', 'Earl', 'Floyd', 'Homer', 'Leonard', 'Marvin', 'Otis', 'Raymond', 'Virgil', 'Wesley', 'Elmer', 'Chester', 'Lloyd', 'Herbert', 'Ernest', 'Dewey', 'Orville', 'Lester', 'Claude', 'Carl', 'Jesse', 'Luther', 'Oscar', 'Ira', 'Noah', 'Amos', 'Eli', 'Calvin', 'Grady', 'Troy', 'Dale', 'Wayne'];
const WOMEN = ['Mary', 'Anna', 'Ella', 'Opal', 'Hazel', 'Ruth', 'Edna', 'Mildred', 'Nora', 'Lela', 'Vera', 'Irene', 'Gladys', 'Bessie', 'Pearl', 'Lottie', 'Cora', 'Ina', 'Dorothy', 'Martha', 'Alice', 'Frances', 'Grace', 'Lucille', 'Thelma', 'Velma', 'Myrtle', 'Bertha', 'Ethel', 'Viola', 'Juanita', 'Wanda', 'Maxine', 'Imogene'];
const MIDDLES = ['Allen', 'Burton', 'Clifford', 'Dudley', 'Emmett', 'Franklin', 'Grover', 'Harlan', 'Irvin', 'Jasper', 'Kenneth', 'Lamar', 'Milton', 'Nelson', 'Otto', 'Percy', 'Roscoe', 'Sidney', 'Truman', 'Ulys', 'Vance', 'Warren'];
const FMIDDLES = ['Ann', 'Beatrice', 'Cleo', 'Della', 'Eunice', 'Faye', 'Geneva', 'Hattie', 'Inez', 'Jewel', 'Kate', 'Louise', 'Marie', 'Nell', 'Oleta', 'Pauline', 'Rose', 'Sue'];
/** Notaries, clerks, judges, officers, witnesses: never parties; their surnames are no party's. */
const OFFICIALS = ['R. T. Quarrier', 'Ada M. Lindenfelser', 'H. L. Stottlemyre', 'Ruby Vanarsdale', 'J. W. Etheredge', 'Opal Hinchcliffe', 'C. E. Wunderlich', 'Lena Blackaby', 'D. F. Ostrowski', 'Marian Pfluger', 'E. P. Cantrelle', 'Irma Zbranek', 'T. J. Kilgallon', 'Nell Ashdown', 'G. W. Fairclough', 'Beulah Quattlebaum', 'M. K. Ruhlman', 'Vesta Thackston', 'O. B. Wendelken', 'Fern Rautenstrauch', 'L. C. Mayeaux', 'Ione Kettlewell'];

// ================================================================= people, tracts, farms

interface Person {
  id: string;
  kind: 'person' | 'org';
  /** an organization: a fixed name, or a stem written in the variants of its legal form */
  fixed?: string;
  stem?: string;
  form?: OrgForm;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  born: number;
  county: string;
  stateName: string;
  spouse: Person | null;
  kids: Person[];
  dead: Dt | null;
  /** a namesake: always written with the residence */
  showRes: boolean;
  /** a son named for his father */
  father?: Person;
  /** written "Sr." in instruments of his own estate */
  srOwn?: boolean;
  /** a wife's maiden surname, written as her middle name now and then (not in Louisiana) */
  maiden?: string;
  /** a trustee: the same human in another capacity */
  trust?: { human: Person; name: string; date: Dt };
  /** a holder who is sometimes written "X, also known as Y" */
  aka?: boolean;
}
interface Party { p: Person; role: string; joins?: boolean }

type TractKind = 'rect' | 'lots' | 'irreg' | 'resurvey' | 'rancho' | 'tel' | 'bbb' | 'csl' | 'named';
interface Tract {
  truth: ExpectedTract;
  key: string;
  county: CountyDef;
  kind: TractKind;
  sec: number;
  twp: number;
  rng: number;
  tdir: 'N' | 'S';
  rdir: 'E' | 'W';
  aliquot: string | null;
  lots: number[];
  acres: number | null;
  /** Texas: abstract; labor and league; the name of the named survey or school land; California map book */
  abstract: string;
  league: number;
  labor: number;
  name: string;
  mapRef: string;
}

/** A severed mineral holding; `linked`: it came by an instrument with a chain link (a mineral deed or a death), not by a reservation. */
interface Holding { p: Person; frac: Fr; dormant: boolean; linked?: boolean }
interface LeaseState {
  date: Dt;
  lessors: Party[];
  lessorNames: Map<string, string>;
  lessee: Person;
  holders: Person[];
  ref: string;
  hbp: boolean;
  /** owners who ratified it since */
  ratified?: Set<string>;
}
type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
interface Farm {
  tracts: Tract[];
  county: CountyDef;
  fee: Person[];
  /** one: a sole holder (a spouse joins); both: a couple who took together; jt: joint tenants; heirs: co-owners; trust: trustees */
  tenancy: 'one' | 'both' | 'jt' | 'heirs' | 'trust';
  unsevered: Fr;
  severed: Holding[];
  royalty: Person[];
  noMinerals: boolean;
  gap: GapKind | null;
  gapYear: number;
  gapDone: boolean;
  t: Dt;
  made: number;
  budget: number;
  lease: LeaseState | null;
  mortgage: { lender: Person; date: Dt; borrowers: Party[]; ref: string; trustee?: Person } | null;
  lastDeed: { date: Dt; ref: string } | null;
  /** the present fee holders took by an instrument of the package (not first known holders) */
  feeVia: boolean;
}
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
}

const RECT_PARTS: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['N/2', 320], ['W/2', 320], ['S/2 NE/4', 80], ['N/2 SW/4', 80], ['E/2 SE/4', 80], ['W/2 NW/4', 80], ['SE/4 NW/4', 40], ['NE/4 NE/4', 40], ['SW/4 SE/4', 40], ['NW/4 SW/4', 40], ['N/2 NW/4', 80], ['E/2 NE/4', 80]];
const DIR_WORD: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

/** One part of an aliquot ("SE/4") in each writing. */
function partAs(p: string, style: number): string {
  const [d, n] = p.split('/');
  const word = n === '4' ? 'Quarter' : 'Half';
  switch (style) {
    case 0: return p;
    case 1: return `${d}1/${n}`;
    case 2: return `${d}${n === '4' ? '¼' : '½'}`;
    case 3: return `${DIR_WORD[d]} ${word}`;
    case 4: return `${DIR_WORD[d].toLowerCase()} ${word.toLowerCase()}`;
    case 5: return `${d} 1/${n}`;
    default: return `${DIR_WORD[d]} One-${n === '4' ? 'quarter' : 'half'}`;
  }
}
/** An aliquot as a description writes it ("SE/4 NW/4", "SE1/4NW1/4", "the Southeast Quarter of the Northwest Quarter (SE/4 NW/4)"). */
function aliquotAs(r: Rng, a: string): string {
  const parts = a.split(' ');
  const k = r.int(9);
  if (k <= 1) return a;
  if (k === 2) return parts.map((p) => partAs(p, 1)).join('');
  if (k === 3) return parts.map((p) => partAs(p, 2)).join(' ');
  if (k === 4) return `the ${parts.map((p) => partAs(p, 3)).join(' of the ')}`;
  if (k === 5) return `the ${parts.map((p) => partAs(p, 4)).join(' of the ')}`;
  if (k === 6) return `the ${parts.map((p) => partAs(p, 3)).join(' of the ')} (${a})`;
  if (k === 7) return parts.map((p) => partAs(p, 5)).join(' of ');
  return `the ${parts.map((p) => partAs(p, 6)).join(' of the ')}`;
}
const numCap = (n: number) => upFirst(numberWords(n));
const acresText = (r: Rng, ac: number, words: boolean): string => {
  const whole = Number.isInteger(ac);
  const forms = [`containing ${ac} acres, more or less`, `(${ac} acres)`, `${whole ? `${ac}.00` : ac} acres`, `containing ${ac} acres of land`, `${ac} acres, more or less`];
  if (words && whole) forms.push(`containing ${numberWords(ac)} (${ac}) acres, more or less`, `containing ${numberWords(ac)} acres`);
  return r.pick(forms);
};

// ================================================================= the generator

export const generateHeldoutS: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 92821 + 4099);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) {
    const area = order[k % order.length];
    out.push(makePackage(seededRng(opts.seed * 7919 + k * 613 + 29), area, opts.docsPerPackage, `s-${opts.seed}-${k + 1}-${area.key}`));
  }
  return out;
};

const END_YEAR = 2024;
const LAST_DAY: Dt = { y: 2024, m: 12, d: 13 };
/** No instrument is dated after the last day of the set's clock. */
const capped = (d: Dt): Dt => (iso(d) > iso(LAST_DAY) ? { ...LAST_DAY, d: LAST_DAY.d - (d.d % 10) } : d);

function makePackage(r: Rng, A: AreaDef, target: number, pkgName: string): HeldoutPackage {
  const la = A.key === 'acadiana';
  const tx = A.key === 'bendarch';
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];

  // ---------------------------------------------------------- people
  let nP = 0;
  const used = new Set<string>();
  const people: Person[] = [];
  const menList = A.men ?? MEN;
  const womenList = A.women ?? WOMEN;
  const countyNames = [...new Set(A.counties.map((c) => c.name))];
  const newPerson = (female: boolean, born: number, county?: string, last?: string): Person => {
    for (let i = 0; ; i++) {
      const first = r.pick(female ? womenList : menList);
      const ln = last ?? r.pick(A.surnames);
      if (used.has(`${first} ${ln}`) && i < 120) continue;
      used.add(`${first} ${ln}`);
      const middle = la ? r.pick((female ? womenList : menList).filter((x) => x !== first)) : r.pick(female ? FMIDDLES : MIDDLES);
      const p: Person = { id: `P${++nP}`, kind: 'person', first, middle, last: ln, suffix: '', female, born, county: county ?? r.pick(countyNames), stateName: A.stateName, spouse: null, kids: [], dead: null, showRes: false, aka: !female && r.chance(0.1) };
      people.push(p);
      return p;
    }
  };
  const marry = (h: Person): Person => {
    const w = newPerson(!h.female, h.born + r.int(7) - 3, h.county, la ? undefined : h.last);
    if (!la && !h.female) w.maiden = r.pick(A.surnames.filter((s) => s !== h.last));
    h.spouse = w;
    w.spouse = h;
    w.kids = h.kids;
    return w;
  };
  const orgs = new Map<string, Person>();
  const org = (stem: string, form: OrgForm): Person => {
    const k = `${stem}|${form}`;
    if (!orgs.has(k)) orgs.set(k, { id: `O${orgs.size + 1}`, kind: 'org', stem, form, first: '', middle: '', last: '', suffix: '', female: false, born: 0, county: '', stateName: '', spouse: null, kids: [], dead: null, showRes: false });
    return orgs.get(k)!;
  };
  const fixedOrg = (name: string): Person => {
    const k = `fixed|${name}`;
    if (!orgs.has(k)) orgs.set(k, { id: `O${orgs.size + 1}`, kind: 'org', fixed: name, first: '', middle: '', last: '', suffix: '', female: false, born: 0, county: '', stateName: '', spouse: null, kids: [], dead: null, showRes: false });
    return orgs.get(k)!;
  };
  const eraOrg = (list: Array<[string, OrgForm]>, y: number): Person => {
    const ok = list.filter(([, f]) => (f !== 'LLC' || y >= 1993) && (f !== 'LP' || y >= 1977));
    const [s, f] = r.pick(ok.length ? ok : [[list[0][0], 'Co'] as [string, OrgForm]]);
    return org(s, f);
  };
  const alive = (p: Person, t: Dt) => !p.dead || earlier(t, p.dead);
  const ageAt = (p: Person, y: number) => y - p.born;
  /** a buyer, married three times in four */
  const buyer = (y: number, county: string): Person => {
    const p = newPerson(r.chance(0.1), y - 24 - r.int(28), r.chance(0.8) ? county : r.pick(countyNames));
    if (r.chance(0.75)) marry(p);
    return p;
  };
  let namesakeMade = false;
  /** an unrelated man of the same first name and surname as one already in the package */
  const namesakeOf = (y: number, county: string, mine: Set<string>): Person | null => {
    const elsewhere = new Set(links.filter((l) => !mine.has(l.tract)).flatMap((l) => [l.from, l.to]));
    for (const l of links) if (mine.has(l.tract)) { elsewhere.delete(l.from); elsewhere.delete(l.to); }
    const cands = people.filter((p) => elsewhere.has(p.id) && p.kind === 'person' && !p.female && !p.suffix && !p.father && !p.trust && !p.kids.some((k) => k.father === p) && Math.abs(p.born - (y - 40)) < 35);
    if (!cands.length) return null;
    const o = r.pick(cands);
    const others = countyNames.filter((c) => c !== o.county);
    const p: Person = { id: `P${++nP}`, kind: 'person', first: o.first, middle: r.pick((la ? menList : MIDDLES).filter((m) => m[0] !== o.middle[0])), last: o.last, suffix: '', female: false, born: y - 30 - r.int(15), county: others.length ? r.pick(others) : county, stateName: A.stateName, spouse: null, kids: [], dead: null, showRes: true };
    o.showRes = true;
    people.push(p);
    if (r.chance(0.7)) marry(p);
    return p;
  };
  let juniors = 0;
  /** the living children of a decedent (made at his death if he had none yet) */
  const childrenOf = (dec: Person, death: Dt): Person[] => {
    if (!dec.kids.length) {
      const n = 1 + r.int(4);
      const surname = dec.female && dec.spouse ? dec.spouse.last : dec.last;
      for (let i = 0; i < n; i++) {
        const female = r.chance(0.45);
        const born = Math.max(dec.born + 20 + r.int(18), death.y - 60);
        const c = newPerson(female, Math.min(born, death.y - 19), r.chance(0.7) ? dec.county : r.pick(countyNames), surname);
        const father = dec.female ? dec.spouse : dec;
        if (!female && i === 0 && father && !father.suffix && !father.showRes && juniors < 2 && r.chance(juniors ? 0.35 : 0.8)) {
          juniors++;
          used.add(`${father.first} ${father.last}`);
          c.first = father.first;
          c.middle = father.middle;
          c.suffix = 'Jr.';
          c.father = father;
          father.srOwn = r.chance(0.6);
        }
        if (female && r.chance(0.6)) {
          const hb = newPerson(false, c.born + r.int(5), c.county);
          if (!la) {
            used.delete(`${c.first} ${c.last}`);
            c.maiden = c.last;
            c.last = hb.last;
            used.add(`${c.first} ${c.last}`);
          }
          c.spouse = hb;
          hb.spouse = c;
          hb.kids = c.kids;
        } else if (!female && r.chance(0.55)) marry(c);
        dec.kids.push(c);
      }
    }
    return dec.kids.filter((c) => alive(c, death));
  };

  // ---------------------------------------------------------- names, one form per instrument
  const ABBR: Record<string, string> = { William: 'Wm.', Joseph: 'Jos.', Charles: 'Chas.', Thomas: 'Thos.', John: 'Jno.', Samuel: 'Saml.' };
  const orgName = (p: Person, y: number): string => {
    if (p.fixed) return p.fixed;
    const s = p.stem!;
    switch (p.form) {
      case 'Co': return r.pick([`${s} Company`, `${s} Company`, `${s} Co.`]);
      case 'CoInc': return r.pick([`${s} Company, Inc.`, `${s} Co., Inc.`, `${s} Company, Inc.`]);
      case 'Corp': return r.pick([`${s} Corporation`, `${s} Corporation`, `${s} Corp.`]);
      case 'Inc': return r.pick([`${s}, Inc.`, `${s}, Inc.`, `${s} Inc.`, `${s}, Incorporated`]);
      case 'LLC': return r.pick([`${s}, LLC`, `${s}, L.L.C.`, `${s} LLC`]);
      case 'LP': return y >= 1977 ? r.pick([`${s}, L.P.`, `${s}, LP`, `${s}, L.P.`]) : `${s}, L.P.`;
      default: return s;
    }
  };
  const strictName = (p: Person) => p.showRes || !!p.father || !!p.suffix || p.kids.some((k) => k.father === p);
  const nameForm = (p: Person, y: number, sr: boolean, caps: boolean): string => {
    if (p.kind === 'org') return orgName(p, y);
    const sfx = p.suffix ? r.pick([`, ${p.suffix}`, ` ${p.suffix}`, `, ${p.suffix}`]) : sr ? r.pick([', Sr.', ' Sr.']) : '';
    const F = p.first;
    const M = p.middle;
    const L = p.last;
    const forms = [`${F} ${M[0]}. ${L}`, `${F} ${M[0]}. ${L}`, `${F} ${M} ${L}`];
    if (!p.female) forms.push(`${F[0]}. ${M[0]}. ${L}`);
    if (!strictName(p)) {
      forms.push(`${F} ${L}`);
      if (ABBR[F] && y < 1950) forms.push(`${ABBR[F]} ${M[0]}. ${L}`);
      if (p.maiden) forms.push(`${F} ${p.maiden} ${L}`);
    }
    const n = r.pick(forms) + sfx;
    return caps ? n.toUpperCase() : n;
  };
  /** Name every party of one instrument (one form each). */
  const nameAll = (ps: Party[], y: number, names: Map<string, string>, o: { estateOf?: Person; caps?: number } = {}) => {
    const caps = r.chance(o.caps ?? 0.1);
    for (const q of ps) if (!names.has(q.p.id)) names.set(q.p.id, nameForm(q.p, y, o.estateOf === q.p && !!q.p.srOwn, caps && q.p.kind === 'person'));
  };
  const shortForm = (p: Person) => `${p.first[0]}. ${p.middle[0]}. ${p.last}`;
  /** "SMITH, JOHN A., JR." */
  const indexName = (n: string, p: Person): string => {
    if (p.kind === 'org') return n.toUpperCase();
    const m = /^(.*?)(,? (?:Jr|Sr|JR|SR)\.)?$/.exec(n)!;
    const toks = m[1].split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${m[2] ? `, ${m[2].replace(/^,? /, '')}` : ''}`.toUpperCase();
  };
  /** a person merely recited (not a party): any plain form */
  const recited = (p: Person) => (r.chance(0.5) ? `${p.first} ${p.middle[0]}. ${p.last}` : `${p.first} ${p.last}`);

  // ---------------------------------------------------------- tracts and their descriptions
  const usedTracts = new Set<string>();
  const usedAcres = new Set<string>();
  const cslAbstract = new Map<string, string>();
  const usedAbstracts = new Set<string>();
  const freshAbstract = (): string => {
    for (;;) {
      const a = String(100 + r.int(1900));
      if (!usedAbstracts.has(a)) { usedAbstracts.add(a); return a; }
    }
  };
  const odd = (lo: number, hi: number) => Math.round((lo + r.next() * (hi - lo)) * 100) / 100;
  const makeTract = (c: CountyDef, stateAcres: boolean): Tract => {
    for (let tries = 0; ; tries++) {
      const base: Tract = { truth: { state: A.state, county: c.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null }, key: '', county: c, kind: 'rect', sec: 0, twp: 0, rng: 0, tdir: c.tdir ?? 'N', rdir: c.rdir ?? 'W', aliquot: null, lots: [], acres: null, abstract: '', league: 0, labor: 0, name: '', mapRef: '' };
      const T = base.truth;
      if (tx) {
        const kinds: TractKind[] = ['tel', 'tel', 'csl', 'named', 'named'];
        if (c.bbb) kinds.push('bbb');
        base.kind = r.pick(kinds);
        if (base.kind === 'named') {
          const [nm, ab] = r.pick(c.named!);
          const ac = r.pick([40, 50, 64, 80, 100, 120, 160, 200]) + r.pick([0, 0, 0.5, 0.25, 0.75, 0.3, 0.62]) + (r.chance(0.4) ? r.int(9) : 0);
          const k = `${c.name}|${nm}|${ac}`;
          if (usedAcres.has(k)) continue;
          usedAcres.add(k);
          Object.assign(base, { name: `${nm} Survey`, abstract: String(ab), acres: ac });
          Object.assign(T, { survey: `${nm} Survey`, abstract: String(ab), acres: ac });
        } else if (base.kind === 'csl') {
          const nm = r.pick(c.csl!);
          const league = 1 + r.int(5);
          const labor = 1 + r.int(25);
          const k = `${c.name}|${nm}|${league}|${labor}`;
          if (usedTracts.has(k)) continue;
          usedTracts.add(k);
          const lk = `${c.name}|${nm}|${league}`;
          if (!cslAbstract.has(lk)) cslAbstract.set(lk, freshAbstract());
          const [al, ac] = r.chance(0.65) ? ['ALL', 177.12] : r.pick([['N/2', 88.56], ['S/2', 88.56], ['E/2', 88.56]] as Array<[string, number]>);
          Object.assign(base, { name: nm, league, labor, abstract: cslAbstract.get(lk)!, aliquot: al, acres: ac, sec: labor });
          Object.assign(T, { survey: `${nm} Survey`, block: String(league), section: String(labor), abstract: cslAbstract.get(lk)!, aliquot: al, acres: ac });
        } else {
          const range = base.kind === 'tel' ? c.tel! : c.bbb!;
          const sec = range[0] + r.int(range[1] - range[0] + 1);
          const k = `${c.name}|${base.kind}|${sec}`;
          if (usedTracts.has(k)) continue;
          usedTracts.add(k);
          const [al, ac] = r.chance(0.55) ? ['ALL', 640] : r.pick([['N/2', 320], ['S/2', 320], ['E/2', 320], ['W/2', 320], ['NE/4', 160], ['SW/4', 160]] as Array<[string, number]>);
          const ab = freshAbstract();
          Object.assign(base, { sec, abstract: ab, aliquot: al, acres: ac, name: base.kind === 'tel' ? 'TE&L Co. Survey' : 'BBB&C RR Co. Survey' });
          Object.assign(T, { survey: base.name, section: String(sec), abstract: ab, aliquot: al, acres: ac });
        }
        base.key = tractKey(T);
        return base;
      }
      const twp = c.twp![0] + r.int(c.twp![1] - c.twp![0] + 1);
      const rg = c.rng![0] + r.int(c.rng![1] - c.rng![0] + 1);
      Object.assign(base, { twp, rng: rg });
      Object.assign(T, { township: `${twp}${c.tdir}`, range: `${rg}${c.rdir}` });
      const special = r.chance(0.3) ? (c.lots ? 'lots' : c.irregular ? 'irreg' : c.resurvey ? 'resurvey' : c.rancho ? 'rancho' : null) : null;
      if (special === 'rancho') {
        const lot = 1 + r.int(140);
        const k = `${c.name}|${c.rancho}|${lot}`;
        if (usedTracts.has(k)) continue;
        usedTracts.add(k);
        const ac = odd(18, 165);
        Object.assign(base, { kind: 'rancho', lots: [lot], acres: ac, name: c.rancho!, mapRef: `Book ${1 + r.int(4)} of Maps, at page ${2 + r.int(60)}` });
        Object.assign(T, { township: null, range: null, survey: c.rancho!, lot: String(lot), acres: ac });
        base.key = tractKey(T);
        return base;
      }
      if (special === 'resurvey') {
        const lot = 37 + r.int(90);
        const k = `${c.name}|${twp}|${rg}|R${lot}`;
        if (usedTracts.has(k)) continue;
        usedTracts.add(k);
        const ac = odd(38, 322);
        Object.assign(base, { kind: 'resurvey', lots: [lot], acres: ac });
        Object.assign(T, { lot: String(lot), acres: ac });
        base.key = tractKey(T);
        return base;
      }
      const sec = special === 'irreg' ? 37 + r.int(60) : special === 'lots' ? r.pick([1, 2, 3, 4, 5, 6, 7, 18, 19, 30, 31]) : 1 + r.int(36);
      const k = `${c.name}|${twp}|${rg}|${sec}`;
      if (usedTracts.has(k) && tries < 200) continue;
      usedTracts.add(k);
      base.sec = sec;
      T.section = String(sec);
      if (special === 'irreg') {
        const ac = odd(64, 420);
        Object.assign(base, { kind: 'irreg', aliquot: 'ALL', acres: ac });
        Object.assign(T, { aliquot: 'ALL', acres: ac });
      } else if (special === 'lots') {
        const northRow = sec <= 6;
        const shape = r.int(3);
        const lots = shape === 2 ? [1 + r.int(4)] : northRow ? [1, 2] : [3, 4];
        const al = shape === 2 ? null : northRow ? 'S/2 NE/4' : 'E/2 SW/4';
        const ac = shape === 2 ? odd(21, 44) : odd(148, 166);
        Object.assign(base, { kind: 'lots', lots, aliquot: al, acres: ac });
        Object.assign(T, { lot: lots.join(', '), aliquot: al, acres: ac });
      } else {
        const [al, ac] = r.pick(RECT_PARTS);
        Object.assign(base, { aliquot: al, acres: stateAcres ? ac : null });
        Object.assign(T, { aliquot: al, acres: stateAcres ? ac : null });
      }
      base.key = tractKey(T);
      return base;
    }
  };

  const inCounty = (c: CountyDef) => (la ? `${c.name} Parish, Louisiana` : `${c.name} County, ${A.stateName}`);
  const merL = () => r.pick(A.merLong);
  const merS = () => r.pick(A.merShort);
  const twpRng = (t: Tract, k: number): string => {
    const T = DIR_WORD[t.tdir];
    const R = DIR_WORD[t.rdir];
    switch (k) {
      case 0: return `Township ${t.twp} ${T}, Range ${t.rng} ${R}`;
      case 1: return `T. ${t.twp} ${t.tdir}., R. ${t.rng} ${t.rdir}.`;
      case 2: return `T${t.twp}${t.tdir}, R${t.rng}${t.rdir}`;
      case 3: return `Township ${numCap(t.twp)} (${t.twp}) ${T}, Range ${numCap(t.rng)} (${t.rng}) ${R}`;
      default: return `T${t.twp}${t.tdir}-R${t.rng}${t.rdir}`;
    }
  };
  const lotWords = (lots: number[], long: boolean) => (lots.length === 1 ? `Lot ${long ? `${numCap(lots[0])} (${lots[0]})` : lots[0]}` : `Lots ${long ? lots.map((l) => `${numCap(l)} (${l})`).join(' and ') : lots.join(r.pick([' and ', ' & ']))}`);
  /** One tract as one instrument describes it. */
  const tractText = (t: Tract, withCounty: boolean, long = false): string => {
    const cty = withCounty ? `, ${inCounty(t.county)}` : '';
    const acT = t.acres !== null ? acresText(r, t.acres, true) : '';
    const ac = acT ? (acT.startsWith('(') ? ` ${acT}` : `, ${acT}`) : '';
    switch (t.kind) {
      case 'tel': {
        const whole = t.aliquot === 'ALL';
        const part = whole ? r.pick(['All of ', 'ALL of ', 'the whole of ', '']) : `${r.pick([t.aliquot!, `the ${partAs(t.aliquot!, 3)} (${t.aliquot})`, `the ${partAs(t.aliquot!, 6)}`])} of `;
        const f = r.int(4);
        if (f === 0) return `${part}Section No. ${t.sec}, T.E.&L. Co. Survey, Abstract No. ${t.abstract}${cty}${ac}`;
        if (f === 1) return `${part}Survey No. ${t.sec}, Texas Emigration & Land Company, ${r.pick(['A-', 'Abst. ', 'Abstract '])}${t.abstract}${cty}${ac}`;
        if (f === 2) return `${part}Section ${t.sec}, T. E. & L. Co. Sur., Abst. ${t.abstract}${cty}${ac}`;
        return `${part}Texas Emigration and Land Company Survey No. ${t.sec}, Abstract No. ${t.abstract}${cty}${ac}`;
      }
      case 'bbb': {
        const whole = t.aliquot === 'ALL';
        const part = whole ? r.pick(['All of ', '', 'the entire ']) : `${r.pick([t.aliquot!, `the ${partAs(t.aliquot!, 3)}`])} of `;
        const f = r.int(3);
        if (f === 0) return `${part}Section ${t.sec}, B.B.B.&C. R.R. Co. Survey, Abstract No. ${t.abstract}${cty}${ac}`;
        if (f === 1) return `${part}Survey No. ${t.sec}, Buffalo Bayou, Brazos & Colorado Railway Company, Abstract ${t.abstract}${cty}${ac}`;
        return `${part}Sec. ${t.sec}, BBB&C RR Co., A-${t.abstract}${cty}${ac}`;
      }
      case 'csl': {
        const whole = t.aliquot === 'ALL';
        const part = whole ? r.pick(['All of ', '', 'all of ']) : `the ${r.pick([t.aliquot!, `${partAs(t.aliquot!, 3)} (${t.aliquot})`])} of `;
        const f = r.int(3);
        if (f === 0) return `${part}Labor No. ${t.labor}, League No. ${t.league}, ${t.name}, Abstract No. ${t.abstract}${cty}${ac}`;
        if (f === 1) return `${part}Labor ${numCap(t.labor)} (${t.labor}) in League ${numCap(t.league)} (${t.league}) of the ${t.name}s, A-${t.abstract}${cty}${ac}`;
        return `${part}Lab. ${t.labor}, Lea. ${t.league}, ${t.name.replace(' County', ' Co.')}, Abst. ${t.abstract}${cty}${ac}`;
      }
      case 'named': {
        const acT = r.pick([`${t.acres} acres`, `${t.acres} acres of land`, Number.isInteger(t.acres) ? `${numberWords(t.acres!)} (${t.acres}) acres` : `${t.acres} acres`]);
        const ab = r.pick([`Abstract No. ${t.abstract}`, `A-${t.abstract}`, `Abst. ${t.abstract}`]);
        const where = `${t.county.name} County, Texas`;
        if (!long) return r.pick([`${acT} out of the ${t.name}, ${ab}, ${where}`, `${acT}, more or less, part of the ${t.name}, ${ab}, in ${where}`, `${t.name.toUpperCase()}, ${ab}, ${where}, ${acT}`]);
        const side = Math.round(Math.sqrt(t.acres! * 5645.4) / 2.7778);
        const call = (d: string) => `${d} ${r.int(2)} deg. ${r.int(60)} min. ${r.pick(['E', 'W'])}`;
        return `A tract of ${acT}, more or less, part of the ${t.name}, ${ab}, in ${where}, described by metes and bounds as follows:\n\nBEGINNING at a ${r.pick(['rock mound', 'stone marked X', '1/2 inch iron rod', 'mesquite stake', 'post oak 10 in. dia.'])} in the ${r.pick(['North', 'South', 'West'])} line of said survey; THENCE ${call('N')} ${side} vrs. to a stake; THENCE East ${side} vrs. to a stake; THENCE ${call('S')} ${side} vrs. to a stake in fence; THENCE West ${side} vrs. to the place of beginning, containing ${t.acres} acres of land`;
      }
      case 'rancho': {
        const f = r.int(3);
        if (f === 0) return `Lot ${t.lots[0]} of the Subdivision of ${t.name}, as per map thereof filed in the office of the County Recorder of ${t.county.name} County in ${t.mapRef}${cty}${ac}`;
        if (f === 1) return `Lot ${numCap(t.lots[0])} (${t.lots[0]}), ${t.name}, according to the official map of said Rancho on file in the office of the Recorder of ${t.county.name} County${ac}`;
        return `${t.name} Lot ${t.lots[0]}, as shown on the map recorded in ${t.mapRef}, ${t.county.name} County Records${ac}`;
      }
      case 'resurvey': {
        const f = r.int(3);
        if (f === 0) return `Tract ${t.lots[0]} of the Resurvey of ${twpRng(t, 0)} ${merL()}${cty}${ac}`;
        if (f === 1) return `Resurvey Tract ${t.lots[0]}, ${twpRng(t, 2)}, ${merS()}${cty}${ac}`;
        return `Tract ${numCap(t.lots[0])} (${t.lots[0]}), Resurvey of ${twpRng(t, 1)}${cty}${ac}`;
      }
      case 'irreg': {
        const f = r.int(3);
        if (f === 0) return `Irregular Section ${t.sec}, ${twpRng(t, 0)}, ${merL()}${cty}${ac}`;
        if (f === 1) return `All of Irregular Section ${numCap(t.sec)} (${t.sec}), ${twpRng(t, 4)}${cty}${ac}`;
        return `Section ${t.sec} (irregular), ${twpRng(t, 1)}${cty}${ac}`;
      }
      case 'lots': {
        const al = t.aliquot;
        const f = r.int(3);
        if (f === 0) return `${lotWords(t.lots, true)}${al ? ` and the ${partAs(al.split(' ')[0], 3)} of the ${partAs(al.split(' ')[1], 3)} (${al})` : ''} of Section ${numCap(t.sec)} (${t.sec}), ${twpRng(t, 0)} ${merL()}${cty}${ac}`;
        if (f === 1) return `${r.pick(['Government ', ''])}${lotWords(t.lots, false)}${al ? `, ${al.replace(/\//g, '1/').replace(' ', '')}` : ''}, Sec. ${t.sec}-${t.twp}${t.tdir}-${t.rng}${t.rdir}${cty}${ac}`;
        return `${lotWords(t.lots, false)}${al ? ` and ${al}` : ''} of Section ${t.sec}, ${twpRng(t, 1)}, ${merS()}${cty}${ac}`;
      }
      default: {
        const a = t.aliquot!;
        const f = r.int(A.key === 'bighorn' || A.key === 'riovista' ? 8 : 7);
        if (f === 0) return `${aliquotAs(r, a)} of Section ${t.sec}, ${twpRng(t, 0)} ${merL()}${cty}${ac}`;
        if (f === 1) return `${aliquotAs(r, a)} of Section ${numCap(t.sec)} (${t.sec}), ${twpRng(t, 3)}, ${merL()}${cty}${ac}`;
        if (f === 2) return `${a} Sec. ${t.sec}, ${twpRng(t, 1)}, ${merS()}${cty}${ac}`;
        if (f === 3) return `${a.split(' ').map((p) => partAs(p, 1)).join('')} Sec. ${t.sec}-${t.twp}${t.tdir}-${t.rng}${t.rdir}${cty}${ac}`;
        if (f === 4) return `Section ${t.sec}, ${twpRng(t, 0)}${withCounty ? `, ${inCounty(t.county)}` : ''}: ${aliquotAs(r, a)}${ac}`;
        if (f === 5) return `${a.split(' ').map((p) => partAs(p, 2)).join(' ')} of Section ${t.sec} in ${twpRng(t, 2)}${cty}${ac}`;
        if (f === 6) return `${aliquotAs(r, a)} of Section ${t.sec}, ${twpRng(t, 2)}, ${merS()}${cty}${ac}`;
        return `${twpRng(t, 0)}, ${merL()}${withCounty ? `, ${inCounty(t.county)}` : ''}\n      Section ${t.sec}: ${a.split(' ').map((p) => partAs(p, 1)).join('')}${t.acres !== null ? `\n      containing ${t.acres} acres` : ''}`;
      }
    }
  };
  /** A patent's long-hand tract. */
  const patentTract = (t: Tract): string => {
    const merid = A.key === 'ardmore' ? 'Indian meridian' : A.key === 'acadiana' ? 'Louisiana meridian' : A.key === 'bighorn' ? 'sixth principal meridian' : 'Mount Diablo meridian';
    const tw = `township ${numberWords(t.twp)} ${DIR_WORD[t.tdir].toLowerCase()} of range ${numberWords(t.rng)} ${DIR_WORD[t.rdir].toLowerCase()} of the ${merid}`;
    const ac = t.acres !== null ? `, containing ${numberWords(Math.floor(t.acres))}${Number.isInteger(t.acres) ? '' : ` and ${Math.round((t.acres % 1) * 100)} hundredths`} acres` : '';
    if (t.kind === 'resurvey') return `tract numbered ${numberWords(t.lots[0])}${r.chance(0.5) ? ` (${t.lots[0]})` : ''} of the resurvey of ${tw}${ac}`;
    if (t.kind === 'irreg') return `irregular section ${numberWords(t.sec)} in ${tw}${ac}`;
    const al = t.aliquot ? t.aliquot.split(' ').map((p) => partAs(p, 4).replace(/^(north|south)(east|west)/, '$1-$2')).join(' of the ') : '';
    const lots = t.lots.length ? `lot${t.lots.length > 1 ? 's' : ''} ${t.lots.map((l) => numberWords(l)).join(' and ')}${al ? ' and the ' : ''}` : 'the ';
    return `${lots}${al} of section ${numberWords(t.sec)} in ${tw}${ac}`.replace('the  of', 'of');
  };
  const descAll = (ts: Tract[], withCounty: boolean, long = false): string => {
    if (ts.length === 1) return tractText(ts[0], withCounty, long);
    const label = r.pick(['Tract', 'Parcel', 'TRACT', 'Tract No.']);
    return ts.map((t, i) => `${label} ${i + 1}: ${tractText(t, withCounty, long)}`).join(';\n\n');
  };

  // ---------------------------------------------------------- clerks, notaries, stamps
  const offPool = [...OFFICIALS];
  for (let i = offPool.length - 1; i > 0; i--) { const j = r.int(i + 1); [offPool[i], offPool[j]] = [offPool[j], offPool[i]]; }
  const clerkOf = (y: number) => offPool[y < 1925 ? 0 : y < 1960 ? 1 : y < 1995 ? 2 : 3];
  let docNotary: string | null = null;
  let docWitnesses: [string, string] | null = null;
  const notary = () => (docNotary ??= offPool[4 + r.int(8)]);
  const witnesses = (): [string, string] => {
    if (!docWitnesses) {
      const pool = offPool.slice(4, 16).filter((x) => x !== notary());
      const a = r.int(pool.length);
      const b = (a + 1 + r.int(pool.length - 1)) % pool.length;
      docWitnesses = [pool[a], pool[b]];
    }
    return docWitnesses;
  };
  const SERIES_RATE: Record<string, number> = { Deed: 3.2, Mortgage: 2.1, Lease: 2.6, Misc: 1.4, Probate: 1.1, Patent: 0.3 };
  /** Book numbers grow with the years, a county's own pace for each series. */
  const bookFor = (series: string, y: number, county: string) => 1 + Math.floor((Math.min(y, 1989) - 1866) * SERIES_RATE[series] * (1 + (county.length % 4) / 10)) + r.int(2);
  const clockAt = () => { const h = 8 + r.int(9); return { h: h > 12 ? h - 12 : h, m: pad2(r.int(12) * 5), ap: h < 12 ? 'A.M.' : 'P.M.' }; };
  type Series = 'Deed' | 'Mortgage' | 'Lease' | 'Misc' | 'Probate' | 'Patent';
  const SERIES_NAME: Record<AreaKey, Record<Series, string>> = {
    ardmore: { Deed: 'Deeds', Mortgage: 'Mortgages', Lease: 'Oil and Gas Leases', Misc: 'Miscellaneous Records', Probate: 'Deeds', Patent: 'Deeds' },
    bendarch: { Deed: 'Deed Records', Mortgage: 'Deed of Trust Records', Lease: 'Oil and Gas Records', Misc: 'Deed Records', Probate: 'Deed Records', Patent: 'Deed Records' },
    acadiana: { Deed: 'Conveyance Book', Mortgage: 'Mortgage Book', Lease: 'Conveyance Book', Misc: 'Conveyance Book', Probate: 'Conveyance Book', Patent: 'Conveyance Book' },
    bighorn: { Deed: 'Deeds', Mortgage: 'Mortgages', Lease: 'Miscellaneous', Misc: 'Miscellaneous', Probate: 'Deeds', Patent: 'Patents' },
    riovista: { Deed: 'Deeds', Mortgage: 'Mortgages', Lease: 'Oil and Gas Leases', Misc: 'Miscellaneous', Probate: 'Deeds', Patent: 'Patents' },
  };
  /** The clerk's filing stamp; returns the text and the book/page reference an assignment or release may cite. */
  const stamp = (rec: Dt, c: CountyDef, series: Series): { text: string; ref: string } => {
    const clerk = clerkOf(rec.y);
    const bk = bookFor(series, rec.y, c.name);
    const pg = 1 + r.int(640);
    const k = clockAt();
    const sn = SERIES_NAME[A.key][series];
    const modern = rec.y >= 1990;
    const inst = `${rec.y}-${String(100 + r.int(9800)).padStart(5, '0')}`;
    const cty = c.name;
    switch (A.key) {
      case 'ardmore': {
        if (modern) return { ref: `Book ${bk + 1500}, Page ${pg}`, text: r.pick([`I-${inst}  Book ${bk + 1500} Page ${pg}\nFiled and Recorded ${slashed(rec)} ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nFee $${14 + r.int(30)}.00\n${clerk}, ${cty} County Clerk\nState of Oklahoma`, `${cty.toUpperCase()} COUNTY, OKLAHOMA\n${clerk}, COUNTY CLERK\nRECORDED ${slashed(rec)} AT ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nBK ${bk + 1500} PG ${pg}  DOC ${inst}`]) };
        const body = r.chance(0.5)
          ? `STATE OF OKLAHOMA, ${cty} County, ss.\nThis instrument was filed for record on the ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, ${rec.y}, at ${k.h}:${k.m} o'clock ${k.ap}, and duly recorded in Book ${bk} of ${sn}, at page ${pg}.\n${clerk}, County Clerk.   By ______________, Deputy`
          : `Filed for record ${MON_AB[rec.m - 1]} ${rec.d}, ${rec.y}, ${k.h}:${k.m} ${k.ap}\nRecorded in Book ${bk}, Page ${pg}\n${clerk}, County Clerk, ${cty} County, Okla.`;
        return { ref: `Book ${bk}, Page ${pg}`, text: body };
      }
      case 'bendarch': {
        const recd = shift(rec, 1 + r.int(9));
        if (modern) return { ref: `Volume ${bk + 900}, Page ${pg}`, text: r.pick([`FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS OF ${cty.toUpperCase()} COUNTY, TEXAS\nON: ${slashed(rec)} AT ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nDOC#: ${inst}  VOL: ${bk + 900}  PG: ${pg}\n${clerk}, COUNTY CLERK`, `Filed for Record in:\n${cty} County, Texas\nOn: ${MON_AB[rec.m - 1]} ${rec.d}, ${rec.y} at ${k.h}:${k.m}${k.ap === 'A.M.' ? 'am' : 'pm'}\nAs a Recording\nDocument Number: ${inst}\nBy, ${clerk}, County Clerk`]) };
        return { ref: `Volume ${bk}, Page ${pg}`, text: r.pick([`FILED for record the ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}, at ${k.h} o'clock ${k.ap}, and RECORDED the ${th(recd.d)} day of ${MONTHS[recd.m - 1]}, A.D. ${recd.y}, in Volume ${bk}, page ${pg} of the ${sn} of ${cty} County, Texas.\n${clerk}, Clerk County Court, ${cty} County, Texas`, `Filed ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, ${k.h}:${k.m} ${k.ap}\nRecorded ${MONTHS[recd.m - 1]} ${recd.d}, ${recd.y}\n${sn}, Vol. ${bk}, p. ${pg}\n${clerk}, County Clerk\nBy ____________ Deputy`]) };
      }
      case 'acadiana': {
        const entry = 20000 + Math.floor((rec.y - 1870) * 2900) + r.int(2500);
        const bkn = series === 'Mortgage' ? 'MOB' : 'COB';
        if (modern) return { ref: `${bkn} ${bk + 700}, Page ${pg}, Entry No. ${entry}`, text: `${cty.toUpperCase()} PARISH CLERK OF COURT\nFILED ${slashed(rec)} ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nINSTRUMENT # ${entry}  ${bkn} ${bk + 700} PAGE ${pg}\n${clerk}, Deputy Clerk and Ex-Officio Recorder` };
        return { ref: `${sn} ${bk}, page ${pg}, under Entry No. ${entry}`, text: r.pick([`Filed and recorded ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, at ${k.h}:${k.m} o'clock ${k.ap}, ${sn} ${bk}, page ${pg}, Entry No. ${entry}.\n${clerk}, Dy. Clerk and Ex-Officio Recorder, ${cty} Parish, La.`, `No. ${entry}\nFILED FOR RECORD this ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, ${rec.y}, at ${k.h}:${k.m} ${k.ap}, and recorded in ${sn} No. ${bk}, folio ${pg}, records of ${cty} Parish.\n${clerk}, Clerk of Court and Ex-Officio Recorder`]) };
      }
      case 'bighorn': {
        if (modern) return { ref: `Reception No. ${inst}`, text: `RECEPTION NO. ${inst}\nRECORDED ${slashed(rec)} AT ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nBOOK ${bk + 400} PAGE ${pg}  FEE $${12 + r.int(20)}.00\n${clerk}, ${cty.toUpperCase()} COUNTY CLERK` };
        return { ref: `Book ${bk} of ${sn}, page ${pg}`, text: r.pick([`STATE OF WYOMING, County of ${cty}, ss.\nI hereby certify that this instrument was filed for record in my office at ${k.h}:${k.m} o'clock ${k.ap} on the ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}, and is duly recorded in Book ${bk} of ${sn}, on page ${pg}.\n${clerk}, County Clerk and Ex-Officio Register of Deeds`, `No. ${3000 + r.int(90000)}   Filed ${MON_AB[rec.m - 1]} ${rec.d}, ${rec.y} at ${k.h}:${k.m} ${k.ap}\nBook ${bk}, Page ${pg}, ${cty} County Records\n${clerk}, County Clerk`]) };
      }
      default: {
        const req = r.pick([...A.titleCos, 'the Grantee', 'Grantor', 'Bank of Rio Vista']);
        if (modern) return { ref: `Document No. ${inst}`, text: `RECORDING REQUESTED BY\n${req}\n\nDOC # ${inst}\n${slashed(rec)} ${k.h}:${k.m} ${k.ap.replace(/\./g, '')}\nOFFICIAL RECORDS OF ${cty.toUpperCase()} COUNTY\n${clerk}, ASSESSOR-RECORDER\nFEE $${20 + r.int(40)}.00` };
        return { ref: `Book ${bk} of ${rec.y < 1950 ? sn : 'Official Records'}, page ${pg}`, text: r.pick([`Filed for record at the request of ${req} this ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, ${rec.y}, at ${k.h}:${k.m} ${k.ap}, and recorded in Liber ${bk} of ${rec.y < 1950 ? sn : 'Official Records'}, page ${pg}, Records of ${cty} County, California.\n${clerk}, County Recorder`, `No. ${1000 + r.int(80000)}\nRECORDED ${MONTHS[rec.m - 1].toUpperCase()} ${rec.d}, ${rec.y}, ${k.h}:${k.m} ${k.ap}\nBook ${bk}, Page ${pg}, ${rec.y < 1950 ? sn : 'Official Records'}\n${cty} County, Calif.\n${clerk}, Recorder`]) };
      }
    }
  };

  const listNames = (xs: string[]) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const expires = (d: Dt) => { const e = shift(d, 300 + r.int(1100)); return `My commission expires ${r.chance(0.5) ? `${MONTHS[e.m - 1]} ${e.d}, ${e.y}` : slashed(e)}.`; };
  /** A notary's certificate of acknowledgment, in the area's manner. */
  const ack = (d: Dt, who: string[], c: CountyDef, wife?: { w: string; h: string }): string => {
    const pl = who.length > 1;
    const L = listNames(who);
    const n = notary();
    const cty = c.name;
    const they = pl ? 'they' : signerSex === 'they' ? 'he' : signerSex;
    const their = pl ? 'their' : they === 'he' ? 'his' : 'her';
    switch (A.key) {
      case 'ardmore':
        if (d.y >= 1985 && r.chance(0.6)) return `STATE OF OKLAHOMA   )\n                    ) ss.\nCOUNTY OF ${cty.toUpperCase()}   )\n\nThis instrument was acknowledged before me on ${MONTHS[d.m - 1]} ${d.d}, ${d.y}, by ${L}.\n\n_____________________\n${n}, Notary Public\n${expires(d)}`;
        return `STATE OF OKLAHOMA,\nCOUNTY OF ${cty.toUpperCase()}, ss.\n\nBefore me, ${n}, a Notary Public in and for said County and State, on this ${th(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}, personally appeared ${L}, to me known to be the identical person${pl ? 's' : ''} who executed the within and foregoing instrument, and acknowledged to me that ${they} executed the same as ${their} free and voluntary act and deed for the uses and purposes therein set forth.\n\nGiven under my hand and seal the day and year last above written.\n\n${n}, Notary Public\n${expires(d)}`;
      case 'bendarch':
        if (d.y >= 1980 && r.chance(0.6)) return `THE STATE OF TEXAS   §\nCOUNTY OF ${cty.toUpperCase()}   §\n\nThis instrument was acknowledged before me on the ${th(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}, by ${L}.\n\n_____________________\nNotary Public, State of Texas\nPrinted name: ${n}`;
        return `THE STATE OF TEXAS,\nCounty of ${cty}.\n\nBefore me, ${n}, a Notary Public in and for ${cty} County, Texas, on this day personally appeared ${L}, known to me${r.chance(0.4) ? ' (or proved to me on the oath of ______________)' : ''} to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${they} executed the same for the purposes and consideration therein expressed.\n\nGiven under my hand and seal of office, ${thisDate(r, d)}.\n\n${n}\nNotary Public, ${cty} County, Texas`;
      case 'acadiana': {
        if (d.y >= 1975 && r.chance(0.4)) return `STATE OF LOUISIANA\nPARISH OF ${cty.toUpperCase()}\n\nOn this ${th(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}, before me, the undersigned Notary Public, personally appeared ${L}, to me known to be the person${pl ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged that ${they} executed the same as ${their} free act and deed.\n\n_____________________\n${n}, Notary Public\nNotary ID No. ${10000 + r.int(80000)}`;
        const [w1, w2] = witnesses();
        return `STATE OF LOUISIANA\nPARISH OF ${cty.toUpperCase()}\n\nBEFORE ME, the undersigned authority, personally came and appeared ${w1}, who, being by me first duly sworn, did depose and say that ${w1.match(/^(Ada|Ruby|Opal|Lena|Marian|Irma|Nell|Beulah|Vesta|Fern|Ione)/) ? 'she' : 'he'} is one of the subscribing witnesses to the foregoing instrument, and that the same was signed by ${L} in the presence of deponent and of ${w2}, the other subscribing witness.\n\n______________________\n${w1}\n\nSworn to and subscribed before me ${thisDate(r, d)}.\n\n______________________\n${n}, Notary Public`;
      }
      case 'bighorn': {
        const hs = wife ? ` And the said ${wife.w}, wife of the said ${wife.h}, having been by me fully apprised of her right and the effect of signing and acknowledging the said instrument, acknowledged that she executed the same and relinquished her right of homestead freely and voluntarily.` : '';
        if (d.y >= 1960 || r.chance(0.3)) return `State of Wyoming      )\n                      ) ss.\nCounty of ${cty}${' '.repeat(Math.max(1, 12 - cty.length))})\n\nThe foregoing instrument was acknowledged before me by ${L} this ${th(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}.\n\nWitness my hand and official seal.\n\n_____________________\n${n}, Notary Public\n${expires(d)}`;
        return `STATE OF WYOMING,\nCounty of ${cty}, ss.\n\nOn this ${th(d.d)} day of ${MONTHS[d.m - 1]}, A.D. ${d.y}, before me personally appeared ${L}, to me known to be the person${pl ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged that ${they} executed the same as ${their} free act and deed.${hs}\n\nGiven under my hand and notarial seal.\n\n${n}, Notary Public\n${expires(d)}`;
      }
      default:
        if (d.y >= 1985) return `State of California\nCounty of ${cty}\n\nOn ${slashed(d)} before me, ${n}, Notary Public, personally appeared ${L}, personally known to me (or proved to me on the basis of satisfactory evidence) to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies).\n\nWITNESS my hand and official seal.\n\nSignature _____________________ (Seal)`;
        return `STATE OF CALIFORNIA,\nCounty of ${cty}, ss.\n\nOn ${MONTHS[d.m - 1]} ${d.d}, ${d.y}, before me, ${n}, a Notary Public in and for said County and State, personally appeared ${L}, known to me to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the within instrument, and acknowledged that ${they} executed the same.\n\nWITNESS my hand and official seal.\n\n${n}\nNotary Public in and for said County and State`;
    }
  };
  const jurat = (d: Dt, c: CountyDef): string => r.pick([
    `Subscribed and sworn to before me ${thisDate(r, d)}.\n\n_____________________\n${notary()}, Notary Public`,
    `SWORN TO AND SUBSCRIBED before me, the undersigned authority, on ${MONTHS[d.m - 1]} ${d.d}, ${d.y}.\n\n_____________________\nNotary Public in and for ${inCounty(c)}`,
    `Sworn to before me this ${th(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}.\n${notary()}, Notary Public`,
  ]);
  const venue = (c: CountyDef): string => {
    switch (A.key) {
      case 'ardmore': return `STATE OF OKLAHOMA    )\n                     ) ss.\nCOUNTY OF ${c.name.toUpperCase()}    )`;
      case 'bendarch': return `THE STATE OF TEXAS       §\n                         §\nCOUNTY OF ${c.name.toUpperCase()}          §`;
      case 'acadiana': return `STATE OF LOUISIANA\n\nPARISH OF ${c.name.toUpperCase()}`;
      case 'bighorn': return `STATE OF WYOMING   )\n                   ) ss.\nCOUNTY OF ${c.name.toUpperCase()}   )`;
      default: return `STATE OF CALIFORNIA  )\nCOUNTY OF ${c.name.toUpperCase()}  ) ss.`;
    }
  };
  const consideration = (y: number): string => r.pick(y < 1945
    ? ['Ten Dollars ($10.00)', 'One Dollar and other good and valuable considerations', `${numCap(2 + r.int(30))} Hundred Dollars`, 'Ten and No/100 Dollars', A.key === 'riovista' ? 'Ten Dollars, gold coin of the United States of America' : 'Five Dollars']
    : ['Ten and No/100 Dollars ($10.00) and other good and valuable consideration', 'TEN DOLLARS ($10.00) and other valuable considerations', 'One Dollar ($1.00) and other good and valuable consideration', `${numCap(5 + r.int(90))} Thousand Dollars`]);

  // ---------------------------------------------------------- party blocks and signatures
  const residence = (p: Person) => (la ? `, domiciled in ${p.county} Parish, Louisiana` : `, of ${p.county} County, ${p.stateName}`);
  const orgDesc = (p: Person, y: number): string => {
    if (p.fixed) return '';
    if (p.form === 'LLC') { const st = r.pick(['Texas', 'Delaware', A.stateName]); return r.pick([`, ${/^[AEIOU]/.test(st) ? 'an' : 'a'} ${st} limited liability company`, '']); }
    if (p.form === 'LP') { const st = r.pick(['Texas', 'Delaware', A.stateName]); return r.pick([`, ${/^[AEIOU]/.test(st) ? 'an' : 'a'} ${st} limited partnership`, '']); }
    const st = r.pick(['Delaware', A.stateName, y < 1930 ? 'West Virginia' : 'Texas']);
    return r.pick([`, ${/^[AEIOU]/.test(st) ? 'an' : 'a'} ${st} corporation`, '', '']);
  };
  const trusteeText = (p: Person) => `${r.pick([', Trustee of the ', ', as Trustee of the ', ', Trustee under the '])}${p.trust!.name}${r.chance(0.6) ? ` dated ${MONTHS[p.trust!.date.m - 1]} ${p.trust!.date.d}, ${p.trust!.date.y}` : ''}`;
  /** A person's marital words when the spouse is no party of this side. */
  const statusWords = (p: Person, t: Dt): string => {
    const sp = p.spouse;
    const spAlive = sp && alive(sp, t);
    if (la) {
      if (spAlive) return r.pick([`, ${p.female ? 'wife' : 'husband'} of ${recited(sp!)}`, `, a person of the full age of majority, married to and living with ${recited(sp!)}`, `, married but once and then to ${recited(sp!)}, with whom ${p.female ? 'she' : 'he'} resides`]);
      if (sp) return `, ${p.female ? 'widow' : 'widower'} of ${recited(sp)}`;
      return r.pick([', a person of the full age of majority, never married', `, ${p.female ? 'a single woman' : 'a single man'} of the full age of majority`, '']);
    }
    if (spAlive) return r.chance(0.5) ? (p.female ? ', a married woman, dealing in her separate property' : ', a married man') : '';
    if (sp) return r.pick([p.female ? ', a widow' : ', a widower', p.female ? ', widow' : ', a widower', '']);
    return r.pick([p.female ? ', a single woman' : ', a single man', p.female ? ', a feme sole' : ', a bachelor', '', p.female ? ', an unmarried woman' : ', an unmarried man']);
  };
  /** One side of an instrument in words. `taking`: how grantees take. */
  const sideText = (ps: Party[], names: Map<string, string>, t: Dt, o: { taking?: Farm['tenancy']; noStatus?: boolean; heirsOf?: Person | null } = {}): string => {
    const parts: string[] = [];
    const done = new Set<string>();
    for (const q of ps) {
      if (done.has(q.p.id)) continue;
      done.add(q.p.id);
      const p = q.p;
      const n = names.get(p.id)!;
      if (p.kind === 'org') { parts.push(`${n}${orgDesc(p, t.y)}`); continue; }
      const res = p.showRes || r.chance(0.25) ? residence(p) : '';
      if (p.trust) {
        const co = ps.find((x) => x.p.trust && x.p.id !== p.id && x.p.trust.name === p.trust!.name && !done.has(x.p.id));
        if (co) { done.add(co.p.id); parts.push(`${n} and ${names.get(co.p.id)}, ${r.pick(['Trustees of the', 'as Co-Trustees of the'])} ${p.trust.name}`); } else parts.push(`${n}${trusteeText(p)}`);
        continue;
      }
      const aka = p.aka && r.chance(0.5) && n.toLowerCase().startsWith(`${p.first} ${p.middle[0]}`.toLowerCase()) ? `, also known as ${shortForm(p)}` : '';
      const spq = p.spouse ? ps.find((x) => x.p.id === p.spouse!.id && !done.has(x.p.id)) : undefined;
      if (spq) {
        done.add(spq.p.id);
        const m = names.get(spq.p.id)!;
        const sres = spq.p.showRes && !p.showRes ? residence(spq.p) : '';
        const bothHold = !q.joins && !spq.joins;
        const taking = o.taking === 'jt' ? r.pick([', husband and wife, as joint tenants', ', husband and wife, as joint tenants with right of survivorship, and not as tenants in common', ', as joint tenants']) : '';
        if (taking) { parts.push(`${n}${aka} and ${m}${taking}${res}${sres}`); continue; }
        if (la) {
          if (bothHold) parts.push(`${n}${aka} and ${m}${sres}, husband and wife, both of the full age of majority${res}`);
          else parts.push(q.joins ? `${m}${sres}, ${spq.p.female ? 'wife' : 'husband'} of ${recited(p)}, with ${n} herein appearing and concurring${res}` : `${n}${aka}${res}, and his wife, ${m}${sres}, who appears herein to concur in this ${r.pick(['sale', 'act'])}`);
          continue;
        }
        const holderFirst = !q.joins;
        const [h, w, hp] = holderFirst ? [n + aka, m, p] : [m, n + aka, spq.p];
        const f = r.int(5);
        if (f === 0) parts.push(`${h} and ${w}, ${hp.female ? 'wife and husband' : 'husband and wife'}${res}${sres}`);
        else if (f === 1 && !hp.female) parts.push(`${h} and wife, ${w}${res}${sres}`);
        else if (f === 2 && !bothHold) parts.push(`${h}${res}, joined by ${hp.female ? 'her husband' : 'his wife'}, ${w}${sres}${r.chance(0.5) ? `, for the purpose of releasing ${hp.female ? 'his' : 'her'} homestead rights only` : ''}`);
        else if (f === 3 && !hp.female) parts.push(`${h} and ${w}, his wife${res}${sres}`);
        else parts.push(`${h} and ${w}${res}${sres}, ${r.pick(['husband and wife', 'husband and wife', 'spouses'])}`);
        continue;
      }
      parts.push(`${n}${aka}${o.noStatus ? '' : statusWords(p, t)}${res}`);
    }
    const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')}${r.chance(0.5) ? ';' : ','} and ${parts[parts.length - 1]}`;
    return o.heirsOf ? `${joined}, ${r.pick(['being all of the heirs at law of', 'the sole heirs of', 'being the only heirs of'])} ${recited(o.heirsOf)}, deceased` : joined;
  };
  const officers = new Map<string, string>();
  const officerOf = (p: Person, y: number): string => {
    const k = `${p.id}|${Math.floor(y / 15)}`;
    if (!officers.has(k)) officers.set(k, `${offPool[12 + r.int(6)]}, ${p.form === 'LLC' ? r.pick(['Manager', 'Vice President']) : p.form === 'LP' ? 'President of its General Partner' : r.pick(['President', 'Vice President', 'Attorney-in-Fact'])}`);
    return officers.get(k)!;
  };
  const FEMALE_OFFICIALS = /^(Ada|Ruby|Opal|Lena|Marian|Irma|Nell|Beulah|Vesta|Fern|Ione)\b/;
  let signerSex: 'he' | 'she' | 'they' = 'he';
  /** Who signs, as an acknowledgment names them (and, for its pronoun, their sex). */
  const signerNames = (ps: Party[], names: Map<string, string>, y: number): string[] => {
    const seen = new Set<string>();
    const out: string[] = [];
    const distinct = new Set(ps.map((q) => q.p.id));
    const one = ps[0]?.p;
    signerSex = distinct.size > 1 ? 'they' : one && one.kind === 'org' ? (FEMALE_OFFICIALS.test(officerOf(one, y)) ? 'she' : 'he') : one?.female ? 'she' : 'he';
    for (const q of ps) {
      if (seen.has(q.p.id)) continue;
      seen.add(q.p.id);
      out.push(q.p.kind === 'org' ? `${officerOf(q.p, y).replace(', ', ' as ')} of ${names.get(q.p.id)}, on behalf of said ${q.p.form === 'LLC' ? 'company' : q.p.form === 'LP' ? 'partnership' : 'corporation'}` : names.get(q.p.id)!);
    }
    return out;
  };
  const signatures = (ps: Party[], names: Map<string, string>, y: number): string => {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const q of ps) {
      if (seen.has(q.p.id)) continue;
      seen.add(q.p.id);
      const n = names.get(q.p.id)!;
      if (q.p.kind === 'org') { lines.push(`${n.toUpperCase()}\n\nBy: _______________________\n    ${officerOf(q.p, y)}`); continue; }
      const tr = q.p.trust ? ', Trustee' : '';
      lines.push(y >= 2003 && r.chance(0.3) ? `/s/ ${n}${tr}` : y < 1930 && r.chance(0.5) ? `${n}${tr}   (SEAL)` : `_______________________\n${n}${tr}`);
    }
    const wit = la || (y < 1925 && r.chance(0.3)) ? `\n\nWITNESSES:\n${witnesses().join('\n')}` : '';
    return lines.join('\n\n') + wit;
  };
  const wifeOf = (ps: Party[], names: Map<string, string>) => {
    const w = ps.find((q) => q.p.kind === 'person' && q.p.female && q.p.spouse && ps.some((x) => x.p.id === q.p.spouse!.id));
    return w ? { w: names.get(w.p.id)!, h: names.get(w.p.spouse!.id)! } : undefined;
  };

  // ---------------------------------------------------------- truth
  let nDoc = 0;
  const addDoc = (b: Built): string => {
    const file = `#${++nDoc}`;
    docNotary = null;
    docWitnesses = null;
    const dates: Record<string, string | null> = { execution_date: b.exec ? iso(b.exec) : null, effective_date: b.eff ? iso(b.eff) : null, acknowledgment_date: b.ack ? iso(b.ack) : null, recording_date: iso(b.rec) };
    if (b.death) dates.death_date = iso(b.death);
    const gov = b.eff ?? b.exec ?? b.rec;
    docs.push({ text: b.text, truth: { file, doc_category: b.category, governing_date: iso(gov), dates, parties: b.parties.map((q) => ({ name: b.names.get(q.p.id)!, role: q.role })), tracts: b.tracts.map((t) => ({ ...t.truth })), conveys_fee: b.fee, estate_types_conveyed: b.estates }, persons: b.parties.map((q) => q.p.id) });
    return file;
  };
  const link = (doc: string, ts: Tract[], estate: 'fee' | 'mineral' | 'leasehold', from: Party[], to: Party[], required = true) => {
    for (const t of ts) for (const f of from) for (const g of to) if (f.p.id !== g.p.id) links.push({ tract: t.key, estate, doc, from: f.p.id, to: g.p.id, required: required && !f.joins && !g.joins });
  };
  const withRole = (ps: Party[], role: string): Party[] => ps.map((q) => ({ ...q, role }));
  const datesFrom = (exec: Dt, sameDayAck = 0.5) => {
    const a = r.chance(sameDayAck) ? exec : shift(exec, 1 + r.int(20));
    return { ack: a, rec: shift(a, 1 + r.int(60)) };
  };
  const dateLine = (d: Dt): string => r.pick([
    `IN WITNESS WHEREOF, the said parties have hereunto set their hands ${thisDate(r, d)}.`,
    `Dated ${dateWords(r, d, d.y < 1940)}.`,
    `EXECUTED ${thisDate(r, d)}.`,
    `Signed and delivered ${thisDate(r, d)}.`,
    `In witness whereof, this instrument is executed ${thisDate(r, d)}.`,
  ]);
  const blankDateLine = () => r.pick(['Dated this _____ day of ______________, 19___.', 'IN WITNESS WHEREOF, we have hereunto set our hands this ____ day of ____________, 19__.', 'Executed the ____ day of __________, A.D. 19___.']);

  // ================================================================= instruments

  const PRESIDENTS: Array<[number, string]> = [[1869, 'U. S. Grant'], [1877, 'R. B. Hayes'], [1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benj. Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'Wm. H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge'], [1929, 'Herbert Hoover'], [1933, 'Franklin D. Roosevelt']];
  const presidentIn = (y: number) => [...PRESIDENTS].reverse().find((x) => x[0] <= y)![1];
  const ordWords = (n: number): string => {
    const w = numberWords(n);
    const m = /(.*?)([a-z]+)$/.exec(w)!;
    const special: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
    const last = special[m[2]] ?? (m[2].endsWith('y') ? `${m[2].slice(0, -1)}ieth` : `${m[2]}th`);
    return m[1] + last;
  };
  const sayDate = (t: Dt) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;

  /** United States patent: homestead, cash entry, desert land or stock-raising homestead (minerals reserved). */
  const usPatent = (f: Farm, exec: Dt, patentee: Person, kind: 'homestead' | 'cash' | 'desert' | 'stock'): string => {
    const G: Party = { p: fixedOrg('United States of America'), role: 'grantor' };
    const E: Party = { p: patentee, role: 'grantee' };
    const names = new Map<string, string>([[G.p.id, 'United States of America']]);
    nameAll([E], exec.y, names, { caps: 0.3 });
    const pn = names.get(patentee.id)!;
    const rec = shift(exec, 40 + r.int(r.chance(0.3) ? 3000 : 500));
    const office = r.pick(A.key === 'acadiana' ? ['New Orleans, Louisiana', 'Natchitoches, Louisiana'] : A.key === 'bighorn' ? ['Lander, Wyoming', 'Buffalo, Wyoming'] : ['Sacramento, California', 'Marysville, California']);
    const land = f.tracts.map(patentTract).join('; and ');
    const act = kind === 'homestead' ? 'the Act of Congress approved May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto'
      : kind === 'stock' ? 'the Act of Congress approved December 29, 1916 (39 Stat., 862), entitled "An Act to provide for stock-raising homesteads, and for other purposes"'
      : kind === 'desert' ? 'the Act of Congress of March 3, 1877, entitled "An Act to provide for the sale of desert lands in certain States and Territories," and the acts amendatory thereof'
      : 'the Act of Congress of April 24, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto';
    const pres = presidentIn(exec.y);
    const modern = exec.y >= 1908;
    const serial = modern ? `${office.split(',')[0]} 0${1000 + r.int(8999)}` : `${1000 + r.int(9000)}`;
    const reserve = kind === 'stock' ? '\n\nEXCEPTING AND RESERVING, however, to the United States all the coal and other minerals in the lands so entered and patented, together with the right to prospect for, mine, and remove the same pursuant to the provisions and limitations of the said Act of December 29, 1916.' : '';
    const st = stamp(rec, f.county, 'Patent');
    const text = modern
      ? `THE UNITED STATES OF AMERICA\n\n${r.pick(['Patent Number', 'No.'])} ${700000 + r.int(300000)}      Serial ${serial}\n\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, a certificate of the Register of the Land Office at ${office}, has been issued showing that pursuant to ${act}, the ${kind === 'cash' ? 'payment' : 'claim'} of ${pn} has been ${kind === 'cash' ? 'made in full' : 'established and duly consummated, in conformity to law,'} for ${land}, according to the official plat of the survey of the said land, on file in the General Land Office:\n\nNOW KNOW YE, That the UNITED STATES OF AMERICA, in consideration of the premises, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND GRANT, unto the said claimant and to the heirs of the said claimant the tract above described; TO HAVE AND TO HOLD the same, together with all the rights, privileges, immunities, and appurtenances, of whatsoever nature, thereunto belonging, unto the said claimant and to the heirs and assigns of the said claimant forever; subject to any vested and accrued water rights for mining, agricultural, manufacturing, or other purposes; and there is reserved from the lands hereby granted, a right of way thereon for ditches or canals constructed by the authority of the United States.${reserve}\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${DAY_WORDS[exec.d].toUpperCase()} day of ${MONTHS[exec.m - 1].toUpperCase()}, in the year of our Lord one thousand nine hundred and ${numberWords(exec.y % 100).toUpperCase()}, and of the Independence of the United States the one hundred and ${ordWords(exec.y - 1776 - 100)}.\n\nBy the President: ${pres}\nBy ${offPool[16]}, Secretary.\n${offPool[17]}, Recorder of the General Land Office.\n\n${st.text}`
      : `${st.text}\n\nTHE UNITED STATES OF AMERICA,\n\n${kind === 'homestead' ? 'Homestead Certificate' : 'Certificate'} No. ${serial}.      Application ${1000 + r.int(9000)}.\n\nTo all to whom these presents shall come, Greeting:\n\nKnow ye, that whereas there has been deposited in the General Land Office of the United States a certificate of the Register of the Land Office at ${office}, whereby it appears that, pursuant to ${act}, ${kind === 'cash' ? `full payment has been made by ${pn}` : `the claim of ${pn} has been established and duly consummated`} for ${land}, according to the official plat of the survey of the said land returned to the General Land Office by the Surveyor General: Now, therefore, the United States of America, in consideration of the premises, and in conformity with the said Act of Congress, has given and granted, and by these presents does give and grant, unto the said ${pn}, and to ${patentee.female ? 'her' : 'his'} heirs, the said tract above described; to have and to hold the same, together with all the rights, privileges, immunities and appurtenances thereunto belonging, unto the said ${pn}, and to ${patentee.female ? 'her' : 'his'} heirs and assigns forever.\n\nIn testimony whereof, I, ${pres}, President of the United States, have caused these letters to be made patent, and the seal of the General Land Office to be hereunto affixed.\n\nGiven under my hand, at the City of Washington, the ${DAY_WORDS[exec.d]} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearSpelled(exec.y, 1)}, and of the Independence of the United States the ${ordWords(exec.y - 1776)}.\n\nBy the President: ${pres}\nBy ${offPool[16]}, Secretary.\n${offPool[17]}, Recorder of the General Land Office.\nRecorded, Vol. ${4 + r.int(30)}, Page ${1 + r.int(500)}.`;
    const file = addDoc({ category: 'patent', parties: [G, E], names, text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(file, f.tracts, 'fee', [G], [E]);
    return file;
  };

  const CHIEFS: Array<[number, string, string, string]> = [[1906, 'Green McCurtain', 'Douglas H. Johnston', 'James R. Garfield'], [1909, 'Green McCurtain', 'Douglas H. Johnston', 'R. A. Ballinger'], [1911, 'Victor M. Locke', 'Douglas H. Johnston', 'Walter L. Fisher']];
  const TX_GOVS: Array<[number, string]> = [[1874, 'Richard Coke'], [1876, 'R. B. Hubbard'], [1879, 'O. M. Roberts'], [1883, 'John Ireland'], [1887, 'L. S. Ross'], [1891, 'J. S. Hogg'], [1895, 'C. A. Culberson'], [1899, 'Joseph D. Sayers'], [1903, 'S. W. T. Lanham'], [1907, 'T. M. Campbell']];
  const LA_GOVS: Array<[number, string]> = [[1868, 'H. C. Warmoth'], [1873, 'Wm. Pitt Kellogg'], [1877, 'Francis T. Nicholls'], [1880, 'Louis A. Wiltz'], [1881, 'S. D. McEnery'], [1888, 'Francis T. Nicholls'], [1892, 'Murphy J. Foster']];
  const WY_GOVS: Array<[number, string]> = [[1899, 'DeForest Richards'], [1903, 'Fenimore Chatterton'], [1905, 'Bryant B. Brooks'], [1911, 'Joseph M. Carey'], [1915, 'John B. Kendrick'], [1919, 'Robert D. Carey'], [1923, 'William B. Ross']];
  const govIn = (xs: Array<[number, string]>, y: number) => ([...xs].reverse().find((x) => x[0] <= y) ?? xs[0])[1];

  /** A sovereign's first grant other than the United States': the Nations' allotment patent, a Texas, Louisiana or Wyoming patent. */
  const statePatent = (f: Farm, exec: Dt, patentee: Person): string => {
    const t = f.tracts[0];
    const sov = A.key === 'ardmore' ? 'Choctaw and Chickasaw Nations' : A.key === 'bendarch' ? 'State of Texas' : A.key === 'acadiana' ? 'State of Louisiana' : 'State of Wyoming';
    const G: Party = { p: fixedOrg(sov), role: 'grantor' };
    const E: Party = { p: patentee, role: 'grantee' };
    const names = new Map<string, string>([[G.p.id, sov]]);
    nameAll([E], exec.y, names, { caps: 0.25 });
    const pn = names.get(patentee.id)!;
    const his = patentee.female ? 'her' : 'his';
    const rec = shift(exec, 30 + r.int(900));
    const st = stamp(rec, f.county, 'Patent');
    let text: string;
    if (A.key === 'ardmore') {
      const [, chief, gov, sec] = [...CHIEFS].reverse().find((x) => x[0] <= exec.y) ?? CHIEFS[0];
      const roll = 1000 + r.int(5000);
      const home = r.chance(0.5);
      text = `${r.pick(['ALLOTMENT PATENT', 'PATENT', 'ALLOTMENT DEED'])}\n\nChickasaw Roll No. ${roll}        Allotment No. ${2000 + r.int(9000)}\n\nTHE CHOCTAW AND CHICKASAW NATIONS,\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, by the Act of Congress approved July 1, 1902 (32 Stats., 641), ratified by the citizens of the Choctaw and Chickasaw Nations on September 25, 1902, it was provided that each citizen of said Nations should receive an allotment of land equal in value to his or her distributive share of the allottable lands of said Nations; and WHEREAS, the Commission to the Five Civilized Tribes has certified that the land hereinafter described has been selected by or on behalf of ${pn}, a citizen of the Chickasaw Nation, as ${his} ${home ? 'homestead' : 'allotment of surplus land'}:\n\nNOW, THEREFORE, we, ${chief}, Principal Chief of the Choctaw Nation, and ${gov}, Governor of the Chickasaw Nation, by virtue of the power and authority vested in us by said Act of Congress, have granted and conveyed, and by these presents do grant and convey unto the said ${pn} all right, title and interest of the Choctaw and Chickasaw Nations, and of all other citizens of said Nations, in and to the following described land, situated in the Chickasaw Nation, now ${f.county.name} County, State of Oklahoma, to-wit:\n\n${f.tracts.map((x) => tractText(x, false)).join(';\n')}${home ? `\n\nwhich land shall be inalienable during the lifetime of the said allottee, not exceeding twenty-one years from the date of the certificate of allotment.` : ''}\n\nIN WITNESS WHEREOF, we have hereunto set our hands and caused the great seals of said Nations to be affixed ${thisDate(r, exec)}.\n\n${chief}, Principal Chief of the Choctaw Nation.\n${gov}, Governor of the Chickasaw Nation.\n\nApproved: ${sec}, Secretary of the Interior.\n\n${st.text}`;
    } else if (A.key === 'bendarch') {
      const gov = govIn(TX_GOVS, exec.y);
      const grant = t.kind === 'tel' ? 'the Texas Emigration and Land Company' : 'the Buffalo Bayou, Brazos and Colorado Railway Company';
      const top = r.chance(0.5);
      text = `${top ? `${st.text}\n\n` : ''}THE STATE OF TEXAS\n\nPatent No. ${100 + r.int(900)}        Vol. ${10 + r.int(50)}\n[Abst. ${t.abstract}  ${t.county.name} County  ${t.acres} Acres]\n\nKNOW ALL MEN BY THESE PRESENTS: That I, ${gov}, Governor of the State of Texas, by virtue of the power vested in me by law, and in accordance with the laws of this State, have granted, and by these presents do grant, unto ${pn}, assignee of ${grant}, and to ${his} heirs or assigns forever, ${numberWords(t.acres!)} (${t.acres}) acres of land, situated in ${t.county.name} County, being Section No. ${t.sec} of the lands surveyed for ${grant} by virtue of Certificate No. ${10 + r.int(900)}, Abstract No. ${t.abstract}, the field notes of which are of record in the General Land Office.\n\nTo have and to hold the said land, with all its hereditaments and appurtenances, to the said grantee, ${his} heirs or assigns forever.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office, at the City of Austin, ${thisDate(r, exec)}.\n\n${gov}, Governor.\n${offPool[7]}, Commissioner of the General Land Office.${top ? '' : `\n\n${st.text}`}`;
    } else if (A.key === 'acadiana') {
      const gov = govIn(LA_GOVS, exec.y);
      text = `THE STATE OF LOUISIANA\n\nSwamp Land Patent No. ${1000 + r.int(9000)}\n\nTo all to whom these presents shall come, Greeting:\n\nKnow Ye, That whereas ${pn} has deposited in the State Land Office a certificate of the Register thereof, showing that full payment has been made for ${land(f)}, being swamp and overflowed land granted to the State of Louisiana by the Act of Congress approved September 28, 1850:\n\nNow, therefore, the State of Louisiana, in consideration of the premises, has granted and by these presents does grant unto the said ${pn}, ${his} heirs and assigns, the said tract of land above described, to have and to hold the same forever.\n\nIn testimony whereof, I, ${gov}, Governor of the State of Louisiana, have caused these letters to be made patent, and the seal of the State to be hereunto affixed. Done at the City of ${exec.y < 1882 ? 'New Orleans' : 'Baton Rouge'}, ${thisDate(r, exec)}.\n\n${gov}, Governor.\n${offPool[7]}, Register of the State Land Office.\n\n${st.text}`;
    } else {
      const gov = govIn(WY_GOVS, exec.y);
      text = `THE STATE OF WYOMING\n\nCarey Act Patent No. ${100 + r.int(2000)}\n\nWHEREAS, ${pn} has fully complied with the requirements of the Act of Congress approved August 18, 1894, known as the Carey Act, and of the laws of the State of Wyoming accepting the grant made thereby, by the reclamation, settlement and cultivation of ${land(f)}, in ${f.county.name} County, being part of Segregation List No. ${2 + r.int(40)}, and has paid to the State the price fixed for said land:\n\nNOW, THEREFORE, the State of Wyoming, by virtue of the premises and of the patent of the United States therefor, does hereby grant and convey unto the said ${pn}, ${his} heirs and assigns forever, the land above described.\n\nIN WITNESS WHEREOF, the Governor of the State of Wyoming has hereunto set his hand and caused the Great Seal of the State to be affixed at Cheyenne, ${thisDate(r, exec)}.\n\n${gov}, Governor.\nAttest: ${offPool[7]}, Secretary of State.\n${offPool[8]}, Commissioner of Public Lands.\n\n${st.text}`;
    }
    const file = addDoc({ category: 'patent', parties: [G, E], names, text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(file, f.tracts, 'fee', [G], [E]);
    return file;
  };
  const land = (f: Farm) => f.tracts.map(patentTract).join('; and ');

  /** A Texas county's deed of a labor of its school land (the county is the party, its judge signs). */
  const countyDeed = (f: Farm, exec: Dt, buyerP: Person): string => {
    const t = f.tracts[0];
    const countyName = t.name.replace(' School Land', '');
    const G: Party = { p: fixedOrg(countyName), role: 'grantor' };
    const E: Party = { p: buyerP, role: 'grantee' };
    const names = new Map<string, string>([[G.p.id, countyName]]);
    nameAll([E], exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec, 0.7);
    const judge = offPool[8];
    signerSex = FEMALE_OFFICIALS.test(judge) ? 'she' : 'he';
    const price = (1 + r.int(3)) * 100 + 77;
    const st = stamp(rec, f.county, 'Deed');
    const text = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${countyName}, ${r.pick(['Texas, a body politic', 'Texas, a political subdivision of the State', 'Texas'])}, acting herein by and through ${judge}, its County Judge, thereunto duly authorized by an order of the Commissioners' Court of said County, for and in consideration of the sum of ${numCap(price)} Dollars, paid and secured to be paid by ${sideText([E], names, exec)}, has granted, sold and conveyed, and by these presents does grant, sell and convey unto the said ${names.get(buyerP.id)}, ${buyerP.female ? 'her' : 'his'} heirs and assigns, the following described land, being a part of the school lands granted to ${countyName} by the State of Texas, situated in ${f.county.name} County, Texas, to-wit:\n\n${descAll(f.tracts, false)}\n\nTO HAVE AND TO HOLD the same unto the said grantee, ${buyerP.female ? 'her' : 'his'} heirs and assigns forever; and ${countyName} does hereby bind itself to WARRANT AND FOREVER DEFEND the title to said land unto the said grantee against every person whomsoever lawfully claiming the same.\n\nIN TESTIMONY WHEREOF, the said County has caused these presents to be executed by its County Judge and attested by the seal of the Commissioners' Court ${thisDate(r, exec)}.\n\n${countyName.toUpperCase()}, TEXAS\nBy ${judge}, County Judge\n\n${ack(ackD, [`${judge}, County Judge of ${countyName}, Texas`], f.county)}\n\n${st.text}`;
    const file = addDoc({ category: 'warranty_deed', parties: [G, E], names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(file, f.tracts, 'fee', [G], [E]);
    return file;
  };

  // ---------------------------------------------------------- deeds of the land
  type DeedKind = 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed';
  interface DeedOpts { kind: DeedKind; grantors: Party[]; grantees: Person[]; taking?: Farm['tenancy']; reserve?: Fr | null; reserveAll?: boolean; heirsOf?: Person | null; allottee?: boolean; toTrust?: boolean }
  const reservationText = (frac: Fr, all: boolean, holders: string[]): string => {
    const what = all ? 'all of the oil, gas and other minerals' : `${undivided(r, frac)} in and to all of the oil, gas and other minerals`;
    const who = holders.length > 1 ? 'the grantors' : r.pick(['the grantor', `the said ${holders[0]}`]);
    switch (A.key) {
      case 'ardmore': return `EXCEPT, and there is hereby reserved unto ${who}, ${holders.length > 1 ? 'their' : 'his'} heirs and assigns, ${what} in and under the above described land, with the right of ingress and egress for the purpose of developing the same.`;
      case 'bendarch': return `SAVE AND EXCEPT, and there is hereby reserved unto ${who}, ${what} in, on and under said land, together with the right to explore for, produce and market the same.`;
      case 'acadiana': return `${upFirst(who.replace('the grantor', 'Vendor').replace('the grantors', 'Vendors'))} reserve${holders.length > 1 ? '' : 's'} unto ${holders.length > 1 ? 'themselves' : 'himself'}, ${holders.length > 1 ? 'their' : 'his'} heirs and assigns, ${what.replace('oil, gas and other minerals', 'oil, gas, sulphur and other minerals')} in, on and under the property herein conveyed.`;
      case 'bighorn': return `Grantor${holders.length > 1 ? 's' : ''} hereby reserve${holders.length > 1 ? '' : 's'} and except${holders.length > 1 ? '' : 's'} from this conveyance ${what} in and under said lands, together with the right to enter upon said lands for the purpose of removing the same.`;
      default: return `Excepting and reserving unto ${who}, ${what.replace('oil, gas and other minerals', 'oil, gas and other hydrocarbon substances and minerals')} in and under said land, without, however, the right of surface entry above a depth of five hundred feet.`;
    }
  };
  const subjectTo = (f: Farm): string => {
    const parts: string[] = [];
    if (f.noMinerals) parts.push(r.pick(['This conveyance is made subject to the reservation to the United States of all the coal and other minerals, as set forth in the patent.', 'SUBJECT TO the reservation of coal and other minerals to the United States of America in the patent to said land.']));
    else if (f.severed.length && r.chance(0.6)) parts.push(r.pick(['This conveyance is made subject to all prior reservations and conveyances of oil, gas and other minerals of record.', 'SUBJECT TO all mineral reservations and mineral conveyances of record.', 'There is excepted from the warranty herein all oil, gas and minerals heretofore reserved or conveyed by instruments of record.']));
    if (f.lease && r.chance(0.6)) parts.push(r.pick(['This conveyance is also made subject to the oil and gas lease of record covering said land.', 'SUBJECT TO any valid oil and gas lease of record.']));
    return parts.length ? `\n\n${parts.join(' ')}` : '';
  };
  const pl = (xs: Party[]) => new Set(xs.map((q) => q.p.id)).size > 1;

  /** A deed of the land. Returns the file. */
  const landDeed = (f: Farm, exec: Dt, o: DeedOpts): string => {
    let kind = o.kind;
    if ((la || A.key === 'riovista') && kind === 'special_warranty_deed') kind = 'warranty_deed';
    const G = withRole(o.grantors, 'grantor');
    const E: Party[] = o.grantees.map((p) => ({ p, role: 'grantee' }));
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names, { estateOf: undefined });
    const y = exec.y;
    const cty = f.county.name;
    const holders = G.filter((q) => !q.joins).map((q) => names.get(q.p.id)!);
    const res = o.reserve ? `\n\n${reservationText(o.reserve, !!o.reserveAll, holders)}` : '';
    const subj = subjectTo(f);
    const gP = pl(G);
    const eP = pl(E);
    const gT = sideText(G, names, exec, { heirsOf: o.heirsOf });
    const eT = sideText(E, names, exec, { taking: o.taking });
    const desc = descAll(f.tracts, r.chance(0.4), tx && r.chance(0.5));
    let undated = r.chance(0.04) && !la;
    let authentic = false;
    let ackD: Dt;
    let rec: Dt;
    ({ ack: ackD, rec } = datesFrom(exec));
    const onlySigs = !la && !o.heirsOf && !G.some((q) => q.p.showRes || q.p.kind === 'org' || q.p.trust) && r.chance(0.12);
    const gWho = onlySigs ? (gP ? r.pick(['the undersigned grantors', 'the undersigned, being all of the grantors herein']) : r.pick(['the undersigned', 'the undersigned grantor'])) : gT;
    const series: Series = 'Deed';
    let title: string;
    let body: string;
    const habendumHeirs = E.some((q) => q.p.kind === 'org') ? 'its successors and assigns' : eP ? 'their heirs and assigns' : `${E[0].p.female ? 'her' : 'his'} heirs and assigns`;
    switch (A.key) {
      case 'ardmore': {
        if (kind === 'warranty_deed') {
          title = r.pick(['GENERAL WARRANTY DEED', 'WARRANTY DEED', 'WARRANTY DEED\n(Oklahoma Statutory Form)']);
          body = y >= 1980 && r.chance(0.5)
            ? `${gWho}, hereinafter called "Grantor", for and in consideration of ${consideration(y)}, the receipt and sufficiency of which are hereby acknowledged, ${gP ? 'do' : 'does'} hereby grant, bargain, sell and convey unto ${eT}, hereinafter called "Grantee", the following described real property situated in ${cty} County, State of Oklahoma:\n\n${desc}${res}${subj}\n\ntogether with all improvements thereon and the appurtenances thereunto belonging, and Grantor warrants the title to the same against the lawful claims of all persons whomsoever.\n\nOklahoma Documentary Stamp Tax: $${((r.int(300) + 10) * 0.75).toFixed(2)}`
            : `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${gWho}, part${gP ? 'ies' : 'y'} of the first part, in consideration of the sum of ${consideration(y)}, in hand paid, the receipt of which is hereby acknowledged, ${gP ? 'do' : 'does'} hereby grant, bargain, sell and convey unto ${eT}, part${eP ? 'ies' : 'y'} of the second part, the following described real property and premises, situate in ${cty} County, State of Oklahoma, to-wit:\n\n${desc}${res}\n\ntogether with all the improvements thereon and the appurtenances thereunto belonging, and warrant the title to the same.\n\nTO HAVE AND TO HOLD said described premises unto the said part${eP ? 'ies' : 'y'} of the second part, ${habendumHeirs} forever, free, clear and discharged of and from all former grants, charges, taxes, judgments, mortgages and other liens and incumbrances of whatsoever nature${subj ? ', except as hereinafter stated' : ''}.${subj}`;
        } else if (kind === 'special_warranty_deed') {
          title = 'SPECIAL WARRANTY DEED';
          body = `KNOW ALL MEN BY THESE PRESENTS: That ${gWho} (${gP ? '"Grantors"' : '"Grantor"'}), in consideration of ${consideration(y)}, ${gP ? 'do' : 'does'} hereby grant, bargain, sell and convey unto ${eT} ("Grantee") the following described real property in ${cty} County, Oklahoma, to-wit:\n\n${desc}${res}${subj}\n\nTO HAVE AND TO HOLD the same unto Grantee, ${habendumHeirs} forever; and Grantor will warrant and defend the title to said property against the lawful claims of all persons claiming by, through or under Grantor, but against none other.`;
        } else {
          title = r.pick(['QUIT-CLAIM DEED', 'QUIT CLAIM DEED']);
          body = `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${gWho}, part${gP ? 'ies' : 'y'} of the first part, in consideration of ${consideration(y)}, ${gP ? 'do' : 'does'} hereby quit-claim, grant, bargain, sell and convey unto ${eT}, part${eP ? 'ies' : 'y'} of the second part, all ${gP ? 'their' : 'of his'} right, title, interest, estate and every claim and demand, both at law and in equity, in and to the following described property, situate in ${cty} County, Oklahoma, to-wit:\n\n${desc}\n\ntogether with all the improvements thereon and the appurtenances thereunto belonging.\n\nTO HAVE AND TO HOLD the said described premises unto the said part${eP ? 'ies' : 'y'} of the second part, ${habendumHeirs} forever, so that neither the said part${gP ? 'ies' : 'y'} of the first part nor any person in ${gP ? 'their' : 'his'} name and behalf shall or will hereafter claim or demand any right or title to the said premises or any part thereof.`;
        }
        break;
      }
      case 'bendarch': {
        const modern = y >= 1985 && r.chance(0.6) && !onlySigs;
        const cov = kind === 'warranty_deed' ? 'against every person whomsoever lawfully claiming or to claim the same or any part thereof' : 'against every person whomsoever lawfully claiming or to claim the same or any part thereof, by, through or under Grantor, but not otherwise';
        if (kind === 'quitclaim_deed') {
          title = modern ? 'DEED WITHOUT WARRANTY' : 'QUITCLAIM DEED';
          body = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${gWho}, for and in consideration of ${consideration(y)} paid by ${eT}, the receipt of which is hereby acknowledged, ${gP ? 'have' : 'has'} QUITCLAIMED, and by these presents ${gP ? 'do' : 'does'} QUITCLAIM, unto the said grantee${eP ? 's' : ''}, ${habendumHeirs}, all of ${gP ? 'our' : 'my'} right, title and interest in and to the following described land in ${cty} County, Texas:\n\n${desc}\n\nTO HAVE AND TO HOLD the same unto the said grantee${eP ? 's' : ''}, ${habendumHeirs} forever, without warranty of any kind, express or implied.`;
        } else if (modern) {
          title = kind === 'warranty_deed' ? r.pick(['GENERAL WARRANTY DEED', 'WARRANTY DEED']) : 'SPECIAL WARRANTY DEED';
          undated = false;
          body = `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\nDate: ${sayDate(exec)}\n\nGrantor: ${gT}\n\nGrantor's Mailing Address: ${100 + r.int(900)} ${r.pick(['Elm St.', 'County Road 120', 'FM 1769', 'Oak Drive'])}, ${r.pick(A.towns)}, Texas\n\nGrantee: ${eT}\n\nGrantee's Mailing Address: P.O. Box ${10 + r.int(990)}, ${r.pick(A.towns)}, Texas\n\nConsideration: Cash and other good and valuable consideration.\n\nProperty (including any improvements):\n\n${desc}\n\nReservations from Conveyance: ${res ? res.trim() : 'None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded and validly existing instruments, other than conveyances of the surface fee estate, that affect the Property${subj ? `; ${subj.trim()}` : '.'}\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns ${cov}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.`;
        } else {
          title = kind === 'warranty_deed' ? r.pick(['WARRANTY DEED', 'WARRANTY DEED', 'WARRANTY DEED WITH VENDOR\'S LIEN']) : 'SPECIAL WARRANTY DEED';
          const lien = title.includes('LIEN') ? ` and the further consideration of the execution and delivery by the said grantee${eP ? 's' : ''} of ${r.pick(['one', 'two'])} certain promissory note${r.chance(0.5) ? 's' : ''} of even date herewith, payable to the order of ${r.pick(A.banks)}, the payment of which is secured by the vendor's lien herein retained` : '';
          body = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${gWho}${/, of [A-Z]/.test(gWho) ? '' : `, of the County of ${cty}, State of Texas`}, for and in consideration of ${consideration(y)} to ${gP ? 'us' : 'me'} in hand paid by ${eT}${lien}, ${gP ? 'have' : 'has'} Granted, Sold and Conveyed, and by these presents ${gP ? 'do' : 'does'} Grant, Sell and Convey unto the said ${eP ? 'grantees' : 'grantee'}, all that certain tract or parcel of land lying and being situated in ${cty} County, Texas, described as follows, to-wit:\n\n${desc}${res}${subj}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said grantee${eP ? 's' : ''}, ${habendumHeirs} forever; and ${gP ? 'we do' : 'I do'} hereby bind ${gP ? 'ourselves, our' : 'myself, my'} heirs, executors and administrators to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said grantee${eP ? 's' : ''}, ${habendumHeirs}, ${cov}.${lien ? '\n\nBut it is expressly agreed and stipulated that the Vendor\'s Lien is retained against the above described property until the above described note, and all interest thereon, is fully paid according to its face and tenor, when this deed shall become absolute.' : ''}`;
        }
        break;
      }
      case 'acadiana': {
        const vP = gP ? 'Vendors' : 'Vendor';
        authentic = r.chance(0.55);
        if (authentic) { ackD = exec; rec = shift(exec, 1 + r.int(30)); undated = false; }
        const town = r.pick(A.towns);
        const warr = kind === 'warranty_deed'
          ? 'with full guarantee of title, and with complete transfer and subrogation of all rights and actions of warranty against all preceding owners and vendors'
          : 'without any warranty whatsoever, not even for the return of the purchase price, but with full substitution and subrogation in and to all the rights and actions of warranty which the said Vendor has or may have against all preceding owners and vendors';
        title = kind === 'warranty_deed' ? (authentic ? r.pick(['ACT OF CASH SALE', 'CASH SALE', 'ACT OF SALE']) : r.pick(['CASH SALE DEED', 'SALE OF LAND', 'CASH SALE'])) : r.pick(['QUITCLAIM DEED', 'ACT OF SALE WITHOUT WARRANTY', 'QUITCLAIM']);
        if (authentic) {
          body = `UNITED STATES OF AMERICA\n${venue(f.county)}\n\nBE IT KNOWN, that on this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${exec.y < 1950 && r.chance(0.5) ? yearSpelled(exec.y, 0) : exec.y}, before me, ${notary()}, a Notary Public, duly commissioned and qualified in and for the Parish of ${cty}, State of Louisiana, and in the presence of the witnesses hereinafter named and undersigned, personally came and appeared:\n\n${gT}\n\nhereinafter called "${vP}", who declared that for the consideration hereinafter expressed, ${vP} ${gP ? 'do' : 'does'} by these presents grant, bargain, sell, convey, transfer, assign, set over and deliver, ${warr}, unto:\n\n${eT}\n\nhereinafter called "Vendee", here present, accepting and purchasing for ${habendumHeirs}, and acknowledging due delivery and possession thereof, all and singular the following described property, to-wit:\n\n${desc}${res}${subj}\n\nTo have and to hold the said property unto the said Vendee, ${habendumHeirs} forever.\n\nThis sale is made and accepted for and in consideration of the price and sum of ${consideration(y)}, cash, which the said Vendee has well and truly paid, in ready and current money, to the said ${vP}, who hereby acknowledge${gP ? '' : 's'} the receipt thereof and grant${gP ? '' : 's'} full acquittance and discharge therefor.\n\nTHUS DONE AND PASSED, in my office at ${town}, Louisiana, on the day, month and year first above written, in the presence of ${witnesses().join(' and ')}, competent witnesses, who hereunto sign their names with the said appearers and me, Notary, after due reading of the whole.`;
        } else {
          body = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${gT} (herein called "${vP}"), for and in consideration of ${consideration(y)} cash in hand paid, the receipt whereof is hereby acknowledged, ${gP ? 'do' : 'does'} hereby sell, transfer, convey and deliver, ${warr}, unto ${eT} (herein called "Vendee"), the following described property, to-wit:\n\n${desc}${res}${subj}\n\nTo have and to hold unto the said Vendee, ${habendumHeirs} forever.`;
        }
        break;
      }
      case 'bighorn': {
        const indenture = y < 1945 && kind !== 'quitclaim_deed' && !onlySigs && r.chance(0.45);
        if (indenture) {
          title = 'WARRANTY DEED';
          undated = false;
          body = `THIS INDENTURE, Made this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearSpelled(exec.y, 1)}, between ${gT}, of the County of ${cty} and State of Wyoming, part${gP ? 'ies' : 'y'} of the first part, and ${eT}, part${eP ? 'ies' : 'y'} of the second part,\n\nWITNESSETH, That the said part${gP ? 'ies' : 'y'} of the first part, for and in consideration of the sum of ${consideration(y)} to ${gP ? 'them' : G[0].p.kind === 'org' ? 'it' : G[0].p.female ? 'her' : 'him'} in hand paid by the said part${eP ? 'ies' : 'y'} of the second part, the receipt whereof is hereby confessed and acknowledged, ${gP ? 'have' : 'has'} granted, bargained, sold and conveyed, and by these presents ${gP ? 'do' : 'does'} grant, bargain, sell, convey and confirm, unto the said part${eP ? 'ies' : 'y'} of the second part, ${habendumHeirs} forever, all the following described real estate, situate, lying and being in the County of ${cty} and State of Wyoming, to-wit:\n\n${desc}\n\nhereby releasing and waiving all rights under and by virtue of the homestead exemption laws of the State of Wyoming; and the said part${gP ? 'ies' : 'y'} of the first part, for ${gP ? 'themselves, their' : 'himself, his'} heirs, executors and administrators, do${gP ? '' : 'es'} covenant to and with the said part${eP ? 'ies' : 'y'} of the second part that at the time of the ensealing and delivery of these presents ${gP ? 'they were' : 'he was'} well seized of the premises above conveyed, as of a good, sure, perfect, absolute and indefeasible estate of inheritance in fee simple, and will WARRANT AND FOREVER DEFEND the same against all lawful claims whatsoever.${res}${subj}`;
        } else {
          const verb = kind === 'warranty_deed' ? (gP ? 'CONVEY AND WARRANT' : 'CONVEYS AND WARRANTS') : kind === 'special_warranty_deed' ? (gP ? 'CONVEY AND SPECIALLY WARRANT' : 'CONVEYS AND SPECIALLY WARRANTS') : (gP ? 'CONVEY AND QUITCLAIM' : 'CONVEYS AND QUITCLAIMS');
          title = kind === 'warranty_deed' ? 'WARRANTY DEED' : kind === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : r.pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED']);
          body = `${upFirst(gWho)}${onlySigs ? '' : `, Grantor${gP ? 's' : ''}`}, of ${cty} County, State of Wyoming, for and in consideration of ${consideration(y)} in hand paid, receipt whereof is hereby acknowledged, ${verb} to ${eT}, Grantee${eP ? 's' : ''}, whose address is ${r.pick(['Route 1', 'P.O. Box ' + (10 + r.int(500)), (100 + r.int(2000)) + ' Lane 11'])}, ${r.pick(A.towns)}, Wyoming, ${kind === 'quitclaim_deed' ? 'all of Grantor\'s right, title and interest in ' : ''}the following described real estate, situate in ${cty} County and State of Wyoming, hereby releasing and waiving all rights under and by virtue of the homestead exemption laws of the State of Wyoming, to-wit:\n\n${desc}${res}${subj}${kind === 'special_warranty_deed' ? '\n\nGrantor warrants the title to the above described real estate against all persons claiming by, through or under Grantor, and against none other.' : ''}`;
        }
        break;
      }
      default: {
        const indenture = y < 1935 && !onlySigs && r.chance(0.5);
        if (indenture) {
          title = kind === 'quitclaim_deed' ? 'QUITCLAIM DEED' : r.pick(['DEED', 'GRANT, BARGAIN AND SALE DEED']);
          undated = false;
          const words = kind === 'quitclaim_deed' ? 'remise, release and forever quitclaim' : 'grant, bargain, sell, convey and confirm';
          body = `THIS INDENTURE, made the ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearSpelled(exec.y, 1)}, between ${gT}, the part${gP ? 'ies' : 'y'} of the first part, and ${eT}, the part${eP ? 'ies' : 'y'} of the second part,\n\nWITNESSETH: That the said part${gP ? 'ies' : 'y'} of the first part, for and in consideration of the sum of ${consideration(y)}, to ${gP ? 'them' : G[0].p.kind === 'org' ? 'it' : G[0].p.female ? 'her' : 'him'} in hand paid by the said part${eP ? 'ies' : 'y'} of the second part, the receipt whereof is hereby acknowledged, ${gP ? 'do' : 'does'} by these presents ${words} unto the said part${eP ? 'ies' : 'y'} of the second part, and to ${habendumHeirs} forever, all that certain ${r.pick(['piece or parcel of land', 'real property', 'lot, piece or parcel of land'])} situate, lying and being in the County of ${cty}, State of California, and bounded and particularly described as follows, to-wit:\n\n${desc}${res}${subj}\n\nTOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining, and the reversion and reversions, remainder and remainders, rents, issues and profits thereof.\n\nTO HAVE AND TO HOLD, all and singular the said premises, together with the appurtenances, unto the said part${eP ? 'ies' : 'y'} of the second part, and to ${habendumHeirs} forever.`;
        } else {
          title = kind === 'quitclaim_deed' ? 'QUITCLAIM DEED' : r.pick(['GRANT DEED', 'GRANT DEED', 'INDIVIDUAL GRANT DEED']);
          const gLabel = onlySigs ? '' : `, GRANTOR${gP ? 'S' : ''},`;
          if (y < 1968) body = `${kind === 'quitclaim_deed' ? `${gWho} do${gP ? '' : 'es'} hereby remise, release and forever quitclaim to ${eT}` : `${gWho}${gLabel} in consideration of ${consideration(y)}, receipt of which is acknowledged, do${gP ? '' : 'es'} hereby GRANT to ${eT}`} all that real property situate in the County of ${cty}, State of California, described as follows:\n\n${desc}${res}${subj}`;
          else {
          const tax = kind === 'quitclaim_deed' ? '0.00' : ((r.int(900) + 20) * 1.1).toFixed(2);
          const apn = `${String(r.int(999)).padStart(4, '0')}-${String(r.int(999)).padStart(3, '0')}-${String(r.int(99)).padStart(3, '0')}`;
          body = `APN: ${apn}\n\nThe undersigned grantor(s) declare(s): Documentary transfer tax is $${tax}${kind === 'quitclaim_deed' ? ' (no consideration)' : ' computed on full value of property conveyed'}.\n\n${kind === 'quitclaim_deed' ? `For value received, ${gWho} do${gP ? '' : 'es'} hereby REMISE, RELEASE AND FOREVER QUITCLAIM to ${eT}` : `For value received, ${gWho}${gLabel} hereby GRANT${gP ? '' : 'S'} to ${eT}, GRANTEE${eP ? 'S' : ''},`} all that real property situated in the ${r.pick(['unincorporated area of the ', ''])}County of ${cty}, State of California, described as follows:\n\n${desc}${res}${subj}`;
          }
        }
      }
    }
    const sigs = signatures(G, names, y);
    const ackTxt = authentic ? '' : `\n\n${ack(ackD, signerNames(G, names, y), f.county, A.key === 'bighorn' && y < 1960 ? wifeOf(G, names) : undefined)}`;
    const approval = o.allottee && A.key === 'ardmore' ? `\n\n${r.pick([`APPROVED, as to the removal of restrictions: ${offPool[9]}, Superintendent for the Five Civilized Tribes.`, `The within deed is hereby approved by the County Court of ${cty} County, Oklahoma, the grantor being a full-blood Chickasaw allottee.\n${offPool[8]}, County Judge.`])}` : '';
    const dl = authentic ? '' : undated ? `\n\n${blankDateLine()}` : body.includes(`Date: ${sayDate(exec)}`) || body.startsWith('THIS INDENTURE') ? '' : `\n\n${dateLine(exec)}`;
    const authSig = authentic ? `\n\n${sigs}\n\n_______________________\n${notary()}, Notary Public` : `\n\n${sigs}`;
    const st = stamp(rec, f.county, series);
    const top = r.chance(0.35);
    const index = !la && !onlySigs && r.chance(0.1) ? `${r.pick(['Entry', 'No.', 'Item'])} ${10 + r.int(120)}.  ${title.split('\n')[0]}\n    ${G.map((q) => indexName(names.get(q.p.id)!, q.p)).join('; ')}\n        to${' '.repeat(24)}Dated ${undated ? 'none' : dashed(exec)}\n    ${E.map((q) => indexName(names.get(q.p.id)!, q.p)).join('; ')}${' '.repeat(6)}Filed ${dashed(rec)}\n${'-'.repeat(60)}\n\n` : '';
    const cover = y >= 1995 && !la && r.chance(0.4) ? `After recording return to:\n${r.pick([...A.titleCos, `${offPool[10]}, Attorney at Law`])}\n${r.pick(A.towns)}, ${A.state}\n\n` : '';
    const text = `${index}${cover}${top ? `${st.text}\n\n` : ''}${title}\n\n${body}${approval}${dl}${authSig}${ackTxt}${top ? '' : `\n\n${st.text}`}`;
    const file = addDoc({ category: kind, parties: [...G, ...E], names, text, exec: undated ? null : exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(file, f.tracts, 'fee', G, E);
    f.lastDeed = { date: exec, ref: st.ref };
    f.feeVia = true;
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };

  // ---------------------------------------------------------- minerals
  /** A mineral deed: `frac` of the whole, or null for all the grantor has. */
  const mineralDeed = (f: Farm, execIn: Dt, grantors: Party[], grantees: Person[], frac: Fr | null, o: { heirOf?: Person } = {}): string => {
    const exec = capped(execIn);
    const G = withRole(grantors, 'grantor');
    const E: Party[] = grantees.map((p) => ({ p, role: 'grantee' }));
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names, { caps: 0.08 });
    const y = exec.y;
    const cty = f.county.name;
    const gP = pl(G);
    let gT = sideText(G, names, exec);
    if (o.heirOf) gT = `${gT}, ${r.pick(['as the sole heir at law of', 'being the only child and heir of', 'son and heir of'])} ${recited(o.heirOf)}, deceased`;
    const eT = sideText(E, names, exec);
    const what = frac ? `${undivided(r, frac)} in and to all of the oil, gas and other minerals` : `all of ${gP ? 'grantors\'' : 'grantor\'s'} right, title and interest in and to the oil, gas and other minerals`;
    const desc = descAll(f.tracts, r.chance(0.5));
    let { ack: ackD, rec } = datesFrom(exec);
    let ex: Dt | null = exec;
    let eff: Dt | null = null;
    let title: string;
    let body: string;
    let dated = true;
    const companies = G.every((q) => q.p.kind === 'org') && E.every((q) => q.p.kind === 'org');
    if (companies && y >= 1990) {
      title = r.pick(['MINERAL CONVEYANCE', 'CONVEYANCE OF MINERAL INTEREST', 'MINERAL DEED']);
      if (r.chance(0.6)) { eff = exec; ex = null; ackD = shift(exec, 3 + r.int(40)); rec = shift(ackD, 2 + r.int(40)); }
      body = `${venue(f.county)}\n\nThis ${upFirst(title.toLowerCase()).replace(/\b(mineral|conveyance|interest|deed)\b/g, (w) => upFirst(w))} (this "Conveyance") is from ${gT} ("Grantor") to ${eT} ("Grantee").\n\nFor Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are acknowledged, Grantor grants, bargains, sells, conveys and assigns to Grantee ${what} in and under the lands described on Exhibit "A" (the "Lands"), together with all rights, royalties, bonuses, delay rentals and shut-in payments attributable thereto${eff ? `, effective as of 7:00 a.m. local time on ${sayDate(eff)} (the "Effective Time")` : ''}.\n\nGrantor warrants title to the interests conveyed against all persons claiming by, through or under Grantor, but not otherwise.${eff ? '\n\nThis Conveyance is executed on the dates of the acknowledgments below, to be effective as of the Effective Time.' : ''}\n\nEXHIBIT "A"\n\n${f.tracts.map((t) => `${tractText(t, true)}`).join('\n')}`;
      dated = !eff;
    } else {
      switch (A.key) {
        case 'acadiana': {
          title = r.pick(['SALE OF MINERAL RIGHTS', 'MINERAL DEED', 'SALE OF MINERALS']);
          body = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${gT}, for and in consideration of ${consideration(y)} cash, the receipt of which is acknowledged, ${gP ? 'do' : 'does'} hereby sell, transfer, assign and deliver, with full warranty of title, unto ${eT}, ${what.replace('oil, gas and other minerals', 'oil, gas, sulphur and other minerals')} in, on and under the following described property situated in the Parish of ${cty}, State of Louisiana, to-wit:\n\n${desc}\n\nIt is the intention of the parties that this sale shall create a mineral servitude in favor of the purchaser, and that the purchaser shall share in all bonuses, rentals and royalties under any lease now or hereafter affecting said property in the proportion which the interest herein sold bears to the whole.`;
          break;
        }
        case 'riovista': {
          title = r.pick(['MINERAL DEED', 'GRANT DEED OF MINERAL RIGHTS', 'GAS AND MINERAL DEED']);
          body = `For value received, ${gT}, hereby grant${gP ? '' : 's'} to ${eT}, ${what.replace('oil, gas and other minerals', 'oil, gas and other hydrocarbon substances and minerals')} in, under and that may be produced from the real property in the County of ${cty}, State of California, described as:\n\n${desc}\n\ntogether with the right to use so much of the surface as may be reasonably necessary to explore for, drill for, produce and remove the same.`;
          break;
        }
        default: {
          title = r.pick(['MINERAL DEED', 'MINERAL DEED', 'MINERAL RIGHT DEED', 'DEED OF MINERALS']);
          const verb = A.key === 'bighorn' && r.chance(0.5) ? `${gP ? 'grant, sell, convey and warrant' : 'grants, sells, conveys and warrants'}` : `${gP ? 'have' : 'has'} granted, sold and conveyed, and by these presents ${gP ? 'do' : 'does'} grant, sell and convey`;
          body = `${A.key === 'bendarch' ? `${venue(f.county)}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS: That ${gT}, hereinafter called Grantor${gP ? 's' : ''}, for and in consideration of ${consideration(y)} cash in hand paid by ${eT}, hereinafter called Grantee, ${verb} unto the said Grantee ${what} in and under and that may be produced from the following described land situated in ${cty} County, State of ${A.stateName}, to-wit:\n\n${desc}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom.\n\nGrantee shall share, in the proportion which the interest herein conveyed bears to the whole, in all bonuses, rentals and royalties payable under any oil and gas lease now of record on said land, from and after the date hereof; but Grantee shall not be required to join in any such lease.\n\nTO HAVE AND TO HOLD the above described interest unto the said Grantee, ${E[0].p.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor${gP ? 's do' : ' does'} hereby warrant the title thereto against all persons whomsoever.`;
        }
      }
    }
    const undated = dated && r.chance(0.04);
    if (undated) ex = null;
    const dl = !dated ? '' : undated ? `\n\n${blankDateLine()}` : `\n\n${dateLine(exec)}`;
    const st = stamp(rec, f.county, 'Deed');
    const top = r.chance(0.3);
    const text = `${top ? `${st.text}\n\n` : ''}${title}\n\n${body}${dl}\n\n${signatures(G, names, y)}\n\n${ack(ackD, signerNames(G, names, y), f.county)}${top ? '' : `\n\n${st.text}`}`;
    const file = addDoc({ category: 'mineral_deed', parties: [...G, ...E], names, text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['mineral'] });
    link(file, f.tracts, 'mineral', G, E);
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };

  const ROYALTY_TEXT = ['an undivided one-half (1/2) of the royalty', 'a 1/16 royalty interest', 'one-half of the one-eighth (1/8) royalty', 'an undivided 1/32 royalty interest', 'an undivided one-fourth (1/4) of all royalty', 'a one sixty-fourth (1/64) royalty'];
  const royaltyDeed = (f: Farm, exec: Dt, grantors: Party[], grantee: Person): string => {
    const G = withRole(grantors, 'grantor');
    const E: Party[] = [{ p: grantee, role: 'grantee' }];
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names);
    const gP = pl(G);
    const rt = r.pick(ROYALTY_TEXT);
    const { ack: ackD, rec } = datesFrom(exec);
    const title = la ? r.pick(['SALE OF ROYALTY', 'ROYALTY DEED']) : r.pick(['ROYALTY DEED', 'ROYALTY DEED', 'CONVEYANCE OF ROYALTY', 'ROYALTY TRANSFER']);
    const body = `${A.key === 'bendarch' || la ? `${venue(f.county)}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS: That ${sideText(G, names, exec)}, ${gP ? 'Grantors' : 'Grantor'}, for and in consideration of ${consideration(exec.y)}, ${gP ? 'do' : 'does'} hereby sell, assign, transfer and convey unto ${sideText(E, names, exec)}, Grantee, ${rt} in and to all oil, gas and other minerals produced, saved and sold from the following described land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nGrantee shall receive ${rt.replace(/^an? /, 'the said ')} free of all costs of production, but shall have no part in any bonus or delay rental, and Grantee's joinder shall not be necessary to any lease of said land, the executive right being retained by ${gP ? 'Grantors' : 'Grantor'}.\n\nTO HAVE AND TO HOLD the said royalty unto the said Grantee, ${grantee.kind === 'org' ? 'its successors' : `${grantee.female ? 'her' : 'his'} heirs`} and assigns forever.\n\n${dateLine(exec)}\n\n${signatures(G, names, exec.y)}\n\n${ack(ackD, signerNames(G, names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Deed').text}`;
    const file = addDoc({ category: 'royalty_deed', parties: [...G, ...E], names, text: `${title}\n\n${body}`, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: ['mineral'] });
    link(file, f.tracts, 'mineral', G, E);
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };

  // ---------------------------------------------------------- leases
  const feeSide = (f: Farm, t: Dt): Party[] => {
    const out: Party[] = f.fee.map((p) => ({ p, role: '' }));
    if (f.tenancy === 'one' || f.tenancy === 'heirs') {
      for (const p of f.fee) {
        const sp = p.spouse;
        if (p.kind === 'person' && sp && !f.fee.includes(sp) && alive(sp, t) && !out.some((q) => q.p.id === sp.id) && (!la || t.y >= 1980)) out.push({ p: sp, role: '', joins: true });
      }
    }
    return out;
  };
  const lessorsOf = (f: Farm, t: Dt): Party[] => {
    const out: Party[] = fv(f.unsevered) > 1e-9 ? feeSide(f, t) : [];
    for (const h of f.severed) if (!h.dormant && alive(h.p, t) && !out.some((q) => q.p.id === h.p.id)) out.push({ p: h.p, role: '' });
    return out;
  };
  const leaseDoc = (f: Farm, exec: Dt, L: Party[], lessee: Person): { file: string; lease: LeaseState } => {
    const names = new Map<string, string>();
    const E: Party = { p: lessee, role: 'lessee' };
    nameAll([...L, E], exec.y, names);
    const y = exec.y;
    const cty = f.county.name;
    const lT = sideText(L, names, exec);
    const eN = names.get(lessee.id)!;
    const eT = lessee.kind === 'org' ? `${eN}${orgDesc(lessee, y)}` : `${eN}, of ${r.pick(['Ardmore, Oklahoma', 'Wichita Falls, Texas', 'Lafayette, Louisiana', 'Casper, Wyoming', 'Bakersfield, California', 'Tulsa, Oklahoma', 'Fort Worth, Texas'])}`;
    const desc = descAll(f.tracts, false);
    const term = y < 1950 ? r.pick([5, 10]) : r.pick([3, 5, 3]);
    const roy = y < 1970 ? r.pick(['one-eighth (1/8)', 'the equal one-eighth part', '1/8th']) : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'twenty-two and one-half percent (22.5%)', 'one-fourth (1/4)']);
    const paid = y >= 1975 && r.chance(0.5);
    const memo = y >= 1988 && r.chance(0.35);
    let { ack: ackD, rec } = datesFrom(exec);
    let ex: Dt | null = exec;
    let eff: Dt | null = null;
    let title: string;
    let body: string;
    if (memo) {
      ex = null;
      eff = exec;
      ackD = shift(exec, r.int(30));
      rec = shift(ackD, 2 + r.int(40));
      title = r.pick(['MEMORANDUM OF OIL AND GAS LEASE', 'MEMORANDUM OF OIL, GAS AND MINERAL LEASE', 'NOTICE OF OIL AND GAS LEASE']);
      body = `${venue(f.county)}\n\nNotice is hereby given that ${lT}, as Lessor, ${L.length > 1 ? 'have' : 'has'} granted an oil and gas lease to ${eT}, as Lessee, effective as of ${r.chance(0.5) ? sayDate(exec) : `the ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}`} (the "Effective Date"), covering the following lands in ${inCounty(f.county)}:\n\n${desc}\n\nfor a primary term of ${numberWords(term)} (${term}) years from the Effective Date and as long thereafter as oil, gas or other hydrocarbons are produced from said lands or lands pooled therewith. The lease provides for a royalty of ${roy} and contains other provisions, all of which are incorporated herein by reference as though fully set out. A copy of the lease is in the possession of Lessor and Lessee. This Memorandum is signed on the dates of the acknowledgments below but is effective as of the Effective Date.`;
    } else if (la) {
      title = r.pick(['OIL, GAS AND MINERAL LEASE', 'OIL, GAS AND MINERAL LEASE\n(Louisiana Special 14-BR-1)']);
      body = `THIS AGREEMENT made and entered into ${thisDate(r, exec)}, between ${lT}, hereinafter called "Lessor" (whether one or more), and ${eT}, hereinafter called "Lessee":\n\n1. Lessor, in consideration of ${consideration(y)}, in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby leases, lets and grants exclusively unto Lessee the land hereinafter described for the purpose of exploring by geophysical and other methods, and of drilling, producing, storing and transporting oil, gas, sulphur and all other minerals, said land being situated in the Parish of ${cty}, State of Louisiana, and described as follows:\n\n${desc}\n\n2. This lease shall remain in force for a term of ${numberWords(term)} (${term}) years from this date, called "primary term," and as long thereafter as oil, gas, sulphur or some other mineral is produced from said land or from land pooled therewith.\n\n3. The royalties to be paid by Lessee are: on oil, ${roy} of that produced and saved; on gas, ${roy} of the market value at the well of the gas sold or used off the premises.${paid ? '\n\n4. This is a paid-up lease, and no delay rentals shall be due hereunder.' : `\n\n4. If operations are not commenced on or before one year from this date, this lease shall terminate unless on or before that date Lessee pays or tenders to Lessor, or to the credit of Lessor in ${r.pick(A.banks)}, a rental of ${numberWords(20 + r.int(80))} dollars, which shall extend for twelve months the time within which operations may be commenced.`}`;
    } else {
      title = paid ? r.pick(['PAID-UP OIL AND GAS LEASE', 'OIL AND GAS LEASE (PAID UP)']) : A.key === 'riovista' ? r.pick(['GAS LEASE', 'OIL AND GAS LEASE']) : r.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE', 'OIL, GAS AND MINERAL LEASE']);
      const rental = `the sum of ${numCap(2 + r.int(9))}${r.chance(0.5) ? '' : ' Hundred'} Dollars`;
      body = `AGREEMENT, Made and entered into ${thisDate(r, exec)}, by and between ${lT}, party of the first part, hereinafter called Lessor (whether one or more), and ${eT}, party of the second part, hereinafter called Lessee.\n\nWITNESSETH: Lessor, for and in consideration of ${consideration(y)}, cash in hand paid, and of the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed, has granted, demised, leased and let, and by these presents does grant, demise, lease and let unto said Lessee, for the sole and only purpose of exploring, drilling, mining and operating for oil and gas, and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${cty}, State of ${A.stateName}, described as follows, to-wit:\n\n${desc}\n\nIt is agreed that this lease shall remain in full force for a term of ${numberWords(term)} years from this date and as long thereafter as oil or gas, or either of them, is produced from said land by Lessee.\n\nIn consideration of the premises Lessee covenants and agrees: First, to deliver to the credit of Lessor, free of cost, in the pipe line to which Lessee may connect wells on said land, ${roy} of all oil produced and saved from the leased premises; Second, to pay Lessor ${roy} of the gross proceeds of all gas sold off the premises.${paid ? '\n\nThis lease is paid up for its primary term and no rentals shall be payable hereunder.' : `\n\nIf no well be commenced on said land on or before one year from the date hereof, this lease shall terminate as to both parties, unless Lessee on or before that date shall pay or tender to Lessor, or to Lessor's credit in ${r.pick(A.banks)}, or its successors, ${rental}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.`}\n\nIf Lessor owns a less interest in the above described land than the entire and undivided fee simple estate therein, then the royalties and rentals herein provided shall be paid Lessor only in the proportion which Lessor's interest bears to the whole and undivided fee.`;
    }
    const dl = memo ? '' : `\n\nIN WITNESS WHEREOF, we sign the day and year first above written.`;
    const st = stamp(rec, f.county, 'Lease');
    const top = r.chance(0.3);
    const text = `${top ? `${st.text}\n\n` : ''}${title}\n\n${body}${dl}\n\n${signatures(L, names, y)}\n\n${ack(ackD, signerNames(L, names, y), f.county)}${top ? '' : `\n\n${st.text}`}`;
    const file = addDoc({ category: 'oil_and_gas_lease', parties: [...L, E], names, text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] });
    link(file, f.tracts, 'leasehold', L, [E]);
    f.made++;
    f.t = laterOf(f.t, rec);
    return { file, lease: { date: exec, lessors: L, lessorNames: names, lessee, holders: [lessee], ref: st.ref, hbp: false } };
  };
  /** How an assignment or release recites its lease. */
  const leaseRecital = (ls: LeaseState, names: Map<string, string>, lessorsAreParties: boolean): string => {
    const lessors = ls.lessors.map((q) => (lessorsAreParties ? names.get(q.p.id)! : q.p.kind === 'org' ? orgName(q.p, ls.date.y) : recited(q.p)));
    const lessee = names.get(ls.lessee.id) ?? (ls.lessee.kind === 'org' ? orgName(ls.lessee, ls.date.y) : recited(ls.lessee));
    return r.pick([
      `that certain oil and gas lease dated ${sayDate(ls.date)}, from ${listNames(lessors)}, as Lessor, to ${lessee}, as Lessee, recorded in ${ls.ref} of the records of ${la ? r.pick(['said parish', 'the parish']) : r.pick(['said county', 'the county'])}`,
      `the oil and gas lease executed by ${listNames(lessors)} to ${lessee}, dated ${dateWords(r, ls.date, false)}, and recorded in ${ls.ref}`,
    ]);
  };
  const assignment = (f: Farm, execIn: Dt, ls: LeaseState, from: Person[], to: Person, part: Fr | null): string => {
    const exec = capped(execIn);
    const G: Party[] = from.map((p) => ({ p, role: 'assignor' }));
    const E: Party[] = [{ p: to, role: 'assignee' }];
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names);
    const y = exec.y;
    const gP = pl(G);
    const modern = y >= 1985 && r.chance(0.5);
    let ex: Dt | null = exec;
    let eff: Dt | null = null;
    const { ack: ackD, rec } = datesFrom(exec);
    const share = part ? `${undivided(r, part, false)} of Assignor's right, title and interest` : 'all of Assignor\'s right, title and interest';
    const orri = part && r.chance(0.5) ? `\n\nAssignor excepts and reserves unto itself an overriding royalty equal to ${r.pick(['one-sixteenth (1/16)', '1/32', 'three percent (3%)'])} of eight-eighths (8/8) of all oil, gas and other minerals produced, saved and marketed from said lands under said lease.` : '';
    let title: string;
    let body: string;
    if (modern) {
      title = r.pick(['ASSIGNMENT AND BILL OF SALE', 'ASSIGNMENT OF OIL AND GAS LEASE', 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE']);
      if (!part && title.startsWith('PARTIAL')) title = 'ASSIGNMENT OF OIL AND GAS LEASE';
      const effD = laterOf(shift(exec, -(r.int(60) + 1)), shift(ls.date, 5));
      eff = r.chance(0.6) ? effD : null;
      if (eff && r.chance(0.4)) ex = null;
      body = `${venue(f.county)}\n\nFor Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, ${sideText(G, names, exec)} (${gP ? 'collectively, ' : ''}"Assignor") does hereby grant, bargain, sell, assign, transfer and convey unto ${sideText(E, names, exec)} ("Assignee") ${share} in and to ${leaseRecital(ls, names, false)}, insofar and only insofar as said lease covers the following lands in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\ntogether with all wells, equipment and personal property located thereon and used in connection therewith.${orri}${eff ? `\n\nThis Assignment shall be effective as of 7:00 a.m., local time, on ${r.chance(0.5) ? sayDate(eff) : `the ${th(eff.d)} day of ${MONTHS[eff.m - 1]}, ${eff.y}`} (the "Effective Time").` : ''}\n\nAssignor warrants title to the interest assigned against all persons claiming by, through or under Assignor, but not otherwise.${ex ? `\n\nEXECUTED ${thisDate(r, exec)}${eff ? ', but effective as of the Effective Time' : ''}.` : '\n\nExecuted on the dates of the acknowledgments below, to be effective as of the Effective Time.'}`;
    } else {
      title = r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT']);
      body = `KNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${sideText(G, names, exec)}, hereinafter called Assignor, for and in consideration of ${consideration(y)}, the receipt whereof is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${sideText(E, names, exec)}, hereinafter called Assignee, ${share} in and to ${leaseRecital(ls, names, false)}, so far as said lease covers the following described land in ${inCounty(f.county)}, to-wit:\n\n${descAll(f.tracts, false)}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith.${orri}\n\nAnd for the same consideration Assignor covenants with Assignee, its successors and assigns, that Assignor is the lawful owner of and has good title to the interest above assigned, and that said lease is valid and subsisting.\n\n${dateLine(exec)}`;
    }
    const st = stamp(rec, f.county, 'Lease');
    const text = `${title}\n\n${body}\n\n${signatures(G, names, y)}\n\n${ack(ackD, signerNames(G, names, y), f.county)}\n\n${st.text}`;
    const file = addDoc({ category: 'assignment_of_lease', parties: [...G, ...E], names, text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] });
    link(file, f.tracts, 'leasehold', G, E);
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };
  const release = (f: Farm, exec: Dt, ls: LeaseState): string => {
    const H: Party[] = ls.holders.map((p) => ({ p, role: 'lessee' }));
    const L: Party[] = ls.lessors.map((q) => ({ p: q.p, role: 'lessor', joins: q.joins }));
    const names = new Map<string, string>();
    nameAll([...H, ...L], exec.y, names);
    const hP = pl(H);
    const { ack: ackD, rec } = datesFrom(exec);
    const title = la ? r.pick(['RELEASE OF OIL, GAS AND MINERAL LEASE', 'ACT OF RELEASE']) : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'RELEASE OF OIL AND GAS LEASE', 'SURRENDER OF OIL AND GAS LEASE']);
    const lessorNames = L.map((q) => names.get(q.p.id)!);
    const body = r.chance(0.5)
      ? `KNOW ALL MEN BY THESE PRESENTS: That ${sideText(H, names, exec)}, the present owner${hP ? 's' : ''} and holder${hP ? 's' : ''} of ${leaseRecital(ls, names, true)}, covering the following described land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\n${hP ? 'do' : 'does'} hereby release, relinquish and surrender unto ${listNames(lessorNames)}, the lessor${L.length > 1 ? 's' : ''} therein, ${L.length > 1 ? 'their' : L[0].p.kind === 'org' ? 'its' : L[0].p.female ? 'her' : 'his'} heirs, successors and assigns, all right, title and interest in and to said lease and the lands therein described, and ${hP ? 'do' : 'does'} hereby declare said lease to be null and void and of no further force or effect.`
      : `${venue(f.county)}\n\nWHEREAS, ${listNames(lessorNames)}, as Lessor, executed ${leaseRecital(ls, names, true).replace(/^that certain|^the/, 'an').replace(/executed by .*? to /, 'to ')}; and WHEREAS, ${sideText(H, names, exec)} ${hP ? 'are' : 'is'} now the owner${hP ? 's' : ''} of said lease, and no oil or gas having been produced in paying quantities from the lands covered thereby;\n\nNOW, THEREFORE, the undersigned ${hP ? 'do' : 'does'} hereby release and surrender said lease in its entirety, insofar as it covers the following lands:\n\n${descAll(f.tracts, false)}\n\nunto the said Lessor${L.length > 1 ? 's' : ''}, ${L.length > 1 ? 'their' : 'his or her'} heirs and assigns.`;
    const text = `${title}\n\n${body}\n\n${dateLine(exec)}\n\n${signatures(H, names, exec.y)}\n\n${ack(ackD, signerNames(H, names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Lease').text}`;
    const file = addDoc({ category: 'release_of_lease', parties: [...H, ...L], names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] });
    link(file, f.tracts, 'leasehold', H, L);
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };
  const ratification = (f: Farm, exec: Dt, ls: LeaseState, ratifiers: Party[]) => {
    const R = withRole(ratifiers, 'lessor');
    const H: Party[] = ls.holders.map((p) => ({ p, role: 'lessee' }));
    const names = new Map<string, string>();
    nameAll([...R, ...H], exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec);
    const text = `${r.pick(['RATIFICATION OF OIL AND GAS LEASE', 'RATIFICATION AND RENEWAL OF LEASE', 'RATIFICATION'])}\n\n${venue(f.county)}\n\nWHEREAS, ${leaseRecital(ls, names, false).replace(/^that certain|^the/, 'an')} covers the following land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nand said lease is now owned and held by ${listNames(H.map((q) => names.get(q.p.id)!))}; and WHEREAS, the undersigned, ${sideText(R, names, exec)}, ${pl(R) ? 'own' : 'owns'} an interest in the oil, gas and other minerals in said land;\n\nNOW, THEREFORE, for ${consideration(exec.y)}, the undersigned ${pl(R) ? 'do' : 'does'} hereby ratify, adopt and confirm said lease in all of its terms and provisions, and ${pl(R) ? 'do' : 'does'} hereby lease, let and demise said land unto the present owners of said lease, subject to and in accordance with all of its terms, as fully as if the undersigned had originally executed the same.\n\n${dateLine(exec)}\n\n${signatures(R, names, exec.y)}\n\n${ack(ackD, signerNames(R, names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Lease').text}`;
    addDoc({ category: 'other', parties: [...R, ...H], names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [] });
    ls.ratified ??= new Set();
    for (const q of R) ls.ratified.add(q.p.id);
    f.made++;
    f.t = laterOf(f.t, rec);
  };
  const stipulation = (f: Farm, exec: Dt) => {
    const owners: Array<{ p: Person; what: string }> = [];
    if (fv(f.unsevered) > 1e-9) for (const p of f.fee) { const sh = fmul(f.unsevered, fr(1, f.fee.length)); owners.push({ p, what: `${sh.n === sh.d ? 'all of the minerals' : `${fs(sh)} mineral interest`}, with the surface` }); }
    for (const h of f.severed) if (!h.dormant && alive(h.p, exec) && !owners.some((o) => o.p.id === h.p.id)) owners.push({ p: h.p, what: `${fs(h.frac)} mineral interest` });
    for (const p of f.royalty) if (alive(p, exec) && !owners.some((o) => o.p.id === p.id)) owners.push({ p, what: 'royalty as conveyed of record' });
    if (owners.length < 2) return;
    const O: Party[] = owners.map((o) => ({ p: o.p, role: 'other' }));
    const names = new Map<string, string>();
    nameAll(O, exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec);
    const text = `${r.pick(['STIPULATION OF INTEREST', 'STIPULATION AND AGREEMENT AS TO MINERAL OWNERSHIP', 'MINERAL OWNERSHIP STIPULATION'])}\n\n${venue(f.county)}\n\nThe undersigned, being all of the owners of the oil, gas and other minerals and royalty in and under the following land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nstipulate and agree, for themselves and their heirs, successors and assigns, that said interests are owned as follows:\n\n${owners.map((o) => `    ${names.get(o.p.id)}${'.'.repeat(Math.max(3, 44 - names.get(o.p.id)!.length))} ${o.what}`).join('\n')}\n\nThis stipulation is made to fix the interests of the parties for the payment of proceeds of production, and it conveys no interest.\n\n${dateLine(exec)}\n\n${signatures(O, names, exec.y)}\n\n${ack(ackD, signerNames(O, names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Misc').text}`;
    addDoc({ category: 'other', parties: O, names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [] });
    f.made++;
    f.t = laterOf(f.t, rec);
  };

  // ---------------------------------------------------------- deaths
  const relation = (h: Person, dec: Person) => (h === dec.spouse ? (h.female ? 'surviving wife' : 'surviving husband') : h.female ? 'daughter' : 'son');
  const heirLine = (h: Person, dec: Person, names: Map<string, string>, share: string): string => {
    const sp = h !== dec.spouse && h.spouse && !h.spouse.dead ? (la ? `, ${h.female ? 'wife' : 'husband'} of ${recited(h.spouse)}` : `, ${h.female ? 'wife' : 'husband'} of ${h.spouse.first} ${h.spouse.last}`) : '';
    const res = la ? `, domiciled in ${h.county} Parish` : `, residing in ${h.county} County, ${h.stateName}`;
    return r.pick([`${names.get(h.id)}, ${relation(h, dec)}${sp}${res}${share}`, `${names.get(h.id)} (${relation(h, dec)})${res}${share}`]);
  };
  const townOf = (p: Person) => A.counties.find((c) => c.name === p.county)?.seat ?? r.pick(A.towns);
  /** Affidavit of heirship or a court's order: moves what the decedent held to the heirs. */
  const deathInstrument = (f: Farm, dec: Person, death: Dt, heirs: Person[], estates: Array<'fee' | 'mineral'>, held: Fr | null, will: boolean): string => {
    const exec = capped(shift(death, 45 + r.int(will ? 1300 : r.chance(0.3) ? 3000 : 800)));
    const y = exec.y;
    const probateKinds: Record<AreaKey, number> = { ardmore: 0.5, bendarch: 0.55, acadiana: 0.65, bighorn: 0.6, riovista: 1 };
    const probate = will || r.chance(probateKinds[A.key]);
    const widow = dec.spouse && heirs.includes(dec.spouse) ? dec.spouse : null;
    const widowSwears = !probate && widow && r.chance(0.3);
    const affiant = probate ? null : widowSwears ? widow : newPerson(r.chance(0.4), y - 40 - r.int(30), f.county.name);
    const D: Party = { p: dec, role: 'decedent' };
    const H: Party[] = heirs.map((p) => ({ p, role: 'heir' }));
    const Af: Party[] = affiant ? [{ p: affiant, role: 'other' }] : [];
    const names = new Map<string, string>();
    nameAll([D, ...H, ...Af], y, names, { estateOf: dec, caps: 0.05 });
    const rec = shift(exec, 2 + r.int(120));
    const cty = f.county.name;
    const decN = names.get(dec.id)!;
    const desc = descAll(f.tracts, true);
    const n = heirs.length;
    const shareW = n === 1 ? 'all' : fracSpelled(fr(1, n)) ? `an undivided ${fracSpelled(fr(1, n))} (1/${n}) interest` : `an undivided 1/${n} interest`;
    const what = estates.includes('fee') ? (estates.includes('mineral') ? 'the surface and minerals' : r.pick(['the fee simple title', 'all right, title and interest'])) : `${held && fv(held) < 1 - 1e-9 ? undivided(r, held) : 'all of the interest'} in and to the oil, gas and other minerals`;
    const withShares = probate || r.chance(0.5);
    const heirsText = heirs.map((h) => heirLine(h, dec, names, withShares ? ` -- ${shareW}` : '')).join(';\n');
    const his = dec.female ? 'her' : 'his';
    const him = dec.female ? 'her' : 'him';
    const spouseLine = dec.spouse ? (alive(dec.spouse, death) ? `was married only once, to ${names.get(dec.spouse.id) ?? recited(dec.spouse)}, who survived ${him}` : `was married only once, to ${recited(dec.spouse)}, who died before ${him}`) : 'never married';
    const dd = dateWords(r, death, false);
    let text: string;
    let category: string;
    if (probate) {
      category = 'probate';
      const no = `${A.key === 'acadiana' ? '' : 'P-'}${y % 100 < 10 ? '0' : ''}${y % 100}-${100 + r.int(800)}`;
      const judge = offPool[18 + r.int(4)];
      switch (A.key) {
        case 'ardmore': {
          const court = y < 1969 ? `IN THE COUNTY COURT IN AND FOR ${cty.toUpperCase()} COUNTY, STATE OF OKLAHOMA` : `IN THE DISTRICT COURT OF ${cty.toUpperCase()} COUNTY, STATE OF OKLAHOMA`;
          const ttl = r.pick(['FINAL DECREE', 'DECREE OF DISTRIBUTION', 'DECREE DETERMINING HEIRSHIP AND DISTRIBUTING ESTATE']);
          text = `${court}\n\nIN THE MATTER OF THE ESTATE OF         )\n${decN.toUpperCase()}, DECEASED.${' '.repeat(Math.max(2, 26 - decN.length))})     No. ${no}\n\n${ttl}\n\nNow on this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}, the final account and petition for distribution of ${offPool[20]}, administrator of the estate of ${decN}, deceased, come on for hearing, notice having been duly given as required by law. The Court finds that ${decN} died ${will ? 'testate' : 'intestate'} on ${dd}, a resident of ${cty} County, Oklahoma; that the decedent ${spouseLine}; and that the persons entitled to the estate ${will ? 'under the last will of the decedent' : 'as heirs at law'} are:\n\n${heirsText}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that ${what} of the decedent in the following described real property in ${cty} County, Oklahoma:\n\n${desc}\n\nbe, and the same is hereby, assigned and distributed to the persons above named, in the proportions above set forth.\n\n______________________\n${judge}, ${y < 1969 ? 'County' : 'District'} Judge`;
          break;
        }
        case 'bendarch': {
          if (will) {
            text = `CAUSE NO. ${no}\n\nESTATE OF ${decN.toUpperCase()}, DECEASED     §     IN THE COUNTY COURT\n                                            §     OF\n                                            §     ${cty.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the application for the probate of the last will of ${decN}, Deceased, as a muniment of title only. The Court finds that the decedent died on ${dd}; that four years have not elapsed since ${his} death; that the decedent's will was duly executed and is entitled to probate; that there are no unpaid debts owing by the estate except debts secured by liens on real estate; and that the decedent by said will devised all of ${his} property, including the following land in ${cty} County, Texas:\n\n${desc}\n\nto ${heirs.length > 1 ? 'the following persons, share and share alike' : 'the following person'}:\n\n${heirsText}\n\nIT IS ORDERED that said will be admitted to probate as a muniment of title only.\n\nSIGNED ${r.chance(0.5) ? sayDate(exec) : `this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}`}.\n\n______________________\n${judge}, County Judge`;
          } else {
            text = `CAUSE NO. ${no}\n\nIN THE ESTATE OF ${decN.toUpperCase()}, DECEASED,     IN THE COUNTY COURT OF ${cty.toUpperCase()} COUNTY, TEXAS, SITTING IN PROBATE\n\nJUDGMENT DECLARING HEIRSHIP\n\nOn this day came on to be heard the application of ${names.get(heirs[0].id)} to declare the heirs of ${decN}, Deceased, and the Court, having heard the evidence, finds that the decedent died intestate on ${dd}, domiciled in ${cty} County, Texas; that the decedent ${spouseLine}; and that the following are the sole heirs of the decedent, and their respective shares and interests in the estate:\n\n${heirsText}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the persons named above are the only heirs of the decedent, and that they take the estate of the decedent, including ${what} in the following land, in the shares above stated:\n\n${desc}\n\nSIGNED ${sayDate(exec)}.\n\n______________________\n${judge}, Judge Presiding`;
          }
          break;
        }
        case 'acadiana': {
          const kids = heirs.filter((h) => h !== widow);
          const kidShare = kids.length ? (fracSpelled(fr(1, kids.length)) ? `an undivided ${fracSpelled(fr(1, kids.length))}` : `an undivided 1/${kids.length}`) : '';
          const district = cty === 'Jefferson Davis' ? 'THIRTY-FIRST' : 'FIFTEENTH';
          const widowPart = widow ? `IT IS ORDERED, ADJUDGED AND DECREED that ${names.get(widow.id)}, surviving spouse in community of the decedent, be recognized as the owner of an undivided one-half (1/2) interest in all property belonging to the community formerly existing between ${widow.female ? 'herself' : 'himself'} and the decedent, and as usufructuary of the remaining one-half, and as such be sent and placed in possession thereof.\n\n` : '';
          const kidsPart = kids.length ? `IT IS ${widow ? 'FURTHER ' : ''}ORDERED, ADJUDGED AND DECREED that ${listNames(kids.map((k) => names.get(k.id)!))}, ${kids.length > 1 ? 'issue of the marriage of the decedent' : 'the only child of the decedent'}, be recognized as the sole heir${kids.length > 1 ? 's' : ''} of the decedent and as such be sent and placed in possession${widow ? ', in naked ownership subject to the usufruct aforesaid,' : ''} of ${kids.length > 1 ? `${kidShare} each of` : 'all of'} the decedent's interest in all property of which the decedent died possessed.\n\n` : '';
          text = `SUCCESSION OF                         NUMBER ${no}\n${decN.toUpperCase()}                       ${district} JUDICIAL DISTRICT COURT\n                                      PARISH OF ${cty.toUpperCase()}, STATE OF LOUISIANA\n\nJUDGMENT OF POSSESSION\n\nConsidering the petition filed herein, the law and the evidence being in favor thereof, and it appearing that ${decN} died ${will ? 'testate' : 'intestate'} on ${dd}, domiciled in ${cty} Parish:\n\n${widowPart}${kidsPart}The property of the decedent includes ${what} in the following described property situated in ${cty} Parish, Louisiana:\n\n${desc}\n\nJUDGMENT READ, RENDERED AND SIGNED at ${f.county.seat}, Louisiana, this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}.\n\n______________________\n${judge}, DISTRICT JUDGE`;
          break;
        }
        case 'bighorn': {
          const summary = r.chance(0.35);
          text = `IN THE DISTRICT COURT, FIFTH JUDICIAL DISTRICT\nCOUNTY OF ${cty.toUpperCase()}, STATE OF WYOMING\n\nIN THE MATTER OF THE ESTATE OF  )\n${decN.toUpperCase()},${' '.repeat(Math.max(2, 24 - decN.length))})    Probate No. ${no}\n                 Deceased.      )\n\n${summary ? 'DECREE OF SUMMARY DISTRIBUTION' : 'DECREE OF DISTRIBUTION'}\n\n${summary ? `The application of ${names.get(heirs[0].id)} for a decree establishing the right and title to real property of the decedent, which does not exceed in value the sum allowed by law, came on for hearing.` : `The final report and petition for distribution of ${offPool[20]}, personal representative of the estate of ${decN}, deceased, came on for hearing.`} The Court finds that the decedent died on ${dd}, a resident of ${cty} County, Wyoming; that the decedent ${spouseLine}; and that the persons entitled to the real property of the decedent are:\n\n${heirsText}\n\nIT IS THEREFORE ORDERED AND DECREED that ${what} of the decedent in the following described real property situate in ${cty} County, Wyoming:\n\n${desc}\n\nbe and it hereby is ${summary ? 'vested in' : 'distributed to'} the persons above named, in the shares stated.\n\nDONE ${sayDate(exec)}.\n\n______________________\n${judge}, District Judge`;
          break;
        }
        default: {
          text = `IN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA\nIN AND FOR THE COUNTY OF ${cty.toUpperCase()}\n\nIn the Matter of the Estate of          )   No. ${no}\n${decN.toUpperCase()},${' '.repeat(Math.max(2, 30 - decN.length))})\n                         Deceased.     )   ${r.pick(['DECREE OF FINAL DISTRIBUTION', 'ORDER SETTLING FINAL ACCOUNT AND FOR FINAL DISTRIBUTION'])}\n\nThe final account and petition for distribution of ${offPool[20]}, ${will ? 'executor of the will' : 'administrator'} of the estate of the above named decedent, came on regularly for hearing. The Court finds that ${decN} died on ${dd}, a resident of ${cty} County, California, ${will ? 'leaving a will which has been admitted to probate' : 'intestate'}; that the decedent ${spouseLine}; and that the residue of the estate is distributable as follows:\n\n${heirsText}\n\nIT IS ORDERED, ADJUDGED AND DECREED that the following described real property in the County of ${cty}, State of California, including ${what} of the decedent therein:\n\n${desc}\n\nbe distributed to the persons above named in the proportions above set forth.\n\nDated: ${sayDate(exec)}\n\n______________________\n${judge}, Judge of the Superior Court`;
        }
      }
    } else {
      category = 'affidavit_of_heirship';
      const afN = names.get(affiant!.id)!;
      const title = la ? r.pick(['AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP', 'AFFIDAVIT OF HEIRSHIP']) : tx ? r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT AS TO DEATH AND HEIRSHIP']) : r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT OF DEATH AND HEIRSHIP']);
      const who = widowSwears ? `that ${affiant!.female ? 'she' : 'he'} is the ${relation(affiant!, dec)} of ${decN}, deceased` : `that affiant is ${45 + r.int(35)} years of age, resides in ${affiant!.county} ${la ? 'Parish' : 'County'}, and was well acquainted with ${decN} for ${10 + r.int(40)} years prior to ${his} death, but is not related to ${him} by blood or marriage`;
      const kids = heirs.filter((h) => h !== widow);
      const opening = r.chance(0.5) ? `BEFORE ME, the undersigned authority, personally came and appeared ${afN}, who, being by me first duly sworn, did depose and say:` : `${afN}, of lawful age, being first duly sworn, upon ${affiant!.female ? 'her' : 'his'} oath deposes and states:`;
      text = `${title}\n\n${venue(f.county)}\n\n${opening}\n\n1. ${upFirst(who)}.\n\n2. That ${decN} died intestate on ${dd}, at ${townOf(dec)}, ${A.stateName}, being at the time of death domiciled in ${dec.county} ${la ? 'Parish' : 'County'}; that no administration of ${his} estate has been had${la ? ' and none is necessary' : ''}, and that all debts of the decedent have been paid.\n\n3. That the decedent ${spouseLine}${kids.length ? `, and that there were born to the decedent the following children, and no others, none of whom is deceased: ${listNames(kids.map((k) => names.get(k.id)!))}` : ', and that no children were born to or adopted by the decedent'}.\n\n4. That at the time of ${his} death the decedent owned ${what} in the following described land situated in ${inCounty(f.county)}:\n\n${desc}\n\n5. That the sole and only heirs at law of the decedent, and their interests in said land, are:\n\n${heirsText}\n\n______________________\n${afN}\n\n${jurat(exec, f.county)}`;
    }
    text += `\n\n${stamp(rec, f.county, probate ? 'Probate' : 'Misc').text}`;
    const parties = [D, ...H, ...Af];
    const file = addDoc({ category, parties, names, text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: estates.includes('fee'), estates });
    for (const e of estates) link(file, f.tracts, e, [D], H);
    f.made++;
    f.t = laterOf(f.t, rec);
    return file;
  };
  /** The survivor's affidavit of a joint tenant: moves nothing by itself. */
  const survivorAffidavit = (f: Farm, dec: Person, surv: Person, death: Dt): void => {
    const exec = capped(shift(death, 20 + r.int(700)));
    const D: Party = { p: dec, role: 'decedent' };
    const S: Party = { p: surv, role: 'other' };
    const names = new Map<string, string>();
    nameAll([D, S], exec.y, names);
    const rec = shift(exec, 1 + r.int(50));
    const dN = names.get(dec.id)!;
    const sN = names.get(surv.id)!;
    const deed = f.lastDeed;
    const title = A.key === 'riovista' ? r.pick(['AFFIDAVIT OF DEATH OF JOINT TENANT', 'AFFIDAVIT: DEATH OF JOINT TENANT']) : r.pick(['AFFIDAVIT OF SURVIVING JOINT TENANT', 'AFFIDAVIT OF SURVIVORSHIP']);
    const text = `${A.key === 'riovista' && exec.y >= 1960 ? `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${sN}\n${r.pick(A.towns)}, California\n\n` : ''}${title}\n\n${venue(f.county)}\n\n${sN}, of legal age, being first duly sworn, deposes and says: That ${dN}, the decedent mentioned in the certified copy of the Certificate of Death attached hereto, is the same person as ${dN} named as one of the grantees, as joint tenants with affiant, in that certain deed dated ${deed ? sayDate(deed.date) : 'of record'}${deed ? `, recorded in ${deed.ref}` : ''}, covering the following described property situated in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nThat the said ${dN} died on ${dateWords(r, death, false)}, and that affiant is the surviving joint tenant named in said deed.\n\n______________________\n${sN}\n\n${jurat(exec, f.county)}\n\n${stamp(rec, f.county, 'Misc').text}`;
    const file = addDoc({ category: 'other', parties: [D, S], names, text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: false, estates: [] });
    link(file, f.tracts, 'fee', [D], [S], false);
    f.made++;
    f.t = laterOf(f.t, rec);
  };

  // ---------------------------------------------------------- liens and easements
  const mortgage = (f: Farm, exec: Dt): void => {
    const B = withRole(feeSide(f, exec), 'grantor');
    const lender = fixedOrg(r.pick(A.banks));
    const names = new Map<string, string>();
    const dot = tx || (A.key === 'riovista' && exec.y >= 1930);
    const trustee = dot ? (tx ? newPerson(false, exec.y - 50, f.county.name) : fixedOrg(r.pick(A.titleCos))) : null;
    const parties: Party[] = [...B, ...(trustee ? [{ p: trustee, role: 'grantee' }, { p: lender, role: 'other' }] : [{ p: lender, role: 'grantee' }])];
    nameAll(parties, exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec);
    const amt = `${numCap(1 + r.int(40))} Thousand and No/100 Dollars`;
    const bT = sideText(B, names, exec);
    const lN = names.get(lender.id)!;
    const desc = descAll(f.tracts, false);
    let title: string;
    let body: string;
    if (dot && trustee) {
      title = 'DEED OF TRUST';
      const tN = names.get(trustee.id)!;
      body = tx
        ? `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${bT}, hereinafter called Grantors, to secure the payment of the indebtedness hereinafter described, have granted, sold and conveyed, and by these presents do grant, sell and convey unto ${tN}, Trustee, of ${trustee.county} County, Texas, the following described land situated in ${f.county.name} County, Texas:\n\n${desc}\n\nTO HAVE AND TO HOLD the same unto the said Trustee, and to his substitutes or successors, forever. This conveyance is made in trust, to secure the payment of one promissory note of even date herewith in the principal sum of ${amt}, payable to the order of ${lN}, the Beneficiary herein. Should Grantors make default in the payment of said note, the Trustee shall, at the request of the holder thereof, sell said property at public auction at the courthouse door of ${f.county.name} County, Texas.`
        : `This DEED OF TRUST, made ${thisDate(r, exec)}, between ${bT}, herein called TRUSTOR, ${tN}, a California corporation, herein called TRUSTEE, and ${lN}, herein called BENEFICIARY,\n\nWITNESSETH: That Trustor irrevocably grants, transfers and assigns to Trustee, in trust, with power of sale, that property in the County of ${f.county.name}, State of California, described as:\n\n${desc}\n\nFor the purpose of securing payment of the indebtedness evidenced by one promissory note of even date herewith, in the principal sum of ${amt}, executed by Trustor in favor of Beneficiary or order.`;
    } else {
      title = la ? r.pick(['ACT OF MORTGAGE', 'MORTGAGE']) : r.pick(['REAL ESTATE MORTGAGE', 'MORTGAGE', 'MORTGAGE OF REAL ESTATE']);
      body = la
        ? `${venue(f.county)}\n\nBE IT KNOWN, that ${bT}, hereinafter called "Mortgagor", declared that, being indebted unto ${lN}, hereinafter called "Mortgagee", in the full sum of ${amt}, as evidenced by a promissory note of even date, Mortgagor does by these presents specially mortgage, affect and hypothecate unto and in favor of said Mortgagee the following described property, to-wit:\n\n${desc}\n\nMortgagor binds himself not to sell, alienate or encumber the said property to the prejudice of this mortgage.`
        : `KNOW ALL MEN BY THESE PRESENTS: That ${bT}, ${pl(B) ? 'mortgagors' : 'mortgagor'}, hereby mortgage${pl(B) ? '' : 's'} to ${lN}, mortgagee, the following described real estate situated in ${inCounty(f.county)}, to-wit:\n\n${desc}\n\nwith all improvements thereon and appurtenances thereto belonging, and warrant the title to the same. This mortgage is given to secure the payment of the principal sum of ${amt}, according to the terms of one certain promissory note of even date herewith, and shall be void upon payment of said note and interest.${A.key === 'bighorn' ? ' The mortgagors hereby release and waive all rights under and by virtue of the homestead exemption laws of the State of Wyoming.' : ''}`;
    }
    const st = stamp(rec, f.county, 'Mortgage');
    const text = `${title}\n\n${body}\n\n${dateLine(exec)}\n\n${signatures(B, names, exec.y)}\n\n${ack(ackD, signerNames(B, names, exec.y), f.county)}\n\n${st.text}`;
    addDoc({ category: 'deed_of_trust', parties, names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [] });
    f.mortgage = { lender, date: exec, borrowers: B, ref: st.ref, trustee: trustee ?? undefined };
    f.made++;
    f.t = laterOf(f.t, rec);
  };
  const mortgageRelease = (f: Farm, exec: Dt): void => {
    const m = f.mortgage!;
    f.mortgage = null;
    const relBy = A.key === 'riovista' && m.trustee ? m.trustee : m.lender;
    const G: Party = { p: relBy, role: 'grantor' };
    const E: Party[] = m.borrowers.map((q) => ({ p: q.p, role: 'grantee', joins: q.joins }));
    const names = new Map<string, string>();
    nameAll([G, ...E], exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec);
    const gN = names.get(relBy.id)!;
    const eN = listNames(E.map((q) => names.get(q.p.id)!));
    const title = tx ? 'RELEASE OF LIEN' : A.key === 'riovista' && m.trustee ? 'FULL RECONVEYANCE' : la ? 'RELEASE OF MORTGAGE' : r.pick(['RELEASE OF MORTGAGE', 'SATISFACTION OF MORTGAGE']);
    const kind = tx ? 'deed of trust' : la ? 'mortgage' : A.key === 'riovista' && m.trustee ? 'deed of trust' : 'mortgage';
    const body = title === 'FULL RECONVEYANCE'
      ? `${gN}, as Trustee under the deed of trust dated ${sayDate(m.date)}, made by ${eN}, as Trustors, and recorded in ${m.ref}, Official Records of ${f.county.name} County, having been requested in writing by the holder of the obligations secured by said deed of trust to reconvey the estate granted to Trustee thereunder, DOES HEREBY RECONVEY, without warranty, to the person or persons legally entitled thereto, the estate now held by it thereunder in the following property:\n\n${descAll(f.tracts, false)}`
      : `KNOW ALL MEN BY THESE PRESENTS: That ${gN}, the legal owner and holder of the note secured by that certain ${kind} executed by ${eN}, dated ${sayDate(m.date)}, and recorded in ${m.ref}, covering the following described land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nthe said note having been fully paid, does hereby release and discharge said ${kind} and the lien thereof, and does hereby acknowledge full satisfaction of the same.`;
    const text = `${title}\n\n${body}\n\n${dateLine(exec)}\n\n${signatures([G], names, exec.y)}\n\n${ack(ackD, signerNames([G], names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Mortgage').text}`;
    addDoc({ category: 'other', parties: [G, ...E], names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [] });
    f.made++;
    f.t = laterOf(f.t, rec);
  };
  const easement = (f: Farm, exec: Dt): void => {
    const G = withRole(feeSide(f, exec), 'grantor');
    const line = fixedOrg(r.pick(A.lines));
    const E: Party = { p: line, role: 'grantee' };
    const names = new Map<string, string>();
    nameAll([...G, E], exec.y, names);
    const { ack: ackD, rec } = datesFrom(exec);
    const elec = /Electric|Power/.test(line.fixed!);
    const title = la ? r.pick(['RIGHT OF WAY SERVITUDE', 'SERVITUDE AGREEMENT']) : elec ? r.pick(['RIGHT OF WAY EASEMENT', 'EASEMENT']) : r.pick(['PIPE LINE RIGHT OF WAY', 'RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT']);
    const body = `${venue(f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(G, names, exec)}, hereinafter called Grantor${pl(G) ? 's' : ''}, for and in consideration of ${consideration(exec.y)}, do${pl(G) ? '' : 'es'} hereby grant unto ${names.get(line.id)}, its successors and assigns, a ${la ? 'servitude and right of way' : 'right of way and easement'} ${elec ? 'to construct, maintain and operate an electric line, with poles, wires and anchors' : 'to lay, maintain, operate, repair and remove a pipe line for the transportation of oil, gas, water or other substances'}, on, over and through the following described land in ${inCounty(f.county)}:\n\n${descAll(f.tracts, false)}\n\nthe strip so used not to exceed ${elec ? 'twenty (20)' : 'thirty (30)'} feet in width. Grantee shall pay for damages to crops and fences caused by its operations. Grantor reserves the right to use and enjoy said land except for the purposes herein granted.`;
    const text = `${title}\n\n${body}\n\n${dateLine(exec)}\n\n${signatures(G, names, exec.y)}\n\n${ack(ackD, signerNames(G, names, exec.y), f.county)}\n\n${stamp(rec, f.county, 'Misc').text}`;
    addDoc({ category: 'easement', parties: [...G, E], names, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [] });
    f.made++;
    f.t = laterOf(f.t, rec);
  };

  // ================================================================= the farms through time

  const farms: Farm[] = [];
  const laterOf = (a: Dt, b: Dt) => (earlier(a, b) ? b : a);
  const heirsOfFarm = new Map<Farm, Person | null>();
  const allottee = new Set<Farm>();
  const trustSince = new Map<Farm, number>();
  const hbpUntil = new Map<Farm, number>();
  const personsOf = (f: Farm) => f.fee.filter((p) => p.kind === 'person' && !p.trust);
  const holdsElsewhere = (p: Person, f: Farm) => farms.some((g) => g !== f && (g.fee.includes(p) || g.severed.some((h) => h.p === p && !h.dormant)));
  const addHolding = (f: Farm, p: Person, frac: Fr, linked = true) => {
    const h = f.severed.find((x) => x.p === p && !x.dormant);
    if (h) { h.frac = fadd(h.frac, frac); h.linked = h.linked && linked; } else f.severed.push({ p, frac, dormant: false, linked });
  };

  /** How a buyer takes title. */
  const takeAs = (f: Farm, y: number): { grantees: Person[]; tenancy: Farm['tenancy'] } => {
    if (y >= 1988 && r.chance(0.08)) return { grantees: [org(`${r.pick(A.surnames)} ${r.pick(['Ranch', 'Land & Cattle', 'Farms', 'Family Properties'])}`, y >= 1995 ? r.pick(['LLC', 'Inc'] as OrgForm[]) : 'Inc')], tenancy: 'one' };
    let p: Person | null = null;
    if (!namesakeMade && farms.indexOf(f) >= 1 && r.chance(0.5)) { p = namesakeOf(y, f.county.name, new Set(f.tracts.map((t) => t.key))); if (p) namesakeMade = true; }
    p ??= buyer(y, f.county.name);
    if (!p.spouse) return { grantees: [p], tenancy: 'one' };
    const x = r.next();
    if (la) return x < 0.2 ? { grantees: [p, p.spouse], tenancy: 'both' } : { grantees: [p], tenancy: 'one' };
    if (A.key !== 'bendarch' && x < 0.35) return { grantees: [p, p.spouse], tenancy: 'jt' };
    if (x < 0.6) return { grantees: [p, p.spouse], tenancy: 'both' };
    return { grantees: [p], tenancy: 'one' };
  };

  const sale = (f: Farm, t: Dt): void => {
    const y = t.y;
    const G = withRole(feeSide(f, t), 'grantor');
    if (!G.length) return;
    if (f.mortgage && r.chance(0.5)) mortgageRelease(f, laterOf(shift(t, -20 - r.int(200)), shift(f.mortgage.date, 40)));
    f.mortgage = null;
    const trust = f.tenancy === 'trust';
    const hasOrg = f.fee.some((p) => p.kind === 'org');
    const kind: DeedKind = trust || (hasOrg && r.chance(0.6)) || (y >= 1960 && r.chance(0.12)) ? 'special_warranty_deed' : r.chance(0.05) ? 'quitclaim_deed' : 'warranty_deed';
    let reserve: Fr | null = null;
    let reserveAll = false;
    const holders = f.fee;
    if (!f.noMinerals && !f.gapDone && f.gap !== 'conveyed_before_acquired' && fv(f.unsevered) > 1e-9 && y >= A.oil - 25 && r.chance(0.3)) {
      const want = r.pick([fr(1, 2), fr(1, 2), fr(1, 4), fr(1, 1)]);
      if (fv(want) >= fv(f.unsevered) - 1e-9) { reserve = f.unsevered; reserveAll = fv(f.unsevered) >= 1 - 1e-9; } else reserve = want;
      if (!reserveAll && fv(reserve) >= fv(f.unsevered) - 1e-9) reserveAll = false;
    }
    const { grantees, tenancy } = takeAs(f, y);
    landDeed(f, t, { kind, grantors: G, grantees, taking: tenancy, reserve, reserveAll, heirsOf: f.tenancy === 'heirs' && r.chance(0.6) ? heirsOfFarm.get(f) ?? null : null, allottee: allottee.has(f) });
    if (reserve) {
      for (const p of holders) addHolding(f, p, fmul(reserve, fr(1, holders.length)), false);
      f.unsevered = fsub(f.unsevered, reserve);
    }
    allottee.delete(f);
    f.fee = grantees;
    f.tenancy = tenancy;
    heirsOfFarm.set(f, null);
    trustSince.delete(f);
  };
  /** Heirs quitclaim to one of them (to two of them on a two-tract farm, who may then partition it). */
  const quitclaimToOne = (f: Farm, t: Dt): void => {
    const ps = personsOf(f);
    const two = f.tracts.length === 2 && ps.length >= 3 && r.chance(0.7);
    const keep = two ? [ps[0], ps[1]] : [r.pick(ps)];
    const G = withRole(feeSide(f, t).filter((q) => !keep.includes(q.p) && !keep.some((k) => k.spouse === q.p)), 'grantor');
    if (!G.length) return;
    landDeed(f, t, { kind: 'quitclaim_deed', grantors: G, grantees: keep, heirsOf: null });
    f.fee = keep;
    f.tenancy = two ? 'heirs' : 'one';
  };
  const toTrust = (f: Farm, t: Dt): void => {
    const humans = personsOf(f);
    if (!humans.length || humans.length !== f.fee.length) return;
    const h0 = humans[0];
    const tname = r.pick([`${h0.last} Family Trust`, `${h0.first} ${h0.middle[0]}. ${h0.last} Revocable Living Trust`, `${h0.last} Living Trust`]);
    const tdate = shift(t, -r.int(200));
    const trustees: Person[] = humans.map((h, i) => ({ ...h, id: `${h.id}T${i}`, spouse: null, kids: [], trust: { human: h, name: tname, date: tdate }, aka: false }));
    landDeed(f, t, { kind: r.chance(0.5) ? 'warranty_deed' : 'quitclaim_deed', grantors: withRole(feeSide(f, t), 'grantor'), grantees: trustees, toTrust: true });
    f.fee = trustees;
    f.tenancy = 'trust';
    trustSince.set(f, t.y);
  };
  const partitionDeed = (f: Farm, t: Dt): Farm => {
    const [Ap, Bp] = f.fee;
    const side = (p: Person): Party[] => (p.spouse && alive(p.spouse, t) && (!la || t.y >= 1980) ? [{ p, role: 'grantor' }, { p: p.spouse, role: 'grantor', joins: true }] : [{ p, role: 'grantor' }]);
    const GA = side(Ap);
    const GB = side(Bp);
    const EA: Party = { p: Ap, role: 'grantee' };
    const EB: Party = { p: Bp, role: 'grantee' };
    const parties = [...GA, ...GB, EA, EB];
    const names = new Map<string, string>();
    nameAll(parties, t.y, names);
    const { ack: ackD, rec } = datesFrom(t);
    const [t1, t2] = f.tracts;
    const nA = names.get(Ap.id)!;
    const nB = names.get(Bp.id)!;
    const title = la ? r.pick(['ACT OF PARTITION', 'PARTITION']) : r.pick(['PARTITION DEED', 'DEED OF PARTITION', 'AGREEMENT AND DEED OF PARTITION']);
    const text = `${title}\n\n${venue(f.county)}\n\nThis ${la ? 'act' : 'deed'} is made ${thisDate(r, t)}, by and between ${sideText(GA, names, t)}, and ${sideText(GB, names, t)}.\n\nWHEREAS, ${nA} and ${nB} own ${la ? 'in indivision' : 'as tenants in common'}, each an undivided one-half (1/2) interest, the following two tracts of land in ${inCounty(f.county)}, to-wit:\n\nFirst Tract: ${tractText(t1, false)}\n\nSecond Tract: ${tractText(t2, false)}\n\nand they desire to partition the same in kind between them;\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, ${nB} does hereby remise, release and quitclaim unto ${nA} all of ${Bp.female ? 'her' : 'his'} right, title and interest in and to the First Tract; and ${nA} does hereby remise, release and quitclaim unto ${nB} all of ${Ap.female ? 'her' : 'his'} right, title and interest in and to the Second Tract; each to hold the tract set apart to ${r.chance(0.5) ? 'him or her' : 'such party'} in severalty forever.${GA.length > 1 || GB.length > 1 ? ' The spouses of the parties join herein to release any marital or homestead rights in the tract set apart to the other.' : ''}\n\n${dateLine(t)}\n\n${signatures([...GA, ...GB], names, t.y)}\n\n${ack(ackD, signerNames([...GA, ...GB], names, t.y), f.county)}\n\n${stamp(rec, f.county, 'Deed').text}`;
    const file = addDoc({ category: 'quitclaim_deed', parties, names, text, exec: t, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(file, [t1], 'fee', GB, [EA]);
    link(file, [t2], 'fee', GA, [EB]);
    f.made++;
    f.t = laterOf(f.t, rec);
    const g: Farm = { ...f, tracts: [t2], fee: [Bp], tenancy: 'one', severed: f.severed.map((h) => ({ ...h })), royalty: [...f.royalty], gap: null, gapDone: f.gapDone, made: 0, budget: Math.max(3, Math.floor((f.budget - f.made) / 2)), lease: null, mortgage: null };
    f.tracts = [t1];
    f.fee = [Ap];
    f.tenancy = 'one';
    f.budget -= g.budget;
    return g;
  };

  const die = (f: Farm, dec: Person, death: Dt): void => {
    if (!dec.dead) dec.dead = death;
    death = dec.dead;
    const inFee = f.fee.includes(dec);
    const hold = f.severed.find((h) => h.p === dec && !h.dormant);
    if (!inFee && !hold) return;
    if (inFee && f.tenancy === 'jt' && dec.spouse && f.fee.includes(dec.spouse) && alive(dec.spouse, death)) {
      survivorAffidavit(f, dec, dec.spouse, death);
      f.fee = [dec.spouse];
      f.tenancy = 'one';
      if (!hold) return;
    }
    const stillFee = f.fee.includes(dec);
    if (!stillFee && hold && (f.gapDone || (!f.gap && (fv(hold.frac) < 1 / 32 || r.chance(0.5))))) { hold.dormant = true; return; }
    if (!dec.spouse && !dec.kids.length) { const w = marry(dec); w.dead = shift(death, -(200 + r.int(6000))); }
    const spouse = dec.spouse && alive(dec.spouse, death) ? dec.spouse : null;
    const will = !la && r.chance(0.2);
    let heirs = childrenOf(dec, death);
    if (will && spouse && r.chance(0.6)) heirs = [spouse];
    else if (spouse) heirs = [spouse, ...heirs];
    const estates: Array<'fee' | 'mineral'> = [];
    if (stillFee) estates.push('fee');
    if (hold) estates.push('mineral');
    deathInstrument(f, dec, death, heirs, estates, hold && !stillFee ? hold.frac : null, will);
    if (stillFee) {
      f.fee = [...f.fee.filter((p) => p !== dec), ...heirs.filter((h) => !f.fee.includes(h))];
      f.tenancy = f.fee.length > 1 ? 'heirs' : 'one';
      heirsOfFarm.set(f, spouse ? null : dec);
      f.feeVia = true;
    }
    if (hold) {
      f.severed = f.severed.filter((h) => h !== hold);
      for (const h of heirs) addHolding(f, h, fmul(hold.frac, fr(1, heirs.length)));
    }
  };

  const leaseCycle = (f: Farm, t: Dt): void => {
    const L = withRole(lessorsOf(f, t), 'lessor');
    if (!L.length) return;
    const y = t.y;
    const broker = y >= 1950 && r.chance(0.3);
    const lessee = broker ? newPerson(false, y - 30 - r.int(25)) : eraOrg(y >= 1985 ? A.modern : A.lessees, y);
    const { lease: ls } = leaseDoc(f, t, L, lessee);
    let last = f.t;
    if (broker || r.chance(0.35)) {
      const to = eraOrg(y >= 1985 ? A.modern : A.lessees, y);
      if (to !== lessee) {
        const part = !broker && r.chance(0.4) ? fr(1, 2) : null;
        assignment(f, shift(last, 20 + r.int(500)), ls, [lessee], to, part);
        ls.holders = part ? [lessee, to] : [to];
        last = f.t;
        if (r.chance(0.15)) {
          const to2 = eraOrg(A.mineralCos.length && y >= 1990 ? A.modern : A.lessees, f.t.y);
          const from = ls.holders[ls.holders.length - 1];
          if (!ls.holders.includes(to2)) {
            assignment(f, shift(last, 60 + r.int(700)), ls, [from], to2, null);
            ls.holders = ls.holders.map((h) => (h === from ? to2 : h));
            last = f.t;
          }
        }
      }
    }
    if (y >= A.oil && r.chance(0.3)) {
      ls.hbp = true;
      f.lease = ls;
      hbpUntil.set(f, y + 8 + r.int(30));
      return;
    }
    const end = laterOf(shift(ls.date, 365 * (y < 1950 ? 5 : 3) + r.int(400)), shift(f.t, 30 + r.int(200)));
    if (end.y < END_YEAR && r.chance(0.75) && ls.lessors.every((q) => alive(q.p, end))) release(f, end, ls);
    else f.t = laterOf(f.t, end);
  };

  const plantGap = (f: Farm, t0: Dt): void => {
    const kind = f.gap!;
    const gapOn = (doc: string) => { for (const t of f.tracts) gaps.push({ tract: t.key, estate: 'mineral', kind, doc }); };
    const y = t0.y;
    const someone = (not?: Person): Person => {
      const c = y >= 1960 && r.chance(0.4) ? eraOrg(A.mineralCos, y) : newPerson(r.chance(0.2), y - 30 - r.int(30));
      return c === not ? newPerson(false, y - 30 - r.int(30)) : c;
    };
    if (kind === 'grantor_never_received') {
      const cands = f.severed.filter((h) => !h.dormant && h.p.kind === 'person' && alive(h.p, t0) && !holdsElsewhere(h.p, f) && !f.fee.includes(h.p));
      if (cands.length && r.chance(0.5)) {
        const h = r.pick(cands);
        const father = h.p;
        const death = shift(t0, 20 + r.int(300));
        father.dead = death;
        h.dormant = true;
        const son = newPerson(false, Math.min(father.born + 24 + r.int(10), death.y - 20), father.county, father.last);
        father.kids.push(son);
        const doc = mineralDeed(f, shift(death, 150 + r.int(1500)), [{ p: son, role: '' }], [someone()], null, { heirOf: father });
        gapOn(doc);
      } else {
        const fee0 = f.fee.find((p) => p.kind === 'person');
        const st = newPerson(false, y - 35 - r.int(25), r.pick(countyNames), fee0 && r.chance(0.4) ? fee0.last : undefined);
        const side: Party[] = [{ p: st, role: '' }];
        if (r.chance(0.35)) side.push({ p: marry(st), role: '', joins: true });
        const doc = mineralDeed(f, shift(t0, 30 + r.int(500)), side, [someone()], r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]));
        gapOn(doc);
      }
    } else if (kind === 'conveyed_before_acquired') {
      const x = newPerson(false, y - 30 - r.int(25));
      if (r.chance(0.4)) marry(x);
      const feeOk = f.fee.length > 0 && f.fee.every((p) => alive(p, t0)) && fv(f.unsevered) > 1e-9;
      const src = feeOk ? null : f.severed.find((h) => !h.dormant && alive(h.p, t0) && !holdsElsewhere(h.p, f) && !f.fee.includes(h.p)) ?? null;
      const frac = src ? src.frac : fv(f.unsevered) >= 0.5 ? r.pick([fr(1, 2), fr(1, 4)]) : f.unsevered;
      const d1 = shift(t0, 30 + r.int(200));
      const d2 = shift(d1, 90 + r.int(1000));
      const early = mineralDeed(f, d1, [{ p: x, role: '' }], [someone()], r.chance(0.5) ? frac : null);
      mineralDeed(f, d2, src ? [{ p: src.p, role: '' }] : feeSide(f, d2), [x], frac);
      if (!src) f.unsevered = fsub(f.unsevered, frac);
      gapOn(early);
    } else {
      let h = f.severed.find((s) => s.linked && !s.dormant && alive(s.p, t0) && !holdsElsewhere(s.p, f) && !f.fee.includes(s.p));
      let t = t0;
      if (!h) {
        const x = newPerson(false, y - 30 - r.int(25));
        const feeOk = f.fee.length > 0 && f.fee.every((p) => alive(p, t0)) && fv(f.unsevered) > 1e-9;
        const src = feeOk ? null : f.severed.find((s) => !s.dormant && alive(s.p, t0) && !holdsElsewhere(s.p, f) && !f.fee.includes(s.p))!;
        const frac = src ? (fv(src.frac) > 0.5 ? fmul(src.frac, fr(1, 2)) : src.frac) : fv(f.unsevered) >= 0.5 ? r.pick([fr(1, 4), fr(1, 8)]) : fmul(f.unsevered, fr(1, 2));
        mineralDeed(f, shift(t0, 20 + r.int(200)), src ? [{ p: src.p, role: '' }] : feeSide(f, t0), [x], frac);
        if (src) src.frac = fsub(src.frac, frac);
        else f.unsevered = fsub(f.unsevered, frac);
        h = { p: x, frac, dormant: false, linked: true };
        f.severed.push(h);
        t = f.t;
      }
      const holder = h.p;
      if (fv(h.frac) <= 0.5 + 1e-9 && r.chance(0.5)) {
        const doc = mineralDeed(f, shift(t, 100 + r.int(1500)), [{ p: holder, role: '' }, ...(holder.spouse && alive(holder.spouse, t) && holder.kind === 'person' ? [{ p: holder.spouse, role: '', joins: true }] : [])], [someone(holder)], fmul(h.frac, fr(2, 1)));
        gapOn(doc);
      } else {
        const first = someone(holder);
        mineralDeed(f, shift(t, 100 + r.int(900)), [{ p: holder, role: '' }], [first], h.frac);
        let second = someone(holder);
        if (second === first) second = newPerson(false, y - 30 - r.int(30));
        const doc = mineralDeed(f, shift(f.t, 100 + r.int(1500)), [{ p: holder, role: '' }], [second], h.frac);
        gapOn(doc);
      }
    }
    f.gapDone = true;
    for (const s of f.severed) s.dormant = true;
    f.lease = null;
  };
  const canPlant = (f: Farm, t: Dt): boolean => {
    if (f.noMinerals || !f.feeVia) return false;
    if (f.gap === 'grantor_never_received') return true;
    const feeOk = f.fee.length > 0 && f.fee.every((p) => alive(p, t)) && fv(f.unsevered) > 1e-9;
    return feeOk || f.severed.some((s) => !s.dormant && alive(s.p, t) && !holdsElsewhere(s.p, f) && !f.fee.includes(s.p));
  };

  /** The farm's beginning: a patent, or a first known holder. */
  const origin = (f: Farm, y0: number): void => {
    const t: Dt = { y: y0, m: 1 + r.int(12), d: 1 + r.int(28) };
    f.t = t;
    const first = newPerson(r.chance(0.15), y0 - 25 - r.int(30), f.county.name);
    if (r.chance(0.7)) marry(first);
    f.fee = [first];
    f.tenancy = 'one';
    const tk = f.tracts.map((x) => x.kind);
    if (y0 > A.start[1] + 8 && !(A.key === 'riovista' && tk.includes('rancho'))) return;
    if (A.key === 'ardmore') {
      if (r.chance(0.8)) { statePatent(f, t, first); f.made++; f.feeVia = true; }
      allottee.add(f);
    } else if (A.key === 'bendarch') {
      if (f.tracts.length === 1 && (tk[0] === 'tel' || tk[0] === 'bbb') && f.tracts[0].aliquot === 'ALL' && r.chance(0.7)) { statePatent(f, t, first); f.made++; f.feeVia = true; } else if (f.tracts.length === 1 && tk[0] === 'csl' && r.chance(0.7)) { countyDeed(f, t, first); f.made++; f.feeVia = true; }
    } else if (A.key === 'acadiana') {
      if (!tk.includes('irreg')) {
        const x = r.next();
        if (x < 0.45) { usPatent(f, t, first, r.chance(0.7) ? 'homestead' : 'cash'); f.made++; f.feeVia = true; } else if (x < 0.75) { statePatent(f, t, first); f.made++; f.feeVia = true; }
      }
    } else if (A.key === 'bighorn') {
      const x = r.next();
      if (f.noMinerals) { usPatent(f, { ...t, y: Math.max(t.y, 1918) }, first, 'stock'); f.made++; f.t = { ...t, y: Math.max(t.y, 1918) }; } else if (x < 0.55 || tk.includes('resurvey')) { usPatent(f, t, first, r.chance(0.75) ? 'homestead' : 'desert'); f.made++; f.feeVia = true; } else if (x < 0.8) { statePatent(f, t, first); f.made++; f.feeVia = true; }
    } else {
      if (tk.includes('rancho')) {
        const co = fixedOrg(r.pick(['Montezuma Land and Water Company', 'Sacramento Valley Land Company', 'Colusa Ranch Lands Company', 'Rio Vista Land Company']));
        f.fee = [co];
      } else if (r.chance(0.8)) { usPatent(f, t, first, r.chance(0.6) ? 'cash' : 'homestead'); f.made++; f.feeVia = true; }
    }
  };

  /** Deaths already known (from another farm, or unrecorded) that this farm has not yet passed through; true when any. */
  const pendingDeaths = (f: Farm, t: Dt): boolean => {
    let any = false;
    for (const p of [...f.fee, ...f.severed.filter((h) => !h.dormant).map((h) => h.p)]) if (p.kind === 'person' && !p.trust && p.dead && !earlier(t, p.dead)) { die(f, p, p.dead); any = true; }
    return any;
  };
  const step = (f: Farm): void => {
    const perDoc = (Math.max(1, END_YEAR - f.t.y) * 365) / Math.max(1, f.budget - f.made);
    const t = shift(f.t, Math.round(120 + perDoc * (0.35 + r.next() * 1.1)));
    if (t.y >= END_YEAR) { f.t = t; return; }
    f.t = t;
    const y = t.y;
    if (pendingDeaths(f, t)) return;
    if (f.gap && !f.gapDone && y >= f.gapYear && canPlant(f, t)) { plantGap(f, t); return; }
    // deaths of holders by age
    for (const p of personsOf(f)) {
      const age = ageAt(p, y);
      if (age >= 58 && r.chance(Math.min(1, (age - 55) / 38))) { die(f, p, shift(t, -r.int(120))); return; }
    }
    if (!f.gapDone) {
      for (const h of f.severed) {
        if (h.dormant || h.p.kind !== 'person' || h.p.dead) continue;
        const age = ageAt(h.p, y);
        if (age >= 60 && r.chance(Math.min(1, (age - 55) / 40))) { die(f, h.p, shift(t, -r.int(120))); return; }
      }
    }
    for (const p of f.fee) if (p.kind === 'person' && p.spouse && !f.fee.includes(p.spouse) && !p.spouse.dead && ageAt(p.spouse, y) >= 65 && r.chance(0.25) && !farms.some((g) => g.fee.includes(p.spouse!) || g.severed.some((h) => h.p === p.spouse))) p.spouse.dead = shift(t, -r.int(300));
    if (f.lease?.hbp && y > (hbpUntil.get(f) ?? 0)) {
      const ls = f.lease;
      f.lease = null;
      if (ls.lessors.every((q) => alive(q.p, t)) && r.chance(0.7)) { release(f, t, ls); return; }
    }
    const minerals = !f.noMinerals && !f.gapDone;
    const feeAlive = f.fee.length > 0 && f.fee.every((p) => alive(p, t));
    const liveSev = f.severed.filter((h) => !h.dormant && alive(h.p, t));
    const ev: Array<[number, () => void]> = [];
    if (feeAlive) {
      if (f.tenancy === 'heirs' && f.tracts.length === 2 && f.fee.length === 2 && f.fee.every((p) => p.kind === 'person')) ev.push([12, () => { farmsQueue.push(partitionDeed(f, t)); }]);
      if (f.tenancy === 'heirs' && personsOf(f).length >= (f.tracts.length === 2 ? 3 : 2)) ev.push([f.tracts.length === 2 ? 7 : 1.5, () => quitclaimToOne(f, t)]);
      ev.push([f.tenancy === 'trust' && y >= (trustSince.get(f) ?? y) + 5 ? 8 : f.tenancy === 'heirs' ? 4.5 : 2.6, () => sale(f, t)]);
      if (minerals && fv(f.unsevered) > 1e-9 && y >= A.oil - 15 && !(f.gap === 'conveyed_before_acquired' && fv(f.unsevered) <= 0.5)) ev.push([1.1, () => {
        const frac = fv(f.unsevered) >= 0.5 - 1e-9 ? r.pick([fr(1, 2), fr(1, 4), fr(1, 8), fr(1, 4)]) : r.chance(0.5) ? f.unsevered : fmul(f.unsevered, fr(1, 2));
        const to = y >= 1925 && r.chance(0.35) ? eraOrg(A.mineralCos, y) : newPerson(r.chance(0.15), y - 30 - r.int(30));
        mineralDeed(f, t, feeSide(f, t), [to], frac);
        f.unsevered = fsub(f.unsevered, frac);
        addHolding(f, to, frac);
      }]);
      if (minerals && y >= A.oil - 10 && fv(f.unsevered) > 1e-9) ev.push([0.35, () => { const to = newPerson(r.chance(0.3), y - 30 - r.int(30)); royaltyDeed(f, t, feeSide(f, t), to); f.royalty.push(to); }]);
      if (!f.mortgage && y >= 1890 && personsOf(f).length) ev.push([0.6, () => mortgage(f, t)]);
      if (y >= 1925) ev.push([0.45, () => easement(f, t)]);
      if (y >= 1975 && (f.tenancy === 'one' || f.tenancy === 'both' || f.tenancy === 'jt') && personsOf(f).length === f.fee.length) ev.push([0.35, () => toTrust(f, t)]);
    }
    if (f.mortgage) ev.push([0.9, () => mortgageRelease(f, t)]);
    if (minerals && liveSev.length) {
      ev.push([1, () => {
        const h = r.pick(liveSev);
        const all = r.chance(0.5);
        const frac = all ? h.frac : fmul(h.frac, fr(1, 2));
        const to = y >= 1925 && r.chance(0.45) ? eraOrg(A.mineralCos, y) : newPerson(r.chance(0.2), y - 30 - r.int(30));
        if (to === h.p) return;
        const side: Party[] = [{ p: h.p, role: '' }];
        if (h.p.kind === 'person' && h.p.spouse && alive(h.p.spouse, t) && r.chance(0.6) && (!la || y >= 1980)) side.push({ p: h.p.spouse, role: '', joins: true });
        mineralDeed(f, t, side, [to], all && r.chance(0.5) ? null : frac);
        h.frac = fsub(h.frac, frac);
        if (fv(h.frac) <= 1e-9) f.severed = f.severed.filter((x) => x !== h);
        addHolding(f, to, frac);
      }]);
      if (y >= A.oil - 10) ev.push([0.25, () => { const h = r.pick(liveSev); const to = newPerson(r.chance(0.3), y - 30 - r.int(30)); royaltyDeed(f, t, [{ p: h.p, role: '' }], to); f.royalty.push(to); }]);
    }
    if (minerals && y >= A.oil && !f.lease) ev.push([3.6, () => leaseCycle(f, t)]);
    if (minerals && f.lease?.hbp) {
      const now = lessorsOf(f, t).filter((q) => !f.lease!.lessors.some((x) => x.p.id === q.p.id) && !f.lease!.ratified?.has(q.p.id));
      if (now.length) ev.push([1.4, () => ratification(f, t, f.lease!, now)]);
    }
    if (minerals && y >= 1950) ev.push([0.3, () => stipulation(f, t)]);
    if (!ev.length) return;
    let x = r.next() * ev.reduce((s, e) => s + e[0], 0);
    for (const [w, fn] of ev) { x -= w; if (x <= 0) { fn(); return; } }
    ev[ev.length - 1][1]();
  };

  const farmsQueue: Farm[] = [];
  const kinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = kinds.length - 1; i > 0; i--) { const j = r.int(i + 1); [kinds[i], kinds[j]] = [kinds[j], kinds[i]]; }
  const nFarms = Math.max(4, Math.round(target / 12));
  const newFarm = (i: number): Farm => {
    const c = r.pick(A.counties);
    const gap = i >= 1 && i <= 3 ? kinds[i - 1] : null;
    const two = !gap && (i === 0 || r.chance(0.35));
    const stated = r.chance(0.6);
    const t1 = makeTract(c, stated);
    const tracts = [t1];
    if (two) tracts.push(makeTract(c, stated));
    const late = i > 0 && r.chance(0.45);
    const early = Math.max(A.start[0] + r.int(A.start[1] - A.start[0] + 1), (c.since ?? 0) + r.int(6));
    const y0 = late ? Math.max(early, r.chance(0.6) ? 1925 + r.int(40) : 1965 + r.int(35)) : early;
    const f: Farm = { tracts, county: c, fee: [], tenancy: 'one', unsevered: fr(1, 1), severed: [], royalty: [], noMinerals: A.key === 'bighorn' && !gap && !two && r.chance(0.2), gap, gapYear: Math.max(A.oil, y0 + 12) + r.int(40), gapDone: false, t: { y: y0, m: 1, d: 1 }, made: 0, budget: Math.max(6, Math.round(target / nFarms) + r.int(5) - 2), lease: null, mortgage: null, lastDeed: null, feeVia: false };
    if (f.gapYear > 2015) f.gapYear = 2000 + r.int(15);
    return f;
  };
  for (let i = 0; i < nFarms; i++) farmsQueue.push(newFarm(i));
  let extra = nFarms;
  while (farmsQueue.length) {
    const f = farmsQueue.shift()!;
    farms.push(f);
    if (!f.fee.length) origin(f, f.t.y);
    for (let guard = 0; guard < 400; guard++) {
      if (f.t.y >= END_YEAR || f.made >= f.budget) break;
      step(f);
    }
    if (f.gap && !f.gapDone) {
      let t = f.t.y >= END_YEAR - 1 ? { y: END_YEAR - 2, m: 1 + r.int(12), d: 1 + r.int(28) } : f.t;
      if (pendingDeaths(f, t)) t = laterOf(t, f.t);
      if (!f.feeVia && f.fee.length && f.fee.every((p) => alive(p, t))) sale(f, t);
      if (!canPlant(f, t) && f.gap !== 'grantor_never_received') f.gap = 'grantor_never_received';
      plantGap(f, t);
    }
    if (!farmsQueue.length && docs.length < target * 0.9 && extra < 14) farmsQueue.push(newFarm(extra++));
  }

  // ---------------------------------------------------------- file names that say nothing
  const order = docs.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) { const j = r.int(i + 1); [order[i], order[j]] = [order[j], order[i]]; }
  const rename = new Map<string, string>();
  const usedNo = new Set<number>();
  const prefix = pkgName.split('-').slice(1, 3).join('');
  const out: HeldoutDoc[] = order.map((i) => {
    const d = docs[i];
    let no: number;
    do no = 10000 + r.int(89999); while (usedNo.has(no));
    usedNo.add(no);
    const file = `S${prefix}-${no}.txt`;
    rename.set(d.truth.file, file);
    return { ...d, truth: { ...d.truth, file } };
  });
  return {
    name: pkgName,
    docs: out,
    links: links.map((l) => ({ ...l, doc: rename.get(l.doc)! })),
    gaps: gaps.map((g) => ({ ...g, doc: rename.get(g.doc)! })),
  };
}
