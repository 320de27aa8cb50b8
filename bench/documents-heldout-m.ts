// Held-out set M: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-L did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain until a
// partition splits them) pass through time on one clock, about 1856-2025:
// - western Maryland (Garrett, Allegany: the Military Lots westward of Fort Cumberland, 50 acres
//   each, and metes and bounds "being part of a tract of land called 'Flowery Vale'" in numbered
//   election districts; Accident-dome gas and storage leasing, Marcellus leasing): Maryland's "THIS
//   DEED, Made ... by and between ... WITNESSETH ... do grant and convey" with its covenant to
//   "warrant specially" (or "generally"), deeds of release ("remise, release and forever
//   quitclaim"), deeds of gift, oil and gas deeds ("THIS DEED ... all the oil and gas in and
//   underlying"), Justices' and notaries' certificates "I HEREBY CERTIFY", the attorney's
//   certificate of preparation, Liber and folio, Orphans' Court orders for probate reciting the
//   devise, deeds of distribution and personal representative's deeds (executors and administrators
//   before 1974), mortgages and later deeds of trust with their releases;
// - Ohio's United States Military District (Coshocton, Holmes, Knox: lots of the quarter
//   townships, "part of Lot Number Fourteen (14) in the Second Quarter of Township Six (6), Range
//   Seven (7), United States Military Lands", the civil township named; Clinton sandstone leasing
//   from the 1950s, Utica leasing): old "KNOW ALL MEN ... GRANT, BARGAIN, SELL AND CONVEY" deeds
//   with the wife's release of dower, the statutory general warranty, limited warranty, survivorship
//   and quit-claim deeds with tax-mailing address and Prior Instrument Reference, fiduciary deeds,
//   certificates of transfer, transfer on death designation affidavits (R.C. 5302.22) and the
//   beneficiary's affidavit of confirmation (R.C. 5302.222), affidavits of surviving tenant, rental
//   leases with the free-gas clause, surrenders;
// - the Barnett Shale of North Texas (Tarrant, Johnson, Parker, Wise: platted town lots, "Lot Seven
//   (7), Block Twelve (12), of Arlington Heights Addition, an Addition to the City of Fort Worth",
//   besides named surveys by abstract and whole surveys patented to their grantees): State of Texas
//   patents, developers' first deeds of lots, "KNOW ALL MEN" deeds with the wife's privy
//   examination, the modern Date / Grantor / Grantee / Property deeds, deeds without warranty,
//   affidavits of heirship, judgments declaring heirship, orders admitting wills as muniments,
//   executor's deeds, paid-up "(No Surface Use)" leases of town lots, deeds of trust and releases of
//   lien;
// - southwest Florida's Sunniland trend (Collier, Hendry, Lee: Tallahassee Meridian sections and
//   Lee County government lots): United States homestead patents of the Gainesville land office,
//   deeds of the Trustees of the Internal Improvement Fund (from 1941 reserving three-fourths of
//   the phosphate, minerals and metals and one-half of the petroleum), the statutory warranty deed
//   (F.S. 689.02) and "This Warranty Deed Made the ..." forms, special warranty deeds, quit-claim
//   deeds between first and second parties, personal representative's deeds and distributive deeds
//   (executor's and administrator's before 1975), orders of summary administration, orders
//   determining homestead status (from 1975), affidavits of continuous marriage and death of
//   spouse, mortgages and satisfactions, documentary stamp and O.R. Book stamps;
// - Virginia's Northern Neck (King George, Caroline, Essex, Westmoreland: metes and bounds in
//   magisterial districts; Taylorsville basin leasing of the 1980s and 2010s): "THIS DEED, made ...
//   by and between ... WITNESSETH" with General Warranty and English Covenants of Title or with
//   Special Warranty of Title, deeds of gift, deeds of release, acknowledgments reciting the
//   writing "bearing date", the clerk's "admitted to record", Lists of Heirs, the clerk's probate
//   of a will with the Certificate of Qualification, executor's and administrator's deeds, deeds of
//   trust with two trustees and certificates of satisfaction, electric cooperatives' rights of way.
// Everywhere: first deeds of first known holders, deeds reserving the minerals (one-half or all) or
// a life estate, gift deeds to a child, heirs' quitclaims to one of them, partition deeds, mineral
// deeds of fractions (from fee owners and from severed holders) and royalty deeds, affidavits of
// heirship by a neighbour, rental, Producers 88, paid-up ("made effective as of") and memorandum
// leases taken by companies or by a lease broker who assigns them all to a company by an Assignment
// and Bill of Sale with an Exhibit A, whole and partial assignments (an undivided half), releases
// and surrenders, ratifications by a dead lessor's heirs, mortgages and deeds of trust with their
// releases, pipeline and electric rights of way. Old typed long-hand forms and modern forms with
// stamps, book and page or instrument numbers, "Prepared by" / "Return to" boxes and exhibits.
// People recur under name variants (full middle name, initial, initials only, no middle name,
// capitals, a married woman under her maiden name as middle name, Jr. and, in his own estate, the
// father's "Sr."), spouses join or co-hold (tenants by the entirety, survivorship, Texas community);
// companies under Co./Company, Corp./Corporation, Inc./Incorporated, LLC/L.L.C., L.P./LP (no LLC
// before 1993, no L.P. before 1976). In most packages an unrelated namesake of another county
// (both always with their residence); otherwise no two people of a package share a first name and
// surname. Exactly one planted gap of each kind per package, each on a one-tract farm. Texts are
// clean typed copies; file names say nothing about the instrument.
// Not written here: Ohio Dormant Mineral Act notices and affidavits of abandonment, Florida Murphy
// Act deeds and enhanced life estate deeds, Virginia coal severance deeds and coalbed methane
// leases, sheriff's and tax deeds, correction deeds, quiet-title judgments, division orders and
// pooled units.
//
// Truth conventions: those of sets A-L's headers (D's list with E's to L's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks; where the two
// differ the contract wins (fiduciary deeds, ratifications, releases of liens and transfer on death
// deeds are the contract's `other`, as in K and L). What set M adds or decides (a title examiner's
// reading):
// - Maryland's Military Lots: "Military Lot No. 2734 westward of Fort Cumberland" (also "Military
//   Lot Number Two Thousand Seven Hundred Thirty-Four (2734) of the lots laid off westward of Fort
//   Cumberland", "Lot No. 2734 of the Military Lots") is lot "2734", acres 50, county Garrett: the
//   State's survey of its western lands into numbered lots, as the contract's lots of a New York
//   purchase and of a Georgia land district; "Military", "westward of Fort Cumberland", the
//   soldier it was surveyed for, the election district and the watercourse are in no field; a farm
//   of two lots is two tracts, one per lot, even when one sentence describes them ("Military Lots
//   Nos. 2734 and 2735 ... containing fifty acres each");
// - Maryland tracts by metes and bounds are H's: state, county and acres only (the patented tract's
//   name "part of a tract of land called 'Good Will'", the election district, calls, adjoiners,
//   plats and Tax Account No. in no field); acres always stated, never shared in a package;
// - the United States Military District of Ohio: "part of Lot Number Fourteen (14) in the Second
//   Quarter of Township Six (6), Range Seven (7), United States Military Lands" (also "Lot 14,
//   Section 2, Township 6, Range 7, U.S.M.L.", "Lot 14, Quarter 2, Township 6, Range 7", "Lot No. 14
//   of the Second Quarter, Township No. 6, Range No. 7 of the United States Military District") is
//   section "2" (the quarter township, which the district's deeds also call a section), township
//   "6", range "7" (bare numbers, H's Ohio rule), lot "14", acres as stated, aliquot null; the civil
//   township and the district's name are in no field; two parcels of one lot are two tracts;
// - Texas platted lots: "Lot 7, Block 12, Arlington Heights Addition ... according to the plat
//   recorded in Volume 204, Page 67, Plat Records" is block "12", lot "7" ("Lots 7 and 8" lot "7,
//   8", as government lots), state and county; the addition, city and plat reference are in no
//   field (the truth tract has no subdivision field); town lots never state acres (acres null); a
//   lot's first deed is from the developing land company, its first known holder;
// - a State of Texas patent of a whole survey to its grantee ("Do hereby Grant to Gideon Walker ...
//   Three Hundred Twenty Acres", the margin line "[Abstract No. 1669 -- Gideon Walker Survey -- 320
//   Acres]") is G's: survey "Gideon Walker Survey", abstract, acres; the survey's later instruments
//   describe the whole survey ("All of the Gideon Walker Survey, Abstract No. 1669");
// - Florida: rectangular tracts as G's (township "48S", range "29E"), government lots as F's; a
//   deed of the Trustees of the Internal Improvement Fund is a `patent` (the State's original grant
//   of its swamp and overflowed lands, the first link of Florida titles), grantor "Trustees of the
//   Internal Improvement Fund of the State of Florida" (the governor and cabinet who sign are no
//   parties), execution_date the day given "at the Capitol", no acknowledgment; its reservation (in
//   deeds from 1941) keeps with the Trustees a mineral holding, no link, with which nobody deals
//   again: the oil and gas estate is the petroleum, so the Trustees hold one-half and the fee owners
//   one-half, whose mineral deeds convey "all of Grantor's interest" or one-fourth;
// - categories: Maryland's "warrant specially" special_warranty_deed and "warrant generally"
//   warranty_deed (the contract); Virginia's "with General Warranty and English Covenants of Title"
//   warranty_deed and "with Special Warranty of Title" special_warranty_deed; Ohio's statutory
//   general warranty and survivorship deeds warranty_deed, limited warranty special_warranty_deed,
//   quit-claim quitclaim_deed; Texas's "DEED WITHOUT WARRANTY" (its grant "without express or
//   implied warranty") quitclaim_deed, conveys_fee true, ["fee"] (the contract's deed that warrants
//   nothing); Florida's statutory and "This Warranty Deed" forms warranty_deed, "claiming by,
//   through or under the said grantor" special_warranty_deed, "remise, release and quit-claim"
//   quitclaim_deed; a "DEED OF RELEASE" (remise, release and forever quitclaim) quitclaim_deed; a
//   deed of gift is of its covenant's kind (a Maryland gift deed that warrants specially is a
//   special_warranty_deed; F's gift deeds warranted generally);
// - Ohio's wife who "remise(s), release(s) and forever quit-claim(s) ... all my right and
//   expectancy of Dower" (or, in the statutory form, "releases all rights of dower therein") joins
//   only to release marital rights: a party `grantor`, her links `required: false` (D);
// - Ohio's "Transfer on Death Designation Affidavit" is the contract's transfer on death deed:
//   `other`, the owner `grantor`, the beneficiary `grantee`, estates [], no link, execution_date the
//   jurat (it is sworn, not acknowledged); the beneficiary's "Affidavit of Confirmation" after the
//   owner's death is the contract's beneficiary's affidavit: affidavit_of_heirship, decedent
//   `decedent`, the beneficiary who swears `heir`, ["fee"], link decedent -> beneficiary required,
//   execution_date the jurat, death_date; made only by a widowed sole owner who holds nothing else;
// - an Ohio certificate of transfer is `probate` (H), execution_date its "Date:"; the probate
//   judge and deputy clerk are no parties;
// - a Maryland "Deed of Distribution" and a Florida personal representative's distributive deed are
//   the contract's personal representative's deeds: `other`, conveys_fee true, the decedent
//   `grantor`, the distributees `grantee` (the personal representative a party only as a
//   distributee), links decedent -> each distributee for each estate he held, required; they
//   recite the death but have no death_date (K and L: fiduciary deeds have none); a personal
//   representative distributes only to the living;
// - executor's, administrator's, personal representative's and Ohio fiduciary deeds to a purchaser
//   are `other` (the contract), conveys_fee true, ["fee"], the decedent `grantor`, the purchaser
//   `grantee`, linked, required; the fiduciary (even a widow or child) no party; here they grant
//   "without warranty" or "with fiduciary covenants";
// - a Maryland Orphans' Court "Order for Probate" and a Virginia clerk's probate of a will with its
//   Certificate of Qualification, each reciting the devise, are `probate`: the decedent `decedent`,
//   the devisees `heir`; execution_date the day of the order ("it is this 26th day of January,
//   1920, by the Orphans' Court", "In the Clerk's Office ... on the 5th day of June, 1978"); the
//   will's date, the judges, the Register of Wills, the clerk, the subscribing witnesses and the
//   petitioner or executor (a party only as a devisee) are not the instrument's;
// - a Virginia "List of Heirs" is an affidavit_of_heirship: the affiant is always one of the heirs
//   (as administrator or heir) and is the party `heir` only (J's small estate affidavit); decedent
//   and heirs as any, execution_date the jurat, death_date, no acknowledgment; the Code section, the
//   ages and addresses add nothing;
// - a Florida "Order Determining Homestead Status of Real Property" (written only when no spouse
//   survived) is `probate`: the decedent, the descendants who take `heir`, execution_date the day
//   "DONE AND ORDERED", death_date; the petitioner a party only as an heir;
// - survivors' affidavits (Maryland and Virginia "Affidavit of Surviving Tenant by the Entirety",
//   Ohio "Affidavit of Surviving Tenant" under a survivorship deed, Florida "Affidavit of Continuous
//   Marriage and Death of Spouse") are F's, J's and K's: `other`, estates [], the deceased
//   `decedent`, the survivor who swears `other`, links decedent -> survivor for each estate the
//   couple held `required: false`; a survivor may also hold without any affidavit recorded; minerals
//   a couple reserved by the entirety pass to the survivor the same way, and the survivor's later
//   deeds of them convey "all of Grantor's interest" (fraction null);
// - Maryland mortgages (before 1976) have the mortgagors `grantor` and the bank `grantee`, its later
//   deeds of trust one trustee `grantee` and the bank `other`; Virginia's deeds of trust two
//   trustees `grantee` and the bank `other`; releases and certificates of satisfaction are `other`,
//   the bank `grantor`, every signer of the recited lien `grantee`, no link, a tract only when the
//   release describes the land (L);
// - recording: Maryland's "Received for record ... and the same day recorded in Liber No. ...,
//   folio ..." and "RECEIVED FOR RECORD" stamp, Ohio's "Received for record this ... day" (not the
//   later "recorded" day) and "FILED FOR RECORD" stamp, Texas's "FILED FOR RECORD" (not the later
//   "RECORDED") and "FILED AND RECORDED" stamp, Florida's "FILED FOR RECORD" certificate, "1983 AUG
//   5 ... FILED AND RECORDED" stamp and "RECORDED mm/dd/yyyy" line, and Virginia's "admitted to
//   record" certificate and "RECORDED IN THE CLERK'S OFFICE ... ON" stamp give the recording_date;
//   Liber, folio, volume, book, page and instrument numbers are in no field; the Maryland
//   attorney's certificate of preparation, Tax Account and Tax Map numbers, parcel numbers, the
//   documentary stamp tax line and "Prepared by" / "Return to" boxes add no party and no date;
// - Virginia acknowledgments "whose names are signed to the foregoing writing bearing date on the
//   12th day of March, 1953, have acknowledged the same" recite the execution date; "Given under my
//   hand this" day is the acknowledgment_date (H); a Texas wife's privy examination is part of the
//   acknowledgment;
// - a paid-up lease or memorandum "made effective as of" a date has that effective_date and no
//   execution_date (F); "(No Surface Use)" changes nothing; a broker's Assignment and Bill of Sale
//   "executed on [date], but ... made effective as of 7:00 a.m. ... on [date]" has both dates (I, L)
//   and its effective time falls after its last lease;
// - a severed mineral or royalty holder's death is often never probated: the interest then lies
//   dormant (nobody conveys or leases it again; never on the farm of a conveyed_before_acquired or
//   conveyed_more_than_held gap before the gap is planted); a royalty owner never deals again;
// - an heir who died before the decedent is no heir; an affidavit or probate made years after the
//   death may name heirs who died since (they took at the death);
// - gaps as I's to L's: grantor_never_received a stranger's mineral deed (the stranger sometimes of
//   the fee owner's surname, his wife sometimes joining) or the surface owners' mineral deed after
//   every mineral was reserved; conveyed_before_acquired a mineral deed dated three months to about
//   three years before the mineral deed into its grantor, from a severed holder or from the fee
//   owners (the gap on the early deed, both links given); conveyed_more_than_held a severed mineral
//   holder conveying twice his fraction or the same interest again after conveying it; the grantee
//   of a gap deed never deals with what he took.
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { type ExpectedTract, tractKey } from './documents-score.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type Estate = 'fee' | 'mineral' | 'leasehold';
type Cat =
  | 'warranty_deed'
  | 'special_warranty_deed'
  | 'quitclaim_deed'
  | 'mineral_deed'
  | 'royalty_deed'
  | 'oil_and_gas_lease'
  | 'assignment_of_lease'
  | 'release_of_lease'
  | 'affidavit_of_heirship'
  | 'probate'
  | 'patent'
  | 'easement'
  | 'deed_of_trust'
  | 'other';
type AreaKey = 'MD' | 'OH' | 'TX' | 'FL' | 'VA';

// ---------------------------------------------------------------------------------------------
// Fractions (exact), dates, words.

type Fr = [number, number];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const fr = (n: number, d: number): Fr => {
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
};
const fAdd = (a: Fr, b: Fr) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const fSub = (a: Fr, b: Fr) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const fMul = (a: Fr, b: Fr) => fr(a[0] * b[0], a[1] * b[1]);
const fDivN = (a: Fr, n: number) => fr(a[0], a[1] * n);
const fVal = (a: Fr) => a[0] / a[1];
const fZero = (a: Fr) => a[0] === 0;
const fEq = (a: Fr, b: Fr) => a[0] * b[1] === b[0] * a[1];
const ONE: Fr = [1, 1];
const ZERO: Fr = [0, 1];

function ordinalWord(n: number): string {
  const w = numberWords(n);
  const parts = w.split(/([ -])/);
  const last = parts[parts.length - 1];
  const irregular: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  let o: string;
  if (irregular[last]) o = irregular[last];
  else if (last.endsWith('y')) o = `${last.slice(0, -1)}ieth`;
  else o = `${last}th`;
  parts[parts.length - 1] = o;
  return parts.join('');
}
function denWord(d: number, plural: boolean): string {
  if (d === 2) return plural ? 'halves' : 'half';
  if (d === 4 && plural) return 'fourths';
  return ordinalWord(d) + (plural ? 's' : '');
}
/** "one-half", "three-sixteenths", "one twenty-fourth". */
function fracWords(f: Fr): string {
  const den = denWord(f[1], f[0] > 1);
  return den.includes('-') ? `${numberWords(f[0])} ${den}` : `${numberWords(f[0])}-${den}`;
}
const fracNum = (f: Fr) => `${f[0]}/${f[1]}`;
const fracBoth = (f: Fr) => `${fracWords(f)} (${fracNum(f)})`;

interface D {
  y: number;
  m: number;
  d: number;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (x: D | null) => (x ? `${x.y}-${pad(x.m)}-${pad(x.d)}` : null);
const toDate = (x: D) => new Date(Date.UTC(x.y, x.m - 1, x.d));
const fromDate = (t: Date): D => ({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
const addDays = (x: D, n: number): D => fromDate(new Date(toDate(x).getTime() + n * 86400000));
const before = (a: D, b: D) => toDate(a).getTime() < toDate(b).getTime();
const randDay = (r: Rng, y: number): D => ({ y, m: 1 + r.int(12), d: 1 + r.int(28) });
function weekday(x: D): number {
  return toDate(x).getUTCDay();
}
/** A working day on or after x (clerks and notaries do not sit on Sundays). */
const workday = (x: D) => (weekday(x) === 0 ? addDays(x, 1) : weekday(x) === 6 ? addDays(x, 2) : x);

function ordSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
function yearWords(y: number, style: 'thousand' | 'nineteen'): string {
  if (style === 'nineteen') {
    const hi = Math.floor(y / 100);
    const lo = y % 100;
    if (y >= 2000 && y < 2100) return `two thousand${lo ? ` ${numberWords(lo)}` : ''}`;
    return `${numberWords(hi)} hundred${lo ? ` and ${numberWords(lo)}` : ''}`;
  }
  const th = Math.floor(y / 1000);
  const h = Math.floor((y % 1000) / 100);
  const lo = y % 100;
  return `${numberWords(th)} thousand${h ? ` ${numberWords(h)} hundred` : ''}${lo ? ` and ${numberWords(lo)}` : ''}`;
}
const dayWord = (n: number) => ordinalWord(n);
const usDate = (x: D) => `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`;
const numDate = (x: D) => `${pad(x.m)}/${pad(x.d)}/${x.y}`;
const ordDate = (x: D) => `the ${ordSuffix(x.d)} day of ${MONTHS[x.m - 1]}, ${x.y}`;
function clock(r: Rng): string {
  const h = 8 + r.int(8);
  const mi = r.int(60);
  return `${h > 12 ? h - 12 : h}:${pad(mi)} ${h >= 12 ? 'P' : 'A'}.M.`;
}
function clockShort(r: Rng): string {
  const h = 8 + r.int(8);
  return `${pad(h > 12 ? h - 12 : h)}:${pad(r.int(60))} ${h >= 12 ? 'PM' : 'AM'}`;
}
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;
function moneyWords(n: number): string {
  const w = numberWords(n);
  return `${w.replace(/(^|[ -])([a-z])/g, (m0, s, c) => s + c.toUpperCase())} Dollar${n === 1 ? '' : 's'} (${money(n)})`;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) => s.replace(/(^|[ -])([a-z])/g, (m0, s0, c) => s0 + c.toUpperCase());
function acresWords(a: number): string {
  const whole = Math.floor(a);
  const rest = Math.round((a - whole) * 100);
  if (!rest) return `${numberWords(whole)} acres`;
  if (rest === 50) return `${numberWords(whole)} and one-half acres`;
  if (rest === 25) return `${numberWords(whole)} and one-fourth acres`;
  if (rest === 75) return `${numberWords(whole)} and three-fourths acres`;
  return `${numberWords(whole)} acres and ${numberWords(rest)} hundredths of an acre`;
}
const acresNum = (a: number) => (Number.isInteger(a) ? String(a) : a.toFixed(2).replace(/0$/, ''));
/** Join names: "A", "A and B", "A, B and C". */
function joinAnd(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Name pools.

const MEN_OLD = ['John', 'William', 'James', 'George', 'Henry', 'Thomas', 'Charles', 'Samuel', 'Jacob', 'Daniel', 'Joseph', 'Levi', 'Jonas', 'Elias', 'Isaac', 'Andrew', 'David', 'Emanuel', 'Hiram', 'Nathan', 'Peter', 'Michael', 'Benjamin', 'Solomon', 'Absalom', 'Noah', 'Christian', 'Alfred', 'Lewis', 'Franklin', 'Jeremiah', 'Amos', 'Silas', 'Reuben', 'Elisha', 'Warren'];
const MEN_MID = ['Robert', 'Harold', 'Ralph', 'Paul', 'Donald', 'Kenneth', 'Raymond', 'Earl', 'Carl', 'Howard', 'Ernest', 'Walter', 'Roy', 'Lloyd', 'Clarence', 'Russell', 'Dale', 'Homer', 'Chester', 'Floyd', 'Harvey', 'Wilbur', 'Herman', 'Oscar', 'Vernon', 'Glenn', 'Leroy', 'Merle', 'Cecil', 'Orville', 'Marvin', 'Willard', 'Delbert', 'Elmer', 'Lester', 'Arnold'];
const MEN_NEW = ['Michael', 'David', 'Mark', 'Steven', 'Gary', 'Jeffrey', 'Timothy', 'Richard', 'Dennis', 'Gregory', 'Brian', 'Kevin', 'Scott', 'Keith', 'Randall', 'Douglas', 'Larry', 'Terry', 'Craig', 'Todd', 'Bradley', 'Jerry', 'Roger', 'Wayne', 'Curtis', 'Rodney', 'Darrell', 'Phillip', 'Jason', 'Eric'];
const WOMEN_OLD = ['Mary', 'Sarah', 'Elizabeth', 'Catherine', 'Margaret', 'Susan', 'Rebecca', 'Martha', 'Nancy', 'Hannah', 'Lydia', 'Barbara', 'Emma', 'Ida', 'Clara', 'Minnie', 'Bertha', 'Amanda', 'Harriet', 'Louisa', 'Julia', 'Eliza', 'Rachel', 'Phoebe', 'Malinda', 'Sophia', 'Caroline', 'Ellen', 'Anna', 'Mattie'];
const WOMEN_MID = ['Dorothy', 'Helen', 'Ruth', 'Mildred', 'Virginia', 'Frances', 'Evelyn', 'Louise', 'Edna', 'Pauline', 'Thelma', 'Gladys', 'Doris', 'Betty', 'Lois', 'Marjorie', 'Hazel', 'Irene', 'Alma', 'Velma', 'Opal', 'Mabel', 'Blanche', 'Geneva', 'Wilma', 'Lucille', 'Arlene', 'Eleanor', 'Vivian', 'Nellie'];
const WOMEN_NEW = ['Linda', 'Susan', 'Karen', 'Deborah', 'Patricia', 'Sharon', 'Cynthia', 'Brenda', 'Pamela', 'Teresa', 'Lisa', 'Donna', 'Kimberly', 'Diane', 'Janet', 'Cheryl', 'Carolyn', 'Rebecca', 'Tammy', 'Vicki', 'Denise', 'Connie', 'Sandra', 'Julie', 'Melissa', 'Angela', 'Rhonda', 'Wanda', 'Gail', 'Robin'];
const MID_MEN = ['Albert', 'Lee', 'Wayne', 'Edward', 'Allen', 'Eugene', 'Francis', 'Lewis', 'Ray', 'Dean', 'Elwood', 'Grant', 'Irvin', 'Jay', 'Lynn', 'Marion', 'Nelson', 'Oliver', 'Preston', 'Reed', 'Sherman', 'Vance', 'Clyde', 'Emory', 'Harrison', 'Milton', 'Luther', 'Wesley', 'Alvin', 'Calvin'];
const MID_WOMEN = ['Ann', 'Marie', 'Louise', 'Jane', 'Elizabeth', 'May', 'Irene', 'Belle', 'Grace', 'Pearl', 'Rose', 'Kay', 'Lynn', 'Jean', 'Faye', 'Ellen', 'Ruth', 'Mae', 'Frances', 'Lee'];

const SURNAMES: Record<AreaKey, string[]> = {
  MD: ['Beachy', 'Yoder', 'Bittinger', 'Durst', 'Glotfelty', 'Kimmell', 'Sines', 'Fazenbaker', 'Broadwater', 'Maust', 'Custer', 'Ringer', 'Wilt', 'Browning', 'Spoerlein', 'Liller', 'Uphold', 'Warnick', 'Schlosnagle', 'Stemple', 'Frantz', 'Gnegy', 'Bender', 'Fike', 'Hinebaugh', 'Lohr', 'Sisler', 'Tasker', 'Shaffer', 'Engle', 'Friend', 'Harned', 'Jenkins', 'Kight', 'Livengood', 'McCrobie', 'Nine', 'Otto', 'Paugh', 'Rhodes', 'Savage', 'Teets', 'Welch', 'Zimmerman', 'DeWitt', 'Folk', 'Garlitz', 'Hoye', 'Loar'],
  OH: ['Mast', 'Hershberger', 'Lorentz', 'Darling', 'Bechtol', 'Wengerd', 'Croy', 'Porteus', 'Lapp', 'Mizer', 'Hothem', 'Fackler', 'Lahna', 'Ault', 'Hursey', 'Melick', 'Baad', 'Shrimplin', 'Dowdell', 'Ulrich', 'Workman', 'Critchfield', 'Tish', 'Hagans', 'Bumgarner', 'Dudgeon', 'Gorsuch', 'Lybarger', 'Mowery', 'Stull', 'Troyer', 'Schlabach', 'Kaser', 'Raber', 'Lowe', 'Wolfe', 'McCune', 'Stroup', 'Yoakam', 'Zink', 'Beck', 'Carpenter', 'Endsley', 'Fowler', 'Gamble', 'Harstine', 'Ischy', 'Karr', 'Lanning'],
  TX: ['Ashabranner', 'Bransom', 'Conatser', 'Dorris', 'Etheridge', 'Hightower', 'Kuykendall', 'McQuerry', 'Pettigrew', 'Rucker', 'Sledge', 'Vinyard', 'Woodruff', 'Blassingame', 'Cheatham', 'Harwell', 'Lusk', 'Maddux', 'Nance', 'Oliphant', 'Pirkle', 'Shivers', 'Teal', 'Yates', 'Gentry', 'Burleson', 'Vandergriff', 'Fambrough', 'Akers', 'Birdsong', 'Caraway', 'Duckett', 'Eubanks', 'Farrar', 'Gholson', 'Hackney', 'Ivey', 'Jernigan', 'Keeton', 'Ledbetter', 'Mayfield', 'Norwood', 'Outlaw', 'Pulliam', 'Raney', 'Stegall', 'Tidwell', 'Upchurch', 'Wimberly'],
  FL: ['Albritton', 'Carlton', 'Whidden', 'Raulerson', 'Alderman', 'Boggess', 'Crews', 'Dowling', 'Fussell', 'Grimsley', 'Platt', 'Sapp', 'Tucker', 'Yarborough', 'Zipperer', 'Daughtrey', 'Hancock', 'Mobley', 'Padgett', 'Stokes', 'Tippins', 'Underhill', 'Walden', 'Weeks', 'Youmans', 'Bass', 'Collins', 'Durrance', 'English', 'Futch', 'Gaskins', 'Hollingsworth', 'Johns', 'Keen', 'Lanier', 'Mims', 'Norris', 'O\'Steen', 'Prescott', 'Register', 'Skipper', 'Thigpen', 'Varn', 'Wiggins', 'Brantley', 'Cribbs', 'Dampier', 'Hendley', 'Langford'],
  VA: ['Ashton', 'Bowie', 'Carver', 'Dishman', 'Fitzhugh', 'Garnett', 'Jett', 'Mothershead', 'Newton', 'Pitts', 'Rollins', 'Sisson', 'Taliaferro', 'Wilkerson', 'Brooks', 'Coates', 'Dickerson', 'Elliott', 'Gouldman', 'Hundley', 'Lumpkin', 'Moncure', 'Owens', 'Purks', 'Saunders', 'Trible', 'Via', 'Yeatman', 'Allison', 'Balderson', 'Clift', 'Dobyns', 'Efford', 'Fones', 'Gutridge', 'Hinson', 'Jenkins', 'Kennon', 'Lewis', 'McKenney', 'Northen', 'Packett', 'Reamy', 'Sanders', 'Thrift', 'Upshaw', 'Weaver', 'Bryant', 'Chinn', 'Delano'],
};
/** Notaries, clerks, witnesses, judges, officers: never parties, drawn from names no party bears. */
const OFFICIAL_FIRST = ['Harriet', 'Leona', 'Agnes', 'Marguerite', 'Florence', 'Estelle', 'Winifred', 'Clifford', 'Norman', 'Irwin', 'Sterling', 'Horace', 'Ambrose', 'Lucius', 'Prudence', 'Myra', 'Beulah', 'Cornelius', 'Thaddeus', 'Augustus'];
const OFFICIAL_LAST = ['Kessler', 'Ridenour', 'Pendergast', 'Whitcomb', 'Ostrander', 'Quarles', 'Ellsworth', 'Thurlow', 'Vanmeter', 'Ashcraft', 'Brundage', 'Colquitt', 'Dearborn', 'Fairweather', 'Gillespie', 'Hartsell', 'Inskeep', 'Lathrop', 'Merriweather', 'Nettleton', 'Pennington', 'Rainwater', 'Stallworth', 'Tolliver', 'Wetherbee'];

// ---------------------------------------------------------------------------------------------
// Areas.

type OrgForm = 'co' | 'corp' | 'inc' | 'llc' | 'lp';
interface OrgDef {
  base: string;
  form: OrgForm;
  from: number;
  to: number;
  inc: string;
}
interface AreaDef {
  key: AreaKey;
  st: string;
  stateName: string;
  counties: string[];
  otherCounties: string[];
  start: [number, number];
  booms: Array<[number, number]>;
  lessees: OrgDef[];
  banks: OrgDef[];
  utilities: OrgDef[];
  mineralCos: OrgDef[];
  towns: Record<string, string[]>;
  brokerHome: string[];
}
const o = (base: string, form: OrgForm, from: number, to: number, inc: string): OrgDef => ({ base, form, from, to, inc });

const AREAS: Record<AreaKey, AreaDef> = {
  MD: {
    key: 'MD',
    st: 'MD',
    stateName: 'Maryland',
    counties: ['Garrett', 'Garrett', 'Allegany'],
    otherCounties: ['Preston County, West Virginia', 'Somerset County, Pennsylvania', 'Mineral County, West Virginia', 'Frederick County, Maryland'],
    start: [1878, 1948],
    booms: [
      [1950, 1956],
      [1979, 1985],
      [2007, 2011],
    ],
    lessees: [
      o('Youghiogheny Natural Gas Company', 'co', 1905, 1985, 'Maryland'),
      o('Glades Gas Company', 'co', 1925, 1978, 'Maryland'),
      o('Allegheny Plateau Oil Corporation', 'corp', 1940, 1995, 'Delaware'),
      o('Savage Mountain Gas Corporation', 'corp', 1948, 2000, 'West Virginia'),
      o('Castleman Energy', 'inc', 1977, 2025, 'Pennsylvania'),
      o('Deer Park Exploration', 'inc', 1979, 2014, 'Maryland'),
      o('Meadow Mountain Production Company', 'lp', 1984, 2025, 'Delaware'),
      o('Casselman River Resources', 'llc', 1999, 2025, 'Delaware'),
      o('Big Savage Minerals', 'llc', 2004, 2025, 'Maryland'),
    ],
    banks: [
      o('Garrett National Bank', 'co', 1880, 1990, 'United States'),
      o('Oakland Savings Bank', 'co', 1890, 1975, 'Maryland'),
      o('Farmers and Merchants Bank of Grantsville', 'co', 1900, 2000, 'Maryland'),
      o('Glade Valley Bank', 'co', 1960, 2025, 'Maryland'),
      o('Western Maryland Savings Bank', 'co', 1975, 2025, 'Maryland'),
    ],
    utilities: [
      o('Potomac Highlands Electric Company', 'co', 1920, 2025, 'Maryland'),
      o('Tri-State Gas Transmission Corporation', 'corp', 1945, 2025, 'Delaware'),
      o('Glades Rural Electric Cooperative', 'inc', 1940, 2025, 'Maryland'),
    ],
    mineralCos: [o('Georges Creek Mineral Company', 'co', 1900, 1990, 'Maryland'), o('Appalachian Royalty Corporation', 'corp', 1950, 2025, 'Delaware'), o('Backbone Minerals', 'llc', 2000, 2025, 'Maryland')],
    towns: { Garrett: ['Oakland', 'Grantsville', 'Accident', 'Friendsville', 'Kitzmiller', 'Mountain Lake Park'], Allegany: ['Cumberland', 'Frostburg', 'Lonaconing', 'Westernport', 'Oldtown'] },
    brokerHome: ['Morgantown, West Virginia', 'Uniontown, Pennsylvania', 'Cumberland, Maryland'],
  },
  OH: {
    key: 'OH',
    st: 'OH',
    stateName: 'Ohio',
    counties: ['Coshocton', 'Coshocton', 'Holmes', 'Knox'],
    otherCounties: ['Stark County, Ohio', 'Wayne County, Ohio', 'Franklin County, Ohio', 'Summit County, Ohio'],
    start: [1872, 1948],
    booms: [
      [1958, 1966],
      [1978, 1985],
      [2011, 2014],
    ],
    lessees: [
      o('Walhonding Gas Company', 'co', 1900, 1980, 'Ohio'),
      o('Tuscarawas Valley Gas Company', 'co', 1905, 1975, 'Ohio'),
      o('Killbuck Oil Corporation', 'corp', 1950, 1995, 'Ohio'),
      o('Mohican Energy', 'inc', 1976, 2015, 'Ohio'),
      o('Clinton Sand Producing Company', 'lp', 1983, 2018, 'Ohio'),
      o('Coshocton Resources', 'llc', 1997, 2025, 'Ohio'),
      o('Muskingum Basin Exploration', 'llc', 2008, 2025, 'Delaware'),
    ],
    banks: [
      o('Coshocton National Bank', 'co', 1880, 1995, 'United States'),
      o('Farmers and Merchants Bank of Killbuck', 'co', 1900, 2025, 'Ohio'),
      o('Commercial and Savings Bank of Millersburg', 'co', 1890, 2025, 'Ohio'),
      o('Knox County Savings Bank', 'co', 1900, 2000, 'Ohio'),
      o('Walhonding Valley Savings and Loan Company', 'co', 1930, 2025, 'Ohio'),
    ],
    utilities: [o('Walhonding Valley Rural Electric Cooperative', 'inc', 1937, 2025, 'Ohio'), o('East Ohio Transmission Company', 'co', 1910, 2025, 'Ohio'), o('Killbuck Telephone Company', 'co', 1905, 2025, 'Ohio')],
    mineralCos: [o('Muskingum Royalty Company', 'co', 1910, 1990, 'Ohio'), o('Buckeye Mineral Corporation', 'corp', 1950, 2025, 'Ohio'), o('Mohican Minerals', 'llc', 2008, 2025, 'Ohio')],
    towns: { Coshocton: ['Coshocton', 'Warsaw', 'West Lafayette', 'Conesville', 'Fresno', 'Walhonding'], Holmes: ['Millersburg', 'Killbuck', 'Glenmont', 'Holmesville', 'Nashville'], Knox: ['Mount Vernon', 'Danville', 'Gambier', 'Millwood', 'Howard'] },
    brokerHome: ['Marietta, Ohio', 'Zanesville, Ohio', 'Canton, Ohio'],
  },
  TX: {
    key: 'TX',
    st: 'TX',
    stateName: 'Texas',
    counties: ['Tarrant', 'Tarrant', 'Johnson', 'Parker', 'Wise'],
    otherCounties: ['Lubbock County, Texas', 'Harris County, Texas', 'Taylor County, Texas', 'McLennan County, Texas'],
    start: [1880, 1955],
    booms: [
      [1950, 1955],
      [1980, 1984],
      [2004, 2009],
    ],
    lessees: [
      o('Trinity Basin Oil Company', 'co', 1918, 1975, 'Texas'),
      o('Marine Creek Petroleum Corporation', 'corp', 1940, 1992, 'Texas'),
      o('Brazos Fork Energy', 'inc', 1976, 2012, 'Texas'),
      o('Clear Fork Production Company', 'lp', 1988, 2020, 'Texas'),
      o('Walnut Creek Resources', 'llc', 2001, 2025, 'Texas'),
      o('Cross Timbers Shale Exploration', 'llc', 2003, 2025, 'Delaware'),
      o('Fort Worth Basin Operating Company', 'lp', 2002, 2025, 'Texas'),
    ],
    banks: [
      o('Fort Worth National Bank', 'co', 1880, 1985, 'United States'),
      o('Continental National Bank of Fort Worth', 'co', 1900, 1990, 'United States'),
      o('First State Bank of Cleburne', 'co', 1900, 2025, 'Texas'),
      o('Citizens National Bank of Weatherford', 'co', 1890, 2025, 'United States'),
      o('Trinity Savings and Loan Association', 'co', 1935, 1990, 'Texas'),
    ],
    utilities: [o('Lone Star Gathering Company', 'co', 1925, 2000, 'Texas'), o('Cross Timbers Pipeline Company', 'llc', 2004, 2025, 'Texas'), o('Texas Interurban Power Company', 'co', 1915, 2025, 'Texas')],
    mineralCos: [o('Panther Creek Royalty Company', 'co', 1920, 1995, 'Texas'), o('Cowtown Mineral Corporation', 'corp', 1950, 2025, 'Texas'), o('Tarrant Minerals', 'llc', 2005, 2025, 'Texas')],
    towns: { Tarrant: ['Fort Worth', 'Arlington', 'Mansfield', 'Grapevine', 'Keller'], Johnson: ['Cleburne', 'Burleson', 'Alvarado', 'Godley'], Parker: ['Weatherford', 'Springtown', 'Aledo', 'Millsap'], Wise: ['Decatur', 'Bridgeport', 'Boyd', 'Rhome'] },
    brokerHome: ['Fort Worth, Texas', 'Dallas, Texas', 'Abilene, Texas'],
  },
  FL: {
    key: 'FL',
    st: 'FL',
    stateName: 'Florida',
    counties: ['Collier', 'Hendry', 'Lee', 'Collier'],
    otherCounties: ['Polk County, Florida', 'Hillsborough County, Florida', 'Duval County, Florida', 'Orange County, Florida'],
    start: [1889, 1955],
    booms: [
      [1943, 1948],
      [1964, 1970],
      [1978, 1984],
    ],
    lessees: [
      o('Caloosahatchee Oil Company', 'co', 1938, 1980, 'Florida'),
      o('Big Cypress Exploration Company', 'co', 1941, 1990, 'Florida'),
      o('Gulf Peninsular Oil Corporation', 'corp', 1940, 1988, 'Delaware'),
      o('Sunniland Trend Petroleum', 'inc', 1968, 2010, 'Florida'),
      o('Corkscrew Production Company', 'lp', 1980, 2020, 'Texas'),
      o('Okaloacoochee Resources', 'llc', 1997, 2025, 'Florida'),
    ],
    banks: [
      o('First National Bank of Fort Myers', 'co', 1905, 1990, 'United States'),
      o('Bank of LaBelle', 'co', 1925, 2025, 'Florida'),
      o('Immokalee State Bank', 'co', 1950, 2025, 'Florida'),
      o('Citizens Bank of Naples', 'co', 1955, 2025, 'Florida'),
      o('Caloosa Federal Savings and Loan Association', 'co', 1955, 1995, 'United States'),
    ],
    utilities: [o('Caloosa Valley Electric Cooperative', 'inc', 1940, 2025, 'Florida'), o('Florida Gulf Pipeline Company', 'co', 1955, 2025, 'Florida'), o('Everglades Telephone Company', 'co', 1935, 2025, 'Florida')],
    mineralCos: [o('Peninsular Royalty Company', 'co', 1940, 1995, 'Florida'), o('Big Cypress Mineral Corporation', 'corp', 1950, 2025, 'Florida'), o('Sabal Palm Minerals', 'llc', 2000, 2025, 'Florida')],
    towns: { Collier: ['Naples', 'Immokalee', 'Everglades City', 'Copeland'], Hendry: ['LaBelle', 'Clewiston', 'Felda', 'Montura'], Lee: ['Fort Myers', 'Alva', 'Estero', 'Bonita Springs', 'Olga'] },
    brokerHome: ['Tampa, Florida', 'Fort Myers, Florida', 'Jackson, Mississippi'],
  },
  VA: {
    key: 'VA',
    st: 'VA',
    stateName: 'Virginia',
    counties: ['King George', 'Caroline', 'Essex', 'Westmoreland'],
    otherCounties: ['Henrico County, Virginia', 'Fairfax County, Virginia', 'Spotsylvania County, Virginia', 'Anne Arundel County, Maryland'],
    start: [1878, 1952],
    booms: [
      [1981, 1988],
      [2012, 2015],
    ],
    lessees: [
      o('Tidewater Exploration Company', 'co', 1976, 2000, 'Virginia'),
      o('Northern Neck Energy Corporation', 'corp', 1978, 1998, 'Delaware'),
      o('Potomac Basin Resources', 'inc', 1979, 2016, 'Virginia'),
      o('Taylorsville Production Company', 'lp', 1983, 2020, 'Texas'),
      o('Rappahannock Shale', 'llc', 2010, 2025, 'Virginia'),
      o('Piscataway Energy', 'llc', 2010, 2025, 'Delaware'),
    ],
    banks: [
      o('Bank of King George', 'co', 1905, 2025, 'Virginia'),
      o('Farmers and Merchants Bank of Tappahannock', 'co', 1900, 2025, 'Virginia'),
      o('Caroline County Bank', 'co', 1900, 2025, 'Virginia'),
      o('Bank of Westmoreland', 'co', 1905, 2025, 'Virginia'),
      o('Northern Neck Federal Savings and Loan Association', 'co', 1950, 1995, 'United States'),
    ],
    utilities: [o('Rappahannock Valley Electric Cooperative', 'co', 1936, 2025, 'Virginia'), o('Tidewater Gas Transmission Corporation', 'corp', 1950, 2025, 'Virginia'), o('Northern Neck Telephone Company', 'co', 1910, 2025, 'Virginia')],
    mineralCos: [o('Tidewater Royalty Company', 'co', 1978, 2000, 'Virginia'), o('Old Dominion Mineral Corporation', 'corp', 1978, 2025, 'Virginia'), o('Northern Neck Minerals', 'llc', 2008, 2025, 'Virginia')],
    towns: { 'King George': ['King George', 'Dahlgren', 'Owens', 'Ninde'], Caroline: ['Bowling Green', 'Port Royal', 'Milford', 'Ruther Glen'], Essex: ['Tappahannock', 'Dunnsville', 'Center Cross', 'Loretto'], Westmoreland: ['Montross', 'Colonial Beach', 'Hague', 'Oak Grove'] },
    brokerHome: ['Richmond, Virginia', 'Fredericksburg, Virginia', 'Houston, Texas'],
  },
};

// ---------------------------------------------------------------------------------------------
// People and companies.

interface P {
  id: string;
  kind: 'person' | 'organization';
  first: string;
  middle: string;
  last: string;
  suffix: '' | 'Jr.';
  female: boolean;
  spouse: P | null;
  born: number;
  dies: number;
  dead: boolean;
  deathD?: D;
  residence: string;
  showRes: boolean;
  kids: P[];
  jrSon?: P;
  org?: OrgDef;
  fixedName?: string;
  sink?: boolean;
  broker?: boolean;
  maidenMiddle?: boolean;
  parent?: P;
}

/** A company's name as one instrument writes it (the era allows the form). */
function orgName(r: Rng, od: OrgDef): string {
  const b = od.base;
  switch (od.form) {
    case 'co':
      return b.endsWith('Company') && r.chance(0.3) ? b.replace(/Company$/, 'Co.') : b;
    case 'corp':
      return r.chance(0.3) ? b.replace(/Corporation$/, 'Corp.') : b;
    case 'inc':
      return `${b}${r.pick([', Inc.', ', Inc.', ', Incorporated', ' Inc.'])}`;
    case 'llc':
      return `${b}${r.pick([', LLC', ', L.L.C.', ' LLC', ', LLC'])}`;
    case 'lp':
      return `${b}${r.pick([', L.P.', ', LP', ', L.P.'])}`;
  }
}
function orgDescriptor(od: OrgDef): string {
  switch (od.form) {
    case 'llc':
      return `a ${od.inc} limited liability company`;
    case 'lp':
      return `a ${od.inc} limited partnership`;
    default:
      return od.inc === 'United States' ? 'a national banking association' : `a ${od.inc} corporation`;
  }
}

type NameStyle = 'full' | 'init' | 'initials' | 'plain';
function personName(p: P, style: NameStyle, sr: boolean): string {
  const sfx = p.suffix ? `, ${p.suffix}` : sr ? ', Sr.' : '';
  const m = p.middle;
  if (m.length === 1) {
    // a middle initial only (a survey's patentee): written as it is
    if (style === 'initials') return `${p.first[0]}. ${m}. ${p.last}${sfx}`;
    return `${p.first} ${m}. ${p.last}${sfx}`;
  }
  if (!m) {
    if (style === 'initials') return `${p.first[0]}. ${p.last}${sfx}`;
    return `${p.first} ${p.last}${sfx}`;
  }
  switch (style) {
    case 'full':
      return `${p.first} ${m} ${p.last}${sfx}`;
    case 'init':
      return `${p.first} ${m[0]}. ${p.last}${sfx}`;
    case 'initials':
      return `${p.first[0]}. ${m[0]}. ${p.last}${sfx}`;
    case 'plain':
      return `${p.first} ${p.last}${sfx}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Tracts.

interface Tract {
  key: string;
  t: ExpectedTract;
  county: string;
  kind: 'mil' | 'mb' | 'usmd' | 'lot' | 'survey' | 'rect';
  acres: number | null;
  /** Military lot, USMD lot, subdivision lots. */
  lotNo?: number;
  lots?: number[];
  block?: number;
  subdiv?: string;
  city?: string;
  plat?: string;
  district?: string;
  tractName?: string;
  water?: string;
  civil?: string;
  quarter?: number;
  twp?: number;
  rng?: number;
  sec?: number;
  aliquot?: string;
  surveyName?: string;
  abstractNo?: number;
  wholeSurvey?: boolean;
  adjoiners?: string[];
  road?: string;
  soldier?: string;
}
function makeTruth(st: string, county: string, f: Partial<ExpectedTract>): ExpectedTract {
  return { state: st, county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null, ...f };
}

const MIL_SOLDIERS = ['Aquila Randall', 'Basil Beall', 'Zadok Magruder', 'Nathan Offutt', 'Ignatius Fenwick', 'Thomas Sprigg', 'Notley Young', 'Barton Lucas', 'Greenbury Howard', 'Rezin Hammond', 'Vachel Worthington', 'Leonard Boarman'];
const MD_TRACT_NAMES = ['Bear Camp', 'Flowery Vale', 'Resurvey on Hickory Bottom', 'Buck Lick', 'Sugar Camp', 'Mount Pleasant', 'Cherry Tree Meadows', 'Walnut Bottom', 'Good Will', 'Hoye\'s Chance', 'Drane\'s Discovery', 'Elk Lick Bottom', 'Pleasant Valley', 'Addition to Bear Hill', 'Deer Park Enlarged', 'Glade Farm', 'Friend\'s Delight', 'Turkey Flight', 'Resurvey on Rich Hill', 'Beaver Dam Bottom'];
const MD_WATERS = ['the Youghiogheny River', 'Bear Creek', 'the Casselman River', 'the Savage River', 'Deep Creek', 'Cherry Creek', 'Muddy Creek', 'Piney Creek', 'Buffalo Run', 'Georges Creek', 'Evitts Creek', 'Town Creek', 'Braddock Run'];
const OH_CIVIL: Record<string, string[]> = {
  Coshocton: ['Bedford', 'Jefferson', 'Perry', 'Clark', 'Crawford', 'Mill Creek', 'Tiverton', 'Jackson', 'Keene', 'Bethlehem', 'Newcastle', 'Pike'],
  Holmes: ['Killbuck', 'Mechanic', 'Richland', 'Monroe', 'Knox', 'Prairie', 'Hardy'],
  Knox: ['Jackson', 'Butler', 'Union', 'Howard', 'Harrison', 'Brown', 'Clay', 'Pike'],
};
const OH_TR: Record<string, { t: [number, number]; r: [number, number] }> = { Coshocton: { t: [4, 8], r: [5, 8] }, Holmes: { t: [7, 9], r: [7, 9] }, Knox: { t: [5, 8], r: [10, 13] } };
const TX_SURVEY_NAMES = ['Jose Chirino', 'Hiram Little', 'Felix G. Mulliken', 'Elijah Chapman', 'Ambrose Foster', 'Jesse Billingsley', 'Stephen Cobb', 'Gideon Walker', 'Moses Hendricks', 'Anderson Ivy', 'Benjamin Crowley', 'Asa Hickman', 'Matthias Lobdell', 'Caleb Witt', 'Joel Ellison', 'Zachariah Hutton', 'Isaac Renfro', 'Josiah Creswell', 'Wiley Roberts', 'Enoch Beall', 'Lemuel Ivins', 'Pleasant Hollis'];
const TX_SUBDIVS: Record<string, Array<[string, string]>> = {
  Tarrant: [
    ['Arlington Heights Addition', 'Fort Worth'],
    ['Ryan Place Addition', 'Fort Worth'],
    ['Polytechnic Heights Addition', 'Fort Worth'],
    ['Sylvania Park Addition', 'Fort Worth'],
    ['Riverside Addition', 'Fort Worth'],
    ['Original Town of Arlington', 'Arlington'],
    ['Lake Worth Heights Addition', 'Fort Worth'],
  ],
  Johnson: [
    ['Original Town of Cleburne', 'Cleburne'],
    ['Westhill Addition', 'Cleburne'],
    ['Burleson Heights Addition', 'Burleson'],
  ],
  Parker: [
    ['Couts Addition', 'Weatherford'],
    ['Fort Worth Street Addition', 'Weatherford'],
  ],
  Wise: [['Original Town of Decatur', 'Decatur']],
};
const TX_WATERS = ['Marine Creek', 'the West Fork of the Trinity River', 'Village Creek', 'the Clear Fork of the Trinity River', 'Mary\'s Creek', 'Walnut Creek', 'Denton Creek', 'Big Sandy Creek', 'Nolan River', 'Chambers Creek'];
const FL_TR: Record<string, { t: [number, number]; r: [number, number] }> = { Collier: { t: [47, 51], r: [27, 32] }, Hendry: { t: [43, 47], r: [28, 33] }, Lee: { t: [43, 47], r: [23, 27] } };
const VA_DISTRICTS: Record<string, string[]> = {
  'King George': ['Shiloh', 'James Monroe', 'Dahlgren', 'Potomac'],
  Caroline: ['Bowling Green', 'Mattaponi', 'Port Royal', 'Reedy Church', 'Madison'],
  Essex: ['Central', 'North', 'South'],
  Westmoreland: ['Cople', 'Montross', 'Washington'],
};
const VA_WATERS = ['Rappahannock Creek', 'Popcastle Creek', 'Passapatanzy Creek', 'Mattox Creek', 'Pope\'s Creek', 'Hoskins Creek', 'Piscataway Creek', 'Occupacia Creek', 'Mount Landing Creek', 'Gingoteague Creek', 'Machodoc Creek', 'Nomini Creek'];
const VA_ROADS = ['State Route 3', 'State Route 205', 'State Route 301', 'the public road leading to Port Royal', 'State Route 17', 'the Tidewater Trail', 'State Route 614', 'State Route 619', 'the county road'];
const MARKERS_OLD = ['a stone', 'a white oak', 'a chestnut oak', 'a sugar tree', 'a planted stone', 'a stone pile', 'a hickory', 'a post', 'a red oak stump', 'a double poplar'];
const MARKERS_NEW = ['an iron pin set', 'an iron pipe found', 'a concrete monument', 'a rebar set', 'an iron rod found', 'a PK nail'];

const ALIQ_WORD: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const FL_ALIQ: Array<[string, number]> = [
  ['NE/4', 160],
  ['NW/4', 160],
  ['SE/4', 160],
  ['SW/4', 160],
  ['N/2 SE/4', 80],
  ['S/2 NE/4', 80],
  ['W/2 NE/4', 80],
  ['E/2 SW/4', 80],
  ['N/2 NW/4', 80],
  ['SW/4 NW/4', 40],
  ['NE/4 SE/4', 40],
  ['NW/4 SW/4', 40],
  ['SE/4 NE/4', 40],
  ['E/2', 320],
  ['S/2', 320],
];
/** An aliquot ("S/2 NE/4") written as instruments write it. */
function aliquotText(a: string, style: number): string {
  const parts = a.split(' ');
  const one = (x: string, s: number): string => {
    const [dir, den] = x.split('/');
    const half = den === '2';
    if (s === 0) return `${ALIQ_WORD[dir]} ${half ? 'Half' : 'Quarter'} (${dir} 1/${den})`;
    if (s === 1) return `${dir} 1/${den}`;
    if (s === 2) return `${dir}1/${den}`;
    if (s === 3) return `${dir}/${den}`;
    return `${ALIQ_WORD[dir].toLowerCase()} ${half ? 'half' : 'quarter'}`;
  };
  if (style === 0) return `the ${parts.map((x) => one(x, 0)).join(' of the ')}`;
  if (style === 1) return parts.map((x) => one(x, 1)).join(' of ');
  if (style === 2) return parts.map((x) => one(x, 2)).join(' ');
  if (style === 3) return parts.map((x) => one(x, 3)).join(' ');
  return `the ${parts.map((x) => one(x, 4)).join(' of the ')}`;
}

function metesCalls(r: Rng, modern: boolean, unit: string, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const ns = r.pick(['North', 'South']);
    const ew = r.pick(['East', 'West']);
    const deg = r.int(89) + 1;
    const dist = modern ? `${100 + r.int(1400)}.${pad(r.int(100))} feet` : `${10 + r.int(180)}${r.chance(0.3) ? ' 1/2' : ''} ${unit}`;
    const bearing = modern ? `${ns[0]} ${deg}° ${pad(r.int(60))}' ${pad(r.int(60))}" ${ew[0]}` : `${ns} ${deg}${r.chance(0.3) ? ' 1/2' : ''} degrees ${ew}`;
    out.push(`${bearing} ${dist} to ${modern ? r.pick(MARKERS_NEW) : r.pick(MARKERS_OLD)}`);
  }
  return `thence ${out.join('; thence ')}; thence with the first line reversed to the place of beginning`;
}

// ---------------------------------------------------------------------------------------------
// The package's state: farms, holdings, leases, liens.

interface Holding {
  f: Fr;
  /** Held with a spouse by the entirety (the survivor takes the whole by survivorship). */
  tbeWith?: P;
  /** The shares are no longer sure from the record alone: the holder conveys "all of his interest". */
  useAll?: boolean;
  /** The sovereign's reservation: nobody deals with it again. */
  frozen?: boolean;
}
interface Lease {
  farm: Farm;
  lessors: P[];
  joiners: P[];
  holders: P[];
  origLessee: P;
  date: D;
  ref: string;
  lessorText: string;
  lesseeText: string;
  expires: number;
  valid: boolean;
  live: boolean;
  deadLessors: P[];
  ratified: boolean;
  broker: boolean;
}
interface Mortgage {
  borrowers: P[];
  bank: P;
  trustees: P[];
  date: D;
  ref: string;
  farm: Farm;
  amount: number;
  borrowerText: string;
}
interface Vest {
  how: 'deed' | 'descent' | 'patent' | 'will';
  from: string;
  to: string;
  date: D;
  ref: string;
  title: string;
}
interface Farm {
  id: number;
  tracts: Tract[];
  county: string;
  kind: Tract['kind'];
  fee: P[];
  tbe: boolean;
  coheirs: boolean;
  unsev: Fr;
  min: Map<P, Holding>;
  lease: Lease | null;
  next: number;
  blockedUntil: number;
  lifeTenant: P | null;
  gap: '' | 'gnr' | 'cba' | 'cmh';
  gapYear: number;
  gapDone: boolean;
  vest: Vest | null;
  mortgages: Mortgage[];
  tod: { owner: P; ben: P } | null;
  start: number;
  active: boolean;
  reserveFirstSale: boolean;
  startKind: 'txpatent' | 'uspatent' | 'tiif' | 'developer' | 'first';
  heirsOf: string;
}

class DocB {
  file: string;
  exec: D | null = null;
  ack: D | null = null;
  rec: D | null = null;
  eff: D | null = null;
  death: D | null | undefined = undefined;
  parties: Array<{ p: P; role: Role }> = [];
  names = new Map<string, string>();
  tracts: Tract[] = [];
  conveysFee = false;
  estates: Estate[] = [];
  sr = new Set<string>();
  bias: NameStyle | null = null;
  cite = '';
  constructor(
    private k: Pkg,
    public cat: Cat,
  ) {
    this.file = k.newFile();
  }
  /** The person's name as this instrument writes it (one form per instrument). */
  nm(p: P): string {
    const had = this.names.get(p.id);
    if (had) return had;
    let n: string;
    if (p.fixedName) n = p.fixedName;
    else if (p.kind === 'organization') n = orgName(this.k.r, p.org!);
    else n = personName(p, this.style(p), this.sr.has(p.id));
    this.names.set(p.id, n);
    return n;
  }
  private style(p: P): NameStyle {
    const r = this.k.r;
    if (this.bias && r.chance(0.7)) return p.female && this.bias === 'initials' ? 'init' : this.bias;
    const x = r.next();
    if (p.female) return x < 0.4 ? 'full' : x < 0.75 ? 'init' : 'plain';
    return x < 0.3 ? 'full' : x < 0.68 ? 'init' : x < 0.8 ? 'initials' : 'plain';
  }
  add(p: P, role: Role): string {
    this.parties.push({ p, role });
    return this.nm(p);
  }
  addAll(ps: P[], role: Role): string[] {
    return ps.map((p) => this.add(p, role));
  }
  has(p: P): boolean {
    return this.parties.some((x) => x.p === p);
  }
  useTracts(ts: Tract[]) {
    for (const t of ts) if (!this.tracts.includes(t)) this.tracts.push(t);
  }
  estate(e: Estate) {
    if (!this.estates.includes(e)) this.estates.push(e);
    if (e === 'fee') this.conveysFee = true;
  }
}

class Pkg {
  r: Rng;
  A: AreaDef;
  people: P[] = [];
  used = new Set<string>();
  nId = 0;
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  files = new Set<string>();
  farms: Farm[] = [];
  usedAcres = new Set<string>();
  usedKeys = new Set<string>();
  orgs = new Map<string, P>();
  year = 1850;
  officials: string[] = [];
  surveyPool: string[];
  books = new Map<string, number>();
  namesakePlan: { origin: P | null; done: boolean; want: boolean };
  constructor(
    seed: number,
    public area: AreaKey,
    public name: string,
  ) {
    this.r = seededRng(seed);
    this.A = AREAS[area];
    this.surveyPool = [...TX_SURVEY_NAMES];
    for (const n of this.surveyPool) this.used.add(this.key2(n.split(' ')[0], n.split(' ').slice(-1)[0]));
    this.namesakePlan = { origin: null, done: false, want: this.r.chance(0.8) };
    const offs = new Set<string>();
    while (offs.size < 40) offs.add(`${this.r.pick(OFFICIAL_FIRST)} ${this.r.pick(['A.', 'B.', 'C.', 'E.', 'F.', 'G.', 'H.', 'J.', 'L.', 'M.', 'R.', 'S.', 'T.', 'W.'])} ${this.r.pick(OFFICIAL_LAST)}`);
    this.officials = [...offs];
  }
  key2 = (first: string, last: string) => `${first.toLowerCase()}|${last.toLowerCase()}`;
  newFile(): string {
    for (;;) {
      const f = `${this.name}-${pad(10000 + this.r.int(89999), 5)}.txt`;
      if (!this.files.has(f)) {
        this.files.add(f);
        return f;
      }
    }
  }
  private lastOfficial = '';
  official(): string {
    let o = this.r.pick(this.officials);
    if (o === this.lastOfficial) o = this.officials[(this.officials.indexOf(o) + 1) % this.officials.length];
    this.lastOfficial = o;
    return o;
  }
  // ---- people ----
  firstName(female: boolean, born: number): string {
    const r = this.r;
    const era = born < 1880 ? 0 : born < 1938 ? 1 : 2;
    const shift = r.chance(0.2) ? Math.max(0, Math.min(2, era + (r.chance(0.5) ? -1 : 1))) : era;
    const pools = female ? [WOMEN_OLD, WOMEN_MID, WOMEN_NEW] : [MEN_OLD, MEN_MID, MEN_NEW];
    return r.pick(pools[shift]);
  }
  newPerson(o: { female?: boolean; last?: string; born: number; first?: string; middle?: string; noMiddle?: boolean; alive?: number }): P {
    const r = this.r;
    const female = o.female ?? r.chance(0.5);
    let first = o.first ?? this.firstName(female, o.born);
    let last = o.last ?? r.pick(SURNAMES[this.area]);
    let tries = 0;
    while (this.used.has(this.key2(first, last))) {
      tries++;
      if (!o.first || tries > 3) first = this.firstName(female, o.born + (tries > 20 ? r.int(80) - 40 : 0));
      if (!o.last && tries > 10) last = r.pick(SURNAMES[this.area]);
      if (tries > 200) {
        first = `${first}${tries}`;
        break;
      }
    }
    this.used.add(this.key2(first, last));
    const middle = o.noMiddle ? '' : (o.middle ?? (r.chance(0.9) ? r.pick(female ? MID_WOMEN : MID_MEN) : ''));
    let dies = o.born + 58 + r.int(36);
    if (o.alive && dies < o.alive) dies = o.alive + r.int(30);
    const p: P = { id: `P${++this.nId}`, kind: 'person', first, middle, last, suffix: '', female, spouse: null, born: o.born, dies, dead: false, residence: '', showRes: false, kids: [] };
    this.people.push(p);
    return p;
  }
  /** A man and (usually) his wife, of an age to buy land in `year`. */
  couple(year: number, county: string, wifeChance = 0.8): P {
    const r = this.r;
    const born = year - 25 - r.int(30);
    const h = this.newPerson({ female: false, born, alive: year + 4 });
    h.residence = this.res(county);
    if (r.chance(wifeChance)) this.marry(h, year);
    return h;
  }
  marry(h: P, year: number): P {
    const r = this.r;
    const maiden = r.chance(0.45);
    let mid = '';
    if (maiden) {
      for (let i = 0; i < 20; i++) {
        const s = r.pick(SURNAMES[this.area]);
        if (s !== h.last) {
          mid = s;
          break;
        }
      }
    }
    const w = this.newPerson({ female: !h.female, last: h.last, born: h.born + r.int(9) - 4, middle: mid || undefined, alive: year + 2 });
    w.maidenMiddle = !!mid;
    w.residence = h.residence;
    h.spouse = w;
    w.spouse = h;
    return w;
  }
  res(county: string): string {
    return `${county} County, ${this.A.stateName}`;
  }
  alive(p: P): boolean {
    return !p.dead;
  }
  /** Children of a person, made when first needed (all grown, alive in `year`). */
  kidsOf(p: P, year: number): P[] {
    const r = this.r;
    let kids = p.kids.filter((k) => !k.dead);
    if (p.kids.length) return kids;
    const n = 1 + r.int(4);
    const father = p.female ? (p.spouse ?? p) : p;
    for (let i = 0; i < n; i++) {
      const female = r.chance(0.5);
      const born = Math.min(p.born + 22 + r.int(16), year - 20);
      let k: P;
      const junior = !female && i === 0 && !father.female && !father.suffix && father === p && r.chance(0.25) && !father.jrSon;
      if (junior) {
        // the son named for his father: the same names, told apart by Jr.
        k = { ...p, id: `P${++this.nId}`, suffix: 'Jr.', born, dies: Math.max(born + 60 + r.int(30), year + 8), spouse: null, kids: [], dead: false, jrSon: undefined, parent: undefined, showRes: false };
        this.people.push(k);
        if (r.chance(0.6)) this.marry(k, year);
        p.jrSon = k;
      } else if (female && r.chance(0.7)) {
        // a married daughter: her husband's surname, her maiden name sometimes as her middle name
        const hus = this.newPerson({ female: false, born: born - r.int(5), alive: year + 3 });
        hus.residence = r.chance(0.7) ? p.residence : this.res(r.pick(this.A.counties));
        const maidenMid = r.chance(0.5);
        k = this.newPerson({ female: true, born, last: hus.last, middle: maidenMid ? father.last : undefined, alive: year + 5 });
        k.maidenMiddle = maidenMid;
        k.spouse = hus;
        hus.spouse = k;
        if (r.chance(0.15)) hus.dead = true;
      } else {
        k = this.newPerson({ female, born, last: father.last, alive: year + 5 });
        if (r.chance(0.6) && !female) {
          const w = this.marry(k, year);
          if (r.chance(0.1)) w.dead = true;
        }
      }
      k.residence = r.chance(0.75) ? p.residence || this.res(r.pick(this.A.counties)) : r.chance(0.5) ? this.res(r.pick(this.A.counties)) : r.pick(this.A.otherCounties);
      if (k.spouse && !k.spouse.residence) k.spouse.residence = k.residence;
      k.parent = p;
      p.kids.push(k);
      if (p.spouse) p.spouse.kids.push(k);
    }
    kids = p.kids.filter((k) => !k.dead);
    return kids;
  }
  /** Siblings or nephews when a decedent left neither spouse nor child. */
  collateral(p: P, year: number): P[] {
    const out: P[] = [];
    const n = 1 + this.r.int(3);
    for (let i = 0; i < n; i++) {
      const k = this.newPerson({ born: Math.max(p.born - 5, year - 75) + this.r.int(12), last: this.r.chance(0.6) ? p.last : undefined, alive: year + 5 });
      k.residence = this.r.chance(0.6) ? p.residence : this.res(this.r.pick(this.A.counties));
      out.push(k);
    }
    return out;
  }
  org(od: OrgDef): P {
    let p = this.orgs.get(od.base);
    if (!p) {
      p = { id: `C-${od.base}`, kind: 'organization', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, born: od.from, dies: 9999, dead: false, residence: '', showRes: false, kids: [], org: od };
      this.orgs.set(od.base, p);
    }
    return p;
  }
  activeOrgs(list: OrgDef[], year: number, not: P[] = []): OrgDef[] {
    return list.filter((od) => od.from <= year && od.to >= year && !not.some((x) => x.org === od) && (od.form !== 'llc' || year >= 1993) && (od.form !== 'lp' || year >= 1976));
  }
  pickOrg(list: OrgDef[], year: number, not: P[] = []): P {
    const ok = this.activeOrgs(list, year, not);
    if (ok.length) return this.org(this.r.pick(ok));
    // none in business that year: the one nearest in time of the old forms
    const old = list.filter((od) => (od.form === 'co' || od.form === 'corp') && !not.some((x) => x.org === od));
    const dist = (od: OrgDef) => (year < od.from ? od.from - year : year - od.to);
    return this.org(old.sort((a, b) => dist(a) - dist(b))[0] ?? list[0]);
  }
  sovereign(name: string): P {
    let p = this.orgs.get(name);
    if (!p) {
      p = { id: `S-${name}`, kind: 'organization', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, born: 0, dies: 9999, dead: false, residence: '', showRes: false, kids: [], fixedName: name };
      this.orgs.set(name, p);
    }
    return p;
  }
  /** A buyer: mostly a new couple; now and then someone already in the package. */
  buyer(year: number, county: string, avoid: P[] = []): P {
    const r = this.r;
    if (r.chance(0.14)) {
      const pool = this.people.filter((p) => !p.dead && !p.sink && !p.broker && p.dies > year + 6 && year - p.born >= 25 && year - p.born < 70 && p.residence && !avoid.includes(p) && !avoid.includes(p.spouse as P) && (!p.spouse || !p.female));
      if (pool.length) return r.pick(pool);
    }
    const b = this.couple(year, county);
    this.maybeNamesake(b, year);
    return b;
  }
  /** The package's namesake pair: the buyer gets a man of his first name and surname living in another county. */
  namesake: P | null = null;
  maybeNamesake(b: P, year: number) {
    const plan = this.namesakePlan;
    if (!plan.want || plan.origin || year < 1890 || b.female || year > 1995) return;
    if (!this.r.chance(0.35)) return;
    plan.origin = b;
    b.showRes = true;
    if (b.spouse) b.spouse.showRes = false;
    let mid = b.middle;
    for (let i = 0; i < 10 && mid === b.middle; i++) mid = this.r.pick(MID_MEN);
    const n: P = { ...b, id: `P${++this.nId}`, middle: mid, spouse: null, kids: [], born: b.born + this.r.int(15) - 7, residence: this.r.pick(this.A.otherCounties), showRes: true, dead: false, jrSon: undefined, parent: undefined };
    n.dies = Math.max(n.dies, year + 12);
    this.people.push(n);
    if (this.r.chance(0.6)) this.marry(n, year);
    if (n.spouse) n.spouse.residence = n.residence;
    this.namesake = n;
  }
  // ---- recording ----
  nextBook(series: string, county: string, year: number): number {
    const k = `${series}|${county}`;
    const base = (year - 1850) * (series === 'deed' ? 5 : 2) + 10;
    const prev = this.books.get(k) ?? 0;
    const b = Math.max(prev, base + this.r.int(4));
    this.books.set(k, b);
    return b;
  }
}

// ---------------------------------------------------------------------------------------------
// Tracts of each area and how instruments describe them.

function uniqueAcres(k: Pkg, lo: number, hi: number): number {
  const r = k.r;
  for (;;) {
    const whole = lo + r.int(hi - lo);
    const x = r.next();
    const a = x < 0.45 ? whole : x < 0.7 ? whole + r.pick([0.25, 0.5, 0.75]) : whole + (1 + r.int(99)) / 100;
    const key = acresNum(a);
    if (!k.usedAcres.has(key)) {
      k.usedAcres.add(key);
      return Number(key);
    }
  }
}
function claimKey(k: Pkg, t: Tract): boolean {
  t.key = tractKey(t.t);
  if (k.usedKeys.has(t.key)) return false;
  k.usedKeys.add(t.key);
  return true;
}
function makeTracts(k: Pkg, kind: Tract['kind'], county: string, n: number, statesAcres = true): Tract[] {
  const r = k.r;
  const st = k.A.st;
  const out: Tract[] = [];
  for (let i = 0; out.length < n && i < 200; i++) {
    let t: Tract;
    if (kind === 'mil') {
      const lotNo = out.length ? out[0].lotNo! + 1 : 800 + r.int(3300);
      t = { key: '', kind, county, acres: 50, lotNo, t: makeTruth(st, county, { lot: String(lotNo), acres: 50 }), soldier: r.pick(MIL_SOLDIERS), district: String(1 + r.int(16)), water: r.pick(MD_WATERS.slice(0, 9)) };
    } else if (kind === 'mb') {
      const acres = uniqueAcres(k, 18, 260);
      if (k.area === 'MD') {
        const waters = county === 'Allegany' ? MD_WATERS.slice(9) : MD_WATERS.slice(0, 9);
        t = { key: '', kind, county, acres, t: makeTruth(st, county, { acres }), district: String(county === 'Allegany' ? 1 + r.int(31) : 1 + r.int(16)), tractName: r.pick(MD_TRACT_NAMES), water: r.pick(waters), adjoiners: [r.pick(SURNAMES.MD), r.pick(SURNAMES.MD)] };
      } else {
        t = { key: '', kind, county, acres, t: makeTruth(st, county, { acres }), district: r.pick(VA_DISTRICTS[county]), water: r.pick(VA_WATERS), road: r.pick(VA_ROADS), adjoiners: [r.pick(SURNAMES.VA), r.pick(SURNAMES.VA), r.pick(SURNAMES.VA)] };
      }
    } else if (kind === 'usmd') {
      const tr = OH_TR[county];
      const prev = out[0];
      const quarter = prev && r.chance(0.6) ? prev.quarter! : 1 + r.int(4);
      const twp = prev ? prev.twp! : tr.t[0] + r.int(tr.t[1] - tr.t[0] + 1);
      const rng = prev ? prev.rng! : tr.r[0] + r.int(tr.r[1] - tr.r[0] + 1);
      const lotNo = prev && r.chance(0.5) ? prev.lotNo! : 1 + r.int(30);
      const acres = uniqueAcres(k, 20, 160);
      t = { key: '', kind, county, acres, civil: prev ? prev.civil : r.pick(OH_CIVIL[county]), quarter, twp, rng, lotNo, t: makeTruth(st, county, { section: String(quarter), township: String(twp), range: String(rng), lot: String(lotNo), acres }) };
    } else if (kind === 'lot') {
      const [subdiv, city] = r.pick(TX_SUBDIVS[county]);
      const block = 1 + r.int(40);
      const first = 1 + r.int(24);
      const lots = r.chance(0.35) ? [first, first + 1] : [first];
      t = { key: '', kind, county, acres: null, subdiv, city, block, lots, plat: `Volume ${100 + r.int(300)}, Page ${1 + r.int(140)}`, t: makeTruth(st, county, { block: String(block), lot: lots.join(', ') }) };
    } else if (kind === 'survey') {
      if (!k.surveyPool.length) break;
      const name = k.surveyPool.splice(r.int(k.surveyPool.length), 1)[0];
      const abstractNo = 100 + r.int(1800);
      const acres = uniqueAcres(k, 20, 240);
      t = { key: '', kind, county, acres, surveyName: name, abstractNo, water: r.pick(TX_WATERS), t: makeTruth(st, county, { survey: `${name} Survey`, abstract: String(abstractNo), acres }) };
    } else {
      // rect (Florida)
      const tr = FL_TR[county];
      const prev = out[0];
      const sec = prev ? (r.chance(0.5) ? prev.sec! : Math.min(36, prev.sec! + 1)) : 1 + r.int(36);
      const twp = prev ? prev.twp! : tr.t[0] + r.int(tr.t[1] - tr.t[0] + 1);
      const rng = prev ? prev.rng! : tr.r[0] + r.int(tr.r[1] - tr.r[0] + 1);
      if (county === 'Lee' && !prev && r.chance(0.35)) {
        const l0 = 1 + r.int(3);
        const lots = r.chance(0.6) ? [l0, l0 + 1] : [l0];
        const aliquot = r.chance(0.4) ? r.pick(['S/2 NE/4', 'E/2 SW/4', 'S/2 NW/4']) : null;
        const acres = uniqueAcres(k, 40, 150);
        t = { key: '', kind, county, acres, sec, twp, rng, lots, aliquot: aliquot ?? undefined, t: makeTruth(st, county, { section: String(sec), township: `${twp}S`, range: `${rng}E`, lot: lots.join(', '), aliquot, acres }) };
      } else {
        const [aliquot, a] = r.pick(FL_ALIQ);
        const acres = statesAcres ? a : null;
        t = { key: '', kind, county, acres, sec, twp, rng, aliquot, t: makeTruth(st, county, { section: String(sec), township: `${twp}S`, range: `${rng}E`, aliquot, acres }) };
      }
    }
    if (claimKey(k, t)) out.push(t);
  }
  return out;
}

function marker(k: Pkg, modern: boolean) {
  return modern ? k.r.pick(MARKERS_NEW) : k.r.pick(MARKERS_OLD);
}

/** One tract as an instrument describes it; `v` picks the wording, `modern` the era's habits. */
function describe(k: Pkg, t: Tract, v: number, modern: boolean): string {
  const r = k.r;
  const A = k.A;
  switch (t.kind) {
    case 'mil': {
      const n = t.lotNo!;
      if (v % 3 === 0) return `ALL of Military Lot No. ${n} westward of Fort Cumberland, situate in Garrett County, Maryland, containing fifty acres of land, more or less`;
      if (v % 3 === 1) return `all that tract of land known and designated as Military Lot Number ${titleCase(numberWords(n))} (${n}) of the lots laid off westward of Fort Cumberland, lying in Election District No. ${t.district} of Garrett County, Maryland, on the waters of ${t.water}, and containing 50 acres, more or less`;
      return `Lot No. ${n} of the Military Lots lying westward of Fort Cumberland, in Garrett County, Maryland, being the lot originally surveyed for ${t.soldier}, a soldier of the Maryland Line, containing fifty (50) acres, more or less`;
    }
    case 'mb': {
      const ac = acresNum(t.acres!);
      if (!modern) v = v % 2;
      if (k.area === 'MD') {
        if (v % 3 === 0)
          return `all that tract or parcel of land situate, lying and being in Election District No. ${t.district} of ${t.county} County, Maryland, on the waters of ${t.water}, being part of a tract of land called "${t.tractName}," and more particularly described as follows, to wit: BEGINNING for the same at ${marker(k, modern)} standing on the line of the lands now or formerly of ${t.adjoiners![0]}, and running ${metesCalls(r, modern, 'perches', 4 + r.int(3))}, containing ${ac} acres of land, more or less`;
        if (v % 3 === 1) return `all that parcel of land in Election District No. ${t.district}, ${t.county} County, Maryland, being part of the tract called "${t.tractName}," adjoining the lands of the ${t.adjoiners![0]} heirs and of ${t.adjoiners![1]}, containing ${ac} acres, more or less`;
        return `ALL that lot or parcel of ground situate, lying and being in Election District No. ${t.district}, ${t.county} County, Maryland, and being more particularly described as follows: BEGINNING for the same at ${marker(k, true)} on the easterly side of the county road, and running ${metesCalls(r, true, 'feet', 4 + r.int(3))}, containing ${ac} acres, more or less, as shown on a plat of survey by ${k.official()}, Registered Professional Land Surveyor`;
      }
      // Virginia
      if (v % 3 === 0)
        return `all that certain tract or parcel of land, with the improvements thereon and the appurtenances thereunto belonging, lying and being in ${t.district} Magisterial District, ${t.county} County, Virginia, on the waters of ${t.water}, containing ${ac} acres, more or less, and bounded on the north by the lands now or formerly of ${t.adjoiners![0]}, on the east by ${t.road}, on the south by the lands of ${t.adjoiners![1]}, and on the west by ${t.water}`;
      if (v % 3 === 1) return `that certain tract of land situate in ${t.district} District of ${t.county} County, Virginia, containing ${ac} acres, more or less, adjoining the lands of ${t.adjoiners![0]}, ${t.adjoiners![2]} and others, and fronting on ${t.road}`;
      return `ALL that certain tract or parcel of land lying and being in the ${t.district} Magisterial District of ${t.county} County, Virginia, containing ${ac} acres, more or less, as shown on a plat of survey by ${k.official()}, Certified Land Surveyor, and described as follows: BEGINNING at ${marker(k, true)} on the line of ${t.road}; ${metesCalls(r, true, 'feet', 4 + r.int(3))}`;
    }
    case 'usmd': {
      const ac = acresNum(t.acres!);
      const qw = ['First', 'Second', 'Third', 'Fourth'][t.quarter! - 1];
      if (v % 4 === 0)
        return `Situated in the Township of ${t.civil}, County of ${t.county} and State of Ohio, and being part of Lot Number ${titleCase(numberWords(t.lotNo!))} (${t.lotNo}) in the ${qw} Quarter of Township ${titleCase(numberWords(t.twp!))} (${t.twp}), Range ${titleCase(numberWords(t.rng!))} (${t.rng}), United States Military Lands, and bounded and described as follows: Beginning at ${marker(k, modern)} in the line of the lands of ${r.pick(SURNAMES.OH)}; ${metesCalls(r, modern, 'poles', 4 + r.int(3))}, containing ${ac} acres of land, more or less, subject to all legal highways`;
      if (v % 4 === 1) return `Being ${ac} acres, more or less, in Lot ${t.lotNo}, Section ${t.quarter}, Township ${t.twp}, Range ${t.rng}, U.S.M.L., ${t.civil} Township, ${t.county} County, Ohio`;
      if (v % 4 === 2) return `Situate in ${t.civil} Township, ${t.county} County, Ohio, and known as part of Lot No. ${t.lotNo} of the ${qw} Quarter, Township No. ${t.twp}, Range No. ${t.rng} of the United States Military District, containing ${ac} acres of land, more or less`;
      return `Situated in the County of ${t.county}, State of Ohio, Township of ${t.civil}: being a part of Lot ${t.lotNo}, Quarter ${t.quarter}, Township ${t.twp}, Range ${t.rng}, U.S. Military Lands, and containing ${ac} acres, more or less`;
    }
    case 'lot': {
      const lots = t.lots!;
      const lw = lots.length === 2 ? `Lots ${titleCase(numberWords(lots[0]))} (${lots[0]}) and ${titleCase(numberWords(lots[1]))} (${lots[1]})` : `Lot ${titleCase(numberWords(lots[0]))} (${lots[0]})`;
      const ln = lots.length === 2 ? `Lots ${lots[0]} and ${lots[1]}` : `Lot ${lots[0]}`;
      const of = t.subdiv!.startsWith('Original Town') ? `the ${t.subdiv}` : `${t.subdiv}, an Addition to the City of ${t.city}`;
      if (v % 3 === 0) return `${lw}, Block ${titleCase(numberWords(t.block!))} (${t.block}), of ${of}, ${t.county} County, Texas, according to the plat thereof recorded in ${t.plat}, Plat Records of ${t.county} County, Texas`;
      if (v % 3 === 1) return `${ln}, Block ${t.block}, ${t.subdiv!.toUpperCase()}, ${t.subdiv!.startsWith('Original Town') ? '' : `an Addition to the City of ${t.city}, `}${t.county} County, Texas, according to the map or plat thereof recorded in ${t.plat}, Plat Records, ${t.county} County, Texas`;
      return `being ${ln} in Block No. ${t.block} of ${of}, in ${t.county} County, Texas`;
    }
    case 'survey': {
      const ac = acresNum(t.acres!);
      if (t.wholeSurvey) {
        if (v % 2 === 0) return `All of the ${t.surveyName} Survey, Abstract No. ${t.abstractNo}, in ${t.county} County, Texas, containing ${ac} acres of land, more or less`;
        return `the ${t.surveyName} Survey of ${ac} acres, Abstract ${t.abstractNo}, situated in ${t.county} County, Texas, on the waters of ${t.water}`;
      }
      if (v % 3 === 0)
        return `${ac} acres of land, more or less, out of the ${t.surveyName} Survey, Abstract No. ${t.abstractNo}, ${t.county} County, Texas, and being more particularly described by metes and bounds as follows: BEGINNING at ${marker(k, modern)} in the ${r.pick(['north', 'south', 'east', 'west'])} line of said survey; ${metesCalls(r, modern, 'varas', 4 + r.int(3))}, containing ${ac} acres of land, more or less`;
      if (v % 3 === 1) return `all that certain tract or parcel of land lying and being situated in ${t.county} County, Texas, a part of the ${t.surveyName!.toUpperCase()} SURVEY, A-${t.abstractNo}, containing ${ac} acres, more or less, on the waters of ${t.water}`;
      return `${ac} acres, more or less, a part of the ${t.surveyName} Survey, Abstract ${t.abstractNo}, in ${t.county} County, Texas, being the same land described in the deed hereinafter mentioned`;
    }
    case 'rect': {
      const acres = t.acres !== null ? acresNum(t.acres) : '';
      const withAcres = (s: string) => (t.acres !== null ? `${s}, containing ${acres} acres, more or less` : s);
      if (t.lots) {
        const lotW = t.lots.length === 2 ? `Government Lots ${t.lots[0]} and ${t.lots[1]}` : `Government Lot ${t.lots[0]}`;
        const rest = t.aliquot ? ` and ${aliquotText(t.aliquot, v % 2 === 0 ? 0 : 1)}` : '';
        if (v % 2 === 0) return withAcres(`${lotW}${rest} of Section ${t.sec}, Township ${t.twp} South, Range ${t.rng} East, ${t.county} County, Florida`);
        return withAcres(`${t.lots.length === 2 ? `Lots ${t.lots[0]} and ${t.lots[1]}` : `Lot ${t.lots[0]}`}${rest}, Sec. ${t.sec}, Twp. ${t.twp} S., Rge. ${t.rng} E., ${t.county} County, Florida`);
      }
      const s = v % 4;
      if (s === 0) return withAcres(`${cap(aliquotText(t.aliquot!, 0))} of Section ${t.sec}, Township ${t.twp} South, Range ${t.rng} East, ${t.county} County, Florida`);
      if (s === 1) return withAcres(`${aliquotText(t.aliquot!, 1)} of Section ${t.sec}, Township ${t.twp} South, Range ${t.rng} East, Tallahassee Meridian, ${t.county} County, Florida`);
      if (s === 2) return withAcres(`${aliquotText(t.aliquot!, 2)} of Sec. ${t.sec}, Twp. ${t.twp} S., Rge. ${t.rng} E., ${t.county} County, Florida`);
      return withAcres(`Section ${t.sec}, Township ${t.twp} South, Range ${t.rng} East: the ${aliquotText(t.aliquot!, 3)}, lying and being in ${t.county} County, Florida`);
    }
  }
  return A.stateName;
}

/** Several tracts: one paragraph each ("FIRST TRACT: ..."), or the Maryland lots together. */
function describeAll(k: Pkg, ts: Tract[], v: number, modern: boolean): string {
  if (ts.length === 1) return describe(k, ts[0], v, modern);
  if (ts.length === 2 && ts[0].kind === 'mil' && ts[1].kind === 'mil' && ts[1].lotNo === ts[0].lotNo! + 1 && k.r.chance(0.4))
    return `all those two tracts of land known and designated as Military Lots Nos. ${ts[0].lotNo} and ${ts[1].lotNo} westward of Fort Cumberland, situate in Garrett County, Maryland, containing fifty acres each, more or less`;
  const labels = k.r.chance(0.5) ? ['FIRST TRACT', 'SECOND TRACT', 'THIRD TRACT', 'FOURTH TRACT'] : ['Tract No. 1', 'Tract No. 2', 'Tract No. 3', 'Tract No. 4'];
  return ts.map((t, i) => `${labels[i]}: ${describe(k, t, v + i, modern)}`).join(';\n\n');
}

function shortDesc(t: Tract): string {
  switch (t.kind) {
    case 'mil':
      return `Military Lot No. ${t.lotNo} westward of Fort Cumberland, Garrett County, Maryland, 50 acres`;
    case 'mb':
      return t.district && t.tractName ? `${acresNum(t.acres!)} acres, part of "${t.tractName}," Election District No. ${t.district}, ${t.county} County, Maryland` : `${acresNum(t.acres!)} acres, ${t.district} Magisterial District, ${t.county} County, Virginia`;
    case 'usmd':
      return `${acresNum(t.acres!)} acres, Lot ${t.lotNo}, Section ${t.quarter}, Township ${t.twp}, Range ${t.rng}, U.S.M.L., ${t.county} County, Ohio`;
    case 'lot':
      return `${t.lots!.length === 2 ? `Lots ${t.lots![0]} and ${t.lots![1]}` : `Lot ${t.lots![0]}`}, Block ${t.block}, ${t.subdiv}, ${t.county} County, Texas`;
    case 'survey':
      return t.wholeSurvey ? `All of the ${t.surveyName} Survey, A-${t.abstractNo}, ${acresNum(t.acres!)} acres, ${t.county} County, Texas` : `${acresNum(t.acres!)} acres, ${t.surveyName} Survey, A-${t.abstractNo}, ${t.county} County, Texas`;
    case 'rect':
      return `${t.lots ? `${t.lots.length === 2 ? `Lots ${t.lots[0]} and ${t.lots[1]}` : `Lot ${t.lots[0]}`}${t.aliquot ? ` and ${t.aliquot}` : ''}` : t.aliquot} of Section ${t.sec}, Township ${t.twp} South, Range ${t.rng} East, ${t.county} County, Florida${t.acres !== null ? `, ${acresNum(t.acres)} acres` : ''}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Recording references, acknowledgments, jurats, clerks' certificates, signatures.

interface Ref {
  cite: string;
  stamp: string[];
}
type Series = 'deed' | 'lease' | 'mortgage' | 'misc';
function makeRef(k: Pkg, county: string, date: D, series: Series): Ref {
  const r = k.r;
  const y = date.y;
  const A = k.area;
  const b = k.nextBook(A === 'OH' ? series : A === 'FL' ? (series === 'mortgage' ? 'mortgage' : 'deed') : series === 'lease' && A === 'TX' && y < 1987 ? 'lease' : 'deed', county, y);
  const pg = 1 + r.int(890);
  switch (A) {
    case 'MD': {
      const liber = y >= 1970 ? b * 3 + 100 : b;
      return { cite: r.chance(0.5) ? `Liber ${liber}, folio ${pg}` : `Liber No. ${liber}, folio ${pg}`, stamp: [`Liber ${liber}`, `Folio ${pg}`] };
    }
    case 'OH': {
      if (y >= 2004) {
        const inst = `${y}${pad(r.int(9999) + 1, 8)}`;
        return { cite: `Instrument No. ${inst}`, stamp: [`INSTRUMENT NO. ${inst}`] };
      }
      if (y >= 1989) {
        const orv = (y - 1988) * 40 + k.r.int(30) + 1;
        return { cite: `Official Record Volume ${orv}, Page ${pg}`, stamp: [`OR Vol. ${orv} Pg. ${pg}`] };
      }
      const rec = series === 'lease' ? 'Lease Record' : series === 'mortgage' ? 'Mortgage Record' : series === 'misc' ? 'Miscellaneous Record' : 'Deed Record';
      const vol = series === 'deed' ? b : Math.floor(b / 2);
      return { cite: `${rec} Volume ${vol}, Page ${pg}`, stamp: [`${rec} Vol. ${vol}, Page ${pg}`] };
    }
    case 'TX': {
      if (y >= 1998) {
        const inst = `D${y >= 2000 ? '2' : '1'}${pad(y % 100)}${pad(r.int(999999), 6)}`;
        return { cite: `Instrument No. ${inst}, Official Public Records of ${county} County, Texas`, stamp: [inst] };
      }
      const recs = y >= 1987 ? 'Real Property Records' : series === 'lease' ? 'Oil and Gas Records' : series === 'mortgage' ? 'Deed of Trust Records' : 'Deed Records';
      const vol = b * (y >= 1950 ? 4 : 1);
      return { cite: `Volume ${vol}, Page ${pg}, ${recs} of ${county} County, Texas`, stamp: [`Volume ${vol}, Page ${pg}`] };
    }
    case 'FL': {
      if (y < 1958) return { cite: `${series === 'mortgage' ? 'Mortgage' : 'Deed'} Book ${Math.floor(b / 3)}, Page ${pg}, Public Records of ${county} County, Florida`, stamp: [`Deed Book ${Math.floor(b / 3)}, Page ${pg}`] };
      const orb = (y - 1957) * 38 + r.int(30) + 1;
      if (y >= 2001) {
        const inst = `${3000000 + (y - 2001) * 130000 + r.int(120000)}`;
        return { cite: `O.R. Book ${orb}, Page ${pg}, Public Records of ${county} County, Florida`, stamp: [`INSTR ${inst} OR BOOK ${orb} PAGE ${pg}`] };
      }
      return { cite: `Official Records Book ${orb}, Page ${pg}, Public Records of ${county} County, Florida`, stamp: [`O.R. BOOK ${orb} PAGE ${pg}`] };
    }
    case 'VA': {
      if (y >= 2000) {
        const inst = `${pad(y % 100)}000${pad(r.int(9999), 4)}`;
        return { cite: `Instrument No. ${inst}`, stamp: [`INSTRUMENT #${inst}`] };
      }
      return { cite: `Deed Book ${b}, page ${pg}`, stamp: [`Deed Book ${b}, page ${pg}`] };
    }
  }
}

/** The clerk's or recorder's certificate of filing (the recording date), in the area's layout. */
function recBlock(k: Pkg, county: string, date: D, ref: Ref, what = 'instrument'): string {
  const r = k.r;
  const y = date.y;
  const clerk = k.official();
  const t = clock(r);
  const later = workday(addDays(date, 1 + r.int(20)));
  switch (k.area) {
    case 'MD':
      if (y < 1975 || r.chance(0.3))
        return `Received for record ${usDate(date)}, at ${t}, and the same day recorded in ${ref.stamp[0].replace('Liber', 'Liber No.')}, folio ${ref.stamp[1].replace('Folio ', '')}, one of the Land Records of ${county} County, Maryland.\n\n                                        Test: ${clerk}, Clerk.`;
      return `${county.toUpperCase()} COUNTY CIRCUIT COURT (Land Records)\nRECEIVED FOR RECORD ${MON3[date.m - 1]} ${date.d}, ${y} ${clockShort(r)}\n${ref.stamp.join('  ')}\n${clerk}, Clerk`;
    case 'OH':
      if (y < 1989)
        return `Received for record this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}, at ${t}, and recorded ${usDate(later)}, in ${ref.stamp[0]}.\n\n                                        ${clerk}, Recorder, ${county} County, Ohio`;
      return `${county.toUpperCase()} COUNTY RECORDER\n${clerk.toUpperCase()}\n${ref.stamp[0]}\nFILED FOR RECORD ${numDate(date)} ${clockShort(r)}\nRECORDING FEE $${28 + r.int(60)}.00`;
    case 'TX':
      if (y < 1998)
        return `FILED FOR RECORD the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, A.D. ${y}, at ${t}\nRECORDED the ${ordSuffix(later.d)} day of ${MONTHS[later.m - 1]}, A.D. ${later.y}, in ${ref.stamp[0]} of the ${y >= 1987 ? 'Real Property' : 'Deed'} Records of ${county} County, Texas.\n\n                                        ${clerk}, County Clerk, ${county} County, Texas\n                                        By ${k.official()}, Deputy`;
      return `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${ref.stamp[0]}\n${numDate(date)} ${clockShort(r)}\n${clerk.toUpperCase()}, COUNTY CLERK\n${county.toUpperCase()} COUNTY, TEXAS`;
    case 'FL':
      if (y < 1958)
        return `FILED FOR RECORD this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, A.D. ${y}, at ${t}, and recorded in ${ref.stamp[0]}, Public Records of ${county} County, Florida.\n\n                                        ${clerk}, Clerk Circuit Court\n                                        By ${k.official()}, D.C.`;
      if (y < 2001) return `${y} ${MON3[date.m - 1]} ${date.d}  ${clockShort(r)}\nFILED AND RECORDED\n${ref.stamp[0]}\nCLERK OF CIRCUIT COURT\n${county.toUpperCase()} COUNTY, FLA.`;
      return `${ref.stamp[0]}, RECORDED ${numDate(date)} ${clockShort(r)} ${clerk.toUpperCase()}, CLERK OF THE CIRCUIT COURT, ${county.toUpperCase()} COUNTY FLORIDA  REC $${18 + r.int(40)}.50`;
    case 'VA':
      if (y < 2000)
        return `VIRGINIA: In the Clerk's Office of the Circuit Court of ${county} County, the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}. This ${what} was presented, and with the certificate annexed, admitted to record at ${t} in ${ref.stamp[0]}.\n\n                                        Teste: ${clerk}, Clerk`;
      return `${ref.stamp[0]}\nRECORDED IN THE CLERK'S OFFICE OF\n${county.toUpperCase()} COUNTY ON\n${MONTHS[date.m - 1].toUpperCase()} ${date.d}, ${y} AT ${clockShort(r)}\n${clerk.toUpperCase()}, CLERK`;
  }
}

/** A notary's certificate of acknowledgment by persons (names as the instrument writes them). */
function ackBlock(k: Pkg, names: string[], date: D, county: string, o: { exec?: D | null; wifeOf?: [string, string]; doc?: DocB; fem?: boolean } = {}): string {
  const r = k.r;
  const n = k.official();
  const pl = names.length > 1;
  const fem = o.fem ?? (names.length === 1 && !!o.doc && o.doc.parties.some((x) => x.p.female && o.doc!.nm(x.p) === names[0]));
  const he = fem ? 'she' : 'he';
  const his = fem ? 'her' : 'his';
  const who = joinAnd(names);
  const exp = usDate(addDays(date, 300 + r.int(1100)));
  const y = date.y;
  switch (k.area) {
    case 'MD':
      if (y < 1975)
        return `STATE OF MARYLAND, ${county.toUpperCase()} COUNTY, to wit:\n\nI HEREBY CERTIFY, That on this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, in the year ${y}, before me, the subscriber, a ${y < 1930 && r.chance(0.5) ? 'Justice of the Peace' : 'Notary Public'} of the State of Maryland, in and for ${county} County aforesaid, personally appeared ${who}, and ${pl ? 'they' : he} acknowledged the aforegoing instrument to be ${pl ? 'their' : his} act.\n\nAS WITNESS my hand and Notarial Seal.\n\n                                        ${n}`;
      return `STATE OF MARYLAND, COUNTY OF ${county.toUpperCase()}, TO WIT:\n\nI HEREBY CERTIFY that on this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}, before me, the subscriber, a Notary Public of the State and County aforesaid, personally appeared ${who}, known to me (or satisfactorily proven) to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the within instrument, and acknowledged that ${pl ? 'they' : he} executed the same for the purposes therein contained.\n\nIN WITNESS WHEREOF, I hereunto set my hand and official seal.\n\n                                        ${n}, Notary Public\nMy Commission Expires: ${exp}`;
    case 'OH':
      if (y < 1980 || r.chance(0.3))
        return `STATE OF OHIO, COUNTY OF ${county.toUpperCase()}, ss:\n\nBefore me, a Notary Public in and for said County and State, personally appeared the above named ${who}, who acknowledged that ${pl ? 'they' : he} did sign the foregoing instrument and that the same is ${pl ? 'their' : his} free act and deed.\n\nIN TESTIMONY WHEREOF, I have hereunto set my hand and official seal at ${r.pick(k.A.towns[county] ?? [county])}, Ohio, this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}.\n\n                                        ${n}, Notary Public\nMy commission expires ${exp}`;
      return `STATE OF OHIO\nCOUNTY OF ${county.toUpperCase()}, SS:\n\nThe foregoing instrument was acknowledged before me this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}, by ${who}.\n\n                                        ${n}\n                                        Notary Public, State of Ohio\n                                        My Commission Expires: ${exp}`;
    case 'TX': {
      if (y < 1985) {
        const privy =
          o.wifeOf && y < 1968
            ? `\n\nAnd the said ${o.wifeOf[0]}, wife of the said ${o.wifeOf[1]}, having been examined by me privily and apart from her husband, and having the same fully explained to her, she, the said ${o.wifeOf[0]}, acknowledged such instrument to be her act and deed, and declared that she had willingly signed the same for the purposes and consideration therein expressed, and that she did not wish to retract it.`
            : '';
        return `THE STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §\n\nBEFORE ME, the undersigned authority, a Notary Public in and for said County and State, on this day personally appeared ${who}, known to me to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${pl ? 'they' : he} executed the same for the purposes and consideration therein expressed.${privy}\n\nGIVEN UNDER MY HAND AND SEAL OF OFFICE, this the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, A.D. ${y}.\n\n                                        ${n}\n                                        Notary Public in and for ${county} County, Texas`;
      }
      return `STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §\n\nThis instrument was acknowledged before me on ${usDate(date)}, by ${who}.\n\n                                        ${n}\n                                        Notary Public, State of Texas\n                                        My commission expires: ${exp}`;
    }
    case 'FL':
      if (y < 1990)
        return `STATE OF FLORIDA\nCOUNTY OF ${county.toUpperCase()}\n\nI HEREBY CERTIFY that on this day, before me, an officer duly authorized in the State aforesaid and in the County aforesaid to take acknowledgments, personally appeared ${who}, to me known to be the person${pl ? 's' : ''} described in and who executed the foregoing instrument and ${pl ? 'they' : he} acknowledged before me that ${pl ? 'they' : he} executed the same.\n\nWITNESS my hand and official seal in the County and State last aforesaid this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, A.D. ${y}.\n\n                                        ${n}\n                                        Notary Public, State of Florida at Large\n                                        My Commission Expires: ${exp}`;
      return `STATE OF FLORIDA\nCOUNTY OF ${county.toUpperCase()}\n\nThe foregoing instrument was acknowledged before me ${y >= 2020 ? 'by means of [X] physical presence or [ ] online notarization, ' : ''}this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}, by ${who}, who ${pl ? 'are' : 'is'} personally known to me or who ${pl ? 'have' : 'has'} produced a Florida driver's license as identification.\n\n                                        ${n}\n                                        Notary Public, State of Florida\n                                        My Commission Expires: ${exp}`;
    case 'VA': {
      const ex = o.exec ?? null;
      if (y < 1995)
        return `STATE OF VIRGINIA,\nCOUNTY OF ${county.toUpperCase()}, to-wit:\n\nI, ${n}, a Notary Public in and for the County and State aforesaid, do hereby certify that ${who}, whose name${pl ? 's are' : ' is'} signed to the foregoing writing${ex ? ` bearing date on the ${ordSuffix(ex.d)} day of ${MONTHS[ex.m - 1]}, ${ex.y}` : ''}, ${pl ? 'have' : 'has'} acknowledged the same before me in my County and State aforesaid.\n\nGiven under my hand this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}.\n\nMy commission expires ${exp}.\n\n                                        ${n}, Notary Public`;
      return `COMMONWEALTH OF VIRGINIA\nCITY/COUNTY OF ${county.toUpperCase()}, to-wit:\n\nThe foregoing instrument was acknowledged before me this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}, by ${who}.\n\n                                        ${n}, Notary Public\nRegistration No. ${1000000 + r.int(8999999)}\nMy commission expires: ${exp}`;
    }
  }
}

/** An officer's acknowledgment for a company (the officer is no party). */
function corpAck(k: Pkg, company: string, officer: string, title: string, date: D, county: string, stateName: string): string {
  const n = k.official();
  const exp = usDate(addDays(date, 300 + k.r.int(1100)));
  if (stateName === 'Texas')
    return `STATE OF ${stateName.toUpperCase()}  §\nCOUNTY OF ${county.toUpperCase()}  §\n\nThis instrument was acknowledged before me on ${usDate(date)}, by ${officer}, ${title} of ${company}, on behalf of said ${/LLC|L\.L\.C\./.test(company) ? 'limited liability company' : /L\.P\.|LP$/.test(company) ? 'limited partnership' : 'corporation'}.\n\n                                        ${n}\n                                        Notary Public\n                                        My commission expires: ${exp}`;
  if (k.r.chance(0.5))
    return `STATE OF ${stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nThe foregoing instrument was acknowledged before me this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y}, by ${officer}, ${title} of ${company}, on behalf of the ${/LLC|L\.L\.C\./.test(company) ? 'company' : /L\.P\.|LP$/.test(company) ? 'partnership' : 'corporation'}.\n\n                                        ${n}, Notary Public\nMy commission expires: ${exp}`;
  return `STATE OF ${stateName.toUpperCase()}, COUNTY OF ${county.toUpperCase()}, ss:\n\nOn this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y}, before me, the undersigned officer, personally appeared ${officer}, who acknowledged himself to be the ${title} of ${company}, and that he, as such ${title}, being authorized so to do, executed the foregoing instrument for the purposes therein contained, by signing the name of the company by himself as ${title}.\n\nIN WITNESS WHEREOF, I hereunto set my hand and official seal.\n\n                                        ${n}, Notary Public\nMy commission expires: ${exp}`;
}

/** A jurat ("Subscribed and sworn"): the affidavit's execution date. */
function jurat(k: Pkg, date: D, county: string, affiant?: string): string {
  const n = k.official();
  const st = k.A.stateName;
  const y = date.y;
  const head = k.area === 'TX' ? `STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §\n\n` : k.area === 'VA' ? `COMMONWEALTH OF VIRGINIA\nCOUNTY OF ${county.toUpperCase()}, to-wit:\n\n` : `STATE OF ${st.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\n`;
  const body = k.r.chance(0.5)
    ? `SUBSCRIBED AND SWORN TO before me this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${y}${affiant ? `, by ${affiant}` : ''}.`
    : `Sworn to and subscribed before me${affiant ? ` by ${affiant}` : ''} on ${usDate(date)}.`;
  return `${head}${body}\n\n                                        ${n}\n                                        Notary Public${k.r.chance(0.5) ? `\nMy commission expires: ${usDate(addDays(date, 300 + k.r.int(1100)))}` : ''}`;
}

function sigLines(names: string[], seal = true, caps = true): string {
  return names.map((x) => `                                        ______________________________${seal ? ' (SEAL)' : ''}\n                                        ${caps ? x.toUpperCase() : x}`).join('\n');
}
function corpSig(company: string, officer: string, title: string): string {
  return `                                        ${company.toUpperCase()}\n\n                                        By: ______________________________\n                                            ${officer}, ${title}`;
}
/** Execution, acknowledgment and filing dates from an event day. */
function execAckRec(k: Pkg, at: D, ackLag = true): { exec: D; ack: D; rec: D } {
  const r = k.r;
  const exec = workday(at);
  const ack = ackLag && r.chance(0.45) ? workday(addDays(exec, 1 + r.int(9))) : exec;
  const rec = workday(addDays(ack, 1 + r.int(40)));
  return { exec, ack, rec };
}

// ---------------------------------------------------------------------------------------------
// Parties as instruments name them.

function marital(p: P): string {
  if (!p.spouse) return p.female ? 'a single woman' : 'a single man';
  if (p.spouse.dead) return p.female ? 'a widow' : 'a widower';
  return p.female ? 'a married woman' : 'a married man';
}
/**
 * One side of an instrument: the holders, their spouses who join (a party of that side), couples
 * who hold together; adds the parties to the document and returns the text. Residence is always
 * written for the package's namesakes.
 */
function side(k: Pkg, doc: DocB, holders: P[], joiners: P[], role: Role, o: { caps?: boolean; res?: boolean; marital?: boolean; texas?: boolean; entirety?: boolean } = {}): string {
  const r = k.r;
  const units: string[] = [];
  const done = new Set<P>();
  const C = (s: string) => (o.caps ? s.toUpperCase() : s);
  const resOf = (p: P) => (p.showRes || (o.res && r.chance(0.5)) ? `, of ${p.residence || k.res(k.A.counties[0])}` : '');
  for (const h of holders) {
    if (done.has(h)) continue;
    done.add(h);
    const hn = C(doc.add(h, role));
    const sp = h.spouse;
    if (sp && holders.includes(sp) && !done.has(sp)) {
      done.add(sp);
      const sn = C(doc.add(sp, role));
      const tail = o.entirety ? (k.r.chance(0.5) ? ', husband and wife, as tenants by the entirety' : ', his wife, as tenants by the entireties') : o.texas ? '' : k.r.chance(0.5) ? ', husband and wife' : `, ${h.female ? 'her husband' : 'his wife'}`;
      units.push(o.texas && !h.female ? `${hn} and wife, ${sn}${resOf(h)}` : `${hn} and ${sn}${tail}${resOf(h)}`);
      continue;
    }
    if (sp && joiners.includes(sp) && !done.has(sp)) {
      done.add(sp);
      const sn = C(doc.add(sp, role));
      if (o.texas) units.push(h.female ? `${hn}, joined pro forma by her husband, ${sn}${resOf(h)}` : `${hn} and wife, ${sn}${resOf(h)}`);
      else {
        const rs = resOf(h);
        units.push(r.chance(0.5) || !rs ? `${hn} and ${sn}, ${h.female ? 'her husband' : 'his wife'}${rs}` : `${hn}${rs}, and ${sn}, ${h.female ? 'her husband' : 'his wife'}`);
      }
      continue;
    }
    const m = o.marital && h.kind === 'person' && r.chance(0.6) ? `, ${marital(h)}` : '';
    const od = h.org && r.chance(0.4) ? `, ${orgDescriptor(h.org)}` : '';
    units.push(`${hn}${m}${od}${resOf(h)}`);
  }
  for (const j of joiners) if (!done.has(j)) units.push(C(doc.add(j, role)));
  if (units.length > 1 && units.some((u) => u.includes(','))) return `${units.slice(0, -1).join(', ')}, and ${units[units.length - 1]}`;
  return joinAnd(units);
}
/** Names of the signers in the order they were added. */
function signers(doc: DocB, roles: Role[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of doc.parties) {
    if (!roles.includes(x.role) || x.p.kind !== 'person' || seen.has(x.p.id)) continue;
    seen.add(x.p.id);
    out.push(doc.nm(x.p));
  }
  return out;
}
const plural = (ps: P[]) => ps.length > 1;
function partyNames(doc: DocB, role: Role): string[] {
  const out: string[] = [];
  for (const x of doc.parties) if (x.role === role && !out.includes(doc.nm(x.p))) out.push(doc.nm(x.p));
  return out;
}
function link(k: Pkg, doc: DocB, tracts: Tract[], estate: Estate, from: P[], to: P[], required = true) {
  for (const t of tracts) for (const f of from) for (const g of to) if (f !== g) k.links.push({ tract: t.key, estate, doc: doc.file, from: f.id, to: g.id, required });
}
function finish(k: Pkg, doc: DocB, text: string): DocB {
  const dates: Record<string, string | null> = { execution_date: iso(doc.exec), effective_date: iso(doc.eff), acknowledgment_date: iso(doc.ack), recording_date: iso(doc.rec) };
  if (doc.death !== undefined) dates.death_date = iso(doc.death);
  k.docs.push({
    text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n',
    truth: {
      file: doc.file,
      doc_category: doc.cat,
      governing_date: iso(doc.eff ?? doc.exec ?? doc.rec),
      dates,
      parties: doc.parties.map((x) => ({ name: doc.names.get(x.p.id)!, role: x.role })),
      tracts: doc.tracts.map((t) => t.t),
      conveys_fee: doc.conveysFee,
      estate_types_conveyed: doc.estates,
    },
    persons: doc.parties.map((x) => x.p.id),
  });
  return doc;
}

/** "oil, gas and other minerals" as the area says it. */
function mineralsWord(k: Pkg): string {
  return k.area === 'MD' || k.area === 'OH' ? k.r.pick(['oil and gas', 'oil, gas and other minerals', 'oil and gas']) : 'oil, gas and other minerals';
}
function reservationText(k: Pkg, f: Fr | 'all', plural: boolean): string {
  const w = mineralsWord(k);
  const them = plural ? 'the Grantors, their heirs and assigns' : 'the Grantor, his heirs and assigns';
  if (f === 'all')
    return k.r.pick([
      `SAVING AND EXCEPTING, and there is hereby reserved unto ${them}, all of the ${w} in and underlying the above described land, together with the right to explore for, drill for, produce and remove the same.`,
      `EXCEPTING AND RESERVING unto ${them}, forever, all the ${w} in, on and under the land hereby conveyed, with the usual rights of ingress and egress for the purpose of operating for and removing the same.`,
    ]);
  return k.r.pick([
    `SAVING AND EXCEPTING, and there is hereby reserved unto ${them}, an undivided ${fracBoth(f)} interest in and to all of the ${w} in and underlying the above described land, with the right to enter upon the same to explore for and remove the same.`,
    `There is excepted from this conveyance and reserved unto ${them} an undivided ${fracBoth(f)} of all the ${w} in, on and under said land.`,
  ]);
}
function derivation(k: Pkg, f: Farm, intoWhom: string): string {
  const v = f.vest;
  if (!v) return '';
  const r = k.r;
  if (v.how === 'descent') return `BEING the same property which vested in ${intoWhom} as ${v.title}, as shown by the instrument dated ${usDate(v.date)} and recorded in ${v.ref}.`;
  if (v.how === 'will') return `BEING the same property devised to ${intoWhom} by the Last Will and Testament of ${v.from}, deceased, probate of which is recorded in ${v.ref}.`;
  if (v.how === 'patent') return `BEING the same land granted by ${v.from} to ${v.to} by ${v.title} dated ${usDate(v.date)}, recorded in ${v.ref}.`;
  return r.chance(0.5)
    ? `BEING the same property conveyed unto ${intoWhom} by ${v.title} of ${v.from} dated ${usDate(v.date)} and recorded in ${v.ref}.`
    : `BEING the same land described in a ${v.title.replace(/^a /, '')} from ${v.from} to ${v.to}, dated ${ordDate(v.date)}, of record in ${v.ref}, to which reference is here made.`;
}
function setVest(f: Farm, v: Vest) {
  f.vest = v;
}

// ---------------------------------------------------------------------------------------------
// Deeds of the land.

type Cov = 'general' | 'special' | 'quit';
interface DeedOpts {
  farm: Farm;
  tracts?: Tract[];
  grantors: P[];
  joiners: P[];
  grantees: P[];
  cov: Cov;
  kind: 'sale' | 'gift' | 'life' | 'first' | 'heirsqc';
  reserve?: Fr | 'all';
  at: D;
  entirety?: boolean;
  heirsOf?: string;
}
function covCat(c: Cov): Cat {
  return c === 'general' ? 'warranty_deed' : c === 'special' ? 'special_warranty_deed' : 'quitclaim_deed';
}
function consideration(k: Pkg, year: number, acres: number | null, kind: DeedOpts['kind']): string {
  const r = k.r;
  if (kind === 'gift') return r.pick(['the natural love and affection which the Grantors bear unto the Grantee', 'love and affection and the sum of One Dollar ($1.00)']);
  if (kind === 'heirsqc') return r.pick(['the sum of Ten Dollars ($10.00) and other good and valuable consideration', 'One Dollar ($1.00) and other valuable consideration']);
  if (year >= 1960 || r.chance(0.4)) return r.pick(['the sum of Ten Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS ($10.00) and other good and valuable consideration', 'the sum of Ten Dollars ($10.00), cash in hand paid, and other valuable consideration']);
  const per = year < 1900 ? 8 + r.int(20) : year < 1930 ? 20 + r.int(40) : 30 + r.int(80);
  const amt = Math.max(100, Math.round(((acres ?? 60) * per) / 50) * 50);
  return `the sum of ${moneyWords(amt)}`;
}

function writeDeed(k: Pkg, o: DeedOpts): DocB {
  const r = k.r;
  const f = o.farm;
  const ts = o.tracts ?? f.tracts;
  const doc = new DocB(k, covCat(o.cov));
  doc.useTracts(ts);
  doc.estate('fee');
  const { exec, ack, rec } = execAckRec(k, o.at);
  doc.exec = exec;
  doc.ack = ack;
  doc.rec = rec;
  const y = exec.y;
  const modern = y >= 1975;
  const county = ts[0].county;
  const acres = ts.reduce((s, t) => s + (t.acres ?? 0), 0) || null;
  const cons = consideration(k, y, acres, o.kind);
  const pl = plural(o.grantors) || o.joiners.length > 0;
  const gpl = plural(o.grantees);
  const SHE = o.grantors.length === 1 && o.grantors[0].female;
  const v = r.int(12);
  const desc = describeAll(k, ts, v, modern);
  const ref = makeRef(k, county, rec, 'deed');
  const res = o.reserve ? reservationText(k, o.reserve, plural(o.grantors)) : '';
  const life = o.kind === 'life' ? `RESERVING, HOWEVER, unto the Grantor${pl ? 's' : ''}, for and during the term of ${pl ? 'their' : SHE ? 'her' : 'his'} natural life${pl ? 's and the life of the survivor of them' : ''}, a life estate in and to all of the above described property, with the full use, possession and enjoyment thereof.` : '';
  const heirsRecital = o.kind === 'heirsqc' && o.heirsOf ? `The Grantor${pl ? 's' : ''} and the Grantee being the heirs at law of ${o.heirsOf}, deceased, this deed is made to vest in the Grantee the whole title to the property hereinafter described.` : '';
  const area = k.area;
  let text = '';
  const sigs = () => sigLines([...signers(doc, ['grantor'])], area !== 'TX');
  const ackNames = () => signers(doc, ['grantor']);
  const sigAck = () => (o.grantors.some((g) => g.kind === 'organization') ? signBlockFor(k, doc, o.grantors, ack, county, 'grantor') : `${sigs()}\n\n${ackBlock(k, ackNames(), ack, county, { wifeOf: wifeOf(), doc })}`);
  const wifeOf = (): [string, string] | undefined => {
    const j = o.joiners.find((x) => x.female && x.spouse && o.grantors.includes(x.spouse));
    return j ? [doc.nm(j), doc.nm(j.spouse!)] : undefined;
  };

  if (area === 'MD' || area === 'VA') {
    const va = area === 'VA';
    const gift = o.kind === 'gift';
    const g = side(k, doc, o.grantors, o.joiners, 'grantor', { caps: r.chance(0.6), res: true, marital: !modern });
    const e = side(k, doc, o.grantees, [], 'grantee', { caps: r.chance(0.6), res: true });
    const title = gift ? 'DEED OF GIFT' : o.cov === 'quit' ? r.pick(['QUITCLAIM DEED', 'DEED OF RELEASE']) : modern || r.chance(0.4) ? 'DEED' : '';
    const made = va || modern ? `made this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, ${y}` : r.chance(0.5) ? `Made this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year ${y === 1900 ? 'nineteen hundred' : y < 1900 ? `eighteen hundred and ${numberWords(y % 100)}` : `nineteen hundred and ${numberWords(y % 100)}`}` : `Made this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year ${y}`;
    const p1 = pl ? 'parties of the first part' : 'party of the first part';
    const p2 = gpl ? 'parties of the second part' : 'party of the second part';
    const heirs = gpl ? 'their heirs and assigns' : o.grantees[0].female ? 'her heirs and assigns' : o.grantees[0].kind === 'organization' ? 'its successors and assigns' : 'his heirs and assigns';
    const grantWords = o.cov === 'quit' ? 'do hereby remise, release and forever quitclaim unto' : va ? `do hereby grant, bargain, sell and convey, with ${o.cov === 'general' ? 'General Warranty and English Covenants of Title' : 'Special Warranty of Title'}, unto` : 'do grant and convey unto';
    const tbe = o.entirety ? `, as tenants by the entirety${r.chance(0.5) ? ' with the common law right of survivorship' : ''}, ` : ', ';
    const consW = gift ? `for and in consideration of ${cons}, and of the sum of One Dollar` : `in consideration of ${cons}`;
    text += `${title}\n\n`;
    if (modern && area === 'MD') text += `Tax Account No. ${pad(1 + r.int(20))}-${pad(r.int(999999), 6)}\n\n`;
    if (modern && va) text += `Tax Map No. ${10 + r.int(80)}-${1 + r.int(90)}${r.chance(0.5) ? `-${String.fromCharCode(65 + r.int(6))}` : ''}\nConsideration: ${gift ? '$0.00' : money((acres ?? 50) * (1500 + r.int(3000)))}\n\n`;
    text += `THIS ${gift ? 'DEED OF GIFT' : 'DEED'}, ${made}, by and between ${g}, ${p1}${modern || va ? ', Grantor' + (pl ? 's' : '') : ''}, and ${e}, ${p2}${modern || va ? ', Grantee' + (gpl ? 's' : '') : ''}.\n\n`;
    text += `WITNESSETH: That ${consW}, the receipt whereof is hereby acknowledged, the said ${p1} ${pl ? grantWords : grantWords.replace(/^do /, 'does ')} the said ${p2}${tbe}${heirs}, in fee simple, ${desc}.\n\n`;
    if (heirsRecital) text += `${heirsRecital}\n\n`;
    if (res) text += `${res}\n\n`;
    if (life) text += `${life}\n\n`;
    const der = derivation(k, f, o.grantors.length > 1 ? `the ${p1}` : `the said ${p1}`);
    if (der && r.chance(0.8)) text += `${der}\n\n`;
    if (!va) {
      text += `TOGETHER with the buildings and improvements thereupon erected, made or being, and all and every the rights, alleys, ways, waters, privileges, appurtenances and advantages thereto belonging, or in anywise appertaining.\n\n`;
      text += `TO HAVE AND TO HOLD the said tract${ts.length > 1 ? 's' : ''} of land and premises above described and mentioned, and hereby intended to be conveyed, together with the rights, privileges, appurtenances and advantages thereto belonging or appertaining unto and to the proper use and benefit of the said ${p2}, ${heirs}, in fee simple.\n\n`;
      if (o.cov !== 'quit')
        text += `AND the said ${p1} hereby covenant${pl ? '' : 's'} that ${pl ? 'they have' : SHE ? 'she has' : 'he has'} not done or suffered to be done any act, matter or thing whatsoever, to encumber the property hereby conveyed; that ${pl ? 'they' : SHE ? 'she' : 'he'} will warrant ${o.cov === 'special' ? 'specially' : 'generally'} the property hereby granted; and that ${pl ? 'they' : SHE ? 'she' : 'he'} will execute such further assurances of the same as may be requisite.\n\n`;
      text += `WITNESS the hands and seals of said grantor${pl ? 's' : ''}.\n\nTEST:\n${k.official()}\n${sigs()}\n\n`;
      text += `${ackBlock(k, ackNames(), ack, county, { exec, doc })}\n\n`;
      if (modern) text += `THIS IS TO CERTIFY that the within instrument was prepared by or under the supervision of the undersigned, an attorney admitted to practice before the Court of Appeals of Maryland.\n\n                                        ${k.official()}\n\n`;
      text += recBlock(k, county, rec, ref, 'deed');
    } else {
      text += `This conveyance is made subject to all easements, conditions and restrictions of record, if any, insofar as they may lawfully affect the property hereby conveyed.\n\n`;
      if (o.cov !== 'quit') text += `The said ${p1} covenant${pl ? '' : 's'} that ${pl ? 'they have' : SHE ? 'she has' : 'he has'} the right to convey the said land to the grantee${gpl ? 's' : ''}; that the grantee${gpl ? 's' : ''} shall have quiet possession of the said land, free from all encumbrances; and that ${pl ? 'they' : SHE ? 'she' : 'he'} will execute such further assurances of the said land as may be requisite.\n\n`;
      text += `WITNESS the following signatures and seals:\n\n${sigs()}\n\n${ackBlock(k, ackNames(), ack, county, { exec, doc })}\n\n`;
      if (modern) text += `Prepared by: ${k.official()}, Attorney at Law, ${r.pick(k.A.towns[county])}, Virginia\n\n`;
      text += recBlock(k, county, rec, ref, 'deed');
    }
  } else if (area === 'OH') {
    const pl = plural(o.grantors);
    const g = side(k, doc, o.grantors, [], 'grantor', { caps: true, marital: true, res: !modern });
    const dower = o.joiners.map((j) => ({ j, n: doc.add(j, 'grantor') }));
    const e = side(k, doc, o.grantees, [], 'grantee', { caps: true, res: true });
    const pre = `${f.vest ? `Prior Instrument Reference: ${f.vest.ref}, ${county} County Recorder's Office.` : ''}`;
    if (!modern && o.kind !== 'heirsqc' && !o.entirety) {
      const title = o.cov === 'quit' ? 'QUIT-CLAIM DEED' : 'WARRANTY DEED';
      text += `${title}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${g}, the Grantor${pl ? 's' : ''}, in consideration of ${cons} to ${pl ? 'them' : SHE ? 'her' : 'him'} paid by ${e}, the Grantee${gpl ? 's' : ''}, the receipt whereof is hereby acknowledged, do${pl ? '' : 'es'} hereby ${o.cov === 'quit' ? 'REMISE, RELEASE AND FOREVER QUIT-CLAIM' : 'GRANT, BARGAIN, SELL AND CONVEY'} to the said Grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns forever, the following described Real Estate:\n\n${desc}.\n\n`;
      if (res) text += `${res}\n\n`;
      if (life) text += `${life}\n\n`;
      const der = derivation(k, f, 'the Grantor');
      if (der) text += `${der}\n\n`;
      text += `And all the Estate, Right, Title and Interest of the said Grantor${pl ? 's' : ''} in and to said premises; TO HAVE AND TO HOLD the same, with all the privileges and appurtenances thereunto belonging, to said Grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns forever.`;
      if (o.cov === 'general')
        text += ` And the said Grantor${pl ? 's do' : ' does'} hereby Covenant with the said Grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns, that ${pl ? 'they are' : 'he is'} the true and lawful owner${pl ? 's' : ''} of said premises, and ${pl ? 'have' : 'has'} full power to convey the same; and that the title so conveyed is Clear, Free and Unincumbered; and further, that ${pl ? 'they' : SHE ? 'she' : 'he'} will Warrant and Defend the same against all claims whatsoever.`;
      if (o.cov === 'special') text += ` And the said Grantor${pl ? 's' : ''} will Warrant and Defend the same against all lawful claims of all persons claiming by, through or under ${pl ? 'them' : SHE ? 'her' : 'him'}, but against none other.`;
      text += '\n\n';
      for (const d of dower) text += `And for valuable consideration I, ${d.n.toUpperCase()}, ${d.j.female ? 'wife' : 'husband'} of the said ${doc.nm(d.j.spouse!)}, do hereby remise, release and forever quit-claim unto the said Grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns, all my right and expectancy of Dower in the above described premises.\n\n`;
      text += `IN WITNESS WHEREOF, ${pl || dower.length ? 'we have' : 'I have'} hereunto set ${pl || dower.length ? 'our hands' : 'my hand'}, this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${y < 1950 && r.chance(0.5) ? yearWords(y, 'thousand') : y}.\n\nSigned and acknowledged in presence of:\n${k.official()}\n${k.official()}\n\n${sigs()}\n\n`;
    } else {
      const title = o.entirety ? 'SURVIVORSHIP DEED' : o.cov === 'general' ? 'GENERAL WARRANTY DEED' : o.cov === 'special' ? 'LIMITED WARRANTY DEED' : 'QUIT-CLAIM DEED';
      const words = o.cov === 'general' ? 'grant(s), with general warranty covenants, to' : o.cov === 'special' ? 'grant(s), with limited warranty covenants, to' : 'release(s) to';
      const lives = o.entirety ? ', for their joint lives, remainder to the survivor of them,' : '';
      text += `${title}\n\n${g}, for ${o.kind === 'gift' ? 'love and affection' : 'valuable consideration paid'}, ${words} ${e}${lives} whose tax-mailing address is ${r.int(9000) + 100} ${r.pick(['Township Road', 'County Road', 'State Route'])} ${1 + r.int(600)}, ${r.pick(k.A.towns[county])}, Ohio, the following REAL PROPERTY:\n\n${desc}.\n\n`;
      if (heirsRecital) text += `${heirsRecital}\n\n`;
      if (res) text += `${res}\n\n`;
      if (life) text += `${life}\n\n`;
      text += `Parcel No. ${pad(r.int(99))}-${pad(r.int(99999), 5)}.${pad(r.int(999), 3)}\n${pre}\n\n`;
      for (const d of dower) text += `${d.n}, ${d.j.female ? 'wife' : 'husband'} of the Grantor${pl ? ' ' + doc.nm(d.j.spouse!) : ''}, releases all rights of dower therein.\n\n`;
      text += `Executed this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, ${y}.\n\n${sigs()}\n\n`;
    }
    text += `${ackBlock(k, ackNames(), ack, county, { doc })}\n\n`;
    if (modern) text += `This instrument prepared by: ${k.official()}, Attorney at Law\n\n`;
    text += recBlock(k, county, rec, ref, 'deed');
  } else if (area === 'TX') {
    const modernForm = y >= 1985 && r.chance(0.75);
    const g = side(k, doc, o.grantors, o.joiners, 'grantor', { caps: modernForm || r.chance(0.4), texas: true, marital: !modernForm, res: !modernForm });
    const e = side(k, doc, o.grantees, [], 'grantee', { caps: modernForm || r.chance(0.4), texas: true, res: !modernForm });
    const resv = res ? res.replace(/the Grantors?/, 'Grantor') : '';
    if (modernForm) {
      const title = o.cov === 'general' ? r.pick(['GENERAL WARRANTY DEED', 'WARRANTY DEED']) : o.cov === 'special' ? 'SPECIAL WARRANTY DEED' : r.pick(['DEED WITHOUT WARRANTY', 'QUITCLAIM DEED']);
      text += `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\n${title}\n\n`;
      text += `Date: ${usDate(exec)}\n\nGrantor: ${g}\n\nGrantor's Mailing Address: ${100 + r.int(9000)} ${r.pick(['Camp Bowie Boulevard', 'Hemphill Street', 'County Road 1017', 'Old Granbury Road', 'Bankhead Highway', 'Santa Fe Drive'])}, ${r.pick(k.A.towns[county])}, Texas\n\nGrantee: ${e}\n\nGrantee's Mailing Address: ${100 + r.int(9000)} ${r.pick(['Magnolia Avenue', 'Berry Street', 'FM 1187', 'Bluebonnet Circle', 'Main Street'])}, ${r.pick(k.A.towns[county])}, Texas\n\n`;
      text += `Consideration: ${o.kind === 'gift' ? 'Love and affection' : 'Ten and No/100 Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged'}.\n\nProperty (including any improvements): ${desc}.\n\nReservations from Conveyance: ${resv || (life ? life : 'None.')}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded and validly existing instruments, other than conveyances of the surface fee estate, that affect the Property; and taxes for ${y}, which Grantee assumes.\n\n`;
      if (heirsRecital) text += `${heirsRecital}\n\n`;
      if (o.cov === 'quit')
        text += `Grantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever, without express or implied warranty. All warranties that might arise by common law as well as the warranties in section 5.023 of the Texas Property Code (or its successor) are excluded.\n\n`;
      else
        text += `Grantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof${o.cov === 'special' ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.\n\n`;
      text += `When the context requires, singular nouns and pronouns include the plural.\n\n${sigAck()}\n\nAFTER RECORDING RETURN TO:\n${doc.nm(o.grantees[0])}\n\nPREPARED IN THE LAW OFFICE OF:\n${k.official()}, Attorney at Law\n\n`;
    } else {
      const title = o.cov === 'quit' ? 'QUITCLAIM DEED' : o.kind === 'gift' ? 'GIFT DEED' : r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', '']);
      text += `${title}\n\nTHE STATE OF TEXAS  §\n                    §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}  §\n\n`;
      const grant = o.cov === 'quit' ? 'have Quitclaimed, and by these presents do Quitclaim, unto' : 'have Granted, Sold and Conveyed, and by these presents do Grant, Sell and Convey, unto';
      text += `That ${pl ? 'we' : 'I'}, ${g}, for and in consideration of ${cons}${o.kind === 'gift' ? '' : ` to ${pl ? 'us' : 'me'} in hand paid by ${e}`}, the receipt of which is hereby acknowledged, ${grant} the said ${e}, ${o.cov === 'quit' ? `all of ${pl ? 'our' : 'my'} right, title and interest in and to ` : ''}${/^(the |All of|Lots? |being )/.test(desc) ? `all that certain tract or parcel of land in ${county} County, Texas, described as follows, to-wit: ${desc}` : `all that certain ${desc}`}.\n\n`;
      if (heirsRecital) text += `${heirsRecital}\n\n`;
      if (resv) text += `${resv}\n\n`;
      if (life) text += `${life}\n\n`;
      const der = derivation(k, f, pl ? 'Grantors' : 'Grantor');
      if (der && r.chance(0.6)) text += `${der}\n\n`;
      text += `TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging unto the said grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns forever`;
      if (o.cov === 'quit') text += `, so that neither ${pl ? 'we' : 'I'} nor ${pl ? 'our' : 'my'} heirs shall have, claim or demand any right or title to the aforesaid premises.\n\n`;
      else
        text += `; and ${pl ? 'we do' : 'I do'} hereby bind ${pl ? 'ourselves, our' : 'myself, my'} heirs, executors and administrators, to Warrant and Forever Defend all and singular the said premises unto the said grantee${gpl ? 's' : ''}, ${gpl ? 'their' : 'his'} heirs and assigns, against every person whomsoever lawfully claiming or to claim the same, or any part thereof${o.cov === 'special' ? ', by, through or under us, but not otherwise' : ''}.\n\n`;
      text += `WITNESS ${pl ? 'our hands' : 'my hand'} this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, A.D. ${y}.\n\n${sigAck()}\n\n`;
    }
    text += recBlock(k, county, rec, ref, 'deed');
  } else {
    // Florida
    const g = side(k, doc, o.grantors, o.joiners, 'grantor', { caps: r.chance(0.6), marital: true, res: true });
    const e = side(k, doc, o.grantees, [], 'grantee', { caps: r.chance(0.6), res: true });
    const addr = `${100 + r.int(9000)} ${r.pick(['State Road 29', 'Immokalee Road', 'Tamiami Trail', 'Bridge Street', 'Palm Beach Boulevard', 'Fort Denaud Road', 'Corkscrew Road'])}, ${r.pick(k.A.towns[county])}, Florida`;
    const prep = modern ? `This instrument prepared by:\n${k.official()}, Esq.\n${r.pick(k.A.towns[county])}, Florida\n\nParcel Identification No. ${pad(r.int(99999999), 8)}${pad(r.int(999), 3)}\n\n` : '';
    if (o.cov === 'quit') {
      text += `${prep}QUIT-CLAIM DEED\n\nTHIS QUIT-CLAIM DEED, Executed this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, A.D. ${y}, by ${g}, first party, to ${e}, whose post office address is ${addr}, second party.\n\n(Wherever used herein the terms "first party" and "second party" shall include singular and plural, heirs, legal representatives, and assigns of individuals, and the successors and assigns of corporations, wherever the context so admits or requires.)\n\n`;
      text += `WITNESSETH, That the said first party, for and in consideration of ${cons}, in hand paid by the said second party, the receipt whereof is hereby acknowledged, does hereby remise, release and quit-claim unto the said second party forever, all the right, title, interest, claim and demand which the said first party has in and to the following described lot, piece or parcel of land, situate, lying and being in the County of ${county}, State of Florida, to-wit:\n\n${desc}.\n\n`;
      if (heirsRecital) text += `${heirsRecital}\n\n`;
      text += `TO HAVE AND TO HOLD the same together with all and singular the appurtenances thereunto belonging or in anywise appertaining, and all the estate, right, title, interest, lien, equity and claim whatsoever of the said first party, either in law or equity, to the only proper use, benefit and behoof of the said second party forever.\n\nIN WITNESS WHEREOF, the said first party has signed and sealed these presents the day and year first above written.\n\nSigned, sealed and delivered in our presence:\n${k.official()}\n${k.official()}\n\n${sigs()}\n\n`;
    } else if (y < 1960 && o.cov === 'general' && r.chance(0.6)) {
      text += `WARRANTY DEED\n(STATUTORY FORM -- SECTION 689.02 F.S.)\n\nThis Indenture, Made this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, A.D. ${y}, Between ${g}, of the County of ${county}, in the State of Florida, grantor*, and ${e}, whose post office address is ${addr}, grantee*,\n\nWitnesseth, That said grantor, for and in consideration of ${cons}, and other good and valuable considerations to said grantor in hand paid by said grantee, the receipt whereof is hereby acknowledged, has granted, bargained and sold to the said grantee, and grantee's heirs and assigns forever, the following described land, situate, lying and being in ${county} County, Florida, to-wit:\n\n${desc}.\n\n`;
      if (res) text += `${res}\n\n`;
      if (life) text += `${life}\n\n`;
      text += `and said grantor does hereby fully warrant the title to said land, and will defend the same against the lawful claims of all persons whomsoever.\n\n*"Grantor" and "grantee" are used for singular or plural, as context requires.\n\nIn Witness Whereof, grantor has hereunto set grantor's hand and seal the day and year first above written.\n\nSigned, sealed and delivered in our presence:\n${k.official()}\n${k.official()}\n\n${sigs()}\n\n`;
    } else {
      const title = o.cov === 'special' ? 'SPECIAL WARRANTY DEED' : 'WARRANTY DEED';
      text += `${prep}${title}\n\nThis ${o.cov === 'special' ? 'Special ' : ''}Warranty Deed Made the ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, A.D. ${y}, by ${g}, hereinafter called the grantor, to ${e}, whose post office address is ${addr}, hereinafter called the grantee:\n\n(Wherever used herein the terms "grantor" and "grantee" include all the parties to this instrument and the heirs, legal representatives and assigns of individuals, and the successors and assigns of corporations.)\n\n`;
      text += `Witnesseth, that the grantor, for and in consideration of ${cons}, receipt whereof is hereby acknowledged, hereby grants, bargains, sells, aliens, remises, releases, conveys and confirms unto the grantee${o.entirety ? ', as tenants by the entirety,' : ''} all that certain land situate in ${county} County, Florida, viz:\n\n${desc}.\n\n`;
      if (heirsRecital) text += `${heirsRecital}\n\n`;
      if (res) text += `${res}\n\n`;
      if (life) text += `${life}\n\n`;
      text += `Together with all the tenements, hereditaments and appurtenances thereto belonging or in anywise appertaining.\n\nTo Have and to Hold, the same in fee simple forever.\n\nAnd the grantor hereby covenants with said grantee that the grantor is lawfully seized of said land in fee simple; that the grantor has good right and lawful authority to sell and convey said land; that the grantor hereby ${o.cov === 'special' ? 'warrants the title to said land and will defend the same against the lawful claims of all persons claiming by, through or under the said grantor, but against none other' : 'fully warrants the title to said land and will defend the same against the lawful claims of all persons whomsoever'}; and that said land is free of all encumbrances, except taxes accruing subsequent to December 31, ${y - 1}.\n\nIn Witness Whereof, the said grantor has signed and sealed these presents the day and year first above written.\n\nSigned, sealed and delivered in our presence:\n${k.official()}\n${k.official()}\n\n${sigs()}\n\n`;
    }
    text += `${ackBlock(k, ackNames(), ack, county, { doc })}\n\n${y >= 1963 ? `Documentary Stamp Tax paid: ${money(((acres ?? 40) * (30 + r.int(200)) * 7) / 10)}\n\n` : ''}${recBlock(k, county, rec, ref, 'deed')}`;
  }
  // links: holders to each grantee; a spouse who only joins, required false
  link(k, doc, ts, 'fee', o.grantors, o.grantees);
  link(k, doc, ts, 'fee', o.joiners, o.grantees, false);
  const title = doc.cat === 'warranty_deed' ? 'Warranty Deed' : doc.cat === 'special_warranty_deed' ? 'Special Warranty Deed' : 'Quitclaim Deed';
  setVest(f, { how: 'deed', from: partyNames(doc, 'grantor').join(' and '), to: o.grantees.map((g) => doc.nm(g)).join(' and '), date: exec, ref: ref.cite, title: `a ${o.kind === 'gift' ? 'Deed of Gift' : title}` });
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// Mineral and royalty deeds.

interface MinOpts {
  tracts: Tract[];
  farm: Farm;
  grantors: P[];
  joiners: P[];
  grantees: P[];
  /** Fraction of the whole minerals; null: all of the grantor's interest. */
  f: Fr | null;
  royalty?: Fr;
  at: D;
  /** A stranger's deed: no derivation to recite. */
  stranger?: boolean;
}
function interestText(k: Pkg, f: Fr | null, who: string): string {
  const w = mineralsWord(k);
  if (f === null) return `all of ${who}'s right, title and interest in and to the ${w} in, on and under and that may be produced from`;
  if (fEq(f, ONE)) return `all of the ${w} in, on and under and that may be produced from`;
  return `an undivided ${fracBoth(f)} interest in and to all of the ${w} in, on and under and that may be produced from`;
}
function royaltyText(k: Pkg, rf: Fr): string {
  return k.r.pick([
    `an undivided ${fracBoth(rf)} interest in and to all of the royalty, being the landowner's royalty reserved or to be reserved in any oil and gas lease, in and to all of the oil, gas and other minerals produced, saved and sold from`,
    `an undivided ${fracBoth(rf)} of the royalty interest in all oil, gas and other minerals in, on and under and that may be produced from`,
  ]);
}
function signBlockFor(k: Pkg, doc: DocB, ps: P[], date: D, county: string, role: Role, seal = false): string {
  const people = signers(doc, [role]);
  const orgs = ps.filter((p) => p.kind === 'organization');
  let s = people.length ? `${sigLines(people, seal)}\n\n${ackBlock(k, people, date, county, { doc })}` : '';
  for (const c of orgs) {
    const off = k.official();
    const title = c.org?.form === 'llc' ? 'Manager' : k.r.pick(['President', 'Vice President', 'Attorney-in-Fact']);
    const [ac, as] = k.r.chance(0.7) ? [county, k.A.stateName] : k.r.pick([['Harris', 'Texas'], ['Allegheny', 'Pennsylvania'], ['Dallas', 'Texas'], ['Oklahoma', 'Oklahoma'], ['Kanawha', 'West Virginia'], ['Franklin', 'Ohio']]);
    s += `\n\n${corpSig(doc.nm(c), off, title)}\n\n${corpAck(k, doc.nm(c), off, title, date, ac, as)}`;
  }
  return s.replace(/^\n+/, '').trimEnd();
}

function writeMineral(k: Pkg, o: MinOpts): DocB {
  const r = k.r;
  const doc = new DocB(k, o.royalty ? 'royalty_deed' : 'mineral_deed');
  const ts = o.tracts;
  doc.useTracts(ts);
  doc.estate('mineral');
  const { exec, ack, rec } = execAckRec(k, o.at);
  doc.exec = exec;
  doc.ack = ack;
  doc.rec = rec;
  const y = exec.y;
  const modern = y >= 1975;
  const county = ts[0].county;
  const pl = plural(o.grantors) || o.joiners.length > 0;
  const desc = describeAll(k, ts, r.int(12), modern);
  const ref = makeRef(k, county, rec, k.area === 'TX' && y < 1987 ? 'deed' : 'deed');
  const area = k.area;
  const texas = area === 'TX';
  const g = side(k, doc, o.grantors, o.joiners, 'grantor', { caps: r.chance(0.5), texas, marital: r.chance(0.5), res: true });
  const e = side(k, doc, o.grantees, [], 'grantee', { caps: r.chance(0.5), texas, res: true });
  const what = o.royalty ? royaltyText(k, o.royalty) : interestText(k, o.f, 'Grantor');
  const gHis = plural(o.grantees) ? 'their' : o.grantees[0].kind === 'organization' ? 'its' : o.grantees[0].female ? 'her' : 'his';
  const cons = r.pick(['the sum of Ten Dollars ($10.00) and other good and valuable consideration', `the sum of ${moneyWords((2 + r.int(40)) * (y < 1950 ? 25 : 100))}`, 'Ten and No/100 Dollars ($10.00) and other valuable consideration']);
  const subj = `This conveyance is made subject to any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that Grantee shall have, receive and enjoy the herein granted interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land from and after the date hereof, precisely as if the Grantee herein had been at the date of the making of said lease the owner of a similar interest in and to the lands described and one of the lessors therein.`;
  const form = area === 'MD' || area === 'VA' ? (r.chance(0.6) ? 'thisdeed' : modern ? 'modern' : 'kam') : modern && r.chance(0.5) ? 'modern' : 'kam';
  let text = '';
  if (form === 'thisdeed') {
    const title = o.royalty ? 'ROYALTY DEED' : r.pick(['OIL AND GAS DEED', 'DEED OF OIL AND GAS', 'MINERAL DEED']);
    text += `${title}\n\nTHIS DEED, made this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, ${y}, by and between ${g}, ${pl ? 'parties' : 'party'} of the first part, Grantor${pl ? 's' : ''}, and ${e}, party of the second part, Grantee.\n\nWITNESSETH: That for and in consideration of ${cons}, the receipt whereof is hereby acknowledged, the said ${pl ? 'parties' : 'party'} of the first part do${pl ? '' : 'es'} hereby grant and convey unto the said party of the second part, ${gHis} ${gHis === 'its' ? 'successors' : 'heirs'} and assigns, ${what} all that certain land situate in ${county} County, ${k.A.stateName}, and more particularly described as follows:\n\n${desc}.\n\n`;
    if (!o.stranger && o.farm.vest && r.chance(0.5)) text += `${derivation(k, o.farm, 'the Grantors')}\n\n`;
    text += `TOGETHER with the right to enter upon said land at all times for the purpose of exploring, drilling and operating for the said oil and gas and removing the same, and of laying pipe lines and erecting such structures as may be necessary therefor.\n\n${subj}\n\nAND the said ${pl ? 'parties' : 'party'} of the first part covenant${pl ? '' : 's'} that ${pl ? 'they' : 'he'} will warrant ${r.chance(0.6) ? 'specially' : 'generally'} the interest hereby conveyed.\n\nWITNESS the following signatures and seals:\n\n`;
  } else if (form === 'modern') {
    text += `${o.royalty ? 'ROYALTY DEED' : 'MINERAL DEED'}\n\nDate: ${usDate(exec)}\n\nGrantor: ${g}\n\nGrantee: ${e}\n\nInterest Conveyed: ${what.replace(/ from$/, '')} the Lands.\n\nLands: ${desc}.\n\nFor ${cons}, the receipt and sufficiency of which are acknowledged, Grantor grants, sells and conveys to Grantee the Interest Conveyed in the Lands, together with all rights of ingress and egress and all other rights incident thereto, to have and to hold unto Grantee and Grantee's heirs, successors and assigns forever. ${subj} Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend the Interest Conveyed unto Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\n`;
  } else {
    const title = o.royalty ? 'ROYALTY DEED' : area === 'OH' ? r.pick(['OIL AND GAS DEED', 'MINERAL DEED']) : r.pick(['MINERAL DEED', 'MINERAL DEED', 'MINERAL RIGHT AND ROYALTY TRANSFER']);
    const head = texas ? `THE STATE OF TEXAS  §\n                    §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}  §\n\n` : 'KNOW ALL MEN BY THESE PRESENTS:\n\n';
    const where = area === 'OH' && ts[0].civil ? `situated in the Township of ${ts[0].civil}, County of ${county}, State of Ohio` : `situated in ${county} County, State of ${k.A.stateName}`;
    text += `${title}\n\n${head}That ${g}, hereinafter called Grantor (whether one or more), for and in consideration of ${cons} cash in hand paid by ${e}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${pl ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${what} the following described lands ${where}, to-wit:\n\n${desc}.\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals, and removing the same therefrom.\n\n${subj}\n\nTO HAVE AND TO HOLD the above described property and easement with all and singular the rights, privileges and appurtenances thereunto or in any wise belonging to the said Grantee herein, ${gHis} heirs, successors and assigns forever, and Grantor does hereby warrant said title to Grantee, ${gHis} heirs, successors and assigns forever, and does hereby agree to defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\nWITNESS ${pl ? 'our hands' : 'my hand'} this ${ordSuffix(exec.d)} day of ${MONTHS[exec.m - 1]}, ${texas ? 'A.D. ' : ''}${y}.\n\n`;
  }
  text += `${signBlockFor(k, doc, [...o.grantors, ...o.joiners], ack, county, 'grantor', form === 'thisdeed')}\n\n${recBlock(k, county, rec, ref, 'deed')}`;
  link(k, doc, ts, 'mineral', o.grantors, o.grantees);
  link(k, doc, ts, 'mineral', o.joiners, o.grantees, false);
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// Leases, assignments, releases, ratifications.

function leaseForm(k: Pkg, y: number, farm: Farm): 'rental' | 'p88' | 'paidup' | 'memo' {
  const r = k.r;
  if (y < 1946) return 'rental';
  if (y < 1975) return r.chance(k.area === 'OH' || k.area === 'MD' ? 0.55 : 0.3) ? 'rental' : 'p88';
  if (farm.kind === 'lot' && y >= 2003) return r.chance(0.7) ? 'paidup' : 'memo';
  if (y < 1986) return r.chance(0.4) ? 'p88' : r.chance(0.5) ? 'paidup' : 'memo';
  return r.chance(0.55) ? 'paidup' : 'memo';
}
function lessorRecital(k: Pkg, names: string[], joinersPresent: boolean): string {
  if (names.length === 1) return joinersPresent ? `${names[0]} et ux` : names[0];
  return k.r.chance(0.5) ? `${names[0]}, et al` : joinAnd(names);
}
function writeLease(k: Pkg, farm: Farm, lessors: P[], joiners: P[], lessee: P, at: D, broker: boolean): DocB {
  const r = k.r;
  const ts = farm.tracts;
  const y = at.y;
  const form = leaseForm(k, y, farm);
  const doc = new DocB(k, 'oil_and_gas_lease');
  doc.useTracts(ts);
  doc.estate('leasehold');
  const dd = execAckRec(k, at);
  const county = ts[0].county;
  const texas = k.area === 'TX';
  if (form === 'paidup' || form === 'memo') {
    doc.eff = at;
    doc.ack = workday(addDays(at, r.int(20)));
    doc.rec = workday(addDays(doc.ack, 5 + r.int(60)));
  } else {
    doc.exec = dd.exec;
    doc.ack = dd.ack;
    doc.rec = dd.rec;
  }
  const date = doc.eff ?? doc.exec!;
  const L = side(k, doc, lessors, joiners, 'lessor', { caps: r.chance(0.5), texas, marital: r.chance(0.5), res: form !== 'memo' });
  const E = doc.add(lessee, 'lessee');
  const Ex = lessee.org && r.chance(0.5) ? `${E}, ${orgDescriptor(lessee.org)}` : lessee.broker ? `${E}, of ${lessee.residence}` : E;
  const acres = ts.reduce((s, t) => s + (t.acres ?? 0), 0);
  const desc = describeAll(k, ts, r.int(12), y >= 1975);
  const ref = makeRef(k, county, doc.rec!, 'lease');
  const bank = k.pickOrg(k.A.banks, y);
  const bankName = orgName(r, bank.org!);
  const term = form === 'rental' ? r.pick([5, 10, 10]) : form === 'p88' ? r.pick([5, 10]) : r.pick([3, 5, 5]);
  const addr = `${100 + r.int(9000)} ${r.pick(['Main Street', 'Route 2', 'Box ' + (10 + r.int(300)), 'Church Street', 'Ridge Road'])}, ${r.pick(k.A.towns[county])}, ${k.A.stateName}`;
  let text = '';
  if (form === 'rental') {
    text += `OIL AND GAS LEASE\n\nAGREEMENT, Made and entered into the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y}, by and between ${L}, hereinafter called Lessor (whether one or more), and ${Ex}, hereinafter called Lessee.\n\n`;
    text += `WITNESSETH, That the said Lessor, for and in consideration of ${moneyWords(1 + r.int(5))} cash in hand paid, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of the Lessee to be paid, kept and performed, has granted, demised, leased and let, and by these presents does grant, demise, lease and let unto the said Lessee, for the sole and only purpose of mining and operating for oil and gas, and of laying pipe lines, and of building tanks, powers, stations and structures thereon to produce, save and take care of said products, all that certain tract of land situate in ${county} County, State of ${k.A.stateName}, described as follows, to-wit:\n\n${desc}.\n\n`;
    text += `It is agreed that this lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the Lessee.\n\n`;
    text += `In consideration of the premises the said Lessee covenants and agrees: 1st. To deliver to the credit of Lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth (1/8) part of all oil produced and saved from the leased premises. 2nd. To pay the Lessor ${moneyWords(100 * (1 + r.int(3)))} each year, in advance, for the gas from each well where gas only is found, while the same is being used off the premises.`;
    if (k.area === 'OH' || k.area === 'MD') text += ` Lessor to have gas free of cost from any such well for all stoves and all inside lights in the principal dwelling house on said land during the same time by making Lessor's own connections with the well at Lessor's own risk and expense.`;
    text += `\n\nIf no well be commenced on said land on or before the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y + 1}, this lease shall terminate as to both parties, unless the Lessee on or before that date shall pay or tender to the Lessor, or to the Lessor's credit in the ${bankName}, at ${r.pick(k.A.towns[county])}, ${k.A.stateName}, or its successors, which shall continue as the depository regardless of changes in the ownership of said land, the sum of ${moneyWords(Math.max(10, Math.round(acres || 40)))}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\n`;
    if (k.area === 'MD') text += `Lessee shall have the further right to inject gas into and to store gas in any formation underlying said land, and to remove the same, paying to Lessor for such storage rights the sum of Fifty Cents per acre per annum.\n\n`;
    text += `IN WITNESS WHEREOF, the said parties have hereunto set their hands and seals the day and year first above written.\n\n`;
  } else if (form === 'p88') {
    const revs = ['10-48', '1-56', '5-60', '7-69'].filter((v) => 1900 + Number(v.split('-')[1]) <= date.y);
    text += `PRODUCERS 88 (Rev.${revs.length ? ` ${r.pick(revs)}` : ''}) -- ${k.A.stateName} Form\nOIL AND GAS LEASE\n\nTHIS AGREEMENT made this ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y}, between ${L}, Lessor (whether one or more), whose address is ${addr}, and ${Ex}, Lessee, WITNESSETH:\n\n`;
    text += `1. Lessor, in consideration of Ten and No/100 Dollars ($10.00) in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, laying pipe lines, building tanks, power stations, telephone lines and other structures thereon to produce, save, take care of, treat, transport and own said products, the following described land in ${county} County, ${k.A.stateName}, to-wit:\n\n${desc}.\n\n`;
    if (acres) text += `For the purpose of calculating the rental payments hereinafter provided for, said land is estimated to comprise ${acresNum(acres)} acres, whether it actually comprises more or less.\n\n`;
    text += `2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled hereunder.\n\n3. The royalties to be paid by Lessee are: (a) on oil, one-eighth of that produced and saved from said land, the same to be delivered at the wells or to the credit of Lessor into the pipe line to which the wells may be connected; (b) on gas, including casinghead gas or other gaseous substance, produced from said land and sold or used off the premises, the market value at the well of one-eighth of the gas so sold or used.\n\n`;
    text += `4. If operations for drilling are not commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless on or before such anniversary date Lessee shall pay or tender to Lessor or to the credit of Lessor in ${bankName} at ${r.pick(k.A.towns[county])}, ${k.A.stateName} (which bank and its successors are Lessor's agent and shall continue as the depository for all rentals payable hereunder regardless of changes in ownership of said land or the rentals), the sum of ${moneyWords(Math.max(10, Math.round(acres || 40)))} (herein called rentals), which shall cover the privilege of deferring commencement of drilling operations for a period of twelve (12) months.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\n`;
  } else if (form === 'paidup') {
    const roy = y >= 2004 ? r.pick(['one-fourth (1/4)', 'twenty-five percent (25%)', 'one-fifth (1/5)']) : r.pick(['three-sixteenths (3/16)', 'one-eighth (1/8)', 'one-sixth (1/6)']);
    text += `PAID-UP OIL AND GAS LEASE${farm.kind === 'lot' ? '\n(No Surface Use)' : ''}\n\nTHIS OIL AND GAS LEASE (this "Lease") is made and entered into effective as of the ${ordSuffix(date.d)} day of ${MONTHS[date.m - 1]}, ${date.y} (the "Effective Date"), by and between ${L}, whose address is ${addr} (hereinafter called "Lessor", whether one or more), and ${Ex}, whose address is ${r.pick(['777 Main Street, Suite 1400, Fort Worth, Texas 76102', '600 Grant Street, Pittsburgh, Pennsylvania 15219', 'P.O. Box 2180, Houston, Texas 77252', '1000 Louisiana Street, Houston, Texas 77002'])} (hereinafter called "Lessee").\n\n`;
    text += `1. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called leased premises:\n\n${desc}${acres && ts.length === 1 ? `, containing ${acresNum(acres)} gross acres, more or less` : ''},\n\nin the County of ${county}, State of ${k.A.stateName}, for the purpose of exploring for, developing, producing and marketing oil and gas, along with all hydrocarbon and nonhydrocarbon substances produced in association therewith.\n\n2. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${numberWords(term)} (${term}) years from the Effective Date, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises or from lands pooled therewith.\n\n3. Royalties on oil, gas and other substances produced and saved hereunder shall be paid by Lessee to Lessor as follows: ${roy} of the oil, gas and other substances produced, saved and marketed from the leased premises.\n\n`;
    if (farm.kind === 'lot') text += `14. No Surface Use. Notwithstanding anything to the contrary herein, Lessee shall not conduct any operations on the surface of the leased premises. Lessee may develop the leased premises by means of directional or horizontal wells drilled from surface locations on other lands, and the leased premises may be pooled with other lands for that purpose.\n\n`;
    text += `IN WITNESS WHEREOF, this Lease is executed on the date(s) of the acknowledgment(s) below, but shall be effective for all purposes as of the Effective Date.\n\n`;
  } else {
    text += `MEMORANDUM OF OIL AND GAS LEASE\n\n${texas ? `STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §\n\n` : ''}THIS MEMORANDUM OF OIL AND GAS LEASE is made effective as of ${usDate(date)}, by and between ${L} ("Lessor") and ${Ex} ("Lessee").\n\nLessor has executed and delivered unto Lessee an Oil and Gas Lease dated effective as of ${usDate(date)} (the "Lease"), covering the following described lands situated in ${county} County, ${k.A.stateName} (the "Lands"):\n\n${desc}.\n\nThe Lease provides for a primary term of ${numberWords(term)} (${term}) years from its effective date and for so long thereafter as oil or gas is produced from the Lands or lands pooled therewith, all upon the terms and conditions set forth in the Lease, which are incorporated herein by reference as if fully set out. This Memorandum is executed and recorded for the purpose of giving notice of the Lease and shall not be deemed to amend or modify it.\n\nEXECUTED on the dates of the acknowledgments below, to be effective as of the date first written above.\n\n`;
  }
  text += `${signBlockFor(k, doc, [...lessors, ...joiners], doc.ack!, county, 'lessor', form === 'rental')}\n\n${recBlock(k, county, doc.rec!, ref, 'lease')}`;
  link(k, doc, ts, 'leasehold', lessors, [lessee]);
  link(k, doc, ts, 'leasehold', joiners, [lessee], false);
  const lnames = lessors.map((p) => doc.nm(p));
  farm.lease = {
    farm,
    lessors: [...lessors],
    joiners: [...joiners],
    holders: [lessee],
    origLessee: lessee,
    date,
    ref: ref.cite,
    lessorText: lessorRecital(k, lnames, joiners.length > 0),
    lesseeText: E,
    expires: date.y + term,
    valid: true,
    live: true,
    deadLessors: [],
    ratified: false,
    broker,
  };
  return finish(k, doc, text);
}

function leaseRecital(k: Pkg, l: Lease): string {
  return `that certain Oil and Gas Lease dated ${k.r.chance(0.5) ? usDate(l.date) : ordDate(l.date)}, from ${l.lessorText}, as Lessor, to ${l.lesseeText}, as Lessee, recorded in ${l.ref}`;
}
function writeAssignment(k: Pkg, l: Lease, assignors: P[], assignee: P, at: D, partial: boolean): DocB {
  const r = k.r;
  const ts = l.farm.tracts;
  const doc = new DocB(k, 'assignment_of_lease');
  doc.useTracts(ts);
  doc.estate('leasehold');
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const county = ts[0].county;
  const y = d.exec.y;
  const modern = y >= 1980;
  if (modern && r.chance(0.45)) doc.eff = { y: d.exec.m === 1 ? d.exec.y - 1 : d.exec.y, m: d.exec.m === 1 ? 12 : d.exec.m - 1, d: 1 };
  const A = assignors.map((p) => doc.add(p, 'assignor'));
  const B = doc.add(assignee, 'assignee');
  const ref = makeRef(k, county, d.rec, 'lease');
  const override = !partial && r.chance(0.25) ? r.pick<Fr>([fr(1, 32), fr(1, 16), fr(1, 40)]) : null;
  const part = partial ? `an undivided one-half (1/2) of Assignor's right, title and interest` : 'all of Assignor\'s right, title and interest';
  const desc = describeAll(k, ts, r.int(12), y >= 1975);
  let text = `${partial ? 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE' : r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT'])}\n\n`;
  if (k.area === 'TX') text += `THE STATE OF TEXAS  §\n                    §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}  §\n\n`;
  else text += 'KNOW ALL MEN BY THESE PRESENTS:\n\n';
  text += `That ${joinAnd(A)}${assignors.length > 1 ? ', hereinafter collectively called' : ', hereinafter called'} "Assignor," for and in consideration of ${r.pick(['One Dollar ($1.00)', 'Ten Dollars ($10.00)'])} and other good and valuable consideration, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${B}${assignee.org && r.chance(0.5) ? `, ${orgDescriptor(assignee.org)}` : ''}, hereinafter called "Assignee," ${part} in and to ${leaseRecital(k, l)}, insofar as said lease covers the following described land situated in ${county} County, ${k.A.stateName}:\n\n${desc}.\n\n`;
  if (override) text += `SAVE AND EXCEPT, and there is hereby reserved unto Assignor, an overriding royalty equal to ${fracBoth(override)} of all oil, gas and other minerals produced, saved and marketed from said land under said lease, free of the costs of development and operation.\n\n`;
  text += `together with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith. Assignee assumes and agrees to perform all of the obligations of the lessee under said lease insofar as it is hereby assigned.\n\n`;
  if (doc.eff) text += `This Assignment is executed on the date set forth below but is made effective as of 7:00 a.m., local time, on ${usDate(doc.eff)} (the "Effective Time").\n\n`;
  text += `EXECUTED this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}.\n\n${signBlockFor(k, doc, assignors, d.ack, county, 'assignor')}\n\n${recBlock(k, county, d.rec, ref, 'assignment')}`;
  link(k, doc, ts, 'leasehold', assignors, [assignee]);
  l.holders = partial ? [...l.holders, assignee] : [assignee];
  return finish(k, doc, text);
}

/** A broker's Assignment and Bill of Sale of all his leases of a campaign, with their Exhibit A. */
function writeBrokerAssignment(k: Pkg, broker: P, company: P, leases: Lease[], at: D): DocB {
  const r = k.r;
  const doc = new DocB(k, 'assignment_of_lease');
  const ts = leases.flatMap((l) => l.farm.tracts);
  doc.useTracts(ts);
  doc.estate('leasehold');
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const latest = leases.map((l) => l.date).reduce((a, b) => (before(a, b) ? b : a));
  const eff = addDays(d.exec, -(10 + r.int(60)));
  doc.eff = before(latest, eff) ? eff : addDays(latest, 1 + r.int(5));
  if (!before(doc.eff, d.exec)) doc.eff = d.exec;
  const county = ts[0].county;
  const A = doc.add(broker, 'assignor');
  const B = doc.add(company, 'assignee');
  const ref = makeRef(k, county, d.rec, 'lease');
  let text = `ASSIGNMENT AND BILL OF SALE\n\n${k.area === 'TX' ? `STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §` : `STATE OF ${k.A.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}`}\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nTHAT, ${A}, an individual, whose address is ${broker.residence} ("Assignor"), for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby GRANT, BARGAIN, SELL, ASSIGN, TRANSFER and CONVEY unto ${B}${company.org ? `, ${orgDescriptor(company.org)}` : ''} ("Assignee"), all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto and made a part hereof (the "Leases"), insofar as the Leases cover the lands described therein, together with all rights, privileges and benefits appurtenant thereto.\n\nTO HAVE AND TO HOLD the Leases unto Assignee, its successors and assigns, forever. Assignor warrants title to the Leases by, through and under Assignor, but not otherwise.\n\nThis Assignment is executed on ${usDate(d.exec)}, but is made effective as of 7:00 a.m., local time, on ${usDate(doc.eff)} (the "Effective Time").\n\n${sigLines([A], false, true)}\n\n${ackBlock(k, [A], d.ack, county)}\n\n`;
  text += `EXHIBIT "A"\nAttached to and made a part of that certain Assignment and Bill of Sale from ${A} to ${B}\n\nLease No. | Lessor | Lessee | Lease Date | Recording | Lands\n`;
  leases.forEach((l, i) => {
    text += `${pad(i + 1, 3)} | ${l.lessorText} | ${A} | ${numDate(l.date)} | ${l.ref} | ${l.farm.tracts.map(shortDesc).join('; ')}\n`;
  });
  text += `\n${recBlock(k, county, d.rec, ref, 'assignment')}`;
  for (const l of leases) {
    link(k, doc, l.farm.tracts, 'leasehold', [broker], [company]);
    l.holders = [company];
  }
  return finish(k, doc, text);
}

function writeRelease(k: Pkg, l: Lease, at: D): DocB {
  const r = k.r;
  const ts = l.farm.tracts;
  const doc = new DocB(k, 'release_of_lease');
  doc.useTracts(ts);
  doc.estate('leasehold');
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const county = ts[0].county;
  const H = l.holders.map((p) => doc.add(p, 'lessee'));
  const L = side(k, doc, l.lessors, l.joiners, 'lessor', { texas: k.area === 'TX' });
  const ref = makeRef(k, county, d.rec, 'lease');
  const origLessee = l.holders.includes(l.origLessee) ? doc.nm(l.origLessee) : l.lesseeText;
  const desc = describeAll(k, ts, r.int(12), d.exec.y >= 1975);
  const title = k.area === 'OH' ? r.pick(['SURRENDER OF OIL AND GAS LEASE', 'RELEASE OF OIL AND GAS LEASE']) : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE OF LEASE']);
  const text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat ${joinAnd(H)}, the present owner${l.holders.length > 1 ? 's' : ''} and holder${l.holders.length > 1 ? 's' : ''} of that certain Oil and Gas Lease dated ${usDate(l.date)}, executed by ${L}, as Lessor, to ${origLessee}, as Lessee, recorded in ${l.ref}, covering the following described land in ${county} County, ${k.A.stateName}:\n\n${desc},\n\ndo${l.holders.length > 1 ? '' : 'es'} hereby release, relinquish and surrender unto the said Lessor${l.lessors.length > 1 ? 's' : ''}, ${l.lessors.length > 1 ? 'their' : 'his'} heirs, successors and assigns, all right, title and interest in and to said lease and the leasehold estate created thereby, insofar as it covers the above described land${k.area === 'OH' ? ', and the Recorder of said County is hereby authorized to enter this surrender on the margin of the record of said lease' : ''}.\n\nEXECUTED this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${d.exec.y}.\n\n${signBlockFor(k, doc, l.holders, d.ack, county, 'lessee')}\n\n${recBlock(k, county, d.rec, ref, 'release')}`;
  for (const h of l.holders) {
    link(k, doc, ts, 'leasehold', [h], l.lessors);
    link(k, doc, ts, 'leasehold', [h], l.joiners, false);
  }
  l.live = false;
  return finish(k, doc, text);
}

function writeRatification(k: Pkg, l: Lease, ratifiers: P[], joiners: P[], at: D): DocB {
  const r = k.r;
  const ts = l.farm.tracts;
  const doc = new DocB(k, 'other');
  doc.useTracts(ts);
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const county = ts[0].county;
  const R = side(k, doc, ratifiers, joiners, 'lessor', { texas: k.area === 'TX', res: true });
  const H = l.holders.map((p) => doc.add(p, 'lessee'));
  const ref = makeRef(k, county, d.rec, 'lease');
  const dec = l.deadLessors.map((p) => personName(p, 'init', false));
  const desc = describeAll(k, ts, r.int(12), d.exec.y >= 1975);
  const text = `RATIFICATION OF OIL AND GAS LEASE\n\nWHEREAS, by Oil and Gas Lease dated ${usDate(l.date)}, recorded in ${l.ref}, ${l.lessorText}, as Lessor, leased to ${l.lesseeText}, as Lessee, the following described land in ${county} County, ${k.A.stateName}:\n\n${desc};\n\nWHEREAS, said lease is now owned and held by ${joinAnd(H)}; and\n\nWHEREAS, ${dec.length ? `${joinAnd(dec)}, one of said lessors, has since died, and ` : ''}the undersigned ${R} ${ratifiers.length > 1 ? 'are' : 'is'} now the owner${ratifiers.length > 1 ? 's' : ''} of an interest in the oil, gas and other minerals in and under said land;\n\nNOW, THEREFORE, for and in consideration of One Dollar ($1.00) and other good and valuable consideration, the receipt of which is hereby acknowledged, the undersigned do${ratifiers.length > 1 ? '' : 'es'} hereby adopt, ratify and confirm said lease, and do${ratifiers.length > 1 ? '' : 'es'} hereby lease, demise and let unto the present owner${l.holders.length > 1 ? 's' : ''} of said lease all of the undersigned's interest in said land, upon the terms and conditions of said lease, as fully as if the undersigned had executed the same as Lessor.\n\nEXECUTED this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${d.exec.y}.\n\n${signBlockFor(k, doc, [...ratifiers, ...joiners], d.ack, county, 'lessor')}\n\n${recBlock(k, county, d.rec, ref, 'instrument')}`;
  l.ratified = true;
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// Liens and easements: they move nothing.

function writeMortgage(k: Pkg, farm: Farm, borrowers: P[], joiners: P[], at: D): Mortgage {
  const r = k.r;
  const ts = farm.tracts;
  const y = at.y;
  const county = ts[0].county;
  const bank = k.pickOrg(k.A.banks, y);
  const doc = new DocB(k, 'deed_of_trust');
  doc.useTracts(ts);
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const amount = (5 + r.int(60)) * (y < 1940 ? 100 : y < 1970 ? 500 : 2500);
  const ref = makeRef(k, county, d.rec, 'mortgage');
  const trustees: P[] = [];
  const texas = k.area === 'TX';
  const dot = texas || k.area === 'VA' || (k.area === 'MD' && y >= 1976);
  let text: string;
  const B = side(k, doc, borrowers, joiners, 'grantor', { caps: r.chance(0.5), texas, res: true });
  const desc = describeAll(k, ts, r.int(12), y >= 1975);
  if (dot) {
    const n = k.area === 'VA' ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const t = k.newPerson({ female: r.chance(0.2), born: y - 35 - r.int(20), alive: y + 1 });
      t.residence = k.res(county);
      t.sink = true;
      trustees.push(t);
    }
    const T = trustees.map((t) => doc.add(t, 'grantee'));
    const bn = doc.add(bank, 'other');
    text = `DEED OF TRUST\n\nTHIS DEED OF TRUST, made this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}, by and between ${B}, Grantor${borrowers.length + joiners.length > 1 ? 's' : ''}, and ${joinAnd(T)}, Trustee${n > 1 ? 's, either of whom may act' : ''}, for the benefit of ${bn}${bank.org ? `, ${orgDescriptor(bank.org)}` : ''}, Beneficiary.\n\nWITNESSETH: That the Grantor${borrowers.length + joiners.length > 1 ? 's do' : ' does'} hereby grant and convey unto the said Trustee${n > 1 ? 's' : ''}, in trust, with power of sale, the following described property situate in ${county} County, ${k.A.stateName}:\n\n${desc}.\n\nIN TRUST to secure the payment of a certain promissory note of even date herewith in the principal sum of ${money(amount)}, payable to the order of the Beneficiary, with interest thereon at the rate therein provided, the final installment being due and payable on ${usDate(addDays(d.exec, 365 * (10 + r.int(20))))}.\n\nUpon payment of said note in full, the Trustee${n > 1 ? 's' : ''} shall release this Deed of Trust at the cost of the Grantors.\n\nWITNESS the following signatures and seals:\n\n`;
  } else {
    const bn = doc.add(bank, 'grantee');
    text = `MORTGAGE\n\n${k.area === 'OH' ? `KNOW ALL MEN BY THESE PRESENTS, That ${B}, the Mortgagor${borrowers.length + joiners.length > 1 ? 's' : ''}, for consideration paid, grant${borrowers.length + joiners.length > 1 ? '' : 's'}, with mortgage covenants, to ${bn}, the Mortgagee, whose tax-mailing address is ${r.pick(k.A.towns[county])}, Ohio, the following described real property:` : `THIS MORTGAGE, Made this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}, by and between ${B}, Mortgagor${borrowers.length + joiners.length > 1 ? 's' : ''}, and ${bn}${bank.org ? `, ${orgDescriptor(bank.org)}` : ''}, Mortgagee. WITNESSETH, That in consideration of the sum of ${money(amount)}, this day loaned by the Mortgagee to the Mortgagors, the Mortgagors do hereby grant, bargain, sell and convey unto the said Mortgagee, its successors and assigns, the following described land situate in ${county} County, ${k.A.stateName}:`}\n\n${desc}.\n\nPROVIDED, that if the said Mortgagor${borrowers.length + joiners.length > 1 ? 's' : ''} shall pay or cause to be paid to the said Mortgagee the aforesaid sum of ${money(amount)}, with interest thereon, according to the terms of ${borrowers.length > 1 ? 'their' : 'a'} promissory note of even date herewith, then these presents shall be void.\n\n${k.area === 'OH' ? `Executed this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}.` : 'WITNESS the hands and seals of the Mortgagors.'}\n\n`;
  }
  text += `${sigLines(signers(doc, ['grantor']), true)}\n\n${ackBlock(k, signers(doc, ['grantor']), d.ack, county, { exec: d.exec, doc })}\n\n${recBlock(k, county, d.rec, ref, dot ? 'deed of trust' : 'mortgage')}`;
  finish(k, doc, text);
  const m: Mortgage = { borrowers: [...borrowers, ...joiners], bank, trustees, date: d.exec, ref: ref.cite, farm, amount, borrowerText: signers(doc, ['grantor']).join(' and ') };
  farm.mortgages.push(m);
  return m;
}

function writeMortgageRelease(k: Pkg, m: Mortgage, at: D): DocB {
  const r = k.r;
  const ts = m.farm.tracts;
  const county = ts[0].county;
  const doc = new DocB(k, 'other');
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const describes = r.chance(0.6);
  if (describes) doc.useTracts(ts);
  const bn = doc.add(m.bank, 'grantor');
  const Bs = m.borrowers.map((p) => doc.add(p, 'grantee') + resOf(p));
  const ref = makeRef(k, county, d.rec, 'mortgage');
  const dot = m.trustees.length > 0;
  const title = k.area === 'VA' && dot ? 'CERTIFICATE OF SATISFACTION' : k.area === 'TX' ? 'RELEASE OF LIEN' : k.area === 'FL' ? 'SATISFACTION OF MORTGAGE' : dot ? 'RELEASE OF DEED OF TRUST' : 'RELEASE OF MORTGAGE';
  const what = dot ? 'Deed of Trust' : 'Mortgage';
  let text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${bn}, the owner and holder of the note secured by that certain ${what} executed by ${joinAnd(Bs)} to ${dot ? `${m.trustees.map((t) => personName(t, 'init', false)).join(' and ')}, Trustee${m.trustees.length > 1 ? 's' : ''}, for the benefit of ${bn}` : bn}, dated ${usDate(m.date)}, and recorded in ${m.ref}, securing the principal sum of ${money(m.amount)}, does hereby acknowledge full payment and satisfaction of said note and ${what}, and does hereby release and discharge the lien thereof${describes ? ` upon the following described land in ${county} County, ${k.A.stateName}:\n\n${describeAll(k, ts, r.int(12), d.exec.y >= 1975)}.` : ', and the Clerk is authorized to cancel the same of record.'}\n\n`;
  text += `IN WITNESS WHEREOF, the said ${bn} has caused these presents to be executed by its duly authorized officer this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${d.exec.y}.\n\n${signBlockFor(k, doc, [m.bank], d.ack, county, 'grantor')}\n\n${recBlock(k, county, d.rec, ref, 'certificate')}`;
  return finish(k, doc, text);
}

function writeEasement(k: Pkg, farm: Farm, grantors: P[], joiners: P[], at: D): DocB {
  const r = k.r;
  const ts = farm.tracts;
  const county = ts[0].county;
  const y = at.y;
  const co = k.pickOrg(k.A.utilities, y);
  const doc = new DocB(k, 'easement');
  doc.useTracts(ts);
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const G = side(k, doc, grantors, joiners, 'grantor', { texas: k.area === 'TX', res: true });
  const E = doc.add(co, 'grantee');
  const ref = makeRef(k, county, d.rec, 'misc');
  const pipe = /Gas|Pipeline|Gathering/.test(co.org!.base);
  const desc = describeAll(k, ts, r.int(12), y >= 1975);
  const text = `${pipe ? 'RIGHT OF WAY AGREEMENT' : r.pick(['RIGHT OF WAY EASEMENT', 'EASEMENT'])}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${G}, hereinafter called Grantor, for and in consideration of ${moneyWords(10 * (1 + r.int(30)))} in hand paid by ${E}, hereinafter called Grantee, the receipt of which is hereby acknowledged, do${plural(grantors) || joiners.length ? '' : 'es'} hereby grant and convey unto said Grantee, its successors and assigns, a right of way and easement ${pipe ? 'to lay, maintain, operate, replace and remove a pipe line for the transportation of gas' : 'to construct, operate and maintain an electric transmission and distribution line, consisting of poles, wires and fixtures'}, over and through the following described land situate in ${county} County, ${k.A.stateName}:\n\n${desc},\n\nsaid right of way to be ${pipe ? 'thirty (30)' : 'twenty (20)'} feet in width, with the right of ingress and egress to and from the same. Grantor reserves the right to use and enjoy said land except for the purposes herein granted, and Grantee shall pay for any damages to crops, fences and timber arising from its operations.\n\nWITNESS ${plural(grantors) || joiners.length ? 'our hands' : 'my hand'} this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}.\n\n${sigLines(signers(doc, ['grantor']), k.area !== 'TX')}\n\n${ackBlock(k, signers(doc, ['grantor']), d.ack, county, { exec: d.exec, doc })}\n\n${recBlock(k, county, d.rec, ref, 'easement')}`;
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// Deaths: affidavits, probate orders, fiduciaries' deeds, survivors' affidavits.

interface EItem {
  farm: Farm;
  estate: 'fee' | 'mineral';
  share: Fr | null;
}
type DeathKind = 'affidavit' | 'list' | 'will' | 'cot' | 'jdh' | 'homestead' | 'summary' | 'distribution' | 'prsale' | 'todconfirm';

/** ", of Garrett County, Maryland" after the name of one of the package's namesakes (always written). */
function resOf(p: P): string {
  return p.showRes ? `, of ${p.residence}` : '';
}
function relation(dec: P, h: P): string {
  if (dec.spouse === h) return h.female ? 'wife' : 'husband';
  if (h.parent === dec || (dec.spouse && h.parent === dec.spouse)) return h.female ? 'daughter' : 'son';
  return h.female ? 'sister' : 'brother';
}
function propertyText(k: Pkg, items: EItem[], modern: boolean): string {
  const parts: string[] = [];
  for (const it of items) {
    const d = describeAll(k, it.farm.tracts, k.r.int(12), modern);
    if (it.estate === 'fee') parts.push(d);
    else {
      const lead = !it.share ? 'All of the interest of the decedent in and to' : fEq(it.share, ONE) ? 'All of' : `An undivided ${fracBoth(it.share)} interest in and to`;
      parts.push(`${lead} the oil, gas and other minerals in, on and under the following described land: ${d}`);
    }
  }
  return parts.map((p, i) => (parts.length > 1 ? `${i + 1}. ${p}.` : `${p}.`)).join('\n\n');
}
function deathDateText(k: Pkg, d: D): string {
  return k.r.pick([usDate(d), ordDate(d), `on or about ${usDate(d)}`]).replace(/^on or about /, k.r.chance(0.5) ? 'on or about ' : '');
}
function writeDeath(k: Pkg, dec: P, items: EItem[], heirs: P[], kind: DeathKind, at: D, deathD: D, o: { buyer?: P; testate: boolean; pr?: P | null }): DocB {
  const r = k.r;
  const ts = items.flatMap((it) => it.farm.tracts);
  const county = ts[0].county;
  const deedKind = kind === 'distribution' || kind === 'prsale';
  const cat: Cat = deedKind ? 'other' : kind === 'affidavit' || kind === 'list' || kind === 'todconfirm' ? 'affidavit_of_heirship' : 'probate';
  const doc = new DocB(k, cat);
  doc.useTracts(ts);
  for (const it of items) doc.estate(it.estate);
  if (dec.jrSon) doc.sr.add(dec.id);
  doc.bias = 'full';
  const y = at.y;
  const modern = y >= 1975;
  if (deedKind) {
    const d = execAckRec(k, at);
    doc.exec = d.exec;
    doc.ack = d.ack;
    doc.rec = d.rec;
  } else {
    doc.exec = workday(at);
    doc.rec = workday(addDays(doc.exec, 2 + r.int(60)));
    doc.death = deathD;
  }
  const ref = makeRef(k, county, doc.rec!, kind === 'prsale' || kind === 'distribution' || kind === 'todconfirm' ? 'deed' : 'misc');
  doc.cite = ref.cite;
  const estateNo = `${y}-${kind === 'cot' ? 'ES' : kind === 'homestead' || kind === 'summary' ? 'CP' : 'E'}-${pad(1 + r.int(900), 4)}`;
  const recipients = kind === 'prsale' ? [o.buyer!] : heirs;
  let D1 = '';
  let heirNames: string[] = [];
  const shareOf = fr(1, heirs.length);
  const shareTxt = heirs.length === 1 ? 'the entire interest' : `an undivided ${fracBoth(shareOf)} interest`;
  const prop = () => propertyText(k, items, modern);
  const heirRows = (withShare: boolean) =>
    heirs.map((h) => {
      const n = doc.nm(h);
      return `${n}, ${relation(dec, h)}${h.female && h.spouse && !heirs.includes(h.spouse) && h.parent ? `, wife of ${personName(h.spouse, 'init', false)}` : ''}, of ${h.residence || k.res(county)}${withShare ? ` -- ${shareTxt}` : ''}`;
    });
  // the decedent first, then who takes
  if (deedKind) D1 = doc.add(dec, 'grantor');
  else D1 = doc.add(dec, 'decedent');
  if (dec.showRes) D1 = `${D1}, of ${dec.residence}`;
  if (kind === 'prsale') doc.add(o.buyer!, 'grantee');
  else heirNames = heirs.map((h) => doc.add(h, deedKind ? 'grantee' : 'heir') + resOf(h));
  const prName = o.pr ? (heirs.includes(o.pr) ? doc.nm(o.pr) : personName(o.pr, 'init', false)) : k.official();
  const prFemale = o.pr ? o.pr.female : r.chance(0.5);
  const prWord = y >= 1974 || k.area === 'OH' || k.area === 'TX' ? 'Personal Representative' : o.testate ? (prFemale ? 'Executrix' : 'Executor') : prFemale ? 'Administratrix' : 'Administrator';
  const his = dec.female ? 'her' : 'his';
  const dd = deathDateText(k, deathD);
  let text = '';
  switch (kind) {
    case 'affidavit': {
      const aff = k.newPerson({ born: dec.born + r.int(20) - 5, alive: y + 1 });
      aff.residence = k.res(county);
      aff.sink = true;
      const A = doc.add(aff, 'other');
      const sp = dec.spouse;
      const kids = heirs.filter((h) => h !== sp);
      text += `AFFIDAVIT OF HEIRSHIP\n\n${k.area === 'TX' ? `THE STATE OF TEXAS  §\nCOUNTY OF ${county.toUpperCase()}  §` : `STATE OF ${k.A.stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}`}\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${A}, who, being by me first duly sworn, upon oath deposes and says:\n\n`;
      text += `My name is ${A}. I reside in ${county} County, ${k.A.stateName}, and I am not related to the decedent by blood or marriage. I was well acquainted with ${D1}, deceased, for more than ${numberWords(10 + r.int(30))} years prior to ${his} death, and I know the facts concerning ${his} family history stated herein.\n\n`;
      text += `${D1} died intestate in ${county} County, ${k.A.stateName}, ${dd.startsWith('on') ? dd : `on ${dd}`}. No administration upon ${his} estate is pending, and none is necessary.\n\n`;
      if (sp && heirs.includes(sp)) text += `At the time of ${his} death the decedent was married to ${doc.nm(sp)}, who survives. The decedent was married only once.\n\n`;
      else if (sp) text += `The decedent was married only once, to ${personName(sp, 'init', false)}, who predeceased ${dec.female ? 'her' : 'him'}.\n\n`;
      else text += `The decedent never married.\n\n`;
      if (kids.length && kids.some((h) => h.parent)) text += `The following children were born to the decedent, and no others; none was adopted, and no child of the decedent died before ${dec.female ? 'her' : 'him'} leaving descendants:\n\n${kids.map((h) => `    ${doc.nm(h)}, ${relation(dec, h)}, of ${h.residence || k.res(county)}`).join('\n')}\n\n`;
      else if (kids.length) text += `The decedent left no child or descendant of a child. ${His(dec)} only heirs are ${his} ${kids.length > 1 ? 'brothers and sisters' : 'sibling'} named below.\n\n`;
      text += `At the time of ${his} death the decedent owned the following described property:\n\n${prop()}\n\nThe heirs at law of the decedent, who inherited ${his} said property in equal shares, are:\n\n${heirRows(true)
        .map((x) => `    ${x}`)
        .join('\n')}\n\n${sigLines([A], false)}\n\n${jurat(k, doc.exec!, county, A)}`;
      break;
    }
    case 'list': {
      const affiant = r.pick(heirs);
      const A = doc.nm(affiant);
      text += `LIST OF HEIRS\n${y >= 2012 ? '(Virginia Code § 64.2-509)\n' : y >= 1950 ? '(Virginia Code § 64.1-134)\n' : ''}\nDecedent: ${D1.toUpperCase()}\nDate of Death: ${usDate(deathD)}\nLast Address: ${r.pick(k.A.towns[county])}, ${county} County, Virginia\n\nThe undersigned, ${A}, being first duly sworn, states that ${affiant.female ? 'she' : 'he'} is ${r.chance(0.5) ? `the ${affiant.female ? 'Administratrix' : 'Administrator'} of the estate of the above-named decedent and an heir at law of the decedent` : 'an heir at law of the above-named decedent'}, who died intestate, and that the following is a true and complete list of the heirs at law of the decedent, with their relationship to the decedent, ages and addresses:\n\nNAME | RELATIONSHIP | AGE | ADDRESS\n`;
      for (const h of heirs) text += `${doc.nm(h)}${resOf(h)} | ${cap(relation(dec, h))} | ${Math.max(21, y - h.born)} | ${r.pick(k.A.towns[county] ?? ['Richmond'])}, ${h.residence.split(', ')[1] ?? 'Virginia'}\n`;
      text += `\nThe decedent died seized of the following real estate in the Commonwealth of Virginia, which descended to the heirs named above in equal shares:\n\n${prop()}\n\n${sigLines([A], false)}\n\n${jurat(k, doc.exec!, county, A)}`;
      break;
    }
    case 'will': {
      const willD = addDays(deathD, -(300 + r.int(6000)));
      const devise = heirs.length === 1 ? `to my ${relation(dec, heirs[0])}, ${heirNames[0]}, absolutely and in fee simple` : `to ${joinAnd(heirs.map((h, i) => `my ${relation(dec, h)}, ${heirNames[i]}`))}, in equal shares, share and share alike`;
      const willTxt = `"ITEM ${r.pick(['II', 'III', 'SECOND', 'THIRD'])}. I give, devise and bequeath all of the rest, residue and remainder of my property, real, personal and mixed, wheresoever situate, including all of my lands and all of my oil, gas and mineral interests, ${devise}."`;
      if (k.area === 'MD') {
        text += `IN THE ORPHANS' COURT FOR ${county.toUpperCase()} COUNTY, MARYLAND\n\nESTATE NO. ${estateNo}\n\nIN THE MATTER OF THE ESTATE OF ${D1.toUpperCase()}, DECEASED\n\nORDER FOR PROBATE\n\nUpon the petition of ${prName}, and the Court having examined the paper writing dated ${usDate(willD)}, purporting to be the Last Will and Testament of ${D1}, late of ${county} County, who died ${dd.startsWith('on') ? dd : `on ${dd}`}, and it appearing that the same was duly executed and attested according to law, it is this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}, by the Orphans' Court for ${county} County,\n\nORDERED, that the said paper writing be, and it is hereby, admitted to probate as the Last Will and Testament of the said ${D1}, and that Letters Testamentary be granted to ${prName}.\n\nThe said Will provides, in part, as follows:\n\n${willTxt}\n\nThe real estate of the decedent in ${county} County so devised is described as follows:\n\n${prop()}\n\n${k.official()}\n${k.official()}\n${k.official()}\nJudges of the Orphans' Court\n\nTrue Copy -- Test: ${k.official()}, Register of Wills for ${county} County`;
      } else if (k.area === 'VA') {
        text += `VIRGINIA: In the Clerk's Office of the Circuit Court of ${county} County, on the ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}.\n\nThe paper writing bearing date the ${ordSuffix(willD.d)} day of ${MONTHS[willD.m - 1]}, ${willD.y}, purporting to be the last will and testament of ${D1}, deceased, late of ${county} County, who died ${dd.startsWith('on') ? dd : `on ${dd}`}, was this day presented in said office by ${prName}, the ${prFemale ? 'executrix' : 'executor'} therein named, and was proved by the oaths of ${k.official()} and ${k.official()}, the subscribing witnesses thereto, and is ORDERED to be recorded as and for the true last will and testament of the said ${D1}.\n\nAnd on the motion of the said ${prName}, who made oath and entered into and acknowledged a bond in the penalty of ${money(5000 * (1 + r.int(20)))}, without surety, the testator having so directed, conditioned according to law, CERTIFICATE OF QUALIFICATION is granted ${prFemale ? 'her' : 'him'} for obtaining letters testamentary on the estate of the said decedent in due form.\n\nTeste: ${k.official()}, Clerk\n\nLAST WILL AND TESTAMENT OF ${D1.toUpperCase()}\n\n${willTxt}\n\nThe real estate passing under said will includes the following:\n\n${prop()}`;
      } else {
        // Texas muniment of title
        text += `CAUSE NO. ${pad(1 + r.int(99999), 5)}-${r.pick(['PR', 'P'])}\n\nIN THE ESTATE OF  §  IN THE COUNTY COURT\n${D1.toUpperCase()},  §  OF\nDECEASED  §  ${county.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the Application for Probate of Will as a Muniment of Title filed by ${prName} in the Estate of ${D1}, Deceased (the "Decedent"). The Court, having heard the evidence and reviewed the Will and the other documents filed herein, finds that the allegations contained in the Application are true; that all necessary citations have been issued, served and returned in the manner and for the length of time required by law; that the Decedent died ${dd.startsWith('on') ? dd : `on ${dd}`}; that four years have not elapsed since the date of the Decedent's death; that the Decedent's Will dated ${usDate(willD)} was executed with the formalities and solemnities and under the circumstances required by law to make it a valid Will; that no letters testamentary or of administration have been granted; and that there are no unpaid debts owing by the Estate of the Decedent, exclusive of any debt secured by liens on real estate.\n\nIT IS ORDERED that the Will is admitted to probate as a Muniment of Title only.\n\nThe Will devises the Decedent's property as follows: ${willTxt}\n\nThe Decedent's property in ${county} County, Texas, includes:\n\n${prop()}\n\nSIGNED this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}.\n\n                                        ______________________________\n                                        JUDGE PRESIDING`;
      }
      break;
    }
    case 'cot': {
      text += `CERTIFICATE OF TRANSFER\n\nPROBATE COURT OF ${county.toUpperCase()} COUNTY, OHIO\n${k.official().toUpperCase()}, PROBATE JUDGE\n\nESTATE OF ${D1.toUpperCase()}, DECEASED\nCase No. ${estateNo}\n\nThe decedent died ${dd.startsWith('on') ? dd : `on ${dd}`}, ${o.testate ? 'testate' : 'intestate'}, a resident of ${county} County, Ohio.\n\nThe decedent at the time of death was the owner of the real property described below. The persons to whom such real property passed by ${o.testate ? 'devise' : 'descent'} are as follows:\n\nName | Residence Address | Transferee's Interest in Real Property\n`;
      for (const h of heirs) text += `${doc.nm(h)}${resOf(h)} | ${r.pick(k.A.towns[county])}, ${h.residence.split(', ')[1] ?? 'Ohio'} | ${cap(shareTxt)}\n`;
      text += `\nDescription of real property:\n\n${prop()}\n\n${items[0].farm.vest ? `Prior Instrument Reference: ${items[0].farm.vest.ref}\n\n` : ''}The court certifies that the above information is correct and directs the county auditor to transfer the real property on the tax list and the county recorder to make the proper entries on the records.\n\nDate: ${usDate(doc.exec!)}\n\n                                        ${k.official()}, Probate Judge\n                                        By ${k.official()}, Deputy Clerk`;
      break;
    }
    case 'jdh': {
      text += `CAUSE NO. ${pad(1 + r.int(99999), 5)}-${r.pick(['PR', 'P'])}\n\nIN THE ESTATE OF  §  IN THE COUNTY COURT\n${D1.toUpperCase()},  §  OF\nDECEASED  §  ${county.toUpperCase()} COUNTY, TEXAS\n\nJUDGMENT DECLARING HEIRSHIP\n\nOn this day the Court considered the Application to Determine Heirship filed in this cause by ${r.chance(0.6) ? heirNames[0] : k.official()}. The Court, having heard the evidence, including the testimony of two disinterested witnesses, and the report of the attorney ad litem appointed to represent the unknown heirs of the decedent, finds that ${D1} died intestate ${dd.startsWith('on') ? dd : `on ${dd}`}, domiciled in ${county} County, Texas; that the Court has jurisdiction and venue; and that the following persons are the only heirs at law of the decedent, and that each is entitled to the share of the decedent's estate set out opposite his or her name:\n\n${heirRows(true)
        .map((x) => `    ${x}`)
        .join('\n')}\n\nThe decedent's estate includes the following real property in ${county} County, Texas:\n\n${prop()}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the persons named above are the heirs of the decedent and that they are entitled to the shares of the decedent's estate stated above.\n\nSIGNED this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}.\n\n                                        ______________________________\n                                        JUDGE PRESIDING`;
      break;
    }
    case 'homestead': {
      text += `IN THE CIRCUIT COURT FOR ${county.toUpperCase()} COUNTY, FLORIDA\nPROBATE DIVISION\n\nFile No. ${pad(y % 100)}-${pad(1 + r.int(9999), 4)}-CP\n\nIN RE: ESTATE OF\n${D1.toUpperCase()},\nDeceased.\n\nORDER DETERMINING HOMESTEAD STATUS OF REAL PROPERTY\n\nOn the Petition of ${r.chance(0.6) ? heirNames[0] : k.official()} to determine homestead status of real property, the Court finding that the decedent died ${dd.startsWith('on') ? dd : `on ${dd}`}, domiciled in ${county} County, Florida; that the decedent was not survived by a spouse or a minor child; and that the decedent resided on the real property described below, which he owned, it is\n\nADJUDGED that the following described property:\n\n${prop()}\n\nconstituted the homestead of the decedent within the meaning of Article X, Section 4 of the Constitution of the State of Florida, and that the title to the homestead property descended to and vested in the following persons, in equal shares, at the death of the decedent:\n\n${heirRows(false)
        .map((x) => `    ${x}`)
        .join('\n')}\n\nDONE AND ORDERED in Chambers at ${r.pick(k.A.towns[county])}, ${county} County, Florida, on ${usDate(doc.exec!)}.\n\n                                        ______________________________\n                                        Circuit Judge`;
      break;
    }
    case 'summary': {
      text += `IN THE CIRCUIT COURT FOR ${county.toUpperCase()} COUNTY, FLORIDA\nPROBATE DIVISION\n\nFile No. ${pad(y % 100)}-${pad(1 + r.int(9999), 4)}-CP\n\nIN RE: ESTATE OF ${D1.toUpperCase()}, Deceased.\n\nORDER OF SUMMARY ADMINISTRATION\n(${o.testate ? 'testate' : 'intestate'})\n\nOn the Petition of ${r.chance(0.6) ? heirNames[0] : k.official()} for summary administration of the estate of ${D1}, deceased, the Court finding that the decedent died ${dd.startsWith('on') ? dd : `on ${dd}`}; that all interested persons have been served proper notice of the petition or have waived notice thereof; that the material allegations of the petition are true; and that the decedent's estate qualifies for summary administration, it is\n\nADJUDGED that there be immediate distribution of the assets of the decedent as follows:\n\nName | Asset, Share or Amount\n`;
      for (const h of heirs) text += `${doc.nm(h)}${resOf(h)} | ${cap(shareTxt)} in the real property described below\n`;
      text += `\nReal property:\n\n${prop()}\n\nADJUDGED further that those to whom specified parts of the decedent's estate are assigned by this order shall be entitled to receive and collect the same and to maintain actions to enforce the right.\n\nDONE AND ORDERED at ${r.pick(k.A.towns[county])}, Florida, on ${usDate(doc.exec!)}.\n\n                                        ______________________________\n                                        Circuit Judge`;
      break;
    }
    case 'todconfirm': {
      const ben = heirs[0];
      const B = doc.nm(ben) + resOf(ben);
      text += `AFFIDAVIT OF CONFIRMATION\n(Ohio Revised Code Section 5302.222)\n\nSTATE OF OHIO\nCOUNTY OF ${county.toUpperCase()}, SS:\n\n${B}, being first duly sworn, deposes and says:\n\n1. ${D1}, the owner of record of the real property described below, died ${dd.startsWith('on') ? dd : `on ${dd}`}, as evidenced by the certified copy of the death certificate attached hereto.\n\n2. The decedent executed a Transfer on Death Designation Affidavit, recorded in ${items[0].farm.tod ? 'the records of ' + county + ' County' : 'said records'}, designating the affiant as the transfer on death beneficiary of said real property.\n\n3. The affiant is the transfer on death beneficiary so designated, and hereby confirms and accepts the transfer of the decedent's interest in the real property described as follows:\n\n${prop()}\n\n${items[0].farm.vest ? `Prior Instrument Reference: ${items[0].farm.vest.ref}\n\n` : ''}${sigLines([B], false)}\n\n${jurat(k, doc.exec!, county, B)}`;
      break;
    }
    case 'distribution': {
      const p1 = `${prName}, ${prWord} of the Estate of ${D1}, late of ${county} County, deceased`;
      const fl = k.area === 'FL';
      text += `${fl ? `${prWord.toUpperCase()}'S DISTRIBUTIVE DEED` : 'DEED OF DISTRIBUTION'}\n\nTHIS ${fl ? 'DEED' : 'DEED OF DISTRIBUTION'}, made this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}, by ${p1}, ${fl ? `${county} County Probate File No. ${estateNo}` : `Estate No. ${estateNo}`}, Grantor, and ${joinAnd(heirNames)}, Grantee${heirs.length > 1 ? 's' : ''}.\n\nWHEREAS, the said ${D1} departed this life ${dd.startsWith('on') ? dd : `on ${dd}`}, ${o.testate ? `testate, leaving a Last Will and Testament which has been duly admitted to probate${fl ? '' : ` by the Orphans' Court for ${county} County`}` : 'intestate'}, and was at the time of death seized of the property hereinafter described; and\n\nWHEREAS, the Grantee${heirs.length > 1 ? 's are' : ' is'} entitled to distribution of said property under ${o.testate ? 'the said Will' : 'the laws of intestate succession'}${heirs.length > 1 ? ', in equal shares, as tenants in common' : ''};\n\nNOW, THEREFORE, WITNESSETH, that for no monetary consideration, and in the course of the administration of said estate, the said ${prWord} does hereby grant and convey unto the Grantee${heirs.length > 1 ? 's' : ''}, ${heirs.length > 1 ? 'their' : 'his'} heirs and assigns, in fee simple, all the following property:\n\n${prop()}\n\n${items[0].farm.vest ? `${derivation(k, items[0].farm, `the said ${D1}`)}\n\n` : ''}AND the said ${prWord} covenants that ${prFemale ? 'she has' : 'he has'} not done or suffered to be done any act, matter or thing whatsoever to encumber the property hereby conveyed.\n\nWITNESS the hand and seal of the said ${prWord}.\n\n${sigLines([`${prName}, ${prWord} of the Estate of ${D1}, deceased`], true, false)}\n\n${ackBlock(k, [`${prName}, ${prWord} of the Estate of ${D1}`], doc.ack!, county, { fem: prFemale })}`;
      break;
    }
    case 'prsale': {
      const B = doc.nm(o.buyer!) + resOf(o.buyer!);
      const cons = `the sum of ${moneyWords((10 + r.int(200)) * (y < 1960 ? 50 : 500))}`;
      const desc = prop();
      if (k.area === 'OH') {
        text += `FIDUCIARY DEED\n\n${prName}, ${o.testate ? (prFemale ? 'Executrix' : 'Executor') : (prFemale ? 'Administratrix' : 'Administrator')} of the Estate of ${D1}, deceased, ${county} County Probate Court Case No. ${estateNo}, by the power conferred by ${o.testate ? 'the Last Will and Testament of the decedent' : 'an order of said Court authorizing the sale of real estate'}, and every other power, for ${cons} paid, grants, with fiduciary covenants, to ${B}, whose tax-mailing address is ${100 + r.int(9000)} ${r.pick(['County Road', 'Township Road'])} ${1 + r.int(400)}, ${r.pick(k.A.towns[county])}, Ohio, the following real property:\n\n${desc}\n\n${items[0].farm.vest ? `Prior Instrument Reference: ${items[0].farm.vest.ref}\n\n` : ''}Executed this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}.\n\n${sigLines([`${prName}, Fiduciary`], false, false)}`;
      } else if (k.area === 'TX') {
        text += `EXECUTOR'S DEED\n\nTHE STATE OF TEXAS  §\n                    §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}  §\n\nThat ${prName}, Independent ${prFemale ? 'Executrix' : 'Executor'} of the Estate of ${D1}, Deceased, acting herein under the authority of the Last Will and Testament of said decedent, duly probated in the County Court of ${county} County, Texas, in Cause No. ${pad(1 + r.int(99999), 5)}-PR, and not otherwise, for and in consideration of ${cons} paid by ${B}, the receipt of which is hereby acknowledged, has Granted, Sold and Conveyed, and by these presents does Grant, Sell and Convey, unto the said ${B}, all of the right, title and interest of the said Estate in and to the following described property:\n\n${desc}\n\nTO HAVE AND TO HOLD the above described premises unto the said grantee, his heirs and assigns forever. This conveyance is made without warranty of title, express or implied, except as to the acts of the ${prFemale ? 'Executrix' : 'Executor'}.\n\nEXECUTED this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}.\n\n${sigLines([`${prName}, Independent ${prFemale ? 'Executrix' : 'Executor'}`], false, false)}`;
      } else if (k.area === 'FL') {
        text += `${prWord.toUpperCase()}'S DEED\n\nTHIS DEED made this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}, by ${prName}, as ${prWord} of the Estate of ${D1}, deceased (hereinafter called "Grantor"), to ${B}, whose post office address is ${r.pick(k.A.towns[county])}, Florida (hereinafter called "Grantee"),\n\nWITNESSETH: That Grantor, pursuant to the powers conferred upon Grantor by ${y >= 1975 ? 'the Florida Probate Code' : 'law'} and ${o.testate ? 'by the Last Will and Testament of the decedent' : 'by order of the Circuit Court'}, ${county} County Probate File No. ${estateNo}, and in consideration of ${cons}, grants, bargains, sells, conveys and confirms unto Grantee, and Grantee's heirs and assigns forever, the following described property in ${county} County, Florida:\n\n${desc}\n\nGrantor covenants that the decedent was seized of said property at the time of death, and that Grantor has good right and lawful authority to convey the same as ${prWord}, but Grantor makes no other warranty.\n\nSigned, sealed and delivered in our presence:\n${k.official()}\n${k.official()}\n\n${sigLines([`${prName}, as ${prWord} of the Estate of ${D1}`], false, false)}`;
      } else {
        const va = k.area === 'VA';
        text += `${va ? (o.testate ? "EXECUTOR'S DEED" : "ADMINISTRATOR'S DEED") : `${prWord.toUpperCase()}'S DEED`}\n\nTHIS DEED, made this ${ordSuffix(doc.exec!.d)} day of ${MONTHS[doc.exec!.m - 1]}, ${y}, by and between ${prName}, ${va ? (o.testate ? `${prFemale ? 'Executrix' : 'Executor'} under the Last Will and Testament of` : `${prFemale ? 'Administratrix' : 'Administrator'} of the Estate of`) : `${prWord} of the Estate of`} ${D1}, deceased, party of the first part, and ${B}, party of the second part.\n\nWITNESSETH: That for and in consideration of ${cons}, the receipt whereof is hereby acknowledged, ${va ? '' : y >= 1974 ? 'and by virtue of the power and authority conferred by Section 7-401 of the Estates and Trusts Article of the Annotated Code of Maryland, ' : `and by virtue of an order of the Orphans' Court for ${county} County authorizing the sale, `}the said party of the first part doth grant and convey unto the said party of the second part, ${o.buyer!.female ? 'her' : 'his'} heirs and assigns, in fee simple, without warranty, all of the following property of which the said ${D1} died seized:\n\n${desc}\n\n${items[0].farm.vest ? `${derivation(k, items[0].farm, `the said ${D1}`)}\n\n` : ''}WITNESS the hand and seal of the said ${va ? 'fiduciary' : prWord}.\n\n${sigLines([prName], true, true)}`;
      }
      text += `\n\n${ackBlock(k, [prName], doc.ack!, county, { exec: doc.exec, fem: prFemale })}`;
      break;
    }
  }
  text += `\n\n${recBlock(k, county, doc.rec!, ref, cat === 'probate' ? 'order' : 'instrument')}`;
  // links: every holding of the decedent on these tracts to each who takes
  for (const it of items) link(k, doc, it.farm.tracts, it.estate, [dec], recipients);
  return finish(k, doc, text);
}
function His(p: P) {
  return p.female ? 'Her' : 'His';
}

/** A survivor's affidavit (tenancy by the entirety or survivorship): moves nothing by itself. */
function writeSurvivor(k: Pkg, dec: P, survivor: P, items: EItem[], at: D, deathD: D): DocB {
  const r = k.r;
  const ts = items.flatMap((it) => it.farm.tracts);
  const county = ts[0].county;
  const doc = new DocB(k, 'other');
  doc.useTracts(ts);
  doc.exec = workday(at);
  doc.rec = workday(addDays(doc.exec, 1 + r.int(40)));
  doc.death = deathD;
  const Dn = doc.add(dec, 'decedent') + resOf(dec);
  const S = doc.add(survivor, 'other') + resOf(survivor);
  const ref = makeRef(k, county, doc.rec, 'deed');
  const v = items[0].farm.vest;
  let title: string;
  let body: string;
  const prop = propertyText(k, items, at.y >= 1975);
  if (k.area === 'FL') {
    title = 'AFFIDAVIT OF CONTINUOUS MARRIAGE AND DEATH OF SPOUSE';
    body = `BEFORE ME, the undersigned authority, personally appeared ${S}, who, being first duly sworn, deposes and says:\n\n1. That ${survivor.female ? 'she' : 'he'} is the surviving spouse of ${Dn}, who died on ${usDate(deathD)}, a certified copy of whose death certificate is attached hereto.\n\n2. That the affiant and the decedent acquired title to the following described property as husband and wife, as tenants by the entirety${v ? `, by deed recorded in ${v.ref}` : ''}:\n\n${prop}\n\n3. That the affiant and the decedent were continuously married to each other from the date of said deed until the death of the decedent, and that title to said property thereupon vested in the affiant as the surviving tenant by the entirety.`;
  } else if (k.area === 'OH') {
    title = 'AFFIDAVIT OF SURVIVING TENANT';
    body = `${S}, being first duly sworn, says that ${Dn}, one of the grantees named in the survivorship deed${v ? ` recorded in ${v.ref}` : ''}, died on ${usDate(deathD)}, a resident of ${county} County, Ohio, as shown by the certificate of death attached hereto; that the affiant is the surviving grantee named in said deed; and that by the terms thereof the title to the following real property vested in the affiant upon the death of the said decedent:\n\n${prop}`;
  } else {
    title = 'AFFIDAVIT OF SURVIVING TENANT BY THE ENTIRETY';
    body = `${S}, being first duly sworn, deposes and says that ${survivor.female ? 'she' : 'he'} and ${Dn}, ${dec.female ? 'his wife' : 'her husband'}, acquired the following described property as tenants by the entirety${v ? ` by deed recorded among the land records of ${county} County in ${v.ref}` : ''}; that they remained husband and wife until the death of the said ${Dn} on ${usDate(deathD)}; and that the affiant, as the surviving tenant by the entirety, is now the sole owner of said property:\n\n${prop}`;
  }
  const text = `${title}\n\n${body}\n\n${sigLines([S], false)}\n\n${jurat(k, doc.exec, county, S)}\n\n${recBlock(k, county, doc.rec, ref, 'affidavit')}`;
  for (const it of items) link(k, doc, it.farm.tracts, it.estate, [dec], [survivor], false);
  return finish(k, doc, text);
}

/** Ohio's transfer on death designation affidavit: moves nothing while the owner lives. */
function writeTodDesignation(k: Pkg, farm: Farm, owner: P, ben: P, at: D): DocB {
  const r = k.r;
  const ts = farm.tracts;
  const county = ts[0].county;
  const doc = new DocB(k, 'other');
  doc.useTracts(ts);
  doc.exec = workday(at);
  doc.rec = workday(addDays(doc.exec, 1 + r.int(30)));
  const O = doc.add(owner, 'grantor') + resOf(owner);
  const B = doc.add(ben, 'grantee') + resOf(ben);
  const ref = makeRef(k, county, doc.rec, 'deed');
  const text = `TRANSFER ON DEATH DESIGNATION AFFIDAVIT\n(Ohio Revised Code Sections 5302.22 and 5302.23)\n\nSTATE OF OHIO\nCOUNTY OF ${county.toUpperCase()}, SS:\n\n${O}, ${owner.female ? 'a widow' : 'a widower'}, being first duly sworn, deposes and states:\n\n1. The affiant is the sole owner of record of the real property described below, having acquired title by the instrument recorded in ${farm.vest ? farm.vest.ref : 'the records of said County'}.\n\n2. The affiant hereby designates ${B}, whose address is ${r.pick(k.A.towns[county])}, Ohio, as the transfer on death beneficiary of all of the affiant's interest in said real property, to take upon the death of the affiant.\n\n3. The affiant is not married.\n\nDescription of real property:\n\n${describeAll(k, ts, r.int(12), true)}.\n\n${farm.vest ? `Prior Instrument Reference: ${farm.vest.ref}\n\n` : ''}${sigLines([O], false)}\n\n${jurat(k, doc.exec, county, O)}\n\n${recBlock(k, county, doc.rec, ref, 'affidavit')}`;
  return finish(k, doc, text);
}

/** A partition deed: two co-owners of a two-tract farm each release one tract to the other. */
function writePartition(k: Pkg, farm: Farm, a: P, b: P, ja: P[], jb: P[], at: D): DocB {
  const r = k.r;
  const [t1, t2] = farm.tracts;
  const county = t1.county;
  const doc = new DocB(k, 'quitclaim_deed');
  doc.useTracts([t1, t2]);
  doc.estate('fee');
  const d = execAckRec(k, at);
  doc.exec = d.exec;
  doc.ack = d.ack;
  doc.rec = d.rec;
  const y = d.exec.y;
  const texas = k.area === 'TX';
  const A = side(k, doc, [a], ja, 'grantor', { texas, res: true });
  const B = side(k, doc, [b], jb, 'grantor', { texas, res: true });
  doc.add(a, 'grantee');
  doc.add(b, 'grantee');
  const an = doc.nm(a);
  const bn = doc.nm(b);
  const ref = makeRef(k, county, d.rec, 'deed');
  const v = farm.vest;
  const text = `${r.pick(['PARTITION DEED', 'DEED OF PARTITION'])}\n\nTHIS DEED OF PARTITION, made this ${ordSuffix(d.exec.d)} day of ${MONTHS[d.exec.m - 1]}, ${y}, by and between ${A}, parties of the first part, and ${B}, parties of the second part.\n\nWHEREAS, the said ${an} and ${bn} are the owners, as tenants in common, each of an undivided one-half (1/2) interest, of the two tracts of land hereinafter described${v ? `, having acquired the same as shown by the instrument recorded in ${v.ref}` : ''}; and\n\nWHEREAS, the said owners have agreed to make partition of said lands between them, so that each shall hold one of said tracts in severalty;\n\nNOW, THEREFORE, WITNESSETH: That for and in consideration of the premises and of the mutual releases herein contained, the parties of the second part do hereby release, remise and forever quitclaim unto the said ${an}, his heirs and assigns, all of their right, title and interest in and to the following described land:\n\n${describe(k, t1, r.int(12), y >= 1975)},\n\nand the parties of the first part do hereby release, remise and forever quitclaim unto the said ${bn}, his heirs and assigns, all of their right, title and interest in and to the following described land:\n\n${describe(k, t2, r.int(12), y >= 1975)}.\n\nTO HAVE AND TO HOLD the said tracts unto the respective parties as above set forth, in severalty, forever.\n\nWITNESS the following signatures and seals:\n\n${sigLines(signers(doc, ['grantor']), true)}\n\n${ackBlock(k, signers(doc, ['grantor']), d.ack, county, { exec: d.exec, doc })}\n\n${recBlock(k, county, d.rec, ref, 'deed')}`;
  link(k, doc, [t1], 'fee', [b], [a]);
  link(k, doc, [t1], 'fee', jb, [a], false);
  link(k, doc, [t2], 'fee', [a], [b]);
  link(k, doc, [t2], 'fee', ja, [b], false);
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// The sovereign's grants.

function presidentOf(y: number): string {
  const P: Array<[number, string]> = [
    [1889, 'Benjamin Harrison'],
    [1893, 'Grover Cleveland'],
    [1897, 'William McKinley'],
    [1901, 'Theodore Roosevelt'],
    [1909, 'William H. Taft'],
    [1913, 'Woodrow Wilson'],
    [1921, 'Warren G. Harding'],
    [1923, 'Calvin Coolidge'],
    [1929, 'Herbert Hoover'],
    [1933, 'Franklin D. Roosevelt'],
  ];
  let n = P[0][1];
  for (const [yy, nm] of P) if (y >= yy) n = nm;
  return n;
}
function patentLand(t: Tract): string {
  const base = t.lots
    ? `the ${t.lots.length === 2 ? `lots ${numberWords(t.lots[0])} and ${numberWords(t.lots[1])}` : `lot ${numberWords(t.lots[0])}`}${t.aliquot ? ` and ${aliquotText(t.aliquot, 4)}` : ''}`
    : aliquotText(t.aliquot!, 4);
  return `${base} of section ${numberWords(t.sec!)} in township ${numberWords(t.twp!)} south of range ${numberWords(t.rng!)} east of Tallahassee Meridian, Florida, containing ${acresWords(t.acres!)}`;
}

function writeTxPatent(k: Pkg, farm: Farm, patentee: P, at: D): DocB {
  const r = k.r;
  const t = farm.tracts[0];
  const doc = new DocB(k, 'patent');
  doc.useTracts([t]);
  doc.estate('fee');
  doc.bias = 'full';
  doc.exec = at;
  doc.rec = workday(addDays(at, 200 + r.int(4000)));
  const G = doc.add(k.sovereign('State of Texas'), 'grantor');
  const E = doc.add(patentee, 'grantee');
  const ref = makeRef(k, t.county, doc.rec, 'deed');
  const text = `[Abstract No. ${t.abstractNo} -- ${t.surveyName} Survey -- ${acresNum(t.acres!)} Acres]\n\nTHE STATE OF TEXAS\n\nNo. ${100 + r.int(900)}     Vol. ${1 + r.int(40)}\n\nTO ALL TO WHOM THESE PRESENTS SHALL COME, KNOW YE: That I, ${k.official()}, Governor of the ${G}, by virtue of the power vested in me by law, and in accordance with the laws of said State in such cases made and provided, Do hereby Grant to ${E}, his heirs or assigns forever, ${titleCase(acresWords(t.acres!))} of Land, situated and described as follows: In ${t.county} County, on the waters of ${t.water}, about ${numberWords(4 + r.int(20))} miles ${r.pick(['north', 'south', 'east', 'west', 'northwest', 'southeast'])} from ${r.pick(k.A.towns[t.county] ?? ['the county seat'])}, by virtue of Certificate No. ${1 + r.int(800)}, issued to the said ${E} by the Board of Land Commissioners of ${r.pick(['Robertson', 'Milam', 'Nacogdoches', 'Fannin'])} County:\n\nBEGINNING at a stake from which a post oak bears ${r.pick(['N', 'S'])} ${10 + r.int(70)} E ${2 + r.int(9)} varas; ${metesCalls(r, false, 'varas', 4)}.\n\nIn testimony whereof, I have caused the Seal of the State to be affixed, as well as the seal of the General Land Office.\n\nDone at the City of Austin, on the ${dayWord(at.d)} day of ${MONTHS[at.m - 1]}, in the year of our Lord ${yearWords(at.y, 'thousand')}.\n\n                                        ${k.official()}, Governor\n                                        ${k.official()}, Commissioner of the General Land Office\n\n${recBlock(k, t.county, doc.rec, ref, 'patent')}`;
  link(k, doc, [t], 'fee', [k.sovereign('State of Texas')], [patentee]);
  setVest(farm, { how: 'patent', from: 'the State of Texas', to: E, date: at, ref: ref.cite, title: 'Patent' });
  return finish(k, doc, text);
}

function writeUsPatent(k: Pkg, farm: Farm, patentee: P, at: D): DocB {
  const r = k.r;
  const ts = farm.tracts;
  const doc = new DocB(k, 'patent');
  doc.useTracts(ts);
  doc.estate('fee');
  doc.bias = 'full';
  doc.exec = at;
  doc.rec = workday(addDays(at, 60 + r.int(3000)));
  const us = k.sovereign('United States of America');
  doc.add(us, 'grantor');
  const E = doc.add(patentee, 'grantee');
  const county = ts[0].county;
  const ref = makeRef(k, county, doc.rec, 'deed');
  const land = ts.map(patentLand).join('; and ');
  const indep = at.y - 1776;
  const text = `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\nHomestead Certificate No. ${1000 + r.int(9000)}\nApplication ${10000 + r.int(30000)}\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at Gainesville, Florida, whereby it appears that, pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${E} has been established and duly consummated, in conformity to law, for ${land}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor-General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${E} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${E} and to his heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${presidentOf(at.y)}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${dayWord(at.d)} day of ${MONTHS[at.m - 1]}, in the year of our Lord ${yearWords(at.y, 'thousand')}, and of the Independence of the United States the one hundred and ${ordinalWord(indep - 100)}.\n\nBy the President: ${presidentOf(at.y)}\nBy ${k.official()}, Secretary.\n${k.official()}, Recorder of the General Land Office.\n\nRecorded, Florida, Vol. ${10 + r.int(90)}, Page ${1 + r.int(400)}.\n\n${recBlock(k, county, doc.rec, ref, 'patent')}`;
  link(k, doc, ts, 'fee', [us], [patentee]);
  setVest(farm, { how: 'patent', from: 'the United States of America', to: E, date: at, ref: ref.cite, title: 'Patent' });
  return finish(k, doc, text);
}

const TIIF = 'Trustees of the Internal Improvement Fund of the State of Florida';
function writeTiif(k: Pkg, farm: Farm, grantee: P, at: D, reserve: boolean): DocB {
  const r = k.r;
  const ts = farm.tracts;
  const doc = new DocB(k, 'patent');
  doc.useTracts(ts);
  doc.estate('fee');
  doc.exec = at;
  doc.rec = workday(addDays(at, 20 + r.int(700)));
  const tr = k.sovereign(TIIF);
  const G = doc.add(tr, 'grantor');
  const E = doc.add(grantee, 'grantee');
  const county = ts[0].county;
  const ref = makeRef(k, county, doc.rec, 'deed');
  const desc = describeAll(k, ts, r.int(12), false);
  const resv = reserve
    ? `\n\nSAVING AND RESERVING unto the said Trustees of the Internal Improvement Fund of the State of Florida, and their successors, an undivided three-fourths interest in, and title in and to an undivided three-fourths interest in, all the phosphate, minerals and metals that are or may be in, on or under the said above described lands, and an undivided one-half interest in, and title in and to an undivided one-half interest in, all the petroleum that is or may be in, on or under the said above described lands, with the privilege to mine and develop the same.`
    : '';
  const text = `TRUSTEES' DEED\n\nTRUSTEES INTERNAL IMPROVEMENT FUND OF THE STATE OF FLORIDA\n\nDEED NO. ${10000 + r.int(15000)}\n\nKNOW ALL MEN BY THESE PRESENTS, That the undersigned, the ${G}, under authority of law, for and in consideration of the sum of ${moneyWords(Math.round((ts.reduce((s, t) => s + (t.acres ?? 40), 0) * (1 + r.int(12))) / 5) * 5)} to them in hand paid by ${E}, of ${grantee.residence || k.res(county)}, have granted, bargained, sold and conveyed, and by these presents do grant, bargain, sell and convey unto the said ${E}, and to ${grantee.female ? 'her' : 'his'} heirs and assigns forever, the following described lands situate, lying and being in the County of ${county}, State of Florida, to-wit:\n\n${desc}.${resv}\n\nTO HAVE AND TO HOLD the above granted lands unto the said ${E}, ${grantee.female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, the said Trustees have hereunto subscribed their names and affixed their seals, and have caused the seal of the Department of Agriculture of the State of Florida to be hereunto affixed, at the Capitol, in the City of Tallahassee, on this the ${ordSuffix(at.d)} day of ${MONTHS[at.m - 1]}, A.D. ${at.y}.\n\n${['Governor', 'Comptroller', 'Treasurer', 'Attorney General', 'Commissioner of Agriculture'].map((t, i) => `${k.officials[(k.officials.indexOf(k.official()) + i * 7) % k.officials.length]}, ${t} (SEAL)`).join('\n')}\n\nAs and Constituting the Trustees of the Internal Improvement Fund of the State of Florida.\n\n${recBlock(k, county, doc.rec, ref, 'deed')}`;
  link(k, doc, ts, 'fee', [tr], [grantee]);
  setVest(farm, { how: 'patent', from: `the ${TIIF}`, to: E, date: at, ref: ref.cite, title: 'Trustees\' Deed' });
  return finish(k, doc, text);
}

// ---------------------------------------------------------------------------------------------
// The package's history, simulated year by year on one clock.

function simulate(k: Pkg, target: number) {
  const r = k.r;
  const A = k.A;
  const farms = k.farms;
  const sched: Array<{ y: number; fn: (y: number) => void }> = [];
  const later = (y: number, fn: (y: number) => void) => sched.push({ y, fn });
  const dayIn = (y: number): D => (y >= 2025 ? { y: 2025, m: 1 + r.int(8), d: 1 + r.int(28) } : randDay(r, y));
  /** The record closes in the fall of 2025. */
  const cap = (d: D): D => (iso(d)! > '2025-09-30' ? { y: 2025, m: 9, d: 1 + r.int(28) } : d);
  const alive = (p: P) => !p.dead;
  let namesakePlaced = false;
  let nextFarmId = 0;

  // ---- farms ----
  const nFarms = Math.max(5, Math.round(target / 12));
  const gapKinds: Array<Farm['gap']> = ['gnr', 'cba', 'cmh'];
  for (let i = gapKinds.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [gapKinds[i], gapKinds[j]] = [gapKinds[j], gapKinds[i]];
  }
  const newFarm = (gap: Farm['gap']): Farm | null => {
    let kind: Tract['kind'];
    let county = r.pick(A.counties);
    let startKind: Farm['startKind'] = 'first';
    let start = A.start[0] + r.int(A.start[1] - A.start[0]);
    let n = gap ? 1 : r.chance(0.45) ? 2 : 1;
    let statesAcres = true;
    switch (A.key) {
      case 'MD':
        kind = county === 'Garrett' && r.chance(0.5) ? 'mil' : 'mb';
        break;
      case 'OH':
        kind = 'usmd';
        break;
      case 'VA':
        kind = 'mb';
        break;
      case 'TX':
        if (r.chance(0.35)) {
          kind = 'lot';
          county = r.chance(0.6) ? 'Tarrant' : r.pick(['Johnson', 'Parker', 'Wise']);
          start = 1921 + r.int(36);
          startKind = 'developer';
          n = 1;
        } else {
          kind = 'survey';
          if (r.chance(0.35)) {
            startKind = 'txpatent';
            start = 1856 + r.int(30);
            n = 1;
          }
        }
        break;
      default: {
        kind = 'rect';
        const x = r.next();
        if (x < 0.3) {
          county = 'Lee';
          startKind = 'uspatent';
          start = 1889 + r.int(32);
        } else if (x < 0.65) {
          startKind = 'tiif';
          start = 1905 + r.int(55);
          if (county === 'Lee') county = r.pick(['Collier', 'Hendry', 'Lee']);
        }
        if (county !== 'Lee' && start < 1924) start = 1924 + r.int(30);
        statesAcres = startKind !== 'first' || r.chance(0.6);
      }
    }
    const ts = makeTracts(k, kind, county, n, statesAcres);
    if (!ts.length) return null;
    if (startKind === 'txpatent') {
      const t = ts[0];
      k.usedKeys.delete(t.key);
      t.wholeSurvey = true;
      t.acres = r.pick([320, 640, 160, 480, 177]);
      t.t.acres = t.acres;
      t.key = tractKey(t.t);
      k.usedKeys.add(t.key);
    }
    return {
      id: nextFarmId++,
      tracts: ts,
      county,
      kind,
      fee: [],
      tbe: false,
      coheirs: false,
      unsev: ONE,
      min: new Map(),
      lease: null,
      next: start + 3 + r.int(10),
      blockedUntil: 0,
      lifeTenant: null,
      gap,
      gapYear: gap ? Math.min(2008, start + 8 + r.int(40)) : 9999,
      gapDone: false,
      vest: null,
      mortgages: [],
      tod: null,
      start,
      active: false,
      reserveFirstSale: gap === 'cmh',
      startKind,
      heirsOf: '',
    };
  };
  for (let i = 0; farms.length < nFarms && i < nFarms * 3; i++) {
    const f = newFarm(farms.length < 3 ? gapKinds[farms.length] : '');
    if (f) farms.push(f);
  }

  // ---- helpers ----
  const joinersOf = (hs: P[]) => hs.flatMap((h) => (h.kind === 'person' && h.spouse && !h.spouse.dead && !hs.includes(h.spouse) && !h.spouse.sink ? [h.spouse] : []));
  const addMin = (f: Farm, p: P, x: Fr, useAll = false) => {
    const h = f.min.get(p);
    if (h) {
      h.f = fAdd(h.f, x);
      if (useAll) h.useAll = true;
    } else f.min.set(p, { f: x, useAll });
  };
  const invalidate = (f: Farm, ps: P[]) => {
    if (f.lease?.live && f.lease.lessors.some((l) => ps.includes(l))) f.lease.valid = false;
  };
  const stateReserved = (f: Farm) => [...f.min.values()].some((h) => h.frozen);
  const feeOk = (f: Farm) => f.fee.length > 0 && f.fee.every((p) => alive(p) && p.kind === 'person');
  const seniorOf = (hs: P[]) => hs.find((p) => !p.female) ?? hs[0];
  const origin = () => k.namesakePlan.origin;
  /** The namesake, when the package has one and he has not yet appeared, takes on a farm his namesake never held. */
  const namesakeFor = (f: Farm): P | null => {
    const o = origin();
    const n = k.namesake;
    if (!o || !n || namesakePlaced || n.dead) return null;
    if (f.fee.includes(o) || f.min.has(o) || !k.docs.some((d) => d.persons.includes(o.id))) return null;
    if (!r.chance(0.6)) return null;
    namesakePlaced = true;
    return n;
  };
  const granteesFor = (f: Farm, y: number, avoid: P[]): { gs: P[]; entirety: boolean } => {
    const b = namesakeFor(f) ?? k.buyer(y, f.county, avoid);
    if (b.kind === 'person' && b.spouse && !b.spouse.dead) {
      if (A.key === 'TX') return r.chance(0.35) ? { gs: [b, b.spouse], entirety: false } : { gs: [b], entirety: false };
      if (A.key === 'OH' && y < 1975) return { gs: [b], entirety: false };
      if (r.chance(0.55)) return { gs: [b, b.spouse], entirety: true };
    }
    return { gs: [b], entirety: false };
  };
  const mineralGrantee = (f: Farm, y: number): P => {
    const n = namesakeFor(f);
    if (n) return n;
    if (r.chance(0.3) && y >= 1910) return k.pickOrg(A.mineralCos, y);
    const b = k.couple(y, r.chance(0.7) ? f.county : r.pick(A.counties));
    if (r.chance(0.3)) b.residence = r.pick(A.otherCounties);
    return b;
  };
  const sinkPerson = (y: number, county: string): P => {
    const p = k.couple(y, county, 0.3);
    p.sink = true;
    if (p.spouse) p.spouse.sink = true;
    if (r.chance(0.4)) p.residence = r.pick(A.otherCounties);
    return p;
  };
  const pickCov = (kind: DeedOpts['kind']): Cov => {
    const x = r.next();
    if (kind === 'gift' || kind === 'life') return A.key === 'MD' ? (x < 0.7 ? 'special' : 'general') : x < 0.85 ? 'general' : 'special';
    switch (A.key) {
      case 'MD':
        return x < 0.68 ? 'special' : x < 0.9 ? 'general' : 'quit';
      case 'VA':
        return x < 0.62 ? 'general' : x < 0.93 ? 'special' : 'quit';
      case 'OH':
        return x < 0.62 ? 'general' : x < 0.9 ? 'special' : 'quit';
      case 'TX':
        return x < 0.66 ? 'general' : x < 0.93 ? 'special' : 'quit';
      default:
        return x < 0.72 ? 'general' : x < 0.94 ? 'special' : 'quit';
    }
  };
  const payoff = (f: Farm, at: D) => {
    for (const m of f.mortgages.splice(0)) writeMortgageRelease(k, m, addDays(at, 10 + r.int(120)));
  };
  const dateAfter = (d: D, min: number, spread: number) => addDays(d, min + r.int(spread));

  // ---- the first instrument of a farm ----
  const startFarm = (f: Farm) => {
    f.active = true;
    const y = f.start;
    const at = dayOn(f, y);
    const t0 = f.tracts[0];
    switch (f.startKind) {
      case 'txpatent': {
        const parts = t0.surveyName!.split(' ');
        const born = y - 28 - r.int(25);
        const p: P = { id: `P${++k.nId}`, kind: 'person', first: parts[0], middle: parts.length === 3 ? parts[1].replace('.', '') : '', last: parts[parts.length - 1], suffix: '', female: false, spouse: null, born, dies: Math.max(born + 60 + r.int(30), y + 6), dead: false, residence: k.res(f.county), showRes: false, kids: [] };
        k.people.push(p);
        if (r.chance(0.7)) k.marry(p, y);
        writeTxPatent(k, f, p, at);
        f.fee = [p];
        break;
      }
      case 'uspatent': {
        const p = k.couple(y, f.county);
        writeUsPatent(k, f, p, at);
        f.fee = [p];
        break;
      }
      case 'tiif': {
        const p = k.buyer(y, f.county);
        const reserve = y >= 1941;
        writeTiif(k, f, p, at, reserve);
        f.fee = [p];
        if (reserve) {
          f.min.set(k.sovereign(TIIF), { f: fr(1, 2), frozen: true });
          f.unsev = fr(1, 2);
        }
        break;
      }
      case 'developer': {
        const base = `${t0.subdiv!.replace(/ Addition$/, '').replace(/^Original Town of /, '')} ${r.pick(['Land Company', 'Realty Company', 'Development Company', 'Improvement Company'])}`;
        const dev = k.org(o(base, 'co', 1900, 2025, 'Texas'));
        const { gs, entirety } = granteesFor(f, y, []);
        writeDeed(k, { farm: f, grantors: [dev], joiners: [], grantees: gs, cov: r.chance(0.8) ? 'general' : 'special', kind: 'first', at, entirety });
        f.fee = gs;
        f.tbe = entirety;
        break;
      }
      default: {
        const h = k.couple(y, f.county);
        h.born -= 15 + r.int(10);
        h.sink = true;
        const { gs, entirety } = granteesFor(f, y, [h]);
        writeDeed(k, { farm: f, grantors: [h], joiners: joinersOf([h]), grantees: gs, cov: pickCov('sale'), kind: 'first', at, entirety });
        f.fee = gs;
        f.tbe = entirety;
      }
    }
  };

  // ---- events of a farm ----
  const sale = (f: Farm, y: number, kind: 'sale' | 'gift' | 'life'): boolean => {
    if (!feeOk(f)) return false;
    const G = [...f.fee];
    const J = joinersOf(G);
    let gs: P[];
    let entirety = false;
    if (kind === 'sale') ({ gs, entirety } = granteesFor(f, y, G));
    else {
      if (G.length > 2 || (G.length === 2 && G[0].spouse !== G[1])) return false;
      const sen = seniorOf(G);
      if (y - sen.born < 58) return false;
      const kids = k.kidsOf(sen, y).filter((c) => !c.sink);
      if (!kids.length) return false;
      gs = kids.length > 1 && r.chance(0.45) ? kids.slice(0, 2) : [r.pick(kids)];
    }
    let reserve: Fr | 'all' | undefined;
    if (kind === 'sale' && fEq(f.unsev, ONE) && y >= 1900 && (f.reserveFirstSale || r.chance(0.22))) {
      reserve = r.chance(0.55) ? fr(1, 2) : 'all';
      f.reserveFirstSale = false;
    }
    const at = dayOn(f, y);
    writeDeed(k, { farm: f, grantors: G, joiners: J, grantees: gs, cov: pickCov(kind), kind, reserve, at, entirety });
    if (reserve) {
      const rf = reserve === 'all' ? f.unsev : reserve;
      const each = fDivN(rf, G.length);
      const couple = G.length === 2 && G[0].spouse === G[1] && f.tbe && f.gap !== 'cmh';
      for (const g of G) {
        addMin(f, g, each);
        if (couple) f.min.get(g)!.tbeWith = g.spouse!;
      }
      f.unsev = fSub(f.unsev, rf);
    }
    invalidate(f, G);
    payoff(f, at);
    f.fee = gs;
    f.tbe = entirety;
    f.coheirs = gs.length > 1 && !entirety && !(gs.length === 2 && gs[0].spouse === gs[1]);
    if (f.coheirs) f.heirsOf = '';
    if (kind === 'life') f.lifeTenant = G.reduce((a, b) => (a.dies >= b.dies ? a : b));
    return true;
  };
  const minFromFee = (f: Farm, y: number, forced?: Fr): boolean => {
    if (fZero(f.unsev) || !feeOk(f) || y < 1900) return false;
    let x: Fr | null;
    if (forced) x = forced;
    else if (stateReserved(f)) x = r.chance(0.5) ? null : fr(1, 4);
    else {
      const opts: Fr[] = [f.unsev, fMul(f.unsev, fr(1, 2))];
      if (fEq(f.unsev, ONE)) opts.push(fr(1, 4));
      const pick = r.pick(opts);
      x = fEq(pick, f.unsev) && r.chance(0.3) ? null : pick;
    }
    const moved = x ?? f.unsev;
    if (fVal(moved) > fVal(f.unsev) + 1e-9) return false;
    const g = mineralGrantee(f, y);
    writeMineral(k, { tracts: f.tracts, farm: f, grantors: f.fee, joiners: joinersOf(f.fee), grantees: [g], f: x, at: dayOn(f, y) });
    f.unsev = fSub(f.unsev, moved);
    addMin(f, g, moved);
    invalidate(f, f.fee);
    return true;
  };
  const severedHolders = (f: Farm) => [...f.min.entries()].filter(([p, h]) => !h.frozen && alive(p) && !p.sink && !fZero(h.f)).map(([p]) => p);
  const minFromSevered = (f: Farm, y: number): boolean => {
    const hs = severedHolders(f);
    if (!hs.length) return false;
    const h = r.pick(hs);
    const H = f.min.get(h)!;
    let x: Fr | null;
    const roll = r.next();
    if (H.useAll) x = null;
    else x = roll < 0.4 ? H.f : roll < 0.65 ? null : fMul(H.f, fr(1, 2));
    const moved = x ?? H.f;
    const g = mineralGrantee(f, y);
    if (g === h) return false;
    writeMineral(k, { tracts: f.tracts, farm: f, grantors: [h], joiners: joinersOf([h]), grantees: [g], f: x, at: dayOn(f, y) });
    H.f = fSub(H.f, moved);
    if (fZero(H.f)) f.min.delete(h);
    addMin(f, g, moved, !!H.useAll && x !== null);
    invalidate(f, [h]);
    return true;
  };
  const royalty = (f: Farm, y: number): boolean => {
    if (y < 1920) return false;
    const fromFee = !fZero(f.unsev) && feeOk(f) && r.chance(0.6);
    const hs = severedHolders(f).filter((p) => p.kind === 'person');
    if (!fromFee && !hs.length) return false;
    const G = fromFee ? f.fee : [r.pick(hs)];
    const g = r.chance(0.4) ? k.pickOrg(A.mineralCos, y) : sinkPerson(y, f.county);
    writeMineral(k, { tracts: f.tracts, farm: f, grantors: G, joiners: joinersOf(G), grantees: [g], f: null, royalty: r.pick<Fr>([fr(1, 2), fr(1, 4), fr(1, 8)]), at: dayOn(f, y) });
    return true;
  };
  const mortgage = (f: Farm, y: number): boolean => {
    if (f.mortgages.length || !feeOk(f) || y < 1895) return false;
    const m = writeMortgage(k, f, f.fee, joinersOf(f.fee), dayOn(f, y));
    later(y + 3 + r.int(14), (yy) => {
      const i = f.mortgages.indexOf(m);
      if (i < 0) return;
      f.mortgages.splice(i, 1);
      writeMortgageRelease(k, m, dayOn(f, yy));
    });
    return true;
  };
  const easement = (f: Farm, y: number): boolean => {
    if (!feeOk(f) || y < 1915) return false;
    writeEasement(k, f, f.fee, joinersOf(f.fee), dayOn(f, y));
    return true;
  };
  const heirsQC = (f: Farm, y: number): boolean => {
    if (!f.coheirs || f.fee.length < 2 || !feeOk(f)) return false;
    const taker = r.pick(f.fee);
    const rel = f.fee.filter((p) => p !== taker);
    writeDeed(k, { farm: f, grantors: rel, joiners: joinersOf(rel).filter((j) => j !== taker), grantees: [taker], cov: 'quit', kind: 'heirsqc', at: dayOn(f, y), heirsOf: f.heirsOf || undefined });
    invalidate(f, rel);
    f.fee = [taker];
    f.coheirs = false;
    return true;
  };
  const partition = (f: Farm, y: number): boolean => {
    if (f.tracts.length !== 2 || f.fee.length !== 2 || !feeOk(f) || f.fee[0].spouse === f.fee[1] || f.lease?.live || f.mortgages.length || f.lifeTenant) return false;
    const [a, b] = f.fee;
    const at = dayOn(f, y);
    const doc = writePartition(k, f, a, b, joinersOf([a]), joinersOf([b]), at);
    const f2: Farm = { ...f, id: nextFarmId++, tracts: [f.tracts[1]], fee: [b], min: new Map([...f.min.entries()].map(([p, h]) => [p, { ...h }])), lease: null, mortgages: [], coheirs: false, gap: '', gapDone: true, next: y + 2 + r.int(6), tod: null };
    f.tracts = [f.tracts[0]];
    f.fee = [a];
    f.coheirs = false;
    const v: Vest = { how: 'deed', from: `${doc.nm(a)} and ${doc.nm(b)}`, to: '', date: doc.exec!, ref: 'the records of said County', title: 'a Deed of Partition' };
    f.vest = { ...v, to: doc.nm(a) };
    f2.vest = { ...v, to: doc.nm(b) };
    farms.push(f2);
    return true;
  };
  const todDesignation = (f: Farm, y: number): boolean => {
    if (A.key !== 'OH' || y < 2010 || f.tod || f.fee.length !== 1 || !feeOk(f)) return false;
    const o0 = f.fee[0];
    if (o0.spouse && !o0.spouse.dead) return false;
    if (farms.some((g) => g !== f && (g.fee.includes(o0) || g.min.has(o0))) || f.min.has(o0)) return false;
    const kids = k.kidsOf(o0, y).filter((c) => !c.sink);
    if (!kids.length) return false;
    const ben = r.pick(kids);
    writeTodDesignation(k, f, o0, ben, dayOn(f, y));
    f.tod = { owner: o0, ben };
    return true;
  };

  // ---- leases ----
  const lessorsOf = (f: Farm): P[] => {
    const ls: P[] = [];
    if (!fZero(f.unsev)) ls.push(...f.fee);
    for (const [p, h] of f.min) if (!h.frozen && p.kind === 'person' && !p.sink && !ls.includes(p) && !fZero(h.f)) ls.push(p);
    return ls;
  };
  const assign = (l: Lease, y: number) => {
    const partial = l.holders.length === 1 && r.chance(0.3);
    const assignors = partial ? [l.holders[0]] : [...l.holders];
    if (!k.activeOrgs(A.lessees, y, l.holders).length) return;
    const to = k.pickOrg(A.lessees, y, l.holders);
    if (l.holders.includes(to)) return;
    writeAssignment(k, l, assignors, to, dayOn(l.farm, y), partial);
    if (r.chance(0.35)) later(y + 2 + r.int(5), (yy) => l.live && assign(l, yy));
  };
  const leaseLife = (l: Lease, y: number) => {
    if (r.chance(0.45)) later(y + 1 + r.int(3), (yy) => l.live && yy < l.expires + 1 && assign(l, yy));
    const producing = r.chance(0.25);
    const end = l.expires + (producing ? 8 + r.int(20) : 0);
    later(end + r.int(2), (yy) => {
      if (!l.live) return;
      if (yy <= 2025 && l.valid && l.lessors.every(alive) && r.chance(0.6)) writeRelease(k, l, dayOn(l.farm, yy));
      l.live = false;
    });
  };
  const lease = (f: Farm, y: number, lessee?: P): Lease | null => {
    if (f.lease?.live || (f.lifeTenant && !f.lifeTenant.dead) || f.blockedUntil >= y || y < 1900) return null;
    const ls = lessorsOf(f);
    if (!ls.length || !ls.every(alive)) return null;
    if (!lessee && !k.activeOrgs(A.lessees, y).length) return null;
    const L = lessee ?? k.pickOrg(A.lessees, y);
    writeLease(k, f, ls, joinersOf(ls), L, dayOn(f, y), !!lessee?.broker);
    const l = f.lease!;
    if (!lessee?.broker) leaseLife(l, y);
    return l;
  };
  const campaign = (y: number) => {
    let broker: P | null = null;
    if (y >= 1950 && r.chance(0.6)) {
      broker = k.newPerson({ female: false, born: y - 28 - r.int(25), alive: y + 3 });
      broker.residence = r.pick(A.brokerHome);
      broker.broker = true;
      broker.sink = true;
    }
    const got: Lease[] = [];
    for (const f of farms) {
      if (!f.active || f.start >= y || !r.chance(broker ? 0.5 : 0.35)) continue;
      const l = lease(f, y, broker ?? undefined);
      if (l && broker) got.push(l);
    }
    if (broker && got.length) {
      const last = got.map((l) => l.date).reduce((a, b) => (before(a, b) ? b : a));
      const at = dateAfter(last, 30, 200);
      later(Math.max(at.y, y + 1), () => {
        const live = got.filter((l) => l.live && l.holders.length === 1 && l.holders[0] === broker);
        if (!live.length) return;
        const company = k.pickOrg(A.lessees, at.y);
        writeBrokerAssignment(k, broker!, company, live, at);
        for (const l of live) leaseLife(l, at.y);
      });
    }
  };

  // ---- gaps ----
  const strangerFor = (f: Farm, y: number): P => {
    const same = f.fee[0]?.kind === 'person' && r.chance(0.45) ? f.fee[0].last : undefined;
    for (let i = 0; i < 30; i++) {
      const p = k.newPerson({ female: false, born: y - 30 - r.int(30), last: same, alive: y + 2 });
      const clash = k.people.some((q) => q !== p && q.last === p.last && !q.sink && q.first[0] === p.first[0]);
      if (!clash) {
        p.residence = r.chance(0.5) ? k.res(f.county) : r.pick(A.otherCounties);
        p.sink = true;
        if (r.chance(0.5)) {
          const w = k.marry(p, y);
          w.sink = true;
        }
        return p;
      }
      p.sink = true;
      p.dead = true;
    }
    return sinkPerson(y, f.county);
  };
  const plantGap = (f: Farm, y: number, final = false): boolean => {
    const t = f.tracts[0];
    const at = dayOn(f, y);
    if (f.gap === 'gnr') {
      const surface = fZero(f.unsev) && feeOk(f) && r.chance(0.5);
      const g = sinkPerson(y, f.county);
      let d: DocB;
      if (surface) d = writeMineral(k, { tracts: f.tracts, farm: f, grantors: f.fee, joiners: joinersOf(f.fee), grantees: [g], f: r.chance(0.5) ? fr(1, 2) : ONE, at });
      else {
        const s = strangerFor(f, y);
        const w = s.spouse && !s.spouse.dead ? [s.spouse] : [];
        d = writeMineral(k, { tracts: f.tracts, farm: f, grantors: [s], joiners: w, grantees: [g], f: r.pick<Fr>([fr(1, 2), fr(1, 4), ONE]), at, stranger: true });
      }
      k.gaps.push({ tract: t.key, estate: 'mineral', kind: 'grantor_never_received', doc: d.file });
      f.gapDone = true;
      return true;
    }
    if (f.gap === 'cba') {
      const hs = severedHolders(f).filter((p) => final || p.dies > y + 4);
      let src: P[];
      let x: Fr | null;
      if (hs.length && (r.chance(0.6) || fZero(f.unsev) || !feeOk(f))) {
        const h = r.pick(hs);
        src = [h];
        const H = f.min.get(h)!;
        x = H.useAll ? null : r.chance(0.5) ? H.f : fMul(H.f, fr(1, 2));
      } else if (!fZero(f.unsev) && feeOk(f) && f.fee.every((p) => final || p.dies > y + 4)) {
        src = [...f.fee];
        x = stateReserved(f) ? fr(1, 4) : r.chance(0.5) ? f.unsev : fMul(f.unsev, fr(1, 2));
      } else return false;
      const X = k.newPerson({ female: false, born: y - 30 - r.int(25), alive: y + 5 });
      X.residence = r.chance(0.5) ? k.res(f.county) : r.pick(A.otherCounties);
      X.sink = true;
      const Z = mineralSink(y);
      const late = final ? dateAfter(at, 90, 200) : dateAfter(at, 90, 900);
      const d1 = writeMineral(k, { tracts: f.tracts, farm: f, grantors: [X], joiners: [], grantees: [Z], f: x, at, stranger: true });
      writeMineral(k, { tracts: f.tracts, farm: f, grantors: src, joiners: joinersOf(src), grantees: [X], f: x, at: late });
      k.gaps.push({ tract: t.key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: d1.file });
      if (src.length === 1 && f.min.has(src[0])) {
        const H = f.min.get(src[0])!;
        H.f = x ? fSub(H.f, x) : ZERO;
        if (fZero(H.f)) f.min.delete(src[0]);
      } else f.unsev = fSub(f.unsev, x!);
      invalidate(f, src);
      f.blockedUntil = Math.max(f.blockedUntil, late.y);
      f.gapDone = true;
      return true;
    }
    // conveyed more than held
    const all = severedHolders(f).filter((p) => final || p.dies > y + 4);
    const small = all.filter((p) => !f.min.get(p)!.useAll && fVal(f.min.get(p)!.f) <= 0.5 + 1e-9);
    if (!all.length) {
      if (!fZero(f.unsev) && fVal(f.unsev) >= 0.25 - 1e-9 && minFromFee(f, y, fr(1, 4))) {
        f.gapYear = y + (final ? 1 : 2 + r.int(4));
        return true;
      }
      return false;
    }
    const twice = small.length > 0 && (final || r.chance(0.5));
    const h = twice ? r.pick(small) : r.pick(all);
    const H = f.min.get(h)!;
    if (twice) {
      const big = fMul(H.f, fr(2, 1));
      const g = mineralSink(y);
      const d = writeMineral(k, { tracts: f.tracts, farm: f, grantors: [h], joiners: joinersOf([h]), grantees: [g], f: big, at });
      k.gaps.push({ tract: t.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: d.file });
    } else {
      const x = H.useAll ? null : H.f;
      let g1 = mineralGrantee(f, y);
      if (g1 === h) g1 = mineralSink(y);
      writeMineral(k, { tracts: f.tracts, farm: f, grantors: [h], joiners: joinersOf([h]), grantees: [g1], f: x, at });
      addMin(f, g1, H.f, !!H.useAll);
      const late = final ? dateAfter(at, 60, 200) : dateAfter(at, 200, 900);
      const g2 = mineralSink(late.y);
      const d2 = writeMineral(k, { tracts: f.tracts, farm: f, grantors: [h], joiners: joinersOf([h]), grantees: [g2], f: x, at: late });
      k.gaps.push({ tract: t.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: d2.file });
      f.blockedUntil = Math.max(f.blockedUntil, late.y);
    }
    f.min.delete(h);
    invalidate(f, [h]);
    f.gapDone = true;
    return true;
  };
  const mineralSink = (y: number): P => {
    const p = sinkPerson(y, r.pick(A.counties));
    return p;
  };

  /** A day of the year y after every instrument already written on the farm's land. */
  const dayOn = (f: Farm, y: number): D => {
    const d = dayIn(y);
    const last = lastOn(f);
    return last && !before(last, d) ? addDays(last, 1 + r.int(40)) : d;
  };
  /** The latest instrument already written on a farm's land. */
  const lastOn = (f: Farm): D | null => {
    let best: string | null = null;
    const keys = new Set(f.tracts.map((t) => t.key));
    for (const d of k.docs) {
      const g = d.truth.governing_date;
      if (g && (!best || g > best) && d.truth.tracts.some((t) => keys.has(tractKey(t)))) best = g;
    }
    return best ? { y: Number(best.slice(0, 4)), m: Number(best.slice(5, 7)), d: Number(best.slice(8, 10)) } : null;
  };

  // ---- deaths ----
  const die = (p: P, y: number) => {
    p.dead = true;
    const dd = p.deathD ?? dayIn(y);
    p.deathD = dd;
    const leasesHeld: Lease[] = [];
    for (const f of farms)
      if (f.lease?.live && f.lease.lessors.includes(p)) {
        f.lease.valid = false;
        f.lease.deadLessors.push(p);
        leasesHeld.push(f.lease);
      }
    const feeF = farms.filter((f) => f.active && f.fee.includes(p));
    const minF = farms.filter((f) => f.min.has(p) && !f.min.get(p)!.frozen && !fZero(f.min.get(p)!.f));
    if (!feeF.length && !minF.length) return;
    const sp = p.spouse && !p.spouse.dead ? p.spouse : null;
    const items: EItem[] = [];
    const surv = new Map<Farm, EItem[]>();
    for (const f of feeF) {
      if (f.tbe && sp && f.fee.includes(sp)) {
        surv.set(f, [{ farm: f, estate: 'fee', share: null }]);
        f.fee = f.fee.filter((x) => x !== p);
        f.tbe = false;
      } else items.push({ farm: f, estate: 'fee', share: null });
    }
    for (const f of minF) {
      const H = f.min.get(p)!;
      if (sp && H.tbeWith === sp && f.min.has(sp)) {
        const its = surv.get(f) ?? [];
        its.push({ farm: f, estate: 'mineral', share: H.f });
        surv.set(f, its);
        const S = f.min.get(sp)!;
        S.f = fAdd(S.f, H.f);
        S.useAll = true;
        S.tbeWith = undefined;
        f.min.delete(p);
      } else items.push({ farm: f, estate: 'mineral', share: H.f });
    }
    for (const [f, its] of surv)
      if (r.chance(0.5) && sp) {
        let at = cap(dateAfter(dd, 30, 500));
        const last = lastOn(f);
        if (last && !before(last, at)) at = addDays(last, 10 + r.int(60));
        if (before(dd, at)) writeSurvivor(k, p, sp, its, at, dd);
        f.blockedUntil = Math.max(f.blockedUntil, at.y);
      }
    if (!items.length) return;
    const onlyMin = items.every((it) => it.estate === 'mineral');
    const gapHold = items.some((it) => (it.farm.gap === 'cmh' || it.farm.gap === 'cba') && !it.farm.gapDone);
    const small = items.every((it) => it.share && fVal(it.share) < 0.126);
    if (onlyMin && !gapHold && r.chance(small ? 0.8 : 0.55)) {
      for (const it of items) it.farm.min.delete(p);
      return;
    }
    // the instrument
    const single = items.length === 1 && items[0].estate === 'fee' && items[0].farm.fee.length === 1;
    const tod = single && items[0].farm.tod?.owner === p && !items[0].farm.tod.ben.dead ? items[0].farm.tod : null;
    let kind: DeathKind;
    let testate = r.chance(0.45);
    const x = r.next();
    if (tod) kind = 'todconfirm';
    else if (single && x < 0.18 && !items[0].farm.gap) kind = 'prsale';
    else
      switch (A.key) {
        case 'MD':
          kind = x < 0.5 ? 'distribution' : x < 0.85 ? 'will' : 'affidavit';
          if (kind === 'will') testate = true;
          break;
        case 'OH':
          kind = 'cot';
          break;
        case 'TX':
          kind = x < 0.55 ? 'affidavit' : x < 0.75 ? 'jdh' : 'will';
          testate = kind === 'will';
          break;
        case 'FL':
          kind = !sp && single && y >= 1975 && x < 0.5 ? 'homestead' : x < 0.7 ? 'summary' : x < 0.85 ? 'distribution' : 'affidavit';
          if (kind === 'homestead' || kind === 'affidavit') testate = false;
          break;
        default:
          kind = x < 0.55 ? 'list' : 'will';
          testate = kind === 'will';
      }
    if (kind === 'affidavit' || kind === 'list' || kind === 'jdh') testate = false;
    const kids = k.kidsOf(p, y).filter((c) => !c.dead);
    let heirs: P[];
    if (tod) heirs = [tod.ben];
    else if (testate) heirs = sp && (r.chance(0.5) || !kids.length) ? [sp] : kids.length ? kids : [];
    else heirs = [...(sp ? [sp] : []), ...kids];
    if (kind === 'homestead') heirs = kids;
    if (!heirs.length) heirs = k.collateral(p, y);
    heirs = heirs.filter((h, i) => heirs.indexOf(h) === i && !h.dead);
    if (!heirs.length) heirs = k.collateral(p, y);
    let buyer: P | undefined;
    if (kind === 'prsale') buyer = granteesFor(items[0].farm, y, [p, ...heirs]).gs[0];
    const late = r.chance(0.12) && (kind === 'affidavit' || kind === 'list' || kind === 'cot' || kind === 'distribution');
    let at = late ? dateAfter(dd, 700, 3000) : dateAfter(dd, 40, 540);
    for (const it of items) {
      const last = lastOn(it.farm);
      if (last && !before(last, at)) at = addDays(last, 20 + r.int(200));
    }
    at = cap(at);
    if (!before(dd, at)) at = addDays(dd, 30);
    // a personal representative distributes only to the living
    if (kind === 'distribution' && heirs.some((h) => h.dies <= at.y)) kind = A.key === 'FL' ? 'summary' : testate ? 'will' : 'affidavit';
    const pr = kind === 'prsale' || kind === 'distribution' || kind === 'will' ? (sp ?? kids[0] ?? null) : null;
    const doc = writeDeath(k, p, items, heirs, kind, at, dd, { buyer, testate, pr });
    const decName = personName(p, 'init', !!p.jrSon);
    for (const it of items) {
      const f = it.farm;
      if (it.estate === 'fee') {
        if (kind === 'prsale') {
          f.fee = [buyer!];
          f.coheirs = false;
          payoff(f, at);
          f.vest = { how: 'deed', from: `the Estate of ${decName}`, to: doc.nm(buyer!), date: doc.exec!, ref: doc.cite, title: "a Fiduciary's Deed" };
        } else {
          const next = [...f.fee.filter((q) => q !== p), ...heirs];
          f.fee = next.filter((q, i) => next.indexOf(q) === i);
          f.coheirs = f.fee.length > 1;
          f.heirsOf = decName;
          f.vest = { how: testate ? 'will' : 'descent', from: decName, to: heirs.map((h) => doc.nm(h)).join(', '), date: doc.exec!, ref: doc.cite, title: `${testate ? 'devisees' : 'heirs at law'} of ${decName}, deceased` };
        }
        f.tbe = false;
        if (f.tod) f.tod = null;
      } else {
        const H = f.min.get(p)!;
        f.min.delete(p);
        const each = fDivN(H.f, heirs.length);
        for (const h of heirs) addMin(f, h, each, !!H.useAll);
      }
      f.blockedUntil = Math.max(f.blockedUntil, at.y);
    }
    for (const it of items)
      if (it.estate === 'fee' && it.farm.coheirs && kind !== 'prsale' && r.chance(0.8)) {
        const f = it.farm;
        later(at.y + 1 + r.int(3), (yy) => {
          if (!f.coheirs || f.blockedUntil >= yy || !feeOk(f)) return;
          if (f.tracts.length === 2 && f.fee.length === 2 && r.chance(0.5) && partition(f, yy)) return;
          if (r.chance(0.7)) heirsQC(f, yy);
          else sale(f, yy, 'sale');
          f.next = yy + 4 + r.int(10);
        });
      }
    for (const l of leasesHeld) {
      if (!items.some((it) => it.farm === l.farm) || kind === 'prsale' || !r.chance(0.45)) continue;
      later(at.y + 1 + r.int(2), (yy) => {
        const rat = heirs.filter((h) => alive(h) && (l.farm.fee.includes(h) || l.farm.min.has(h)));
        if (l.live && !l.ratified && rat.length && yy < l.expires + 3) writeRatification(k, l, rat, joinersOf(rat), dayOn(l.farm, yy));
      });
    }
  };

  // ---- the clock ----
  const first = Math.min(...farms.map((f) => f.start));
  const booms = A.booms.map(([a, b]) => a + r.int(b - a + 1));
  const boom2 = A.booms.map(([a, b]) => (r.chance(0.5) ? a + r.int(b - a + 1) : 0));
  for (let y = first; y <= 2025; y++) {
    k.year = y;
    for (const f of farms) if (!f.active && f.start === y) startFarm(f);
    const dying = k.people.filter((p) => !p.dead && p.kind === 'person' && p.dies <= y);
    for (const p of dying) p.deathD = dayIn(y);
    dying.sort((a, b) => iso(a.deathD!)!.localeCompare(iso(b.deathD!)!));
    for (const p of dying) if (!p.dead) die(p, y);
    for (const s of sched.filter((x) => x.y === y)) s.fn(y);
    if (booms.includes(y) || boom2.includes(y)) campaign(y);
    for (const f of [...farms]) {
      if (f.gap && !f.gapDone && y >= 2008 && f.next > y + 1) f.next = y + 1;
      if (!f.active || f.next > y || f.blockedUntil >= y) continue;
      f.next = y + 11 + r.int(22);
      if (f.lifeTenant && !f.lifeTenant.dead) continue;
      if (f.gap && !f.gapDone && (y >= f.gapYear || y >= 2012)) {
        if (plantGap(f, y)) continue;
      }
      const options: Array<[number, () => boolean]> = [
        [0.3, () => sale(f, y, 'sale')],
        [0.07, () => sale(f, y, 'gift')],
        [0.025, () => sale(f, y, 'life')],
        [0.12, () => minFromFee(f, y)],
        [0.12, () => minFromSevered(f, y)],
        [0.04, () => royalty(f, y)],
        [0.05, () => mortgage(f, y)],
        [0.06, () => easement(f, y)],
        [f.coheirs ? 0.5 : 0, () => heirsQC(f, y)],
        [f.coheirs && f.tracts.length === 2 && f.fee.length === 2 ? 0.7 : 0, () => partition(f, y)],
        [A.key === 'OH' && y >= 2010 ? 0.35 : 0, () => todDesignation(f, y)],
        [0.05, () => !!lease(f, y)],
      ];
      for (let tries = 0; tries < 4; tries++) {
        const tot = options.reduce((s, [w]) => s + w, 0);
        let x = r.next() * tot;
        let i = 0;
        while (i < options.length - 1 && x >= options[i][0]) x -= options[i++][0];
        if (options[i][1]()) break;
        options[i][0] = 0;
      }
    }
  }
  // a gap not yet planted (the farm never gave the chance): planted at the end of the record
  for (const f of farms)
    for (let y = 2025; f.gap && !f.gapDone && y <= 2026; y++) {
      f.blockedUntil = 0;
      f.gapYear = 0;
      plantGap(f, y, true);
    }
}

// ---------------------------------------------------------------------------------------------
// The generator.

const AREA_ORDER: AreaKey[] = ['MD', 'OH', 'TX', 'FL', 'VA'];

export const generateHeldoutM: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const r = seededRng(seed * 7919 + 104729);
  const order = [...AREA_ORDER];
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < packages; i++) {
    const area = order[i % order.length];
    const k = new Pkg(seed * 1000003 + i * 7777 + 17, area, `M${seed}-${i + 1}`);
    simulate(k, docsPerPackage);
    const docs = [...k.docs].sort((a, b) => (a.truth.governing_date ?? '').localeCompare(b.truth.governing_date ?? ''));
    out.push({ name: k.name, docs, links: k.links, gaps: k.gaps });
  }
  return out;
};
