// Held-out set L: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-K did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain until a
// partition splits them) pass through time on one clock, 1850-2025:
// - western New York's Southern Tier (Chautauqua, Cattaraugus, Allegany: lots of the Holland Land
//   Company's survey, "Lot No. 23, Township 4, Range 12 of the Holland Land Company's Survey", the
//   town named; shallow-gas leasing from the 1880s, Medina and Marcellus leasing): indentures "party
//   of the first part" with the five covenants, bargain and sale deeds with covenant against
//   grantor's acts, quitclaim deeds, oil and gas deeds, gas-well-rental leases "Made and
//   concluded", Surrogate's Court decrees admitting wills, mortgages and satisfactions;
// - southern Indiana (Second P.M.: Gibson, Posey, Pike, civil townships named): United States
//   cash-entry patents of the Vincennes land office, "CONVEY AND WARRANT", "CONVEY AND SPECIALLY
//   WARRANT" and "RELEASE AND QUITCLAIM" deeds with the auditor's endorsement, mortgages, decrees of
//   final distribution, transfer on death deeds and the beneficiary's affidavit;
// - the Cumberland Plateau of Tennessee (Morgan, Scott, Fentress, Overton: metes and bounds in
//   numbered civil districts): State of Tennessee grants by entry and grant number, warranty deeds
//   and "DEED OF CONVEYANCE" forms, special warranty and quitclaim deeds with the oath of
//   consideration, deeds of trust, orders admitting wills;
// - western Kentucky (Henderson, Union, Hopkins: metes and bounds on the waters of a creek; Illinois
//   basin leasing): Commonwealth of Kentucky patents on treasury warrants, "DEED OF CONVEYANCE" with
//   covenant of general or special warranty and the consideration certificate, quitclaim deeds,
//   mortgages, affidavits of descent, district court orders of probate;
// - the Texas Gulf Coast (Brazoria, Matagorda, Wharton, Fort Bend: leagues and labors of Austin's
//   colony by abstract, on the waters of Caney Creek and its neighbours; salt-dome leasing):
//   "KNOW ALL MEN" and modern Bar-form general and special warranty deeds, quitclaim deeds, deeds of
//   trust and releases of lien, judgments declaring heirship, affidavits of facts concerning the
//   identity of heirs, transfer on death deeds and the designated beneficiary's affidavit.
// Everywhere: first deeds of first known holders, deeds reserving minerals (one-half or all) or a
// life estate, gift deeds to a child, heirs' quitclaims to one of them, partition deeds, mineral
// deeds of fractions (from fee owners and from severed holders), royalty deeds, affidavits of
// heirship by a neighbour, probate orders, executor's, executrix's and administrator's deeds,
// sheriff's deeds on execution and tax deeds, old rental, Producers 88, paid-up ("made effective as
// of") and memorandum leases taken by companies or by a lease broker who assigns them all to a
// company by an Assignment and Bill of Sale with an Exhibit A, whole and partial assignments (an
// undivided half, sometimes with an override reserved), releases and surrenders, ratifications,
// mortgages and deeds of trust with their releases, pipeline rights of way. Old typed forms and
// modern word-processed forms with recording stamps at the head or certificates at the foot, book
// and page or instrument numbers, "Prepared by" / "Return to" boxes, exhibits. People recur under
// name variants (full middle name, initial, initials only, no middle name, capitals, a married
// woman under her maiden name as middle name, Jr. and, in his own estate, the father's "Sr."),
// spouses join or co-hold; companies under Co./Company, Corp./Corporation, Inc./Incorporated,
// LLC/L.L.C., L.P./LP (no LLC before 1993, no L.P. before 1976). In most packages an unrelated
// namesake of another county (both always with their residence); otherwise no two people of a
// package share a first name and surname. Exactly one planted gap of each kind per package, each on
// a one-tract farm. Texts are clean typed copies; file names say nothing about the instrument.
// Not written here: Vincennes Donation and Clark's Grant locations, correction deeds, quiet-title
// judgments, survivors' affidavits, division orders.
//
// Truth conventions: those of sets A-K's headers (D's list with E's to K's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks; where the two
// differ the contract wins (fiduciary and officers' deeds, ratifications, releases of liens and
// transfer on death deeds are the contract's `other`, as in K). What set L adds or decides (a title
// examiner's reading):
// - Holland Purchase lots: "Lot No. 23, Township 4, Range 12 of the Holland Land Company's Survey",
//   "Great Lot Twenty-three (23) in the Fourth Township and Twelfth Range of the Holland Land
//   Company's Purchase" and "Lot 23, Township 4, Range 12 of the Holland Purchase" are all lot "23",
//   township "4", range "12" (bare numbers, the contract's New York rule), survey "Holland
//   Purchase": the "Holland Land Company's Survey" is the company's survey of its purchase into
//   ranges, townships and lots, the same land the contract names by the purchase; section, aliquot,
//   abstract and block null; the town ("Town of Ellington"), the highway, calls and adjoiners are in
//   no field; acres always stated, and two parcels of one great lot are two tracts (I);
// - Indiana tracts as I's (township "2S", range "9W", aliquot as D); a United States cash-entry
//   patent names no county in its description: its county is the recorder's certificate's (K);
// - Tennessee and Kentucky metes and bounds as H and I: state, county and acres only (civil
//   district, creek, calls, adjoiners, "being the same land conveyed ... in Deed Book" in no field);
//   acres always stated, and no two tracts of a package share an acreage;
// - Texas leagues and labors of Austin's colony: "177.5 acres out of the Josiah H. Bell League,
//   Abstract No. 3" (also "A-3", "Abstract 3") is survey "Josiah H. Bell League" or "Thomas Westall
//   Labor" (F's league and labor by their own word), abstract "3", acres the stated part, no section,
//   block or aliquot; the league's grantee, the creek, the calls and a "being the same land
//   described in Volume ..." reference add nothing; acres always stated, never shared in a package;
// - a State of Tennessee grant ("No. 14762 ... by virtue of Entry No. 1023 ... there is granted by
//   the said State of Tennessee unto ...") and a Commonwealth of Kentucky patent ("by virtue ... of
//   Land Office Treasury Warrant No. ...") are `patent` (I, H): the sovereign `grantor`, no article;
//   execution_date the day given at Nashville or Frankfort (long-hand), no acknowledgment; entry,
//   grant and warrant numbers, the entry's and survey's dates, the governor and secretary are in no
//   field; the recorded copy's county filing is the recording_date;
// - deed categories: New York's indenture with the five covenants ("will forever warrant the
//   title"), titled or not, warranty_deed; its bargain and sale deed with covenant against grantor's
//   acts special_warranty_deed (the contract); "remise, release and quitclaim" quitclaim_deed; the
//   Lien Law covenant adds nothing. Indiana as I. Tennessee's "WARRANTY DEED" and "DEED OF
//   CONVEYANCE" warranting "against the lawful claims of all persons whomsoever" warranty_deed, its
//   "SPECIAL WARRANTY DEED" ("claiming by, through or under us, but not otherwise")
//   special_warranty_deed. Kentucky's "DEED OF CONVEYANCE" is of its covenant's kind (the contract):
//   "with Covenant of General Warranty" warranty_deed, "with covenant of Special Warranty only"
//   special_warranty_deed; a deed that "remise(s), release(s) and quitclaim(s)" quitclaim_deed.
//   Texas's "GENERAL WARRANTY DEED" (old "KNOW ALL MEN" or the modern Date/Grantor/Grantee/Property
//   form) warranty_deed, its "SPECIAL WARRANTY DEED" special_warranty_deed; gift deeds warranty_deed
//   (F); a deed reserving a life estate warranty_deed to the remaindermen (F, K);
// - an heirs' quitclaim to one of them is a quitclaim_deed, ["fee"], linked from each releasing heir
//   (a joining spouse `required: false`) to the one who takes;
// - executor's, executrix's and administrator's deeds, sheriff's deeds on execution and tax deeds
//   (Indiana auditor, New York county treasurer, Tennessee clerk and master, Kentucky and Texas
//   sheriff) are `other`, conveys_fee true, ["fee"] (the contract, K): the grantor is the decedent
//   ("X, deceased") or each judgment debtor or owner the land was assessed to, linked to the
//   purchaser, required; the fiduciary (even the widow or a child), the sheriff, the officer and the
//   plaintiff creditor are no parties; no death_date;
// - transfer on death deeds (Indiana from 2010, IC 32-17-14; Texas from 2016, Estates Code ch. 114)
//   are `other`: the owner `grantor`, the beneficiary `grantee`, conveys_fee false, [], no link; the
//   beneficiary's "Affidavit of Transfer to Transfer on Death Beneficiary" (Indiana) or "Affidavit of
//   Death and Acceptance by Designated Beneficiary" (Texas) is an affidavit_of_heirship: decedent
//   `decedent`, the beneficiary who swears `heir` only, ["fee"], link decedent -> beneficiary,
//   required, execution_date the jurat, death_date, no acknowledgment; such deeds are made only by a
//   sole owner without a living spouse who holds nothing else in the package;
// - mortgages (New York, Indiana "MORTGAGE AND WARRANT", Kentucky) have the mortgagors and the
//   spouses who join them `grantor` and the bank `grantee`; Tennessee and Texas deeds of trust the
//   individual trustee `grantee` and the bank `other` (D); estates [], no link; their releases
//   (New York "SATISFACTION OF MORTGAGE", Indiana and Kentucky "RELEASE OF MORTGAGE", Tennessee
//   "RELEASE OF DEED OF TRUST", Texas "RELEASE OF LIEN") are `other`: the bank `grantor`, every
//   signer of the recited mortgage `grantee` (living or not), the recited trustee no party, no link;
// - New York's gas-well-rental lease ("AGREEMENT, Made and concluded this ...", "Two Hundred Dollars
//   per annum for the gas from each well") and the old rental and Producers 88 forms have the dating
//   line's execution date (the rental and depository dates and the depository bank add nothing);
//   paid-up leases and memoranda "made effective as of" have that effective_date and no execution
//   date (F); lessors are always people (a company holding minerals does not lease in the package);
// - a lease broker's "Assignment and Bill of Sale ... executed on [date], but made effective as of
//   7:00 a.m. ... on [date]" has both dates (I), one tract per leased tract of its Exhibit A, the
//   lessors and lessee listed there no parties; an assignment's "from John W. Pruitt et ux, as
//   lessor, to X, as lessee" recital names no party (X is a party only as assignor);
// - recording: New York's "Recorded in the Office of the Clerk of ... County, N.Y., on" and
//   "RECORDED ON:" stamp, Indiana's "Received for record" and "FILED FOR RECORD" stamp (the
//   auditor's "DULY ENTERED FOR TAXATION" day is not), Tennessee's "Received for record" and
//   "RECEIVED FOR RECORD" stamp, Kentucky's "lodged ... for record" (not the clerk's later "Given
//   under my hand") and "LODGED FOR RECORD" stamp, Texas's "FILED FOR RECORD" (not the later
//   "RECORDED") and "FILED AND RECORDED" stamp give the recording_date; book, liber, volume, page and
//   instrument numbers are in no field;
// - the Tennessee oath of consideration (its date and affiant), "Address New Owner", "Send Tax Bills
//   To" and "Map ... Parcel" lines, the Kentucky consideration certificate, the Indiana redaction
//   affirmation, "Prepared by" and "Return to" boxes (an abstract company named there is no party)
//   add no party and no date; a company's officer who signs or acknowledges is no party, and the
//   county of a company's acknowledgment may lie in another state;
// - probate orders: a New York Surrogate's "DECREE ADMITTING WILL TO PROBATE" is dated the day of
//   the Surrogate's Court "held ... on"; an Indiana "Order Approving Final Account and Decree of
//   Final Distribution" the day "SO ORDERED"; a Tennessee "Order Admitting Will to Probate" the day
//   "Entered"; a Kentucky "Order of Probate" the day "Entered"; a Texas "Judgment Declaring Heirship"
//   the day "SIGNED": all `probate`, decedent `decedent`, devisees or heirs `heir` (the petitioner
//   and executor only as an heir; the personal representative, subscribing witnesses, judge and
//   surrogate no parties), death_date, no acknowledgment; the will's date is not the instrument's;
// - affidavits of heirship (Texas "Affidavit of Facts Concerning the Identity of Heirs" from 1990,
//   Kentucky "Affidavit of Descent") have a neighbour affiant `other`; an intestate's surviving
//   spouse and children take equal shares as the affidavit states them; an affidavit is sometimes
//   sworn years after the death (the heirs took at the death);
// - a severed mineral or royalty holder's death is sometimes never probated: the interest then lies
//   dormant (nobody conveys or leases it again; never on a gap farm before its gap is planted);
// - gaps as I's, J's and K's: grantor_never_received a stranger's mineral deed (the stranger
//   sometimes of the fee owner's surname, his wife sometimes joining), conveyed_before_acquired a
//   mineral deed dated three months to about three years before the mineral deed into its grantor
//   (the gap on the early deed, both links given), conveyed_more_than_held a severed mineral holder
//   conveying twice his fraction or the same fraction again after conveying it; the grantee of a gap
//   deed never deals with what he took.
import { tractKey, type ExpectedTract } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Cat = 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed' | 'mineral_deed' | 'royalty_deed' | 'oil_and_gas_lease' | 'assignment_of_lease' | 'release_of_lease' | 'affidavit_of_heirship' | 'probate' | 'patent' | 'easement' | 'deed_of_trust' | 'other';
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type Estate = 'fee' | 'mineral' | 'leasehold';
type AreaKey = 'NY' | 'IN' | 'TN' | 'KY' | 'TX';
type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
type OrgKind = 'Company' | 'Corporation' | 'Inc.' | 'LLC' | 'L.P.';

// ---------------------------------------------------------------- dates
interface Day {
  y: number;
  m: number;
  d: number;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (x: Day | null) => (x ? `${x.y}-${pad(x.m)}-${pad(x.d)}` : null);
const addDays = (x: Day, n: number): Day => {
  const t = new Date(Date.UTC(x.y, x.m - 1, x.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
const ord = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const ordWord = (k: number): string => {
  if (k < 32) return ORD_WORDS[k];
  const w = numberWords(k);
  const m = w.match(/^(.*?)([a-z]+)$/)!;
  const last = m[2];
  const irregular: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  return m[1] + (irregular[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`));
};
const cap = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const dayLong = (x: Day) => `${ord(x.d)} day of ${MONTHS[x.m - 1]}, ${x.y}`;
const dayLongNoComma = (x: Day) => `${ord(x.d)} day of ${MONTHS[x.m - 1]} ${x.y}`;
const mdy = (x: Day) => `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`;
const slash = (x: Day) => `${pad(x.m)}/${pad(x.d)}/${x.y}`;
const yearWords = (y: number) => `one thousand ${numberWords(y % 1000)}`.replace('thousand one thousand', 'thousand');
const dayWords = (x: Day) => `${ORD_WORDS[x.d]} day of ${MONTHS[x.m - 1]}, in the year of our Lord ${yearWords(x.y)}`;

// ---------------------------------------------------------------- fractions
const FR_WORDS: Record<string, string> = { '1/2': 'one-half', '1/3': 'one-third', '1/4': 'one-fourth', '1/5': 'one-fifth', '1/8': 'one-eighth', '1/16': 'one-sixteenth', '1/32': 'one-thirty-second', '3/4': 'three-fourths', '3/8': 'three-eighths', '3/16': 'three-sixteenths', '5/16': 'five-sixteenths', '7/16': 'seven-sixteenths', '5/8': 'five-eighths', '7/8': 'seven-eighths', '1/1': 'all', '3/32': 'three thirty-seconds', '1/6': 'one-sixth', '1/9': 'one-ninth', '1/12': 'one-twelfth' };
const frac = (x: number): string => {
  for (const d of [1, 2, 3, 4, 5, 6, 8, 9, 12, 16, 32, 64]) if (Math.abs(Math.round(x * d) - x * d) < 1e-9) return `${Math.round(x * d)}/${d}`;
  return x.toFixed(4);
};
const frWords = (x: number) => {
  const f = frac(x);
  return FR_WORDS[f] ? `${FR_WORDS[f]} (${f})` : f;
};

// ---------------------------------------------------------------- areas
interface AreaCfg {
  key: AreaKey;
  stateName: string;
  counties: string[];
  seats: Record<string, string>;
  surnames: string[];
  companies: string[];
  banks: string[];
  pipelines: string[];
  plays: Array<[number, number]>;
  patentRate: number;
}
const AREAS: Record<AreaKey, AreaCfg> = {
  NY: {
    key: 'NY',
    stateName: 'New York',
    counties: ['Chautauqua', 'Cattaraugus', 'Allegany'],
    seats: { Chautauqua: 'Mayville', Cattaraugus: 'Little Valley', Allegany: 'Belmont' },
    surnames: ['Sackett', 'Van Dusen', 'Ostrander', 'Wheelock', 'Bemus', 'Cheney', 'Hotchkiss', 'Pratt', 'Spencer', 'Lathrop', 'Nichols', 'Brainard', 'Crandall', 'Sherman', 'Whitcomb', 'Kellogg', 'Tefft', 'Barnard', 'Mattison', 'Ploetz', 'Carlson', 'Swanson', 'Lindquist', 'Wiggins', 'Gould', 'Hale', 'Burdick', 'Congdon', 'Frew', 'Warner', 'Babcock', 'Damon', 'Hitchcock', 'Vanderhoef', 'Seager', 'Shults'],
    companies: ['Chautauqua Natural Gas', 'Southern Tier Gas', 'Conewango Valley Oil', 'Allegany Gas Light', 'Lake Erie Energy', 'Frewsburg Gas', 'Cassadaga Exploration', 'Niagara Frontier Resources', 'Olean Basin Gas', 'Medina Sands Energy'],
    banks: ['First National Bank of Jamestown', 'Salamanca Trust Company', 'Olean Savings and Loan Association', 'Chautauqua County National Bank'],
    pipelines: ['Iroquois Transmission Company', 'Southern Tier Gathering Corporation', 'Conewango Pipe Line Company'],
    plays: [
      [1886, 1912],
      [1976, 1986],
      [2006, 2010],
    ],
    patentRate: 0,
  },
  IN: {
    key: 'IN',
    stateName: 'Indiana',
    counties: ['Gibson', 'Posey', 'Pike'],
    seats: { Gibson: 'Princeton', Posey: 'Mount Vernon', Pike: 'Petersburg' },
    surnames: ['Kimball', 'Stunkel', 'Dausman', 'Hironimus', 'Wilhelm', 'Kuebler', 'Knowles', 'Bixler', 'Greathouse', 'Schmitt', 'Gwaltney', 'Bottoms', 'Eaton', 'Strain', 'Kifer', 'Nolting', 'Oeth', 'McReynolds', 'Barrett', 'Hedges', 'Cullum', 'Dill', 'Blessinger', 'Harpenau', 'Thuerbach', 'Seibert', 'Montgomery', 'Fauquher', 'Embree', 'Lewellyn', 'Loudermilk', 'Spradley'],
    companies: ['Wabash Valley Oil', 'Posey Petroleum', 'Griffin Oil', 'Black River Producing', 'Patoka Exploration', 'Tri-State Crude', 'Hoosier Basin Energy', 'Mount Vernon Refining'],
    banks: ['First National Bank of Princeton', 'Peoples Bank and Trust Company of Mount Vernon', 'Pike County State Bank', 'Farmers and Merchants Bank of Owensville'],
    pipelines: ['Texas Gas Transmission Corporation', 'Wabash Gathering Company', 'Southern Indiana Gas and Electric Company'],
    plays: [
      [1938, 1952],
      [1980, 1986],
      [2011, 2014],
    ],
    patentRate: 0.6,
  },
  TN: {
    key: 'TN',
    stateName: 'Tennessee',
    counties: ['Morgan', 'Scott', 'Fentress', 'Overton'],
    seats: { Morgan: 'Wartburg', Scott: 'Huntsville', Fentress: 'Jamestown', Overton: 'Livingston' },
    surnames: ['Stonecipher', 'Lavender', 'Chitwood', 'Slaven', 'Boles', 'Delk', 'Crabtree', 'Pile', 'Beaty', 'Sexton', 'Hull', 'Choate', 'Ledbetter', 'Garrett', 'Copeland', 'Qualls', 'Reagan', 'Hembree', 'Ruppe', 'Bales', 'Potter', 'Kreis', 'Heidel', 'Langley', 'Brewster', 'Voiles', 'Cooper', 'Marcum', 'Strunk', 'Winningham', 'Huddleston', 'Zachary'],
    companies: ['Plateau Oil', 'Big South Fork Gas', 'Cumberland Petroleum', 'Obey River Oil', 'Emory Exploration', 'Clear Fork Resources', 'Volunteer Energy', 'Chestnut Ridge Oil'],
    banks: ['Bank of Wartburg', 'Citizens Bank of Jamestown', 'First Trust and Savings Bank of Oneida', 'Union Bank of Livingston'],
    pipelines: ['East Tennessee Natural Gas Company', 'Plateau Gathering Company', 'Tennessee Valley Pipeline Corporation'],
    plays: [
      [1894, 1904],
      [1968, 1984],
      [2005, 2012],
    ],
    patentRate: 0.8,
  },
  KY: {
    key: 'KY',
    stateName: 'Kentucky',
    counties: ['Henderson', 'Union', 'Hopkins'],
    seats: { Henderson: 'Henderson', Union: 'Morganfield', Hopkins: 'Madisonville' },
    surnames: ['Dixon', 'Ashby', 'Sugg', 'Rudy', 'Omer', 'Veatch', 'Royster', 'Crowder', 'Sights', 'Sisk', 'Laffoon', 'Ruby', 'Givens', 'Hatchett', 'Kirkwood', 'Saalwaechter', 'Sandefur', 'Buckman', 'Eblen', 'Whitledge', 'Overby', 'Fraliex', 'Hust', 'Morrow', 'Quinn', 'Waggener', 'Cates', 'Duncan', 'Utley', 'Brashear', 'Spalding', 'Higginson'],
    companies: ['Green River Oil', 'Tradewater Gas', 'Pennyrile Exploration', 'Ohio Valley Crude', 'Union County Oil', 'Henderson Petroleum', 'Illinois Basin Resources', 'Sebree Energy'],
    banks: ['Ohio Valley National Bank of Henderson', 'Farmers Bank of Morganfield', 'Kentucky Bank and Trust Company of Madisonville', 'Planters Bank of Sturgis'],
    pipelines: ['Texas Gas Transmission Corporation', 'Western Kentucky Gas Company', 'Tradewater Gathering Company'],
    plays: [
      [1941, 1955],
      [1978, 1986],
      [2008, 2013],
    ],
    patentRate: 0.45,
  },
  TX: {
    key: 'TX',
    stateName: 'Texas',
    counties: ['Brazoria', 'Matagorda', 'Wharton', 'Fort Bend'],
    seats: { Brazoria: 'Angleton', Matagorda: 'Bay City', Wharton: 'Wharton', 'Fort Bend': 'Richmond' },
    surnames: ['Brooks', 'Rowland', 'Duke', 'Holcomb', 'Ryon', 'Kroll', 'Hlavinka', 'Sitka', 'Wendel', 'Mims', 'Kendrick', 'Grubbs', 'Varner', 'Sweeny', 'Hensley', 'McNeel', 'Spoor', 'Korenek', 'Schwab', 'Valdez', 'Guerra', 'Trevino', 'Ellison', 'Munson', 'Cosby', 'Pevehouse', 'Zapalac', 'Huebner', 'Stavinoha', 'Lechler', 'Boettcher', 'Polasek'],
    companies: ['Caney Creek Oil', 'Damon Mound Oil', 'Brazos Coast Petroleum', 'San Bernard Oil', 'Matagorda Exploration', 'Colorado Bay Energy', 'Salt Dome Producing', 'Tres Palacios Resources', 'Gulf Prairie Royalty', 'Bayou Minerals'],
    banks: ['First National Bank of Angleton', 'Wharton Bank and Trust Company', 'Bay City Bank and Trust Company', 'Fort Bend National Bank of Richmond'],
    pipelines: ['Houston Pipe Line Company', 'Brazoria Gathering Company', 'Gulf Coast Transmission Corporation'],
    plays: [
      [1920, 1938],
      [1955, 1964],
      [1978, 1984],
      [2010, 2015],
    ],
    patentRate: 0,
  },
};

const MEN = ['John', 'William', 'James', 'George', 'Charles', 'Thomas', 'Henry', 'Samuel', 'Joseph', 'Robert', 'Edward', 'Albert', 'Frank', 'Harry', 'Walter', 'Arthur', 'Fred', 'Clarence', 'Ernest', 'Roy', 'Earl', 'Ralph', 'Howard', 'Lloyd', 'Carl', 'Paul', 'Donald', 'Kenneth', 'Richard', 'Larry', 'Gary', 'Dennis', 'Michael', 'Steven', 'Mark', 'Brian', 'Kevin', 'Levi', 'Elisha', 'Hiram', 'Silas', 'Amos', 'Isaac', 'Jacob', 'Nathan', 'Eli', 'Jesse', 'Wiley', 'Marion', 'Virgil', 'Otis', 'Floyd', 'Homer', 'Chester', 'Delbert', 'Vernon', 'Lester', 'Orville'];
const WOMEN = ['Mary', 'Sarah', 'Elizabeth', 'Martha', 'Nancy', 'Margaret', 'Emma', 'Ida', 'Minnie', 'Clara', 'Bertha', 'Anna', 'Lula', 'Ethel', 'Mabel', 'Edna', 'Hazel', 'Ruth', 'Helen', 'Mildred', 'Dorothy', 'Frances', 'Louise', 'Betty', 'Shirley', 'Barbara', 'Patricia', 'Linda', 'Judith', 'Carol', 'Susan', 'Deborah', 'Karen', 'Lisa', 'Angela', 'Melissa', 'Rebecca', 'Lucinda', 'Rhoda', 'Malinda', 'Sophronia', 'Cordelia'];
const MID_M = ['Wesley', 'Franklin', 'Henry', 'Lee', 'Edward', 'Allen', 'Ray', 'Dean', 'Eugene', 'Wayne', 'Marshall', 'Calvin', 'Lewis', 'Monroe', 'Jackson', 'Milton', 'Harrison', 'Andrew', 'Clay', 'Oscar', 'Rudolph', 'Porter'];
const MID_F = ['Ann', 'Jane', 'Louise', 'Mae', 'Belle', 'Frances', 'Elaine', 'Marie', 'Kay', 'Lynn', 'Rose', 'Ellen', 'Grace', 'Sue', 'Jean', 'Pearl', 'Irene', 'Opal'];
const OFFICIAL_LAST = ['Abernathy', 'Brackett', 'Culpepper', 'Dinwiddie', 'Eubanks', 'Fairweather', 'Gatlin', 'Hurlburt', 'Inman', 'Jessup', 'Kittredge', 'Lockridge', 'Merriwether', 'Nutter', 'Orcutt', 'Pinkston', 'Quisenberry', 'Rathbone', 'Satterfield', 'Tolliver', 'Umstead', 'Vandiver', 'Winstead', 'Yancey', 'Ambler', 'Birdsong', 'Claypool', 'Dunwoody'];
const OUT_OF_AREA: Array<[string, string]> = [
  ['Harris', 'Texas'],
  ['Tulsa', 'Oklahoma'],
  ['Erie', 'Pennsylvania'],
  ['Cook', 'Illinois'],
  ['Vanderburgh', 'Indiana'],
  ['Davidson', 'Tennessee'],
  ['Jefferson', 'Kentucky'],
  ['Franklin', 'Ohio'],
  ['Maricopa', 'Arizona'],
  ['Wayne', 'Michigan'],
];

// ---------------------------------------------------------------- people
interface Person {
  id: string;
  org: boolean;
  first: string;
  middle: string;
  last: string;
  suffix: '' | 'Jr.';
  female: boolean;
  maiden: string;
  spouse: Person | null;
  county: string;
  state: string;
  born: number;
  died: number;
  always: boolean;
  kids: Person[];
  hasJr: boolean;
  orgStem: string;
  orgKind: OrgKind | 'bank' | 'sovereign';
  orgState: string;
}

// ---------------------------------------------------------------- tracts
interface Tr {
  t: ExpectedTract;
  key: string;
  town: string;
  district: number;
  creek: string;
  calls: string;
  sec: number;
  tw: number;
  twDir: string;
  rg: number;
  parts: Array<[string, number]>;
  lot: number;
  survey: string;
  abstract: number;
}

interface Lease {
  lessors: Person[];
  joiners: Person[];
  holders: Person[];
  original: Person;
  valid: boolean;
  ends: number;
  date: Day;
  book: string;
  tracts: Tr[];
}
interface Farm {
  id: number;
  county: string;
  tracts: Tr[];
  fee: Person[];
  unsev: number;
  min: Map<Person, number>;
  roy: Set<Person>;
  lease: Lease | null;
  frozen: number;
  gap: GapKind | null;
  gapDone: boolean;
  gapYear: number;
  tod: Person | null;
  mort: { lender: Person; borrowers: Person[]; date: Day; due: number; book: string; trustee: Person | null } | null;
  start: number;
  started: boolean;
}

interface Party {
  p: Person;
  role: Role;
}

const DIRS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const ALIQUOTS: Array<{ parts: Array<[string, number]>; acres: number }> = [
  { parts: [['NE', 4]], acres: 160 },
  { parts: [['SE', 4]], acres: 160 },
  { parts: [['E', 2], ['SW', 4]], acres: 80 },
  { parts: [['W', 2], ['SE', 4]], acres: 80 },
  { parts: [['N', 2], ['NW', 4]], acres: 80 },
  { parts: [['S', 2], ['NE', 4]], acres: 80 },
  { parts: [['SW', 4], ['NE', 4]], acres: 40 },
  { parts: [['NW', 4], ['SW', 4]], acres: 40 },
  { parts: [['SE', 4], ['SE', 4]], acres: 40 },
  { parts: [['NE', 4], ['NW', 4]], acres: 40 },
];
const TOWNS: Record<string, string[]> = {
  Chautauqua: ['Ellington', 'Busti', 'Harmony', 'Clymer', 'Sherman', 'Mina', 'French Creek', 'Charlotte', 'Gerry', 'Poland', 'Carroll', 'Kiantone'],
  Cattaraugus: ['Randolph', 'Conewango', 'Leon', 'Napoli', 'Ellicottville', 'Great Valley', 'Olean', 'Allegany', 'Carrollton', 'Cold Spring'],
  Allegany: ['Cuba', 'Clarksville', 'Genesee', 'Bolivar', 'Wirt', 'Friendship', 'Rushford', 'Hume'],
  Gibson: ['Patoka', 'Montgomery', 'White River', 'Center', 'Barton', 'Johnson', 'Wabash', 'Columbia'],
  Posey: ['Black', 'Lynn', 'Robb', 'Point', 'Marrs', 'Bethel', 'Harmony', 'Robinson', 'Smith'],
  Pike: ['Jefferson', 'Lockhart', 'Monroe', 'Patoka', 'Washington', 'Marion', 'Logan', 'Clay'],
};
const NY_RANGES: Record<string, [number, number]> = { Chautauqua: [10, 14], Cattaraugus: [5, 9], Allegany: [1, 2] };
const IN_TR: Record<string, { tw: [number, number]; dir: string; rg: [number, number] }> = {
  Gibson: { tw: [1, 3], dir: 'S', rg: [10, 13] },
  Posey: { tw: [4, 7], dir: 'S', rg: [12, 14] },
  Pike: { tw: [1, 3], dir: 'S', rg: [6, 9] },
};
const CREEKS: Record<string, string[]> = {
  Morgan: ['Clear Fork', 'Emory River', 'Crooked Fork', 'Obed River', 'Crab Orchard Creek'],
  Scott: ['New River', 'Big South Fork', 'Paint Rock Creek', 'Brimstone Creek', 'Buffalo Creek'],
  Fentress: ['Wolf River', 'Clear Fork', 'Crooked Creek', 'Rock Creek', 'East Fork of Obey River'],
  Overton: ['Roaring River', 'West Fork of Obey River', 'Eagle Creek', 'Spring Creek', 'Nettle Carrier Creek'],
  Henderson: ['Canoe Creek', 'Highland Creek', 'Lick Creek', 'Green River', 'Pond Creek'],
  Union: ['Highland Creek', 'Tradewater River', 'Cypress Creek', 'Lost Creek', 'Deer Creek'],
  Hopkins: ['Pond River', 'Clear Creek', 'Tradewater River', 'Otter Creek', 'Caney Creek'],
  Brazoria: ['Caney Creek', 'Linnville Bayou', 'San Bernard River', 'Oyster Creek', 'Cedar Lake Creek'],
  Matagorda: ['Caney Creek', 'Tres Palacios River', 'Peyton Creek', 'Big Boggy Creek', 'Live Oak Bayou'],
  Wharton: ['Caney Creek', 'Peach Creek', 'San Bernard River', 'Mustang Creek', 'Jones Creek'],
  'Fort Bend': ['Big Creek', 'Oyster Creek', 'Jones Creek', 'Dry Creek', 'Rabbs Bayou'],
};
const TX_SURVEYS: Record<string, Array<[string, number]>> = {
  Brazoria: [
    ['S. F. Austin League', 19],
    ['Josiah H. Bell League', 3],
    ['Alexander Calvit League', 51],
    ['Thomas Westall Labor', 128],
    ['Daniel Rawls League', 119],
    ['James Lynch Labor', 94],
  ],
  Matagorda: [
    ['Elias R. Wightman League', 104],
    ['Caleb R. Bostick League', 8],
    ['Samuel Fisher Labor', 37],
    ['Ira Ingram League', 47],
    ['Thomas M. Duke Labor', 22],
  ],
  Wharton: [
    ['William Kincheloe League', 37],
    ['Mills M. Battle League', 4],
    ['Samuel May Williams League', 120],
    ['Randolph Foster Labor', 26],
    ['Elijah Roark League', 56],
  ],
  'Fort Bend': [
    ['Stephen Richardson League', 78],
    ['Henry Jones League', 46],
    ['William Little Labor', 54],
    ['Jane H. Long League', 55],
    ['Wyly Martin League', 60],
  ],
};
const SURVEY_SURNAMES = ['Austin', 'Bell', 'Calvit', 'Westall', 'Rawls', 'Lynch', 'Wightman', 'Bostick', 'Fisher', 'Ingram', 'Kincheloe', 'Battle', 'Williams', 'Foster', 'Roark', 'Richardson', 'Jones', 'Little', 'Long', 'Martin', 'Duke'];

const PRESIDENTS: Array<[number, string]> = [
  [1850, 'Millard Fillmore'],
  [1853, 'Franklin Pierce'],
  [1857, 'James Buchanan'],
  [1861, 'Abraham Lincoln'],
];
const TN_GOVERNORS: Array<[number, string]> = [
  [1849, 'William Trousdale'],
  [1851, 'William B. Campbell'],
  [1853, 'Andrew Johnson'],
  [1857, 'Isham G. Harris'],
  [1865, 'William G. Brownlow'],
  [1869, 'DeWitt C. Senter'],
  [1871, 'John C. Brown'],
  [1875, 'James D. Porter'],
  [1879, 'Albert S. Marks'],
  [1881, 'Alvin Hawkins'],
  [1883, 'William B. Bate'],
];
const KY_GOVERNORS: Array<[number, string]> = [
  [1848, 'John J. Crittenden'],
  [1851, 'Lazarus W. Powell'],
  [1855, 'Charles S. Morehead'],
  [1859, 'Beriah Magoffin'],
  [1863, 'Thomas E. Bramlette'],
  [1867, 'John W. Stevenson'],
  [1871, 'Preston H. Leslie'],
  [1875, 'James B. McCreary'],
];
const inOffice = (list: Array<[number, string]>, y: number) => [...list].reverse().find(([from]) => from <= y)![1];

export const generateHeldoutL: HeldoutGenerator = (opts) => {
  const r0 = seededRng(opts.seed * 7919 + 101);
  const keys: AreaKey[] = ['NY', 'IN', 'TN', 'KY', 'TX'];
  for (let i = keys.length - 1; i > 0; i--) {
    const j = r0.int(i + 1);
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) out.push(makePackage(AREAS[keys[i % keys.length]], opts.seed * 1000 + i * 37 + 5, opts.docsPerPackage, i));
  return out;
};

function makePackage(A: AreaCfg, seed: number, target: number, index: number): HeldoutPackage {
  const r: SeededRng = seededRng(seed);
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const people: Person[] = [];
  const used = new Set<string>();
  const files = new Set<string>();
  let nPerson = 0;
  const st = A.key;
  const surnames = A.surnames.filter((x) => !SURVEY_SURNAMES.includes(x));
  const stateName = A.stateName;
  const official = () => `${r.pick(r.chance(0.7) ? MEN : WOMEN)} ${r.chance(0.5) ? `${r.pick('ABCDEFGHJKLMRSTW'.split(''))}. ` : ''}${r.pick(OFFICIAL_LAST)}`;
  const counties = r.chance(0.5) ? [r.pick(A.counties)] : A.counties.slice().sort(() => r.next() - 0.5).slice(0, 2);

  // ---------------------------------------------------------------- people
  const blank = (): Person => ({ id: '', org: false, first: '', middle: '', last: '', suffix: '', female: false, maiden: '', spouse: null, county: '', state: '', born: 0, died: 9999, always: false, kids: [], hasJr: false, orgStem: '', orgKind: 'Company', orgState: '' });
  const newPerson = (o: { female?: boolean; last?: string; maiden?: string; born: number; county?: string; state?: string; first?: string; middle?: string; suffix?: '' | 'Jr.'; forceName?: boolean }): Person => {
    const female = o.female ?? r.chance(0.3);
    let first = o.first ?? r.pick(female ? WOMEN : MEN);
    let last = o.last ?? r.pick(surnames);
    if (!o.forceName) {
      for (let k = 0; used.has(`${first}|${last}`) && k < 400; k++) {
        first = r.pick(female ? WOMEN : MEN);
        if (k > 100 && !o.last) last = r.pick(surnames);
      }
    }
    used.add(`${first}|${last}`);
    const local = !o.county;
    const p: Person = { ...blank(), id: `L${index}-P${++nPerson}`, first, middle: o.middle ?? r.pick(female ? MID_F : MID_M), last, suffix: o.suffix ?? '', female, maiden: o.maiden ?? '', born: o.born, county: o.county ?? r.pick(counties), state: o.state ?? stateName };
    if (local && r.chance(0.08)) {
      const [c, s] = r.pick(OUT_OF_AREA);
      if (s !== stateName) {
        p.county = c;
        p.state = s;
      }
    }
    people.push(p);
    return p;
  };
  const couple = (born: number, county?: string): Person => {
    const h = newPerson({ female: false, born, county });
    if (r.chance(0.72)) {
      let maiden = r.pick(surnames);
      if (maiden === h.last) maiden = r.pick(surnames.filter((s) => s !== h.last));
      const w = newPerson({ female: true, last: h.last, maiden, born: born + 1 + r.int(5), county: h.county, state: h.state });
      h.spouse = w;
      w.spouse = h;
    }
    return h;
  };
  const KINDS: Array<[OrgKind, number, number]> = [
    ['Company', 1880, 1950],
    ['Corporation', 1900, 1975],
    ['Inc.', 1920, 1995],
    ['LLC', 1993, 2012],
    ['L.P.', 1976, 2005],
  ];
  const companies: Person[] = A.companies.map((stem, i) => {
    const [kind, a, b] = i < 2 ? KINDS[0] : i === 2 ? KINDS[1] : r.pick(KINDS);
    return { ...blank(), id: `L${index}-C${i}`, org: true, orgStem: stem, orgKind: kind, born: i < 2 ? 1880 + i * 4 : a + r.int(b - a + 1), orgState: r.pick(kind === 'LLC' || kind === 'L.P.' ? ['Delaware', 'Texas', stateName] : [stateName, 'Delaware', 'West Virginia', 'Oklahoma']) };
  });
  const banks: Person[] = A.banks.map((stem, i) => ({ ...blank(), id: `L${index}-B${i}`, org: true, orgStem: stem, orgKind: 'bank' as const, born: 1850 }));
  const pipelines: Person[] = A.pipelines.map((stem, i) => ({ ...blank(), id: `L${index}-E${i}`, org: true, orgStem: stem, orgKind: 'bank' as const, born: 1850 }));
  const sovereign: Person | null = st === 'IN' ? { ...blank(), id: 'S-US', org: true, orgStem: 'United States of America', orgKind: 'sovereign', born: 1776 } : st === 'TN' ? { ...blank(), id: 'S-TN', org: true, orgStem: 'State of Tennessee', orgKind: 'sovereign', born: 1796 } : st === 'KY' ? { ...blank(), id: 'S-KY', org: true, orgStem: 'Commonwealth of Kentucky', orgKind: 'sovereign', born: 1792 } : null;
  const company = (y: number, not: Person[] = []): Person => {
    const ok = companies.filter((c) => c.born <= y && !not.includes(c));
    return ok.length ? r.pick(ok) : companies.filter((c) => !not.includes(c))[0];
  };
  const alive = (p: Person, y: number) => p.org || p.died > y;
  const orgName = (p: Person): string => {
    const s = p.orgStem;
    switch (p.orgKind) {
      case 'Company':
        return r.pick([`${s} Company`, `${s} Company`, `${s} Co.`]);
      case 'Corporation':
        return r.pick([`${s} Corporation`, `${s} Corporation`, `${s} Corp.`]);
      case 'Inc.':
        return r.pick([`${s}, Inc.`, `${s}, Inc.`, `${s}, Incorporated`, `${s} Inc.`]);
      case 'LLC':
        return r.pick([`${s}, LLC`, `${s} LLC`, `${s}, LLC`]);
      case 'L.P.':
        return r.pick([`${s}, L.P.`, `${s}, L.P.`, `${s}, LP`]);
      default:
        return s;
    }
  };
  const orgDesc = (p: Person) => (p.orgKind === 'LLC' ? `, a ${p.orgState} limited liability company` : p.orgKind === 'L.P.' ? `, a ${p.orgState} limited partnership` : p.orgKind === 'bank' || p.orgKind === 'sovereign' ? '' : r.chance(0.6) ? `, a ${p.orgState} corporation` : '');

  // ---------------------------------------------------------------- one instrument
  interface D {
    year: number;
    officers: Map<Person, [string, string]>;
    names: Map<Person, string>;
    parties: Party[];
    sr: Set<Person>;
  }
  const newDoc = (year: number): D => ({ year, officers: new Map(), names: new Map(), parties: [], sr: new Set() });
  const officerOf = (d: D, o: Person): [string, string] => {
    let x = d.officers.get(o);
    if (!x) {
      x = [official(), o.orgKind === 'L.P.' ? 'Manager of its General Partner' : o.orgKind === 'LLC' ? r.pick(['Manager', 'Vice President']) : o.orgKind === 'bank' ? r.pick(['Vice President', 'Cashier', 'President']) : r.pick(['President', 'Vice President', 'Attorney-in-Fact'])];
      d.officers.set(o, x);
    }
    return x;
  };
  const n = (d: D, p: Person): string => {
    const had = d.names.get(p);
    if (had) return had;
    let s: string;
    if (p.org) s = orgName(p);
    else {
      const sfx = p.suffix ? (r.chance(0.6) ? `, ${p.suffix}` : ` ${p.suffix}`) : d.sr.has(p) ? (r.chance(0.6) ? ', Sr.' : ' Sr.') : '';
      const f = r.int(12);
      const mi = p.middle[0];
      if (f < 3) s = `${p.first} ${p.middle} ${p.last}`;
      else if (f < 7) s = `${p.first} ${mi}. ${p.last}`;
      else if (f < 8) s = `${p.first[0]}. ${mi}. ${p.last}`;
      else if (f < 9 && !p.always) s = `${p.first} ${p.last}`;
      else if (f < 11 && p.female && p.maiden) s = `${p.first} ${p.maiden} ${p.last}`;
      else s = `${p.first} ${mi}. ${p.last}`;
      s += sfx;
    }
    if (r.chance(0.1)) s = s.toUpperCase();
    d.names.set(p, s);
    return s;
  };
  const add = (d: D, p: Person, role: Role): string => {
    d.parties.push({ p, role });
    return n(d, p);
  };
  const resid = (p: Person, force = false): string => {
    if (p.org) return orgDesc(p);
    if (!(p.always || force || r.chance(0.4))) return '';
    return r.pick([`, of ${p.county} County, ${p.state}`, `, of the County of ${p.county} and State of ${p.state}`, `, a resident of ${p.county} County, ${p.state}`]);
  };
  const marital = (p: Person, y: number): string => {
    if (p.org) return '';
    if (p.spouse && !alive(p.spouse, y)) return r.chance(0.6) ? (p.female ? ', a widow' : ', a widower') : '';
    if (!p.spouse && y - p.born > 18) return r.chance(0.5) ? (p.female ? r.pick([', a single woman', ', unmarried']) : r.pick([', a single man', ', unmarried'])) : '';
    return '';
  };
  /** The holders of one side with the spouses who join them, as one phrase; adds the parties. */
  const side = (d: D, holders: Person[], joiners: Person[], role: Role): string => {
    const parts: string[] = [];
    const done = new Set<Person>();
    for (const h of holders) {
      if (done.has(h)) continue;
      done.add(h);
      const sp = h.spouse;
      if (sp && !done.has(sp) && (holders.includes(sp) || joiners.includes(sp))) {
        done.add(sp);
        const [m, w] = h.female ? [sp, h] : [h, sp];
        const nm = add(d, m, role);
        const nw = add(d, w, role);
        const f = r.int(3);
        const res = resid(m);
        if (f === 0) parts.push(`${nm} and ${nw}, husband and wife${res}`);
        else if (f === 1 && st !== 'NY') parts.push(`${nm} and wife, ${nw}${res}`);
        else parts.push(`${nm}${res}, and ${nw}, his wife`);
      } else {
        parts.push(`${add(d, h, role)}${marital(h, d.year)}${resid(h)}`);
      }
    }
    for (const j of joiners) if (!done.has(j)) parts.push(`${add(d, j, role)}${resid(j)}`);
    return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
  };
  const plainList = (d: D, ps: Person[], role: Role | null): string => {
    const names = ps.map((p) => (role ? `${add(d, p, role)}${p.always ? resid(p, true) : ''}` : n(d, p)));
    return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  };
  const joinersOf = (holders: Person[], y: number): Person[] => {
    const out: Person[] = [];
    for (const h of holders) if (!h.org && h.spouse && !holders.includes(h.spouse) && alive(h.spouse, y) && !out.includes(h.spouse)) out.push(h.spouse);
    return out;
  };
  const sigs = (d: D, ps: Person[]): string =>
    ps
      .map((p) => {
        const nm = n(d, p);
        if (p.org) {
          const [off, title] = officerOf(d, p);
          return `${nm.toUpperCase()}\nBy: ______________________\n    ${off}, ${title}`;
        }
        return `______________________________ (SEAL)\n${r.chance(0.5) ? nm.toUpperCase() : nm}`;
      })
      .join('\n\n');
  const fileName = (): string => {
    let f = '';
    do f = `${['inst', 'rec', 'doc', 'img'][r.int(4)]}-${String(10000 + r.int(89999))}.txt`;
    while (files.has(f));
    files.add(f);
    return f;
  };
  const dayIn = (y: number): Day => ({ y, m: 1 + r.int(12), d: 1 + r.int(28) });

  // ---------------------------------------------------------------- recording
  let seq = 1000 + r.int(5000);
  const book = (y: number, series: string) => Math.max(1, Math.floor((y - 1840) * (series === 'Deed' ? 3.1 : 1.3)) + r.int(3));
  const record = (county: string, rec: Day, series: 'Deed' | 'Lease' | 'Mortgage' | 'Misc', what = 'deed'): { head: string; tail: string; ref: string } => {
    const b = book(rec.y, series);
    const p = 1 + r.int(640);
    const h = 8 + r.int(8);
    const time = `${h > 12 ? h - 12 : h}:${pad(r.int(60))} ${h >= 12 ? 'PM' : 'AM'}`;
    const ap = h >= 12 ? 'P' : 'A';
    const hh = h > 12 ? h - 12 : h;
    const clerk = official();
    const C = county.toUpperCase();
    seq += 1 + r.int(40);
    if (rec.y >= 1988) {
      const inst = `${rec.y}${String(seq).padStart(6, '0')}`;
      let stamp = '';
      if (st === 'NY') stamp = `${C} COUNTY CLERK\nRECORDED ON: ${slash(rec)} ${time}\nINSTRUMENT #: DE${inst}\nBOOK ${b + 1800}  PAGE ${p}\n${clerk.toUpperCase()}, COUNTY CLERK`;
      else if (st === 'IN') stamp = `${rec.y}R${String(seq).padStart(6, '0')}\nSTATE OF INDIANA\n${C} COUNTY\nFILED FOR RECORD\n${slash(rec)} ${time}\n${clerk.toUpperCase()}, RECORDER`;
      else if (st === 'TN') stamp = `BK/PG: ${b}/${p}\n${String(rec.y).slice(2)}${String(seq).padStart(6, '0')}\nRECEIVED FOR RECORD ${slash(rec)} AT ${time}\n${clerk.toUpperCase()}, REGISTER OF DEEDS\n${C} COUNTY, TENNESSEE`;
      else if (st === 'KY') stamp = `${C} COUNTY\n${clerk.toUpperCase()}, COUNTY CLERK\nDOCUMENT NO: ${seq}\nLODGED FOR RECORD ${slash(rec)} ${time}\n${series === 'Deed' ? 'DEED' : series === 'Mortgage' ? 'MORTGAGE' : 'MISC'} BOOK ${b} PAGE ${p}`;
      else stamp = `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${inst}\n${slash(rec)} ${time}\n${clerk}, County Clerk\n${county} County, Texas`;
      const ref = st === 'TX' ? `Instrument No. ${inst}` : st === 'IN' ? `Instrument No. ${rec.y}R${String(seq).padStart(6, '0')}` : st === 'NY' ? `Instrument No. DE${inst}` : `Book ${b}, Page ${p}`;
      return r.chance(0.6) ? { head: `${stamp}\n\n`, tail: '', ref } : { head: '', tail: `\n\n${stamp}`, ref };
    }
    let tail = '';
    let ref = `Book ${b}, Page ${p}`;
    if (st === 'NY') {
      const lib = series === 'Deed' ? 'Deeds' : series === 'Mortgage' ? 'Mortgages' : 'Miscellaneous Records';
      tail = `Recorded in the Office of the Clerk of ${county} County, N.Y., on the ${dayLong(rec)}, at ${hh} o'clock ${ap}.M., in Liber ${b} of ${lib}, at page ${p}.\n${clerk}, Clerk.`;
      ref = `Liber ${b} of ${lib}, page ${p}`;
    } else if (st === 'IN') {
      const rec2 = series === 'Deed' ? 'Deed Record' : series === 'Mortgage' ? 'Mortgage Record' : 'Miscellaneous Record';
      tail = `Received for record this ${dayLong(rec)}, at ${hh} o'clock ${ap}.M., and recorded in ${rec2} ${b}, page ${p}.\n${clerk}, Recorder ${county} County.`;
      if (series === 'Deed' && what === 'deed') tail = `DULY ENTERED FOR TAXATION this ${dayLong(addDays(rec, -r.int(4)))}.\n${official()}, Auditor ${county} County.\n\n${tail}`;
      ref = `${rec2} ${b}, page ${p}`;
    } else if (st === 'TN') {
      tail = `STATE OF TENNESSEE, ${C} COUNTY.\nReceived for record the ${dayLong(rec)}, at ${hh} o'clock ${ap}.M. Noted in Note Book ${2 + r.int(9)}, page ${1 + r.int(300)}, and recorded in ${series === 'Mortgage' ? 'Trust Deed' : series === 'Deed' ? 'Deed' : 'Miscellaneous'} Book ${b}, page ${p}.\n${clerk}, Register.`;
      ref = `${series === 'Deed' ? 'Deed' : 'Miscellaneous'} Book ${b}, page ${p}`;
    } else if (st === 'KY') {
      tail = `STATE OF KENTUCKY, COUNTY OF ${C}, SCT.\nI, ${clerk}, Clerk of the County Court for the County aforesaid, do certify that the foregoing ${what} was on the ${dayLong(rec)}, at ${hh} o'clock ${ap}.M., lodged in my office for record, and that I have recorded it, together with this and the foregoing certificates, in my said office in ${series === 'Deed' ? 'Deed' : series === 'Mortgage' ? 'Mortgage' : series === 'Lease' ? 'Oil and Gas Lease' : 'Miscellaneous'} Book ${b}, page ${p}.\nGiven under my hand this ${dayLong(addDays(rec, 2 + r.int(8)))}.\n${clerk}, Clerk\nBy ${official()}, D.C.`;
      ref = `${series === 'Lease' ? 'Oil and Gas Lease' : series} Book ${b}, page ${p}`;
    } else {
      const recs = series === 'Deed' ? 'Deed' : series === 'Mortgage' ? 'Deed of Trust' : series === 'Lease' ? 'Oil and Gas Lease' : 'Miscellaneous';
      tail = `FILED FOR RECORD this ${dayLong(rec)}, at ${hh} o'clock ${ap}.M., and duly RECORDED this ${dayLong(addDays(rec, 1 + r.int(9)))}, in Volume ${b}, page ${p}, of the ${recs} Records of ${county} County, Texas.\n${clerk}, County Clerk, ${county} County, Texas\nBy ${official()}, Deputy`;
      ref = `Volume ${b}, page ${p} of the ${recs} Records`;
    }
    return { head: '', tail: `\n\n${tail}`, ref };
  };
  const prepared = (y: number): { head: string; foot: string } => {
    if (y < 1970 || r.chance(0.3)) return { head: '', foot: '' };
    const atty = official();
    const seat = A.seats[r.pick(counties)];
    const box = `This instrument prepared by: ${atty}, Attorney at Law, ${seat}, ${stateName}`;
    const ret = r.chance(0.5) ? `After recording return to: ${atty}, ${seat}, ${stateName}` : `Return to: ${r.pick(counties)} Abstract ${r.pick(['Company', 'and Title Company', 'Corporation'])}`;
    const red = st === 'IN' && y >= 2006 ? `\nI affirm, under the penalties for perjury, that I have taken reasonable care to redact each Social Security number in this document, unless required by law. ${atty}` : '';
    return r.chance(0.5) ? { head: `${box}\n${ret}\n\n`, foot: red } : { head: '', foot: `\n\n${box}\n${ret}${red}` };
  };

  // ---------------------------------------------------------------- acknowledgments
  const ack = (county: string, date: Day, d: D, ps: Person[]): string => {
    const notary = official();
    const C = county.toUpperCase();
    const inds = ps.filter((p) => !p.org);
    const orgs = ps.filter((p) => p.org);
    const exp = `My commission expires: ${mdy(addDays(date, 300 + r.int(1200)))}`;
    const blocks: string[] = [];
    if (inds.length) {
      const names = plainList(d, inds, null);
      const they = inds.length > 1;
      if (st === 'NY') {
        if (date.y >= 1999) blocks.push(`STATE OF NEW YORK )\n                  ) ss.:\nCOUNTY OF ${C} )\n\nOn the ${ord(date.d)} day of ${MONTHS[date.m - 1]} in the year ${date.y} before me, the undersigned, a Notary Public in and for said State, personally appeared ${names}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual${they ? 's' : ''} whose name${they ? 's are' : ' is'} subscribed to the within instrument and acknowledged to me that ${they ? 'they' : inds[0].female ? 'she' : 'he'} executed the same in ${they ? 'their' : 'his/her'} capacity.\n\n______________________\n${notary}, Notary Public, State of New York`);
        else blocks.push(`STATE OF NEW YORK, COUNTY OF ${C}, ss.:\n\nOn this ${dayLong(date)}, before me personally came ${names}, to me known to be the individual${they ? 's' : ''} described in and who executed the foregoing instrument, and ${they ? 'they' : inds[0].female ? 'she' : 'he'} duly acknowledged to me that ${they ? 'they' : inds[0].female ? 'she' : 'he'} executed the same.\n\n${notary}, ${date.y < 1900 ? 'Justice of the Peace' : 'Notary Public'}`);
      } else if (st === 'IN') {
        blocks.push(`STATE OF INDIANA    )\n                    ) SS:\nCOUNTY OF ${C} )\n\nBefore me, the undersigned, a Notary Public in and for said County and State, personally appeared ${names}, who acknowledged the execution of the foregoing instrument${date.y > 1960 ? ', and who, having been duly sworn, stated that any representations therein contained are true' : ''}.\n\nWitness my hand and Notarial Seal this ${dayLong(date)}.\n\n______________________\n${notary}, Notary Public\n${exp}\nResident of ${county} County`);
      } else if (st === 'TN') {
        if (date.y >= 1975 && r.chance(0.5)) blocks.push(`STATE OF TENNESSEE\nCOUNTY OF ${C}\n\nPersonally appeared before me, the undersigned, a Notary Public in and for said State and County, the within named ${names}, with whom I am personally acquainted (or proved to me on the basis of satisfactory evidence), and who acknowledged that ${they ? 'they' : inds[0].female ? 'she' : 'he'} executed the within instrument for the purposes therein contained.\n\nWitness my hand and seal, at office, this ${dayLong(date)}.\n\n______________________\n${notary}, Notary Public\n${exp}`);
        else blocks.push(`STATE OF TENNESSEE, ${C} COUNTY.\n\nPersonally appeared before me, ${notary}, ${date.y < 1920 ? 'Clerk of the County Court' : 'a Notary Public'} of said County, the within named bargainor${they ? 's' : ''}, ${names}, with whom I am personally acquainted, and who acknowledged that ${they ? 'they' : inds[0].female ? 'she' : 'he'} executed the within instrument for the purposes therein contained.\n\nWitness my hand, at office, this ${dayLong(date)}.\n\n${notary}`);
      } else if (st === 'KY') {
        blocks.push(`STATE OF KENTUCKY\nCOUNTY OF ${C}, SCT.\n\nI, ${notary}, a Notary Public in and for the State and County aforesaid, do certify that the foregoing instrument was this day produced before me in said County and acknowledged by ${names} to be ${they ? 'their' : inds[0].female ? 'her' : 'his'} free act and deed.\n\nGiven under my hand and seal this ${dayLong(date)}.\n\n______________________\nNotary Public\n${exp}`);
      } else if (date.y >= 1975 && r.chance(0.6)) {
        blocks.push(`THE STATE OF TEXAS   §\nCOUNTY OF ${C} §\n\nThis instrument was acknowledged before me on ${mdy(date)}, by ${names}.\n\n______________________\nNotary Public, State of Texas`);
      } else {
        blocks.push(`THE STATE OF TEXAS,\nCOUNTY OF ${C}.\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${names}, known to me to be the person${they ? 's' : ''} whose name${they ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${they ? 'they' : inds[0].female ? 'she' : 'he'} executed the same for the purposes and consideration therein expressed.\n\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${dayLong(date)}.\n\n______________________\n${notary}, Notary Public in and for ${county} County, Texas`);
      }
    }
    for (const o of orgs) {
      const [off, title] = officerOf(d, o);
      const nm = n(d, o);
      const ent = o.orgKind === 'LLC' ? 'company' : o.orgKind === 'L.P.' ? 'partnership' : o.orgKind === 'bank' ? 'bank' : 'corporation';
      const [sc, ss] = r.chance(0.6) ? [C, st === 'TX' ? 'TEXAS' : stateName.toUpperCase()] : r.pick([['HARRIS', 'TEXAS'], ['TULSA', 'OKLAHOMA'], ['ALLEGHENY', 'PENNSYLVANIA'], ['DALLAS', 'TEXAS'], ['FAYETTE', 'KENTUCKY']]);
      blocks.push(`STATE OF ${ss}\nCOUNTY OF ${sc}\n\n${date.y >= 1975 && r.chance(0.5) ? `This instrument was acknowledged before me on ${mdy(date)}, by ${off}, ${title} of ${nm}, on behalf of said ${ent}.` : `On this ${dayLong(date)}, before me, the undersigned Notary Public, personally appeared ${off}, to me personally known, who being by me duly sworn did say that he is the ${title} of ${nm}, and that said instrument was signed on behalf of said ${ent} by due authority, and he acknowledged said instrument to be the free act and deed of said ${ent}.`}\n\n______________________\n${notary}, Notary Public`);
    }
    return blocks.join('\n\n');
  };

  // ---------------------------------------------------------------- tracts
  const usedAcres = new Set<number>();
  const usedKeys = new Set<string>();
  const unitOf = st === 'TX' ? 'varas' : st === 'NY' ? 'chains' : 'poles';
  const mkCalls = (): string => {
    const markers = st === 'TX' ? ['an iron rod', 'a pipe set in the bank', 'a cypress stake', 'a concrete monument', 'a 3/4 inch iron pipe'] : ['a stone', 'a white oak', 'a hickory', 'a stake', 'a post oak', 'a beech', 'an iron pin', 'a chestnut oak'];
    const n = 3 + r.int(3);
    const lines = [`BEGINNING at ${r.pick(markers)} ${r.pick(['in the line of the old road', 'on the bank of the creek', 'at a fence corner', 'in the center of the county road', 'corner to the lands formerly of Abner ' + r.pick(OFFICIAL_LAST)])}`];
    for (let i = 0; i < n; i++) lines.push(`thence ${r.pick(['North', 'South'])} ${1 + r.int(88)} ${r.chance(0.5) ? 'degrees ' : 'deg. '}${r.pick(['East', 'West'])} ${10 + r.int(300)}${r.chance(0.3) ? `.${r.int(10)}` : ''} ${unitOf} to ${r.pick(markers)}`);
    lines.push('thence with the original line to the place of BEGINNING');
    return lines.join('; ');
  };
  const acresNew = (lo: number, hi: number, step: number): number => {
    for (;;) {
      const a = Math.round((lo + r.next() * (hi - lo)) / step) * step;
      const v = Math.round(a * 100) / 100;
      if (!usedAcres.has(v)) {
        usedAcres.add(v);
        return v;
      }
    }
  };
  const nullTract = (county: string): ExpectedTract => ({ state: st, county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null });
  const mkTract = (county: string, near?: Tr): Tr => {
    for (;;) {
      const tr: Tr = { t: nullTract(county), key: '', town: '', district: 1 + r.int(12), creek: r.pick(CREEKS[county] ?? ['Mill Creek']), calls: mkCalls(), sec: 0, tw: 0, twDir: '', rg: 0, parts: [], lot: 0, survey: '', abstract: 0 };
      if (st === 'NY') {
        const [lo, hi] = NY_RANGES[county];
        tr.tw = near ? near.tw : 1 + r.int(5);
        tr.rg = near ? near.rg : lo + r.int(hi - lo + 1);
        tr.lot = near && r.chance(0.5) ? near.lot : 1 + r.int(64);
        tr.town = near ? near.town : r.pick(TOWNS[county]);
        tr.t = { ...tr.t, township: String(tr.tw), range: String(tr.rg), survey: 'Holland Purchase', lot: String(tr.lot), acres: acresNew(12, 160, 0.25) };
      } else if (st === 'IN') {
        const c = IN_TR[county];
        tr.tw = near ? near.tw : c.tw[0] + r.int(c.tw[1] - c.tw[0] + 1);
        tr.twDir = c.dir;
        tr.rg = near ? near.rg : c.rg[0] + r.int(c.rg[1] - c.rg[0] + 1);
        tr.sec = near ? (near.sec % 36) + 1 : 1 + r.int(36);
        const al = r.pick(ALIQUOTS);
        tr.parts = al.parts;
        tr.town = near ? near.town : r.pick(TOWNS[county]);
        tr.t = { ...tr.t, section: String(tr.sec), township: `${tr.tw}${tr.twDir}`, range: `${tr.rg}W`, aliquot: al.parts.map(([q, k]) => `${q}/${k}`).join(' '), acres: al.acres };
      } else if (st === 'TX') {
        const [sv, ab] = r.pick(TX_SURVEYS[county]);
        tr.survey = sv;
        tr.abstract = ab;
        tr.t = { ...tr.t, survey: sv, abstract: String(ab), acres: acresNew(sv.endsWith('Labor') ? 20 : 40, sv.endsWith('Labor') ? 170 : 640, 0.01) };
      } else {
        tr.t = { ...tr.t, acres: acresNew(20, 260, r.chance(0.5) ? 1 : 0.25) };
      }
      tr.key = tractKey(tr.t);
      if (usedKeys.has(tr.key)) continue;
      usedKeys.add(tr.key);
      return tr;
    }
  };
  const acresText = (a: number) => (a % 1 === 0 ? String(a) : String(a));
  const aliqLong = (parts: Array<[string, number]>) => parts.map(([q, k]) => `the ${DIRS[q]} ${k === 2 ? 'Half' : 'Quarter'}`).join(' of ');
  const aliqShort = (parts: Array<[string, number]>, f: number) => parts.map(([q, k]) => (f === 0 ? `${q} 1/${k}` : f === 1 ? `${q}1/${k}` : `${q}/${k}`)).join(' ');
  const ORDC = ORD_WORDS.map((w) => cap(w));
  const desc = (tr: Tr, y: number): string => {
    const t = tr.t;
    const a = t.acres!;
    const county = t.county!;
    const f = r.int(3);
    if (st === 'NY') {
      const where = f === 0 ? `Lot No. ${tr.lot}, Township ${tr.tw}, Range ${tr.rg} of the Holland Land Company's Survey` : f === 1 ? `Great Lot ${cap(numberWords(tr.lot))} (${tr.lot}) in the ${ORDC[tr.tw]} Township and ${ORDC[tr.rg]} Range of the Holland Land Company's Purchase` : `Lot ${tr.lot}, Township ${tr.tw}, Range ${tr.rg} of the Holland Purchase`;
      if (r.chance(0.35)) return `All that tract or parcel of land situate in the Town of ${tr.town}, County of ${county} and State of New York, being part of ${where}, containing ${acresText(a)} acres of land, more or less.`;
      return `ALL THAT TRACT OR PARCEL OF LAND, situate in the Town of ${tr.town}, County of ${county} and State of New York, being part of ${where}, bounded and described as follows: ${tr.calls}; containing ${acresText(a)} acres of land, more or less${r.chance(0.4) ? ', subject to the rights of the public in and to the highway' : ''}.`;
    }
    if (st === 'IN') {
      if (f === 0) return `${cap(aliqLong(tr.parts))} of Section ${cap(numberWords(tr.sec))} (${tr.sec}), Township ${cap(numberWords(tr.tw))} (${tr.tw}) ${tr.twDir === 'S' ? 'South' : 'North'}, Range ${cap(numberWords(tr.rg))} (${tr.rg}) West of the Second Principal Meridian, in ${tr.town} Township, ${county} County, Indiana, containing ${a} acres, more or less.`;
      if (f === 1) return `The ${aliqShort(tr.parts, 0)} of Section ${tr.sec}, Township ${tr.tw} ${tr.twDir === 'S' ? 'South' : 'North'}, Range ${tr.rg} West, in ${county} County, Indiana, containing ${a} acres${y < 1950 ? ', more or less' : ''}.`;
      return `${aliqShort(tr.parts, r.int(2) + 1)} Sec. ${tr.sec}, T${tr.tw}${tr.twDir}, R${tr.rg}W, 2nd P.M., ${tr.town} Township, ${county} County, Indiana (${a} acres)`;
    }
    if (st === 'TX') {
      const ab = f === 0 ? `Abstract No. ${tr.abstract}` : f === 1 ? `A-${tr.abstract}` : `Abstract ${tr.abstract}`;
      if (r.chance(0.4)) return `${a} acres of land, more or less, out of the ${tr.survey}, ${ab}, ${county} County, Texas, on the waters of ${tr.creek}, being the same land described in ${book(y - 5, 'Deed') > 0 ? `Volume ${book(y - 5, 'Deed')}, page ${1 + r.int(600)} of the Deed Records of said County` : 'the Deed Records'}.`;
      return `All that certain tract or parcel of land lying and being situated in ${county} County, Texas, being ${a} acres of land, more or less, out of the ${tr.survey}, ${ab}, on the waters of ${tr.creek}, and being more particularly described by metes and bounds as follows: ${tr.calls}, containing ${a} acres of land, more or less.`;
    }
    if (st === 'TN') {
      const cd = f === 0 ? `the ${ord(tr.district)} Civil District` : `Civil District No. ${tr.district}`;
      return `Situated in ${cd} of ${county} County, Tennessee, on the waters of ${tr.creek}, and bounded and described as follows: ${tr.calls}, containing ${a} acres, more or less.`;
    }
    return `A certain tract or parcel of land lying and being in ${county} County, Kentucky, on the waters of ${tr.creek}, and bounded and described as follows: ${tr.calls}, containing ${a} acres, more or less${r.chance(0.4) ? `; being the same land conveyed to the party of the first part by deed of record in Deed Book ${book(y - 4, 'Deed')}, page ${1 + r.int(600)}, ${county} County Court Clerk's office` : ''}.`;
  };
  const descShort = (tr: Tr): string => {
    const t = tr.t;
    if (st === 'NY') return `Part of Lot ${tr.lot}, Township ${tr.tw}, Range ${tr.rg}, Holland Purchase, Town of ${tr.town}, ${t.county} County, New York, containing ${t.acres} acres`;
    if (st === 'IN') return `${t.aliquot} of Section ${tr.sec}, Township ${tr.tw} ${tr.twDir === 'S' ? 'South' : 'North'}, Range ${tr.rg} West, ${t.county} County, Indiana, containing ${t.acres} acres`;
    if (st === 'TX') return `${t.acres} acres out of the ${tr.survey}, Abstract No. ${tr.abstract}, ${t.county} County, Texas`;
    if (st === 'TN') return `${t.acres} acres in the ${ord(tr.district)} Civil District of ${t.county} County, Tennessee, on the waters of ${tr.creek}`;
    return `${t.acres} acres on the waters of ${tr.creek} in ${t.county} County, Kentucky`;
  };
  const descAll = (trs: Tr[], y: number): string => (trs.length === 1 ? desc(trs[0], y) : trs.map((t, i) => `TRACT ${i === 0 ? 'ONE' : i === 1 ? 'TWO' : 'THREE'}: ${desc(t, y)}`).join('\n\n'));

  // ---------------------------------------------------------------- emission
  const emit = (d: D, o: { text: string; cat: Cat; exec: Day | null; eff?: Day | null; ack: Day | null; rec: Day | null; death?: Day | null; tracts: Tr[]; fee: boolean; estates: Estate[] }): string => {
    const file = fileName();
    const dates: Record<string, string | null> = { execution_date: iso(o.exec), effective_date: iso(o.eff ?? null), acknowledgment_date: iso(o.ack), recording_date: iso(o.rec) };
    if (o.death !== undefined) dates.death_date = iso(o.death);
    const governing = dates.effective_date ?? dates.execution_date ?? dates.recording_date;
    docs.push({
      text: o.text.replace(/\n{3,}/g, '\n\n').trim() + '\n',
      truth: { file, doc_category: o.cat, governing_date: governing, dates, parties: d.parties.map((x) => ({ name: d.names.get(x.p)!, role: x.role })), tracts: o.tracts.map((t) => ({ ...t.t })), conveys_fee: o.fee, estate_types_conveyed: o.estates },
      persons: d.parties.map((x) => x.p.id),
    });
    return file;
  };
  const link = (trs: Tr[], estate: Estate, doc: string, from: Person[], to: Person[], required = true) => {
    for (const t of trs) for (const f of from) for (const g of to) if (f !== g) links.push({ tract: t.key, estate, doc, from: f.id, to: g.id, required });
  };
  const dated = (y: number) => {
    const exec = dayIn(y);
    const ackD = addDays(exec, r.int(9));
    const rec = addDays(ackD, 1 + r.int(70));
    return { exec, ackD, rec };
  };

  // ---------------------------------------------------------------- farms and state
  const farms: Farm[] = [];
  const cons = (y: number) => (y < 1900 ? `$${(200 + r.int(40) * 50).toLocaleString('en-US')}.00` : y < 1960 ? `${r.pick(['One Dollar ($1.00)', 'Ten Dollars ($10.00)', `${cap(numberWords(1 + r.int(9)))} Thousand Dollars`])} and other good and valuable consideration` : 'Ten and No/100 Dollars ($10.00) and other good and valuable consideration');
  const ownersOf = (f: Farm): Person[] => {
    const out: Person[] = f.unsev > 1e-9 ? [...f.fee] : [];
    for (const [p, x] of f.min) if (x > 1e-9 && !out.includes(p)) out.push(p);
    return out;
  };
  const touch = (f: Farm, ps: Person[]) => {
    if (f.lease && ps.some((p) => f.lease!.lessors.includes(p) || f.lease!.joiners.includes(p))) f.lease.valid = false;
  };
  const we = (ps: Person[]) => (ps.length > 1 ? 'we' : 'I');
  const hisTheir = (ps: Person[]) => (ps.length > 1 ? 'their' : ps[0].org ? 'its' : ps[0].female ? 'her' : 'his');
  const mineralWords = (x: number, ny: boolean) => (x >= 1 - 1e-9 ? (ny ? 'all the oil and gas' : 'all of the oil, gas and other minerals') : `an undivided ${frWords(x)} interest in and to all of the ${ny ? 'oil and gas' : 'oil, gas and other minerals'}`);

  // ---------------------------------------------------------------- deeds of the land
  type DeedKind = 'warranty' | 'special' | 'quitclaim';
  const deedOfLand = (f: Farm, y: number, kind: DeedKind, grantees: Person[], o: { reserve?: number; life?: boolean; gift?: boolean; grantors?: Person[] } = {}): string => {
    const holders = o.grantors ?? f.fee;
    const joiners = joinersOf(holders, y);
    const d = newDoc(y);
    const { exec, ackD, rec } = dated(y);
    const undated = (st === 'TX' || st === 'TN') && r.chance(0.05);
    const county = f.county;
    const gtors = side(d, holders, joiners, 'grantor');
    const gtees = side(d, grantees, [], 'grantee');
    const pl = holders.length + joiners.length > 1;
    const consid = o.gift ? 'the love and affection which the grantors bear unto the grantee, and One Dollar ($1.00)' : cons(y);
    const ny = st === 'NY';
    const reservation = o.reserve ? `${st === 'TX' && y >= 1980 ? '' : 'EXCEPTING AND RESERVING unto the grantors, their heirs and assigns, '}${o.reserve >= 1 ? (ny ? 'all the oil and gas in and under said premises' : 'all of the oil, gas and other minerals in, on and under said land') : `an undivided ${frWords(o.reserve)} interest in and to all of the ${ny ? 'oil and gas in and under said premises' : 'oil, gas and other minerals in, on and under said land'}`}, together with the right of ingress and egress for the purpose of exploring for and producing the same.` : '';
    const life = o.life ? 'RESERVING, HOWEVER, unto the grantors a life estate in and to the above described real estate for and during the term of their natural lives, and the life of the survivor of them, with full right to the use, rents and profits thereof.' : '';
    const extras = [reservation, life].filter(Boolean).join('\n\n');
    const desc0 = descAll(f.tracts, y);
    let title = '';
    let body = '';
    const dateLine = undated ? 'WITNESS our hands on the dates of our acknowledgments below.' : '';
    const G = grantees.length > 1 ? 'grantees' : 'grantee';
    if (st === 'NY') {
      title = kind === 'warranty' ? (y < 1930 && r.chance(0.5) ? '' : 'WARRANTY DEED WITH FULL COVENANTS') : kind === 'special' ? "BARGAIN AND SALE DEED, WITH COVENANT AGAINST GRANTOR'S ACTS" : 'QUITCLAIM DEED';
      const grant = kind === 'quitclaim' ? 'do hereby remise, release and quitclaim unto' : 'do hereby grant and release unto';
      const cov = kind === 'warranty' ? 'AND the party of the first part covenants as follows: FIRST. That the party of the first part is seized of the said premises in fee simple, and has good right to convey the same; SECOND. That the party of the second part shall quietly enjoy the said premises; THIRD. That the said premises are free from incumbrances; FOURTH. That the party of the first part will execute or procure any further necessary assurance of the title to said premises; FIFTH. That the party of the first part will forever warrant the title to said premises.' : kind === 'special' ? 'AND the party of the first part covenants that the party of the first part has not done or suffered anything whereby the said premises have been incumbered in any way whatever, except as aforesaid.' : '';
      const lien = y >= 1930 && kind !== 'quitclaim' ? '\n\nAND the party of the first part, in compliance with Section 13 of the Lien Law, covenants that the party of the first part will receive the consideration for this conveyance and will hold the right to receive such consideration as a trust fund to be applied first for the purpose of paying the cost of the improvement before using any part of the total of the same for any other purpose.' : '';
      body = `THIS INDENTURE, made the ${y < 1920 ? dayWords(exec) : dayLongNoComma(exec)},\n\nBETWEEN ${gtors}, party of the first part, and ${gtees}, party of the second part,\n\nWITNESSETH, that the party of the first part, in consideration of ${consid} lawful money of the United States, paid by the party of the second part, ${grant} the party of the second part, the heirs or successors and assigns of the party of the second part forever,\n\n${desc0}\n\n${extras}\n\nTOGETHER with the appurtenances and all the estate and rights of the party of the first part in and to said premises,\n\nTO HAVE AND TO HOLD the premises herein granted unto the party of the second part, the heirs or successors and assigns of the party of the second part forever.\n\n${cov}${lien}\n\nIN WITNESS WHEREOF, the party of the first part has duly executed this deed the day and year first above written.`;
    } else if (st === 'IN') {
      title = kind === 'warranty' ? 'WARRANTY DEED' : kind === 'special' ? 'LIMITED WARRANTY DEED' : 'QUITCLAIM DEED';
      const verb = kind === 'warranty' ? 'CONVEY AND WARRANT' : kind === 'special' ? 'CONVEY AND SPECIALLY WARRANT' : 'RELEASE AND QUITCLAIM';
      body = `THIS INDENTURE WITNESSETH, That ${gtors}${pl ? '' : ''} ${verb} to ${gtees}, for and in consideration of ${consid}, the receipt whereof is hereby acknowledged, the following described Real Estate in ${county} County, in the State of Indiana, to-wit:\n\n${desc0}\n\n${extras}\n\nSubject to real estate taxes not yet due and payable, and to all easements and rights of way of record.${kind === 'special' ? ' Grantors warrant the title to said real estate only against the lawful claims of all persons claiming by, through or under the Grantors, and not otherwise.' : ''}\n\nIN WITNESS WHEREOF, the said Grantor${pl ? 's have' : ' has'} hereunto set ${pl ? 'their hands and seals' : 'his hand and seal'} this ${dayLong(exec)}.`;
    } else if (st === 'TN') {
      title = kind === 'warranty' ? r.pick(['WARRANTY DEED', 'DEED OF CONVEYANCE']) : kind === 'special' ? 'SPECIAL WARRANTY DEED' : 'QUITCLAIM DEED';
      const verb = kind === 'quitclaim' ? 'have remised, released and quitclaimed, and do hereby remise, release and quitclaim unto' : 'have this day bargained and sold, and do hereby transfer and convey unto';
      const cov = kind === 'quitclaim' ? '' : `${we([...holders, ...joiners]) === 'we' ? 'We' : 'I'} covenant with the said ${G} that ${we([...holders, ...joiners])} ${pl ? 'are' : 'am'} lawfully seized and possessed of said land in fee simple, ha${pl ? 've' : 've'} a good right to convey it, and that it is unencumbered, and ${we([...holders, ...joiners])} further covenant and bind ${pl ? 'ourselves, our' : 'myself, my'} heirs and representatives, to warrant and forever defend the title to said land to the said ${G}, ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns, ${kind === 'warranty' ? 'against the lawful claims of all persons whomsoever' : `against the lawful claims of all persons claiming by, through or under ${pl ? 'us' : 'me'}, but not otherwise`}.`;
      body = `For and in consideration of ${consid} cash in hand paid, ${we([...holders, ...joiners])}, ${gtors}, ${verb} ${gtees}, ${hisTheir(grantees)} heirs and assigns, the following described real estate:\n\n${desc0}\n\n${extras}\n\nTo have and to hold the same to the said ${G}, ${hisTheir(grantees)} heirs and assigns, in fee simple forever.\n\n${cov}\n\n${undated ? dateLine : `Witness ${pl ? 'our hands' : 'my hand'} this ${dayLong(exec)}.`}`;
    } else if (st === 'KY') {
      title = kind === 'quitclaim' ? 'QUITCLAIM DEED' : 'DEED OF CONVEYANCE';
      const verb = kind === 'quitclaim' ? 'do hereby remise, release and quitclaim' : 'do hereby bargain, sell, grant and convey';
      const cov = kind === 'warranty' ? ', with Covenant of General Warranty' : kind === 'special' ? ', with covenant of Special Warranty only' : '';
      body = `THIS DEED${kind === 'quitclaim' ? '' : ' OF CONVEYANCE'}, made and entered into this ${dayLong(exec)}, by and between ${gtors}, part${pl ? 'ies' : 'y'} of the first part, and ${gtees}, part${grantees.length > 1 ? 'ies' : 'y'} of the second part;\n\nWITNESSETH: That for and in consideration of ${consid}, the receipt of which is hereby acknowledged, the part${pl ? 'ies' : 'y'} of the first part ${verb} unto the part${grantees.length > 1 ? 'ies' : 'y'} of the second part, ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever, the following described property, to-wit:\n\n${desc0}\n\n${extras}\n\nTO HAVE AND TO HOLD the same, together with all the appurtenances thereunto belonging, unto the part${grantees.length > 1 ? 'ies' : 'y'} of the second part, ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever${cov}.\n\nIN TESTIMONY WHEREOF, the part${pl ? 'ies' : 'y'} of the first part ha${pl ? 've' : 's'} hereunto subscribed ${pl ? 'their names' : 'his name'} the day and year first above written.`;
    } else {
      title = kind === 'warranty' ? r.pick(['GENERAL WARRANTY DEED', 'WARRANTY DEED']) : kind === 'special' ? 'SPECIAL WARRANTY DEED' : 'QUITCLAIM DEED';
      if (y >= 1985 && kind !== 'quitclaim' && r.chance(0.6)) {
        const res = o.reserve ? reservation : 'None.';
        body = `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\nDate: ${undated ? '____________, ' + y : mdy(exec)}\n\nGrantor: ${gtors}\n\nGrantee: ${gtees}\n\nConsideration: ${consid}.\n\nProperty (including any improvements):\n${desc0}\n\nReservations from Conveyance: ${res}\n${life}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prior reservations of record, to the extent still in effect and affecting the Property.\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof${kind === 'special' ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.\n\nWhen the context requires, singular nouns and pronouns include the plural.`;
      } else {
        const verb = kind === 'quitclaim' ? 'have QUITCLAIMED, and by these presents do QUITCLAIM unto' : 'have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto';
        const cov = kind === 'quitclaim' ? '' : ` and ${pl ? 'we do hereby bind ourselves, our' : 'I do hereby bind myself, my'} heirs, executors and administrators, to WARRANT AND FOREVER DEFEND, all and singular the said premises unto the said ${G}, ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns, against every person whomsoever lawfully claiming or to claim the same, or any part thereof${kind === 'special' ? ', by, through or under us, but not otherwise' : ''}.`;
        body = `THE STATE OF TEXAS     }\n                       }   KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}    }\n\nThat ${we([...holders, ...joiners])}, ${gtors}, for and in consideration of ${consid}, to ${pl ? 'us' : 'me'} in hand paid by ${gtees}, the receipt of which is hereby acknowledged, ${verb} the said ${G}${kind === 'quitclaim' ? ' all of our right, title and interest in and to' : ''}, all that certain tract or parcel of land, to-wit:\n\n${desc0}\n\n${extras}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said ${G}, ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever;${cov}\n\n${undated ? dateLine : `WITNESS ${pl ? 'our hands' : 'my hand'} this ${dayLong(exec)}.`}`;
      }
    }
    const rc = record(county, rec, 'Deed');
    const pr = prepared(y);
    const signers = [...holders, ...joiners];
    let tail = '';
    if (st === 'TN' && y >= 1975) tail = `\n\nI, or we, hereby swear or affirm that the actual consideration for this transfer, or value of the property transferred, whichever is greater, is $${(5 + r.int(400)) * 1000}.00, which amount is equal to or greater than the amount which the property transferred would command at a fair and voluntary sale.\n\n______________________ Affiant\nSubscribed and sworn to before me this ${dayLong(addDays(rec, -r.int(3)))}.\n${official()}, Register\n\nAddress New Owner: ${n(d, grantees[0])}, ${1 + r.int(900)} ${r.pick(['Old Highway 27', 'Deer Lodge Road', 'Pilot Mountain Road', 'Clear Fork Road'])}\nSend Tax Bills To: Same\nMap ${String(1 + r.int(150)).padStart(3, '0')}  Parcel ${String(1 + r.int(90)).padStart(3, '0')}.00`;
    if (st === 'KY' && y >= 1990) tail = `\n\nCONSIDERATION CERTIFICATE\n\nThe parties hereby certify, pursuant to KRS Chapter 382, that the consideration reflected in this deed is the full consideration paid for the property.\n\n${[...signers, ...grantees].map((p) => `______________________\n${n(d, p)}`).join('\n')}\n\nSubscribed and sworn to before me by the above named parties this ${dayLong(ackD)}.\n${official()}, Notary Public`;
    const cat: Cat = kind === 'warranty' ? 'warranty_deed' : kind === 'special' ? 'special_warranty_deed' : 'quitclaim_deed';
    const text = `${rc.head}${pr.head}${title ? `${title}\n\n` : ''}${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${tail}${pr.foot}${rc.tail}`;
    const file = emit(d, { text, cat, exec: undated ? null : exec, ack: ackD, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(f.tracts, 'fee', file, holders, grantees);
    link(f.tracts, 'fee', file, joiners, grantees, false);
    return file;
  };

  // ---------------------------------------------------------------- mineral and royalty deeds
  const mineralDeed = (f: Farm, y: number, grantors: Person[], grantees: Person[], x: number, o: { royalty?: boolean; when?: Day; trs?: Tr[] } = {}): string => {
    const trs = o.trs ?? f.tracts;
    const joiners = joinersOf(grantors, y);
    const d = newDoc(y);
    const exec = o.when ?? dayIn(y);
    const ackD = addDays(exec, r.int(7));
    const rec = addDays(ackD, 2 + r.int(60));
    const county = f.county;
    const ny = st === 'NY';
    const gtors = side(d, grantors, joiners, 'grantor');
    const gtees = side(d, grantees, [], 'grantee');
    const pl = grantors.length + joiners.length > 1;
    const leased = f.lease ? `\n\nSaid land being now under an oil and gas lease of record, it is understood and agreed that this ${o.royalty ? 'conveyance' : 'sale'} is made subject to the terms of said lease, but covers and includes ${o.royalty ? 'the share of royalty herein conveyed' : `${x >= 1 - 1e-9 ? 'all' : frac(x)} of all of the oil royalty and gas rental or royalty due and to be paid under the terms of said lease`}.` : '';
    let title: string;
    let body: string;
    const descs = descAll(trs, y);
    if (o.royalty) {
      const share = r.pick([0.5, 0.25]);
      title = r.pick(['ROYALTY DEED', 'CONVEYANCE OF ROYALTY INTEREST', 'NON-PARTICIPATING ROYALTY DEED']);
      body = `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${gtors}, hereinafter called Grantor, for and in consideration of ${cons(y)} paid by ${gtees}, hereinafter called Grantee, ha${pl ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee an undivided ${frWords(share)} of the royalty ${x >= 1 - 1e-9 ? '' : `attributable to Grantor's undivided ${frac(x)} mineral interest `}in and to all of the oil, gas and other minerals in, under and that may be produced from the following described land situated in ${county} County, ${stateName}, to-wit:\n\n${descs}\n\nIt is understood and agreed that Grantee shall not participate in any bonus or delay rentals, nor shall Grantee's joinder be necessary to any oil and gas lease hereafter executed, Grantor retaining the exclusive executive right to lease said lands.${leased}\n\nTO HAVE AND TO HOLD the above described royalty interest unto the said Grantee, ${hisTheir(grantees)} heirs, successors and assigns forever.\n\nWITNESS ${pl ? 'our hands' : 'my hand'} this ${dayLong(exec)}.`;
    } else if (ny && r.chance(0.6)) {
      title = r.pick(['OIL AND GAS DEED', 'DEED FOR OIL AND GAS']);
      body = `THIS INDENTURE, made the ${dayLongNoComma(exec)}, BETWEEN ${gtors}, party of the first part, and ${gtees}, party of the second part,\n\nWITNESSETH, that the party of the first part, in consideration of ${cons(y)}, paid by the party of the second part, does hereby grant, release and convey unto the party of the second part, ${mineralWords(x, true)} in and under the following described premises, with the right to enter upon said premises to drill for, produce and remove the same:\n\n${descs}${leased}\n\nTO HAVE AND TO HOLD the said interest in the oil and gas unto the party of the second part, the heirs, successors and assigns of the party of the second part forever.\n\nIN WITNESS WHEREOF, the party of the first part has hereunto set ${pl ? 'their hands and seals' : 'his hand and seal'} the day and year first above written.`;
    } else {
      title = st === 'TX' && y >= 1970 ? r.pick(['MINERAL DEED', 'CONVEYANCE OF OIL, GAS AND MINERALS']) : 'MINERAL DEED';
      body = `${st === 'TX' ? `THE STATE OF TEXAS    }\nCOUNTY OF ${county.toUpperCase()}   }  KNOW ALL MEN BY THESE PRESENTS:` : 'KNOW ALL MEN BY THESE PRESENTS:'}\n\nThat ${gtors}, hereinafter called Grantor (whether one or more), for and in consideration of ${cons(y)} cash in hand paid by ${gtees}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${pl ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${mineralWords(x, false)} in and under and that may be produced from the following described lands situated in ${county} County, State of ${stateName}, to-wit:\n\n${descs}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals, and removing the same therefrom.${leased}\n\nTO HAVE AND TO HOLD the above described property and easement, with all and singular the rights, privileges and appurtenances thereunto belonging, unto the said Grantee, ${hisTheir(grantees)} heirs, successors and assigns forever; and Grantor does hereby bind ${pl ? 'themselves, their' : 'himself, his'} heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee, ${hisTheir(grantees)} heirs, successors and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\nWITNESS ${pl ? 'our hands' : 'my hand'} this ${dayLong(exec)}.`;
    }
    const signers = [...grantors, ...joiners];
    const rc = record(county, rec, st === 'TX' || st === 'KY' ? 'Deed' : 'Misc', 'instrument');
    const pr = prepared(y);
    const text = `${rc.head}${pr.head}${title}\n\n${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${pr.foot}${rc.tail}`;
    const file = emit(d, { text, cat: o.royalty ? 'royalty_deed' : 'mineral_deed', exec, ack: ackD, rec, tracts: trs, fee: false, estates: ['mineral'] });
    link(trs, 'mineral', file, grantors, grantees);
    link(trs, 'mineral', file, joiners, grantees, false);
    touch(f, grantors);
    return file;
  };

  // ---------------------------------------------------------------- leases
  const lessorsRecital = (d: D, l: Lease): string => {
    const first = l.lessors[0];
    const nm = first.org ? orgName(first) : `${first.first} ${first.middle[0]}. ${first.last}${first.suffix ? `, ${first.suffix}` : ''}`;
    void d;
    return l.lessors.length + l.joiners.length > 1 ? `${nm}${l.joiners.length && l.lessors.length === 1 ? (first.female ? ' et vir' : ' et ux') : ' et al'}` : nm;
  };
  const doLease = (f: Farm, y: number, lessee: Person): string | null => {
    const lessors = ownersOf(f).filter((p) => !p.org && p !== lessee).slice(0, 4);
    if (!lessors.length) return null;
    const joiners = joinersOf(lessors, y);
    const d = newDoc(y);
    const county = f.county;
    const lrs = side(d, lessors, joiners, 'lessor');
    const lee = `${add(d, lessee, 'lessee')}${resid(lessee)}`;
    const descs = descAll(f.tracts, y);
    const bank = r.pick(A.banks);
    const signers = [...lessors, ...joiners];
    let exec: Day | null = dayIn(y);
    let eff: Day | null = null;
    let ackD = addDays(exec, r.int(6));
    const rec = addDays(ackD, 2 + r.int(50));
    const term = y < 1950 ? 10 : y < 1975 ? r.pick([5, 10]) : r.pick([3, 5]);
    let title: string;
    let body: string;
    const form = y < 1950 ? 'old' : y < 1976 ? 'p88' : r.chance(0.55) ? 'paid' : 'memo';
    const termW = `${cap(numberWords(term))} (${term})`;
    if (form === 'old' && st === 'NY') {
      title = 'OIL AND GAS LEASE';
      body = `AGREEMENT, Made and concluded this ${dayLong(exec)}, between ${lrs}, of the first part, and ${lee}, of the second part.\n\nWITNESSETH, That the said party of the first part, for and in consideration of the sum of One Dollar, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained, doth hereby grant unto the said party of the second part, its successors and assigns, all the oil and gas in and under the following described premises, together with the right to enter thereon for the purpose of drilling and operating for oil and gas, and to lay pipe lines therefor:\n\n${descs}\n\nTO HAVE AND TO HOLD the said premises for the term of ${termW} years from the date hereof, and as much longer as oil or gas is found in paying quantities thereon. The party of the second part agrees to deliver to the party of the first part the one-eighth part of all oil produced and saved from said premises, and to pay ${cap(numberWords(1 + r.int(3)))} Hundred Dollars per annum for the gas from each well drilled on said premises, the product of which is marketed and used off the premises; and to pay at the rate of twenty-five cents per acre per annum, payable quarterly, until a well is completed.\n\nIN WITNESS WHEREOF, the parties have hereunto set their hands and seals the day and year first above written.`;
    } else if (form === 'old' || form === 'p88') {
      title = form === 'p88' ? 'OIL AND GAS LEASE\nProducers 88 (Revised)' : 'OIL AND GAS LEASE';
      body = `AGREEMENT, Made and entered into the ${dayLong(exec)}, by and between ${lrs}, hereinafter called lessor (whether one or more), and ${lee}, lessee.\n\nWITNESSETH, That the said lessor, for and in consideration of ${cons(y)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let exclusively unto said lessee, for the purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${county}, State of ${stateName}, described as follows, to-wit:\n\n${descs}\n\nIt is agreed that this lease shall remain in force for a term of ${termW} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIn consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth (1/8) part of all oil produced and saved from the leased premises. 2nd. To pay lessor one-eighth (1/8) of the gas so sold or used, for the gas from each well where gas only is found.\n\nIf no well be commenced on said land on or before the ${dayLong(addDays(exec, 365))}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${bank} at ${A.seats[county] ?? 'said County'}, or its successors, which shall continue as the depository regardless of changes in the ownership of said land, the sum of ${cap(numberWords(f.tracts.reduce((s, t) => s + Math.round(t.t.acres!), 0)))} Dollars, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nIN WITNESS WHEREOF, we sign the day and year first above written.`;
    } else if (form === 'paid') {
      eff = exec;
      exec = null;
      ackD = addDays(eff, r.int(20));
      title = 'PAID-UP OIL AND GAS LEASE';
      body = `This Oil and Gas Lease ("Lease") is made effective as of the ${dayLong(eff)}, by and between ${lrs} (hereinafter called "Lessor", whether one or more), and ${lee} (hereinafter called "Lessee").\n\n1. Grant. Lessor, in consideration of ${cons(y)}, the receipt and sufficiency of which are hereby acknowledged, does hereby grant, lease and let exclusively unto Lessee the following described land (the "Leased Premises") in ${county} County, ${stateName}, for the purpose of exploring for, developing, producing and marketing oil and gas:\n\n${descs}\n\n2. Term. This Lease shall be in force for a primary term of ${termW} years from the effective date hereof, and for as long thereafter as oil or gas is produced from the Leased Premises or lands pooled therewith.\n\n3. Royalty. Lessee shall pay Lessor ${r.pick(['one-eighth (1/8)', 'three-sixteenths (3/16)', 'one-fifth (1/5)'])} of the oil and gas produced and saved.\n\n4. Paid-Up Lease. This is a PAID-UP LEASE. In consideration of the cash bonus paid, Lessor agrees that Lessee shall not be obligated to pay delay rentals during the primary term.\n\nIN WITNESS WHEREOF, this Lease is executed on the date of the acknowledgment of Lessor's signature below, but is effective for all purposes as of the date first written above.`;
    } else {
      eff = exec;
      exec = null;
      ackD = addDays(eff, r.int(20));
      title = 'MEMORANDUM OF OIL AND GAS LEASE';
      body = `STATE OF ${stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nNOTICE IS HEREBY GIVEN that ${lrs}, as Lessor, ha${lessors.length + joiners.length > 1 ? 've' : 's'} made and entered into an Oil and Gas Lease with ${lee}, as Lessee, made effective as of ${mdy(eff)}, covering the following described land in ${county} County, ${stateName}:\n\n${descs}\n\nfor a primary term of ${termW} years from said effective date, and so long thereafter as oil or gas is produced, all upon the terms and conditions set forth in said unrecorded lease, which is incorporated herein by reference. This Memorandum is placed of record to give notice of the existence of said Lease, and is executed on the dates of the acknowledgments below.`;
    }
    const rc = record(county, rec, 'Lease', 'lease');
    const pr = prepared(y);
    const text = `${rc.head}${pr.head}${title}\n\n${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${pr.foot}${rc.tail}`;
    const file = emit(d, { text, cat: 'oil_and_gas_lease', exec, eff, ack: ackD, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] });
    link(f.tracts, 'leasehold', file, lessors, [lessee]);
    link(f.tracts, 'leasehold', file, joiners, [lessee], false);
    f.lease = { lessors, joiners, holders: [lessee], original: lessee, valid: true, ends: y + term + 1 + r.int(3), date: eff ?? exec!, book: rc.ref, tracts: f.tracts };
    return file;
  };
  const assignment = (f: Farm, y: number, from: Person, to: Person, partial: boolean) => {
    const l = f.lease!;
    const d = newDoc(y);
    const county = f.county;
    const exec = dayIn(y);
    const ackD = addDays(exec, r.int(5));
    const rec = addDays(ackD, 3 + r.int(60));
    const a = `${add(d, from, 'assignor')}${resid(from)}`;
    const b = `${add(d, to, 'assignee')}${resid(to)}`;
    const orig = l.original === from ? n(d, from) : orgName(l.original);
    const part = partial ? 'an undivided one-half (1/2) of its' : 'all of its';
    const ovr = r.chance(0.25) ? `\n\nAssignor hereby excepts and reserves unto itself an overriding royalty of ${r.pick(['one-sixteenth (1/16)', 'one thirty-second (1/32)'])} of eight-eighths (8/8) of all oil and gas produced and saved from said land.` : '';
    const title = r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT']);
    const body = `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${a}, hereinafter called Assignor, for and in consideration of ${cons(y)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${b}, hereinafter called Assignee, ${part} right, title and interest in and to that certain oil and gas lease dated ${mdy(l.date)}, from ${lessorsRecital(d, l)}, as lessor, to ${orig}, as lessee, recorded in ${l.book}, ${county} County, ${stateName}, insofar as said lease covers the following described land:\n\n${descAll(l.tracts, y)}\n\ntogether with all personal property used or obtained in connection therewith.${ovr}\n\nAnd Assignor, for itself, its successors and assigns, does covenant with the said Assignee that it is the lawful owner of said lease and rights and interests thereunder, and that the same are free from all encumbrances.\n\nEXECUTED this ${dayLong(exec)}.`;
    const rc = record(county, rec, 'Lease', 'assignment');
    const text = `${rc.head}${title}\n\n${body}\n\n${sigs(d, [from])}\n\n${ack(county, ackD, d, [from])}${rc.tail}`;
    const file = emit(d, { text, cat: 'assignment_of_lease', exec, ack: ackD, rec, tracts: l.tracts, fee: false, estates: ['leasehold'] });
    link(l.tracts, 'leasehold', file, [from], [to]);
    l.holders = partial ? [...l.holders.filter((h) => h !== to), to] : [...l.holders.filter((h) => h !== from && h !== to), to];
  };
  const exhibitAssignment = (fs: Farm[], y: number, from: Person, to: Person) => {
    const d = newDoc(y);
    const county = fs[0].county;
    const exec = dayIn(y);
    const eff = { y: exec.m > 1 ? exec.y : exec.y - 1, m: exec.m > 1 ? exec.m - 1 : 12, d: 1 };
    const ackD = addDays(exec, r.int(5));
    const rec = addDays(ackD, 3 + r.int(40));
    const a = `${add(d, from, 'assignor')}${resid(from, true)}`;
    const b = `${add(d, to, 'assignee')}${resid(to)}`;
    const rows = fs.map((f, i) => {
      const l = f.lease!;
      return `${i + 1}. Lessor: ${lessorsRecital(d, l)}\n   Lessee: ${n(d, from)}\n   Dated: ${mdy(l.date)}\n   Recorded: ${l.book}, ${f.county} County, ${stateName}\n   Lands: ${l.tracts.map((t) => descShort(t)).join('; ')}`;
    });
    const trs = fs.flatMap((f) => f.lease!.tracts);
    const body = `STATE OF ${stateName.toUpperCase()}  §\nCOUNTY OF ${county.toUpperCase()} §\n\nThis Assignment and Bill of Sale is executed on ${mdy(exec)}, but made effective as of 7:00 a.m. local time on ${mdy(eff)} (the "Effective Time"), from ${a} ("Assignor") to ${b} ("Assignee").\n\nFor Ten Dollars ($10.00) and other good and valuable consideration, Assignor does hereby GRANT, BARGAIN, SELL, CONVEY, ASSIGN and DELIVER unto Assignee all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit A attached hereto and made a part hereof (the "Leases"), insofar as they cover the lands described therein, together with all rights incident thereto.\n\nAssignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise.\n\n${sigs(d, [from])}\n\n${ack(county, ackD, d, [from])}\n\nEXHIBIT A\nAttached to and made a part of that certain Assignment and Bill of Sale from ${n(d, from)} to ${n(d, to)}\n\n${rows.join('\n\n')}`;
    const rc = record(county, rec, 'Lease', 'assignment');
    const text = `${rc.head}ASSIGNMENT AND BILL OF SALE\n\n${body}${rc.tail}`;
    const file = emit(d, { text, cat: 'assignment_of_lease', exec, eff, ack: ackD, rec, tracts: trs, fee: false, estates: ['leasehold'] });
    for (const f of fs) {
      link(f.lease!.tracts, 'leasehold', file, [from], [to]);
      f.lease!.holders = [to];
    }
  };
  const releaseLease = (f: Farm, y: number) => {
    const l = f.lease!;
    const d = newDoc(y);
    const county = f.county;
    const exec = dayIn(y);
    const ackD = addDays(exec, r.int(5));
    const rec = addDays(ackD, 3 + r.int(40));
    const hs = plainList(d, l.holders, 'lessee');
    const lrs = side(d, l.lessors, l.joiners, 'lessor');
    const orig = l.holders.includes(l.original) ? n(d, l.original) : orgName(l.original);
    const title = st === 'NY' ? 'SURRENDER OF OIL AND GAS LEASE' : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE']);
    const body = `KNOW ALL MEN BY THESE PRESENTS, That ${hs}, the present owner${l.holders.length > 1 ? 's' : ''} and holder${l.holders.length > 1 ? 's' : ''} of that certain oil and gas lease dated ${mdy(l.date)}, executed by ${lrs}, as lessor${l.lessors.length + l.joiners.length > 1 ? 's' : ''}, to ${orig}, as lessee, recorded in ${l.book}, ${county} County, ${stateName}, covering the following described land:\n\n${descAll(l.tracts, y)}\n\ndo${l.holders.length > 1 ? '' : 'es'} hereby ${st === 'NY' ? 'surrender, release and cancel' : 'release, relinquish and surrender'} unto the said lessor${l.lessors.length + l.joiners.length > 1 ? 's' : ''}, ${l.lessors.length + l.joiners.length > 1 ? 'their' : hisTheir(l.lessors)} heirs, successors and assigns, all right, title and interest in and to said lease and the lands covered thereby, and the Clerk is hereby authorized to cancel the same of record.\n\nIN WITNESS WHEREOF, this instrument is executed this ${dayLong(exec)}.`;
    const rc = record(county, rec, 'Lease', 'release');
    const text = `${rc.head}${title}\n\n${body}\n\n${sigs(d, l.holders)}\n\n${ack(county, ackD, d, l.holders)}${rc.tail}`;
    const file = emit(d, { text, cat: 'release_of_lease', exec, ack: ackD, rec, tracts: l.tracts, fee: false, estates: ['leasehold'] });
    for (const h of l.holders) {
      link(l.tracts, 'leasehold', file, [h], l.lessors);
      link(l.tracts, 'leasehold', file, [h], l.joiners, false);
    }
    f.lease = null;
  };
  const ratify = (f: Farm, y: number) => {
    const l = f.lease!;
    const owners = f.fee.filter((p) => !l.lessors.includes(p) && !l.joiners.includes(p) && alive(p, y));
    if (!owners.length || f.unsev < 1e-9) return;
    const joiners = joinersOf(owners, y).filter((j) => !l.lessors.includes(j) && !l.joiners.includes(j));
    const d = newDoc(y);
    const county = f.county;
    const exec = dayIn(y);
    const ackD = addDays(exec, r.int(6));
    const rec = addDays(ackD, 3 + r.int(40));
    const hs = plainList(d, l.holders, 'lessee');
    const rs = side(d, owners, joiners, 'lessor');
    const body = `WHEREAS, by Oil and Gas Lease dated ${mdy(l.date)}, recorded in ${l.book}, ${county} County, ${stateName}, ${lessorsRecital(d, l)}, as lessor, leased to ${l.holders.includes(l.original) ? n(d, l.original) : orgName(l.original)}, as lessee, the following described land:\n\n${descAll(l.tracts, y)}\n\nWHEREAS, said lease is now owned and held by ${hs}; and\n\nWHEREAS, ${rs}, the undersigned, ${owners.length + joiners.length > 1 ? 'are' : 'is'} the present owner${owners.length + joiners.length > 1 ? 's' : ''} of said land and of the oil, gas and other minerals therein not heretofore severed;\n\nNOW, THEREFORE, for and in consideration of One Dollar ($1.00), the undersigned do${owners.length + joiners.length > 1 ? '' : 'es'} hereby ratify, adopt and confirm said lease, and agree that said lease is a valid and subsisting oil and gas lease covering all of the interest of the undersigned in said land, and binding upon the undersigned, their heirs, successors and assigns.\n\nEXECUTED this ${dayLong(exec)}.`;
    const rc = record(county, rec, 'Lease', 'ratification');
    const signers = [...owners, ...joiners];
    const text = `${rc.head}RATIFICATION OF OIL AND GAS LEASE\n\n${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${rc.tail}`;
    emit(d, { text, cat: 'other', exec, ack: ackD, rec, tracts: l.tracts, fee: false, estates: [] });
  };

  // ---------------------------------------------------------------- liens and easements
  const mortgage = (f: Farm, y: number) => {
    const borrowers = f.fee.filter((p) => alive(p, y));
    const joiners = joinersOf(borrowers, y);
    const bank = r.pick(banks);
    const d = newDoc(y);
    const county = f.county;
    const { exec, ackD, rec } = dated(y);
    const trustee = st === 'TN' || st === 'TX' ? newPerson({ female: false, last: r.pick(OFFICIAL_LAST), born: y - 30 - r.int(20), county }) : null;
    const bs = side(d, borrowers, joiners, 'grantor');
    const amt = `$${((y < 1950 ? 1 : 10) * (5 + r.int(90)) * 100).toLocaleString('en-US')}.00`;
    let title: string;
    let body: string;
    if (trustee) {
      const tn = add(d, trustee, 'grantee');
      const bn = add(d, bank, 'other');
      title = 'DEED OF TRUST';
      body = st === 'TN' ? `For and in consideration of the sum of One Dollar ($1.00), and for the purpose of securing the indebtedness hereinafter described, ${bs}, hereinafter called Grantors, have bargained and sold, and do hereby transfer and convey unto ${tn}, Trustee, his successors and assigns, the following described real estate in ${county} County, Tennessee:\n\n${descAll(f.tracts, y)}\n\nTO HAVE AND TO HOLD the same unto the said Trustee, in trust, however, for the following purposes: to secure the payment of a promissory note of even date herewith in the principal sum of ${amt}, payable to the order of ${bn}, the beneficiary hereunder. If the said note be paid according to its tenor, this conveyance shall be void; otherwise the Trustee may sell said property at public outcry to the highest bidder for cash.\n\nWitness our hands this ${dayLong(exec)}.` : `THE STATE OF TEXAS    }\nCOUNTY OF ${county.toUpperCase()}   }  KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${bs}, hereinafter called Grantors, for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of Ten Dollars ($10.00) paid by the Trustee herein named, have granted, sold and conveyed, and by these presents do grant, sell and convey unto ${tn}, Trustee, of ${county} County, Texas, and his substitutes or successors, all of the following described property:\n\n${descAll(f.tracts, y)}\n\nTO HAVE AND TO HOLD the said property unto the said Trustee, in trust, to secure the payment of one promissory note of even date herewith in the principal sum of ${amt}, payable to the order of ${bn}, hereinafter called Beneficiary.\n\nWITNESS our hands this ${dayLong(exec)}.`;
    } else {
      const bn = `${add(d, bank, 'grantee')}`;
      title = 'MORTGAGE';
      body = st === 'IN' ? `THIS INDENTURE WITNESSETH, That ${bs}, of ${county} County, State of Indiana, as Mortgagors, MORTGAGE AND WARRANT to ${bn}, as Mortgagee, the following described real estate in ${county} County, State of Indiana:\n\n${descAll(f.tracts, y)}\n\nto secure the payment of a promissory note of even date herewith in the principal sum of ${amt}, with interest, according to its terms.\n\nIN WITNESS WHEREOF, the said Mortgagors have hereunto set their hands and seals this ${dayLong(exec)}.` : st === 'NY' ? `THIS MORTGAGE, made the ${dayLongNoComma(exec)}, between ${bs} (herein called the mortgagor), and ${bn} (herein called the mortgagee).\n\nWITNESSETH, that to secure the payment of an indebtedness in the sum of ${amt}, lawful money of the United States, to be paid with interest according to a certain bond or note of even date herewith, the mortgagor hereby mortgages to the mortgagee ALL that certain premises described as follows:\n\n${descAll(f.tracts, y)}\n\nIN WITNESS WHEREOF, this mortgage has been duly executed by the mortgagor.` : `THIS MORTGAGE, made and entered into this ${dayLong(exec)}, by and between ${bs}, Mortgagors, and ${bn}, Mortgagee;\n\nWITNESSETH: That for and in consideration of the sum of ${amt} this day loaned by the Mortgagee to the Mortgagors, the Mortgagors do hereby bargain, sell, grant and convey unto the Mortgagee, its successors and assigns, the following described property in ${county} County, Kentucky:\n\n${descAll(f.tracts, y)}\n\nPROVIDED, HOWEVER, that if the Mortgagors shall pay the said sum with interest when due, this conveyance shall be null and void.\n\nIN TESTIMONY WHEREOF, the Mortgagors have hereunto subscribed their names the day and year first above written.`;
    }
    const signers = [...borrowers, ...joiners];
    const rc = record(county, rec, 'Mortgage', 'mortgage');
    const pr = prepared(y);
    const text = `${rc.head}${pr.head}${title}\n\n${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${pr.foot}${rc.tail}`;
    emit(d, { text, cat: 'deed_of_trust', exec, ack: ackD, rec, tracts: f.tracts, fee: false, estates: [] });
    f.mort = { lender: bank, borrowers: signers, date: exec, due: y + 3 + r.int(15), book: rc.ref, trustee };
  };
  const releaseMortgage = (f: Farm, y: number) => {
    const m = f.mort!;
    const d = newDoc(y);
    const county = f.county;
    const exec = dayIn(y);
    const ackD = addDays(exec, r.int(5));
    const rec = addDays(ackD, 2 + r.int(30));
    const ln = add(d, m.lender, 'grantor');
    const bs = plainList(d, m.borrowers, 'grantee');
    const title = st === 'NY' ? 'SATISFACTION OF MORTGAGE' : st === 'TX' ? 'RELEASE OF LIEN' : st === 'TN' ? 'RELEASE OF DEED OF TRUST' : 'RELEASE OF MORTGAGE';
    const inst = m.trustee ? 'deed of trust' : 'mortgage';
    const body = `KNOW ALL MEN BY THESE PRESENTS, That ${ln}, the legal owner and holder of the note secured by that certain ${inst} dated ${mdy(m.date)}, executed by ${bs}${m.trustee ? `, to ${m.trustee.first} ${m.trustee.middle[0]}. ${m.trustee.last}, Trustee` : ''}, recorded in ${m.book}, ${county} County, ${stateName}, covering the following described property:\n\n${descAll(f.tracts, y)}\n\ndoes hereby acknowledge full payment and satisfaction of said indebtedness, and does hereby release and discharge the lien of said ${inst}, and consents that the same be ${st === 'NY' ? 'discharged of record' : 'released of record'}.\n\nIN WITNESS WHEREOF, this release is executed this ${dayLong(exec)}.`;
    const rc = record(county, rec, 'Mortgage', 'release');
    const text = `${rc.head}${title}\n\n${body}\n\n${sigs(d, [m.lender])}\n\n${ack(county, ackD, d, [m.lender])}${rc.tail}`;
    emit(d, { text, cat: 'other', exec, ack: ackD, rec, tracts: f.tracts, fee: false, estates: [] });
    f.mort = null;
  };
  const easement = (f: Farm, y: number) => {
    const gtors = f.fee.filter((p) => alive(p, y));
    const joiners = joinersOf(gtors, y);
    const co = r.pick(pipelines);
    const d = newDoc(y);
    const county = f.county;
    const { exec, ackD, rec } = dated(y);
    const gs = side(d, gtors, joiners, 'grantor');
    const cn = add(d, co, 'grantee');
    const body = `KNOW ALL MEN BY THESE PRESENTS, That ${gs}, hereinafter called Grantor, for and in consideration of ${cons(y)}, the receipt of which is hereby acknowledged, do${gtors.length + joiners.length > 1 ? '' : 'es'} hereby grant and convey unto ${cn}, its successors and assigns, hereinafter called Grantee, a right of way and easement to lay, construct, maintain, operate, repair, replace and remove a pipe line for the transportation of oil, gas, water or other substances, over, through and across the following described land in ${county} County, ${stateName}:\n\n${descAll(f.tracts, y)}\n\nsaid right of way to be fifty (50) feet in width, the centerline of the pipe line to be located as now staked on the ground. Grantee shall pay for damages to crops and fences caused by the construction of said pipe line.\n\nTO HAVE AND TO HOLD unto the said Grantee, its successors and assigns, so long as said pipe line is maintained.\n\nWITNESS the signature${gtors.length + joiners.length > 1 ? 's' : ''} of Grantor this ${dayLong(exec)}.`;
    const rc = record(county, rec, 'Misc', 'easement');
    const signers = [...gtors, ...joiners];
    const text = `${rc.head}${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT', 'RIGHT-OF-WAY GRANT'])}\n\n${body}\n\n${sigs(d, signers)}\n\n${ack(county, ackD, d, signers)}${rc.tail}`;
    emit(d, { text, cat: 'easement', exec, ack: ackD, rec, tracts: f.tracts, fee: false, estates: [] });
  };

  // ---------------------------------------------------------------- patents
  const acresWords = (a: number) => {
    const i = Math.floor(a);
    const fr = Math.round((a - i) * 100);
    const fw = fr === 25 ? ' and one-fourth' : fr === 50 ? ' and one-half' : fr === 75 ? ' and three-fourths' : fr ? ` and ${fr}/100` : '';
    return `${numberWords(i)}${fw} (${a})`;
  };
  const patent = (f: Farm, tr: Tr, to: Person, y: number) => {
    const d = newDoc(y);
    const given = dayIn(y);
    const rec = addDays(given, 60 + r.int(2500));
    const sov = add(d, sovereign!, 'grantor');
    const pt = add(d, to, 'grantee');
    let text: string;
    const county = f.county;
    if (st === 'IN') {
      const pres = inOffice(PRESIDENTS, y);
      text = `THE UNITED STATES OF AMERICA,\nTo all to whom these Presents shall come, Greeting:\n\nCertificate No. ${10000 + r.int(20000)}\n\nWHEREAS ${pt}, of ${county} County, Indiana, has deposited in the GENERAL LAND OFFICE of the United States, a Certificate of the Register of the Land Office at Vincennes, whereby it appears that full payment has been made by the said ${pt}, according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for ${aliqLong(tr.parts)} of Section ${tr.sec}, in Township ${tr.tw} ${tr.twDir === 'S' ? 'South' : 'North'}, of Range ${tr.rg} West, in the District of Lands subject to sale at Vincennes, Indiana, containing ${acresWords(tr.t.acres!)} acres, according to the official plat of the survey of the said Lands, returned to the General Land Office by the SURVEYOR GENERAL, which said tract has been purchased by the said ${pt}.\n\nNOW KNOW YE, That the ${sov}, in consideration of the Premises, and in conformity with the several acts of Congress in such case made and provided, HAVE GIVEN AND GRANTED, and by these presents DO GIVE AND GRANT, unto the said ${pt}, and to his heirs, the said tract above described: TO HAVE AND TO HOLD the same, together with all the rights, privileges, immunities, and appurtenances of whatsoever nature thereunto belonging, unto the said ${pt}, and to his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${pres}, PRESIDENT OF THE UNITED STATES OF AMERICA, have caused these Letters to be made PATENT, and the SEAL of the GENERAL LAND OFFICE to be hereunto affixed.\n\nGIVEN under my hand, at the CITY OF WASHINGTON, the ${dayWords(given)}, and of the INDEPENDENCE OF THE UNITED STATES the ${ordWord(y - 1776 + (given.m > 7 || (given.m === 7 && given.d >= 4) ? 1 : 0))}.\n\nBY THE PRESIDENT: ${pres}\nBy ${official()}, Secretary.\n${official()}, Recorder of the General Land Office.\n\nRecorded, Vol. ${100 + r.int(300)}, Page ${1 + r.int(400)}.`;
    } else if (st === 'TN') {
      const gov = inOffice(TN_GOVERNORS, y);
      text = `STATE OF TENNESSEE,\nNo. ${10000 + r.int(20000)}\n\nTo all to whom these presents shall come, Greeting:\n\nKnow ye, That by virtue of Entry No. ${100 + r.int(3000)}, made in the office of the Entry Taker of ${county} County, and entered on the ${dayLong(addDays(given, -400 - r.int(900)))}, there is granted by the said ${sov}, unto ${pt}, a certain tract or parcel of land containing ${acresWords(tr.t.acres!)} acres by survey bearing date the ${dayLong(addDays(given, -200 - r.int(180)))}, lying in said County, in the ${ord(tr.district)} Civil District, on the waters of ${tr.creek}, and bounded as follows, to-wit: ${tr.calls}.\n\nWith the hereditaments and appurtenances. To have and to hold the said tract or parcel of land, with its appurtenances, to the said ${pt} and his heirs forever.\n\nIn witness whereof, ${gov}, Governor of the State of Tennessee, hath hereunto set his hand and caused the Great Seal of the State to be affixed, at Nashville, on the ${dayWords(given)}, and of the Independence of the United States the ${ordWord(y - 1776 + (given.m > 7 || (given.m === 7 && given.d >= 4) ? 1 : 0))}.\n\nBy the Governor, ${gov}\n${official()}, Secretary of State.`;
    } else {
      const gov = inOffice(KY_GOVERNORS, y);
      text = `THE COMMONWEALTH OF KENTUCKY,\nTo all to whom these presents shall come, Greeting:\n\nKnow ye, That by virtue and in consideration of Land Office Treasury Warrant No. ${1000 + r.int(30000)}, there is granted by the said ${sov}, unto ${pt}, a certain tract or parcel of land containing ${acresWords(tr.t.acres!)} acres by survey bearing date the ${dayLong(addDays(given, -300 - r.int(500)))}, lying and being in the County of ${county}, on the waters of ${tr.creek}, and bounded as follows, to-wit: ${tr.calls}.\n\nWith its appurtenances, to have and to hold the said tract or parcel of land, with its appurtenances, to the said ${pt} and his heirs forever.\n\nIn witness whereof, ${gov}, Governor of the Commonwealth of Kentucky, hath hereunto set his hand and caused the seal of the Commonwealth to be affixed, at Frankfort, on the ${dayWords(given)}, and in the ${ordWord(y - 1792 + (given.m >= 6 ? 1 : 0))} year of the Commonwealth.\n\nBy the Governor, ${gov}\n${official()}, Secretary of State.`;
    }
    const rc = record(county, rec, 'Deed', 'patent');
    emit(d, { text: `${rc.head}${text}${rc.tail}`, cat: 'patent', exec: given, ack: null, rec, tracts: [tr], fee: true, estates: ['fee'] });
    link([tr], 'fee', docs[docs.length - 1].truth.file, [sovereign!], [to]);
  };

  // ---------------------------------------------------------------- deaths
  const mkKid = (p: Person, y: number): Person => {
    const female = r.chance(0.45);
    const born = Math.min(y - 19, p.born + 21 + r.int(16));
    const county = r.chance(0.7) ? p.county : r.pick(A.counties);
    let kid: Person;
    const father = p.female ? p.spouse : p;
    if (!female && father && !father.suffix && !father.hasJr && r.chance(0.3)) {
      kid = newPerson({ female: false, first: father.first, middle: father.middle, last: father.last, suffix: 'Jr.', born, county, forceName: true });
      father.hasJr = true;
    } else if (female && r.chance(0.55) && y - born > 21) {
      const h = newPerson({ female: false, born: born - 2, county });
      kid = newPerson({ female: true, last: h.last, maiden: p.last, born, county });
      h.spouse = kid;
      kid.spouse = h;
      kid.kids = h.kids;
    } else {
      kid = newPerson({ female, last: p.last, born, county });
      if (!female && r.chance(0.5) && y - born > 22) {
        const w = newPerson({ female: true, last: kid.last, maiden: r.pick(surnames), born: born + 1, county });
        w.spouse = kid;
        kid.spouse = w;
        w.kids = kid.kids;
      }
    }
    if (r.chance(0.12)) {
      const [c, s] = r.pick(OUT_OF_AREA);
      if (s !== stateName) {
        kid.county = c;
        kid.state = s;
        if (kid.spouse) {
          kid.spouse.county = c;
          kid.spouse.state = s;
        }
      }
    }
    p.kids.push(kid);
    return kid;
  };
  const heirsOf = (p: Person, y: number): Person[] => {
    const hs: Person[] = [];
    if (p.spouse && alive(p.spouse, y)) hs.push(p.spouse);
    let kids = p.kids.filter((k) => alive(k, y));
    if (!kids.length) {
      const k = 1 + r.int(2) + (r.chance(0.15) ? 1 : 0);
      for (let i = 0; i < k; i++) mkKid(p, y);
      kids = p.kids.filter((q) => alive(q, y));
    }
    return [...hs, ...kids];
  };
  const interestText = (f: Farm, p: Person) => {
    const parts: string[] = [];
    if (f.fee.includes(p)) parts.push(f.fee.length > 1 ? `an undivided ${frWords(1 / f.fee.length)} interest in the fee simple title to` : 'the fee simple title to');
    const m = f.min.get(p) ?? 0;
    if (m > 1e-9) parts.push(`an undivided ${frWords(m)} interest in and to the oil, gas and other minerals in and under`);
    else if (f.roy.has(p) && !f.fee.includes(p)) parts.push('an undivided royalty interest in the oil, gas and other minerals produced from');
    return parts.join(', and ');
  };
  const deathDoc = (p: Person, death: Day, heirs: Person[], parts: Array<{ f: Farm; estates: Estate[] }>, kind: 'aff' | 'probate') => {
    const county = parts[0].f.county;
    const late = death.y + (r.chance(0.12) ? 3 + r.int(20) : 0);
    const when = addDays(death, kind === 'aff' ? 40 + r.int(300) + (late - death.y) * 365 : 60 + r.int(300));
    const day = when.y > 2025 ? { y: 2025, m: 3, d: 10 } : when;
    const y = day.y;
    const d = newDoc(y);
    if (p.hasJr && r.chance(0.5)) d.sr.add(p);
    const dn = add(d, p, 'decedent');
    const spouse = heirs.find((h) => h === p.spouse);
    const kids = heirs.filter((h) => h !== p.spouse);
    const share = frWords(1 / heirs.length);
    const propText = parts.map(({ f }) => `${interestText(f, p)} the following described land in ${f.county} County, ${stateName}:\n\n${descAll(f.tracts, y)}`).join('\n\nand ');
    const hList = (role: Role) => heirs.map((h) => `${add(d, h, role)}${h === spouse ? `, ${h.female ? 'widow' : 'widower'}` : `, ${h.female ? 'daughter' : 'son'}`}${resid(h, true)}`).join(';\n');
    const rec = addDays(day, 2 + r.int(60));
    const estates = [...new Set(parts.flatMap((x) => x.estates))];
    const fee = estates.includes('fee');
    const his = p.female ? 'her' : 'his';
    let text: string;
    let cat: Cat;
    if (kind === 'aff') {
      const aff = newPerson({ born: y - 40 - r.int(30), county });
      const an = add(d, aff, 'other');
      const title = st === 'TX' && y >= 1990 ? 'AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS' : st === 'KY' && r.chance(0.5) ? 'AFFIDAVIT OF DESCENT' : 'AFFIDAVIT OF HEIRSHIP';
      text = `${title}\n\nSTATE OF ${stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nBefore me, the undersigned authority, on this day personally appeared ${an}${resid(aff, true)}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. That affiant is not related to the decedent and was well acquainted with ${dn}, deceased, for more than ${10 + r.int(30)} years prior to ${his} death, and knows the facts herein stated.\n\n2. That ${dn} died intestate on ${mdy(death)}, a resident of ${p.county} County, ${p.state}, and no administration upon ${his} estate is pending and none is necessary.\n\n3. That at the time of ${his} death the decedent owned ${propText}\n\n4. That the decedent was married but once${spouse ? `, and ${his} spouse survived ${p.female ? 'her' : 'him'}` : `, and ${his} spouse predeceased ${p.female ? 'her' : 'him'}`}; that the decedent left surviving the following, who are all of ${his} heirs at law, each of whom inherited an undivided ${share} of ${his} interest in said land:\n\n${hList('heir')}.\n\n${kids.length ? '' : ''}______________________\n${an}\n\nSUBSCRIBED AND SWORN TO before me this ${dayLong(day)}.\n\n______________________\n${official()}, Notary Public`;
      cat = 'affidavit_of_heirship';
    } else {
      cat = 'probate';
      const judge = official();
      const cause = `${y % 100 < 10 ? '0' : ''}${y % 100}-${100 + r.int(800)}`;
      const dUp = n(d, p).toUpperCase();
      if (st === 'NY') text = `At a Surrogate's Court held in and for the County of ${county}, at the Surrogate's Office in the Village of ${A.seats[county]}, New York, on the ${dayLong(day)}.\n\nPRESENT: HON. ${judge.toUpperCase()}, Surrogate.\n\nIn the Matter of the Probate of the Last Will and Testament of\n${dUp},\nDeceased.\n\nDECREE ADMITTING WILL TO PROBATE\n\nA petition having been filed by ${n(d, heirs[0])} for the probate of the last will and testament of ${dn}, late of the Town of ${r.pick(TOWNS[county] ?? ['Ellington'])}, ${p.county} County, ${p.state}, who died on ${mdy(death)}, and the said will, dated ${mdy(addDays(death, -400 - r.int(4000)))}, having been duly proved, and it appearing that the will was duly executed and that the testator at the time of executing it was in all respects competent to make a will and not under restraint;\n\nAnd it further appearing that by said will the testator devised all of ${his} real property, including ${propText}\n\nto ${heirs.length > 1 ? 'the following, share and share alike' : 'the following'}:\n\n${hList('heir')};\n\nNOW, on motion, it is ORDERED, ADJUDGED AND DECREED that the said instrument be admitted to probate as the last will and testament of the said decedent, valid to pass real and personal property, and that Letters Testamentary issue to ${n(d, heirs[0])}, the executor therein named.\n\n______________________\nSurrogate`;
      else if (st === 'IN') text = `STATE OF INDIANA       )      IN THE ${county.toUpperCase()} CIRCUIT COURT\n                       ) SS:\nCOUNTY OF ${county.toUpperCase()}  )      CAUSE NO. ${cause}\n\nIN THE MATTER OF THE ESTATE OF ${dUp}, DECEASED\n\nORDER APPROVING FINAL ACCOUNT AND DECREE OF FINAL DISTRIBUTION\n\nComes now ${official()}, Personal Representative of the Estate of ${dn}, deceased, and files final account, and the Court, having examined the same and being duly advised, now finds that the decedent died testate on ${mdy(death)}, a resident of ${p.county} County, ${p.state}; that notice of the filing of said account has been given as required by law; and that the decedent owned at the time of ${his} death ${propText}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that said final account be approved, and that said real estate be and the same is hereby distributed, in accordance with the last will of the decedent, to the following persons in equal shares:\n\n${hList('heir')}.\n\nSO ORDERED this ${dayLong(day)}.\n\n______________________\n${judge}, Judge, ${county} Circuit Court`;
      else if (st === 'TN') text = `IN THE COUNTY COURT OF ${county.toUpperCase()} COUNTY, TENNESSEE\n\nIN RE: ESTATE OF ${dUp}, DECEASED\nNo. ${cause}\n\nORDER ADMITTING WILL TO PROBATE\n\nThis cause came on to be heard upon the petition for probate of the last will and testament of ${dn}, and it appearing to the Court that the said ${dn} departed this life on ${mdy(death)}, a resident of ${p.county} County, ${p.state}, leaving a last will and testament, which was proven in open court by the oaths of ${official()} and ${official()}, the subscribing witnesses thereto;\n\nAnd it further appearing that by said will the testator devised ${propText}\n\nto ${hList('heir')};\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that said will be admitted to probate and recorded as the last will and testament of the said ${dn}.\n\nEntered this ${dayLong(day)}.\n\n______________________\n${judge}, County Judge`;
      else if (st === 'KY') text = `COMMONWEALTH OF KENTUCKY\n${county.toUpperCase()} DISTRICT COURT\nPROBATE DIVISION\nFILE NO. ${cause}\n\nIN RE: THE ESTATE OF ${dUp}, DECEASED\n\nORDER OF PROBATE\n\nThe paper writing purporting to be the last will and testament of ${dn}, who died on ${mdy(death)}, a resident of ${p.county} County, ${p.state}, having been produced in open court and proven by the affidavits of the subscribing witnesses, it is ORDERED that the same be admitted to record as the true last will and testament of the said decedent.\n\nThe Court finds that by said will the decedent devised ${propText}\n\nunto the following devisees, in equal shares: ${hList('heir')}.\n\nEntered ${mdy(day)}.\n\n______________________\n${judge}, Judge, ${county} District Court`;
      else text = `CAUSE NO. ${cause}\n\nIN THE ESTATE OF             §     IN THE COUNTY COURT\n${dUp},                       §\nDECEASED                     §     OF ${county.toUpperCase()} COUNTY, TEXAS\n\nJUDGMENT DECLARING HEIRSHIP\n\nOn this day the Court heard the application to determine the heirs of ${dn}, Deceased. The Court finds that the decedent died intestate on ${mdy(death)}, domiciled in ${p.county} County, ${p.state}; that no administration is necessary; and that the decedent owned at the time of ${his} death ${propText}\n\nIT IS ORDERED AND DECREED that the following are the only heirs of the decedent, and that each is entitled to an undivided ${share} of the decedent's estate:\n\n${hList('heir')}.\n\nSIGNED on ${mdy(day)}.\n\n______________________\n${judge}, Judge Presiding`;
    }
    const rc = record(county, rec, 'Misc', kind === 'aff' ? 'affidavit' : 'order');
    const file = emit(d, { text: `${rc.head}${text}${rc.tail}`, cat, exec: day, ack: null, rec, death, tracts: parts.flatMap((x) => x.f.tracts), fee, estates });
    for (const { f, estates: es } of parts) for (const e of es) link(f.tracts, e, file, [p], heirs);
  };
  const executorDeed = (f: Farm, p: Person, death: Day) => {
    const exec = addDays(death, 200 + r.int(500));
    const y = exec.y;
    const d = newDoc(y);
    const fid = p.spouse && alive(p.spouse, y) ? p.spouse : p.kids.find((k) => alive(k, y)) ?? mkKid(p, y);
    const title = r.chance(0.5) ? (fid.female ? "EXECUTRIX'S DEED" : "EXECUTOR'S DEED") : "ADMINISTRATOR'S DEED";
    const cap2 = title.startsWith('ADMIN') ? (fid.female ? 'Administratrix of the Estate' : 'Administrator of the Estate') : fid.female ? 'Executrix of the Last Will and Testament' : 'Executor of the Last Will and Testament';
    const dn = add(d, p, 'grantor');
    const fn = n(d, fid);
    const buyerP = buyer(f, y);
    const bn = `${add(d, buyerP, 'grantee')}${resid(buyerP)}`;
    const ackD = addDays(exec, r.int(6));
    const rec = addDays(ackD, 2 + r.int(40));
    const court = st === 'NY' ? `Surrogate's Court of ${f.county} County` : st === 'IN' ? `${f.county} Circuit Court` : st === 'TN' ? `County Court of ${f.county} County` : st === 'KY' ? `${f.county} District Court` : `County Court of ${f.county} County, Texas`;
    const text = `${title}\n\nTHIS DEED, made this ${dayLong(exec)}, by ${fn}, as ${cap2} of ${dn}, deceased, late of ${p.county} County, ${p.state},\n\nWITNESSETH: That WHEREAS, the said ${dn} died on or about ${mdy(death)}, seized in fee simple of the real estate hereinafter described; and WHEREAS, by order of the ${court} duly entered, the undersigned was authorized and empowered to sell said real estate at private sale, and did sell the same to ${bn}, for the sum of ${cons(y)}, that being the highest and best price obtainable therefor, which sale was reported to and confirmed by said Court;\n\nNOW, THEREFORE, the said ${fn}, as such fiduciary, in consideration of the premises, does hereby grant, bargain, sell and convey unto the said purchaser, ${buyerP.female ? 'her' : 'his'} heirs and assigns forever, all the right, title and interest which the said ${dn} had at the time of ${p.female ? 'her' : 'his'} death in and to the following described real estate:\n\n${descAll(f.tracts, y)}\n\nIN WITNESS WHEREOF, the said fiduciary has hereunto set ${fid.female ? 'her' : 'his'} hand the day and year first above written.\n\n______________________\n${fn}, ${cap2.split(' of ')[0]}`;
    const rc = record(f.county, rec, 'Deed', 'deed');
    const file = emit(d, { text: `${rc.head}${text}\n\n${ack(f.county, ackD, d, [fid])}${rc.tail}`, cat: 'other', exec, ack: ackD, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(f.tracts, 'fee', file, [p], [buyerP]);
    touch(f, [p]);
    f.fee = [buyerP];
    f.tod = null;
  };
  const todDeed = (f: Farm, y: number) => {
    const p = f.fee[0];
    const ben = p.kids.find((k) => alive(k, y)) ?? mkKid(p, y);
    const d = newDoc(y);
    const { exec, ackD, rec } = dated(y);
    const on = `${add(d, p, 'grantor')}${marital(p, y)}${resid(p)}`;
    const bn = `${add(d, ben, 'grantee')}${resid(ben, true)}`;
    const text = st === 'IN' ? `TRANSFER ON DEATH DEED\n\nTHIS TRANSFER ON DEATH DEED is made this ${dayLong(exec)}, by ${on} ("Owner"), pursuant to the Indiana Transfer on Death Property Act, Indiana Code 32-17-14.\n\nOwner hereby transfers and conveys, effective only upon the death of the Owner, to ${bn}, as Transfer on Death Beneficiary, the following described real estate in ${f.county} County, Indiana:\n\n${descAll(f.tracts, y)}\n\nThis Transfer on Death Deed is revocable by the Owner during the Owner's lifetime, and no interest in the real estate passes to the beneficiary until the death of the Owner.\n\nIN WITNESS WHEREOF, the Owner has executed this deed on the date first above written.` : `TRANSFER ON DEATH DEED\n\nNOTICE TO OWNER: You should carefully read all information on this form. This deed must be signed before a notary public and recorded before your death in the deed records in the county where the real property is located in order to be effective.\n\nOwner Making This Transfer on Death Deed: ${on}\n\nLegal description of the property:\n\n${descAll(f.tracts, y)}\n\nPrimary Designated Beneficiary: I transfer my interest in the described property to the following beneficiary on my death: ${bn}\n\nThis transfer on death deed is made under Chapter 114 of the Texas Estates Code and is revocable during my lifetime.\n\nDate: ${mdy(exec)}`;
    const rc = record(f.county, rec, 'Deed', 'deed');
    emit(d, { text: `${rc.head}${text}\n\n${sigs(d, [p])}\n\n${ack(f.county, ackD, d, [p])}${rc.tail}`, cat: 'other', exec, ack: ackD, rec, tracts: f.tracts, fee: false, estates: [] });
    f.tod = ben;
  };
  const todAffidavit = (f: Farm, p: Person, death: Day) => {
    const ben = f.tod!;
    const day = addDays(death, 30 + r.int(400));
    const y = day.y;
    const d = newDoc(y);
    const dn = add(d, p, 'decedent');
    const bn = add(d, ben, 'heir');
    const rec = addDays(day, 1 + r.int(30));
    const title = st === 'IN' ? 'AFFIDAVIT OF TRANSFER TO TRANSFER ON DEATH BENEFICIARY' : 'AFFIDAVIT OF DEATH AND ACCEPTANCE BY DESIGNATED BENEFICIARY';
    const text = `${title}\n\nSTATE OF ${stateName.toUpperCase()}\nCOUNTY OF ${f.county.toUpperCase()}\n\n${bn}${resid(ben, true)}, being first duly sworn upon oath, states:\n\n1. ${dn}, the owner of the real estate described below, died on ${mdy(death)}. A certified copy of the death certificate is attached.\n\n2. By Transfer on Death Deed of record in the office of the Recorder of ${f.county} County, the decedent designated the affiant as the beneficiary of the following described real estate:\n\n${descAll(f.tracts, y)}\n\n3. The Transfer on Death Deed was not revoked, and the affiant survived the decedent and accepts the transfer of said real estate.\n\n______________________\n${bn}\n\nSubscribed and sworn to before me this ${dayLong(day)}.\n\n______________________\n${official()}, Notary Public`;
    const rc = record(f.county, rec, 'Deed', 'affidavit');
    const file = emit(d, { text: `${rc.head}${text}${rc.tail}`, cat: 'affidavit_of_heirship', exec: day, ack: null, rec, death, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(f.tracts, 'fee', file, [p], [ben]);
    touch(f, [p]);
    f.fee = [ben];
    f.tod = null;
  };
  const officerDeed = (f: Farm, y: number, tax: boolean) => {
    const owners = f.fee;
    const d = newDoc(y);
    const { exec, ackD, rec } = dated(y);
    const os = plainList(d, owners, 'grantor');
    const b = buyer(f, y);
    const bn = `${add(d, b, 'grantee')}${resid(b)}`;
    const officer = official();
    const seat = A.seats[f.county] ?? f.county;
    const sale = addDays(exec, -(30 + r.int(700)));
    let text: string;
    if (!tax) {
      text = `SHERIFF'S DEED\n\nKNOW ALL MEN BY THESE PRESENTS: WHEREAS, on the ${dayLong(addDays(sale, -200 - r.int(300)))}, in a certain action pending in the ${st === 'NY' ? 'Supreme Court of the State of New York' : st === 'TX' ? `District Court of ${f.county} County, Texas` : st === 'IN' ? `${f.county} Circuit Court` : st === 'TN' ? `Circuit Court of ${f.county} County` : `${f.county} Circuit Court`}, wherein ${official()} was plaintiff and ${os} ${owners.length > 1 ? 'were' : 'was'} defendant${owners.length > 1 ? 's' : ''}, judgment was rendered against the said defendant${owners.length > 1 ? 's' : ''} for the sum of $${(2 + r.int(40)) * 100}.00 and costs; and WHEREAS, by virtue of an execution issued upon said judgment, I, ${officer}, Sheriff of ${f.county} County, did levy upon the following described real estate as the property of the said ${os}, to-wit:\n\n${descAll(f.tracts, y)}\n\nand after having given due notice of the time and place of sale as required by law, did on the ${dayLong(sale)}, at the courthouse door in ${seat}, expose the same to sale at public auction, when and where ${bn} became the purchaser thereof, being the highest and best bidder therefor;\n\nNOW, THEREFORE, I, ${officer}, Sheriff as aforesaid, in consideration of the premises and of the sum so bid, do hereby grant, sell and convey unto the said purchaser, ${b.female ? 'her' : 'his'} heirs and assigns, all the right, title and interest of the said ${os} in and to said real estate.\n\nWITNESS my hand this ${dayLong(exec)}.\n\n______________________\n${officer}, Sheriff of ${f.county} County`;
    } else {
      const off = st === 'IN' ? `Auditor of ${f.county} County` : st === 'NY' ? `Treasurer of ${f.county} County` : st === 'TN' ? `Clerk and Master of the Chancery Court of ${f.county} County` : `Sheriff of ${f.county} County`;
      text = `TAX DEED\n\nWHEREAS, the following described real estate, situated in ${f.county} County, ${stateName}, to-wit:\n\n${descAll(f.tracts, y)}\n\nwas assessed for taxation for the year ${sale.y - 1} in the name of ${os}, and the taxes thereon remaining due and unpaid, the same was on the ${dayLong(sale)} duly sold for the delinquent taxes, penalties and costs then due thereon to ${bn}, for the sum of $${(20 + r.int(400))}.${pad(r.int(100))}; and WHEREAS, the time for redemption of said real estate has expired and the same has not been redeemed;\n\nNOW, THEREFORE, I, ${officer}, ${off}, by virtue of the authority vested in me by law, do hereby grant and convey unto the said purchaser, ${b.female ? 'her' : 'his'} heirs and assigns forever, the real estate above described, as fully as the said owner${owners.length > 1 ? 's' : ''} might have held the same.\n\nIN WITNESS WHEREOF, I have hereunto set my hand this ${dayLong(exec)}.\n\n______________________\n${officer}, ${off}`;
    }
    const rc = record(f.county, rec, 'Deed', 'deed');
    const notary = official();
    const ackT = `STATE OF ${stateName.toUpperCase()}, COUNTY OF ${f.county.toUpperCase()}\n\nBefore me, ${notary}, a Notary Public in and for said County, personally appeared ${officer}, ${tax ? 'the officer' : 'Sheriff'} named in the foregoing deed, who acknowledged the execution thereof as such officer, this ${dayLong(ackD)}.\n\n______________________\n${notary}, Notary Public`;
    const file = emit(d, { text: `${rc.head}${text}\n\n${ackT}${rc.tail}`, cat: 'other', exec, ack: ackD, rec, tracts: f.tracts, fee: true, estates: ['fee'] });
    link(f.tracts, 'fee', file, owners, [b]);
    touch(f, owners);
    f.fee = [b];
    f.tod = null;
  };
  const partition = (f: Farm, y: number) => {
    const [a, c] = f.fee;
    const ja = joinersOf([a], y);
    const jc = joinersOf([c], y);
    const d = newDoc(y);
    const { exec, ackD, rec } = dated(y);
    const sa = side(d, [a], ja, 'grantor');
    const sc = side(d, [c], jc, 'grantor');
    d.parties.push({ p: a, role: 'grantee' }, { p: c, role: 'grantee' });
    const [t1, t2] = f.tracts;
    const na = n(d, a);
    const nc = n(d, c);
    const text = `PARTITION DEED\n\nTHIS DEED OF PARTITION, made and entered into this ${dayLong(exec)}, by and between ${sa}, of the first part, and ${sc}, of the second part,\n\nWITNESSETH: That WHEREAS, the said ${na} and ${nc} are the owners, as tenants in common in equal shares, of the two tracts of land hereinafter described, and desire to make partition thereof between them, so that each shall hold in severalty the tract hereinafter set apart to ${a.female ? 'her' : 'him'};\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, the part${ja.length ? 'ies' : 'y'} of the first part do${ja.length ? '' : 'es'} hereby release and quitclaim unto the said ${nc}, ${c.female ? 'her' : 'his'} heirs and assigns forever, all ${ja.length ? 'their' : a.female ? 'her' : 'his'} right, title and interest in and to the following described tract, to-wit:\n\nTRACT ONE: ${desc(t1, y)}\n\nand the part${jc.length ? 'ies' : 'y'} of the second part do${jc.length ? '' : 'es'} hereby release and quitclaim unto the said ${na}, ${a.female ? 'her' : 'his'} heirs and assigns forever, all ${jc.length ? 'their' : c.female ? 'her' : 'his'} right, title and interest in and to the following described tract, to-wit:\n\nTRACT TWO: ${desc(t2, y)}\n\nTO HAVE AND TO HOLD each of said tracts unto the party to whom it is hereby set apart, ${a.female || c.female ? 'their' : 'his'} heirs and assigns, in severalty forever.\n\nIN WITNESS WHEREOF, the parties have hereunto set their hands the day and year first above written.`;
    const signers = [a, ...ja, c, ...jc];
    const rc = record(f.county, rec, 'Deed', 'deed');
    const file = emit(d, { text: `${rc.head}${text}\n\n${sigs(d, signers)}\n\n${ack(f.county, ackD, d, signers)}${rc.tail}`, cat: 'quitclaim_deed', exec, ack: ackD, rec, tracts: [t1, t2], fee: true, estates: ['fee'] });
    link([t1], 'fee', file, [a], [c]);
    link([t1], 'fee', file, ja, [c], false);
    link([t2], 'fee', file, [c], [a]);
    link([t2], 'fee', file, jc, [a], false);
    const g: Farm = { ...f, id: farms.length, tracts: [t2], fee: [a], min: new Map(f.min), roy: new Set(f.roy), lease: null, mort: null, gap: null, gapDone: true, tod: null };
    f.tracts = [t1];
    f.fee = [c];
    farms.push(g);
  };

  // ---------------------------------------------------------------- buyers and namesakes
  const pool: Person[] = [];
  const wantNs = r.chance(0.8);
  let nsSource: Person | null = null;
  let nsFarm: Farm | null = null;
  let nsDone = false;
  const holdsOn = (p: Person, f: Farm) => f.fee.includes(p) || f.min.has(p) || f.roy.has(p);
  function buyer(f: Farm, y: number): Person {
    const src = nsSource;
    if (wantNs && !nsDone && src && f !== nsFarm && alive(src, y) && y - src.born < 70 && !farms.some((g) => g !== nsFarm && holdsOn(src, g))) {
      const others = A.counties.filter((c) => c !== src.county);
      const q = newPerson({ female: false, first: src.first, middle: src.middle, last: src.last, born: Math.max(src.born + 3, y - 45), county: r.pick(others), state: stateName, forceName: true });
      q.always = true;
      nsDone = true;
      return q;
    }
    if (pool.length && r.chance(0.1)) {
      const q = r.pick(pool);
      if (alive(q, y) && y - q.born < 62 && !holdsOn(q, f) && q !== nsSource) return q;
    }
    const p = couple(y - 24 - r.int(20), f.county);
    pool.push(p);
    if (wantNs && !nsSource && y > 1875 && f.tracts.length === 1 && !p.suffix) {
      nsSource = p;
      nsFarm = f;
      p.always = true;
      if (p.state !== stateName) {
        p.county = f.county;
        p.state = stateName;
      }
    }
    return p;
  }
  const grantees = (f: Farm, y: number): Person[] => {
    const b = buyer(f, y);
    if (b.spouse && alive(b.spouse, y) && b !== nsSource && !b.always && r.chance(0.25)) return [b, b.spouse];
    return [b];
  };

  // ---------------------------------------------------------------- planted gaps
  const severed = (f: Farm) => [...f.min.entries()].filter(([, x]) => x > 1e-9);
  const plantGap = (f: Farm, y: number): boolean => {
    const tr = f.tracts[0];
    if (f.gap === 'grantor_never_received') {
      const s = newPerson({ female: false, last: r.chance(0.4) && !f.fee[0].org ? f.fee[0].last : undefined, born: y - 30 - r.int(25) });
      if (r.chance(0.5)) {
        const w = newPerson({ female: true, last: s.last, maiden: r.pick(surnames), born: s.born + 2 });
        s.spouse = w;
        w.spouse = s;
      }
      const to = y >= 1895 && r.chance(0.4) ? company(y) : newPerson({ female: false, born: y - 35 - r.int(15) });
      const file = mineralDeed(f, y, [s], [to], r.pick([0.5, 0.25]));
      gaps.push({ tract: tr.key, estate: 'mineral', kind: 'grantor_never_received', doc: file });
      return true;
    }
    if (f.gap === 'conveyed_before_acquired') {
      let from: Person[];
      let x: number;
      const sv = severed(f).filter(([p]) => p.org || alive(p, y));
      if (f.unsev >= 0.25 - 1e-9) {
        from = f.fee;
        x = r.pick([0.25, 0.125]);
      } else if (sv.length) {
        from = [sv[0][0]];
        x = sv[0][1];
      } else return false;
      const X = newPerson({ female: false, born: y - 30 - r.int(20) });
      const Z = y >= 1895 && r.chance(0.5) ? company(y) : newPerson({ female: false, born: y - 30 - r.int(25) });
      const lateDay = dayIn(y);
      const earlyDay = addDays(lateDay, -(90 + r.int(900)));
      mineralDeed(f, y, from, [X], x, { when: lateDay });
      const early = mineralDeed(f, earlyDay.y, [X], [Z], x, { when: earlyDay });
      gaps.push({ tract: tr.key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: early });
      if (from === f.fee) f.unsev -= x;
      else f.min.delete(from[0]);
      return true;
    }
    const sv = severed(f).filter(([p]) => p.org || alive(p, y));
    if (!sv.length) {
      if (f.unsev < 1e-9) return false;
      const x = f.unsev >= 0.25 - 1e-9 ? 0.25 : f.unsev;
      const H = newPerson({ female: false, born: y - 30 - r.int(15) });
      mineralDeed(f, y, f.fee, [H], x);
      f.unsev -= x;
      f.min.set(H, x);
      f.gapYear = y + 2 + r.int(6);
      return true;
    }
    const [h, held] = sv[0];
    if (held <= 0.5 + 1e-9 && r.chance(0.6)) {
      const Y = y >= 1895 && r.chance(0.4) ? company(y) : newPerson({ female: false, born: y - 35 - r.int(20) });
      const file = mineralDeed(f, y, [h], [Y], held * 2);
      gaps.push({ tract: tr.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: file });
    } else {
      if (y > 2022) return false;
      const Y1 = newPerson({ female: false, born: y - 30 - r.int(20) });
      mineralDeed(f, y, [h], [Y1], held);
      f.min.set(Y1, held);
      const Y2 = y >= 1895 && r.chance(0.4) ? company(y) : newPerson({ female: false, born: y - 35 - r.int(20) });
      const file = mineralDeed(f, y + 1 + r.int(2), [h], [Y2], held);
      gaps.push({ tract: tr.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: file });
    }
    f.min.delete(h);
    return true;
  };

  // ---------------------------------------------------------------- the clock
  const nFarms = Math.max(4, Math.round(target / 15));
  for (let i = 0; i < nFarms; i++) {
    const county = r.pick(counties);
    const two = i >= 3 && r.chance(0.75);
    const t1 = mkTract(county);
    const tracts = two ? [t1, mkTract(county, t1)] : [t1];
    const gap: GapKind | null = i === 0 ? 'grantor_never_received' : i === 1 ? 'conveyed_before_acquired' : i === 2 ? 'conveyed_more_than_held' : null;
    farms.push({ id: i, county, tracts, fee: [], unsev: 1, min: new Map(), roy: new Set(), lease: null, frozen: 0, gap, gapDone: false, gapYear: 1905 + r.int(95), tod: null, mort: null, start: 1850 + r.int(32), started: false });
  }
  const startFarm = (f: Farm, y: number) => {
    f.started = true;
    if (sovereign && r.chance(A.patentRate)) {
      const pt = couple(y - 22 - r.int(20), f.county);
      pool.push(pt);
      for (const t of f.tracts) patent(f, t, pt, y);
      f.fee = [pt];
      return;
    }
    const first = couple(y - 35 - r.int(20), f.county);
    f.fee = [first];
    const to = grantees(f, y);
    deedOfLand(f, y, r.chance(0.85) ? 'warranty' : 'quitclaim', to);
    f.fee = to;
  };
  const inPlay = (y: number) => A.plays.some(([a, b]) => y >= a && y <= b);
  let broker: Person | null = null;
  let brokerUntil = 0;
  const soleHolding = (p: Person, f: Farm) => farms.every((g) => g === f || !holdsOn(p, g)) && !f.min.has(p) && !f.roy.has(p);

  const die = (p: Person, y: number) => {
    const hold = farms.filter((f) => holdsOn(p, f) && (f.fee.includes(p) || (f.min.get(p) ?? 0) > 1e-9 || f.roy.has(p)));
    p.died = y;
    if (!hold.length) return;
    const death = dayIn(y);
    const f0 = hold[0];
    const sole = hold.length === 1 && f0.fee.length === 1 && f0.fee[0] === p && !f0.min.has(p) && !f0.roy.has(p);
    if (sole && f0.tod && alive(f0.tod, y)) return todAffidavit(f0, p, death);
    if (sole && y > 1865 && r.chance(0.3)) return executorDeed(f0, p, death);
    const feeAny = hold.some((f) => f.fee.includes(p));
    if (!feeAny && !hold.some((f) => f.gap && !f.gapDone) && r.chance(0.8)) {
      for (const f of hold) {
        f.min.delete(p);
        f.roy.delete(p);
        touch(f, [p]);
      }
      return;
    }
    const heirs = heirsOf(p, y);
    const parts = hold.map((f) => ({ f, estates: [...(f.fee.includes(p) ? ['fee' as Estate] : []), ...((f.min.get(p) ?? 0) > 1e-9 || f.roy.has(p) ? ['mineral' as Estate] : [])] }));
    deathDoc(p, death, heirs, parts, r.chance(0.5) ? 'aff' : 'probate');
    for (const f of hold) {
      if (f.fee.includes(p)) f.fee = [...new Set([...f.fee.filter((q) => q !== p), ...heirs])];
      const m = f.min.get(p) ?? 0;
      f.min.delete(p);
      if (m > 1e-9) for (const h of heirs) f.min.set(h, (f.min.get(h) ?? 0) + m / heirs.length);
      if (f.roy.has(p)) {
        f.roy.delete(p);
        for (const h of heirs) f.roy.add(h);
      }
      touch(f, [p]);
      f.tod = null;
    }
  };

  const step = (f: Farm, y: number) => {
    if (f.mort && y >= f.mort.due) {
      if (r.chance(0.75)) releaseMortgage(f, y);
      else f.mort = null;
      return;
    }
    const l = f.lease;
    if (l && y >= l.ends) {
      if (l.valid && [...l.lessors, ...l.joiners].every((p) => alive(p, y)) && !l.holders.includes(broker!) && r.chance(0.6)) releaseLease(f, y);
      else f.lease = null;
      return;
    }
    if (f.gap && !f.gapDone && y >= f.gapYear) {
      const gy = f.gapYear;
      if (plantGap(f, y)) {
        if (f.gapYear === gy) f.gapDone = true;
        return;
      }
    }
    const play = inPlay(y);
    if (!f.lease && r.chance(play ? 0.075 : 0.003) && y >= 1886) {
      const lessee = broker && y <= brokerUntil ? broker : company(y);
      doLease(f, y, lessee);
      return;
    }
    if (f.lease && !f.lease.holders.includes(broker!) && r.chance(0.035)) {
      const from = r.pick(f.lease.holders);
      const to = company(y, f.lease.holders);
      assignment(f, y, from, to, f.lease.holders.length === 1 && r.chance(0.3));
      return;
    }
    if (f.lease && !f.lease.valid && r.chance(0.06) && f.fee.some((p) => !f.lease!.lessors.includes(p) && !f.lease!.joiners.includes(p))) {
      ratify(f, y);
      return;
    }
    const holders = f.fee;
    const split = holders.length >= 2 && !(holders.length === 2 && holders[0].spouse === holders[1]);
    if (!r.chance(split ? 0.15 : 0.017)) return;
    const age = Math.min(...holders.map((p) => y - p.born));
    const lifeOk = (!f.gap || f.gapDone) && !f.lease && !f.mort && age >= 62 && holders.every((p) => !p.org && soleHolding(p, f));
    if (f.tracts.length === 2 && f.fee.length === 2 && f.fee[0].spouse !== f.fee[1] && !f.lease && !f.mort && r.chance(0.7)) return partition(f, y);
    const todOk = ((st === 'IN' && y >= 2010) || (st === 'TX' && y >= 2016)) && holders.length === 1 && !f.tod && !(holders[0].spouse && alive(holders[0].spouse, y)) && soleHolding(holders[0], f) && y - holders[0].born >= 58;
    if (todOk && r.chance(0.5)) return todDeed(f, y);
    const roll = r.next();
    if (roll < 0.34) {
      if (lifeOk && r.chance(0.25)) {
        const kids = [holders[0].kids.find((k) => alive(k, y)) ?? mkKid(holders[0], y)];
        if (r.chance(0.4)) kids.push(mkKid(holders[0], y));
        const life = [...holders, ...joinersOf(holders, y)];
        deedOfLand(f, y, 'warranty', kids, { life: true, gift: true });
        let last = y;
        for (const p of life) {
          if (p.died === 9999) p.died = y + 2 + r.int(10);
          last = Math.max(last, p.died);
        }
        f.fee = kids;
        f.tod = null;
        f.frozen = last + 1;
        return;
      }
      if (split && r.chance(0.5)) {
        const one = holders.find((p) => !p.org && y - p.born < 70) ?? holders[0];
        const others = holders.filter((p) => p !== one);
        deedOfLand(f, y, 'quitclaim', [one], { grantors: others });
        touch(f, others);
        f.fee = [one];
        f.tod = null;
        return;
      }
      const gift = holders.every((p) => !p.org) && y - holders[0].born > 55 && r.chance(0.2);
      const to = gift ? [holders[0].kids.find((k) => alive(k, y) && !holders.includes(k)) ?? mkKid(holders[0], y)] : grantees(f, y);
      const kind: DeedKind = gift ? 'warranty' : r.chance(y > 1950 ? 0.3 : 0.1) ? 'special' : r.chance(0.12) ? 'quitclaim' : 'warranty';
      const reserve = f.unsev >= 1 - 1e-9 && !gift && r.chance(0.28) ? r.pick([0.5, 1, 0.5]) : 0;
      deedOfLand(f, y, kind, to, { reserve, gift });
      touch(f, holders);
      if (reserve) {
        for (const p of holders) f.min.set(p, (f.min.get(p) ?? 0) + reserve / holders.length);
        f.unsev -= reserve;
      }
      f.fee = to;
      f.tod = null;
    } else if (roll < 0.52) {
      const sv = severed(f);
      const fromFee = f.unsev > 1 / 16 && (r.chance(0.55) || !sv.length);
      if (!fromFee && !sv.length) return;
      const [src, held] = fromFee ? [null, f.unsev] : r.pick(sv);
      const x = r.chance(0.4) ? held : held / r.pick([2, 4]);
      const to = y >= 1895 && r.chance(0.35) ? [company(y)] : grantees(f, y);
      mineralDeed(f, y, src ? [src] : f.fee, to, x);
      if (src) {
        if (held - x > 1e-9) f.min.set(src, held - x);
        else f.min.delete(src);
      } else f.unsev -= x;
      for (const p of to) f.min.set(p, (f.min.get(p) ?? 0) + x / to.length);
    } else if (roll < 0.58) {
      const sv = severed(f);
      const fromFee = f.unsev > 1e-9 && (r.chance(0.6) || !sv.length);
      if (!fromFee && !sv.length) return;
      const [src, held] = fromFee ? [null, f.unsev] : r.pick(sv);
      const to = y >= 1895 && r.chance(0.3) ? [company(y)] : [buyer(f, y)];
      mineralDeed(f, y, src ? [src] : f.fee, to, held, { royalty: true });
      for (const p of to) f.roy.add(p);
    } else if (roll < 0.72) {
      if (!f.mort && y >= 1870) mortgage(f, y);
    } else if (roll < 0.8) {
      if (y >= 1905) easement(f, y);
    } else if (roll < 0.86) {
      if (y >= 1870 && holders.every((p) => !p.org)) officerDeed(f, y, r.chance(0.5));
    }
  };

  for (let y = 1850; y <= 2025; y++) {
    for (const p of [...people]) {
      if (p.org || p.died !== 9999 || p === broker) continue;
      const age = y - p.born;
      const q = age < 45 ? 0.002 : age < 60 ? 0.01 : age < 70 ? 0.03 : age < 80 ? 0.07 : age < 90 ? 0.16 : 0.4;
      if (r.chance(q)) die(p, y);
    }
    for (const [a] of A.plays) {
      if (y === a && y >= 1900 && r.chance(0.6)) {
        const [c, s] = r.pick(OUT_OF_AREA.filter(([, s2]) => s2 !== stateName));
        broker = newPerson({ female: false, born: y - 30 - r.int(10), county: c, state: s });
        brokerUntil = y + 1;
      }
    }
    if (broker && y === brokerUntil + 1) {
      const held = farms.filter((f) => f.lease && f.lease.holders.length === 1 && f.lease.holders[0] === broker);
      const to = company(y);
      if (held.length > 1) exhibitAssignment(held, y, broker, to);
      else if (held.length === 1) assignment(held[0], y, broker, to, false);
      broker = null;
    }
    for (const f of [...farms]) {
      if (!f.started) {
        if (y === f.start) startFarm(f, y);
        continue;
      }
      if (y < f.frozen) continue;
      step(f, y);
    }
  }
  return { name: `L-${A.key}-${index + 1}`, docs: docs.sort((a, b) => (a.truth.file < b.truth.file ? -1 : 1)), links, gaps };
}
