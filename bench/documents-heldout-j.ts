// Held-out set J: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-I did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain) pass
// through time on one clock, 1870-2025:
// - western Missouri (Fifth P.M.: Bates, Vernon, Cass; shallow-oil leasing plays): United States
//   patents, Missouri indentures "GRANT, BARGAIN AND SELL, CONVEY AND CONFIRM" with warranty,
//   special warranty and "REMISE, RELEASE AND FOREVER QUIT-CLAIM" covenants, modern deeds with the
//   Missouri recording cover page, deeds as tenants by the entirety and affidavits of the surviving
//   tenant, beneficiary deeds (section 461.025 RSMo) and the beneficiary's affidavit of death,
//   small estate affidavits (section 473.097 RSMo), probate orders of distribution, deeds into and
//   out of revocable living trusts, deeds of trust and deeds of release;
// - northeastern Arizona (Gila and Salt River Meridian: Apache, Navajo; helium and oil plays):
//   United States homestead patents and State of Arizona patents reserving the minerals, the
//   Arizona warranty, special warranty and quit claim deed forms ("SUBJECT TO current taxes and
//   other assessments, reservations in patents and all easements ..."), affidavit of property value
//   notes, joint tenancy deeds with their acceptance, affidavits of death of joint tenant,
//   beneficiary deeds (A.R.S. 33-405) and the beneficiary's affidavit, affidavits for transfer of
//   title to real property (A.R.S. 14-3971), Superior Court decrees of distribution, deeds of trust
//   and full reconveyances;
// - southwestern Idaho (Boise Meridian: Payette, Washington, Gem; natural-gas plays): patents,
//   Idaho warranty deeds ("grant, bargain, sell and convey ... warrant and defend"), special
//   warranty and quitclaim deeds, old indentures, decrees of distribution, affidavits of heirship,
//   deeds of trust and reconveyances, pipeline easements;
// - eastern Washington (Willamette Meridian: Grant, Adams, Lincoln; 1980s and 2000s leasing):
//   statutory warranty deeds ("conveys and warrants"), bargain and sale deeds with the covenant
//   limited to the grantor's own acts, quit claim deeds ("conveys and quit claims"), real estate
//   excise tax affidavit numbers, real estate contracts fulfilled by a deed, transfer on death deeds
//   (chapter 64.80 RCW), Superior Court decrees of distribution, deeds of trust;
// - northern Minnesota (Fourth P.M.: Itasca, St. Louis, Crow Wing; no oil and gas, iron-range
//   mineral severances): United States patents and State of Minnesota patents reserving minerals,
//   indentures of the old printed forms, the uniform conveyancing warranty, limited warranty and
//   quit claim deeds with the "Deed Tax Due" and Certificate of Real Estate Value lines and torrens
//   certificate numbers in the recording block, contracts for deed fulfilled by a warranty deed,
//   transfer on death deeds and affidavits of identity and survivorship, affidavits of surviving
//   joint tenant, probate court decrees of distribution, mortgages and satisfactions.
// Everywhere: mineral deeds of fractions (from fee owners and from severed holders), royalty deeds,
// affidavits of heirship by a neighbour, oil and gas leases (old rental forms, paid-up leases "made
// effective as of", memoranda of lease) taken by companies or by a lease broker who assigns them all
// to a company with an Exhibit A, partial assignments of an undivided half, releases, easements.
// Old typed long-hand forms and modern word-processed forms with recording blocks, instrument
// numbers, "Return to" boxes and index captions. People recur under name variants (full middle
// name, initial, initials only, no middle name, index order "SMITH, JOHN A." in captions, capitals,
// a married woman under her maiden name as middle name, Jr.), spouses joining or co-holding;
// companies under Co./Company, Corp./Corporation, Inc./Incorporated, LLC/L.L.C., L.P./LP variants
// (no LLC before 1992, no L.P. before 1975); in most packages an unrelated namesake of another
// county (both always with their residence); otherwise no two people of a package share a first
// name and surname. Exactly one gap of each kind per package, each on a one-tract farm. Texts are
// clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of sets A-I's headers (D's list, with E's, F's, G's, H's and I's
// additions), followed exactly where they apply; executor's, administrator's, personal
// representative's, sheriff's, tax and officers' deeds are not written here. What set J adds (a
// title examiner's reading):
// - rectangular tracts of the new meridians as any (D, G): township "40N", range "32W" (Missouri,
//   Minnesota, Idaho) or "24E" (Arizona, Washington); the meridian ("Fifth Principal Meridian",
//   "G.&S.R.B.&M.", "Boise Meridian", "W.M.", "4th P.M.") is in no field; government lots as F;
//   every tract states its acres in every instrument (patents always do);
// - tenancy by the entirety (Missouri), joint tenancy (Arizona, Idaho, Minnesota) and community
//   property with right of survivorship (Washington): a couple who take together both hold (links
//   to both, required); the survivor's "Affidavit of Surviving Tenant by the Entirety", "Affidavit
//   of Death of Joint Tenant" or "Affidavit of Surviving Joint Tenant" is F's affidavit of surviving
//   joint tenant: `other`, conveys_fee false, estates [], the deceased `decedent`, the survivor who
//   swears `other`, execution_date the jurat, death_date, a fee link decedent -> survivor with
//   `required: false`; an Arizona "Acceptance of Joint Tenancy" signed by the grantees under the
//   deed adds no party and no date;
// - a Missouri beneficiary deed, an Arizona beneficiary deed and a Washington or Minnesota transfer
//   on death deed are F's transfer-on-death deed: `other`, the owner `grantor` (a spouse who joins
//   to release marital rights `grantor` too), the beneficiary `grantee`, estates [], no link; the
//   beneficiary's affidavit after the owner's death (Missouri "Affidavit of Death", Arizona
//   "Affidavit of Death and Acceptance by Grantee Beneficiary", Minnesota "Affidavit of Identity and
//   Survivorship", Washington "Affidavit of Death and Acceptance") is F's affidavit_of_heirship:
//   decedent `decedent`, the beneficiary who swears `heir`, link decedent -> beneficiary, required;
// - a Missouri "Small Estate Affidavit" (section 473.097 RSMo) and an Arizona "Affidavit for
//   Transfer of Title to Real Property" (A.R.S. 14-3971) are affidavit_of_heirship: the decedent
//   `decedent`, each distributee or successor `heir`; the affiant is always one of the distributees
//   and is then the party `heir` only (not also `other`); execution_date the jurat, no
//   acknowledgment, death_date; the clerk's "Filed" or "Issued" date in the court's caption is not
//   the instrument's; links decedent -> each distributee for the estates held, required;
// - probate orders of these states (Missouri "Order of Distribution" and "Judgment of Final
//   Settlement and Order of Distribution", Arizona, Idaho and Washington "Decree of Distribution",
//   Minnesota "Final Decree of Distribution") are `probate` as I's: execution_date the day of the
//   order, death_date, no acknowledgment; the judge and a personal representative who is not a
//   distributee no parties;
// - a contract for deed (Minnesota) or real estate contract (Washington, Idaho, Missouri) is `other`,
//   vendors and vendees `other`, estates [], no link (the fee passes by the deed given in its
//   fulfillment, G's option reading); the fulfillment deed is a deed of its covenant's kind, linked
//   vendors -> vendees; the contract's date recited in it is not the deed's date;
// - Minnesota's "Deed Tax Due", "Certificate of Real Estate Value No." and torrens "Certificate of
//   Title No.", Washington's "Real Estate Excise Tax" affidavit number and paid stamp, Arizona's
//   affidavit of property value and "Exempt under A.R.S." lines, the Missouri cover page's "Date of
//   Document" (the same day as the dating line) and assessor's parcel numbers add no party, tract
//   field or date beyond those of the body, nor does a Washington cover sheet's "Abbreviated Legal"
//   ("NE/4 24-18-32", the body's tract again);
// - Washington's "Bargain and Sale Deed" that "bargains, sells and conveys" and covenants only
//   against those "claiming by, through or under said Grantor and not otherwise" is a
//   special_warranty_deed; Minnesota's "Limited Warranty Deed" likewise; "conveys and warrants" and
//   "convey(s) and warrant(s)" are warranty_deed; "conveys and quit claims", "convey(s) and
//   quitclaim(s)" and "quit-claim unto" quitclaim_deed;
// - a State of Arizona or State of Minnesota patent that reserves the minerals to the State is a
//   patent (the State `grantor`) whose reservation gives the State a mineral holding of all the
//   minerals (no link); nobody conveys or leases those minerals again in the package;
// - a Minnesota "Satisfaction of Mortgage", a Missouri "Deed of Release" and an Arizona, Idaho or
//   Washington "Deed of Full Reconveyance" are G's releases of lien: `other`, the releasing
//   mortgagee, noteholder or reconveying trustee `grantor`, the mortgagors or trustors named
//   `grantee`, estates [], no link;
// - gaps as I's: grantor_never_received a stranger's mineral deed, conveyed_before_acquired a
//   mineral deed dated three months to three years before the mineral deed into its grantor (gap on
//   the early deed), conveyed_more_than_held a severed mineral holder conveying twice his fraction or
//   the same fraction again; the grantee of a gap deed never deals with what he took.
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { type ExpectedTract, tractKey } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';

type Est = 'fee' | 'mineral' | 'leasehold';
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type Cat =
  | 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed' | 'mineral_deed' | 'royalty_deed' | 'oil_and_gas_lease'
  | 'assignment_of_lease' | 'release_of_lease' | 'affidavit_of_heirship' | 'probate' | 'patent' | 'easement' | 'deed_of_trust' | 'other';
type GapK = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';

// ---------------------------------------------------------------- words, numbers, dates

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  return `${words(Math.floor(n / 1000))} thousand${n % 1000 ? (n % 1000 < 100 ? ` and ${words(n % 1000)}` : ` ${words(n % 1000)}`) : ''}`;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const ordSfx = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
const ord = (n: number) => `${n}${n % 10 > 3 ? 'th' : ordSfx(n)}`;
const IRREG: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
const ordWords = (n: number) => words(n).replace(/(\w+)$/, (m) => IRREG[m] ?? (m.endsWith('y') ? `${m.slice(0, -1)}ieth` : `${m}th`));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ymd = (s: string) => s.split('-').map(Number) as [number, number, number];
const yearOf = (s: string) => Number(s.slice(0, 4));
function addDays(s: string, n: number): string {
  const [y, m, d] = ymd(s);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
type DStyle = 'long' | 'day' | 'dayAD' | 'num' | 'num0' | 'stamp' | 'words';
function fd(s: string, st: DStyle): string {
  const [y, m, d] = ymd(s);
  switch (st) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'day': return `${ord(d)} day of ${MONTHS[m - 1]}, ${y}`;
    case 'dayAD': return `${ord(d)} day of ${MONTHS[m - 1]}, A.D. ${y}`;
    case 'num': return `${m}/${d}/${y}`;
    case 'num0': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'stamp': return `${MONTHS[m - 1].slice(0, 3).toUpperCase()} ${d} ${y}`;
    case 'words': return `${ordWords(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${words(y)}`;
  }
}
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;
const fracWords: Record<string, string> = { '1/2': 'one-half', '1/4': 'one-fourth', '1/8': 'one-eighth', '3/4': 'three-fourths', '1/16': 'one-sixteenth', '3/8': 'three-eighths', '1/3': 'one-third', '1/6': 'one-sixth', '1/12': 'one-twelfth', '1/32': 'one-thirty-second', '3/16': 'three-sixteenths' };
function fracStr(x: number): string {
  for (const den of [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96]) {
    const num = Math.round(x * den);
    if (Math.abs(num / den - x) < 1e-9) {
      const g = gcd(num, den);
      return `${num / g}/${den / g}`;
    }
  }
  return x.toFixed(6);
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fracText = (x: number, style: number) => {
  const f = fracStr(x);
  const w = fracWords[f];
  return style === 0 && w ? `${w} (${f})` : style === 1 && w ? w : f;
};

// ---------------------------------------------------------------- areas

interface Area {
  key: 'MO' | 'AZ' | 'ID' | 'WA' | 'MN';
  st: string;
  stateName: string;
  counties: string[];
  elsewhere: Array<[string, string]>;
  merLong: string;
  merShort: string;
  merPatent: string;
  twp: [number, number];
  rng: [number, number];
  rdir: 'E' | 'W';
  patentYears: [number, number];
  landOffices: string[];
  plays: number[];
  sovereignState: string | null;
  towns: string[];
}
const AREAS: Area[] = [
  {
    key: 'MO', st: 'MO', stateName: 'Missouri', counties: ['Bates', 'Vernon', 'Cass'],
    elsewhere: [['Jackson', 'Missouri'], ['Henry', 'Missouri'], ['Johnson', 'Kansas'], ['Linn', 'Kansas'], ['Tulsa', 'Oklahoma'], ['Greene', 'Missouri']],
    merLong: 'Fifth Principal Meridian', merShort: '5th P.M.', merPatent: 'fifth principal meridian',
    twp: [36, 44], rng: [29, 33], rdir: 'W', patentYears: [1870, 1884], landOffices: ['Boonville', 'Springfield'],
    plays: [1922, 1956, 1982, 2008], sovereignState: null, towns: ['Butler', 'Nevada', 'Harrisonville', 'Rich Hill', 'Adrian', 'Sheldon'],
  },
  {
    key: 'AZ', st: 'AZ', stateName: 'Arizona', counties: ['Apache', 'Navajo'],
    elsewhere: [['Maricopa', 'Arizona'], ['Coconino', 'Arizona'], ['Bernalillo', 'New Mexico'], ['San Juan', 'New Mexico'], ['Los Angeles', 'California'], ['Pima', 'Arizona']],
    merLong: 'Gila and Salt River Base and Meridian', merShort: 'G.&S.R.B.&M.', merPatent: 'Gila and Salt River meridian',
    twp: [10, 20], rng: [20, 30], rdir: 'E', patentYears: [1905, 1928], landOffices: ['Phoenix'],
    plays: [1958, 1981, 2012], sovereignState: 'State of Arizona', towns: ['St. Johns', 'Holbrook', 'Snowflake', 'Concho', 'Joseph City', 'Springerville'],
  },
  {
    key: 'ID', st: 'ID', stateName: 'Idaho', counties: ['Payette', 'Washington', 'Gem'],
    elsewhere: [['Ada', 'Idaho'], ['Canyon', 'Idaho'], ['Malheur', 'Oregon'], ['Spokane', 'Washington'], ['Salt Lake', 'Utah'], ['Twin Falls', 'Idaho']],
    merLong: 'Boise Meridian', merShort: 'B.M.', merPatent: 'Boise meridian',
    twp: [7, 12], rng: [2, 6], rdir: 'W', patentYears: [1890, 1915], landOffices: ['Boise City', 'Hailey'],
    plays: [1953, 1981, 2009], sovereignState: null, towns: ['Payette', 'Fruitland', 'New Plymouth', 'Weiser', 'Emmett', 'Midvale'],
  },
  {
    key: 'WA', st: 'WA', stateName: 'Washington', counties: ['Grant', 'Adams', 'Lincoln'],
    elsewhere: [['Spokane', 'Washington'], ['King', 'Washington'], ['Yakima', 'Washington'], ['Multnomah', 'Oregon'], ['Kootenai', 'Idaho'], ['Benton', 'Washington']],
    merLong: 'Willamette Meridian', merShort: 'W.M.', merPatent: 'Willamette meridian',
    twp: [16, 24], rng: [28, 36], rdir: 'E', patentYears: [1888, 1912], landOffices: ['Waterville', 'Spokane Falls'],
    plays: [1983, 2008], sovereignState: null, towns: ['Ephrata', 'Ritzville', 'Davenport', 'Odessa', 'Moses Lake', 'Lind'],
  },
  {
    key: 'MN', st: 'MN', stateName: 'Minnesota', counties: ['Itasca', 'St. Louis', 'Crow Wing'],
    elsewhere: [['Hennepin', 'Minnesota'], ['Ramsey', 'Minnesota'], ['Douglas', 'Wisconsin'], ['Cass', 'North Dakota'], ['Stearns', 'Minnesota'], ['Cook', 'Illinois']],
    merLong: 'Fourth Principal Meridian', merShort: '4th P.M.', merPatent: 'fourth principal meridian',
    twp: [46, 60], rng: [22, 28], rdir: 'W', patentYears: [1878, 1905], landOffices: ['Duluth', 'Taylors Falls', 'Saint Cloud'],
    plays: [], sovereignState: 'State of Minnesota', towns: ['Grand Rapids', 'Hibbing', 'Virginia', 'Brainerd', 'Deer River', 'Crosby'],
  },
];

// ---------------------------------------------------------------- people

const MEN = ['John', 'William', 'James', 'Robert', 'Charles', 'George', 'Thomas', 'Henry', 'Edward', 'Walter', 'Arthur', 'Harold', 'Frank', 'Joseph', 'Samuel', 'Albert', 'Clarence', 'Earl', 'Floyd', 'Homer', 'Leonard', 'Marvin', 'Otto', 'Raymond', 'Virgil', 'Wesley', 'Elmer', 'Chester', 'Lloyd', 'Herbert', 'Ernest', 'Orville', 'Lester', 'Claude', 'Roy', 'Carl', 'Jesse', 'Luther', 'Gust', 'Nels', 'Alvin', 'Dale', 'Duane', 'Gerald', 'Kenneth', 'Dennis', 'Gary', 'Steven', 'Mark', 'Brian', 'Kevin', 'Jeffrey', 'Todd', 'Scott', 'Ray', 'Ira', 'Amos', 'Silas', 'Reuben', 'Emil'];
const WOMEN = ['Mary', 'Anna', 'Ella', 'Opal', 'Hazel', 'Ruth', 'Edna', 'Mildred', 'Nora', 'Lela', 'Vera', 'Irene', 'Gladys', 'Bessie', 'Pearl', 'Lottie', 'Cora', 'Ina', 'Dorothy', 'Martha', 'Alice', 'Frances', 'Grace', 'Lucille', 'Thelma', 'Velma', 'Myrtle', 'Bertha', 'Ethel', 'Viola', 'Hilda', 'Ingrid', 'Sigrid', 'Carol', 'Judith', 'Sharon', 'Linda', 'Karen', 'Debra', 'Susan', 'Janet', 'Lois', 'Marjorie', 'Arlene', 'Eunice', 'Wilma'];
const SURNAMES = ['Hargrove', 'Whitfield', 'Blankenship', 'Pettit', 'Lindquist', 'Rountree', 'Kroeker', 'Haskins', 'Pendleton', 'Oberholtzer', 'Teague', 'Stroud', 'Moffett', 'Crider', 'Sewell', 'Tubbs', 'Gaines', 'Whitlock', 'Cartwright', 'Pruitt', 'Dobbs', 'Baxter', 'Fenwick', 'Oakes', 'Keel', 'Voss', 'Holloway', 'McAlister', 'Brannon', 'Dunagan', 'Gilliland', 'Kettering', 'Langford', 'Muncy', 'Overstreet', 'Pickens', 'Rutledge', 'Spradlin', 'Thornberry', 'Vickers', 'Wampler', 'Yarbrough', 'Zimmerman', 'Nyberg', 'Halvorsen', 'Aune', 'Bergquist', 'Strand', 'Maki', 'Salo', 'Koski', 'Lundgren', 'Espinoza', 'Tafoya', 'Gutierrez', 'Udall', 'Hunsaker', 'Larsen', 'Christensen', 'Romney', 'Petersen', 'Shumway', 'Echols', 'Fairbanks', 'Gorham', 'Iverson', 'Jorgensen', 'Kimsey', 'Lockhart', 'Mabry', 'Neff', 'Ostrander', 'Purcell', 'Quarles', 'Renfro', 'Schaefer', 'Tidwell', 'Ulrich', 'Vance', 'Winslow', 'Yoder', 'Ashby', 'Bixler', 'Culbertson', 'Dillard', 'Ellsworth', 'Fritsch', 'Gebhardt', 'Hollister', 'Ingram', 'Jessup', 'Kinder', 'Loftis', 'Mercer', 'Nordby', 'Orcutt', 'Prater', 'Rasmussen', 'Sandoval', 'Trujillo', 'Vigil', 'Wendt', 'Beckstead', 'Hatfield', 'Claypool', 'Dorsey'];
const MODERN = new Set(['Dale', 'Duane', 'Gerald', 'Kenneth', 'Dennis', 'Gary', 'Steven', 'Mark', 'Brian', 'Kevin', 'Jeffrey', 'Todd', 'Scott', 'Carol', 'Judith', 'Sharon', 'Linda', 'Karen', 'Debra', 'Susan', 'Janet', 'Arlene']);
const OLDFASH = new Set(['Amos', 'Silas', 'Reuben', 'Gust', 'Nels', 'Otto', 'Ira', 'Lottie', 'Bessie', 'Cora', 'Myrtle', 'Sigrid', 'Bertha', 'Pearl', 'Ina', 'Lela']);
const CO_STEMS = ['Sagebrush', 'Mesa Verde', 'Painted Desert', 'Snake River', 'Columbia Basin', 'Palouse', 'Mesabi', 'Osage Valley', 'Marais des Cygnes', 'Little Osage', 'Western Plains', 'Blue Mountain', 'Holbrook Basin', 'Rimrock', 'Big Bend', 'Cascade', 'Owyhee', 'Northstar', 'Cuyuna', 'Prairie State', 'Heartland', 'Basin and Range', 'Tri-County', 'Cottonwood'];

type OrgForm = 'company' | 'corp' | 'inc' | 'llc' | 'lp' | 'bank' | 'state' | 'us';
interface Person {
  id: string;
  kind: 'person' | 'organization';
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
  sex: 'm' | 'f';
  born: number;
  dies: number;
  county: string;
  state: string;
  spouse: Person | null;
  children: Person[];
  org?: { base: string; form: OrgForm; inc: string };
  always: boolean;
  trustee?: Person;
  human?: Person;
}

interface Tr {
  county: string;
  sec: number;
  twp: number;
  rng: number;
  aliq: string[] | null;
  lots: number[];
  acres: number;
}
interface Sev { p: Person; frac: number; dormant: boolean }
interface LeaseRec { file: string; date: string; lessors: Array<{ p: Person; hold: boolean }>; holders: Person[]; term: number; version: number; farm: Farm; broker: boolean }
interface Farm {
  n: number;
  tracts: Tr[];
  fee: Person[];
  minFee: number;
  sev: Sev[];
  lease: LeaseRec | null;
  version: number;
  free: number;
  start: number;
  gap: GapK | null;
  gapYear: number;
  gapDone: boolean;
  tod: { owner: Person; ben: Person } | null;
  trustOut: number;
  statePatent: boolean;
}

const rtrunc = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------- generator

export const generateHeldoutJ: HeldoutGenerator = (opts) => {
  const pr = seededRng(opts.seed * 7331 + 11);
  const order = AREAS.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = pr.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) out.push(makePackage(opts.seed, i, AREAS[order[i % order.length]], opts.docsPerPackage));
  return out;
};

function makePackage(seed: number, idx: number, A: Area, target: number): HeldoutPackage {
  const r: SeededRng = seededRng(seed * 1000003 + idx * 7919 + 29);
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const usedNames = new Set<string>();
  const files = new Set<string>();
  const usedStems = new Set<string>();
  const titleCos = new Map<string, Person>();
  let nPerson = 0;
  const all: Person[] = [];
  let book = 20 + r.int(30);

  // ---------------------------------------------------------------- people
  const uniqueName = (pool0: string[], last: string, born: number): string | null => {
    const pool = pool0.filter((n) => (born >= 1922 || !MODERN.has(n)) && (born < 1925 || !OLDFASH.has(n)));
    for (let k = 0; k < 40; k++) {
      const f = r.pick(pool);
      if (!usedNames.has(`${f} ${last}`.toLowerCase())) return f;
    }
    return null;
  };
  const newPerson = (sex: 'm' | 'f', born: number, o: { last?: string; county?: string; state?: string; maiden?: string | null } = {}): Person => {
    let last = o.last ?? r.pick(SURNAMES);
    let first = uniqueName(sex === 'm' ? MEN : WOMEN, last, born);
    while (!first) {
      last = r.pick(SURNAMES);
      first = uniqueName(sex === 'm' ? MEN : WOMEN, last, born);
    }
    usedNames.add(`${first} ${last}`.toLowerCase());
    const middle = o.maiden !== undefined && o.maiden !== null ? o.maiden : r.chance(0.8) ? r.pick(sex === 'm' ? [...MEN, 'Lee', 'Dean', 'Wayne', 'Ray', 'Allen', 'Eugene', 'Francis', 'Edwin'] : [...WOMEN, 'Mae', 'Jean', 'Ann', 'Louise', 'Marie', 'Elaine', 'Kay']) : null;
    const p: Person = {
      id: `P${++nPerson}`, kind: 'person', first, middle: middle === first ? null : middle, last, suffix: sex === 'm' && r.chance(0.05) ? 'Jr.' : null, sex, born,
      dies: born + 58 + r.int(36), county: o.county ?? r.pick(A.counties), state: o.state ?? A.stateName, spouse: null, children: [], always: false,
    };
    all.push(p);
    return p;
  };
  const marry = (h: Person, y: number): Person => {
    const w = newPerson(h.sex === 'm' ? 'f' : 'm', h.born + (h.sex === 'm' ? 1 + r.int(5) : -(1 + r.int(4))), { last: h.last, county: h.county, state: h.state, maiden: h.sex === 'm' && r.chance(0.35) ? r.pick(SURNAMES) : undefined });
    if (w.dies <= y + 1) w.dies = y + 2 + r.int(30);
    w.suffix = null;
    h.spouse = w;
    w.spouse = h;
    return w;
  };
  const spouseOf = (p: Person, y: number): Person | null => (p.kind === 'person' && p.spouse && p.spouse.dies > y ? p.spouse : null);
  const adult = (y: number, o: { county?: string; state?: string; last?: string } = {}) => {
    const p = newPerson(r.chance(0.85) ? 'm' : 'f', y - 25 - r.int(30), o);
    if (p.dies <= y + 2) p.dies = y + 3 + r.int(25);
    return p;
  };
  const away = (): [string, string] => (r.chance(0.5) ? [r.pick(A.counties), A.stateName] : r.pick(A.elsewhere));
  const elsewhereOf = (c: string): [string, string] => {
    let e = r.pick(A.elsewhere);
    while (e[0] === c) e = r.pick(A.elsewhere);
    return e;
  };
  const company = (y: number, kind: 'oil' | 'pipe' | 'bank' | 'land'): Person => {
    let base = '';
    for (let k = 0; k < 50; k++) {
      const stem = r.pick(CO_STEMS);
      if (kind !== 'bank' && k < 40 && usedStems.has(stem)) continue;
      if (kind !== 'bank') usedStems.add(stem);
      base = kind === 'oil' ? `${stem} ${r.pick(y < 1975 ? ['Oil', 'Petroleum', 'Oil & Gas', 'Gas'] : ['Energy', 'Resources', 'Exploration', 'Oil & Gas', 'Minerals', 'Petroleum'])}`
        : kind === 'pipe' ? `${stem} ${r.pick(['Pipeline', 'Gas Transmission', 'Natural Gas', 'Power'])}`
        : kind === 'bank' ? `${r.pick(['First National Bank of', 'Farmers State Bank of', 'Citizens Bank of', 'Security State Bank of'])} ${r.pick(A.towns)}`
        : `${stem} Land`;
      if (!usedNames.has(base.toLowerCase())) break;
    }
    usedNames.add(base.toLowerCase());
    let form: OrgForm;
    if (kind === 'bank') form = 'bank';
    else if (kind === 'pipe') form = y < 1960 ? 'company' : r.pick<OrgForm>(y >= 1992 ? ['company', 'corp', 'llc'] : ['company', 'corp']);
    else if (y < 1940) form = r.pick<OrgForm>(['company', 'company', 'corp']);
    else if (y < 1975) form = r.pick<OrgForm>(['company', 'corp', 'inc']);
    else if (y < 1992) form = r.pick<OrgForm>(['inc', 'company', 'lp', 'corp']);
    else form = r.pick<OrgForm>(['llc', 'llc', 'inc', 'lp']);
    const an = (w: string) => (/^[AEIOU]/.test(w) ? `an ${w}` : `a ${w}`);
    const inc = form === 'llc' ? an(`${r.pick(['Delaware', 'Texas', 'Colorado', A.stateName])} limited liability company`) : form === 'lp' ? an(`${r.pick(['Texas', 'Delaware', 'Oklahoma'])} limited partnership`) : form === 'bank' ? an(r.pick(['national banking association', `${A.stateName} banking corporation`])) : an(`${r.pick(['Delaware', 'Oklahoma', 'Kansas', 'Colorado', A.stateName])} corporation`);
    const p: Person = { id: `C${++nPerson}`, kind: 'organization', first: '', middle: null, last: base, suffix: null, sex: 'm', born: y, dies: 9999, county: '', state: '', spouse: null, children: [], always: false, org: { base, form, inc } };
    all.push(p);
    return p;
  };
  const US: Person = { id: 'US', kind: 'organization', first: '', middle: null, last: 'United States of America', suffix: null, sex: 'm', born: 0, dies: 9999, county: '', state: '', spouse: null, children: [], always: false, org: { base: 'United States of America', form: 'us', inc: '' } };
  const STATE: Person = { id: 'STATE', kind: 'organization', first: '', middle: null, last: A.sovereignState ?? 'State', suffix: null, sex: 'm', born: 0, dies: 9999, county: '', state: '', spouse: null, children: [], always: false, org: { base: A.sovereignState ?? 'State', form: 'state', inc: '' } };
  const trusteeOf = (p: Person): Person => {
    if (!p.trustee) p.trustee = { ...p, id: `${p.id}T`, human: p, trustee: undefined, children: [], spouse: null };
    return p.trustee;
  };
  const humanOf = (p: Person) => p.human ?? p;
  const officer = () => {
    const p = newPerson(r.chance(0.8) ? 'm' : 'f', 1900);
    all.pop();
    return `${p.first} ${p.middle ? `${p.middle[0]}. ` : ''}${p.last}`;
  };

  // namesake pair: made at once, both always with their residence
  let namesakeQueued: Person | null = null;
  let namesakeMade = !r.chance(0.8);
  let namesakeFarm = -1;
  const buyer = (y: number, farmN: number, single = false): Person => {
    if (namesakeQueued && farmN >= 0 && farmN !== namesakeFarm) {
      const q = namesakeQueued;
      namesakeQueued = null;
      if (q.dies > y + 2 && q.born < y - 21) return q;
    }
    const [c, s] = r.chance(0.6) ? [r.pick(A.counties), A.stateName] : away();
    const p = adult(y, { county: c, state: s });
    if (!namesakeMade && y > 1915 && y < 1995 && !single && farmN >= 0) {
      namesakeMade = true;
      namesakeFarm = farmN;
      const [c2, s2] = elsewhereOf(c);
      const q: Person = { ...p, id: `P${++nPerson}`, county: c2, state: s2, born: p.born + (r.chance(0.5) ? 1 : -1) * (3 + r.int(12)), spouse: null, children: [], always: true };
      q.dies = Math.max(q.born + 60 + r.int(30), y + 20);
      p.always = true;
      if (!p.middle) p.middle = r.pick(['Lee', 'Dean', 'Allen', 'Ray']);
      q.middle = p.middle;
      all.push(q);
      namesakeQueued = q;
    }
    return p;
  };

  // ---------------------------------------------------------------- documents
  type NameForm = 'full' | 'init' | 'initials' | 'plain';
  const renderName = (p: Person, f: NameForm, alt: boolean): string => {
    if (p.kind === 'organization') {
      const o = p.org!;
      switch (o.form) {
        case 'company': return o.base.endsWith('Gas') || o.base.endsWith('Oil') || o.base.endsWith('Petroleum') || o.base.endsWith('Land') || o.base.endsWith('Pipeline') || o.base.endsWith('Transmission') || o.base.endsWith('Power') ? `${o.base} ${alt ? 'Co.' : 'Company'}` : `${o.base} Company`;
        case 'corp': return `${o.base} ${alt ? 'Corp.' : 'Corporation'}`;
        case 'inc': return `${o.base}, ${alt ? 'Incorporated' : 'Inc.'}`;
        case 'llc': return `${o.base}, ${alt ? 'L.L.C.' : 'LLC'}`;
        case 'lp': return `${o.base}, ${alt ? 'LP' : 'L.P.'}`;
        default: return o.base;
      }
    }
    const sfx = p.suffix ? `, ${p.suffix}` : '';
    if (!p.middle || f === 'plain') return `${p.first} ${p.last}${sfx}`;
    if (f === 'full' && p.middle.length > 1) return `${p.first} ${p.middle} ${p.last}${sfx}`;
    if (f === 'initials') return `${p.first[0]}. ${p.middle[0]}. ${p.last}${sfx}`;
    return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
  };

  interface Doc {
    file: string;
    y: number;
    parties: Array<{ name: string; role: Role }>;
    persons: string[];
    nm: (p: Person) => string;
    party: (p: Person, role: Role) => string;
    idx: (p: Person) => string;
  }
  const newDoc = (y: number, forceForm?: NameForm): Doc => {
    let file = '';
    do file = `j${idx + 1}-${(r.int(0xffffff) + 0x1000000).toString(16).slice(1)}.txt`;
    while (files.has(file));
    files.add(file);
    const form: NameForm = forceForm ?? (y < 1920 ? r.pick(['full', 'init', 'plain', 'full'] as NameForm[]) : y < 1970 ? r.pick(['init', 'init', 'full', 'initials', 'plain'] as NameForm[]) : r.pick(['full', 'init', 'init', 'plain'] as NameForm[]));
    const alt = r.chance(0.4);
    const cache = new Map<string, string>();
    const d: Doc = {
      file, y, parties: [], persons: [],
      nm: (p) => {
        const h = humanOf(p);
        if (!cache.has(h.id)) cache.set(h.id, renderName(h, h.always && form === 'initials' ? 'init' : form, alt));
        return cache.get(h.id)!;
      },
      party: (p, role) => {
        const n = d.nm(p);
        if (!d.parties.some((q, i) => q.role === role && d.persons[i] === p.id)) {
          d.parties.push({ name: n, role });
          d.persons.push(p.id);
        }
        return n;
      },
      idx: (p) => {
        const h = humanOf(p);
        const n = d.nm(p);
        if (h.kind === 'organization') return n.toUpperCase();
        const sfx = h.suffix ? ` ${h.suffix.toUpperCase()}` : '';
        const base = n.replace(/, (Jr\.|Sr\.)$/, '');
        const parts = base.split(' ');
        return `${parts[parts.length - 1]}, ${parts.slice(0, -1).join(' ')}${sfx}`.toUpperCase();
      },
    };
    return d;
  };
  const link = (f: Farm | Tr[], est: Est, d: Doc, from: Person, to: Person, req = true) => {
    for (const t of Array.isArray(f) ? f : f.tracts) links.push({ tract: tractKey(truthTract(t)), estate: est, doc: d.file, from: from.id, to: to.id, required: req });
  };
  const truthTract = (t: Tr): ExpectedTract => ({
    state: A.st, county: t.county, section: String(t.sec), township: `${t.twp}N`, range: `${t.rng}${A.rdir}`,
    aliquot: t.aliq ? t.aliq.join(' ') : null, survey: null, abstract: null, block: null, lot: t.lots.length ? t.lots.join(', ') : null, acres: t.acres,
  });
  interface Dates { exec: string | null; eff?: string | null; ack: string | null; rec: string | null; death?: string | null }
  const emit = (d: Doc, text: string, cat: Cat, estates: Est[], tracts: Tr[], dt: Dates) => {
    const dates: Record<string, string | null> = { execution_date: dt.exec, effective_date: dt.eff ?? null, acknowledgment_date: dt.ack, recording_date: dt.rec };
    if (dt.death !== undefined) dates.death_date = dt.death;
    docs.push({
      text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n',
      truth: {
        file: d.file, doc_category: cat, governing_date: dt.eff ?? dt.exec ?? dt.rec, dates, parties: d.parties, tracts: tracts.map(truthTract),
        conveys_fee: estates.includes('fee'), estate_types_conveyed: estates,
      },
      persons: d.persons,
    });
  };

  // ---------------------------------------------------------------- land descriptions
  const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
  const DIRP: Record<string, string> = { N: 'north', S: 'south', E: 'east', W: 'west', NE: 'north east', NW: 'north west', SE: 'south east', SW: 'south west' };
  type AStyle = 'norm' | 'frac' | 'uni' | 'compact' | 'words' | 'paren' | 'patent';
  const aliqText = (t: Tr, st: AStyle): string => {
    const part = (x: string) => {
      const [dir, den] = x.split('/');
      switch (st) {
        case 'norm': return x;
        case 'frac': return `${dir}1/${den}`;
        case 'uni': return `${dir}${den === '4' ? '¼' : '½'}`;
        case 'compact': return `${dir}${den}`;
        case 'words': case 'paren': return `${DIRW[dir]} ${den === '4' ? 'Quarter' : 'Half'}`;
        case 'patent': return `${DIRP[dir]} ${den === '4' ? 'quarter' : 'half'}`;
      }
    };
    const al = t.aliq ?? [];
    let a = '';
    if (al.length) {
      const ps = [...al].map(part);
      if (st === 'words' || st === 'paren' || st === 'patent') {
        a = `the ${ps.join(' of the ')}`;
        if (st === 'paren') a += ` (${al.map((x) => `${x.split('/')[0]}1/${x.split('/')[1]}`).join(' ')})`;
      } else a = ps.join(st === 'compact' ? '' : ' ');
    }
    if (!t.lots.length) return a;
    const lotsW = st === 'patent' ? `lots ${t.lots.map(words).join(' and ')}` : st === 'compact' ? t.lots.map((l) => `L${l}`).join(', ') : st === 'paren' || st === 'words' ? `Government Lots ${t.lots.map((l) => `${titleCase(words(l))} (${l})`).join(' and ')}` : `Lots ${t.lots.join(' and ')}`;
    return a ? `${lotsW}${st === 'compact' ? ', ' : ' and '}${a}` : lotsW;
  };
  const acresText = (t: Tr, st: number): string => {
    const whole = Number.isInteger(t.acres);
    switch (st % 4) {
      case 0: return `, containing ${whole ? t.acres : t.acres.toFixed(2)} acres, more or less`;
      case 1: return ` (${t.acres.toFixed(2)} acres)`;
      case 2: return `, containing ${whole ? t.acres : t.acres.toFixed(2)} acres`;
      default: return `, ${t.acres.toFixed(2)} acres, more or less`;
    }
  };
  const patentAcres = (t: Tr) => {
    const w = Math.floor(t.acres);
    const c = Math.round((t.acres - w) * 100);
    return `${words(w)} acres${c ? ` and ${words(c)} hundredths of an acre` : ''}`;
  };
  const dirW = () => (A.rdir === 'W' ? 'West' : 'East');
  const descOne = (t: Tr, st: number): string => {
    switch (st) {
      case 0: return `${aliqText(t, 'norm')} of Section ${t.sec}, Township ${t.twp} North, Range ${t.rng} ${dirW()} of the ${A.merLong}${acresText(t, 0)}`;
      case 1: return `${cap(aliqText(t, 'paren'))} of Section ${titleCase(words(t.sec))} (${t.sec}), Township ${titleCase(words(t.twp))} (${t.twp}) North, Range ${titleCase(words(t.rng))} (${t.rng}) ${dirW()} of the ${A.merLong}${acresText(t, 1)}`;
      case 2: return `${aliqText(t, 'frac')} Sec. ${t.sec}, T${t.twp}N, R${t.rng}${A.rdir}, ${A.merShort}${acresText(t, 2)}`;
      case 3: return `${aliqText(t, 'compact')} ${t.sec}-${t.twp}N-${t.rng}${A.rdir}${acresText(t, 1)}`;
      case 4: return `${cap(aliqText(t, 'words'))} of Section ${t.sec}, in Township ${t.twp} North of Range ${t.rng} ${dirW()}, ${A.merShort}${acresText(t, 3)}`;
      default: return `${aliqText(t, 'uni')} of Section ${t.sec}, T. ${t.twp} N., R. ${t.rng} ${A.rdir}., ${A.merLong}${acresText(t, 0)}`;
    }
  };
  const desc = (ts: Tr[], st: number, withCounty = false): string => {
    if (st === 6) {
      // tabular, township first
      const lines: string[] = [];
      for (const t of ts) lines.push(`Township ${t.twp} North, Range ${t.rng} ${dirW()}, ${A.merShort}${withCounty ? ` (${t.county} County)` : ''}\n    Section ${t.sec}: ${aliqText(t, 'norm')}${acresText(t, 1)}`);
      return lines.join('\n');
    }
    return ts.map((t) => (withCounty ? `${descOne(t, st)}, in ${t.county} County, ${A.stateName}` : descOne(t, st))).join(ts.length > 1 ? ';\n\nAND\n\n' : '');
  };
  const patentDesc = (ts: Tr[]) => ts.map((t) => `${aliqText(t, 'patent')} of section ${words(t.sec)} in township ${words(t.twp)} north of range ${words(t.rng)} ${A.rdir === 'W' ? 'west' : 'east'} of the ${A.merPatent}, in the State of ${A.stateName}, containing ${patentAcres(t)}`).join(', and ');
  const countyOf = (ts: Tr[]) => ts[0].county;

  // ---------------------------------------------------------------- parties in text
  const descr = (d: Doc, p: Person, y: number, inText: Person[]): string => {
    if (p.kind === 'organization') return p.org!.inc ? `, ${p.org!.inc}` : '';
    const sp = spouseOf(humanOf(p), y);
    if (sp && inText.includes(sp)) return '';
    if (sp) return r.chance(0.5) ? `, a married ${p.sex === 'm' ? 'man' : 'woman'}${A.key === 'AZ' || A.key === 'WA' || A.key === 'ID' ? ', as ' + (p.sex === 'm' ? 'his' : 'her') + ' sole and separate property' : ''}` : '';
    if (p.spouse && p.spouse.dies <= y) return r.pick([`, a ${p.sex === 'm' ? 'widower' : 'widow'}`, `, ${p.sex === 'm' ? 'a widower' : 'a widow'} and not since remarried`, `, single`]);
    return r.pick([`, a single ${p.sex === 'm' ? 'man' : 'woman'}`, `, ${p.sex === 'm' ? 'an unmarried man' : 'an unmarried woman'}`, '']);
  };
  const resid = (p: Person, force = false): string => (p.kind === 'person' && (p.always || force) ? `, of ${p.county} County, ${p.state}` : '');
  /** "John A. Smith and Mary B. Smith, husband and wife, and Robert Smith, a single man" */
  const sideText = (d: Doc, ps: Person[], y: number, role: Role, o: { res?: boolean; caps?: boolean } = {}): string => {
    const units: string[] = [];
    const done = new Set<Person>();
    for (const p of ps) {
      if (done.has(p)) continue;
      done.add(p);
      const h = humanOf(p);
      const sp = spouseOf(h, y);
      const spIn = sp ? ps.find((q) => humanOf(q) === sp && !done.has(q)) : undefined;
      const n1 = d.party(p, role);
      const res1 = resid(h, o.res && r.chance(0.5));
      if (spIn) {
        done.add(spIn);
        const n2 = d.party(spIn, role);
        const rel = r.pick(['husband and wife', h.sex === 'm' ? 'his wife' : 'her husband', 'husband and wife']);
        const res2 = resid(humanOf(spIn));
        units.push(res1 || res2 ? `${n1}${res1} and ${n2}${res2}, ${rel}` : `${n1} and ${n2}, ${rel}`);
      } else units.push(`${n1}${res1}${descr(d, p, y, ps.map(humanOf))}`);
    }
    const s = units.length === 1 ? units[0] : units.length === 2 ? `${units[0]}, and ${units[1]}` : `${units.slice(0, -1).join('; ')}; and ${units[units.length - 1]}`;
    return o.caps ? s.toUpperCase() : s;
  };
  /** holders of a side with the spouses who only join: [person, joinOnly] */
  const withSpouses = (holders: Person[], y: number): Array<{ p: Person; join: boolean }> => {
    const out: Array<{ p: Person; join: boolean }> = [];
    const hs = new Set(holders.map(humanOf));
    for (const h of holders) {
      out.push({ p: h, join: false });
      if (h.human) continue;
      const sp = spouseOf(h, y);
      if (sp && !hs.has(sp) && !out.some((x) => x.p === sp)) out.push({ p: sp, join: true });
    }
    return out;
  };
  const sigs = (d: Doc, ps: Person[], caps = false): string =>
    ps.map((p) => {
      if (p.kind === 'organization') return `${d.nm(p).toUpperCase()}\n\nBy: ______________________\n    ${officer()}, ${r.pick(['President', 'Vice President', 'Manager', 'Attorney-in-Fact', 'Land Manager'])}`;
      const n = p.human ? `${d.nm(p)}, Trustee` : d.nm(p);
      return `______________________________\n${caps ? n.toUpperCase() : n}`;
    }).join('\n\n');

  // ---------------------------------------------------------------- dates, acknowledgments, recording
  const dateIn = (y: number) => `${y}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
  const later = (s: string, lo: number, hi: number) => addDays(s, lo + r.int(hi - lo + 1));
  const ackOf = (d: Doc, ps: Person[], ack: string, county: string): string => {
    const humans = ps.filter((p) => p.kind === 'person');
    const orgs = ps.filter((p) => p.kind === 'organization');
    const names = humans.map((p) => (p.human ? `${d.nm(p)}, as Trustee` : d.nm(p)));
    const nj = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0] ?? '';
    const y = yearOf(ack);
    const venue = `STATE OF ${A.stateName.toUpperCase()}\t)\n\t\t\t) ss.\nCOUNTY OF ${county.toUpperCase()}\t)`;
    const notary = officer();
    const parts: string[] = [];
    if (humans.length) {
      if (y < 1975) {
        const style = r.int(3);
        parts.push(style === 0
          ? `${venue}\n\nOn this ${fd(ack, 'dayAD')}, before me, the undersigned, a Notary Public in and for said County and State, personally appeared ${nj}, to me known to be the person${names.length > 1 ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged that ${names.length > 1 ? 'they' : humans[0].sex === 'm' ? 'he' : 'she'} executed the same as ${names.length > 1 ? 'their' : humans[0].sex === 'm' ? 'his' : 'her'} free act and deed.\n\nIN TESTIMONY WHEREOF, I have hereunto set my hand and affixed my official seal the day and year last above written.\n\n${notary}, Notary Public\nMy commission expires ${fd(later(ack, 300, 1400), 'long')}.`
          : style === 1
            ? `${venue}\n\nBe it remembered, that on this ${fd(ack, 'day')}, before me, ${notary}, a Notary Public, came ${nj}, who ${names.length > 1 ? 'are' : 'is'} personally known to me to be the same person${names.length > 1 ? 's' : ''} who executed the within instrument of writing, and duly acknowledged the execution of the same.\n\n${notary}\nNotary Public`
            : `${venue}\n\nI, ${notary}, a Notary Public in and for said County, do hereby certify that ${nj}, personally known to me, appeared before me this day and acknowledged the signing of the foregoing instrument. Witness my hand and notarial seal this ${fd(ack, 'day')}.\n\n${notary}, Notary Public`);
      } else {
        parts.push(`${venue}\n\nThis instrument was acknowledged before me on ${fd(ack, r.pick(['long', 'long', 'num0'] as DStyle[]))}, by ${nj}.\n\n______________________________\nNotary Public${r.chance(0.5) ? `, ${notary}` : ''}\nMy commission expires: ${fd(later(ack, 200, 1500), 'num0')}`);
      }
    }
    for (const o of orgs) {
      const [vs, vc] = o.org!.form === 'bank' ? [A.stateName.toUpperCase(), county.toUpperCase()] : r.pick([['OKLAHOMA', 'TULSA'], ['TEXAS', 'DALLAS'], ['COLORADO', 'DENVER'], ['OKLAHOMA', 'OKLAHOMA'], [A.stateName.toUpperCase(), county.toUpperCase()]]);
      parts.push(`STATE OF ${vs}\t)\n\t\t\t) ss.\nCOUNTY OF ${vc}\t)\n\n${y < 1975 ? `On this ${fd(ack, 'day')}, before me appeared ${officer()}, to me personally known, who being by me duly sworn did say that he is an officer of ${d.nm(o)}, and that said instrument was signed in behalf of said corporation by authority of its board of directors, and acknowledged said instrument to be the free act and deed of said corporation.` : `This instrument was acknowledged before me on ${fd(ack, 'long')}, by ${officer()}, as ${r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Manager'])} of ${d.nm(o)}, on behalf of said ${o.org!.form === 'llc' ? 'limited liability company' : o.org!.form === 'lp' ? 'limited partnership' : 'corporation'}.`}\n\n______________________________\nNotary Public`);
    }
    return parts.join('\n\n');
  };
  const recBlock = (rec: string, county: string, y0?: number): string => {
    const y = y0 ?? yearOf(rec);
    book += r.int(3);
    const page = 1 + r.int(780);
    const clerk = officer();
    const hr = 8 + r.int(9);
    const tm = `${hr > 12 ? hr - 12 : hr}:${String(r.int(60)).padStart(2, '0')}`;
    const ampm = hr >= 12 ? 'P.M.' : 'A.M.';
    const instr = `${y}${r.chance(0.5) ? '-' : ''}${String(100 + r.int(9800)).padStart(6, '0')}`;
    switch (A.key) {
      case 'MO':
        return y < 1985
          ? `STATE OF MISSOURI, County of ${county}, ss.\nI, ${clerk}, Recorder of Deeds for said County, do hereby certify that the within instrument of writing was filed for record in my office on the ${fd(rec, 'day')}, at ${tm} o'clock ${ampm}, and is duly recorded in Book ${book}, at Page ${page}.\n${clerk}, Recorder of Deeds`
          : `${county.toUpperCase()} COUNTY, MISSOURI\nRECORDER OF DEEDS\nInstrument Number: ${instr}\nRecorded: ${fd(rec, 'num0')} ${tm} ${ampm.replace(/\./g, '')}\nBook: ${book} Page: ${page}\nFees: $${24 + r.int(30)}.00`;
      case 'AZ':
        return y < 1980
          ? `STATE OF ARIZONA, County of ${county} } ss.\nI do hereby certify that the within instrument was filed and recorded at request of ${r.pick(['Grantee', 'Apache County Abstract Co.', 'the Grantor', 'Navajo Title Co.'])} on ${fd(rec, 'stamp')} at ${tm} o'clock ${ampm}, in Docket ${book} of Official Records, page ${page}, records of ${county} County, Arizona.\n${clerk}, County Recorder`
          : `OFFICIAL RECORDS OF ${county.toUpperCase()} COUNTY\n${clerk.toUpperCase()}, RECORDER\n${instr}\t${fd(rec, 'num0')} ${tm} ${ampm.replace(/\./g, '')}\nPAGES: ${2 + r.int(3)}  FEE: $${10 + r.int(20)}.00`;
      case 'ID':
        return y < 1980
          ? `STATE OF IDAHO, County of ${county}, ss.\nI hereby certify that the within instrument was filed for record at the request of ${r.pick(['Grantee', 'Payette County Abstract Co.', 'Pioneer Title Co.'])} at ${r.int(59)} minutes past ${hr > 12 ? hr - 12 : hr} o'clock ${ampm}, this ${fd(rec, 'day')}, in my office, and duly recorded in Book ${book} of ${r.pick(['Deeds', 'Miscellaneous Records', 'Mortgages'])} at page ${page}.\n${clerk}, Ex-Officio Recorder\nInstrument No. ${30000 + book * 97 + r.int(90)}`
          : `Instrument # ${200000 + (y - 1980) * 4000 + r.int(3900)}\n${county.toUpperCase()} COUNTY, IDAHO\n${fd(rec, 'num')} ${tm}:${String(r.int(60)).padStart(2, '0')} No. of Pages: ${2 + r.int(3)}\nRecorded for: ${r.pick(['PIONEER TITLE', 'ALLIANCE TITLE', 'GRANTEE', 'FIRST AMERICAN TITLE'])}\n${clerk.toUpperCase()}, Ex-Officio Recorder`;
      case 'WA':
        return y < 1980
          ? `Filed for record at the request of ${r.pick(['Grantee', 'Grant County Title Co.', 'Lincoln County Abstract Co.'])} ${fd(rec, 'stamp')} at ${tm} ${ampm}\nVol. ${book} of ${r.pick(['Deeds', 'Records', 'Mortgages'])}, page ${page}\n${clerk}, County Auditor, ${county} County, Washington`
          : `${county.toUpperCase()} COUNTY AUDITOR\nInstrument: ${1000000 + (y - 1980) * 12000 + r.int(11000)}\nRecorded: ${fd(rec, 'num0')} ${tm} ${ampm.replace(/\./g, '')}\nPage 1 of ${2 + r.int(3)}`;
      case 'MN':
        if (y >= 1960 && r.chance(0.3)) return `OFFICE OF REGISTRAR OF TITLES\n${county.toUpperCase()} COUNTY, MINNESOTA\nDocument No. T-${10000 + book * 37 + r.int(30)}\nCertificate of Title No. ${2000 + r.int(8000)}\nI hereby certify that the within instrument was filed in this office on ${fd(rec, 'long')} at ${tm} o'clock ${ampm}\n${clerk}, Registrar of Titles`;
        return y < 1976
          ? `OFFICE OF REGISTER OF DEEDS, ${county.toUpperCase()} COUNTY, MINN.\nI hereby certify that the within instrument was filed in this office for record on the ${fd(rec, 'dayAD')} at ${tm} o'clock ${ampm}, and was duly recorded in Book ${book} of ${r.pick(['Deeds', 'Mortgages', 'Miscellaneous'])}, on page ${page}.\n${clerk}, Register of Deeds`
          : `Document No. ${300000 + (y - 1976) * 6000 + r.int(5900)}\nOFFICE OF THE COUNTY RECORDER\n${county.toUpperCase()} COUNTY, MINNESOTA\nCertified, filed and/or recorded on ${fd(rec, 'num')} at ${tm} ${ampm.replace(/\./g, '')}\n${clerk}, County Recorder`;
    }
  };
  const recRef = (y: number) => (y < 1975 ? `Book ${Math.max(1, book - r.int(40))}, Page ${1 + r.int(700)}` : `Instrument No. ${y}-${String(100 + r.int(9800)).padStart(6, '0')}`);
  const consid = (y: number) => (y < 1940 ? r.pick([`${titleCase(words(5 * (20 + r.int(300))))} Dollars`, 'One Dollar and other valuable considerations', `the sum of ${money(400 + 50 * r.int(80))}`]) : r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS ($10.00), and other valuable considerations', 'One Dollar ($1.00) and other good and valuable consideration', `the sum of ${money(1000 * (5 + r.int(200)))}`]));
  const returnTo = (p: Person, d: Doc) => `${r.pick(['When recorded, return to:', 'AFTER RECORDING RETURN TO:', 'Return to:'])}\n${p.kind === 'organization' ? d.nm(p) : `${d.nm(p)}\n${100 + r.int(9000)} ${r.pick(['Main', 'Elm', 'Oak', 'Railroad', 'Country Road'])} ${r.pick(['Street', 'Avenue', 'Road'])}`}\n${r.pick(A.towns)}, ${A.st}`;

  // ================================================================== instruments

  const patent = (f: Farm, y: number) => {
    const pat = adult(y, { county: f.tracts[0].county });
    pat.born = Math.min(pat.born, y - 25);
    if (pat.dies <= y + 5) pat.dies = y + 6 + r.int(30);
    if (r.chance(0.6)) marry(pat, y);
    const stateP = A.sovereignState !== null && !f.gap && r.chance(0.4);
    const d = newDoc(y, r.pick<NameForm>(['full', 'plain', 'init']));
    const exec = dateIn(y);
    const rec = later(exec, 30, 4000);
    const ts = f.tracts;
    let text: string;
    if (stateP) {
      f.statePatent = true;
      d.party(STATE, 'grantor');
      const pn = d.party(pat, 'grantee');
      text = `${A.sovereignState!.toUpperCase()}\nPATENT No. ${1000 + r.int(9000)}\n\n${A.sovereignState!.toUpperCase()}, To all to whom these presents shall come, Greeting:\n\nKNOW YE, That WHEREAS, ${pn}, of ${ts[0].county} County, has paid to the ${A.key === 'AZ' ? 'State Land Department' : 'State Auditor'} the full purchase price of the lands hereinafter described, ${A.key === 'AZ' ? 'being State Trust Lands' : 'being lands granted to the State for the use of schools'}, in full compliance with the laws of the State;\n\nNOW, THEREFORE, the ${A.sovereignState}, in consideration of the premises and by virtue of the laws in such case made and provided, does hereby grant and convey unto the said ${pn}, his heirs and assigns, the following described land, situated in the County of ${ts[0].county}, State of ${A.stateName}, to-wit:\n\n${desc(ts, r.pick([0, 1, 4]))}\n\nEXCEPTING AND RESERVING, HOWEVER, to the ${A.sovereignState} all ${A.key === 'MN' ? 'iron ore, copper, coal and other minerals' : 'oil, gas, coal and other minerals'} in and under said lands, together with the right to prospect for, mine and remove the same.\n\nTO HAVE AND TO HOLD the same, with all the rights, privileges and appurtenances thereto belonging, unto the said grantee, his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, the Governor has hereunto subscribed his name and caused the Great Seal of the State to be affixed, at ${A.key === 'AZ' ? 'Phoenix' : 'Saint Paul'}, this ${fd(exec, 'day')}.\n\nBy the Governor: ${officer()}\nAttest: ${officer()}, Secretary of State\n\n${recBlock(rec, ts[0].county)}`;
      f.sev.push({ p: STATE, frac: 1, dormant: true });
      f.minFee = 0;
    } else {
      d.party(US, 'grantor');
      const pn = d.party(pat, 'grantee');
      const kind = r.pick(['homestead', 'cash']);
      const pres = presidentOf(yearOf(exec));
      text = `THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\n${kind === 'homestead' ? `Homestead Certificate No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}` : `Cash Entry No. ${100 + r.int(9000)}`}\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${r.pick(A.landOffices)}, ${A.key === 'WA' ? 'Washington' : A.stateName}, whereby it appears that ${kind === 'homestead' ? `pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${pn} has been established and duly consummated, in conformity to law,` : `full payment has been made by ${pn}, according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands,"`} for ${patentDesc(ts)}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pn} the tract${ts.length > 1 ? 's' : ''} of Land above described; TO HAVE AND TO HOLD the said tract${ts.length > 1 ? 's' : ''} of Land, with the appurtenances thereof, unto the said ${pn} and to his heirs and assigns forever${y > 1909 ? '; excepting and reserving, however, to the United States a right of way thereon for ditches or canals constructed by the authority of the United States' : ''}.\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${fd(exec, 'words')}, and of the Independence of the United States the ${ordWords(yearOf(exec) - 1776)}.\n\nBy the President: ${pres}\nBy ${officer()}, Secretary.\n${officer()}, Recorder of the General Land Office.\n\nRecorded, Vol. ${10 + r.int(90)}, Page ${1 + r.int(500)}.\n\n${recBlock(rec, ts[0].county)}`;
    }
    emit(d, text, 'patent', ['fee'], ts, { exec, ack: null, rec });
    link(f, 'fee', d, stateP ? STATE : US, pat);
    f.fee = [pat];
    f.version++;
  };

  // ----- fee deeds
  type DeedKind = 'wd' | 'swd' | 'qcd';
  interface DeedOpts { kind: DeedKind; grantors: Person[]; grantees: Person[]; y: number; reserve?: number; jt?: boolean; trust?: Person[]; contractDate?: string; toTrust?: boolean }
  const feeDeed = (f: Farm, o: DeedOpts): Doc => {
    const y = o.y;
    const d = newDoc(y);
    const side = withSpouses(o.grantors, y);
    const gps = side.map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = dateIn(y);
    const ack = later(exec, 0, 12);
    const rec = later(ack, 1, 50);
    const noDate = r.chance(0.04) && y < 1990;
    const ds = r.pick([0, 1, 2, 4, 5, 6]);
    const g1 = sideText(d, gps, y, 'grantor', { res: true });
    const g2 = sideText(d, o.grantees, y, 'grantee', { res: true });
    const trustWords = o.toTrust ? `, as Trustees of the ${o.grantees[0].last} Family Revocable Living Trust dated ${fd(later(exec, -40, -1), 'long')}` : '';
    const fromTrust = o.grantors.some((p) => p.human) ? `, as Trustee${o.grantors.length > 1 ? 's' : ''} of the ${o.grantors[0].last} Family Revocable Living Trust${r.chance(0.5) ? ` under agreement dated ${fd(dateIn(y - 5 - r.int(10)), 'long')}` : ''}` : '';
    const jtWords = o.jt ? (A.key === 'MO' ? ', as tenants by the entirety' : A.key === 'WA' ? ', as community property with right of survivorship' : ', not as tenants in common, but as joint tenants with right of survivorship') : '';
    const resv = o.reserve
      ? `\n\n${r.pick(['EXCEPT AND RESERVING', 'SAVE AND EXCEPT, and there is hereby reserved', 'The Grantors hereby except and reserve'])} unto the ${o.grantors.length > 1 ? 'Grantors' : 'Grantor'}, ${o.grantors.length > 1 ? 'their' : 'his'} heirs and assigns, an undivided ${fracText(o.reserve, r.int(3))} interest in and to all of the ${A.key === 'MN' ? 'iron ore, taconite and other minerals' : 'oil, gas and other minerals'} in, on and under the above described land, together with the right of ingress and egress for the purpose of ${A.key === 'MN' ? 'exploring for and mining the same' : 'exploring for, producing and marketing the same'}.`
      : '';
    const contract = o.contractDate ? `\n\nThis deed is given in fulfillment of that certain ${A.key === 'MN' ? 'Contract for Deed' : 'Real Estate Contract'} dated ${fd(o.contractDate, 'long')}, between the parties hereto, recorded as ${recRef(yearOf(o.contractDate))}.` : '';
    const title = o.kind === 'wd' ? 'WARRANTY DEED' : o.kind === 'swd' ? (A.key === 'WA' ? 'BARGAIN AND SALE DEED' : A.key === 'MN' ? 'LIMITED WARRANTY DEED' : 'SPECIAL WARRANTY DEED') : A.key === 'MO' ? 'QUIT-CLAIM DEED' : 'QUIT CLAIM DEED';
    const many1 = gps.length > 1;
    let body: string;
    const modern = y >= 1975;
    const datingLine = noDate ? '' : modern ? `Dated: ${fd(exec, r.pick(['long', 'num0'] as DStyle[]))}` : `IN WITNESS WHEREOF, the said grantor${many1 ? 's have' : ' has'} hereunto set ${many1 ? 'their hands' : 'his hand'} this ${fd(exec, r.pick(['day', 'dayAD'] as DStyle[]))}.`;
    const noDateLine = noDate ? `IN WITNESS WHEREOF, the grantor${many1 ? 's have' : ' has'} executed this instrument on the date${many1 ? 's' : ''} of the acknowledgment${many1 ? 's' : ''} hereto.` : '';
    if (A.key === 'MO' && (!modern || r.chance(0.4))) {
      const cov = o.kind === 'wd' ? `And the said part${many1 ? 'ies' : 'y'} of the first part hereby covenanting that ${many1 ? 'they' : 'he'} and ${many1 ? 'their' : 'his'} heirs, executors and administrators, shall and will WARRANT AND DEFEND the title to the premises unto the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, and to their heirs and assigns forever, against the lawful claims of all persons whomsoever, excepting, however, the general taxes for the calendar year ${y} and thereafter.`
        : o.kind === 'swd' ? `And the said part${many1 ? 'ies' : 'y'} of the first part hereby covenant${many1 ? '' : 's'} that ${many1 ? 'they' : 'he'} will WARRANT AND DEFEND the title to the premises against the lawful claims of all persons claiming by, through or under the said part${many1 ? 'ies' : 'y'} of the first part, but against none other.` : '';
      const grant = o.kind === 'qcd' ? 'do by these presents REMISE, RELEASE AND FOREVER QUIT-CLAIM unto the said party of the second part, all the right, title, interest, claim and demand which the said parties of the first part have in and to' : 'do by these presents GRANT, BARGAIN AND SELL, CONVEY AND CONFIRM unto the said part' + (o.grantees.length > 1 ? 'ies' : 'y') + ' of the second part' + jtWords + ', the following described Lots, Tracts or Parcels of Land, lying, being and situate in the County of ' + county + ' and State of Missouri, to-wit:';
      body = `${title}\n\nTHIS INDENTURE, Made ${noDate ? 'and entered into' : `on the ${fd(exec, 'day')}`}, by and between ${g1}${fromTrust}${gps.some((p) => humanOf(p).always) ? '' : `, of the County of ${county}, State of Missouri`}, part${many1 ? 'ies' : 'y'} of the first part, and ${g2}${trustWords}, part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part.\n\nWITNESSETH, That the said part${many1 ? 'ies' : 'y'} of the first part, in consideration of ${consid(y)}, to them paid by the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, the receipt of which is hereby acknowledged, ${grant}${o.kind === 'qcd' ? ` the following described Lots, Tracts or Parcels of Land, lying, being and situate in the County of ${county} and State of Missouri, to-wit:` : ''}\n\n${desc(ts, ds)}${resv}${contract}\n\nTO HAVE AND TO HOLD the premises aforesaid, with all and singular the rights, privileges, appurtenances and immunities thereto belonging, or in anywise appertaining, unto the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, and unto their heirs and assigns, FOREVER.\n\n${cov}\n\n${noDate ? noDateLine : `IN WITNESS WHEREOF, the said parties of the first part have hereunto set their hands the day and year first above written.`}`;
      if (modern) body = `Title of Document: ${title}\nDate of Document: ${noDate ? '' : fd(exec, 'long')}\nGrantor(s): ${gps.map((p) => d.idx(p)).join('; ')}\nGrantee(s): ${o.grantees.map((p) => d.idx(p)).join('; ')}\nGrantee's Mailing Address: ${100 + r.int(9000)} ${r.pick(['NW', 'SE', 'S'])} ${r.pick(['County Road', 'Highway'])} ${r.int(900)}, ${r.pick(A.towns)}, Missouri\nLegal Description: Page 2\nReference Book and Page: ${recRef(y - 5 - r.int(20))}\n\n${body}`;
    } else if (A.key === 'AZ' && modern) {
      const cov = o.kind === 'wd' ? 'And the Grantor does warrant the title against all persons whomsoever, subject to the matters set forth above.' : o.kind === 'swd' ? `And the Grantor hereby binds ${many1 ? 'themselves' : 'itself'} and ${many1 ? 'their' : 'its'} successors to warrant and defend the title, as against all acts of the Grantor herein and no other, subject to the matters above set forth.` : '';
      body = `${returnTo(o.grantees[0], d)}\n\nEscrow No. ${10000 + r.int(89999)}\nAPN ${100 + r.int(300)}-${10 + r.int(80)}-${String(r.int(999)).padStart(3, '0')}\n\n${title}\n\nFor the consideration of ${consid(y)}, I or we, ${g1}${fromTrust}, do hereby ${o.kind === 'qcd' ? 'quit-claim unto' : 'convey to'} ${g2}${trustWords}${jtWords}${o.kind === 'qcd' ? ' all right, title, or interest in' : ''} the following real property situated in ${county} County, Arizona:\n\n${desc(ts, ds)}${resv}${contract}\n\nSUBJECT TO: Current taxes and other assessments, reservations in patents and all easements, rights of way, encumbrances, liens, covenants, conditions, restrictions, obligations, and liabilities as may appear of record.\n\n${cov}\n\n${noDate ? noDateLine : datingLine}`;
      if (o.jt) body += `\n\nACCEPTANCE OF JOINT TENANCY\n\nThe Grantees in the foregoing deed hereby accept the title to the property as joint tenants with full right of survivorship and not as community property nor as tenants in common.\n\n${o.grantees.map((p) => `______________________\n${d.nm(p)}`).join('\n\n')}`;
      body += `\n\n${r.chance(0.5) ? `Affidavit of Property Value No. ${String(y).slice(2)}-${1000 + r.int(8999)} filed herewith.` : `Exempt under A.R.S. 11-1134(B)(${1 + r.int(12)}).`}`;
    } else if (A.key === 'WA' && modern) {
      const grant = o.kind === 'wd' ? 'conveys and warrants to' : o.kind === 'swd' ? 'bargains, sells and conveys to' : 'conveys and quit claims to';
      const cov = o.kind === 'swd' ? `\n\nThe Grantor for himself and for his successors in interest does by these presents expressly limit the covenants of the deed to those herein expressed, and excludes all covenants arising or to arise by statutory or other implication, and does hereby covenant that against all persons whomsoever lawfully claiming or to claim by, through or under said Grantor and not otherwise, he will forever warrant and defend the said described real estate.` : '';
      body = `${returnTo(o.grantees[0], d)}\n\nDocument Title: ${o.kind === 'wd' ? 'STATUTORY WARRANTY DEED' : title}\nReference Number(s) of Related Documents: ${contract ? recRef(y - 3) : 'N/A'}\nGrantor(s): ${gps.map((p) => d.idx(p)).join('; ')}\nGrantee(s): ${o.grantees.map((p) => d.idx(p)).join('; ')}\nAbbreviated Legal: ${ts.map((t) => `${aliqText(t, 'norm')} ${t.sec}-${t.twp}-${t.rng}`).join('; ')}\nAssessor's Property Tax Parcel/Account Number: ${100000000 + r.int(800000000)}\n\n${o.kind === 'wd' ? 'STATUTORY WARRANTY DEED' : title}\n\nTHE GRANTOR(S) ${g1}${fromTrust}, for and in consideration of ${consid(y)} in hand paid, ${grant} ${g2}${trustWords}${jtWords}${o.kind === 'qcd' ? ', all interest in' : ','} the following described real estate, situated in the County of ${county}, State of Washington:\n\n${desc(ts, ds)}${resv}${contract}${cov}\n\n${noDate ? noDateLine : datingLine}\n\nREAL ESTATE EXCISE TAX\nAffidavit No. ${10000 + r.int(89999)}\nPAID $${r.int(4000)}.00  ${fd(rec, 'num0')}\n${county} County Treasurer`;
    } else if (A.key === 'MN' && modern) {
      const grant = o.kind === 'qcd' ? 'hereby convey(s) and quitclaim(s) to' : 'hereby convey(s) and warrant(s) to';
      const lim = o.kind === 'swd' ? '\n\nGrantor warrants that Grantor has not done or suffered anything to encumber the property, EXCEPT the exceptions stated above; the warranty is limited to the acts of the Grantor and those claiming by, through or under the Grantor.' : '';
      body = `Deed Tax Due: $${r.int(3000)}.${String(r.int(99)).padStart(2, '0')}\t\tDate: ${noDate ? '____________' : fd(exec, 'long')}\n\n${title}\n${o.grantors.length > 1 ? 'Individual(s) to Individual(s)' : 'Individual to Individual(s)'}\n\nFOR VALUABLE CONSIDERATION, ${g1}${fromTrust}, Grantor(s), ${grant} ${g2}${trustWords}${o.jt ? ', as joint tenants' : ''}, Grantee(s), real property in ${county} County, Minnesota, described as follows:\n\n${desc(ts, ds)}${resv}${contract}\n\ntogether with all hereditaments and appurtenances belonging thereto, subject to the following exceptions: ${r.pick(['reservations of minerals and mineral rights by the State of Minnesota, if any; easements of record', 'none', 'building and use restrictions of record and easements of record'])}.${lim}\n\nCheck here if all or part of the described real property is Registered (Torrens) [ ]\n\nThe Seller certifies that the Seller does not know of any wells on the described real property.\n\nCertificate of Real Estate Value (X) filed ( ) not required. Certificate of Real Estate Value No. ${100000 + r.int(899999)}.\n\nThis instrument was drafted by: ${officer()}, Attorney at Law, ${r.pick(A.towns)}, Minnesota.\nTax Statements for the real property described in this instrument should be sent to: ${d.nm(o.grantees[0])}.`;
    } else if (A.key === 'MN') {
      const cov = o.kind === 'qcd' ? '' : `And the said ${many1 ? 'parties' : 'party'} of the first part, for ${many1 ? 'themselves' : 'himself'}, ${many1 ? 'their' : 'his'} heirs, executors and administrators, do covenant with the said party of the second part, ${o.kind === 'wd' ? 'that they are well seized in fee of the lands and premises aforesaid, and have good right to sell and convey the same in manner and form aforesaid; that the same are free from all incumbrances; and the above bargained and granted lands and premises, in the quiet and peaceable possession of the said party of the second part, against all persons lawfully claiming or to claim the whole or any part thereof, will Warrant and Defend.' : 'that they have not made, done or suffered anything whereby the said premises have been incumbered, and that they will Warrant and Defend the same against all persons lawfully claiming by, through or under the said parties of the first part, and none other.'}`;
      body = `${title}\n\nTHIS INDENTURE, Made this ${noDate ? '______ day of ____________' : fd(exec, 'day')}, between ${g1}${fromTrust}${gps.some((p) => humanOf(p).always) ? '' : `, of the County of ${county} and State of Minnesota`}, part${many1 ? 'ies' : 'y'} of the first part, and ${g2}${trustWords}${o.jt ? ', as joint tenants and not as tenants in common' : ''}, part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH, That the said part${many1 ? 'ies' : 'y'} of the first part, in consideration of ${consid(y)}, to them in hand paid by the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, the receipt whereof is hereby acknowledged, do hereby ${o.kind === 'qcd' ? 'Remise, Release and Quitclaim' : 'Grant, Bargain, Sell and Convey'} unto the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, their heirs and assigns, Forever, all the tract or parcel of land lying and being in the County of ${county} and State of Minnesota, described as follows, to-wit:\n\n${desc(ts, ds)}${resv}${contract}\n\nTO HAVE AND TO HOLD THE SAME, Together with all the hereditaments and appurtenances thereunto belonging or in anywise appertaining, to the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, their heirs and assigns, Forever.\n\n${cov}\n\n${noDate ? noDateLine : 'IN TESTIMONY WHEREOF, The said parties of the first part have hereunto set their hands the day and year first above written.'}`;
    } else {
      // Idaho forms, old Arizona and Washington forms
      const cov = o.kind === 'wd' ? `And the said Grantor${many1 ? 's do' : ' does'} hereby covenant to and with the said Grantee${o.grantees.length > 1 ? 's' : ''}, that ${many1 ? 'they are' : 'he is'} the owner${many1 ? 's' : ''} in fee simple of said premises; that they are free from all encumbrances${r.chance(0.5) ? ', EXCEPT current years taxes, levies and assessments, and easements of record' : ''}; and that ${many1 ? 'they' : 'he'} will warrant and defend the same from all lawful claims whatsoever.`
        : o.kind === 'swd' ? `And the said Grantor${many1 ? 's' : ''} will warrant and defend the title to said premises against the lawful claims of all persons claiming by, through or under the Grantor${many1 ? 's' : ''}, but not otherwise.` : '';
      const grant = o.kind === 'qcd' ? 'do hereby convey, release, remise and forever quit claim unto' : A.key === 'WA' ? 'convey and warrant to' : 'do hereby grant, bargain, sell and convey unto';
      const caps = r.chance(0.4);
      body = `${modern ? `${returnTo(o.grantees[0], d)}\n\n` : ''}${title}\n\n${y < 1950 && r.chance(0.5) ? `THIS INDENTURE, Made this ${noDate ? '____ day of ________' : fd(exec, 'day')}, between ${sideText(d, gps, y, 'grantor', { caps })}${fromTrust}, the part${many1 ? 'ies' : 'y'} of the first part, and ${sideText(d, o.grantees, y, 'grantee', { caps })}${trustWords}, the part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, WITNESSETH: That the said part${many1 ? 'ies' : 'y'} of the first part, for and in consideration of ${consid(y)}, ${grant} the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part${jtWords}, and to ${o.grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever, all the following described real estate, situated in ${county} County, State of ${A.stateName}, to-wit:` : `FOR VALUE RECEIVED, ${sideText(d, gps, y, 'grantor', { caps })}${fromTrust}, the grantor${many1 ? 's' : ''}, ${grant} ${sideText(d, o.grantees, y, 'grantee', { caps })}${trustWords}${jtWords}, whose current address is ${100 + r.int(9000)} ${r.pick(['Main Street', 'Highway 95', 'N.W. 4th Street', 'Rural Route 1'])}, ${r.pick(A.towns)}, ${A.stateName}, the grantee${o.grantees.length > 1 ? 's' : ''}, the following described premises, in ${county} County, ${A.stateName}, to-wit:`}\n\n${desc(ts, ds)}${resv}${contract}\n\nTO HAVE AND TO HOLD the said premises, with their appurtenances, unto the said Grantee${o.grantees.length > 1 ? 's' : ''}, ${o.grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever.${cov ? `\n\n${cov}` : ''}\n\n${noDate ? noDateLine : datingLine}`;
      void g1;
      void g2;
    }
    const text = `${body}\n\n${sigs(d, gps)}\n\n${ackOf(d, gps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, o.kind === 'wd' ? 'warranty_deed' : o.kind === 'swd' ? 'special_warranty_deed' : 'quitclaim_deed', ['fee'], ts, { exec: noDate ? null : exec, ack, rec });
    for (const s of side) for (const g of o.grantees) link(f, 'fee', d, s.p, g, !s.join);
    return d;
  };

  // ----- mineral and royalty deeds
  const mineralDeed = (ts: Tr[], grantors: Person[], grantee: Person, y: number, frac: number, o: { royalty?: boolean; exec?: string; joinSpouses?: boolean } = {}): Doc => {
    const d = newDoc(y);
    const side = o.joinSpouses === false ? grantors.map((p) => ({ p, join: false })) : withSpouses(grantors, y);
    const gps = side.map((x) => x.p);
    const county = countyOf(ts);
    const exec = o.exec ?? dateIn(y);
    const ack = later(exec, 0, 10);
    const rec = later(ack, 2, 45);
    const g1 = sideText(d, gps, y, 'grantor', { res: true });
    const g2 = sideText(d, [grantee], y, 'grantee', { res: true });
    const fr = fracText(frac, r.int(3));
    const many = gps.length > 1;
    let text: string;
    if (o.royalty) {
      text = `${r.pick(['ROYALTY DEED', 'ROYALTY CONVEYANCE', 'CONVEYANCE OF ROYALTY INTEREST'])}\n\nSTATE OF ${A.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${g1}, hereinafter called Grantor${many ? 's' : ''}, for and in consideration of ${consid(y)}, cash in hand paid by ${g2}, hereinafter called Grantee, the receipt of which is hereby acknowledged, do${many ? '' : 'es'} hereby grant, sell, convey, assign and deliver unto said Grantee an undivided ${fr} interest in and to all of the royalty, being the landowner's royalty reserved or to be reserved in any oil and gas lease, in and to all of the oil, gas and other minerals produced and saved from the following described land situated in ${county} County, State of ${A.stateName}, to-wit:\n\n${desc(ts, r.pick([0, 2, 3, 6]))}\n\nIt is understood and agreed that the Grantee shall have no part of any bonus or rentals and no right to join in the execution of any oil and gas lease, the executive right being retained by the Grantor${many ? 's' : ''}.\n\nTO HAVE AND TO HOLD the above described royalty interest unto the said Grantee, his heirs and assigns forever, and Grantor${many ? 's do' : ' does'} hereby bind ${many ? 'themselves' : 'himself'}, ${many ? 'their' : 'his'} heirs, executors and administrators, to warrant and forever defend the title thereto.\n\nWITNESS ${many ? 'our hands' : 'my hand'} this ${fd(exec, 'day')}.`;
    } else {
      const style = r.int(3);
      text = style === 0
        ? `MINERAL DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ${g1}${gps.some((p) => humanOf(p).always) ? '' : `, of ${county} County, State of ${A.stateName}`}, hereinafter called Grantor${many ? 's' : ''} (whether one or more), for and in consideration of ${consid(y)}, cash in hand paid, the receipt of which is hereby acknowledged, do${many ? '' : 'es'} hereby grant, bargain, sell, convey, transfer, assign and deliver unto ${g2}, hereinafter called Grantee, an undivided ${fr} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described lands situated in ${county} County, State of ${A.stateName}, to-wit:\n\n${desc(ts, r.pick([0, 1, 2, 4]))}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals, and storing, handling, transporting and marketing the same therefrom.\n\nThis sale is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that said Grantee shall have, receive and enjoy the herein granted undivided interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land from and after the date hereof.\n\nTO HAVE AND TO HOLD the above described property and easement, with all and singular the rights, privileges and appurtenances thereunto or in anywise belonging to the said Grantee herein, his heirs, successors and assigns forever, and Grantor${many ? 's' : ''} do${many ? '' : 'es'} hereby warrant said title to Grantee, his heirs, executors, administrators, successors and assigns forever, and do${many ? '' : 'es'} hereby agree to defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\nWITNESS ${many ? 'our hands' : 'my hand'} this ${fd(exec, 'day')}.`
        : style === 1
          ? `${A.key === 'MN' ? 'MINERAL DEED\n(Conveyance of Mineral Interests)' : 'MINERAL DEED'}\n\nGrantor: ${g1}\nGrantee: ${g2}\nDate: ${fd(exec, 'long')}\nInterest Conveyed: An undivided ${fracStr(frac)} of all ${A.key === 'MN' ? 'iron ore, taconite and other minerals' : 'oil, gas and other minerals'}\nCounty: ${county}, ${A.stateName}\n\nFor ${consid(y)}, Grantor${many ? 's' : ''} grant${many ? '' : 's'}, sell${many ? '' : 's'} and convey${many ? '' : 's'} to Grantee, and Grantee's heirs, successors and assigns, an undivided ${fr} interest in and to all of the ${A.key === 'MN' ? 'iron ore, taconite, and other minerals and mineral rights' : 'oil, gas and other minerals'} in, on and under the following lands:\n\n${desc(ts, r.pick([0, 2, 5, 6]))}\n\nGrantor${many ? 's' : ''} bind${many ? '' : 's'} Grantor${many ? 's' : ''} and Grantor's heirs to warrant and forever defend the interest conveyed unto Grantee against every person lawfully claiming the same or any part thereof.`
          : `THIS INDENTURE, Made ${y < 1950 ? 'this ' + fd(exec, 'day') : 'on ' + fd(exec, 'long')}, by and between ${g1}, part${many ? 'ies' : 'y'} of the first part, and ${g2}, party of the second part,\n\nWITNESSETH: That the part${many ? 'ies' : 'y'} of the first part, for and in consideration of ${consid(y)}, do${many ? '' : 'es'} by these presents grant, bargain, sell and convey unto the party of the second part an undivided ${fr} interest in and to all oil, gas, coal and other minerals lying in, under and upon the following described real estate in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 1, 4]))}\n\nwith the right to enter thereon to explore for, mine, drill for and remove the same. TO HAVE AND TO HOLD unto the party of the second part, his heirs and assigns forever; and the parties of the first part covenant to warrant and defend the title to the interest hereby conveyed against the lawful claims of all persons whomsoever.`;
    }
    text += `\n\n${sigs(d, gps)}\n\n${ackOf(d, gps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, o.royalty ? 'royalty_deed' : 'mineral_deed', ['mineral'], ts, { exec, ack, rec });
    for (const s of side) link(ts, 'mineral', d, s.p, grantee, !s.join);
    return d;
  };

  // ----- leases, assignments, releases
  const leaseDoc = (f: Farm, lessors: Array<{ p: Person; hold: boolean }>, lessee: Person, y: number, term: number): LeaseRec => {
    const d = newDoc(y);
    const ps = lessors.map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = dateIn(y);
    const ack = later(exec, 0, 14);
    const rec = later(ack, 3, 60);
    const paidUp = y >= 1975 && r.chance(0.6);
    const memo = y >= 2000 && r.chance(0.35);
    const l1 = sideText(d, ps, y, 'lessor', { res: r.chance(0.3) });
    const l2 = d.party(lessee, 'lessee') + (lessee.kind === 'organization' ? `, ${lessee.org!.inc}` : `, of ${lessee.county} County, ${lessee.state}`);
    const royalty = y < 1970 ? 'one-eighth (1/8)' : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'eighteen and three-quarters percent (18.75%)', 'one-eighth (1/8)']);
    let text: string;
    let dates: Dates;
    const mineralWords = A.key === 'AZ' && y > 2005 ? 'oil, gas, helium, carbon dioxide and all other gases' : 'oil and gas';
    if (memo) {
      text = `MEMORANDUM OF OIL AND GAS LEASE\n\nSTATE OF ${A.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nNotice is hereby given that an Oil and Gas Lease has been made and entered into, effective as of ${fd(exec, 'long')}, by and between ${l1}, as Lessor (whether one or more), and ${l2}, as Lessee, covering the following described lands located in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 2, 6]))}\n\nThe Lease is for a primary term of ${titleCase(words(term))} (${term}) years from the effective date and as long thereafter as ${mineralWords} is produced from said land or lands pooled therewith. This Memorandum is executed for the purpose of placing of record notice of the Lease, all of the terms and provisions of which are incorporated herein by reference.`;
      dates = { exec: null, eff: exec, ack, rec };
    } else if (paidUp) {
      text = `PAID-UP OIL AND GAS LEASE\n(No Delay Rentals)\n\nTHIS LEASE AGREEMENT is made effective as of the ${fd(exec, 'day')}, between ${l1}, Lessor (whether one or more), whose address is ${r.pick(A.towns)}, ${A.stateName}, and ${l2}, Lessee.\n\n1. Lessor, in consideration of a cash bonus in hand paid and the covenants herein contained, hereby grants, leases and lets exclusively unto Lessee the following described land, hereinafter called leased premises:\n\n${desc(ts, r.pick([0, 2, 3, 6]), r.chance(0.5))}\n\nin the County of ${county}, State of ${A.stateName}, for the purpose of exploring for, developing, producing and marketing ${mineralWords}, along with all hydrocarbon and nonhydrocarbon substances produced in association therewith.\n\n2. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${words(term)} (${term}) years from the date hereof, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises.\n\n3. Royalties on oil, gas and other substances produced and saved hereunder shall be paid by Lessee to Lessor as follows: ${royalty} of such production.\n\nIN WITNESS WHEREOF, this lease is executed to be effective as of the date first written above, but upon execution shall be binding on each signatory.`;
      dates = { exec: null, eff: exec, ack, rec };
    } else {
      text = `OIL AND GAS LEASE\n\n${r.chance(0.5) ? `Form 88 - (Producers)\n\n` : ''}AGREEMENT, Made and entered into the ${fd(exec, 'day')}, by and between ${l1}, hereinafter called lessor (whether one or more), and ${l2}, lessee.\n\nWITNESSETH, That the said lessor, for and in consideration of ${titleCase(words(1 + r.int(10)))} Dollars cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${county}, State of ${A.stateName}, described as follows, to-wit:\n\n${desc(ts, r.pick([0, 1, 2, 4, 5]))}\n\nIt is agreed that this lease shall remain in force for a term of ${words(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIn consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal ${royalty} part of all oil produced and saved from the leased premises. If no well be commenced on said land on or before the ${fd(addDays(exec, 365), 'day')}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${r.pick(['First National Bank', 'Farmers State Bank', 'Citizens Bank'])} at ${r.pick(A.towns)}, ${A.stateName}, or its successors, which shall continue as the depository regardless of changes in the ownership of said land, the sum of ${titleCase(words(ts.reduce((s, t) => s + Math.round(t.acres), 0)))} Dollars, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nIN WITNESS WHEREOF, the undersigned execute this instrument as of the day and year first above written.`;
      dates = { exec, ack, rec };
    }
    text += `\n\n${sigs(d, ps)}\n\n${ackOf(d, ps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'oil_and_gas_lease', ['leasehold'], ts, dates);
    for (const l of lessors) link(f, 'leasehold', d, l.p, lessee, l.hold);
    return { file: d.file, date: exec, lessors, holders: [lessee], term, version: f.version, farm: f, broker: lessee.kind === 'person' };
  };
  const leaseRecital = (L: LeaseRec, d: Doc) => {
    const hs = L.lessors.filter((l) => l.hold).map((l) => l.p);
    const first = hs[0];
    const nm = first.kind === 'organization' ? renderName(first, 'init', false) : `${first.first} ${first.middle ? first.middle[0] + '. ' : ''}${first.last}`;
    void d;
    return `Oil and Gas Lease dated ${fd(L.date, 'long')}, from ${nm}${L.lessors.length > 1 ? r.pick([' et al', ' et ux', ', et al.']) : ''}, as Lessor, to ${renderName(L.holders[0], 'init', false)}, as Lessee, recorded as ${recRef(yearOf(L.date))} of the records of ${L.farm.tracts[0].county} County, ${A.stateName}`;
  };
  const assignment = (leases: LeaseRec[], assignors: Person[], assignee: Person, y: number, partial: boolean) => {
    const d = newDoc(y);
    const exec = dateIn(y);
    const ack = later(exec, 0, 10);
    const rec = later(ack, 3, 40);
    const county = countyOf(leases[0].farm.tracts);
    const a1 = sideText(d, assignors, y, 'assignor');
    const a2 = `${d.party(assignee, 'assignee')}${assignee.kind === 'organization' ? `, ${assignee.org!.inc}` : ''}`;
    const eff = y >= 1985 && r.chance(0.5) ? addDays(exec, -(10 + r.int(60))) : null;
    const share = partial ? 'an undivided one-half (1/2) of all of Assignor\'s right, title and interest' : 'all of Assignor\'s right, title and interest';
    let text: string;
    const allTracts = leases.flatMap((L) => L.farm.tracts);
    if (leases.length > 1) {
      const rows = leases.map((L, i) => `${i + 1}. ${leaseRecital(L, d)}, insofar as it covers:\n   ${desc(L.farm.tracts, 2, true).replace(/\n/g, '\n   ')}`).join('\n\n');
      text = `ASSIGNMENT OF OIL AND GAS LEASES\n\nSTATE OF ${A.stateName.toUpperCase()}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${a1}, hereinafter called "Assignor", for and in consideration of ${consid(y)}, the receipt of which is acknowledged, does hereby sell, assign, transfer and convey unto ${a2}, hereinafter called "Assignee", ${share} in and to the oil and gas leases described in Exhibit "A" attached hereto and made a part hereof, insofar as they cover the lands described therein, together with all rights incident thereto.${eff ? `\n\nThis Assignment is executed on the date of the acknowledgment hereof but is effective as of 7:00 a.m. on ${fd(eff, 'long')} (the "Effective Time").` : ''}\n\nAssignor warrants title to said leases against all persons claiming by, through or under Assignor, but not otherwise.\n\n${eff ? '' : `EXECUTED this ${fd(exec, 'day')}.\n\n`}${sigs(d, assignors)}\n\n${ackOf(d, assignors, ack, county)}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Assignment of Oil and Gas Leases from ${d.nm(assignors[0])}, Assignor, to ${d.nm(assignee)}, Assignee\n\n${rows}\n\n${recBlock(rec, county)}`;
    } else {
      const L = leases[0];
      text = `ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That ${a1}, hereinafter called Assignor, for and in consideration of ${consid(y)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${a2}, hereinafter called Assignee, ${share} in and to that certain ${leaseRecital(L, d)}, insofar as said lease covers the following described land in ${L.farm.tracts[0].county} County, ${A.stateName}:\n\n${desc(L.farm.tracts, r.pick([0, 2, 3]))}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith.${eff ? `\n\nThis Assignment shall be effective as of ${fd(eff, 'long')}.` : ''}\n\nAnd for the same consideration the Assignor covenants with the Assignee that he is the lawful owner of and has good title to the interest above assigned, and that said interest is free from all liens and encumbrances.\n\n${eff ? '' : `Executed this ${fd(exec, 'day')}.\n\n`}${sigs(d, assignors)}\n\n${ackOf(d, assignors, ack, county)}\n\n${recBlock(rec, county)}`;
    }
    emit(d, text, 'assignment_of_lease', ['leasehold'], allTracts, { exec: eff ? null : exec, eff, ack, rec });
    for (const L of leases) for (const a of assignors) link(L.farm, 'leasehold', d, a, assignee);
  };
  const release = (L: LeaseRec, y: number) => {
    const d = newDoc(y);
    const exec = dateIn(y);
    const ack = later(exec, 0, 10);
    const rec = later(ack, 3, 40);
    const ts = L.farm.tracts;
    const county = countyOf(ts);
    const hs = L.holders;
    const relBy = sideText(d, hs, y, 'lessee');
    const lessorsText = sideText(d, L.lessors.map((l) => l.p), yearOf(L.date), 'lessor');
    const style = r.int(2);
    const text = (style === 0
      ? `RELEASE OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That ${relBy}, the present owner${hs.length > 1 ? 's' : ''} and holder${hs.length > 1 ? 's' : ''} of that certain oil and gas lease dated ${fd(L.date, 'long')}, executed by ${lessorsText}, as lessor, recorded as ${recRef(yearOf(L.date))} of the records of ${county} County, ${A.stateName}, covering the following described land, to-wit:\n\n${desc(ts, r.pick([0, 2, 3]))}\n\ndo${hs.length > 1 ? '' : 'es'} hereby release, relinquish and surrender unto the said lessor, their heirs, successors and assigns, all right, title and interest in and to said lease and the lands covered thereby, and ${hs.length > 1 ? 'they' : 'it'} hereby authorize${hs.length > 1 ? '' : 's'} the Recorder of said County to enter this release of record.\n\nEXECUTED this ${fd(exec, 'day')}.`
      : `RELEASE\n\nThe undersigned, ${relBy}, being the owner${hs.length > 1 ? 's' : ''} of the lessee's interest in the Oil and Gas Lease described below, for good and valuable consideration, does hereby release and surrender said lease in its entirety:\n\nLease Date: ${fd(L.date, 'long')}\nLessor: ${lessorsText}\nRecording: ${recRef(yearOf(L.date))}, ${county} County, ${A.stateName}\nLands: ${desc(ts, 2)}\n\nDated: ${fd(exec, 'long')}`) + `\n\n${sigs(d, hs)}\n\n${ackOf(d, hs, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'release_of_lease', ['leasehold'], ts, { exec, ack, rec });
    for (const h of hs) for (const l of L.lessors) link(L.farm, 'leasehold', d, h, l.p, l.hold);
  };

  // ----- instruments that move nothing
  const mortgage = (f: Farm, y: number) => {
    const d = newDoc(y);
    const side = withSpouses(f.fee, y);
    const ps = side.map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const bank = company(y, 'bank');
    const exec = dateIn(y);
    const ack = later(exec, 0, 5);
    const rec = later(ack, 1, 20);
    const amt = money(500 * (2 + r.int(300)));
    const dot = A.key !== 'MN' && (y >= 1950 || A.key === 'MO') && r.chance(0.8);
    let text: string;
    if (dot) {
      let tr: Person;
      if (A.key === 'MO') tr = newPerson('m', y - 45);
      else {
        if (!titleCos.has(county)) {
          const t = company(y, 'land');
          t.org!.base = `${county} County Title`;
          t.org!.form = 'company';
          titleCos.set(county, t);
        }
        tr = titleCos.get(county)!;
      }
      text = `DEED OF TRUST\n\nTHIS DEED OF TRUST, made ${fd(exec, 'long')}, between ${sideText(d, ps, y, 'grantor')}, herein called ${A.key === 'MO' ? 'Grantors' : 'Trustor'}, whose address is ${r.pick(A.towns)}, ${A.stateName}; ${d.party(tr, 'grantee')}, herein called Trustee; and ${d.nm(bank)}, ${bank.org!.inc}, herein called Beneficiary.\n\nWITNESSETH: That Trustor irrevocably grants, transfers and assigns to Trustee in trust, with power of sale, the following described property in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 1, 2, 4]))}\n\nFOR THE PURPOSE OF SECURING payment of the indebtedness evidenced by a promissory note of even date herewith, in the principal sum of ${amt}, payable to Beneficiary or order, and all extensions or renewals thereof.\n\n${sigs(d, ps)}`;
      d.party(bank, 'other');
    } else {
      text = `MORTGAGE\n\nTHIS MORTGAGE, Made this ${fd(exec, 'day')}, by ${sideText(d, ps, y, 'grantor')}, Mortgagor${ps.length > 1 ? 's' : ''}, to ${d.party(bank, 'grantee')}, Mortgagee.\n\nWITNESSETH, That the said Mortgagor${ps.length > 1 ? 's' : ''}, in consideration of the sum of ${amt}, to ${ps.length > 1 ? 'them' : 'him'} in hand paid by the said Mortgagee, do${ps.length > 1 ? '' : 'es'} hereby Grant, Bargain, Sell and Convey unto the said Mortgagee, its successors and assigns, Forever, all the tract or parcel of land lying and being in the County of ${county} and State of ${A.stateName}, described as follows:\n\n${desc(ts, r.pick([0, 1, 2, 4]))}\n\nPROVIDED, NEVERTHELESS, that if the said Mortgagor${ps.length > 1 ? 's' : ''} shall pay the said sum of money, with interest thereon, according to the terms of ${ps.length > 1 ? 'their' : 'his'} promissory note of even date herewith, then this deed shall be null and void.\n\n${sigs(d, ps)}`;
    }
    text += `\n\n${ackOf(d, ps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'deed_of_trust', [], ts, { exec, ack, rec });
    return { d, bank, ps, exec, dot, file: d.file };
  };
  const satisfaction = (f: Farm, m: { bank: Person; ps: Person[]; exec: string; dot: boolean }, y: number) => {
    const d = newDoc(y);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = dateIn(y);
    const ack = later(exec, 0, 5);
    const rec = later(ack, 1, 20);
    const title = A.key === 'MN' || !m.dot ? 'SATISFACTION OF MORTGAGE' : A.key === 'MO' ? 'DEED OF RELEASE' : 'DEED OF FULL RECONVEYANCE';
    const bn = d.party(m.bank, 'grantor');
    const who = sideText(d, m.ps, yearOf(m.exec), 'grantee');
    const text = `${title}\n\nKNOW ALL PERSONS BY THESE PRESENTS, That ${bn}, the owner and holder of the note secured by that certain ${m.dot ? 'Deed of Trust' : 'Mortgage'} dated ${fd(m.exec, 'long')}, executed by ${who}, and recorded as ${recRef(yearOf(m.exec))} of the records of ${county} County, ${A.stateName}, covering:\n\n${desc(ts, r.pick([0, 2, 3]))}\n\ndoes hereby certify that the same has been fully paid and satisfied, and ${title === 'DEED OF FULL RECONVEYANCE' ? 'does hereby reconvey, without warranty, to the person or persons legally entitled thereto, all the estate now held under said Deed of Trust' : 'does hereby release and discharge the same of record'}.\n\nDated ${fd(exec, 'long')}.\n\n${sigs(d, [m.bank])}\n\n${ackOf(d, [m.bank], ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'other', [], ts, { exec, ack, rec });
  };
  const easement = (f: Farm, y: number) => {
    const d = newDoc(y);
    const ps = withSpouses(f.fee, y).map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const co = company(y, 'pipe');
    const exec = dateIn(y);
    const ack = later(exec, 0, 10);
    const rec = later(ack, 2, 40);
    const g1 = sideText(d, ps, y, 'grantor');
    const g2 = `${d.party(co, 'grantee')}, ${co.org!.inc}`;
    const text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT', 'EASEMENT AND RIGHT OF WAY'])}\n\nFor and in consideration of ${consid(y)}, the receipt of which is hereby acknowledged, ${g1}, hereinafter called "Grantor", do${ps.length > 1 ? '' : 'es'} hereby grant, convey and warrant unto ${g2}, its successors and assigns, hereinafter called "Grantee", a right of way and easement ${r.chance(0.5) ? 'fifty (50) feet in width' : 'thirty (30) feet in width'} to construct, maintain, operate, repair, replace and remove ${r.pick(['a pipeline for the transportation of natural gas', 'pipelines and appurtenances', 'an electric transmission line with poles, wires and fixtures'])} over, through and across the following described land in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 2, 4, 6]))}\n\nGrantor shall have the right to use and enjoy the said premises except as the same may be necessary for the purposes herein granted. Grantee shall pay for damages to crops, fences and timber which may arise from the exercise of the rights herein granted.\n\nWITNESS the hand${ps.length > 1 ? 's' : ''} of Grantor this ${fd(exec, 'day')}.\n\n${sigs(d, ps)}\n\n${ackOf(d, ps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'easement', [], ts, { exec, ack, rec });
  };
  const contractForDeed = (f: Farm, vendors: Person[], vendees: Person[], y: number): string => {
    const d = newDoc(y);
    const ps = withSpouses(vendors, y).map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = dateIn(y);
    const ack = later(exec, 0, 10);
    const rec = later(ack, 1, 30);
    const v1 = sideText(d, ps, y, 'other');
    const v2 = sideText(d, vendees, y, 'other');
    const title = A.key === 'MN' ? 'CONTRACT FOR DEED' : 'REAL ESTATE CONTRACT';
    const price = money(1000 * (3 + r.int(120)));
    const text = `${title}\n\nTHIS ${title === 'CONTRACT FOR DEED' ? 'CONTRACT' : 'REAL ESTATE CONTRACT'}, made and entered into ${fd(exec, 'long')}, by and between ${v1}, hereinafter called the "${A.key === 'MN' ? 'Vendor' : 'Seller'}", and ${v2}, hereinafter called the "${A.key === 'MN' ? 'Vendee' : 'Purchaser'}",\n\nWITNESSETH: That the ${A.key === 'MN' ? 'Vendor' : 'Seller'} agrees to sell to the ${A.key === 'MN' ? 'Vendee' : 'Purchaser'}, and the ${A.key === 'MN' ? 'Vendee' : 'Purchaser'} agrees to purchase from the ${A.key === 'MN' ? 'Vendor' : 'Seller'}, the following described real estate, with the appurtenances, in ${county} County, State of ${A.stateName}:\n\n${desc(ts, r.pick([0, 1, 2]))}\n\nThe total purchase price is ${price}, of which ${money(500 * (1 + r.int(10)))} has been paid, the receipt whereof is hereby acknowledged, and the balance shall be paid in ${r.pick(['annual', 'monthly'])} installments with interest at ${4 + r.int(6)}% per annum on the unpaid balance, until paid in full.\n\nUpon full payment of the purchase price and performance of all covenants herein, the ${A.key === 'MN' ? 'Vendor' : 'Seller'} shall deliver to the ${A.key === 'MN' ? 'Vendee' : 'Purchaser'} a Warranty Deed conveying said premises, free and clear of all encumbrances except those herein assumed. Until then the ${A.key === 'MN' ? 'Vendee' : 'Purchaser'} shall be entitled to possession and shall pay all taxes levied after the date hereof.${A.key === 'WA' ? `\n\nREAL ESTATE EXCISE TAX PAID, Affidavit No. ${1000 + r.int(8999)}.` : A.key === 'MN' ? `\n\nCertificate of Real Estate Value No. ${100000 + r.int(899999)}.` : ''}\n\nIN WITNESS WHEREOF, the parties have executed this agreement the day and year first above written.\n\n${sigs(d, [...ps, ...vendees])}\n\n${ackOf(d, [...ps, ...vendees], ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'other', [], ts, { exec, ack, rec });
    return exec;
  };
  const todDeed = (f: Farm, owner: Person, ben: Person, y: number) => {
    const d = newDoc(y);
    const ps = withSpouses([owner], y).map((x) => x.p);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = dateIn(y);
    const ack = later(exec, 0, 5);
    const rec = later(ack, 1, 30);
    const g1 = sideText(d, ps, y, 'grantor');
    const g2 = `${d.party(ben, 'grantee')}${resid(ben, true)}`;
    const title = A.key === 'MO' || A.key === 'AZ' ? 'BENEFICIARY DEED' : 'TRANSFER ON DEATH DEED';
    const stat = A.key === 'MO' ? 'Section 461.025 RSMo' : A.key === 'AZ' ? 'A.R.S. Section 33-405' : A.key === 'MN' ? 'Minnesota Statutes, Section 507.071' : 'Chapter 64.80 RCW';
    const text = `${title}\n\n${A.key === 'MO' ? `Title of Document: Beneficiary Deed\nDate of Document: ${fd(exec, 'long')}\nGrantor(s): ${ps.map((p) => d.idx(p)).join('; ')}\nGrantee Beneficiary: ${d.idx(ben)}\n\n` : ''}${g1}, as ${A.key === 'MO' || A.key === 'AZ' ? 'Owner' : 'Grantor'}, hereby convey${ps.length > 1 ? '' : 's'} and transfer${ps.length > 1 ? '' : 's'} to ${g2}, as ${A.key === 'MO' || A.key === 'AZ' ? 'Grantee Beneficiary' : 'Designated Beneficiary'}, effective on the death of the Owner, the following described real property situated in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 1, 2]))}\n\n${A.key === 'MO' ? 'THIS DEED IS INTENDED TO BE A BENEFICIARY DEED PURSUANT TO SECTION 461.025 RSMo. THIS DEED IS NOT EFFECTIVE UNTIL THE DEATH OF THE OWNER AND IS REVOCABLE.' : `This ${title.toLowerCase()} is made pursuant to ${stat}. The Owner may revoke this deed at any time. This deed does not transfer any interest in the property until the Owner's death.`}${ps.length > 1 ? ` ${d.nm(ps[1])} joins herein to release any marital interest.` : ''}\n\nDated: ${fd(exec, 'long')}\n\n${sigs(d, ps)}\n\n${ackOf(d, ps, ack, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'other', [], ts, { exec, ack, rec });
  };

  // ----- deaths
  interface Held { f: Farm; est: Est[] }
  const jurat = (d: Doc, who: string, jd: string, county: string) => `Subscribed and sworn to before me this ${fd(jd, r.pick(['day', 'dayAD'] as DStyle[]))}${r.chance(0.3) ? `, by ${who}` : ''}.\n\n______________________________\nNotary Public, ${county} County, ${A.stateName}\nMy commission expires ${fd(later(jd, 200, 1500), 'long')}`;
  const deathInstrument = (dec: Person, held: Held[], heirs: Person[], death: string, y: number, kind: 'probate' | 'aoh' | 'small' | 'will') => {
    const d = newDoc(y);
    const ts = held.flatMap((h) => h.f.tracts);
    const county = countyOf(ts);
    const estates = [...new Set(held.flatMap((h) => h.est))];
    const exec = later(death, 60, 700);
    const rec = later(exec, 3, 90);
    const dn = d.party(dec, 'decedent');
    const sp = dec.spouse && dec.spouse.dies > yearOf(death) ? dec.spouse : null;
    const share = fracText(1 / heirs.length, r.int(3));
    const heirLines = heirs.map((h) => `${d.party(h, 'heir')}${resid(h, r.chance(0.4))}, ${h === sp ? (h.sex === 'f' ? 'surviving wife' : 'surviving husband') : h.sex === 'm' ? 'son' : 'daughter'}${kind === 'will' ? '' : heirs.length === 1 ? ', the whole thereof' : `, an undivided ${share}`}`);
    let text: string;
    let cat: Cat;
    const descs = held.map((h) => desc(h.f.tracts, r.pick([0, 1, 2, 4]), true)).join(';\n\n');
    if (kind === 'probate' || kind === 'will') {
      cat = 'probate';
      const court = A.key === 'MO' ? (y < 1979 ? `IN THE PROBATE COURT OF ${county.toUpperCase()} COUNTY, MISSOURI` : `IN THE CIRCUIT COURT OF ${county.toUpperCase()} COUNTY, MISSOURI\nPROBATE DIVISION`)
        : A.key === 'MN' ? `STATE OF MINNESOTA\t\t\t\t${y < 1972 ? 'PROBATE COURT' : 'DISTRICT COURT\nPROBATE DIVISION'}\nCOUNTY OF ${county.toUpperCase()}`
        : A.key === 'ID' && y < 1971 ? `IN THE PROBATE COURT OF ${county.toUpperCase()} COUNTY, STATE OF IDAHO`
        : A.key === 'ID' ? `IN THE DISTRICT COURT OF THE THIRD JUDICIAL DISTRICT OF THE STATE OF IDAHO, IN AND FOR THE COUNTY OF ${county.toUpperCase()}\nMAGISTRATE DIVISION`
        : `IN THE SUPERIOR COURT OF THE STATE OF ${A.stateName.toUpperCase()}\nIN AND FOR THE COUNTY OF ${county.toUpperCase()}`;
      const title = A.key === 'MO' ? (y < 1979 ? 'ORDER OF DISTRIBUTION' : 'JUDGMENT OF FINAL SETTLEMENT AND ORDER OF DISTRIBUTION') : A.key === 'MN' ? (r.chance(0.5) ? 'FINAL DECREE OF DISTRIBUTION' : 'ORDER ALLOWING FINAL ACCOUNT AND DECREE OF DISTRIBUTION') : 'DECREE OF DISTRIBUTION';
      const rep = officer();
      const dated = A.key === 'MN' ? `Dated ${fd(exec, 'long')}.\n\nBY THE COURT:\n\n${officer()}\nJudge of ${y < 1972 ? 'Probate Court' : 'District Court'}` : A.key === 'MO' ? `SO ORDERED this ${fd(exec, 'day')}.\n\n${officer()}\nJudge${y < 1979 ? ' of Probate' : ', Probate Division'}` : `DONE IN OPEN COURT this ${fd(exec, 'day')}.\n\n${officer()}\nJudge`;
      text = `${court}\n\nIn the Matter of the Estate of\n${dn.toUpperCase()}, Deceased.\t\t\t${A.key === 'MO' ? 'Estate' : 'Probate'} No. ${String(y % 100).padStart(2, '0')}P${100 + r.int(900)}\n\n${title}\n\nNow on this day the ${kind === 'will' ? 'final account and petition for distribution' : 'petition for final settlement and distribution'} of ${rep}, ${kind === 'will' ? 'Executor' : 'Administrator'} of the estate of ${dn}, deceased, coming on to be heard, the Court, having examined the same and being fully advised, FINDS:\n\nThat ${dn} died ${kind === 'will' ? 'testate' : 'intestate'} on the ${fd(death, 'day')}, a resident of ${county} County, ${A.stateName}${kind === 'will' ? `, leaving a Last Will and Testament dated ${fd(dateIn(yearOf(death) - 3 - r.int(10)), 'long')}, which has been duly admitted to probate` : ''}; that due notice to creditors has been given and the time for filing claims has expired; that all debts, expenses of administration and taxes have been paid; and that the persons entitled to the residue of said estate${kind === 'will' ? ' under the terms of said Will' : ' as heirs at law of said decedent'} are:\n\n${heirLines.join(';\n')}.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the residue of said estate, including the following described real estate, be and the same is hereby ${kind === 'will' ? 'assigned and distributed to the said devisee' + (heirs.length > 1 ? 's' : '') : 'assigned and distributed to the persons above named in the shares above stated'}:\n\n${descs}\n\n${dated}\n\n${recBlock(rec, county)}`;
    } else if (kind === 'small') {
      cat = 'affidavit_of_heirship';
      const aff = heirs[0];
      const an = d.nm(aff);
      text = A.key === 'MO'
        ? `IN THE CIRCUIT COURT OF ${county.toUpperCase()} COUNTY, MISSOURI\nPROBATE DIVISION\n\nIn the Estate of ${dn.toUpperCase()}, Deceased.\t\tCase No. ${String(y % 100).padStart(2, '0')}${county.slice(0, 2).toUpperCase()}-PR${String(10 + r.int(900)).padStart(5, '0')}\n\nSMALL ESTATE AFFIDAVIT\n(Section 473.097, RSMo)\n\nFiled: ${fd(later(exec, 2, 20), 'num0')}\n\nThe undersigned Affiant, ${an}, of lawful age, being first duly sworn, states:\n\n1. The decedent, ${dn}, died on ${fd(death, 'long')}, domiciled in ${county} County, Missouri.\n2. More than thirty days have elapsed since the death of the decedent and no application for letters testamentary or of administration is pending or has been granted.\n3. The value of the entire estate, less liens and encumbrances, does not exceed Forty Thousand Dollars ($40,000.00).\n4. Affiant is a distributee of the estate of the decedent. The persons entitled to the property of the decedent, and the share of each, are:\n\n${heirLines.join(';\n')}.\n\n5. The decedent was the owner of the following described real estate in ${county} County, Missouri, which passes to the above named distributees:\n\n${descs}\n\n6. Affiant will pay and deliver the property to the persons entitled thereto and will be personally liable for the debts of the decedent to the extent of the property received.\n\n______________________________\n${an}, Affiant\n\n${jurat(d, an, exec, county)}\n\n${recBlock(rec, county)}`
        : `AFFIDAVIT FOR TRANSFER OF TITLE TO REAL PROPERTY\n(A.R.S. Section 14-3971(E))\n\nIN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF ${county.toUpperCase()}\nIn the Matter of the Estate of ${dn}, Deceased.\t\tNo. PB-${yearOf(exec)}-${100 + r.int(900)}\n\nThe undersigned, ${an}, being first duly sworn, states as follows:\n\n1. I am a successor of the Decedent, as defined in A.R.S. Section 14-1201.\n2. The Decedent's name is ${dn}. The Decedent died on ${fd(death, 'long')}, and six months have elapsed since the death.\n3. The value of all real property in Arizona owned by the Decedent, less liens and encumbrances, does not exceed the amount allowed by law.\n4. No application or petition for the appointment of a personal representative is pending or has been granted in any jurisdiction.\n5. The Decedent owned the following described real property in ${county} County, Arizona:\n\n${descs}\n\n6. The names of the successors of the Decedent entitled to the real property, and their interests, are:\n\n${heirLines.join(';\n')}.\n\n______________________________\n${an}\n\n${jurat(d, an, exec, county)}\n\nIssued by the Registrar on ${fd(later(exec, 5, 30), 'long')}.\n\n${recBlock(rec, county)}`;
    } else {
      cat = 'affidavit_of_heirship';
      const aff = newPerson('m', yearOf(death) - 40 - r.int(25), { county });
      const an = d.party(aff, 'other');
      text = `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF ${A.stateName.toUpperCase()}\t)\n\t\t\t) ss.\nCOUNTY OF ${county.toUpperCase()}\t)\n\n${an}, being first duly sworn, on oath deposes and says: That ${r.chance(0.5) ? 'he' : 'affiant'} is a resident of ${county} County, ${A.stateName}, is not related to the decedent hereinafter named, and was well acquainted with ${dn} for more than ${words(10 + r.int(30))} years prior to ${dec.sex === 'm' ? 'his' : 'her'} death;\n\nThat the said ${dn} died intestate on the ${fd(death, 'day')}, at ${r.pick(A.towns)}, ${A.stateName}; that no administration has been had upon ${dec.sex === 'm' ? 'his' : 'her'} estate in this or any other state, and that all debts of the decedent have been paid;\n\nThat at the time of ${dec.sex === 'm' ? 'his' : 'her'} death the decedent was the owner of ${estates.includes('fee') ? 'the following described land' : 'an interest in the oil, gas and other minerals in and under the following described land'}:\n\n${descs}\n\nThat the decedent ${sp ? `was survived by ${dec.sex === 'm' ? 'his wife' : 'her husband'}` : `was ${dec.sex === 'm' ? 'a widower' : 'a widow'} at the time of death`}, and left surviving as ${dec.sex === 'm' ? 'his' : 'her'} sole and only heirs at law the following persons, who take the said property in the shares stated:\n\n${heirLines.join(';\n')}.\n\n______________________________\n${an}\n\n${jurat(d, an, exec, county)}\n\n${recBlock(rec, county)}`;
    }
    emit(d, text, cat, estates, ts, { exec, ack: null, rec, death });
    for (const h of held) for (const e of h.est) for (const heir of heirs) link(h.f, e, d, dec, heir);
    return exec;
  };
  const survivorAffidavit = (f: Farm, dec: Person, surv: Person, death: string, y: number, trustee: boolean) => {
    const d = newDoc(y);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = later(death, 20, 500);
    const rec = later(exec, 1, 40);
    const dn = d.party(dec, 'decedent');
    const sn = d.party(surv, 'other');
    const title = trustee ? 'AFFIDAVIT OF DEATH OF TRUSTEE' : A.key === 'MO' ? 'AFFIDAVIT OF SURVIVING TENANT BY THE ENTIRETY' : A.key === 'MN' ? 'AFFIDAVIT OF SURVIVING JOINT TENANT' : A.key === 'WA' ? 'AFFIDAVIT OF DEATH OF COMMUNITY PROPERTY SPOUSE' : 'AFFIDAVIT OF DEATH OF JOINT TENANT';
    const text = `${title}\n\nSTATE OF ${A.stateName.toUpperCase()}\t)\n\t\t\t) ss.\nCOUNTY OF ${county.toUpperCase()}\t)\n\n${sn}, being first duly sworn, deposes and says:\n\nThat ${dn}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${dn}${trustee ? `, named as one of the Trustees of the ${dec.last} Family Revocable Living Trust, the grantee${''} in that certain deed recorded as ${recRef(y - 3 - r.int(10))}` : `, named as one of the grantees in that certain deed recorded as ${recRef(y - 3 - r.int(20))}, as ${A.key === 'MO' ? 'tenants by the entirety' : A.key === 'WA' ? 'community property with right of survivorship' : 'joint tenants'}`}, covering the following described property situated in ${county} County, ${A.stateName}:\n\n${desc(ts, r.pick([0, 1, 2]))}\n\nThat the said ${dn} died on ${fd(death, 'long')}; that affiant is the ${trustee ? 'surviving Trustee of said trust and continues to act as sole Trustee thereof' : `surviving ${A.key === 'MO' ? 'spouse and tenant by the entirety' : A.key === 'WA' ? 'spouse and community property owner' : 'joint tenant'} named in said deed, and as such is now the sole owner of said property`}.\n\n______________________________\n${sn}\n\n${jurat(d, sn, exec, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'other', [], ts, { exec, ack: null, rec, death });
    link(f, 'fee', d, dec, surv, false);
    return exec;
  };
  const benAffidavit = (f: Farm, dec: Person, ben: Person, death: string, y: number) => {
    const d = newDoc(y);
    const ts = f.tracts;
    const county = countyOf(ts);
    const exec = later(death, 20, 400);
    const rec = later(exec, 1, 30);
    const dn = d.party(dec, 'decedent');
    const bn = d.party(ben, 'heir');
    const title = A.key === 'MO' ? 'AFFIDAVIT OF DEATH\n(Beneficiary Deed)' : A.key === 'AZ' ? 'AFFIDAVIT OF DEATH AND ACCEPTANCE BY GRANTEE BENEFICIARY' : A.key === 'MN' ? 'AFFIDAVIT OF IDENTITY AND SURVIVORSHIP' : 'AFFIDAVIT OF DEATH AND ACCEPTANCE';
    const text = `${title}\n\nSTATE OF ${A.stateName.toUpperCase()}, County of ${county}, ss.\n\nThe undersigned, ${bn}${resid(ben, true)}, being first duly sworn, states:\n\n1. ${dn}, the ${A.key === 'MO' || A.key === 'AZ' ? 'Owner' : 'Grantor'} named in the ${A.key === 'MO' || A.key === 'AZ' ? 'Beneficiary Deed' : 'Transfer on Death Deed'} recorded as ${recRef(y - 2 - r.int(10))} in the records of ${county} County, ${A.stateName}, died on ${fd(death, 'long')}. A certified copy of the death certificate is attached.\n2. Affiant is the ${A.key === 'MO' || A.key === 'AZ' ? 'Grantee Beneficiary' : 'Designated Beneficiary'} named in said deed, and is the same person as the beneficiary so named.\n3. Said deed was not revoked, and by reason of the death of the ${A.key === 'MO' || A.key === 'AZ' ? 'Owner' : 'Grantor'}, title to the following described real property vested in Affiant, who hereby accepts the same:\n\n${desc(ts, r.pick([0, 1, 2]))}\n\n${A.key === 'MN' ? 'A Clearance Certificate from the Department of Human Services is attached.\n\n' : ''}______________________________\n${bn}\n\n${jurat(d, bn, exec, county)}\n\n${recBlock(rec, county)}`;
    emit(d, text, 'affidavit_of_heirship', ['fee'], ts, { exec, ack: null, rec, death });
    link(f, 'fee', d, dec, ben);
    return exec;
  };

  // ---------------------------------------------------------------- the farms
  const nFarms = Math.max(4, Math.round(target / (A.plays.length ? 17 : 14)));
  const farms: Farm[] = [];
  const usedLoc = new Set<string>();
  const gapKinds: GapK[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = gapKinds.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [gapKinds[i], gapKinds[j]] = [gapKinds[j], gapKinds[i]];
  }
  const mkTract = (county: string, sec: number, twp: number, rng: number): Tr => {
    const north = sec <= 6;
    const west = [6, 7, 18, 19, 30, 31].includes(sec);
    if ((north || west) && r.chance(0.35)) {
      const hi = r.chance(0.5);
      const lots = north ? (hi ? [1, 2] : [3, 4]) : hi ? [1, 2] : [3, 4];
      const aliq = north ? ['S/2', hi ? 'NE/4' : 'NW/4'] : ['E/2', hi ? 'NW/4' : 'SW/4'];
      return { county, sec, twp, rng, aliq, lots, acres: rtrunc(148 + r.int(1500) / 100) };
    }
    const choice = r.pick([['NE/4'], ['SW/4'], ['NW/4'], ['SE/4'], ['E/2', 'SW/4'], ['N/2', 'SE/4'], ['W/2', 'NE/4'], ['SW/4', 'NE/4'], ['NW/4', 'NW/4'], ['S/2', 'SE/4']]);
    const acres = choice.length === 1 ? 160 : choice[0].endsWith('/2') ? 80 : 40;
    return { county, sec, twp, rng, aliq: choice, lots: [], acres };
  };
  for (let i = 0; i < nFarms; i++) {
    const county = r.pick(A.counties);
    let twp = 0, rng = 0, sec = 0;
    do {
      twp = A.twp[0] + r.int(A.twp[1] - A.twp[0] + 1);
      rng = A.rng[0] + r.int(A.rng[1] - A.rng[0] + 1);
      sec = 1 + r.int(35);
    } while (usedLoc.has(`${county}|${twp}|${rng}|${sec}`) || usedLoc.has(`${county}|${twp}|${rng}|${sec + 1}`));
    const gap = i < 3 ? gapKinds[i] : null;
    const two = !gap && r.chance(0.45);
    const tracts = [mkTract(county, sec, twp, rng)];
    usedLoc.add(`${county}|${twp}|${rng}|${sec}`);
    if (two) {
      tracts.push(mkTract(county, sec + 1, twp, rng));
      usedLoc.add(`${county}|${twp}|${rng}|${sec + 1}`);
    }
    const start = A.patentYears[0] + r.int(A.patentYears[1] - A.patentYears[0] + 1);
    farms.push({ n: i, tracts, fee: [], minFee: 1, sev: [], lease: null, version: 0, free: start, start, gap, gapYear: Math.max(start + 25, 1925) + r.int(55), gapDone: false, tod: null, trustOut: 0, statePatent: false });
  }

  // ---------------------------------------------------------------- simulation
  const sched = new Map<number, Array<() => void>>();
  const later_ = (y: number, fn: () => void) => {
    if (!sched.has(y)) sched.set(y, []);
    sched.get(y)!.push(fn);
  };
  const alive = (p: Person, y: number) => p.dies > y;
  const canAct = (f: Farm, y: number) => y >= f.free && f.fee.length > 0 && f.fee.every((p) => alive(humanOf(p), y)) && f.trustOut === 0;
  const lessorsOf = (f: Farm, y: number): Array<{ p: Person; hold: boolean }> => {
    const hs: Person[] = [];
    if (f.minFee > 1e-9) hs.push(...f.fee);
    for (const s of f.sev) if (!s.dormant && alive(s.p, y) && !hs.includes(s.p)) hs.push(s.p);
    if (hs.some((p) => p.human)) return [];
    return withSpouses(hs, y).map((x) => ({ p: x.p, hold: !x.join }));
  };
  const kids = (p: Person, y: number): Person[] => {
    if (!p.children.length && p.spouse?.children.length) p.children = p.spouse.children;
    const alive_ = p.children.filter((c) => alive(c, y + 2));
    if (alive_.length) return alive_;
    if (p.spouse && !p.spouse.children.length) p.spouse.children = p.children;
    const n = 1 + r.int(3);
    for (let k = 0; k < n; k++) {
      const sex = r.chance(0.55) ? 'm' : 'f';
      const born = Math.min(p.born + 22 + r.int(14), y - 20);
      const [c, s] = r.chance(0.5) ? [p.county, p.state] : away();
      const wed = sex === 'f' && r.chance(0.6);
      const c1 = wed ? newPerson('f', born, { county: c, state: s, maiden: p.last }) : newPerson(sex, born, { last: p.last, county: c, state: s });
      if (c1.dies <= y + 4) c1.dies = y + 5 + r.int(30);
      if (wed || (sex === 'm' && r.chance(0.6))) marry(c1, y);
      p.children.push(c1);
    }
    return p.children.filter((c) => alive(c, y + 2));
  };

  const handleDeath = (P: Person, y: number) => {
    const death = `${y}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
    const estateHeld: Held[] = [];
    for (const f of farms) {
      const feeIdx = f.fee.findIndex((p) => humanOf(p) === P);
      const est: Est[] = [];
      if (feeIdx >= 0) {
        const holder = f.fee[feeIdx];
        const others = f.fee.filter((p) => p !== holder);
        if (holder.human) {
          // a trustee dies; the co-trustee survives (the trust is conveyed out before the last one dies)
          const surv = others.find((p) => alive(humanOf(p), y));
          if (surv) {
            const ex = survivorAffidavit(f, holder, surv, death, y, true);
            f.fee = [surv];
            f.free = Math.max(f.free, yearOf(ex) + 1);
            f.version++;
          }
          continue;
        }
        const jt = others.length === 1 && P.spouse === others[0] && alive(others[0], y);
        if (jt) {
          if (r.chance(0.75)) {
            const ex = survivorAffidavit(f, P, others[0], death, y, false);
            f.free = Math.max(f.free, yearOf(ex) + 1);
          }
          f.fee = [others[0]];
          f.version++;
        } else if (f.tod && f.tod.owner === P && f.fee.length === 1 && alive(f.tod.ben, y + 2)) {
          const ex = benAffidavit(f, P, f.tod.ben, death, y);
          f.fee = [f.tod.ben];
          f.tod = null;
          f.free = Math.max(f.free, yearOf(ex) + 1);
          f.version++;
        } else est.push('fee');
      }
      const sv = f.sev.find((s) => s.p === P && !s.dormant);
      if (sv) est.push('mineral');
      if (est.length) estateHeld.push({ f, est });
    }
    if (!estateHeld.length) return;
    const feeAny = estateHeld.some((h) => h.est.includes('fee'));
    if (!feeAny && r.chance(0.5)) {
      for (const h of estateHeld) for (const s of h.f.sev) if (s.p === P) s.dormant = true;
      return;
    }
    const sp = P.spouse && alive(P.spouse, y + 3) ? P.spouse : null;
    let kind: 'probate' | 'aoh' | 'small' | 'will' = r.pick(['probate', 'aoh', 'probate', 'will']);
    if ((A.key === 'MO' && y >= 1985) || (A.key === 'AZ' && y >= 1976)) if (r.chance(0.4)) kind = 'small';
    let heirs: Person[];
    if (kind === 'will' && sp && r.chance(0.6)) heirs = [sp];
    else heirs = [...(sp && kind !== 'will' ? [sp] : []), ...kids(P, y)];
    if (!heirs.length) heirs = kids(P, y);
    if (kind === 'small' && heirs[0] === sp && heirs.length > 1) heirs = [...heirs.slice(1), heirs[0]];
    const iy = y + (r.chance(0.5) ? 0 : 1);
    const ex = deathInstrument(P, estateHeld, heirs, death, iy, kind);
    for (const h of estateHeld) {
      const f = h.f;
      if (h.est.includes('fee')) f.fee = [...f.fee.filter((p) => humanOf(p) !== P), ...heirs.filter((x) => !f.fee.includes(x))];
      if (h.est.includes('mineral')) {
        const sv = f.sev.find((s) => s.p === P && !s.dormant)!;
        f.sev = f.sev.filter((s) => s !== sv);
        for (const heir of heirs) {
          const ex2 = f.sev.find((s) => s.p === heir && !s.dormant);
          if (ex2) ex2.frac += sv.frac / heirs.length;
          else f.sev.push({ p: heir, frac: sv.frac / heirs.length, dormant: false });
        }
      }
      f.free = Math.max(f.free, yearOf(ex) + 1);
      f.version++;
    }
  };

  const sale = (f: Farm, y: number) => {
    const grantors = f.fee;
    const heirsSelling = grantors.length > 1 && !(grantors.length === 2 && grantors[0].spouse === grantors[1]);
    if (heirsSelling && r.chance(0.5)) {
      // heirs quitclaim to one of them
      const taker = r.pick(grantors.filter((p) => !p.human));
      if (!taker) return;
      feeDeed(f, { kind: 'qcd', grantors: grantors.filter((p) => p !== taker), grantees: [taker], y });
      f.fee = [taker];
      f.tod = null;
      f.version++;
      return;
    }
    const b = buyer(y, f.n);
    const couple = !b.always && r.chance(0.6);
    if (couple || (b.always && r.chance(0.5))) marry(b, y);
    const grantees = couple ? [b, b.spouse!] : [b];
    let reserve = 0;
    if (f.minFee > 1e-9 && y > 1905 && y < 1990 && r.chance(A.key === 'MN' ? 0.2 : 0.3) && !(f.gap && !f.gapDone)) {
      reserve = f.minFee >= 1 - 1e-9 ? (r.chance(0.7) ? 0.5 : 0.25) : f.minFee / 2;
    }
    const kind: DeedKind = r.chance(0.7) ? 'wd' : r.chance(0.6) ? 'swd' : 'qcd';
    feeDeed(f, { kind, grantors, grantees, y, reserve, jt: couple });
    if (reserve) {
      for (const g of grantors) f.sev.push({ p: g, frac: reserve / grantors.length, dormant: false });
      f.minFee -= reserve;
    }
    f.fee = grantees;
    f.tod = null;
    f.version++;
  };

  const farmEvent = (f: Farm, y: number) => {
    const w: Array<[string, number]> = [
      ['sale', 0.38],
      ['mineral', f.minFee >= 0.25 - 1e-9 && y > 1905 && y < 1995 && !(f.gap && !f.gapDone) ? 0.12 : 0],
      ['sevconvey', f.sev.some((s) => !s.dormant && alive(s.p, y) && s.p.kind === 'person') && y > 1910 && !(f.gap && !f.gapDone) ? 0.1 : 0],
      ['royalty', f.minFee > 0 && y > 1915 && y < 1990 && A.plays.length ? 0.05 : 0],
      ['mortgage', y > 1885 ? 0.15 : 0],
      ['easement', y > 1925 ? 0.07 : 0],
      ['contract', (A.key === 'MN' || A.key === 'WA' || A.key === 'ID' || A.key === 'MO') && y > 1900 && y < 1995 ? (A.key === 'MN' ? 0.25 : 0.12) : 0],
      ['tod', ((A.key === 'MO' && y >= 1992) || (A.key === 'AZ' && y >= 1996) || (A.key === 'MN' && y >= 2009) || (A.key === 'WA' && y >= 2014)) && f.fee.length === 1 && !f.tod && f.fee[0].kind === 'person' && !f.fee[0].human && y - f.fee[0].born > 55 ? 0.9 : 0],
      ['trust', y >= 1985 && f.fee.length === 2 && f.fee[0].spouse === f.fee[1] ? 0.45 : 0],
    ];
    const tot = w.reduce((s, x) => s + x[1], 0);
    let x = r.next() * tot;
    let ev = 'sale';
    for (const [k, v] of w) {
      if ((x -= v) < 0) {
        ev = k;
        break;
      }
    }
    switch (ev) {
      case 'sale': sale(f, y); f.free = y + 2; break;
      case 'mineral': {
        const b = r.chance(0.5) ? buyer(y, f.n, true) : company(y, 'oil');
        const frac = r.pick([0.25, 0.125, 0.5].filter((v) => v <= f.minFee + 1e-9));
        mineralDeed(f.tracts, f.fee, b, y, frac);
        f.minFee -= frac;
        f.sev.push({ p: b, frac, dormant: b.kind === 'organization' && r.chance(0.5) });
        f.version++;
        f.free = y + 2;
        break;
      }
      case 'sevconvey': {
        const s = r.pick(f.sev.filter((q) => !q.dormant && alive(q.p, y) && q.p.kind === 'person'));
        const b = r.chance(0.6) ? buyer(y, f.n, true) : company(y, 'oil');
        const royalty = r.chance(0.3) && A.plays.length > 0;
        const part = royalty ? 0.5 : r.chance(0.5) ? s.frac : s.frac / 2;
        mineralDeed(f.tracts, [s.p], b, y, part, { royalty });
        if (!royalty) {
          s.frac -= part;
          if (s.frac < 1e-9) f.sev = f.sev.filter((q) => q !== s);
          f.sev.push({ p: b, frac: part, dormant: b.kind === 'organization' || r.chance(0.3) });
          f.version++;
        }
        f.free = y + 2;
        break;
      }
      case 'royalty': {
        const b = buyer(y, f.n, true);
        mineralDeed(f.tracts, f.fee, b, y, r.pick([1 / 16, 1 / 32, 0.125]), { royalty: true });
        f.free = y + 1;
        break;
      }
      case 'mortgage': {
        const m = mortgage(f, y);
        const ry = y + 3 + r.int(15);
        if (r.chance(0.6) && ry < 2025) later_(ry, () => satisfaction(f, m, ry));
        f.free = y + 1;
        break;
      }
      case 'easement': easement(f, y); f.free = y + 1; break;
      case 'contract': {
        const k = 3 + r.int(6);
        const vendors = f.fee;
        if (!vendors.every((p) => alive(humanOf(p), y + k + 1)) || vendors.some((p) => p.human)) { sale(f, y); f.free = y + 2; break; }
        const b = buyer(y, f.n);
        if (b.dies <= y + k + 2) b.dies = y + k + 3 + r.int(20);
        const couple = !b.always && r.chance(0.6);
        if (couple) marry(b, y);
        const vendees = couple ? [b, b.spouse!] : [b];
        if (couple && b.spouse!.dies <= y + k + 2) b.spouse!.dies = y + k + 3 + r.int(20);
        const cdate = contractForDeed(f, vendors, vendees, y);
        const dy = y + k;
        const vend = [...vendors];
        f.free = dy + 2;
        f.trustOut = dy;
        later_(dy, () => {
          f.trustOut = 0;
          feeDeed(f, { kind: r.chance(0.8) ? 'wd' : 'swd', grantors: vend, grantees: vendees, y: dy, contractDate: cdate, jt: couple });
          f.fee = vendees;
          f.tod = null;
          f.version++;
        });
        break;
      }
      case 'tod': {
        const o = f.fee[0];
        const ben = kids(o, y)[0];
        if (!ben) break;
        todDeed(f, o, ben, y);
        f.tod = { owner: o, ben };
        f.free = y + 1;
        break;
      }
      case 'trust': {
        const [a, b] = f.fee;
        const d1 = Math.min(a.dies, b.dies);
        const d2 = Math.max(a.dies, b.dies);
        if (d1 < y + 4) { sale(f, y); f.free = y + 2; break; }
        const ta = trusteeOf(a), tb = trusteeOf(b);
        feeDeed(f, { kind: r.chance(0.6) ? 'qcd' : 'wd', grantors: [a, b], grantees: [ta, tb], y, toTrust: true });
        f.fee = [ta, tb];
        f.version++;
        const outY = d2 - d1 >= 3 && d1 + 2 <= 2025 ? d1 + 1 + r.int(Math.min(2, d2 - d1 - 2)) : Math.min(d1 - 1, 2025);
        f.trustOut = outY;
        f.free = outY + 2;
        if (outY <= 2025) {
          later_(outY, () => {
            f.trustOut = 0;
            const tr = f.fee.filter((p) => p.human && alive(p.human, outY));
            if (!tr.length) return;
            const kidsOf = kids(tr[0].human!, outY);
            const toChild = r.chance(0.4) && kidsOf.length > 0;
            const grantees = toChild ? [kidsOf[0]] : (() => {
              const bb = buyer(outY, f.n);
              const cpl = !bb.always && r.chance(0.6);
              if (cpl) marry(bb, outY);
              return cpl ? [bb, bb.spouse!] : [bb];
            })();
            feeDeed(f, { kind: r.chance(0.6) ? 'swd' : 'wd', grantors: tr, grantees, y: outY, jt: grantees.length === 2 });
            f.fee = grantees;
            f.version++;
            f.free = outY + 2;
          });
        }
        break;
      }
    }
  };

  const gapEvent = (f: Farm, y: number) => {
    const ts = f.tracts;
    f.gapDone = true;
    if (f.gap === 'grantor_never_received') {
      const sur = r.chance(0.4) ? humanOf(f.fee[0]).last : undefined;
      const [sc, ss] = elsewhereOf('');
      const stranger = adult(y, { last: sur, county: sc, state: ss });
      const g = r.chance(0.5) ? buyer(y, -1, true) : company(y, 'oil');
      const d = mineralDeed(ts, [stranger], g, y, r.pick([0.25, 0.5, 0.125]), { joinSpouses: false });
      gaps.push({ tract: tractKey(truthTract(ts[0])), estate: 'mineral', kind: 'grantor_never_received', doc: d.file });
      f.free = y + 2;
      return;
    }
    if (f.gap === 'conveyed_before_acquired') {
      const B = buyer(y, -1, true);
      const C = r.chance(0.5) ? buyer(y, -1, true) : company(y, 'oil');
      const frac = 0.25;
      const x = mineralDeed(ts, f.fee, B, y, frac);
      void x;
      const xExec = docs[docs.length - 1].truth.dates.execution_date!;
      const early = addDays(xExec, -(90 + r.int(900)));
      const d = mineralDeed(ts, [B], C, yearOf(early), frac, { exec: early });
      f.minFee -= frac;
      f.sev.push({ p: C, frac, dormant: true });
      gaps.push({ tract: tractKey(truthTract(ts[0])), estate: 'mineral', kind: 'conveyed_before_acquired', doc: d.file });
      f.version++;
      f.free = y + 2;
      return;
    }
    // conveyed_more_than_held
    const H = buyer(y, -1, true);
    if (H.dies < y + 6) H.dies = y + 6 + r.int(20);
    const frac = f.minFee >= 0.25 ? 0.25 : 0.125;
    mineralDeed(ts, f.fee, H, y, frac);
    f.minFee -= frac;
    const y2 = y + 1 + r.int(4);
    const G = r.chance(0.5) ? buyer(y2, -1, true) : company(y2, 'oil');
    let d: Doc;
    if (r.chance(0.5)) {
      d = mineralDeed(ts, [H], G, y2, frac * 2);
    } else {
      const G0 = buyer(y2, -1, true);
      mineralDeed(ts, [H], G0, y2, frac);
      d = mineralDeed(ts, [H], G, y2 + 1, frac);
      f.sev.push({ p: G0, frac, dormant: true });
    }
    f.sev.push({ p: G, frac, dormant: true });
    gaps.push({ tract: tractKey(truthTract(ts[0])), estate: 'mineral', kind: 'conveyed_more_than_held', doc: d.file });
    f.version++;
    f.free = y2 + 3;
  };

  // plays: leases taken by a company or by a lease broker who assigns them all
  const playLeases = (y: number) => {
    const broker = r.chance(0.4);
    const [bc, bs] = r.pick(A.elsewhere);
    const lessee = broker ? adult(y, { county: bc, state: bs }) : company(y, 'oil');
    if (broker && lessee.dies < y + 10) lessee.dies = y + 10 + r.int(20);
    const taken: LeaseRec[] = [];
    for (const f of farms) {
      if (f.lease || y < f.free || f.trustOut || !f.fee.length || !r.chance(0.75)) continue;
      if (f.gap && !f.gapDone && y >= f.gapYear - 3) continue;
      const ls = lessorsOf(f, y + 1);
      if (!ls.length || ls.some((l) => !alive(humanOf(l.p), y + 1))) continue;
      const term = r.pick(y < 1970 ? [5, 10] : [3, 5]);
      const L = leaseDoc(f, ls, lessee, y, term);
      f.lease = L;
      f.free = Math.max(f.free, y + 1);
      taken.push(L);
    }
    if (!taken.length) return;
    const co = broker ? company(y + 1, 'oil') : null;
    const ay = y + 1 + r.int(2);
    later_(ay, () => {
      if (co && taken.some((L) => L.farm.lease === L)) {
        assignment(taken.filter((L) => L.farm.lease === L), [lessee], co, ay, false);
        for (const L of taken) if (L.farm.lease === L) L.holders = [co];
      } else {
        for (const L of taken) {
          if (L.farm.lease !== L || !r.chance(0.35)) continue;
          const co2 = company(ay, 'oil');
          assignment([L], L.holders, co2, ay, true);
          L.holders = [...L.holders, co2];
        }
      }
    });
    for (const L of taken) {
      const ry = yearOf(L.date) + L.term + r.int(2);
      later_(ry, () => {
        const f = L.farm;
        if (f.lease !== L) return;
        f.lease = null;
        if (ry > 2025 || f.version !== L.version || !L.lessors.every((l) => alive(humanOf(l.p), ry)) || !r.chance(0.65)) return;
        release(L, ry);
      });
    }
  };

  for (let y = Math.min(...farms.map((f) => f.start)); y <= 2025; y++) {
    for (const P of all.filter((p) => p.dies === y)) handleDeath(P, y);
    for (const fn of sched.get(y) ?? []) fn();
    if (A.plays.includes(y)) playLeases(y);
    for (const f of farms) {
      if (y === f.start) {
        patent(f, y);
        f.free = y + 2 + r.int(4);
        continue;
      }
      if (f.gap && !f.gapDone && y >= f.gapYear && canAct(f, y) && !f.lease) {
        gapEvent(f, y);
        continue;
      }
      const heirsHold = f.fee.length > 2 || (f.fee.length === 2 && f.fee[0].spouse !== f.fee[1] && !f.fee[0].human);
      if (heirsHold && canAct(f, y) && r.chance(0.35)) {
        sale(f, y);
        f.free = y + 2;
      } else if (canAct(f, y) && r.chance(0.05)) farmEvent(f, y);
    }
  }
  // a gap farm whose gap never came: plant it at the end
  for (const f of farms) if (f.gap && !f.gapDone) {
    let y = Math.max(2020, f.free);
    if (y > 2025) y = 2025;
    if (!f.fee.every((p) => alive(humanOf(p), y))) for (const p of f.fee) humanOf(p).dies = 2030;
    f.lease = null;
    gapEvent(f, Math.min(y, 2021));
  }

  // shuffle the documents so that file order says nothing
  for (let i = docs.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [docs[i], docs[j]] = [docs[j], docs[i]];
  }
  return { name: `heldout-j-s${seed}-p${idx + 1}-${A.key}`, docs, links, gaps };
}

function presidentOf(y: number): string {
  const t: Array<[number, string]> = [[1869, 'U. S. Grant'], [1877, 'R. B. Hayes'], [1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benj. Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'Wm. H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge'], [1929, 'Herbert Hoover'], [1933, 'Franklin D. Roosevelt']];
  let p = t[0][1];
  for (const [yy, n] of t) if (y >= yy) p = n;
  return p;
}
