// Held-out set H: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one
// Appalachian area, chosen by seed among five that sets A-G did not cover, whose farms (one or two
// tracts that travel together in the fee chain) pass through time on one clock, 1885-2023:
// Pennsylvania (Greene, Washington, Bradford, Tioga: metes and bounds in named townships, some
// tracts "surveyed on a warrant to" a warrantee, tax parcel numbers), West Virginia (Doddridge,
// Tyler, Wetzel, Ritchie: metes and bounds "on the waters of" a creek in a named district, tax map
// and parcel), Ohio (Belmont, Monroe, Harrison, Noble: sections of the Seven Ranges and the Ohio
// River Survey, "Section 25, Township 8, Range 5", quarters and halves, the civil township named),
// eastern Kentucky (Pike, Floyd, Johnson, Magoffin: metes and bounds on the waters of a creek) and
// southwest Virginia (Buchanan, Dickenson, Wise: metes and bounds in a magisterial district).
// Instruments: land-office patents of the Commonwealth of Pennsylvania, the State of West Virginia,
// the Commonwealth of Kentucky and the Commonwealth of Virginia; Pennsylvania indentures and "This
// Deed" forms that "warrant specially" or "generally"; West Virginia and Kentucky deeds "made and
// entered into" between parties of the first and second part with the Kentucky consideration
// certificate; Virginia deeds of bargain and sale "with General Warranty and English covenants";
// Ohio statutory general warranty, limited warranty, survivorship and quit-claim deeds; modern
// "Grantor(s): / Grantee(s):" cover-sheet deeds; deeds by attorneys in fact; executors' and
// fiduciary deeds; sheriff's deeds after a mortgage foreclosure; tax deeds of a county treasurer
// or of a deputy commissioner of delinquent lands; deeds of correction; heirs' deeds with a minor
// heir joining by a guardian; oil and gas deeds and mineral deeds (of a fraction, from fee owners
// or from severed holders); royalty conveyances; Appalachian oil and gas leases ("hereinafter
// called Lessor (whether one or more)", flat-rate gas well rentals), paid-up leases "effective as
// of", memoranda of lease; assignments (old one-paragraph forms, partial assignments, "Assignment,
// Conveyance and Bill of Sale" with an Exhibit A schedule of leases on several farms); releases
// and surrenders; pipeline rights of way; mortgages and West Virginia and Virginia deeds of trust;
// affidavits of heirship and Kentucky affidavits of descent; Pennsylvania letters testamentary
// with the will, West Virginia county commission orders admitting a will, Ohio certificates of
// transfer, Kentucky district court orders of probate; stipulations of interest. Recording
// certificates in each state's layout (Pennsylvania Recorder of Deeds, West Virginia "Be it
// remembered ... admitted to record", Ohio "Received for record ... Recorded", Kentucky
// "lodged for record", Virginia "In the Clerk's Office of the Circuit Court"), and modern
// instrument-number stamps. People recur under name variants (full middle name, initial, initials
// only, no middle name, capitals), fathers and sons ("Jr."; the father "Sr." in his own estate),
// in most packages an unrelated namesake (both always with their residence), companies under
// "Co."/"Company", "Inc."/"Incorporated", "L.L.C."/"LLC" variants; otherwise no two people of a
// package share a first name and surname. Planted gaps, exactly one of each kind per package, each
// on a one-tract farm. Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of sets A-G's headers (D's list, with E's, F's and G's additions),
// followed exactly where they apply, and these for what set H adds (a title examiner's reading):
// - a metes-and-bounds tract in a named Pennsylvania township, West Virginia district, Kentucky
//   creek or Virginia magisterial district has state, county and acres only: the civil township,
//   district, watercourse, calls, adjoiners, tax map, parcel and "Tax Parcel No." are in no field
//   (G's Michigan civil township and APN); its acres are always stated ("containing 102.5 acres,
//   more or less", "102.50 acres", "one hundred two and one-half acres" in a patent);
// - a Pennsylvania tract "surveyed on a warrant to Jacob Rinehart" (or "the Jacob Rinehart
//   Warrant", "warrantee tract in the name of Jacob Rinehart, Warrant No. 3117") has survey "Jacob
//   Rinehart Warrant" (the instruments' word, as F's "League"; the warrant number is in no field);
//   a tract that names its warrant names it in every instrument;
// - Ohio Seven Ranges and Ohio River Survey sections: "the Northeast Quarter of Section 25,
//   Township 8, Range 5" is section "25", township "8", range "5" (the survey numbers its townships
//   and ranges without a direction, so the fields carry none), aliquot as D ("NE/4", "W/2 SE/4");
//   "T-8, R-5" and "Township No. 8 of Range No. 5" alike; the civil township ("Goshen Township")
//   and the survey's name are in no field; acres always stated;
// - patents of a state ("Commonwealth of Pennsylvania", "State of West Virginia", "Commonwealth of
//   Kentucky", "Commonwealth of Virginia"; no article) are `patent`, the sovereign `grantor`, the
//   patentee `grantee`; the governor and secretary no parties; execution_date the day given under
//   the seal, no acknowledgment; the "allowance of six per cent for roads" adds nothing to acres;
// - categories by the covenant: "WARRANT SPECIALLY", "limited warranty covenants", "Special
//   Warranty" are special_warranty_deed; "WARRANT GENERALLY", "general warranty covenants",
//   "with General Warranty", an Ohio survivorship deed and a deed of bargain and sale with general
//   warranty are warranty_deed; "quit-claim", "release and quitclaim" quitclaim_deed; fiduciary,
//   executor's, sheriff's, treasurer's and deputy commissioner's deeds warranty_deed (E and F);
// - "oil and gas" is the mineral estate here: an "Oil and Gas Deed" or a deed of "all the oil
//   and gas in and underlying" is a mineral_deed, a reservation of "the oil and gas" a mineral
//   reservation (a mineral holding of the reserving grantor, no link);
// - a fiduciary or executor's deed has the decedent ("John A. Hughes, deceased") as the grantor,
//   linked to the purchaser (F); the executor (an heir or not) is no party there;
// - an Ohio certificate of transfer is `probate`: decedent `decedent`, each transferee `heir`,
//   execution_date the day the certificate issues, death_date the death it recites; Pennsylvania
//   letters testamentary with the will recorded, a West Virginia county commission's order
//   admitting a will and a Kentucky order of probate are `probate` (devisees `heir`), their
//   execution_date the day of the letters or order; the will's date is not the instrument's;
// - a Kentucky "Affidavit of Descent" is an affidavit_of_heirship (the affiant `other`);
// - a Kentucky consideration certificate ("The parties hereby certify ... the consideration
//   reflected in this deed is the full consideration") names the deed's own parties again: no new
//   party, and its date (the same as the acknowledgment's) is not the instrument's;
// - West Virginia acknowledgments "whose name is signed to the writing above, bearing date the 3rd
//   day of May, 1961, has this day acknowledged": the recited date is the execution date, the
//   "Given under my hand this 5th day" the acknowledgment date; the Kentucky clerk's "lodged for
//   record" date, the West Virginia "presented ... and admitted to record" date, the Ohio
//   "Received for record" date and the Virginia "admitted to record this" date are the
//   recording_date (a later "Recorded" day or certificate date is not);
// - a West Virginia or Virginia deed of trust names two trustees, each `grantee`, the noteholder
//   `other`; a mortgage's mortgagee `grantee` (D);
// - a tax deed recites the owner the land was "returned delinquent in the name of" or "assessed
//   to": that owner is the grantor (E), linked to the purchaser; the deputy commissioner, treasurer
//   and sheriff are no parties;
// - a minor heir who joins an heirs' deed "by ___, his guardian" is the party (C and F); the
//   guardian is a party only in her own right (when she is an heir too);
// - a pipeline "Right of Way Agreement" is an easement; a stipulation of interest `other`, every
//   party `other`, estates [], no link (D).
import type { DocCategory, EstateType, GapKind, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGenerator, HeldoutLink, HeldoutGap, HeldoutPackage } from './documents-heldout-types.js';
import { type ExpectedTract, tractKey } from './documents-score.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

// ---------------------------------------------------------------------------------------------
// Dates

type Day = number; // days since 1970-01-01 (UTC)
const DAY_MS = 86400000;
const dayOf = (y: number, m: number, d: number): Day => Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
const parts = (d: Day) => {
  const x = new Date(d * DAY_MS);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const iso = (d: Day) => new Date(d * DAY_MS).toISOString().slice(0, 10);
const yearOf = (d: Day) => parts(d).y;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'][n % 10];
  return `${n}${s}`;
}
function yearWords(y: number): string {
  return `one thousand ${numberWords(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${numberWords(y % 100)}` : ''}`;
}
/** "March 14, 1952" */
const longDate = (d: Day) => { const p = parts(d); return `${MONTHS[p.m - 1]} ${p.d}, ${p.y}`; };
/** "14th day of March, 1952" */
const ordDate = (d: Day) => { const p = parts(d); return `${ordinal(p.d)} day of ${MONTHS[p.m - 1]}, ${p.y}`; };
/** "fourteenth day of March, in the year of our Lord one thousand nine hundred and fifty-two" */
const wordDate = (d: Day) => { const p = parts(d); return `${ORD_WORDS[p.d]} day of ${MONTHS[p.m - 1]}, in the year of our Lord ${yearWords(p.y)}`; };
const padDate = (d: Day) => { const p = parts(d); return `${String(p.m).padStart(2, '0')}/${String(p.d).padStart(2, '0')}/${p.y}`; };

// ---------------------------------------------------------------------------------------------
// Fractions

type Fr = [number, number];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => { const g = gcd(n, d) || 1; return [n / g, d / g]; };
const frSub = (a: Fr, b: Fr) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const frAdd = (a: Fr, b: Fr) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const frDiv = (a: Fr, n: number) => fr(a[0], a[1] * n);
const frMul = (a: Fr, n: number) => fr(a[0] * n, a[1]);
const frVal = (a: Fr) => a[0] / a[1];
const frStr = (a: Fr) => `${a[0]}/${a[1]}`;
const FR_WORDS: Record<string, string> = {
  '1/1': 'all', '1/2': 'one-half', '1/3': 'one-third', '2/3': 'two-thirds', '1/4': 'one-fourth', '3/4': 'three-fourths', '1/5': 'one-fifth',
  '1/6': 'one-sixth', '1/8': 'one-eighth', '3/8': 'three-eighths', '5/8': 'five-eighths', '1/12': 'one-twelfth', '1/16': 'one-sixteenth',
  '3/16': 'three-sixteenths', '1/9': 'one-ninth', '1/10': 'one-tenth', '1/24': 'one twenty-fourth', '1/32': 'one thirty-second',
};
function frPhrase(a: Fr, r: SeededRng): string {
  const w = FR_WORDS[frStr(a)];
  if (a[0] === a[1]) return 'all';
  if (w && r.chance(0.6)) return `an undivided ${w} (${frStr(a)})`;
  if (w && r.chance(0.5)) return `an undivided ${w}`;
  return `an undivided ${frStr(a)}`;
}

// ---------------------------------------------------------------------------------------------
// Areas

type AreaId = 'PA' | 'WV' | 'OH' | 'KY' | 'VA';
interface County { name: string; subs: string[]; waters: string[]; seat: string; bank: string; ranges?: Array<[number, number]> }
interface Area {
  id: AreaId;
  state: string;
  stateName: string;
  sovereign: string | null;
  counties: County[];
  subWord: string; // "Township", "District", "Magisterial District"
}
const AREAS: Area[] = [
  {
    id: 'PA', state: 'PA', stateName: 'Pennsylvania', sovereign: 'Commonwealth of Pennsylvania', subWord: 'Township',
    counties: [
      { name: 'Greene', seat: 'Waynesburg', bank: 'The First National Bank of Waynesburg', subs: ['Morris', 'Center', 'Jackson', 'Aleppo', 'Richhill', 'Gilmore', 'Wayne', 'Franklin'], waters: ['Ten Mile Creek', 'Wheeling Creek', 'Dunkard Creek', 'Browns Creek'] },
      { name: 'Washington', seat: 'Washington', bank: 'Citizens National Bank of Washington', subs: ['Amwell', 'Morris', 'Buffalo', 'Donegal', 'Hopewell', 'West Finley'], waters: ['Chartiers Creek', 'Buffalo Creek', 'Enlow Fork'] },
      { name: 'Bradford', seat: 'Towanda', bank: 'Citizens and Northern Bank', subs: ['Wysox', 'Wells', 'Standing Stone', 'Terry', 'Leroy', 'Franklin'], waters: ['Towanda Creek', 'Wysox Creek', 'Sugar Creek'] },
      { name: 'Tioga', seat: 'Wellsboro', bank: 'The First National Bank of Wellsboro', subs: ['Liberty', 'Union', 'Ward', 'Sullivan', 'Charleston'], waters: ['Pine Creek', 'Babb Creek', 'Crooked Creek'] },
    ],
  },
  {
    id: 'WV', state: 'WV', stateName: 'West Virginia', sovereign: 'State of West Virginia', subWord: 'District',
    counties: [
      { name: 'Doddridge', seat: 'West Union', bank: 'The Union Bank of West Union', subs: ['Central', 'Cove', 'Greenbrier', 'McClellan', 'New Milton', 'Southwest'], waters: ['Middle Island Creek', 'Meathouse Fork', 'Buckeye Creek', 'Toms Fork'] },
      { name: 'Tyler', seat: 'Middlebourne', bank: 'Tyler County Bank', subs: ['Centerville', 'Ellsworth', 'Lincoln', 'McElroy', 'Meade', 'Union'], waters: ['McElroy Creek', 'Indian Creek', 'Elk Fork', 'Big Run'] },
      { name: 'Wetzel', seat: 'New Martinsville', bank: 'Wetzel County Bank', subs: ['Center', 'Church', 'Green', 'Grant', 'Magnolia', 'Proctor'], waters: ['Fishing Creek', 'Pennsylvania Fork of Fishing Creek', 'Fish Creek', 'Piney Fork'] },
      { name: 'Ritchie', seat: 'Harrisville', bank: 'Ritchie County Bank', subs: ['Clay', 'Grant', 'Murphy', 'Union', 'Union'], waters: ['North Fork of Hughes River', 'Bonds Creek', 'Goose Creek'] },
    ],
  },
  {
    id: 'OH', state: 'OH', stateName: 'Ohio', sovereign: null, subWord: 'Township',
    counties: [
      { name: 'Belmont', seat: 'St. Clairsville', bank: 'The Citizens National Bank of Barnesville', subs: ['Goshen', 'Wayne', 'Smith', 'Washington', 'Somerset'], waters: [], ranges: [[5, 4], [6, 4], [7, 5], [8, 5], [6, 6]] },
      { name: 'Monroe', seat: 'Woodsfield', bank: 'The Monroe Bank of Woodsfield', subs: ['Adams', 'Center', 'Malaga', 'Switzerland', 'Sunsbury'], waters: [], ranges: [[3, 4], [4, 5], [5, 5], [3, 6], [4, 6]] },
      { name: 'Harrison', seat: 'Cadiz', bank: 'The Harrison National Bank of Cadiz', subs: ['Athens', 'Cadiz', 'Freeport', 'Moorefield', 'Short Creek'], waters: [], ranges: [[10, 5], [11, 6], [12, 6], [9, 7], [10, 7]] },
      { name: 'Noble', seat: 'Caldwell', bank: 'The Noble County Bank', subs: ['Seneca', 'Noble', 'Enoch', 'Stock', 'Marion'], waters: [], ranges: [[7, 8], [6, 8], [8, 9], [7, 9], [6, 10]] },
    ],
  },
  {
    id: 'KY', state: 'KY', stateName: 'Kentucky', sovereign: 'Commonwealth of Kentucky', subWord: '',
    counties: [
      { name: 'Pike', seat: 'Pikeville', bank: 'Pikeville National Bank', subs: [], waters: ['Shelby Creek', 'Johns Creek', 'Big Creek of Tug Fork', 'Robinson Creek', 'Marrowbone Creek'] },
      { name: 'Floyd', seat: 'Prestonsburg', bank: 'Bank Josephine', subs: [], waters: ['Left Beaver Creek', 'Right Beaver Creek', 'Abbott Creek', 'Middle Creek'] },
      { name: 'Johnson', seat: 'Paintsville', bank: 'The Paintsville National Bank', subs: [], waters: ['Big Paint Creek', 'Jennys Creek', 'Tom\'s Creek', 'Rockhouse Creek'] },
      { name: 'Magoffin', seat: 'Salyersville', bank: 'The Salyersville National Bank', subs: [], waters: ['State Road Fork', 'Licking River', 'Burning Fork', 'Johnson Fork'] },
    ],
  },
  {
    id: 'VA', state: 'VA', stateName: 'Virginia', sovereign: 'Commonwealth of Virginia', subWord: 'Magisterial District',
    counties: [
      { name: 'Buchanan', seat: 'Grundy', bank: 'The Grundy National Bank', subs: ['Garden', 'Prater', 'Knox', 'Hurricane', 'South Grundy'], waters: ['Slate Creek', 'Dismal River', 'Russell Prater Creek', 'Knox Creek'] },
      { name: 'Dickenson', seat: 'Clintwood', bank: 'Dickenson-Buchanan Bank', subs: ['Clintwood', 'Ervinton', 'Kenady', 'Sandlick', 'Willis'], waters: ['Cranes Nest River', 'Pound River', 'Russell Fork', 'Caney Creek'] },
      { name: 'Wise', seat: 'Wise', bank: 'The Bank of Wise', subs: ['Gladeville', 'Lipps', 'Richmond', 'Roberson'], waters: ['Guest River', 'Powell River', 'Indian Creek'] },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Names

const MALE = ['John', 'William', 'James', 'George', 'Charles', 'Thomas', 'Henry', 'Robert', 'Joseph', 'Samuel', 'David', 'Edward', 'Frank', 'Harry', 'Walter', 'Arthur', 'Albert', 'Clarence', 'Elmer', 'Homer', 'Lloyd', 'Ira', 'Jesse', 'Amos', 'Isaac', 'Elijah', 'Levi', 'Harlan', 'Virgil', 'Okey', 'Delbert', 'Carl', 'Roy', 'Ralph', 'Paul', 'Donald', 'Kenneth', 'Gary', 'Larry', 'Dennis', 'Ronald', 'Randall', 'Kevin', 'Brian', 'Jeffrey', 'Travis', 'Dustin'];
const FEMALE = ['Mary', 'Sarah', 'Martha', 'Elizabeth', 'Nancy', 'Rebecca', 'Margaret', 'Ida', 'Ella', 'Bertha', 'Minnie', 'Lula', 'Pearl', 'Opal', 'Hazel', 'Ruby', 'Edna', 'Goldie', 'Thelma', 'Gladys', 'Dorothy', 'Betty', 'Shirley', 'Phyllis', 'Judith', 'Linda', 'Brenda', 'Donna', 'Teresa', 'Tammy', 'Kimberly', 'Amanda'];
const MIDDLE_M = ['Albert', 'Lee', 'Franklin', 'Edward', 'Wesley', 'Marion', 'Clayton', 'Harrison', 'Dale', 'Eugene', 'Ray', 'Allen', 'Wayne', 'Floyd', 'Grant', 'Morgan', 'Otis', 'Carson'];
const MIDDLE_F = ['Ann', 'Mae', 'Louise', 'Jane', 'Belle', 'Ellen', 'Irene', 'Marie', 'Jean', 'Fay', 'Kay', 'Lynn', 'Sue', 'Rose', 'Virginia', 'Grace'];
const SURNAMES: Record<AreaId, string[]> = {
  PA: ['Rinehart', 'Kiger', 'Bristor', 'Throckmorton', 'Iams', 'Hupp', 'Grimes', 'Strosnider', 'Kent', 'Orndoff', 'Stewart', 'Moninger', 'Bane', 'Headlee', 'Rush', 'Coen', 'Patterson', 'Vankirk', 'Horner', 'Ullom', 'Shultz', 'Brownlee', 'Crago', 'Lemley'],
  WV: ['Ash', 'Gorrell', 'Cumberledge', 'Underwood', 'Pratt', 'Hammett', 'Ingram', 'Stender', 'Wilcox', 'Swiger', 'Lemasters', 'Haught', 'Keller', 'Tennant', 'Wade', 'Morgan', 'Mason', 'Heintzman', 'Ferrell', 'Cox', 'Nutter', 'Davis', 'Sole', 'Adams'],
  OH: ['Stephens', 'Kinney', 'Hendershot', 'Schumacher', 'Cline', 'Hamilton', 'Dierkes', 'Householder', 'Kimble', 'Mellott', 'Schafer', 'Ring', 'Lallathin', 'Rucker', 'Dettra', 'Ady', 'Dennis', 'Bettinger', 'Kinsey', 'Burkhart', 'Mobley', 'Schoene', 'Yoho', 'Truax'],
  KY: ['Hatfield', 'Mullins', 'Justice', 'Coleman', 'Ratliff', 'Blackburn', 'Slone', 'Tackett', 'Salyer', 'Conley', 'Prater', 'Hall', 'Caudill', 'Adkins', 'Bentley', 'Layne', 'Wireman', 'Stapleton', 'Castle', 'Sparks', 'Williamson', 'Rowe', 'Hackworth', 'Burchett'],
  VA: ['Deel', 'Stiltner', 'Compton', 'Yates', 'Rife', 'Keen', 'Ramey', 'Mullins', 'Belcher', 'Counts', 'Fuller', 'Sutherland', 'Owens', 'Vance', 'Colley', 'Osborne', 'Lester', 'Baker', 'Shortt', 'Rasnake', 'Honaker', 'Cook', 'Mitchell', 'Fields'],
};
const OFFICERS = ['R. J. Pendleton', 'H. W. McCallister', 'George T. Barlow', 'C. E. Whitmore', 'Frank P. Oldham', 'J. D. Sayre', 'Warren L. Eckhart', 'Paul M. Greer', 'Dale R. Fitzwater', 'Susan K. Moran', 'Thomas E. Birch', 'Lisa A. Renner', 'Mark D. Hollister'];
const NOTARIES = ['A. L. Fetty', 'Grace M. Hoge', 'C. W. Poling', 'Edith R. Mackey', 'J. H. Lowther', 'Vera D. Scott', 'Norma J. Tustin', 'Robert E. Swann', 'Cheryl L. Marks', 'Dianne K. Rhodes'];
const CLERKS = ['W. S. Gwynne', 'F. M. Kessel', 'Oscar B. Knotts', 'J. R. Cochran', 'Nellie B. Carr', 'Harold E. Parsons', 'Carol J. Haught', 'Donna K. Lilly', 'Michael D. Keys'];

interface Org { forms: string[]; from: number; to: number; kind: 'lessee' | 'pipeline' | 'buyer' }
const ORGS: Org[] = [
  { forms: ['The Manufacturers Light and Heat Company', 'The Manufacturers Light & Heat Co.'], from: 1885, to: 1965, kind: 'lessee' },
  { forms: ['South Penn Oil Company', 'South Penn Oil Co.'], from: 1889, to: 1930, kind: 'lessee' },
  { forms: ['Hope Natural Gas Company', 'Hope Natural Gas Co.'], from: 1898, to: 1965, kind: 'lessee' },
  { forms: ['The Carter Oil Company', 'The Carter Oil Co.'], from: 1893, to: 1960, kind: 'lessee' },
  { forms: ['Kentucky West Virginia Gas Company', 'Kentucky West Virginia Gas Co.'], from: 1914, to: 1988, kind: 'lessee' },
  { forms: ['The Ohio Fuel Gas Company', 'The Ohio Fuel Gas Co.'], from: 1906, to: 1968, kind: 'lessee' },
  { forms: ['Allegheny Basin Gas Company', 'Allegheny Basin Gas Co.'], from: 1900, to: 1975, kind: 'lessee' },
  { forms: ['Monongahela Natural Gas Company', 'Monongahela Natural Gas Co.'], from: 1895, to: 1960, kind: 'lessee' },
  { forms: ['Tri-County Oil and Gas Corporation', 'Tri-County Oil & Gas Corp.'], from: 1935, to: 1995, kind: 'lessee' },
  { forms: ['Mountaineer Gas Producers, Inc.', 'Mountaineer Gas Producers, Incorporated'], from: 1950, to: 2005, kind: 'lessee' },
  { forms: ['Big Sandy Exploration Company', 'Big Sandy Exploration Co.'], from: 1945, to: 2000, kind: 'lessee' },
  { forms: ['Cumberland Plateau Gas Company', 'Cumberland Plateau Gas Co.'], from: 1925, to: 1990, kind: 'lessee' },
  { forms: ['Eastern Seaboard Energy Corporation', 'Eastern Seaboard Energy Corp.'], from: 1970, to: 2010, kind: 'lessee' },
  { forms: ['Clinton Sandstone Operating, Inc.', 'Clinton Sandstone Operating, Incorporated'], from: 1965, to: 2010, kind: 'lessee' },
  { forms: ['Keystone Appalachia Energy, LLC', 'Keystone Appalachia Energy, L.L.C.'], from: 2003, to: 2024, kind: 'lessee' },
  { forms: ['Ohio Valley Resources, L.L.C.', 'Ohio Valley Resources, LLC'], from: 2005, to: 2024, kind: 'lessee' },
  { forms: ['Marcellus Ridge Operating, LLC', 'Marcellus Ridge Operating, L.L.C.'], from: 2007, to: 2024, kind: 'lessee' },
  { forms: ['Utica Highlands Production Company', 'Utica Highlands Production Co.'], from: 2009, to: 2024, kind: 'lessee' },
  { forms: ['Buckeye Energy Partners, L.P.', 'Buckeye Energy Partners, LP'], from: 1985, to: 2024, kind: 'lessee' },
  { forms: ['Laurel Fork Gas Company, Inc.', 'Laurel Fork Gas Co., Inc.'], from: 1975, to: 2024, kind: 'lessee' },
  { forms: ['Appalachian Transmission Company', 'Appalachian Transmission Co.'], from: 1920, to: 2024, kind: 'pipeline' },
  { forms: ['Tri-State Gas Transmission Corporation', 'Tri-State Gas Transmission Corp.'], from: 1945, to: 2024, kind: 'pipeline' },
  { forms: ['Ridgeline Midstream, LLC', 'Ridgeline Midstream, L.L.C.'], from: 2008, to: 2024, kind: 'pipeline' },
  { forms: ['Allegheny Royalty Company', 'Allegheny Royalty Co.'], from: 1920, to: 2024, kind: 'buyer' },
  { forms: ['Blue Ridge Minerals, Inc.', 'Blue Ridge Minerals, Incorporated'], from: 1960, to: 2024, kind: 'buyer' },
  { forms: ['Three Rivers Mineral Holdings, LLC', 'Three Rivers Mineral Holdings, L.L.C.'], from: 2000, to: 2024, kind: 'buyer' },
];

// ---------------------------------------------------------------------------------------------
// People

interface Person {
  id: string;
  org: boolean;
  forms: string[]; // org name forms
  first: string;
  middle: string;
  last: string;
  suffix: string; // '', 'Jr.'
  female: boolean;
  birth: number;
  death: Day | null;
  spouse: string | null;
  residence: string; // county name
  stateName: string;
  fatherOf?: string; // id of son Jr.
  minorUntil?: Day;
}

type Variant = 'full' | 'mi' | 'init' | 'nomid';
function personName(p: Person, v: Variant, sfx = p.suffix): string {
  const s = sfx ? `, ${sfx}` : '';
  const m = p.middle;
  if (!m) return `${p.first} ${p.last}${s}`;
  switch (v) {
    case 'full': return `${p.first} ${m} ${p.last}${s}`;
    case 'mi': return `${p.first} ${m[0]}. ${p.last}${s}`;
    case 'init': return `${p.first[0]}. ${m[0]}. ${p.last}${s}`;
    case 'nomid': return `${p.first} ${p.last}${s}`;
  }
}

interface Tract {
  truth: ExpectedTract;
  key: string;
  county: County;
  sub: string; // civil township / district
  water: string;
  warrant: string | null;
  warrantNo: number;
  parcel: string;
  calls: string;
  adjoiners: string[];
  ohAliquot?: { ali: string; words: string };
  tractName: string;
}
interface Lease {
  file: string;
  lessors: string[];
  spouses: string[];
  holders: string[];
  lessee: string;
  date: Day;
  ref: string;
  stale: boolean;
  farm: Farm;
}
interface Farm {
  idx: number;
  tracts: Tract[];
  owners: string[];
  feeMin: Fr;
  mins: Array<{ pid: string; f: Fr }>;
  lease: Lease | null;
  last: Day;
  mortgage: { owners: string[]; spouses: string[]; lender: string; date: Day; ref: string } | null;
  county: County;
}

// ---------------------------------------------------------------------------------------------
// Instrument builder

interface PartyT { name: string; role: Role; pid: string }
class DocB {
  parties: PartyT[] = [];
  names = new Map<string, string>();
  constructor(public g: Gen, public cat: DocCategory, public caps: boolean) {}
  nm(pid: string): string {
    let n = this.names.get(pid);
    if (!n) {
      n = this.g.nameForm(pid);
      if (this.caps) n = n.toUpperCase();
      this.names.set(pid, n);
    }
    return n;
  }
  party(pid: string, role: Role): string {
    const n = this.nm(pid);
    if (!this.parties.some((p) => p.pid === pid && p.role === role)) this.parties.push({ name: n, role, pid });
    return n;
  }
  /** The index-order form of a person's name as written here ("HUGHES, JOHN A."). */
  index(pid: string): string {
    const p = this.g.persons.get(pid)!;
    const n = this.nm(pid);
    if (p.org) return n.toUpperCase();
    const sfx = p.suffix && n.endsWith(p.suffix) ? p.suffix : '';
    const core = sfx ? n.slice(0, -(sfx.length + 2)) : n;
    const toks = core.split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${sfx ? ` ${sfx}` : ''}`.toUpperCase();
  }
}

interface Dates { exec?: Day | null; eff?: Day | null; ack?: Day | null; rec?: Day | null; death?: Day | null }
interface Member { pid: string; joiner: boolean }

const CONSID = ['One Dollar ($1.00)', 'Ten Dollars ($10.00)', 'Ten Dollars and other good and valuable consideration', 'the sum of One Dollar and other valuable considerations', 'One Hundred Dollars ($100.00)'];

class Gen {
  persons = new Map<string, Person>();
  used = new Set<string>();
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  files = new Set<string>();
  nextId = 0;
  books = new Map<string, number>();
  orgIds = new Map<string, string>();
  farms: Farm[] = [];
  constructor(public r: SeededRng, public area: Area, public name: string) {}

  // ---- people
  newPerson(o: { female?: boolean; last?: string; birth: number; county?: string; first?: string; middle?: string; suffix?: string; namesake?: boolean; noMiddle?: boolean }): Person {
    const r = this.r;
    const female = o.female ?? r.chance(0.3);
    let first = o.first ?? r.pick(female ? FEMALE : MALE);
    let last = o.last ?? r.pick(SURNAMES[this.area.id]);
    let tries = 0;
    while (!o.namesake && !o.first && this.used.has(`${first} ${last}`) && tries++ < 60) {
      first = r.pick(female ? FEMALE : MALE);
      if (!o.last && tries > 20) last = r.pick(SURNAMES[this.area.id]);
    }
    if (!o.namesake && this.used.has(`${first} ${last}`) && !o.first) last = `${last}${r.pick(['s', 'er', 'son'])}`;
    this.used.add(`${first} ${last}`);
    const middle = o.middle ?? (o.noMiddle ? '' : r.chance(0.85) ? r.pick(female ? MIDDLE_F : MIDDLE_M) : '');
    const life = 58 + r.int(36);
    const p: Person = {
      id: `h${this.name}-p${this.nextId++}`, org: false, forms: [], first, middle, last, suffix: o.suffix ?? '', female, birth: o.birth,
      death: dayOf(o.birth + life, 1 + r.int(12), 1 + r.int(28)), spouse: null,
      residence: o.county ?? r.pick(this.area.counties).name, stateName: this.area.stateName,
    };
    this.persons.set(p.id, p);
    return p;
  }
  marry(p: Person): Person {
    const w = this.newPerson({ female: !p.female, last: p.female ? undefined : p.last, birth: p.birth + (p.female ? -3 : 2) + this.r.int(3), county: p.residence });
    if (p.female) p.last = w.last; // a married woman takes her husband's name
    w.spouse = p.id;
    p.spouse = w.id;
    return w;
  }
  org(kind: Org['kind'], year: number, avoid: string[] = []): string {
    const cands = ORGS.filter((o) => o.kind === kind && o.from <= year && o.to >= year);
    const pick = this.r.pick(cands.length ? cands : ORGS.filter((o) => o.kind === kind));
    const key = pick.forms[0];
    let id = this.orgIds.get(key);
    if (id && avoid.includes(id) && cands.length > 1) return this.org(kind, year, avoid);
    if (!id) {
      id = `h${this.name}-o${this.nextId++}`;
      this.orgIds.set(key, id);
      this.persons.set(id, { id, org: true, forms: pick.forms, first: '', middle: '', last: '', suffix: '', female: false, birth: 0, death: null, spouse: null, residence: '', stateName: '' });
    }
    return id;
  }
  bank(county: County): string {
    let id = this.orgIds.get(county.bank);
    if (!id) {
      id = `h${this.name}-o${this.nextId++}`;
      this.orgIds.set(county.bank, id);
      const short = county.bank.replace(/^The /, '');
      this.persons.set(id, { id, org: true, forms: [county.bank, county.bank.startsWith('The ') ? county.bank : county.bank, short === county.bank ? county.bank : county.bank], first: '', middle: '', last: '', suffix: '', female: false, birth: 0, death: null, spouse: null, residence: '', stateName: '' });
    }
    return id;
  }
  nameForm(pid: string): string {
    const p = this.persons.get(pid)!;
    if (p.org) return this.r.pick(p.forms);
    const v = this.r.pick<Variant>(['full', 'full', 'mi', 'mi', 'mi', 'init', 'nomid']);
    return personName(p, v);
  }
  alive(pid: string, t: Day): boolean {
    const p = this.persons.get(pid)!;
    return p.org || p.death === null || p.death > t;
  }
  /** Holders and the spouses who join them at day t. */
  side(holders: string[], t: Day, join = true): Member[] {
    const out: Member[] = holders.map((pid) => ({ pid, joiner: false }));
    if (!join) return out;
    for (const h of holders) {
      const p = this.persons.get(h)!;
      if (p.spouse && !holders.includes(p.spouse) && this.alive(p.spouse, t) && !out.some((m) => m.pid === p.spouse)) out.push({ pid: p.spouse, joiner: true });
    }
    return out;
  }

  // ---- files, links, gaps
  file(): string {
    let f: string;
    do f = `${this.name}/${(this.r.int(0xffffff) + 0x1000000).toString(16).slice(1)}.txt`; while (this.files.has(f));
    this.files.add(f);
    return f;
  }
  emit(b: DocB, text: string, tracts: Tract[], d: Dates, conveysFee: boolean, estates: EstateType[], file = this.file()): string {
    const dates = {
      execution_date: d.exec != null ? iso(d.exec) : null,
      effective_date: d.eff != null ? iso(d.eff) : null,
      acknowledgment_date: d.ack != null ? iso(d.ack) : null,
      recording_date: d.rec != null ? iso(d.rec) : null,
      death_date: d.death != null ? iso(d.death) : null,
    };
    this.docs.push({
      text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n',
      truth: {
        file, doc_category: b.cat, governing_date: dates.effective_date ?? dates.execution_date ?? dates.recording_date, dates,
        parties: b.parties.map((p) => ({ name: p.name, role: p.role })), tracts: tracts.map((t) => ({ ...t.truth })), conveys_fee: conveysFee, estate_types_conveyed: estates,
      },
      persons: b.parties.map((p) => p.pid),
    });
    return file;
  }
  link(doc: string, tracts: Tract[], estate: EstateType, from: Member[], to: Member[]) {
    for (const t of tracts) for (const f of from) for (const g of to) {
      if (f.pid === g.pid) continue;
      this.links.push({ tract: t.key, estate, doc, from: f.pid, to: g.pid, required: !f.joiner && !g.joiner });
    }
  }
  gap(doc: string, tracts: Tract[], estate: EstateType, kind: GapKind) {
    for (const t of tracts) this.gaps.push({ tract: t.key, estate, kind, doc });
  }

  // ---- recording
  book(kind: string, t: Day): string {
    const y = yearOf(t);
    const base = kind === 'deed' ? 40 : kind === 'lease' ? 12 : kind === 'mort' ? 18 : kind === 'will' ? 4 : 10;
    const k = `${kind}`;
    const n = Math.max(this.books.get(k) ?? 0, base + Math.floor((y - 1880) * (kind === 'deed' ? 4.3 : kind === 'will' ? 0.6 : 2.1)));
    this.books.set(k, n);
    return String(n);
  }
  ref(kind: string, t: Day): { text: string; modern: boolean; inst: string; book: string; page: string } {
    const y = yearOf(t);
    const page = String(1 + this.r.int(640));
    const book = this.book(kind, t);
    const inst = `${y}${String(1 + this.r.int(19999)).padStart(6, '0')}`;
    if (y >= 1998) return { text: `Instrument No. ${inst}`, modern: true, inst, book, page };
    const bw = kind === 'deed' ? 'Deed Book' : kind === 'lease' ? (this.area.id === 'PA' ? 'Deed Book' : this.area.id === 'OH' ? 'Lease Record' : 'Lease Book') : kind === 'mort' ? (this.area.id === 'WV' || this.area.id === 'VA' ? 'Trust Deed Book' : 'Mortgage Book') : kind === 'will' ? 'Will Book' : 'Miscellaneous Book';
    return { text: `${bw} ${this.area.id === 'PA' && kind === 'deed' && this.r.chance(0.5) ? 'Volume ' : ''}${book}, Page ${page}`, modern: false, inst, book, page };
  }
  stamp(county: County, filed: Day, kind: string, what = 'instrument', pre?: ReturnType<Gen['ref']>): string {
    const r = this.r;
    const a = this.area;
    const ref = pre ?? this.ref(kind, filed);
    const clerk = r.pick(CLERKS);
    const time = `${1 + r.int(11)}:${String(r.int(60)).padStart(2, '0')} o'clock ${r.pick(['A.M.', 'P.M.'])}`;
    if (ref.modern && r.chance(0.7)) {
      return r.pick([
        `${county.name.toUpperCase()} COUNTY ${a.id === 'PA' ? 'RECORDER OF DEEDS' : a.id === 'OH' ? 'RECORDER' : a.id === 'VA' ? 'CIRCUIT COURT CLERK' : 'CLERK'}\nInstrument Number: ${ref.inst}\nRecorded On: ${padDate(filed)} ${1 + r.int(11)}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}\nTotal Pages: ${2 + r.int(8)}\nFee Amount: $${(40 + r.int(120)).toFixed(2)}`,
        `E-RECORDED ${padDate(filed)}\n${county.name} County, ${a.stateName}\n${ref.text}\n${clerk}, ${a.id === 'PA' ? 'Recorder' : 'Clerk'}`,
        `FILED FOR RECORD ${longDate(filed).toUpperCase()}\n${ref.text}, Official Records of ${county.name} County\nBy: ${clerk}`,
      ]);
    }
    switch (a.id) {
      case 'PA':
        return r.chance(0.5)
          ? `RECORDED in the Office for the Recording of Deeds, &c., in and for ${county.name} County, Pennsylvania, in ${ref.text}. Witness my hand and seal of office this ${ordDate(filed)}.\n\n${clerk}, Recorder`
          : `Commonwealth of Pennsylvania }\nCounty of ${county.name} } ss:\nRecorded on this ${ordDate(filed)}, in the Recorder's Office of said County, in ${ref.text}.\nGiven under my hand and seal of the said office the date above written.\n${clerk}, Recorder`;
      case 'WV':
        return `STATE OF WEST VIRGINIA,\nCOUNTY OF ${county.name.toUpperCase()}, to-wit:\nBe it remembered that on the ${ordDate(filed)}, at ${time}, this ${what} was presented in the Office of the Clerk of the County ${yearOf(filed) >= 1974 ? 'Commission' : 'Court'} of said County, and with the certificate thereto annexed, admitted to record.\n\nTeste: ${clerk}, Clerk\n${ref.text}`;
      case 'OH': {
        const recd = filed + 1 + r.int(12);
        return r.chance(0.6)
          ? `Received for record ${longDate(filed)} at ${1 + r.int(11)}:${String(r.int(60)).padStart(2, '0')} ${r.pick(['A.M.', 'P.M.'])}\nRecorded ${longDate(recd)} in ${ref.text.replace('Deed Book', 'Vol.').replace(', Page', ' Page')} ${kind === 'lease' ? 'Lease' : 'Deed'} Records of ${county.name} County, Ohio.\n${clerk}, Recorder`
          : `RECEIVED FOR RECORD this ${ordDate(filed)} at ${time}, and recorded in ${ref.text}, Records of ${county.name} County, Ohio.\n${clerk}, County Recorder`;
      }
      case 'KY': {
        const cert = filed + r.int(9);
        return `STATE OF KENTUCKY\nCOUNTY OF ${county.name.toUpperCase()}, Sct.\nI, ${clerk}, Clerk of the County Court for the County and State aforesaid, certify that the foregoing ${what} was on the ${ordDate(filed)}, at ${time}, lodged for record, whereupon the same, with the foregoing and this certificate, ${r.chance(0.5) ? 'have' : 'has'} been duly recorded in my office in ${ref.text}.\nGiven under my hand this ${ordDate(cert)}.\n${clerk}, Clerk`;
      }
      case 'VA':
        return `VIRGINIA: In the Clerk's Office of the Circuit Court of ${county.name} County, this ${what} was presented, and with the certificate of acknowledgment thereto annexed, admitted to record this ${ordDate(filed)}, at ${time}. ${ref.text}.\n\nTeste: ${clerk}, Clerk`;
    }
  }
  /** The recording reference of a recorded instrument recited later ("Deed Book 212, Page 44"). */
  citeRef(kind: string, t: Day): string { return this.ref(kind, t).text; }

  // ---- acknowledgments
  ack(county: County, names: string[], exec: Day | null, ackDay: Day, org?: { name: string; officer: string; title: string }): string {
    const r = this.r;
    const a = this.area;
    const notary = r.pick(NOTARIES);
    const expires = `My commission expires ${longDate(ackDay + 300 + r.int(1200))}.`;
    const who = joinNames(names);
    const plural = names.length > 1;
    if (org) {
      return `${a.id === 'PA' ? 'COMMONWEALTH OF PENNSYLVANIA' : a.id === 'VA' ? 'COMMONWEALTH OF VIRGINIA' : `STATE OF ${a.stateName.toUpperCase()}`}\nCOUNTY OF ${county.name.toUpperCase()}, ss:\n\n${r.chance(0.5)
        ? `On this ${ordDate(ackDay)}, before me, the undersigned officer, personally appeared ${org.officer}, who acknowledged himself to be the ${org.title} of ${org.name}, a corporation, and that he, as such ${org.title}, being authorized to do so, executed the foregoing instrument for the purposes therein contained by signing the name of the corporation by himself as ${org.title}.`
        : `The foregoing instrument was acknowledged before me this ${ordDate(ackDay)}, by ${org.officer}, ${org.title} of ${org.name}, on behalf of the company.`}\n\n${notary}, Notary Public\n${expires}`;
    }
    if (yearOf(ackDay) >= 1995 && r.chance(0.5)) {
      return `STATE OF ${a.stateName.toUpperCase()}\nCOUNTY OF ${county.name.toUpperCase()}\n\nThe foregoing instrument was acknowledged before me on ${longDate(ackDay)}, by ${who}.\n\n${notary}, Notary Public\n${expires}`;
    }
    switch (a.id) {
      case 'PA':
        return `COMMONWEALTH OF PENNSYLVANIA }\nCOUNTY OF ${county.name.toUpperCase()} } ss:\n\nOn this, the ${ordDate(ackDay)}, before me, the subscriber, a Notary Public in and for said County, personally appeared ${who}, known to me (or satisfactorily proven) to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the within instrument, and acknowledged that ${plural ? 'they' : 'he or she'} executed the same for the purposes therein contained.\n\nIn witness whereof, I hereunto set my hand and official seal.\n${notary}, Notary Public\n${expires}`;
      case 'WV':
        return `STATE OF WEST VIRGINIA,\nCOUNTY OF ${county.name.toUpperCase()}, to-wit:\n\nI, ${notary}, a Notary Public in and for said County and State, do hereby certify that ${who}, whose name${plural ? 's are' : ' is'} signed to the writing above${exec != null ? `, bearing date the ${ordDate(exec)}` : ''}, ha${plural ? 've' : 's'} this day acknowledged the same before me in my said County.\n\nGiven under my hand this ${ordDate(ackDay)}.\n\n${notary}, Notary Public\n${expires}`;
      case 'OH':
        return `STATE OF OHIO }\n${county.name.toUpperCase()} COUNTY } ss:\n\nBefore me, a Notary Public in and for said County and State, personally appeared the above named ${who}, who acknowledged that ${plural ? 'they' : 'he'} did sign the foregoing instrument and that the same is ${plural ? 'their' : 'his'} free act and deed.\n\nIN TESTIMONY WHEREOF, I have hereunto set my hand and official seal at ${county.seat}, Ohio, this ${ordDate(ackDay)}.\n\n${notary}, Notary Public`;
      case 'KY':
        return `STATE OF KENTUCKY\nCOUNTY OF ${county.name.toUpperCase()}\n\nI, ${notary}, a Notary Public in and for the State and County aforesaid, do hereby certify that the foregoing instrument was this day produced before me in my said County and acknowledged by ${who} to be ${plural ? 'their' : 'his'} free act and deed.\n\nGiven under my hand and seal this ${ordDate(ackDay)}.\n${expires}\n${notary}, Notary Public`;
      case 'VA':
        return `STATE OF VIRGINIA\nCOUNTY OF ${county.name.toUpperCase()}, to-wit:\n\nI, ${notary}, a Notary Public in and for the County aforesaid, in the State of Virginia, do certify that ${who}, whose name${plural ? 's are' : ' is'} signed to the foregoing writing${exec != null ? `, bearing date on the ${ordDate(exec)}` : ''}, ha${plural ? 've' : 's'} acknowledged the same before me in my County aforesaid.\n\nGiven under my hand this ${ordDate(ackDay)}.\n\n${notary}, Notary Public\n${expires}`;
    }
  }
}

function joinNames(ns: string[]): string {
  if (ns.length <= 1) return ns[0] ?? '';
  return `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Tracts and descriptions

const OH_ALIQUOTS: Array<[string, string, number]> = [
  ['NE/4', 'the Northeast Quarter', 160], ['SE/4', 'the Southeast Quarter', 160], ['NW/4', 'the Northwest Quarter', 160], ['SW/4', 'the Southwest Quarter', 160],
  ['W/2 SE/4', 'the West Half of the Southeast Quarter', 80], ['E/2 NW/4', 'the East Half of the Northwest Quarter', 80], ['N/2 SW/4', 'the North Half of the Southwest Quarter', 80],
  ['S/2 NE/4', 'the South Half of the Northeast Quarter', 80], ['SW/4 NE/4', 'the Southwest Quarter of the Northeast Quarter', 40], ['NE/4 SE/4', 'the Northeast Quarter of the Southeast Quarter', 40],
];
const BEARING = () => '';
function calls(r: SeededRng, unit: string, markers: string[], n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const ns = r.pick(['N.', 'S.']);
    const ew = r.pick(['E.', 'W.']);
    out.push(`thence ${ns} ${r.int(89)}° ${r.int(60)}' ${ew} ${(5 + r.int(3000) / 10).toFixed(1)} ${unit} to ${r.pick(markers)}`);
  }
  return out.join('; ') + BEARING();
}
function makeTract(g: Gen, county: County, used: Set<string>): Tract {
  const r = g.r;
  const a = g.area;
  const truth: ExpectedTract = { state: a.state, county: county.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
  let warrant: string | null = null;
  let ohAliquot: Tract['ohAliquot'];
  const sub = county.subs.length ? r.pick(county.subs) : '';
  if (a.id === 'OH') {
    for (;;) {
      const [tw, rg] = r.pick(county.ranges!);
      const [ali, words, ac] = r.pick(OH_ALIQUOTS);
      truth.section = String(1 + r.int(36));
      truth.township = String(tw);
      truth.range = String(rg);
      truth.aliquot = ali;
      truth.acres = ac;
      ohAliquot = { ali, words };
      if (!used.has(tractKey(truth))) break;
    }
  } else {
    for (;;) {
      const whole = r.chance(0.35);
      truth.acres = whole ? 20 + r.int(220) : Math.round((8 + r.next() * 230) * (r.chance(0.5) ? 10 : 100)) / (r.chance(0.5) ? 10 : 100);
      if (truth.acres % 1 !== 0 && String(truth.acres).split('.')[1].length > 2) truth.acres = Math.round(truth.acres * 100) / 100;
      if (a.id === 'PA' && r.chance(0.5)) {
        warrant = `${r.pick(['Jacob', 'Henry', 'Robert', 'Samuel', 'Thomas', 'Abraham', 'Benjamin', 'Daniel'])} ${r.pick(['Rinehart', 'Morris', 'Drinker', 'Wilson', 'Keller', 'Stroud', 'Nicholson', 'Fisher', 'Boone', 'Hoge'])}`;
        truth.survey = `${warrant} Warrant`;
      }
      if (!used.has(tractKey(truth)) && ![...used].some((k) => k.endsWith(`|${truth.acres}`))) break;
      warrant = null;
      truth.survey = null;
    }
  }
  const key = tractKey(truth);
  used.add(key);
  const unit = a.id === 'PA' ? 'perches' : a.id === 'VA' ? 'feet' : 'poles';
  const markers = a.id === 'OH' ? ['an iron pin', 'a stone', 'a point in the center of County Road 14'] : ['a white oak', 'a stone', 'a chestnut oak stump', 'a sugar tree', 'an iron pin', 'a black gum', 'a planted stone', 'a beech on the ridge'];
  const adj = [0, 1, 2].map(() => `${r.pick(MALE)} ${r.pick(SURNAMES[a.id])}`);
  return {
    truth, key, county, sub, water: county.waters.length ? r.pick(county.waters) : '', warrant, warrantNo: 1000 + r.int(5000),
    parcel: a.id === 'OH' ? `${String(r.int(40)).padStart(2, '0')}-${String(r.int(900)).padStart(5, '0')}.000` : a.id === 'WV' ? `Tax Map ${1 + r.int(30)}, Parcel ${1 + r.int(60)}` : `${String(1 + r.int(40)).padStart(2, '0')}-${String(1 + r.int(20)).padStart(2, '0')}-${1 + r.int(300)}`,
    calls: `BEGINNING at ${r.pick(markers)}, corner to lands of ${adj[0]}; ${calls(r, unit, markers, 3 + r.int(3))}; thence with the line of ${adj[1]} to the place of beginning`,
    adjoiners: adj, ohAliquot, tractName: r.pick(['the Home Farm', 'the Old Homestead', 'the Mill Tract', 'the Upper Place', 'the Ridge Farm', 'the Bottom Farm']),
  };
}
function acresText(t: Tract, r: SeededRng): string {
  const ac = t.truth.acres!;
  return r.pick([`containing ${ac} acres, more or less`, `containing ${ac} acres, be the same more or less`, `(${ac} acres)`, `containing ${ac % 1 ? ac.toFixed(2) : ac} acres, more or less`]);
}
/** A full description of one tract, as the body of a deed writes it. */
function fullDesc(g: Gen, t: Tract, withCalls = true): string {
  const r = g.r;
  const a = g.area;
  const st = a.stateName;
  const c = t.county.name;
  switch (a.id) {
    case 'OH': {
      const ali = t.ohAliquot!;
      const s = t.truth;
      const tw = r.pick([`Township ${s.township}, Range ${s.range}`, `Township No. ${s.township} of Range No. ${s.range}`, `T-${s.township}, R-${s.range}`]);
      const aliTxt = r.chance(0.6) ? ali.words : `the ${ali.ali}`;
      return `Situated in the Township of ${t.sub}, County of ${c} and State of Ohio, and being ${aliTxt} of Section ${s.section}, ${tw}${r.chance(0.5) ? ', of the Seven Ranges' : ', Ohio River Survey'}, ${acresText(t, r)}.${r.chance(0.5) ? `\n\nParcel No. ${t.parcel}` : ''}`;
    }
    case 'PA': {
      const w = t.warrant ? r.pick([` and being part of a larger tract surveyed on a warrant to ${t.warrant}`, `, being part of the warrantee tract in the name of ${t.warrant}, Warrant No. ${t.warrantNo}`, `, being part of the ${t.warrant} Warrant`]) : '';
      return `ALL that certain tract or parcel of land situate in ${t.sub} Township, ${c} County, Pennsylvania${w}, bounded and described as follows:\n\n${withCalls ? `${t.calls}; ` : ''}${acresText(t, r)}.${r.chance(0.6) ? `\n\nBeing Tax Parcel No. ${t.parcel}.` : ''}`;
    }
    case 'WV':
      return `All that certain tract or parcel of land, together with the improvements thereon and the appurtenances thereunto belonging, situate on the waters of ${t.water}, in ${t.sub} District, ${c} County, West Virginia, and bounded and described as follows:\n\n${withCalls ? `${t.calls}, ` : ''}${acresText(t, r)}.${r.chance(0.6) ? `\n\nBeing designated as ${t.parcel} on the Land Books of ${c} County.` : ''}`;
    case 'KY':
      return `A certain tract or parcel of land lying and being in ${c} County, Kentucky, on the waters of ${t.water}, and more particularly bounded and described as follows:\n\n${withCalls ? `${t.calls}, ` : ''}${acresText(t, r)}.`;
    case 'VA':
      return `All that certain tract or parcel of land lying and being on the waters of ${t.water}, in the ${t.sub} Magisterial District of ${c} County, ${st}, and more particularly bounded and described as follows:\n\n${withCalls ? `${t.calls}, ` : ''}${acresText(t, r)}.${r.chance(0.5) ? ` Tax Map No. ${t.parcel}.` : ''}`;
  }
}
function descs(g: Gen, ts: Tract[], withCalls = true): string {
  if (ts.length === 1) return fullDesc(g, ts[0], withCalls);
  const lab = g.r.pick([['FIRST TRACT:', 'SECOND TRACT:'], ['PARCEL ONE:', 'PARCEL TWO:'], ['Tract No. 1:', 'Tract No. 2:']]);
  return ts.map((t, i) => `${lab[i]} ${fullDesc(g, t, withCalls)}`).join('\n\n');
}
/** A one-line description with every field (recitals, exhibits, short forms). */
function shortDesc(g: Gen, t: Tract): string {
  const a = g.area;
  const s = t.truth;
  if (a.id === 'OH') return `the ${s.aliquot} of Section ${s.section}, Township ${s.township}, Range ${s.range}, ${t.sub} Township, ${t.county.name} County, Ohio, containing ${s.acres} acres`;
  const where = a.id === 'PA' ? `${t.sub} Township` : a.id === 'WV' ? `${t.sub} District` : a.id === 'VA' ? `${t.sub} Magisterial District` : `the waters of ${t.water}`;
  return `${s.acres} acres, more or less, ${a.id === 'KY' ? 'on' : 'in'} ${where}, ${t.county.name} County, ${a.stateName}${t.warrant ? `, part of the ${t.warrant} Warrant` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Parties as written

function renderSide(b: DocB, ms: Member[], role: Role, t: Day, residence = true): string {
  const g = b.g;
  const groups: string[] = [];
  const done = new Set<string>();
  for (const m of ms) {
    if (done.has(m.pid)) continue;
    done.add(m.pid);
    const p = g.persons.get(m.pid)!;
    const n = b.party(m.pid, role);
    if (p.org) {
      groups.push(g.r.chance(0.5) ? `${n}, a ${g.r.pick(['Pennsylvania', 'West Virginia', 'Delaware', 'Ohio', 'Texas'])} ${/L\.?L\.?C\.?|L\.?P\.?$/i.test(n) ? 'limited liability company' : 'corporation'}` : n);
      continue;
    }
    const sp = p.spouse ? ms.find((x) => x.pid === p.spouse) : undefined;
    const res = residence ? `, of ${p.residence} County, ${p.stateName}` : '';
    if (sp && !done.has(sp.pid)) {
      done.add(sp.pid);
      const sn = b.party(sp.pid, role);
      if (!sp.joiner && !m.joiner) groups.push(`${n} and ${sn}, husband and wife${res}`);
      else groups.push(g.r.chance(0.5) ? `${n} and ${sn}, ${p.female ? 'her husband' : 'his wife'}${res}` : `${n} and ${p.female ? 'husband' : 'wife'}, ${sn}${res}`);
      continue;
    }
    let desc = '';
    if (!p.minorUntil || p.minorUntil <= t) {
      const spouseAlive = p.spouse && g.alive(p.spouse, t);
      desc = p.spouse ? (spouseAlive ? (p.female ? ', a married woman' : ', a married man') : p.female ? ', widow' : ', widower') : p.female ? ', single' : ', a single man';
      if (!p.spouse && g.r.chance(0.4)) desc = ', unmarried';
    }
    groups.push(`${n}${desc}${res}`);
  }
  return joinNames(groups);
}
function signatures(b: DocB, ms: Member[], t: Day): { block: string; names: string[]; org?: { name: string; officer: string; title: string } } {
  const g = b.g;
  const lines: string[] = [];
  const names: string[] = [];
  let org: { name: string; officer: string; title: string } | undefined;
  for (const m of ms) {
    const p = g.persons.get(m.pid)!;
    const n = b.nm(m.pid);
    if (p.org) {
      const officer = g.r.pick(OFFICERS);
      const title = g.r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Vice President - Land']);
      org = { name: n, officer, title };
      lines.push(`${n.toUpperCase()}\n\nBy: ${officer}\n    ${officer}, its ${title}`);
    } else {
      names.push(n);
      lines.push(`${n} (SEAL)`);
    }
  }
  void t;
  return { block: lines.map((l) => `______________________________\n${l}`).join('\n\n'), names, org };
}

// ---------------------------------------------------------------------------------------------
// Instruments

function stdDates(g: Gen, t: Day, undated = 0.04): Dates {
  const exec = g.r.chance(undated) ? null : t;
  const ack = t + (g.r.chance(0.4) ? 0 : g.r.int(12));
  const rec = ack + 1 + g.r.int(70);
  return { exec, ack, rec };
}
function dating(g: Gen, d: Dates, top: boolean): string {
  if (d.exec == null) return 'Executed on the date of the acknowledgment hereinafter set forth.';
  if (top) return 'IN WITNESS WHEREOF, the said parties have hereunto set their hands and seals the day and year first above written.';
  return g.r.pick([`WITNESS the following signatures and seals this ${ordDate(d.exec)}.`, `Dated: ${longDate(d.exec)}`, `Signed, sealed and delivered this ${ordDate(d.exec)}.`, `Executed this ${ordDate(d.exec)}.`]);
}

type DeedKind = 'warranty' | 'special' | 'quitclaim';
interface DeedOpts { from: Member[]; to: Member[]; kind: DeedKind; reserve: Fr | null; special?: 'fiduciary' | 'sheriff' | 'tax' | 'trustee' | 'aif' | 'correction' | 'heirs'; recital?: string; misspell?: string; minorGuardian?: Map<string, string> }

/** A deed of the land (the fee). Returns the file. */
function deedDoc(g: Gen, farm: Farm, t: Day, o: DeedOpts): { file: string; dates: Dates } {
  const r = g.r;
  const a = g.area;
  const county = farm.county;
  const cat: DocCategory = o.special && ['fiduciary', 'sheriff', 'tax', 'trustee'].includes(o.special) ? 'warranty_deed' : o.kind === 'warranty' ? 'warranty_deed' : o.kind === 'special' ? 'special_warranty_deed' : 'quitclaim_deed';
  const modern = yearOf(t) >= 1990;
  const b = new DocB(g, cat, r.chance(modern ? 0.15 : 0.3));
  const d = stdDates(g, t, o.special ? 0 : 0.04);
  const topDate = d.exec != null && r.chance(0.5);
  if (o.misspell) for (const m of o.to) if (!g.persons.get(m.pid)!.org) { b.names.set(m.pid, o.misspell); break; }
  // names of the sides
  let grantors: string;
  const grantees = renderSide(b, o.to, 'grantee', t);
  const guardianNote: string[] = [];
  if (o.special === 'aif') {
    const m = o.from[0];
    const n = b.party(m.pid, 'grantor');
    const agent = `${r.pick(MALE)} ${g.persons.get(m.pid)!.last}`;
    grantors = `${n}, ${g.persons.get(m.pid)!.female ? 'widow' : 'unmarried'}, of ${g.persons.get(m.pid)!.residence} County, ${a.stateName}, by ${agent}, ${g.persons.get(m.pid)!.female ? 'her' : 'his'} attorney in fact under a Power of Attorney dated ${longDate(t - 200 - r.int(500))} and recorded in ${g.citeRef('misc', t - 150)}`;
  } else if (o.minorGuardian && o.minorGuardian.size) {
    const adults = o.from.filter((m) => !o.minorGuardian!.has(m.pid));
    const parts: string[] = [];
    if (adults.length) parts.push(renderSide(b, adults, 'grantor', t));
    for (const [minor, guardian] of o.minorGuardian) {
      const n = b.party(minor, 'grantor');
      const gp = g.persons.get(guardian);
      const gn = gp ? b.nm(guardian) : guardian;
      parts.push(`${n}, a minor, by ${gn}, ${g.persons.get(minor)!.female ? 'her' : 'his'} guardian`);
      guardianNote.push(`${gn}, guardian of ${n}, a minor, joins in this deed pursuant to an order of the ${a.id === 'KY' ? 'District' : 'Circuit'} Court of ${county.name} County authorizing the sale of the interest of said minor.`);
    }
    grantors = joinNames(parts);
  } else grantors = o.special && ['sheriff', 'tax', 'trustee', 'fiduciary'].includes(o.special) ? '' : renderSide(b, o.from, 'grantor', t);
  const description = descs(g, farm.tracts);
  const resvTxt = o.reserve
    ? `\n\n${r.pick(['EXCEPTING AND RESERVING', 'There is excepted and reserved', 'SAVING AND EXCEPTING'])} unto the ${o.from.length > 1 ? 'grantors' : 'grantor'}, ${o.from.length > 1 ? 'their' : g.persons.get(o.from[0].pid)!.female ? 'her' : 'his'} heirs and assigns, ${frVal(o.reserve) === 1 ? 'all' : frPhrase(o.reserve, r)} of the oil and gas in and underlying the above described land, together with the right to drill for, produce and remove the same.`
    : '';
  const consid = r.pick(CONSID);
  const warr = cat === 'special_warranty_deed'
    ? r.pick(['And the said grantors will WARRANT SPECIALLY the property hereby conveyed.', 'The grantors covenant that they will warrant specially the property hereby conveyed.', 'with covenants of Special Warranty'])
    : cat === 'quitclaim_deed' ? '' : r.pick(['And the said grantors will WARRANT GENERALLY the property hereby conveyed.', 'The grantors covenant to warrant generally the title to the property hereby conveyed.', 'with covenants of General Warranty']);
  const sig = signatures(b, o.from.filter((m) => !o.minorGuardian?.has(m.pid)), t);
  const lines: string[] = [];
  const recital = o.recital ? `\n\n${o.recital}` : '';
  if (modern && r.chance(0.5)) {
    lines.push(`Prepared by: ${r.pick(['Thomas E. Birch, Esquire', 'Lisa A. Renner, Attorney at Law', 'Mark D. Hollister, Esq.'])}\nReturn to: Grantee\n${a.id === 'OH' ? `Parcel No. ${farm.tracts[0].parcel}` : `Tax Map/Parcel: ${farm.tracts[0].parcel}`}\nGrantor(s): ${o.from.filter((m) => !m.joiner).map((m) => b.index(m.pid)).join('; ')}\nGrantee(s): ${o.to.map((m) => b.index(m.pid)).join('; ')}\n`);
  }
  const title = o.special === 'correction' ? r.pick(['DEED OF CORRECTION', 'CORRECTIVE DEED', 'CORRECTION DEED']) : null;
  if (o.special === 'fiduciary') {
    const dec = o.from[0];
    const dn = b.party(dec.pid, 'grantor');
    const exec = `${r.pick([...MALE, ...FEMALE])} ${r.pick(SURNAMES[a.id])}`;
    const xtitle = r.pick(['Executor', 'Executrix', 'Administrator with the Will Annexed']);
    lines.push(a.id === 'OH'
      ? `FIDUCIARY DEED\n\n${exec}, ${xtitle} of the Estate of ${dn}, deceased, late of ${county.name} County, Ohio, Probate Court Case No. ${yearOf(t)}-ES-${100 + r.int(800)}, by the power conferred by the Last Will and Testament of said decedent, and every other power, for ${consid} paid, grants, with fiduciary covenants, to ${grantees}, the following real property:\n\n${description}`
      : `${r.pick(["EXECUTOR'S DEED", 'DEED'])}\n\nTHIS DEED, made this ${ordDate(t)}, by ${exec}, ${xtitle} of the Last Will and Testament of ${dn}, deceased, party of the first part, and ${grantees}, party of the second part.\n\nWHEREAS, the said ${dn} died ${d.exec ? 'testate' : 'testate'}, seized of the real estate hereinafter described, and by said will empowered the executor to sell the same;\n\nNOW, THEREFORE, WITNESSETH: That for and in consideration of ${consid}, the party of the first part, as such ${xtitle}, does hereby grant and convey unto the party of the second part the following real estate:\n\n${description}`);
    lines.push(`${dating(g, d, a.id !== 'OH' && topDate)}\n\n______________________________\n${exec}, ${xtitle} of the Estate of ${dn}, deceased`);
    lines.push(g.ack(county, [exec], d.exec ?? null, d.ack!));
  } else if (o.special === 'sheriff' || o.special === 'trustee' || o.special === 'tax') {
    const officer = `${r.pick(MALE)} ${r.pick(SURNAMES[a.id])}`;
    const debtors = o.from.map((m) => b.party(m.pid, 'grantor'));
    const debtorTxt = joinNames(debtors);
    const mort = farm.mortgage;
    if (o.special === 'sheriff') {
      lines.push(`${a.id === 'KY' ? "MASTER COMMISSIONER'S DEED" : "SHERIFF'S DEED"}\n\nTHIS INDENTURE, made the ${ordDate(t)}, between ${officer}, ${a.id === 'KY' ? `Master Commissioner of the ${county.name} Circuit Court` : `High Sheriff of ${county.name} County, ${a.stateName}`}, of the one part, and ${grantees}, of the other part:\n\nWHEREAS, by virtue of a certain writ of ${a.id === 'PA' ? 'Levari Facias' : 'execution'} issued out of the Court of Common Pleas of ${county.name} County at No. ${10 + r.int(300)} ${r.pick(['June', 'September', 'December', 'March'])} Term, ${yearOf(t) - 1}, at the suit of ${mort ? b.nm(mort.lender) : 'the plaintiff'} against ${debtorTxt}, upon a mortgage dated ${mort ? longDate(mort.date) : 'as therein set forth'} and recorded in ${mort ? mort.ref : g.citeRef('mort', t - 900)}, the said ${a.id === 'KY' ? 'Commissioner' : 'Sheriff'} did seize and take in execution the premises hereinafter described as the property of the said ${debtorTxt}, and after due notice did expose the same to public sale on ${longDate(t - 20 - r.int(40))}, when the same was struck off and sold to ${b.nm(o.to[0].pid)}, the highest and best bidder;\n\nNOW THIS INDENTURE WITNESSETH, that the said ${a.id === 'KY' ? 'Commissioner' : 'Sheriff'}, for and in consideration of the sum of $${(1000 + r.int(40000)).toLocaleString('en-US')}.00 to him paid, does grant and convey unto the said purchaser all the right, title and interest of the said ${debtorTxt} in and to:\n\n${description}`);
    } else if (o.special === 'trustee') {
      const t2 = `${r.pick(MALE)} ${r.pick(SURNAMES[a.id])}`;
      lines.push(`TRUSTEES' DEED\n\nTHIS DEED, made this ${ordDate(t)}, by and between ${officer} and ${t2}, Trustees, parties of the first part, and ${grantees}, party of the second part.\n\nWHEREAS, by deed of trust dated ${mort ? longDate(mort.date) : 'as therein set forth'}, recorded in ${mort ? mort.ref : g.citeRef('mort', t - 900)}, ${debtorTxt} conveyed the real estate hereinafter described to the Trustees therein named, in trust to secure a debt to ${mort ? b.nm(mort.lender) : 'the holder of the note'}; and default having been made, the Trustees, upon request of the holder, sold the same at public auction at the front door of the Courthouse of ${county.name} County on ${longDate(t - 3 - r.int(20))}, to the party of the second part, the highest bidder;\n\nNOW, THEREFORE, the Trustees do grant and convey unto the party of the second part, without covenants of warranty, the following real estate:\n\n${description}`);
    } else {
      const taxYear = yearOf(t) - 3 - r.int(3);
      const office = a.id === 'WV' ? `Deputy Commissioner of Delinquent and Nonentered Lands of ${county.name} County, West Virginia` : a.id === 'PA' ? `Treasurer of ${county.name} County, Pennsylvania` : a.id === 'OH' ? `Auditor of ${county.name} County, Ohio` : a.id === 'KY' ? `Sheriff of ${county.name} County, Kentucky` : `Special Commissioner of the Circuit Court of ${county.name} County`;
      lines.push(`${a.id === 'PA' ? "TREASURER'S DEED" : a.id === 'OH' ? "AUDITOR'S DEED" : 'TAX DEED'}\n\nTHIS DEED, made this ${ordDate(t)}, by and between ${officer}, ${office}, party of the first part, and ${grantees}, party of the second part.\n\nWHEREAS, the real estate hereinafter described was ${a.id === 'WV' ? 'returned delinquent in the name of' : 'assessed to and standing in the name of'} ${debtorTxt} for the nonpayment of the taxes thereon for the year ${taxYear}, and was sold for said taxes, the time for redemption having expired, and the party of the second part being the purchaser thereof;\n\nNOW, THEREFORE, the party of the first part, as such officer, does grant and convey unto the party of the second part the following real estate:\n\n${description}`);
    }
    lines.push(`${dating(g, d, true)}\n\n______________________________\n${officer}${o.special === 'trustee' ? ', Trustee' : ''}`);
    lines.push(g.ack(county, [officer], d.exec ?? null, d.ack!));
  } else {
    const head = title ?? '';
    switch (r.chance(0.2) && yearOf(t) >= 1950 ? 'modernplain' : a.id) {
      case 'PA':
        if (yearOf(t) < 1960 || r.chance(0.4)) {
          lines.push(`${head || r.pick(['THIS INDENTURE', 'DEED'])}\n\n${head ? 'THIS INDENTURE' : ''} MADE the ${d.exec ? (r.chance(0.4) ? wordDate(d.exec) : ordDate(d.exec)) : '____ day of ________'}, BETWEEN ${grantors}, parties of the first part,\n\nA N D\n\n${grantees}, party of the second part:\n\nWITNESSETH, That the said parties of the first part, for and in consideration of ${consid}, lawful money of the United States, unto them well and truly paid by the said party of the second part, at or before the sealing and delivery hereof, the receipt whereof is hereby acknowledged, ${cat === 'quitclaim_deed' ? 'have remised, released and quitclaimed, and by these presents do remise, release and quitclaim' : 'have granted, bargained, sold, aliened, enfeoffed, released and confirmed, and by these presents do grant, bargain, sell, alien, enfeoff, release and confirm'} unto the said party of the second part, heirs and assigns,\n\n${description}${resvTxt}${recital}\n\nTOGETHER with all and singular the buildings, improvements, ways, waters, rights, liberties, privileges, hereditaments and appurtenances whatsoever thereunto belonging.\n\nTO HAVE AND TO HOLD the said premises unto the said party of the second part, heirs and assigns forever.${warr ? `\n\n${warr.startsWith('with') ? `And the said parties of the first part will warrant the title ${warr}.` : warr}` : ''}`);
        } else {
          lines.push(`${head || 'DEED'}\n\nTHIS DEED, made the ${d.exec ? ordDate(d.exec) : '____ day of ________'}, between ${grantors} (hereinafter called the Grantors),\n\nand\n\n${grantees} (hereinafter called the Grantees),\n\nWITNESSETH, that in consideration of ${consid}, in hand paid, the receipt whereof is hereby acknowledged, the said Grantors do hereby ${cat === 'quitclaim_deed' ? 'remise, release and quitclaim' : 'grant and convey'} to the said Grantees, their heirs and assigns,\n\n${description}${resvTxt}${recital}\n\nUNDER AND SUBJECT to all exceptions, reservations, easements and rights of way of record.${warr ? `\n\n${warr.startsWith('with') ? 'And the said Grantors will SPECIALLY WARRANT the property hereby conveyed.'.replace('SPECIALLY', cat === 'warranty_deed' ? 'GENERALLY' : 'SPECIALLY') : warr}` : ''}`);
        }
        break;
      case 'WV':
      case 'KY':
        lines.push(`${head || r.pick(a.id === 'WV' ? ['DEED', 'DEED OF CONVEYANCE', 'THIS DEED'] : ['DEED OF CONVEYANCE', 'DEED', 'GENERAL WARRANTY DEED'])}\n\nTHIS ${a.id === 'KY' ? 'DEED OF CONVEYANCE' : 'DEED'}, made and entered into this ${d.exec ? `${r.chance(0.5) ? 'the ' : ''}${ordDate(d.exec)}` : '____ day of ________'}, by and between ${grantors}, part${o.from.length > 1 ? 'ies' : 'y'} of the first part, and ${grantees}, part${o.to.length > 1 ? 'ies' : 'y'} of the second part;\n\nWITNESSETH: That for and in consideration of ${consid}, cash in hand paid, the receipt of which is hereby acknowledged, the part${o.from.length > 1 ? 'ies' : 'y'} of the first part ${cat === 'quitclaim_deed' ? 'do hereby release, remise and quitclaim' : `do${o.from.length > 1 ? '' : 'es'} hereby grant and convey`} unto the part${o.to.length > 1 ? 'ies' : 'y'} of the second part${cat === 'quitclaim_deed' ? '' : `, ${warr.startsWith('with') ? warr : cat === 'warranty_deed' ? 'with covenants of General Warranty' : 'with covenants of Special Warranty'}`}, the following described real estate:\n\n${description}${resvTxt}${recital}${a.id === 'KY' && yearOf(t) < 1990 ? `\n\nBeing the same land conveyed to the parties of the first part by deed recorded in ${g.citeRef('deed', t - 2000)}, ${county.name} County Court Clerk's Office.` : ''}\n\nTO HAVE AND TO HOLD the same, with all the appurtenances thereunto belonging, unto the part${o.to.length > 1 ? 'ies' : 'y'} of the second part, ${o.to.length > 1 ? 'their' : 'his'} heirs and assigns forever.`);
        break;
      case 'VA':
        lines.push(`${head || r.pick(['DEED OF BARGAIN AND SALE', 'DEED'])}\n\nTHIS DEED${head ? '' : ' OF BARGAIN AND SALE'}, made and entered into this ${d.exec ? ordDate(d.exec) : '____ day of ________'}, by and between ${grantors}, hereinafter called Grantors, and ${grantees}, hereinafter called Grantee${o.to.length > 1 ? 's' : ''}.\n\nWITNESSETH: That for and in consideration of ${consid}, the receipt of which is hereby acknowledged, the Grantors do hereby ${cat === 'quitclaim_deed' ? 'release and quitclaim' : 'bargain, sell, grant and convey'} unto the Grantee${o.to.length > 1 ? 's' : ''}${cat === 'warranty_deed' ? ', with General Warranty and English covenants of title,' : cat === 'special_warranty_deed' ? ', with Special Warranty of title,' : ''} all that certain tract or parcel of land hereinafter described:\n\n${description}${resvTxt}${recital}`);
        break;
      case 'OH': {
        const ft = cat === 'warranty_deed' ? (o.to.length === 2 && !o.to[0].joiner && r.chance(0.5) ? 'SURVIVORSHIP DEED' : 'GENERAL WARRANTY DEED') : cat === 'special_warranty_deed' ? 'LIMITED WARRANTY DEED' : 'QUIT-CLAIM DEED';
        const verb = cat === 'warranty_deed' ? 'grant, with general warranty covenants, to' : cat === 'special_warranty_deed' ? 'grant, with limited warranty covenants, to' : 'quit-claim to';
        const surv = ft === 'SURVIVORSHIP DEED' ? ', for their joint lives, remainder to the survivor of them,' : '';
        const holders = o.from.filter((m) => !m.joiner);
        const joiners = o.from.filter((m) => m.joiner);
        const gtxt = renderSide(b, holders, 'grantor', t);
        const dower = joiners.map((m) => `${b.party(m.pid, 'grantor')}, ${g.persons.get(m.pid)!.female ? 'wife' : 'husband'} of ${b.nm(g.persons.get(m.pid)!.spouse!)}, releases all rights of dower therein.`).join(' ');
        lines.push(`${head || ft}\n\n${gtxt}, for valuable consideration paid, ${verb} ${grantees}${surv}, whose tax-mailing address is ${100 + r.int(9000)} ${r.pick(['State Route 7', 'Township Road 114', 'County Road 26', 'Main Street'])}, ${county.seat}, Ohio, the following REAL PROPERTY:\n\n${description}${resvTxt}${recital}\n\nPrior Instrument Reference: ${g.citeRef('deed', t - 1500)}, ${county.name} County Records.${dower ? `\n\n${dower}` : ''}`);
        break;
      }
      default:
        lines.push(`${head || (cat === 'warranty_deed' ? 'GENERAL WARRANTY DEED' : cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : 'QUITCLAIM DEED')}\n\nGrantor${o.from.length > 1 ? 's' : ''}: ${grantors}\n\nGrantee${o.to.length > 1 ? 's' : ''}: ${grantees}\n\nConsideration: ${consid}\n\nProperty: ${description}${resvTxt}${recital}\n\nFor the consideration stated, Grantor${o.from.length > 1 ? 's' : ''} ${cat === 'quitclaim_deed' ? 'release and quitclaim' : 'grant, sell and convey'} the Property to Grantee${o.to.length > 1 ? 's' : ''}${cat === 'warranty_deed' ? ', with general warranty of title' : cat === 'special_warranty_deed' ? ', with special warranty of title, warranting against the lawful claims of all persons claiming by, through or under Grantors, but not otherwise' : ''}.`);
    }
    if (guardianNote.length) lines.push(guardianNote.join('\n'));
    if (a.id === 'WV' && cat !== 'quitclaim_deed' && r.chance(0.6)) lines.push(`DECLARATION OF CONSIDERATION OR VALUE\n\nThe undersigned hereby declare that the total consideration paid for the property conveyed by the document to which this declaration is appended is $${(500 + r.int(90000)).toLocaleString('en-US')}.00.`);
    lines.push(`${dating(g, d, topDate)}\n\n${sig.block}`);
    if (o.minorGuardian) for (const [minor, gd] of o.minorGuardian) lines.push(`______________________________\n${b.nm(minor)}, a minor, by ${g.persons.get(gd) ? b.nm(gd) : gd}, ${g.persons.get(minor)!.female ? 'her' : 'his'} guardian`);
    const ackNames = sig.names;
    lines.push(g.ack(county, ackNames.length ? ackNames : ['the grantors'], d.exec ?? null, d.ack!));
    if (a.id === 'KY' && yearOf(t) >= 1992) {
      lines.push(`CONSIDERATION CERTIFICATE\n\nThe parties hereby certify, pursuant to KRS Chapter 382, that the consideration reflected in this deed is the full consideration paid for the property.\n\n${sig.names.concat(o.to.map((m) => b.nm(m.pid))).map((n) => `____________________ ${n}`).join('\n')}\n\nSubscribed and sworn to before me by the parties this ${ordDate(d.ack!)}.`);
    }
  }
  lines.push(g.stamp(county, d.rec!, 'deed', 'deed'));
  if (modern && r.chance(0.3)) lines.unshift(`${a.id === 'PA' ? 'REALTY TRANSFER TAX PAID' : 'TRANSFER TAX PAID'}: $${(50 + r.int(900)).toFixed(2)}`);
  const file = g.emit(b, lines.join('\n\n'), farm.tracts, d, true, ['fee']);
  return { file, dates: d };
}

function patentDoc(g: Gen, farm: Farm, t: Day, sov: string, patentee: string): string {
  const r = g.r;
  const a = g.area;
  const b = new DocB(g, 'patent', false);
  const sv = b.party(sov, 'grantor');
  const pn = b.party(patentee, 'grantee');
  const tr = farm.tracts[0];
  const ac = tr.truth.acres!;
  const acW = ac % 1 === 0 ? `${numberWords(ac)} acres` : ac % 1 === 0.5 ? `${numberWords(Math.floor(ac))} and one-half acres` : `${ac} acres`;
  const gov = `${r.pick(MALE)} ${r.pick(['Pattison', 'Hastings', 'Fleming', 'Atkinson', 'Bradley', 'McCreary', 'Lee', 'Cameron'])}`;
  const rec = t + 365 * (1 + r.int(20)) + r.int(300);
  const where = a.id === 'PA' ? `situate in ${tr.sub} Township, ${tr.county.name} County${tr.warrant ? `, surveyed in pursuance of a warrant granted to ${tr.warrant}` : ''}` : a.id === 'KY' ? `lying in ${tr.county.name} County, on the waters of ${tr.water}` : `lying in ${tr.county.name} County, on the waters of ${tr.water}, in ${tr.sub} ${a.subWord}`;
  const text = `${sv.toUpperCase()}\n\nTO ALL TO WHOM THESE PRESENTS SHALL COME, GREETING:\n\nKNOW YE, That in consideration of the sum of ${numberWords(5 + r.int(60))} dollars paid into the Treasury, and by virtue of ${a.id === 'PA' ? 'a warrant and survey duly returned into the Land Office' : `a survey made on the ${ordDate(t - 300 - r.int(900))} under a Land Office Treasury Warrant`}, there is granted by the said ${sv} unto ${pn} a certain tract or parcel of land containing ${acW}${a.id === 'PA' ? ' and allowance of six per cent for roads' : ''}, ${where}, ${a.id === 'PA' ? 'State of Pennsylvania' : `State of ${a.stateName}`}, and bounded as follows, to-wit:\n\n${tr.calls}, containing ${ac} acres.\n\nTO HAVE AND TO HOLD the said tract or parcel of land, with its appurtenances, to the said ${pn} and his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, ${gov}, Governor of the said ${sv}, hath hereunto set his hand and caused the seal of the ${a.id === 'PA' ? 'State' : 'Commonwealth'} to be affixed, at ${a.id === 'PA' ? 'Harrisburg' : a.id === 'KY' ? 'Frankfort' : a.id === 'WV' ? 'Charleston' : 'Richmond'}, on the ${r.chance(0.5) ? wordDate(t) : ordDate(t)}.\n\n${gov}, Governor\nAttest: ${r.pick(OFFICERS)}, ${a.id === 'PA' ? 'Secretary of Internal Affairs' : 'Register of the Land Office'}\n\nRecorded in Patent Book ${1 + r.int(60)}, page ${1 + r.int(500)}.\n\n${g.stamp(tr.county, rec, 'deed', 'patent')}`;
  const file = g.emit(b, text, [tr], { exec: t, rec }, true, ['fee']);
  g.link(file, [tr], 'fee', [{ pid: sov, joiner: false }], [{ pid: patentee, joiner: false }]);
  return file;
}

/** A mineral (oil and gas) deed: `from` conveys fraction `f` of the whole to `to`. */
function mineralDoc(g: Gen, farm: Farm, tracts: Tract[], t: Day, from: Member[], to: Member[], f: Fr, own: string): string {
  const r = g.r;
  const b = new DocB(g, 'mineral_deed', r.chance(0.25));
  const d = stdDates(g, t);
  const gs = renderSide(b, from, 'grantor', t);
  const ts = renderSide(b, to, 'grantee', t);
  const sig = signatures(b, from, t);
  const frac = frVal(f) === 1 ? 'all' : frPhrase(f, r);
  const form = r.int(3);
  const lines: string[] = [];
  if (form === 0) {
    lines.push(`${r.pick(['OIL AND GAS DEED', 'DEED FOR OIL AND GAS'])}\n\nTHIS DEED, made this ${d.exec ? ordDate(d.exec) : '____ day of ________'}, by and between ${gs}, parties of the first part, and ${ts}, party of the second part.\n\nWITNESSETH: That for and in consideration of ${r.pick(CONSID)}, the parties of the first part do hereby grant and convey unto the party of the second part ${frac} ${frVal(f) === 1 ? '' : 'interest '}${frVal(f) === 1 ? 'of the' : 'in and to all the'} oil and gas in and underlying ${tracts.length > 1 ? 'the following two tracts' : 'the following tract'} of land${own === 'of the whole' ? '' : `, ${own}`}, together with the right to enter upon said land to drill for, produce and remove the same:\n\n${descs(g, tracts)}`);
  } else if (form === 1) {
    lines.push(`MINERAL DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ${gs}, hereinafter called Grantor (whether one or more), for and in consideration of ${r.pick(CONSID)}, ha${from.length > 1 ? 've' : 's'} granted, sold and conveyed, and by these presents do${from.length > 1 ? '' : 'es'} grant, sell and convey unto ${ts}, hereinafter called Grantee, ${frac} ${frVal(f) === 1 ? 'of the' : 'interest in and to all of the'} oil, gas and other minerals in and under and that may be produced from the following described lands${own === 'of the whole' ? '' : `, ${own}`}:\n\n${descs(g, tracts)}\n\nTO HAVE AND TO HOLD the above described interest unto the said Grantee, and Grantee's heirs and assigns forever, and Grantor does hereby bind Grantor's heirs to warrant and forever defend the title thereto.`);
  } else {
    lines.push(`CONVEYANCE OF OIL AND GAS INTERESTS\n\nGrantor: ${gs}\n\nGrantee: ${ts}\n\nInterest Conveyed: ${frac} ${frVal(f) === 1 ? 'of the' : 'interest in the'} oil and gas ${own}\n\nLands:\n\n${descs(g, tracts, false)}\n\nGrantor, for ${r.pick(CONSID)}, grants and conveys the Interest Conveyed in the Lands to Grantee, its successors and assigns, with special warranty of title.`);
  }
  lines.push(`${dating(g, d, form === 0 && r.chance(0.5))}\n\n${sig.block}`);
  lines.push(g.ack(farm.county, sig.names.length ? sig.names : ['the grantor'], d.exec ?? null, d.ack!, sig.org));
  lines.push(g.stamp(farm.county, d.rec!, 'deed', 'deed'));
  const file = g.emit(b, lines.join('\n\n'), tracts, d, false, ['mineral']);
  g.link(file, tracts, 'mineral', from, to);
  return file;
}

function royaltyDoc(g: Gen, farm: Farm, t: Day, from: Member[], to: Member[]): string {
  const r = g.r;
  const b = new DocB(g, 'royalty_deed', r.chance(0.2));
  const d = stdDates(g, t);
  const gs = renderSide(b, from, 'grantor', t);
  const ts = renderSide(b, to, 'grantee', t);
  const sig = signatures(b, from, t);
  const what = r.pick(['an undivided one-half (1/2) of the landowner\'s royalty', 'an undivided one-sixteenth (1/16) of all oil and gas produced, saved and marketed', 'an undivided one-fourth (1/4) of the royalty reserved in any oil and gas lease now or hereafter covering']);
  const text = `${r.pick(['ROYALTY DEED', 'CONVEYANCE OF OIL AND GAS ROYALTY', 'ROYALTY CONVEYANCE'])}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${gs}, for and in consideration of ${r.pick(CONSID)}, do${from.length > 1 ? '' : 'es'} hereby grant, sell and convey unto ${ts} ${what} the following described lands:\n\n${descs(g, farm.tracts)}\n\nIt is understood that the Grantee shall have no right to execute leases nor to receive any bonus or delay rentals, which rights are retained by Grantor.\n\n${dating(g, d, false)}\n\n${sig.block}\n\n${g.ack(farm.county, sig.names.length ? sig.names : ['the grantor'], d.exec ?? null, d.ack!, sig.org)}\n\n${g.stamp(farm.county, d.rec!, 'deed', 'deed')}`;
  const file = g.emit(b, text, farm.tracts, d, false, ['mineral']);
  g.link(file, farm.tracts, 'mineral', from, to);
  return file;
}

function leaseDoc(g: Gen, farm: Farm, t: Day, lessors: Member[], lessee: string): { file: string; ref: string; date: Day; d: Dates } {
  const r = g.r;
  const a = g.area;
  const y = yearOf(t);
  const b = new DocB(g, 'oil_and_gas_lease', r.chance(0.25));
  const d = stdDates(g, t, 0);
  const ls = renderSide(b, lessors, 'lessor', t);
  const le = b.party(lessee, 'lessee');
  const sig = signatures(b, lessors, t);
  const lines: string[] = [];
  const form = y >= 1978 ? r.pick(['paidup', 'memo', 'form']) : y >= 1950 ? r.pick(['form', 'old']) : 'old';
  if (form === 'paidup') {
    d.eff = t;
    d.exec = null;
    lines.push(`PAID-UP OIL AND GAS LEASE\n\nThis Lease is made effective as of the ${ordDate(t)} (the "Effective Date"), by and between ${ls} (hereinafter called "Lessor", whether one or more), and ${le}, whose address is ${r.pick(['1000 Commerce Drive, Pittsburgh, PA 15275', 'P.O. Box 2350, Bridgeport, WV 26330', '3501 Executive Parkway, Canonsburg, PA 15317'])} (hereinafter called "Lessee").\n\n1. GRANT. Lessor, in consideration of Ten Dollars and other valuable consideration, the receipt of which is acknowledged, hereby leases exclusively unto Lessee the land described below for the purpose of exploring for, developing, producing and marketing oil and gas, including coalbed methane:\n\n${descs(g, farm.tracts)}\n\n2. TERM. This Lease shall be for a primary term of five (5) years from the Effective Date and as long thereafter as oil or gas is produced in paying quantities.\n\n3. ROYALTY. Lessee shall pay Lessor a royalty of ${r.pick(['eighteen percent (18%)', 'one-eighth (1/8)', 'fifteen percent (15%)'])} of the gross proceeds received from the sale of oil and gas.\n\nLessor acknowledges that the bonus paid is full consideration for this Lease and that no delay rentals shall be due.`);
    lines.push(sig.block);
  } else if (form === 'memo') {
    lines.push(`MEMORANDUM OF OIL AND GAS LEASE\n\nNotice is hereby given that by Oil and Gas Lease of even date herewith, ${ls}, as Lessor (whether one or more), leased and let unto ${le}, as Lessee, for the purpose of drilling for and producing oil and gas, the following described lands:\n\n${descs(g, farm.tracts)}\n\nfor a primary term of ${r.pick(['five (5)', 'three (3)', 'ten (10)'])} years and so long thereafter as oil or gas is produced, all upon the terms and conditions set forth in said Lease, which is incorporated herein by reference. This Memorandum is executed for the purpose of placing the Lease of record.\n\nEXECUTED this ${ordDate(t)}.`);
    lines.push(sig.block);
  } else if (form === 'form') {
    lines.push(`OIL AND GAS LEASE\n\nAGREEMENT, Made this ${ordDate(t)}, by and between ${ls}, hereinafter called Lessor (whether one or more), and ${le}, hereinafter called Lessee.\n\nWITNESSETH: That Lessor, for and in consideration of Ten Dollars cash in hand paid, the receipt of which is hereby acknowledged, and the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed, hereby leases exclusively unto Lessee, for the purpose of drilling for, producing and marketing oil and gas, all that certain land situate in ${a.id === 'OH' ? `${farm.tracts[0].sub} Township` : farm.county.name + ' County'}, ${a.stateName}, described as follows:\n\n${descs(g, farm.tracts)}\n\nIt is agreed that this lease shall remain in force for a term of ${r.pick(['five', 'ten'])} years from this date and as long thereafter as oil or gas, or either of them, is produced from said land by Lessee. Lessee shall pay Lessor, as royalty, the equal one-eighth (1/8) part of all oil produced and saved, and one-eighth (1/8) of the market value of gas sold from the premises.`);
    lines.push(`IN WITNESS WHEREOF, the parties hereto have executed this lease as of the day and year first above written.\n\n${sig.block}`);
  } else {
    lines.push(`OIL AND GAS LEASE\n\nTHIS AGREEMENT, Made and entered into this ${ordDate(t)}, by and between ${ls}, hereinafter called Lessor (whether one or more), and ${le}, hereinafter called Lessee,\n\nWITNESSETH, That the said Lessor, for and in consideration of One Dollar, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained, does hereby grant, demise, lease and let unto the said Lessee, for the sole and only purpose of drilling and operating wells for oil and gas, and of laying pipe lines, and of building tanks, powers and structures thereon to produce, save and take care of said products, all that certain tract of land described as follows:\n\n${descs(g, farm.tracts)}\n\nIt is agreed that this lease shall remain in force for the term of ${r.pick(['five', 'ten', 'two'])} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the Lessee.\n\nIn consideration of the premises the said Lessee covenants and agrees: 1st. To deliver to the credit of Lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth part of all oil produced and saved from the leased premises. 2nd. To pay the Lessor ${r.pick(['Two Hundred', 'Three Hundred', 'One Hundred Fifty'])} Dollars each year, payable quarterly, for the gas from each well where gas only is found, while the same is being used off the premises. If no well be commenced on said land within ${r.pick(['twelve', 'six'])} months from this date, this lease shall terminate unless the Lessee shall pay for each year such completion is delayed a rental of ${r.pick(['One Dollar', 'Fifty Cents', 'Twenty-five Cents'])} per acre.\n\nIN WITNESS WHEREOF, the said parties have hereunto set their hands and seals the day and year first above written.`);
    lines.push(`Witness:\n${r.pick(NOTARIES)}\n\n${sig.block}`);
  }
  lines.push(g.ack(farm.county, sig.names.length ? sig.names : ['the lessor'], d.exec ?? null, d.ack!));
  const pre = g.ref('lease', d.rec!);
  const ref = pre.text;
  lines.push(g.stamp(farm.county, d.rec!, 'lease', 'lease', pre));
  const file = g.emit(b, lines.join('\n\n'), farm.tracts, d, false, ['leasehold']);
  g.link(file, farm.tracts, 'leasehold', lessors, [{ pid: lessee, joiner: false }]);
  return { file, ref, date: t, d };
}

/** The lease's recital: "that certain oil and gas lease dated ..., from A, Lessor, to B, Lessee, recorded in ...". */
function leaseRecital(g: Gen, b: DocB, L: Lease): string {
  const lessorNames = L.lessors.map((p) => g.nameForm(p));
  return `that certain oil and gas lease dated ${longDate(L.date)}, from ${joinNames(lessorNames)}, as Lessor, to ${g.nameForm(L.lessee)}, as Lessee, recorded in ${L.ref}, ${L.farm.county.name} County, ${g.area.stateName}`;
}

function assignDoc(g: Gen, leases: Lease[], t: Day, assignee: string, partial: boolean): string {
  const r = g.r;
  const b = new DocB(g, 'assignment_of_lease', false);
  const d = stdDates(g, t, 0);
  const from = leases[0].holders.map((pid) => ({ pid, joiner: false }));
  const an = renderSide(b, from, 'assignor', t, false);
  const ee = b.party(assignee, 'assignee');
  const sig = signatures(b, from, t);
  const county = leases[0].farm.county;
  const tracts = leases.flatMap((L) => L.farm.tracts);
  const lines: string[] = [];
  if (leases.length > 1 || (yearOf(t) >= 1980 && r.chance(0.5))) { // modern form with an Exhibit A
    d.eff = dayOf(yearOf(t), parts(t).m, 1);
    if (r.chance(0.5)) d.exec = null;
    const rows = leases.flatMap((L) => L.farm.tracts.map((tr, i) => `${L.farm.idx + 1}${L.farm.tracts.length > 1 ? String.fromCharCode(97 + i) : ''} | ${longDate(L.date)} | ${L.lessors.map((p) => g.nameForm(p)).join(', ')} | ${g.nameForm(L.lessee)} | ${L.ref} | ${shortDesc(g, tr)}`));
    lines.push(`ASSIGNMENT, CONVEYANCE AND BILL OF SALE\n\nThis Assignment, Conveyance and Bill of Sale (this "Assignment") is from ${an} ("Assignor") to ${ee} ("Assignee"), and is made effective as of 7:00 a.m., local time, on ${longDate(d.eff)} (the "Effective Time").\n\nFor Ten Dollars and other good and valuable consideration, Assignor does hereby ${partial ? 'assign, transfer and convey unto Assignee an undivided fifty percent (50%) of Assignor\'s right, title and interest' : 'grant, bargain, sell, assign, transfer and convey unto Assignee all of Assignor\'s right, title and interest'} in and to the oil and gas leases described in Exhibit "A" attached hereto (the "Leases"), insofar as they cover the lands described therein, together with all wells, equipment and personal property located thereon.\n\nAssignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise.${d.exec ? `\n\nExecuted on ${longDate(d.exec)}, but effective as of the Effective Time.` : '\n\nExecuted on the date of the acknowledgment below, but effective as of the Effective Time.'}\n\n${sig.block}`);
    lines.push(g.ack(county, sig.names.length ? sig.names : ['the assignor'], d.exec ?? null, d.ack!, sig.org));
    lines.push(`EXHIBIT "A"\nAttached to and made a part of Assignment, Conveyance and Bill of Sale from ${b.nm(from[0].pid)} to ${ee}\n\nTract | Lease Date | Lessor | Lessee | Recorded | Lands\n${rows.join('\n')}`);
  } else if (partial) {
    lines.push(`PARTIAL ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS, that ${an}, hereinafter called Assignor, for and in consideration of ${r.pick(CONSID)}, does hereby assign, transfer and set over unto ${ee}, hereinafter called Assignee, an undivided one-half (1/2) of the working interest in and to ${leaseRecital(g, b, leases[0])}, insofar as said lease covers the following lands:\n\n${leases[0].farm.tracts.map((tr) => shortDesc(g, tr)).join(';\n')}.\n\n${dating(g, d, false)}\n\n${sig.block}`);
    lines.push(g.ack(county, sig.names.length ? sig.names : ['the assignor'], d.exec ?? null, d.ack!, sig.org));
  } else {
    lines.push(`ASSIGNMENT\n\nFor and in consideration of ${r.pick(CONSID)}, the receipt of which is hereby acknowledged, the undersigned, ${an}, does hereby sell, assign, transfer and set over unto ${ee} all its right, title and interest in and to ${leaseRecital(g, b, leases[0])}, covering ${leases[0].farm.tracts.map((tr) => shortDesc(g, tr)).join(', and ')}, together with all rights thereunder and all personal property thereon.\n\n${r.pick([`Witness the signature of said company this ${ordDate(t)}.`, `Dated this ${ordDate(t)}.`])}\n\n${sig.block}`);
    lines.push(g.ack(county, sig.names.length ? sig.names : ['the assignor'], t, d.ack!, sig.org));
  }
  lines.push(g.stamp(county, d.rec!, 'lease', 'assignment'));
  const file = g.emit(b, lines.join('\n\n'), tracts, d, false, ['leasehold']);
  for (const L of leases) g.link(file, L.farm.tracts, 'leasehold', from, [{ pid: assignee, joiner: false }]);
  return file;
}

function releaseDoc(g: Gen, L: Lease, t: Day): string {
  const r = g.r;
  const b = new DocB(g, 'release_of_lease', r.chance(0.2));
  const d = stdDates(g, t, 0);
  const holders = L.holders.map((pid) => ({ pid, joiner: false }));
  const hs = renderSide(b, holders, 'lessee', t, false);
  const lessorMs: Member[] = [...L.lessors.map((pid) => ({ pid, joiner: false })), ...L.spouses.map((pid) => ({ pid, joiner: true }))];
  const lnames = lessorMs.map((m) => b.party(m.pid, 'lessor'));
  const sig = signatures(b, holders, t);
  const title = r.pick(['RELEASE OF OIL AND GAS LEASE', 'SURRENDER OF OIL AND GAS LEASE', 'CANCELLATION AND RELEASE OF LEASE']);
  const text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${hs}, the present owner and holder of that certain oil and gas lease dated ${longDate(L.date)}, made by ${joinNames(lnames)}, as Lessor, to ${g.nameForm(L.lessee)}, as Lessee, recorded in ${L.ref}, ${L.farm.county.name} County, covering ${L.farm.tracts.map((tr) => shortDesc(g, tr)).join(', and ')}, does hereby ${title.startsWith('SURRENDER') ? 'surrender and yield up' : 'release, relinquish and surrender'} unto the said Lessor, their heirs and assigns, all right, title and interest in and to said lease and the lands therein described, and does hereby declare said lease null and void and of no further force and effect.\n\n${dating(g, d, false)}\n\n${sig.block}\n\n${g.ack(L.farm.county, sig.names.length ? sig.names : ['the lessee'], d.exec ?? null, d.ack!, sig.org)}\n\n${g.stamp(L.farm.county, d.rec!, 'lease', 'release')}`;
  const file = g.emit(b, text, L.farm.tracts, d, false, ['leasehold']);
  g.link(file, L.farm.tracts, 'leasehold', holders, lessorMs);
  return file;
}

/** An affidavit of heirship or a probate record: `dec` died, his holdings on the farm pass to `heirs`. */
function deathDoc(g: Gen, farm: Farm, t: Day, dec: string, heirs: string[], estates: EstateType[], testate: boolean): string {
  const r = g.r;
  const a = g.area;
  const p = g.persons.get(dec)!;
  const death = p.death!;
  const probate = testate;
  const b = new DocB(g, probate ? 'probate' : 'affidavit_of_heirship', r.chance(0.2));
  // the father whose Jr. inherits is "Sr." in his own estate now and then
  if (p.fatherOf && heirs.includes(p.fatherOf) && r.chance(0.5)) b.names.set(dec, personName(p, r.pick<Variant>(['full', 'mi']), 'Sr.'));
  const dn = b.party(dec, 'decedent');
  const hn = heirs.map((h) => b.party(h, 'heir'));
  const spouse = p.spouse && heirs.includes(p.spouse) ? p.spouse : null;
  const children = heirs.filter((h) => h !== spouse);
  const own = farm.tracts.map((tr) => shortDesc(g, tr)).join('; and ');
  const lines: string[] = [];
  const d: Dates = { exec: t, death };
  const county = farm.county;
  const estWord = estates.includes('fee') ? 'the owner in fee of' : 'the owner of an undivided interest in the oil and gas in and under';
  if (!probate) {
    const affiant = g.newPerson({ birth: p.birth + r.int(20), county: county.name });
    const an = `${affiant.first} ${affiant.middle ? `${affiant.middle[0]}. ` : ''}${affiant.last}`;
    const kids = children.map((h) => b.nm(h));
    lines.push(`${a.id === 'KY' ? 'AFFIDAVIT OF DESCENT' : r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT OF HEIRS', 'AFFIDAVIT AS TO DEATH AND HEIRSHIP'])}\n\n${a.id === 'PA' ? 'COMMONWEALTH OF PENNSYLVANIA' : a.id === 'VA' ? 'COMMONWEALTH OF VIRGINIA' : `STATE OF ${a.stateName.toUpperCase()}`}\nCOUNTY OF ${county.name.toUpperCase()}, ss:\n\n${an}, being first duly sworn, deposes and says that ${r.pick(['he', 'affiant'])} is a resident of ${county.name} County and was well acquainted with ${dn}, late of ${p.residence} County, ${a.stateName}, for more than twenty years prior to ${p.female ? 'her' : 'his'} death; that the said ${dn} departed this life intestate on the ${ordDate(death)}; that at the time of ${p.female ? 'her' : 'his'} death ${p.female ? 'she' : 'he'} was ${estWord} ${own};\n\nthat the said decedent left surviving ${p.female ? 'her' : 'him'} as ${p.female ? 'her' : 'his'} sole and only heirs at law ${spouse ? `${p.female ? 'her husband' : 'his widow'}, ${b.nm(spouse)}${kids.length ? ', and' : ''} ` : ''}${kids.length ? `the following children: ${joinNames(kids)}` : ''}; that no administration has been had upon the estate of said decedent and none is necessary, all debts having been paid.\n\n______________________________\n${an}, Affiant\n\nSubscribed and sworn to before me this ${ordDate(t)}.\n\n${r.pick(NOTARIES)}, Notary Public`);
    lines.push(g.stamp(county, t + 2 + r.int(60), 'deed', 'affidavit'));
    d.rec = t + 0; // replaced below
  } else {
    const willDate = death - 400 - r.int(3000);
    const devise = `I give, devise and bequeath all of my real estate, including ${own}, ${heirs.length > 1 ? `to ${joinNames(hn)}, share and share alike` : `to ${hn[0]}, absolutely`}.`;
    switch (a.id) {
      case 'PA':
        lines.push(`REGISTER OF WILLS OF ${county.name.toUpperCase()} COUNTY, PENNSYLVANIA\n\nLETTERS TESTAMENTARY\n\nWHEREAS, the last Will and Testament of ${dn}, late of ${farm.tracts[0].sub} Township, ${county.name} County, deceased, who died on the ${ordDate(death)}, was duly proven before the Register of Wills, and Letters Testamentary were granted unto ${hn[0]}, the Executor therein named;\n\nNOW, THEREFORE, I, ${r.pick(CLERKS)}, Register of Wills, do certify that the said Will has been duly probated and recorded in Will Book ${g.book('will', t)}, Page ${1 + r.int(500)}.\n\nGiven under my hand and the seal of said office this ${ordDate(t)}.\n\nCOPY OF WILL\n\nI, ${dn}, of ${farm.tracts[0].sub} Township, ${county.name} County, Pennsylvania, being of sound mind, do make this my last Will and Testament. ${devise}\n\nIn witness whereof I have hereunto set my hand and seal this ${ordDate(willDate)}.`);
        break;
      case 'WV':
        lines.push(`At a regular session of the County ${yearOf(t) >= 1974 ? 'Commission' : 'Court'} of ${county.name} County, West Virginia, held at the Courthouse thereof on the ${ordDate(t)}:\n\nA paper writing bearing date the ${ordDate(willDate)}, purporting to be the last will and testament of ${dn}, deceased, who died on the ${ordDate(death)}, was this day presented to the ${yearOf(t) >= 1974 ? 'Commission' : 'Court'} for probate, and it appearing from the testimony of the subscribing witnesses that the same was executed in the manner prescribed by law, it is ORDERED that said paper writing be admitted to probate and recorded as the true last will and testament of the said ${dn}.\n\nThe said will, among other things, provides: "${devise}"\n\nTeste: ${r.pick(CLERKS)}, Clerk`);
        break;
      case 'OH': {
        b.cat = 'probate';
        const shares = heirs.map((h, i) => `${hn[i]}, ${heirs.length > 1 ? `an undivided 1/${heirs.length} interest` : 'the entire interest'}`).join('\n');
        lines.push(`PROBATE COURT OF ${county.name.toUpperCase()} COUNTY, OHIO\n\nESTATE OF ${dn.toUpperCase()}, DECEASED\nCase No. ${yearOf(t)}-ES-${100 + r.int(800)}\n\nCERTIFICATE OF TRANSFER\n\nThe decedent died on ${longDate(death)}, testate, a resident of ${p.residence} County, Ohio. The decedent's interest in the following real property is transferred to the persons named below:\n\n${shares}\n\nDescription of real property: ${farm.tracts.map((tr) => shortDesc(g, tr)).join('; ')}.\n\nPrior Instrument Reference: ${g.citeRef('deed', t - 3000)}.\n\nIssued: ${longDate(t)}\n\n${r.pick(['Hon. Frank P. Oldham', 'Hon. Dale R. Fitzwater', 'Hon. C. E. Whitmore'])}, Probate Judge`);
        break;
      }
      case 'KY':
        lines.push(`${yearOf(t) >= 1978 ? `${county.name.toUpperCase()} DISTRICT COURT` : `${county.name.toUpperCase()} COUNTY COURT`}\nIN RE: ESTATE OF ${dn.toUpperCase()}, DECEASED\n\nORDER OF PROBATE\n\nThe last will and testament of ${dn}, who died on ${longDate(death)}, a resident of ${p.residence} County, Kentucky, dated ${longDate(willDate)}, having been produced in open court and proved by the subscribing witnesses, it is ORDERED that the same be admitted to probate and recorded.\n\nThe will provides in part: "${devise}"\n\nEntered this ${ordDate(t)}.\n\n______________________________\nJudge`);
        break;
      case 'VA':
        lines.push(`VIRGINIA: In the Clerk's Office of the Circuit Court of ${county.name} County, on the ${ordDate(t)}.\n\nThe last will and testament of ${dn}, deceased, who died on the ${ordDate(death)}, dated the ${ordDate(willDate)}, was this day produced before the Clerk and proved by the oaths of the subscribing witnesses thereto, and is ordered to be recorded.\n\nThe will provides: "${devise}"\n\nTeste: ${r.pick(CLERKS)}, Clerk`);
        break;
    }
  }
  const rec = t + 1 + r.int(60);
  d.rec = a.id === 'OH' || !probate ? rec : null; // a will book entry states no filing date of its own
  if (probate && a.id !== 'OH') lines.push(`Recorded in Will Book ${g.book('will', t)}, Page ${1 + r.int(500)}, and in ${g.citeRef('deed', t)}.`);
  else if (probate) lines.push(g.stamp(county, rec, 'deed', 'certificate'));
  if (!probate) lines[lines.length - 1] = g.stamp(county, rec, 'deed', 'affidavit');
  const file = g.emit(b, lines.join('\n\n'), farm.tracts, d, estates.includes('fee'), estates);
  for (const e of estates) g.link(file, farm.tracts, e, [{ pid: dec, joiner: false }], heirs.map((h) => ({ pid: h, joiner: false })));
  return file;
}

function mortgageDoc(g: Gen, farm: Farm, t: Day, from: Member[]): string {
  const r = g.r;
  const a = g.area;
  const dot = a.id === 'WV' || a.id === 'VA';
  const b = new DocB(g, 'deed_of_trust', r.chance(0.2));
  const d = stdDates(g, t, 0);
  const lender = g.bank(farm.county);
  const gs = renderSide(b, from, 'grantor', t);
  const sig = signatures(b, from, t);
  const amt = `$${(500 + r.int(80) * 250).toLocaleString('en-US')}.00`;
  let text: string;
  if (dot) {
    const p1 = g.newPerson({ female: false, last: r.pick(['Hoge', 'Lowther', 'Poling', 'Swann', 'Keys']), birth: yearOf(t) - 40 - r.int(15), county: farm.county.name });
    const p2 = g.newPerson({ female: false, last: r.pick(['Marks', 'Tustin', 'Fetty', 'Mackey', 'Rhodes']), birth: yearOf(t) - 35 - r.int(15), county: farm.county.name });
    const t1 = b.party(p1.id, 'grantee');
    const t2 = b.party(p2.id, 'grantee');
    text = `DEED OF TRUST\n\nTHIS DEED OF TRUST, made this ${ordDate(t)}, by and between ${gs}, parties of the first part, and ${t1} and ${t2}, Trustees, parties of the second part.\n\nWITNESSETH: That the parties of the first part do hereby grant and convey unto the said Trustees the following described real estate:\n\n${descs(g, farm.tracts)}\n\nIN TRUST, to secure the payment of a certain negotiable promissory note of even date herewith in the sum of ${amt}, payable to the order of ${b.party(lender, 'other')}, with interest.\n\n${dating(g, d, true)}\n\n${sig.block}`;
  } else {
    text = `MORTGAGE\n\nTHIS MORTGAGE, made the ${ordDate(t)}, between ${gs}, hereinafter called the Mortgagors, and ${b.party(lender, 'grantee')}, hereinafter called the Mortgagee.\n\nWITNESSETH, that the Mortgagors, to secure the payment of ${amt} according to their bond or note of even date herewith, do hereby grant and convey unto the Mortgagee, its successors and assigns, the following described premises:\n\n${descs(g, farm.tracts)}\n\nPROVIDED, that if the Mortgagors shall pay said sum with interest as therein provided, this mortgage shall be void.\n\n${dating(g, d, true)}\n\n${sig.block}`;
  }
  const pre = g.ref('mort', d.rec!);
  text += `\n\n${g.ack(farm.county, sig.names, d.exec ?? null, d.ack!)}\n\n${g.stamp(farm.county, d.rec!, 'mort', dot ? 'deed of trust' : 'mortgage', pre)}`;
  const file = g.emit(b, text, farm.tracts, d, false, []);
  farm.mortgage = { owners: [...farm.owners], spouses: from.filter((m) => m.joiner).map((m) => m.pid), lender, date: t, ref: pre.text };
  return file;
}

function easementDoc(g: Gen, farm: Farm, t: Day, from: Member[]): string {
  const r = g.r;
  const b = new DocB(g, 'easement', r.chance(0.3));
  const d = stdDates(g, t);
  const co = g.org('pipeline', yearOf(t));
  const gs = renderSide(b, from, 'grantor', t);
  const cn = b.party(co, 'grantee');
  const sig = signatures(b, from, t);
  const text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE RIGHT OF WAY', 'GRANT OF RIGHT OF WAY'])}\n\nFor and in consideration of ${r.pick(CONSID)}, the receipt of which is hereby acknowledged, ${gs}, hereinafter called Grantor, do${from.length > 1 ? '' : 'es'} hereby grant and convey unto ${cn}, its successors and assigns, hereinafter called Grantee, a right of way to lay, maintain, operate, replace and remove a pipe line for the transportation of gas, oil or water, on, over and through the following described land:\n\n${descs(g, farm.tracts, false)}\n\nThe Grantee shall pay any damages to crops, fences and timber caused by the construction and maintenance of said line. The right of way shall be ${r.pick(['fifty (50)', 'thirty (30)', 'twenty-five (25)'])} feet in width.\n\n${dating(g, d, false)}\n\n${sig.block}\n\n${g.ack(farm.county, sig.names, d.exec ?? null, d.ack!)}\n\n${g.stamp(farm.county, d.rec!, 'deed', 'right of way')}`;
  return g.emit(b, text, farm.tracts, d, false, []);
}

function stipulationDoc(g: Gen, farm: Farm, t: Day, owners: Array<{ pid: string; f: Fr }>): string {
  const b = new DocB(g, 'other', false);
  const d = stdDates(g, t, 0);
  const ms = owners.map((o) => ({ pid: o.pid, joiner: false }));
  const rows = owners.map((o) => `${b.party(o.pid, 'other')} ........ ${frStr(o.f)}`).join('\n');
  const sig = signatures(b, ms, t);
  const text = `STIPULATION OF INTEREST\n\nWHEREAS, the undersigned are the owners of all of the oil and gas in and under the following described lands:\n\n${descs(g, farm.tracts, false)}\n\nNOW, THEREFORE, the undersigned do hereby stipulate, declare and agree that they own the oil and gas in and under said lands, and all royalties accruing therefrom, in the following proportions:\n\n${rows}\n\nThis stipulation shall be binding upon the heirs, successors and assigns of the parties.\n\n${dating(g, d, false)}\n\n${sig.block}\n\n${g.ack(farm.county, sig.names.length ? sig.names : ['the parties'], d.exec ?? null, d.ack!, sig.org)}\n\n${g.stamp(farm.county, d.rec!, 'misc', 'stipulation')}`;
  return g.emit(b, text, farm.tracts, d, false, []);
}

// ---------------------------------------------------------------------------------------------
// The simulation of one package

function newBuyer(g: Gen, t: Day, county: County, married = 0.65): Person {
  const y = yearOf(t);
  const p = g.newPerson({ birth: y - 25 - g.r.int(20), county: g.r.chance(0.8) ? county.name : g.r.pick(g.area.counties).name });
  if (g.r.chance(married)) g.marry(p);
  return p;
}
const uniq = (xs: string[]) => [...new Set(xs)];

function simulate(g: Gen, docsPerPackage: number): void {
  const r = g.r;
  const a = g.area;
  const nf = Math.max(3, Math.round(docsPerPackage / 11));
  const start = 1885 + r.int(25);
  const used = new Set<string>();
  const processed = new Set<string>();
  const county0 = r.pick(a.counties);
  for (let i = 0; i < nf; i++) {
    const county = r.chance(0.7) ? county0 : r.pick(a.counties);
    const nt = i < 2 ? 1 : r.chance(0.45) ? 2 : 1;
    const tracts = Array.from({ length: nt }, () => makeTract(g, county, used));
    const farm: Farm = { idx: i, tracts, owners: [], feeMin: [1, 1], mins: [], lease: null, last: dayOf(start, 1, 1), mortgage: null, county };
    const first = g.newPerson({ birth: start - 30 - r.int(25), county: county.name, female: false });
    if (r.chance(0.75)) g.marry(first);
    farm.owners = [first.id];
    if (a.sovereign && nt === 1 && r.chance(0.4)) {
      const sov = g.org('buyer', 0);
      void sov;
      let sid = g.orgIds.get(a.sovereign);
      if (!sid) {
        sid = `h${g.name}-s`;
        g.orgIds.set(a.sovereign, sid);
        g.persons.set(sid, { id: sid, org: true, forms: [a.sovereign], first: '', middle: '', last: '', suffix: '', female: false, birth: 0, death: null, spouse: null, residence: '', stateName: '' });
      }
      const pd = dayOf(start - 1 - r.int(6), 1 + r.int(12), 1 + r.int(28));
      patentDoc(g, farm, pd, sid, first.id);
    }
    g.farms.push(farm);
  }
  // namesake: a buyer of another county who bears a holder's full name, planted once
  let namesakeDone = !r.chance(0.8);
  const plan = { bca: 0, mth: 1, gnr: r.int(nf), bcaDone: false, mthDone: false, gnrDone: false, mthReady: false };
  const span = (2023 - start) * 365;
  const step = Math.max(90, Math.floor((span / docsPerPackage) * 1.5));
  let t = dayOf(start, 3, 1);
  let tick = 0;
  const ticks = Math.ceil(span / (step / 2 + 60));

  const deaths = (now: Day) => {
    for (const farm of g.farms) {
      const holders = uniq([...farm.owners, ...farm.mins.map((m) => m.pid)]);
      for (const h of holders) {
        const p = g.persons.get(h)!;
        if (p.org || p.death === null || p.death > now || processed.has(`${farm.idx}:${h}`)) continue;
        processed.add(`${farm.idx}:${h}`);
        const estates: EstateType[] = [];
        if (farm.owners.includes(h)) estates.push('fee');
        const mf = farm.mins.find((m) => m.pid === h);
        if (mf) estates.push('mineral');
        const when = Math.min(now, Math.max(p.death + 20 + r.int(400), farm.last + 1));
        // an executor sells a sole owner's land
        if (estates.length === 1 && estates[0] === 'fee' && farm.owners.length === 1 && !farm.mins.some((m) => m.pid === h) && r.chance(0.18)) {
          const buyer = newBuyer(g, when, farm.county);
          const to = g.side([buyer.id], when, false).concat(buyer.spouse && r.chance(0.5) ? [{ pid: buyer.spouse, joiner: false }] : []);
          const { file } = deedDoc(g, farm, when, { from: [{ pid: h, joiner: false }], to, kind: 'warranty', reserve: null, special: 'fiduciary' });
          g.link(file, farm.tracts, 'fee', [{ pid: h, joiner: false }], to);
          farm.owners = to.map((m) => m.pid);
          if (farm.lease && farm.feeMin[0] > 0) farm.lease.stale = true;
          farm.last = when;
          continue;
        }
        const heirs: string[] = [];
        if (p.spouse && g.alive(p.spouse, p.death)) heirs.push(p.spouse);
        const nk = 1 + r.int(3);
        for (let k = 0; k < nk; k++) {
          const male = r.chance(0.55);
          const jr = k === 0 && male && !p.female && !p.suffix && r.chance(0.35);
          const birth = Math.max(p.birth + 22 + r.int(16), yearOf(p.death) - 50);
          const c = g.newPerson({ female: !male, last: p.female && p.spouse ? p.last : p.last, birth, county: r.chance(0.7) ? farm.county.name : r.pick(a.counties).name, ...(jr ? { first: p.first, middle: p.middle || 'Lee', suffix: 'Jr.', namesake: true } : {}) });
          if (jr) p.fatherOf = c.id;
          if (!g.alive(c.id, when)) continue;
          if (yearOf(when) - birth < 18) c.minorUntil = dayOf(birth + 18, 6, 1);
          else if (r.chance(0.55)) g.marry(c);
          heirs.push(c.id);
        }
        if (!heirs.length) heirs.push(newBuyer(g, when, farm.county).id);
        deathDoc(g, farm, when, h, heirs, estates, r.chance(0.4));
        if (farm.owners.includes(h)) farm.owners = uniq([...farm.owners.filter((x) => x !== h), ...heirs]);
        if (mf) {
          farm.mins = farm.mins.filter((m) => m.pid !== h);
          for (const hh of heirs) {
            const ex = farm.mins.find((m) => m.pid === hh);
            if (ex) ex.f = frAdd(ex.f, frDiv(mf.f, heirs.length));
            else farm.mins.push({ pid: hh, f: frDiv(mf.f, heirs.length) });
          }
        }
        if (farm.lease && farm.lease.lessors.includes(h)) farm.lease.stale = true;
        farm.last = when;
      }
    }
  };

  const sale = (farm: Farm, now: Day, forceGap = false) => {
    const from = g.side(farm.owners, now);
    const adults = farm.owners.filter((o) => !g.persons.get(o)!.org && !(g.persons.get(o)!.minorUntil! > now));
    // heirs' deed to one of them
    if (!forceGap && farm.owners.length > 1 && adults.length && r.chance(0.5)) {
      const taker = r.pick(adults);
      const fromH = from.filter((m) => m.pid !== taker && !(m.joiner && g.persons.get(m.pid)!.spouse === taker));
      const minors = new Map<string, string>();
      for (const o of farm.owners) {
        const op = g.persons.get(o)!;
        if (op.minorUntil && op.minorUntil > now && o !== taker) {
          const parent = farm.owners.find((x) => { const xp = g.persons.get(x)!; return !xp.org && xp.spouse && !xp.minorUntil && xp.female; });
          minors.set(o, parent ?? `${r.pick(FEMALE)} ${op.last}`);
        }
      }
      const { file } = deedDoc(g, farm, now, { from: fromH, to: [{ pid: taker, joiner: false }], kind: r.chance(0.5) ? 'quitclaim' : 'warranty', reserve: null, minorGuardian: minors.size ? minors : undefined });
      g.link(file, farm.tracts, 'fee', fromH, [{ pid: taker, joiner: false }]);
      farm.owners = [taker];
      if (farm.lease && farm.feeMin[0] > 0) farm.lease.stale = true;
      return;
    }
    // a buyer (now and then a namesake of a holder of another farm, of another county)
    let buyer: Person;
    const other = g.farms.flatMap((f) => f.owners).map((id) => g.persons.get(id)!).find((p) => !p.org && !p.suffix && p.middle && p.residence);
    if (!namesakeDone && other && a.counties.length > 1 && tick > ticks * 0.3) {
      const county = a.counties.find((c) => c.name !== other.residence)!;
      buyer = g.newPerson({ first: other.first, middle: other.middle, last: other.last, female: other.female, birth: other.birth + 30 + r.int(15), county: county.name, namesake: true });
      namesakeDone = true;
    } else buyer = newBuyer(g, now, farm.county);
    const to: Member[] = [{ pid: buyer.id, joiner: false }];
    if (buyer.spouse && r.chance(0.5)) to.push({ pid: buyer.spouse, joiner: false });
    const single = farm.owners.length === 1 && !g.persons.get(farm.owners[0])!.org;
    const yr = yearOf(now);
    let reserve: Fr | null = null;
    if (!forceGap && single && farm.feeMin[0] > 0 && r.chance(0.25)) reserve = r.chance(0.5) ? farm.feeMin : frDiv(farm.feeMin, 2);
    let special: DeedOpts['special'];
    const sp = g.persons.get(farm.owners[0])!;
    if (!forceGap && farm.mortgage && farm.mortgage.owners.join() === farm.owners.join() && r.chance(0.5)) special = a.id === 'WV' || a.id === 'VA' ? 'trustee' : 'sheriff';
    else if (!forceGap && single && yr < 1965 && r.chance(0.06)) special = 'tax';
    else if (!forceGap && single && !(sp.spouse && g.alive(sp.spouse, now)) && r.chance(0.25)) special = 'aif';
    let fromM = from;
    if (special === 'sheriff' || special === 'trustee') {
      fromM = [...farm.mortgage!.owners.map((pid) => ({ pid, joiner: false })), ...farm.mortgage!.spouses.filter((s) => g.alive(s, now)).map((pid) => ({ pid, joiner: true }))];
      if (r.chance(0.3)) { to.length = 0; to.push({ pid: farm.mortgage!.lender, joiner: false }); }
      farm.mortgage = null;
      reserve = null;
    }
    if (special === 'tax') { fromM = [{ pid: farm.owners[0], joiner: false }]; reserve = null; }
    if (special === 'aif') fromM = [{ pid: farm.owners[0], joiner: false }];
    const kind: DeedKind = special ? 'warranty' : r.pick<DeedKind>(a.id === 'PA' ? ['special', 'special', 'warranty', 'quitclaim'] : ['warranty', 'warranty', 'special', 'quitclaim']);
    const misspell = !forceGap && !special && r.chance(0.07) && !g.persons.get(to[0].pid)!.org ? (() => { const p = g.persons.get(to[0].pid)!; return `${p.first} ${p.middle ? `${p.middle[0]}. ` : ''}${p.last.length > 4 ? p.last.slice(0, -2) + p.last.slice(-1) : p.last + 'e'}`; })() : undefined;
    const { file, dates } = deedDoc(g, farm, now, { from: fromM, to, kind, reserve, special, misspell });
    g.link(file, farm.tracts, 'fee', fromM, to);
    if (reserve) {
      farm.mins.push({ pid: farm.owners[0], f: reserve });
      farm.feeMin = frSub(farm.feeMin, reserve);
    }
    if (misspell && fromM.every((m) => g.alive(m.pid, now + 400))) {
      const ct = now + 60 + r.int(300);
      const { file: cf } = deedDoc(g, farm, ct, { from: fromM, to, kind, reserve, special: 'correction', recital: `This deed is made to correct the name of the grantee in that certain deed dated ${longDate(dates.exec ?? now)}, and recorded in ${g.citeRef('deed', dates.rec!)}, wherein the grantee's name was erroneously written as "${misspell}". It is the intention of the grantors to vest title in the grantee as named herein.` });
      for (const tr of farm.tracts) for (const f of fromM) for (const tt of to) g.links.push({ tract: tr.key, estate: 'fee', doc: cf, from: f.pid, to: tt.pid, required: false });
      farm.last = ct;
    }
    farm.owners = to.map((m) => m.pid);
    if (farm.lease && farm.feeMin[0] > 0) farm.lease.stale = true;
    // the planted conveyance before acquisition: the buyer had sold before this deed
    if (forceGap) {
      const room = now - farm.last - 30;
      const delta = Math.min(90 + r.int(900), room);
      const early = now - delta;
      const b2 = newBuyer(g, early, farm.county);
      const to2: Member[] = [{ pid: b2.id, joiner: false }];
      if (b2.spouse && r.chance(0.5)) to2.push({ pid: b2.spouse, joiner: false });
      const from2 = g.side(to.map((m) => m.pid), early);
      const { file: f2 } = deedDoc(g, farm, early, { from: from2, to: to2, kind: r.chance(0.5) ? 'warranty' : 'quitclaim', reserve: null });
      g.link(f2, farm.tracts, 'fee', from2, to2);
      g.gap(f2, farm.tracts, 'fee', 'conveyed_before_acquired');
      farm.owners = to2.map((m) => m.pid);
    }
  };

  const mineralOut = (farm: Farm, now: Day) => {
    const holder = farm.mins.find((m) => !g.persons.get(m.pid)!.org && !g.persons.get(m.pid)!.minorUntil);
    if (holder && r.chance(0.5)) {
      const to = r.chance(0.3) ? g.org('buyer', yearOf(now)) : newBuyer(g, now, farm.county).id;
      const from = g.side([holder.pid], now);
      mineralDoc(g, farm, farm.tracts, now, from, [{ pid: to, joiner: false }], holder.f, 'being all of the interest owned by the grantor therein');
      farm.mins = farm.mins.filter((m) => m !== holder);
      const ex = farm.mins.find((m) => m.pid === to);
      if (ex) ex.f = frAdd(ex.f, holder.f);
      else farm.mins.push({ pid: to, f: holder.f });
    } else if (farm.feeMin[0] > 0 && !farm.owners.some((o) => g.persons.get(o)!.minorUntil! > now)) {
      const f = r.chance(0.5) ? frDiv(farm.feeMin, 2) : farm.feeMin[0] === farm.feeMin[1] ? fr(1, 4) : farm.feeMin;
      const to = r.chance(0.25) ? g.org('buyer', yearOf(now)) : newBuyer(g, now, farm.county).id;
      mineralDoc(g, farm, farm.tracts, now, g.side(farm.owners, now), [{ pid: to, joiner: false }], f, 'of the whole');
      farm.feeMin = frSub(farm.feeMin, f);
      const ex = farm.mins.find((m) => m.pid === to);
      if (ex) ex.f = frAdd(ex.f, f);
      else farm.mins.push({ pid: to, f });
    } else return false;
    if (farm.lease) farm.lease.stale = true;
    return true;
  };

  const gapMore = (farm: Farm, now: Day): boolean => {
    const h = farm.mins.find((m) => !g.persons.get(m.pid)!.org && !g.persons.get(m.pid)!.minorUntil && frVal(m.f) <= 0.5);
    if (!h) {
      if (farm.feeMin[0] === 0 || farm.owners.some((o) => g.persons.get(o)!.minorUntil! > now)) return false;
      const f = frVal(farm.feeMin) >= 0.5 ? fr(1, 4) : frDiv(farm.feeMin, 2);
      const p = newBuyer(g, now, farm.county);
      mineralDoc(g, farm, farm.tracts, now, g.side(farm.owners, now), [{ pid: p.id, joiner: false }], f, 'of the whole');
      farm.feeMin = frSub(farm.feeMin, f);
      farm.mins.push({ pid: p.id, f });
      if (farm.lease) farm.lease.stale = true;
      return false;
    }
    const to = newBuyer(g, now, farm.county).id;
    const file = mineralDoc(g, farm, farm.tracts, now, g.side([h.pid], now), [{ pid: to, joiner: false }], frMul(h.f, 2), 'of the whole');
    g.gap(file, farm.tracts, 'mineral', 'conveyed_more_than_held');
    farm.mins = farm.mins.filter((m) => m !== h);
    farm.mins.push({ pid: to, f: h.f });
    if (farm.lease) farm.lease.stale = true;
    return true;
  };

  const wild = (farm: Farm, now: Day) => {
    const owner = g.persons.get(farm.owners[0])!;
    const s = g.newPerson({ birth: yearOf(now) - 30 - r.int(30), last: !owner.org && r.chance(0.5) ? owner.last : undefined, county: r.pick(a.counties).name });
    if (r.chance(0.5)) g.marry(s);
    const to = r.chance(0.4) ? g.org('buyer', yearOf(now)) : newBuyer(g, now, farm.county).id;
    const from = g.side([s.id], now);
    const file = mineralDoc(g, farm, [farm.tracts[0]], now, from, [{ pid: to, joiner: false }], r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]), 'of the whole');
    g.gap(file, [farm.tracts[0]], 'mineral', 'grantor_never_received');
  };

  const lessorsOf = (farm: Farm): string[] => uniq([...(farm.feeMin[0] > 0 ? farm.owners : []), ...farm.mins.filter((m) => m.f[0] > 0).map((m) => m.pid)]);

  const ev = (farm: Farm, now: Day) => {
    const L = farm.lease;
    const live = L && !L.stale;
    const hasMinor = lessorsOf(farm).some((o) => g.persons.get(o)!.minorUntil! > now);
    const opts: Array<[string, number]> = [
      ['deed', 18], ['mineral', 8], ['royalty', 3], ['lease', !live && !hasMinor ? 22 : L && now - L.date > 365 * 12 && !hasMinor ? 4 : 0],
      ['assign', live ? 12 : 0], ['release', live && now - L!.date > 365 * 3 ? 8 : 0], ['mortgage', farm.mortgage || farm.owners.some((o) => g.persons.get(o)!.org) ? 0 : 4],
      ['easement', 3], ['stip', farm.mins.length && farm.owners.length < 4 && !hasMinor ? 2 : 0],
    ];
    const tot = opts.reduce((s, o) => s + o[1], 0);
    let x = r.next() * tot;
    let kind = 'deed';
    for (const [k, w] of opts) { if ((x -= w) < 0) { kind = k; break; } }
    switch (kind) {
      case 'deed': sale(farm, now); break;
      case 'mineral': if (!mineralOut(farm, now)) sale(farm, now); break;
      case 'royalty': {
        const h = farm.mins.find((m) => !g.persons.get(m.pid)!.minorUntil);
        const from = h ? g.side([h.pid], now) : g.side(farm.owners, now);
        if (!h && hasMinor) { sale(farm, now); break; }
        royaltyDoc(g, farm, now, from, [{ pid: newBuyer(g, now, farm.county, 0).id, joiner: false }]);
        break;
      }
      case 'lease': {
        const holders = lessorsOf(farm);
        if (!holders.length) break;
        const ms = g.side(holders, now);
        const lessee = g.org('lessee', yearOf(now));
        const res = leaseDoc(g, farm, now, ms, lessee);
        farm.lease = { file: res.file, lessors: holders, spouses: ms.filter((m) => m.joiner).map((m) => m.pid), holders: [lessee], lessee, date: res.d.eff ?? res.d.exec ?? now, ref: res.ref, stale: false, farm };
        break;
      }
      case 'assign': {
        const key = L!.holders.join();
        const leases = [L!, ...g.farms.filter((f) => f !== farm && f.lease && !f.lease.stale && f.lease.holders.join() === key && yearOf(now) >= 1970 && r.chance(0.7)).map((f) => f.lease!)];
        const assignee = g.org('lessee', yearOf(now), L!.holders);
        if (L!.holders.includes(assignee)) break;
        const partial = r.chance(0.25);
        assignDoc(g, leases, now, assignee, partial);
        for (const l of leases) l.holders = partial ? [...l.holders, assignee] : [assignee];
        break;
      }
      case 'release': releaseDoc(g, L!, now); farm.lease = null; break;
      case 'mortgage': mortgageDoc(g, farm, now, g.side(farm.owners, now)); break;
      case 'easement': if (!hasMinor) easementDoc(g, farm, now, g.side(farm.owners, now)); break;
      case 'stip': {
        const own = farm.feeMin[0] > 0 ? farm.owners.map((o) => ({ pid: o, f: frDiv(farm.feeMin, farm.owners.length) })) : [];
        const all = [...own];
        for (const m of farm.mins) { const ex = all.find((x) => x.pid === m.pid); if (ex) ex.f = frAdd(ex.f, m.f); else all.push({ ...m }); }
        stipulationDoc(g, farm, now, all);
        break;
      }
    }
    farm.last = Math.max(farm.last, now);
  };

  const endDay = dayOf(2023, 6, 1);
  while (g.docs.length < docsPerPackage && t < endDay - 400) {
    t += 60 + r.int(step);
    if (t >= endDay - 400) break;
    tick++;
    deaths(t);
    const farm = r.pick(g.farms);
    if (!plan.bcaDone && farm.idx === plan.bca && tick > ticks * 0.15 && t - farm.last > 400) { sale(farm, t, true); plan.bcaDone = true; farm.last = t; continue; }
    if (!plan.mthDone && farm.idx === plan.mth && tick > ticks * 0.3) { plan.mthDone = gapMore(farm, t); farm.last = t; continue; }
    if (!plan.gnrDone && farm.idx === plan.gnr && tick > ticks * 0.25 && r.chance(0.5)) { wild(farm, t); plan.gnrDone = true; continue; }
    ev(farm, t);
  }
  // gaps not yet planted
  let tt = Math.min(t, endDay - 400) + 120;
  if (!plan.bcaDone) { deaths(tt); const f = g.farms[plan.bca]; tt = Math.max(tt, f.last + 500); sale(f, tt, true); f.last = tt; }
  for (let k = 0; k < 3 && !plan.mthDone; k++) { tt += 200; deaths(tt); const f = g.farms[plan.mth]; plan.mthDone = gapMore(f, tt); f.last = tt; }
  if (!plan.gnrDone) { tt += 150; wild(g.farms[plan.gnr], tt); }
}

// ---------------------------------------------------------------------------------------------

export const generateHeldoutH: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < packages; i++) {
    const r = seededRng(seed * 7919 + i * 104729 + 17);
    const area = AREAS[(seed + i) % AREAS.length];
    const g = new Gen(r, area, `h${seed}-${i + 1}-${area.id.toLowerCase()}`);
    simulate(g, docsPerPackage);
    // shuffle the instruments: the package is a pile of copies
    const docs = [...g.docs];
    for (let k = docs.length - 1; k > 0; k--) { const j = r.int(k + 1); [docs[k], docs[j]] = [docs[j], docs[k]]; }
    out.push({ name: g.name, docs, links: g.links, gaps: g.gaps });
  }
  return out;
};
