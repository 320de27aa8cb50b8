// Held-out set D: whole packages of recorded instruments in wordings of their own, with the truth
// of every field, party, chain link and planted gap. Each package is one area whose tracts pass
// through time, 1885-2020: Oklahoma (Indian Meridian: Grady, Caddo, Kingfisher, Garvin), Kansas
// (Sixth P.M.: Barton, Ellis, Stafford), North Dakota (Fifth P.M.: McKenzie, Williams, Dunn,
// Mountrail), New Mexico (N.M.P.M.: Lea, Eddy, Chaves) and Texas (T&P and H&TC railroad sections,
// named surveys by metes and bounds: Howard, Martin, Borden). A package is a few "farms" (one or
// two tracts that travel together in the fee chain) simulated on one clock: patents from the
// United States or the State of Texas, first deeds from a railway or an allottee, warranty,
// special warranty and quitclaim deeds (some reserving minerals), mineral deeds (whole or a
// fraction), royalty deeds, deaths passed by affidavits of heirship, decrees of distribution,
// orders admitting wills and letters testamentary, Producers 88, Texas and paid-up leases and
// memoranda, assignments, releases, easements, mortgages and deeds of trust, division orders and
// stipulations of interest. Wordings: "KNOW ALL MEN", indentures, description-first recitals,
// modern "Grantor: / Grantee: / Property:" forms, abstractors' typed summaries ("Inst: WD
// Dated: 3-4-1952 Filed: ..."), all-caps and index-style names, exhibits after the signatures.
// People recur under name variants (full middle name, initial, initials only, no middle, "Wm.",
// capitals, "SMITH, JOHN A."); fathers and sons (the son always "Jr."), and now and then two
// unrelated people of one name (different county, spouse and land) whom the truth keeps apart.
// Planted gaps, about one of each kind per package: a stranger's deed, mineral deed or quitclaim
// (grantor_never_received; the stranger sometimes bears the holder's surname), a deed dated a
// few months to three years before the deed into its grantor (conveyed_before_acquired), a
// mineral holder conveying twice his fraction or the same fraction twice (conveyed_more_than_held).
// Texts are clean typed copies (no OCR slips); file names say nothing about the instrument.
//
// Truth conventions decided here (a title examiner's reading):
// - tract fields as documents-score.ts's ExpectedTract and the contract's Tract: state two
//   letters, county without "County", section digits, township "16N"/"153N"/"18S", range
//   "7W"/"34E", aliquot with a space between its parts ("S/2 NE/4", "E/2 SW/4"), lots in `lot`
//   as "1, 2" with the rest of the quarter in `aliquot` ("Lots 1 and 2 and the S/2 NE/4" is lot
//   "1, 2", aliquot "S/2 NE/4"); a whole Texas section or "Survey No." is aliquot "ALL", written
//   "All of Section 14" or just "Section 14, Block 33, ...";
// - Texas: `survey` is the short railroad form with the word Survey, as the sample corpus's
//   expected.json writes it ("T&P RR Co. Survey", "H&TC RR Co. Survey"), or the named survey
//   ("John Smith Survey"); `abstract` digits; `block` digits; a railroad "Survey No. 5" is
//   section "5"; a block township ("T-1-N") is township "1N" when the tract states it;
//   a named-survey tract ("160 acres out of the ... Survey") has no section, block or aliquot;
// - acres only as the instrument states them ("containing 160 acres", "(158.42 acres)", or in
//   words in a patent), and a tract states its acreage in every instrument or in none;
// - names: the party's name is the form the instrument writes (one form per instrument), natural
//   order, without descriptors ("a single man", "his wife", "et ux", "a Delaware corporation");
//   "SMITH, JOHN A." is "JOHN A. SMITH"; "Jr."/"Sr." are part of the name (a father whose
//   Jr. inherits is sometimes written "Sr." in the probate or affidavit of his own estate);
// - "John Doe, Trustee of the Doe Family Trust": the trustee by name ("John Doe") is the party
//   (the trust's name and "Trustee" are descriptors); such a trustee appears only as trustee;
// - "X Company, by J. R. Hollis, its President" and "Mary Smith, by John Smith, her
//   attorney-in-fact": the company and the principal are parties; officers, attorneys in fact,
//   executors and administrators who are not heirs, notaries, clerks, judges, and people merely
//   recited (the lessors and lessee of an assigned lease, a predeceased spouse, the namesake of a
//   survey, the original grantee of a patent's survey) are not;
// - a spouse who joins only to release marital rights is a party of that side whose links are
//   `required: false`; a couple who took title together both hold (links required); co-grantors
//   each link to every grantee; the fee holders also hold the unsevered minerals (they sign
//   mineral deeds and leases from them);
// - roles: deeds, mineral and royalty deeds, patents, easements grantor/grantee; leases
//   lessor/lessee; assignments assignor/assignee; a release names the releasing holder `lessee`
//   (the original lessee it recites is no party unless it is the holder) and the lessors of the
//   lease `lessor` (links holder -> each lessor; required: false to a lessor's spouse who only
//   joined the lease); the first deed of a farm with no patent is from its first known holder (a
//   railway company, an allottee, a settler); affidavits and probates
//   decedent/heir (devisees are heirs), the affiant `other`; a mortgage's mortgagors `grantor`
//   and mortgagee `grantee`; a deed of trust's trustee `grantee` and beneficiary `other`; every
//   party of a division order or stipulation of interest `other`;
// - categories: the kind the instrument is (a "Joint Tenancy Warranty Deed" is a warranty deed, a
//   memorandum of lease an oil_and_gas_lease, "Assignment, Conveyance and Bill of Sale" an
//   assignment_of_lease; decree of distribution, order admitting will, letters testamentary that
//   recite the devise: probate; mortgage: deed_of_trust; division order, stipulation: other);
// - conveys_fee: a deed or patent of the land (with or without a mineral reservation), an
//   affidavit or probate of a decedent who held a fee; estate_types_conveyed: ["fee"] for those
//   deeds (a reservation moves nothing), ["mineral"] for mineral and royalty deeds (royalty sits
//   on the mineral side), for an affidavit or probate the estates the decedent held on the tracts
//   it describes (fee, and mineral for severed minerals or royalty), ["leasehold"] for
//   leases, assignments and releases, [] for easements, mortgages, deeds of trust and `other`;
// - links: one per tract described, per estate, per (grantor side member, grantee side member);
//   a stranger's deed and a deed before acquisition are links as well (and gaps); heirship links
//   the decedent to each heir for each estate he held on each tract; reservations make no link;
// - dates ISO; execution_date from the instrument's dating line (an instrument with none has
//   null, e.g. "executed on the dates of the acknowledgments"); acknowledgment_date the notary's
//   (none for patents, affidavits, probates, division orders; the jurat of an affidavit is its
//   execution date; a probate's is the day the court signs the order or issues the letters);
//   recording_date the filing date (Texas stamps also say "Recorded" days later; filing counts);
//   effective_date when the instrument says "effective" (a paid-up lease or memorandum "made
//   effective as of", an assignment's "Effective Time", a division order's "Effective: 7:00
//   a.m., ..."); death_date for affidavits and probates only; dates of wills, trusts, recited
//   leases, rentals, notes, commission expirations and Acts of Congress are not the
//   instrument's. governing = effective ?? execution ?? recording;
// - gap `doc`: the conveying instrument where the chain breaks (for conveyed_before_acquired the
//   early conveyance), one gap per tract it describes.
import type { DocCategory, EstateType, GapKind, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGenerator, HeldoutLink, HeldoutGap, HeldoutPackage } from './documents-heldout-types.js';
import { seededRng, type SeededRng } from './rng.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { TENS, numberWords } from './number-words.js';

type Rng = SeededRng;
type Est = EstateType;

// ---------- dates and numbers ----------
const DAY = 86_400_000;
const dn = (y: number, m: number, d: number) => Math.round(Date.UTC(y, m - 1, d) / DAY);
const ymd = (n: number): [number, number, number] => {
  const x = new Date(n * DAY);
  return [x.getUTCFullYear(), x.getUTCMonth() + 1, x.getUTCDate()];
};
const iso = (n: number | null) => (n == null ? null : new Date(n * DAY).toISOString().slice(0, 10));
const yearOf = (n: number) => ymd(n)[0];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const words = numberWords;
const Cap = (s: string) => s.replace(/(^|\s)([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
const ORDW = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const ordWord = (n: number): string => (n <= 20 ? ORDW[n] : n % 10 === 0 ? `${TENS[n / 10].replace(/y$/, 'ie')}th` : `${TENS[Math.floor(n / 10)]}-${ORDW[n % 10]}`);
function ordSfx(d: number, old: boolean): string {
  if (d % 100 >= 11 && d % 100 <= 13) return `${d}th`;
  const u = d % 10;
  return u === 1 ? `${d}st` : u === 2 ? `${d}${old ? 'd' : 'nd'}` : u === 3 ? `${d}${old ? 'd' : 'rd'}` : `${d}th`;
}
/** "3rd day of March, A.D. 1952" (the caller writes "this" or "the"). */
function dayOf(n: number, r: Rng): string {
  const [y, m, d] = ymd(n);
  const o = ordSfx(d, y < 1950 && r.chance(0.4));
  return r.pick([`${o} day of ${MONTHS[m - 1]}, A.D. ${y}`, `${o} day of ${MONTHS[m - 1]}, ${y}`, `${o} day of ${MONTHS[m - 1]} ${y}`, `${o} day of ${MONTHS[m - 1]}, A. D. ${y}`]);
}
function longDate(n: number, r: Rng): string {
  const [y, m, d] = ymd(n);
  return r.pick([`${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]} ${ordSfx(d, false)}, ${y}`, `${d} ${MONTHS[m - 1]} ${y}`]);
}
function numDate(n: number, r: Rng): string {
  const [y, m, d] = ymd(n);
  const two = y >= 1920 && y <= 1999 && r.chance(0.45);
  const yy = two ? String(y % 100).padStart(2, '0') : String(y);
  return r.pick([`${m}/${d}/${yy}`, `${m}-${d}-${yy}`, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`]);
}
function anyDate(n: number, r: Rng): string {
  const u = r.next();
  return u < 0.45 ? `the ${dayOf(n, r)}` : u < 0.85 ? longDate(n, r) : numDate(n, r);
}
function patentDate(n: number): string {
  const [y, m, d] = ymd(n);
  const yw = `one thousand ${words(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${words(y % 100)}` : ''}`;
  const ind = y - 1776;
  return `the ${ordWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${yw}, and of the Independence of the United States the ${ind === 100 ? 'one hundredth' : `one hundred and ${ordWord(ind - 100)}`}`;
}

const FR: Array<[number, string, string]> = [
  [1, '1/1', 'all'], [1 / 2, '1/2', 'one-half'], [1 / 4, '1/4', 'one-fourth'], [3 / 4, '3/4', 'three-fourths'], [1 / 8, '1/8', 'one-eighth'],
  [3 / 8, '3/8', 'three-eighths'], [5 / 8, '5/8', 'five-eighths'], [1 / 16, '1/16', 'one-sixteenth'], [3 / 16, '3/16', 'three-sixteenths'],
  [1 / 32, '1/32', 'one thirty-second'], [1 / 3, '1/3', 'one-third'], [2 / 3, '2/3', 'two-thirds'], [1 / 6, '1/6', 'one-sixth'],
  [1 / 12, '1/12', 'one-twelfth'], [1 / 24, '1/24', 'one twenty-fourth'], [1 / 9, '1/9', 'one-ninth'], [1 / 64, '1/64', 'one sixty-fourth'],
];
const frac = (x: number) => FR.find((f) => Math.abs(f[0] - x) < 1e-9) ?? null;

// ---------- areas ----------
interface County { name: string; town: string; twp: [number, number]; rng: [number, number]; ns: 'N' | 'S'; ew: 'E' | 'W'; start: 'patent' | 'deed' | 'txpatent' | 'railway'; from: [number, number]; office: string }
interface Area { code: string; state: string; abbr: string; pm: [string, string]; counties: County[]; clerk: string; surnames: string[]; texas: boolean; fedBank: string }
const AREAS: Area[] = [
  { code: 'OK', state: 'Oklahoma', abbr: 'Okla.', pm: ['Indian Meridian', 'I.M.'], clerk: 'County Clerk', texas: false, fedBank: 'The Federal Land Bank of Wichita',
    surnames: ['Colbert', 'Bynum', 'McClure', 'Seeley', 'Ratliff', 'Chisum', 'Harjo', 'Kemp', 'Stufflebean', 'Goodnight', 'Bohannon', 'Lusk'],
    counties: [
      { name: 'Grady', town: 'Chickasha', twp: [4, 10], rng: [5, 8], ns: 'N', ew: 'W', start: 'patent', from: [1902, 1911], office: 'Lawton' },
      { name: 'Caddo', town: 'Anadarko', twp: [5, 12], rng: [9, 13], ns: 'N', ew: 'W', start: 'patent', from: [1902, 1911], office: 'Lawton' },
      { name: 'Kingfisher', town: 'Hennessey', twp: [15, 19], rng: [5, 9], ns: 'N', ew: 'W', start: 'patent', from: [1896, 1905], office: 'Kingfisher' },
      { name: 'Garvin', town: 'Pauls Valley', twp: [1, 4], rng: [1, 3], ns: 'N', ew: 'W', start: 'deed', from: [1905, 1912], office: '' },
    ] },
  { code: 'KS', state: 'Kansas', abbr: 'Kans.', pm: ['Sixth Principal Meridian', '6th P.M.'], clerk: 'Register of Deeds', texas: false, fedBank: 'The Federal Land Bank of Wichita',
    surnames: ['Dreiling', 'Befort', 'Wasinger', 'Pfeifer', 'Staab', 'Karlin', 'Schmeidler', 'Leiker', 'Rohr', 'Unruh', 'Penner', 'Janzen', 'Goering', 'Brungardt'],
    counties: [
      { name: 'Barton', town: 'Great Bend', twp: [16, 20], rng: [11, 15], ns: 'S', ew: 'W', start: 'patent', from: [1886, 1899], office: 'Larned' },
      { name: 'Ellis', town: 'Hays', twp: [11, 15], rng: [16, 20], ns: 'S', ew: 'W', start: 'deed', from: [1900, 1908], office: 'WaKeeney' },
      { name: 'Stafford', town: 'St. John', twp: [21, 25], rng: [11, 15], ns: 'S', ew: 'W', start: 'patent', from: [1886, 1899], office: 'Larned' },
    ] },
  { code: 'ND', state: 'North Dakota', abbr: 'N.D.', pm: ['Fifth Principal Meridian', '5th P.M.'], clerk: 'Register of Deeds', texas: false, fedBank: 'The Federal Land Bank of Saint Paul',
    surnames: ['Haugen', 'Aamodt', 'Lindvig', 'Hegland', 'Rolfsrud', 'Voeller', 'Kessel', 'Sorenson', 'Thorson', 'Njos', 'Skaar', 'Tollefson', 'Fladeland', 'Gjovig', 'Reinke'],
    counties: [
      { name: 'McKenzie', town: 'Watford City', twp: [146, 153], rng: [95, 104], ns: 'N', ew: 'W', start: 'patent', from: [1905, 1915], office: 'Williston' },
      { name: 'Williams', town: 'Williston', twp: [154, 159], rng: [95, 103], ns: 'N', ew: 'W', start: 'patent', from: [1904, 1913], office: 'Williston' },
      { name: 'Dunn', town: 'Killdeer', twp: [143, 148], rng: [91, 97], ns: 'N', ew: 'W', start: 'patent', from: [1905, 1915], office: 'Dickinson' },
      { name: 'Mountrail', town: 'Stanley', twp: [151, 158], rng: [88, 94], ns: 'N', ew: 'W', start: 'patent', from: [1904, 1914], office: 'Minot' },
    ] },
  { code: 'NM', state: 'New Mexico', abbr: 'N.M.', pm: ['New Mexico Principal Meridian', 'N.M.P.M.'], clerk: 'County Clerk', texas: false, fedBank: 'The Federal Land Bank of Wichita',
    surnames: ['Baca', 'Chavez', 'Lucero', 'Montoya', 'Trujillo', 'Sandoval', 'Gallegos', 'Linam', 'Eidson', 'Bingham', 'Caudill', 'Medlin', 'Weir'],
    counties: [
      { name: 'Lea', town: 'Lovington', twp: [10, 26], rng: [32, 38], ns: 'S', ew: 'E', start: 'patent', from: [1910, 1924], office: 'Roswell' },
      { name: 'Eddy', town: 'Artesia', twp: [16, 26], rng: [21, 31], ns: 'S', ew: 'E', start: 'patent', from: [1908, 1922], office: 'Roswell' },
      { name: 'Chaves', town: 'Roswell', twp: [1, 16], rng: [19, 31], ns: 'S', ew: 'E', start: 'patent', from: [1907, 1920], office: 'Roswell' },
    ] },
  { code: 'TX', state: 'Texas', abbr: 'Tex.', pm: ['', ''], clerk: 'County Clerk', texas: true, fedBank: 'The Federal Land Bank of Houston',
    surnames: ['Echols', 'Fryar', 'Bostick', 'Currie', 'Hamlin', 'Woodard', 'Petty', 'Brazeal', 'Stallings', 'Crenshaw', 'Dorward', 'Gressett'],
    counties: [
      { name: 'Howard', town: 'Big Spring', twp: [1, 2], rng: [0, 0], ns: 'N', ew: 'W', start: 'railway', from: [1900, 1912], office: '' },
      { name: 'Martin', town: 'Stanton', twp: [1, 2], rng: [0, 0], ns: 'N', ew: 'W', start: 'railway', from: [1900, 1912], office: '' },
      { name: 'Borden', town: 'Gail', twp: [1, 2], rng: [0, 0], ns: 'N', ew: 'W', start: 'railway', from: [1902, 1914], office: '' },
    ] },
];
const COMMON = ['Tackett', 'Bledsoe', 'Hollis', 'Purcell', 'Ashby', 'Colvin', 'Dorsett', 'Eubanks', 'Gentry', 'Hagood', 'Ingram', 'Jernigan', 'Kimbrough', 'Lockett', 'Mabry', 'Nance', 'Overstreet', 'Pickens', 'Quarles', 'Rucker', 'Satterfield', 'Tidwell', 'Upchurch', 'Vick', 'Wofford', 'Yancey', 'Burkhalter', 'Cantrell', 'Duvall', 'Farris', 'Goforth', 'Hensley', 'Kilgore', 'Ledbetter', 'McWhorter', 'Odom', 'Pennington', 'Renfro', 'Shipley', 'Underwood', 'Whitaker', 'Womack', 'Coker', 'Dillard', 'Grubbs', 'Haney', 'Ivey', 'Jessup', 'Keener', 'Loveless'];
const FIRST_M = ['John', 'William', 'James', 'Charles', 'George', 'Thomas', 'Henry', 'Robert', 'Joseph', 'Edward', 'Frank', 'Walter', 'Harry', 'Albert', 'Arthur', 'Fred', 'Clarence', 'Roy', 'Earl', 'Lloyd', 'Floyd', 'Oscar', 'Herman', 'Ralph', 'Carl', 'Ernest', 'Elmer', 'Homer', 'Chester', 'Lester', 'Virgil', 'Otis', 'Claude', 'Harold', 'Raymond', 'Leonard', 'Kenneth', 'Donald', 'Gerald', 'Marvin', 'Melvin', 'Orville', 'Delbert', 'Vernon', 'Wilbur', 'Alvin', 'Emil', 'Samuel', 'Benjamin', 'Isaac'];
const FIRST_F = ['Mary', 'Anna', 'Emma', 'Elizabeth', 'Minnie', 'Margaret', 'Ida', 'Bertha', 'Clara', 'Alice', 'Annie', 'Florence', 'Bessie', 'Grace', 'Ethel', 'Edna', 'Mabel', 'Pearl', 'Hazel', 'Opal', 'Ruby', 'Lena', 'Myrtle', 'Viola', 'Nellie', 'Irene', 'Mildred', 'Frances', 'Dorothy', 'Helen', 'Ruth', 'Louise', 'Evelyn', 'Velma', 'Thelma', 'Gladys', 'Wanda', 'Juanita', 'Betty', 'Doris'];
const FIRST_M_NEW = ['Michael', 'David', 'Steven', 'Gary', 'Larry', 'Dennis', 'Randall', 'Mark', 'Jeffrey', 'Brian', 'Kevin', 'Douglas', 'Craig', 'Todd', 'Scott', 'Bradley', 'Jason', 'Travis', 'Cody', 'Dustin'];
const FIRST_F_NEW = ['Linda', 'Patricia', 'Susan', 'Deborah', 'Karen', 'Sharon', 'Donna', 'Cynthia', 'Brenda', 'Pamela', 'Teresa', 'Kimberly', 'Lisa', 'Tammy', 'Angela', 'Melissa', 'Amy', 'Jennifer', 'Stacy', 'Heather'];
const MIDDLE_M = ['Allen', 'Lee', 'Ray', 'Eugene', 'Wesley', 'Dean', 'Lewis', 'Franklin', 'Edward', 'Henry', 'Clifford', 'Arthur', 'Louis', 'Everett', 'Howard', 'Wayne', 'Leon', 'Russell', 'Grant', 'Milton'];
const MIDDLE_F = ['Mae', 'Louise', 'Marie', 'Jean', 'Ann', 'Belle', 'Fern', 'Irene', 'Pearl', 'Kay', 'Lynn', 'Sue', 'Ellen', 'Grace', 'Rose', 'June'];
const OFFICIAL_LAST = ['Abernathy', 'Brantley', 'Crowder', 'Dunagan', 'Eckert', 'Fullerton', 'Gresham', 'Hux', 'Isbell', 'Jolliff', 'Kuykendall', 'Loftis', 'Munsell', 'Norvell', 'Ostrander', 'Prather', 'Raley', 'Stinnett', 'Truax', 'Vandiver', 'Weatherford', 'Yoakum', 'Zumwalt', 'Birdsong', 'Castleberry'];
const OFFICIAL_FIRST = ['A. L.', 'R. W.', 'Opal', 'Edna M.', 'J. C.', 'Lorene', 'W. H.', 'Inez', 'T. R.', 'Maxine', 'C. E.', 'Lula', 'Glenn', 'Frances J.', 'D. B.'];
const NICK: Record<string, string> = { William: 'Wm.', Charles: 'Chas.', James: 'Jas.', Thomas: 'Thos.', George: 'Geo.', Joseph: 'Jos.', Benjamin: 'Benj.', Samuel: 'Saml.' };
const OIL: Array<[number, number, string, string]> = [
  [1912, 1955, 'Magnolia Petroleum Company', 'a Texas corporation'], [1912, 1960, 'The Carter Oil Company', 'a West Virginia corporation'],
  [1915, 1977, 'Skelly Oil Company', 'a Delaware corporation'], [1917, 2000, 'Phillips Petroleum Company', 'a Delaware corporation'],
  [1930, 1950, 'Sinclair Prairie Oil Company', 'a corporation'], [1931, 1957, 'Stanolind Oil and Gas Company', 'a Delaware corporation'],
  [1912, 1984, 'Gulf Oil Corporation', 'a Pennsylvania corporation'], [1920, 1965, 'Cities Service Oil Company', 'a Delaware corporation'],
  [1929, 1990, 'Continental Oil Company', 'a Delaware corporation'], [1920, 1970, 'The Pure Oil Company', 'an Ohio corporation'],
  [1925, 1975, 'Amerada Petroleum Corporation', 'a Delaware corporation'], [1912, 1960, 'Champlin Refining Company', 'a corporation'],
  [1957, 1981, 'Pan American Petroleum Corporation', 'a Delaware corporation'], [1955, 1969, 'Sunray DX Oil Company', 'a Delaware corporation'],
  [1945, 1973, 'Humble Oil & Refining Company', 'a Delaware corporation'], [1966, 1999, 'Mobil Oil Corporation', 'a New York corporation'],
  [1959, 2001, 'Texaco Inc.', 'a Delaware corporation'], [1955, 2005, 'Kerr-McGee Corporation', 'a Delaware corporation'],
  [1971, 1998, 'Amoco Production Company', 'a Delaware corporation'], [1960, 1988, 'Getty Oil Company', 'a Delaware corporation'],
  [1965, 1995, 'Woods Petroleum Corporation', 'a corporation'], [1970, 2008, 'Samson Resources Company', 'an Oklahoma corporation'],
  [1990, 2021, 'Continental Resources, Inc.', 'an Oklahoma corporation'], [1990, 2021, 'Marathon Oil Company', 'an Ohio corporation'],
  [1999, 2021, 'EOG Resources, Inc.', 'a Delaware corporation'], [1992, 2021, 'Devon Energy Production Company, L.P.', 'an Oklahoma limited partnership'],
  [2000, 2021, 'Chesapeake Exploration, L.L.C.', 'an Oklahoma limited liability company'], [1998, 2021, 'XTO Energy Inc.', 'a Delaware corporation'],
  [1995, 2021, 'Whiting Oil and Gas Corporation', 'a Delaware corporation'], [1985, 2021, 'Mewbourne Oil Company', 'a Texas corporation'],
  [2004, 2021, 'COG Operating LLC', 'a Delaware limited liability company'], [1997, 2021, 'Pioneer Natural Resources USA, Inc.', 'a Delaware corporation'],
  [1988, 2021, 'Cimarex Energy Co.', 'a Delaware corporation'], [2008, 2021, 'Oasis Petroleum North America LLC', 'a Delaware limited liability company'],
];
const ROYALTY = ['Plains Royalty Corporation', 'Wichita Royalty Company', 'Red Bed Royalties, Inc.', 'Great Plains Mineral Company', 'Sooner Royalty Company', 'Llano Estacado Royalty Co.', 'Prairie Dog Minerals, LLC', 'Big Muddy Mineral Partners, L.P.', 'Caprock Royalty Company', 'Mid-Plains Land and Royalty Company'];
const PIPE = ['Phillips Pipe Line Company', 'Cities Service Gas Company', 'Northern Natural Gas Company', 'El Paso Natural Gas Company', 'Permian Basin Pipeline Company', 'Montana-Dakota Utilities Co.', 'Kansas Power and Light Company', 'Southwestern Public Service Company', 'Oneok Field Services Company, L.L.C.', 'Western Farmers Electric Cooperative'];

// ---------- model ----------
interface Person {
  id: string; org: boolean; first: string; middle: string | null; last: string; suffix: string | null; female: boolean;
  spouse: string | null; dead: number | null; county: string; trust: string | null; immortal: boolean; children: string[];
  orgForms: string[]; orgDesc: string; deadEnd: boolean; lastAct: number; born: number;
}
interface LandTract {
  truth: ExpectedTract; key: string; kind: 'plss' | 'tp' | 'htc' | 'named';
  twp: number; rng: number; ns: string; ew: string; lots: number[] | null; metes: string; named: string;
}
interface Lease { holder: string; lessee0: string; lessors: string[]; joiners: string[]; date: number; book: string }
interface Farm { no: number; county: County; tracts: LandTract[]; fee: string[]; feeMin: number; min: Map<string, number>; roy: Map<string, number>; lease: Lease | null; start: number; last: number; lastFee: number; locked: boolean }
interface Unit { a: string; b?: string; bHolds?: boolean; aif?: string }
interface DLink { from: string; to: string; estate: Est; req: boolean; tracts: LandTract[] }
interface Draft {
  cat: DocCategory; text: string; exec: number | null; eff: number | null; ack: number | null; rec: number; death?: number;
  parties: Array<{ pid: string; role: Role; name: string }>; tracts: LandTract[]; links: DLink[]; estates: Est[]; fee: boolean;
}

/** One instrument's names: one written form per person, the parties in order of mention. */
class Ctx {
  parties: Array<{ pid: string; role: Role; name: string }> = [];
  private forms = new Map<string, string>();
  private officers = new Map<string, [string, string]>();
  /** The officer who signs and acknowledges for a company in this instrument (never a party). */
  officer(pid: string, mk: () => [string, string]): [string, string] {
    let o = this.officers.get(pid);
    if (!o) this.officers.set(pid, (o = mk()));
    return o;
  }
  constructor(readonly r: Rng, readonly people: Map<string, Person>, readonly caps: boolean) {}
  f(pid: string): string {
    let s = this.forms.get(pid);
    if (!s) {
      s = pickForm(this.people.get(pid)!, this.r);
      if (this.caps) s = s.toUpperCase();
      this.forms.set(pid, s);
    }
    return s;
  }
  n(pid: string, role: Role): string {
    const s = this.f(pid);
    if (!this.parties.some((p) => p.pid === pid)) this.parties.push({ pid, role, name: s });
    return s;
  }
  /** Index style, "SMITH, JOHN A., JR.". */
  idx(pid: string, role: Role): string {
    const s = this.n(pid, role);
    const p = this.people.get(pid)!;
    if (p.org) return s;
    const m = /^(.*?)(, (?:JR\.|SR\.|Jr\.|Sr\.))?$/.exec(s)!;
    const toks = m[1].split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${m[2] ?? ''}`;
  }
}

function pickForm(p: Person, r: Rng): string {
  if (p.org) return r.chance(0.65) ? p.orgForms[0] : r.pick(p.orgForms);
  const mi = p.middle ? `${p.middle[0]}. ` : '';
  const opts: Array<[string, number]> = [
    [`${p.first} ${mi}${p.last}`, 5],
    [p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`, 2],
    [`${p.first[0]}. ${mi}${p.last}`, p.female ? 0.4 : 2],
    [`${p.first} ${p.last}`, 1.3],
  ];
  if (NICK[p.first]) opts.push([`${NICK[p.first]} ${mi}${p.last}`, 0.8]);
  let u = r.next() * opts.reduce((s, o) => s + o[1], 0);
  let s = opts[0][0];
  for (const [f, w] of opts) {
    if ((u -= w) < 0) { s = f; break; }
  }
  return p.suffix ? `${s}, ${p.suffix}` : s;
}

function orgForms(full: string): string[] {
  const f = [full];
  if (/ Company(,|$)/.test(full)) f.push(full.replace(/ Company(,|$)/, ' Co.$1'));
  if (/ Corporation$/.test(full)) f.push(full.replace(/ Corporation$/, ' Corp.'));
  if (/, Inc\.$/.test(full)) f.push(full.replace(/, Inc\.$/, ' Inc.'));
  if (/^The /.test(full)) f.push(full.replace(/^The /, ''));
  return f;
}

// ---------- the generator ----------
export const heldoutD: HeldoutGenerator = (opts) => {
  const out: HeldoutPackage[] = [];
  for (let k = 1; k <= opts.packages; k++) out.push(buildPackage(opts.seed, k, opts.docsPerPackage));
  return out;
};

function buildPackage(seed: number, pkg: number, target: number): HeldoutPackage {
  const r = seededRng((seed * 7919 + pkg * 104729 + 4242) >>> 0);
  const area = AREAS[(seed + pkg - 1) % AREAS.length];
  const st = area.state;
  const ST = st.toUpperCase();
  const people = new Map<string, Person>();
  const P = (id: string) => people.get(id)!;
  const usedNames = new Set<string>();
  const orgByName = new Map<string, Person>();
  const brokers: string[] = [];
  const drafts: Draft[] = [];
  const gapsOut: Array<{ draft: Draft; tracts: LandTract[]; estate: Est; kind: GapKind }> = [];
  const cs = [...area.counties].sort(() => r.next() - 0.5);
  const primary = cs[0];
  const secondary = cs[1];
  const surnames = [...area.surnames, ...area.surnames, ...COMMON];
  let namesakes = r.chance(0.75) ? 1 + (r.chance(0.3) ? 1 : 0) : 0;
  const namesaked = new Set<string>();
  const official = () => `${r.pick(OFFICIAL_FIRST)} ${r.pick(OFFICIAL_LAST)}`;
  const mkOfficer = (): [string, string] => [official(), r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Land Manager'])];

  // ----- people -----
  function mkPerson(o: { female?: boolean; last?: string; first?: string; middle?: string | null; suffix?: string | null; year: number; county?: string; married?: boolean; same?: boolean; born?: number }): Person {
    const female = o.female ?? false;
    const born = o.born ?? o.year - 24 - r.int(28);
    const modern = born >= 1950;
    let first = '', middle: string | null = null, last = '';
    for (let i = 0; i < 40; i++) {
      first = o.first ?? r.pick(female ? (modern && r.chance(0.6) ? FIRST_F_NEW : FIRST_F) : modern && r.chance(0.6) ? FIRST_M_NEW : FIRST_M);
      middle = o.middle !== undefined ? o.middle : r.chance(0.8) ? r.pick(female ? MIDDLE_F : MIDDLE_M) : null;
      last = o.last ?? r.pick(surnames);
      const keys = [`${first} ${last}|${o.suffix ?? ''}`, `${first[0]} ${last}|${o.suffix ?? ''}`];
      if (o.same || keys.every((k) => !usedNames.has(k)) || i === 39) {
        for (const k of keys) usedNames.add(k);
        break;
      }
    }
    const p: Person = { id: `P${people.size + 1}`, org: false, first, middle, last, suffix: o.suffix ?? null, female, spouse: null, dead: null, county: o.county ?? primary.name, trust: null, immortal: false, children: [], orgForms: [], orgDesc: '', deadEnd: false, lastAct: 0, born };
    people.set(p.id, p);
    if (o.married) {
      const s = mkPerson({ female: !female, last, year: o.year, county: p.county, born: born + r.int(9) - 4 });
      s.spouse = p.id;
      p.spouse = s.id;
    }
    return p;
  }
  function mkOrg(full: string, desc: string): Person {
    const had = orgByName.get(full);
    if (had) return had;
    const p: Person = { id: `P${people.size + 1}`, org: true, first: '', middle: null, last: full, suffix: null, female: false, spouse: null, dead: null, county: '', trust: null, immortal: true, children: [], orgForms: orgForms(full), orgDesc: desc, deadEnd: false, lastAct: 0, born: 0 };
    people.set(p.id, p);
    orgByName.set(full, p);
    return p;
  }
  const oilCo = (t: number, not?: string) => {
    const y = yearOf(t);
    const c = OIL.filter((o) => o[0] <= y && y <= o[1] && (not == null || orgByName.get(o[2])?.id !== not));
    const known = c.filter((o) => orgByName.has(o[2]));
    const o = known.length && r.chance(0.4) ? r.pick(known) : r.pick(c);
    return mkOrg(o[2], o[3]);
  };
  const royaltyCo = (t: number) => {
    const n = r.pick(ROYALTY.filter((x) => yearOf(t) >= 1990 || !/LLC|L\.P\./.test(x)));
    return mkOrg(n, /L\.P\.$/.test(n) ? 'a Delaware limited partnership' : /LLC$/.test(n) ? 'a Delaware limited liability company' : r.pick(['a corporation', 'an Oklahoma corporation', 'a Delaware corporation', 'a Texas corporation']));
  };
  const bank = (t: number, c: County) => (yearOf(t) >= 1917 && r.chance(0.3) ? mkOrg(yearOf(t) < 1988 ? area.fedBank : area.texas ? 'Capital Farm Credit, FLCA' : 'Farm Credit Services of America, FLCA', 'a corporation') : mkOrg(r.pick([`The First National Bank of ${c.town}`, `${c.town} State Bank`, `Farmers State Bank of ${c.town}`]), 'a banking corporation')) ;
  const age = (pid: string, t: number) => yearOf(t) - P(pid).born;
  /** Alive at t: not yet dead, and (a person of no recorded death) under 96. */
  const alive = (pid: string, t: number) => {
    const p = P(pid);
    return p.dead != null ? p.dead > t : p.org || p.immortal || age(pid, t) < 96;
  };
  const holdsAny = (pid: string) => farms.some((f) => f.fee.includes(pid) || f.min.has(pid) || f.roy.has(pid) || f.lease?.holder === pid);
  function newBuyer(t: number, county: string): Person {
    const y = yearOf(t);
    if (namesakes > 0 && y >= 1930) {
      const c = [...people.values()].filter((p) => !p.org && !p.trust && !p.suffix && !p.female && !p.immortal && p.county !== county && p.lastAct > 0 && !namesaked.has(p.id));
      if (c.length) {
        const o = r.pick(c);
        namesakes--;
        const n = mkPerson({ first: o.first, last: o.last, middle: r.chance(0.5) ? o.middle : null, year: y, county, married: r.chance(0.8), same: true });
        namesaked.add(o.id).add(n.id);
        return n;
      }
    }
    return mkPerson({ female: r.chance(0.12), year: y, county, married: r.chance(0.65) });
  }
  function buyer(t: number, f: Farm, exclude: Set<string>): Unit[] {
    const y = yearOf(t);
    const u = r.next();
    if (u < 0.1 && y >= 1975) {
      const l = r.pick(surnames);
      const n = r.pick([`${l} Farms, Inc.`, `${l} Family Limited Partnership`, `${f.county.name} Land & Cattle Company`, `${l} Ranch, LLC`]);
      return [{ a: mkOrg(n, /Partnership/.test(n) ? `a ${st} limited partnership` : /LLC/.test(n) ? `a ${st} limited liability company` : r.pick(['a corporation', `a ${st} corporation`])).id }];
    }
    if (u < 0.18 && y >= 1972) {
      const p = mkPerson({ female: r.chance(0.3), year: y, county: f.county.name });
      p.trust = r.pick([`${p.last} Family Trust`, `${p.last} Revocable Living Trust dated ${longDate(t - 400 - r.int(3000), r)}`, `${p.first} ${p.last} Trust`]);
      p.immortal = true;
      return [{ a: p.id }];
    }
    if (u < 0.36) {
      const c = [...people.values()].filter((p) => !p.org && !p.trust && !p.deadEnd && !p.immortal && alive(p.id, t) && age(p.id, t) >= 25 && age(p.id, t) <= 66 && !exclude.has(p.id) && holdsAny(p.id));
      if (c.length) {
        const p = r.pick(c);
        const s = p.spouse && alive(p.spouse, t) && !exclude.has(p.spouse) && r.chance(0.5) ? p.spouse : undefined;
        return [{ a: p.id, b: s, bHolds: true }];
      }
    }
    const p = newBuyer(t, r.chance(0.8) ? f.county.name : secondary.name);
    return [{ a: p.id, b: p.spouse && r.chance(0.5) ? p.spouse : undefined, bHolds: true }];
  }
  const members = (u: Unit) => (u.b ? [u.a, u.b] : [u.a]);
  const receivers = (us: Unit[]) => us.flatMap((u) => (u.b && u.bHolds ? [u.a, u.b] : [u.a]));
  /** Grantor-side units of a holding group: couples who both hold, spouses who join, the rest alone. */
  function unitsOf(holders: string[], t: number, joinP = 0.85): Unit[] {
    const out: Unit[] = [];
    const done = new Set<string>();
    for (const h of holders) {
      if (done.has(h)) continue;
      done.add(h);
      const p = P(h);
      if (p.org || p.trust) { out.push({ a: h }); continue; }
      const s = p.spouse;
      if (s && holders.includes(s)) {
        done.add(s);
        out.push(p.female ? { a: s, b: h, bHolds: true } : { a: h, b: s, bHolds: true });
      } else if (s && alive(s, t) && r.chance(joinP)) out.push({ a: h, b: s, bHolds: false });
      else out.push({ a: h, aif: r.chance(0.06) ? official() : undefined });
    }
    return out;
  }
  function unitText(ctx: Ctx, u: Unit, role: Role, t: number): string {
    const pa = P(u.a);
    const A = ctx.n(u.a, role);
    if (pa.org) return r.chance(0.5) ? `${A}, ${pa.orgDesc}` : A;
    if (pa.trust) return `${A}${r.pick([`, Trustee of the ${pa.trust}`, `, as Trustee of the ${pa.trust}`, `, Trustee under the ${pa.trust}`, ', Trustee'])}`;
    if (u.b) {
      const B = ctx.n(u.b, role);
      if (!pa.female) return u.bHolds ? r.pick([`${A} and ${B}, husband and wife`, `${A} and wife, ${B}`, `${A} and ${B}, husband and wife, as joint tenants`]) : r.pick([`${A} and wife, ${B}`, `${A}, joined by his wife, ${B}`, `${A} et ux, ${B}`, `${A} and ${B}, his wife`]);
      return u.bHolds ? r.pick([`${A} and ${B}, wife and husband`, `${A} and husband, ${B}`]) : r.pick([`${A}, joined pro forma by her husband, ${B}`, `${A} and husband, ${B}`, `${A} et vir, ${B}`]);
    }
    const sp = pa.spouse;
    const to = ['grantee', 'lessee', 'assignee', 'heir', 'other'].includes(role);
    const d = sp && !alive(sp, t) ? (pa.female ? 'a widow' : 'a widower') : sp ? (to ? (pa.female ? 'a married woman' : 'a married man') : pa.female ? 'a married woman dealing in her sole and separate property' : 'a married man dealing in his sole and separate property') : r.pick(pa.female ? ['a single woman', 'a feme sole', 'an unmarried woman'] : ['a single man', 'an unmarried man', 'a single person']);
    const base = r.chance(to ? 0.5 : 0.75) ? `${A}, ${d}` : A;
    return u.aif && !to ? `${base}, by ${u.aif}, ${pa.female ? 'her' : 'his'} attorney-in-fact` : base;
  }
  const sideText = (ctx: Ctx, us: Unit[], role: Role, t: number) => {
    const xs = us.map((u) => unitText(ctx, u, role, t));
    return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join('; ')}; and ${xs[xs.length - 1]}`;
  };
  const residence = (us: Unit[]) => {
    const p = P(us[0].a);
    return p.org || !r.chance(0.4) ? '' : `, of ${p.county} County, ${st}`;
  };
  function sigs(ctx: Ctx, us: Unit[]): string {
    const out: string[] = [];
    for (const u of us) {
      const p = P(u.a);
      if (p.org) {
        const [on, ot] = ctx.officer(u.a, mkOfficer);
        out.push(`${ctx.f(u.a).toUpperCase()}\nBy: ${r.chance(0.5) ? '/s/ ' : '______________________ '}${on}, ${ot}`);
        continue;
      }
      for (const m of members(u)) {
        const nm = ctx.f(m);
        if (u.aif && m === u.a) out.push(`${nm.toUpperCase()}, by ${u.aif}, Attorney-in-Fact`);
        else out.push(r.chance(0.5) ? `/s/ ${nm}` : `______________________________\n${nm.toUpperCase()}${P(m).trust ? ', Trustee' : ''}`);
      }
    }
    return out.join('\n');
  }
  function ack(ctx: Ctx, us: Unit[], d: number, c: County): string {
    const y = yearOf(d);
    const persons = us.filter((u) => !P(u.a).org).flatMap((u) => members(u).map((m) => ctx.f(m)));
    const org = us.find((u) => P(u.a).org);
    const head = r.chance(0.5) ? `STATE OF ${ST} )\n                  ) ss.\nCOUNTY OF ${c.name.toUpperCase()} )` : `STATE OF ${ST}, County of ${c.name}, ss.`;
    const who = persons.length <= 1 ? persons.join('') : `${persons.slice(0, -1).join(', ')} and ${persons[persons.length - 1]}`;
    const notary = `${official()}, Notary Public`;
    const exp = r.chance(0.6) ? `\nMy commission expires ${numDate(d + 300 + r.int(1100), r)}.` : '';
    let body: string;
    if (org && !persons.length) {
      const [off, title] = ctx.officer(org.a, mkOfficer);
      body = y >= 1985 && r.chance(0.6)
        ? `This instrument was acknowledged before me on ${longDate(d, r)}, by ${off}, ${title} of ${ctx.f(org.a)}, on behalf of said ${/L\.?L\.?C/i.test(ctx.f(org.a)) ? 'company' : /L\.P\./.test(ctx.f(org.a)) ? 'partnership' : 'corporation'}.`
        : `Before me, the undersigned, a Notary Public in and for said County and State, on this ${dayOf(d, r)}, personally appeared ${off}, to me known to be the identical person who subscribed the name of the maker thereof to the foregoing instrument as its ${title}, and acknowledged to me that he executed the same as his free and voluntary act and deed and as the free and voluntary act and deed of such corporation, for the uses and purposes therein set forth.`;
    } else if (y >= 1985 && r.chance(0.7)) body = `This instrument was acknowledged before me on ${longDate(d, r)}, by ${who}.`;
    else if (area.code === 'OK') body = `Before me, the undersigned, a Notary Public, in and for said County and State, on this ${dayOf(d, r)}, personally appeared ${who}, to me known to be the identical person(s) who executed the within and foregoing instrument, and acknowledged to me that they executed the same as their free and voluntary act and deed for the uses and purposes therein set forth.`;
    else if (area.code === 'KS') body = `BE IT REMEMBERED, That on this ${dayOf(d, r)}, before me, the undersigned, a Notary Public in and for the County and State aforesaid, came ${who}, who are personally known to me to be the same person(s) who executed the within instrument of writing, and such person(s) duly acknowledged the execution of the same.`;
    else if (area.code === 'ND') body = `On this ${dayOf(d, r)}, before me, a Notary Public within and for said County and State, personally appeared ${who}, known to me to be the person(s) described in and who executed the within and foregoing instrument, and acknowledged to me that they executed the same.`;
    else if (area.code === 'NM') body = `The foregoing instrument was acknowledged before me this ${dayOf(d, r)}, by ${who}.`;
    else body = `BEFORE ME, the undersigned authority, on this day personally appeared ${who}, known to me to be the person(s) whose name(s) are subscribed to the foregoing instrument, and acknowledged to me that they executed the same for the purposes and consideration therein expressed.\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${dayOf(d, r)}.`;
    return `${head}\n${body}\n\n${notary}${exp}`;
  }
  function stamp(rec: number, c: County, series: string): string {
    const [y, m, d] = ymd(rec);
    const key = /Oil/.test(series) ? 'og' : /Misc/.test(series) ? 'misc' : /Trust|Mortgage/.test(series) ? 'mtg' : /Probate/.test(series) ? 'prob' : 'deed';
    const ser = (area.texas ? { og: 'Oil and Gas', misc: 'Official Public', mtg: 'Deed of Trust', prob: 'Probate', deed: 'Deed' } : { og: 'Oil and Gas Leases', misc: 'Miscellaneous Records', mtg: 'Mortgages', prob: 'Deeds', deed: 'Deeds' })[key];
    const book = String(Math.max(1, Math.round((y - 1890) * (6 + c.name.length / 3)) + r.int(4)));
    const page = String(1 + r.int(640));
    const hr = r.pick([8, 9, 9, 10, 10, 11, 1, 1, 2, 3, 3, 4]);
    const time = `${hr}:${String(r.int(60)).padStart(2, '0')}`;
    const ap = hr >= 8 ? 'A.M.' : 'P.M.';
    const clerk = official();
    if (y >= 1988 && r.chance(0.75)) {
      const no = `${y}-${String(100 + r.int(19000)).padStart(6, '0')}`;
      return r.pick([
        `${c.name.toUpperCase()} COUNTY ${area.clerk.toUpperCase()}\nInstrument # ${no}\nRecorded ${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y} ${time} ${ap.replace(/\./g, '')}\nBook ${book} Page ${page}\nFees: $${18 + r.int(40)}.00`,
        `Doc No. ${no}  Filed for record ${longDate(rec, r)} at ${time} ${ap}  ${clerk}, ${area.clerk}, ${c.name} County, ${st}`,
      ]);
    }
    if (area.texas) {
      const rd = rec + 1 + r.int(9);
      return `FILED FOR RECORD the ${dayOf(rec, r)}, at ${time} o'clock ${ap}\nRECORDED the ${dayOf(rd, r)}, in Volume ${book}, Page ${page}, ${ser} Records of ${c.name} County, Texas.\n${clerk}, County Clerk, ${c.name} County, Texas\nBy ${official()}, Deputy`;
    }
    return r.pick([
      `STATE OF ${ST}, ${c.name} County, ss. This instrument was filed for record on the ${dayOf(rec, r)}, at ${time} o'clock ${ap}, and duly recorded in Book ${book} of ${ser}, at Page ${page}.\n${clerk}, ${area.clerk}\nBy ${official()}, Deputy`,
      `Filed for record ${longDate(rec, r)} at ${time} ${ap}; recorded in Book ${book}, Page ${page}. ${clerk}, ${area.clerk}.`,
      `I hereby certify that the within instrument was filed in this office for record on ${numDate(rec, r)} at ${time} o'clock ${ap} and was duly recorded in Book ${book} of ${ser} on page ${page}.\n${clerk}, ${area.clerk}, ${c.name} County, ${area.abbr}`,
    ]);
  }

  // ----- land -----
  const usedSecs = new Set<string>();
  const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
  const ALIQ: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['N/2', 320], ['S/2', 320], ['E/2', 320], ['W/2', 320], ['N/2 NE/4', 80], ['S/2 NW/4', 80], ['E/2 SW/4', 80], ['W/2 SE/4', 80], ['NE/4 NE/4', 40], ['SW/4 NE/4', 40], ['N/2 SE/4', 80], ['E/2 NE/4', 80], ['W/2 NW/4', 80]];
  function mkTract(c: County, pairWith?: LandTract): LandTract {
    const base: ExpectedTract = { state: area.code, county: c.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
    if (area.texas) {
      const u = r.next();
      if (u < 0.3 && !pairWith) {
        const acres = r.pick([80, 100, 120, 160, 177.5, 200, 240]);
        const sv = `${r.chance(0.4) ? `${r.pick(FIRST_M)[0]}. ${r.pick(MIDDLE_M)[0]}.` : r.pick(FIRST_M)} ${r.pick(surnames)}`;
        const side = Math.round(Math.sqrt(acres * 5645.4));
        const corner = r.pick(['a stone mound', 'an iron rod', 'a 1/2 inch iron pipe', 'a cedar post']);
        const metes = `BEGINNING at ${corner} set for the ${r.pick(['Northwest', 'Southwest', 'Northeast'])} corner of this tract; THENCE East ${side} varas to ${r.pick(['a stake', 'an iron rod'])} for corner; THENCE South ${side} varas to a stake for corner; THENCE West ${side} varas to a stake for corner; THENCE North ${side} varas to the PLACE OF BEGINNING.`;
        return { truth: { ...base, survey: `${sv} Survey`, abstract: String(10 + r.int(980)), acres }, key: '', kind: 'named', twp: 0, rng: 0, ns: '', ew: '', lots: null, metes, named: sv };
      }
      const tp = pairWith ? pairWith.kind === 'tp' : u < 0.75;
      let sec = 0, blk = 0;
      for (let i = 0; i < 50; i++) {
        sec = pairWith ? Number(pairWith.truth.section) + 1 + i : 1 + r.int(tp ? 48 : 60);
        blk = pairWith ? Number(pairWith.truth.block ?? 0) : 30 + r.int(7);
        if (!usedSecs.has(`${c.name}|${blk}|${sec}`)) break;
      }
      usedSecs.add(`${c.name}|${blk}|${sec}`);
      const [aliq, ac] = r.pick<[string, number]>([['ALL', 640], ['ALL', 640], ['N/2', 320], ['S/2', 320], ['E/2', 320], ['W/2', 320], ['NE/4', 160], ['SW/4', 160]]);
      const twp = tp && (pairWith ? pairWith.truth.township : r.chance(0.5) ? r.pick(['1N', '1S', '2N', '2S']) : null);
      const hasBlock = tp || (pairWith ? pairWith.truth.block != null : r.chance(0.5));
      const stated = pairWith ? pairWith.truth.acres != null : r.chance(0.6);
      return { truth: { ...base, section: String(sec), township: twp || null, aliquot: aliq, survey: tp ? 'T&P RR Co. Survey' : 'H&TC RR Co. Survey', abstract: String(100 + r.int(1700)), block: hasBlock ? String(blk) : null, acres: stated ? ac : null }, key: '', kind: tp ? 'tp' : 'htc', twp: 0, rng: 0, ns: '', ew: '', lots: null, metes: '', named: '' };
    }
    let tw = 0, rg = 0, sec = 0;
    let lots: number[] | null = null;
    let aliq = '';
    let acres = 0;
    const wantLots = r.chance(0.25);
    for (let i = 0; i < 60; i++) {
      tw = pairWith ? pairWith.twp : c.twp[0] + r.int(c.twp[1] - c.twp[0] + 1);
      rg = pairWith ? pairWith.rng : c.rng[0] + r.int(c.rng[1] - c.rng[0] + 1);
      sec = wantLots ? (r.chance(0.5) ? r.pick([1, 2, 3, 4, 5]) : r.pick([7, 18, 19, 30, 31])) : pairWith ? ((Number(pairWith.truth.section) + i) % 36) + 1 : 1 + r.int(36);
      if (!usedSecs.has(`${tw}|${rg}|${sec}`)) break;
    }
    usedSecs.add(`${tw}|${rg}|${sec}`);
    if (wantLots) {
      const north = sec <= 5;
      const v = r.int(3);
      if (v === 2) { lots = [4]; aliq = north ? 'SW/4 NW/4' : 'SE/4 SW/4'; acres = (7000 + r.int(1800)) / 100; }
      else { lots = v === 0 ? [1, 2] : [3, 4]; aliq = north ? (v === 0 ? 'S/2 NE/4' : 'S/2 NW/4') : v === 0 ? 'E/2 NW/4' : 'E/2 SW/4'; acres = (14800 + r.int(2400)) / 100; }
    } else [aliq, acres] = r.pick(ALIQ);
    const stated = pairWith ? pairWith.truth.acres != null : r.chance(lots ? 0.75 : 0.55);
    return { truth: { ...base, section: String(sec), township: `${tw}${c.ns}`, range: `${rg}${c.ew}`, aliquot: aliq, lot: lots ? lots.join(', ') : null, acres: stated ? acres : null }, key: '', kind: 'plss', twp: tw, rng: rg, ns: c.ns, ew: c.ew, lots, metes: '', named: '' };
  }
  const fmtAc = (a: number) => (Number.isInteger(a) ? (r.chance(0.25) ? `${a}.00` : String(a)) : a.toFixed(2));
  function acresPh(a: number | null, wordsOnly = false): string {
    if (a == null) return '';
    if (wordsOnly) {
      const i = Math.floor(a);
      const h = Math.round((a - i) * 100);
      return `, containing ${words(i)} acres${h ? ` and ${words(h)} hundredths of an acre` : ''}`;
    }
    const s = fmtAc(a);
    return r.pick([`, containing ${s} acres, more or less`, ` (${s} acres)`, `, ${s} acres, more or less`, `, containing ${s} acres`]);
  }
  const aliqW = (a: string) => a.split(' ').map((p) => { const [d, q] = p.split('/'); return `${DIRW[d]} ${q === '2' ? 'Half' : 'Quarter'}`; }).join(' of the ');
  function aliqF(a: string, v: number): string {
    const ps = a.split(' ');
    if (v === 1) return ps.join('');
    if (v === 2) return ps.map((p) => p.replace('/', '1/')).join('');
    if (v === 3) return ps.map((p) => p.replace('/2', '½').replace('/4', '¼')).join(' ');
    return a;
  }
  function land(t: LandTract, mode: 'w' | 'f' | 'lw'): string {
    const a = t.truth.aliquot!;
    const fv = r.int(4);
    const al = mode === 'w' ? `the ${aliqW(a)} (${aliqF(a, r.int(2))})` : mode === 'lw' ? `the ${aliqW(a).toLowerCase()}` : `${r.chance(0.4) ? 'the ' : ''}${aliqF(a, fv)}`;
    if (!t.lots) return mode === 'w' ? al[0].toUpperCase() + al.slice(1) : al;
    const L = t.lots;
    const lw = L.length === 1 ? (mode === 'w' ? `Lot ${Cap(words(L[0]))} (${L[0]})` : mode === 'lw' ? `lot ${words(L[0])}` : `Lot ${L[0]}`)
      : mode === 'w' ? `Lots ${L.map((n) => `${Cap(words(n))} (${n})`).join(' and ')}` : mode === 'lw' ? `lots ${L.map(words).join(' and ')}` : `Lots ${L.join(r.pick([' and ', ' & ', ', ']))}`;
    return `${lw}${r.pick([' and ', ', '])}${al.startsWith('the ') || mode !== 'f' ? al : `the ${al}`}`;
  }
  function plssLine(t: LandTract, v: number, withCounty: boolean): string {
    const T = t.truth;
    const sec = Number(T.section);
    const NS = DIRW[t.ns], EW = DIRW[t.ew];
    const co = withCounty ? r.pick([`, ${T.county} County, ${st}`, ` in ${T.county} County, ${st}`, `, ${T.county} Co., ${area.abbr}`]) : '';
    const [pmL, pmS] = area.pm;
    switch (v) {
      case 0: return `${land(t, 'w')} of Section ${Cap(words(sec))} (${sec}), Township ${Cap(words(t.twp))} (${t.twp}) ${NS}, Range ${Cap(words(t.rng))} (${t.rng}) ${EW} of the ${pmL}${co}${acresPh(T.acres)}`;
      case 1: return `${land(t, 'f')} of Sec. ${sec}, T${t.twp}${t.ns}, R${t.rng}${t.ew}, ${pmS}${co}${acresPh(T.acres)}`;
      case 2: return `${land(t, 'f')} of ${r.chance(0.3) ? 'Sec. ' : ''}${sec}-${t.twp}${t.ns}-${t.rng}${t.ew}${co}${acresPh(T.acres)}`;
      case 3: return `Township ${t.twp} ${NS}, Range ${t.rng} ${EW}, ${pmS}\n   Section ${sec}: ${land(t, 'f')}${co}${acresPh(T.acres)}`;
      case 4: return `${land(t, 'lw')} of section ${words(sec)} in township ${words(t.twp)} ${NS.toLowerCase()} of range ${words(t.rng)} ${EW.toLowerCase()} of the ${pmL}${co}${acresPh(T.acres, true)}`;
      default: return `${land(t, 'f')} of Section ${sec}, T. ${t.twp} ${t.ns}., R. ${t.rng} ${t.ew}., ${pmS}${co}${acresPh(T.acres)}`;
    }
  }
  function txLine(t: LandTract, v: number, withCounty: boolean): string {
    const T = t.truth;
    const co = withCounty ? r.pick([`, ${T.county} County, Texas`, ` in ${T.county} County, Texas`]) : '';
    const ab = r.pick([`Abstract No. ${T.abstract}`, `A-${T.abstract}`, `Abst. ${T.abstract}`, `Abstract ${T.abstract}`]);
    if (t.kind === 'named') {
      return r.chance(0.5)
        ? `${fmtAc(T.acres!)} acres of land, more or less, out of the ${T.survey}, ${ab}${co}, described by metes and bounds as follows: ${t.metes}`
        : `All that certain tract or parcel of land lying and being situated${co || ` in ${T.county} County, Texas`}, out of the ${t.named} Survey, ${ab}, containing ${fmtAc(T.acres!)} acres, more or less, and being more particularly described as follows: ${t.metes}`;
    }
    const sv = t.kind === 'tp' ? r.pick(['T&P RR Co. Survey', 'T. & P. Ry. Co. Survey', 'Texas & Pacific Railway Company Survey', 'T&P Ry. Co. Survey', 'T. & P. RR. Co. Survey']) : r.pick(['H.&T.C. RR Co. Survey', 'H&TC RR Co. Survey', 'H. & T. C. Ry. Co. Survey', 'Houston & Texas Central Railroad Company Survey']);
    const sec = T.section!;
    const a = T.aliquot!;
    const part = a === 'ALL' ? r.pick(['All of ', 'All of ', '']) : v === 0 ? `The ${aliqW(a)} (${a}) of ` : `the ${aliqF(a, r.int(3))} of `;
    const tw = T.township ? `, ${r.pick([`Township ${T.township[0]} ${DIRW[T.township[1]]}`, `T-${T.township[0]}-${T.township[1]}`, `T${T.township}`])}` : '';
    const blk = T.block ? `, Block ${v === 0 ? `${Cap(words(Number(T.block)))} (${T.block})` : T.block}` : '';
    const ac = acresPh(T.acres);
    if (t.kind === 'htc' && r.chance(0.5)) return `${part}the ${sv} No. ${sec}${blk}, ${ab}${co}${ac}`;
    return `${part}Section ${v === 0 ? `${Cap(words(Number(sec)))} (${sec})` : sec}${blk}${tw}, ${sv}, ${ab}${co}${ac}`;
  }
  /** The land of an instrument: the phrase after "situated in", the description, and whether the description leaves the county out. */
  function describe(ts: LandTract[], patentWords = false): { where: string; body: string; needWhere: boolean } {
    const counties = [...new Set(ts.map((t) => t.truth.county))];
    const one = counties.length === 1;
    const v = patentWords ? 4 : r.int(6);
    const withCounty = !one || r.chance(area.texas ? 0.7 : 0.35) || (v === 0 && r.chance(0.5));
    const where = one ? r.pick([`${counties[0]} County, State of ${st}`, `the County of ${counties[0]}, State of ${st}`, `${counties[0]} County, ${st}`]) : `the State of ${st}`;
    const lines = ts.map((t) => (area.texas ? txLine(t, v % 3, withCounty) : plssLine(t, v, withCounty)));
    let body: string;
    if (lines.length === 1) body = lines[0];
    else if (patentWords) body = lines.join(', and ');
    else {
      const j = r.int(3);
      body = j === 0 ? lines.map((l, i) => `Tract ${i + 1}: ${l}`).join('\n') : j === 1 ? lines.join(';\nand\n') : lines.join('\n');
    }
    return { where, body, needWhere: !withCounty };
  }
  const shortLand = (ts: LandTract[]) => ts.map((t) => (area.texas ? txLine(t, 1, true) : plssLine(t, r.pick([1, 2]), true))).join('; ');

  // ----- farms -----
  const nFarms = Math.max(3, Math.min(7, Math.round(target / 13)));
  const farms: Farm[] = [];
  for (let i = 0; i < nFarms; i++) {
    const c = i < 2 || r.chance(0.6) ? primary : secondary;
    const t1 = mkTract(c);
    const ts = [t1];
    if (t1.kind !== 'named' && r.chance(0.35)) ts.push(mkTract(c, t1));
    for (const t of ts) t.key = tractKey(t.truth);
    const start = dn(c.from[0] + r.int(c.from[1] - c.from[0] + 1), 1 + r.int(12), 1 + r.int(28));
    farms.push({ no: i + 1, county: c, tracts: ts, fee: [], feeMin: 1, min: new Map(), roy: new Map(), lease: null, start, last: start, lastFee: start, locked: false });
  }

  // ----- drafts -----
  function draft(cat: DocCategory, ctx: Ctx, text: string, tracts: LandTract[], d: { exec: number | null; ack: number | null; rec: number; eff?: number | null; death?: number }, estates: Est[], fee: boolean): Draft {
    const x: Draft = { cat, text, exec: d.exec, ack: d.ack, rec: d.rec, eff: d.eff ?? null, parties: ctx.parties, tracts, links: [], estates, fee };
    if (d.death != null) x.death = d.death;
    for (const p of ctx.parties) if (!(cat === 'release_of_lease' && p.role === 'lessor')) P(p.pid).lastAct = Math.max(P(p.pid).lastAct, d.eff ?? d.exec ?? d.rec);
    drafts.push(x);
    return x;
  }
  const dates = (t: number, o: { noExec?: boolean; ack?: boolean; lag?: number } = {}) => {
    const exec = o.noExec ? null : t;
    const ack = o.ack === false ? null : t + r.pick([0, 0, 0, 0, 1, 1, 2, 3, 6]);
    const rec = (ack ?? t) + 1 + r.int(o.lag ?? 20);
    return { exec, ack, rec };
  };
  function linkSides(x: Draft, from: Unit[], to: Unit[], holders: Set<string>, est: Est, tracts: LandTract[]) {
    for (const u of from) for (const m of members(u)) for (const tm of receivers(to)) x.links.push({ from: m, to: tm, estate: est, req: holders.has(m), tracts });
  }

  /** A conveyance of the generic kind: deeds, mineral and royalty deeds, easements, mortgages. */
  function conveyanceText(ctx: Ctx, o: { remarks?: string[]; cat: DocCategory; title: string; code: string; gU: Unit[]; eU: Unit[]; gRole: Role; eRole: Role; labels?: [string, string]; ts: LandTract[]; grant: string; interest: string; after: string[]; warranty: string; t: number; d: { exec: number | null; ack: number | null; rec: number }; series: string; extra?: string }): string {
    const { t, d } = o;
    const y = yearOf(t);
    const c = farmsOf(o.ts)[0].county;
    const [gLab, eLab] = o.labels ?? ['grantor', 'grantee'];
    const deedLike = ['warranty_deed', 'special_warranty_deed', 'quitclaim_deed', 'mineral_deed', 'royalty_deed'].includes(o.cat);
    const amt = (2 + r.int(60)) * (y < 1950 ? 100 : y < 1980 ? 500 : 2500);
    const cons = r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'the sum of One Dollar ($1.00) and other valuable considerations', `the sum of ${Cap(words(amt))} Dollars ($${amt.toLocaleString('en-US')}.00)`, 'Ten and No/100 Dollars and other good and valuable consideration']);
    const styles = ['kam', 'kam', 'indenture', 'exhibit', ...(o.extra ? [] : ['summary']), ...(deedLike ? ['recital', 'summary'] : [])];
    const style = y >= 1975 && r.chance(0.3) ? 'modern' : r.pick(styles);
    const U = (s: string) => s[0].toUpperCase() + s.slice(1);
    if (style === 'summary') {
      const G = o.gU.flatMap((u) => members(u).map((m) => ctx.idx(m, o.gRole))).join(' & ');
      const E = o.eU.flatMap((u) => receivers([u]).map((m) => ctx.idx(m, o.eRole))).join(' & ');
      const hw = o.gU.some((u) => u.b) ? r.pick([', h/w', ' (h&w)', '']) : '';
      const lines = [`Inst: ${o.code}${' '.repeat(12)}${r.pick(['Bk', 'Book'])} ${10 + r.int(900)} ${r.pick(['Pg', 'Page'])} ${1 + r.int(600)}`, `Dated: ${d.exec != null ? numDate(d.exec, r) : '(none)'}${d.ack != null ? `   Ack: ${numDate(d.ack, r)}` : ''}   Filed: ${numDate(d.rec, r)}`, `${U(gLab)}: ${G}${hw}`, `${U(eLab)}: ${E}`, `Cons: ${r.pick(['$10.00 & o.v.c.', '$1.00 o.g.&v.c.', `$${(5 + r.int(90)) * 100}.00`])}`, `Desc: ${shortLand(o.ts)}`];
      if (o.interest) lines.push(`Int: ${o.interest.replace(/ in and to.*$| royalty interest in.*$| in all oil.*$/, '')}`);
      for (const a of o.remarks ?? o.after) lines.push(`Remarks: ${a}`);
      return lines.join('\n');
    }
    const L = describe(o.ts);
    const G = sideText(ctx, o.gU, o.gRole, t);
    const E = sideText(ctx, o.eU, o.eRole, t);
    const plural = o.gU.length > 1 || o.gU.some((u) => u.b);
    const gl = plural ? `${U(gLab)}s` : U(gLab);
    const el = U(eLab);
    const descPart = style === 'exhibit' ? `the lands described in Exhibit "A" attached hereto and made a part hereof, situated in ${L.where}.\n` : `the following described ${r.pick(['real estate', 'land', 'lands and premises'])} situated in ${L.where}, to-wit:\n\n${L.body}\n`;
    const after = o.after.map((a) => `\n${a}`).join('');
    const extra = o.extra ? `\n${o.extra}\n` : '';
    const dated = d.exec == null ? '' : r.pick([`Signed and delivered this ${dayOf(d.exec, r)}.`, `IN WITNESS WHEREOF, the said ${gl.toLowerCase()} ${plural ? 'have' : 'has'} hereunto set ${plural ? 'their hands' : 'his hand'} this ${dayOf(d.exec, r)}.`, `Dated ${longDate(d.exec, r)}.`, `EXECUTED this ${dayOf(d.exec, r)}.`]);
    const sig = sigs(ctx, o.gU);
    const ak = d.ack != null ? `${ack(ctx, o.gU, d.ack, c)}\n\n` : '';
    const exhibit = style === 'exhibit' ? `EXHIBIT "A"\nAttached to and made a part of that certain ${o.title.toLowerCase()} from ${o.gU.map((u) => ctx.f(u.a)).join(', ')}, as ${gLab}, to ${o.eU.map((u) => ctx.f(u.a)).join(', ')}, as ${eLab}\n\n${L.body}\n\n` : '';
    const st0 = stamp(d.rec, c, o.series);
    const habendum = o.cat === 'easement' || o.cat === 'deed_of_trust' ? '' : 'TO HAVE AND TO HOLD the above described premises, together with all and singular the improvements and appurtenances thereto belonging, unto the said grantee, its or their heirs, successors and assigns forever. ';
    if (style === 'modern') {
      return `${o.title}\n\nDate: ${d.exec != null ? longDate(d.exec, r) : '____________'}\n\n${U(gLab)}: ${G}\n${U(gLab)}'s Mailing Address: ${r.pick([`${100 + r.int(2900)} Main Street`, `${1000 + r.int(9000)} County Road ${1 + r.int(400)}`, `Rural Route ${1 + r.int(6)}, Box ${10 + r.int(300)}`, `P.O. Box ${10 + r.int(2000)}`])}, ${c.town}, ${st}\n\n${el}: ${E}\n${extra}\nConsideration: ${cons}.\n\nProperty (including any improvements): ${o.interest ? `${o.interest} ` : ''}${L.body}${L.needWhere ? `, ${L.where}` : ''}\n\nReservations from Conveyance: ${o.after.length ? o.after.join(' ') : 'None.'}\n\nExceptions to Conveyance and Warranty: Easements, rights-of-way and prior reservations of record, if any.\n\n${U(gLab)}, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, ${{ quitclaim_deed: 'quitclaims and releases', easement: 'grants a right of way and easement over', deed_of_trust: /trust/i.test(o.title) ? 'grants, sells and conveys in trust' : 'mortgages' }[o.cat as 'easement'] ?? 'grants, sells and conveys'} the Property to ${el}. ${o.warranty}\n\n${sig}\n\n${ak}${st0}`;
    }
    if (style === 'recital') {
      return `${o.title}\n\nThe land: ${L.body}${L.needWhere ? ` (${L.where})` : ''}\n\nWHEREAS, ${G}${residence(o.gU)} (herein called "${gl}") ${plural ? 'are' : 'is'} the owner${plural ? 's' : ''} of the land described above; and\n\nWHEREAS, ${E} (herein called "${el}") desire${receivers(o.eU).length > 1 ? '' : 's'} to acquire ${o.interest ? 'an interest therein' : 'the same'};\n\nNOW, THEREFORE, for and in consideration of ${cons}, ${gl} ${o.grant} unto ${el} ${o.interest ? `${o.interest} ` : ''}the land described above.${after}\n\n${o.warranty}\n${extra}\n${dated}\n\n${sig}\n\n${ak}${st0}`;
    }
    if (style === 'indenture' && d.exec != null) {
      return `${o.title}\n\nTHIS INDENTURE, Made this ${dayOf(d.exec, r)}, between ${G}${residence(o.gU)}, part${plural ? 'ies' : 'y'} of the first part, and ${E}, part${receivers(o.eU).length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH: That the said part${plural ? 'ies' : 'y'} of the first part, in consideration of ${cons}, the receipt whereof is hereby acknowledged, ${o.grant} unto the said part${receivers(o.eU).length > 1 ? 'ies' : 'y'} of the second part, ${o.interest ? `${o.interest} ` : ''}${descPart}${after}\n\n${habendum}${o.warranty}\n${extra}\nIN WITNESS WHEREOF, the said party of the first part has hereunto set his hand the day and year first above written.\n\n${sig}\n\n${ak}${st0}`;
    }
    return `${o.title}\n\n${r.chance(0.8) ? 'KNOW ALL MEN BY THESE PRESENTS:' : 'KNOW ALL PERSONS BY THESE PRESENTS:'}\n\nThat ${G}${residence(o.gU)}, hereinafter called ${gl.toLowerCase()}, for and in consideration of ${cons}, in hand paid, the receipt of which is hereby acknowledged, ${o.grant} unto ${E}, hereinafter called ${eLab}, ${o.interest ? `${o.interest} ` : ''}${descPart}${after}\n\n${habendum}${o.warranty}\n${extra}\n${dated}\n\n${sig}\n\n${ak}${exhibit}${st0}`;
  }
  const farmsOf = (ts: LandTract[]) => farms.filter((f) => f.tracts.some((t) => ts.includes(t)));

  // ----- instruments that move the fee -----
  function feeDeed(fs: Farm[], t: number, eU: Unit[], o: { cat?: DocCategory; stranger?: string; reserve?: boolean; from?: string[] } = {}): Draft {
    const f0 = fs[0];
    const y = yearOf(t);
    const holders = o.stranger ? [o.stranger] : o.from ?? f0.fee;
    const gU = unitsOf(holders, t);
    const corp = holders.some((h) => P(h).org || P(h).trust);
    const cat: DocCategory = o.cat ?? (corp || (y >= 1980 && r.chance(0.3)) ? (r.chance(0.75) ? 'special_warranty_deed' : 'warranty_deed') : r.chance(0.9) ? 'warranty_deed' : 'quitclaim_deed');
    let res = 0;
    if (o.reserve !== false && !o.stranger && !o.from && fs.every((f) => f.feeMin === f0.feeMin) && f0.feeMin > 0 && y >= 1915 && r.chance(0.28)) res = f0.feeMin === 1 ? r.pick([1 / 2, 1 / 2, 1, 1 / 4]) : f0.feeMin;
    const ts = fs.flatMap((f) => f.tracts);
    const after: string[] = [];
    if (res) {
      const fr = frac(res)!;
      after.push(res === f0.feeMin && res < 1 ? r.pick([`LESS AND EXCEPT all of the oil, gas and other minerals owned by ${holders.length > 1 ? 'grantors' : 'grantor'}, which are hereby reserved.`, `Grantor reserves unto ${holders.length > 1 ? 'themselves' : 'himself'} all of the oil, gas and other minerals in and under said land not heretofore reserved or conveyed.`])
        : res === 1 ? r.pick(['SAVE AND EXCEPT all of the oil, gas and other minerals in and under the above described land, which are reserved unto the grantors, their heirs and assigns.', 'Grantors except and reserve unto themselves all of the oil, gas and other minerals in, on and under said land.'])
        : r.pick([`SAVE AND EXCEPT, and there is hereby reserved unto the grantors, an undivided ${fr[2]} (${fr[1]}) interest in and to all of the oil, gas and other minerals in and under the above described land.`, `Grantors reserve unto themselves, their heirs and assigns, an undivided ${fr[1]} of the oil, gas and other minerals in and under said land.`]));
    }
    if (f0.lease) after.push(`SUBJECT TO an oil and gas lease in favor of ${P(f0.lease.holder).orgForms[0] || 'the lessee'}, recorded in Book ${f0.lease.book} of the records of ${f0.county.name} County.`);
    const title = cat === 'warranty_deed' ? (eU.some((u) => u.b && u.bHolds) && r.chance(0.4) ? 'JOINT TENANCY WARRANTY DEED' : r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'WARRANTY DEED'])) : cat === 'special_warranty_deed' ? r.pick(['SPECIAL WARRANTY DEED', 'SPECIAL WARRANTY DEED', 'LIMITED WARRANTY DEED']) : r.pick(['QUIT CLAIM DEED', 'QUITCLAIM DEED', 'QUIT-CLAIM DEED']);
    const grant = cat === 'quitclaim_deed' ? r.pick(['do hereby remise, release and quitclaim', 'does hereby quitclaim, grant, bargain, sell and convey', 'release and quitclaim']) : r.pick(['do hereby grant, bargain, sell and convey', 'have granted, sold and conveyed, and by these presents do grant, sell and convey', area.code === 'KS' || area.code === 'ND' ? 'convey and warrant' : 'grant, bargain, sell and convey']);
    const warranty = cat === 'warranty_deed' ? r.pick(['And said grantors do hereby covenant that they are lawfully seized of said premises, that they have good right to convey the same, and that they will warrant and defend the title thereto against the lawful claims of all persons whomsoever.', 'Grantor binds Grantor and Grantor\'s heirs, executors and administrators to warrant and forever defend all and singular the said premises unto Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.'])
      : cat === 'special_warranty_deed' ? 'Grantor binds itself and its successors to warrant and defend the title to the said premises unto Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof by, through or under Grantor, but not otherwise.' : 'It is the intention of the grantor to convey, without warranty, all of grantor\'s right, title and interest in and to the said land.';
    const ctx = new Ctx(r, people, r.chance(0.15));
    const d = dates(t, { noExec: r.chance(0.08) });
    const text = conveyanceText(ctx, { cat, title, code: { warranty_deed: 'WD', special_warranty_deed: 'SWD', quitclaim_deed: 'QCD' }[cat as 'warranty_deed'] ?? 'WD', gU, eU, gRole: 'grantor', eRole: 'grantee', ts, grant, interest: '', after, warranty, t, d, series: 'Deed' });
    const x = draft(cat, ctx, text, ts, d, ['fee'], true);
    for (const f of fs) linkSides(x, gU, eU, new Set(holders), 'fee', f.tracts);
    if (!o.stranger) {
      for (const f of fs) {
        if (res) {
          const give = Math.min(res, f.feeMin);
          const hs = holders.filter((h) => !P(h).dead);
          for (const h of hs) f.min.set(h, (f.min.get(h) ?? 0) + give / hs.length);
          f.feeMin -= give;
        }
        f.fee = o.from ? [...new Set([...f.fee.filter((h) => !holders.includes(h)), ...receivers(eU)])] : receivers(eU);
        f.lastFee = t;
        f.last = Math.max(f.last, t);
      }
    }
    return x;
  }
  const MDTITLE = ['MINERAL DEED', 'MINERAL DEED', 'MINERAL DEED (Form 19)', 'MINERAL RIGHT DEED', 'CONVEYANCE OF MINERAL INTEREST'];
  function mineralDeed(fs: Farm[], t: number, from: string[] | 'fee', fr: number | null, eU: Unit[], o: { royalty?: string; wild?: boolean; extraAfter?: string } = {}): Draft {
    const f0 = fs[0];
    const holders = from === 'fee' ? f0.fee : from;
    const gU = unitsOf(holders, t, 0.7);
    const ts = fs.flatMap((f) => f.tracts);
    const f2 = fr != null ? frac(fr) : null;
    const roy = o.royalty != null;
    const interest = roy && /^all/.test(o.royalty!)
      ? r.pick(["all of Grantor's royalty interest in and to the oil, gas and other minerals produced and saved from", 'all of the royalty interest owned by grantor in and under'])
      : roy
      ? r.pick([`an undivided ${o.royalty} of the royalty in and to all of the oil, gas and other minerals produced, saved and marketed from`, `an undivided ${o.royalty} royalty interest in all oil, gas and other minerals that may be produced from`])
      : f2 ? r.pick([`an undivided ${f2[2]} (${f2[1]}) interest in and to all of the oil, gas and other minerals in and under and that may be produced from`, `an undivided ${f2[1]} interest in and to all of the oil, gas and other minerals in, on and under`])
        : r.pick([`all of ${holders.length > 1 ? "Grantors'" : "Grantor's"} right, title and interest in and to all of the oil, gas and other minerals in and under and that may be produced from`, 'all of the oil, gas and other minerals owned by grantor in and under']);
    const after = [roy ? 'It is understood and agreed that Grantee shall have no part in the bonus or delay rentals and no right to execute oil and gas leases, such rights being retained by Grantor.' : 'Grantee shall have the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals, and removing the same therefrom.'];
    if (o.extraAfter) after.push(o.extraAfter);
    const cat: DocCategory = roy ? 'royalty_deed' : 'mineral_deed';
    const title = roy ? r.pick(['ROYALTY DEED', 'ROYALTY DEED', 'ROYALTY CONVEYANCE', 'TRANSFER OF ROYALTY']) : r.pick(MDTITLE);
    const ctx = new Ctx(r, people, r.chance(0.15));
    const d = dates(t);
    const text = conveyanceText(ctx, { remarks: roy ? [r.pick(['NPRI; no part of bonus or rentals; no executive rights', 'Royalty only - grantee does not join in leasing'])] : [], cat, title, code: roy ? 'RD' : 'MD', gU, eU, gRole: 'grantor', eRole: 'grantee', ts, grant: r.pick(['do hereby grant, bargain, sell, convey, transfer, assign and deliver', 'does hereby grant, sell, convey, assign and deliver', 'grant, sell and convey']), interest, after, warranty: r.chance(0.7) ? 'Grantor does hereby warrant the title to the interest herein conveyed against all persons lawfully claiming the same.' : '', t, d, series: area.texas ? 'Deed' : 'Deeds' });
    const x = draft(cat, ctx, text, ts, d, ['mineral'], false);
    for (const f of fs) linkSides(x, gU, eU, new Set(holders), 'mineral', f.tracts);
    if (!o.wild) for (const f of fs) f.last = Math.max(f.last, t);
    return x;
  }
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const minHolders = (f: Farm, t: number) => [...f.min.keys()].filter((h) => !P(h).deadEnd && alive(h, t) && f.min.get(h)! > 1e-9);

  function patent(f: Farm): void {
    const t = f.start;
    const y = yearOf(t);
    const ctx = new Ctx(r, people, false);
    const pt = mkPerson({ female: r.chance(0.1), year: y, county: f.county.name, married: r.chance(0.6) });
    const rec = t + 60 + r.int(area.texas ? 2500 : 1500);
    let text: string;
    let grantor: Person;
    if (f.county.start === 'txpatent' || area.texas) {
      grantor = mkOrg('State of Texas', '');
      const gov = y < 1903 ? 'Joseph D. Sayers' : y < 1907 ? 'S. W. T. Lanham' : y < 1911 ? 'T. M. Campbell' : 'O. B. Colquitt';
      const L = describe(f.tracts);
      ctx.n(grantor.id, 'grantor');
      text = `PATENT No. ${100 + r.int(800)}, Vol. ${10 + r.int(60)}\n\nTHE STATE OF TEXAS\n\nTo all to whom these presents shall come, Know Ye: That I, ${gov}, Governor of the State of Texas, by virtue of the authority vested in me by law, and in accordance with the laws of said State, do hereby grant to ${ctx.n(pt.id, 'grantee')}, assignee of ${f.tracts[0].named || official()}, ${pt.female ? 'her' : 'his'} heirs or assigns forever, the land hereinafter described, situated in ${L.where}:\n\n${L.body}\n\nTO HAVE AND TO HOLD the said land, with all the rights and privileges thereto belonging, unto the said grantee, his heirs or assigns forever.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the seal of the General Land Office. Done at the City of Austin, on the ${dayOf(t, r)}.\n\n${gov}, Governor\n${official()}, Commissioner of the General Land Office\n\n${stamp(rec, f.county, 'Deed')}`;
    } else {
      grantor = mkOrg('United States of America', '');
      const pres = y < 1889 ? 'Grover Cleveland' : y < 1893 ? 'Benjamin Harrison' : y < 1897 ? 'Grover Cleveland' : y < 1901 ? 'William McKinley' : y < 1909 ? 'Theodore Roosevelt' : y < 1913 ? 'William H. Taft' : y < 1921 ? 'Woodrow Wilson' : 'Warren G. Harding';
      const L = describe(f.tracts, true);
      const home = r.chance(0.75);
      const cert = home ? `Homestead Certificate No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}` : `Cash Certificate No. ${500 + r.int(5000)}`;
      const act = home ? 'pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto' : 'pursuant to the Act of Congress of April 24, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto';
      const us = ctx.n(grantor.id, 'grantor');
      const pn = ctx.n(pt.id, 'grantee');
      text = `THE ${us.toUpperCase()},\nTo all to whom these presents shall come, Greeting:\n\n${cert}\n\nWHEREAS, there has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${f.county.office}, whereby it appears that, ${act}, the claim of ${pn} has been established and duly consummated, in conformity to law, for ${L.body}, ${L.where.replace(/^the /, '')}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor-General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pn} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${pn} and to ${pt.female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, ${patentDate(t)}.\n\nBy the President: ${pres.split(' ').pop()}\nBy ${official()}, Secretary.\n${official()}, Recorder of the General Land Office.\nRecorded, Vol. ${10 + r.int(90)}, Page ${1 + r.int(400)}.\n\n${stamp(rec, f.county, 'Deeds')}`;
    }
    const x = draft('patent', ctx, text, f.tracts, { exec: t, ack: null, rec }, ['fee'], true);
    x.links.push({ from: grantor.id, to: pt.id, estate: 'fee', req: true, tracts: f.tracts });
    f.fee = [pt.id];
  }
  function startFarm(f: Farm): void {
    if (f.county.start === 'patent' || (area.texas && f.tracts[0].kind === 'named')) return patent(f);
    // first known holder: a railway company or an allottee or early settler
    const first = area.texas && f.tracts[0].kind === 'tp' ? mkOrg('The Texas and Pacific Railway Company', 'a corporation') : mkPerson({ female: r.chance(0.2), year: yearOf(f.start), county: f.county.name, married: r.chance(0.5) });
    f.fee = [first.id];
    feeDeed([f], f.start, buyer(f.start, f, new Set([first.id])), { cat: 'warranty_deed', reserve: false });
  }

  // ----- deaths -----
  function death(pid: string, t: number): boolean {
    const dec = P(pid);
    const fs = farms.filter((f) => f.fee.includes(pid) || f.min.has(pid) || f.roy.has(pid));
    if (!fs.length || dec.org || dec.trust) return false;
    const y = yearOf(t);
    let died = Math.round(dec.lastAct + (t - dec.lastAct) * (0.4 + 0.45 * r.next()));
    if (yearOf(died) > dec.born + 95) died = Math.max(dec.lastAct + 20, dn(dec.born + 95, 1 + r.int(12), 1 + r.int(28)));
    const spouse = dec.spouse && alive(dec.spouse, died) ? dec.spouse : null;
    const kids = dec.children.filter((k) => alive(k, t));
    if (!kids.length) {
      const n = r.pick([1, 2, 2, 3, 3, 4]);
      for (let i = 0; i < n; i++) {
        let k: Person;
        const born = Math.min(yearOf(died) - 18, dec.born + 22 + r.int(16));
        if (i === 0 && !dec.female && !dec.suffix && r.chance(0.3)) k = mkPerson({ first: dec.first, middle: dec.middle, last: dec.last, suffix: 'Jr.', year: y, born, county: dec.county, married: r.chance(0.6), same: true });
        else {
          const fem = r.chance(0.5);
          const wed = fem && r.chance(0.45);
          k = mkPerson({ female: fem, last: wed ? undefined : dec.last, year: y, born, county: r.chance(0.7) ? dec.county : secondary.name, married: r.chance(0.55) });
          if (wed && !k.spouse) { const h = mkPerson({ female: false, last: k.last, year: y, born: born + r.int(6) - 1, county: k.county }); h.spouse = k.id; k.spouse = h.id; }
        }
        kids.push(k.id);
      }
      dec.children = kids;
      if (dec.spouse) P(dec.spouse).children = kids;
    }
    const form = r.pick(['aff', 'aff', 'aff', 'decree', 'will', 'letters']);
    const testate = form === 'will' || form === 'letters';
    let heirs: Array<[string, number]>;
    if (testate && spouse && r.chance(0.5)) heirs = [[spouse, 1]];
    else if (spouse && !testate) heirs = [[spouse, 1 / 2], ...kids.map((k): [string, number] => [k, 1 / 2 / kids.length])];
    else heirs = kids.map((k): [string, number] => [k, 1 / kids.length]);
    const ts = fs.flatMap((f) => f.tracts);
    const estates = new Set<Est>();
    for (const f of fs) {
      if (f.fee.includes(pid)) estates.add('fee');
      if (f.min.has(pid) || f.roy.has(pid)) estates.add('mineral');
    }
    const ctx = new Ctx(r, people, r.chance(0.1));
    const c = fs[0].county;
    const sr = heirs.some(([h]) => P(h).suffix === 'Jr.' && P(h).first === dec.first);
    const decName = () => {
      const s = ctx.n(pid, 'decedent');
      return s;
    };
    if (sr && r.chance(0.5) && !dec.suffix) dec.suffix = 'Sr.';
    const DN = decName();
    if (dec.suffix === 'Sr.') dec.suffix = null;
    const L = describe(ts);
    const share = (x: number) => frac(x)?.[1] ?? x.toFixed(4);
    const heirLine = (h: string, s: number) => {
      const p = P(h);
      const rel = h === spouse ? (dec.female ? 'surviving husband' : 'surviving wife') : p.female ? 'daughter' : 'son';
      return `${ctx.n(h, 'heir')}, ${rel}${r.chance(0.7) || form === 'decree' ? `, ${share(s)}` : ''}`;
    };
    let text: string;
    let exec: number;
    const rec = t + 2 + r.int(40);
    const rec0 = (_e: number) => rec;
    if (form === 'aff') {
      const affiant = r.chance(0.3) ? [...people.values()].find((p) => !p.org && !p.trust && alive(p.id, t) && p.county === dec.county && !heirs.some(([h]) => h === p.id) && p.id !== pid && p.id !== dec.spouse && p.lastAct > 0) : undefined;
      const aff = affiant ?? mkPerson({ year: y, county: dec.county, female: r.chance(0.3) });
      exec = t;
      const AN = ctx.n(aff.id, 'other');
      const spouseLine = spouse ? `Decedent was married only once, to ${ctx.f(spouse)}, who survived ${dec.female ? 'her' : 'him'}.` : dec.spouse ? `Decedent was married only once, to ${ctx.f(dec.spouse)}, who predeceased ${dec.female ? 'her' : 'him'} on ${longDate(P(dec.spouse).dead ?? died - 900, r)}.` : `Decedent was never married.`;
      const kidsLine = `Born to decedent were the following children, and no others, all of whom are living and of legal age: ${kids.map((k) => ctx.f(k)).join(', ')}.`;
      text = `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF ${ST}     )\n                  ) ss.\nCOUNTY OF ${c.name.toUpperCase()} )\n\n${AN}, of lawful age, being first duly sworn upon oath, deposes and says:\n\n1. That affiant was well acquainted with ${DN}, hereinafter called "Decedent", for more than ${10 + r.int(30)} years prior to ${dec.female ? 'her' : 'his'} death, and is not related to decedent.\n2. That Decedent died intestate on ${r.chance(0.5) ? `the ${dayOf(died, r)}` : longDate(died, r)}, at ${c.town}, ${st}, a resident of ${c.name} County.\n3. ${spouseLine}\n4. ${kidsLine}\n5. That no administration has been had upon the estate of Decedent and that all debts of the estate have been paid.\n6. That at the time of death Decedent owned an interest in the following described land situated in ${L.where}:\n\n${L.body}\n\n7. That the sole and only heirs at law of Decedent, and their respective shares, are:\n${heirs.map(([h, s]) => `   ${heirLine(h, s)}`).join('\n')}\n\n/s/ ${AN}\n\nSubscribed and sworn to before me this ${dayOf(exec, r)}.\n\n${official()}, Notary Public\n\n${stamp(rec0(exec), c, 'Deeds')}`;
    } else {
      exec = t;
      const court = area.texas ? `COUNTY COURT OF ${c.name.toUpperCase()} COUNTY, TEXAS` : `${area.code === 'OK' && y < 1969 ? 'COUNTY' : area.code === 'ND' && y < 1983 ? 'COUNTY' : 'DISTRICT'} COURT OF ${c.name.toUpperCase()} COUNTY, STATE OF ${ST}`;
      const no = `${r.pick(['P-', 'No. ', 'Probate No. '])}${String(y).slice(2)}-${10 + r.int(400)}`;
      const judge = official();
      const willDate = longDate(died - 400 - r.int(5000), r);
      if (form === 'decree') {
        text = `IN THE ${court}\n\nIN THE MATTER OF THE ESTATE OF ${DN.toUpperCase()}, DECEASED.      ${no}\n\nFINAL DECREE OF DISTRIBUTION\n\nNow on this ${dayOf(exec, r)}, there comes on for hearing the final account and petition for distribution of ${official()}, administrator of the estate of ${DN}, deceased. The Court, having heard the evidence, finds that ${DN} died intestate on ${longDate(died, r)}, a resident of ${c.name} County, ${st}; that due notice to creditors has been given and the time for presenting claims has expired; and that the heirs at law of said decedent, and their shares, are as follows:\n\n${heirs.map(([h, s]) => `   ${heirLine(h, s)}`).join('\n')}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the following described real property of said estate, situated in ${L.where}, to-wit:\n\n${L.body}\n\nbe and the same is hereby assigned and distributed to the above named heirs in the shares above set out.\n\n${judge}, Judge\n\n${stamp(rec0(exec), c, 'Deeds')}`;
      } else if (form === 'will') {
        text = `${area.texas ? `CAUSE NO. ${no.replace(/^\D+/, '')}\n\nESTATE OF ${DN.toUpperCase()}, DECEASED   §   IN THE ${court}\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE` : `IN THE ${court}\n\nIn the Matter of the Estate of ${DN}, Deceased.   ${no}\n\nORDER ADMITTING WILL TO PROBATE`}\n\nOn this day the Court heard the application of ${ctx.n(heirs[0][0], 'heir')} for the probate of the Last Will and Testament of ${DN}, Deceased, dated ${willDate}. The Court finds that Decedent died on ${longDate(died, r)}; ${exec - died < 4 * 365 ? 'that four years have not elapsed since the date of death; ' : ''}that the Will was executed with the formalities required by law; and that the Will was not revoked. The Will gives, devises and bequeaths the entire estate of Decedent, including the following described land situated in ${L.where}:\n\n${L.body}\n\nto the following devisee(s): ${heirs.map(([h, s]) => `${ctx.n(h, 'heir')}${heirs.length > 1 ? ` (${share(s)})` : ''}`).join(', ')}.\n\nIT IS THEREFORE ORDERED that the Will is admitted to probate${area.texas ? ' as a muniment of title only' : ''}.\n\nSIGNED this ${dayOf(exec, r)}.\n\n${judge}, Judge Presiding\n\n${stamp(rec0(exec), c, area.texas ? 'Probate' : 'Deeds')}`;
      } else {
        const rep = r.chance(0.5) ? ctx.n(heirs[0][0], 'heir') : `The First National Bank of ${c.town}`;
        text = `LETTERS TESTAMENTARY\n\nSTATE OF ${ST}, COUNTY OF ${c.name.toUpperCase()}          IN ${court.replace(/ OF .*$/, '')}\n\nEstate of ${DN}, Deceased.   ${no}\n\nThe last will and testament of ${DN}, deceased, dated ${willDate}, having been proved and admitted to probate by order of this Court, ${rep} is hereby appointed ${r.pick(['Executor', 'Personal Representative'])} of said estate, and these Letters are issued as evidence of such appointment.\n\nBy said will the decedent, who died on ${longDate(died, r)}, gave and devised all of ${dec.female ? 'her' : 'his'} property, including the following described land in ${L.where}:\n\n${L.body}\n\nunto ${heirs.map(([h]) => ctx.n(h, 'heir')).join(' and ')}${heirs.length > 1 ? ', share and share alike' : ''}.\n\nWITNESS my hand and the seal of this Court this ${dayOf(exec, r)}.\n\n${judge}, Judge\nAttest: ${official()}, Clerk\n\n${stamp(rec0(exec), c, 'Deeds')}`;
      }
    }
    const x = draft(form === 'aff' ? 'affidavit_of_heirship' : 'probate', ctx, text, ts, { exec, ack: null, rec, death: died }, [...estates], estates.has('fee'));
    for (const f of fs) {
      const ests: Est[] = [];
      if (f.fee.includes(pid)) ests.push('fee');
      if (f.min.has(pid) || f.roy.has(pid)) ests.push('mineral');
      for (const e of ests) for (const [h] of heirs) x.links.push({ from: pid, to: h, estate: e, req: true, tracts: f.tracts });
      if (f.fee.includes(pid)) f.fee = [...new Set([...f.fee.filter((q) => q !== pid), ...heirs.map(([h]) => h)])];
      for (const m of [f.min, f.roy]) {
        const v = m.get(pid);
        if (v != null) { m.delete(pid); for (const [h, s] of heirs) add(m, h, v * s); }
      }
      f.last = Math.max(f.last, t);
    }
    dec.dead = died;
    return true;
  }

  // ----- leases -----
  function leaseDoc(f: Farm, t: number): boolean {
    const y = yearOf(t);
    let lessors: string[] = [];
    if (f.feeMin > 0) {
      lessors = [...f.fee];
      if (r.chance(0.3)) lessors.push(...minHolders(f, t).slice(0, 2));
    } else lessors = minHolders(f, t).sort((a, b) => f.min.get(b)! - f.min.get(a)!).slice(0, 3);
    lessors = lessors.filter((l) => alive(l, t) && !P(l).deadEnd);
    if (!lessors.length) return false;
    const broker = y < 1985 && r.chance(0.25);
    let lessee: Person;
    if (broker && brokers.length && r.chance(0.6)) lessee = P(r.pick(brokers));
    else if (broker) {
      lessee = mkPerson({ year: y, county: r.pick([primary.name, secondary.name]) });
      lessee.immortal = true;
      brokers.push(lessee.id);
    } else lessee = oilCo(t);
    const gU = unitsOf(lessors, t, 0.9);
    const ctx = new Ctx(r, people, r.chance(0.1));
    const modern = y >= 1990 && r.chance(0.8);
    const memo = modern && r.chance(0.3);
    const eff = modern ? (r.chance(0.6) ? dn(y, ymd(t)[1], 1) : t) : null;
    const noExec = modern && r.chance(0.5);
    const d = dates(t, { noExec });
    const L = describe(f.tracts);
    const G = sideText(ctx, gU, 'lessor', t);
    const E = unitText(ctx, { a: lessee.id }, 'lessee', t);
    const term = r.pick([3, 5, 5, 10]);
    const royF = y < 1975 ? 'one-eighth (1/8)' : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'one-fourth (1/4)']);
    let text: string;
    if (memo) {
      text = `MEMORANDUM OF OIL AND GAS LEASE\n\nThis Memorandum is made effective ${longDate(eff!, r)}, between ${G}, as Lessor, and ${E}, as Lessee.\n\nLessor has executed and delivered to Lessee an Oil and Gas Lease of even date herewith, covering the following lands in ${L.where}:\n\n${L.body}\n\nfor a primary term of ${words(term)} (${term}) years from the effective date and as long thereafter as oil or gas is produced, all upon the terms set forth in said lease, which is unrecorded. This Memorandum is placed of record to give notice of said lease.\n\n${noExec ? 'Executed on the dates of the acknowledgments below, but effective as of the date first written above.' : `Executed this ${dayOf(d.exec!, r)}.`}\n\n${sigs(ctx, gU)}\n\n${ack(ctx, gU, d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Oil and Gas')}`;
    } else if (modern) {
      text = `PAID-UP OIL AND GAS LEASE${r.chance(0.5) ? ' (No Surface Use)' : ''}\n\nThis Oil and Gas Lease ("Lease") is made and entered into effective as of ${r.chance(0.5) ? `the ${dayOf(eff!, r)}` : longDate(eff!, r)} (the "Effective Date"), by and between ${G}${residence(gU)}, as Lessor, and ${E}, as Lessee.\n\n1. Grant. Lessor, in consideration of a cash bonus in hand paid and the covenants herein contained, hereby grants, leases and lets exclusively to Lessee the following described land (the "Leased Premises") situated in ${L.where}:\n\n${L.body}\n\nfor the purpose of exploring for, developing, producing and marketing oil and gas.\n\n2. Term. This Lease shall be in force for a primary term of ${words(term)} (${term}) years from the Effective Date, and for as long thereafter as oil or gas is produced from the Leased Premises or lands pooled therewith.\n\n3. Royalty. Lessee shall pay Lessor ${royF} of the proceeds realized from the sale of all oil and gas produced and saved.\n\n4. Paid-Up. This is a paid-up lease and no delay rentals shall be due.\n\n${noExec ? 'IN WITNESS WHEREOF, this Lease is executed on the dates of the acknowledgments below, but is effective as of the Effective Date.' : `IN WITNESS WHEREOF, this Lease is executed this ${dayOf(d.exec!, r)}, effective as of the Effective Date.`}\n\n${sigs(ctx, gU)}\n\n${ack(ctx, gU, d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Oil and Gas')}`;
    } else {
      const rentDay = d.exec! + 365;
      const texas = area.texas && r.chance(0.6);
      text = texas
        ? `OIL, GAS AND MINERAL LEASE\n\nTHIS AGREEMENT made this ${dayOf(d.exec!, r)}, between ${G}, Lessor (whether one or more), and ${E}, Lessee, WITNESSETH:\n\n1. Lessor in consideration of Ten and No/100 Dollars in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in ${L.where}, to-wit:\n\n${L.body}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${words(term)} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land.\n\n3. The royalties to be paid by Lessee are: on oil, ${royF} of that produced and saved from said land.\n\n4. If operations for drilling are not commenced on said land on or before ${longDate(rentDay, r)}, this lease shall terminate as to both parties, unless Lessee on or before that date shall pay or tender to Lessor the sum of ${Cap(words(20 + r.int(300)))} Dollars, which shall cover the privilege of deferring commencement of operations for twelve months.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\n${sigs(ctx, gU)}\n\n${ack(ctx, gU, d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Oil and Gas')}`
        : `OIL AND GAS LEASE\n${r.pick(['Producers 88 (7-69) With 640 Acres Pooling Provision', 'Producers 88—Revised', `Producers 88 (${area.code === 'KS' ? 'Kansas' : area.code === 'OK' ? 'Oklahoma' : area.state}) Form`, 'PRODUCERS 88 REVISED 5-60'])}\n\nAGREEMENT, Made and entered into the ${dayOf(d.exec!, r)}, by and between ${G}${residence(gU)}, hereinafter called lessor (whether one or more), and ${E}, hereinafter called lessee:\n\nWITNESSETH, That the said lessor, for and in consideration of ${r.pick(['Ten and More', 'One', 'Ten'])} DOLLARS cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the ${L.where.startsWith('the County') ? L.where.replace(/^the /, '') : `County of ${f.county.name}, State of ${st}`}, described as follows, to-wit:\n\n${L.body}\n\nIt is agreed that this lease shall remain in force for a term of ${words(term)} (${term}) years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIn consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal ${royF} part of all oil produced and saved from the leased premises.\n\nIf no well be commenced on said land on or before the ${dayOf(rentDay, r)}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${f.county.town} State Bank at ${f.county.town}, ${st}, or its successors, the sum of ${Cap(words(20 + r.int(300)))} DOLLARS, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nIN WITNESS WHEREOF, we sign the day and year first above written.\n\n${sigs(ctx, gU)}\n\n${ack(ctx, gU, d.ack!, f.county)}\n\n${stamp(d.rec, f.county, area.texas ? 'Oil and Gas' : 'Oil and Gas Leases')}`;
    }
    const x = draft('oil_and_gas_lease', ctx, text, f.tracts, { ...d, eff }, ['leasehold'], false);
    linkSides(x, gU, [{ a: lessee.id }], new Set(lessors), 'leasehold', f.tracts);
    f.lease = { holder: lessee.id, lessee0: lessee.id, lessors, joiners: gU.filter((u) => u.b && !u.bHolds).map((u) => u.b!), date: eff ?? t, book: `${20 + r.int(900)}, Page ${1 + r.int(600)}` };
    f.last = Math.max(f.last, t);
    return true;
  }
  const recitedLessors = (ctx: Ctx, l: Lease) => {
    const n = [...l.lessors, ...l.joiners].map((p) => ctx.f(p));
    return r.chance(0.4) && n.length > 1 ? `${n[0]} et al` : n.join(' and ');
  };
  function assignment(f: Farm, t: number): boolean {
    const l = f.lease!;
    const to = oilCo(t, l.holder);
    if (to.id === l.holder) return false;
    const y = yearOf(t);
    const ctx = new Ctx(r, people, r.chance(0.1));
    const eff = r.chance(0.55) ? dn(y, ymd(t)[1], 1) : null;
    const d = dates(t);
    const L = describe(f.tracts);
    const A = unitText(ctx, { a: l.holder }, 'assignor', t);
    const B = unitText(ctx, { a: to.id }, 'assignee', t);
    const lease = `the oil and gas lease dated ${longDate(l.date, r)}, from ${recitedLessors(ctx, l)}, as lessor, to ${ctx.f(l.lessee0)}, as lessee, recorded in Book ${l.book} of the records of ${f.county.name} County, ${st}`;
    let text: string;
    if (r.chance(0.2)) {
      text = `Inst: Asgmt O&G Lse       Bk ${30 + r.int(900)} Pg ${1 + r.int(600)}\nDated: ${numDate(d.exec!, r)}   ${eff ? `Eff: ${numDate(eff, r)}   ` : ''}Ack: ${numDate(d.ack!, r)}   Filed: ${numDate(d.rec, r)}\nAssignor: ${ctx.idx(l.holder, 'assignor')}\nAssignee: ${ctx.idx(to.id, 'assignee')}\nLse: ${recitedLessors(ctx, l)} to ${ctx.f(l.lessee0)}, dated ${numDate(l.date, r)}, Bk ${l.book}\nDesc: ${shortLand(f.tracts)}\nRemarks: all of assignor's interest`;
    } else if (y >= 1990 && r.chance(0.5)) {
      text = `ASSIGNMENT, CONVEYANCE AND BILL OF SALE\n\nThis Assignment, Conveyance and Bill of Sale (this "Assignment") is from ${A} ("Assignor"), to ${B} ("Assignee"), and is ${eff ? `effective as of 7:00 a.m. local time on ${longDate(eff, r)} (the "Effective Time")` : 'effective upon delivery'}.\n\nFor Ten Dollars and other good and valuable consideration, Assignor hereby grants, bargains, sells, conveys, assigns and transfers unto Assignee all of Assignor's right, title and interest in and to ${lease}, insofar and only insofar as said lease covers the following described land in ${L.where} (the "Lands"):\n\n${L.body}\n\ntogether with all wells, equipment and personal property located thereon and used in connection therewith.\n\nExecuted ${d.exec != null ? `on ${longDate(d.exec, r)}` : ''}, but effective as of the Effective Time.\n\n${sigs(ctx, [{ a: l.holder }])}\n\n${ack(ctx, [{ a: l.holder }], d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Oil and Gas')}`;
    } else {
      text = `ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat the undersigned, ${A}, hereinafter called Assignor, for and in consideration of One Dollar ($1.00) and other valuable consideration, the receipt whereof is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${B}, hereinafter called Assignee, all of Assignor's right, title and interest in and to ${lease}, insofar as said lease covers the following described land:\n\n${L.body}${L.needWhere ? `, in ${L.where}` : ''}\n\ntogether with all personal property used or obtained in connection therewith.\n\n${eff ? `This assignment is made effective as of 7:00 o'clock a.m., ${longDate(eff, r)}.\n\n` : ''}EXECUTED this ${dayOf(d.exec!, r)}.\n\n${sigs(ctx, [{ a: l.holder }])}\n\n${ack(ctx, [{ a: l.holder }], d.ack!, f.county)}\n\n${stamp(d.rec, f.county, area.texas ? 'Oil and Gas' : 'Oil and Gas Leases')}`;
    }
    const x = draft('assignment_of_lease', ctx, text, f.tracts, { ...d, eff }, ['leasehold'], false);
    x.links.push({ from: l.holder, to: to.id, estate: 'leasehold', req: true, tracts: f.tracts });
    l.holder = to.id;
    f.last = Math.max(f.last, t);
    return true;
  }
  function release(f: Farm, t: number): boolean {
    const l = f.lease!;
    const ctx = new Ctx(r, people, r.chance(0.1));
    const d = dates(t);
    const L = describe(f.tracts);
    const H = unitText(ctx, { a: l.holder }, 'lessee', t);
    const lu = unitsOf(l.lessors, t, 0).map((u) => (u.b ? u : { a: u.a }));
    for (const j of l.joiners) { const u = lu.find((x) => P(x.a).spouse === j && !x.b); if (u) { u.b = j; u.bHolds = false; } }
    const names = lu.flatMap((u) => members(u).map((m) => ctx.n(m, 'lessor')));
    const nm = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
    const orig = ctx.f(l.lessee0);
    const y = yearOf(t);
    let text: string;
    if (y >= 1990 && r.chance(0.5)) {
      text = `RELEASE OF OIL AND GAS LEASE\n\n${H} ("Releasor"), being the owner of the oil and gas lease described below, does hereby release, relinquish and surrender said lease in its entirety, together with all rights thereunder, unto the lessors therein, their heirs, successors and assigns.\n\nLessor: ${nm}\nLessee: ${orig}\nLease Date: ${longDate(l.date, r)}\nRecorded: Book ${l.book}, ${f.county.name} County, ${st}\nLands: ${L.body}${L.needWhere ? `, ${L.where}` : ''}\n\nExecuted this ${dayOf(d.exec!, r)}.\n\n${sigs(ctx, [{ a: l.holder }])}\n\n${ack(ctx, [{ a: l.holder }], d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Oil and Gas')}`;
    } else if (r.chance(0.2)) {
      text = `Inst: Rel O&G Lse        Bk ${30 + r.int(900)} Pg ${1 + r.int(600)}\nDated: ${numDate(d.exec!, r)}   Ack: ${numDate(d.ack!, r)}   Filed: ${numDate(d.rec, r)}\nBy: ${ctx.idx(l.holder, 'lessee')}\nTo: ${lu.flatMap((u) => members(u).map((m) => ctx.idx(m, 'lessor'))).join(' & ')}\nLse dated ${numDate(l.date, r)} to ${orig}, Bk ${l.book}\nDesc: ${shortLand(f.tracts)}\nRemarks: releases lease in full`;
    } else {
      text = `RELEASE OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS, that the undersigned, ${H}, the present owner and holder of that certain oil and gas lease dated ${longDate(l.date, r)}, executed by ${nm}, as lessors, to ${orig}, as lessee, recorded in Book ${l.book} of the records of ${f.county.name} County, ${st}, covering the following described land, to-wit:\n\n${L.body}${L.needWhere ? `, ${L.where}` : ''}\n\ndoes hereby release, relinquish and surrender unto the said lessors, their heirs, successors and assigns, all right, title and interest in and to said lease and the land covered thereby.\n\nIN WITNESS WHEREOF, the undersigned has executed this release this ${dayOf(d.exec!, r)}.\n\n${sigs(ctx, [{ a: l.holder }])}\n\n${ack(ctx, [{ a: l.holder }], d.ack!, f.county)}\n\n${stamp(d.rec, f.county, area.texas ? 'Oil and Gas' : 'Miscellaneous')}`;
    }
    const x = draft('release_of_lease', ctx, text, f.tracts, d, ['leasehold'], false);
    for (const u of lu) for (const m of members(u)) x.links.push({ from: l.holder, to: m, estate: 'leasehold', req: l.lessors.includes(m), tracts: f.tracts });
    f.lease = null;
    f.last = Math.max(f.last, t);
    return true;
  }

  // ----- instruments that move nothing -----
  function easementOrMortgage(f: Farm, t: number, kind: 'easement' | 'mortgage'): boolean {
    const holders = f.fee.filter((h) => alive(h, t));
    if (!holders.length || holders.length !== f.fee.length) return false;
    const gU = unitsOf(holders, t, 0.95);
    const y = yearOf(t);
    const ctx = new Ctx(r, people, r.chance(0.1));
    const d = dates(t);
    if (kind === 'easement') {
      const co = mkOrg(r.pick(PIPE), 'a corporation');
      const text = conveyanceText(ctx, { cat: 'easement', title: r.pick(['RIGHT OF WAY AGREEMENT', 'EASEMENT', 'PIPELINE RIGHT-OF-WAY GRANT', 'RIGHT-OF-WAY EASEMENT']), code: 'R/W', gU, eU: [{ a: co.id }], gRole: 'grantor', eRole: 'grantee', ts: f.tracts, grant: r.pick(['do hereby grant', 'hereby grant and convey']), interest: `a right of way and easement to lay, construct, maintain, operate, repair, replace and remove a ${r.pick(['pipe line', 'pipeline', 'power line'])} and appurtenances thereto, over, through and across`, after: ['Grantee shall pay for any damage to crops, fences and improvements caused by the construction, maintenance or operation of said line.'], warranty: 'Grantor retains the right to use said land for all purposes not inconsistent with the rights herein granted.', t, d, series: area.texas ? 'Deed' : 'Miscellaneous' });
      draft('easement', ctx, text, f.tracts, d, [], false);
    } else {
      const lender = bank(t, f.county);
      const dot = area.texas || (area.code === 'NM' && y >= 1990 && r.chance(0.5));
      let eU: Unit[] = [{ a: lender.id }];
      let extra = '';
      if (dot) {
        const tr = mkPerson({ year: y, county: f.county.name });
        tr.immortal = true;
        eU = [{ a: tr.id }];
        extra = `Beneficiary: ${unitText(ctx, { a: lender.id }, 'other', t)}, whose address is ${f.county.town}, ${st}. This conveyance is made in trust to secure payment of one promissory note of even date in the principal sum of $${((5 + r.int(60)) * (y < 1950 ? 100 : y < 1980 ? 1000 : 5000)).toLocaleString('en-US')}, payable to the order of Beneficiary, due on or before ${longDate(t + 365 * (5 + r.int(20)), r)}.`;
      }
      const text = conveyanceText(ctx, { cat: 'deed_of_trust', title: dot ? 'DEED OF TRUST' : r.pick(['REAL ESTATE MORTGAGE', 'MORTGAGE', 'MORTGAGE OF REAL ESTATE']), code: dot ? 'DT' : 'Mtg', gU, eU, gRole: 'grantor', eRole: 'grantee', labels: dot ? ['grantor', 'trustee'] : ['mortgagor', 'mortgagee'], ts: f.tracts, grant: dot ? 'do hereby grant, sell and convey in trust' : 'do hereby mortgage', interest: '', after: dot ? [] : [`This mortgage is given to secure the payment of one certain promissory note of even date herewith in the sum of $${((2 + r.int(60)) * (y < 1950 ? 50 : y < 1980 ? 500 : 2500)).toLocaleString('en-US')}, due on or before ${longDate(t + 365 * (3 + r.int(30)), r)}, with interest thereon.`], warranty: dot ? 'This conveyance is made in trust for the benefit of Beneficiary to secure the payment of the note described herein; upon payment of said note this deed of trust shall be released.' : 'If said note is paid when due, this mortgage shall be void.', t, d, series: dot ? 'Deed of Trust' : 'Mortgage', extra });
      draft('deed_of_trust', ctx, text, f.tracts, d, [], false);
    }
    return true;
  }
  function otherDoc(f: Farm, t: number): boolean {
    const owners = [...new Set([...(f.feeMin > 0 ? f.fee : []), ...minHolders(f, t), ...[...f.roy.keys()].filter((k) => alive(k, t) && !P(k).deadEnd)])].filter((p) => alive(p, t)).slice(0, 6);
    if (owners.length < 1) return false;
    const ctx = new Ctx(r, people, false);
    const L = describe(f.tracts);
    let text: string;
    let d: { exec: number | null; ack: number | null; rec: number; eff?: number | null };
    if (f.lease && r.chance(0.6)) {
      const op = f.lease.holder;
      const eff = dn(yearOf(t), ymd(t)[1], 1);
      d = { exec: t, ack: null, rec: t + 5 + r.int(40), eff };
      const well = `${P(owners[0]).last} ${1 + r.int(30)}-${r.pick(['1', '1H', '2', 'A'])} Well`;
      text = `DIVISION ORDER\n\nTo: ${ctx.n(op, 'other')}\nProperty: ${well}\nLands: ${L.body}${L.needWhere ? `, ${L.where}` : ''}\nEffective: 7:00 a.m., ${longDate(eff, r)}\n\nThe undersigned certify and guarantee that they are the legal owners of the interests set out below in the oil and gas produced from the above property, and authorize payment therefor until further notice:\n\n${owners.map((o) => `   ${ctx.n(o, 'other')}     ${((f.min.get(o) ?? f.roy.get(o) ?? f.feeMin / Math.max(1, f.fee.length)) * (f.roy.has(o) ? 1 : 0.125)).toFixed(8)}`).join('\n')}\n\nDated: ${anyDate(t, r)}\n\n${owners.map((o) => `/s/ ${ctx.f(o)}`).join('\n')}\n\n${stamp(d.rec, f.county, 'Miscellaneous')}`;
    } else {
      if (owners.length < 2) return false;
      d = dates(t);
      text = `STIPULATION OF INTEREST\n\nThe undersigned, ${owners.map((o) => ctx.n(o, 'other')).join(', ')}, being all of the owners of the mineral and royalty interests in the following described land situated in ${L.where}:\n\n${L.body}\n\ndo hereby stipulate and agree, each with the others, that the oil, gas and other minerals in and under said land are owned as shown by the instruments of record, and that this stipulation shall bind their heirs, successors and assigns.\n\nExecuted this ${dayOf(d.exec!, r)}.\n\n${owners.map((o) => `/s/ ${ctx.f(o)}`).join('\n')}\n\n${ack(ctx, owners.map((o) => ({ a: o })), d.ack!, f.county)}\n\n${stamp(d.rec, f.county, 'Miscellaneous')}`;
    }
    draft('other', ctx, text, f.tracts, d, [], false);
    return true;
  }

  // ----- the simulation -----
  for (const f of farms.sort((a, b) => a.start - b.start)) startFarm(f);
  const endDay = dn(2020, 6, 30);
  let clock = farms[0].start + 200;
  const stepMean = (0.85 * (endDay - clock)) / Math.max(10, target - drafts.length);
  const plans: Array<{ kind: GapKind; at: number; done: boolean }> = [];
  for (const kind of ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'] as GapKind[]) {
    const n = r.chance(0.12) ? 2 : 1;
    for (let i = 0; i < n; i++) plans.push({ kind, at: dn(1928 + r.int(85), 1, 1), done: false });
  }
  const feeAlive = (f: Farm, t: number) => f.fee.length > 0 && f.fee.every((h) => alive(h, t) && !P(h).deadEnd);
  const activeFarms = (t: number) => farms.filter((f) => f.start < t - 150 && !f.locked);

  function plant(kind: GapKind): boolean {
    const t = clock;
    const y = yearOf(t);
    const fs = activeFarms(t).filter((f) => feeAlive(f, t));
    if (!fs.length) return false;
    const f = r.pick(fs);
    if (kind === 'grantor_never_received') {
      const holder = P(f.fee[0]);
      const stranger = mkPerson({ female: r.chance(0.2), last: !holder.org && r.chance(0.5) ? holder.last : undefined, year: y, county: r.pick([primary.name, secondary.name]), married: r.chance(0.4) });
      stranger.deadEnd = true;
      let x: Draft;
      if (r.chance(0.55) && y >= 1915) {
        const to = r.chance(0.5) ? royaltyCo(t) : mkPerson({ year: y, county: f.county.name });
        to.deadEnd = !to.org;
        x = mineralDeed([f], t, [stranger.id], r.pick([1 / 2, 1 / 4]), [{ a: to.id }], { wild: true });
      } else {
        const to = mkPerson({ year: y, county: f.county.name, married: r.chance(0.4) });
        to.deadEnd = true;
        x = feeDeed([f], t, [{ a: to.id, b: to.spouse && r.chance(0.5) ? to.spouse : undefined, bHolds: true }], { cat: r.chance(0.6) ? 'quitclaim_deed' : 'warranty_deed', stranger: stranger.id });
      }
      gapsOut.push({ draft: x, tracts: f.tracts, estate: x.cat === 'mineral_deed' ? 'mineral' : 'fee', kind });
      return true;
    }
    if (kind === 'conveyed_before_acquired') {
      if (t - f.last < 400) return false;
      const mineral = f.feeMin >= 1 / 4 && y >= 1918 && r.chance(0.6);
      const early = t - Math.round(120 + r.next() * Math.min(1000, 0.7 * (t - f.last) - 120));
      if (mineral) {
        const g = r.pick([1 / 4, 1 / 8].filter((v) => v <= f.feeMin));
        const X = newBuyer(t, f.county.name);
        mineralDeed([f], t, 'fee', g, [{ a: X.id }]);
        f.feeMin -= g;
        const Y = r.chance(0.5) ? royaltyCo(t) : mkPerson({ year: y, county: f.county.name, married: r.chance(0.5) });
        const x = mineralDeed([f], early, [X.id], g, [{ a: Y.id }]);
        add(f.min, Y.id, g);
        gapsOut.push({ draft: x, tracts: f.tracts, estate: 'mineral', kind });
      } else {
        const before = [...f.fee, ...f.fee.map((h) => P(h).spouse ?? '')];
        const bu = buyer(t, f, new Set(before));
        feeDeed([f], t, bu, { reserve: false });
        const x = feeDeed([f], early, buyer(early, f, new Set([...before, ...f.fee, ...f.fee.map((h) => P(h).spouse ?? '')])), { reserve: false, cat: r.chance(0.7) ? 'warranty_deed' : 'quitclaim_deed' });
        gapsOut.push({ draft: x, tracts: f.tracts, estate: 'fee', kind });
      }
      f.last = t;
      return true;
    }
    // conveyed_more_than_held
    const cand = minHolders(f, t).filter((h) => frac(f.min.get(h)!) && f.min.get(h)! < 1 / 2 - 1e-9 && frac(2 * f.min.get(h)!) && minGroup(f, h, t).length === 1);
    let M: string;
    let x0 = 0;
    if (cand.length) { M = r.pick(cand); x0 = f.min.get(M)!; }
    else if (f.feeMin >= 1 / 4 && y >= 1915) {
      x0 = r.pick([1 / 4, 1 / 8]);
      const m = r.chance(0.4) ? royaltyCo(t) : newBuyer(t, f.county.name);
      M = m.id;
      mineralDeed([f], t, 'fee', x0, [{ a: M }]);
      f.feeMin -= x0;
      add(f.min, M, x0);
      clock += 200 + r.int(900);
    } else return false;
    const t2 = clock;
    const N = r.chance(0.4) ? royaltyCo(t) : mkPerson({ year: yearOf(t2), county: f.county.name, married: r.chance(0.5) });
    let x: Draft;
    if (r.chance(0.5)) {
      x = mineralDeed([f], t2, [M], 2 * x0, [{ a: N.id }]);
      N.deadEnd = !N.org;
    } else {
      mineralDeed([f], t2, [M], x0, [{ a: N.id }]);
      add(f.min, N.id, x0);
      clock += 150 + r.int(700);
      const Q = r.chance(0.5) ? mkPerson({ year: yearOf(clock), county: secondary.name }) : royaltyCo(t);
      if (!Q.org) Q.deadEnd = true;
      x = mineralDeed([f], clock, [M], x0, [{ a: Q.id }]);
    }
    f.min.delete(M);
    gapsOut.push({ draft: x, tracts: f.tracts, estate: 'mineral', kind });
    return true;
  }

  function step(): void {
    const t = clock;
    const y = yearOf(t);
    const act = activeFarms(t);
    if (!act.length) return;
    const f = r.pick(act);
    const ok = feeAlive(f, t);
    const dying = [...new Set(farms.flatMap((g) => [...g.fee, ...g.min.keys(), ...g.roy.keys()]))].filter((p) => !P(p).org && !P(p).immortal && !P(p).deadEnd && P(p).dead == null && age(p, t) >= 58 && P(p).lastAct < t - 200 && P(p).lastAct > 0);
    const oldest = dying.reduce((m, p) => Math.max(m, age(p, t)), 0);
    const pickDying = () => {
      let u = r.next() * dying.reduce((s, p) => s + (age(p, t) - 50) ** 2, 0);
      for (const p of dying) if ((u -= (age(p, t) - 50) ** 2) < 0) return p;
      return dying[dying.length - 1];
    };
    const severed = minHolders(f, t);
    const royals = [...f.roy.keys()].filter((k) => alive(k, t) && !P(k).deadEnd);
    const hq = f.lease ? OIL.find((o) => o[2] === P(f.lease!.holder).orgForms[0]) : undefined;
    const gone = !!f.lease && ((hq != null && hq[1] < y) || (!P(f.lease.holder).org && y >= 1985));
    const w: Array<[() => boolean, number]> = [
      [() => feeSaleStep(f, t), ok ? Math.min(1.5, (t - f.lastFee) / 3650) * 1.8 : 0],
      [() => mdFee(f, t), ok && f.feeMin >= 1 / 8 && y >= 1912 ? 0.8 : 0],
      [() => mdHolder(f, t, severed), severed.length && y >= 1915 ? 0.8 : 0],
      [() => royaltyStep(f, t, severed, royals), y >= 1918 && ((ok && f.feeMin > 0) || severed.length || royals.length) ? 0.8 : 0],
      [() => death(pickDying(), t), dying.length ? (oldest >= 78 ? 4 : 1.2) : 0],
      [() => leaseDoc(f, t), !f.lease && y >= 1912 ? 2.0 : 0],
      [() => assignment(f, t), f.lease && t - f.lease.date > 200 ? (gone ? 4 : 1.1) : 0],
      [() => release(f, t), f.lease && t - f.lease.date > 730 && !gone ? 0.7 + Math.min(3, (t - f.lease.date) / 1800) : 0],
      [() => easementOrMortgage(f, t, 'easement'), ok && y >= 1925 ? 0.45 : 0],
      [() => easementOrMortgage(f, t, 'mortgage'), ok ? 0.5 : 0],
      [() => curative(f, t), ok && f.fee.length >= 2 && f.fee.every((h) => !P(h).org) ? 0.6 : 0],
      [() => otherDoc(f, t), y >= 1950 ? 0.45 : 0],
    ];
    let u = r.next() * w.reduce((s, x) => s + x[1], 0);
    for (const [fn, wt] of w) {
      if (wt <= 0) continue;
      if ((u -= wt) < 0) { fn(); return; }
    }
  }
  function feeSaleStep(f: Farm, t: number): boolean {
    const same = farms.filter((g) => g !== f && !g.locked && g.start < t - 150 && g.fee.length && g.fee.length === f.fee.length && g.fee.every((h) => f.fee.includes(h)) && g.feeMin === f.feeMin);
    const fs = [f, ...same.filter(() => r.chance(0.6))];
    feeDeed(fs, t, buyer(t, f, new Set(f.fee)));
    return true;
  }
  function mdFee(f: Farm, t: number): boolean {
    const g = r.pick([1 / 2, 1 / 4, 1 / 8, 3 / 8, 1 / 16].filter((v) => v <= f.feeMin + 1e-9));
    const to = r.chance(0.5) ? royaltyCo(t) : r.chance(0.5) ? newBuyer(t, r.pick([primary.name, secondary.name])) : mkPerson({ year: yearOf(t), county: f.county.name, married: r.chance(0.5) });
    const eU: Unit[] = [{ a: to.id }];
    mineralDeed([f], t, 'fee', g, eU);
    f.feeMin -= g;
    add(f.min, to.id, g);
    return true;
  }
  /** A severed holder and a spouse who also holds minerals there: they convey together. */
  const minGroup = (f: Farm, h: string, t: number) => {
    const s = P(h).spouse;
    return s && f.min.has(s) && alive(s, t) && !P(s).deadEnd ? [h, s] : [h];
  };
  function mdHolder(f: Farm, t: number, severed: string[]): boolean {
    const h = r.pick(severed);
    const grp = minGroup(f, h, t);
    const x = grp.reduce((a, q) => a + f.min.get(q)!, 0);
    const others = farms.filter((g) => g !== f && g.start < t - 150 && grp.every((q) => g.min.has(q)));
    const fs = others.length && r.chance(0.5) ? [f, ...others] : [f];
    const to = r.chance(0.45) ? royaltyCo(t) : newBuyer(t, r.pick([primary.name, secondary.name]));
    if (grp.includes(to.id)) return false;
    const eU: Unit[] = [{ a: to.id, b: !P(to.id).org && P(to.id).spouse && r.chance(0.3) ? P(to.id).spouse! : undefined, bHolds: true }];
    mineralDeed(fs, t, grp, fs.length === 1 && frac(x) && r.chance(0.7) ? x : null, eU);
    for (const g of fs) {
      const v = grp.reduce((a, q) => a + (g.min.get(q) ?? 0), 0);
      for (const q of grp) g.min.delete(q);
      const rs = receivers(eU);
      for (const q of rs) add(g.min, q, v / rs.length);
    }
    return true;
  }
  function royaltyStep(f: Farm, t: number, severed: string[], royals: string[]): boolean {
    const src = r.next();
    const to = r.chance(0.6) ? royaltyCo(t) : newBuyer(t, r.pick([primary.name, secondary.name]));
    const share = r.pick<[number, string]>([[1 / 2, 'one-half (1/2)'], [1 / 4, 'one-fourth (1/4)'], [1 / 16, 'one-sixteenth (1/16)'], [1 / 32, 'one thirty-second (1/32)']]);
    if (src < 0.4 && feeAlive(f, t) && f.feeMin > 0) {
      mineralDeed([f], t, 'fee', null, [{ a: to.id }], { royalty: share[1] });
    } else if (severed.length && (src < 0.8 || !royals.length)) {
      const h = r.pick(severed);
      if (h === to.id) return false;
      mineralDeed([f], t, minGroup(f, h, t), null, [{ a: to.id }], { royalty: share[1] });
    } else if (royals.length) {
      const h = r.pick(royals);
      if (h === to.id) return false;
      mineralDeed([f], t, [h], null, [{ a: to.id }], { royalty: 'all of Grantor\'s' });
      add(f.roy, to.id, f.roy.get(h)!);
      f.roy.delete(h);
      return true;
    } else return false;
    add(f.roy, to.id, share[0]);
    return true;
  }
  function curative(f: Farm, t: number): boolean {
    const [a, b] = [...f.fee].sort(() => r.next() - 0.5);
    if (P(a).spouse === b) return false;
    feeDeed([f], t, [{ a: b }], { cat: 'quitclaim_deed', reserve: false, from: [a] });
    return true;
  }

  while (drafts.length < target && clock < endDay) {
    clock += Math.round(stepMean * (0.4 + 1.2 * r.next()));
    if (clock >= endDay) break;
    let planted = false;
    for (const g of plans) {
      if (!g.done && clock >= g.at) {
        if (plant(g.kind)) { g.done = true; planted = true; }
        break;
      }
    }
    if (!planted) step();
  }

  // ----- files, truth, links, gaps -----
  const order = drafts.map((_, i) => i).sort(() => r.next() - 0.5);
  const fileOf = new Map<Draft, string>();
  order.forEach((di, i) => fileOf.set(drafts[di], `d${seed}-${pkg}-${String(i + 1).padStart(3, '0')}.txt`));
  const docs: HeldoutDoc[] = order.map((di) => {
    const x = drafts[di];
    const dd: Record<string, string | null> = { execution_date: iso(x.exec), effective_date: iso(x.eff), acknowledgment_date: iso(x.ack), recording_date: iso(x.rec) };
    if (x.cat === 'affidavit_of_heirship' || x.cat === 'probate') dd.death_date = iso(x.death ?? null);
    return {
      text: x.text,
      truth: { file: fileOf.get(x)!, doc_category: x.cat, governing_date: iso(x.eff ?? x.exec ?? x.rec), dates: dd, parties: x.parties.map((p) => ({ name: p.name, role: p.role })), tracts: x.tracts.map((t) => ({ ...t.truth })), conveys_fee: x.fee, estate_types_conveyed: [...x.estates] },
      persons: x.parties.map((p) => p.pid),
    };
  });
  const links: HeldoutLink[] = [];
  for (const x of drafts) for (const l of x.links) for (const t of l.tracts) links.push({ tract: t.key, estate: l.estate, doc: fileOf.get(x)!, from: l.from, to: l.to, required: l.req });
  const gaps: HeldoutGap[] = gapsOut.flatMap((g) => g.tracts.map((t) => ({ tract: t.key, estate: g.estate, kind: g.kind, doc: fileOf.get(g.draft)! })));
  const counties = [...new Set(farms.map((f) => f.county.name))];
  return { name: `d${seed}-${pkg} ${counties.join(' and ')} ${counties.length > 1 ? 'Counties' : 'County'}, ${st}`, docs, links, gaps };
}
