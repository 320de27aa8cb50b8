// Held-out set O: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-N did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain) pass
// through time on one clock, about 1880-2025:
// - the Nebraska panhandle (Kimball, Cheyenne, Banner: Sixth P.M., townships north, ranges west;
//   Denver-Julesburg basin leasing from 1950): United States homestead, Kinkaid (640-acre "All of
//   Section 22") and timber-culture patents of the Sidney and Alliance land offices, first deeds of
//   the Union Pacific Railroad Company's odd sections reserving the minerals to the railroad (which
//   alone leases them), old "grant, bargain, sell, convey and confirm" deeds in which the wife
//   "relinquishes all her right of dower and homestead", the statutory deeds "as defined in Neb.
//   Rev. Stat. 76-201" with their numbered covenants and the documentary stamp, joint tenancy deeds,
//   county court decrees determining heirs, mortgages and later trust deeds with their releases and
//   reconveyances, public power district rights of way; the Register of Deeds' "Entered in
//   numerical index and filed for record" certificate;
// - the South Texas border (Zapata, Starr, Jim Hogg): parts of the porciones of the ancient
//   jurisdictions of Revilla, Mier and Camargo ("120.5 acres out of Porcion No. 15, Abstract 45"),
//   numbered shares of partitioned Spanish grants ("Share No. 3 of the Jose Vasquez Borrego Grant,
//   Abstract No. 17"), parts of grants by metes and bounds in varas; recorded English translations
//   of Spanish deeds of sale passed before a county judge and assisting witnesses ("Don", "Doña",
//   "binds himself to the warranty and defense of this sale"), "THE STATE OF TEXAS § KNOW ALL MEN"
//   deeds, modern deeds with the notice of confidentiality rights, affidavits of heirship, judgments
//   declaring heirship and orders probating wills as muniments of title, deeds of trust and releases
//   of lien, pipeline rights of way; Spanish names of one or two surnames ("Juan Jose Trevino y
//   Garza"), married women under "de" and the husband's surname ("Maria de Jesus Guerra de Vela"),
//   with and without accents;
// - the Wind River basin of Wyoming (Fremont: Wind River Meridian, townships north and south, ranges
//   east and west; Hot Springs: Sixth P.M.): homestead patents of the ceded part of the Wind River
//   Reservation under the Act of March 3, 1905 and of the Lander land office, Wyoming's statutory
//   "CONVEYS AND WARRANTS" deeds "hereby releasing and waiving all rights under and by virtue of the
//   homestead exemption laws of the State of Wyoming", special warranty and quitclaim deeds, district
//   court decrees of distribution, decrees of summary distribution and affidavits for distribution of
//   property (W.S. 2-1-201), affidavits of surviving joint tenant, the County Clerk and Ex-Officio
//   Register of Deeds' certificate and reception-number stamps;
// - Montana's Sweetgrass Arch (Toole, Pondera, Glacier: Montana Principal Meridian; Kevin-Sunburst
//   and Cut Bank fields from 1922): homestead and enlarged-homestead (320-acre) patents of the Great
//   Falls and Havre land offices, indentures "parties of the first part", modern "FOR VALUE RECEIVED
//   ... does hereby grant, bargain, sell and convey" deeds with the Realty Transfer Certificate line,
//   "Mineral Right and Royalty Transfer" forms, district court decrees of distribution, personal
//   representative's deeds of distribution, trust indentures and reconveyances, the Clerk and
//   Recorder's certificate;
// - Ventura County, California (lots of the subdivided Mexican ranchos, "Lot 34 of the Subdivision
//   of Rancho Sespe ... containing 42.36 acres", and San Bernardino Meridian sections in the hills;
//   oil from the 1890s): first deeds of the ranchos' land companies, old "GRANT" deeds, modern grant
//   and quitclaim deeds with "RECORDING REQUESTED BY", APN and documentary transfer tax blocks,
//   Superior Court decrees of distribution, spousal property orders, affidavits re real property of
//   small value (Probate Code 13200), affidavits of death of joint tenant, deeds of trust to a title
//   company and full reconveyances, gas company easements; the "Recorded at request of" stamp and the
//   modern stamp with a two-digit year.
// About half the farms' records begin with a patent or a railway's or land company's first deed,
// the others later (from about ten years before the area's first leasing into the 2000s) with the
// deed of a first known holder.
// Everywhere: first deeds of first known holders, warranty, special warranty and quitclaim deeds,
// deeds reserving one-half or all of the minerals, heirs' quitclaims to one of them, mineral deeds
// of fractions (from fee owners and from severed holders; fractions in words, figures and
// percentages), royalty deeds, affidavits of heirship by a neighbour, rental, Producers 88,
// paid-up ("made effective as of") and memorandum leases taken by companies or by a lease broker
// who assigns them all by an Assignment and Bill of Sale with an Exhibit A, whole and partial
// assignments (an undivided half), releases and surrenders, mortgages and deeds of trust with
// their releases, rights of way. Dates in words, ordinals, figures ("3-12-52", "03/12/1952"),
// the day first ("12 March 1952"), a stamp's ISO or two-digit year. People recur under name
// variants (full middle name, initial, initials only, no middle name, "Wm."/"Chas."/"Geo.",
// capitals, a married woman under her maiden name as middle name, Jr. and, in his own estate, the
// father's "Sr."), spouses join or co-hold; companies under Co./Company, Corp./Corporation,
// Inc./Incorporated, LLC/L.L.C., L.P./LP (no LLC before 1993, no L.P. before 1976). In most
// packages an unrelated namesake who lives in another county (his residence written with his name
// wherever he is a party); otherwise no two people of a package share a first name and surname.
// Exactly one planted gap of each kind per package, each on a one-tract farm. Texts are clean typed
// copies; file names say nothing about the instrument.
// Not written here: sheriff's, tax, executor's and guardian's deeds to purchasers, correction deeds,
// quiet-title judgments, ratifications, division orders and pooled units, depth-limited or
// non-consent interests, Texas mineral-classified and Relinquishment Act lands, Nebraska's
// inheritance-tax determinations, Wyoming and Montana state-land leases, federal leases, Blackfeet
// allotments, California's rancho patents themselves (the rancho lots start with the land company).
//
// Truth conventions: those of sets A-N's headers (D's list with E's to N's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks. What set O
// adds or decides (a title examiner's reading):
// - tracts: Nebraska, Wind River and Montana sections as D's rectangular tracts (township "14N" or
//   "2S", range "56W" or "4E"; the meridian in no field); Nebraska's compact "NE/4 22-14-56" is
//   township "14N", range "56W" (the panhandle lies wholly north and west of its meridian, E's
//   rule); a Kinkaid homestead "All of Section 22" is aliquot "ALL", acres 640; a Montana enlarged
//   homestead "E/2" 320 acres; government lots as F; a tract states its acreage in every instrument
//   or in none;
// - Texas porciones: survey "Porcion 15" (G: "Porcion No. 15", "Porcion Number 15" alike), abstract
//   digits, acres the part stated, no section, block or aliquot; the ancient jurisdiction (Revilla,
//   Mier, Camargo), the original grantee, calls in varas and "being the same land described in
//   Volume ..." are in no field; a named grant ("the Las Cuevas Grant"): survey "Las Cuevas Grant";
//   a numbered share of a partitioned grant ("Share No. 3 of the Jose Vasquez Borrego Grant") is
//   survey the grant and lot the share ("3"): the partition's numbered parcel, as the contract's
//   resurvey tract and great lot; grant names are written without accents in every instrument
//   (the General Land Office's spelling), so one tract has one key; acres always stated;
// - Ventura rancho lots: "Lot 34 of the Subdivision of Rancho Sespe, as per map recorded in Book
//   3, Page 12 of Miscellaneous Records" (also "Lot Thirty-four (34) of the Rancho Sespe") is survey
//   "Rancho Sespe" (a Mexican grant by its own word, the contract's "James Kerr Grant"), lot "34",
//   acres as stated (always), county "Ventura", state "CA", every other field null; the map's book
//   and page are in no field; hill sections of the San Bernardino Meridian as any rectangular tract;
// - a recorded translation of a Spanish deed of sale passed before a county judge "and the
//   assisting witnesses" is a warranty_deed (the vendor "binds himself to the warranty and defense
//   of this sale"); its execution_date and acknowledgment_date are both the day it was passed (E's
//   and I's authentic acts); the translator's certificate and its date, the judge and the witnesses
//   are not the instrument's; "Don" and "Doña" are descriptors; a wife who "gives her consent"
//   joins to release marital rights (a `grantor`, links `required: false`);
// - a Spanish name is the party's name as written: "Juan Jose Trevino y Garza", "Juan J. Trevino",
//   "Maria de Jesus Guerra de Vela" (a married woman's "de Vela" is part of her name as written, her
//   husband no party unless he appears himself); with or without accents as the instrument writes it;
// - the Nebraska wife who "relinquishes all her right of dower and homestead", the Wyoming spouse
//   who joins "releasing and waiving all rights under and by virtue of the homestead exemption laws"
//   and a spouse who joins a deed, lease or mortgage without holding are parties of that side whose
//   links are `required: false`; a couple who took title together (joint tenants, community
//   property) both hold, links required;
// - the Union Pacific Railroad Company's first deed of an odd section that reserves "all coal, oil,
//   gas and other minerals" is a warranty_deed of a first known holder (["fee"]); the railroad then
//   holds all the minerals (no link) and is the only lessor of that farm (its leases link it to the
//   lessee); nobody else deals with those minerals;
// - probate: a Nebraska county court's decree (of final settlement and distribution, or determining
//   heirs), a Wyoming decree of distribution or of summary distribution, a Montana decree of
//   distribution, a Texas judgment declaring heirship or order probating a will as a muniment of
//   title, a California decree of distribution or spousal property order are `probate`: decedent
//   `decedent`, heirs, devisees and distributees `heir` (a surviving spouse confirmed by a spousal
//   property order `heir`), execution_date the day the court signs, death_date the death it recites,
//   no acknowledgment; the judge, the personal representative (a party only as an heir) and the
//   clerk are no parties; the will's date is not the instrument's;
// - Wyoming's "Affidavit for Distribution of Property" (W.S. 2-1-201) and California's "Affidavit re
//   Real Property of Small Value" (Probate Code 13200) are the contract's small estate affidavits:
//   affidavit_of_heirship, the decedent `decedent`, every distributee or successor `heir`, the
//   affiant (always one of them) `heir` only; execution_date the jurat, death_date;
// - a Montana "Personal Representative's Deed of Distribution" is the contract's distributive deed
//   (M's deed of distribution): `other`, conveys_fee true when the decedent held a fee, the decedent
//   `grantor`, the distributees `grantee`, links decedent -> each distributee for each estate he held,
//   required; the personal representative a party only as a distributee; no death_date;
// - survivors' affidavits (Nebraska, Wyoming, Montana and California joint tenancy) are F's: `other`,
//   estates [], the deceased `decedent`, the survivor who swears `other`, death_date, a link
//   decedent -> survivor for the fee `required: false`;
// - a "Mineral Right and Royalty Transfer" is a mineral_deed; a "Royalty Deed", "Royalty Transfer" or
//   "Conveyance of Royalty Interest" a royalty_deed on the mineral side (B); a lessee's "Surrender of
//   Oil and Gas Lease" a release_of_lease;
// - mortgages: mortgagors (and a spouse who joins) `grantor`, mortgagee `grantee`; deeds of trust and
//   Montana trust indentures: trustors `grantor`, trustee `grantee` (a person or a title company),
//   beneficiary `other`; a release of mortgage, release of lien, deed of reconveyance or full
//   reconveyance is `other`: the releasing mortgagee, lender or reconveying trustee `grantor`, every
//   borrower of the recited lien `grantee`, estates [], no link, the tract when it describes it;
// - easements and rights of way: grantors `grantor`, the utility or pipeline `grantee`, no link;
// - recording: Nebraska's "filed for record in the Register of Deeds office ... the 14th day of
//   March A.D. 1952", Texas's "FILED FOR RECORD" (not the later "RECORDED") and "FILED AND
//   RECORDED", Wyoming's "filed for record in my office at ... o'clock" and "RECEPTION NO." stamp,
//   Montana's "Filed for record this" and "Recorded" stamp, California's "Recorded at request of"
//   and "Recorded in Official Records ... 03/14/09" stamps give the recording_date; a Nebraska
//   documentary stamp's date, book, page, reception, document and instrument numbers are in no
//   field; "RECORDING REQUESTED BY", "MAIL TAX STATEMENTS TO", APN, transfer tax and the Montana
//   Realty Transfer Certificate line name no party;
// - leases: lessors are the fee owners while minerals remain with the land and the severed holders
//   who are people (a company holding minerals does not lease here, except the Union Pacific);
//   "made effective as of" gives effective_date and no execution_date (F); a broker's "Assignment
//   and Bill of Sale ... executed on ..., effective as of 7:00 a.m. ... on ..." has both dates, one
//   tract per leased tract of its Exhibit A, whose lessors are no parties; a release names the
//   present holders `lessee` and every lessor of the lease, with a spouse who joined it, `lessor`,
//   and is written only while those lessors are alive and hold what they leased (I);
// - deaths: an intestate's spouse and children, or the devisees, take equal shares as the
//   instrument states; one instrument covers every tract of the package the decedent held (a joint
//   tenant's survivor's affidavit covers the joint tenancy, a second instrument the rest); a
//   decedent who held only severed minerals is often never probated, and his interest then lies
//   dormant (nobody deals with it again; never on a gap farm before its gap); a holder whose
//   interest is only a royalty never dies in the package; nobody dies the day he deals, and nothing
//   is signed for land a minor holds;
// - a reservation in a deed joined by a spouse who does not hold names the holders ("reserved unto
//   the said Vernon J. Pickett"): the reserved minerals are theirs (I: a spouse who only joins
//   reserves nothing);
// - "Mineral Deed", "Mineral and Royalty Deed", "Mineral Grant Deed", "Mineral Conveyance" and
//   "Conveyance of Mineral Interest" are mineral_deed; a "Joint Tenancy Warranty Deed" and a
//   California "Grant Deed" are warranty_deed; a Montana indenture warranting against those
//   "claiming by, through or under the said parties of the first part" is a special_warranty_deed;
// - gaps as I's to N's: grantor_never_received a stranger's mineral deed (the stranger sometimes of
//   the fee owner's surname, his wife sometimes joining); conveyed_before_acquired a mineral deed
//   dated three months to about three years before the mineral deed into its grantor, from a severed
//   holder or from the fee owners (the gap on the early deed, both links given); conveyed_more_than_held
//   a severed mineral holder conveying twice his fraction or the same fraction again after
//   conveying it; the grantee of a gap deed never deals with what he took.
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import type { ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type Estate = HeldoutLink['estate'];
type GapKind = HeldoutGap['kind'];
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
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

// ---------------------------------------------------------------------------------------------
// Dates: whole days since 1970-01-01 (UTC).

const DAY = 86400000;
/** Before any day of the package (days count from 1970, so earlier days are negative). */
const NEVER = -1e9;
const mk = (y: number, m: number, d: number) => Math.round(Date.UTC(y, m - 1, d) / DAY);
const ymd = (t: number) => {
  const d = new Date(t * DAY);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};
const yearOf = (t: number) => ymd(t).y;
const iso = (t: number) => {
  const { y, m, d } = ymd(t);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const ord = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'][n % 10];
  return `${n}${s}`;
};
const ORD_ONES: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
function ordinalWord(n: number): string {
  const w = numberWords(n);
  const cut = Math.max(w.lastIndexOf(' '), w.lastIndexOf('-'));
  const head = w.slice(0, cut + 1);
  const last = w.slice(cut + 1);
  if (ORD_ONES[last]) return head + ORD_ONES[last];
  if (last.endsWith('y')) return `${head}${last.slice(0, -1)}ieth`;
  return `${head}${last}th`;
}
const titleWords = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());

function yearWords(y: number, style: number): string {
  const lo = y % 100;
  if (style === 0 || y >= 2000) {
    const th = Math.floor(y / 1000);
    const h = Math.floor((y % 1000) / 100);
    let s = `${numberWords(th)} thousand`;
    if (h) s += ` ${numberWords(h)} hundred`;
    if (lo) s += `${style === 2 ? ' ' : ' and '}${numberWords(lo)}`;
    return s;
  }
  return `${numberWords(Math.floor(y / 100))} hundred${lo ? `${style === 2 ? ' ' : ' and '}${numberWords(lo)}` : ''}`;
}

type DateStyle = 'long' | 'abbr' | 'ord' | 'ordAD' | 'words' | 'num' | 'num0' | 'dash2' | 'mil' | 'iso';
/** A date as an instrument writes it; 'ord' and 'ordAD' give "12th day of March, 1952" (the caller adds "this"/"the"). */
function fd(t: number, style: DateStyle, r?: Rng): string {
  const { y, m, d } = ymd(t);
  switch (style) {
    case 'long':
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr':
      return `${MON3[m - 1]} ${d}, ${y}`;
    case 'ord':
      return `${ord(d)} day of ${MONTHS[m - 1]}, ${y}`;
    case 'ordAD':
      return `${ord(d)} day of ${MONTHS[m - 1]}, A.D. ${y}`;
    case 'words':
      return `${ordinalWord(d)} day of ${MONTHS[m - 1]}, in the year of our Lord ${yearWords(y, r ? r.int(3) : 0)}`;
    case 'num':
      return `${m}/${d}/${y}`;
    case 'num0':
      return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'dash2':
      return `${m}-${d}-${String(y % 100).padStart(2, '0')}`;
    case 'mil':
      return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'iso':
      return iso(t);
  }
}
/** "the fifteenth day of the month of March of the year one thousand eight hundred and ninety-two" (translations). */
const fdSpanish = (t: number) => {
  const { y, m, d } = ymd(t);
  return `the ${ordinalWord(d)} day of the month of ${MONTHS[m - 1]} of the year ${yearWords(y, 0)}`;
};
const hhmm = (r: Rng, modern = false) => {
  const h = 8 + r.int(9);
  const mi = r.pick([0, 0, 15, 30, 45, 10, 20, 40, 50, 5]);
  const h12 = h > 12 ? h - 12 : h;
  const ap = h >= 12 ? 'P.M.' : 'A.M.';
  if (modern) return `${String(h12).padStart(2, '0')}:${String(mi).padStart(2, '0')} ${ap.replace(/\./g, '')}`;
  return mi ? `${h12}:${String(mi).padStart(2, '0')} o'clock ${ap}` : `${h12} o'clock ${ap}`;
};

// ---------------------------------------------------------------------------------------------
// Fractions of the whole mineral estate, exact.

interface Q {
  n: number;
  d: number;
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const q = (n: number, d: number): Q => {
  if (n === 0) return { n: 0, d: 1 };
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
};
const qAdd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const qSub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
const qDiv = (a: Q, k: number) => q(a.n, a.d * k);
const qMul = (a: Q, k: number) => q(a.n * k, a.d);
const qLe = (a: Q, b: Q) => a.n * b.d <= b.n * a.d;
const qPos = (a: Q) => a.n > 0;
const qEq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
const ZERO: Q = { n: 0, d: 1 };
const ONE: Q = { n: 1, d: 1 };
const qStr = (a: Q) => `${a.n}/${a.d}`;
function qWords(a: Q): string {
  if (a.n === a.d) return 'all';
  if (a.d === 2) return a.n === 1 ? 'one-half' : `${numberWords(a.n)} halves`;
  const den = a.d === 4 ? 'fourth' : ordinalWord(a.d);
  const sep = den.includes('-') ? ' ' : '-';
  return `${numberWords(a.n)}${sep}${den}${a.n > 1 ? 's' : ''}`;
}
const onlyTwosFives = (d: number) => {
  let x = d;
  while (x % 2 === 0) x /= 2;
  while (x % 5 === 0) x /= 5;
  return x === 1;
};
const qPct = (a: Q) => `${String(Number(((a.n / a.d) * 100).toFixed(6)))}%`;
/** The interest in one of several ways: "an undivided one-eighth (1/8)", "an undivided 1/8th", "an undivided 12.5%". */
function qText(r: Rng, a: Q, modern: boolean): string {
  const k = r.int(10);
  if (modern && k < 2 && onlyTwosFives(a.d)) return `an undivided ${qPct(a)}`;
  if (k < 6) return `an undivided ${qWords(a)} (${qStr(a)})`;
  if (k < 8) return a.n === 1 && a.d > 3 ? `an undivided 1/${ord(a.d)}` : `an undivided ${qStr(a)}`;
  return `an undivided ${qWords(a)}`;
}

// ---------------------------------------------------------------------------------------------
// People and companies.

const MEN_PLAINS = ['John', 'William', 'Charles', 'George', 'Henry', 'Frank', 'Albert', 'Carl', 'Gustav', 'Oscar', 'August', 'Herman', 'Emil', 'Otto', 'Nels', 'Elmer', 'Walter', 'Harold', 'Lloyd', 'Leonard', 'Clarence', 'Earl', 'Dale', 'Duane', 'Gerald', 'Kenneth', 'Donald', 'Richard', 'Robert', 'Wayne', 'Marvin', 'Vernon', 'Alvin', 'Arthur', 'Ernest', 'Leo', 'Ralph', 'Reinhold', 'Arvid', 'Thomas', 'James', 'Joseph', 'Samuel', 'Benjamin', 'Lyle', 'Merle', 'Darrel', 'Glen'];
const WOMEN_PLAINS = ['Mary', 'Anna', 'Emma', 'Bertha', 'Ida', 'Hilda', 'Clara', 'Martha', 'Elsie', 'Minnie', 'Lena', 'Esther', 'Edna', 'Hazel', 'Mildred', 'Dorothy', 'Helen', 'Ruth', 'Alma', 'Freda', 'Agnes', 'Ethel', 'Viola', 'Irene', 'Lois', 'Darlene', 'Joyce', 'Shirley', 'Marlene', 'Beverly', 'Gladys', 'Verna', 'LaVonne', 'Arlene'];
const MID_MEN = ['Albert', 'Edward', 'Henry', 'Louis', 'Frederick', 'August', 'Lee', 'Ray', 'Dean', 'Eugene', 'Allen', 'Wesley', 'Morris', 'Franklin', 'Oliver', 'Martin', 'Jacob', 'Paul', 'Russell', 'Howard', 'Vernon', 'Gordon', 'Irvin', 'Milton'];
const MID_WOMEN = ['Louise', 'Marie', 'Ann', 'Elizabeth', 'May', 'Jean', 'Rose', 'Irene', 'Pearl', 'Kathryn', 'Ellen', 'Frances', 'Lucille', 'Opal', 'Fern', 'June', 'Grace', 'Eileen'];
const SUR: Record<string, string[]> = {
  ne: ['Lindquist', 'Brunken', 'Oberg', 'Kuhlmann', 'Rasmussen', 'Wulf', 'Hergenrader', 'Sandberg', 'Fehringer', 'Kriz', 'Bergstrom', 'Haythorn', 'Moeller', 'Wiedeman', 'Lukassen', 'Schaneman', 'Dinnel', 'Heilbrun', 'Ostdiek', 'Bruning', 'Vogel', 'Ehlers', 'Hofmeister', 'Harshbarger', 'Carlson', 'Wahlgren', 'Tessendorf', 'Gumb', 'Splichal', 'Nuttelman', 'Bosserman', 'Pfeiffer', 'Stumpf', 'Engstrom', 'Kovanda', 'Lashley'],
  wy: ['Fabrizius', 'Woodring', 'Hutchison', 'Sessions', 'Abernathy', 'Goodsell', 'Kopp', 'Ellsworth', 'Blevins', 'Shultz', 'Ratcliff', 'Nicholls', 'Harnsberger', 'Wamsley', 'Seyfang', 'Yost', 'Rinker', 'Pickett', 'Lanchbury', 'Tillard', 'Wempen', 'Marston', 'Hegewald', 'Pingetzer', 'Kail', 'Stroock', 'Dewitt', 'Magagna', 'Baldes', 'Trosper', 'Enos', 'Hornecker', 'Mecca', 'Jeffres'],
  mt: ['Halvorson', 'Sundby', 'Tveit', 'Gunderson', 'Kjos', 'Lybeck', 'Ostby', 'Brekke', 'Rimel', 'Mattingly', 'McKamey', 'Dvorak', 'Fauque', 'Kolstad', 'Skari', 'Pfister', 'Toavs', 'Hellickson', 'Blackwood', 'Carver', 'Dahlke', 'Pidgeon', 'Lokken', 'Sollid', 'Aageson', 'Heydt', 'Ostberg', 'Rasch', 'Tande', 'Vinje', 'Wirtzberger', 'Ulmen', 'Kronebusch', 'Thorsen'],
  ca: ['Haines', 'Dunshee', 'Sexton', 'Blanchard', 'Hardison', 'Lagomarsino', 'Pinkerton', 'Stow', 'Peirano', 'Burson', 'Warring', 'Reith', 'Gerberding', 'Kellogg', 'Dudley', 'Mahan', 'Teague', 'Mosbaugh', 'Shiells', 'Faulkner', 'McFarland', 'Boyd', 'Jepson', 'Cummings', 'Baker', 'Willard', 'Pressey', 'Harthorn', 'Orcutt', 'Fleisher', 'Calvert', 'Maulhardt', 'Borchard', 'Friedrich'],
  tx: ['Hellen', 'Bruni', 'Kilgore', 'Mangum', 'Hebbron', 'Pope', 'Rankin', 'Dickinson', 'Tinney', 'Houser', 'Scovell', 'Dunlap'],
};
const HMEN = ['José', 'Juan', 'Francisco', 'Antonio', 'Manuel', 'Pedro', 'Ramón', 'Jesús', 'Eusebio', 'Tomás', 'Rafael', 'Santiago', 'Cipriano', 'Librado', 'Octaviano', 'Ygnacio', 'Dionisio', 'Prudencio', 'Eulalio', 'Andrés', 'Felipe', 'Macedonio', 'Hilario', 'Lázaro', 'Rosendo', 'Teodoro', 'Leandro', 'Arnulfo', 'Rogelio', 'Reynaldo'];
const HMEN2 = ['Juan José', 'José María', 'José Ángel', 'Juan Antonio', 'Francisco Javier', 'José Luis', 'Juan Manuel', 'Pedro Pablo'];
const HWOMEN = ['María', 'Josefa', 'Juana', 'Refugio', 'Petra', 'Tomasa', 'Paula', 'Rosalía', 'Anita', 'Carmen', 'Dolores', 'Eufemia', 'Aurelia', 'Herlinda', 'Otilia', 'Inés', 'Cleotilde', 'Apolonia', 'Dominga', 'Elvira', 'Feliciana', 'Zoila'];
const HWOMEN2 = ['María de Jesús', 'María Guadalupe', 'Ana María', 'María del Refugio', 'María Luisa', 'María Inés', 'María del Carmen'];
const HSUR = ['Garza', 'Treviño', 'Ramírez', 'Peña', 'Gutiérrez', 'Vela', 'Guerra', 'Sáenz', 'Martínez', 'Benavides', 'Salinas', 'Cuéllar', 'Hinojosa', 'Villarreal', 'Ynojosa', 'Uribe', 'Bazán', 'Canales', 'Montalvo', 'Barrera', 'Chapa', 'Sánchez', 'Cavazos', 'Vidaurri', 'Zárate', 'Ramos', 'Solís', 'Longoria', 'Alaniz', 'Olivares', 'Yzaguirre', 'Gómez', 'Cantú', 'Escobar', 'Ybáñez', 'Rodríguez'];
// Notaries, officers, judges, clerks, translators, witnesses: never parties, drawn apart.
const OFF_FIRST = ['Arthur', 'Beatrice', 'Cecil', 'Della', 'Everett', 'Florence', 'Grover', 'Harriet', 'Irma', 'Jerome', 'Kathleen', 'Lowell', 'Maxine', 'Norbert', 'Olive', 'Percy', 'Rhoda', 'Sylvester', 'Thelma', 'Ursula', 'Virgil', 'Winifred'];
const OFF_LAST = ['Ackerly', 'Bramwell', 'Colfax', 'Dunwoody', 'Eberhart', 'Fairweather', 'Gillett', 'Hazelrigg', 'Ingersoll', 'Jellison', 'Kettleby', 'Lockridge', 'Mayberry', 'Nettleton', 'Ormsby', 'Prendergast', 'Quimby', 'Rutherford', 'Satterlee', 'Trowbridge', 'Underhill', 'Vanderpool', 'Whitcomb', 'Yeoman'];
const OFF_HFIRST = ['Eleuterio', 'Porfirio', 'Amado', 'Belisario', 'Candelario', 'Desiderio', 'Evaristo', 'Florencio', 'Gumersindo', 'Higinio'];
const OFF_HLAST = ['Arredondo', 'Botello', 'Cadena', 'Dávila', 'Elizondo', 'Fuentes', 'Galván', 'Híjar', 'Iglesias', 'Jaramillo'];
const ABBR: Record<string, string> = { William: 'Wm.', Charles: 'Chas.', George: 'Geo.', James: 'Jas.', Thomas: 'Thos.', Joseph: 'Jos.', Benjamin: 'Benj.', Samuel: 'Saml.' };

interface P {
  id: string;
  kind: 'person' | 'organization';
  first: string;
  middle: string;
  last: string;
  /** A Spanish name's second (maternal) surname. */
  mat: string;
  /** A married woman's maiden surname, written as her middle name in some instruments. */
  maiden: string;
  hisp: boolean;
  suffix: '' | 'Jr.';
  female: boolean;
  spouse: P | null;
  /** Written with the name wherever a namesake exists ("of Banner County, Nebraska"). */
  residence: string | null;
  born: number;
  died: number | null;
  lastActive: number;
  /** The year he dies (people only). */
  dieAt: number;
  /** A company: its stem and kind ("Lodgepole" "Oil Company"); a sovereign or bank: its one name. */
  stem?: string;
  ckind?: string;
  fixed?: string;
  incState?: string;
  /** Took a gap deed or a royalty: never deals again. */
  inert?: boolean;
  broker?: boolean;
  /** A father whose Jr. inherits: "Sr." in his own estate. */
  hasJr?: boolean;
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
function wpick<T>(r: Rng, xs: Array<[T, number]>): T {
  const tot = xs.reduce((a, x) => a + x[1], 0);
  let k = r.next() * tot;
  for (const [x, w] of xs) {
    k -= w;
    if (k < 0) return x;
  }
  return xs[xs.length - 1][0];
}
const initialOf = (w: string) => `${w[0]}.`;
/** "Juan José" -> "Juan J.", "María de Jesús" -> "María de J.". */
const shortFirst = (first: string) => {
  const ws = first.split(' ');
  return ws.length < 2 ? first : [...ws.slice(0, -1), initialOf(ws[ws.length - 1])].join(' ');
};

/** The person's name as one instrument of day t writes it. */
function personName(r: Rng, p: P, t: number, sr = false): string {
  const y = yearOf(t);
  let s: string;
  if (p.hisp) {
    const forms: Array<[string, number]> = [];
    const hus = p.female && p.spouse && !p.spouse.female && p.spouse.hisp ? p.spouse.last : '';
    if (hus) {
      forms.push([`${p.first} ${p.last} de ${hus}`, 50]);
      forms.push([`${p.first} ${initialOf(p.last)} de ${hus}`, 20]);
      if (y >= 1950) forms.push([`${p.first} ${hus}`, 10]);
      if (p.first.includes(' ')) forms.push([`${shortFirst(p.first)} ${p.last} de ${hus}`, 10]);
    } else {
      if (p.mat) {
        forms.push([`${p.first} ${p.last} ${p.mat}`, 25]);
        forms.push([`${p.first} ${p.last} y ${p.mat}`, y < 1950 ? 25 : 8]);
      }
      forms.push([`${p.first} ${p.last}`, 35]);
      if (p.first.includes(' ')) forms.push([`${shortFirst(p.first)} ${p.last}`, 15]);
      if (p.first.includes(' ') && y < 1970) forms.push([`${p.first.split(' ').map(initialOf).join(' ')} ${p.last}`, 8]);
    }
    s = wpick(r, forms);
    if (y < 1978 || r.chance(0.45)) s = stripAccents(s);
  } else {
    const forms: Array<[string, number]> = [];
    if (p.middle) {
      const mi = initialOf(p.middle);
      forms.push([`${p.first} ${p.middle} ${p.last}`, y < 1940 ? 18 : 32]);
      forms.push([`${p.first} ${mi} ${p.last}`, 42]);
      forms.push([`${initialOf(p.first)} ${mi} ${p.last}`, y < 1950 ? 20 : 5]);
      if (ABBR[p.first] && y < 1960) forms.push([`${ABBR[p.first]} ${mi} ${p.last}`, 9]);
    }
    forms.push([`${p.first} ${p.last}`, p.middle ? 7 : 60]);
    if (p.maiden && y >= 1925) forms.push([`${p.first} ${p.maiden} ${p.last}`, 12]);
    s = wpick(r, forms);
    const sfx = sr ? 'Sr.' : p.suffix;
    if (sfx) s += r.chance(0.7) ? `, ${sfx}` : ` ${sfx}`;
  }
  return s;
}

function orgName(r: Rng, p: P): string {
  if (p.fixed) return p.fixed;
  let k = p.ckind!;
  const v = r.int(10);
  if (v < 4) k = k.replace('Company', 'Co.').replace('Corporation', 'Corp.');
  else if (v < 6) k = k.replace(', Inc.', ', Incorporated').replace('LLC', 'L.L.C.').replace('L.P.', 'LP');
  else if (v === 6) k = k.replace(', Inc.', ' Inc.').replace('Company', 'Co.');
  if (r.chance(0.12)) k = k.replace(' & ', ' and ');
  return `${p.stem} ${k}`;
}

// ---------------------------------------------------------------------------------------------
// Tracts and the ways instruments describe them.

type Mer = 'six' | 'wrm' | 'pmm' | 'sbm';
interface Tract {
  t: ExpectedTract;
  key: string;
  kind: 'rect' | 'porcion' | 'share' | 'grant' | 'rancho';
  stateName: string;
  sec: number;
  twp: number;
  tdir: 'N' | 'S';
  rng: number;
  rdir: 'E' | 'W';
  mer: Mer;
  /** Aliquot parts smallest first ([['E', 2], ['SW', 4]] is "E/2 SW/4"); [] is the whole section; null lots only. */
  parts: Array<[string, number]> | null;
  lots: number[];
  survey: string;
  abstract: string;
  share: number;
  juris: string;
  grantee: string;
  acres: number | null;
  calls: string;
  mapBook: string;
}

const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const DIRP: Record<string, string> = { N: 'north', S: 'south', E: 'east', W: 'west', NE: 'north-east', NW: 'north-west', SE: 'south-east', SW: 'south-west' };
type AliqStyle = 'slash' | 'slashOf' | 'uni' | 'compact' | 'words' | 'wordsFig' | 'patent' | 'frac';
function aliq(parts: Array<[string, number]>, style: AliqStyle): string {
  const half = (v: number) => (v === 2 ? 'Half' : 'Quarter');
  switch (style) {
    case 'slash':
      return parts.map(([d, v]) => `${d}/${v}`).join(' ');
    case 'slashOf':
      return parts.map(([d, v]) => `${d}/${v}`).join(' of the ');
    case 'uni':
      return parts.map(([d, v]) => `${d}${v === 2 ? '½' : '¼'}`).join('');
    case 'compact':
      return parts.map(([d, v]) => `${d}${v}`).join('');
    case 'words':
      return parts.map(([d, v]) => `the ${DIRW[d]} ${half(v)}`).join(' of ');
    case 'wordsFig':
      return parts.map(([d, v]) => `the ${DIRW[d]} ${half(v)} (${d}/${v})`).join(' of ');
    case 'patent':
      return parts.map(([d, v]) => `the ${DIRP[d]} ${v === 2 ? 'half' : 'quarter'}`).join(' of ');
    case 'frac':
      return parts.map(([d, v]) => `${d} 1/${v}`).join(' of the ');
  }
}
const MER_LONG: Record<Mer, string> = { six: 'Sixth Principal Meridian', wrm: 'Wind River Meridian', pmm: 'Principal Meridian, Montana', sbm: 'San Bernardino Base and Meridian' };
const MER_ABBR: Record<Mer, string[]> = { six: ['6th P.M.', '6th P. M.', 'Sixth P.M.'], wrm: ['W.R.M.', 'Wind River Meridian', 'W. R. M.'], pmm: ['P.M.M.', 'M.P.M.', 'Montana Meridian'], sbm: ['S.B.B.&M.', 'S.B.M.', 'San Bernardino Meridian'] };
const MER_PAT: Record<Mer, string> = { six: 'sixth principal meridian', wrm: 'Wind River meridian', pmm: 'principal meridian, Montana', sbm: 'San Bernardino meridian' };
const numW = (n: number) => titleWords(numberWords(n));
const acresFmt = (a: number, r: Rng) => {
  const fixed2 = r.chance(0.4) && !Number.isInteger(a);
  const s = fixed2 ? a.toFixed(2) : String(a);
  const [i, f] = s.split('.');
  const ii = i.length > 3 && r.chance(0.7) ? `${i.slice(0, -3)},${i.slice(-3)}` : i;
  return f ? `${ii}.${f}` : ii;
};
/** Acres in words as a patent writes them: "one hundred fifty-eight acres and thirty-six hundredths of an acre". */
const acresWords = (a: number) => {
  const whole = Math.floor(a);
  const cents = Math.round((a - whole) * 100);
  return `${numberWords(whole)} acres${cents ? ` and ${numberWords(cents)} hundredths of an acre` : ''}`;
};

const acresShortWords = (a: number) => {
  const whole = Math.floor(a);
  const cents = Math.round((a - whole) * 100);
  return `${numberWords(whole)}${cents === 50 ? ' and one-half' : cents ? ` and ${cents}/100` : ''}`;
};

type DescStyle = 'formal' | 'abbr' | 'plain' | 'compact' | 'tab' | 'landman' | 'patent' | 'old' | 'short' | 'modern' | 'trans';
/** One tract as one instrument describes it (county and state included); `withAcres` false leaves the acres to the caller's table. */
function describe(r: Rng, tr: Tract, style: DescStyle, withAcres = true): string {
  const county = tr.t.county!;
  const A = tr.acres;
  if (tr.kind === 'rect') {
    const N = DIRW[tr.tdir];
    const W = DIRW[tr.rdir];
    const ab = r.pick(MER_ABBR[tr.mer]);
    const lotsWords = (s: 'fig' | 'plain' | 'patent' | 'compact') => {
      if (!tr.lots.length) return '';
      const ls = tr.lots;
      if (s === 'compact') return ls.map((l) => `L${l}`).join(', ');
      if (s === 'patent') return `lots ${ls.map((l) => numberWords(l)).join(' and ')}`;
      if (s === 'fig') return `Lots ${ls.map((l) => `${numW(l)} (${l})`).join(' and ')}`;
      return `${r.chance(0.3) ? 'Government ' : ''}Lots ${ls.join(' and ')}`;
    };
    const part = (s: AliqStyle, lotStyle: 'fig' | 'plain' | 'patent' | 'compact'): string => {
      if (tr.parts && tr.parts.length === 0) return s === 'patent' ? 'all of' : 'All of';
      const lw = lotsWords(lotStyle);
      const aw = tr.parts ? aliq(tr.parts, s) : '';
      if (lw && aw) return lotStyle === 'compact' ? `${lw}, ${aw} of` : `${lw} and ${aw} of`;
      return `${lw || aw} of`;
    };
    const acresTail = (words = false) => (A === null || !withAcres ? '' : words ? `, containing ${acresWords(A)}` : r.pick([`, containing ${acresFmt(A, r)} acres, more or less`, ` (${acresFmt(A, r)} acres)`, `, containing ${acresFmt(A, r)} acres`]));
    const where = r.pick([`, ${county} County, ${tr.stateName}`, `, in ${county} County, State of ${tr.stateName}`, ` in the County of ${county}, State of ${tr.stateName}`]);
    switch (style) {
      case 'formal':
        return `${part(r.pick(['words', 'wordsFig']), 'fig')} Section ${numW(tr.sec)} (${tr.sec}), Township ${numW(tr.twp)} (${tr.twp}) ${N}, Range ${numW(tr.rng)} (${tr.rng}) ${W} of the ${MER_LONG[tr.mer]}${where}${acresTail()}`;
      case 'abbr':
        return `${part(r.pick(['slash', 'uni', 'slashOf']), 'plain')} Sec. ${tr.sec}, T. ${tr.twp} ${tr.tdir}., R. ${tr.rng} ${tr.rdir}., ${ab}${where}${acresTail()}`;
      case 'plain':
        return `${part(r.pick(['slash', 'frac', 'words']), 'plain')} Section ${tr.sec}, Township ${tr.twp} ${N}, Range ${tr.rng} ${W} of the ${ab}${where}${acresTail()}`;
      case 'compact': {
        const implicit = tr.mer === 'six' && tr.tdir === 'N' && tr.rdir === 'W' && tr.t.state === 'NE' && r.chance(0.6);
        const str = implicit ? `${tr.sec}-${tr.twp}-${tr.rng}` : `${tr.sec}-${tr.twp}${tr.tdir}-${tr.rng}${tr.rdir}`;
        const p = part(r.pick(['slash', 'compact', 'uni']), 'compact').replace(/ of$/, '');
        return `${p === 'All' ? 'All of Section' : p} ${str}${where}${acresTail()}`;
      }
      case 'tab': {
        const p = part('slash', 'plain').replace(/ of$/, '');
        return `Township ${tr.twp} ${N}, Range ${tr.rng} ${W}, ${MER_LONG[tr.mer]}\n    Section ${tr.sec}: ${p === 'All' ? 'All' : p}${acresTail()}\n${county} County, ${tr.stateName}`;
      }
      case 'landman': {
        const p = part(r.pick(['slash', 'uni']), 'plain').replace(/ of$/, '');
        return `T${tr.twp}${tr.tdir}-R${tr.rng}${tr.rdir}, ${ab}, Sec. ${tr.sec}: ${p === 'All' ? 'All' : p}${where}${acresTail()}`;
      }
      case 'old':
      case 'trans':
        return describe(r, tr, 'formal', withAcres);
      case 'short':
        return describe(r, tr, 'abbr', withAcres);
      case 'modern':
        return describe(r, tr, 'plain', withAcres);
      default:
        // patent
        return `${part('patent', 'patent')} section ${numberWords(tr.sec)} in township ${numberWords(tr.twp)} ${N.toLowerCase()} of range ${numberWords(tr.rng)} ${W.toLowerCase()} of the ${MER_PAT[tr.mer]}, in the State of ${tr.stateName}${A !== null && withAcres ? `, containing ${acresWords(A)}` : ''}`;
    }
  }
  const acr = A === null ? '' : acresFmt(A, r);
  if (tr.kind === 'rancho') {
    switch (style) {
      case 'old':
      case 'trans':
      case 'patent':
        return `All of Lot ${numW(tr.share)} (${tr.share}) of the ${tr.survey}, in the County of Ventura, State of California, as the same is shown on the map of the subdivision of said Rancho recorded in Book ${tr.mapBook} of Miscellaneous Records of said County${withAcres ? `, containing ${acr} acres of land, more or less` : ''}`;
      case 'short':
      case 'landman':
      case 'compact':
        return `${tr.survey}, Lot ${tr.share}${withAcres ? ` (${acr} acres)` : ''}, Ventura County, California`;
      case 'tab':
        return `County of Ventura, State of California:\n    Lot ${tr.share} of the Subdivision of ${tr.survey}${withAcres ? `, ${acr} acres` : ''}`;
      default:
        return `Lot ${tr.share} of the Subdivision of ${tr.survey}, in the County of Ventura, State of California, as per map recorded in Book ${tr.mapBook} of Miscellaneous Records (Maps), in the office of the County Recorder of said County${withAcres ? `, containing ${acr} acres, more or less` : ''}`;
    }
  }
  // Texas
  const where = `${county} County, Texas`;
  if (tr.kind === 'share') {
    switch (style) {
      case 'short':
      case 'landman':
      case 'compact':
        return `${tr.survey}, Share ${tr.share}, Abstract ${tr.abstract}${withAcres ? ` (${acr} ac.)` : ''}, ${where}`;
      case 'trans':
        return `the share number ${tr.share} (${numberWords(tr.share)}) of the lands of the ${tr.survey.replace(/ Grant$/, '')} grant, as set apart in the partition of said grant, Abstract No. ${tr.abstract}, in the County of ${county}${withAcres ? `, containing ${acr} acres` : ''}`;
      case 'old':
        return `all of Share Number ${numW(tr.share)} (${tr.share}) of the partition of the ${tr.survey}, Abstract No. ${tr.abstract}, in ${where}${withAcres ? `, containing ${acr} acres of land, more or less` : ''}, as set apart in the decree of partition of said grant`;
      default:
        return `Share No. ${tr.share} of the ${tr.survey}, Abstract No. ${tr.abstract}, ${where}${withAcres ? `, containing ${acr} acres, more or less` : ''}`;
    }
  }
  const surv = tr.kind === 'porcion' ? r.pick([`Porcion No. ${tr.share}`, `Porcion ${tr.share}`, `Porcion Number ${tr.share}`]) : `the ${tr.survey}`;
  const juris = tr.kind === 'porcion' ? `, ancient jurisdiction of ${tr.juris}` : '';
  const orig = tr.kind === 'porcion' && r.chance(0.5) ? `, originally granted to ${tr.grantee}` : '';
  switch (style) {
    case 'short':
    case 'landman':
    case 'compact':
      return `${withAcres ? `${acr} acres out of ` : ''}${tr.kind === 'porcion' ? `Porcion ${tr.share}` : tr.survey}, A-${tr.abstract}, ${where}`;
    case 'trans':
      return `a piece of land of ${A === null ? '' : `${acresShortWords(A)} (${acr}) acres`}, situated in ${tr.kind === 'porcion' ? `the Porcion Number ${tr.share} of the ancient jurisdiction of ${tr.juris}` : `the lands of the ${tr.survey}`}, Abstract No. ${tr.abstract}, in the County of ${county}, bounded as follows: ${tr.calls.replace(/\.$/, '')}`;
    case 'old':
      return `${acr} acres of land, more or less, out of ${surv}${juris}, Abstract No. ${tr.abstract}${orig}, in ${where}, and described by metes and bounds as follows, to-wit: ${tr.calls}`;
    default: {
      const same = r.chance(0.3) ? `, and being the same land described in Volume ${20 + r.int(300)}, Page ${1 + r.int(600)} of the Deed Records of ${county} County, Texas` : '';
      return `${withAcres ? `${acr} acres, more or less, ` : 'a tract '}out of ${surv}${juris}, Abstract No. ${tr.abstract}${orig}, ${where}, being more particularly described by metes and bounds as follows: ${tr.calls.replace(/\.$/, '')}${same}.`;
    }
  }
}

function calls(r: Rng, varas: boolean): string {
  const unit = varas ? 'varas' : 'feet';
  const mark = () => r.pick(['an iron rod', 'a mesquite post', 'a concrete monument', 'a pile of stones', 'a cedar stake', 'an iron pipe']);
  const course = () => `${r.pick(['N.', 'S.'])} ${r.int(89)} deg. ${r.int(60)} min. ${r.pick(['E.', 'W.'])} ${(200 + r.next() * 2400).toFixed(1)} ${unit}`;
  const n = 3 + r.int(2);
  const legs: string[] = [];
  for (let i = 0; i < n; i++) legs.push(`THENCE ${course()} to ${mark()}`);
  return `BEGINNING at ${mark()} set for the ${r.pick(['northeast', 'southeast', 'northwest', 'southwest'])} corner of this tract; ${legs.join('; ')}; THENCE ${course()} to the PLACE OF BEGINNING.`;
}

// ---------------------------------------------------------------------------------------------
// The five areas.

type AreaKey = 'ne' | 'tx' | 'wy' | 'mt' | 'ca';
interface CountyDef {
  name: string;
  /** First year instruments of the county are recorded there. */
  from: number;
  mer: Mer;
  twp: [number, number];
  tdir: 'N' | 'S' | 'NS';
  rng: [number, number];
  rdir: 'E' | 'W' | 'EW';
  seat: string;
  court: string;
}
interface Area {
  key: AreaKey;
  st: string;
  stateName: string;
  counties: CountyDef[];
  /** Years the farms' first instruments fall in. */
  start: [number, number];
  oil: number;
  hisp: number;
  stems: string[];
  landOffices: string[];
}
const AREAS: Area[] = [
  {
    key: 'ne',
    st: 'NE',
    stateName: 'Nebraska',
    counties: [
      { name: 'Kimball', from: 1888, mer: 'six', twp: [12, 16], tdir: 'N', rng: [53, 58], rdir: 'W', seat: 'Kimball', court: 'County Court of Kimball County, Nebraska' },
      { name: 'Cheyenne', from: 1880, mer: 'six', twp: [12, 17], tdir: 'N', rng: [47, 52], rdir: 'W', seat: 'Sidney', court: 'County Court of Cheyenne County, Nebraska' },
      { name: 'Banner', from: 1888, mer: 'six', twp: [17, 20], tdir: 'N', rng: [53, 58], rdir: 'W', seat: 'Harrisburg', court: 'County Court of Banner County, Nebraska' },
    ],
    start: [1886, 1912],
    oil: 1949,
    hisp: 0.02,
    stems: ['Lodgepole', 'Pumpkin Creek', 'Wildcat Hills', 'Sidney Draw', 'Lone Tree', 'High Plains', 'Panhandle Plains', 'Bushnell', 'Dix Basin', 'Gurley'],
    landOffices: ['Sidney, Nebraska', 'Alliance, Nebraska'],
  },
  {
    key: 'tx',
    st: 'TX',
    stateName: 'Texas',
    counties: [
      { name: 'Zapata', from: 1880, mer: 'six', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Zapata', court: 'County Court of Zapata County, Texas' },
      { name: 'Starr', from: 1880, mer: 'six', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Rio Grande City', court: 'County Court of Starr County, Texas' },
      { name: 'Jim Hogg', from: 1914, mer: 'six', twp: [0, 0], tdir: 'N', rng: [0, 0], rdir: 'W', seat: 'Hebbronville', court: 'County Court of Jim Hogg County, Texas' },
    ],
    start: [1882, 1918],
    oil: 1922,
    hisp: 0.85,
    stems: ['Rio Grande', 'Zapata', 'Mirando', 'Agua Dulce', 'Brush Country', 'Los Ojuelos', 'Tejas Border', 'Bordas', 'Escobas', 'Randado Valley'],
    landOffices: [],
  },
  {
    key: 'wy',
    st: 'WY',
    stateName: 'Wyoming',
    counties: [
      { name: 'Fremont', from: 1884, mer: 'wrm', twp: [1, 6], tdir: 'NS', rng: [1, 6], rdir: 'EW', seat: 'Lander', court: 'District Court, Ninth Judicial District, Fremont County, Wyoming' },
      { name: 'Hot Springs', from: 1912, mer: 'six', twp: [42, 45], tdir: 'N', rng: [94, 99], rdir: 'W', seat: 'Thermopolis', court: 'District Court, Fifth Judicial District, Hot Springs County, Wyoming' },
    ],
    start: [1907, 1924],
    oil: 1914,
    hisp: 0.03,
    stems: ['Wind River', 'Popo Agie', 'Owl Creek', 'Beaver Rim', 'Sand Draw', 'Muskrat Creek', 'Shoshone Basin', 'Big Horn Basin', 'Grass Creek', 'Hamilton Dome'],
    landOffices: ['Lander, Wyoming'],
  },
  {
    key: 'mt',
    st: 'MT',
    stateName: 'Montana',
    counties: [
      { name: 'Toole', from: 1914, mer: 'pmm', twp: [31, 37], tdir: 'N', rng: [1, 4], rdir: 'W', seat: 'Shelby', court: 'District Court of the Ninth Judicial District of the State of Montana, in and for the County of Toole' },
      { name: 'Pondera', from: 1919, mer: 'pmm', twp: [27, 31], tdir: 'N', rng: [1, 8], rdir: 'W', seat: 'Conrad', court: 'District Court of the Ninth Judicial District of the State of Montana, in and for the County of Pondera' },
      { name: 'Glacier', from: 1919, mer: 'pmm', twp: [32, 37], tdir: 'N', rng: [5, 6], rdir: 'W', seat: 'Cut Bank', court: 'District Court of the Ninth Judicial District of the State of Montana, in and for the County of Glacier' },
    ],
    start: [1914, 1924],
    oil: 1921,
    hisp: 0,
    stems: ['Sweetgrass', 'Marias River', 'Kevin Rim', 'Two Medicine', 'Pondera Valley', 'Teton River', 'Sunburst', 'Bears Paw', 'Oilmont', 'Galata'],
    landOffices: ['Great Falls, Montana', 'Havre, Montana'],
  },
  {
    key: 'ca',
    st: 'CA',
    stateName: 'California',
    counties: [{ name: 'Ventura', from: 1873, mer: 'sbm', twp: [3, 5], tdir: 'N', rng: [19, 22], rdir: 'W', seat: 'Ventura', court: 'Superior Court of the State of California, in and for the County of Ventura' }],
    start: [1884, 1906],
    oil: 1892,
    hisp: 0.18,
    stems: ['Sespe', 'Topatopa', 'Santa Clara Valley', 'Sulphur Mountain', 'Bardsdale', 'Piru Creek', 'Ojai Valley', 'Conejo', 'Timber Canyon', 'Silverthread'],
    landOffices: ['Los Angeles, California'],
  },
];

const TX_GRANTS: Record<string, Array<{ name: string; abs: string; shares: boolean }>> = {
  Zapata: [
    { name: 'Jose Vasquez Borrego Grant', abs: '17', shares: true },
    { name: 'San Bartolo Grant', abs: '64', shares: false },
    { name: 'Dolores Grant', abs: '31', shares: false },
  ],
  Starr: [
    { name: 'Las Cuevas Grant', abs: '88', shares: true },
    { name: 'La Puerta Grant', abs: '103', shares: false },
    { name: 'Agostadero del Javali Grant', abs: '12', shares: false },
  ],
  'Jim Hogg': [
    { name: 'Randado Grant', abs: '122', shares: true },
    { name: 'Las Animas Grant', abs: '9', shares: false },
    { name: 'San Javier Grant', abs: '140', shares: false },
  ],
};
const RANCHOS = [
  { name: 'Rancho Sespe', book: '3, Page 12' },
  { name: 'Rancho Santa Paula y Saticoy', book: '2, Pages 4 and 5' },
  { name: 'Rancho Ojai', book: '5, Page 21' },
  { name: 'Rancho Las Posas', book: '7, Page 3' },
];

function blankTract(area: Area, county: string): Tract {
  return {
    t: { state: area.st, county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null },
    key: '',
    kind: 'rect',
    stateName: area.stateName,
    sec: 0,
    twp: 0,
    tdir: 'N',
    rng: 0,
    rdir: 'W',
    mer: 'six',
    parts: null,
    lots: [],
    survey: '',
    abstract: '',
    share: 0,
    juris: '',
    grantee: '',
    acres: null,
    calls: '',
    mapBook: '',
  };
}

/** A new tract of the county, distinct from every tract made before (`used` holds section and survey keys). */
function makeTract(r: Rng, area: Area, c: CountyDef, used: Set<string>, opts: { kinkaid?: boolean; half?: boolean; wholeSurvey?: boolean; hispName: () => string }): Tract {
  const tr = blankTract(area, c.name);
  if (area.key === 'tx') {
    const grants = TX_GRANTS[c.name];
    const roll = r.next();
    if (c.name !== 'Jim Hogg' && roll < 0.45) {
      tr.kind = 'porcion';
      tr.juris = c.name === 'Zapata' ? 'Revilla' : r.pick(['Mier', 'Camargo']);
      do tr.share = (c.name === 'Zapata' ? 1 : tr.juris === 'Mier' ? 48 : 61) + r.int(40);
      while (used.has(`P${c.name}${tr.share}`));
      used.add(`P${c.name}${tr.share}`);
      tr.survey = `Porcion ${tr.share}`;
      tr.abstract = String(20 + ((tr.share * 37) % 260));
      tr.grantee = stripAccents(opts.hispName());
      tr.acres = Math.round((60 + r.next() * 600) * 2) / 2;
    } else {
      const g = r.pick(grants);
      tr.survey = g.name;
      tr.abstract = g.abs;
      if (g.shares && roll < 0.8) {
        tr.kind = 'share';
        do tr.share = 1 + r.int(14);
        while (used.has(`S${g.name}${tr.share}`));
        used.add(`S${g.name}${tr.share}`);
        tr.t.lot = String(tr.share);
        tr.acres = Math.round((400 + r.next() * 1600) * 10) / 10;
      } else {
        tr.kind = 'grant';
        let a: number;
        do a = 80 + 10 * r.int(60) + r.pick([0, 0.5, 0.25]);
        while (used.has(`G${g.name}${a}`));
        used.add(`G${g.name}${a}`);
        tr.acres = a;
      }
    }
    tr.t.survey = tr.survey;
    tr.t.abstract = tr.abstract;
    tr.t.acres = tr.acres;
    tr.calls = calls(r, true);
    tr.key = tractKey(tr.t);
    return tr;
  }
  if (area.key === 'ca' && r.chance(0.7)) {
    const ro = r.pick(RANCHOS);
    tr.kind = 'rancho';
    do tr.share = 1 + r.int(120);
    while (used.has(`R${ro.name}${tr.share}`));
    used.add(`R${ro.name}${tr.share}`);
    tr.survey = ro.name;
    tr.mapBook = ro.book;
    tr.acres = Math.round((8 + r.next() * 90) * 100) / 100;
    tr.t.survey = ro.name;
    tr.t.lot = String(tr.share);
    tr.t.acres = tr.acres;
    tr.key = tractKey(tr.t);
    return tr;
  }
  // A rectangular tract.
  tr.mer = c.mer;
  do {
    tr.sec = 1 + r.int(36);
    tr.twp = c.twp[0] + r.int(c.twp[1] - c.twp[0] + 1);
    tr.rng = c.rng[0] + r.int(c.rng[1] - c.rng[0] + 1);
    tr.tdir = c.tdir === 'NS' ? (r.chance(0.7) ? 'N' : 'S') : c.tdir;
    tr.rdir = c.rdir === 'EW' ? (r.chance(0.7) ? 'E' : 'W') : c.rdir;
    if (tr.tdir === 'S') tr.twp = 1 + r.int(2);
  } while (used.has(`${c.name}${tr.sec}-${tr.twp}${tr.tdir}-${tr.rng}${tr.rdir}`));
  used.add(`${c.name}${tr.sec}-${tr.twp}${tr.tdir}-${tr.rng}${tr.rdir}`);
  const QS = ['NE', 'NW', 'SE', 'SW'];
  const northRow = tr.sec >= 1 && tr.sec <= 5;
  const westCol = [7, 18, 19, 30, 31].includes(tr.sec);
  if (opts.kinkaid) {
    tr.parts = [];
    tr.acres = 640;
  } else if (opts.half) {
    tr.parts = [[r.pick(['N', 'S', 'E', 'W']), 2]];
    tr.acres = 320;
  } else if ((northRow || westCol) && r.chance(0.45)) {
    // Government lots along the township's north or west line.
    if (northRow) {
      const ne = r.chance(0.5);
      tr.lots = ne ? [1, 2] : [3, 4];
      tr.parts = [['S', 2], [ne ? 'NE' : 'NW', 4]];
    } else {
      const nw = r.chance(0.5);
      tr.lots = nw ? [1, 2] : [3, 4];
      tr.parts = [['E', 2], [nw ? 'NW' : 'SW', 4]];
    }
    tr.acres = Math.round((148 + r.next() * 20) * 100) / 100;
  } else {
    const k = r.int(10);
    if (k < 6) tr.parts = [[r.pick(QS), 4]];
    else if (k < 8) tr.parts = [[r.pick(['N', 'S', 'E', 'W']), 2], [r.pick(QS), 4]];
    else tr.parts = [[r.pick(QS), 4], [r.pick(QS), 4]];
    const size = tr.parts.length === 1 ? 160 : tr.parts[0][1] === 2 ? 80 : 40;
    tr.acres = r.chance(0.55) ? size : null;
  }
  tr.t.section = String(tr.sec);
  tr.t.township = `${tr.twp}${tr.tdir}`;
  tr.t.range = `${tr.rng}${tr.rdir}`;
  tr.t.aliquot = tr.parts === null ? null : tr.parts.length === 0 ? 'ALL' : aliq(tr.parts, 'slash');
  tr.t.lot = tr.lots.length ? tr.lots.join(', ') : null;
  tr.t.acres = tr.acres;
  tr.key = tractKey(tr.t);
  return tr;
}

// ---------------------------------------------------------------------------------------------
// The package's world: people, farms, recording, and the truth of what is emitted.

interface Lease {
  farm: Farm;
  lessors: P[];
  spouses: P[];
  holders: P[];
  t: number;
  end: number;
  dirty: boolean;
  ref: string;
  recital: string;
  lesseeName: string;
  partial: boolean;
  /** Taken by a lease broker and not yet assigned by his Assignment and Bill of Sale. */
  brokered: boolean;
}
interface Mort {
  borrowers: P[];
  lender: P;
  trustee: P | null;
  t: number;
  ref: string;
  names: string;
}
interface Farm {
  id: number;
  county: CountyDef;
  tracts: Tract[];
  start: number;
  begun: boolean;
  fee: P[];
  /** The fee holders are a couple holding as joint tenants. */
  jt: boolean;
  u: Q;
  min: Map<P, Q>;
  lease: Lease | null;
  mort: Mort | null;
  gap: GapKind | null;
  gapAt: number;
  gapDone: boolean;
  up: boolean;
  last: number;
  /** Preset first taker (a namesake). */
  first?: P;
  /** Its records begin with a first known holder's deed in this century. */
  late: boolean;
}

/** One instrument's names and parties, each person written one way. */
class DocB {
  names = new Map<P, string>();
  parties: Array<{ name: string; role: Role }> = [];
  persons: string[] = [];
  ps: P[] = [];
  sr = new Set<P>();
  /** The officer who signs and acknowledges for each company. */
  officers = new Map<P, [string, string]>();
  constructor(
    public w: World,
    public t: number,
  ) {}
  nm(p: P): string {
    let s = this.names.get(p);
    if (!s) {
      s = p.kind === 'organization' ? orgName(this.w.r, p) : personName(this.w.r, p, this.t, this.sr.has(p));
      // Two people of one instrument are never written alike ("A. F. Hofmeister" and his wife "A. F. Hofmeister").
      const taken = new Set([...this.names.values()].map((x) => stripAccents(x).toLowerCase()));
      for (let k = 0; k < 8 && taken.has(stripAccents(s).toLowerCase()); k++) s = personName(this.w.r, p, this.t, this.sr.has(p));
      if (taken.has(stripAccents(s).toLowerCase())) s = [p.first, p.middle, p.last, p.mat].filter(Boolean).join(' ');
      this.names.set(p, s);
    }
    return s;
  }
  party(p: P, role: Role) {
    this.parties.push({ name: this.nm(p), role });
    this.persons.push(p.id);
    this.ps.push(p);
    if (p.kind === 'person') p.lastActive = Math.max(p.lastActive, this.t);
  }
}

interface Draft {
  cat: Cat;
  fee: boolean;
  estates: Estate[];
  exec: number | null;
  eff: number | null;
  ack: number | null;
  rec: number;
  death?: number | null;
  tracts: Tract[];
  b: DocB;
  text: string;
  ref: string;
}

class World {
  r: Rng;
  docs: HeldoutDoc[] = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  people: P[] = [];
  farms: Farm[] = [];
  usedNames = new Set<string>();
  usedTracts = new Set<string>();
  usedFiles = new Set<string>();
  companies: P[] = [];
  royaltyCos: P[] = [];
  brokers: P[] = [];
  nPerson = 0;
  clerks = new Map<string, string>();
  /** The recorded reference of each emitted instrument. */
  refs = new Map<string, string>();
  /** The latest governing date of an instrument describing each tract. */
  tractLast = new Map<string, number>();
  sovereign: P;
  up: P | null = null;
  banks: P[] = [];
  utilities: P[] = [];
  titleCos: P[] = [];
  constructor(
    seed: number,
    public area: Area,
  ) {
    this.r = seededRng(seed);
    this.sovereign = this.org('', '', 'United States of America');
    for (const stem of area.stems) {
      const kinds = ['Oil Company', 'Petroleum Company', 'Oil & Gas Company', 'Exploration, Inc.', 'Energy Corporation', 'Production Company', 'Minerals, LLC', 'Resources, L.P.', 'Petroleum Corporation', 'Oil Co., Inc.'];
      const c = this.org(stem, this.r.pick(kinds));
      c.incState = this.r.pick(['Delaware', 'Texas', 'Colorado', 'Oklahoma', area.stateName]);
      this.companies.push(c);
    }
    for (const stem of [this.r.pick(['Plains', 'Western', 'Frontier', 'Pioneer']), this.r.pick(['Continental', 'Republic', 'Heritage', 'Sovereign'])]) this.royaltyCos.push(this.org(stem, this.r.pick(['Royalty Company', 'Royalty Corporation', 'Royalties, Inc.']), undefined, true));
    const fixed: Record<AreaKey, { banks: string[]; util: string[]; title: string[] }> = {
      ne: { banks: ['First National Bank of Kimball', 'Federal Land Bank of Omaha', 'American National Bank of Sidney', 'Farmers State Bank of Harrisburg'], util: ['Wheat Belt Public Power District', 'Kansas-Nebraska Natural Gas Company, Inc.'], title: [] },
      tx: { banks: ['Federal Land Bank of Houston', 'Zapata National Bank', 'First State Bank of Rio Grande City', 'Hebbronville State Bank'], util: ['Tennessee Gas Transmission Company', 'Medina Electric Cooperative, Inc.', 'Texas Eastern Transmission Corporation'], title: [] },
      wy: { banks: ['Riverton State Bank', 'Federal Land Bank of Omaha', 'First National Bank of Lander', 'Hot Springs County Bank'], util: ['Riverton Valley Electric Association, Inc.', 'Montana-Dakota Utilities Co.'], title: ['Fremont County Abstract Company'] },
      mt: { banks: ['First State Bank of Shelby', 'Federal Land Bank of Spokane', 'Glacier Bank of Cut Bank', 'Conrad State Bank'], util: ['Marias River Electric Cooperative, Inc.', 'Montana Power Company'], title: ['Toole County Title Company'] },
      ca: { banks: ['Bank of A. Levy', 'Federal Land Bank of Berkeley', 'First National Bank of Santa Paula', 'Farmers and Merchants Bank of Fillmore'], util: ['Southern California Gas Company', 'Southern California Edison Company'], title: ['Title Insurance and Trust Company', 'Ventura County Title Company'] },
    };
    this.banks = fixed[area.key].banks.map((n) => this.org('', '', n));
    this.utilities = fixed[area.key].util.map((n) => this.org('', '', n));
    this.titleCos = fixed[area.key].title.map((n) => this.org('', '', n));
    if (area.key === 'ne') {
      this.up = this.org('Union Pacific Railroad', 'Company');
      this.up.incState = 'Utah';
    }
  }

  org(stem: string, kind: string, fixed?: string, inert = false): P {
    const p: P = { id: `C${++this.nPerson}`, kind: 'organization', first: '', middle: '', last: '', mat: '', maiden: '', hisp: false, suffix: '', female: false, spouse: null, residence: null, born: 0, died: null, lastActive: NEVER, dieAt: 9999, stem, ckind: kind, fixed, inert };
    return p;
  }

  surnamePool(): string[] {
    return SUR[this.area.key === 'tx' ? 'tx' : this.area.key];
  }

  newPerson(o: { female?: boolean; hisp?: boolean; last?: string; mat?: string; born: number; first?: string; middle?: string; suffix?: '' | 'Jr.' }): P {
    const r = this.r;
    const female = o.female ?? r.chance(0.35);
    const hisp = o.hisp ?? r.chance(this.area.hisp);
    for (let tries = 0; ; tries++) {
      let first: string;
      let middle = '';
      let last: string;
      let mat = '';
      if (hisp) {
        first = o.first ?? (female ? (r.chance(0.4) ? r.pick(HWOMEN2) : r.pick(HWOMEN)) : r.chance(0.35) ? r.pick(HMEN2) : r.pick(HMEN));
        last = o.last ?? r.pick(HSUR);
        mat = o.mat ?? (r.chance(0.85) ? r.pick(HSUR.filter((s) => s !== last)) : '');
      } else {
        first = o.first ?? (female ? r.pick(WOMEN_PLAINS) : r.pick(MEN_PLAINS));
        middle = o.middle ?? (r.chance(0.85) ? (female ? r.pick(MID_WOMEN) : r.pick(MID_MEN)) : '');
        last = o.last ?? r.pick(this.surnamePool());
      }
      const key = `${stripAccents(first).split(' ')[0]}|${stripAccents(last)}`;
      if (this.usedNames.has(key) && !(o.suffix === 'Jr.') && tries < 200) continue;
      this.usedNames.add(key);
      const p: P = { id: `P${++this.nPerson}`, kind: 'person', first, middle, last, mat, maiden: '', hisp, suffix: o.suffix ?? '', female, spouse: null, residence: null, born: o.born, died: null, lastActive: NEVER, dieAt: o.born + 68 + r.int(28) };
      this.people.push(p);
      return p;
    }
  }

  /** A man, and with him a wife most of the time. */
  couple(born: number, hisp?: boolean, last?: string): P {
    const h = this.newPerson({ female: false, born, hisp, last });
    if (this.r.chance(0.7)) this.marry(h);
    return h;
  }
  marry(h: P): P {
    const r = this.r;
    const w = h.hisp ? this.newPerson({ female: true, hisp: true, born: h.born + r.int(6) }) : this.newPerson({ female: true, hisp: false, last: h.last, born: h.born + r.int(6) });
    if (!h.hisp) {
      const pool = this.surnamePool().filter((s) => s !== h.last);
      w.maiden = r.chance(0.5) ? r.pick(pool) : '';
    }
    h.spouse = w;
    w.spouse = h;
    return w;
  }

  alive(p: P, t: number) {
    return p.died === null || p.died > t;
  }

  /** A notary, officer, judge or witness: a name no party bears. */
  official(hisp = false): string {
    const r = this.r;
    if (hisp) return `${r.pick(OFF_HFIRST)} ${r.pick(OFF_HLAST)}`;
    return `${r.pick(OFF_FIRST)} ${r.pick(['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'L.', 'M.', 'R.', 'S.', 'W.'])} ${r.pick(OFF_LAST)}`;
  }
  clerk(county: string, t: number): string {
    const k = `${county}${Math.floor(yearOf(t) / 12)}`;
    if (!this.clerks.has(k)) this.clerks.set(k, this.official(this.area.key === 'tx' && this.r.chance(0.6)));
    return this.clerks.get(k)!;
  }

  /** Book and page (or an instrument number later) of an instrument filed on day t. */
  recRef(county: string, t: number, series = 'Deeds'): { book: number; page: number; inst: string; modern: boolean } {
    const y = yearOf(t);
    const r = this.r;
    const book = Math.max(1, Math.floor((y - 1880) * (1.3 + county.length / 10)) + r.int(3));
    const page = 1 + r.int(640);
    const cut = { ne: 1990, tx: 1985, wy: 1980, mt: 1978, ca: 1976 }[this.area.key];
    const modern = y >= cut;
    const seq = String(100 + r.int(9800)).padStart(r.chance(0.5) ? 5 : 6, '0');
    const inst = { ne: `${y}${seq}`, tx: `${y}-${seq}`, wy: String(100000 + (y - 1970) * 12000 + r.int(11000)), mt: String(200000 + (y - 1970) * 3000 + r.int(2900)), ca: `${y}-${seq}${r.int(9)}` }[this.area.key];
    void series;
    return { book, page, inst, modern };
  }

  fileName(): string {
    for (;;) {
      const n = `${String(100000 + this.r.int(900000))}.txt`;
      if (!this.usedFiles.has(n)) {
        this.usedFiles.add(n);
        return n;
      }
    }
  }

  emit(d: Draft): string {
    d.text = d.text.replace(/\b(Jr|Sr|Inc|Co|Corp|L\.P|L\.L\.C)\.\./g, '$1.').replace(/\b(as of|effective|Effective|dated|Dated|on|DATED|before) (\d{1,2}(?:st|nd|rd|th) day of)/g, '$1 the $2');
    const file = this.fileName();
    const dates: Record<string, string | null> = {
      execution_date: d.exec === null ? null : iso(d.exec),
      effective_date: d.eff === null ? null : iso(d.eff),
      acknowledgment_date: d.ack === null ? null : iso(d.ack),
      recording_date: iso(d.rec),
    };
    if (d.death !== undefined) dates.death_date = d.death === null ? null : iso(d.death);
    const gov = d.eff ?? d.exec ?? d.rec;
    for (const tr of d.tracts) this.tractLast.set(tr.key, Math.max(this.tractLast.get(tr.key) ?? NEVER, gov, d.exec ?? NEVER));
    for (const p of d.b.ps) if (p.kind === 'person' && (p.died === null || p.died > d.b.t)) p.lastActive = Math.max(p.lastActive, d.rec, gov);
    this.docs.push({
      text: d.text,
      truth: {
        file,
        doc_category: d.cat,
        governing_date: iso(gov),
        dates,
        parties: d.b.parties,
        tracts: d.tracts.map((t) => ({ ...t.t })),
        conveys_fee: d.fee,
        estate_types_conveyed: d.estates,
      },
      persons: d.b.persons,
    });
    return file;
  }

  link(tracts: Tract[], estate: Estate, doc: string, from: P[], to: P[], required = true) {
    for (const tr of tracts) for (const f of from) for (const t of to) if (f !== t) this.links.push({ tract: tr.key, estate, doc, from: f.id, to: t.id, required });
  }
}

// ---------------------------------------------------------------------------------------------
// What happens to the farms, on one clock.

const FRACS = [q(1, 2), q(1, 4), q(1, 8), q(1, 16), q(3, 16), q(3, 8)];
const addDays = (t: number, d: number) => t + Math.round(d);

class Sim {
  w: World;
  r: Rng;
  a: Area;
  namesakes: P[] = [];
  trustees = new Map<P, P>();
  constructor(w: World) {
    this.w = w;
    this.r = w.r;
    this.a = w.area;
  }

  year(t: number) {
    return yearOf(t);
  }
  age(p: P, t: number) {
    return yearOf(t) - p.born;
  }
  /** Living spouses who are not holders themselves and join (with probability pr). */
  joiners(holders: P[], t: number, pr: number): P[] {
    const out: P[] = [];
    for (const h of holders) {
      const s = h.spouse;
      if (h.kind !== 'person' || !s || holders.includes(s) || out.includes(s) || !this.w.alive(s, t) || s.inert) continue;
      if (this.r.chance(pr)) out.push(s);
    }
    return out;
  }
  severed(f: Farm, t: number): P[] {
    return [...f.min.entries()].filter(([p, m]) => qPos(m) && !p.inert && p.kind === 'person' && this.w.alive(p, t) && !p.broker && this.age(p, t) >= 21).map(([p]) => p);
  }
  companyHolders(f: Farm): P[] {
    return [...f.min.entries()].filter(([p, m]) => qPos(m) && !p.inert && p.kind === 'organization' && p !== this.w.up).map(([p]) => p);
  }
  dirty(f: Farm) {
    if (f.lease) f.lease.dirty = true;
  }
  /** A buyer: now and then someone of the package already, else a new couple. */
  buyer(t: number, f: Farm, hisp?: boolean): P {
    const y = yearOf(t);
    if (this.r.chance(0.22)) {
      const c = this.w.people.filter((p) => p.kind === 'person' && !p.inert && !p.broker && !p.residence && this.w.alive(p, t) && y - p.born >= 25 && y - p.born <= 60 && !f.fee.includes(p) && !f.min.has(p) && !(p.female && p.spouse));
      if (c.length) return this.r.pick(c);
    }
    return this.w.couple(y - 25 - this.r.int(22), hisp);
  }
  company(t: number, not: P[] = []): P {
    const y = yearOf(t);
    const ok = this.w.companies.filter((c) => !not.includes(c) && !(y < 1993 && /LLC/.test(c.ckind!)) && !(y < 1976 && /L\.P\./.test(c.ckind!)));
    return this.r.pick(ok.length ? ok : this.w.companies.filter((c) => !not.includes(c)));
  }
  broker(t: number): P {
    const y = yearOf(t);
    const ok = this.w.brokers.filter((b) => y - b.born >= 28 && y - b.born <= 66 && this.w.alive(b, t));
    if (ok.length) return this.r.pick(ok);
    const b = this.w.newPerson({ female: this.r.chance(0.2), hisp: this.a.key === 'tx' && this.r.chance(0.4), born: y - 30 - this.r.int(12) });
    b.broker = true;
    this.w.brokers.push(b);
    return b;
  }
  emitLinks(d: Draft, links: Array<[Estate, P[], P[], boolean]>, tracts?: Tract[]): string {
    const id = this.w.emit(d);
    for (const [e, from, to, req] of links) this.w.link(tracts ?? d.tracts, e, id, from, to, req);
    return id;
  }
  ref(d: Draft, county: string): string {
    void county;
    return d.ref;
  }

  // ------------------------------------------------------------------ farms
  setup(docs: number) {
    const r = this.r;
    const a = this.a;
    const n = Math.max(5, Math.round(docs / 12));
    const kinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
    }
    const gapFrac = [0.3, 0.5, 0.7];
    for (let i = 0; i < n; i++) {
      const gap = i < 3 ? kinds[i] : null;
      let c = r.pick(a.counties);
      // About half the farms' records begin later, with the deed of a first known holder.
      const late = r.chance(0.45);
      const y0 = late ? Math.min(2004, a.oil - 12 + r.int(50)) : a.start[0] + r.int(a.start[1] - a.start[0] + 1);
      const y = Math.max(y0, c.from + r.int(4));
      const start = mk(y, 1 + r.int(12), 1 + r.int(28));
      const up = a.key === 'ne' && !gap && !late && r.chance(0.3) && y >= 1890;
      const kinkaid = a.key === 'ne' && !up && y >= 1905 && r.chance(0.5);
      const half = a.key === 'mt' && r.chance(0.45);
      const two = !gap && !kinkaid && !half && r.chance(0.35);
      const tracts: Tract[] = [];
      const hispName = () => this.w.official(true).replace(/^(\S+) (\S+)$/, (_m, f: string, l: string) => `${f} ${l}`);
      for (let k = 0; k < (two ? 2 : 1); k++) tracts.push(makeTract(r, a, c, this.w.usedTracts, { kinkaid: kinkaid && k === 0, half: half && !two, hispName }));
      if (up) for (const tr of tracts) if (tr.kind === 'rect' && tr.sec % 2 === 0) {
        // The railroad's grant was the odd sections.
        tr.sec = tr.sec === 36 ? 35 : tr.sec + 1;
        if (!this.w.usedTracts.has(`${c.name}${tr.sec}-${tr.twp}${tr.tdir}-${tr.rng}${tr.rdir}`)) {
          this.w.usedTracts.add(`${c.name}${tr.sec}-${tr.twp}${tr.tdir}-${tr.rng}${tr.rdir}`);
        }
        tr.t.section = String(tr.sec);
        tr.key = tractKey(tr.t);
      }
      c = a.counties.find((x) => x.name === tracts[0].t.county)!;
      const oilY = Math.max(a.oil + 3, y + 10);
      const gapY = Math.round(oilY + (2019 - oilY) * (gap ? gapFrac[i] : 0));
      this.w.farms.push({ late, id: i, county: c, tracts, start, begun: false, fee: [], jt: false, u: ONE, min: new Map(), lease: null, mort: null, gap, gapAt: mk(gapY, 1 + r.int(12), 1 + r.int(28)), gapDone: false, up, last: start });
    }
    // An unrelated namesake: two men of one name living in two counties, first takers of two farms.
    if (r.chance(0.8)) {
      const fs = this.w.farms.filter((f) => !f.up);
      const f1 = fs[0];
      const f2 = fs.find((f) => f !== f1 && (f.county !== f1.county || a.counties.length === 1));
      if (f1 && f2) {
        const hisp = a.key === 'tx';
        const p1 = this.w.couple(yearOf(f1.start) - 28 - r.int(10), hisp);
        const p2 = this.w.newPerson({ female: false, hisp, first: p1.first, middle: p1.middle, last: p1.last, mat: p1.mat, born: yearOf(f2.start) - 26 - r.int(10), suffix: 'Jr.' });
        p2.suffix = '';
        if (r.chance(0.6)) this.w.marry(p2);
        const res = (c: string) => (a.key === 'ca' ? `${c} County, California` : `${c} County, ${a.stateName}`);
        p1.residence = res(f1.county.name);
        p2.residence = res(a.counties.length === 1 ? 'Los Angeles' : f2.county.name);
        this.namesakes = [p1, p2];
        f1.first = p1;
        f2.first = p2;
      }
    }
  }

  begin(f: Farm, t: number) {
    const r = this.r;
    const a = this.a;
    f.begun = true;
    const preset = f.first;
    const y = yearOf(t);
    const taker = preset ?? this.w.couple(y - 24 - r.int(25), a.key === 'tx' ? r.chance(0.85) : undefined);
    const rect = f.tracts[0].kind === 'rect';
    const patent = rect && !f.up && !f.late && (a.key === 'ne' ? r.chance(0.85) : a.key === 'tx' ? false : r.chance(0.85));
    const b = new DocB(this.w, t);
    if (patent) {
      b.party(this.w.sovereign, 'grantor');
      b.party(taker, 'grantee');
      const d = writePatent(this.w, b, f, taker, t);
      this.emitLinks(d, [['fee', [this.w.sovereign], [taker], true]]);
      f.fee = [taker];
    } else {
      // The first known holder's deed: the railroad, a rancho's land company, a settler, an heir of a grant's grantee.
      let first: P;
      if (f.up) first = this.w.up!;
      else if (f.tracts[0].kind === 'rancho') {
        const stem = f.tracts[0].survey.replace(/^Rancho /, '');
        first = this.w.org(stem, r.pick(['Land Company', 'Land and Water Company', 'Improvement Company']));
        first.incState = 'California';
      } else first = this.w.newPerson({ female: r.chance(0.2), hisp: a.key === 'tx' ? true : undefined, born: y - 40 - r.int(20) });
      b.party(first, 'grantor');
      const spouses = first.kind === 'person' ? this.joiners([first], t, 0.5) : [];
      for (const s of spouses) b.party(s, 'grantor');
      const grantees = taker.spouse && this.w.alive(taker.spouse, t) && r.chance(0.3) && !preset ? [taker, taker.spouse] : [taker];
      for (const g of grantees) b.party(g, 'grantee');
      const d = writeDeed(this.w, { f, b, grantors: [first], spouses, grantees, jt: grantees.length === 2, cat: 'warranty_deed', reserve: f.up ? { all: true, frac: ONE } : null, except: false, up: f.up, first: true, t });
      this.emitLinks(d, [
        ['fee', [first], grantees, true],
        ['fee', spouses, grantees, false],
      ]);
      f.fee = grantees;
      f.jt = grantees.length === 2;
      if (f.up) {
        f.u = ZERO;
        f.min.set(this.w.up!, ONE);
      }
    }
    f.last = t;
  }

  // ------------------------------------------------------------------ conveyances of the land
  sale(f: Farm, t: number): boolean {
    const r = this.r;
    if (!f.fee.length || f.fee.some((p) => !this.w.alive(p, t))) return false;
    if (f.mort && r.chance(0.7)) {
      this.mortRelease(f, t - 5 - r.int(40));
    }
    const grantors = f.fee;
    const spouses = this.joiners(grantors, t, 0.85);
    const roll = r.next();
    let grantees: P[];
    const b0 = this.buyer(t, f, this.a.key === 'tx' ? r.chance(0.8) : undefined);
    if (roll < 0.5 && b0.spouse && this.w.alive(b0.spouse, t)) grantees = [b0, b0.spouse];
    else if (roll > 0.85) {
      const b1 = this.buyer(t, f);
      grantees = b1 === b0 || b1.spouse === b0 ? [b0] : [b0, b1];
    } else grantees = [b0];
    if (grantees.some((g) => grantors.includes(g) || spouses.includes(g))) return false;
    const cat: Cat = r.pick(['warranty_deed', 'warranty_deed', 'warranty_deed', 'special_warranty_deed', 'quitclaim_deed', ...(this.a.key === 'ca' ? (['warranty_deed'] as Cat[]) : ['special_warranty_deed' as Cat])]);
    let reserve: { all: boolean; frac: Q } | null = null;
    if (qPos(f.u) && !f.up && r.chance(yearOf(t) >= this.a.oil - 10 ? 0.35 : 0.12)) {
      if (qEq(f.u, ONE) && r.chance(0.5)) reserve = { all: false, frac: q(1, 2) };
      else reserve = { all: true, frac: f.u };
    }
    const except = f.up || [...f.min.values()].some(qPos);
    const b = new DocB(this.w, t);
    for (const g of grantors) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    for (const g of grantees) b.party(g, 'grantee');
    const d = writeDeed(this.w, { f, b, grantors, spouses, grantees, jt: grantees.length === 2 && grantees[0].spouse === grantees[1], cat, reserve, except, t });
    this.emitLinks(d, [
      ['fee', grantors, grantees, true],
      ['fee', spouses, grantees, false],
    ]);
    if (reserve) {
      const each = qDiv(reserve.frac, grantors.length);
      for (const g of grantors) f.min.set(g, qAdd(f.min.get(g) ?? ZERO, each));
      f.u = qSub(f.u, reserve.frac);
    }
    f.fee = grantees;
    f.jt = grantees.length === 2 && grantees[0].spouse === grantees[1] && this.a.key !== 'tx';
    this.dirty(f);
    f.last = t;
    return true;
  }

  heirsQuitclaim(f: Farm, t: number): boolean {
    if (f.fee.length < 2 || f.jt || f.fee.some((p) => !this.w.alive(p, t))) return false;
    const taker = this.r.pick(f.fee);
    const rel = f.fee.filter((p) => p !== taker);
    const spouses = this.joiners(rel, t, 0.8).filter((s) => s !== taker);
    const b = new DocB(this.w, t);
    for (const g of rel) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    b.party(taker, 'grantee');
    const d = writeDeed(this.w, { f, b, grantors: rel, spouses, grantees: [taker], jt: false, cat: 'quitclaim_deed', reserve: null, except: f.up || [...f.min.values()].some(qPos), heirs: true, t });
    this.emitLinks(d, [
      ['fee', rel, [taker], true],
      ['fee', spouses, [taker], false],
    ]);
    f.fee = [taker];
    this.dirty(f);
    f.last = t;
    return true;
  }

  // ------------------------------------------------------------------ minerals
  mineralDeed(f: Farm, t: number, force?: { grantee?: P; fromFee?: boolean; src?: P }): boolean {
    const r = this.r;
    const sev = this.severed(f, t);
    const cos = this.companyHolders(f);
    const canFee = qPos(f.u) && !f.up && f.fee.every((p) => this.w.alive(p, t));
    let src: 'fee' | P;
    if (force?.src) src = force.src;
    else if (force?.fromFee !== undefined) {
      if (force.fromFee && !canFee) return false;
      if (!force.fromFee && !sev.length) return false;
      src = force.fromFee ? 'fee' : r.pick(sev);
    } else {
      const opts: Array<['fee' | P, number]> = [];
      if (canFee) opts.push(['fee', 3]);
      for (const p of sev) opts.push([p, 1.5]);
      for (const p of cos) opts.push([p, 0.5]);
      if (!opts.length) return false;
      src = wpick(r, opts);
    }
    let grantors: P[];
    let frac: Q;
    let all = false;
    if (src === 'fee') {
      grantors = f.fee;
      if (qEq(f.u, ONE)) frac = r.pick(FRACS);
      else {
        frac = r.chance(0.5) ? f.u : qDiv(f.u, 2);
        all = qEq(frac, f.u) && r.chance(0.4);
      }
    } else {
      grantors = [src];
      const m = f.min.get(src)!;
      frac = (src.kind === 'organization' && !force?.src) || r.chance(0.55) ? m : qDiv(m, 2);
      all = qEq(frac, m) && r.chance(0.45);
    }
    const spouses = this.joiners(grantors, t, 0.65);
    let grantee = force?.grantee;
    if (!grantee) {
      const k = r.next();
      if (k < 0.35 && yearOf(t) >= this.a.oil - 5) grantee = this.company(t, grantors);
      else grantee = this.buyer(t, f, this.a.key === 'tx' ? r.chance(0.6) : undefined);
    }
    if (grantors.includes(grantee) || spouses.includes(grantee) || grantee.inert) return false;
    const b = new DocB(this.w, t);
    for (const g of grantors) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    b.party(grantee, 'grantee');
    const d = writeMineral(this.w, { f, b, grantors, spouses, grantee, frac, all, fromFee: src === 'fee', t });
    this.emitLinks(d, [
      ['mineral', grantors, [grantee], true],
      ['mineral', spouses, [grantee], false],
    ]);
    if (src === 'fee') f.u = qSub(f.u, frac);
    else f.min.set(src, qSub(f.min.get(src)!, frac));
    f.min.set(grantee, qAdd(f.min.get(grantee) ?? ZERO, frac));
    this.dirty(f);
    f.last = t;
    return true;
  }

  /** A person who holds severed minerals on the farm, made by a deed from the fee owners or from a company that holds them. */
  prepSevered(f: Farm, t: number, grantee: P): boolean {
    if (this.mineralDeed(f, t, { fromFee: true, grantee })) return true;
    const cos = this.companyHolders(f);
    return cos.length > 0 && this.mineralDeed(f, t, { src: this.r.pick(cos), grantee });
  }

  royaltyDeed(f: Farm, t: number): boolean {
    const r = this.r;
    const sev = this.severed(f, t);
    const canFee = qPos(f.u) && !f.up;
    if (!canFee && !sev.length) return false;
    const grantors = canFee && (!sev.length || r.chance(0.6)) ? f.fee : [r.pick(sev)];
    if (grantors.some((p) => !this.w.alive(p, t))) return false;
    const spouses = this.joiners(grantors, t, 0.6);
    let grantee: P;
    if (r.chance(0.4)) grantee = r.pick(this.w.royaltyCos);
    else {
      grantee = this.w.newPerson({ born: yearOf(t) - 30 - r.int(25), hisp: this.a.key === 'tx' ? r.chance(0.5) : undefined });
      grantee.inert = true;
      if (r.chance(0.5)) grantee.residence = r.pick(['Dallas County, Texas', 'Tulsa County, Oklahoma', 'Denver County, Colorado', 'Los Angeles County, California', 'Harris County, Texas']);
    }
    const b = new DocB(this.w, t);
    for (const g of grantors) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    b.party(grantee, 'grantee');
    const d = writeRoyalty(this.w, { f, b, grantors, spouses, grantee, t });
    this.emitLinks(d, [
      ['mineral', grantors, [grantee], true],
      ['mineral', spouses, [grantee], false],
    ]);
    f.last = t;
    return true;
  }

  // ------------------------------------------------------------------ leases
  lease(f: Farm, t: number): boolean {
    const r = this.r;
    if (f.lease) return false;
    const lessors = f.up ? [this.w.up!] : [...new Set([...(qPos(f.u) ? f.fee : []), ...this.severed(f, t)])];
    if (!lessors.length || lessors.some((p) => !this.w.alive(p, t))) return false;
    const spouses = this.joiners(lessors, t, 0.75).filter((s) => !lessors.includes(s));
    const y = yearOf(t);
    const brokered = y >= 1950 && !f.up && r.chance(0.3);
    const lessee = brokered ? this.broker(t) : this.company(t);
    const b = new DocB(this.w, t);
    for (const l of lessors) b.party(l, 'lessor');
    for (const s of spouses) b.party(s, 'lessor');
    b.party(lessee, 'lessee');
    const d = writeLease(this.w, { f, b, lessors, spouses, lessee, t });
    this.emitLinks(d, [
      ['leasehold', lessors, [lessee], true],
      ['leasehold', spouses, [lessee], false],
    ]);
    const first = b.nm(lessors[0]);
    const recital = lessors.length > 1 ? `${first}, et al` : spouses.length ? `${first} et ${lessors[0].female ? 'vir' : 'ux'}` : first;
    const term = r.pick([3, 5, 5, 10]);
    const held = r.chance(0.35);
    f.lease = { farm: f, lessors, spouses, holders: [lessee], t: d.eff ?? d.exec ?? d.rec, end: addDays(t, 365 * (held ? 35 : term + 1)), dirty: false, ref: this.ref(d, f.county.name), recital, lesseeName: b.nm(lessee), partial: false, brokered };
    f.last = t;
    // A broker assigns soon, often his one lease alone, else with the next ones he takes.
    if (brokered && r.chance(0.55)) this.brokerAssign(lessee, t);
    return true;
  }

  assign(f: Farm, t: number): boolean {
    const L = f.lease;
    if (!L || L.brokered) return false;
    const r = this.r;
    const assignor = r.pick(L.holders);
    const assignee = this.company(t, L.holders);
    const partial = L.holders.length === 1 && r.chance(0.3);
    const b = new DocB(this.w, t);
    b.party(assignor, 'assignor');
    b.party(assignee, 'assignee');
    const d = writeAssign(this.w, { f, b, L, assignor, assignee, partial, t });
    this.emitLinks(d, [['leasehold', [assignor], [assignee], true]]);
    L.holders = partial ? [assignor, assignee] : [...L.holders.filter((h) => h !== assignor), assignee];
    L.partial = L.partial || partial;
    f.last = t;
    return true;
  }

  brokerAssign(broker: P, t: number): boolean {
    const leases = this.w.farms.map((f) => f.lease).filter((L): L is Lease => !!L && L.brokered && L.holders[0] === broker);
    if (!leases.length) return false;
    const latest = Math.max(...leases.map((L) => L.t));
    const eff = addDays(latest, 1 + this.r.int(20));
    const exec = addDays(eff, 15 + this.r.int(120));
    void t;
    const assignee = this.company(exec);
    const b = new DocB(this.w, exec);
    b.party(broker, 'assignor');
    b.party(assignee, 'assignee');
    const tracts = leases.flatMap((L) => L.farm.tracts);
    const d = writeBrokerAssign(this.w, { b, broker, assignee, leases, t: exec, eff });
    this.emitLinks(d, [['leasehold', [broker], [assignee], true]], tracts);
    for (const L of leases) {
      L.holders = [assignee];
      L.brokered = false;
      L.farm.last = exec;
    }
    return true;
  }

  release(f: Farm, t: number): boolean {
    const L = f.lease;
    if (!L || L.brokered) return false;
    if ([...L.lessors, ...L.spouses, ...L.holders].some((p) => !this.w.alive(p, t))) return false;
    // The lessors must still hold what they leased.
    if (L.lessors.some((p) => p !== this.w.up && !f.fee.includes(p) && !qPos(f.min.get(p) ?? ZERO))) return false;
    const b = new DocB(this.w, t);
    for (const h of L.holders) b.party(h, 'lessee');
    for (const l of L.lessors) b.party(l, 'lessor');
    for (const s of L.spouses) b.party(s, 'lessor');
    const d = writeRelease(this.w, { f, b, L, t });
    this.emitLinks(d, [
      ['leasehold', L.holders, L.lessors, true],
      ['leasehold', L.holders, L.spouses, false],
    ]);
    f.lease = null;
    f.last = t;
    return true;
  }

  // ------------------------------------------------------------------ liens and easements
  trusteeFor(bank: P, t: number): P {
    let tr = this.trustees.get(bank);
    if (!tr || !this.w.alive(tr, t) || yearOf(t) - tr.born > 70) {
      tr = this.w.newPerson({ female: false, hisp: this.a.key === 'tx' && this.r.chance(0.5), born: yearOf(t) - 35 - this.r.int(15) });
      tr.inert = true;
      this.trustees.set(bank, tr);
    }
    return tr;
  }
  mortgage(f: Farm, t: number): boolean {
    if (f.mort || !f.fee.length || f.fee.some((p) => !this.w.alive(p, t))) return false;
    const r = this.r;
    const y = yearOf(t);
    const lender = r.pick(this.w.banks);
    const a = this.a.key;
    const trust = a === 'tx' || (a === 'ne' && y >= 1966) || (a === 'mt' && y >= 1964) || (a === 'ca' && y >= 1925);
    const trustee = !trust ? null : (a === 'ca' || a === 'mt') && this.w.titleCos.length ? r.pick(this.w.titleCos) : this.trusteeFor(lender, t);
    const spouses = this.joiners(f.fee, t, 0.9);
    const borrowers = [...f.fee, ...spouses];
    const b = new DocB(this.w, t);
    for (const p of borrowers) b.party(p, 'grantor');
    if (trustee) {
      b.party(trustee, 'grantee');
      b.party(lender, 'other');
    } else b.party(lender, 'grantee');
    const d = writeMortgage(this.w, { f, b, borrowers, lender, trustee, t });
    this.w.emit(d);
    f.mort = { borrowers, lender, trustee, t, ref: this.ref(d, f.county.name), names: borrowers.map((p) => b.nm(p)).join(' and ') };
    f.last = t;
    return true;
  }
  mortRelease(f: Farm, t: number): boolean {
    const M = f.mort;
    if (!M || t <= M.t + 30) return false;
    const releaser = M.trustee && this.a.key !== 'tx' ? M.trustee : M.lender;
    const b = new DocB(this.w, t);
    b.party(releaser, 'grantor');
    for (const p of M.borrowers) b.party(p, 'grantee');
    const d = writeMortRelease(this.w, { f, b, M, releaser, t });
    this.w.emit(d);
    f.mort = null;
    f.last = Math.max(f.last, t);
    return true;
  }
  easement(f: Farm, t: number): boolean {
    if (!f.fee.length || f.fee.some((p) => !this.w.alive(p, t)) || yearOf(t) < 1928) return false;
    const spouses = this.joiners(f.fee, t, 0.75);
    const grantee = this.r.pick(this.w.utilities);
    const b = new DocB(this.w, t);
    for (const g of f.fee) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    b.party(grantee, 'grantee');
    const d = writeEasement(this.w, { f, b, grantors: f.fee, spouses, grantee, t });
    this.w.emit(d);
    f.last = t;
    return true;
  }

  // ------------------------------------------------------------------ deaths
  holdings(p: P): { fee: Farm[]; min: Farm[] } {
    const fee = this.w.farms.filter((f) => f.fee.includes(p));
    const min = this.w.farms.filter((f) => qPos(f.min.get(p) ?? ZERO));
    return { fee, min };
  }
  children(p: P, t: number): P[] {
    const r = this.r;
    const y = yearOf(t);
    const n = r.pick([1, 1, 1, 2, 2, 3]);
    const out: P[] = [];
    const father = p.female ? p.spouse : p;
    const mother = p.female ? p : p.spouse;
    for (let i = 0; i < n; i++) {
      const born = Math.min(p.born + 22 + r.int(16), y - 2);
      let kid: P;
      if (!p.hisp && father && i === 0 && !father.suffix && !father.residence && r.chance(0.3)) {
        kid = this.w.newPerson({ female: false, hisp: false, first: father.first, middle: father.middle, last: father.last, suffix: 'Jr.', born });
        father.hasJr = true;
      } else if (p.hisp) kid = this.w.newPerson({ hisp: true, last: father ? father.last : r.pick(HSUR.filter((x) => x !== p.last)), mat: mother && mother !== father && mother.last !== (father?.last ?? '') ? mother.last : undefined, born });
      else kid = this.w.newPerson({ hisp: false, last: father ? father.last : p.last, born });
      if (y - kid.born >= 24 && r.chance(0.6)) {
        if (kid.female) {
          const h = this.w.newPerson({ female: false, hisp: kid.hisp, born: kid.born - r.int(4) });
          h.spouse = kid;
          kid.spouse = h;
          if (!kid.hisp) {
            kid.maiden = kid.last;
            kid.last = h.last;
          }
        } else this.w.marry(kid);
      }
      out.push(kid);
    }
    return out;
  }

  /** Deaths due by now: each person has a year of death; a holder's death gets its instrument, another's passes silently. */
  maybeDeath(t: number) {
    const y = yearOf(t);
    const due = this.w.people.filter((p) => p.kind === 'person' && this.w.alive(p, t) && !p.inert && !p.broker && p.dieAt <= y && p.lastActive < t - 90);
    let n = 0;
    for (const p of due) {
      const h = this.holdings(p);
      if (h.fee.length + h.min.length === 0) {
        p.died = Math.min(t - 1, Math.max(p.lastActive + 20, mk(p.dieAt, 1 + this.r.int(12), 1 + this.r.int(28))));
        continue;
      }
      if (n++ < 3) this.die(p, t);
    }
  }

  die(p: P, t: number) {
    const r = this.r;
    const a = this.a.key;
    const y = yearOf(t);
    const h = this.holdings(p);
    if (!h.fee.length && !h.min.length) return;
    if (h.fee.some((f) => f.lease?.brokered) || h.min.some((f) => f.lease?.brokered)) return;
    const spouse = p.spouse && this.w.alive(p.spouse, t) ? p.spouse : null;
    const jtFarms = spouse && a !== 'tx' ? h.fee.filter((f) => f.jt && f.fee.includes(spouse) && f.fee.length === 2) : [];
    const survivor = jtFarms.length > 0 && r.chance(0.75);
    const earliest = Math.max(p.lastActive + 20, t - 365 * 6);
    if (earliest >= t - 15) return;
    const due = mk(p.dieAt, 1 + r.int(12), 1 + r.int(28));
    const death = Math.min(t - 15, Math.max(earliest, due > t - 15 ? earliest + r.int(Math.max(1, t - 15 - earliest)) : due));
    p.died = death;
    let tt = t;
    if (survivor) {
      const b = new DocB(this.w, tt);
      b.party(p, 'decedent');
      b.party(spouse!, 'other');
      const d = writeSurvivor(this.w, { b, dec: p, surv: spouse!, farms: jtFarms, death, t: tt });
      this.emitLinks(d, [['fee', [p], [spouse!], false]]);
      for (const f of jtFarms) {
        f.fee = [spouse!];
        f.jt = false;
        this.dirty(f);
        f.last = tt;
      }
      h.fee = h.fee.filter((f) => !jtFarms.includes(f));
      tt = addDays(tt, 3 + r.int(40));
    }
    if (!h.fee.length && !h.min.length) return;
    // A severed mineral interest alone is often never probated: it lies dormant (never on a gap farm before its gap).
    if (!h.fee.length && h.min.every((f) => !f.gap || f.gapDone) && r.chance(0.6)) {
      for (const f of h.min) this.dirty(f);
      return;
    }
    // Who takes.
    let heirs: P[];
    let will = false;
    if (spouse && r.chance(0.4)) {
      heirs = [spouse];
      will = true;
    } else {
      heirs = [...(spouse ? [spouse] : []), ...this.children(p, t)];
      will = r.chance(0.3);
    }
    type K = 'aoh' | 'decree' | 'judgment' | 'muniment' | 'summary' | 'smallest' | 'prdeed' | 'spousal';
    const ks: Array<[K, number]> = [['aoh', 3]];
    if (a === 'ne') ks.push(['decree', 5]);
    if (a === 'tx') ks.push(['judgment', will ? 0 : 3], ['muniment', will ? 4 : 0]);
    if (a === 'wy') ks.push(['decree', 4], ['summary', y >= 1981 ? 2 : 0], ['smallest', y >= 1981 && !will ? 2 : 0]);
    if (a === 'mt') ks.push(['decree', 4], ['prdeed', y >= 1975 ? 3 : 0]);
    if (a === 'ca') ks.push(['decree', 5], ['spousal', y >= 1988 && heirs.length === 1 && heirs[0] === spouse ? 4 : 0], ['smallest', y >= 1988 && !will ? 1.5 : 0]);
    const kind = wpick(r, ks);
    const b = new DocB(this.w, tt);
    if (p.hasJr && r.chance(0.6)) b.sr.add(p);
    let affiant: P | null = null;
    if (kind === 'prdeed') b.party(p, 'grantor');
    else b.party(p, 'decedent');
    for (const hh of heirs) b.party(hh, kind === 'prdeed' ? 'grantee' : 'heir');
    if (kind === 'aoh') {
      affiant = this.w.newPerson({ born: p.born + r.int(20) - 5, hisp: p.hisp ? true : undefined });
      affiant.inert = true;
      b.party(affiant, 'other');
    }
    const dd = writeDeath(this.w, { b, kind, dec: p, heirs, affiant, feeFarms: h.fee, minFarms: h.min, death, t: tt, will, spouse });
    const id = this.w.emit(dd);
    for (const f of h.fee) this.w.link(f.tracts, 'fee', id, [p], heirs, true);
    for (const f of h.min) this.w.link(f.tracts, 'mineral', id, [p], heirs, true);
    for (const f of h.fee) {
      f.fee = [...f.fee.filter((x) => x !== p), ...heirs.filter((x) => !f.fee.includes(x))];
      f.jt = false;
      this.dirty(f);
      f.last = tt;
    }
    for (const f of h.min) {
      const m = f.min.get(p)!;
      f.min.delete(p);
      for (const hh of heirs) f.min.set(hh, qAdd(f.min.get(hh) ?? ZERO, qDiv(m, heirs.length)));
      this.dirty(f);
      f.last = tt;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Wording shared by the instruments.

/** A name with the namesake's residence. */
function nmr(b: DocB, p: P, caps = false): string {
  const n = caps ? b.nm(p).toUpperCase() : b.nm(p);
  return p.residence ? `${n}, of ${p.residence}` : n;
}
function orgDesc(w: World, p: P): string {
  if (p.kind !== 'organization' || p.fixed || !p.incState) return '';
  const form = /LLC/.test(p.ckind ?? '') ? 'limited liability company' : /L\.P\./.test(p.ckind ?? '') ? 'limited partnership' : 'corporation';
  return w.r.pick(['', '', `, a ${p.incState} ${form}`, `, a ${form} organized under the laws of the State of ${p.incState}`]);
}
const joinList = (xs: string[], sep = ', ') => (xs.length < 2 ? xs.join('') : xs.length === 2 ? `${xs[0]}${sep.trim() === ';' ? ';' : ''} and ${xs[1]}` : `${xs.slice(0, -1).join(sep)}${sep.trim() === ';' ? ';' : ','} and ${xs[xs.length - 1]}`);

/** One side of an instrument: holders with the spouses who join them, described as instruments describe them. */
function side(w: World, b: DocB, holders: P[], spouses: P[], t: number, caps = false): string {
  const r = w.r;
  const out: string[] = [];
  const done = new Set<P>();
  for (const h of holders) {
    if (done.has(h)) continue;
    done.add(h);
    if (h.kind === 'organization') {
      out.push(`${caps ? b.nm(h).toUpperCase() : b.nm(h)}${orgDesc(w, h)}`);
      continue;
    }
    const s = h.spouse;
    if (s && (holders.includes(s) || spouses.includes(s)) && !done.has(s)) {
      done.add(s);
      const [m, f] = h.female ? [s, h] : [h, s];
      const both = holders.includes(s);
      const k = r.int(both ? 3 : 5);
      if (k === 0) out.push(`${nmr(b, m, caps)} and ${nmr(b, f, caps)}, husband and wife`);
      else if (k === 1) out.push(`${nmr(b, m, caps)} and wife, ${nmr(b, f, caps)}`);
      else if (k === 2) out.push(`${nmr(b, m, caps)} and ${nmr(b, f, caps)}, his wife`);
      else if (k === 3) out.push(`${nmr(b, h, caps)}, ${h.female ? 'a married woman, joined by her husband' : 'a married man, joined by his wife'}, ${nmr(b, s, caps)}`);
      else out.push(`${nmr(b, h, caps)} and ${h.female ? 'husband' : 'wife'}, ${nmr(b, s, caps)}`);
      continue;
    }
    let desc = '';
    if (s && !w.alive(s, t)) desc = r.pick(h.female ? [', a widow', ', widow', ''] : [', a widower', ', widower', '']);
    else if (!s) desc = r.pick(h.female ? [', a single woman', ', a feme sole', ', an unmarried woman', ''] : [', a single man', ', an unmarried man', '']);
    else if (!spouses.includes(s)) desc = r.pick(h.female ? [', a married woman, dealing with her separate property', ''] : [', a married man, dealing herein with his sole and separate property', ', a married man', '']);
    out.push(`${nmr(b, h, caps)}${desc}`);
  }
  return joinList(out, out.some((x) => x.includes(',')) ? '; ' : ', ');
}
const many = (xs: unknown[]) => xs.length > 1;

function officerOf(w: World, b: DocB, p: P): [string, string] {
  let o = b.officers.get(p);
  if (!o) {
    o = [w.official(), p === w.up ? 'Land Commissioner' : w.r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Manager', 'Vice President -- Land'])];
    b.officers.set(p, o);
  }
  return o;
}

function sigs(b: DocB, ps: P[], w: World, opts: { caps?: boolean; seal?: boolean } = {}): string {
  const r = w.r;
  const lines: string[] = [];
  for (const p of ps) {
    const n = opts.caps ? b.nm(p).toUpperCase() : b.nm(p);
    if (p.kind === 'organization') {
      const [off, title] = officerOf(w, b, p);
      lines.push(`${b.nm(p).toUpperCase()}\nBy: ${r.pick(['/s/ ', ''])}${off}\n    ${title}`);
      continue;
    }
    const k = r.int(4);
    if (k === 0) lines.push(`/s/ ${n}`);
    else if (k === 1) lines.push(`______________________________\n${n}${opts.seal ? '          (SEAL)' : ''}`);
    else if (k === 2) lines.push(`${n}${opts.seal ? ' [SEAL]' : ''}`);
    else lines.push(`________________________\n${n.toUpperCase()}`);
  }
  return lines.join('\n\n');
}

const ackDay = (r: Rng, t: number) => addDays(t, r.chance(0.45) ? 0 : 1 + r.int(18));
const recDay = (r: Rng, t: number, slow = false) => addDays(t, slow ? 40 + r.int(2500) : 1 + r.int(50));

function stateCaption(area: Area, county: string, style: number): string {
  const S = area.stateName.toUpperCase();
  const C = county.toUpperCase();
  if (area.key === 'tx') return style % 2 ? `THE STATE OF TEXAS  §\n                    §\nCOUNTY OF ${C}  §` : `THE STATE OF TEXAS,    }\nCOUNTY OF ${C}.    }`;
  if (style % 3 === 0) return `STATE OF ${S}     )\n                    ) ss.\nCOUNTY OF ${C}  )`;
  if (style % 3 === 1) return `STATE OF ${S}, }\nCounty of ${county}. } ss.`;
  return `State of ${area.stateName}\nCounty of ${county}`;
}

/** The notary's certificate for signers (people, or a company by its officer) on day a. */
function ackText(w: World, b: DocB, county: string, signers: P[], a: number): string {
  const r = w.r;
  const area = w.area;
  const y = yearOf(a);
  const people = signers.filter((p) => p.kind === 'person');
  const co = signers.find((p) => p.kind === 'organization');
  const names = joinList(people.map((p) => b.nm(p)));
  const they = many(people) ? 'they' : people[0]?.female ? 'she' : 'he';
  const their = many(people) ? 'their' : people[0]?.female ? 'her' : 'his';
  const notary = w.official(area.key === 'tx' && r.chance(0.5));
  const cap = stateCaption(area, county, r.int(6));
  const comm = r.chance(0.5) ? `\nMy commission expires ${fd(addDays(a, 300 + r.int(1200)), r.pick(['long', 'num'] as DateStyle[]))}.` : '';
  if (co) {
    const [off, title] = officerOf(w, b, co);
    const ent = /LLC/.test(co.ckind ?? '') ? 'company' : /L\.P\./.test(co.ckind ?? '') ? 'partnership' : /District/.test(co.fixed ?? '') ? 'district' : 'corporation';
    return `${cap}\n\n    ${r.pick([`This instrument was acknowledged before me on ${fd(a, 'long')}, by ${off}, ${title} of ${b.nm(co)}, on behalf of said ${ent}.`, `On this ${fd(a, 'ord')}, before me personally appeared ${off}, to me personally known, who, being by me duly sworn, did say that he is the ${title} of ${b.nm(co)}, and that said instrument was signed in behalf of said ${ent} by authority of its ${ent === 'corporation' ? 'board of directors' : ent === 'partnership' ? 'general partner' : 'members'}, and he acknowledged said instrument to be the free act and deed of said ${ent}.`])}\n\n${notary}\nNotary Public${comm}`;
  }
  switch (area.key) {
    case 'ne':
      if (y < 1975)
        return `${cap}\n\n    On this ${fd(a, r.pick(['ordAD', 'ord'] as DateStyle[]))}, before me, the undersigned, a Notary Public duly commissioned and qualified for and residing in said county, personally came ${names}, to me known to be the identical person${many(people) ? 's' : ''} whose name${many(people) ? 's are' : ' is'} affixed to the foregoing instrument as grantor${many(people) ? 's' : ''}, and acknowledged the same to be ${their} voluntary act and deed.\n    Witness my hand and Notarial Seal the date last aforesaid.\n\n${notary}, Notary Public${comm}`;
      return `${cap}\n\n    The foregoing instrument was acknowledged before me on ${fd(a, r.pick(['long', 'num0'] as DateStyle[]))}, by ${names}.\n\n${notary}\nGeneral Notary${comm}`;
    case 'tx': {
      if (y < 1980) {
        const privy = people.find((p) => p.female && p.spouse && people.includes(p.spouse));
        const priv = privy && y < 1963 ? `\n    And the said ${b.nm(privy)}, wife of the said ${b.nm(privy.spouse!)}, having been examined by me privily and apart from her husband, and having the same fully explained to her, she, the said ${b.nm(privy)}, acknowledged such instrument to be her act and deed, and declared that she had willingly signed the same, and that she did not wish to retract it.` : '';
        return `${cap}\n\n    BEFORE ME, the undersigned authority, on this day personally appeared ${names}, known to me to be the person${many(people) ? 's' : ''} whose name${many(people) ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${they} executed the same for the purposes and consideration therein expressed.${priv}\n    GIVEN UNDER MY HAND AND SEAL OF OFFICE this the ${fd(a, r.pick(['ordAD', 'ord'] as DateStyle[]))}.\n\n${notary}\nNotary Public in and for ${county} County, Texas`;
      }
      return `${cap}\n\n    This instrument was acknowledged before me on ${fd(a, r.pick(['long', 'num0'] as DateStyle[]))}, by ${names}.\n\n${notary}\nNotary Public, State of Texas${comm}`;
    }
    case 'wy':
      return `${cap}\n\n    The foregoing instrument was acknowledged before me by ${names} this ${fd(a, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n    Witness my hand and official seal.\n\n${notary}\nNotary Public${comm}`;
    case 'mt':
      if (y < 1980 || r.chance(0.3))
        return `${cap}\n\n    On this ${fd(a, r.pick(['ord', 'ordAD'] as DateStyle[]))}, before me, ${notary}, a Notary Public for the State of Montana, personally appeared ${names}, known to me to be the person${many(people) ? 's' : ''} whose name${many(people) ? 's are' : ' is'} subscribed to the within instrument, and acknowledged to me that ${they} executed the same.\n    IN WITNESS WHEREOF, I have hereunto set my hand and affixed my Notarial Seal the day and year in this certificate first above written.\n\n${notary}\nNotary Public for the State of Montana\nResiding at ${w.area.counties.find((c) => c.name === county)?.seat ?? county}, Montana${comm}`;
      return `${cap}\n\n    This instrument was acknowledged before me on ${fd(a, 'long')} by ${names}.\n\n${notary}\nNotary Public for the State of Montana${comm}`;
    default:
      if (y < 1994)
        return `${cap}\n\n    On ${fd(a, r.pick(['long', 'ord'] as DateStyle[])).replace(/^(\d)/, 'this $1')}, before me, ${notary}, a Notary Public in and for said County and State, personally appeared ${names}, known to me to be the person${many(people) ? 's' : ''} whose name${many(people) ? 's are' : ' is'} subscribed to the within instrument, and acknowledged that ${they} executed the same.\n    WITNESS my hand and official seal.\n\n${notary}\nNotary Public in and for said County and State`;
      return `A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.\n\n${cap}\n\n    On ${fd(a, 'long')} before me, ${notary}, Notary Public, personally appeared ${names}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.\n    I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.\n    WITNESS my hand and official seal.\n\n${notary}`;
  }
}

function juratText(w: World, county: string, j: number): string {
  const r = w.r;
  const notary = w.official(w.area.key === 'tx' && r.chance(0.5));
  const s = r.int(4);
  const line = s === 0 ? `SUBSCRIBED AND SWORN TO before me this ${fd(j, 'ord')}.` : s === 1 ? `Subscribed and sworn to before me on ${fd(j, r.pick(['long', 'num0'] as DateStyle[]))}.` : s === 2 ? `SWORN TO AND SUBSCRIBED before me on the ${fd(j, 'ordAD')}.` : `Signed and sworn to (or affirmed) before me on ${fd(j, 'long')}, by the affiant named above.`;
  return `${stateCaption(w.area, county, r.int(6))}\n\n    ${line}\n\n${notary}\nNotary Public`;
}

/** The clerk's certificate or stamp: its text and the instrument's reference. */
function stamp(w: World, county: string, rec: number, series = 'Deeds'): { text: string; ref: string } {
  const r = w.r;
  const rr = w.recRef(county, rec, series);
  const clerk = w.clerk(county, rec);
  const ref = rr.modern ? `Instrument No. ${rr.inst}` : `${w.area.key === 'tx' ? 'Volume' : 'Book'} ${rr.book}, Page ${rr.page}`;
  const C = county.toUpperCase();
  const deputy = r.chance(0.5) ? `\nBy ${w.official()}, Deputy.` : '';
  switch (w.area.key) {
    case 'ne': {
      if (rr.modern) return { ref, text: `${C} COUNTY, NEBRASKA\nINST. NO. ${rr.inst}\nFILED FOR RECORD ${fd(rec, r.chance(0.4) ? 'iso' : 'num0')} AT ${hhmm(r, true)}\nBOOK ${rr.book} PAGE ${rr.page}\n${clerk.toUpperCase()}, REGISTER OF DEEDS` };
      const office = county === 'Cheyenne' ? 'Register of Deeds' : 'County Clerk and Ex-Officio Register of Deeds';
      return { ref, text: `STATE OF NEBRASKA, } ss.\nCounty of ${county}. }\n    Entered in numerical index and filed for record in the ${office === 'Register of Deeds' ? 'Register of Deeds' : 'County Clerk\'s'} office of said county the ${ord(ymd(rec).d)} day of ${MONTHS[ymd(rec).m - 1]} A.D. ${ymd(rec).y}, at ${hhmm(r)}, and recorded in Book ${rr.book} of ${series}, at Page ${rr.page}.\n${clerk}, ${office}.${deputy}` };
    }
    case 'tx': {
      if (rr.modern) return { ref, text: `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${county} County, Texas\n${fd(rec, 'num0')} ${hhmm(r, true)}\nDocument # ${rr.inst}\nFee: $${(16 + r.int(60)).toFixed(2)}` };
      const recd = addDays(rec, 1 + r.int(12));
      return { ref, text: `FILED FOR RECORD this ${fd(rec, 'ordAD')}, at ${hhmm(r)}\nRECORDED this ${fd(recd, 'ordAD')}, in Volume ${rr.book}, Page ${rr.page} of the ${series === 'Deeds' ? 'Deed Records' : /Records$/.test(series) ? series : `${series} Records`} of ${county} County, Texas.\n${clerk}, County Clerk, ${county} County, Texas${deputy}` };
    }
    case 'wy': {
      if (rr.modern) return { ref, text: r.chance(0.5) ? `RECEPTION NO. ${rr.inst}\nFILED ${fd(rec, r.chance(0.4) ? 'iso' : 'num0')} AT ${hhmm(r, true)}\nBOOK ${rr.book} PAGE ${rr.page}\n${clerk.toUpperCase()}, ${C} COUNTY CLERK` : `${C} COUNTY, WYOMING\nRECEPTION NO. ${rr.inst}\nRECORDED ${fd(rec, 'long').toUpperCase()} ${hhmm(r, true)}\n${clerk.toUpperCase()}, COUNTY CLERK` };
      return { ref, text: `STATE OF WYOMING, }\nCounty of ${county}. } ss.\n    I hereby certify that this instrument was filed for record in my office at ${hhmm(r)} on the ${fd(rec, 'ordAD').replace(/, A\.D\./, ' A.D.')}, and duly recorded in Book ${rr.book} of ${series}, on Page ${rr.page}.\n${clerk}, County Clerk and Ex-Officio Register of Deeds.${deputy}` };
    }
    case 'mt': {
      if (rr.modern) return { ref, text: `${rr.inst}\n${C} COUNTY, MT\nRECORDED: ${fd(rec, 'num0')} ${hhmm(r, true)}\n${clerk.toUpperCase()}, CLERK AND RECORDER\nFEE: $${(7 + r.int(40)).toFixed(2)}  BY ${w.official().toUpperCase()}, DEPUTY` };
      return { ref, text: `STATE OF MONTANA, }\nCounty of ${county}. } ss.\n    Filed for record this ${fd(rec, 'ordAD')}, at ${hhmm(r)}, and recorded in Book ${rr.book} of ${series}, on page ${rr.page}, Records of ${county} County, Montana.\n${clerk}, County Clerk and Recorder.${deputy}` };
    }
    default: {
      if (rr.modern) return { ref: `Document No. ${rr.inst}`, text: `Recorded in Official Records\nCounty of Ventura\n${clerk.toUpperCase()}\nClerk-Recorder\n${rr.inst}\n${hhmm(r, true).replace(' ', '').toLowerCase()} ${r.chance(0.5) ? fd(rec, 'num0').replace(/\d\d(\d\d)$/, '$1') : fd(rec, 'num0')}` };
      const req = w.titleCos.length ? r.pick(w.titleCos).fixed! : 'Grantee';
      if (yearOf(rec) < 1940) return { ref, text: `Recorded at request of ${req}, ${fd(rec, 'abbr')}, at ${r.int(59) + 1} min. past ${1 + r.int(11)} o'clock ${r.pick(['A.M.', 'P.M.'])}, in Book ${rr.book} of ${series}, page ${rr.page}, Records of Ventura County, California.\n${clerk}, County Recorder.${deputy}` };
      return { ref, text: `Recorded at request of ${req}\n${fd(rec, 'abbr').replace(',', '')} at ${hhmm(r).replace(" o'clock", '')}\nin Book ${rr.book} Page ${rr.page} of Official Records\nVentura County, California\n${clerk}, County Recorder` };
    }
  }
}

const dollars = (r: Rng, y: number) => {
  const base = y < 1920 ? 400 : y < 1950 ? 1500 : y < 1980 ? 8000 : 60000;
  return Math.round((base * (0.4 + r.next() * 2)) / 50) * 50;
};
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;
const amtWords = (n: number) => `${titleWords(numberWords(n))} Dollars (${money(n)})`;
const considerationWords = (r: Rng, y: number) => r.pick([`the sum of Ten Dollars ($10.00) and other good and valuable consideration`, `Ten and No/100 Dollars ($10.00) and other valuable consideration`, `the sum of ${amtWords(dollars(r, y))}`, `One Dollar and other valuable consideration`]);

// ---------------------------------------------------------------------------------------------
// The instruments.

function town(w: World, county: string, t: number): string {
  const c = w.area.counties.find((x) => x.name === county)!;
  if (county === 'Zapata' && yearOf(t) < 1901) return 'Carrizo';
  return w.area.key === 'ca' ? w.r.pick(['Ventura', 'Santa Paula', 'Fillmore', 'Ojai']) : c.seat;
}
function address(w: World, county: string, t: number): string {
  const r = w.r;
  const zip = { ne: '691', tx: '780', wy: '825', mt: '594', ca: '930' }[w.area.key] + String(10 + r.int(89));
  const tn = town(w, county, t);
  if (yearOf(t) < 1963) return `${tn}, ${w.area.stateName}`;
  return `${r.pick([`${100 + r.int(2900)} ${r.pick(['Main', 'Elm', 'Oak', 'Third', 'Railroad', 'Highland', 'Center'])} Street`, `Route ${1 + r.int(4)}, Box ${10 + r.int(300)}`, `P.O. Box ${100 + r.int(900)}`])}, ${tn}, ${w.area.stateName} ${zip}`;
}
function descAll(w: World, tracts: Tract[], style: DescStyle, withAcres = true): string {
  const r = w.r;
  return tracts.map((tr) => describe(r, tr, style, withAcres)).join(r.pick([';\n\nand\n\n', '\n\nALSO:\n', ';\n']));
}
function pickDesc(w: World, t: number, tracts: Tract[]): DescStyle {
  const r = w.r;
  const y = yearOf(t);
  if (tracts.some((x) => x.kind !== 'rect')) return y < 1950 ? r.pick(['old', 'formal', 'old'] as DescStyle[]) : r.pick(['modern', 'short', 'old', 'modern', 'formal'] as DescStyle[]);
  return y < 1940 ? r.pick(['formal', 'plain', 'abbr', 'formal']) : y < 1980 ? r.pick(['formal', 'abbr', 'plain', 'compact', 'tab']) : r.pick(['plain', 'abbr', 'compact', 'tab', 'landman', 'formal']);
}
const PRESIDENTS: Array<[number, string]> = [
  [1885, 'Grover Cleveland'],
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
const president = (y: number) => [...PRESIDENTS].reverse().find(([from]) => y >= from)![1];

type Draft2 = Draft;

function writePatent(w: World, b: DocB, f: Farm, pat: P, t: number): Draft2 {
  const r = w.r;
  const a = w.area;
  const y = yearOf(t);
  const tr = f.tracts;
  const pn = b.nm(pat);
  const office = a.key === 'wy' ? 'Lander, Wyoming' : r.pick(a.landOffices);
  const whole = tr[0].parts && tr[0].parts.length === 0;
  const half = tr[0].acres === 320;
  let act: string;
  let kind = 'Homestead Certificate';
  if (whole && a.key === 'ne') act = `the Act of Congress of May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, and the Act of April 28, 1904 (33 Stat., 547), entitled "An Act to amend the homestead laws as to certain unappropriated and unreserved lands in Nebraska"`;
  else if (half) act = `the Act of Congress of May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, and the Act of February 19, 1909 (35 Stat., 639), entitled "An Act to provide for an enlarged homestead"`;
  else if (a.key === 'ne' && y < 1893 && r.chance(0.4)) {
    act = `the Act of Congress approved March 3, 1873, entitled "An Act to encourage the Growth of Timber on Western Prairies," and the acts supplemental thereto`;
    kind = 'Timber Culture Certificate';
  } else if (a.key === 'wy' && f.county.name === 'Fremont') act = `the Act of Congress of May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, and the Act of March 3, 1905 (33 Stat., 1016), ratifying the agreement with the Shoshone and Arapahoe Indians for the cession of a part of the Wind River Reservation`;
  else if (a.key === 'ca' && r.chance(0.5)) {
    act = `the Act of Congress of April 24, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto, full payment having been made by the claimant`;
    kind = 'Cash Certificate';
  } else act = `the Act of Congress approved May 20, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto`;
  const descs = tr.map((x) => describe(r, x, 'patent')).join(', and ');
  const indep = ordinalWord(y - 1776);
  const rec = recDay(r, t, r.chance(0.7));
  const st = stamp(w, f.county.name, rec);
  const sec = w.official();
  const recorder = w.official();
  const serial = `${office.split(',')[0]} ${String(r.int(9000) + 100).padStart(5, '0')}`;
  const old = y < 1908 || r.chance(0.3);
  const head = old ? `${kind} No. ${1000 + r.int(9000)}.\nApplication ${2000 + r.int(20000)}.` : `${office.split(',')[0]} ${serial.split(' ')[1]}`;
  const body = `THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\n\n${head}\n\n    WHEREAS, there has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${office}, whereby it appears that, pursuant to ${act}, the claim of ${nmr(b, pat)} has been established and duly consummated, in conformity to law, for ${descs}, according to the Official Plat of the Survey of the said Land, returned to the GENERAL LAND OFFICE by the Surveyor-General:\n\n    NOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pn} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${pn}, and to the heirs and assigns of the said claimant forever; subject to any vested and accrued water rights for mining, agricultural, manufacturing or other purposes, and rights to ditches and reservoirs used in connection with such water rights, as may be recognized and acknowledged by the local customs, laws and decisions of courts; and there is reserved from the lands hereby granted, a right of way thereon for ditches or canals constructed by the authority of the United States.\n\n    IN TESTIMONY WHEREOF, I, ${president(y)}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\n    GIVEN under my hand, at the City of Washington, the ${fd(t, 'words', r).replace(/, in the year of our Lord /, ', in the year of our Lord ')}, and of the Independence of the United States the one hundred and ${indep.replace(/^one hundred /, '')}.\n\nBy the President: ${president(y).replace(/^(\w)\w* /, '$1. ')}\n    By ${sec}, Secretary.\n${recorder}, Recorder of the General Land Office.\n\nRecorded, Vol. ${10 + r.int(300)}, Page ${1 + r.int(500)}.`;
  return { cat: 'patent', fee: true, estates: ['fee'], exec: t, eff: null, ack: null, rec, tracts: tr, b, text: `${body}\n\n${st.text}`, ref: st.ref };
}

interface DeedSpec {
  f: Farm;
  b: DocB;
  grantors: P[];
  spouses: P[];
  grantees: P[];
  jt: boolean;
  cat: Cat;
  reserve: { all: boolean; frac: Q } | null;
  except: boolean;
  up?: boolean;
  first?: boolean;
  heirs?: boolean;
  t: number;
}

function writeDeed(w: World, s: DeedSpec): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const y = yearOf(t);
  const county = f.county.name;
  let cat = s.cat;
  if (a.key === 'ca' && cat === 'special_warranty_deed') cat = 'warranty_deed';
  const signers = [...s.grantors, ...s.spouses];
  const pl = many(signers);
  const caps = y >= 1960 && r.chance(0.3);
  const G = side(w, b, s.grantors, s.spouses, t, caps);
  const E = side(w, b, s.grantees, [], t, caps);
  const Eshort = joinList(s.grantees.map((g) => b.nm(g)));
  const dstyle = pickDesc(w, t, f.tracts);
  const desc = descAll(w, f.tracts, dstyle);
  const gGrantor = pl ? 'grantors' : 'grantor';
  const jtWords = s.jt ? r.pick([', as joint tenants with right of survivorship and not as tenants in common', ', as joint tenants', ', as joint tenants and not as tenants in common']) : '';
  // A spouse who only joins reserves nothing: the reservation names the holders when a spouse joins.
  const hpl = many(s.grantors);
  const resWho = s.spouses.length ? `the said ${joinList(s.grantors.map((g) => b.nm(g)))}` : `the ${gGrantor}`;
  const resHis = hpl ? 'their' : s.grantors[0].female ? 'her' : 'his';
  let resv = '';
  if (s.up) resv = `RESERVING, HOWEVER, unto the Union Pacific Railroad Company, its successors and assigns, all coal, oil, gas and other minerals of every kind and description within or underlying said land, together with the right of ingress and egress for the purpose of exploring for, mining and removing the same.`;
  else if (s.reserve && !s.reserve.all)
    resv = r.pick([`SAVE AND EXCEPT, and there is hereby reserved unto ${resWho}, ${resHis} heirs and assigns, an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in, on and under the above described land.`, `There is excepted from this conveyance and reserved unto ${resWho} an undivided one-half of all oil, gas and other minerals in and under said land, with the right of ingress and egress for the purpose of exploring for, mining and removing the same.`]);
  else if (s.reserve)
    resv = qEq(s.reserve.frac, ONE)
      ? r.pick([`EXCEPTING AND RESERVING unto ${resWho}, ${resHis} heirs and assigns, all of the oil, gas and other minerals in, under and that may be produced from the above described land.`, `There is reserved unto ${resWho} all oil, gas and other minerals lying in, on or under said land.`])
      : `There is excepted from this conveyance and reserved unto ${resWho} all of the oil, gas and other minerals in and under said land now owned by ${resWho.replace(/^the said /, '')}.`;
  const exc = s.except ? r.pick([`SUBJECT TO all oil, gas and other minerals heretofore reserved or conveyed of record, which are excepted from this conveyance and from the warranty hereof.`, `This conveyance is made subject to all prior reservations and conveyances of oil, gas and other minerals of record.`, `Excepting all mineral interests heretofore reserved or conveyed by instruments of record.`]) : '';
  const rx = [resv, exc].filter(Boolean).join('\n    ');
  let exec: number | null = t;
  let ack: number | null = ackDay(r, t);
  let rec = recDay(r, ack);
  const undated = !s.first && r.chance(0.04);
  if (undated) exec = null;
  const gWord = cat === 'quitclaim_deed' ? 'QUITCLAIM DEED' : cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : s.jt && r.chance(0.5) ? 'JOINT TENANCY WARRANTY DEED' : 'WARRANTY DEED';
  const amt = considerationWords(r, y);
  let text = '';
  const dl = (style: DateStyle) => (undated ? '' : fd(t, style, r));
  const first = s.grantors[0];
  let form: string;
  if (s.up) form = 'upind';
  else if (a.key === 'tx') form = y < 1912 && s.grantors.length === 1 && first.hisp && !s.heirs && cat === 'warranty_deed' && r.chance(0.7) ? 'trans' : y < 1976 ? 'txold' : 'txmod';
  else if (a.key === 'ne') form = y < 1975 ? 'neold' : 'nestat';
  else if (a.key === 'wy') form = y < 1930 && r.chance(0.4) ? 'indenture' : 'wystat';
  else if (a.key === 'mt') form = y < 1960 ? (r.chance(0.7) ? 'indenture' : 'mtold') : 'mtmod';
  else form = y < 1930 ? 'indenture' : y < 1976 ? 'cagrant' : 'camod';
  if (undated && (form === 'trans' || form === 'indenture' || form === 'upind')) exec = t;
  const dated = exec !== null;
  const self = pl ? 'ourselves' : 'myself';
  const warrantyTail = (who: string, heirs: string) =>
    cat === 'special_warranty_deed'
      ? `${who} do hereby bind ${self}, ${heirs}, to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said grantee${many(s.grantees) ? 's' : ''} against every person whomsoever lawfully claiming or to claim the same or any part thereof, by, through or under ${pl ? 'them' : 'him'}, but not otherwise.`
      : cat === 'warranty_deed'
        ? `${who} do hereby bind ${self}, ${heirs}, to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said grantee${many(s.grantees) ? 's' : ''} against every person whomsoever lawfully claiming or to claim the same or any part thereof.`
        : '';
  switch (form) {
    case 'trans': {
      const wife = s.spouses[0];
      ack = t;
      rec = addDays(t, 20 + r.int(400));
      const tcert = addDays(t, Math.max(1, Math.floor((rec - t) / 2)));
      const judge = w.official(true);
      const tn = town(w, county, t);
      text = `[TRANSLATION]\n\nSALE OF LAND\n\n    In the town of ${tn}, County of ${county}, State of Texas, on ${fdSpanish(t)}, before me, ${judge}, County Judge of said County, acting with two assisting witnesses for want of a notary public, personally appeared Don ${nmr(b, first)}, of age, a farmer and stock raiser and a resident of this county${wife ? `, with his wife Dona ${b.nm(wife)}, who gives her consent to this sale` : ''}, whom I certify that I know, and said: That he sells really and effectively, from now and forever, to ${s.grantees.map((g) => `${g.female ? 'Dona' : 'Don'} ${nmr(b, g)}`).join(' and ')}, resident${many(s.grantees) ? 's' : ''} of the same county, ${descAll(w, f.tracts, 'trans').replace(/\.$/, '')}; for the price and sum of ${numberWords(dollars(r, y))} dollars in silver, which he has received to his entire satisfaction, wherefore he renounces the exception of money not paid; and he binds himself to the warranty and defense of this sale (saneamiento) in the manner prescribed by law, transferring to the purchaser${many(s.grantees) ? 's' : ''} all the rights of possession, ownership and dominion which he had and held in said land.${rx ? `\n    ${rx}` : ''}\n    And the vendor so executed, granted and signed it with me and the assisting witnesses, to all of which I certify.\n\n${b.nm(first)}${wife ? `\n${b.nm(wife)} (her mark)` : ''}\nAssisting: ${w.official(true)}\nAssisting: ${w.official(true)}\n${judge}, County Judge, ${county} County, Texas\n\n    I, ${w.official(true)}, a sworn translator, do hereby certify that the foregoing is a true and faithful translation from the Spanish original which was presented to me for that purpose, this ${fd(tcert, 'ord')}.`;
      break;
    }
    case 'txold': {
      const title = cat === 'quitclaim_deed' ? 'QUITCLAIM DEED' : cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'WARRANTY DEED WITH VENDOR\'S LIEN'.replace(' WITH VENDOR\'S LIEN', '')]);
      const words = cat === 'quitclaim_deed' ? `have QUITCLAIMED, and by these presents do QUITCLAIM unto the said ${Eshort} all of our right, title and interest in and to` : `have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto the said ${Eshort}`;
      text = `${title}\n\n${stateCaption(a, county, 1)}          KNOW ALL MEN BY THESE PRESENTS:\n\n    That ${pl ? 'we' : 'I'}, ${G}, of the County of ${county}, State of Texas, for and in consideration of ${amt} to ${pl ? 'us' : 'me'} in hand paid by ${E}, the receipt of which is hereby acknowledged, ${words.replace('our right', pl ? 'our right' : 'my right')} all that certain tract or parcel of land lying and being situated in ${county} County, Texas, described as follows, to-wit:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}    TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said ${Eshort}, ${many(s.grantees) ? 'their' : s.grantees[0].female ? 'her' : 'his'} heirs and assigns forever${cat === 'quitclaim_deed' ? `, so that neither ${pl ? 'we' : 'I'} nor ${pl ? 'our' : 'my'} heirs shall have, claim or demand any right or title to the aforesaid premises.` : `; and ${warrantyTail(pl ? 'we' : 'I', pl ? 'our heirs, executors and administrators' : 'my heirs, executors and administrators')}`}\n\n${dated ? `    WITNESS ${pl ? 'our hands' : 'my hand'} at ${town(w, county, t)}, Texas, this ${dl('ordAD')}.\n\n` : ''}${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'txmod': {
      const title = cat === 'quitclaim_deed' ? 'QUITCLAIM DEED' : cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : 'GENERAL WARRANTY DEED';
      const grantClause = cat === 'quitclaim_deed' ? 'quitclaims to Grantee all of Grantor\'s right, title and interest in and to the Property' : 'grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee\'s heirs, successors, and assigns forever';
      const war = cat === 'quitclaim_deed' ? '' : ` Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof${cat === 'special_warranty_deed' ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.`;
      text = `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\n${title}\n\n${dated ? `Date: ${dl(r.pick(['long', 'mil'] as DateStyle[]))}\n\n` : ''}Grantor: ${G}\n\nGrantor's Mailing Address: ${address(w, county, t)}\n\nGrantee: ${E}${jtWords}\n\nGrantee's Mailing Address: ${address(w, county, t)}\n\nConsideration: ${amt.replace(/^the sum of /, '')}.\n\nProperty (including any improvements):\n\n${desc}\n\nReservations from Conveyance: ${resv || 'None.'}\n\nExceptions to Conveyance and Warranty: ${exc || 'Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded and validly existing instruments affecting the Property.'}\n\n    Grantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, ${grantClause}.${war}\n\n    When the context requires, singular nouns and pronouns include the plural.\n\n${sigs(b, signers, w, { caps: true })}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'neold': {
      const grant = cat === 'quitclaim_deed' ? 'do hereby remise, release and forever quitclaim unto' : 'do hereby grant, bargain, sell, convey and confirm unto';
      const cov =
        cat === 'quitclaim_deed'
          ? ''
          : `\n    And ${pl ? 'we' : 'I'} do hereby covenant with the said grantee${many(s.grantees) ? 's' : ''} and with ${many(s.grantees) ? 'their' : 'his'} heirs and assigns that ${pl ? 'we are' : 'I am'} lawfully seized of said premises; that they are free from incumbrance${s.except || s.up ? ', except as above stated' : ''}; that ${pl ? 'we have' : 'I have'} good right and lawful authority to sell the same; and ${pl ? 'we do' : 'I do'} hereby covenant to warrant and defend the title to said premises against the lawful claims of all persons ${cat === 'special_warranty_deed' ? `claiming by, through or under ${pl ? 'us' : 'me'}, but against none other` : 'whomsoever'}.`;
      const rel = s.spouses.map((sp) => `\n    And the said ${b.nm(sp)}, ${sp.female ? 'wife' : 'husband'} of the said ${b.nm(sp.spouse!)}, hereby relinquishes all ${sp.female ? 'her' : 'his'} right of ${sp.female ? (y < 1907 ? 'dower and homestead' : r.pick(['homestead', 'dower and homestead'])) : 'curtesy and homestead'} in and to the above described premises.`).join('');
      text = `${cat === 'quitclaim_deed' ? 'QUIT CLAIM DEED' : cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : 'WARRANTY DEED'}\n\n    KNOW ALL MEN BY THESE PRESENTS, That ${G}, of the County of ${county} and State of Nebraska, in consideration of ${amt}, in hand paid by ${E}, ${grant} the said ${Eshort}${jtWords}, and to ${many(s.grantees) ? 'their' : 'his'} heirs and assigns, the following described premises situated in the County of ${county} and State of Nebraska, to-wit:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}    To have and to hold the premises above described, together with all the tenements, hereditaments and appurtenances thereunto belonging, unto the said grantee${many(s.grantees) ? 's' : ''} and to ${many(s.grantees) ? 'their' : 'his'} heirs and assigns forever.${cov}${rel}\n\n${dated ? `    Signed this ${dl(r.pick(['ordAD', 'ord'] as DateStyle[]))}.\n\n` : ''}In presence of\n${w.official()}\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'nestat': {
      const conv = cat === 'quitclaim_deed' ? 'quitclaims to GRANTEE' : 'conveys to GRANTEE';
      const cov =
        cat === 'quitclaim_deed'
          ? ''
          : `\n\n    GRANTOR covenants (jointly and severally, if more than one) with the GRANTEE that GRANTOR:\n    (1) is lawfully seised of such real estate and that it is free from encumbrances${s.except ? ', except mineral reservations and conveyances of record' : ''} and easements of record;\n    (2) has legal power and lawful authority to convey the same;\n    (3) warrants and will defend title to the real estate against the lawful claims of all persons${cat === 'special_warranty_deed' ? ' claiming the same or any part thereof through, by or under GRANTOR' : ''}.`;
      const docStamp = cat === 'quitclaim_deed' && r.chance(0.5) ? `NEBRASKA DOCUMENTARY STAMP TAX\nExempt ${r.pick(['76-902(5)', '76-902(6)', '76-902(7)'])}\n` : `NEBRASKA DOCUMENTARY STAMP TAX\nDate ${fd(rec, 'abbr').toUpperCase()}\n$ ${(2.25 * (1 + r.int(200))).toFixed(2)}  By ${w.official().replace(/[^A-Z]/g, '')}\n`;
      text = `${docStamp}\n${r.chance(0.5) ? `After recording return to: ${b.nm(s.grantees[0])}, ${address(w, county, t)}\n\n` : ''}${gWord}\n\n    ${G}, GRANTOR, in consideration of ${r.pick(['One Dollar and other valuable consideration', 'Ten Dollars and other good and valuable consideration', amt])} received from GRANTEE, ${E}${jtWords}, ${conv} the following described real estate (as defined in Neb. Rev. Stat. 76-201):\n\n${desc}\n\n${rx ? `    ${rx}\n` : ''}${cov}\n\n${dated ? `    Executed ${dl(r.pick(['long', 'num0'] as DateStyle[]))}.\n\n` : ''}${sigs(b, signers, w, { caps: true })}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'wystat': {
      const verb = cat === 'quitclaim_deed' ? r.pick(['CONVEY AND QUIT CLAIM', 'CONVEYS AND QUITCLAIMS']) : cat === 'special_warranty_deed' ? r.pick(['CONVEY AND SPECIALLY WARRANT', 'CONVEYS AND WARRANTS SPECIALLY']) : r.pick(['CONVEY AND WARRANT', 'CONVEYS AND WARRANTS']);
      const modern = y >= 1975;
      text = `${modern && r.chance(0.5) ? `Prepared by and return to: ${w.official()}, Attorney at Law, ${address(w, county, t)}\n\n` : ''}${gWord === 'JOINT TENANCY WARRANTY DEED' && cat === 'warranty_deed' ? 'WARRANTY DEED (Joint Tenancy)' : gWord}\n\n    ${G}, GRANTOR${pl ? 'S' : ''}, of ${county} County, State of Wyoming, for and in consideration of ${amt} in hand paid, receipt whereof is hereby acknowledged, ${verb} to ${E}${jtWords}, GRANTEE${many(s.grantees) ? 'S' : ''}, whose address is ${address(w, county, t)}, the following described real estate, situate in the County of ${county} and State of Wyoming, hereby releasing and waiving all rights under and by virtue of the homestead exemption laws of the State of Wyoming, to-wit:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}${cat === 'special_warranty_deed' ? `    Grantor${pl ? 's' : ''} warrant${pl ? '' : 's'} the title to said real estate against the lawful claims of all persons claiming by, through or under Grantor${pl ? 's' : ''}, but not otherwise.\n\n` : ''}${dated ? `    WITNESS ${pl ? 'our hands' : 'my hand'} this ${dl('ord')}.\n\n` : ''}${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'mtold':
    case 'mtmod': {
      const mod = form === 'mtmod';
      const verb = cat === 'quitclaim_deed' ? 'does hereby remise, release and forever quitclaim unto' : 'does hereby grant, bargain, sell and convey unto';
      const cov =
        cat === 'quitclaim_deed'
          ? ''
          : `\n    And the Grantor does hereby covenant to and with the Grantee that the Grantor is the owner in fee simple of said premises; that they are free from all encumbrances${s.except ? ' except mineral reservations of record' : ''}; and that Grantor will warrant and defend the same ${cat === 'special_warranty_deed' ? 'against the lawful claims of all persons claiming by, through or under the Grantor' : 'from all lawful claims whatsoever'}.`;
      text = `${mod && r.chance(0.6) ? `RETURN TO:\n${b.nm(s.grantees[0])}\n${address(w, county, t)}\n\n` : ''}${gWord.replace('JOINT TENANCY WARRANTY DEED', 'WARRANTY DEED')}\n\n    FOR VALUE RECEIVED, ${G} ("Grantor"), ${verb} ${E}${jtWords} ("Grantee"), whose address is ${address(w, county, t)}, the following described premises in ${county} County, Montana, to-wit:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}    TO HAVE AND TO HOLD the said premises, with their appurtenances, unto the said Grantee and to the Grantee's heirs and assigns forever.${cov}\n\n${dated ? `    Dated: ${dl(r.pick(['long', 'num0', 'mil'] as DateStyle[]))}\n\n` : ''}${sigs(b, signers, w, { caps: mod })}\n\n${ackText(w, b, county, signers, ack)}${mod && y >= 1975 ? '\n\nA Realty Transfer Certificate has been filed with this instrument (15-7-304, M.C.A.).' : ''}`;
      break;
    }
    case 'indenture':
    case 'upind': {
      const co = s.up || (s.grantors.length === 1 && first.kind === 'organization');
      const grantorsWords = s.up ? `the UNION PACIFIC RAILROAD COMPANY, a corporation of the State of Utah` : G;
      const gP = s.up ? 'party' : pl ? 'parties' : 'party';
      const eP = many(s.grantees) ? 'parties' : 'party';
      const gold = a.key === 'ca' && y < 1933 ? ' gold coin of the United States of America' : ' lawful money of the United States of America';
      const verb = `do${co || !pl ? 'es' : ''} by these presents ${cat === 'quitclaim_deed' ? 'remise, release and forever quitclaim unto' : a.key === 'ca' ? 'grant, bargain and sell unto' : 'grant, bargain, sell, convey, warrant and confirm unto'}`;
      const cov =
        cat === 'quitclaim_deed' || a.key === 'ca'
          ? ''
          : `\n    And the said ${gP} of the first part, for ${co ? 'itself and its successors' : `${pl ? 'themselves' : 'himself'} and ${pl ? 'their' : 'his'} heirs`}, do${co || !pl ? 'es' : ''} hereby covenant that ${co ? 'it' : pl ? 'they' : 'he'} will forever WARRANT AND DEFEND the said premises against the lawful claims of all persons ${cat === 'special_warranty_deed' ? `claiming by, through or under the said ${gP} of the first part` : 'whomsoever'}.`;
      const made = fd(t, r.pick(['words', 'ord'] as DateStyle[]), r);
      text = `${s.up ? 'DEED No. ' + (1000 + r.int(60000)) + '\n\n' : ''}THIS INDENTURE, Made the ${made}, between ${grantorsWords}, the ${gP} of the first part, and ${E}, the ${eP} of the second part,\n\n    WITNESSETH: That the said ${gP} of the first part, for and in consideration of the sum of ${numberWords(dollars(r, y))} Dollars,${gold}, to ${co ? 'it' : pl ? 'them' : 'him'} in hand paid by the said ${eP} of the second part, the receipt whereof is hereby acknowledged, ${verb} the said ${eP} of the second part${jtWords}, and to ${many(s.grantees) ? 'their' : 'his'} heirs and assigns forever, all that certain lot, piece or parcel of land situate, lying and being in the County of ${county}, State of ${a.stateName}, and particularly described as follows, to-wit:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}    TOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining.\n    TO HAVE AND TO HOLD all and singular the said premises unto the said ${eP} of the second part, and to ${many(s.grantees) ? 'their' : 'his'} heirs and assigns forever.${cov}\n\n    IN WITNESS WHEREOF, the said ${gP} of the first part ${co ? 'has caused these presents to be signed by its proper officer and its corporate seal to be affixed' : `ha${pl ? 've' : 's'} hereunto set ${pl ? 'their hands and seals' : 'his hand and seal'}`} the day and year first above written.\n\nSigned, Sealed and Delivered in the Presence of:\n${w.official()}\n\n${sigs(b, signers, w, { seal: true })}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
    case 'cagrant':
    case 'camod': {
      const qc = cat === 'quitclaim_deed';
      const verb = qc ? 'hereby REMISE(S), RELEASE(S) AND QUITCLAIM(S) to' : 'hereby GRANT(S) to';
      const tenancy = s.jt ? ', husband and wife as joint tenants' : s.grantees.length === 2 && s.grantees[0].spouse === s.grantees[1] ? ', husband and wife as community property' : '';
      const hdr =
        form === 'camod'
          ? `RECORDING REQUESTED BY\n${w.titleCos.length ? r.pick(w.titleCos).fixed : 'Grantee'}\n\nAND WHEN RECORDED MAIL TO\n${b.nm(s.grantees[0])}\n${address(w, county, t)}\n\nMAIL TAX STATEMENTS TO: Same as above\n\nAPN: ${String(10 + r.int(89)).padStart(3, '0')}-0-${String(r.int(999)).padStart(3, '0')}-${String(r.int(999)).padStart(3, '0')}\n------------------ SPACE ABOVE THIS LINE FOR RECORDER'S USE ------------------\n\n`
          : '';
      const tax = form === 'camod' ? `The undersigned grantor(s) declare(s):\nDocumentary transfer tax is $${(1.1 * (10 + r.int(900))).toFixed(2)}\n[X] computed on full value of property conveyed\n[X] Unincorporated area   [ ] City of ${r.pick(['Santa Paula', 'Fillmore', 'Ojai'])}\n\n` : '';
      text = `${hdr}${qc ? 'QUITCLAIM DEED' : 'GRANT DEED'}\n\n${tax}    FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged,\n\n${G}\n\n${verb}\n\n${E}${jtWords && !tenancy ? jtWords : tenancy}\n\nthe following described real property in the County of Ventura, State of California:\n\n${desc}\n\n${rx ? `    ${rx}\n\n` : ''}${dated ? `Dated: ${dl(r.pick(['long', 'num0'] as DateStyle[]))}\n\n` : ''}${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
      break;
    }
  }
  const st = stamp(w, county, rec);
  return { cat, fee: true, estates: ['fee'], exec, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

interface MinSpec {
  f: Farm;
  b: DocB;
  grantors: P[];
  spouses: P[];
  grantee: P;
  frac: Q;
  all: boolean;
  fromFee: boolean;
  t: number;
}
function caption(w: World, county: string): string {
  return w.area.key === 'tx' ? `${stateCaption(w.area, county, 1)}          KNOW ALL MEN BY THESE PRESENTS:` : `${stateCaption(w.area, county, w.r.int(6))}\n\nKNOW ALL MEN BY THESE PRESENTS:`;
}

function writeMineral(w: World, s: MinSpec): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const y = yearOf(t);
  const county = f.county.name;
  const signers = [...s.grantors, ...s.spouses];
  const pl = many(signers);
  const G = side(w, b, s.grantors, s.spouses, t);
  const E = side(w, b, [s.grantee], [], t);
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const modern = y >= 1975;
  const interest = s.all
    ? r.pick([`all of ${pl ? "Grantors'" : "Grantor's"} right, title and interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described land`, `all of the oil, gas and other minerals owned by ${pl ? 'Grantors' : 'Grantor'}, being ${qText(r, s.frac, modern)} interest, in and under and that may be produced from the following described land`])
    : `${qText(r, s.frac, modern)} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described land`;
  const ack = ackDay(r, t);
  const rec = recDay(r, ack);
  let exec: number | null = t;
  const lease = f.lease ? `, and particularly that certain oil and gas lease recorded in ${f.lease.ref}` : '';
  const subj = `    This sale is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed${lease}; it being understood and agreed that said Grantee shall have, receive and enjoy the herein granted interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land from and after the date hereof, precisely as if the Grantee herein had been at the date of the making of said lease the owner of the interest herein conveyed.`;
  let text: string;
  const k = r.int(10);
  if (a.key === 'mt' && k < 4) {
    text = `MINERAL RIGHT AND ROYALTY TRANSFER\n\n${caption(w, county)}\n\n    That ${G}, of ${county} County, Montana, hereinafter called Grantor, for and in consideration of ${considerationWords(r, y)}, in hand paid by ${E}, hereinafter called Grantee, the receipt of which is hereby acknowledged, do${pl ? '' : 'es'} hereby grant, bargain, sell, convey, transfer, assign and set over unto the said Grantee ${interest}, situated in the County of ${county}, State of Montana, to-wit:\n\n${desc}\n\ntogether with a like interest in and to all rents, royalties and other benefits accruing from said land under any oil and gas lease now or hereafter covering the same, with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom.\n\n${subj}\n\n    TO HAVE AND TO HOLD the above described property unto the said Grantee, ${s.grantee.kind === 'organization' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor does hereby warrant said title to Grantee and agrees to defend the same against the lawful claims of all persons whomsoever.\n\n    Signed and delivered this ${fd(t, 'ord')}.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  } else if (a.key === 'ca' && k < 5) {
    text = `${modern ? `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${b.nm(s.grantee)}\n${address(w, county, t)}\n\n` : ''}MINERAL GRANT DEED\n\n    FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${G}, hereby GRANT(S) to ${E}, ${interest.replace('oil, gas and other minerals', 'oil, gas, asphaltum and other hydrocarbon substances and minerals')}, situated in the County of Ventura, State of California, described as:\n\n${desc}\n\n    together with the right to enter upon said land for the purpose of exploring for, drilling for, producing and removing the same.\n\n${subj}\n\nDated ${fd(t, r.pick(['long', 'num0'] as DateStyle[]))}\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  } else if (modern && k < 7) {
    const title = s.grantors[0].kind === 'organization' ? r.pick(['MINERAL CONVEYANCE', 'CONVEYANCE OF MINERAL INTEREST']) : r.pick(['MINERAL DEED', 'MINERAL AND ROYALTY DEED']);
    exec = r.chance(0.5) ? t : null;
    text = `${a.key === 'tx' ? 'NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER\'S LICENSE NUMBER.\n\n' : ''}${title}\n\n${stateCaption(a, county, r.int(6))}\n\n    ${G} (hereinafter "Grantor", whether one or more), whose address is ${address(w, county, t)}, for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby grant, bargain, sell, convey, assign, transfer and deliver unto ${E} (hereinafter "Grantee"), whose address is ${address(w, county, t)}, ${interest}, situated in ${county} County, ${a.stateName}:\n\n${desc}\n\n${subj}\n\n    TO HAVE AND TO HOLD the interest herein conveyed unto Grantee, its or his successors and assigns, forever; and Grantor does hereby bind Grantor and Grantor's heirs, successors and assigns to warrant and forever defend title to said interest unto Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof${r.chance(0.4) ? ', by, through or under Grantor, but not otherwise' : ''}.\n\n${exec === null ? '    EXECUTED on the date of the acknowledgment hereto, ' + r.pick(['to be effective upon delivery.', 'but effective for all purposes upon recording.']) : `    EXECUTED this ${fd(t, 'ord')}.`}\n\n${sigs(b, signers, w, { caps: true })}\n\n${ackText(w, b, county, signers, ack)}`;
  } else {
    text = `MINERAL DEED\n\n${caption(w, county)}\n\n    That ${G}, hereinafter called Grantor (whether one or more), for and in consideration of ${considerationWords(r, y)} cash in hand paid by ${E}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${pl ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${interest}, situated in ${county} County, State of ${a.stateName}, to-wit:\n\n${desc}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals, and removing the same therefrom.\n\n${subj}\n\n    TO HAVE AND TO HOLD the above described property and easement with all and singular the rights, privileges and appurtenances thereunto or in anywise belonging to the said Grantee herein, ${s.grantee.kind === 'organization' ? 'its successors' : 'his heirs, successors'} and assigns forever, and Grantor does hereby bind ${pl ? 'themselves' : 'himself'}, ${pl ? 'their' : 'his'} heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee herein against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\n    WITNESS ${pl ? 'our hands' : 'my hand'} this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  }
  const st = stamp(w, county, rec, a.key === 'tx' ? 'Deed' : 'Deeds');
  return { cat: 'mineral_deed', fee: false, estates: ['mineral'], exec, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeRoyalty(w: World, s: { f: Farm; b: DocB; grantors: P[]; spouses: P[]; grantee: P; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const y = yearOf(t);
  const county = f.county.name;
  const signers = [...s.grantors, ...s.spouses];
  const G = side(w, b, s.grantors, s.spouses, t);
  const E = side(w, b, [s.grantee], [], t);
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const share = r.pick([
    'an undivided one-half (1/2) of the royalty, being one-half of the usual one-eighth royalty, or an undivided one-sixteenth (1/16) of all the oil, gas and other minerals produced, saved and marketed',
    'an undivided one-fourth (1/4) of all the royalty reserved or to be reserved under any oil and gas lease',
    `an undivided ${r.pick(['1/32', '1/64', '1/16'])} royalty interest in and to all of the oil, gas and other minerals produced, saved and sold`,
    'an undivided one-half (1/2) non-participating royalty interest',
  ]);
  const title = r.pick(['ROYALTY DEED', 'ROYALTY TRANSFER', 'CONVEYANCE OF ROYALTY INTEREST', 'ROYALTY DEED (Non-Participating)']);
  const ack = ackDay(r, t);
  const rec = recDay(r, ack);
  const text = `${title}\n\n${caption(w, county)}\n\n    That ${G}, hereinafter called Grantor, for and in consideration of ${considerationWords(r, y)} paid by ${E}, hereinafter called Grantee, does hereby grant, sell, convey, assign and deliver unto the said Grantee ${share} in and under and that may be produced from the following described land situated in ${county} County, State of ${a.stateName}, to-wit:\n\n${desc}\n\n    It is understood and agreed that Grantee shall not participate in any bonus or rental paid for any oil and gas lease covering said land, nor shall the joinder of Grantee be necessary in the execution of any such lease, the executive right being retained by Grantor, ${s.grantors.length > 1 ? 'their' : 'his'} heirs and assigns.\n\n    TO HAVE AND TO HOLD the said royalty interest unto the said Grantee, ${s.grantee.kind === 'organization' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor does hereby warrant and agree to forever defend the title thereto against the lawful claims of all persons whomsoever.\n\n    Dated ${fd(t, r.pick(['long', 'ord', 'dash2'] as DateStyle[])).replace(/^(\d+)(st|nd|rd|th) day/, 'this $1$2 day')}.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  const st = stamp(w, county, rec);
  return { cat: 'royalty_deed', fee: false, estates: ['mineral'], exec: t, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeLease(w: World, s: { f: Farm; b: DocB; lessors: P[]; spouses: P[]; lessee: P; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const y = yearOf(t);
  const county = f.county.name;
  const signers = [...s.lessors, ...s.spouses];
  const L = side(w, b, s.lessors, s.spouses, t);
  const lessee = `${b.nm(s.lessee)}${orgDesc(w, s.lessee)}`;
  const tracts = f.tracts;
  const acres = tracts.every((x) => x.acres !== null) ? tracts.reduce((x, tr) => x + tr.acres!, 0) : null;
  const acresLine = acres !== null && tracts.length === 1 ? ` and containing ${acresFmt(acres, r)} acres, more or less` : '';
  const desc = descAll(w, tracts, pickDesc(w, t, tracts));
  const term = r.pick(['three (3)', 'five (5)', 'ten (10)', 'five (5)']);
  const roy = y < 1960 ? (a.key === 'ca' ? 'one-sixth (1/6)' : 'one-eighth (1/8)') : y < 2000 ? r.pick(['one-eighth (1/8)', 'three-sixteenths (3/16)']) : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', 'eighteen and three-quarters percent (18.75%)']);
  const ack = s.lessors[0].kind === 'organization' ? ackDay(r, t) : ackDay(r, t);
  let exec: number | null = t;
  let eff: number | null = null;
  let text: string;
  const depository = r.pick(w.banks.filter((x) => !/Federal/.test(x.fixed!))).fixed;
  const paidUp = y >= 1975 && r.chance(0.55);
  const memo = y >= 1980 && r.chance(0.3);
  if (memo) {
    exec = null;
    eff = t;
    text = `MEMORANDUM OF OIL AND GAS LEASE\n\n${stateCaption(a, county, r.int(6))}\n\n    Notice is hereby given that ${L}, as Lessor (whether one or more), whose address is ${address(w, county, t)}, and ${lessee}, as Lessee, whose address is ${r.pick(['1700 Broadway, Suite 900, Denver, Colorado 80290', 'P.O. Box 2200, Casper, Wyoming 82602', '500 W. Texas Avenue, Midland, Texas 79701', '15 East 5th Street, Tulsa, Oklahoma 74103', '800 Wilcrest Drive, Houston, Texas 77042'])}, have entered into an Oil and Gas Lease ${r.pick(['effective as of', 'made effective as of', 'dated effective'])} ${fd(t, r.pick(['long', 'ord'] as DateStyle[]))} (the "Lease"), covering the following described lands situated in ${county} County, ${a.stateName}:\n\n${desc}\n\n    The Lease provides for a primary term of ${term} years from its effective date and for so long thereafter as oil or gas is produced from the leased premises or lands pooled therewith, and contains other terms, covenants and conditions, all of which are incorporated herein by reference as fully as if set out at length. This Memorandum is executed and placed of record for the purpose of giving notice of the Lease and shall not be deemed to amend or modify it.\n\n${sigs(b, signers, w, { caps: true })}\n\n${ackText(w, b, county, signers, ack)}`;
  } else if (paidUp) {
    exec = null;
    eff = t;
    text = `PAID-UP OIL AND GAS LEASE\n${r.pick(['(No Surface Use)', '', `(${a.stateName} Form)`])}\n\n    This Oil and Gas Lease ("Lease") is made effective as of ${fd(t, r.pick(['long', 'ord', 'mil'] as DateStyle[]))} (the "Effective Date"), by and between ${L} ("Lessor", whether one or more), whose address is ${address(w, county, t)}, and ${lessee} ("Lessee").\n\n    1. Grant. Lessor, in consideration of ten dollars and other valuable consideration, the receipt and sufficiency of which are hereby acknowledged, and of the covenants herein contained, hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called the leased premises, situated in the County of ${county}, State of ${a.stateName}:\n\n${desc}\n\nfor the purpose of exploring for, developing, producing and marketing oil and gas, along with all hydrocarbon and nonhydrocarbon substances produced in association therewith.\n\n    2. Term. This Lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${term} years from the Effective Date, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises or from lands pooled therewith.\n\n    3. Royalty. Lessee shall pay Lessor ${roy} of the proceeds realized by Lessee from the sale of all oil and gas produced from the leased premises.\n\n    IN WITNESS WHEREOF, this Lease is executed to be effective as of the Effective Date, but upon execution shall be binding on each signatory Lessor.\n\nLESSOR:\n\n${sigs(b, signers, w, { caps: true })}\n\n${ackText(w, b, county, signers, ack)}`;
  } else if (a.key === 'tx' && r.chance(0.5)) {
    text = `OIL, GAS AND MINERAL LEASE\n\n    THIS AGREEMENT made this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}, between ${L}, Lessor (whether one or more), whose address is ${address(w, county, t)}, and ${lessee}, Lessee, WITNESSETH:\n\n    1. Lessor, in consideration of ${considerationWords(r, y)} in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, laying pipe lines, building tanks, power stations, telephone lines and other structures thereon to produce, save, take care of, treat, transport and own said products, the following described land in ${county} County, Texas, to-wit:\n\n${desc}\n\nThis lease also covers and includes all land owned or claimed by Lessor adjacent or contiguous to the land particularly described above.${acresLine ? ` For the purpose of calculating the rental payments hereinafter provided for, said land is estimated to comprise ${acresFmt(acres!, r)} acres, whether it actually comprises more or less.` : ''}\n\n    2. Subject to the other provisions herein contained, this lease shall be for a term of ${term} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled hereunder.\n\n    3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land, the same to be delivered at the wells or to the credit of Lessor into the pipe line to which the wells may be connected ...\n\n    IN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  } else {
    const rentalDay = addDays(t, 365);
    const form = a.key === 'ca' ? 'OIL AND GAS LEASE' : `OIL AND GAS LEASE\n${r.pick(['Producers 88 (Revised)', `Form 88 -- (Producers) ${a.stateName}`, `${a.stateName} Producers 88 -- With 640 Acres Pooling Provision`, 'Producers 88-Revised 4-76'])}`;
    const mineralsWord = a.key === 'ca' ? 'oil, gas, asphaltum and other hydrocarbon substances' : 'oil and gas';
    text = `${form}\n\n    AGREEMENT, Made and entered into the ${fd(t, r.pick(['ord', 'words'] as DateStyle[]), r)}, by and between ${L}, hereinafter called lessor (whether one or more), and ${lessee}, hereinafter called lessee.\n\n    WITNESSETH, That the said lessor, for and in consideration of ${considerationWords(r, y)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee for the sole and only purpose of mining and operating for ${mineralsWord}, and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situate in the County of ${county}, State of ${a.stateName}, described as follows, to-wit:\n\n${desc}\n\n    It is agreed that this lease shall remain in force for a term of ${term} years from this date, and as long thereafter as ${mineralsWord}, or either of them, is produced from said land by the lessee.\n\n    In consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal ${roy} part of all oil produced and saved from the leased premises.\n\n    If no well be commenced on said land on or before the ${fd(rentalDay, 'ord')}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in the ${depository}, or its successors, which shall continue as the depository regardless of changes in the ownership of said land, the sum of ${acres !== null ? amtWords(Math.round(acres)) : 'One Dollar per acre'}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\n    IN WITNESS WHEREOF, the undersigned execute this instrument as of the day and year first above written.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  }
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, a.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous');
  return { cat: 'oil_and_gas_lease', fee: false, estates: ['leasehold'], exec, eff, ack, rec, tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function leaseRecital(w: World, L: Lease): string {
  const r = w.r;
  const d = fd(L.t, r.pick(['long', 'ord'] as DateStyle[]));
  return `that certain Oil and Gas Lease dated ${d.replace(/^(\d)/, 'the $1')}, from ${L.recital}, as Lessor, to ${L.lesseeName}, as Lessee, recorded in ${L.ref} of the ${w.area.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous'} Records of ${L.farm.county.name} County, ${w.area.stateName}`;
}

function writeAssign(w: World, s: { f: Farm; b: DocB; L: Lease; assignor: P; assignee: P; partial: boolean; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t, L } = s;
  const y = yearOf(t);
  const county = f.county.name;
  const A = `${b.nm(s.assignor)}${orgDesc(w, s.assignor)}`;
  const E = `${b.nm(s.assignee)}${orgDesc(w, s.assignee)}`;
  const part = s.partial ? 'an undivided one-half (1/2) of ' : '';
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const ack = ackDay(r, t);
  const exec: number | null = t;
  let eff: number | null = null;
  let text: string;
  const k = r.int(10);
  if (y < 1950 && k < 4) {
    text = `ASSIGNMENT OF OIL AND GAS LEASE\n\n    FOR VALUE RECEIVED, the undersigned, ${A}, does hereby transfer, assign and set over unto ${E}, ${part}all ${s.partial ? 'of its ' : ''}right, title and interest in and to ${leaseRecital(w, L)}, so far as it covers the following described land:\n\n${desc}\n\ntogether with all rights incident thereto and all personal property used or obtained in connection therewith.\n\n    Dated ${fd(t, r.pick(['long', 'dash2', 'num'] as DateStyle[]))}.\n\n${sigs(b, [s.assignor], w)}\n\n${ackText(w, b, county, [s.assignor], ack)}`;
  } else if (y >= 1980 && k < 5) {
    eff = addDays(Math.max(L.t, t - 120 - r.int(200)), 1);
    if (eff > t) eff = t;
    text = `ASSIGNMENT AND BILL OF SALE\n\n${stateCaption(a, county, r.int(6))}\n\n    KNOW ALL MEN BY THESE PRESENTS: That ${A} ("Assignor"), for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby grant, bargain, sell, convey, assign, transfer, set over and deliver unto ${E} ("Assignee"), ${part}all of Assignor's right, title and interest in and to ${leaseRecital(w, L)}, insofar and only insofar as said lease covers the following described lands (the "Lands"):\n\n${desc}\n\ntogether with all wells, equipment and personal property located thereon and used in connection therewith.\n\n    This Assignment and Bill of Sale is executed on ${fd(t, 'long')}, but shall be effective for all purposes as of 7:00 a.m., local time, on ${fd(eff, 'long')} (the "Effective Time").\n\n    Assignor warrants title to the interests assigned against all persons claiming by, through or under Assignor, but not otherwise.\n\n${sigs(b, [s.assignor], w)}\n\n${ackText(w, b, county, [s.assignor], ack)}`;
  } else {
    text = `ASSIGNMENT OF OIL AND GAS LEASE\n\n${caption(w, county)}\n\n    That the undersigned, ${A}, hereinafter called Assignor, for and in consideration of ${considerationWords(r, y)}, the receipt whereof is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${E}, hereinafter called Assignee, ${part}all of Assignor's right, title and interest in and to ${leaseRecital(w, L)}, insofar as said lease covers the following described land in ${county} County, State of ${a.stateName}, to-wit:\n\n${desc}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith.\n\n    And for the same consideration the Assignor covenants with the said Assignee, its successors and assigns, that Assignor is the lawful owner of and has good title to the interest above assigned in and to said lease, estate, rights and property, free and clear from all liens, encumbrances or adverse claims; that said lease is a valid and subsisting lease on the land above described, and all rentals and royalties due thereunder have been paid.\n\n    EXECUTED this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${sigs(b, [s.assignor], w)}\n\n${ackText(w, b, county, [s.assignor], ack)}`;
  }
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, a.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous');
  return { cat: 'assignment_of_lease', fee: false, estates: ['leasehold'], exec, eff, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeBrokerAssign(w: World, s: { b: DocB; broker: P; assignee: P; leases: Lease[]; t: number; eff: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { b, t } = s;
  const county = s.leases[0].farm.county.name;
  const ack = ackDay(r, t);
  const rows: string[] = [];
  let n = 0;
  for (const L of s.leases)
    for (const tr of L.farm.tracts) {
      n++;
      rows.push(`${String(n).padStart(3, '0')} | ${L.recital} | ${L.lesseeName} | ${fd(L.t, 'num0')} | ${L.ref} | ${describe(r, tr, tr.kind === 'rect' ? r.pick(['landman', 'compact', 'abbr'] as DescStyle[]) : 'short', false)} | ${tr.acres === null ? '-' : tr.acres.toFixed(2)}`);
    }
  const text = `ASSIGNMENT AND BILL OF SALE\n\n${stateCaption(a, county, r.int(6))}\n\n    KNOW ALL MEN BY THESE PRESENTS: That ${nmr(b, s.broker)}, whose address is ${r.pick(['1700 Broadway, Suite 1100, Denver, Colorado 80290', 'P.O. Box 1450, Billings, Montana 59103', '300 N. Marienfeld, Midland, Texas 79701', '123 W. First Street, Casper, Wyoming 82601', '4800 California Avenue, Bakersfield, California 93309'])} ("Assignor"), for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby grant, bargain, sell, convey, assign, transfer and deliver unto ${b.nm(s.assignee)}${orgDesc(w, s.assignee)} ("Assignee"), all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto and made a part hereof (the "Leases"), insofar as the Leases cover the lands described in said Exhibit "A".\n\n    Assignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise. Assignor reserves no overriding royalty.\n\n    This Assignment is executed on ${fd(t, r.pick(['long', 'ord'] as DateStyle[])).replace(/^(\d)/, 'the $1')}, but shall be effective as of 7:00 a.m., local time, on ${fd(s.eff, 'long')} (the "Effective Time").\n\n${sigs(b, [s.broker], w, { caps: true })}\n\n${ackText(w, b, county, [s.broker], ack)}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Assignment and Bill of Sale from ${b.nm(s.broker)} to ${b.nm(s.assignee)}\n\nNo. | Lessor | Lessee | Lease Date | Recording | Description | Gross Acres\n${rows.join('\n')}\n\nAll lands situated in ${[...new Set(s.leases.map((L) => L.farm.county.name))].join(' and ')} Count${new Set(s.leases.map((L) => L.farm.county.name)).size > 1 ? 'ies' : 'y'}, ${a.stateName}.`;
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, a.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous');
  return { cat: 'assignment_of_lease', fee: false, estates: ['leasehold'], exec: t, eff: s.eff, ack, rec, tracts: s.leases.flatMap((L) => L.farm.tracts), b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeRelease(w: World, s: { f: Farm; b: DocB; L: Lease; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t, L } = s;
  const county = f.county.name;
  const H = joinList(L.holders.map((h) => `${b.nm(h)}${orgDesc(w, h)}`));
  const lessors = side(w, b, L.lessors, L.spouses, t);
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const ack = ackDay(r, t);
  const pl = many(L.holders);
  const d = fd(L.t, r.pick(['long', 'ord'] as DateStyle[])).replace(/^(\d)/, 'the $1');
  const surrender = a.key === 'ca' || (a.key === 'wy' && r.chance(0.5));
  const text = surrender
    ? `SURRENDER OF OIL AND GAS LEASE\n\n    KNOW ALL MEN BY THESE PRESENTS, That ${H}, the present owner${pl ? 's' : ''} and holder${pl ? 's' : ''} of the lessee's interest in that certain oil and gas lease dated ${d}, made and executed by ${lessors}, as lessor, to ${L.lesseeName}, as lessee, and recorded in ${L.ref}, Records of ${county} County, ${a.stateName}, ${pl ? 'do' : 'does'} hereby surrender and yield up unto the said ${lessors}, lessor therein, ${many(L.lessors) ? 'their' : L.lessors[0].kind === 'organization' ? 'its' : 'his'} heirs, successors and assigns, said lease and all rights thereunder, insofar as it covers the following described land in the County of ${county}, State of ${a.stateName}:\n\n${desc}\n\n    Dated ${fd(t, r.pick(['long', 'num0'] as DateStyle[]))}.\n\n${sigs(b, L.holders, w)}\n\n${ackText(w, b, county, L.holders, ack)}`
    : `RELEASE OF OIL AND GAS LEASE\n\n${caption(w, county)}\n\n    That ${H}, the present owner${pl ? 's' : ''} of the lessee's interest in and under that certain oil and gas lease dated ${d}, executed by ${lessors}, as Lessor, to ${L.lesseeName}, as Lessee, recorded in ${L.ref} of the ${a.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous'} Records of ${county} County, ${a.stateName}, covering the following described land in ${county} County, ${a.stateName}, to-wit:\n\n${desc}\n\n${pl ? 'do' : 'does'} hereby release, relinquish and surrender unto the said Lessor${many(L.lessors) || L.spouses.length ? 's' : ''}, ${many(L.lessors) || L.spouses.length ? 'their' : L.lessors[0].kind === 'organization' ? 'its' : 'his'} heirs, successors and assigns, all right, title and interest in and to said lease and the land covered thereby, and the said lease is hereby declared null and void and of no further force or effect.\n\n    EXECUTED this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${sigs(b, L.holders, w)}\n\n${ackText(w, b, county, L.holders, ack)}`;
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, a.key === 'tx' ? 'Oil and Gas Lease' : 'Miscellaneous');
  return { cat: 'release_of_lease', fee: false, estates: ['leasehold'], exec: t, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

type DeathKind = 'aoh' | 'decree' | 'judgment' | 'muniment' | 'summary' | 'smallest' | 'prdeed' | 'spousal';
interface DeathSpec {
  b: DocB;
  kind: DeathKind;
  dec: P;
  heirs: P[];
  affiant: P | null;
  feeFarms: Farm[];
  minFarms: Farm[];
  death: number;
  t: number;
  will: boolean;
  spouse: P | null;
}

function relation(dec: P, h: P, spouse: P | null): string {
  if (h === spouse) return h.female ? 'surviving wife' : 'surviving husband';
  return h.female ? 'daughter' : 'son';
}

function writeDeath(w: World, s: DeathSpec): Draft2 {
  const r = w.r;
  const a = w.area;
  const { b, t, dec } = s;
  const farms = [...new Set([...s.feeFarms, ...s.minFarms])];
  const county = farms[0].county.name;
  const y = yearOf(t);
  const D = b.nm(dec);
  const Dr = nmr(b, dec);
  const domicile = dec.residence ?? `${county} County, ${a.stateName}`;
  const share = qText(r, q(1, s.heirs.length), false).replace(/^an undivided /, '');
  const heirList = s.heirs.map((h) => `${nmr(b, h)}, ${relation(dec, h, s.spouse)}${s.heirs.length > 1 ? `, an undivided ${share} interest` : ''}`);
  const property = farms
    .map((f) => {
      const m = f.min.get(dec);
      const holdsFee = s.feeFarms.includes(f);
      const what = holdsFee ? (m && qPos(m) ? `the surface and fee simple title, together with an undivided ${qWords(m)} (${qStr(m)}) interest in the oil, gas and other minerals heretofore severed, in and to` : 'the following described land, in fee simple') : `${qText(r, m!, y >= 1975)} interest in and to the oil, gas and other minerals in and under`;
      return `${what}:\n\n${descAll(w, f.tracts, pickDesc(w, t, f.tracts))}`;
    })
    .join('\n\nand\n\n');
  const deathW = fd(s.death, r.pick(['long', 'ord', 'num0'] as DateStyle[])).replace(/^(\d+)(st|nd|rd|th) day/, 'the $1$2 day');
  const predeceased = dec.spouse && !s.spouse ? `${dec.female ? 'Her husband' : 'His wife'}, ${b.nm(dec.spouse)}, died before ${dec.female ? 'her' : 'him'}.` : dec.spouse ? '' : `${dec.female ? 'She was married but once, and her husband' : 'He was married but once, and his wife'} died before ${dec.female ? 'her' : 'him'}.`;
  const kids = s.heirs.filter((h) => h !== s.spouse);
  const he = dec.female ? 'she' : 'he';
  const his = dec.female ? 'her' : 'his';
  const caseNo = `${r.pick(['No. ', 'Probate No. ', 'Case No. ', 'Cause No. '])}${a.key === 'tx' ? `P-${1000 + r.int(8000)}` : 1000 + r.int(30000)}`;
  const judge = w.official(a.key === 'tx' && r.chance(0.6));
  const exec: number | null = t;
  let death: number | null | undefined = s.death;
  let ack: number | null = null;
  let text: string;
  let cat: Cat = 'probate';
  const willLine = s.will ? `${D} left a Last Will and Testament dated ${fd(addDays(s.death, -(400 + r.int(4000))), 'long')}, by which ${he} devised all of ${his} property to ${joinList(s.heirs.map((h) => b.nm(h)))}${s.heirs.length > 1 ? ', share and share alike' : ''}.` : `${D} died intestate.`;
  switch (s.kind) {
    case 'aoh': {
      cat = 'affidavit_of_heirship';
      const aff = s.affiant!;
      text = `AFFIDAVIT OF HEIRSHIP\n\n${stateCaption(a, county, r.int(6))}\n\n    BEFORE ME, the undersigned authority, on this day personally appeared ${b.nm(aff)}, who, being by me first duly sworn, upon ${aff.female ? 'her' : 'his'} oath deposes and says:\n\n    My name is ${b.nm(aff)}. I reside in ${county} County, ${a.stateName}, and I was well acquainted with ${Dr}, Deceased, for ${10 + r.int(35)} years prior to ${his} death. I am not related to the decedent by blood or marriage and I have no interest in the property described below.\n\n    ${D} died on ${deathW} in ${domicile}. ${willLine}\n\n    ${s.spouse ? `At the time of ${his} death ${he} was married to ${b.nm(s.spouse)}, who survived ${dec.female ? 'her' : 'him'}.` : predeceased}${kids.length ? ` Born to ${dec.female ? 'her' : 'him'} were the following children, all of whom survived ${dec.female ? 'her' : 'him'}: ${joinList(kids.map((k) => b.nm(k)))}. No other children were born to or adopted by the decedent.` : ''}\n\n    At the time of ${his} death the decedent owned ${property}\n\n    The persons who took the decedent's interest in said property, and their shares, are: ${heirList.join('; ')}.\n\n${sigs(b, [aff], w)}\n\n${juratText(w, county, t)}`;
      break;
    }
    case 'decree': {
      const court = farms[0].county.court;
      const title = a.key === 'ne' ? (y < 1977 ? 'DECREE OF FINAL SETTLEMENT, DETERMINATION OF HEIRS AND DISTRIBUTION' : 'ORDER OF COMPLETE SETTLEMENT, DETERMINATION OF HEIRS AND DISTRIBUTION') : a.key === 'wy' ? 'DECREE OF FINAL DISTRIBUTION' : a.key === 'ca' && y >= 1988 ? 'ORDER FOR FINAL DISTRIBUTION' : 'DECREE OF DISTRIBUTION';
      const pr = s.heirs.find((h) => w.alive(h, t) && yearOf(t) - h.born >= 21);
      const prName = pr && r.chance(0.6) ? `${b.nm(pr)}, ${s.will ? (pr.female ? 'Executrix' : 'Executor') : pr.female ? 'Administratrix' : 'Administrator'}` : `${w.official()}, ${s.will ? 'Executor' : 'Administrator'}`;
      const dateLine = a.key === 'ne' ? `Now on this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}` : 'This matter coming on regularly for hearing';
      text = `IN THE ${court.toUpperCase()}\n\nIn the Matter of the Estate of\n${D.toUpperCase()}, Deceased.            ${caseNo}${dec.residence ? `\n(of ${dec.residence})` : ''}\n\n${title}\n\n    ${dateLine}, upon the final account and petition for distribution of ${prName}, of the estate of ${D}, deceased, due notice having been given as required by law, and no objections having been filed, the Court, having heard the evidence, FINDS:\n\n    That ${D} died on ${deathW}, a resident of ${domicile}; ${s.will ? `that ${his} Last Will and Testament was duly admitted to probate in this Court, by which ${he} devised all of ${his} property to ${joinList(s.heirs.map((h) => b.nm(h)))}` : `that ${he} died intestate, and that ${his} sole heirs at law are: ${heirList.map((x) => x.replace(/, an undivided .*$/, '')).join('; ')}`}; that all debts, expenses and taxes have been paid.\n\n    IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the residue of said estate, including ${property}\n\nbe and the same hereby is assigned and distributed to the following persons in the following shares: ${heirList.map((x) => x.replace(/, (surviving (wife|husband)|son|daughter)/, '')).join('; ')}${s.heirs.length === 1 ? ', the whole thereof' : ''}.\n\n    ${a.key === 'ne' ? 'BY THE COURT:' : `DONE IN OPEN COURT this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.`}\n\n${judge}\n${a.key === 'ne' ? 'County Judge' : a.key === 'ca' ? 'Judge of the Superior Court' : 'District Judge'}${a.key === 'ne' ? '' : ''}`;
      if (a.key === 'ca') text = text.replace('DONE IN OPEN COURT this', 'Dated:').replace(/Dated: (\d+)(st|nd|rd|th) day of (\w+), (A\.D\. )?(\d+)\./, (_m, d: string, _s: string, mo: string, _ad: string, yy: string) => `Dated: ${mo} ${d}, ${yy}.`);
      text += `\n\n    I hereby certify that the foregoing is a full, true and correct copy of the original on file in my office. Dated {{CERT}}.\n${w.official()}, Clerk`;
      break;
    }
    case 'judgment': {
      const applicant = s.heirs.find((h) => yearOf(t) - h.born >= 21) ?? s.heirs[0];
      text = `${caseNo.replace(/^\w+ No\. /, 'CAUSE NO. ')}\n\nIN THE ESTATE OF          §     IN THE COUNTY COURT\n${D.toUpperCase()},          §     OF\nDECEASED                  §     ${county.toUpperCase()} COUNTY, TEXAS\n\nJUDGMENT DECLARING HEIRSHIP\n\n    On this day the Court heard the Application to Determine Heirship filed by ${b.nm(applicant)}. The Court, having heard the evidence and the report of the attorney ad litem appointed to represent the interests of the unknown heirs of the Decedent, finds that ${Dr} died intestate on ${deathW}, domiciled in ${domicile}, and that the Decedent left no will.\n\n    IT IS ORDERED, ADJUDGED AND DECREED that the heirs of ${D}, Deceased, and their respective shares and interests in the estate of the Decedent, are as follows:\n\n${heirList.map((x) => `    ${x}`).join(';\n')}.\n\n    The Decedent's estate includes ${property}\n\n    SIGNED ${r.chance(0.5) ? `on ${fd(t, 'long')}` : `this ${fd(t, 'ord')}`}.\n\n_______________________\n${judge}\nJUDGE PRESIDING`;
      break;
    }
    case 'muniment': {
      const applicant = s.heirs.find((h) => yearOf(t) - h.born >= 21) ?? s.heirs[0];
      text = `${caseNo.replace(/^\w+ No\. /, 'NO. ')}\n\nESTATE OF ${D.toUpperCase()}, DECEASED     §  IN THE COUNTY COURT OF ${county.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\n    On this day came on to be heard the Application of ${b.nm(applicant)} to probate the Last Will and Testament of ${D}, Deceased, as a Muniment of Title. The Court, having heard the evidence, finds that ${Dr} died on ${deathW}; that four years have not elapsed since the date of the Decedent's death; that the Decedent was domiciled in ${domicile}; that there are no unpaid debts owing by the estate except debts secured by liens on real estate; and that by said Will the Testator devised all of ${his} property to ${joinList(s.heirs.map((h) => nmr(b, h)))}${s.heirs.length > 1 ? ', in equal shares' : ''}.\n\n    The Decedent's property so devised includes ${property}\n\n    IT IS THEREFORE ORDERED that the Will is admitted to probate as a Muniment of Title only, and the Clerk of this Court is ORDERED to record the Will, together with the Application, in the Judge's Probate Minutes.\n\n    SIGNED this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${judge}\nCounty Judge, ${county} County, Texas`;
      break;
    }
    case 'summary': {
      const applicant = s.heirs.find((h) => yearOf(t) - h.born >= 21) ?? s.heirs[0];
      text = `IN THE ${farms[0].county.court.toUpperCase()}\n\nIN THE MATTER OF THE ESTATE OF )\n${D.toUpperCase()},                   )     Probate No. ${1000 + r.int(9000)}\nDeceased.                        )\n\nDECREE OF SUMMARY DISTRIBUTION\n(W.S. 2-1-205)\n\n    The Application of ${b.nm(applicant)} for a decree establishing the right and title to real property of the decedent having come before the Court, the Court FINDS that ${Dr} died on ${deathW}; that the value of the entire estate, less liens and encumbrances, does not exceed the amount allowed by W.S. 2-1-205; that no application for the appointment of a personal representative is pending or has been granted; and that the decedent's interest in the real property described below passed to the persons named below, in the shares stated.\n\n    IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the right and title of the decedent in and to ${property}\n\nis vested in: ${heirList.join('; ')}.\n\n    DATED ${fd(t, r.pick(['long', 'ord'] as DateStyle[])).replace(/^(\d)/, 'this $1')}.\n\n${judge}\nDISTRICT JUDGE`;
      break;
    }
    case 'smallest': {
      cat = 'affidavit_of_heirship';
      const aff = s.heirs.find((h) => yearOf(t) - h.born >= 21) ?? s.heirs[0];
      if (a.key === 'ca') {
        text = `AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE\n(Probate Code, § 13200)\n\n1. Decedent (name): ${Dr}\n   died on (date): ${fd(s.death, 'long')}\n   at (city, state): ${town(w, county, t)}, California\n2. At least six months have elapsed since the date of death of decedent as shown in the certified copy of decedent's death certificate attached to this affidavit.\n3. a. The following is a legal description of decedent's real property in California the value of which is claimed in this affidavit: ${property}\n4. Each declarant is a successor of decedent (as defined in Probate Code section 13006) and to the decedent's interest in the described property.\n5. The names and addresses of each person who is entitled to the decedent's interest in the described property are: ${s.heirs.map((h) => `${nmr(b, h)}, ${address(w, county, t)}`).join('; ')}, ${s.heirs.length > 1 ? `each an undivided ${share} interest` : 'the whole'}.\n6. The gross value of all real property in decedent's estate located in California does not exceed the amount stated in Probate Code section 13200.\n7. No proceeding is now being or has been conducted in California for administration of decedent's estate.\n\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\n\nDate: ${fd(t, 'long')}\n\n${sigs(b, [aff], w)}\n(signature of declarant)\n\n${juratText(w, county, t)}\n\nFILED {{CERT}} Superior Court of California, County of Ventura`;
      } else {
        text = `AFFIDAVIT FOR DISTRIBUTION OF PROPERTY\n(W.S. 2-1-201)\n\n${stateCaption(a, county, r.int(6))}\n\n    ${b.nm(aff)}, being first duly sworn, deposes and states:\n\n    1. ${Dr}, the decedent, died on ${deathW}, a resident of ${domicile}.\n    2. The value of the entire estate, wherever located, less liens and encumbrances, does not exceed the amount allowed by W.S. 2-1-201, and thirty (30) days have elapsed since the death of the decedent.\n    3. No application or petition for the appointment of a personal representative is pending or has been granted in any jurisdiction.\n    4. The affiant is a successor of the decedent, and the successors entitled to the decedent's interest in the property described below, and their shares, are: ${heirList.join('; ')}.\n    5. The property: ${property}\n\n${sigs(b, [aff], w)}\n\n${juratText(w, county, t)}`;
      }
      break;
    }
    case 'prdeed': {
      cat = 'other';
      death = undefined;
      ack = ackDay(r, t);
      const pr = s.heirs.find((h) => yearOf(t) - h.born >= 21 && r.chance(0.5));
      const prName = pr ? b.nm(pr) : w.official();
      text = `PERSONAL REPRESENTATIVE'S DEED OF DISTRIBUTION\n\n    THIS DEED is made this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}, by ${prName}, as Personal Representative of the Estate of ${D}, Deceased, Cause No. ${1000 + r.int(9000)} in the ${farms[0].county.court}, to ${joinList(s.heirs.map((h) => nmr(b, h)))}, as the persons entitled to distribution of the estate.\n\n    WHEREAS, ${Dr} died on ${deathW}, and ${prName} was duly appointed and is now the qualified and acting Personal Representative of said estate; and\n\n    WHEREAS, the persons named above are entitled to the property described below ${s.will ? 'under the Will of the decedent' : 'as the heirs of the decedent'}, in equal shares;\n\n    NOW, THEREFORE, the Personal Representative, pursuant to the powers conferred by law, does hereby convey, assign and distribute to the said distributees, ${s.heirs.length > 1 ? `each an undivided ${share} interest, ` : ''}all of the estate's interest in ${property}\n\n${prName}, Personal Representative\n\n${stateCaption(a, county, r.int(6))}\n\n    This instrument was acknowledged before me on ${fd(ack, 'long')} by ${prName}, as Personal Representative of the Estate of ${D}, Deceased.\n\n${w.official()}\nNotary Public for the State of Montana`;
      break;
    }
    case 'spousal': {
      const sp = s.spouse!;
      text = `IN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF VENTURA\n\nEstate of ${Dr}, Deceased.       Case No. ${10000 + r.int(80000)}\n\nSPOUSAL PROPERTY ORDER\n(Probate Code, § 13656)\n\n1. Date of hearing: ${fd(addDays(t, -(r.int(20) + 1)), 'num0')}   Dept.: ${r.int(40) + 10}\n   THE COURT FINDS\n2. All notices required by law have been given.\n3. Decedent died on (date): ${fd(s.death, 'long')}\n   a. a resident of the California county named above.\n4. Decedent's surviving spouse is: ${b.nm(sp)}\n   THE COURT ORDERS\n5. The property described in Attachment 5 is property passing to the surviving spouse named in item 4, and no administration of it is necessary.\n\nDate: ${fd(t, 'long')}\n\n${judge}\nJUDICIAL OFFICER\n\nATTACHMENT 5\nThe decedent's interest, as community property, in ${property}`;
      break;
    }
  }
  const rec = recDay(r, ack ?? t);
  text = text.replace('{{CERT}}', fd(addDays(t, Math.floor((rec - t) / 2)), 'long'));
  const st = stamp(w, county, rec, a.key === 'tx' || a.key === 'ca' ? 'Official Records' : 'Miscellaneous');
  const estates: Estate[] = [...(s.feeFarms.length ? (['fee'] as Estate[]) : []), ...(s.minFarms.length ? (['mineral'] as Estate[]) : [])];
  return { cat, fee: s.feeFarms.length > 0, estates, exec, eff: null, ack, rec, death, tracts: farms.flatMap((f) => f.tracts), b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeSurvivor(w: World, s: { b: DocB; dec: P; surv: P; farms: Farm[]; death: number; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { b, t } = s;
  const county = s.farms[0].county.name;
  const title = a.key === 'ca' ? 'AFFIDAVIT - DEATH OF JOINT TENANT' : a.key === 'ne' ? 'AFFIDAVIT OF SURVIVING JOINT TENANT' : r.pick(['AFFIDAVIT OF SURVIVING JOINT TENANT', 'AFFIDAVIT OF DEATH OF JOINT TENANT']);
  const desc = s.farms.map((f) => descAll(w, f.tracts, pickDesc(w, t, f.tracts))).join('\n\nand\n\n');
  const text = `${title}\n\n${stateCaption(a, county, r.int(6))}\n\n    ${nmr(b, s.surv)}, of legal age, being first duly sworn, deposes and says:\n\n    That ${nmr(b, s.dec)}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${b.nm(s.dec)} named as one of the grantees, as joint tenants with the affiant, in the deed of record conveying the following described property situated in the County of ${county}, State of ${a.stateName}:\n\n${desc}\n\n    That the said ${b.nm(s.dec)} died on ${fd(s.death, r.pick(['long', 'ord', 'mil'] as DateStyle[])).replace(/^(\d+)(st|nd|rd|th) day/, 'the $1$2 day')}, and that the affiant, as the surviving joint tenant, is now the owner of the whole of said property.\n\n${sigs(b, [s.surv], w)}\n\n${juratText(w, county, t)}`;
  const rec = recDay(r, t);
  const st = stamp(w, county, rec);
  return { cat: 'other', fee: false, estates: [], exec: t, eff: null, ack: null, rec, death: s.death, tracts: s.farms.flatMap((f) => f.tracts), b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeMortgage(w: World, s: { f: Farm; b: DocB; borrowers: P[]; lender: P; trustee: P | null; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const y = yearOf(t);
  const county = f.county.name;
  const holders = s.borrowers.filter((p) => f.fee.includes(p));
  const spouses = s.borrowers.filter((p) => !f.fee.includes(p));
  const B = side(w, b, holders, spouses, t);
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const amt = dollars(r, y) * 2;
  const L = b.nm(s.lender);
  const ack = ackDay(r, t);
  const due = fd(addDays(t, 365 * (3 + r.int(18))), 'long');
  let text: string;
  if (!s.trustee) {
    text = `${r.pick(['MORTGAGE', 'REAL ESTATE MORTGAGE'])}\n\n    KNOW ALL MEN BY THESE PRESENTS, That ${B}, of ${county} County, ${a.stateName}, Mortgagor${many(s.borrowers) ? 's' : ''}, in consideration of ${amtWords(amt)}, in hand paid, do${many(s.borrowers) ? '' : 'es'} hereby sell and convey unto ${L}, Mortgagee, the following described premises situated in the County of ${county} and State of ${a.stateName}, to-wit:\n\n${desc}\n\n${a.key === 'ne' ? '    The intention being to convey hereby an absolute title in fee simple, including all the rights of homestead.\n\n' : a.key === 'wy' ? '    Hereby releasing and waiving all rights under and by virtue of the homestead exemption laws of the State of Wyoming.\n\n' : ''}    PROVIDED ALWAYS, and these presents are upon this express condition, that if the said Mortgagor${many(s.borrowers) ? 's' : ''} shall pay or cause to be paid to the said Mortgagee the sum of ${money(amt)}, according to the tenor of one certain promissory note bearing even date herewith and due on ${due}, with interest thereon, then these presents to be void, otherwise to be and remain in full force and effect.\n\n    Signed this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${sigs(b, s.borrowers, w)}\n\n${ackText(w, b, county, s.borrowers, ack)}`;
  } else if (a.key === 'tx') {
    text = `DEED OF TRUST\n\n${stateCaption(a, county, 1)}          KNOW ALL MEN BY THESE PRESENTS:\n\n    That ${many(s.borrowers) ? 'we' : 'I'}, ${B}, of ${county} County, Texas, hereinafter called Grantors, for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of TEN DOLLARS ($10.00) to us in hand paid by ${nmr(b, s.trustee)}, Trustee, the receipt of which is hereby acknowledged, have Granted, Sold and Conveyed, and by these presents do Grant, Sell and Convey unto the said Trustee, and his substitutes or successors, all of the following described property situated in ${county} County, Texas, to-wit:\n\n${desc}\n\n    This conveyance, however, is made in TRUST to secure payment of one promissory note of even date herewith in the principal sum of ${money(amt)}, executed by Grantors, payable to the order of ${L}, hereinafter called Beneficiary, due and payable on ${due}.\n\n    EXECUTED this ${fd(t, r.pick(['ord', 'ordAD'] as DateStyle[]))}.\n\n${sigs(b, s.borrowers, w)}\n\n${ackText(w, b, county, s.borrowers, ack)}`;
  } else {
    const title = a.key === 'mt' ? 'TRUST INDENTURE\n(Small Tract Financing Act of Montana)' : a.key === 'ne' ? 'DEED OF TRUST' : r.pick(['DEED OF TRUST', 'SHORT FORM DEED OF TRUST AND ASSIGNMENT OF RENTS']);
    text = `${title}\n\n    THIS ${a.key === 'mt' ? 'TRUST INDENTURE' : 'DEED OF TRUST'} is made ${fd(t, r.pick(['ord', 'long'] as DateStyle[])).replace(/^(\d)/, 'this $1')}, between ${B}, herein called TRUSTOR, whose address is ${address(w, county, t)}, ${b.nm(s.trustee)}${s.trustee.kind === 'organization' ? ', a corporation' : ''}, herein called TRUSTEE, and ${L}, herein called BENEFICIARY.\n\n    WITNESSETH: That Trustor IRREVOCABLY GRANTS, TRANSFERS AND ASSIGNS to Trustee, in trust, with power of sale, that property in the County of ${county}, State of ${a.stateName}, described as:\n\n${desc}\n\n    FOR THE PURPOSE OF SECURING payment of the indebtedness evidenced by a promissory note of even date herewith, in the principal sum of ${money(amt)}, executed by Trustor in favor of Beneficiary or order, and all extensions or renewals thereof.\n\n${sigs(b, s.borrowers, w)}\n\n${ackText(w, b, county, s.borrowers, ack)}`;
  }
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, 'Mortgages');
  return { cat: 'deed_of_trust', fee: false, estates: [], exec: t, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeMortRelease(w: World, s: { f: Farm; b: DocB; M: Mort; releaser: P; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t, M } = s;
  const county = f.county.name;
  const names = joinList(M.borrowers.map((p) => b.nm(p)));
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const ack = ackDay(r, t);
  const d0 = fd(M.t, 'long');
  let text: string;
  const R = `${b.nm(s.releaser)}${orgDesc(w, s.releaser)}`;
  if (s.releaser === M.trustee) {
    text = `${a.key === 'ca' ? 'FULL RECONVEYANCE' : a.key === 'mt' ? 'RECONVEYANCE' : 'DEED OF RECONVEYANCE'}\n\n    ${R}, as Trustee under the ${a.key === 'mt' ? 'Trust Indenture' : 'Deed of Trust'} dated ${d0}, made by ${names}, as Trustor${many(M.borrowers) ? 's' : ''}, and recorded in ${M.ref}, Records of ${county} County, ${a.stateName}, having been requested in writing by the holder of the obligations secured by said ${a.key === 'mt' ? 'Trust Indenture' : 'Deed of Trust'} to reconvey the estate granted to Trustee thereunder, does hereby RECONVEY, without warranty, to ${names}, the estate now held by it thereunder in the following described property:\n\n${desc}\n\n    Dated ${fd(t, r.pick(['long', 'num0'] as DateStyle[]))}.\n\n${sigs(b, [s.releaser], w)}\n\n${ackText(w, b, county, [s.releaser], ack)}`;
  } else if (a.key === 'tx') {
    const tr = M.trustee ? `, to ${b.nm(M.trustee)}, Trustee,` : '';
    text = `RELEASE OF LIEN\n\n${caption(w, county)}\n\n    That ${R}, the legal owner and holder of one certain promissory note dated ${d0}, executed by ${names}, payable to the order of ${b.nm(M.lender)}, and secured by a Deed of Trust of even date therewith${tr} recorded in ${M.ref} of the Deed of Trust Records of ${county} County, Texas, covering the following described property:\n\n${desc}\n\nfor and in consideration of the full and final payment of said note, does hereby RELEASE, DISCHARGE and QUITCLAIM unto ${names}, their heirs and assigns, all the right, title, interest and estate which it has in and to said property by virtue of said lien.\n\n    EXECUTED this ${fd(t, 'ord')}.\n\n${sigs(b, [s.releaser], w)}\n\n${ackText(w, b, county, [s.releaser], ack)}`;
  } else {
    text = `${r.pick(['RELEASE OF MORTGAGE', 'SATISFACTION OF MORTGAGE'])}\n\n    KNOW ALL MEN BY THESE PRESENTS, That ${R}, the mortgagee named in a certain mortgage dated ${d0}, executed by ${names}, mortgagor${many(M.borrowers) ? 's' : ''}, and recorded in ${M.ref} of the Mortgage Records of ${county} County, ${a.stateName}, covering the following described real estate:\n\n${desc}\n\ndoes hereby acknowledge full payment and satisfaction of the debt secured thereby, and does hereby release said mortgage and authorize the Register of Deeds to discharge the same of record.\n\n    Dated ${fd(t, r.pick(['long', 'ord', 'num'] as DateStyle[])).replace(/^(\d+)(st|nd|rd|th) day/, 'this $1$2 day')}.\n\n${sigs(b, [s.releaser], w)}\n\n${ackText(w, b, county, [s.releaser], ack)}`;
  }
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, 'Mortgages');
  return { cat: 'other', fee: false, estates: [], exec: t, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

function writeEasement(w: World, s: { f: Farm; b: DocB; grantors: P[]; spouses: P[]; grantee: P; t: number }): Draft2 {
  const r = w.r;
  const a = w.area;
  const { f, b, t } = s;
  const county = f.county.name;
  const signers = [...s.grantors, ...s.spouses];
  const G = side(w, b, s.grantors, s.spouses, t);
  const E = b.nm(s.grantee);
  const desc = descAll(w, f.tracts, pickDesc(w, t, f.tracts));
  const ack = ackDay(r, t);
  const electric = /Power|Electric|Edison|Utilities/.test(E);
  const what = electric ? 'electric transmission and distribution lines, with poles, wires, anchors and other appurtenances' : 'a pipe line or pipe lines, with valves, meters and other appurtenances, for the transportation of oil, gas, water and other substances';
  const title = electric ? r.pick(['RIGHT-OF-WAY EASEMENT', 'EASEMENT']) : r.pick(['RIGHT OF WAY AGREEMENT', 'PIPE LINE EASEMENT', 'RIGHT OF WAY']);
  const text = `${title}\n\n${caption(w, county)}\n\n    That ${G}, hereinafter called Grantor, for and in consideration of ${considerationWords(r, yearOf(t))}, the receipt of which is hereby acknowledged, do${many(signers) ? '' : 'es'} hereby grant and convey unto ${E}${/District/.test(E) ? ', a public corporation and political subdivision of the State of Nebraska' : ''}, its successors and assigns, hereinafter called Grantee, a perpetual right of way and easement to construct, lay, maintain, operate, inspect, repair, replace and remove ${what}, over, under, upon and across the following described land situated in ${county} County, State of ${a.stateName}:\n\n${desc}\n\nthe centerline of said right of way to be located as constructed, the width thereof being ${r.pick(['thirty (30)', 'fifty (50)', 'twenty (20)'])} feet.\n\n    Grantor reserves the right to use and enjoy said land except as the same may be necessary for the purposes herein granted.\n\n    WITNESS ${many(signers) ? 'our hands' : 'my hand'} this ${fd(t, 'ord')}.\n\n${sigs(b, signers, w)}\n\n${ackText(w, b, county, signers, ack)}`;
  const rec = recDay(r, ack);
  const st = stamp(w, county, rec, 'Miscellaneous');
  return { cat: 'easement', fee: false, estates: [], exec: t, eff: null, ack, rec, tracts: f.tracts, b, text: `${text}\n\n${st.text}`, ref: st.ref };
}

// ---------------------------------------------------------------------------------------------
// Planted gaps, the choice of events, and the packages.

class Sim2 extends Sim {
  lastGov(f: Farm): number {
    return Math.max(f.last, ...f.tracts.map((tr) => this.w.tractLast.get(tr.key) ?? NEVER));
  }

  investor(t: number, inert: boolean): P {
    const p = this.w.newPerson({ born: yearOf(t) - 30 - this.r.int(25), hisp: this.a.key === 'tx' ? this.r.chance(0.6) : undefined });
    if (inert) p.inert = true;
    if (this.r.chance(0.4)) p.residence = this.r.pick(['Dallas County, Texas', 'Tulsa County, Oklahoma', 'Denver County, Colorado', 'Los Angeles County, California', 'Harris County, Texas', 'Natrona County, Wyoming', 'Yellowstone County, Montana']);
    return p;
  }

  /** A mineral deed with given parties (the planted gaps'), linked; returns its file. */
  gapDeed(f: Farm, t: number, grantors: P[], spouses: P[], grantee: P, frac: Q, all: boolean): string {
    const b = new DocB(this.w, t);
    for (const g of grantors) b.party(g, 'grantor');
    for (const s of spouses) b.party(s, 'grantor');
    b.party(grantee, 'grantee');
    const d = writeMineral(this.w, { f, b, grantors, spouses, grantee, frac, all, fromFee: false, t });
    return this.emitLinks(d, [
      ['mineral', grantors, [grantee], true],
      ['mineral', spouses, [grantee], false],
    ]);
  }

  plant(f: Farm, t: number, force = false): boolean {
    const r = this.r;
    const tr = f.tracts[0];
    if (f.gap === 'grantor_never_received') {
      const owner = f.fee[0];
      const sameName = owner && owner.kind === 'person' && r.chance(0.4);
      const stranger = this.w.newPerson({ female: false, hisp: sameName ? owner.hisp : this.a.key === 'tx' ? r.chance(0.8) : undefined, last: sameName ? owner.last : undefined, born: yearOf(t) - 35 - r.int(20) });
      if (r.chance(0.5)) this.w.marry(stranger);
      const spouses = stranger.spouse && r.chance(0.6) ? [stranger.spouse] : [];
      const grantee = this.investor(t, true);
      const frac = r.pick([q(1, 2), q(1, 4), q(1, 8), q(1, 16)]);
      const id = this.gapDeed(f, t, [stranger], spouses, grantee, frac, false);
      stranger.inert = true;
      if (stranger.spouse) stranger.spouse.inert = true;
      this.w.gaps.push({ tract: tr.key, estate: 'mineral', kind: 'grantor_never_received', doc: id });
      f.gapDone = true;
      f.last = t;
      return true;
    }
    if (f.gap === 'conveyed_before_acquired') {
      const srcs: Array<'fee' | P> = [];
      if (qPos(f.u) && !f.up && f.fee.length && f.fee.every((p) => this.w.alive(p, t))) srcs.push('fee');
      srcs.push(...this.severed(f, t), ...this.companyHolders(f));
      if (!srcs.length) return false;
      const src = r.pick(srcs);
      const frac = src === 'fee' ? (qEq(f.u, ONE) ? r.pick([q(1, 4), q(1, 8), q(1, 2)]) : qDiv(f.u, 2)) : f.min.get(src)!;
      let early = addDays(t, -(90 + r.int(1000)));
      const floor = addDays(f.start, 400);
      if (early <= floor) {
        if (!force) return false;
        early = floor;
        if (early >= t - 60) t = addDays(early, 90 + r.int(300));
      }
      const x = this.w.newPerson({ female: false, born: yearOf(early) - 30 - r.int(20), hisp: this.a.key === 'tx' ? r.chance(0.7) : undefined });
      const z = this.investor(early, true);
      const e = this.gapDeed(f, early, [x], [], z, frac, false);
      const grantors = src === 'fee' ? f.fee : [src];
      const spouses = this.joiners(grantors, t, 0.6);
      this.gapDeed(f, t, grantors, spouses, x, frac, src !== 'fee' && r.chance(0.4));
      x.inert = true;
      if (src === 'fee') f.u = qSub(f.u, frac);
      else f.min.set(src, qSub(f.min.get(src)!, frac));
      this.dirty(f);
      this.w.gaps.push({ tract: tr.key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: e });
      f.gapDone = true;
      f.last = t;
      return true;
    }
    // conveyed_more_than_held
    const sev = this.severed(f, t);
    if (!sev.length) return false;
    const h = r.pick(sev);
    const m = f.min.get(h)!;
    const spouses = this.joiners([h], t, 0.5);
    let id: string;
    if (qLe(qMul(m, 2), ONE) && r.chance(0.6)) {
      id = this.gapDeed(f, t, [h], spouses, this.investor(t, true), qMul(m, 2), false);
    } else {
      const a = this.investor(t, false);
      this.gapDeed(f, t, [h], spouses, a, m, false);
      f.min.set(a, qAdd(f.min.get(a) ?? ZERO, m));
      const t2 = addDays(t, 60 + r.int(600));
      h.lastActive = Math.max(h.lastActive, t2);
      id = this.gapDeed(f, t2, [h], this.joiners([h], t2, 0.5), this.investor(t2, true), m, false);
      f.last = t2;
    }
    f.min.set(h, ZERO);
    this.dirty(f);
    this.w.gaps.push({ tract: tr.key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: id });
    f.gapDone = true;
    f.last = Math.max(f.last, t);
    return true;
  }

  event(f: Farm, t: number) {
    const y = yearOf(t);
    // Nothing is signed for land a minor holds.
    if (f.fee.some((p) => p.kind === 'person' && this.age(p, t) < 21)) return;
    const oil = y >= this.a.oil;
    const L = f.lease;
    const opts: Array<[() => boolean, number]> = [
      [() => this.sale(f, t), (oil ? 0.18 : 0.36) * (f.fee.length > 1 && !f.jt ? 1.6 : 1)],
      [() => this.heirsQuitclaim(f, t), f.fee.length >= 3 ? 0.3 : f.fee.length === 2 && !f.jt ? 0.12 : 0],
      [() => this.mineralDeed(f, t), oil ? 0.13 : y >= this.a.oil - 12 ? 0.05 : 0.01],
      [() => this.royaltyDeed(f, t), oil ? 0.05 : 0],
      [() => this.lease(f, t), oil && !L ? 0.22 : 0],
      [() => this.assign(f, t), L && !L.brokered ? 0.14 : 0],
      [() => this.release(f, t), L && !L.brokered ? 0.12 : 0],
      [() => this.mortgage(f, t), !f.mort ? 0.07 : 0],
      [() => this.mortRelease(f, t), f.mort ? 0.08 : 0],
      [() => this.easement(f, t), y >= 1928 ? 0.04 : 0],
    ];
    for (let k = 0; k < 4; k++) {
      const live = opts.filter((o) => o[1] > 0);
      if (!live.length) return;
      const fn = wpick(this.r, live);
      if (fn()) return;
      const at = opts.findIndex((o) => o[0] === fn);
      opts[at] = [fn, 0];
    }
  }
}

function shuffle<T>(r: Rng, xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function buildPackage(area: Area, seed: number, docs: number, name: string): HeldoutPackage {
  const w = new World(seed, area);
  const sim = new Sim2(w);
  const r = w.r;
  sim.setup(docs);
  const farms = w.farms;
  let t = Math.min(...farms.map((f) => f.start)) - 10;
  const tEnd = mk(2024, 11, 30);
  const free = (f: Farm, at: number) => at > sim.lastGov(f) + 20;
  while (w.docs.length < docs) {
    const left = docs - w.docs.length;
    const step = Math.max(12, (tEnd - t) / (left + 1));
    t = addDays(t, step * (0.3 + 1.4 * r.next()));
    if (t > tEnd) break;
    for (const f of farms)
      if (!f.begun && f.start <= t) {
        sim.begin(f, t);
        t = addDays(t, 1 + r.int(20));
      }
    for (const f of farms) if (f.lease && !f.lease.brokered && t > f.lease.end) f.lease = null;
    for (const bk of w.brokers) {
      const ls = farms.map((f) => f.lease).filter((L): L is Lease => !!L && L.brokered && L.holders[0] === bk);
      if (ls.length && (ls.length >= 3 || t - Math.max(...ls.map((L) => L.t)) > 60 + r.int(200))) {
        sim.brokerAssign(bk, t);
        t = addDays(t, 1 + r.int(10));
      }
    }
    for (const f of farms) {
      if (!f.gap || f.gapDone || !f.begun || !free(f, t)) continue;
      if (f.gap === 'conveyed_more_than_held' && t >= f.gapAt - 365 * 8 && !sim.severed(f, t).length && yearOf(t) >= area.oil - 10) {
        if (sim.prepSevered(f, t, sim.investor(t, false))) {
          t = addDays(t, 1 + r.int(10));
          continue;
        }
      }
      if (t >= f.gapAt && sim.plant(f, t)) t = addDays(t, 1 + r.int(10));
    }
    sim.maybeDeath(t);
    const ok = farms.filter((f) => f.begun && free(f, t));
    if (ok.length) sim.event(r.pick(ok), t);
  }
  // Gaps the clock did not reach.
  for (const f of farms) {
    if (!f.gap || f.gapDone) continue;
    if (!f.begun) sim.begin(f, Math.min(t, f.start));
    for (let k = 0; k < 6 && !f.gapDone; k++) {
      t = Math.max(t, sim.lastGov(f)) + 60 + r.int(200);
      if (f.gap === 'conveyed_more_than_held' && !sim.severed(f, t).length) {
        sim.prepSevered(f, t, sim.investor(t, false));
        continue;
      }
      sim.plant(f, t, true);
    }
  }
  return { name, docs: shuffle(r, w.docs), links: w.links, gaps: w.gaps };
}

/** Set O's packages: each an area of its own, the four of one seed four different areas. */
export const generateHeldoutO: HeldoutGenerator = (opts) => {
  const order = shuffle(seededRng(opts.seed * 7919 + 17), AREAS);
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) {
    const area = order[i % order.length];
    out.push(buildPackage(area, opts.seed * 1009 + i * 97 + 3, opts.docsPerPackage, `o${opts.seed}-${i + 1}-${area.key}`));
  }
  return out;
};
