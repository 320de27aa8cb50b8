// Held-out set I: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-H did not cover (Louisiana is always among the first four),
// whose farms (one or two tracts that travel together in the fee chain) pass through time on one
// clock, 1880-2024:
// - Louisiana (Louisiana Meridian: Caddo, Bossier, De Soto, Red River Parishes; Lafourche Parish in
//   the Southeastern Land District West of the Mississippi River, with irregular sections):
//   United States patents (homestead and cash entry), acts of cash sale and quitclaims passed before
//   a notary and two competent witnesses or signed before witnesses and acknowledged, sales reserving
//   the minerals (mineral servitudes), acts of donation inter vivos of land and of mineral rights,
//   sales of mineral rights, mineral royalty deeds, Bath's form oil, gas and mineral leases, paid-up
//   leases and memoranda, assignments, releases and acts of release, acts of mortgage, pipeline
//   servitudes, affidavits of death, domicile and heirship, judgments of possession in successions;
// - Tennessee (Overton, Fentress, Pickett, Scott: metes and bounds in numbered civil districts):
//   State of Tennessee grants, warranty, special warranty and quitclaim deeds with the oath of
//   consideration, deeds of trust, affidavits of heirship, orders admitting wills to probate;
// - western Kentucky (Illinois Basin: Union, Henderson, Hopkins, Webster: metes and bounds on the
//   waters of a creek): Commonwealth of Kentucky patents, deeds of conveyance between parties of the
//   first and second part with the consideration certificate, mortgages, affidavits of descent,
//   district court orders of probate;
// - Indiana (Second P.M.: Posey, Gibson, Vanderburgh, Sullivan, civil townships named, fractional
//   sections with lots): "CONVEY AND WARRANT", "SPECIALLY WARRANT" and "RELEASE AND QUITCLAIM"
//   deeds with the auditor's transfer endorsement, mortgages, affidavits of heirship, decrees of
//   final distribution;
// - New York's Southern Tier (Steuben: Phelps and Gorham Purchase; Allegany: Holland Land Company's
//   Purchase; Chemung: Watkins and Flint Purchase): indentures "party of the first part", warranty
//   deeds with full covenants, bargain and sale deeds with covenant against grantor's acts, quitclaim
//   deeds, oil and gas deeds, old gas-well-rental leases and modern paid-up leases, surrenders,
//   mortgages, affidavits of heirship, Surrogate's Court decrees admitting wills.
// Everywhere: mineral and royalty deeds (of a fraction, from fee owners or severed holders),
// Producers 88 and paid-up leases "made effective as of", memoranda of lease, assignments (old
// one-paragraph forms, partial assignments of an undivided half with or without an override,
// "Assignment and Bill of Sale" with an Effective Time and an Exhibit A of a holder's leases on
// several farms), releases, pipeline rights of way, division orders, deeds into and out of living
// trusts, heirs' quitclaims to one of them, gift deeds to a child. Old typed long-hand forms and
// modern word-processed forms with clerks' cover blocks, instrument numbers, e-recording stamps,
// "Prepared by / Return to" boxes and exhibits. People recur under name variants (full middle
// name, initial, initials only, no middle name, "SMITH, JOHN A." index order, capitals, a married
// woman under her maiden name as middle name, Jr.; the father "Sr." in his own probate), with
// their spouses joining, recited or dealing with separate property, "individually and as
// Executrix", companies under Co./Company, Corp./Corporation, Inc./Incorporated, LLC/L.L.C., L.P./LP
// variants (no LLC before 1992, no L.P. before 1975); in most packages an unrelated namesake of
// another county (both always with their residence); otherwise no two people of a package share a
// first name and surname. Exactly one gap of each kind per package, each on a one-tract farm. Texts
// are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of sets A-H's headers (D's list, with E's, F's, G's and H's additions),
// followed exactly where they apply; executor's, sheriff's and tax deeds, on which the earlier
// headers and the contract disagree, are not written here. What set I adds (a title examiner's
// reading):
// - Louisiana tracts: `county` the parish without "Parish" (E); "Irregular Section 84, T15S, R18E"
//   is section "84" ("Irregular" is a descriptor, as G's "Fractional"); the whole of an irregular
//   section ("All of Irregular Section 84", "Section 84" alone) is aliquot "ALL" with its stated
//   odd acreage; "Lot 3 of Section 27" is lot "3", aliquot null (F's government lots); the land
//   district and the meridian are in no field;
// - Louisiana acts: "Vendor" and "Donor" are `grantor`, "Vendee" and "Donee" `grantee`; an act of
//   cash sale "with full guarantee of title" is a warranty_deed; a quitclaim "without any warranty
//   whatsoever, not even for the return of the price" a quitclaim_deed; an act of donation inter
//   vivos of the land, made "with full warranty of title", a warranty_deed (F's gift deed),
//   conveys_fee true, ["fee"]; an act of donation of mineral rights a mineral_deed, ["mineral"];
//   "Sale of Mineral Rights", "Mineral Right Deed", "Sale of Minerals" mineral_deed; "Mineral
//   Royalty Deed", "Sale of Royalty" royalty_deed (on the mineral side, a link, B);
// - an authentic act "passed before me, Notary, and ... competent witnesses" has execution_date and
//   acknowledgment_date both the day of passing (E); an act under private signature "SIGNED at
//   Mansfield, Louisiana, this ..." has that execution date and, as acknowledgment_date, the day of
//   the notary's acknowledgment or of a subscribing witness's sworn proof of the signatures
//   ("SWORN TO AND SUBSCRIBED before me"), which stands in for it;
// - a vendor "married but once and then to Mary Baker, with whom he is living and residing" (or
//   "husband of", "married to") recites a spouse who is no party (a descriptor, as F's predeceased
//   spouse); a spouse who "comes and intervenes" or "herein personally appears ... and joins in and
//   consents" is a party of the vendor's (lessor's, mortgagor's) side, her links `required: false`;
//   "Mary Louise Baker, wife of John A. Smith" (the Louisiana style of a married woman under her
//   maiden name) is the party "Mary Louise Baker", her husband named in it no party unless he
//   appears himself; "dealing herein with her separate property" is a descriptor;
// - a reservation of minerals in a Louisiana sale creates a mineral servitude: a mineral holding
//   of the reserving vendors in equal shares (an intervening spouse reserves nothing), no link (as
//   in A-H); prescription of a servitude by ten years' nonuse is not modelled: no instrument of the
//   package declares one extinguished, and its owners keep holding in the truth (they lease, sell
//   and pass it at death like any severed mineral owner);
// - a judgment of possession is `probate` (E): the decedent `decedent`, the heirs or legatees
//   "recognized ... and sent and placed in possession" `heir`; execution_date the day it is "READ,
//   RENDERED AND SIGNED", death_date the death it finds; the deputy clerk's "A TRUE COPY -- ATTEST"
//   date, the will's date and the date of its probate order are not the instrument's; the judge and
//   a testamentary executor who is not a legatee are no parties; a surviving spouse only named
//   ("leaving his wife ...") is no party;
// - an affidavit of death, domicile and heirship is an affidavit_of_heirship: each of its two
//   affiants `other` (E's neighbour), decedent and heirs as any; execution_date the jurat, no
//   acknowledgment, death_date; the spouse and children recited are parties only as heirs; the
//   property "was the separate property of the decedent", so a Louisiana intestate's descendants
//   take it all and a surviving spouse recited is no heir; in the other states an intestate's
//   surviving spouse and children take equal shares as the instrument states them;
// - an heir who is "individually and as Testamentary Executrix of the Succession of" (or Executor,
//   Independent Executrix, Personal Representative of the Estate of) the decedent who left her the
//   land is the party by her name only, linked as a holder (she holds as heir); the capacity and
//   the decedent named in it are descriptors;
// - Bath's forms (42-CPM and its Louisiana specs) are oil_and_gas_lease, "Lessor (whether one or
//   more)" `lessor`, "Lessee" `lessee`; the bank named as depository for rentals is no party; an
//   "Act of Release" directing the clerk to cancel a lease is a release_of_lease; an "Act of
//   Mortgage" a deed_of_trust (D: mortgagors `grantor`, mortgagee `grantee`); a "Right of Way and
//   Servitude Agreement" or "Pipeline Servitude" an easement;
// - Louisiana recording: the "FILED FOR RECORD" line, the clerk's certificate "filed for record in
//   my office on" and the modern "FILED AND RECORDED" block give the recording_date; a "Registry
//   No." or "Instrument #" is in no field;
// - Tennessee tracts by metes and bounds in "the 5th Civil District" ("Civil District No. 5") and
//   western Kentucky tracts "on the waters of Cypress Creek" have state, county and acres only (H);
//   the district, creek, calls and adjoiners are in no field; their acres are always stated;
// - a State of Tennessee grant is a `patent`: "State of Tennessee" (no article) `grantor`, the
//   grantee `grantee`; the governor and secretary of state no parties; execution_date the day it
//   is given at Nashville; the entry number and the survey's date are not the instrument's;
//   Commonwealth of Kentucky patents as H;
// - Tennessee deeds: "bargained and sold ... transfer and convey" with covenants of seisin and to
//   "warrant and forever defend ... against the lawful claims of all persons whomsoever" is a
//   warranty_deed; the same warranty only against "all persons claiming by, through or under" the
//   grantors a special_warranty_deed; "remised, released and quitclaimed" a quitclaim_deed; the
//   oath of consideration sworn before the Register names no party and its date is not the
//   instrument's (H's Kentucky consideration certificate); the Register's "Received for record ...
//   Noted in Note Book" day is the recording_date; "Address New Owner", "Send Tax Bills To" and
//   "Map, Parcel" lines add nothing; a deed of trust's trustee `grantee`, the bank `other` (D);
// - a Tennessee order admitting a will to probate, a Kentucky district court order of probate, an
//   Indiana "Order Approving Final Account and Decree of Final Distribution" and a New York
//   Surrogate's "Decree Admitting Will to Probate" are `probate`: decedent `decedent`, devisees and
//   distributees `heir`; execution_date the day the order is entered ("Entered this", "SO ORDERED
//   this", the day of the Surrogate's Court "held ... on"); the petitioner, executor or personal
//   representative is a party only as an heir; subscribing witnesses, judges and surrogates none;
// - Indiana tracts as D's rectangular tracts (township "6S", range "13W"); the civil township ("in
//   Black Township") and the meridian are in no field; "Fractional Section 5" is section "5";
//   "CONVEY AND WARRANT" is a warranty_deed, "CONVEYS AND SPECIALLY WARRANTS" and a "Limited
//   Warranty Deed" special_warranty_deed, "RELEASE AND QUITCLAIM" quitclaim_deed; a mortgage
//   "MORTGAGE AND WARRANT" a deed_of_trust; the auditor's "DULY ENTERED FOR TAXATION" date is not
//   the instrument's (the Recorder's "Received for record" or "FILED FOR RECORD" day is the
//   recording_date); the redaction affirmation and the preparer name no party;
// - New York tracts: "being part of Lot No. 45 in Township 2, Range 3 of the Phelps and Gorham
//   Purchase" is lot "45", township "2", range "3" (the purchases number their townships and ranges
//   without a direction, so the fields carry none, as H's Ohio), survey "Phelps and Gorham Purchase"
//   (the purchase by its own word, as F's "League"; "Phelps & Gorham Purchase" and "Phelps and
//   Gorham's Purchase" alike); "Great Lot No. 12" is lot "12" ("Great" is a descriptor); the
//   Holland Land Company's purchase ("Holland Land Company's Purchase", "Holland Land Company
//   Purchase", "Holland Purchase") is survey "Holland Purchase"; the Watkins and Flint Purchase
//   numbers townships only (range null); "the Second Township", "Township Two (2)" and "in the Third
//   Range" are the numbers; section and aliquot null; the civil town ("Town of Woodhull"), the
//   highway, calls and adjoiners are in no field; acres are always stated, and two parcels of one
//   great lot with their own acreages are two tracts (the spec's rule for tracts of one survey);
// - New York deeds: the "party of the first part" `grantor`, "of the second part" `grantee` (G's
//   indenture); "Warranty Deed with Full Covenants" (the five covenants, "will forever warrant the
//   title") warranty_deed; "Bargain and Sale Deed with Covenant against Grantor's Acts" (the grantor
//   covenants only that he "has not done or suffered anything whereby the said premises have been
//   incumbered") special_warranty_deed; "Quitclaim Deed" ("remise, release and quitclaim")
//   quitclaim_deed; the Lien Law covenant, RP-5217/TP-584 lines and transfer tax add nothing; the
//   deed recited in "BEING the same premises conveyed to ... by deed dated ..." gives no date and no
//   party; the county clerk's recording page ("Recorded On:") gives the recording_date; an "Oil and
//   Gas Deed" or "Deed for Oil and Gas" of "the oil and gas in and under" is a mineral_deed (the
//   spec); a "Surrender of Oil and Gas Lease" a release_of_lease; the old gas-well-rental lease
//   "AGREEMENT, Made and concluded this ..." has that execution date;
// - an "Assignment and Bill of Sale ... executed on June 12, 2009, but made effective as of 7:00
//   a.m. ... on June 1, 2009" has both dates (governing: the effective one); its Exhibit A lists the
//   leases it assigns on several farms: one tract per leased tract, the lessors and lessees listed
//   there no parties; a partial assignment of an undivided half links like a whole one (E); an
//   overriding royalty reserved changes nothing (B);
// - a release names the present holders `lessee` and every lessor of the lease, with a spouse who
//   joined it, `lessor` (D), all written out in its recital ("et ux" and "et al" appear only where
//   lessors are no parties, as in an assignment's recital);
// - a release is only written while the lease's lessors still hold what they leased and are alive
//   (A); a lease whose lessors' holdings changed is left to expire unreleased;
// - a small mineral or royalty interest whose owner dies is sometimes never probated (G): it lies
//   dormant; an affidavit or probate may be made years after the death and name heirs who have
//   died since (they took at the death; their own estates pass later);
// - gaps as D and F, exactly one of each kind per package, each on a one-tract farm:
//   grantor_never_received is a stranger's mineral deed (the stranger sometimes of the holder's
//   surname) or the surface owners' mineral deed after every mineral was reserved; the stranger's
//   link is given; conveyed_before_acquired is a deed dated three months to three years before the
//   deed into its grantor (the gap on the early deed, both links given); conveyed_more_than_held is
//   a severed mineral holder conveying twice his fraction, or the same fraction again after he has
//   conveyed it; no later instrument deals with what the grantee of a gap deed took (he never
//   conveys, leases or passes it), so no second gap follows from it.
import { seededRng, type SeededRng } from './rng.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';

type Rng = SeededRng;
type Estate = 'fee' | 'mineral' | 'leasehold';
type GapKindI = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type Frac = [number, number];
type AreaKey = 'LA' | 'TN' | 'KY' | 'IN' | 'NY';

// ---------------------------------------------------------------------------------------------
// Numbers, dates, fractions

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORD = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function words(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  const r = n % 1000;
  return `${words(Math.floor(n / 1000))} thousand${r ? (r < 100 ? ' and ' : ' ') + words(r) : ''}`;
}
const ordWord = (n: number) => (n < 20 ? ORD[n] : n % 10 === 0 ? TENS[n / 10].replace(/y$/, 'ieth') : `${TENS[Math.floor(n / 10)]}-${ORD[n % 10]}`);
const ordWords = (n: number): string => (n < 100 ? ordWord(n) : n % 100 === 0 ? `${words(n)}th` : `${words(Math.floor(n / 100) * 100)} and ${ordWord(n % 100)}`);
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const centuryWords = (y: number) => `${words(Math.floor(y / 100))} hundred${y % 100 ? ` and ${words(y % 100)}` : ''}`;

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
function ymd(n: number) {
  const d = new Date(n * DAY);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}
const yearOf = (n: number) => ymd(n).y;
const iso = (n: number | null) => (n === null ? null : new Date(n * DAY).toISOString().slice(0, 10));

type DStyle = 'ord' | 'ordAD' | 'long' | 'num' | 'words' | 'nyw' | 'dmy';
function fd(n: number, st: DStyle): string {
  const { y, m, d } = ymd(n);
  const M = MONTHS[m - 1];
  switch (st) {
    case 'ord': return `${ordinal(d)} day of ${M}, ${y}`;
    case 'ordAD': return `${ordinal(d)} day of ${M}, A.D. ${y}`;
    case 'long': return `${M} ${d}, ${y}`;
    case 'num': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'words': return `${ordWord(d)} day of ${M}, in the year of our Lord ${words(y)}`;
    case 'nyw': return `${ordinal(d)} day of ${M}, ${titleCase(centuryWords(y))}`;
    case 'dmy': return `${d} ${M} ${y}`;
  }
}
/** "this 4th day of May, 1948" or "on May 4, 1948": a dating phrase. */
function onDay(rng: Rng, n: number, old: boolean): string {
  if (old) return rng.pick([`this ${fd(n, 'ord')}`, `on this the ${fd(n, 'ord')}`, `this ${fd(n, 'ordAD')}`, `on the ${fd(n, 'ord')}`]);
  return rng.pick([`this ${fd(n, 'ord')}`, `on ${fd(n, 'long')}`, `on the ${fd(n, 'ord')}`]);
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Frac => {
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
};
const fadd = (a: Frac, b: Frac) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const fsub = (a: Frac, b: Frac) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const fmul = (a: Frac, b: Frac) => fr(a[0] * b[0], a[1] * b[1]);
const fle = (a: Frac, b: Frac) => a[0] * b[1] <= b[0] * a[1];
const DEN: Record<number, string> = { 2: 'half', 3: 'third', 4: 'fourth', 5: 'fifth', 6: 'sixth', 8: 'eighth', 9: 'ninth', 10: 'tenth', 12: 'twelfth', 16: 'sixteenth', 24: 'twenty-fourth', 32: 'thirty-second', 48: 'forty-eighth', 64: 'sixty-fourth', 96: 'ninety-sixth', 128: 'one hundred twenty-eighth' };
function fracWords(f: Frac): string {
  const [n, d] = f;
  const dn = DEN[d];
  if (!dn || n > 20) return `${n}/${d}`;
  const den = n === 1 ? dn : d === 2 ? 'halves' : `${dn}s`;
  return `${words(n)}-${den}`;
}
/** "an undivided one-fourth (1/4)" in one of several ways. */
function fracText(rng: Rng, f: Frac): string {
  const w = fracWords(f);
  const s = `${f[0]}/${f[1]}`;
  if (w === s) return s;
  return rng.pick([`${w} (${s})`, `${w} (${s})`, s, w]);
}
const money = (rng: Rng, amt: number, old: boolean) => {
  const dollars = `${amt.toLocaleString('en-US')}`;
  const w = titleCase(words(amt));
  return old ? rng.pick([`${w} Dollars ($${dollars}.00)`, `$${dollars}.00`, `${w} and No/100 ($${dollars}.00) Dollars`]) : rng.pick([`${w} and No/100 Dollars ($${dollars}.00)`, `$${dollars}.00`, `Ten Dollars ($10.00) and other good and valuable consideration`]);
};

// ---------------------------------------------------------------------------------------------
// Areas

interface County {
  name: string;
  seat: string;
  /** Civil townships (Indiana), civil districts (Tennessee), creeks (Kentucky), towns (New York), wards (Louisiana). */
  places: string[];
  twp?: [number, number, 'N' | 'S'];
  rng?: [number, number, 'E' | 'W'];
  irregular?: boolean;
  /** New York: the purchase, its written forms, whether it numbers ranges. */
  survey?: string;
  surveyForms?: string[];
  nyTwp?: [number, number];
  nyRng?: [number, number] | null;
  court: string;
}
interface CoDef {
  name: string;
  kind: 'Company' | 'Corporation' | 'Inc' | 'LLC' | 'LP' | 'Bank';
  from: number;
  to: number;
  st: string;
}
interface AreaDef {
  key: AreaKey;
  st: string;
  stateName: string;
  unit: 'Parish' | 'County';
  counties: County[];
  away: string[];
  oil: number;
  start: number;
  surnames: string[];
  males: string[];
  females: string[];
  midM: string[];
  midF: string[];
  oilCos: CoDef[];
  mineralCos: CoDef[];
  lenders: CoDef[];
  pipes: CoDef[];
  purchasers: CoDef[];
}

const NEW_M = ['Michael', 'David', 'Richard', 'Gary', 'Larry', 'Ronald', 'Steven', 'Mark', 'Kenneth', 'Dennis', 'Jerry', 'Terry', 'Randall', 'Keith', 'Brian', 'Jeffrey', 'Gregory', 'Douglas', 'Timothy', 'Kevin', 'Phillip', 'Roger', 'Danny', 'Ricky'];
const NEW_F = ['Patricia', 'Linda', 'Barbara', 'Susan', 'Deborah', 'Karen', 'Donna', 'Cynthia', 'Brenda', 'Sharon', 'Judith', 'Carolyn', 'Pamela', 'Janet', 'Rebecca', 'Kathy', 'Teresa', 'Diane', 'Glenda', 'Vickie', 'Sandra', 'Peggy'];
const OLD_M = ['John', 'James', 'William', 'Thomas', 'Robert', 'Charles', 'Henry', 'Joseph', 'Samuel', 'Edward', 'George', 'Walter', 'Albert', 'Homer', 'Claude', 'Elmer', 'Luther', 'Marion', 'Jesse', 'Oscar', 'Arthur', 'Frank', 'Harvey', 'Otis', 'Virgil', 'Chester', 'Floyd', 'Hubert'];
const OLD_F = ['Mary', 'Martha', 'Sarah', 'Ella', 'Annie', 'Lula', 'Ida', 'Bessie', 'Ruth', 'Edna', 'Mattie', 'Clara', 'Hazel', 'Louise', 'Dorothy', 'Frances', 'Evelyn', 'Gladys', 'Irene', 'Nellie', 'Pearl', 'Ethel', 'Myrtle', 'Opal', 'Verna', 'Zelma'];
const MID_M = ['Albert', 'Lee', 'Thomas', 'Edward', 'Louis', 'Joseph', 'Ray', 'Wayne', 'Earl', 'Eugene', 'Franklin', 'Harrison', 'Madison', 'Wesley', 'Allen', 'Dale', 'Clifton', 'Monroe', 'Jackson', 'Vernon', 'Carl'];
const MID_F = ['Anne', 'Marie', 'Elizabeth', 'Jean', 'Louise', 'Mae', 'Belle', 'Frances', 'Kathleen', 'Ruth', 'Lorene', 'Faye', 'Irene', 'Estelle', 'Pauline', 'Lucille', 'Inez'];
const co = (name: string, kind: CoDef['kind'], from: number, to: number, st: string): CoDef => ({ name, kind, from, to, st });

const AREAS: Record<AreaKey, AreaDef> = {
  LA: {
    key: 'LA', st: 'LA', stateName: 'Louisiana', unit: 'Parish', oil: 1906, start: 1880,
    counties: [
      { name: 'Caddo', seat: 'Shreveport', places: ['Keithville', 'Greenwood', 'Mooringsport', 'Vivian', 'Oil City', 'Blanchard'], twp: [17, 22, 'N'], rng: [13, 16, 'W'], court: 'First' },
      { name: 'Bossier', seat: 'Benton', places: ['Plain Dealing', 'Haughton', 'Bossier City', 'Princeton', 'Elm Grove'], twp: [16, 23, 'N'], rng: [11, 13, 'W'], court: 'Twenty-Sixth' },
      { name: 'De Soto', seat: 'Mansfield', places: ['Logansport', 'Stonewall', 'Keachi', 'Grand Cane', 'Pelican'], twp: [11, 15, 'N'], rng: [10, 16, 'W'], court: 'Eleventh' },
      { name: 'Red River', seat: 'Coushatta', places: ['Martin', 'Hall Summit', 'Edgefield', 'East Point'], twp: [12, 14, 'N'], rng: [9, 10, 'W'], court: 'Thirty-Ninth' },
      { name: 'Lafourche', seat: 'Thibodaux', places: ['Raceland', 'Lockport', 'Galliano', 'Cut Off', 'Larose', 'Golden Meadow'], twp: [14, 19, 'S'], rng: [17, 21, 'E'], irregular: true, court: 'Seventeenth' },
    ],
    away: ['Harrison County, Texas', 'Miller County, Arkansas', 'Jefferson County, Texas', 'Orleans Parish, Louisiana', 'East Baton Rouge Parish, Louisiana'],
    surnames: ['Hollis', 'Pruitt', 'Carraway', 'McKinney', 'Sewell', 'Whatley', 'Rives', 'Dickson', 'Crenshaw', 'Tidwell', 'Lowrey', 'Abney', 'Gamble', 'Huckabay', 'Vaughan', 'Colquitt', 'Flournoy', 'Kinder', 'Harville', 'Bogan', 'Staples', 'Boudreaux', 'Thibodaux', 'Guidry', 'LeBlanc', 'Naquin', 'Robichaux', 'Toups', 'Gautreaux', 'Chiasson', 'Folse', 'Ledet', 'Breaux', 'Arceneaux', 'Bourgeois', 'Cheramie', 'Pitre', 'Rodrigue', 'Triche', 'Wyche', 'Malone', 'Sentell'],
    males: [...OLD_M, 'Lucien', 'Ovide', 'Alcide', 'Clovis', 'Jules', 'Octave', 'Hilaire', 'Felix', 'Eugene', 'Adam'],
    females: [...OLD_F, 'Odile', 'Marie', 'Celeste', 'Azema', 'Eulalie', 'Lucille', 'Alma'],
    midM: [...MID_M, 'Pierre', 'Paul', 'Jean', 'Octave'], midF: [...MID_F, 'Therese', 'Odile', 'Cecile'],
    oilCos: [co('Pelican State Oil', 'Company', 1905, 1960, 'Louisiana'), co('Cross Lake Oil & Gas', 'Company', 1908, 1955, 'Louisiana'), co('Bayou Pierre Petroleum', 'Corporation', 1920, 1985, 'Delaware'), co('Sabine Uplift Exploration', 'Inc', 1962, 2024, 'Texas'), co('Haynesville Shale Partners', 'LP', 1978, 2024, 'Texas'), co('Red River Basin Energy', 'LLC', 1995, 2024, 'Louisiana'), co('Ouachita Production', 'Company', 1930, 1995, 'Louisiana'), co('Teche Operating', 'LLC', 1996, 2024, 'Louisiana')],
    mineralCos: [co('Shreveport Land & Royalty', 'Company', 1915, 1990, 'Louisiana'), co('Ark-La-Tex Minerals', 'LLC', 1994, 2024, 'Louisiana'), co('Caddo Royalty', 'Corporation', 1925, 1980, 'Louisiana'), co('Longleaf Mineral Holdings', 'LP', 1980, 2024, 'Texas')],
    lenders: [co('Commercial National Bank in Shreveport', 'Bank', 1890, 2024, 'Louisiana'), co('Peoples Homestead and Savings Association', 'Bank', 1900, 1995, 'Louisiana'), co('Federal Land Bank of New Orleans', 'Bank', 1917, 1990, 'Louisiana')],
    pipes: [co('Caddo Gathering', 'Company', 1930, 2000, 'Louisiana'), co('Sabine Pipe Line', 'Company', 1925, 1990, 'Texas'), co('Magnolia Midstream', 'LLC', 1998, 2024, 'Delaware')],
    purchasers: [co('Standard Crude Purchasing', 'Company', 1925, 1985, 'Louisiana'), co('Gulf Coast Crude Marketing', 'Inc', 1975, 2024, 'Texas')],
  },
  TN: {
    key: 'TN', st: 'TN', stateName: 'Tennessee', unit: 'County', oil: 1900, start: 1880,
    counties: [
      { name: 'Overton', seat: 'Livingston', places: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'], court: 'County Court' },
      { name: 'Fentress', seat: 'Jamestown', places: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], court: 'County Court' },
      { name: 'Pickett', seat: 'Byrdstown', places: ['1', '2', '3', '4', '5', '6'], court: 'County Court' },
      { name: 'Scott', seat: 'Huntsville', places: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], court: 'County Court' },
    ],
    away: ['Clinton County, Kentucky', 'Knox County, Tennessee', 'Davidson County, Tennessee', 'Wayne County, Kentucky'],
    surnames: ['Copeland', 'Speck', 'Ledbetter', 'Qualls', 'Ashburn', 'Choate', 'Storie', 'Beaty', 'Pile', 'Crabtree', 'Conatser', 'Reagan', 'Garrett', 'Hull', 'Winningham', 'Boles', 'Dishman', 'Sells', 'Kington', 'Phipps', 'Stover', 'Pugh', 'Officer', 'Bilbrey', 'Hatfield', 'Smith', 'Jernigan', 'Chism', 'Poore', 'Upchurch', 'Voiles', 'Hurst', 'Bertram'],
    males: [...OLD_M, 'Ambrose', 'Calvin', 'Elijah', 'Isom', 'Jasper', 'Lafayette', 'Rufus', 'Sherman'],
    females: [...OLD_F, 'Lizzie', 'Dovie', 'Delia', 'Nora', 'Rhoda', 'Vada'],
    midM: MID_M, midF: MID_F,
    oilCos: [co('Cumberland Plateau Oil', 'Company', 1900, 1960, 'Tennessee'), co('Obey River Gas', 'Company', 1915, 1980, 'Tennessee'), co('Tennessee Mineral Development', 'Corporation', 1950, 1999, 'Tennessee'), co('Big South Fork Energy', 'LLC', 1996, 2024, 'Tennessee'), co('Highland Rim Petroleum', 'Inc', 1968, 2024, 'Kentucky'), co('Upper Cumberland Resources', 'LP', 1980, 2024, 'Tennessee')],
    mineralCos: [co('Plateau Royalty', 'Company', 1920, 1985, 'Tennessee'), co('Volunteer Minerals', 'LLC', 1995, 2024, 'Tennessee')],
    lenders: [co('Farmers and Merchants Bank of Livingston', 'Bank', 1900, 2024, 'Tennessee'), co('Federal Land Bank of Louisville', 'Bank', 1917, 1990, 'Kentucky'), co('Union Bank of Jamestown', 'Bank', 1905, 2024, 'Tennessee')],
    pipes: [co('Cumberland Plateau Pipe Line', 'Company', 1915, 1990, 'Tennessee'), co('East Tennessee Gathering', 'Company', 1950, 2000, 'Tennessee'), co('Cumberland Midstream', 'LLC', 1998, 2024, 'Tennessee')],
    purchasers: [co('Cumberland Crude Purchasing', 'Company', 1930, 1995, 'Kentucky'), co('Appalachian Crude Marketing', 'Inc', 1975, 2024, 'Ohio')],
  },
  KY: {
    key: 'KY', st: 'KY', stateName: 'Kentucky', unit: 'County', oil: 1915, start: 1882,
    counties: [
      { name: 'Union', seat: 'Morganfield', places: ['Highland Creek', 'Cypress Creek', 'Lost Creek', 'Casey Creek'], court: 'Union District Court' },
      { name: 'Henderson', seat: 'Henderson', places: ['Canoe Creek', 'Lick Creek', 'Green River', 'Grassy Pond Creek'], court: 'Henderson District Court' },
      { name: 'Hopkins', seat: 'Madisonville', places: ['Pond River', 'Clear Creek', 'Deer Creek', 'Caney Creek', 'Otter Creek'], court: 'Hopkins District Court' },
      { name: 'Webster', seat: 'Dixon', places: ['Tradewater River', 'Crab Orchard Creek', 'Slover Creek', 'Cypress Creek'], court: 'Webster District Court' },
    ],
    away: ['Posey County, Indiana', 'Gallatin County, Illinois', 'Daviess County, Kentucky', 'Christian County, Kentucky'],
    surnames: ['Sugg', 'Duncan', 'Omer', 'Ashby', 'Waggener', 'Ruark', 'Hancock', 'Bugg', 'Sisk', 'Crowley', 'Melton', 'Utley', 'Cates', 'Gish', 'Whitledge', 'Thornberry', 'Priest', 'Hibbs', 'Dame', 'Cullen', 'Giles', 'Kuykendall', 'Rideout', 'Oakley', 'Toombs', 'Vanover', 'Hust', 'Brantley', 'Dossett', 'Fugate', 'Lamb'],
    males: [...OLD_M, 'Ambrose', 'Elias', 'Felix', 'Hiram', 'Lycurgus', 'Squire', 'Willis'],
    females: [...OLD_F, 'Arminta', 'Docia', 'Lutie', 'Nannie', 'Sallie'],
    midM: MID_M, midF: MID_F,
    oilCos: [co('Green River Oil', 'Company', 1915, 1965, 'Kentucky'), co('Tradewater Petroleum', 'Corporation', 1925, 1985, 'Kentucky'), co('Illinois Basin Exploration', 'Inc', 1960, 2024, 'Indiana'), co('Pennyrile Energy', 'LLC', 1996, 2024, 'Kentucky'), co('Western Coalfield Operating', 'LP', 1980, 2024, 'Kentucky'), co('Ohio Valley Oil', 'Company', 1920, 1975, 'Kentucky')],
    mineralCos: [co('Pennyrile Royalty', 'Inc', 1950, 2024, 'Kentucky'), co('Kentucky Oil Royalties', 'Company', 1920, 1975, 'Kentucky')],
    lenders: [co('Farmers Bank and Trust Company of Madisonville', 'Bank', 1900, 2024, 'Kentucky'), co('Morganfield National Bank', 'Bank', 1895, 2024, 'Kentucky'), co('Federal Land Bank of Louisville', 'Bank', 1917, 1990, 'Kentucky')],
    pipes: [co('Western Kentucky Gas Gathering', 'Company', 1935, 2000, 'Kentucky'), co('Green River Pipe Line', 'Company', 1920, 1990, 'Kentucky'), co('Tri-County Midstream', 'LLC', 1998, 2024, 'Kentucky')],
    purchasers: [co('Pennyrile Crude Purchasing', 'Company', 1930, 1995, 'Kentucky'), co('Mid-Valley Crude Marketing', 'Inc', 1975, 2024, 'Ohio')],
  },
  IN: {
    key: 'IN', st: 'IN', stateName: 'Indiana', unit: 'County', oil: 1925, start: 1880,
    counties: [
      { name: 'Posey', seat: 'Mount Vernon', places: ['Black', 'Robb', 'Point', 'Lynn', 'Marrs', 'Harmony', 'Bethel', 'Robinson', 'Smith'], twp: [4, 8, 'S'], rng: [11, 14, 'W'], court: 'Posey Circuit Court' },
      { name: 'Gibson', seat: 'Princeton', places: ['Montgomery', 'Wabash', 'Patoka', 'White River', 'Barton', 'Columbia', 'Center'], twp: [1, 3, 'S'], rng: [9, 13, 'W'], court: 'Gibson Circuit Court' },
      { name: 'Vanderburgh', seat: 'Evansville', places: ['Armstrong', 'German', 'Scott', 'Perry', 'Union', 'Knight'], twp: [5, 7, 'S'], rng: [9, 11, 'W'], court: 'Vanderburgh Superior Court' },
      { name: 'Sullivan', seat: 'Sullivan', places: ['Hamilton', 'Haddon', 'Jefferson', 'Cass', 'Turman', 'Fairbanks', 'Gill'], twp: [6, 9, 'N'], rng: [8, 11, 'W'], court: 'Sullivan Circuit Court' },
    ],
    away: ['Wabash County, Illinois', 'White County, Illinois', 'Henderson County, Kentucky', 'Marion County, Indiana'],
    surnames: ['Kuester', 'Schmitt', 'Wehr', 'Oeth', 'Hoehn', 'Kohlmeyer', 'Dausman', 'Moye', 'Schneider', 'Alldredge', 'Gwaltney', 'Hironimus', 'Pfister', 'Wilsey', 'Endicott', 'Hedges', 'Kidwell', 'Hodges', 'Stallings', 'Fretageot', 'Rapp', 'Uhde', 'Hiatt', 'Nolting', 'Kiesel', 'Dixon', 'Poole', 'Baehl', 'Weinzapfel', 'Seib', 'Bender', 'Maier', 'Sailer'],
    males: [...OLD_M, 'August', 'Conrad', 'Frederick', 'Herman', 'Jacob', 'Louis', 'Otto', 'Wilhelm'],
    females: [...OLD_F, 'Amelia', 'Bertha', 'Emma', 'Lena', 'Minnie', 'Rosina', 'Wilhelmina'],
    midM: [...MID_M, 'Frederick', 'Henry', 'August'], midF: [...MID_F, 'Caroline', 'Magdalena'],
    oilCos: [co('Wabash Valley Oil', 'Company', 1925, 1975, 'Indiana'), co('Posey Petroleum', 'Corporation', 1938, 1990, 'Indiana'), co('Hoosier Basin Exploration', 'Inc', 1965, 2024, 'Indiana'), co('Illinois Basin Energy', 'LLC', 1996, 2024, 'Indiana'), co('New Harmony Resources', 'LP', 1980, 2024, 'Indiana'), co('Griffin Field Producing', 'Company', 1938, 1985, 'Illinois')],
    mineralCos: [co('Hoosier Royalty', 'Company', 1940, 1990, 'Indiana'), co('Lower Wabash Minerals', 'LLC', 1997, 2024, 'Indiana')],
    lenders: [co('The Farmers State Bank of Poseyville', 'Bank', 1900, 2024, 'Indiana'), co('Mount Vernon Savings and Loan Association', 'Bank', 1910, 2000, 'Indiana'), co('Federal Land Bank of Louisville', 'Bank', 1917, 1990, 'Kentucky')],
    pipes: [co('Tri-State Gas Transmission', 'Company', 1935, 2000, 'Indiana'), co('Wabash Crude Gathering', 'Company', 1940, 1995, 'Indiana'), co('Ohio River Midstream', 'LLC', 1998, 2024, 'Indiana')],
    purchasers: [co('Hoosier Crude Purchasing', 'Company', 1935, 1990, 'Indiana'), co('Lower Wabash Crude Marketing', 'Inc', 1985, 2024, 'Ohio')],
  },
  NY: {
    key: 'NY', st: 'NY', stateName: 'New York', unit: 'County', oil: 1890, start: 1880,
    counties: [
      { name: 'Steuben', seat: 'Bath', places: ['Woodhull', 'Troupsburg', 'Jasper', 'Greenwood', 'West Union', 'Canisteo', 'Tuscarora', 'Addison', 'Caton', 'Lindley'], survey: 'Phelps and Gorham Purchase', surveyForms: ['Phelps and Gorham Purchase', "Phelps and Gorham's Purchase", 'Phelps & Gorham Purchase'], nyTwp: [1, 5], nyRng: [2, 7], court: "Surrogate's Court of the County of Steuben" },
      { name: 'Allegany', seat: 'Belmont', places: ['Wirt', 'Bolivar', 'Alma', 'Genesee', 'Willing', 'Clarksville', 'Independence', 'Scio'], survey: 'Holland Purchase', surveyForms: ["Holland Land Company's Purchase", 'Holland Purchase', 'Holland Land Company Purchase'], nyTwp: [1, 4], nyRng: [1, 2], court: "Surrogate's Court of the County of Allegany" },
      { name: 'Chemung', seat: 'Elmira', places: ['Catlin', 'Veteran', 'Erin', 'Van Etten', 'Big Flats'], survey: 'Watkins and Flint Purchase', surveyForms: ['Watkins and Flint Purchase', "Watkins and Flint's Purchase", 'Watkins & Flint Purchase'], nyTwp: [1, 3], nyRng: null, court: "Surrogate's Court of the County of Chemung" },
    ],
    away: ['Potter County, Pennsylvania', 'Tioga County, Pennsylvania', 'Monroe County, New York', 'Cattaraugus County, New York'],
    surnames: ['Sherwood', 'Tucker', 'Brundage', 'Coon', 'Stull', 'Lattimer', 'Hadley', 'Cornell', 'Updike', 'Babcock', 'Crandall', 'Burdick', 'Bentley', 'Wixson', 'Bassett', 'Emery', 'Rathbun', 'Dodge', 'Gleason', 'Larrabee', 'Whiting', 'Mattison', 'Van Gorder', 'Slocum', 'Pease', 'Stebbins', 'Graves', 'Northrup', 'Carrier', 'Dusenbury', 'Ferris', 'Jaynes'],
    males: [...OLD_M, 'Abner', 'Alonzo', 'Delos', 'Ezra', 'Horace', 'Lorenzo', 'Orrin', 'Seth'],
    females: [...OLD_F, 'Adelia', 'Cornelia', 'Electa', 'Harriet', 'Lydia', 'Phoebe'],
    midM: MID_M, midF: MID_F,
    oilCos: [co('Allegany Natural Gas', 'Company', 1890, 1960, 'New York'), co('Southern Tier Gas', 'Corporation', 1920, 1990, 'New York'), co('Cohocton Valley Oil', 'Company', 1895, 1950, 'New York'), co('Finger Lakes Energy Partners', 'LP', 1980, 2024, 'New York'), co('Marcellus Gathering', 'LLC', 1996, 2024, 'Delaware'), co('Canisteo Exploration', 'Inc', 1965, 2024, 'Pennsylvania')],
    mineralCos: [co('Genesee Valley Royalty', 'Company', 1920, 1980, 'New York'), co('Twin Tiers Minerals', 'LLC', 1996, 2024, 'New York')],
    lenders: [co('First National Bank of Addison', 'Bank', 1890, 2024, 'New York'), co('Wellsville Savings and Loan Association', 'Bank', 1910, 2000, 'New York'), co('Federal Land Bank of Springfield', 'Bank', 1917, 1990, 'Massachusetts')],
    pipes: [co('Southern Tier Transmission', 'Company', 1925, 1995, 'New York'), co('Chemung Valley Pipe Line', 'Company', 1930, 1990, 'New York'), co('Empire Midstream', 'LLC', 1998, 2024, 'Delaware')],
    purchasers: [co('Bradford Crude Purchasing', 'Company', 1900, 1980, 'Pennsylvania'), co('Northeast Gas Marketing', 'Inc', 1980, 2024, 'New York')],
  },
};

// ---------------------------------------------------------------------------------------------
// People, companies and the forms of their names

interface Person {
  id: string;
  kind: 'person' | 'org' | 'sov';
  first: string;
  middle: string;
  last: string;
  maiden: string;
  suffix: string;
  female: boolean;
  born: number;
  dies: number;
  spouse: string | null;
  resCounty: string;
  resState: string;
  town: string;
  forms: string[];
  orgKind: CoDef['kind'] | null;
  orgSt: string;
  namesake: boolean;
  /** A trustee persona: the human who acts as trustee, the trust's name and date. */
  human: string | null;
  trust: string;
  trustDay: number;
  lastAct: number;
  dead: boolean;
  immortal: boolean;
}

interface NameForm {
  w: string;
  t: string;
  wifeOf: boolean;
}

function orgForms(d: CoDef): string[] {
  switch (d.kind) {
    case 'Company': return [`${d.name} Company`, `${d.name} Co.`];
    case 'Corporation': return [`${d.name} Corporation`, `${d.name} Corp.`];
    case 'Inc': return [`${d.name}, Inc.`, `${d.name}, Incorporated`, `${d.name} Inc.`];
    case 'LLC': return [`${d.name}, LLC`, `${d.name}, L.L.C.`, `${d.name} LLC`];
    case 'LP': return [`${d.name}, L.P.`, `${d.name}, LP`];
    case 'Bank': return [d.name];
  }
}

function personForm(p: Person, rng: Rng, old: boolean, la: boolean, sr: boolean): NameForm {
  const sfx = p.suffix || (sr ? 'Sr.' : '');
  const married = p.female && p.maiden !== '' && p.maiden !== p.last;
  let given: string;
  let last = p.last;
  let wifeOf = false;
  const r = rng.next();
  if (married && la && r < 0.3) {
    given = p.middle ? `${p.first} ${p.middle}` : p.first;
    last = p.maiden;
    wifeOf = true;
  } else if (married && r < 0.55) {
    given = `${p.first} ${p.maiden}`;
  } else {
    const m = p.middle;
    const s = rng.next();
    if (!m) given = s < 0.05 ? `${p.first[0]}.` : p.first;
    else if (s < (old ? 0.35 : 0.25)) given = `${p.first} ${m}`;
    else if (s < 0.75) given = `${p.first} ${m[0]}.`;
    else if (s < (old ? 0.9 : 0.85)) given = `${p.first[0]}. ${m[0]}.`;
    else given = p.first;
  }
  const nat = `${given} ${last}${sfx ? `, ${sfx}` : ''}`;
  const u = rng.next();
  if (u < 0.07 && !wifeOf && !last.includes(' ')) {
    return { w: `${last.toUpperCase()}, ${given.toUpperCase()}${sfx ? `, ${sfx.toUpperCase()}` : ''}`, t: nat.toUpperCase(), wifeOf };
  }
  if (u < 0.3) return { w: nat.toUpperCase(), t: nat.toUpperCase(), wifeOf };
  return { w: nat, t: nat, wifeOf };
}

// ---------------------------------------------------------------------------------------------
// Tracts

interface TractI {
  t: ExpectedTract;
  key: string;
  kind: 'rect' | 'lot' | 'irr' | 'mb' | 'ny';
  county: County;
  place: string;
  calls: string[];
  sec: number;
  twp: number;
  twpD: string;
  rng: number;
  rngD: string;
  aliq: string | null;
  lots: number[];
  acres: number | null;
  nyLot: number;
}

const ALIQ: Array<[string, number]> = [['NE/4', 160], ['SE/4', 160], ['NW/4', 160], ['SW/4', 160], ['N/2 NE/4', 80], ['S/2 SE/4', 80], ['E/2 SW/4', 80], ['W/2 NW/4', 80], ['S/2 NE/4', 80], ['N/2 SW/4', 80], ['NE/4 SW/4', 40], ['SW/4 NE/4', 40], ['SE/4 NW/4', 40], ['NW/4 SE/4', 40], ['SE/4 SE/4', 40], ['NW/4 NE/4', 40], ['E/2 NE/4 SW/4', 20], ['W/2 SE/4 NW/4', 20]];
const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

function aliqText(rng: Rng, a: string, st?: number): string {
  const parts = a.split(' ').map((p) => {
    const [d, n] = p.split('/');
    return { d, n };
  });
  const s = st ?? rng.int(7);
  const wordsOf = () => parts.map((p) => `the ${DIRW[p.d]} ${p.n === '2' ? 'Half' : 'Quarter'}`).join(' of ');
  switch (s) {
    case 0: return a;
    case 1: return parts.map((p) => `${p.d}/${p.n}`).join(' of ');
    case 2: return parts.map((p) => `${p.d} 1/${p.n}`).join(' of the ');
    case 3: return parts.map((p) => `${p.d}${p.n === '2' ? '½' : '¼'}`).join(' of ');
    case 4: return wordsOf();
    case 5: return `${wordsOf()} (${parts.map((p) => `${p.d}/${p.n}`).join(' of ')})`;
    default: return parts.map((p) => `${p.d}${p.n}`).join('');
  }
}
const numW = (n: number) => `${titleCase(words(n))} (${n})`;
const lotsText = (rng: Rng, lots: number[]) => {
  if (lots.length === 1) return rng.pick([`Lot ${lots[0]}`, `Lot ${numW(lots[0])}`, `Government Lot ${lots[0]}`, `Lot No. ${lots[0]}`]);
  return rng.pick([`Lots ${lots[0]} and ${lots[1]}`, `Lots ${numW(lots[0])} and ${numW(lots[1])}`, `Government Lots ${lots[0]} and ${lots[1]}`]);
};
function acresText(rng: Rng, a: number, old: boolean): string {
  const int = Number.isInteger(a);
  const opts = [`${a} acres`, `${a} acres, more or less`, `${int ? a.toFixed(2) : a} acres, more or less`];
  if (int && a < 1000) opts.push(`${words(a)} (${a}) acres, more or less`);
  if (!int && a * 2 === Math.round(a * 2) && old) opts.push(`${Math.floor(a)} 1/2 acres, more or less`);
  return rng.pick(opts);
}

function makeCalls(rng: Rng, ny: boolean, adj: string[], road: string): string[] {
  const n = 4 + rng.int(3);
  const trees = ['a white oak', 'a black oak', 'a stone', 'a hickory', 'a sugar tree', 'an iron pin', 'a stake', 'a post oak', 'a beech', 'a set stone'];
  const out: string[] = [];
  if (ny) {
    out.push(`BEGINNING at a point in the center of the highway known as the ${road}, at the northwest corner of lands now or formerly of ${adj[0]}`);
    const dirs = ['easterly', 'southerly', 'westerly', 'northerly'];
    for (let i = 0; i < n - 1; i++) out.push(`running thence ${dirs[i % 4]}${i === 1 ? ` along the line of lands now or formerly of ${adj[1]}` : ''} ${(300 + rng.int(2400)).toLocaleString('en-US')} feet to ${rng.pick(['an iron pipe', 'a stone monument', 'a point', 'a stake and stones'])}`);
    out.push('thence northerly along the center of said highway to the point or place of beginning');
    return out;
  }
  out.push(`Beginning on ${rng.pick(trees)}, corner to the ${adj[0]} tract`);
  for (let i = 0; i < n - 1; i++) {
    const b = `${rng.pick(['North', 'South'])} ${5 + rng.int(80)}${rng.chance(0.5) ? ` deg. ${rng.int(60)} min.` : ''} ${rng.pick(['East', 'West'])}`;
    out.push(`thence ${i === 1 ? `with the ${adj[1]} line ` : ''}${b} ${20 + rng.int(160)} poles to ${rng.pick(trees)}`);
  }
  out.push(`thence with the ${adj[2] ?? adj[0]} line to the beginning`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The package: people, farms, their estates, the instruments and the truth

interface Ref {
  book: number;
  page: number;
  inst: string | null;
}
interface Lease {
  file: string;
  day: number;
  lessors: string[];
  joined: string[];
  holders: string[];
  lessee: string;
  tracts: TractI[];
  ref: Ref;
  frozen: boolean;
  farm: Farm;
}
interface Farm {
  n: number;
  tracts: TractI[];
  county: County;
  fee: string[];
  severed: Array<{ id: string; f: Frac }>;
  royalty: string[];
  lease: Lease | null;
  gap: GapKindI | null;
  gapYear: number;
  gapDone: boolean;
  startDay: number;
  started: boolean;
  busy: number;
  last: number;
  reserveAll: boolean;
  vest: { ref: Ref; day: number; holders: string[] } | null;
  patent: boolean;
}
interface Member {
  id: string;
  spouse: string | null;
  mode: 'join' | 'recite' | 'none' | 'sep';
}
interface From {
  id: string;
  req: boolean;
}

class Inst {
  parties: Array<{ name: string; role: Role }> = [];
  persons: string[] = [];
  forms = new Map<string, NameForm>();
  sr = new Set<string>();
  exec: number | null = null;
  ack: number | null = null;
  rec = 0;
  eff: number | null = null;
  death: number | null = null;
  ref: Ref = { book: 0, page: 0, inst: null };
  old: boolean;
  modern: boolean;
  y: number;
  constructor(
    public pk: Pkg,
    public day: number,
  ) {
    this.y = yearOf(day);
    this.old = this.y < 1945;
    this.modern = this.y >= 1985;
  }
  form(id: string): NameForm {
    let f = this.forms.get(id);
    if (f) return f;
    const p = this.pk.P(id);
    const rng = this.pk.rng;
    if (p.human) {
      const h = this.form(p.human);
      f = { w: h.w, t: h.t, wifeOf: false };
    } else if (p.kind === 'org') {
      const w = rng.pick(p.forms);
      f = rng.chance(0.2) ? { w: w.toUpperCase(), t: w.toUpperCase(), wifeOf: false } : { w, t: w, wifeOf: false };
    } else if (p.kind === 'sov') {
      f = { w: rng.pick(p.forms.slice(1)), t: p.forms[0], wifeOf: false };
    } else f = personForm(p, rng, this.old, this.pk.a.key === 'LA', this.sr.has(id));
    this.forms.set(id, f);
    return f;
  }
  /** The name as the instrument heads a party with it (index order now and then). */
  hd(id: string): string {
    return this.form(id).w;
  }
  /** The name in natural order: recitals, signatures, acknowledgments. */
  nm(id: string): string {
    return this.form(id).t;
  }
  add(id: string, role: Role): string {
    if (!this.persons.some((q, i) => q === id && this.parties[i].role === role)) {
      this.parties.push({ name: this.form(id).t, role });
      this.persons.push(id);
    }
    return this.hd(id);
  }
}

class Pkg {
  rng: Rng;
  a: AreaDef;
  persons = new Map<string, Person>();
  farms: Farm[] = [];
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  used = new Set<string>();
  usedKeys = new Set<string>();
  nid = 0;
  fileNos: number[] = [];
  t = 0;
  namesakeWanted: boolean;
  namesakeOf: string | null = null;
  namesakeTwin = false;
  sovereign: string | null = null;
  filePrefix: string;
  county!: County;
  kids = new Map<string, string[]>();
  /** An heir who was also the executor of the will that passed the land to her: person id to the decedent's. */
  execs = new Map<string, string>();
  lastRef: Ref = { book: 0, page: 0, inst: null };

  constructor(
    seed: number,
    area: AreaKey,
    public target: number,
  ) {
    this.rng = seededRng(seed);
    this.a = AREAS[area];
    this.namesakeWanted = this.rng.chance(0.85);
    const pool = Array.from({ length: 9000 }, (_, i) => 1000 + i);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    this.fileNos = pool;
    this.filePrefix = this.rng.pick(['scan', 'img', 'copy', 'rec', 'page']);
  }

  P(id: string): Person {
    const p = this.persons.get(id);
    if (!p) throw new Error(`no person ${id}`);
    return p;
  }

  // ----- people

  private blank(kind: Person['kind']): Person {
    const id = `p${++this.nid}`;
    const p: Person = { id, kind, first: '', middle: '', last: '', maiden: '', suffix: '', female: false, born: 0, dies: 9999, spouse: null, resCounty: '', resState: this.a.stateName, town: '', forms: [], orgKind: null, orgSt: '', namesake: false, human: null, trust: '', trustDay: 0, lastAct: -1e9, dead: false, immortal: false };
    this.persons.set(id, p);
    return p;
  }
  /** A name no one in the package bears yet (notaries, clerks, judges, officers, witnesses too). */
  freshName(female: boolean, born: number, last?: string): [string, string] {
    const r = this.rng;
    const newer = born >= 1935;
    const pool = female ? (newer ? NEW_F : this.a.females) : newer ? NEW_M : this.a.males;
    for (let i = 0; i < 400; i++) {
      const first = r.pick(pool);
      const l = last ?? r.pick(this.a.surnames);
      const k = `${first}|${l}`.toLowerCase();
      if (!this.used.has(k)) {
        this.used.add(k);
        return [first, l];
      }
    }
    const first = `${r.pick(pool)}${this.nid}`;
    return [first, last ?? r.pick(this.a.surnames)];
  }
  extraName(female?: boolean): string {
    const f = female ?? this.rng.chance(0.3);
    const [first, last] = this.freshName(f, yearOf(this.t) - 25 - this.rng.int(40));
    return `${first} ${String.fromCharCode(65 + this.rng.int(26)).replace(/[IOQUXYZ]/, 'R')}. ${last}`;
  }
  residence(p: Person, home: boolean) {
    const r = this.rng;
    const x = r.next();
    if (home || x < 0.6) {
      const c = r.chance(0.7) ? this.farms[0]?.county ?? r.pick(this.a.counties) : r.pick(this.a.counties);
      p.resCounty = c.name;
      p.resState = this.a.stateName;
      p.town = this.a.key === 'TN' ? c.seat : this.a.key === 'KY' || this.a.key === 'IN' ? c.seat : r.pick([c.seat, ...c.places.filter((q) => !/^\d+$/.test(q))]);
    } else if (x < 0.88) {
      const c = r.pick(this.a.counties);
      p.resCounty = c.name;
      p.resState = this.a.stateName;
      p.town = c.seat;
    } else {
      const [cty, st] = r.pick(this.a.away).split(', ');
      p.resCounty = cty.replace(/ (County|Parish)$/, '');
      p.resState = st;
      p.town = p.resCounty;
    }
  }
  newPerson(o: { female?: boolean; born: number; last?: string; home?: boolean; first?: string; middle?: string; suffix?: string }): Person {
    const p = this.blank('person');
    const r = this.rng;
    p.female = o.female ?? false;
    p.born = o.born;
    p.dies = o.born + 58 + r.int(34);
    if (o.first) {
      p.first = o.first;
      p.last = o.last ?? '';
    } else [p.first, p.last] = this.freshName(p.female, o.born, o.last);
    const mids = p.female ? this.a.midF : this.a.midM;
    p.middle = o.middle ?? (r.chance(0.82) ? r.pick(mids.filter((m) => m !== p.first)) : '');
    p.suffix = o.suffix ?? '';
    this.residence(p, o.home ?? false);
    return p;
  }
  marry(p: Person, year: number): Person {
    let hl: string | undefined;
    if (p.female) for (let i = 0; i < 50 && !hl; i++) {
      const l = this.rng.pick(this.a.surnames);
      if (l !== p.last && !this.used.has(`${p.first}|${l}`.toLowerCase())) hl = l;
    }
    if (p.female && hl) this.used.add(`${p.first}|${hl}`.toLowerCase());
    const s = this.newPerson({ female: !p.female, born: p.born + (p.female ? 2 : -2) + this.rng.int(4) - 2, last: p.female ? hl : p.last });
    if (p.female) {
      // the husband keeps his name; she takes it
      p.maiden = p.maiden || p.last;
      p.last = s.last;
    } else {
      s.maiden = this.rng.pick(this.a.surnames.filter((x) => x !== p.last));
    }
    s.resCounty = p.resCounty;
    s.resState = p.resState;
    s.town = p.town;
    p.spouse = s.id;
    s.spouse = p.id;
    void year;
    return s;
  }
  newBuyer(year: number): Person {
    const r = this.rng;
    // the namesake: a man of another county who bears the full name of an earlier holder
    if (this.namesakeOf && !this.namesakeTwin && year >= this.P(this.namesakeOf).born + 45 && r.chance(0.5)) {
      const o = this.P(this.namesakeOf);
      const p = this.newPerson({ born: year - 28 - r.int(12), first: o.first, last: o.last, middle: o.middle });
      const other = this.a.counties.filter((c) => c.name !== o.resCounty);
      const c = r.pick(other);
      p.resCounty = c.name;
      p.resState = this.a.stateName;
      p.town = c.seat;
      p.namesake = true;
      this.namesakeTwin = true;
      this.marry(p, year);
      return p;
    }
    const female = r.chance(year < 1940 ? 0.08 : 0.2);
    const p = this.newPerson({ female, born: year - 25 - r.int(25) });
    if (r.chance(female ? 0.3 : 0.72)) this.marry(p, year);
    if (this.namesakeWanted && !this.namesakeOf && !female && year >= 1890 && year <= 1950) {
      this.namesakeOf = p.id;
      p.namesake = true;
      p.immortal = false;
    }
    return p;
  }
  newOrg(pool: CoDef[], year: number, not: string[] = []): Person {
    const r = this.rng;
    const taken = new Set(not.map((id) => this.P(id).forms[0]));
    const free = pool.filter((d) => !taken.has(orgForms(d)[0]));
    const ok = free.filter((d) => d.from <= year && d.to >= year && !(d.kind === 'LLC' && year < 1992) && !(d.kind === 'LP' && year < 1975));
    if (!free.length) return this.P(not[0]);
    const legal = free.filter((d) => !(d.kind === 'LLC' && year < 1992) && !(d.kind === 'LP' && year < 1975));
    const d = r.pick(ok.length ? ok : legal.length ? legal : free);
    for (const p of this.persons.values()) if (p.kind === 'org' && p.forms[0] === orgForms(d)[0]) return p;
    const p = this.blank('org');
    p.forms = orgForms(d);
    p.orgKind = d.kind;
    p.orgSt = d.st;
    p.immortal = true;
    return p;
  }
  /** The same human acting as trustee: a person id of its own, written as the human is. */
  persona(h: Person, trust: string, day: number): Person {
    const p = this.blank('person');
    Object.assign(p, { first: h.first, middle: h.middle, last: h.last, maiden: h.maiden, suffix: h.suffix, female: h.female, born: h.born, resCounty: h.resCounty, resState: h.resState, town: h.town, human: h.id, trust, trustDay: day, immortal: true });
    return p;
  }
  sov(): Person {
    if (this.sovereign) return this.P(this.sovereign);
    const p = this.blank('sov');
    p.immortal = true;
    const k = this.a.key;
    p.forms = k === 'TN' ? ['State of Tennessee', 'THE STATE OF TENNESSEE', 'the State of Tennessee', 'State of Tennessee'] : k === 'KY' ? ['Commonwealth of Kentucky', 'THE COMMONWEALTH OF KENTUCKY', 'the Commonwealth of Kentucky', 'Commonwealth of Kentucky'] : ['United States of America', 'THE UNITED STATES OF AMERICA', 'the United States of America', 'The United States of America'];
    this.sovereign = p.id;
    return p;
  }
  alive(id: string, day: number): boolean {
    const p = this.P(id);
    return p.kind !== 'person' || (!p.dead && (p.immortal || p.dies >= yearOf(day)));
  }
  touch(ids: string[], day: number) {
    for (const id of ids) {
      const p = this.P(id);
      p.lastAct = Math.max(p.lastAct, day);
      if (p.human) this.touch([p.human], day);
    }
  }

  // ----- records

  newRef(day: number, lease = false): Ref {
    const y = yearOf(day);
    const r = this.rng;
    const base = this.a.key === 'LA' ? 14 : this.a.key === 'NY' ? 120 : 8;
    const book = Math.max(1, Math.round(base + (y - 1880) * (lease ? 3.1 : 6.3) + r.int(4)));
    const inst = y >= 1988 ? (this.a.key === 'LA' ? String(1400000 + (y - 1988) * 31000 + r.int(30000)) : `${y}${this.a.key === 'IN' ? 'R' : '-'}${String(r.int(19000) + 100).padStart(6, '0')}`) : null;
    return { book, page: 1 + r.int(780), inst };
  }
  refText(ref: Ref, kind: 'deed' | 'lease' | 'mort' | 'misc'): string {
    const r = this.rng;
    const a = this.a.key;
    const place = `${this.farms[0].county.name} ${this.a.unit}`;
    if (ref.inst && r.chance(0.7)) return r.pick([`Instrument No. ${ref.inst}`, `Instrument No. ${ref.inst} of the records of ${place}`, `${a === 'LA' ? 'Registry' : 'Instrument'} No. ${ref.inst}`]);
    const book = a === 'LA' ? (kind === 'mort' ? 'Mortgage Book' : 'Conveyance Book') : a === 'IN' ? (kind === 'deed' ? 'Deed Record' : kind === 'mort' ? 'Mortgage Record' : 'Miscellaneous Record') : a === 'NY' ? 'Liber' : kind === 'lease' ? 'Oil and Gas Lease Book' : kind === 'mort' ? (a === 'TN' ? 'Trust Deed Book' : 'Mortgage Book') : 'Deed Book';
    if (a === 'NY') return `${book} ${ref.book} of ${kind === 'deed' ? 'Deeds' : kind === 'mort' ? 'Mortgages' : 'Miscellaneous Records'}, at page ${ref.page}`;
    return r.pick([`${book} ${ref.book}, Page ${ref.page}`, `${book} ${ref.book}, at page ${ref.page}`, `${book} ${ref.book}, page ${ref.page}, of the records of ${place}`]);
  }
  fileName(): string {
    return `${this.filePrefix}${this.fileNos.pop()}.txt`;
  }
  link(file: string, tracts: TractI[], estate: Estate, from: From[], to: string[]) {
    for (const tr of tracts) for (const f of from) for (const g of to) if (f.id !== g) this.links.push({ tract: tr.key, estate, doc: file, from: f.id, to: g, required: f.req });
  }
  gap(file: string, tracts: TractI[], estate: Estate, kind: GapKindI) {
    for (const tr of tracts) this.gaps.push({ tract: tr.key, estate, kind, doc: file });
  }
  finish(inst: Inst, o: { cat: string; tracts: TractI[]; fee: boolean; estates: Estate[]; text: string; farms: Farm[]; passive?: boolean }): string {
    const file = this.fileName();
    const gov = inst.eff ?? inst.exec ?? inst.rec;
    const dates: Record<string, string | null> = { execution_date: iso(inst.exec), effective_date: iso(inst.eff), acknowledgment_date: iso(inst.ack), recording_date: iso(inst.rec) };
    if (inst.death !== null) dates.death_date = iso(inst.death);
    const seen = new Set<string>();
    const tracts = o.tracts.filter((t) => !seen.has(t.key) && seen.add(t.key)).map((t) => ({ ...t.t }));
    this.docs.push({
      text: o.text.replace(/\.\.(?!\.)/g, '.').replace(/\n{3,}/g, '\n\n').trim() + '\n',
      truth: { file, doc_category: o.cat, governing_date: iso(gov), dates, parties: inst.parties, tracts, conveys_fee: o.fee, estate_types_conveyed: o.estates },
      persons: inst.persons,
    });
    for (const f of o.farms) f.last = Math.max(f.last, gov, inst.rec);
    if (!o.passive) this.touch(inst.persons, Math.max(gov, inst.exec ?? gov));
    this.lastRef = inst.ref;
    return file;
  }
  /** Execution, acknowledgment and filing days for an instrument made on `day`. */
  stamp(inst: Inst, o: { undated?: boolean; noAck?: boolean; sameDay?: boolean; recLag?: number }) {
    const r = this.rng;
    const day = inst.day;
    inst.exec = o.undated ? null : day;
    inst.ack = o.noAck ? null : o.sameDay || r.chance(0.55) ? day : day + 1 + r.int(9);
    inst.rec = (inst.ack ?? day) + (o.recLag ?? 1 + r.int(35));
    inst.ref = this.newRef(inst.rec);
  }

  // ----- tracts

  newTract(county: County, mustAcres: boolean): TractI {
    const r = this.rng;
    const a = this.a.key;
    for (let tries = 0; tries < 200; tries++) {
      const t: ExpectedTract = { state: this.a.st, county: county.name, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
      const adj = [r.pick(this.a.surnames), r.pick(this.a.surnames), r.pick(this.a.surnames)];
      const tr: TractI = { t, key: '', kind: 'rect', county, place: r.pick(county.places), calls: [], sec: 0, twp: 0, twpD: '', rng: 0, rngD: '', aliq: null, lots: [], acres: null, nyLot: 0 };
      if (a === 'LA' || a === 'IN') {
        const [t0, t1, td] = county.twp!;
        const [r0, r1, rd] = county.rng!;
        tr.twp = t0 + r.int(t1 - t0 + 1);
        tr.twpD = td;
        tr.rng = r0 + r.int(r1 - r0 + 1);
        tr.rngD = rd;
        t.township = `${tr.twp}${td}`;
        t.range = `${tr.rng}${rd}`;
        const x = r.next();
        if (county.irregular && x < 0.55) {
          tr.kind = 'irr';
          tr.sec = 38 + r.int(110);
          tr.aliq = 'ALL';
          tr.acres = Math.round((60 + r.next() * 260) * 100) / 100;
        } else if (x < 0.2) {
          tr.kind = 'lot';
          tr.sec = r.pick([1, 2, 3, 4, 5, 6, 7, 18, 19, 30, 31, 27, 22]);
          tr.lots = r.pick([[3], [4], [1, 2], [3, 4], [2]]);
          tr.aliq = r.chance(0.45) ? r.pick(['E/2 SW/4', 'S/2 NE/4', 'SE/4 NW/4', 'E/2 NW/4']) : null;
          const rest = tr.aliq === null ? 0 : tr.aliq === 'SE/4 NW/4' ? 40 : 80;
          tr.acres = Math.round((tr.lots.length * (30 + r.next() * 14) + rest) * 100) / 100;
        } else {
          tr.kind = 'rect';
          tr.sec = 1 + r.int(36);
          const [al, ac] = r.pick(ALIQ);
          tr.aliq = al;
          tr.acres = ac;
        }
        t.section = String(tr.sec);
        t.aliquot = tr.aliq;
        t.lot = tr.lots.length ? tr.lots.join(', ') : null;
        const states = mustAcres || tr.kind !== 'rect' || r.chance(a === 'LA' ? 0.8 : 0.55);
        if (!states) tr.acres = null;
        t.acres = tr.acres;
      } else if (a === 'NY') {
        tr.kind = 'ny';
        const [t0, t1] = county.nyTwp!;
        tr.twp = t0 + r.int(t1 - t0 + 1);
        t.township = String(tr.twp);
        if (county.nyRng) {
          tr.rng = county.nyRng[0] + r.int(county.nyRng[1] - county.nyRng[0] + 1);
          t.range = String(tr.rng);
        }
        tr.nyLot = 1 + r.int(110);
        t.lot = String(tr.nyLot);
        t.survey = county.survey!;
        tr.acres = r.pick([40, 50, 62.5, 75, 88, 96, 100, 112.5, 125, 140, 150.25, 163]) + (r.chance(0.3) ? r.int(9) : 0);
        t.acres = tr.acres;
        const road = `${r.pick(this.a.surnames)} ${r.pick(['Hollow Road', 'Hill Road', 'Road', 'Creek Road'])}`;
        tr.calls = makeCalls(r, true, adj, road);
      } else {
        tr.kind = 'mb';
        tr.acres = r.pick([37, 46.25, 52, 64.5, 75, 87, 96.75, 102.5, 118, 130, 150, 176.4, 212]) + (r.chance(0.3) ? r.int(9) : 0);
        t.acres = tr.acres;
        tr.calls = makeCalls(r, false, adj, '');
      }
      tr.key = tractKey(t);
      const loc = `${t.county}|${t.section}|${t.township}|${t.range}|${t.lot}|${t.survey}|${tr.kind === 'mb' || tr.kind === 'ny' ? t.acres : ''}`;
      if (this.usedKeys.has(tr.key) || this.usedKeys.has(loc)) continue;
      this.usedKeys.add(tr.key);
      this.usedKeys.add(loc);
      return tr;
    }
    throw new Error('no tract');
  }
}

// ---------------------------------------------------------------------------------------------
// Pieces of instruments: captions, parties, descriptions, signatures, acknowledgments, stamps

const PRESIDENTS: Array<[number, string]> = [[1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benjamin Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'William H. Taft'], [1913, 'Woodrow Wilson']];
const TN_GOV: Array<[number, string]> = [[1879, 'Albert S. Marks'], [1881, 'Alvin Hawkins'], [1883, 'William B. Bate'], [1887, 'Robert L. Taylor'], [1891, 'John P. Buchanan'], [1893, 'Peter Turney'], [1897, 'Robert L. Taylor'], [1899, 'Benton McMillin'], [1903, 'James B. Frazier'], [1905, 'John I. Cox'], [1907, 'Malcolm R. Patterson']];
const KY_GOV: Array<[number, string]> = [[1879, 'Luke P. Blackburn'], [1883, 'J. Proctor Knott'], [1887, 'Simon B. Buckner'], [1891, 'John Young Brown'], [1895, 'William O. Bradley'], [1899, 'J. C. W. Beckham'], [1907, 'Augustus E. Willson']];
const inOffice = (xs: Array<[number, string]>, y: number) => [...xs].reverse().find(([from]) => from <= y)?.[1] ?? xs[xs.length - 1][1];

const unitOf = (state: string) => (state === 'Louisiana' ? 'Parish' : 'County');
const pl = (n: number, one: string, many: string) => (n > 1 ? many : one);
const timeOfDay = (r: Rng) => (r.chance(0.5) ? `${8 + r.int(4)}:${String(r.int(12) * 5).padStart(2, '0')} o'clock A.M.` : `${1 + r.int(4)}:${String(r.int(12) * 5).padStart(2, '0')} o'clock P.M.`);
const clock = (r: Rng) => (r.chance(0.5) ? `${String(8 + r.int(4)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')} AM` : `${String(1 + r.int(4)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')} PM`);

function countyLine(pk: Pkg, c?: County): string {
  const cc = c ?? pk.county;
  return pk.a.key === 'LA' ? `${cc.name} Parish, Louisiana` : `${cc.name} County, ${pk.a.stateName}`;
}
function venue(pk: Pkg, c?: County): string {
  const cc = c ?? pk.county;
  const r = pk.rng;
  switch (pk.a.key) {
    case 'LA': return r.pick([`STATE OF LOUISIANA\nPARISH OF ${cc.name.toUpperCase()}`, `STATE OF LOUISIANA        *\n                          *\nPARISH OF ${cc.name.toUpperCase()}        *`]);
    case 'KY': return r.pick([`COMMONWEALTH OF KENTUCKY\nCOUNTY OF ${cc.name.toUpperCase()}`, `STATE OF KENTUCKY  )\n                   )  Sct.\nCOUNTY OF ${cc.name.toUpperCase()} )`]);
    case 'NY': return `STATE OF NEW YORK     )\n                      )  ss.:\nCOUNTY OF ${cc.name.toUpperCase()} )`;
    case 'IN': return `STATE OF INDIANA      )\n                      )  SS:\nCOUNTY OF ${cc.name.toUpperCase()} )`;
    case 'TN': return `STATE OF TENNESSEE\nCOUNTY OF ${cc.name.toUpperCase()}`;
  }
}
function resPhrase(pk: Pkg, p: Person, modern: boolean): string {
  const r = pk.rng;
  const unit = unitOf(p.resState);
  const away = p.resState !== pk.a.stateName;
  if (pk.a.key === 'LA') return r.pick([`domiciled in ${p.resCounty} ${unit}, ${p.resState}`, `a resident of the ${unit} of ${p.resCounty}, State of ${p.resState}`, `domiciled in and a resident of ${p.resCounty} ${unit}, ${p.resState}`]);
  if (pk.a.key === 'NY' && !away) return r.pick([`residing at ${p.town}, New York`, `of the Town of ${p.town}, County of ${p.resCounty}, New York`, modern ? `residing at ${100 + r.int(9800)} ${r.pick(['County Route 21', 'State Route 36', 'Main Street', 'Cook Hollow Road', 'Hill Road'])}, ${p.town}, New York` : `of ${p.town}, New York`]);
  if (modern && !away && r.chance(0.4)) return `whose address is ${100 + r.int(9800)} ${r.pick(['Old State Road', 'Main Street', 'County Road 300', 'Highway 52', 'Church Street', 'Hickory Lane'])}, ${p.town}, ${p.resState}`;
  return r.pick([`of ${p.resCounty} ${unit}, ${p.resState}`, `of the County of ${p.resCounty} and State of ${p.resState}`, `a resident of ${p.resCounty} ${unit}, ${p.resState}`]);
}
function orgDesc(pk: Pkg, p: Person): string {
  const r = pk.rng;
  const art = /^[AEIOU]/.test(p.orgSt) ? 'an' : 'a';
  switch (p.orgKind) {
    case 'LLC': return `${art} ${p.orgSt} limited liability company`;
    case 'LP': return `${art} ${p.orgSt} limited partnership`;
    case 'Bank': return r.pick(['a banking corporation', `${art} ${p.orgSt} banking corporation`, 'a corporation']);
    default: return r.pick([`${art} ${p.orgSt} corporation`, `a corporation organized and existing under the laws of the State of ${p.orgSt}`, `${art} ${p.orgSt} corporation authorized to do business in the State of ${pk.a.stateName}`]);
  }
}
/** A party with its descriptors; the marital words follow the member's mode. */
function who(pk: Pkg, inst: Inst, id: string, m: Member | null, res: boolean): string {
  const p = pk.P(id);
  const r = pk.rng;
  const n = inst.hd(id);
  if (p.kind === 'sov') return n;
  if (p.kind === 'org') return r.chance(0.8) ? `${n}, ${orgDesc(pk, p)}` : n;
  if (p.human) return `${n}, ${r.pick(['as Trustee of the', 'Trustee of the', 'as Trustee under the'])} ${p.trust}${r.chance(0.6) ? ` dated ${fd(p.trustDay, 'long')}` : ''}`;
  const f = inst.form(id);
  const sp = p.spouse ? pk.P(p.spouse) : null;
  const spAlive = sp !== null && pk.alive(sp.id, inst.day);
  const bits: string[] = [];
  const ex = pk.execs.get(id);
  if (ex && !(m?.mode === 'join' && pk.a.key !== 'LA') && r.chance(0.7)) {
    const word = p.female ? 'Executrix' : 'Executor';
    const dec = inst.nm(ex);
    bits.push(pk.a.key === 'LA' ? `individually and as Testamentary ${word} of the Succession of ${dec}` : pk.a.key === 'IN' ? `individually and as Personal Representative of the Estate of ${dec}, Deceased` : `individually and as ${r.pick(['', 'Independent '])}${word} of the Estate of ${dec}, Deceased`);
  }
  const showRes = res || p.namesake;
  if (pk.a.key === 'LA') {
    if (f.wifeOf && sp) bits.push(`${spAlive ? r.pick(['wife of', 'married to']) : 'widow of'} ${inst.nm(sp.id)}`);
    if (r.chance(0.75)) bits.push(r.pick(['a person of the full age of majority', 'of lawful age', 'a major']));
    if (showRes) bits.push(resPhrase(pk, p, inst.modern));
    if (!f.wifeOf) {
      if (!p.female) {
        if (sp && spAlive) bits.push(m?.mode === 'join' ? r.pick([`married to ${inst.nm(sp.id)}`, `husband of ${inst.nm(sp.id)}`]) : r.pick([`married but once and then to ${inst.nm(sp.id)}, with whom he is living and residing`, `married to and living with ${inst.nm(sp.id)}`, `husband of ${inst.nm(sp.id)}`]));
        else if (sp) bits.push(r.pick([`widower of ${inst.nm(sp.id)}`, `widower of the late ${inst.nm(sp.id)}`, `who was married but once and then to ${inst.nm(sp.id)}, now deceased`]));
        else bits.push(r.pick(['single and never married', 'a single man', 'who has never been married']));
      } else if (sp && spAlive) bits.push(m?.mode === 'sep' ? `wife of ${inst.nm(sp.id)}, dealing herein with her separate property` : r.pick([`wife of ${inst.nm(sp.id)}`, `married to ${inst.nm(sp.id)}`]));
      else if (sp) bits.push(`widow of ${inst.nm(sp.id)}`);
      else bits.push(r.pick(['a single woman', 'never married', 'a feme sole']));
    } else if (m?.mode === 'sep') bits.push('dealing herein with her separate property');
    return [n, ...bits].join(', ');
  }
  if (m?.mode === 'sep') bits.push(r.pick(['a married woman dealing with her separate property', 'a married woman, in her own right', 'a married woman, as her separate estate']));
  else if (m?.mode !== 'join') {
    if (sp && spAlive) {
      if (r.chance(0.5)) bits.push(p.female ? 'a married woman' : 'a married man');
    } else if (sp) bits.push(r.chance(0.7) ? (p.female ? 'a widow' : 'a widower') : `${p.female ? 'widow' : 'widower'} of ${inst.nm(sp.id)}`);
    else if (r.chance(0.7)) bits.push(r.pick(p.female ? ['a single woman', 'unmarried', 'a single person', 'single'] : ['a single man', 'unmarried', 'a single person', 'single']));
  }
  if (showRes || r.chance(0.7)) bits.push(resPhrase(pk, p, inst.modern));
  return [n, ...bits].join(', ');
}
interface SideOut {
  text: string;
  intervene: string;
  from: From[];
  ids: string[];
}
/** The conveying side: each holder with descriptors, a spouse who joins beside him or (Louisiana) by intervention. */
function side(pk: Pkg, inst: Inst, ms: Member[], role: Role, res: boolean, act: string): SideOut {
  const r = pk.rng;
  const parts: string[] = [];
  const out: SideOut = { text: '', intervene: '', from: [], ids: [] };
  for (const m of ms) {
    inst.add(m.id, role);
    out.from.push({ id: m.id, req: true });
    out.ids.push(m.id);
    let s = who(pk, inst, m.id, m, res);
    if (m.mode === 'join' && m.spouse) {
      const S = inst.add(m.spouse, role);
      out.from.push({ id: m.spouse, req: false });
      out.ids.push(m.spouse);
      const n = inst.hd(m.id);
      const female = pk.P(m.id).female;
      if (pk.a.key === 'LA') {
        out.intervene += r.pick([
          `\n\nAND NOW INTO THESE PRESENTS comes and intervenes ${S}, ${female ? 'husband' : 'wife'} of the said ${n}, who declares that ${female ? 'he' : 'she'} joins in this ${act} for the purpose of consenting thereto and of renouncing, releasing and waiving any and all rights, claims or interest that ${female ? 'he' : 'she'} may have in and to the property herein described.`,
          `\n\nHerein personally appears ${S}, the ${female ? 'husband' : 'wife'} of ${n}, who joins in and consents to this ${act} and to each and every provision hereof.`,
        ]);
      } else {
        const rest = s.slice(n.length);
        s = r.pick(female ? [`${n} and ${S}, wife and husband${rest}`, `${n}, joined pro forma by her husband, ${S}${rest}`, `${n} and her husband, ${S}${rest}`] : [`${n} and ${S}, husband and wife${rest}`, `${n} and wife, ${S}${rest}`, `${n}, joined by his wife, ${S}${rest}`, `${n} and ${S}, his wife${rest}`]);
      }
    }
    parts.push(s);
  }
  out.text = parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
  return out;
}
/** The receiving side (grantees, lessees, assignees, heirs): plain descriptors. */
function takers(pk: Pkg, inst: Inst, ids: string[], role: Role, res = true): string {
  const persona = ids.every((id) => pk.P(id).human);
  if (persona && ids.length === 2) {
    const p = pk.P(ids[0]);
    const a = inst.add(ids[0], role);
    const b = inst.add(ids[1], role);
    return `${a} and ${b}, ${pk.rng.pick(['Trustees of the', 'as Co-Trustees of the', 'as Trustees under the'])} ${p.trust}${pk.rng.chance(0.6) ? ` dated ${fd(p.trustDay, 'long')}` : ''}`;
  }
  const parts = ids.map((id) => {
    inst.add(id, role);
    return who(pk, inst, id, null, res);
  });
  return parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
}

const officers = new WeakMap<Inst, Map<string, [string, string]>>();
function officer(pk: Pkg, inst: Inst, id: string): [string, string] {
  let m = officers.get(inst);
  if (!m) officers.set(inst, (m = new Map()));
  let o = m.get(id);
  if (!o) {
    const p = pk.P(id);
    const title = p.orgKind === 'LLC' ? pk.rng.pick(['Manager', 'Managing Member', 'Vice President']) : p.orgKind === 'LP' ? pk.rng.pick(['Authorized Agent', 'Vice President', 'Attorney-in-Fact']) : p.orgKind === 'Bank' ? pk.rng.pick(['Vice President', 'Cashier', 'President']) : pk.rng.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Vice President, Land']);
    o = [pk.extraName(), title];
    m.set(id, o);
  }
  return o;
}
function sigs(pk: Pkg, inst: Inst, ids: string[], st?: number): string {
  const s = st ?? pk.rng.int(4);
  return ids
    .map((id) => {
      const p = pk.P(id);
      const n = inst.nm(id);
      if (p.kind === 'org') {
        const [o, t] = officer(pk, inst, id);
        return `${n.toUpperCase()}\n\nBy: ______________________________\n    ${o}, ${t}`;
      }
      const nn = p.human ? `${n}, Trustee` : n;
      return s === 0 ? `______________________________\n${nn}` : s === 1 ? `/s/ ${nn}` : s === 2 ? `______________________________ (SEAL)\n${nn.toUpperCase()}` : `${nn}  (L.S.)`;
    })
    .join('\n\n');
}
function notary(pk: Pkg, inst: Inst): string {
  const n = pk.extraName();
  if (inst.modern) return `${n}, Notary Public\n${pk.a.key === 'LA' ? `Notary ID No. ${10000 + pk.rng.int(80000)}` : `My commission expires: ${fd(inst.day + 300 + pk.rng.int(1200), 'long')}`}`;
  return pk.rng.chance(0.5) ? `${n}, Notary Public` : `${n}\nNotary Public\nMy commission expires ${fd(inst.day + 200 + pk.rng.int(1200), 'long')}`;
}
function ackBlock(pk: Pkg, inst: Inst, ids: string[], what = 'instrument'): string {
  if (inst.ack === null) return '';
  const r = pk.rng;
  const day = inst.ack;
  const people = ids.filter((id) => pk.P(id).kind === 'person');
  const orgs = ids.filter((id) => pk.P(id).kind === 'org');
  const out: string[] = [];
  const c = pk.county;
  if (people.length) {
    const names = people.map((id) => (pk.P(id).human ? `${inst.nm(id)}, Trustee` : inst.nm(id)));
    const list = names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const they = names.length > 1 ? 'they' : pk.P(people[0]).female ? 'she' : 'he';
    const their = names.length > 1 ? 'their' : pk.P(people[0]).female ? 'her' : 'his';
    let b = '';
    switch (pk.a.key) {
      case 'LA':
        b = r.chance(0.75)
          ? `BE IT KNOWN, that on this ${fd(day, 'ord')}, before me, the undersigned Notary Public, duly commissioned and qualified in and for the Parish and State aforesaid, personally came and appeared ${list}, to me known to be the identical ${pl(names.length, 'person', 'persons')} who executed the foregoing ${what}, and who declared and acknowledged that ${they} signed and executed the same as ${their} free act and deed, for the uses and purposes therein set forth.`
          : `Personally came and appeared before me, the undersigned authority, ${pk.extraName(false)}, who, being first duly sworn, did depose and say that he is one of the subscribing witnesses to the foregoing ${what}, and that the same was signed by ${list} in his presence and in the presence of the other subscribing witness.\n\nSWORN TO AND SUBSCRIBED before me, this ${fd(day, 'ord')}.`;
        break;
      case 'IN':
        b = `Before me, the undersigned, a Notary Public in and for said County and State, this ${fd(day, 'ord')}, personally appeared the within named ${list}, and acknowledged the execution of the foregoing ${what} to be ${their} voluntary act and deed.\n\nIN WITNESS WHEREOF, I have hereunto subscribed my name and affixed my official seal.`;
        break;
      case 'TN':
        b = inst.old && r.chance(0.5)
          ? `Personally appeared before me, ${pk.extraName()}, Clerk of the County Court of said County, the within named ${list}, the ${pl(names.length, 'bargainor', 'bargainors')}, with whom I am personally acquainted, and who acknowledged that ${they} executed the within instrument for the purposes therein contained.\n\nWitness my hand at office, this ${fd(day, 'ord')}.`
          : `Personally appeared before me, the undersigned, a Notary Public in and for said State and County, the within named ${list}, with whom I am personally acquainted (or proved to me on the basis of satisfactory evidence), and who acknowledged that ${they} executed the within instrument for the purposes therein contained.\n\nWitness my hand and seal, at office, this ${fd(day, 'ord')}.`;
        break;
      case 'KY':
        b = `I, the undersigned, a Notary Public in and for the State and County aforesaid, do hereby certify that the foregoing ${what} was this day produced before me in said County and acknowledged by ${list} to be ${their} act and deed.\n\nGiven under my hand and seal of office, this ${fd(day, 'ord')}.`;
        break;
      case 'NY':
        b = yearOf(day) >= 2000
          ? `On the ${ordinal(ymd(day).d)} day of ${MONTHS[ymd(day).m - 1]} in the year ${yearOf(day)} before me, the undersigned, a Notary Public in and for said State, personally appeared ${list}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual(s) whose name(s) is (are) subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their capacity(ies), and that by his/her/their signature(s) on the instrument, the individual(s), or the person upon behalf of which the individual(s) acted, executed the instrument.`
          : `On this ${fd(day, 'ord')}, before me, the subscriber, personally came ${list}, to me known to be the same ${pl(names.length, 'person', 'persons')} described in and who executed the within instrument, and ${they} duly acknowledged to me that ${they} executed the same.`;
        break;
    }
    out.push(`${venue(pk, c)}\n\n${b}\n\n______________________________\n${notary(pk, inst)}`);
  }
  for (const id of orgs) {
    const [o, t] = officer(pk, inst, id);
    out.push(`${venue(pk, c)}\n\nOn this ${fd(day, 'ord')}, before me appeared ${o}, to me personally known, who, being by me duly sworn, did say that ${r.chance(0.3) ? 'she' : 'he'} is the ${t} of ${inst.nm(id)}, and that the foregoing ${what} was signed on behalf of said ${pk.P(id).orgKind === 'LLC' ? 'company' : pk.P(id).orgKind === 'LP' ? 'partnership' : 'corporation'} by authority duly given, and the said ${o} acknowledged the said ${what} to be the free act and deed of said ${pk.P(id).orgKind === 'LLC' ? 'company' : pk.P(id).orgKind === 'LP' ? 'partnership' : 'corporation'}.\n\n______________________________\n${notary(pk, inst)}`);
  }
  return out.join('\n\n');
}
/** The clerk's stamp: a cover block for modern instruments, a certificate at the foot of older ones. */
function recBlock(pk: Pkg, inst: Inst, what: string, kind: 'deed' | 'lease' | 'mort' | 'misc'): { top: string; bottom: string } {
  const r = pk.rng;
  const c = pk.county;
  const rec = inst.rec;
  const ref = inst.ref;
  const C = c.name.toUpperCase();
  const clerk = pk.extraName();
  const bt = pk.refText({ ...ref, inst: null }, kind);
  if (inst.y >= 2008 && r.chance(0.35) && ref.inst) {
    return { top: `ELECTRONICALLY RECORDED\n${C} ${pk.a.unit.toUpperCase()}, ${pk.a.st}\nDoc # ${ref.inst}\n${fd(rec, 'num')} ${clock(r)}\nPages: ${2 + r.int(6)}  Fee: $${(30 + r.int(60)).toFixed(2)}\nSubmitted electronically for recording`, bottom: '' };
  }
  if (ref.inst && r.chance(0.8)) {
    switch (pk.a.key) {
      case 'LA': return { top: `${C} PARISH CLERK OF COURT\nFILED AND RECORDED\n${fd(rec, 'num')} ${clock(r)}\nINSTRUMENT # ${ref.inst}\nBOOK ${ref.book}  PAGE ${ref.page}\nDEPUTY CLERK: ${clerk.split(' ').map((w) => w[0]).join('')}`, bottom: '' };
      case 'IN': return { top: `${ref.inst}\nSTATE OF INDIANA  ${C} COUNTY\nFILED FOR RECORD AS PRESENTED\n${fd(rec, 'num')} ${clock(r)}\n${clerk.toUpperCase()}, RECORDER\nFee Amount: $${(25 + r.int(40)).toFixed(2)}`, bottom: '' };
      case 'TN': return { top: `BK/PG: ${ref.book}/${ref.page}\n${ref.inst}\nRECEIVED: ${fd(rec, 'num')} ${clock(r)}\nSTATE OF TENNESSEE, ${C} COUNTY\n${clerk.toUpperCase()}, REGISTER OF DEEDS`, bottom: '' };
      case 'KY': return { top: `${ref.inst}\n${C} COUNTY, KENTUCKY\n${clerk.toUpperCase()}, COUNTY CLERK\nRECORDED ON ${fd(rec, 'num')} ${clock(r)}\nBOOK ${ref.book}  PAGES ${ref.page} - ${ref.page + 2 + r.int(5)}`, bottom: '' };
      case 'NY': return { top: `${C} COUNTY CLERK\nRECORDING PAGE\nTHIS PAGE IS PART OF THE INSTRUMENT\n\nInstrument Number: ${ref.inst}\nRecorded On: ${fd(rec, 'long')}  ${clock(r)}\nDocument Type: ${what.toUpperCase()}\nBook: ${ref.book}   Page: ${ref.page}\nTransfer Tax: $${kind === 'deed' ? (r.int(900) * 4).toFixed(2) : '0.00'}\nReceipt Number: ${100000 + r.int(800000)}`, bottom: '' };
    }
  }
  const t = timeOfDay(r);
  switch (pk.a.key) {
    case 'LA': return { top: '', bottom: r.chance(0.5) ? `FILED FOR RECORD ${fd(rec, 'long').toUpperCase()}, at ${t}, and recorded in ${bt}.\n${clerk}, Deputy Clerk and Ex-Officio Recorder, ${c.name} Parish, Louisiana` : `STATE OF LOUISIANA, PARISH OF ${C}\n\nI hereby certify that the foregoing ${what} was filed for record in my office on the ${fd(rec, 'ord')}, at ${t}, and duly recorded in ${bt}.\n\n${clerk}\nClerk of Court and Ex-Officio Recorder` };
    case 'IN': return { top: '', bottom: `Received for record this ${fd(rec, 'ord')}, at ${t}, and recorded in ${bt}.\n\n${clerk}, Recorder of ${c.name} County` };
    case 'TN': return { top: '', bottom: `STATE OF TENNESSEE, ${C} COUNTY.\n\nReceived for record the ${fd(rec, 'ord')}, at ${t}. Noted in Note Book ${2 + r.int(30)}, page ${1 + r.int(300)}, and recorded in ${bt}.\n\n${clerk}, Register` };
    case 'KY': return { top: '', bottom: `STATE OF KENTUCKY, COUNTY OF ${C}, Sct.\n\nI, ${clerk}, Clerk of the ${c.name} County Court for the County and State aforesaid, certify that the foregoing ${what} was on the ${fd(rec, 'ord')}, at ${t}, lodged for record, whereupon the same, with the foregoing and this certificate, have been duly recorded in my office.\n\nWitness my hand this ${fd(rec + 2 + r.int(20), 'ord')}.\n\n${clerk}, Clerk\nBy ${pk.extraName()}, D.C.` };
    case 'NY': return { top: '', bottom: r.chance(0.5) ? `Recorded in the ${c.name} County Clerk's Office on the ${fd(rec, 'ord')}, at ${t}, in ${bt}.\n\n${clerk}, Clerk` : `RECEIVED\n${fd(rec, 'long').toUpperCase()}  ${t}\n${C} COUNTY CLERK\n${bt}` };
  }
}
function preparedBy(pk: Pkg, inst: Inst): string {
  if (!inst.modern && !(pk.a.key === 'IN' && inst.y >= 1950)) return '';
  const r = pk.rng;
  const law = pk.extraName();
  return r.pick([`This instrument prepared by: ${law}, Attorney at Law, ${pk.county.seat}, ${pk.a.stateName}`, `Prepared by and after recording return to:\n${law}\n${100 + r.int(900)} ${r.pick(['Main Street', 'Texas Street', 'Court Street', 'Market Street'])}\n${pk.county.seat}, ${pk.a.stateName}`, `PREPARED BY: ${law}\nRETURN TO: ${pk.extraName()}, ${r.pick(['Title Examiner', 'Landman', 'Paralegal'])}`]);
}
function assemble(rec: { top: string; bottom: string }, ...parts: string[]): string {
  return [rec.top, ...parts, rec.bottom].filter((s) => s && s.trim()).join('\n\n');
}

// ----- descriptions

function meridian(pk: Pkg, tr: TractI): string {
  const r = pk.rng;
  if (pk.a.key === 'IN') return r.pick(['', ' of the Second Principal Meridian', ', 2nd P.M.', ' of the 2nd P.M.']);
  if (tr.county.irregular) return r.pick(['', ', Southeastern Land District, West of the Mississippi River', ', S.E. Land District West of the Mississippi River']);
  return r.pick(['', ', Louisiana Meridian', ', La. Mer.', ' of the Louisiana Meridian']);
}
function rectDesc(pk: Pkg, tr: TractI, withCounty: boolean, style?: number): string {
  const r = pk.rng;
  const st = style ?? r.int(6);
  const N = tr.twpD === 'N' ? 'North' : 'South';
  const E = tr.rngD === 'E' ? 'East' : 'West';
  const secWord = tr.kind === 'irr' ? r.pick(['Irregular Section', 'Section']) : tr.kind === 'lot' && pk.a.key === 'IN' ? r.pick(['Fractional Section', 'Section']) : 'Section';
  const secN = st === 1 ? numW(tr.sec) : String(tr.sec);
  let tr_ = '';
  if (st === 0) tr_ = `${secWord} ${secN}, Township ${tr.twp} ${N}, Range ${tr.rng} ${E}`;
  else if (st === 1) tr_ = `${secWord} ${secN}, Township ${numW(tr.twp)} ${N}, Range ${numW(tr.rng)} ${E}`;
  else if (st === 2) tr_ = `${secWord === 'Section' ? 'Sec.' : secWord} ${secN}, T${tr.twp}${tr.twpD}, R${tr.rng}${tr.rngD}`;
  else if (st === 3) tr_ = `${secWord} ${secN}, T. ${tr.twp} ${tr.twpD}., R. ${tr.rng} ${tr.rngD}.`;
  else if (st === 4) tr_ = `${secWord} ${secN}, T-${tr.twp}-${tr.twpD}, R-${tr.rng}-${tr.rngD}`;
  else tr_ = `${tr.sec}-${tr.twp}${tr.twpD}-${tr.rng}${tr.rngD}`;
  tr_ += st === 5 ? '' : meridian(pk, tr);
  let head = '';
  if (tr.kind === 'irr') head = r.pick(['All of ', '', 'The whole of ']);
  else if (tr.kind === 'lot') head = `${lotsText(r, tr.lots)}${tr.aliq ? ` and the ${aliqText(r, tr.aliq, st === 1 ? 5 : r.int(6))}` : ''} of `;
  else head = `${st === 1 ? cap(aliqText(r, tr.aliq!, r.pick([4, 5]))) : aliqText(r, tr.aliq!, st === 5 ? r.pick([0, 6]) : r.int(6))} of `;
  if (head.startsWith('the ')) head = cap(head);
  let s = `${head}${tr_}`;
  if (pk.a.key === 'IN' && r.chance(0.5)) s += `, in ${tr.place} Township`;
  if (withCounty) s += pk.a.key === 'LA' ? r.pick([`, ${tr.county.name} Parish, Louisiana`, `, in the Parish of ${tr.county.name}, State of Louisiana`]) : r.pick([`, ${tr.county.name} County, Indiana`, `, in ${tr.county.name} County, State of Indiana`]);
  if (tr.acres !== null) s += `, containing ${acresText(r, tr.acres, st < 2)}`;
  return s;
}
function mbDesc(pk: Pkg, tr: TractI, inst: Inst): string {
  const r = pk.rng;
  const a = tr.acres!;
  if (pk.a.key === 'TN') {
    const d = Number(tr.place);
    const intro = r.pick([`a certain tract or parcel of land lying and being in the ${ordinal(d)} Civil District of ${tr.county.name} County, Tennessee`, `a tract of land in Civil District No. ${d} of ${tr.county.name} County, Tennessee`, `that certain tract or parcel of land situated in the ${titleCase(ordWord(d))} Civil District of ${tr.county.name} County, State of Tennessee`]);
    return `${intro}, ${r.pick(['and bounded and described as follows, to-wit', 'more particularly described as follows', 'and described by metes and bounds as follows'])}: ${tr.calls.join('; ')}, containing ${acresText(r, a, inst.old)}.`;
  }
  const intro = r.pick([`a certain tract or parcel of land lying and being in ${tr.county.name} County, Kentucky, on the waters of ${tr.place}`, `that certain tract of land in ${tr.county.name} County, Kentucky, lying on the waters of ${tr.place}`, `a tract of land situated on the waters of ${tr.place} in ${tr.county.name} County, Kentucky`]);
  return `${intro}, ${r.pick(['and bounded as follows', 'bounded and described as follows, to-wit', 'and more particularly described as follows'])}: ${tr.calls.join('; ')}, containing ${acresText(r, a, inst.old)}.`;
}
function nyDesc(pk: Pkg, tr: TractI, short: boolean): string {
  const r = pk.rng;
  const c = tr.county;
  const sv = r.pick(c.surveyForms!);
  const lot = r.pick([`Lot No. ${tr.nyLot}`, `Great Lot No. ${tr.nyLot}`, `Lot ${tr.nyLot}`, `Great Lot Number ${numW(tr.nyLot)}`]);
  const twp = r.pick([`in Township No. ${tr.twp}`, `in Township ${numW(tr.twp)}`, `in the ${titleCase(ordWord(tr.twp))} Township`, `, Township ${tr.twp}`]);
  const rg = c.nyRng ? r.pick([`, Range ${tr.rng}`, ` in the ${titleCase(ordWord(tr.rng))} Range`, `, Range No. ${tr.rng}`]) : '';
  if (short) return `Part of ${lot}, Township ${tr.twp}${c.nyRng ? `, Range ${tr.rng}` : ''}, ${sv}, Town of ${tr.place}, ${c.name} County, New York, containing ${tr.acres} acres`;
  return `ALL THAT TRACT OR PARCEL OF LAND, situate in the Town of ${tr.place}, County of ${c.name} and State of New York, being part of ${lot}${twp.startsWith(',') ? '' : ' '}${twp}${rg} of the ${sv}, bounded and described as follows: ${tr.calls.join('; ')}, containing ${r.pick([`${tr.acres} acres of land, be the same more or less`, `${tr.acres} acres of land, more or less`, `${tr.acres} acres`])}.`;
}
function descOne(pk: Pkg, inst: Inst, tr: TractI, short = false): string {
  if (tr.kind === 'mb') return short ? (pk.a.key === 'KY' ? `${tr.acres} acres on the waters of ${tr.place}, ${tr.county.name} County, Kentucky` : `${tr.acres} acres in the ${ordinal(Number(tr.place))} Civil District of ${tr.county.name} County, Tennessee`) : cap(mbDesc(pk, tr, inst));
  if (tr.kind === 'ny') return nyDesc(pk, tr, short);
  return rectDesc(pk, tr, true, short ? pk.rng.pick([2, 5]) : undefined);
}
/** The description in the body, or a pointer to an Exhibit "A" that follows the acknowledgment. */
function describe(pk: Pkg, inst: Inst, tracts: TractI[]): { body: string; exhibit: string } {
  const r = pk.rng;
  const ex = tracts.length > 1 ? r.chance(inst.modern ? 0.6 : 0.25) : inst.modern && r.chance(0.25);
  if (ex) {
    const rows = tracts.map((t, i) => `${tracts.length > 1 ? `Tract ${i + 1}: ` : ''}${descOne(pk, inst, t, r.chance(0.5))}`);
    return { body: r.pick(['the lands described in Exhibit "A" attached hereto and made a part hereof for all purposes', 'the following described land, to-wit: See Exhibit "A" attached hereto and incorporated herein', 'those certain lands more fully described on Exhibit A hereto']), exhibit: `EXHIBIT "A"\n\nAttached to and made a part of that certain instrument dated ${fd(inst.day, 'long')}${tracts.length > 1 ? '' : ''}\n\n${rows.join('\n\n')}` };
  }
  if (tracts.length === 1) return { body: descOne(pk, inst, tracts[0]), exhibit: '' };
  const labels = r.pick([['FIRST TRACT', 'SECOND TRACT'], ['Tract One', 'Tract Two'], ['Tract 1', 'Tract 2'], ['PARCEL ONE', 'PARCEL TWO']]);
  return { body: tracts.map((t, i) => `${labels[i]}: ${descOne(pk, inst, t)}`).join('\n\n'), exhibit: '' };
}
function patentWords(pk: Pkg, tr: TractI): string {
  const parts = (tr.aliq === 'ALL' ? '' : tr.aliq ?? '').split(' ').filter(Boolean).map((p) => {
    const [d, n] = p.split('/');
    return `${DIRW[d].toLowerCase().replace(/^(north|south)(east|west)$/, '$1-$2')} ${n === '2' ? 'half' : 'quarter'}`;
  });
  const N = tr.twpD === 'N' ? 'north' : 'south';
  const E = tr.rngD === 'E' ? 'east' : 'west';
  const lots = tr.lots.length ? `lot${tr.lots.length > 1 ? 's' : ''} numbered ${tr.lots.map((l) => words(l)).join(' and ')}${parts.length ? ' and the ' : ''}` : '';
  const al = parts.length ? `${parts.join(' of the ')}` : '';
  const head = tr.kind === 'irr' ? 'whole of ' : lots || al ? `${lots}${al} of ` : '';
  return `${head}section ${words(tr.sec)} in township ${words(tr.twp)} ${N} of range ${words(tr.rng)} ${E} of the Louisiana Meridian, in the State of Louisiana, containing ${acresWords(tr.acres!)}`;
}
function acresWords(a: number): string {
  const w = Math.floor(a);
  const h = Math.round((a - w) * 100);
  return h ? `${words(w)} acres and ${words(h)} hundredths of an acre` : `${words(w)} acres`;
}

// ---------------------------------------------------------------------------------------------
// The instruments

type DeedKind = 'warranty' | 'special' | 'quitclaim';
const CAT: Record<DeedKind, string> = { warranty: 'warranty_deed', special: 'special_warranty_deed', quitclaim: 'quitclaim_deed' };
const pron = (pk: Pkg, ids: string[]) => {
  if (ids.length > 1) return { he: 'they', his: 'their', him: 'them', self: 'themselves', s: '', has: 'have', does: 'do' };
  const p = pk.P(ids[0]);
  if (p.kind !== 'person') return { he: 'it', his: 'its', him: 'it', self: 'itself', s: 's', has: 'has', does: 'does' };
  return p.female ? { he: 'she', his: 'her', him: 'her', self: 'herself', s: 's', has: 'has', does: 'does' } : { he: 'he', his: 'his', him: 'him', self: 'himself', s: 's', has: 'has', does: 'does' };
};
function price(pk: Pkg, day: number, tracts: TractI[]): number {
  const y = yearOf(day);
  const per = y < 1900 ? 4 : y < 1920 ? 12 : y < 1945 ? 25 : y < 1970 ? 90 : y < 1990 ? 650 : y < 2005 ? 1400 : 3200;
  const acres = tracts.reduce((s, t) => s + (t.acres ?? 80), 0);
  const v = acres * per * (0.7 + pk.rng.next() * 0.6);
  return Math.max(50, Math.round(v / (v > 5000 ? 500 : 50)) * (v > 5000 ? 500 : 50));
}
function reservation(pk: Pkg, reserve: Frac, whole: boolean, ids: string[]): string {
  const r = pk.rng;
  const p = pron(pk, ids);
  const f = fracText(r, reserve);
  const a = pk.a.key;
  if (a === 'LA') {
    if (whole) return r.pick([`Vendor${ids.length > 1 ? 's' : ''} expressly reserve${ids.length > 1 ? '' : 's'} unto ${p.self}, ${p.his} heirs and assigns, all of the oil, gas, sulphur and other minerals in, on and under the above described property, together with the right of ingress and egress for the purpose of exploring for, producing and marketing the same.`, `SAVE AND EXCEPT all of the oil, gas and other minerals in, on and under the property herein conveyed, all of which are reserved by Vendor${ids.length > 1 ? 's' : ''}, ${p.his} heirs and assigns.`]);
    return r.pick([`There is excepted from this sale and reserved unto Vendor${ids.length > 1 ? 's' : ''}, ${p.his} heirs and assigns, an undivided ${f} interest in and to all of the oil, gas and other minerals in, on and under the above described property, with the right of ingress and egress for the purpose of exploring for and producing the same.`, `Vendor${ids.length > 1 ? 's' : ''} hereby reserve${ids.length > 1 ? '' : 's'} an undivided ${f} of all minerals, including oil and gas, in, on and under the property herein sold.`]);
  }
  if (a === 'NY') return whole ? `EXCEPTING AND RESERVING unto the party of the first part, ${p.his} heirs and assigns, all the oil and gas in and under the said premises, with the right to enter upon said premises to drill for and remove the same.` : `EXCEPTING AND RESERVING unto the party of the first part an undivided ${f} interest in and to all the oil and gas in and under the above described premises.`;
  if (whole) return r.pick([`SAVE AND EXCEPT all of the oil, gas and other minerals in and under said land, which are hereby reserved unto the Grantor${ids.length > 1 ? 's' : ''}, ${p.his} heirs and assigns.`, `The Grantor${ids.length > 1 ? 's' : ''} hereby except${ids.length > 1 ? '' : 's'} and reserve${ids.length > 1 ? '' : 's'} unto ${p.self} all coal, oil, gas and other minerals in and underlying the above described land, with the right to mine and remove the same.`]);
  return r.pick([`SAVE AND EXCEPT, and there is hereby reserved unto the Grantor${ids.length > 1 ? 's' : ''}, ${p.his} heirs and assigns, an undivided ${f} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the above described land.`, `There is excepted from this conveyance and reserved to the grantor${ids.length > 1 ? 's' : ''} an undivided ${f} of the oil and gas and other minerals underlying said land.`]);
}

interface DeedOpts {
  kind: DeedKind;
  ms: Member[];
  grantees: string[];
  day: number;
  farm: Farm;
  reserve: Frac | null;
  reserveWhole: boolean;
  reservers: string[];
  gift?: string;
  trust?: boolean;
  undated?: boolean;
}
function emitDeed(pk: Pkg, o: DeedOpts): string {
  const r = pk.rng;
  const a = pk.a.key;
  const f = o.farm;
  const tracts = f.tracts;
  const inst = new Inst(pk, o.day);
  const authentic = a === 'LA' && (o.gift !== undefined || r.chance(0.6));
  const undated = o.undated ?? (!authentic && (a === 'IN' || a === 'TN' || a === 'LA') && r.chance(0.05));
  pk.stamp(inst, { undated, sameDay: authentic });
  const g = side(pk, inst, o.ms, 'grantor', true, o.gift ? 'donation' : o.kind === 'quitclaim' ? 'act' : 'sale');
  const gt = takers(pk, inst, o.grantees, 'grantee', r.chance(0.85));
  const gp = pron(pk, a === 'LA' ? o.ms.map((m) => m.id) : g.ids);
  const tp = pron(pk, o.grantees);
  const d = describe(pk, inst, tracts);
  const res = o.reserve ? reservation(pk, o.reserve, o.reserveWhole, o.reservers) : '';
  const amt = price(pk, o.day, tracts);
  const consid = o.gift ? `the love and affection which ${gp.he} bear${gp.s === 's' ? 's' : ''} unto ${tp.his === 'their' ? 'them' : tp.him}, ${o.grantees.length > 1 ? `${gp.his} children` : `${gp.his} ${o.gift}`}` : o.trust ? 'Ten Dollars ($10.00), and no other consideration, this conveyance being made to fund a revocable trust' : money(r, amt, inst.old);
  const rec = recBlock(pk, inst, 'deed', 'deed');
  const sg = sigs(pk, inst, g.ids);
  const ack = ackBlock(pk, inst, g.ids, 'instrument');
  const parts: string[] = [];
  const dating = inst.exec !== null ? onDay(r, inst.exec, inst.old) : '';
  if (a === 'LA') {
    const title = o.gift ? r.pick(['ACT OF DONATION', 'DONATION INTER VIVOS', 'ACT OF DONATION INTER VIVOS']) : o.kind === 'quitclaim' ? r.pick(['QUITCLAIM DEED', 'ACT OF QUITCLAIM']) : r.pick(['CASH SALE', 'ACT OF CASH SALE', 'CASH SALE DEED', 'SALE OF LAND', 'WARRANTY DEED']);
    const V = o.gift ? 'Donor' : 'Vendor';
    const VE = o.gift ? 'Donee' : 'Vendee';
    const verb = o.gift
      ? `${gp.does} by these presents give, grant, donate, convey and deliver, with full warranty of title, unto ${gt}, ${o.grantees.length > 1 ? `children of ${V}` : `${gp.his} ${o.gift}`}, hereinafter called "${VE}," here present, accepting and gratefully acknowledging delivery and possession thereof, the following described property, to-wit:`
      : o.kind === 'quitclaim'
        ? `${gp.does} by these presents quitclaim, release, relinquish and abandon, without any warranty whatsoever, not even for the return of the price, unto ${gt}, hereinafter called "${VE}," all of the right, title and interest which ${V} ${gp.has} or may have in and to the following described property, to-wit:`
        : `${gp.does} by these presents grant, bargain, sell, convey, transfer, assign, set over, abandon and deliver, with full guarantee of title and with complete transfer and subrogation of all rights and actions of warranty against all former proprietors of the property herein conveyed, unto ${gt}, hereinafter called "${VE}," here present, accepting and purchasing for ${tp.self}, ${tp.his} heirs and assigns, and acknowledging due delivery and possession thereof, all and singular the following described property, to-wit:`;
    const pay = o.trust ? `This ${o.kind === 'quitclaim' ? 'act' : 'transfer'} is made without price, for the sole purpose of placing the said property in the trust above named.` : o.gift ? `This donation is made and accepted as an extra portion and free from collation, and the ${V} declares that ${gp.he} ${gp.has} reserved to ${gp.self} enough property for ${gp.his} subsistence. The parties have estimated the value of the property donated at ${money(r, amt, inst.old)}.` : `This ${o.kind === 'quitclaim' ? 'act' : 'sale'} is made and accepted for and in consideration of the price and sum of ${consid}${o.kind === 'quitclaim' ? '' : ', cash in hand paid, the receipt of which is hereby acknowledged and full acquittance and discharge granted therefor'}.`;
    if (authentic) {
      const w1 = pk.extraName();
      const w2 = pk.extraName();
      const no = pk.extraName();
      parts.push(title, venue(pk), `BE IT KNOWN, that ${inst.exec !== null ? onDay(r, inst.exec, true) : ''}, before me, ${no}, a Notary Public, duly commissioned and qualified in and for the Parish of ${pk.county.name}, State of Louisiana, therein residing, and in the presence of the witnesses hereinafter named and undersigned, personally came and appeared:`, `${g.text},`, `hereinafter called "${V}," who declared that ${o.gift ? '' : 'for the consideration hereinafter expressed '}${gp.he} ${verb}`, d.body, res, `TO HAVE AND TO HOLD the above described property unto the said ${VE}, ${tp.his} heirs and assigns forever.`, pay + g.intervene, r.chance(0.6) ? 'The parties to this act waive the production of mortgage, conveyance and tax research certificates and relieve me, Notary, from any responsibility for their non-production.' : '', `THUS DONE AND PASSED in my office at ${pk.county.seat}, Louisiana, on the day, month and year first above written, in the presence of ${w1} and ${w2}, competent witnesses, who hereunto sign their names with the said appearers and me, Notary, after due reading of the whole.`, `WITNESSES:\n\n______________________________\n${w1}\n\n______________________________\n${w2}`, sg, `______________________________\n${no}, NOTARY PUBLIC`);
    } else {
      const w1 = pk.extraName();
      parts.push(title, venue(pk), `KNOW ALL MEN BY THESE PRESENTS, that ${g.text}, hereinafter called "${V}," for and in consideration of ${consid}${o.kind === 'quitclaim' ? '' : ', cash in hand paid, the receipt of which is hereby acknowledged,'} ${verb.replace(/ here present, accepting and purchasing for [a-z]+, [a-z]+ heirs and assigns, and acknowledging due delivery and possession thereof,/, '')}`, d.body, res, `TO HAVE AND TO HOLD unto the said ${VE}, ${tp.his} heirs and assigns forever.${g.intervene}`, inst.exec !== null ? `SIGNED at ${pk.county.seat}, Louisiana, ${dating}, in the presence of the undersigned competent witnesses.` : 'SIGNED in the presence of the undersigned competent witnesses.', `WITNESSES:\n______________________________\n${w1}\n______________________________\n${pk.extraName()}`, sg, ack);
    }
  } else if (a === 'IN') {
    const title = o.gift ? 'WARRANTY DEED' : o.kind === 'warranty' ? 'WARRANTY DEED' : o.kind === 'special' ? r.pick(['LIMITED WARRANTY DEED', 'SPECIAL WARRANTY DEED']) : 'QUITCLAIM DEED';
    const verb = o.kind === 'quitclaim' ? `RELEASE${g.ids.length > 1 ? '' : 'S'} AND QUITCLAIM${g.ids.length > 1 ? '' : 'S'}` : o.kind === 'special' ? `CONVEY${g.ids.length > 1 ? '' : 'S'} AND SPECIALLY WARRANT${g.ids.length > 1 ? '' : 'S'}` : `CONVEY${g.ids.length > 1 ? '' : 'S'} AND WARRANT${g.ids.length > 1 ? '' : 'S'}`;
    const aud = `DULY ENTERED FOR TAXATION SUBJECT TO FINAL ACCEPTANCE FOR TRANSFER\n${fd(inst.rec - r.int(2), 'long')}\n${pk.extraName()}, AUDITOR OF ${pk.county.name.toUpperCase()} COUNTY`;
    parts.push(r.chance(0.7) ? aud : '', title, `THIS INDENTURE WITNESSETH, That ${g.text} ("Grantor") ${verb} to ${gt} ("Grantee"), for and in consideration of ${consid}, the receipt ${o.gift ? 'and sufficiency ' : ''}of which is hereby acknowledged, the following described real estate in ${pk.county.name} County, State of Indiana, to-wit:`, d.body, res, o.kind === 'special' ? 'Grantor warrants title to the real estate only against the lawful claims of persons claiming by, through or under Grantor, and not otherwise.' : '', `Subject to real estate taxes ${inst.old ? 'due and payable hereafter' : `for the year ${inst.y} due and payable in ${inst.y + 1}, and thereafter`}, and to all legal highways, rights of way and easements of record.`, inst.y >= 1960 && r.chance(0.5) ? 'Grantor certifies that no Indiana gross income tax is due or payable by reason of this conveyance.' : '', inst.exec !== null ? `IN WITNESS WHEREOF, the said Grantor has hereunto set ${gp.his} hand${g.ids.length > 1 ? 's' : ''} and seal${g.ids.length > 1 ? 's' : ''} ${dating}.` : `IN WITNESS WHEREOF, the Grantor has executed this deed.`, sg, ack, preparedBy(pk, inst), inst.modern ? `I affirm, under the penalties for perjury, that I have taken reasonable care to redact each Social Security number in this document, unless required by law. ${pk.extraName()}` : '', inst.modern ? `Grantee's address and send tax statements to: ${inst.nm(o.grantees[0])}, ${pk.P(o.grantees[0]).town}, Indiana` : '');
  } else if (a === 'TN') {
    const title = o.kind === 'warranty' ? r.pick(['WARRANTY DEED', 'DEED', 'GENERAL WARRANTY DEED']) : o.kind === 'special' ? 'SPECIAL WARRANTY DEED' : 'QUITCLAIM DEED';
    const we = gp.he === 'they' ? 'we' : 'I';
    const us = gp.he === 'they' ? 'ourselves' : 'myself';
    const our = gp.he === 'they' ? 'our' : 'my';
    const grant = o.kind === 'quitclaim' ? `${gp.he === 'they' ? 'have' : 'has'} this day remised, released and quitclaimed, and do${gp.he === 'they' ? '' : 'es'} hereby quitclaim and convey unto ${gt}, ${tp.his} heirs and assigns, all ${our} right, title and interest in and to` : `${gp.he === 'they' ? 'have' : 'has'} this day bargained and sold, and by these presents do${gp.he === 'they' ? '' : 'es'} transfer and convey unto ${gt}, ${tp.his} heirs and assigns,`;
    const cov = o.kind === 'quitclaim' ? '' : `And ${we} do covenant with the said ${tp.he === 'they' ? 'grantees' : 'grantee'} that ${we} ${we === 'I' ? 'am' : 'are'} lawfully seized and possessed of said land in fee simple, have a good right to convey it, and that the same is unencumbered${res ? ', save as herein excepted' : ''}; and ${we} do further covenant and bind ${us}, ${our} heirs and representatives, to warrant and forever defend the title to the said land to the said ${tp.he === 'they' ? 'grantees' : 'grantee'}, ${tp.his} heirs and assigns, against the lawful claims of all persons ${o.kind === 'special' ? `claiming by, through or under ${we === 'I' ? 'me' : 'us'}, but not further or otherwise` : 'whomsoever'}.`;
    const oath = inst.y >= 1960 ? `STATE OF TENNESSEE\nCOUNTY OF ${pk.county.name.toUpperCase()}\n\nI hereby swear or affirm that the actual consideration for this transfer, or value of the property transferred, whichever is greater, is $${amt.toLocaleString('en-US')}.00, which amount is equal to or greater than the amount which the property transferred would command at a fair and voluntary sale.\n\n______________________________\nAffiant\n\nSubscribed and sworn to before me this ${fd(inst.rec, 'ord')}.\n\n${pk.extraName()}, Register` : '';
    parts.push(inst.modern ? `Address New Owner: ${inst.nm(o.grantees[0])}, ${pk.P(o.grantees[0]).town}, ${pk.P(o.grantees[0]).resState}\nSend Tax Bills To: Same\nMap ${String(10 + r.int(80)).padStart(3, '0')}, Parcel ${String(r.int(60)).padStart(3, '0')}.${String(r.int(9))}0` : '', title, `For and in consideration of ${consid}${o.gift || o.trust ? '' : ' cash in hand paid, the receipt of which is hereby acknowledged'}, ${g.text}, ${grant} a certain tract or parcel of land in ${pk.county.name} County, State of Tennessee, described as follows, to-wit:`, d.body, res, `To have and to hold the same to the said ${tp.he === 'they' ? 'grantees' : 'grantee'}, ${tp.his} heirs and assigns forever.`, cov, inst.exec !== null ? `Witness ${our} hand${gp.he === 'they' ? 's' : ''}, ${dating}.` : `Witness ${our} hand${gp.he === 'they' ? 's' : ''}.`, sg, ack, oath, preparedBy(pk, inst));
  } else if (a === 'KY') {
    const title = o.kind === 'quitclaim' ? 'QUITCLAIM DEED' : r.pick(['DEED OF CONVEYANCE', 'DEED', 'GENERAL WARRANTY DEED']);
    const first = `part${g.ids.length > 1 ? 'ies' : 'y'} of the first part`;
    const second = `part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part`;
    const grant = o.kind === 'quitclaim' ? `do${g.ids.length > 1 ? '' : 'es'} hereby release, remise and quitclaim unto the ${second}, ${tp.his} heirs and assigns forever, all of ${gp.his} right, title and interest in and to` : `${g.ids.length > 1 ? 'have' : 'has'} bargained and sold and by these presents do${g.ids.length > 1 ? '' : 'es'} hereby sell, grant and convey unto the ${second}, ${tp.his} heirs and assigns forever,`;
    const war = o.kind === 'quitclaim' ? 'without warranty of any kind' : o.kind === 'special' ? 'with covenant of SPECIAL WARRANTY' : 'with covenant of GENERAL WARRANTY';
    const src = f.vest && r.chance(0.6) && o.ms.length === 1 && f.vest.holders.length === 1 && f.vest.holders[0] === o.ms[0].id ? `Being the same property conveyed to ${inst.nm(o.ms[0].id)} by deed dated ${fd(f.vest.day, 'long')}, of record in ${pk.refText(f.vest.ref, 'deed')}, in the office of the ${pk.county.name} County Court Clerk.` : '';
    const cert = inst.y >= 1990 ? `CONSIDERATION CERTIFICATE\n\nThe parties hereby certify, pursuant to KRS Chapter 382, that the consideration reflected in this deed is the full consideration paid for the property. The grantee${o.grantees.length > 1 ? 's join' : ' joins'} this deed for the sole purpose of certifying the consideration.\n\n${sigs(pk, inst, [...g.ids, ...o.grantees], 0)}\n\n${venue(pk)}\n\nSubscribed, sworn to and acknowledged before me by ${[...g.ids, ...o.grantees].map((id) => inst.nm(id)).join(', ')} this ${fd(inst.ack ?? inst.day, 'ord')}.\n\n______________________________\n${notary(pk, inst)}` : '';
    parts.push(title, `THIS DEED ${o.kind === 'quitclaim' ? 'OF RELEASE' : 'OF CONVEYANCE'}, made and entered into ${dating || 'this ____ day of ____________'}, by and between ${g.text}, ${first}, and ${gt}, ${second};`, `WITNESSETH: That for and in consideration of ${consid}${o.gift || o.trust ? '' : ' cash in hand paid, the receipt of which is hereby acknowledged'}, the ${first} ${grant} the following described real estate lying and being in ${pk.county.name} County, Kentucky, to-wit:`, d.body, res, src, `TO HAVE AND TO HOLD the same, together with all the rights, privileges and appurtenances thereunto belonging, unto the ${second}, ${tp.his} heirs and assigns forever, ${war}.`, `IN TESTIMONY WHEREOF, the ${first} ha${g.ids.length > 1 ? 've' : 's'} hereunto subscribed ${gp.his} name${g.ids.length > 1 ? 's' : ''} the day and year first above written.`, sg, ack, cert, preparedBy(pk, inst));
  } else {
    const title = o.kind === 'warranty' ? r.pick(['WARRANTY DEED WITH FULL COVENANTS', 'WARRANTY DEED', 'THIS INDENTURE']) : o.kind === 'special' ? r.pick(["BARGAIN AND SALE DEED WITH COVENANT AGAINST GRANTOR'S ACTS", "BARGAIN AND SALE DEED, WITH COVENANT AGAINST GRANTOR'S ACTS -- INDIVIDUAL"]) : 'QUITCLAIM DEED';
    const grant = o.kind === 'quitclaim' ? 'does hereby remise, release and quitclaim unto the party of the second part, the heirs or successors and assigns of the party of the second part forever,' : 'does hereby grant and release unto the party of the second part, the heirs or successors and assigns of the party of the second part forever,';
    const cov = o.kind === 'warranty' ? 'AND the party of the first part covenants as follows: FIRST, that the party of the first part is seized of the said premises in fee simple, and has good right to convey the same; SECOND, that the party of the second part shall quietly enjoy the said premises; THIRD, that the said premises are free from incumbrances, except as aforesaid; FOURTH, that the party of the first part will execute or procure any further necessary assurance of the title to said premises; FIFTH, that the party of the first part will forever warrant the title to said premises.' : o.kind === 'special' ? 'AND the party of the first part covenants that the party of the first part has not done or suffered anything whereby the said premises have been incumbered in any way whatever, except as aforesaid.' : '';
    const src = f.vest && r.chance(0.6) && o.ms.length === 1 && f.vest.holders.length === 1 && f.vest.holders[0] === o.ms[0].id ? `BEING the same premises conveyed to ${inst.nm(o.ms[0].id)} by deed dated ${fd(f.vest.day, 'long')} and recorded in the ${pk.county.name} County Clerk's Office in ${pk.refText(f.vest.ref, 'deed')}.` : '';
    parts.push(title, `THIS INDENTURE, made the ${inst.exec !== null ? fd(inst.exec, inst.old ? 'nyw' : 'ord') : '____ day of ____________'}, BETWEEN ${g.text}, party of the first part, and ${gt}, party of the second part,`, `WITNESSETH, that the party of the first part, in consideration of ${consid}${o.gift || o.trust ? '' : ', lawful money of the United States, paid by the party of the second part'}, ${grant}`, d.body, res, src, 'TOGETHER with the appurtenances and all the estate and rights of the party of the first part in and to said premises,', 'TO HAVE AND TO HOLD the premises herein granted unto the party of the second part, the heirs or successors and assigns of the party of the second part forever.', inst.y >= 1930 && o.kind !== 'quitclaim' ? 'AND the party of the first part, in compliance with Section 13 of the Lien Law, covenants that the party of the first part will receive the consideration for this conveyance and will hold the right to receive such consideration as a trust fund to be applied first for the purpose of paying the cost of the improvement before using any part of the total of the same for any other purpose.' : '', cov, 'IN WITNESS WHEREOF, the party of the first part has duly executed this deed the day and year first above written.', `IN PRESENCE OF:\n\n${sg}`, ack, inst.modern ? `RP-5217 filed. TP-584 filed.\nRecord and return to: ${pk.extraName()}, Esq., ${pk.county.seat}, New York` : '');
  }
  const text = assemble(rec, ...parts, d.exhibit);
  const file = pk.finish(inst, { cat: CAT[o.kind], tracts, fee: true, estates: ['fee'], text, farms: [f] });
  pk.link(file, tracts, 'fee', g.from, o.grantees);
  return file;
}

interface MinOpts {
  ms: Member[];
  grantee: string;
  frac: Frac;
  allOf: boolean;
  day: number;
  farm: Farm;
  royalty: string | null;
  gift?: string;
}
function emitMineral(pk: Pkg, o: MinOpts): string {
  const r = pk.rng;
  const a = pk.a.key;
  const tracts = o.farm.tracts;
  const inst = new Inst(pk, o.day);
  const authentic = a === 'LA' && (o.gift !== undefined || r.chance(0.35));
  pk.stamp(inst, { sameDay: authentic, undated: !authentic && a !== 'LA' && r.chance(0.04) });
  const g = side(pk, inst, o.ms, 'grantor', true, o.gift ? 'donation' : 'conveyance');
  const gt = takers(pk, inst, [o.grantee], 'grantee', true);
  const gp = pron(pk, o.ms.length > 1 ? o.ms.map((m) => m.id) : [o.ms[0].id]);
  const tp = pron(pk, [o.grantee]);
  const d = describe(pk, inst, tracts);
  const ft = fracText(r, o.frac);
  const ny = a === 'NY';
  const what = ny ? 'the oil and gas' : r.pick(['all of the oil, gas and other minerals', 'all oil, gas and other minerals', 'the oil, gas, sulphur and other minerals']);
  const interest = o.royalty
    ? o.royalty
    : o.allOf
      ? `all of ${a === 'LA' ? 'Vendor' : 'Grantor'}'s right, title and interest, being an undivided ${ft} interest, in and to ${what}`
      : o.frac[0] === o.frac[1]
        ? `${what}`
        : `an undivided ${ft} interest in and to ${what}`;
  const where = a === 'LA' ? `in, on and under the following described land situated in ${pk.county.name} Parish, Louisiana, to-wit:` : ny ? 'in and under the following described premises, to-wit:' : `in and under and that may be produced from the following described lands situated in ${pk.county.name} County, State of ${pk.a.stateName}, to-wit:`;
  const VEE = a === 'LA' ? (o.gift ? 'Donee' : 'Vendee') : 'Grantee';
  const lease = o.farm.lease ? (o.royalty ? 'This conveyance is made subject to any valid oil and gas lease of record, and the Grantee shall receive the herein conveyed share of the royalties accruing thereunder, but no part of the bonus or rentals.' : r.pick([`This conveyance is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that said ${VEE} shall have, receive and enjoy the herein granted undivided interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease from and after the date hereof.`, 'Said land being presently under an oil and gas lease, this sale covers and includes the above fraction of the royalties and rentals due and to become due thereunder.'])) : '';
  const roy = o.royalty ? r.pick(['It is understood that this is a conveyance of royalty only; the Grantee shall have no part of any bonus or delay rental, and shall not be required to join in the execution of any oil and gas lease, the right to lease being retained by the Grantor.', 'The interest herein conveyed is a non-participating royalty interest; it does not participate in bonuses, rentals or the executive right.']) : r.pick(['together with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals, and storing, handling, transporting and marketing the same therefrom.', 'with the right to enter upon said land for the purpose of exploring for, drilling for, producing and removing the same.']);
  const title = o.gift
    ? 'ACT OF DONATION OF MINERAL RIGHTS'
    : o.royalty
      ? a === 'LA' ? r.pick(['MINERAL ROYALTY DEED', 'SALE OF ROYALTY', 'ROYALTY DEED']) : r.pick(['ROYALTY DEED', 'ROYALTY CONVEYANCE', 'CONVEYANCE OF ROYALTY INTEREST'])
      : a === 'LA' ? r.pick(['MINERAL DEED', 'SALE OF MINERAL RIGHTS', 'MINERAL RIGHT DEED', 'SALE OF MINERALS']) : ny ? r.pick(['OIL AND GAS DEED', 'DEED FOR OIL AND GAS', 'MINERAL DEED']) : r.pick(['MINERAL DEED', 'MINERAL DEED', 'CONVEYANCE OF OIL, GAS AND MINERALS']);
  const rec = recBlock(pk, inst, o.royalty ? 'royalty deed' : 'mineral deed', 'deed');
  const amt = Math.max(10, Math.round(price(pk, o.day, tracts) / 6 / 10) * 10);
  const sg = sigs(pk, inst, g.ids);
  const parts: string[] = [title, venue(pk)];
  if (a === 'LA') {
    const V = o.gift ? 'Donor' : 'Vendor';
    const VE = o.gift ? 'Donee' : 'Vendee';
    const verb = o.gift ? `${gp.does} by these presents give, grant and donate, with full warranty of title, unto ${gt}, ${gp.his} ${o.gift}, here present and accepting, hereinafter called "${VE},"` : `${gp.does} hereby sell, transfer, assign, set over and deliver, with full warranty of title and with subrogation to all rights of warranty against all former owners, unto ${gt}, hereinafter called "${VE},"`;
    const opening = authentic ? `BE IT KNOWN, that ${onDay(r, o.day, true)}, before me, the undersigned Notary Public, and in the presence of the undersigned competent witnesses, personally came and appeared ${g.text}, hereinafter called "${V}" (whether one or more), who declared that ${o.gift ? 'out of love and affection' : `for and in consideration of ${money(r, amt, inst.old)} cash in hand paid, the receipt of which is acknowledged,`} ${gp.he} ${verb}` : `KNOW ALL MEN BY THESE PRESENTS, that ${g.text}, hereinafter called "${V}" (whether one or more), for and in consideration of ${money(r, amt, inst.old)} cash in hand paid, the receipt of which is hereby acknowledged, ${verb}`;
    parts.push(opening, `${interest} ${where}`, d.body, roy, lease, `TO HAVE AND TO HOLD said interest unto said ${VE}, ${tp.his} heirs and assigns forever.${g.intervene}`);
    if (authentic) {
      const w1 = pk.extraName();
      const w2 = pk.extraName();
      parts.push(`THUS DONE AND PASSED at ${pk.county.seat}, Louisiana, on the day and date first above written, in the presence of ${w1} and ${w2}, competent witnesses, who sign with the appearers and me, Notary, after reading of the whole.`, `WITNESSES:\n______________________________\n${w1}\n______________________________\n${w2}`, sg, `______________________________\n${pk.extraName()}, Notary Public`);
    } else parts.push(inst.exec !== null ? `EXECUTED in the presence of the undersigned competent witnesses ${onDay(r, o.day, inst.old)}.` : 'EXECUTED in the presence of the undersigned competent witnesses.', `WITNESSES:\n______________________________\n${pk.extraName()}`, sg, ackBlock(pk, inst, g.ids));
  } else {
    const G = gp.he === 'they' ? 'Grantors' : 'Grantor';
    parts.push(`KNOW ALL MEN BY THESE PRESENTS: That ${g.text}, hereinafter called ${G}, for and in consideration of the sum of ${money(r, amt, inst.old)} cash in hand paid by ${gt}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${gp.has} granted, sold, conveyed, assigned and delivered, and by these presents ${gp.does} grant, sell, convey, assign and deliver unto the said Grantee ${interest} ${where}`, d.body, roy, lease, `TO HAVE AND TO HOLD the above described interest, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee, ${tp.his} heirs, successors and assigns forever; and ${G} ${gp.does} hereby ${r.chance(0.7) ? 'warrant and forever defend' : 'bind ' + gp.self + ' to warrant'} the title to said interest unto the said Grantee against all persons whomsoever lawfully claiming the same.`, inst.exec !== null ? `WITNESS ${gp.his} hand${gp.he === 'they' ? 's' : ''} ${onDay(r, o.day, inst.old)}.` : `WITNESS ${gp.his} hand${gp.he === 'they' ? 's' : ''}.`, sg, ackBlock(pk, inst, g.ids), preparedBy(pk, inst));
  }
  const text = assemble(rec, ...parts, d.exhibit);
  const file = pk.finish(inst, { cat: o.royalty ? 'royalty_deed' : 'mineral_deed', tracts, fee: false, estates: ['mineral'], text, farms: [o.farm] });
  pk.link(file, tracts, 'mineral', g.from, [o.grantee]);
  return file;
}

function emitPatent(pk: Pkg, farm: Farm, patentee: string, day: number): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, day);
  inst.exec = day;
  inst.ack = null;
  inst.rec = day + 200 + r.int(365 * 12);
  inst.ref = pk.newRef(inst.rec);
  const s = pk.sov();
  const sov = inst.add(s.id, 'grantor');
  const pat = inst.add(patentee, 'grantee');
  const tracts = farm.tracts;
  const { y, m, d } = ymd(day);
  const rec = recBlock(pk, inst, 'patent', 'deed');
  let body = '';
  if (a === 'LA') {
    const desc = tracts.map((t) => `the ${patentWords(pk, t)}`).join('; and ');
    const home = r.chance(0.6);
    body = `${sov.toUpperCase()},\n\nTo all to whom these presents shall come, Greeting:\n\n${home ? `Homestead Certificate No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}` : `Cash Entry No. ${1000 + r.int(9000)}`}\n\nWHEREAS there has been deposited in the General Land Office of the United States ${home ? `a Certificate of the Register of the Land Office at ${tracts[0].county.irregular ? 'New Orleans' : 'Natchitoches'}, Louisiana, whereby it appears that, pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${pat} has been established and duly consummated, in conformity to law, for` : `a Certificate of the Register of the Land Office at ${tracts[0].county.irregular ? 'New Orleans' : 'Natchitoches'}, Louisiana, whereby it appears that full payment has been made by ${pat} according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for`} ${desc}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pat} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${pat} and to ${pk.P(patentee).female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${inOffice(PRESIDENTS, y)}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${ordWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${words(y)}, and of the Independence of the United States the ${ordWords(y - 1776)}.\n\nBy the President: ${inOffice(PRESIDENTS, y)}\nBy ${pk.extraName()}, Secretary.\n${pk.extraName()}, Recorder of the General Land Office.\n\nRecorded, Vol. ${r.int(40) + 1}, Page ${r.int(500) + 1}.`;
  } else {
    const tr = tracts[0];
    const gov = inOffice(a === 'TN' ? TN_GOV : KY_GOV, y);
    const surveyDay = day - 200 - r.int(700);
    const acresW = acresWords(tr.acres!);
    const calls = tr.calls.join('; ');
    if (a === 'TN') body = `${sov.toUpperCase()},\n\nNo. ${10000 + r.int(20000)}\n\nTo all to whom these presents shall come, Greeting:\n\nKnow ye, That by virtue of Entry No. ${100 + r.int(4000)}, made in the Entry Taker's office of ${tr.county.name} County, and in consideration of the taxes paid into the Treasury of this State, there is granted by the said State unto ${pat} a certain tract or parcel of land containing ${acresW} by survey bearing date the ${fd(surveyDay, 'ord')}, lying in said County, in the ${ordinal(Number(tr.place))} Civil District, and bounded as follows, to-wit: ${calls}, including ${acresW}, with the hereditaments and appurtenances. To have and to hold the said tract or parcel of land, with its appurtenances, to the said ${pat} and ${pk.P(patentee).female ? 'her' : 'his'} heirs forever.\n\nIn Witness Whereof, ${gov}, Governor of the State of Tennessee, hath hereunto set his hand and caused the Great Seal of the State to be affixed, at Nashville, on the ${ordWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${words(y)}, and of the Independence of the United States the ${ordWords(y - 1776)}.\n\nBy the Governor: ${gov}\n${pk.extraName()}, Secretary of State.`;
    else body = `${sov.toUpperCase()},\n\nTo all to whom these presents shall come, Greeting:\n\nKnow ye, That by virtue and in consideration of Land Office Treasury Warrant No. ${1000 + r.int(30000)}, and in conformity with the laws of this Commonwealth, there is granted by the said Commonwealth unto ${pat} a certain tract or parcel of land containing ${acresW} by survey bearing date the ${fd(surveyDay, 'ord')}, lying and being in the County of ${tr.county.name}, on the waters of ${tr.place}, and bounded as follows, to-wit: ${calls}, with its appurtenances. To have and to hold the said tract or parcel of land, with its appurtenances, to the said grantee and his heirs forever.\n\nIn witness whereof, ${gov}, Governor of the Commonwealth of Kentucky, hath hereunto set his hand and caused the seal of the Commonwealth to be affixed, at Frankfort, on the ${ordWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${words(y)}, and in the ${ordWords(y - 1792)} year of the Commonwealth.\n\nBy the Governor: ${gov}\n${pk.extraName()}, Secretary of State.`;
  }
  const text = assemble(rec, body);
  const file = pk.finish(inst, { cat: 'patent', tracts, fee: true, estates: ['fee'], text, farms: [farm] });
  pk.link(file, tracts, 'fee', [{ id: s.id, req: true }], [patentee]);
  return file;
}

function royaltyRate(r: Rng, y: number): string {
  if (y < 1970) return 'one-eighth (1/8)';
  return r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'one-fourth (1/4)', 'twenty percent (20%)', 'eighteen and three-quarters percent (18.75%)']);
}
function emitLease(pk: Pkg, farm: Farm, ms: Member[], lessee: string, day: number): Lease {
  const r = pk.rng;
  const a = pk.a.key;
  const y = yearOf(day);
  const tracts = farm.tracts;
  const form = a === 'LA' ? (y >= 1990 && r.chance(0.6) ? r.pick(['paid', 'memo']) : 'bath') : a === 'NY' ? (y < 1975 ? 'nyold' : r.pick(['paid', 'memo'])) : y < 1985 ? 'p88' : r.pick(['paid', 'memo', 'p88']);
  const inst = new Inst(pk, day);
  const authentic = form === 'bath' && r.chance(0.3);
  pk.stamp(inst, { sameDay: authentic });
  if (form === 'memo' || (form === 'paid' && r.chance(0.6))) {
    inst.eff = day;
    inst.exec = null;
    inst.ack = day + r.int(12);
    inst.rec = inst.ack + 2 + r.int(40);
    inst.ref = pk.newRef(inst.rec, true);
  }
  const g = side(pk, inst, ms, 'lessor', r.chance(0.6), 'lease');
  const le = takers(pk, inst, [lessee], 'lessee', r.chance(0.5));
  const d = describe(pk, inst, tracts);
  const term = form === 'p88' || form === 'nyold' ? r.pick([5, 10]) : form === 'bath' ? r.pick([3, 5, 10]) : r.pick([3, 5]);
  const roy = royaltyRate(r, y);
  const acres = tracts.reduce((s, t) => s + (t.acres ?? 0), 0);
  const statesAll = tracts.length === 1 && tracts.every((t) => t.acres !== null);
  const rental = money(r, Math.max(10, Math.round(statesAll ? acres : 80)), true);
  const bank = r.pick(pk.a.lenders).name;
  const dating = inst.exec !== null ? onDay(r, inst.exec, inst.old) : '';
  const rec = recBlock(pk, inst, form === 'memo' ? 'memorandum of lease' : 'oil and gas lease', 'lease');
  const signers = form === 'memo' ? [...g.ids, lessee] : g.ids;
  const sg = sigs(pk, inst, signers);
  const ack = ackBlock(pk, inst, signers, form === 'memo' ? 'memorandum' : 'lease');
  const parts: string[] = [];
  const mineral = a === 'LA' ? 'Oil, Gas and Mineral Lease' : 'Oil and Gas Lease';
  if (form === 'bath') {
    const formLine = y >= 1958 ? r.pick(["BATH'S FORM 42-CPM -- LOUISIANA SPEC. 14-BR1-2A (Revised)", "BATH'S FORM 42CPM (REV. 1-58) LOUISIANA", 'LOUISIANA SPEC. 14-BR1-2A -- PRODUCERS FORM']) : r.pick(["BATH'S FORM NO. 42 -- LOUISIANA", 'LOUISIANA PRODUCERS FORM -- BATH', '']);
    parts.push(formLine, 'OIL, GAS AND MINERAL LEASE', authentic ? `BE IT KNOWN, that ${dating}, before me, the undersigned Notary Public, and in the presence of the witnesses hereinafter named, personally came and appeared ${g.text}, hereinafter called "Lessor" (whether one or more), who declared that ${pron(pk, g.ids).he} ${pron(pk, g.ids).has} this day entered into the following agreement with ${le}, hereinafter called "Lessee":` : `THIS AGREEMENT made and entered into ${dating}, by and between ${g.text}, hereinafter called "Lessor" (whether one or more), and ${le}, hereinafter called "Lessee":`, 'WITNESSETH:', `1. Lessor, in consideration of ${money(r, 10, true)}, in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas, sulphur and all other minerals, laying pipe lines, building roads, tanks, power stations and other structures thereon to produce, save, take care of, treat, transport and own said products, the following described land in ${pk.county.name} Parish, Louisiana, to-wit:`, d.body, `2. Unless sooner terminated or longer kept in force under other provisions hereof, this lease shall remain in force for a term of ${words(term)} (${term}) years from the date hereof, hereinafter called "primary term," and as long thereafter as oil, gas, sulphur or some other mineral is being produced from said land hereunder.`, `3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land, the same to be delivered at the wells or to the credit of Lessor into the pipe line to which the wells may be connected; (b) on gas, including casinghead gas or other gaseous substances, produced from said land and sold or used off the premises, ${roy} of the market value at the well of the gas so sold or used.`, `4. If operations for drilling are not commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless on or before such anniversary date Lessee shall pay or tender to Lessor, or to the credit of Lessor in ${bank}, which bank and its successors shall continue as the depository for all rentals payable hereunder, the sum of ${rental}, which shall cover the privilege of deferring the commencement of drilling operations for a period of twelve (12) months.`, '5. Lessee may at any time and from time to time execute and deliver to Lessor or file for record a release or releases of this lease as to any part or all of said land, and thereby be relieved of all obligations as to the released acreage.' + g.intervene, authentic ? `THUS DONE AND PASSED on the day and date first above written, in the presence of the undersigned competent witnesses, who sign with the appearers and me, Notary.` : 'IN WITNESS WHEREOF, this instrument is executed on the date first above written.', `WITNESSES:\n______________________________\n${pk.extraName()}\n______________________________\n${pk.extraName()}`, sg, authentic ? `______________________________\n${pk.extraName()}, Notary Public` : ack);
  } else if (form === 'p88' || form === 'nyold') {
    const ny = form === 'nyold';
    parts.push(ny ? 'OIL AND GAS LEASE' : r.pick(['Producers 88 (Revised)', 'PRODUCERS 88 -- Paid Up with 640 Acres Pooling Provision', `Form 88 -- ${pk.a.stateName}`]), ny ? '' : 'OIL AND GAS LEASE', `AGREEMENT, Made and ${ny ? 'concluded' : 'entered into'} ${dating}, by and between ${g.text}, ${ny ? 'party of the first part, hereinafter called the Lessor' : 'hereinafter called lessor (whether one or more)'}, and ${le}, ${ny ? 'party of the second part, hereinafter called the Lessee' : 'hereinafter called lessee'}.`, `WITNESSETH, That the said lessor, for and in consideration of ${money(r, Math.max(1, Math.round(acres || 40)), true)} cash in hand paid, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of the lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of ${ny ? 'drilling and operating wells for oil and gas, and of laying pipe lines and erecting buildings thereon to take care of the said products' : 'mining and operating for oil and gas, and laying pipe lines, and building tanks, powers, stations and structures thereon to produce, save and take care of said products'}, all that certain tract of land situated in the ${ny ? `Town of ${tracts[0].place}, ` : ''}County of ${pk.county.name}, State of ${pk.a.stateName}, described as follows, to-wit:`, d.body, `It is agreed that this lease shall remain in force for a term of ${words(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.`, ny ? `The lessee covenants and agrees to deliver to the credit of the lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth part of all oil produced and saved from the leased premises, and to pay ${titleCase(words(r.pick([200, 300, 500])))} Dollars each year for the gas from each well drilled on said premises, the product from which is marketed and used off the premises, while the gas from said well is so used.` : `In consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which lessee may connect wells on said land, the equal ${roy} part of all oil produced and saved from the leased premises. 2nd. To pay lessor ${roy} of the gross proceeds each year for the gas from each well where gas only is found, while the same is being used off the premises.`, `If no well be commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in ${bank}, or its successors, the sum of ${rental}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.`, `IN WITNESS WHEREOF, the parties have hereunto set their hands and seals the day and year first above written.${g.intervene}`, `Witness:\n______________________________\n${pk.extraName()}`, sg, ack);
  } else if (form === 'paid') {
    const eff = inst.eff !== null;
    parts.push(`PAID-UP ${mineral.toUpperCase()}`, `Lease No. ${a}-${String(1000 + r.int(90000))}`, eff ? `This ${mineral} (this "Lease") is made effective as of ${fd(day, 'long')} (the "Effective Date"), by and between ${g.text} (hereinafter, whether one or more, "Lessor"), and ${le} ("Lessee").` : `This ${mineral} (this "Lease") is made ${dating}, by and between ${g.text} (hereinafter, whether one or more, "Lessor"), and ${le} ("Lessee").`, `1. Grant of Leased Premises. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called the "leased premises," for the purpose of exploring for, developing, producing and marketing oil and gas, along with all hydrocarbon and non-hydrocarbon substances produced in association therewith:`, d.body, `2. Term of Lease. This Lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${words(term)} (${term}) years from ${eff ? 'the Effective Date' : 'the date hereof'}, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises or from lands pooled therewith.`, `3. Royalties. Lessee shall pay Lessor ${roy} of all oil and other liquid hydrocarbons produced and saved from the leased premises, and ${roy} of the proceeds realized by Lessee from the sale of gas, computed at the point of sale.`, '4. Pooling. Lessee shall have the right but not the obligation to pool all or any part of the leased premises with any other land, lease or leases, as to any or all depths or zones, whenever Lessee deems it necessary or proper to do so.' + g.intervene, eff ? 'IN WITNESS WHEREOF, this Lease is executed to be effective as of the Effective Date, regardless of the date of actual execution by the parties.' : 'IN WITNESS WHEREOF, this Lease is executed on the date first above written.', sg, ack, preparedBy(pk, inst));
  } else {
    parts.push(`MEMORANDUM OF ${mineral.toUpperCase()}`, `${countyLine(pk)}`, `THIS MEMORANDUM OF ${mineral.toUpperCase()} is made effective as of ${fd(day, 'long')}, by and between ${g.text}, as Lessor (whether one or more), and ${le}, as Lessee.`, `Lessor has executed and delivered to Lessee an unrecorded ${mineral} of even effective date herewith (the "Lease"), whereby Lessor leased to Lessee, for the purpose of exploring for, developing, producing and marketing oil and gas, the following described lands situated in ${countyLine(pk)}:`, d.body, `The Lease provides for a primary term of ${words(term)} (${term}) years from its effective date and so long thereafter as oil or gas is produced from the leased premises or from lands pooled therewith, and contains other terms, covenants and conditions to which reference is made for all purposes.${g.intervene}`, 'This Memorandum is executed for the purpose of placing the Lease of record and is executed by the parties on the dates of their respective acknowledgments below, to be effective as of the date first written above.', sg, ack, preparedBy(pk, inst));
  }
  const text = assemble(rec, ...parts, d.exhibit);
  const file = pk.finish(inst, { cat: 'oil_and_gas_lease', tracts, fee: false, estates: ['leasehold'], text, farms: [farm] });
  pk.link(file, tracts, 'leasehold', g.from, [lessee]);
  return { file, day: inst.eff ?? inst.exec ?? inst.rec, lessors: ms.map((m) => m.id), joined: g.from.filter((f) => !f.req).map((f) => f.id), holders: [lessee], lessee, tracts, ref: inst.ref, frozen: false, farm };
}

function leaseRecital(pk: Pkg, inst: Inst, l: Lease, allNamed = false): string {
  const r = pk.rng;
  const ls = [...l.lessors, ...l.joined].map((id) => (pk.P(id).namesake ? `${inst.nm(id)} of ${pk.P(id).resCounty} ${unitOf(pk.P(id).resState)}, ${pk.P(id).resState}` : inst.nm(id)));
  const lessors = !allNamed && l.joined.length && r.chance(0.4) ? `${inst.nm(l.lessors[0])}${l.lessors.length > 1 ? ' et al' : ' et ux'}` : ls.length <= 2 ? ls.join(' and ') : `${ls.slice(0, -1).join(', ')} and ${ls[ls.length - 1]}`;
  return `${r.pick(['dated', 'bearing date of', 'dated effective'])} ${fd(l.day, 'long')}, from ${lessors}, as Lessor, to ${inst.nm(l.lessee)}, as Lessee, recorded in ${pk.refText(l.ref, 'lease')}`;
}
function emitAssign(pk: Pkg, leases: Lease[], assignee: string, o: { partial: boolean; override: boolean; day: number }): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, o.day);
  const holders = leases[0].holders;
  const modern = inst.y >= 1980 && (leases.length > 1 || r.chance(0.5));
  pk.stamp(inst, {});
  if (modern && r.chance(0.7)) {
    const last = Math.max(...leases.map((l) => l.farm.last));
    const first = dayOf(inst.y, ymd(o.day).m, 1);
    inst.eff = Math.max(last + 1, first - (r.chance(0.5) ? 0 : 31));
    if (inst.eff > o.day) inst.eff = o.day;
  }
  const asr = takers(pk, inst, holders, 'assignor', r.chance(0.5));
  const ase = takers(pk, inst, [assignee], 'assignee', r.chance(0.6));
  const tracts = leases.flatMap((l) => l.tracts);
  const rec = recBlock(pk, inst, 'assignment', 'lease');
  const sg = sigs(pk, inst, holders);
  const ack = ackBlock(pk, inst, holders, 'assignment');
  const share = o.partial ? `an undivided ${fracText(r, [1, 2])} of ` : 'all of ';
  const ovr = o.override ? `Assignor hereby excepts and reserves unto itself, its successors and assigns, an overriding royalty interest equal to ${r.pick(['one-sixteenth (1/16) of eight-eighths (8/8)', 'three percent (3%) of 8/8', 'one thirty-second (1/32) of 8/8'])} of all oil, gas and other minerals produced, saved and marketed from the lands covered by said lease.` : '';
  const parts: string[] = [];
  if (!modern) {
    const l = leases[0];
    const d = describe(pk, inst, l.tracts);
    parts.push(a === 'LA' ? 'ASSIGNMENT OF OIL, GAS AND MINERAL LEASE' : r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT', 'ASSIGNMENT OF LEASE']), venue(pk), `KNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${asr}, hereinafter called Assignor, for and in consideration of ${money(r, 1 + r.int(5) * 100, true)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${ase}, hereinafter called Assignee, ${share}Assignor's right, title and interest in and to the ${a === 'LA' ? 'oil, gas and mineral lease' : 'oil and gas lease'} ${leaseRecital(pk, inst, l)}, insofar as said lease covers the following described land in ${countyLine(pk)}:`, d.body, 'together with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith.', ovr, `And for the same consideration the Assignor covenants with the said Assignee, its successors and assigns, that the Assignor is the lawful owner of said lease and rights and interests thereunder and of the personal property thereon, and has good right and authority to sell and convey the same, and that said rights, interests and property are free and clear from all liens and encumbrances, and that all rentals and royalties due and payable thereunder have been duly paid.`, `EXECUTED ${onDay(r, o.day, inst.old)}.`, a === 'LA' ? `WITNESSES:\n______________________________\n${pk.extraName()}\n______________________________\n${pk.extraName()}` : '', sg, ack);
    const text = assemble(rec, ...parts, d.exhibit);
    const file = pk.finish(inst, { cat: 'assignment_of_lease', tracts, fee: false, estates: ['leasehold'], text, farms: leases.map((x) => x.farm) });
    for (const x of leases) pk.link(file, x.tracts, 'leasehold', holders.map((id) => ({ id, req: true })), [assignee]);
    return file;
  }
  const rows = leases.map((l, i) => {
    const ls = [...l.lessors, ...l.joined].map((id) => (pk.P(id).namesake ? `${inst.nm(id)} (${pk.P(id).resCounty} ${unitOf(pk.P(id).resState)})` : inst.nm(id))).join(', ');
    return `Lease ${i + 1}\nLessor: ${ls}\nLessee: ${inst.nm(l.lessee)}\nDated: ${fd(l.day, 'long')}\nRecorded: ${pk.refText(l.ref, 'lease')}\nLands: ${l.tracts.map((t) => descOne(pk, inst, t, true)).join('; ')}`;
  });
  const title = o.partial ? 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASES' : r.pick(['ASSIGNMENT AND BILL OF SALE', 'ASSIGNMENT, CONVEYANCE AND BILL OF SALE', 'ASSIGNMENT OF OIL AND GAS LEASES']);
  parts.push(title, `${countyLine(pk)}`, `This ${titleCase(title.toLowerCase())} (this "Assignment") is ${inst.eff !== null ? `executed ${onDay(r, o.day, false)}, but made effective as of 7:00 a.m., local time, on ${fd(inst.eff, 'long')} (the "Effective Time")` : `made and entered into ${onDay(r, o.day, false)}`}, from ${asr} ("Assignor"), to ${ase} ("Assignee").`, `1. Assignment. For Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, Assignor does hereby grant, bargain, sell, assign, transfer, convey, set over and deliver unto Assignee ${share}Assignor's right, title and interest in and to (a) the oil, gas and mineral leases described in Exhibit "A" attached hereto (the "Leases"), insofar and only insofar as they cover the lands described therein (the "Lands"); (b) all wells, equipment and personal property located on the Lands and used in connection therewith; and (c) all contracts, files and records relating to the foregoing.`, '2. Special Warranty. Assignor warrants title to the Leases unto Assignee against all persons claiming by, through or under Assignor, but not otherwise.', ovr ? `3. Reservation. ${ovr}` : '', 'IN WITNESS WHEREOF, Assignor has executed this Assignment on the date first above written.', sg, ack, `EXHIBIT "A"\n\nAttached to and made a part of the ${titleCase(title.toLowerCase())} from ${inst.nm(holders[0])} to ${inst.nm(assignee)}\n\n${rows.join('\n\n')}`);
  const text = assemble(rec, ...parts);
  const file = pk.finish(inst, { cat: 'assignment_of_lease', tracts, fee: false, estates: ['leasehold'], text, farms: leases.map((x) => x.farm) });
  for (const x of leases) pk.link(file, x.tracts, 'leasehold', holders.map((id) => ({ id, req: true })), [assignee]);
  return file;
}

function emitRelease(pk: Pkg, l: Lease, day: number): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, day);
  pk.stamp(inst, {});
  const hs = takers(pk, inst, l.holders, 'lessee', r.chance(0.4));
  for (const id of [...l.lessors, ...l.joined]) inst.add(id, 'lessor');
  const d = describe(pk, inst, l.tracts);
  const rec = recBlock(pk, inst, 'release', 'lease');
  const sg = sigs(pk, inst, l.holders);
  const ack = ackBlock(pk, inst, l.holders, 'release');
  const plural = l.holders.length > 1;
  const lessorsBack = r.pick(['the lessor or lessors therein named, their heirs, successors and assigns', 'the present owners of the lands and minerals covered thereby', 'the said Lessors, their heirs and assigns']);
  const title = a === 'LA' ? r.pick(['RELEASE OF OIL, GAS AND MINERAL LEASE', 'ACT OF RELEASE', 'RELEASE']) : a === 'NY' ? r.pick(['SURRENDER OF OIL AND GAS LEASE', 'RELEASE AND SURRENDER OF LEASE']) : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'RELEASE OF LEASE']);
  const body = `KNOW ALL MEN BY THESE PRESENTS: That ${hs}, the ${plural ? 'present owners and holders' : 'present owner and holder'} of the ${a === 'LA' ? 'oil, gas and mineral lease' : 'oil and gas lease'} hereinafter described, for and in consideration of One Dollar ($1.00), the receipt of which is hereby acknowledged, ${plural ? 'do' : 'does'} hereby ${a === 'NY' ? 'surrender, release and relinquish' : 'release, relinquish and surrender'} unto ${lessorsBack}, all right, title and interest in and to that certain lease ${leaseRecital(pk, inst, l, true)}, covering the following described land in ${countyLine(pk)}:`;
  const cancel = a === 'LA' ? `and ${plural ? 'do' : 'does'} hereby authorize and direct the Clerk of Court and Ex-Officio Recorder of ${pk.county.name} Parish, Louisiana, to cancel said lease from the records of his office.` : 'and the said lease is hereby declared to be null, void and of no further force or effect.';
  const text = assemble(rec, title, venue(pk), body, d.body, cancel, `IN WITNESS WHEREOF, this instrument is executed ${onDay(r, day, inst.old)}.`, sg, ack, d.exhibit);
  const file = pk.finish(inst, { cat: 'release_of_lease', tracts: l.tracts, fee: false, estates: ['leasehold'], text, farms: [l.farm] });
  pk.link(file, l.tracts, 'leasehold', l.holders.map((id) => ({ id, req: true })), l.lessors);
  for (const j of l.joined) for (const h of l.holders) pk.link(file, l.tracts, 'leasehold', [{ id: h, req: false }], [j]);
  return file;
}

interface Held {
  farm: Farm;
  estates: Estate[];
  frac: Frac | null;
}
function heirList(pk: Pkg, inst: Inst, heirs: string[], dec: Person): string {
  const r = pk.rng;
  const parts = heirs.map((id) => {
    const p = pk.P(id);
    const rel = id === dec.spouse ? (p.female ? 'widow' : 'widower') : p.female ? 'daughter' : 'son';
    const n = inst.add(id, 'heir');
    const f = inst.form(id);
    const sp = p.spouse && id !== dec.spouse ? pk.P(p.spouse) : null;
    const marr = sp && pk.alive(sp.id, inst.day) ? (pk.a.key === 'LA' ? `, ${f.wifeOf ? 'wife of' : p.female ? 'married to' : 'married to'} ${inst.nm(sp.id)}` : p.female && r.chance(0.5) ? `, wife of ${inst.nm(sp.id)}` : '') : '';
    const res = r.chance(0.6) || p.namesake ? `, ${resPhrase(pk, p, inst.modern)}` : '';
    return r.chance(0.5) ? `${n}, ${rel}${marr}${res}` : `${n}${marr}${res}, ${rel} of the decedent`;
  });
  return parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
}
function heldText(pk: Pkg, inst: Inst, held: Held[]): { body: string; exhibit: string } {
  const r = pk.rng;
  const out: string[] = [];
  let exhibit = '';
  for (const h of held) {
    const d = describe(pk, inst, h.farm.tracts);
    if (d.exhibit) exhibit += (exhibit ? '\n\n' : '') + d.exhibit;
    if (h.estates.includes('fee')) out.push(d.body);
    if (h.estates.includes('mineral')) out.push(`${h.frac ? `an undivided ${fracText(r, h.frac)} interest` : 'an undivided interest'} in and to ${r.pick(['the oil, gas and other minerals', 'the oil, gas and minerals', 'all oil and gas and other minerals'])} in, on and under ${h.estates.includes('fee') ? 'the same land' : d.body.replace(/\.$/, '')}${h.frac ? '' : ', being a royalty interest'}`);
  }
  return { body: out.join(';\n\nand\n\n') + '.', exhibit };
}
interface DeathOpts {
  heirs: string[];
  testate: boolean;
  probate: boolean;
  deathDay: number;
  day: number;
  sr: boolean;
  children: string[];
  held: Held[];
}
function emitDeath(pk: Pkg, p: Person, o: DeathOpts): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, o.day);
  if (o.sr) inst.sr.add(p.id);
  inst.exec = o.day;
  inst.ack = null;
  inst.rec = o.day + 1 + r.int(o.probate ? 60 : 30);
  inst.ref = pk.newRef(inst.rec);
  inst.death = o.deathDay;
  const dec = inst.add(p.id, 'decedent');
  const D = dec.toUpperCase();
  const pr = pron(pk, [p.id]);
  const sp = p.spouse ? pk.P(p.spouse) : null;
  const spAlive = sp !== null && pk.alive(sp.id, o.deathDay) && !sp.dead;
  const spouseLine = sp ? (spAlive ? `${inst.nm(sp.id)}, who survived ${pr.him}` : `${inst.nm(sp.id)}, who predeceased ${pr.him}${r.chance(0.5) ? ` in ${Math.max(yearOf(o.deathDay) - 1 - r.int(15), pk.P(sp.id).born + 40)}` : ''}`) : '';
  const hl = heirList(pk, inst, o.heirs, p);
  const held = heldText(pk, inst, o.held);
  const tracts = o.held.flatMap((h) => h.farm.tracts);
  const estates = [...new Set(o.held.flatMap((h) => h.estates))].sort() as Estate[];
  const fee = estates.includes('fee');
  const share = o.heirs.length > 1 ? `each an undivided ${fracText(r, [1, o.heirs.length])} interest` : 'the whole thereof';
  const deathPhrase = r.chance(0.5) ? `the ${fd(o.deathDay, 'ord')}` : fd(o.deathDay, 'long');
  const rec = recBlock(pk, inst, o.probate ? 'judgment' : 'affidavit', 'misc');
  const parts: string[] = [];
  const kids = o.children.length;
  const afIds: string[] = [];
  const affiant = (): string => {
    const af = pk.newPerson({ female: r.chance(0.3), born: yearOf(o.day) - 45 - r.int(25), home: true });
    afIds.push(af.id);
    return inst.add(af.id, 'other');
  };
  if (!o.probate) {
    const title = a === 'LA' ? 'AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP' : a === 'KY' ? r.pick(['AFFIDAVIT OF DESCENT', 'AFFIDAVIT OF DESCENT AND HEIRSHIP']) : a === 'NY' ? r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT AS TO HEIRSHIP AND FAMILY HISTORY']) : 'AFFIDAVIT OF HEIRSHIP';
    const two = a === 'LA' || r.chance(0.2);
    const af1 = affiant();
    const af2 = two ? affiant() : '';
    const who_ = two ? `${af1} and ${af2}` : af1;
    const they = two ? 'they' : 'affiant';
    const marriage = sp ? `That the decedent was married but once and then to ${spouseLine}${a === 'LA' && spAlive ? ', and that the property hereinafter described was the separate property of the decedent' : ''}.` : 'That the decedent never married.';
    const children = kids ? `That ${sp ? 'of said marriage' : 'to the decedent'} ${words(kids)} ${pl(kids, 'child was', 'children were')} born, namely: ${o.children.length > 1 ? `${o.children.slice(0, -1).map((c) => inst.nm(c)).join(', ')} and ${inst.nm(o.children[o.children.length - 1])}` : inst.nm(o.children[0])}; that no children were adopted by the decedent, and none were born to ${pr.him} of any other union.` : '';
    parts.push(title, venue(pk), `BEFORE ME, the undersigned authority, personally came and appeared ${who_}, ${two ? 'each' : ''} of lawful age and ${two ? 'residents' : 'a resident'} of ${countyLine(pk)}, who, after being by me first duly sworn, did depose and say:`.replace(', each of', ', each of').replace(',  of', ', of'), `1. That ${they} ${two ? 'were' : 'was'} well and personally acquainted with ${dec}${p.namesake ? `, late of ${p.resCounty} ${unitOf(p.resState)}, ${p.resState}` : ''}, who died ${o.testate ? 'testate' : 'intestate'} on ${deathPhrase}, ${a === 'LA' ? `domiciled in ${p.resCounty} ${unitOf(p.resState)}, ${p.resState}` : `a resident of ${p.resCounty} ${unitOf(p.resState)}, ${p.resState}`}, and that ${they} ${two ? 'have' : 'has'} known the family of the decedent for more than ${words(15 + r.int(30))} years.`, `2. ${marriage}`, children ? `3. ${children}` : '', `${children ? '4' : '3'}. That at the time of ${pr.his} death the decedent owned ${o.held.some((h) => h.estates.includes('fee')) ? 'the following described property' : 'the following described mineral interest'}, situated in ${countyLine(pk)}, to-wit:`, held.body, `${children ? '5' : '4'}. That no administration has been had upon the estate of the decedent${o.testate ? '' : ', that the decedent left no last will and testament'}, that all debts of the decedent have been paid, and that the said property therefore passed to ${pr.his} sole heirs at law, ${hl}, ${share}.`, `${two ? `______________________________\n${inst.nm(afIds[0])}\n\n______________________________\n${inst.nm(afIds[1])}` : `______________________________\n${inst.nm(afIds[0])}, Affiant`}`, `SWORN TO AND SUBSCRIBED before me, this ${fd(o.day, 'ord')}.`, `______________________________\n${notary(pk, inst)}`, preparedBy(pk, inst));
  } else {
    const judge = pk.extraName();
    const will = fd(o.deathDay - 400 - r.int(4000), 'long');
    const num = `${yearOf(o.day) % 100}-${1000 + r.int(8999)}`;
    const execHeir = o.testate && o.heirs.length > 0 && pk.P(o.heirs[0]).kind === 'person' && r.chance(0.6);
    if (execHeir) pk.execs.set(o.heirs[0], p.id);
    const exec = execHeir ? inst.nm(o.heirs[0]) : pk.extraName();
    if (a === 'LA') {
      parts.push(`SUCCESSION OF\n${D}\n\nNUMBER ${(10000 + r.int(90000)).toLocaleString('en-US')}\n${pk.county.court.toUpperCase()} JUDICIAL DISTRICT COURT\nPARISH OF ${pk.county.name.toUpperCase()}, STATE OF LOUISIANA`, 'JUDGMENT OF POSSESSION', `Considering the petition filed herein${o.testate ? `, the last will and testament of the decedent in ${r.pick(['olographic', 'notarial', 'statutory'])} form dated ${will}, heretofore probated and ordered executed by this Court` : ''}, the law and the evidence being in favor thereof, and the Court finding that ${dec} died ${o.testate ? 'testate' : 'intestate'} on ${deathPhrase}, domiciled in ${p.resCounty} Parish, Louisiana${sp ? `, ${spAlive ? 'leaving' : 'having been predeceased by'} ${pr.his} ${sp.female ? 'wife' : 'husband'}, ${inst.nm(sp.id)}` : ''}${spAlive && !o.testate ? ', and that the property hereinafter described was the separate property of the decedent' : ''}:`, `IT IS ORDERED, ADJUDGED AND DECREED that ${hl}, be and ${o.heirs.length > 1 ? 'they are' : 'is'} hereby recognized as the sole ${o.testate ? pl(o.heirs.length, 'legatee', 'legatees') : pl(o.heirs.length, 'heir', 'heirs')} of the decedent, ${dec}, and as such ${o.heirs.length > 1 ? 'are' : 'is'} entitled to and ${o.heirs.length > 1 ? 'are' : 'is'} hereby sent and placed in possession of all of the property belonging to the said decedent, ${share}, and particularly the following described property situated in ${countyLine(pk)}, to-wit:`, held.body, o.testate ? `IT IS FURTHER ORDERED that ${exec}, Testamentary Executor, be discharged upon filing proof of the payment of all debts of the succession.` : '', `JUDGMENT READ, RENDERED AND SIGNED at ${pk.county.seat}, Louisiana, this ${fd(o.day, 'ord')}.`, `______________________________\n${judge}\nDISTRICT JUDGE`, `A TRUE COPY -- ATTEST:\n${fd(o.day + 3 + r.int(20), 'long')}\n${pk.extraName()}, Deputy Clerk`);
    } else if (a === 'IN') {
      parts.push(`STATE OF INDIANA        )     IN THE ${pk.county.court.toUpperCase()}\n                        )  SS:\nCOUNTY OF ${pk.county.name.toUpperCase()}  )     CAUSE NO. ${String(65 + r.int(20))}C01-${num}-EU-${String(r.int(300)).padStart(3, '0')}`, `IN THE MATTER OF THE ESTATE OF ${D}, DECEASED`, 'ORDER APPROVING FINAL ACCOUNT AND DECREE OF FINAL DISTRIBUTION', `Comes now ${exec}, Personal Representative of the Estate of ${dec}, deceased, and files ${pr.his === 'her' ? 'a' : 'a'} final account in this estate, and the Court, having examined said account and being duly advised, now finds that notice of the filing of said account has been given as required by law; that ${dec} died ${o.testate ? 'testate' : 'intestate'} on ${deathPhrase}, a resident of ${p.resCounty} County, Indiana${o.testate ? `, and that ${pr.his} Last Will and Testament dated ${will} was duly admitted to probate in this Court` : ''}; and that the persons entitled to distribution of the real estate of the decedent are ${hl}.`, `IT IS THEREFORE ORDERED, ADJUDGED AND DECREED by the Court that said final account be and the same is hereby approved, and that the following described real estate in ${countyLine(pk)}, to-wit:`, held.body, `be and the same is hereby distributed to and vested in the above named distributees, ${share}.`, `SO ORDERED this ${fd(o.day, 'ord')}.`, `______________________________\n${judge}, Judge\n${pk.county.court}`);
    } else if (a === 'TN') {
      parts.push(`IN THE ${inst.y >= 1980 ? `PROBATE COURT FOR ${pk.county.name.toUpperCase()} COUNTY` : `COUNTY COURT OF ${pk.county.name.toUpperCase()} COUNTY`}, TENNESSEE`, `IN RE: ESTATE OF ${D}, DECEASED\nNo. ${num}`, 'ORDER ADMITTING WILL TO PROBATE IN COMMON FORM', `This cause came on to be heard on the ${fd(o.day, 'ord')}, upon the petition of ${exec}, and it appearing to the Court that ${dec} died on ${deathPhrase}, a resident of ${p.resCounty} County, Tennessee, leaving a paper writing purporting to be ${pr.his} Last Will and Testament, dated ${will}, which was produced in open court and proved by the oaths of ${pk.extraName()} and ${pk.extraName()}, the subscribing witnesses thereto;`, `It is therefore ORDERED that said paper writing be admitted to probate as the Last Will and Testament of ${dec}, and that the same be recorded, together with this order.`, `The said will, among other things, provides as follows: "ITEM ${r.pick(['II', 'III', 'FOUR'])}. I give and devise unto ${hl}, ${o.heirs.length > 1 ? 'share and share alike,' : ''} the following: ${held.body}"`, `Entered this ${fd(o.day, 'ord')}.`, `______________________________\n${judge}, ${inst.y >= 1980 ? 'Probate Judge' : 'County Judge'}`);
    } else if (a === 'KY') {
      parts.push(`COMMONWEALTH OF KENTUCKY\n${pk.county.court.toUpperCase()}\nPROBATE DIVISION\nFile No. ${num}`, `IN RE: THE ESTATE OF ${D}, DECEASED`, 'ORDER OF PROBATE', `A paper writing purporting to be the last will and testament of ${dec}, who died on ${deathPhrase}, a resident of ${p.resCounty} County, Kentucky, having been produced in open court by ${exec}, and the same having been proved by the affidavits of the subscribing witnesses thereto, it is ORDERED that the said writing be admitted to record and probate as the true last will and testament of ${dec}, deceased.`, `The said will devises the following described real estate lying in ${countyLine(pk)}: ${held.body} unto ${hl}, ${share}.`, `Entered ${fd(o.day, 'long')}.`, `______________________________\nJUDGE, ${pk.county.court.toUpperCase()}`);
    } else {
      parts.push(`At a Surrogate's Court held in and for the County of ${pk.county.name}, at the Surrogate's Chambers in the Village of ${pk.county.seat}, New York, on the ${fd(o.day, 'ord')}.`, `PRESENT: HON. ${judge.toUpperCase()}, Surrogate.`, `In the Matter of the Probate of the Last Will and Testament of ${D}, Deceased.\nFile No. ${num}`, 'DECREE ADMITTING WILL TO PROBATE', `A petition having been filed by ${exec} praying that the instrument dated ${will} be admitted to probate as the Last Will and Testament of ${dec}, late of the Town of ${p.town}, in said County, who died on ${deathPhrase}; and due proof having been made of the service of citation upon all persons required to be cited; and the Surrogate being satisfied that the said will was duly executed, and that the testator at the time of executing it was in all respects competent to make a will and not under restraint, it is`, 'ORDERED, ADJUDGED AND DECREED that the said instrument be admitted to probate as the Last Will and Testament of said deceased, valid to pass real and personal property, and that the will and this decree be recorded.', `The will provides, in its ${r.pick(['THIRD', 'FOURTH', 'SECOND'])} paragraph: "I give and devise all of my real property, including the lands hereinafter described, unto ${hl}, ${o.heirs.length > 1 ? 'share and share alike' : 'absolutely and forever'}: ${held.body}"`, `______________________________\nSurrogate`);
    }
  }
  const text = assemble(rec, ...parts, held.exhibit);
  const file = pk.finish(inst, { cat: o.probate ? 'probate' : 'affidavit_of_heirship', tracts, fee, estates, text, farms: o.held.map((h) => h.farm), passive: true });
  for (const h of o.held) for (const e of h.estates) pk.link(file, h.farm.tracts, e, [{ id: p.id, req: true }], o.heirs);
  return file;
}

function emitMortgage(pk: Pkg, farm: Farm, ms: Member[], lender: string, day: number): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, day);
  const authentic = a === 'LA' && r.chance(0.6);
  pk.stamp(inst, { sameDay: authentic });
  const g = side(pk, inst, ms, 'grantor', r.chance(0.7), 'mortgage');
  const gp = pron(pk, g.ids);
  const amt = Math.max(100, Math.round(price(pk, day, farm.tracts) * 0.6 / 100) * 100);
  const d = describe(pk, inst, farm.tracts);
  const rec = recBlock(pk, inst, a === 'TN' ? 'deed of trust' : 'mortgage', 'mort');
  const sg = sigs(pk, inst, g.ids);
  const parts: string[] = [];
  if (a === 'TN') {
    const trustee = pk.newPerson({ born: yearOf(day) - 40 - r.int(20), home: true });
    const tt = inst.add(trustee.id, 'grantee');
    const bank = inst.add(lender, 'other');
    parts.push(r.pick(['DEED OF TRUST', 'TRUST DEED']), `THIS DEED OF TRUST, made and entered into ${onDay(r, day, inst.old)}, by and between ${g.text}, part${g.ids.length > 1 ? 'ies' : 'y'} of the first part, ${tt}, Trustee, of ${pk.county.name} County, Tennessee, party of the second part, and ${bank}, party of the third part;`, `WITNESSETH: That whereas the part${g.ids.length > 1 ? 'ies' : 'y'} of the first part ${g.ids.length > 1 ? 'are' : 'is'} justly indebted unto the party of the third part in the sum of ${money(r, amt, inst.old)}, as evidenced by a promissory note of even date herewith, payable ${r.pick(['one year after date', 'in annual installments', 'on demand'])}, with interest;`, `NOW, THEREFORE, for the purpose of securing the payment of said indebtedness, the part${g.ids.length > 1 ? 'ies' : 'y'} of the first part ha${g.ids.length > 1 ? 've' : 's'} bargained and sold and do${g.ids.length > 1 ? '' : 'es'} hereby transfer and convey unto the said Trustee, his successors and assigns, the following described real estate in ${countyLine(pk)}:`, d.body, 'But this conveyance is made in trust: if the said indebtedness be paid when due, this conveyance shall be void and shall be released at the cost of the parties of the first part; but if default be made, the Trustee is authorized to sell said property at public outcry to the highest bidder for cash, after advertising the same as required by law.', sg, ackBlock(pk, inst, g.ids, 'deed of trust'));
  } else {
    const mg = inst.add(lender, 'grantee');
    if (a === 'LA') parts.push(r.pick(['ACT OF MORTGAGE', 'MORTGAGE']), venue(pk), `${authentic ? `BE IT KNOWN, that ${onDay(r, day, true)}, before me, the undersigned Notary Public, and in the presence of the witnesses hereinafter named, personally came and appeared` : 'KNOW ALL MEN BY THESE PRESENTS, that'} ${g.text}, hereinafter called "Mortgagor," who declared that ${gp.he} ${gp.he === 'they' ? 'are' : 'is'} justly and truly indebted unto ${mg}, hereinafter called "Mortgagee," in the full sum of ${money(r, amt, inst.old)}, evidenced by one certain promissory note of even date herewith, payable to the order of Mortgagee; and that, in order to secure the full and punctual payment of said note, Mortgagor does by these presents specially mortgage, affect and hypothecate unto and in favor of Mortgagee the following described property, to-wit:`, d.body, `${gp.he === 'they' ? 'Mortgagors bind' : 'Mortgagor binds'} ${gp.self} not to sell, alienate or encumber the said property to the prejudice of this act.${g.intervene}`, authentic ? `THUS DONE AND PASSED at ${pk.county.seat}, Louisiana, on the day and date first above written, in the presence of ${pk.extraName()} and ${pk.extraName()}, competent witnesses, and me, Notary, after reading of the whole.` : `SIGNED ${onDay(r, day, inst.old)}.`, sg, authentic ? `______________________________\n${pk.extraName()}, Notary Public` : ackBlock(pk, inst, g.ids, 'mortgage'));
    else if (a === 'IN') parts.push('MORTGAGE', `THIS INDENTURE WITNESSETH, That ${g.text} ("Mortgagor") MORTGAGE${g.ids.length > 1 ? '' : 'S'} AND WARRANT${g.ids.length > 1 ? '' : 'S'} to ${mg} ("Mortgagee") the following described real estate in ${countyLine(pk)}:`, d.body, `as security for the payment of a promissory note of even date herewith in the principal sum of ${money(r, amt, inst.old)}, payable with interest according to its terms, and for the performance of the covenants herein contained. Mortgagor expressly agrees to pay the sum of money above secured, without relief from valuation or appraisement laws.`, `IN WITNESS WHEREOF, Mortgagor has executed this mortgage ${onDay(r, day, inst.old)}.`, sg, ackBlock(pk, inst, g.ids, 'mortgage'), preparedBy(pk, inst));
    else if (a === 'KY') parts.push('MORTGAGE', `THIS MORTGAGE, made and entered into ${onDay(r, day, inst.old)}, by and between ${g.text}, part${g.ids.length > 1 ? 'ies' : 'y'} of the first part, and ${mg}, party of the second part;`, `WITNESSETH: That for and in consideration of the sum of ${money(r, amt, inst.old)} this day loaned by the party of the second part to the part${g.ids.length > 1 ? 'ies' : 'y'} of the first part, evidenced by a note of even date, the part${g.ids.length > 1 ? 'ies' : 'y'} of the first part do${g.ids.length > 1 ? '' : 'es'} hereby sell, grant and convey unto the party of the second part, its successors and assigns, the following described real estate lying in ${countyLine(pk)}:`, d.body, 'PROVIDED, HOWEVER, that if the parties of the first part shall well and truly pay said note when due, then this conveyance shall be null and void; otherwise to remain in full force and effect.', sg, ackBlock(pk, inst, g.ids, 'mortgage'));
    else parts.push('MORTGAGE', `THIS MORTGAGE, made the ${fd(day, 'ord')}, between ${g.text}, the mortgagor, and ${mg}, the mortgagee,`, `WITNESSETH, that to secure the payment of an indebtedness in the sum of ${money(r, amt, inst.old)}, lawful money of the United States, to be paid with interest thereon according to a certain bond or note bearing even date herewith, the mortgagor hereby mortgages to the mortgagee`, d.body, 'AND the mortgagor covenants with the mortgagee as follows: That the mortgagor will pay the indebtedness as hereinbefore provided; that the mortgagor will keep the buildings on the premises insured against loss by fire for the benefit of the mortgagee.', 'IN WITNESS WHEREOF, this mortgage has been duly executed by the mortgagor.', sg, ackBlock(pk, inst, g.ids, 'mortgage'));
  }
  const text = assemble(rec, ...parts, d.exhibit);
  return pk.finish(inst, { cat: 'deed_of_trust', tracts: farm.tracts, fee: false, estates: [], text, farms: [farm] });
}

function emitEasement(pk: Pkg, farm: Farm, ms: Member[], pipe: string, day: number): string {
  const r = pk.rng;
  const a = pk.a.key;
  const inst = new Inst(pk, day);
  pk.stamp(inst, {});
  const g = side(pk, inst, ms, 'grantor', r.chance(0.5), 'servitude');
  const gp = pron(pk, g.ids);
  const ge = takers(pk, inst, [pipe], 'grantee', true);
  const d = describe(pk, inst, farm.tracts);
  const rec = recBlock(pk, inst, 'right of way', 'misc');
  const word = a === 'LA' ? 'servitude' : 'right of way and easement';
  const text = assemble(rec, a === 'LA' ? r.pick(['RIGHT OF WAY AND SERVITUDE AGREEMENT', 'PIPELINE SERVITUDE']) : r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE RIGHT OF WAY', 'GRANT OF EASEMENT']), venue(pk), `KNOW ALL MEN BY THESE PRESENTS: That ${g.text}, hereinafter called Grantor (whether one or more), for and in consideration of ${money(r, 25 + r.int(40) * 25, inst.old)} in hand paid by ${ge}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${gp.does} hereby grant and convey unto the said Grantee, its successors and assigns, a ${word} to lay, construct, maintain, operate, repair, replace and remove a pipe line for the transportation of oil, gas, water or other substances, over, under and through the following described land situated in ${countyLine(pk)}, to-wit:`, d.body, `The said ${word} shall be ${r.pick(['thirty (30)', 'fifty (50)', 'forty (40)'])} feet in width, the center line thereof to be the pipe line as constructed. Grantor reserves the right to use and enjoy said land except for the purposes herein granted, but shall not construct any building or structure over said pipe line. Grantee shall pay any damages which may arise to crops, timber and fences from the construction, maintenance and operation of said line.${g.intervene}`, `WITNESS ${gp.his} hand${g.ids.length > 1 ? 's' : ''} ${onDay(r, day, inst.old)}.`, sigs(pk, inst, g.ids), ackBlock(pk, inst, g.ids, 'instrument'), d.exhibit);
  return pk.finish(inst, { cat: 'easement', tracts: farm.tracts, fee: false, estates: [], text, farms: [farm] });
}

function emitDivision(pk: Pkg, farm: Farm, owners: string[], operator: string, purchaser: string, day: number): string {
  const r = pk.rng;
  const inst = new Inst(pk, day);
  inst.exec = day;
  inst.ack = null;
  const first = dayOf(yearOf(day), ymd(day).m, 1);
  inst.eff = Math.max(farm.last + 1, first - 31 * r.int(3));
  if (inst.eff > day) inst.eff = day;
  const recorded = r.chance(0.5);
  inst.rec = day + 5 + r.int(40);
  inst.ref = pk.newRef(inst.rec);
  const pu = inst.add(purchaser, 'other');
  const op = inst.add(operator, 'other');
  const lessor = pk.P(owners[0]);
  const rows: string[] = [];
  let left = 1;
  const share = (1 - 0.875) / owners.length;
  for (const id of owners) {
    const n = inst.add(id, 'other');
    rows.push(`${n.padEnd(40)} ${share.toFixed(8)}   RI`);
    left -= share;
  }
  rows.push(`${op.padEnd(40)} ${left.toFixed(8)}   WI`);
  const text = [recorded ? recBlock(pk, inst, 'division order', 'misc').top || `FILED FOR RECORD ${fd(inst.rec, 'long')}\n${pk.county.name} ${pk.a.unit} Clerk` : '', 'DIVISION ORDER', `To: ${pu}\n(hereinafter called "Purchaser")`, `Date: ${fd(day, 'num')}`, `Property Name: ${lessor.kind === 'person' ? lessor.last : 'Unit'} No. ${1 + r.int(3)}\nOperator: ${op}\nCounty and State: ${countyLine(pk)}\nProperty Description: ${farm.tracts.map((t) => descOne(pk, inst, t, true)).join('; ')}\nProduction: ${r.pick(['Oil', 'Gas', 'Oil and Gas'])}\nEffective: 7:00 a.m., ${fd(inst.eff, 'long')}`, `The undersigned certifies the ownership of their decimal interest in production or proceeds as described below payable by Purchaser. Purchaser shall be notified, in writing, of any change in ownership, decimal interest, or payment address. All such changes shall be effective the first day of the month following receipt of such notice.`, `OWNER${' '.repeat(35)}DECIMAL INTEREST  TYPE\n${rows.join('\n')}`, owners.map((id) => `______________________________\n${inst.nm(id)}`).join('\n\n')].filter(Boolean).join('\n\n');
  if (!recorded) {
    const file = pk.finish(inst, { cat: 'other', tracts: farm.tracts, fee: false, estates: [], text, farms: [farm] });
    const doc = pk.docs[pk.docs.length - 1];
    doc.truth.dates.recording_date = null;
    return file;
  }
  return pk.finish(inst, { cat: 'other', tracts: farm.tracts, fee: false, estates: [], text, farms: [farm] });
}

// ---------------------------------------------------------------------------------------------
// The clock: farms pass through time; every step is one instrument (or a planted pair)

const unsev = (f: Farm): Frac => f.severed.reduce((s, h) => fsub(s, h.f), [1, 1] as Frac);
const isZero = (f: Frac) => f[0] === 0;

function members(pk: Pkg, ids: string[], day: number): Member[] {
  return ids.map((id) => {
    const p = pk.P(id);
    if (p.kind !== 'person' || p.human) return { id, spouse: null, mode: 'none' as const };
    const s = p.spouse;
    if (!s || !pk.alive(s, day) || ids.includes(s)) return { id, spouse: s, mode: 'none' as const };
    const x = pk.rng.next();
    if (p.female) return { id, spouse: s, mode: x < 0.5 ? ('join' as const) : ('sep' as const) };
    if (pk.a.key === 'LA') return { id, spouse: s, mode: x < 0.4 ? ('join' as const) : ('recite' as const) };
    return { id, spouse: s, mode: x < 0.8 ? ('join' as const) : x < 0.9 ? ('recite' as const) : ('none' as const) };
  });
}
function addSevered(f: Farm, id: string, fr_: Frac) {
  const h = f.severed.find((x) => x.id === id);
  if (h) h.f = fadd(h.f, fr_);
  else f.severed.push({ id, f: fr_ });
}
/** A lease can no longer be released cleanly once one of its lessors' holdings has changed. */
function freeze(f: Farm, ids: string[]) {
  const l = f.lease;
  if (l && ids.some((id) => l.lessors.includes(id) || l.joined.includes(id))) l.frozen = true;
}
function pickKind(pk: Pkg): DeedKind {
  const x = pk.rng.next();
  switch (pk.a.key) {
    case 'LA': return x < 0.84 ? 'warranty' : 'quitclaim';
    case 'IN': return x < 0.6 ? 'warranty' : x < 0.82 ? 'special' : 'quitclaim';
    case 'TN': return x < 0.72 ? 'warranty' : x < 0.86 ? 'special' : 'quitclaim';
    case 'KY': return x < 0.75 ? 'warranty' : x < 0.87 ? 'special' : 'quitclaim';
    case 'NY': return x < 0.5 ? 'warranty' : x < 0.85 ? 'special' : 'quitclaim';
  }
}
function holdsOn(f: Farm, id: string): boolean {
  return f.fee.includes(id) || f.severed.some((h) => h.id === id) || f.royalty.includes(id);
}
function mineralOwners(pk: Pkg, f: Farm): string[] {
  const out: string[] = [];
  if (!isZero(unsev(f))) out.push(...f.fee);
  for (const h of f.severed) if (pk.alive(h.id, pk.t) && !out.includes(h.id) && out.length < 5) out.push(h.id);
  return out;
}
function child(pk: Pkg, parent: Person, jr: boolean, day: number): Person {
  const r = pk.rng;
  const y = yearOf(day);
  const born = Math.min(parent.born + 22 + r.int(16), y - 23);
  const famLast = parent.female && parent.maiden && parent.spouse === null ? parent.maiden : parent.last;
  const c = jr ? pk.newPerson({ born, first: parent.first, middle: parent.middle, last: parent.last, suffix: 'Jr.' }) : pk.newPerson({ female: r.chance(0.45), born, last: famLast });
  c.dies = Math.min(c.born + 97, Math.max(c.dies, y + 3 + r.int(12)));
  if (r.chance(c.female ? 0.7 : 0.6)) pk.marry(c, y);
  const ks = pk.kids.get(parent.id) ?? [];
  ks.push(c.id);
  pk.kids.set(parent.id, ks);
  if (parent.spouse) pk.kids.set(parent.spouse, ks);
  return c;
}

function origin(pk: Pkg, f: Farm) {
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  const a = pk.a.key;
  f.started = true;
  const limit = a === 'LA' ? 1912 : a === 'TN' ? 1910 : 1905;
  if (f.patent && y <= limit) {
    const pt = pk.newPerson({ born: y - 25 - r.int(25), home: true });
    if (r.chance(0.7)) pk.marry(pt, y);
    emitPatent(pk, f, pt.id, day);
    f.fee = [pt.id];
    f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
    return;
  }
  const first = pk.newPerson({ born: y - 35 - r.int(25), home: true });
  if (r.chance(0.7)) pk.marry(first, y);
  const buyer = pk.newBuyer(y);
  emitDeed(pk, { kind: pk.a.key === 'NY' ? 'warranty' : pickKind(pk), ms: members(pk, [first.id], day), grantees: [buyer.id], day, farm: f, reserve: null, reserveWhole: false, reservers: [] });
  f.fee = [buyer.id];
  f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
}

function sell(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  const l = f.lease;
  if (l && !l.frozen && day - l.day > 400 && r.chance(0.5) && [...l.lessors, ...l.joined, ...l.holders].every((id) => pk.alive(id, day))) {
    // the lease is surrendered before the land is sold
    const rd = Math.max(f.last + 5, day - 30 - r.int(150));
    if (rd < day - 10) {
      emitRelease(pk, l, rd);
      f.lease = null;
    }
  }
  const ms = members(pk, f.fee, day);
  const buyer = pk.newBuyer(y);
  const uns = unsev(f);
  let reserve: Frac | null = null;
  if (!isZero(uns)) {
    if (f.reserveAll) reserve = uns;
    else if (y >= pk.a.oil - 15 && f.gap !== 'conveyed_more_than_held' && r.chance(pk.a.key === 'LA' ? 0.4 : 0.22)) {
      const x = r.next();
      reserve = x < 0.35 ? uns : x < 0.8 && fle([1, 2], uns) ? [1, 2] : fle([1, 4], uns) ? [1, 4] : uns;
    }
  }
  f.reserveAll = false;
  const whole = reserve !== null && reserve[0] === uns[0] && reserve[1] === uns[1];
  emitDeed(pk, { kind: pickKind(pk), ms, grantees: [buyer.id], day, farm: f, reserve, reserveWhole: whole, reservers: f.fee });
  if (reserve) for (const id of f.fee) addSevered(f, id, fmul(reserve, [1, f.fee.length]));
  freeze(f, f.fee);
  f.fee = [buyer.id];
  f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
  return true;
}
function heirsQC(pk: Pkg, f: Farm): boolean {
  const day = pk.t;
  const g = pk.rng.pick(f.fee);
  const others = f.fee.filter((x) => x !== g);
  emitDeed(pk, { kind: 'quitclaim', ms: members(pk, others, day), grantees: [g], day, farm: f, reserve: null, reserveWhole: false, reservers: [] });
  freeze(f, f.fee);
  f.fee = [g];
  f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
  return true;
}
function mineralBuyer(pk: Pkg, y: number): string {
  return y >= 1920 && pk.rng.chance(0.35) ? pk.newOrg(pk.a.mineralCos, y).id : pk.newBuyer(y).id;
}
function feeMineral(pk: Pkg, f: Farm, max: Frac = [1, 1]): boolean {
  const r = pk.rng;
  const uns = unsev(f);
  const opts = ([[1, 2], [1, 4], [1, 8], [1, 16], [3, 8], [1, 32]] as Frac[]).filter((x) => fle(x, uns) && fle(x, max));
  if (!opts.length || !f.fee.length) return false;
  const frac = r.chance(0.08) && uns[0] === uns[1] && max[0] === max[1] ? ([1, 1] as Frac) : r.pick(opts);
  const day = pk.t;
  const g = max[0] === max[1] ? mineralBuyer(pk, yearOf(day)) : pk.newBuyer(yearOf(day)).id;
  emitMineral(pk, { ms: members(pk, f.fee, day), grantee: g, frac, allOf: false, day, farm: f, royalty: null });
  addSevered(f, g, frac);
  freeze(f, f.fee);
  return true;
}
function severedSell(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const hs = f.severed.filter((h) => pk.alive(h.id, pk.t));
  if (!hs.length) return false;
  const h = r.pick(hs);
  const whole = r.chance(0.6);
  const frac = whole ? h.f : fmul(h.f, [1, 2]);
  const day = pk.t;
  const g = mineralBuyer(pk, yearOf(day));
  emitMineral(pk, { ms: members(pk, [h.id], day), grantee: g, frac, allOf: whole, day, farm: f, royalty: null });
  h.f = fsub(h.f, frac);
  f.severed = f.severed.filter((x) => !isZero(x.f));
  addSevered(f, g, frac);
  freeze(f, [h.id]);
  return true;
}
function royalty(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const uns = unsev(f);
  const sev = f.severed.filter((h) => pk.alive(h.id, day));
  const fromFee = !isZero(uns) && f.fee.length && (!sev.length || r.chance(0.6));
  const ids = fromFee ? f.fee : sev.length ? [r.pick(sev).id] : [];
  if (!ids.length) return false;
  const g = mineralBuyer(pk, yearOf(day));
  const txt = r.pick([`an undivided ${fracText(r, [1, 64])} royalty interest`, `an undivided ${fracText(r, [1, 2])} of the royalty`, `an undivided ${fracText(r, [1, 32])} of the royalty`, `an undivided ${fracText(r, [1, 128])} royalty interest`, `an undivided ${fracText(r, [1, 4])} of all royalty`]);
  emitMineral(pk, { ms: members(pk, ids, day), grantee: g, frac: [1, 64], allOf: false, day, farm: f, royalty: `${txt} in and to ${r.pick(['all of the oil, gas and other minerals produced, saved and sold', 'all oil, gas and other minerals that may be produced and saved'])} from` });
  if (!f.royalty.includes(g)) f.royalty.push(g);
  return true;
}
function lease(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  const owners = mineralOwners(pk, f);
  if (!owners.length) return false;
  const old = f.lease;
  if (old && !old.frozen && r.chance(0.75) && [...old.lessors, ...old.joined, ...old.holders].every((id) => pk.alive(id, day))) {
    // the expired lease is released of record before the land is leased again
    const rd = Math.max(f.last + 5, day - 60 - r.int(400));
    if (rd < day - 20) emitRelease(pk, old, rd);
  }
  let lessee: string;
  if (y < 1920 || r.chance(0.3)) {
    const b = pk.newPerson({ born: y - 28 - r.int(20), home: true });
    b.immortal = true;
    lessee = b.id;
  } else lessee = pk.newOrg(pk.a.oilCos, y).id;
  f.lease = emitLease(pk, f, members(pk, owners, day), lessee, day);
  return true;
}
function assign(pk: Pkg, f: Farm): boolean {
  const l = f.lease;
  if (!l) return false;
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  if (l.holders.some((h) => !pk.alive(h, day))) return false;
  const as = pk.newOrg(pk.a.oilCos, y, l.holders);
  if (l.holders.includes(as.id)) return false;
  const partial = l.holders.length === 1 && r.chance(0.2);
  emitAssign(pk, [l], as.id, { partial, override: r.chance(0.2), day });
  l.holders = partial ? [...l.holders, as.id] : [as.id];
  return true;
}
function blanket(pk: Pkg): boolean {
  const day = pk.t;
  const y = yearOf(day);
  if (y < 1955) return false;
  const groups = new Map<string, Lease[]>();
  for (const f of pk.farms) {
    const l = f.lease;
    if (!l || f.busy > day || l.holders.length !== 1 || pk.P(l.holders[0]).kind !== 'org') continue;
    groups.set(l.holders[0], [...(groups.get(l.holders[0]) ?? []), l]);
  }
  const g = [...groups.values()].find((ls) => ls.length > 1);
  if (!g) return false;
  const as = pk.newOrg(pk.a.oilCos, y, g[0].holders);
  if (g[0].holders.includes(as.id)) return false;
  emitAssign(pk, g, as.id, { partial: false, override: false, day });
  for (const l of g) l.holders = [as.id];
  return true;
}
function release(pk: Pkg, f: Farm): boolean {
  const l = f.lease;
  const day = pk.t;
  if (!l || l.frozen || [...l.lessors, ...l.joined, ...l.holders].some((id) => !pk.alive(id, day))) return false;
  emitRelease(pk, l, day);
  f.lease = null;
  return true;
}
function division(pk: Pkg, f: Farm): boolean {
  const l = f.lease;
  const day = pk.t;
  if (!l) return false;
  const op = l.holders.find((h) => pk.P(h).kind === 'org');
  if (!op) return false;
  const owners = [...new Set([...mineralOwners(pk, f), ...f.royalty.filter((id) => pk.alive(id, day))])].slice(0, 5);
  if (!owners.length) return false;
  emitDivision(pk, f, owners, op, pk.newOrg(pk.a.purchasers, yearOf(day)).id, day);
  return true;
}
function mortgage(pk: Pkg, f: Farm): boolean {
  const day = pk.t;
  emitMortgage(pk, f, members(pk, f.fee, day), pk.newOrg(pk.a.lenders, yearOf(day)).id, day);
  return true;
}
function easement(pk: Pkg, f: Farm): boolean {
  const day = pk.t;
  emitEasement(pk, f, members(pk, f.fee, day), pk.newOrg(pk.a.pipes, yearOf(day)).id, day);
  return true;
}
function gift(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const p = pk.P(f.fee[0]);
  const ks = (pk.kids.get(p.id) ?? []).filter((k) => pk.alive(k, day));
  const c = ks.length ? pk.P(r.pick(ks)) : child(pk, p, false, day);
  const rel = c.female ? 'daughter' : 'son';
  const uns = unsev(f);
  if (pk.a.key === 'LA' && yearOf(day) >= pk.a.oil && fle([1, 4], uns) && r.chance(0.35)) {
    const frac: Frac = fle([1, 2], uns) && r.chance(0.5) ? [1, 2] : [1, 4];
    emitMineral(pk, { ms: members(pk, f.fee, day), grantee: c.id, frac, allOf: false, day, farm: f, royalty: null, gift: rel });
    addSevered(f, c.id, frac);
    freeze(f, f.fee);
    return true;
  }
  emitDeed(pk, { kind: 'warranty', ms: members(pk, f.fee, day), grantees: [c.id], day, farm: f, reserve: null, reserveWhole: false, reservers: [], gift: rel });
  freeze(f, f.fee);
  f.fee = [c.id];
  f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
  return true;
}
function trust(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const h = pk.P(f.fee[0]);
  const sp = h.spouse && pk.alive(h.spouse, day) ? pk.P(h.spouse) : null;
  const name = r.pick([`${h.last} Family Revocable Trust`, `${h.first} ${h.middle ? `${h.middle[0]}. ` : ''}${h.last} Revocable Living Trust`, `${h.last} Living Trust`]);
  const tday = day - r.int(200);
  const humans = sp && r.chance(0.6) ? [h, sp] : [h];
  const personas = humans.map((x) => pk.persona(x, name, tday));
  emitDeed(pk, { kind: r.chance(0.5) ? 'quitclaim' : 'warranty', ms: members(pk, [h.id], day), grantees: personas.map((p) => p.id), day, farm: f, reserve: null, reserveWhole: false, reservers: [], trust: true });
  for (const x of humans) x.immortal = true;
  freeze(f, f.fee);
  f.fee = personas.map((p) => p.id);
  f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
  return true;
}

function death(pk: Pkg, p: Person): boolean {
  const r = pk.rng;
  const t = pk.t;
  let dd = dayOf(p.dies, 1 + r.int(12), 1 + r.int(28));
  dd = Math.min(Math.max(dd, p.lastAct + 20), t - 30);
  if (dd <= p.lastAct) return false;
  const held: Held[] = [];
  for (const f of pk.farms) {
    if (!holdsOn(f, p.id)) continue;
    if (f.busy > t) return false;
    const es: Estate[] = [];
    if (f.fee.includes(p.id)) es.push('fee');
    const sv = f.severed.find((h) => h.id === p.id);
    if (sv || f.royalty.includes(p.id)) es.push('mineral');
    held.push({ farm: f, estates: es, frac: sv ? sv.f : null });
  }
  if (!held.length) return false;
  if (held.every((h) => !h.estates.includes('fee')) && r.chance(0.7)) {
    // a small mineral or royalty interest never probated: it lies dormant with its dead owner
    p.dead = true;
    for (const h of held) freeze(h.farm, [p.id]);
    return false;
  }
  const spAlive = p.spouse !== null && pk.alive(p.spouse, dd) && pk.alive(p.spouse, t) && !pk.P(p.spouse).dead;
  let kids = (pk.kids.get(p.id) ?? []).filter((k) => pk.alive(k, dd));
  const want = r.chance(0.7) ? 1 + r.int(2) : 3;
  const hasJr = kids.some((k) => pk.P(k).suffix === 'Jr.');
  while (kids.length < want) {
    const jr = !p.female && !p.suffix && !p.namesake && !hasJr && kids.length === 0 && r.chance(0.35);
    kids = [...kids, child(pk, p, jr, dd).id];
  }
  const testate = r.chance(0.35);
  const a = pk.a.key;
  const probate = testate ? true : a === 'LA' || a === 'IN' ? r.chance(0.5) : false;
  let heirs: string[];
  if (testate) heirs = spAlive && r.chance(0.5) ? [p.spouse!] : kids.slice(0, 1 + r.int(Math.min(2, kids.length)));
  else heirs = a === 'LA' || !spAlive ? kids.slice(0, 4) : [p.spouse!, ...kids.slice(0, 3)];
  const sr = kids.some((k) => pk.P(k).suffix === 'Jr.' && pk.P(k).first === p.first) && r.chance(0.6);
  emitDeath(pk, p, { heirs, testate, probate, deathDay: dd, day: t, sr, children: kids, held });
  p.dead = true;
  for (const h of held) {
    const f = h.farm;
    if (f.fee.includes(p.id)) {
      f.fee = [...new Set([...f.fee.filter((x) => x !== p.id), ...heirs])];
      f.vest = null;
    }
    const sv = f.severed.find((x) => x.id === p.id);
    if (sv) {
      f.severed = f.severed.filter((x) => x.id !== p.id);
      for (const hr of heirs) addSevered(f, hr, fmul(sv.f, [1, heirs.length]));
    }
    if (f.royalty.includes(p.id)) f.royalty = [...new Set([...f.royalty.filter((x) => x !== p.id), ...heirs])];
    freeze(f, [p.id]);
  }
  return true;
}

function plantGap(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  if (!f.fee.length) return false;
  if (f.gap === 'conveyed_before_acquired') {
    const t2 = day + 90 + r.int(1000);
    const b = pk.newBuyer(y);
    const c = pk.newBuyer(y);
    emitDeed(pk, { kind: pickKind(pk), ms: members(pk, f.fee, t2), grantees: [b.id], day: t2, farm: f, reserve: null, reserveWhole: false, reservers: [] });
    const early = emitDeed(pk, { kind: r.chance(0.7) ? pickKind(pk) : 'quitclaim', ms: members(pk, [b.id], day), grantees: [c.id], day, farm: f, reserve: null, reserveWhole: false, reservers: [] });
    pk.gap(early, f.tracts, 'fee', 'conveyed_before_acquired');
    freeze(f, f.fee);
    f.fee = [c.id];
    f.vest = { ref: pk.lastRef, day, holders: [...f.fee] };
    f.busy = t2 + 120;
  } else if (f.gap === 'grantor_never_received') {
    const uns = unsev(f);
    const g = mineralBuyer(pk, y);
    if (isZero(uns)) {
      const file = emitMineral(pk, { ms: members(pk, f.fee, day), grantee: g, frac: r.pick([[1, 2], [1, 4], [1, 1]] as Frac[]), allOf: false, day, farm: f, royalty: null });
      pk.gap(file, f.tracts, 'mineral', 'grantor_never_received');
    } else {
      const holder = pk.P(f.fee[0]);
      const kin = holder.kind === 'person' && r.chance(0.5) ? holder.last : undefined;
      const s = pk.newPerson({ born: y - 30 - r.int(30), last: kin });
      if (r.chance(0.5)) pk.marry(s, y);
      s.immortal = true;
      const file = emitMineral(pk, { ms: members(pk, [s.id], day), grantee: g, frac: r.pick([[1, 2], [1, 4], [1, 8]] as Frac[]), allOf: false, day, farm: f, royalty: null });
      pk.gap(file, f.tracts, 'mineral', 'grantor_never_received');
    }
  } else {
    const hs = f.severed.filter((h) => pk.alive(h.id, day));
    if (!hs.length) {
      if (!feeMineral(pk, f, [1, 4])) return false;
      f.gapYear = y + 1 + r.int(4);
      return true;
    }
    const h = r.pick(hs);
    const canDouble = h.f[0] * 2 <= h.f[1] || h.f[0] !== h.f[1];
    if (canDouble && r.chance(0.7)) {
      const dbl = fmul(h.f, [2, 1]);
      const frac: Frac = fle(dbl, [1, 1]) ? dbl : [1, 1];
      const file = emitMineral(pk, { ms: members(pk, [h.id], day), grantee: pk.newBuyer(y).id, frac, allOf: false, day, farm: f, royalty: null });
      pk.gap(file, f.tracts, 'mineral', 'conveyed_more_than_held');
    } else {
      const g1 = mineralBuyer(pk, y);
      emitMineral(pk, { ms: members(pk, [h.id], day), grantee: g1, frac: h.f, allOf: false, day, farm: f, royalty: null });
      const t2 = day + 150 + r.int(900);
      const file = emitMineral(pk, { ms: members(pk, [h.id], t2), grantee: pk.newBuyer(y).id, frac: h.f, allOf: false, day: t2, farm: f, royalty: null });
      pk.gap(file, f.tracts, 'mineral', 'conveyed_more_than_held');
      addSevered(f, g1, h.f);
      f.busy = t2 + 120;
    }
    f.severed = f.severed.filter((x) => x.id !== h.id);
    freeze(f, [h.id]);
  }
  f.gapDone = true;
  return true;
}

function actOn(pk: Pkg, f: Farm): boolean {
  const r = pk.rng;
  const day = pk.t;
  const y = yearOf(day);
  const uns = unsev(f);
  const oil = y >= pk.a.oil;
  const opts: Array<[number, () => boolean]> = [];
  const feeP = f.fee.length > 0;
  if (f.fee.some((id) => !pk.alive(id, day))) return false;
  const single = feeP && f.fee.length === 1 ? pk.P(f.fee[0]) : null;
  if (feeP) {
    const old = f.fee.some((id) => pk.P(id).kind === 'person' && !pk.P(id).immortal && pk.P(id).dies - y < 8);
    opts.push([f.fee.length > 1 ? 2 : old ? 6 : 2.5, () => sell(pk, f)]);
    if (f.fee.length > 1 && f.fee.every((id) => pk.P(id).kind === 'person' && !pk.P(id).human)) opts.push([4, () => heirsQC(pk, f)]);
    if (y >= pk.a.oil - 10 && fle([1, 8], uns)) opts.push([0.9, () => feeMineral(pk, f)]);
    opts.push([0.6, () => mortgage(pk, f)]);
    if (y >= 1925) opts.push([0.35, () => easement(pk, f)]);
    if (single && single.kind === 'person' && !single.human && y - single.born >= 55) opts.push([0.6, () => gift(pk, f)]);
    if (single && single.kind === 'person' && !single.human && y >= 1985 && y - single.born < 78) opts.push([0.4, () => trust(pk, f)]);
  }
  const leaseOpen = !f.lease || f.lease.frozen || day - f.lease.day > 6 * 365;
  if (oil && leaseOpen && mineralOwners(pk, f).length) opts.push([3.2, () => lease(pk, f)]);
  if (oil && (f.severed.length || (feeP && !isZero(uns)))) opts.push([0.5, () => royalty(pk, f)]);
  if (f.severed.some((h) => pk.alive(h.id, day))) opts.push([0.9, () => severedSell(pk, f)]);
  if (f.lease && oil) opts.push([2.5, () => assign(pk, f)]);
  if (f.lease && !f.lease.frozen && day - f.lease.day > 365) opts.push([4, () => release(pk, f)]);
  if (f.lease && y >= 1935) opts.push([0.8, () => division(pk, f)]);
  for (let i = 0; i < 4 && opts.length; i++) {
    const tot = opts.reduce((s, [w]) => s + w, 0);
    let x = r.next() * tot;
    const k = opts.findIndex(([w]) => (x -= w) < 0);
    const [, fn] = opts.splice(k < 0 ? opts.length - 1 : k, 1)[0];
    if (fn()) return true;
  }
  return false;
}

function dueDeaths(pk: Pkg): Person[] {
  const y = yearOf(pk.t);
  const out: Person[] = [];
  for (const p of pk.persons.values()) {
    if (p.kind !== 'person' || p.dead || p.immortal || p.human || p.dies > y || p.lastAct >= pk.t - 60) continue;
    if (pk.farms.some((f) => holdsOn(f, p.id))) out.push(p);
  }
  return out;
}

function run(pk: Pkg) {
  const r = pk.rng;
  const a = pk.a.key;
  pk.county = r.pick(pk.a.counties);
  const n = Math.max(5, Math.round(pk.target / 10));
  const kinds: GapKindI[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const t0 = dayOf(pk.a.start + r.int(10), 1 + r.int(12), 1 + r.int(28));
  for (let i = 0; i < n; i++) {
    const gap = i < 3 ? kinds[i] : null;
    const patent = (a === 'LA' && r.chance(0.7)) || (a === 'TN' && r.chance(0.6)) || (a === 'KY' && r.chance(0.3));
    const nt = gap || (patent && a !== 'LA') ? 1 : r.chance(0.4) ? 2 : 1;
    const tracts = Array.from({ length: nt }, () => pk.newTract(pk.county, patent));
    const startDay = i === 0 ? t0 : t0 + r.int((i >= n - 2 && !gap ? 70 : 25) * 365);
    const gapYear = Math.min(1990, Math.max(yearOf(startDay) + 12, pk.a.oil + 3) + r.int(40));
    pk.farms.push({ n: i, tracts, county: pk.county, fee: [], severed: [], royalty: [], lease: null, gap, gapYear, gapDone: false, startDay, started: false, busy: -1e9, last: -1e9, reserveAll: gap === 'grantor_never_received' && r.chance(0.45), vest: null, patent });
  }
  const end = dayOf(2024, 4, 1);
  let t = t0 - 30;
  let guard = 0;
  while (pk.docs.length < pk.target && guard++ < pk.target * 8) {
    const remaining = Math.max(4, pk.target - pk.docs.length);
    const mean = (end - t) / remaining;
    t += Math.max(50, Math.round(mean * (0.3 + r.next() * 1.4)));
    if (t >= end) break;
    pk.t = t;
    step(pk);
  }
  for (const f of pk.farms) {
    for (let k = 0; k < 3 && f.gap && !f.gapDone; k++) {
      t = Math.max(t, f.busy + 1, f.last + 1) + 60;
      pk.t = t;
      if (!f.started) origin(pk, f);
      else plantGap(pk, f);
    }
  }
}
function step(pk: Pkg) {
  const r = pk.rng;
  const t = pk.t;
  const y = yearOf(t);
  const fresh = pk.farms.find((f) => !f.started && f.startDay <= t);
  if (fresh) return origin(pk, fresh);
  const gf = pk.farms.find((f) => f.started && f.gap && !f.gapDone && y >= f.gapYear && f.busy < t && f.last < t);
  if (gf && plantGap(pk, gf)) return;
  for (const d of dueDeaths(pk)) {
    // an old owner often sells the land in his last years rather than leave it to his heirs
    const own = pk.farms.find((f) => f.started && f.busy < t && f.last < t && f.fee.includes(d.id) && f.fee.every((id) => id === d.id || pk.alive(id, t)));
    if (own && r.chance(0.45)) {
      d.dies = y + 1 + r.int(3);
      if (sell(pk, own)) return;
    }
    if (death(pk, d)) return;
  }
  if (r.chance(0.06) && blanket(pk)) return;
  // a lease taken by a broker is soon assigned to an operator; an expired lease is released of record
  const lf = pk.farms.find((f) => f.lease && f.busy < t && f.last < t && ((pk.P(f.lease.holders[0]).kind === 'person' && t - f.lease.day > 120) || (!f.lease.frozen && t - f.lease.day > 3 * 365)));
  if (lf && r.chance(0.45) && (pk.P(lf.lease!.holders[0]).kind === 'person' ? assign(pk, lf) : release(pk, lf))) return;
  const ready = pk.farms.filter((f) => f.started && f.busy < t && f.last < t);
  for (let i = 0; i < 5 && ready.length; i++) {
    const f = r.pick(ready);
    if (actOn(pk, f)) return;
  }
}

/** Held-out set I: Louisiana, Tennessee, western Kentucky, Indiana and New York's Southern Tier. */
export const generateHeldoutI: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const r = seededRng(seed * 7919 + 101);
  const keys: AreaKey[] = ['LA', 'TN', 'KY', 'IN', 'NY'];
  for (let i = keys.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  if (packages < keys.length && !keys.slice(0, packages).includes('LA')) {
    const k = keys.indexOf('LA');
    [keys[0], keys[k]] = [keys[k], keys[0]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < packages; i++) {
    const pk = new Pkg(seed * 1009 + i * 131 + 7, keys[i % keys.length], docsPerPackage);
    run(pk);
    const docs = [...pk.docs];
    for (let k = docs.length - 1; k > 0; k--) {
      const j = pk.rng.int(k + 1);
      [docs[k], docs[j]] = [docs[j], docs[k]];
    }
    out.push({ name: `heldout-i-${seed}-${i + 1} ${countyLine(pk)}`, docs, links: pk.links, gaps: pk.gaps });
  }
  return out;
};
