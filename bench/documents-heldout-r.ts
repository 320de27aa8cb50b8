// Held-out set R: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five (the four packages of one seed are four different areas), whose farms
// (one or two tracts that travel together in the fee chain until a partition splits them) pass
// through time on one clock, about 1870-2025. The brief asked for the Eagle Ford (La Salle,
// McMullen, Karnes, Atascosa), the Texas Panhandle (Gray, Hutchinson, Carson, Moore) and the Big
// Sandy field (Pike, Floyd, Martin KY; Buchanan, Dickenson VA); sets G, F and H already cover those
// counties, so set R writes three areas none of A-Q covers in their place, with the same kinds of
// instruments the brief asked for there:
// - the Giddings Austin Chalk trend of Central Texas (Lee, Fayette, Burleson, Washington: named
//   original surveys by abstract, tracts of stated acres out of a survey by metes and bounds; old
//   Wendish, German and Czech farm titles; Austin Chalk leasing 1976-1990 and Eagle Ford/Eaglebine
//   leasing 2008-2020): pooled unit designations, term assignments, "Mineral and Royalty Deed"s
//   between LLCs, royalty deeds of a fraction "of the royalty" and term royalty deeds, stipulations
//   of interest, ratifications, affidavits of non-production, affidavits of heirship, muniments;
// - the Canyon Reef of the Texas Rolling Plains (Scurry, Kent, Garza, Fisher: railroad sections in
//   number and letter blocks, "Section 45, Block 97, H&TC RR Co. Survey", "Section 12, Block 3,
//   H&GN RR Co.", "Section 7, Block Y, T.C.R.R. Co.", abstract numbers; the 1948-1952 boom):
//   State of Texas patents to the railways, the railways' first deeds, ranch deeds, leases of the
//   boom, gasoline plant and pipeline easements, unit designations, stipulations;
// - the Tug Fork and Guyandotte coalfields of southern West Virginia (Mingo, Logan, Wayne, Lincoln:
//   the West Virginia side of the Big Sandy gas field; metes and bounds on the waters of a creek in
//   a magisterial district): "broad form" severance deeds of the coal, oil, gas and other minerals
//   with surface-use language, coal leases, gas leases with flat well rentals, affidavits of
//   heirship with many heirs, deeds by attorneys in fact, heirs' deeds, deeds of trust with two
//   trustees, Appalachian names (Elhannon, Tandy, Cloyd);
// - the Los Angeles basin (Signal Hill, Long Beach, Wilmington: town lots of recorded tracts, "Lot 12
//   in Block 5 of Tract No. 1234, in the City of Signal Hill, as per map recorded in Book 17, Page 42
//   of Maps"): land companies' first deeds, grant deeds, quitclaims, community oil and gas leases
//   signed by the owners of many lots (tables of lessors), trust deeds and full reconveyances,
//   affidavits of death of joint tenant, decrees of distribution, corporations merging ("successor
//   by merger to") and changing their names;
// - the Cherokee basin of southeast Kansas (Montgomery, Chautauqua, Wilson, Neosho: Sixth P.M.,
//   townships south, RANGES EAST; shallow oil from 1900): United States patents of the Osage ceded
//   lands, Kansas indentures, statutory "CONVEY AND WARRANT" and quit claim deeds, real estate
//   mortgages and releases, sheriff's deeds after foreclosure, many small leases, assignments and
//   releases, affidavits of death and heirship, probate journal entries.
// Everywhere: first deeds of first known holders, warranty, special warranty and quitclaim deeds,
// deeds reserving one-half or all of the minerals, heirs' deeds and heirs' quitclaims to one of
// them, partition deeds of a two-tract farm between two co-owners, mineral deeds of fractions
// ("an undivided 1/8", "3.125%"), royalty deeds ("1/2 of 1/8 royalty", "one-half of the royalty"),
// leases (old printed forms with the blanks filled, paid-up leases "effective as of", memoranda),
// assignments (one paragraph, "Assignment and Bill of Sale" with an Exhibit A, partial and term
// assignments), releases, abstractors' typed entries, recording cover sheets and "return to"
// boxes. People recur under name variants (full middle name, initial, initials only, index order
// "TACKETT, MARY E." in captions and tables, capitals, marital descriptors, "a/k/a", a woman's
// maiden and married names "Mary Ellen Tackett, now Mary Ellen Hall", the maiden name as a middle
// name); companies under Co./Company, Corp./Corporation, Inc./Incorporated, LLC/L.L.C. (no LLC
// before 1993), through a change of name and a merger. NAMESAKES in every package: a father and his
// son of one name (the son "Jr." in most instruments, without it in some, where the instrument
// calls him the son of his father, deceased; the father "Sr." in some instruments of his own
// estate), and two unrelated people of one first name and surname (another middle name, another
// residence, another spouse; both always written with their residence). About three planted gaps
// per package, one of each kind, each on a one-tract farm. Texts are clean typed copies; file names
// say nothing about the instrument.
//
// Truth conventions: those of sets A-Q's headers (D's list with E's to Q's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks. In short:
// - tracts: state two letters, county without "County". Texas named-survey tracts ("112.45 acres out
//   of the Andreas Kasper Survey, Abstract No. 86"): survey "Andreas Kasper Survey" ("Headright"
//   dropped, G), abstract digits, acres always stated and never shared by two tracts of a package;
//   section, block, aliquot null. Texas railroad sections: survey the railroad's short form ("H&TC
//   RR Co. Survey", "H&GN RR Co. Survey", "T&NO RR Co. Survey", "BBB&C RR Co. Survey", and "TC RR Co.
//   Survey" for the Texas Central's "T.C.R.R. Co.": initials run together, the contract's rule),
//   section digits ("Survey No. 45" alike), block as written with its letter ("B-2", "Y", "97"),
//   abstract digits, aliquot "ALL" or the half or quarter, acres always stated. West Virginia metes
//   and bounds: state, county and acres only (H; the creek, district, calls and deed-book reference
//   in no field), acres never shared in a package. Kansas: township "33S", range "15E", aliquot as D,
//   acres always stated. Los Angeles lots: lot ("12"; "12, 13" for two lots described together,
//   one tract, as M's "Lots 7 and 8") and block ("5", null when the tract map has no blocks), state
//   "CA", county "Los Angeles", acres null (town lots state none, M); the tract number ("Tract No.
//   1234"), the city and the map's book and page are in no field, as M's addition and plat (the truth
//   tract has no subdivision field), and no two lots of a package share a lot and block;
// - names: the form the instrument writes (one form per instrument), natural order, without
//   descriptors (marital words, residence, "a/k/a ...", "son of ..., deceased", "a Texas
//   corporation", "successor by merger to ...", "formerly ..."); "Mary Ellen Tackett, now Mary Ellen
//   Hall" is "Mary Ellen Hall" (C); "Jr."/"Sr." as written; "Mary E. Hall, by Cloyd Tackett, her
//   attorney in fact": the principal is the party, the attorney in fact none (unless a party in his
//   own right in that instrument); officers, notaries, clerks, judges, executors who are not heirs,
//   affiants, recited lessors and lessees of an assigned lease and the namesakes of surveys are no
//   parties;
// - roles, links and categories as D and Q: grantor/grantee, lessor/lessee, assignor/assignee,
//   decedent/heir, the affiant `other`; a spouse who joins only to release marital or homestead
//   rights a party of that side, links `required: false`; a couple who took together both hold;
//   co-grantors each link to every grantee, per tract, per estate; a release links its releasing
//   holder (`lessee`) to each lessor of the lease and of its ratifications (`lessor`), and nothing
//   else happens on a farm between a lease and its release;
// - the contract's `other`: sheriff's deeds (the judgment debtors `grantor`, the purchaser
//   `grantee`, conveys_fee true, ["fee"], linked; the sheriff and the creditor no parties unless
//   the creditor buys), designations of pooled unit (the operator `other`, its tracts the package's
//   lands in the unit), stipulations of interest (every party `other`), ratifications (ratifiers
//   `lessor`, present holders `lessee`, no link), releases of mortgage and of lien and deeds of full
//   reconveyance (the lender or trustee `grantor`, the borrowers `grantee`), affidavits of
//   non-production (F: affiant and term owner `other`, a mineral link term owner -> affiant
//   `required: false`), affidavits of death of joint tenant (F: decedent, survivor `other`, a fee
//   link `required: false`), certificates of merger (F: merged company `grantor`, survivor
//   `grantee`, ["leasehold"], links required) and of change of name (both names `other`, one person
//   id); all with estates [] except the certificate of merger, conveys_fee false except the
//   sheriff's deed;
// - decided here: a coal lease (West Virginia) is `other` (the brief; it leases no oil and gas, and
//   the enum's oil_and_gas_lease is the leasehold of oil and gas), its parties `lessor` and `lessee`
//   as the instrument names them (as the contract's ratification keeps its lease roles), estates [],
//   no link; a "broad form" deed of "all the coal, oil, gas and other minerals" with the right to use
//   the surface is a mineral_deed (H's oil and gas deed), and a California "MINERAL GRANT DEED" too;
//   a Los Angeles community lease is one oil_and_gas_lease of every lot it lists, every owner who
//   signs `lessor`, linked to the lessee for the lots he holds; its "QUITCLAIM OF OIL AND GAS LEASE"
//   by the lessee a release_of_lease (Q), linked back to each lessor for his lots; a term assignment
//   an assignment_of_lease like any (its reversion is not modelled: the term assignee releases); a
//   grant deed warranty_deed (G), a "Kansas Indenture" and "CONVEY AND WARRANT" warranty_deed, a
//   "QUIT CLAIM" of the land quitclaim_deed, conveys_fee true; partition deeds quitclaim_deed (F);
// - dates ISO; execution_date the dating line (none: null), acknowledgment_date the notary's,
//   recording_date the filing ("Filed for record", the clerk's "admitted to record", the recorder's
//   stamp; not a later "Recorded" day), effective_date only where the instrument says "effective";
//   affidavits' execution the jurat, probate orders' the day signed, patents' the day given (none of
//   them an acknowledgment); death_date for deaths; dates of wills, recited deeds and leases, notes,
//   commissions and maps are not the instrument's. governing = effective ?? execution ?? recording;
// - liens: a Texas or West Virginia deed of trust names individual trustees (`grantee`) and the
//   lender (`other`), a California trust deed its title company as trustee (`grantee`) and the
//   beneficiary (`other`), a Kansas mortgage the mortgagee (`grantee`); the borrowers `grantor`;
//   no link; an abstractor's entry "SMITH, JOHN A. ET UX" names only the holder (F: the hidden wife
//   is no party and no link);
// - a small severed interest whose owner dies is sometimes never probated (G): it lies dormant and
//   nobody deals with it again, so no gap arises; a Texas pooled unit only pools lands of one county;
// - gaps: grantor_never_received a stranger's mineral deed (sometimes of the fee owner's surname,
//   his wife sometimes joining; his link is given); conveyed_before_acquired a mineral deed dated
//   three months to three years before the fee owners' mineral deed into its grantor (gap on the
//   early deed, both links given); conveyed_more_than_held a severed holder conveying twice his
//   fraction, or the same fraction again; gap grantors and grantees never deal again, and after its
//   gap a farm sees only fee deeds, deaths, mortgages and easements.
import type { ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords, TENS } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type Estate = HeldoutLink['estate'];
type GapKind = HeldoutGap['kind'];
type Role = 'grantor' | 'grantee' | 'lessor' | 'lessee' | 'assignor' | 'assignee' | 'decedent' | 'heir' | 'other';
type AreaKey = 'gid' | 'scu' | 'wv' | 'lab' | 'ks';

// ---------------------------------------------------------------- dates and numbers

interface Dt { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const D0 = Date.UTC(1800, 0, 1);
const dt = (day: number): Dt => {
  const x = new Date(D0 + day * 86400000);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const toDay = (y: number, m: number, d: number) => Math.round((Date.UTC(y, m - 1, d) - D0) / 86400000);
const yearOf = (day: number) => dt(day).y;
const iso = (day: number) => {
  const t = dt(day);
  return `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
};
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
/** Every day of a month in words, 1-31 ("twenty-ninth", "thirty-first"). */
function ordWord(n: number): string {
  if (n < 20) return ORD[n];
  if (n % 10 === 0) return `${TENS[n / 10].slice(0, -1)}ieth`;
  return `${TENS[Math.floor(n / 10)]}-${ORD[n % 10]}`;
}
function yearWords(y: number): string {
  if (y >= 2000) return `two thousand${y % 100 ? ` ${numberWords(y % 100)}` : ''}`;
  return `one thousand ${numberWords(Math.floor(y / 100) - 10)} hundred${y % 100 ? ` and ${numberWords(y % 100)}` : ''}`;
}
const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
/** "14th day of March, 1952" and its kin: the caller writes "this" or "the". */
function dayOf(r: Rng, day: number, old = yearOf(day) < 1940): string {
  const t = dt(day);
  const f = r.int(old ? 5 : 3);
  if (f === 0) return `${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`;
  if (f === 1) return `${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`;
  if (f === 2) return `${ordWord(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`;
  if (f === 3) return `${ordWord(t.d)} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearWords(t.y)}`;
  return `${t.d} day of ${MONTHS[t.m - 1]}, A. D. ${t.y}`;
}
/** "March 14, 1952", "Mar. 14, 1952", "14 March 1952", "03/14/1952", "3-14-52". */
function plain(r: Rng, day: number): string {
  const t = dt(day);
  const f = r.int(t.y >= 1930 && t.y < 2000 ? 6 : 5);
  if (f <= 1) return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
  if (f === 2) return `${MON3[t.m - 1]} ${t.d}, ${t.y}`;
  if (f === 3) return `${t.d} ${MONTHS[t.m - 1]} ${t.y}`;
  if (f === 4) return `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
  return `${t.m}-${t.d}-${String(t.y % 100).padStart(2, '0')}`;
}
const fullDate = (day: number) => { const t = dt(day); return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`; };
const dayIn = (r: Rng, y: number) => toDay(y, 1 + r.int(12), 1 + r.int(28));
const money = (r: Rng, y: number) => (y < 1950 ? r.pick(['One Dollar ($1.00)', 'Ten Dollars ($10.00)', 'Five Hundred Dollars ($500.00)', 'Twelve Hundred Dollars ($1200.00)']) : r.pick(['Ten Dollars ($10.00)', 'TEN AND NO/100 DOLLARS ($10.00)', 'Ten Dollars and other good and valuable consideration']));

interface Frac { v: number; words: string; fig: string; pct: string }
const FRACS: Frac[] = [
  { v: 1 / 32, words: 'one thirty-second', fig: '1/32', pct: '3.125%' },
  { v: 1 / 16, words: 'one-sixteenth', fig: '1/16', pct: '6.25%' },
  { v: 1 / 8, words: 'one-eighth', fig: '1/8', pct: '12.5%' },
  { v: 3 / 16, words: 'three-sixteenths', fig: '3/16', pct: '18.75%' },
  { v: 1 / 4, words: 'one-fourth', fig: '1/4', pct: '25%' },
  { v: 3 / 8, words: 'three-eighths', fig: '3/8', pct: '37.5%' },
  { v: 1 / 2, words: 'one-half', fig: '1/2', pct: '50%' },
  { v: 3 / 4, words: 'three-fourths', fig: '3/4', pct: '75%' },
  { v: 1, words: 'all', fig: '100%', pct: '100%' },
];
const fracOf = (v: number) => FRACS.find((f) => Math.abs(f.v - v) < 1e-9);
function fracText(r: Rng, v: number): string {
  const f = fracOf(v);
  if (!f) return 'all of grantor\'s undivided interest';
  if (f.v === 1) return r.pick(['all', 'the whole']);
  return r.pick([`an undivided ${f.words} (${f.fig})`, `an undivided ${f.fig}`, `an undivided ${f.pct}`, `an undivided ${f.words}`, `an undivided ${f.fig} interest`]);
}

// ---------------------------------------------------------------- areas

interface Area {
  key: AreaKey;
  state: string;
  stateName: string;
  counties: string[];
  /** first records of the farms */
  start: [number, number];
  /** leasing begins */
  leasing: number;
  /** years of group leasing (several farms leased, unitized, assigned together) */
  groups: number[];
  men: string[];
  women: string[];
  surnames: string[];
  lessees: string[];
  lateLessees: string[];
  buyers: string[];
  pipelines: string[];
  lenders: string[];
  homes: string[];
}

const AREAS: Area[] = [
  {
    key: 'gid', state: 'TX', stateName: 'Texas', counties: ['Lee', 'Fayette', 'Burleson', 'Washington'], start: [1872, 1915], leasing: 1934, groups: [1979, 1984, 2012, 2016],
    men: ['Ernst', 'August', 'Wilhelm', 'Traugott', 'Johann', 'Gottlieb', 'Herman', 'Emil', 'Adolph', 'Reinhold', 'Gustav', 'Anton', 'Frank', 'Joseph', 'Alois', 'Vinzenz', 'Otto', 'Henry', 'Louis', 'Arthur', 'Ewald', 'Erwin', 'Leroy', 'Calvin'],
    women: ['Anna', 'Marie', 'Emilie', 'Augusta', 'Wilhelmine', 'Ottilie', 'Hulda', 'Frieda', 'Martha', 'Rosalie', 'Ludmila', 'Agnes', 'Olga', 'Bertha', 'Hedwig', 'Paulina', 'Elsie', 'Norma', 'Irene', 'Lorene'],
    surnames: ['Kasper', 'Schulze', 'Mitschke', 'Zoch', 'Noack', 'Dube', 'Lehmann', 'Kieschnick', 'Hajek', 'Kubena', 'Novak', 'Sebesta', 'Pavlicek', 'Urbanovsky', 'Vrana', 'Weiser', 'Teinert', 'Krause', 'Jurk', 'Wukasch', 'Boettcher', 'Fritsche', 'Lott', 'Tanner', 'McElroy', 'Dismukes', 'Holub', 'Skrivanek', 'Matejowsky', 'Pietsch', 'Winkelmann', 'Rosenbaum', 'Symank', 'Kunze'],
    lessees: ['Serbin Oil Company', 'Yegua Creek Petroleum Corporation', 'Lee County Exploration Company', 'Chalk Trend Production Company'],
    lateLessees: ['Giddings Chalk Operating, LLC', 'Eaglebine Resources, LLC', 'Brazos Chalk Energy Company', 'Dime Box Operating, LLC'],
    buyers: ['Blue Stem Royalty Partners, LLC', 'Old Yegua Minerals, LLC', 'Lincoln Trend Royalties, Inc.'],
    pipelines: ['Lone Star Gas Company', 'Tejas Gathering Company', 'Lee County Water Supply Corporation'],
    lenders: ['The First National Bank of Giddings', 'Fayette County Bank', 'The Federal Land Bank of Houston', 'Citizens State Bank of Caldwell'],
    homes: ['Lee County, Texas', 'Fayette County, Texas', 'Burleson County, Texas', 'Washington County, Texas', 'Harris County, Texas', 'Travis County, Texas'],
  },
  {
    key: 'scu', state: 'TX', stateName: 'Texas', counties: ['Scurry', 'Kent', 'Garza', 'Fisher'], start: [1884, 1905], leasing: 1927, groups: [1949, 1951, 1976],
    men: ['Clint', 'Hoyt', 'Ira', 'Jess', 'Lon', 'Otis', 'Pink', 'Rufus', 'Zack', 'Walter', 'Homer', 'Thurman', 'Alvis', 'Buford', 'Coy', 'Doyle', 'Elmer', 'Floyd', 'Grady', 'Herschel', 'Luther', 'Marvin', 'Newt', 'Orville'],
    women: ['Ola', 'Pearl', 'Ruby', 'Vida', 'Beulah', 'Cleo', 'Dessie', 'Eula', 'Fannie', 'Gussie', 'Hettie', 'Icie', 'Lela', 'Mattie', 'Nola', 'Opal', 'Reba', 'Velma', 'Willie Mae', 'Zora'],
    surnames: ['Boren', 'Coggins', 'Dorward', 'Ellison', 'Faulkner', 'Gholson', 'Harrell', 'Jowell', 'Kincheloe', 'Lockhart', 'McWilliams', 'Northcutt', 'Pylant', 'Raybon', 'Sorrells', 'Treadaway', 'Vardeman', 'Wadzeck', 'Yoakum', 'Autry', 'Bilberry', 'Cathey', 'Dennard', 'Easterwood', 'Fambrough', 'Gravitt', 'Holcomb', 'Key', 'Lusk', 'Mabry'],
    lessees: ['Canyon Reef Oil Company', 'Sharon Ridge Petroleum Corporation', 'Snyder Field Producing Company', 'Diamond M Oil Co.'],
    lateLessees: ['Kelly-Snyder Operating, LLC', 'Double Mountain Energy, Inc.', 'Salt Fork Resources, LLC'],
    buyers: ['Clear Fork Royalty Company', 'Rolling Plains Minerals, LLC', 'Cogdell Royalty Trust'],
    pipelines: ['Diamond M Gasoline Company', 'Snyder Gasoline Plant, Inc.', 'West Texas Gulf Pipe Line Company', 'Texas Electric Service Company'],
    lenders: ['The Snyder National Bank', 'First State Bank of Jayton', 'The Federal Land Bank of Houston', 'Post State Bank'],
    homes: ['Scurry County, Texas', 'Kent County, Texas', 'Garza County, Texas', 'Fisher County, Texas', 'Taylor County, Texas', 'Lubbock County, Texas'],
  },
  {
    key: 'wv', state: 'WV', stateName: 'West Virginia', counties: ['Mingo', 'Logan', 'Wayne', 'Lincoln'], start: [1896, 1912], leasing: 1905, groups: [1921, 2009],
    men: ['Elhannon', 'Tandy', 'Cloyd', 'Lafe', 'Hiram', 'Ballard', 'Wirt', 'Asa', 'Greenville', 'Lark', 'Anse', 'Burwell', 'Dock', 'Harmon', 'Kelse', 'Lindsey', 'Pleasant', 'Riley', 'Sherman', 'Vester', 'Wiley', 'Boone', 'Cratis', 'Floyd', 'Elbert', 'Noah'],
    women: ['Sudie', 'Dicy', 'Mahala', 'Zelpha', 'Ollie', 'Pricy', 'Rhoda', 'Tressie', 'Vicy', 'Armilda', 'Cordia', 'Dulcenia', 'Elvira', 'Hester', 'Icy', 'Josie', 'Lettie', 'Malissa', 'Nannie', 'Orpha', 'Mary Ellen', 'Sarah'],
    surnames: ['Tackett', 'Hatfield', 'Mounts', 'Blankenship', 'Varney', 'Maynard', 'Chafin', 'Ferrell', 'Runyon', 'Stepp', 'Dingess', 'Adkins', 'Marcum', 'Fletcher', 'Hager', 'Justice', 'Kirk', 'Lambert', 'Mullins', 'Napier', 'Ramey', 'Sammons', 'Toler', 'Vance', 'Wellman', 'Workman', 'Brewer', 'Cline', 'Endicott', 'Hall', 'Porter', 'Smith'],
    lessees: ['Tug Valley Gas Company', 'Guyandot Fuel Gas Company', 'Big Sandy Gas & Fuel Company', 'Twelvepole Oil & Gas Co.'],
    lateLessees: ['Appalachian Basin Energy, LLC', 'Mingo Gas Partners, Inc.', 'Pigeon Creek Resources, LLC'],
    buyers: ['Pond Creek Coal & Land Company', 'Mingo Land & Coal Company', 'Guyan Valley Coal Corporation'],
    pipelines: ['Tug Valley Gas Company', 'Appalachian Electric Power Company', 'Mingo County Public Service District'],
    lenders: ['The First National Bank of Williamson', 'Logan County Bank', 'The Bank of Wayne', 'Hamlin State Bank'],
    homes: ['Mingo County, West Virginia', 'Logan County, West Virginia', 'Wayne County, West Virginia', 'Lincoln County, West Virginia', 'Pike County, Kentucky', 'Cabell County, West Virginia'],
  },
  {
    key: 'lab', state: 'CA', stateName: 'California', counties: ['Los Angeles'], start: [1905, 1919], leasing: 1921, groups: [1922, 1936, 1958],
    men: ['Harold', 'Everett', 'Leland', 'Chester', 'Raymond', 'Lloyd', 'Stanley', 'Milton', 'Clarence', 'Wilbur', 'Orville', 'Howard', 'Ernest', 'Vernon', 'Kiyoshi', 'Manuel', 'Albert', 'Russell', 'Glenn', 'Dale'],
    women: ['Gladys', 'Mildred', 'Thelma', 'Bernice', 'Florence', 'Hazel', 'Lucille', 'Irene', 'Muriel', 'Vera', 'Edna', 'Louise', 'Dorothy', 'Helen', 'Alma', 'Marjorie'],
    surnames: ['Appleby', 'Brubaker', 'Hartwell', 'Kerckhoff', 'Lindqvist', 'Medeiros', 'Nakashima', 'Ortega', 'Pruett', 'Quigley', 'Rasmussen', 'Stroh', 'Tarbell', 'Voorhees', 'Whitcomb', 'Yeager', 'Zamora', 'Okamoto', 'Dunning', 'Ferrante', 'Gustafson', 'Hollister', 'Iverson', 'Jessup', 'Kellogg', 'Lunsford'],
    lessees: ['Signal Hill Petroleum Company', 'Alamitos Heights Oil Company', 'Long Beach Community Oil Syndicate', 'Wilmington Terminal Oil Company'],
    lateLessees: ['Pacific Basin Oil Corporation', 'Harbor Crest Energy, LLC', 'Cherry Avenue Resources, Inc.'],
    buyers: ['Los Cerritos Royalty Company', 'Hilltop Mineral Interests, LLC', 'Southland Royalty Corporation'],
    pipelines: ['Southern California Gas Company', 'Southern California Edison Company', 'Long Beach Water Department'],
    lenders: ['Security-First National Bank of Los Angeles', 'Farmers and Merchants Bank of Long Beach', 'Home Savings and Loan Association', 'California Federal Savings'],
    homes: ['the City of Long Beach', 'the City of Signal Hill', 'the City of Los Angeles', 'the City of Compton', 'the City of Pasadena', 'the City of Lakewood'],
  },
  {
    key: 'ks', state: 'KS', stateName: 'Kansas', counties: ['Montgomery', 'Chautauqua', 'Wilson', 'Neosho'], start: [1870, 1892], leasing: 1901, groups: [1904, 1918, 1983],
    men: ['Alva', 'Byron', 'Chauncey', 'Delos', 'Erastus', 'Festus', 'Grover', 'Hiram', 'Jotham', 'Lyman', 'Melvin', 'Newton', 'Orrin', 'Perry', 'Rolla', 'Seth', 'Truman', 'Urban', 'Warren', 'Ezra', 'Amos', 'Calvin'],
    women: ['Adaline', 'Bertha', 'Cora', 'Dora', 'Emma', 'Flora', 'Gertie', 'Hulda', 'Ida', 'Jennie', 'Lottie', 'Minnie', 'Nettie', 'Ora', 'Pearl', 'Rosetta', 'Sarah'],
    surnames: ['Ackerman', 'Bilyeu', 'Cravens', 'Dunlap', 'Eubank', 'Fiske', 'Gilliland', 'Hostetler', 'Ingalls', 'Jarboe', 'Kesler', 'Lusk', 'Mosher', 'Norcross', 'Overfield', 'Pettit', 'Rockhold', 'Shideler', 'Tremain', 'Updegraff', 'Voth', 'Wingert', 'Yost', 'Brandenburg', 'Coffelt', 'Dreher', 'Fulks', 'Hamm', 'Kimes'],
    lessees: ['Neodesha Oil & Gas Company', 'Caney River Oil Company', 'Cherokee Shallow Oil Co.', 'Verdigris Valley Petroleum Company'],
    lateLessees: ['Osage Prairie Oil & Gas, Inc.', 'Elk River Energy, LLC', 'Sedan Field Operating Company'],
    buyers: ['Cherryvale Royalty Company', 'Fall River Minerals, Inc.', 'Big Hill Royalty Corporation'],
    pipelines: ['Kansas Natural Gas Company', 'Union Gas System, Inc.', 'Radiant Electric Cooperative, Inc.'],
    lenders: ['The First National Bank of Independence', 'The Federal Land Bank of Wichita', 'Citizens National Bank of Fredonia', 'The Chanute State Bank'],
    homes: ['Montgomery County, Kansas', 'Chautauqua County, Kansas', 'Wilson County, Kansas', 'Neosho County, Kansas', 'Labette County, Kansas', 'Tulsa County, Oklahoma'],
  },
];

// ---------------------------------------------------------------- people

interface Person {
  id: string;
  kind: 'person' | 'org';
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  born: number;
  home: string;
  /** always written with the residence (the unrelated namesakes) */
  res: boolean;
  spouse: Person | null;
  marriedLast?: string;
  marriedYear?: number;
  father?: Person;
  /** the day of death (people die only by an instrument when they hold; spouses who never hold die silently) */
  died?: number;
  quietDeath?: number;
  children?: Person[];
  namesakeSon?: boolean;
  /** the year this person dies (a holder by an instrument, at the first event of the farm that year or later) */
  dies: number;
  /** organisations: the forms of the name, and a later name after a change of name */
  forms?: string[];
  renamed?: { day: number; forms: string[] };
  incorporated?: string;
}

const alive = (p: Person, day: number) => (p.died === undefined || p.died > day) && (p.quietDeath === undefined || p.quietDeath > day);
const surnameAt = (p: Person, day: number) => (p.marriedLast && p.marriedYear !== undefined && yearOf(day) >= p.marriedYear ? p.marriedLast : p.last);

/** Company name forms: "X Oil Company" / "X Oil Co.", "X, Inc." / "X, Incorporated", "X, LLC" / "X, L.L.C.". */
function orgForms(name: string): string[] {
  if (/ Company$/.test(name)) return [name, name.replace(/ Company$/, ' Co.')];
  if (/ Co\.$/.test(name)) return [name, name.replace(/ Co\.$/, ' Company')];
  if (/ Corporation$/.test(name)) return [name, name.replace(/ Corporation$/, ' Corp.')];
  if (/, Inc\.$/.test(name)) return [name, name.replace(/, Inc\.$/, ', Incorporated')];
  if (/, LLC$/.test(name)) return [name, name.replace(/, LLC$/, ', L.L.C.')];
  return [name];
}

// ---------------------------------------------------------------- tracts

const RAILS = [
  { truth: 'H&TC RR Co. Survey', forms: ['H&TC RR Co. Survey', 'H. & T. C. R.R. Co. Survey', 'Houston & Texas Central Railroad Company Survey', 'H&TC Ry. Co. Survey'], name: 'Houston & Texas Central Railroad Company', blocks: ['97', '3', '2'] },
  { truth: 'H&GN RR Co. Survey', forms: ['H&GN RR Co. Survey', 'H. & G. N. R.R. Co. Survey', 'Houston & Great Northern Railroad Company Survey', 'H&GN RR Co.'], name: 'Houston & Great Northern Railroad Company', blocks: ['B-2', '1', '3'] },
  { truth: 'T&NO RR Co. Survey', forms: ['T&NO RR Co. Survey', 'T. & N. O. R.R. Co. Survey', 'Texas & New Orleans Railroad Company Survey'], name: 'Texas & New Orleans Railroad Company', blocks: ['2', '4'] },
  { truth: 'TC RR Co. Survey', forms: ['T.C.R.R. Co. Survey', 'T. C. R.R. Co. Survey', 'Texas Central Railroad Company Survey', 'T.C.R.R. Co.'], name: 'Texas Central Railroad Company', blocks: ['Y', 'Z'] },
  { truth: 'BBB&C RR Co. Survey', forms: ['BBB&C RR Co. Survey', 'B. B. B. & C. R.R. Co. Survey', 'Buffalo Bayou, Brazos & Colorado Railway Company Survey'], name: 'Buffalo Bayou, Brazos & Colorado Railway Company', blocks: ['3', 'A'] },
];
const TX_SURVEYS = ['Andreas Kasper', 'James Shaw', 'Moses Evans', 'Nathaniel Hix', 'Abner Lott', 'Johann Wendt', 'Samuel McClure', 'Thomas Ruthven', 'William Pruitt', 'Elizabeth Gaddis', 'Jose Antonio Navarro', 'George W. Sennett', 'Christian Zoch', 'Henry Brietzke'];
const WV_PLACES: Record<string, { creeks: string[]; districts: string[] }> = {
  Mingo: { creeks: ['Pigeon Creek', 'Ben Creek', 'Mate Creek', 'Pond Creek', 'Marrowbone Creek', 'Williamson Branch'], districts: ['Magnolia', 'Lee', 'Stafford', 'Hardee', 'Kermit', 'Tug River'] },
  Logan: { creeks: ['Island Creek', 'Buffalo Creek', 'Huff Creek', 'Rum Creek', 'Dingess Run'], districts: ['Triadelphia', 'Chapmanville', 'Logan', 'Guyan', 'Island Creek'] },
  Wayne: { creeks: ['Twelvepole Creek', 'Kiah Creek', 'Big Sandy River', 'Lynn Creek', 'Wilson Creek'], districts: ['Union', 'Stonewall', 'Butler', 'Lincoln', 'Grant'] },
  Lincoln: { creeks: ['Mud River', 'Big Harts Creek', 'Fourmile Creek', 'Sugartree Creek', 'Laurel Fork'], districts: ['Harts Creek', 'Carroll', 'Duval', 'Union', 'Washington'] },
};
const KS_TWP: Record<string, { twp: [number, number]; rng: [number, number] }> = {
  Montgomery: { twp: [31, 35], rng: [13, 17] }, Chautauqua: { twp: [32, 35], rng: [9, 12] }, Wilson: { twp: [27, 30], rng: [14, 17] }, Neosho: { twp: [27, 30], rng: [17, 21] },
};
const KS_ALIQ: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['E/2 SW/4', 80], ['N/2 NE/4', 80], ['W/2 SE/4', 80], ['S/2 NW/4', 80], ['NE/4 SE/4', 40], ['SW/4 NW/4', 40]];
const TX_ALIQ: Array<[string, number]> = [['ALL', 640], ['ALL', 640], ['N/2', 320], ['S/2', 320], ['E/2', 320], ['W/2', 320], ['NE/4', 160], ['SW/4', 160]];
const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const TREES = ['white oak', 'sugar tree', 'large poplar', 'chestnut oak', 'beech', 'black gum', 'stone on the point', 'hickory'];

type Desc =
  | { k: 'gid'; survey: string; abs: string; acres: number; vol: number; pg: number }
  | { k: 'scu'; sec: number; block: string; rr: number; abs: string; aliquot: string; acres: number; cert: number }
  | { k: 'wv'; acres: number; creek: string; district: string; book: number; pg: number }
  | { k: 'lab'; lots: number[]; block: string | null; tractNo: string | null; city: string; mb: number; mp: number }
  | { k: 'ks'; sec: number; twp: number; rng: number; aliquot: string; acres: number };

interface Tract { truth: ExpectedTract; key: string; county: string; d: Desc }

function mkTract(county: string, state: string, d: Desc): Tract {
  const t: ExpectedTract = { state, county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null };
  if (d.k === 'gid') Object.assign(t, { survey: `${d.survey} Survey`, abstract: d.abs, acres: d.acres });
  if (d.k === 'scu') Object.assign(t, { section: String(d.sec), block: d.block, survey: RAILS[d.rr].truth, abstract: d.abs, aliquot: d.aliquot, acres: d.acres });
  if (d.k === 'wv') t.acres = d.acres;
  if (d.k === 'lab') Object.assign(t, { lot: d.lots.join(', '), block: d.block });
  if (d.k === 'ks') Object.assign(t, { section: String(d.sec), township: `${d.twp}S`, range: `${d.rng}E`, aliquot: d.aliquot, acres: d.acres });
  return { truth: t, key: tractKey(t), county, d };
}

function aliqWords(r: Rng, a: string): string {
  if (a === 'ALL') return 'All';
  const parts = a.split(' ');
  const f = r.int(4);
  if (f === 0) return `the ${a}`;
  const nat = parts.map((p) => { const [dd, n] = p.split('/'); return `${DIRW[dd]} ${n === '4' ? 'Quarter' : r.chance(0.5) ? 'Half' : 'One-Half'}`; }).join(' of the ');
  if (f === 1) return `the ${nat}`;
  if (f === 2) return `the ${nat} (${a})`;
  return parts.map((p) => p.replace('/4', '1/4').replace('/2', '1/2')).join(' ');
}
const acresText = (r: Rng, n: number) => (Number.isInteger(n) && n < 1000 && r.chance(0.3) ? `${numberWords(n)} (${n})` : String(n));

/** One tract as an instrument describes it; `withCounty` false when the caption gives the county. */
function descText(r: Rng, t: Tract, withCounty = true): string {
  const d = t.d;
  const cty = `${t.county} County`;
  if (d.k === 'gid') {
    const sv = r.pick([`the ${d.survey} Survey`, `the ${d.survey} Survey`, `the ${d.survey} Headright Survey`]);
    const ab = r.pick([`Abstract No. ${d.abs}`, `A-${d.abs}`, `Abstract ${d.abs}`, `Abst. No. ${d.abs}`]);
    const f = r.int(3);
    if (f === 0) return `all that certain tract or parcel of land, being ${d.acres} acres, more or less, out of ${sv}, ${ab}, in ${cty}, Texas, more particularly described by metes and bounds as follows: BEGINNING at an iron rod found in the ${r.pick(['north', 'east', 'south', 'west'])} line of said survey; THENCE N ${r.int(89)} deg. ${r.int(59)} min. E ${(200 + r.int(2000)).toFixed(1)} feet to a fence corner post; THENCE S ${r.int(89)} deg. ${r.int(59)} min. E ${(200 + r.int(2000)).toFixed(1)} feet along a fence; THENCE in a westerly direction with the meanders of ${r.pick(['Yegua Creek', 'Middle Yegua Creek', 'Davidson Creek', 'Cummins Creek', 'East Yegua Creek'])} to the PLACE OF BEGINNING, containing ${d.acres} acres of land`;
    if (f === 1) return `${d.acres} acres of land, more or less, out of and a part of ${sv}, ${ab}, ${withCounty ? `${cty}, Texas, ` : ''}being the same land described in the deed recorded in Volume ${d.vol}, Page ${d.pg}, Deed Records of ${t.county} County, Texas`;
    return `${d.acres} acres out of ${sv}, ${ab}${withCounty ? `, ${cty}, Texas` : ''}, more fully described in the instrument recorded in Volume ${d.vol}, Page ${d.pg} of the Deed Records of said County`;
  }
  if (d.k === 'scu') {
    const rr = RAILS[d.rr];
    const sv = r.pick(rr.forms);
    const al = d.aliquot === 'ALL' ? r.pick(['All of ', 'All of ', '']) : `${aliqWords(r, d.aliquot)} of `;
    const f = r.int(4);
    const ac = r.pick([`, containing ${acresText(r, d.acres)} acres, more or less`, ` (${d.acres} acres)`, `, ${d.acres} acres`]);
    if (f === 0) return `${al}Section ${d.sec}, Block ${d.block}, ${sv}, Abstract No. ${d.abs}${withCounty ? `, ${cty}, Texas` : ''}${ac}`;
    if (f === 1) return `${al}Survey No. ${d.sec}, in Block ${d.block}, Certificate No. ${d.cert}, ${sv}, Abstract ${d.abs}${withCounty ? `, in ${cty}, Texas` : ''}${ac}`;
    if (f === 2) return `${al}Section ${cap(numberWords(d.sec))} (${d.sec}), Block ${d.block}, Abstract ${d.abs}, ${sv}${withCounty ? `, ${cty}, Texas` : ''}${ac}`;
    return `${d.aliquot === 'ALL' ? 'All' : d.aliquot} Sec. ${d.sec}, Blk. ${d.block}, ${sv}, A-${d.abs}${withCounty ? `, ${t.county} Co., Tex.` : ''} (${d.acres} ac.)`;
  }
  if (d.k === 'wv') {
    const ac = Number.isInteger(d.acres) && r.chance(0.3) ? `${numberWords(d.acres)} (${d.acres})` : String(d.acres);
    const f = r.int(3);
    if (f === 0) return `all that certain tract or parcel of land situate on the waters of ${d.creek}, in ${d.district} District, ${cty}, West Virginia, and bounded and described as follows: BEGINNING on a ${r.pick(TREES)} on the ${r.pick(['point', 'bank of the creek', 'ridge', 'hillside'])}; thence N ${r.int(89)} E ${20 + r.int(180)} poles to a ${r.pick(TREES)}; thence with the meanders of the ridge ${r.pick(['S', 'N'])} ${r.int(89)} W ${20 + r.int(180)} poles to a stake; thence down the hill to the beginning, containing ${ac} acres, more or less`;
    if (f === 1) return `that certain tract of ${ac} acres, more or less, lying on ${d.creek}, in ${d.district} Magisterial District of ${cty}, West Virginia, being the same land conveyed by deed of record in the office of the Clerk of the County Commission of ${t.county} County in Deed Book ${d.book}, at page ${d.pg}`;
    return `${ac} acres, more or less, on the waters of ${d.creek}, ${d.district} District, ${cty}, West Virginia`;
  }
  if (d.k === 'lab') {
    const lotW = d.lots.length === 2 ? `Lots ${d.lots[0]} and ${d.lots[1]}` : `Lot ${r.chance(0.25) ? `${cap(numberWords(d.lots[0]))} (${d.lots[0]})` : d.lots[0]}`;
    const blk = d.block ? (r.chance(0.5) ? ` in Block ${d.block}` : `, Block ${d.block}`) : '';
    const where = d.tractNo ? `of Tract No. ${d.tractNo}, in the City of ${d.city}` : `of the ${d.city}`;
    const f = r.int(3);
    if (f === 0) return `${lotW}${blk} ${where}, County of Los Angeles, State of California, as per map recorded in Book ${d.mb}, Page${r.chance(0.5) ? 's' : ''} ${d.mp}${r.chance(0.5) ? ` and ${d.mp + 1}` : ''} of ${d.tractNo ? 'Maps' : 'Miscellaneous Records'}, in the office of the County Recorder of said County`;
    if (f === 1) return `${lotW}${blk} ${where}, as per map recorded in Book ${d.mb}, Page ${d.mp} of ${d.tractNo ? 'Maps' : 'Miscellaneous Records'}, records of Los Angeles County, California`;
    return `${lotW}${blk}, ${d.tractNo ? `Tract ${d.tractNo}` : d.city}, M.B. ${d.mb}-${d.mp}, Los Angeles County`;
  }
  const f = r.int(4);
  const ac = r.pick([`, containing ${d.acres} acres, more or less`, ` (${d.acres} acres)`, `, containing ${numberWords(d.acres)} acres, more or less`]);
  const m = r.pick(['of the Sixth Principal Meridian', 'East of the 6th P.M.', 'of the 6th P. M.']);
  const cc = withCounty ? `, ${cty}, Kansas` : '';
  if (f === 0) return `${aliqWords(r, d.aliquot)} of Section ${d.sec}, Township ${d.twp} South, Range ${d.rng} East ${m}${cc}${ac}`;
  if (f === 1) return `${aliqWords(r, d.aliquot)} of Section ${cap(numberWords(d.sec))} (${d.sec}), Township ${cap(numberWords(d.twp))} (${d.twp}) South, Range ${cap(numberWords(d.rng))} (${d.rng}) East${cc}${ac}`;
  if (f === 2) return `${d.aliquot} Sec. ${d.sec}, T${d.twp}S, R${d.rng}E${cc}${ac}`;
  return `${d.aliquot} ${d.sec}-${d.twp}S-${d.rng}E${cc}${ac}`;
}

/** A patent's long-hand description (Kansas: the United States; Texas: the State to the railway). */
function patentDesc(t: Tract): string {
  const d = t.d;
  if (d.k === 'ks') {
    const al = d.aliquot.split(' ').map((p) => { const [x, n] = p.split('/'); return `${DIRW[x].toLowerCase()} ${n === '4' ? 'quarter' : 'half'}`; }).join(' of the ');
    return `the ${al} of section ${numberWords(d.sec)} in township ${numberWords(d.twp)} south of range ${numberWords(d.rng)} east of the sixth principal meridian in Kansas, containing ${numberWords(d.acres)} acres`;
  }
  if (d.k === 'scu') return `Survey No. ${d.sec}, Block ${d.block}, in ${t.county} County, by virtue of Certificate No. ${d.cert}, issued to the ${RAILS[d.rr].name}, containing ${d.acres} acres of land [Abstract No. ${d.abs}]`;
  return descText(seededRng(1), t);
}

// ---------------------------------------------------------------- the package under construction

interface Said { name: string; text: string }
interface PIn { p: Person; role: Role; name: string }
interface Member { p: Person; joins: boolean }
const OFFICIALS = ['R. T. Spurlock', 'Ada M. Kessinger', 'H. L. Burchett', 'Ruby Gorsuch', 'J. W. Ellenwood', 'Opal Trivette', 'C. E. Moberly', 'Lena Quisenberry', 'D. F. Whitacre', 'Marian Tolbert', 'Paul V. Ostrowski', 'Gwen T. Abernathy', 'Lucius K. Pratt', 'Nell Saucier', 'T. J. Haskew', 'Beulah R. Trimmer', 'W. O. Plunkett', 'Imogene Castleberry', 'F. A. Dorsett', 'Verna L. Quattlebaum', 'S. M. Oakerson', 'Rhea Pennebaker', 'George N. Wicklund', 'Ida Mae Ruckman', 'K. B. Ashbrook', 'Loretta Feemster', 'Dale P. Hinchey', 'Carla M. Yanez', 'Jas. E. Mulkey', 'Delphine Rousseau'];
const INC: Record<AreaKey, string> = { gid: 'a Texas corporation', scu: 'a Texas corporation', wv: 'a West Virginia corporation', lab: 'a California corporation', ks: 'a Kansas corporation' };

function indexOrder(n: string): string {
  const m = /^(.*?)(,? (?:Jr|Sr)\.)?$/.exec(n)!;
  const toks = m[1].split(' ');
  const last = toks.pop()!;
  return `${last}, ${toks.join(' ')}${m[2] ? `, ${m[2].replace(/^,? /, '')}` : ''}`.toUpperCase();
}
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
function joinAnd(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  if (xs.length === 2) return `${xs[0]} and ${xs[1]}`;
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

class Pk {
  docs: Array<HeldoutDoc & { gd: string }> = [];
  links: HeldoutLink[] = [];
  gaps: HeldoutGap[] = [];
  nPerson = 0;
  nDoc = 0;
  used = new Set<string>();
  usedAcres = new Set<number>();
  usedAbs = new Set<string>();
  usedLots = new Set<string>();
  orgs = new Map<string, Person>();
  constructor(public r: Rng, public a: Area, public name: string) {}

  person(female: boolean, born: number, last?: string, first?: string, home?: string): Person {
    const r = this.r;
    for (let tries = 0; ; tries++) {
      const fn = first ?? r.pick(female ? this.a.women : this.a.men);
      const ln = last ?? r.pick(this.a.surnames);
      if (this.used.has(`${fn} ${ln}`) && tries < 80) continue;
      this.used.add(`${fn} ${ln}`);
      let mid = r.pick(female ? ['Ann', 'Belle', 'Louise', 'Mae', 'Ruth', 'Jane', 'Elizabeth', 'Frances', 'Lee', 'Marie', 'Josephine', 'Pearl'] : ['Allen', 'Benton', 'Clay', 'Dewey', 'Edward', 'Franklin', 'Green', 'Harrison', 'Irvin', 'James', 'Lee', 'Monroe', 'Newton', 'Oscar', 'Preston', 'Russell', 'Thomas', 'Wesley']);
      if (mid === fn) mid = female ? 'Dell' : 'Vance';
      const dies = born + 62 + r.int(32);
      return { id: `P${++this.nPerson}`, kind: 'person', first: fn, middle: mid, last: ln, suffix: '', female, born, home: home ?? this.a.homes[r.int(4)], res: false, spouse: null, dies, quietDeath: toDay(dies, 1 + r.int(12), 1 + r.int(28)) };
    }
  }
  /** A man and (usually) his wife. */
  couple(born: number, last?: string, home?: string): Person {
    const h = this.person(false, born, last, undefined, home);
    if (this.r.chance(0.8)) {
      let w = this.person(true, born + this.r.int(6), this.r.pick(this.a.surnames), undefined, h.home);
      for (let k = 0; k < 20 && this.used.has(`${w.first} ${h.last}`); k++) w = this.person(true, born + this.r.int(6), this.r.pick(this.a.surnames), undefined, h.home);
      this.used.add(`${w.first} ${h.last}`);
      w.marriedLast = h.last;
      w.marriedYear = born + 20 + this.r.int(6);
      h.spouse = w;
      w.spouse = h;
    }
    return h;
  }
  org(name: string): Person {
    const had = this.orgs.get(name);
    if (had) return had;
    const o: Person = { id: `O${++this.nPerson}`, kind: 'org', first: '', middle: '', last: name, suffix: '', female: false, born: 1800, dies: 9999, home: '', res: false, spouse: null, forms: orgForms(name), incorporated: /LLC$/.test(name) ? 'a Texas limited liability company'.replace('Texas', this.a.stateName) : /Trust$/.test(name) ? undefined : INC[this.a.key] };
    this.orgs.set(name, o);
    return o;
  }
  official(): string { return this.r.pick(OFFICIALS); }
  private offCache = new Map<string, { officer: string; title: string }>();
  /** The officer who signs for a company in one instrument (the signature and the acknowledgment agree). */
  officerFor(org: string): { officer: string; title: string } {
    let o = this.offCache.get(org);
    if (!o) {
      o = { officer: this.official(), title: this.r.pick(['President', 'Vice President', 'Attorney-in-Fact', 'Land Manager', 'Senior Vice President']) };
      this.offCache.set(org, o);
    }
    return o;
  }

  /** The name one instrument writes, and the text around it (descriptors). */
  say(p: Person, day: number, o: { desc?: boolean; sr?: boolean } = {}): Said {
    const r = this.r;
    if (p.kind === 'org') {
      const forms = p.renamed && day >= p.renamed.day ? p.renamed.forms : p.forms!;
      const name = r.pick(forms);
      return { name, text: o.desc !== false && p.incorporated && r.chance(0.35) ? `${name}, ${p.incorporated}` : name };
    }
    const last = surnameAt(p, day);
    const married = last !== p.last;
    const f = r.int(10);
    let base: string;
    if (f <= 2) base = `${p.first} ${p.middle[0]}. ${last}`;
    else if (f <= 4) base = `${p.first} ${p.middle} ${last}`;
    else if (f === 5) base = `${p.first} ${last}`;
    else if (f === 6 && !p.female && !p.first.includes(' ')) base = `${p.first[0]}. ${p.middle[0]}. ${last}`;
    else if (f === 7 && married) base = `${p.first} ${p.last} ${last}`;
    else base = `${p.first} ${p.middle[0]}. ${last}`;
    const descs: string[] = [];
    let sfx = '';
    if (p.suffix === 'Jr.') {
      if (p.father && !alive(p.father, day) && r.chance(0.35)) descs.push(`son of ${p.father.first} ${p.father.middle[0]}. ${p.father.last}, deceased`);
      else sfx = r.chance(0.7) ? ', Jr.' : ' Jr.';
    } else if (o.sr) sfx = ', Sr.';
    const name = base + sfx;
    let text = name;
    if (married && r.chance(0.25)) text = `${p.first} ${p.middle} ${p.last}, now ${name}`;
    else if (r.chance(0.1) && (f === 3 || f === 4)) text = `${name}, a/k/a ${p.first} ${last}`;
    if (p.res || r.chance(0.2)) text += `, of ${p.home}`;
    if (o.desc !== false && r.chance(0.35)) {
      const sp = p.spouse;
      if (p.female) text += sp && alive(sp, day) ? ', a married woman' : sp ? ', a widow' : r.pick([', a single woman', ', a feme sole']);
      else text += sp && alive(sp, day) ? ', a married man' : sp ? ', a widower' : ', a single man';
    }
    for (const d of descs) text += `, ${d}`;
    return { name, text };
  }

  /** One side of an instrument: the holders, and each spouse who joins after the holder. */
  side(ms: Member[], day: number, role: Role, o: { sr?: Person; caps?: boolean } = {}): { text: string; parties: PIn[]; names: string[] } {
    const r = this.r;
    const parties: PIn[] = [];
    const chunks: string[] = [];
    const names: string[] = [];
    for (let i = 0; i < ms.length; i++) {
      const m = ms[i];
      const next = ms[i + 1];
      const s = this.say(m.p, day, { sr: o.sr === m.p, desc: !(next && next.joins && m.p.spouse === next.p) });
      parties.push({ p: m.p, role, name: s.name });
      names.push(s.name);
      if (next && next.joins && m.p.spouse === next.p) {
        const t = this.say(next.p, day, { desc: false });
        parties.push({ p: next.p, role, name: t.name });
        names.push(t.name);
        const his = m.p.female ? 'her husband' : 'his wife';
        chunks.push(r.pick([`${s.text} and ${his}, ${t.name}`, `${s.text} and ${t.name}, ${his}`, `${s.name} and ${t.name}, ${m.p.female ? 'wife and husband' : 'husband and wife'}`, m.p.female ? `${s.text}, joined pro forma by her husband, ${t.name}` : `${s.text}, joined herein by his wife, ${t.name}`]));
        i++;
      } else chunks.push(s.text);
    }
    const text = joinAnd(chunks);
    return { text: o.caps ? text.toUpperCase() : text, parties, names };
  }

  add(text: string, cat: string, dates: { exec?: number | null; eff?: number | null; ack?: number | null; rec?: number | null; death?: number | null }, parties: PIn[], tracts: Tract[], fee: boolean, estates: Estate[]): string {
    const file = `${this.name}-${String(++this.nDoc).padStart(3, '0')}.txt`;
    this.offCache.clear();
    const io = (x: number | null | undefined) => (x === null || x === undefined ? null : iso(x));
    const dd: Record<string, string | null> = { execution_date: io(dates.exec), effective_date: io(dates.eff), acknowledgment_date: io(dates.ack), recording_date: io(dates.rec) };
    if (dates.death !== undefined && dates.death !== null) dd.death_date = iso(dates.death);
    const gd = dd.effective_date ?? dd.execution_date ?? dd.recording_date;
    const seen = new Set<string>();
    const ts = tracts.filter((t) => !seen.has(t.key) && seen.add(t.key));
    this.docs.push({ text, truth: { file, doc_category: cat, governing_date: gd, dates: dd, parties: parties.map((x) => ({ name: x.name, role: x.role })), tracts: ts.map((t) => ({ ...t.truth })), conveys_fee: fee, estate_types_conveyed: estates }, persons: parties.map((x) => x.p.id), gd: gd ?? '' });
    return file;
  }
  /** Links from each party of one role to each of another, per tract (a joining spouse's not required). */
  linkAll(file: string, tracts: Tract[], estate: Estate, from: Member[], to: Person[]) {
    const d = this.docs.find((x) => x.truth.file === file)!;
    for (const t of tracts) for (const f of from) for (const g of to) {
      if (!d.persons.includes(f.p.id) || !d.persons.includes(g.id) || f.p === g) continue;
      this.links.push({ tract: t.key, estate, doc: file, from: f.p.id, to: g.id, required: !f.joins });
    }
  }
  link(file: string, t: Tract, estate: Estate, from: Person, to: Person, required = true) {
    this.links.push({ tract: t.key, estate, doc: file, from: from.id, to: to.id, required });
  }

  // ---------------------------------------------------------- clerks and notaries

  /** The clerk's or recorder's certificate; the filing day is the recording date. */
  stamp(rec: number, county: string, series = 'Deed'): string {
    const r = this.r;
    const y = yearOf(rec);
    const t = dt(rec);
    const vol = 20 + r.int(900);
    const pg = 1 + r.int(800);
    const hh = 8 + r.int(4);
    const mm = String(r.int(60)).padStart(2, '0');
    const clerk = this.official();
    const num = `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
    switch (this.a.key) {
      case 'gid':
      case 'scu':
        if (y >= 1986 && r.chance(0.7)) return `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${county} County, Texas\n${num} ${hh}:${mm} AM\nInstrument No. ${y}-${String(100 + r.int(9000)).padStart(6, '0')}\nFee: $${20 + r.int(60)}.00`;
        if (r.chance(0.5)) return `FILED FOR RECORD this ${dayOf(r, rec)} at ${hh} o'clock ${r.pick(['A.M.', 'P.M.'])}, and duly recorded this the ${dayOf(r, rec + 2 + r.int(12))}, in Vol. ${vol}, Page ${pg}, of the ${series} Records of ${county} County, Texas.\n${clerk}, Clerk County Court, ${county} County, Texas\nBy ${this.official()}, Deputy`;
        return `Filed for record ${plain(r, rec)} at ${hh}:${mm} o'clock A.M.\nRecorded ${plain(r, rec + 3 + r.int(20))}\n${series} Records, Volume ${vol}, Page ${pg}\n${clerk}, County Clerk, ${county} County, Texas`;
      case 'wv':
        if (y >= 1990 && r.chance(0.6)) return `${county.toUpperCase()} County, West Virginia\n${clerk}, County Clerk\nInstrument No. ${y}${String(r.int(99999)).padStart(5, '0')}\nDate Recorded: ${num}  Time: ${hh}:${mm}:00\nBook ${vol} Page ${pg}\nTransfer Tax: $${r.int(500)}.00`;
        return `STATE OF WEST VIRGINIA,\nCounty of ${county}, to-wit:\nBe it remembered that on the ${dayOf(r, rec)}, at ${hh} o'clock ${r.pick(['A.M.', 'P.M.'])}, this ${series === 'Deed' ? 'deed' : 'writing'} was presented in the office of the Clerk of the County ${y < 1975 ? 'Court' : 'Commission'} of said County, and, with the certificate thereto annexed, admitted to record.\nTeste: ${clerk}, Clerk\n${series} Book No. ${vol}, Page ${pg}`;
      case 'lab':
        if (y >= 1975 && r.chance(0.7)) return `RECORDED/FILED IN OFFICIAL RECORDS\nRECORDER'S OFFICE\nLOS ANGELES COUNTY\nCALIFORNIA\n${num} AT ${String(hh).padStart(2, '0')}:00 AM\nDOC # ${y}${String(r.int(9999999)).padStart(7, '0')}\nFEE $${8 + r.int(40)}`;
        return `Recorded at request of ${r.pick(['Title Insurance and Trust Company', 'Grantee', 'Union Title Company', 'Long Beach Title Guaranty Company'])}, ${MON3[t.m - 1]} ${t.d} ${t.y} at ${r.int(59)} min. past ${hh} A.M., in Book ${vol * 10 + r.int(9)}, Page ${pg}, of Official Records, Los Angeles County, California.\n${clerk}, County Recorder\nBy ${this.official()}, Deputy`;
      default:
        if (y >= 1985 && r.chance(0.6)) return `${county.toUpperCase()} COUNTY, KANSAS\nREGISTER OF DEEDS\nBOOK: ${vol}  PAGE: ${pg}\nRECEIVED: ${num} ${hh}:${mm} AM\nRECORDING FEE: $${10 + r.int(40)}.00\n${clerk}, Register of Deeds`;
        return `STATE OF KANSAS, ${county} County, ss.\nThis instrument was filed for record on the ${dayOf(r, rec)}, at ${hh} o'clock ${r.pick(['A.M.', 'P.M.'])}, and duly recorded in Book ${vol} of ${series === 'Deed' ? 'Deeds' : series === 'Oil' ? 'Oil and Gas Leases' : 'Miscellaneous'}, page ${pg}.\n${clerk}, Register of Deeds.  By ${this.official()}, Deputy`;
    }
  }

  /** A notary's certificate of acknowledgment by `names` (people; a company by its officer). */
  ackText(ackDay: number, county: string, names: string[], orgSigner?: { org: string; officer: string; title: string }, execDay?: number | null): string {
    const r = this.r;
    const n = names.length;
    const os = orgSigner ? this.officerFor(orgSigner.org) : undefined;
    const who = orgSigner && os ? `${os.officer}, ${os.title} of ${orgSigner.org}, on behalf of said ${/LLC|L\.L\.C\./.test(orgSigner.org) ? 'limited liability company' : 'corporation'}` : joinAnd(names);
    const notary = this.official();
    const y = yearOf(ackDay);
    const exp = plain(r, ackDay + 300 + r.int(1100));
    switch (this.a.key) {
      case 'gid':
      case 'scu':
        if (y >= 1975 && r.chance(0.7)) return `THE STATE OF TEXAS §\nCOUNTY OF ${county.toUpperCase()} §\n\nThis instrument was acknowledged before me on ${r.chance(0.5) ? fullDate(ackDay) : `the ${dayOf(r, ackDay)}`}, by ${who}.\n\n${notary}\nNotary Public, State of Texas\nMy commission expires: ${exp}`;
        return `THE STATE OF TEXAS §\nCOUNTY OF ${county.toUpperCase()} §\n\nBEFORE ME, the undersigned authority, a Notary Public in and for said County and State, on this day personally appeared ${who}, known to me to be the ${plural(n, 'person', 'persons')} whose ${plural(n, 'name is', 'names are')} subscribed to the foregoing instrument, and acknowledged to me that ${plural(n, orgSigner ? 'he' : 'he', 'they')} executed the same for the purposes and consideration therein expressed.\n\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this ${dayOf(r, ackDay)}.\n\n${notary}, Notary Public in and for ${county} County, Texas`;
      case 'wv':
        return `STATE OF WEST VIRGINIA,\nCOUNTY OF ${county.toUpperCase()}, to-wit:\n\nI, ${notary}, a Notary Public in and for the County and State aforesaid, do hereby certify that ${who}, whose ${plural(n, 'name is', 'names are')} signed to the writing above${execDay ? `, bearing date the ${dayOf(r, execDay)}` : ''}, ${plural(n, 'has', 'have')} this day acknowledged the same before me in my said County.\n\nGiven under my hand this ${dayOf(r, ackDay)}.\nMy commission expires ${exp}.\n\n${notary}, Notary Public`;
      case 'lab':
        if (y >= 1970 && r.chance(0.7)) return `State of California\nCounty of Los Angeles\n\nOn ${plain(r, ackDay)} before me, ${notary}, Notary Public, personally appeared ${who}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies).\n\nWITNESS my hand and official seal.\n${notary}`;
        return `STATE OF CALIFORNIA,\nCounty of Los Angeles, ss.\nOn this ${dayOf(r, ackDay)}, before me, ${notary}, a Notary Public in and for said County and State, personally appeared ${who}, known to me to be the ${plural(n, 'person', 'persons')} whose ${plural(n, 'name is', 'names are')} subscribed to the within instrument, and acknowledged to me that ${plural(n, 'he', 'they')} executed the same.\n${notary}, Notary Public in and for said County and State.`;
      default:
        if (y >= 1975 && r.chance(0.6)) return `STATE OF KANSAS, COUNTY OF ${county.toUpperCase()}, ss:\nThis instrument was acknowledged before me on ${plain(r, ackDay)} by ${who}.\n${notary}, Notary Public\nMy appointment expires: ${exp}`;
        return `STATE OF KANSAS, ${county} County, ss.\nBE IT REMEMBERED, That on this ${dayOf(r, ackDay)}, before me, the undersigned, a Notary Public in and for the County and State aforesaid, came ${who}, who ${plural(n, 'is', 'are')} personally known to me to be the same ${plural(n, 'person', 'persons')} who executed the within instrument of writing, and such ${plural(n, 'person', 'persons')} duly acknowledged the execution of the same.\nIN WITNESS WHEREOF, I have hereunto set my hand and affixed my official seal the day and year last above written.\n${notary}, Notary Public.  My commission expires ${exp}.`;
    }
  }
  signatures(names: string[]): string {
    return names.map((n) => `______________________________\n${this.r.chance(0.3) ? n.toUpperCase() : n}`).join('\n');
  }
  orgSig(org: string): { org: string; officer: string; title: string; text: string } {
    const { officer, title } = this.officerFor(org);
    return { org, officer, title, text: `${org.toUpperCase()}\n\nBy: ______________________________\n    ${officer}, ${title}` };
  }
}

// ---------------------------------------------------------------- deeds of the land

type DeedKind = 'wd' | 'swd' | 'qcd';
const DEED_CAT: Record<DeedKind, string> = { wd: 'warranty_deed', swd: 'special_warranty_deed', qcd: 'quitclaim_deed' };
const STREETS = ['Elm Street', 'Main Street', 'Orange Avenue', 'Cherry Avenue', 'Route 1, Box 44', 'P. O. Box 212', 'Rural Route 2', 'Atlantic Avenue', 'Hill Street', 'Depot Street'];

interface DeedOpts {
  tracts: Tract[];
  county: string;
  day: number;
  from: Member[];
  to: Person[];
  kind: DeedKind;
  /** the fraction of all the minerals the grantors reserve */
  reserve?: number;
  jt?: boolean;
  /** one grantor signs by an attorney in fact */
  aif?: { principal: Person; attorney: string };
  partition?: boolean;
  srOf?: Person;
  /** a heading of its own ("HEIRS' DEED", "DEED OF PARTITION") */
  title?: string;
}

function indexSide(pk: Pk, ms: Member[], names: string[], day: number): { text: string; keep: boolean[] } {
  const keep = ms.map(() => true);
  const out: string[] = [];
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i];
    const nm = m.p.kind === 'org' ? names[i].toUpperCase() : indexOrder(names[i]);
    const nx = ms[i + 1];
    if (nx && nx.joins && m.p.spouse === nx.p && pk.r.chance(0.6)) {
      out.push(`${nm} ${m.p.female ? 'ET VIR' : 'ET UX'}`);
      keep[i + 1] = false;
      i++;
    } else out.push(nm);
  }
  void day;
  return { text: out.join('; '), keep };
}

function reservationText(pk: Pk, v: number, who: 'Grantor' | 'first'): string {
  const r = pk.r;
  const ft = fracText(r, v);
  const what = v === 1 ? 'all of the oil, gas and other minerals' : `${ft} of all of the oil, gas and other minerals`;
  switch (pk.a.key) {
    case 'wv': return `EXCEPTING AND RESERVING unto the ${who === 'first' ? 'parties of the first part' : 'Grantors'}, their heirs and assigns, ${v === 1 ? 'all of the coal, oil, gas and other minerals' : `${ft} of the oil, gas and other minerals`} in and underlying the said land, together with the right to enter upon the same to explore for, mine, drill and remove the same.`;
    case 'lab': return `EXCEPTING AND RESERVING unto the Grantors ${v === 1 ? 'all' : ft} of all oil, gas, hydrocarbon substances and other minerals in and under said land, lying below a depth of five hundred (500) feet from the surface thereof, but without the right of surface entry.`;
    case 'ks': return r.pick([`EXCEPT AND RESERVING unto the grantors ${what} in and under the above described real estate.`, `The grantors hereby reserve ${what} in, under and that may be produced from said land.`]);
    default: return r.pick([`SAVE AND EXCEPT, and there is hereby reserved unto ${who === 'first' ? 'the Grantors' : 'Grantor'}, ${who === 'first' ? 'their' : 'Grantor\'s'} heirs and assigns, ${what} in, on and under and that may be produced from the above described land.`, `Grantor reserves unto Grantor and Grantor's heirs and assigns ${what} in and under the Property.`]);
  }
}

function writeDeed(pk: Pk, o: DeedOpts): string {
  const r = pk.r;
  const a = pk.a;
  const y = yearOf(o.day);
  const abstr = r.chance(0.1) && !o.aif && !o.partition;
  const exec = !abstr && r.chance(y < 1960 ? 0.06 : 0.02) ? null : o.day;
  const ack = o.day + r.int(14);
  const rec = ack + 1 + r.int(45);
  const g = pk.side(o.from, o.day, 'grantor', { sr: o.srOf });
  const e = pk.side(o.to.map((p) => ({ p, joins: false })), o.day, 'grantee');
  const many = o.from.length > 1;
  const descs = o.tracts.map((t) => descText(r, t, true));
  const res = o.reserve ? reservationText(pk, o.reserve, many ? 'first' : 'Grantor') : '';
  const kindName = o.title ?? (o.kind === 'wd' ? r.pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'WARRANTY DEED']) : o.kind === 'swd' ? 'SPECIAL WARRANTY DEED' : r.pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED']));
  let parties = [...g.parties, ...e.parties];
  let text: string;
  if (abstr) {
    const gi = indexSide(pk, o.from, g.names, o.day);
    const ei = o.to.map((p, i) => (p.kind === 'org' ? e.names[i].toUpperCase() : indexOrder(e.names[i]))).join('; ');
    parties = [...g.parties.filter((_, i) => gi.keep[i]), ...e.parties];
    text = `ABSTRACT OF TITLE -- ${o.county.toUpperCase()} COUNTY, ${a.stateName.toUpperCase()}\n\nNo. ${10 + r.int(80)}.  ${o.kind === 'wd' && a.key === 'lab' ? 'GRANT DEED' : kindName}\n\n    ${gi.text}\n        to\n    ${ei}\n\nDated ${plain(r, o.day)}.   Ack. ${plain(r, ack)}.   Filed ${plain(r, rec)}.\nRecorded in Book ${20 + r.int(700)}, Page ${1 + r.int(600)}.\nConsideration: ${money(r, y)}.\n\nConveys: ${descs.join('; ')}.${res ? `\n\nReserves: ${res}` : ''}${o.jt ? '\n\nGrantees take as joint tenants.' : ''}\n\n(Acknowledged in due form before ${pk.official()}, Notary Public.)`;
    return pk.add(text, DEED_CAT[o.kind], { exec, ack, rec }, parties, o.tracts, true, ['fee']);
  }
  let grantorText = g.text;
  let sigNames = g.names;
  let ackNames = g.names;
  if (o.aif) {
    const pi = o.from.findIndex((m) => m.p === o.aif!.principal);
    const pn = g.parties.find((x) => x.p === o.aif!.principal)!.name;
    grantorText = grantorText.replace(pn, `${pn}, by ${o.aif.attorney}, her attorney in fact under a power of attorney of record in Power of Attorney Book ${1 + r.int(9)}, page ${1 + r.int(300)}`);
    sigNames = g.names.map((n) => (n === pn ? `${pn}, by ${o.aif!.attorney}, her Attorney in Fact` : n));
    ackNames = g.names.map((n) => (n === pn ? `${o.aif!.attorney}, as attorney in fact for ${pn}` : n));
    void pi;
  }
  const dated = (pre: string) => (exec === null ? '' : `${pre} ${dayOf(r, exec)}.`);
  const orgG = o.from.length === 1 && o.from[0].p.kind === 'org';
  const og = orgG ? pk.orgSig(g.names[0]) : undefined;
  const ackT = pk.ackText(ack, o.county, og ? [] : ackNames, og, exec);
  const st = pk.stamp(rec, o.county);
  const sigs = og ? og.text : pk.signatures(sigNames);
  const pl = many ? 's' : '';
  const jt = o.jt ? r.pick([', husband and wife, as joint tenants', ', as joint tenants with right of survivorship', ', not as tenants in common but as joint tenants']) : '';
  if (a.key === 'gid' || a.key === 'scu') {
    if (y >= 1978 && exec !== null && r.chance(0.55)) {
      const warr = o.kind === 'qcd' ? `Grantor, for the Consideration, quitclaims to Grantee all of Grantor's right, title and interest in and to the Property, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever, without warranty of any kind.` : `Grantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof${o.kind === 'swd' ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.`;
      text = `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\n${kindName}\n\nDate: ${plain(r, exec)}\n\nGrantor: ${grantorText}\n\nGrantor's Mailing Address: ${r.pick(STREETS)}, ${r.pick(['Giddings', 'Lexington', 'Snyder', 'Jayton', 'Caldwell', 'La Grange', 'Post'])}, Texas\n\nGrantee: ${e.text}${jt}\n\nGrantee's Mailing Address: ${r.pick(STREETS)}, ${r.pick(['Houston', 'Austin', 'Lubbock', 'Abilene', 'Brenham'])}, Texas\n\nConsideration: ${money(r, y)}, the receipt and sufficiency of which are acknowledged.\n\nProperty (including any improvements): ${descs.join('\n\nand\n\n')}\n\nReservations from Conveyance: ${res || 'None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way, and prescriptive rights, whether of record or not; all presently recorded instruments, other than conveyances of the surface fee estate, that affect the Property.\n\n${warr}\n\nWhen the context requires, singular nouns and pronouns include the plural.\n\n${sigs}\n\n${ackT}\n\nAFTER RECORDING RETURN TO:\n${e.names[0]}\n\n${st}`;
    } else {
      const words = o.kind === 'qcd' ? 'have QUITCLAIMED, RELEASED and RELINQUISHED, and by these presents do QUITCLAIM, RELEASE and RELINQUISH unto' : 'have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto';
      const hab = o.kind === 'qcd' ? 'TO HAVE AND TO HOLD all of our right, title and interest in and to the said premises unto the said Grantee, his heirs and assigns forever, so that neither we nor our heirs shall have, claim or demand any right or title thereto.' : `TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee${o.to.length > 1 ? 's' : ''}, heirs and assigns forever; and we do hereby bind ourselves, our heirs, executors and administrators to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said Grantee${o.to.length > 1 ? 's' : ''}, heirs and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof${o.kind === 'swd' ? ', by, through or under us, but not otherwise' : ''}.`;
      const caption = r.chance(0.25) ? `Grantor: ${g.names.map((n, i) => (o.from[i].p.kind === 'org' ? n.toUpperCase() : indexOrder(n))).join('; ')}\nGrantee: ${e.names.map((n, i) => (o.to[i].kind === 'org' ? n.toUpperCase() : indexOrder(n))).join('; ')}\n\n` : '';
      text = `${caption}${kindName}\n\nTHE STATE OF TEXAS    §\n                      §    KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${o.county.toUpperCase()}${' '.repeat(Math.max(1, 12 - o.county.length))}§\n\nThat ${grantorText}, hereinafter called Grantor${pl}, for and in consideration of the sum of ${money(r, y)} to ${many ? 'us' : 'me'} in hand paid by ${e.text}${jt}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${words} the said Grantee all that certain tract or parcel of land lying and being situated in ${o.county} County, Texas, described as follows, to-wit:\n\n${descs.join('\n\nSECOND TRACT: ')}\n\n${res ? `${res}\n\n` : ''}${hab}\n\n${dated('WITNESS our hands this')}\n\n${sigs}\n\n${ackT}\n\n${st}`;
    }
  } else if (a.key === 'wv') {
    const words = o.kind === 'qcd' ? 'do hereby remise, release and quitclaim unto the said party of the second part all of their right, title and interest in and to' : `do hereby grant and convey unto the said party of the second part, with covenants of ${o.kind === 'swd' ? 'special' : 'general'} warranty,`;
    const head = y >= 1985 ? `This instrument was prepared by ${pk.official()}, Attorney at Law, ${r.pick(['Williamson', 'Logan', 'Wayne', 'Hamlin'])}, West Virginia.\n\n` : '';
    const title = o.title ?? (y >= 1985 ? (o.kind === 'qcd' ? 'QUITCLAIM DEED' : 'DEED') : r.pick(['DEED', 'THIS DEED']));
    text = `${head}${title}\n\nTHIS DEED, Made this ${exec === null ? '____ day of __________' : dayOf(r, exec)}, by and between ${grantorText}, part${many ? 'ies' : 'y'} of the first part, and ${e.text}${jt}, part${o.to.length > 1 ? 'ies' : 'y'} of the second part.\n\nWITNESSETH: That for and in consideration of ${money(r, y)}, cash in hand paid, the receipt of which is hereby acknowledged, the said part${many ? 'ies' : 'y'} of the first part ${words} the following described real estate, to-wit:\n\n${descs.join('\n\nSECOND PARCEL: ')}\n\n${res ? `${res}\n\n` : ''}${o.kind === 'qcd' ? '' : 'The parties of the first part covenant that they have the right to convey the said land to the grantee; that they have done no act to encumber the same; and that the grantee shall have quiet possession of the said land, free from all encumbrances.\n\n'}${y >= 1985 ? `DECLARATION OF CONSIDERATION OR VALUE: The undersigned hereby declare that the total consideration paid for the property conveyed by this document is $${(1 + r.int(90)) * 1000}.00.\n\n` : ''}WITNESS the following signatures and seals.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (a.key === 'lab') {
    if (y < 1936 && r.chance(0.6)) {
      const words = o.kind === 'qcd' ? 'do by these presents remise, release and forever quitclaim unto' : 'do by these presents grant, bargain and sell, convey and confirm unto';
      text = `${o.title ?? 'THIS INDENTURE'}${o.title ? '\n\nTHIS INDENTURE' : ''}, Made the ${exec === null ? '____ day of ________' : dayOf(r, exec)}, between ${grantorText}, the part${many ? 'ies' : 'y'} of the first part, and ${e.text}${jt}, the part${o.to.length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH: That the said part${many ? 'ies' : 'y'} of the first part, for and in consideration of the sum of ${money(r, y)}, gold coin of the United States of America, to ${many ? 'them' : 'him'} in hand paid by the said part${o.to.length > 1 ? 'ies' : 'y'} of the second part, the receipt whereof is hereby acknowledged, ${words} the said part${o.to.length > 1 ? 'ies' : 'y'} of the second part, and to their heirs and assigns forever, all that certain lot, piece or parcel of land situate in the County of Los Angeles, State of California, and bounded and particularly described as follows, to-wit:\n\n${descs.join('\n\nALSO: ')}\n\n${res ? `${res}\n\n` : ''}TOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining.\n\nIN WITNESS WHEREOF, the said part${many ? 'ies' : 'y'} of the first part ha${many ? 've' : 's'} hereunto set ${many ? 'their hands' : 'his hand'} and seal the day and year first above written.\n\n${sigs}\n\n${ackT}\n\n${st}`;
    } else {
      const verb = o.kind === 'qcd' ? 'hereby REMISE(S), RELEASE(S) AND QUITCLAIM(S) to' : 'hereby GRANT(S) to';
      text = `RECORDING REQUESTED BY\n${r.pick(['Title Insurance and Trust Company', 'First American Title Company', 'Long Beach Title Guaranty Company', 'Ticor Title Insurance'])}\n\nAND WHEN RECORDED MAIL TO:\n${e.names[0]}\n${100 + r.int(3900)} ${r.pick(STREETS)}\n${r.pick(['Long Beach', 'Signal Hill', 'Wilmington', 'Lakewood'])}, California\n\n                                        SPACE ABOVE THIS LINE FOR RECORDER'S USE\n\nAPN: ${7100 + r.int(200)}-0${10 + r.int(89)}-0${10 + r.int(89)}\n\n${o.title ?? (o.kind === 'qcd' ? 'QUITCLAIM DEED' : 'GRANT DEED')}\n\nThe undersigned grantor(s) declare(s): Documentary transfer tax is $${o.kind === 'qcd' ? '0.00' : `${(r.int(900) + 10).toFixed(2)}`}\n[X] computed on full value of property conveyed\n\nFOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${grantorText} ${verb} ${e.text}${jt}, the following described real property in the County of Los Angeles, State of California:\n\n${descs.join('\n\nAND ALSO: ')}\n\n${res ? `${res}\n\n` : ''}${exec === null ? '' : `Dated: ${plain(r, exec)}\n\n`}${sigs}\n\n${ackT}\n\nMAIL TAX STATEMENTS TO: ${e.names[0]}\n\n${st}`;
    }
  } else {
    if (o.kind === 'qcd' && r.chance(0.7)) {
      text = `${o.title ?? 'QUIT CLAIM DEED'}\n\n${grantorText}, ${many ? 'grantors' : 'grantor'}, QUITCLAIM${many ? '' : 'S'} to ${e.text}${jt}, grantee, all the following described real estate in ${o.county} County, Kansas:\n\n${descs.join('\n\nAlso: ')}\n\nfor the sum of ${money(r, y)}.\n\n${exec === null ? '' : `Dated ${plain(r, exec)}.\n\n`}${sigs}\n\n${ackT}\n\n${st}`;
    } else if (y >= 1935 && o.kind !== 'qcd' && r.chance(0.55)) {
      text = `${o.title ?? 'WARRANTY DEED'}\n(Statutory)\n\n${grantorText}, ${many ? 'grantors' : 'grantor'}, CONVEY${many ? '' : 'S'} AND WARRANT${many ? '' : 'S'} to ${e.text}${jt}, grantee${o.to.length > 1 ? 's' : ''}, all the following described REAL ESTATE in ${o.county} County, Kansas:\n\n${descs.join('\n\nAlso: ')}\n\n${res ? `${res}\n\n` : ''}for the sum of ${money(r, y)}.\n\n${exec === null ? '' : `Dated ${plain(r, exec)}.\n\n`}${sigs}\n\n${ackT}\n\n${st}`;
    } else {
      const words = o.kind === 'qcd' ? 'do by these presents remise, release and quitclaim unto' : 'do by these presents grant, bargain, sell and convey unto';
      const cov = o.kind === 'qcd' ? '' : ` And said part${many ? 'ies' : 'y'} of the first part, for ${many ? 'themselves' : 'himself'} and ${many ? 'their' : 'his'} heirs, executors or administrators, do hereby covenant, promise and agree to and with said party of the second part, that at the delivery of these presents ${many ? 'they are' : 'he is'} lawfully seized in ${many ? 'their' : 'his'} own right of an absolute and indefeasible estate of inheritance, in fee simple, of and in all and singular the above granted and described premises, and that ${many ? 'they' : 'he'} will WARRANT AND FOREVER DEFEND the same unto said party of the second part, heirs and assigns, against all and every person or persons whomsoever lawfully claiming or to claim the same.`;
      text = `${o.title ?? r.pick(['KANSAS INDENTURE', 'WARRANTY DEED', 'THIS INDENTURE'])}\n\nTHIS INDENTURE, Made this ${exec === null ? '____ day of ____________, A.D. 19__' : dayOf(r, exec)}, between ${grantorText}, of ${o.county} County, in the State of Kansas, of the first part, and ${e.text}${jt}, of the second part.\n\nWITNESSETH, That the said part${many ? 'ies' : 'y'} of the first part, in consideration of the sum of ${money(r, y)}, the receipt whereof is hereby acknowledged, ${words} said part${o.to.length > 1 ? 'ies' : 'y'} of the second part, heirs and assigns, all that tract or parcel of land situated in the County of ${o.county} and State of Kansas, described as follows, to-wit:\n\n${descs.join('\n\nAlso: ')}\n\n${res ? `${res}\n\n` : ''}TO HAVE AND TO HOLD THE SAME, together with all and singular the tenements, hereditaments and appurtenances thereunto belonging or in anywise appertaining, forever.${cov}\n\nIN WITNESS WHEREOF, the said part${many ? 'ies' : 'y'} of the first part ha${many ? 've' : 's'} hereunto set ${many ? 'their hands' : 'his hand'} the day and year last above written.\n\n${sigs}\n\n${ackT}\n\n${st}`;
    }
  }
  return pk.add(text, DEED_CAT[o.kind], { exec, ack, rec }, parties, o.tracts, true, ['fee']);
}

// ---------------------------------------------------------------- mineral and royalty deeds

interface MinOpts {
  tracts: Tract[];
  county: string;
  day: number;
  from: Member[];
  to: Person[];
  /** the fraction of all the minerals conveyed; null: all the grantor's interest */
  frac: number | null;
  royalty?: { of: 'royalty' | 'production'; term?: number };
  broadForm?: boolean;
}

function writeMineral(pk: Pk, o: MinOpts): string {
  const r = pk.r;
  const a = pk.a;
  const y = yearOf(o.day);
  const ack = o.day + r.int(10);
  const rec = ack + 1 + r.int(60);
  const g = pk.side(o.from, o.day, 'grantor');
  const e = pk.side(o.to.map((p) => ({ p, joins: false })), o.day, 'grantee');
  const descs = o.tracts.map((t) => descText(r, t, true));
  const ackT = pk.ackText(ack, o.county, g.names.filter((_, i) => o.from[i]?.p.kind !== 'org'), o.from[0].p.kind === 'org' ? { org: g.names[0], officer: pk.official(), title: 'President' } : undefined, o.day);
  const sigs = o.from[0].p.kind === 'org' ? pk.orgSig(g.names[0]).text : pk.signatures(g.names);
  const st = pk.stamp(rec, o.county, a.key === 'ks' ? 'Misc' : 'Deed');
  const ft = o.frac === null ? 'all of Grantor\'s right, title and interest' : fracText(r, o.frac);
  const parties = [...g.parties, ...e.parties];
  let text: string;
  if (o.royalty) {
    const rf = o.frac ?? 1 / 2;
    const share = o.royalty.of === 'royalty'
      ? r.pick([`${fracText(r, rf)} of the royalty`, `${fracOf(rf)?.fig ?? '1/2'} of the royalty interest`, `${fracOf(rf)?.words ?? 'one-half'} (${fracOf(rf)?.fig ?? '1/2'}) of all of the royalty`])
      : r.pick([`an undivided ${fracOf(rf / 8)?.pct ?? '3.125%'} of all of the oil, gas and other minerals produced and saved`, `a 1/2 of 1/8 royalty on all of the oil, gas and other minerals produced and saved`, `an undivided one-half of the usual one-eighth royalty on all of the oil, gas and other minerals produced`]);
    const term = o.royalty.term ? ` for a term of ${numberWords(o.royalty.term)} (${o.royalty.term}) years from the date hereof and as long thereafter as oil, gas or other minerals are produced from said land in paying quantities` : '';
    const title = o.royalty.term ? 'TERM ROYALTY DEED' : r.pick(['ROYALTY DEED', 'ROYALTY DEED', 'CONVEYANCE OF ROYALTY INTEREST']);
    text = `${title}\n\n${a.key === 'gid' || a.key === 'scu' ? `THE STATE OF TEXAS §\nCOUNTY OF ${o.county.toUpperCase()} §   KNOW ALL MEN BY THESE PRESENTS:\n\n` : ''}That ${g.text}, herein called Grantor, for and in consideration of ${money(r, y)} paid by ${e.text}, herein called Grantee, has granted, sold, conveyed and assigned, and by these presents does grant, sell, convey and assign unto Grantee ${share}${term} ${o.royalty.of === 'royalty' ? 'in and to all of the oil, gas and other minerals that may be produced from' : 'from'} the following described land situated in ${o.county} County, ${a.stateName}:\n\n${descs.join('\n\n')}\n\nThis conveyance is of royalty only. Grantee shall not be required to join in any oil, gas or mineral lease, and shall have no part of any bonus or delay rental; the executive right to lease is retained by Grantor.\n\nTO HAVE AND TO HOLD the above described royalty unto Grantee, Grantee's heirs and assigns${term ? ' for the term aforesaid' : ' forever'}.\n\nEXECUTED this ${dayOf(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (o.broadForm) {
    text = `${r.pick(['DEED', 'MINERAL DEED', 'DEED FOR COAL, OIL, GAS AND MINERALS'])}\n\nTHIS DEED, Made this ${dayOf(r, o.day)}, by and between ${g.text}, parties of the first part, and ${e.text}, party of the second part.\n\nWITNESSETH: That for and in consideration of ${money(r, y)}, the receipt of which is hereby acknowledged, the parties of the first part do hereby grant, bargain, sell and convey unto the party of the second part, with covenants of general warranty, ${o.frac === null || o.frac === 1 ? 'all of the coal, oil, gas and other minerals' : `${ft} of all of the coal, oil, gas and other minerals`} in, upon and underlying the following described tract of land:\n\n${descs.join('\n\n')}\n\nTOGETHER with the right to enter upon and use so much of the surface of said land as may be necessary or convenient for mining, drilling, removing and transporting the said minerals and the minerals of adjoining lands, including the right to build roads, tramways, drains and pipelines, to deposit refuse, and to remove the coal without leaving support for the surface, all without liability to the parties of the first part, their heirs or assigns, for any damage to the surface or to the improvements thereon or to the waters thereof.\n\nThe parties of the first part reserve the surface of said land and the right to use the same for farming and grazing, and the timber thereon.\n\nWITNESS the following signatures and seals.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (a.key === 'lab') {
    text = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${e.names[0]}\n\n${r.pick(['MINERAL GRANT DEED', 'GRANT DEED (Oil, Gas and Minerals)', 'MINERAL DEED'])}\n\nFOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${g.text} hereby GRANT(S) to ${e.text} ${ft} in and to all oil, gas, hydrocarbon substances and other minerals in, under and that may be produced from the following described real property in the County of Los Angeles, State of California:\n\n${descs.join('\n\n')}\n\nThis grant does not include the right to enter upon or use the surface of said land or the upper five hundred (500) feet thereof.\n\nDated ${plain(r, o.day)}\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else {
    const title = y >= 1995 && o.to[0].kind === 'org' ? 'MINERAL AND ROYALTY DEED' : r.pick(['MINERAL DEED', 'MINERAL DEED', 'MINERAL RIGHT DEED']);
    const what = o.frac === 1 ? 'all of the oil, gas and other minerals' : `${ft} in and to all of the oil, gas and other minerals`;
    const f = r.int(2);
    if (f === 0 || a.key === 'ks') text = `${title}\n\n${a.key === 'ks' ? `STATE OF KANSAS, COUNTY OF ${o.county.toUpperCase()}, ss.\n\n` : `THE STATE OF TEXAS §\nCOUNTY OF ${o.county.toUpperCase()} §\n\n`}KNOW ALL MEN BY THESE PRESENTS: That ${g.text}, hereinafter called Grantor, for and in consideration of ${money(r, y)} cash in hand paid by ${e.text}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ha${o.from.length > 1 ? 've' : 's'} granted, sold, conveyed, assigned and delivered, and by these presents do${o.from.length > 1 ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${what}${title === 'MINERAL AND ROYALTY DEED' ? ', and all royalty, overriding royalty and other interests' : ''} in and under, and that may be produced from, the following described lands situated in ${o.county} County, State of ${a.stateName}, to-wit:\n\n${descs.join('\n\n')}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals, and removing the same therefrom.\n\nSaid land being now under an oil and gas lease, or not, this sale is made subject to any valid lease, but covers and includes ${o.frac === null ? 'all' : ft.replace(/^an /, 'the same ')} of all the oil royalty, gas rental or royalty due and to be paid under the terms of any such lease.\n\nTO HAVE AND TO HOLD the above described property and easement, with all and singular the rights, privileges and appurtenances thereunto in any manner belonging, unto the said Grantee, heirs, successors and assigns forever, and Grantor does hereby bind ${o.from.length > 1 ? 'themselves' : 'himself'}, heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee against every person whomsoever lawfully claiming or to claim the same or any part thereof.\n\nWITNESS ${o.from.length > 1 ? 'our hands' : 'my hand'} this ${dayOf(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
    else text = `${title}\n\nGrantor: ${g.text}\nGrantee: ${e.text}\nLands: ${descs.join('; ')}\nInterest Conveyed: ${what}\n\nFor ${money(r, y)}, Grantor grants, bargains, sells and conveys to Grantee the Interest Conveyed in and under the Lands, including all rights to bonuses, delay rentals, royalties, shut-in royalties and other payments under any existing lease, to have and to hold unto Grantee and its successors and assigns forever; and Grantor binds Grantor and Grantor's heirs to warrant and defend title to the Interest Conveyed by, through and under Grantor, but not otherwise.\n\nExecuted on ${plain(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  }
  return pk.add(text, o.royalty ? 'royalty_deed' : 'mineral_deed', { exec: o.day, ack, rec }, parties, o.tracts, false, ['mineral']);
}

// ---------------------------------------------------------------- leases, assignments, releases

interface LeaseRec {
  tracts: Tract[];
  county: string;
  date: number;
  lessorNames: string[];
  lessee: Person;
  lesseeName: string;
  book: string;
  lessors: Member[];
  rows?: Array<{ m: Member; tract: Tract }>;
}

function writeLease(pk: Pk, o: { tracts: Tract[]; county: string; day: number; lessors: Member[]; lessee: Person; rows?: Array<{ m: Member; tract: Tract }> }): { file: string; rec: LeaseRec } {
  const r = pk.r;
  const a = pk.a;
  const y = yearOf(o.day);
  const paidUp = !o.rows && y >= 1978 && r.chance(0.6);
  const memo = paidUp && y >= 1995 && r.chance(0.4);
  const eff = paidUp ? o.day : null;
  const exec = paidUp ? null : o.day;
  const ack = o.day + r.int(20);
  const rec = ack + 2 + r.int(50);
  const l = pk.side(o.lessors, o.day, 'lessor');
  const e = pk.say(o.lessee, o.day);
  const parties: PIn[] = [...l.parties, { p: o.lessee, role: 'lessee', name: e.name }];
  const descs = o.tracts.map((t) => descText(r, t, true));
  const term = r.pick(y < 1960 ? [5, 10, 10] : [3, 3, 5]);
  const roy = y < 1970 ? 'one-eighth (1/8)' : r.pick(['one-fifth (1/5)', 'one-fourth (1/4)', '3/16ths', '22.5%']);
  const bank = r.pick(pk.a.lenders);
  const ackT = pk.ackText(ack, o.county, l.names, undefined, exec);
  const st = pk.stamp(rec, o.county, 'Oil');
  const sigs = pk.signatures(l.names);
  let text: string;
  if (o.rows) {
    const table = o.rows.map((x) => { const nm = l.parties.find((q) => q.p === x.m.p)!.name; const d = x.tract.d as Extract<Desc, { k: 'lab' }>; return `${(r.chance(0.5) ? indexOrder(nm) : nm).padEnd(36)} ${d.lots.join(', ').padEnd(8)} ${(d.block ?? '--').padEnd(6)} ${d.tractNo ? `Tract ${d.tractNo}` : d.city}`; }).join('\n');
    text = `COMMUNITY OIL AND GAS LEASE\n\nTHIS AGREEMENT, made and entered into this ${dayOf(r, o.day)}, by and between the several persons whose names are subscribed hereto and who are set forth in the schedule below as the owners of the lots set opposite their respective names, hereinafter collectively called "Lessor", and ${e.text}, hereinafter called "Lessee",\n\nWITNESSETH: Lessor, in consideration of the covenants herein contained, does hereby lease and let unto Lessee, for the purpose of drilling for, producing and saving oil, gas and other hydrocarbon substances, the following described lots, situated in the City of ${(o.tracts[0].d as Extract<Desc, { k: 'lab' }>).city}, County of Los Angeles, State of California, to-wit:\n\n${descs.join(';\n')}\n\nSCHEDULE OF LESSORS\nNAME                                 LOT      BLOCK  TRACT\n${table}\n\nThe said lots shall be operated as a single drilling site, and the royalty of one-sixth (1/6) of all oil produced shall be divided among the owners of the several lots in the proportion that the area of each lot bears to the area of all the lots herein described. This lease shall remain in force for a term of two (2) years from the date hereof and so long thereafter as oil or gas is produced.\n\nThis lease may be executed in counterparts, and shall bind each Lessor who signs it whether or not it is signed by the others.\n\n${sigs}\n\n${e.name}\nBy: ${pk.official()}, President\n\n${ackT}\n\n${st}`;
  } else if (memo) {
    text = `MEMORANDUM OF OIL AND GAS LEASE\n\nSTATE OF ${a.stateName.toUpperCase()}\nCOUNTY OF ${o.county.toUpperCase()}\n\nThis Memorandum of Oil and Gas Lease is made effective as of ${plain(r, o.day)} (the "Effective Date"), by and between ${l.text} ("Lessor") and ${e.text} ("Lessee").\n\nLessor has executed and delivered to Lessee an unrecorded Paid-Up Oil and Gas Lease covering the following lands:\n\n${descs.join('\n\n')}\n\nThe Lease has a primary term of ${numberWords(term)} (${term}) years from the Effective Date and provides for a royalty of ${roy}. This Memorandum is executed and recorded to give notice of the Lease, and all of its terms are incorporated herein by reference.\n\n${sigs}\n\n${ackT}\n\nPrepared by and return to: ${e.name}, Land Department\n\n${st}`;
  } else if (paidUp) {
    text = `${r.pick(['PAID UP OIL AND GAS LEASE', 'OIL, GAS AND MINERAL LEASE (Paid-Up)', 'PAID-UP OIL, GAS AND MINERAL LEASE'])}\n\nThis Oil, Gas and Mineral Lease is made effective as of ${plain(r, o.day)}, between ${l.text}, as Lessor (whether one or more), and ${e.text}, as Lessee.\n\n1. Grant. In consideration of a cash bonus in hand paid and the covenants herein contained, Lessor hereby grants, leases and lets exclusively to Lessee the following described land (the "Leased Premises") in ${o.county} County, ${a.stateName}:\n\n${descs.join('\n\n')}\n\n2. Term. This lease, which is a "paid-up" lease requiring no rentals, shall be in force for a primary term of ${numberWords(term)} (${term}) years from the date hereof, and for as long thereafter as oil or gas is produced from the Leased Premises or from lands pooled therewith.\n\n3. Royalty. Lessee shall pay Lessor ${roy} of the oil and gas produced and saved, free of the costs of production.\n\n4. Pooling. Lessee may pool the Leased Premises with other lands to form units not exceeding 640 acres plus 10% tolerance for oil or gas.\n\nIN WITNESS WHEREOF, this lease is executed on the date of the acknowledgments below, but is effective for all purposes as of the date first written above.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (a.key === 'wv') {
    text = `OIL AND GAS LEASE\n\nTHIS AGREEMENT, Made and entered into this ${dayOf(r, o.day)}, by and between ${l.text}, hereinafter called Lessor (whether one or more), and ${e.text}, hereinafter called Lessee:\n\nWITNESSETH, That the said Lessor, for and in consideration of ${money(r, y)}, the receipt of which is hereby acknowledged, hath granted, demised, leased and let, and by these presents doth grant, demise, lease and let unto the said Lessee, for the sole and only purpose of drilling and operating for oil and gas, and of laying pipe lines and building tanks, stations and structures thereon to take care of the said products, all that certain tract of land situate in ${o.county} County, West Virginia, described as follows:\n\n${descs.join('\n\n')}\n\nIt is agreed that this lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the Lessee.\n\nIn consideration of the premises the said Lessee covenants and agrees: 1st. To deliver to the credit of the Lessor, free of cost, in the pipe line to which Lessee may connect its wells, the equal one-eighth (1/8) part of all oil produced and saved from the leased premises. 2nd. To pay the Lessor ${r.pick(['Two Hundred Dollars', 'Three Hundred Dollars', 'One Hundred Fifty Dollars'])} each year, payable quarterly, for the gas from each well drilled on said premises, the product from which is marketed and used off the premises. 3rd. Lessor to have gas free of cost from any gas well on the premises for all stoves and inside lights in the principal dwelling house on said land.\n\nIf no well be commenced on said land within twelve months from the date hereof, this lease shall terminate as to both parties, unless the Lessee shall pay or tender to the Lessor, or to the Lessor's credit in ${bank}, the sum of ${r.pick(['Fifty Dollars', 'Eighty Dollars', 'One Dollar per acre'])}, which shall operate as a rental and cover the privilege of deferring the commencement of a well for twelve months from said date.\n\nWITNESS the following signatures and seals.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (a.key === 'ks') {
    text = `OIL AND GAS LEASE\n${r.pick(['(Kansas Revised Producers 88)', 'Form 88 -- (Producers) Kansas', '(Kansas Form 88 -- Revised)'])}\n\nAGREEMENT, Made and entered into the ${dayOf(r, o.day)}, by and between ${l.text}, of ${o.county} County, Kansas, hereinafter called lessor (whether one or more), and ${e.text}, party of the second part, hereinafter called lessee.\n\nWITNESSETH, That the said lessor, for and in consideration of ${money(r, y)} cash in hand paid, receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let unto said lessee, for the sole and only purpose of mining and operating for oil and gas, and laying pipe lines, and building tanks, power stations and structures thereon to produce, save and take care of said products, all that certain tract of land situated in the County of ${o.county}, State of Kansas, described as follows, to-wit:\n\n${descs.join('\n\n')}\n\nIt is agreed that this lease shall remain in force for a term of ${numberWords(term)} years from this date, and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.\n\nIn consideration of the premises the said lessee covenants and agrees: 1st. To deliver to the credit of lessor, free of cost, in the pipe line to which he may connect his wells, the equal one-eighth (1/8) part of all oil produced and saved from the leased premises. 2nd. To pay lessor ${r.pick(['One Hundred Fifty Dollars', 'Two Hundred Dollars'])} each year, in advance, for the gas from each well where gas only is found, while the same is being used off the premises.\n\nIf no well be commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless the lessee on or before that date shall pay or tender to the lessor, or to the lessor's credit in ${bank}, the sum of ${r.pick(['Forty Dollars', 'One Dollar per acre', 'Eighty Dollars'])}, which shall operate as a rental.\n\nIN WITNESS WHEREOF, the undersigned execute this instrument as of the day and year first above written.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else {
    text = `${r.pick(['OIL, GAS AND MINERAL LEASE', 'OIL, GAS AND MINERAL LEASE', 'PRODUCERS 88 (REVISED) TEXAS FORM -- OIL, GAS AND MINERAL LEASE'])}\n\nTHIS AGREEMENT made this ${dayOf(r, o.day)}, between ${l.text}, Lessor (whether one or more), and ${e.text}, Lessee.\n\n1. Lessor, in consideration of ${money(r, y)} in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in ${o.county} County, Texas, to-wit:\n\n${descs.join('\n\n')}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} (${term}) years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled hereunder.\n\n3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land; (b) on gas, including casinghead gas, the market value at the well of ${roy} of the gas so sold or used.\n\n5. If operations for drilling are not commenced on said land on or before one year from this date, the lease shall then terminate as to both parties, unless on or before such anniversary date Lessee shall pay or tender to Lessor or to the credit of Lessor in ${bank}, which bank and its successors are Lessor's agent and shall continue as the depository for all rentals payable hereunder, the sum of ${r.pick(['One Dollar per acre', 'Three Hundred Twenty Dollars ($320.00)', 'Fifty Dollars ($50.00)'])}.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  }
  const file = pk.add(text, 'oil_and_gas_lease', { exec, eff, ack, rec }, parties, o.tracts, false, ['leasehold']);
  return { file, rec: { tracts: o.tracts, county: o.county, date: o.day, lessorNames: l.names, lessee: o.lessee, lesseeName: e.name, book: `Volume ${20 + r.int(600)}, Page ${1 + r.int(700)}`, lessors: o.lessors, rows: o.rows } };
}

type AsgKind = 'plain' | 'bos' | 'term' | 'partial';

function leaseRecital(pk: Pk, l: LeaseRec): string {
  const r = pk.r;
  const who = l.lessorNames.length > 3 ? `${l.lessorNames[0]}, et al.` : joinAnd(l.lessorNames);
  return r.pick([
    `that certain oil and gas lease dated ${plain(r, l.date)}, from ${who}, as lessor, to ${l.lesseeName}, as lessee, recorded in ${l.book} of the ${pk.a.key === 'lab' ? 'Official' : 'Oil and Gas'} Records of ${l.county} County`,
    `the oil and gas lease executed by ${who} in favor of ${l.lesseeName}, bearing date the ${dayOf(r, l.date)}, of record in ${l.book}`,
  ]);
}

function writeAssignment(pk: Pk, o: { leases: LeaseRec[]; day: number; from: Person[]; to: Person; kind: AsgKind; successorTo?: string }): string {
  const r = pk.r;
  const a = pk.a;
  const county = o.leases[0].county;
  const f = o.from.map((p) => pk.say(p, o.day));
  const e = pk.say(o.to, o.day);
  const parties: PIn[] = [...o.from.map((p, i) => ({ p, role: 'assignor' as Role, name: f[i].name })), { p: o.to, role: 'assignee', name: e.name }];
  const tracts = o.leases.flatMap((l) => l.tracts);
  const kind = o.leases.length > 1 ? 'bos' : o.kind;
  const eff = kind === 'bos' ? toDay(yearOf(o.day), dt(o.day).m, 1) : null;
  const ack = o.day + r.int(15);
  const rec = ack + 2 + r.int(40);
  const orgSigner = o.from[0].kind === 'org' ? { org: f[0].name, officer: pk.official(), title: r.pick(['Vice President', 'Attorney-in-Fact', 'President']) } : undefined;
  const ackT = pk.ackText(ack, county, f.map((x) => x.name), orgSigner, o.day);
  const sigs = o.from.map((p, i) => (p.kind === 'org' ? pk.orgSig(f[i].name).text : pk.signatures([f[i].name]))).join('\n\n');
  const st = pk.stamp(rec, county, 'Oil');
  const asg = joinAnd(f.map((x) => x.text)) + (o.successorTo ? `, successor by merger to ${o.successorTo}` : '');
  let text: string;
  if (kind === 'bos') {
    const rows = o.leases.map((l, i) => `${i + 1}. Lessor: ${l.lessorNames.length > 3 ? `${l.lessorNames[0]}, et al.` : l.lessorNames.join('; ')}\n   Lessee: ${l.lesseeName}\n   Dated: ${plain(r, l.date)}\n   Recorded: ${l.book}, ${l.county} County, ${a.stateName}\n   Lands: ${l.tracts.map((t) => descText(r, t, true)).join('; ')}`).join('\n\n');
    text = `ASSIGNMENT AND BILL OF SALE\n\nSTATE OF ${a.stateName.toUpperCase()}   §\nCOUNTY OF ${county.toUpperCase()}   §\n\nThis Assignment and Bill of Sale (this "Assignment") is executed on ${plain(r, o.day)}, but made effective as of 7:00 a.m., local time, on ${fullDate(eff!)} (the "Effective Time"), from ${asg} ("Assignor") to ${e.text} ("Assignee").\n\nFor ten dollars and other good and valuable consideration, Assignor hereby grants, bargains, sells, conveys, assigns, transfers, sets over and delivers unto Assignee all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto, insofar as they cover the lands therein described, together with all wells, equipment and personal property located thereon or used in connection therewith.\n\nAssignor warrants title to the Leases by, through and under Assignor, but not otherwise.\n\n${sigs}\n\n${ackT}\n\nEXHIBIT "A"\nAttached to and made a part of that certain Assignment and Bill of Sale from ${f[0].name} to ${e.name}\n\n${rows}\n\n${st}`;
  } else {
    const l = o.leases[0];
    const descs = l.tracts.map((t) => descText(r, t, true)).join('; ');
    const what = kind === 'partial' ? `an undivided one-half (1/2) of Assignor's right, title and working interest in and to ${leaseRecital(pk, l)}` : `all of ${o.from.length > 1 ? 'their' : 'its'} right, title and interest in and to ${leaseRecital(pk, l)}`;
    const termCl = kind === 'term' ? ` for a term of ${r.pick(['two (2)', 'three (3)', 'eighteen (18) months or'])} years from the date hereof and as long thereafter as oil or gas is produced from said land or lands pooled therewith; upon the expiration of said term, all rights herein assigned shall revert to Assignor` : '';
    text = `${kind === 'term' ? 'TERM ASSIGNMENT OF OIL AND GAS LEASE' : r.pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That the undersigned, ${asg}, hereinafter called Assignor, for and in consideration of ${money(r, yearOf(o.day))} in hand paid, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${e.text}, hereinafter called Assignee, ${what}, insofar as said lease covers the following described land in ${l.county} County, ${a.stateName}:\n\n${descs}${termCl ? `\n\nThis assignment is made${termCl}.` : ''}\n\ntogether with all rights incident thereto and all personal property used or obtained in connection therewith.\n\nEXECUTED this ${dayOf(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  }
  return pk.add(text, 'assignment_of_lease', { exec: o.day, eff, ack, rec }, parties, tracts, false, ['leasehold']);
}

function writeRelease(pk: Pk, o: { lease: LeaseRec; day: number; holders: Person[]; lessors: Member[]; successorTo?: string }): string {
  const r = pk.r;
  const a = pk.a;
  const l = o.lease;
  const h = o.holders.map((p) => pk.say(p, o.day));
  const ls = pk.side(o.lessors, o.day, 'lessor');
  const parties: PIn[] = [...o.holders.map((p, i) => ({ p, role: 'lessee' as Role, name: h[i].name })), ...ls.parties];
  const ack = o.day + r.int(10);
  const rec = ack + 2 + r.int(40);
  const descs = l.tracts.map((t) => descText(r, t, true)).join(a.key === 'lab' ? ';\n' : '\n\n');
  const holderText = joinAnd(h.map((x) => x.text)) + (o.successorTo ? `, successor by merger to ${o.successorTo}` : '');
  const orgSigner = o.holders[0].kind === 'org' ? { org: h[0].name, officer: pk.official(), title: 'Vice President' } : undefined;
  const ackT = pk.ackText(ack, l.county, h.map((x) => x.name), orgSigner, o.day);
  const sigs = o.holders.map((p, i) => (p.kind === 'org' ? pk.orgSig(h[i].name).text : pk.signatures([h[i].name]))).join('\n\n');
  const st = pk.stamp(rec, l.county, 'Oil');
  let text: string;
  if (a.key === 'lab') {
    text = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${h[0].name}\n\nQUITCLAIM OF OIL AND GAS LEASE\n\nFOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${holderText}, the present owner of the lessee's interest under that certain ${l.rows ? 'community ' : ''}oil and gas lease dated ${plain(r, l.date)}, recorded in ${l.book} of Official Records of Los Angeles County, does hereby remise, release and forever quitclaim unto ${ls.text}, the lessors named therein and their successors in interest, all right, title and interest in and to said lease and in and to the following described lands covered thereby:\n\n${descs}\n\nDated: ${plain(r, o.day)}\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else if (r.chance(0.5)) {
    text = `${a.key === 'wv' ? 'SURRENDER OF OIL AND GAS LEASE' : 'RELEASE OF OIL AND GAS LEASE'}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${holderText}, the owner and holder of ${leaseRecital(pk, l)}, covering the following described land:\n\n${descs}\n\ndoes hereby release, relinquish and surrender unto ${ls.text}, the lessors therein, their heirs, successors and assigns, all right, title and interest in and to said lease and the land covered thereby, and does hereby authorize the Clerk to cancel the same of record.\n\nIN WITNESS WHEREOF, this release is executed this ${dayOf(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  } else {
    text = `RELEASE\n\nLessor(s): ${ls.names.join('; ')}\nLessee (present owner): ${h.map((x) => x.name).join('; ')}${o.successorTo ? ` (successor by merger to ${o.successorTo})` : ''}\nLease dated: ${plain(r, l.date)}, recorded in ${l.book}\nCounty: ${l.county}, ${a.stateName}\n\nThe undersigned, being the owner of the lessee's interest in the above lease, does hereby surrender and release all right, title and interest in and to the same, and the land therein described, to-wit:\n\n${descs}\n\nunto the said lessors, ${ls.text}, their heirs and assigns.\n\nDated ${plain(r, o.day)}.\n\n${sigs}\n\n${ackT}\n\n${st}`;
  }
  return pk.add(text, 'release_of_lease', { exec: o.day, ack, rec }, parties, l.tracts, false, ['leasehold']);
}

// ---------------------------------------------------------------- deaths

function ordinalBig(n: number): string {
  const w = numberWords(n);
  const m = /(.*?)([a-z]+)$/.exec(w)!;
  const last = m[2];
  const map: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
  const tail = map[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return m[1] + tail;
}

interface DeathOpts { tracts: Tract[]; county: string; death: number; day: number; decedent: Person; heirs: Person[]; estates: Estate[]; kind: 'aff' | 'probate'; affiant?: Person; sr?: boolean }

function writeDeath(pk: Pk, o: DeathOpts): string {
  const r = pk.r;
  const a = pk.a;
  const d = pk.say(o.decedent, o.death, { sr: o.sr, desc: false });
  const hs = o.heirs.map((p) => pk.say(p, o.day));
  const parties: PIn[] = [{ p: o.decedent, role: 'decedent', name: d.name }, ...o.heirs.map((p, i) => ({ p, role: 'heir' as Role, name: hs[i].name }))];
  const n = o.heirs.length;
  const share = n === 1 ? 'the whole' : r.pick([`an undivided 1/${n} interest`, `an undivided one-${n === 2 ? 'half' : ordinalBig(n)} (1/${n}) interest`, `${(100 / n).toFixed(n === 3 || n > 4 ? 4 : 2)}%`]);
  const heirList = hs.map((x) => `${x.text}${r.chance(0.3) ? `, ${share}` : ''}`).join(';\n    ');
  const descs = o.tracts.map((t) => descText(r, t, true)).join('\n\n');
  const sp = o.decedent.spouse;
  const spouseLine = sp ? (o.heirs.includes(sp) ? `${o.decedent.female ? 'Her' : 'His'} spouse, ${hs[o.heirs.indexOf(sp)].name}, survived ${o.decedent.female ? 'her' : 'him'}.` : `${o.decedent.female ? 'Her husband' : 'His wife'}, ${sp.first} ${surnameAt(sp, o.death)}, predeceased ${o.decedent.female ? 'her' : 'him'}.`) : o.heirs.some((h) => h.father === o.decedent || o.decedent.children?.includes(h)) ? `${o.decedent.female ? 'Her husband' : 'His wife'}, ${o.decedent.female ? r.pick(a.men) : r.pick(a.women)} ${o.decedent.female ? r.pick(a.surnames) : o.decedent.last}, died before ${o.decedent.female ? 'her' : 'him'}, and ${o.decedent.female ? 'she' : 'he'} did not remarry.` : `${o.decedent.female ? 'She' : 'He'} never married.`;
  const rec = o.day + 3 + r.int(60);
  const st = pk.stamp(rec, o.county, a.key === 'ks' ? 'Misc' : 'Deed');
  const what = o.estates.includes('fee') ? 'the land' : 'an interest in the oil, gas and other minerals in and under the land';
  let text: string;
  if (o.kind === 'aff') {
    const f = pk.say(o.affiant!, o.day, { desc: false });
    parties.push({ p: o.affiant!, role: 'other', name: f.name });
    const jurat = `SUBSCRIBED AND SWORN TO before me this ${dayOf(r, o.day)}.\n\n${pk.official()}, Notary Public`;
    if (a.key === 'wv') {
      text = `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF WEST VIRGINIA,\nCOUNTY OF ${o.county.toUpperCase()}, to-wit:\n\n${f.text}, being first duly sworn, says that ${o.affiant!.female ? 'she' : 'he'} was well acquainted with ${d.text}, late of ${o.county} County, West Virginia, who departed this life intestate on the ${dayOf(r, o.death)}; that ${spouseLine.toLowerCase().replace(/^./, (c) => c.toUpperCase())} The decedent left surviving ${o.decedent.female ? 'her' : 'him'} as ${o.decedent.female ? 'her' : 'his'} sole heirs at law the following persons, each of whom is entitled to ${share} of the real estate of which the decedent died seised:\n\n    ${heirList}\n\nThe decedent at the time of ${o.decedent.female ? 'her' : 'his'} death owned ${what}, to-wit:\n\n${descs}\n\nNo administration has been had upon the estate of the decedent, and there are no debts owing by the estate.\n\n${f.name.toUpperCase()}\n\n${jurat}\n\n${st}`;
    } else if (a.key === 'ks') {
      text = `AFFIDAVIT OF DEATH AND HEIRSHIP\n\nSTATE OF KANSAS, COUNTY OF ${o.county.toUpperCase()}, ss.\n\n${f.text}, of lawful age, being first duly sworn, on oath states: That ${o.affiant!.female ? 'she' : 'he'} was personally acquainted with ${d.text}, who died intestate on ${plain(r, o.death)}, a resident of ${o.county} County, Kansas; that at the time of death the said decedent was the owner of ${what} described as follows:\n\n${descs}\n\nThat ${spouseLine} That the decedent left surviving as ${o.decedent.female ? 'her' : 'his'} only heirs at law:\n\n    ${heirList}\n\nThat no administration of said estate has been had in the State of Kansas, and all debts and taxes have been paid.\n\n${f.name}\n\n${jurat}\n\n${st}`;
    } else if ((a.key === 'gid' || a.key === 'scu') && yearOf(o.day) >= 1990 && r.chance(0.6)) {
      text = `AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS\n\nBefore me, the undersigned authority, on this day personally appeared ${f.text} ("Affiant"), who, being first duly sworn, upon oath states:\n\n1. My name is ${f.name}. I am personally familiar with the family and marital history of ${d.name} ("Decedent"), and I have personal knowledge of the facts stated in this affidavit. I am not related to Decedent.\n\n2. Decedent died on ${plain(r, o.death)}. Decedent's place of death was ${o.county} County, Texas. Decedent died intestate.\n\n3. Marital history: ${spouseLine}\n\n4. The following persons are the heirs of Decedent and take Decedent's interest in the property described below in equal shares:\n\n    ${heirList}\n\n5. Decedent owned ${what} described as follows:\n\n${descs}\n\n${f.name}, Affiant\n\nSWORN TO AND SUBSCRIBED before me on ${plain(r, o.day)}.\n\n${pk.official()}, Notary Public, State of Texas\n\n${st}`;
    } else {
      text = `AFFIDAVIT OF HEIRSHIP\n\nTHE STATE OF ${a.stateName.toUpperCase()} §\nCOUNTY OF ${o.county.toUpperCase()} §\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${f.text}, who, being by me first duly sworn, upon oath deposes and says:\n\nI was well acquainted with ${d.text}, Deceased, for many years before ${o.decedent.female ? 'her' : 'his'} death. ${o.decedent.female ? 'She' : 'He'} died intestate on the ${dayOf(r, o.death)}, in ${o.county} County. ${spouseLine}\n\nThe said decedent left as ${o.decedent.female ? 'her' : 'his'} sole and only heirs at law the following:\n\n    ${heirList}\n\nAt the time of death the decedent owned ${what} described as follows:\n\n${descs}\n\nThere was no administration upon the estate, and none is necessary.\n\n${f.name.toUpperCase()}\n\n${jurat}\n\n${st}`;
    }
  } else {
    const judge = pk.official();
    const cause = 100 + r.int(9000);
    if (a.key === 'lab') {
      text = `DECREE OF DISTRIBUTION\n\nIN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA\nIN AND FOR THE COUNTY OF LOS ANGELES\n\nIn the Matter of the Estate of ${d.name}, Deceased.     No. P ${cause}\n\nThe petition for final distribution came on regularly for hearing, and the Court finds that ${d.text} died ${r.chance(0.5) ? 'intestate' : 'testate'} on ${plain(r, o.death)}, a resident of the County of Los Angeles; that all debts and taxes have been paid; and that the estate is in a condition to be closed.\n\nIT IS ORDERED, ADJUDGED AND DECREED that the residue of said estate, including the following described real property in the County of Los Angeles, State of California:\n\n${descs}\n\nbe and the same is hereby distributed to:\n\n    ${heirList}\n\nDated: ${plain(r, o.day)}\n\n${judge}, Judge of the Superior Court\n\n${st}`;
    } else if (a.key === 'ks') {
      text = `IN THE PROBATE COURT OF ${o.county.toUpperCase()} COUNTY, KANSAS\n\nIn the Matter of the Estate of ${d.name}, Deceased.     No. ${cause}\n\nJOURNAL ENTRY OF FINAL SETTLEMENT\n\nNow on this ${dayOf(r, o.day)}, this matter comes on for hearing upon the petition of the administrator for final settlement. The Court finds that ${d.text} died intestate on the ${dayOf(r, o.death)}, a resident of ${o.county} County, Kansas; that ${spouseLine.toLowerCase()} and that the heirs at law of said decedent are the persons hereinafter named.\n\nIT IS THEREFORE BY THE COURT CONSIDERED, ORDERED AND ADJUDGED that the following described real estate in ${o.county} County, Kansas:\n\n${descs}\n\nbe and it is hereby assigned to the following persons in the following proportions:\n\n    ${heirList}\n\n${judge}, Probate Judge\n\n${st}`;
    } else if (a.key === 'wv') {
      text = `COUNTY COMMISSION OF ${o.county.toUpperCase()} COUNTY, WEST VIRGINIA\n\nIn re: Estate of ${d.name}, deceased\n\nORDER ADMITTING WILL TO PROBATE\n\nA paper writing purporting to be the last will and testament of ${d.text}, late of ${o.county} County, deceased, who died on the ${dayOf(r, o.death)}, was this day produced before the Clerk of the County Commission, and proved by the oaths of the subscribing witnesses thereto, and is ordered to be recorded as and for the true last will and testament of the said decedent. By said will the decedent devised all of ${o.decedent.female ? 'her' : 'his'} real estate, including ${what} described as follows:\n\n${descs}\n\nto the following devisees, share and share alike:\n\n    ${heirList}\n\nEntered this ${dayOf(r, o.day)}.\n\n${judge}, Clerk of the County Commission\n\n${st}`;
    } else {
      text = `CAUSE NO. ${cause}\n\nESTATE OF ${d.name.toUpperCase()}, DECEASED     §     IN THE COUNTY COURT OF\n                                              §     ${o.county.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the application for the probate of the last will and testament of ${d.text}, Deceased, dated ${plain(r, o.death - 400 - r.int(3000))}. The Court finds that the Decedent died on ${plain(r, o.death)}; that four years have not elapsed since the date of death; that there are no unpaid debts owing by the estate except those secured by liens on real estate; and that the will should be admitted to probate as a muniment of title.\n\nIT IS THEREFORE ORDERED that said will be admitted to probate as a muniment of title, and that the following property, among other, passes thereunder to the devisees named in the will:\n\n${descs}\n\nDevisees:\n    ${heirList}\n\nSIGNED ${plain(r, o.day)}.\n\n${judge}, Judge Presiding\n\n${st}`;
    }
  }
  return pk.add(text, o.kind === 'aff' ? 'affidavit_of_heirship' : 'probate', { exec: o.day, rec, death: o.death }, parties, o.tracts, o.estates.includes('fee'), o.estates);
}

function writeJtAffidavit(pk: Pk, o: { tracts: Tract[]; county: string; death: number; day: number; decedent: Person; survivor: Person; deedDay: number }): string {
  const r = pk.r;
  const d = pk.say(o.decedent, o.death, { desc: false });
  const s = pk.say(o.survivor, o.day, { desc: false });
  const rec = o.day + 2 + r.int(30);
  const text = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${s.name}\n\nAFFIDAVIT - DEATH OF JOINT TENANT\n\nSTATE OF CALIFORNIA, COUNTY OF LOS ANGELES, ss.\n\n${s.text}, of legal age, being first duly sworn, deposes and says:\n\nThat ${d.name}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${d.name} named as one of the grantees in that certain deed dated ${plain(r, o.deedDay)}, recorded in the Official Records of Los Angeles County, California, wherein the grantees took title as joint tenants, covering the following described property in the County of Los Angeles, State of California:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nThat the said decedent died on ${plain(r, o.death)}, and that affiant is the surviving joint tenant.\n\nDated: ${plain(r, o.day)}\n\n${s.name}\n\nSUBSCRIBED AND SWORN TO before me on ${plain(r, o.day)}.\n${pk.official()}, Notary Public\n\n${pk.stamp(rec, o.county)}`;
  return pk.add(text, 'other', { exec: o.day, rec, death: o.death }, [{ p: o.decedent, role: 'decedent', name: d.name }, { p: o.survivor, role: 'other', name: s.name }], o.tracts, false, []);
}

// ---------------------------------------------------------------- patents, easements, liens and the rest

const PRESIDENT = (y: number) => (y <= 1876 ? 'U. S. Grant' : y <= 1880 ? 'R. B. Hayes' : y <= 1884 ? 'Chester A. Arthur' : y <= 1888 ? 'Grover Cleveland' : y <= 1892 ? 'Benj. Harrison' : y <= 1896 ? 'Grover Cleveland' : 'William McKinley');

function writePatent(pk: Pk, o: { tracts: Tract[]; county: string; day: number; to: Person }): string {
  const r = pk.r;
  const y = yearOf(o.day);
  const t = dt(o.day);
  const rec = o.day + 200 + r.int(3000);
  const e = pk.say(o.to, o.day, { desc: false });
  let text: string;
  let grantor: string;
  if (pk.a.key === 'ks') {
    grantor = 'United States of America';
    text = `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\nHomestead Certificate No. ${1000 + r.int(9000)}.  Application ${2000 + r.int(9000)}.\n\nWHEREAS, there has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at ${r.pick(['Independence', 'Humboldt', 'Wichita'])}, Kansas, whereby it appears that full payment has been made by ${e.text}, according to the provisions of the Act of Congress of the 28th of May, 1880, for the relief of settlers on the Osage Indian Trust and Diminished Reserve lands in Kansas, for ${o.tracts.map((x) => patentDesc(x)).join(', and ')}, according to the Official Plat of the Survey of the said Lands, returned to the General Land Office by the Surveyor General:\n\nNOW KNOW YE, That the UNITED STATES OF AMERICA, in consideration of the premises, and in conformity with the several Acts of Congress in such case made and provided, HAVE GIVEN AND GRANTED, and by these presents DO GIVE AND GRANT, unto the said ${e.name}, and to ${o.to.female ? 'her' : 'his'} heirs, the said Tract above described: TO HAVE AND TO HOLD the same, together with all the rights, privileges, immunities and appurtenances, of whatsoever nature, thereunto belonging, unto the said ${e.name}, and to ${o.to.female ? 'her' : 'his'} heirs and assigns forever.\n\nIN TESTIMONY WHEREOF, I, ${PRESIDENT(y)}, PRESIDENT OF THE UNITED STATES OF AMERICA, have caused these letters to be made Patent, and the Seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${ordWord(t.d)} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearWords(y)}, and of the Independence of the United States the ${ordinalBig(y - 1776)}.\n\nBy the President: ${PRESIDENT(y)}\nBy ${pk.official()}, Secretary.\n${pk.official()}, Recorder of the General Land Office.\n\nRecorded, Vol. ${1 + r.int(40)}, Page ${1 + r.int(500)}.\n\n${pk.stamp(rec, o.county)}`;
  } else {
    grantor = 'State of Texas';
    const x = o.tracts[0].d as Extract<Desc, { k: 'scu' }>;
    text = `[Abstract No. ${x.abs} -- ${RAILS[x.rr].truth} -- ${x.acres} Acres]\n\nTHE STATE OF TEXAS\n\nPatent No. ${1 + r.int(600)}     Vol. ${1 + r.int(60)}\n\nKNOW ALL MEN BY THESE PRESENTS, That I, ${pk.official()}, Governor of the State aforesaid, by virtue of the Constitution and Laws of said State, and of an Act to encourage the construction of railroads in Texas by donations of land, do hereby Grant to the ${e.name}, its successors and assigns, ${o.tracts.map((q) => patentDesc(q)).join('; and ')}, situated on the waters of the ${r.pick(['Colorado River', 'Double Mountain Fork of the Brazos', 'Salt Fork of the Brazos', 'Clear Fork of the Brazos'])}, described by metes and bounds in the field notes on file in the General Land Office.\n\nTO HAVE AND TO HOLD the said land, with all its hereditaments and appurtenances, to the said grantee and its successors and assigns forever.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office. Done at the City of Austin, on the ${ordWord(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${y}.\n\n${pk.official()}, Governor\n${pk.official()}, Commissioner of the General Land Office\n\n${pk.stamp(rec, o.county)}`;
  }
  const sov = pk.org(grantor);
  return pk.add(text, 'patent', { exec: o.day, rec }, [{ p: sov, role: 'grantor', name: grantor }, { p: o.to, role: 'grantee', name: e.name }], o.tracts, true, ['fee']);
}

function writeEasement(pk: Pk, o: { tracts: Tract[]; county: string; day: number; from: Member[]; to: Person }): string {
  const r = pk.r;
  const a = pk.a;
  const g = pk.side(o.from, o.day, 'grantor');
  const e = pk.say(o.to, o.day);
  const ack = o.day + r.int(10);
  const rec = ack + 2 + r.int(40);
  const purpose = a.key === 'scu' && /Gasoline/.test(e.name) ? 'a gasoline plant site and the pipe lines, tanks and appurtenances used in connection therewith, for the processing of casinghead gas' : /Electric|Edison|Power|Cooperative/.test(e.name) ? 'an electric transmission and distribution line, consisting of poles, wires, guys and anchors' : /Water|Public Service/.test(e.name) ? 'a water line and appurtenances' : 'a pipe line for the transportation of oil, gas, water and the products thereof';
  const title = r.pick(a.key === 'ks' ? ['RIGHT-OF-WAY CONTRACT', 'EASEMENT'] : a.key === 'wv' ? ['RIGHT OF WAY AGREEMENT', 'RIGHT OF WAY'] : ['EASEMENT', 'RIGHT OF WAY AND EASEMENT']);
  const text = `${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${g.text}, hereinafter called Grantor, for and in consideration of ${money(r, yearOf(o.day))} in hand paid by ${e.text}, hereinafter called Grantee, do${o.from.length > 1 ? '' : 'es'} hereby grant unto the said Grantee, its successors and assigns, a right of way and easement to construct, lay, maintain, operate, alter, repair, replace and remove ${purpose}, on, over and through the following described land in ${o.county} County, ${a.stateName}:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nGrantor reserves the right to use and enjoy said land, except for the purposes herein granted. Grantee shall pay for any damage to crops, fences and timber arising from the exercise of the rights herein granted.\n\nTO HAVE AND TO HOLD said easement unto Grantee, its successors and assigns, so long as the same shall be used for the purposes aforesaid.\n\nWITNESS ${o.from.length > 1 ? 'our hands' : 'my hand'} this ${dayOf(r, o.day)}.\n\n${pk.signatures(g.names)}\n\n${pk.ackText(ack, o.county, g.names, undefined, o.day)}\n\n${pk.stamp(rec, o.county, 'Misc')}`;
  return pk.add(text, 'easement', { exec: o.day, ack, rec }, [...g.parties, { p: o.to, role: 'grantee', name: e.name }], o.tracts, false, []);
}

/** A mortgage or deed of trust, and (often) its release or reconveyance years later. */
function writeLien(pk: Pk, o: { tracts: Tract[]; county: string; day: number; from: Member[]; lender: Person; releaseDay: number | null }): void {
  const r = pk.r;
  const a = pk.a;
  const g = pk.side(o.from, o.day, 'grantor');
  const l = pk.say(o.lender, o.day, { desc: false });
  const ack = o.day + r.int(7);
  const rec = ack + 1 + r.int(15);
  const descs = o.tracts.map((t) => descText(r, t, true)).join('\n\n');
  const amount = `${cap(numberWords((1 + r.int(40)) * (yearOf(o.day) < 1950 ? 100 : 1000)))} Dollars`;
  const maturity = plain(r, o.day + 365 * (3 + r.int(20)));
  let text: string;
  let parties: PIn[];
  let trustees: Person[] = [];
  if (a.key === 'ks') {
    text = `REAL ESTATE MORTGAGE\n\nTHIS MORTGAGE, Made this ${dayOf(r, o.day)}, by and between ${g.text}, of ${o.county} County, Kansas, mortgagors, and ${l.text}, mortgagee:\n\nWITNESSETH, That the said mortgagors, in consideration of the sum of ${amount}, the receipt of which is hereby acknowledged, do by these presents MORTGAGE AND WARRANT unto the said mortgagee, its successors and assigns forever, all the following described real estate situated in the County of ${o.county} and State of Kansas, to-wit:\n\n${descs}\n\nThis mortgage is given to secure the payment of a promissory note of even date herewith, due ${maturity}, with interest thereon; and if default be made in such payment, this mortgage may be foreclosed and the premises sold in the manner prescribed by law.\n\n${pk.signatures(g.names)}\n\n${pk.ackText(ack, o.county, g.names, undefined, o.day)}\n\n${pk.stamp(rec, o.county, 'Mortgage')}`;
    parties = [...g.parties, { p: o.lender, role: 'grantee', name: l.name }];
  } else {
    const nT = a.key === 'wv' ? 2 : 1;
    trustees = a.key === 'lab' ? [pk.org(r.pick(['Title Insurance and Trust Company', 'Security Title Insurance Company', 'Long Beach Title Guaranty Company']))] : Array.from({ length: nT }, () => pk.person(false, yearOf(o.day) - 45, undefined, undefined, `${o.county} County, ${a.stateName}`));
    const ts = trustees.map((p) => pk.say(p, o.day, { desc: false }));
    const tText = joinAnd(ts.map((x) => x.name));
    if (a.key === 'lab') text = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${l.name}\n\nDEED OF TRUST\n\nTHIS DEED OF TRUST, made ${plain(r, o.day)}, between ${g.text}, herein called TRUSTOR, ${tText}, a California corporation, herein called TRUSTEE, and ${l.text}, herein called BENEFICIARY,\n\nWITNESSETH: That Trustor irrevocably grants, transfers and assigns to Trustee in trust, with power of sale, that property in the County of Los Angeles, State of California, described as:\n\n${descs}\n\nFor the purpose of securing payment of the indebtedness evidenced by a promissory note of even date herewith in the principal sum of ${amount}, executed by Trustor in favor of Beneficiary.\n\n${pk.signatures(g.names)}\n\n${pk.ackText(ack, o.county, g.names)}\n\n${pk.stamp(rec, o.county)}`;
    else text = `DEED OF TRUST\n\n${a.key === 'wv' ? `THIS DEED OF TRUST, Made this ${dayOf(r, o.day)}, by and between ${g.text}, parties of the first part, and ${tText}, Trustees, parties of the second part, and ${l.text}, party of the third part.\n\nWITNESSETH: That the parties of the first part do hereby grant and convey unto the said Trustees, with covenants of general warranty, the following described real estate in ${o.county} County, West Virginia:` : `THE STATE OF TEXAS §\nCOUNTY OF ${o.county.toUpperCase()} §\n\nKNOW ALL MEN BY THESE PRESENTS: That ${g.text}, hereinafter called Grantors, to secure the payment of the indebtedness hereinafter described, have granted, sold and conveyed, and by these presents do grant, sell and convey unto ${tText}, Trustee, the following described property situated in ${o.county} County, Texas:`}\n\n${descs}\n\nIN TRUST, to secure the payment of a certain negotiable promissory note of even date herewith for the sum of ${amount}, payable to the order of ${l.name} on or before ${maturity}; and upon default the Trustee${nT > 1 ? 's' : ''} may sell the said property at public auction.\n\n${a.key === 'wv' ? 'WITNESS the following signatures and seals.' : `EXECUTED this ${dayOf(r, o.day)}.`}\n\n${pk.signatures(g.names)}\n\n${pk.ackText(ack, o.county, g.names, undefined, o.day)}\n\n${pk.stamp(rec, o.county, 'Deed of Trust')}`;
    parties = [...g.parties, ...trustees.map((p, i) => ({ p, role: 'grantee' as Role, name: ts[i].name })), { p: o.lender, role: 'other', name: l.name }];
  }
  pk.add(text, 'deed_of_trust', { exec: o.day, ack, rec }, parties, o.tracts, false, []);
  if (o.releaseDay === null) return;
  const rd = o.releaseDay;
  const who = a.key === 'lab' ? trustees[0] : o.lender;
  const w = pk.say(who, rd, { desc: false });
  const borrowers = o.from.map((m) => ({ p: m.p, s: pk.say(m.p, rd, { desc: false }) }));
  const bText = joinAnd(borrowers.map((b) => b.s.name));
  const rack = rd + r.int(5);
  const rrec = rack + 1 + r.int(20);
  const title = a.key === 'lab' ? 'DEED OF FULL RECONVEYANCE' : a.key === 'ks' ? 'RELEASE OF MORTGAGE' : a.key === 'wv' ? 'RELEASE OF DEED OF TRUST' : 'RELEASE OF LIEN';
  const body = a.key === 'lab' ? `${w.name}, as Trustee under the Deed of Trust dated ${plain(r, o.day)}, made by ${bText}, as Trustors, having received from the holder of the obligations thereunder a written request to reconvey, DOES HEREBY RECONVEY, without warranty, to the person or persons legally entitled thereto, the estate now held by it thereunder, in the following described property:` : `KNOW ALL MEN BY THESE PRESENTS: That ${w.name}, the legal owner and holder of the note described in the ${a.key === 'ks' ? 'mortgage' : 'deed of trust'} dated ${plain(r, o.day)}, executed by ${bText}, and recorded in the records of ${o.county} County, ${a.stateName}, the said note having been fully paid, does hereby release and discharge the lien of said instrument upon the following described property:`;
  const rt = `${title}\n\n${body}\n\n${descs}\n\nDated ${plain(r, rd)}.\n\n${pk.orgSig(w.name).text}\n\n${pk.ackText(rack, o.county, [w.name], { org: w.name, officer: pk.official(), title: 'Vice President' })}\n\n${pk.stamp(rrec, o.county, 'Misc')}`;
  pk.add(rt, 'other', { exec: rd, ack: rack, rec: rrec }, [{ p: who, role: 'grantor', name: w.name }, ...borrowers.map((b) => ({ p: b.p, role: 'grantee' as Role, name: b.s.name }))], o.tracts, false, []);
}

function writeUnit(pk: Pk, o: { leases: LeaseRec[]; day: number; operator: Person }): string {
  const r = pk.r;
  const county = o.leases[0].county;
  const op = pk.say(o.operator, o.day);
  const eff = o.day - 20 - r.int(200);
  const ack = o.day + r.int(5);
  const rec = ack + 1 + r.int(20);
  const tracts = o.leases.flatMap((l) => l.tracts);
  const unit = `${r.pick(pk.a.surnames)} ${r.pick(['Unit', 'Gas Unit No. 1', 'Unit No. 1H', '"A" Unit'])}`;
  const rows = o.leases.map((l, i) => `Tract ${i + 1}: Oil and gas lease dated ${plain(r, l.date)}, from ${l.lessorNames.length > 2 ? `${l.lessorNames[0]}, et al.` : joinAnd(l.lessorNames)}, as lessor, to ${l.lesseeName}, as lessee, recorded in ${l.book}, covering ${l.tracts.map((t) => descText(r, t, true)).join('; ')}`).join('\n\n');
  const text = `DESIGNATION OF POOLED UNIT\n${unit.toUpperCase()}\n\nTHE STATE OF TEXAS   §\nCOUNTY OF ${county.toUpperCase()}   §\n\nWHEREAS, ${op.text} ("Operator") is the owner of the oil and gas leases described in Exhibit "A" below, each of which grants the lessee the right to pool the lands covered thereby with other lands; and\n\nWHEREAS, Operator deems it necessary and advisable to pool and combine said leases and lands into a unit for the development and production of oil and gas from the ${pk.a.key === 'scu' ? r.pick(['Canyon Reef', 'Cisco', 'Canyon Reef']) : yearOf(o.day) < 2005 ? 'Austin Chalk' : r.pick(['Eagle Ford', 'Austin Chalk', 'Buda'])} formation;\n\nNOW, THEREFORE, Operator does hereby designate the ${unit}, consisting of the lands described in Exhibit "A", effective as of ${plain(r, eff)}, and the royalties accruing from production from the unit shall be allocated to each tract in the proportion that its surface acreage bears to the total surface acreage of the unit.\n\nEXECUTED this ${dayOf(r, o.day)}.\n\n${pk.orgSig(op.name).text}\n\n${pk.ackText(ack, county, [op.name], { org: op.name, officer: pk.official(), title: 'Vice President' })}\n\nEXHIBIT "A"\n\n${rows}\n\n${pk.stamp(rec, county, 'Oil')}`;
  return pk.add(text, 'other', { exec: o.day, eff, ack, rec }, [{ p: o.operator, role: 'other', name: op.name }], tracts, false, []);
}

function writeStipulation(pk: Pk, o: { tracts: Tract[]; county: string; day: number; owners: Array<{ p: Person; share: string }>; operator: Person }): string {
  const r = pk.r;
  const said = o.owners.map((x) => ({ ...x, s: pk.say(x.p, o.day) }));
  const op = pk.say(o.operator, o.day, { desc: false });
  const ack = o.day + r.int(30);
  const rec = ack + 2 + r.int(30);
  const table = said.map((x) => `${x.s.name.padEnd(38)} ${x.share}`).join('\n');
  const text = `STIPULATION OF INTEREST\n\nTHE STATE OF TEXAS §\nCOUNTY OF ${o.county.toUpperCase()} §\n\nThe undersigned, being all of the owners of the oil, gas and other minerals and of the royalty in and under the following described land:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nwhich land is now under lease to and operated by ${op.name}, do hereby stipulate, agree and declare that, as between themselves and their heirs and assigns, and for the purpose of the division of all royalty, the mineral and royalty interests in said land are owned as follows:\n\nOWNER                                   INTEREST\n${table}\n\nThis stipulation is not a conveyance, and neither enlarges nor diminishes the interest of any party. It may be executed in counterparts.\n\nDated ${plain(r, o.day)}.\n\n${pk.signatures(said.map((x) => x.s.name))}\n\nACCEPTED: ${pk.orgSig(op.name).text}\n\n${pk.ackText(ack, o.county, said.filter((x) => x.p.kind === 'person').map((x) => x.s.name))}\n\n${pk.stamp(rec, o.county, 'Oil')}`;
  return pk.add(text, 'other', { exec: o.day, ack, rec }, [...said.map((x) => ({ p: x.p, role: 'other' as Role, name: x.s.name })), { p: o.operator, role: 'other', name: op.name }], o.tracts, false, []);
}

function writeRatification(pk: Pk, o: { lease: LeaseRec; day: number; ratifiers: Member[]; holders: Person[] }): string {
  const r = pk.r;
  const l = o.lease;
  const g = pk.side(o.ratifiers, o.day, 'lessor');
  const h = o.holders.map((p) => pk.say(p, o.day, { desc: false }));
  const ack = o.day + r.int(20);
  const rec = ack + 2 + r.int(40);
  const text = `RATIFICATION OF OIL AND GAS LEASE\n\nSTATE OF ${pk.a.stateName.toUpperCase()}\nCOUNTY OF ${l.county.toUpperCase()}\n\nWHEREAS, by ${leaseRecital(pk, l)}, the following described land was leased for oil, gas and other minerals:\n\n${l.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nWHEREAS, said lease is now owned and held by ${joinAnd(h.map((x) => x.name))}; and\n\nWHEREAS, the undersigned ${g.text} ${o.ratifiers.length > 1 ? 'own' : 'owns'} an undivided interest in the oil, gas and other minerals in and under said land, and desire${o.ratifiers.length > 1 ? '' : 's'} to ratify said lease;\n\nNOW, THEREFORE, for ${money(r, yearOf(o.day))}, the undersigned do${o.ratifiers.length > 1 ? '' : 'es'} hereby adopt, ratify and confirm said lease in all of its terms and provisions, and do${o.ratifiers.length > 1 ? '' : 'es'} hereby lease, demise and let unto the present owner of said lease all of the undersigned's interest in said land, upon the terms and conditions therein set forth.\n\nEXECUTED this ${dayOf(r, o.day)}.\n\n${pk.signatures(g.names)}\n\n${pk.ackText(ack, l.county, g.names, undefined, o.day)}\n\n${pk.stamp(rec, l.county, 'Oil')}`;
  return pk.add(text, 'other', { exec: o.day, ack, rec }, [...g.parties, ...o.holders.map((p, i) => ({ p, role: 'lessee' as Role, name: h[i].name }))], l.tracts, false, []);
}

function writeNonProduction(pk: Pk, o: { tracts: Tract[]; county: string; day: number; affiant: Person; termOwner: Person; deedDay: number; term: number }): string {
  const r = pk.r;
  const f = pk.say(o.affiant, o.day);
  const t = pk.say(o.termOwner, o.day, { desc: false });
  const rec = o.day + 2 + r.int(30);
  const text = `AFFIDAVIT OF NON-PRODUCTION\n\nTHE STATE OF TEXAS §\nCOUNTY OF ${o.county.toUpperCase()} §\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${f.text}, who, being by me duly sworn, on oath deposes and says:\n\n1. Affiant is the owner of the oil, gas and other minerals in and under the following described land:\n\n${o.tracts.map((x) => descText(r, x, true)).join('\n\n')}\n\n2. By Term Royalty Deed dated ${plain(r, o.deedDay)}, an interest in the royalty in said land was conveyed to ${t.name} for a term of ${numberWords(o.term)} (${o.term}) years from its date and as long thereafter as oil, gas or other minerals are produced from said land in paying quantities.\n\n3. Affiant has lived on or near said land during and since the said term, and there has been no production of oil, gas or other minerals from said land, nor from any land pooled therewith, at any time during the said term or since. The said term royalty has therefore expired by its own terms, and all rights thereunder have reverted to Affiant.\n\n${f.name}\n\nSWORN TO AND SUBSCRIBED before me this ${dayOf(r, o.day)}.\n\n${pk.official()}, Notary Public, State of Texas\n\n${pk.stamp(rec, o.county)}`;
  return pk.add(text, 'other', { exec: o.day, rec }, [{ p: o.affiant, role: 'other', name: f.name }, { p: o.termOwner, role: 'other', name: t.name }], o.tracts, false, []);
}

function writeMerger(pk: Pk, o: { tracts: Tract[]; county: string; day: number; merged: Person; survivor: Person }): { file: string; eff: number; mergedName: string } {
  const r = pk.r;
  const m = pk.say(o.merged, o.day, { desc: false });
  const s = pk.say(o.survivor, o.day, { desc: false });
  const eff = o.day - 15 - r.int(60);
  const rec = o.day + 10 + r.int(60);
  const text = `CERTIFICATE OF MERGER\n\n(Certified copy recorded for notice in the records of ${o.county} County, ${pk.a.stateName})\n\nSTATE OF ${r.pick(['DELAWARE', pk.a.stateName.toUpperCase()])}\nOFFICE OF THE SECRETARY OF STATE\n\nI, ${pk.official()}, Secretary of State, DO HEREBY CERTIFY that an Agreement of Merger between ${m.name} and ${s.name} has been filed in this office, whereby ${m.name} was merged into ${s.name}, the surviving corporation, effective ${plain(r, eff)}; and that by virtue of said merger the surviving corporation has succeeded to and become the owner of all of the rights, privileges and property of the merged corporation, including its oil and gas leases covering the following lands:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nIN WITNESS WHEREOF, I have hereunto set my hand and the Great Seal of the State this ${dayOf(r, o.day)}.\n\n${pk.official()}, Secretary of State\n\n${pk.stamp(rec, o.county, 'Misc')}`;
  const file = pk.add(text, 'other', { exec: o.day, eff, rec }, [{ p: o.merged, role: 'grantor', name: m.name }, { p: o.survivor, role: 'grantee', name: s.name }], o.tracts, false, ['leasehold']);
  return { file, eff, mergedName: m.name };
}

function writeNameChange(pk: Pk, o: { tracts: Tract[]; county: string; day: number; org: Person }): string {
  const r = pk.r;
  const oldName = o.org.forms![0];
  const newName = o.org.renamed!.forms[0];
  const rec = o.day + 10 + r.int(60);
  const text = `CERTIFICATE OF AMENDMENT OF ARTICLES OF INCORPORATION\n(Change of Corporate Name)\n\nThe undersigned officers of ${oldName} hereby certify that the articles of incorporation of said corporation were amended by resolution of its shareholders so that the name of the corporation is changed from ${oldName} to ${newName}, and that the corporation so renamed continues to own and hold its oil and gas leases of record in ${o.county} County, including those covering the following lands:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nDated ${plain(r, o.day)}.\n\n${newName.toUpperCase()}, formerly ${oldName}\nBy: ${pk.official()}, President\nAttest: ${pk.official()}, Secretary\n\nFiled in the office of the Secretary of State ${plain(r, o.day + 3)}.\n\n${pk.stamp(rec, o.county, 'Misc')}`;
  return pk.add(text, 'other', { exec: o.day, rec }, [{ p: o.org, role: 'other', name: oldName }, { p: o.org, role: 'other', name: newName }], o.tracts, false, []);
}

function writeCoalLease(pk: Pk, o: { tracts: Tract[]; county: string; day: number; lessor: Person; lessee: Person }): string {
  const r = pk.r;
  const l = pk.say(o.lessor, o.day);
  const e = pk.say(o.lessee, o.day);
  const ack = o.day + r.int(10);
  const rec = ack + 2 + r.int(40);
  const seam = r.pick(['Pond Creek', 'Eagle', 'Alma', 'No. 2 Gas', 'Coalburg', 'Winifrede']);
  const text = `COAL LEASE\n\nTHIS LEASE, Made this ${dayOf(r, o.day)}, by and between ${l.text}, hereinafter called Lessor, and ${e.text}, hereinafter called Lessee.\n\nWITNESSETH: That the Lessor, in consideration of the rents and royalties hereinafter reserved, does hereby demise and lease unto the Lessee, for a term of ${r.pick(['twenty (20)', 'thirty (30)', 'fifteen (15)'])} years from the date hereof, all of the coal in the ${seam} seam and all other workable seams in and under the following described land, with the right to mine and remove the same by deep mining methods only:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nThe Lessee shall pay to the Lessor a royalty of ${r.pick(['ten cents', 'fifteen cents', 'six per cent of the gross sales price'])} per ton of 2,000 pounds for all coal mined and shipped from the leased premises, with a minimum annual royalty of ${r.pick(['Two Thousand Dollars', 'Five Thousand Dollars'])}. This lease does not include the oil and gas in and under said land, which are excepted herefrom.\n\nWITNESS the following signatures.\n\n${pk.orgSig(l.name).text}\n\n${pk.orgSig(e.name).text}\n\n${pk.ackText(ack, o.county, [l.name], { org: l.name, officer: pk.official(), title: 'President' }, o.day)}\n\n${pk.stamp(rec, o.county, 'Lease')}`;
  return pk.add(text, 'other', { exec: o.day, ack, rec }, [{ p: o.lessor, role: 'lessor', name: l.name }, { p: o.lessee, role: 'lessee', name: e.name }], o.tracts, false, []);
}

function writeSheriffDeed(pk: Pk, o: { tracts: Tract[]; county: string; day: number; debtors: Member[]; purchaser: Person; plaintiff: Person; judgment: number }): string {
  const r = pk.r;
  const g = pk.side(o.debtors, o.day, 'grantor');
  const e = pk.say(o.purchaser, o.day);
  const pl = o.plaintiff === o.purchaser ? e.name : pk.say(o.plaintiff, o.day, { desc: false }).name;
  const sheriff = pk.official();
  const sale = o.judgment + 60 + r.int(90);
  const ack = o.day + r.int(5);
  const rec = ack + 1 + r.int(20);
  const text = `SHERIFF'S DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That whereas, on the ${dayOf(r, o.judgment)}, in the District Court of ${o.county} County, Kansas, in an action wherein ${pl} was plaintiff and ${g.text} ${o.debtors.length > 1 ? 'were' : 'was'} defendant${o.debtors.length > 1 ? 's' : ''}, a judgment and decree of foreclosure was rendered against the said defendant${o.debtors.length > 1 ? 's' : ''}, and an order of sale was thereafter issued to the Sheriff of said County commanding him to sell the real estate hereinafter described; and whereas the undersigned Sheriff, after due advertisement, did on the ${dayOf(r, sale)} sell the said real estate at public auction at the front door of the Court House in ${r.pick(['Independence', 'Sedan', 'Fredonia', 'Erie'])}, Kansas, to ${e.text}, the highest and best bidder therefor, which sale was by the Court duly confirmed;\n\nNOW, THEREFORE, I, ${sheriff}, Sheriff of ${o.county} County, Kansas, in consideration of the premises and of the sum of ${money(r, yearOf(o.day))} paid by the said purchaser, do hereby grant, bargain, sell and convey unto the said ${e.name}, heirs and assigns, all the right, title and interest of the said defendants in and to the following described real estate in ${o.county} County, Kansas:\n\n${o.tracts.map((t) => descText(r, t, true)).join('\n\n')}\n\nIN WITNESS WHEREOF, I have hereunto set my hand this ${dayOf(r, o.day)}.\n\n${sheriff}, Sheriff of ${o.county} County, Kansas\n\n${pk.ackText(ack, o.county, [`${sheriff}, Sheriff of ${o.county} County, Kansas`])}\n\n${pk.stamp(rec, o.county)}`;
  return pk.add(text, 'other', { exec: o.day, ack, rec }, [...g.parties, { p: o.purchaser, role: 'grantee', name: e.name }], o.tracts, true, ['fee']);
}

function writePartition(pk: Pk, o: { tracts: [Tract, Tract]; county: string; day: number; owners: [Member[], Member[]] }): string {
  const r = pk.r;
  const ack = o.day + r.int(10);
  const rec = ack + 2 + r.int(30);
  const sides = o.owners.map((ms) => pk.side(ms, o.day, 'grantor'));
  const takers = sides.map((sd) => ({ name: sd.parties[0].name }));
  const text = `${r.pick(['PARTITION DEED', 'DEED OF PARTITION'])}\n\nTHIS PARTITION DEED is made ${r.chance(0.5) ? `this ${dayOf(r, o.day)}` : `on ${plain(r, o.day)}`} by and between ${sides[0].text} ("First Party") and ${sides[1].text} ("Second Party").\n\nThe parties own in equal undivided shares the two tracts described below, and desire to partition the same between them in kind.\n\nNOW, THEREFORE, First Party does hereby quitclaim, release and relinquish unto ${takers[1].name} all of First Party's right, title and interest in and to the following described tract, to be held by ${takers[1].name} in severalty:\n\n${descText(r, o.tracts[1], true)}\n\nAND Second Party does hereby quitclaim, release and relinquish unto ${takers[0].name} all of Second Party's right, title and interest in and to the following described tract, to be held by ${takers[0].name} in severalty:\n\n${descText(r, o.tracts[0], true)}\n\n${pk.signatures([...sides[0].names, ...sides[1].names])}\n\n${pk.ackText(ack, o.county, [...sides[0].names, ...sides[1].names], undefined, o.day)}\n\n${pk.stamp(rec, o.county)}`;
  const parties: PIn[] = [...sides[0].parties, ...sides[1].parties, { p: o.owners[0][0].p, role: 'grantee', name: takers[0].name }, { p: o.owners[1][0].p, role: 'grantee', name: takers[1].name }];
  const file = pk.add(text, 'quitclaim_deed', { exec: o.day, ack, rec }, parties, o.tracts, true, ['fee']);
  pk.linkAll(file, [o.tracts[1]], 'fee', o.owners[0], [o.owners[1][0].p]);
  pk.linkAll(file, [o.tracts[0]], 'fee', o.owners[1], [o.owners[0][0].p]);
  return file;
}

// ---------------------------------------------------------------- the farms through time

interface Sev { p: Person; f: number }
interface Farm {
  id: number;
  tracts: Tract[];
  county: string;
  fee: Person[];
  jt: boolean;
  jtDay: number;
  feeMin: number;
  sev: Sev[];
  cursor: number;
  frozen: boolean;
  gap?: GapKind;
  gapYear: number;
  heirsPending: boolean;
  done: boolean;
  last: number;
  /** the day of the farm's latest instrument */
  floor: number;
  /** under a lease until this day (a group lease passes it by) */
  busy: number;
}

const END = toDay(2025, 3, 1);
const LAB_COMPANIES = ['Alamitos Land Company', 'Signal Hill Land Company', 'Wilmington Improvement Company'];
const COAL_OPS = ['Red Jacket Collieries, Inc.', 'Tug River Mining Company', 'Island Creek Fuel Corporation'];

function makePackage(r: Rng, a: Area, target: number, name: string): HeldoutPackage {
  const pk = new Pk(r, a, name);
  const farms: Farm[] = [];
  const age = (p: Person, day: number) => yearOf(day) - p.born;
  const nFarms = a.key === 'lab' ? 8 + r.int(2) : 5 + r.int(2);
  const startLo = a.start[0];

  // the namesakes: two unrelated men of one name (other middle name, residence, wife) and, below, a father and his son
  const nsBorn = Math.max(startLo, a.leasing - 30) + r.int(25);
  const nsA = pk.couple(nsBorn, undefined, a.homes[0]);
  const nsB: Person = { ...pk.person(false, nsBorn + 6 + r.int(20), nsA.last, nsA.first, a.homes[4]), spouse: null };
  nsB.middle = nsA.middle === 'Lee' ? 'Wesley' : 'Lee';
  const wB = pk.person(true, nsB.born + 2, undefined, undefined, nsB.home);
  wB.marriedLast = nsB.last;
  wB.marriedYear = nsB.born + 24;
  nsB.spouse = wB;
  wB.spouse = nsB;
  nsA.res = true;
  nsB.res = true;
  const pool: Person[] = [nsA, nsB];
  let jrDone = false;

  // tracts
  const mkFarmTracts = (county: string, two: boolean): Tract[] => {
    const out: Tract[] = [];
    for (let i = 0; i < (two ? 2 : 1); i++) {
      for (;;) {
        let d: Desc;
        if (a.key === 'gid') {
          const acres = Math.round((40 + r.next() * 260) * 100) / 100;
          d = { k: 'gid', survey: r.pick(TX_SURVEYS), abs: String(20 + r.int(380)), acres, vol: 10 + r.int(300), pg: 1 + r.int(600) };
        } else if (a.key === 'scu') {
          const rr = r.int(RAILS.length);
          const [al, ac] = r.pick(TX_ALIQ);
          d = { k: 'scu', sec: 1 + r.int(120), block: r.pick(RAILS[rr].blocks), rr, abs: String(100 + r.int(1800)), aliquot: al, acres: ac, cert: 1000 + r.int(4000) };
        } else if (a.key === 'wv') {
          const pl = WV_PLACES[county];
          d = { k: 'wv', acres: Math.round((12 + r.next() * 200) * 4) / 4, creek: r.pick(pl.creeks), district: r.pick(pl.districts), book: 10 + r.int(300), pg: 1 + r.int(500) };
        } else if (a.key === 'lab') {
          const city = r.pick(['Signal Hill', 'Signal Hill', 'Long Beach', 'Wilmington']);
          const lot = 1 + r.int(40);
          const town = city === 'Wilmington';
          d = { k: 'lab', lots: r.chance(0.2) ? [lot, lot + 1] : [lot], block: town || r.chance(0.7) ? String(1 + r.int(60)) : null, tractNo: town ? null : String(1000 + r.int(8000)), city: town ? 'Town of Wilmington, in the City of Los Angeles' : city, mb: 5 + r.int(80), mp: 1 + r.int(99) };
        } else {
          const k = KS_TWP[county];
          const [al, ac] = r.pick(KS_ALIQ);
          d = { k: 'ks', sec: 1 + r.int(36), twp: k.twp[0] + r.int(k.twp[1] - k.twp[0] + 1), rng: k.rng[0] + r.int(k.rng[1] - k.rng[0] + 1), aliquot: al, acres: ac };
        }
        const t = mkTract(county, a.state, d);
        const lotKey = d.k === 'lab' ? `${d.lots[0]}|${d.block}` : '';
        if (pk.docs.length === 0 && (farms.some((f) => f.tracts.some((x) => x.key === t.key)) || out.some((x) => x.key === t.key))) continue;
        if ((d.k === 'gid' || d.k === 'wv') && pk.usedAcres.has(d.acres)) continue;
        if ((d.k === 'gid' || d.k === 'scu') && pk.usedAbs.has(d.abs)) continue;
        if (d.k === 'lab' && (pk.usedLots.has(lotKey) || pk.usedLots.has(`${d.lots[0] + 1}|${d.block}`) || pk.usedLots.has(`${d.lots[0] - 1}|${d.block}`))) continue;
        if (d.k === 'gid' || d.k === 'wv') pk.usedAcres.add(d.acres);
        if (d.k === 'gid' || d.k === 'scu') pk.usedAbs.add(d.abs);
        if (d.k === 'lab') pk.usedLots.add(lotKey);
        out.push(t);
        break;
      }
    }
    return out;
  };
  const gapKinds: GapKind[] = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = 0; i < nFarms; i++) {
    const county = a.key === 'gid' || a.key === 'scu' ? (r.chance(0.85) ? a.counties[i % 2] : r.pick(a.counties)) : i < 3 ? a.counties[i % a.counties.length] : r.pick(a.counties);
    const two = a.key !== 'lab' && i >= 3 && r.chance(0.6);
    const startY = a.start[0] + r.int(a.start[1] - a.start[0] + 1);
    farms.push({ id: i, tracts: mkFarmTracts(county, two), county, fee: [], jt: false, jtDay: 0, feeMin: 1, sev: [], cursor: dayIn(r, startY), frozen: false, gap: i < 3 ? gapKinds[i] : undefined, gapYear: Math.min(1985, Math.max(a.leasing - 10, startY + 15) + r.int(40)), heirsPending: false, done: false, last: 0, floor: 0, busy: 0 });
  }
  const stepYears = Math.max(4, (2025 - (a.start[0] + a.start[1]) / 2) / Math.max(3, (target / nFarms) * (a.key === 'lab' ? 1.0 : a.key === 'gid' || a.key === 'scu' ? 0.75 : 0.65)));
  const next = (f: Farm, day: number, soon = false) => {
    f.floor = Math.max(f.floor, Math.min(day, END));
    const era = yearOf(day) < a.leasing ? 1.4 : yearOf(day) >= 2000 ? 0.6 : 0.85;
    f.cursor = Math.max(f.cursor, day + Math.round(365 * (soon ? 1 + r.next() * 3 : stepYears * era * (0.4 + r.next() * 1.2))));
  };

  // ---------- sides
  const withSpouses = (ps: Person[], day: number): Member[] => {
    const out: Member[] = [];
    for (const p of ps) {
      if (out.some((m) => m.p === p)) continue;
      out.push({ p, joins: false });
      const s = p.spouse;
      if (p.kind === 'person' && s && alive(s, day) && !ps.includes(s) && !out.some((m) => m.p === s)) out.push({ p: s, joins: true });
    }
    return out;
  };
  const mineralOwners = (f: Farm): Person[] => [...(f.feeMin > 1e-9 ? f.fee : []), ...f.sev.map((s) => s.p).filter((p, i, xs) => xs.indexOf(p) === i && !(f.feeMin > 1e-9 && f.fee.includes(p)))];

  // ---------- buyers
  const newBuyer = (f: Farm, day: number): { ps: Person[]; jt: boolean } => {
    const y = yearOf(day);
    const ns = pool.find((p) => y - p.born >= 25 && y - p.born <= 72);
    if (ns) {
      pool.splice(pool.indexOf(ns), 1);
      return { ps: [ns], jt: false };
    }
    const born = y - 25 - r.int(22);
    if (!jrDone && y < 1965 && born < 1935) {
      const h = pk.couple(born);
      h.namesakeSon = true;
      h.dies = Math.min(h.dies, 2008);
      if (!h.spouse) {
        const w = pk.person(true, born + 2, undefined, undefined, h.home);
        w.marriedLast = h.last;
        w.marriedYear = born + 22;
        w.spouse = h;
        h.spouse = w;
      }
      jrDone = true;
      return { ps: [h], jt: false };
    }
    if (a.key === 'lab' && r.chance(0.6)) {
      const h = pk.couple(born);
      if (h.spouse) return { ps: [h, h.spouse], jt: true };
      return { ps: [h], jt: false };
    }
    if (f.tracts.length === 2 && r.chance(0.35)) {
      const b1 = pk.couple(born);
      const b2 = pk.couple(born + 2 + r.int(5), b1.last);
      return { ps: [b1, b2], jt: false };
    }
    if (r.chance(0.12)) return { ps: [pk.person(true, born)], jt: false };
    if (y >= 1995 && r.chance(0.15)) return { ps: [pk.org(r.pick(a.buyers))], jt: false };
    return { ps: [pk.couple(born)], jt: false };
  };
  const mineralBuyer = (day: number): Person => {
    const y = yearOf(day);
    const ns = pool.find((p) => y - p.born >= 25 && y - p.born <= 72);
    if (ns) { pool.splice(pool.indexOf(ns), 1); return ns; }
    if (y >= 1995 && r.chance(0.6)) return pk.org(r.pick(a.buyers.filter((b) => !/LLC/.test(b) || y >= 1995)));
    if (a.key === 'wv' && y < 1960 && r.chance(y < 1940 ? 0.9 : 0.6)) return pk.org(r.pick(a.buyers));
    return pk.couple(y - 30 - r.int(20));
  };
  const lesseeFor = (day: number): Person => pk.org(yearOf(day) >= 1995 ? r.pick(a.lateLessees) : r.pick(a.lessees));

  // ---------- children
  const kids = (p: Person): Person[] => {
    if (p.children) return p.children;
    const n = a.key === 'wv' ? 3 + r.int(5) : 2 + r.int(3);
    const base = p.female && p.marriedLast ? p.marriedLast : p.last;
    const ks: Person[] = [];
    for (let i = 0; i < n; i++) {
      const born = (p.female ? p.born : p.born + 2) + 22 + i * 2 + r.int(2);
      if (i === 0 && p.namesakeSon && !p.female) {
        const jr: Person = { ...pk.person(false, born, base, `${p.first}#`), first: p.first, middle: p.middle, suffix: 'Jr.', father: p, spouse: null };
        jr.dies = Math.max(jr.dies, p.dies + 8);
        jr.quietDeath = toDay(jr.dies, 6, 1);
        ks.push(jr);
        continue;
      }
      const female = r.chance(0.5);
      const c = pk.person(female, born, base);
      if (female && born + 21 < 2020 && r.chance(0.8)) {
        const hb = pk.person(false, born - 1 - r.int(4), undefined, undefined, c.home);
        if (pk.used.has(`${c.first} ${hb.last}`)) { ks.push(c); continue; }
        pk.used.add(`${c.first} ${hb.last}`);
        c.marriedLast = hb.last;
        c.marriedYear = born + 19 + r.int(6);
        hb.spouse = c;
        c.spouse = hb;
      } else if (!female && r.chance(0.5)) {
        const w = pk.person(true, born + 1, undefined, undefined, c.home);
        if (pk.used.has(`${w.first} ${c.last}`)) { ks.push(c); continue; }
        pk.used.add(`${w.first} ${c.last}`);
        w.marriedLast = c.last;
        w.marriedYear = born + 23;
        w.spouse = c;
        c.spouse = w;
      }
      ks.push(c);
    }
    p.children = ks;
    return ks;
  };

  // ---------- deeds of the land
  const sell = (f: Farm, day: number, o: { to?: Person[]; jt?: boolean; kind?: DeedKind; title?: string; noReserve?: boolean } = {}) => {
    const from = withSpouses(f.fee, day);
    const b = o.to ? { ps: o.to, jt: !!o.jt } : newBuyer(f, day);
    const y = yearOf(day);
    let reserve: number | undefined;
    if (!o.noReserve && !f.frozen && !f.gap && f.feeMin > 1e-9 && y >= 1905 && f.tracts.length === 1 && f.fee.length <= 2 && r.chance(0.22)) reserve = r.chance(0.5) && fracOf(f.feeMin / 2) ? f.feeMin / 2 : f.feeMin;
    const kinds: DeedKind[] = a.key === 'lab' ? ['wd', 'wd', 'wd', 'qcd'] : a.key === 'ks' ? ['wd', 'wd', 'wd', 'qcd'] : ['wd', 'wd', 'swd', 'qcd'];
    let kind = o.kind ?? r.pick(kinds);
    if (reserve !== undefined && kind === 'qcd') kind = 'wd';
    let aif: DeedOpts['aif'];
    if (a.key === 'wv' && !o.title && from.length > 1 && r.chance(0.4)) {
      const w = from.find((m) => m.p.female && !m.joins);
      if (w) aif = { principal: w.p, attorney: ((x) => `${x.first} ${x.middle[0]}. ${x.last}`)(pk.person(false, yearOf(day) - 40, w.p.last)) };
    }
    const file = writeDeed(pk, { tracts: f.tracts, county: f.county, day, from, to: b.ps, kind, reserve, jt: b.jt, aif, title: o.title });
    pk.linkAll(file, f.tracts, 'fee', from, b.ps);
    if (reserve !== undefined) {
      const holders = f.fee;
      for (const h of holders) f.sev.push({ p: h, f: reserve / holders.length });
      f.feeMin -= reserve;
    }
    f.fee = b.ps;
    f.jt = b.jt;
    f.jtDay = day;
    for (const p of b.ps) p.quietDeath = undefined;
    for (const m of from) if (!m.joins && m.p.kind === 'person') m.p.quietDeath = m.p.quietDeath ?? toDay(Math.max(m.p.dies, yearOf(day) + 1), 6, 1);
    f.heirsPending = false;
    return file;
  };

  // ---------- deaths
  const die = (f: Farm, p: Person, day: number) => {
    const death = day;
    p.died = death;
    const inFee = f.fee.includes(p);
    const sevShare = f.sev.filter((s) => s.p === p).reduce((x, s) => x + s.f, 0);
    if (inFee && f.jt && f.fee.length === 2) {
      const surv = f.fee.find((q) => q !== p)!;
      const jday = Math.min(death + 30 + r.int(700), Math.max(death + 30, END));
      const file = writeJtAffidavit(pk, { tracts: f.tracts, county: f.county, death, day: jday, decedent: p, survivor: surv, deedDay: f.jtDay });
      for (const t of f.tracts) pk.link(file, t, 'fee', p, surv, false);
      f.fee = [surv];
      f.jt = false;
      next(f, jday);
      return;
    }
    const sp = p.spouse && alive(p.spouse, death) ? p.spouse : null;
    let heirs = [...(sp && !f.fee.includes(sp) ? [sp] : []), ...kids(p).filter((k) => k.born < yearOf(death) - 1)];
    if (!heirs.length) heirs = [pk.person(r.chance(0.5), yearOf(death) - 40, p.last)];
    for (const h of heirs) h.quietDeath = undefined;
    const estates: Estate[] = [];
    if (inFee) estates.push('fee');
    if (sevShare > 0) estates.push('mineral');
    const iday = Math.min(death + 60 + r.int(a.key === 'gid' || a.key === 'scu' ? 2500 : 900), Math.max(death + 30, END));
    const kind: 'aff' | 'probate' = a.key !== 'lab' && r.chance(a.key === 'wv' || a.key === 'gid' ? 0.65 : 0.45) ? 'aff' : 'probate';
    const file = writeDeath(pk, { tracts: f.tracts, county: f.county, death, day: iday, decedent: p, heirs, estates, kind, affiant: pk.person(r.chance(0.3), yearOf(death) - 30 - r.int(30)), sr: p.namesakeSon && r.chance(0.5) });
    for (const t of f.tracts) for (const e of estates) for (const h of heirs) pk.link(file, t, e, p, h);
    if (inFee) f.fee = [...f.fee.filter((q) => q !== p), ...heirs.filter((h) => !f.fee.includes(h))];
    if (sevShare > 0) {
      f.sev = f.sev.filter((s) => s.p !== p);
      for (const h of heirs) f.sev.push({ p: h, f: sevShare / heirs.length });
    }
    if (inFee && f.fee.length > 1) f.heirsPending = true;
    next(f, iday, f.heirsPending);
  };

  // ---------- minerals
  const mineralDeed = (f: Farm, day: number) => {
    const y = yearOf(day);
    const fromFee = f.feeMin > 1e-9 && (f.sev.length === 0 || r.chance(0.6));
    const to = mineralBuyer(day);
    if (fromFee) {
      const opts = FRACS.filter((x) => x.v <= f.feeMin + 1e-9 && x.v >= 1 / 16 && x.v < 1);
      const broad = a.key === 'wv' && to.kind === 'org' && y < 1960;
      const v = broad ? f.feeMin : r.chance(0.3) && fracOf(f.feeMin) ? f.feeMin : r.pick(opts.length ? opts : FRACS.slice(0, 1)).v;
      const from = withSpouses(f.fee, day);
      const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day, from, to: [to], frac: broad && v < 1 ? null : v, broadForm: broad });
      pk.linkAll(file, f.tracts, 'mineral', from, [to]);
      f.feeMin -= v;
      f.sev.push({ p: to, f: v });
    } else {
      const s = r.pick(f.sev.filter((x) => x.p.kind === 'person' && alive(x.p, day)).concat(f.sev.filter((x) => x.p.kind === 'org')));
      if (!s || s.p === to) return;
      const all = r.chance(0.5) || !fracOf(s.f / 2);
      const v = all ? s.f : s.f / 2;
      const from = withSpouses([s.p], day);
      const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day, from, to: [to], frac: all && !fracOf(v) ? null : v });
      pk.linkAll(file, f.tracts, 'mineral', from, [to]);
      s.f -= v;
      if (s.f < 1e-9) f.sev.splice(f.sev.indexOf(s), 1);
      f.sev.push({ p: to, f: v });
    }
  };
  const royaltyDeed = (f: Farm, day: number) => {
    const owners = mineralOwners(f).filter((p) => p.kind === 'person' || yearOf(day) >= 1950);
    if (!owners.length) return;
    const y = yearOf(day);
    const grantor = f.feeMin > 1e-9 ? f.fee : [r.pick(owners)];
    const from = withSpouses(grantor, day);
    const to = y >= 1995 && r.chance(0.5) ? pk.org(r.pick(a.buyers)) : pk.couple(y - 30 - r.int(20));
    const young = grantor.length === 1 && grantor[0].kind === 'person' && age(grantor[0], day) < 55 && f.feeMin > 1e-9;
    const term = a.key === 'gid' && young && r.chance(0.5) ? 10 + r.int(6) : undefined;
    const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day, from, to: [to], frac: r.pick([1 / 2, 1 / 4, 1 / 2, 1 / 8]), royalty: { of: r.chance(0.5) ? 'royalty' : 'production', term } });
    pk.linkAll(file, f.tracts, 'mineral', from, [to]);
    if (term) {
      const nd = day + term * 365 + 200 + r.int(1500);
      if (nd < END) {
        const nf = writeNonProduction(pk, { tracts: f.tracts, county: f.county, day: nd, affiant: grantor[0], termOwner: to, deedDay: day, term });
        for (const t of f.tracts) pk.link(nf, t, 'mineral', to, grantor[0], false);
        next(f, nd);
      }
    }
  };

  // ---------- leases: a lease, what follows it, its release; nothing else happens on the farm meanwhile
  interface Live { lease: LeaseRec; file: string; holders: Person[]; lessors: Member[]; ratifiers: Member[]; farms: Farm[] }
  const afterLease = (lv: Live, day0: number, group: boolean): number => {
    let day = day0;
    const y0 = yearOf(day0);
    const tx = a.key === 'gid' || a.key === 'scu';
    const tracts = lv.lease.tracts;
    // a ratification by severed owners who did not sign
    if (lv.ratifiers.length) {
      day += 60 + r.int(400);
      writeRatification(pk, { lease: lv.lease, day, ratifiers: lv.ratifiers, holders: lv.holders });
    }
    if (tx && !group && r.chance(0.3)) {
      day += 100 + r.int(500);
      const f = lv.farms[0];
      const owners = [...(f.feeMin > 1e-9 ? f.fee.map((p) => ({ p, share: `${(f.feeMin * 100 / f.fee.length).toFixed(4)}% (mineral)` })) : []), ...f.sev.map((s) => ({ p: s.p, share: `${(s.f * 100).toFixed(4)}% (mineral)` }))].filter((x, i, xs) => xs.findIndex((z) => z.p === x.p) === i);
      if (owners.length > 1) writeStipulation(pk, { tracts, county: lv.lease.county, day, owners, operator: lv.holders[0] });
    }
    // assignments
    const nAsg = r.int(3);
    for (let i = 0; i < nAsg; i++) {
      day += 150 + r.int(900);
      if (day > END) break;
      const kind: AsgKind = tx && yearOf(day) >= 1975 && r.chance(0.3) ? 'term' : r.chance(0.2) && lv.holders.length === 1 ? 'partial' : 'plain';
      const to = pk.org(r.pick([...a.lessees, ...(yearOf(day) >= 1995 ? a.lateLessees : [])].filter((n) => !lv.holders.some((h) => h.forms?.[0] === n))));
      const from = kind === 'partial' ? lv.holders : lv.holders;
      const file = writeAssignment(pk, { leases: [lv.lease], day, from, to, kind });
      for (const h of from) pk.linkAll(file, tracts, 'leasehold', [{ p: h, joins: false }], [to]);
      lv.holders = kind === 'partial' ? [...lv.holders, to] : [to];
    }
    // a change of name of the holder
    const h0 = lv.holders[0];
    if (lv.holders.length === 1 && h0.kind === 'org' && !h0.renamed && y0 > 1915 && r.chance(0.15)) {
      day += 200 + r.int(900);
      const stem = h0.forms![0].replace(/,? (Company|Co\.|Corporation|Inc\.|LLC)$/, '');
      const nn = /LLC/.test(h0.forms![0]) ? `${stem} Operating, LLC` : `${stem.replace(/ (Oil|Gas|Petroleum|Fuel).*$/, '')} Energy Corporation`;
      h0.renamed = { day, forms: orgForms(nn) };
      writeNameChange(pk, { tracts, county: lv.lease.county, day, org: h0 });
    }
    // release
    const term = y0 < 1960 ? 5 + r.int(12) : 3 + r.int(10);
    const rd = day + 365 * term + r.int(300);
    if (rd > END || (y0 >= 2008 && r.chance(0.5))) return END + 1;
    const lessors = [...lv.lessors, ...lv.ratifiers];
    const rf = writeRelease(pk, { lease: lv.lease, day: rd, holders: lv.holders, lessors });
    const rows = lv.lease.rows;
    for (const h of lv.holders) {
      if (rows) for (const x of rows) pk.link(rf, x.tract, 'leasehold', h, x.m.p, !x.m.joins);
      else for (const t of tracts) for (const m of lessors) pk.link(rf, t, 'leasehold', h, m.p, !m.joins);
    }
    return rd;
  };
  const leaseFarm = (f: Farm, day: number) => {
    const owners = mineralOwners(f);
    if (!owners.length) return;
    const ratify = (a.key === 'gid' || a.key === 'scu' || a.key === 'ks') && f.feeMin > 1e-9 && f.sev.length > 0 && r.chance(0.4);
    const signers = ratify ? f.fee : owners;
    const lessors = withSpouses(signers, day);
    const ratifiers = ratify ? withSpouses(f.sev.map((s) => s.p).filter((p, i, xs) => xs.indexOf(p) === i && !f.fee.includes(p)), day) : [];
    const lessee = lesseeFor(day);
    const { file, rec } = writeLease(pk, { tracts: f.tracts, county: f.county, day, lessors, lessee });
    pk.linkAll(file, f.tracts, 'leasehold', lessors, [lessee]);
    const end = afterLease({ lease: rec, file, holders: [lessee], lessors, ratifiers, farms: [f] }, day, false);
    f.busy = end;
    next(f, Math.min(end, END + 1));
  };
  const groupLease = (day: number) => {
    const y = yearOf(day);
    const cands = farms.filter((f) => !f.done && !f.frozen && f.fee.length && f.cursor >= day && !mineralOwners(f).some((p) => p.kind === 'person' && p.dies <= y + 12) && f.busy < day && mineralOwners(f).length);
    if (cands.length < 2) return;
    const tx = a.key === 'gid' || a.key === 'scu';
    const county = r.pick(cands).county;
    const pool2 = tx ? cands.filter((f) => f.county === county) : cands;
    if (pool2.length < 2) return;
    const part = pool2.filter(() => r.chance(0.75)).slice(0, a.key === 'lab' ? 9 : 4);
    if (part.length < 2) part.splice(0, part.length, ...pool2.slice(0, 2));
    const lessee = lesseeFor(day);
    const lives: Live[] = [];
    if (a.key === 'lab') {
      const rows: Array<{ m: Member; tract: Tract }> = [];
      const lessors: Member[] = [];
      for (const f of part) for (const m of withSpouses(mineralOwners(f), day)) { rows.push({ m, tract: f.tracts[0] }); lessors.push(m); }
      const { file, rec } = writeLease(pk, { tracts: part.flatMap((f) => f.tracts), county: part[0].county, day, lessors, lessee, rows });
      for (const x of rows) pk.link(file, x.tract, 'leasehold', x.m.p, lessee, !x.m.joins);
      const lv: Live = { lease: rec, file, holders: [lessee], lessors, ratifiers: [], farms: part };
      let d = day;
      // the lessee merges into another company, which releases as its successor
      let succ: string | undefined;
      if (r.chance(0.7)) {
        d += 400 + r.int(1500);
        const survivor = pk.org(r.pick(a.lateLessees.filter((n) => !/LLC/.test(n) || y >= 1995)));
        const m = writeMerger(pk, { tracts: rec.tracts, county: rec.county, day: d, merged: lessee, survivor });
        for (const t of rec.tracts) pk.link(m.file, t, 'leasehold', lessee, survivor);
        lv.holders = [survivor];
        succ = m.mergedName;
      }
      const rd = d + 365 * (6 + r.int(20));
      let end = END + 1;
      if (rd < END) {
        const rf = writeRelease(pk, { lease: rec, day: rd, holders: lv.holders, lessors, successorTo: succ });
        for (const h of lv.holders) for (const x of rows) pk.link(rf, x.tract, 'leasehold', h, x.m.p, !x.m.joins);
        end = rd;
      }
      for (const f of part) { f.busy = end; next(f, end); }
      return;
    }
    for (const f of part) {
      const ld = day + r.int(90);
      const lessors = withSpouses(mineralOwners(f), ld);
      const { file, rec } = writeLease(pk, { tracts: f.tracts, county: f.county, day: ld, lessors, lessee });
      pk.linkAll(file, f.tracts, 'leasehold', lessors, [lessee]);
      lives.push({ lease: rec, file, holders: [lessee], lessors, ratifiers: [], farms: [f] });
    }
    let d = day + 150;
    if ((a.key === 'gid' || a.key === 'scu') && y >= 1948) {
      d += 30 + r.int(300);
      writeUnit(pk, { leases: lives.map((l) => l.lease), day: d, operator: lessee });
    }
    if (r.chance(0.7)) {
      d += 100 + r.int(700);
      const to = pk.org(r.pick([...a.lessees, ...(yearOf(d) >= 1995 ? a.lateLessees : [])].filter((n) => n !== lessee.forms![0])));
      const file = writeAssignment(pk, { leases: lives.map((l) => l.lease), day: d, from: [lessee], to, kind: 'bos' });
      for (const l of lives) pk.linkAll(file, l.lease.tracts, 'leasehold', [{ p: lessee, joins: false }], [to]);
      for (const l of lives) l.holders = [to];
    }
    for (const lv of lives) {
      const end = afterLease(lv, d, true);
      lv.farms[0].busy = end;
      next(lv.farms[0], Math.min(end, END + 1));
    }
  };

  // ---------- liens, easements, forced sales, coal
  const lien = (f: Farm, day: number) => {
    const from = withSpouses(f.fee.filter((p) => p.kind === 'person'), day);
    if (!from.length) return;
    const rel = day + 365 * (4 + r.int(18));
    writeLien(pk, { tracts: f.tracts, county: f.county, day, from, lender: pk.org(r.pick(a.lenders)), releaseDay: rel < END && r.chance(0.7) ? rel : null });
  };
  const easement = (f: Farm, day: number) => {
    const from = withSpouses(f.fee, day);
    writeEasement(pk, { tracts: f.tracts, county: f.county, day, from, to: pk.org(r.pick(a.pipelines)) });
  };
  const sheriff = (f: Farm, day: number) => {
    const from = withSpouses(f.fee.filter((p) => p.kind === 'person'), day);
    if (!from.length || from.length !== withSpouses(f.fee, day).length) return;
    const bank = pk.org(r.pick(a.lenders));
    writeLien(pk, { tracts: f.tracts, county: f.county, day, from, lender: bank, releaseDay: null });
    const judgment = day + 365 * (2 + r.int(4));
    const sd = judgment + 200 + r.int(200);
    const purchaser = r.chance(0.4) ? bank : pk.couple(yearOf(sd) - 30 - r.int(15));
    const file = writeSheriffDeed(pk, { tracts: f.tracts, county: f.county, day: sd, debtors: from, purchaser, plaintiff: bank, judgment });
    pk.linkAll(file, f.tracts, 'fee', from, [purchaser]);
    f.fee = [purchaser];
    f.jt = false;
    f.heirsPending = false;
    next(f, sd);
  };
  const coalLease = (f: Farm, day: number) => {
    const co = f.sev.find((s) => s.p.kind === 'org');
    if (!co) return;
    writeCoalLease(pk, { tracts: f.tracts, county: f.county, day, lessor: co.p, lessee: pk.org(r.pick(COAL_OPS)) });
  };

  // ---------- planted gaps (a one-tract farm each; the farm then sees only fee deeds, deaths, liens and easements)
  const plant = (f: Farm, day: number) => {
    const kind = f.gap!;
    const t = f.tracts[0];
    const y = yearOf(day);
    if (kind === 'grantor_never_received') {
      const sameName = r.chance(0.5) && f.fee[0]?.kind === 'person';
      const st = pk.couple(y - 35 - r.int(20), sameName ? f.fee[0].last : undefined);
      const from = withSpouses([st], day).filter((m) => !m.joins || r.chance(0.5));
      const to = pk.couple(y - 30 - r.int(20));
      const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day, from, to: [to], frac: r.pick([1 / 4, 1 / 2, 1 / 8]) });
      pk.linkAll(file, f.tracts, 'mineral', from, [to]);
      pk.gaps.push({ tract: t.key, estate: 'mineral', kind, doc: file });
    } else {
      const feeSide = f.feeMin >= 1 / 4 - 1e-9;
      const src = feeSide ? f.fee : [f.sev.reduce((x, s) => (s.f > x.f ? s : x), f.sev[0]).p];
      const held = feeSide ? f.feeMin : f.sev.filter((s) => s.p === src[0]).reduce((x, s) => x + s.f, 0);
      const v = [1 / 4, 1 / 8, 1 / 16].find((x) => x <= held + 1e-9 && (kind === 'conveyed_before_acquired' || 2 * x <= 1)) ?? held;
      const X = pk.couple(y - 30 - r.int(20));
      const from = withSpouses(src, day);
      const into = writeMineral(pk, { tracts: f.tracts, county: f.county, day, from, to: [X], frac: v });
      pk.linkAll(into, f.tracts, 'mineral', from, [X]);
      if (feeSide) f.feeMin -= v;
      else { const s = f.sev.find((q) => q.p === src[0])!; s.f -= Math.min(v, s.f); }
      const Y = pk.couple(y - 28 - r.int(20));
      const xs = withSpouses([X], day);
      if (kind === 'conveyed_before_acquired') {
        const early = day - 90 - r.int(900);
        const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day: early, from: xs, to: [Y], frac: v });
        pk.linkAll(file, f.tracts, 'mineral', xs, [Y]);
        pk.gaps.push({ tract: t.key, estate: 'mineral', kind, doc: file });
      } else {
        const span = Math.max(600, Math.min(3000, END - day - 100));
        const later = day + 100 + r.int(Math.floor(span / 3));
        const twice = r.chance(0.5);
        if (twice) {
          const ok = writeMineral(pk, { tracts: f.tracts, county: f.county, day: later, from: xs, to: [Y], frac: v });
          pk.linkAll(ok, f.tracts, 'mineral', xs, [Y]);
          const Z = pk.couple(y - 28 - r.int(20));
          const again = later + 100 + r.int(Math.floor(span / 3));
          const xs2 = withSpouses([X], again);
          const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day: again, from: xs2, to: [Z], frac: v });
          pk.linkAll(file, f.tracts, 'mineral', xs2, [Z]);
          pk.gaps.push({ tract: t.key, estate: 'mineral', kind, doc: file });
          next(f, again);
        } else {
          const file = writeMineral(pk, { tracts: f.tracts, county: f.county, day: later, from: xs, to: [Y], frac: 2 * v });
          pk.linkAll(file, f.tracts, 'mineral', xs, [Y]);
          pk.gaps.push({ tract: t.key, estate: 'mineral', kind, doc: file });
          next(f, later);
        }
      }
    }
    f.frozen = true;
    f.gap = undefined;
  };

  // ---------- a farm's first record
  const start = (f: Farm, day: number) => {
    const y = yearOf(day);
    if (a.key === 'ks') {
      const settler = pk.couple(y - 25 - r.int(20));
      writePatentLinked(f, day, settler);
      return;
    }
    if (a.key === 'scu') {
      const rr = RAILS[(f.tracts[0].d as Extract<Desc, { k: 'scu' }>).rr];
      const railway = pk.org(rr.name);
      if (f.tracts.every((t) => (t.d as Extract<Desc, { k: 'scu' }>).aliquot === 'ALL' && (t.d as Extract<Desc, { k: 'scu' }>).rr === (f.tracts[0].d as Extract<Desc, { k: 'scu' }>).rr) && r.chance(0.6)) {
        writePatentLinked(f, day - 365 * (3 + r.int(15)), railway);
      } else f.fee = [railway];
      sell(f, day, { noReserve: true });
      return;
    }
    if (a.key === 'lab') {
      f.fee = [pk.org(r.pick(LAB_COMPANIES))];
      sell(f, day, { noReserve: true });
      return;
    }
    f.fee = [pk.couple(y - 35 - r.int(25))];
    sell(f, day, { noReserve: true });
  };
  const writePatentLinked = (f: Farm, day: number, to: Person) => {
    const file = writePatent(pk, { tracts: f.tracts, county: f.county, day, to });
    const sov = pk.org(a.key === 'ks' ? 'United States of America' : 'State of Texas');
    pk.linkAll(file, f.tracts, 'fee', [{ p: sov, joins: false }], [to]);
    f.fee = [to];
  };

  // ---------- one event on a farm
  const step = (f: Farm) => {
    const day = f.cursor;
    const y = yearOf(day);
    f.last = day;
    if (!f.fee.length) { start(f, day); next(f, day); return; }
    if (f.heirsPending && f.fee.length > 1) {
      if (f.tracts.length === 2 && f.fee.length === 2 && f.sev.length === 0 && f.fee.every((p) => p.kind === 'person') && r.chance(0.6)) { partition(f, day); next(f, day); return; }
      const taker = r.pick(f.fee);
      if (r.chance(0.55)) {
        const others = f.fee.filter((p) => p !== taker);
        const from = withSpouses(others, day);
        const file = writeDeed(pk, { tracts: f.tracts, county: f.county, day, from, to: [taker], kind: 'qcd', title: r.pick(["HEIRS' QUITCLAIM DEED", 'QUITCLAIM DEED', 'QUIT CLAIM DEED']) });
        pk.linkAll(file, f.tracts, 'fee', from, [taker]);
        for (const p of others) p.quietDeath = p.quietDeath ?? toDay(Math.max(p.dies, yearOf(day) + 1), 6, 1);
        f.fee = [taker];
        f.heirsPending = false;
      } else sell(f, day, { title: a.key === 'lab' ? undefined : r.pick(["HEIRS' DEED", undefined, undefined]) as string | undefined });
      next(f, day);
      return;
    }
    const holders = [...f.fee, ...(f.frozen ? [] : f.sev.map((s) => s.p))].filter((p, i, xs) => p.kind === 'person' && xs.indexOf(p) === i);
    const due = holders.filter((p) => p.dies <= y).sort((p, q) => p.dies - q.dies)[0];
    if (due && !f.fee.includes(due) && r.chance(0.6)) {
      // a small severed interest whose owner dies is often never probated: it lies dormant, and nobody deals with it again
      f.sev = f.sev.filter((x) => x.p !== due);
      due.died = dayIn(r, due.dies);
    } else if (due) { die(f, due, Math.min(day, Math.max(dayIn(r, due.dies), f.floor + 30))); return; }
    if (f.gap && (y >= f.gapYear || f.cursor > END - 3000) && (f.feeMin >= 1 / 4 - 1e-9 || f.sev.some((s) => s.f >= 1 / 16 - 1e-9) || f.gap === 'grantor_never_received')) { plant(f, day); next(f, day); return; }
    if (f.tracts.length === 2 && f.fee.length === 2 && f.sev.length === 0 && f.fee.every((p) => p.kind === 'person') && r.chance(0.5)) { partition(f, day); next(f, day); return; }
    const w: Array<[number, () => void]> = [
      [f.fee.some((p) => p.namesakeSon) ? 0 : y < a.leasing ? 3 : 2, () => sell(f, day)],
      [f.frozen || f.gap || y < a.leasing - 20 ? 0 : a.key === 'wv' && y < 1960 && f.feeMin > 0.5 ? 3 : 1.4, () => mineralDeed(f, day)],
      [f.frozen || y < a.leasing ? 0 : 1.6, () => royaltyDeed(f, day)],
      [f.frozen || y < a.leasing ? 0 : y >= 1975 && (a.key === 'gid' || a.key === 'scu') ? 3.5 : 2.4, () => leaseFarm(f, day)],
      [1.1, () => lien(f, day)],
      [y >= 1912 ? 1 : 0, () => easement(f, day)],
      [a.key === 'ks' && y < 1960 && !f.fee.some((p) => p.namesakeSon) ? 1.1 : 0, () => sheriff(f, day)],
      [a.key === 'wv' && f.sev.some((s) => s.p.kind === 'org') && !f.frozen ? 2 : 0, () => coalLease(f, day)],
    ];
    const tot = w.reduce((x, [n]) => x + n, 0);
    let pick = r.next() * tot;
    for (const [n, fn] of w) {
      pick -= n;
      if (pick <= 0 && n > 0) { fn(); break; }
    }
    next(f, day);
  };
  const partition = (f: Farm, day: number) => {
    const [A, B] = f.fee;
    writePartition(pk, { tracts: [f.tracts[0], f.tracts[1]], county: f.county, day, owners: [withSpouses([A], day), withSpouses([B], day)] });
    const nf: Farm = { ...f, id: farms.length, tracts: [f.tracts[1]], fee: [B], sev: [], gap: undefined, heirsPending: false };
    f.tracts = [f.tracts[0]];
    f.fee = [A];
    f.heirsPending = false;
    farms.push(nf);
    next(nf, day);
  };

  // ---------- the clock
  const groups = a.groups.map((gy) => dayIn(r, gy)).sort((x, y) => x - y);
  for (let guard = 0; guard < 5000; guard++) {
    const live = farms.filter((f) => !f.done);
    if (!live.length) break;
    const f = live.reduce((x, g) => (g.cursor < x.cursor ? g : x));
    if (groups.length && groups[0] <= f.cursor) { groupLease(groups.shift()!); continue; }
    if (f.gap && f.fee.length && f.cursor > END - 1500) {
      // a gap not yet planted goes in before the clock runs out
      f.cursor = Math.min(f.cursor, Math.max(f.floor + 200, END - 1500 - r.int(2500)));
      plant(f, f.cursor);
      f.done = true;
      continue;
    }
    if (f.cursor > END || (pk.docs.length > target * 1.05 && !f.gap && !f.fee.some((p) => p.namesakeSon))) {
      // the father of the namesake son dies before the clock runs out, so that his son inherits
      const father = f.fee.find((p) => p.namesakeSon && p.died === undefined);
      if (father) die(f, father, Math.min(END - 400, Math.max(f.floor + 30, dayIn(r, father.dies))));
      f.done = true;
      continue;
    }
    step(f);
  }
  void jrDone;

  const docs = [...pk.docs].sort((x, y) => (x.gd < y.gd ? -1 : x.gd > y.gd ? 1 : 0)).map(({ gd: _gd, ...d }) => d);
  return { name, docs, links: pk.links, gaps: pk.gaps };
}

export const generateHeldoutR: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 7727 + 18);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) {
    const a = order[k % order.length];
    out.push(makePackage(seededRng(opts.seed * 1009 + k * 53 + 11), a, opts.docsPerPackage, `r-s${opts.seed}-${k + 1}`));
  }
  return out;
};
