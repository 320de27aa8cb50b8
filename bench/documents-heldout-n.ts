// Held-out set N: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five that sets A-M did not cover (the four packages of one seed are four
// different areas), whose farms (one or two tracts that travel together in the fee chain until a
// partition splits them) pass through time on one clock, about 1880-2025:
// - Oklahoma's Creek and Osage Nations (Creek, Okmulgee, Tulsa, Osage: Indian Meridian sections,
//   ranges east): Creek allotment deeds of the Principal Chief of the Muskogee Nation approved by the
//   Secretary of the Interior, county court decrees determining the heirs of a full-blood allottee,
//   the heirs' deeds with the county court's order approving the conveyance of a full-blood heir,
//   guardian's deeds of minor allottees, Osage allotment deeds reserving the minerals to the Osage
//   Tribe, Osage oil and gas mining leases and their relinquishments, rental, Producers and paid-up
//   leases of the 1910s-2010s;
// - North Arkansas's Fayetteville Shale (Van Buren, Conway, Cleburne, White: Fifth P.M.): United
//   States homestead patents (Harrison land office), Arkansas deeds with the wife's release and
//   relinquishment of dower, curtesy and homestead, Commissioner of State Lands' deeds of
//   tax-forfeited land and redemption deeds, sheriff's deeds on execution, Arkansas Oil and Gas
//   Commission integration orders (2005 on), shale leases taken by lease brokers and assigned;
// - the Texas Spraberry trend (Reagan, Upton, Crockett, Irion): University Lands ("Section 29, Block
//   52, University Lands") leased by the State through the Board for Lease of University Lands;
//   school sections in GC&SF and T&P railroad blocks sold by the State with the minerals reserved
//   (State of Texas patents) and leased under the Relinquishment Act by the owners of the soil as
//   the State's agents; the railroad's own odd sections, first deeded by the railway company;
//   Texas "Lady Bird" (enhanced life estate) deeds and the grantee beneficiary's affidavit;
// - southwest Mississippi (Adams, Wilkinson, Amite, Franklin: Washington Meridian sections and
//   irregular sections of the old Spanish and British claims): United States patents, first deeds of
//   first known holders, Mississippi "convey and warrant" short forms, deeds to the United States
//   for the Homochitto National Forest reserving the minerals, Forfeited Tax Land Patents of the
//   State of Mississippi and chancery decrees confirming the tax title, chancery decrees adjudicating
//   heirship, mineral right deeds, leases of the 1910s-2010s;
// - Colorado's Piceance basin (Garfield, Rio Blanco, Mesa: Sixth P.M., townships south, ranges
//   west): resurveyed townships' numbered tracts ("Tract 61, Township 6 South, Range 92 West ...
//   formerly Homestead Entry Survey No. 214") beside aliquot parts, homestead patents, stock-raising
//   homestead patents reserving the minerals to the United States, patents of oil shale placer
//   claims by mineral survey and the claimants' deeds to an oil shale company, federal "Offer to
//   Lease and Lease for Oil and Gas" and BLM assignments of record title, deeds of trust to the
//   Public Trustee.
// Everywhere: first deeds of first known holders, warranty, special warranty and quitclaim deeds,
// deeds reserving one-half or all of the minerals, gift deeds to a child (some reserving a life
// estate), heirs' quitclaims to one of them, partition deeds, correction deeds where the spouse had
// failed to join, mineral and royalty deeds of fractions (from fee owners and from severed holders),
// affidavits of heirship by a neighbour, probate decrees, survivors' affidavits of joint tenancy or
// tenancy by the entirety, rental, Producers 88, paid-up ("made effective as of") and memorandum
// leases taken by companies or by a lease broker who assigns by an Assignment and Bill of Sale with
// an Exhibit A, whole and partial assignments, releases and surrenders, ratifications by a dead
// lessor's heirs, division orders, pooled-unit declarations, mortgages and deeds of trust with
// their releases, pipeline and electric rights of way. Old typed long-hand forms and modern forms
// with stamps, book and page or instrument and reception numbers and "Prepared by" / "Return to"
// boxes. People recur under name variants (full middle name, initial, initials only, no middle
// name, capitals, a married woman under her maiden name as middle name, Jr. and, in his own estate,
// the father's "Sr."), spouses join or co-hold; companies under Co./Company, Corp./Corporation,
// Inc./Incorporated, LLC/L.L.C., L.P./LP (no LLC before 1993). In most packages an unrelated
// namesake of another county (his residence written with his name wherever he is a party);
// otherwise no two people of a package share a first name and surname. Exactly one planted gap of
// each kind per package, each on a one-tract farm. Texts are clean typed copies; file names say
// nothing about the instrument.
// Not written here: Oklahoma Indian probate before the Department of the Interior (the heirs are
// always determined by the county court), Osage headright transfers, Relinquishment Act leases
// signed by the General Land Office alone, State of Texas mineral-classified sales' "Mineral
// Awards", Mississippi sixteenth-section school land leases, Colorado oil shale "unpatented claim"
// quitclaims and BLM communitization agreements, quiet-title suits other than the tax-title decree.
//
// Truth conventions: those of sets A-M's headers (D's list with E's to M's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks; where the two
// differ the contract wins (officers' and fiduciaries' deeds, ratifications, releases of liens and
// deeds effective at death are `other`, as in K, L and M). What set N adds or decides (a title
// examiner's reading):
// - a Creek allotment deed is a `patent`: the tribe's grant is the first link of a Creek title;
//   grantor "Muskogee Nation" (as the deed names it; the Principal Chief who signs, the Secretary of
//   the Interior who approves and the Commission to the Five Civilized Tribes are no parties),
//   grantee the allottee (a minor allottee too); execution_date the day the Chief signs, no
//   acknowledgment, the Secretary's approval and the Commissioner's record are not the instrument's
//   dates; recording_date the county clerk's filing; the roll number is in no field;
// - an Osage allotment deed is a `patent` of the "Osage Tribe of Indians" to the allottee, conveys
//   the fee, and its reservation of "all of the oil, gas, coal and other minerals" to the Tribe
//   under the Act of June 28, 1906 gives the Tribe all the minerals (a holding, no link: M's and
//   K's sovereign reservation); the Osage surface then passes by deeds of the land (conveys_fee
//   true, ["fee"]: the "fee" chain of an Osage tract is its surface), and nobody but the Tribe
//   leases; an "Osage Oil and Gas Mining Lease" is an oil_and_gas_lease, "Osage Tribe of Indians"
//   `lessor` (the Superintendent and the Principal Chief sign for it, no parties), the company
//   `lessee`, linked Tribe -> lessee; execution_date its "made and entered into" day (no
//   acknowledgment; the Secretary's approval day is not the instrument's); a "Relinquishment" of an
//   Osage lease is a release_of_lease back to the Tribe;
// - a county court's decree determining the heirs of an allottee is `probate` (I's orders); the
//   heirs' deed of a full-blood heir carries the county court's "Order Approving Conveyance": the
//   deed is the instrument (warranty_deed, its own dates), the approval order's day, the county
//   judge and the Act of May 27, 1908 add no date and no party;
// - a guardian's deed of a minor allottee is `other` (the contract): the ward `grantor`, the
//   purchaser `grantee`, linked, required; the guardian and the court are no parties; the dates of
//   the court's order of sale and confirmation are not the instrument's;
// - Arkansas: the wife who "release(s) and relinquish(es) ... all my right of dower, curtesy and
//   homestead" joins only to release marital rights (a `grantor`, links `required: false`); a
//   "Commissioner's Deed" of land forfeited for taxes is the contract's tax deed: `other`,
//   conveys_fee true, ["fee"], the owner the land was "assessed in the name of" `grantor`, linked to
//   the purchaser, required; the Commissioner of State Lands (and the State he acts for) no party;
//   a "Redemption Deed" by which the owner buys back the forfeited land moves nothing (the owner never
//   left the chain): `other`, conveys_fee false, estates [], "State of Arkansas" `grantor`, the
//   redeeming owner `grantee`, no link; a sheriff's deed on execution is the contract's: `other`,
//   the judgment debtors `grantor`, the purchaser `grantee`, linked, the sheriff and the plaintiff
//   creditor no parties (the creditor a party only as purchaser);
// - an Arkansas Oil and Gas Commission integration order is `other`, its applicant `other` (the
//   Commission, its Director and the owners integrated unnamed are no parties), estates [], no
//   link; its tract is the drilling unit as the order writes it, "All of Section 35, Township 10
//   North, Range 10 West ... containing 640 acres": aliquot "ALL", acres 640 (a tract of its own,
//   not the farm's quarter); execution_date its "DATED" day, no acknowledgment;
// - University Lands: "Section 29, Block 52, University Lands" (also "University Lands Survey",
//   "University of Texas Lands") is survey "University Lands Survey" (the contract's "PSL Survey"
//   form for public school lands), block "52", section "29", aliquot "ALL", acres 640, abstract null
//   (University Lands carry no abstract number); the State of Texas holds them whole (first known
//   holder, no patent in the package); a University Lands lease is an oil_and_gas_lease, "State of
//   Texas" `lessor` (the Board for Lease, its chairman and secretary no parties), the company
//   `lessee`, linked State -> lessee, with its "made and entered into" date and the company's
//   acknowledgment; its assignments and releases as any (the release links back to the State);
// - Relinquishment Act lands: the State of Texas patent of a school section sold with its minerals
//   "reserved to the State of Texas" is a `patent` (State -> purchaser, fee) whose reservation gives
//   the State all the minerals (a holding, no link); the surface owners' later deeds move the fee
//   (surface); a Relinquishment Act lease names "the State of Texas, acting herein by and through
//   [the owners of the soil], as its agents ... and [the same], individually" and is an
//   oil_and_gas_lease: the State `lessor` (link State -> lessee, required) and each owner of the
//   soil `lessor` too (he signs for the State and in his own right to half the bonus and royalty,
//   but holds no minerals: links `required: false`, like a spouse who joins), a spouse who joins
//   `lessor` likewise; its release links the holder back to the State (required) and to the owners
//   of the soil (`required: false`); the surface owners never deal with the minerals except by the
//   planted grantor_never_received deed;
// - railroad sections: GC&SF and T&P sections as E's and D's short forms ("GC&SF RR Co. Survey",
//   "T&P RR Co. Survey"), section, block, abstract, aliquot "ALL" or the half or quarter written,
//   acres; the railway company's first deed is a warranty_deed of a first known holder;
// - a Texas "Transfer on Death Deed (Enhanced Life Estate Deed -- 'Lady Bird' Deed)" reserving to
//   the owner a life estate with full power to sell, lease and convey is the contract's deed that
//   takes effect only at death: `other`, owner `grantor`, remainderman `grantee`, conveys_fee false,
//   estates [], no link; the remainderman's "Affidavit of Death and Acceptance by Grantee
//   Beneficiary" is the contract's affidavit_of_heirship (J's and L's): decedent `decedent`, the
//   beneficiary who swears `heir` only, the estates the owner held, link decedent -> beneficiary,
//   required, execution_date the jurat, death_date; made only by a sole owner without a spouse;
// - Mississippi: "convey and warrant" short forms are warranty_deed, "by, through or under"
//   special_warranty_deed; a deed to the "United States of America" for the national forest is a
//   warranty_deed whose reservation of "all of the oil, gas and other minerals" keeps them with the
//   grantors (a holding each, in their shares, no link); the United States then holds the surface
//   and never conveys it; the reserved minerals are leased, sold and inherited by their owners;
// - an irregular section of the old claims ("All of Irregular Section 84", "Section 84", "being the
//   Spanish claim confirmed to ...") is section "84", aliquot "ALL", the odd acreage stated (I's
//   Louisiana reading); the claimant named with it is recited, no party and no field;
// - a Mississippi "Forfeited Tax Land Patent" is a `patent`: the land forfeited to the State for
//   taxes and its title vested in the State, so the State's patent starts the purchaser's chain:
//   "State of Mississippi" `grantor`, the patentee `grantee`, linked, required; the owner it was
//   "assessed to" is recited, no party (the Governor and Land Commissioner no parties); the
//   chancery "Final Decree Confirming Tax Title" that follows is the contract's judgment quieting
//   title: `other`, conveys_fee true, ["fee"], the defendants of its caption (the former owners)
//   `grantor`, the complainant `grantee`, its links `required: false` (K: the title passed by the
//   patent); "the unknown heirs of any deceased defendant" and the chancellor are no parties;
//   execution_date the day "SO ORDERED AND ADJUDGED", no acknowledgment;
// - Colorado resurvey tracts: "Tract 61, Township 6 South, Range 92 West of the Sixth Principal
//   Meridian" (also "Tract Sixty-one (61) in T. 6 S., R. 92 W., 6th P.M.", "all of Tract 61 of the
//   resurvey of Township 6 South ...") is lot "61" (the resurvey's numbered parcel, as the
//   contract's government lots and land lots), township "6S", range "92W", section and aliquot
//   null, acres as stated; the Homestead Entry Survey it was ("formerly Homestead Entry Survey No.
//   214") is in no field;
// - an oil shale placer claim patented by mineral survey ("the Sunnyside Nos. 1 to 4 Oil Shale
//   Placer Claims, designated by the Surveyor General as Mineral Survey No. 19852, in Township 5
//   South, Range 96 West") is survey "Mineral Survey No. 19852" (the survey the land was patented
//   on, as the contract's Pennsylvania warrants and New York purchases: the survey field carries the
//   survey that locates land outside the sections), township, range, acres; section, aliquot and
//   lot null; the claims' names are in no field; its patent (United States -> the locators, all of
//   them `grantee`) conveys the fee with the minerals;
// - a stock-raising homestead patent reserving "all the coal and other minerals" to the United
//   States is K's: the United States holds all the minerals (no link), leases them by the federal
//   "Offer to Lease and Lease for Oil and Gas" (K's dates: the United States' signature day the
//   execution_date, the "EFFECTIVE DATE OF LEASE" the effective_date, no acknowledgment; "United
//   States of America" `lessor`, the offeror `lessee`) and its record title passes by BLM
//   assignments (K's: "Executed this" day and "approved effective" day), never released;
// - a deed of trust "to the Public Trustee of Garfield County" names that office `grantee` (E),
//   the lender `other`; Arkansas, Mississippi and Texas deeds of trust an individual trustee
//   `grantee` and the bank `other`; Oklahoma and Arkansas mortgages the mortgagee `grantee`;
//   releases as L's (`other`, the bank `grantor`, every signer of the recited lien `grantee`);
// - a division order (D: every party `other`, its "Date:" the execution_date, its "Effective:"
//   line the effective_date, a recording_date only when it bears a filing stamp) lists the operator
//   and the owners of the minerals under the lease (the State or the United States when they own
//   them); a pooled-unit declaration (F) is `other`, its operator `other`, the farm's tracts, its
//   "effective as of" the effective_date;
// - the recording stamps: Oklahoma's "Filed for record ... this" day and "Filed mm/dd/yyyy", the
//   Arkansas Circuit Clerk and Ex-Officio Recorder's "filed for record in my office on" and "FILED
//   FOR RECORD", Texas's "FILED FOR RECORD" (not the later "RECORDED") and "FILED AND RECORDED",
//   Mississippi's Chancery Clerk's "filed for record ... on" and "FILED FOR RECORD", Colorado's
//   "Recorded at ... o'clock" and "RECEPTION#:" line give the recording_date; book, page,
//   instrument, reception and patent numbers are in no field;
// - a survivor's affidavit (Arkansas "Affidavit of Surviving Tenant by the Entirety", Oklahoma and
//   Colorado "Affidavit of Surviving Joint Tenant" / "of Death of Joint Tenant") follows F, J and M;
//   minerals a couple reserved pass to the survivor the same way;
// - a correction deed (E and G) re-executes a deed in which the grantor's wife had not joined: its
//   category the corrected deed's, the wife joining, links again `required: false`, no gap;
// - gaps as I's to M's: grantor_never_received a stranger's mineral deed (the stranger sometimes of
//   the fee owner's surname, his wife sometimes joining) or the surface owners' mineral deed where
//   the sovereign holds every mineral (Osage Tribe, United States under the stock-raising act, State
//   of Texas under the Relinquishment Act); conveyed_before_acquired a mineral deed dated three
//   months to about three years before the fee owners' mineral deed into its grantor (the gap on the
//   early deed, both links given); conveyed_more_than_held a severed mineral holder conveying twice
//   his fraction or the same fraction again after conveying it; the grantee of a gap deed is a new
//   person who never deals with what he took.
import type { ExpectedDoc, ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type Estate = 'fee' | 'mineral' | 'leasehold';
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type AreaKey = 'ok' | 'ar' | 'tx' | 'ms' | 'co';

// ---------------------------------------------------------------- dates

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86400000;
const mk = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const yearOf = (t: number) => new Date(t).getUTCFullYear();
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const parts = (t: number) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'][n % 10];
  return `${n}${s}`;
}
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
function ordWord(n: number): string {
  if (n <= 20) return ORD_WORDS[n];
  if (n === 30) return 'thirtieth';
  return `${n < 30 ? 'twenty' : 'thirty'}-${ORD_WORDS[n % 10]}`;
}
function yearWords(y: number): string {
  const hi = Math.floor(y / 100);
  const lo = y % 100;
  if (y >= 2000) return numberWords(y);
  return `${numberWords(hi)} hundred${lo ? ` ${numberWords(lo)}` : ''}`;
}
/** Dating-clause forms: "the 3rd day of March, 1952". */
function dDay(t: number, r: Rng): string {
  const { y, m, d } = parts(t);
  return r.pick([`the ${ordinal(d)} day of ${MONTHS[m]}, ${y}`, `the ${ordinal(d)} day of ${MONTHS[m]}, A.D. ${y}`, `this ${ordinal(d)} day of ${MONTHS[m]}, ${y}`.replace('this ', 'the ')]);
}
const dLong = (t: number) => {
  const { y, m, d } = parts(t);
  return `${MONTHS[m]} ${d}, ${y}`;
};
const dNum = (t: number) => {
  const { y, m, d } = parts(t);
  return `${m + 1}/${d}/${y}`;
};
const dNum0 = (t: number) => {
  const { y, m, d } = parts(t);
  return `${String(m + 1).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
};
const dWords = (t: number) => {
  const { y, m, d } = parts(t);
  return `the ${ordWord(d)} day of ${MONTHS[m]}, in the year of our Lord ${yearWords(y)}`;
};
// ---------------------------------------------------------------- people and companies

interface Person {
  id: string;
  kind: 'person' | 'org' | 'sov';
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  maiden: string;
  res: string;
  resState: string;
  spouse: Person | null;
  alive: boolean;
  born: number;
  /** Always written with the residence (a namesake of another county). */
  namesake: boolean;
  /** Companies: the base name and its form. */
  base: string;
  form: 'co' | 'inc' | 'corp' | 'llc' | 'lp' | 'bank' | 'fixed';
  /** A restricted full-blood allottee (Oklahoma). */
  restricted: boolean;
}

type Style = 'full' | 'init' | 'initials' | 'nomid' | 'caps';

const STATE_NAMES: Record<string, string> = { OK: 'Oklahoma', AR: 'Arkansas', TX: 'Texas', MS: 'Mississippi', CO: 'Colorado', KS: 'Kansas', LA: 'Louisiana', MO: 'Missouri', UT: 'Utah', TN: 'Tennessee' };

function personName(p: Person, style: Style, sr = false): string {
  if (p.kind !== 'person') return p.base;
  const suf = p.suffix ? `, ${p.suffix}` : sr ? ', Sr.' : '';
  const mid = p.middle;
  let n: string;
  switch (style) {
    case 'full':
      n = [p.first, mid, p.last].filter(Boolean).join(' ');
      break;
    case 'init':
      n = [p.first, mid ? `${mid[0]}.` : '', p.last].filter(Boolean).join(' ');
      break;
    case 'initials':
      n = [`${p.first[0]}.`, mid ? `${mid[0]}.` : '', p.last].filter(Boolean).join(' ');
      break;
    case 'nomid':
      n = `${p.first} ${p.last}`;
      break;
    case 'caps':
      n = [p.first, mid ? `${mid[0]}.` : '', p.last].filter(Boolean).join(' ').toUpperCase();
      break;
  }
  return n + (style === 'caps' ? suf.toUpperCase() : suf);
}

function companyName(p: Person, year: number, r: Rng): string {
  const b = p.base;
  switch (p.form) {
    case 'co':
      return r.pick([`${b} Company`, `${b} Co.`, `${b} Company`]);
    case 'inc':
      return r.pick([`${b}, Inc.`, `${b} Inc.`, `${b}, Incorporated`]);
    case 'corp':
      return r.pick([`${b} Corporation`, `${b} Corp.`]);
    case 'llc':
      return year >= 1993 ? r.pick([`${b}, LLC`, `${b}, L.L.C.`, `${b} LLC`]) : `${b} Company`;
    case 'lp':
      return r.pick([`${b}, L.P.`, `${b} LP`, `${b}, L.P.`]);
    default:
      return b;
  }
}

// ---------------------------------------------------------------- tracts

type TractKind = 'rect' | 'txsec' | 'ul' | 'hes' | 'msurv' | 'irr';
interface Tract {
  kind: TractKind;
  t: ExpectedTract;
  /** Rectangular: the meridian's long and short names. */
  mer: [string, string];
  /** Texas: the survey as written, in several spellings. */
  surveyForms: string[];
  /** A claim or homestead entry recited with the tract (no field). */
  note: string;
}

const ALQ_WORDS: Record<string, string> = { NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest', N: 'North', S: 'South', E: 'East', W: 'West' };
function aliquotWords(a: string, r: Rng): string {
  const bits = a.split(' ').map((x) => {
    const [dir, den] = x.split('/');
    const w = ALQ_WORDS[dir];
    return den === '4' ? `${w} Quarter` : `${w} Half`;
  });
  const withAbbr = r.chance(0.5);
  const words = bits.join(' of the ');
  return withAbbr ? `the ${words} (${a.replace(/ /g, ' ')})` : `the ${words}`;
}
function aliquotShort(a: string, r: Rng): string {
  return r.pick([a, a, a.replace(/\//g, '').replace(/ /g, ''), a.replace(/\/4/g, '¼').replace(/\/2/g, '½')]);
}
function numParen(n: number, r: Rng): string {
  const w = numberWords(n);
  const cap = w.replace(/(^|[ -])([a-z])/g, (_m, s: string, c: string) => s + c.toUpperCase());
  return r.pick([`${n}`, `${cap} (${n})`, `${n}`]);
}
function acresText(a: number, r: Rng): string {
  const s = Number.isInteger(a) ? r.pick([`${a}`, `${a}.00`, `${a}`]) : a.toFixed(2);
  return r.pick([`containing ${s} acres, more or less`, `containing ${s} acres`, `(${s} acres)`, `${s} acres, more or less`]);
}
function lotsText(lot: string, r: Rng): string {
  const ls = lot.split(', ');
  if (ls.length === 1) return r.pick([`Lot ${ls[0]}`, `Lot ${numParen(Number(ls[0]), r)}`]);
  return r.pick([`Lots ${ls.join(' and ')}`, `Lots ${ls.map((x) => numParen(Number(x), r)).join(' and ')}`]);
}

/** The tract as written in the body of an instrument (county and state where the form puts them). */
function describe(tr: Tract, r: Rng, opts: { county?: boolean; patent?: boolean } = {}): string {
  const t = tr.t;
  const cty = opts.county === false ? '' : `, ${t.county} County, ${STATE_NAMES[t.state!]}`;
  const acres = t.acres != null ? `, ${acresText(t.acres, r)}` : '';
  const twp = t.township ?? '0N';
  const rng = t.range ?? '0W';
  const tn = Number(twp.slice(0, -1));
  const tdir = twp.endsWith('N') ? 'North' : 'South';
  const rn = Number(rng.slice(0, -1));
  const rdir = rng.endsWith('E') ? 'East' : 'West';
  switch (tr.kind) {
    case 'rect': {
      const lot = t.lot ? lotsText(t.lot, r) : '';
      if (opts.patent) {
        const al = t.aliquot ? aliquotWords(t.aliquot, r).toLowerCase().replace(/ \(.*\)/, '') : '';
        const what = [lot ? lot.replace('Lots', 'lots').replace('Lot', 'lot') : '', al].filter(Boolean).join(' and ');
        return `${what} of section ${numberWords(Number(t.section))} in township ${numberWords(tn)} ${tdir.toLowerCase()} of range ${numberWords(rn)} ${rdir.toLowerCase()} of the ${tr.mer[0]}, ${tr.t.county} County, ${STATE_NAMES[t.state!]}, containing ${t.acres} acres`;
      }
      const v = r.int(5);
      if (v === 0) {
        const what = [lot, t.aliquot ? aliquotWords(t.aliquot, r) : ''].filter(Boolean).join(' and ');
        return `${what} of Section ${numParen(Number(t.section), r)}, Township ${numParen(tn, r)} ${tdir}, Range ${numParen(rn, r)} ${rdir} of the ${tr.mer[0]}${cty}${acres}`;
      }
      if (v === 1) {
        const what = [t.lot ? t.lot.split(', ').map((x) => `L${x}`).join(', ') : '', t.aliquot ? aliquotShort(t.aliquot, r) : ''].filter(Boolean).join(', ');
        return `${what} of ${t.section}-${tn}${tdir[0]}-${rn}${rdir[0]}${cty}${acres}`;
      }
      if (v === 2) {
        const what = [lot, t.aliquot ? `the ${t.aliquot}` : ''].filter(Boolean).join(' and ');
        return `${what} of Sec. ${t.section}, T${tn}${tdir[0]}, R${rn}${rdir[0]}, ${tr.mer[1]}${cty}${acres}`;
      }
      if (v === 3) {
        const what = [lot, t.aliquot ? `the ${t.aliquot}` : ''].filter(Boolean).join(' and ');
        return `${what} of Section ${t.section}, Township ${tn} ${tdir}, Range ${rn} ${rdir}, ${tr.mer[1]}${cty}${acres}`;
      }
      const what = [lot, t.aliquot ? aliquotWords(t.aliquot, r) : ''].filter(Boolean).join(' and ');
      return `${what} of Section ${t.section} in Township ${tn} ${tdir} and Range ${rn} ${rdir}${cty}${acres}`;
    }
    case 'irr': {
      const v = r.int(3);
      if (v === 0) return `All of Irregular Section ${t.section}, Township ${tn} ${tdir}, Range ${rn} ${rdir}, ${tr.mer[0]}${cty}${acres}${tr.note ? `, being the ${tr.note}` : ''}`;
      if (v === 1) return `Section ${numParen(Number(t.section), r)}, T${tn}${tdir[0]}, R${rn}${rdir[0]}${cty}${acres}`;
      return `all of Section ${t.section} of Township ${tn} ${tdir}, Range ${rn} ${rdir}${tr.note ? `, ${tr.note},` : ''}${cty}${acres}`;
    }
    case 'hes': {
      const v = r.int(3);
      if (v === 0) return `Tract ${t.lot}, Township ${tn} ${tdir}, Range ${rn} ${rdir} of the ${tr.mer[0]}${cty}${acres}`;
      if (v === 1) return `Tract ${numParen(Number(t.lot), r)} in T. ${tn} ${tdir[0]}., R. ${rn} ${rdir[0]}., ${tr.mer[1]}${tr.note ? ` (${tr.note})` : ''}${cty}${acres}`;
      return `all of Tract ${t.lot} of the resurvey of Township ${tn} ${tdir}, Range ${rn} ${rdir}, ${tr.mer[1]}${cty}${acres}`;
    }
    case 'msurv': {
      const no = t.survey!.replace('Mineral Survey No. ', '');
      const v = r.int(3);
      if (v === 0) return `${tr.note}, designated by the Surveyor General as Mineral Survey No. ${no}, in Township ${tn} ${tdir}, Range ${rn} ${rdir} of the ${tr.mer[0]}${cty}${acres}`;
      if (v === 1) return `the ${tr.note} (Mineral Survey No. ${no}), situate in T${tn}${tdir[0]}, R${rn}${rdir[0]}, ${tr.mer[1]}${cty}${acres}`;
      return `Mineral Survey No. ${no}, known as the ${tr.note}, T. ${tn} ${tdir[0]}., R. ${rn} ${rdir[0]}.${cty}${acres}`;
    }
    case 'txsec':
    case 'ul': {
      const sv = r.pick(tr.surveyForms);
      const ab = t.abstract ? r.pick([`, Abstract No. ${t.abstract}`, `, A-${t.abstract}`, `, Abstract ${t.abstract}`]) : '';
      const part = t.aliquot === 'ALL' ? r.pick(['All of Section', 'Section', 'All of Section']) : `the ${t.aliquot} of Section`;
      const v = r.int(3);
      if (v === 0) return `${part} ${t.section}, Block ${t.block}, ${sv}${ab}${cty}${acres}`;
      if (v === 1) return `${part.replace('Section', 'Sec.')} ${t.section}, Blk. ${t.block}, ${sv}${ab}${cty}${acres}`;
      return `${part} ${numParen(Number(t.section), r)}, in Block ${numParen(Number(t.block), r)} of the ${sv}${ab}${cty}${acres}`;
    }
  }
}

// ---------------------------------------------------------------- instruments being written

interface Ctx {
  r: Rng;
  area: Area;
  docs: HeldoutDoc[];
  links: HeldoutLink[];
  gaps: HeldoutGap[];
  files: Set<string>;
  people: Person[];
  used: Set<string>;
  nextId: number;
  officerNames: Set<string>;
}

/** One instrument: its parties as written, with one name form per person. */
class Inst {
  parties: Array<{ name: string; role: Role }> = [];
  persons: string[] = [];
  private styles = new Map<string, Style>();
  private orgNames = new Map<string, string>();
  constructor(
    readonly c: Ctx,
    readonly year: number,
    readonly prefer?: Style,
  ) {}
  nm(p: Person, sr = false): string {
    if (p.kind === 'sov') return p.base;
    if (p.kind === 'org') {
      if (!this.orgNames.has(p.id)) this.orgNames.set(p.id, companyName(p, this.year, this.c.r));
      return this.orgNames.get(p.id)!;
    }
    if (!this.styles.has(p.id)) {
      const r = this.c.r;
      let s: Style = this.prefer ?? r.pick<Style>(['full', 'init', 'init', 'initials', 'nomid', 'caps']);
      if (!p.middle && (s === 'init' || s === 'initials')) s = 'full';
      if (p.suffix && s === 'nomid') s = 'init';
      this.styles.set(p.id, s);
    }
    return personName(p, this.styles.get(p.id)!, sr);
  }
  /** The party with its residence when it is one of a package's namesakes (told apart by their counties). */
  addR(p: Person, role: Role): string {
    const n = this.add(p, role);
    return p.namesake ? `${n}, of ${p.res} County, ${STATE_NAMES[p.resState]}` : n;
  }
  add(p: Person, role: Role, sr = false): string {
    const n = this.nm(p, sr);
    this.parties.push({ name: n, role });
    this.persons.push(p.id);
    return n;
  }
  /** "SMITH, JOHN A." for a caption or index line. */
  index(p: Person): string {
    const n = this.nm(p);
    if (p.kind !== 'person') return n.toUpperCase();
    const bits = n.replace(/, (Jr\.|Sr\.|JR\.|SR\.)$/, '').split(' ');
    const suf = /, (Jr\.|Sr\.|JR\.|SR\.)$/.exec(n)?.[1] ?? '';
    return `${bits[bits.length - 1]}, ${bits.slice(0, -1).join(' ')}${suf ? ` ${suf}` : ''}`.toUpperCase();
  }
}

interface DocSpec {
  cat: string;
  exec: number | null;
  ack: number | null;
  eff?: number | null;
  rec: number | null;
  death?: number | null;
  tracts: Tract[];
  fee: boolean;
  estates: Estate[];
}

function fileName(c: Ctx): string {
  for (;;) {
    const r = c.r;
    const n = r.pick([
      () => `scan_${String(r.int(100000)).padStart(5, '0')}.txt`,
      () => `IMG-${1000 + r.int(9000)}-${r.int(100)}.txt`,
      () => `doc${r.int(1000000)}.txt`,
      () => `${String.fromCharCode(65 + r.int(26))}${r.int(100000)}.txt`,
      () => `page_${r.int(10000)}_${r.int(10)}.txt`,
    ])();
    if (!c.files.has(n)) {
      c.files.add(n);
      return n;
    }
  }
}

function emit(c: Ctx, d: Inst, s: DocSpec, text: string): string {
  const file = fileName(c);
  const dates: Record<string, string | null> = {
    execution_date: s.exec != null ? iso(s.exec) : null,
    effective_date: s.eff != null ? iso(s.eff) : null,
    acknowledgment_date: s.ack != null ? iso(s.ack) : null,
    recording_date: s.rec != null ? iso(s.rec) : null,
  };
  if (s.death !== undefined) dates.death_date = s.death != null ? iso(s.death) : null;
  const truth: ExpectedDoc = {
    file,
    doc_category: s.cat,
    governing_date: dates.effective_date ?? dates.execution_date ?? dates.recording_date,
    dates,
    parties: d.parties,
    tracts: s.tracts.map((t) => ({ ...t.t })),
    conveys_fee: s.fee,
    estate_types_conveyed: s.estates,
  };
  c.docs.push({ text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n', truth, persons: d.persons });
  return file;
}

function link(c: Ctx, file: string, tracts: Tract[], estate: Estate, from: Person[], to: Person[], required = true) {
  for (const t of tracts) for (const f of from) for (const g of to) c.links.push({ tract: tractKey(t.t), estate, doc: file, from: f.id, to: g.id, required });
}

// ---------------------------------------------------------------- officers (never parties)

const OFFICER_FIRST = ['Lula', 'Ross', 'Vernon', 'Nadine', 'Cecil', 'Opal', 'Irma', 'Luther', 'Wanda', 'Delbert', 'Maxine', 'Royce', 'Juanita', 'Elmo', 'Fern', 'Harlan', 'Darlene', 'Odell', 'Rhonda', 'Truman'];
const OFFICER_LAST = ['Quarles', 'Vinyard', 'Ashby', 'Treadway', 'Mabry', 'Culpepper', 'Eckles', 'Rainwater', 'Stubblefield', 'Yoakum', 'Blassingame', 'Dorsett', 'Fairchild', 'Gwinn', 'Honeycutt', 'Isbell', 'Jernigan', 'Kimbrough', 'Loftis', 'Mayhew', 'Nunnally', 'Oglesby', 'Prather', 'Rives', 'Satterwhite', 'Tillery', 'Upchurch', 'Vance', 'Wofford', 'Zeigler'];
function officer(c: Ctx): string {
  const r = c.r;
  return `${r.pick(OFFICER_FIRST)} ${r.pick(['', 'A. ', 'M. ', 'R. ', 'J. '])}${r.pick(OFFICER_LAST)}`;
}

// ---------------------------------------------------------------- area furniture: venue, acknowledgment, recording

function venue(c: Ctx, county: string): string {
  const st = STATE_NAMES[c.area.state].toUpperCase();
  return c.r.pick([`STATE OF ${st}\nCOUNTY OF ${county.toUpperCase()}`, `STATE OF ${st}      )\n                     ) ss.\nCOUNTY OF ${county.toUpperCase()}    )`, `THE STATE OF ${st} §\nCOUNTY OF ${county.toUpperCase()} §`]);
}

function ackBlock(c: Ctx, d: Inst, signers: Person[], at: number, county: string): string {
  const r = c.r;
  const names = signers.map((p) => d.nm(p)).join(r.pick([' and ', ', and ']));
  const notary = officer(c);
  const exp = at + (300 + r.int(1100)) * DAY;
  const v = r.int(4);
  const plural = signers.length > 1;
  if (c.area.key === 'ar' && v === 0)
    return `ACKNOWLEDGMENT\n\n${venue(c, county)}\n\nOn this day personally appeared before the undersigned, a Notary Public within and for said County and State, ${names}, to me well known as the ${plural ? 'grantors' : 'grantor'} in the foregoing instrument, and stated that ${plural ? 'they' : 'he'} had executed the same for the consideration and purposes therein mentioned and set forth.\n\nWITNESS my hand and seal as such Notary Public on ${dDay(at, r)}.\n\n${notary}, Notary Public\nMy commission expires: ${dNum(exp)}`;
  if (v === 0 || v === 1)
    return `${venue(c, county)}\n\nBefore me, the undersigned, a Notary Public in and for said County and State, on ${dDay(at, r)}, personally appeared ${names}, to me known to be the identical person${plural ? 's' : ''} who executed the within and foregoing instrument and acknowledged to me that ${plural ? 'they' : 'he'} executed the same as ${plural ? 'their' : 'his'} free and voluntary act and deed for the uses and purposes therein set forth.\n\nGiven under my hand and seal the day and year last above written.\n\n______________________\n${notary}, Notary Public\n(SEAL)  My commission expires ${dLong(exp)}`;
  if (v === 2)
    return `${venue(c, county)}\n\nThe foregoing instrument was acknowledged before me on ${dLong(at)} by ${names}.\n\n${notary}\nNotary Public, State of ${STATE_NAMES[c.area.state]}\nCommission No. ${10000 + r.int(89999)}`;
  return `ACKNOWLEDGMENT\n${venue(c, county)}\n\nThis instrument was acknowledged before me on the ${ordinal(parts(at).d)} day of ${MONTHS[parts(at).m]}, ${parts(at).y}, by ${names}.\n\n(seal)                                  ${notary}\n                                        Notary Public`;
}

/** An acknowledgment for a company's officer (the company is the party; the officer none). */
function ackCorp(c: Ctx, d: Inst, co: Person, at: number, county: string): string {
  const r = c.r;
  const off = officer(c);
  return `${venue(c, county)}\n\nThis instrument was acknowledged before me on ${dLong(at)}, by ${off}, ${r.pick(['Vice President', 'Attorney-in-Fact', 'President', 'Land Manager'])} of ${d.nm(co)}, on behalf of said ${co.form === 'llc' ? 'limited liability company' : co.form === 'lp' ? 'partnership' : 'corporation'}.\n\n${officer(c)}, Notary Public`;
}

/** Acknowledgments of whoever signs: people before a notary, a company by its officer. */
function ackAny(c: Ctx, d: Inst, signers: Person[], at: number, county: string): string {
  const people = signers.filter((p) => p.kind === 'person');
  const orgs = signers.filter((p) => p.kind === 'org');
  return [people.length ? ackBlock(c, d, people, at, county) : '', ...orgs.map((o) => ackCorp(c, d, o, at, county))].filter(Boolean).join('\n\n');
}

function recStamp(c: Ctx, at: number, county: string, kind: 'deed' | 'oil' | 'misc' = 'deed'): string {
  const r = c.r;
  const y = yearOf(at);
  const clerk = officer(c);
  const { m, d } = parts(at);
  const hr = 8 + r.int(8);
  const mn = String(r.int(60)).padStart(2, '0');
  const book = 20 + r.int(900);
  const page = 1 + r.int(700);
  const inst = `${y}-${String(r.int(30000)).padStart(6, '0')}`;
  const modern = y >= 1985;
  switch (c.area.key) {
    case 'ok':
      if (modern && r.chance(0.6))
        return `Doc # ${inst}   Book ${1000 + r.int(3000)} Pg ${r.int(900)}\nFiled ${dNum0(at)} ${hr}:${mn} ${hr < 12 ? 'AM' : 'PM'}   Fees: $${13 + r.int(40)}.00\n${clerk}, County Clerk, ${county} County, Oklahoma`;
      return `STATE OF OKLAHOMA, ${county} County, ss.\nFiled for record in my office this ${ordinal(d)} day of ${MONTHS[m]}, ${y}, at ${hr > 12 ? hr - 12 : hr}:${mn} o'clock ${hr < 12 ? 'A' : 'P'}.M., and recorded in Book ${book}, page ${page}.\n${clerk}, County Clerk\nBy ${officer(c)}, Deputy`;
    case 'ar':
      if (modern && r.chance(0.6))
        return `FILED FOR RECORD\n${dNum0(at)} ${hr}:${mn} ${hr < 12 ? 'AM' : 'PM'}\n${clerk}\nCircuit Clerk & Ex-Officio Recorder\n${county} County, Arkansas\nInstrument # ${inst}`;
      return `CERTIFICATE OF RECORD\nSTATE OF ARKANSAS, County of ${county}.\nI, ${clerk}, Circuit Clerk and Ex-Officio Recorder for the County aforesaid, do hereby certify that the annexed instrument was filed for record in my office on the ${ordinal(d)} day of ${MONTHS[m]}, ${y}, at ${hr > 12 ? hr - 12 : hr}:${mn} o'clock ${hr < 12 ? 'A' : 'P'}.M., and the same is now duly recorded in ${kind === 'oil' ? 'Oil and Gas Lease' : kind === 'misc' ? 'Mortgage' : 'Deed'} Record Book ${book}, page ${page}.`;
    case 'tx': {
      const later = at + (2 + r.int(20)) * DAY;
      if (modern && r.chance(0.6))
        return `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${county} County, Texas\n${dNum0(at)} ${hr}:${mn} ${hr < 12 ? 'AM' : 'PM'}\nInstrument No. ${r.int(200000)}`;
      return `FILED FOR RECORD the ${ordinal(d)} day of ${MONTHS[m]}, A.D. ${y}, at ${hr > 12 ? hr - 12 : hr}:${mn} o'clock ${hr < 12 ? 'A' : 'P'}.M.\nRECORDED the ${ordinal(parts(later).d)} day of ${MONTHS[parts(later).m]}, A.D. ${parts(later).y}, in Vol. ${book}, Page ${page}, ${kind === 'oil' ? 'Oil and Gas' : kind === 'misc' ? 'Deed of Trust' : 'Deed'} Records.\n${clerk}, County Clerk, ${county} County, Texas\nBy ${officer(c)}, Deputy`;
    }
    case 'ms':
      if (modern && r.chance(0.6))
        return `INSTRUMENT #${inst}\nFILED FOR RECORD ${dNum0(at)} AT ${hr}:${mn} ${hr < 12 ? 'A' : 'P'}M\n${clerk}, CHANCERY CLERK\n${county.toUpperCase()} COUNTY, MISSISSIPPI`;
      return `STATE OF MISSISSIPPI\nCOUNTY OF ${county.toUpperCase()}\nI certify that the within instrument was filed for record in my office on the ${ordinal(d)} day of ${MONTHS[m]}, ${y}, at ${hr > 12 ? hr - 12 : hr}:${mn} o'clock ${hr < 12 ? 'A' : 'P'}.M., and was duly recorded in ${kind === 'oil' ? 'Oil and Gas Lease' : 'Deed'} Book ${book}, page ${page}.\n${clerk}, Chancery Clerk\nBy: ${officer(c)}, D.C.`;
    case 'co':
      if (modern && r.chance(0.6))
        return `RECEPTION#: ${500000 + r.int(400000)}, ${dNum0(at)} at ${hr}:${mn}:${String(r.int(60)).padStart(2, '0')} ${hr < 12 ? 'AM' : 'PM'}, 1 OF ${2 + r.int(5)}, R $${11 + r.int(40)}.00\n${clerk}, ${county.toUpperCase()} COUNTY, CO`;
      return `Recorded at ${hr > 12 ? hr - 12 : hr}:${mn} o'clock ${hr < 12 ? 'A' : 'P'}.M., ${dLong(at)}\nReception No. ${10000 + r.int(400000)}     ${clerk}, Recorder\nBook ${book}, Page ${page}`;
  }
}

function preparedBy(c: Ctx, year: number): string {
  if (year < 1975 || !c.r.chance(0.6)) return '';
  const r = c.r;
  return r.pick([
    `This instrument prepared by:\n${officer(c)}, Attorney at Law\n${100 + r.int(900)} ${r.pick(['Main', 'Oak', 'Broadway', 'Court'])} Street\n`,
    `PREPARED BY AND RETURN TO:\n${officer(c)}\n${r.pick(['Landman', 'Attorney', 'Title Examiner'])}\nP.O. Box ${100 + r.int(9000)}\n`,
    `After recording return to:\n${officer(c)}\nP. O. Box ${100 + r.int(9000)}\n`,
  ]);
}

// ---------------------------------------------------------------- areas

interface Area {
  key: AreaKey;
  state: string;
  label: string;
  counties: string[];
  mer: [string, string];
  surnames: string[];
  men: string[];
  women: string[];
  companies: Array<[string, Person['form'], number]>;
  brokers: Array<[string, Person['form'], number]>;
  banks: string[];
  /** Couples take title together and hold by survivorship. */
  joint: boolean;
  start: [number, number];
  farmKinds: string[];
}

const MEN = ['John', 'William', 'James', 'Robert', 'Charles', 'George', 'Thomas', 'Henry', 'Edward', 'Walter', 'Arthur', 'Frank', 'Joseph', 'Samuel', 'Albert', 'Clarence', 'Earl', 'Floyd', 'Homer', 'Leonard', 'Marvin', 'Otis', 'Raymond', 'Virgil', 'Wesley', 'Elmer', 'Chester', 'Lloyd', 'Herbert', 'Ernest', 'Dewey', 'Lester', 'Claude', 'Roy', 'Carl', 'Jesse', 'Luther', 'Billy', 'Kenneth', 'Ronald', 'Gary', 'Larry', 'Dale', 'Wayne', 'Douglas', 'Steven', 'Michael', 'Travis', 'Clifton', 'Amos'];
const WOMEN = ['Mary', 'Anna', 'Ella', 'Opal', 'Hazel', 'Ruth', 'Edna', 'Mildred', 'Nora', 'Lela', 'Vera', 'Irene', 'Gladys', 'Bessie', 'Pearl', 'Lottie', 'Cora', 'Ina', 'Dorothy', 'Martha', 'Alice', 'Frances', 'Grace', 'Lucille', 'Thelma', 'Velma', 'Myrtle', 'Bertha', 'Ethel', 'Viola', 'Brenda', 'Linda', 'Patricia', 'Sharon', 'Carolyn', 'Judy', 'Peggy', 'Sue', 'Janice', 'Kathy'];
const MIDDLES_M = ['Allen', 'Lee', 'Ray', 'Edward', 'Wayne', 'Franklin', 'Eugene', 'Henry', 'Thomas', 'Dean', 'Earl', 'Lewis', 'Oscar', 'Pierce', 'Calvin', 'Morris', 'Neal', 'Bruce'];
const MIDDLES_F = ['Mae', 'Louise', 'Ann', 'Jean', 'Marie', 'Belle', 'Faye', 'Irene', 'Kay', 'Lynn', 'Ruth', 'Estelle', 'Pauline', 'Joy'];

const AREAS: Area[] = [
  {
    key: 'ok',
    state: 'OK',
    label: 'Creek and Osage Nations, Oklahoma',
    counties: ['Creek', 'Okmulgee', 'Tulsa', 'Osage'],
    mer: ['Indian Meridian', 'I.M.'],
    surnames: ['Harjo', 'Fixico', 'Yahola', 'Tiger', 'Bruner', 'Canard', 'Deere', 'Barnett', 'Grayson', 'Perryman', 'Kernell', 'Tiger', 'Hawkins', 'Pryor', 'Wolfe', 'Bigpond', 'Redcorn', 'Pappan', 'Mashunkashey', 'Ware', 'Kimmons', 'Stockton', 'Burkhalter', 'Gist', 'Naifeh', 'Criner', 'Lollar', 'Bolton', 'Claunch', 'Sixkiller'],
    men: MEN,
    women: WOMEN,
    companies: [['Deep Fork Oil', 'co', 1905], ['Red Fork Petroleum', 'corp', 1910], ['Cushing Crude', 'co', 1912], ['Sapulpa Gas', 'co', 1915], ['Hominy Creek Oil', 'inc', 1940], ['Bird Creek Energy', 'inc', 1975], ['Pawhuska Operating', 'llc', 1998], ['Verdigris Minerals', 'lp', 1990], ['Arkansas River Production', 'llc', 2004]],
    brokers: [['Green Country Land Services', 'llc', 1996], ['Tulsa Lease Brokerage', 'inc', 1978]],
    banks: ['First National Bank of Sapulpa', 'Federal Land Bank of Wichita', 'American National Bank of Okmulgee', 'Osage County State Bank'],
    joint: true,
    start: [1903, 1911],
    farmKinds: ['creek', 'osage', 'creekminor', 'creek'],
  },
  {
    key: 'ar',
    state: 'AR',
    label: 'Fayetteville Shale, Arkansas',
    counties: ['Van Buren', 'Conway', 'Cleburne', 'White'],
    mer: ['Fifth Principal Meridian', '5th P.M.'],
    surnames: ['Hensley', 'Treat', 'Bittle', 'Lemons', 'Wootton', 'Plumlee', 'Tackett', 'Cossey', 'Bradshaw', 'Cargile', 'Hollis', 'Sutterfield', 'Rushing', 'Qualls', 'Lynch', 'Goodnight', 'Rainbolt', 'Chism', 'Dillard', 'Pruett', 'Holt', 'Standridge', 'Burnett', 'Ragsdale', 'Simmons', 'Bearden', 'Gammill', 'Tollett'],
    men: MEN,
    women: WOMEN,
    companies: [['Ozark Gas', 'co', 1925], ['Arkla Exploration', 'co', 1950], ['Petit Jean Energy', 'inc', 1978], ['Little Red River Gas', 'llc', 2003], ['Arkoma Basin Production', 'llc', 2005], ['Cadron Creek Resources', 'lp', 2006], ['Fairfield Shale Operating', 'llc', 2007]],
    brokers: [['Natural State Land Services', 'llc', 2003], ['Cove Creek Leasing', 'inc', 2004]],
    banks: ['First State Bank of Clinton', 'Farmers and Merchants Bank of Conway', 'Federal Land Bank of St. Louis', 'Heber Springs State Bank'],
    joint: true,
    start: [1884, 1906],
    farmKinds: ['patent', 'patent', 'tax', 'patent'],
  },
  {
    key: 'tx',
    state: 'TX',
    label: 'Spraberry trend, Texas',
    counties: ['Reagan', 'Upton', 'Crockett', 'Irion'],
    mer: ['', ''],
    surnames: ['Stiles', 'Houser', 'Bean', 'Pettit', 'Noelke', 'Schwartz', 'Owens', 'Mertz', 'Couch', 'Rankin', 'Clegg', 'Hatcher', 'Lemmons', 'Teague', 'Barbee', 'Ratliff', 'Dunagan', 'Graves', 'Kincaid', 'Sherrod', 'Ivey', 'Holmsley', 'Duff', 'Schneemann', 'Atchison', 'Fulcher'],
    men: MEN,
    women: WOMEN,
    companies: [['Big Lake Oil', 'co', 1923], ['Santa Rita Petroleum', 'co', 1925], ['Concho Valley Oil', 'corp', 1949], ['Spraberry Operating', 'inc', 1952], ['Mertzon Production', 'llc', 2008], ['Stiles Ranch Minerals', 'lp', 1995], ['Middle Concho Resources', 'llc', 2011]],
    brokers: [['Permian Land Services', 'llc', 2004], ['Basin Title and Lease', 'inc', 1981]],
    banks: ['First National Bank of Big Lake', 'San Angelo National Bank', 'Federal Land Bank of Houston', 'Rankin State Bank'],
    joint: false,
    start: [1905, 1926],
    farmKinds: ['ul', 'ra', 'rr', 'ra'],
  },
  {
    key: 'ms',
    state: 'MS',
    label: 'Southwest Mississippi',
    counties: ['Adams', 'Wilkinson', 'Amite', 'Franklin'],
    mer: ['Washington Meridian', 'W.M.'],
    surnames: ['Stampley', 'Minor', 'Bisland', 'Gillespie', 'Causey', 'Netterville', 'Prater', 'Lea', 'Whittington', 'Bankston', 'Tillman', 'Dunbar', 'Stowers', 'Calcote', 'Gordon', 'Anders', 'Robinette', 'Byrnes', 'Newman', 'Mixon', 'Cupit', 'Lazarus', 'Sessions', 'Wactor', 'Sturdivant', 'Jenkins'],
    men: MEN,
    women: WOMEN,
    companies: [['Natchez Trace Oil', 'co', 1940], ['Homochitto Petroleum', 'corp', 1944], ['Buffalo River Gas', 'co', 1950], ['Sibley Exploration', 'inc', 1972], ['Tuscaloosa Marine Operating', 'llc', 2010], ['Amite River Minerals', 'lp', 1988], ['Wilkinson Shale Partners', 'llc', 2012]],
    brokers: [['Delta Land and Lease', 'llc', 2008], ['Magnolia Lease Services', 'inc', 1979]],
    banks: ['Britton and Koontz Bank of Natchez', 'Bank of Gloster', 'Federal Land Bank of New Orleans', 'Franklin County Bank'],
    joint: false,
    start: [1880, 1905],
    farmKinds: ['patent', 'irr', 'forest', 'patent'],
  },
  {
    key: 'co',
    state: 'CO',
    label: 'Piceance basin, Colorado',
    counties: ['Garfield', 'Rio Blanco', 'Mesa'],
    mer: ['Sixth Principal Meridian', '6th P.M.'],
    surnames: ['Oldland', 'Sheridan', 'Gerber', 'Starbuck', 'Dilts', 'Kilduff', 'Hoagland', 'Crockett', 'Ottley', 'Nesbitt', 'Purdy', 'Rader', 'Belton', 'Cornelius', 'Hyatt', 'Lindauer', 'Mahaffey', 'Pyeatt', 'Stutsman', 'Tolliver', 'Voorhees', 'Welder', 'Yost', 'Zeller'],
    men: MEN,
    women: WOMEN,
    companies: [['White River Oil Shale', 'corp', 1917], ['Grand Valley Oil', 'co', 1920], ['Book Cliffs Gas', 'co', 1955], ['Roan Plateau Energy', 'llc', 1998], ['Piceance Creek Gas', 'inc', 1976], ['Parachute Production', 'llc', 2004], ['Rifle Gap Minerals', 'lp', 1985]],
    brokers: [['Western Slope Land Services', 'llc', 2000], ['Colorado Plateau Leasing', 'inc', 1980]],
    banks: ['First National Bank of Glenwood Springs', 'Meeker State Bank', 'Federal Land Bank of Wichita', 'Grand Junction Savings and Loan Association'],
    joint: true,
    start: [1890, 1925],
    farmKinds: ['srha', 'homestead', 'placer', 'srha'],
  },
];

// ---------------------------------------------------------------- people

function newPerson(c: Ctx, o: { female?: boolean; last?: string; first?: string; middle?: string; res?: string; born?: number; suffix?: string; noMiddle?: boolean }): Person {
  const r = c.r;
  const a = c.area;
  for (let tries = 0; ; tries++) {
    const female = o.female ?? r.chance(0.3);
    const first = o.first ?? r.pick(female ? a.women : a.men);
    const last = o.last ?? r.pick(a.surnames);
    const middle = o.middle ?? (o.noMiddle || r.chance(0.15) ? '' : r.pick(female ? MIDDLES_F : MIDDLES_M));
    const suffix = o.suffix ?? '';
    const k1 = `${first}|${last}|${suffix}`;
    const k2 = `${first[0]}|${middle[0] ?? ''}|${last}|${suffix}`;
    if ((c.used.has(k1) || c.used.has(k2)) && tries < 200) continue;
    c.used.add(k1);
    c.used.add(k2);
    const p: Person = { id: `p${c.nextId++}`, kind: 'person', first, middle, last, suffix, female, maiden: '', res: o.res ?? r.pick(a.counties), resState: a.state, spouse: null, alive: true, born: o.born ?? 1880, namesake: false, base: '', form: 'fixed', restricted: false };
    c.people.push(p);
    return p;
  }
}

function marry(c: Ctx, h: Person): Person {
  const r = c.r;
  const maiden = r.pick(c.area.surnames.filter((s) => s !== h.last));
  const w = newPerson(c, { female: true, last: h.last, res: h.res, born: h.born + 2, middle: r.chance(0.35) ? maiden : undefined });
  w.maiden = maiden;
  h.spouse = w;
  w.spouse = h;
  return w;
}

const orgCache = new WeakMap<Ctx, Map<string, Person>>();
function org(c: Ctx, base: string, form: Person['form'], kind: 'org' | 'sov' = 'org'): Person {
  let m = orgCache.get(c);
  if (!m) orgCache.set(c, (m = new Map()));
  const have = m.get(base);
  if (have) return have;
  const p: Person = { id: `p${c.nextId++}`, kind, first: '', middle: '', last: '', suffix: '', female: false, maiden: '', res: '', resState: '', spouse: null, alive: true, born: 0, namesake: false, base, form, restricted: false };
  m.set(base, p);
  c.people.push(p);
  return p;
}
function company(c: Ctx, year: number, broker = false, not: Person[] = []): Person {
  const bad = new Set(not.map((p) => p.base));
  let list = (broker ? c.area.brokers : c.area.companies).filter(([b, , f]) => f <= year && !bad.has(b));
  if (!list.length) list = c.area.companies.filter(([b]) => !bad.has(b));
  const [b, f] = c.r.pick(list);
  return org(c, b, f);
}
const bank = (c: Ctx) => org(c, c.r.pick(c.area.banks), 'bank');

/** The name with what describes the person (marital status, residence); a namesake always with his county. */
function who(d: Inst, p: Person, role?: Role, sr = false): string {
  const n = role ? d.add(p, role, sr) : d.nm(p, sr);
  if (p.kind !== 'person') return p.kind === 'org' && d.c.r.chance(0.5) && p.form !== 'bank' ? `${n}, a ${d.c.r.pick(['Delaware', 'Texas', STATE_NAMES[d.c.area.state]])} ${p.form === 'llc' ? 'limited liability company' : p.form === 'lp' ? 'limited partnership' : 'corporation'}` : n;
  const r = d.c.r;
  const res = `${r.chance(0.5) ? 'of' : 'a resident of'} ${p.res} County, ${STATE_NAMES[p.resState]}`;
  const marital = p.spouse && p.spouse.alive ? '' : p.spouse ? (p.female ? r.pick(['a widow', 'a widow', 'a feme sole']) : 'a widower') : r.pick(['a single man', 'a single person', 'an unmarried man']).replace('man', p.female ? 'woman' : 'man');
  const bits = [n];
  if (marital && r.chance(0.6)) bits.push(marital);
  if (p.namesake || r.chance(0.5)) bits.push(res);
  return bits.join(', ');
}

// ---------------------------------------------------------------- farms and what is held

type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';
interface Sev {
  p: Person;
  frac: number;
  royalty: boolean;
  dormant: boolean;
}
interface Lease {
  file: string;
  lessors: Person[];
  joiners: Person[];
  holders: Person[];
  tracts: Tract[];
  stale: boolean;
  start: number;
  kind: 'fee' | 'sev' | 'sov' | 'fed' | 'ra';
  broker: boolean;
}
interface Farm {
  kind: string;
  county: string;
  tracts: Tract[];
  fee: Array<{ p: Person; share: number }>;
  joint: boolean;
  feeMin: number;
  sev: Sev[];
  sov: Person | null;
  leases: Lease[];
  t: number;
  gap: GapKind | null;
  gapDone: boolean;
  lifeTenant: Person | null;
  ladyBird: { owner: Person; bene: Person } | null;
  mortgage: { signers: Person[]; bank: Person; trustee: string; t: number } | null;
  children: Map<string, Person[]>;
  /** The last deed of the land, for a correction. */
  lastDeed: { grantor: Person; grantees: Person[]; spouse: Person; cat: string; t: number } | null;
  n: number;
}

const FR: Record<string, string> = { '1/2': 'one-half', '1/4': 'one-fourth', '1/8': 'one-eighth', '3/4': 'three-fourths', '1/16': 'one-sixteenth', '3/8': 'three-eighths', '3/16': 'three-sixteenths', '1/3': 'one-third', '1/6': 'one-sixth', '1/32': 'one-thirty-second', '1/12': 'one-twelfth', '1/24': 'one-twenty-fourth' };
function fracStr(x: number): string {
  for (const den of [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]) {
    const num = Math.round(x * den);
    if (Math.abs(num / den - x) < 1e-9) {
      const g = gcd(num, den);
      return `${num / g}/${den / g}`;
    }
  }
  return x.toFixed(4);
}
function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a;
}
function fracText(x: number, r: Rng): string {
  const s = fracStr(x);
  const w = FR[s];
  if (!w) return s;
  return r.pick([`${w} (${s})`, s, w, `${w} (${s})`]);
}

const alive = (ps: Person[]) => ps.every((p) => p.alive);
const holders = (f: Farm) => f.fee.map((h) => h.p);
/** Spouses who join a conveyance only to release marital rights (not holders). */
function joiners(f: Farm): Person[] {
  const hs = holders(f);
  return hs.map((p) => p.spouse).filter((s): s is Person => !!s && s.alive && !hs.includes(s));
}
function staleFeeLeases(f: Farm) {
  for (const l of f.leases) if (l.kind === 'fee' || l.kind === 'ra') l.stale = true;
}
function staleSevLeases(f: Farm, p: Person) {
  for (const l of f.leases) if (l.kind === 'sev' && l.lessors.includes(p)) l.stale = true;
}
function sigLines(d: Inst, ps: Person[]): string {
  return ps.map((p) => `______________________________\n${d.nm(p)}`).join('\n\n');
}
function listNames(ns: string[]): string {
  if (ns.length <= 1) return ns.join('');
  return `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}
function consideration(r: Rng, year: number, nominal = false): string {
  if (nominal) return r.pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS ($10.00) and other valuable consideration', 'the sum of One Dollar ($1.00) and other good and valuable considerations']);
  const amt = Math.round((year < 1940 ? 200 + r.int(3000) : year < 1980 ? 2000 + r.int(40000) : 20000 + r.int(400000)) / 50) * 50;
  return r.pick([`the sum of ${amt.toLocaleString('en-US')}.00 Dollars`, `${numberWords(Math.min(amt, 999999)).replace(/^./, (x) => x.toUpperCase())} Dollars ($${amt.toLocaleString('en-US')}.00)`, `Ten Dollars and other good and valuable consideration`]);
}
function descBlock(c: Ctx, f: Farm, opts: { county?: boolean } = {}): string {
  const ds = f.tracts.map((t) => describe(t, c.r, opts));
  if (ds.length === 1) return ds[0];
  return ds.map((x, i) => `Tract ${i + 1}: ${x}`).join(';\n\n');
}
/** Dates of an ordinary acknowledged instrument: executed, acknowledged a few days later, filed later. */
function dates(c: Ctx, t: number) {
  const ack = t + c.r.int(8) * DAY;
  const rec = ack + (1 + c.r.int(50)) * DAY;
  return { exec: t, ack, rec };
}

// ---------------------------------------------------------------- first links

function patentDoc(c: Ctx, f: Farm, sov: Person, grantees: Person[], t: number, mode: 'creek' | 'osage' | 'us' | 'srha' | 'placer' | 'txra' | 'mstax', extra = '') {
  const r = c.r;
  const d = new Inst(c, yearOf(t), 'full');
  const sovName = d.add(sov, 'grantor');
  const gs = grantees.map((g) => d.add(g, 'grantee'));
  const gList = listNames(gs);
  const desc = f.tracts.map((tr) => describe(tr, r, { patent: mode === 'us' || mode === 'srha' ? r.chance(0.6) : false })).join('; and ');
  const rec = t + (30 + r.int(r.chance(0.5) ? 3000 : 300)) * DAY;
  let text = '';
  const chief = officer(c);
  if (mode === 'creek') {
    const appr = t + (10 + r.int(80)) * DAY;
    text = `${r.pick(['ALLOTMENT DEED', 'CREEK ALLOTMENT DEED', 'HOMESTEAD AND ALLOTMENT DEED'])}\n\n${sovName.toUpperCase()}, INDIAN TERRITORY.\n\nTO ALL WHOM THESE PRESENTS SHALL COME, GREETING:\n\nWHEREAS, by the Act of Congress approved March 1, 1901 (31 Stats., 861), as amended by the Act approved June 30, 1902, it is provided that each citizen of the Creek Nation shall receive an allotment of land, and that the Principal Chief shall execute and deliver to each citizen a deed conveying the land so allotted; and WHEREAS the Commission to the Five Civilized Tribes has certified that the land hereinafter described has been selected by or on behalf of ${gList}, ${grantees[0].restricted ? 'a full-blood ' : ''}citizen of said Nation, Creek Roll No. ${1000 + r.int(9000)}, as ${grantees[0].female ? 'her' : 'his'} allotment:\n\nNOW, THEREFORE, I, the undersigned, the Principal Chief of the ${sovName}, by virtue of the power and authority vested in me by said Acts, have granted and conveyed, and by these presents do grant and convey unto the said ${gList} all right, title and interest of the ${sovName} and of all other citizens of said Nation in and to the following described land, to wit:\n\n${desc}\n\n${extra}IN WITNESS WHEREOF, I, the Principal Chief of the ${sovName}, have hereunto set my hand and caused the Great Seal of said Nation to be affixed, ${dDay(t, r)}.\n\n${sovName.toUpperCase()}\nBy ${chief}, Principal Chief.\n\nDEPARTMENT OF THE INTERIOR. Approved ${dLong(appr)}.\n${officer(c)}, Secretary of the Interior.\n\nRecorded in the office of the Commissioner to the Five Civilized Tribes, Book ${r.int(90)}, Page ${r.int(600)}.\n\n${recStamp(c, rec, f.county)}`;
  } else if (mode === 'osage') {
    const appr = t + (10 + r.int(80)) * DAY;
    text = `DEED -- OSAGE ALLOTMENT\n\nKNOW ALL MEN BY THESE PRESENTS: That the ${sovName}, in the State of Oklahoma, acting by and through its Principal Chief, pursuant to the provisions of the Act of Congress approved June 28, 1906 (34 Stat. 539), entitled "An Act for the division of the lands and funds of the Osage Indians in Oklahoma Territory", does hereby grant and convey unto ${gList}, Osage Allottee No. ${100 + r.int(2100)}, the following described land, being a part of the ${r.pick(['surplus', 'homestead', 'first selection'])} allotment of said allottee:\n\n${desc}\n\nEXCEPTING AND RESERVING, HOWEVER, unto the ${sovName} all of the oil, gas, coal and other minerals in and under said land, as provided in Section 3 of said Act, the same to be leased and disposed of only by said Tribe under the rules of the Secretary of the Interior.\n\nIN WITNESS WHEREOF, the ${sovName} has caused this deed to be signed by its Principal Chief ${dDay(t, r)}.\n\n${sovName.toUpperCase()}, By ${chief}, Principal Chief of the Osage Nation\n\nApproved: ${dLong(appr)}\n${officer(c)}, Assistant Secretary of the Interior\n\n${recStamp(c, rec, f.county)}`;
  } else if (mode === 'us' || mode === 'srha' || mode === 'placer') {
    const office = { ar: 'Harrison', ms: 'Jackson', co: 'Glenwood Springs', ok: 'Guthrie', tx: '' }[c.area.key];
    const act = mode === 'srha' ? 'the Act of Congress approved December 29, 1916 (39 Stat. 862), entitled "An Act to provide for stock-raising homesteads, and for other purposes"' : mode === 'placer' ? 'the Act of Congress of May 10, 1872, and the Acts supplemental thereto, for the sale of placer mining claims' : r.pick(['the Act of Congress approved 20th May, 1862, "To secure Homesteads to actual Settlers on the Public Domain," and the acts supplemental thereto', 'the Act of Congress of April 24, 1820, entitled "An Act making further provision for the sale of the Public Lands"']);
    const reserve = mode === 'srha' ? `\n\nEXCEPTING AND RESERVING, however, to the United States all the coal and other minerals in the lands so entered and patented, together with the right to prospect for, mine, and remove the same pursuant to the provisions and limitations of the Act of December 29, 1916 (39 Stat. 862).` : '';
    const claim = mode === 'placer' ? 'the placer mining claim described as ' : '';
    text = `${r.pick(['THE UNITED STATES OF AMERICA,', 'The United States of America'])}\n${r.pick(['To all to whom these presents shall come, Greeting:', 'TO ALL TO WHOM THESE PRESENTS SHALL COME, GREETING:'])}\n\n${mode === 'placer' ? 'Mineral Certificate' : 'Homestead Certificate'} No. ${1000 + r.int(20000)}\nApplication ${r.int(30000)}\n\nWHEREAS there has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${office || 'Washington'}, whereby it appears that, pursuant to ${act}, the claim of ${gList} has been established and duly consummated, in conformity to law, for ${claim}${desc};\n\nNOW KNOW YE, That there is, therefore, granted by the ${sovName} unto the said ${gList} the tract of land above described; TO HAVE AND TO HOLD the said tract of land, with the appurtenances thereof, unto the said ${gList} and to ${grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever.${reserve}\n\nIN TESTIMONY WHEREOF, I, ${officer(c)}, President of the United States of America, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, ${r.chance(0.5) ? dWords(t) : dDay(t, r)}, and of the Independence of the United States the ${r.pick(['one hundred and thirtieth', 'one hundred and twenty-second', 'one hundred and fortieth'])}.\n\nBy the President: ${officer(c)}, Secretary.\n${officer(c)}, Recorder of the General Land Office.\n\nRecorded: Patent Number ${10000 + r.int(900000)}\n\n${recStamp(c, rec, f.county)}`;
  } else if (mode === 'txra') {
    text = `PATENT\n\nTHE STATE OF TEXAS,\nTo All to Whom These Presents Shall Come, Know Ye:\n\nThat I, ${officer(c)}, Governor of the State aforesaid, by virtue of the authority vested in me by law, and in accordance with the laws of said State in such cases provided, have granted, and by these presents do grant, to ${gList}, ${grantees.length > 1 ? 'their' : 'his'} heirs or assigns forever, the land situated in ${f.county} County, described as follows: ${desc}, the same having been sold to the said ${gList} under the Acts of the Legislature for the sale of the public free school lands, the minerals therein being classified as mineral lands and reserved to the State of Texas, subject to the Act of 1919 commonly called the Relinquishment Act.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the seal of the General Land Office, at the City of Austin, ${dDay(t, r)}.\n\n${officer(c)}, Governor\n${officer(c)}, Commissioner of the General Land Office\n\nFile No. ${r.int(99999)}   Vol. ${r.int(60)}\n\n${recStamp(c, rec, f.county)}`;
  } else {
    text = extra;
  }
  const file = emit(c, d, { cat: 'patent', exec: t, ack: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, f.tracts, 'fee', [sov], grantees);
  return file;
}

// ---------------------------------------------------------------- deeds of the land

interface DeedOpts {
  grantors: Person[];
  joins: Person[];
  grantees: Person[];
  t: number;
  cat: 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed';
  reserve?: { text: string } | null;
  lifeEstate?: boolean;
  gift?: boolean;
  approval?: boolean;
  correction?: boolean;
  granteeJoint?: boolean;
  sr?: Set<string>;
}

function deedDoc(c: Ctx, f: Farm, o: DeedOpts): string {
  const r = c.r;
  const y = yearOf(o.t);
  const d = new Inst(c, y);
  const { exec, ack, rec } = dates(c, o.t);
  const gr = o.grantors.map((p) => who(d, p, 'grantor', o.sr?.has(p.id)));
  const jn = o.joins.map((p) => d.add(p, 'grantor'));
  const ge = o.grantees.map((p) => who(d, p, 'grantee'));
  const spouseOf = (p: Person) => o.grantors.find((g) => g.spouse === p);
  const grantorPhrase = listNames([...gr, ...jn.map((n, i) => `${n}, ${r.pick(['his wife', 'wife of the said ' + d.nm(spouseOf(o.joins[i])!), 'his spouse'])}`)]);
  const granteePhrase = listNames(ge) + (o.granteeJoint ? r.pick([', husband and wife, as joint tenants and not as tenants in common, with full rights of survivorship', ', husband and wife, as tenants by the entirety', ', as joint tenants with right of survivorship']) : '');
  const cons = consideration(r, y, o.gift);
  const giftWords = o.gift ? ` and the love and affection which ${o.grantors.length > 1 ? 'they bear' : 'the grantor bears'} toward ${o.grantees.length > 1 ? 'the grantees, their children' : 'the grantee, a child of the grantor'}` : '';
  const desc = descBlock(c, f);
  const resv = o.reserve ? `\n\n${r.pick(['SAVE AND EXCEPT, and there is hereby reserved unto the grantors', 'LESS AND EXCEPT, and the Grantors hereby reserve and retain unto themselves, their heirs and assigns,', 'There is excepted from this conveyance and reserved to the Grantor'])} ${o.reserve.text}.` : '';
  const life = o.lifeEstate ? `\n\nThe Grantor${o.grantors.length > 1 ? 's' : ''} hereby reserve${o.grantors.length > 1 ? '' : 's'} unto ${o.grantors.length > 1 ? 'themselves' : 'himself'} the use, possession and income of the above described land for and during the term of ${o.grantors.length > 1 ? 'their natural lives and the life of the survivor of them' : 'his natural life'}, the remainder to vest in the Grantee${o.grantees.length > 1 ? 's' : ''}.` : '';
  const words = o.cat === 'quitclaim_deed' ? r.pick(['remise, release and forever quitclaim', 'quitclaim, release and relinquish', 'remise, release and quit-claim']) : o.cat === 'special_warranty_deed' ? r.pick(['grant, bargain, sell and convey', 'grant, sell and convey']) : c.area.key === 'ms' ? r.pick(['convey and warrant', 'sell, convey and warrant']) : c.area.key === 'ar' ? 'grant, bargain and sell' : r.pick(['grant, bargain, sell and convey', 'grant, bargain, sell, convey and warrant']);
  const warranty = o.cat === 'quitclaim_deed' ? '' : o.cat === 'special_warranty_deed' ? `\n\nAnd the Grantor${o.grantors.length > 1 ? 's do' : ' does'} hereby bind ${o.grantors.length > 1 ? 'themselves' : 'himself'}, ${o.grantors.length > 1 ? 'their' : 'his'} heirs and assigns, to WARRANT AND FOREVER DEFEND the title to said land unto the Grantee${o.grantees.length > 1 ? 's' : ''} against every person whomsoever lawfully claiming or to claim the same or any part thereof, by, through or under the Grantor${o.grantors.length > 1 ? 's' : ''}, but not otherwise.` : `\n\n${r.pick(['And the grantors do hereby covenant with the grantees that they are lawfully seized of said land, that it is free from all encumbrances, and that they will forever warrant and defend the title thereto against the lawful claims of all persons whomsoever.', 'And we hereby covenant with the said grantee that we will forever warrant and defend the title to said lands against all lawful claims whatever.', 'Grantors do hereby warrant and will forever defend the title to the premises against the lawful claims and demands of all persons whomsoever.'])}`;
  const relinq = c.area.key === 'ar' && o.joins.length ? `\n\nAnd I, ${jn.join(' and ')}, ${r.pick(['wife', 'spouse'])} of the said ${d.nm(spouseOf(o.joins[0])!)}, for and in consideration of the said sum of money, do hereby release and relinquish unto the said grantee${o.grantees.length > 1 ? 's' : ''} all my right of dower, curtesy and homestead in and to the said lands.` : o.joins.length && r.chance(0.5) ? `\n\n${listNames(jn)} join${o.joins.length > 1 ? '' : 's'} herein to release and relinquish any and all homestead, dower and marital rights in and to the above described property.` : '';
  const approval = o.approval ? `\n\nORDER APPROVING CONVEYANCE\n\nIN THE COUNTY COURT OF ${f.county.toUpperCase()} COUNTY, STATE OF OKLAHOMA\n\nNow on this ${ordinal(parts(ack + DAY).d)} day of ${MONTHS[parts(ack + DAY).m]}, ${parts(ack + DAY).y}, the foregoing deed executed by ${listNames(gr.map((g) => g.split(',')[0]))}, full-blood ${r.pick(['Creek', 'Muskogee Creek'])} Indian heir${o.grantors.length > 1 ? 's' : ''} of the allottee, comes on for hearing in open court, notice having been given as required by law, and the Court, having examined the grantor${o.grantors.length > 1 ? 's' : ''} and heard the evidence as to the adequacy of the consideration, finds that the consideration is fair and reasonable and that said conveyance should be approved, pursuant to Section 9 of the Act of Congress of May 27, 1908 (35 Stat. 312).\n\nIT IS THEREFORE ORDERED that said conveyance be and the same is hereby approved.\n\n${officer(c)}, County Judge` : '';
  const title = o.correction ? `CORRECTION ${o.cat === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : o.cat === 'quitclaim_deed' ? 'QUITCLAIM DEED' : 'WARRANTY DEED'}` : o.gift ? r.pick(['GIFT DEED', 'DEED OF GIFT', o.cat === 'warranty_deed' ? 'WARRANTY DEED (GIFT)' : 'DEED']) : o.cat === 'quitclaim_deed' ? r.pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED', 'QUIT-CLAIM DEED']) : o.cat === 'special_warranty_deed' ? r.pick(['SPECIAL WARRANTY DEED', 'DEED']) : r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', c.area.key === 'ar' ? 'WARRANTY DEED (With Relinquishment of Dower and Homestead)' : c.area.key === 'ok' ? 'GENERAL WARRANTY DEED (Oklahoma Statutory Form)' : 'WARRANTY DEED']);
  const corr = o.correction ? `\n\nThis Correction Deed is given to correct that certain deed dated ${dLong(f.lastDeed!.t)} from ${d.nm(o.grantors[0])} to ${listNames(o.grantees.map((g) => d.nm(g)))}, in which the spouse of the grantor failed to join, and is made in confirmation of the title conveyed thereby.` : '';
  const signers = [...o.grantors, ...o.joins];
  const v = y >= 1990 ? r.int(3) : r.int(2);
  let body: string;
  if (v === 2) {
    body = `${preparedBy(c, y)}\n${title}\n\nDate: ${dLong(exec)}\n\nGrantor${signers.length > 1 ? 's' : ''}: ${grantorPhrase}\n\nGrantee${o.grantees.length > 1 ? 's' : ''}: ${granteePhrase}\n\nConsideration: ${cons}${giftWords}.\n\nProperty (including any improvements):\n${desc}${resv}${life}\n\nGrantor${signers.length > 1 ? 's' : ''}, for the Consideration, ${words} to Grantee${o.grantees.length > 1 ? 's' : ''} the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee${o.grantees.length > 1 ? 's' : ''} and Grantee's heirs, successors and assigns forever.${warranty}${relinq}${corr}\n\n${sigLines(d, signers)}`;
  } else if (v === 1 || c.area.key === 'ms') {
    const cap = c.area.key === 'ms' ? `${venue(c, f.county)}\n\n${title}\n\n` : `${title}\n\n`;
    body = `${preparedBy(c, y)}\n${cap}FOR AND IN CONSIDERATION of ${cons}${giftWords}, cash in hand paid, the receipt and sufficiency of which ${r.pick(['is hereby acknowledged', 'are hereby acknowledged'])}, ${o.grantors.length + o.joins.length > 1 ? 'we' : 'I'}, ${grantorPhrase}, ${r.pick(['do hereby', 'hereby'])} ${words} unto ${granteePhrase}, the following described land lying and being situated in ${f.county} County, ${STATE_NAMES[c.area.state]}, to wit:\n\n${descBlock(c, f, { county: false })}${resv}${life}${warranty}${relinq}${corr}\n\nWITNESS ${o.grantors.length + o.joins.length > 1 ? 'our' : 'my'} signature${signers.length > 1 ? 's' : ''}, ${dDay(exec, r)}.\n\n${sigLines(d, signers)}`;
  } else {
    body = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS:\n\nThat ${grantorPhrase}, ${o.grantors.length + o.joins.length > 1 ? 'parties' : 'party'} of the first part, for and in consideration of ${cons}${giftWords}, in hand paid by ${granteePhrase}, ${o.grantees.length > 1 ? 'parties' : 'party'} of the second part, the receipt whereof is hereby acknowledged, ${r.pick(['do hereby', 'have this day', 'do by these presents'])} ${words} unto the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part the following described real estate and premises, situated in ${f.county} County, State of ${STATE_NAMES[c.area.state]}, to wit:\n\n${descBlock(c, f, { county: false })}${resv}${life}\n\nTO HAVE AND TO HOLD the same, together with all and singular the tenements, hereditaments and appurtenances thereto belonging, unto the said part${o.grantees.length > 1 ? 'ies' : 'y'} of the second part, ${o.grantees.length > 1 ? 'their' : 'his'} heirs and assigns forever.${warranty}${relinq}${corr}\n\nIN WITNESS WHEREOF, the said part${signers.length > 1 ? 'ies' : 'y'} of the first part ${signers.length > 1 ? 'have' : 'has'} hereunto set ${signers.length > 1 ? 'their hands' : 'his hand'} ${dDay(exec, r)}.\n\n${sigLines(d, signers)}`;
  }
  const text = `${body}\n\n${ackAny(c, d, signers, ack, f.county)}${approval}\n\n${recStamp(c, rec, f.county)}`;
  const file = emit(c, d, { cat: o.cat, exec, ack, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, f.tracts, 'fee', o.grantors, o.grantees, !o.correction);
  link(c, file, f.tracts, 'fee', o.joins, o.grantees, false);
  return file;
}

// ---------------------------------------------------------------- minerals and royalty

function mineralDoc(c: Ctx, f: Farm, grantors: Person[], joins: Person[], grantee: Person, t: number, what: { frac: number | null; royalty?: boolean; exact?: boolean; quit?: boolean }, required = true): string {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const { exec, ack, rec } = dates(c, t);
  const gr = grantors.map((p) => who(d, p, 'grantor'));
  const jn = joins.map((p) => d.add(p, 'grantor'));
  const ge = who(d, grantee, 'grantee');
  const all = listNames([...gr, ...jn]);
  const share = what.frac == null ? r.pick(['all of the right, title and interest of the Grantor', 'all of Grantor\'s undivided interest']) : `an undivided ${fracText(what.frac, r)} interest`;
  const minerals = r.pick(['the oil, gas and other minerals', 'all oil, gas and other minerals', 'the oil, gas, casinghead gas and all other minerals']);
  let title: string;
  let grant: string;
  if (what.royalty) {
    title = r.pick(['ROYALTY DEED', 'ROYALTY CONVEYANCE', 'CONVEYANCE OF ROYALTY INTEREST']);
    grant = `${share} in and to all of the royalty and the proceeds of production of oil, gas and other minerals that may be produced from the following described land, it being understood that the Grantee shall not participate in any bonus or delay rental nor be required to join in any lease, the executive right remaining with the Grantor`;
  } else if (what.quit) {
    title = r.pick(['MINERAL QUITCLAIM DEED', 'QUITCLAIM DEED (Minerals Only)']);
    grant = `${share} in and to ${minerals} in and under and that may be produced from the following described land`;
  } else {
    title = r.pick(['MINERAL DEED', 'MINERAL DEED', 'MINERAL RIGHT AND ROYALTY TRANSFER', 'CONVEYANCE OF OIL, GAS AND MINERALS', c.area.key === 'ms' ? 'MINERAL RIGHT DEED' : 'MINERAL DEED']);
    grant = `${share} in and to ${minerals} in, on and under and that may be produced from the following described lands`;
  }
  const cat = what.royalty ? 'royalty_deed' : what.quit ? 'quitclaim_deed' : 'mineral_deed';
  const words = what.quit ? 'remise, release and quitclaim' : r.pick(['grant, bargain, sell, convey, transfer, assign and deliver', 'grant, sell and convey', 'sell, assign, transfer and convey']);
  const v = r.int(2);
  let body: string;
  if (v === 0) {
    body = `${title}\n\n${venue(c, f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${all}, hereinafter called Grantor (whether one or more), for and in consideration of ${consideration(r, y, true)}, cash in hand paid by ${ge}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${r.pick(['does', 'do'])} hereby ${words} unto said Grantee ${grant}, situated in ${f.county} County, ${STATE_NAMES[c.area.state]}, to wit:\n\n${descBlock(c, f, { county: false })}\n\nThis conveyance is made subject to any valid and subsisting oil and gas lease of record heretofore executed, but it covers and includes ${what.frac == null ? 'all' : `${fracStr(what.frac)}`} of all the oil royalty and gas rental or royalty due and to be paid under the terms of any such lease.\n\nTO HAVE AND TO HOLD the above described property, together with all and singular the rights and appurtenances thereto in any wise belonging, unto the said Grantee, ${grantee.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever${what.quit ? '' : ', and Grantor does hereby bind himself, his heirs, executors and administrators, to warrant and forever defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof'}.\n\nWITNESS ${grantors.length + joins.length > 1 ? 'our' : 'my'} hand${grantors.length + joins.length > 1 ? 's' : ''} this ${ordinal(parts(exec).d)} day of ${MONTHS[parts(exec).m]}, ${parts(exec).y}.\n\n${sigLines(d, [...grantors, ...joins])}`;
  } else {
    body = `${preparedBy(c, y)}\n${title}\n\nDate: ${dLong(exec)}\nGrantor: ${all}\nGrantee: ${ge}\nLands: ${descBlock(c, f)}\nInterest conveyed: ${what.frac == null ? "all of Grantor's interest" : `an undivided ${fracStr(what.frac)} interest`} in and to the ${what.royalty ? 'royalty' : 'oil, gas and other minerals'}\n\nFor good and valuable consideration, the receipt of which is acknowledged, Grantor ${words.split(',')[0]}s to Grantee ${grant}, as described above, together with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals${what.royalty ? '' : ', and storing, handling, transporting and marketing the same therefrom'}.\n\nEXECUTED on the date first written above.\n\n${sigLines(d, [...grantors, ...joins])}`;
  }
  const text = `${body}\n\n${ackAny(c, d, [...grantors, ...joins], ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  const file = emit(c, d, { cat, exec, ack, rec, tracts: f.tracts, fee: false, estates: ['mineral'] }, text);
  link(c, file, f.tracts, 'mineral', grantors, [grantee], required);
  link(c, file, f.tracts, 'mineral', joins, [grantee], false);
  return file;
}

// ---------------------------------------------------------------- deaths

/** An affidavit of heirship or a probate decree: every holding of the decedent on the farm passes. */
function heirshipDoc(c: Ctx, f: Farm, dec: Person, heirs: Person[], shares: number[], death: number, t: number, kind: 'affidavit' | 'probate', estates: Estate[], sr: boolean): string {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const decName = d.add(dec, 'decedent', sr);
  const hs = heirs.map((h) => d.addR(h, 'heir'));
  const spouse = heirs.find((h) => h === dec.spouse);
  const rec = t + (2 + r.int(60)) * DAY;
  const shareLines = heirs.map((h, i) => `${hs[i]}, ${h === dec.spouse ? (dec.female ? 'surviving husband' : 'surviving wife') : h.female ? 'daughter' : 'son'}${h.spouse && h.spouse.alive && h !== dec.spouse ? ` (${h.female ? 'wife' : 'husband'} of ${personName(h.spouse, 'nomid')})` : ''}, an undivided ${fracStr(shares[i])} interest`).join(';\n');
  const held = estates.includes('fee') ? (estates.includes('mineral') ? 'the land hereinafter described and certain mineral interests therein' : 'the land hereinafter described') : 'an undivided mineral interest in the land hereinafter described';
  let text: string;
  let cat: string;
  let exec: number;
  if (kind === 'affidavit') {
    cat = 'affidavit_of_heirship';
    exec = t;
    const aff = newPerson(c, { res: f.county });
    const affName = d.add(aff, 'other');
    text = `${r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT OF DEATH AND HEIRSHIP', 'AFFIDAVIT AS TO HEIRSHIP'])}\n\n${venue(c, f.county)}\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${affName}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. I am ${r.pick(['a neighbor of', 'well acquainted with', 'a longtime friend of'])} the family of ${decName}, deceased, and have known the family for more than ${10 + r.int(30)} years. I am not related to the decedent by blood or marriage.\n\n2. ${decName} died intestate ${r.pick(['on', 'in ' + f.county + ' County on'])} ${dLong(death)}, a resident of ${dec.res} County, ${STATE_NAMES[dec.resState]}. No administration has been had upon the estate of the decedent and none is necessary.\n\n3. At the time of ${dec.female ? 'her' : 'his'} death the decedent owned ${held}, described as follows:\n\n${descBlock(c, f)}\n\n4. ${spouse ? `The decedent was married but once, to ${d.nm(spouse)}, who survived ${dec.female ? 'her' : 'him'}.` : `The decedent's spouse predeceased ${dec.female ? 'her' : 'him'}, and ${dec.female ? 'she' : 'he'} did not remarry.`} The decedent left surviving the following, who are ${dec.female ? 'her' : 'his'} only heirs at law, and who inherited ${dec.female ? 'her' : 'his'} interest in said property as follows:\n\n${shareLines}.\n\n${sigLines(d, [aff])}\n\nSUBSCRIBED AND SWORN TO before me ${dDay(t, r)}.\n\n${officer(c)}, Notary Public`;
  } else {
    cat = 'probate';
    exec = t;
    const court = { ok: 'COUNTY COURT', ar: 'PROBATE COURT', tx: 'COUNTY COURT', ms: 'CHANCERY COURT', co: 'DISTRICT COURT' }[c.area.key];
    const title = { ok: 'DECREE DETERMINING HEIRS AND FINAL DISTRIBUTION', ar: 'ORDER DETERMINING HEIRSHIP AND DISTRIBUTION', tx: 'JUDGMENT DECLARING HEIRSHIP', ms: 'DECREE ADJUDICATING HEIRSHIP', co: 'DECREE OF FINAL DISTRIBUTION' }[c.area.key];
    text = `IN THE ${court} OF ${f.county.toUpperCase()} COUNTY, ${STATE_NAMES[c.area.state].toUpperCase()}\n\nIN THE MATTER OF THE ESTATE OF ${d.nm(dec, sr).toUpperCase()}, DECEASED.     No. ${r.pick(['P-', 'PB-', ''])}${r.int(9000)}\n\n${title}\n\nOn this day came on to be heard the petition ${r.chance(0.5) ? `of ${hs[0]}` : 'herein'} for a determination of the heirs of ${decName}, deceased, and the Court, having heard the evidence, finds that due notice has been given as required by law; that ${decName} died ${r.pick(['intestate', 'intestate'])} on ${dLong(death)}, being at the time of ${dec.female ? 'her' : 'his'} death a resident of ${dec.res} County${dec.restricted ? ', a full-blood citizen of the Creek Nation' : ''}; that the decedent left surviving as ${dec.female ? 'her' : 'his'} sole and only heirs at law the following persons, who are entitled to the estate in the following proportions:\n\n${shareLines};\n\nand that the decedent owned at ${dec.female ? 'her' : 'his'} death ${held}, to wit:\n\n${descBlock(c, f)}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED by the Court that the persons above named are the sole heirs of said decedent, and that the said property be and the same is hereby distributed and vested in them in the proportions above set forth.\n\n${r.pick(['DONE IN OPEN COURT', 'SIGNED AND ENTERED', 'ORDERED'])} ${dDay(t, r)}.\n\n${officer(c)}\n${c.area.key === 'ms' ? 'Chancellor' : 'Judge'}\n\nA TRUE COPY, ATTEST: ${dLong(t + 3 * DAY)}   ${officer(c)}, Clerk`;
  }
  text += `\n\n${recStamp(c, rec, f.county, 'misc')}`;
  const file = emit(c, d, { cat, exec, ack: null, rec, death, tracts: f.tracts, fee: estates.includes('fee'), estates }, text);
  for (const e of estates) link(c, file, f.tracts, e, [dec], heirs);
  return file;
}

/** A survivor's affidavit of the death of a joint tenant (a couple who held together). */
function survivorDoc(c: Ctx, f: Farm, dec: Person, surv: Person, death: number, t: number, estates: Estate[]): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const rec = t + (2 + r.int(40)) * DAY;
  const sv = d.addR(surv, 'other');
  const dc = d.add(dec, 'decedent');
  const title = c.area.key === 'ar' ? 'AFFIDAVIT OF SURVIVING TENANT BY THE ENTIRETY' : r.pick(['AFFIDAVIT OF SURVIVING JOINT TENANT', 'AFFIDAVIT OF DEATH OF JOINT TENANT']);
  const text = `${title}\n\n${venue(c, f.county)}\n\n${sv}, of lawful age, being first duly sworn, deposes and says: that ${dc}, the decedent named in the certified copy of the death certificate attached hereto, died on ${dLong(death)}; that the affiant and the decedent acquired title to the following described real property as joint tenants${c.area.key === 'ar' ? ' (tenants by the entirety)' : ''}, with right of survivorship, and were husband and wife at the time of the decedent's death:\n\n${descBlock(c, f)}\n\nand that the affiant, as survivor, is now the sole owner of said property.\n\n${sigLines(d, [surv])}\n\nSubscribed and sworn to before me ${dDay(t, r)}.\n\n${officer(c)}, Notary Public\n\n${recStamp(c, rec, f.county, 'misc')}`;
  const file = emit(c, d, { cat: 'other', exec: t, ack: null, rec, death, tracts: f.tracts, fee: false, estates: [] }, text);
  for (const e of estates) link(c, file, f.tracts, e, [dec], [surv], false);
  return file;
}

// ---------------------------------------------------------------- leases and what follows them

function leaseDoc(c: Ctx, f: Farm, lessors: Person[], joins: Person[], lessee: Person, t: number, kind: Lease['kind'], broker: boolean): Lease {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const paidUp = y >= 1975 && r.chance(0.6);
  const memo = paidUp && r.chance(0.4);
  const ls = lessors.map((p) => who(d, p, 'lessor'));
  const jn = joins.map((p) => d.add(p, 'lessor'));
  const le = who(d, lessee, 'lessee');
  const term = r.pick([3, 5, 5, 10]);
  const roy = y < 1970 ? '1/8' : r.pick(['3/16', '1/5', '1/4', '1/8']);
  let exec: number | null = t;
  let eff: number | null = null;
  let ack = t + r.int(8) * DAY;
  const rec = ack + (1 + r.int(40)) * DAY;
  if (paidUp) {
    exec = null;
    eff = t;
    ack = t + (2 + r.int(25)) * DAY;
  }
  const lessorPhrase = listNames([...ls, ...jn]);
  let text: string;
  if (kind === 'fed') {
    const eff2 = mk(parts(t).y, parts(t).m + 1, 1);
    const fedRec = eff2 + (10 + r.int(60)) * DAY;
    const sovName = d.nm(f.sov!);
    text = `Form 3100-11\nUNITED STATES\nDEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\n\nOFFER TO LEASE AND LEASE FOR OIL AND GAS\n\nSerial No. COC-${10000 + r.int(80000)}\n\nThe undersigned offers to lease all or any of the lands in Item 2 that are available for lease pursuant to the Mineral Leasing Act of 1920, as amended and supplemented (30 U.S.C. 181 et seq.).\n\n1. Name of offeror: ${le}\n   P.O. Box ${100 + r.int(9000)}, Denver, Colorado\n\n2. Land requested: ${descBlock(c, f)}\n\nTotal acres applied for: ${f.tracts.reduce((s2, x) => s2 + (x.t.acres ?? 0), 0).toFixed(2)}\n\nThis lease is issued by the ${sovName}, as lessor, for a primary term of ${term} years and so long thereafter as oil or gas is produced in paying quantities, at a royalty of 12 1/2 percent.\n\nTHE UNITED STATES OF AMERICA\nBy ${officer(c)}, Chief, Fluid Minerals Adjudication\n\n${dLong(t)}\n(Date)\n\nEFFECTIVE DATE OF LEASE: ${dLong(eff2)}\n\n${recStamp(c, fedRec, f.county, 'oil')}`;
    const file = emit(c, d, { cat: 'oil_and_gas_lease', exec: t, ack: null, eff: eff2, rec: fedRec, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
    link(c, file, f.tracts, 'leasehold', [f.sov!], [lessee]);
    return { file, lessors: [f.sov!], joiners: [], holders: [lessee], tracts: f.tracts, stale: false, start: t, kind, broker };
  }
  if (kind === 'sov' && c.area.key === 'ok') {
    const app = t + (20 + r.int(60)) * DAY;
    text = `OSAGE OIL AND GAS MINING LEASE\n(Form approved by the Secretary of the Interior)\n\nTHIS INDENTURE OF LEASE, made and entered into in quadruplicate ${dDay(t, r)}, by and between the ${lessorPhrase}, party of the first part, hereinafter called the lessor, by ${officer(c)}, Superintendent of the Osage Agency, and ${le}, party of the second part, hereinafter called the lessee:\n\nWITNESSETH: That the said lessor, under and by virtue of the Act of Congress approved June 28, 1906 (34 Stat. 539), and the regulations of the Secretary of the Interior thereunder, and in consideration of a bonus of $${(1 + r.int(200)) * 100}.00 paid at the public sale of leases held at Pawhuska, does hereby grant and lease unto the lessee the exclusive right to prospect for, mine and produce oil and gas from the following described land in Osage County, Oklahoma:\n\n${descBlock(c, f, { county: false })}\n\nfor a term of ${term} years from the date of approval hereof and as long thereafter as oil or gas is found in paying quantities, the lessee to pay the lessor a royalty of one-sixth (1/6) of all oil produced and saved.\n\nIN WITNESS WHEREOF the parties have hereunto set their hands and seals the day and year first above written.\n\nTHE OSAGE TRIBE OF INDIANS, by ${officer(c)}, Principal Chief\n${d.nm(lessee)}, by ${officer(c)}, President\n\nApproved ${dLong(app)}: ${officer(c)}, Assistant Secretary of the Interior\n\n${recStamp(c, rec + 60 * DAY, f.county, 'oil')}`;
    const file = emit(c, d, { cat: 'oil_and_gas_lease', exec: t, ack: null, rec: rec + 60 * DAY, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
    link(c, file, f.tracts, 'leasehold', lessors, [lessee]);
    return { file, lessors, joiners: [], holders: [lessee], tracts: f.tracts, stale: false, start: t, kind, broker };
  }
  if (kind === 'sov' && c.area.key === 'tx') {
    exec = t;
    eff = null;
    text = `UNIVERSITY LANDS\nOIL AND GAS LEASE\nLease No. ${r.pick(['UL-', ''])}${1000 + r.int(90000)}\n\nTHIS AGREEMENT is made and entered into ${dDay(t, r)}, between the ${lessorPhrase}, acting by and through the Board for Lease of University Lands, hereinafter called Lessor, and ${le}, hereinafter called Lessee, pursuant to the provisions of Chapter 66 of the Texas Education Code and the rules of the Board for Lease.\n\nLessor, in consideration of a cash bonus of $${(5 + r.int(900)) * 100}.00, the royalties herein provided and the covenants of Lessee, hereby leases and lets exclusively unto Lessee, for the sole purpose of prospecting for, producing and owning oil and gas, the following described land, being a part of the lands set apart to the Permanent University Fund:\n\n${descBlock(c, f)}\n\nThis lease shall remain in force for a primary term of ${term} years from the date hereof and as long thereafter as oil or gas is produced in paying quantities, Lessee to pay Lessor a royalty of ${roy} of the gross production.\n\nBOARD FOR LEASE OF UNIVERSITY LANDS\nBy ${officer(c)}, Chairman\nAttest: ${officer(c)}, Secretary\n\n${d.nm(lessee)}\nBy ${officer(c)}, Attorney-in-Fact\n\n${ackCorp(c, d, lessee, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
    const file = emit(c, d, { cat: 'oil_and_gas_lease', exec, ack, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
    link(c, file, f.tracts, 'leasehold', lessors, [lessee]);
    return { file, lessors, joiners: [], holders: [lessee], tracts: f.tracts, stale: false, start: t, kind, broker };
  }
  // private forms (and the Relinquishment Act lease, where the owners of the soil sign for the State)
  const ra = kind === 'ra';
  const raIntro = ra ? `the State of Texas, acting herein by and through ${listNames(ls.slice(1).concat(jn))}, the owner${ls.length + jn.length > 2 ? 's' : ''} of the soil, as its agent${ls.length + jn.length > 2 ? 's' : ''} under Article 5367 et seq. of the Revised Civil Statutes of Texas (the Relinquishment Act), and ${listNames(ls.slice(1).concat(jn))}, individually` : '';
  const title = memo ? 'MEMORANDUM OF OIL AND GAS LEASE' : ra ? 'OIL AND GAS LEASE (RELINQUISHMENT ACT)' : paidUp ? r.pick(['PAID-UP OIL AND GAS LEASE', 'OIL AND GAS LEASE']) : r.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE', c.area.key === 'ok' ? 'OKLAHOMA FORM 88 -- PRODUCERS SPECIAL' : "PRODUCERS 88 (Revised)"]);
  const dating = paidUp ? `made effective as of ${dLong(t)}` : `made and entered into ${dDay(t, r)}`;
  const lessorsOut = ra ? raIntro : lessorPhrase;
  if (memo) {
    text = `${preparedBy(c, y)}\n${title}\n\n${venue(c, f.county)}\n\nNotice is hereby given that by an Oil and Gas Lease ${dating}, ${lessorsOut}, as Lessor (whether one or more), ${r.pick(['leased and let', 'granted, leased and let'])} unto ${le}, as Lessee, the following described land for the purpose of exploring for and producing oil, gas and associated hydrocarbons:\n\n${descBlock(c, f)}\n\nThe lease is for a primary term of ${numberWords(term)} (${term}) years from its effective date and as long thereafter as oil or gas is produced from said land or lands pooled therewith. This memorandum is executed for the purpose of placing the lease of record, and all of its terms are incorporated herein by reference.\n\n${sigLines(d, [...lessors.filter((p) => p.kind !== 'sov'), ...joins])}`;
  } else {
    text = `${preparedBy(c, y)}\n${title}\n\nTHIS AGREEMENT ${dating}, between ${lessorsOut}, hereinafter called Lessor (whether one or more), and ${le}, hereinafter called Lessee:\n\n1. Lessor, in consideration of ${consideration(r, y, true)} in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil and gas, laying pipe lines and building roads and structures thereon, the following described land in ${f.county} County, ${STATE_NAMES[c.area.state]}, to wit:\n\n${descBlock(c, f, { county: false })}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled.\n\n3. The royalties to be paid by Lessee are: on oil, ${roy} of that produced and saved from said land; on gas, ${roy} of the market value at the well of the gas used or sold.${paidUp ? '\n\n4. This is a PAID-UP LEASE. In consideration of the bonus paid, Lessor agrees that Lessee shall not be obligated to pay delay rentals during the primary term.' : `\n\n4. If operations for drilling are not commenced on said land on or before one year from this date, this lease shall terminate unless Lessee on or before that date shall pay or tender to Lessor, or to the credit of Lessor in the ${r.pick(c.area.banks)}, which shall continue as the depository, the sum of ${numberWords(y < 1950 ? 40 : 160).replace(/^./, (x) => x.toUpperCase())} Dollars, which shall operate as a rental.`}${ra ? '\n\n5. Lessee shall pay to the owner of the soil, as agent for the State, one-half of all bonus, rentals and royalties, and the other one-half to the Commissioner of the General Land Office for the State of Texas.' : ''}\n\nIN WITNESS WHEREOF, this instrument is executed ${paidUp ? 'on the date of the acknowledgment below, but effective as of the date first above written' : 'as of the date first above written'}.\n\n${sigLines(d, [...lessors.filter((p) => p.kind !== 'sov'), ...joins])}`;
  }
  const signers = [...lessors.filter((p) => p.kind === 'person'), ...joins];
  text += `\n\n${ackAny(c, d, signers, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  const file = emit(c, d, { cat: 'oil_and_gas_lease', exec, eff, ack, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
  if (ra) {
    link(c, file, f.tracts, 'leasehold', [lessors[0]], [lessee]);
    link(c, file, f.tracts, 'leasehold', lessors.slice(1), [lessee], false);
  } else link(c, file, f.tracts, 'leasehold', lessors, [lessee]);
  link(c, file, f.tracts, 'leasehold', joins, [lessee], false);
  return { file, lessors, joiners: joins, holders: [lessee], tracts: f.tracts, stale: false, start: t, kind, broker };
}

function assignDoc(c: Ctx, f: Farm, L: Lease, assignee: Person, t: number, partial: boolean): string {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const assignors = L.holders.slice();
  const an = assignors.map((p) => who(d, p, 'assignor'));
  const ae = who(d, assignee, 'assignee');
  let exec: number | null = t;
  let eff: number | null = null;
  let ack: number | null = t + r.int(6) * DAY;
  const rec = (ack ?? t) + (2 + r.int(40)) * DAY;
  const lessorRecital = L.lessors.map((p) => (p.kind === 'person' ? personName(p, 'init') : p.base));
  const recital = `that certain oil and gas lease dated ${dLong(L.start)}, from ${lessorRecital[0]}${lessorRecital.length > 1 ? ' et al' : ''}, as lessor, to ${L.holders[0] === assignors[0] && r.chance(0.5) ? 'Assignor' : 'the original lessee'}, recorded in Book ${r.int(900)}, Page ${r.int(700)} of the records of ${f.county} County`;
  const share = partial ? `an undivided one-half (1/2) of Assignor's right, title and interest` : `all of Assignor's right, title and interest`;
  let text: string;
  if (L.kind === 'fed') {
    eff = mk(parts(t).y, parts(t).m + 2, 1);
    ack = null;
    text = `Form 3000-3\nUNITED STATES DEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\n\nASSIGNMENT OF RECORD TITLE INTEREST IN A LEASE FOR OIL AND GAS OR GEOTHERMAL RESOURCES\n\nLease Serial No. COC-${10000 + r.int(80000)}\nLease Effective Date (Anniversary Date): ${dLong(L.start)}\n\nPART A: ASSIGNMENT\n1. Assignee: ${ae}\n2. This record title assignment is for: ${descBlock(c, f)}\n3. Interest conveyed: ${partial ? '50' : '100'}% of record title\n\nI certify that the statements made herein by me are true, complete and correct.\n\nExecuted this ${ordinal(parts(t).d)} day of ${MONTHS[parts(t).m]}, ${parts(t).y}.\n\nAssignor: ${listNames(an)}\nBy ${officer(c)}, Attorney-in-Fact\n\nPART B: CERTIFICATION AND REQUEST FOR APPROVAL\nAssignment approved for above described lands.\nAssignment approved effective ${dLong(eff)}.\n${officer(c)}, Chief, Fluid Minerals Adjudication\n\n${recStamp(c, eff + 20 * DAY, f.county, 'oil')}`;
    const file = emit(c, d, { cat: 'assignment_of_lease', exec, ack, eff, rec: eff + 20 * DAY, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
    link(c, file, f.tracts, 'leasehold', assignors, [assignee]);
    return file;
  }
  if (L.broker && !partial) {
    eff = L.start + (20 + r.int(120)) * DAY;
    exec = eff + (10 + r.int(60)) * DAY;
    ack = exec + r.int(5) * DAY;
    const rec2 = ack + (3 + r.int(30)) * DAY;
    const rows = f.tracts.map((tr, i) => `${i + 1}   ${dLong(L.start)}   ${lessorRecital.join('; ')}   ${d.nm(assignors[0])}   ${describe(tr, r, { county: false })}   ${f.county}`).join('\n');
    text = `ASSIGNMENT AND BILL OF SALE\n\n${venue(c, f.county)}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${an.join(', ')}, hereinafter called "Assignor", for good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby sell, assign, transfer, set over and deliver unto ${ae}, hereinafter called "Assignee", all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto and made a part hereof, insofar as they cover the lands therein described, together with all rights incident thereto.\n\nThis Assignment is executed on ${dLong(exec)}, but is made effective as of 7:00 a.m. local time on ${dLong(eff)} (the "Effective Time").\n\n${sigLines(d, assignors)}\nBy: ${officer(c)}, Manager\n\n${ackCorp(c, d, assignors[0], ack, f.county)}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Assignment and Bill of Sale\n\nNo.  Lease Date   Lessor   Lessee   Description   County\n${rows}\n\n${recStamp(c, rec2, f.county, 'oil')}`;
    const file = emit(c, d, { cat: 'assignment_of_lease', exec, ack, eff, rec: rec2, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
    link(c, file, f.tracts, 'leasehold', assignors, [assignee]);
    return file;
  }
  if (y >= 1980 && r.chance(0.4)) {
    eff = t - r.int(40) * DAY;
    exec = null;
  }
  const v = r.int(2);
  if (v === 0)
    text = `${r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT', partial ? 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE' : 'ASSIGNMENT OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${an.join(', ')}, hereinafter called Assignor, for and in consideration of One Dollar ($1.00) and other valuable considerations, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${ae}, hereinafter called Assignee, ${share} in and to ${recital}, insofar as said lease covers the following described land:\n\n${descBlock(c, f)}\n\ntogether with the rights incident thereto and the personal property thereon, appurtenant thereto, or used or obtained in connection therewith.${eff ? `\n\nThis Assignment shall be effective as of ${dLong(eff)}.` : `\n\nEXECUTED ${dDay(t, r)}.`}\n\n${sigLines(d, assignors)}\nBy ${officer(c)}, ${r.pick(['President', 'Vice President', 'Attorney-in-Fact'])}\n\n${ackCorp(c, d, assignors[0], ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  else
    text = `${preparedBy(c, y)}\nASSIGNMENT\n\nAssignor: ${an.join(', ')}\nAssignee: ${ae}\n${eff ? `Effective Date: ${dLong(eff)}` : `Date: ${dLong(t)}`}\nLease: ${recital.replace('that certain ', '')}\nLands: ${descBlock(c, f)}\nInterest assigned: ${partial ? "an undivided fifty percent (50%) of Assignor's working interest" : "one hundred percent (100%) of Assignor's working interest"}\n\nAssignor, for adequate consideration, hereby assigns and conveys to Assignee the interest described above in and to the Lease, and Assignee accepts this assignment subject to the terms of the Lease.\n\n${sigLines(d, assignors)}\n\n${ackCorp(c, d, assignors[0], ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  const file = emit(c, d, { cat: 'assignment_of_lease', exec, ack, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
  link(c, file, f.tracts, 'leasehold', assignors, [assignee]);
  return file;
}

function releaseDoc(c: Ctx, f: Farm, L: Lease, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const hs = L.holders.map((p) => who(d, p, 'lessee'));
  const ls = L.lessors.map((p) => d.addR(p, 'lessor'));
  const js = L.joiners.map((p) => d.add(p, 'lessor'));
  const title = L.kind === 'sov' && c.area.key === 'ok' ? 'RELINQUISHMENT OF OSAGE OIL AND GAS LEASE' : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE']);
  const text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${listNames(hs)}, the present owner${L.holders.length > 1 ? 's' : ''} and holder${L.holders.length > 1 ? 's' : ''} of that certain oil and gas lease dated ${dLong(L.start)}, executed by ${listNames([...ls, ...js])}, as lessor${L.lessors.length + L.joiners.length > 1 ? 's' : ''}, recorded in Book ${r.int(900)}, Page ${r.int(700)}, ${f.county} County records, covering the following described land:\n\n${descBlock(c, f)}\n\n${L.holders.length > 1 ? 'do' : 'does'} hereby release, relinquish and surrender said lease and all rights thereunder unto the lessor${L.lessors.length > 1 ? 's' : ''}, ${L.lessors.length > 1 ? 'their' : 'his'} heirs, successors and assigns, and ${L.holders.length > 1 ? 'do' : 'does'} hereby direct the Clerk to cancel the same of record.\n\nDated ${dDay(exec, r)}.\n\n${sigLines(d, L.holders)}\nBy ${officer(c)}, ${r.pick(['Vice President', 'Attorney-in-Fact', 'Manager'])}\n\n${ackCorp(c, d, L.holders[0], ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  const file = emit(c, d, { cat: 'release_of_lease', exec, ack, rec, tracts: f.tracts, fee: false, estates: ['leasehold'] }, text);
  if (L.kind === 'ra') {
    link(c, file, f.tracts, 'leasehold', L.holders, [L.lessors[0]]);
    link(c, file, f.tracts, 'leasehold', L.holders, L.lessors.slice(1), false);
  } else link(c, file, f.tracts, 'leasehold', L.holders, L.lessors);
  link(c, file, f.tracts, 'leasehold', L.holders, L.joiners, false);
  return file;
}

/** A ratification by a dead lessor's heirs: the contract's `other`; nothing moves. */
function ratifyDoc(c: Ctx, f: Farm, L: Lease, heirs: Person[], t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const hs = heirs.map((p) => who(d, p, 'lessor'));
  const holders = L.holders.map((p) => d.addR(p, 'lessee'));
  const orig = L.lessors.map((p) => personName(p, 'init'));
  const text = `RATIFICATION OF OIL AND GAS LEASE\n\nWHEREAS, by instrument dated ${dLong(L.start)}, ${listNames(orig)} executed an oil and gas lease covering the following land:\n\n${descBlock(c, f)}\n\nwhich lease is now owned and held by ${listNames(holders)}; and WHEREAS the undersigned have succeeded to an interest in the minerals in said land;\n\nNOW, THEREFORE, the undersigned, ${listNames(hs)}, for ${consideration(r, yearOf(t), true)}, do hereby ratify, adopt and confirm said lease and do hereby lease, demise and let said land unto the present owner of said lease upon the terms therein stated.\n\nEXECUTED ${dDay(exec, r)}.\n\n${sigLines(d, heirs)}\n\n${ackBlock(c, d, heirs, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  return emit(c, d, { cat: 'other', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

function divisionOrderDoc(c: Ctx, f: Farm, operator: Person, owners: Person[], t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const op = d.add(operator, 'other');
  const ow = owners.map((p) => d.addR(p, 'other'));
  const eff = mk(parts(t).y, parts(t).m, 1);
  const stamped = r.chance(0.5);
  const rec = stamped ? t + (5 + r.int(30)) * DAY : null;
  const rows = ow.map((n) => `${n.padEnd(34)} RI     0.${String(r.int(99999)).padStart(5, '0')}`).join('\n');
  const text = `DIVISION ORDER\n\nTo: ${op}\nDate: ${dLong(t)}\nProperty Name: ${f.tracts[0].t.county} ${r.pick(['Unit', 'Lease', 'No. 1'])} ${1 + r.int(30)}H\nEffective: 7:00 a.m., ${dLong(eff)}\nDescription: ${descBlock(c, f)}\n\nThe undersigned certifies the ownership of their decimal interest in production or proceeds as described below payable by ${op}:\n\nOwner                               Type   Decimal\n${rows}\n\nThe undersigned agree to furnish their tax identification numbers and to indemnify the payor against adverse claims.${stamped ? `\n\n${recStamp(c, rec!, f.county, 'oil')}` : ''}`;
  return emit(c, d, { cat: 'other', exec: t, ack: null, eff, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

/** A pooled unit declaration or an Arkansas Oil and Gas Commission integration order (the unit's section as written). */
function unitDoc(c: Ctx, f: Farm, operator: Person, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const op = d.add(operator, 'other');
  if (c.area.key === 'ar') {
    const tr = f.tracts[0];
    const unit: Tract = { ...tr, t: { ...tr.t, aliquot: 'ALL', lot: null, acres: 640 } };
    const rec = t + (10 + r.int(60)) * DAY;
    const text = `BEFORE THE ARKANSAS OIL AND GAS COMMISSION\n\nIN THE MATTER OF THE APPLICATION OF ${op.toUpperCase()} FOR THE INTEGRATION OF ALL UNLEASED AND UNCOMMITTED MINERAL INTERESTS IN A DRILLING UNIT\n\nORDER NO. ${100 + r.int(900)}-${parts(t).y}-${String(1 + r.int(12)).padStart(2, '0')}\n\nThis cause came on for hearing before the Arkansas Oil and Gas Commission in El Dorado, Arkansas. The Commission finds that ${op} (the "Applicant") owns or controls oil and gas leases covering a portion of the drilling unit comprised of the following lands in the Fayetteville Shale Gas Field:\n\nAll of Section ${tr.t.section}, Township ${tr.t.township!.slice(0, -1)} North, Range ${tr.t.range!.slice(0, -1)} West, ${tr.t.county} County, Arkansas, containing 640 acres, more or less;\n\nthat the Applicant has made a reasonable effort to reach agreement with the owners of the unleased interests; and that integration is necessary to prevent waste and protect correlative rights.\n\nIT IS THEREFORE ORDERED that all unleased and uncommitted interests in said unit are hereby integrated, and the Applicant is designated as operator of the unit.\n\nDATED ${dDay(t, r)}.\n\nARKANSAS OIL AND GAS COMMISSION\n${officer(c)}, Director of Production and Conservation\n\n${recStamp(c, rec, f.county, 'oil')}`;
    return emit(c, d, { cat: 'other', exec: t, ack: null, rec, tracts: [unit], fee: false, estates: [] }, text);
  }
  const { ack, rec } = dates(c, t);
  const eff = t - (30 + r.int(200)) * DAY;
  const text = `${r.pick(['DECLARATION OF POOLED UNIT', 'DESIGNATION OF POOLED UNIT'])}\n\n${venue(c, f.county)}\n\n${op}, as operator and owner of the oil and gas leases covering the lands hereinafter described, under the pooling authority granted in said leases, hereby designates and declares the following lands as a pooled unit for the production of oil and gas, to be known as the ${r.pick(['Big Lake', 'Hickory', 'Sand Creek', 'Elm Flat'])} Unit:\n\n${descBlock(c, f)}\n\ntogether with other lands described in the plat attached as Exhibit "A". This designation shall be effective as of ${dLong(eff)}.\n\nEXECUTED ${dLong(t)}.\n\n${op}\nBy: ${officer(c)}, Vice President\n\n${ackCorp(c, d, operator, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'oil')}`;
  return emit(c, d, { cat: 'other', exec: t, ack, eff, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

// ---------------------------------------------------------------- liens, easements, officers' deeds

function mortgageDoc(c: Ctx, f: Farm, signers: Person[], bk: Person, t: number): { trustee: string } {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const { exec, ack, rec } = dates(c, t);
  const ss = signers.map((p) => who(d, p, 'grantor'));
  const amt = (y < 1950 ? 5 + r.int(40) : 50 + r.int(900)) * 100;
  const dot = c.area.key === 'tx' || c.area.key === 'ms' || c.area.key === 'co' || (c.area.key === 'ar' && r.chance(0.5));
  let trustee = '';
  let text: string;
  if (dot) {
    let tee: Person;
    if (c.area.key === 'co') tee = org(c, `Public Trustee of ${f.county} County`, 'fixed');
    else tee = newPerson(c, { res: f.county });
    const tn = d.add(tee, 'grantee');
    trustee = tn;
    const bn = d.add(bk, 'other');
    text = `${preparedBy(c, y)}\nDEED OF TRUST\n\nTHIS DEED OF TRUST is made ${dDay(t, r)}, by ${listNames(ss)}, Grantor${signers.length > 1 ? 's' : ''}, to ${tn}, Trustee, for the benefit of ${bn}, Beneficiary.\n\nTo secure the payment of a promissory note of even date herewith in the principal sum of $${amt.toLocaleString('en-US')}.00, payable to the order of Beneficiary, Grantor${signers.length > 1 ? 's' : ''} hereby ${r.pick(['convey and warrant', 'grant, bargain, sell and convey'])} unto Trustee, in trust, the following described property in ${f.county} County, ${STATE_NAMES[c.area.state]}:\n\n${descBlock(c, f, { county: false })}\n\nIf Grantor shall pay said note according to its tenor, this conveyance shall become null and void; otherwise Trustee may sell the property at public vendue as provided by law.\n\n${sigLines(d, signers)}\n\n${ackAny(c, d, signers, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'misc')}`;
  } else {
    const bn = d.add(bk, 'grantee');
    text = `${r.pick(['REAL ESTATE MORTGAGE', 'MORTGAGE', 'MORTGAGE OF REAL ESTATE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${listNames(ss)}, mortgagor${signers.length > 1 ? 's' : ''}, ${r.pick(['hereby mortgage', 'do hereby mortgage and warrant'])} to ${bn}, mortgagee, the following described real estate situated in ${f.county} County, State of ${STATE_NAMES[c.area.state]}:\n\n${descBlock(c, f, { county: false })}\n\nto secure the payment of ${numberWords(amt).replace(/^./, (x) => x.toUpperCase())} Dollars ($${amt.toLocaleString('en-US')}.00), with interest thereon at ${4 + r.int(6)} per cent per annum, according to the terms of ${signers.length > 1 ? 'their' : 'one'} promissory note of even date herewith, due ${dLong(t + (365 * (3 + r.int(17))) * DAY)}.\n\nDated ${dDay(t, r)}.\n\n${sigLines(d, signers)}\n\n${ackAny(c, d, signers, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'misc')}`;
  }
  emit(c, d, { cat: 'deed_of_trust', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
  return { trustee };
}

function lienReleaseDoc(c: Ctx, f: Farm, m: NonNullable<Farm['mortgage']>, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const bn = d.add(m.bank, 'grantor');
  const ss = m.signers.map((p) => d.addR(p, 'grantee'));
  const title = m.trustee ? r.pick(['RELEASE OF DEED OF TRUST', 'RELEASE OF LIEN', 'FULL RELEASE']) : r.pick(['RELEASE OF MORTGAGE', 'SATISFACTION OF MORTGAGE']);
  const text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${bn}, the legal owner and holder of the note secured by the ${m.trustee ? `deed of trust executed by ${listNames(ss)} to ${m.trustee}, Trustee,` : `mortgage executed by ${listNames(ss)}`} dated ${dLong(m.t)}, recorded in Book ${r.int(900)}, Page ${r.int(700)}, covering the following described land in ${f.county} County:\n\n${descBlock(c, f, { county: false })}\n\ndoes hereby acknowledge full payment and satisfaction of said indebtedness and does hereby release said lien and direct its cancellation of record.\n\nDated ${dDay(exec, r)}.\n\n${bn}\nBy ${officer(c)}, ${r.pick(['Vice President', 'President', 'Cashier'])}\n\n${ackCorp(c, d, m.bank, ack, f.county)}\n\n${recStamp(c, rec, f.county, 'misc')}`;
  return emit(c, d, { cat: 'other', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

function easementDoc(c: Ctx, f: Farm, grantors: Person[], joins: Person[], co: Person, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const gs = [...grantors.map((p) => who(d, p, 'grantor')), ...joins.map((p) => d.add(p, 'grantor'))];
  const cn = who(d, co, 'grantee');
  const what = r.pick(['a pipeline or pipelines for the transportation of oil, gas, water and other substances', 'an electric transmission and distribution line', 'a gas gathering line and appurtenances']);
  const text = `${r.pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT', 'RIGHT-OF-WAY GRANT'])}\n\nFor and in consideration of ${consideration(r, yearOf(t), true)}, ${listNames(gs)}, hereinafter called Grantor, ${r.pick(['does hereby grant', 'hereby grants, conveys and warrants'])} unto ${cn}, its successors and assigns, hereinafter called Grantee, a right of way and easement ${r.pick(['thirty (30)', 'fifty (50)', 'twenty (20)'])} feet in width to construct, maintain, operate, repair and remove ${what} over and through the following described land:\n\n${descBlock(c, f)}\n\nGrantor retains the right to use and enjoy said land except as herein granted.\n\nWITNESS the execution hereof ${dDay(exec, r)}.\n\n${sigLines(d, [...grantors, ...joins])}\n\n${ackAny(c, d, [...grantors, ...joins], ack, f.county)}\n\n${recStamp(c, rec, f.county, 'misc')}`;
  return emit(c, d, { cat: 'easement', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

/** Officers' deeds (guardian, Commissioner of State Lands, sheriff): the owner whose title passes is the grantor. */
function officerDeedDoc(c: Ctx, f: Farm, owners: Person[], buyer: Person, t: number, kind: 'guardian' | 'taxar' | 'sheriff'): string {
  const r = c.r;
  const y = yearOf(t);
  const d = new Inst(c, y);
  const { exec, ack, rec } = dates(c, t);
  const on = owners.map((p) => d.addR(p, 'grantor'));
  const bn = who(d, buyer, 'grantee');
  const off = officer(c);
  let text: string;
  if (kind === 'guardian') {
    text = `GUARDIAN'S DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ${off}, guardian of the person and estate of ${listNames(on)}, a minor${owners.length > 1 ? 's' : ''}, ${owners[0].restricted ? 'a full-blood Creek allottee, ' : ''}by virtue of an order of the County Court of ${f.county} County, Oklahoma, made on the ${ordinal(parts(t - 40 * DAY).d)} day of ${MONTHS[parts(t - 40 * DAY).m]}, ${parts(t - 40 * DAY).y}, authorizing the sale of the real estate of said minor, and in consideration of ${consideration(r, y)}, the highest and best bid therefor, paid by ${bn}, the receipt of which is hereby acknowledged, does hereby grant, bargain, sell and convey unto the said ${d.nm(buyer)}, ${buyer.kind === 'org' ? 'its successors' : 'his heirs'} and assigns, all the right, title and interest of said minor in and to the following described real estate:\n\n${descBlock(c, f)}\n\nTO HAVE AND TO HOLD the same as fully as the said guardian might or could sell the same by virtue of said order. The sale was confirmed by the said Court on ${dLong(t - 5 * DAY)}.\n\nIN WITNESS WHEREOF, the said guardian has hereunto set ${r.pick(['his', 'her'])} hand ${dDay(exec, r)}.\n\n______________________\n${off}, Guardian\n\n${venue(c, f.county)}\n\nBefore me, a Notary Public, on ${dLong(ack)}, personally appeared ${off}, as guardian, to me known to be the person who executed the foregoing deed, and acknowledged that ${'he'} executed the same as such guardian.\n\n${officer(c)}, Notary Public\n\n${recStamp(c, rec, f.county)}`;
  } else if (kind === 'taxar') {
    text = `COMMISSIONER'S DEED\n(Tax-Forfeited Land)\n\nSTATE OF ARKANSAS\nOFFICE OF THE COMMISSIONER OF STATE LANDS\n\nKNOW ALL MEN BY THESE PRESENTS: That WHEREAS the following described land in ${f.county} County, Arkansas, was forfeited to the State of Arkansas for the nonpayment of the taxes due thereon for the year ${y - 3}, the same having been assessed in the name of ${listNames(on)}, and the said land not having been redeemed within the time allowed by law; and WHEREAS ${bn} has purchased said land at the public sale held by the Commissioner of State Lands and has paid the sum of $${(3 + r.int(40)) * 25}.00 therefor;\n\nNOW, THEREFORE, I, ${off}, Commissioner of State Lands of the State of Arkansas, for and in consideration of the said sum, do hereby grant, sell and convey unto the said ${d.nm(buyer)} and unto ${buyer.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever, the following described land:\n\n${descBlock(c, f)}\n\nWITNESS my hand and the seal of my office at Little Rock, ${dDay(exec, r)}.\n\n${off}, Commissioner of State Lands\n\n${venue(c, 'Pulaski')}\n\nOn ${dLong(ack)}, before me appeared ${off}, Commissioner of State Lands, who acknowledged that he had executed the foregoing deed in his official capacity.\n\n${officer(c)}, Notary Public\n\n${recStamp(c, rec, f.county)}`;
  } else {
    const plaintiff = c.r.pick(c.area.banks);
    text = `SHERIFF'S DEED\n\n${venue(c, f.county)}\n\nWHEREAS, in a certain cause pending in the ${c.area.key === 'ms' ? 'Chancery' : 'Circuit'} Court of ${f.county} County, wherein ${plaintiff} was plaintiff and ${listNames(on)} ${owners.length > 1 ? 'were' : 'was'} defendant${owners.length > 1 ? 's' : ''}, a judgment was rendered against said defendant${owners.length > 1 ? 's' : ''}, and an execution issued thereon was levied upon the real estate hereinafter described as the property of said defendant${owners.length > 1 ? 's' : ''}; and WHEREAS, after due advertisement, I did on ${dLong(t - 30 * DAY)} offer said real estate for sale at public outcry at the courthouse door, when ${bn} became the purchaser thereof for the sum of $${(10 + r.int(500)) * 100}.00, being the highest and best bidder;\n\nNOW, THEREFORE, I, ${off}, Sheriff of ${f.county} County, by virtue of said execution and sale, do hereby grant and convey unto the said ${d.nm(buyer)} all the right, title and interest of the said ${listNames(on)} in and to the following described land:\n\n${descBlock(c, f)}\n\nGIVEN under my hand ${dDay(exec, r)}.\n\n${off}, Sheriff of ${f.county} County\n\n${venue(c, f.county)}\n\nPersonally appeared before me on ${dLong(ack)}, ${off}, Sheriff, who acknowledged that he signed and delivered the foregoing deed as his official act.\n\n${officer(c)}, Notary Public\n\n${recStamp(c, rec, f.county)}`;
  }
  const file = emit(c, d, { cat: 'other', exec, ack, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, f.tracts, 'fee', owners, [buyer]);
  return file;
}

/** An Arkansas redemption deed: the owner redeems land forfeited to the State; nothing moves (the owner never lost the chain). */
function redemptionDoc(c: Ctx, f: Farm, owner: Person, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const st = d.add(org(c, 'State of Arkansas', 'fixed', 'sov'), 'grantor');
  const on = d.add(owner, 'grantee');
  const off = officer(c);
  const text = `REDEMPTION DEED\n\nSTATE OF ARKANSAS\nCOMMISSIONER OF STATE LANDS\n\nKNOW ALL MEN BY THESE PRESENTS: That the ${st}, acting by and through ${off}, Commissioner of State Lands, for and in consideration of the sum of $${(2 + r.int(30)) * 10}.${r.int(90) + 10}, being the taxes, penalties and costs due on the land hereinafter described, which was forfeited to the State for the nonpayment of the taxes for the year ${yearOf(t) - 2}, paid by ${on}, the owner thereof, does hereby release and quitclaim unto the said ${on} all claim of the State arising from said forfeiture in and to the following land:\n\n${descBlock(c, f)}\n\nWITNESS my hand and seal of office ${dDay(exec, r)}.\n\n${off}, Commissioner of State Lands\n\n${venue(c, 'Pulaski')}\n\nAcknowledged before me on ${dLong(ack)} by ${off}, Commissioner of State Lands.\n\n${officer(c)}, Notary Public\n\n${recStamp(c, rec, f.county)}`;
  return emit(c, d, { cat: 'other', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

/** Mississippi: a chancery decree confirming a tax patentee's title against the former owners. */
function confirmDecreeDoc(c: Ctx, f: Farm, defendants: Person[], plaintiff: Person, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const rec = t + (3 + r.int(30)) * DAY;
  const pn = d.addR(plaintiff, 'grantee');
  const dn = defendants.map((p) => d.addR(p, 'grantor'));
  const text = `IN THE CHANCERY COURT OF ${f.county.toUpperCase()} COUNTY, MISSISSIPPI\n\n${d.nm(plaintiff).toUpperCase()}, COMPLAINANT\n\nVS.                                   CIVIL ACTION NO. ${r.int(20000)}\n\n${defendants.map((x) => d.nm(x).toUpperCase()).join(', ')}, AND THE UNKNOWN HEIRS OF ANY DECEASED DEFENDANT, DEFENDANTS\n\nFINAL DECREE CONFIRMING TAX TITLE\n\nThis cause came on to be heard on the Complaint to Confirm Tax Title and Quiet Title, process having been had upon the defendants, ${listNames(dn)}, by publication, and the Court, having heard the evidence, finds that the complainant holds title to the following land under a Forfeited Tax Land Patent from the State of Mississippi, that the land was duly assessed and sold for taxes, and that the period of redemption has expired:\n\n${descBlock(c, f)}\n\nIT IS, THEREFORE, ORDERED, ADJUDGED AND DECREED that the title of the complainant, ${pn}, in and to said land be and the same is hereby confirmed and quieted, and that the defendants be forever barred from asserting any claim thereto.\n\nSO ORDERED AND ADJUDGED ${dDay(t, r)}.\n\n${officer(c)}, CHANCELLOR\n\n${recStamp(c, rec, f.county)}`;
  const file = emit(c, d, { cat: 'other', exec: t, ack: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, f.tracts, 'fee', defendants, [plaintiff], false);
  return file;
}

/** Mississippi: the State's patent of land forfeited for taxes (the State's title passes; the former owner only recited). */
function msTaxPatentDoc(c: Ctx, f: Farm, former: Person, buyer: Person, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t), 'full');
  const st = org(c, 'State of Mississippi', 'fixed', 'sov');
  const sn = d.add(st, 'grantor');
  const bn = d.addR(buyer, 'grantee');
  const rec = t + (20 + r.int(200)) * DAY;
  const text = `FORFEITED TAX LAND PATENT\n\nNo. ${1000 + r.int(30000)}\n\nTHE ${sn.toUpperCase()}\n\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, the lands hereinafter described were sold to the State for the delinquent taxes thereon for the year ${yearOf(t) - 4}, being then assessed to ${personName(former, 'init')}, and have not been redeemed within the time allowed by law, whereby the title thereto vested in the State; and WHEREAS, ${bn} has applied to purchase the same and has paid into the State Treasury the price fixed by law;\n\nNOW, THEREFORE, KNOW YE, that the ${sn}, in consideration of the premises, has granted and by these presents does grant unto the said ${bn} the following described land:\n\n${descBlock(c, f)}\n\nIN TESTIMONY WHEREOF, I, ${officer(c)}, Governor, have caused the Great Seal of the State to be affixed at the City of Jackson, ${dDay(t, r)}.\n\n${officer(c)}, Governor\nAttest: ${officer(c)}, Land Commissioner\n\n${recStamp(c, rec, f.county)}`;
  const file = emit(c, d, { cat: 'patent', exec: t, ack: null, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, f.tracts, 'fee', [st], [buyer]);
  return file;
}

/** Texas "Lady Bird" deed: an enhanced life estate deed; it moves nothing while the owner lives (the contract's deed effective at death). */
function ladyBirdDoc(c: Ctx, f: Farm, owner: Person, bene: Person, t: number): string {
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const on = who(d, owner, 'grantor');
  const bn = d.add(bene, 'grantee');
  const text = `${preparedBy(c, yearOf(t))}\nTRANSFER ON DEATH DEED\n(Enhanced Life Estate Deed -- "Lady Bird" Deed)\n\nDate: ${dLong(exec)}\n\nGrantor: ${on}\nGrantee and Remainderman: ${bn}\n\nProperty: ${descBlock(c, f)}\n\nGrantor, for love and affection, conveys to Grantee the Property, EXCEPTING AND RESERVING unto Grantor an enhanced life estate in the Property for the remainder of Grantor's life, together with the full power, without the joinder of the Grantee, to sell, convey, mortgage, lease, or otherwise dispose of the Property and to retain all proceeds, such that this conveyance shall take effect only at the death of Grantor as to any interest not so disposed of.\n\n${sigLines(d, [owner])}\n\n${ackBlock(c, d, [owner], ack, f.county)}\n\n${recStamp(c, rec, f.county)}`;
  return emit(c, d, { cat: 'other', exec, ack, rec, tracts: f.tracts, fee: false, estates: [] }, text);
}

function ladyBirdAffidavitDoc(c: Ctx, f: Farm, owner: Person, bene: Person, death: number, t: number, estates: Estate[]): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const rec = t + (3 + r.int(30)) * DAY;
  const bn = d.add(bene, 'heir');
  const on = d.add(owner, 'decedent');
  const text = `AFFIDAVIT OF DEATH AND ACCEPTANCE BY GRANTEE BENEFICIARY\n\n${venue(c, f.county)}\n\nBefore me, the undersigned notary, on this day personally appeared ${bn}, who being duly sworn stated: I am the grantee and remainderman named in the enhanced life estate deed executed by ${on}, recorded in the Official Public Records of ${f.county} County, covering:\n\n${descBlock(c, f)}\n\n${on} died on ${dLong(death)}, as shown by the death certificate attached. The deed was not revoked, and the grantor did not convey the property during life. I accept the property as grantee beneficiary.\n\n${sigLines(d, [bene])}\n\nSWORN TO AND SUBSCRIBED before me ${dDay(t, r)}.\n\n${officer(c)}, Notary Public, State of Texas\n\n${recStamp(c, rec, f.county)}`;
  const file = emit(c, d, { cat: 'affidavit_of_heirship', exec: t, ack: null, rec, death, tracts: f.tracts, fee: estates.includes('fee'), estates }, text);
  for (const e of estates) link(c, file, f.tracts, e, [owner], [bene]);
  return file;
}

/** Partition deed between two co-owners of a two-tract farm: each releases one tract to the other. */
function partitionDoc(c: Ctx, f: Farm, a: Person, b: Person, ja: Person | null, jb: Person | null, t: number): string {
  const r = c.r;
  const d = new Inst(c, yearOf(t));
  const { exec, ack, rec } = dates(c, t);
  const an = d.addR(a, 'grantor');
  const bnn = d.addR(b, 'grantor');
  const jan = ja ? d.add(ja, 'grantor') : '';
  const jbn = jb ? d.add(jb, 'grantor') : '';
  d.add(a, 'grantee');
  d.add(b, 'grantee');
  const [t1, t2] = f.tracts;
  const text = `PARTITION DEED\n\n${venue(c, f.county)}\n\nTHIS PARTITION DEED is made ${dDay(exec, r)}, between ${an}${jan ? ` and ${jan}, ${ja!.female ? 'his wife' : 'her husband'}` : ''}, and ${bnn}${jbn ? ` and ${jbn}, ${jb!.female ? 'his wife' : 'her husband'}` : ''}.\n\nWHEREAS ${an} and ${bnn} own as tenants in common, in equal shares, the two tracts hereinafter described, and desire to make partition thereof;\n\nNOW, THEREFORE, ${an}${jan ? ` and ${jan}` : ''} do hereby remise, release and quitclaim unto ${bnn} all their right, title and interest in and to:\n\nTRACT ONE: ${describe(t1, r)}\n\nand ${bnn}${jbn ? ` and ${jbn}` : ''} do hereby remise, release and quitclaim unto ${an} all their right, title and interest in and to:\n\nTRACT TWO: ${describe(t2, r)}\n\nto the end that each shall hold the tract set apart to ${'him'} in severalty.\n\n${sigLines(d, [a, ...(ja ? [ja] : []), b, ...(jb ? [jb] : [])])}\n\n${ackBlock(c, d, [a, ...(ja ? [ja] : []), b, ...(jb ? [jb] : [])], ack, f.county)}\n\n${recStamp(c, rec, f.county)}`;
  const file = emit(c, d, { cat: 'quitclaim_deed', exec, ack, rec, tracts: f.tracts, fee: true, estates: ['fee'] }, text);
  link(c, file, [t1], 'fee', [a], [b]);
  link(c, file, [t2], 'fee', [b], [a]);
  if (ja) link(c, file, [t1], 'fee', [ja], [b], false);
  if (jb) link(c, file, [t2], 'fee', [jb], [a], false);
  return file;
}

// ---------------------------------------------------------------- the farms' lives

const ALQ: Array<[string, number]> = [['NE/4', 160], ['SW/4', 160], ['NW/4', 160], ['SE/4', 160], ['E/2 SW/4', 80], ['N/2 SE/4', 80], ['W/2 NE/4', 80], ['S/2 NW/4', 80], ['SW/4 NE/4', 40], ['NW/4 NW/4', 40], ['SE/4 SE/4', 40], ['NE/4 SW/4', 40]];

function makeTract(c: Ctx, kind: string, county: string, used: Set<string>): Tract {
  const r = c.r;
  const a = c.area;
  for (;;) {
    const base: ExpectedTract = { state: a.state, county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
    let tr: Tract;
    if (a.key === 'tx') {
      const ul = kind === 'ul';
      const sec = ul ? 1 + r.int(36) : kind === 'ra' ? 2 * (1 + r.int(24)) : 2 * r.int(24) + 1;
      const [al, ac] = r.pick<[string, number]>([['ALL', 640], ['ALL', 640], ['N/2', 320], ['E/2', 320], ['SW/4', 160]]);
      const forms = ul ? ['University Lands', 'University Lands Survey', 'University of Texas Lands'] : r.chance(0.6) ? ['GC&SF RR Co. Survey', 'G.C.&S.F. Ry. Co. Survey', 'Gulf, Colorado and Santa Fe Railway Company Survey'] : ['T&P RR Co. Survey', 'T.&P. Ry. Co. Survey', 'Texas and Pacific Railway Company Survey'];
      tr = { kind: ul ? 'ul' : 'txsec', mer: ['', ''], surveyForms: forms, note: '', t: { ...base, section: String(sec), block: String(ul ? 1 + r.int(58) : 1 + r.int(60)), survey: ul ? 'University Lands Survey' : forms[0], abstract: ul ? null : String(100 + r.int(4000)), aliquot: ul ? 'ALL' : al, acres: ul ? 640 : ac } };
    } else {
      const n = a.key === 'ok' ? (county === 'Osage' ? 22 + r.int(7) : 11 + r.int(10)) : a.key === 'ar' ? 8 + r.int(5) : a.key === 'ms' ? 1 + r.int(7) : 4 + r.int(5);
      const tdir = a.key === 'co' ? 'S' : 'N';
      const rn = a.key === 'ok' ? (county === 'Osage' ? 5 + r.int(7) : 7 + r.int(7)) : a.key === 'ar' ? 9 + r.int(6) : a.key === 'ms' ? 1 + r.int(4) : 92 + r.int(8);
      const rdir = a.key === 'ok' ? 'E' : a.key === 'ms' ? r.pick(['E', 'W']) : 'W';
      base.township = `${n}${tdir}`;
      base.range = `${rn}${rdir}`;
      if (kind === 'hes') {
        tr = { kind: 'hes', mer: a.mer, surveyForms: [], note: `formerly Homestead Entry Survey No. ${100 + r.int(300)}`, t: { ...base, lot: String(37 + r.int(30)), acres: Math.round((80 + r.next() * 240) * 100) / 100 } };
      } else if (kind === 'placer') {
        const claim = `${r.pick(['Sunnyside', 'Black Diamond', 'Oil Shale King', 'Parachute Creek', 'Rifle Gap', 'Roan Cliffs', 'Mount Callahan'])} Nos. 1 to ${3 + r.int(5)} Oil Shale Placer Claims`;
        tr = { kind: 'msurv', mer: a.mer, surveyForms: [], note: claim, t: { ...base, survey: `Mineral Survey No. ${19000 + r.int(2000)}`, acres: 160 * (1 + r.int(4)) - r.int(3) * 0.5 } };
      } else if (kind === 'irr') {
        tr = { kind: 'irr', mer: a.mer, surveyForms: [], note: r.pick(['Spanish claim confirmed to Don Manuel Gayoso', 'British grant to Stephen Jordan', 'claim confirmed to the heirs of Anthony Hutchins', 'Spanish grant to Juan Dominguez']), t: { ...base, section: String(38 + r.int(60)), aliquot: 'ALL', acres: Math.round((120 + r.next() * 500) * 100) / 100 } };
      } else {
        const sec = 1 + r.int(36);
        const edge = [6, 7, 18, 19, 30, 31].includes(sec) && r.chance(0.5);
        if (edge) tr = { kind: 'rect', mer: a.mer, surveyForms: [], note: '', t: { ...base, section: String(sec), lot: r.pick(['1, 2', '3, 4', '2']), aliquot: r.pick(['E/2 SW/4', 'S/2 NE/4', 'SE/4 NW/4']), acres: Math.round((70 + r.next() * 90) * 100) / 100 } };
        else {
          const [al, ac] = r.pick(ALQ);
          tr = { kind: 'rect', mer: a.mer, surveyForms: [], note: '', t: { ...base, section: String(sec), aliquot: al, acres: ac } };
        }
      }
    }
    const k = tractKey(tr.t);
    const loc = `${tr.t.section}|${tr.t.township}|${tr.t.range}|${tr.t.block}|${tr.t.lot}|${tr.t.survey}`;
    if (used.has(k) || used.has(loc)) continue;
    used.add(k);
    used.add(loc);
    return tr;
  }
}

interface World {
  c: Ctx;
  tractsUsed: Set<string>;
  namesake: Person | null;
  namesakeDone: boolean;
  farmNo: number;
}

function buyer(w: World, f: Farm, t: number): Person[] {
  const c = w.c;
  const r = c.r;
  const y = yearOf(t);
  if (w.farmNo === 1 && !w.namesake) {
    const p = newPerson(c, { female: false, born: y - 35 });
    p.namesake = true;
    w.namesake = p;
    return [p];
  }
  if (w.farmNo === 3 && w.namesake && !w.namesakeDone) {
    const o = w.namesake;
    const p = newPerson(c, { female: false, first: o.first, last: o.last, middle: r.pick(MIDDLES_M.filter((m) => m[0] !== o.middle[0])), res: c.area.counties.find((x) => x !== o.res)!, born: y - 30 });
    p.namesake = true;
    w.namesakeDone = true;
    if (c.area.joint && r.chance(0.5)) return [p, marry(c, p)];
    marry(c, p);
    return [p];
  }
  if (r.chance(0.08) && y > 1950) return [company(c, y, false, holders(f))];
  const p = newPerson(c, { born: y - 25 - r.int(30), female: r.chance(0.15) });
  if (!p.female && r.chance(0.7)) {
    const wife = marry(c, p);
    if (c.area.joint && r.chance(0.6)) return [p, wife];
  }
  void f;
  return [p];
}

function heirsOf(c: Ctx, dec: Person, t: number): { heirs: Person[]; sr: boolean } {
  const r = c.r;
  const heirs: Person[] = [];
  if (dec.spouse && dec.spouse.alive) heirs.push(dec.spouse);
  const n = 1 + r.int(3);
  let sr = false;
  for (let i = 0; i < n; i++) {
    const female = r.chance(0.45);
    if (!female && !sr && !dec.female && !dec.suffix && r.chance(0.3)) {
      const son = newPerson(c, { female: false, first: dec.first, middle: dec.middle, last: dec.last, suffix: 'Jr.', res: dec.res, born: dec.born + 25 });
      if (son.suffix === 'Jr.' && son.first === dec.first) sr = true;
      heirs.push(son);
      continue;
    }
    const child = newPerson(c, { female, last: dec.last, born: dec.born + 22 + r.int(12), res: r.chance(0.6) ? dec.res : r.pick(c.area.counties) });
    if (female && r.chance(0.6)) {
      const hl = r.pick(c.area.surnames.filter((s) => s !== dec.last));
      const k1 = `${child.first}|${hl}|`;
      if (!c.used.has(k1)) {
        c.used.add(k1);
        c.used.add(`${child.first[0]}|${dec.last[0]}|${hl}|`);
        child.maiden = dec.last;
        child.middle = r.chance(0.5) ? dec.last : child.middle;
        child.last = hl;
        const h = newPerson(c, { female: false, last: hl, res: child.res, born: child.born - 2 });
        h.spouse = child;
        child.spouse = h;
      }
    } else if (!female && r.chance(0.6)) marry(c, child);
    heirs.push(child);
  }
  void t;
  return { heirs, sr };
}

function newFarm(w: World, kind: string, twoTracts: boolean): Farm {
  const c = w.c;
  const r = c.r;
  const county = c.area.key === 'ok' ? (kind === 'osage' ? 'Osage' : r.pick(['Creek', 'Okmulgee', 'Tulsa'])) : r.pick(c.area.counties);
  const tk = kind === 'srha' && r.chance(0.6) ? 'hes' : kind;
  const tracts = [makeTract(c, tk, county, w.tractsUsed)];
  if (twoTracts && tracts[0].kind === 'rect') {
    const t2 = makeTract(c, tk, county, w.tractsUsed);
    if (t2.kind === 'rect') tracts.push(t2);
  }
  const [s0, s1] = c.area.start;
  return { kind, county, tracts, fee: [], joint: false, feeMin: 1, sev: [], sov: null, leases: [], t: mk(s0 + r.int(s1 - s0), r.int(12), 1 + r.int(28)), gap: null, gapDone: false, lifeTenant: null, ladyBird: null, mortgage: null, children: new Map(), lastDeed: null, n: 0 };
}

const LAST = Date.UTC(2025, 2, 1);
const later = (c: Ctx, t: number, minDays: number, maxDays: number) => {
  const x = t + (minDays + c.r.int(Math.max(1, maxDays - minDays))) * DAY;
  return x > LAST ? Math.max(t + minDays * DAY, Math.min(x, LAST)) : x;
};

function setFee(f: Farm, ps: Person[]) {
  f.fee = ps.map((p) => ({ p, share: 1 / ps.length }));
  f.mortgage = null;
  f.joint = ps.length === 2 && ps[0].spouse === ps[1];
  staleFeeLeases(f);
}

/** The first link of a farm, by its kind. */
function firstLink(w: World, f: Farm) {
  const c = w.c;
  const r = c.r;
  const t = f.t;
  const y = yearOf(t);
  const us = org(c, 'United States of America', 'fixed', 'sov');
  switch (f.kind) {
    case 'creek':
    case 'creekminor': {
      const minor = f.kind === 'creekminor';
      const p = newPerson(c, { noMiddle: true, last: r.pick(['Harjo', 'Fixico', 'Yahola', 'Tiger', 'Canard', 'Deere', 'Bigpond', 'Sixkiller', 'Bruner', 'Wolfe']), born: minor ? y - 3 - r.int(10) : y - 30 - r.int(20), res: f.county });
      p.restricted = true;
      patentDoc(c, f, org(c, 'Muskogee Nation', 'fixed', 'sov'), [p], t, 'creek');
      setFee(f, [p]);
      f.t = later(c, t, 200, 2000);
      if (minor) {
        const b = buyer(w, f, f.t);
        officerDeedDoc(c, f, [p], b[0], f.t, 'guardian');
        setFee(f, b);
        f.t = later(c, f.t, 300, 1500);
      } else {
        p.spouse = null;
        // the allottee dies; the county court determines the heirs, who sell with its approval
        const death = later(c, f.t, 100, 3000);
        p.alive = false;
        const kids = [0, 1, 2].slice(0, 1 + r.int(3)).map(() => {
          const k = newPerson(c, { noMiddle: true, last: p.last, res: f.county, born: p.born + 20 });
          k.restricted = true;
          return k;
        });
        const dt = later(c, death, 90, 700);
        heirshipDoc(c, f, p, kids, kids.map(() => 1 / kids.length), death, dt, 'probate', ['fee'], false);
        setFee(f, kids);
        f.t = later(c, dt, 60, 900);
        const b = buyer(w, f, f.t);
        deedDoc(c, f, { grantors: kids, joins: [], grantees: b, t: f.t, cat: 'warranty_deed', approval: true, granteeJoint: b.length > 1 });
        setFee(f, b);
        f.t = later(c, f.t, 300, 2000);
      }
      return;
    }
    case 'osage': {
      const tribe = org(c, 'Osage Tribe of Indians', 'fixed', 'sov');
      const p = newPerson(c, { noMiddle: r.chance(0.6), last: r.pick(['Redcorn', 'Pappan', 'Mashunkashey', 'Bigheart', 'Lookout', 'Revard', 'Tallchief', 'Bellieu']), born: y - 25 - r.int(20), res: 'Osage' });
      patentDoc(c, f, tribe, [p], t, 'osage');
      setFee(f, [p]);
      f.sov = tribe;
      f.feeMin = 0;
      f.t = later(c, t, 300, 2500);
      return;
    }
    case 'patent':
    case 'tax':
    case 'taxms':
    case 'homestead':
    case 'forest': {
      const p = newPerson(c, { female: false, born: y - 25 - r.int(20), res: f.county });
      if (r.chance(0.6)) marry(c, p);
      patentDoc(c, f, us, [p], t, 'us');
      setFee(f, [p]);
      f.t = later(c, t, 300, 3000);
      return;
    }
    case 'srha': {
      const p = newPerson(c, { female: false, born: y - 25 - r.int(20), res: f.county });
      if (r.chance(0.5)) marry(c, p);
      f.t = mk(1920 + r.int(15), r.int(12), 1 + r.int(27));
      patentDoc(c, f, us, [p], f.t, 'srha');
      setFee(f, [p]);
      f.sov = us;
      f.feeMin = 0;
      f.t = later(c, f.t, 300, 2500);
      return;
    }
    case 'placer': {
      f.t = mk(1922 + r.int(30), r.int(12), 1 + r.int(27));
      const ps = [0, 1, 2].slice(0, 2 + r.int(2)).map(() => newPerson(c, { female: false, born: yearOf(f.t) - 40, res: r.pick(c.area.counties) }));
      patentDoc(c, f, us, ps, f.t, 'placer');
      setFee(f, ps);
      f.t = later(c, f.t, 200, 2000);
      const co = company(c, yearOf(f.t));
      deedDoc(c, f, { grantors: ps, joins: [], grantees: [co], t: f.t, cat: r.chance(0.5) ? 'quitclaim_deed' : 'warranty_deed' });
      setFee(f, [co]);
      f.t = later(c, f.t, 1000, 9000);
      // the company sells the surface and minerals to a rancher
      const b = buyer(w, f, f.t);
      deedDoc(c, f, { grantors: [co], joins: [], grantees: b, t: f.t, cat: 'special_warranty_deed', granteeJoint: b.length > 1 });
      setFee(f, b);
      f.t = later(c, f.t, 300, 2000);
      return;
    }
    case 'irr':
    case 'rr': {
      const first = f.kind === 'rr' ? org(c, f.tracts[0].t.survey!.startsWith('GC') ? 'Gulf, Colorado and Santa Fe Railway Company' : 'Texas and Pacific Railway Company', 'fixed') : newPerson(c, { female: false, born: y - 50, res: f.county });
      const b = buyer(w, f, t);
      deedDoc(c, f, { grantors: [first], joins: [], grantees: b, t, cat: 'warranty_deed', granteeJoint: b.length > 1 });
      setFee(f, b);
      f.t = later(c, t, 300, 3000);
      return;
    }
    case 'ra': {
      const st = org(c, 'State of Texas', 'fixed', 'sov');
      const p = newPerson(c, { female: false, born: y - 25 - r.int(20), res: f.county });
      if (r.chance(0.6)) marry(c, p);
      patentDoc(c, f, st, [p], t, 'txra');
      setFee(f, [p]);
      f.sov = st;
      f.feeMin = 0;
      f.t = later(c, t, 300, 3000);
      return;
    }
    case 'ul': {
      f.sov = org(c, 'State of Texas', 'fixed', 'sov');
      f.feeMin = 0;
      f.t = mk(1923 + r.int(20), r.int(12), 1 + r.int(27));
      return;
    }
  }
}

const pickFrac = (c: Ctx, max: number) => {
  const opts = [1 / 2, 1 / 4, 1 / 8, 3 / 8, 1 / 16].filter((x) => x <= max + 1e-9);
  return opts.length ? c.r.pick(opts) : 0;
};
const activeSev = (f: Farm) => f.sev.filter((s) => !s.dormant && !s.royalty && s.p.alive && s.frac > 0);
const feeAlive = (f: Farm) => f.fee.length > 0 && f.fee.every((h) => h.p.alive) && f.fee.every((h) => h.p.kind !== 'sov');
function addSev(f: Farm, p: Person, frac: number, royalty = false, dormant = false) {
  const have = f.sev.find((s) => s.p === p && s.royalty === royalty && !s.dormant && !dormant);
  if (have) have.frac += frac;
  else f.sev.push({ p, frac, royalty, dormant });
}

/** A lease and what follows it (assignments, a division order or unit, a release), all on the lease's clock. */
function leaseLife(w: World, f: Farm, lessors: Person[], joins: Person[], kind: Lease['kind']) {
  const c = w.c;
  const r = c.r;
  const y = yearOf(f.t);
  const brokered = kind !== 'sov' && kind !== 'fed' && y >= 1978 && r.chance(0.45);
  const lessee = company(c, y, brokered, lessors);
  const L = leaseDoc(c, f, lessors, joins, lessee, f.t, kind, brokered);
  f.leases = f.leases.filter((x) => x.kind !== kind || x.lessors.some((p) => !lessors.includes(p)));
  f.leases.push(L);
  let t = f.t;
  if (brokered) {
    const co = company(c, y, false, [...lessors, lessee]);
    {
      t = later(c, t, 60, 200);
      assignDoc(c, f, L, co, t, false);
      L.holders = [co];
      L.broker = false;
    }
  }
  if (r.chance(0.6)) {
    t = later(c, t, 200, 1500);
    const co = company(c, yearOf(t), false, [...lessors, ...L.holders]);
    {
      const partial = r.chance(0.4);
      assignDoc(c, f, L, co, t, partial);
      L.holders = partial ? [...L.holders, co] : [co];
    }
  }
  const produced = r.chance(0.4);
  if (produced) {
    t = later(c, t, 100, 900);
    if (r.chance(0.5) && kind !== 'fed' && yearOf(t) >= (c.area.key === 'ar' ? 2005 : 1960)) unitDoc(c, f, L.holders[0], t);
    else {
      const owners = kind === 'fee' ? holders(f) : kind === 'sev' ? lessors : kind === 'ra' ? [lessors[0]] : [f.sov!];
      if (owners.every((p) => p.alive)) divisionOrderDoc(c, f, L.holders[0], owners, t);
    }
  }
  t = later(c, t, 365 * 3, 365 * 12);
  if (kind !== 'fed' && !L.stale && alive(L.lessors) && alive(L.joiners) && r.chance(0.55) && yearOf(t) < 2025) {
    releaseDoc(c, f, L, t);
    f.leases = f.leases.filter((x) => x !== L);
  }
  f.t = Math.max(f.t, t - 365 * 2 * DAY);
  f.t = later(c, f.t, 100, 800);
}

function deathOf(w: World, f: Farm, dec: Person) {
  const c = w.c;
  const r = c.r;
  const death = later(c, f.t, 10, 400);
  const docT = later(c, death, 60, r.chance(0.3) ? 3000 : 700);
  dec.alive = false;
  const feeShare = f.fee.find((h) => h.p === dec);
  const sevs = f.sev.filter((s) => s.p === dec && !s.dormant && !s.royalty);
  const estates: Estate[] = [];
  if (feeShare) estates.push('fee');
  if (sevs.length) estates.push('mineral');
  if (!estates.length) return;
  // a live lease of his: his heirs ratify it now and then
  const lease = f.leases.find((L) => !L.stale && L.lessors.includes(dec) && (L.kind === 'fee' || L.kind === 'sev'));
  let heirs: Person[];
  const surv = dec.spouse && dec.spouse.alive && f.fee.some((h) => h.p === dec.spouse) && f.joint ? dec.spouse : null;
  if (surv && feeShare) {
    heirs = [surv];
    if (r.chance(0.7)) survivorDoc(c, f, dec, surv, death, docT, estates);
    f.fee = f.fee.filter((h) => h.p !== dec);
    f.fee.forEach((h) => (h.share = 1 / f.fee.length));
    for (const s of sevs) {
      s.p = surv;
    }
    f.joint = false;
  } else if (f.ladyBird && f.ladyBird.owner === dec && feeShare && f.fee.length === 1) {
    const bene = f.ladyBird.bene;
    heirs = [bene];
    ladyBirdAffidavitDoc(c, f, dec, bene, death, docT, estates);
    f.fee = [{ p: bene, share: 1 }];
    for (const s of sevs) s.p = bene;
    f.ladyBird = null;
  } else {
    const h = heirsOf(c, dec, death);
    heirs = h.heirs;
    const kind = dec.restricted || r.chance(0.45) ? 'probate' : 'affidavit';
    heirshipDoc(c, f, dec, heirs, heirs.map(() => 1 / heirs.length), death, docT, kind, estates, h.sr);
    if (feeShare) {
      f.fee = f.fee.filter((x) => x !== feeShare);
      for (const p of heirs) {
        const have = f.fee.find((x) => x.p === p);
        if (have) have.share += feeShare.share / heirs.length;
        else f.fee.push({ p, share: feeShare.share / heirs.length });
      }
      f.joint = false;
    }
    for (const s of sevs) {
      f.sev = f.sev.filter((x) => x !== s);
      for (const p of heirs) addSev(f, p, s.frac / heirs.length);
    }
  }
  if (lease && r.chance(0.5) && heirs.some((p) => p.alive)) ratifyDoc(c, f, lease, heirs.filter((p) => p.alive), later(c, docT, 30, 300));
  if (feeShare) staleFeeLeases(f);
  staleSevLeases(f, dec);
  f.t = later(c, docT, 30, 500);
}

/** The planted gap of a farm (exactly one per package of each kind). */
function plantGap(w: World, f: Farm): boolean {
  const c = w.c;
  const r = c.r;
  const tr = f.tracts;
  if (tr.length !== 1) return false;
  const key = tractKey(tr[0].t);
  if (f.gap === 'grantor_never_received') {
    const g = newPerson(c, { res: r.pick(c.area.counties) });
    let file: string;
    if (f.sov && feeAlive(f)) {
      // the surface owners deal with minerals reserved to the sovereign
      file = mineralDoc(c, f, holders(f), joiners(f), g, f.t, { frac: r.pick([1 / 2, 1 / 4]) });
    } else {
      const sameName = f.fee[0]?.p.kind === 'person' && r.chance(0.5);
      const s = newPerson(c, { last: sameName ? f.fee[0].p.last : undefined, female: false, res: r.pick(c.area.counties), born: yearOf(f.t) - 40 });
      const wife = r.chance(0.4) ? marry(c, s) : null;
      file = mineralDoc(c, f, [s], wife ? [wife] : [], g, f.t, { frac: r.pick([1 / 4, 1 / 8, 1 / 2]) });
    }
    addSev(f, g, 0, false, true);
    c.gaps.push({ tract: key, estate: 'mineral', kind: 'grantor_never_received', doc: file });
    f.t = later(c, f.t, 200, 1500);
    return true;
  }
  if (f.gap === 'conveyed_before_acquired') {
    if (!feeAlive(f) || f.feeMin < 1 / 4 || f.sov) return false;
    const frac = pickFrac(c, Math.min(f.feeMin, 1 / 2));
    const b = newPerson(c, { res: r.pick(c.area.counties), born: yearOf(f.t) - 40 });
    const g = newPerson(c, { res: r.pick(c.area.counties) });
    const t1 = f.t;
    const t2 = later(c, t1, 95, 1000);
    const early = mineralDoc(c, f, [b], [], g, t1, { frac: r.chance(0.5) ? frac : null });
    mineralDoc(c, f, holders(f), joiners(f), b, t2, { frac });
    f.feeMin -= frac;
    addSev(f, g, frac, false, true);
    c.gaps.push({ tract: key, estate: 'mineral', kind: 'conveyed_before_acquired', doc: early });
    f.t = later(c, t2, 200, 1500);
    return true;
  }
  if (f.gap === 'conveyed_more_than_held') {
    const h = activeSev(f).find((s) => s.frac <= 1 / 4);
    if (!h) {
      if (!feeAlive(f) || f.feeMin < 1 / 8 || f.sov) return false;
      const frac = pickFrac(c, Math.min(f.feeMin, 1 / 4));
      if (frac > 1 / 4 || frac === 0) return false;
      const b = newPerson(c, { res: r.pick(c.area.counties), born: yearOf(f.t) - 40 });
      mineralDoc(c, f, holders(f), joiners(f), b, f.t, { frac });
      f.feeMin -= frac;
      addSev(f, b, frac);
      f.t = later(c, f.t, 300, 2000);
      return false;
    }
    const g = newPerson(c, { res: r.pick(c.area.counties) });
    let file: string;
    if (r.chance(0.5)) {
      file = mineralDoc(c, f, [h.p], h.p.spouse && h.p.spouse.alive ? [h.p.spouse] : [], g, f.t, { frac: h.frac * 2 });
    } else {
      const g1 = newPerson(c, { res: r.pick(c.area.counties) });
      mineralDoc(c, f, [h.p], [], g1, f.t, { frac: h.frac });
      addSev(f, g1, h.frac, false, true);
      f.t = later(c, f.t, 200, 2000);
      file = mineralDoc(c, f, [h.p], [], g, f.t, { frac: h.frac });
    }
    staleSevLeases(f, h.p);
    h.dormant = true;
    addSev(f, g, 0, false, true);
    c.gaps.push({ tract: key, estate: 'mineral', kind: 'conveyed_more_than_held', doc: file });
    f.t = later(c, f.t, 200, 1500);
    return true;
  }
  return false;
}

/** The shale era comes to every farm: a last lease of whoever holds the minerals, if they can still sign. */
function modernLease(w: World, f: Farm) {
  const c = w.c;
  const r = c.r;
  const [a, b] = { ok: [2008, 2015], ar: [2005, 2011], tx: [2010, 2017], ms: [2011, 2015], co: [2004, 2012] }[c.area.key];
  const t = mk(a + r.int(b - a), r.int(12), 1 + r.int(27));
  const young = (ps: Person[]) => ps.every((p) => p.kind !== 'person' || yearOf(t) - p.born < 85);
  const hs = feeAlive(f) ? holders(f) : [];
  const js = joiners(f);
  if (f.kind === 'ul') {
    f.t = t;
    leaseLife(w, f, [f.sov!], [], 'sov');
    return;
  }
  if (hs.length && f.feeMin > 0 && !f.sov && young([...hs, ...js])) {
    f.t = t;
    leaseLife(w, f, hs, js, 'fee');
    return;
  }
  if (f.kind === 'ra' && hs.length && young([...hs, ...js]) && hs.every((p) => p.kind === 'person')) {
    f.t = t;
    leaseLife(w, f, [f.sov!, ...hs], js, 'ra');
    return;
  }
  if (f.kind === 'srha' || f.kind === 'osage') {
    f.t = t;
    leaseLife(w, f, [f.sov!], [], f.kind === 'srha' ? 'fed' : 'sov');
    return;
  }
  const s = activeSev(f).find((x) => young([x.p]));
  if (s) {
    f.t = t;
    leaseLife(w, f, [s.p], s.p.spouse && s.p.spouse.alive ? [s.p.spouse] : [], 'sev');
  }
}

function runFarm(w: World, f: Farm, cap: number) {
  const c = w.c;
  const r = c.r;
  const start = c.docs.length;
  const n = () => c.docs.length - start;
  const END = mk(2021, 8, 1);
  firstLink(w, f);
  let steps = 0;
  let taxDone = false;
  let forestDone = false;
  while (f.t < END && (n() < cap || (f.gap && !f.gapDone)) && steps < 60) {
    steps++;
    const y = yearOf(f.t);
    if (f.gap && !f.gapDone && f.t > mk(1915, 0, 1)) {
      if (plantGap(w, f)) f.gapDone = true;
      continue;
    }
    const feeOk = feeAlive(f);
    const hs = feeOk ? holders(f) : [];
    const persons = hs.filter((p) => p.kind === 'person');
    const oldest = persons.sort((a, b) => a.born - b.born)[0];
    if (oldest && y - oldest.born > 55 && r.chance(0.12 + (y - oldest.born - 55) * 0.025)) {
      deathOf(w, f, oldest);
      continue;
    }
    const sevs = activeSev(f);
    const roll = r.next();
    // area specials first
    if (feeOk && !taxDone && f.kind === 'tax' && y >= 1925 && y <= 1970 && persons.length === hs.length && roll < 0.6) {
      taxDone = true;
      if (r.chance(0.5)) {
        redemptionDoc(c, f, hs[0], f.t);
        f.t = later(c, f.t, 400, 3000);
      }
      const b = buyer(w, f, f.t);
      officerDeedDoc(c, f, hs, b[0], f.t, 'taxar');
      setFee(f, [b[0]]);
      f.t = later(c, f.t, 300, 2000);
      continue;
    }
    if (feeOk && !taxDone && f.kind === 'taxms' && y >= 1930 && y <= 1975 && persons.length === hs.length && roll < 0.7) {
      taxDone = true;
      const b = buyer(w, f, f.t);
      msTaxPatentDoc(c, f, hs[0], b[0], f.t);
      const former = hs.slice();
      setFee(f, [b[0]]);
      f.t = later(c, f.t, 300, 1500);
      confirmDecreeDoc(c, f, former, b[0], f.t);
      f.t = later(c, f.t, 300, 2000);
      continue;
    }
    if (feeOk && !forestDone && f.kind === 'forest' && y >= 1933 && y <= 1942) {
      forestDone = true;
      const us = org(c, 'United States of America', 'fixed', 'sov');
      const reserve = f.feeMin > 0;
      deedDoc(c, f, { grantors: hs, joins: joiners(f), grantees: [us], t: f.t, cat: 'warranty_deed', reserve: reserve ? { text: f.feeMin === 1 ? 'all of the oil, gas and other minerals in, on and under the above described land, with the right of ingress and egress to explore for and remove the same, as provided in the regulations of the Secretary of Agriculture' : 'all of the oil, gas and other minerals owned by the grantors in and under said land' } : null });
      if (reserve) for (const h of f.fee) addSev(f, h.p, f.feeMin * h.share);
      f.fee = [{ p: us, share: 1 }];
      f.feeMin = 0;
      staleFeeLeases(f);
      f.t = later(c, f.t, 300, 3000);
      continue;
    }
    if (f.kind === 'ul') {
      if (y >= 1923) leaseLife(w, f, [f.sov!], [], 'sov');
      f.t = later(c, f.t, 365 * 3, 365 * 15);
      continue;
    }
    // several heirs hold: one takes the others' shares, or they partition two tracts, or all sell
    if (feeOk && f.fee.length >= 2 && !f.joint && persons.length === hs.length) {
      const tt = f.t;
      if (f.tracts.length === 2 && f.fee.length === 2 && r.chance(0.6)) {
        const [a, b] = hs;
        const ja = a.spouse && a.spouse.alive ? a.spouse : null;
        const jb = b.spouse && b.spouse.alive ? b.spouse : null;
        partitionDoc(c, f, a, b, ja, jb, tt);
        // the farm splits: this chain follows Tract One, now b's alone
        const gone = f.tracts[1];
        f.tracts = [f.tracts[0]];
        void gone;
        setFee(f, [b]);
        f.leases = [];
      } else if (r.chance(0.55)) {
        const taker = hs[r.int(hs.length)];
        const others = hs.filter((p) => p !== taker);
        const js = others.map((p) => p.spouse).filter((s): s is Person => !!s && s.alive && !hs.includes(s));
        deedDoc(c, f, { grantors: others, joins: js, grantees: [taker], t: tt, cat: 'quitclaim_deed' });
        setFee(f, [taker]);
      } else {
        const b = buyer(w, f, tt);
        deedDoc(c, f, { grantors: hs, joins: joiners(f), grantees: b, t: tt, cat: r.chance(0.3) ? 'special_warranty_deed' : 'warranty_deed', granteeJoint: b.length > 1 });
        setFee(f, b);
      }
      f.t = later(c, f.t, 300, 2500);
      continue;
    }
    const w8: Array<[string, number]> = [];
    const canMin = feeOk && f.feeMin > 0 && !f.sov;
    const liveFeeLease = f.leases.some((L) => !L.stale && (L.kind === 'fee' || L.kind === 'ra' || L.kind === 'sov' || L.kind === 'fed'));
    if (feeOk) w8.push(['sale', 0.16], ['mortgage', 0.07], ['easement', y > 1925 ? 0.06 : 0]);
    if (feeOk && persons.length === hs.length) w8.push(['gift', 0.05]);
    if (canMin) w8.push(['mindeed', 0.08], ['royalty', 0.03]);
    if (canMin && !liveFeeLease && y >= 1912) w8.push(['lease', y >= 1975 ? 0.55 : 0.3]);
    if (f.sov && !liveFeeLease && f.kind === 'osage' && y >= 1912) w8.push(['sovlease', 0.3]);
    if (f.sov && !liveFeeLease && f.kind === 'srha' && y >= 1948) w8.push(['fedlease', 0.3]);
    if (f.sov && !liveFeeLease && f.kind === 'ra' && feeOk && persons.length === hs.length && y >= 1920) w8.push(['ralease', 0.35]);
    if (sevs.length) w8.push(['sev', y >= 1975 ? 0.16 : 0.1]);
    if ((f.kind === 'ra' || f.kind === 'rr') && feeOk && hs.length === 1 && persons.length === 1 && !(hs[0].spouse && hs[0].spouse.alive) && y >= 1988 && !f.ladyBird) w8.push(['ladybird', 0.4]);
    if (f.mortgage && (c.area.key === 'ar' || c.area.key === 'ms') && feeOk) w8.push(['sheriff', 0.12]);
    const tot = w8.reduce((s, x) => s + x[1], 0);
    if (!tot) {
      f.t = later(c, f.t, 365, 365 * 6);
      if (!feeOk && !sevs.length && !(f.sov && f.kind !== 'ul')) break;
      continue;
    }
    let x = r.next() * tot;
    let ev = w8[0][0];
    for (const [k, wt] of w8) {
      x -= wt;
      if (x < 0) {
        ev = k;
        break;
      }
    }
    const js = joiners(f);
    switch (ev) {
      case 'sale': {
        const b = buyer(w, f, f.t);
        const reserve = canMin && r.chance(0.3);
        let resv: { text: string } | null = null;
        if (reserve) {
          const half = f.feeMin === 1 && r.chance(0.6);
          const frac = half ? 1 / 2 : f.feeMin;
          resv = { text: half ? `an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in, on and under the above described land` : f.feeMin === 1 ? 'all of the oil, gas and other minerals in and under said land' : 'all of the oil, gas and other minerals now owned by the grantors in and under said land' };
          for (const h of f.fee) addSev(f, h.p, frac * h.share);
          f.feeMin -= frac;
        }
        if (js.length === 1 && hs.length === 1 && !reserve && r.chance(0.18)) {
          deedDoc(c, f, { grantors: hs, joins: [], grantees: b, t: f.t, cat: 'warranty_deed', granteeJoint: b.length > 1 });
          f.lastDeed = { grantor: hs[0], grantees: b, spouse: js[0], cat: 'warranty_deed', t: f.t };
          const t2 = later(c, f.t, 40, 500);
          deedDoc(c, f, { grantors: hs, joins: js, grantees: b, t: t2, cat: 'warranty_deed', correction: true, granteeJoint: b.length > 1 });
          f.t = t2;
        } else {
          const cat = hs.some((p) => p.kind === 'org') || r.chance(0.2) ? 'special_warranty_deed' : 'warranty_deed';
          deedDoc(c, f, { grantors: hs, joins: js, grantees: b, t: f.t, cat, reserve: resv, granteeJoint: b.length > 1 });
        }
        setFee(f, b);
        break;
      }
      case 'gift': {
        const g = hs[0];
        const kid = newPerson(c, { last: g.last, res: g.res, born: g.born + 25 });
        const life = r.chance(0.4);
        deedDoc(c, f, { grantors: hs, joins: js, grantees: [kid], t: f.t, cat: 'warranty_deed', gift: true, lifeEstate: life });
        setFee(f, [kid]);
        if (life) {
          f.t = later(c, f.t, 365 * 3, 365 * 12);
          for (const p of [...hs, ...js]) p.alive = false;
        }
        break;
      }
      case 'mindeed': {
        const frac = pickFrac(c, f.feeMin);
        if (!frac) break;
        const g = r.chance(0.3) ? company(c, y, false, hs) : newPerson(c, { res: r.pick(c.area.counties), born: y - 40 });
        if (g.kind === 'person' && r.chance(0.4)) marry(c, g);
        mineralDoc(c, f, hs, js, g, f.t, { frac: f.feeMin === 1 && frac === 1 ? 1 : frac });
        f.feeMin -= frac;
        addSev(f, g, frac);
        break;
      }
      case 'royalty': {
        const g = newPerson(c, { res: r.pick(c.area.counties), born: y - 40 });
        mineralDoc(c, f, hs, js, g, f.t, { frac: r.pick([1 / 2, 1 / 4]), royalty: true });
        addSev(f, g, 0, true, true);
        break;
      }
      case 'lease':
        leaseLife(w, f, hs, js, 'fee');
        continue;
      case 'sovlease':
        leaseLife(w, f, [f.sov!], [], 'sov');
        continue;
      case 'fedlease':
        leaseLife(w, f, [f.sov!], [], 'fed');
        continue;
      case 'ralease':
        leaseLife(w, f, [f.sov!, ...hs], js, 'ra');
        continue;
      case 'mortgage': {
        const bk = bank(c);
        const signers = [...hs, ...js].filter((p) => p.kind === 'person');
        if (!signers.length) break;
        const m = mortgageDoc(c, f, signers, bk, f.t);
        f.mortgage = { signers, bank: bk, trustee: m.trustee, t: f.t };
        const rel = later(c, f.t, 365 * 2, 365 * 15);
        if (r.chance(0.6) && rel < END) {
          lienReleaseDoc(c, f, f.mortgage, rel);
          f.mortgage = null;
        }
        break;
      }
      case 'sheriff': {
        const b = r.chance(0.4) ? f.mortgage!.bank : buyer(w, f, f.t)[0];
        f.t = later(c, f.t, 200, 900);
        officerDeedDoc(c, f, hs, b, f.t, 'sheriff');
        setFee(f, [b]);
        f.mortgage = null;
        break;
      }
      case 'easement':
        easementDoc(c, f, hs, js, company(c, y, false, hs), f.t);
        break;
      case 'ladybird': {
        const kid = newPerson(c, { last: hs[0].last, res: hs[0].res, born: hs[0].born + 25 });
        ladyBirdDoc(c, f, hs[0], kid, f.t);
        f.ladyBird = { owner: hs[0], bene: kid };
        break;
      }
      case 'sev': {
        const s = r.pick(sevs);
        const k = r.next();
        const sj = s.p.spouse && s.p.spouse.alive && s.p.kind === 'person' ? [s.p.spouse] : [];
        if (s.p.kind === 'person' && y - s.p.born > 50 && k < 0.35) {
          const gapFarmPending = f.gap && !f.gapDone;
          if (!gapFarmPending && r.chance(0.4)) {
            s.p.alive = false;
            s.dormant = true;
            staleSevLeases(f, s.p);
          } else deathOf(w, f, s.p);
          continue;
        }
        if (k < 0.65 && y >= 1912 && !f.leases.some((L) => L.kind === 'sev' && L.lessors.includes(s.p) && !L.stale)) {
          leaseLife(w, f, [s.p], sj, 'sev');
          continue;
        }
        const g = r.chance(0.25) ? company(c, y, false, [s.p]) : newPerson(c, { res: r.pick(c.area.counties), born: y - 35 });
        if (r.chance(0.5)) {
          mineralDoc(c, f, [s.p], sj, g, f.t, { frac: null });
          f.sev = f.sev.filter((x) => x !== s);
          addSev(f, g, s.frac);
        } else {
          mineralDoc(c, f, [s.p], sj, g, f.t, { frac: s.frac / 2 });
          s.frac /= 2;
          addSev(f, g, s.frac);
        }
        staleSevLeases(f, s.p);
        break;
      }
    }
    if (n() >= cap - 3 && yearOf(f.t) < 2003 && !(f.gap && !f.gapDone)) modernLease(w, f);
    const left = Math.max(1, cap - n());
    const span = Math.max(1, 2024 - yearOf(f.t)) / left;
    f.t = later(c, f.t, 200, Math.max(500, Math.round(span * 365 * 2.1)));
  }
}

// ---------------------------------------------------------------- packages

const FARM_PLANS: Record<AreaKey, string[]> = {
  ok: ['osage', 'creek', 'creekminor', 'creek', 'osage', 'creek', 'creekminor'],
  ar: ['patent', 'tax', 'patent', 'patent', 'tax', 'patent', 'patent'],
  tx: ['ra', 'rr', 'rr', 'ul', 'ra', 'rr', 'rr'],
  ms: ['forest', 'patent', 'irr', 'taxms', 'patent', 'irr', 'forest'],
  co: ['srha', 'homestead', 'placer', 'srha', 'homestead', 'srha', 'homestead'],
};

function makePackage(seed: number, area: Area, docsWanted: number, name: string): HeldoutPackage {
  const c: Ctx = { r: seededRng(seed), area, docs: [], links: [], gaps: [], files: new Set(), people: [], used: new Set(), nextId: 1, officerNames: new Set() };
  const w: World = { c, tractsUsed: new Set(), namesake: null, namesakeDone: false, farmNo: 0 };
  const plan = FARM_PLANS[area.key];
  const gapKinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = 0; c.docs.length < docsWanted - 3 || i < 3; i++) {
    w.farmNo = i;
    const kind = plan[i % plan.length];
    const f = newFarm(w, kind, i >= 3 && c.r.chance(0.5));
    if (i < 3) f.gap = gapKinds[i];
    const left = docsWanted - c.docs.length;
    const cap = Math.max(4, Math.min(16, Math.ceil(left / Math.max(1, 5 - i))));
    runFarm(w, f, cap);
    if (i > 12) break;
  }
  // the instruments as a records search hands them over: in no particular order
  const docs = c.docs.slice();
  for (let i = docs.length - 1; i > 0; i--) {
    const j = c.r.int(i + 1);
    [docs[i], docs[j]] = [docs[j], docs[i]];
  }
  return { name, docs, links: c.links, gaps: c.gaps };
}

export const generateHeldoutN: HeldoutGenerator = (opts) => {
  const r = seededRng(opts.seed * 7919 + 14);
  const order = AREAS.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let i = 0; i < opts.packages; i++) {
    const area = order[i % order.length];
    out.push(makePackage(opts.seed * 1000 + i * 37 + 5, area, opts.docsPerPackage, `n${opts.seed}-${area.key}-${i + 1}`));
  }
  return out;
};
