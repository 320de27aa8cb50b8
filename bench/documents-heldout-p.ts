// Held-out set P: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-O did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain) pass
// through time on one clock, about 1887-2024:
// - the Hugoton gas field of southwest Kansas (Stevens, Seward, Morton, Grant: Sixth P.M.,
//   townships south, ranges west; gas leasing from the late 1920s): United States homestead patents
//   of the Garden City land office, Kansas statutory "CONVEY AND WARRANT" deeds and old printed
//   "THIS INDENTURE" forms, quit claim deeds, real estate mortgages to the Federal Land Bank of
//   Wichita, probate court journal entries of final settlement, the Register of Deeds' certificate;
// - the Arkoma basin of southeast Oklahoma (Le Flore, Latimer, Pittsburg, Haskell: Indian Meridian,
//   townships north, ranges east; Choctaw Nation): allotment patents of the Choctaw and Chickasaw
//   Nations to a Choctaw allottee, Oklahoma general and special warranty deeds with documentary
//   stamps, quit-claim deeds, county court decrees of distribution, the County Clerk's stamp;
// - the San Juan basin of northwest New Mexico (San Juan, Rio Arriba: New Mexico Principal
//   Meridian, townships north, ranges west; Blanco gas and Fruitland coal-bed methane): homestead
//   patents of the Santa Fe land office, New Mexico statutory warranty deeds ("grants to ... with
//   warranty covenants"), special warranty and quitclaim deeds, district court orders of
//   distribution, the County Clerk's "I hereby certify that this instrument was filed for record";
// - the Raton basin of southern Colorado (Las Animas, Huerfano: Sixth P.M., townships south, ranges
//   west; coal-bed methane leasing of the 1990s and 2000s): homestead patents of the Pueblo land
//   office, Colorado warranty deeds "has granted, bargained, sold and conveyed", deeds of trust to
//   a title company, decrees of final settlement, reception-number stamps of the Clerk and Recorder;
// - the Paradox basin of southeast Utah (San Juan, Grand: Salt Lake Base and Meridian, townships
//   south, ranges east; Aneth and Lisbon from the 1950s): homestead patents of the Salt Lake land
//   office, Utah statutory "CONVEYS AND WARRANTS" and "QUIT-CLAIMS" deeds, special warranty deeds,
//   district court decrees of distribution, deeds of trust, the County Recorder's "Entry No." stamp.
// Everywhere: first deeds of first known holders, warranty, special warranty and quitclaim deeds,
// deeds reserving one-half or one-fourth of the minerals, heirs' quitclaims to one of them, mineral
// deeds of fractions (from fee owners and from severed holders; fractions in words, figures and
// percentages), royalty deeds, affidavits of death and heirship by a neighbour, rental leases,
// paid-up leases "made effective as of", leases taken by a lease broker and assigned to a company,
// partial assignments of an undivided half, releases, mortgages and deeds of trust, pipeline
// rights of way. Dates in words, ordinals, figures ("3-12-52" before 2000, "03/12/1952"), the day
// first ("12 March 1952"). People recur under name variants (full middle name, initial, initials
// only, no middle name, capitals, index order in captions, a married woman under her maiden name
// as middle name, Jr.); wives join; couples buy together; companies under Co./Company,
// Inc./Incorporated, LLC/L.L.C. (no LLC before 1993). In every package an unrelated namesake
// (same first name and surname, another middle name, another county of residence, both always
// with their residence); otherwise no two people of a package share a first name and surname.
// Exactly one planted gap of each kind per package, each on a one-tract farm. Texts are clean typed
// copies; file names say nothing about the instrument.
// Not written here: Navajo allotments, federal and state leases, stock-raising homestead patents
// reserving minerals to the United States, segregated coal lands, sheriff's, tax, executor's and
// guardian's deeds, correction deeds, quiet-title judgments, ratifications, division orders,
// pooled units, survivors' affidavits, releases of mortgages, government lots.
//
// Truth conventions: those of sets A-O's headers (D's list with E's to O's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks. What set P
// decides itself:
// - tracts: rectangular-survey quarters and parts of quarters only (township "33S"/"7N"/"29N",
//   range "37W"/"24E"/"11W", aliquot "NE/4", "S/2 NE/4", "NW/4 NE/4", "E/2"), lot, survey,
//   abstract and block null; the meridian in no field; the compact "NE/4 12-33S-37W" carries its
//   letters; "SE1/4" and "the Southeast Quarter" are aliquot "SE/4"; a tract states its acres in
//   every instrument or in none;
// - the Choctaw allotment patent: category `patent`, one grantor "Choctaw and Chickasaw Nations"
//   (the Principal Chief, the Governor and the Secretary of the Interior who sign or approve are
//   no parties), the allottee `grantee` (his roll number is a descriptor), ["fee"], a link;
// - United States patents: grantor "United States of America"; execution_date the patent's date,
//   no acknowledgment; recording_date the county filing;
// - a probate court's journal entry of final settlement, a county court's decree of distribution,
//   a district court's order or decree of distribution: `probate`, decedent `decedent`, each
//   distributee `heir`, execution_date the day signed, death_date, no acknowledgment; judge,
//   administrator and executor (unless a distributee, then only `heir`) are no parties;
// - an affidavit of death and heirship: `affidavit_of_heirship`, the affiant (a neighbour, never
//   an heir) `other`, decedent and heirs; execution_date the jurat, death_date, no acknowledgment;
// - only a sole fee holder dies in a package; his widow and children take the fee in equal shares;
//   he never holds severed minerals, so his death moves ["fee"] only; holders of severed minerals
//   and of royalty never die here, and lease only within about forty years of acquiring;
// - leases: lessors are the fee holders while any minerals remain with the land (a wife who only
//   joins, `lessor`, link required false) and every person holding severed minerals; companies
//   holding minerals never lease. Nothing else happens on a farm between a lease and its release
//   (so the release's lessors all still hold). A paid-up lease "made effective as of" has
//   effective_date and no execution_date; an assignment may carry both;
// - mortgages (Kansas, Oklahoma, New Mexico) `deed_of_trust`, mortgagors `grantor`, mortgagee
//   `grantee`; deeds of trust (Colorado, Utah) trustors `grantor`, trustee (a title company)
//   `grantee`, the lender `other`; easements grantors `grantor`, pipeline company `grantee`; none
//   makes a link and all have estates [];
// - recording_date is the filing date of the clerk's, register's or recorder's stamp; a notary's
//   commission expiry, a recited lease's date, a deed of trust's note maturity and an Act of
//   Congress's date are not the instrument's;
// - gaps: grantor_never_received a stranger's mineral deed (a stranger sometimes of the fee owner's
//   surname, his wife sometimes joining); conveyed_before_acquired a severed holder's mineral deed
//   dated three months to three years before the fee owner's mineral deed into him (the gap on the
//   early deed, both links given); conveyed_more_than_held a severed holder of 1/4 conveying 1/2,
//   or conveying his 1/4 a second time. Gap grantees and gap grantors never deal again, and after
//   the gap the farm sees only fee deeds, deaths, mortgages and easements.
import type { ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type AreaKey = 'ks' | 'ok' | 'nm' | 'co' | 'ut';

interface Area {
  key: AreaKey;
  state: string;
  stateName: string;
  counties: Array<{ name: string; twp: [number, number]; rng: [number, number] }>;
  tdir: 'N' | 'S';
  rdir: 'E' | 'W';
  meridian: string[];
  patentStart: [number, number];
  leasing: number;
  landOffice: string;
  towns: string[];
  lessees: Array<[string, string]>;
  pipelines: string[];
  lenders: string[];
  trustees: string[];
}

const AREAS: Area[] = [
  {
    key: 'ks', state: 'KS', stateName: 'Kansas',
    counties: [{ name: 'Stevens', twp: [31, 35], rng: [35, 39] }, { name: 'Seward', twp: [31, 35], rng: [31, 34] }, { name: 'Morton', twp: [31, 35], rng: [40, 43] }, { name: 'Grant', twp: [27, 30], rng: [35, 38] }],
    tdir: 'S', rdir: 'W', meridian: ['of the Sixth Principal Meridian', 'of the 6th P.M.', 'West of the 6th P. M.'],
    patentStart: [1887, 1906], leasing: 1928, landOffice: 'Garden City, Kansas', towns: ['Hugoton', 'Liberal', 'Elkhart', 'Ulysses'],
    lessees: [['Hugoton Plains Gas', 'Company'], ['Cimarron Valley Oil', 'Company'], ['Kansas-Panhandle Gas', 'Corporation'], ['Stevens Royalty & Gas', 'Company'], ['Plains Petroleum', 'Inc.']],
    pipelines: ['Northern Plains Natural Gas Company', 'Southwest Kansas Pipe Line Company'],
    lenders: ['The Federal Land Bank of Wichita', 'The Citizens State Bank of Hugoton', 'First National Bank in Liberal'], trustees: [],
  },
  {
    key: 'ok', state: 'OK', stateName: 'Oklahoma',
    counties: [{ name: 'Le Flore', twp: [4, 9], rng: [23, 27] }, { name: 'Latimer', twp: [3, 6], rng: [17, 21] }, { name: 'Pittsburg', twp: [2, 8], rng: [12, 16] }, { name: 'Haskell', twp: [7, 10], rng: [18, 22] }],
    tdir: 'N', rdir: 'E', meridian: ['of the Indian Meridian', 'I.M.', 'of the Indian Base and Meridian'],
    patentStart: [1904, 1911], leasing: 1914, landOffice: '', towns: ['Poteau', 'Wilburton', 'McAlester', 'Stigler', 'Heavener'],
    lessees: [['Arkoma Basin Gas', 'Company'], ['Red Oak Exploration', 'Company'], ['Choctaw Fuel & Gas', 'Corporation'], ['Sans Bois Petroleum', 'Inc.'], ['Kiamichi Energy', 'Inc.']],
    pipelines: ['Arkansas-Oklahoma Gas Transmission Company', 'Ozark Valley Pipeline Company'],
    lenders: ['The First National Bank of Poteau', 'Federal Land Bank of Wichita', 'Latimer State Bank'], trustees: [],
  },
  {
    key: 'nm', state: 'NM', stateName: 'New Mexico',
    counties: [{ name: 'San Juan', twp: [27, 32], rng: [8, 14] }, { name: 'Rio Arriba', twp: [25, 31], rng: [1, 7] }],
    tdir: 'N', rdir: 'W', meridian: ['N.M.P.M.', 'of the New Mexico Principal Meridian', 'N.M.P.M., New Mexico'],
    patentStart: [1908, 1926], leasing: 1927, landOffice: 'Santa Fe, New Mexico', towns: ['Aztec', 'Farmington', 'Bloomfield', 'Dulce', 'Blanco'],
    lessees: [['San Juan Basin Gas', 'Company'], ['Animas Valley Oil', 'Company'], ['Blanco Mesa Production', 'Corporation'], ['Fruitland Energy', 'Inc.'], ['Four Corners Petroleum', 'Corporation']],
    pipelines: ['El Paso Southwestern Gas Company', 'San Juan Gathering Company'],
    lenders: ['The First National Bank of Farmington', 'Citizens Bank of Aztec', 'Federal Land Bank of Wichita'], trustees: [],
  },
  {
    key: 'co', state: 'CO', stateName: 'Colorado',
    counties: [{ name: 'Las Animas', twp: [30, 34], rng: [64, 68] }, { name: 'Huerfano', twp: [27, 30], rng: [65, 69] }],
    tdir: 'S', rdir: 'W', meridian: ['of the 6th P.M.', 'of the Sixth Principal Meridian', '6th P.M.'],
    patentStart: [1890, 1915], leasing: 1922, landOffice: 'Pueblo, Colorado', towns: ['Trinidad', 'Walsenburg', 'Aguilar', 'La Veta'],
    lessees: [['Raton Basin Methane', 'Company'], ['Spanish Peaks Gas', 'Company'], ['Purgatoire Energy', 'Inc.'], ['Trinidad Oil & Gas', 'Company'], ['Cucharas Resources', 'Corporation']],
    pipelines: ['Colorado Interstate Gas Company', 'Purgatoire Gathering Company'],
    lenders: ['The Trinidad National Bank', 'First State Bank of Walsenburg'], trustees: ['Las Animas County Title Company', 'Huerfano Abstract & Title Company'],
  },
  {
    key: 'ut', state: 'UT', stateName: 'Utah',
    counties: [{ name: 'San Juan', twp: [33, 41], rng: [22, 25] }, { name: 'Grand', twp: [21, 25], rng: [19, 24] }],
    tdir: 'S', rdir: 'E', meridian: ['Salt Lake Base and Meridian', 'S.L.B.&M.', 'Salt Lake Meridian'],
    patentStart: [1912, 1932], leasing: 1950, landOffice: 'Salt Lake City, Utah', towns: ['Monticello', 'Blanding', 'Moab', 'Bluff'],
    lessees: [['Paradox Basin Oil', 'Company'], ['Aneth Production', 'Company'], ['Lisbon Valley Gas', 'Corporation'], ['Blue Mountain Energy', 'Inc.'], ['Canyonlands Petroleum', 'Corporation']],
    pipelines: ['Four Corners Pipe Line Company', 'Mountain Fuel Supply Company'],
    lenders: ['First Security Bank of Utah', 'The Bank of Moab'], trustees: ['San Juan Title Insurance Agency', 'Grand County Abstract Company'],
  },
];

const MEN = ['Walter', 'Homer', 'Clyde', 'Vernon', 'Ansel', 'Orval', 'Delbert', 'Elwood', 'Lyle', 'Merle', 'Harlan', 'Ivan', 'Lowell', 'Milo', 'Emmett', 'Glen', 'Royce', 'Virgil', 'Alvin', 'Cecil', 'Dwight', 'Forrest', 'Gus', 'Hollis', 'Irvin', 'Jasper', 'Kermit', 'Loren', 'Noble', 'Otto', 'Quentin', 'Reuben', 'Silas', 'Thurman', 'Wendell', 'Amos', 'Burl', 'Calvin'];
const WOMEN = ['Nora', 'Edith', 'Goldie', 'Inez', 'Leota', 'Maude', 'Oma', 'Reva', 'Sadie', 'Tressie', 'Una', 'Verna', 'Wilma', 'Zelma', 'Alta', 'Blanche', 'Cleo', 'Della', 'Effie', 'Fern', 'Hattie', 'Iva', 'Jewel', 'Lula', 'Mabel', 'Neva'];
const MIDDLE = ['Alvin', 'Bert', 'Carl', 'Dale', 'Earl', 'Floyd', 'Grant', 'Hugh', 'Ira', 'Jay', 'Lee', 'Merl', 'Neal', 'Owen', 'Paul', 'Ray', 'Sterling', 'Troy', 'Wade'];
const FMIDDLE = ['Ann', 'Belle', 'Clara', 'Dell', 'Eileen', 'Faye', 'Grace', 'June', 'Kay', 'Lou', 'Mae', 'Pearl', 'Rose', 'Sue'];
const SURNAMES = ['Hinds', 'Stallard', 'Ochsner', 'Bjorklund', 'Fennimore', 'Gatlin', 'Harbaugh', 'Ivey', 'Jernigan', 'Kimsey', 'Lampton', 'Mabry', 'Nickell', 'Ostrander', 'Pettibone', 'Quarles', 'Renfro', 'Slaton', 'Tillotson', 'Umberger', 'Vandiver', 'Wetherbee', 'Yocum', 'Zachary', 'Arbuckle', 'Boatwright', 'Cockrell', 'Drumm', 'Eudaley', 'Frizzell', 'Gossage', 'Heflin', 'Isbell', 'Jolliff', 'Kinder', 'Loftis', 'McQuown', 'Nutt', 'Orcutt', 'Pilant', 'Rowden', 'Swofford', 'Tackett', 'Vinzant', 'Wommack', 'Yandell'];
const CHOCTAW = ['Folsom', 'Pitchlynn', 'LeFlore', 'Battiest', 'Wilson', 'Bohanan', 'Jefferson', 'Noahubbi', 'Tubby', 'Amos', 'Billy', 'Ishcomer'];
const OFFICIALS = ['R. T. Spurlock', 'Ada M. Kessinger', 'H. L. Burchett', 'Ruby Gorsuch', 'J. W. Ellenwood', 'Opal Trivette', 'C. E. Moberly', 'Lena Quisenberry', 'D. F. Whitacre', 'Marian Tolbert'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Dt { y: number; m: number; d: number }
const iso = (t: Dt) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
const addDays = (t: Dt, n: number): Dt => {
  const x = new Date(Date.UTC(t.y, t.m - 1, t.d + n));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth'];
const yearWords = (y: number) => `one thousand ${numberWords(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${numberWords(y % 100)}` : ''}`.replace('one thousand zero hundred', 'two thousand');

/** A date as one instrument writes it in a dating line. */
function dateText(r: Rng, t: Dt, old: boolean): string {
  const f = r.int(old ? 5 : 6);
  if (f === 0) return `the ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, ${old ? 'A.D. ' : ''}${t.y}`;
  if (f === 1) return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
  if (f === 2) return `the ${ORD_WORDS[t.d]} day of ${MONTHS[t.m - 1]}, ${t.y}`;
  if (f === 3) return `${t.d} ${MONTHS[t.m - 1]} ${t.y}`;
  if (f === 4) return old ? `the ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, in the year ${yearWords(t.y)}` : `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
  return t.y < 2000 ? `${t.m}-${t.d}-${String(t.y % 100).padStart(2, '0')}` : `${t.m}/${t.d}/${t.y}`;
}

// ---------------------------------------------------------------- people

interface Person {
  id: string;
  kind: 'person' | 'org';
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  county: string;
  spouse: Person | null;
  org?: { stem: string; kind: string };
  born: number;
}

/** The form of a name one instrument writes (natural order). */
function nameForm(r: Rng, p: Person, _year: number): string {
  if (p.kind === 'org') {
    const { stem, kind } = p.org!;
    if (kind === 'Company') return r.chance(0.4) ? `${stem} Co.` : `${stem} Company`;
    if (kind === 'Corporation') return r.chance(0.3) ? `${stem} Corp.` : `${stem} Corporation`;
    if (kind === 'Inc.') return r.chance(0.3) ? `${stem}, Incorporated` : `${stem}, Inc.`;
    return `${stem} ${kind}`;
  }
  const sfx = p.suffix ? `, ${p.suffix}` : '';
  const f = r.int(8);
  if (f <= 2) return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
  if (f === 3) return `${p.first} ${p.middle} ${p.last}${sfx}`;
  if (f === 4 && !p.female) return `${p.first[0]}. ${p.middle[0]}. ${p.last}${sfx}`;
  if (f === 5) return `${p.first} ${p.last}${sfx}`;
  if (f === 6) return `${p.first.toUpperCase()} ${p.middle[0]}. ${p.last.toUpperCase()}${sfx.toUpperCase()}`;
  return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
}
/** Index order of a natural-order person name ("HINDS, WALTER A."). */
function indexOrder(n: string): string {
  const m = /^(.*?)(, Jr\.|, JR\.)?$/.exec(n)!;
  const toks = m[1].split(' ');
  const last = toks.pop()!;
  return `${last}, ${toks.join(' ')}${m[2] ? ` ${m[2].slice(2)}` : ''}`.toUpperCase();
}

// ---------------------------------------------------------------- tracts

interface Tract {
  truth: ExpectedTract;
  key: string;
  sec: number;
  twp: number;
  rng: number;
  aliquot: string;
  acres: number | null;
}

const ALIQUOTS: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['E/2', 320], ['N/2', 320], ['S/2 NE/4', 80], ['N/2 SW/4', 80], ['W/2 SE/4', 80], ['NW/4 NE/4', 40], ['SE/4 SW/4', 40], ['E/2 NW/4', 80]];
const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

function aliquotText(r: Rng, a: string): string {
  const parts = a.split(' ');
  const f = r.int(4);
  if (f === 0) return a;
  if (f === 1) return parts.map((p) => p.replace('/4', '1/4').replace('/2', '1/2')).join(' ');
  // "the South Half of the Northeast Quarter": the smallest part first
  const natural = parts.map((p) => { const [d, n] = p.split('/'); return `${DIRW[d]} ${n === '4' ? 'Quarter' : 'Half'}`; }).join(' of the ');
  return f === 2 ? `the ${natural}` : `the ${natural} (${a})`;
}

function tractText(r: Rng, t: Tract, a: Area, county: string, withCounty: boolean): string {
  const sfx = withCounty ? `, ${county} County, ${a.stateName}` : '';
  const ac = t.acres !== null ? r.pick([`, containing ${t.acres} acres, more or less`, ` (${t.acres} acres)`, `, containing ${numberWords(t.acres)} acres`]) : '';
  const f = r.int(4);
  const M = r.pick(a.meridian);
  if (f === 0) return `${aliquotText(r, t.aliquot)} of Section ${t.sec}, Township ${t.twp} ${a.tdir === 'N' ? 'North' : 'South'}, Range ${t.rng} ${a.rdir === 'E' ? 'East' : 'West'} ${M}${sfx}${ac}`;
  if (f === 1) return `${aliquotText(r, t.aliquot)} of Section ${numberWords(t.sec).replace(/^./, (c) => c.toUpperCase())} (${t.sec}), Township ${numberWords(t.twp).replace(/^./, (c) => c.toUpperCase())} (${t.twp}) ${a.tdir === 'N' ? 'North' : 'South'}, Range ${numberWords(t.rng).replace(/^./, (c) => c.toUpperCase())} (${t.rng}) ${a.rdir === 'E' ? 'East' : 'West'} ${M}${sfx}${ac}`;
  if (f === 2) return `${t.aliquot} Sec. ${t.sec}, T${t.twp}${a.tdir}, R${t.rng}${a.rdir}, ${M.replace(/^of the /, '')}${sfx}${ac}`;
  return `${t.aliquot} ${t.sec}-${t.twp}${a.tdir}-${t.rng}${a.rdir}${sfx}${ac}`;
}

function patentTract(t: Tract, a: Area): string {
  const al = t.aliquot.split(' ').map((p) => { const [d, n] = p.split('/'); return `${DIRW[d].toLowerCase()} ${n === '4' ? 'quarter' : 'half'}`; }).join(' of the ');
  return `the ${al} of section ${numberWords(t.sec)} in township ${numberWords(t.twp)} ${a.tdir === 'N' ? 'north' : 'south'} of range ${numberWords(t.rng)} ${a.rdir === 'E' ? 'east' : 'west'} of the ${a.key === 'nm' ? 'New Mexico' : a.key === 'ut' ? 'Salt Lake' : 'Sixth'} Principal Meridian, ${a.stateName}`;
}

// ---------------------------------------------------------------- generator

const FRACS: Array<[number, string, string, string]> = [
  [1 / 16, 'one-sixteenth', '1/16', '6.25%'],
  [3 / 16, 'three-sixteenths', '3/16', '18.75%'],
  [1 / 8, 'one-eighth', '1/8', '12.5%'],
  [1 / 4, 'one-fourth', '1/4', '25%'],
  [3 / 8, 'three-eighths', '3/8', '37.5%'],
  [1 / 2, 'one-half', '1/2', '50%'],
];
const fracText = (r: Rng, f: number) => {
  const e = FRACS.find((x) => Math.abs(x[0] - f) < 1e-9) ?? FRACS[0];
  return r.pick([`an undivided ${e[1]} (${e[2]})`, `an undivided ${e[2]}`, `an undivided ${e[3]}`, `an undivided ${e[1]}`]);
};

interface Severed { p: Person; frac: number; since: number; active: boolean }
interface Farm {
  tracts: Tract[];
  county: string;
  fee: Person[];
  feeSince: number;
  unsevered: number;
  severed: Severed[];
}

interface PartyIn { p: Person; role: string; joins?: boolean }

export const generateHeldoutP: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 7919 + 16);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) out.push(makePackage(seededRng(opts.seed * 1000 + k * 37 + 5), order[k % order.length], opts.docsPerPackage, `p-s${opts.seed}-${k + 1}-${order[k % order.length].key}`));
  return out;
};

function makePackage(r: Rng, a: Area, target: number, name: string): HeldoutPackage {
  const docs: Array<HeldoutDoc & { sortKey: string }> = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const usedNames = new Set<string>();
  const usedSecs = new Set<string>();
  let nPerson = 0;
  let nDoc = 0;
  const allPersons: Person[] = [];
  let namesakeDone = false;

  const newPerson = (female: boolean, county: string, last?: string, born = 1900): Person => {
    for (let tries = 0; ; tries++) {
      const first = a.key === 'ok' && !last && r.chance(0.25) ? r.pick(female ? ['Sophia', 'Lizzie', 'Malinda', 'Sallie'] : ['Sampson', 'Isaac', 'Solomon', 'Gilbert']) : r.pick(female ? WOMEN : MEN);
      const ln = last ?? r.pick(SURNAMES);
      if (usedNames.has(`${first} ${ln}`) && tries < 50) continue;
      usedNames.add(`${first} ${ln}`);
      const p: Person = { id: `P${++nPerson}`, kind: 'person', first, middle: r.pick(female ? FMIDDLE : MIDDLE), last: ln, suffix: '', female, county, spouse: null, born };
      allPersons.push(p);
      return p;
    }
  };
  const marry = (h: Person) => {
    const maiden = r.pick(SURNAMES);
    const w = newPerson(true, h.county, h.last, h.born + 2);
    if (r.chance(0.3)) w.middle = maiden;
    h.spouse = w;
    w.spouse = h;
    return w;
  };
  const orgs = new Map<string, Person>();
  const org = (full: [string, string] | string): Person => {
    const [stem, kind] = typeof full === 'string' ? [full.replace(/ (Company|Corporation|Inc\.)$/, ''), /Company$/.test(full) ? 'Company' : /Corporation$/.test(full) ? 'Corporation' : ''] : full;
    const key = `${stem}|${kind}`;
    if (!orgs.has(key)) orgs.set(key, { id: `O${orgs.size + 1}`, kind: 'org', first: '', middle: '', last: '', suffix: '', female: false, county: '', spouse: null, org: kind ? { stem, kind } : { stem: full as string, kind: '' }, born: 0 });
    return orgs.get(key)!;
  };
  const orgName = (r2: Rng, p: Person, y: number) => (p.org!.kind ? nameForm(r2, p, y) : p.org!.stem);

  const countyOf = () => r.pick(a.counties);
  const makeTract = (c: Area['counties'][number]): Tract => {
    for (;;) {
      const twp = c.twp[0] + r.int(c.twp[1] - c.twp[0] + 1);
      const rng = c.rng[0] + r.int(c.rng[1] - c.rng[0] + 1);
      const sec = 1 + r.int(36);
      const k = `${sec}-${twp}-${rng}`;
      if (usedSecs.has(k)) continue;
      usedSecs.add(k);
      const [aliquot, ac] = r.pick(ALIQUOTS);
      const acres = r.chance(0.55) ? ac : null;
      const truth: ExpectedTract = { state: a.state, county: c.name, section: String(sec), township: `${twp}${a.tdir}`, range: `${rng}${a.rdir}`, aliquot, survey: null, abstract: null, block: null, lot: null, acres };
      return { truth, key: tractKey(truth), sec, twp, rng, aliquot, acres };
    }
  };

  // ---- one instrument
  interface Built { category: string; parties: PartyIn[]; text: string; exec: Dt | null; ack: Dt | null; eff: Dt | null; rec: Dt; death?: Dt; tracts: Tract[]; fee: boolean; estates: string[]; names: Map<string, string> }
  const addDoc = (b: Built): string => {
    const file = `D${String(++nDoc).padStart(3, '0')}`;
    const dates: Record<string, string | null> = { execution_date: b.exec ? iso(b.exec) : null, effective_date: b.eff ? iso(b.eff) : null, acknowledgment_date: b.ack ? iso(b.ack) : null, recording_date: iso(b.rec) };
    if (b.death) dates.death_date = iso(b.death);
    const gov = b.eff ?? b.exec ?? b.rec;
    docs.push({
      text: b.text,
      truth: { file, doc_category: b.category, governing_date: iso(gov), dates, parties: b.parties.map((q) => ({ name: b.names.get(q.p.id)!, role: q.role })), tracts: b.tracts.map((t) => ({ ...t.truth })), conveys_fee: b.fee, estate_types_conveyed: b.estates },
      persons: b.parties.map((q) => q.p.id),
      sortKey: iso(gov),
    });
    return file;
  };
  const link = (doc: string, tracts: Tract[], estate: 'fee' | 'mineral' | 'leasehold', from: PartyIn[], to: PartyIn[]) => {
    for (const t of tracts) for (const f of from) for (const g of to) links.push({ tract: t.key, estate, doc, from: f.p.id, to: g.p.id, required: !f.joins && !g.joins });
  };

  // ---- recording stamp and acknowledgment, by area
  let book = 20 + r.int(30);
  const stamp = (rec: Dt, county: string, series: string): string => {
    book += r.int(3);
    const page = 1 + r.int(600);
    const clerk = r.pick(OFFICIALS);
    const hr = 8 + r.int(8);
    const mn = String(r.int(12) * 5).padStart(2, '0');
    const ampm = hr < 12 ? 'A.M.' : 'P.M.';
    const h12 = hr > 12 ? hr - 12 : hr;
    const modern = rec.y >= 1990;
    const num = `${rec.y}${String(100000 + r.int(800000)).slice(1)}`;
    const mdy = `${String(rec.m).padStart(2, '0')}/${String(rec.d).padStart(2, '0')}/${rec.y}`;
    switch (a.key) {
      case 'ks':
        return modern
          ? `BOOK ${book + 400}  PAGE ${page}\nRECEIVED AND FILED FOR RECORD ${mdy} AT ${h12}:${mn} ${ampm.replace(/\./g, '')}\n${county.toUpperCase()} COUNTY REGISTER OF DEEDS, ${clerk}`
          : `STATE OF KANSAS, ${county} County, ss.\nThis instrument was filed for record on the ${ordinal(rec.d)} day of ${MONTHS[rec.m - 1]} A.D. ${rec.y}, at ${h12}:${mn} o'clock ${ampm}, and duly recorded in Book ${book} of ${series}, at Page ${page}.\n${clerk}, Register of Deeds.`;
      case 'ok':
        return modern
          ? `I-${rec.y}-${String(r.int(9000) + 1000).padStart(6, '0')}  Book ${book + 900} Page ${page}\n${mdy} ${h12}:${mn} ${ampm.replace(/\./g, '')}\nFiled in ${county} County, OK\n${clerk}, County Clerk`
          : `STATE OF OKLAHOMA, County of ${county}, ss.\nFiled for record on ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, at ${h12}:${mn} o'clock ${ampm}, and recorded in Book ${book} of ${series}, page ${page}.\n${clerk}, County Clerk\nBy ____________, Deputy`;
      case 'nm':
        return modern
          ? `${num} B: ${book + 1100} P: ${page}\n${mdy} ${h12}:${mn} ${ampm.replace(/\./g, '')}\n${county} County Clerk, New Mexico`
          : `STATE OF NEW MEXICO   )\n                      ) ss.\nCounty of ${county}     )\nI hereby certify that this instrument was filed for record on the ${rec.d} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y} at ${h12}:${mn} o'clock ${ampm} and was duly recorded in Book ${book} of ${series}, Page ${page}, of the records of said County.\n${clerk}, County Clerk`;
      case 'co':
        return modern
          ? `RECEPTION#: ${num.slice(2)}, ${mdy} at ${h12}:${mn} ${ampm.replace(/\./g, '')}, 1 OF ${2 + r.int(3)}, REC $${11 + r.int(30)}.00\n${clerk}, ${county} County, CO`
          : `Reception No. ${200000 + r.int(300000)}\nRecorded at ${h12} o'clock ${ampm}, ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, Book ${book}, Page ${page}.\n${clerk}, Recorder.`;
      default:
        return `Entry No. ${num.slice(2)}  Book ${modern ? book + 700 : book} Page ${page}\nRecorded ${modern ? mdy : `${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}`} at ${h12}:${mn} ${ampm} at the request of ${r.pick(['San Juan Abstract Co.', 'Moab Abstract Company', 'the Grantee'])}\nFee $${3 + r.int(20)}.00   ${clerk}, ${county} County Recorder`;
    }
  };
  const notary = () => r.pick(OFFICIALS.map((o) => o.replace(/^([A-Z])\. ([A-Z])\./, '$1. $2.')));
  const ack = (d: Dt, who: string[], county: string): string => {
    const list = who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}`;
    const exp = addDays(d, 200 + r.int(1200));
    const expT = `My commission expires ${MONTHS[exp.m - 1]} ${exp.d}, ${exp.y}.`;
    if (d.y >= 1975 && r.chance(0.7)) return `STATE OF ${a.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nThis instrument was acknowledged before me on ${MONTHS[d.m - 1]} ${d.d}, ${d.y}, by ${list}.\n\n${notary()}, Notary Public\n${expT}`;
    if (a.key === 'ks' || r.chance(0.3)) return `STATE OF ${a.stateName.toUpperCase()}, COUNTY OF ${county.toUpperCase()}, ss:\nBE IT REMEMBERED, That on this ${ordinal(d.d)} day of ${MONTHS[d.m - 1]}, A.D. ${d.y}, before me, the undersigned, a Notary Public in and for the County and State aforesaid, came ${list}, who ${who.length > 1 ? 'are' : 'is'} personally known to me to be the same person${who.length > 1 ? 's' : ''} who executed the within instrument of writing, and such person${who.length > 1 ? 's' : ''} duly acknowledged the execution of the same.\nIN WITNESS WHEREOF, I have hereunto set my hand and affixed my official seal the day and year last above written.\n${notary()}, Notary Public. ${expT}`;
    return `STATE OF ${a.stateName.toUpperCase()} )\n                  ) ss.\nCOUNTY OF ${county.toUpperCase()} )\nOn this ${d.d} day of ${MONTHS[d.m - 1]}, ${d.y}, before me personally appeared ${list}, to me known to be the person${who.length > 1 ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged that ${who.length > 1 ? 'they' : r.pick(['he', 'she'])} executed the same as ${who.length > 1 ? 'their' : 'his or her'} free act and deed.\n${notary()}\nNotary Public\n${expT}`;
  };

  /** Names of the parties as this instrument writes them, and each side's clause. */
  const nameAll = (ps: PartyIn[], y: number, names: Map<string, string>, caps: boolean) => {
    for (const q of ps) if (!names.has(q.p.id)) names.set(q.p.id, q.p.kind === 'org' ? orgName(r, q.p, y) : caps ? nameForm(r, q.p, y).toUpperCase() : nameForm(r, q.p, y));
  };
  const residence = (p: Person) => (p.kind === 'org' ? '' : `, of ${p.county} County, ${a.stateName}`);
  const sideText = (ps: PartyIn[], names: Map<string, string>): string => {
    const parts: string[] = [];
    const done = new Set<string>();
    for (const q of ps) {
      if (done.has(q.p.id)) continue;
      done.add(q.p.id);
      const n = names.get(q.p.id)!;
      const sp = q.p.spouse && ps.find((x) => x.p.id === q.p.spouse!.id);
      if (sp && !done.has(sp.p.id)) {
        done.add(sp.p.id);
        parts.push(`${n} and ${names.get(sp.p.id)}, ${q.p.female ? 'wife and husband' : r.pick(['husband and wife', 'his wife', 'husband and wife'])}${residence(q.p)}`);
      } else if (q.p.kind === 'org') parts.push(`${n}${r.chance(0.4) ? `, a ${r.pick(['Delaware', a.stateName, 'Texas'])} corporation` : ''}`);
      else parts.push(`${n}${r.chance(0.3) ? (q.p.female ? (q.p.spouse ? ', a married woman' : ', a widow') : q.p.spouse ? ', a married man' : ', a single man') : ''}${residence(q.p)}`);
    }
    return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')} and ${parts[parts.length - 1]}`;
  };
  const sigs = (ps: PartyIn[], names: Map<string, string>, y: number) =>
    ps.map((q) => (q.p.kind === 'org' ? `${names.get(q.p.id)!.toUpperCase()}\nBy: ${r.pick(OFFICIALS)}, ${r.pick(['President', 'Vice President', 'Attorney-in-Fact'])}` : `______________________________\n${names.get(q.p.id)}`)).join('\n') + (y < 1930 && r.chance(0.3) ? '\nWitness: ' + r.pick(OFFICIALS) : '');

  // ---- farm events
  const farms: Farm[] = [];
  let clockDocs = 0;
  const feeSide = (f: Farm): PartyIn[] => {
    const out: PartyIn[] = f.fee.map((p) => ({ p, role: '' }));
    for (const p of f.fee) if (p.spouse && !f.fee.includes(p.spouse) && p.spouse.born < 3000) out.push({ p: p.spouse, role: '', joins: true });
    return out;
  };
  const withRole = (ps: PartyIn[], role: string) => ps.map((q) => ({ ...q, role }));
  const later = (t: Dt, minD: number, maxD: number) => addDays(t, minD + r.int(maxD - minD + 1));
  const randDate = (y: number): Dt => ({ y, m: 1 + r.int(12), d: 1 + r.int(28) });

  const docDates = (exec: Dt, hasAck = true) => {
    const ackD = hasAck ? (r.chance(0.6) ? exec : later(exec, 1, 20)) : null;
    const rec = later(ackD ?? exec, 2, 90);
    return { exec, ack: ackD, rec };
  };

  const header = (title: string, county: string, y: number) => {
    const h = r.int(3);
    if (h === 0) return `${title}`;
    if (h === 1) return `${title}\n\nSTATE OF ${a.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}`;
    return y >= 1985 ? `Prepared by and return to: ${r.pick(['Landman Services, P.O. Box 114', 'Abstract Department', 'Title Plant'])}, ${r.pick(a.towns)}, ${a.state}\n\n${title}` : `${title}`;
  };

  // fee deed (warranty / special warranty / quitclaim), optionally reserving minerals
  const feeDeed = (f: Farm, exec: Dt, grantees: Person[], kind: 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed', reserve: number, grantorsOverride?: PartyIn[]) => {
    const G = withRole(grantorsOverride ?? feeSide(f), 'grantor');
    const E: PartyIn[] = grantees.map((p) => ({ p, role: 'grantee' }));
    const names = new Map<string, string>();
    const caps = r.chance(0.15);
    nameAll([...G, ...E], exec.y, names, caps);
    const { ack: ackD, rec } = docDates(exec);
    const consider = r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', `${numberWords(1 + r.int(9)).replace(/^./, (c) => c.toUpperCase())} Thousand Dollars`, 'One Dollar and other valuable considerations', 'TEN AND NO/100 DOLLARS']);
    const desc = f.tracts.map((t, i) => `${f.tracts.length > 1 ? `Tract ${i + 1}: ` : ''}${tractText(r, t, a, f.county, false)}`).join(';\n');
    const resHolders = G.filter((q) => !q.joins);
    const resText = reserve
      ? `\n\n${r.pick(['SAVE AND EXCEPT', 'EXCEPTING AND RESERVING', 'There is reserved'])} unto ${resHolders.length === 1 ? `the Grantor, ${names.get(resHolders[0].p.id)},` : 'the Grantors'} ${fracText(r, reserve)} interest in and to all of the oil, gas and other minerals in and under the above described land, together with the right of ingress and egress for the purpose of exploring for and producing the same.`
      : '';
    const title = kind === 'warranty_deed' ? r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', a.key === 'ks' ? 'WARRANTY DEED (Statutory)' : 'WARRANTY DEED']) : kind === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : r.pick(['QUIT CLAIM DEED', 'QUITCLAIM DEED', 'QUIT-CLAIM DEED']);
    const gT = sideText(G, names);
    const eT = sideText(E, names);
    let body: string;
    const land = `the following described real estate in ${f.county} County, ${a.stateName}, to-wit:\n\n${desc}`;
    if (kind === 'quitclaim_deed') {
      body = a.key === 'ut' || a.key === 'nm'
        ? `${gT}, ${a.key === 'ut' ? 'grantor, hereby QUIT-CLAIMS to' : 'for consideration paid, quitclaims to'} ${eT}, ${a.key === 'ut' ? `grantee, for the sum of ${consider},` : ''} ${land}`
        : `KNOW ALL MEN BY THESE PRESENTS: That ${gT}, for and in consideration of ${consider}, the receipt of which is hereby acknowledged, do hereby quitclaim, grant, bargain, sell and convey unto ${eT}, all of their right, title, interest, estate and every claim and demand, both at law and in equity, in and to ${land}`;
    } else if (a.key === 'ks' && r.chance(0.6)) {
      body = `${gT}, ${G.length > 1 ? 'CONVEY' : 'CONVEYS'} AND ${kind === 'warranty_deed' ? 'WARRANT' : 'SPECIALLY WARRANT'}${G.length > 1 ? '' : 'S'} to ${eT}, all the following REAL ESTATE in the County of ${f.county}, and State of Kansas, to-wit:\n\n${desc}\n\nfor the sum of ${consider}.`;
    } else if (a.key === 'ut') {
      body = `${gT}, grantor${G.length > 1 ? 's' : ''}, hereby CONVEY${G.length > 1 ? '' : 'S'} AND ${kind === 'warranty_deed' ? 'WARRANT' : 'WARRANT AGAINST ALL WHO CLAIM BY, THROUGH OR UNDER THE GRANTOR,'}${G.length > 1 || kind !== 'warranty_deed' ? '' : 'S'} to ${eT}, grantee, for the sum of ${consider}, ${land}`;
    } else if (a.key === 'nm') {
      body = `${gT}, for consideration paid, grant${G.length > 1 ? '' : 's'} to ${eT}, ${land}\n\nwith ${kind === 'warranty_deed' ? 'warranty' : 'special warranty'} covenants.`;
    } else if (a.key === 'co') {
      body = `THIS DEED, Made this ${dateText(r, exec, exec.y < 1950)}, between ${gT}, of the first part, and ${eT}, of the second part, WITNESSETH, That the said part${G.length > 1 ? 'ies' : 'y'} of the first part, for and in consideration of ${consider}, ha${G.length > 1 ? 've' : 's'} granted, bargained, sold and conveyed, and by these presents do${G.length > 1 ? '' : 'es'} grant, bargain, sell, convey and confirm, unto the said part${E.length > 1 ? 'ies' : 'y'} of the second part, ${E.length > 1 ? 'their' : 'his'} heirs and assigns forever, ${land}\n\nTO HAVE AND TO HOLD the same, together with all and singular the appurtenances thereto belonging; and the said part${G.length > 1 ? 'ies' : 'y'} of the first part ${kind === 'warranty_deed' ? 'will WARRANT AND FOREVER DEFEND the title to the same against all lawful claims whatsoever' : 'will warrant and defend the title against all persons claiming by, through or under the part' + (G.length > 1 ? 'ies' : 'y') + ' of the first part, and not otherwise'}.`;
    } else {
      body = `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${gT}, ${G.length > 1 ? 'parties' : 'party'} of the first part, in consideration of ${consider}, in hand paid, the receipt of which is hereby acknowledged, do${G.length > 1 ? '' : 'es'} hereby grant, bargain, sell and convey unto ${eT}, part${E.length > 1 ? 'ies' : 'y'} of the second part, ${land}\n\ntogether with all the improvements thereon and the appurtenances thereunto belonging, and ${kind === 'warranty_deed' ? 'warrant the title to the same against the lawful claims of all persons whomsoever' : 'will warrant and defend the title thereto against all persons lawfully claiming by, through or under the grantor, but not otherwise'}.`;
    }
    const dated = a.key === 'co' && kind !== 'quitclaim_deed' ? '' : `\n\n${r.pick(['Dated', 'Signed and delivered', 'WITNESS our hands'])} ${r.pick(['this', 'on'])} ${dateText(r, exec, exec.y < 1950)}.`;
    const stampFirst = exec.y >= 1990 && r.chance(0.6);
    const st = stamp(rec, f.county, 'Deeds');
    const docStamps = a.key === 'ok' && r.chance(0.5) ? `\nDocumentary Stamps $${(r.int(40) + 1) * 0.55}` : '';
    const caption = (a.key === 'ks' || a.key === 'ok') && r.chance(0.3) && !caps ? `\nGrantor: ${G.filter((q) => !q.joins).map((q) => (q.p.kind === 'person' ? indexOrder(names.get(q.p.id)!) : names.get(q.p.id)!.toUpperCase())).join('; ')}${G.some((q) => q.joins) ? ' ET UX' : ''}\nGrantee: ${E.map((q) => (q.p.kind === 'person' ? indexOrder(names.get(q.p.id)!) : names.get(q.p.id)!.toUpperCase())).join('; ')}` : '';
    const text = `${stampFirst ? `${st}\n\n` : ''}${header(title, f.county, exec.y)}${caption}${docStamps}\n\n${body}${resText}${dated}\n\n${sigs(G, names, exec.y)}\n\n${ack(ackD!, G.map((q) => names.get(q.p.id)!), f.county)}${stampFirst ? '' : `\n\n${st}`}`;
    const file = addDoc({ category: kind, parties: [...G, ...E], text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', G, E);
    if (reserve) {
      f.severed.push(...resHolders.map((q) => ({ p: q.p, frac: reserve / resHolders.length, since: exec.y, active: true })));
      f.unsevered -= reserve;
    }
    f.fee = grantees;
    f.feeSince = exec.y;
    return file;
  };

  // mineral deed or royalty deed
  const minDeed = (f: Farm, exec: Dt, grantors: PartyIn[], grantee: Person, frac: number, royalty: boolean): string => {
    const G = withRole(grantors, 'grantor');
    const E: PartyIn[] = [{ p: grantee, role: 'grantee' }];
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names, r.chance(0.1));
    const { ack: ackD, rec } = docDates(exec);
    const desc = f.tracts.map((t) => tractText(r, t, a, f.county, r.chance(0.5))).join('; and\n');
    const title = royalty ? r.pick(['ROYALTY DEED', 'CONVEYANCE OF ROYALTY INTEREST', 'ROYALTY TRANSFER']) : r.pick(['MINERAL DEED', 'MINERAL DEED', 'CONVEYANCE OF MINERAL INTEREST', 'MINERAL AND ROYALTY DEED']);
    const what = royalty
      ? `${fracText(r, frac)} interest in and to all of the royalty reserved or payable under any oil and gas lease now or hereafter covering the following described land, without any right to join in leases or to receive bonus or rentals`
      : `${fracText(r, frac)} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described land`;
    const gT = sideText(G, names);
    const body = r.chance(0.5)
      ? `KNOW ALL MEN BY THESE PRESENTS, That ${gT}, hereinafter called Grantor, for and in consideration of the sum of ${r.pick(['Ten Dollars', 'One Dollar', 'Five Hundred Dollars', 'good and valuable consideration'])}, does hereby grant, sell, convey, assign and deliver unto ${sideText(E, names)}, hereinafter called Grantee, ${what} situated in ${f.county} County, State of ${a.stateName}, to-wit:\n\n${desc}\n\nTO HAVE AND TO HOLD the said interest unto the said Grantee, his heirs, successors and assigns forever, and Grantor does hereby warrant the title thereto.`
      : `Grantor: ${gT}\nGrantee: ${sideText(E, names)}\nDate: ${dateText(r, exec, false)}\n\nFor value received, Grantor grants and conveys to Grantee ${what}:\n\n${desc}\n\nGrantor warrants title to the interest conveyed.`;
    const dated = body.includes('Date: ') ? '' : `\n\nEXECUTED ${dateText(r, exec, exec.y < 1950)}.`;
    const text = `${header(title, f.county, exec.y)}\n\n${body}${dated}\n\n${sigs(G, names, exec.y)}\n\n${ack(ackD!, G.map((q) => names.get(q.p.id)!), f.county)}\n\n${stamp(rec, f.county, 'Misc.')}`;
    const file = addDoc({ category: royalty ? 'royalty_deed' : 'mineral_deed', parties: [...G, ...E], text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: ['mineral'], names });
    link(file, f.tracts, 'mineral', G, E);
    return file;
  };

  const deathInstrument = (f: Farm, death: Dt, exec: Dt, heirs: Person[]) => {
    const dec = f.fee[0];
    const probate = r.chance(0.5);
    const D: PartyIn = { p: dec, role: 'decedent' };
    const H: PartyIn[] = heirs.map((p) => ({ p, role: 'heir' }));
    const affiant = probate ? null : newPerson(r.chance(0.4), f.county);
    const A: PartyIn[] = affiant ? [{ p: affiant, role: 'other' }] : [];
    const names = new Map<string, string>();
    nameAll([D, ...H, ...A], exec.y, names, false);
    const rec = later(exec, 3, 120);
    const desc = f.tracts.map((t) => tractText(r, t, a, f.county, false)).join(';\n');
    const share = `an undivided ${heirs.length === 1 ? 'whole' : `1/${heirs.length}`} interest`;
    const heirLines = heirs.map((h) => `${names.get(h.id)}, ${h === dec.spouse ? (h.female ? 'widow' : 'widower') : h.female ? 'daughter' : 'son'}, ${h.county} County, ${a.stateName}${probate ? ` - ${share}` : ''}`).join('\n');
    const decN = names.get(dec.id)!;
    let text: string;
    if (probate) {
      const court = a.key === 'ks' ? (exec.y < 1977 ? 'PROBATE COURT' : 'DISTRICT COURT') : a.key === 'ok' ? 'COUNTY COURT' : 'DISTRICT COURT';
      const title = a.key === 'ks' ? 'JOURNAL ENTRY OF FINAL SETTLEMENT' : a.key === 'ok' ? 'DECREE OF DISTRIBUTION' : a.key === 'co' ? 'DECREE OF FINAL SETTLEMENT AND DISTRIBUTION' : a.key === 'nm' ? 'ORDER SETTLING FINAL ACCOUNT AND DECREE OF DISTRIBUTION' : 'DECREE OF DISTRIBUTION';
      const adm = newPersonless();
      text = `IN THE ${court} OF ${f.county.toUpperCase()} COUNTY, ${a.stateName.toUpperCase()}\n\nIn the Matter of the Estate of\n${decN.toUpperCase()}, Deceased.          No. ${r.int(9000) + 100}\n\n${title}\n\nNow on this ${dateText(r, exec, exec.y < 1950)}, this matter comes on for hearing upon the final account and petition for distribution of ${adm}, ${r.pick(['Administrator', 'Executor', 'Administratrix'])} of the estate. The Court finds that due notice has been given; that ${decN} died ${r.chance(0.5) ? 'intestate' : 'testate'} on ${dateText(r, death, false)}, a resident of ${f.county} County; and that the heirs at law and persons entitled to the estate are:\n\n${heirLines}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the following described real estate situated in ${f.county} County, ${a.stateName}:\n\n${desc}\n\nbe and the same is hereby assigned and distributed to the above named persons in the shares set out above, in equal shares.\n\n______________________\nJudge ${r.pick(OFFICIALS)}\n\n${stamp(rec, f.county, 'Deeds')}`;
    } else {
      const j = exec;
      text = `${r.pick(['AFFIDAVIT OF DEATH AND HEIRSHIP', 'AFFIDAVIT OF HEIRSHIP', 'PROOF OF DEATH AND HEIRSHIP'])}\n\nSTATE OF ${a.stateName.toUpperCase()}, COUNTY OF ${f.county.toUpperCase()}, ss.\n\n${names.get(affiant!.id)}, of lawful age, being first duly sworn, on oath deposes and says: that affiant resided near ${r.pick(a.towns)} and was well acquainted with ${decN}, ${r.chance(0.5) ? 'hereinafter called the Decedent' : 'late of ' + f.county + ' County'}, for more than twenty years before his death; that the said ${decN} died on ${dateText(r, death, false)}, and left no will so far as affiant knows; that at the time of his death he owned the following described land:\n\n${desc}\n\nthat he left surviving him the following heirs at law, who are his only heirs:\n\n${heirLines}\n\nand that affiant is not related to the said decedent and has no interest in the land.\n\n______________________\n${names.get(affiant!.id)}\n\nSubscribed and sworn to before me this ${dateText(r, j, false)}.\n\n${notary()}, Notary Public\n\n${stamp(rec, f.county, 'Misc. Records')}`;
    }
    const file = addDoc({ category: probate ? 'probate' : 'affidavit_of_heirship', parties: [D, ...H, ...A], text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', [D], H);
    f.fee = heirs;
    f.feeSince = death.y;
    dec.born = 9999; // dead: never joins again
    return file;
  };
  const newPersonless = () => `${r.pick(['A. B.', 'C. R.', 'L. E.', 'M. J.'])} ${r.pick(['Dunlevy', 'Strawn', 'Kettner', 'Boyles'])}`;

  const lessorsOf = (f: Farm, y: number): PartyIn[] => {
    const out: PartyIn[] = f.unsevered > 1e-9 ? feeSide(f) : [];
    for (const s of f.severed) if (s.active && s.p.kind === 'person' && y - s.since < 40 && !out.some((q) => q.p.id === s.p.id)) out.push({ p: s.p, role: '' });
    return out;
  };

  const leaseCycle = (f: Farm, start: Dt): Dt => {
    const L = withRole(lessorsOf(f, start.y), 'lessor');
    if (!L.length) return start;
    const broker = start.y >= 1970 && r.chance(0.4);
    const company = org(r.pick(a.lessees));
    const lessee = broker ? newPerson(false, r.pick(a.counties).name) : company;
    const names = new Map<string, string>();
    nameAll([...L, { p: lessee, role: 'lessee' }], start.y, names, false);
    const paidUp = start.y >= 1975 && r.chance(0.6);
    const exec = start;
    const { ack: ackD, rec } = docDates(exec);
    const term = r.pick([3, 5, 10]);
    const roy = start.y < 1970 ? 'one-eighth (1/8)' : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', '18.75%', 'one-fourth (1/4)']);
    const desc = f.tracts.map((t) => tractText(r, t, a, f.county, false)).join(';\n');
    const lT = sideText(L, names);
    const eN = names.get(lessee.id)!;
    const dateLine = paidUp ? `made effective as of ${dateText(r, exec, false)}` : `made and entered into ${dateText(r, exec, exec.y < 1950)}`;
    const text = `${paidUp ? r.pick(['PAID-UP OIL AND GAS LEASE', 'OIL AND GAS LEASE (Paid-Up)']) : r.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE — Form 88 (Producers)', 'OIL AND GAS LEASE'])}\n\nTHIS AGREEMENT, ${dateLine}, by and between ${lT}, hereinafter called Lessor (whether one or more), and ${eN}${lessee.kind === 'person' ? `, of ${r.pick(a.towns)}, ${a.stateName}` : ''}, hereinafter called Lessee:\n\n1. Lessor, in consideration of ${r.pick(['Ten and more Dollars', 'One Dollar ($1.00) and other valuable consideration', 'the cash bonus in hand paid'])}, ${paidUp ? 'the receipt of which is acknowledged, and the royalties herein provided' : 'and of the covenants and agreements hereinafter contained'}, does hereby grant, lease and let exclusively unto Lessee for the purpose of exploring for, drilling, mining and producing oil, gas and all other hydrocarbons, ${a.key === 'co' || a.key === 'nm' ? 'including coal seam gas and methane, ' : ''}the following described land in ${f.county} County, ${a.stateName}:\n\n${desc}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} years from this date (called "primary term") and as long thereafter as oil or gas is produced from said land.\n\n3. The royalties to be paid by Lessee are: on oil, ${roy} of that produced and saved; on gas, ${roy} of the market value at the well.${paidUp ? '\n\n4. This is a PAID-UP lease; no delay rentals shall be payable.' : `\n\n4. If no well be commenced on or before one year from this date, this lease shall terminate unless Lessee shall pay or tender to Lessor, or to the credit of Lessor in ${r.pick(a.lenders)}, the sum of ${numberWords(1 + r.int(3))} Dollars per acre, which shall operate as a rental for twelve months.`}\n\n${paidUp ? '' : `IN WITNESS WHEREOF, we sign the day and year first above written.\n\n`}${sigs(L, names, exec.y)}\n\n${ack(ackD!, L.map((q) => names.get(q.p.id)!), f.county)}\n\n${stamp(rec, f.county, 'Oil and Gas Leases')}`;
    const leaseFile = addDoc({ category: 'oil_and_gas_lease', parties: [...L, { p: lessee, role: 'lessee' }], text, exec: paidUp ? null : exec, ack: ackD, eff: paidUp ? exec : null, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], names });
    link(leaseFile, f.tracts, 'leasehold', L, [{ p: lessee, role: 'lessee' }]);
    const leaseRef = `Oil and Gas Lease dated ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}, from ${L.filter((q) => !q.joins).map((q) => names.get(q.p.id)).join(', ')}${L.some((q) => q.joins) ? ' et ux' : ''}, Lessor, to ${eN}, Lessee, recorded in Book ${book} at Page ${1 + r.int(500)}`;
    let holders: Person[] = [lessee];
    let t = later(rec, 20, 400);
    const assign = (from: Person[], to: Person[], at: Dt, half: boolean) => {
      const A = from.map((p) => ({ p, role: 'assignor' }));
      const B = to.map((p) => ({ p, role: 'assignee' }));
      const nm = new Map<string, string>();
      nameAll([...A, ...B], at.y, nm, false);
      const effective = r.chance(0.5) ? later(at, -60, -1) : null;
      const { ack: ad, rec: rc } = docDates(at);
      const abos = at.y >= 1980 && r.chance(0.5);
      const body = abos
        ? `ASSIGNMENT AND BILL OF SALE\n\nFor ten dollars and other good and valuable consideration, ${sideText(A, nm)} ("Assignor") hereby ${half ? 'assigns, transfers and conveys an undivided one-half (1/2) of Assignor\'s right, title and interest' : 'assigns, transfers, sells and conveys all of Assignor\'s right, title and interest'} in and to the oil and gas leases described in Exhibit "A" attached hereto, insofar as they cover the lands therein described, unto ${sideText(B, nm)} ("Assignee")${effective ? `, effective as of 7:00 a.m. local time on ${dateText(r, effective, false)} (the "Effective Time")` : ''}.\n\nExecuted on ${dateText(r, at, false)}.\n\n${sigs(A, nm, at.y)}\n\nEXHIBIT "A"\nLease: ${leaseRef}\nLands: ${f.tracts.map((x) => tractText(r, x, a, f.county, true)).join('; ')}`
        : `ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(A, nm)}, the undersigned owner of the ${leaseRef}, insofar as said lease covers\n\n${f.tracts.map((x) => tractText(r, x, a, f.county, false)).join(';\n')}\n\nfor and in consideration of One Dollar and other valuable consideration, does hereby ${half ? 'sell, assign and transfer an undivided one-half (1/2) interest in and to said lease' : 'sell, assign, transfer and set over all right, title and interest in and to said lease'} unto ${sideText(B, nm)}${effective ? `, effective ${dateText(r, effective, false)}` : ''}.\n\nDated ${dateText(r, at, at.y < 1950)}.\n\n${sigs(A, nm, at.y)}`;
      const text2 = `${body}\n\n${ack(ad!, A.map((q) => nm.get(q.p.id)!), f.county)}\n\n${stamp(rc, f.county, 'Oil and Gas Leases')}`;
      const file = addDoc({ category: 'assignment_of_lease', parties: [...A, ...B], text: text2, exec: at, ack: ad, eff: effective, rec: rc, tracts: f.tracts, fee: false, estates: ['leasehold'], names: nm });
      link(file, f.tracts, 'leasehold', A, B);
      return rc;
    };
    if (broker || r.chance(0.35)) {
      const to = broker ? company : org(r.pick(a.lessees.filter((x) => x[0] !== company.org!.stem)));
      const rc = assign([lessee], [to], t, false);
      holders = [to];
      t = later(rc, 30, 500);
    }
    if (r.chance(0.3)) {
      const other = org(r.pick(a.lessees.filter((x) => !holders.some((h) => h.org?.stem === x[0]))));
      const rc = assign(holders, [other], t, true);
      holders = [...holders, other];
      t = later(rc, 30, 500);
    }
    if (r.chance(0.7)) {
      // release by the present holders to the lessors
      const at = later({ ...exec, y: exec.y + term }, -200, 300);
      const when = iso(at) > iso(t) ? at : t;
      const R = holders.map((p) => ({ p, role: 'lessee' }));
      const Ls = L.map((q) => ({ ...q, role: 'lessor' }));
      const nm = new Map<string, string>();
      nameAll([...R, ...Ls], when.y, nm, false);
      const { ack: ad, rec: rc } = docDates(when);
      const text3 = `${r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${sideText(R, nm)}, the present owner${R.length > 1 ? 's' : ''} and holder${R.length > 1 ? 's' : ''} of that certain oil and gas lease dated ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}, made by ${sideText(Ls, nm)}, as lessor, recorded in ${f.county} County, ${a.stateName}, covering\n\n${f.tracts.map((x) => tractText(r, x, a, f.county, false)).join(';\n')}\n\n${R.length > 1 ? 'do' : 'does'} hereby release, relinquish and surrender unto the said lessor${Ls.length > 1 ? 's' : ''}, their heirs and assigns, all right, title and interest in and to said lease and the lands covered thereby.\n\nDated ${dateText(r, when, when.y < 1950)}.\n\n${sigs(R, nm, when.y)}\n\n${ack(ad!, R.map((q) => nm.get(q.p.id)!), f.county)}\n\n${stamp(rc, f.county, 'Oil and Gas Leases')}`;
      const file = addDoc({ category: 'release_of_lease', parties: [...R, ...Ls], text: text3, exec: when, ack: ad, eff: null, rec: rc, tracts: f.tracts, fee: false, estates: ['leasehold'], names: nm });
      link(file, f.tracts, 'leasehold', R, Ls);
      return later(rc, 100, 900);
    }
    return { ...t, y: Math.max(t.y, exec.y + term + 1) };
  };

  const lien = (f: Farm, exec: Dt, easement: boolean) => {
    const G = withRole(feeSide(f), 'grantor');
    const names = new Map<string, string>();
    const { ack: ackD, rec } = docDates(exec);
    const desc = f.tracts.map((t) => tractText(r, t, a, f.county, r.chance(0.3))).join(';\n');
    let parties: PartyIn[];
    let text: string;
    let category: string;
    if (easement) {
      const pipe = org(r.pick(a.pipelines));
      parties = [...G, { p: pipe, role: 'grantee' }];
      nameAll(parties, exec.y, names, false);
      category = 'easement';
      text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE RIGHT-OF-WAY EASEMENT'])}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${sideText(G, names)}, hereinafter called Grantor, for and in consideration of ${r.pick(['One Dollar', 'the sum of $' + (50 + r.int(900)) + '.00'])}, does hereby grant and convey unto ${names.get(pipe.id)}, its successors and assigns, a right of way and easement to lay, maintain, operate and remove a pipe line for the transportation of gas over and through the following described land in ${f.county} County, ${a.stateName}:\n\n${desc}\n\nDated ${dateText(r, exec, exec.y < 1950)}.\n\n${sigs(G, names, exec.y)}\n\n${ack(ackD!, G.map((q) => names.get(q.p.id)!), f.county)}\n\n${stamp(rec, f.county, 'Misc.')}`;
    } else if (a.trustees.length) {
      const tr = org(r.pick(a.trustees));
      const lender = org(r.pick(a.lenders));
      parties = [...G, { p: tr, role: 'grantee' }, { p: lender, role: 'other' }];
      nameAll(parties, exec.y, names, false);
      category = 'deed_of_trust';
      const due = { ...exec, y: exec.y + 10 + r.int(15) };
      text = `DEED OF TRUST\n\nTHIS DEED OF TRUST, made ${dateText(r, exec, exec.y < 1950)}, between ${sideText(G, names)}, as Trustor, ${names.get(tr.id)}, as Trustee, and ${names.get(lender.id)}, as Beneficiary, WITNESSETH: That Trustor irrevocably grants, transfers and assigns to Trustee, in trust, with power of sale, the following described property in ${f.county} County, ${a.stateName}:\n\n${desc}\n\nFOR THE PURPOSE OF SECURING payment of a promissory note of even date herewith in the principal sum of $${(5 + r.int(200)) * 1000}.00, due ${MONTHS[due.m - 1]} ${due.d}, ${due.y}.\n\n${sigs(G, names, exec.y)}\n\n${ack(ackD!, G.map((q) => names.get(q.p.id)!), f.county)}\n\n${stamp(rec, f.county, 'Mortgages')}`;
    } else {
      const lender = org(r.pick(a.lenders));
      parties = [...G, { p: lender, role: 'grantee' }];
      nameAll(parties, exec.y, names, false);
      category = 'deed_of_trust';
      text = `${r.pick(['REAL ESTATE MORTGAGE', 'MORTGAGE'])}\n\nTHIS MORTGAGE, made ${dateText(r, exec, exec.y < 1950)}, by ${sideText(G, names)}, Mortgagor${G.length > 1 ? 's' : ''}, to ${names.get(lender.id)}, Mortgagee: WITNESSETH, that the Mortgagor${G.length > 1 ? 's' : ''}, in consideration of the sum of ${numberWords(2 + r.int(30))} Thousand Dollars, do${G.length > 1 ? '' : 'es'} hereby mortgage and warrant unto the Mortgagee the following described real estate situated in ${f.county} County, ${a.stateName}:\n\n${desc}\n\nto secure the payment of a note of even date, with interest at ${4 + r.int(5)} per cent per annum.\n\n${sigs(G, names, exec.y)}\n\n${ack(ackD!, G.map((q) => names.get(q.p.id)!), f.county)}\n\n${stamp(rec, f.county, 'Mortgages')}`;
    }
    addDoc({ category, parties, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [], names });
  };

  const patent = (f: Farm, exec: Dt) => {
    const pt = f.fee[0];
    const rec = later(exec, 30, 2000);
    const names = new Map<string, string>();
    let grantor: Person;
    let text: string;
    const desc = f.tracts.map((t) => patentTract(t, a) + (t.acres !== null ? `, containing ${numberWords(t.acres)} acres` : '')).join(', and ');
    if (a.key === 'ok') {
      grantor = org('Choctaw and Chickasaw Nations');
      names.set(grantor.id, 'Choctaw and Chickasaw Nations');
      names.set(pt.id, nameForm(r, pt, exec.y));
      text = `ALLOTMENT PATENT\n\nTHE CHOCTAW AND CHICKASAW NATIONS\n\nTO ALL WHOM THESE PRESENTS SHALL COME, GREETING:\n\nWHEREAS, by the Act of Congress approved July 1, 1902, it is provided that allotments of land shall be made to the citizens of the Choctaw Nation; and WHEREAS the Commission to the Five Civilized Tribes has certified that the land hereinafter described has been selected by and allotted to ${names.get(pt.id)}, a citizen of the Choctaw Nation, Roll No. ${1000 + r.int(15000)}, as his allotment, excluding his homestead;\n\nNOW, THEREFORE, We, the undersigned, the Principal Chief of the Choctaw Nation and the Governor of the Chickasaw Nation, by virtue of the power and authority vested in us, have granted and conveyed, and by these presents do grant and convey unto the said ${names.get(pt.id)} all right, title and interest of the Choctaw and Chickasaw Nations in and to ${f.tracts.map((t) => tractText(r, t, a, f.county, false)).join(', and ')}, in the Choctaw Nation, Indian Territory.\n\nIN WITNESS WHEREOF, we have hereunto set our hands and caused the great seals of our respective nations to be affixed this ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}.\n\n${r.pick(['Green McCurtain', 'Wesley B. Anderson'])}, Principal Chief of the Choctaw Nation.\n${r.pick(['D. H. Johnston', 'P. S. Mosely'])}, Governor of the Chickasaw Nation.\n\nApproved: ${r.pick(['E. A. Hitchcock', 'James Rudolph Garfield', 'R. A. Ballinger'])}, Secretary of the Interior.\n\n${stamp(rec, f.county, 'Deeds')}`;
    } else {
      grantor = org('United States of America');
      names.set(grantor.id, r.pick(['United States of America', 'UNITED STATES OF AMERICA']));
      names.set(pt.id, nameForm(r, pt, exec.y));
      text = `${r.pick(['4-1017', 'Homestead Certificate No. ' + (1000 + r.int(9000)), 'Serial No. ' + (10000 + r.int(90000))])}\n\nTHE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${a.landOffice}, whereby it appears that, pursuant to the Act of Congress of May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${names.get(pt.id)} has been established and duly consummated, in conformity to law, for ${desc}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor-General:\n\nNOW KNOW YE, That there is, therefore, granted by the United States unto the said claimant the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said claimant and to the heirs and assigns of the said claimant forever.\n\nIN TESTIMONY WHEREOF, the President of the United States has caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed. GIVEN under my hand, at the City of Washington, the ${ORD_WORDS[exec.d]} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearWords(exec.y)}, and of the Independence of the United States the one hundred and ${numberWords(exec.y - 1876)}.\n\nBy the President: ${r.pick(['By M. W. Young, Secretary', 'By F. M. McKean, Secretary', 'By Viola B. Pugh, Secretary'])}\n${r.pick(OFFICIALS)}, Recorder of the General Land Office.\nRecorded, Patent Number ${10000 + r.int(900000)}.\n\n${stamp(rec, f.county, 'Deeds')}`;
    }
    const G: PartyIn[] = [{ p: grantor, role: 'grantor' }];
    const E: PartyIn[] = [{ p: pt, role: 'grantee' }];
    const file = addDoc({ category: 'patent', parties: [...G, ...E], text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', G, E);
  };

  // ---- simulate farms until the package is big enough
  const gapKinds: Array<'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held' | null> = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  let farmNo = 0;
  while (clockDocs < target || gapKinds.some((g) => g !== null)) {
    const gapKind = farmNo < 6 ? (gapKinds[farmNo % 2 === 1 ? (farmNo - 1) / 2 : 99] ?? null) : null;
    if (gapKind) gapKinds[(farmNo - 1) / 2] = null;
    farmNo++;
    const c = countyOf();
    const nT = gapKind ? 1 : r.chance(0.3) ? 2 : 1;
    const tracts = Array.from({ length: nT }, () => makeTract(c));
    const f: Farm = { tracts, county: c.name, fee: [], feeSince: 0, unsevered: 1, severed: [] };
    farms.push(f);
    const before = docs.length;
    // first holder
    const hasPatent = r.chance(0.5);
    const y = hasPatent ? a.patentStart[0] + r.int(a.patentStart[1] - a.patentStart[0] + 1) : a.leasing - 12 + r.int(50);
    const mkBuyer = (yy: number, namesake = false): Person[] => {
      if (namesake && !namesakeDone) {
        const src = allPersons.find((p) => !p.female && p.kind === 'person' && !p.suffix && p.born < 3000);
        if (src) {
          namesakeDone = true;
          const other = a.counties.find((x) => x.name !== src.county) ?? c;
          const n: Person = { ...src, id: `P${++nPerson}`, middle: r.pick(MIDDLE.filter((m) => m !== src.middle)), county: other.name, spouse: null, born: yy - 35 };
          allPersons.push(n);
          if (r.chance(0.6)) marry(n);
          return [n];
        }
      }
      const last = a.key === 'ok' && yy < 1915 ? r.pick(CHOCTAW) : undefined;
      const h = newPerson(false, r.chance(0.8) ? c.name : r.pick(a.counties).name, last, yy - 30 - r.int(15));
      if (r.chance(0.65)) {
        const w = marry(h);
        if (r.chance(0.35)) return [h, w];
      }
      return [h];
    };
    f.fee = mkBuyer(y).slice(0, 1);
    const start: Dt = randDate(y);
    if (hasPatent) patent(f, start);
    else feeDeed(f, start, f.fee, r.chance(0.7) ? 'warranty_deed' : 'special_warranty_deed', 0, [{ p: newPerson(false, c.name, undefined, y - 50), role: 'grantor' }]);
    // first known holder's deed grantor: the new person above conveys to f.fee
    let now = later(start, 300, 3000);
    let gapDone = !gapKind;
    let leaseAllowed = true;
    const maxDocs = gapKind ? 9 + r.int(4) : 6 + r.int(8);
    while ((now.y < 2024 || !gapDone) && docs.length - before < maxDocs) {
      const roll = r.next();
      const single = f.fee.length === 1;
      const head = f.fee[0];
      const activeSev = f.severed.filter((s) => s.active && s.p.kind === 'person' && now.y - s.since < 35);
      // the planted gap, about midway
      if (!gapDone && (docs.length - before >= 3 || now.y >= 2015)) {
        gapDone = true;
        leaseAllowed = false;
        const dt = now;
        if (gapKind === 'grantor_never_received') {
          const s = newPerson(false, r.pick(a.counties).name, r.chance(0.5) ? head.last : undefined, now.y - 40);
          const grs: PartyIn[] = [{ p: s, role: '' }];
          if (r.chance(0.4)) grs.push({ p: marry(s), role: '', joins: true });
          const buyer = r.chance(0.5) ? newPerson(false, c.name, undefined, now.y - 40) : org(r.pick(a.lessees));
          const file = minDeed(f, dt, grs, buyer, r.pick([1 / 4, 1 / 2]), false);
          gaps.push({ tract: f.tracts[0].key, estate: 'mineral', kind: 'grantor_never_received', doc: file });
        } else if (gapKind === 'conveyed_before_acquired') {
          const b = newPerson(false, c.name, undefined, now.y - 40);
          const cc = newPerson(false, r.pick(a.counties).name, undefined, now.y - 40);
          const early = later(dt, -1100, -90);
          const eFile = minDeed(f, early, [{ p: b, role: '' }], cc, 1 / 4, false);
          minDeed(f, dt, feeSide(f), b, 1 / 2, false);
          f.unsevered -= 1 / 2;
          f.severed.push({ p: b, frac: 1 / 2, since: dt.y, active: false });
          gaps.push({ tract: f.tracts[0].key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: eFile });
        } else {
          const b = newPerson(false, c.name, undefined, now.y - 40);
          minDeed(f, dt, feeSide(f), b, 1 / 4, false);
          f.unsevered -= 1 / 4;
          f.severed.push({ p: b, frac: 1 / 4, since: dt.y, active: false });
          const t2 = later(dt, 200, 2500);
          const c1 = newPerson(r.chance(0.3), r.pick(a.counties).name, undefined, now.y - 30);
          let file: string;
          if (r.chance(0.5)) file = minDeed(f, t2, [{ p: b, role: '' }], c1, 1 / 2, false);
          else {
            minDeed(f, t2, [{ p: b, role: '' }], c1, 1 / 4, false);
            const c2 = org(r.pick(a.lessees));
            file = minDeed(f, later(t2, 100, 1500), [{ p: b, role: '' }], c2, 1 / 4, false);
          }
          gaps.push({ tract: f.tracts[0].key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: file });
          now = later(t2, 1600, 2400);
        }
        now = later(now, 200, 2000);
        continue;
      }
      if (leaseAllowed && now.y >= a.leasing && roll < 0.3) {
        now = leaseCycle(f, now);
        now = later(now, 100, 1500);
        continue;
      }
      if (roll < 0.45 && single && now.y - f.feeSince > 6 && head.born < 3000 && now.y - head.born > 45) {
        const death = later(now, -300, -30);
        const heirs: Person[] = [];
        if (head.spouse && head.spouse.born < 3000) heirs.push(head.spouse);
        const nk = 1 + r.int(3);
        for (let i = 0; i < nk; i++) {
          const fem = r.chance(0.45);
          const ch = newPerson(fem, r.chance(0.7) ? c.name : r.pick(a.counties).name, fem && r.chance(0.5) ? undefined : head.last, head.born + 25 + r.int(12));
          if (!fem && i === 0 && r.chance(0.25) && !usedNames.has(`${head.first} ${head.last}|jr`)) {
            usedNames.add(`${head.first} ${head.last}|jr`);
            ch.first = head.first;
            ch.middle = head.middle;
            ch.suffix = 'Jr.';
          }
          if (!fem && r.chance(0.5)) marry(ch);
          heirs.push(ch);
        }
        if (head.spouse) head.spouse.spouse = null;
        deathInstrument(f, death, later(now, 0, 200), heirs);
        now = later(now, 200, 1500);
        if (heirs.length > 1 && r.chance(0.65)) {
          const keep = r.pick(heirs);
          const grs: PartyIn[] = [];
          for (const h of heirs) if (h !== keep) {
            grs.push({ p: h, role: '' });
            if (h.spouse && h.spouse !== keep && h.spouse.born < 3000) grs.push({ p: h.spouse, role: '', joins: true });
          }
          feeDeed(f, now, [keep], 'quitclaim_deed', 0, grs);
          now = later(now, 300, 2500);
        }
        continue;
      }
      if (roll < 0.62) {
        const kind = r.chance(0.6) ? 'warranty_deed' : 'special_warranty_deed';
        const reserve = single && f.unsevered >= 1 / 2 && !gapKind && r.chance(0.35) ? r.pick([1 / 4, 1 / 2]) : 0;
        feeDeed(f, now, mkBuyer(now.y, !namesakeDone && farmNo >= 3), kind, reserve);
        now = later(now, 400, 4000);
        continue;
      }
      if (roll < 0.74 && !gapKind && single && f.unsevered >= 1 / 4 - 1e-9) {
        const fr = f.unsevered >= 1 / 2 ? r.pick([1 / 4, 1 / 2]) : 1 / 4;
        const buyer = r.chance(0.6) ? newPerson(r.chance(0.3), r.pick(a.counties).name, undefined, now.y - 40) : org(r.pick(a.lessees));
        minDeed(f, now, feeSide(f), buyer, fr, false);
        f.unsevered -= fr;
        f.severed.push({ p: buyer, frac: fr, since: now.y, active: true });
        now = later(now, 300, 3000);
        continue;
      }
      if (roll < 0.84 && !gapKind && activeSev.length) {
        const s = r.pick(activeSev);
        if (r.chance(0.4)) {
          minDeed(f, now, [{ p: s.p, role: '' }], newPerson(r.chance(0.3), r.pick(a.counties).name, undefined, now.y - 40), s.frac / 2 >= 1 / 8 ? s.frac / 2 : s.frac, true);
        } else {
          const fr = s.frac >= 1 / 4 && r.chance(0.5) ? s.frac / 2 : s.frac;
          const buyer = newPerson(r.chance(0.3), r.pick(a.counties).name, undefined, now.y - 40);
          minDeed(f, now, [{ p: s.p, role: '' }], buyer, fr, false);
          s.frac -= fr;
          if (s.frac < 1e-9) s.active = false;
          f.severed.push({ p: buyer, frac: fr, since: now.y, active: true });
        }
        now = later(now, 300, 3000);
        continue;
      }
      if (roll < 0.93) {
        lien(f, now, r.chance(0.45));
        now = later(now, 300, 2500);
        continue;
      }
      now = later(now, 365, 3000);
    }
    clockDocs = docs.length;
    if (farmNo > 40) break;
  }

  // shuffle, then name the files so that their names say nothing
  for (let i = docs.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [docs[i], docs[j]] = [docs[j], docs[i]];
  }
  const rename = new Map<string, string>();
  docs.forEach((d, i) => {
    const nf = `${name}-${String(i + 1).padStart(3, '0')}.txt`;
    rename.set(d.truth.file, nf);
    d.truth.file = nf;
  });
  return {
    name,
    docs: docs.map(({ sortKey: _s, ...d }) => d),
    links: links.map((l) => ({ ...l, doc: rename.get(l.doc)! })),
    gaps: gaps.map((g) => ({ ...g, doc: rename.get(g.doc)! })),
  };
}
