// Held-out set E: whole packages of recorded land instruments, in wordings of their own, with the
// truth of every field, party, chain link and planted gap. Each package is one area whose farms
// (one or two tracts travelling together in the fee chain) pass through time on one clock,
// 1890-2023: Wyoming (Sixth P.M.: Campbell, Converse, Sweetwater), Montana (Principal Meridian:
// Richland, Roosevelt, Fallon), Colorado (Sixth P.M.: Weld, Logan), Arkansas (Fifth P.M.:
// Columbia, Union), Louisiana (Louisiana Meridian: Caddo, De Soto, Bossier Parishes) and two Texas
// areas (Reeves, Pecos and Ward: GH&SA, H&GN, I&GN, TT RR and BS&F surveys; Coke, Runnels and Tom
// Green: GC&SF sections and named surveys by metes and bounds). Instruments: patents of the United
// States and the State of Texas, first deeds of land-grant railways (often reserving the
// minerals), warranty, special warranty and quitclaim deeds (some reserving minerals), correction
// deeds, sheriff's deeds after a mortgage foreclosure, county tax deeds, mineral deeds, mineral
// conveyances by companies, royalty deeds, affidavits of heirship, probates (Louisiana judgments
// of possession, decrees of distribution, orders admitting wills as muniments, letters
// testamentary reciting the devise), oil and gas leases (old rental forms, paid-up forms,
// Louisiana acts) and memoranda, lease ratifications, assignments (whole, of an undivided part, of
// depths), releases and partial releases, easements and rights of way, mortgages and deeds of
// trust, division orders. Wordings vary: recitals first or last, descriptions in exhibits,
// statutory short forms, indentures, Louisiana authentic acts, index captions, all capitals.
// People recur under name variants; planted gaps about one of each kind per package. Texts are
// clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of set D's header (bench/documents-heldout-d.ts), followed exactly,
// and these for what set E adds (a title examiner's reading):
// - survey short forms: "GC&SF RR Co. Survey", "GH&SA RR Co. Survey", "I&GN RR Co. Survey",
//   "H&GN RR Co. Survey", "TT RR Co. Survey", and for the Beaty, Seale & Forwood lands, which
//   are no railroad, "BS&F Survey" (initials without periods, as the railroad forms);
// - Louisiana: `county` is the parish's name without "Parish" ("De Soto"); township and range as
//   elsewhere ("17N", "15W");
// - township-range shorthand ("SW/4 Sec. 12, 48-70" in a Wyoming or Colorado instrument) is
//   township "48N", range "70W": those counties lie wholly north and west of their meridian;
// - a correction deed has the category of the deed it corrects (a "Correction Warranty Deed" is
//   a warranty_deed), conveys_fee and estates as that deed; it links its grantors to its grantees
//   again, with `required: false` (the chain already passed by the corrected deed); no gap;
// - a sheriff's deed (foreclosure or execution sale) and a tax deed (county treasurer, or a
//   Louisiana sheriff as ex-officio tax collector) are warranty_deed (the plain "deed of the
//   land" category: neither a special warranty nor a release of a claim), conveys_fee true,
//   ["fee"]; the sheriff, treasurer or collector is an officer and no party; the owner whose
//   title is sold (the defendant, the owner assessed) is the grantor, linked to the purchaser;
//   the foreclosing creditor is a party only when it is the purchaser;
// - a company's "Mineral Conveyance" (or "Conveyance of Mineral Interest") is a mineral_deed;
// - a quitclaim of the oil, gas and minerals only is quitclaim_deed, conveys_fee false,
//   ["mineral"]; a quitclaim of the land is quitclaim_deed, conveys_fee true, ["fee"];
// - a lease ratification is an oil_and_gas_lease: the ratifying owners `lessor`, the present
//   holders of the lease it names (who may be assignees, not the original lessee) `lessee`;
//   ["leasehold"]; links ratifier -> each holder (`required: false` for a spouse who only
//   joins); the lease's original lessors and lessee recited in it are no parties;
// - a partial release is a release_of_lease of the tracts it releases (a release "insofar as
//   the lease covers" one tract of two describes that tract only) or of depths (then all the
//   lease's tracts); parties and links as a release; a release recites the lessors of the lease
//   and of its ratifications, all `lessor`;
// - a partial assignment (an undivided part, or depths) links assignor -> assignee like a whole
//   one; the assignor still holds the rest;
// - Louisiana authentic acts ("Thus done and passed before me ... on this 4th day of May, 1948")
//   have execution_date and acknowledgment_date both the day of passing; a judgment of
//   possession is probate, execution_date the day it is signed;
// - a Colorado deed of trust to "the Public Trustee of Weld County" has that office as its
//   trustee party, `grantee`, named "Public Trustee of Weld County";
// - a division order's parties (the operator or purchaser and every owner listed) are `other`;
//   its "Date:" line is the execution date, its "Effective" line the effective date, and it has a
//   recording date only when it bears a filing stamp;
// - the affiant of an affidavit of heirship is a neighbour, never an heir, role `other`.
import type { DocCategory, EstateType, GapKind, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';
import { numberWords } from './number-words.js';

// ---------------------------------------------------------------- numbers, fractions, dates

const words = numberWords;
const words2 = words;
const joinAnd = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const money = (n: number) => `${words(n)} dollars ($${n.toLocaleString('en-US')}.00)`;
const cap = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const Words = (n: number) => cap(words(n));

function ordinalWord(n: number): string {
  const w = words(n);
  const irregular: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  const m = /([a-z]+)$/.exec(w)!;
  const last = m[1];
  const rep = irregular[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return w.slice(0, w.length - last.length) + rep;
}
const ordinalNum = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

function yearWords(y: number): string {
  return `one thousand ${words(Math.floor(y / 100) * 100 - 1000)}${y % 100 ? ` and ${words(y % 100)}` : ''}`;
}
function yearWordsShort(y: number): string {
  return `${words(Math.floor(y / 100))} hundred${y % 100 ? ` ${words(y % 100)}` : ''}`;
}

type Fr = [number, number];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => {
  const g = gcd(Math.abs(n), Math.abs(d)) || 1;
  return [n / g, d / g];
};
const fmul = (a: Fr, b: Fr) => fr(a[0] * b[0], a[1] * b[1]);
const fadd = (a: Fr, b: Fr) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const fsub = (a: Fr, b: Fr) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const fval = (a: Fr) => a[0] / a[1];
const fstr = (a: Fr) => `${a[0]}/${a[1]}`;

function fracWords(a: Fr): string {
  const [n, d] = a;
  if (n === d) return 'all';
  const den = d === 2 ? (n === 1 ? 'half' : 'halves') : `${ordinalWord(d)}${n > 1 ? 's' : ''}`;
  return `${words(n)}-${den}`;
}

const D0 = Date.UTC(1880, 0, 1);
const iso = (t: number) => new Date(D0 + t * 864e5).toISOString().slice(0, 10);
const ymd = (t: number): [number, number, number] => {
  const d = new Date(D0 + t * 864e5);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};
const yearOf = (t: number) => ymd(t)[0];
const dayOf = (y: number, m = 1, d = 1) => Math.round((Date.UTC(y, m - 1, d) - D0) / 864e5);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as instruments write it. */
function fd(t: number, style: 'mdy' | 'day' | 'dayAD' | 'num' | 'num0' | 'words' | 'lord' | 'dmy' | 'mdyShort'): string {
  const [y, m, d] = ymd(t);
  switch (style) {
    case 'mdy':
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'mdyShort':
      return `${MONTHS[m - 1].slice(0, 3)}. ${d}, ${y}`;
    case 'day':
      return `${ordinalNum(d)} day of ${MONTHS[m - 1]}, ${y}`;
    case 'dayAD':
      return `${ordinalNum(d)} day of ${MONTHS[m - 1]}, A.D. ${y}`;
    case 'num':
      return `${m}/${d}/${y}`;
    case 'num0':
      return `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}-${y}`;
    case 'words':
      return `${ordinalWord(d)} day of ${MONTHS[m - 1]}, ${yearWordsShort(y)}`;
    case 'lord':
      return `${ordinalWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${yearWords(y)}`;
    case 'dmy':
      return `${d} ${MONTHS[m - 1]} ${y}`;
  }
}

// ---------------------------------------------------------------- names and places

const MALE = ['John', 'William', 'James', 'Charles', 'George', 'Henry', 'Frank', 'Joseph', 'Edward', 'Robert', 'Thomas', 'Walter', 'Harry', 'Albert', 'Arthur', 'Fred', 'Louis', 'Carl', 'Oscar', 'Elmer', 'Clarence', 'Roy', 'Earl', 'Ralph', 'Leonard', 'Floyd', 'Chester', 'Herman', 'Otto', 'Lester', 'Virgil', 'Homer', 'Marion', 'Wesley', 'Calvin', 'Emil', 'August', 'Ulysses', 'Dewey', 'Raymond', 'Glen', 'Dale', 'Wayne', 'Duane', 'Kenneth', 'Gary', 'Dennis', 'Randall', 'Travis', 'Milo', 'Amos', 'Silas', 'Jesse', 'Everett'];
const FEMALE = ['Mary', 'Anna', 'Emma', 'Elizabeth', 'Minnie', 'Margaret', 'Ida', 'Alice', 'Bertha', 'Sarah', 'Clara', 'Ella', 'Florence', 'Cora', 'Martha', 'Laura', 'Nellie', 'Grace', 'Hazel', 'Edna', 'Ethel', 'Mabel', 'Lillian', 'Gladys', 'Mildred', 'Ruth', 'Opal', 'Thelma', 'Inez', 'Velma', 'Lorene', 'Bernice', 'Hilda', 'Olga', 'Beulah', 'Dorothy', 'Shirley', 'Judith', 'Carol', 'Linda', 'Karen', 'Rosalie', 'Verna', 'Lucille'];
const MIDDLE_M = ['Lee', 'Ray', 'Dean', 'Allen', 'Eugene', 'Wesley', 'Franklin', 'Harold', 'Otis', 'Vernon', 'Lloyd', 'Burton', 'Clifford', 'Emmett', 'Jay', 'Edwin', 'Luther', 'Roscoe'];
const MIDDLE_F = ['Marie', 'Louise', 'Mae', 'Ann', 'Belle', 'Irene', 'Jean', 'Pearl', 'Kay', 'Faye', 'Ruth', 'Lou', 'Elaine', 'Rose'];

interface County {
  name: string;
  twp: [number, number];
  tdir: 'N' | 'S';
  rng: [number, number];
  rdir: 'E' | 'W';
  seat: string;
}
interface Survey {
  truth: string;
  forms: string[];
  company: string | null;
}
interface Area {
  code: string;
  st: string;
  stName: string;
  tx: boolean;
  parish: boolean;
  counties: County[];
  pm: string[];
  pmWords: string;
  shorthand: boolean;
  landOffice: string[];
  railway: string | null;
  surnames: string[];
  oil: string[];
  buyers: string[];
  banks: string[];
  pipes: string[];
  surveys: Survey[];
  named: string[];
  town: string[];
}

const RR: Record<string, Survey> = {
  GCSF: { truth: 'GC&SF RR Co. Survey', forms: ['GC&SF RR Co. Survey', 'G. C. & S. F. Ry. Co. Survey', 'Gulf, Colorado & Santa Fe Railway Company Survey', 'GC&SF Ry. Co. Survey'], company: 'Gulf, Colorado and Santa Fe Railway Company' },
  GHSA: { truth: 'GH&SA RR Co. Survey', forms: ['GH&SA RR Co. Survey', 'G. H. & S. A. Ry. Co. Survey', 'Galveston, Harrisburg & San Antonio Railway Company Survey', 'GH&SA Ry. Co. Survey'], company: 'Galveston, Harrisburg and San Antonio Railway Company' },
  IGN: { truth: 'I&GN RR Co. Survey', forms: ['I&GN RR Co. Survey', 'I. & G. N. R.R. Co. Survey', 'International & Great Northern Railroad Company Survey', 'I&GN Ry. Co. Survey'], company: 'International and Great Northern Railroad Company' },
  HGN: { truth: 'H&GN RR Co. Survey', forms: ['H&GN RR Co. Survey', 'H. & G. N. R.R. Co. Survey', 'Houston & Great Northern Railroad Company Survey', 'H&GN Ry. Co. Survey'], company: 'Houston and Great Northern Railroad Company' },
  TT: { truth: 'TT RR Co. Survey', forms: ['TT RR Co. Survey', 'T. T. R.R. Co. Survey', 'T.T. Ry. Co. Survey'], company: null },
  BSF: { truth: 'BS&F Survey', forms: ['BS&F Survey', 'B. S. & F. Survey', 'B.S.&F. Survey', 'Beaty, Seale & Forwood Survey'], company: null },
};

const AREAS: Area[] = [
  {
    code: 'WY', st: 'WY', stName: 'Wyoming', tx: false, parish: false,
    counties: [
      { name: 'Campbell', twp: [41, 57], tdir: 'N', rng: [69, 77], rdir: 'W', seat: 'Gillette' },
      { name: 'Converse', twp: [32, 41], tdir: 'N', rng: [67, 75], rdir: 'W', seat: 'Douglas' },
      { name: 'Sweetwater', twp: [14, 26], tdir: 'N', rng: [95, 108], rdir: 'W', seat: 'Green River' },
    ],
    pm: ['6th P.M.', 'Sixth Principal Meridian', '6th P. M.'], pmWords: 'sixth principal meridian', shorthand: true,
    landOffice: ['Douglas', 'Buffalo', 'Evanston', 'Cheyenne'], railway: 'Union Pacific Railroad Company',
    surnames: ['Lindquist', 'Haugen', 'Brekke', 'Sorensen', 'Thorson', 'Ostrander', 'McCaffrey', 'Pfister', 'Reinholt', 'Vogel', 'Kessler', 'Dunmire', 'Harnish', 'Wheelock', 'Cheney', 'Prather', 'Burnside', 'Gilchrist', 'Ashby', 'Merriman', 'Dorsett', 'Langworthy', 'Tisdale', 'Maycock'],
    oil: ['Powder River Basin Oil Company', 'Thunder Basin Exploration, Inc.', 'Belle Fourche Petroleum Corporation', 'Antelope Creek Resources, LLC', 'Teapot Dome Drilling Company'],
    buyers: ['Big Horn Royalty Company', 'Sandhill Minerals, Ltd.', 'Laramie Range Mineral Corporation'],
    banks: ['First National Bank of Gillette', 'Converse County Bank', 'Federal Land Bank of Omaha', 'Stockgrowers State Bank of Douglas'],
    pipes: ['Rocky Mountain Gathering Company', 'Bighorn Natural Gas Company', 'Wyoming Rural Electric Association'],
    surveys: [], named: [], town: ['Gillette', 'Douglas', 'Rock Springs', 'Casper', 'Wright'],
  },
  {
    code: 'MT', st: 'MT', stName: 'Montana', tx: false, parish: false,
    counties: [
      { name: 'Richland', twp: [22, 26], tdir: 'N', rng: [52, 59], rdir: 'E', seat: 'Sidney' },
      { name: 'Roosevelt', twp: [27, 30], tdir: 'N', rng: [48, 58], rdir: 'E', seat: 'Wolf Point' },
      { name: 'Fallon', twp: [4, 11], tdir: 'N', rng: [57, 62], rdir: 'E', seat: 'Baker' },
    ],
    pm: ['P.M.M.', 'Principal Meridian, Montana', 'Montana Principal Meridian'], pmWords: 'principal meridian, Montana', shorthand: false,
    landOffice: ['Miles City', 'Glasgow', 'Great Falls'], railway: 'Northern Pacific Railway Company',
    surnames: ['Kjelstad', 'Tollefson', 'Engebretson', 'Bjorge', 'Fiedler', 'Stroh', 'Haugland', 'Nygaard', 'Rasmussen', 'Pladsen', 'Whitmore', 'Gunderson', 'Esterly', 'Kolstad', 'Brenneman', 'Oakland', 'Sheehy', 'Lautenschlager', 'Finstad', 'McKittrick', 'Dahlquist', 'Ruud'],
    oil: ['Yellowstone Valley Oil Co.', 'Missouri Breaks Exploration Company', 'Sidney Basin Oil Corporation', 'Bainville Energy, L.L.C.', 'Cedar Creek Anticline Oil Company'],
    buyers: ['Big Sky Royalty Corporation', 'Northern Plains Mineral Company', 'Medicine Lake Minerals, Inc.'],
    banks: ['Stockmens Bank of Sidney', 'First State Bank of Wolf Point', 'Federal Land Bank of Spokane', 'Fallon County Bank'],
    pipes: ['Big Sky Gathering Company', 'Lower Yellowstone Rural Electric Association, Inc.', 'Williston Basin Pipe Line Company'],
    surveys: [], named: [], town: ['Sidney', 'Culbertson', 'Wolf Point', 'Baker', 'Fairview'],
  },
  {
    code: 'CO', st: 'CO', stName: 'Colorado', tx: false, parish: false,
    counties: [
      { name: 'Weld', twp: [1, 11], tdir: 'N', rng: [56, 68], rdir: 'W', seat: 'Greeley' },
      { name: 'Logan', twp: [6, 12], tdir: 'N', rng: [48, 55], rdir: 'W', seat: 'Sterling' },
    ],
    pm: ['6th P.M.', 'Sixth Principal Meridian', '6th P. M.'], pmWords: 'sixth principal meridian', shorthand: true,
    landOffice: ['Denver', 'Sterling'], railway: 'Union Pacific Railroad Company',
    surnames: ['Kettelhut', 'Schaefer', 'Bauer', 'Weingardt', 'Kinzie', 'Ochsner', 'Markley', 'Ridenour', 'Ellsworth', 'Peppler', 'Hergenreder', 'Zimbelman', 'Stieb', 'Lauer', 'Dreiling', 'Carlile', 'Fenwick', 'Holloway', 'Adcock', 'Sauter', 'Bruntz', 'Lebsack'],
    oil: ['Platte Valley Petroleum Company', 'Wattenberg Operating, LLC', 'Pawnee Buttes Oil Corporation', 'Front Range Exploration Co.', 'Sand Wash Oil Company'],
    buyers: ['Centennial Royalty Company', 'South Platte Minerals, L.P.', 'Prairie Sky Mineral Corporation'],
    banks: ['Farmers State Bank of Sterling', 'Greeley National Bank', 'Federal Land Bank of Wichita', 'Weld County Savings and Loan Association'],
    pipes: ['Colorado Plains Gathering Company', 'Highline Electric Association', 'Front Range Pipeline Company'],
    surveys: [], named: [], town: ['Greeley', 'Sterling', 'Kersey', 'Fleming', 'Platteville'],
  },
  {
    code: 'AR', st: 'AR', stName: 'Arkansas', tx: false, parish: false,
    counties: [
      { name: 'Columbia', twp: [16, 20], tdir: 'S', rng: [19, 23], rdir: 'W', seat: 'Magnolia' },
      { name: 'Union', twp: [16, 19], tdir: 'S', rng: [12, 18], rdir: 'W', seat: 'El Dorado' },
    ],
    pm: ['5th P.M.', 'Fifth Principal Meridian', '5th P. M.'], pmWords: 'fifth principal meridian', shorthand: false,
    landOffice: ['Camden', 'Little Rock'], railway: 'St. Louis, Iron Mountain and Southern Railway Company',
    surnames: ['Pruitt', 'McCall', 'Honeycutt', 'Spivey', 'Blalock', 'Goodwin', 'Hollingsworth', 'Cathey', 'Nolen', 'Ratcliff', 'Dunaway', 'Wiggins', 'Lott', 'Kilgore', 'Sessions', 'Vinson', 'Strother', 'Bynum', 'Culpepper', 'Faulk', 'Waller', 'Ozment', 'Sanders', 'Haltom'],
    oil: ['Smackover Crude Oil Company', 'Ouachita Petroleum Corporation', 'Magnolia Field Production Co.', 'Lisbon Exploration, Inc.', 'Champagnolle Oil & Gas Company'],
    buyers: ['South Arkansas Royalty Company', 'Dorcheat Minerals, Inc.', 'Pine Bluff Royalty Corporation'],
    banks: ['Columbia County Bank', 'First National Bank of El Dorado', 'Federal Land Bank of St. Louis', 'Merchants and Planters Bank of Magnolia'],
    pipes: ['Arkansas-Louisiana Pipe Line Company', 'Ouachita Electric Cooperative Corporation', 'Union County Gathering Company'],
    surveys: [], named: [], town: ['Magnolia', 'El Dorado', 'Smackover', 'Waldo', 'Emerson'],
  },
  {
    code: 'LA', st: 'LA', stName: 'Louisiana', tx: false, parish: true,
    counties: [
      { name: 'Caddo', twp: [15, 22], tdir: 'N', rng: [13, 16], rdir: 'W', seat: 'Shreveport' },
      { name: 'De Soto', twp: [11, 14], tdir: 'N', rng: [11, 16], rdir: 'W', seat: 'Mansfield' },
      { name: 'Bossier', twp: [16, 23], tdir: 'N', rng: [10, 13], rdir: 'W', seat: 'Benton' },
    ],
    pm: ['Louisiana Meridian', 'La. Mer.', 'Louisiana Meridian'], pmWords: 'Louisiana meridian', shorthand: false,
    landOffice: ['Natchitoches', 'New Orleans'], railway: 'Vicksburg, Shreveport and Pacific Railroad Company',
    surnames: ['Thibodeaux', 'Broussard', 'Guidry', 'Fontenot', 'LeBlanc', 'Arceneaux', 'Prudhomme', 'Rachal', 'Metoyer', 'Bordelon', 'Tisdale', 'Cheatham', 'Boggs', 'Slack', 'Hargis', 'Dupree', 'Lafitte', 'Moncrief', 'Hebert', 'Batchelor', 'Oglesby', 'Ardoin'],
    oil: ['Red River Oil and Gas Company', 'Caddo Lake Petroleum Corporation', 'Pelican State Exploration, Inc.', 'Haynesville Operating Company, L.L.C.', 'Sabine Uplift Production Co.'],
    buyers: ['Ark-La-Tex Royalty Company', 'Cypress Bayou Minerals, Inc.', 'Twelve Mile Bayou Royalty Corporation'],
    banks: ['Commercial National Bank in Shreveport', 'Bank of Mansfield', 'Federal Land Bank of New Orleans', 'Bossier Bank and Trust Company'],
    pipes: ['Arklatex Pipe Line Company', 'Caddo Gathering System, Inc.', 'Southwestern Electric Power Company'],
    surveys: [], named: [], town: ['Shreveport', 'Mansfield', 'Benton', 'Vivian', 'Logansport'],
  },
  {
    code: 'TXW', st: 'TX', stName: 'Texas', tx: true, parish: false,
    counties: [
      { name: 'Reeves', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Pecos' },
      { name: 'Pecos', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Fort Stockton' },
      { name: 'Ward', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Monahans' },
    ],
    pm: [], pmWords: '', shorthand: false,
    landOffice: [], railway: null,
    surnames: ['Garza', 'Villarreal', 'Salinas', 'Ybarra', 'Kimbrough', 'Stell', 'Hearne', 'Mabry', 'Rountree', 'Buckalew', 'Caskey', 'Teague', 'Pendergrass', 'Slaton', 'Gatlin', 'Haskins', 'Whitsitt', 'Cargile', 'Dollins', 'Raney', 'Ussery', 'Truelove'],
    oil: ['Pecos Valley Oil Company', 'Toyah Basin Exploration, Inc.', 'Delaware Basin Operating, LLC', 'Trans-Pecos Petroleum Corporation', 'Barstow Oil & Gas Co.'],
    buyers: ['Permian Royalty Company', 'Comanche Springs Minerals, Ltd.', 'Balmorhea Royalty Partners, L.P.'],
    banks: ['Pecos County State Bank', 'First National Bank of Pecos', 'Federal Land Bank of Houston', 'Security State Bank of Monahans'],
    pipes: ['Trans-Pecos Pipeline Company', 'Delaware Basin Gathering Company', 'Rio Grande Electric Cooperative, Inc.'],
    surveys: [RR.GHSA, RR.HGN, RR.IGN, RR.TT, RR.BSF], named: [], town: ['Pecos', 'Fort Stockton', 'Monahans', 'Barstow', 'Toyah'],
  },
  {
    code: 'TXC', st: 'TX', stName: 'Texas', tx: true, parish: false,
    counties: [
      { name: 'Coke', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Robert Lee' },
      { name: 'Runnels', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Ballinger' },
      { name: 'Tom Green', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'San Angelo' },
    ],
    pm: [], pmWords: '', shorthand: false,
    landOffice: [], railway: null,
    surnames: ['Pruett', 'McWhorter', 'Stribling', 'Oglesby', 'Kuykendall', 'Blassingame', 'Yantis', 'Hightower', 'Dunnam', 'Arrington', 'Cheatwood', 'Lasater', 'Fambrough', 'Pittman', 'Stroud', 'Weatherby', 'Salazar', 'Cardenas', 'Holubec', 'Mikeska', 'Pape', 'Schwartz'],
    oil: ['Colorado River Petroleum Corporation', 'Ballinger Oil & Gas Co.', 'Concho Valley Exploration, Inc.', 'Robert Lee Operating Company', 'Wilmeth Oil Company'],
    buyers: ['Concho Royalty Company', 'Red Bluff Minerals, Ltd.', 'Llano Estacado Royalty Corporation'],
    banks: ['First National Bank of Ballinger', 'San Angelo National Bank', 'Federal Land Bank of Houston', 'Coke County State Bank'],
    pipes: ['Concho Gathering Company', 'Lone Wolf Pipeline Company', 'Coleman County Electric Cooperative, Inc.'],
    surveys: [RR.GCSF], named: ['Juan Martinez', 'Elias Pruett', 'Wm. H. Blanton', 'Jose Maria Salinas', 'Thomas J. Rusk', 'A. B. Dorsey', 'Hezekiah Stone', 'Manuel Flores'], town: ['Ballinger', 'Robert Lee', 'San Angelo', 'Bronte', 'Winters'],
  },
];

const NOTARY_SURNAMES = ['Whitcomb', 'Paddock', 'Fairley', 'Rudd', 'Stallcup', 'Marchbanks', 'Loftis', 'Beeman', 'Crisp', 'Quarles', 'Dearing', 'Yocum', 'Tarver', 'Gentry', 'Ivey', 'Pollard', 'Nance', 'Embry'];

// ---------------------------------------------------------------- the simulated world

interface Person {
  id: string;
  org: boolean;
  first: string;
  middle: string;
  last: string;
  sfx: string;
  female: boolean;
  forms: string[];
  spouse: Person | null;
  alive: boolean;
  dies: number;
  usual: number;
  home: string;
  lastAct: number;
  hasJr: boolean;
  trust: string | null;
  kids: Person[];
}

interface Tr {
  t: ExpectedTract;
  kind: 'plss' | 'rr' | 'named';
  county: County;
  sec: number;
  twp: number;
  rng: number;
  aliq: string | null;
  lots: number[] | null;
  acres: number;
  states: boolean;
  survey: Survey | null;
  block: number;
  abs: number;
  named: string;
  calls: string[];
}

interface MinHold {
  p: Person;
  f: Fr;
  roy: boolean;
  /** 'deed' when an instrument states the fraction (a deed or reservation), 'heir' when it came by inheritance. */
  src: 'deed' | 'heir';
}

interface Lease {
  lessors: Array<{ p: Person; req: boolean }>;
  holders: Person[];
  tracts: Tr[];
  date: number;
  file: string;
  ref: string;
  orig: Person;
  origLessorNames: string[];
  ratRefs: string[];
  term: number;
  producing: boolean;
  releasedDepths: boolean;
}

interface Farm {
  id: number;
  tracts: Tr[];
  county: County;
  started: boolean;
  fee: Person[];
  minerals: MinHold[];
  lease: Lease | null;
  mortgage: { by: Person[]; to: Person; date: number; ref: string } | null;
  lastFee: { t: number; file: string; ref: string; grantors: Person[]; grantees: Person[]; cat: DocCategory; title: string; fresh: boolean } | null;
  formerMin: { p: Person; f: Fr } | null;
  docs: number;
}

interface Unit {
  main: Person;
  spouse: Person | null;
  both: boolean;
}

interface Written {
  nat: string;
  idx: string;
}

const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const ABBREV: Record<string, string> = { William: 'Wm.', Charles: 'Chas.', George: 'Geo.', James: 'Jas.', Thomas: 'Thos.', Joseph: 'Jos.' };

function orgForms(base: string): string[] {
  const out = [base];
  const swaps: Array<[RegExp, string]> = [
    [/ Company\b/, ' Co.'],
    [/ Corporation\b/, ' Corp.'],
    [/ and /, ' & '],
    [/ & /, ' and '],
    [/, Inc\.$/, ' Inc.'],
  ];
  for (const [re, rep] of swaps) if (re.test(base)) out.push(base.replace(re, rep));
  return out;
}

class Doc {
  parties: Array<{ name: string; role: string }> = [];
  persons: string[] = [];
  forms = new Map<string, Written>();
  caps: boolean;
  dates: Record<string, string | null> = {};
  ref = '';
  officers = new Map<string, { name: string; title: string }>();
  constructor(
    public pkg: Pkg,
    public file: string,
    public cat: DocCategory,
    public tracts: Tr[],
  ) {
    this.caps = pkg.rng.chance(0.18);
  }
  /** The name as this instrument writes it (one form per instrument). */
  w(p: Person, sr = false): string {
    return this.form(p, sr).nat;
  }
  wi(p: Person): string {
    return this.form(p).idx;
  }
  form(p: Person, sr = false): Written {
    let f = this.forms.get(p.id);
    if (!f) {
      f = this.pkg.nameOf(p, this.caps, sr);
      this.forms.set(p.id, f);
    }
    return f;
  }
  party(p: Person, role: Role, sr = false): string {
    const f = this.form(p, sr);
    if (!this.parties.some((q, i) => this.persons[i] === p.id && q.role === role)) {
      this.parties.push({ name: f.nat, role });
      this.persons.push(p.id);
    }
    return f.nat;
  }
}


class Pkg {
  rng: SeededRng;
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  farms: Farm[] = [];
  people: Person[] = [];
  orgs = new Map<string, Person>();
  nid = 0;
  fileNo: number;
  usedSecs = new Set<string>();
  usedAbs = new Set<number>();
  usedFiles = new Set<number>();
  notaries: string[] = [];
  clerks = new Map<string, string>();
  usa: Person;
  texas: Person;
  t = 0;
  deaths = 0;

  constructor(
    public seed: number,
    public index: number,
    public area: Area,
    public name: string,
  ) {
    this.rng = seededRng(seed * 7919 + index * 104729 + 17);
    this.fileNo = 100 + this.rng.int(800);
    this.usa = this.org('United States of America', ['United States of America']);
    this.texas = this.org('State of Texas', ['State of Texas']);
    for (let i = 0; i < 6; i++) this.notaries.push(`${this.pick([...MALE, ...FEMALE])} ${this.pick(['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'H.', 'J.', 'L.', 'M.', 'R.', 'W.'])} ${this.pick(NOTARY_SURNAMES)}`);
  }

  pick<T>(xs: readonly T[]): T {
    return this.rng.pick(xs);
  }
  chance(p: number) {
    return this.rng.chance(p);
  }
  int(n: number) {
    return this.rng.int(n);
  }
  between(a: number, b: number) {
    return a + this.rng.int(b - a + 1);
  }

  // ------------------------------------------------------------ people

  person(o: { female?: boolean; last?: string; first?: string; middle?: string; sfx?: string; born?: number } = {}): Person {
    const female = o.female ?? this.chance(0.2);
    let first = o.first ?? this.pick(female ? FEMALE : MALE);
    let last = o.last ?? this.pick(this.area.surnames);
    const middle = o.middle ?? (this.chance(0.85) ? this.pick(female ? MIDDLE_F : MIDDLE_M) : '');
    // no two unrelated people of one full name unless meant
    while (!o.first && this.people.some((q) => q.first === first && q.last === last && q.sfx === (o.sfx ?? ''))) {
      first = this.pick(female ? FEMALE : MALE);
      if (!o.last) last = this.pick(this.area.surnames);
    }
    const p: Person = {
      id: `E${this.seed}-${this.index}-P${++this.nid}`, org: false, first, middle, last, sfx: o.sfx ?? '', female, forms: [], spouse: null, alive: true,
      dies: yearOf(this.t) + this.between(14, 48), usual: this.int(4), home: this.pick(this.area.town), lastAct: this.t, hasJr: false, trust: null, kids: [],
    };
    this.people.push(p);
    return p;
  }

  marry(p: Person): Person {
    const s = this.person({ female: !p.female, last: p.female ? this.pick(this.area.surnames) : p.last, middle: !p.female && this.chance(0.4) ? this.pick(this.area.surnames) : undefined });
    if (p.female) p.last = s.last;
    s.home = p.home;
    p.spouse = s;
    s.spouse = p;
    s.dies = p.dies + this.between(-12, 12);
    return s;
  }

  buyer(): Person {
    const p = this.person();
    if (this.chance(0.6)) this.marry(p);
    return p;
  }

  org(base: string, forms?: string[]): Person {
    let p = this.orgs.get(base);
    if (!p) {
      p = { id: `E${this.seed}-${this.index}-O${++this.nid}`, org: true, first: '', middle: '', last: base, sfx: '', female: false, forms: forms ?? orgForms(base), spouse: null, alive: true, dies: 9999, usual: 0, home: '', lastAct: 0, hasJr: false, trust: null, kids: [] };
      this.orgs.set(base, p);
    }
    return p;
  }

  nameOf(p: Person, caps: boolean, sr: boolean): Written {
    if (p.org) {
      const f = p.forms.length > 1 && this.chance(0.35) ? this.pick(p.forms.slice(1)) : p.forms[0];
      const nat = caps && p.forms.length > 1 ? f.toUpperCase() : f;
      return { nat, idx: nat };
    }
    const st = this.chance(0.55) ? p.usual : this.int(5);
    let first = p.first;
    let mid = p.middle ? `${p.middle[0]}.` : '';
    if (st === 0 && p.middle) mid = p.middle;
    if (st === 2) first = `${p.first[0]}.`;
    if (st === 3) mid = '';
    if (st === 4 && ABBREV[p.first]) first = ABBREV[p.first];
    const sfx = p.sfx || (sr && p.hasJr ? 'Sr.' : '');
    let nat = [first, mid, p.last].filter(Boolean).join(' ') + (sfx ? `, ${sfx}` : '');
    let idx = `${p.last}, ${[first, mid].filter(Boolean).join(' ')}${sfx ? `, ${sfx}` : ''}`;
    if (caps) {
      nat = nat.toUpperCase();
      idx = idx.toUpperCase();
    } else if (this.chance(0.5)) idx = idx.toUpperCase();
    return { nat, idx };
  }

  /** Holders grouped with their spouses: a spouse who also holds, or one who joins only to release marital rights. */
  units(holders: Person[], joinP: number): Unit[] {
    const seen = new Set<string>();
    const out: Unit[] = [];
    for (const h of holders) {
      if (seen.has(h.id)) continue;
      seen.add(h.id);
      const s = h.spouse && h.spouse.alive ? h.spouse : null;
      if (s && holders.includes(s)) {
        seen.add(s.id);
        const [m, w] = h.female ? [s, h] : [h, s];
        out.push({ main: m, spouse: w, both: true });
      } else if (s && !h.org && this.chance(joinP)) out.push({ main: h, spouse: s, both: false });
      else out.push({ main: h, spouse: null, both: false });
    }
    return out;
  }

  /** "John A. Doe and wife, Mary Doe", with descriptors; registers the parties. */
  side(d: Doc, units: Unit[], role: Role, opts: { plain?: boolean } = {}): string {
    const takers = role === 'grantee' || role === 'lessee' || role === 'assignee';
    const parts = units.map((u) => {
      const a = d.party(u.main, role);
      if (u.main.org) {
        if (opts.plain) return a;
        return this.pick([a, `${a}, a corporation`, `${a}, a ${this.pick(['Delaware', 'Texas', this.area.stName, 'Nevada'])} ${/L\.?L\.?C\.?$/i.test(a) ? 'limited liability company' : /L\.P\.$/.test(a) ? 'limited partnership' : 'corporation'}`]);
      }
      if (u.main.trust) return `${a}, ${this.pick(['Trustee of the', 'as Trustee of the', 'Trustee under the'])} ${u.main.trust}`;
      if (u.spouse) {
        const b = d.party(u.spouse, role);
        if (opts.plain) return `${a} and ${b}`;
        const hw = u.main.female ? 'husband' : 'wife';
        if (takers || u.both) return this.pick([`${a} and ${b}, husband and wife`, `${a} and ${hw}, ${b}`, `${a} and ${b}, ${u.main.female ? 'her husband' : 'his wife'}, as joint tenants`]);
        return this.pick([`${a} and ${b}, husband and wife`, `${a} and ${hw}, ${b}`, `${a} and his ${hw === 'wife' ? 'wife' : 'husband'}, ${b}`.replace('his husband', 'her husband'), `${a}, joined by ${u.main.female ? 'her husband' : 'his wife'}, ${b}`, `${a} et ${u.main.female ? 'vir' : 'ux'}, ${b}`]);
      }
      if (opts.plain) return a;
      const s = u.main.spouse;
      const desc = !s ? (u.main.female ? this.pick(['a single woman', 'a feme sole', 'an unmarried woman']) : this.pick(['a single man', 'an unmarried man'])) : !s.alive ? (u.main.female ? 'a widow' : 'a widower') : u.main.female ? this.pick(['a married woman dealing in her separate property', 'a married woman dealing herein with her sole and separate property']) : this.pick(['a married man dealing in his sole and separate property', 'a married man']);
      return this.chance(0.75) ? `${a}, ${desc}` : a;
    });
    return joinAnd(parts);
  }

  // ------------------------------------------------------------ land

  newFarm(): Farm {
    const county = this.pick(this.area.counties);
    const two = this.chance(0.35);
    const tracts: Tr[] = [];
    if (this.area.tx) {
      const named = this.area.named.length > 0 && this.chance(0.5);
      if (named) {
        const free = this.area.named.filter((x) => !this.usedSecs.has(`named|${x}`));
        if (free.length < 2) return this.newFarmRR(county, two);
        const nm = this.pick(free);
        tracts.push(this.namedTract(county, nm));
        if (two) tracts.push(this.namedTract(county, this.pick(free.filter((x) => x !== nm))));
      } else return this.newFarmRR(county, two);
    } else {
      let twp = 0;
      let rng = 0;
      let sec = 0;
      do {
        twp = this.between(county.twp[0], county.twp[1]);
        rng = this.between(county.rng[0], county.rng[1]);
        sec = this.between(1, 35);
      } while (this.usedSecs.has(`${county.name}|${twp}|${rng}|${sec}`) || this.usedSecs.has(`${county.name}|${twp}|${rng}|${sec + 1}`));
      const first = this.plssTract(county, twp, rng, sec);
      tracts.push(first);
      if (two) {
        tracts.push(this.plssTract(county, twp, rng, sec + 1, first.states));
      }
    }
    return this.addFarm(tracts, county);
  }

  newFarmRR(county: County, two: boolean): Farm {
    const tracts: Tr[] = [];
    const sv = this.pick(this.area.surveys);
    const block = this.between(1, 75);
    let sec = this.between(2, 45);
    while (this.usedSecs.has(`${county.name}|${block}|${sec}|${sv.truth}`) || this.usedSecs.has(`${county.name}|${block}|${sec + 1}|${sv.truth}`)) sec = this.between(2, 45);
    tracts.push(this.rrTract(county, sv, block, sec));
    if (two) tracts.push(this.rrTract(county, sv, block, sec + 1));
    return this.addFarm(tracts, county);
  }

  addFarm(tracts: Tr[], county: County): Farm {
    const f: Farm = { id: this.farms.length, tracts, county, started: false, fee: [], minerals: [], lease: null, mortgage: null, lastFee: null, formerMin: null, docs: 0 };
    this.farms.push(f);
    return f;
  }

  plssTract(county: County, twp: number, rng: number, sec: number, states?: boolean): Tr {
    this.usedSecs.add(`${county.name}|${twp}|${rng}|${sec}`);
    const westEdge = [7, 18, 19, 30, 31].includes(sec);
    const northEdge = sec <= 6;
    let aliq: string;
    let lots: number[] | null = null;
    let acres: number;
    const q = this.pick(['NE', 'NW', 'SE', 'SW']);
    const r = this.int(10);
    if ((westEdge || northEdge) && r < 4) {
      if (westEdge) {
        lots = this.chance(0.5) ? [1, 2] : [3, 4];
        aliq = lots[0] === 1 ? 'E/2 NW/4' : 'E/2 SW/4';
      } else {
        lots = this.chance(0.5) ? [1, 2] : [3, 4];
        aliq = lots[0] === 1 ? 'S/2 NE/4' : 'S/2 NW/4';
      }
      acres = Math.round((146 + this.rng.next() * 14) * 100) / 100;
    } else if (r < 5) {
      aliq = `${q}/4`;
      acres = 160;
    } else if (r < 7) {
      aliq = `${this.pick(q[0] === 'N' || q[0] === 'S' ? ['E', 'W', 'N', 'S'] : ['N', 'S'])}/2 ${q}/4`;
      acres = 80;
    } else if (r < 9) {
      aliq = `${this.pick(['NE', 'NW', 'SE', 'SW'])}/4 ${q}/4`;
      acres = 40;
    } else {
      aliq = `${this.pick(['N', 'S', 'E', 'W'])}/2`;
      acres = 320;
    }
    const st = states ?? this.chance(0.5);
    const t: ExpectedTract = {
      state: this.area.st, county: county.name, section: String(sec), township: `${twp}${county.tdir}`, range: `${rng}${county.rdir}`,
      aliquot: aliq, survey: null, abstract: null, block: null, lot: lots ? lots.join(', ') : null, acres: st ? acres : null,
    };
    return { t, kind: 'plss', county, sec, twp, rng, aliq, lots, acres, states: st, survey: null, block: 0, abs: 0, named: '', calls: [] };
  }

  newAbs(): number {
    let a = this.between(120, 6900);
    while (this.usedAbs.has(a)) a = this.between(120, 6900);
    this.usedAbs.add(a);
    return a;
  }

  rrTract(county: County, sv: Survey, block: number, sec: number): Tr {
    this.usedSecs.add(`${county.name}|${block}|${sec}|${sv.truth}`);
    const aliq = this.pick(['ALL', 'ALL', 'ALL', 'N/2', 'S/2', 'W/2', 'SE/4', 'NW/4', 'NE/4']);
    const acres = aliq === 'ALL' ? this.pick([640, 640, 638.4, 642.7, 651.2]) : aliq.endsWith('/2') ? 320 : 160;
    const st = this.chance(0.6);
    const abs = this.newAbs();
    const t: ExpectedTract = { state: 'TX', county: county.name, section: String(sec), township: null, range: null, aliquot: aliq, survey: sv.truth, abstract: String(abs), block: String(block), lot: null, acres: st ? acres : null };
    return { t, kind: 'rr', county, sec, twp: 0, rng: 0, aliq, lots: null, acres, states: st, survey: sv, block, abs, named: '', calls: [] };
  }

  namedTract(county: County, nm: string): Tr {
    const acres = this.pick([40, 80, 100, 120, 160, 177.3, 200, 243.5, 320]);
    const abs = this.newAbs();
    const truthName = `${nm} Survey`;
    this.usedSecs.add(`named|${nm}`);
    // a rectangle walked in varas (5645.376 square varas to the acre)
    const wv = Math.round((400 + this.rng.next() * 900) * 10) / 10;
    const hv = Math.round(((acres * 5645.376) / wv) * 10) / 10;
    const b1 = `${this.between(0, 1)}° ${this.between(1, 59)}'`;
    const b2 = `${89 - this.int(1)}° ${this.between(1, 59)}'`;
    const start = this.pick([
      `a ${this.pick(['1/2 inch iron rod', 'stone mound', 'cedar stake', '5/8 inch iron pin'])} set in the ${this.pick(['North', 'South', 'West', 'East'])} line of said ${nm} Survey, ${this.between(100, 1800)}.${this.int(10)} varas from its ${this.pick(['NE', 'NW', 'SE', 'SW'])} corner`,
      `the ${this.pick(['Northwest', 'Southwest', 'Northeast'])} corner of a ${this.between(50, 400)} acre tract conveyed to ${this.pick(MALE)} ${this.pick(this.area.surnames)} by deed of record in Volume ${this.between(10, 90)}, Page ${this.between(1, 600)}, Deed Records`,
      `an iron rod found at a fence corner for the ${this.pick(['Northwest', 'Southeast'])} corner of this tract`,
    ]);
    const calls = [
      `BEGINNING at ${start};`,
      `THENCE N ${b2} E ${wv} varas to a ${this.pick(['rock mound', 'fence corner post', '1/2 inch iron rod'])};`,
      `THENCE S ${b1} E ${hv} varas to a ${this.pick(['stake', 'cross tie fence corner', '1/2 inch iron rod set'])};`,
      `THENCE S ${b2} W ${wv} varas to a ${this.pick(['mesquite stake', 'stone', 'point in a county road'])};`,
      `THENCE N ${b1} W ${hv} varas to the PLACE OF BEGINNING,`,
    ];
    const t: ExpectedTract = { state: 'TX', county: county.name, section: null, township: null, range: null, aliquot: null, survey: truthName, abstract: String(abs), block: null, lot: null, acres };
    return { t, kind: 'named', county, sec: 0, twp: 0, rng: 0, aliq: null, lots: null, acres, states: true, survey: null, block: 0, abs, named: nm, calls };
  }

  // ------------------------------------------------------------ descriptions

  aliqText(aliq: string, style: 'slash' | 'slashOf' | 'uni' | 'words' | 'wordsAbbr' | 'lower'): string {
    const parts = aliq.split(' ');
    const uni = (p: string) => p.replace('/2', '½').replace('/4', '¼');
    const wd = (p: string, lower: boolean) => {
      const [dir, den] = p.split('/');
      const s = `${DIRW[dir]} ${den === '2' ? this.pick(['Half', 'One-Half']) : 'Quarter'}`;
      return lower ? s.toLowerCase() : s;
    };
    switch (style) {
      case 'slash':
        return parts.join(' ');
      case 'slashOf':
        return parts.join(' of ');
      case 'uni':
        return parts.map(uni).join(this.pick(['', ' ']));
      case 'words':
        return `the ${parts.map((p) => wd(p, false)).join(' of the ')}`;
      case 'wordsAbbr':
        return `the ${parts.map((p) => wd(p, false)).join(' of the ')} (${this.chance(0.5) ? parts.map(uni).join('') : parts.join(' ')})`;
      case 'lower':
        return `the ${parts.map((p) => wd(p, true)).join(' of the ')}`;
    }
  }

  acresText(a: number, words = false): string {
    if (words) {
      const whole = Math.floor(a);
      const cents = Math.round((a - whole) * 100);
      return `${words2(whole)} acres${cents ? ` and ${words2(cents)} hundredths of an acre` : ''}`;
    }
    const s = Number.isInteger(a) && this.chance(0.3) ? a.toFixed(2) : String(a);
    return this.pick([`containing ${s} acres, more or less`, `(${s} acres)`, `containing ${s} acres`, `${s} acres, more or less`]);
  }

  stateCounty(c: County): string {
    if (this.area.parish) return this.pick([`${c.name} Parish, Louisiana`, `Parish of ${c.name}, State of Louisiana`]);
    return this.pick([`${c.name} County, ${this.area.stName}`, `County of ${c.name}, State of ${this.area.stName}`]);
  }

  plssOne(tr: Tr, style: string): string {
    const N = tr.county.tdir === 'N' ? 'North' : 'South';
    const W = tr.county.rdir === 'W' ? 'West' : 'East';
    const pm = this.pick(this.area.pm);
    const lotsTxt = (lower: boolean, numsOnly: boolean) => {
      if (!tr.lots) return '';
      const [a, b] = tr.lots;
      if (numsOnly) return this.pick([`Lots ${a}, ${b} and `, `Lots ${a} & ${b}, `, `Lots ${a} and ${b} and the `]);
      if (lower) return `lots ${words(a)} and ${words(b)} and `;
      return `Lots ${Words(a)} (${a}) and ${Words(b)} (${b}) and `;
    };
    const aq = tr.aliq!;
    const acres = tr.states ? (style === 'words' ? `, containing ${this.acresText(tr.acres, true)}` : `, ${this.acresText(tr.acres)}`) : '';
    switch (style) {
      case 'long':
        return `${lotsTxt(false, false)}${this.aliqText(aq, this.pick(['words', 'wordsAbbr']))} of Section ${Words(tr.sec)} (${tr.sec}), Township ${Words(tr.twp)} (${tr.twp}) ${N}, Range ${Words(tr.rng)} (${tr.rng}) ${W} of the ${pm}${acres}`;
      case 'std':
        return `${lotsTxt(false, true)}${this.aliqText(aq, this.pick(['slash', 'slashOf', 'uni']))} of Section ${tr.sec}, Township ${tr.twp} ${N}, Range ${tr.rng} ${W}, ${pm}${acres}`;
      case 'short':
        return this.pick([
          `${lotsTxt(false, true)}${this.aliqText(aq, this.pick(['slash', 'uni']))} Sec. ${tr.sec}, T${tr.twp}${tr.county.tdir}, R${tr.rng}${tr.county.rdir}${this.chance(0.5) ? `, ${pm}` : ''}${acres}`,
          `${lotsTxt(false, true)}${this.aliqText(aq, this.pick(['slash', 'uni']))} of Sec. ${tr.sec}-T${tr.twp}${tr.county.tdir}-R${tr.rng}${tr.county.rdir}${acres}`,
          `${lotsTxt(false, true)}${this.aliqText(aq, 'slash')} ${tr.sec}-${tr.twp}${tr.county.tdir}-${tr.rng}${tr.county.rdir}${acres}`,
        ]);
      case 'hand':
        return `${lotsTxt(false, true)}${this.aliqText(aq, 'slash')} Sec. ${tr.sec}, ${tr.twp}-${tr.rng}${acres}`;
      case 'words':
      default:
        return `${lotsTxt(true, false)}${this.aliqText(aq, 'lower')} of section ${words(tr.sec)} in township ${words(tr.twp)} ${N.toLowerCase()} of range ${words(tr.rng)} ${W.toLowerCase()} of the ${this.area.pmWords}${acres}`;
    }
  }

  rrOne(tr: Tr): string {
    const sv = this.pick(tr.survey!.forms);
    const aq = tr.aliq!;
    const acres = tr.states ? `, ${this.acresText(tr.acres)}` : '';
    const cty = `${tr.county.name} County, Texas`;
    const part = aq === 'ALL' ? this.pick(['All of ', '', 'All of ']) : `${this.pick([this.aliqText(aq, 'slash'), this.aliqText(aq, 'wordsAbbr'), `the ${this.aliqText(aq, 'uni')}`])} of `;
    switch (this.int(4)) {
      case 0:
        return `${part}Section ${Words(tr.sec)} (${tr.sec}), Block ${Words(tr.block)} (${tr.block}), ${sv}, Abstract No. ${tr.abs}, ${cty}${acres}`;
      case 1:
        return `${part}Sec. ${tr.sec}, Blk. ${tr.block}, ${sv}, A-${tr.abs}, ${cty}${acres}`;
      case 2:
        return `${part}Survey No. ${tr.sec}, Block ${tr.block}, ${sv}, Abstract ${tr.abs}, ${cty}${acres}`;
      default:
        return `${part}Section ${tr.sec}, Block ${tr.block}, ${sv}, Certificate ${this.between(1, 9)}/${this.between(100, 4999)}, Abstract No. ${tr.abs}, in ${cty}${acres}`;
    }
  }

  namedOne(tr: Tr, full: boolean): string {
    const sv = this.chance(0.2) ? `${tr.named.toUpperCase()} SURVEY` : `${tr.named} Survey`;
    const a = tr.acres;
    if (!full)
      return this.pick([
        `${a} acres of land, more or less, out of the ${sv}, Abstract No. ${tr.abs}, ${tr.county.name} County, Texas, being the same land described in that certain deed recorded in Volume ${this.between(10, 300)}, Page ${this.between(1, 700)}, Deed Records of said County`,
        `${a} acres, more or less, a part of the ${sv}, A-${tr.abs}, ${tr.county.name} County, Texas, more fully described by metes and bounds in instruments of record`,
      ]);
    const lead = this.pick([
      `All that certain tract or parcel of land lying and being situated in ${tr.county.name} County, Texas, being ${a} acres out of the ${sv}, Abstract No. ${tr.abs}, and being more particularly described by metes and bounds as follows, to-wit:`,
      `Being ${a} acres of land, more or less, out of and a part of the ${sv}, Abstract ${tr.abs}, in ${tr.county.name} County, Texas, described as follows:`,
      `A tract of ${a} acres of land out of the ${sv}, Abs. No. ${tr.abs}, ${tr.county.name} County, Texas, described by metes and bounds as follows:`,
    ]);
    return `${lead}\n${tr.calls.join('\n')} containing ${a} acres of land, more or less.`;
  }

  /** The tracts of one instrument, with their county and state. */
  desc(tracts: Tr[], o: { words?: boolean; short?: boolean } = {}): string {
    const first = tracts[0];
    const groups = new Map<string, Tr[]>();
    for (const t of tracts) {
      const k = `${t.county.name}|${t.kind}|${t.twp}|${t.rng}`;
      groups.set(k, [...(groups.get(k) ?? []), t]);
    }
    if (groups.size > 1) return [...groups.values()].map((g) => this.desc(g, o)).join(this.pick(['\n\nand\n\n', '\n\nALSO:\n\n', ';\n\n']));
    if (first.kind === 'plss') {
      const styles = ['long', 'std', 'short', 'tab', ...(this.area.shorthand ? ['hand'] : [])];
      const style = o.words ? 'words' : o.short ? this.pick(['short', 'std', ...(this.area.shorthand ? ['hand'] : [])]) : this.pick(styles);
      const sc = this.stateCounty(first.county);
      if (style === 'tab' && tracts.every((t) => t.twp === first.twp && t.rng === first.rng)) {
        const N = first.county.tdir === 'N' ? 'North' : 'South';
        const W = first.county.rdir === 'W' ? 'West' : 'East';
        const lines = tracts.map((t) => `    Section ${t.sec}: ${t.lots ? `Lots ${t.lots.join(', ')}, ` : ''}${this.aliqText(t.aliq!, this.pick(['slash', 'uni']))}${t.states ? ` (${t.acres} acres)` : ''}`);
        return `Township ${first.twp} ${N}, Range ${first.rng} ${W}, ${this.pick(this.area.pm)}\n${lines.join('\n')}\n${this.pick(['', 'all in ', 'situated in '])}${sc}`;
      }
      const one = (t: Tr) => this.plssOne(t, style === 'tab' ? 'std' : style);
      if (tracts.length === 1) return this.chance(0.5) ? `${one(first)}, ${sc}` : `${one(first)}\n${this.pick(['situated in ', 'in ', ''])}${sc}`;
      const body = this.pick([
        () => tracts.map(one).join(';\nand\n'),
        () => tracts.map((t, i) => `Tract ${i + 1}: ${one(t)}`).join('\n'),
        () => tracts.map((t, i) => `(${'abcd'[i]}) ${one(t)}`).join(';\n'),
      ])();
      return `${body}\n${this.pick(['all in ', 'all situated in ', ''])}${sc}`;
    }
    if (first.kind === 'rr') {
      if (tracts.length === 1) return this.rrOne(first);
      return this.pick([
        () => tracts.map((t) => this.rrOne(t)).join(';\nand\n'),
        () => tracts.map((t, i) => `Tract ${i + 1}: ${this.rrOne(t)}`).join('\n'),
      ])();
    }
    if (tracts.length === 1) return this.namedOne(first, !o.short || this.chance(0.3));
    return tracts.map((t, i) => `TRACT ${i + 1}: ${this.namedOne(t, !o.short)}`).join('\n\n');
  }

  /** The description where it sits, or in an exhibit after the signatures. */
  place(tracts: Tr[], o: { words?: boolean; short?: boolean; exhibitP?: number } = {}): { inline: string; exhibit: string } {
    const text = this.desc(tracts, o);
    if (this.chance(o.exhibitP ?? 0.2)) {
      const ex = this.pick(['A', '"A"', 'A-1']);
      return {
        inline: this.pick([`See Exhibit ${ex} attached hereto and made a part hereof.`, `the lands described in Exhibit ${ex} attached hereto and by this reference made a part hereof`, `SEE EXHIBIT ${ex.toUpperCase()} ATTACHED`]),
        exhibit: `\n\nEXHIBIT ${ex}\n${this.pick(['', 'Attached to and made a part of the instrument described above\n'])}\n${text}\n`,
      };
    }
    return { inline: text, exhibit: '' };
  }

  // ------------------------------------------------------------ recording, signatures, acknowledgments

  clerk(c: County): string {
    let k = this.clerks.get(c.name);
    if (!k) {
      k = `${this.pick([...MALE, ...FEMALE])} ${this.pick(['A.', 'B.', 'E.', 'G.', 'J.', 'K.', 'M.', 'P.', 'R.', 'S.'])} ${this.pick(NOTARY_SURNAMES)}`;
      this.clerks.set(c.name, k);
    }
    return k;
  }

  record(d: Doc, tf: number, series: 'deed' | 'oil' | 'mort' | 'misc'): string {
    d.dates.recording_date = iso(tf);
    const y = yearOf(tf);
    const c = d.tracts[0].county;
    const book = Math.max(1, Math.floor((y - 1886) * (series === 'deed' ? 5.5 : 3.2)) + this.int(4));
    const page = this.between(1, 640);
    const num = y >= 1985;
    const inst = `${y}-${String(this.between(100, 19999)).padStart(6, '0')}`;
    const ref = num ? `Instrument No. ${inst}` : `Book ${book}, Page ${page}`;
    d.ref = ref;
    const clerk = this.clerk(c);
    const [hh, mm] = [this.between(8, 16), this.pick(['00', '10', '15', '30', '45', '50'])];
    const clock = `${hh > 12 ? hh - 12 : hh}:${mm} o'clock ${hh >= 12 ? 'P' : 'A'}.M.`;
    const st = this.area.st;
    const sname = { deed: 'Deed', oil: 'Oil and Gas', mort: 'Mortgage', misc: 'Miscellaneous' }[series];
    if (st === 'TX') {
      const tr = tf + this.between(1, 9);
      if (num) return `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${c.name} County, Texas\n${fd(tf, 'num0').replace(/-/g, '/')} ${clock.replace(" o'clock", '')}\nInstrument No. ${inst}`;
      return this.pick([
        `FILED FOR RECORD the ${fd(tf, 'day')}, at ${clock}\nRECORDED the ${fd(tr, 'day')}\n${clerk}, County Clerk, ${c.name} County, Texas\nBy ____________, Deputy\nVol. ${book}, Page ${page}, ${series === 'deed' ? 'Deed' : series === 'oil' ? 'Oil and Gas' : series === 'mort' ? 'Deed of Trust' : 'Miscellaneous'} Records`,
        `Filed for record ${fd(tf, 'mdy')} at ${clock}; Recorded ${fd(tr, 'mdy')} in Volume ${book}, Page ${page} of the ${sname} Records of ${c.name} County, Texas. ${clerk}, Clerk`,
      ]);
    }
    if (st === 'LA') {
      const bk = series === 'mort' ? 'Mortgage Book' : 'Conveyance Book';
      if (num) return `FILED AND RECORDED ${fd(tf, 'mdy')} at ${clock}\nRegistry No. ${this.between(1000000, 2999999)}\n${c.name} Parish Clerk of Court and Ex-Officio Recorder`;
      return this.pick([
        `FILED AND RECORDED ${fd(tf, 'mdy')} at ${clock}\n${bk} ${book}, Page ${page}\n${clerk}, Deputy Clerk and Ex-Officio Recorder, ${c.name} Parish, Louisiana`,
        `Filed for record this ${fd(tf, 'day')} and recorded in ${bk} ${book}, Folio ${page}, records of ${c.name} Parish, Louisiana.\n${clerk}, Clerk of Court`,
      ]);
    }
    if (st === 'AR') {
      if (num) return `${c.name.toUpperCase()} COUNTY, ARKANSAS\nFiled and recorded ${fd(tf, 'num')} ${clock}\nInstrument #${inst}\n${clerk}, Circuit Clerk and Ex-Officio Recorder`;
      return `FILED FOR RECORD this ${fd(tf, 'day')} at ${clock}\n${clerk}, Circuit Clerk and Ex-Officio Recorder, ${c.name} County, Arkansas\nRecorded in ${sname} Record Book ${book}, Page ${page}`;
    }
    if (st === 'CO') {
      if (num) return `Reception No. ${this.between(1100000, 4999999)} ${fd(tf, 'num')} ${clock.replace(" o'clock", '')} ${c.name} County Clerk and Recorder`;
      return `Recorded at ${clock}, ${fd(tf, 'mdy')}\nReception No. ${this.between(100000, 1999999)}    ${clerk}, Recorder\nBook ${book}, Page ${page}`;
    }
    if (st === 'MT') {
      if (num) return `STATE OF MONTANA, County of ${c.name}\nDocument No. ${this.between(100000, 699999)}\nRecorded ${fd(tf, 'mdy')} at ${clock}\n${clerk}, Clerk and Recorder`;
      return `STATE OF MONTANA, County of ${c.name}, ss.\nI hereby certify that the within instrument was filed for record in my office on the ${fd(tf, this.pick(['day', 'dayAD']))}, at ${clock}, and recorded in Book ${book} of ${series === 'deed' ? 'Deeds' : series === 'mort' ? 'Mortgages' : 'Miscellaneous'}, on page ${page}.\n${clerk}, County Clerk and Recorder\nBy _________, Deputy`;
    }
    // WY
    if (num) return `RECEPTION NO. ${this.between(400000, 999999)}\nFiled for record ${fd(tf, 'mdy')} at ${clock}\nBook ${book + 900} Photo ${page}\n${clerk}, County Clerk, ${c.name} County, Wyoming`;
    return `STATE OF WYOMING, County of ${c.name}, ss.\nThis instrument was filed for record on the ${fd(tf, 'day')}, at ${clock}, and is duly recorded in Book ${book} of ${series === 'deed' ? 'Deeds' : series === 'mort' ? 'Mortgages' : 'Miscellaneous Records'}, on Page ${page}.\n${clerk}, County Clerk and Ex-officio Register of Deeds`;
  }

  sigs(d: Doc, units: Unit[]): string {
    const lines: string[] = [];
    const style = this.int(3);
    for (const u of units) {
      for (const p of [u.main, u.spouse]) {
        if (!p) continue;
        const n = d.w(p);
        if (p.org) {
          const off = this.officerFor(d, p);
          lines.push(`${n.toUpperCase()}\n\nBy: ${style === 1 ? '/s/ ' : '______________________\n    '}${off.name}\n    ${off.title}`);
        } else if (p.trust) lines.push(`${style === 1 ? '/s/ ' : '______________________\n'}${n}, Trustee`);
        else lines.push(style === 0 ? `______________________\n${n}` : style === 1 ? `/s/ ${n}` : `(Signed) ${n}`);
      }
    }
    return lines.join('\n\n');
  }

  officerFor(d: Doc, o: Person): { name: string; title: string } {
    let x = d.officers.get(o.id);
    if (!x) {
      x = this.officer();
      d.officers.set(o.id, x);
    }
    return x;
  }

  officer(): { name: string; title: string } {
    return { name: `${this.pick(MALE)} ${this.pick(['A.', 'C.', 'D.', 'H.', 'J.', 'L.', 'R.', 'T.'])} ${this.pick(NOTARY_SURNAMES)}`, title: this.pick(['Vice President', 'President', 'Attorney-in-Fact', 'Senior Vice President', 'Land Manager', 'Agent and Attorney-in-Fact']) };
  }

  venue(c: County): string {
    if (this.area.st === 'TX') return `THE STATE OF TEXAS §\n§\nCOUNTY OF ${c.name.toUpperCase()} §`;
    if (this.area.parish) return `STATE OF LOUISIANA\nPARISH OF ${c.name.toUpperCase()}`;
    return `STATE OF ${this.area.stName.toUpperCase()} )\n) ss.\nCOUNTY OF ${c.name.toUpperCase()} )`;
  }

  /** The notary's certificate for the signers (written names); sets the acknowledgment date. */
  ack(d: Doc, ta: number, units: Unit[]): string {
    d.dates.acknowledgment_date = iso(ta);
    const c = this.chance(0.8) ? d.tracts[0].county : this.pick(this.area.counties);
    const notary = this.pick(this.notaries);
    const expires = fd(ta + this.between(200, 1400), this.pick(['mdy', 'num']));
    const out: string[] = [];
    const people = units.flatMap((u) => [u.main, u.spouse]).filter((p): p is Person => !!p && !p.org);
    const orgs = units.map((u) => u.main).filter((p) => p.org);
    if (people.length) {
      const names = joinAnd(people.map((p) => d.w(p)));
      const plural = people.length > 1;
      const st = this.area.st;
      const yr = yearOf(ta);
      let body: string;
      if (st === 'TX')
        body = yr > 1985 && this.chance(0.6)
          ? `This instrument was acknowledged before me on ${fd(ta, 'mdy')}, by ${names}.`
          : `BEFORE ME, the undersigned authority, on this day personally appeared ${names}, known to me to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${plural ? 'they' : people[0].female ? 'she' : 'he'} executed the same for the purposes and consideration therein expressed.\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${fd(ta, 'day')}.`;
      else if (st === 'AR')
        body = `BE IT REMEMBERED, that on this day came before me, the undersigned, a Notary Public within and for the County and State aforesaid, duly commissioned and acting, ${names}, to me well known as the ${plural ? 'parties' : 'party'} executing the foregoing instrument, and stated that ${plural ? 'they' : people[0].female ? 'she' : 'he'} had executed the same for the consideration and purposes therein mentioned and set forth.\nWITNESS my hand and seal as such Notary Public on this ${fd(ta, 'day')}.`;
      else if (st === 'LA')
        body = `BEFORE ME, the undersigned Notary Public, personally came and appeared ${this.pick(MALE)} ${this.pick(NOTARY_SURNAMES)}, who, being duly sworn, did depose and say that he is one of the subscribing witnesses to the foregoing instrument, and that the same was signed by ${names} in his presence and in the presence of the other subscribing witness.\nSworn to and subscribed before me this ${fd(ta, 'day')}.`;
      else if (st === 'MT' && yr < 1960)
        body = `On this ${fd(ta, 'day')}, before me, ${notary}, a Notary Public in and for the State of Montana, personally appeared ${names}, known to me to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the within instrument, and acknowledged to me that ${plural ? 'they' : people[0].female ? 'she' : 'he'} executed the same.`;
      else body = `The foregoing instrument was acknowledged before me this ${fd(ta, this.pick(['day', 'dayAD']))}, by ${names}.\nWitness my hand and official seal.`;
      out.push(`${this.venue(c)}\n\n${body}\n\n______________________\n${notary}, Notary Public${this.chance(0.6) ? `\nMy commission expires: ${expires}` : ''}`);
    }
    for (const o of orgs) {
      const off = this.officerFor(d, o);
      const n = d.w(o);
      out.push(`${this.venue(c)}\n\n${this.pick([
        `This instrument was acknowledged before me on ${fd(ta, 'mdy')}, by ${off.name}, ${off.title} of ${n}, on behalf of said ${/L\.?L\.?C/i.test(n) ? 'company' : 'corporation'}.`,
        `On this ${fd(ta, 'day')}, before me personally appeared ${off.name}, to me personally known, who being by me duly sworn did say that he is the ${off.title} of ${n}, and that said instrument was signed on behalf of said corporation by authority of its Board of Directors, and said ${off.name} acknowledged said instrument to be the free act and deed of said corporation.`,
      ])}\n\n______________________\nNotary Public${this.chance(0.5) ? `\nMy commission expires: ${expires}` : ''}`);
    }
    return out.join('\n\n');
  }

  consid(t: number): string {
    const y = yearOf(t);
    if (this.chance(0.45)) return this.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS ($10.00) and other good and valuable considerations', 'One Dollar ($1.00) and other valuable consideration', 'the sum of Ten Dollars and other valuable consideration']);
    const n = y < 1920 ? this.between(4, 40) * 100 : y < 1960 ? this.between(10, 120) * 100 : y < 1990 ? this.between(5, 90) * 1000 : this.between(10, 400) * 1000;
    return `the sum of ${cap(money(n))}`;
  }

  finish(d: Doc, text: string, o: { exec: number | null; eff?: number | null; death?: number | null; fee: boolean; estates: EstateType[] }) {
    d.dates.execution_date = o.exec === null ? null : iso(o.exec);
    d.dates.effective_date = o.eff == null ? null : iso(o.eff);
    d.dates.acknowledgment_date ??= null;
    d.dates.recording_date ??= null;
    if (o.death !== undefined) d.dates.death_date = o.death === null ? null : iso(o.death);
    const gov = d.dates.effective_date ?? d.dates.execution_date ?? d.dates.recording_date;
    const truth = {
      file: d.file,
      doc_category: d.cat,
      governing_date: gov,
      dates: { execution_date: d.dates.execution_date, effective_date: d.dates.effective_date, acknowledgment_date: d.dates.acknowledgment_date, recording_date: d.dates.recording_date, ...(o.death !== undefined ? { death_date: d.dates.death_date } : {}) },
      parties: d.parties,
      tracts: d.tracts.map((t) => ({ ...t.t })),
      conveys_fee: o.fee,
      estate_types_conveyed: o.estates,
    };
    this.docs.push({ text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n', truth, persons: d.persons });
    const td = gov ? Math.round((Date.parse(gov) - D0) / 864e5) : this.t;
    for (const id of d.persons) {
      const p = this.people.find((q) => q.id === id);
      if (p && p.lastAct < td) p.lastAct = td;
    }
    for (const f of this.farms) if (f.tracts.some((t) => d.tracts.includes(t))) f.docs++;
  }

  link(d: Doc, tracts: Tr[], estate: EstateType, from: Person, to: Person, required: boolean) {
    for (const t of tracts) this.links.push({ tract: tractKey(t.t), estate, doc: d.file, from: from.id, to: to.id, required });
  }

  linkSides(d: Doc, tracts: Tr[], estate: EstateType, from: Unit[], to: Unit[], required = true) {
    for (const a of from)
      for (const fp of [a.main, a.spouse])
        if (fp)
          for (const b of to)
            for (const tp of [b.main, b.spouse]) if (tp) this.link(d, tracts, estate, fp, tp, required && (fp === a.main || a.both));
  }

  gap(d: Doc, tracts: Tr[], estate: EstateType, kind: GapKind) {
    for (const t of tracts) this.gaps.push({ tract: tractKey(t.t), estate, kind, doc: d.file });
  }

  newDoc(cat: DocCategory, tracts: Tr[]): Doc {
    let n = this.between(10000, 99999);
    while (this.usedFiles.has(n)) n = this.between(10000, 99999);
    this.usedFiles.add(n);
    return new Doc(this, `${this.name}/${this.pick(['scan', 'img', 'doc', 'page'])}_${n}.txt`, cat, tracts);
  }

  // ------------------------------------------------------------ deeds of the land

  resText(d: Doc, r: { f: Fr; all: boolean; whole: boolean; by: Person[] }): string {
    const who = joinAnd(r.by.map((p) => d.w(p)));
    const pl = r.by.length > 1;
    const frac = r.all ? (r.whole ? 'all' : `all of the interest owned by ${pl ? 'them' : r.by[0].female ? 'her' : 'him'} in and to all`) : `an undivided ${fracWords(r.f)} (${fstr(r.f)}) interest in and to all`;
    const heirs = r.by.some((p) => p.org) ? 'its successors and assigns' : `${pl ? 'their' : r.by[0].female ? 'her' : 'his'} heirs and assigns`;
    return this.pick([
      `SAVE AND EXCEPT, and there is hereby reserved unto ${who}, ${heirs}, ${frac} of the oil, gas and other minerals in, on and under the above described land, together with the right of ingress and egress at all times for the purpose of exploring for, drilling, producing and marketing the same.`,
      `There is excepted from this conveyance and reserved unto ${who}, ${heirs}, ${frac} of the oil, gas and other minerals in and under and that may be produced from said land.`,
      `LESS AND EXCEPT ${frac} of the oil, gas, and other minerals in and under said land, which ${pl ? 'are' : 'is'} retained by and reserved unto ${who}.`,
    ]);
  }

  deedText(
    d: Doc,
    o: {
      kind: 'wd' | 'swd' | 'qcd';
      from: Unit[];
      to: Unit[];
      exec: number | null;
      ta: number;
      tr: number;
      reserve?: { f: Fr; all: boolean; whole: boolean; by: Person[] } | null;
      rrReserve?: Person | null;
      interest?: string;
      minerals?: boolean;
      correction?: { title: string; date: number; ref: string; reason: string } | null;
      subject?: string;
    },
  ): string {
    const st = this.area.st;
    const y = yearOf(o.ta);
    const titles = { wd: ['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'WARRANTY DEED'], swd: ['SPECIAL WARRANTY DEED'], qcd: ['QUITCLAIM DEED', 'QUIT CLAIM DEED'] }[o.kind];
    let title = this.pick(titles);
    if (o.minerals) title = this.pick(['QUITCLAIM DEED', 'MINERAL QUITCLAIM DEED', 'QUITCLAIM OF MINERAL INTEREST']);
    if (o.correction) title = this.pick([`CORRECTION ${title}`, `${title} (CORRECTION)`, `CORRECTED ${title}`]);
    const nFrom = o.from.reduce((n, u) => n + (u.spouse ? 2 : 1), 0);
    const we = nFrom > 1 ? 'we' : 'I';
    const pron = o.from.length === 1 && o.from[0].main.org ? 'it' : nFrom > 1 ? 'they' : o.from[0].main.female ? 'she' : 'he';
    const pm = this.place(d.tracts, { exhibitP: y > 1960 ? 0.3 : 0.1 });
    const thing = o.minerals
      ? `all of the oil, gas and other minerals in, on and under the following described land${o.interest ? `, being ${o.interest}` : ''}`
      : o.interest
        ? `${o.interest} the following described land`
        : 'the following described land';
    const res = o.reserve ? `\n\n${this.resText(d, o.reserve)}` : '';
    const rr = o.rrReserve ? `\n\nEXCEPTING AND RESERVING unto ${d.w(o.rrReserve)}, its successors and assigns, all oil, coal, gas and other minerals of every kind and nature within or underlying said land, together with the exclusive right to prospect for, mine and remove the same.` : '';
    const subj = o.subject ? `\n\n${o.subject}` : '';
    const corr = o.correction
      ? `This instrument is given in correction of that certain ${o.correction.title.toLowerCase()} dated ${fd(o.correction.date, 'mdy')}, recorded in ${o.correction.ref} of the records of ${d.tracts[0].county.name} ${this.area.parish ? 'Parish' : 'County'}, in which ${o.correction.reason}, and for no other purpose.`
      : '';
    const warranty = {
      wd: this.pick([
        `And ${pron === 'it' ? 'Grantor does' : `${we === 'we' ? 'we do' : 'I do'}`} hereby bind ${pron === 'it' ? 'itself, its successors' : `${we === 'we' ? 'ourselves, our' : 'myself, my'} heirs, executors and administrators`}, to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said Grantee, and Grantee's heirs and assigns, against every person whomsoever lawfully claiming or to claim the same, or any part thereof.`,
        `Grantor covenants that Grantor is lawfully seized of said premises, that they are free from all encumbrances, and that Grantor will warrant and defend the title thereto against the lawful claims of all persons whomsoever.`,
      ]),
      swd: `Grantor does hereby bind Grantor and Grantor's ${o.from[0].main.org ? 'successors' : 'heirs'} to warrant and forever defend the title to said property unto Grantee against every person whomsoever lawfully claiming or to claim the same, or any part thereof, by, through or under Grantor, but not otherwise.`,
      qcd: '',
    }[o.kind];
    const grantWords = { wd: this.pick(['grant, bargain, sell and convey', 'grant, sell and convey', 'grant, bargain, sell, convey and confirm']), swd: this.pick(['grant, sell and convey', 'grant, bargain, sell and convey']), qcd: this.pick(['remise, release and forever quitclaim', 'release, relinquish and quitclaim', 'quitclaim, release and relinquish']) }[o.kind];
    const dating = o.exec === null ? 'EXECUTED on the dates of the acknowledgments hereinbelow.' : this.pick([`WITNESS ${nFrom > 1 ? 'our hands' : pron === 'it' ? 'its hand' : 'my hand'} this ${fd(o.exec, 'day')}.`, `Executed this ${fd(o.exec, this.pick(['day', 'dayAD']))}.`, `Dated ${fd(o.exec, 'mdy')}.`, `Signed and delivered this ${fd(o.exec, 'day')}.`]);
    const sig = this.sigs(d, o.from);
    const ackT = () => this.ack(d, o.ta, o.from);
    const stampTop = this.chance(0.3);
    let body: string;
    const cons = this.consid(o.exec ?? o.ta);
    const B = () => this.side(d, o.to, 'grantee');
    const A = () => this.side(d, o.from, 'grantor');
    if (st === 'LA' && o.exec !== null && this.chance(0.75)) {
      // an authentic act: executed and acknowledged on the day of passing
      d.dates.acknowledgment_date = iso(o.exec);
      const lead = this.pick(['CASH SALE', 'ACT OF SALE', title]);
      const war = o.kind === 'wd' ? 'with full warranty of title and with full substitution and subrogation in and to all rights and actions of warranty which vendor has or may have against all preceding owners and vendors' : o.kind === 'swd' ? 'without warranty except as to the acts of the vendor, but with full substitution and subrogation in and to all rights and actions of warranty' : 'without any warranty whatsoever, not even for the return of the purchase price';
      const a = A();
      const b = B();
      body = `${lead}\n\n${this.venue(d.tracts[0].county)}\n\nBE IT KNOWN, that on this ${fd(o.exec, 'day')}, before me, the undersigned Notary Public, duly commissioned and qualified in and for the Parish of ${d.tracts[0].county.name}, State of Louisiana, and in the presence of the witnesses hereinafter named and undersigned, personally came and appeared:\n\n${a}\n\nwho declared that for the consideration hereinafter expressed, ${pron === 'they' ? 'they do' : `${pron} does`} by these presents ${o.kind === 'qcd' ? 'quitclaim, release and relinquish' : 'sell, transfer and deliver'}, ${war}, unto:\n\n${b}\n\nhere present, accepting and purchasing for ${o.to.length > 1 || o.to[0].spouse ? 'themselves, their heirs' : o.to[0].main.org ? 'itself, its successors' : o.to[0].main.female ? 'herself, her heirs' : 'himself, his heirs'} and assigns, and acknowledging due delivery and possession thereof, ${o.minerals ? 'all of vendor\'s right, title and interest in and to the oil, gas and other minerals in and under' : 'all and singular'} the following described property, to-wit:\n\n${pm.inline}${res}${rr}${subj}\n\nThis sale is made and accepted for and in consideration of ${cons}, cash in hand paid, the receipt of which is hereby acknowledged and full acquittance granted.${corr ? `\n\n${corr}` : ''}\n\nTHUS DONE AND PASSED in my office at ${this.pick(this.area.town)}, Louisiana, on the day, month and year first above written, in the presence of ${this.pick(MALE)} ${this.pick(NOTARY_SURNAMES)} and ${this.pick(FEMALE)} ${this.pick(NOTARY_SURNAMES)}, competent witnesses, who hereunto sign their names with the said appearers and me, Notary, after reading of the whole.\n\nWITNESSES:\n______________________\n______________________\n\n${sig}\n\n______________________\n${this.pick(this.notaries)}, Notary Public${pm.exhibit}`;
    } else if (st === 'TX' && y >= 1975 && this.chance(0.6)) {
      const a = A();
      const b = B();
      body = `${title}\n\n${corr ? `${corr}\n\n` : ''}Date: ${o.exec === null ? '______________, to be the date of the last acknowledgment hereto' : fd(o.exec, 'mdy')}\n\nGrantor: ${a}\nGrantor's Mailing Address: ${this.between(100, 9999)} ${this.pick(['County Road', 'Ranch Road', 'N. Main Street', 'Box'])} ${this.between(1, 999)}, ${this.pick(this.area.town)}, Texas\n\nGrantee: ${b}\nGrantee's Mailing Address: P. O. Box ${this.between(10, 9999)}, ${this.pick(this.area.town)}, Texas\n\nConsideration: ${cons}.\n\nProperty (including any improvements):\n${pm.inline}\n\nReservations from Conveyance: ${o.reserve ? this.resText(d, o.reserve) : 'None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded and validly existing instruments, other than conveyances of the surface fee estate, that affect the Property.${subj}\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, ${o.kind === 'qcd' ? 'quitclaims to Grantee all of Grantor\'s right, title and interest in and to' : 'grants, sells, and conveys to Grantee'} the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. ${warranty}\n\nWhen the context requires, singular nouns and pronouns include the plural.\n\n${sig}\n\n${ackT()}${pm.exhibit}`;
    } else if ((st === 'WY' || st === 'MT' || st === 'CO') && this.chance(0.5)) {
      const a = A();
      const b = B();
      const verb = { wd: 'CONVEY AND WARRANT', swd: 'CONVEY AND WARRANT SPECIALLY', qcd: 'CONVEY AND QUITCLAIM' }[o.kind];
      const recitalFirst = corr && this.chance(0.5);
      body = `${title}\n\n${recitalFirst ? `${corr}\n\n` : ''}${a}, GRANTOR${nFrom > 1 ? 'S' : ''}, of ${this.pick(this.area.town)}, ${this.area.stName}, for and in consideration of ${cons} in hand paid, ${nFrom > 1 ? '' : 'DOES '}${verb}${o.minerals ? ' all of the oil, gas and other minerals in and under the following described land' : ''} to ${b}, GRANTEE, whose address is ${this.pick(this.area.town)}, ${this.area.stName}, the following described real estate, situate in the ${this.area.parish ? 'Parish' : 'County'} of ${d.tracts[0].county.name}, State of ${this.area.stName}, to-wit:\n\n${pm.inline}${res}${rr}${subj}\n\nhereby releasing and waiving all rights under and by virtue of the homestead exemption laws of the State of ${this.area.stName}.${corr && !recitalFirst ? `\n\n${corr}` : ''}\n\n${dating}\n\n${sig}\n\n${ackT()}${pm.exhibit}`;
    } else if ((st === 'CO' || st === 'MT' || y < 1935) && this.chance(0.45)) {
      // an indenture between parties of the first and second part
      const opening = o.exec === null ? `THIS ${o.kind === 'qcd' ? 'QUITCLAIM DEED' : 'INDENTURE'}, made between` : this.pick([`THIS INDENTURE, Made the ${fd(o.exec, 'lord')}, between`, `THIS DEED, Made this ${fd(o.exec, 'day')}, between`]);
      const a = A();
      const b = B();
      body = `${title}\n\n${opening} ${a}, of the County of ${this.pick(this.area.counties).name} and State of ${this.area.stName}, part${nFrom > 1 ? 'ies' : 'y'} of the first part, and ${b}, part${o.to.length > 1 || o.to[0].spouse ? 'ies' : 'y'} of the second part:\n\nWITNESSETH, That the said part${nFrom > 1 ? 'ies' : 'y'} of the first part, for and in consideration of ${cons}, to ${nFrom > 1 ? 'them' : 'him'} in hand paid by the said part${o.to.length > 1 ? 'ies' : 'y'} of the second part, the receipt whereof is hereby confessed and acknowledged, ha${nFrom > 1 ? 've' : 's'} ${o.kind === 'qcd' ? 'remised, released, sold, conveyed and QUIT CLAIMED, and by these presents do remise, release, sell, convey and QUIT CLAIM' : `granted, bargained, sold and conveyed, and by these presents do ${grantWords}`} unto the said part${o.to.length > 1 ? 'ies' : 'y'} of the second part, and to their heirs and assigns forever, ${o.minerals ? 'all of the oil, gas and other minerals in and under ' : ''}${o.interest ? `${o.interest} ` : ''}all the following described lot or parcel of land, situate, lying and being in the County of ${d.tracts[0].county.name} and State of ${this.area.stName}, to wit:\n\n${pm.inline}${res}${rr}${subj}\n\nTOGETHER with all and singular the hereditaments and appurtenances thereunto belonging, or in anywise appertaining.${o.kind !== 'qcd' ? ` ${warranty}` : ''}${corr ? `\n\n${corr}` : ''}\n\nIN WITNESS WHEREOF, the said part${nFrom > 1 ? 'ies' : 'y'} of the first part ha${nFrom > 1 ? 've' : 's'} hereunto set ${nFrom > 1 ? 'their hands and seals' : 'his hand and seal'} the day and year first above written.\n\n${sig}\n\n${ackT()}${pm.exhibit}`;
    } else if (this.chance(0.2)) {
      // description first, the grant after it
      const dfirst = this.desc(d.tracts);
      const a = A();
      const b = B();
      body = `${title}\n\n${this.venue(d.tracts[0].county)}\n\nThe land hereinafter described, to-wit:\n\n${dfirst}${res}${rr}\n\nis by this instrument, for and in consideration of ${cons}, ${o.kind === 'qcd' ? 'released and quitclaimed' : 'granted, sold and conveyed'} by ${a}, as Grantor, unto ${b}, as Grantee${o.minerals ? ', insofar only as the oil, gas and other minerals in and under said land are concerned' : ''}${o.interest ? `, the interest conveyed being ${o.interest.replace(/ in and to$/, '')}` : ''}; TO HAVE AND TO HOLD the same, together with all the rights and appurtenances thereto belonging, unto Grantee forever.${o.kind !== 'qcd' ? ` ${warranty}` : ''}${subj}${corr ? `\n\n${corr}` : ''}\n\n${dating}\n\n${sig}\n\n${ackT()}`;
    } else {
      const a = A();
      const b = B();
      const dower = st === 'AR' && o.from.some((u) => u.spouse && !u.both)
        ? `\n\nAnd ${joinAnd(o.from.filter((u) => u.spouse && !u.both).map((u) => `I, ${d.w(u.spouse!)}, ${u.main.female ? 'husband' : 'wife'} of the said ${d.w(u.main)}`))}, for and in consideration of the said sum of money, do hereby release and relinquish unto the said grantee all my right of ${o.from.find((u) => u.spouse && !u.both)!.main.female ? 'curtesy' : 'dower'} and homestead in and to the said lands.`
        : '';
      body = `${st === 'TX' ? `${this.venue(d.tracts[0].county)}\n\n` : ''}${title}\n\n${corr && this.chance(0.5) ? `${corr}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${a}${this.chance(0.5) ? `, of ${this.pick(this.area.counties).name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}` : ''}, hereinafter called Grantor${nFrom > 1 ? 's' : ''}, for and in consideration of ${cons}, paid by ${b}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${nFrom > 1 || pron === 'they' ? 'have' : 'has'} ${o.kind === 'qcd' ? 'remised, released and quitclaimed, and by these presents do' : 'granted, bargained, sold and conveyed, and by these presents do'} ${grantWords} unto the said Grantee, ${o.minerals ? `${thing}` : `${o.interest ?? ''}${o.interest ? ' ' : ''}all that certain land`} situated in ${d.tracts[0].county.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, described as follows, to-wit:\n\n${pm.inline}${res}${rr}${subj}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee, ${o.to[0].main.org ? 'its successors' : 'Grantee\'s heirs'} and assigns forever.${o.kind !== 'qcd' ? ` ${warranty}` : ''}${dower}\n\n${dating}\n\n${sig}\n\n${ackT()}${pm.exhibit}`;
      if (corr && !body.includes(corr)) body = body.replace('\n\nTO HAVE AND TO HOLD', `\n\n${corr}\n\nTO HAVE AND TO HOLD`);
    }
    const stamp = this.record(d, o.tr, 'deed');
    return stampTop ? `${stamp}\n\n${body}` : `${body}\n\n${stamp}`;
  }

  // ------------------------------------------------------------ sovereign and officers' deeds

  patentUS(d: Doc, who: Person, t: number, tr: number): string {
    const y = yearOf(t);
    const us = d.party(this.usa, 'grantor');
    const n = d.party(who, 'grantee');
    const pres = y < 1893 ? 'Benjamin Harrison' : y < 1897 ? 'Grover Cleveland' : y < 1901 ? 'William McKinley' : y < 1909 ? 'Theodore Roosevelt' : y < 1913 ? 'William H. Taft' : y < 1921 ? 'Woodrow Wilson' : 'Warren G. Harding';
    const office = this.pick(this.area.landOffice);
    const homestead = this.chance(0.65);
    const legal = this.desc(d.tracts, { words: true });
    const body = `${us.toUpperCase()},\nTo all to whom these presents shall come, Greeting:\n\n${homestead ? 'Homestead Certificate' : 'Cash Certificate'} No. ${this.between(800, 9999)}. Application ${this.between(1000, 19999)}.\n\nWHEREAS, there has been deposited in the General Land Office of the United States ${homestead ? 'a Certificate' : 'a Final Receipt'} of the Register of the Land Office at ${office}, ${this.area.stName}, whereby it appears that, ${homestead ? 'pursuant to the Act of Congress approved May 20, 1862, "To Secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of' : 'full payment has been made by'} ${n} ${homestead ? 'has been established and duly consummated, in conformity to law, for' : 'according to the provisions of the Act of Congress of April 24, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto, for'} ${legal}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor-General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${n} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${n} and to ${who.female ? 'her' : 'his'} heirs and assigns forever; subject to any vested and accrued water rights for mining, agricultural, manufacturing, or other purposes, and rights to ditches and reservoirs used in connection with such water rights, as may be recognized and acknowledged by the local customs, laws, and decisions of courts.\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${fd(t, 'lord')}, and of the Independence of the United States the one hundred and ${ordinalWord(y - 1876)}.\n\nBy the President: ${pres}\nBy ${this.pick(MALE)} ${this.pick(['W.', 'M.', 'E.'])} ${this.pick(NOTARY_SURNAMES)}, Secretary.\n${this.pick(MALE)} ${this.pick(NOTARY_SURNAMES)}, Recorder of the General Land Office.\n\nRecorded, Vol. ${this.between(2, 60)}, Page ${this.between(1, 500)}.`;
    return `${body}\n\n${this.record(d, tr, 'deed')}`;
  }

  patentTX(d: Doc, who: Person, t: number, tr: number): string {
    const y = yearOf(t);
    const gov = y < 1895 ? 'J. S. Hogg' : y < 1899 ? 'C. A. Culberson' : y < 1903 ? 'Joseph D. Sayers' : y < 1907 ? 'S. W. T. Lanham' : y < 1911 ? 'T. M. Campbell' : y < 1915 ? 'O. B. Colquitt' : 'James E. Ferguson';
    const st = d.party(this.texas, 'grantor');
    const n = d.party(who, 'grantee');
    const sv = d.tracts[0].survey;
    const orig = sv?.company ?? (sv ? sv.forms[1].replace(/ Survey$/, '') : 'the original grantee');
    const body = `PATENT No. ${this.between(10, 700)}, Vol. ${this.between(5, 90)}\n\nTHE ${st.toUpperCase()},\nTo All to Whom These Presents Shall Come, Know Ye:\n\nThat I, ${gov}, Governor of the State aforesaid, by virtue of the authority vested in me by law, and in accordance with the laws of said State, have granted to ${n}, assignee of ${orig}, the land hereinafter described, by virtue of Certificate No. ${this.between(1, 9)}/${this.between(100, 4999)}, issued by the Commissioner of the General Land Office to the said ${orig}:\n\n${this.desc(d.tracts)}\n\nTO HAVE AND TO HOLD the said land, with all its appurtenances, unto the said grantee, ${who.female ? 'her' : 'his'} heirs or assigns forever.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office, at the City of Austin, on the ${fd(t, this.pick(['day', 'words']))}.\n\n${gov}, Governor\n${this.pick(MALE)} ${this.pick(NOTARY_SURNAMES)}, Commissioner of the General Land Office`;
    return `${body}\n\n${this.record(d, tr, 'deed')}`;
  }

  /** A sheriff's deed on foreclosure, or a tax deed: the officer signs, the owner's title passes. */
  officerDeedText(d: Doc, owners: Unit[], buyer: Person, creditor: Person | null, exec: number, ta: number, tr: number): string {
    const c = d.tracts[0].county;
    const a = joinAnd(owners.flatMap((u) => [u.main, u.spouse]).filter((p): p is Person => !!p).map((p) => d.party(p, 'grantor')));
    const b = d.party(buyer, 'grantee');
    const pl = owners.length > 1 || owners[0].spouse;
    const officer = `${this.pick(MALE)} ${this.pick(['A.', 'B.', 'C.', 'J.', 'R.', 'T.'])} ${this.pick(NOTARY_SURNAMES)}`;
    const sale = exec - this.between(10, 120);
    const y0 = yearOf(exec);
    const price = this.between(3, 60) * (y0 < 1940 ? 50 : y0 < 1975 ? 200 : 1500);
    const la = this.area.parish;
    const unit = la ? 'Parish' : 'County';
    let body: string;
    if (creditor) {
      const cred = d.w(creditor);
      const judgment = sale - this.between(40, 300);
      body = la
        ? `SHERIFF'S DEED\n\n${this.venue(c)}\n\nBY VIRTUE OF a writ of seizure and sale issued out of the Honorable ${this.pick(['First', 'Eleventh', 'Twenty-Sixth', 'Forty-Second'])} Judicial District Court in and for the Parish of ${c.name}, State of Louisiana, in the suit entitled "${cred} versus ${a}," No. ${this.between(10, 99)},${this.between(100, 999)} on the docket of said Court, and to me directed, I, ${officer}, Sheriff of the Parish of ${c.name}, did seize and take into my possession the following described property, as belonging to the defendant${pl ? 's' : ''}, to-wit:\n\n${this.desc(d.tracts)}\n\nand after having duly advertised the same according to law, I did, on ${fd(sale, 'mdy')}, at the principal front door of the courthouse, offer the said property for sale at public auction, when and where ${b}, being the last and highest bidder, the said property was adjudicated to ${b} for the price and sum of ${money(price)}.\n\nNOW, THEREFORE, in consideration of the premises and of the said price, I do by these presents grant, bargain, sell, convey, transfer, set over and deliver unto the said ${b} all the right, title and interest of the said defendant${pl ? 's' : ''} in and to the above described property.\n\nIN TESTIMONY WHEREOF, I have signed this deed at ${c.seat}, Louisiana, on this ${fd(exec, 'day')}.`
        : `SHERIFF'S DEED\n\n${this.venue(c)}\n\nWHEREAS, in a certain action lately pending in the ${this.area.st === 'AR' ? 'Chancery' : 'District'} Court of ${c.name} County, State of ${this.area.stName}, wherein ${cred} was plaintiff and ${a} ${pl ? 'were' : 'was'} defendant${pl ? 's' : ''}, a judgment and decree of foreclosure and sale was rendered on the ${fd(judgment, 'day')}, directing the sale of the real estate hereinafter described; and\n\nWHEREAS, the Sheriff of said County, after due notice, did on the ${fd(sale, 'day')} sell the said real estate at public auction to ${b}, the highest and best bidder, for the sum of ${money(price)}, and the period of redemption has expired without redemption;\n\nNOW, THEREFORE, I, ${officer}, Sheriff of ${c.name} County, ${this.area.stName}, in consideration of the premises, do hereby grant, bargain, sell and convey unto the said ${b}, and to ${buyer.org ? 'its successors' : 'the heirs'} and assigns of the purchaser forever, all the right, title, interest and estate of the said defendant${pl ? 's' : ''} in and to the following described real estate, situate in ${c.name} County, ${this.area.stName}:\n\n${this.desc(d.tracts)}\n\nWITNESS my hand this ${fd(exec, 'day')}.`;
    } else {
      const ty = yearOf(sale) - this.between(2, 4);
      body = la
        ? `TAX SALE\n\n${this.venue(c)}\n\nBE IT KNOWN, that I, ${officer}, Sheriff and Ex-Officio Tax Collector of the Parish of ${c.name}, State of Louisiana, by virtue of the authority in me vested by the Constitution and laws of this State, and after having complied with all the formalities required by law, did, on ${fd(sale, 'mdy')}, at the principal front door of the courthouse, sell at public auction the property hereinafter described, assessed in the name of ${a} for the taxes of the year ${ty}, which remained due and unpaid, to ${b}, who bid the amount of the taxes, interest and costs, to-wit: ${money(Math.max(5, Math.round(price / 100)))}.\n\nNOW, THEREFORE, in consideration of the premises, I do hereby sell, transfer and deliver unto the said ${b} all the right, title and interest of the said ${a} in and to the following described property:\n\n${this.desc(d.tracts)}\n\nsubject to redemption as provided by law.\n\nDONE AND SIGNED at ${c.seat}, Louisiana, this ${fd(exec, 'day')}.`
        : `${this.area.st === 'TX' || this.area.st === 'AR' ? "COLLECTOR'S TAX DEED" : "TREASURER'S TAX DEED"}\n\n${this.venue(c)}\n\nWHEREAS, the following described real property, situate in the ${unit} of ${c.name} and State of ${this.area.stName}, to-wit:\n\n${this.desc(d.tracts)}\n\nwas subject to taxation for the year ${ty}; and WHEREAS, the taxes assessed upon said property for said year remained due and unpaid, and the said property, assessed to ${a}, was on the ${fd(sale, 'day')} duly offered at public sale and sold to ${b} for the sum of ${money(Math.max(5, Math.round(price / 100)))}, being the amount of taxes, interest and costs then due; and WHEREAS, the time for redemption has expired and no person has redeemed said property;\n\nNOW, THEREFORE, I, ${officer}, ${this.area.st === 'TX' || this.area.st === 'AR' ? 'Collector of Taxes' : 'County Treasurer'} of ${c.name} County, for and in consideration of the premises, do hereby grant, bargain, sell and convey unto the said ${b} all the right, title and interest of the said ${a} in and to the said property.\n\nWITNESS my hand and seal this ${fd(exec, 'day')}.`;
    }
    d.dates.acknowledgment_date = iso(ta);
    const ackTxt = `${this.venue(c)}\n\nBefore me, the undersigned authority, on this ${fd(ta, 'day')}, personally appeared ${officer}, ${creditor ? 'Sheriff' : la ? 'Sheriff and Ex-Officio Tax Collector' : 'the officer'} of said ${unit}, known to me to be the person who executed the foregoing instrument, and acknowledged that he executed the same in his official capacity for the purposes therein stated.\n\n______________________\n${this.pick(this.notaries)}, Notary Public`;
    return `${body}\n\n______________________\n${officer}, ${creditor ? 'Sheriff' : la ? 'Sheriff and Ex-Officio Tax Collector' : this.area.st === 'TX' || this.area.st === 'AR' ? 'Collector' : 'County Treasurer'}\n\n${ackTxt}\n\n${this.record(d, tr, 'deed')}`;
  }

  // ------------------------------------------------------------ minerals and royalty

  mineralText(d: Doc, from: Unit[], to: Unit[], what: string, exec: number | null, ta: number, tr: number, o: { royalty?: boolean; company?: boolean; eff?: number | null }): string {
    const c = d.tracts[0].county;
    const y = yearOf(ta);
    const A = this.side(d, from, 'grantor');
    const B = this.side(d, to, 'grantee');
    const pm = this.place(d.tracts, { exhibitP: o.company ? 0.5 : 0.2 });
    const cons = this.consid(exec ?? ta);
    const nFrom = from.reduce((n, u) => n + (u.spouse ? 2 : 1), 0);
    const sig = this.sigs(d, from);
    const dating = exec === null ? 'EXECUTED on the dates of the acknowledgments below.' : o.eff ? `EXECUTED this ${fd(exec, 'day')}, but effective for all purposes as of ${fd(o.eff, 'mdy')}.` : this.pick([`WITNESS ${nFrom > 1 ? 'our hands' : 'the hand of Grantor'} this ${fd(exec, 'day')}.`, `Executed ${fd(exec, 'mdy')}.`, `Dated this ${fd(exec, 'dayAD')}.`]);
    const stamp = this.record(d, tr, o.royalty ? 'oil' : 'deed');
    let body: string;
    if (o.company) {
      body = `${this.pick(['MINERAL CONVEYANCE', 'CONVEYANCE OF MINERAL INTEREST', 'MINERAL DEED AND CONVEYANCE'])}\n\n${this.venue(c)}\n\n${A} ("Grantor"), ${this.pick(['acting herein by and through its duly authorized officer', 'acting by its Vice President thereunto duly authorized', 'by its Attorney-in-Fact'])}, for and in consideration of ${cons}, the receipt and sufficiency of which are hereby acknowledged, does hereby GRANT, BARGAIN, SELL, CONVEY, TRANSFER and ASSIGN unto ${B} ("Grantee"), ${what} in and to the oil, gas and other minerals in, on and under and that may be produced from the following described lands located in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}:\n\n${pm.inline}\n\ntogether with all rights, privileges and benefits appurtenant thereto, including all bonuses, rentals and royalties accruing after the date hereof.\n\nThis Conveyance is made without warranty of title, express, implied or statutory, except that Grantor warrants title against all persons claiming by, through or under Grantor, but not otherwise.\n\n${dating}\n\n${sig}\n\n${this.ack(d, ta, from)}${pm.exhibit}`;
    } else if (this.area.parish && exec !== null && this.chance(0.6)) {
      d.dates.acknowledgment_date = iso(exec);
      body = `${o.royalty ? 'SALE OF ROYALTY INTEREST' : 'SALE OF MINERAL RIGHTS'}\n\n${this.venue(c)}\n\nBE IT KNOWN, that on this ${fd(exec, 'day')}, before me, the undersigned Notary Public, and in the presence of the undersigned competent witnesses, personally came and appeared:\n\n${A}\n\nwho declared that for and in consideration of ${cons}, cash in hand paid, ${nFrom > 1 ? 'they do' : 'he does'} by these presents sell, transfer, assign and deliver, with full warranty of title, unto ${B}, here present and accepting, ${what} ${o.royalty ? 'in and to all of the royalty from oil, gas and other minerals produced and saved from' : 'in and to all of the oil, gas and other minerals in, on and under'} the following described property situated in ${c.name} Parish, Louisiana, to-wit:\n\n${pm.inline}\n\n${o.royalty ? 'Vendor retains the exclusive right to execute oil, gas and mineral leases covering said property, and purchaser shall not share in any bonus or rental.' : 'Together with the right of ingress and egress for the purpose of exploring for, producing and marketing said minerals.'}\n\nTHUS DONE AND PASSED at ${this.pick(this.area.town)}, Louisiana, on the day and date first above written, in the presence of the undersigned witnesses and me, Notary, after due reading of the whole.\n\nWITNESSES:\n______________________\n______________________\n\n${sig}\n\n______________________\n${this.pick(this.notaries)}, Notary Public${pm.exhibit}`;
    } else if (o.royalty) {
      body = `${this.pick(['ROYALTY DEED', 'TRANSFER OF ROYALTY', 'ROYALTY CONVEYANCE'])}\n\n${this.area.st === 'TX' ? `${this.venue(c)}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${A}, hereinafter called Grantor, for and in consideration of ${cons} paid by ${B}, hereinafter called Grantee, does hereby grant, bargain, sell, convey and deliver unto said Grantee ${what} in and to all of the royalty, being the landowner's royalty, in and to all of the oil, gas and other minerals produced, saved and sold from the following described land situated in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, to-wit:\n\n${pm.inline}\n\nGrantee shall not participate in any bonus or delay rentals paid for any lease on said land, and shall have no right to join in the execution of any lease, the executive right being retained by Grantor. This conveyance is made subject to any valid oil and gas lease now of record.\n\nTO HAVE AND TO HOLD the above described royalty unto the said Grantee, Grantee's heirs and assigns forever, and Grantor does hereby bind Grantor and Grantor's heirs to warrant and forever defend the same.\n\n${dating}\n\n${sig}\n\n${this.ack(d, ta, from)}${pm.exhibit}`;
    } else if (y >= 1970 && this.chance(0.4)) {
      body = `MINERAL DEED\n\nState: ${this.area.stName}\n${this.area.parish ? 'Parish' : 'County'}: ${c.name}\nGrantor: ${A}\nGrantee: ${B}\nConsideration: ${cons}\nInterest Conveyed: ${what} in and to all oil, gas and other minerals\nLands: ${pm.inline}\n\nFor the Consideration, the receipt of which is acknowledged, Grantor grants, sells and conveys to Grantee the Interest Conveyed in and under the Lands, together with the right of ingress and egress for exploring, drilling, mining and producing, and all bonuses, rentals and royalties payable under any lease now of record insofar as they accrue to the Interest Conveyed. Grantor warrants title to the Interest Conveyed against all persons lawfully claiming the same.\n\n${dating}\n\n${sig}\n\n${this.ack(d, ta, from)}${pm.exhibit}`;
    } else {
      body = `${this.pick(['MINERAL DEED', 'MINERAL RIGHT AND ROYALTY TRANSFER', 'MINERAL DEED'])}\n\n${this.area.st === 'TX' ? `${this.venue(c)}\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${A}, hereinafter called Grantor${nFrom > 1 ? 's' : ''}, for and in consideration of ${cons} cash in hand paid by ${B}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${nFrom > 1 ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${nFrom > 1 ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${what} in and to all of the oil, gas and other minerals in and under and that may be produced from the following described lands situated in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, State of ${this.area.stName}, to-wit:\n\n${pm.inline}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom.\n\nSaid land being now under an oil and gas lease, if any, this sale is made subject thereto, but covers and includes the same part of all of the oil royalty, gas royalty and other benefits which may accrue under said lease.\n\nTO HAVE AND TO HOLD the above described property, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee, Grantee's heirs, successors and assigns forever; and Grantor does hereby warrant the title to the same.\n\n${dating}\n\n${sig}\n\n${this.ack(d, ta, from)}${pm.exhibit}`;
    }
    return this.chance(0.3) ? `${stamp}\n\n${body}` : `${body}\n\n${stamp}`;
  }

  // ------------------------------------------------------------ deaths

  heirLine(d: Doc, dec: Person, h: Person): string {
    const n = d.party(h, 'heir');
    if (h === dec.spouse) return `${n}, ${dec.female ? 'surviving husband' : this.pick(['surviving widow', 'surviving wife', 'his widow'])}`;
    const rel = h.female ? 'a daughter' : 'a son';
    const m = h.spouse && h.spouse.alive ? (h.female ? `, wife of ${d.w(h.spouse)}` : `, married to ${d.w(h.spouse)}`) : '';
    return `${n}, ${rel}${this.chance(0.5) ? m : ''}${this.chance(0.5) ? `, of ${this.pick(this.area.town)}, ${this.area.stName}` : ''}`;
  }

  affidavitText(d: Doc, dec: Person, heirs: Person[], affiant: Person, death: number, jurat: number, tr: number): string {
    const c = d.tracts[0].county;
    const dn = d.party(dec, 'decedent', true);
    const an = d.party(affiant, 'other');
    const he = dec.female ? 'she' : 'he';
    const his = dec.female ? 'her' : 'his';
    const lines = heirs.map((h) => this.heirLine(d, dec, h));
    const sp = dec.spouse;
    const spouseTxt = sp ? (heirs.includes(sp) ? `${dn} was married but once, to ${d.w(sp)}, who survived ${dec.female ? 'her' : 'him'} and is still living.` : sp.alive ? `${dn} was married to ${d.w(sp)}.` : `${dn} was married but once, to ${d.w(sp)}, who predeceased ${dec.female ? 'her' : 'him'}.`) : `${dn} never married.`;
    const kids = heirs.filter((h) => h !== sp);
    const legal = this.desc(d.tracts);
    d.dates.acknowledgment_date = null;
    const notary = this.pick(this.notaries);
    let body: string;
    if (this.chance(0.5)) {
      body = `${this.pick(['AFFIDAVIT OF HEIRSHIP', this.area.parish ? 'AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP' : 'AFFIDAVIT OF FACTS CONCERNING IDENTITY OF HEIRS', 'AFFIDAVIT OF HEIRSHIP'])}\n\n${this.venue(c)}\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${an}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. My name is ${an}. I reside in ${this.pick(this.area.town)}, ${this.area.stName}. I am not related to the decedent by blood or marriage, and I was well acquainted with ${dn} (the "Decedent") and ${his} family for ${this.between(8, 40)} years before ${his} death.\n\n2. The Decedent died ${this.pick(['intestate', 'intestate', 'without leaving a will'])} on ${fd(death, 'mdy')}, at ${this.pick(this.area.town)}, ${this.area.stName}, and at the time of ${his} death was domiciled in ${c.name} ${this.area.parish ? 'Parish' : 'County'}.\n\n3. ${spouseTxt}\n\n4. ${kids.length ? `The following children were born to the Decedent, and no others; none died before the Decedent, and no child was adopted:\n${kids.map((k) => `    ${d.w(k)}`).join('\n')}` : 'No children were born to or adopted by the Decedent.'}\n\n5. At the time of ${his} death the Decedent owned an interest in the following described land:\n\n${legal}\n\n6. No administration is pending upon the estate of the Decedent and none is necessary; all debts of the estate have been paid.\n\n7. The sole heirs at law of the Decedent, who inherited all of ${his} interest in said land in equal shares, are:\n${lines.map((l) => `    ${l}`).join('\n')}\n\n______________________\n${an}, Affiant\n\nSUBSCRIBED AND SWORN TO before me this ${fd(jurat, 'day')}.\n\n______________________\n${notary}, Notary Public`;
    } else {
      body = `${this.pick(['PROOF OF DEATH AND HEIRSHIP', 'AFFIDAVIT OF DEATH AND HEIRSHIP', 'AFFIDAVIT OF HEIRSHIP'])}\n\n${this.venue(c)}\n\n${an}, of lawful age, being first duly sworn, on oath states:\n\nThat affiant knew ${dn}, late of ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, during ${his} lifetime; that the said ${dn} departed this life on the ${fd(death, 'day')}, ${this.pick(['intestate', 'leaving no last will and testament'])}; that ${spouseTxt.replace(`${dn} `, `${he} `)}\n\nThat the said decedent left surviving as ${his} sole and only heirs at law the following persons, each of full age:\n\n${lines.join(';\n')}.\n\nThat among the property owned by the decedent at ${his} death was ${this.pick(['an interest in', 'the following, to-wit:'])}\n\n${legal}\n\nAffiant further states that no proceedings for the administration of said estate have been had in ${this.area.stName} or elsewhere.\n\n______________________\n${an}\n\nSubscribed and sworn to before me this ${fd(jurat, this.pick(['day', 'dayAD']))}.\n\n______________________\nNotary Public${this.chance(0.5) ? `\nMy commission expires ${fd(jurat + this.between(100, 1200), 'num')}` : ''}`;
    }
    return `${body}\n\n${this.record(d, tr, 'misc')}`;
  }

  probateText(d: Doc, dec: Person, heirs: Person[], death: number, signed: number, tr: number, will: boolean): string {
    const c = d.tracts[0].county;
    const dn = d.party(dec, 'decedent', true);
    const his = dec.female ? 'her' : 'his';
    const judge = `${this.pick(MALE)} ${this.pick(['A.', 'B.', 'C.', 'H.', 'J.', 'W.'])} ${this.pick(NOTARY_SURNAMES)}`;
    const legal = this.desc(d.tracts);
    const docket = this.between(1000, 39999);
    // the executor: a surviving spouse who takes, or a stranger (then no party)
    const exHeir = heirs.find((h) => h === dec.spouse) ?? (this.chance(0.5) ? heirs[0] : null);
    const exName = exHeir ? null : `${this.pick(MALE)} ${this.pick(['D.', 'E.', 'L.', 'M.', 'R.'])} ${this.pick(NOTARY_SURNAMES)}`;
    const hl = heirs.map((h) => this.heirLine(d, dec, h));
    const exText = exHeir ? d.w(exHeir) : exName!;
    const exTitle = exHeir ? (exHeir.female ? 'Executrix' : 'Executor') : this.pick(['Executor', 'Administrator']);
    const kind = this.area.parish ? 'jp' : this.area.st === 'TX' ? this.pick(['muniment', 'letters']) : this.area.st === 'AR' ? this.pick(['heirship', 'decree']) : this.pick(['decree', 'letters']);
    let body: string;
    if (kind === 'jp') {
      body = `SUCCESSION OF ${dn.toUpperCase()}\n\nNUMBER ${docket}\n\n${this.pick(['FIRST', 'ELEVENTH', 'TWENTY-SIXTH', 'FORTY-SECOND'])} JUDICIAL DISTRICT COURT\nPARISH OF ${c.name.toUpperCase()}, STATE OF LOUISIANA\n\nJUDGMENT OF POSSESSION\n\nConsidering the petition filed herein, the law and the evidence being in favor thereof, and for the reasons this day orally assigned:\n\nIT IS ORDERED, ADJUDGED AND DECREED that ${joinAnd(hl)} be and ${heirs.length > 1 ? 'they are' : 'is'} hereby recognized as the sole ${will ? `legatee${heirs.length > 1 ? 's' : ''} under the last will and testament` : `heir${heirs.length > 1 ? 's' : ''} at law`} of the decedent, ${dn}, who died ${will ? 'testate' : 'intestate'} on ${fd(death, 'mdy')}, domiciled in ${c.name} Parish, and as such ${heirs.length > 1 ? 'are' : 'is'} entitled to the possession of all of the property belonging to ${his} succession, ${heirs.length > 1 ? ` in the proportions of an undivided ${fracWords(fr(1, heirs.length))} interest each,` : ''} and ${heirs.length > 1 ? 'they are' : 'is'} hereby sent into possession thereof, including particularly the following described property:\n\n${legal}\n\nJUDGMENT READ, RENDERED AND SIGNED at ${c.seat}, Louisiana, this ${fd(signed, 'day')}.\n\n______________________\n${judge}, DISTRICT JUDGE`;
    } else if (kind === 'muniment') {
      body = `CAUSE NO. ${docket}\n\nESTATE OF ${dn.toUpperCase()}, DECEASED\n\nIN THE COUNTY COURT OF ${c.name.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day came on to be heard the application of ${exText} for the probate of the last will and testament of ${dn}, deceased, dated ${fd(death - this.between(400, 6000), 'mdy')}, as a muniment of title only. The Court, having heard the evidence, finds that the decedent died on ${fd(death, 'mdy')}, that the Court has jurisdiction and venue, that the will was executed with the formalities required by law, that there are no unpaid debts owing by the estate except those secured by liens on real estate, and that there is no necessity for administration.\n\nIt is therefore ORDERED that the will is admitted to probate as a Muniment of Title only. By said will the decedent devised all of ${his} property, including the following described land, to-wit:\n\n${legal}\n\nunto ${joinAnd(hl)}.\n\nSIGNED ${fd(signed, 'mdy')}.\n\n______________________\n${judge}, Judge Presiding`;
    } else if (kind === 'letters') {
      body = `LETTERS TESTAMENTARY\n\n${this.area.st === 'TX' ? 'THE STATE OF TEXAS' : `STATE OF ${this.area.stName.toUpperCase()}`}\nCOUNTY OF ${c.name.toUpperCase()}\n\nIn the Matter of the Estate of ${dn}, Deceased. No. ${docket}.\n\nThe last will and testament of ${dn}, deceased, who died on ${fd(death, 'mdy')}, having been duly proved and admitted to probate in this Court, ${exText} is hereby appointed ${exTitle} thereof, and having qualified, is authorized to administer the estate according to law and the said will.\n\nBy said will, of which a true copy is attached, the testator devised ${his} land in ${c.name} County, described as follows:\n\n${legal}\n\nto ${joinAnd(hl)}, in equal shares.\n\nWITNESS my hand and the seal of said Court, this ${fd(signed, 'day')}.\n\n______________________\n${this.clerk(c)}, Clerk of the ${this.area.st === 'TX' ? 'County' : 'District'} Court`;
    } else if (kind === 'heirship') {
      body = `IN THE PROBATE COURT OF ${c.name.toUpperCase()} COUNTY, ARKANSAS\n\nIN THE MATTER OF THE ESTATE OF ${dn.toUpperCase()}, DECEASED\nNo. P-${docket}\n\nORDER DETERMINING HEIRSHIP\n\nOn this ${fd(signed, 'day')}, comes on for hearing the petition for determination of heirship of the above estate, and the Court, upon the evidence adduced, finds: that ${dn} died ${will ? 'testate' : 'intestate'} on ${fd(death, 'mdy')}, a resident of ${c.name} County, Arkansas; that the decedent owned at death the following lands:\n\n${legal}\n\nand that the persons entitled to take said lands, and their interests, are ${joinAnd(hl)}, in equal shares.\n\nIT IS THEREFORE CONSIDERED, ORDERED AND ADJUDGED that title to said lands be and is hereby vested in the said persons as their interests appear.\n\n______________________\n${judge}, Probate Judge`;
    } else {
      const n = this.between(1, 19);
      body = `IN THE DISTRICT COURT OF THE ${ordinalWord(n).toUpperCase()} JUDICIAL DISTRICT OF THE STATE OF ${this.area.stName.toUpperCase()}, IN AND FOR THE COUNTY OF ${c.name.toUpperCase()}\n\nIn the Matter of the Estate of ${dn}, Deceased.    Probate No. ${docket}\n\nDECREE OF ${this.pick(['FINAL ', ''])}DISTRIBUTION\n\nNow on this ${fd(signed, 'day')}, this matter coming on to be heard upon the final account and petition for distribution of ${exText}, ${exTitle} of the estate of ${dn}, deceased, and it appearing that due notice has been given as required by law, the Court finds that ${dn} died ${will ? 'testate' : 'intestate'} on ${fd(death, 'mdy')}, a resident of ${c.name} County; that all debts, taxes and expenses of administration have been paid; and that the persons hereinafter named are entitled to the residue of said estate.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the residue of said estate, including the following described real property situate in ${c.name} County, ${this.area.stName}, to-wit:\n\n${legal}\n\nbe and the same is hereby distributed to ${joinAnd(hl)}, share and share alike.\n\nDone in open court the day and year first above written.\n\n______________________\n${judge}, District Judge`;
    }
    d.dates.acknowledgment_date = null;
    return `${body}\n\n${this.record(d, tr, 'misc')}`;
  }

  // ------------------------------------------------------------ leases and what follows them

  leaseText(d: Doc, lessors: Unit[], lessee: Person, exec: number | null, ta: number, tr: number, term: number, o: { eff: number | null; memo: boolean }): string {
    const c = d.tracts[0].county;
    const y = yearOf(ta);
    const A = this.side(d, lessors, 'lessor');
    const B = this.side(d, [{ main: lessee, spouse: null, both: false }], 'lessee');
    const acres = d.tracts.every((t) => t.states) ? Math.round(d.tracts.reduce((s, t) => s + t.acres, 0) * 100) / 100 : null;
    const roy = y < 1950 ? 'one-eighth (1/8)' : y < 1990 ? this.pick(['one-eighth (1/8)', 'three-sixteenths (3/16)']) : this.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'one-fourth (1/4)']);
    const sig = this.sigs(d, lessors);
    const ack = this.ack(d, ta, lessors);
    const stamp = this.record(d, tr, 'oil');
    let body: string;
    const pm = this.place(d.tracts, { exhibitP: y > 1970 ? 0.35 : 0.1 });
    const acresClause = acres && d.tracts.length === 1 && !/acres/.test(pm.inline) && this.chance(0.5) ? ` and containing ${acres} acres, more or less` : '';
    if (o.memo) {
      body = `MEMORANDUM OF OIL AND GAS LEASE\n\n${this.venue(c)}\n\nNotice is hereby given that ${A}, as Lessor, whose address is ${this.pick(this.area.town)}, ${this.area.stName}, has executed and delivered unto ${B}, as Lessee, an Oil and Gas Lease ${o.eff !== null ? `made effective as of ${fd(o.eff, 'mdy')}` : 'of even date herewith'}, covering the following described lands in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}:\n\n${pm.inline}\n\nThe Lease provides for a primary term of ${words(term)} (${term}) years${o.eff !== null ? ' from its effective date' : ''}, and as long thereafter as oil, gas or other substances covered thereby are produced in paying quantities. The Lease contains options, covenants and conditions not set forth herein, and reference is made to the unrecorded Lease for all of its terms. This Memorandum is placed of record to give notice of the Lease and shall not modify its terms.\n\n${exec === null ? 'EXECUTED on the dates of the acknowledgments below.' : `EXECUTED this ${fd(exec, 'day')}.`}\n\n${sig}\n\n${ack}${pm.exhibit}`;
    } else if (this.area.parish && this.chance(0.6)) {
      body = `OIL, GAS AND MINERAL LEASE\n\n${this.venue(c)}\n\nTHIS AGREEMENT made and entered into ${exec === null ? 'on the date of the acknowledgment hereof' : `this ${fd(exec, 'day')}`}, by and between ${A}, hereinafter called "Lessor" (whether one or more), and ${B}, hereinafter called "Lessee," WITNESSETH:\n\n1. Lessor, in consideration of ${this.consid(ta)}, in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, does hereby lease, let and grant exclusively unto Lessee, for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas, sulphur and all other minerals, the following described land in ${c.name} Parish, Louisiana, to-wit:\n\n${pm.inline}\n\n2. Unless sooner terminated or longer kept in force under other provisions hereof, this lease shall remain in force for a term of ${words(term)} (${term}) years from ${o.eff !== null ? `${fd(o.eff, 'mdy')}, the date as of which this lease is made effective` : 'the date hereof'}, hereinafter called "primary term," and as long thereafter as operations are conducted upon said land with no cessation for more than ninety (90) consecutive days.\n\n3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land; (b) on gas, ${roy} of the market value at the well.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\nWITNESSES:\n______________________\n______________________\n\n${sig}\n\n${ack}${pm.exhibit}`;
    } else if (y < 1965 && this.chance(0.75)) {
      const rentDue = (exec ?? ta) + 365;
      body = `${this.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE', "PRODUCERS' FORM OIL AND GAS LEASE"])}\n\nAGREEMENT, Made and entered into ${exec === null ? 'as of the date of the acknowledgment below' : `the ${fd(exec, 'day')}`}, by and between ${A}, of ${this.pick(this.area.town)}, ${this.area.stName}, hereinafter called lessor (whether one or more), and ${B}, hereinafter called lessee.\n\n1. WITNESSETH, That the said lessor, for and in consideration of ${this.consid(ta)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas and laying pipe lines, and building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${c.name}, State of ${this.area.stName}, described as follows, to-wit:\n\n${pm.inline}${acresClause}.\n\n2. It is agreed that this lease shall remain in force for a term of ${words(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\n3. In consideration of the premises the said lessee covenants and agrees: To deliver to the credit of lessor, free of cost, in the pipe line to which lessee may connect his wells, the equal ${roy} part of all oil produced and saved from the leased premises.\n\n4. If no well be commenced on said land on or before the ${fd(rentDue, 'day')}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${this.pick(this.area.banks)}, the sum of ${money(this.between(10, 320))}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nIN WITNESS WHEREOF, we sign the day and year first above written.\n\n${sig}\n\n${ack}${pm.exhibit}`;
    } else {
      body = `${this.pick(['PAID-UP OIL AND GAS LEASE', 'OIL AND GAS LEASE (PAID-UP)', 'OIL, GAS AND MINERAL LEASE'])}\n\nTHIS LEASE AGREEMENT is made ${exec === null ? 'as of the date of the last acknowledgment below' : `as of the ${fd(exec, 'day')}`}, between ${A}, as Lessor (whether one or more), and ${B}, as Lessee. All printed portions of this lease were prepared by the party hereinabove named as Lessee, but all other provisions were prepared jointly by Lessor and Lessee.${o.eff !== null ? ` This lease is made effective as of ${fd(o.eff, 'mdy')}.` : ''}\n\n1. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called leased premises:\n\n${pm.inline}\n\nin the ${this.area.parish ? 'Parish' : 'County'} of ${c.name}, State of ${this.area.stName}, ${acres ? `containing ${acres} gross acres, more or less (including any interests therein which Lessor may hereafter acquire by reversion, prescription or otherwise)` : 'together with any interests therein which Lessor may hereafter acquire by reversion, prescription or otherwise'}, for the purpose of exploring for, developing, producing and marketing oil and gas.\n\n2. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${words(term)} (${term}) years from the ${o.eff !== null ? 'effective date' : 'date'} hereof, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises.\n\n3. Royalties on oil, gas and other substances produced and saved hereunder shall be paid by Lessee to Lessor as follows: ${roy} of such production, to be delivered at Lessee's option to Lessor at the wellhead or to Lessor's credit at the oil purchaser's transportation facilities.\n\nIN WITNESS WHEREOF, this lease is executed to be effective as of the date first written above, but upon execution shall be binding on the signatory.\n\n${sig}\n\n${ack}${pm.exhibit}`;
      if (o.eff === null) body = body.replace('this lease is executed to be effective as of the date first written above, but upon execution shall be binding on the signatory', 'this lease is executed on the date first written above');
    }
    return this.chance(0.25) ? `${stamp}\n\n${body}` : `${body}\n\n${stamp}`;
  }

  leaseRecital(d: Doc, l: Lease): string {
    return `that certain oil and gas lease dated ${fd(l.date, this.pick(['mdy', 'day']))}, from ${joinAnd(l.origLessorNames)}, as Lessor, to ${d.w(l.orig)}, as Lessee, recorded in ${l.ref} of the ${this.area.parish ? 'Conveyance' : 'Oil and Gas'} Records of ${l.tracts[0].county.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}`;
  }

  ratifyText(d: Doc, l: Lease, rat: Unit[], exec: number | null, ta: number, tr: number): string {
    const c = d.tracts[0].county;
    const R = this.side(d, rat, 'lessor');
    const H = joinAnd(l.holders.map((h) => d.party(h, 'lessee')));
    const rec = this.leaseRecital(d, l);
    const n = rat.reduce((k, u) => k + (u.spouse ? 2 : 1), 0);
    const sig = this.sigs(d, rat);
    const ack = this.ack(d, ta, rat);
    const body = this.chance(0.5)
      ? `${this.pick(['LEASE RATIFICATION', 'RATIFICATION OF OIL AND GAS LEASE', 'RATIFICATION AND ADOPTION OF LEASE'])}\n\n${this.venue(c)}\n\nWHEREAS, by ${rec}, the following described land was leased for oil and gas purposes:\n\n${this.desc(d.tracts, { short: true })}\n\nWHEREAS, said lease is now owned and held by ${H}; and\n\nWHEREAS, the undersigned ${R} ${n > 1 ? 'own' : 'owns'} an undivided interest in the oil, gas and other minerals in and under said land;\n\nNOW, THEREFORE, for and in consideration of ${this.consid(ta)}, the undersigned ${n > 1 ? 'do' : 'does'} hereby ratify, adopt and confirm said lease in all of its terms and provisions, and ${n > 1 ? 'do' : 'does'} hereby grant, lease and let unto ${H}, the present owner of said lease, all of the undersigned's interest in said land, subject to and in accordance with all of the terms of said lease, the same as if the undersigned had originally executed said lease as a lessor therein.\n\n${exec === null ? 'Executed on the dates of the acknowledgments.' : `Executed ${fd(exec, 'mdy')}.`}\n\n${sig}\n\n${ack}`
      : `RATIFICATION\n\nKNOW ALL MEN BY THESE PRESENTS, THAT the undersigned, ${R}, being the owner${n > 1 ? 's' : ''} of an interest in the minerals in the land hereinafter described, for a valuable consideration, the receipt of which is acknowledged, ${n > 1 ? 'do' : 'does'} hereby adopt, ratify and confirm ${rec}, insofar as it covers:\n\n${this.desc(d.tracts, { short: true })}\n\nand the undersigned hereby lease${n > 1 ? '' : 's'}, demise${n > 1 ? '' : 's'} and let unto ${H}, present owner of said lease, all of the undersigned's interest in the above described land for the term and upon the conditions set out in said lease. This ratification shall extend to and bind the heirs, successors and assigns of the undersigned.\n\n${exec === null ? 'WITNESS the hand of the undersigned on the date of the acknowledgment.' : `WITNESS the hand${n > 1 ? 's' : ''} of the undersigned this ${fd(exec, 'day')}.`}\n\n${sig}\n\n${ack}`;
    return `${body}\n\n${this.record(d, tr, 'oil')}`;
  }

  assignText(d: Doc, l: Lease, from: Person[], to: Person, what: string, exec: number | null, eff: number | null, ta: number, tr: number, partial: boolean): string {
    const c = d.tracts[0].county;
    const fu = from.map((p) => ({ main: p, spouse: null, both: false }));
    const A = this.side(d, fu, 'assignor');
    const B = this.side(d, [{ main: to, spouse: null, both: false }], 'assignee');
    const rec = this.leaseRecital(d, l);
    const sig = this.sigs(d, fu);
    const ack = this.ack(d, ta, fu);
    const pm = this.place(d.tracts, { short: true, exhibitP: 0.35 });
    let body: string;
    if (eff !== null) {
      body = `${partial ? 'PARTIAL ASSIGNMENT, CONVEYANCE AND BILL OF SALE' : 'ASSIGNMENT, CONVEYANCE AND BILL OF SALE'}\n\n${this.venue(c)}\n\nThis Assignment, Conveyance and Bill of Sale (this "Assignment") is from ${A} ("Assignor") to ${B} ("Assignee"), and is effective as of 7:00 a.m., local time, on ${fd(eff, 'mdy')} (the "Effective Time").\n\nFor ${this.consid(ta)}, Assignor hereby grants, bargains, sells, conveys, assigns and transfers to Assignee ${what} in and to ${rec}, insofar as it covers the lands described in Exhibit A (the "Lease"), together with all wells, equipment and personal property located thereon and used in connection therewith.\n\nAssignor warrants title to the interest assigned against all persons claiming by, through or under Assignor, but not otherwise.\n\n${exec === null ? 'Executed on the dates of the acknowledgments below, but effective for all purposes as of the Effective Time.' : `Executed on ${fd(exec, 'mdy')}, but effective for all purposes as of the Effective Time.`}\n\n${sig}\n\n${ack}\n\nEXHIBIT A\n\n${this.desc(d.tracts, { short: true })}`;
    } else {
      body = `${partial ? this.pick(['PARTIAL ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF UNDIVIDED INTEREST IN OIL AND GAS LEASE']) : this.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT'])}\n\n${this.venue(c)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${A}, hereinafter called Assignor, for and in consideration of ${this.consid(ta)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${B}, hereinafter called Assignee, ${what} in and to ${rec}, insofar as said lease covers the following described land:\n\n${pm.inline}\n\ntogether with all rights incident thereto and all personal property used or obtained in connection therewith.\n\nAnd for the same consideration the Assignor covenants with the said Assignee that Assignor is the lawful owner of said lease and rights and interest thereunder, and that the same are free from all liens and encumbrances.\n\n${exec === null ? 'EXECUTED on the dates of the acknowledgments.' : `EXECUTED this ${fd(exec, this.pick(['day', 'dayAD']))}.`}\n\n${sig}\n\n${ack}${pm.exhibit}`;
    }
    return `${body}\n\n${this.record(d, tr, 'oil')}`;
  }

  releaseText(d: Doc, l: Lease, exec: number | null, ta: number, tr: number, partial: 'tract' | 'depth' | null, depth: number): string {
    const c = d.tracts[0].county;
    const fu = l.holders.map((p) => ({ main: p, spouse: null, both: false }));
    const H = this.side(d, fu, 'lessee', { plain: true });
    const lessors = joinAnd(l.lessors.map((x) => d.party(x.p, 'lessor')));
    const orig = l.holders.includes(l.orig) ? d.w(l.orig) : d.w(l.orig);
    const sig = this.sigs(d, fu);
    const ack = this.ack(d, ta, fu);
    const plural = l.holders.length > 1;
    const scope = partial === 'tract' ? 'insofar and only insofar as said lease covers the following described land, said lease to remain in full force and effect as to the remaining lands covered thereby' : partial === 'depth' ? `insofar and only insofar as said lease covers all depths below ${depth} feet beneath the surface of the following described land, said lease to remain in full force and effect as to all depths from the surface down to ${depth} feet` : 'insofar as it covers the following described land';
    const ratTxt = l.ratRefs.length ? `, as ratified by instrument${l.ratRefs.length > 1 ? 's' : ''} recorded in ${joinAnd(l.ratRefs)}` : '';
    const title = partial ? this.pick(['PARTIAL RELEASE OF OIL AND GAS LEASE', 'PARTIAL RELEASE']) : this.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'RELEASE OF OIL, GAS AND MINERAL LEASE']);
    const body = this.chance(0.5)
      ? `${title}\n\n${this.venue(c)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${H}, the present owner${plural ? 's' : ''} and holder${plural ? 's' : ''} of that certain oil and gas lease dated ${fd(l.date, 'mdy')}, executed by ${lessors}, as Lessor, to ${orig}, as Lessee, recorded in ${l.ref}${ratTxt}, records of ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, ${plural ? 'do' : 'does'} hereby release, relinquish and surrender unto the said Lessor, their heirs, successors and assigns, all right, title and interest in and to said lease ${scope}:\n\n${this.desc(d.tracts, { short: true })}\n\n${exec === null ? 'EXECUTED on the date of the acknowledgment hereto.' : `IN WITNESS WHEREOF, this instrument is executed this ${fd(exec, 'day')}.`}\n\n${sig}\n\n${ack}`
      : `${title}\n\n${exec === null ? '' : `Date: ${fd(exec, 'mdy')}\n`}Lease Date: ${fd(l.date, 'mdy')}\nLessor: ${lessors}\nOriginal Lessee: ${orig}\nRecorded: ${l.ref}${ratTxt}\n\nLand: ${this.desc(d.tracts, { short: true })}\n\nThe undersigned, ${H}, being the owner${plural ? 's' : ''} of the above described lease, for a valuable consideration, ${plural ? 'do' : 'does'} hereby release and surrender said lease unto the Lessor ${scope.replace('the following described land', 'the Land described above')}, and ${plural ? 'request' : 'requests'} that the same be cancelled of record${partial ? ' to that extent' : ''}.\n\n${sig}\n\n${ack}`;
    return `${body}\n\n${this.record(d, tr, 'oil')}`;
  }

  // ------------------------------------------------------------ easements, mortgages, division orders

  easementText(d: Doc, from: Unit[], co: Person, exec: number | null, ta: number, tr: number): string {
    const c = d.tracts[0].county;
    const A = this.side(d, from, 'grantor');
    const B = this.side(d, [{ main: co, spouse: null, both: false }], 'grantee');
    const elec = /Electric|Power/.test(co.last);
    const width = this.pick([30, 40, 50, 60, 75]);
    const what = elec ? 'an electric transmission and distribution line, consisting of poles, wires, anchors and fixtures' : this.pick(['a pipe line for the transportation of oil, gas, water and other substances', 'one or more pipelines and appurtenant facilities for the gathering and transportation of natural gas']);
    const body = `${this.pick(['RIGHT-OF-WAY AGREEMENT', 'RIGHT OF WAY EASEMENT', elec ? 'EASEMENT' : 'PIPELINE RIGHT-OF-WAY GRANT'])}\n\n${this.venue(c)}\n\nFor and in consideration of ${this.consid(ta)}, the receipt of which is hereby acknowledged, ${A}, hereinafter called Grantor, ${from.length > 1 || from[0].spouse ? 'do' : 'does'} hereby grant and convey unto ${B}, its successors and assigns, hereinafter called Grantee, a right of way and easement ${width} feet in width to construct, lay, maintain, operate, inspect, repair, replace and remove ${what}, over, through and across the following described land situated in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, to-wit:\n\n${this.desc(d.tracts)}\n\nthe centerline of said right of way to be as now staked on the ground. Grantor shall have the right to use and enjoy said land except as may be necessary for the purposes herein granted, and Grantee shall pay for any damage to crops, fences and timber arising from its operations. Nothing herein shall be construed as a conveyance of the land or of any interest in the oil, gas or other minerals.\n\n${exec === null ? 'Executed on the date of the acknowledgment.' : `WITNESS the execution hereof this ${fd(exec, 'day')}.`}\n\n${this.sigs(d, from)}\n\n${this.ack(d, ta, from)}`;
    return `${body}\n\n${this.record(d, tr, 'misc')}`;
  }

  mortgageText(d: Doc, from: Unit[], lender: Person, trustee: Person | null, exec: number, ta: number, tr: number): string {
    const c = d.tracts[0].county;
    const A = this.side(d, from, 'grantor');
    const amt = yearOf(exec) < 1930 ? this.between(5, 60) * 100 : yearOf(exec) < 1970 ? this.between(20, 200) * 100 : this.between(50, 900) * 1000;
    const due = exec + this.between(3, 20) * 365;
    const n = from.reduce((k, u) => k + (u.spouse ? 2 : 1), 0);
    let body: string;
    if (trustee) {
      const T = d.party(trustee, 'grantee');
      const L = d.party(lender, 'other');
      body = /Public Trustee/.test(trustee.last)
        ? `DEED OF TRUST\n\nTHIS INDENTURE, Made this ${fd(exec, 'day')}, between ${A}, of the County of ${c.name} and State of Colorado, hereinafter called Grantor, and THE ${T.toUpperCase()}, State of Colorado, party of the second part, WITNESSETH:\n\nTHAT WHEREAS, the said Grantor has executed a promissory note of even date herewith for the principal sum of ${money(amt)}, payable to the order of ${L}, the beneficiary herein, on or before ${fd(due, 'mdy')}, with interest thereon;\n\nNOW, THEREFORE, the said Grantor, in consideration of the premises and for the purpose aforesaid, does hereby grant, bargain, sell and convey unto the said Public Trustee, in trust forever, the following described property, situate in the County of ${c.name}, State of Colorado, to wit:\n\n${this.desc(d.tracts)}\n\nTO HAVE AND TO HOLD the same, in trust nevertheless, that in case of default in the payment of said note the beneficiary may cause the said property to be sold in the manner provided by law.\n\nIN WITNESS WHEREOF, the Grantor has executed this deed the day and year first above written.\n\n${this.sigs(d, from)}\n\n${this.ack(d, ta, from)}`
        : `DEED OF TRUST\n\n${this.venue(c)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${A}, of ${c.name} County, ${this.area.stName}, hereinafter called Grantor${n > 1 ? 's' : ''}, for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of Ten Dollars paid by the Trustee herein named, have granted, sold and conveyed, and by these presents do grant, sell and convey unto ${T}, Trustee, of ${this.pick(this.area.town)}, ${this.area.stName}, and his substitutes or successors, all of the following described property situated in ${c.name} County, ${this.area.stName}, to-wit:\n\n${this.desc(d.tracts)}\n\nTO HAVE AND TO HOLD the above described property unto the said Trustee, and to his substitutes or successors forever, IN TRUST, however, to secure the payment of one certain promissory note of even date herewith in the principal sum of ${money(amt)}, executed by Grantor${n > 1 ? 's' : ''} and payable to the order of ${L}, due and payable on or before ${fd(due, 'mdy')}.\n\n${`Executed this ${fd(exec, 'day')}.`}\n\n${this.sigs(d, from)}\n\n${this.ack(d, ta, from)}`;
    } else {
      const L = d.party(lender, 'grantee');
      if (this.area.parish && this.chance(0.6)) {
        d.dates.acknowledgment_date = iso(exec);
        body = `ACT OF MORTGAGE\n\n${this.venue(c)}\n\nBE IT KNOWN, that on this ${fd(exec, 'day')}, before me, the undersigned Notary Public, and in the presence of the witnesses hereinafter named, personally came and appeared ${A}, who declared that, being indebted unto ${L} in the full sum of ${money(amt)}, as evidenced by one promissory note of even date herewith, payable on or before ${fd(due, 'mdy')}, ${n > 1 ? 'they do' : 'he does'} by these presents specially mortgage, affect and hypothecate unto and in favor of said ${L}, the following described property situated in ${c.name} Parish, Louisiana, to-wit:\n\n${this.desc(d.tracts)}\n\nThe said appearer${n > 1 ? 's' : ''} further declared that the said property shall not be sold, alienated or encumbered to the prejudice of this act, and consented that in the event of default the mortgagee may cause the property to be seized and sold under executory process, without appraisement.\n\nTHUS DONE AND PASSED at ${c.seat}, Louisiana, on the day and date first above written, in the presence of the undersigned competent witnesses and me, Notary.\n\nWITNESSES:\n______________________\n______________________\n\n${this.sigs(d, from)}\n\n______________________\n${this.pick(this.notaries)}, Notary Public`;
      } else {
        body = `${this.pick(['MORTGAGE', 'REAL ESTATE MORTGAGE', 'MORTGAGE'])}\n\nTHIS MORTGAGE, Made this ${fd(exec, 'day')}, by ${A}, of ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, Mortgagor${n > 1 ? 's' : ''}, to ${L}, Mortgagee,\n\nWITNESSETH: That the said Mortgagor${n > 1 ? 's' : ''}, for and in consideration of the sum of ${money(amt)} loaned to ${n > 1 ? 'them' : 'him'} by the Mortgagee, do${n > 1 ? '' : 'es'} hereby mortgage and warrant unto the said Mortgagee, its successors and assigns, the following described real estate situated in ${c.name} ${this.area.parish ? 'Parish' : 'County'}, ${this.area.stName}, to-wit:\n\n${this.desc(d.tracts)}\n\nhereby releasing all rights of homestead, dower and curtesy therein, to secure the payment of one promissory note of even date herewith for the said sum, due and payable on or before ${fd(due, 'mdy')}, with interest at the rate of ${this.between(4, 10)} per cent per annum.\n\nIf the said Mortgagor${n > 1 ? 's' : ''} shall pay the said note according to its terms, this mortgage shall be void; otherwise to remain in full force.\n\n${this.sigs(d, from)}\n\n${this.ack(d, ta, from)}`;
      }
    }
    return `${body}\n\n${this.record(d, tr, 'mort')}`;
  }

  divisionOrderText(d: Doc, op: Person, owners: Array<{ p: Person; dec: string; type: string }>, exec: number, eff: number, tr: number | null): string {
    const c = d.tracts[0].county;
    const O = d.party(op, 'other');
    const rows = owners.map((x) => {
      d.party(x.p, 'other');
      return `${(x.p.org ? d.w(x.p) : d.wi(x.p)).padEnd(38)} ${x.dec.padEnd(12)} ${x.type}`;
    });
    const well = `${this.pick(this.area.surnames)} ${this.pick(['Unit', 'A', 'Federal', 'Estate', ''])} No. ${this.between(1, 4)}`.replace('  ', ' ');
    const old = yearOf(exec) < 1975;
    const body = old
      ? `DIVISION ORDER AND TRANSFER ORDER\n\nTo ${O}:\n\nDate: ${fd(exec, 'mdy')}\n\nThe undersigned, and each of us, certify and guarantee that we are the legal owners of the interests set out opposite our respective names in the oil produced from the ${well} lease, being\n\n${this.desc(d.tracts, { short: true })}\n\nand, until further notice, you will give credit for such oil, effective 7:00 a.m., ${fd(eff, 'mdy')}, as follows:\n\n${'Owner'.padEnd(38)} ${'Interest'.padEnd(12)} Type\n${rows.join('\n')}\n\nThe oil run from said property shall become your property upon delivery to you or your pipe line. Payment shall be made monthly by check mailed to the owners at the addresses shown in your records.`
      : `DIVISION ORDER\n\nTo: ${O}\nProperty Name: ${well}\nOperator: ${O}\nCounty and State: ${c.name}, ${this.area.stName}\nProperty Description: ${this.desc(d.tracts, { short: true }).replace(/\n/g, ' ')}\nProduction: [X] Oil  [X] Gas  [ ] Other\nDate: ${fd(exec, this.pick(['mdy', 'num']))}\nEffective Date: 7:00 a.m., ${fd(eff, 'mdy')}\n\nThe undersigned certifies the ownership of their decimal interest in production or proceeds as described below payable by ${O} (Payor). Payor shall be notified, in writing, of any change in ownership, decimal interest, or payment address. All such changes shall be effective the first day of the month following receipt of such notice.\n\n${'Owner'.padEnd(38)} ${'Decimal'.padEnd(12)} Type\n${rows.join('\n')}\n\nThis Division Order does not amend any lease or operating agreement between the undersigned and the lessee or operator or any other contracts for the purchase of oil or gas.`;
    d.dates.acknowledgment_date = null;
    const sigs = owners.map((x) => `______________________  ${d.w(x.p)}`).join('\n');
    return `${body}\n\n${sigs}${tr !== null ? `\n\n${this.record(d, tr, 'misc')}` : ''}`;
  }

  // ------------------------------------------------------------ holdings

  unsevered(f: Farm): Fr {
    return f.minerals.filter((m) => !m.roy).reduce((a, m) => fsub(a, m.f), [1, 1] as Fr);
  }

  addMin(f: Farm, p: Person, x: Fr, roy: boolean, src: 'deed' | 'heir') {
    const e = f.minerals.find((m) => m.p === p && m.roy === roy);
    if (e) {
      e.f = fadd(e.f, x);
      e.src = 'heir';
    } else f.minerals.push({ p, f: x, roy, src });
  }

  /** Who may sign a lease: the fee holders while some minerals go with the land, and the severed mineral owners. */
  execOwners(f: Farm): Person[] {
    const out: Person[] = fval(this.unsevered(f)) > 0 ? [...f.fee] : [];
    for (const m of f.minerals) if (!m.roy && fval(m.f) > 0 && !out.includes(m.p)) out.push(m.p);
    return out;
  }

  dts(t: number): { exec: number | null; ta: number; tr: number } {
    const ta = t + (this.chance(0.6) ? 0 : this.between(1, 20));
    const tr = ta + (this.chance(0.06) ? this.between(200, 900) : this.between(1, 60));
    return { exec: this.chance(0.06) ? null : t, ta, tr };
  }

  trustee(): Person {
    const p = this.person();
    p.dies = 9999;
    p.trust = this.pick([`${p.last} Family Trust`, `${p.first} ${p.last} Revocable Living Trust`, `${p.last} Land Trust`]);
    return p;
  }

  // ------------------------------------------------------------ fee events

  sale(
    f: Farm,
    o: { from: Person[]; joinP?: number; to?: Person[]; kind?: 'wd' | 'swd' | 'qcd'; reserve?: boolean; rrReserve?: boolean; interest?: string; t?: number; req?: boolean; update?: boolean; gap?: GapKind; correction?: { title: string; date: number; ref: string; reason: string } | null },
  ): Doc {
    const t = o.t ?? this.t;
    let to = o.to;
    if (!to) {
      if (this.chance(0.06)) to = [this.trustee()];
      else {
        const b = this.buyer();
        to = b.spouse && this.chance(0.35) ? [b, b.spouse] : [b];
      }
    }
    const kind = o.kind ?? (o.from.some((p) => p.org || p.trust) ? (this.chance(0.75) ? 'swd' : 'wd') : this.chance(0.75) ? 'wd' : this.chance(0.6) ? 'swd' : 'qcd');
    const cat: DocCategory = kind === 'wd' ? 'warranty_deed' : kind === 'swd' ? 'special_warranty_deed' : 'quitclaim_deed';
    const from = this.units(o.from, o.joinP ?? 0.7);
    const toU = this.units(to, 0);
    const d = this.newDoc(cat, f.tracts);
    let reserve: { f: Fr; all: boolean; whole: boolean; by: Person[] } | null = null;
    const u = this.unsevered(f);
    const holders = o.from.filter((p) => f.fee.includes(p));
    if (o.reserve && fval(u) > 0 && holders.length) {
      const cands = ([[1, 2], [1, 4], [1, 8], [3, 4]] as Fr[]).filter((x) => fval(x) < fval(u));
      const all = !cands.length || this.chance(0.35);
      const r = all ? u : this.pick(cands);
      reserve = { f: r, all, whole: fval(u) === 1, by: holders };
      for (const h of holders) this.addMin(f, h, fmul(r, [1, holders.length]), false, 'deed');
    }
    let rr: Person | null = null;
    if (o.rrReserve && o.from.length === 1 && o.from[0].org) {
      rr = o.from[0];
      this.addMin(f, rr, [1, 1], false, 'deed');
    }
    const dt = this.dts(t);
    const text = this.deedText(d, { kind, from, to: toU, exec: dt.exec, ta: dt.ta, tr: dt.tr, reserve, rrReserve: rr, interest: o.interest, correction: o.correction ?? null, subject: f.minerals.some((m) => !m.roy) && !reserve && !rr && this.chance(0.4) ? 'This conveyance is made and accepted subject to all prior reservations and conveyances of oil, gas and other minerals of record.' : undefined });
    this.finish(d, text, { exec: dt.exec, fee: true, estates: ['fee'] });
    this.linkSides(d, f.tracts, 'fee', from, toU, o.req ?? true);
    if (o.gap) this.gap(d, f.tracts, 'fee', o.gap);
    if (o.update !== false) {
      f.fee = [...to];
      f.mortgage = null;
      f.lastFee = { t: dt.exec ?? dt.ta, file: d.file, ref: d.ref, grantors: o.from, grantees: to, cat, title: kind === 'wd' ? 'Warranty Deed' : kind === 'swd' ? 'Special Warranty Deed' : 'Quitclaim Deed', fresh: !o.gap };
    }
    return d;
  }

  evStart(f: Farm) {
    f.started = true;
    const a = this.area;
    const t = this.t;
    if ((!a.tx && this.chance(0.55)) || (a.tx && f.tracts[0].kind === 'rr' && this.chance(0.5))) {
      if (!a.tx)
        for (const tr of f.tracts) {
          tr.states = true;
          tr.t.acres = tr.acres;
        }
      const who = this.buyer();
      const d = this.newDoc('patent', f.tracts);
      const tr = t + (this.chance(0.5) ? this.between(20, 400) : this.between(400, 3000));
      const text = a.tx ? this.patentTX(d, who, t, tr) : this.patentUS(d, who, t, tr);
      this.finish(d, text, { exec: t, fee: true, estates: ['fee'] });
      this.link(d, f.tracts, 'fee', a.tx ? this.texas : this.usa, who, true);
      f.fee = [who];
      f.lastFee = { t, file: d.file, ref: d.ref, grantors: [], grantees: [who], cat: 'patent', title: 'Patent', fresh: true };
      return;
    }
    let first: Person;
    let rrRes = false;
    if (!a.tx && a.railway && this.chance(0.6)) {
      first = this.org(a.railway, orgForms(a.railway));
      rrRes = this.chance(0.55);
    } else if (a.tx && f.tracts[0].survey?.company && this.chance(0.6)) {
      first = this.org(f.tracts[0].survey.company);
    } else {
      first = this.person();
      if (this.chance(0.5)) this.marry(first);
    }
    this.sale(f, { from: [first], rrReserve: rrRes, kind: first.org ? this.pick(['wd', 'swd']) : 'wd' });
  }

  evSale(f: Farm): boolean {
    if (!f.fee.length || f.fee.some((p) => !p.alive)) return false;
    if (f.fee.length >= 3 && !f.fee.some((p) => p.org || p.trust)) return this.evConsolidate(f);
    this.sale(f, { from: f.fee, reserve: yearOf(this.t) > 1905 && this.chance(0.4) });
    return true;
  }

  evConsolidate(f: Farm): boolean {
    const keep = this.pick(f.fee.filter((p) => !p.org));
    const keepers = keep.spouse && f.fee.includes(keep.spouse) ? [keep, keep.spouse] : [keep];
    const others = f.fee.filter((p) => !keepers.includes(p));
    if (!others.length) return false;
    const kind = this.chance(0.55) ? 'qcd' : 'wd';
    const pl = others.length > 1;
    this.sale(f, { from: others, to: [keep], kind, joinP: 0.6, interest: `all of ${pl ? 'their' : others[0].female ? 'her' : 'his'} undivided right, title and interest in and to`, update: false });
    f.fee = keepers;
    f.mortgage = null;
    f.lastFee = null;
    return true;
  }

  evCorrection(f: Farm): boolean {
    const lf = f.lastFee;
    if (!lf || !lf.fresh || lf.cat === 'patent' || this.t - lf.t > 1100 || !lf.grantors.length || lf.grantors.some((p) => !p.alive) || lf.grantees.some((p) => !f.fee.includes(p))) return false;
    lf.fresh = false;
    const g = lf.grantees[0];
    const reason = this.pick([
      `the name of the Grantee was erroneously written as "${g.org ? g.last.toUpperCase().replace(/ /, '  ') : `${g.first} ${g.last.slice(0, -1)}`}"`,
      'the acknowledgment of the Grantor was defective',
      `a call in the description of the land was misstated`,
      'the county in which the land lies was erroneously stated',
      'the dating clause was left blank',
    ]);
    const kind = lf.cat === 'warranty_deed' ? 'wd' : lf.cat === 'special_warranty_deed' ? 'swd' : 'qcd';
    this.sale(f, { from: lf.grantors, to: lf.grantees, kind, req: false, update: false, correction: { title: lf.title, date: lf.t, ref: lf.ref, reason } });
    return true;
  }

  evOfficerDeed(f: Farm, foreclose: boolean): boolean {
    if (!f.fee.length || f.fee.some((p) => !p.alive || p.org || p.trust)) return false;
    let creditor: Person | null = null;
    if (foreclose) {
      const m = f.mortgage;
      if (!m || m.by.length !== f.fee.length || m.by.some((p) => !f.fee.includes(p)) || this.t - m.date < 400) return false;
      creditor = m.to;
    }
    const buyer = creditor && this.chance(0.5) ? creditor : this.buyer();
    const owners = this.units(f.fee, 0);
    const d = this.newDoc('warranty_deed', f.tracts);
    const ta = this.t + this.between(0, 5);
    const tr = ta + this.between(1, 40);
    const text = this.officerDeedText(d, owners, buyer, creditor, this.t, ta, tr);
    this.finish(d, text, { exec: this.t, fee: true, estates: ['fee'] });
    this.linkSides(d, f.tracts, 'fee', owners, [{ main: buyer, spouse: null, both: false }]);
    f.fee = [buyer];
    f.mortgage = null;
    f.lastFee = null;
    return true;
  }

  evMortgage(f: Farm): boolean {
    if (f.mortgage || !f.fee.length || f.fee.some((p) => !p.alive || p.trust)) return false;
    const from = this.units(f.fee, 0.8);
    const lender = this.chance(0.85) ? this.org(this.pick(this.area.banks)) : this.person();
    let trustee: Person | null = null;
    if (this.area.st === 'TX') {
      trustee = this.person({ female: false });
      trustee.dies = 9999;
    } else if (this.area.st === 'CO' && this.chance(0.8)) {
      const n = `Public Trustee of ${f.county.name} County`;
      trustee = this.org(n, [n]);
    }
    const d = this.newDoc('deed_of_trust', f.tracts);
    const dt = this.dts(this.t);
    const exec = dt.exec ?? this.t;
    const text = this.mortgageText(d, from, lender, trustee, exec, dt.ta, dt.tr);
    this.finish(d, text, { exec, fee: false, estates: [] });
    f.mortgage = trustee ? null : { by: [...f.fee], to: lender, date: exec, ref: d.ref };
    return true;
  }

  evEasement(f: Farm): boolean {
    if (!f.fee.length || f.fee.some((p) => !p.alive)) return false;
    const from = this.units(f.fee, 0.5);
    const co = this.org(this.pick(this.area.pipes));
    const d = this.newDoc('easement', f.tracts);
    const dt = this.dts(this.t);
    const text = this.easementText(d, from, co, dt.exec, dt.ta, dt.tr);
    this.finish(d, text, { exec: dt.exec, fee: false, estates: [] });
    return true;
  }

  // ------------------------------------------------------------ mineral events

  mineralDeed(f: Farm, fromP: Person[], to: Person, what: string, o: { royalty?: boolean; gap?: GapKind; quitclaim?: boolean } = {}): Doc {
    const from = this.units(fromP, 0.6);
    const toU: Unit[] = [{ main: to, spouse: null, both: false }];
    const company = fromP.length === 1 && fromP[0].org && !o.royalty;
    const cat: DocCategory = o.quitclaim ? 'quitclaim_deed' : o.royalty ? 'royalty_deed' : 'mineral_deed';
    const d = this.newDoc(cat, f.tracts);
    const dt = this.dts(this.t);
    const eff = yearOf(this.t) >= 1975 && (company || this.chance(0.2)) && dt.exec !== null ? dayOf(ymd(this.t)[0], ymd(this.t)[1], 1) : null;
    let text: string;
    if (o.quitclaim) text = this.deedText(d, { kind: 'qcd', from, to: toU, exec: dt.exec, ta: dt.ta, tr: dt.tr, minerals: true, interest: what });
    else text = this.mineralText(d, from, toU, what, dt.exec, dt.ta, dt.tr, { royalty: o.royalty, company, eff });
    this.finish(d, text, { exec: dt.exec, eff: o.quitclaim ? null : eff, fee: false, estates: ['mineral'] });
    this.linkSides(d, f.tracts, 'mineral', from, toU);
    if (o.gap) this.gap(d, f.tracts, 'mineral', o.gap);
    return d;
  }

  grantee(): Person {
    return this.chance(0.4) ? this.org(this.pick(this.area.buyers)) : this.chance(0.5) ? this.buyer() : this.person();
  }

  evMineral(f: Farm): boolean {
    const u = this.unsevered(f);
    const sev = f.minerals.filter((m) => !m.roy && fval(m.f) > 0 && m.p.alive);
    if (fval(u) > 0 && f.fee.length && f.fee.every((p) => p.alive) && (!sev.length || this.chance(0.55))) {
      const cands = ([[1, 2], [1, 4], [1, 8], [3, 8]] as Fr[]).filter((x) => fval(x) <= fval(u));
      if (!cands.length) return false;
      const g = this.pick(cands);
      const to = this.grantee();
      this.mineralDeed(f, f.fee, to, `an undivided ${fracWords(g)} (${fstr(g)}) interest`);
      this.addMin(f, to, g, false, 'deed');
      return true;
    }
    if (!sev.length) return false;
    const h = this.pick(sev);
    const to = this.grantee();
    if (to === h.p) return false;
    if (this.chance(0.6)) {
      this.mineralDeed(f, [h.p], to, this.chance(0.5) || h.src === 'heir' ? `all of Grantor's right, title and interest, being an undivided ${fracWords(h.f)} (${fstr(h.f)}) interest,` : `an undivided ${fracWords(h.f)} (${fstr(h.f)}) interest`);
      f.minerals = f.minerals.filter((m) => m !== h);
      this.addMin(f, to, h.f, false, h.src);
      if (h.src === 'deed' && !h.p.org) f.formerMin = { p: h.p, f: h.f };
    } else {
      const half = fmul(h.f, [1, 2]);
      this.mineralDeed(f, [h.p], to, `an undivided ${fracWords(half)} (${fstr(half)}) interest`);
      h.f = half;
      this.addMin(f, to, half, false, 'deed');
    }
    return true;
  }

  evRoyalty(f: Farm): boolean {
    const roys = f.minerals.filter((m) => m.roy && m.p.alive);
    if (roys.length && this.chance(0.3)) {
      const h = this.pick(roys);
      const to = this.grantee();
      if (to === h.p) return false;
      this.mineralDeed(f, [h.p], to, `all of Grantor's undivided ${fracWords(h.f)} (${fstr(h.f)}) interest`, { royalty: true });
      f.minerals = f.minerals.filter((m) => m !== h);
      this.addMin(f, to, h.f, true, h.src);
      return true;
    }
    const owners = this.execOwners(f).filter((p) => p.alive);
    if (!owners.length) return false;
    const src = fval(this.unsevered(f)) > 0 && f.fee.every((p) => p.alive) && this.chance(0.6) ? f.fee : [this.pick(owners)];
    const g = this.pick([[1, 2], [1, 4], [1, 16], [1, 32]] as Fr[]);
    const to = this.grantee();
    if (src.includes(to)) return false;
    this.mineralDeed(f, src, to, g[1] >= 16 ? `an undivided ${fracWords(g)} (${fstr(g)}) royalty interest` : `an undivided ${fracWords(g)} (${fstr(g)}) interest`, { royalty: true });
    this.addMin(f, to, g, true, 'deed');
    return true;
  }

  // ------------------------------------------------------------ deaths

  makeKids(p: Person): Person[] {
    const n = this.between(1, 4);
    const kids: Person[] = [];
    for (let i = 0; i < n; i++) {
      const female = this.chance(0.45);
      let k: Person;
      if (!female && !p.female && !p.sfx && !p.hasJr && this.chance(0.35)) {
        k = this.person({ first: p.first, middle: p.middle || this.pick(MIDDLE_M), last: p.last, sfx: 'Jr.', female: false });
        if (!p.middle) k.middle = '';
        p.hasJr = true;
      } else if (female) {
        const wed = this.chance(0.7);
        k = this.person({ female: true, last: p.last, middle: wed && this.chance(0.4) ? p.last : undefined });
        if (wed) this.marry(k);
      } else {
        k = this.person({ female: false, last: p.last });
        if (this.chance(0.6)) this.marry(k);
      }
      k.home = this.pick(this.area.town);
      kids.push(k);
    }
    return kids;
  }

  holdsLease(p: Person): boolean {
    return this.farms.some((f) => f.lease?.holders.includes(p));
  }

  evDeath(p: Person): boolean {
    const farms = this.farms.filter((f) => f.fee.includes(p) || f.minerals.some((m) => m.p === p));
    const lo = p.lastAct + 30;
    const hi = this.t - 90;
    if (!farms.length || hi <= lo) return false;
    const death = lo + Math.floor((hi - lo) * (0.3 + 0.7 * this.rng.next()));
    if (!p.spouse && this.chance(0.8)) {
      // a spouse who died before, recited only
      const s = this.person({ female: !p.female, last: p.last });
      s.alive = false;
      s.spouse = p;
      p.spouse = s;
    }
    if (!p.kids.length) {
      p.kids = this.makeKids(p);
      if (p.spouse) p.spouse.kids = p.kids;
    }
    const sp = p.spouse && p.spouse.alive ? p.spouse : null;
    let heirs = [...(sp ? [sp] : []), ...p.kids.filter((k) => k.alive)];
    if (!heirs.length) heirs = p.kids = this.makeKids(p);
    const probate = this.area.parish ? this.chance(0.7) : this.chance(0.45);
    const will = probate && this.chance(0.4);
    if (will && sp && this.chance(0.5)) heirs = [sp];
    const tracts = farms.flatMap((f) => f.tracts);
    const estates = new Set<EstateType>();
    for (const f of farms) {
      if (f.fee.includes(p)) estates.add('fee');
      if (f.minerals.some((m) => m.p === p)) estates.add('mineral');
    }
    const d = this.newDoc(probate ? 'probate' : 'affidavit_of_heirship', tracts);
    const tr = this.t + this.between(1, 60);
    let text: string;
    if (probate) text = this.probateText(d, p, heirs, death, this.t, tr, will);
    else {
      const affiant = this.person({ female: this.chance(0.3) });
      while (affiant.last === p.last) affiant.last = this.pick(this.area.surnames);
      affiant.dies = 9999;
      text = this.affidavitText(d, p, heirs, affiant, death, this.t, tr);
    }
    this.finish(d, text, { exec: this.t, death, fee: estates.has('fee'), estates: (['fee', 'mineral'] as EstateType[]).filter((e) => estates.has(e)) });
    for (const f of farms) {
      const heldFee = f.fee.includes(p);
      const mins = f.minerals.filter((m) => m.p === p);
      for (const h of heirs) {
        if (heldFee) this.link(d, f.tracts, 'fee', p, h, true);
        if (mins.length) this.link(d, f.tracts, 'mineral', p, h, true);
      }
      if (heldFee) {
        f.fee = [...f.fee.filter((x) => x !== p), ...heirs.filter((h) => !f.fee.includes(h))];
        f.mortgage = null;
        f.lastFee = null;
      }
      for (const m of mins) {
        f.minerals = f.minerals.filter((x) => x !== m);
        for (const h of heirs) this.addMin(f, h, fmul(m.f, [1, heirs.length]), m.roy, 'heir');
      }
      if (f.formerMin?.p === p) f.formerMin = null;
    }
    p.alive = false;
    return true;
  }

  // ------------------------------------------------------------ lease events

  evLease(f: Farm): boolean {
    if (f.lease) return false;
    let owners = this.execOwners(f);
    if (!owners.length || owners.some((p) => !p.alive)) return false;
    if (owners.length > 4) owners = fval(this.unsevered(f)) > 0 ? f.fee.slice(0, 4) : owners.slice(0, 3);
    const units = this.units(owners, 0.6);
    const y = yearOf(this.t);
    const lessee = this.chance(0.3) ? this.person({ female: false }) : this.org(this.pick(this.area.oil));
    if (!lessee.org) lessee.dies = 9999;
    const term = y < 1950 ? this.pick([5, 10, 10]) : this.pick([3, 5, 3, 5, 10]);
    const memo = y >= 1975 && this.chance(0.35);
    const dt = this.dts(this.t);
    const eff = (y >= 1970 && this.chance(0.4)) || (memo && this.chance(0.6)) ? dayOf(y, ymd(this.t)[1], 1) : null;
    const d = this.newDoc('oil_and_gas_lease', f.tracts);
    const text = this.leaseText(d, units, lessee, dt.exec, dt.ta, dt.tr, term, { eff, memo });
    this.finish(d, text, { exec: dt.exec, eff, fee: false, estates: ['leasehold'] });
    this.linkSides(d, f.tracts, 'leasehold', units, [{ main: lessee, spouse: null, both: false }]);
    const lessors = units.flatMap((u) => [{ p: u.main, req: true }, ...(u.spouse ? [{ p: u.spouse, req: u.both }] : [])]);
    f.lease = { lessors, holders: [lessee], tracts: [...f.tracts], date: eff ?? dt.exec ?? dt.ta, file: d.file, ref: d.ref, orig: lessee, origLessorNames: lessors.map((x) => d.w(x.p)), ratRefs: [], term, producing: false, releasedDepths: false };
    return true;
  }

  evRatify(f: Farm): boolean {
    const l = f.lease;
    if (!l) return false;
    const cands = this.execOwners(f).filter((p) => p.alive && !l.lessors.some((x) => x.p === p) && !l.holders.includes(p));
    if (!cands.length) return false;
    const r = this.pick(cands);
    const rs = r.spouse && cands.includes(r.spouse) ? [r, r.spouse] : [r];
    const units = this.units(rs, 0.5);
    const d = this.newDoc('oil_and_gas_lease', l.tracts);
    const dt = this.dts(this.t);
    const text = this.ratifyText(d, l, units, dt.exec, dt.ta, dt.tr);
    this.finish(d, text, { exec: dt.exec, fee: false, estates: ['leasehold'] });
    this.linkSides(d, l.tracts, 'leasehold', units, l.holders.map((h) => ({ main: h, spouse: null, both: false })));
    for (const u of units) {
      l.lessors.push({ p: u.main, req: true });
      if (u.spouse) l.lessors.push({ p: u.spouse, req: u.both });
    }
    l.ratRefs.push(d.ref);
    return true;
  }

  evAssign(f: Farm): boolean {
    const l = f.lease;
    if (!l) return false;
    const y = yearOf(this.t);
    let to = this.org(this.pick(this.area.oil));
    if (l.holders.includes(to)) to = this.org(this.pick(this.area.oil));
    if (l.holders.includes(to)) return false;
    const broker = l.holders.some((h) => !h.org);
    const partial = !broker && this.chance(0.35);
    const from = partial ? [l.holders[0]] : [...l.holders];
    let what = "all of Assignor's right, title and interest";
    if (partial)
      what = this.pick([
        `an undivided fifty percent (50%) of Assignor's right, title and interest`,
        `an undivided one-fourth (1/4) of the working interest owned by Assignor`,
        `all of Assignor's right, title and interest, insofar only as it covers depths below ${this.between(40, 120) * 100} feet beneath the surface,`,
      ]);
    const dt = this.dts(this.t);
    const eff = y >= 1975 && this.chance(0.5) ? dayOf(y, ymd(this.t)[1], 1) : null;
    const d = this.newDoc('assignment_of_lease', l.tracts);
    const text = this.assignText(d, l, from, to, what, dt.exec, eff, dt.ta, dt.tr, partial);
    this.finish(d, text, { exec: dt.exec, eff, fee: false, estates: ['leasehold'] });
    for (const a of from) this.link(d, l.tracts, 'leasehold', a, to, true);
    l.holders = partial ? [...l.holders, to] : [to];
    return true;
  }

  evRelease(f: Farm, partial: 'tract' | 'depth' | null): boolean {
    const l = f.lease;
    if (!l) return false;
    if (partial === 'tract' && l.tracts.length < 2) return false;
    if (partial === 'depth' && l.releasedDepths) return false;
    const tracts = partial === 'tract' ? [l.tracts[1]] : l.tracts;
    const d = this.newDoc('release_of_lease', tracts);
    const dt = this.dts(this.t);
    const text = this.releaseText(d, l, dt.exec, dt.ta, dt.tr, partial, this.between(50, 130) * 100);
    this.finish(d, text, { exec: dt.exec, fee: false, estates: ['leasehold'] });
    for (const h of l.holders) for (const x of l.lessors) this.link(d, tracts, 'leasehold', h, x.p, x.req);
    if (partial === 'tract') l.tracts = [l.tracts[0]];
    else if (partial === 'depth') l.releasedDepths = true;
    else f.lease = null;
    return true;
  }

  evDivisionOrder(f: Farm): boolean {
    const l = f.lease;
    if (!l || this.t - l.date < 200) return false;
    const op = l.holders.find((h) => h.org) ?? this.org(this.pick(this.area.oil));
    const rate = yearOf(this.t) < 1960 ? 0.125 : 0.1875;
    const owners: Array<{ p: Person; dec: string; type: string }> = [];
    const u = fval(this.unsevered(f));
    if (u > 0) for (const p of f.fee) if (p.alive) owners.push({ p, dec: ((u / f.fee.length) * rate).toFixed(8), type: 'RI' });
    for (const m of f.minerals) if (m.p.alive && !owners.some((x) => x.p === m.p) && m.p !== op) owners.push({ p: m.p, dec: (fval(m.f) * (m.roy ? rate : rate)).toFixed(8), type: m.roy ? 'RI' : 'RI/MI' });
    if (!owners.length) return false;
    const shown = owners.slice(0, 7);
    l.producing = true;
    const d = this.newDoc('other', l.tracts);
    const eff = dayOf(yearOf(this.t - 120), ymd(this.t - 120)[1], 1);
    const tr = this.chance(0.35) ? this.t + this.between(5, 90) : null;
    const text = this.divisionOrderText(d, op, shown, this.t, eff, tr);
    this.finish(d, text, { exec: this.t, eff, fee: false, estates: [] });
    return true;
  }

  // ------------------------------------------------------------ planted gaps

  gapStranger(f: Farm): boolean {
    if (!f.fee.length) return false;
    const h = f.fee.find((p) => !p.org);
    const stranger = this.person({ last: h && this.chance(0.5) ? h.last : undefined });
    if (f.fee.some((p) => p.first === stranger.first && p.last === stranger.last)) return false;
    if (this.chance(0.4)) this.marry(stranger);
    if (fval(this.unsevered(f)) === 0 && f.fee.every((p) => p.alive) && this.chance(0.5)) {
      // the surface owner deals in minerals someone else holds
      const to = this.grantee();
      this.mineralDeed(f, f.fee, to, `an undivided ${fracWords([1, 2])} (1/2) interest`, { gap: 'grantor_never_received' });
      return true;
    }
    const r = this.int(3);
    if (r === 0) this.sale(f, { from: [stranger], update: false, gap: 'grantor_never_received', kind: this.pick(['qcd', 'wd']) });
    else if (r === 1) this.mineralDeed(f, [stranger], this.grantee(), `an undivided ${fracWords([1, 4])} (1/4) interest`, { gap: 'grantor_never_received' });
    else this.mineralDeed(f, [stranger], this.buyer(), "all of Grantor's right, title and interest", { gap: 'grantor_never_received', quitclaim: true });
    return true;
  }

  gapEarly(f: Farm): boolean {
    const lf = f.lastFee;
    if (!lf || !lf.fresh || lf.grantees.some((p) => !p.alive || !f.fee.includes(p)) || f.fee.length !== lf.grantees.length) return false;
    lf.fresh = false;
    const early = lf.t - this.between(60, 1000);
    this.sale(f, { from: lf.grantees, t: early, gap: 'conveyed_before_acquired' });
    return true;
  }

  gapExcess(f: Farm): boolean {
    if (f.formerMin && f.formerMin.p.alive && this.chance(0.5)) {
      const { p, f: x } = f.formerMin;
      f.formerMin = null;
      const to = this.grantee();
      if (to === p) return false;
      this.mineralDeed(f, [p], to, `an undivided ${fracWords(x)} (${fstr(x)}) interest`, { gap: 'conveyed_more_than_held' });
      this.addMin(f, to, x, false, 'deed');
      return true;
    }
    const c = f.minerals.filter((m) => !m.roy && m.src === 'deed' && m.p.alive && fval(m.f) <= 0.5 && !m.p.trust);
    if (!c.length) return false;
    const h = this.pick(c);
    const twice = fmul(h.f, [2, 1]);
    const to = this.grantee();
    if (to === h.p) return false;
    this.mineralDeed(f, [h.p], to, `an undivided ${fracWords(twice)} (${fstr(twice)}) interest`, { gap: 'conveyed_more_than_held' });
    f.minerals = f.minerals.filter((m) => m !== h);
    this.addMin(f, to, twice, false, 'deed');
    return true;
  }

  // ------------------------------------------------------------ the clock

  run(target: number) {
    const nF = this.between(3, 5);
    this.t = dayOf(this.between(1889, 1904), this.between(1, 12), this.between(1, 28));
    for (let i = 0; i < nF; i++) this.newFarm();
    const endT = dayOf(2023, 9, 1);
    const mean = (endT - this.t) / (target * 1.05);
    const pending: Array<{ kind: GapKind; at: number }> = (['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'] as GapKind[]).map((kind) => ({ kind, at: Math.floor(target * (0.2 + 0.65 * this.rng.next())) }));
    const leaseStart = { WY: 1912, MT: 1916, CO: 1914, AR: 1921, LA: 1908, TX: 1918 }[this.area.st] ?? 1915;
    let tax = false;
    let foreclosed = false;
    while (this.docs.length < target) {
      this.t += Math.max(1, Math.round(mean * (0.15 + this.rng.next() * 1.7)));
      if (this.t >= endT) break;
      const y = yearOf(this.t);
      for (const p of this.people) if (p.alive && y >= p.dies + 3 && !this.farms.some((f) => f.fee.includes(p) || f.minerals.some((m) => m.p === p))) p.alive = false;
      const unstarted = this.farms.filter((f) => !f.started);
      if (unstarted.length && (unstarted.length === this.farms.length || this.chance(0.45))) {
        this.evStart(unstarted[0]);
        continue;
      }
      for (const f of this.farms) {
        const l = f.lease;
        if (l && !l.producing && this.t > l.date + l.term * 365 + 400 && this.chance(0.1)) f.lease = null;
      }
      const due = this.people.filter((p) => p.alive && !p.org && !p.trust && y >= p.dies && this.t - p.lastAct > 200 && !this.holdsLease(p) && this.farms.some((f) => f.fee.includes(p) || f.minerals.some((m) => m.p === p)));
      if (due.length && this.deaths < this.docs.length * 0.15 + 1 && this.chance(0.6) && this.evDeath(this.pick(due))) {
        this.deaths++;
        continue;
      }
      const started = this.farms.filter((f) => f.started);
      let done = false;
      for (const g of pending) {
        if (this.docs.length < g.at) continue;
        const order = [...started].sort(() => this.rng.next() - 0.5);
        for (const f of order) {
          const ok = g.kind === 'grantor_never_received' ? this.gapStranger(f) : g.kind === 'conveyed_before_acquired' ? this.gapEarly(f) : this.gapExcess(f);
          if (ok) {
            done = true;
            break;
          }
        }
        if (done) {
          pending.splice(pending.indexOf(g), 1);
          break;
        }
      }
      if (done) continue;
      for (let tries = 0; tries < 6 && !done; tries++) {
        const f = this.pick(started);
        const l = f.lease;
        const oil = y >= leaseStart;
        const ended = l && !l.producing && this.t > l.date + l.term * 365;
        const ev: Array<[number, () => boolean]> = [
          [y < 1950 ? 3 : 2, () => this.evSale(f)],
          [f.fee.length >= 3 ? 3 : 0, () => this.evConsolidate(f)],
          [f.lastFee?.fresh ? 0.5 : 0, () => this.evCorrection(f)],
          [oil ? 2.2 : y > 1900 ? 0.4 : 0, () => this.evMineral(f)],
          [oil ? 0.9 : 0, () => this.evRoyalty(f)],
          [oil && !l ? 3.2 : 0, () => this.evLease(f)],
          [l ? 1.4 : 0, () => this.evAssign(f)],
          [l && y >= 1935 ? 0.9 : 0, () => this.evRatify(f)],
          [ended ? 3 : l && l.producing && this.t - l.date > 9000 ? 1.5 : l && l.producing && this.t - l.date > 3650 ? 0.4 : 0, () => this.evRelease(f, null)],
          [l && l.tracts.length > 1 && y >= 1950 ? 0.5 : 0, () => this.evRelease(f, 'tract')],
          [l && l.producing && y >= 1960 ? 0.35 : 0, () => this.evRelease(f, 'depth')],
          [l && y >= 1925 && !l.producing ? 1 : l && y >= 1925 ? 0.25 : 0, () => this.evDivisionOrder(f)],
          [y >= 1915 ? 0.6 : 0, () => this.evEasement(f)],
          [!f.mortgage ? 0.6 : 0, () => this.evMortgage(f)],
          [f.mortgage && !foreclosed ? 1.2 : 0, () => (foreclosed = this.evOfficerDeed(f, true))],
          [!tax && y >= 1915 && y <= 1995 ? 0.25 : 0, () => (tax = this.evOfficerDeed(f, false))],
        ];
        const total = ev.reduce((s, [w]) => s + w, 0);
        let r = this.rng.next() * total;
        for (const [w, fn] of ev) {
          r -= w;
          if (r < 0) {
            done = fn();
            break;
          }
        }
      }
    }
  }
}

/** Set E: packages of recorded instruments from seven areas, with their truth. */
export const heldoutE: HeldoutGenerator = (opts) => {
  const rng = seededRng(opts.seed * 31 + 7);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) {
    const area = order[i % order.length];
    const name = `E${opts.seed}-${area.code}-${i + 1}`;
    const pk = new Pkg(opts.seed, i, area, name);
    pk.run(opts.docsPerPackage);
    const docs = [...pk.docs];
    for (let k = docs.length - 1; k > 0; k--) {
      const j = rng.int(k + 1);
      [docs[k], docs[j]] = [docs[j], docs[k]];
    }
    out.push({ name, docs, links: pk.links, gaps: pk.gaps });
  }
  return out;
};
