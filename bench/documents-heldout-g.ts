// Held-out set G: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one
// area, chosen by seed among eight that sets A-F did not cover, whose farms (one or two tracts that
// travel together in the fee chain until a partition splits them) pass through time on one clock,
// 1832-2024: Alabama (Huntsville Meridian: Tuscaloosa, Fayette, Lamar; St. Stephens Meridian:
// Choctaw), Michigan (Michigan Meridian: Kalkaska, Otsego, Crawford, with the civil townships
// named), California (Mount Diablo and San Bernardino Base and Meridian: Kern, Kings, Fresno),
// South Dakota (Black Hills Meridian: Harding, Fall River), Florida (Tallahassee Meridian: Santa
// Rosa, Escambia), Illinois (Third P.M.: Wayne, White, Hamilton), the Texas Eagle Ford (Karnes,
// DeWitt, Gonzales, La Salle, Webb: Spanish and Mexican grants, Webb County porciones, I&GN and
// GC&SF sections, named surveys by metes and bounds from a survey corner) and East Texas (Rusk,
// Gregg, Panola, Harrison: headright, bounty and pre-emption surveys by name and abstract, no
// blocks). Instruments: United States patents (homestead and cash entry, long-hand descriptions and
// dates), Texas patents (to a survey's grantee, to a railroad), first deeds of a railroad or of a
// first known holder; "This Indenture ... party of the first part" deeds with long-hand dates (some
// marked as transcriptions); each state's statutory deeds (Alabama "herein referred to as
// grantors", Michigan "Convey(s) and Warrant(s)" and "Quit Claim(s)", California grant deeds with
// transfer-tax and APN blocks, Illinois statutory warranty and quit claim deeds, Florida warranty
// and special warranty deeds, South Dakota "GRANT, CONVEY AND WARRANT"); Texas "KNOW ALL MEN" deeds
// and warranty deeds with vendor's lien; special warranty deeds of LLCs and partnerships signed by
// managers and general partners; deeds into living trusts and out of them by the trustees; heirs'
// quitclaims to one of them; correction deeds; mineral deeds (Michigan conveyances of oil and gas
// rights, California mineral grant deeds, Illinois mineral deeds, company mineral deeds with an
// exhibit table, contributions to family limited partnerships, strangers' deeds); royalty and
// non-participating royalty conveyances; leases (rental forms with depository banks, Alabama
// coalbed methane leases, Michigan paid-up Antrim leases, California leases, paid-up leases "made
// effective as of", e-recorded memoranda), lease option agreements, ratifications, assignments (old
// forms, partial, "Assignment and Bill of Sale" with an Effective Time and an Exhibit A, one
// schedule of a holder's leases on several farms), assignments of overriding royalty, releases and
// surrenders; pipeline rights of way; surface use and damage agreements; mortgages and deeds of
// trust with their releases (Texas releases of lien, satisfactions of mortgage, California full
// reconveyances); affidavits of heirship (narrative, the Texas "Facts Concerning the Identity of
// Heirs" form from 1990, "Death and Heirship"); each state's probate orders; affidavits of death of
// a trustee; quiet-title judgments; decrees of partition in kind; divorce decrees awarding land.
// Modern instruments carry e-recording header blocks and "Prepared by"/"Return to" boxes, older ones
// clerks' index captions in index order. People recur under name variants (full middle name,
// initial, initials only, no middle name, "also known as" nicknames, "f/k/a" and "formerly" maiden
// names, a married woman under her maiden name as a middle name), fathers and sons ("Jr."; the
// father "Sr." in his own probate or affidavit), brothers who buy together and partition, heirs who
// sell out to one of them, in most packages an unrelated namesake of another county (both always with
// their residence), companies under Co./Company/Inc./L.L.C. variants; otherwise no two people of a
// package share a first name and surname. Small mineral interests whose owner dies are sometimes
// never probated (they then lie dormant: nobody conveys or leases them again, so no gap arises).
// Planted gaps, one of each kind per package. Texts are clean typed copies; file names say nothing
// about the instrument.
//
// Truth conventions: those of sets A-F's headers (D's list, with E's and F's additions), followed
// exactly where they apply, and these for what set G adds (a title examiner's reading):
// - rectangular tracts of the new meridians as any: township "21S"/"27N", range "9W"/"6E"/"30W";
//   Michigan "Town 27 North" is township "27N"; the meridian ("H.M.", "M.D.B.&M.", "S.B.B.&M.",
//   "B.H.M.", "T.M.", "3rd P.M.") and a Michigan civil township ("Hayes Township") are in no field;
// - aliquot styles all normalize to D's form: "SW4NE4 15-21S-9W", "SW4NE4 of Sec. 15-21S-9W",
//   "S2 of Sec. 22", "the SW 1/4 of the NE 1/4", "the Southwest 1/4 of the Northeast 1/4",
//   "SW¼ NE¼", "SW/4NE/4", "the Southwest Quarter of the Northeast Quarter" and a patent's "the
//   south-west quarter of the north-east quarter of section fifteen" are aliquot "SW/4 NE/4" ("S2"
//   is "S/2"; three levels "N/2 NE/4 SW/4"); the compact "15-21S-9W" is section, township, range;
// - "Fractional Section 6": section "6" ("fractional" is a descriptor); "All of Fractional Section
//   31" is aliquot "ALL" with its stated odd acreage; government lots as F ("Lots 1 and 2 and the
//   S/2 NE/4 of Fractional Section 6", "Government Lots 3 and 4", "L1, L2, S2NE4": lot "1, 2",
//   aliquot "S/2 NE/4"; lots alone: aliquot null);
// - acres: a tract states its acreage in every instrument or in none (patented tracts always do);
//   a patent of two tracts states each tract's own acreage; "more or less", "(40 acres)", "40.00"
//   are the number; a lease's "containing 80 gross acres" is written only for a one-tract lease;
//   an exhibit table's acreage column gives each row's acres ("-" in a row: none);
// - an exhibit table ("Tract / Legal Description / County / Gross Acres" under "All lands situated
//   in the State of Alabama, Huntsville Meridian") gives one tract per row, as a description would;
// - Texas named surveys: survey is the grantee's name and "Survey" without the class of the grant
//   ("the William Elliott Headright Survey" and "the William Elliott Survey" are both "William
//   Elliott Survey"; Bounty, Pre-emption likewise); the whole survey ("All of the X Survey,
//   containing 320 acres") and a part ("84.6 acres out of the X Survey") have no section, block or
//   aliquot; acres always stated; calls from a survey corner add nothing to the fields; a Texas
//   patent's recorded copy carries a margin line "[Abstract No. 125 -- X Survey -- 1476.1 Acres]",
//   which gives the patented tract its abstract;
// - Spanish and Mexican grants: survey "X Grant" (the instruments' word, as F's "League"); Webb
//   County porciones: survey "Porcion 24" ("Porcion No. 24" alike), the original grantee recited
//   with it is no party and no field; I&GN and GC&SF sections: E's short forms, section, abstract,
//   aliquot "ALL" or the half, no block;
// - patents: the United States (cash entry or homestead) or the State of Texas is the grantor
//   ("United States of America", "State of Texas"), the patentee the grantee; presidents,
//   governors, secretaries, recorders, commissioners and land-office registers are no parties;
//   execution_date the day it is "GIVEN" or "Done" (long-hand), no acknowledgment, recording_date
//   the county's filing (often years later); dates of certificates, warrants and Acts of Congress
//   are not the instrument's; a Texas patentee whose name is his survey's is written one way;
// - an indenture's parties "of the first part" are grantors and "of the second part" grantees, its
//   long-hand "Made the tenth day of March in the year of our Lord ..." the execution date;
//   witnesses are no parties; a "[Transcribed from Deed Record Book ...]" note is no reference;
// - categories of the new deed forms: a California grant deed and every statutory "convey and
//   warrant" form are warranty_deed; Michigan and Illinois "Quit Claim Deed" quitclaim_deed (of
//   the land: conveys_fee true, ["fee"]); a warranty deed with vendor's lien is a warranty_deed
//   whose lender (the lien "transferred" to it) is recited, no party; a special warranty deed is
//   special_warranty_deed whoever signs it; a deed "EXECUTED on the date of the acknowledgment,
//   to be effective as of" a date has that effective_date and no execution_date;
// - boxes and blocks: "Prepared by", "Return to", "Recording requested by", "Mail tax statements
//   to", APN and parcel numbers, transfer-tax lines, a clerk's index caption ("Indexed: PRUITT,
//   JOHN H., ET UX TO SMITH, JAMES A.") name no parties beyond those of the body (the caption's
//   index order is the body's name); an e-recording header block's date is the recording_date;
// - living trusts: "John Doe and Mary Doe, Trustees of the Doe Family Revocable Trust dated ..."
//   names the trustees as parties, each with a person id of his own as trustee (B and D); the trust
//   and its date are descriptors (no date of the instrument); a deed of the couple to themselves as
//   trustees links each individual grantor to each trustee (a spouse who only joined: required
//   false); one human is written the same way as himself and as trustee in one instrument; an
//   "Affidavit of Death of Trustee" is `other`, conveys_fee false, estates [], the deceased
//   trustee `decedent`, the surviving trustee who swears `other`, death_date the death, execution
//   the jurat, and a link deceased trustee -> survivor for the fee `required: false` (F's surviving
//   joint tenant: the survivor's title came by the deed into the trust);
// - LLCs and partnerships: "X Family Minerals, Ltd., by X Management, LLC, its General Partner, by
//   John Doe, Manager" and "Y, LLC, by Jane Roe, Manager" have the partnership or company as the
//   party; the general partner and the manager sign for it and are no parties (even when the
//   manager is a party elsewhere); no L.L.C. before 1992, no L.P. before 1975;
// - an assignment of overriding royalty is an assignment_of_lease, ["leasehold"], linked from the
//   present holders of the lease to the assignee, required: it sits on the leasehold as a royalty
//   deed on the minerals and does not reduce what the holders hold (they assign and release
//   later); it is effective no earlier than the assignor took the lease;
// - an oil and gas lease option agreement is `other`, optionors and optionee `other`, estates [],
//   no link (nothing is leased until the option is exercised); effective_date its "entered into
//   effective as of", no execution_date; the lease that follows is a lease like any;
// - a surface use and damage agreement is `other`, owner and operator `other`, estates [], no link,
//   effective_date its "effective as of"; the lease it recites gives no parties;
// - a coalbed methane gas lease is an oil_and_gas_lease (the leasehold of the gas it covers);
// - a pipeline right-of-way grant is an easement (grantor, grantee, estates [], no link);
// - a Texas release of lien, a satisfaction of mortgage and a California full reconveyance are
//   `other`, estates [], no link; the releasing lender (or reconveying trustee) `grantor`, the
//   owners released (the trustors) `grantee`; the deed of trust's recited trustee is no party; a
//   reconveyance that describes no land has no tract; a mortgage is a deed_of_trust (D);
// - correction deeds (E's rule: the corrected deed's category, links again `required: false`, no
//   gap) correct a misspelled grantee name (the corrected deed's truth is the misspelled name as
//   written, same person id) or a spouse who failed to join (the spouse joins the correction);
// - a quiet-title judgment is `other`, conveys_fee true, ["fee"]: the plaintiff `grantee`, each
//   named defendant (the record owners) `grantor`, linked to the plaintiff, required; "unknown
//   heirs", the judge, the attorney ad litem and the clerk are no parties; execution_date the day
//   the judgment is signed ("DONE AND ORDERED"), no acknowledgment; hearing, default and clerk's
//   certification dates are not the instrument's; recording_date the county's filing of the copy;
// - a decree of partition in kind is `other` (a decree), conveys_fee true, ["fee"], with F's
//   partition roles (each co-owner `grantor` and `grantee`) and links per tract from the co-owner
//   who loses it to the one who takes it; commissioners are no parties; the farm then splits;
// - a divorce decree awarding land is `other`, conveys_fee true, ["fee"]: the divested spouse
//   `grantor`, the awarded spouse (who co-held) `grantee`, link divested -> awarded, required;
//   names as the decree styles them; a restored former name ordered in the decree is recited (no
//   party name) and later instruments write the restored name (the same person id);
// - probate orders (Texas judgment declaring heirship and order admitting a will as a muniment,
//   California order of final distribution, Michigan order assigning residue and order of complete
//   estate settlement, Illinois order declaring heirship, Florida order of summary administration,
//   Alabama decree on final settlement, South Dakota decree of distribution) are `probate`; the
//   decedent `decedent`, heirs and devisees `heir`; an applicant or executor is a party only as
//   an heir (a bank executor is none); dates of the will, its admission and the clerk's
//   certificate are not the instrument's; "Affidavit of Facts Concerning the Identity of Heirs"
//   and "Affidavit of Death and Heirship" are affidavit_of_heirship, the affiant `other`;
// - a decedent who held a share of the fee passes ["fee"]; one who held a severed mineral or
//   royalty interest on the tracts passes ["mineral"]; both when both (a link per estate);
// - a release of leases that a family and a company owner signed separately to one lessee recites
//   the lessors of all of them, each `lessor`;
// - gaps as F: grantor_never_received is a stranger's mineral deed (the stranger sometimes of a
//   holder's surname) or the surface owners' mineral deed after every mineral was severed;
//   conveyed_before_acquired a deed dated three months to three years before the deed into its
//   grantor; conveyed_more_than_held a mineral holder conveying twice what he holds; one gap per
//   tract the instrument describes.
import type { DocCategory, EstateType, GapKind, Role } from '../src/documents/types.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedTract } from './documents-score.js';
import { seededRng, type SeededRng } from './rng.js';
import { numberWords } from './number-words.js';

// ---------------------------------------------------------------- dates, numbers, fractions

const DAY_MS = 86_400_000;
const dn = (y: number, m: number, d: number) => Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
function ymd(n: number): [number, number, number] {
  const t = new Date(n * DAY_MS);
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
}
const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const yearOf = (n: number) => ymd(n)[0];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDW = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const sfx = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) => s.replace(/\b([a-z])/g, (m) => m.toUpperCase());
/** "March 3, 1952" */
const dLong = (n: number) => { const [y, m, d] = ymd(n); return `${MONTHS[m - 1]} ${d}, ${y}`; };
/** "3rd day of March, 1952" (or "A.D. 1952") */
const dOrd = (n: number, ad = false) => { const [y, m, d] = ymd(n); return `${d}${sfx(d)} day of ${MONTHS[m - 1]}, ${ad ? 'A.D. ' : ''}${y}`; };
/** "third day of March, 1952" */
const dWordsDay = (n: number) => { const [y, m, d] = ymd(n); return `${ORDW[d]} day of ${MONTHS[m - 1]}, ${y}`; };
function yearWords(y: number): string {
  const th = Math.floor(y / 1000);
  const hu = Math.floor((y % 1000) / 100);
  const rest = y % 100;
  return `${numberWords(th)} thousand ${numberWords(hu)} hundred${rest ? ` and ${numberWords(rest)}` : ''}`;
}
/** "tenth day of March in the year of our Lord one thousand eight hundred and ninety-one" */
const dHand = (n: number) => { const [y, m, d] = ymd(n); return `${ORDW[d]} day of ${MONTHS[m - 1]} in the year of our Lord ${yearWords(y)}`; };
/** "03/14/2019" */
const dNum = (n: number) => { const [y, m, d] = ymd(n); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; };

type Frac = [number, number];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fr = (n: number, d: number): Frac => { const g = gcd(n, d) || 1; return [n / g, d / g]; };
const fadd = (a: Frac, b: Frac) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const fsub = (a: Frac, b: Frac) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const fmul = (a: Frac, b: Frac) => fr(a[0] * b[0], a[1] * b[1]);
const fcmp = (a: Frac, b: Frac) => a[0] * b[1] - b[0] * a[1];
const fstr = (a: Frac) => `${a[0]}/${a[1]}`;
const ZERO: Frac = [0, 1];
const ONE: Frac = [1, 1];
function ordinalWord(n: number): string {
  const w = numberWords(n);
  const parts = w.split(/([ -])/);
  const last = parts[parts.length - 1];
  const irregular: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  parts[parts.length - 1] = irregular[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return parts.join('');
}
/** "one-half", "three-sixteenths", "one thirty-second" */
function fwords(a: Frac): string {
  const [n, d] = a;
  if (n === d) return 'all';
  let den = d === 2 ? 'half' : d === 4 ? 'fourth' : ordinalWord(d);
  if (n > 1) den = den === 'half' ? 'halves' : `${den}s`;
  return `${numberWords(n)}${den.includes('-') || den.includes(' ') ? ' ' : '-'}${den}`;
}
/** "an undivided one-half (1/2) interest" style pieces */
const fboth = (a: Frac) => `${fwords(a)} (${fstr(a)})`;
const money = (n: number) => `${titleCase(numberWords(n))} Dollars ($${n.toLocaleString('en-US')}.00)`;
const acresStr = (a: number) => (Number.isInteger(a) ? String(a) : a.toFixed(2).replace(/0$/, ''));
const join = (...xs: (string | false | null | undefined)[]) => xs.filter((x): x is string => typeof x === 'string' && x.length > 0).join('\n');
function listAnd(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  if (xs.length === 2) return `${xs[0]} and ${xs[1]}`;
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

// ---------------------------------------------------------------- areas

interface Meridian { name: string; abbr: string }
interface County {
  name: string;
  seat: string;
  mer?: Meridian;
  tw?: [number, number];
  tdir?: 'N' | 'S';
  rg?: [number, number];
  rdir?: 'E' | 'W';
  /** Michigan civil townships (named in descriptions). */
  towns?: string[];
  /** Texas survey kinds found in the county. */
  tx?: Array<'named' | 'grant' | 'porcion' | 'I&GN' | 'GC&SF'>;
}
interface CoSpec { name: string[]; form: 'corporation' | 'llc' | 'lp' | 'bank' | 'na' | 'company'; inc: string }
interface Area {
  key: string;
  label: string;
  st: string;
  stateName: string;
  kind: 'rect' | 'tx';
  counties: County[];
  start: [number, number];
  booms: Array<[number, number]>;
  landOffices: string[];
  first: { m: string[]; f: string[] };
  middle: { m: string[]; f: string[] };
  last: string[];
  lessees: CoSpec[];
  buyers: CoSpec[];
  banks: CoSpec[];
  pipes: CoSpec[];
  away: string[];
  surveyNames?: string[];
}
const M = (name: string, abbr: string): Meridian => ({ name, abbr });
const HUNTS = M('Huntsville Meridian', 'H.M.');
const STSTE = M('St. Stephens Meridian', 'St. S. M.');
const MICH = M('Michigan Meridian', 'M.M.');
const MDBM = M('Mount Diablo Base and Meridian', 'M.D.B.&M.');
const SBBM = M('San Bernardino Base and Meridian', 'S.B.B.&M.');
const BHM = M('Black Hills Meridian', 'B.H.M.');
const TALL = M('Tallahassee Meridian', 'T.M.');
const PM3 = M('Third Principal Meridian', '3rd P.M.');
const co = (name: string[], form: CoSpec['form'], inc: string): CoSpec => ({ name, form, inc });

const SOUTH_M = ['James', 'John', 'William', 'Robert', 'Thomas', 'Charles', 'Joseph', 'Samuel', 'Henry', 'George', 'Walter', 'Jesse', 'Elbert', 'Luther', 'Homer', 'Clarence', 'Ira', 'Otis', 'Marvin', 'Earl', 'Roy', 'Hollis', 'Cecil', 'Virgil', 'Wade', 'Dewey', 'Lonnie', 'Grady', 'Buford', 'Alton'];
const SOUTH_F = ['Mary', 'Martha', 'Sarah', 'Annie', 'Ella', 'Lula', 'Minnie', 'Bessie', 'Mattie', 'Ida', 'Clara', 'Nora', 'Ruby', 'Pearl', 'Opal', 'Edna', 'Hazel', 'Inez', 'Velma', 'Louise', 'Frances', 'Eula', 'Ollie', 'Myrtle', 'Margaret', 'Dorothy'];
const SOUTH_MM = ['Lee', 'Thomas', 'Franklin', 'Wesley', 'Allen', 'Edward', 'Hollis', 'Marion', 'Jackson', 'Calvin', 'Dewitt', 'Ray', 'Eugene', 'Lamar', 'Oscar'];
const SOUTH_FM = ['Mae', 'Ann', 'Lou', 'Belle', 'Elizabeth', 'Jane', 'Ruth', 'Irene', 'Evelyn', 'Kathleen', 'Faye', 'Lorene'];
const NORTH_M = ['Carl', 'Oscar', 'August', 'Herman', 'Emil', 'Otto', 'Anton', 'Stanley', 'Walter', 'Frank', 'Harold', 'Arthur', 'Ernest', 'Lloyd', 'Elmer', 'Floyd', 'Gustav', 'Nels', 'Leonard', 'Raymond', 'Gerald', 'Dale', 'Duane', 'Richard', 'Kenneth', 'Donald'];
const NORTH_F = ['Anna', 'Emma', 'Hilda', 'Marie', 'Bertha', 'Frieda', 'Agnes', 'Helen', 'Dorothy', 'Lorraine', 'Irene', 'Viola', 'Gladys', 'Mildred', 'Esther', 'Lena', 'Alma', 'Ruth', 'Marjorie', 'Joan', 'Margaret', 'Elizabeth'];
const NORTH_MM = ['John', 'Henry', 'Carl', 'Edward', 'Frederick', 'Joseph', 'Albert', 'Martin', 'Paul', 'Eugene', 'Francis', 'Louis', 'Wayne', 'Dean'];
const NORTH_FM = ['Marie', 'Louise', 'Ann', 'Christine', 'May', 'Rose', 'Elaine', 'Jean', 'Kay', 'Lynn', 'Sophia'];
const TXS_M = ['Jose', 'Juan', 'Antonio', 'Jesus', 'Francisco', 'Pablo', 'Ignacio', 'Rafael', 'Emil', 'Fritz', 'Adolph', 'Wenzel', 'Frank', 'Ben', 'Anton', 'Felix', 'Joseph', 'Leo', 'Alois', 'Manuel'];
const TXS_F = ['Maria', 'Juana', 'Guadalupe', 'Josefa', 'Carmen', 'Anna', 'Emilie', 'Agnes', 'Frances', 'Bertha', 'Rosa', 'Hedwig', 'Teresa', 'Elvira'];
const TXS_MM = ['Luis', 'Maria', 'Jose', 'Antonio', 'Joseph', 'Frank', 'John', 'Leo', 'Ernest', 'Ramon'];
const TXS_FM = ['Maria', 'Elena', 'Anna', 'Rosa', 'Louise', 'Marie', 'Ines', 'Agnes'];
const CA_M = ['Manuel', 'Antone', 'Joseph', 'Frank', 'Henry', 'George', 'Louis', 'Albert', 'Jack', 'Vernon', 'Harold', 'Aram', 'Richard', 'Gary', 'Edward', 'Arthur', 'Lawrence'];
const CA_F = ['Maria', 'Rose', 'Mary', 'Helen', 'Josephine', 'Alice', 'Margaret', 'Lillian', 'Virginia', 'Barbara', 'Carol', 'Evelyn', 'Dolores'];

const AREAS: Area[] = [
  {
    key: 'AL', label: 'Black Warrior Basin and Choctaw County, Alabama', st: 'AL', stateName: 'Alabama', kind: 'rect',
    counties: [
      { name: 'Tuscaloosa', seat: 'Tuscaloosa', mer: HUNTS, tw: [17, 23], tdir: 'S', rg: [5, 11], rdir: 'W' },
      { name: 'Fayette', seat: 'Fayette', mer: HUNTS, tw: [13, 17], tdir: 'S', rg: [10, 14], rdir: 'W' },
      { name: 'Lamar', seat: 'Vernon', mer: HUNTS, tw: [12, 17], tdir: 'S', rg: [14, 16], rdir: 'W' },
      { name: 'Choctaw', seat: 'Butler', mer: STSTE, tw: [8, 14], tdir: 'N', rg: [1, 4], rdir: 'W' },
    ],
    start: [1836, 1898], booms: [[1944, 1966], [1981, 2012]], landOffices: ['Tuscaloosa', 'Huntsville', 'Montgomery', 'St. Stephens'],
    first: { m: SOUTH_M, f: SOUTH_F }, middle: { m: SOUTH_MM, f: SOUTH_FM },
    last: ['Pruitt', 'Whitley', 'Hollingsworth', 'McCaskill', 'Strickland', 'Tubb', 'Gilliland', 'Rainwater', 'Blackmon', 'Cotten', 'Haney', 'Nix', 'Kilgore', 'Wooten', 'Barnhill', 'Cagle', 'Dupree', 'McCrary', 'Spires', 'Hester', 'Tolbert', 'Fondren', 'Abernathy', 'Vick', 'Gandy', 'Bledsoe', 'Yarbrough', 'Sumrall', 'Poole', 'Odom'],
    lessees: [co(['Black Warrior Methane Corp.', 'Black Warrior Methane Corporation'], 'corporation', 'Alabama'), co(['Sipsey Energy Company', 'Sipsey Energy Co.'], 'company', 'Delaware'), co(['Gilbertown Petroleum Company', 'Gilbertown Petroleum Co.'], 'company', 'Alabama'), co(['Warrior Basin Gas Partners, L.P.'], 'lp', 'Alabama'), co(['Cahaba Exploration, Inc.', 'Cahaba Exploration Inc.'], 'corporation', 'Texas')],
    buyers: [co(['Tombigbee Royalty Company', 'Tombigbee Royalty Co.'], 'company', 'Alabama'), co(['Southern Mineral Acquisitions, LLC', 'Southern Mineral Acquisitions, L.L.C.'], 'llc', 'Alabama'), co(['Pinebelt Minerals, Ltd.'], 'lp', 'Texas')],
    banks: [co(['First National Bank of Tuscaloosa'], 'na', 'United States'), co(['Merchants & Planters Bank of Fayette', 'Merchants and Planters Bank of Fayette'], 'bank', 'Alabama'), co(['Choctaw County Federal Land Bank Association'], 'bank', 'United States')],
    pipes: [co(['Southern Natural Gas Company', 'Southern Natural Gas Co.'], 'company', 'Delaware'), co(['Warrior River Gathering, LLC'], 'llc', 'Alabama')],
    away: ['Jefferson County, Alabama', 'Mobile County, Alabama', 'Lowndes County, Mississippi', 'Harris County, Texas', 'Shelby County, Tennessee'],
  },
  {
    key: 'MI', label: 'Northern Lower Peninsula, Michigan', st: 'MI', stateName: 'Michigan', kind: 'rect',
    counties: [
      { name: 'Kalkaska', seat: 'Kalkaska', mer: MICH, tw: [25, 28], tdir: 'N', rg: [5, 8], rdir: 'W', towns: ['Blue Lake', 'Boardman', 'Clearwater', 'Coldsprings', 'Excelsior', 'Garfield', 'Oliver', 'Orange', 'Rapid River', 'Springfield', 'Bear Lake'] },
      { name: 'Otsego', seat: 'Gaylord', mer: MICH, tw: [29, 32], tdir: 'N', rg: [1, 4], rdir: 'W', towns: ['Chester', 'Charlton', 'Corwith', 'Dover', 'Elmira', 'Hayes', 'Livingston', 'Otsego Lake', 'Bagley'] },
      { name: 'Crawford', seat: 'Grayling', mer: MICH, tw: [25, 28], tdir: 'N', rg: [1, 4], rdir: 'W', towns: ['Beaver Creek', 'Frederic', 'Grayling', 'Lovells', 'Maple Forest', 'South Branch'] },
    ],
    start: [1856, 1889], booms: [[1969, 1984], [1987, 2012]], landOffices: ['Detroit', 'Traverse City', 'East Saginaw', 'Reed City'],
    first: { m: NORTH_M, f: NORTH_F }, middle: { m: NORTH_MM, f: NORTH_FM },
    last: ['Lindquist', 'Kowalski', 'Brandt', 'Schaefer', 'Nyquist', 'Vandermeer', 'Kuhlman', 'Hendrickson', 'Ostrowski', 'Dziedzic', 'Larsen', 'Gunderson', 'Holmquist', 'Pietrzak', 'Oberlin', 'Huffman', 'Roeder', 'Wendt', 'Ackerman', 'Brinkmann', 'Fairbanks', 'Kessler', 'Sobczak', 'VanderWall', 'Ruttkofsky', 'Zielinski', 'Bancroft', 'Thibault'],
    lessees: [co(['Antrim Basin Energy, Inc.', 'Antrim Basin Energy Inc.'], 'corporation', 'Michigan'), co(['Pigeon River Oil Company', 'Pigeon River Oil Co.'], 'company', 'Michigan'), co(['Au Sable Gas Partners, L.P.'], 'lp', 'Delaware'), co(['Manistee Exploration, LLC', 'Manistee Exploration, L.L.C.'], 'llc', 'Michigan'), co(['Niagaran Reef Petroleum Corporation', 'Niagaran Reef Petroleum Corp.'], 'corporation', 'Delaware')],
    buyers: [co(['Great Lakes Royalty Company', 'Great Lakes Royalty Co.'], 'company', 'Michigan'), co(['Boardman River Minerals, LLC'], 'llc', 'Michigan'), co(['Northwoods Mineral Partners, Ltd.'], 'lp', 'Michigan')],
    banks: [co(['First National Bank of Gaylord'], 'na', 'United States'), co(['Kalkaska County State Bank'], 'bank', 'Michigan'), co(['Northwestern Savings Bank & Trust', 'Northwestern Savings Bank and Trust'], 'bank', 'Michigan')],
    pipes: [co(['Michigan Consolidated Gas Company', 'Michigan Consolidated Gas Co.'], 'company', 'Michigan'), co(['North Branch Gathering Company, LLC'], 'llc', 'Michigan')],
    away: ['Grand Traverse County, Michigan', 'Kent County, Michigan', 'Oakland County, Michigan', 'Cook County, Illinois', 'Pinellas County, Florida'],
  },
  {
    key: 'CA', label: 'San Joaquin Valley, California', st: 'CA', stateName: 'California', kind: 'rect',
    counties: [
      { name: 'Kern', seat: 'Bakersfield', mer: MDBM, tw: [25, 32], tdir: 'S', rg: [19, 28], rdir: 'E' },
      { name: 'Kern', seat: 'Bakersfield', mer: SBBM, tw: [9, 11], tdir: 'N', rg: [19, 23], rdir: 'W' },
      { name: 'Kings', seat: 'Hanford', mer: MDBM, tw: [19, 24], tdir: 'S', rg: [17, 22], rdir: 'E' },
      { name: 'Fresno', seat: 'Fresno', mer: MDBM, tw: [18, 21], tdir: 'S', rg: [13, 16], rdir: 'E' },
    ],
    start: [1876, 1914], booms: [[1901, 1931], [1950, 1985], [2001, 2016]], landOffices: ['Visalia', 'Stockton', 'Los Angeles'],
    first: { m: CA_M, f: CA_F }, middle: { m: [...NORTH_MM, 'Manuel', 'Joseph'], f: [...NORTH_FM, 'Maria'] },
    last: ['Silveira', 'Souza', 'Avila', 'Medeiros', 'Karakashian', 'Bedrosian', 'Tenney', 'Cattani', 'Ghilarducci', 'Vanderford', 'McFarland', 'Boswell', 'Kester', 'Arakelian', 'Pimentel', 'Tachdjian', 'Hollister', 'Welty', 'Dunnigan', 'Fagundes', 'Borba', 'Sciacca', 'Pettit', 'Latimer'],
    lessees: [co(['Tulare Lake Oil Company', 'Tulare Lake Oil Co.'], 'company', 'California'), co(['Kettleman Hills Petroleum Corporation', 'Kettleman Hills Petroleum Corp.'], 'corporation', 'California'), co(['Temblor Resources, LLC', 'Temblor Resources, L.L.C.'], 'llc', 'Delaware'), co(['Buena Vista Operating Company, Inc.', 'Buena Vista Operating Co., Inc.'], 'corporation', 'California')],
    buyers: [co(['Sierra Royalty Company', 'Sierra Royalty Co.'], 'company', 'California'), co(['Westside Mineral Holdings, LLC'], 'llc', 'California'), co(['Coalinga Royalty Partners, L.P.'], 'lp', 'California')],
    banks: [co(['Bank of Italy National Trust and Savings Association'], 'na', 'United States'), co(['San Joaquin Valley Bank'], 'bank', 'California'), co(['Farmers and Merchants Bank of Hanford', 'Farmers & Merchants Bank of Hanford'], 'bank', 'California')],
    pipes: [co(['Pacific Gas and Electric Company', 'Pacific Gas & Electric Company'], 'company', 'California'), co(['Westside Pipe Line Company', 'Westside Pipe Line Co.'], 'company', 'California')],
    away: ['Los Angeles County, California', 'Alameda County, California', 'Tulare County, California', 'Maricopa County, Arizona', 'Washoe County, Nevada'],
  },
  {
    key: 'SD', label: 'Harding and Fall River Counties, South Dakota', st: 'SD', stateName: 'South Dakota', kind: 'rect',
    counties: [
      { name: 'Harding', seat: 'Buffalo', mer: BHM, tw: [16, 23], tdir: 'N', rg: [1, 9], rdir: 'E' },
      { name: 'Fall River', seat: 'Hot Springs', mer: BHM, tw: [7, 12], tdir: 'S', rg: [1, 8], rdir: 'E' },
    ],
    start: [1906, 1924], booms: [[1954, 1962], [1976, 1992], [2008, 2016]], landOffices: ['Rapid City', 'Belle Fourche', 'Lemmon'],
    first: { m: NORTH_M, f: NORTH_F }, middle: { m: NORTH_MM, f: NORTH_FM },
    last: ['Gunderson', 'Heupel', 'Ketterling', 'Schaefer', 'Brockel', 'Tope', 'Rosenau', 'Weishaar', 'Haivala', 'Kvale', 'Lensegrav', 'Sletten', 'Ostby', 'Fredrickson', 'Hoffer', 'Ulrich', 'Haugen', 'Vedvei', 'Bachmeier', 'Ramsdell', 'Seim', 'Tlustos'],
    lessees: [co(['Cave Hills Petroleum Company', 'Cave Hills Petroleum Co.'], 'company', 'South Dakota'), co(['Slim Buttes Oil Corporation', 'Slim Buttes Oil Corp.'], 'corporation', 'Colorado'), co(['Red River Resources, LLC', 'Red River Resources, L.L.C.'], 'llc', 'Montana')],
    buyers: [co(['Dakota Plains Royalty Company', 'Dakota Plains Royalty Co.'], 'company', 'South Dakota'), co(['Grand River Minerals, LLC'], 'llc', 'Wyoming')],
    banks: [co(['First National Bank of Belle Fourche'], 'na', 'United States'), co(['Harding County State Bank'], 'bank', 'South Dakota')],
    pipes: [co(['Williston Basin Interstate Pipeline Company', 'Williston Basin Interstate Pipeline Co.'], 'company', 'Delaware')],
    away: ['Butte County, South Dakota', 'Pennington County, South Dakota', 'Bowman County, North Dakota', 'Carter County, Montana', 'Natrona County, Wyoming'],
  },
  {
    key: 'FL', label: 'Santa Rosa and Escambia Counties, Florida', st: 'FL', stateName: 'Florida', kind: 'rect',
    counties: [
      { name: 'Santa Rosa', seat: 'Milton', mer: TALL, tw: [3, 6], tdir: 'N', rg: [26, 29], rdir: 'W' },
      { name: 'Escambia', seat: 'Pensacola', mer: TALL, tw: [3, 6], tdir: 'N', rg: [30, 32], rdir: 'W' },
    ],
    start: [1878, 1912], booms: [[1969, 1990], [2009, 2014]], landOffices: ['Gainesville', 'Tallahassee'],
    first: { m: SOUTH_M, f: SOUTH_F }, middle: { m: SOUTH_MM, f: SOUTH_FM },
    last: ['Cotton', 'McCurdy', 'Godwin', 'Kilcrease', 'Enfinger', 'Maddox', 'Bryars', 'Hinote', 'Salter', 'Steadham', 'Diamond', 'Hadley', 'Mims', 'Carnley', 'Bell', 'Driggers', 'Lowery', 'Penton', 'Thames', 'Ard', 'Jernigan', 'Hendrix'],
    lessees: [co(['Jay Field Operating Company', 'Jay Field Operating Co.'], 'company', 'Delaware'), co(['Blackwater Petroleum Corporation', 'Blackwater Petroleum Corp.'], 'corporation', 'Florida'), co(['Escambia Bay Energy, LLC'], 'llc', 'Alabama')],
    buyers: [co(['Panhandle Royalty Trust Company', 'Panhandle Royalty Trust Co.'], 'company', 'Florida'), co(['Gulf Coast Mineral Partners, Ltd.'], 'lp', 'Texas')],
    banks: [co(['First National Bank of Milton'], 'na', 'United States'), co(['Citizens Bank of Jay'], 'bank', 'Florida')],
    pipes: [co(['Gulf South Pipeline Company, LP'], 'lp', 'Delaware'), co(['Florida Gas Transmission Company', 'Florida Gas Transmission Co.'], 'company', 'Delaware')],
    away: ['Okaloosa County, Florida', 'Baldwin County, Alabama', 'Escambia County, Alabama', 'Duval County, Florida', 'Harris County, Texas'],
  },
  {
    key: 'IL', label: 'Illinois Basin: Wayne, White and Hamilton Counties, Illinois', st: 'IL', stateName: 'Illinois', kind: 'rect',
    counties: [
      { name: 'Wayne', seat: 'Fairfield', mer: PM3, tw: [1, 2], tdir: 'S', rg: [5, 9], rdir: 'E' },
      { name: 'White', seat: 'Carmi', mer: PM3, tw: [3, 7], tdir: 'S', rg: [8, 10], rdir: 'E' },
      { name: 'Hamilton', seat: 'McLeansboro', mer: PM3, tw: [3, 7], tdir: 'S', rg: [5, 7], rdir: 'E' },
    ],
    start: [1832, 1858], booms: [[1939, 1958], [1980, 1990]], landOffices: ['Shawneetown', 'Vincennes', 'Palestine'],
    first: { m: [...SOUTH_M.slice(0, 15), ...NORTH_M.slice(0, 12)], f: [...SOUTH_F.slice(0, 12), ...NORTH_F.slice(0, 10)] }, middle: { m: [...SOUTH_MM, ...NORTH_MM], f: [...SOUTH_FM, ...NORTH_FM] },
    last: ['Mattingly', 'Kincaid', 'Dillard', 'Puckett', 'Spurlock', 'Bradshaw', 'Hortin', 'Stinson', 'Upchurch', 'Sandusky', 'Blazier', 'Garrison', 'Tate', 'Hungate', 'Rister', 'Weaver', 'Bunting', 'Lasater', 'Ray', 'Fechtig', 'Bruce', 'Trout', 'Mugrage', 'Harrelson'],
    lessees: [co(['Skillet Fork Oil Company', 'Skillet Fork Oil Co.'], 'company', 'Illinois'), co(['Little Wabash Petroleum Corporation', 'Little Wabash Petroleum Corp.'], 'corporation', 'Delaware'), co(['New Harmony Producing Company, Inc.', 'New Harmony Producing Co., Inc.'], 'corporation', 'Indiana'), co(['Fairfield Exploration, LLC'], 'llc', 'Illinois')],
    buyers: [co(['Egyptian Royalty Company', 'Egyptian Royalty Co.'], 'company', 'Illinois'), co(['Prairie State Minerals, LLC'], 'llc', 'Illinois')],
    banks: [co(['First National Bank of Fairfield'], 'na', 'United States'), co(['Carmi State Bank'], 'bank', 'Illinois'), co(['Peoples National Bank of McLeansboro'], 'na', 'United States')],
    pipes: [co(['Texas Eastern Transmission Corporation', 'Texas Eastern Transmission Corp.'], 'corporation', 'Delaware'), co(['Illinois Pipe Line Company', 'Illinois Pipe Line Co.'], 'company', 'Ohio')],
    away: ['Vanderburgh County, Indiana', 'Sangamon County, Illinois', 'Cook County, Illinois', 'St. Louis County, Missouri', 'Edwards County, Illinois'],
  },
  {
    key: 'EF', label: 'Eagle Ford trend: Karnes, DeWitt, Gonzales, La Salle and Webb Counties, Texas', st: 'TX', stateName: 'Texas', kind: 'tx',
    counties: [
      { name: 'Karnes', seat: 'Karnes City', tx: ['grant', 'named'] },
      { name: 'DeWitt', seat: 'Cuero', tx: ['named', 'grant'] },
      { name: 'Gonzales', seat: 'Gonzales', tx: ['named', 'grant'] },
      { name: 'La Salle', seat: 'Cotulla', tx: ['I&GN', 'GC&SF', 'named'] },
      { name: 'Webb', seat: 'Laredo', tx: ['porcion', 'GC&SF', 'I&GN'] },
    ],
    start: [1868, 1899], booms: [[1934, 1958], [1976, 1986], [2008, 2020]], landOffices: ['Austin'],
    first: { m: TXS_M, f: TXS_F }, middle: { m: TXS_MM, f: TXS_FM },
    last: ['Garza', 'Benavides', 'Ramirez', 'Salinas', 'Trevino', 'De Leon', 'Villarreal', 'Ybarra', 'Menchaca', 'Pawelek', 'Moczygemba', 'Dziuk', 'Kiolbassa', 'Jendrusch', 'Pfeil', 'Koehler', 'Boehm', 'Schuenemann', 'Buchel', 'Kollatschny', 'Janssen', 'Wiatrek', 'Escobedo', 'Mikolajczyk', 'Zamzow', 'Hoelscher'],
    lessees: [co(['Cibolo Creek Exploration, LLC', 'Cibolo Creek Exploration, L.L.C.'], 'llc', 'Texas'), co(['Nueces River Oil Company', 'Nueces River Oil Co.'], 'company', 'Texas'), co(['Escondido Operating, L.P.', 'Escondido Operating, LP'], 'lp', 'Texas'), co(['Frio Resources, Inc.', 'Frio Resources Inc.'], 'corporation', 'Delaware'), co(['San Miguel Petroleum Corporation', 'San Miguel Petroleum Corp.'], 'corporation', 'Texas')],
    buyers: [co(['Brush Country Royalties, Ltd.'], 'lp', 'Texas'), co(['Helena Mineral Company', 'Helena Mineral Co.'], 'company', 'Texas'), co(['Atascosa Minerals, LLC', 'Atascosa Minerals, L.L.C.'], 'llc', 'Texas')],
    banks: [co(['First National Bank of Karnes City'], 'na', 'United States'), co(['Laredo National Bank'], 'na', 'United States'), co(['Cuero State Bank'], 'bank', 'Texas')],
    pipes: [co(['Tejas Gas Gathering Company', 'Tejas Gas Gathering Co.'], 'company', 'Texas'), co(['Eagle Ford Midstream, LLC'], 'llc', 'Delaware')],
    away: ['Bexar County, Texas', 'Nueces County, Texas', 'Wilson County, Texas', 'Travis County, Texas', 'Harris County, Texas'],
    surveyNames: ['Jose Maria Balli', 'Juan Jose Hinojosa', 'Santiago Tijerina', 'Ignacio Pacheco', 'Manuel Becerra', 'Erasmo Seguin', 'Jose Antonio Navarro', 'Thomas Pridgen', 'Ezekiel Dennison', 'Andrew Kent', 'Byrd Lockhart', 'Adam Zumwalt', 'Joseph D. Clements', 'James Kerr', 'Eli Mitchell', 'Francis Berry'],
  },
  {
    key: 'ET', label: 'East Texas: Rusk, Gregg, Panola and Harrison Counties, Texas', st: 'TX', stateName: 'Texas', kind: 'tx',
    counties: [
      { name: 'Rusk', seat: 'Henderson', tx: ['named'] },
      { name: 'Gregg', seat: 'Longview', tx: ['named'] },
      { name: 'Panola', seat: 'Carthage', tx: ['named'] },
      { name: 'Harrison', seat: 'Marshall', tx: ['named'] },
    ],
    start: [1846, 1878], booms: [[1930, 1946], [1970, 1986], [2004, 2015]], landOffices: ['Austin'],
    first: { m: SOUTH_M, f: SOUTH_F }, middle: { m: SOUTH_MM, f: SOUTH_FM },
    last: ['Pruitt', 'Crim', 'Laird', 'Bradford', 'Tutt', 'Kangerga', 'Sabine', 'Hightower', 'Mayfield', 'Cariker', 'Sorrells', 'Pirtle', 'Tatum', 'Dorsey', 'Barron', 'Wylie', 'Tidwell', 'Hudnall', 'Arnold', 'Furrh', 'Rudd', 'Fite', 'Loftis', 'Ashby', 'Bivins', 'Pope'],
    lessees: [co(['Sabine Royalty and Production Company', 'Sabine Royalty & Production Co.'], 'company', 'Texas'), co(['Cotton Valley Operating, L.P.', 'Cotton Valley Operating, LP'], 'lp', 'Texas'), co(['Pine Tree Petroleum Corporation', 'Pine Tree Petroleum Corp.'], 'corporation', 'Texas'), co(['Haynesville Shale Partners, LLC', 'Haynesville Shale Partners, L.L.C.'], 'llc', 'Delaware'), co(['Woodbine Oil Company', 'Woodbine Oil Co.'], 'company', 'Texas')],
    buyers: [co(['Piney Woods Royalty Company', 'Piney Woods Royalty Co.'], 'company', 'Texas'), co(['Caddo Lake Minerals, Ltd.'], 'lp', 'Texas'), co(['Redbud Mineral Acquisitions, LLC'], 'llc', 'Texas')],
    banks: [co(['First National Bank of Henderson'], 'na', 'United States'), co(['Longview Bank & Trust Company', 'Longview Bank and Trust Company'], 'bank', 'Texas'), co(['Panola National Bank'], 'na', 'United States')],
    pipes: [co(['Lone Star Gas Company', 'Lone Star Gas Co.'], 'company', 'Texas'), co(['Texas Eastern Transmission Corporation', 'Texas Eastern Transmission Corp.'], 'corporation', 'Delaware'), co(['Sabine Gathering, LLC'], 'llc', 'Texas')],
    away: ['Smith County, Texas', 'Dallas County, Texas', 'Caddo Parish, Louisiana', 'Harris County, Texas', 'Cherokee County, Texas'],
    surveyNames: ['William Elliott', 'Hugh McKnight', 'Jesse Walling', 'Isaac Vanzandt', 'John Ruddell', 'Cornelius Dill', 'Elisha Moore', 'Willis Whitaker', 'Julian Hendrick', 'Peter Dominguez', 'Solomon Burnett', 'Nathaniel Killough', 'Asa Hoxey', 'Martin Lacy', 'Jacob Castleberry', 'Abner Harris'],
  },
];
const NICK: Record<string, string> = { William: 'Bill', Robert: 'Bob', James: 'Jim', John: 'Jack', Thomas: 'Tom', Charles: 'Charlie', Joseph: 'Joe', Samuel: 'Sam', Henry: 'Hank', Margaret: 'Peggy', Dorothy: 'Dot', Mildred: 'Millie', Francisco: 'Pancho', Jesus: 'Chuy', Guadalupe: 'Lupe', Josefa: 'Josie', Ignacio: 'Nacho', Richard: 'Dick', Kenneth: 'Ken', Donald: 'Don', Elizabeth: 'Betty', Frances: 'Fannie', Martha: 'Patsy', Lawrence: 'Larry', Edward: 'Ed', Walter: 'Walt', Harold: 'Hal', Leonard: 'Len', Raymond: 'Ray', Stanley: 'Stan' };
const OFFICIALS = ['R. T. Gaines', 'Ola Mae Simmons', 'J. W. Hale', 'Carrie B. Wofford', 'H. L. Dunagan', 'Viola Pettus', 'Ernest K. Lyle', 'Nell Ratcliff', 'D. A. Borum', 'Janice K. Whitten', 'Thelma Ruth Coker', 'Marcus L. Ivey', 'Dena Shumake', 'A. J. Tullos', 'Patricia Onstott', 'Beverly Kaye Hrncir', 'Gail Nordstrom', 'Wm. H. Spaulding', 'Lorna Feagin', 'Kyle T. Brumbelow', 'Sandra L. Mieth', 'Orval Pfaff', 'Juanita Cisneros', 'Leroy Ambrose'];

// ---------------------------------------------------------------- people, companies, sovereigns

interface TrustInfo { name: string; dated: number; trustees: string[] }
interface Human {
  kind: 'h';
  id: string;
  first: string;
  middle: string | null;
  last0: string;
  surnames: Array<{ from: number; last: string }>;
  suffix: '' | 'Jr.' | 'III';
  g: 'm' | 'f';
  born: number;
  died: number | null;
  spouse: string | null;
  exSpouse: string | null;
  children: string[];
  res: string;
  lastAct: number;
  hasJr: boolean;
  noDeath: boolean;
  /** A trustee: the human who acts, the trust he acts for. */
  persona: { human: string; trust: TrustInfo } | null;
  /** Always state the residence (an unrelated namesake lives in the package). */
  showRes: boolean;
  /** The wedding day (with `spouse`). */
  wed: number;
  /** One written form in every instrument (a Texas patentee whose name is also his survey's). */
  fixed?: string;
}
interface Company { kind: 'c'; id: string; spec: CoSpec; signer: string; title: string; gp: { name: string; signer: string; human?: string } | null }
interface Sov { kind: 's'; id: string; name: string; written: string }
type Ent = Human | Company | Sov;

interface NameForm { w: string; truth: string; idx: string; aka?: string; former?: string }

function misspell(last: string): string {
  const rules: Array<[RegExp, string]> = [[/ski$/, 'sky'], [/tt/, 't'], [/ll/, 'l'], [/ey$/, 'y'], [/son$/, 'sen'], [/mann$/, 'man'], [/man$/, 'mann'], [/ie/, 'ei'], [/z/, 's'], [/ck/, 'k'], [/th/, 't']];
  for (const [re, to] of rules) if (re.test(last)) return last.replace(re, to);
  return last.length > 4 ? last.slice(0, -2) + last.slice(-1) : `${last}e`;
}

// ---------------------------------------------------------------- tracts

interface RectSpec { kind: 'rect'; county: County; sec: number; twp: number; rng: number; parts: string[]; lots: number[]; all: boolean; frac: boolean; acres: number; town: string | null }
interface TxSpec {
  kind: 'tx';
  county: County;
  type: 'named' | 'grant' | 'porcion' | 'rr';
  name: string;
  cls: string;
  rr: 'I&GN' | 'GC&SF' | null;
  sec: number | null;
  porcion: number | null;
  abs: number;
  half: string | null;
  whole: boolean;
  acres: number;
  begin: string;
  calls: string[];
}
interface TractInfo { spec: RectSpec | TxSpec; truth: ExpectedTract; key: string; statesAcres: boolean }

const Q_WORD: Record<string, string> = { NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest', N: 'North', S: 'South', E: 'East', W: 'West' };
const Q_HAND: Record<string, string> = { NE: 'north-east', NW: 'north-west', SE: 'south-east', SW: 'south-west', N: 'north', S: 'south', E: 'east', W: 'west' };
const partSlash = (p: string) => `${p.slice(0, -1)}/${p.slice(-1)}`;
const partDir = (p: string) => p.slice(0, -1);
const isHalf = (p: string) => p.endsWith('2');
const RR_FULL: Record<string, string[]> = {
  'I&GN': ['I&GN RR Co.', 'I. & G. N. R.R. Co.', 'International & Great Northern Railroad Company', 'I.&G.N. Ry. Co.'],
  'GC&SF': ['GC&SF RR Co.', 'G. C. & S. F. Ry. Co.', 'Gulf, Colorado & Santa Fe Railway Company', 'G.C.&S.F. R.R. Co.'],
};

type RectStyle = 'slash' | 'words' | 'frac' | 'compact' | 'abbr' | 'hand' | 'mich' | 'uni';

function aliquotText(parts: string[], style: RectStyle): string {
  if (!parts.length) return '';
  switch (style) {
    case 'slash': return parts.map(partSlash).join(' ');
    case 'abbr': return parts.map(partSlash).join('');
    case 'compact': return parts.map((p) => `${partDir(p)}${p.slice(-1)}`).join('');
    case 'uni': return parts.map((p) => `${partDir(p)}${isHalf(p) ? '½' : '¼'}`).join(' ');
    case 'frac': return parts.map((p) => `${partDir(p)} ${isHalf(p) ? '1/2' : '1/4'}`).join(' of the ');
    case 'mich': return parts.map((p) => `${Q_WORD[partDir(p)]} ${isHalf(p) ? '1/2' : '1/4'}`).join(' of the ');
    case 'words': return parts.map((p) => `${Q_WORD[partDir(p)]} ${isHalf(p) ? 'Half' : 'Quarter'}`).join(' of the ');
    case 'hand': return parts.map((p) => `${Q_HAND[partDir(p)]} ${isHalf(p) ? 'half' : 'quarter'}`).join(' of the ');
  }
}
function lotsText(lots: number[], style: RectStyle): string {
  if (!lots.length) return '';
  if (style === 'compact') return lots.map((l) => `L${l}`).join(', ');
  if (style === 'hand') return `lots numbered ${listAnd(lots.map((l) => numberWords(l)))}`;
  if (style === 'words') return `Lots ${listAnd(lots.map((l) => `${cap(numberWords(l))} (${l})`))}`;
  if (style === 'mich') return `Government Lots ${listAnd(lots.map(String))}`;
  return `Lots ${listAnd(lots.map(String))}`;
}
function twpRngText(s: RectSpec, style: RectStyle, mer: boolean): string {
  const c = s.county;
  const td = c.tdir!, rd = c.rdir!;
  const merName = c.mer!;
  const dirW = (d: string) => ({ N: 'North', S: 'South', E: 'East', W: 'West' })[d]!;
  switch (style) {
    case 'words': return `Township ${cap(numberWords(s.twp))} (${s.twp}) ${dirW(td)}, Range ${cap(numberWords(s.rng))} (${s.rng}) ${dirW(rd)}${mer ? `, ${merName.name}` : ''}`;
    case 'hand': return `in township ${numberWords(s.twp)} ${dirW(td).toLowerCase()}, of range ${numberWords(s.rng)} ${dirW(rd).toLowerCase()}${mer ? `, of the ${merName.name.replace(' Base and Meridian', ' meridian').replace('Meridian', 'meridian')}` : ''}`;
    case 'abbr': return `T. ${s.twp} ${td}., R. ${s.rng} ${rd}.${mer ? `, ${merName.abbr}` : ''}`;
    case 'compact': return `${s.twp}${td}-${s.rng}${rd}`;
    case 'mich': return `Town ${s.twp} ${dirW(td)}, Range ${s.rng} ${dirW(rd)}${mer ? `, ${merName.name}` : ''}`;
    case 'uni': return `T${s.twp}${td}, R${s.rng}${rd}${mer ? `, ${merName.abbr}` : ''}`;
    default: return `Township ${s.twp} ${dirW(td)}, Range ${s.rng} ${dirW(rd)}${mer ? `, ${merName.name}` : ''}`;
  }
}
function secText(s: RectSpec, style: RectStyle): string {
  const fr = s.frac && (style === 'words' || style === 'slash' || style === 'mich' || style === 'frac') ? 'Fractional ' : '';
  if (style === 'words') return `${fr}Section ${cap(numberWords(s.sec))} (${s.sec})`;
  if (style === 'hand') return `${s.frac ? 'fractional ' : ''}section ${numberWords(s.sec)}`;
  if (style === 'abbr' || style === 'uni') return `Sec. ${s.sec}`;
  return `${fr}Section ${s.sec}`;
}
function acresPhrase(a: number, style: RectStyle | 'tx', r: SeededRng): string {
  if (style === 'hand') {
    const whole = Math.floor(a);
    const cents = Math.round((a - whole) * 100);
    return `containing ${numberWords(whole)} acres${cents ? ` and ${numberWords(cents)} hundredths of an acre` : ''}`;
  }
  const s = acresStr(a);
  return r.pick([`containing ${s} acres, more or less`, `containing ${s} acres, more or less`, `(${s} acres)`, `containing ${s} acres`, `${s} acres, more or less`]);
}
/** The land of one rectangular-survey tract, as one style writes it (county and state when `where`). */
function rectDesc(t: TractInfo, style: RectStyle, r: SeededRng, where: string | null, forceMer = false): string {
  const s = t.spec as RectSpec;
  const mer = forceMer || r.chance(0.75);
  const acres = t.statesAcres ? acresPhrase(s.acres, style, r) : '';
  if (style === 'compact') {
    const land = s.all ? 'All' : [lotsText(s.lots, style), aliquotText(s.parts, style)].filter(Boolean).join(', ');
    const form = r.int(3);
    const core = form === 0 ? `${land} ${s.sec}-${s.twp}${s.county.tdir}-${s.rng}${s.county.rdir}` : form === 1 ? `${land} of Sec. ${s.sec}-${s.twp}${s.county.tdir}-${s.rng}${s.county.rdir}` : `${land} Sec. ${s.sec}, T${s.twp}${s.county.tdir}-R${s.rng}${s.county.rdir}`;
    return `${core}${mer ? `, ${s.county.mer!.abbr}` : ''}${where ? `, ${where}` : ''}${acres ? `, ${acres}` : ''}`;
  }
  let land: string;
  const sec = secText(s, style);
  const tr = twpRngText(s, style, mer);
  if (s.all) land = style === 'hand' ? `all of ${sec}` : `All of ${sec}`;
  else {
    const lots = lotsText(s.lots, style);
    const al = aliquotText(s.parts, style);
    const the = style === 'slash' || style === 'abbr' || style === 'uni' ? (r.chance(0.5) ? 'the ' : '') : 'the ';
    const alq = al ? `${the}${al}` : '';
    land = `${[lots, alq].filter(Boolean).join(' and ')} of ${sec}`;
  }
  const town = s.town && style !== 'hand' && r.chance(0.6) ? `, ${s.town} Township` : '';
  const body = style === 'hand' ? `${land}, ${tr}` : `${land}, ${tr}${town}`;
  return `${body}${where ? `, ${where}` : ''}${acres ? `, ${acres}` : ''}`;
}
function surveyWritten(s: TxSpec, r: SeededRng): string {
  if (s.type === 'rr') return `${r.pick(RR_FULL[s.rr!])} Survey`;
  if (s.type === 'porcion') return `${r.pick(['Porcion', 'Porcion No.'])} ${s.porcion}`;
  if (s.type === 'grant') return `${s.name} Grant`;
  return s.cls && r.chance(0.3) ? `${s.name} ${s.cls} Survey` : `${s.name} Survey`;
}
const absText = (n: number, r: SeededRng) => r.pick([`Abstract No. ${n}`, `A-${n}`, `Abstract ${n}`, `Abst. ${n}`]);
/** A Texas tract: the acreage out of the survey, the abstract, and (full) the metes and bounds from a survey corner. */
function txDesc(t: TractInfo, style: 'full' | 'short' | 'table', r: SeededRng, where: string | null): string {
  const s = t.spec as TxSpec;
  const ac = acresStr(s.acres);
  const sv = surveyWritten(s, r);
  const ab = absText(s.abs, r);
  const w = where ? `, ${where}` : '';
  if (s.type === 'rr') {
    const sec = r.pick([`Section ${s.sec}`, `Section No. ${s.sec}`, `Sec. ${s.sec}`]);
    const land = s.whole ? `${r.pick(['All of ', 'All of ', ''])}${sec}` : `the ${r.pick([partSlash(s.half!), `${Q_WORD[partDir(s.half!)]} one-half (${partSlash(s.half!)})`])} of ${sec}`;
    return `${land}, ${sv}, ${ab}${w}, containing ${ac} acres${r.chance(0.5) ? ', more or less' : ''}`;
  }
  const pre = s.whole
    ? `${r.pick(['All of the', 'all that certain tract known as the', 'the whole of the'])} ${sv}, ${ab}${w}, containing ${ac} acres of land, more or less`
    : `${ac} acres of land, more or less, ${r.pick(['out of', 'a part of', 'situated in'])} the ${sv}, ${ab}${s.type === 'porcion' ? `, ${s.name}, original grantee` : ''}${w}`;
  if (style !== 'full' || s.whole) return pre;
  return `${pre}, and being more particularly described by metes and bounds as follows:\n\n${s.begin};\n${s.calls.map((c) => `THENCE ${c};`).join('\n')}\nTHENCE to the PLACE OF BEGINNING, containing ${ac} acres of land, more or less.`;
}
function bearing(r: SeededRng, deg: boolean): string {
  const ns = r.pick(['N', 'S']), ew = r.pick(['E', 'W']);
  const d = r.int(90), m = r.int(60);
  return deg ? `${ns} ${d}° ${String(m).padStart(2, '0')}' ${ew}` : `${ns} ${d} deg. ${m} min. ${ew}`;
}
function makeCalls(r: SeededRng, survey: string): { begin: string; calls: string[] } {
  const unit = r.chance(0.6) ? 'varas' : 'feet';
  const corner = r.pick(['northeast', 'northwest', 'southeast', 'southwest']);
  const begin = r.pick([
    `BEGINNING at the ${corner} corner of the said ${survey}, a stake from which a pine 14 inches in diameter bears N 38 E 4.6 varas`,
    `BEGINNING at a point in the ${r.pick(['North', 'South', 'East', 'West'])} line of said ${survey}, ${100 + r.int(1800)} ${unit} from its ${corner} corner, an iron rod for corner`,
    `BEGINNING at a 1/2 inch iron rod found for the ${corner} corner of said ${survey}`,
  ]);
  const deg = r.chance(0.5);
  const n = 3 + r.int(3);
  const calls: string[] = [];
  for (let i = 0; i < n; i++) calls.push(`${bearing(r, deg)} ${(150 + r.int(2400)).toLocaleString('en-US')}.${r.int(10)} ${unit} to ${r.pick(['an iron rod for corner', 'a stake for corner', 'a fence corner post', 'a point in the center of a county road', 'a 3/4 inch iron pipe'])}`);
  return { begin, calls };
}

// ---------------------------------------------------------------- the package's world

interface Mem { pid: string; role: Role; f: NameForm; holder: boolean; e: Ent; partner: Mem | null; joins: boolean }
interface LinkT { tract: string; estate: EstateType; from: string; to: string; required: boolean }
interface Draft {
  seq: number;
  form: string;
  category: DocCategory;
  exec: number | null;
  eff: number | null;
  ack: number | null;
  rec: number;
  death: number | null | undefined;
  parties: Array<{ pid: string; role: Role; name: string }>;
  tracts: TractInfo[];
  conveysFee: boolean;
  estates: EstateType[];
  text: string;
  links: LinkT[];
  gaps: Array<{ tract: string; estate: EstateType; kind: GapKind }>;
}

/** One instrument being written: its parties (in order), the name form each person has in it, its links and gaps. */
class D {
  parties: Array<{ pid: string; role: Role; name: string }> = [];
  forms = new Map<string, NameForm>();
  links: LinkT[] = [];
  gaps: Array<{ tract: string; estate: EstateType; kind: GapKind }> = [];
  constructor(readonly w: World, readonly day: number, readonly sr: Set<string> = new Set()) {
    w.cur = this;
  }
  /** One written form per human in an instrument (a trustee is written as the same human). */
  form(pid: string): NameForm {
    const e = this.w.ent(pid);
    const key = e.kind === 'h' && e.persona ? e.persona.human : pid;
    let f = this.forms.get(key);
    if (!f) {
      f = this.w.pickForm(pid, this.day, this.sr.has(pid));
      this.forms.set(key, f);
    }
    return f;
  }
  /** A party of this instrument. */
  mem(pid: string, role: Role, holder = true, joins = false): Mem {
    const f = this.form(pid);
    this.parties.push({ pid, role, name: f.truth });
    this.w.touch(pid, this.day);
    return { pid, role, f, holder, e: this.w.ent(pid), partner: null, joins };
  }
  /** A name merely recited (no party). */
  nm(pid: string): string {
    return this.form(pid).w;
  }
  link(from: Mem[], to: Array<Mem | string>, tracts: TractInfo[], estate: EstateType, optional = false) {
    for (const t of tracts) for (const a of from) for (const b of to) this.links.push({ tract: t.key, estate, from: a.pid, to: typeof b === 'string' ? b : b.pid, required: a.holder && !optional });
  }
  gap(tracts: TractInfo[], estate: EstateType, kind: GapKind) {
    for (const t of tracts) this.gaps.push({ tract: t.key, estate, kind });
  }
}

interface Lease {
  id: number;
  day: number;
  ref: string;
  lessors: Mem[];
  /** Owners who ratified it later (recited as lessors by a release). */
  ratifiers: string[];
  holders: string[];
  /** When the present holders took the lease (an assignment is never effective before it). */
  heldSince: number;
  lessee: string;
  expires: number;
  hbp: boolean;
  form: string;
  /** Instruments it was taken by (a company owner may sign its own lease the same week). */
  parts: number;
}
interface Farm {
  id: number;
  county: County;
  tracts: TractInfo[];
  fee: string[];
  /** Minerals still with the fee. */
  u: Frac;
  /** Severed minerals; `dormant`: its owner died and no heirship was ever recorded (nobody acts on it again). */
  min: Array<{ p: string; f: Frac; dormant?: boolean }>;
  roy: Array<{ p: string; f: Frac; dormant?: boolean }>;
  lease: Lease | null;
  frozen: boolean;
  lastDoc: number;
  busyUntil: number;
  lastFee: number;
  vest: { day: number; ref: string; from: string[]; to: string[] } | null;
  mortgage: { lender: string; mortgagors: string[]; day: number; ref: string; dot: boolean; trustee: string | null } | null;
  origin: number;
}


class World {
  ents = new Map<string, Ent>();
  /** The instrument being written (a manager's name follows his form in it). */
  cur: D | null = null;
  byName = new Map<string, Company>();
  farms: Farm[] = [];
  drafts: Draft[] = [];
  keys = new Set<string>();
  seq = 0;
  nid = 0;
  leaseSeq = 0;
  usedSurvey = new Set<string>();
  usedAbs = new Set<number>();
  lessees: Company[] = [];
  buyersCo: Company[] = [];
  banks: Company[] = [];
  pipes: Company[] = [];
  investors: string[] = [];
  landmen: string[] = [];
  rr = new Map<string, Company>();
  gapPlan: GapKind[] = [];
  gapFarm = new Map<GapKind, number>();
  gapDone = new Set<GapKind>();
  namesakeDone = false;
  pending: Array<{ day: number; run: () => void }> = [];
  constructor(readonly r: SeededRng, readonly area: Area, readonly counties: County[], readonly rate: number) {
    const mk = (specs: CoSpec[], n: number) => {
      const xs = [...specs];
      const out: Company[] = [];
      while (xs.length && out.length < n) out.push(this.company(xs.splice(r.int(xs.length), 1)[0]));
      return out;
    };
    this.lessees = mk(area.lessees, 3 + r.int(2));
    this.buyersCo = mk(area.buyers, 2);
    this.banks = mk(area.banks, 2);
    this.pipes = mk(area.pipes, 2);
  }

  // ----- entities
  /** A company of its time: no L.L.C. before 1992, no L.P. before 1975. */
  eraOk(c: Company, day: number): boolean {
    const y = yearOf(day);
    return c.spec.form === 'llc' ? y >= 1992 : c.spec.form === 'lp' ? y >= 1975 : true;
  }
  pickCo(xs: Company[], day: number, not: string[] = []): Company {
    const ok = xs.filter((c) => this.eraOk(c, day) && !not.includes(c.id));
    if (ok.length) return this.r.pick(ok);
    const spec = this.r.pick([...this.area.lessees, ...this.area.buyers].filter((s) => s.form === 'company' || s.form === 'corporation'));
    const c = this.company(spec);
    xs.push(c);
    return c;
  }
  ent(id: string): Ent {
    return this.ents.get(id)!;
  }
  h(id: string): Human {
    return this.ents.get(id) as Human;
  }
  isH(id: string) {
    return this.ents.get(id)?.kind === 'h';
  }
  /** One company per name: the same name is always the same company. */
  company(spec: CoSpec): Company {
    const known = this.byName.get(spec.name[0]);
    if (known) return known;
    const id = `C${++this.nid}`;
    const signer = this.randomOfficial(true);
    const title = spec.form === 'llc' ? this.r.pick(['Manager', 'Managing Member', 'President']) : spec.form === 'lp' ? 'Manager' : spec.form === 'bank' || spec.form === 'na' ? this.r.pick(['Vice President', 'Senior Vice President', 'Cashier']) : this.r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Vice President - Land']);
    const gp = spec.form === 'lp' ? { name: `${spec.name[0].split(/,| Ltd| L\.P| LP/)[0].replace(/ (Royalty|Minerals|Mineral|Gas|Royalties|Operating|Partners)$/, '')} GP, LLC`, signer } : null;
    const c: Company = { kind: 'c', id, spec, signer, title, gp };
    this.ents.set(id, c);
    this.byName.set(spec.name[0], c);
    return c;
  }
  sov(id: 'US' | 'TX'): Sov {
    let s = this.ents.get(id) as Sov | undefined;
    if (!s) {
      s = id === 'US' ? { kind: 's', id, name: 'United States of America', written: 'THE UNITED STATES OF AMERICA' } : { kind: 's', id, name: 'State of Texas', written: 'THE STATE OF TEXAS' };
      this.ents.set(id, s);
    }
    return s;
  }
  randomOfficial(fresh = false): string {
    const r = this.r;
    if (!fresh && r.chance(0.5)) return r.pick(OFFICIALS);
    const f = r.pick([...this.area.first.m, ...this.area.first.f]);
    return `${f} ${r.pick('ABCDEGHJKLMRSTW'.split(''))}. ${r.pick(['Ashworth', 'Benefield', 'Crownover', 'Dowdle', 'Embry', 'Fincher', 'Goodloe', 'Hathcock', 'Isbell', 'Jowers', 'Kimbrell', 'Ledbetter', 'Merriweather', 'Norsworthy', 'Overstreet', 'Pennebaker', 'Quattlebaum', 'Rutledge', 'Satterwhite', 'Truelove', 'Underwood', 'Vinzant', 'Wigington'])}`;
  }
  /** First name and surname pairs in use: no two people share one unless made namesakes on purpose. */
  nameKeys = new Set<string>();
  taken(first: string, last: string) {
    return this.nameKeys.has(`${first}|${last}`);
  }
  newHuman(g: 'm' | 'f', born: number, o: { last?: string; res?: string; first?: string; middle?: string | null; suffix?: Human['suffix'] } = {}): Human {
    const r = this.r, a = this.area;
    const id = `P${++this.nid}`;
    const pool = g === 'm' ? a.first.m : a.first.f;
    let first = o.first ?? r.pick(pool);
    let last = o.last ?? r.pick(a.last);
    for (let k = 0; k < 40 && !(o.first && o.last) && this.taken(first, last); k++) {
      if (!o.first) first = r.pick(pool);
      if (!o.last && (o.first || k % 2)) last = r.pick(a.last);
    }
    let middle = o.middle !== undefined ? o.middle : r.chance(0.85) ? r.pick(g === 'm' ? a.middle.m : a.middle.f) : null;
    if (middle === first) middle = null;
    this.nameKeys.add(`${first}|${last}`);
    const h: Human = { kind: 'h', id, first, middle, last0: last, surnames: [{ from: -1e9, last }], suffix: o.suffix ?? '', g, born, died: null, spouse: null, exSpouse: null, children: [], res: o.res ?? this.homeRes(), lastAct: -1e9, hasJr: false, noDeath: false, persona: null, showRes: false, wed: 1e9 };
    this.ents.set(id, h);
    return h;
  }
  homeRes(): string {
    const c = this.r.chance(0.75) ? this.r.pick(this.counties) : null;
    return c ? `${c.name} County, ${this.area.stateName}` : this.r.pick(this.area.away);
  }
  surname(h: Human, day: number): string {
    let s = h.surnames[0].last;
    for (const x of h.surnames) if (x.from <= day) s = x.last;
    return s;
  }
  /** Marry h to a new spouse (the wife takes the husband's surname on the wedding day). */
  marry(h: Human, day: number): Human {
    const r = this.r, a = this.area;
    const hl = this.surname(h, day);
    let sp: Human;
    if (h.g === 'm') {
      // the bride will bear his surname: a first name nobody of that surname has
      const free = a.first.f.filter((f) => !this.taken(f, hl));
      sp = this.newHuman('f', h.born + r.int(9) - 4, { res: h.res, first: free.length ? r.pick(free) : undefined });
    } else {
      const free = a.last.filter((l) => !this.taken(h.first, l) && !this.taken(r.pick(a.first.m), l));
      sp = this.newHuman('m', h.born + r.int(9) - 4, { res: h.res, last: free.length ? r.pick(free) : undefined });
    }
    this.wed(h, sp, day);
    return sp;
  }
  wed(a: Human, b: Human, day: number) {
    a.spouse = b.id;
    b.spouse = a.id;
    const wife = a.g === 'f' ? a : b, hus = a.g === 'f' ? b : a;
    wife.surnames.push({ from: day, last: this.surname(hus, day) });
    this.nameKeys.add(`${wife.first}|${this.surname(hus, day)}`);
    a.wed = day;
    b.wed = day;
    b.res = a.res;
  }
  wedDay(h: Human): number {
    return h.wed;
  }
  alive(id: string, day: number): boolean {
    const e = this.ents.get(id)!;
    if (e.kind !== 'h') return true;
    const base = e.persona ? this.h(e.persona.human) : e;
    return base.died === null || base.died > day;
  }
  adult(id: string, day: number): boolean {
    const e = this.ents.get(id)!;
    if (e.kind !== 'h') return true;
    const base = e.persona ? this.h(e.persona.human) : e;
    return yearOf(day) - base.born >= 21;
  }
  can(id: string, day: number) {
    return this.alive(id, day) && this.adult(id, day);
  }
  /** The living spouse of a person (not a trustee) on that day. */
  spouseOn(id: string, day: number): Human | null {
    const e = this.ents.get(id);
    if (!e || e.kind !== 'h' || e.persona || !e.spouse) return null;
    const sp = this.h(e.spouse);
    if (this.wedDay(e) > day || !this.alive(sp.id, day)) return null;
    return sp;
  }
  touch(pid: string, day: number) {
    const e = this.ents.get(pid);
    if (e?.kind === 'h') {
      e.lastAct = Math.max(e.lastAct, day);
      if (e.persona) this.h(e.persona.human).lastAct = Math.max(this.h(e.persona.human).lastAct, day);
    }
  }

  // ----- name forms
  pickForm(pid: string, day: number, sr: boolean): NameForm {
    const e = this.ent(pid);
    const r = this.r;
    if (e.kind === 's') return { w: r.chance(0.5) ? e.written : e.name, truth: e.name, idx: e.name.toUpperCase() };
    if (e.kind === 'c') {
      const w = r.pick(e.spec.name);
      return { w, truth: w, idx: w.toUpperCase() };
    }
    const h = e.persona ? this.h(e.persona.human) : e;
    if (h.fixed) return { w: h.fixed, truth: h.fixed, idx: h.fixed.toUpperCase() };
    const last = this.surname(h, day);
    const married = h.g === 'f' && last !== h.last0;
    const roll = r.next();
    let given: string;
    if (!h.middle) given = h.first;
    else if (married && roll < 0.15) given = `${h.first} ${h.last0}`;
    else if (roll < 0.5) given = `${h.first} ${h.middle[0]}.`;
    else if (roll < 0.72) given = `${h.first} ${h.middle}`;
    else if (roll < 0.84 && h.g === 'm') given = `${h.first[0]}. ${h.middle[0]}.`;
    else if (roll < 0.92) given = h.first;
    else given = `${h.first} ${h.middle[0]}.`;
    const sx = sr && !h.suffix ? 'Sr.' : h.suffix;
    const w = `${given} ${last}${sx ? `, ${sx}` : ''}`;
    const idx = `${last.toUpperCase()}, ${given.toUpperCase()}${sx ? `, ${sx.toUpperCase()}` : ''}`;
    const f: NameForm = { w, truth: w, idx };
    if (NICK[h.first] && r.chance(0.1)) f.aka = `${NICK[h.first]} ${last}`;
    else if (married && h.surnames.length > 1 && r.chance(0.35)) {
      const prev = h.surnames[h.surnames.length - 2].last;
      if (prev !== last) f.former = `${h.first}${h.middle ? ` ${h.middle}` : ''} ${prev}`;
    }
    return f;
  }

  // ----- sides of an instrument
  /** The holders of what passes, each with a spouse who joins (not a holder) now and then. */
  side(d: D, holders: string[], role: Role, joinP = 0.75): Mem[] {
    const out: Mem[] = [];
    for (const id of holders) {
      const m = d.mem(id, role, true);
      out.push(m);
      const sp = this.spouseOn(id, d.day);
      if (sp && !holders.includes(sp.id) && this.r.chance(joinP)) {
        const s = d.mem(sp.id, role, false, true);
        m.partner = s;
        s.partner = m;
        out.push(s);
      }
    }
    this.pair(out, d.day);
    return out;
  }
  /** Takers: every one holds. */
  takers(d: D, ids: string[], role: Role): Mem[] {
    const out = ids.map((id) => d.mem(id, role, true));
    this.pair(out, d.day);
    return out;
  }
  /** Spouses on one side are written as a couple. */
  pair(ms: Mem[], day: number) {
    for (const a of ms) {
      if (a.partner || a.e.kind !== 'h' || a.e.persona) continue;
      const sp = this.spouseOn(a.pid, day);
      const b = sp ? ms.find((x) => x !== a && !x.partner && x.pid === sp.id) : undefined;
      if (b) {
        a.partner = b;
        b.partner = a;
      }
    }
  }
  marital(h: Human, day: number): string {
    const f = h.g === 'f';
    if (this.spouseOn(h.id, day)) return f ? 'a married woman' : 'a married man';
    if (h.spouse && this.wedDay(h) <= day) return f ? 'a widow' : 'a widower';
    if (yearOf(day) < 1925 && f) return 'a feme sole';
    return f ? r2(this.r, 'a single woman', 'an unmarried woman') : r2(this.r, 'a single man', 'an unmarried man');
  }
  coDesc(c: Company): string {
    const s = c.spec;
    switch (s.form) {
      case 'llc': return `${an(s.inc)} limited liability company`;
      case 'lp': return `${an(s.inc)} limited partnership`;
      case 'na': return 'a national banking association';
      case 'bank': return `${an(s.inc)} banking corporation`;
      default: return `${an(s.inc)} corporation`;
    }
  }
  trustPhrase(t: TrustInfo, n: number): string {
    return `${n > 1 ? 'Trustees' : 'Trustee'} of the ${t.name} ${this.r.pick(['dated', 'under agreement dated', 'u/a/d'])} ${dLong(t.dated)}`;
  }
  /** The side as the granting clause writes it. */
  sideText(d: D, ms: Mem[], o: { res?: boolean; caps?: boolean; desc?: boolean; semi?: boolean } = {}): string {
    const r = this.r;
    const used = new Set<Mem>();
    const groups: string[] = [];
    const nmOf = (m: Mem) => {
      let s = o.caps ? m.f.w.toUpperCase() : m.f.w;
      if (m.f.aka) s += `, also known as ${o.caps ? m.f.aka.toUpperCase() : m.f.aka}`;
      if (m.f.former) s += `, ${r.pick(['formerly', 'formerly known as', 'f/k/a'])} ${m.f.former}`;
      return s;
    };
    for (const m of ms) {
      if (used.has(m)) continue;
      used.add(m);
      const e = m.e;
      if (e.kind === 's') { groups.push(o.caps ? e.name.toUpperCase() : e.name); continue; }
      if (e.kind === 'c') { groups.push(`${nmOf(m)}, ${this.coDesc(e)}`); continue; }
      if (e.persona) {
        const mates = ms.filter((x) => !used.has(x) && x.e.kind === 'h' && (x.e as Human).persona?.trust === e.persona!.trust);
        for (const x of mates) used.add(x);
        const all = [m, ...mates];
        groups.push(`${listAnd(all.map(nmOf))}, ${r.chance(0.3) ? 'as ' : ''}${this.trustPhrase(e.persona.trust, all.length)}`);
        continue;
      }
      let s = nmOf(m);
      const p = m.partner && ms.includes(m.partner) && !used.has(m.partner) ? m.partner : null;
      if (p) {
        used.add(p);
        const pn = nmOf(p);
        const pw = p.e.kind === 'h' && (p.e as Human).g === 'f' ? 'wife' : 'husband';
        const poss = pw === 'wife' ? 'his' : 'her';
        if (p.joins) s = r.pick([`${s} and ${pw}, ${pn}`, `${s} and ${pn}, husband and wife`, `${s}, joined herein by ${poss} ${pw}, ${pn}`, `${s} and ${pw}, ${pn}`]);
        else s = r.pick([`${s} and ${pn}, husband and wife`, `${s} and ${pw}, ${pn}`]);
      } else if (o.desc) s += `, ${this.marital(e, d.day)}`;
      if (o.res || e.showRes) s += `, ${yearOf(d.day) < 1950 ? r.pick(['of', 'of', 'residing in']) : r.pick(['of', 'of', 'residing in', 'whose address is in'])} ${e.res}`;
      groups.push(s);
    }
    if ((o.semi || groups.some((g) => / and /.test(g))) && groups.length > 1) return groups.length === 2 ? `${groups[0]}; and ${groups[1]}` : `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
    if (groups.length > 2 && groups.some((g) => g.includes(', '))) return `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
    if (groups.length === 2 && groups[0].includes(', ')) return `${groups[0]}, and ${groups[1]}`;
    if (o.semi && groups.length > 2) return `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
    return listAnd(groups);
  }
  sigs(ms: Mem[], o: { seal?: boolean; caps?: boolean } = {}): string {
    const out: string[] = [];
    for (const m of ms) {
      const e = m.e;
      const n = o.caps !== false ? m.f.w.toUpperCase() : m.f.w;
      if (e.kind === 'c') {
        if (e.gp) out.push(`${n}\nBy: ${e.gp.name}, its General Partner\n\n    By: ______________________________\n        ${this.gpSigner(e)}, Manager`);
        else out.push(`${n}\n\nBy: ______________________________\n    ${e.signer}, ${e.title}`);
      } else if (e.kind === 'h' && e.persona) out.push(`______________________________\n${n}, Trustee`);
      else if (e.kind === 'h') out.push(`______________________________${o.seal ? ' (SEAL)' : ''}\n${n}`);
    }
    return out.join('\n\n');
  }
  gpSigner(c: Company): string {
    const g = c.gp!;
    return g.human && this.cur?.parties.some((p) => p.pid === g.human) ? this.cur.form(g.human).w : g.signer;
  }
  /** Who appeared before the notary. */
  ackWho(ms: Mem[]): string {
    const hs = ms.filter((m) => m.e.kind === 'h').map((m) => m.f.w);
    const cs = ms.filter((m) => m.e.kind === 'c').map((m) => {
      const c = m.e as Company;
      return c.gp ? `${this.gpSigner(c)}, Manager of ${c.gp.name}, General Partner of ${m.f.w}, on behalf of said partnership` : `${c.signer}, ${c.title} of ${m.f.w}, on behalf of said ${c.spec.form === 'llc' ? 'company' : c.spec.form === 'lp' ? 'partnership' : 'corporation'}`;
    });
    return listAnd([...hs, ...cs]);
  }
  ack(ms: Mem[], day: number, county: County): string {
    const r = this.r, st = this.area.st, y = yearOf(day);
    const who = this.ackWho(ms);
    const notary = this.randomOfficial();
    const cn = county.name;
    const exp = dLong(day + 400 + r.int(1000));
    const plural = ms.length > 1;
    const he = plural ? 'they' : ms[0]?.e.kind === 'h' && (ms[0].e as Human).g === 'f' ? 'she' : 'he';
    if (st === 'AL') {
      return join(`STATE OF ALABAMA )`, `${cn.toUpperCase()} COUNTY )`, '', `I, ${notary}, a ${y < 1920 ? 'Justice of the Peace' : 'Notary Public'} in and for said County, in said State, hereby certify that ${who}, whose name${plural ? 's are' : ' is'} signed to the foregoing conveyance, and who ${plural ? 'are' : 'is'} known to me, acknowledged before me on this day, that, being informed of the contents of the conveyance, ${he} executed the same voluntarily on the day the same bears date.`, '', `Given under my hand and official seal this ${dOrd(day)}.`, '', `${notary}`, `${y < 1920 ? 'Justice of the Peace' : 'Notary Public'}${y >= 1920 ? `\nMy commission expires: ${exp}` : ''}`);
    }
    if (st === 'MI') {
      return join(`STATE OF MICHIGAN )`, `                  ) ss.`, `COUNTY OF ${cn.toUpperCase()} )`, '', `The foregoing instrument was acknowledged before me this ${dOrd(day)}, by ${who}.`, '', `${notary}, Notary Public`, `${cn} County, Michigan`, `My commission expires: ${exp}`);
    }
    if (st === 'CA') {
      if (y < 1950) return join(`State of California,   }`, `County of ${cn}.     } ss.`, '', `On this ${dOrd(day)}, before me, ${notary}, a Notary Public in and for said County and State, personally appeared ${who}, known to me to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the within instrument, and acknowledged to me that ${he} executed the same.`, '', `WITNESS my hand and official seal.`, `${notary}, Notary Public in and for said County and State`);
      return join(`A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.`, '', `State of California`, `County of ${cn}`, '', `On ${dLong(day)} before me, ${notary}, Notary Public, personally appeared ${who}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies).`, '', `I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.`, '', `WITNESS my hand and official seal.`, `Signature ______________________ (Seal)`);
    }
    if (st === 'IL') {
      return join(`STATE OF ILLINOIS   )`, `                    ) SS.`, `COUNTY OF ${cn.toUpperCase()}   )`, '', `I, the undersigned, a Notary Public in and for said County, in the State aforesaid, DO HEREBY CERTIFY that ${who}, personally known to me to be the same person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the foregoing instrument, appeared before me this day in person, and acknowledged that ${he} signed, sealed and delivered the said instrument as ${plural ? 'their' : he === 'she' ? 'her' : 'his'} free and voluntary act, for the uses and purposes therein set forth, including the release and waiver of the right of homestead.`, '', `Given under my hand and official seal, this ${dOrd(day)}.`, '', `${notary}, Notary Public`, `Commission expires ${exp}`);
    }
    if (st === 'FL') {
      return join(`STATE OF FLORIDA`, `COUNTY OF ${cn.toUpperCase()}`, '', y >= 2020 ? `The foregoing instrument was acknowledged before me by means of [X] physical presence or [ ] online notarization, this ${dOrd(day)}, by ${who}, who ${plural ? 'are' : 'is'} personally known to me or who ${plural ? 'have' : 'has'} produced a driver's license as identification.` : `I HEREBY CERTIFY that on this day, before me, an officer duly authorized in the State aforesaid and in the County aforesaid to take acknowledgments, personally appeared ${who}, to me known to be the person${plural ? 's' : ''} described in and who executed the foregoing instrument and acknowledged before me that ${he} executed the same. WITNESS my hand and official seal in the County and State last aforesaid this ${dOrd(day)}.`, '', `${notary}`, `Notary Public, State of Florida`, `My Commission Expires: ${exp}`);
    }
    if (st === 'SD') {
      return join(`STATE OF SOUTH DAKOTA )`, `                      ) ss.`, `COUNTY OF ${cn.toUpperCase()} )`, '', `On this the ${dOrd(day)}, before me, the undersigned officer, personally appeared ${who}, known to me or satisfactorily proven to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the within instrument and acknowledged that ${he} executed the same for the purposes therein contained.`, '', `In witness whereof I hereunto set my hand and official seal.`, '', `${notary}`, `Notary Public, South Dakota`, `My commission expires: ${exp}`);
    }
    // Texas
    if (y >= 1990 && r.chance(0.6)) return join(`THE STATE OF TEXAS    §`, `COUNTY OF ${cn.toUpperCase()}    §`, '', `This instrument was acknowledged before me on ${dLong(day)}, by ${who}.`, '', `______________________________`, `Notary Public, State of Texas`, `${notary}`, `My commission expires ${exp}`);
    return join(`THE STATE OF TEXAS    §`, `COUNTY OF ${cn.toUpperCase()}    §`, '', `BEFORE ME, the undersigned authority, on this day personally appeared ${who}, known to me to be the person${plural ? 's' : ''} whose name${plural ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${he} executed the same for the purposes and consideration therein expressed.`, '', `GIVEN UNDER MY HAND AND SEAL OF OFFICE this ${dOrd(day, y < 1960)}.`, '', `______________________________`, `${notary}`, `Notary Public in and for ${cn} County, Texas`);
  }
  /** An affidavit's jurat (its date is the execution date). */
  jurat(day: number, county: County): string {
    const n = this.randomOfficial();
    return join(`SWORN TO AND SUBSCRIBED before me this ${dOrd(day)}.`, '', `______________________________`, `${n}`, `Notary Public in and for ${county.name} County, ${this.area.stateName}`);
  }

  // ----- recording
  modernRec(day: number): boolean {
    const y = yearOf(day);
    return ({ AL: 1998, MI: 9999, CA: 1976, SD: 1996, FL: 1995, IL: 1990, TX: 1986 } as Record<string, number>)[this.area.st] <= y;
  }
  ref(county: County, day: number, series: 'deed' | 'oil' | 'mtg' | 'misc' = 'deed'): string {
    const r = this.r, y = yearOf(day), st = this.area.st;
    if (this.modernRec(day)) {
      const n = 1000 + r.int(40000);
      return st === 'CA' ? `Document No. ${y}-${String(n).padStart(7, '0')}` : st === 'FL' ? `Instrument No. ${y}${String(n).padStart(6, '0')}, O.R. Book ${800 + (y - 1970) * 90 + r.int(80)}, Page ${1 + r.int(900)}` : `Instrument No. ${y}-${String(n).padStart(st === 'TX' ? 8 : 6, '0')}`;
    }
    const book = Math.max(1, Math.floor((y - 1830) * (st === 'TX' || st === 'CA' ? 5.3 : 3.1)) + r.int(4));
    const page = 1 + r.int(640);
    const ser = series === 'oil' ? (st === 'TX' ? 'Oil and Gas Records' : 'Miscellaneous Records') : series === 'mtg' ? (st === 'TX' ? 'Deed of Trust Records' : 'Mortgage Records') : series === 'misc' ? 'Miscellaneous Records' : st === 'CA' && y >= 1920 ? 'Official Records' : 'Deed Records';
    if (st === 'MI') return `Liber ${book}, Page ${page}`;
    if (st === 'TX') return `Volume ${book}, Page ${page}, ${ser}`;
    if (st === 'FL' && y >= 1960) return `O.R. Book ${book}, Page ${page}`;
    return `Book ${book}${y < 1900 && r.chance(0.4) ? ` of ${series === 'mtg' ? 'Mortgages' : 'Deeds'}` : ''}, Page ${page}${y >= 1900 ? `, ${ser}` : ''}`;
  }
  officer(): string {
    return ({ AL: 'Judge of Probate', MI: 'Register of Deeds', CA: 'County Recorder', SD: 'Register of Deeds', FL: 'Clerk of the Circuit Court', IL: 'Recorder of Deeds', TX: 'County Clerk' } as Record<string, string>)[this.area.st];
  }
  /** The clerk's filing stamp at the foot of an instrument. */
  stamp(county: County, day: number, ref: string): string {
    const r = this.r, y = yearOf(day), st = this.area.st;
    const clerk = this.randomOfficial();
    const hr = 8 + r.int(8), mn = r.pick(['00', '15', '30', '45', '10', '50']);
    const ampm = hr >= 12 ? 'P.M.' : 'A.M.';
    const h12 = hr > 12 ? hr - 12 : hr;
    const cs = `${county.name} County, ${this.area.stateName}`;
    if (this.modernRec(day)) {
      return join(`FILED AND RECORDED`, `${cs}`, `${ref}`, `${dNum(day)} ${h12}:${mn}:${String(r.int(60)).padStart(2, '0')} ${ampm.replace(/\./g, '')}`, `${clerk}, ${this.officer()}`);
    }
    if (st === 'TX') {
      const rec = day + 1 + r.int(9);
      return `Filed for record the ${dOrd(day)}, at ${h12}:${mn} o'clock ${ampm}; Recorded the ${dOrd(rec)}, in ${ref} of ${county.name} County, Texas.\n${clerk}, County Clerk, ${county.name} County, Texas\nBy ____________, Deputy`;
    }
    if (st === 'AL') return `STATE OF ALABAMA, ${county.name.toUpperCase()} COUNTY: I certify that this instrument was filed for record on the ${dOrd(day)}, at ${h12} o'clock ${ampm}, and recorded in ${ref}, and the deed tax has been paid.\n${clerk}, Judge of Probate`;
    if (st === 'MI') return `RECEIVED FOR RECORD the ${dOrd(day)}, at ${h12}:${mn} o'clock ${ampm}, and recorded in ${ref}, ${county.name} County Records.\n${clerk}, Register of Deeds`;
    if (st === 'CA') return `Recorded at request of ${r.pick(['grantee', 'Title Insurance and Trust Company', 'Kern County Land Company', 'Security Title Company', 'grantor'])}, ${MONTHS[ymd(day)[1] - 1].slice(0, 3)} ${ymd(day)[2]} ${y} at ${r.int(59) + 1} min. past ${h12} o'clock ${ampm}, in ${ref}, ${county.name} County Records.\n${clerk}, County Recorder`;
    if (st === 'SD') return `STATE OF SOUTH DAKOTA, County of ${county.name}, ss. Filed for record this ${dOrd(day, true)}, at ${h12} o'clock ${ampm}, and recorded in ${ref}.\n${clerk}, Register of Deeds`;
    if (st === 'IL') return `STATE OF ILLINOIS, ${county.name.toUpperCase()} COUNTY, ss. Filed for record the ${dOrd(day, true)}, at ${h12} o'clock ${ampm}, and duly recorded in ${ref}.\n${clerk}, Recorder`;
    return `Filed and recorded this ${dOrd(day)}, in ${ref}, Public Records of ${county.name} County, Florida.\n${clerk}, Clerk of the Circuit Court\nBy ____________, D.C.`;
  }
  /** The header block of an electronically recorded instrument (its filing date in the block). */
  eHeader(county: County, day: number, ref: string, pages: number): string {
    const r = this.r;
    const t = `${String(8 + r.int(8)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}`;
    const lines = [`Electronically Recorded`, `Official Public Records`, `${county.name} County, ${this.area.stateName}`, ref, `${dNum(day)} ${t} ${r.pick(['AM', 'PM'])}`, `Pages: ${pages}   Fee: $${22 + pages * 4}.00`, `${this.randomOfficial()}, ${this.officer()}`];
    return lines.map((l) => `                                        ${l}`).join('\n');
  }
  returnTo(preparer: boolean): string {
    const r = this.r;
    const firm = r.pick(['Whitfield, Coker & Lyle, P.C.', 'Tri-County Abstract & Title Co.', 'Landmark Title Services, LLC', 'Hathcock Law Firm, PLLC', 'Heartland Land Services, Inc.', 'Benefield & Rutledge, Attorneys at Law']);
    const who = this.randomOfficial();
    const addr = `${100 + r.int(9800)} ${r.pick(['Main Street', 'Commerce Street', 'Oak Avenue', 'N. Broadway', 'Court Square', 'Market Street'])}, Suite ${100 + r.int(400)}`;
    return join(preparer ? `Prepared by: ${who}, ${firm}` : null, `When recorded return to:`, `${firm}`, `Attn: ${who}`, addr);
  }
}
const r2 = (r: SeededRng, a: string, b: string) => (r.chance(0.5) ? a : b);
const an = (w: string) => `${/^[AEIOU]/.test(w) ? 'an' : 'a'} ${w}`;

// ---------------------------------------------------------------- descriptions in an instrument

interface DescOpts { old?: boolean; table?: boolean; where?: boolean; full?: boolean }
function rectStyleFor(w: World, day: number, old: boolean): RectStyle {
  const r = w.r, y = yearOf(day), st = w.area.st;
  const fr: RectStyle = st === 'MI' ? 'mich' : st === 'CA' || st === 'FL' ? 'slash' : 'frac';
  if (old || y < 1905) return r.pick(['hand', 'hand', 'words', 'slash']);
  if (y < 1960) return r.pick(['words', 'slash', fr, fr, 'abbr', st === 'MI' ? 'mich' : 'words']);
  if (y < 1995) return r.pick(['slash', 'slash', fr, 'abbr', 'compact', 'words']);
  return r.pick(['slash', 'compact', 'compact', fr, 'abbr', 'uni', 'words']);
}
function whereText(w: World, t: TractInfo): string {
  const c = t.spec.county;
  if (w.area.st === 'CA') return w.r.pick([`in the County of ${c.name}, State of California`, `${c.name} County, California`]);
  return w.r.pick([`${c.name} County, ${w.area.stateName}`, `in ${c.name} County, ${w.area.stateName}`, `${c.name} County, ${w.area.st === 'TX' ? 'Texas' : w.area.stateName}`]);
}
function oneDesc(w: World, t: TractInfo, day: number, o: DescOpts): string {
  const where = o.where === false ? null : whereText(w, t);
  if (t.spec.kind === 'rect') return rectDesc(t, rectStyleFor(w, day, !!o.old), w.r, where);
  return txDesc(t, o.full === false ? 'short' : o.full || w.r.chance(0.5) ? 'full' : 'short', w.r, where);
}
function descBlock(w: World, ts: TractInfo[], day: number, o: DescOpts = {}): string {
  const r = w.r;
  if (o.table || (ts.length > 2 && r.chance(0.6))) return tractTable(w, ts, day);
  if (ts.length === 1) return oneDesc(w, ts[0], day, o);
  const labels = r.pick([['Tract One', 'Tract Two', 'Tract Three', 'Tract Four', 'Tract Five', 'Tract Six'], ['FIRST TRACT', 'SECOND TRACT', 'THIRD TRACT', 'FOURTH TRACT', 'FIFTH TRACT', 'SIXTH TRACT'], ['(a)', '(b)', '(c)', '(d)', '(e)', '(f)'], ['Parcel 1', 'Parcel 2', 'Parcel 3', 'Parcel 4', 'Parcel 5', 'Parcel 6']]);
  return ts.map((t, i) => `${labels[i] ?? `Tract ${i + 1}`}: ${oneDesc(w, t, day, o)}`).join('\n\n');
}
/** A table of tracts (an exhibit or a schedule): one row per tract. */
function tractTable(w: World, ts: TractInfo[], _day: number): string {
  const r = w.r;
  const withAc = ts.some((t) => t.statesAcres);
  const state = w.area.stateName;
  if (ts[0].spec.kind === 'rect') {
    const mers = new Set(ts.map((t) => (t.spec as RectSpec).county.mer!.name));
    const rows = ts.map((t, i) => {
      const s = t.spec as RectSpec;
      const land = s.all ? 'All' : [lotsText(s.lots, 'compact'), aliquotText(s.parts, r.chance(0.5) ? 'compact' : 'slash')].filter(Boolean).join(', ');
      return [String(i + 1), `${land} Sec. ${s.sec}-${s.twp}${s.county.tdir}-${s.rng}${s.county.rdir}`, s.county.name, withAc ? (t.statesAcres ? s.acres.toFixed(2) : '-') : ''];
    });
    return join(`All lands situated in the State of ${state}${mers.size === 1 ? `, ${[...mers][0]}` : ''}:`, '', `Tract  Legal Description                          County          ${withAc ? 'Gross Acres' : ''}`, `-----  -----------------------------------------  --------------  ${withAc ? '-----------' : ''}`, ...rows.map((x) => `${x[0].padEnd(5)}  ${x[1].padEnd(41)}  ${x[2].padEnd(14)}  ${x[3]}`.trimEnd()));
  }
  const rows = ts.map((t, i) => {
    const s = t.spec as TxSpec;
    const sv = s.type === 'rr' ? `${s.whole ? '' : `${partSlash(s.half!)} `}Sec. ${s.sec}, ${s.rr} RR Co. Survey` : s.type === 'porcion' ? `Porcion ${s.porcion} (${s.name}, orig. grantee)` : s.type === 'grant' ? `${s.name} Grant` : `${s.name} Survey`;
    return [String(i + 1), sv, `A-${s.abs}`, s.county.name, acresStr(s.acres)];
  });
  return join(`All lands situated in the State of Texas:`, '', `No.  Survey                                        Abstract  County      Acres`, `---  --------------------------------------------  --------  ----------  -------`, ...rows.map((x) => `${x[0].padEnd(3)}  ${x[1].padEnd(44)}  ${x[2].padEnd(8)}  ${x[3].padEnd(10)}  ${x[4]}`));
}

// ---------------------------------------------------------------- instrument texts

interface DeedIn {
  G: Mem[];
  E: Mem[];
  tracts: TractInfo[];
  day: number | null;
  ack: number;
  rec: number;
  ref: string;
  eff: number | null;
  consideration: string;
  reservation: string | null;
  recital: string | null;
  correction: string | null;
  county: County;
  special?: boolean;
  quitclaim?: boolean;
}
const they = (ms: Mem[]) => (ms.length > 1 ? { we: 'we', us: 'us', our: 'our', have: 'have', do: 'do', they: 'they', their: 'their', s: 's', ies: 'ies' } : { we: 'I', us: 'me', our: 'my', have: 'has', do: 'does', they: ms[0]?.e.kind === 'h' && (ms[0].e as Human).g === 'f' ? 'she' : 'he', their: ms[0]?.e.kind === 'h' && (ms[0].e as Human).g === 'f' ? 'her' : ms[0]?.e.kind === 'h' ? 'his' : 'its', s: '', ies: 'y' });
const names = (ms: Mem[], caps = false) => listAnd(ms.map((m) => (caps ? m.f.w.toUpperCase() : m.f.w)));

function reservationText(w: World, frac: Frac | 'all', G: Mem[]): string {
  const r = w.r, st = w.area.st;
  const who = G.length > 1 ? 'Grantors' : 'Grantor';
  const fw = frac === 'all' ? 'all of the' : `an undivided ${fboth(frac)} interest in and to all of the`;
  if (st === 'CA') return `EXCEPTING AND RESERVING unto the grantor${G.length > 1 ? 's' : ''}, ${G.length > 1 ? 'their' : 'his'} heirs and assigns, ${fw} oil, gas, petroleum, hydrocarbon substances and other minerals in, on and under said land, lying below a depth of 500 feet, without the right of surface entry.`;
  if (st === 'MI') return `${who} reserve${G.length > 1 ? '' : 's'} unto ${G.length > 1 ? 'themselves' : 'himself'} ${fw} oil, gas and mineral rights in and under the above described premises.`;
  if (st === 'AL') return `LESS AND EXCEPT ${fw} oil, gas and other minerals in, on and under said land, which are hereby reserved unto the grantor${G.length > 1 ? 's' : ''}.`;
  return r.pick([
    `SAVE AND EXCEPT, and there is hereby reserved unto ${who}, ${G.length > 1 ? 'their' : 'his'} heirs and assigns, ${fw} oil, gas and other minerals in, on and under the above described land, together with the right of ingress and egress for the purpose of exploring for, producing and marketing the same.`,
    `There is excepted from this conveyance and reserved unto ${who} ${fw} oil, gas and other minerals in and under said land.`,
  ]);
}

/** A deed of the land: the form the area and era write. Returns [form id, category, text]. */
function deedText(w: World, d: D, p: DeedIn, pref?: string): [string, DocCategory, string] {
  const r = w.r, st = w.area.st;
  const y = yearOf(p.day ?? p.ack);
  const c = p.county;
  const cs = `${c.name} County, ${w.area.stateName}`;
  const g = they(p.G), e = they(p.E);
  const desc = descBlock(w, p.tracts, p.day ?? p.ack, { old: y < 1905 });
  const resv = p.reservation ?? '';
  const corr = p.correction ?? '';
  const rec = p.recital ?? '';
  const company = p.G.some((m) => m.e.kind === 'c');
  let form = pref ?? '';
  if (!form) {
    if (p.quitclaim) form = st === 'MI' ? 'mi-qcd' : st === 'IL' ? 'il-qcd' : 'qcd';
    else if (y < 1905 || (y < 1915 && r.chance(0.5))) form = 'indenture';
    else if (company && y >= 1980) form = 'swd-modern';
    else if (st === 'AL') form = 'al-stat';
    else if (st === 'MI') form = 'mi-stat';
    else if (st === 'CA') form = 'ca-grant';
    else if (st === 'IL') form = 'il-stat';
    else if (st === 'FL') form = y >= 1960 ? r.pick(['fl-wd', 'fl-swd']) : 'indenture';
    else if (st === 'SD') form = 'sd-wd';
    else form = y >= 1990 ? r.pick(['tx-vl', 'swd-modern', 'tx-know']) : y >= 1955 ? r.pick(['tx-vl', 'tx-know']) : 'tx-know';
  }
  const dating = p.day !== null ? `this ${dOrd(p.day)}` : '';
  const title = (t: string) => (p.correction ? `CORRECTION ${t}` : t);
  const stamp = w.stamp(c, p.rec, p.ref);
  const ack = w.ack(p.G, p.ack, c);
  const sig = w.sigs(p.G, { seal: y < 1940 });
  const modernHead = w.modernRec(p.rec) && y >= 2003 && r.chance(0.6) ? `${w.eHeader(c, p.rec, p.ref, 3 + r.int(3))}\n\n${w.returnTo(true)}\n\n` : '';
  const foot = modernHead ? '' : `\n\n${stamp}`;
  let text: string;
  let cat: DocCategory = p.quitclaim ? 'quitclaim_deed' : 'warranty_deed';
  switch (form) {
    case 'indenture': {
      const transcribed = r.chance(0.5) ? `[Transcribed from Deed Record ${r.pick(['Book "M"', 'Book "K"', 'Volume 7', 'Book 12'])}, page ${1 + r.int(600)}, ${cs}]\n\n` : '';
      text = `${modernHead}${transcribed}${title('THIS INDENTURE')}, Made the ${p.day !== null ? dHand(p.day) : '____ day of ________'}, between ${w.sideText(d, p.G, { res: true })}, part${g.ies} of the first part, and ${w.sideText(d, p.E, { res: true })}, part${e.ies} of the second part:

WITNESSETH, That the said part${g.ies} of the first part, for and in consideration of the sum of ${p.consideration}, lawful money of the United States, to ${g.they === 'we' ? 'them' : 'him'} in hand paid by the said part${e.ies} of the second part, the receipt whereof is hereby acknowledged, ${g.have} granted, bargained, sold, remised, released, conveyed and confirmed, and by these presents ${g.do} grant, bargain, sell, remise, release, convey and confirm unto the said part${e.ies} of the second part, and to ${e.their} heirs and assigns forever, all th${p.tracts.length > 1 ? 'ose' : 'at'} certain tract${p.tracts.length > 1 ? 's' : ''} or parcel${p.tracts.length > 1 ? 's' : ''} of land lying and being in the County of ${c.name}, State of ${w.area.stateName}, and bounded and described as follows, to wit:

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
TOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining. TO HAVE AND TO HOLD the above granted and described premises unto the said part${e.ies} of the second part, ${e.their} heirs and assigns, forever. And the said part${g.ies} of the first part do${g.ies === 'y' ? 'es' : ''} covenant with the said part${e.ies} of the second part that ${g.they} ${g.ies === 'y' ? 'is' : 'are'} lawfully seized of said premises, that they are free from all incumbrances, and that ${g.they} will warrant and forever defend the same against the lawful claims of all persons whomsoever.

IN WITNESS WHEREOF, the said part${g.ies} of the first part ha${g.ies === 'y' ? 's' : 've'} hereunto set ${g.their} hand${g.s} and seal${g.s} the day and year first above written.

Signed, sealed and delivered in presence of:
${w.randomOfficial()}
${w.randomOfficial()}

${sig}

${ack}${foot}`;
      break;
    }
    case 'al-stat': {
      text = `${modernHead}${y >= 1955 ? `THIS INSTRUMENT PREPARED BY: ${w.randomOfficial()}, Attorney at Law, ${c.seat}, Alabama\n\n` : ''}${title('WARRANTY DEED')}${r.chance(0.4) ? ' - STATUTORY FORM' : ''}

STATE OF ALABAMA      )
                      )     KNOW ALL MEN BY THESE PRESENTS:
${c.name.toUpperCase()} COUNTY     )

That in consideration of ${p.consideration} to the undersigned grantor${g.s} in hand paid by the GRANTEE${e.s.toUpperCase()} herein, the receipt whereof is acknowledged, ${g.we}, ${w.sideText(d, p.G, { desc: true })}, (herein referred to as grantor${g.s}) do grant, bargain, sell and convey unto ${w.sideText(d, p.E, {})} (herein referred to as GRANTEE${e.s.toUpperCase()}) the following described real estate situated in ${c.name} County, Alabama, to-wit:

${desc}
${rec ? `\n${rec}\n` : ''}${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
TO HAVE AND TO HOLD to the said GRANTEE${e.s.toUpperCase()}, ${e.their} heirs and assigns forever.

And ${g.we} do for ${g.we === 'we' ? 'ourselves' : 'myself'} and for ${g.our} heirs, executors, and administrators covenant with the said GRANTEE${e.s.toUpperCase()}, ${e.their} heirs and assigns, that ${g.we === 'we' ? 'we are' : 'I am'} lawfully seized in fee simple of said premises; that they are free from all encumbrances, unless otherwise noted above; that ${g.we} have a good right to sell and convey the same as aforesaid; that ${g.we} will and ${g.our} heirs, executors and administrators shall warrant and defend the same to the said GRANTEE${e.s.toUpperCase()}, ${e.their} heirs and assigns forever, against the lawful claims of all persons.

IN WITNESS WHEREOF, ${g.we} ${g.we === 'we' ? 'have' : 'have'} hereunto set ${g.our} hand${g.s} and seal${g.s}, ${dating || 'on the date of the acknowledgment below'}.

${sig}

${ack}${foot}`;
      break;
    }
    case 'mi-stat':
    case 'mi-qcd': {
      const qc = form === 'mi-qcd';
      cat = qc ? 'quitclaim_deed' : 'warranty_deed';
      const town = (p.tracts[0].spec as RectSpec).town;
      text = `${modernHead}${title(qc ? 'QUIT CLAIM DEED' : 'WARRANTY DEED')}
${qc ? '' : `(Statutory Form${y >= 1960 ? ', MCL 565.151' : ''})\n`}
KNOW ALL PERSONS BY THESE PRESENTS: That ${w.sideText(d, p.G, { desc: r.chance(0.5) })}, whose address is ${100 + r.int(9000)} ${r.pick(['M-72', 'County Road 612', 'Old State Road', 'N. Center Avenue', 'Twin Lakes Road'])}, ${c.seat}, Michigan,

${qc ? 'Quit Claim(s)' : 'Convey(s) and Warrant(s)'} to ${w.sideText(d, p.E, {})}, whose address is ${100 + r.int(9000)} ${r.pick(['Cedar Street', 'Main Street', 'Elm Drive', 'Lakeshore Drive'])}, ${r.pick([c.seat, 'Traverse City', 'Grand Rapids', 'Mancelona'])}, Michigan,

the following described premises situated in the ${town ? `Township of ${town}` : 'Township of ______'}, County of ${c.name} and State of Michigan, to wit:

${desc}

together with all tenements, hereditaments and appurtenances thereunto belonging, for the sum of ${p.consideration}.

Subject to easements and building and use restrictions of record${resv ? `, and to the following: ${resv}` : '.'}
${corr ? `\n${corr}\n` : ''}${rec ? `\n${rec}\n` : ''}${y >= 1997 ? `\nThe grantor grants to the grantee the right to make ${r.pick(['0', 'all'])} division(s) under section 108 of the land division act, Act No. 288 of the Public Acts of 1967.\n\nThis property may be located within the vicinity of farm land or a farm operation. Generally accepted agricultural and management practices which may generate noise, dust, odors, and other associated conditions may be used and are protected by the Michigan right to farm act.\n` : ''}
${dating ? `Dated ${dating}.` : 'Dated as of the date of the acknowledgment below.'}

Signed by:

${sig}

${ack}

Instrument drafted by: ${w.randomOfficial()}, ${c.seat}, Michigan
When recorded return to: Grantee          Send subsequent tax bills to: Grantee
Tax Parcel No. ${String(r.int(99)).padStart(2, '0')}-${String(r.int(999)).padStart(3, '0')}-${String(r.int(999)).padStart(3, '0')}-${String(r.int(99)).padStart(2, '0')}${foot}`;
      break;
    }
    case 'ca-grant': {
      text = `${modernHead}RECORDING REQUESTED BY
${r.pick(['San Joaquin Title Company', 'Valley Escrow and Title Company', 'Kern County Title Company'])}

AND WHEN RECORDED MAIL TO:
${names(p.E)}
${100 + r.int(9000)} ${r.pick(['Rosedale Highway', 'Lerdo Highway', 'Avenue 12', 'Jackson Avenue'])}
${r.pick(['Bakersfield', 'Hanford', 'Coalinga', 'Taft', 'Wasco'])}, California

APN: ${String(r.int(999)).padStart(3, '0')}-${String(r.int(999)).padStart(3, '0')}-${String(r.int(99)).padStart(2, '0')}-${String(r.int(9))}${' '.repeat(18)}SPACE ABOVE THIS LINE FOR RECORDER'S USE

${title('GRANT DEED')}

The undersigned grantor(s) declare(s):
Documentary transfer tax is $${(r.int(900) + 50).toFixed(2)}
[X] computed on full value of property conveyed
[X] Unincorporated area

FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged,
${w.sideText(d, p.G, { desc: r.chance(0.6) })}
hereby GRANT(S) to
${w.sideText(d, p.E, {})}${r.chance(0.3) ? ', as joint tenants' : ''}
the following described real property in the unincorporated area of the County of ${c.name}, State of California:

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
${p.day !== null ? `Dated: ${dLong(p.day)}` : 'Dated: ____________'}

${sig}

${ack}${foot}`;
      break;
    }
    case 'il-stat':
    case 'il-qcd': {
      const qc = form === 'il-qcd';
      cat = qc ? 'quitclaim_deed' : 'warranty_deed';
      text = `${modernHead}${title(qc ? 'QUIT CLAIM DEED' : 'WARRANTY DEED')}
Statutory (ILLINOIS)
(Individual to Individual)

THE GRANTOR${p.G.length > 1 ? 'S' : ''}, ${w.sideText(d, p.G, { desc: true })}, of the ${r.pick(['City', 'Village', 'Township'])} of ${r.pick([c.seat, 'Mt. Erie', 'Cisne', 'Enfield', 'Dahlgren', 'Norris City', 'Grayville'])}, County of ${c.name}, State of Illinois, for and in consideration of ${p.consideration} in hand paid, ${qc ? 'CONVEY(S) AND QUIT CLAIM(S)' : 'CONVEY(S) and WARRANT(S)'} to ${w.sideText(d, p.E, {})}, of ${p.E[0].e.kind === 'h' ? (p.E[0].e as Human).res : 'the County aforesaid'}, ${qc ? 'all interest in ' : ''}the following described Real Estate situated in the County of ${c.name}, in the State of Illinois, to wit:

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
hereby releasing and waiving all rights under and by virtue of the Homestead Exemption Laws of the State of Illinois.
${y >= 1975 ? `\nPermanent Real Estate Index Number(s): ${String(r.int(99)).padStart(2, '0')}-${String(r.int(99)).padStart(2, '0')}-${String(r.int(999)).padStart(3, '0')}-${String(r.int(999)).padStart(3, '0')}\nAddress of Real Estate: Rural Route ${1 + r.int(4)}, ${c.seat}, Illinois\n` : ''}
${p.day !== null ? `DATED ${dating}.` : ''}

${sig}

${ack}${foot}`;
      break;
    }
    case 'fl-wd':
    case 'fl-swd': {
      const sp = form === 'fl-swd';
      cat = sp ? 'special_warranty_deed' : 'warranty_deed';
      text = `${modernHead}${modernHead ? '' : `${w.returnTo(true)}\n`}Parcel Identification No. ${String(r.int(99)).padStart(2, '0')}-${r.int(9)}${r.pick(['N', 'S'])}-${20 + r.int(12)}-${String(r.int(9999)).padStart(4, '0')}-${String(r.int(999)).padStart(5, '0')}-${String(r.int(999)).padStart(4, '0')}
[Space Above This Line For Recording Data]

${title(sp ? 'Special Warranty Deed' : 'Warranty Deed')}
${sp ? '' : '(STATUTORY FORM - SECTION 689.02, F.S.)\n'}
This ${sp ? 'Special ' : ''}Warranty Deed made this ${p.day !== null ? `${ymd(p.day)[2]}${sfx(ymd(p.day)[2])} day of ${MONTHS[ymd(p.day)[1] - 1]}, ${ymd(p.day)[0]}` : '____ day of ________'} between ${w.sideText(d, p.G, { desc: true })} whose post office address is ${100 + r.int(9000)} ${r.pick(['Highway 89', 'Willard Norris Road', 'Chumuckla Highway', 'Byrom Campbell Road'])}, ${r.pick(['Jay', 'Milton', 'Century', 'Pace'])}, Florida, grantor, and ${w.sideText(d, p.E, {})} whose post office address is ${100 + r.int(9000)} ${r.pick(['Main Street', 'Palafox Street', 'Stewart Street'])}, ${r.pick(['Pensacola', 'Milton', 'Mobile, Alabama'])}, grantee:

(Whenever used herein the terms grantor and grantee include all the parties to this instrument and the heirs, legal representatives, and assigns of individuals, and the successors and assigns of corporations, trusts and trustees)

Witnesseth, that said grantor, for and in consideration of the sum of TEN AND NO/100 DOLLARS ($10.00) and other good and valuable considerations to said grantor in hand paid by said grantee, the receipt whereof is hereby acknowledged, has granted, bargained, and sold to the said grantee, and grantee's heirs and assigns forever, the following described land, situate, lying and being in ${c.name} County, Florida, to-wit:

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
and said grantor does hereby ${sp ? 'warrant the title to said land, and will defend the same against the lawful claims of all persons claiming by, through or under grantor, but against none other' : 'fully warrant the title to said land, and will defend the same against lawful claims of all persons whomsoever'}.

In Witness Whereof, grantor has hereunto set grantor's hand and seal the day and year first above written.

Signed, sealed and delivered in our presence:
Witness Name: ${w.randomOfficial()}
Witness Name: ${w.randomOfficial()}

${sig}

${ack}${foot}`;
      break;
    }
    case 'sd-wd': {
      text = `${modernHead}${title('WARRANTY DEED')}

${w.sideText(d, p.G, { desc: true, res: true })}, Grantor${p.G.length > 1 ? 's' : ''}, for and in consideration of ${p.consideration}, GRANT${p.G.length > 1 ? '' : 'S'}, CONVEY${p.G.length > 1 ? '' : 'S'} AND WARRANT${p.G.length > 1 ? '' : 'S'} to ${w.sideText(d, p.E, { res: true })}, Grantee${p.E.length > 1 ? 's' : ''}, the following described real estate in the County of ${c.name}, in the State of South Dakota:

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
${p.day !== null ? `Dated ${dating}.` : ''}

${sig}

Transfer fee $${(r.int(90) + 5).toFixed(2)} paid.

${ack}${foot}`;
      break;
    }
    case 'tx-know': {
      text = `${modernHead}${title('WARRANTY DEED')}

THE STATE OF TEXAS     }
                        }     KNOW ALL MEN BY THESE PRESENTS:
COUNTY OF ${c.name.toUpperCase()}${' '.repeat(Math.max(1, 13 - c.name.length))}}

That ${g.we}, ${w.sideText(d, p.G, { res: true, desc: r.chance(0.4) })}, for and in consideration of the sum of ${p.consideration} to ${g.us} in hand paid by ${w.sideText(d, p.E, { res: true })}, the receipt of which is hereby acknowledged, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY, unto the said ${names(p.E)}, all th${p.tracts.length > 1 ? 'ose' : 'at'} certain tract${p.tracts.length > 1 ? 's' : ''} or parcel${p.tracts.length > 1 ? 's' : ''} of land lying and being situated in ${c.name} County, Texas, described as follows, to-wit:

${desc}
${rec ? `\n${rec}\n` : ''}${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said ${names(p.E)}, ${e.their} heirs and assigns forever; and ${g.we} do hereby bind ${g.we === 'we' ? 'ourselves' : 'myself'}, ${g.our} heirs, executors and administrators, to WARRANT AND FOREVER DEFEND, all and singular the said premises unto the said ${names(p.E)}, ${e.their} heirs and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof.

${p.day !== null ? `WITNESS ${g.our} hand${g.s} ${dating}.` : `WITNESS ${g.our} hand${g.s} on the date${g.s} of the acknowledgment${g.s} hereto.`}

${sig}

${ack}${foot}`;
      break;
    }
    case 'tx-vl': {
      const bank = w.r.pick(w.banks);
      const bn = d.nm(bank.id);
      text = `${modernHead}${title("WARRANTY DEED WITH VENDOR'S LIEN")}
${y >= 1990 ? `\nNOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n` : ''}
Date: ${p.day !== null ? dLong(p.day) : '________________'}

Grantor: ${w.sideText(d, p.G, { desc: r.chance(0.5) })}

Grantor's Mailing Address: ${100 + r.int(9000)} ${r.pick(['FM 1798', 'County Road 2101', 'Highway 79 South', 'FM 81'])}, ${c.seat}, ${c.name} County, Texas

Grantee: ${w.sideText(d, p.E, {})}

Grantee's Mailing Address: ${100 + r.int(9000)} ${r.pick(['Judson Road', 'Loop 281', 'Kilgore Street', 'Business 181'])}, ${r.pick([c.seat, 'Longview', 'Kenedy', 'San Antonio', 'Tyler'])}, Texas

Consideration: Cash and a note of even date executed by Grantee and payable to the order of ${bn} in the principal amount of ${money(5000 + r.int(200) * 500)}. The note is secured by a first and superior vendor's lien and superior title retained in this deed in favor of ${bn} and by a first-lien deed of trust of even date from Grantee to ${w.randomOfficial()}, trustee.

Property (including any improvements):

${desc}
${rec ? `\n${rec}\n` : ''}
Reservations from Conveyance: ${resv || 'None.'}
${corr ? `\n${corr}\n` : ''}
Exceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded and validly existing instruments, other than conveyances of the surface fee estate, that affect the Property; and taxes for the current year, which Grantee assumes and agrees to pay.

Grantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.

The vendor's lien against and superior title to the Property are retained until each note described is fully paid according to its terms, at which time this deed will become absolute.

${bn}, at Grantee's request, has paid in cash to Grantor that portion of the purchase price of the Property that is evidenced by the note. The first and superior vendor's lien against and superior title to the Property are retained for the benefit of ${bn} and are transferred to ${bn} without recourse against Grantor.

When the context requires, singular nouns and pronouns include the plural.

${sig}

${ack}${foot}`;
      break;
    }
    case 'swd-modern': {
      cat = 'special_warranty_deed';
      const eff = p.eff;
      const cap1 = st === 'TX' ? `STATE OF TEXAS        §\n                      §     KNOW ALL PERSONS BY THESE PRESENTS:\nCOUNTY OF ${c.name.toUpperCase()}     §` : `STATE OF ${w.area.stateName.toUpperCase()}\nCOUNTY OF ${c.name.toUpperCase()}`;
      text = `${modernHead}${title('SPECIAL WARRANTY DEED')}

${cap1}

THAT ${w.sideText(d, p.G, {})} ("Grantor"), for and in consideration of the sum of Ten and No/100 Dollars ($10.00) and other good and valuable consideration in hand paid by ${w.sideText(d, p.E, {})} ("Grantee"), the receipt and sufficiency of which are hereby acknowledged and confessed, has GRANTED, SOLD and CONVEYED, and by these presents does GRANT, SELL and CONVEY unto Grantee all of the real property situated in ${c.name} County, ${w.area.stateName}, described as follows (the "Property"):

${desc}
${resv ? `\n${resv}\n` : ''}${corr ? `\n${corr}\n` : ''}
TO HAVE AND TO HOLD the Property, together with all and singular the rights and appurtenances thereto in anywise belonging, unto Grantee, its successors and assigns forever; and Grantor does hereby bind itself and its successors to WARRANT AND FOREVER DEFEND all and singular the Property unto Grantee, its successors and assigns, against every person whomsoever lawfully claiming or to claim the same, or any part thereof, by, through or under Grantor, but not otherwise.

${p.day !== null ? `EXECUTED ${dating}${eff ? `, to be effective as of ${dLong(eff)}` : ''}.` : `EXECUTED on the date of the acknowledgment below${eff ? `, to be effective for all purposes as of ${dLong(eff)} (the "Effective Date")` : ''}.`}

${sig}

${ack}${foot}`;
      break;
    }
    default: {
      // a plain quitclaim (areas without a statutory form of their own)
      cat = 'quitclaim_deed';
      text = `${modernHead}${title('QUITCLAIM DEED')}

${st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${c.name.toUpperCase()}    §` : `STATE OF ${w.area.stateName.toUpperCase()}\nCOUNTY OF ${c.name.toUpperCase()}`}

KNOW ALL MEN BY THESE PRESENTS, that ${w.sideText(d, p.G, { desc: true })}, for and in consideration of ${p.consideration}, the receipt of which is acknowledged, ${g.have} REMISED, RELEASED and QUITCLAIMED, and by these presents ${g.do} REMISE, RELEASE and QUITCLAIM, unto ${w.sideText(d, p.E, {})}, ${e.their} heirs and assigns, all of ${g.our} right, title and interest in and to the following described land situated in ${c.name} County, ${w.area.stateName}:

${desc}
${corr ? `\n${corr}\n` : ''}
TO HAVE AND TO HOLD the same unto the said Grantee${p.E.length > 1 ? 's' : ''}, ${e.their} heirs and assigns, forever, so that neither ${g.we === 'we' ? 'we' : 'I'} nor ${g.our} heirs shall have, claim or demand any right or title thereto.

${p.day !== null ? `Signed ${dating}.` : ''}

${sig}

${ack}${foot}`;
    }
  }
  if (p.special && cat === 'warranty_deed') cat = 'special_warranty_deed';
  return [form, cat, text];
}

// ---------------------------------------------------------------- the simulation: events and their instruments

const PRESIDENTS: Array<[number, string]> = [[1829, 'Andrew Jackson'], [1837, 'Martin Van Buren'], [1841, 'John Tyler'], [1845, 'James K. Polk'], [1849, 'Zachary Taylor'], [1850, 'Millard Fillmore'], [1853, 'Franklin Pierce'], [1857, 'James Buchanan'], [1861, 'Abraham Lincoln'], [1865, 'Andrew Johnson'], [1869, 'U. S. Grant'], [1877, 'R. B. Hayes'], [1881, 'Chester A. Arthur'], [1885, 'Grover Cleveland'], [1889, 'Benj. Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'Wm. H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge']];
const GOVERNORS: Array<[number, string]> = [[1846, 'J. Pinckney Henderson'], [1847, 'George T. Wood'], [1849, 'P. H. Bell'], [1853, 'E. M. Pease'], [1857, 'H. R. Runnels'], [1859, 'Sam Houston'], [1861, 'F. R. Lubbock'], [1863, 'P. Murrah'], [1866, 'J. W. Throckmorton'], [1867, 'E. M. Pease'], [1870, 'Edmund J. Davis'], [1874, 'Richard Coke'], [1876, 'R. B. Hubbard'], [1879, 'O. M. Roberts'], [1883, 'John Ireland'], [1887, 'L. S. Ross'], [1891, 'J. S. Hogg'], [1895, 'C. A. Culberson'], [1899, 'J. D. Sayers'], [1903, 'S. W. T. Lanham']];
const byYear = (xs: Array<[number, string]>, y: number) => { let v = xs[0][1]; for (const [k, n] of xs) if (k <= y) v = n; return v; };
const LANDCOS = ['Cypress Bend Ranch, LLC', 'Sandy Creek Land & Cattle, LLC', 'Hollow Oak Farms, LLC', 'Twin Pines Timber Company', 'Red Bluff Land Holdings, LLC', 'Coldwater Properties, Inc.', 'Three Forks Ranch, Ltd.', 'Blue Heron Land Company, LLC'];

class Sim extends World {
  affiants: string[] = [];
  landcoUsed = new Set<string>();

  // ----- bookkeeping
  /** A clerk's index caption ("PRUITT, JOHN H., ET UX  TO  SMITH, JAMES A."), names in index order. */
  indexLine(d: D): string | null {
    const from = d.parties.filter((p) => p.role === 'grantor' || p.role === 'lessor' || p.role === 'assignor');
    const to = d.parties.filter((p) => p.role === 'grantee' || p.role === 'lessee' || p.role === 'assignee');
    if (!from.length || !to.length) return null;
    const ix = (pid: string) => (this.ent(pid).kind === 'h' ? `${d.form(pid).idx}${(this.ent(pid) as Human).persona ? ', TRUSTEE' : ''}` : null);
    const a = ix(from[0].pid) ?? from[0].name.toUpperCase(), b = ix(to[0].pid) ?? to[0].name.toUpperCase();
    const joined = from.length > 1 ? (this.spouseOn(from[0].pid, d.day)?.id === from[1].pid ? (this.h(from[1].pid).g === 'f' ? ', ET UX' : ', ET VIR') : ', ET AL') : '';
    return `${this.r.pick(['Indexed:', 'INDEX --', 'Grantor-Grantee Index:'])} ${a}${joined}   TO   ${b}${to.length > 1 ? ', ET AL' : ''}\n\n`;
  }
  emit(d: D, o: { form: string; category: DocCategory; exec: number | null; eff?: number | null; ack?: number | null; rec: number; death?: number; tracts: TractInfo[]; conveysFee: boolean; estates: EstateType[]; text: string; farms: Farm[] }): Draft {
    const y0 = yearOf(o.exec ?? o.eff ?? o.rec);
    if (y0 >= 1920 && y0 <= 1995 && /deed|lease|assignment/.test(o.category) && o.category !== 'deed_of_trust' && !/Electronically Recorded/.test(o.text) && this.r.chance(0.25)) {
      const line = this.indexLine(d);
      if (line) o = { ...o, text: line + o.text };
    }
    const dr: Draft = { seq: this.seq++, form: o.form, category: o.category, exec: o.exec, eff: o.eff ?? null, ack: o.ack ?? null, rec: o.rec, death: o.death, parties: d.parties, tracts: o.tracts, conveysFee: o.conveysFee, estates: o.estates, text: o.text.replace(/\n{3,}/g, '\n\n').trim() + '\n', links: d.links, gaps: d.gaps };
    this.drafts.push(dr);
    const NONE = -1e9;
    const last = Math.max(o.exec ?? NONE, o.eff ?? NONE, o.ack ?? NONE, o.exec === null && o.eff == null && o.ack == null ? o.rec : NONE);
    for (const f of o.farms) f.lastDoc = Math.max(f.lastDoc, last);
    return dr;
  }
  after(day: number, min: number, max: number) {
    return day + min + this.r.int(Math.max(1, max - min));
  }
  ackRec(day: number, o: { court?: boolean } = {}): { ack: number; rec: number } {
    const y = yearOf(day);
    const ack = this.r.chance(0.7) ? day : day + 1 + this.r.int(6);
    const rec = o.court ? ack + 5 + this.r.int(120) : ack + (y < 1950 ? 2 + this.r.int(90) : y < 2000 ? 1 + this.r.int(40) : 1 + this.r.int(14));
    return { ack, rec };
  }
  consideration(y: number): string {
    if (y < 1940 && this.r.chance(0.7)) return money(y < 1900 ? 100 + this.r.int(30) * 25 : 400 + this.r.int(60) * 50);
    return this.r.pick(['Ten and No/100 Dollars ($10.00) and other good and valuable consideration', 'TEN DOLLARS ($10.00) and other valuable consideration', 'Ten Dollars ($10.00) cash and other good and valuable consideration', money(1000 + this.r.int(80) * 250)]);
  }
  wants(k: GapKind, f: Farm, day: number): boolean {
    if (this.gapDone.has(k) || !this.gapPlan.includes(k)) return false;
    const fid = this.gapFarm.get(k);
    return fid === f.id || yearOf(day) >= 1995;
  }
  srFor(ids: string[], day: number, p = 0.25): Set<string> {
    const s = new Set<string>();
    for (const id of ids) {
      const e = this.ent(id);
      if (e.kind === 'h' && !e.persona && e.hasJr && !e.suffix && this.r.chance(p)) {
        const jr = e.children.map((c) => this.h(c)).find((c) => c.suffix === 'Jr.');
        if (jr && yearOf(day) - jr.born >= 18) s.add(id);
      }
    }
    return s;
  }
  addHold(xs: Array<{ p: string; f: Frac }>, p: string, f: Frac) {
    const x = xs.find((y) => y.p === p);
    if (x) x.f = fadd(x.f, f);
    else xs.push({ p, f });
  }
  mineralOwners(f: Farm): string[] {
    const out: string[] = [];
    if (fcmp(f.u, ZERO) > 0) out.push(...f.fee);
    for (const m of f.min) if (fcmp(m.f, ZERO) > 0 && !m.dormant && !out.includes(m.p)) out.push(m.p);
    return out;
  }
  holdsMin(f: Farm, p: string): boolean {
    return (f.fee.includes(p) && fcmp(f.u, ZERO) > 0) || f.min.some((m) => m.p === p && !m.dormant && fcmp(m.f, ZERO) > 0);
  }
  county(f: Farm) {
    return f.county;
  }

  // ----- people
  adultBorn(day: number, lo = 25, hi = 55) {
    return yearOf(day) - lo - this.r.int(hi - lo);
  }
  newBuyer(day: number, f: Farm | null, married = 0.65): string[] {
    const r = this.r;
    const g: 'm' | 'f' = r.chance(0.85) ? 'm' : 'f';
    // an unrelated namesake of someone on another farm, once a package
    if (!this.namesakeDone && f && yearOf(day) > 1905 && r.chance(0.3)) {
      const cands = [...this.ents.values()].filter((e): e is Human => e.kind === 'h' && !e.persona && e.g === 'm' && !!e.middle && !e.suffix && this.can(e.id, day) && this.farms.some((x) => x !== f && (x.fee.includes(e.id) || x.min.some((m) => m.p === e.id))));
      if (cands.length) {
        const x = r.pick(cands);
        const h = this.newHuman('m', x.born + r.int(20) - 10, { first: x.first, middle: x.middle, last: x.last0, res: r.pick(this.area.away.filter((a) => a !== x.res)) });
        if (x.res === h.res) h.res = this.area.away[0] === x.res ? this.area.away[1] : this.area.away[0];
        h.showRes = x.showRes = true;
        if (yearOf(day) - h.born < 25) h.born = yearOf(day) - 30;
        this.namesakeDone = true;
        return [h.id];
      }
    }
    const h = this.newHuman(g, this.adultBorn(day));
    if (g === 'm' && r.chance(married)) {
      const sp = this.marry(h, day - 365 * (1 + r.int(15)));
      if (r.chance(0.38)) return [h.id, sp.id];
    }
    return [h.id];
  }
  investor(day: number): string {
    const r = this.r;
    const live = this.investors.filter((i) => this.can(i, day));
    if (live.length && r.chance(0.6)) return r.pick(live);
    const h = this.newHuman('m', this.adultBorn(day, 30, 60), { res: r.pick([...this.area.away, this.homeRes()]) });
    this.investors.push(h.id);
    return h.id;
  }
  mineralBuyer(day: number): string {
    const r = this.r, y = yearOf(day);
    if (r.chance(y >= 1950 ? 0.62 : 0.3)) return this.pickCo(this.buyersCo, day).id;
    return this.investor(day);
  }
  landman(day: number): string {
    const live = this.landmen.filter((i) => this.can(i, day));
    if (live.length && this.r.chance(0.7)) return this.r.pick(live);
    const h = this.newHuman('m', this.adultBorn(day, 28, 50), { res: this.r.pick(this.area.away) });
    h.noDeath = true;
    this.landmen.push(h.id);
    return h.id;
  }
  affiant(day: number, county: County): string {
    const live = this.affiants.filter((i) => this.can(i, day) && yearOf(day) - this.h(i).born < 85);
    if (live.length && this.r.chance(0.5)) return this.r.pick(live);
    const h = this.newHuman(this.r.chance(0.6) ? 'm' : 'f', this.adultBorn(day, 45, 75), { res: `${county.name} County, ${this.area.stateName}` });
    h.noDeath = true;
    this.affiants.push(h.id);
    return h.id;
  }
  lessee(day: number, not: string[] = []): Company {
    return this.pickCo(this.lessees, day, not);
  }
  /** Children of a decedent, made when first needed (adults by the day). */
  children(h: Human, day: number): string[] {
    const r = this.r;
    if (h.children.length) return h.children.filter((c) => this.alive(c, day));
    const n = r.pick([1, 1, 2, 2, 2, 3, 3, 4]);
    const sp = h.spouse ? this.h(h.spouse) : null;
    const last = h.g === 'm' ? h.last0 : sp ? this.surname(sp, day) : this.surname(h, day);
    const kids: string[] = [];
    const firsts = new Set([h.first, ...(sp ? [sp.first] : [])]);
    for (let i = 0; i < n; i++) {
      const born = h.born + 22 + r.int(16);
      if (yearOf(day) - born < 22) continue;
      const g: 'm' | 'f' = r.chance(0.5) ? 'm' : 'f';
      const jr = g === 'm' && h.g === 'm' && !h.hasJr && !h.suffix && !h.showRes && !!h.middle && !this.taken(`${h.first}/Jr`, last) && r.chance(0.35);
      const all = g === 'm' ? this.area.first.m : this.area.first.f;
      const free = all.filter((x) => !firsts.has(x) && !this.taken(x, last));
      const pool = free.length ? free : all.filter((x) => !firsts.has(x));
      const k = jr ? this.newHuman('m', born, { first: h.first, middle: h.middle, last, suffix: 'Jr.', res: h.res }) : this.newHuman(g, born, { first: r.pick(pool), last, res: r.chance(0.6) ? h.res : r.pick(this.area.away) });
      firsts.add(k.first);
      if (jr) { h.hasJr = true; this.nameKeys.add(`${h.first}/Jr|${last}`); }
      if (r.chance(0.65)) this.marry(k, dn(born + 20 + r.int(8), 1 + r.int(12), 1 + r.int(27)));
      kids.push(k.id);
    }
    h.children = kids;
    if (sp) sp.children = kids;
    return kids.filter((c) => this.alive(c, day));
  }

  // ----- farms and tracts
  uniqueAbs(lo: number, hi: number): number {
    for (;;) {
      const a = lo + this.r.int(hi - lo);
      if (!this.usedAbs.has(a)) {
        this.usedAbs.add(a);
        return a;
      }
    }
  }
  finishTract(spec: RectSpec | TxSpec, statesAcres: boolean): TractInfo | null {
    const st = this.area.st;
    let truth: ExpectedTract;
    if (spec.kind === 'rect') {
      truth = { state: st, county: spec.county.name, section: String(spec.sec), township: `${spec.twp}${spec.county.tdir}`, range: `${spec.rng}${spec.county.rdir}`, aliquot: spec.all ? 'ALL' : spec.parts.length ? spec.parts.map(partSlash).join(' ') : null, survey: null, abstract: null, block: null, lot: spec.lots.length ? spec.lots.join(', ') : null, acres: statesAcres ? spec.acres : null };
    } else {
      const survey = spec.type === 'rr' ? `${spec.rr} RR Co. Survey` : spec.type === 'porcion' ? `Porcion ${spec.porcion}` : spec.type === 'grant' ? `${spec.name} Grant` : `${spec.name} Survey`;
      truth = { state: 'TX', county: spec.county.name, section: spec.type === 'rr' ? String(spec.sec) : null, township: null, range: null, aliquot: spec.type === 'rr' ? (spec.whole ? 'ALL' : partSlash(spec.half!)) : null, survey, abstract: String(spec.abs), block: null, lot: null, acres: spec.acres };
    }
    const key = tractKey(truth);
    if (this.keys.has(key)) return null;
    this.keys.add(key);
    return { spec, truth, key, statesAcres: spec.kind === 'tx' ? true : statesAcres };
  }
  rectTract(c: County, near: RectSpec | null, statesAcres: boolean): TractInfo | null {
    const r = this.r;
    const twp = near ? near.twp : c.tw![0] + r.int(c.tw![1] - c.tw![0] + 1);
    const rng = near ? near.rng : c.rg![0] + r.int(c.rg![1] - c.rg![0] + 1);
    const sec = near ? Math.min(36, Math.max(1, near.sec + r.pick([-1, 1, 6, -6, 0]))) : 1 + r.int(36);
    const town = c.towns ? (near?.town ?? r.pick(c.towns)) : null;
    const northRow = sec <= 6, westCol = [6, 7, 18, 19, 30, 31].includes(sec);
    let parts: string[] = [], lots: number[] = [], all = false, frac = false, acres: number;
    const fractional = (northRow || westCol) && r.chance(0.45);
    if (fractional) {
      frac = true;
      const k = r.int(4);
      const odd = () => Math.round((r.int(900) + 30) ) / 100;
      if (k === 0) { all = true; acres = 560 + odd() * 7; }
      else if (k === 1) { lots = northRow ? [1, 2] : [1, 2]; parts = northRow ? ['S2', 'NE4'] : ['E2', 'NW4']; acres = 150 + odd(); }
      else if (k === 2) { lots = [3, 4]; parts = northRow ? ['S2', 'NW4'] : ['E2', 'SW4']; acres = 150 + odd(); }
      else { lots = [r.pick([1, 2, 3, 4])]; acres = 30 + odd(); }
      acres = Math.round(acres * 100) / 100;
    } else {
      const q = () => r.pick(['NE4', 'NW4', 'SE4', 'SW4']);
      const hf = () => r.pick(['N2', 'S2', 'E2', 'W2']);
      const k = r.int(10);
      if (k < 3) { parts = [q()]; acres = 160; }
      else if (k < 5) { parts = [hf()]; acres = 320; }
      else if (k < 7) { parts = [hf(), q()]; acres = 80; }
      else if (k < 9) { parts = [q(), q()]; acres = 40; }
      else { parts = [hf(), q(), q()]; acres = 20; }
    }
    return this.finishTract({ kind: 'rect', county: c, sec, twp, rng, parts, lots, all, frac, acres, town }, statesAcres);
  }
  txTract(c: County, type: TxSpec['type'], whole: boolean, near: TxSpec | null): TractInfo | null {
    const r = this.r;
    const names = this.area.surveyNames!;
    let name = near?.name ?? '';
    if (!near) {
      const free = names.filter((n) => !this.usedSurvey.has(n));
      name = free.length ? r.pick(free) : `${r.pick(this.area.first.m)} ${r.pick(this.area.last)}`;
      this.usedSurvey.add(name);
    }
    const abs = near ? near.abs : type === 'rr' ? this.uniqueAbs(300, 1900) : this.uniqueAbs(5, 990);
    const cls = type === 'named' && this.area.key === 'ET' ? r.pick(['Headright', 'Headright', 'Bounty', 'Pre-emption']) : '';
    if (type === 'rr') {
      const sec = near ? near.sec! + 1 : 1 + r.int(240);
      const half = whole ? null : r.pick(['N2', 'S2', 'E2', 'W2']);
      return this.finishTract({ kind: 'tx', county: c, type, name: '', cls: '', rr: near?.rr ?? r.pick(c.tx!.filter((x): x is 'I&GN' | 'GC&SF' => x === 'I&GN' || x === 'GC&SF')), sec, porcion: null, abs: near ? this.uniqueAbs(300, 1900) : abs, half, whole, acres: whole ? 640 : 320, begin: '', calls: [] }, true);
    }
    const porcion = type === 'porcion' ? near?.porcion ?? 10 + r.int(50) : null;
    const acres = whole ? r.pick([320, 640, 1476.1, 177.1]) : Math.round((20 + r.int(2400) / 10 + r.next()) * 10) / 10;
    const sv = type === 'porcion' ? `Porcion ${porcion}` : type === 'grant' ? `${name} Grant` : `${name} Survey`;
    const mb = makeCalls(r, sv);
    return this.finishTract({ kind: 'tx', county: c, type, name, cls, rr: null, sec: null, porcion, abs, half: null, whole, acres, begin: mb.begin, calls: mb.calls }, true);
  }
  newFarm(origin: number, late = false): Farm | null {
    const r = this.r, a = this.area;
    const c = r.pick(this.counties);
    const two = r.chance(0.35);
    const f: Farm = { id: this.farms.length, county: c, tracts: [], fee: [], u: ONE, min: [], roy: [], lease: null, frozen: false, lastDoc: origin - 1, busyUntil: -1e9, lastFee: origin, vest: null, mortgage: null, origin };
    let patent: 'US' | 'TX' | 'RR' | null = null;
    if (a.kind === 'rect') {
      const statesAcres = r.chance(0.7);
      const t1 = this.rectTract(c, null, statesAcres);
      if (!t1) return null;
      f.tracts.push(t1);
      if (two) { const t2 = this.rectTract(c, t1.spec as RectSpec, statesAcres); if (t2) f.tracts.push(t2); }
      if (statesAcres) patent = 'US';
    } else {
      const kinds = c.tx!;
      const k = r.pick(kinds);
      if (k === 'I&GN' || k === 'GC&SF') {
        const whole = r.chance(0.5);
        const t1 = this.txTract(c, 'rr', whole, null);
        if (!t1) return null;
        f.tracts.push(t1);
        if (two) { const t2 = this.txTract(c, 'rr', whole, t1.spec as TxSpec); if (t2) f.tracts.push(t2); }
        if (r.chance(0.6)) patent = 'RR';
      } else {
        const whole = k === 'named' && !two && a.key === 'ET' && r.chance(0.55);
        const t1 = this.txTract(c, k, whole, null);
        if (!t1) return null;
        f.tracts.push(t1);
        if (two) { const t2 = this.txTract(c, k, false, t1.spec as TxSpec); if (t2) f.tracts.push(t2); }
        if (whole) patent = 'TX';
      }
    }
    this.farms.push(f);
    if (late) patent = null;
    if (patent === 'US') this.patentUS(f, origin);
    else if (patent === 'TX') this.patentTX(f, origin);
    else if (patent === 'RR') this.patentRR(f, origin);
    else this.firstDeed(f, origin);
    return f;
  }

  // ----- origins
  patentUS(f: Farm, day: number) {
    const r = this.r, y = yearOf(day);
    const h = this.newHuman('m', this.adultBorn(day, 24, 45), { res: `${f.county.name} County, ${this.area.stateName}` });
    if (r.chance(0.7)) this.marry(h, day - 365 * (1 + r.int(10)));
    const d = new D(this, day);
    const G = [d.mem(this.sov('US').id, 'grantor')];
    const E = [d.mem(h.id, 'grantee')];
    const homestead = y >= 1868 && r.chance(0.7);
    const office = r.pick(this.area.landOffices);
    const desc = f.tracts.map((t) => rectDesc(t, 'hand', r, null, true)).join('; and ');
    const pres = byYear(PRESIDENTS, y);
    const rec = day + 30 + r.int(365 * 6);
    const ref = this.ref(f.county, rec);
    const indep = ordinalWord(y - 1776);
    const pat = `${homestead ? `Homestead Certificate No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}` : `Cash Certificate No. ${100 + r.int(9000)}`}

THE UNITED STATES OF AMERICA,

To all to whom these presents shall come, Greeting:

WHEREAS, ${homestead ? `There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${office}, ${this.area.stateName}, whereby it appears that, pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${d.nm(h.id)} has been established and duly consummated, in conformity to law, for` : `${d.nm(h.id)}, of ${f.county.name} County, ${this.area.stateName}, has deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${office}, whereby it appears that full payment has been made by the said ${d.nm(h.id)}, according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An act making further provision for the sale of the Public Lands," for`} ${desc}, in ${this.area.stateName}, according to the Official Plat of the Survey of the said Land, returned to the General Land Office by the Surveyor General:

NOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${d.nm(h.id)} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${d.nm(h.id)} and to his heirs and assigns forever.

IN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.

GIVEN under my hand, at the City of Washington, the ${dHand(day)}, and of the Independence of the United States the ${indep}.

By the President: ${pres}
By ${this.randomOfficial()}, Secretary.
${this.randomOfficial()}, Recorder of the General Land Office.

Recorded, Vol. ${1 + r.int(90)}, Page ${1 + r.int(500)}.

${this.stamp(f.county, rec, ref)}`;
    // each tract of the patent carries its own acreage (a tract states its acres in every instrument)
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: homestead ? 'patent-homestead' : 'patent-cash', category: 'patent', exec: day, ack: null, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text: pat, farms: [f] });
    f.fee = [h.id];
    f.vest = { day, ref, from: ['US'], to: [h.id] };
  }
  patentTX(f: Farm, day: number) {
    const r = this.r, y = yearOf(day);
    const s = f.tracts[0].spec as TxSpec;
    const [first, ...rest] = s.name.split(' ');
    const h = this.newHuman('m', this.adultBorn(day, 24, 50), { first, middle: rest.length > 1 ? rest[0] : null, last: rest[rest.length - 1], res: `${f.county.name} County, Texas` });
    h.fixed = s.name;
    const d = new D(this, day);
    const G = [d.mem(this.sov('TX').id, 'grantor')];
    const E = [d.mem(h.id, 'grantee')];
    const rec = day + 60 + r.int(365 * 10);
    const ref = this.ref(f.county, rec);
    const cert = s.cls === 'Bounty' ? `Bounty Warrant No. ${100 + r.int(3000)}, issued by the Secretary of War on the ${dOrd(day - 365 * (3 + r.int(6)))}` : s.cls === 'Pre-emption' ? `an act to provide for the Pre-emption of homesteads, approved January 22, 1845, the said ${s.name} having settled upon and occupied the same` : `Headright Certificate No. ${10 + r.int(900)}, ${r.pick(['first', 'second', 'third'])} class, issued to ${s.name} by the Board of Land Commissioners of ${r.pick(['Nacogdoches', 'Shelby', 'San Augustine', 'Harrison'])} County on the ${dOrd(Math.max(dn(1838, 3, 1 + r.int(27)), day - 365 * (4 + r.int(10))))}`;
    const text = `[Abstract No. ${s.abs} -- ${s.name} ${s.cls ? `${s.cls} ` : ''}Survey -- ${acresStr(s.acres)} Acres -- ${f.county.name} County]

THE STATE OF TEXAS.
No. ${10 + r.int(900)}.                                           Vol. ${1 + r.int(30)}.

TO ALL TO WHOM THESE PRESENTS SHALL COME, KNOW YE:

That I, ${byYear(GOVERNORS, y)}, Governor of the State aforesaid, by virtue of the authority vested in me by law, and in accordance with the laws of said State, do by these presents grant to ${s.name}, his heirs or assigns forever, ${numberWords(Math.floor(s.acres))} acres of land, situated and described as follows: In ${f.county.name} County, on the waters of ${r.pick(['Mill Creek', 'the Sabine River', 'Martin Creek', 'Tiawichi Creek', 'Cherokee Bayou', 'Johnson Creek'])}, about ${2 + r.int(14)} miles ${r.pick(['N', 'S', 'E', 'W', 'N.E.', 'S.W.'])} from ${f.county.seat}, by virtue of ${cert}:

${s.begin.replace('the said ', 'this ')}; THENCE ${bearing(r, false)} ${(900 + r.int(1200)).toLocaleString('en-US')} varas to a stake; THENCE ${bearing(r, false)} ${(900 + r.int(1200)).toLocaleString('en-US')} varas to a stake; THENCE ${bearing(r, false)} ${(900 + r.int(1200)).toLocaleString('en-US')} varas to the place of beginning.

I, therefore, do hereby issue to the said ${s.name} Letters Patent for said land, being the ${s.name} Survey, Abstract No. ${s.abs}, containing ${acresStr(s.acres)} acres of land.

In testimony whereof, I have caused the Seal of the State to be affixed, as well as the seal of the General Land Office.

Done at the City of Austin, on the ${dWordsDay(day)}.

${byYear(GOVERNORS, y)}, Governor.
${this.randomOfficial()}, Commissioner of the General Land Office.

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: 'patent-texas', category: 'patent', exec: day, ack: null, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.fee = [h.id];
    if (r.chance(0.6)) this.marry(h, day - 365 * (1 + r.int(10)));
    f.vest = { day, ref, from: ['TX'], to: [h.id] };
  }
  patentRR(f: Farm, day: number) {
    const r = this.r;
    const s = f.tracts[0].spec as TxSpec;
    let rrc = this.rr.get(s.rr!);
    if (!rrc) {
      rrc = this.company(s.rr === 'I&GN' ? co(['International & Great Northern Railroad Company', 'International and Great Northern Railroad Company'], 'company', 'Texas') : co(['Gulf, Colorado & Santa Fe Railway Company', 'Gulf, Colorado and Santa Fe Railway Company'], 'company', 'Texas'));
      rrc.title = 'Land Commissioner';
      this.rr.set(s.rr!, rrc);
    }
    const d = new D(this, day);
    const G = [d.mem(this.sov('TX').id, 'grantor')];
    const E = [d.mem(rrc.id, 'grantee')];
    const rec = day + 200 + r.int(365 * 8);
    const ref = this.ref(f.county, rec);
    const text = `THE STATE OF TEXAS.
No. ${100 + r.int(900)}.                               Vol. ${10 + r.int(40)}.

TO ALL TO WHOM THESE PRESENTS SHALL COME, KNOW YE:

That I, ${byYear(GOVERNORS, yearOf(day))}, Governor of the State of Texas, by virtue of the authority vested in me by law, and in accordance with an Act to encourage the construction of railroads in Texas by donations of land, and by virtue of Certificate No. ${1000 + r.int(3000)}, issued to the ${d.nm(rrc.id)} by the Commissioner of the General Land Office, do by these presents grant to the said ${d.nm(rrc.id)}, its successors or assigns forever, the following described land${f.tracts.length > 1 ? 's' : ''}:

${f.tracts.map((t) => txDesc(t, 'short', r, `${f.county.name} County, Texas`)).join(';\n')}.

In testimony whereof, I have caused the Seal of the State to be affixed, as well as the seal of the General Land Office. Done at the City of Austin, on the ${dWordsDay(day)}.

${byYear(GOVERNORS, yearOf(day))}, Governor.
${this.randomOfficial()}, Commissioner of the General Land Office.

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: 'patent-railroad', category: 'patent', exec: day, ack: null, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.fee = [rrc.id];
    f.vest = { day, ref, from: ['TX'], to: [rrc.id] };
  }
  firstDeed(f: Farm, day: number) {
    // a farm whose records start later: its first known holder conveys
    const h = this.newHuman('m', this.adultBorn(day, 28, 60), { res: `${f.county.name} County, ${this.area.stateName}` });
    if (this.r.chance(0.7)) this.marry(h, day - 365 * (2 + this.r.int(20)));
    f.fee = [h.id];
    f.lastFee = day;
    this.feeSale(f, day + 1);
  }

  // ----- conveyances of the fee
  pickTakers(f: Farm, day: number): string[] {
    const r = this.r, y = yearOf(day);
    if (y >= 1993 && r.chance(0.12)) {
      const free = LANDCOS.filter((n) => !this.landcoUsed.has(n));
      if (free.length) {
        const n = r.pick(free);
        this.landcoUsed.add(n);
        const alt = n.replace(', LLC', ', L.L.C.').replace(' Company', ' Co.');
        return [this.company(co(alt !== n ? [n, alt] : [n], n.includes('LLC') ? 'llc' : n.includes('Ltd') ? 'lp' : 'corporation', this.area.stateName)).id];
      }
    }
    if (f.tracts.length === 2 && r.chance(0.3)) {
      // two brothers buy together, as tenants in common
      const a = this.newHuman('m', this.adultBorn(day, 25, 45));
      const b = this.newHuman('m', a.born + 1 + r.int(6), { last: a.last0, res: r.chance(0.5) ? a.res : this.homeRes() });
      if (r.chance(0.5)) this.marry(a, day - 365 * (1 + r.int(8)));
      return [a.id, b.id];
    }
    if (r.chance(0.12)) {
      const xs = [...this.ents.values()].filter((e): e is Human => e.kind === 'h' && !e.persona && !e.noDeath && this.can(e.id, day) && !f.fee.includes(e.id) && this.farms.some((x) => x !== f && x.fee.includes(e.id)));
      if (xs.length) return [r.pick(xs).id];
    }
    return this.newBuyer(day, f);
  }
  feeSale(f: Farm, day: number, o: { quitclaim?: boolean; takers?: string[]; from?: string[] } = {}): boolean {
    const r = this.r, y = yearOf(day);
    const from = o.from ?? f.fee;
    if (!from.length || !from.every((p) => this.can(p, day)) || f.frozen) return false;
    const E = o.takers ?? this.pickTakers(f, day);
    if (E.some((p) => from.includes(p))) return false;
    const plantCBA = !o.takers && this.wants('conveyed_before_acquired', f, day) && E.length <= 2 && this.isH(E[0]) && day - f.lastDoc > 400 && y > 1900;
    const prevDoc = f.lastDoc;
    let resv: Frac | null = null;
    const whole = from.length === f.fee.length;
    if (whole && !o.quitclaim && fcmp(f.u, ZERO) > 0 && y > 1905 && r.chance(0.3)) resv = r.chance(0.5) || fcmp(f.u, fr(1, 2)) < 0 ? f.u : fr(1, 2);
    const corr = whole && !plantCBA && y > 1920 && r.chance(0.08) ? (r.chance(0.5) && E.length === 1 && this.isH(E[0]) ? 'name' : 'spouse') : null;
    const d = new D(this, day, this.srFor(from, day));
    if (corr === 'name') {
      const f0 = this.pickForm(E[0], day, false);
      const parts = f0.w.split(' ');
      const li = parts.findIndex((p) => p.replace(/,$/, '') === this.surname(this.h(E[0]), day));
      if (li >= 0) parts[li] = misspell(parts[li].replace(/,$/, '')) + (parts[li].endsWith(',') ? ',' : '');
      const mis = parts.join(' ');
      d.forms.set(E[0], { w: mis, truth: mis, idx: mis.toUpperCase() });
    }
    const G = this.side(d, from, 'grantor', corr === 'spouse' ? 0 : 0.75);
    if (corr === 'spouse' && !G.some((m) => m.joins) && !from.some((p) => this.spouseOn(p, day))) return this.feeSale(f, day, o);
    const Em = this.takers(d, E, 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec);
    const rtext = resv ? reservationText(this, fcmp(resv, ONE) === 0 ? 'all' : resv, G) : null;
    const recital = f.vest && f.vest.to.length === from.length && f.vest.to.every((p) => from.includes(p)) && r.chance(0.45) ? `Being the same land described in a deed dated ${dLong(f.vest.day)}, from ${listAnd(f.vest.from.map((p) => d.nm(p)))} to ${listAnd(f.vest.to.map((p) => d.nm(p)))}, recorded in ${f.vest.ref}, ${f.county.name} County, ${this.area.stateName}.` : null;
    const undated = y > 1930 && r.chance(0.03);
    const effective = y >= 1995 && G.some((m) => m.e.kind === 'c') && r.chance(0.4) ? day - r.int(20) : null;
    const [form, cat, text] = deedText(this, d, { G, E: Em, tracts: f.tracts, day: undated ? null : day, ack, rec, ref, eff: effective, consideration: this.consideration(y), reservation: rtext, recital, correction: null, county: f.county, quitclaim: o.quitclaim });
    d.link(G, Em, f.tracts, 'fee');
    const dr = this.emit(d, { form, category: cat, exec: undated ? null : day, eff: effective, ack, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    const old = from;
    if (resv && whole) {
      const holders = old;
      for (const p of holders) this.addHold(f.min, p, fmul(resv, fr(1, holders.length)));
      f.u = fsub(f.u, resv);
    }
    f.fee = [...f.fee.filter((p) => !old.includes(p)), ...E.filter((p) => !f.fee.includes(p) || old.includes(p))];
    f.lastFee = day;
    f.vest = { day, ref, from: old, to: f.fee };
    if (E.every((p) => this.isH(p)) && y > 1920 && r.chance(0.28) && !plantCBA) this.pending.push({ day: rec + 1, run: () => this.mortgage(f, E, rec + 1) });
    if (corr) {
      const cday = this.after(rec, 60, 500);
      this.pending.push({ day: cday, run: () => this.correction(f, dr, G, Em, corr, cday) });
    }
    if (plantCBA) this.planCBA(f, E, day, prevDoc);
    return true;
  }
  /** A deed dated before the deed into its grantor (conveyed_before_acquired). */
  planCBA(f: Farm, X: string[], day: number, prevDoc: number) {
    const r = this.r;
    const span = Math.min(1000, day - prevDoc - 60);
    if (span < 95) return;
    const early = day - 90 - r.int(span - 90);
    if (!X.every((p) => this.can(p, early))) return;
    const Y = this.newBuyer(early, null);
    const d = new D(this, early);
    const G = this.side(d, X, 'grantor');
    const E = this.takers(d, Y, 'grantee');
    const ack = early;
    const rec = day + 5 + r.int(200);
    const ref = this.ref(f.county, rec);
    const [form, cat, text] = deedText(this, d, { G, E, tracts: f.tracts, day: early, ack, rec, ref, eff: null, consideration: this.consideration(yearOf(early)), reservation: null, recital: null, correction: null, county: f.county });
    d.link(G, E, f.tracts, 'fee');
    d.gap(f.tracts, 'fee', 'conveyed_before_acquired');
    this.emit(d, { form, category: cat, exec: early, ack, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.lastDoc = Math.max(f.lastDoc, day);
    f.fee = Y;
    f.vest = { day: early, ref, from: X, to: Y };
    this.gapDone.add('conveyed_before_acquired');
  }
  correction(f: Farm, orig: Draft, G0: Mem[], E0: Mem[], kind: 'name' | 'spouse', day: number) {
    const r = this.r;
    const holders = G0.filter((m) => m.holder).map((m) => m.pid);
    const takers = E0.map((m) => m.pid);
    if (![...holders, ...takers].every((p) => this.can(p, day)) || takers.some((p) => !f.fee.includes(p)) || day <= f.lastDoc || day < f.busyUntil) return;
    const d = new D(this, day);
    const G = this.side(d, holders, 'grantor', kind === 'spouse' ? 1 : 0.75);
    const E = this.takers(d, takers, 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec);
    const origRef = f.vest && f.vest.day === orig.exec ? f.vest.ref : this.ref(f.county, orig.rec);
    const why = kind === 'name' ? `the name of the Grantee was erroneously written therein as "${orig.parties.find((p) => p.pid === takers[0])?.name ?? ''}"` : `the ${G.find((m) => m.joins)?.e.kind === 'h' && (G.find((m) => m.joins)!.e as Human).g === 'm' ? 'husband' : 'wife'} of ${holders.length > 1 ? 'one of the Grantors' : 'the Grantor'} did not join therein to release ${this.area.st === 'TX' ? 'homestead' : 'marital'} rights`;
    const corr = `This deed is given to correct that certain ${orig.category === 'warranty_deed' ? 'Warranty Deed' : orig.category === 'quitclaim_deed' ? 'Quitclaim Deed' : 'Deed'} dated ${orig.exec !== null ? dLong(orig.exec) : 'of even date with its acknowledgment'}, from the Grantor${holders.length > 1 ? 's' : ''} herein to the Grantee${takers.length > 1 ? 's' : ''} herein, recorded in ${origRef}, wherein ${why}, and for no other purpose. It is the intention of the parties that this correction deed shall relate back to the date of the original deed.`;
    const [form0] = [orig.form];
    const [, , text] = deedText(this, d, { G, E, tracts: f.tracts, day, ack, rec, ref, eff: null, consideration: 'Ten Dollars ($10.00), and in order to correct the instrument hereinafter described', reservation: null, recital: null, correction: corr, county: f.county, quitclaim: orig.category === 'quitclaim_deed' }, form0.startsWith('patent') ? undefined : form0 === 'indenture' ? undefined : form0);
    d.link(G, E, f.tracts, 'fee', true);
    this.emit(d, { form: `correction:${form0}`, category: orig.category as DocCategory, exec: day, ack, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    void r;
  }

  // ----- mortgages, deeds of trust and their releases
  mortgage(f: Farm, owners: string[], day: number) {
    const r = this.r, st = this.area.st, y = yearOf(day);
    if (!owners.every((p) => f.fee.includes(p) && this.can(p, day)) || day <= f.lastDoc || day < f.busyUntil || f.mortgage) return;
    const bank = r.pick(this.banks);
    const d = new D(this, day);
    const G = this.side(d, owners, 'grantor', 0.9);
    const dot = st === 'TX' || st === 'CA';
    let trusteeId: string | null = null;
    let text: string;
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'mtg');
    const amount = money(y < 1940 ? 500 + r.int(40) * 100 : y < 1970 ? 3000 + r.int(60) * 500 : 20000 + r.int(300) * 1000);
    const desc = descBlock(this, f.tracts, day);
    if (dot) {
      let T: Mem;
      if (st === 'CA') {
        const tc = this.company(co([r.pick(['San Joaquin Title Company', 'Valley Escrow and Title Company', 'Kern County Title Company'])], 'corporation', 'California'));
        tc.title = r.pick(['Trust Officer', 'Assistant Secretary', 'Vice President']);
        T = d.mem(tc.id, 'grantee');
      } else {
        const [tf, tl] = this.randomOfficial(true).split(/ [A-Z]\. /);
        const th = this.newHuman('m', this.adultBorn(day, 35, 60), { first: tf, last: tl, res: `${f.county.name} County, Texas` });
        th.noDeath = true;
        T = d.mem(th.id, 'grantee');
      }
      trusteeId = T.pid;
      const B = d.mem(bank.id, 'other');
      text = `${st === 'CA' ? `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${B.f.w}\nLoan Servicing Department\n\n` : ''}DEED OF TRUST

${st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §    KNOW ALL MEN BY THESE PRESENTS:\n\n` : ''}THIS DEED OF TRUST is made this ${dOrd(day)}, among the Trustor${G.length > 1 ? 's' : ''}, ${this.sideText(d, G, {})} (herein "Borrower"), ${T.f.w}${T.e.kind === 'c' ? `, a California corporation` : `, of ${(T.e as Human).res}`} (herein "Trustee"), and the Beneficiary, ${B.f.w}, ${this.coDesc(bank)} (herein "Lender").

BORROWER, in consideration of the indebtedness herein recited and the trust herein created, irrevocably grants and conveys to Trustee, in trust, with power of sale, the following described property located in the County of ${f.county.name}, State of ${this.area.stateName}:

${desc}

TO SECURE to Lender the repayment of the indebtedness evidenced by Borrower's note dated ${dLong(day)}, in the principal sum of ${amount}, with interest thereon, the balance of the indebtedness, if not sooner paid, due and payable on ${dLong(day + 365 * (10 + r.int(20)))}; the payment of all other sums advanced in accordance herewith to protect the security of this Deed of Trust; and the performance of the covenants and agreements of Borrower herein contained.

IN WITNESS WHEREOF, Borrower has executed this Deed of Trust.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    } else {
      const B = d.mem(bank.id, 'grantee');
      text = `MORTGAGE

THIS MORTGAGE is made this ${dOrd(day)}, between ${this.sideText(d, G, { desc: true })}, (herein "Mortgagor"), and ${B.f.w}, ${this.coDesc(bank)}, whose address is ${r.pick(['Main Street', 'Court Square', 'Central Avenue'])}, ${f.county.seat}, ${this.area.stateName} (herein "Mortgagee").

WHEREAS, Mortgagor is indebted to Mortgagee in the principal sum of ${amount}, which indebtedness is evidenced by Mortgagor's note of even date herewith, providing for monthly installments of principal and interest, with the balance of the indebtedness, if not sooner paid, due and payable on ${dLong(day + 365 * (10 + r.int(20)))};

TO SECURE to Mortgagee the repayment of the indebtedness evidenced by the Note, with interest thereon, Mortgagor does hereby mortgage, grant and convey to Mortgagee the following described property located in the County of ${f.county.name}, State of ${this.area.stateName}:

${desc}

${st === 'AL' ? 'Mortgagors waive all rights of homestead and dower in the above described property.' : st === 'IL' ? 'Mortgagors hereby release and waive all rights under and by virtue of the Homestead Exemption Laws of the State of Illinois.' : ''}

IN WITNESS WHEREOF, Mortgagor has executed this Mortgage${y < 1960 ? ', under seal,' : ''} on the day and year first above written.

${this.sigs(G, { seal: y < 1960 })}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    }
    this.emit(d, { form: dot ? `deed-of-trust-${st}` : 'mortgage', category: 'deed_of_trust', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: [], text, farms: [f] });
    f.mortgage = { lender: bank.id, mortgagors: owners, day, ref, dot, trustee: trusteeId };
  }
  releaseLien(f: Farm, day: number): boolean {
    const m = f.mortgage;
    const r = this.r, st = this.area.st;
    if (!m || !m.mortgagors.every((p) => this.can(p, day) && f.fee.includes(p)) || day - m.day < 700) return false;
    const d = new D(this, day);
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, st === 'TX' ? 'deed' : 'mtg');
    let text: string, form: string;
    let tracts = f.tracts;
    if (st === 'CA' && m.trustee) {
      const T = d.mem(m.trustee, 'grantor');
      const O = this.takers(d, m.mortgagors, 'grantee');
      text = `RECORDING REQUESTED BY\n${d.nm(m.lender)}\n\nAND WHEN RECORDED MAIL TO:\n${names(O)}\n\nFULL RECONVEYANCE

${T.f.w}, as duly appointed Trustee under the Deed of Trust hereinafter described, having received from the holder of the obligations thereunder a written request to reconvey, reciting that all sums secured by said Deed of Trust have been fully paid, and said Deed of Trust and the note or notes secured thereby having been surrendered to said Trustee for cancellation, does hereby RECONVEY, without warranty, to ${this.sideText(d, O, {})}, the person${O.length > 1 ? 's' : ''} legally entitled thereto, the estate now held by it under said Deed of Trust.

Said Deed of Trust was executed by ${names(O)}, as Trustor${O.length > 1 ? 's' : ''}, to ${T.f.w}, as Trustee, and recorded ${dLong(m.day + 3)} as ${m.ref}, Official Records of ${f.county.name} County, California.

Dated: ${dLong(day)}

${this.sigs([T])}

${this.ack([T], ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
      form = 'full-reconveyance';
      tracts = [];
    } else if (st === 'TX') {
      const B = d.mem(m.lender, 'grantor');
      const O = this.takers(d, m.mortgagors, 'grantee');
      text = `RELEASE OF LIEN

THE STATE OF TEXAS    §
COUNTY OF ${f.county.name.toUpperCase()}    §    KNOW ALL MEN BY THESE PRESENTS:

THAT ${B.f.w}, ${this.coDesc(B.e as Company)}, the legal owner and holder of the note in the original principal sum described in and secured by a Deed of Trust dated ${dLong(m.day)}, executed by ${names(O)} to ${m.trustee ? d.nm(m.trustee) : 'the Trustee therein named'}, Trustee, recorded in ${m.ref}, ${f.county.name} County, Texas, for and in consideration of the full and final payment of said note, the receipt of which is hereby acknowledged, has RELEASED, DISCHARGED and QUITCLAIMED, and by these presents does RELEASE, DISCHARGE and QUITCLAIM unto ${this.sideText(d, O, {})}, their heirs and assigns, all liens held by the undersigned against the following described property:

${descBlock(this, f.tracts, day)}

EXECUTED this ${dOrd(day)}.

${this.sigs([B])}

${this.ack([B], ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
      form = 'release-of-lien-tx';
    } else {
      const B = d.mem(m.lender, 'grantor');
      const O = this.takers(d, m.mortgagors, 'grantee');
      text = `SATISFACTION OF MORTGAGE

KNOW ALL MEN BY THESE PRESENTS, that ${B.f.w}, ${this.coDesc(B.e as Company)}, the owner and holder of a certain mortgage made and executed by ${this.sideText(d, O, {})}, to ${B.f.w}, bearing date the ${dOrd(m.day)}, and recorded in ${m.ref}, in the office of the ${this.officer()} of ${f.county.name} County, ${this.area.stateName}, covering the following described land:

${descBlock(this, f.tracts, day)}

does hereby acknowledge full payment and satisfaction of said mortgage, and does hereby consent that the same be discharged of record.

Dated ${dLong(day)}.

${this.sigs([B])}

${this.ack([B], ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
      form = 'satisfaction-of-mortgage';
    }
    this.emit(d, { form, category: 'other', exec: day, ack, rec, tracts, conveysFee: false, estates: [], text, farms: [f] });
    f.mortgage = null;
    void r;
    return true;
  }

  // ----- minerals
  mineralDeed(f: Farm, day: number, o: { holder?: string; gap?: 'never' | 'more' } = {}): boolean {
    const r = this.r, st = this.area.st, y = yearOf(day);
    let from: string[], frac: Frac, written: Frac;
    if (o.holder) {
      const h = f.min.find((m) => m.p === o.holder);
      if (!h || !this.can(o.holder, day)) return false;
      from = [o.holder];
      frac = r.chance(0.6) ? h.f : fmul(h.f, fr(1, 2));
      written = frac;
      if (o.gap === 'more' && fcmp(fmul(h.f, fr(2, 1)), ONE) <= 0) { frac = h.f; written = fmul(h.f, fr(2, 1)); }
    } else if (o.gap === 'never') {
      // the surface owners sell minerals after all were severed
      if (fcmp(f.u, ZERO) !== 0 || !f.fee.every((p) => this.can(p, day))) return false;
      from = f.fee;
      frac = ZERO;
      written = fr(1, 2);
    } else {
      if (fcmp(f.u, ZERO) <= 0 || !f.fee.every((p) => this.can(p, day))) return false;
      from = f.fee;
      const opts = [fr(1, 2), fr(1, 4), fr(1, 8), fr(3, 8), fr(1, 16), f.u].filter((x) => fcmp(x, f.u) <= 0 && fcmp(x, ZERO) > 0);
      frac = r.pick(opts);
      written = frac;
    }
    const E = o.gap === 'never' ? this.investor(day) : (from.length === 1 && this.isH(from[0]) && y >= 1992 && r.chance(0.3)) ? this.familyLP(from[0], day) : this.mineralBuyer(day);
    if (from.includes(E)) return false;
    const d = new D(this, day, this.srFor(from, day));
    const G = this.side(d, from, 'grantor', 0.6);
    const Em = this.takers(d, [E], 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, st === 'TX' ? 'deed' : 'deed');
    const eHead = this.modernRec(rec) && y >= 2004 && r.chance(0.5);
    const desc = descBlock(this, f.tracts, day, { table: f.tracts.length > 1 && y >= 1995 && r.chance(0.5) });
    const g = they(G);
    const fw = fcmp(written, ONE) === 0 ? 'all' : `an undivided ${fboth(written)} interest in and to all`;
    const sig = this.sigs(G);
    const ackT = this.ack(G, ack, f.county);
    const foot = eHead ? '' : `\n\n${this.stamp(f.county, rec, ref)}`;
    const head = eHead ? `${this.eHeader(f.county, rec, ref, 2 + r.int(3))}\n\n${this.returnTo(true)}\n\n` : '';
    let form: string, text: string;
    if (st === 'MI' && y >= 1930) {
      form = 'mi-oil-gas-rights';
      text = `${head}CONVEYANCE OF OIL AND GAS RIGHTS

KNOW ALL PERSONS BY THESE PRESENTS, that ${this.sideText(d, G, { desc: true })}, whose address is ${100 + r.int(9000)} ${r.pick(['Old State Road', 'M-32 East', 'County Road 491', 'Sturgeon Valley Road'])}, ${r.pick([f.county.seat, 'Vanderbilt', 'Johannesburg', 'Frederic'])}, Michigan, for the sum of ${this.consideration(y)}, convey${G.length > 1 ? '' : 's'} and warrant${G.length > 1 ? '' : 's'} to ${this.sideText(d, Em, {})}, ${fw} of the oil and gas and the rights thereto lying in, on and under the following described lands situated in the Township of ${(f.tracts[0].spec as RectSpec).town ?? '______'}, County of ${f.county.name}, State of Michigan:

${desc}

together with the right of ingress and egress for the purpose of exploring for, drilling for, producing, storing and removing the same, and subject to any oil and gas lease of record.

Dated: ${dLong(day)}

${sig}

${ackT}

Drafted by and return to: ${this.randomOfficial()}, ${r.pick(['Traverse City', 'Gaylord', 'Grayling'])}, Michigan${foot}`;
    } else if (st === 'CA' && y >= 1925) {
      form = 'ca-mineral-grant-deed';
      text = `${head}RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:
${Em[0].f.w}

GRANT DEED
(Mineral Interest)

The undersigned grantor(s) declare(s): Documentary transfer tax is $${(r.int(300) + 10).toFixed(2)}

FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${this.sideText(d, G, { desc: true })} hereby GRANT(S) to ${this.sideText(d, Em, {})} ${fw} oil, gas, petroleum, hydrocarbon substances and other minerals in, on, under and that may be produced from the following described real property in the County of ${f.county.name}, State of California:

${desc}

together with the right to lease the same for the exploration, development and production thereof.

Dated: ${dLong(day)}

${sig}

${ackT}${foot}`;
    } else if (st === 'IL') {
      form = 'il-mineral-deed';
      text = `${head}MINERAL DEED

THE GRANTOR${G.length > 1 ? 'S' : ''}, ${this.sideText(d, G, { desc: true, res: true })}, for and in consideration of ${this.consideration(y)} in hand paid, CONVEY${G.length > 1 ? '' : 'S'} AND WARRANT${G.length > 1 ? '' : 'S'} to ${this.sideText(d, Em, { res: true })}, ${fw} of the oil, gas and other minerals in and under the following described Real Estate, situated in the County of ${f.county.name}, in the State of Illinois, to wit:

${desc}

together with the right to enter upon said land for the purpose of exploring, drilling and mining for and removing the same; hereby releasing and waiving all rights under and by virtue of the Homestead Exemption Laws of the State of Illinois.

Dated this ${dOrd(day)}.

${sig}

${ackT}${foot}`;
    } else if (G.some((m) => m.e.kind === 'c') && y >= 1985) {
      form = 'mineral-deed-company';
      text = `${head}MINERAL DEED

STATE OF ${this.area.stateName.toUpperCase()}    §
COUNTY OF ${f.county.name.toUpperCase()}    §

Grantor:   ${this.sideText(d, G, {})}
Grantee:   ${this.sideText(d, Em, {})}
Effective Date:   ${dLong(day)}

For Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are acknowledged, Grantor GRANTS, BARGAINS, SELLS, CONVEYS, ASSIGNS and DELIVERS to Grantee ${fw} of Grantor's right, title and interest in and to the oil, gas and other minerals in, on and under the lands described in Exhibit "A" attached hereto (the "Lands"), together with all royalties, bonuses, rentals and other rights and benefits accruing therefrom after the Effective Date.

TO HAVE AND TO HOLD the same unto Grantee, its successors and assigns forever, and Grantor binds itself and its successors to warrant and defend title to the interest conveyed against every person lawfully claiming the same by, through or under Grantor, but not otherwise.

Executed on the date of the acknowledgment below, but effective as of the Effective Date.

${sig}

${ackT}

EXHIBIT "A"
Attached to and made a part of Mineral Deed from ${names(G)} to ${names(Em)}

${descBlock(this, f.tracts, day, { table: true })}${foot}`;
      void desc;
      this.emit(d, this.mineralLinks(d, G, Em, f, o.gap, { form, category: 'mineral_deed', exec: null, eff: day, ack, rec, text }));
      this.applyMineral(f, from, E, frac, o);
      return true;
    } else {
      form = y < 1940 ? 'mineral-deed-old' : 'mineral-deed';
      const capn = st === 'TX' ? `THE STATE OF TEXAS    }\n                       }     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${f.county.name.toUpperCase()}   }` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${f.county.name.toUpperCase()}\n\nKNOW ALL MEN BY THESE PRESENTS:`;
      text = `${head}MINERAL DEED

${capn}

That ${this.sideText(d, G, { desc: r.chance(0.5), res: r.chance(0.5) })}, hereinafter called Grantor (whether one or more), for and in consideration of the sum of ${this.consideration(y)} cash in hand paid by ${this.sideText(d, Em, { res: r.chance(0.5) })}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${g.have} granted, sold, conveyed, assigned and delivered, and by these presents ${g.do} grant, sell, convey, assign and deliver unto the said Grantee ${fw} of the oil, gas and other minerals in and under and that may be produced from the following described land${f.tracts.length > 1 ? 's' : ''} situated in ${f.county.name} County, ${this.area.stateName}, to-wit:

${desc}

together with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals, and storing, handling, transporting and marketing the same therefrom, with the right to remove from said land all of Grantee's property and improvements.

This sale is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that said Grantee shall have, receive and enjoy the herein granted undivided interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land from and after the date hereof.

TO HAVE AND TO HOLD the above described property and easement with all and singular the rights, privileges, and appurtenances thereunto or in any wise belonging to the said Grantee herein, ${Em[0].e.kind === 'c' ? 'its successors' : 'his heirs, successors'} and assigns forever, and Grantor does hereby bind ${G.length > 1 ? 'themselves' : 'himself'}, ${g.their} heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee herein, ${Em[0].e.kind === 'c' ? 'its successors' : 'his heirs'} and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof.

WITNESS ${g.our} hand${g.s} this ${dOrd(day)}.

${sig}

${ackT}${foot}`;
    }
    this.emit(d, this.mineralLinks(d, G, Em, f, o.gap, { form, category: 'mineral_deed', exec: day, eff: null, ack, rec, text }));
    this.applyMineral(f, from, E, frac, o);
    return true;
  }
  mineralLinks(d: D, G: Mem[], E: Mem[], f: Farm, gap: 'never' | 'more' | undefined, o: { form: string; category: DocCategory; exec: number | null; eff: number | null; ack: number; rec: number; text: string }) {
    d.link(G, E, f.tracts, 'mineral');
    if (gap === 'never') d.gap(f.tracts, 'mineral', 'grantor_never_received');
    if (gap === 'more') d.gap(f.tracts, 'mineral', 'conveyed_more_than_held');
    return { ...o, tracts: f.tracts, conveysFee: false, estates: ['mineral'] as EstateType[], farms: [f] };
  }
  applyMineral(f: Farm, from: string[], E: string, frac: Frac, o: { holder?: string; gap?: 'never' | 'more' }) {
    if (o.gap === 'never') { this.gapDone.add('grantor_never_received'); return; }
    if (o.gap === 'more') this.gapDone.add('conveyed_more_than_held');
    if (o.holder) {
      const h = f.min.find((m) => m.p === o.holder)!;
      h.f = fsub(h.f, frac);
      if (fcmp(h.f, ZERO) <= 0) f.min = f.min.filter((m) => m !== h);
    } else f.u = fsub(f.u, frac);
    this.addHold(f.min, E, frac);
    void from;
  }
  /** A family limited partnership that takes a holder's minerals (the holder manages its general partner). */
  familyLP(holder: string, day: number): string {
    const h = this.h(holder);
    const last = this.surname(h, day);
    const prior = this.byName.get(`${last} Family Minerals, Ltd.`);
    if (prior?.gp?.human === holder) return prior.id;
    const base = prior ? `${h.first} ${last} Family Minerals` : `${last} Family Minerals`;
    const c = this.company(co([`${base}, Ltd.`, `${base}, Ltd`], 'lp', this.area.st === 'TX' ? 'Texas' : this.area.stateName));
    c.gp = { name: `${last} Management, LLC`, signer: `${h.first}${h.middle ? ` ${h.middle[0]}.` : ''} ${last}${h.suffix ? `, ${h.suffix}` : ''}`, human: holder };
    return c.id;
  }
  /** A stranger's mineral deed (grantor_never_received). */
  wildDeed(f: Farm, day: number): boolean {
    const r = this.r;
    const holderNames = [...f.fee, ...f.min.map((m) => m.p)].filter((p) => this.isH(p)).map((p) => this.surname(this.h(p), day));
    const S = this.newHuman('m', this.adultBorn(day, 30, 60), { last: holderNames.length && r.chance(0.5) ? r.pick(holderNames) : undefined, res: r.pick(this.area.away) });
    S.noDeath = true;
    const E = this.mineralBuyer(day);
    const d = new D(this, day);
    const G = this.side(d, [S.id], 'grantor', 0.5);
    const Em = this.takers(d, [E], 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec);
    const frac = r.pick([fr(1, 2), fr(1, 4), fr(1, 8)]);
    const text = `MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS:

That ${this.sideText(d, G, { res: true, desc: true })}, for and in consideration of ${this.consideration(yearOf(day))} paid by ${this.sideText(d, Em, {})}, the receipt of which is acknowledged, does hereby grant, sell, convey and deliver unto said Grantee an undivided ${fboth(frac)} interest in and to all of the oil, gas and other minerals in and under the following described land situated in ${f.county.name} County, ${this.area.stateName}:

${descBlock(this, f.tracts, day)}

TO HAVE AND TO HOLD unto said Grantee, ${Em[0].e.kind === 'c' ? 'its successors' : 'his heirs'} and assigns forever.

Signed this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, Em, f.tracts, 'mineral');
    d.gap(f.tracts, 'mineral', 'grantor_never_received');
    this.emit(d, { form: 'mineral-deed-stranger', category: 'mineral_deed', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['mineral'], text, farms: [f] });
    this.gapDone.add('grantor_never_received');
    return true;
  }
  royaltyDeed(f: Farm, day: number): boolean {
    const r = this.r, y = yearOf(day);
    const owners = this.mineralOwners(f).filter((p) => this.can(p, day));
    if (!owners.length) return false;
    const useFee = f.fee.length && fcmp(f.u, ZERO) > 0 && f.fee.every((p) => this.can(p, day)) && r.chance(0.6);
    const sevOwners = f.min.filter((m) => !m.dormant && fcmp(m.f, ZERO) > 0 && this.can(m.p, day)).map((m) => m.p);
    if (!useFee && !sevOwners.length) return false;
    const from = useFee ? f.fee : [r.pick(sevOwners)];
    if (!from.length || !from.every((p) => this.holdsMin(f, p))) return false;
    const E = this.mineralBuyer(day);
    if (from.includes(E)) return false;
    const d = new D(this, day);
    const G = this.side(d, from, 'grantor', 0.6);
    const Em = this.takers(d, [E], 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec);
    const npri = y >= 1975 || r.chance(0.3);
    const share = r.pick([fr(1, 2), fr(1, 4), fr(1, 16), fr(1, 32)]);
    const what = fcmp(share, fr(1, 4)) >= 0 ? `an undivided ${fboth(share)} of the royalty` : `an undivided ${fboth(share)} royalty interest`;
    const text = `${npri ? 'CONVEYANCE OF NON-PARTICIPATING ROYALTY INTEREST' : 'ROYALTY DEED'}

${this.area.st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §\n\n` : `STATE OF ${this.area.stateName.toUpperCase()}, COUNTY OF ${f.county.name.toUpperCase()}\n\n`}KNOW ALL MEN BY THESE PRESENTS: That ${this.sideText(d, G, { desc: r.chance(0.4) })}, hereinafter called Grantor, for and in consideration of ${this.consideration(y)} paid by ${this.sideText(d, Em, {})}, hereinafter called Grantee, ha${G.length > 1 ? 've' : 's'} granted, sold and conveyed, and by these presents do${G.length > 1 ? '' : 'es'} grant, sell and convey unto said Grantee ${what} in and to all of the oil, gas and other minerals produced, saved and sold from the following described land${f.tracts.length > 1 ? 's' : ''} in ${f.county.name} County, ${this.area.stateName}:

${descBlock(this, f.tracts, day)}

It is understood and agreed that Grantee shall not participate in any bonus or delay rentals paid for any oil and gas lease covering said land, nor shall the joinder of Grantee be necessary to the execution of any such lease, the Grantor herein retaining the exclusive right to execute leases covering said land; but Grantee shall receive the royalty herein conveyed out of any oil, gas or other minerals produced, free of any cost of production, whether such production be under an existing lease or one hereafter executed.

TO HAVE AND TO HOLD said royalty interest unto Grantee, ${Em[0].e.kind === 'c' ? 'its successors' : 'his heirs'} and assigns forever.

EXECUTED this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, Em, f.tracts, 'mineral');
    this.emit(d, { form: npri ? 'npri-conveyance' : 'royalty-deed', category: 'royalty_deed', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['mineral'], text, farms: [f] });
    this.addHold(f.roy, E, share);
    return true;
  }

  // ----- leases
  leaseForm(f: Farm, day: number): string {
    const r = this.r, st = this.area.st, y = yearOf(day);
    if (y < 1962) return 'lease-rental';
    if (st === 'AL' && (f.county.mer === HUNTS) && y >= 1981) return r.chance(0.7) ? 'lease-cbm' : 'lease-paid-up';
    if (st === 'MI') return 'lease-michigan';
    if (st === 'CA') return 'lease-california';
    if (y >= 2003) return r.chance(0.4) ? 'lease-memorandum' : 'lease-paid-up';
    return r.chance(0.5) ? 'lease-paid-up' : 'lease-rental';
  }
  lease(f: Farm, day: number, lesseeId?: string): boolean {
    const r = this.r, y = yearOf(day);
    if (f.lease || day <= f.lastDoc || day < f.busyUntil) return false;
    const owners = this.mineralOwners(f);
    if (!owners.length || !owners.every((p) => this.can(p, day))) return false;
    const boom = this.area.booms.some(([a, b]) => y >= a && y <= b);
    const landman = !lesseeId && boom && y >= 1930 && r.chance(0.2);
    const lessee = lesseeId ?? (landman ? this.landman(day) : this.lessee(day).id);
    if (owners.includes(lessee)) return false;
    // the family signs together; a company owner signs a lease of its own
    const groups: string[][] = [];
    const fam = owners.filter((p) => this.isH(p));
    const cos = owners.filter((p) => !this.isH(p));
    if (fam.length) groups.push(fam);
    if (cos.length) { if (r.chance(0.5)) groups.push(...cos.map((c) => [c])); else if (groups.length) groups[0].push(...cos); else groups.push(cos); }
    const term = y < 1962 ? 10 : y < 2000 ? r.pick([3, 5, 5]) : r.pick([3, 3, 5]);
    const L: Lease = { id: ++this.leaseSeq, day, ref: '', lessors: [], ratifiers: [], holders: [lessee], heldSince: day + 30, lessee, expires: day + term * 365, hbp: boom && r.chance(0.35), form: '', parts: groups.length };
    let k = 0;
    for (const g of groups) {
      const dday = day + k * (r.int(12) + 1);
      k++;
      const form = this.leaseForm(f, dday);
      L.form = form;
      const d = new D(this, dday);
      const G = this.side(d, g, 'lessor', 0.8);
      const E = this.takers(d, [lessee], 'lessee');
      L.lessors.push(...G);
      const { ack, rec } = this.ackRec(dday);
      const ref = this.ref(f.county, rec, 'oil');
      if (!L.ref) L.ref = ref;
      const [text, exec, eff] = this.leaseText(form, d, G, E, f, dday, ack, rec, ref, term);
      d.link(G, E, f.tracts, 'leasehold');
      this.emit(d, { form, category: 'oil_and_gas_lease', exec, eff, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['leasehold'], text, farms: [f] });
    }
    f.lease = L;
    if (landman) {
      const aday = this.after(day, 20, 200);
      f.busyUntil = aday;
      this.pending.push({ day: aday, run: () => { this.assign(f, aday, this.lessee(aday).id); } });
    }
    return true;
  }
  leaseText(form: string, d: D, G: Mem[], E: Mem[], f: Farm, day: number, ack: number, rec: number, ref: string, term: number): [string, number | null, number | null] {
    const r = this.r, y = yearOf(day);
    const c = f.county;
    const desc = descBlock(this, f.tracts, day);
    const sig = this.sigs(G);
    const ackT = this.ack(G, ack, c);
    const eHead = this.modernRec(rec) && y >= 2003 && r.chance(0.55);
    const head = eHead ? `${this.eHeader(c, rec, ref, 2 + r.int(8))}\n\n${this.returnTo(true)}\n\n` : '';
    const foot = eHead ? '' : `\n\n${this.stamp(c, rec, ref)}`;
    const acres = f.tracts.every((t) => t.statesAcres) ? f.tracts.reduce((s, t) => s + (t.truth.acres ?? 0), 0) : null;
    const bank = r.pick(this.banks);
    const roy = y < 1970 ? 'one-eighth (1/8)' : y < 2000 ? r.pick(['one-eighth (1/8)', 'three-sixteenths (3/16)']) : r.pick(['one-fifth (1/5)', 'one-fourth (1/4)', 'twenty-two and one-half percent (22.5%)', 'three-sixteenths (3/16)']);
    switch (form) {
      case 'lease-rental':
        return [`OIL AND GAS LEASE
${r.pick(['(Revised Standard Form)', `(${this.area.stateName} Form ${r.pick(['42', '10-A', '1946', 'B-4'])})`, ''])}

AGREEMENT, Made and entered into the ${dOrd(day)}, by and between ${this.sideText(d, G, { res: true })}, hereinafter called lessor (whether one or more), and ${this.sideText(d, E, {})}, hereinafter called lessee:

WITNESSETH, That the said lessor, for and in consideration of ${this.consideration(y)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto the said lessee, for the sole and only purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${c.name}, State of ${this.area.stateName}, described as follows, to-wit:

${desc}

It is agreed that this lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.

In consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which lessee may connect his wells, the equal ${roy} part of all oil produced and saved from the leased premises. 2nd. To pay lessor ${roy} of the gas, or the proceeds thereof, used off the premises.

If no well be commenced on said land on or before the ${dOrd(day + 365)}, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in ${d.nm(bank.id)}, which shall continue as the depository regardless of changes in the ownership of the land, the sum of ${money(acres ? Math.max(10, Math.round(acres)) : 40 + r.int(10) * 20)}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.

IN TESTIMONY WHEREOF, we sign, this the ${dOrd(day)}.

${sig}

${ackT}${foot}`, day, null];
      case 'lease-cbm':
        return [`${head}COALBED METHANE GAS LEASE

This Lease is made this ${dOrd(day)}, by and between ${this.sideText(d, G, { desc: true, res: true })}, hereinafter called "Lessor", and ${this.sideText(d, E, {})}, hereinafter called "Lessee".

1. GRANT. Lessor, in consideration of ${this.consideration(y)}, hereby grants, leases and lets exclusively unto Lessee all coalbed methane gas and all other gas and associated hydrocarbons in, under, or produced from any coal seam or seams and the strata associated therewith, together with the right to dewater said coal seams and to inject water into subsurface strata, in and under the following described lands situated in ${c.name} County, Alabama:

${desc}

2. TERM. This lease shall remain in force for a primary term of ${numberWords(term)} (${term}) years from the date hereof and as long thereafter as coalbed methane gas is produced from the leased premises or lands pooled therewith.

3. ROYALTY. Lessee shall pay Lessor ${roy} of the net proceeds realized from the sale of gas produced from the leased premises.

4. This lease is subject to the rules of the State Oil and Gas Board of Alabama governing the spacing of coalbed methane wells.

IN WITNESS WHEREOF, this instrument is executed on the date first above written.

${sig}

${ackT}${foot}`, day, null];
      case 'lease-michigan':
        return [`${head}OIL AND GAS LEASE
(Paid-Up)

THIS LEASE AGREEMENT is made and entered into this ${dOrd(day)}, between ${this.sideText(d, G, { desc: true })}, whose address is ${this.isH(G[0].pid) ? this.h(G[0].pid).res : c.name + ' County, Michigan'}, hereinafter called "Lessor", and ${this.sideText(d, E, {})}, whose address is ${r.pick(['P.O. Box 1170, Traverse City', '2100 Hammond Road, Traverse City', 'P.O. Box 412, Gaylord', '1200 Industrial Park Drive, Kalkaska'])}, Michigan, hereinafter called "Lessee".

1. DESCRIPTION. Lessor, for and in consideration of ${this.consideration(y)}, receipt of which is hereby acknowledged, hereby leases exclusively to Lessee the land hereinafter described for the purpose of exploring for, developing, producing and marketing oil, gas and associated hydrocarbons, including without limitation gas from the Antrim Shale formation, situated in the Township of ${(f.tracts[0].spec as RectSpec).town ?? '______'}, County of ${c.name}, State of Michigan, described as follows:

${desc}

2. TERM. This lease shall be for a primary term of ${numberWords(term)} (${term}) years from the date hereof and so long thereafter as oil or gas is produced from said land or lands pooled therewith, or operations are conducted thereon.

3. ROYALTY. Lessee shall pay to Lessor ${roy} of the gross proceeds received from the sale of oil and gas produced and sold from the leased premises.

4. PAID-UP. This lease is paid up in full and no delay rentals shall be due hereunder.

IN WITNESS WHEREOF, Lessor has executed this lease on the date first above written.

${sig}

${ackT}

This instrument drafted by: ${this.randomOfficial()}, ${E[0].e.kind === 'c' ? `Land Department, ${E[0].f.w}` : `${c.seat}, Michigan`}${foot}`, day, null];
      case 'lease-california':
        return [`${head}OIL AND GAS LEASE

THIS AGREEMENT, made and entered into this ${dOrd(day)}, by and between ${this.sideText(d, G, { desc: true })}, hereinafter called "Lessor", and ${this.sideText(d, E, {})}, hereinafter called "Lessee",

WITNESSETH:

1. Lessor hereby leases to Lessee, exclusively, for the purpose of prospecting, exploring by geophysical and other methods, drilling, mining, operating for and producing oil, gas, and other hydrocarbon substances, all that certain real property situate in the County of ${c.name}, State of California, described as follows:

${desc}

("said land"). 2. This lease shall remain in force for a term of ${numberWords(term)} (${term}) years from the date hereof ("primary term") and as long thereafter as oil, gas or other hydrocarbon substances are produced from said land in paying quantities.

3. Lessee shall pay to Lessor as royalty ${roy} of the value at the well of all oil, gas and other hydrocarbon substances produced and saved from said land.

IN WITNESS WHEREOF, the parties hereto have executed this lease as of the day and year first above written.

${sig}

${ackT}${foot}`, day, null];
      case 'lease-memorandum': {
        const madeEff = r.chance(0.6);
        return [`${head}MEMORANDUM OF OIL AND GAS LEASE

STATE OF ${this.area.stateName.toUpperCase()}    §
COUNTY OF ${c.name.toUpperCase()}    §

Notice is hereby given that an Oil and Gas Lease (the "Lease") has been made and entered into by and between ${this.sideText(d, G, {})}, whose address is ${this.isH(G[0].pid) ? this.h(G[0].pid).res : c.name + ' County'}, as Lessor, and ${this.sideText(d, E, {})}, whose address is ${r.pick(['303 Colorado Street, Suite 2000, Austin, Texas 78701', '5 Greenway Plaza, Houston, Texas 77046', '1000 Louisiana Street, Houston, Texas 77002', '200 Concord Plaza, San Antonio, Texas 78216'])}, as Lessee, ${madeEff ? `effective as of ${dLong(day)} (the "Effective Date")` : `dated ${dLong(day)}`}, covering the following described lands located in ${c.name} County, ${this.area.stateName} (the "Lands"):

${desc}

The primary term of the Lease is ${numberWords(term)} (${term}) years from ${madeEff ? 'the Effective Date' : 'its date'}, and so long thereafter as oil or gas is produced from the Lands or lands pooled therewith, all as more fully provided in the Lease.

This Memorandum is executed and recorded for the purpose of giving notice of the Lease, and all of its terms, covenants and conditions are incorporated herein by reference. In the event of a conflict between this Memorandum and the Lease, the Lease shall control.

${madeEff ? 'EXECUTED on the dates of the acknowledgments below, to be effective as of the Effective Date.' : `EXECUTED this ${dOrd(day)}.`}

${sig}

${ackT}${foot}`, madeEff ? null : day, madeEff ? day : null];
      }
      default: {
        // lease-paid-up
        const madeEff = y >= 1995 && r.chance(0.55);
        return [`${head}PAID UP OIL AND GAS LEASE
${y >= 2000 ? '(No Surface Use)\n' : ''}
THIS LEASE AGREEMENT is made ${madeEff ? `effective as of ${dLong(day)} (the "Effective Date")` : `this ${dOrd(day)}`}, by and between ${this.sideText(d, G, { desc: true })}, whose address is ${this.isH(G[0].pid) ? this.h(G[0].pid).res : c.name + ' County'}, as Lessor, and ${this.sideText(d, E, {})}, as Lessee. All printed portions of this lease were prepared by the party hereinabove named as Lessee, but all other provisions (including the completion of blank spaces) were prepared jointly by Lessor and Lessee.

1. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land, hereinafter called leased premises:

${desc}

in the County of ${c.name}, State of ${this.area.stateName}${acres ? `, containing ${acresStr(acres)} gross acres, more or less (including any interests therein which Lessor may hereafter acquire by reversion, prescription or otherwise)` : ''}, for the purpose of exploring for, developing, producing and marketing oil and gas, along with all hydrocarbon and non hydrocarbon substances produced in association therewith.

2. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${numberWords(term)} (${term}) years from ${madeEff ? 'the Effective Date' : 'the date hereof'}, and for as long thereafter as oil or gas or other substances covered hereby are produced in paying quantities from the leased premises or from lands pooled therewith.

3. Royalties on oil, gas and other substances produced and saved hereunder shall be paid by Lessee to Lessor as follows: ${roy} of such production, to be delivered at Lessee's option to Lessor at the wellhead or to Lessor's credit at the oil purchaser's transportation facilities.

IN WITNESS WHEREOF, this lease is executed to be effective as of the date first written above, but upon execution shall be binding on the signatory and the signatory's heirs, devisees, executors, administrators, successors and assigns.

LESSOR (WHETHER ONE OR MORE)

${sig}

${ackT}${foot}`, madeEff ? null : day, madeEff ? day : null];
      }
    }
  }

  ratify(f: Farm, day: number): boolean {
    const L = f.lease;
    if (!L) return false;
    const known = new Set([...L.lessors.map((m) => m.pid), ...L.ratifiers]);
    const cands = this.mineralOwners(f).filter((p) => !known.has(p) && this.can(p, day));
    if (!cands.length || !L.holders.every((p) => this.can(p, day))) return false;
    const who = this.isH(cands[0]) ? cands.filter((p) => this.isH(p)) : [cands[0]];
    const d = new D(this, day);
    const G = this.side(d, who, 'lessor', 0.7);
    const E = this.takers(d, L.holders, 'lessee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'oil');
    const orig = L.lessors.filter((m) => !m.joins).map((m) => d.nm(m.pid));
    const text = `RATIFICATION AND ADOPTION OF OIL AND GAS LEASE

${this.area.st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${f.county.name.toUpperCase()}`}

WHEREAS, by Oil and Gas Lease dated ${dLong(L.day)}, recorded in ${L.ref}, ${listAnd(orig)}, as Lessor, granted, leased and let unto ${d.nm(L.lessee)}, as Lessee, the following described land in ${f.county.name} County, ${this.area.stateName}:

${descBlock(this, f.tracts, day)}

WHEREAS, the undersigned ${G.length > 1 ? 'are' : 'is'} the owner${G.length > 1 ? 's' : ''} of an undivided interest in the oil, gas and other minerals in and under said land, and said Lease is now owned and held by ${names(E)}; and

WHEREAS, the undersigned desire${G.length > 1 ? '' : 's'} to adopt, ratify and confirm said Lease;

NOW, THEREFORE, for and in consideration of ${this.consideration(yearOf(day))}, the undersigned ${this.sideText(d, G, { desc: true })} do${G.length > 1 ? '' : 'es'} hereby adopt, ratify and confirm said Lease, and do${G.length > 1 ? '' : 'es'} hereby grant, lease and let unto ${this.sideText(d, E, {})}, the present owner${E.length > 1 ? 's' : ''} of said Lease, ${E.length > 1 ? 'their' : 'its'} successors and assigns, all of the undersigned's interest in the oil, gas and other minerals in and under said land, upon and subject to all of the terms and provisions of said Lease, the same as if the undersigned had originally executed said Lease as Lessor.

This Ratification shall be binding upon the undersigned and ${G.length > 1 ? 'their' : 'his'} heirs, successors and assigns.

EXECUTED this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'leasehold');
    this.emit(d, { form: 'lease-ratification', category: 'oil_and_gas_lease', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['leasehold'], text, farms: [f] });
    L.ratifiers.push(...who);
    return true;
  }
  option(f: Farm, day: number): boolean {
    const r = this.r;
    if (f.lease) return false;
    const owners = this.mineralOwners(f);
    if (!owners.length || !owners.every((p) => this.can(p, day))) return false;
    const opt = this.lessee(day);
    const d = new D(this, day);
    const G = this.side(d, owners, 'other', 0.5);
    const E = this.takers(d, [opt.id], 'other');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'oil');
    const days = r.pick([90, 120, 180]);
    const text = `OIL AND GAS LEASE OPTION AGREEMENT

This Oil and Gas Lease Option Agreement (this "Agreement") is entered into effective as of ${dLong(day)} (the "Effective Date"), by and between ${this.sideText(d, G, { desc: true })} (collectively, "Optionor"), and ${this.sideText(d, E, {})} ("Optionee").

1. Grant of Option. For and in consideration of the sum of ${money(500 + r.int(40) * 100)} paid by Optionee to Optionor, the receipt of which is acknowledged, Optionor grants to Optionee the exclusive and irrevocable option, for a period of ${numberWords(days)} (${days}) days from the Effective Date (the "Option Period"), to acquire an oil and gas lease covering all of Optionor's interest in the following described lands in ${f.county.name} County, ${this.area.stateName} (the "Lands"):

${descBlock(this, f.tracts, day)}

2. Exercise. Optionee may exercise the option by written notice to Optionor given within the Option Period, whereupon Optionor shall execute and deliver an oil and gas lease on the form attached as Exhibit "B", providing for a bonus of ${money(150 + r.int(30) * 50)} per net mineral acre, a primary term of three (3) years, and a royalty of one-fifth (1/5).

3. No Lease. This Agreement is an option only and does not grant, lease or convey any interest in the oil, gas or other minerals in the Lands.

4. Recording. This Agreement, or a memorandum hereof, may be recorded by Optionee.

IN WITNESS WHEREOF, the parties have executed this Agreement on the dates of their respective acknowledgments, to be effective as of the Effective Date.

OPTIONOR:

${this.sigs(G)}

OPTIONEE:

${this.sigs(E)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    this.emit(d, { form: 'lease-option', category: 'other', exec: null, eff: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: [], text, farms: [f] });
    const lday = this.after(day, 30, days - 5);
    f.busyUntil = lday;
    this.pending.push({ day: lday, run: () => { this.lease(f, lday, opt.id); } });
    return true;
  }
  /** One assignment of the leases one holder has on several farms (a schedule of leases), or of one lease. */
  assign(f: Farm | Farm[], day: number, to?: string): boolean {
    const r = this.r, y = yearOf(day);
    const farms = Array.isArray(f) ? f : [f];
    const L0 = farms[0].lease;
    if (!L0 || farms.some((x) => !x.lease || day <= x.lastDoc || day < x.busyUntil)) return false;
    const holders = L0.holders;
    if (!holders.every((p) => this.can(p, day))) return false;
    const assignee = to ?? this.lessee(day, holders).id;
    if (holders.includes(assignee)) return false;
    const partial = !Array.isArray(f) && !to && r.chance(0.25);
    const d = new D(this, day);
    const G = this.takers(d, holders, 'assignor');
    const E = this.takers(d, [assignee], 'assignee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(farms[0].county, rec, 'oil');
    const tracts = farms.flatMap((x) => x.tracts);
    const modern = y >= 1985 && (farms.length > 1 || r.chance(0.5));
    const leaseLine = (x: Farm) => `Oil and Gas Lease dated ${dLong(x.lease!.day)}, from ${listAnd(x.lease!.lessors.filter((m) => !m.joins).map((m) => d.nm(m.pid)))}, as Lessor, to ${d.nm(x.lease!.lessee)}, as Lessee, recorded in ${x.lease!.ref}`;
    let text: string, form: string, eff: number | null = null, exec: number | null = day;
    if (modern) {
      form = farms.length > 1 ? 'assignment-bill-of-sale-schedule' : 'assignment-bill-of-sale';
      eff = Math.max(dn(y, ymd(day)[1], 1), ...farms.map((x) => x.lease!.heldSince + 1));
      if (eff > day) eff = day;
      exec = null;
      text = `ASSIGNMENT AND BILL OF SALE

${this.area.st === 'TX' ? `STATE OF TEXAS    §\n                  §     KNOW ALL PERSONS BY THESE PRESENTS:\nCOUNTY OF ${farms[0].county.name.toUpperCase()}    §` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${farms[0].county.name.toUpperCase()}`}

This Assignment and Bill of Sale (this "Assignment") is made and delivered by ${this.sideText(d, G, {})} ("Assignor"), to ${this.sideText(d, E, {})} ("Assignee"), effective as of 7:00 a.m., local time, on ${dLong(eff)} (the "Effective Time").

For Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, Assignor does hereby GRANT, BARGAIN, SELL, CONVEY, ASSIGN, TRANSFER, SET OVER and DELIVER unto Assignee all of Assignor's right, title and interest in and to: (a) the oil and gas lease${farms.length > 1 ? 's' : ''} described in Exhibit "A" attached hereto (the "Leases"), insofar as ${farms.length > 1 ? 'they cover' : 'it covers'} the lands described therein (the "Lands"); (b) all wells, equipment and personal property located on the Lands and used in connection therewith; and (c) all contracts, files and records relating thereto.

TO HAVE AND TO HOLD the Leases and the other assigned properties unto Assignee, its successors and assigns, forever, subject to the terms of this Assignment. Assignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise.

Executed on the date${G.length > 1 ? 's' : ''} of the acknowledgment${G.length > 1 ? 's' : ''} below, but effective for all purposes as of the Effective Time.

ASSIGNOR:

${this.sigs(G)}

${this.ack(G, ack, farms[0].county)}

EXHIBIT "A"
Attached to and made a part of Assignment and Bill of Sale from ${names(G)} to ${names(E)}

${farms.map((x, i) => `${i + 1}. ${leaseLine(x)}, covering:\n${descBlock(this, x.tracts, day, { full: false })}`).join('\n\n')}

${this.stamp(farms[0].county, rec, ref)}`;
    } else {
      form = partial ? 'partial-assignment' : 'assignment-of-lease';
      text = `${partial ? 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE' : 'ASSIGNMENT OF OIL AND GAS LEASE'}

${this.area.st === 'TX' ? `THE STATE OF TEXAS    }\nCOUNTY OF ${farms[0].county.name.toUpperCase()}    }` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${farms[0].county.name.toUpperCase()}`}

KNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${this.sideText(d, G, {})}, hereinafter called Assignor, for and in consideration of ${this.consideration(y)}, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${this.sideText(d, E, {})}, hereinafter called Assignee, ${partial ? 'an undivided fifty percent (50%) of' : 'all of'} Assignor's right, title and interest in and to that certain ${leaseLine(farms[0])}, insofar as said lease covers the following described land in ${farms[0].county.name} County, ${this.area.stateName}:

${descBlock(this, farms[0].tracts, day)}

together with ${partial ? 'a like interest in ' : ''}all personal property used or obtained in connection therewith. And for the same consideration the Assignor covenants with the Assignee that Assignor is the lawful owner of said lease and rights and interests thereunder, and that the same are free from all liens and encumbrances.

EXECUTED this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, farms[0].county)}

${this.stamp(farms[0].county, rec, ref)}`;
    }
    d.link(G, E, tracts, 'leasehold');
    this.emit(d, { form, category: 'assignment_of_lease', exec, eff, ack, rec, tracts, conveysFee: false, estates: ['leasehold'], text, farms });
    for (const x of farms) {
      x.lease!.holders = partial ? [...x.lease!.holders, assignee] : [assignee];
      x.lease!.heldSince = Math.max(day, ack);
    }
    return true;
  }
  orri(f: Farm, day: number): boolean {
    const r = this.r;
    const L = f.lease;
    if (!L || !L.holders.every((p) => this.can(p, day)) || !L.holders.some((p) => !this.isH(p))) return false;
    const to = r.chance(0.6) ? this.landman(day) : this.pickCo(this.buyersCo, day).id;
    if (L.holders.includes(to)) return false;
    const d = new D(this, day);
    const G = this.takers(d, L.holders, 'assignor');
    const E = this.takers(d, [to], 'assignee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'oil');
    const eff = r.chance(0.6) ? Math.min(day, Math.max(L.heldSince + 1, day - r.int(120))) : null;
    const pct = r.pick(['one percent (1%)', 'two percent (2%)', 'three percent (3%)', 'one-half of one percent (0.5%)']);
    const text = `ASSIGNMENT OF OVERRIDING ROYALTY INTEREST

${this.area.st === 'TX' ? `STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${f.county.name.toUpperCase()}`}

${this.sideText(d, G, {})} ("Assignor"), the owner of the oil and gas lease hereinafter described, for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt of which is acknowledged, does hereby assign, transfer and convey unto ${this.sideText(d, E, { res: E[0].e.kind === 'h' })} ("Assignee") an overriding royalty interest equal to ${pct} of eight-eighths (8/8ths) of all oil, gas and other hydrocarbons produced, saved and marketed from the lands covered by that certain Oil and Gas Lease dated ${dLong(L.day)}, from ${listAnd(L.lessors.filter((m) => !m.joins).map((m) => d.nm(m.pid)))}, as Lessor, to ${d.nm(L.lessee)}, as Lessee, recorded in ${L.ref}, covering the following described lands:

${descBlock(this, f.tracts, day, { full: false })}

The overriding royalty interest herein assigned shall be free of all costs of drilling, completing, equipping and operating, but shall bear its proportionate share of severance and production taxes, and shall apply to any renewal or extension of said lease obtained by Assignor within one (1) year after its termination.

${eff ? `This Assignment is effective as of ${dLong(eff)}.\n\n` : ''}EXECUTED this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'leasehold');
    this.emit(d, { form: 'orri-assignment', category: 'assignment_of_lease', exec: day, eff, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['leasehold'], text, farms: [f] });
    return true;
  }
  /** The lease ends; a release is written when every lessor it recites still holds his minerals (else it lapses unreleased). */
  endLease(f: Farm, day: number) {
    const r = this.r;
    const L = f.lease;
    if (!L) return;
    f.lease = null;
    const recited = [...L.lessors.map((m) => ({ pid: m.pid, joins: m.joins })), ...L.ratifiers.map((p) => ({ pid: p, joins: false }))];
    const ok = recited.every((x) => this.can(x.pid, day) && (x.joins || this.holdsMin(f, x.pid))) && L.holders.every((p) => this.can(p, day)) && day > f.lastDoc && day >= f.busyUntil;
    if (!ok || r.chance(0.1)) return;
    const y = yearOf(day);
    const d = new D(this, day);
    const G = this.takers(d, L.holders, 'lessee');
    const seen = new Set<string>();
    const E: Mem[] = [];
    for (const x of recited) {
      if (seen.has(x.pid)) continue;
      seen.add(x.pid);
      E.push(d.mem(x.pid, 'lessor', !x.joins, x.joins));
    }
    this.pair(E, day);
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'oil');
    const surrender = (this.area.st === 'MI' || this.area.st === 'IL') && r.chance(0.6);
    const origLessee = L.holders.includes(L.lessee) ? '' : `, originally granted to ${d.nm(L.lessee)}, as Lessee,`;
    const leaseW = L.parts > 1 ? 'those certain Oil and Gas Leases dated on or about' : 'that certain Oil and Gas Lease dated';
    const rat = L.ratifiers.length ? `, as ratified by ${listAnd(L.ratifiers.map((p) => d.nm(p)))},` : '';
    const text = surrender ? `SURRENDER OF OIL AND GAS LEASE

KNOW ALL MEN BY THESE PRESENTS, that ${this.sideText(d, G, {})}, Lessee under ${leaseW} ${dLong(L.day)}${origLessee} executed by ${this.sideText(d, E, {})}, as Lessor${rat} and recorded in ${L.ref}, ${f.county.name} County, ${this.area.stateName}, covering the following described lands:

${descBlock(this, f.tracts, day)}

does hereby surrender, release and relinquish unto said Lessor, ${E.length > 1 ? 'their' : 'his'} heirs, successors and assigns, said lease and all rights thereunder, and does hereby declare said lease to be null and void and of no further force or effect.

Dated ${dLong(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}` : `RELEASE OF OIL AND GAS LEASE

${this.area.st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${f.county.name.toUpperCase()}`}

KNOW ALL MEN BY THESE PRESENTS: That ${this.sideText(d, G, {})}, the present owner and holder of ${leaseW} ${dLong(L.day)}${origLessee} executed by ${this.sideText(d, E, {})}, as Lessor${rat} recorded in ${L.ref}, ${y >= 1990 ? 'Official Public Records' : 'Records'} of ${f.county.name} County, ${this.area.stateName}, covering the following described land:

${descBlock(this, f.tracts, day)}

does hereby release, relinquish and surrender unto the said Lessor, ${E.length > 1 ? 'their' : 'his'} heirs, successors and assigns, all right, title and interest in and to said lease insofar as it covers the above described land.

EXECUTED this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'leasehold');
    for (const l of d.links) if (E.find((m) => m.pid === l.to)?.joins) l.required = false;
    this.emit(d, { form: surrender ? 'lease-surrender' : 'lease-release', category: 'release_of_lease', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: ['leasehold'], text, farms: [f] });
  }

  // ----- surface instruments
  row(f: Farm, day: number): boolean {
    const r = this.r;
    if (!f.fee.every((p) => this.can(p, day)) || f.frozen) return false;
    const pipe = this.pickCo(this.pipes, day);
    const d = new D(this, day);
    const G = this.side(d, f.fee, 'grantor', 0.85);
    const E = this.takers(d, [pipe.id], 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'misc');
    const width = r.pick([30, 40, 50]);
    const text = `${r.pick(['PIPELINE RIGHT-OF-WAY GRANT', 'RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT AND RIGHT OF WAY'])}

${this.area.st === 'TX' ? `THE STATE OF TEXAS    §\nCOUNTY OF ${f.county.name.toUpperCase()}    §` : `STATE OF ${this.area.stateName.toUpperCase()}\nCOUNTY OF ${f.county.name.toUpperCase()}`}

KNOW ALL MEN BY THESE PRESENTS, that ${this.sideText(d, G, { desc: true })}, hereinafter called "Grantor", for and in consideration of ${this.consideration(yearOf(day))}, in hand paid by ${this.sideText(d, E, {})}, hereinafter called "Grantee", the receipt of which is hereby acknowledged, does hereby grant, bargain, sell and convey unto said Grantee, its successors and assigns, a right-of-way and easement ${numberWords(width)} (${width}) feet in width to construct, lay, maintain, operate, inspect, repair, replace, change the size of and remove a pipeline and appurtenances thereto for the transportation of oil, gas, water and other substances, on, over, under and through the following described land situated in ${f.county.name} County, ${this.area.stateName}, to-wit:

${descBlock(this, f.tracts, day, { full: false })}

the centerline of said right-of-way being shown on the plat attached hereto as Exhibit "A" and made a part hereof.

Grantee shall bury said pipeline to a depth of not less than thirty-six (36) inches below the surface, and shall pay for any damages to crops, timber, fences and livestock caused by its operations hereunder. Grantor reserves the right to use and enjoy said land except for the purposes herein granted.

TO HAVE AND TO HOLD the above described easement and right-of-way unto Grantee, its successors and assigns, so long as the same shall be used for the purposes herein granted.

WITNESS the execution hereof this ${dOrd(day)}.

${this.sigs(G)}

${this.ack(G, ack, f.county)}

${this.stamp(f.county, rec, ref)}`;
    this.emit(d, { form: 'pipeline-row', category: 'easement', exec: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: [], text, farms: [f] });
    return true;
  }
  sua(f: Farm, day: number): boolean {
    const r = this.r;
    const L = f.lease;
    if (!L || !f.fee.every((p) => this.can(p, day)) || !L.holders.every((p) => this.can(p, day)) || L.holders.some((p) => this.isH(p)) || f.frozen) return false;
    const d = new D(this, day);
    const G = this.side(d, f.fee, 'other', 0.6);
    const E = this.takers(d, [L.holders[0]], 'other');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec, 'misc');
    const text = `${this.modernRec(rec) && r.chance(0.5) ? `${this.eHeader(f.county, rec, ref, 6)}\n\n` : ''}SURFACE USE AND DAMAGE AGREEMENT

This Surface Use and Damage Agreement (this "Agreement") is entered into effective as of ${dLong(day)} (the "Effective Date"), by and between ${this.sideText(d, G, {})} ("Owner"), and ${this.sideText(d, E, {})} ("Operator").

RECITALS

A. Owner owns the surface estate of the lands described in Exhibit "A" (the "Lands").

B. Operator owns oil and gas leasehold rights in and under the Lands under that certain Oil and Gas Lease dated ${dLong(L.day)}, recorded in ${L.ref}.

AGREEMENT

1. Well Pads. Operator may construct well pads on the Lands at locations approved in advance by Owner, each not to exceed ${r.pick(['five (5)', 'six (6)', 'four (4)'])} acres during drilling operations.

2. Roads. Operator shall use existing roads where practicable, and shall construct any new road with a caliche surface not exceeding twenty-four (24) feet in width, with cattle guards at each fence crossing.

3. Damages. Operator shall pay Owner the sum of ${money(10000 + r.int(40) * 2500)} for each well pad and ${money(15 + r.int(30))} per rod for each pipeline laid across the Lands.

4. Term. This Agreement shall remain in force so long as the Lease remains in effect as to any part of the Lands, and shall be binding on the parties' heirs, successors and assigns.

IN WITNESS WHEREOF, the parties have executed this Agreement on the dates of their acknowledgments, to be effective as of the Effective Date.

OWNER:

${this.sigs(G)}

OPERATOR:

${this.sigs(E)}

${this.ack(G, ack, f.county)}

EXHIBIT "A"

${descBlock(this, f.tracts, day, { full: false })}
${this.modernRec(rec) ? '' : `\n${this.stamp(f.county, rec, ref)}`}`;
    this.emit(d, { form: 'surface-use-agreement', category: 'other', exec: null, eff: day, ack, rec, tracts: f.tracts, conveysFee: false, estates: [], text: text.includes('Electronically Recorded') ? text : text + (this.modernRec(rec) ? `\n\n${this.stamp(f.county, rec, ref)}` : ''), farms: [f] });
    return true;
  }

  // ----- trusts, divorces, court judgments
  persona(h: Human, t: TrustInfo): Human {
    const id = `P${++this.nid}`;
    const p: Human = { ...h, id, surnames: h.surnames.map((s) => ({ ...s })), children: [], spouse: null, exSpouse: null, persona: { human: h.id, trust: t }, noDeath: true, showRes: false };
    this.ents.set(id, p);
    t.trustees.push(id);
    return p;
  }
  trust(f: Farm, day: number): boolean {
    const r = this.r, st = this.area.st;
    if (f.fee.length > 2 || !f.fee.every((p) => this.isH(p) && !this.h(p).persona && this.can(p, day))) return false;
    const h = this.h(f.fee[0]);
    const sp = this.spouseOn(h.id, day);
    if (f.fee.length === 2 && sp?.id !== f.fee[1]) return false;
    if (!sp && r.chance(0.5)) return false;
    const last = this.surname(h, day);
    // named by the surname only, so that no trust name writes a party's name more fully than the party
    const name = sp ? r.pick([`${last} Family Revocable Trust`, `${last} Revocable Living Trust`, `${last} Family Living Trust`]) : r.pick([`${last} Revocable Trust`, `${last} Living Trust`]);
    const t: TrustInfo = { name, dated: day - r.int(300), trustees: [] };
    const P = [this.persona(h, t), ...(sp ? [this.persona(sp, t)] : [])];
    const d = new D(this, day);
    const G = this.side(d, f.fee, 'grantor', 0.9);
    const E = this.takers(d, P.map((p) => p.id), 'grantee');
    const { ack, rec } = this.ackRec(day);
    const ref = this.ref(f.county, rec);
    const form = st === 'MI' || st === 'IL' ? (r.chance(0.6) ? `${st.toLowerCase()}-qcd` : undefined) : undefined;
    const [fm, cat, text0] = deedText(this, d, { G, E, tracts: f.tracts, day, ack, rec, ref, eff: null, consideration: st === 'CA' ? 'no consideration' : 'Ten Dollars ($10.00)', reservation: null, recital: null, correction: null, county: f.county, quitclaim: form?.endsWith('qcd') }, form);
    const text = st === 'CA' ? text0.replace(/Documentary transfer tax is \$[0-9.,]+/, 'Documentary transfer tax is $0.00. This is a transfer into a revocable trust, R&T 11930.') : text0;
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: `trust:${fm}`, category: cat, exec: day, ack, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.vest = { day, ref, from: f.fee, to: P.map((p) => p.id) };
    f.fee = P.map((p) => p.id);
    f.lastFee = day;
    return true;
  }
  court(c: County): { caption: string; judge: string; clerk: string } {
    const r = this.r, st = this.area.st;
    const n = ['First', 'Second', 'Fourth', 'Sixth', 'Eighth', 'Twenty-fourth', 'Forty-sixth'];
    const cap1: Record<string, string> = {
      TX: `CAUSE NO. ${r.int(20) + 1}-${String(r.int(9999)).padStart(4, '0')}\n\nIN THE DISTRICT COURT OF ${c.name.toUpperCase()} COUNTY, TEXAS\n${r.pick(['81st', '4th', '71st', '218th', '49th', '135th'])} JUDICIAL DISTRICT`,
      AL: `IN THE CIRCUIT COURT OF ${c.name.toUpperCase()} COUNTY, ALABAMA\nCIVIL ACTION NO. CV-${String(r.int(9999)).padStart(4, '0')}`,
      MI: `STATE OF MICHIGAN\nIN THE CIRCUIT COURT FOR THE COUNTY OF ${c.name.toUpperCase()}\nFile No. ${r.int(90) + 10}-${r.int(9000) + 1000}-CH`,
      CA: `SUPERIOR COURT OF THE STATE OF CALIFORNIA\nIN AND FOR THE COUNTY OF ${c.name.toUpperCase()}\nCase No. ${r.int(200000) + 10000}`,
      IL: `IN THE CIRCUIT COURT OF THE ${r.pick(n).toUpperCase()} JUDICIAL CIRCUIT\n${c.name.toUpperCase()} COUNTY, ILLINOIS\nNo. ${r.int(90) + 10}-CH-${r.int(90) + 1}`,
      FL: `IN THE CIRCUIT COURT OF THE FIRST JUDICIAL CIRCUIT\nIN AND FOR ${c.name.toUpperCase()} COUNTY, FLORIDA\nCASE NO. ${r.int(9000) + 1000}-CA-${r.int(900) + 100}`,
      SD: `STATE OF SOUTH DAKOTA    )    IN CIRCUIT COURT\n                         ) ss.\nCOUNTY OF ${c.name.toUpperCase()}   )    FOURTH JUDICIAL CIRCUIT\nCiv. No. ${r.int(90) + 10}-${r.int(900) + 100}`,
    };
    return { caption: cap1[st], judge: this.randomOfficial(), clerk: this.randomOfficial() };
  }
  certCopy(c: County, day: number, probate = false): string {
    return `I, ${this.randomOfficial()}, ${probate && this.area.st === 'TX' ? 'County Clerk and ex-officio Clerk of the County Court' : `Clerk of the ${this.area.st === 'TX' ? 'District Court' : this.area.st === 'CA' ? 'Superior Court' : 'Circuit Court'}`} of ${c.name} County, ${this.area.stateName}, do hereby certify that the foregoing is a true and correct copy of the original ${this.r.pick(['judgment', 'decree', 'order'])} on file in my office. Witness my hand and seal of office this ${dOrd(day)}.`;
  }
  divorce(f: Farm, day: number): boolean {
    const r = this.r, st = this.area.st;
    if (f.fee.length !== 2 || !f.fee.every((p) => this.isH(p) && !this.h(p).persona && this.can(p, day))) return false;
    const [a, b] = f.fee.map((p) => this.h(p));
    if (a.spouse !== b.id || this.wedDay(a) > day) return false;
    const wife = a.g === 'f' ? a : b, hus = a.g === 'f' ? b : a;
    const toWife = r.chance(0.7);
    const aw = toWife ? wife : hus, dv = toWife ? hus : wife;
    const restore = wife.last0 !== this.surname(wife, day) && r.chance(0.5);
    const d = new D(this, day);
    const cr = this.court(f.county);
    const G = [d.mem(dv.id, 'grantor')];
    const E = [d.mem(aw.id, 'grantee')];
    const rec = day + 10 + r.int(200);
    const ref = this.ref(f.county, rec);
    const pet = r.chance(0.6) ? wife : hus;
    const res = pet === wife ? hus : wife;
    const title = ({ TX: 'FINAL DECREE OF DIVORCE', CA: 'JUDGMENT OF DISSOLUTION OF MARRIAGE', MI: 'JUDGMENT OF DIVORCE', AL: 'FINAL JUDGMENT OF DIVORCE', IL: 'JUDGMENT FOR DISSOLUTION OF MARRIAGE', FL: 'FINAL JUDGMENT OF DISSOLUTION OF MARRIAGE', SD: 'JUDGMENT AND DECREE OF DIVORCE' } as Record<string, string>)[st];
    const heard = day - 1 - r.int(40);
    const text = `${cr.caption}

${st === 'TX' ? `IN THE MATTER OF THE MARRIAGE OF\n${d.nm(pet.id).toUpperCase()}\nAND\n${d.nm(res.id).toUpperCase()}` : `${d.nm(pet.id).toUpperCase()},\n          ${st === 'MI' ? 'Plaintiff' : 'Petitioner'},\nv.\n${d.nm(res.id).toUpperCase()},\n          ${st === 'MI' ? 'Defendant' : 'Respondent'}.`}

${title}
(Certified extract: provisions affecting real property)

On ${dLong(heard)} the Court heard this case. ${st === 'MI' ? 'Plaintiff' : 'Petitioner'}, ${d.nm(pet.id)}, appeared in person and through attorney of record. ${st === 'MI' ? 'Defendant' : 'Respondent'}, ${d.nm(res.id)}, appeared ${r.pick(['in person', 'through attorney of record', 'and waived further notice'])}. The Court finds that it has jurisdiction of this case and of all the parties, and ${({ TX: 'that the marriage of the parties has become insupportable because of discord or conflict of personalities that destroys the legitimate ends of the marital relationship', CA: 'that irreconcilable differences have arisen which have led to the irremediable breakdown of the marriage', MI: 'that there has been a breakdown of the marriage relationship to the extent that the objects of matrimony have been destroyed and there remains no reasonable likelihood that the marriage can be preserved' } as Record<string, string>)[st] ?? 'that the marriage of the parties is irretrievably broken'}.

IT IS ORDERED AND DECREED that ${d.nm(pet.id)} and ${d.nm(res.id)} are divorced and that the marriage between them is dissolved.

Division of Marital Estate. The Court finds that the following is a just and right division of the parties' marital estate.

IT IS ORDERED AND DECREED that ${toWife ? 'the wife' : 'the husband'}, ${d.nm(aw.id)}, is awarded the following as ${toWife ? 'her' : 'his'} sole and separate property, and ${toWife ? 'the husband' : 'the wife'}, ${d.nm(dv.id)}, is divested of all right, title, interest, and claim in and to that property:

${toWife ? 'W' : 'H'}-1. The real property, including any improvements, located in ${f.county.name} County, ${this.area.stateName}, described as follows:

${descBlock(this, f.tracts, day)}

IT IS FURTHER ORDERED that this decree shall serve as a muniment of title to transfer ownership of the property awarded herein.
${restore ? `\nIT IS ORDERED that the wife's name is changed to ${wife.first}${wife.middle ? ` ${wife.middle}` : ''} ${wife.last0}.\n` : ''}
SIGNED on ${dLong(day)}.

______________________________
${cr.judge}
JUDGE PRESIDING

${this.certCopy(f.county, rec - 2 - r.int(5))}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: `divorce-${st}`, category: 'other', exec: day, ack: null, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.fee = [aw.id];
    f.lastFee = day;
    f.vest = null;
    a.spouse = b.spouse = null;
    a.exSpouse = b.id;
    b.exSpouse = a.id;
    if (restore) wife.surnames.push({ from: day + 1, last: wife.last0 });
    return true;
  }
  quietTitle(f: Farm, day: number): boolean {
    const r = this.r;
    if (!f.fee.length || !f.fee.every((p) => this.isH(p) && !this.h(p).persona && this.can(p, day)) || f.lease || f.mortgage || f.frozen || day - f.lastFee < 365 * 15) return false;
    const P = this.newBuyer(day, null, 0.5)[0];
    const d = new D(this, day);
    const cr = this.court(f.county);
    const E = [d.mem(P, 'grantee')];
    const G = f.fee.map((p) => d.mem(p, 'grantor'));
    const rec = day + 15 + r.int(150);
    const ref = this.ref(f.county, rec);
    const dflt = day - 30 - r.int(120);
    const text = `${cr.caption}

${E[0].f.w.toUpperCase()},
          Plaintiff,
v.
${G.map((m) => m.f.w.toUpperCase()).join(',\n')}, and their unknown heirs, devisees, grantees and assigns, and all other persons claiming any right, title or interest in and to the lands herein described,
          Defendants.

FINAL JUDGMENT QUIETING TITLE

This cause came on for final hearing upon the Plaintiff's Complaint to Quiet Title. The Court finds that the Defendants, ${names(G)}, being nonresidents whose present whereabouts are unknown, were duly served by publication, and having failed to appear, answer or otherwise defend, their default was entered on ${dLong(dflt)}; and that an attorney ad litem was appointed to represent the unknown defendants.

The Court further finds that the Plaintiff, ${E[0].f.w}, has been in open, notorious, continuous, exclusive and adverse possession of the following described lands, claiming the same in good faith under color of title, and paying all taxes assessed thereon, for more than ${r.pick(['ten', 'fifteen', 'twenty'])} years next before the filing of this action, to wit:

${descBlock(this, f.tracts, day)}

IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that fee simple title to the lands described above be and the same is hereby quieted and vested in the Plaintiff, ${E[0].f.w}, and that the Defendants, and each of them, and all persons claiming by, through or under them, are forever barred and enjoined from asserting any right, title, interest or claim in or to said lands adverse to the Plaintiff.

DONE AND ORDERED at ${f.county.seat}, ${f.county.name} County, ${this.area.stateName}, this ${dOrd(day)}.

______________________________
${cr.judge}
${this.area.st === 'TX' ? 'District Judge' : 'Circuit Judge'}

${this.certCopy(f.county, rec - 1 - r.int(5))}

${this.stamp(f.county, rec, ref)}`;
    d.link(G, E, f.tracts, 'fee');
    this.emit(d, { form: 'quiet-title-judgment', category: 'other', exec: day, ack: null, rec, tracts: f.tracts, conveysFee: true, estates: ['fee'], text, farms: [f] });
    f.fee = [P];
    f.lastFee = day;
    f.vest = null;
    return true;
  }
  partition(f: Farm, day: number): boolean {
    const r = this.r;
    if (f.tracts.length !== 2 || f.fee.length !== 2 || f.lease || f.mortgage || f.frozen || !f.fee.every((p) => this.isH(p) && !this.h(p).persona && this.can(p, day))) return false;
    const [a, b] = f.fee;
    if (this.h(a).spouse === b) return false;
    const d = new D(this, day);
    const cr = this.court(f.county);
    const Ag = d.mem(a, 'grantor'), Ae = d.mem(a, 'grantee'), Bg = d.mem(b, 'grantor'), Be = d.mem(b, 'grantee');
    const [t1, t2] = f.tracts;
    const rec = day + 10 + r.int(120);
    const ref = this.ref(f.county, rec);
    const rep = day - 20 - r.int(90);
    const text = `${cr.caption}

${Ag.f.w.toUpperCase()},
          Plaintiff,
v.
${Bg.f.w.toUpperCase()},
          Defendant.

DECREE OF PARTITION IN KIND

This cause came on to be heard upon the Plaintiff's petition for partition of the lands hereinafter described, owned by the Plaintiff and the Defendant as tenants in common, each an undivided one-half (1/2) interest. The Court heretofore appointed ${this.randomOfficial()}, ${this.randomOfficial()} and ${this.randomOfficial()} as commissioners to make partition, and the commissioners filed their report on ${dLong(rep)}, which report is hereby in all things confirmed.

IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the lands be partitioned in kind as follows:

To ${Ae.f.w}, in severalty, the following described land:

${oneDesc(this, t1, day, {})}

To ${Be.f.w}, in severalty, the following described land:

${oneDesc(this, t2, day, {})}

and each party is hereby divested of all right, title and interest in and to the land set apart to the other, and this decree shall operate as a conveyance thereof.

ORDERED this ${dOrd(day)}.

______________________________
${cr.judge}, Judge

${this.certCopy(f.county, rec - 1)}

${this.stamp(f.county, rec, ref)}`;
    d.link([Bg], [Ae], [t1], 'fee');
    d.link([Ag], [Be], [t2], 'fee');
    this.emit(d, { form: 'partition-decree', category: 'other', exec: day, ack: null, rec, tracts: [t1, t2], conveysFee: true, estates: ['fee'], text, farms: [f] });
    const nf: Farm = { ...f, id: this.farms.length, tracts: [t2], fee: [b], min: f.min.map((m) => ({ ...m })), roy: f.roy.map((m) => ({ ...m })), lease: null, vest: null, mortgage: null };
    this.farms.push(nf);
    f.tracts = [t1];
    f.fee = [a];
    f.vest = null;
    f.lastFee = nf.lastFee = day;
    return true;
  }
  consolidate(f: Farm, day: number): boolean {
    if (f.fee.length < 2 || !f.fee.every((p) => this.isH(p) && !this.h(p).persona && this.can(p, day))) return false;
    if (f.fee.length === 2 && this.h(f.fee[0]).spouse === f.fee[1]) return false;
    const one = this.r.pick(f.fee);
    return this.feeSale(f, day, { from: f.fee.filter((p) => p !== one), takers: [one], quitclaim: this.r.chance(0.6) });
  }

  // ----- deaths
  die(h: Human, day: number) {
    const r = this.r;
    if (!this.alive(h.id, day) || h.noDeath || h.persona || h.lastAct >= day) return;
    const holdF = this.farms.filter((f) => f.fee.includes(h.id) || f.min.some((m) => m.p === h.id && !m.dormant) || f.roy.some((m) => m.p === h.id && !m.dormant));
    if (holdF.some((f) => f.busyUntil > day)) return;
    h.died = day;
    this.trusteeDeath(h, day);
    if (!holdF.length) return;
    if (!holdF.some((f) => f.fee.includes(h.id)) && r.chance(0.45)) {
      // a small mineral or royalty interest nobody probates: it lies dormant
      for (const f of holdF) for (const x of [...f.min, ...f.roy]) if (x.p === h.id) x.dormant = true;
      return;
    }
    // heirs
    const sp = h.spouse && this.wedDay(h) <= day && this.alive(h.spouse, day) ? this.h(h.spouse) : null;
    let kids = this.children(h, day);
    if (!sp && !kids.length) {
      const n = 1 + r.int(2);
      kids = [];
      for (let i = 0; i < n; i++) kids.push(this.newHuman(r.chance(0.5) ? 'm' : 'f', h.born + r.int(10) - 5, { last: h.last0, res: r.pick(this.area.away) }).id);
      for (const k of kids) if (yearOf(day) - this.h(k).born < 25) this.h(k).born = yearOf(day) - 40;
    }
    const siblings = !sp && !h.children.length;
    const probate = r.chance(0.45);
    const will = !!sp && probate && r.chance(0.7);
    const heirs = will ? [sp!.id] : [...(sp ? [sp.id] : []), ...kids];
    const docDay = Math.max(this.after(day, 60, probate ? 900 : 2400), ...holdF.map((f) => f.lastDoc + 5));
    if (yearOf(docDay) > 2024) { h.died = null; return; }
    const d = new D(this, docDay, this.srFor([h.id], docDay, 0.6));
    const Dm = d.mem(h.id, 'decedent');
    const Hm = heirs.map((p) => d.mem(p, 'heir'));
    const share = fr(1, heirs.length);
    const tracts = holdF.flatMap((f) => f.tracts);
    const estates = new Set<EstateType>();
    for (const f of holdF) {
      const ests: EstateType[] = [];
      if (f.fee.includes(h.id)) ests.push('fee');
      if (f.min.some((m) => m.p === h.id) || f.roy.some((m) => m.p === h.id)) ests.push('mineral');
      for (const e of ests) { estates.add(e); d.link([Dm], Hm, f.tracts, e); }
    }
    const what = holdF.map((f) => {
      const xs: string[] = [];
      if (f.fee.includes(h.id)) xs.push(f.fee.length > 1 ? `an undivided ${fboth(fr(1, f.fee.length))} interest in the following described land` : 'the following described land');
      const m = f.min.find((x) => x.p === h.id);
      if (m) xs.push(`an undivided ${fboth(m.f)} interest in and to the oil, gas and other minerals in and under ${xs.length ? 'the same' : 'the following described'} land`);
      const ro = f.roy.find((x) => x.p === h.id);
      if (ro) xs.push(`an undivided ${fboth(ro.f)} ${fcmp(ro.f, fr(1, 4)) >= 0 ? 'of the royalty' : 'royalty interest'} in ${xs.length ? 'the same' : 'the following described'} land`);
      return `${xs.join('; and ')}:\n\n${descBlock(this, f.tracts, docDay)}`;
    }).join('\n\nAlso, ');
    const c = holdF[0].county;
    const aff = !probate ? this.affiant(docDay, c) : null;
    const A = aff ? d.mem(aff, 'other') : null;
    const rel = (p: string) => (sp && p === sp.id ? (h.g === 'm' ? 'wife' : 'husband') : siblings ? (this.h(p).g === 'm' ? 'brother' : 'sister') : this.h(p).g === 'm' ? 'son' : 'daughter');
    const heirList = Hm.map((m) => `${m.f.w}, ${rel(m.pid)}${this.isH(m.pid) ? `, of ${this.h(m.pid).res}` : ''}`);
    const shareList = Hm.map((m) => `${m.f.w} -- an undivided ${fboth(share)} interest`);
    const hisher = h.g === 'm' ? 'his' : 'her', heshe = h.g === 'm' ? 'he' : 'she';
    const predeceased = !sp && h.spouse ? `${d.nm(h.spouse)}, who predeceased ${h.g === 'm' ? 'him' : 'her'}` : null;
    const { rec } = this.ackRec(docDay, { court: probate });
    const ref = this.ref(c, rec, probate ? 'misc' : 'deed');
    const st = this.area.st;
    let form: string, text: string;
    if (!probate) {
      const stamp = this.stamp(c, rec, ref);
      if (st === 'TX' && yearOf(docDay) >= 1990 && r.chance(0.7)) {
        form = 'affidavit-identity-of-heirs';
        text = `AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS

Before me, the undersigned authority, on this day personally appeared ${A!.f.w} ("Affiant"), who, being first duly sworn, upon ${this.h(aff!).g === 'm' ? 'his' : 'her'} oath states:

1. My name is ${A!.f.w}, and I live in ${this.h(aff!).res}. I am personally familiar with the family and marital history of ${Dm.f.w} ("Decedent"), and I have personal knowledge of the facts stated in this affidavit.

2. I knew Decedent from ${yearOf(day) - 10 - r.int(30)} until Decedent's death. Decedent died on ${dLong(day)}. Decedent's place of death was ${c.name} County, Texas. At the time of Decedent's death, Decedent's residence was ${h.res}.

3. Decedent's marital history was as follows: ${sp ? `Decedent was married only once, to ${Hm[0].f.w}, who survived Decedent.` : predeceased ? `Decedent was married only once, to ${predeceased}.` : 'Decedent never married.'}

4. Decedent had the following children: ${kids.length && !siblings ? listAnd(Hm.filter((m) => !sp || m.pid !== sp.id).map((m) => m.f.w)) : 'none'}.

5. Decedent did not have or adopt any other children and did not take any other children into Decedent's home or raise any other children.

6. Decedent died intestate, and there has been no administration of Decedent's estate, and none is necessary.

7. The following persons are the heirs of Decedent and their respective shares: ${shareList.join('; ')}.

8. At the time of ${hisher} death Decedent owned ${what}

${this.sigs([A!])}

${this.jurat(docDay, c)}

${stamp}`;
      } else if (st === 'TX' || st === 'AL' || st === 'FL') {
        form = 'affidavit-of-heirship';
        text = `AFFIDAVIT OF HEIRSHIP

STATE OF ${this.area.stateName.toUpperCase()}
COUNTY OF ${c.name.toUpperCase()}

BEFORE ME, the undersigned authority, on this day personally appeared ${A!.f.w}, a resident of ${this.h(aff!).res}, who, being by me first duly sworn, upon oath deposes and says:

That affiant was well acquainted with ${Dm.f.w}, deceased, for more than ${numberWords(10 + r.int(30))} years prior to ${hisher} death, and is well acquainted with ${hisher} family; that affiant is not related to said decedent by blood or marriage and has no interest in the property hereinafter described;

That the said ${Dm.f.w} died intestate in ${c.name} County, ${this.area.stateName}, on the ${dOrd(day)}; that no administration has been had upon ${hisher} estate and none is necessary, there being no debts owing by said estate;

That ${heshe} was married ${sp ? `only once, to ${Hm[0].f.w}, who survived ${h.g === 'm' ? 'him' : 'her'}` : predeceased ? `only once, to ${predeceased}` : 'never'};${siblings ? ` that ${heshe} left no children or descendants of children, and ${hisher} parents predeceased ${h.g === 'm' ? 'him' : 'her'};` : ` that there were born to ${hisher} marriage the following children, and no others: ${listAnd(Hm.filter((m) => !sp || m.pid !== sp.id).map((m) => m.f.w)) || 'none'};`}

That the said ${Dm.f.w} left surviving as ${hisher} sole and only heirs at law the following persons: ${heirList.join('; ')}; and that said heirs inherited ${hisher} property in the following shares: ${shareList.join('; ')};

That at the time of ${hisher} death the said ${Dm.f.w} owned ${what}

${this.sigs([A!])}

${this.jurat(docDay, c)}

${stamp}`;
      } else {
        form = 'affidavit-death-and-heirship';
        text = `AFFIDAVIT OF DEATH AND HEIRSHIP

STATE OF ${this.area.stateName.toUpperCase()}     )
                          ) ss.
COUNTY OF ${c.name.toUpperCase()}     )

${A!.f.w}, being first duly sworn, deposes and says:

1. Affiant is of legal age and resides in ${this.h(aff!).res}, and was personally acquainted with ${Dm.f.w} (the "Decedent") during ${hisher} lifetime.

2. Decedent died on ${dLong(day)}, at ${r.pick([c.seat, 'a hospital in ' + c.seat, 'home'])}, a resident of ${h.res}. A certified copy of the death certificate is attached.

3. ${sp ? `At the time of death Decedent was married to ${Hm[0].f.w}.` : predeceased ? `Decedent's spouse, ${predeceased}.` : 'Decedent was never married.'}

4. Decedent died intestate, and no probate proceedings have been commenced in this or any other state.

5. Decedent left surviving the following heirs at law, and no others: ${heirList.join('; ')}.

6. The shares of the heirs are: ${shareList.join('; ')}.

7. At the time of death, Decedent owned ${what}

Further affiant sayeth not.

${this.sigs([A!])}

${this.jurat(docDay, c)}

${stamp}`;
      }
    } else {
      const cr = this.court(c);
      const exec = will && r.chance(0.5) ? Hm[0].f.w : r.chance(0.3) ? d.nm(r.pick(this.banks).id) : Hm[0].f.w;
      const willDate = dLong(day - 365 * (1 + r.int(15)));
      const admitted = dLong(this.after(day, 20, 200));
      const dist = will ? `To ${Hm[0].f.w}, ${rel(Hm[0].pid)} of the decedent and sole devisee under ${hisher} Last Will and Testament dated ${willDate}, the whole thereof.` : shareList.map((s) => `To ${s}.`).join('\n');
      const stamp = this.stamp(c, rec, ref);
      const pc = st === 'TX' ? `CAUSE NO. ${r.int(9000) + 1000}\n\nIN THE ESTATE OF ${Dm.f.w.toUpperCase()}, DECEASED    §    IN THE COUNTY COURT\n                                            §    OF ${c.name.toUpperCase()} COUNTY, TEXAS` : st === 'CA' ? `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${c.name.toUpperCase()}\n\nEstate of ${Dm.f.w.toUpperCase()}, Decedent.      Case No. P-${r.int(90000) + 10000}` : st === 'MI' ? `STATE OF MICHIGAN\nPROBATE COURT FOR THE COUNTY OF ${c.name.toUpperCase()}\n\nIn the Matter of the Estate of ${Dm.f.w}, Deceased.     File No. ${r.int(9000) + 1000}` : st === 'IL' ? `IN THE CIRCUIT COURT OF THE SECOND JUDICIAL CIRCUIT\n${c.name.toUpperCase()} COUNTY, ILLINOIS\n\nIN THE MATTER OF THE ESTATE OF ${Dm.f.w.toUpperCase()}, Deceased.     No. ${r.int(90) + 10}-P-${r.int(90) + 1}` : st === 'FL' ? `IN THE CIRCUIT COURT FOR ${c.name.toUpperCase()} COUNTY, FLORIDA\nPROBATE DIVISION\n\nIN RE: ESTATE OF ${Dm.f.w.toUpperCase()}, Deceased.     File No. ${r.int(9000) + 1000}-CP` : st === 'AL' ? `IN THE PROBATE COURT OF ${c.name.toUpperCase()} COUNTY, ALABAMA\n\nIN THE MATTER OF THE ESTATE OF ${Dm.f.w.toUpperCase()}, DECEASED.     Case No. ${r.int(9000) + 1000}` : `STATE OF SOUTH DAKOTA, COUNTY OF ${c.name.toUpperCase()}\nIN CIRCUIT COURT, FOURTH JUDICIAL CIRCUIT\n\nIn the Matter of the Estate of ${Dm.f.w}, Deceased.     PRO. No. ${r.int(90) + 10}-${r.int(90) + 1}`;
      const t = ({ TX: will ? 'ORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE' : 'JUDGMENT DECLARING HEIRSHIP', CA: 'ORDER OF FINAL DISTRIBUTION ON WAIVER OF ACCOUNT', MI: yearOf(docDay) < 1979 ? 'ORDER ASSIGNING RESIDUE OF ESTATE' : 'ORDER OF COMPLETE ESTATE SETTLEMENT', IL: will ? 'ORDER ADMITTING WILL AND DISTRIBUTING REAL ESTATE' : 'ORDER DECLARING HEIRSHIP', FL: 'ORDER OF SUMMARY ADMINISTRATION', AL: 'DECREE ON FINAL SETTLEMENT', SD: 'DECREE OF DISTRIBUTION' } as Record<string, string>)[st];
      form = `probate-${st}-${will ? 'testate' : 'intestate'}`;
      void cr;
      text = `${pc}

${t}

${st === 'MI' && yearOf(docDay) < 1979 ? `At a session of said Court, held at the Probate Office in the City of ${c.seat}, in said County, on the ${dOrd(docDay)}.\nPresent, Hon. ${this.randomOfficial()}, Judge of Probate.\n\n` : ''}On this day the Court considered the ${will ? `application to probate the Last Will and Testament of ${Dm.f.w}, Deceased, dated ${willDate}` : `petition of ${Hm[0].f.w} to determine the heirs of ${Dm.f.w}, Deceased`}, filed herein by ${exec === Hm[0].f.w ? (will ? `${exec}, named ${st === 'TX' ? 'Independent ' : ''}${this.isH(Hm[0].pid) && this.h(Hm[0].pid).g === 'f' ? 'Executrix' : 'Executor'} therein` : 'said applicant') : `${exec}, ${st === 'TX' ? 'Independent Executor' : r.pick(['Personal Representative', 'Executor', 'Administrator'])}`}. The Court, having heard the evidence, finds that all notices required by law have been given; that ${Dm.f.w} died on ${dLong(day)}, a resident of ${h.res}; that this Court has jurisdiction and venue; ${will ? `that said Will was executed with the formalities required by law and was admitted to probate on ${admitted}; and that the decedent devised all of ${hisher} property to ${Hm[0].f.w}` : `that the decedent died intestate; and that the following persons are the sole and only heirs at law of the decedent, and are entitled to the decedent's estate in the following shares: ${shareList.join('; ')}`}.

The Court further finds that at the time of ${hisher} death the decedent owned ${what}

IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the property of the decedent, including the real property described above, be and it is hereby ${st === 'MI' ? 'assigned' : 'distributed'} as follows:

${dist}

${st === 'TX' ? 'SIGNED' : st === 'IL' ? 'ENTERED' : 'Dated'} ${dLong(docDay)}.

______________________________
${this.randomOfficial()}
${st === 'TX' ? 'County Judge' : st === 'AL' ? 'Judge of Probate' : st === 'MI' ? 'Judge of Probate' : 'Judge'}

${this.certCopy(c, rec - 1, true)}

${stamp}`;
    }
    this.emit(d, { form, category: probate ? 'probate' : 'affidavit_of_heirship', exec: docDay, ack: null, rec, death: day, tracts, conveysFee: estates.has('fee'), estates: [...estates], text, farms: holdF });
    // the estates pass
    for (const f of holdF) {
      if (f.fee.includes(h.id)) f.fee = [...f.fee.filter((p) => p !== h.id), ...heirs.filter((p) => !f.fee.includes(p))];
      const m = f.min.find((x) => x.p === h.id);
      if (m) { f.min = f.min.filter((x) => x !== m); for (const p of heirs) this.addHold(f.min, p, fmul(m.f, share)); }
      const ro = f.roy.find((x) => x.p === h.id);
      if (ro) { f.roy = f.roy.filter((x) => x !== ro); for (const p of heirs) this.addHold(f.roy, p, fmul(ro.f, share)); }
      if (f.fee.includes(h.id)) f.vest = null;
      f.busyUntil = Math.max(f.busyUntil, docDay + 1);
      f.vest = null;
      if (f.fee.length >= 2 && f.fee.includes(heirs[0]) && r.chance(0.9)) {
        const dd = this.after(docDay, 120, 365 * 5);
        this.pending.push({ day: dd, run: () => { if (dd > f.lastDoc && dd >= f.busyUntil && f.fee.length >= 2) void ((f.tracts.length === 2 && this.r.chance(0.6) && this.partition(f, dd)) || (this.r.chance(0.55) ? this.consolidate(f, dd) || this.feeSale(f, dd) : this.feeSale(f, dd) || this.consolidate(f, dd))); } });
      }
    }
  }
  trusteeDeath(h: Human, day: number) {
    const r = this.r;
    for (const f of this.farms) {
      const P = f.fee.find((p) => this.h(p)?.persona?.human === h.id);
      if (!P) continue;
      const co = f.fee.filter((x) => x !== P && this.alive(x, day));
      if (!co.length) { f.frozen = true; continue; }
      const docDay = Math.max(this.after(day, 30, 500), f.lastDoc + 5);
      const d = new D(this, docDay);
      const Dm = d.mem(P, 'decedent');
      const S = d.mem(co[0], 'other');
      const t = this.h(P).persona!.trust;
      const { rec } = this.ackRec(docDay);
      const ref = this.ref(f.county, rec);
      const text = `AFFIDAVIT OF DEATH OF TRUSTEE

STATE OF ${this.area.stateName.toUpperCase()}
COUNTY OF ${f.county.name.toUpperCase()}

${S.f.w}, of legal age, being first duly sworn, deposes and says:

That ${Dm.f.w}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${Dm.f.w} named as one of the Trustees of the ${t.name} dated ${dLong(t.dated)}, in that certain deed dated ${f.vest ? dLong(f.vest.day) : 'of record'}${f.vest ? `, recorded in ${f.vest.ref}` : ''}, covering the following described property situated in ${f.county.name} County, ${this.area.stateName}:

${descBlock(this, f.tracts, docDay)}

That the said ${Dm.f.w} died on ${dLong(day)}; and that affiant is the surviving Trustee of said trust and as such holds title to said property under the terms of the trust agreement, which remains in full force and effect.

${this.sigs([S])}

${this.jurat(docDay, f.county)}

${this.stamp(f.county, rec, ref)}`;
      d.link([Dm], [S], f.tracts, 'fee', true);
      this.emit(d, { form: 'affidavit-death-of-trustee', category: 'other', exec: docDay, ack: null, rec, death: day, tracts: f.tracts, conveysFee: false, estates: [], text, farms: [f] });
      f.fee = co;
      f.busyUntil = Math.max(f.busyUntil, docDay + 1);
      void r;
    }
  }

  // ----- the clock
  inBoom(y: number) {
    return this.area.booms.some(([a, b]) => y >= a && y <= b);
  }
  oilAge(y: number) {
    return y >= this.area.booms[0][0] - 3;
  }
  farmEvent(f: Farm, day: number) {
    const r = this.r, y = yearOf(day);
    if (day <= f.lastDoc + 3 || day < f.busyUntil || !f.fee.length) return;
    const boom = this.inBoom(y), oil = this.oilAge(y);
    const canFee = !f.frozen && f.fee.every((p) => this.can(p, day));
    const humans = f.fee.every((p) => this.isH(p) && !this.h(p).persona);
    const couple = f.fee.length === 2 && humans && this.h(f.fee[0]).spouse === f.fee[1];
    const sev = f.min.filter((m) => !m.dormant && this.can(m.p, day) && fcmp(m.f, ZERO) > 0);
    const L = f.lease;
    const opts: Array<[number, () => boolean]> = [
      [canFee ? (y < 1950 ? 2.6 : 1.6) : 0, () => this.feeSale(f, day)],
      [canFee && f.fee.length >= 2 && !couple ? 3 : 0, () => this.consolidate(f, day)],
      [canFee && fcmp(f.u, ZERO) > 0 && y > 1900 ? (boom ? 1.6 : 0.6) : 0, () => this.mineralDeed(f, day)],
      [sev.length ? (boom ? 1.4 : 0.5) : 0, () => this.mineralDeed(f, day, { holder: r.pick(sev).p })],
      [y > 1915 ? 0.6 : 0, () => this.royaltyDeed(f, day)],
      [!L && oil ? (boom ? 5 : 0.5) : 0, () => (y >= 2005 && boom && r.chance(0.3) ? this.option(f, day) : this.lease(f, day))],
      [L ? (boom ? 1.6 : 0.6) : 0, () => this.assign(f, day)],
      [L && y >= 1950 ? 0.4 : 0, () => this.orri(f, day)],
      [L ? 1.5 : 0, () => this.ratify(f, day)],
      [canFee && y >= 1925 ? 0.4 : 0, () => this.row(f, day)],
      [L && y >= 2004 ? 0.7 : 0, () => this.sua(f, day)],
      [f.mortgage ? 1.2 : 0, () => this.releaseLien(f, day)],
      [canFee && y >= 1985 && humans ? 0.7 : 0, () => this.trust(f, day)],
      [canFee && y >= 1965 && couple && this.divorces < 2 ? 2.5 : 0, () => this.divorce(f, day) && !!++this.divorces],
      [canFee && y >= 1935 && humans && this.quiets < 1 ? 1 : 0, () => this.quietTitle(f, day) && !!++this.quiets],
      [canFee && f.tracts.length === 2 && f.fee.length === 2 && !couple ? 3 : 0, () => this.partition(f, day)],
      [this.wants('grantor_never_received', f, day) && y >= 1915 ? 3 : 0, () => (fcmp(f.u, ZERO) === 0 && r.chance(0.5) ? this.mineralDeed(f, day, { gap: 'never' }) : this.wildDeed(f, day))],
      [this.wants('conveyed_more_than_held', f, day) && sev.length ? 4 : 0, () => this.mineralDeed(f, day, { holder: r.pick(sev).p, gap: 'more' })],
    ];
    for (let tries = 0; tries < 3; tries++) {
      const tot = opts.reduce((s, o) => s + o[0], 0);
      if (tot <= 0) return;
      let x = r.next() * tot;
      const i = opts.findIndex((o) => (x -= o[0]) < 0);
      const k = i < 0 ? opts.length - 1 : i;
      if (opts[k][1]()) return;
      opts[k][0] = 0;
    }
  }
  divorces = 0;
  quiets = 0;
  run(nFarms: number) {
    const r = this.r, a = this.area;
    // some farms' records start at the patent, others with a later first known holder
    const origins = Array.from({ length: nFarms }, (_, i) => {
      const late = i > 0 && r.chance(0.5);
      const y0 = late ? Math.max(a.start[1], 1895) + r.int(Math.max(1, 1978 - Math.max(a.start[1], 1895))) : a.start[0] + r.int(a.start[1] - a.start[0] + 1);
      return { d: dn(y0, 1 + r.int(12), 1 + r.int(28)), late };
    }).sort((x, y) => x.d - y.d);
    const end = dn(2024, 6, 30);
    const plan: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
    this.gapPlan = plan;
    for (let y = yearOf(origins[0].d); y <= 2024; y++) {
      const evs: Array<{ day: number; run: () => void }> = [];
      for (const o of origins) if (yearOf(o.d) === y) evs.push({ day: o.d, run: () => { for (let k = 0; k < 5 && !this.newFarm(o.d, o.late); k++); this.assignGapFarms(); } });
      const due = this.pending.filter((p) => yearOf(p.day) <= y);
      this.pending = this.pending.filter((p) => yearOf(p.day) > y);
      evs.push(...due);
      for (const e of [...this.ents.values()]) {
        if (e.kind !== 'h' || e.persona || e.noDeath || e.died !== null || y - e.born < 18) continue;
        const age = y - e.born;
        const hz = age < 50 ? 0.003 : age < 65 ? 0.012 : age < 75 ? 0.035 : age < 85 ? 0.08 : age < 95 ? 0.2 : 0.6;
        if (r.next() < hz) { const dd = dn(y, 1 + r.int(12), 1 + r.int(28)); evs.push({ day: dd, run: () => this.die(e, dd) }); }
      }
      for (const f of this.farms) {
        const L = f.lease;
        if (L && yearOf(L.expires) === y) {
          if (L.hbp) { L.expires += 365 * (8 + r.int(30)); L.hbp = false; }
          else { const dd = L.expires + 30 + r.int(300); evs.push({ day: dd, run: () => { if (f.lease === L) this.endLease(f, dd); } }); }
        }
        const rate = this.rate * (this.inBoom(y) ? 0.24 : y < 1900 ? 0.04 : 0.065) * (f.fee.length > 1 ? 1.5 : 1);
        if (!f.frozen && r.next() < rate) { const dd = dn(y, 1 + r.int(12), 1 + r.int(28)); evs.push({ day: dd, run: () => this.farmEvent(f, dd) }); }
        if (!f.frozen && this.inBoom(y) && r.next() < rate) { const dd = dn(y, 1 + r.int(12), 1 + r.int(28)); evs.push({ day: dd, run: () => this.farmEvent(f, dd) }); }
      }
      if (this.inBoom(y) && y >= 1970 && r.chance(0.2)) {
        const dd = dn(y, 1 + r.int(12), 1 + r.int(28));
        evs.push({ day: dd, run: () => this.packageAssignment(dd) });
      }
      evs.sort((p, q) => p.day - q.day);
      for (const e of evs) if (e.day <= end) e.run();
    }
  }
  assignGapFarms() {
    for (const k of this.gapPlan) if (!this.gapFarm.has(k) && this.farms.length) this.gapFarm.set(k, this.farms[this.r.int(this.farms.length)].id);
  }
  packageAssignment(day: number) {
    const by = new Map<string, Farm[]>();
    for (const f of this.farms) {
      const L = f.lease;
      if (!L || L.holders.length !== 1 || this.isH(L.holders[0]) || day <= f.lastDoc || day < f.busyUntil) continue;
      by.set(L.holders[0], [...(by.get(L.holders[0]) ?? []), f]);
    }
    const groups = [...by.values()].filter((g) => g.length >= 2);
    if (groups.length) this.assign(this.r.pick(groups), day);
  }
}

// ---------------------------------------------------------------- packages

function draftsToPackage(sim: Sim, name: string, drafts: Draft[], r: SeededRng, tag: string): HeldoutPackage {
  const used = new Set<string>();
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const order = [...drafts];
  for (let i = order.length - 1; i > 0; i--) { const j = r.int(i + 1); [order[i], order[j]] = [order[j], order[i]]; }
  for (const dr of order) {
    let file: string;
    do file = `${tag}-${String(1000 + r.int(9000))}.txt`; while (used.has(file));
    used.add(file);
    const dates: Record<string, string | null> = { execution_date: dr.exec === null ? null : iso(dr.exec), effective_date: dr.eff === null ? null : iso(dr.eff), acknowledgment_date: dr.ack === null ? null : iso(dr.ack), recording_date: iso(dr.rec) };
    if (dr.death !== undefined) dates.death_date = dr.death === null ? null : iso(dr.death);
    const governing = dates.effective_date ?? dates.execution_date ?? dates.recording_date;
    docs.push({
      text: dr.text,
      truth: { file, doc_category: dr.category, governing_date: governing, dates, parties: dr.parties.map((p) => ({ name: p.name, role: p.role })), tracts: dr.tracts.map((t) => ({ ...t.truth })), conveys_fee: dr.conveysFee, estate_types_conveyed: [...dr.estates] },
      persons: dr.parties.map((p) => p.pid),
    });
    for (const l of dr.links) links.push({ ...l, doc: file });
    for (const g of dr.gaps) gaps.push({ ...g, doc: file });
  }
  void sim;
  return { name, docs, links, gaps };
}

/** Held-out set G: see the header. */
export const generateHeldoutG: HeldoutGenerator = ({ seed, packages, docsPerPackage }) => {
  const top = seededRng(seed * 7919 + 17);
  const areas = [...AREAS];
  for (let i = areas.length - 1; i > 0; i--) { const j = top.int(i + 1); [areas[i], areas[j]] = [areas[j], areas[i]]; }
  const out: HeldoutPackage[] = [];
  for (let p = 0; p < packages; p++) {
    const area = areas[p % areas.length];
    const cr = seededRng(seed * 104729 + p * 1299709 + 3);
    const cs = [...area.counties];
    const n = cs.length > 2 && cr.chance(0.5) ? 2 : 1;
    const counties: County[] = [];
    while (counties.length < n) counties.push(cs.splice(cr.int(cs.length), 1)[0]);
    let best: { sim: Sim; n: number; s: number } | null = null;
    const target = docsPerPackage;
    let rate = 0.45;
    let nFarms = Math.max(3, Math.round(target / 12));
    for (let k = 0; k < 48; k++) {
      const r = seededRng(seed * 2654435761 + p * 97 + k * 131 + 1);
      const sim = new Sim(r, area, counties, rate);
      sim.run(nFarms);
      const got = sim.drafts.length;
      const s = (got < target - 5 ? target - 5 - got : got > target + 5 ? got - target - 5 : 0) * 10 + (3 - sim.gapDone.size) * 4;
      if (!best || s < best.s) best = { sim, n: got, s };
      if (s === 0) break;
      if (got > target + 5) {
        rate *= 0.88;
        if (rate < 0.22) { nFarms = Math.max(3, nFarms - 1); rate = 0.6; }
      } else if (got < target - 5) {
        rate *= 1.12;
        if (rate > 1.4) { nFarms++; rate = 0.6; }
      }
    }
    const sim = best!.sim;
    let drafts = sim.drafts;
    if (drafts.length > target + 5) drafts = [...drafts].sort((x, y) => x.seq - y.seq).slice(0, target + 5);
    const name = `G${p + 1}: ${area.label} (${[...new Set(counties.map((c) => c.name))].join(', ')} ${area.st === 'CA' ? '' : 'Count'}${area.st === 'CA' ? 'County' : counties.length > 1 ? 'ies' : 'y'})`;
    out.push(draftsToPackage(sim, name.replace('  ', ' '), drafts, seededRng(seed * 31 + p), `g${seed}${p + 1}`));
  }
  return out;
};
export default generateHeldoutG;
