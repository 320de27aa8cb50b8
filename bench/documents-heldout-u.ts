// Held-out set U: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one of
// four areas that no header of sets A-T covers as an area (the four packages of one seed are the four
// areas, in an order the seed draws), whose farms (one or two tracts that travel together in the fee
// chain) pass through time on one clock, about 1849-2024:
// - northwestern Wisconsin (Fourth P.M., townships north, ranges west: Douglas, Bayfield, Washburn,
//   Sawyer; cut-over timber lands, the Omaha railway's grant, Midcontinent Rift leasing from 1982):
//   United States homestead and cash-entry patents, first deeds of the railway and of land companies
//   (some keeping half the minerals), old printed indentures "given, granted, bargained, sold,
//   remised, released, aliened, conveyed and confirmed" with the wife joining for the homestead, the
//   State Bar forms ("conveys to Grantee", "This is not homestead property", signatures
//   "authenticated" by a member of the State Bar), land contracts and fulfillment deeds, county court
//   final decrees and circuit court final judgments, transfers by affidavit (Wis. Stat. 867.03),
//   terminations of decedent's interest, personal representative's deeds, statements of claim of a
//   mineral interest (Wis. Stat. 706.057), abstracters' entries, Register of Deeds certificates;
// - northern Vermont (Franklin and Grand Isle, gas leasing 1955-1988; Orleans and Lamoille, talc and
//   asbestos severances, no leasing): lots in the ranges of a town's allotment and parcels by metes
//   and bounds, recorded in the town clerk's land records; warranty deeds "GIVE, GRANT, SELL, CONVEY
//   AND CONFIRM ... FREE FROM EVERY ENCUMBRANCE ... WARRANT AND DEFEND", limited warranty and
//   "REMISE, RELEASE AND FOREVER QUITCLAIM" deeds, the wife's release of homestead, acknowledgments
//   "At Swanton, in said County ... personally appeared", the property transfer tax stamp, probate
//   decrees of distribution, executor's and administrator's deeds under a license to sell, mortgage
//   deeds with their condition, discharges;
// - central Michigan (Michigan Meridian: Isabella, Clare, Gratiot, Mecosta; Mount Pleasant and Porter
//   fields from 1928): United States patents, lumber companies' first deeds, indentures with the wife
//   barring dower, statutory "Convey(s) and Warrant(s)", "Quit Claim(s)" and covenant deeds, land
//   contracts, orders assigning residue and of complete estate settlement, personal representative's
//   deeds, the 1930s royalty trade, abstracters' entries, Liber and page and transfer-tax stamps;
// - the Allegheny plateau of northwestern Pennsylvania (Warren, Forest, McKean, Elk: parts of warrant
//   tracts in named townships; oil leasing from 1865, the Allegheny National Forest from 1923):
//   Commonwealth patents, indentures and deeds that "WARRANT SPECIALLY" or "GENERALLY" with their
//   "BEING the same premises" recital and certificate of residence, deeds to the United States under
//   the Weeks Law reserving the oil, gas and minerals, oil and gas deeds, the oil-region lease
//   "AGREEMENT" with its gas-well rental, surrenders, Orphans' Court decrees of distribution,
//   affidavits of heirship, executor's and administrator's deeds, mortgages and satisfaction pieces.
// Everywhere: mineral deeds of fractions (from fee owners and severed holders; words, figures,
// percentages), royalty deeds, deeds reserving minerals, heirs' quitclaims to one of them, correction
// deeds where a spouse had failed to join, deeds by an attorney in fact, deeds of a couple into their
// revocable trust and the trustees' deeds out, rental and paid-up leases "made effective as of",
// memoranda, assignments (whole, of an undivided half, with an Effective Time), releases, easements.
// Wordings vary: stamps above or below, names only in signatures and acknowledgments, descriptions
// first, dating lines in words, ordinals and figures, capitals, index order in abstracts. People
// recur under name variants (full middle name, initial, initials only, no middle, "Wm.", capitals, a
// wife's maiden name as her middle name); a son named for his father is "Jr." (the father "Sr." in
// some instruments of his own estate); at most one unrelated namesake per package, his residence
// written with his name wherever he is a party; companies under Co./Company, Corp., Inc., LLC (from
// 1993), L.P. (from 1976). Exactly one planted gap of each kind per package, each on a one-tract farm.
// Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of the headers of sets A-T (D's list with E's to T's additions) and of the
// contract (specs/documents.yaml) where they speak; what set U decides itself:
// - tracts: state two letters, county without "County". Wisconsin and Michigan quarters as D (township
//   "45N", range "12W"; Michigan's "Town 14 North" is "14N"), government lots as F, the meridian and
//   civil town in no field, acres always stated. A Vermont "Lot No. 12 in the Fourth Range" (also "Lot
//   12, Range 4", "the twelfth lot in the fourth range of lots") is lot "12", range "4" (a bare number,
//   as the contract's New York purchases), acres as stated, everything else null; the town, its
//   division or allotment, calls and adjoiners in no field; a part of a lot with its own acreage is
//   that lot and range with those acres; a Vermont parcel by metes and bounds alone is state, county
//   and acres (H). Pennsylvania warrant tracts as H: survey "Jeremiah Parker Warrant" (however the
//   warrant is cited), acres always stated, the warrant number, township and calls in no field. Outside
//   Wisconsin and Michigan no two tracts of a package share an acreage;
// - recording_date: Wisconsin's "Received for record this" day and "RECEIVED FOR RECORD" stamp,
//   Michigan's "Received for record" and "RECORDED" lines, the Vermont town clerk's "Received for
//   record" (the property transfer tax stamp's "ACKNOWLEDGMENT ... Return Received" is the same day
//   and no acknowledgment), the Pennsylvania Recorder's certificate day and "Recorded On"; book,
//   Liber, page and document numbers in no field;
// - Wisconsin's "Signature(s) ... authenticated on" a date (Wis. Stat. 706.06) stands in for an
//   acknowledgment: acknowledgment_date; the attorney, drafter, return address and PIN add nothing;
// - a land contract is the contract's `other`: vendors and vendees `other`, no link, estates []; the
//   deed "in fulfillment of" it links, the contract date it recites not being the deed's;
// - Wisconsin couples take as joint tenants or survivorship marital property, the others as tenants
//   by the entirety: both hold. A Wisconsin "Termination of Decedent's Interest" is the contract's
//   survivor's affidavit (`other`, the deceased `decedent`, the survivor `other`, estates [], a fee link
//   `required: false`, execution_date the jurat, death_date); elsewhere the survivor records nothing;
// - a "Transfer by Affidavit" is the contract's small estate affidavit (every heir `heir`, the affiant
//   one of them and `heir` only); a Pennsylvania affidavit of heirship is a neighbour's (`other`);
//   both: execution_date the jurat, death_date, no acknowledgment;
// - a Wisconsin "Statement of Claim" of a mineral interest is `other`, the claimant `other`, estates
//   [], no link, execution_date its dating line (sworn, no acknowledgment);
// - probate: Wisconsin final decrees and final judgments (judge or probate registrar), Vermont
//   decrees of distribution, Michigan orders assigning residue or of complete estate settlement and
//   Pennsylvania Orphans' Court decrees ("AND NOW, this ... day") are `probate`: execution_date the day
//   of the decree (the register's later "true copy" attestation is not), death_date, no
//   acknowledgment; the fiduciary no party unless an heir; a will often leaves all to the spouse;
// - fiduciary deeds (personal representative's, executor's, administrator's, a Vermont license to
//   sell) are the contract's `other`, conveys_fee true, ["fee"], the decedent `grantor`, the purchaser
//   `grantee`, linked; the fiduciary no party, no death_date; only a sole owner who holds nothing else
//   dies so;
// - a deed to the "United States of America" for the national forest is a warranty_deed; its
//   reservation of "all the oil, gas and minerals" keeps them with the grantors in equal shares (a
//   holding each, no link); the United States never conveys, leases or mortgages; no Act's date counts;
// - categories: "WARRANT AND DEFEND" against all persons, "Convey(s) and Warrant(s)" and "WARRANT
//   GENERALLY" warranty_deed; a Vermont "Limited Warranty Deed", a trustee's deed limited to claims
//   "by, through or under" the grantor, Michigan's "Covenant Deed" (the grantor "has not done,
//   committed or suffered anything whereby the premises have been encumbered", the contract's covenant
//   against grantor's acts) and "WARRANT SPECIALLY" special_warranty_deed; quit-claim forms
//   quitclaim_deed; "OIL AND GAS DEED", "CONVEYANCE OF MINERAL RIGHTS" mineral_deed; "SURRENDER"
//   release_of_lease; "SATISFACTION OF MORTGAGE", "DISCHARGE OF MORTGAGE", "SATISFACTION PIECE" the
//   contract's `other` (lender `grantor`, mortgagors `grantee`, no link, no tract when no land);
// - a correction deed re-executes a deed the grantor's wife had not joined: the corrected deed's
//   category, the wife joining, links again `required: false`, no gap (E, N); "X, by Y, his attorney in
//   fact under power of attorney dated ..." names the party X (Y none; the power's date no date);
// - trustees of a couple's revocable trust are holders by name, person ids of their own (Q); the trust's
//   date is no date; their deed out is a special_warranty_deed;
// - an abstracter's entry standing for a deed is that deed (category, parties, Dated, Ack., Rec., links);
// - leases: lessors are the fee owners while minerals remain with the land and the people holding
//   severed minerals (companies holding minerals never lease); a release only while the lessors live
//   and hold what they leased (I); "made effective as of": effective_date, no execution_date (F); an
//   assignment "effective as of 7:00 a.m." has both;
// - a severed holder's death is often never probated: his interest lies dormant (nobody deals with it);
// - gaps: grantor_never_received a stranger's mineral deed (sometimes of the fee owner's surname, his
//   wife sometimes joining); conveyed_before_acquired a mineral deed dated three months to three years
//   before the fee owners' mineral deed into its grantor (gap on the early deed, both links given);
//   conveyed_more_than_held a severed holder conveying twice his fraction, or the same fraction again;
//   gap parties never deal again, and after its gap a farm sees only fee deeds, deaths of its fee
//   holders, mortgages and easements (minerals a decedent held there lie dormant).
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;

// ------------------------------------------------------------------ calendar and numbers
interface Dt { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYW = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const two = (n: number) => String(n).padStart(2, '0');
const iso = (t: Dt) => `${t.y}-${two(t.m)}-${two(t.d)}`;
const before = (a: Dt, b: Dt) => iso(a) < iso(b);
const shift = (t: Dt, days: number): Dt => {
  const x = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const daysBetween = (a: Dt, b: Dt) => Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86400000);
const th = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
const upper1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleWords = (n: number) => numberWords(n).split(/([ -])/).map((w) => (w === ' ' || w === '-' ? w : upper1(w))).join('');
const yearInWords = (y: number) => `one thousand ${numberWords(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${numberWords(y % 100)}` : ''}`;
const ordWord = (n: number): string => (n <= 31 ? DAYW[n] : n % 10 === 0 ? numberWords(n).replace(/y$/, 'ieth') : `${numberWords(n - (n % 10))}-${DAYW[n % 10]}`);
const mdy = (t: Dt) => `${two(t.m)}/${two(t.d)}/${t.y}`;
const longDate = (t: Dt) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;

/** "16th day of August, 1871" and its long-hand kin, to follow "this" or "the". */
function dayOf(r: Rng, t: Dt, old: boolean): string {
  const forms = [`${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`, `${th(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`];
  if (old) forms.push(`${DAYW[t.d]} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearInWords(t.y)}`, `${DAYW[t.d]} day of ${MONTHS[t.m - 1]}, A. D. ${yearInWords(t.y)}`);
  return r.pick(forms);
}
/** A date as an instrument writes it; `old` lets in the long-hand forms, figures come only after 1960. */
function say(r: Rng, t: Dt, old: boolean): string {
  const forms: Array<() => string> = [
    () => longDate(t),
    () => `the ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`,
    () => `the ${th(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`,
    () => `${MONTHS[t.m - 1]} ${th(t.d)}, ${t.y}`,
  ];
  if (t.y >= 1960) forms.push(() => mdy(t), () => `${t.d} ${MONTHS[t.m - 1]} ${t.y}`);
  if (old) forms.push(() => `the ${DAYW[t.d]} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearInWords(t.y)}`, () => `the ${DAYW[t.d]} day of ${MONTHS[t.m - 1]}, A. D. ${yearInWords(t.y)}`);
  return r.pick(forms)();
}

interface Fr { n: number; d: number }
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => { const g = gcd(Math.abs(n), Math.abs(d)) || 1; return { n: n / g, d: d / g }; };
const minus = (a: Fr, b: Fr) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
const addF = (a: Fr, b: Fr) => fr(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fr, b: Fr) => fr(a.n * b.n, a.d * b.d);
const val = (f: Fr) => f.n / f.d;
const PARTS: Record<number, string> = { 2: 'half', 3: 'third', 4: 'fourth', 6: 'sixth', 8: 'eighth', 12: 'twelfth', 16: 'sixteenth', 24: 'twenty-fourth', 32: 'thirty-second', 64: 'sixty-fourth' };
/** "an undivided one-fourth (1/4)", "an undivided 1/4", "an undivided twenty-five percent (25%)", "all" */
function share(r: Rng, f: Fr): string {
  if (f.n === f.d) return r.pick(['all', 'the entire']);
  const pct = (100 * f.n) / f.d;
  const opts: string[] = [`an undivided ${f.n}/${f.d}`];
  if (PARTS[f.d]) {
    const w = `${numberWords(f.n)}-${PARTS[f.d]}${f.n > 1 ? 's' : ''}`;
    opts.push(`an undivided ${w} (${f.n}/${f.d})`, `an undivided ${w} (${f.n}/${f.d})`, `an undivided ${w}`);
  }
  if (Number.isInteger(pct * 100) && f.d <= 32) opts.push(`an undivided ${pct}%`, `an undivided ${Number.isInteger(pct) ? `${numberWords(pct)} percent (${pct}%)` : `${pct} percent`}`);
  return r.pick(opts);
}
const money = (r: Rng, n: number) => r.pick([`${titleWords(n)} Dollars ($${n.toLocaleString('en-US')}.00)`, `$${n.toLocaleString('en-US')}.00`, `${titleWords(n)} Dollars`, `${numberWords(n).toUpperCase()} DOLLARS`]);
const andJoin = (xs: string[]) => (xs.length < 2 ? xs.join('') : xs.length === 2 ? `${xs[0]} and ${xs[1]}` : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

// ------------------------------------------------------------------ the four areas
type AreaKey = 'wisconsin' | 'vermont' | 'michigan' | 'pennsylvania';
interface County { name: string; seat: string; towns: string[]; twp?: [number, number]; rng?: [number, number]; offices?: string[]; leasing: boolean }
interface Area { key: AreaKey; st: string; stName: string; counties: County[]; surnames: string[]; begin: [number, number]; leaseFrom: number; leaseTo: number; mineralFrom: number }
const AREAS: Area[] = [
  {
    key: 'wisconsin', st: 'WI', stName: 'Wisconsin', begin: [1884, 1906], leaseFrom: 1982, leaseTo: 2016, mineralFrom: 1905,
    counties: [
      { name: 'Douglas', seat: 'Superior', towns: ['Brule', 'Lakeside', 'Solon Springs', 'Gordon', 'Hawthorne', 'Maple'], twp: [44, 48], rng: [10, 14], offices: ['Superior', 'Bayfield'], leasing: true },
      { name: 'Bayfield', seat: 'Washburn', towns: ['Iron River', 'Barnes', 'Drummond', 'Mason', 'Oulu', 'Port Wing'], twp: [44, 50], rng: [5, 9], offices: ['Bayfield', 'Ashland'], leasing: true },
      { name: 'Washburn', seat: 'Shell Lake', towns: ['Minong', 'Chicog', 'Stinnett', 'Gull Lake', 'Casey', 'Springbrook'], twp: [37, 42], rng: [10, 13], offices: ['Eau Claire', 'Wausau'], leasing: true },
      { name: 'Sawyer', seat: 'Hayward', towns: ['Winter', 'Radisson', 'Couderay', 'Draper', 'Bass Lake', 'Round Lake'], twp: [37, 42], rng: [5, 9], offices: ['Wausau', 'Eau Claire'], leasing: true },
    ],
    surnames: ['Lindahl', 'Nyberg', 'Kowalczyk', 'Maki', 'Heikkinen', 'Brzezinski', 'Gustafson', 'Wojcik', 'Koski', 'Lahti', 'Jorgensen', 'Sorenson', 'Rasanen', 'Pelto', 'Hedlund', 'Ostrowski', 'Kaufenberg', 'Dahlberg', 'Engstrom', 'Fjeld', 'Halverson', 'Juntunen', 'Niemi', 'Skoglund', 'Tollefsrud', 'Wiitala'],
  },
  {
    key: 'vermont', st: 'VT', stName: 'Vermont', begin: [1846, 1880], leaseFrom: 1955, leaseTo: 1988, mineralFrom: 1895,
    counties: [
      { name: 'Franklin', seat: 'St. Albans', towns: ['Swanton', 'Highgate', 'Sheldon', 'Enosburgh', 'Fairfield', 'Berkshire'], leasing: true },
      { name: 'Grand Isle', seat: 'North Hero', towns: ['Alburgh', 'Isle La Motte', 'North Hero', 'Grand Isle'], leasing: true },
      { name: 'Orleans', seat: 'Newport', towns: ['Troy', 'Westfield', 'Lowell', 'Jay', 'Irasburg', 'Coventry'], leasing: false },
      { name: 'Lamoille', seat: 'Hyde Park', towns: ['Eden', 'Johnson', 'Belvidere', 'Waterville', 'Hyde Park'], leasing: false },
    ],
    surnames: ['Brigham', 'Chaffee', 'Ladd', 'Tatro', 'Rainville', 'Gervais', 'Paquette', 'Kinsley', 'Spaulding', 'Farnsworth', 'Poquette', 'Bushey', 'Martell', 'Corliss', 'Thibault', 'Boudreau', 'Collette', 'Ashley', 'Domina', 'Gadue', 'Lumbra', 'Racine', 'Skeels', 'Wetherby', 'Fournier', 'Cheney'],
  },
  {
    key: 'michigan', st: 'MI', stName: 'Michigan', begin: [1856, 1884], leaseFrom: 1928, leaseTo: 2018, mineralFrom: 1925,
    counties: [
      { name: 'Isabella', seat: 'Mt. Pleasant', towns: ['Vernon', 'Fremont', 'Chippewa', 'Coe', 'Lincoln', 'Union', 'Broomfield', 'Sherman'], twp: [13, 16], rng: [3, 6], offices: ['Ionia', 'East Saginaw'], leasing: true },
      { name: 'Clare', seat: 'Harrison', towns: ['Hatton', 'Grant', 'Surrey', 'Garfield', 'Sheridan', 'Freeman'], twp: [17, 20], rng: [3, 6], offices: ['East Saginaw'], leasing: true },
      { name: 'Gratiot', seat: 'Ithaca', towns: ['Seville', 'Pine River', 'Bethany', 'Sumner', 'Arcada', 'Emerson'], twp: [9, 12], rng: [1, 4], offices: ['Ionia'], leasing: true },
      { name: 'Mecosta', seat: 'Big Rapids', towns: ['Fork', 'Martiny', 'Morton', 'Hinton', 'Chippewa', 'Wheatland'], twp: [13, 16], rng: [7, 10], offices: ['Ionia'], leasing: true },
    ],
    surnames: ['Schafer', 'Wolgamott', 'Doerr', 'Kleinhardt', 'VanDeventer', 'Wieland', 'Gruesbeck', 'Hursey', 'Fockler', 'Pung', 'Kuhlman', 'Struble', 'Voisinet', 'Zeeb', 'Henige', 'Sieler', 'Fussman', 'Goodsell', 'Wixom', 'Bebow', 'Lauer', 'Neyer', 'Rau', 'Tubbs', 'Ostrander', 'Yuncker'],
  },
  {
    key: 'pennsylvania', st: 'PA', stName: 'Pennsylvania', begin: [1849, 1866], leaseFrom: 1865, leaseTo: 2016, mineralFrom: 1862,
    counties: [
      { name: 'Warren', seat: 'Warren', towns: ['Kinzua', 'Sheffield', 'Mead', 'Glade', 'Elk', 'Watson'], leasing: true },
      { name: 'Forest', seat: 'Tionesta', towns: ['Kingsley', 'Howe', 'Jenks', 'Harmony', 'Hickory', 'Green'], leasing: true },
      { name: 'McKean', seat: 'Smethport', towns: ['Hamilton', 'Wetmore', 'Corydon', 'Lafayette', 'Foster', 'Keating'], leasing: true },
      { name: 'Elk', seat: 'Ridgway', towns: ['Highland', 'Jones', 'Millstone', 'Spring Creek', 'Horton'], leasing: true },
    ],
    surnames: ['Lindquist', 'Barnhart', 'Seifert', 'Kinnear', 'Gausman', 'Hertzel', 'Sterrett', 'Dunkle', 'Wenzel', 'Kifer', 'Sallade', 'Reinhold', 'Hepler', 'Strasser', 'McCandless', 'Kerstetter', 'Mong', 'Ruhlman', 'Swanson', 'Zuck', 'Pfohl', 'Englert', 'Fitzgerald', 'Carnahan', 'Kahle', 'Weyand'],
  },
];
const MEN = ['John', 'William', 'James', 'Charles', 'George', 'Henry', 'Edward', 'Walter', 'Frank', 'Joseph', 'Albert', 'Arthur', 'Fred', 'Herman', 'August', 'Emil', 'Otto', 'Louis', 'Clifford', 'Leslie', 'Ralph', 'Howard', 'Harvey', 'Elmer', 'Russell', 'Kenneth', 'Donald', 'Norman', 'Wayne', 'Glenn', 'Duane', 'Richard', 'Thomas', 'Paul', 'Dean', 'Alvin'];
const WOMEN = ['Mary', 'Anna', 'Emma', 'Minnie', 'Clara', 'Bertha', 'Ida', 'Hilda', 'Lena', 'Esther', 'Agnes', 'Florence', 'Mabel', 'Evelyn', 'Doris', 'Lucille', 'Marjorie', 'Arlene', 'Beverly', 'Shirley', 'Joyce', 'Janet', 'Karen', 'Sandra', 'Louise', 'Helen', 'Margaret', 'Elsie', 'Viola'];
const MIDS = ['Arthur', 'Bernhard', 'Carl', 'Daniel', 'Eugene', 'Franklin', 'Gordon', 'Harold', 'Ivan', 'Jacob', 'Lyle', 'Martin', 'Oscar', 'Peter', 'Roland', 'Stanley', 'Vernon', 'Wilbur', 'Alfred', 'Edwin'];
const FMIDS = ['Amelia', 'Beatrice', 'Charlotte', 'Delia', 'Eleanor', 'Fern', 'Harriet', 'Irene', 'June', 'Katherine', 'Lorna', 'Marie', 'Nellie', 'Opal', 'Ruth', 'Sophia'];
const OFFICERS = ['A. R. Whitcomb', 'Hattie Lindgren', 'C. F. Brockway', 'Eunice Parmelee', 'J. W. Tremblay', 'Rhoda Gilson', 'F. E. Stoddard', 'Myra Kettleson', 'L. P. Barrows', 'Gertrude Ames', 'H. J. Kinnison', 'Nettie Vosburgh', 'R. S. Hollister', 'Alma Carrigan', 'W. T. Dinsmore', 'Opal Rickert', 'E. G. Wescott', 'Lulu Pettibone'];
const PRESIDENTS: Array<[number, string]> = [[1853, 'Franklin Pierce'], [1857, 'James Buchanan'], [1861, 'Abraham Lincoln'], [1865, 'Andrew Johnson'], [1869, 'U. S. Grant'], [1877, 'R. B. Hayes'], [1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benj. Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'Wm. H. Taft'], [1913, 'Woodrow Wilson']];
const GOVERNORS: Array<[number, string]> = [[1848, 'William F. Johnston'], [1852, 'William Bigler'], [1855, 'James Pollock'], [1858, 'William F. Packer'], [1861, 'Andrew G. Curtin'], [1867, 'John W. Geary']];
const inOffice = (xs: Array<[number, string]>, t: Dt) => [...xs].reverse().find(([y]) => t.y > y || (t.y === y && t.m >= 3))?.[1] ?? xs[0][1];
const WARRANTEES = ['Jeremiah Parker', 'Thomas Astley', 'Samuel Wallis', 'James Stroud', 'Hugh Holmes', 'Benjamin Chew', 'Elias Boudinot', 'William Bingham', 'John Vaughan', 'Caleb Lownes', 'Joseph Ball', 'Robert Waln', 'David Rittenhouse', 'Isaac Wharton', 'Tench Coxe', 'Richard Peters'];

// ------------------------------------------------------------------ the simulation's records
type Form = 'Co' | 'Corp' | 'Inc' | 'LLC' | 'LP' | 'fixed';
interface Person {
  id: string; org?: { stem: string; form: Form }; first: string; middle: string; last: string; suffix: string;
  female: boolean; born: number; county: string; spouse: Person | null; kids: Person[]; dead: Dt | null;
  lastActive: Dt; father?: Person; writeSr?: boolean; res?: boolean;
  /** a trustee persona: the same human as `trusteeOf`, another holder */
  trusteeOf?: Person; trust?: { name: string; date: Dt };
  /** never dies in the package (gap parties, royalty buyers) */
  quiet?: boolean;
}
interface Party { p: Person; role: string; joins?: boolean }
interface Tract { truth: ExpectedTract; key: string; county: County; town: string; div: string; part: string; sec: number; twp: number; rng: number; aliquot: string; lots: string; lot: number; range: number; warrantee: string; warrantNo: number; acres: number; metes: string }
interface Hold { p: Person; frac: Fr }
interface Lease { date: Dt; lessors: Party[]; holders: Person[]; orig: Person; ref: string; ver: number }
type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
interface Farm {
  tracts: Tract[]; county: County; fee: Person[]; unsevered: Fr; severed: Hold[]; lease: Lease | null;
  mortgage: { lender: Person; borrowers: Person[]; date: Dt; ref: string } | null; t: Dt; made: number;
  budget: number; ver: number; gap: GapKind | null; gapYear: number; frozen: boolean; done: boolean;
  lastRef: string; lastDeed: Dt | null;
  /** when the present fee holders took */
  since: Dt;
  /** the latest instrument describing the farm */
  lastAny: Dt; usa: boolean;
}
type Estate = 'fee' | 'mineral' | 'leasehold';
interface LinkSpec { tract: Tract; estate: Estate; from: Person; to: Person; required: boolean }
interface Built {
  category: string; parties: Party[]; names: Map<string, string>; text: string; exec: Dt | null; ack: Dt | null;
  eff: Dt | null; rec: Dt; death?: Dt; tracts: Tract[]; fee: boolean; estates: Estate[]; links: LinkSpec[];
  gap?: { kind: GapKind; estate: Estate };
}
type DeedKind = 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed';

const ALIQUOTS: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['N/2 NE/4', 80], ['S/2 SE/4', 80], ['W/2 SW/4', 80], ['E/2 NW/4', 80], ['NE/4 SE/4', 40], ['SW/4 NE/4', 40], ['NW/4 NW/4', 40], ['SE/4 SW/4', 40], ['W/2', 320], ['N/2 SW/4', 80]];
const QWORD: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
/** An aliquot in one of the ways the areas write it. */
function aliq(a: string, how: number): string {
  const ps = a.split(' ').map((x) => x.split('/') as [string, string]);
  const word = (q: string) => (q === '2' ? 'Half' : 'Quarter');
  switch (how) {
    case 0: return a;
    case 1: return ps.map(([d, q]) => `${d} 1/${q}`).join(' of ');
    case 2: return ps.map(([d, q]) => `${d}${q === '2' ? '½' : '¼'}`).join('');
    case 3: return ps.map(([d, q], i) => `${i ? 'the ' : 'the '}${QWORD[d]} ${word(q)}`).join(' of ') + ` (${ps.map(([d, q]) => `${d} 1/${q}`).join(' ')})`;
    case 4: return ps.map(([d, q]) => `${QWORD[d]} one-${q === '2' ? 'half' : 'quarter'} (${d} 1/${q})`).join(' of the ');
    default: return ps.map(([d, q]) => `${QWORD[d].toLowerCase().replace(/^(north|south)(east|west)$/, '$1-$2')} ${q === '2' ? 'half' : 'quarter'}`).join(' of the ');
  }
}

export const generateHeldoutU: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 7919 + 4241);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) {
    const area = order[k % order.length];
    out.push(makePackage(seededRng(opts.seed * 10007 + k * 613 + 29), area, opts.docsPerPackage, `u-${opts.seed}-${k + 1}-${area.key}`));
  }
  return out;
};

const END: Dt = { y: 2024, m: 10, d: 31 };

function makePackage(r: Rng, A: Area, target: number, pkgName: string): HeldoutPackage {
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const WI = A.key === 'wisconsin';
  const VT = A.key === 'vermont';
  const MI = A.key === 'michigan';
  const PA = A.key === 'pennsylvania';
  const countyNames = A.counties.map((c) => c.name);

  // ---------------------------------------------------------------- people
  let seq = 0;
  const taken = new Set<string>();
  const people: Person[] = [];
  const blank = (id: string): Person => ({ id, first: '', middle: '', last: '', suffix: '', female: false, born: 0, county: '', spouse: null, kids: [], dead: null, lastActive: { y: 1700, m: 1, d: 1 } });
  const person = (female: boolean, born: number, county: string, last?: string): Person => {
    for (let i = 0; ; i++) {
      const first = r.pick(female ? WOMEN : MEN);
      const ln = last ?? r.pick(A.surnames);
      if (taken.has(`${first} ${ln}`) && i < 200) continue;
      taken.add(`${first} ${ln}`);
      const p: Person = { ...blank(`H${++seq}`), first, middle: r.pick((female ? FMIDS : MIDS).filter((m) => m !== first)), last: ln, female, born, county };
      people.push(p);
      return p;
    }
  };
  const marry = (h: Person): Person => {
    const w = person(!h.female, h.born + r.int(7) - 3, h.county, h.last);
    if (w.female && r.chance(0.3)) w.middle = r.pick(A.surnames.filter((s) => s !== h.last));
    h.spouse = w;
    w.spouse = h;
    w.kids = h.kids;
    return w;
  };
  const companies = new Map<string, Person>();
  const company = (stem: string, form: Form): Person => {
    const k = `${stem}|${form}`;
    if (!companies.has(k)) companies.set(k, { ...blank(`C${companies.size + 1}`), org: { stem, form }, quiet: true });
    return companies.get(k)!;
  };
  const human = (p: Person) => p.trusteeOf ?? p;
  const alive = (p: Person, t: Dt) => { const h = human(p); return !h.dead || before(t, h.dead); };
  const touch = (ps: Person[], t: Dt) => { for (const p of ps) { const h = human(p); if (before(h.lastActive, t)) h.lastActive = t; } };
  const buyer = (y: number, county: string): Person => {
    const p = person(r.chance(0.07), y - 24 - r.int(26), r.chance(0.8) ? county : r.pick(countyNames));
    if (r.chance(0.72)) marry(p);
    return p;
  };
  let namesake = false;
  let template: Person | null = null;
  const templateFarm = (p: Person) => farms.findIndex((x) => x.fee.includes(p) || x.severed.some((h) => h.p === p));
  let juniors = 0;
  const childrenOf = (dec: Person, death: Dt): Person[] => {
    if (!dec.kids.length) {
      const n = 1 + r.int(3) + (r.chance(0.2) ? 1 : 0);
      const surname = dec.female && dec.spouse ? dec.spouse.last : dec.last;
      const dad = dec.female ? dec.spouse : dec;
      for (let i = 0; i < n; i++) {
        const female = r.chance(0.45);
        const born = Math.min(Math.max(dec.born + 21 + r.int(15), death.y - 56), death.y - 20);
        const c = person(female, born, r.chance(0.7) ? dec.county : r.pick(countyNames), surname);
        if (!female && i === 0 && dad && !dad.suffix && !dad.res && !dad.org && juniors < 2 && r.chance(juniors ? 0.3 : 0.6)) {
          juniors++;
          taken.add(`${dad.first} ${dad.last}`);
          Object.assign(c, { first: dad.first, middle: dad.middle, suffix: 'Jr.', father: dad });
          dad.writeSr = true;
        }
        const free = A.surnames.filter((x) => x !== c.last && !taken.has(`${c.first} ${x}`));
        if (female && free.length && r.chance(0.5)) {
          const hb = person(false, c.born + r.int(4), c.county, r.pick(free));
          if (r.chance(0.4)) c.middle = c.last;
          c.last = hb.last;
          taken.add(`${c.first} ${c.last}`);
          c.spouse = hb;
          hb.spouse = c;
          hb.kids = c.kids;
        } else if (!female && r.chance(0.6)) marry(c);
        dec.kids.push(c);
      }
    }
    return dec.kids.filter((c) => alive(c, death));
  };

  // ---------------------------------------------------------------- a name per person per instrument
  const coName = (p: Person, y: number): string => {
    const { stem, form } = p.org!;
    switch (form) {
      case 'Co': return r.pick([`${stem} Company`, `${stem} Company`, `${stem} Co.`]);
      case 'Corp': return r.pick([`${stem} Corporation`, `${stem} Corp.`]);
      case 'Inc': return r.pick([`${stem}, Inc.`, `${stem}, Inc.`, `${stem} Inc.`]);
      case 'LLC': return y >= 1993 ? r.pick([`${stem}, LLC`, `${stem} LLC`, `${stem}, L.L.C.`]) : `${stem} Company`;
      case 'LP': return y >= 1976 ? r.pick([`${stem}, L.P.`, `${stem} LP`]) : `${stem} Company`;
      default: return stem;
    }
  };
  const strict = (p: Person) => !!p.res || !!p.suffix || !!p.writeSr || !!human(p).res;
  const form = (p: Person, y: number, sr: boolean): string => {
    if (p.org) return coName(p, y);
    const F = p.first, M = p.middle, L = p.last;
    const opts = [`${F} ${M[0]}. ${L}`, `${F} ${M[0]}. ${L}`, `${F} ${M} ${L}`];
    if (!p.female) opts.push(`${F[0]}. ${M[0]}. ${L}`);
    if (!strict(p)) opts.push(`${F} ${L}`);
    if (F === 'William' && y < 1945) opts.push(`Wm. ${M[0]}. ${L}`);
    const sfx = p.suffix ? r.pick([`, ${p.suffix}`, ` ${p.suffix}`]) : sr ? r.pick([', Sr.', ' Sr.']) : '';
    return r.pick(opts) + sfx;
  };
  const named = (ps: Party[], y: number, o: { srOf?: Person; caps?: boolean } = {}) => { const m = new Map<string, string>(); nameAll(ps, y, m, o); return m; };
  const nameAll = (ps: Party[], y: number, names: Map<string, string>, o: { srOf?: Person; caps?: boolean } = {}) => {
    const caps = o.caps ?? r.chance(0.1);
    for (const q of ps) {
      if (names.has(q.p.id)) continue;
      const n = form(q.p, y, o.srOf === q.p && !!q.p.writeSr && r.chance(0.65));
      names.set(q.p.id, caps && !q.p.org ? n.toUpperCase() : n);
    }
  };
  /** index order: "LINDAHL, NELS A., JR." */
  const indexed = (n: string, p: Person): string => {
    if (p.org) return n.toUpperCase();
    const m = /^(.*?)(,? (?:Jr|Sr|JR|SR)\.)?$/.exec(n)!;
    const toks = m[1].split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${m[2] ? `, ${m[2].replace(/^,? /, '')}` : ''}`.toUpperCase();
  };
  const recite = (p: Person) => (p.org ? `${p.org.stem}${p.org.form === 'Co' ? ' Company' : p.org.form === 'Corp' ? ' Corporation' : p.org.form === 'Inc' ? ', Inc.' : p.org.form === 'LLC' ? ', LLC' : p.org.form === 'LP' ? ', L.P.' : ''}` : `${p.first} ${p.middle[0]}. ${p.last}`);
  const where = (p: Person) => r.pick([`, of ${p.county} County, ${A.stName}`, `, of the County of ${p.county} and State of ${A.stName}`, `, residing in ${p.county} County`]);
  const placeOf = (p: Person) => (VT ? `, of ${r.pick(A.counties.find((c) => c.name === p.county)?.towns ?? ['Swanton'])}, in the County of ${p.county} and State of Vermont` : where(p));

  /** a grantor who signs by an attorney in fact (the principal is the party) */
  let aif: { p: Person; agent: string; poa: Dt } | null = null;
  /** one side of an instrument in words, with its marital descriptors */
  const side = (ps: Party[], names: Map<string, string>, res = false): string => {
    const done = new Set<string>();
    const bits: string[] = [];
    const trustees = ps.filter((q) => q.p.trust);
    if (trustees.length && trustees.length === ps.length) {
      const t = trustees[0].p.trust!;
      return `${andJoin(trustees.map((q) => names.get(q.p.id)!))}, ${trustees.length > 1 ? 'Trustees' : 'Trustee'} of the ${t.name} dated ${longDate(t.date)}`;
    }
    for (const q of ps) {
      if (done.has(q.p.id)) continue;
      done.add(q.p.id);
      const n = names.get(q.p.id)!;
      const tail = aif?.p === q.p ? `, by ${aif.agent}, ${q.p.female ? 'her' : 'his'} attorney in fact under power of attorney dated ${longDate(aif.poa)}` : '';
      const w = res || q.p.res ? placeOf(q.p) : '';
      const sp = q.p.spouse;
      if (sp && ps.some((x) => x.p === sp) && !done.has(sp.id)) {
        done.add(sp.id);
        const sn = names.get(sp.id)!;
        bits.push(r.pick([`${n} and ${sn}, husband and wife${w}`, `${n} and ${sn}, ${q.p.female ? 'her husband' : 'his wife'}${w}`, `${n}${w}, and ${sn}, ${q.p.female ? 'her' : 'his'} ${q.p.female ? 'husband' : 'wife'}`]));
      } else if (q.p.org) bits.push(`${n}${r.chance(0.35) ? `, a ${r.pick(['corporation', `${A.stName} corporation`, 'Delaware corporation'])}` : ''}`);
      else {
        const status = !sp ? r.pick(q.p.female ? [', a single woman', '', ''] : [', a single man', '', '', ', unmarried']) : sp.dead && !before(q.p.lastActive, sp.dead) ? r.pick(q.p.female ? [', a widow', ''] : [', a widower', '']) : q.joins ? '' : r.pick(['', `, a married ${q.p.female ? 'woman' : 'man'}`]);
        bits.push(`${n}${status}${w}${tail}`);
      }
    }
    return bits.length > 1 && bits.some((b) => b.includes(',')) ? `${bits.slice(0, -1).join('; ')}; and ${bits[bits.length - 1]}` : andJoin(bits);
  };
  const signatures = (ps: Party[], names: Map<string, string>, seal: boolean): string => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const q of ps) {
      if (seen.has(q.p.id)) continue;
      seen.add(q.p.id);
      const n = names.get(q.p.id)!;
      if (q.p.org) out.push(`${n.toUpperCase()}\nBy ${'_'.repeat(20)}\n   ${r.pick(OFFICERS)}, its ${r.pick(['President', 'Vice-President', 'Land Commissioner', 'Manager', 'Attorney-in-Fact'])}`);
      else if (aif?.p === q.p) out.push(`${n}\nBy ${'_'.repeat(22)}${seal ? ' (SEAL)' : ''}\n   ${aif.agent}, ${q.p.female ? 'her' : 'his'} Attorney in Fact`);
      else out.push(`${'_'.repeat(26)}${seal ? ' (SEAL)' : ''}\n${n}${q.p.trust ? ', Trustee' : ''}`);
    }
    return out.join('\n');
  };

  // ---------------------------------------------------------------- tracts and how each area describes them
  const keys = new Set<string>();
  const acreage = new Set<number>();
  const lotsUsed = new Set<string>();
  const warrantees = [...WARRANTEES];
  for (let i = warrantees.length - 1; i > 0; i--) { const j = r.int(i + 1); [warrantees[i], warrantees[j]] = [warrantees[j], warrantees[i]]; }
  const newTract = (c: County): Tract => {
    for (let guard = 0; ; guard++) {
      const T: ExpectedTract = { state: A.st, county: c.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
      const t: Tract = { truth: T, key: '', county: c, town: r.pick(c.towns), div: r.pick(['first', 'second', 'third']), part: r.pick(['a part of', 'the westerly part of', 'the southerly portion of', 'the north end of']), sec: 0, twp: 0, rng: 0, aliquot: '', lots: '', lot: 0, range: 0, warrantee: '', warrantNo: 0, acres: 0, metes: '' };
      if (WI || MI) {
        t.sec = 1 + r.int(36);
        t.twp = c.twp![0] + r.int(c.twp![1] - c.twp![0] + 1);
        t.rng = c.rng![0] + r.int(c.rng![1] - c.rng![0] + 1);
        if (WI && r.chance(0.25)) {
          const l1 = 1 + r.int(4);
          t.lots = r.chance(0.5) ? String(l1) : `${l1}, ${l1 + 1}`;
          const withQ = r.chance(0.5);
          t.aliquot = withQ ? r.pick(['SE/4 NW/4', 'NE/4 SW/4', 'SW/4 SE/4']) : '';
          t.acres = Math.round(((t.lots.includes(',') ? 61 : 28) + r.next() * 18 + (withQ ? 40 : 0)) * 100) / 100;
        } else [t.aliquot, t.acres] = r.pick(ALIQUOTS);
        Object.assign(T, { section: String(t.sec), township: `${t.twp}N`, range: `${t.rng}W`, aliquot: t.aliquot || null, lot: t.lots || null, acres: t.acres });
      } else {
        const ac = r.chance(0.35) ? 25 + r.int(180) : Math.round((18 + r.next() * 220) * 10) / 10;
        if (acreage.has(ac)) continue;
        t.acres = ac;
        T.acres = ac;
        if (VT && r.chance(0.65)) {
          t.lot = 1 + r.int(64);
          t.range = 1 + r.int(11);
          if (lotsUsed.has(`${t.lot}|${t.range}`)) continue;
          lotsUsed.add(`${t.lot}|${t.range}`);
          Object.assign(T, { lot: String(t.lot), range: String(t.range) });
        } else if (PA) {
          t.warrantee = warrantees.pop() ?? `${r.pick(MEN)} ${r.pick(A.surnames)}`;
          t.warrantNo = 2000 + r.int(4800);
          T.survey = `${t.warrantee} Warrant`;
        }
        acreage.add(ac);
        const legs: string[] = [];
        const unit = PA ? 'perches' : VT ? r.pick(['rods', 'feet']) : 'feet';
        for (let i = 0; i < 3 + r.int(3); i++) legs.push(`thence ${r.pick(['north', 'south'])} ${r.int(89)} degrees ${r.pick(['east', 'west'])} ${20 + r.int(300)}${unit === 'feet' ? `.${r.int(10)}` : ''} ${unit} to ${r.pick(['a post', 'a hemlock', 'a stone heap', 'an iron pin', 'a beech', 'a corner of the stone wall', 'a maple', 'a stake and stones'])}`);
        t.metes = legs.join('; ');
      }
      t.key = tractKey(T);
      if (keys.has(t.key) && guard < 100) continue;
      keys.add(t.key);
      return t;
    }
  };
  const acresWords = (a: number) => (Number.isInteger(a) ? `${numberWords(a)} acres` : `${a} acres`);
  const rangeWords = ['', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh'];
  const lotsText = (t: Tract, how: number) => {
    const ls = t.lots.split(', ');
    const gl = ls.length > 1 ? `${how ? 'Government Lots' : 'Gov\'t Lots'} ${ls.join(' and ')}` : `${how ? 'Government Lot' : 'Gov\'t Lot'} ${ls[0]}`;
    return t.aliquot ? `${gl} and ${how ? aliq(t.aliquot, 3) : `the ${aliq(t.aliquot, 0)}`}` : gl;
  };
  /** a tract as the area writes it; `patent`: long hand; `short`: the abbreviated forms */
  const describe = (t: Tract, o: { patent?: boolean; short?: boolean } = {}): string => {
    const c = t.county.name;
    if (WI || MI) {
      const what = t.lots ? lotsText(t, o.short ? 0 : 1) : null;
      const tw = MI ? 'Town' : 'Township';
      if (o.patent) return `${t.lots ? `lot${t.lots.includes(',') ? 's' : ''} numbered ${t.lots.replace(', ', ' and ')}${t.aliquot ? ` and the ${aliq(t.aliquot, 5)}` : ''}` : `the ${aliq(t.aliquot, 5)}`} of section ${numberWords(t.sec)}, in township ${numberWords(t.twp)} north, of range ${numberWords(t.rng)} west, of the ${WI ? 'fourth principal meridian, in Wisconsin' : 'Michigan meridian, Michigan'}, containing ${t.acres} acres`;
      const civ = WI ? `in the Town of ${t.town}` : `${t.town} Township`;
      if (o.short) return r.pick([`${what ?? aliq(t.aliquot, r.pick([0, 1, 2]))}, Sec. ${t.sec}, T${t.twp}N, R${t.rng}W, ${c} County (${t.acres} acres)`, `${what ?? aliq(t.aliquot, 1)} of Section ${t.sec}-${t.twp}N-${t.rng}W, ${c} County, ${A.stName}, ${t.acres} acres`]);
      switch (r.int(4)) {
        case 0: return `${what ?? upper1(aliq(t.aliquot, 3))} of Section ${titleWords(t.sec)} (${t.sec}), ${tw} ${titleWords(t.twp)} (${t.twp}) North, Range ${titleWords(t.rng)} (${t.rng}) West, ${civ}, ${c} County, ${A.stName}, containing ${t.acres} acres, more or less`;
        case 1: return `${what ?? aliq(t.aliquot, r.pick([0, 1]))}, Section ${t.sec}, ${tw} ${t.twp} North, Range ${t.rng} West, ${WI ? '4th P.M.' : 'Michigan Meridian'}, ${c} County, ${A.stName}, ${t.acres} acres${r.chance(0.5) ? ', more or less' : ''}`;
        case 2: return `${tw} ${t.twp} North, Range ${t.rng} West\n    Section ${t.sec}: ${what ?? aliq(t.aliquot, r.pick([0, 2]))}\n    containing ${t.acres} acres, ${civ}, ${c} County, ${A.stName}`;
        default: return `${what ?? `The ${aliq(t.aliquot, 4)}`} of Section ${t.sec}, T. ${t.twp} N., R. ${t.rng} W., ${civ}, County of ${c}, State of ${A.stName}, containing ${t.acres} acres of land, be the same more or less, according to the Government survey thereof`;
      }
    }
    if (VT) {
      if (t.lot) {
        const lr = r.pick([`Lot No. ${t.lot} in the ${rangeWords[t.range]} Range`, `Lot ${t.lot}, Range ${t.range}`, `Lot Number ${titleWords(t.lot)} (${t.lot}) in Range ${titleWords(t.range)} (${t.range})`, `the ${ordWord(t.lot)} lot in the ${rangeWords[t.range].toLowerCase()} range of lots`]);
        if (o.short) return `${lr} in the Town of ${t.town}, ${c} County, Vermont, containing ${t.acres} acres, more or less`;
        return r.pick([
          `Being ${t.acres >= 90 ? r.pick(['all of', 'the whole of']) : t.part} ${lr} of the original allotment of lands in the Town of ${t.town}, in the County of ${c} and State of Vermont, and containing ${t.acres} acres of land, be the same more or less, with the buildings thereon`,
          `A certain piece of land in ${t.town}, in the County of ${c} and State of Vermont, described as follows, viz: being ${t.acres >= 90 ? '' : `${t.part} `}${lr} in the ${t.div} division of lots in said Town, containing ${t.acres} acres, more or less, and bounded on the ${r.pick(['north', 'east', 'west'])} by the town highway`,
        ]);
      }
      if (o.short) return `${t.acres} acres of land in the Town of ${t.town}, ${c} County, Vermont`;
      return `A certain piece of land in the Town of ${t.town}, in the County of ${c} and State of Vermont, described as follows, viz: Beginning at ${r.pick(['an iron pin', 'a cedar post', 'the northwest corner of the stone wall'])} on the ${r.pick(['easterly', 'westerly', 'southerly'])} side of the ${r.pick(['town highway', 'road leading to ' + r.pick(t.county.towns), 'Lake Road', 'Province Road'])}; ${t.metes}; thence along said highway to the place of beginning, containing ${t.acres} acres of land, more or less`;
    }
    // Pennsylvania
    const wn = r.pick([`Warrant No. ${t.warrantNo}, surveyed in the name of ${t.warrantee}`, `the tract of land surveyed on a warrant to ${t.warrantee} (Warrant No. ${t.warrantNo})`, `the ${t.warrantee} Warrant, No. ${t.warrantNo}`, `warrantee tract in the name of ${t.warrantee}, Warrant No. ${t.warrantNo}`]);
    if (o.patent) return `a certain tract of land called "${r.pick(['Mount Airy', 'Pleasant Valley', 'Hemlock Run', 'Fairview', 'Buck Hill', 'Clarendon', 'Tionesta Bottom'])}," situate on the waters of ${r.pick(['Kinzua Creek', 'Tionesta Creek', 'the Clarion River', 'Potato Creek', 'Spring Creek', 'Sugar Run'])}, in the County of ${c}, surveyed in pursuance of a warrant granted to ${t.warrantee}, No. ${t.warrantNo}, beginning at ${r.pick(['a hemlock', 'a post', 'a white oak'])}; ${t.metes}; containing ${acresWords(t.acres)} and allowance of six per cent for roads`;
    if (o.short) return r.pick([`${t.acres} acres, part of ${wn}, ${t.town} Township, ${c} County, Pa.`, `${t.acres} acres in ${t.town} Township, ${c} County, Pennsylvania, being part of ${wn}`]);
    return `ALL that certain piece or parcel of land situate in the Township of ${t.town}, County of ${c} and Commonwealth of Pennsylvania, being part of ${wn}, bounded and described as follows: BEGINNING at ${r.pick(['a post', 'a hemlock', 'a stone pile', 'an iron pin'])} on the ${r.pick(['north', 'east', 'west'])} line of said warrant; ${t.metes}; to the place of beginning; CONTAINING ${t.acres} acres, more or less`;
  };
  const describeAll = (ts: Tract[], o: { patent?: boolean; short?: boolean } = {}) => {
    if (ts.length === 1) return describe(ts[0], o);
    if (o.patent) return ts.map((t) => describe(t, o)).join('; and ');
    const lab = r.pick(['PARCEL', 'Parcel', 'Tract']);
    return ts.map((t, i) => `${lab} ${['ONE', 'TWO', 'THREE'][i]}: ${describe(t, o)}.`).join('\n\n');
  };

  // ---------------------------------------------------------------- recording references and stamps
  let book = 2 + r.int(12);
  let docNo = 1000 + r.int(9000);
  const refFor = (t: Dt, town: string): string => {
    if ((WI && t.y >= 1980) || (PA && t.y >= 1995)) return PA ? `${t.y}${String(docNo++).padStart(5, '0')}` : String(180000 + (t.y - 1980) * 9000 + docNo++);
    book += r.int(2);
    return `${book + Math.floor((t.y - (VT ? 1800 : PA ? 1840 : 1850)) * (VT ? 0.6 : PA ? 2.6 : 2.2))}|${1 + r.int(640)}|${town}`;
  };
  const refText = (ref: string, c: County): string => {
    const [b, pg, town] = ref.split('|');
    if (!pg) return WI ? `Document No. ${b}` : `Instrument No. ${b}`;
    if (WI) return `Volume ${b}, page ${pg}`;
    if (MI) return r.pick([`Liber ${b} of Deeds, page ${pg}`, `Liber ${b}, Page ${pg}, ${c.name} County Records`]);
    if (VT) return `Book ${b}, Page ${pg} of the Land Records of the Town of ${town}`;
    return r.pick([`Deed Book Vol. ${b}, page ${pg}`, `Record Book ${b}, page ${pg}`]);
  };
  const clock = () => (r.chance(0.5) ? `${8 + r.int(4)}:${two(r.int(60))} A.M.` : `${1 + r.int(4)}:${two(r.int(60))} P.M.`);
  const hour = () => (r.chance(0.5) ? `${8 + r.int(4)} o'clock A. M.` : `${1 + r.int(4)} o'clock P. M.`);
  const stamp = (rec: Dt, ref: string, c: County, deed: boolean): string => {
    const [b, pg, town] = ref.split('|');
    const clerk = r.pick(OFFICERS);
    if (WI) {
      if (!pg) return `DOCUMENT NO. ${b}\nSTATE OF WISCONSIN - ${c.name.toUpperCase()} CO.\nRECEIVED FOR RECORD\n${mdy(rec)} ${clock()}\n${clerk.toUpperCase()}, REGISTER OF DEEDS\nREC. FEE: $${25 + r.int(10)}.00${deed ? `   TRANSFER FEE: $${(3 * (10 + r.int(200))).toFixed(2)}` : ''}`;
      return r.pick([`STATE OF WISCONSIN,\t}\n${c.name} County.\t} ss.\nReceived for record this ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}, at ${hour()}, and recorded in Vol. ${b} of ${deed ? 'Deeds' : 'Records'}, on page ${pg}.\n${clerk}, Register of Deeds.`, `Register's Office, ${c.name} County, Wis.\nReceived for record ${longDate(rec)}, at ${clock()}, and recorded in Volume ${b} of ${deed ? 'Deeds' : 'Miscellaneous'}, page ${pg}.\n${clerk}, Register.`]);
    }
    if (MI) {
      const tax = deed && rec.y >= 1967 ? `\nMICHIGAN REAL ESTATE TRANSFER TAX   State $${(1 + r.int(90)) * 11}.00   County $${(1 + r.int(90)) * 2}.20` : '';
      if (rec.y >= 1975) return `${c.name.toUpperCase()} COUNTY REGISTER OF DEEDS\nRECORDED ${mdy(rec)} ${clock()}\nLIBER ${b}  PAGE ${pg}\n${clerk.toUpperCase()}, REGISTER${tax}`;
      return r.pick([`Received for record the ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}, at ${hour()}, and recorded in Liber ${b} of ${deed ? 'Deeds' : 'Miscellaneous Records'}, on page ${pg}.\n${clerk}, Register of Deeds.`, `STATE OF MICHIGAN, County of ${c.name}, ss. I hereby certify that the within instrument was received for record on ${longDate(rec)}, at ${clock()}, and recorded in Liber ${b}, page ${pg}.\n${clerk}, Register of Deeds`]) + tax;
    }
    if (VT) {
      const ptt = deed && rec.y >= 1967 ? `\n\nVERMONT PROPERTY TRANSFER TAX\n32 V.S.A. Chap. 231\n- ACKNOWLEDGMENT -\nReturn Received (including Certificates and Act 250 Disclosure Statement) and Tax Paid.\nReturn No. ${rec.y % 100}-${String(10 + r.int(300)).padStart(3, '0')}    Signed ${clerk}, Clerk    Date ${mdy(rec)}` : '';
      if (rec.y >= 1980 && r.chance(0.6)) return `TOWN OF ${town.toUpperCase()}, VERMONT\nRECEIVED FOR RECORD ${mdy(rec)} AT ${clock()}\nRECORDED IN BOOK ${b} PAGE${r.chance(0.5) ? 'S' : ''} ${pg}\nATTEST: ${clerk.toUpperCase()}, TOWN CLERK${ptt}`;
      return `Town Clerk's Office, ${town}, Vermont, ${longDate(rec)}.\nReceived for record at ${hour()} and recorded in Book ${b}, Page${r.chance(0.5) ? 's' : ''} ${pg} of ${town} Land Records.\nAttest: ${clerk}, Town Clerk${ptt}`;
    }
    const rtt = deed && rec.y >= 1952 ? `\nPENNSYLVANIA REALTY TRANSFER TAX  State $${(1 + r.int(80)) * 5}.00  Local $${(1 + r.int(80)) * 5}.00` : '';
    if (!pg) return `${c.name.toUpperCase()} COUNTY RECORDER OF DEEDS\n${clerk}, Recorder\nInstrument Number: ${b}\nRecorded On: ${mdy(rec)}  At ${clock()}\nTotal Pages: ${2 + r.int(5)}${rtt}`;
    return r.pick([`Recorded in the Office for the Recording of Deeds, &c., in and for the County of ${c.name}, in ${deed ? 'Deed' : 'Misc.'} Book Vol. ${b}, page ${pg}, &c.\nWitness my hand and seal of office this ${th(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}.\n${clerk}, Recorder.`, `${c.name.toUpperCase()} COUNTY, ss:\nEntered for record in the Recorder's Office of said County, ${longDate(rec)}, at ${clock()}; ${deed ? 'Deed' : 'Misc.'} Book ${b}, page ${pg}.\n${clerk}, Recorder`]) + rtt;
  };

  // ---------------------------------------------------------------- acknowledgments
  const ackOf = (ps: Party[], names: Map<string, string>, ack: Dt, c: County, town: string): string => {
    const ppl = ps.filter((q, i) => !q.p.org && ps.findIndex((x) => x.p === q.p) === i);
    const cos = ps.filter((q, i) => q.p.org && ps.findIndex((x) => x.p === q.p) === i);
    const who = andJoin(ppl.map((q) => (aif?.p === q.p ? `${aif.agent}, as attorney in fact for ${names.get(q.p.id)!}` : names.get(q.p.id)!)));
    const many = ppl.length > 1;
    const pron = many ? 'they' : ppl[0]?.p.female ? 'she' : 'he';
    const poss = many ? 'their' : ppl[0]?.p.female ? 'her' : 'his';
    const np = r.pick(OFFICERS);
    const exp = ack.y >= 1900 && r.chance(0.5) ? `\nMy commission expires ${say(r, { y: ack.y + 1 + r.int(4), m: 1 + r.int(12), d: 1 + r.int(28) }, false)}.` : '';
    const out: string[] = [];
    if (ppl.length) {
      if (WI) {
        if (ack.y >= 1975 && r.chance(0.45)) out.push(`AUTHENTICATION\nSignature${many ? 's' : ''} of ${who} authenticated on ${r.chance(0.5) ? mdy(ack) : longDate(ack)}.\n${'_'.repeat(24)}\n${np}\nTITLE: MEMBER STATE BAR OF WISCONSIN`);
        else out.push(`STATE OF WISCONSIN\t}\n${c.name.toUpperCase()} COUNTY\t} ss.\nPersonally came before me${ack.y >= 1975 ? ` on ${longDate(ack)}` : `, this ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, A.D. ${ack.y}`}, the above named ${who}, to me known to be the ${many ? 'persons' : 'person'} who executed the foregoing instrument and acknowledged the same.\n${'_'.repeat(24)}\n${np}, Notary Public, ${c.name} County, Wis.${exp}`);
      } else if (MI) {
        if (ack.y >= 1960) out.push(`STATE OF MICHIGAN\t)\n\t\t\t) ss.\nCOUNTY OF ${c.name.toUpperCase()}\t)\nThe foregoing instrument was acknowledged before me this ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}, by ${who}.\n${'_'.repeat(24)}\n${np}, Notary Public\n${c.name} County, Michigan${exp}`);
        else out.push(`STATE OF MICHIGAN,\t}\nCounty of ${c.name}.\t} ss.\nOn this ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, A.D. ${ack.y}, before me, a Notary Public in and for said County, personally appeared ${who}, to me known to be the same ${many ? 'persons' : 'person'} described in and who executed the within instrument, who ${many ? 'severally ' : ''}acknowledged the same to be ${poss} free act and deed.\n${np}, Notary Public, ${c.name} County, Michigan.${exp}`);
      } else if (VT) {
        out.push(`STATE OF VERMONT\n${c.name.toUpperCase()} COUNTY, SS.\nAt ${town}, in said County, this ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, A.D. ${ack.y}, ${who} personally appeared, and ${pron} acknowledged this instrument, by ${many ? 'them' : ppl[0].p.female ? 'her' : 'him'} sealed and subscribed, to be ${poss} free act and deed.\nBefore me, ${'_'.repeat(20)}\n${np}, ${ack.y < 1950 && r.chance(0.5) ? 'Justice of the Peace' : 'Notary Public'}${exp}`);
      } else if (ack.y >= 1965) {
        out.push(`COMMONWEALTH OF PENNSYLVANIA\t:\n\t\t\t\t: SS.\nCOUNTY OF ${c.name.toUpperCase()}\t\t:\nOn this, the ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}, before me, the undersigned officer, personally appeared ${who}, known to me (or satisfactorily proven) to be the ${many ? 'persons whose names are' : 'person whose name is'} subscribed to the within instrument, and acknowledged that ${pron} executed the same for the purposes therein contained.\nIN WITNESS WHEREOF, I hereunto set my hand and official seal.\n${'_'.repeat(24)}\n${np}, Notary Public${exp}`);
      } else {
        out.push(`COMMONWEALTH OF PENNSYLVANIA,\t}\nCOUNTY OF ${c.name.toUpperCase()}.\t} ss:\nOn this ${th(ack.d)} day of ${MONTHS[ack.m - 1]}, A.D. ${ack.y}, before me, the subscriber, a ${r.pick(['Notary Public', 'Justice of the Peace'])} in and for said County, personally appeared the above named ${who}, and in due form of law acknowledged the above ${r.pick(['Indenture', 'instrument of writing', 'written instrument'])} to be ${poss} act and deed, and desired the same might be recorded as such.\nWitness my hand and seal the day and year aforesaid.\n${np}${exp}`);
      }
    }
    for (const q of cos) out.push(`${VT ? 'STATE OF VERMONT' : PA ? 'COMMONWEALTH OF PENNSYLVANIA' : `STATE OF ${A.stName.toUpperCase()}`}, COUNTY OF ${r.pick(countyNames).toUpperCase()}, ss.\nOn ${longDate(ack)}, before me personally appeared ${r.pick(OFFICERS)}, known to me to be ${r.pick(['the President', 'the Vice President', 'an officer'])} of ${names.get(q.p.id)!}, the ${q.p.org!.form === 'LLC' ? 'limited liability company' : q.p.org!.form === 'LP' ? 'limited partnership' : 'corporation'} that executed the foregoing instrument, and acknowledged that the same was signed on its behalf by authority duly given, as its free act and deed.\n${np}, Notary Public`);
    return out.join('\n\n');
  };

  // ---------------------------------------------------------------- emitting one instrument with its truth
  let nDoc = 0;
  const files = new Set<string>();
  const emit = (b: Built) => {
    let file: string;
    do file = `u${String(1000 + r.int(9000))}-${String(++nDoc).padStart(3, '0')}.txt`; while (files.has(file));
    files.add(file);
    const seen = new Set<string>();
    const parties: Array<{ name: string; role: string }> = [];
    const persons: string[] = [];
    for (const q of b.parties) {
      const k = `${q.p.id}|${q.role}`;
      if (seen.has(k)) continue;
      seen.add(k);
      parties.push({ name: b.names.get(q.p.id)!, role: q.role });
      persons.push(q.p.id);
    }
    const dates: Record<string, string | null> = { execution_date: b.exec ? iso(b.exec) : null, acknowledgment_date: b.ack ? iso(b.ack) : null, recording_date: iso(b.rec), effective_date: b.eff ? iso(b.eff) : null };
    if (b.death) dates.death_date = iso(b.death);
    const gov = b.eff ?? b.exec ?? b.rec;
    const body = b.text.startsWith('THE UNITED STATES') || b.category === 'probate' || !r.chance(0.05) ? b.text : b.text.toUpperCase();
    docs.push({ text: body.replace(/\.\.(?=\s|$)/g, '.').replace(/,\./g, '.').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim() + '\n', truth: { file, doc_category: b.category, governing_date: iso(gov), dates, parties, tracts: b.tracts.map((t) => ({ ...t.truth })), conveys_fee: b.fee, estate_types_conveyed: b.estates }, persons });
    const lk = new Set<string>();
    for (const l of b.links) {
      const k = `${l.tract.key}|${l.estate}|${l.from.id}|${l.to.id}`;
      if (lk.has(k) || l.from === l.to) continue;
      lk.add(k);
      links.push({ tract: l.tract.key, estate: l.estate, doc: file, from: l.from.id, to: l.to.id, required: l.required });
    }
    if (b.gap) for (const t of b.tracts) gaps.push({ tract: t.key, estate: b.gap.estate, kind: b.gap.kind, doc: file });
    touch(b.parties.filter((q) => q.role !== 'decedent').map((q) => q.p), gov);
    for (const f of farms) if (f.tracts.some((t) => b.tracts.includes(t)) && before(f.lastAny, gov)) f.lastAny = gov;
    return file;
  };
  /** execution, acknowledgment and filing of an instrument made on `t` */
  const when = (t: Dt) => {
    const ack = shift(t, r.chance(0.55) ? 0 : 1 + r.int(14));
    const rec = shift(ack, 1 + r.int(60));
    return { exec: t, ack, rec: before(END, rec) ? END : rec };
  };
  const dated = (t: Dt, f: Farm) => { const w = when(t); return { ...w, ref: refFor(w.rec, f.tracts[0].town) }; };
  const joiners = (holders: Person[], t: Dt): Party[] => holders.filter((h) => !h.org && !h.trust && h.spouse && !holders.includes(h.spouse) && alive(h.spouse, t)).map((h) => ({ p: h.spouse!, role: '', joins: true }));
  const linksOf = (ts: Tract[], from: Party[], to: Person[], estate: Estate, required = true): LinkSpec[] => ts.flatMap((t) => from.flatMap((f) => to.map((g) => ({ tract: t, estate, from: f.p, to: g, required: required && !f.joins }))));
  const asRole = (ps: Party[], role: string) => ps.map((q) => ({ ...q, role }));

  // ---------------------------------------------------------------- deeds of the land
  const MINERALS = WI ? 'minerals, ores and metals of every kind, including oil and gas' : VT ? 'minerals, including talc, asbestos, oil and gas' : MI ? 'oil, gas and other minerals' : 'oil, gas and minerals';
  const reservation = (f: Fr, toUS = false): string => {
    const s = share(r, f);
    if (toUS) return `EXCEPTING AND RESERVING, however, unto the grantors, their heirs and assigns, all the oil, gas and minerals in and under the said lands, with the right to prospect for, mine and remove the same, subject to the Rules and Regulations of the Secretary of Agriculture attached hereto and made a part hereof.`;
    return r.pick([
      `EXCEPTING AND RESERVING unto the grantors, their heirs and assigns, ${s} of all the ${MINERALS} in and under the above described premises, with the right to enter upon said land to explore for, mine and remove the same.`,
      `Saving and excepting ${s} interest in and to all ${MINERALS} lying in or under said land, which ${f.n === f.d ? 'are' : 'is'} hereby reserved to the grantors.`,
      `The grantors hereby reserve unto themselves ${s} of the ${MINERALS} in, on and under said lands, together with the usual rights of ingress and egress.`,
      `SUBJECT to a reservation, which is hereby made, of ${s} of all ${MINERALS} in the land herein conveyed, unto the parties of the first part.`,
    ]);
  };
  interface DeedArgs { kind: DeedKind; grantors: Party[]; grantees: Party[]; names: Map<string, string>; tracts: Tract[]; exec: Dt; ack: Dt; rec: Dt; ref: string; c: County; reserve?: Fr; contract?: Dt; prior?: { ref: string; date: Dt | null }; correction?: { date: Dt; ref: string }; toUS?: boolean; nominal?: boolean }
  const compose = (top: boolean, st: string, body: string[]) => (top ? [st, ...body] : [...body, st]).join('\n\n');
  const deedText = (a: DeedArgs): string => {
    const { kind, grantors, grantees, names, tracts, exec, ack, rec, ref, c } = a;
    const y = exec.y;
    const town = tracts[0].town;
    const G = side(grantors, names, r.chance(0.4));
    const E = side(grantees, names, r.chance(0.4));
    const d = describeAll(tracts);
    const cons = a.correction || a.nominal ? r.pick(['One Dollar and other good and valuable consideration', 'the sum of One Dollar ($1.00)', 'ONE DOLLAR']) : money(r, (1 + r.int(40)) * (y < 1900 ? 25 : y < 1950 ? 100 : y < 1980 ? 500 : 2500));
    const res = a.reserve ? reservation(a.reserve, a.toUS) : '';
    const top = r.chance(0.35);
    const st = stamp(rec, ref, c, true);
    const plural = grantors.filter((q) => !q.joins).length > 1;
    const joined = grantors.filter((q) => q.joins);
    const jn = andJoin(joined.map((q) => names.get(q.p.id)!));
    const jWho = joined.map((q) => `${names.get(q.p.id)!}, ${q.p.female ? 'wife' : 'husband'} of the said ${names.get(q.p.spouse!.id)!}`).join('; ');
    const hasRes = [...grantors, ...grantees].some((q) => q.p.res);
    const fulfil = a.contract ? ` This deed is given in fulfillment of a land contract between the parties hereto dated ${say(r, a.contract, false)}.` : '';
    const corr = a.correction ? `This deed is given to correct the deed between the same parties dated ${say(r, a.correction.date, false)}, recorded in ${refText(a.correction.ref, c)}, in which the spouse of the grantor did not join, and is made to release ${joined[0]?.p.female ? 'her' : 'his'} rights in the premises and to confirm the title in the grantee${grantees.length > 1 ? 's' : ''}.` : '';
    const body: string[] = [];
    const trustOut = grantors.some((q) => q.p.trust);
    const titleW = a.correction ? (kind === 'warranty_deed' ? 'CORRECTIVE WARRANTY DEED' : kind === 'quitclaim_deed' ? 'CORRECTIVE QUIT CLAIM DEED' : 'CORRECTION DEED') : trustOut ? 'TRUSTEES\' DEED' : kind === 'warranty_deed' ? 'WARRANTY DEED' : kind === 'quitclaim_deed' ? (PA || VT ? 'QUITCLAIM DEED' : 'QUIT CLAIM DEED') : MI ? 'COVENANT DEED' : VT ? 'LIMITED WARRANTY DEED' : WI ? 'TRUSTEE\'S DEED' : 'SPECIAL WARRANTY DEED';
    // the abstracter's entry standing for a deed (Wisconsin and Michigan)
    if ((WI || MI) && !a.correction && !a.reserve && !hasRes && !trustOut && !aif && r.chance(0.12)) {
      const [b, pg] = ref.split('|');
      const gi = andJoin(grantors.map((q) => indexed(names.get(q.p.id)!, q.p)));
      const ei = andJoin(grantees.map((q) => indexed(names.get(q.p.id)!, q.p)));
      const kindW = kind === 'warranty_deed' ? 'Warranty Deed' : kind === 'quitclaim_deed' ? 'Quit Claim Deed' : MI ? 'Covenant Deed' : 'Special Warranty Deed';
      const sh = (t: Dt) => (r.chance(0.5) ? `${t.m}-${t.d}-${t.y}` : `${MONTHS[t.m - 1].slice(0, 3)}. ${t.d}, ${t.y}`);
      return `No. ${12 + r.int(150)}.\n${gi}\n\tto\t\t\t\t${kindW}\n${ei}\nDated ${sh(exec)}\t\tAck. ${sh(ack)}\nRec. ${sh(rec)}, ${pg ? `${MI ? 'Liber' : 'Vol.'} ${b} of Deeds, p. ${pg}` : `Doc. No. ${b}`}\nConsideration ${cons}\nConveys: ${describeAll(tracts, { short: true })}\n${kind === 'quitclaim_deed' ? 'Quit claims all interest.' : kind === 'warranty_deed' ? 'Full covenants of warranty.' : 'Covenants against the grantor\'s own acts only.'}${joined.length ? ` ${jn} joins to ${MI ? 'bar dower' : 'release homestead'}.` : ''}${fulfil}\nAck. before ${r.pick(OFFICERS)}, Notary Public, ${c.name} County. Seal.`;
    }
    const sg = grantors.length > 1;
    const pFirst = sg ? 'parties' : 'party';
    const pSecond = grantees.length > 1 ? 'parties' : 'party';
    const objFirst = sg ? 'them' : grantors[0].p.female ? 'her' : 'him';
    const gPoss = grantees.length > 1 ? 'their' : grantees[0].p.org ? 'its' : grantees[0].p.female ? 'her' : 'his';
    const hv = sg ? 'have' : 'has';
    const dv = sg ? 'do' : 'does';
    const holders = grantors.filter((q) => !q.joins);
    const hn = andJoin(holders.map((q) => names.get(q.p.id)!));
    const hSelf = plural ? 'themselves' : holders[0].p.female ? 'herself' : 'himself';
    const hPoss = plural ? 'their' : holders[0].p.female ? 'her' : 'his';
    const hSubj = plural ? 'they' : holders[0].p.female ? 'she' : 'he';
    const lim = kind === 'special_warranty_deed';
    if (WI) {
      if (y < 1965 && !trustOut) {
        const verb = kind === 'quitclaim_deed' ? `${hv} remised, released and quit-claimed, and by these presents ${dv} remise, release and quit-claim` : `${hv} given, granted, bargained, sold, remised, released, aliened, conveyed and confirmed, and by these presents ${dv} give, grant, bargain, sell, remise, release, alien, convey and confirm`;
        body.push(`${a.correction ? `${titleW}\n\n${corr}\n\n` : ''}THIS INDENTURE, Made this ${dayOf(r, exec, true)}, between ${G}, ${pFirst} of the first part, and ${E}, ${pSecond} of the second part.\n\nWITNESSETH, That the said ${pFirst} of the first part, for and in consideration of ${cons} to ${objFirst} in hand paid by the said ${pSecond} of the second part, the receipt whereof is hereby confessed and acknowledged, ${verb} unto the said ${pSecond} of the second part, ${grantees.length > 1 ? (exec.y >= 1986 ? 'as survivorship marital property, their' : 'as joint tenants and not as tenants in common, their') : gPoss} heirs and assigns forever, the following described real estate, situated in the County of ${c.name} and State of Wisconsin, to-wit:\n\n${d}.`);
        if (res) body.push(res);
        body.push(`Together with all and singular the hereditaments and appurtenances thereunto belonging or in any wise appertaining; and all the estate, right, title, interest, claim or demand whatsoever of the said ${pFirst} of the first part, either in law or equity, of, in and to the above bargained premises. TO HAVE AND TO HOLD the said premises as above described, with the hereditaments and appurtenances, unto the said ${pSecond} of the second part and to the heirs and assigns thereof FOREVER.${kind === 'quitclaim_deed' ? '' : ` And the said ${hn}, for ${hSelf} and ${hPoss} heirs, executors and administrators, do${plural ? '' : 'es'} covenant, grant, bargain and agree to and with the said ${pSecond} of the second part, that at the time of the ensealing and delivery of these presents ${hSubj} ${plural ? 'are' : 'is'} well seized of the premises above described, as of a good, sure, perfect, absolute and indefeasible estate of inheritance in the law, in fee simple, and that the same are free and clear from all incumbrances ${lim ? `made or suffered by ${hSelf}` : 'whatever'}, and that the above bargained premises, in the quiet and peaceable possession of the said ${pSecond} of the second part, against ${lim ? `all persons lawfully claiming by, through or under ${hSelf}` : 'all and every person or persons lawfully claiming the whole or any part thereof'}, ${hSubj} will forever WARRANT AND DEFEND.`}${fulfil}`);
        if (joined.length) body.push(`The said ${jn} join${joined.length > 1 ? '' : 's'} in this conveyance for the purpose of releasing and waiving all right of homestead in the premises.`);
        body.push(`IN WITNESS WHEREOF, the said ${pFirst} of the first part ${hv} hereunto set ${sg ? 'their hands and seals' : `${grantors[0].p.female ? 'her' : 'his'} hand and seal`} the day and year first above written.\nSigned and Sealed in Presence of\n${r.pick(OFFICERS)}\n${r.pick(OFFICERS)}\n${signatures(grantors, names, true)}`);
      } else {
        const verb = kind === 'quitclaim_deed' ? 'quitclaims to Grantee' : 'conveys to Grantee';
        const warr = kind === 'warranty_deed' ? 'Grantor warrants that the title to the Property is good, indefeasible in fee simple and free and clear of encumbrances except: municipal and zoning ordinances and agreements entered under them, recorded easements for the distribution of utility and municipal services, recorded building and use restrictions and covenants, and general taxes levied in the year of closing.' : kind === 'special_warranty_deed' ? 'Grantor warrants that the title to the Property is free of encumbrances made or suffered by Grantor, and will defend the same against the lawful claims of all persons claiming by, through or under Grantor, but not otherwise.' : '';
        const sigOnly = !hasRes && !trustOut && !a.correction && r.chance(0.2);
        const couple = grantees.length === 2 && !grantees[0].p.trust && grantees[0].p.spouse === grantees[1].p;
        const E1 = couple ? `${andJoin(grantees.map((q) => `${names.get(q.p.id)!}${q.p.res ? placeOf(q.p) : ''}`))}, ${r.pick(['husband and wife', 'spouses'])}, as ${exec.y >= 1986 ? 'survivorship marital property' : 'joint tenants'}` : E;
        body.push(`${titleW}\nDocument Number\t\tDocument Title\n\n${a.correction ? `${corr}\n\n` : ''}THIS DEED, made between ${sigOnly ? 'the undersigned' : G} ("Grantor," whether one or more), and ${E1} ("Grantee," whether one or more).\n\nGrantor, for a valuable consideration, ${verb} the following described real estate, together with the rents, profits, fixtures and other appurtenant interests, in ${c.name} County, State of Wisconsin (the "Property"):\n\n${d}.${res ? `\n\n${res}` : ''}\n\nRecording Area\nName and Return Address: ${r.pick(OFFICERS)}, Attorney at Law, ${c.seat}, WI\n${exec.y >= 1985 ? `Parcel Identification Number (PIN): ${two(r.int(40))}-${String(r.int(999)).padStart(3, '0')}-${two(r.int(99))}-${t4()}\n` : ''}This ${r.chance(0.6) ? 'is not' : 'is'} homestead property.\n\n${`${warr}${fulfil}`.trim()}${joined.length ? `\n\n${jn}, spouse of Grantor, joins in this deed to convey any homestead or marital property interest.` : ''}`);
        body.push(`Dated ${r.chance(0.6) ? longDate(exec) : mdy(exec)}.\n${signatures(grantors, names, false)}`);
        body.push(`This instrument drafted by: ${r.pick(OFFICERS)}, Attorney at Law`);
      }
      body.push(ackOf(grantors, names, ack, c, town));
      return compose(top, st, body);
    }
    if (MI) {
      if (y < 1950 && !trustOut) {
        const G0 = side(grantors, names, false);
        body.push(`${a.correction ? `${titleW}\n\n${corr}\n\n` : ''}This Indenture, Made the ${dayOf(r, exec, true)}, BETWEEN ${G0}, of the Township of ${town}, County of ${c.name} and State of Michigan, ${pFirst} of the first part, and ${E}, ${pSecond} of the second part:\n\nWITNESSETH, That the said ${pFirst} of the first part, for and in consideration of ${cons} to ${objFirst} in hand paid by the said ${pSecond} of the second part, the receipt whereof is hereby confessed and acknowledged, ${kind === 'quitclaim_deed' ? `${dv} by these presents remise, release and forever QUIT-CLAIM` : `${dv} by these presents grant, bargain, sell, remise, release, alien and confirm`} unto the said ${pSecond} of the second part, and to ${gPoss} heirs and assigns, FOREVER, All that certain piece or parcel of land situate and being in the Township of ${town}, in the County of ${c.name} and State of Michigan, and described as follows, to-wit:\n\n${d}.`);
        if (res) body.push(res);
        body.push(`Together with all and singular the hereditaments and appurtenances thereunto belonging or in anywise appertaining. TO HAVE AND TO HOLD the said premises, as herein described, with the appurtenances, unto the said ${pSecond} of the second part, and to ${gPoss} heirs and assigns, FOREVER.${kind === 'quitclaim_deed' ? '' : ` And the said ${hn}, for ${hSelf}, ${hPoss} heirs, executors and administrators, do${plural ? '' : 'es'} covenant, grant, bargain and agree that at the time of the ensealing and delivery of these presents ${hSubj} ${plural ? 'are' : 'is'} well seized of the above granted premises in fee simple; that they are free from all incumbrances ${lim ? `done, committed or suffered by ${hSelf}` : 'whatever'}; and that ${hSubj} will, and ${hPoss} heirs, executors and administrators shall, WARRANT and DEFEND the same against all lawful claims ${lim ? `of persons claiming by, through or under ${hSelf}, and against none other` : 'whatsoever'}.`}${fulfil}`);
        if (joined.length) body.push(`${jWho}, ${joined.length > 1 ? 'join' : 'joins'} in this conveyance for the purpose of barring ${joined.length > 1 ? 'all right' : `${joined[0].p.female ? 'her' : 'his'} right`} of dower in the premises.`);
        body.push(`IN WITNESS WHEREOF, the said ${pFirst} of the first part ${hv} hereunto set ${sg ? 'their hands and seals' : `${grantors[0].p.female ? 'her' : 'his'} hand and seal`} the day and year first above written.\nSigned, Sealed and Delivered in Presence of\n${r.pick(OFFICERS)}\n${r.pick(OFFICERS)}\n${signatures(grantors, names, true)}`);
      } else {
        const verb = kind === 'quitclaim_deed' ? `Quit Claim${sg ? '' : 's'} to` : kind === 'warranty_deed' ? `Convey${sg ? '' : 's'} and Warrant${sg ? '' : 's'} to` : `Convey${sg ? '' : 's'} to`;
        const addr = () => `${100 + r.int(9800)} ${r.pick(['E.', 'W.', 'N.', 'S.'])} ${r.pick(['Broomfield', 'Pickard', 'Isabella', 'Mission', 'Coldwater', 'Rosebush', 'Wing', 'Shepherd'])} Road, ${r.pick([c.seat, `${r.pick(c.towns)} Township`])}, Michigan`;
        const descFirst = !a.correction && r.chance(0.2);
        body.push(`${titleW}${kind === 'warranty_deed' ? '\n(Statutory Form for Individuals)' : ''}\n\n${a.correction ? `${corr}\n\n` : ''}${descFirst ? `Premises situated in the Township of ${town}, County of ${c.name}, State of Michigan, described as:\n${d}.\n\n` : ''}KNOW ALL PERSONS BY THESE PRESENTS: That ${G}, whose address is ${addr()}, ${verb} ${E}, whose address is ${addr()}, the ${descFirst ? 'premises described above' : `following described premises situated in the Township of ${town}, County of ${c.name}, State of Michigan:\n\n${d}`},\n\ntogether with all tenements, hereditaments and appurtenances thereunto belonging, for the full consideration of ${cons}${lim ? ', and the Grantor covenants that the Grantor has not done, committed or suffered anything whereby the premises have been encumbered in any way whatever' : ''}${res ? '' : ', subject to easements and building and use restrictions of record'}.${res ? `\n\n${res}` : ''}${joined.length ? `\n\n${jn} joins herein to release any dower or marital interest.` : ''}${fulfil}`);
        body.push(`Dated this ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}.\n${signatures(grantors, names, false)}`);
        body.push(`Instrument drafted by: ${r.pick(OFFICERS)}, ${c.seat}, Michigan\nWhen recorded return to: Grantee\nSend subsequent tax bills to: Grantee${exec.y >= 1980 ? `\nTax Parcel No. ${two(r.int(40))}-${two(r.int(36))}-${String(r.int(999)).padStart(3, '0')}-${two(r.int(99))}` : ''}`);
      }
      body.push(ackOf(grantors, names, ack, c, town));
      return compose(top, st, body);
    }
    if (VT) {
      const cap = (s: string) => (y < 1970 ? s : s.toUpperCase());
      const E2 = grantees.length > 1 ? 'Grantees' : 'Grantee';
      const we = plural ? 'we' : 'I';
      const our = sg ? 'our' : 'my';
      const warrant = kind === 'warranty_deed'
        ? `And ${we} the said Grantor${plural ? 's' : ''}, for ${plural ? 'ourselves' : 'myself'} and ${plural ? 'our' : 'my'} heirs, executors and administrators, do covenant with the said ${E2}, ${gPoss} heirs and assigns, that until the ensealing of these presents ${we} ${plural ? 'are the sole owners' : 'am the sole owner'} of the premises, and ${plural ? 'have' : 'have'} good right and title to convey the same in manner aforesaid, that they are ${cap('free from every encumbrance')}; and ${we} do hereby engage to ${cap('warrant and defend')} the same against all lawful claims whatever.`
        : lim
          ? `And the said Grantor${plural ? 's do' : ' does'} covenant that the premises are ${cap('free from every encumbrance')} made or suffered by the Grantor${plural ? 's' : ''}, and ${plural ? 'do' : 'does'} engage to ${cap('warrant and defend')} the same against the lawful claims of all persons claiming by, through or under the Grantor${plural ? 's' : ''}, but against none other.`
          : '';
      const verb = kind === 'quitclaim_deed' ? `${sg ? 'have' : 'have'} ${cap('remised, released and forever quitclaimed')} unto the said ${E2}, and by these presents do freely ${cap('remise, release and forever quitclaim')}` : `by these presents do freely ${cap('give, grant, sell, convey and confirm')}`;
      const priorB = a.prior?.date && r.chance(0.6) ? `\n\nBeing all and the same lands and premises conveyed to the Grantor${plural ? 's' : ''} herein by deed dated ${say(r, a.prior.date, false)} and recorded in ${refText(a.prior.ref, c)}.` : '';
      body.push(`${titleW}\n\n${a.correction ? `${corr}\n\n` : ''}${y < 1970 ? 'KNOW ALL MEN BY THESE PRESENTS' : 'KNOW ALL PERSONS BY THESE PRESENTS'}, That ${G}, Grantor${sg ? 's' : ''}, in the consideration of ${cons} paid to ${our} full satisfaction by ${E}, ${E2}${grantees.length > 1 && !grantees[0].p.trust ? ', as tenants by the entirety' : ''}, ${verb} unto the said ${E2}, ${gPoss} heirs and assigns forever, ${tracts.length === 1 && d.startsWith('Being') ? `a certain piece of land in the Town of ${town}, in the County of ${c.name} and State of Vermont, described as follows, viz:\n\n${d}` : `the following described land${tracts.length > 1 ? 's' : ''}:\n\n${d}`}.${priorB}`);
      if (res) body.push(res);
      body.push(`TO HAVE AND TO HOLD said granted premises, with all the privileges and appurtenances thereof, to the said ${E2}, ${gPoss} heirs and assigns, to their own use and behoof forever.${warrant ? ` ${warrant}` : ''}`);
      if (joined.length) body.push(`And ${joined.length > 1 ? 'we' : 'I'}, ${jWho}, in consideration aforesaid, do hereby release unto the said ${E2} all right of homestead in the above described premises.`);
      body.push(`IN WITNESS WHEREOF, ${sg ? 'we have' : 'I have'} hereunto set ${sg ? 'our hands and seals' : 'my hand and seal'} this ${dayOf(r, exec, y < 1940)}.\n${y < 1990 ? `Signed, sealed and delivered in presence of\n${r.pick(OFFICERS)}\n${r.pick(OFFICERS)}\n` : ''}${signatures(grantors, names, true)}`);
      body.push(ackOf(grantors, names, ack, c, r.chance(0.6) ? town : c.seat));
      return compose(top, st, body);
    }
    // Pennsylvania
    const beingSame = a.prior?.date ? `BEING the same premises which were granted and conveyed unto the ${plural ? 'grantors' : 'grantor'} herein by deed dated ${say(r, a.prior.date, false)} and recorded in the Office for the Recording of Deeds in and for ${c.name} County in ${refText(a.prior.ref, c)}.` : '';
    const warrW = kind === 'warranty_deed' ? 'WARRANT GENERALLY' : kind === 'special_warranty_deed' ? 'WARRANT SPECIALLY' : '';
    if (a.toUS) {
      body.push(`THIS DEED, made this ${dayOf(r, exec, true)}, between ${G}, hereinafter called the grantors, and the UNITED STATES OF AMERICA, grantee.\n\nWITNESSETH, That the grantors, for and in consideration of ${cons}, to them paid, the receipt whereof is hereby acknowledged, do hereby grant, bargain, sell and convey unto the United States of America and its assigns, all that certain tract of land situate in ${c.name} County, Pennsylvania, described as follows:\n\n${d}.\n\n${beingSame}\n\n${res}\n\nThis conveyance is made under the authority of the Act of March 1, 1911 (36 Stat. 961), as amended, for the purposes of the Allegheny National Forest, and has been approved by the National Forest Reservation Commission.\n\nAnd the grantors covenant that they will WARRANT GENERALLY the property hereby conveyed.`);
      body.push(`IN WITNESS WHEREOF, the grantors have hereunto set their hands and seals the day and year first above written.\n${signatures(grantors, names, true)}`);
      body.push(ackOf(grantors, names, ack, c, town));
      return compose(top, st, body);
    }
    if (y < 1960 && !trustOut) {
      body.push(`${a.correction ? `${titleW}\n\n${corr}\n\n` : ''}THIS INDENTURE, made the ${dayOf(r, exec, true)}, BETWEEN ${side(grantors, names, false)}, of the Township of ${r.pick(c.towns)}, County of ${c.name} and State of Pennsylvania, ${pFirst} of the first part, and ${E}, ${pSecond} of the second part:\n\nWITNESSETH, That the said ${pFirst} of the first part, for and in consideration of ${cons} lawful money of the United States, unto ${objFirst} well and truly paid by the said ${pSecond} of the second part at and before the sealing and delivery hereof, the receipt whereof is hereby acknowledged, ${kind === 'quitclaim_deed' ? `${hv} remised, released and quitclaimed, and by these presents ${dv} remise, release and forever quitclaim` : `${hv} granted, bargained, sold, aliened, enfeoffed, released and confirmed, and by these presents ${dv} grant, bargain, sell, alien, enfeoff, release and confirm`} unto the said ${pSecond} of the second part, ${gPoss} heirs and assigns,\n\n${d}.${beingSame ? `\n\n${beingSame}` : ''}`);
      if (res) body.push(res);
      body.push(`TOGETHER with all and singular the buildings, improvements, ways, waters, water-courses, rights, liberties, privileges, hereditaments and appurtenances whatsoever thereunto belonging, and the reversions and remainders, rents, issues and profits thereof. TO HAVE AND TO HOLD the said premises unto the said ${pSecond} of the second part, ${gPoss} heirs and assigns, to and for the only proper use and behoof of the said ${pSecond} of the second part forever.${warrW ? ` And the said ${hn}, for ${hSelf}, ${hPoss} heirs, executors and administrators, do${plural ? '' : 'es'} covenant that ${hSubj} will ${warrW} the property hereby conveyed.` : ''}${joined.length ? ` And the said ${jn} join${joined.length > 1 ? '' : 's'} herein to release all ${joined.length > 1 ? 'their' : joined[0].p.female ? 'her' : 'his'} right of dower and curtesy in the premises.` : ''}${fulfil}`);
      body.push(`IN WITNESS WHEREOF, the said ${pFirst} of the first part ${hv} hereunto set ${sg ? 'their hands and seals' : `${grantors[0].p.female ? 'her' : 'his'} hand and seal`} the day and year first above written.\nSealed and delivered in the presence of\n${r.pick(OFFICERS)}\n${signatures(grantors, names, true)}`);
    } else {
      body.push(`${titleW}\n\n${a.correction ? `${corr}\n\n` : ''}THIS DEED, made the ${th(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}, BETWEEN ${G} (hereinafter called the Grantor${sg ? 's' : ''}), and ${E} (hereinafter called the Grantee${grantees.length > 1 ? 's' : ''}),\n\nWITNESSETH, that in consideration of ${cons} in hand paid, the receipt whereof is hereby acknowledged, the said Grantor${sg ? 's' : ''} ${kind === 'quitclaim_deed' ? `${dv} hereby remise, release and quitclaim` : `${dv} hereby grant and convey`} to the said Grantee${grantees.length > 1 ? (grantees[0].p.trust ? 's' : 's, as tenants by the entireties') : ''}, ${gPoss} heirs and assigns,\n\n${tracts.length > 1 ? `the following described parcels:\n\n${d}` : `ALL THAT CERTAIN ${d.replace(/^ALL that certain /, '')}.`}${beingSame ? `\n\n${beingSame}` : ''}${res ? `\n\n${res}` : ''}\n\n${warrW ? `AND the said Grantor${sg ? 's' : ''} will ${warrW} the property hereby conveyed.` : ''}${fulfil}`);
      body.push(`IN WITNESS WHEREOF, said Grantor${sg ? 's have' : ' has'} hereunto set ${sg ? 'their hands and seals' : `${grantors[0].p.female ? 'her' : 'his'} hand and seal`} the day and year first above written.\n${signatures(grantors, names, true)}`);
      body.push(`CERTIFICATE OF RESIDENCE\nI hereby certify that the precise residence of the Grantee${grantees.length > 1 ? 's' : ''} herein is as follows: ${100 + r.int(900)} ${r.pick(['Hickory Street', 'Route 6', 'Pennsylvania Avenue West', 'Main Street', 'Water Street'])}, ${c.seat}, PA\n${'_'.repeat(22)}\nAttorney or Agent for Grantee`);
    }
    body.push(ackOf(grantors, names, ack, c, town));
    return compose(top, st, body);
  };
  const t4 = () => String(r.int(10000)).padStart(4, '0');

  // ---------------------------------------------------------------- farms
  const farms: Farm[] = [];
  const nFarms = Math.max(5, Math.round(target / 12));
  const newFarm = (c: County, n: number, t: Dt): Farm => ({ tracts: Array.from({ length: n }, () => newTract(c)), county: c, fee: [], unsevered: fr(1, 1), severed: [], lease: null, mortgage: null, t, made: 0, budget: Math.round(target / nFarms) + r.int(4), ver: 0, gap: null, gapYear: 0, frozen: false, done: false, lastRef: '', lastDeed: null, since: t, lastAny: t, usa: false });
  for (let i = 0; i < nFarms; i++) {
    const c = A.counties[i % A.counties.length];
    farms.push(newFarm(c, i >= 3 && r.chance(0.4) ? 2 : 1, { y: A.begin[0] + r.int(A.begin[1] - A.begin[0]), m: 1 + r.int(12), d: 1 + r.int(28) }));
  }
  const kinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  const singles = farms.filter((f) => f.tracts.length === 1);
  kinds.forEach((k, i) => { singles[i].gap = k; singles[i].gapYear = Math.min(1998, Math.max(singles[i].t.y + 15, A.mineralFrom + 5) + r.int(45)); });
  const man = () => r.pick(OFFICERS.filter((n) => /^[A-Z]\. [A-Z]\./.test(n)));
  const feeSide = (f: Farm, role: string, t: Dt): Party[] => [...f.fee.map((p) => ({ p, role })), ...asRole(joiners(f.fee, t), role)];

  // a company's first deed of its land (railway, land, lumber companies)
  const companyDeed = (f: Farm, co: Person, holder: Person, reserve: Fr | null) => {
    const { t, county: c } = f;
    const names = new Map<string, string>();
    const gp: Party[] = [{ p: co, role: 'grantor' }];
    const ep: Party[] = [{ p: holder, role: 'grantee' }];
    nameAll([...gp, ...ep], t.y, names);
    const { exec, ack, rec, ref } = dated(t, f);
    const cn = names.get(co.id)!;
    const office = r.pick(['Land Commissioner', 'President', 'Vice President']);
    const text = compose(r.chance(0.3), stamp(rec, ref, c, true), [
      `${r.chance(0.5) ? 'WARRANTY DEED\n\n' : ''}KNOW ALL MEN BY THESE PRESENTS, That ${cn}, a corporation organized and existing under the laws of the State of ${r.pick([A.stName, 'Minnesota', 'New York', 'Illinois'])}, party of the first part, in consideration of ${money(r, (2 + r.int(30)) * (t.y < 1900 ? 20 : 50))} to it paid by ${side(ep, names)}, party of the second part, does hereby grant, bargain, sell and convey unto the said party of the second part, ${holder.female ? 'her' : 'his'} heirs and assigns forever, the following described lands situated in the County of ${c.name} and State of ${A.stName}, to-wit:\n\n${describeAll(f.tracts)}.`,
      ...(reserve ? [`EXCEPTING AND RESERVING unto the said Company, its successors and assigns, ${share(r, reserve)} of all ${MINERALS} which may be found in or under said lands, with the right to enter upon the same to explore for and remove them.`] : []),
      `TO HAVE AND TO HOLD the same unto the said party of the second part, ${holder.female ? 'her' : 'his'} heirs and assigns forever. And the said Company covenants that it is lawfully seized of said premises, that they are free from all incumbrances made or suffered by it, and that it will warrant and defend the title thereto against the lawful claims of all persons whomsoever.`,
      `IN WITNESS WHEREOF, the said ${cn} has caused these presents to be signed by its ${office} and its corporate seal to be hereunto affixed this ${dayOf(r, exec, true)}.\n${cn.toUpperCase()}\nBy ${'_'.repeat(20)}\n   ${r.pick(OFFICERS)}, its ${office}\nAttest: ${r.pick(OFFICERS)}, Secretary`,
      ackOf(gp, names, ack, c, f.tracts[0].town),
    ]);
    emit({ category: 'warranty_deed', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, [holder], 'fee') });
    f.lastRef = ref; f.lastDeed = exec;
  };

  const first = (f: Farm) => {
    const c = f.county;
    const t = f.t;
    const holder = buyer(t.y, c.name);
    const patent = (WI && t.y < 1905 && r.chance(0.5)) || (MI && t.y < 1886 && r.chance(0.6)) || (PA && t.y < 1867 && r.chance(0.55));
    if (patent) {
      const sov = company(PA ? 'Commonwealth of Pennsylvania' : 'United States of America', 'fixed');
      const parties: Party[] = [{ p: sov, role: 'grantor' }, { p: holder, role: 'grantee' }];
      const names = named(parties, t.y, { caps: false });
      const hn = names.get(holder.id)!;
      const { exec, rec } = when(t);
      const late = shift(rec, r.int(3) * 365 + r.int(200));
      const recd = before(END, late) ? END : late;
      const ref = refFor(recd, f.tracts[0].town);
      const d = describeAll(f.tracts, { patent: true });
      let text: string;
      if (PA) {
        text = `THE COMMONWEALTH OF PENNSYLVANIA,\nTo all to whom these Presents shall come, sends Greeting:\n\nKNOW YE, That in consideration of the monies paid by ${hn} into the Receiver General's Office of this Commonwealth, there is granted by the said Commonwealth unto the said ${hn}, ${d}; with the appurtenances. TO HAVE AND TO HOLD the said tract or parcel of land with the appurtenances unto the said ${hn}, and ${holder.female ? 'her' : 'his'} heirs, to the use of ${holder.female ? 'her' : 'him'} the said ${hn}, ${holder.female ? 'her' : 'his'} heirs and assigns forever, free and clear of all restrictions and reservations as to mines, royalties, quit-rents or otherwise, excepting and reserving only the fifth part of all gold and silver ore for the use of this Commonwealth.\n\nIN WITNESS WHEREOF, ${inOffice(GOVERNORS, exec)}, Governor of the said Commonwealth, hath hereto set his hand and caused the State Seal to be affixed, at Harrisburg, ${say(r, exec, true)}, and of the Commonwealth the ${ordWord(exec.y - 1776)}.\nAttest: ${man()}, Secretary of the Land Office.\n\nRecorded in Patent Book P, Vol. ${10 + r.int(60)}, page ${1 + r.int(600)}.\n\n${stamp(recd, ref, c, true)}`;
      } else {
        const hs = t.y >= 1868 && r.chance(0.6);
        const office = r.pick(c.offices!);
        text = `${r.chance(0.4) ? `${stamp(recd, ref, c, true)}\n\n` : ''}THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\n${hs ? `Homestead Certificate No. ${1000 + r.int(9000)}, Application ${2000 + r.int(20000)}.` : `Cash Entry No. ${500 + r.int(9000)}.`}\n\nWHEREAS there has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${office}, ${A.stName}, whereby it appears that ${hs ? `pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${hn} has been established and duly consummated, in conformity to law, for` : `full payment has been made by ${hn} according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for`} ${d}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:\n\nNOW KNOW YE, That there is, therefore, granted by the United States unto the said ${hn} the tract of Land above described: TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${hn} and to ${holder.female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${inOffice(PRESIDENTS, exec)}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\nGIVEN under my hand, at the City of Washington, ${say(r, exec, true)}.\nBy the President: ${man()}, Secretary.\n${man()}, Recorder of the General Land Office.`;
        if (!text.startsWith('DOC') && !text.includes('Register of Deeds') && !text.includes('REGISTER')) text += `\n\n${stamp(recd, ref, c, true)}`;
      }
      emit({ category: 'patent', parties, names, text, exec, ack: null, eff: null, rec: recd, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, [parties[0]], [holder], 'fee') });
      f.lastRef = ref; f.lastDeed = exec;
    } else if ((WI || MI || PA) && r.chance(0.45)) {
      const [stem, fm] = WI ? r.pick([['Chicago, St. Paul, Minneapolis and Omaha Railway Company', 'fixed'], ['Brule River Land', 'Co'], ['Namekagon Farm Lands', 'Co'], ['Chequamegon Land and Timber', 'Co']]) : MI ? r.pick([['Chippewa River Lumber', 'Co'], ['Saginaw and Clare Land', 'Co'], ['Pine River Boom', 'Co']]) : r.pick([['Holland Land', 'Co'], ['Tionesta Valley Lumber', 'Co'], ['Kinzua Land and Timber', 'Co']]);
      const co = company(stem, fm as Form);
      const keep = WI && !f.gap && stem !== 'Chicago, St. Paul, Minneapolis and Omaha Railway Company' && r.chance(0.4) ? fr(1, 2) : null;
      companyDeed(f, co, holder, keep);
      if (keep) { f.severed.push({ p: co, frac: keep }); f.unsevered = minus(f.unsevered, keep); }
    } else {
      const fk = buyer(t.y - 12, c.name);
      const gp: Party[] = [{ p: fk, role: 'grantor' }, ...asRole(joiners([fk], t), 'grantor')];
      const ep: Party[] = [{ p: holder, role: 'grantee' }];
      const names = named([...gp, ...ep], t.y);
      const { exec, ack, rec, ref } = dated(t, f);
      const kind: DeedKind = PA && r.chance(0.5) ? 'special_warranty_deed' : 'warranty_deed';
      const text = deedText({ kind, grantors: gp, grantees: ep, names, tracts: f.tracts, exec, ack, rec, ref, c });
      emit({ category: kind, parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, [holder], 'fee') });
      f.lastRef = ref; f.lastDeed = exec;
    }
    f.fee = [holder];
    f.since = f.t; f.made++;
  };

  // ---------------------------------------------------------------- conveyances of the land
  const pickKind = (): DeedKind => {
    const x = r.next();
    if (PA) return x < 0.5 ? 'special_warranty_deed' : x < 0.85 ? 'warranty_deed' : 'quitclaim_deed';
    if (WI) return x < 0.82 ? 'warranty_deed' : 'quitclaim_deed';
    return x < 0.72 ? 'warranty_deed' : x < 0.85 ? 'special_warranty_deed' : 'quitclaim_deed';
  };
  const sale = (f: Farm, o: { kind?: DeedKind; grantees?: Person[]; gap?: GapKind; grantorsIn?: Party[] } = {}) => {
    const { t, county: c } = f;
    let g = o.grantees?.[0];
    if (!g) {
      g = buyer(t.y, c.name);
      // the namesake pair: a buyer marked from the start (his residence always written), later another of his name
      if (!template && !g.female && farms.indexOf(f) >= 1 && r.chance(0.25)) { template = g; g.res = true; }
      else if (template && !namesake && !g.female && farms.indexOf(f) !== templateFarm(template) && r.chance(0.35)) {
        namesake = true;
        const cand = template;
        Object.assign(g, { first: cand.first, last: cand.last, middle: r.pick(MIDS.filter((m) => m[0] !== cand.middle[0])), county: r.pick(countyNames.filter((x) => x !== cand.county)), res: true });
        if (g.spouse) {
          const w = g.spouse;
          w.last = cand.last;
          while (taken.has(`${w.first} ${w.last}`)) w.first = r.pick(WOMEN);
          taken.add(`${w.first} ${w.last}`);
        }
      }
    }
    const together = !o.grantees && !!g.spouse && r.chance(0.5);
    const ep: Party[] = o.grantees ? o.grantees.map((p) => ({ p, role: 'grantee' })) : [{ p: g, role: 'grantee' }, ...(together ? [{ p: g.spouse!, role: 'grantee' }] : [])];
    const full = o.grantorsIn ?? feeSide(f, 'grantor', t);
    let kind: DeedKind = o.kind ?? (f.fee.some((p) => p.trust) ? 'special_warranty_deed' : pickKind());
    // a deed the wife failed to join, corrected afterwards
    const fix = !o.gap && !o.grantorsIn && t.y < 2022 && full.length === 2 && full[1].joins && !full.some((q) => q.p.res) && r.chance(0.08);
    const gp = fix ? [full[0]] : full;
    const names = named([...full, ...ep], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    let reserve: Fr | undefined;
    if (!f.gap && !f.frozen && !o.gap && !o.grantorsIn && !fix && f.unsevered.n > 0 && t.y >= A.mineralFrom && f.fee.every((p) => !p.trust) && r.chance(0.22)) {
      reserve = r.pick([fr(1, 2), fr(1, 2), fr(1, 4), fr(1, 1)]);
      if (val(reserve) > val(f.unsevered)) reserve = f.unsevered;
    }
    let contract: Dt | undefined;
    if ((WI || MI) && !o.gap && !o.grantorsIn && !fix && t.y > 1895 && r.chance(0.18)) {
      contract = shift(t, -(365 * (1 + r.int(6)) + r.int(200)));
      if ((f.lastDeed && !before(f.lastDeed, contract)) || [...full, ...ep].some((q) => !before(human(q.p).lastActive, contract!))) contract = undefined;
      if (contract) {
        const cn = new Map<string, string>();
        const vendors = asRole(full, 'other');
        const vendees = asRole(ep, 'other');
        nameAll([...vendors, ...vendees], contract.y, cn);
        const w = when(contract);
        const cref = refFor(w.rec, f.tracts[0].town);
        const price = money(r, (2 + r.int(40)) * (contract.y < 1950 ? 200 : 2000));
        const text = compose(r.chance(0.3), stamp(w.rec, cref, c, false), [
          `LAND CONTRACT\n\nTHIS CONTRACT, made this ${dayOf(r, contract, false)}, between ${side(vendors, cn)}, hereinafter called the Vendor${full.length > 1 ? 's' : ''}, and ${side(vendees, cn)}, hereinafter called the Vendee${ep.length > 1 ? 's' : ''}:\n\nWITNESSETH, That the Vendor${full.length > 1 ? 's' : ''} agree${full.length > 1 ? '' : 's'} to sell and the Vendee${ep.length > 1 ? 's' : ''} agree${ep.length > 1 ? '' : 's'} to buy the following described land in the ${WI ? 'Town' : 'Township'} of ${f.tracts[0].town}, County of ${c.name}, State of ${A.stName}:\n\n${describeAll(f.tracts)}\n\nfor the sum of ${price}, of which ${money(r, (1 + r.int(5)) * 100)} is paid herewith and the balance is to be paid in monthly installments with interest at ${4 + r.int(5)} per cent per annum. Upon full payment the Vendor${full.length > 1 ? 's' : ''} shall convey the land to the Vendee${ep.length > 1 ? 's' : ''} by good and sufficient ${WI ? 'Warranty Deed' : 'Warranty Deed'}, free of all incumbrances except those arising by the acts of the Vendee${ep.length > 1 ? 's' : ''}. The Vendee${ep.length > 1 ? 's' : ''} shall have possession from the date hereof and shall pay all taxes hereafter levied.`,
          `${signatures([...vendors, ...vendees], cn, false)}`,
          ackOf([...vendors, ...vendees], cn, w.ack, c, f.tracts[0].town),
        ]);
        emit({ category: 'other', parties: [...vendors, ...vendees], names: cn, text, exec: contract, ack: w.ack, eff: null, rec: w.rec, tracts: f.tracts, fee: false, estates: [], links: [] });
        f.made++;
      }
    }
    if (contract) kind = 'warranty_deed';
    if (!o.gap && !o.grantorsIn && !fix && gp.length === 1 && !gp[0].p.res && t.y >= 1915 && r.chance(0.06)) aif = { p: gp[0].p, agent: `${r.pick(MEN)} ${r.pick(MIDS)[0]}. ${r.chance(0.6) ? gp[0].p.last : r.pick(A.surnames)}`, poa: shift(t, -(30 + r.int(900))) };
    const text = deedText({ kind, grantors: gp, grantees: ep, names, tracts: f.tracts, exec, ack, rec, ref, c, reserve, contract, prior: f.lastRef ? { ref: f.lastRef, date: f.lastDeed } : undefined });
    aif = null;
    const b: Built = { category: kind, parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, ep.map((q) => q.p), 'fee') };
    if (o.gap) b.gap = { kind: o.gap, estate: 'fee' };
    emit(b);
    f.made++;
    if (fix) {
      const t2 = shift(t, 60 + r.int(300));
      const n2 = new Map<string, string>();
      nameAll([...full, ...ep], t2.y, n2);
      const w = when(t2);
      const ref2 = refFor(w.rec, f.tracts[0].town);
      const text2 = deedText({ kind, grantors: full, grantees: ep, names: n2, tracts: f.tracts, exec: w.exec, ack: w.ack, rec: w.rec, ref: ref2, c, correction: { date: exec, ref } });
      emit({ category: kind, parties: [...full, ...ep], names: n2, text: text2, exec: w.exec, ack: w.ack, eff: null, rec: w.rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, full, ep.map((q) => q.p), 'fee', false) });
      f.made++;
      f.t = t2;
    }
    f.lastRef = ref; f.lastDeed = exec;
    if (reserve) {
      const hs = f.fee;
      for (const h of hs) f.severed.push({ p: h, frac: fr(reserve.n, reserve.d * hs.length) });
      f.unsevered = minus(f.unsevered, reserve);
    }
    if (!o.gap) {
      f.fee = ep.map((q) => q.p);
      f.since = f.t; f.ver++;
    }
  };

  /** a couple's deed into their revocable trust (the trustees are holders of their own) */
  const intoTrust = (f: Farm): boolean => {
    const [a, b] = f.fee;
    if (f.gap || f.frozen || f.fee.length !== 2 || a.spouse !== b || !alive(a, f.t) || !alive(b, f.t) || a.res || b.res || a.suffix || b.suffix) return false;
    const trust = { name: `${a.last} Family Revocable Trust`, date: shift(f.t, -r.int(200)) };
    const persona = (h: Person): Person => ({ ...blank(`H${++seq}`), first: h.first, middle: h.middle, last: h.last, female: h.female, born: h.born, county: h.county, trusteeOf: h, trust });
    sale(f, { kind: r.chance(0.6) ? 'quitclaim_deed' : 'warranty_deed', grantees: [persona(a), persona(b)], grantorsIn: [{ p: a, role: 'grantor' }, { p: b, role: 'grantor' }] });
    return true;
  };

  // ---------------------------------------------------------------- deaths
  const fiduciaryDeed = (f: Farm, dec: Person, dd: Dt) => {
    const { t, county: c } = f;
    const g = buyer(t.y, c.name);
    const gp: Party[] = [{ p: dec, role: 'grantor' }];
    const ep: Party[] = [{ p: g, role: 'grantee' }, ...(g.spouse && r.chance(0.5) ? [{ p: g.spouse, role: 'grantee' }] : [])];
    const names = named([...gp, ...ep], t.y, { srOf: dec });
    const { exec, ack, rec, ref } = dated(t, f);
    const testate = r.chance(0.6);
    const office = testate ? (r.chance(0.5) ? 'Executor' : 'Executrix') : WI || MI ? 'Personal Representative' : 'Administrator';
    const fidF = office === 'Executrix' || (office === 'Personal Representative' && r.chance(0.5));
    const fid = r.pick(OFFICERS.filter((n) => /^[A-Z]\. [A-Z]\./.test(n) !== fidF));
    const dn = `${names.get(dec.id)!}${dec.res ? `, late of ${dec.county} County` : ''}`;
    const E = side(ep, names);
    const d = describeAll(f.tracts);
    const cons = money(r, (3 + r.int(40)) * (t.y < 1950 ? 100 : 1500));
    const title = (WI || MI) && t.y >= 1975 ? 'PERSONAL REPRESENTATIVE\'S DEED' : testate ? 'EXECUTOR\'S DEED' : 'ADMINISTRATOR\'S DEED';
    const licensed = shift(t, -(20 + r.int(120)));
    let body: string;
    if (VT) body = `${title}\n\nKNOW ALL PERSONS BY THESE PRESENTS, That I, ${fid}, of ${r.pick(c.towns)}, in the County of ${c.name} and State of Vermont, ${office} of the ${testate ? 'last will and testament' : 'estate'} of ${dn}${dec.res ? '' : `, late of ${f.tracts[0].town}, in said County`}, deceased, by virtue of a license granted to me by the Probate Court for the District of ${c.name} on ${say(r, licensed, false)}, to sell the real estate of the said deceased, and in consideration of ${cons} paid to my full satisfaction by ${E}, do hereby give, grant, sell and convey unto the said Grantee${ep.length > 1 ? 's' : ''}, ${ep.length > 1 ? 'their' : 'his'} heirs and assigns, all the right, title and interest which the said ${dn} had at the time of ${dec.female ? 'her' : 'his'} decease in and to the following described land in the Town of ${f.tracts[0].town}:\n\n${d}.\n\nTO HAVE AND TO HOLD the same to the said Grantee${ep.length > 1 ? 's' : ''}, ${ep.length > 1 ? 'their' : 'his'} heirs and assigns forever. And I do covenant that I am the lawful ${office} of said estate, that I have full power to convey the premises as aforesaid, and that in all my proceedings in the sale thereof I have complied with the requirements of law.\n\nIN WITNESS WHEREOF I have hereunto set my hand and seal this ${dayOf(r, exec, false)}.\n${'_'.repeat(24)} (SEAL)\n${fid}, ${office}`;
    else if (PA) body = `${title}\n\nTHIS INDENTURE, made the ${dayOf(r, exec, exec.y < 1950)}, BETWEEN ${fid}, ${office} of the ${testate ? 'Last Will and Testament' : 'Estate'} of ${dn}${dec.res ? '' : `, late of the Township of ${f.tracts[0].town}, ${c.name} County`}, deceased, party of the first part, and ${E}, part${ep.length > 1 ? 'ies' : 'y'} of the second part.\n\nWHEREAS, the said ${dn} in ${dec.female ? 'her' : 'his'} lifetime was seized in fee of the premises hereinafter described, and died on or about ${say(r, dd, false)}, ${testate ? `having first made ${dec.female ? 'her' : 'his'} last will and testament, duly probated in the Office of the Register of Wills of ${c.name} County, wherein ${dec.female ? 'she' : 'he'} authorized ${dec.female ? 'her' : 'his'} executor to sell the real estate` : `intestate, and letters of administration upon ${dec.female ? 'her' : 'his'} estate were granted to the said party of the first part, who was authorized by the Orphans' Court to sell the premises for the payment of debts`};\n\nNOW THIS INDENTURE WITNESSETH, That the said ${office}, in consideration of ${cons} paid by the said part${ep.length > 1 ? 'ies' : 'y'} of the second part, does grant and convey unto the said part${ep.length > 1 ? 'ies' : 'y'} of the second part, ${ep.length > 1 ? 'their' : 'his'} heirs and assigns,\n\n${d}.\n\nIN WITNESS WHEREOF, the said ${office} has hereunto set hand and seal the day and year first above written.\n${'_'.repeat(24)} (SEAL)\n${fid}, ${office}`;
    else body = `${title}\n\n${fid}, as ${office} of the Estate of ${dn}, Deceased, ${WI ? `${c.name} County ${exec.y >= 1978 ? 'Circuit' : 'County'} Court Case No. ${exec.y % 100}-PR-${10 + r.int(300)}` : `${c.name} County Probate Court File No. ${exec.y % 100}-${1000 + r.int(9000)}-${exec.y >= 1979 ? 'DE' : 'E'}`}, ("Grantor"), for a valuable consideration of ${cons}, conveys to ${E} ("Grantee") the following described real estate in ${c.name} County, State of ${A.stName}:\n\n${d}.\n\nThis deed is given without warranty of title, the Grantor conveying only such title as the decedent held at death${WI ? ', and under the authority of the court having jurisdiction of the estate' : ' and as the Grantor may convey under the authority granted by the Probate Court'}.\n\nDated ${longDate(exec)}.\n${'_'.repeat(24)}\n${fid}, ${office}`;
    const ackP: Party[] = [{ p: { ...blank('X'), first: fid, female: fidF } as Person, role: 'x' }];
    const ackN = new Map([['X', fid]]);
    const text = compose(r.chance(0.3), stamp(rec, ref, c, true), [body, ackOf(ackP, ackN, ack, c, f.tracts[0].town)]);
    emit({ category: 'other', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, ep.map((q) => q.p), 'fee') });
    f.fee = ep.map((q) => q.p);
    f.since = f.t; f.ver++;
    f.lastRef = ref; f.lastDeed = exec;
    f.made++;
  };

  let lastDeath: Dt = { y: 1700, m: 1, d: 1 };
  const death = (f: Farm, dec: Person) => {
    const t = f.t;
    // deaths come in the order they are written, so no heir takes after his own estate was settled
    const earliest = before(shift(dec.lastActive, 30), shift(lastDeath, 1)) ? shift(lastDeath, 1) : shift(dec.lastActive, 30);
    let dd = shift(t, -(25 + r.int(1100)));
    if (before(dd, earliest)) dd = earliest;
    if (!before(dd, t)) return;
    lastDeath = dd;
    const feeFarms = farms.filter((o) => o.fee.includes(dec));
    const minFarms = farms.filter((o) => !o.frozen && o.severed.some((h) => h.p === dec));
    const sp = dec.spouse && alive(dec.spouse, dd) ? dec.spouse : null;
    const surv = feeFarms.filter((o) => sp && o.fee.length === 2 && o.fee.includes(sp) && !minFarms.includes(o));
    const estateFarms = [...new Set([...feeFarms.filter((o) => !surv.includes(o)), ...minFarms])];
    dec.dead = dd;
    // a small severed interest whose owner dies is often never probated: it lies dormant
    if (!feeFarms.length && minFarms.length && r.chance(0.45)) {
      for (const o of minFarms) if (o.lease && o.lease.lessors.some((q) => q.p === dec)) o.lease.ver = -1;
      return;
    }
    // a sole owner who holds nothing else, his land sold by his executor
    if (estateFarms.length === 1 && !surv.length && !minFarms.length && f.fee.length === 1 && f.fee[0] === dec && !sp && !f.gap && r.chance(0.35)) {
      fiduciaryDeed(f, dec, dd);
      return;
    }
    const testate = r.chance(0.45);
    // a will often leaves everything to the surviving spouse
    const heirs = estateFarms.length ? (testate && sp && r.chance(0.6) ? [sp] : [...(sp ? [sp] : []), ...childrenOf(dec, dd)]) : [];
    if (estateFarms.length && !heirs.length) { dec.dead = null; return; }
    const c = f.county;
    // survivors by the entirety or in joint tenancy: Wisconsin records a termination of the decedent's interest
    if (surv.length) {
      if (WI) {
        const tr = surv.flatMap((o) => o.tracts);
        const names = new Map<string, string>();
        const parties: Party[] = [{ p: dec, role: 'decedent' }, { p: sp!, role: 'other' }];
        nameAll(parties, t.y, names);
        const sworn = estateFarms.length ? shift(dd, 20 + r.int(300)) : t;
        const sw = before(t, sworn) ? t : sworn;
        const { rec } = when(sw);
        const ref = refFor(rec, tr[0].town);
        const byMp = dd.y >= 1986 && r.chance(0.6);
        const text = compose(r.chance(0.5), stamp(rec, ref, c, false), [`TERMINATION OF DECEDENT'S INTEREST\nDocument Number\n\nSTATE OF WISCONSIN\t)\n\t\t\t) ss.\n${c.name.toUpperCase()} COUNTY\t)\n\n${names.get(sp!.id)!}${sp!.res ? placeOf(sp!) : ''}, being first duly sworn on oath, states that:\n1. ${names.get(dec.id)!}${dec.res ? placeOf(dec) : ''}, the decedent, died on ${say(r, dd, false)}, as shown by the certified copy of the death certificate attached.\n2. The decedent and the affiant held title to the property described below ${byMp ? 'as survivorship marital property' : 'as joint tenants'}, by deed recorded in ${refText(surv[0].lastRef || ref, c)}.\n3. The decedent's interest in the property terminated at death, and title is now vested in the affiant as the survivor.\n\nProperty: ${describeAll(tr, { short: r.chance(0.5) })}\n\n${'_'.repeat(24)}\n${names.get(sp!.id)!}\n\nSubscribed and sworn to before me on ${longDate(sw)}.\n${r.pick(OFFICERS)}, Notary Public, State of Wisconsin\nMy commission ${r.chance(0.5) ? 'is permanent' : `expires ${mdy({ y: sw.y + 2 + r.int(3), m: 1 + r.int(12), d: 1 + r.int(28) })}`}.\n\nThis instrument drafted by ${names.get(sp!.id)!}.`]);
        emit({ category: 'other', parties, names, text, exec: sw, ack: null, eff: null, rec, death: dd, tracts: tr, fee: false, estates: [], links: tr.map((x) => ({ tract: x, estate: 'fee' as Estate, from: dec, to: sp!, required: false })) });
        f.made++;
      }
      for (const o of surv) { o.fee = [sp!]; o.since = dd; o.ver++; }
      if (before(sp!.lastActive, dd)) sp!.lastActive = dd;
    }
    if (!estateFarms.length) return;
    const lk: LinkSpec[] = [];
    const estates = new Set<Estate>();
    for (const o of estateFarms) {
      const hasFee = o.fee.includes(dec);
      const hold = o.frozen ? undefined : o.severed.find((h) => h.p === dec);
      for (const tr of o.tracts) for (const h of heirs) {
        if (hasFee) lk.push({ tract: tr, estate: 'fee', from: dec, to: h, required: true });
        if (hold) lk.push({ tract: tr, estate: 'mineral', from: dec, to: h, required: true });
      }
      if (hasFee) { estates.add('fee'); o.fee = [...new Set([...o.fee.filter((p) => p !== dec), ...heirs])]; o.lastRef = ''; o.lastDeed = null; o.since = dd; }
      if (hold) {
        estates.add('mineral');
        o.severed = o.severed.filter((h) => h !== hold);
        for (const h of heirs) {
          const part = fr(hold.frac.n, hold.frac.d * heirs.length);
          const ex = o.severed.find((x) => x.p === h);
          if (ex) ex.frac = addF(ex.frac, part); else o.severed.push({ p: h, frac: part });
        }
      }
      o.ver++;
      if (o.lease && o.lease.lessors.some((q) => q.p === dec)) o.lease.ver = -1;
    }
    const tracts = estateFarms.flatMap((o) => o.tracts);
    const parties: Party[] = [{ p: dec, role: 'decedent' }, ...heirs.map((p) => ({ p, role: 'heir' }))];
    const names = named(parties, t.y, { srOf: dec });
    const dn = names.get(dec.id)!;
    const rel = (h: Person) => (h === sp ? (h.female ? 'widow' : 'widower') : h.female ? 'daughter' : 'son');
    const late = dec.res ? `late of ${dec.county} County` : `late of ${tracts[0].town}${PA || MI ? ' Township' : ''}`;
    const heirName = (h: Person) => `${names.get(h.id)!}${h.res ? placeOf(h) : ''}`;
    const dd2 = tracts.length === 1 ? describe(tracts[0]) : tracts.map((x, i) => `(${'abcdef'[i]}) ${describe(x, { short: r.chance(0.5) })}`).join('\n');
    const heirShare = heirs.length === 1 ? 'the whole interest' : `an undivided one-${heirs.length === 2 ? 'half' : DAYW[heirs.length]} (1/${heirs.length}) interest`;
    const held = estates.has('fee') && estates.has('mineral') ? 'all of the decedent\'s interest' : estates.has('fee') ? r.pick(['the fee simple title of the decedent', 'the interest of the decedent']) : `the decedent's undivided interest in the ${MINERALS}`;
    const { rec } = when(t);
    const ref = refFor(rec, tracts[0].town);
    const st = stamp(rec, ref, c, false);
    const judge = r.pick(OFFICERS);
    const no = `${t.y % 100}-${r.pick(['PR', 'P', 'E'])}-${10 + r.int(400)}`;
    let category = 'probate';
    let text: string;
    if (PA && !testate && r.chance(0.6)) {
      category = 'affidavit_of_heirship';
      const aff = person(r.chance(0.3), t.y - 45 - r.int(25), c.name);
      aff.quiet = true;
      parties.push({ p: aff, role: 'other' });
      names.set(aff.id, form(aff, t.y, false));
      const an = names.get(aff.id)!;
      text = compose(r.chance(0.4), st, [`AFFIDAVIT OF HEIRSHIP\n\nCOMMONWEALTH OF PENNSYLVANIA\t:\n\t\t\t\t: SS:\nCOUNTY OF ${c.name.toUpperCase()}\t\t:\n\n${an}, being duly sworn according to law, deposes and says that ${aff.female ? 'she' : 'he'} resides in ${r.pick(c.towns)} Township, ${c.name} County, and was well acquainted for more than ${15 + r.int(30)} years with ${dn}, ${late}, who died intestate on ${say(r, dd, false)}; that the decedent ${sp ? `was married but once, to ${names.get(sp.id)!}, who survives ${dec.female ? 'her' : 'him'}` : 'left no surviving spouse'}; that the decedent left surviving the following ${sp ? 'widow and children, and no others, who are' : 'children, and no others, who are'} ${dec.female ? 'her' : 'his'} sole heirs at law:\n\n${heirs.map((h) => `    ${heirName(h)}, ${rel(h)}`).join('\n')}\n\nthat no letters of administration have been granted upon the estate and no debts remain unpaid; and that the said heirs are now the owners, each of ${heirShare}, of ${held} in and to the following described lands:\n\n${dd2}\n\nDeponent has no interest in the said lands.\n\n${'_'.repeat(24)}\n${an}\n\nSworn to and subscribed before me this ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}.\n${r.pick(OFFICERS)}, Notary Public`]);
    } else if (WI && t.y >= 1990 && r.chance(0.45)) {
      category = 'affidavit_of_heirship';
      const aff = heirs[0];
      text = compose(r.chance(0.5), st, [`TRANSFER BY AFFIDAVIT\n($50,000 and Under)\nWis. Stat. § 867.03\nDocument Number\n\nI, ${heirName(aff)}, being first duly sworn, state that:\n1. The decedent, ${dn}, died on ${say(r, dd, false)}, domiciled in ${dec.county} County, Wisconsin.\n2. The gross value of the decedent's property subject to administration in Wisconsin does not exceed $50,000.\n3. I am the decedent's ${rel(aff)} and an heir of the decedent${testate ? ' and a beneficiary under the decedent\'s will' : ''}.\n4. ${upper1(held)} in the real property described below is transferred to the following persons, who are entitled to it, in the shares stated:\n${heirs.map((h) => `    ${heirName(h)} (${rel(h)}): ${heirShare}`).join('\n')}\n5. Legal description:\n${dd2}\n6. I will pay the decedent's obligations to the extent of the property received and will distribute the property to the persons entitled to it.\n\n${'_'.repeat(24)}\n${names.get(aff.id)!}, Affiant\n\nSubscribed and sworn to before me on ${longDate(t)}.\n${r.pick(OFFICERS)}, Notary Public, State of Wisconsin\nMy commission expires ${mdy({ y: t.y + 3, m: t.m, d: t.d })}.`]);
    } else if (WI) {
      const circuit = t.y >= 1978;
      text = compose(r.chance(0.5), st, [`STATE OF WISCONSIN\t${circuit ? 'CIRCUIT COURT' : 'COUNTY COURT'}\t${c.name.toUpperCase()} COUNTY\n${circuit ? 'PROBATE' : 'IN PROBATE'}\n\nIN THE MATTER OF THE ESTATE OF ${dn.toUpperCase()}, DECEASED.\t\tCase No. ${no}\n\n${circuit ? 'FINAL JUDGMENT\n(Informal Administration)' : 'FINAL DECREE'}\n\n${circuit ? 'THE COURT FINDS:' : 'This matter coming on to be heard upon the final account of the personal representative, the Court finds:'}\n1. The decedent died ${testate ? 'testate' : 'intestate'} on ${say(r, dd, false)}, domiciled in ${dec.county} County, Wisconsin.\n2. All claims, expenses and taxes have been paid, and the estate is ready for distribution.\n\n${circuit ? 'IT IS ADJUDGED:' : 'IT IS THEREFORE ORDERED AND ADJUDGED'} that ${held} in the following described real property in ${c.name} County, Wisconsin:\n\n${dd2}\n\nis assigned to the following persons, in the following shares:\n${heirs.map((h) => `    ${heirName(h)}, ${rel(h)} - ${heirShare}`).join('\n')}\n\n${circuit ? `BY THE COURT:\n${'_'.repeat(24)}\n${judge}, ${r.pick(['Probate Registrar', 'Circuit Court Judge', 'Deputy Probate Registrar'])}\nDate: ${mdy(t)}` : `Dated this ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}.\nBy the Court, ${judge}, County Judge`}`]);
    } else if (VT) {
      const later = shift(t, Math.max(1, r.int(Math.max(1, daysBetween(t, rec)))));
      text = compose(r.chance(0.4), st, [`STATE OF VERMONT\n${t.y >= 2011 ? `SUPERIOR COURT, PROBATE DIVISION\n${c.name} Unit` : `PROBATE COURT\nDistrict of ${c.name}, ss.`}\n\nIN RE: ESTATE OF ${dn.toUpperCase()}, ${late}\nDocket No. ${no}\n\n${r.chance(0.5) ? 'CERTIFICATE OF DECREE OF DISTRIBUTION' : 'DECREE OF DISTRIBUTION'}\n\nAt a session of the Court holden at ${c.seat}, within and for said ${t.y >= 2011 ? 'Unit' : 'District'}, on the ${th(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}, the ${testate ? 'executor' : 'administrator'} of the estate of the said ${dn}, who died ${testate ? 'testate' : 'intestate'} on ${say(r, dd, false)}, having settled the account and the Court having found that the debts, funeral charges and expenses of administration are paid, doth assign and decree the residue of the estate of the said deceased, including ${held} in the following real estate in the Town of ${tracts[0].town}, viz:\n\n${dd2}\n\nto the following persons, in the following proportions:\n${heirs.map((h) => `    To ${heirName(h)}, ${rel(h)} of the deceased, ${heirShare}`).join(';\n')}.\n\n${judge}, Judge\n\nA true copy of record. Attest: ${r.pick(OFFICERS)}, Register. ${longDate(later)}`]);
    } else if (MI) {
      const modern = t.y >= 1979;
      text = compose(r.chance(0.4), st, [`STATE OF MICHIGAN\nPROBATE COURT\nCOUNTY OF ${c.name.toUpperCase()}\n\nIn the Matter of the Estate of ${dn}, Deceased.\tFile No. ${no}\n\n${modern ? 'ORDER OF COMPLETE ESTATE SETTLEMENT' : 'ORDER ASSIGNING RESIDUE'}\n\n${modern ? `Date of hearing: ${longDate(t)}` : `At a session of said Court, held at the Probate Office in the City of ${c.seat}, in said County, on the ${th(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}.\nPresent, Hon. ${judge}, Judge of Probate.`}\n\nThe Court finds that the decedent, ${late}, died ${testate ? 'testate' : 'intestate'} on ${say(r, dd, false)}, that the final account of the ${testate ? 'executor' : modern ? 'personal representative' : 'administrator'} has been allowed, and that the persons named below are entitled to the residue of the estate.\n\nIT IS ORDERED that the residue of said estate, including ${held} in the following described real estate in the County of ${c.name}, State of Michigan:\n\n${dd2}\n\nbe and the same is hereby assigned to:\n${heirs.map((h) => `    ${heirName(h)}, ${rel(h)}, ${heirShare}`).join('\n')}\n\n${modern ? `Date: ${mdy(t)}\t\t${'_'.repeat(20)}\n\t\t\t${judge}, Judge of Probate` : `${judge}, Judge of Probate.\nA true copy. ${r.pick(OFFICERS)}, Register of Probate.`}`]);
    } else {
      text = compose(r.chance(0.4), st, [`${t.y >= 1969 ? `IN THE COURT OF COMMON PLEAS OF ${c.name.toUpperCase()} COUNTY, PENNSYLVANIA\nORPHANS' COURT DIVISION` : `IN THE ORPHANS' COURT OF ${c.name.toUpperCase()} COUNTY, PENNSYLVANIA`}\n\nEstate of ${dn}, ${late}, Deceased.\nNo. ${10 + r.int(200)} of ${t.y}\n\nDECREE OF DISTRIBUTION\n\nAND NOW, this ${th(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}, the first and final account of the ${testate ? 'Executor' : 'Administrator'} of the estate of ${dn}, who died ${testate ? 'testate' : 'intestate'} on ${say(r, dd, false)}, having been presented and no exceptions having been filed, the account is confirmed absolutely, and it is ORDERED and DECREED that the real estate of the decedent, being ${held} in the following described premises:\n\n${dd2}\n\nbe awarded and distributed as follows:\n${heirs.map((h) => `    To ${heirName(h)}, ${rel(h)}, ${heirShare}`).join('\n')}\n\nBY THE COURT:\n${'_'.repeat(24)}\n${judge}, P.J.`]);
    }
    emit({ category, parties, names, text, exec: t, ack: null, eff: null, rec, death: dd, tracts, fee: estates.has('fee'), estates: [...estates], links: lk });
    f.made++;
  };

  // ---------------------------------------------------------------- minerals
  const mineralDeed = (f: Farm, from: Party[], to: Person, frac: Fr, royalty: boolean, gap?: GapKind, at?: Dt) => {
    const t = at ?? f.t;
    const c = f.county;
    const ep: Party[] = [{ p: to, role: 'grantee' }];
    const names = named([...from, ...ep], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const G = side(from, names, r.chance(0.4));
    const E = side(ep, names, r.chance(0.4));
    const d = describeAll(f.tracts);
    const cons = money(r, (1 + r.int(25)) * (t.y < 1940 ? 10 : t.y < 1980 ? 50 : 250));
    const s = share(r, frac);
    const many = from.length > 1;
    const top = r.chance(0.35);
    const st = stamp(rec, ref, c, true);
    let body: string[];
    if (royalty) {
      body = [`${r.pick(['ROYALTY DEED', 'ASSIGNMENT OF ROYALTY', 'CONVEYANCE OF ROYALTY INTEREST'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${G}, hereinafter called Grantor, for and in consideration of ${cons} paid by ${E}, hereinafter called Grantee, do${many ? '' : 'es'} hereby grant, sell, assign and convey unto the said Grantee ${s} of the royalty on all oil and gas produced and saved from the following described lands in the County of ${c.name}, State of ${A.stName}, under any oil and gas lease now or hereafter made covering the same:\n\n${d}.\n\nIt is understood that this conveyance is of royalty only; the Grantee shall not share in any bonus or rental paid for the making or keeping of any lease, and the Grantor reserves the sole right to execute leases of the said lands. TO HAVE AND TO HOLD the said interest unto the Grantee and the heirs and assigns of the Grantee forever.`, `Witness ${many ? 'our hands' : 'my hand'} this ${dayOf(r, exec, exec.y < 1945)}.\n${signatures(from, names, false)}`, ackOf(from, names, ack, c, f.tracts[0].town)];
    } else {
      const title = PA ? r.pick(['OIL AND GAS DEED', 'DEED FOR OIL AND GAS', 'MINERAL DEED']) : VT ? r.pick(['MINERAL DEED', 'DEED OF MINERAL RIGHTS']) : MI ? r.pick(['MINERAL DEED', 'CONVEYANCE OF OIL, GAS AND MINERAL RIGHTS']) : r.pick(['MINERAL DEED', 'CONVEYANCE OF MINERAL RIGHTS']);
      const what = PA ? 'the oil and gas in and under' : `the ${MINERALS} in, on and under`;
      const v = r.int(3);
      if (v === 0) body = [`${title}\n\nTHIS ${PA ? 'INDENTURE' : 'DEED'}, made the ${dayOf(r, exec, exec.y < 1945)}, between ${G}, Grantor${many ? 's' : ''}, and ${E}, Grantee.\n\nWITNESSETH: That the Grantor${many ? 's' : ''}, for and in consideration of ${cons} to ${many ? 'them' : 'the Grantor'} paid, ${many ? 'do' : 'does'} hereby grant, bargain, sell and convey unto the Grantee, and to the heirs and assigns of the Grantee, ${s} of all ${what} the following described land${f.tracts.length > 1 ? 's' : ''} situate in the County of ${c.name}, ${A.stName}:\n\n${d}.\n\ntogether with the right to enter upon the said land for the purpose of exploring, drilling, mining and operating for the same and removing it therefrom. This conveyance is made subject to any valid lease of record, and the Grantee shall receive ${s} of the royalties and rentals hereafter accruing thereunder.`, `${PA && exec.y < 1960 ? 'And the said Grantors will WARRANT SPECIALLY the interest hereby conveyed.' : 'The Grantor will warrant and defend the title to the said interest against the lawful claims of all persons.'}\n\nIN WITNESS WHEREOF the Grantor${many ? 's have' : ' has'} hereunto set ${many ? 'their hands' : 'hand'} the day and year first above written.\n${signatures(from, names, true)}`, ackOf(from, names, ack, c, f.tracts[0].town)];
      else if (v === 1) body = [`${title}\n\nLand: ${describeAll(f.tracts, { short: true })}\n\nFor the sum of ${cons} and other valuable consideration, the receipt of which is acknowledged, the undersigned${from.some((q) => q.p.res) ? `, ${G},` : ''} hereby convey${many ? '' : 's'} to ${E}, ${to.org ? 'its successors' : `${to.female ? 'her' : 'his'} heirs`} and assigns, ${s} interest in and to ${what} the land described above, with all rights of ingress and egress incident thereto, and warrant${many ? '' : 's'} the title to the same.`, `Dated ${say(r, exec, false)}.\n${signatures(from, names, false)}`, ackOf(from, names, ack, c, f.tracts[0].town)];
      else body = [`${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${G}${many ? '' : ''}, for and in consideration of ${cons} to ${many ? 'them' : 'the grantor'} in hand paid by ${E}, ha${many ? 've' : 's'} granted, sold and conveyed, and by these presents do${many ? '' : 'es'} grant, sell and convey unto the said grantee, ${s} interest in and to all of ${what} the following described tract${f.tracts.length > 1 ? 's' : ''} of land in ${c.name} County, ${A.stName}, to-wit:\n\n${d}.\n\nTO HAVE AND TO HOLD the said interest, with all and singular the rights and appurtenances thereunto belonging, unto the said grantee and the grantee's heirs, successors and assigns forever.`, `WITNESS ${many ? 'our hands' : 'my hand'} this ${dayOf(r, exec, exec.y < 1945)}.\n${signatures(from, names, false)}`, ackOf(from, names, ack, c, f.tracts[0].town)];
    }
    const b: Built = { category: royalty ? 'royalty_deed' : 'mineral_deed', parties: [...from, ...ep], names, text: compose(top, st, body), exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: ['mineral'], links: linksOf(f.tracts, from, [to], 'mineral') };
    if (gap) b.gap = { kind: gap, estate: 'mineral' };
    emit(b);
    f.made++;
  };
  const mineralBuyer = (y: number, c: County): Person => {
    if (r.chance(0.4) && y >= 1920) {
      const [s, fm] = r.pick(WI ? [['Superior Basin Minerals', 'Inc'], ['Lake Superior Royalty', 'Co'], ['Northwoods Mineral', 'Corp']] : VT ? [['Belvidere Mountain Mining', 'Co'], ['Missisquoi Talc', 'Corp'], ['Champlain Minerals', 'Inc']] : MI ? [['Mount Pleasant Royalty', 'Co'], ['Central Michigan Minerals', 'Corp'], ['Chippewa Royalty', 'Inc']] : [['Allegheny Mineral', 'Corp'], ['Kinzua Royalty', 'Co'], ['Tionesta Minerals', 'LLC']]);
      return company(s, fm as Form);
    }
    return buyer(y, r.chance(0.6) ? c.name : r.pick(countyNames));
  };
  /** the fee owners' or a severed holder's conveyance of minerals or royalty */
  const sellMinerals = (f: Farm) => {
    const t = f.t;
    const to = mineralBuyer(t.y, f.county);
    const royalty = r.chance(MI && t.y < 1945 ? 0.45 : 0.22);
    if (royalty && !to.org) to.quiet = true;
    const sev = f.severed.filter((h) => !h.p.org && !h.p.quiet && alive(h.p, t));
    if (sev.length && (r.chance(0.5) || f.unsevered.n === 0 || f.usa)) {
      const h = r.pick(sev);
      const frac = royalty ? fr(1, 2) : r.chance(0.5) ? h.frac : times(h.frac, fr(1, 2));
      mineralDeed(f, [{ p: h.p, role: 'grantor' }, ...asRole(joiners([h.p], t), 'grantor')], to, frac, royalty);
      if (!royalty) {
        h.frac = minus(h.frac, frac);
        if (h.frac.n === 0) f.severed = f.severed.filter((x) => x !== h);
        f.severed.push({ p: to, frac });
        f.ver++;
      }
      return;
    }
    if (f.unsevered.n === 0 || f.usa || f.fee.some((p) => p.trust || !alive(p, t))) return;
    const frac = royalty ? fr(1, 2) : val(f.unsevered) >= 0.5 && r.chance(0.5) ? fr(1, 4) : times(f.unsevered, fr(1, 2));
    mineralDeed(f, feeSide(f, 'grantor', t), to, frac, royalty);
    if (!royalty) {
      f.unsevered = minus(f.unsevered, frac);
      f.severed.push({ p: to, frac });
      f.ver++;
    }
  };
  /** Wisconsin: a severed owner preserves his interest against lapse (Wis. Stat. 706.057) */
  const claim = (f: Farm) => {
    const h = f.severed.find((x) => !x.p.org && !x.p.quiet && alive(x.p, f.t));
    if (!h) return;
    const { t, county: c } = f;
    const parties: Party[] = [{ p: h.p, role: 'other' }];
    const names = named(parties, t.y);
    const { rec } = when(t);
    const ref = refFor(rec, f.tracts[0].town);
    const n = names.get(h.p.id)!;
    const text = compose(r.chance(0.5), stamp(rec, ref, c, false), [`STATEMENT OF CLAIM OF INTEREST IN MINERALS\n(Wis. Stat. § 706.057)\nDocument Number\n\nThe undersigned, ${n}${placeOf(h.p)}, states that ${h.p.female ? 'she' : 'he'} is the owner of ${share(r, h.frac)} interest in the ${MINERALS} in and under the following described lands in ${c.name} County, Wisconsin:\n\n${describeAll(f.tracts, { short: r.chance(0.5) })}\n\nand that the owner intends to preserve the said interest, which is not abandoned. This statement is recorded to prevent the lapse of the interest under section 706.057 of the Wisconsin Statutes.\n\nDated ${longDate(t)}.\n${'_'.repeat(24)}\n${n}\n\nSubscribed and sworn to before me on ${longDate(t)}.\n${r.pick(OFFICERS)}, Notary Public, ${c.name} County, Wisconsin`]);
    emit({ category: 'other', parties, names, text, exec: t, ack: null, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
    f.made++;
  };

  // ---------------------------------------------------------------- leases
  const OPERATORS: Record<AreaKey, Array<[string, Form, number, number]>> = {
    wisconsin: [['Rift Basin Exploration', 'Inc', 1982, 2016], ['Chequamegon Energy', 'Corp', 1982, 2016], ['Northland Petroleum', 'Co', 1982, 2000], ['Keweenawan Resources', 'LLC', 1995, 2016], ['Lake Superior Basin Partners', 'LP', 1982, 2016]],
    vermont: [['Champlain Valley Gas', 'Co', 1955, 1988], ['Missisquoi Oil and Gas', 'Corp', 1955, 1988], ['St. Lawrence Lowlands Exploration', 'Inc', 1970, 1988]],
    michigan: [['Mount Pleasant Oil', 'Co', 1928, 1960], ['Pure Oil of Michigan', 'Co', 1928, 1955], ['Chippewa Petroleum', 'Corp', 1930, 1985], ['Porter Field Producing', 'Co', 1930, 1970], ['Central Basin Energy', 'Inc', 1970, 2018], ['Wolverine Antrim Operating', 'LLC', 1995, 2018], ['Isabella Exploration Partners', 'LP', 1978, 2018]],
    pennsylvania: [['Kinzua Oil', 'Co', 1865, 1930], ['Bradford and Warren Petroleum', 'Co', 1865, 1940], ['Tionesta Valley Gas', 'Co', 1880, 1975], ['Allegheny Forest Producing', 'Corp', 1920, 2000], ['Clarion River Oil and Gas', 'Inc', 1950, 2016], ['Northwest Penn Energy', 'LLC', 1995, 2016], ['Sugar Run Resources', 'LP', 1978, 2016]],
  };
  const operator = (y: number): Person => {
    const ok = OPERATORS[A.key].filter(([, , a, b]) => y >= a && y <= b);
    const [s, fm] = r.pick(ok.length ? ok : OPERATORS[A.key]);
    return company(s, fm);
  };
  const lease = (f: Farm) => {
    const { t, county: c } = f;
    const owners = [...(f.unsevered.n > 0 && !f.usa ? f.fee : []), ...f.severed.map((h) => h.p)].filter((p, i, xs) => xs.indexOf(p) === i && !p.org && !p.quiet && alive(p, t));
    if (!owners.length || (f.unsevered.n > 0 && !f.usa && f.fee.some((p) => !alive(p, t)))) return;
    const lessors: Party[] = [...owners.map((p) => ({ p, role: 'lessor' })), ...asRole(joiners(owners, t).filter((q) => !owners.includes(q.p)), 'lessor')];
    const broker = t.y >= 1975 && r.chance(0.25);
    const le = broker ? buyer(t.y, r.pick(countyNames)) : operator(t.y);
    if (broker) le.quiet = true;
    const lp: Party[] = [{ p: le, role: 'lessee' }];
    const names = named([...lessors, ...lp], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const L = side(lessors, names, r.chance(0.3));
    const E = names.get(le.id)!;
    const d = describeAll(f.tracts);
    const acres = f.tracts.reduce((s, x) => s + x.acres, 0);
    const term = r.pick([3, 5, 5, 10]);
    const st = stamp(rec, ref, c, false);
    let eff: Dt | null = null;
    let text: string;
    if (PA && t.y < 1921) {
      text = compose(r.chance(0.4), st, [`AGREEMENT, made this ${dayOf(r, exec, true)}, between ${L}, of ${f.tracts[0].town} Township, ${c.name} County, Pennsylvania, part${lessors.length > 1 ? 'ies' : 'y'} of the first part, and ${E}, party of the second part.\n\nWITNESSETH: That the said part${lessors.length > 1 ? 'ies' : 'y'} of the first part, for and in consideration of the sum of One Dollar, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained, ha${lessors.length > 1 ? 've' : 's'} granted, demised and let unto the said party of the second part, its successors and assigns, all the oil and gas in and under all that certain tract of land situate in the Township of ${f.tracts[0].town}, County of ${c.name}, and described as follows:\n\n${d},\n\ntogether with the exclusive right of entering thereon at all times for the purpose of drilling and operating for oil, gas or water, and to erect and maintain all buildings and structures and lay all pipes necessary for the production, storage and transportation of oil, gas or water from said premises.\n\nTO HAVE AND TO HOLD the said premises for the term of ${numberWords(term)} years from the date hereof, and as much longer as oil or gas is found in paying quantities, yielding to the said part${lessors.length > 1 ? 'ies' : 'y'} of the first part the one-eighth part of all the oil produced and saved from the premises, to be delivered free of cost in the pipe line to which the wells may be connected; and the party of the second part covenants to pay ${money(r, 100 * (1 + r.int(3)))} per annum for the gas from each well drilled on the premises, while the same is being sold off the premises.\n\nThe party of the second part agrees to commence a well on said premises within ${numberWords(1 + r.int(9))} months from this date, or in default thereof to pay at the rate of ${money(r, 25 + r.int(50))} per quarter in advance until such well is commenced.\n\nIN WITNESS WHEREOF, the said parties have hereunto set their hands and seals the day and year first above written.\n${signatures(lessors, names, true)}`, ackOf(lessors, names, ack, c, f.tracts[0].town)]);
    } else if (t.y >= 1976 && r.chance(WI ? 0.7 : 0.5)) {
      eff = shift(exec, -r.int(45));
      if (r.chance(0.45)) {
        text = compose(true, st, [`MEMORANDUM OF OIL AND GAS LEASE\n\nNotice is hereby given that ${L}, as Lessor (whether one or more), ha${lessors.length > 1 ? 've' : 's'} made and delivered to ${E}, as Lessee, whose address is ${r.pick(['P.O. Box 117', '1400 Main Street, Suite 300', '22 Commerce Drive'])}, ${r.pick([c.seat, 'Denver, Colorado', 'Traverse City, Michigan', 'Pittsburgh, Pennsylvania'])}, an Oil and Gas Lease made effective as of ${longDate(eff)}, covering ${acres.toFixed(2).replace(/\.00$/, '')} acres, more or less, of the following described lands in ${c.name} County, ${A.stName}:\n\n${d}.\n\nThe Lease provides for a primary term of ${numberWords(term)} (${term}) years from its effective date and so long thereafter as oil or gas is produced from the leased premises or lands pooled therewith. This Memorandum is signed on the dates of the acknowledgments below and is made only to give notice of the Lease, whose terms are incorporated herein.`, signatures([...lessors, ...lp], names, false), ackOf([...lessors, ...lp], names, ack, c, f.tracts[0].town)]);
      } else {
        text = compose(r.chance(0.4), st, [`PAID-UP OIL AND GAS LEASE\n\nThis Lease is made effective as of ${say(r, eff, false)} (the "Effective Date"), between ${L}, whose address is ${r.pick(c.towns)}, ${A.stName} ("Lessor," whether one or more), and ${E} ("Lessee").\n\n1. GRANT. Lessor, in consideration of ${money(r, 10)} and other good and valuable consideration, the receipt of which is acknowledged, hereby grants, leases and lets exclusively unto Lessee the following described land, together with any reversionary rights therein (the "Leased Premises"), for the purpose of exploring for, developing, producing and marketing oil and gas:\n\n${d}.\n\n2. TERM. This Lease shall remain in force for a primary term of ${numberWords(term)} (${term}) years from the Effective Date, and for as long thereafter as oil or gas is produced from the Leased Premises in paying quantities.\n\n3. ROYALTY. Lessee shall pay Lessor ${r.pick(['one-eighth (1/8)', 'three-sixteenths (3/16)', 'eighteen percent (18%)', 'one-sixth (1/6)'])} of the proceeds realized from the sale of all oil and gas produced and sold from the Leased Premises.\n\n4. PAID-UP. All bonus and delay rentals have been paid in advance, and Lessee shall have no obligation to pay rentals during the primary term.\n\nIN WITNESS WHEREOF, this Lease is executed on the dates of the acknowledgments below, to be effective as of the Effective Date.`, signatures(lessors, names, false), ackOf(lessors, names, ack, c, f.tracts[0].town)]);
      }
    } else {
      const bank = `${r.pick([c.seat, r.pick(c.towns)])} ${r.pick(['State Bank', 'National Bank', 'Savings Bank'])}`;
      text = compose(r.chance(0.4), st, [`${MI && t.y < 1950 ? 'OIL AND GAS LEASE\n(Michigan Form)' : 'OIL AND GAS LEASE'}\n\nTHIS AGREEMENT, made and entered into this ${dayOf(r, exec, t.y < 1945)}, by and between ${L}, hereinafter called Lessor (whether one or more), and ${E}, hereinafter called Lessee:\n\nWITNESSETH, That the said Lessor, for and in consideration of ${money(r, 1 + r.int(10))} cash in hand paid, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed, has granted, demised, leased and let, and by these presents does grant, demise, lease and let exclusively unto said Lessee, for the sole and only purpose of mining and operating for oil and gas, and of laying pipe lines and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situate in the County of ${c.name}, State of ${A.stName}, described as follows, to-wit:\n\n${d}.\n\nIt is agreed that this lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the Lessee.\n\nIf no well be commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless the Lessee on or before that date shall pay or tender to the Lessor, or to the Lessor's credit in the ${bank} at ${r.pick(c.towns)}, which bank and its successors shall continue as the depository of all rentals payable hereunder, the sum of ${money(r, (1 + r.int(4)) * Math.max(10, Math.round(acres / 4)))}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nThe Lessee shall deliver to the credit of the Lessor, free of cost, in the pipe line to which it may connect its wells, the equal one-eighth part of all oil produced and saved from the leased premises, and shall pay one-eighth of the market value of gas sold from the premises.\n\nIN WITNESS WHEREOF, we sign the day and year first above written.`, signatures(lessors, names, false), ackOf(lessors, names, ack, c, f.tracts[0].town)]);
    }
    emit({ category: 'oil_and_gas_lease', parties: [...lessors, ...lp], names, text, exec: eff ? null : exec, ack, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: linksOf(f.tracts, lessors, [le], 'leasehold') });
    f.lease = { date: eff ?? exec, lessors, holders: [le], orig: le, ref, ver: f.ver };
    f.made++;
  };
  const assign = (f: Farm) => {
    const L = f.lease!;
    const { t, county: c } = f;
    if (L.holders.some((p) => !alive(p, t))) return;
    const to = operator(t.y);
    if (L.holders.includes(to)) return;
    const half = L.holders.length === 1 && !L.holders[0].quiet && r.chance(0.3);
    const ap: Party[] = L.holders.map((p) => ({ p, role: 'assignor' }));
    const ep: Party[] = [{ p: to, role: 'assignee' }];
    const names = named([...ap, ...ep], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const eff = t.y >= 1970 && r.chance(0.4) ? { y: exec.m === 1 ? exec.y - 1 : exec.y, m: exec.m === 1 ? 12 : exec.m - 1, d: 1 } : null;
    const lessorsTxt = `${recite(L.lessors[0].p)}${L.lessors.length > 1 ? ' et al.' : ''}`;
    const A1 = andJoin(L.holders.map((p) => names.get(p.id)!));
    const part = half ? 'an undivided one-half (1/2) of' : 'all of';
    const lands = describeAll(f.tracts, { short: r.chance(0.6) });
    let body: string;
    if (eff) body = `ASSIGNMENT AND BILL OF SALE\n\n${A1} ("Assignor"), for ${money(r, 10)} and other good and valuable consideration, the receipt and sufficiency of which are acknowledged, hereby grants, bargains, sells, conveys, assigns and delivers unto ${names.get(to.id)!} ("Assignee") ${part} Assignor's right, title and interest in and to the oil and gas lease described below, insofar as it covers the lands described below, together with all wells, equipment and personal property located thereon:\n\nLease dated ${longDate(L.date)}, from ${lessorsTxt}, Lessor, to ${recite(L.orig)}, Lessee, recorded in ${refText(L.ref, c)}, ${c.name} County, ${A.stName}, covering:\n${lands}\n\nThis Assignment is executed on ${longDate(exec)}, but shall be effective for all purposes as of 7:00 a.m., local time, on ${longDate(eff)} (the "Effective Time"). Assignor warrants title to the interest assigned against all persons claiming by, through or under Assignor, but not otherwise.\n\n${signatures(ap, names, false)}`;
    else if (PA && t.y < 1930) body = `ASSIGNMENT OF OIL AND GAS LEASE\n\nFor and in consideration of the sum of ${money(r, 1 + r.int(500))}, the receipt of which is hereby acknowledged, ${A1} hereby sell${L.holders.length > 1 ? '' : 's'}, assign${L.holders.length > 1 ? '' : 's'}, transfer${L.holders.length > 1 ? '' : 's'} and set${L.holders.length > 1 ? '' : 's'} over unto ${names.get(to.id)!}, its successors and assigns, ${part} the right, title and interest of the undersigned in and to a certain lease dated ${say(r, L.date, false)}, made by ${lessorsTxt} to ${recite(L.orig)}, for oil and gas purposes, recorded in ${refText(L.ref, c)}, so far as the same covers the following described premises:\n\n${lands}\n\ntogether with all the wells, rigs, tanks, pipes and fixtures thereon belonging to the undersigned.\n\nWitness ${L.holders.length > 1 ? 'our hands' : 'the hand and seal of the undersigned'} this ${dayOf(r, exec, true)}.\n${signatures(ap, names, true)}`;
    else body = `ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${A1}, hereinafter called Assignor, for and in consideration of ${money(r, 1 + r.int(100))} cash in hand paid, the receipt whereof is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${names.get(to.id)!}, hereinafter called Assignee, ${part} Assignor's interest in and to the oil and gas lease dated ${say(r, L.date, false)}, executed by ${lessorsTxt}, as lessor, to ${recite(L.orig)}, as lessee, and recorded in ${refText(L.ref, c)} of the records of ${c.name} County, ${A.stName}, insofar as it covers:\n\n${lands}\n\ntogether with the rights incident thereto and the personal property thereon.\n\nEXECUTED this ${dayOf(r, exec, false)}.\n${signatures(ap, names, false)}`;
    const text = compose(r.chance(0.3), stamp(rec, ref, c, false), [body, ackOf(ap, names, ack, c, f.tracts[0].town)]);
    emit({ category: 'assignment_of_lease', parties: [...ap, ...ep], names, text, exec, ack, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: linksOf(f.tracts, ap, [to], 'leasehold') });
    L.holders = half ? [...L.holders, to] : [to];
    f.made++;
  };
  const release = (f: Farm) => {
    const L = f.lease!;
    const { t, county: c } = f;
    f.lease = null;
    if (L.ver !== f.ver || L.lessors.some((q) => !alive(q.p, t)) || L.holders.some((p) => !alive(p, t))) return;
    const hp: Party[] = L.holders.map((p) => ({ p, role: 'lessee' }));
    const lp: Party[] = L.lessors.map((q) => ({ ...q, role: 'lessor' }));
    const names = named([...hp, ...lp], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const H = andJoin(L.holders.map((p) => names.get(p.id)!));
    const many = L.holders.length > 1;
    const orig = L.holders.includes(L.orig) ? '' : `, to ${recite(L.orig)}, as lessee`;
    const title = PA ? r.pick(['SURRENDER OF OIL AND GAS LEASE', 'RELEASE OF OIL AND GAS LEASE']) : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF LEASE']);
    const text = compose(r.chance(0.3), stamp(rec, ref, c, false), [`${title}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${H}, the present owner${many ? 's' : ''} of the oil and gas lease dated ${say(r, L.date, false)}, made by ${side(lp, names)}, as lessor${L.lessors.length > 1 ? 's' : ''}${orig}, and recorded in ${refText(L.ref, c)}, ${r.pick(['for a valuable consideration', `in consideration of ${money(r, 1)}`])}, do${many ? '' : 'es'} hereby ${PA ? 'surrender, release and quitclaim' : 'release, relinquish and surrender'} unto the said lessor${L.lessors.length > 1 ? 's, their' : L.lessors[0].p.female ? ', her' : ', his'} heirs and assigns, the said lease and all rights thereunder, insofar as it covers the following described land in ${c.name} County, ${A.stName}:\n\n${describeAll(f.tracts, { short: r.chance(0.6) })}\n\nand the ${VT ? 'Town Clerk' : WI ? 'Register of Deeds' : MI ? 'Register of Deeds' : 'Recorder of Deeds'} is authorized to note this release upon the margin of the record of said lease.\n\nDated ${say(r, exec, false)}.\n${signatures(hp, names, false)}`, ackOf(hp, names, ack, c, f.tracts[0].town)]);
    emit({ category: 'release_of_lease', parties: [...hp, ...lp], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], links: f.tracts.flatMap((tr) => L.holders.flatMap((h) => lp.map((q) => ({ tract: tr, estate: 'leasehold' as Estate, from: h, to: q.p, required: !q.joins })))) });
    f.made++;
  };

  // ---------------------------------------------------------------- liens, easements, heirs' quitclaims, the national forest
  const LENDERS: Array<[string, number, number]> = WI ? [['First National Bank of Superior', 1880, 2024], ['Bayfield County State Bank', 1895, 2024], ['The Federal Land Bank of St. Paul', 1917, 1987], ['Northwoods Savings and Loan Association', 1935, 2024], ['Chequamegon Farm Credit Services', 1988, 2024]] : VT ? [['Franklin County Savings Bank', 1850, 1960], ['Howard National Bank', 1870, 2024], ['Newport Savings Bank', 1868, 2024], ['The Federal Land Bank of Springfield', 1917, 1987], ['Union Bank', 1891, 2024]] : MI ? [['Exchange Savings Bank of Mt. Pleasant', 1880, 1960], ['Isabella County State Bank', 1890, 2024], ['The Federal Land Bank of St. Paul', 1917, 1987], ['Firstbank of Alma', 1970, 2024], ['Commercial Bank of Ithaca', 1885, 2024]] : [['Warren Savings Bank', 1870, 2024], ['Citizens National Bank of Tionesta', 1880, 2024], ['Northwest Savings Bank', 1896, 2024], ['Hamlin Bank and Trust Company', 1880, 2024], ['First National Bank of Ridgway', 1870, 2024]];
  const mortgage = (f: Farm) => {
    const c = f.county;
    if (f.mortgage) {
      const M = f.mortgage;
      f.mortgage = null;
      if (M.borrowers.some((p) => !alive(p, f.t) || !f.fee.includes(p))) return;
      const paid = shift(M.date, 365 * (3 + r.int(22)) + r.int(300));
      const t = before(paid, f.t) ? paid : f.t;
      const gp: Party[] = [{ p: M.lender, role: 'grantor' }];
      const bp: Party[] = M.borrowers.map((p) => ({ p, role: 'grantee' }));
      const names = named([...gp, ...bp], t.y);
      const { exec, ack, rec, ref } = dated(t, f);
      const title = PA ? 'SATISFACTION PIECE' : VT ? 'DISCHARGE OF MORTGAGE' : r.pick(['SATISFACTION OF MORTGAGE', 'DISCHARGE OF MORTGAGE']);
      const text = compose(r.chance(0.3), stamp(rec, ref, c, false), [`${title}\n\n${PA ? `${names.get(M.lender.id)!}, the mortgagee named in a certain mortgage given by ${andJoin(M.borrowers.map((p) => `${names.get(p.id)!}${p.res ? placeOf(p) : ''}`))}, dated ${say(r, M.date, false)} and recorded in ${refText(M.ref, c)}, hereby certifies that the debt secured by the said mortgage has been fully paid, and authorizes and requires the Recorder of Deeds of ${c.name} County to enter satisfaction of the same upon the margin of the record thereof.` : `KNOW ALL MEN BY THESE PRESENTS, That ${names.get(M.lender.id)!}, the holder of a certain mortgage made by ${andJoin(M.borrowers.map((p) => `${names.get(p.id)!}${p.res ? placeOf(p) : ''}`))} to the said mortgagee, dated ${say(r, M.date, false)}, and recorded in ${refText(M.ref, c)}, on the following described premises:\n\n${describeAll(f.tracts, { short: true })}\n\ndoes hereby acknowledge full payment and satisfaction of the said mortgage and the debt thereby secured, and does hereby ${VT ? 'discharge the same' : 'consent that the same be discharged of record'}.`}\n\nDated ${say(r, exec, false)}.\n${signatures(gp, names, false)}`, ackOf(gp, names, ack, c, f.tracts[0].town)]);
      emit({ category: 'other', parties: [...gp, ...bp], names, text, exec, ack, eff: null, rec, tracts: PA ? [] : f.tracts, fee: false, estates: [], links: [] });
      f.made++;
      return;
    }
    const t = f.t;
    if (f.fee.some((p) => p.trust || !alive(p, t))) return;
    const lenders = LENDERS.filter(([, a, b]) => t.y >= a && t.y <= b);
    if (!lenders.length) return;
    const lender = company(r.pick(lenders)[0], 'fixed');
    const bp = feeSide(f, 'grantor', t);
    const parties: Party[] = [...bp, { p: lender, role: 'grantee' }];
    const names = named(parties, t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const amt = money(r, (1 + r.int(30)) * (t.y < 1940 ? 200 : t.y < 1980 ? 1500 : 5000));
    const B = side(bp, names);
    const Ln = names.get(lender.id)!;
    const d = describeAll(f.tracts);
    let body: string;
    if (VT) body = `MORTGAGE DEED\n\n${t.y < 1970 ? 'KNOW ALL MEN' : 'KNOW ALL PERSONS'} BY THESE PRESENTS, That ${B}, of ${f.tracts[0].town}, in the County of ${c.name} and State of Vermont, in the consideration of ${amt} paid to ${bp.length > 1 ? 'our' : 'my'} full satisfaction by ${Ln}, do freely GIVE, GRANT, SELL, CONVEY AND CONFIRM unto the said ${Ln}, its successors and assigns forever, the following described land:\n\n${d}.\n\nPROVIDED, NEVERTHELESS, the condition of this deed is such, that whereas the said Grantor${bp.length > 1 ? 's have' : ' has'} this day executed and delivered a promissory note of even date for the said sum, payable with interest at ${4 + r.int(6)} per cent per annum; now if the said note be well and truly paid according to its tenor, then this deed shall be void, otherwise of force.\n\nIN WITNESS WHEREOF, we have hereunto set our hands and seals this ${dayOf(r, exec, false)}.\n${signatures(bp, names, true)}`;
    else if (WI && t.y >= 1970) body = `REAL ESTATE MORTGAGE\nDocument Number\n\n${B} ("Mortgagor," whether one or more), for good and valuable consideration, mortgages to ${Ln} ("Mortgagee," whether one or more), to secure payment of ${amt} evidenced by a note or notes dated ${longDate(exec)}, the following property, together with all privileges, hereditaments and appurtenances, all rents, issues and profits, and all fixtures (the "Property"):\n\n${d}.\n\nThis ${r.chance(0.5) ? 'is' : 'is not'} homestead property. Mortgagor promises to pay when due all taxes, assessments and other charges against the Property and to keep it insured against loss.\n\nDated ${longDate(exec)}.\n${signatures(bp, names, false)}`;
    else body = `MORTGAGE\n\nTHIS INDENTURE, Made the ${dayOf(r, exec, t.y < 1945)}, between ${B}, Mortgagor${bp.length > 1 ? 's' : ''}, and ${Ln}, Mortgagee, WITNESSETH: That the said Mortgagor${bp.length > 1 ? 's' : ''}, for and in consideration of ${amt} loaned by the said Mortgagee, do${bp.length > 1 ? '' : 'es'} hereby ${MI ? 'mortgage and warrant' : 'grant, bargain, sell and convey'} unto the said Mortgagee, its successors and assigns, the following described premises situate in the County of ${c.name}, State of ${A.stName}:\n\n${d}.\n\nPROVIDED ALWAYS, that if the said Mortgagor${bp.length > 1 ? 's' : ''} shall pay unto the said Mortgagee the said sum, with interest at ${4 + r.int(6)} per cent per annum, according to the bond or note of even date herewith, then these presents shall cease and be void.${bp.some((q) => q.joins) ? ` ${andJoin(bp.filter((q) => q.joins).map((q) => names.get(q.p.id)!))} join${bp.filter((q) => q.joins).length > 1 ? '' : 's'} herein to subject ${PA ? 'all dower and marital rights' : WI ? 'the homestead' : 'the right of dower'} to the lien of this mortgage.` : ''}\n\nIN WITNESS WHEREOF, the said Mortgagor${bp.length > 1 ? 's have' : ' has'} hereunto set ${bp.length > 1 ? 'their hands' : 'hand'} the day and year first above written.\n${signatures(bp, names, true)}`;
    const text = compose(r.chance(0.35), stamp(rec, ref, c, false), [body, ackOf(bp, names, ack, c, f.tracts[0].town)]);
    emit({ category: 'deed_of_trust', parties, names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
    f.mortgage = { lender, borrowers: [...f.fee], date: exec, ref };
    f.made++;
  };
  const UTILITIES: Array<[string, Form, boolean]> = WI ? [['Northern States Power Company of Wisconsin', 'fixed', false], ['Brule Valley Electric Cooperative', 'fixed', false], ['Lakehead Pipe Line', 'Co', true]] : VT ? [['Central Vermont Public Service', 'Corp', false], ['Vermont Electric Cooperative', 'Inc', false], ['Vermont Gas Systems', 'Inc', true]] : MI ? [['Consumers Power', 'Co', false], ['Michigan Consolidated Gas', 'Co', true], ['Isabella Rural Electric Cooperative', 'fixed', false]] : [['Pennsylvania Electric', 'Co', false], ['United Natural Gas', 'Co', true], ['National Fuel Gas Supply', 'Corp', true]];
  const easement = (f: Farm) => {
    const { t, county: c } = f;
    if (f.usa || f.fee.some((p) => !alive(p, t))) return;
    const [s, fm, pipe] = r.pick(UTILITIES);
    const u = company(s, fm);
    const gp = feeSide(f, 'grantor', t);
    const ep: Party[] = [{ p: u, role: 'grantee' }];
    const names = named([...gp, ...ep], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const undersigned = !gp.some((q) => q.p.res || q.p.trust) && r.chance(0.3);
    const text = compose(r.chance(0.3), stamp(rec, ref, c, false), [`${pipe ? r.pick(['PIPE LINE RIGHT OF WAY', 'RIGHT OF WAY AGREEMENT']) : r.pick(['EASEMENT', 'ELECTRIC LINE EASEMENT'])}\n\n${undersigned ? 'The undersigned' : side(gp, names)}, hereinafter called Grantor, for and in consideration of ${money(r, 10 + r.int(300))}, the receipt of which is acknowledged, ${undersigned ? 'do' : gp.length > 1 ? 'do' : 'does'} hereby grant and convey unto ${names.get(u.id)!}, its successors and assigns, ${pipe ? 'a right of way to lay, maintain, operate, repair and remove a pipe line for the transportation of oil, gas or the products thereof' : 'a perpetual easement to construct, operate and maintain an electric transmission and distribution line, consisting of poles, wires, guys and anchors'}, on, over and through the following described land in ${c.name} County, ${A.stName}:\n\n${describeAll(f.tracts, { short: r.chance(0.5) })}\n\nsaid right of way to be ${pipe ? 'fifty (50)' : 'thirty (30)'} feet in width, the center line thereof to be located as now surveyed and staked, with the right of ingress and egress to and from the same. Grantor reserves the right to use and enjoy the said land except as the same may be necessary for the purposes herein granted.\n\nWITNESS the hand${gp.length > 1 ? 's' : ''} of the Grantor this ${dayOf(r, exec, false)}.\n${signatures(gp, names, false)}`, ackOf(gp, names, ack, c, f.tracts[0].town)]);
    emit({ category: 'easement', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: false, estates: [], links: [] });
    f.made++;
  };
  /** co-owners (heirs) quitclaim to one of them */
  const heirsQuitclaim = (f: Farm): boolean => {
    const t = f.t;
    const owners = f.fee.filter((p) => alive(p, t));
    if (owners.length !== f.fee.length || owners.length < 2 || owners.some((p) => p.trust)) return false;
    const keep = r.pick(owners);
    const others = owners.filter((p) => p !== keep);
    const gp: Party[] = [...others.map((p) => ({ p, role: 'grantor' })), ...asRole(joiners(others, t).filter((q) => q.p !== keep), 'grantor')];
    const ep: Party[] = [{ p: keep, role: 'grantee' }];
    const names = named([...gp, ...ep], t.y);
    const { exec, ack, rec, ref } = dated(t, f);
    const text = deedText({ kind: 'quitclaim_deed', grantors: gp, grantees: ep, names, tracts: f.tracts, exec, ack, rec, ref, c: f.county, nominal: r.chance(0.7), prior: f.lastRef ? { ref: f.lastRef, date: null } : undefined });
    emit({ category: 'quitclaim_deed', parties: [...gp, ...ep], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, [keep], 'fee') });
    f.fee = [keep];
    f.since = f.t; f.ver++;
    f.lastRef = ref; f.lastDeed = exec;
    f.made++;
    return true;
  };
  /** Pennsylvania: the owners sell the surface to the United States for the Allegheny National Forest, keeping every mineral they hold with it */
  const toForest = (f: Farm): boolean => {
    const t = f.t;
    if (f.gap || f.frozen || f.lease || f.unsevered.n === 0 || f.fee.some((p) => p.trust || !alive(p, t))) return false;
    const us = company('United States of America', 'fixed');
    const gp = feeSide(f, 'grantor', t);
    const names = named([...gp, { p: us, role: 'grantee' }], t.y, { caps: false });
    const { exec, ack, rec, ref } = dated(t, f);
    const text = deedText({ kind: 'warranty_deed', grantors: gp, grantees: [{ p: us, role: 'grantee' }], names, tracts: f.tracts, exec, ack, rec, ref, c: f.county, reserve: f.unsevered, toUS: true, prior: f.lastRef ? { ref: f.lastRef, date: f.lastDeed } : undefined });
    emit({ category: 'warranty_deed', parties: [...gp, { p: us, role: 'grantee' }], names, text, exec, ack, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], links: linksOf(f.tracts, gp, [us], 'fee') });
    f.mortgage = null;
    for (const h of f.fee) f.severed.push({ p: h, frac: fr(f.unsevered.n, f.unsevered.d * f.fee.length) });
    f.unsevered = fr(0, 1);
    f.fee = [us];
    f.since = f.t; f.usa = true;
    f.ver++; f.lastRef = ref;
    f.lastDeed = exec; f.made++;
    return true;
  };

  // ---------------------------------------------------------------- planted gaps
  const plant = (f: Farm): boolean => {
    const k = f.gap!;
    const t = f.t;
    if (f.lease || f.fee.some((p) => p.trust || !alive(p, t)) || f.unsevered.n === 0 || daysBetween(t, END) < 2500) return false;
    const span = daysBetween(before(f.since, f.lastAny) ? f.lastAny : f.since, t);
    if (k === 'conveyed_before_acquired' && span < 200) return false;
    const base = val(f.unsevered) >= 0.5 ? fr(1, 4) : times(f.unsevered, fr(1, 2));
    const stranger = () => {
      const s = person(false, t.y - 40 - r.int(15), r.pick(countyNames), r.chance(0.35) ? f.fee[0].last : undefined);
      s.quiet = true;
      return s;
    };
    const newcomer = () => { const p = buyer(t.y, r.pick(countyNames)); p.quiet = true; return p; };
    if (k === 'grantor_never_received') {
      const s = stranger();
      const sp: Party[] = [{ p: s, role: 'grantor' }];
      if (r.chance(0.4)) { const w = marry(s); w.quiet = true; sp.push({ p: w, role: 'grantor', joins: true }); }
      mineralDeed(f, sp, newcomer(), r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]), false, k);
    } else {
      const b = newcomer();
      const cc = newcomer();
      const bParty: Party[] = [{ p: b, role: 'grantor' }, ...asRole(joiners([b], t), 'grantor')];
      if (k === 'conveyed_before_acquired') {
        const early = shift(t, -(95 + r.int(Math.min(1000, span - 110))));
        mineralDeed(f, bParty, cc, base, false, k, early);
        mineralDeed(f, feeSide(f, 'grantor', t), b, base, false);
      } else {
        mineralDeed(f, feeSide(f, 'grantor', t), b, base, false);
        f.t = shift(f.t, 150 + r.int(1200));
        if (r.chance(0.5)) mineralDeed(f, bParty, cc, times(base, fr(2, 1)), false, k);
        else {
          mineralDeed(f, bParty, cc, base, false);
          f.t = shift(f.t, 150 + r.int(900));
          mineralDeed(f, bParty, newcomer(), base, false, k);
        }
      }
      if (b.spouse) b.spouse.quiet = true;
      f.unsevered = minus(f.unsevered, base);
    }
    f.frozen = true; f.gap = null;
    return true;
  };

  // ---------------------------------------------------------------- the clock
  for (const f of farms) first(f);
  const leasing = (f: Farm, y: number) => f.county.leasing && y >= A.leaseFrom && y <= A.leaseTo && !f.frozen;
  for (let guard = 0; guard < 6000 && docs.length < target; guard++) {
    const live = farms.filter((f) => !f.done);
    if (!live.length) {
      const nf = newFarm(r.pick(A.counties), 1, { y: Math.max(A.begin[1], 1890) + r.int(60), m: 1 + r.int(12), d: 1 + r.int(28) });
      farms.push(nf);
      first(nf);
      continue;
    }
    const f = live.reduce((a, b) => (before(b.t, a.t) ? b : a));
    const left = Math.max(2, f.budget - 4 - f.made);
    const span = Math.max(1.5, (END.y - f.t.y) / left);
    const prev = f.t;
    const waiting = !!f.gap && f.t.y >= f.gapYear - 8;
    f.t = shift(f.t, f.lease || waiting ? 250 + r.int(waiting ? 700 : 2000) : Math.round(365 * Math.min(22, span * (0.45 + r.next()))) + r.int(200));
    // nobody outlives his time: a holder who would be past ninety dies first, near his years
    const mortal = (p: Person) => !p.org && !p.trust && !p.quiet && alive(p, f.t);
    const aged = [...(f.usa ? [] : f.fee), ...(f.frozen ? [] : f.severed.map((h) => h.p))].filter((p) => mortal(p) && f.t.y - p.born > 90);
    if (aged.length) {
      const at: Dt = { y: aged[0].born + 82 + r.int(8), m: 1 + r.int(12), d: 1 + r.int(28) };
      const floor = shift(prev, 60);
      f.t = before(at, floor) ? floor : before(f.t, at) ? f.t : at;
    }
    if (before(END, f.t) || (f.made >= f.budget + 4 && !f.gap)) { f.done = true; continue; }
    const y = f.t.y;
    const candidates = [...(f.usa ? [] : f.fee), ...(f.frozen ? [] : f.severed.map((h) => h.p))].filter(mortal);
    const oldest = candidates.find((p) => y - p.born > 88) ?? candidates.find((p) => y - p.born > 66 + r.int(24));
    if (oldest && (y - oldest.born > 88 || r.chance(0.4))) { death(f, oldest); continue; }
    if (f.gap && y >= f.gapYear && plant(f)) continue;
    if (!f.usa && f.fee.some((p) => !alive(p, f.t))) continue;
    const roll = r.next();
    if (f.frozen) {
      if (roll < 0.45) sale(f);
      else if (roll < 0.65) mortgage(f);
      else if (roll < 0.8 && y >= 1915) easement(f);
      continue;
    }
    if (f.fee.some((p) => p.trust)) {
      if (roll < 0.5) sale(f);
      else if (roll < 0.7 && y >= 1915) easement(f);
      continue;
    }
    if (f.lease) {
      const age = y - f.lease.date.y;
      if (roll < 0.35 && age < 12) { assign(f); continue; }
      if (roll < 0.8 || age > 10) { release(f); continue; }
    } else if (leasing(f, y) && roll < (WI ? 0.6 : 0.5)) { lease(f); continue; }
    if (f.usa) {
      if (r.chance(0.35) && y >= A.mineralFrom) sellMinerals(f);
      continue;
    }
    if (f.fee.length > 2 && roll < 0.7 && heirsQuitclaim(f)) continue;
    if (f.fee.length === 2 && f.fee[0].spouse !== f.fee[1] && roll < 0.6 && heirsQuitclaim(f)) continue;
    const r2 = r.next();
    if (PA && y >= 1923 && y <= 1945 && r2 < 0.5 && toForest(f)) continue;
    if (WI && y >= 1985 && r2 < 0.08 && f.severed.some((h) => !h.p.org && !h.p.quiet)) { claim(f); continue; }
    if (y >= 1985 && (WI || MI || PA) && r2 > 0.92 && intoTrust(f)) continue;
    if (!f.gap && y >= A.mineralFrom && r2 < (PA || MI ? 0.28 : 0.16)) sellMinerals(f);
    else if (r2 < 0.55) sale(f);
    else if (r2 < 0.8 || y < 1915) mortgage(f);
    else easement(f);
  }
  // gaps not yet planted when the package filled up
  for (const f of farms) for (let i = 0; f.gap && i < 10; i++) {
    f.t = shift(f.t, 200 + r.int(500));
    if (f.t.y > 2017) break;
    if (f.lease) { release(f); continue; }
    if (f.fee.some((p) => !alive(p, f.t))) break;
    plant(f);
  }
  return { name: pkgName, docs, links, gaps };
}
