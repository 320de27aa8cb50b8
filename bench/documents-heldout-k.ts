// Held-out set K: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-J did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain until a
// partition splits them) pass through time on one clock, about 1860-2025:
// - southwest Georgia (Decatur, Early, Miller: land lots of the land-lottery districts, 250 acres):
//   first deeds of first known holders, Georgia indentures "has granted, bargained, sold, aliened,
//   conveyed and confirmed" with general or limited warranty, quitclaim deeds, deeds of gift,
//   executor's, administrator's, sheriff's and tax deeds, year's support orders, orders admitting
//   wills to probate in solemn form, deeds to secure debt and their cancellations;
// - the Deep River basin of North Carolina (Lee, Chatham, Moore: metes and bounds in named
//   townships): "THIS DEED, Made ... by ... to", the modern Bar-form deeds ("has and by these
//   presents does grant, bargain, sell and convey unto the Grantee in fee simple"), non-warranty
//   and special warranty deeds, gift deeds, commissioners' deeds in partition and tax foreclosure,
//   estate files (certificates of probate with the will), deeds of trust and their satisfactions;
// - central Nevada (Mount Diablo Meridian: Nye, Eureka, Elko; Railroad Valley): United States
//   homestead, cash-entry and stock-raising homestead patents, old indentures, grant, bargain and
//   sale deeds with APN, R.P.T.T. and Declaration of Value, special warranty and quitclaim deeds,
//   affidavits of death of joint tenant, decrees of distribution, federal oil and gas leases and
//   BLM record-title assignments;
// - northwest Oregon and Coos Bay (Willamette Meridian: Columbia, Clatsop, Coos; Mist gas field):
//   United States patents, old "KNOW ALL MEN" deeds, statutory warranty, special warranty, bargain
//   and sale and quitclaim deeds with "true consideration" lines, small estate affidavits,
//   personal representative's deeds, decrees and general judgments of distribution, trust deeds;
// - Cook Inlet and the Matanuska valley of Alaska (Seward Meridian: Kenai, Homer and Palmer
//   recording districts): homestead patents, State of Alaska patents reserving the minerals, State
//   oil and gas leases, statutory warranty, special warranty and quitclaim deeds, personal
//   representative's deeds, Superior Court decrees of distribution, deeds of trust.
// Everywhere: mineral deeds of fractions (from fee owners and from severed holders), royalty deeds
// (of a share of the royalty, "one-half of the usual one-eighth", term royalties), deeds reserving
// minerals or a life estate, gift deeds, corrective deeds, guardian's and sheriff's deeds,
// judgments quieting title, partition deeds, heirs' quitclaims to one of them, affidavits of
// heirship by a neighbour, survivors' affidavits, rental, paid-up ("made effective as of") and
// memorandum leases taken by companies or by a lease broker who assigns them all to a company by an
// Assignment and Bill of Sale with an Exhibit A, partial assignments of an undivided half,
// releases and surrenders, ratifications, easements and rights of way. Old typed forms and modern
// word-processed forms with recording stamps at the head, book and page or instrument numbers,
// "Return to" boxes, index captions, exhibits. People recur under name variants (full middle name,
// initial, initials only, no middle name, capitals, "SMITH, JOHN A." in captions, a married woman
// under her maiden name as middle name, Jr. and, in his own estate, the father's "Sr."), spouses
// join or co-hold; companies under Co./Company, Corp./Corporation, Inc./Incorporated, LLC/L.L.C.,
// L.P./LP (no LLC before 1992, no L.P. before 1975). In most packages an unrelated namesake of
// another county (both always with their residence); otherwise no two people of a package share a
// first name and surname. Exactly one planted gap of each kind per package, each on a one-tract
// farm. Texts are clean typed copies; file names say nothing about the instrument.
//
// Truth conventions: those of sets A-J's headers (D's list with E's to J's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks; where the
// two differ the contract wins (fiduciary and officers' deeds, ratifications: see below). What set
// K adds or decides (a title examiner's reading):
// - Georgia land lots: "Land Lot 123 in the 21st Land District of Decatur County" (also "Land Lot
//   Number One Hundred Twenty-three (123)", "Lot of Land No. 123 in the 21st District") is lot
//   "123" and township "21": the land district is the township of the lottery survey, numbered
//   without a direction, as the contract's bare township numbers of Ohio and New York; section,
//   range, survey, abstract and block null; a half lot ("the East one-half (E 1/2) of Land Lot
//   45") has aliquot "E/2", a whole lot aliquot null; acres always stated (250, 125); "originally
//   Early, now Miller County" is county "Miller";
// - North Carolina tracts by metes and bounds are H's: state, county and acres only (the civil
//   township, creek, calls, adjoiners and plat or parcel references in no field); acres always
//   stated, and the tracts of one farm, or of one county, never share an acreage;
// - Nevada, Oregon and Alaska tracts are rectangular as D, F and G (township "9N"/"26S", range
//   "56E"/"13W", government lots in `lot` with the rest of the quarter in `aliquot`); the meridian
//   is in no field; acres always stated;
// - Alaska: `county` is the recording district, without the words "Recording District" ("Kenai",
//   "Homer", "Palmer"): the recorder indexes by it, every instrument names it, and the boroughs
//   (Kenai Peninsula, Matanuska-Susitna) did not exist before 1964; the borough, the "Third
//   Judicial District" and the "Territory of Alaska" venue are in no field;
// - the county of a tract is the one the instrument gives in its description, caption or recording
//   certificate: an old United States patent whose description names no county has the county (or
//   recording district) of the recorder's certificate on its recorded copy;
// - Georgia attestation: deeds, deeds to secure debt, officers' deeds and cancellations "Signed,
//   sealed and delivered in the presence of" an unofficial witness and a notary public carry no
//   certificate of their own and no date: acknowledgment_date null; Georgia leases, mineral and
//   royalty deeds, assignments, releases, ratifications and easements carry a dated acknowledgment
//   certificate; a Georgia clerk's "Filed for record [day] ... and recorded ... this [later day]"
//   gives the filing day as the recording_date (D); the North Carolina clerk's adjudication of the
//   notary's certificate ("Let the instrument with the certificate be registered. This ...") is
//   not the instrument's date, the Register's "Filed for registration on" day is the recording
//   date; a notary's "My commission expires" date is never the instrument's;
// - deed categories: Georgia's general warranty ("against the claims of all persons whomsoever")
//   warranty_deed, its limited warranty ("owning, holding or claiming by, through or under the said
//   Grantor") special_warranty_deed, "remise, convey and forever QUITCLAIM" quitclaim_deed; North
//   Carolina's old "DEED" with covenants of seisin and general warranty and its General Warranty
//   Deed warranty_deed, its Special Warranty Deed special_warranty_deed; Nevada's "Grant, Bargain
//   and Sale Deed" and old "grant, bargain and sell, convey and confirm" indenture warranty_deed (G's
//   California grant deed: the plain deed of the land, whose covenants the statute implies); Oregon's
//   and Alaska's "conveys and warrants" warranty_deed and "conveys and specially warrants"
//   special_warranty_deed; "releases and quitclaims", "conveys and quitclaims", "remise, release and
//   forever quitclaim" quitclaim_deed; a deed of the land without any covenant of title (Oregon's
//   "BARGAIN AND SALE DEED" that only "conveys to", North Carolina's "NON-WARRANTY DEED" whose
//   Grantor "makes no warranty, express or implied, as to title") is a quitclaim_deed, conveys_fee
//   true, ["fee"]: it warrants nothing, and the enum's only kind without a warranty is the
//   quitclaim; gift deeds ("Deed of Gift", "Gift Deed", love and affection) warranty_deed (F);
// - deeds by fiduciaries and officers follow the contract's DocCategory (sets E, F and H had made
//   them warranty_deed): executor's or executrix's, administrator's, personal representative's,
//   guardian's, sheriff's and tax deeds and a commissioner's deed in a partition sale or a tax
//   foreclosure are `other`, conveys_fee true, ["fee"]; the grantor is the owner whose title passes
//   (the decedent, "late of said County, deceased"; the ward; the judgment debtor or the owner the
//   land was assessed to; every tenant in common named in the partition proceeding), linked to the
//   purchasers, required; the executor, administrator, personal representative (Oregon's form calls
//   him "Grantor"), guardian, sheriff, commissioner and the creditor named in the execution are no
//   parties, even when the fiduciary is the widow or a child; these deeds have no death_date;
// - a judgment quieting title is `other` (the contract), conveys_fee true, ["fee"]: the defendants
//   of its caption `grantor`, the plaintiffs `grantee`, execution_date the day it is "DONE AND
//   ORDERED" (the hearing day and the clerk's "A TRUE COPY, ATTEST" day are not the instrument's),
//   no acknowledgment; here it always follows a sheriff's or tax deed to the same plaintiffs from
//   the same owners, so its links defendants -> plaintiffs are `required: false` (the title passed
//   by the deed; E's correction-deed reading);
// - a ratification of lease is `other` (the contract; set E had made it a lease), estates [], no
//   link; the ratifying owners `lessor`, the present holders of the lease it names `lessee` (E's
//   roles); the lessors and lessee recited from the lease are no parties (unless holders);
// - a Georgia year's support ("Application of ..., widow of ..., for Twelve Months' Support", the
//   Ordinary's or Probate Court's order on the return of the appraisers) is `probate`: the
//   deceased husband `decedent`, the widow `heir`, conveys_fee true, ["fee"], a link decedent ->
//   widow, required; execution_date the day of the order, death_date the death it recites; the
//   appraisers and the Ordinary no parties;
// - a Georgia order admitting a will to probate in solemn form and a North Carolina Certificate of
//   Probate, each recorded with the will, are `probate` (devisees `heir`; the will's date and the
//   subscribing witnesses are not the instrument's; the propounder or executor is a party only as a
//   devisee); Nevada's, Oregon's and Alaska's decrees of distribution, decrees of final
//   distribution, Oregon's "General Judgment of Final Distribution" and Alaska's "Order of Final
//   Distribution" are `probate` (I and J); an administrator who is no distributee is no party;
// - an Oregon "Affidavit of Claiming Successor (Small Estate -- ORS 114.515)" is an
//   affidavit_of_heirship (the contract's small estate affidavit): the decedent `decedent`, every
//   claiming successor `heir`, the affiant (always one of them) `heir` only; execution_date the
//   jurat, death_date, no acknowledgment; the court's "FILED" day is not the instrument's;
// - the shares an affidavit, decree or small estate affidavit states are shares of what the
//   decedent owned ("an undivided one-third (1/3) interest" each of his interest, equal unless
//   stated), the interest itself recited once ("the fee simple title", "an undivided 3/16
//   interest in and to the oil, gas and other minerals");
// - survivors' affidavits (Georgia "Affidavit of Survivorship", Nevada "Affidavit of Death - Joint
//   Tenant", North Carolina, Oregon and Alaska "Affidavit of Surviving Tenant by the Entirety")
//   follow F and J: `other`, estates [], the deceased `decedent`, the survivor who swears `other`,
//   a link decedent -> survivor for each estate the couple held `required: false`; the deed recited
//   by book and page gives no date and no party; North Carolina couples always take "as tenants by
//   the entirety" in the text; a survivor may also hold without any affidavit recorded;
// - Georgia's deed to secure debt is a deed_of_trust (D's mortgage: borrowers `grantor`, lender
//   `grantee`, estates [], no link) although it passes title as security; its "Cancellation of Deed
//   to Secure Debt" is G's release of a lien: `other`, the holder `grantor`, the borrowers named
//   `grantee`, no link; a North Carolina deed of trust names an individual trustee `grantee` and the
//   bank `other` (D), its "Satisfaction of Deed of Trust" the noteholder `grantor`; Nevada's and
//   Alaska's deeds of trust and Oregon's trust deeds name a title company trustee `grantee`, and the
//   trustee's "Deed of Full Reconveyance" has the trustee `grantor`; an old mortgage (before 1930)
//   the mortgagee `grantee` and its satisfaction the mortgagee `grantor`;
// - a United States stock-raising homestead patent (Act of December 29, 1916) and a State of Alaska
//   patent reserve the minerals to the sovereign: the sovereign holds all of them (no link); it
//   leases them in the package, and nobody else deals with them; a federal "Offer to Lease and
//   Lease for Oil and Gas" is an oil_and_gas_lease, "United States of America" `lessor`, the
//   offeror `lessee`, execution_date the date of the United States' signature, effective_date the
//   "EFFECTIVE DATE OF LEASE", no acknowledgment, the signing officer no party; a State of Alaska
//   lease "entered into [date], effective [date]" has both dates, "State of Alaska" `lessor` and its
//   Director no party; federal and State leases are assigned but never released (they expire);
// - a BLM "Assignment of Record Title Interest" is an assignment_of_lease: the record title holder
//   `assignor`, the assignee `assignee`, execution_date its "Executed this" day, effective_date its
//   "Assignment approved effective" day (the first day of a month after filing), no acknowledgment;
//   the "Lease Effective Date (Anniversary Date)" is the recited lease's;
// - a State of Alaska patent is acknowledged by the Director of the Division of Lands: its
//   acknowledgment_date is that certificate's day (earlier sets' patents had none to give);
// - a deed reserving a life estate to its grantors is F's (the remaindermen take the fee, linked);
//   nothing is leased or sold while a life tenant lives, and the life tenant's death moves nothing;
// - Nevada's Declaration of Value, APN and R.P.T.T. lines, "Mail Tax Statements To", Oregon's tax
//   statement address, "true consideration" line and land-use statement, North Carolina's excise
//   tax, parcel identifier, "Brief description for the Index" and preparer, Georgia's PT-61 and
//   transfer tax lines, and the "Requested By" of a stamp add no party, field or date beyond the
//   body's (a party named again there is written as in the body);
// - gaps as I's and J's: grantor_never_received a stranger's mineral deed (the stranger sometimes of
//   the fee owner's surname) or the surface owners' mineral deed after every mineral was reserved
//   (to a grantor or to the sovereign); conveyed_before_acquired a mineral deed dated three months to
//   three years before the mineral deed into its grantor (the gap on the early deed, both links
//   given); conveyed_more_than_held a severed mineral holder conveying twice his fraction or the
//   same fraction again after conveying it; the grantee of a gap deed never deals with what he took.
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';

type Estate = HeldoutLink['estate'];
type GapKind = HeldoutGap['kind'];
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type Cat =
  | 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed' | 'mineral_deed' | 'royalty_deed' | 'oil_and_gas_lease'
  | 'assignment_of_lease' | 'release_of_lease' | 'affidavit_of_heirship' | 'probate' | 'patent' | 'easement' | 'deed_of_trust' | 'other';
type Area = 'GA' | 'NC' | 'NV' | 'OR' | 'AK';
type OrgForm = 'co' | 'corp' | 'inc' | 'llc' | 'lp' | 'none';

// ---------------------------------------------------------------- dates, numbers, fractions
interface D { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (d: D) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const dayNum = (d: D) => Math.round(Date.UTC(d.y, d.m - 1, d.d) / 86400000);
const fromDay = (n: number): D => {
  const t = new Date(n * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
const addDays = (d: D, n: number) => fromDay(dayNum(d) + n);
const maxD = (a: D, b: D) => (dayNum(a) >= dayNum(b) ? a : b);
const lt = (a: D, b: D) => dayNum(a) < dayNum(b);
const ordSfx = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n: number, and = false): string {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${ONES[Math.floor(n / 100)]} hundred${rest ? (and ? ' and ' : ' ') + words(rest, and) : ''}`;
  }
  const rest = n % 1000;
  return `${words(Math.floor(n / 1000), and)} thousand${rest ? (rest < 100 && and ? ' and ' : ' ') + words(rest, and) : ''}`;
}
const ORDW: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
function ordWord(n: number): string {
  const w = words(n);
  const last = /([a-z]+)$/.exec(w)![1];
  const o = ORDW[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return w.slice(0, w.length - last.length) + o;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const tc = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const mdy = (d: D) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
const ordDay = (d: D) => `${d.d}${ordSfx(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}`;
const indep = (y: number) => (y - 1776 === 100 ? 'one hundredth' : y - 1776 > 100 ? `one hundred and ${ordWord(y - 1876)}` : ordWord(y - 1776));
const yearWords = (y: number) => `one thousand ${words(Math.floor(y / 100) % 10)} hundred${y % 100 ? ` and ${words(y % 100)}` : ''}`;
const longhand = (d: D) => `${ordWord(d.d)} day of ${MONTHS[d.m - 1]}, in the year of our Lord ${yearWords(d.y)}`;
const slash = (d: D) => `${pad(d.m)}/${pad(d.d)}/${d.y}`;
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;

interface Fr { n: number; d: number }
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Fr => {
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
};
const fmul = (a: Fr, b: Fr) => fr(a.n * b.n, a.d * b.d);
const fadd = (a: Fr, b: Fr) => fr(a.n * b.d + b.n * a.d, a.d * b.d);
const fsub = (a: Fr, b: Fr) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
const fle = (a: Fr, b: Fr) => a.n * b.d <= b.n * a.d;
const fpos = (a: Fr) => a.n > 0;
const fstr = (f: Fr) => `${f.n}/${f.d}`;
function fwords(f: Fr): string {
  if (f.n === f.d) return 'all';
  const den = f.d === 2 ? (f.n > 1 ? 'halves' : 'half') : f.d === 4 ? (f.n > 1 ? 'fourths' : 'fourth') : ordWord(f.d) + (f.n > 1 ? 's' : '');
  return `${words(f.n)}-${den}`;
}
const undivided = (f: Fr) => (f.n === f.d ? 'the entire (100%) interest' : f.d > 64 ? `an undivided ${fstr(f)} interest` : `an undivided ${fwords(f)} (${fstr(f)}) interest`);

// ---------------------------------------------------------------- name pools
const MALE = ['John', 'William', 'James', 'Thomas', 'Robert', 'Charles', 'George', 'Henry', 'Joseph', 'Samuel', 'Edward', 'Walter', 'Albert', 'Frank', 'Arthur', 'Harold', 'Clarence', 'Ernest', 'Roy', 'Lewis', 'Oscar', 'Herbert', 'Howard', 'Leonard', 'Ralph', 'Carl', 'Paul', 'Raymond', 'Eugene', 'Lester', 'Floyd', 'Marvin', 'Donald', 'Kenneth', 'Richard', 'Gary', 'Larry', 'Dennis', 'Wayne', 'Dale', 'Glenn', 'Curtis', 'Russell', 'Vernon', 'Homer', 'Elmer', 'Hubert', 'Wilbur', 'Luther', 'Jesse', 'Amos', 'Silas', 'Asa', 'Calvin', 'Ezra', 'Reuben', 'Milton', 'Marion', 'Otis', 'Virgil'];
const FEMALE = ['Mary', 'Sarah', 'Martha', 'Nancy', 'Elizabeth', 'Margaret', 'Emma', 'Ella', 'Annie', 'Bertha', 'Minnie', 'Alice', 'Clara', 'Edna', 'Ruth', 'Mildred', 'Dorothy', 'Helen', 'Frances', 'Lucille', 'Evelyn', 'Louise', 'Hazel', 'Mabel', 'Irene', 'Pauline', 'Thelma', 'Gladys', 'Opal', 'Velma', 'Betty', 'Shirley', 'Joyce', 'Patricia', 'Carolyn', 'Judith', 'Linda', 'Brenda', 'Sandra', 'Donna', 'Karen', 'Susan', 'Deborah', 'Cynthia', 'Rebecca', 'Lillian', 'Viola', 'Effie', 'Nora', 'Della'];
const MID_M = ['Albert', 'Lee', 'Edward', 'Thomas', 'Henry', 'Wesley', 'Franklin', 'Eugene', 'Allen', 'Ray', 'Carl', 'Dean', 'Lewis', 'Howard', 'Monroe', 'Calvin', 'Oliver', 'Everett', 'Leon', 'Grady', 'Nathaniel', 'Pierce', 'Jackson', 'Irving'];
const MID_F = ['Ann', 'Louise', 'Mae', 'Ellen', 'Jane', 'Marie', 'Elizabeth', 'Frances', 'Ruth', 'Grace', 'Lee', 'Kay', 'Jean', 'Irene', 'Pearl', 'Belle', 'Rose', 'Faye', 'Lynn', 'Sue'];
// officials, witnesses, notaries, adjoiners: surnames no party bears
const OFFICIAL = ['Abernathy', 'Blalock', 'Crenshaw', 'Dunnigan', 'Eckhardt', 'Fairbanks', 'Gallagher', 'Hightower', 'Inman', 'Jernigan', 'Kessler', 'Lockhart', 'Mabry', 'Northcutt', 'Overstreet', 'Pruett', 'Quarles', 'Rutledge', 'Satterfield', 'Thigpen', 'Underwood', 'Vickery', 'Whitfield', 'Yancey', 'Zeller', 'Ashworth', 'Bledsoe', 'Chambliss', 'Dockery', 'Ellerbe', 'Fentress', 'Garrity', 'Hollowell', 'Ivester', 'Kilgore', 'Lovelace'];

// ---------------------------------------------------------------- areas
interface County { name: string; since: number; dists?: number[]; twps?: string[]; creeks?: string[]; t?: [number, number, 'N' | 'S']; g?: [number, number, 'E' | 'W']; borough?: string; towns?: string[]; rd?: string; seat: string }
interface CoDef { base: string; form: OrgForm; from: number; st: string }
interface AreaDef {
  code: Area;
  state: string;
  counties: County[];
  outside: string[]; // counties (or towns) of residence for a namesake from elsewhere
  surnames: string[];
  start: [number, number];
  plays: Array<{ y: number; broker: boolean }>;
  lessees: CoDef[];
  buyers: CoDef[];
  utilities: CoDef[];
  lenders: CoDef[];
  trustees: CoDef[];
  modern: number; // first year of word-processed forms with instrument numbers
  meridian?: [string, string, string]; // long, abbreviated, shorthand
}
const AREAS: Record<Area, AreaDef> = {
  GA: {
    code: 'GA', state: 'Georgia', modern: 1985,
    counties: [
      { name: 'Decatur', since: 1823, dists: [15, 20, 21, 22, 27], seat: 'Bainbridge' },
      { name: 'Early', since: 1818, dists: [5, 6, 26, 28], seat: 'Blakely' },
      { name: 'Miller', since: 1856, dists: [13, 14, 12], seat: 'Colquitt' },
    ],
    outside: ['Grady County, Georgia', 'Seminole County, Georgia', 'Baker County, Georgia'],
    surnames: ['Harrell', 'Bramblett', 'Spooner', 'Godwin', 'Lanier', 'Dollar', 'Cloud', 'Maxwell', 'Rentz', 'Tabb', 'Mims', 'Sheffield', 'Barber', 'Wimberly', 'Kimbrel', 'Powell', 'Durden', 'Hutto', 'Strickland', 'Chason', 'Grimsley', 'Ivey', 'Hornsby', 'Cumbie', 'Mercer', 'Tyson', 'Kirkland', 'Whigham', 'Pope', 'Faircloth'],
    start: [1860, 1895],
    plays: [{ y: 1944, broker: false }, { y: 1972, broker: true }, { y: 1983, broker: true }],
    lessees: [{ base: 'Flint River Oil', form: 'co', from: 1936, st: 'Georgia' }, { base: 'Southwest Georgia Petroleum', form: 'corp', from: 1940, st: 'Delaware' }, { base: 'Apalachicola Basin Exploration', form: 'inc', from: 1966, st: 'Florida' }, { base: 'Coastal Plain Energy', form: 'inc', from: 1978, st: 'Texas' }, { base: 'Chattahoochee Resources', form: 'llc', from: 1996, st: 'Georgia' }],
    buyers: [{ base: 'Southern Royalty', form: 'co', from: 1925, st: 'Georgia' }, { base: 'Dixie Mineral', form: 'corp', from: 1940, st: 'Alabama' }, { base: 'Three Rivers Minerals', form: 'llc', from: 1996, st: 'Georgia' }],
    utilities: [{ base: 'South Georgia Natural Gas', form: 'co', from: 1950, st: 'Georgia' }, { base: 'Flint Electric Membership', form: 'corp', from: 1937, st: 'Georgia' }],
    lenders: [{ base: 'The Citizens Bank of Bainbridge', form: 'none', from: 1890, st: 'Georgia' }, { base: 'The Federal Land Bank of Columbia', form: 'none', from: 1917, st: 'Georgia' }, { base: 'Farmers and Merchants Bank of Blakely', form: 'none', from: 1900, st: 'Georgia' }],
    trustees: [],
  },
  NC: {
    code: 'NC', state: 'North Carolina', modern: 1988,
    counties: [
      { name: 'Lee', since: 1908, twps: ['Deep River', 'Jonesboro', 'Pocket', 'Greenwood', 'Cape Fear', 'West Sanford'], creeks: ['Pocket Creek', 'Lick Creek', 'Little Buffalo Creek', 'Big Governors Creek', 'McLendons Creek'], seat: 'Sanford' },
      { name: 'Chatham', since: 1771, twps: ['Gulf', 'Haw River', 'Oakland', 'Cape Fear', 'Matthews', 'Hadley', 'Center', 'Bear Creek'], creeks: ['Tick Creek', 'Rocky River', 'Bear Creek', 'Indian Creek', 'Cedar Creek'], seat: 'Pittsboro' },
      { name: 'Moore', since: 1784, twps: ['Deep River', 'Sheffields', 'Ritters', 'Bensalem', 'Mineral Springs', 'Carthage'], creeks: ['Wet Creek', 'Richland Creek', 'Bear Creek', 'Cabin Creek', 'Mill Creek'], seat: 'Carthage' },
    ],
    outside: ['Harnett County, North Carolina', 'Randolph County, North Carolina', 'Wake County, North Carolina'],
    surnames: ['Womack', 'Dowd', 'Cole', 'Buchanan', 'Gilmore', 'McIver', 'Cameron', 'Kelly', 'Seawell', 'Brewer', 'Hinson', 'Lambert', 'Oldham', 'Poe', 'Fields', 'Ritter', 'Moffitt', 'Gunter', 'Stewart', 'Lashley', 'Wicker', 'Goldston', 'Harrington', 'Cotten', 'Marks', 'Siler', 'Ferguson', 'Dorsett', 'Phillips', 'Thomas'],
    start: [1860, 1900],
    plays: [{ y: 1981, broker: true }, { y: 2011, broker: true }],
    lessees: [{ base: 'Deep River Oil and Gas', form: 'corp', from: 1975, st: 'North Carolina' }, { base: 'Triassic Basin Exploration', form: 'inc', from: 1977, st: 'Delaware' }, { base: 'Sanford Basin Energy', form: 'llc', from: 2006, st: 'North Carolina' }, { base: 'Piedmont Shale Partners', form: 'lp', from: 2008, st: 'Texas' }],
    buyers: [{ base: 'Tar Heel Royalty', form: 'co', from: 1975, st: 'North Carolina' }, { base: 'Carolina Mineral Holdings', form: 'llc', from: 2007, st: 'North Carolina' }],
    utilities: [{ base: 'Carolina Piedmont Natural Gas', form: 'co', from: 1955, st: 'North Carolina' }, { base: 'Central Electric Membership', form: 'corp', from: 1940, st: 'North Carolina' }],
    lenders: [{ base: 'The Federal Land Bank of Columbia', form: 'none', from: 1917, st: 'South Carolina' }, { base: 'First Federal Savings and Loan Association of Sanford', form: 'none', from: 1935, st: 'North Carolina' }, { base: 'The Bank of Pittsboro', form: 'none', from: 1895, st: 'North Carolina' }],
    trustees: [],
  },
  NV: {
    code: 'NV', state: 'Nevada', modern: 1990, meridian: ['Mount Diablo Base and Meridian', 'M.D.B.&M.', 'MDM'],
    counties: [
      { name: 'Nye', since: 1864, t: [7, 10, 'N'], g: [55, 57, 'E'], seat: 'Tonopah' },
      { name: 'Eureka', since: 1873, t: [27, 31, 'N'], g: [51, 53, 'E'], seat: 'Eureka' },
      { name: 'Elko', since: 1869, t: [33, 37, 'N'], g: [52, 56, 'E'], seat: 'Elko' },
    ],
    outside: ['White Pine County, Nevada', 'Lander County, Nevada', 'Washoe County, Nevada'],
    surnames: ['Bastian', 'Etcheverry', 'Uhalde', 'Carmichael', 'Lattin', 'Ferraro', 'Sharp', 'Fallini', 'Bordoli', 'Hage', 'Gibellini', 'Rosenlund', 'Hunsaker', 'Whitney', 'Pedroli', 'Lazier', 'Ansolabehere', 'Plummer', 'Moorman', 'Sestanovich', 'Damele', 'Tognoni', 'Buckingham', 'Hilbig', 'Mariluch', 'Goicoechea', 'Ruppert', 'Sorenson', 'Filippini', 'Rand'],
    start: [1878, 1922],
    plays: [{ y: 1955, broker: false }, { y: 1982, broker: true }, { y: 2012, broker: true }],
    lessees: [{ base: 'Railroad Valley Oil', form: 'co', from: 1948, st: 'Nevada' }, { base: 'Eagle Springs Petroleum', form: 'corp', from: 1950, st: 'Delaware' }, { base: 'Great Basin Exploration', form: 'inc', from: 1975, st: 'Colorado' }, { base: 'Pine Valley Petroleum', form: 'lp', from: 1978, st: 'Texas' }, { base: 'Sagebrush Energy', form: 'llc', from: 2004, st: 'Nevada' }],
    buyers: [{ base: 'Silver State Royalty', form: 'co', from: 1948, st: 'Nevada' }, { base: 'Desert Mineral', form: 'corp', from: 1976, st: 'Utah' }, { base: 'Basin and Range Minerals', form: 'llc', from: 2006, st: 'Nevada' }],
    utilities: [{ base: 'Hot Creek Power', form: 'inc', from: 1950, st: 'Nevada' }, { base: 'Great Basin Pipeline', form: 'co', from: 1958, st: 'Nevada' }],
    lenders: [{ base: 'Tonopah State Bank', form: 'none', from: 1905, st: 'Nevada' }, { base: 'Ely Savings and Loan Association', form: 'none', from: 1950, st: 'Nevada' }],
    trustees: [{ base: 'Nye County Title', form: 'co', from: 1920, st: 'Nevada' }, { base: 'Ruby Mountain Title', form: 'inc', from: 1960, st: 'Nevada' }],
  },
  OR: {
    code: 'OR', state: 'Oregon', modern: 1990, meridian: ['Willamette Meridian', 'W.M.', 'WM'],
    counties: [
      { name: 'Columbia', since: 1854, t: [5, 7, 'N'], g: [3, 5, 'W'], seat: 'St. Helens' },
      { name: 'Clatsop', since: 1844, t: [6, 8, 'N'], g: [6, 8, 'W'], seat: 'Astoria' },
      { name: 'Coos', since: 1853, t: [26, 28, 'S'], g: [12, 13, 'W'], seat: 'Coquille' },
    ],
    outside: ['Washington County, Oregon', 'Multnomah County, Oregon', 'Douglas County, Oregon'],
    surnames: ['Hanson', 'Lindgren', 'Erickson', 'Tollefson', 'Nygaard', 'Schlegel', 'Hoeck', 'Bergstrom', 'Kallio', 'Wiitala', 'Rasmussen', 'Hult', 'Sorensen', 'Dahlgren', 'Mattila', 'Kuni', 'Brinkman', 'Weatherby', 'Anunsen', 'Larsen', 'Gustafson', 'Aho', 'Kinney', 'Pederson', 'Lundquist', 'Maki', 'Rinehart', 'Heinonen', 'Ostrander', 'Vinson'],
    start: [1870, 1912],
    plays: [{ y: 1980, broker: true }, { y: 1994, broker: false }, { y: 2006, broker: true }],
    lessees: [{ base: 'Nehalem Gas', form: 'co', from: 1975, st: 'Oregon' }, { base: 'Columbia Basin Gas', form: 'corp', from: 1976, st: 'Delaware' }, { base: 'Clatsop Energy Partners', form: 'lp', from: 1988, st: 'Oregon' }, { base: 'Northwest Natural Exploration', form: 'inc', from: 1985, st: 'Oregon' }, { base: 'Coos Bay Methane', form: 'llc', from: 2002, st: 'Oregon' }],
    buyers: [{ base: 'Cascade Royalty', form: 'co', from: 1976, st: 'Oregon' }, { base: 'Pacific Mineral Holdings', form: 'llc', from: 2000, st: 'Washington' }],
    utilities: [{ base: 'Nehalem Valley Electric Cooperative', form: 'inc', from: 1940, st: 'Oregon' }, { base: 'Mist Pipeline', form: 'co', from: 1980, st: 'Oregon' }],
    lenders: [{ base: 'The Federal Land Bank of Spokane', form: 'none', from: 1917, st: 'Washington' }, { base: 'Columbia County Savings Bank', form: 'none', from: 1920, st: 'Oregon' }, { base: 'Coos Bay Federal Savings and Loan Association', form: 'none', from: 1935, st: 'Oregon' }],
    trustees: [{ base: 'Columbia Title and Escrow', form: 'co', from: 1950, st: 'Oregon' }, { base: 'Western Title Company of Coos County', form: 'none', from: 1950, st: 'Oregon' }],
  },
  AK: {
    code: 'AK', state: 'Alaska', modern: 1990, meridian: ['Seward Meridian', 'S.M.', 'SM'],
    counties: [
      { name: 'Kenai', since: 1900, t: [5, 7, 'N'], g: [10, 12, 'W'], borough: 'Kenai Peninsula', towns: ['Kenai', 'Soldotna', 'Nikiski', 'Sterling'], rd: '302', seat: 'Kenai' },
      { name: 'Homer', since: 1900, t: [4, 6, 'S'], g: [13, 15, 'W'], borough: 'Kenai Peninsula', towns: ['Homer', 'Anchor Point', 'Ninilchik'], rd: '309', seat: 'Homer' },
      { name: 'Palmer', since: 1900, t: [17, 18, 'N'], g: [1, 3, 'W'], borough: 'Matanuska-Susitna', towns: ['Palmer', 'Wasilla', 'Big Lake'], rd: '311', seat: 'Palmer' },
    ],
    outside: ['Anchorage, Alaska', 'Fairbanks, Alaska', 'Seward, Alaska'],
    surnames: ['Coyle', 'Wik', 'Jackinsky', 'Oskolkoff', 'Kvasnikoff', 'Hermansen', 'McLane', 'Tolson', 'Carver', 'Fitzgerald', 'Arness', 'Gaede', 'Dolchok', 'Segura', 'Walli', 'Hollier', 'Musgrove', 'Quandt', 'Dunbar', 'Oberts', 'Pettersen', 'Hakkinen', 'Barnett', 'Cooksey', 'Vanderweele', 'Stroud', 'Kalifornsky', 'Lindholm', 'Brandt', 'Mahler'],
    start: [1925, 1972],
    plays: [{ y: 1958, broker: false }, { y: 1969, broker: true }, { y: 2005, broker: true }],
    lessees: [{ base: 'Kenai Petroleum', form: 'co', from: 1954, st: 'Alaska' }, { base: 'Cook Inlet Exploration', form: 'inc', from: 1958, st: 'Delaware' }, { base: 'Susitna Gas', form: 'corp', from: 1976, st: 'Alaska' }, { base: 'Matanuska Methane', form: 'llc', from: 2000, st: 'Alaska' }, { base: 'Inlet Energy Partners', form: 'lp', from: 2002, st: 'Texas' }],
    buyers: [{ base: 'Alaska Royalty', form: 'co', from: 1958, st: 'Alaska' }, { base: 'Northern Lights Minerals', form: 'llc', from: 2003, st: 'Alaska' }],
    utilities: [{ base: 'Kenai Pipe Line', form: 'co', from: 1958, st: 'Alaska' }, { base: 'Susitna Valley Electric Association', form: 'inc', from: 1945, st: 'Alaska' }],
    lenders: [{ base: 'Kenai Peninsula State Bank', form: 'none', from: 1950, st: 'Alaska' }, { base: 'Matanuska Valley Federal Credit Union', form: 'none', from: 1950, st: 'Alaska' }],
    trustees: [{ base: 'Kenai Title Agency', form: 'inc', from: 1955, st: 'Alaska' }, { base: 'Susitna Title', form: 'co', from: 1960, st: 'Alaska' }],
  },
};
const AREA_ORDER: Area[] = ['GA', 'NC', 'NV', 'OR', 'AK'];
const STATE_AB: Record<Area, string> = { GA: 'GA', NC: 'NC', NV: 'NV', OR: 'OR', AK: 'AK' };
const PRESIDENTS: Array<[number, string]> = [[1865, 'Andrew Johnson'], [1869, 'U. S. Grant'], [1877, 'R. B. Hayes'], [1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benj. Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'Wm. H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge'], [1929, 'Herbert Hoover'], [1933, 'Franklin D. Roosevelt']];

// ---------------------------------------------------------------- model
interface Person {
  id: string;
  org: boolean;
  sov: string | null;
  first: string;
  middle: string;
  last: string;
  sfx: string;
  female: boolean;
  born: number;
  dies: number;
  death: D | null;
  lastAct: D | null;
  spouse: Person | null;
  home: string;
  always: boolean;
  kids: Person[] | null;
  hasJr: boolean;
  base: string;
  form: OrgForm;
  st: string;
}
interface Side { p: Person; join: boolean }
interface Holding { p: Person; f: Fr; pair: string | null }
interface Call { a: 'N' | 'S'; deg: number; min: number; b: 'E' | 'W'; ch: number; mon: string }
interface Tract {
  key: string;
  t: ExpectedTract;
  lot?: number;
  dist?: number;
  half?: string | null;
  sec?: number;
  twp?: [number, string];
  rng?: [number, string];
  aliq?: string | null;
  lots?: number[];
  twpName?: string;
  calls?: Call[];
  adj?: string[];
  creek?: string;
  acres: number;
}
interface Lease {
  id: number;
  file: string;
  farm: Farm;
  date: D;
  lessors: Side[];
  holders: Person[];
  lessee: Person;
  end: number;
  live: boolean;
  valid: boolean;
  last: D;
  ref: string;
  sov: boolean;
}
interface LastDeed { kind: DeedKind; grantors: Side[]; grantees: Person[]; date: D; ref: string; fix: 'name' | 'desc'; tenancy: Tenancy }
interface Mort { borrowers: Side[]; lender: Person; trustee: Person | null; date: D; ref: string; year: number }
interface Quiet { defendants: Person[]; plaintiffs: Person[]; sale: string; year: number }
interface Farm {
  id: number;
  co: County;
  tracts: Tract[];
  fee: Holding[];
  feeMin: Fr;
  mins: Holding[];
  leases: Lease[];
  life: Person[] | null;
  cursor: D;
  next: number;
  start: number;
  gap: GapKind | null;
  gapYear: number;
  gapStage: number;
  gapX: Person | null;
  done: boolean;
  merge: boolean;
  lastDeed: LastDeed | null;
  mortgage: Mort | null;
  quiet: Quiet | null;
  ref: string;
}
type DeedKind = 'wd' | 'swd' | 'qcd' | 'nocov' | 'gift' | 'life';
type Tenancy = 'surv' | 'common' | null;
interface PartyOut { p: Person; role: Role; name: string }
const DEED_CAT: Record<DeedKind, Cat> = { wd: 'warranty_deed', swd: 'special_warranty_deed', qcd: 'quitclaim_deed', nocov: 'quitclaim_deed', gift: 'warranty_deed', life: 'warranty_deed' };
const QW: Record<string, string> = { 'NE/4': 'Northeast Quarter', 'NW/4': 'Northwest Quarter', 'SE/4': 'Southeast Quarter', 'SW/4': 'Southwest Quarter', 'N/2': 'North Half', 'S/2': 'South Half', 'E/2': 'East Half', 'W/2': 'West Half' };
const aliqWords = (a: string) => a.split(' ').map((x) => `the ${QW[x]}`).join(' of ');
const aliqFrac = (a: string) => a.replace(/\/(\d)/g, '1/$1');
const aliqCompact = (a: string) => a.replace(/[/\s]/g, '');
const aliqPatent = (a: string) => aliqWords(a).toLowerCase().replace(/(north|south)(east|west)/g, '$1-$2');
const lotsText = (ls: number[], style: number) =>
  style === 0 ? `Lots ${ls.join(' and ')}` : style === 1 ? `Lots ${ls.map((l) => `${tc(words(l))} (${l})`).join(' and ')}` : style === 2 ? `Government Lots ${ls.join(' and ')}` : ls.map((l) => `L${l}`).join(', ');
const acresText = (a: number) => (Number.isInteger(a) ? String(a) : a.toFixed(2));

function render(p: Person, form: number, last = p.last): string {
  const parts = form === 0 ? [p.first, p.middle, last] : form === 1 ? [p.first, `${p.middle[0]}.`, last] : form === 2 ? [`${p.first[0]}.`, `${p.middle[0]}.`, last] : [p.first, last];
  return parts.join(' ') + (p.sfx ? `, ${p.sfx}` : '');
}
function orgName(r: SeededRng, p: Person): string {
  switch (p.form) {
    case 'co': return `${p.base} ${r.pick(['Company', 'Co.', 'Company'])}`;
    case 'corp': return `${p.base} ${r.pick(['Corporation', 'Corp.'])}`;
    case 'inc': return `${p.base}${r.pick([', Inc.', ' Inc.', ', Incorporated'])}`;
    case 'llc': return `${p.base}${r.pick([' LLC', ', LLC', ', L.L.C.'])}`;
    case 'lp': return `${p.base}${r.pick([', L.P.', ' LP', ' L.P.'])}`;
    default: return p.base;
  }
}
/** A name recited in an instrument where it is no party (the original lessee, a recited lender). */
const plain = (p: Person) => (p.sov ? p.sov : p.org ? `${p.base}${p.form === 'none' ? '' : p.form === 'co' ? ' Company' : p.form === 'corp' ? ' Corporation' : p.form === 'inc' ? ', Inc.' : p.form === 'llc' ? ', LLC' : ', L.P.'}` : render(p, 1));
const an = (w: string) => (/^[AEIOU]/.test(w) ? `an ${w}` : `a ${w}`);
const orgDesc = (p: Person) =>
  p.form === 'llc' ? `, ${an(p.st)} limited liability company` : p.form === 'lp' ? `, ${an(p.st)} limited partnership` : p.form === 'none' ? '' : `, ${an(p.st)} corporation`;

/** One form of each party's name per instrument. */
class Namer {
  private m = new Map<string, string>();
  readonly officers = new Map<string, string>();
  constructor(private r: SeededRng, public caps: boolean) {}
  set(p: Person, s: string) {
    this.m.set(p.id, this.caps ? s.toUpperCase() : s);
  }
  n = (p: Person): string => {
    let s = this.m.get(p.id);
    if (s) return s;
    if (p.sov) s = p.sov;
    else if (p.org) s = orgName(this.r, p);
    else {
      const x = this.r.next();
      const form = p.always ? (x < 0.5 ? 0 : 1) : x < 0.25 ? 0 : x < 0.67 ? 1 : x < 0.8 ? 2 : 3;
      s = render(p, form);
    }
    if (this.caps) s = s.toUpperCase();
    this.m.set(p.id, s);
    return s;
  };
  /** Index order of the form used: "SMITH, JOHN A., JR.". */
  idx = (p: Person): string => {
    const s = this.n(p);
    if (p.org || p.sov) return s.toUpperCase();
    const m = /^(.*?)(, (?:Jr\.|Sr\.|JR\.|SR\.))?$/.exec(s)!;
    const toks = m[1].split(' ');
    const last = toks.pop()!;
    return `${last}, ${toks.join(' ')}${m[2] ?? ''}`.toUpperCase();
  };
}

// ---------------------------------------------------------------- one package
function buildPackage(r: SeededRng, A: AreaDef, pi: number, target: number): HeldoutPackage {
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const people: Person[] = [];
  const used = new Set<string>();
  const taken = new Set<string>();
  const files = new Set<string>();
  const farms: Farm[] = [];
  const leases: Lease[] = [];
  let nPerson = 0;
  let nFarm = 0;
  const violations: string[] = [];
  const ab = STATE_AB[A.code];
  const INIT = 'ABCDEFGHJKLMNPRSTW';
  const bystander = (female = r.chance(0.3)) => `${r.pick(female ? FEMALE : MALE)} ${INIT[r.int(INIT.length)]}. ${r.pick(OFFICIAL)}`;
  const nameKey = (f: string, l: string, s: string) => `${f}|${l}|${s}`.toLowerCase();
  const blank = (): Person => ({ id: '', org: false, sov: null, first: '', middle: '', last: '', sfx: '', female: false, born: 0, dies: 99999, death: null, lastAct: null, spouse: null, home: '', always: false, kids: null, hasJr: false, base: '', form: 'none', st: '' });
  const homeOf = (co: County) => (A.code === 'AK' ? `${r.pick(co.towns!)}, Alaska` : `${co.name} County, ${A.state}`);

  function mkPerson(o: { female?: boolean; last?: string; born: number; now: number; home: string; first?: string; middle?: string; sfx?: string; force?: boolean }): Person {
    const female = o.female ?? false;
    let last = o.last ?? r.pick(A.surnames);
    let first = o.first ?? r.pick(female ? FEMALE : MALE);
    const sfx = o.sfx ?? '';
    for (let k = 0; !o.force && used.has(nameKey(first, last, sfx)) && k < 500; k++) {
      first = r.pick(female ? FEMALE : MALE);
      if (k > 30 && !o.last) last = r.pick(A.surnames);
    }
    used.add(nameKey(first, last, sfx));
    const p: Person = { ...blank(), id: `${A.code}${pi}-P${++nPerson}`, first, middle: o.middle ?? r.pick(female ? MID_F : MID_M), last, sfx, female, born: o.born, dies: Math.max(o.born + 58 + r.int(36), o.now + 4), home: o.home };
    people.push(p);
    return p;
  }
  function marry(p: Person, now: number): Person {
    if (p.spouse) return p.spouse;
    const maiden = r.chance(0.45) ? r.pick(A.surnames.filter((s) => s !== p.last)) : undefined;
    const s = mkPerson({ female: !p.female, last: p.last, born: p.born - 4 + r.int(9), now, home: p.home, middle: !p.female ? maiden : undefined });
    p.spouse = s;
    s.spouse = p;
    return s;
  }
  function kidsOf(p: Person, now: number): Person[] {
    if (p.kids) return p.kids;
    const n = 1 + r.int(3);
    const base = Math.min(p.born, p.spouse?.born ?? p.born);
    const dad = p.female ? p.spouse : p;
    const kids: Person[] = [];
    for (let i = 0; i < n; i++) {
      const born = base + 22 + r.int(15);
      const female = r.chance(0.5);
      let k: Person;
      if (!female && i === 0 && dad && !dad.sfx && r.chance(0.25) && !used.has(nameKey(dad.first, dad.last, 'Jr.'))) {
        k = mkPerson({ last: dad.last, first: dad.first, middle: dad.middle, sfx: 'Jr.', born, now, home: p.home, force: true });
        dad.hasJr = true;
      } else if (female && r.chance(0.65)) {
        const hl = r.pick(A.surnames.filter((s) => s !== p.last));
        const home = r.chance(0.7) ? p.home : homeOf(r.pick(A.counties));
        k = mkPerson({ female: true, last: hl, middle: p.last, born, now, home });
        const h = mkPerson({ last: hl, born: born - 2 + r.int(5), now, home });
        k.spouse = h;
        h.spouse = k;
      } else {
        k = mkPerson({ female, last: p.last, born, now, home: p.home });
        if (r.chance(0.6)) marry(k, now);
      }
      k.dies = Math.max(k.dies, p.dies + 3 + r.int(25), (p.spouse?.dies ?? 0) + 2);
      kids.push(k);
    }
    p.kids = kids;
    if (p.spouse) p.spouse.kids = kids;
    return kids;
  }
  const orgs = new Map<string, Person>();
  function org(c: CoDef): Person {
    let p = orgs.get(c.base);
    if (!p) {
      p = { ...blank(), id: `${A.code}${pi}-C${orgs.size + 1}`, org: true, base: c.base, form: c.form, st: c.st };
      orgs.set(c.base, p);
    }
    return p;
  }
  const activeCo = (cs: CoDef[], y: number) => cs.filter((c) => c.from <= y);
  const US: Person = { ...blank(), id: 'SOV-US', org: true, sov: 'United States of America' };
  const AKS: Person = { ...blank(), id: 'SOV-AK', org: true, sov: 'State of Alaska' };
  const alive = (p: Person, d: D) => p.org || (p.death ? lt(d, p.death) : p.dies > d.y);

  // ------------------------------------------------------------ tracts
  const ET = (o: Partial<ExpectedTract>): ExpectedTract => ({ state: ab, county: null, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null, ...o });
  const coOf = new Map<string, County>();
  function mkTracts(co: County, n: number): Tract[] {
    for (;;) {
      const ts = A.code === 'GA' ? gaTracts(co, n) : A.code === 'NC' ? ncTracts(co, n) : rectTracts(co, n);
      if (!ts) continue;
      for (const t of ts) {
        taken.add(t.key);
        coOf.set(t.key, co);
      }
      return ts;
    }
  }
  function gaTracts(co: County, n: number): Tract[] | null {
    const dist = r.pick(co.dists!);
    const lot = 10 + r.int(380);
    const out: Tract[] = [];
    for (let i = 0; i < n; i++) {
      const half = i === 0 && r.chance(0.3) ? r.pick(['E/2', 'W/2', 'N/2', 'S/2']) : null;
      const acres = half ? 125 : 250;
      const t = ET({ county: co.name, township: String(dist), aliquot: half, lot: String(lot + i), acres });
      const k = `${co.name}|${dist}|${lot + i}`;
      if (taken.has(k)) return null;
      out.push({ key: tractKey(t), t, lot: lot + i, dist, half, acres });
    }
    for (let i = 0; i < n; i++) taken.add(`${co.name}|${dist}|${lot + i}`);
    return out;
  }
  function ncTracts(co: County, n: number): Tract[] | null {
    const twpName = r.pick(co.twps!);
    const creek = r.pick(co.creeks!);
    const out: Tract[] = [];
    for (let i = 0; i < n; i++) {
      const acres = Math.round((14 + r.next() * 230) * 10) / 10;
      const t = ET({ county: co.name, acres });
      const key = tractKey(t);
      if (taken.has(key) || out.some((o) => o.key === key)) return null;
      const mons = ['a stake', 'an iron pipe', 'a stone', 'a large white oak', 'a pine knot', 'a rock pile', 'an iron stake', `a maple in the run of ${creek}`, `a sweetgum on the bank of ${creek}`, 'a concrete monument', 'a post oak'];
      const calls: Call[] = [];
      for (let k = 0, nc = 4 + r.int(3); k < nc; k++) calls.push({ a: r.pick(['N', 'S'] as const), deg: r.int(90), min: r.int(60), b: r.pick(['E', 'W'] as const), ch: Math.round((3 + r.next() * 45) * 100) / 100, mon: r.pick(mons) });
      const adj = [0, 1, 2].slice(0, 2 + r.int(2)).map(() => `${r.pick(MALE)} ${r.pick(OFFICIAL)}`);
      out.push({ key, t, twpName, calls, adj, creek, acres });
    }
    return out;
  }
  function rectTracts(co: County, n: number): Tract[] | null {
    const [tlo, thi, td] = co.t!;
    const [glo, ghi, gd] = co.g!;
    const twp = tlo + r.int(thi - tlo + 1);
    const rng = glo + r.int(ghi - glo + 1);
    const sec = 1 + r.int(36);
    const qs = ['NE/4', 'NW/4', 'SE/4', 'SW/4'];
    for (let i = 3; i > 0; i--) {
      const j = r.int(i + 1);
      [qs[i], qs[j]] = [qs[j], qs[i]];
    }
    const out: Tract[] = [];
    for (let i = 0; i < n; i++) {
      const q = qs[i];
      if (taken.has(`${co.name}|${twp}|${rng}|${sec}|${q}`)) return null;
      const north = sec <= 5 && (q === 'NE/4' || q === 'NW/4');
      const west = [7, 18, 19, 30, 31].includes(sec) && (q === 'NW/4' || q === 'SW/4');
      const shape = (north || west) && r.chance(0.6) ? 'lots' : r.pick(['q', 'q', 'hq', 'qq']);
      let aliq: string;
      let lots: number[] | undefined;
      let acres: number;
      if (shape === 'lots') {
        lots = north ? (q === 'NE/4' ? [1, 2] : [3, 4]) : q === 'NW/4' ? [1, 2] : [3, 4];
        aliq = `${north ? 'S/2' : 'E/2'} ${q}`;
        acres = Math.round((150 + r.next() * 20) * 100) / 100;
      } else if (shape === 'q') {
        aliq = q;
        acres = 160;
      } else if (shape === 'hq') {
        aliq = `${r.pick(['N/2', 'S/2', 'E/2', 'W/2'])} ${q}`;
        acres = 80;
      } else {
        aliq = `${r.pick(['NE/4', 'NW/4', 'SE/4', 'SW/4'])} ${q}`;
        acres = 40;
      }
      const t = ET({ county: co.name, section: String(sec), township: `${twp}${td}`, range: `${rng}${gd}`, aliquot: aliq, lot: lots ? lots.join(', ') : null, acres });
      out.push({ key: tractKey(t), t, sec, twp: [twp, td], rng: [rng, gd], aliq, lots, acres });
    }
    for (let i = 0; i < n; i++) taken.add(`${co.name}|${twp}|${rng}|${sec}|${qs[i]}`);
    return out;
  }

  // ------------------------------------------------------------ descriptions
  const HALF: Record<string, string> = { 'E/2': 'East one-half (E 1/2)', 'W/2': 'West one-half (W 1/2)', 'N/2': 'North one-half (N 1/2)', 'S/2': 'South one-half (S 1/2)' };
  const where = (co: County) => (A.code === 'AK' ? `the ${co.name} Recording District, Third Judicial District, State of Alaska` : `${co.name} County, ${A.state}`);
  const acresWords = (a: number) => (Number.isInteger(a) ? `${words(a)} acres` : `${words(Math.floor(a))} acres and ${words(Math.round((a % 1) * 100))} hundredths of an acre`);
  function gaDesc(t: Tract, co: County): string {
    const s = r.int(3);
    const dist = t.dist!;
    const lot = t.lot!;
    const distT = s === 0 ? `${tc(ordWord(dist))} (${dist}${ordSfx(dist)}) Land District` : s === 1 ? `${dist}${ordSfx(dist)} Land District` : `${dist}${ordSfx(dist)} District`;
    const lotT = s === 0 ? `Land Lot Number ${tc(words(lot))} (${lot})` : s === 1 ? `Land Lot ${lot}` : `Lot of Land No. ${lot}`;
    const cty = co.name === 'Miller' && r.chance(0.2) ? 'originally Early, now Miller County' : `${co.name} County`;
    const part = t.half ? `the ${HALF[t.half]} of` : 'all of';
    const ac = s === 0 ? `${tc(words(t.acres))} (${t.acres}) acres, more or less` : `${t.acres} acres, more or less`;
    return s === 1 ? `${cap(part)} ${lotT} in the ${distT} of ${cty}, Georgia, containing ${ac}` : `All that tract or parcel of land lying and being in the ${distT} of ${cty}, Georgia, and being ${part} ${lotT} of said District, containing ${ac}`;
  }
  function ncDesc(t: Tract, co: County, modern: boolean): string {
    const calls = t.calls!;
    const bearing = (c: Call) => (modern ? `${c.a === 'N' ? 'North' : 'South'} ${c.deg} deg. ${pad(c.min)} min. ${c.b === 'E' ? 'East' : 'West'} ${(c.ch * 66).toFixed(2)} feet` : `${c.a} ${c.deg}${c.min ? ` deg. ${c.min} min.` : ' deg.'} ${c.b} ${c.ch} chains`);
    const body = calls.slice(1).map((c) => `thence ${bearing(c)} to ${c.mon}`).join('; ');
    const intro = modern
      ? `lying and being in ${t.twpName} Township, ${co.name} County, North Carolina, and more particularly described as follows:`
      : `lying and being in ${t.twpName} Township, ${co.name} County, State of North Carolina, on the waters of ${t.creek}, adjoining the lands of ${t.adj!.join(', ')} and others, and bounded as follows, viz:`;
    const ac = modern ? t.acres.toFixed(2) : String(t.acres);
    return `${intro} BEGINNING at ${calls[0].mon}, corner of ${t.adj![0]}; ${body}; thence ${bearing(calls[0])} to the point of BEGINNING, containing ${ac} acres, more or less.`;
  }
  function rectDesc(t: Tract, co: County, style: number): string {
    const [tn, td] = t.twp!;
    const [rn, rd] = t.rng!;
    const [mLong, mAbbr] = A.meridian!;
    const a = t.aliq ?? null;
    const ls = t.lots;
    const TD = td === 'N' ? 'North' : 'South';
    const RD = rd === 'E' ? 'East' : 'West';
    const ac = acresText(t.acres);
    const sec = t.sec!;
    if (style === 0) {
      const part = [ls ? lotsText(ls, r.int(3)) : null, a ? (r.chance(0.5) ? `the ${aliqFrac(a)}` : aliqWords(a)) : null].filter(Boolean).join(' and ');
      return `${cap(part)} of Section ${sec}, Township ${tn} ${TD}, Range ${rn} ${RD}, ${mLong}, ${where(co)}, containing ${ac} acres, more or less`;
    }
    if (style === 1) {
      const part = [ls ? lotsText(ls, 0) : null, a ? aliqFrac(a) : null].filter(Boolean).join(', ');
      return `Township ${tn} ${TD}, Range ${rn} ${RD}, ${mAbbr}, ${where(co)}\n    Section ${sec}: ${part}\n    containing ${ac} acres, more or less`;
    }
    if (style === 2) {
      const part = [ls ? lotsText(ls, 3) : null, a ? (r.chance(0.5) ? aliqCompact(a) : a) : null].filter(Boolean).join(', ');
      return `${part} of Sec. ${sec}, T${tn}${td}, R${rn}${rd}, ${mAbbr}, ${where(co)} (${ac} acres)`;
    }
    const part = [ls ? `lots ${ls.map((l) => words(l)).join(' and ')}` : null, a ? aliqPatent(a) : null].filter(Boolean).join(' and the ');
    return `${part} of section ${words(sec)} in township ${words(tn)} ${TD.toLowerCase()} of range ${words(rn)} ${RD.toLowerCase()} of the ${mLong}, ${A.state}, containing ${acresWords(t.acres)}`;
  }
  function lands(ts: Tract[], modern: boolean, patent = false): string {
    if (A.code === 'GA') return `${ts.map((t) => gaDesc(t, coOf.get(t.key)!)).join(';\n\nALSO, ')}.`;
    if (A.code === 'NC') return ts.map((t, i) => (ts.length > 1 ? `${['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH'][i] ?? 'ANOTHER'} TRACT: ` : '') + ncDesc(t, coOf.get(t.key)!, modern)).join('\n\n');
    const style = patent ? 3 : r.int(3);
    return ts.map((t) => rectDesc(t, coOf.get(t.key)!, style)).join(style === 1 ? '\n\n' : ';\n\nAND ') + (style === 1 ? '' : '.');
  }

  // ------------------------------------------------------------ frames: venue, parties, signatures, acknowledgments, recording
  function venue(co: County, d: D): string {
    const up = co.name.toUpperCase();
    switch (A.code) {
      case 'GA': return `STATE OF GEORGIA\nCOUNTY OF ${up}`;
      case 'NC': return r.chance(0.5) ? `NORTH CAROLINA\n${up} COUNTY` : `STATE OF NORTH CAROLINA\nCOUNTY OF ${up}`;
      case 'NV': return `STATE OF NEVADA        )\n                       ) ss.\nCOUNTY OF ${up}  )`;
      case 'OR': return `STATE OF OREGON        )\n                       ) ss.\nCounty of ${co.name}  )`;
      default: return d.y < 1959 ? `TERRITORY OF ALASKA      )\n                         ) ss.\nTHIRD DIVISION           )` : `STATE OF ALASKA          )\n                         ) ss.\nTHIRD JUDICIAL DISTRICT  )`;
    }
  }
  const listNames = (ns: string[]) => (ns.length <= 1 ? ns.join('') : `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`);
  function marital(p: Person, d: D): string {
    if (!p.spouse) return p.female ? r.pick(['a single woman', 'unmarried', 'a feme sole']) : r.pick(['a single man', 'unmarried']);
    if (!alive(p.spouse, d)) return p.female ? 'a widow' : 'a widower';
    return p.female ? 'a married woman' : 'a married man';
  }
  const officerOf = (nm: Namer, p: Person) => {
    let o = nm.officers.get(p.id);
    if (!o) nm.officers.set(p.id, (o = bystander(false)));
    return o;
  };
  const resOf = (p: Person) => `of ${p.home}`;
  const nmr = (nm: Namer, p: Person) => `${nm.n(p)}${p.always && !p.org ? `, ${resOf(p)}` : ''}`;
  /** "JOHN A. SMITH and wife, MARY B. SMITH, of Lee County, North Carolina": holders with the spouses who join. */
  function sides(nm: Namer, ss: Side[], d: D, resP = 0.4): string {
    const done = new Set<string>();
    const parts: string[] = [];
    for (const s of ss) {
      if (done.has(s.p.id)) continue;
      done.add(s.p.id);
      if (s.p.org) {
        parts.push(`${nm.n(s.p)}${s.p.sov ? '' : orgDesc(s.p)}`);
        continue;
      }
      const sp = ss.find((x) => x.p === s.p.spouse && !done.has(x.p.id));
      const res = s.p.always || (sp?.p.always ?? false) || r.chance(resP) ? `, ${resOf(s.p)}` : '';
      if (sp) {
        done.add(sp.p.id);
        const [h, w] = s.p.female ? [sp, s] : [s, sp];
        if (h.join) parts.push(`${nm.n(w.p)}, joined by her husband, ${nm.n(h.p)}${res}`);
        else if (w.join) parts.push(`${r.pick([`${nm.n(h.p)} and wife, ${nm.n(w.p)}`, `${nm.n(h.p)} and his wife, ${nm.n(w.p)}`, `${nm.n(h.p)}, joined by his wife, ${nm.n(w.p)}`])}${res}`);
        else parts.push(`${r.pick([`${nm.n(h.p)} and ${nm.n(w.p)}, husband and wife`, `${nm.n(h.p)} and wife, ${nm.n(w.p)}`])}${res}`);
      } else parts.push(`${nm.n(s.p)}${r.chance(0.6) ? `, ${marital(s.p, d)}` : ''}${res}`);
    }
    return parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
  }
  function tenancyText(t: Tenancy): string {
    if (t === 'surv') return A.code === 'GA' ? 'as joint tenants with survivorship and not as tenants in common' : A.code === 'NV' ? 'as joint tenants with right of survivorship' : 'as tenants by the entirety';
    if (t === 'common') return 'as tenants in common';
    return '';
  }
  function takers(nm: Namer, ps: Person[], d: D, tenancy: Tenancy = null): string {
    if (ps.length === 2 && !ps[0].org && ps[0].spouse === ps[1]) {
      const [h, w] = ps[0].female ? [ps[1], ps[0]] : ps;
      const ten = tenancyText(tenancy);
      const res = h.always || w.always || r.chance(0.4) ? `, ${resOf(h)}` : '';
      return `${nm.n(h)} and ${nm.n(w)}, husband and wife${ten ? `, ${ten}` : ''}${res}`;
    }
    return sides(nm, ps.map((p) => ({ p, join: false })), d);
  }
  function sigs(nm: Namer, ps: Person[], seal: boolean): string {
    return ps
      .map((p) => {
        if (p.org) {
          const title = p.form === 'llc' ? r.pick(['Manager', 'Authorized Signatory']) : p.form === 'lp' ? 'Vice President of its General Partner' : p.form === 'none' ? r.pick(['Vice President', 'Assistant Cashier']) : r.pick(['President', 'Vice President', 'Attorney-in-Fact']);
          return `${nm.n(p)}\n\nBy: ______________________\n    ${officerOf(nm, p)}, ${title}`;
        }
        return `______________________________${seal ? ' (SEAL)' : ''}\n${nm.n(p)}`;
      })
      .join('\n\n');
  }
  let lastNotary = '';
  function ack(nm: Namer, co: County, d: D, ps: Person[]): string {
    const old = d.y < A.modern;
    const ind = ps.filter((p) => !p.org);
    const cos = ps.filter((p) => p.org && !p.sov);
    const notary = bystander(r.chance(0.5));
    lastNotary = notary;
    const list = listNames(ind.map(nm.n));
    const pl = ind.length > 1;
    const out: string[] = [];
    if (ind.length) {
      let body: string;
      switch (A.code) {
        case 'GA':
          body = `Before me, the undersigned authority, on this day personally appeared ${list}, known to me to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${pl ? 'they' : 'he'} executed the same for the purposes and consideration therein expressed.\n\nGiven under my hand and seal of office, this the ${ordDay(d)}.`;
          break;
        case 'NC': {
          const wife = ind.find((p) => p.female && p.spouse && ind.includes(p.spouse));
          const privy = old && d.y < 1960 && wife ? ` And the said ${nm.n(wife)}, being by me privately examined, separate and apart from her said husband, touching her voluntary execution of the same, doth state that she signed the same freely and voluntarily, without fear or compulsion of her said husband or any other person, and that she doth still voluntarily assent thereto.` : '';
          body = old
            ? `I, ${notary}, a Notary Public of said County and State, do hereby certify that ${list} personally appeared before me this day and acknowledged the due execution of the foregoing instrument.${privy}\n\nWitness my hand and notarial seal, this the ${ordDay(d)}.`
            : `I, the undersigned Notary Public of the County and State aforesaid, certify that ${list} personally appeared before me this day and acknowledged the due execution of the foregoing instrument for the purposes therein expressed. Witness my hand and Notarial stamp or seal this ${ordDay(d)}.`;
          break;
        }
        case 'NV':
          body = old
            ? `On this ${ordDay(d)}, before me, ${notary}, a Notary Public in and for said County of ${co.name}, personally appeared ${list}, known to me to be the person${pl ? 's' : ''} described in and who executed the foregoing instrument, who acknowledged to me that ${pl ? 'they' : 'he'} executed the same freely and voluntarily and for the uses and purposes therein mentioned.`
            : `This instrument was acknowledged before me on ${mdy(d)}, by ${list}.`;
          break;
        case 'OR':
          body = old
            ? `BE IT REMEMBERED, That on this ${ordDay(d)}, before me, the undersigned, a Notary Public in and for said County and State, personally appeared the within named ${list}, known to me to be the identical individual${pl ? 's' : ''} described in and who executed the within instrument, and acknowledged to me that ${pl ? 'they' : 'he'} executed the same freely and voluntarily.\n\nIN TESTIMONY WHEREOF, I have hereunto set my hand and affixed my official seal the day and year last above written.`
            : `This instrument was acknowledged before me on ${mdy(d)}, by ${list}.`;
          break;
        default:
          body = old
            ? `THIS IS TO CERTIFY that on this ${ordDay(d)}, before me, the undersigned, a Notary Public in and for the ${d.y < 1959 ? 'Territory' : 'State'} of Alaska, duly commissioned and sworn, personally appeared ${list}, to me known to be the individual${pl ? 's' : ''} described in and who executed the foregoing instrument, and acknowledged to me that ${pl ? 'they' : 'he'} signed and sealed the same freely and voluntarily for the uses and purposes therein mentioned.\n\nWITNESS my hand and official seal the day and year in this certificate first above written.`
            : `The foregoing instrument was acknowledged before me this ${ordDay(d)}, by ${list}.`;
      }
      out.push(`${venue(co, d)}\n\n${body}`);
    }
    for (const c of cos) {
      const officer = officerOf(nm, c);
      const title = c.form === 'llc' ? 'Manager' : c.form === 'lp' ? 'Vice President of the general partner' : 'officer';
      const what = c.form === 'llc' ? 'limited liability company' : c.form === 'lp' ? 'limited partnership' : 'corporation';
      out.push(`${venue(co, d)}\n\n${old ? `On this ${ordDay(d)}, before me personally appeared ${officer}, to me personally known, who, being by me duly sworn, did say that he is ${title === 'officer' ? 'an officer' : `the ${title}`} of ${nm.n(c)}, and that said instrument was signed on behalf of said ${what}, and he acknowledged said instrument to be the free act and deed of said ${what}.` : `This instrument was acknowledged before me on ${mdy(d)}, by ${officer}, as ${title === 'officer' ? 'an authorized officer' : title} of ${nm.n(c)}, ${an(c.st)} ${what}, on behalf of the ${what}.`}`);
    }
    const exp = r.chance(0.6) ? `\nMy commission expires: ${r.chance(0.5) ? mdy(addDays(d, 200 + r.int(1200))) : slash(addDays(d, 200 + r.int(1200)))}` : '';
    return out.map((o) => `${o}\n\n______________________________\n${notary}, Notary Public${exp}`).join('\n\n');
  }
  function jurat(co: County, d: D, nm: Namer, who: Person): string {
    const notary = bystander(r.chance(0.5));
    lastNotary = notary;
    const j = d.y < A.modern || r.chance(0.4) ? `SUBSCRIBED AND SWORN TO before me this ${ordDay(d)}.` : `Subscribed and sworn to (or affirmed) before me on ${mdy(d)}, by ${nm.n(who)}.`;
    return `${venue(co, d)}\n\n${j}\n\n______________________________\n${notary}\nNotary Public`;
  }
  const clock = () => `${1 + r.int(11)}:${pad(r.int(60))} ${r.pick(['A', 'P'])}.M.`;
  const MON3 = (d: D) => MONTHS[d.m - 1].slice(0, 3).toUpperCase();
  /** The clerk's or recorder's certificate: the text, where it goes, and the reference later instruments recite. */
  function recording(co: County, d: D, series: string, tax = false): { text: string; top: boolean; ref: string } {
    const y = d.y;
    const modern = y >= A.modern;
    const book = Math.max(1, Math.floor((y - 1855) * (A.code === 'NC' || A.code === 'GA' ? 4.1 : 2.3)) + r.int(3));
    const page = 1 + r.int(780);
    const inst = `${y}-${pad(1 + r.int(14999), 6)}`;
    const clerk = bystander(r.chance(0.4));
    const up = co.name.toUpperCase();
    switch (A.code) {
      case 'GA':
        if (modern) return { top: true, ref: `Deed Book ${book}, Page ${page}, ${co.name} County Records`, text: `FILED IN OFFICE\n${slash(d)} ${clock()}\n${series === 'Deeds' ? 'DEED BOOK' : 'BOOK'} ${book} PG ${page}-${page + 2}\n${clerk.toUpperCase()}\nCLERK OF SUPERIOR COURT\n${up} COUNTY, GA${tax ? `\nReal Estate Transfer Tax Paid $${(10 + r.int(400)).toFixed(2)}\nPT-61 ${pad(r.int(200), 3)}-${y}-${pad(r.int(9999), 6)}` : ''}` };
        return { top: false, ref: `Deed Book ${book}, Page ${page}`, text: `Filed for record ${ordDay(d)}, at ${clock()}, and recorded in ${series === 'Deeds' ? 'Deed' : series} Book ${book}, page ${page}, this ${ordDay(addDays(d, 1 + r.int(9)))}.\n\n${clerk}, Clerk Superior Court, ${co.name} County, Georgia.` };
      case 'NC':
        if (modern) return { top: true, ref: `Book ${book}, Page ${page}, ${co.name} County Registry`, text: `FILED ${up} COUNTY, NC\n${clerk.toUpperCase()}\nREGISTER OF DEEDS\nFILED ${MONTHS[d.m - 1].slice(0, 3)} ${pad(d.d)}, ${y}\nAT ${pad(1 + r.int(11))}:${pad(r.int(60))}:${pad(r.int(60))} ${r.pick(['am', 'pm'])}\nBOOK ${pad(book, 5)}\nSTART PAGE ${pad(page, 4)}\nEND PAGE ${pad(page + 2, 4)}\nINSTRUMENT # ${pad(r.int(19999), 5)}${tax ? `\nEXCISE TAX $${(2 * (1 + r.int(300))).toFixed(2)}` : ''}` };
        return {
          top: false,
          ref: `Book ${book}, page ${page}, ${co.name} County Registry`,
          text: `${y < 1971 ? `NORTH CAROLINA, ${up} COUNTY.\n\nThe foregoing certificate of %%NOTARY%%, a Notary Public of ${co.name} County, is adjudged to be correct. Let the instrument with the certificate be registered.\n\nThis ${ordDay(addDays(d, -r.int(4)))}.\n\n${bystander()}, Clerk Superior Court\n\n` : ''}Filed for registration on the ${ordDay(d)}, at ${clock()}, and duly recorded in the office of the Register of Deeds of ${co.name} County, North Carolina, in Book ${book}, page ${page}.\n\n${clerk}, Register of Deeds`,
        };
      case 'NV':
        if (modern) return { top: true, ref: `Document No. ${pad(r.int(999999), 6)}, Official Records of ${co.name} County`, text: `DOC # ${pad(100000 + r.int(899999), 6)}\nOfficial Records ${co.name} County NV\n${clerk} - Recorder\n${slash(d)} ${pad(1 + r.int(11))}:${pad(r.int(60))} ${r.pick(['AM', 'PM'])}\nRequested By: ${r.pick(['NYE COUNTY TITLE', 'FIRST CENTENNIAL TITLE', 'STEWART TITLE OF NORTHERN NEVADA', 'GRANTEE'])}\nFee: $${17 + r.int(30)}.00${tax ? `  RPTT: $${(1.95 * (1 + r.int(300))).toFixed(2)}` : ''}\nPage 1 of ${2 + r.int(4)}` };
        return { top: false, ref: `Book ${book} of ${series}, page ${page}, ${co.name} County Records`, text: `Filed for record at the request of ${bystander()} this ${ordDay(d)}, at ${r.int(59)} minutes past ${1 + r.int(11)} o'clock ${r.pick(['A', 'P'])}.M., and recorded in Book ${book} of ${y >= 1972 ? 'Official Records' : series}, page ${page}, Records of ${co.name} County, Nevada.\n\n${clerk}, County Recorder\nBy ${bystander()}, Deputy` };
      case 'OR':
        if (modern) return { top: true, ref: `Instrument No. ${inst}, Records of ${co.name} County`, text: `${up} COUNTY, OREGON    ${inst}\n${series === 'Deeds' ? 'DEED-D' : series === 'Mortgages' ? 'MTG-TD' : 'MISC'}  Cnt=1 Stn=${1 + r.int(9)}  ${slash(d)} ${pad(1 + r.int(11))}:${pad(r.int(60))}:${pad(r.int(60))} ${r.pick(['AM', 'PM'])}\n$${10 + r.int(30)}.00 $11.00 $5.00 $${10 + r.int(20)}.00  Total: $${60 + r.int(40)}.00\n${clerk}, County Clerk` };
        return { top: false, ref: `Book ${book}, page ${page}, ${series} of ${co.name} County`, text: `STATE OF OREGON, County of ${co.name}, ss.\n\nI certify that the within instrument was received for record on the ${ordDay(d)}, at ${clock()}, and recorded in Book ${book} on page ${page}, Record of ${series} of said County.\n\nWitness my hand and seal of County affixed.\n\n${clerk}, County Clerk\nBy ${bystander()}, Deputy` };
      default:
        if (modern) return { top: true, ref: `Serial No. ${inst}-0, ${co.name} Recording District`, text: `${inst}-0\nRecording District ${co.rd} ${co.name}\n${slash(d)} ${pad(1 + r.int(11))}:${pad(r.int(60))} ${r.pick(['AM', 'PM'])} Page 1 of ${2 + r.int(4)}` };
        return { top: false, ref: `Book ${book}, page ${page}, ${co.name} Recording District`, text: `${String(y).slice(2)}-${pad(r.int(9999), 4)}\n${up} RECORDING DISTRICT\nREC'D ${String(y).slice(2)} ${MON3(d)} ${d.d} ${r.pick(['AM', 'PM'])} ${1 + r.int(11)}:${pad(r.int(60))}\nREQUESTED BY ${bystander().toUpperCase()}\nBook ${book} Page ${page}` };
    }
  }
  function returnTo(): string {
    return `${r.pick(['After recording return to', 'Return to', 'WHEN RECORDED MAIL TO', 'Mail after recording to'])}:\n${bystander()}\n${r.pick(['Attorney at Law', 'Title Examiner', 'Landman'])}\nP.O. Box ${100 + r.int(8900)}`;
  }
  function assemble(top: string[], body: string, rec: { text: string; top: boolean }): string {
    const t = rec.top ? [rec.text, ...top, body].join('\n\n') : [...top, body, rec.text].join('\n\n');
    const n = lastNotary;
    lastNotary = '';
    return n ? t.replace('%%NOTARY%%', n) : t.replace(/NORTH CAROLINA, [A-Z]+ COUNTY\.\n\nThe foregoing certificate of %%NOTARY%%[\s\S]*?Clerk Superior Court\n\n/, '');
  }

  // ------------------------------------------------------------ truth
  function emit(o: { text: string; cat: Cat; fee: boolean; estates: Estate[]; tracts: Tract[]; parties: PartyOut[]; exec: D | null; eff: D | null; ack: D | null; rec: D; death?: D | null; deadOk?: boolean }): string {
    let file = '';
    do file = `k${pi + 1}-${(0x100000 + r.int(0xeffff)).toString(16)}.txt`;
    while (files.has(file));
    files.add(file);
    const gov = o.eff ?? o.exec ?? o.rec;
    const dates: Record<string, string | null> = { execution_date: o.exec ? iso(o.exec) : null, effective_date: o.eff ? iso(o.eff) : null, acknowledgment_date: o.ack ? iso(o.ack) : null, recording_date: iso(o.rec) };
    if (o.death !== undefined) dates.death_date = o.death ? iso(o.death) : null;
    const seen = new Set<string>();
    const tracts = o.tracts.filter((t) => !seen.has(t.key) && seen.add(t.key));
    for (const q of o.parties) {
      if (!o.deadOk && q.role !== 'decedent' && q.role !== 'heir' && !alive(q.p, o.exec ?? gov)) violations.push(`${file} ${q.name} ${q.role} dead`);
      if (!q.p.org && (!q.p.lastAct || lt(q.p.lastAct, gov))) q.p.lastAct = gov;
    }
    docs.push({
      text: o.text,
      truth: { file, doc_category: o.cat, governing_date: iso(gov), dates, parties: o.parties.map((q) => ({ name: q.name, role: q.role })), tracts: tracts.map((t) => ({ ...t.t })), conveys_fee: o.fee, estate_types_conveyed: o.estates },
      persons: o.parties.map((q) => q.p.id),
    });
    return file;
  }
  function lk(doc: string, ts: Tract[], es: Estate[], from: Side[], to: Person[]) {
    for (const t of ts) for (const e of es) for (const s of from) for (const q of to) if (s.p !== q) links.push({ tract: t.key, estate: e, doc, from: s.p.id, to: q.id, required: !s.join });
  }
  const P = (nm: Namer, ps: Person[], role: Role): PartyOut[] => ps.map((p) => ({ p, role, name: nm.n(p) }));
  const PS = (nm: Namer, ss: Side[], role: Role): PartyOut[] => ss.map((s) => ({ p: s.p, role, name: nm.n(s.p) }));
  const consid = (y: number, acres: number) =>
    r.chance(0.5) || y >= 1970 ? r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS ($10.00) and other good and valuable considerations', 'the sum of One Dollar ($1.00) and other valuable consideration']) : `${money(Math.round((acres * (y < 1900 ? 4 : y < 1940 ? 12 : y < 1970 ? 45 : 400)) / 10) * 10)}`;

  // ------------------------------------------------------------ instruments: patents and deeds of the land
  const misspell = (s: string) => (/(.)\1/.test(s) ? s.replace(/(.)\1/, '$1') : /son$/.test(s) ? s.replace(/son$/, 'sen') : s.length > 4 ? s.slice(0, 3) + s[3] + s.slice(3) : `${s}e`);
  const presidentOf = (y: number) => [...PRESIDENTS].reverse().find(([y0]) => y0 <= y)![1];
  const landOffice = (co: County) => (A.code === 'NV' ? 'Carson City, Nevada' : A.code === 'AK' ? 'Anchorage, Alaska' : co.name === 'Coos' ? 'Roseburg, Oregon' : 'Oregon City, Oregon');

  function patentDoc(f: Farm, pat: Person, d: D, kind: 'hd' | 'cash' | 'srha' | 'state'): string {
    const co = f.co;
    const nm = new Namer(r, false);
    const ts = f.tracts;
    const rec = addDays(d, r.chance(0.5) ? 20 + r.int(300) : 400 + r.int(365 * 15));
    const R = recording(co, rec, A.code === 'AK' ? 'Deeds' : 'Patents');
    let ackD: D | null = null;
    let text: string;
    const sov = kind === 'state' ? AKS : US;
    if (kind === 'state') {
      ackD = addDays(d, r.int(5));
      const dir = bystander();
      text = `STATE OF ALASKA\nDEPARTMENT OF NATURAL RESOURCES\nDIVISION OF LANDS\n\nPATENT\n\nNo. ${1000 + r.int(8000)}\n\nKNOW ALL MEN BY THESE PRESENTS, that the STATE OF ALASKA, pursuant to AS 38.05 and the regulations promulgated thereunder, for and in consideration of ${consid(d.y, 40)}, does hereby grant unto ${nm.n(pat)}, ${resOf(pat)}, and unto ${pat.female ? 'her' : 'his'} heirs and assigns, the following described land:\n\n${lands(ts, true)}\n\nSUBJECT TO valid existing rights, and EXCEPTING AND RESERVING to the State of Alaska all oil, gas, coal, ore, minerals, fissionable materials, geothermal resources and fossils of every name, kind or description, which may be in or upon said land, with the right to explore for, mine, remove and sell the same, as provided in AS 38.05.125.\n\nIN TESTIMONY WHEREOF, the State of Alaska has caused these presents to be executed by the Director of the Division of Lands, Department of Natural Resources, this ${ordDay(d)}.\n\nSTATE OF ALASKA\n\nBy: ______________________\n    ${dir}, Director, Division of Lands\n\n${venue(co, ackD)}\n\nThe foregoing instrument was acknowledged before me this ${ordDay(ackD)}, by ${dir}, Director of the Division of Lands of the Department of Natural Resources of the State of Alaska, on behalf of the State.\n\n______________________________\n${bystander(true)}, Notary Public`;
    } else if (d.y < 1946) {
      const act =
        kind === 'cash'
          ? `full payment has been made by the said claimant according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto`
          : kind === 'srha'
            ? 'pursuant to the Act of Congress of December 29, 1916 (39 Stat., 862), entitled "An Act to provide for stock-raising homesteads, and for other purposes," the claim of the said claimant has been established and duly consummated, in conformity to law'
            : 'pursuant to the Act of Congress of May 20, 1862, "To Secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of the said claimant has been established and duly consummated, in conformity to law';
      const resv = kind === 'srha' ? ' excepting and reserving, however, to the United States all the coal and other minerals in the lands so entered and patented, together with the right to prospect for, mine, and remove the same pursuant to the provisions and limitations of the Act of December 29, 1916 (39 Stat., 862);' : '';
      text = `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\n${kind === 'cash' ? 'Cash Entry' : 'Homestead Certificate'} No. ${100 + r.int(9000)}\nApplication ${1000 + r.int(20000)}\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${landOffice(co)}, whereby it appears that ${act}, for ${lands(ts, false, true).replace(/\.$/, '')}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor-General, the claimant being ${nm.n(pat)}${pat.always ? `, ${resOf(pat)}` : ''}:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${nm.n(pat)} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${nm.n(pat)} and to ${pat.female ? 'her' : 'his'} heirs and assigns forever; subject to any vested and accrued water rights for mining, agricultural, manufacturing, or other purposes, and rights to ditches and reservoirs used in connection with such water rights, as may be recognized and acknowledged by the local customs, laws, and decisions of courts;${resv} and there is reserved from the lands hereby granted, a right of way thereon for ditches or canals constructed by the authority of the United States.\n\nIN TESTIMONY WHEREOF, I, ${presidentOf(d.y)}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${ordWord(d.d)} day of ${MONTHS[d.m - 1]}, in the year of our Lord ${yearWords(d.y)}, and of the Independence of the United States the ${indep(d.y)}.\n\nBy the President: ${presidentOf(d.y)}\nBy ${bystander()}, Secretary.\n${bystander()}, Recorder of the General Land Office.\n\nRecorded, Vol. ${10 + r.int(90)}, Page ${1 + r.int(500)}.`;
    } else {
      const serial = `${A.code === 'AK' ? 'Anchorage' : A.code === 'NV' ? 'Nevada' : 'Oregon'} ${pad(r.int(99999), 6)}`;
      const up = (s: string) => s.toUpperCase();
      text = `The United States of America\n\nTo all to whom these presents shall come, Greeting:\n\n${serial}\n\nWHEREAS, a certificate of the Land Office at ${landOffice(co)} is now deposited in the Bureau of Land Management, whereby it appears that pursuant to the Act of Congress of May 20, 1862 (12 Stat. 392), and the acts supplemental thereto, the claim of ${nm.n(pat)}${pat.always ? `, ${resOf(pat)}` : ''}, has been established and duly consummated in conformity to law for the following described land:\n\n${lands(ts, false)}\n\nNOW KNOW YE, That the UNITED STATES OF AMERICA, in consideration of the premises, and in conformity with the several Acts of Congress in such case made and provided, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND GRANT, unto the said claimant and to the heirs of the said claimant the tract above described; TO HAVE AND TO HOLD the same, together with all the rights, privileges, immunities, and appurtenances, of whatsoever nature, thereunto belonging, unto the said claimant and to the heirs and assigns of the said claimant forever; subject to any vested and accrued water rights; and reserving to the United States a right-of-way thereon for ditches or canals constructed by the authority of the United States, Act of August 30, 1890 (26 Stat. 391).\n\nIN TESTIMONY WHEREOF, the undersigned authorized officer of the Bureau of Land Management, in accordance with the provisions of the Act of June 17, 1948 (62 Stat. 476), has, in the name of the United States, caused these letters to be made Patent, and the seal of the Bureau to be hereunto affixed.\n\nGIVEN under my hand, in ${A.code === 'AK' ? 'Anchorage, Alaska' : 'Washington, D. C.'}, the ${up(ordWord(d.d))} day of ${up(MONTHS[d.m - 1])} in the year of our Lord one thousand nine hundred and ${up(words(d.y % 100))} and of the Independence of the United States the ${up(indep(d.y))}.\n\n[SEAL]\n\nBy ${bystander()}\nChief, Patents Section\n\nPatent Number ${1100000 + r.int(800000)}`;
    }
    const file = emit({ text: assemble([], text, R), cat: 'patent', fee: true, estates: ['fee'], tracts: ts, parties: [{ p: sov, role: 'grantor', name: sov.sov! }, { p: pat, role: 'grantee', name: nm.n(pat) }], exec: d, eff: null, ack: ackD, rec });
    lk(file, ts, ['fee'], [{ p: sov, join: false }], [pat]);
    f.ref = R.ref;
    return file;
  }

  interface DeedArgs { f: Farm; kind: DeedKind; grantors: Side[]; grantees: Person[]; date: D; tenancy: Tenancy; reserve: Fr | null; reserveAll: boolean; life: Person[] | null; corr: LastDeed | null; misspell: boolean }
  function deed(a: DeedArgs): { file: string; ref: string } {
    const { f } = a;
    const co = f.co;
    const ts = f.tracts;
    const d = a.date;
    const y = d.y;
    const modern = y >= A.modern;
    const nm = new Namer(r, r.chance(modern ? 0.45 : 0.15));
    if (a.misspell) nm.set(a.grantees[0], render(a.grantees[0], 1, misspell(a.grantees[0].last)));
    let kind = a.kind;
    if (kind === 'nocov' && A.code !== 'NC' && A.code !== 'OR') kind = 'qcd';
    if (kind === 'swd' && A.code === 'NV' && y < 1960) kind = 'wd';
    const attested = A.code === 'GA';
    const ackD = attested ? null : addDays(d, r.chance(0.5) ? 0 : 1 + r.int(8));
    const recD = addDays(ackD ?? d, 1 + r.int(45));
    const R = recording(co, recD, 'Deeds', true);
    const G = a.grantors;
    const E = a.grantees;
    const gp = sides(nm, G, d);
    const ep = takers(nm, E, d, a.tenancy);
    const desc = lands(ts, modern);
    const exhibit = modern && r.chance(0.3);
    const land = exhibit ? 'the real property described in Exhibit "A" attached hereto and made a part hereof.' : desc;
    const acres = ts.reduce((s, t) => s + t.acres, 0);
    const heldBy = G.filter((s) => !s.join);
    const resv = a.reserve
      ? `SAVE AND EXCEPT, and there is hereby reserved unto ${heldBy.length > 1 ? 'the Grantors, their' : "the Grantor, the Grantor's"} heirs and assigns, ${a.reserveAll ? `all of the oil, gas and other minerals ${fle(f.feeMin, fr(1, 1)) && f.feeMin.n !== f.feeMin.d ? 'now owned by Grantor ' : ''}` : `${undivided(a.reserve)} in and to all of the oil, gas and other minerals `}in, on and under the above described land, together with the right of ingress and egress for the purpose of exploring for, producing and marketing the same.`
      : '';
    const life = a.life ? `RESERVING, HOWEVER, unto ${listNames(a.life.map(nm.n))} a life estate in and to the above described land for and during the term of ${a.life.length > 1 ? 'their natural lives and the life of the survivor of them' : `${a.life[0].female ? 'her' : 'his'} natural life`}, with the full right to the possession, use, rents and profits thereof.` : '';
    const corr = a.corr
      ? a.corr.fix === 'name'
        ? `This deed is given to correct that certain deed between the same parties dated ${mdy(a.corr.date)} and recorded in ${a.corr.ref}, in which the surname of the Grantee was misspelled; the Grantee named herein and the grantee named in said deed are one and the same person.`
        : `This is a corrective deed, given to correct an error in the description of the land in that certain deed between the same parties recorded in ${a.corr.ref}; it is the intention of the parties hereto that the land described herein is the land that was intended to be conveyed by said deed.`
      : '';
    const rel = E.length > 1 ? 'children' : E[0].female ? 'daughter' : 'son';
    const price = kind === 'gift' ? '' : consid(y, acres);
    const prior = r.chance(0.35) && f.ref ? `Being the same land conveyed to Grantor by instrument recorded in ${f.ref}.` : '';
    const cx = a.corr ? 'CORRECTIVE ' : '';
    const exh = exhibit ? `EXHIBIT "A"\n\n${desc}` : '';
    const parts: string[] = [];
    const top: string[] = [];
    if (modern) top.push(returnTo());
    if (!modern && r.chance(0.3)) top.push(`Grantor: ${nm.idx(G[0].p)}${G.length > 1 ? ' ET AL' : ''}\nGrantee: ${nm.idx(E[0])}${E.length > 1 ? ' ET AL' : ''}`);
    switch (A.code) {
      case 'GA': {
        const T = kind === 'swd' ? 'LIMITED WARRANTY DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : kind === 'gift' ? 'DEED OF GIFT' : 'WARRANTY DEED';
        const grant = kind === 'qcd' ? 'has bargained, sold and does by these presents remise, convey and forever QUITCLAIM unto the said Grantee all the right, title, interest, claim or demand which the said Grantor has or may have had in and to' : kind === 'gift' ? 'has given, granted and conveyed, and by these presents does give, grant and convey unto the said Grantee' : 'has granted, bargained, sold, aliened, conveyed and confirmed, and by these presents does grant, bargain, sell, alien, convey and confirm unto the said Grantee';
        const cons = kind === 'gift' ? `the love and affection which Grantor has for and bears unto Grantee, the ${rel} of Grantor` : price;
        const warr = kind === 'qcd' ? '' : kind === 'swd' ? 'AND THE SAID Grantor will warrant and forever defend the right and title to the above described property unto the said Grantee against the claims of all persons owning, holding or claiming by, through or under the said Grantor.' : 'AND THE SAID Grantor will warrant and forever defend the right and title to the above described property unto the said Grantee against the claims of all persons whomsoever.';
        const dateT = modern || r.chance(0.5) ? `this ${ordDay(d)}` : `the ${longhand(d)}`;
        const intro = y < 1950 ? `THIS INDENTURE, Made ${dateT}, between ${gp}, of the first part, and ${ep}, of the second part (hereinafter called Grantor and Grantee, respectively).` : `THIS INDENTURE, made ${dateT}, between ${gp}, as party or parties of the first part, hereinafter called Grantor, and ${ep}, as party or parties of the second part, hereinafter called Grantee (the words "Grantor" and "Grantee" to include their respective heirs, successors and assigns where the context requires or permits).`;
        parts.push(venue(co, d), cx + T, intro, `WITNESSETH, that Grantor, for and in consideration of ${cons}, in hand paid at and before the sealing and delivery of these presents, the receipt whereof is hereby acknowledged, ${grant}:`, land, resv, life, corr, prior);
        parts.push(kind === 'qcd' ? 'TO HAVE AND TO HOLD the said described premises unto the said Grantee, so that neither the said Grantor nor any other person or persons claiming under Grantor shall at any time, by any means or ways, have, claim or demand any right, title or interest in or to the aforesaid described premises or its appurtenances.' : 'TO HAVE AND TO HOLD the said tract or parcel of land, with all and singular the rights, members and appurtenances thereof, to the same being, belonging, or in anywise appertaining, to the only proper use, benefit and behoof of the said Grantee forever in FEE SIMPLE.', warr);
        parts.push('IN WITNESS WHEREOF, Grantor has hereunto set grantor\'s hand and seal, this day and year first above written.', `Signed, sealed and delivered\nin the presence of:\n\n______________________\n${bystander()}, Unofficial Witness\n\n______________________\n${bystander(r.chance(0.5))}, Notary Public${r.chance(0.5) ? `\nMy Commission Expires ${mdy(addDays(d, 100 + r.int(1400)))}` : ''}`, sigs(nm, G.map((s) => s.p), true), exh);
        break;
      }
      case 'NC': {
        const T = kind === 'swd' ? 'NORTH CAROLINA SPECIAL WARRANTY DEED' : kind === 'nocov' ? 'NORTH CAROLINA NON-WARRANTY DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : kind === 'gift' ? 'GIFT DEED' : modern ? 'NORTH CAROLINA GENERAL WARRANTY DEED' : 'DEED';
        if (modern) {
          top.push(`Excise Tax: $${kind === 'gift' || kind === 'qcd' ? '0.00' : (2 * (1 + r.int(400))).toFixed(2)}\nParcel Identifier No. ${pad(r.int(9999), 4)}-${pad(r.int(99), 2)}-${pad(r.int(9999), 4)}\nThis instrument was prepared by: ${bystander()}, Attorney at Law\nBrief description for the Index: ${acres.toFixed(2)} ac ${ts[0].twpName} Twp`);
          const grant = kind === 'qcd' ? 'has remised and released and by these presents does remise, release and forever quitclaim unto the Grantee all right, title and interest in and to' : kind === 'gift' ? 'in consideration of the love and affection which the Grantor bears unto the Grantee, has given and by these presents does give, grant and convey unto the Grantee in fee simple' : 'for a valuable consideration paid by the Grantee, the receipt of which is hereby acknowledged, has and by these presents does grant, bargain, sell and convey unto the Grantee in fee simple';
          const cov = kind === 'qcd' ? '' : kind === 'nocov' ? 'The Grantor makes no warranty, express or implied, as to title to the property hereinabove described.' : kind === 'swd' ? 'And the Grantor covenants with the Grantee that Grantor has done nothing to impair such title as Grantor received, and Grantor will warrant and defend the title against the lawful claims of all persons claiming by, under or through Grantor, other than the following exceptions: easements and rights of way of record.' : 'And the Grantor covenants with the Grantee, that Grantor is seized of the premises in fee simple, has the right to convey the same in fee simple, that title is marketable and free and clear of all encumbrances, and that Grantor will warrant and defend the title against the lawful claims of all persons whomsoever, other than the following exceptions: easements and rights of way of record.';
          parts.push(cx + T, `THIS DEED made this ${ordDay(d)}, by and between\n\nGRANTOR: ${gp}\n\nGRANTEE: ${ep}`, 'The designation Grantor and Grantee as used herein shall include said parties, their heirs, successors, and assigns, and shall include singular, plural, masculine, feminine or neuter as required by context.', `WITNESSETH, that the Grantor, ${grant}, all that certain lot or parcel of land ${exhibit ? 'described in Exhibit "A" attached hereto.' : desc}`, resv, life, corr, `The property hereinabove described was acquired by Grantor by instrument recorded in ${f.ref || 'the public records'}.`, 'TO HAVE AND TO HOLD the aforesaid lot or parcel of land and all privileges and appurtenances thereto belonging to the Grantee in fee simple.', cov, 'IN WITNESS WHEREOF, the Grantor has duly executed the foregoing as of the day and year first above written.', sigs(nm, G.map((s) => s.p), true), ack(nm, co, ackD!, G.map((s) => s.p)), exh);
        } else {
          const them = G.length > 1;
          const grant = kind === 'qcd' ? `ha${them ? 've' : 's'} remised and released, and by these presents do${them ? '' : 'es'} remise, release and forever quitclaim unto the said party of the second part and his heirs and assigns` : kind === 'gift' ? `in consideration of natural love and affection, ha${them ? 've' : 's'} given and granted, and by these presents do${them ? '' : 'es'} give, grant and convey to said party of the second part and his heirs and assigns` : `in consideration of ${price} in hand paid by the party of the second part, the receipt of which is hereby acknowledged, ha${them ? 've' : 's'} bargained and sold, and by these presents do${them ? '' : 'es'} bargain, sell and convey to said party of the second part and his heirs and assigns`;
          const cov = kind === 'qcd' ? '' : kind === 'swd' ? `And the said part${them ? 'ies' : 'y'} of the first part covenant${them ? '' : 's'} that ${them ? 'they' : 'he'} will warrant and defend the said title against the lawful claims of all persons claiming by, through or under ${them ? 'them' : 'him'}.` : `And the said part${them ? 'ies' : 'y'} of the first part, for ${them ? 'themselves' : 'himself'}, ${them ? 'their' : 'his'} heirs, executors and administrators, covenant${them ? '' : 's'} with said party of the second part, his heirs and assigns, that ${them ? 'they are' : 'he is'} seized of said premises in fee and ha${them ? 've' : 's'} right to convey in fee simple; that the same are free and clear from all encumbrances, and that ${them ? 'they' : 'he'} will warrant and defend the said title to the same against the claims of all persons whomsoever.`;
          parts.push(venue(co, d), cx + T, `THIS DEED, Made this ${ordDay(d)}, by ${gp}, part${them ? 'ies' : 'y'} of the first part, to ${ep}, party of the second part:`, `WITNESSETH, That the said part${them ? 'ies' : 'y'} of the first part, ${grant}, ${ts.length > 1 ? `those certain tracts or parcels of land described as follows:\n\n${desc}` : `a certain tract or parcel of land ${desc}`}`, resv, life, corr, 'TO HAVE AND TO HOLD the aforesaid tract or parcel of land, and all privileges and appurtenances thereto belonging, to the said party of the second part, his heirs and assigns, to their only use and behoof forever.', cov, `IN TESTIMONY WHEREOF, the said part${them ? 'ies' : 'y'} of the first part ha${them ? 've' : 's'} hereunto set ${them ? 'their hands and seals' : 'his hand and seal'}, the day and year first above written.`, sigs(nm, G.map((s) => s.p), true), ack(nm, co, ackD!, G.map((s) => s.p)));
        }
        break;
      }
      case 'NV': {
        if (modern) {
          top.push(`APN: ${pad(r.int(999), 3)}-${pad(r.int(999), 3)}-${pad(r.int(99), 2)}\nR.P.T.T. $${kind === 'gift' ? '0.00 (Exempt 7)' : (1.95 * (10 + r.int(300))).toFixed(2)}\nMail Tax Statements To: ${nm.n(E[0])}`);
          const T = kind === 'swd' ? 'SPECIAL WARRANTY DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : kind === 'gift' ? 'GIFT DEED' : 'GRANT, BARGAIN AND SALE DEED';
          const grant = kind === 'qcd' ? 'do(es) hereby remise, release and forever quitclaim to' : 'do(es) hereby Grant, Bargain, Sell and Convey to';
          const cons = kind === 'gift' ? 'as a gift and without consideration, out of love and affection' : `in consideration of ${price}, the receipt of which is hereby acknowledged`;
          const warr = kind === 'swd' ? 'Grantor will warrant and defend title to the property against all persons claiming by, through or under Grantor, but not otherwise.' : '';
          parts.push(cx + T, `THIS INDENTURE WITNESSETH: That ${gp}, ${cons}, ${grant} ${ep}, all that real property situate in the County of ${co.name}, State of Nevada, bounded and described as follows:`, land, resv, life, corr, prior, 'TOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining.', warr, `Witness ${G.length > 1 ? 'our hands' : 'my hand'} this ${ordDay(d)}.`, sigs(nm, G.map((s) => s.p), false), ack(nm, co, ackD!, G.map((s) => s.p)), exh);
          parts.push(`STATE OF NEVADA\nDECLARATION OF VALUE\n1. Assessor Parcel Number(s): ${pad(r.int(999), 3)}-${pad(r.int(999), 3)}-${pad(r.int(99), 2)}\n2. Type of Property: Vacant Land / Agricultural\n3. Total Value/Sales Price of Property: ${kind === 'gift' ? '$0.00' : money(1000 * (10 + r.int(400)))}\n4. If Exemption Claimed: ${kind === 'gift' ? 'NRS 375.090, Section 7 (transfer without consideration)' : 'N/A'}\n5. Partial Interest: Percentage being transferred: 100%\nThe undersigned declares and acknowledges, under penalty of perjury, pursuant to NRS 375.060 and NRS 375.110, that the information provided is correct to the best of their information and belief.\nSELLER (GRANTOR) INFORMATION: ${nm.n(G[0].p)}\nBUYER (GRANTEE) INFORMATION: ${nm.n(E[0])}`);
        } else {
          const T = kind === 'qcd' ? 'QUITCLAIM DEED' : 'DEED';
          const grant = kind === 'qcd' ? 'does by these presents remise, release and forever quitclaim unto the said party of the second part, and to his heirs and assigns,' : 'does by these presents grant, bargain and sell, convey and confirm unto the said party of the second part, and to his heirs and assigns forever,';
          const cons = kind === 'gift' ? 'the love and affection which the party of the first part bears unto the party of the second part' : `the sum of ${price}, lawful money of the United States of America, to him in hand paid by the said party of the second part, the receipt whereof is hereby acknowledged`;
          parts.push(cx + T, `THIS INDENTURE, Made the ${r.chance(0.5) ? longhand(d) : ordDay(d)}, between ${gp}, the party of the first part, and ${ep}, the party of the second part,`, `WITNESSETH: That the said party of the first part, for and in consideration of ${cons}, ${grant} all that certain lot, piece or parcel of land situate, lying and being in the County of ${co.name}, State of Nevada, and bounded and particularly described as follows, to-wit:`, land, resv, life, corr, 'TOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging, or in anywise appertaining, and the reversion and reversions, remainder and remainders, rents, issues and profits thereof.', 'TO HAVE AND TO HOLD, all and singular the said premises, together with the appurtenances, unto the said party of the second part, and to his heirs and assigns forever.', 'IN WITNESS WHEREOF, the said party of the first part has hereunto set his hand and seal the day and year first above written.', sigs(nm, G.map((s) => s.p), true), ack(nm, co, ackD!, G.map((s) => s.p)));
        }
        break;
      }
      case 'OR': {
        if (modern) {
          top.push(`Until a change is requested all tax statements shall be sent to the following address:\n${nm.n(E[0])}\nP.O. Box ${100 + r.int(900)}, ${co.seat}, Oregon`);
          const T = kind === 'swd' ? 'STATUTORY SPECIAL WARRANTY DEED' : kind === 'nocov' ? 'BARGAIN AND SALE DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : 'STATUTORY WARRANTY DEED';
          const op = kind === 'swd' ? 'conveys and specially warrants to' : kind === 'nocov' ? 'conveys to' : kind === 'qcd' ? 'releases and quitclaims to' : 'conveys and warrants to';
          const after = kind === 'qcd' ? `, Grantee, all right, title and interest in and to the following described real property situated in ${co.name} County, Oregon:` : kind === 'wd' || kind === 'gift' || kind === 'life' ? `, Grantee, the following described real property, free of encumbrances except as specifically set forth herein, situated in ${co.name} County, Oregon:` : kind === 'swd' ? `, Grantee, the following described real property, free of encumbrances created or suffered by the Grantor except as specifically set forth herein, situated in ${co.name} County, Oregon:` : `, Grantee, the following described real property situated in ${co.name} County, Oregon:`;
          const trueC = kind === 'gift' ? 'The true consideration for this conveyance is none; this conveyance is a gift.' : `The true consideration for this conveyance is ${money(1000 * (5 + r.int(300)))}.`;
          parts.push(cx + T, `${gp}, Grantor, ${op} ${ep}${after}`, land, resv, life, corr, kind === 'qcd' || kind === 'nocov' ? '' : 'The said property is free from encumbrances except: covenants, conditions, restrictions and easements of record.', trueC, y >= 2008 ? 'BEFORE SIGNING OR ACCEPTING THIS INSTRUMENT, THE PERSON TRANSFERRING FEE TITLE SHOULD INQUIRE ABOUT THE PERSON\'S RIGHTS, IF ANY, UNDER ORS 195.300, 195.301 AND 195.305 TO 195.336. THIS INSTRUMENT DOES NOT ALLOW USE OF THE PROPERTY DESCRIBED IN THIS INSTRUMENT IN VIOLATION OF APPLICABLE LAND USE LAWS AND REGULATIONS.' : 'THIS INSTRUMENT WILL NOT ALLOW USE OF THE PROPERTY DESCRIBED IN THIS INSTRUMENT IN VIOLATION OF APPLICABLE LAND USE LAWS AND REGULATIONS. BEFORE SIGNING OR ACCEPTING THIS INSTRUMENT, THE PERSON ACQUIRING FEE TITLE TO THE PROPERTY SHOULD CHECK WITH THE APPROPRIATE CITY OR COUNTY PLANNING DEPARTMENT TO VERIFY APPROVED USES.', `Dated: ${mdy(d)}.`, sigs(nm, G.map((s) => s.p), false), ack(nm, co, ackD!, G.map((s) => s.p)), exh);
        } else {
          const T = kind === 'swd' ? 'SPECIAL WARRANTY DEED' : kind === 'nocov' ? 'BARGAIN AND SALE DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : 'WARRANTY DEED';
          const grant = kind === 'qcd' ? 'does hereby remise, release and forever quitclaim unto the said grantee and grantee\'s heirs, successors and assigns all right, title and interest in and to' : 'does hereby grant, bargain, sell and convey unto the said grantee and grantee\'s heirs, successors and assigns';
          const cov = kind === 'qcd' || kind === 'nocov' ? '' : `And said grantor hereby covenants to and with said grantee and grantee's heirs, successors and assigns, that grantor is lawfully seized in fee simple of the above granted premises, free from all encumbrances, and that grantor will warrant and forever defend the said premises and every part and parcel thereof against the lawful claims and demands of all persons ${kind === 'swd' ? 'claiming by, through or under the grantor' : 'whomsoever'}.`;
          const cons = kind === 'gift' ? 'The true and actual consideration for this transfer is none, the same being a gift.' : `The true and actual consideration paid for this transfer, stated in terms of dollars, is ${price.startsWith('$') ? price : money(100 * (2 + r.int(90)))}.`;
          parts.push(cx + T, `KNOW ALL MEN BY THESE PRESENTS, That ${gp}, hereinafter called the grantor, for the consideration hereinafter stated, to grantor paid by ${ep}, hereinafter called the grantee, ${grant} that certain real property, with the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining, situated in the County of ${co.name} and State of Oregon, described as follows, to-wit:`, land, resv, life, corr, 'To Have and to Hold the same unto the said grantee and grantee\'s heirs, successors and assigns forever.', cov, cons, `In Witness Whereof, the grantor has executed this instrument this ${ordDay(d)}.`, sigs(nm, G.map((s) => s.p), true), ack(nm, co, ackD!, G.map((s) => s.p)));
        }
        break;
      }
      default: {
        const T = kind === 'swd' ? 'SPECIAL WARRANTY DEED' : kind === 'qcd' ? 'QUITCLAIM DEED' : modern ? 'STATUTORY WARRANTY DEED' : 'WARRANTY DEED';
        const op = kind === 'swd' ? 'conveys and specially warrants to' : kind === 'qcd' ? 'conveys and quitclaims to' : 'conveys and warrants to';
        const cons = kind === 'gift' ? 'for and in consideration of love and affection' : `for and in consideration of ${price} in hand paid`;
        parts.push(cx + T, `THE GRANTOR, ${gp}, ${modern ? `whose mailing address is P.O. Box ${100 + r.int(9000)}, ${r.pick(co.towns!)}, Alaska, ` : ''}${cons}, ${op} ${ep}${modern ? `, whose mailing address is P.O. Box ${100 + r.int(9000)}, ${r.pick(co.towns!)}, Alaska` : ''}, GRANTEE, ${kind === 'qcd' ? 'all interest which Grantor has in ' : ''}the following described real property:`, land, resv, life, corr, prior, modern ? 'SUBJECT TO reservations and exceptions as contained in the United States Patent or in Acts authorizing the issuance thereof; easements, rights of way, covenants, conditions and restrictions of record, if any.' : '', `DATED this ${ordDay(d)}.`, sigs(nm, G.map((s) => s.p), false), ack(nm, co, ackD!, G.map((s) => s.p)), exh);
      }
    }
    const text = assemble(top, parts.filter(Boolean).join('\n\n'), R);
    const cat = DEED_CAT[kind];
    const file = emit({ text, cat, fee: true, estates: ['fee'], tracts: ts, parties: [...PS(nm, G, 'grantor'), ...P(nm, E, 'grantee')], exec: d, eff: null, ack: ackD, rec: recD });
    return { file, ref: R.ref };
  }

  // ------------------------------------------------------------ deeds by officers and courts, partition
  const courtName = (co: County) =>
    A.code === 'GA' ? `IN THE SUPERIOR COURT OF ${co.name.toUpperCase()} COUNTY\nSTATE OF GEORGIA`
    : A.code === 'NC' ? `STATE OF NORTH CAROLINA\nCOUNTY OF ${co.name.toUpperCase()}\nIN THE GENERAL COURT OF JUSTICE\nSUPERIOR COURT DIVISION`
    : A.code === 'NV' ? `IN THE ${co.name === 'Nye' ? 'FIFTH' : co.name === 'Elko' ? 'FOURTH' : 'SEVENTH'} JUDICIAL DISTRICT COURT OF THE STATE OF NEVADA\nIN AND FOR THE COUNTY OF ${co.name.toUpperCase()}`
    : A.code === 'OR' ? `IN THE CIRCUIT COURT OF THE STATE OF OREGON\nFOR THE COUNTY OF ${co.name.toUpperCase()}`
    : `IN THE SUPERIOR COURT FOR THE STATE OF ALASKA\nTHIRD JUDICIAL DISTRICT AT ${co.name === 'Homer' ? 'HOMER' : co.name === 'Palmer' ? 'PALMER' : 'KENAI'}`;
  const probateCourt = (y: number) => (A.code === 'GA' ? (y < 1974 ? 'Court of Ordinary' : 'Probate Court') : A.code === 'NC' ? 'Superior Court' : A.code === 'OR' ? 'Circuit Court' : A.code === 'NV' ? 'District Court' : 'Superior Court');
  type FidKind = 'exec' | 'admin' | 'pr' | 'guardian' | 'sheriff' | 'tax' | 'comm';
  function fiduciary(a: { f: Farm; kind: FidKind; owners: Person[]; buyers: Person[]; date: D; fid: string; fidFemale: boolean; tenancy: Tenancy }): { file: string; ref: string } {
    const { f, kind } = a;
    const co = f.co;
    const d = a.date;
    const modern = d.y >= A.modern;
    const nm = new Namer(r, r.chance(0.3));
    const ow = listNames(a.owners.map((p) => nmr(nm, p)));
    const by = takers(nm, a.buyers, d, a.tenancy);
    const land = lands(f.tracts, modern);
    const price = money(Math.round(f.tracts.reduce((s, t) => s + t.acres, 0) * (d.y < 1920 ? 6 : d.y < 1950 ? 15 : d.y < 1980 ? 90 : 900)));
    const dec = a.owners[0];
    const exr = a.fidFemale ? 'Executrix' : 'Executor';
    void dec;
    const courtY = probateCourt(d.y);
    let T: string;
    let body: string;
    switch (kind) {
      case 'exec':
        T = `${exr.toUpperCase()}'S DEED`;
        body = `THIS INDENTURE, made this ${ordDay(d)}, between ${a.fid}, as ${exr} of the Last Will and Testament of ${ow}, deceased, late of ${co.name} County, ${A.state}, party of the first part, and ${by}, party of the second part;\n\nWITNESSETH: That whereas the said ${ow} departed this life testate, seized and possessed of the lands hereinafter described, and by said Last Will and Testament, duly admitted to probate in the ${courtY} of ${co.name} County, conferred upon the ${exr} full power to sell the real estate of said deceased at public or private sale without order of any court;\n\nNOW, THEREFORE, the said ${exr}, under and by virtue of the power contained in said Will, and for and in consideration of the sum of ${price} paid by the party of the second part, has granted, bargained, sold and conveyed, and by these presents does grant, bargain, sell and convey unto the said party of the second part all the right, title and interest which the said ${ow} had at the time of death in and to the following described land:\n\n${land}\n\nTO HAVE AND TO HOLD the same unto the party of the second part, heirs and assigns, in as full and ample a manner as the said ${exr}, as such, is authorized to convey the same.`;
        break;
      case 'admin':
        T = "ADMINISTRATOR'S DEED";
        body = `THIS INDENTURE, made this ${ordDay(d)}, between ${a.fid}, as Administrator of the Estate of ${ow}, deceased, late of ${co.name} County, ${A.state}, party of the first part, and ${by}, party of the second part;\n\nWITNESSETH: That the said Administrator, by virtue of an order granted by the ${courtY} of ${co.name} County at the ${MONTHS[(d.m + 9) % 12]} Term, ${d.m <= 3 ? d.y - 1 : d.y}, authorizing the sale of the lands of said deceased for the purpose of paying debts and making distribution, and after advertising the same once a week for four weeks in the newspaper in which the sheriff's advertisements are published, did expose the land hereinafter described for sale at public outcry before the courthouse door in ${co.seat} on the first Tuesday in ${MONTHS[d.m - 1]}, ${d.y}, within the legal hours of sale, when and where the said party of the second part became the highest and best bidder for the same at the price of ${price};\n\nNOW, THEREFORE, the said Administrator, in consideration of said sum, has bargained, sold and conveyed, and by these presents does bargain, sell and convey unto the said party of the second part all the right, title and interest of the said ${ow}, deceased, in and to:\n\n${land}\n\nTO HAVE AND TO HOLD the same in as full and ample a manner as the said Administrator, as such, can convey the same.`;
        break;
      case 'pr':
        T = "PERSONAL REPRESENTATIVE'S DEED";
        body = `${a.fid}, the duly appointed, qualified and acting personal representative of the Estate of ${ow}, Deceased, ${A.code === 'OR' ? `${courtName(co).replace(/\n/g, ' ')} Probate No. ${pad(r.int(9999), 4)}` : `Case No. ${co.name === 'Homer' ? '3HO' : co.name === 'Palmer' ? '3PA' : '3KN'}-${String(d.y).slice(2)}-${pad(r.int(999), 5)} PR`}, as Grantor, conveys to ${by}, Grantee, all the right, title and interest of said decedent at the time of decedent's death, and all the right, title and interest that the estate of said decedent has since acquired, in and to the following described real property situated in ${where(co)}:\n\n${land}\n\n${A.code === 'OR' ? `The true consideration for this conveyance is ${price}.` : `The consideration for this conveyance is ${price}.`}\n\nDated: ${mdy(d)}.`;
        break;
      case 'guardian':
        T = "GUARDIAN'S DEED";
        body = `THIS DEED, made this ${ordDay(d)}, by ${a.fid}, as Guardian of the person and estate of ${ow}, an incompetent person, under letters of guardianship issued by the ${courtY} of ${co.name} County, to ${by}, Grantee;\n\nWITNESSETH: That the said Guardian, pursuant to an order of said Court authorizing the sale of the lands of the said ward, and the sale having been reported to and confirmed by said Court, and in consideration of the sum of ${price} paid by the Grantee, does hereby grant, bargain, sell and convey unto the Grantee all the right, title and interest of the said ${ow} in and to the following described land:\n\n${land}\n\nTO HAVE AND TO HOLD the same unto the Grantee, heirs and assigns, in fee simple, as fully as the said Guardian, as such, is authorized to convey the same.`;
        break;
      case 'sheriff': {
        const cred = r.pick(A.lenders).base;
        T = "SHERIFF'S DEED";
        body = `THIS INDENTURE, made this ${ordDay(d)}, by ${a.fid}, Sheriff of ${co.name === 'Homer' || co.name === 'Kenai' || co.name === 'Palmer' ? 'the State of Alaska, Third Judicial District' : `${co.name} County, ${A.state}`}, to ${by};\n\nWITNESSETH: That whereas, by virtue of a writ of execution issued out of the ${A.code === 'GA' || A.code === 'NC' ? 'Superior' : A.code === 'OR' ? 'Circuit' : A.code === 'NV' ? 'District' : 'Superior'} Court of said ${A.code === 'AK' ? 'District' : 'County'} upon a judgment therein rendered in favor of ${cred} and against ${ow}, the said Sheriff levied upon the lands hereinafter described as the property of the said ${ow}, and after due and legal advertisement sold the same at public outcry before the door of the courthouse in ${co.seat} on the first Tuesday in ${MONTHS[d.m - 1]}, ${d.y}, when and where ${listNames(a.buyers.map(nm.n))} became the highest and best bidder therefor at the price of ${price};\n\nNOW, THEREFORE, the said Sheriff, in consideration of the premises and of said sum paid, does hereby grant, bargain, sell and convey unto the said purchaser all the right, title and interest of the said ${ow} in and to the following described land:\n\n${land}\n\nTO HAVE AND TO HOLD the same as fully and completely as the said Sheriff, as such, is authorized to convey the same.`;
        break;
      }
      case 'tax':
        T = 'TAX DEED';
        body = A.code === 'NC'
          ? `THIS DEED, made this ${ordDay(d)}, by ${a.fid}, Commissioner, appointed by the Superior Court of ${co.name} County in the tax foreclosure action entitled "County of ${co.name} v. ${ow}", to ${by}, Grantee;\n\nWITNESSETH: That pursuant to the judgment entered in said action for the foreclosure of the lien of ad valorem taxes assessed against the land hereinafter described in the name of ${ow}, the Commissioner, after due advertisement, sold said land at public auction at the courthouse door, the said Grantee becoming the last and highest bidder at the price of ${price}, and the sale having been confirmed;\n\nNOW, THEREFORE, the Commissioner, in consideration of said sum, does hereby grant, bargain, sell and convey unto the Grantee all the right, title and interest of the said ${ow} in and to:\n\n${land}\n\nTO HAVE AND TO HOLD the same unto the Grantee in fee simple, as fully as the Commissioner is authorized to convey the same.`
          : `THIS INDENTURE, made this ${ordDay(d)}, by ${a.fid}, Sheriff of ${co.name} County, Georgia, to ${by};\n\nWITNESSETH: That whereas, by virtue of a tax execution (fi. fa.) issued by the Tax Collector of said County for State and County taxes due for the year ${d.y - 2} and unpaid, against ${ow}, the said Sheriff levied upon the land hereinafter described as the property of the said ${ow}, and after due advertisement sold the same before the courthouse door in ${co.seat} on the first Tuesday in ${MONTHS[d.m - 1]}, ${d.y}, to ${listNames(a.buyers.map(nm.n))}, the highest bidder, for the sum of ${price};\n\nNOW, THEREFORE, the said Sheriff does hereby grant, bargain, sell and convey unto the said purchaser all the right, title and interest of the said ${ow} in and to:\n\n${land}\n\nTO HAVE AND TO HOLD the same as fully as the said Sheriff, as such, is authorized to convey it.`;
        break;
      default:
        T = "COMMISSIONER'S DEED";
        body = `THIS DEED, made this ${ordDay(d)}, by ${a.fid}, Commissioner, appointed by the Clerk of the Superior Court of ${co.name} County in the special proceeding entitled "${nm.n(a.owners[0])} et al, Petitioners, v. ${nm.n(a.owners[a.owners.length - 1])} et al, Respondents," to ${by}, Grantee;\n\nWITNESSETH: That whereas in said special proceeding, brought for the sale of the lands hereinafter described for partition among the tenants in common thereof, namely ${ow}, the undersigned Commissioner was ordered to sell said lands, and did sell the same at public auction at the courthouse door in ${co.seat}, the Grantee becoming the last and highest bidder at the price of ${price}, and no upset bid having been filed, the sale was confirmed by order of the Clerk;\n\nNOW, THEREFORE, the Commissioner, in consideration of said sum, does hereby grant, bargain, sell and convey unto the Grantee all the right, title and interest of the said tenants in common in and to:\n\n${land}\n\nTO HAVE AND TO HOLD the same unto the Grantee in fee simple, as fully as the Commissioner is authorized to convey the same.`;
    }
    const attested = A.code === 'GA';
    const ackD = attested ? null : addDays(d, r.int(6));
    const recD = addDays(ackD ?? d, 1 + r.int(30));
    const R = recording(co, recD, 'Deeds', true);
    const signer = `______________________________ (SEAL)\n${a.fid}${kind === 'sheriff' ? ', Sheriff' : kind === 'comm' || (kind === 'tax' && A.code === 'NC') ? ', Commissioner' : kind === 'tax' ? ', Sheriff' : kind === 'guardian' ? ', Guardian' : kind === 'admin' ? ', Administrator' : kind === 'exec' ? `, ${exr}` : ', Personal Representative'}`;
    const notaryF = bystander(true);
    lastNotary = notaryF;
    const close = attested
      ? `Signed, sealed and delivered\nin the presence of:\n\n______________________\n${bystander()}, Unofficial Witness\n\n______________________\n${notaryF}, Notary Public`
      : `${venue(co, ackD!)}\n\n${d.y < A.modern ? `Personally appeared before me ${a.fid}, who acknowledged the due execution of the foregoing instrument in the capacity therein stated, this ${ordDay(ackD!)}.` : `This instrument was acknowledged before me on ${mdy(ackD!)}, by ${a.fid}, in the capacity stated therein.`}\n\n______________________________\n${notaryF}, Notary Public`;
    const text = assemble(d.y >= A.modern ? [returnTo()] : [], [venue(co, d), T, body, `IN WITNESS WHEREOF, the undersigned has hereunto set hand and seal the day and year first above written.`, signer, close].join('\n\n'), R);
    const file = emit({ text, cat: 'other', fee: true, estates: ['fee'], tracts: f.tracts, parties: [...P(nm, a.owners, 'grantor'), ...P(nm, a.buyers, 'grantee')], exec: d, eff: null, ack: ackD, rec: recD, deadOk: kind === 'exec' || kind === 'admin' || kind === 'pr' });
    return { file, ref: R.ref };
  }
  function quietTitle(f: Farm, q: Quiet, d: D): string {
    const co = f.co;
    const nm = new Namer(r, r.chance(0.6));
    const pl = q.plaintiffs.map((p) => nmr(nm, p));
    const df = q.defendants.map((p) => nmr(nm, p));
    const T = A.code === 'OR' && d.y >= A.modern ? 'GENERAL JUDGMENT QUIETING TITLE' : A.code === 'NV' ? 'DECREE QUIETING TITLE' : 'JUDGMENT QUIETING TITLE';
    const hearing = addDays(d, -(2 + r.int(40)));
    const recD = addDays(d, 12 + r.int(60));
    const body = `${courtName(co)}\n\n${listNames(pl)},\n          Plaintiff${pl.length > 1 ? 's' : ''},\n     vs.\n${listNames(df)}, and all persons unknown claiming any right, title, estate, lien or interest in the real property described herein,\n          Defendants.\n\nCivil Action No. ${String(d.y).slice(2)}-${pad(r.int(999), 3)}\n\n${T}\n\nThis cause came on to be heard on ${mdy(hearing)}, upon the complaint of the plaintiff${pl.length > 1 ? 's' : ''}, the defendants having been duly served with process and having failed to appear or answer, and their default having been entered; and the Court, having heard the evidence, finds that the plaintiff${pl.length > 1 ? 's are' : ' is'} the owner${pl.length > 1 ? 's' : ''} in fee simple and in possession of the lands hereinafter described under the ${q.sale} recorded in ${f.ref}, and that the defendants have no right, title or interest therein.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the title of the plaintiff${pl.length > 1 ? 's' : ''}, ${listNames(pl)}, in and to the following described real property be and the same is hereby quieted and confirmed as against the defendants, ${listNames(df)}, and all persons claiming under them:\n\n${lands(f.tracts, d.y >= A.modern)}\n\nand that the said defendants be forever barred from asserting any right, title or interest therein.\n\nDONE AND ORDERED this ${ordDay(d)}.\n\n______________________________\n${bystander()}, ${A.code === 'AK' || A.code === 'GA' || A.code === 'NC' ? 'Superior Court Judge' : A.code === 'OR' ? 'Circuit Judge' : 'District Judge'}\n\nA TRUE COPY, ATTEST: ${mdy(addDays(d, 1 + r.int(10)))}\n${bystander(true)}, Clerk`;
    const R = recording(co, recD, 'Deeds');
    const file = emit({ text: assemble([], body, R), cat: 'other', fee: true, estates: ['fee'], tracts: f.tracts, parties: [...P(nm, q.defendants, 'grantor'), ...P(nm, q.plaintiffs, 'grantee')], exec: d, eff: null, ack: null, rec: recD });
    lk(file, f.tracts, ['fee'], q.defendants.map((p) => ({ p, join: true })), q.plaintiffs);
    return file;
  }
  function partitionDeed(f: Farm, xa: Side[], xb: Side[], ta: Tract, tb: Tract, d: D): { file: string; ref: string } {
    const co = f.co;
    const modern = d.y >= A.modern;
    const nm = new Namer(r, r.chance(0.3));
    const a0 = xa.find((s) => !s.join)!.p;
    const b0 = xb.find((s) => !s.join)!.p;
    const acq = r.pick(['by inheritance', 'by descent', 'under the instruments of record']);
    const body = `PARTITION DEED\n\n${venue(co, d)}\n\nTHIS DEED OF PARTITION, made and entered into this ${ordDay(d)}, by and between ${sides(nm, xa, d)}, party of the first part, and ${sides(nm, xb, d)}, party of the second part;\n\nWITNESSETH: That whereas ${nm.n(a0)} and ${nm.n(b0)} are the owners as tenants in common, each of an undivided one-half interest, of the two tracts of land hereinafter described, having acquired the same ${acq}, and have agreed to divide said lands between them so that each shall hereafter hold his share in severalty;\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, the party of the first part has remised, released and quitclaimed, and by these presents does remise, release and forever quitclaim unto ${nm.n(b0)}, in severalty, all of the undivided interest of the party of the first part in and to the following tract, which is allotted to ${nm.n(b0)}:\n\n${lands([tb], modern)}\n\nAND the party of the second part has remised, released and quitclaimed, and by these presents does remise, release and forever quitclaim unto ${nm.n(a0)}, in severalty, all of the undivided interest of the party of the second part in and to the following tract, which is allotted to ${nm.n(a0)}:\n\n${lands([ta], modern)}\n\nTO HAVE AND TO HOLD each tract unto the party to whom it is allotted, heirs and assigns, in severalty forever.\n\nIN WITNESS WHEREOF, the parties have hereunto set their hands and seals the day and year first above written.\n\n${sigs(nm, [...xa, ...xb].map((s) => s.p), true)}`;
    const ackD = A.code === 'GA' ? null : addDays(d, r.int(5));
    const recD = addDays(ackD ?? d, 2 + r.int(30));
    const R = recording(co, recD, 'Deeds', true);
    const close = ackD ? ack(nm, co, ackD, [...xa, ...xb].map((s) => s.p)) : `Signed, sealed and delivered in the presence of:\n\n______________________\n${bystander()}, Unofficial Witness\n\n______________________\n${bystander(true)}, Notary Public`;
    const file = emit({ text: assemble([], `${body}\n\n${close}`, R), cat: 'quitclaim_deed', fee: true, estates: ['fee'], tracts: [ta, tb], parties: [...PS(nm, xa, 'grantor'), ...PS(nm, xb, 'grantor'), { p: a0, role: 'grantee', name: nm.n(a0) }, { p: b0, role: 'grantee', name: nm.n(b0) }], exec: d, eff: null, ack: ackD, rec: recD });
    lk(file, [tb], ['fee'], xa, [b0]);
    lk(file, [ta], ['fee'], xb, [a0]);
    return { file, ref: R.ref };
  }

  // ------------------------------------------------------------ mineral and royalty deeds, leases, assignments, releases
  type Roy = null | 'plain' | 'term' | 'eighth';
  function mineralDeed(a: { f: Farm; grantors: Side[]; grantee: Person; frac: Fr | null; date: D; roy: Roy }): string {
    const { f, roy } = a;
    const co = f.co;
    const d = a.date;
    const modern = d.y >= A.modern;
    const nm = new Namer(r, r.chance(0.35));
    const gp = sides(nm, a.grantors, d);
    const ep = `${nm.n(a.grantee)}${a.grantee.org ? orgDesc(a.grantee) : a.grantee.always || r.chance(0.5) ? `, ${resOf(a.grantee)}` : ''}`;
    const land = lands(f.tracts, modern);
    const many = a.grantors.length > 1;
    let T: string;
    let what: string;
    let extra = '';
    if (roy) {
      const rf = roy === 'eighth' ? fr(1, 2) : a.frac ?? fr(1, 2);
      T = roy === 'term' ? 'TERM ROYALTY DEED' : r.pick(['ROYALTY DEED', 'ROYALTY DEED', 'CONVEYANCE OF ROYALTY INTEREST']);
      what = roy === 'eighth' ? `an undivided one-sixteenth (1/16) royalty interest, being one-half (1/2) of the usual one-eighth (1/8) royalty, in and to all of the oil, gas and other minerals produced and saved from` : `an undivided ${fwords(rf)} (${fstr(rf)}) of the royalty in and to all of the oil, gas and other minerals in and under and that may be produced from`;
      extra = `It is understood and agreed that Grantee shall not participate in any bonus or delay rental paid for any oil and gas lease covering said land, nor have any right to execute leases, which right is reserved unto Grantor, Grantor's heirs and assigns.${roy === 'term' ? ` This conveyance shall be and remain in force for a term of ${words(10 + 5 * r.int(3))} years from the date hereof and as long thereafter as oil, gas or other minerals are produced from said land in paying quantities.` : ''}`;
    } else {
      T = r.pick(['MINERAL DEED', 'MINERAL DEED', 'CONVEYANCE OF OIL, GAS AND MINERALS', 'MINERAL RIGHT DEED']);
      what = `${a.frac ? (a.frac.n === a.frac.d ? 'all' : undivided(a.frac)) : "all of Grantor's right, title and interest"} in and to all of the oil, gas and other minerals in, on and under and that may be produced from`;
      extra = `This conveyance is made subject to any valid and subsisting oil and gas lease of record heretofore executed, it being understood and agreed that Grantee shall have, receive and enjoy the herein granted ${a.frac ? 'undivided interest' : 'interest'} in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land from and after the date hereof. Grantee shall have the right of ingress and egress at all reasonable times for the purpose of exploring, drilling and mining said land for oil, gas and other minerals and removing the same therefrom.`;
    }
    let grant: string;
    if (A.code === 'OR' || A.code === 'AK') grant = `${gp}, Grantor, for and in consideration of ${consid(d.y, 40)}, conveys and warrants to ${ep}, Grantee, ${what} the following described real property situated in ${where(co)}:`;
    else if (A.code === 'NC' && modern) grant = `THIS ${T} made this ${ordDay(d)}, by and between ${gp}, Grantor, and ${ep}, Grantee. WITNESSETH, that the Grantor, for a valuable consideration paid by the Grantee, the receipt of which is hereby acknowledged, has and by these presents does grant, bargain, sell and convey unto the Grantee in fee simple ${what} the following described land:`;
    else grant = `KNOW ALL MEN BY THESE PRESENTS: That ${gp}, hereinafter called Grantor (whether one or more), for and in consideration of the sum of ${consid(d.y, 40)} cash in hand paid by ${ep}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${many ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${many ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${what} the following described land situated in ${where(co)}, to-wit:`;
    const ackD = addDays(d, r.int(7));
    const recD = addDays(ackD, 2 + r.int(60));
    const R = recording(co, recD, d.y < 1960 ? 'Deeds' : 'Miscellaneous', true);
    const dating = A.code === 'NC' && modern ? 'IN WITNESS WHEREOF, the Grantor has duly executed the foregoing as of the day and year first above written.' : `WITNESS ${many ? 'our hands' : 'my hand'} this ${ordDay(d)}.`;
    const body = [modern ? returnTo() : '', T, A.code === 'NC' && modern ? '' : venue(co, d), grant, land, extra, 'TO HAVE AND TO HOLD the above described property and interest, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee, Grantee\'s heirs, successors and assigns forever; and Grantor does hereby bind Grantor\'s heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.', dating, sigs(nm, a.grantors.map((s) => s.p), A.code === 'NC' || A.code === 'GA'), ack(nm, co, ackD, a.grantors.map((s) => s.p))].filter(Boolean).join('\n\n');
    const file = emit({ text: assemble([], body, R), cat: roy ? 'royalty_deed' : 'mineral_deed', fee: false, estates: ['mineral'], tracts: f.tracts, parties: [...PS(nm, a.grantors, 'grantor'), { p: a.grantee, role: 'grantee', name: nm.n(a.grantee) }], exec: d, eff: null, ack: ackD, rec: recD });
    lk(file, f.tracts, ['mineral'], a.grantors, [a.grantee]);
    return file;
  }

  type LeaseForm = 'rental' | 'paidup' | 'memo' | 'state' | 'federal';
  let nLease = 0;
  function leaseDoc(f: Farm, lessors: Side[], lessee: Person, d: D, form: LeaseForm, term: number): Lease {
    const co = f.co;
    const nm = new Namer(r, r.chance(0.3));
    const lp = sides(nm, lessors, d, 0.5);
    const le = `${nm.n(lessee)}${lessee.org ? orgDesc(lessee) : `, ${resOf(lessee)}`}`;
    const land = lands(f.tracts, d.y >= A.modern);
    let exec: D | null = d;
    let eff: D | null = null;
    let ackD: D | null = addDays(d, r.int(10));
    let text: string;
    const sig = sigs(nm, lessors.map((s) => s.p), false);
    const serial = `${A.code === 'AK' ? 'ADL' : 'N'}-${10000 + r.int(80000)}`;
    switch (form) {
      case 'rental': {
        const bank = `${r.pick(['First National', "Farmers and Merchants", 'Citizens', 'Peoples'])} Bank of ${co.seat}`;
        text = `OIL AND GAS LEASE\n\nAGREEMENT, Made and entered into the ${ordDay(d)}, by and between ${lp}, hereinafter called lessor (whether one or more), and ${le}, hereinafter called lessee.\n\nWITNESSETH, That the said lessor, for and in consideration of ${money(10 * (1 + r.int(10)))} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in ${where(co)}, described as follows, to-wit:\n\n${land}\n\nIt is agreed that this lease shall remain in force for a term of ${words(term)} (${term}) years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIf no well be commenced on said land on or before the ${ordDay(addDays(d, 365))}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${bank}, or its successors, which shall continue as the depository regardless of changes in the ownership of said land, the sum of ${money(co.name.length + 20)}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nIN WITNESS WHEREOF, we sign the day and year first above written.\n\n${sig}\n\n${ack(nm, co, ackD, lessors.map((s) => s.p))}`;
        break;
      }
      case 'paidup':
        exec = null;
        eff = d;
        ackD = addDays(d, 3 + r.int(30));
        text = `PAID-UP OIL AND GAS LEASE\n\nThis Oil and Gas Lease (this "Lease") is made effective as of ${mdy(d)} (the "Effective Date"), by and between ${lp}, as Lessor, and ${le}, whose address is P.O. Box ${100 + r.int(9000)}, as Lessee.\n\n1. Grant. Lessor, in consideration of a cash bonus in hand paid and the covenants herein contained, hereby grants, leases and lets exclusively unto Lessee the following described land, hereinafter called the leased premises, situated in ${where(co)}:\n\n${land}\n\nfor the purpose of exploring for, developing, producing and marketing oil and gas, along with all hydrocarbon and non-hydrocarbon substances produced in association therewith.\n\n2. Term. This Lease shall be in force for a primary term of ${words(term)} (${term}) years from the Effective Date, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises.\n\n3. Royalty. Lessee shall pay Lessor ${r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'eighteen and three-quarters percent (18.75%)'])} of the proceeds realized from the sale of all oil and gas produced and sold from the leased premises.\n\n4. Paid-Up Lease. This Lease is a paid-up lease, and Lessee shall not be obligated during the primary term to commence or continue any operations or to make any rental payments.\n\nIN WITNESS WHEREOF, this Lease is executed on the date of the acknowledgment of Lessor's signature below, but is effective for all purposes as of the Effective Date.\n\n${sig}\n\n${ack(nm, co, ackD, lessors.map((s) => s.p))}`;
        break;
      case 'memo':
        exec = null;
        eff = d;
        ackD = addDays(d, 2 + r.int(30));
        text = `MEMORANDUM OF OIL AND GAS LEASE\n\nThis Memorandum of Oil and Gas Lease is made effective as of ${mdy(d)}, by and between ${lp}, as Lessor, and ${le}, as Lessee.\n\nLessor has granted, leased and let to Lessee, by an unrecorded Oil and Gas Lease of even date herewith (the "Lease"), the following described land situated in ${where(co)}:\n\n${land}\n\nfor a primary term of ${words(term)} (${term}) years from the effective date hereof and as long thereafter as oil or gas is produced from said land or lands pooled therewith, all upon the terms and conditions set forth in the Lease, which are incorporated herein by reference.\n\nThis Memorandum is executed and placed of record to give notice of the existence of the Lease.\n\n${sig}\n\n${ack(nm, co, ackD, lessors.map((s) => s.p))}`;
        break;
      case 'state':
        eff = { y: d.m === 12 ? d.y + 1 : d.y, m: (d.m % 12) + 1, d: 1 };
        text = `STATE OF ALASKA\nDEPARTMENT OF NATURAL RESOURCES\nDIVISION OF OIL AND GAS\n\nOIL AND GAS LEASE\n\n${serial}\n\nTHIS LEASE is entered into ${mdy(d)}, effective ${mdy(eff)}, between the State of Alaska, "the State," and ${le}, "the lessee," whether one or more, whose sole address for purposes of notification is P.O. Box ${100 + r.int(9000)}, Anchorage, Alaska.\n\nIn consideration of the cash payment made by the lessee and subject to the provisions of this lease, including applicable regulations and stipulations, the State and the lessee agree as follows:\n\n1. GRANT. Subject to the provisions of this lease, the State grants to the lessee the exclusive right to drill for, extract, remove, clean, process and dispose of oil, gas and associated substances in or under the following described tract of land, the oil, gas and minerals of which were reserved to the State in its patent of the surface:\n\n${land}\n\n2. TERM. This lease is issued for an initial primary term of ${words(term)} years from the effective date and shall be extended automatically if and for so long thereafter as oil or gas is produced in paying quantities from the leased area.\n\nSTATE OF ALASKA\n\nBy: ______________________\n    ${bystander()}, Director, Division of Oil and Gas\n\n${nm.n(lessee)}\n\nBy: ______________________\n    ${officerOf(nm, lessee)}, ${lessee.form === 'llc' ? 'Manager' : lessee.form === 'lp' ? 'Vice President of the general partner' : 'Vice President'}\n\n${ack(nm, co, ackD, [lessee])}`;
        break;
      default:
        eff = { y: d.m === 12 ? d.y + 1 : d.y, m: (d.m % 12) + 1, d: 1 };
        ackD = null;
        text = `Serial No. ${serial}\n\nUNITED STATES\nDEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\n\nOFFER TO LEASE AND LEASE FOR OIL AND GAS\n\nThe undersigned offers to lease all or any of the lands in Item 2 that are available for lease pursuant to the Mineral Leasing Act of 1920, as amended and supplemented (30 U.S.C. 181 et seq.).\n\n1. Name: ${nm.n(lessee)}\n   Street: P.O. Box ${100 + r.int(9000)}\n\n2. Lands requested (the surface patented, the minerals reserved to the United States):\n\n${land}\n\nTHE UNITED STATES OF AMERICA, lessor, hereby leases the above lands to the offeror, lessee, for a primary term of ${words(term)} years and so long thereafter as oil or gas is produced in paying quantities, subject to the terms and conditions on the reverse of this form.\n\nTHE UNITED STATES OF AMERICA\n\nBy ______________________\n   ${bystander()}, Chief, Fluid Minerals Adjudication\n   (Title)\n\n${mdy(d)}\n(Date)\n\nEFFECTIVE DATE OF LEASE: ${mdy(eff)}`;
    }
    const recD = addDays(ackD ?? d, 3 + r.int(60));
    const R = recording(co, recD, d.y < 1960 ? 'Oil and Gas Leases' : 'Miscellaneous');
    const file = emit({ text: assemble(d.y >= A.modern ? [returnTo()] : [], text, R), cat: 'oil_and_gas_lease', fee: false, estates: ['leasehold'], tracts: f.tracts, parties: [...PS(nm, lessors, 'lessor'), { p: lessee, role: 'lessee', name: nm.n(lessee) }], exec, eff, ack: ackD, rec: recD });
    lk(file, f.tracts, ['leasehold'], lessors, [lessee]);
    const start = eff ?? d;
    const l: Lease = { id: ++nLease, file, farm: f, date: start, lessors, holders: [lessee], lessee, end: start.y + term, live: true, valid: true, last: start, ref: form === 'federal' || form === 'state' ? `${serial}, ${R.ref}` : R.ref, sov: form === 'federal' || form === 'state' };
    leases.push(l);
    f.leases.push(l);
    return l;
  }
  /** How an assignment or a ratification recites a lease whose lessors are no parties of it. */
  function recited(l: Lease, nm: Namer, parties: Person[]): string {
    const hold = l.lessors.filter((s) => !s.join).map((s) => s.p);
    const first = hold[0];
    const ln = plain(first);
    const rest = l.lessors.length > 1 ? (l.lessors.some((s) => s.join) && hold.length === 1 ? ' et ux' : ' et al') : '';
    const lessee = parties.includes(l.lessee) ? nm.n(l.lessee) : plain(l.lessee);
    return `Oil and Gas Lease dated ${mdy(l.date)}, from ${ln}${rest}, as Lessor, to ${lessee}, as Lessee, recorded in ${l.ref}`;
  }
  type AsgForm = 'short' | 'partial' | 'bos' | 'blm';
  function assignDoc(assignor: Person, assignee: Person, ls: Lease[], d: D, form: AsgForm): string {
    const co = ls[0].farm.co;
    const nm = new Namer(r, r.chance(0.4));
    const parties = [assignor, assignee];
    const aN = `${nm.n(assignor)}${assignor.org ? orgDesc(assignor) : `, ${resOf(assignor)}`}`;
    const eN = `${nm.n(assignee)}${assignee.org ? orgDesc(assignee) : ''}`;
    const exec: D | null = d;
    let eff: D | null = null;
    let ackD: D | null = addDays(d, r.int(8));
    let text: string;
    const ts = ls.flatMap((l) => l.farm.tracts);
    const lsText = ls.map((l, i) => `${ls.length > 1 ? `${i + 1}. ` : ''}${recited(l, nm, parties)}, insofar as it covers:\n\n${lands(l.farm.tracts, d.y >= A.modern)}`).join('\n\n');
    if (form === 'bos') {
      eff = { y: d.m === 1 ? d.y - 1 : d.y, m: d.m === 1 ? 12 : d.m - 1, d: 1 };
      const rows = ls.map((l, i) => `Lease No. ${i + 1}\nLessor: ${l.lessors.filter((s) => !s.join).map((s) => plain(s.p)).join(', ')}${l.lessors.some((s) => s.join) ? ', et ux' : ''}\nLessee: ${l.lessee === assignor ? nm.n(assignor) : plain(l.lessee)}\nDated: ${mdy(l.date)}\nRecorded: ${l.ref}\nLands: ${lands(l.farm.tracts, true)}`).join('\n\n');
      text = `ASSIGNMENT AND BILL OF SALE\n\nThis Assignment and Bill of Sale (this "Assignment") is executed on ${mdy(d)}, but is made effective as of 7:00 a.m., local time, on ${mdy(eff)} (the "Effective Time"), from ${aN} ("Assignor"), to ${eN} ("Assignee").\n\nFor Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, Assignor hereby grants, bargains, sells, conveys, assigns, transfers, sets over and delivers unto Assignee all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto (the "Leases"), insofar as they cover the lands described therein, together with all rights incident thereto.\n\nTO HAVE AND TO HOLD the Leases unto Assignee, its successors and assigns, forever, subject to the terms hereof. Assignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise.\n\nEXECUTED on the date first written above, but effective as of the Effective Time.\n\n${sigs(nm, [assignor], false)}\n\n${ack(nm, co, ackD, [assignor])}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Assignment and Bill of Sale from ${nm.n(assignor)} to ${nm.n(assignee)}\n\n${rows}`;
    } else if (form === 'blm') {
      const l = ls[0];
      eff = { y: d.m >= 11 ? d.y + 1 : d.y, m: ((d.m + 1) % 12) + 1, d: 1 };
      ackD = null;
      text = `ASSIGNMENT OF RECORD TITLE INTEREST IN A\nLEASE FOR OIL AND GAS OR GEOTHERMAL RESOURCES\n\nUNITED STATES\nDEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\n\nLease Serial No. ${l.ref.split(',')[0]}\nLease Effective Date (Anniversary Date): ${mdy(l.date)}\n\nPART A: ASSIGNMENT\n\n1. Assignee: ${nm.n(assignee)}\n   Street: P.O. Box ${100 + r.int(9000)}\n\nThe undersigned, as owner of 100 percent of record title interest in the above-designated oil and gas lease, hereby transfers and assigns to the assignee shown above, the record title interest in and to such lease as specified below.\n\n2. Describe the lands affected by this assignment:\n\n${lands(l.farm.tracts, true)}\n\n3. Specify interest or percent of assignor's record title interest being conveyed to assignee: 100%\n4. Specify interest or percent of record title interest being retained by assignor: 0%\n5. Specify overriding royalty being reserved by assignor: ${r.pick(['None', '1%', '2%', '3%'])}\n\nIt is certified that the statements made herein by me are true, complete, and correct to the best of my knowledge and belief and are made in good faith.\n\nExecuted this ${ordDay(d)}.\n\nName of Assignor as shown on current lease: ${nm.n(assignor)}\n\nBy ______________________\n   ${bystander()}\n\nPART B - CERTIFICATION AND REQUEST FOR APPROVAL\n\nTHE UNITED STATES OF AMERICA\n\nBy ______________________\n   ${bystander()}, Chief, Fluid Minerals Adjudication\n\nAssignment approved effective ${mdy(eff)}`;
    } else {
      const part = form === 'partial';
      text = `${part ? 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE' : ls.length > 1 ? 'ASSIGNMENT OF OIL AND GAS LEASES' : 'ASSIGNMENT OF OIL AND GAS LEASE'}\n\n${venue(co, d)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${aN}, hereinafter called Assignor, for and in consideration of One Dollar ($1.00) and other good and valuable consideration, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${eN}, hereinafter called Assignee, ${part ? "an undivided one-half (1/2) of all of Assignor's right, title and interest" : "all of Assignor's right, title and interest"} in and to the following:\n\n${lsText}\n\ntogether with all personal property used or obtained in connection therewith.\n\nAssignee assumes and agrees to perform all of the obligations of the lessee under said lease${ls.length > 1 ? 's' : ''} insofar as ${part ? 'they relate to the interest hereby assigned' : 'hereby assigned'}.\n\nEXECUTED this ${ordDay(d)}.\n\n${sigs(nm, [assignor], false)}\n\n${ack(nm, co, ackD, [assignor])}`;
    }
    const recD = addDays(ackD ?? d, 3 + r.int(60));
    const R = recording(co, recD, 'Miscellaneous');
    const file = emit({ text: assemble(d.y >= A.modern && form !== 'blm' ? [returnTo()] : [], text, R), cat: 'assignment_of_lease', fee: false, estates: ['leasehold'], tracts: ts, parties: [{ p: assignor, role: 'assignor', name: nm.n(assignor) }, { p: assignee, role: 'assignee', name: nm.n(assignee) }], exec, eff, ack: ackD, rec: recD });
    lk(file, ts, ['leasehold'], [{ p: assignor, join: false }], [assignee]);
    for (const l of ls) {
      if (form === 'partial') l.holders.push(assignee);
      else l.holders = l.holders.filter((h) => h !== assignor).concat(assignee);
      l.last = maxD(l.last, eff ?? d);
    }
    return file;
  }
  function releaseDoc(l: Lease, d: D): string {
    const co = l.farm.co;
    const nm = new Namer(r, r.chance(0.3));
    const hs = l.holders;
    const lessors = l.lessors;
    const T = A.code === 'NC' || A.code === 'OR' ? r.pick(['SURRENDER OF OIL AND GAS LEASE', 'RELEASE OF OIL AND GAS LEASE']) : 'RELEASE OF OIL AND GAS LEASE';
    const hN = listNames(hs.map((h) => `${nm.n(h)}${h.org ? orgDesc(h) : ''}`));
    const orig = hs.includes(l.lessee) ? nm.n(l.lessee) : plain(l.lessee);
    const text = `${T}\n\n${venue(co, d)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${hN}, ${hs.length > 1 ? 'being the owners and holders' : 'being the owner and holder'} of that certain oil and gas lease dated ${mdy(l.date)}, executed by ${listNames(lessors.map((s) => nmr(nm, s.p)))}, as Lessor, to ${orig}, as Lessee, recorded in ${l.ref}, for and in consideration of One Dollar ($1.00), the receipt of which is hereby acknowledged, ${hs.length > 1 ? 'do' : 'does'} hereby release, relinquish and surrender unto the said Lessor, heirs, successors and assigns, all right, title and interest in and to said lease and the leasehold estate created thereby, insofar as it covers the following described land situated in ${where(co)}:\n\n${lands(l.farm.tracts, d.y >= A.modern)}\n\nIN WITNESS WHEREOF, this instrument is executed this ${ordDay(d)}.\n\n${sigs(nm, hs, false)}`;
    const ackD = addDays(d, r.int(6));
    const recD = addDays(ackD, 3 + r.int(50));
    const R = recording(co, recD, 'Miscellaneous');
    const file = emit({ text: assemble([], `${text}\n\n${ack(nm, co, ackD, hs)}`, R), cat: 'release_of_lease', fee: false, estates: ['leasehold'], tracts: l.farm.tracts, parties: [...P(nm, hs, 'lessee'), ...PS(nm, lessors, 'lessor')], exec: d, eff: null, ack: ackD, rec: recD });
    for (const h of hs) lk(file, l.farm.tracts, ['leasehold'], [{ p: h, join: false }], lessors.filter((s) => !s.join).map((s) => s.p));
    for (const h of hs) for (const s of lessors.filter((x) => x.join)) links.push(...l.farm.tracts.map((t) => ({ tract: t.key, estate: 'leasehold' as Estate, doc: file, from: h.id, to: s.p.id, required: false })));
    l.live = false;
    return file;
  }
  function ratifyDoc(l: Lease, ratifiers: Side[], d: D): string {
    const co = l.farm.co;
    const nm = new Namer(r, r.chance(0.3));
    const hs = l.holders;
    const text = `RATIFICATION OF OIL AND GAS LEASE\n\n${venue(co, d)}\n\nWHEREAS, by ${recited(l, nm, hs)}, the lands hereinafter described were leased for oil and gas purposes; and\n\nWHEREAS, said lease is now owned and held by ${listNames(hs.map(nm.n))}; and\n\nWHEREAS, the undersigned, ${sides(nm, ratifiers, d)}, ${ratifiers.length > 1 ? 'are' : 'is'} now the owner${ratifiers.length > 1 ? 's' : ''} of the land, or of an interest in the oil, gas and other minerals therein, described as follows:\n\n${lands(l.farm.tracts, d.y >= A.modern)}\n\nNOW, THEREFORE, for and in consideration of One Dollar ($1.00) and other good and valuable consideration, the undersigned do${ratifiers.length > 1 ? '' : 'es'} hereby ratify, adopt and confirm said lease in all of its terms and provisions, and agree that said lease is in full force and effect as to the interest of the undersigned in said land.\n\nEXECUTED this ${ordDay(d)}.\n\n${sigs(nm, ratifiers.map((s) => s.p), false)}`;
    const ackD = addDays(d, r.int(6));
    const recD = addDays(ackD, 3 + r.int(40));
    const R = recording(co, recD, 'Miscellaneous');
    return emit({ text: assemble([], `${text}\n\n${ack(nm, co, ackD, ratifiers.map((s) => s.p))}`, R), cat: 'other', fee: false, estates: [], tracts: l.farm.tracts, parties: [...PS(nm, ratifiers, 'lessor'), ...P(nm, hs, 'lessee')], exec: d, eff: null, ack: ackD, rec: recD });
  }

  // ------------------------------------------------------------ deaths: affidavits and probate
  type HeirKind = 'aff' | 'will' | 'decree' | 'ys' | 'small' | 'estate';
  interface HeirArgs { dec: Person; heirs: Array<{ p: Person; f: Fr }>; ts: Tract[]; estates: Estate[]; held: string; death: D; date: D; kind: HeirKind; co: County; testate: boolean }
  function heirDoc(a: HeirArgs): string {
    const { dec, co, kind } = a;
    const d = a.date;
    const nm = new Namer(r, r.chance(0.35));
    if (dec.hasJr && r.chance(0.6)) nm.set(dec, `${render(dec, r.int(2))}, Sr.`);
    const dn = nm.n(dec);
    const he = a.heirs.map((h) => h.p);
    const sp = dec.spouse;
    const spAlive = !!sp && he.includes(sp);
    const his = dec.female ? 'her' : 'his';
    const modern = d.y >= A.modern;
    const land = lands(a.ts, modern);
    const equal = a.heirs.every((h) => h.f.n === a.heirs[0].f.n && h.f.d === a.heirs[0].f.d);
    const share = (h: { p: Person; f: Fr }) => `${nmr(nm, h.p)}${h.p === sp ? `, ${dec.female ? 'surviving husband' : 'surviving wife'}` : dec.kids?.includes(h.p) ? `, ${h.p.female ? 'daughter' : 'son'}${h.p.female && h.p.spouse ? `, wife of ${plain(h.p.spouse)}` : ''}` : ''}, ${undivided(h.f)}`;
    const heirList = a.heirs.map(share).join(';\n');
    let text: string;
    let parties: PartyOut[] = [{ p: dec, role: 'decedent', name: dn }, ...P(nm, he, 'heir')];
    const ackD: D | null = null;
    const recD = addDays(d, 5 + r.int(80));
    switch (kind) {
      case 'aff': {
        const aff = neighbour(co, d);
        parties = [...parties, { p: aff, role: 'other', name: nm.n(aff) }];
        const kids = (dec.kids ?? []).filter((k) => he.includes(k));
        const spouseT = sp ? (spAlive ? `That at the time of ${his} death the said decedent was married to ${nm.n(sp)}, who survived ${dec.female ? 'her' : 'him'}, and that ${dec.female ? 'she' : 'he'} was married but once.` : `That the said decedent was married but once, and that ${dec.female ? 'her husband' : 'his wife'}, ${render(sp, 1)}, predeceased ${dec.female ? 'her' : 'him'}.`) : 'That the said decedent never married.';
        text = `AFFIDAVIT OF HEIRSHIP\n\n${venue(co, d)}\n\nBefore me, the undersigned authority, personally appeared ${nm.n(aff)}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. That affiant is a resident of ${aff.home}, and was well acquainted with ${dn}, deceased, for more than ${words(10 + r.int(30))} years prior to ${his} death, and is familiar with ${his} family history.\n\n2. That ${dn} died intestate on ${r.chance(0.5) ? mdy(a.death) : `or about the ${ordDay(a.death)}`}, a resident of ${co.name}${A.code === 'AK' ? ', Alaska' : ` County, ${A.state}`}.\n\n3. ${spouseT}\n\n4. That there ${kids.length === 1 ? 'was' : 'were'} born to the said decedent the following ${kids.length === 1 ? 'child' : 'children'}, and no others, all of whom survived ${dec.female ? 'her' : 'him'} and are of legal age: ${listNames(kids.map(nm.n))}.\n\n5. That no administration has been had upon the estate of said decedent and none is necessary, there being no debts owing by said estate.\n\n6. That at the time of ${his} death the said decedent owned ${a.held} in and to the following described land:\n\n${land}\n\n7. That the sole and only heirs at law of said decedent, and the shares in which they took the interest of said decedent in said property, are as follows:\n${heirList}.\n\n______________________________\n${nm.n(aff)}, Affiant\n\n${jurat(co, d, nm, aff)}`;
        break;
      }
      case 'ys': {
        const w = a.heirs[0].p;
        const court = d.y < 1974 ? 'COURT OF ORDINARY' : 'PROBATE COURT';
        text = `GEORGIA, ${co.name.toUpperCase()} COUNTY.\n\n${court} OF SAID COUNTY\n\nIN RE: Application of ${nm.n(w)}, widow of ${dn}, deceased, for Twelve Months' Support.\n\nORDER ON RETURN OF APPRAISERS\n\nThe appraisers appointed to set apart and assign a twelve months' support out of the estate of ${dn}, late of said County, deceased, who died on ${mdy(a.death)}, for the support and maintenance of ${nm.n(w)}, his widow, namely ${bystander()}, ${bystander()} and ${bystander()}, having made their return setting apart to her the following described property, being all of the interest of said deceased therein, to-wit:\n\n${land}\n\nand due notice of the filing of said return having been given as required by law, and no objection having been filed thereto,\n\nIT IS ORDERED by the Court that said return of the appraisers be and the same is hereby made the judgment of this Court, and that the property so set apart be vested in the said ${nm.n(w)} in fee simple as a year's support.\n\nThis ${ordDay(d)}.\n\n______________________________\n${bystander()}, ${d.y < 1974 ? 'Ordinary' : 'Judge of the Probate Court'}, ${co.name} County, Georgia`;
        break;
      }
      case 'small': {
        const aff = a.heirs[0].p;
        text = `AFFIDAVIT OF CLAIMING SUCCESSOR\n(Small Estate -- ORS 114.515)\n\n${courtName(co)}\n\nIn the Matter of the Estate of ${dn}, Deceased.\n\nNo. ${pad(r.int(99999), 5)}\n\nFILED ${mdy(addDays(d, 1 + r.int(10)))}\n\nSTATE OF OREGON, County of ${co.name} ) ss.\n\nI, ${nm.n(aff)}, being first duly sworn, say:\n\n1. I am a claiming successor of the decedent, ${dn}.\n\n2. The decedent died on ${mdy(a.death)}, domiciled in ${co.name} County, Oregon.\n\n3. No application or petition for the appointment of a personal representative has been granted in Oregon, and the fair market value of the estate does not exceed the amounts set out in ORS 114.515.\n\n4. The real property of the estate, in which the decedent owned ${a.held}, is described as follows:\n\n${land}\n\n5. The claiming successors of the decedent and their respective shares of the decedent's interest are:\n${heirList}.\n\n______________________________\n${nm.n(aff)}\n\nSUBSCRIBED AND SWORN TO before me on ${mdy(d)}.\n\n______________________________\n${bystander(true)}, Notary Public for Oregon`;
        break;
      }
      case 'will':
      case 'estate': {
        const willD = addDays(a.death, -(400 + r.int(5000)));
        const exec = he.find((q) => alive(q, d)) ?? he[0];
        const devise = he.length === 1 ? `unto my ${he[0] === sp ? (dec.female ? 'husband' : 'beloved wife') : he[0].female ? 'daughter' : 'son'}, ${nm.n(he[0])}` : `unto ${listNames(he.map(nm.n))}, share and share alike`;
        const will = `LAST WILL AND TESTAMENT OF ${dn.toUpperCase()}\n\nI, ${dn}, of ${co.name} County, ${A.state}, being of sound and disposing mind and memory, do make, publish and declare this to be my Last Will and Testament, hereby revoking all wills by me heretofore made.\n\nITEM I. I direct that all of my just debts and funeral expenses be paid as soon after my death as practicable.\n\nITEM II. I give, devise and bequeath all of my property, real, personal and mixed, of every kind and wherever situated, including ${a.held} in the lands described below, ${devise}, to be ${he.length > 1 ? 'theirs' : he[0].female ? 'hers' : 'his'} in fee simple:\n\n${land}\n\nITEM III. I nominate and appoint ${nm.n(exec)} Executor of this my Last Will and Testament, to serve without bond.\n\nIN WITNESS WHEREOF, I have hereunto set my hand and seal this ${ordDay(willD)}.\n\n______________________________ (SEAL)\n${dn}\n\nSigned, sealed, published and declared by the said testator as and for ${his} Last Will and Testament, in our presence, who at ${his} request and in ${his} presence and in the presence of each other have subscribed our names as witnesses: ${bystander()}, ${bystander()}`;
        if (kind === 'will') {
          const court = d.y < 1974 ? 'COURT OF ORDINARY' : 'PROBATE COURT';
          text = `GEORGIA, ${co.name.toUpperCase()} COUNTY.\n\nIN THE ${court} OF SAID COUNTY\n\nIN RE: ESTATE OF ${dn.toUpperCase()}, DECEASED\n\nORDER ADMITTING WILL TO PROBATE IN SOLEMN FORM\n\nThe petition of ${nm.n(exec)} to probate in solemn form the paper writing bearing date of ${mdy(willD)} as the Last Will and Testament of ${dn}, late of said County, who died on ${mdy(a.death)}, having been duly filed, and all the heirs at law having been duly served or having acknowledged service, and said paper writing having been proven in solemn form by the subscribing witnesses thereto, and no caveat having been filed;\n\nIT IS ORDERED that said paper writing be admitted to record as the Last Will and Testament of said deceased, and that ${nm.n(exec)} be qualified as Executor thereof.\n\nSO ORDERED this ${ordDay(d)}.\n\n______________________________\n${bystander()}, ${d.y < 1974 ? 'Ordinary' : 'Judge of the Probate Court'}\n\n[RECORDED WITH THE ORDER]\n\n${will}`;
        } else {
          text = `STATE OF NORTH CAROLINA\nIN THE GENERAL COURT OF JUSTICE\nSUPERIOR COURT DIVISION\nBEFORE THE CLERK\n${co.name.toUpperCase()} COUNTY\nFile No. ${String(d.y).slice(2)} E ${pad(r.int(999), 3)}\n\nIN THE MATTER OF THE ESTATE OF ${dn.toUpperCase()}, Deceased\n\nCERTIFICATE OF PROBATE\n\nThe paper writing dated ${mdy(willD)}, hereto attached, was this day exhibited before me for probate as the Last Will and Testament of ${dn}, who died on ${mdy(a.death)}, domiciled in ${co.name} County, North Carolina; and it being proved by the oaths of the subscribing witnesses thereto that the said paper writing was signed and declared by the testator to be ${his} Last Will and Testament in their presence, and that they signed as witnesses in the presence of the testator and of each other,\n\nIT IS ADJUDGED that said paper writing and every part thereof is the Last Will and Testament of ${dn}, and the same is ordered recorded and filed, and a certified copy thereof recorded in the office of the Register of Deeds of ${co.name} County.\n\nThis the ${ordDay(d)}.\n\n______________________________\n${bystander()}, Clerk of Superior Court\n\n${will}`;
        }
        break;
      }
      default: {
        const pr = a.testate ? he[0] : null;
        const T = A.code === 'OR' && modern ? 'GENERAL JUDGMENT OF FINAL DISTRIBUTION' : A.code === 'AK' && modern ? 'ORDER OF FINAL DISTRIBUTION' : r.pick(['DECREE OF DISTRIBUTION', 'DECREE OF FINAL DISTRIBUTION']);
        const prT = pr ? `${nm.n(pr)}, the ${pr.female ? 'Executrix' : 'Executor'} of the Last Will and Testament of ${dn}, deceased,` : `${bystander()}, the Administrator of the estate of ${dn}, deceased,`;
        text = `${courtName(co)}\n\nIn the Matter of the Estate of\n${dn.toUpperCase()},\n          Deceased.\n\nProbate No. ${pad(r.int(9999), 4)}\n\n${T}\n\n${prT} having filed a final account and petition for distribution, and the same coming on regularly to be heard on ${mdy(addDays(d, -(1 + r.int(20))))}, and it appearing that due notice thereof has been given as required by law, the Court finds: That ${dn} died ${a.testate ? 'testate' : 'intestate'} on ${mdy(a.death)}, a resident of ${co.name}${A.code === 'AK' ? ', Alaska' : ` County, ${A.state}`}; that notice to creditors has been duly given and the time for presenting claims has expired; and that the persons entitled to distribution of said estate are as hereinafter named.\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the residue of said estate, including ${a.held} in and to the following described real property situated in ${where(co)}:\n\n${land}\n\nbe and the same is hereby distributed ${equal && he.length > 1 ? 'in equal shares ' : ''}as follows:\n${heirList}.\n\nDONE IN OPEN COURT this ${ordDay(d)}.\n\n______________________________\n${bystander()}, ${A.code === 'NV' ? 'District Judge' : A.code === 'OR' ? 'Circuit Judge' : 'Superior Court Judge'}${r.chance(0.5) ? `\n\nI hereby certify that the foregoing is a full, true and correct copy of the original on file in my office.\nDated ${mdy(addDays(d, 2 + r.int(30)))}.\n${bystander(true)}, Clerk of the Court` : ''}`;
      }
    }
    const R = recording(co, recD, A.code === 'GA' ? 'Deeds' : 'Miscellaneous');
    const cat: Cat = kind === 'aff' || kind === 'small' ? 'affidavit_of_heirship' : 'probate';
    const file = emit({ text: assemble([], text, R), cat, fee: a.estates.includes('fee'), estates: a.estates, tracts: a.ts, parties, exec: d, eff: null, ack: ackD, rec: recD, death: a.death });
    return file;
  }
  const neighbours = new Map<string, Person[]>();
  function neighbour(co: County, d: D): Person {
    const ns = (neighbours.get(co.name) ?? []).filter((p) => alive(p, d) && p.born < d.y - 40);
    if (ns.length && r.chance(0.6)) return r.pick(ns);
    const p = mkPerson({ born: d.y - 45 - r.int(25), now: d.y, home: homeOf(co), female: r.chance(0.3) });
    neighbours.set(co.name, [...(neighbours.get(co.name) ?? []), p]);
    return p;
  }
  function survivorDoc(dec: Person, surv: Person, ts: Tract[], estates: Estate[], death: D, d: D, co: County, ref: string): string {
    const nm = new Namer(r, r.chance(0.3));
    const T = A.code === 'NV' ? 'AFFIDAVIT OF DEATH - JOINT TENANT' : A.code === 'GA' ? 'AFFIDAVIT OF SURVIVORSHIP' : 'AFFIDAVIT OF SURVIVING TENANT BY THE ENTIRETY';
    const ten = A.code === 'NV' || A.code === 'GA' ? 'joint tenants with right of survivorship' : 'tenants by the entirety';
    const text = `${T}\n\n${venue(co, d)}\n\n${nm.n(surv)}, being first duly sworn, deposes and says:\n\nThat ${nm.n(dec)}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as the ${nm.n(dec)} named as one of the grantees, as ${ten}, in the deed recorded in ${ref}, covering the following described property situated in ${where(co)}:\n\n${lands(ts, d.y >= A.modern)}\n\nThat the said ${nm.n(dec)} died on ${mdy(death)}, and that affiant is the surviving ${dec.female ? 'husband' : 'wife'} of the decedent and the surviving grantee named in said deed.\n\n______________________________\n${nm.n(surv)}\n\n${jurat(co, d, nm, surv)}`;
    const recD = addDays(d, 2 + r.int(40));
    const R = recording(co, recD, 'Miscellaneous');
    const file = emit({ text: assemble([], text, R), cat: 'other', fee: false, estates: [], tracts: ts, parties: [{ p: dec, role: 'decedent', name: nm.n(dec) }, { p: surv, role: 'other', name: nm.n(surv) }], exec: d, eff: null, ack: null, rec: recD, death });
    lk(file, ts, estates, [{ p: dec, join: true }], [surv]);
    return file;
  }

  // ------------------------------------------------------------ easements, mortgages, releases of liens
  function easementDoc(f: Farm, gs: Side[], ge: Person, d: D): string {
    const co = f.co;
    const nm = new Namer(r, r.chance(0.3));
    const pipe = /Gas|Pipe/.test(ge.base);
    const T = pipe ? r.pick(['PIPELINE RIGHT OF WAY AGREEMENT', 'RIGHT OF WAY AND EASEMENT']) : r.pick(['RIGHT OF WAY EASEMENT', 'EASEMENT']);
    const text = `${T}\n\n${venue(co, d)}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${sides(nm, gs, d)}, hereinafter called Grantor, for and in consideration of ${money(25 * (1 + r.int(40)))} paid by ${nm.n(ge)}${orgDesc(ge)}, hereinafter called Grantee, the receipt of which is hereby acknowledged, do${gs.length > 1 ? '' : 'es'} hereby grant and convey unto the said Grantee, its successors and assigns, a right of way and easement ${words(10 * (2 + r.int(4)))} feet in width for the purpose of constructing, operating, maintaining, repairing and removing ${pipe ? 'a pipe line for the transportation of oil, gas and other substances' : 'an electric transmission and distribution line, with poles, wires and fixtures'}, over, across and through the following described land situated in ${where(co)}:\n\n${lands(f.tracts, d.y >= A.modern)}\n\nGrantor reserves the right to use and enjoy said land except for the purposes herein granted. TO HAVE AND TO HOLD said right of way and easement unto the said Grantee, its successors and assigns.\n\nWITNESS ${gs.length > 1 ? 'our hands' : 'my hand'} this ${ordDay(d)}.\n\n${sigs(nm, gs.map((s) => s.p), false)}`;
    const ackD = addDays(d, r.int(6));
    const recD = addDays(ackD, 3 + r.int(50));
    const R = recording(co, recD, 'Miscellaneous');
    return emit({ text: assemble([], `${text}\n\n${ack(nm, co, ackD, gs.map((s) => s.p))}`, R), cat: 'easement', fee: false, estates: [], tracts: f.tracts, parties: [...PS(nm, gs, 'grantor'), { p: ge, role: 'grantee', name: nm.n(ge) }], exec: d, eff: null, ack: ackD, rec: recD });
  }
  function mortgageDoc(f: Farm, bs: Side[], lender: Person, trustee: Person | null, d: D): string {
    const co = f.co;
    const nm = new Namer(r, r.chance(0.35));
    const amt = money(100 * (5 + r.int(d.y < 1950 ? 40 : 900)));
    const land = lands(f.tracts, d.y >= A.modern);
    const due = mdy(addDays(d, 365 * (1 + r.int(20))));
    const bp = sides(nm, bs, d);
    let text: string;
    let parties: PartyOut[];
    let ackD: D | null = addDays(d, r.int(5));
    if (A.code === 'GA') {
      ackD = null;
      text = `DEED TO SECURE DEBT\n\n${venue(co, d)}\n\nTHIS INDENTURE, made this ${ordDay(d)}, between ${bp}, hereinafter called Grantor, and ${nm.n(lender)}, hereinafter called Grantee;\n\nWITNESSETH: That Grantor, for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of One Dollar in hand paid, has granted, bargained, sold and conveyed, and by these presents does grant, bargain, sell and convey unto Grantee the following described property:\n\n${land}\n\nTO HAVE AND TO HOLD the said property unto Grantee in fee simple. This deed is made under the provisions of ${d.y < 1982 ? 'Sections 67-1301 et seq. of the Code of Georgia' : 'O.C.G.A. Section 44-14-60 et seq.'}, and is intended to operate as a deed passing title and not as a mortgage, and is given to secure a debt evidenced by a promissory note of even date herewith for the principal sum of ${amt}, due and payable on ${due}.\n\nIN WITNESS WHEREOF, Grantor has hereunto set grantor's hand and seal the day and year first above written.\n\nSigned, sealed and delivered in the presence of:\n\n______________________\n${bystander()}, Unofficial Witness\n\n______________________\n${bystander(true)}, Notary Public\n\n${sigs(nm, bs.map((s) => s.p), true)}`;
      parties = [...PS(nm, bs, 'grantor'), { p: lender, role: 'grantee', name: nm.n(lender) }];
    } else if (!trustee) {
      text = `MORTGAGE\n\n${venue(co, d)}\n\nTHIS MORTGAGE, made this ${ordDay(d)}, by ${bp}, Mortgagor, to ${nm.n(lender)}, Mortgagee, WITNESSETH: That the said Mortgagor, in consideration of the sum of ${amt} to ${bs.length > 1 ? 'them' : 'him'} in hand paid by the Mortgagee, does hereby grant, bargain, sell and convey unto the said Mortgagee the following described real property situated in ${where(co)}:\n\n${land}\n\nThis conveyance is intended as a mortgage to secure the payment of a promissory note of even date herewith for the sum of ${amt}, due ${due}, and shall be void if such payment be made.\n\nWITNESS ${bs.length > 1 ? 'our hands' : 'my hand'} this ${ordDay(d)}.\n\n${sigs(nm, bs.map((s) => s.p), true)}\n\n${ack(nm, co, ackD, bs.map((s) => s.p))}`;
      parties = [...PS(nm, bs, 'grantor'), { p: lender, role: 'grantee', name: nm.n(lender) }];
    } else {
      const tN = `${nm.n(trustee)}${trustee.org ? '' : `, ${resOf(trustee)}`}`;
      text = A.code === 'NC'
        ? `DEED OF TRUST\n\nTHIS DEED OF TRUST made this ${ordDay(d)}, by and between:\n\nGRANTOR: ${bp}\nTRUSTEE: ${tN}\nBENEFICIARY: ${nm.n(lender)}\n\nWITNESSETH: The Grantor is indebted to the Beneficiary in the principal sum of ${amt}, as evidenced by a Promissory Note of even date herewith, the terms of which are incorporated herein by reference, the final payment of which, if not sooner paid, is due on ${due}.\n\nNOW, THEREFORE, as security for said indebtedness, the Grantor has bargained, sold, given, granted and conveyed and does by these presents bargain, sell, give, grant and convey to said Trustee, his heirs, successors and assigns, the parcel of land situated in ${where(f.co)}:\n\n${land}\n\nTO HAVE AND TO HOLD said parcel of land to said Trustee in fee simple, upon the trusts herein set out. If the Grantor shall pay the Note in accordance with its terms, this conveyance shall be null and void and may be canceled of record at the request of the Grantor.\n\nIN WITNESS WHEREOF, the Grantor has duly executed the foregoing as of the day and year first above written.\n\n${sigs(nm, bs.map((s) => s.p), true)}\n\n${ack(nm, co, ackD, bs.map((s) => s.p))}`
        : `${A.code === 'OR' ? 'TRUST DEED' : 'DEED OF TRUST'}\n\nTHIS ${A.code === 'OR' ? 'TRUST DEED' : 'DEED OF TRUST'}, made ${mdy(d)}, between ${bp}, herein called ${A.code === 'OR' ? 'Grantor' : 'TRUSTOR'}, ${tN}, herein called TRUSTEE, and ${nm.n(lender)}, herein called BENEFICIARY,\n\nWITNESSETH: That ${A.code === 'OR' ? 'Grantor' : 'Trustor'} irrevocably grants, bargains, sells and conveys to Trustee in trust, with power of sale, that property in ${where(co)}, described as:\n\n${land}\n\nFOR THE PURPOSE OF SECURING payment of the indebtedness evidenced by a promissory note of even date herewith in the principal sum of ${amt}, made by ${A.code === 'OR' ? 'Grantor' : 'Trustor'} in favor of Beneficiary, the final payment of which is due ${due}.\n\n${sigs(nm, bs.map((s) => s.p), false)}\n\n${ack(nm, co, ackD, bs.map((s) => s.p))}`;
      parties = [...PS(nm, bs, 'grantor'), { p: trustee, role: 'grantee', name: nm.n(trustee) }, { p: lender, role: 'other', name: nm.n(lender) }];
    }
    const recD = addDays(ackD ?? d, 1 + r.int(20));
    const R = recording(co, recD, 'Mortgages');
    const file = emit({ text: assemble(d.y >= A.modern ? [returnTo()] : [], text, R), cat: 'deed_of_trust', fee: false, estates: [], tracts: f.tracts, parties, exec: d, eff: null, ack: ackD, rec: recD });
    f.mortgage = { borrowers: bs, lender, trustee, date: d, ref: R.ref, year: d.y + 3 + r.int(14) };
    return file;
  }
  function cancelDoc(f: Farm, m: Mort, d: D): string {
    const co = f.co;
    const nm = new Namer(r, r.chance(0.35));
    const bn = listNames(m.borrowers.map((s) => nmr(nm, s.p)));
    const releaser = A.code === 'GA' || A.code === 'NC' || !m.trustee ? m.lender : m.trustee;
    let text: string;
    if (A.code === 'GA') text = `CANCELLATION OF DEED TO SECURE DEBT\n\nGEORGIA, ${co.name.toUpperCase()} COUNTY.\n\nThe indebtedness secured by that certain Deed to Secure Debt from ${bn} to ${nm.n(m.lender)}, dated ${mdy(m.date)}, and recorded in ${m.ref}, having been paid in full, the undersigned, the present holder thereof, hereby authorizes and directs the Clerk of the Superior Court of ${co.name} County to cancel the same of record.\n\nWitness our hand and seal this ${ordDay(d)}.`;
    else if (A.code === 'NC') text = `SATISFACTION OF DEED OF TRUST\n\n${venue(co, d)}\n\nThe undersigned, ${nm.n(m.lender)}, being the owner and holder of the note secured by the Deed of Trust executed by ${bn} to ${m.trustee ? plain(m.trustee) : 'the Trustee therein named'}, Trustee, dated ${mdy(m.date)}, and recorded in ${m.ref}, hereby certifies that all indebtedness secured thereby has been paid in full and the Deed of Trust satisfied, and directs the Register of Deeds of ${co.name} County to cancel the same of record.\n\nThis the ${ordDay(d)}.`;
    else if (!m.trustee) text = `SATISFACTION OF MORTGAGE\n\n${venue(co, d)}\n\nKNOW ALL MEN BY THESE PRESENTS, That ${nm.n(m.lender)}, the mortgagee named in that certain mortgage executed by ${bn}, as mortgagor, dated ${mdy(m.date)}, and recorded in ${m.ref}, does hereby certify that the same has been fully paid and satisfied, and does hereby release and discharge the same.\n\nDated this ${ordDay(d)}.`;
    else text = `${r.pick(['DEED OF FULL RECONVEYANCE', 'FULL RECONVEYANCE'])}\n\n${nm.n(m.trustee)}, as Trustee under that certain ${A.code === 'OR' ? 'Trust Deed' : 'Deed of Trust'} dated ${mdy(m.date)}, executed by ${bn}, as ${A.code === 'OR' ? 'Grantor' : 'Trustor'}, to ${plain(m.lender)}, as Beneficiary, and recorded in ${m.ref}, having received from the Beneficiary a written request to reconvey, reciting that the obligations secured thereby have been fully paid, does hereby RECONVEY, without warranty, to the person or persons legally entitled thereto, all the estate now held by it thereunder in the property situated in ${where(co)}, described as follows:\n\n${lands(f.tracts, d.y >= A.modern)}\n\nDated: ${mdy(d)}`;
    const ackD = A.code === 'GA' ? null : addDays(d, r.int(4));
    const close = ackD ? ack(nm, co, ackD, [releaser]) : `Signed, sealed and delivered in the presence of:\n\n______________________\n${bystander(true)}, Notary Public`;
    const recD = addDays(ackD ?? d, 2 + r.int(30));
    const R = recording(co, recD, 'Mortgages');
    return emit({ text: assemble([], `${text}\n\n${sigs(nm, [releaser], false)}\n\n${close}`, R), cat: 'other', fee: false, estates: [], tracts: f.tracts, parties: [{ p: releaser, role: 'grantor', name: nm.n(releaser) }, ...PS(nm, m.borrowers, 'grantee')], exec: d, eff: null, ack: ackD, rec: recD });
  }

  // ------------------------------------------------------------ simulation
  const JOIN: Record<Area, number> = { GA: 0.35, NC: 0.95, NV: 0.55, OR: 0.65, AK: 0.6 };
  const SURV: Record<Area, number> = { GA: 0, NC: 1, NV: 0.8, OR: 0.75, AK: 0.75 };
  let nPair = 0;
  const isCouple = (hs: Holding[]) => hs.length === 2 && hs[0].p.spouse === hs[1].p;
  const inYear = (y: number): D => fromDay(dayNum({ y, m: 1, d: 1 }) + r.int(365));
  const gapPending = (f: Farm) => !!f.gap && f.gap !== 'grantor_never_received' && f.gapStage < 2;
  function joinersOf(ps: Person[], d: D): Side[] {
    const out: Side[] = ps.map((p) => ({ p, join: false }));
    for (const p of ps) {
      const s = p.spouse;
      if (s && !p.org && !out.some((o) => o.p === s) && alive(s, d) && r.chance(JOIN[A.code])) out.push({ p: s, join: true });
    }
    return out;
  }
  const feeSides = (f: Farm, d: D) => joinersOf(f.fee.map((h) => h.p), d);
  function addHolding(list: Holding[], p: Person, f: Fr, pair: string | null = null) {
    const h = list.find((x) => x.p === p && x.pair === pair);
    if (h) h.f = fadd(h.f, f);
    else list.push({ p, f, pair });
  }
  function takeFrom(list: Holding[], h: Holding, f: Fr) {
    h.f = fsub(h.f, f);
    if (!fpos(h.f)) list.splice(list.indexOf(h), 1);
  }
  function touch(f: Farm, ps: Person[]) {
    for (const l of f.leases) if (l.live && l.lessors.some((s) => ps.includes(s.p))) l.valid = false;
  }
  function setFee(f: Farm, ps: Person[], ten: Tenancy) {
    const pair = ten === 'surv' && ps.length === 2 ? `pair${++nPair}` : null;
    f.fee = ps.map((p) => ({ p, f: fr(1, ps.length), pair }));
  }
  function after(fs: Farm[], base: D, lo: number, hi: number): D {
    let d = addDays(base, lo + r.int(hi - lo));
    for (const f of fs) d = maxD(d, addDays(f.cursor, 5 + r.int(30)));
    return d;
  }
  function buyer(co: County, y: number, couple = r.chance(0.55)): { ps: Person[]; ten: Tenancy } {
    const h = mkPerson({ born: y - 24 - r.int(26), now: y, home: r.chance(0.85) ? homeOf(co) : r.pick(A.outside), female: !couple && r.chance(0.15) });
    if (!couple) {
      if (r.chance(0.6)) marry(h, y);
      return { ps: [h], ten: null };
    }
    const w = marry(h, y);
    const ten: Tenancy = r.chance(A.code === 'GA' ? (y >= 1976 ? 0.5 : 0) : SURV[A.code]) ? 'surv' : r.chance(0.3) ? 'common' : null;
    return { ps: [h, w], ten };
  }
  const investors: Person[] = [];
  function mineralBuyer(y: number, not: Person[] = []): Person {
    const cos = activeCo(A.buyers, y);
    if (cos.length && r.chance(0.35)) return org(r.pick(cos));
    const inv = investors.filter((p) => p.dies > y + 2 && p.born < y - 25 && !not.includes(p));
    if (inv.length && r.chance(0.45)) return r.pick(inv);
    const p = mkPerson({ born: y - 30 - r.int(25), now: y, home: r.chance(0.5) ? homeOf(r.pick(A.counties)) : r.pick(A.outside) });
    if (r.chance(0.5)) marry(p, y);
    if (investors.length < 3) investors.push(p);
    return p;
  }
  function mineralSources(f: Farm, d: D): Array<{ sides: Side[]; held: Fr; h: Holding | null }> {
    const out: Array<{ sides: Side[]; held: Fr; h: Holding | null }> = [];
    if (fpos(f.feeMin) && f.fee.length && !f.life && f.fee.every((h) => alive(h.p, d))) out.push({ sides: feeSides(f, d), held: f.feeMin, h: null });
    for (const h of f.mins) if (!h.p.sov && !h.p.org && alive(h.p, d) && fle(fr(1, 16), h.f)) out.push({ sides: joinersOf([h.p], d), held: h.f, h });
    return out;
  }
  function reduce(f: Farm, src: { h: Holding | null }, frac: Fr) {
    if (src.h) takeFrom(f.mins, src.h, frac);
    else f.feeMin = fsub(f.feeMin, frac);
  }
  const FRACS = [fr(1, 2), fr(1, 4), fr(1, 8), fr(3, 8), fr(1, 16), fr(3, 16)];
  function pickFrac(max: Fr, half: boolean): Fr {
    const lim = half ? fmul(max, fr(1, 2)) : max;
    const ok = FRACS.filter((x) => fle(x, lim));
    return ok.length ? r.pick(ok) : lim;
  }
  function pickKind(y: number): DeedKind {
    const x = r.next();
    const w: Record<Area, Array<[DeedKind, number]>> = {
      GA: [['wd', 0.58], ['swd', 0.15], ['qcd', 0.05], ['gift', 0.11], ['life', 0.11]],
      NC: [['wd', 0.5], ['swd', 0.1], ['nocov', 0.1], ['qcd', 0.05], ['gift', 0.13], ['life', 0.12]],
      NV: [['wd', 0.68], ['swd', y >= 1960 ? 0.12 : 0], ['qcd', 0.05], ['gift', 0.1], ['life', 0.05]],
      OR: [['wd', 0.48], ['swd', 0.12], ['nocov', 0.15], ['qcd', 0.05], ['gift', 0.1], ['life', 0.1]],
      AK: [['wd', 0.62], ['swd', 0.1], ['qcd', 0.08], ['gift', 0.1], ['life', 0.1]],
    };
    let acc = 0;
    for (const [k, p] of w[A.code]) if (x < (acc += p)) return k;
    return 'wd';
  }

  // ---- fee events
  function sale(f: Farm, d: D) {
    const G = feeSides(f, d);
    const holders = f.fee.map((h) => h.p);
    let kind = pickKind(d.y);
    let grantees: Person[] | null = null;
    let ten: Tenancy = null;
    let life: Person[] | null = null;
    if ((kind === 'gift' || kind === 'life') && holders.length <= 2 && holders.some((p) => d.y - p.born > 58) && !(kind === 'life' && gapPending(f))) {
      const kids = kidsOf(holders[0], d.y).filter((k) => alive(k, d) && d.y - k.born >= 21 && !G.some((g) => g.p === k || g.p === k.spouse));
      if (kids.length) {
        grantees = kind === 'life' ? kids.slice(0, 3) : [r.pick(kids)];
        if (kind === 'life') life = holders;
      }
    }
    if (!grantees) {
      if (kind === 'gift' || kind === 'life') kind = 'wd';
      const b = buyer(f.co, d.y);
      grantees = b.ps;
      ten = b.ten;
    }
    let reserve: Fr | null = null;
    let reserveAll = false;
    if (fpos(f.feeMin) && !life && kind !== 'gift' && r.chance(0.3)) {
      if (!gapPending(f) && r.chance(0.35)) {
        reserve = f.feeMin;
        reserveAll = true;
      } else reserve = fmul(f.feeMin, fr(1, 2));
    }
    const misspell = grantees.length === 1 && !grantees[0].always && r.chance(0.06);
    const res = deed({ f, kind, grantors: G, grantees, date: d, tenancy: ten, reserve, reserveAll, life, corr: null, misspell });
    lk(res.file, f.tracts, ['fee'], G, grantees);
    touch(f, G.map((s) => s.p));
    if (reserve) {
      for (const h of f.fee) addHolding(f.mins, h.p, fmul(reserve, h.f));
      f.feeMin = fsub(f.feeMin, reserve);
    }
    setFee(f, grantees, ten);
    f.life = life;
    f.ref = res.ref;
    f.cursor = d;
    f.lastDeed = { kind, grantors: G, grantees, date: d, ref: res.ref, fix: misspell ? 'name' : 'desc', tenancy: ten };
    if (misspell || r.chance(0.05)) f.next = Math.min(f.next, d.y + 1 + r.int(2));
    else f.lastDeed = null;
  }
  function correction(f: Farm, d: D) {
    const ld = f.lastDeed!;
    f.lastDeed = null;
    const G = ld.grantors.filter((s) => alive(s.p, d));
    if (G.length !== ld.grantors.length || !ld.grantees.every((p) => alive(p, d))) return;
    const res = deed({ f, kind: ld.kind, grantors: G, grantees: ld.grantees, date: d, tenancy: ld.tenancy, reserve: null, reserveAll: false, life: null, corr: ld, misspell: false });
    lk(res.file, f.tracts, ['fee'], G.map((s) => ({ p: s.p, join: true })), ld.grantees);
    f.cursor = d;
  }
  function transferFee(f: Farm, owners: Person[], buyers: Person[], ten: Tenancy, ref: string, d: D) {
    touch(f, owners);
    setFee(f, buyers, ten);
    f.ref = ref;
    f.cursor = d;
  }
  function heirsQuitclaim(f: Farm, d: D) {
    const t = r.pick(f.fee).p;
    const G = joinersOf(f.fee.filter((h) => h.p !== t).map((h) => h.p), d).filter((s) => s.p !== t);
    const kind: DeedKind = r.chance(0.75) ? 'qcd' : 'wd';
    const res = deed({ f, kind, grantors: G, grantees: [t], date: d, tenancy: null, reserve: null, reserveAll: false, life: null, corr: null, misspell: false });
    lk(res.file, f.tracts, ['fee'], G, [t]);
    transferFee(f, G.map((s) => s.p), [t], null, res.ref, d);
  }
  function partition(f: Farm, d: D) {
    const [a, b] = f.fee.map((h) => h.p);
    const xa = joinersOf([a], d);
    const xb = joinersOf([b], d);
    const [ta, tb] = f.tracts;
    const { ref } = partitionDeed(f, xa, xb, ta, tb, d);
    touch(f, [a, b]);
    for (const l of f.leases) l.valid = false;
    f.done = true;
    for (const [t, p] of [[ta, a], [tb, b]] as Array<[Tract, Person]>) {
      const g: Farm = { ...f, id: ++nFarm, tracts: [t], fee: [{ p, f: fr(1, 1), pair: null }], mins: f.mins.map((h) => ({ ...h })), leases: [], life: null, cursor: d, next: d.y + 3 + r.int(10), gap: null, done: false, merge: false, lastDeed: null, mortgage: null, quiet: null, ref };
      farms.push(g);
    }
  }
  function fidDeed(f: Farm, kind: FidKind, owners: Person[], fid: string, fidFemale: boolean, d: D) {
    const b = buyer(f.co, d.y);
    const res = fiduciary({ f, kind, owners, buyers: b.ps, date: d, fid, fidFemale, tenancy: b.ten });
    lk(res.file, f.tracts, ['fee'], owners.map((p) => ({ p, join: false })), b.ps);
    transferFee(f, owners, b.ps, b.ten, res.ref, d);
    return { res, buyers: b.ps };
  }
  function forced(f: Farm, d: D) {
    const owners = f.fee.map((h) => h.p);
    const kind: FidKind = (A.code === 'GA' || A.code === 'NC') && r.chance(0.5) ? 'tax' : 'sheriff';
    const { buyers } = fidDeed(f, kind, owners, bystander(false), false, d);
    if (r.chance(0.55)) f.quiet = { defendants: owners, plaintiffs: buyers, sale: kind === 'tax' ? 'tax deed' : "sheriff's deed", year: d.y + 1 + r.int(3) };
  }
  function easement(f: Farm, d: D) {
    const cos = activeCo(A.utilities, d.y);
    if (!cos.length) return;
    easementDoc(f, feeSides(f, d), org(r.pick(cos)), d);
  }
  const trusteesNC: Person[] = [];
  function mortgage(f: Farm, d: D) {
    const lenders = activeCo(A.lenders, d.y);
    if (!lenders.length) return;
    let trustee: Person | null = null;
    if (A.code === 'NC') {
      const ok = trusteesNC.filter((p) => alive(p, addDays(d, 400)) && d.y - p.born > 28);
      trustee = ok.length && r.chance(0.6) ? r.pick(ok) : mkPerson({ born: d.y - 30 - r.int(20), now: d.y, home: homeOf(f.co) });
      if (!trusteesNC.includes(trustee)) trusteesNC.push(trustee);
    } else if (A.code !== 'GA' && d.y >= 1930) {
      const ts = activeCo(A.trustees, d.y);
      if (ts.length) trustee = org(r.pick(ts));
    }
    mortgageDoc(f, feeSides(f, d), org(r.pick(lenders)), trustee, d);
  }

  // ---- minerals
  function minFromFee(f: Farm, d: D) {
    const G = feeSides(f, d);
    const frac = pickFrac(f.feeMin, gapPending(f));
    const ge = mineralBuyer(d.y, G.map((s) => s.p));
    mineralDeed({ f, grantors: G, grantee: ge, frac, date: d, roy: null });
    touch(f, G.map((s) => s.p));
    f.feeMin = fsub(f.feeMin, frac);
    addHolding(f.mins, ge, frac);
    f.cursor = d;
  }
  function minFromSevered(f: Farm, d: D, h: Holding) {
    const G = h.p.org ? [{ p: h.p, join: false }] : joinersOf([h.p], d);
    const all = r.chance(0.5);
    const frac = all ? h.f : fmul(h.f, fr(1, 2));
    const ge = mineralBuyer(d.y, [h.p, ...(h.p.spouse ? [h.p.spouse] : [])]);
    mineralDeed({ f, grantors: G, grantee: ge, frac: all && r.chance(0.3) ? null : frac, date: d, roy: null });
    touch(f, [h.p]);
    takeFrom(f.mins, h, frac);
    addHolding(f.mins, ge, frac);
    f.cursor = d;
  }
  function royalty(f: Farm, d: D) {
    const srcs = mineralSources(f, d);
    if (!srcs.length) return;
    const src = r.pick(srcs);
    const ge = mineralBuyer(d.y, src.sides.map((s) => s.p));
    const roy: Roy = r.pick(['plain', 'plain', 'term', 'eighth']);
    mineralDeed({ f, grantors: src.sides, grantee: ge, frac: roy === 'eighth' ? null : r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]), date: d, roy });
    f.cursor = d;
  }

  // ---- leases
  function leaseGroups(f: Farm, d: D): Side[][] {
    if (f.life) return [];
    const out: Side[][] = [];
    const leased = (p: Person) => f.leases.some((l) => l.live && l.lessors.some((s) => s.p === p));
    if (fpos(f.feeMin) && f.fee.length && f.fee.every((h) => alive(h.p, d) && !leased(h.p))) out.push(feeSides(f, d));
    for (const h of f.mins) {
      if (leased(h.p) || !alive(h.p, d)) continue;
      if (h.p.sov) {
        if (d.y >= 1950) out.push([{ p: h.p, join: false }]);
      } else if (!h.p.org && fle(fr(1, 16), h.f) && !f.fee.some((x) => x.p === h.p)) out.push(joinersOf([h.p], d));
    }
    return out;
  }
  function eraForm(y: number): LeaseForm {
    if (y < 1960) return 'rental';
    if (y < 1985) return r.pick(['rental', 'rental', 'paidup', 'memo']);
    return r.pick(['paidup', 'memo']);
  }
  function termOf(form: LeaseForm, y: number) {
    return form === 'rental' ? (y < 1960 ? 10 : 5) : form === 'state' || form === 'federal' ? 10 : r.pick([3, 5, 5]);
  }
  function randomLease(f: Farm, d: D) {
    const gs = leaseGroups(f, d);
    const cos = activeCo(A.lessees, d.y);
    if (!gs.length || !cos.length) return;
    const g = r.pick(gs);
    const sov = !!g[0].p.sov;
    const form = sov ? (A.code === 'AK' ? 'state' : 'federal') : eraForm(d.y);
    leaseDoc(f, g, org(r.pick(cos)), d, form, termOf(form, d.y));
    f.cursor = d;
  }
  const BROKER_HOMES = ['Shreveport, Louisiana', 'Tulsa, Oklahoma', 'Denver, Colorado', 'Midland, Texas', 'Jackson, Mississippi', 'Anchorage, Alaska', 'Billings, Montana'];
  function play(y: number, brokered: boolean) {
    const cos = activeCo(A.lessees, y);
    if (!cos.length) return;
    const company = org(cos[cos.length - 1 - r.int(Math.min(2, cos.length))]);
    const broker = brokered ? mkPerson({ born: y - 30 - r.int(15), now: y, home: r.pick(BROKER_HOMES) }) : null;
    if (broker) broker.dies = Math.max(broker.dies, y + 15);
    const got: Lease[] = [];
    for (const f of farms) {
      if (f.done || f.start >= y) continue;
      for (const g of leaseGroups(f, { y, m: 6, d: 1 })) {
        const sov = !!g[0].p.sov;
        const feeGroup = f.fee.some((h) => h.p === g[0].p);
        if (!r.chance(sov ? 0.75 : feeGroup ? 0.75 : 0.4)) continue;
        const d = maxD(inYear(y), addDays(f.cursor, 10 + r.int(40)));
        if (d.y > y + 1 || !g.every((s) => alive(s.p, d))) continue;
        const form: LeaseForm = sov ? (A.code === 'AK' ? 'state' : 'federal') : eraForm(y);
        const l = leaseDoc(f, g, sov || !broker ? company : broker, d, form, termOf(form, y));
        f.cursor = maxD(f.cursor, d);
        if (l.lessee === broker) got.push(l);
      }
    }
    if (broker && got.length) {
      const last = got.reduce((m, l) => maxD(m, l.date), got[0].date);
      if (got.length >= 2 && r.chance(0.75)) assignDoc(broker, company, got, addDays(last, 75 + r.int(150)), 'bos');
      else for (const l of got) assignDoc(broker, company, [l], addDays(maxD(l.date, last), 40 + r.int(120)), 'short');
    }
  }
  function leaseYear(y: number) {
    for (const l of leases) {
      if (!l.live) continue;
      if (y >= l.end) {
        l.live = false;
        const d = maxD(inYear(y), addDays(l.last, 60));
        if (!l.sov && l.valid && !l.farm.done && l.lessors.every((s) => alive(s.p, d)) && l.holders.every((h) => alive(h, d)) && r.chance(0.6)) {
          l.live = true;
          releaseDoc(l, d);
        }
        continue;
      }
      if (y === l.date.y + 1 + (l.id % 3) && l.holders.length === 1 && l.holders[0].org && r.chance(l.sov ? 0.6 : 0.3)) {
        const others = activeCo(A.lessees, y).map(org).filter((c) => c !== l.holders[0]);
        if (!others.length) continue;
        const d = maxD(inYear(y), addDays(l.last, 30));
        if (d.y >= l.end) continue;
        if (l.sov && A.code === 'NV') assignDoc(l.holders[0], r.pick(others), [l], d, 'blm');
        else assignDoc(l.holders[0], r.pick(others), [l], d, l.sov ? 'short' : r.chance(0.6) ? 'partial' : 'short');
      }
    }
  }

  // ---- deaths
  function die(p: Person, y: number) {
    let death = inYear(y);
    if (p.lastAct && !lt(p.lastAct, death)) death = addDays(p.lastAct, 20 + r.int(200));
    p.death = death;
    for (const l of leases) if (l.live && l.lessors.some((s) => s.p === p)) l.valid = false;
    for (const f of farms) if (f.life?.includes(p)) f.life = f.life.some((q) => q !== p && alive(q, death)) ? f.life.filter((q) => q !== p) : null;
    const held: Array<{ f: Farm; list: Holding[]; h: Holding; e: Estate }> = [];
    for (const f of farms) {
      if (f.done) continue;
      for (const h of f.fee) if (h.p === p) held.push({ f, list: f.fee, h, e: 'fee' });
      for (const h of f.mins) if (h.p === p) held.push({ f, list: f.mins, h, e: 'mineral' });
    }
    if (!held.length) return;
    const partnerOf = (x: { list: Holding[]; h: Holding }) => (x.h.pair ? x.list.find((o) => o !== x.h && o.pair === x.h.pair && alive(o.p, death)) : undefined);
    const surv = held.filter((x) => partnerOf(x));
    for (const f of [...new Set(surv.map((x) => x.f))]) {
      const xs = surv.filter((x) => x.f === f);
      const partner = partnerOf(xs[0])!.p;
      for (const x of xs) {
        const o = partnerOf(x)!;
        o.f = fadd(o.f, x.h.f);
        o.pair = null;
        x.list.splice(x.list.indexOf(x.h), 1);
      }
      touch(f, [p]);
      const date = after([f], death, 30, 900);
      if (r.chance(0.65) && alive(partner, date) && date.y <= 2025) {
        survivorDoc(p, partner, f.tracts, [...new Set(xs.map((x) => x.e))], death, date, f.co, f.ref);
        f.cursor = maxD(f.cursor, date);
      }
    }
    const rest = held.filter((x) => !surv.includes(x));
    if (!rest.length) return;
    const fs = [...new Set(rest.map((x) => x.f))];
    for (const f of fs) touch(f, [p]);
    const feeRest = rest.filter((x) => x.e === 'fee');
    if (!feeRest.length && r.chance(docs.length > target ? 0.8 : 0.6)) {
      for (const x of rest) x.list.splice(x.list.indexOf(x.h), 1);
      return;
    }
    const sp = p.spouse && alive(p.spouse, death) ? p.spouse : null;
    const sole = rest.length === 1 && feeRest.length === 1 && rest[0].h.f.n === rest[0].h.f.d && !rest[0].f.life;
    const f0 = rest[0].f;
    if (sole && r.chance(0.28)) {
      const kind: FidKind = A.code === 'OR' || A.code === 'AK' ? 'pr' : A.code === 'NV' ? 'exec' : r.pick(['exec', 'admin']);
      const kids = kidsOf(p, y).filter((k) => alive(k, death));
      const fidP = sp ?? (kids.length ? kids[0] : null);
      const fid = fidP ? render(fidP, 1) : r.chance(0.5) ? bystander() : `${r.pick(A.lenders).base}`;
      const date = after([f0], death, 200, 1100);
      f0.fee = [];
      fidDeed(f0, kind, [p], fid, fidP?.female ?? false, date);
      return;
    }
    const kids = kidsOf(p, y).filter((k) => alive(k, death));
    let kind: HeirKind;
    if (A.code === 'GA' && sole && sp && sp.female && r.chance(0.45)) kind = 'ys';
    else kind = r.pick(({ GA: ['aff', 'aff', 'will'], NC: ['aff', 'estate', 'estate'], NV: ['aff', 'decree', 'decree'], OR: y >= 1975 ? ['aff', 'decree', 'small'] : ['aff', 'decree'], AK: ['aff', 'decree', 'decree'] } as Record<Area, HeirKind[]>)[A.code]);
    const testate = kind === 'will' || kind === 'estate' || (kind === 'decree' && r.chance(0.5));
    let heirs: Person[];
    if (kind === 'ys') heirs = [sp!];
    else if (testate) heirs = sp ? (r.chance(0.8) || !kids.length ? [sp] : [sp, ...kids]) : kids;
    else heirs = [...(sp ? [sp] : []), ...kids];
    if (!heirs.length) heirs = [mkPerson({ last: p.last, born: p.born + 20, now: y, home: p.home })];
    if ((kind === 'ys' || kind === 'small') && heirs.length && heirs[0].dies <= y + 3) kind = 'aff';
    const share = fr(1, heirs.length);
    const date = after(fs, death, 60, 900);
    const es = [...new Set(rest.map((x) => x.e))];
    const held1 = rest.length === 1 ? (rest[0].e === 'fee' ? (rest[0].h.f.n === rest[0].h.f.d ? 'the fee simple title' : `${undivided(rest[0].h.f)} in the fee simple title`) : `${undivided(rest[0].h.f)} in and to the oil, gas and other minerals`) : es.length > 1 ? 'the land and an undivided interest in the oil, gas and other minerals' : es[0] === 'fee' ? 'an interest in the fee simple title' : 'an undivided interest in the oil, gas and other minerals';
    const ts = fs.flatMap((f) => f.tracts);
    const file = heirDoc({ dec: p, heirs: heirs.map((q) => ({ p: q, f: share })), ts, estates: es, held: held1, death, date, kind, co: f0.co, testate });
    const seen = new Set<string>();
    for (const x of rest) {
      const k = `${x.f.id}|${x.e}`;
      if (!seen.has(k)) {
        seen.add(k);
        lk(file, x.f.tracts, [x.e], [{ p, join: false }], heirs);
      }
      x.list.splice(x.list.indexOf(x.h), 1);
      for (const q of heirs) addHolding(x.list, q, fmul(x.h.f, share));
    }
    for (const f of fs) {
      f.cursor = maxD(f.cursor, date);
      if (f.fee.length >= 2 && !isCouple(f.fee)) {
        f.merge = true;
        f.next = Math.min(f.next, date.y + 1 + r.int(3));
      }
    }
    for (const f of fs) {
      const l = f.leases.find((q) => q.live && !q.sov && q.holders.every((h) => h.org) && q.lessors.some((s) => s.p === p) && q.end > date.y + 1);
      if (l && r.chance(0.4)) {
        const hs = f.fee.some((h) => heirs.includes(h.p)) ? f.fee.map((h) => h.p) : heirs;
        const rd = addDays(date, 30 + r.int(300));
        if (hs.every((q) => alive(q, rd))) {
          ratifyDoc(l, joinersOf(hs, rd), rd);
          f.cursor = maxD(f.cursor, rd);
        }
      }
    }
  }

  // ---- planted gaps
  function plantGap(f: Farm, d: D): boolean {
    const t = f.tracts[0];
    const fresh = (last?: string) => mkPerson({ born: d.y - 30 - r.int(25), now: d.y, last, home: r.chance(0.5) ? homeOf(r.pick(A.counties)) : r.pick(A.outside) });
    if (f.gap === 'grantor_never_received') {
      const z = fresh();
      const feeAlive = f.fee.length > 0 && f.fee.every((h) => alive(h.p, d));
      let G: Side[];
      if (!fpos(f.feeMin) && feeAlive && !f.life && r.chance(0.6)) G = feeSides(f, d);
      else G = [{ p: fresh(r.chance(0.5) && f.fee.length ? f.fee[0].p.last : undefined), join: false }];
      const file = mineralDeed({ f, grantors: G, grantee: z, frac: r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]), date: d, roy: null });
      gaps.push({ tract: t.key, estate: 'mineral', kind: 'grantor_never_received', doc: file });
      f.gapStage = 2;
      f.cursor = d;
      return true;
    }
    const srcs = mineralSources(f, d);
    if (f.gap === 'conveyed_before_acquired') {
      if (!srcs.length) return false;
      const src = srcs[0];
      const frac = pickFrac(src.held, true);
      const x = fresh();
      const z = fresh();
      const early = mineralDeed({ f, grantors: [{ p: x, join: false }], grantee: z, frac, date: addDays(d, -(90 + r.int(1000))), roy: null });
      mineralDeed({ f, grantors: src.sides, grantee: x, frac, date: d, roy: null });
      reduce(f, src, frac);
      touch(f, src.sides.map((s) => s.p));
      gaps.push({ tract: t.key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: early });
      f.gapStage = 2;
      f.cursor = d;
      return true;
    }
    if (f.gapStage === 0) {
      if (!srcs.length) return false;
      const src = srcs[0];
      let frac = pickFrac(src.held, true);
      if (!fle(frac, fr(1, 2))) frac = fr(1, 2);
      const x = fresh();
      if (r.chance(0.5)) marry(x, d.y);
      mineralDeed({ f, grantors: src.sides, grantee: x, frac, date: d, roy: null });
      reduce(f, src, frac);
      touch(f, src.sides.map((s) => s.p));
      addHolding(f.mins, x, frac);
      f.gapX = x;
      f.gapStage = 1;
      f.gapYear = d.y + 2 + r.int(8);
      f.next = Math.min(f.next, f.gapYear);
      f.cursor = d;
      return true;
    }
    const x = f.gapX!;
    const h = f.mins.find((m) => m.p === x);
    if (!h || !alive(x, d)) {
      f.gapStage = 0;
      return false;
    }
    const G = joinersOf([x], d);
    let gapDoc: string;
    if ((r.chance(0.5) || d.y >= 2022) && fle(fmul(h.f, fr(2, 1)), fr(1, 1))) {
      gapDoc = mineralDeed({ f, grantors: G, grantee: fresh(), frac: fmul(h.f, fr(2, 1)), date: d, roy: null });
    } else {
      const z1 = mineralBuyer(d.y, [x]);
      mineralDeed({ f, grantors: G, grantee: z1, frac: h.f, date: d, roy: null });
      addHolding(f.mins, z1, h.f);
      const d2 = addDays(d, 200 + r.int(900));
      gapDoc = mineralDeed({ f, grantors: joinersOf([x], d2), grantee: fresh(), frac: h.f, date: d2, roy: null });
      f.cursor = d2;
    }
    takeFrom(f.mins, h, h.f);
    touch(f, [x]);
    gaps.push({ tract: t.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: gapDoc });
    f.gapStage = 2;
    f.cursor = maxD(f.cursor, d);
    return true;
  }

  // ---- one farm's event of the year
  function farmEvent(f: Farm, y: number) {
    const d = maxD(inYear(y), addDays(f.cursor, 10 + r.int(60)));
    if (f.lastDeed) return correction(f, d);
    if (f.gap && f.gapStage < 2 && y >= f.gapYear && plantGap(f, d)) return;
    if (f.quiet && y >= f.quiet.year) {
      const q = f.quiet;
      f.quiet = null;
      if (q.defendants.every((p) => alive(p, d)) && q.plaintiffs.every((p) => f.fee.some((h) => h.p === p) && alive(p, d))) {
        quietTitle(f, q, d);
        f.cursor = d;
        return;
      }
    }
    const fs = f.fee;
    const feeAlive = fs.length > 0 && fs.every((h) => alive(h.p, d) && !h.p.org);
    const overlap = fs.some((h) => f.mins.some((m) => m.p === h.p));
    const sev = f.mins.filter((m) => !m.p.sov && alive(m.p, d));
    const opts: Array<[number, () => void]> = [];
    if (f.merge && feeAlive && fs.length >= 2 && !isCouple(fs) && !overlap && !f.life && r.chance(0.85)) {
      f.merge = false;
      opts.push([3, () => sale(f, d)], [3, () => heirsQuitclaim(f, d)]);
      if (f.tracts.length === 2 && fs.length === 2) opts.push([3, () => partition(f, d)]);
      if (A.code === 'NC' && fs.length >= 3) opts.push([3, () => void fidDeed(f, 'comm', fs.map((h) => h.p), bystander(), false, d)]);
    } else f.merge = false;
    if (!opts.length && feeAlive && !f.life && !overlap) opts.push([4, () => sale(f, d)]);
    if (opts.length > 1) {
      let x0 = r.next() * opts.reduce((s, o) => s + o[0], 0);
      for (const [w, fn] of opts) if ((x0 -= w) < 0) return fn();
    }
    if (feeAlive && fpos(f.feeMin) && !f.life) opts.push([0.75, () => minFromFee(f, d)]);
    if (sev.length) opts.push([0.5, () => minFromSevered(f, d, r.pick(sev))]);
    if ((feeAlive && fpos(f.feeMin)) || sev.length) opts.push([0.35, () => royalty(f, d)]);
    if (feeAlive && y > 1915 && !f.life) opts.push([0.45, () => easement(f, d)]);
    if (feeAlive && !f.mortgage && y > 1885 && !f.life) opts.push([0.55, () => mortgage(f, d)]);
    if (feeAlive && fs.length >= 2 && !isCouple(fs) && !overlap && !f.life) opts.push([2.5, () => heirsQuitclaim(f, d)]);
    if (feeAlive && f.tracts.length === 2 && fs.length === 2 && !isCouple(fs) && !overlap && !f.life) opts.push([3, () => partition(f, d)]);
    if (A.code === 'NC' && feeAlive && fs.length >= 3 && !overlap && !f.life) opts.push([2, () => void fidDeed(f, 'comm', fs.map((h) => h.p), bystander(), false, d)]);
    if (feeAlive && y >= 1890 && y <= 1995 && (fs.length === 1 || isCouple(fs)) && !overlap && !f.life) opts.push([0.3, () => forced(f, d)]);
    if (feeAlive && fs.length === 1 && y - fs[0].p.born >= 76 && !overlap && !f.life) opts.push([0.5, () => void fidDeed(f, 'guardian', [fs[0].p], fs[0].p.kids?.length ? render(fs[0].p.kids[0], 1) : bystander(), false, d)]);
    if (y >= 1920) opts.push([0.35, () => randomLease(f, d)]);
    if (!opts.length) return;
    let x = r.next() * opts.reduce((s, o) => s + o[0], 0);
    for (const [w, fn] of opts) if ((x -= w) < 0) return fn();
  }
  function initFarm(f: Farm, holder: Person | null) {
    const y = f.start;
    const d = inYear(y);
    if (A.code === 'GA' || A.code === 'NC') {
      const first = mkPerson({ born: y - 40 - r.int(20), now: y, home: homeOf(f.co) });
      if (r.chance(0.6)) marry(first, y);
      const b = holder ? { ps: [holder], ten: null as Tenancy } : buyer(f.co, y);
      const G = joinersOf([first], d);
      const res = deed({ f, kind: 'wd', grantors: G, grantees: b.ps, date: d, tenancy: b.ten, reserve: null, reserveAll: false, life: null, corr: null, misspell: false });
      lk(res.file, f.tracts, ['fee'], G, b.ps);
      setFee(f, b.ps, b.ten);
      f.ref = res.ref;
    } else {
      const pat = holder ?? mkPerson({ born: y - 25 - r.int(20), now: y, home: homeOf(f.co) });
      if (!pat.spouse && r.chance(0.6)) marry(pat, y);
      const kind = A.code === 'AK' ? (y >= 1962 && r.chance(0.55) && f.gap !== 'conveyed_before_acquired' && f.gap !== 'conveyed_more_than_held' ? 'state' : 'hd') : A.code === 'NV' && y >= 1917 && r.chance(0.55) && f.gap !== 'conveyed_before_acquired' && f.gap !== 'conveyed_more_than_held' ? 'srha' : r.pick(['hd', 'hd', 'cash'] as const);
      patentDoc(f, pat, d, kind);
      setFee(f, [pat], null);
      if (kind === 'srha' || kind === 'state') {
        f.feeMin = fr(0, 1);
        f.mins.push({ p: kind === 'state' ? AKS : US, f: fr(1, 1), pair: null });
      }
    }
    f.cursor = d;
  }

  // ---- the package
  const nFarms = Math.max(4, Math.round(target / (A.code === 'AK' ? 12 : 16)));
  const gapKinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  const counties = A.counties;
  for (let i = 0; i < nFarms; i++) {
    let co = counties[i % counties.length];
    let start = A.start[0] + r.int(A.start[1] - A.start[0] + 1);
    if (co.since > start) start = co.since + r.int(10);
    const gap = i < 3 ? gapKinds[i] : null;
    const f: Farm = { id: ++nFarm, co, tracts: [], fee: [], feeMin: fr(1, 1), mins: [], leases: [], life: null, cursor: { y: start, m: 1, d: 1 }, next: start + 3 + r.int(10), start, gap, gapYear: Math.min(2012, start + 25 + r.int(55)), gapStage: 0, gapX: null, done: false, merge: false, lastDeed: null, mortgage: null, quiet: null, ref: '' };
    if (i === 3 && farms[1] && r.chance(0.8)) {
      // the namesake: another county, the same name, the same years
      const f3 = farms[1];
      co = counties.find((c) => c !== f3.co && c.since <= f3.start) ?? co;
      f.co = co;
      f.start = f3.start + r.int(6);
    }
    f.tracts = mkTracts(f.co, gap ? 1 : r.chance(0.5) ? 2 : 1);
    farms.push(f);
  }
  const holders = new Map<number, Person>();
  const [fa, fb] = [farms[1], farms[3]];
  if (fb && fa.co !== fb.co && fb.start >= fa.start && fb.start - fa.start < 8) {
    const a = mkPerson({ born: fa.start - 30 - r.int(10), now: fa.start, home: homeOf(fa.co) });
    const b = mkPerson({ born: fb.start - 30 - r.int(15), now: fb.start, home: homeOf(fb.co), first: a.first, middle: a.middle, last: a.last, force: true });
    a.always = b.always = true;
    holders.set(fa.id, a);
    holders.set(fb.id, b);
  }
  const y0 = Math.min(...farms.map((f) => f.start));
  for (let y = y0; y <= 2024; y++) {
    if (y <= 2021) for (const p of [...people]) if (!p.death && p.dies <= y) die(p, y);
    for (const pl of A.plays) if (pl.y === y) play(y, pl.broker);
    leaseYear(y);
    for (const f of [...farms]) {
      if (f.done) continue;
      if (f.start === y && !f.fee.length) initFarm(f, holders.get(f.id) ?? null);
      else if (f.start < y && f.next <= y && y <= 2023) {
        f.next = y + 8 + r.int(17) + (docs.length > target ? 8 : 0) + (docs.length > target * 1.25 ? 12 : 0);
        farmEvent(f, y);
      }
      if (f.mortgage && y >= f.mortgage.year) {
        const m = f.mortgage;
        f.mortgage = null;
        const d = inYear(y);
        if (m.borrowers.every((s) => alive(s.p, d)) && (!m.trustee || alive(m.trustee, d))) cancelDoc(f, m, d);
      }
    }
  }
  for (const f of farms) {
    for (let k = 0; f.gap && f.gapStage < 2 && k < 6; k++) plantGap(f, maxD({ y: 2018 + k, m: 1 + r.int(12), d: 1 + r.int(28) }, addDays(f.cursor, 30 + r.int(200))));
    if (f.gap && f.gapStage < 2) violations.push(`gap ${f.gap} not planted on farm ${f.id}`);
  }
  if (violations.length && process.env.HELDOUT_K_DEBUG) console.error(violations.join('\n'));

  // shuffle the documents (their order says nothing)
  for (let i = docs.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [docs[i], docs[j]] = [docs[j], docs[i]];
  }
  return { name: `K-${A.code}-${pi + 1}`, docs, links, gaps };
}

/** Held-out set K: one package per area, four different areas per seed. */
export const generateHeldoutK: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const r0 = seededRng(seed * 7919 + 104729);
  const order = [...AREA_ORDER];
  for (let i = order.length - 1; i > 0; i--) {
    const j = r0.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < packages; i++) out.push(buildPackage(seededRng(seed * 1000003 + i * 7777 + 13), AREAS[order[i % order.length]], i, docsPerPackage));
  return out;
};
