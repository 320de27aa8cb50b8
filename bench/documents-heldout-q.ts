// Held-out set Q: whole packages of recorded land instruments written blind to the extraction
// rules, with the truth of every field, party, chain link and planted gap. Each package is one area,
// chosen by seed among five (the four packages of one seed are four different areas), whose farms
// (one or two tracts that travel together in the fee chain until a partition splits them) pass
// through time on one clock, about 1880-2025:
// - Kern and Kings Counties, California (Mount Diablo Base and Meridian, townships south, ranges
//   east; Midway-Sunset, Kern River, Lost Hills, Kettleman): United States homestead and cash-entry
//   patents of the Visalia land office, old "GRANT" deeds and "This Indenture" forms, modern "GRANT
//   DEED" and "QUITCLAIM DEED" forms with "RECORDING REQUESTED BY", APN and documentary transfer tax
//   blocks, couples taking "as joint tenants" or "as community property", "a married man as his sole
//   and separate property", deeds of a couple into their living trust and the trustees' grant deeds
//   out of it, "Affidavit - Death of Joint Tenant", "Affidavit - Death of Trustee", Superior Court
//   decrees of distribution and spousal property orders, deeds of trust to a title company and their
//   full reconveyances, mineral grant deeds, royalty deeds, leases, assignments, quitclaims of lease;
// - the Illinois basin in Illinois (Wabash, Lawrence, Crawford: Second Principal Meridian, ranges
//   west; Wayne: Third Principal Meridian, ranges east; White on both): Illinois statutory "CONVEYS
//   AND WARRANTS" and "CONVEY AND QUIT CLAIM" deeds with the homestead waiver, joint tenancy deeds
//   ("not in tenancy in common but in joint tenancy"), "DEED IN TRUST" to a bank as trustee of an
//   Illinois land trust and the bank's "TRUSTEE'S DEED", mortgages, circuit court orders declaring
//   heirship, affidavits of heirship, mineral deeds, 1937-1940 boom leases and modern leases;
// - the East Texas field (Gregg, Rusk, Smith, Upshur: named original surveys by abstract, tracts of
//   stated acres out of a survey by metes and bounds in varas and feet): "THE STATE OF TEXAS § KNOW
//   ALL MEN" deeds with the wife's privy examination, warranty deeds with vendor's lien, many
//   fractional royalty deeds of the 1930-1931 boom ("3/64ths royalty", "one-half of the one-eighth
//   royalty"), mineral deeds, Producers 88 leases, assignments, releases, affidavits of heirship,
//   orders probating wills as muniments of title, judgments declaring heirship, deeds of trust,
//   pipeline rights of way, stipulations of interest;
// - western South Dakota (Black Hills Meridian: Harding, Butte, Fall River): United States homestead
//   patents of the Belle Fourche and Rapid City land offices, ranch deeds "GRANT, CONVEY AND
//   WARRANT", quit claim deeds, contracts for deed and the warranty deed given in fulfillment,
//   affidavits of survivorship of a joint tenant, circuit court decrees of distribution, mortgages
//   to the Federal Land Bank of Omaha, leases of the 1950s (Edgemont) and 1970s-2010s (Buffalo);
// - the Delaware basin of West Texas (Reeves, Loving, Ward, Culberson: "Section 12, Block 56,
//   Public School Land Survey, Abstract 4321", "Section 7, Block C-26, PSL", H&GN RR Co. blocks):
//   State of Texas patents of school sections and to the railway, the railway's first deeds,
//   ranch deeds, 1950s leases and modern 2010s instruments: paid-up leases and memoranda of lease,
//   "Assignment and Bill of Sale" with an Effective Time, term assignments, mineral and royalty deeds
//   between LLCs ("Mineral and Royalty Deed"), ratifications of lease, stipulations of interest.
// Everywhere: first deeds of first known holders, warranty, special warranty and quitclaim deeds,
// deeds reserving one-half or all of the minerals, heirs' quitclaims to one of them, partition
// deeds of a two-tract farm between two co-owners, mineral deeds of fractions (from fee owners and
// severed holders), royalty deeds, abstractors' typed runsheet entries of deeds, affidavits of
// heirship by a neighbour, easements. Dates in words, ordinals, figures ("3/3/1931"), "this 3rd of
// March 1931", clerks' stamps "Filed for record Mar. 5, 1931 at 2:15 o'clock P.M.". People recur
// under name variants (full middle name, initial, initials only, no middle name, capitals, index
// order "SMITH, JOHN A." in captions), spouses join or co-hold, trustees of family trusts; companies
// under Co./Company, Co., Inc., Corp./Corporation, Inc./Incorporated, LLC/L.L.C., L.P./LP (no LLC
// before 1993, no L.P. before 1976). NAMESAKES in every package: a father and his son of the same
// name (the son "Jr." in most instruments, without it in some, where the instrument calls him the
// son of the father, deceased; the father "Sr." in some instruments of his own estate), and two
// unrelated people of one first name and surname (another middle name, another county of
// residence, another spouse; both always written with their residence). About three planted gaps
// per package, one of each kind, each on a one-tract farm. Texts are clean typed copies; file names
// say nothing about the instrument.
//
// Truth conventions: those of sets A-P's headers (D's list with E's to P's additions), followed
// exactly where they apply, and the contract's (specs/documents.yaml) where it speaks. In short:
// - tracts: state two letters, county without "County"; rectangular tracts township "31S"/"22N",
//   range "22E"/"14W", aliquot "NE/4", "S/2 NE/4", "NE/4 SW/4" (smallest part first), the meridian
//   in no field; acres as stated, a tract states its acres in every instrument or in none; Texas
//   named-survey tracts ("40 acres out of the Juan Ximenes Survey, A-219"): survey "Juan Ximenes
//   Survey" ("Headright" dropped, G), abstract digits, acres always stated and never shared by two
//   tracts of one survey, section, block and aliquot null; Texas block sections: survey "PSL Survey"
//   or "H&GN RR Co. Survey", section, block ("56", "C-26"), abstract, aliquot "ALL" or the half,
//   acres always stated;
// - names: the form the instrument writes (one form per instrument), natural order, without
//   descriptors (marital words, "as his sole and separate property", "as joint tenants", "Trustee of
//   ...", "a Delaware limited liability company", "son of ..., deceased"); "Jr."/"Sr." kept as
//   written; a trustee of a family trust and a bank trustee of a land trust are the parties by name
//   ("John A. Smith", "First National Bank of Fairfield"), each trustee a person id of its own apart
//   from the same name individually; officers, managers, attorneys in fact, notaries, clerks,
//   judges, executors who are not heirs, affiants' recitals and recited lessors are no parties;
// - roles and links as D: grantor/grantee, lessor/lessee, assignor/assignee, decedent/heir, the
//   affiant `other`; a spouse who joins only to release marital or homestead rights is a party of
//   that side whose links are `required: false`; a couple who took together both hold (required);
//   co-grantors each link to every grantee, per tract, per estate;
// - categories: a California grant deed, Illinois "conveys and warrants", South Dakota "grant,
//   convey and warrant", Texas general warranty and the Illinois "Deed in Trust" (conveys and
//   warrants to the land trustee) warranty_deed; "specially warrant" / "by, through or under"
//   special_warranty_deed; "quit claim(s)", heirs' quitclaims, partition deeds and the Illinois land
//   trustee's "TRUSTEE'S DEED" (the bank "does hereby convey and quit claim", it warrants nothing)
//   quitclaim_deed, conveys_fee true, ["fee"]; "Mineral Grant Deed", "Mineral Deed", "Mineral and
//   Royalty Deed" mineral_deed; royalty deeds royalty_deed (["mineral"], a link that does not
//   change the fractions held); memorandum of lease oil_and_gas_lease; "Assignment and Bill of
//   Sale", term assignments assignment_of_lease; a quitclaim or surrender of a lease by the lessee
//   release_of_lease; decrees of distribution, spousal property orders, orders declaring heirship,
//   muniments of title, judgments declaring heirship probate; survivors' and trustees' death
//   affidavits `other` (decedent `decedent`, survivor `other`, a fee link decedent -> survivor
//   `required: false`, estates []); contract for deed, ratification (ratifiers `lessor`, present
//   holders `lessee`), stipulation of interest (every party `other`), deed of full reconveyance (the
//   trustee `grantor`, trustors `grantee`) `other`, estates [], no link; easements, mortgages and
//   deeds of trust no link, estates [] (mortgagors `grantor`, mortgagee `grantee`; a deed of trust's
//   trustee `grantee`, the lender `other`);
// - conveys_fee true for deeds of the land, patents and deaths of a fee holder; estates ["fee"] for
//   those, ["mineral"] for mineral and royalty deeds and deaths of a severed holder, ["leasehold"]
//   for leases, assignments and releases; a reservation moves nothing (the reserving grantors hold
//   the reserved minerals, no link);
// - dates ISO; execution_date the dating line (none: null, the governing date then the filing),
//   acknowledgment_date the notary's, recording_date the filing ("Filed for record", not the later
//   "Recorded" day), effective_date only where the instrument says "effective" (then a paid-up
//   lease or memorandum "effective as of" has no execution_date); affidavits' execution the jurat,
//   probate orders' the day signed, patents' the day given, none of them an acknowledgment;
//   death_date for deaths; dates of wills, trusts, trust agreements, recited leases and contracts
//   are not the instrument's;
// - gaps: grantor_never_received a stranger's mineral deed (sometimes of the fee owner's surname,
//   his wife sometimes joining; his link is given); conveyed_before_acquired a severed holder's
//   mineral deed dated three months to three years before the mineral deed into him (gap on the
//   early deed, both links given); conveyed_more_than_held a severed holder conveying twice his
//   fraction, or the same fraction again after conveying it; gap grantors and grantees never deal
//   again, and after its gap a farm sees only fee deeds, deaths, mortgages and easements.
import type { ExpectedTract } from './documents-score.js';
import { tractKey } from './documents-score.js';
import type { HeldoutDoc, HeldoutGap, HeldoutGenerator, HeldoutLink, HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { numberWords } from './number-words.js';
import { seededRng, type SeededRng } from './rng.js';

type Rng = SeededRng;
type AreaKey = 'kern' | 'ilb' | 'etx' | 'bhm' | 'dlw';

interface County {
  name: string;
  /** rectangular survey */
  twp?: [number, number];
  tdir?: 'N' | 'S';
  rng?: [number, number];
  rdir?: 'E' | 'W';
  pm?: string[];
  /** Texas named surveys: [name, abstract] */
  surveys?: Array<[string, number]>;
  /** Texas block sections: [survey short form, block, variants] */
  blocks?: Array<{ survey: 'PSL Survey' | 'H&GN RR Co. Survey'; block: string }>;
}

interface Area {
  key: AreaKey;
  state: string;
  stateName: string;
  counties: County[];
  start: [number, number];
  leasing: number;
  towns: string[];
  lessees: Array<[string, string]>;
  modernLessees: Array<[string, string]>;
  mineralCos: Array<[string, string]>;
  pipelines: string[];
  lenders: string[];
  trustees: string[];
  surnames: string[];
}

const SECOND_PM = ['of the Second Principal Meridian', 'of the 2nd P.M.', 'of the Second P.M.'];
const THIRD_PM = ['of the Third Principal Meridian', 'of the 3rd P.M.', 'of the Third P.M.'];
const MDM = ['Mount Diablo Base and Meridian', 'M.D.B.&M.', 'M.D.B. & M.', 'Mount Diablo Meridian'];
const BHM = ['of the Black Hills Meridian', 'B.H.M.', 'of the Black Hills Meridian, South Dakota'];

const AREAS: Area[] = [
  {
    key: 'kern', state: 'CA', stateName: 'California',
    counties: [
      { name: 'Kern', twp: [31, 32], tdir: 'S', rng: [22, 24], rdir: 'E', pm: MDM },
      { name: 'Kern', twp: [28, 29], tdir: 'S', rng: [27, 28], rdir: 'E', pm: MDM },
      { name: 'Kern', twp: [25, 27], tdir: 'S', rng: [19, 21], rdir: 'E', pm: MDM },
      { name: 'Kings', twp: [21, 24], tdir: 'S', rng: [18, 20], rdir: 'E', pm: MDM },
    ],
    start: [1889, 1912], leasing: 1905, towns: ['Bakersfield', 'Taft', 'Maricopa', 'Oildale', 'Hanford', 'Avenal', 'McKittrick', 'Shafter'],
    lessees: [['Midway Northern Oil', 'Company'], ['Sunset Crude', 'CoInc'], ['Buena Vista Petroleum', 'Corporation'], ['Temblor Valley Oil', 'Company'], ['Kettleman Hills Development', 'Company']],
    modernLessees: [['San Joaquin Basin Energy', 'Inc.'], ['Elk Hills Resources', 'LLC'], ['Temblor Petroleum', 'LLC']],
    mineralCos: [['Tejon Royalty', 'Company'], ['Sunset Mineral Holdings', 'LLC']],
    pipelines: ['Pacific Gas and Electric Company', 'Standard Pacific Gas Line, Incorporated', 'Southern California Gas Company'],
    lenders: ['Bank of Italy', 'Security First National Bank of Los Angeles', 'Bank of America National Trust and Savings Association', 'Wells Fargo Bank, N.A.'],
    trustees: ['Title Insurance and Trust Company', 'Kern County Title Company', 'Chicago Title Company'],
    surnames: ['Etcheverry', 'Borba', 'Harlan', 'Tevis', 'Maddux', 'Cuddeback', 'Ellsworth', 'Garces', 'Hubbell', 'Landreth', 'Mattingly', 'Noriega', 'Pinney', 'Rankin', 'Souza', 'Tolliver', 'Vickery', 'Wible', 'Yarbrough', 'Baccus', 'Claflin', 'Denning', 'Fenwick', 'Goyenetche', 'Hanning', 'Iturriria'],
  },
  {
    key: 'ilb', state: 'IL', stateName: 'Illinois',
    counties: [
      { name: 'Wabash', twp: [1, 2], tdir: 'S', rng: [12, 14], rdir: 'W', pm: SECOND_PM },
      { name: 'Lawrence', twp: [2, 4], tdir: 'N', rng: [11, 13], rdir: 'W', pm: SECOND_PM },
      { name: 'Crawford', twp: [5, 7], tdir: 'N', rng: [11, 13], rdir: 'W', pm: SECOND_PM },
      { name: 'Wayne', twp: [1, 3], tdir: 'S', rng: [6, 9], rdir: 'E', pm: THIRD_PM },
      { name: 'White', twp: [4, 6], tdir: 'S', rng: [8, 10], rdir: 'E', pm: THIRD_PM },
      { name: 'White', twp: [4, 5], tdir: 'S', rng: [14, 14], rdir: 'W', pm: SECOND_PM },
    ],
    start: [1880, 1905], leasing: 1937, towns: ['Mount Carmel', 'Lawrenceville', 'Robinson', 'Fairfield', 'Carmi', 'Grayville', 'Bridgeport', 'Oblong', 'Cisne'],
    lessees: [['Wabash Valley Oil', 'Company'], ['Illinois Basin Petroleum', 'Corporation'], ['New Harmony Oil', 'CoInc'], ['Bridgeport Producing', 'Company'], ['Southern Illinois Crude', 'Inc.']],
    modernLessees: [['Prairie State Exploration', 'LLC'], ['Little Wabash Energy', 'Inc.'], ['Fairfield Basin Operating', 'LLC']],
    mineralCos: [['Illinois Royalty', 'Company'], ['Wabash Minerals', 'LLC']],
    pipelines: ['Texas Eastern Transmission Corporation', 'Mid-Valley Pipeline Company', 'Illinois Power Company'],
    lenders: ['The First National Bank of Carmi', 'Federal Land Bank of St. Louis', 'Wayne County State Bank', 'Farmers State Bank of Grayville'],
    trustees: ['First National Bank of Fairfield', 'Lawrenceville National Bank', 'The Old National Bank of Carmi'],
    surnames: ['Gossett', 'Hinkle', 'Kershaw', 'Loeffler', 'Mankin', 'Ochs', 'Pfister', 'Rigg', 'Schaefer', 'Tobin', 'Utter', 'Vaughan', 'Wirth', 'Zimmerly', 'Bunting', 'Crackel', 'Duvall', 'Eckley', 'Frohning', 'Gher', 'Heidinger', 'Koontz', 'Lamb', 'Musgrave', 'Nolen', 'Purcell'],
  },
  {
    key: 'etx', state: 'TX', stateName: 'Texas',
    counties: [
      { name: 'Gregg', surveys: [['Juan Ximenes', 219], ['James Bowman', 16], ['Hiram Harris', 98], ['Jesse Walling', 213]] },
      { name: 'Rusk', surveys: [['Thomas Whitehead', 838], ['Henry Chireno', 7], ['Daniel Miller', 551], ['Cornelius Pryor', 640]] },
      { name: 'Smith', surveys: [['J. M. Arnold', 34], ['Asa Starkey', 889], ['W. P. Lindley', 577]] },
      { name: 'Upshur', surveys: [['Elias Jenkins', 261], ['Jose Maria Mora', 319], ['Abner Lively', 288]] },
    ],
    start: [1880, 1908], leasing: 1926, towns: ['Kilgore', 'Longview', 'Overton', 'Henderson', 'Gladewater', 'Tyler', 'Gilmer', 'Arp', 'London'],
    lessees: [['Woodbine Sands Oil', 'Company'], ['Sabine Crude', 'Corporation'], ['Kilgore Producing', 'CoInc'], ['Pine Tree Petroleum', 'Company'], ['Gladewater Oil & Refining', 'Company']],
    modernLessees: [['Rusk County Operating', 'LLC'], ['Piney Woods Energy', 'Inc.'], ['Sabine Trend Resources', 'LLC']],
    mineralCos: [['East Texas Royalty', 'Company'], ['Woodbine Royalty Syndicate', 'Inc.']],
    pipelines: ['Lone Star Gas Company', 'Sabine Pipe Line Company', 'East Texas Salt Water Disposal Company'],
    lenders: ['The First National Bank of Kilgore', 'Citizens National Bank of Henderson', 'Federal Land Bank of Houston', 'Longview Bank and Trust Company'],
    trustees: [],
    surnames: ['Crim', 'Laird', 'Bumpas', 'Tatum', 'Fenley', 'Dobbins', 'Ledbetter', 'Moncrief', 'Pirtle', 'Rayburn', 'Sartain', 'Threadgill', 'Vinson', 'Womack', 'Akin', 'Birdwell', 'Chism', 'Dorough', 'Echols', 'Finley', 'Gandy', 'Hollingsworth', 'Jernigan', 'Kelsey', 'Loftin', 'McGrede'],
  },
  {
    key: 'bhm', state: 'SD', stateName: 'South Dakota',
    counties: [
      { name: 'Harding', twp: [18, 23], tdir: 'N', rng: [1, 6], rdir: 'E', pm: BHM },
      { name: 'Butte', twp: [9, 12], tdir: 'N', rng: [2, 7], rdir: 'E', pm: BHM },
      { name: 'Fall River', twp: [7, 9], tdir: 'S', rng: [1, 5], rdir: 'E', pm: BHM },
    ],
    start: [1906, 1922], leasing: 1950, towns: ['Buffalo', 'Camp Crook', 'Belle Fourche', 'Newell', 'Edgemont', 'Hot Springs', 'Ludlow', 'Redig'],
    lessees: [['Slim Buttes Petroleum', 'Corporation'], ['Black Hills Exploration', 'Inc.'], ['Edgemont Oil', 'CoInc'], ['Cave Hills Drilling', 'Company']],
    modernLessees: [['Buffalo Field Operating', 'LLC'], ['Red River Basin Energy', 'Inc.'], ['Harding County Resources', 'LLC']],
    mineralCos: [['Dakota Royalty', 'Company'], ['Short Pine Minerals', 'LLC']],
    pipelines: ['Williston Basin Interstate Pipeline Company', 'Black Hills Power and Light Company', 'Grand Electric Cooperative, Inc.'],
    lenders: ['The Federal Land Bank of Omaha', 'First National Bank of Belle Fourche', 'Buffalo State Bank', 'Farmers State Bank of Edgemont'],
    trustees: [],
    surnames: ['Haugen', 'Lindquist', 'Pedersen', 'Sondergaard', 'Voss', 'Aaberg', 'Brekke', 'Dahlgren', 'Engebretson', 'Fossum', 'Gunderson', 'Holm', 'Iverson', 'Kjelstad', 'Lien', 'Moe', 'Nygaard', 'Odegaard', 'Quam', 'Rask', 'Stenson', 'Thorstad', 'Ueland', 'Wetz', 'Ziebach', 'Brunsch'],
  },
  {
    key: 'dlw', state: 'TX', stateName: 'Texas',
    counties: [
      { name: 'Reeves', blocks: [{ survey: 'PSL Survey', block: '56' }, { survey: 'PSL Survey', block: '57' }, { survey: 'H&GN RR Co. Survey', block: '4' }, { survey: 'H&GN RR Co. Survey', block: '13' }] },
      { name: 'Loving', blocks: [{ survey: 'PSL Survey', block: 'C-26' }, { survey: 'PSL Survey', block: '55' }, { survey: 'H&GN RR Co. Survey', block: '29' }] },
      { name: 'Ward', blocks: [{ survey: 'PSL Survey', block: '34' }, { survey: 'H&GN RR Co. Survey', block: '1' }] },
      { name: 'Culberson', blocks: [{ survey: 'PSL Survey', block: '58' }, { survey: 'PSL Survey', block: 'C-24' }, { survey: 'H&GN RR Co. Survey', block: '60' }] },
    ],
    start: [1884, 1930], leasing: 1952, towns: ['Pecos', 'Mentone', 'Monahans', 'Barstow', 'Toyah', 'Van Horn', 'Orla', 'Midland'],
    lessees: [['Trans-Pecos Petroleum', 'Corporation'], ['Worsham Field Oil', 'Company'], ['Toyah Lake Oil', 'CoInc'], ['Pecos River Drilling', 'Company']],
    modernLessees: [['Pecos Valley Exploration', 'LLC'], ['Delaware Sands Operating', 'LLC'], ['Wolfcamp Resources', 'L.P.'], ['Toyah Basin Energy', 'Inc.'], ['Salt Flat Production', 'LLC']],
    mineralCos: [['Red Bluff Minerals', 'LLC'], ['Permian Royalty Partners', 'L.P.'], ['Trans-Pecos Mineral Holdings', 'LLC'], ['Ojo Caliente Royalties', 'LLC']],
    pipelines: ['El Paso Natural Gas Company', 'Delaware Basin Midstream, LLC', 'Texas-New Mexico Power Company'],
    lenders: ['The First National Bank of Pecos', 'Security State Bank of Pecos', 'Federal Land Bank of Houston', 'West Texas National Bank'],
    trustees: [],
    surnames: ['Kyle', 'Saner', 'Heard', 'Cowden', 'Tubb', 'Graef', 'Hoefs', 'Jowell', 'Lynch', 'Mayer', 'Neal', 'Orson', 'Pruett', 'Riggs', 'Sealy', 'Teague', 'Urbanczyk', 'Vela', 'Wadley', 'Yates', 'Bascom', 'Canon', 'Dutchover', 'Estes', 'Fuhrman', 'Granado'],
  },
];

const MEN = ['William', 'James', 'John', 'Charles', 'George', 'Thomas', 'Henry', 'Robert', 'Joseph', 'Samuel', 'Edward', 'Frank', 'Albert', 'Walter', 'Harry', 'Arthur', 'Fred', 'Louis', 'Oscar', 'Ralph', 'Ernest', 'Howard', 'Leonard', 'Claude', 'Elmer', 'Roy', 'Chester', 'Lester', 'Herman', 'Floyd', 'Raymond', 'Eugene', 'Harold', 'Carl', 'Paul', 'Jesse'];
const WOMEN = ['Mary', 'Anna', 'Emma', 'Elizabeth', 'Minnie', 'Margaret', 'Ida', 'Alice', 'Bertha', 'Sarah', 'Annie', 'Clara', 'Ella', 'Florence', 'Cora', 'Martha', 'Laura', 'Nellie', 'Grace', 'Carrie', 'Maude', 'Mae', 'Edna', 'Ethel', 'Lillian', 'Ruth', 'Hazel', 'Pearl', 'Gladys', 'Mildred'];
const MIDDLE = ['Allen', 'Benton', 'Clayton', 'Dewitt', 'Everett', 'Franklin', 'Gilbert', 'Hamilton', 'Irving', 'Jefferson', 'Lee', 'Marion', 'Nathaniel', 'Oliver', 'Preston', 'Russell', 'Sherman', 'Thaddeus', 'Vernon', 'Wesley'];
const FMIDDLE = ['Ann', 'Belle', 'Catherine', 'Della', 'Elaine', 'Frances', 'Gertrude', 'Helen', 'Irene', 'Josephine', 'Louise', 'Marie', 'Opal', 'Rose', 'Sue', 'Viola'];
const OFFICIALS = ['R. T. Spurgeon', 'Ada M. Kessler', 'H. L. Burchfield', 'Ruby Gorsline', 'J. W. Ellender', 'Opal Trivett', 'C. E. Moberg', 'Lena Quist', 'D. F. Whitcomb', 'Marian Tolman', 'E. P. Vandergriff', 'Irma Sandoval', 'T. J. Kimbrough', 'Nell Ashworth', 'G. W. Pettus', 'Beulah Crenshaw'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

// ---------------------------------------------------------------- dates

interface Dt { y: number; m: number; d: number }
const iso = (t: Dt) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
const addDays = (t: Dt, n: number): Dt => {
  const x = new Date(Date.UTC(t.y, t.m - 1, t.d + n));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const cmp = (a: Dt, b: Dt) => iso(a).localeCompare(iso(b));
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const ORD_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const yearWords = (y: number) => (y >= 2000 ? `two thousand${y % 100 ? ` ${numberWords(y % 100)}` : ''}` : `one thousand ${numberWords(Math.floor((y % 1000) / 100))} hundred${y % 100 ? ` and ${numberWords(y % 100)}` : ''}`);

/** A date as a dating line writes it. */
function dateText(r: Rng, t: Dt, old: boolean): string {
  const f = r.int(old ? 7 : 6);
  switch (f) {
    case 0: return `the ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, ${old ? 'A.D. ' : ''}${t.y}`;
    case 1: return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 2: return `${t.m}/${t.d}/${t.y}`;
    case 3: return `the ${ordinal(t.d)} of ${MONTHS[t.m - 1]} ${t.y}`;
    case 4: return old ? `the ${ORD_WORDS[t.d]} day of ${MONTHS[t.m - 1]}, in the year of our Lord ${yearWords(t.y)}` : `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
    case 5: return `${t.d} ${MONTHS[t.m - 1]} ${t.y}`;
    default: return `the ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`;
  }
}
/** "this 3rd day of March, 1931" style, for a "this ..." clause. */
function thisDay(r: Rng, t: Dt): string {
  return r.pick([`this ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, ${t.y}`, `this ${ordinal(t.d)} of ${MONTHS[t.m - 1]} ${t.y}`, `this the ${ordinal(t.d)} day of ${MONTHS[t.m - 1]}, A.D. ${t.y}`, `this ${t.d} day of ${MONTHS[t.m - 1]}, ${t.y}`]);
}
const clock = (r: Rng) => {
  const hr = 8 + r.int(9);
  const mn = r.int(12) * 5;
  return { h12: hr > 12 ? hr - 12 : hr, mn: String(mn).padStart(2, '0'), ap: hr < 12 ? 'A.M.' : 'P.M.' };
};

// ---------------------------------------------------------------- fractions

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
interface Fr { n: number; d: number }
const fr = (n: number, d: number): Fr => { const g = gcd(n, d); return { n: n / g, d: d / g }; };
const fval = (f: Fr) => f.n / f.d;
const fmul = (a: Fr, b: Fr) => fr(a.n * b.n, a.d * b.d);
const fsub = (a: Fr, b: Fr) => fr(a.n * b.d - b.n * a.d, a.d * b.d);
const fadd = (a: Fr, b: Fr) => fr(a.n * b.d + b.n * a.d, a.d * b.d);
const fstr = (f: Fr) => `${f.n}/${f.d}`;
const DEN_WORDS: Record<number, [string, string]> = { 2: ['half', 'halves'], 3: ['third', 'thirds'], 4: ['fourth', 'fourths'], 5: ['fifth', 'fifths'], 6: ['sixth', 'sixths'], 8: ['eighth', 'eighths'], 12: ['twelfth', 'twelfths'], 16: ['sixteenth', 'sixteenths'], 32: ['thirty-second', 'thirty-seconds'], 64: ['sixty-fourth', 'sixty-fourths'], 128: ['one hundred twenty-eighth', 'one hundred twenty-eighths'] };
function fracWords(f: Fr): string | null {
  const w = DEN_WORDS[f.d];
  if (!w) return null;
  return `${numberWords(f.n)}-${f.n === 1 ? w[0] : w[1]}`;
}
/** "an undivided one-fourth (1/4)" and its variants. */
function fracText(r: Rng, f: Fr): string {
  const w = fracWords(f);
  const forms = [`an undivided ${fstr(f)}`];
  if (f.d >= 4) forms.push(`an undivided ${fstr(f)}${f.n > 1 ? 'ths' : 'th'}`);
  if (w) forms.push(`an undivided ${w} (${fstr(f)})`, `an undivided ${w} (${fstr(f)})`, `an undivided ${w}`);
  if (f.d <= 16 && [2, 4, 8, 16].includes(f.d)) forms.push(`an undivided ${Number(((f.n / f.d) * 100).toFixed(4))}%`);
  return r.pick(forms);
}

// ---------------------------------------------------------------- people

interface Person {
  id: string;
  kind: 'person' | 'org';
  first: string;
  middle: string;
  last: string;
  suffix: string;
  female: boolean;
  county: string;
  spouse: Person | null;
  children: Person[];
  born: number;
  dead: Dt | null;
  org?: { stem: string; kind: string };
  /** the same name always written with the residence (namesakes) */
  showRes?: boolean;
  /** a son named for his father: the father */
  father?: Person;
  /** written "Sr." in his own estate */
  srInEstate?: boolean;
  /** a trustee's capacity: the human and the trust */
  trusteeOf?: { human: Person; trust: string; date: Dt };
  /** a bank trustee of an Illinois land trust */
  landTrust?: { no: number; date: Dt };
}

const orgForms = (stem: string, kind: string, y: number): string[] => {
  switch (kind) {
    case 'Company': return [`${stem} Company`, `${stem} Company`, `${stem} Co.`];
    case 'CoInc': return [`${stem} Company`, `${stem} Co., Inc.`, `${stem} Company, Inc.`, `${stem} Co.`];
    case 'Corporation': return [`${stem} Corporation`, `${stem} Corporation`, `${stem} Corp.`];
    case 'Inc.': return [`${stem}, Inc.`, `${stem}, Inc.`, `${stem}, Incorporated`, `${stem} Inc.`];
    case 'LLC': return [`${stem}, LLC`, `${stem}, L.L.C.`, `${stem} LLC`];
    case 'L.P.': return y >= 1976 ? [`${stem}, L.P.`, `${stem}, LP`, `${stem} L.P.`] : [`${stem}, L.P.`];
    default: return [stem];
  }
};

/** The form of a name one instrument writes (natural order). */
function nameForm(r: Rng, p: Person, y: number, opts: { sr?: boolean; dropJr?: boolean } = {}): string {
  if (p.kind === 'org') return r.pick(orgForms(p.org!.stem, p.org!.kind, y));
  const sfx = opts.dropJr ? '' : p.suffix ? `, ${p.suffix}` : opts.sr ? ', Sr.' : '';
  const f = r.int(10);
  if (p.father || p.suffix || opts.sr || p.showRes) {
    // namesakes keep their given name and middle initial (what tells them apart is elsewhere)
    return f < 4 ? `${p.first} ${p.middle[0]}. ${p.last}${sfx}` : f < 7 ? `${p.first} ${p.middle} ${p.last}${sfx}` : f < 9 || p.female ? `${p.first.toUpperCase()} ${p.middle[0]}. ${p.last.toUpperCase()}${sfx.toUpperCase()}` : `${p.first[0]}. ${p.middle[0]}. ${p.last}${sfx}`;
  }
  if (f <= 2) return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
  if (f === 3 || f === 4) return `${p.first} ${p.middle} ${p.last}${sfx}`;
  if (f === 5 && !p.female) return `${p.first[0]}. ${p.middle[0]}. ${p.last}${sfx}`;
  if (f === 6) return `${p.first} ${p.last}${sfx}`;
  if (f === 7) return `${p.first.toUpperCase()} ${p.middle[0]}. ${p.last.toUpperCase()}${sfx.toUpperCase()}`;
  if (f === 8 && !p.female && p.first === 'William') return `Wm. ${p.middle[0]}. ${p.last}${sfx}`;
  return `${p.first} ${p.middle[0]}. ${p.last}${sfx}`;
}
/** Index order of a natural-order person name ("SMITH, JOHN A., JR."). */
function indexOrder(n: string): string {
  const m = /^(.*?)(, (?:Jr|JR|Sr|SR)\.)?$/.exec(n)!;
  const toks = m[1].split(' ');
  const last = toks.pop()!;
  return `${last}, ${toks.join(' ')}${m[2] ?? ''}`.toUpperCase();
}

// ---------------------------------------------------------------- tracts

interface Tract {
  truth: ExpectedTract;
  key: string;
  county: County;
  sec: number;
  twp: number;
  rng: number;
  aliquot: string;
  acres: number | null;
  /** Texas: the survey's name as the grant gives it ("Juan Ximenes"), or the block survey */
  survey: string;
  abstract: string;
  block: string;
  pm: string[];
}

const ALIQUOTS: Array<[string, number]> = [['NE/4', 160], ['NW/4', 160], ['SE/4', 160], ['SW/4', 160], ['E/2', 320], ['S/2', 320], ['S/2 NE/4', 80], ['N/2 SW/4', 80], ['W/2 SE/4', 80], ['E/2 NW/4', 80], ['NW/4 NE/4', 40], ['SE/4 SW/4', 40], ['NE/4 SE/4', 40], ['N/2 NE/4 SW/4', 20]];
const DIRW: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

function aliquotText(r: Rng, a: string): string {
  const parts = a.split(' ');
  const f = r.int(7);
  if (f === 0 || f === 1) return a;
  if (f === 2) return parts.map((p) => p.replace('/4', ' 1/4').replace('/2', ' 1/2')).join(' of the ');
  if (f === 3) return parts.map((p) => p.replace('/4', '1/4').replace('/2', '1/2')).join(' ');
  const natural = parts.map((p) => { const [d, n] = p.split('/'); return `${DIRW[d]} ${n === '4' ? 'Quarter' : 'Half'}`; }).join(' of the ');
  if (f === 4) return `the ${natural}`;
  if (f === 5) return `the ${natural.toLowerCase()}`;
  return `the ${natural} (${a})`;
}

const WORDS_ACRES = (n: number) => (Number.isInteger(n) ? `${numberWords(n)} (${n}) acres` : `${n} acres`);

/** A rectangular tract as one instrument describes it. */
function rectText(r: Rng, t: Tract, a: Area, withCounty: boolean): string {
  const sfx = withCounty ? `, ${t.county.name} County, ${a.stateName}` : '';
  const ac = t.acres !== null ? r.pick([`, containing ${t.acres} acres, more or less`, ` (${t.acres} acres)`, `, containing ${WORDS_ACRES(t.acres)}, more or less`, `, ${t.acres}.00 acres`]) : '';
  const M = r.pick(t.pm);
  const td = t.truth.township!.slice(-1);
  const rd = t.truth.range!.slice(-1);
  const f = r.int(5);
  if (f === 0) return `${aliquotText(r, t.aliquot)} of Section ${t.sec}, Township ${t.twp} ${DIRW[td]}, Range ${t.rng} ${DIRW[rd]} ${M}${sfx}${ac}`;
  if (f === 1) return `${aliquotText(r, t.aliquot)} of Section ${cap(numberWords(t.sec))} (${t.sec}), Township ${cap(numberWords(t.twp))} (${t.twp}) ${DIRW[td]}, Range ${cap(numberWords(t.rng))} (${t.rng}) ${DIRW[rd]} ${M}${sfx}${ac}`;
  if (f === 2) return `${t.aliquot} Sec. ${t.sec}, T. ${t.twp} ${td}., R. ${t.rng} ${rd}., ${M.replace(/^of the /, '')}${sfx}${ac}`;
  if (f === 3) return `${aliquotText(r, t.aliquot)} of Section ${t.sec}, T${t.twp}${td}, R${t.rng}${rd}, ${M.replace(/^of the /, '')}${sfx}${ac}`;
  return `${t.aliquot} ${t.sec}-${t.twp}${td}-${t.rng}${rd}${sfx}${ac}`;
}

/** A patent's long-hand description. */
function patentTract(t: Tract, a: Area): string {
  const al = t.aliquot.split(' ').map((p) => { const [d, n] = p.split('/'); return `${DIRW[d].toLowerCase().replace(/^(north|south)(east|west)$/, '$1-$2')} ${n === '4' ? 'quarter' : 'half'}`; }).join(' of the ');
  const td = t.truth.township!.slice(-1) === 'N' ? 'north' : 'south';
  const rd = t.truth.range!.slice(-1) === 'E' ? 'east' : 'west';
  const mer = a.key === 'kern' ? 'Mount Diablo meridian' : a.key === 'bhm' ? 'Black Hills meridian' : t.pm === SECOND_PM ? 'second principal meridian' : 'third principal meridian';
  return `the ${al} of section ${numberWords(t.sec)} in township ${numberWords(t.twp)} ${td} of range ${numberWords(t.rng)} ${rd} of the ${mer}, ${a.stateName}${t.acres !== null ? `, containing ${numberWords(t.acres)} acres` : ''}`;
}

const abstractForm = (r: Rng, n: string) => r.pick([`Abstract No. ${n}`, `A-${n}`, `Abstract ${n}`, `Abst. No. ${n}`, `A-${n}`]);

/** A named-survey tract of East Texas: stated acres out of a survey, by metes and bounds. */
function etxText(r: Rng, t: Tract, a: Area, long: boolean): string {
  const sv = r.pick([`${t.survey} Survey`, `${t.survey} Survey`, `${t.survey} Headright Survey`, `${t.survey.toUpperCase()} SURVEY`]);
  const ac = t.acres!;
  const acT = r.pick([`${ac} acres`, `${ac} acres of land`, `${Number.isInteger(ac) ? `${numberWords(ac)} (${ac})` : ac} acres`]);
  const where = `${t.county.name} County, Texas`;
  if (!long) return r.pick([`${acT} out of the ${sv}, ${abstractForm(r, t.abstract)}, ${where}`, `${acT}, more or less, a part of the ${sv}, ${abstractForm(r, t.abstract)}, in ${where}`, `${sv}, ${abstractForm(r, t.abstract)}, ${where}: ${acT}`]);
  const side = Math.round(Math.sqrt(ac * 5645.4));
  const br = (d: string) => (d === 'North' || d === 'South' ? `${d} ${r.int(3)} deg. ${r.int(59)} min. ${r.pick(['East', 'West'])}` : `${r.pick(['North', 'South'])} ${87 + r.int(3)} deg. ${r.int(59)} min. ${d}`);
  const adj = r.pick(['an iron pipe', 'a 3/4" iron rod', 'a stake from which a 14" pine brs. N 40 E 6.2 vrs.', 'a concrete monument', 'the center of the Kilgore-Overton public road']);
  const calls = r.chance(0.5)
    ? `BEGINNING at ${adj} for the ${r.pick(['Northeast', 'Northwest', 'Southwest'])} corner of this tract, same being in the ${r.pick(['West', 'East', 'North'])} line of the said survey; THENCE ${br('South')} ${side} feet to a stake; THENCE ${br('West')} ${side} feet to a stake; THENCE ${br('North')} ${side} feet to a stake; THENCE ${br('East')} ${side} feet to the PLACE OF BEGINNING`
    : `BEGINNING at ${adj} in the ${r.pick(['South', 'North'])} boundary line of the ${t.survey} Survey; THENCE North ${Math.round(side / 2.7778)} varas to corner; THENCE East ${Math.round(side / 2.7778)} varas to corner; THENCE South ${Math.round(side / 2.7778)} varas to corner; THENCE West with said survey line ${Math.round(side / 2.7778)} varas to the place of beginning`;
  return `all that certain tract or parcel of land lying and being situated in ${where}, being ${acT} out of the ${sv}, ${abstractForm(r, t.abstract)}, and being more particularly described by metes and bounds as follows:\n\n${calls}, containing ${ac} acres of land, more or less`;
}

/** A Delaware basin block section. */
function dlwText(r: Rng, t: Tract, withCounty: boolean): string {
  const psl = t.survey === 'PSL Survey';
  const sv = psl ? r.pick(['Public School Land Survey', 'PSL Survey', 'PSL', 'P.S.L. Survey', 'Public School Lands']) : r.pick(['H&GN RR Co. Survey', 'H. & G. N. R.R. Co. Survey', 'H&GN RR Co.', 'Houston & Great Northern Railroad Company Survey', 'H&GNRR Co. Survey']);
  const whole = t.aliquot === 'ALL';
  const part = whole ? r.pick(['All of Section', 'Section', 'ALL of Section', 'Section']) : `${r.pick([t.aliquot, `the ${DIRW[t.aliquot[0]]} one-half (${t.aliquot})`, `the ${t.aliquot}`, `${DIRW[t.aliquot[0]]} Half (${t.aliquot})`])} of Section`;
  const cty = withCounty ? `, ${t.county.name} County, Texas` : '';
  const acres = r.pick([`, containing ${t.acres} acres, more or less`, ` (${t.acres}.0 acres)`, `, ${t.acres} acres`, `, containing ${t.acres} acres`]);
  const blk = r.pick([`Block ${t.block}`, `Block ${t.block}`, `Blk. ${t.block}`]);
  if (r.chance(0.2)) return `${part} ${t.sec}, ${blk}, ${sv}, ${abstractForm(r, t.abstract)}${cty}${acres}`.replace('Section', 'Sec.');
  return `${part} ${t.sec}, ${blk}, ${sv}, ${abstractForm(r, t.abstract)}${cty}${acres}`;
}

function tractText(r: Rng, t: Tract, a: Area, withCounty: boolean, long = false): string {
  if (a.key === 'etx') return etxText(r, t, a, long);
  if (a.key === 'dlw') return dlwText(r, t, withCounty);
  return rectText(r, t, a, withCounty);
}

// ---------------------------------------------------------------- the package

interface Holding { p: Person; frac: Fr; dormant: boolean }
interface Farm {
  tracts: Tract[];
  county: County;
  fee: Person[];
  /** how the fee holders hold: a couple as joint tenants, community property, or one holder (a spouse joins) */
  tenancy: 'jt' | 'cp' | 'sole' | 'sep' | 'heirs';
  unsevered: Fr;
  severed: Holding[];
  royalty: Person[];
  gapKind: 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held' | null;
  gapped: boolean;
  t: Dt;
  n: number;
  budget: number;
}
interface PartyIn { p: Person; role: string; joins?: boolean }
interface Built { category: string; parties: PartyIn[]; text: string; exec: Dt | null; ack: Dt | null; eff: Dt | null; rec: Dt; death?: Dt; tracts: Tract[]; fee: boolean; estates: string[]; names: Map<string, string> }

export const generateHeldoutQ: HeldoutGenerator = (opts: HeldoutOptions): HeldoutPackage[] => {
  const top = seededRng(opts.seed * 7331 + 17);
  const order = [...AREAS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = top.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out: HeldoutPackage[] = [];
  for (let k = 0; k < opts.packages; k++) {
    const a = order[k % order.length];
    out.push(makePackage(seededRng(opts.seed * 1009 + k * 53 + 11), a, opts.docsPerPackage, `q-s${opts.seed}-${k + 1}-${a.key}`));
  }
  return out;
};

function makePackage(r: Rng, a: Area, target: number, name: string): HeldoutPackage {
  const docs: HeldoutDoc[] = [];
  const links: HeldoutLink[] = [];
  const gaps: HeldoutGap[] = [];
  const usedNames = new Set<string>();
  const usedTracts = new Set<string>();
  let nPerson = 0;
  let nDoc = 0;
  const people: Person[] = [];
  const texas = a.key === 'etx' || a.key === 'dlw';
  const END: Dt = { y: 2024, m: 6, d: 1 };

  // ---- people
  const newPerson = (female: boolean, county: string, born: number, last?: string): Person => {
    for (let tries = 0; ; tries++) {
      const first = r.pick(female ? WOMEN : MEN);
      const ln = last ?? r.pick(a.surnames);
      if (usedNames.has(`${first} ${ln}`) && tries < 60) continue;
      usedNames.add(`${first} ${ln}`);
      const p: Person = { id: `P${++nPerson}`, kind: 'person', first, middle: r.pick(female ? FMIDDLE : MIDDLE), last: ln, suffix: '', female, county, spouse: null, children: [], born, dead: null };
      people.push(p);
      return p;
    }
  };
  const marry = (h: Person): Person => {
    const w = newPerson(!h.female, h.county, h.born + r.int(7) - 3, h.last);
    if (r.chance(0.25)) w.middle = r.pick(a.surnames);
    h.spouse = w;
    w.spouse = h;
    w.children = h.children;
    return w;
  };
  const orgs = new Map<string, Person>();
  const org = (full: [string, string]): Person => {
    const key = full.join('|');
    if (!orgs.has(key)) orgs.set(key, { id: `O${orgs.size + 1}`, kind: 'org', first: '', middle: '', last: '', suffix: '', female: false, county: '', spouse: null, children: [], born: 0, dead: null, org: { stem: full[0], kind: full[1] } });
    return orgs.get(key)!;
  };
  const plainOrg = (n: string): Person => org([n, '']);
  const countyName = () => r.pick(a.counties).name;
  const otherCounty = (c: string) => {
    const others = [...new Set(a.counties.map((x) => x.name))].filter((x) => x !== c);
    return others.length ? r.pick(others) : r.pick(['Tulare', 'Fresno', 'Sangamon', 'Pennington', 'Midland']);
  };
  /** A buyer (and his wife), of the county or another. */
  const buyer = (y: number, county: string): Person => {
    const p = newPerson(r.chance(0.12), r.chance(0.75) ? county : otherCounty(county), y - 25 - r.int(25));
    if (!p.female && r.chance(0.35)) p.showRes = true;
    if (r.chance(0.75)) marry(p);
    return p;
  };
  let namesakeMade = false;
  /** An unrelated namesake of a man of another farm: same first name and surname, another middle name, county and wife. */
  const namesakeOf = (y: number, county: string, avoid: Person[]): Person | null => {
    const cands = people.filter((p) => p.kind === 'person' && p.showRes && !p.female && !p.suffix && !p.father && !p.trusteeOf && !avoid.includes(p) && Math.abs(p.born - (y - 40)) < 30);
    if (!cands.length) return null;
    const o = r.pick(cands);
    const res = o.county === county ? otherCounty(county) : county;
    const p: Person = { id: `P${++nPerson}`, kind: 'person', first: o.first, middle: r.pick(MIDDLE.filter((m) => m !== o.middle && m[0] !== o.middle[0])), last: o.last, suffix: '', female: false, county: res, spouse: null, children: [], born: y - 30 - r.int(15), dead: null, showRes: true };
    o.showRes = true;
    people.push(p);
    marry(p);
    return p;
  };
  const trusteeOf = (h: Person, trust: string, date: Dt): Person => {
    const p: Person = { ...h, id: `${h.id}T`, spouse: null, children: [], trusteeOf: { human: h, trust, date } };
    return p;
  };

  // ---- recording and acknowledgments, by area
  let book = 30 + r.int(60);
  const clerks = [r.pick(OFFICIALS), r.pick(OFFICIALS), r.pick(OFFICIALS)];
  const clerkOf = (y: number) => clerks[y < 1940 ? 0 : y < 1985 ? 1 : 2];
  const mdy = (t: Dt) => `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
  const stamp = (rec: Dt, county: string, seriesIn: string): string => {
    const series = texas && seriesIn === 'Deeds' ? 'Deed Records' : seriesIn;
    book += r.int(3);
    const page = 1 + r.int(700);
    const c = clock(r);
    const clerk = clerkOf(rec.y);
    const num = `${rec.y}${String(100000 + r.int(800000)).slice(1)}`;
    const recorded = addDays(rec, 1 + r.int(12));
    const fee = `${2 + r.int(60)}.00`;
    switch (a.key) {
      case 'kern':
        if (rec.y < 1922) return `Recorded at the request of ${r.pick(['Grantee', 'Kern County Abstract Co.', 'the Grantor', 'Bakersfield Abstract Company'])}, ${MONTHS[rec.m - 1]} ${rec.d}, A.D. ${rec.y}, at ${c.mn} min. past ${c.h12} o'clock ${c.ap}, in Book ${book} of ${series}, page ${page}, ${county} County Records.\n${clerk}, County Recorder.`;
        if (rec.y < 1990) return `Recorded at request of ${r.pick(a.trustees)}\n${MON3[rec.m - 1].toUpperCase()} ${rec.d} ${rec.y} at ${c.h12}:${c.mn} ${c.ap}\nBook ${book + 2000} Page ${page}\nOFFICIAL RECORDS\n${county.toUpperCase()} COUNTY, CALIF.\n${clerk}, County Recorder\nFee $${fee}`;
        return `RECORDED IN OFFICIAL RECORDS OF ${county.toUpperCase()} COUNTY\n${clerk}, ${county === 'Kern' ? 'Assessor-Recorder' : 'County Clerk-Recorder'}\nDOC # 0${num.slice(2)}\n${mdy(rec)} ${c.h12}:${c.mn} ${c.ap.replace(/\./g, '')}\nFees $${fee}  Pages ${2 + r.int(5)}`;
      case 'ilb':
        if (rec.y < 1985) return r.chance(0.5)
          ? `STATE OF ILLINOIS, ${county} County, ss.\nFiled for record the ${ordinal(rec.d)} day of ${MONTHS[rec.m - 1]} A.D. ${rec.y}, at ${c.h12}:${c.mn} o'clock ${c.ap}, and recorded in Book ${book} of ${series}, page ${page}.\n${clerk}, ${rec.y < 1965 ? 'Recorder' : 'Circuit Clerk and Ex-Officio Recorder'}`
          : `No. ${10000 + r.int(80000)}\nFiled for record ${MON3[rec.m - 1]} ${rec.d}, ${rec.y} at ${c.h12}:${c.mn} o'clock ${c.ap}\nRecorded in Book ${book} of ${series}, Page ${page}\n${clerk}, Recorder of Deeds, ${county} County, Illinois`;
        return `Doc. No. ${rec.y}-${String(r.int(9000) + 100).padStart(5, '0')}\nFILED FOR RECORD ${mdy(rec)} at ${c.h12}:${c.mn} ${c.ap.replace(/\./g, '')}\n${clerk}\n${county.toUpperCase()} COUNTY CLERK & RECORDER\nRec. Fee: $${fee}  RHSP Fee: $9.00`;
      case 'bhm':
        if (rec.y < 1990) return `STATE OF SOUTH DAKOTA, County of ${county}, ss.\nFiled for record this ${ordinal(rec.d)} day of ${MONTHS[rec.m - 1]} A.D. ${rec.y} at ${c.h12}:${c.mn} o'clock ${c.ap}, and recorded in Book ${book} of ${series} on page ${page}.\n${clerk}, Register of Deeds\nBy ____________, Deputy`;
        return `Document No. ${num.slice(2)}\nSTATE OF SOUTH DAKOTA, ${county.toUpperCase()} COUNTY\nFiled for record ${mdy(rec)} at ${c.h12}:${c.mn} ${c.ap.replace(/\./g, '')}\nRecorded in Book ${book + 100}, Page ${page}\n${clerk}, Register of Deeds\nFee $${fee}`;
      default:
        if (rec.y < 1988) return r.chance(0.5)
          ? `Filed for record ${MON3[rec.m - 1]} ${rec.d}, ${rec.y} at ${c.h12}:${c.mn} o'clock ${c.ap}\nRecorded ${MON3[recorded.m - 1]} ${recorded.d}, ${recorded.y}, in Vol. ${book}, Page ${page} of the ${series} of ${county} County, Texas.\n${clerk}, Clerk County Court, ${county} County, Texas\nBy ____________, Deputy`
          : `FILED FOR RECORD this ${ordinal(rec.d)} day of ${MONTHS[rec.m - 1]}, A.D. ${rec.y}, at ${c.h12}:${c.mn} o'clock ${c.ap}, and duly RECORDED this the ${ordinal(recorded.d)} day of ${MONTHS[recorded.m - 1]}, A.D. ${recorded.y}, in Volume ${book}, Page ${page} of the ${series} of said County.\n${clerk}, County Clerk, ${county} County, Texas`;
        return `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${county} County, Texas\n${mdy(rec)} ${c.h12}:${c.mn} ${c.ap.replace(/\./g, '')}\nInstrument Number: ${rec.y}-${String(r.int(90000) + 1000).padStart(6, '0')}\nFee: $${fee}`;
    }
  };
  const notary = () => r.pick(OFFICIALS);
  const commission = (d: Dt) => { const e = addDays(d, 200 + r.int(1200)); return `My commission expires ${MONTHS[e.m - 1]} ${e.d}, ${e.y}.`; };
  const listOf = (xs: string[]) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  /** who signs, as the acknowledgment names them: a company by its officer */
  const signerNames = (ps: PartyIn[], names: Map<string, string>, officers: Map<string, string>) => ps.map((q) => (q.p.kind === 'org' ? `${officers.get(q.p.id)} of ${names.get(q.p.id)}` : names.get(q.p.id)!));
  const ack = (d: Dt, who: string[], county: string, privy?: { wife: string; husband: string }): string => {
    const pl = who.length > 1;
    const list = listOf(who);
    switch (a.key) {
      case 'kern':
        if (d.y >= 1994) return `A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.\n\nState of California\nCounty of ${county}\n\nOn ${r.chance(0.5) ? mdy(d) : `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`} before me, ${notary()}, Notary Public, personally appeared ${list}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.\n\nI certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.\n\nWITNESS my hand and official seal.\n\nSignature ______________________ (Seal)`;
        return `STATE OF CALIFORNIA,     }\nCounty of ${county},       } ss.\n\nOn this ${ordinal(d.d)} day of ${MONTHS[d.m - 1]}, in the year ${d.y < 1930 && r.chance(0.5) ? yearWords(d.y) : d.y}, before me, ${notary()}, a Notary Public in and for said County, residing therein, duly commissioned and sworn, personally appeared ${list}, known to me to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the within instrument, and acknowledged to me that ${pl ? 'they' : r.pick(['he', 'she'])} executed the same.\n\nIN WITNESS WHEREOF, I have hereunto set my hand and affixed my official seal the day and year in this certificate first above written.\n\n______________________\nNotary Public in and for the County of ${county}, State of California`;
      case 'ilb':
        if (d.y >= 1990 && r.chance(0.6)) return `State of Illinois )\n                  ) ss.\nCounty of ${county} )\n\nThis instrument was acknowledged before me on ${MONTHS[d.m - 1]} ${d.d}, ${d.y}, by ${list}.\n\n______________________\nNotary Public\n${commission(d)}`;
        return `STATE OF ILLINOIS  )\n                   ) SS.\nCOUNTY OF ${county.toUpperCase()} )\n\nI, ${notary()}, a Notary Public in and for said County, in the State aforesaid, DO HEREBY CERTIFY that ${list}, personally known to me to be the same person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the foregoing instrument, appeared before me this day in person, and acknowledged that ${pl ? 'they' : r.pick(['he', 'she'])} signed, sealed and delivered the said instrument as ${pl ? 'their' : 'his or her'} free and voluntary act, for the uses and purposes therein set forth, including the release and waiver of the right of homestead.\n\nGiven under my hand and notarial seal, ${thisDay(r, d)}.\n\n______________________\nNotary Public\n${commission(d)}`;
      case 'bhm':
        return `STATE OF SOUTH DAKOTA )\n                      ) ss.\nCOUNTY OF ${county.toUpperCase()} )\n\nOn this ${ordinal(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}, before me, the undersigned officer, personally appeared ${list}, known to me or satisfactorily proven to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the within instrument, and acknowledged that ${pl ? 'they' : r.pick(['he', 'she'])} executed the same for the purposes therein contained.\n\nIn witness whereof I hereunto set my hand and official seal.\n\n______________________\nNotary Public, South Dakota\n${commission(d)}`;
      default: {
        if (d.y >= 1975 && r.chance(0.7)) return `STATE OF TEXAS        §\n                      §\nCOUNTY OF ${county.toUpperCase()}  §\n\nThis instrument was acknowledged before me on ${r.chance(0.5) ? `${MONTHS[d.m - 1]} ${d.d}, ${d.y}` : `the ${ordinal(d.d)} day of ${MONTHS[d.m - 1]}, ${d.y}`}, by ${list}.\n\n______________________\nNotary Public, State of Texas\n${commission(d)}`;
        const pv = privy ? ` And the said ${privy.wife}, wife of the said ${privy.husband}, having been examined by me privily and apart from her husband, and having the same fully explained to her, she, the said ${privy.wife}, acknowledged such instrument to be her act and deed, and declared that she had willingly signed the same, and that she wished not to retract it.` : '';
        return `THE STATE OF TEXAS   §\nCOUNTY OF ${county.toUpperCase()}   §\n\nBEFORE ME, the undersigned authority, a Notary Public in and for said County and State, on this day personally appeared ${list}, known to me to be the person${pl ? 's' : ''} whose name${pl ? 's are' : ' is'} subscribed to the foregoing instrument, and acknowledged to me that ${pl ? 'they' : 'he'} executed the same for the purposes and consideration therein expressed.${pv}\n\nGIVEN UNDER MY HAND AND SEAL OF OFFICE, ${thisDay(r, d)}.\n\n______________________\nNotary Public in and for ${county} County, Texas`;
      }
    }
  };

  // ---- naming one instrument's parties
  const nameAll = (ps: PartyIn[], y: number, names: Map<string, string>, o: { caps?: boolean; estateOf?: Person } = {}) => {
    for (const q of ps) {
      if (names.has(q.p.id)) continue;
      const p = q.p;
      let n = nameForm(r, p, y, { sr: o.estateOf === p && !!p.srInEstate, dropJr: !!p.father && o.estateOf !== p.father && !!p.father.dead && cmp(p.father.dead, { y, m: 1, d: 1 }) < 0 && r.chance(0.35) });
      if (o.caps && p.kind === 'person') n = n.toUpperCase();
      names.set(p.id, n);
    }
  };
  const residence = (p: Person) => (p.kind === 'org' || p.trusteeOf ? '' : `, of ${p.county} County, ${p.county === 'Tulare' || p.county === 'Fresno' ? 'California' : p.county === 'Sangamon' ? 'Illinois' : p.county === 'Pennington' ? 'South Dakota' : a.stateName}`);
  const orgDesc = (p: Person) => {
    const k = p.org!.kind;
    if (k === 'LLC') return r.pick([`, a Texas limited liability company`, `, a Delaware limited liability company`, '']);
    if (k === 'L.P.') return r.pick([', a Texas limited partnership', ', a Delaware limited partnership', '']);
    if (k === '') return '';
    return r.pick([`, a ${r.pick(['Delaware', a.stateName, 'Texas'])} corporation`, '', '']);
  };
  const trustDesc = (p: Person, names: Map<string, string>) => {
    if (p.trusteeOf) return `, Trustee of the ${p.trusteeOf.trust} dated ${MONTHS[p.trusteeOf.date.m - 1]} ${p.trusteeOf.date.d}, ${p.trusteeOf.date.y}`;
    if (p.landTrust) return `, ${r.pick(['a national banking association', 'an Illinois banking corporation'])}, ${r.pick(['not personally but ', ''])}as Trustee under the provisions of a Trust Agreement dated the ${ordinal(p.landTrust.date.d)} day of ${MONTHS[p.landTrust.date.m - 1]}, ${p.landTrust.date.y}, and known as Trust Number ${p.landTrust.no}`;
    void names;
    return '';
  };
  /** One side of an instrument, with descriptors; `taking` writes how grantees take. */
  const sideText = (ps: PartyIn[], names: Map<string, string>, y: number, taking?: Farm['tenancy']): string => {
    const parts: string[] = [];
    const done = new Set<string>();
    for (const q of ps) {
      if (done.has(q.p.id)) continue;
      done.add(q.p.id);
      const p = q.p;
      const n = names.get(p.id)!;
      if (p.kind === 'org') { parts.push(`${n}${orgDesc(p)}${trustDesc(p, names)}`); continue; }
      if (p.trusteeOf) {
        const co = ps.find((x) => x.p.trusteeOf && x.p.id !== p.id && x.p.trusteeOf.trust === p.trusteeOf!.trust && !done.has(x.p.id));
        if (co) { done.add(co.p.id); parts.push(`${n} and ${names.get(co.p.id)}, ${r.pick(['as Trustees', 'Trustees'])} of the ${p.trusteeOf.trust} dated ${MONTHS[p.trusteeOf.date.m - 1]} ${p.trusteeOf.date.d}, ${p.trusteeOf.date.y}`); }
        else parts.push(`${n}${trustDesc(p, names)}`);
        continue;
      }
      const sonOf = p.father && !names.get(p.id)!.match(/Jr\.|JR\./) ? `, son of ${p.father.first} ${p.father.middle[0]}. ${p.father.last}, deceased` : '';
      const res = p.showRes || r.chance(0.35) ? residence(p) : '';
      const sp = p.spouse && ps.find((x) => x.p.id === p.spouse!.id);
      if (sp && !done.has(sp.p.id)) {
        done.add(sp.p.id);
        const m = names.get(sp.p.id)!;
        const both = !sp.joins && !q.joins;
        const how = taking === 'jt' ? r.pick([a.key === 'ilb' ? ', husband and wife, not in tenancy in common but in joint tenancy' : ', husband and wife, as joint tenants', ', husband and wife, as joint tenants with right of survivorship and not as tenants in common']) : taking === 'cp' ? ', husband and wife as community property' : '';
        if (how) parts.push(`${n} and ${m}${how}${res}`);
        else if (texas && !p.female && r.chance(0.5)) parts.push(`${n}${sonOf} and wife, ${m}${res}`);
        else if (!both && r.chance(0.4)) parts.push(`${n}${sonOf}${res}, joined herein pro forma by ${p.female ? 'her husband' : 'his wife'}, ${m}`);
        else parts.push(`${n}${sonOf} and ${m}, ${p.female ? 'wife and husband' : r.pick(['husband and wife', 'his wife', 'husband and wife'])}${res}`);
        continue;
      }
      let desc = '';
      if (taking === 'sep' && p.spouse) desc = r.pick([', a married man, as his sole and separate property', ', a married man dealing in his sole and separate property']);
      else if (r.chance(0.35)) desc = p.female ? (p.spouse && !p.spouse.dead ? ', a married woman' : p.spouse ? ', a widow' : ', a single woman') : p.spouse && !p.spouse.dead ? r.pick([', a married man', ', a married man dealing in his sole and separate property']) : p.spouse ? ', a widower' : ', a single man';
      parts.push(`${n}${sonOf}${desc}${res}`);
    }
    return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')} and ${parts[parts.length - 1]}`;
  };
  const sigs = (ps: PartyIn[], names: Map<string, string>, y: number, officers: Map<string, string>) => {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const q of ps) {
      if (seen.has(q.p.id)) continue;
      seen.add(q.p.id);
      if (q.p.kind === 'org') {
        const off = officers.get(q.p.id) ?? `${r.pick(OFFICIALS)}, ${r.pick(['President', 'Vice President', 'Manager', 'Attorney-in-Fact', 'Trust Officer'])}`;
        officers.set(q.p.id, off);
        lines.push(`${names.get(q.p.id)!.toUpperCase()}${q.p.landTrust ? ', as Trustee aforesaid' : ''}\nBy: ${off}`);
      } else lines.push(y < 1935 && r.chance(0.4) ? `${names.get(q.p.id)}  (SEAL)` : y >= 2005 && r.chance(0.3) ? `/s/ ${names.get(q.p.id)}` : `______________________________\n${names.get(q.p.id)}`);
    }
    return lines.join('\n\n') + (y < 1925 && r.chance(0.3) ? `\n\nWitnesses: ${r.pick(OFFICIALS)}, ${r.pick(OFFICIALS)}` : '');
  };
  const officersFor = (ps: PartyIn[]) => {
    const m = new Map<string, string>();
    for (const q of ps) if (q.p.kind === 'org') m.set(q.p.id, `${r.pick(OFFICIALS)}, ${q.p.landTrust ? 'Trust Officer' : q.p.org!.kind === 'LLC' ? 'Manager' : q.p.org!.kind === 'L.P.' ? 'Vice President of its General Partner' : r.pick(['President', 'Vice President', 'Attorney-in-Fact'])}`);
    return m;
  };
  const privyOf = (ps: PartyIn[], names: Map<string, string>, y: number) => {
    if (!texas || y >= 1960) return undefined;
    const w = ps.find((q) => q.p.female && q.p.spouse && ps.some((x) => x.p.id === q.p.spouse!.id));
    return w ? { wife: names.get(w.p.id)!, husband: names.get(w.p.spouse!.id)! } : undefined;
  };

  // ---- truth
  const addDoc = (b: Built): string => {
    const file = `Q${String(++nDoc).padStart(3, '0')}.txt`;
    const dates: Record<string, string | null> = { execution_date: b.exec ? iso(b.exec) : null, effective_date: b.eff ? iso(b.eff) : null, acknowledgment_date: b.ack ? iso(b.ack) : null, recording_date: iso(b.rec) };
    if (b.death) dates.death_date = iso(b.death);
    const gov = b.eff ?? b.exec ?? b.rec;
    docs.push({
      text: b.text,
      truth: { file, doc_category: b.category, governing_date: iso(gov), dates, parties: b.parties.map((q) => ({ name: b.names.get(q.p.id)!, role: q.role })), tracts: b.tracts.map((t) => ({ ...t.truth })), conveys_fee: b.fee, estate_types_conveyed: b.estates },
      persons: b.parties.map((q) => q.p.id),
    });
    return file;
  };
  const link = (doc: string, tracts: Tract[], estate: 'fee' | 'mineral' | 'leasehold', from: PartyIn[], to: PartyIn[], required = true) => {
    for (const t of tracts) for (const f of from) for (const g of to) if (f.p.id !== g.p.id) links.push({ tract: t.key, estate, doc, from: f.p.id, to: g.p.id, required: required && !f.joins && !g.joins });
  };
  const gap = (doc: string, f: Farm, kind: NonNullable<Farm['gapKind']>) => {
    for (const t of f.tracts) gaps.push({ tract: t.key, estate: 'mineral', kind, doc });
  };

  // ---- tracts
  const usedAcres = new Set<number>();
  const makeTract = (c: County, farmAcresStated: boolean): Tract => {
    for (;;) {
      if (a.key === 'etx') {
        const [sv, ab] = r.pick(c.surveys!);
        const acres = r.pick([40, 50, 80, 100, 60, 20, 120, 160]) + (r.chance(0.4) ? r.pick([0.5, 0.25, 0.75, 0.3, 0.86]) : 0) + (r.chance(0.3) ? r.int(9) : 0);
        if (usedAcres.has(acres)) continue;
        usedAcres.add(acres);
        const truth: ExpectedTract = { state: 'TX', county: c.name, section: null, township: null, range: null, aliquot: null, survey: `${sv} Survey`, abstract: String(ab), block: null, lot: null, acres };
        return { truth, key: tractKey(truth), county: c, sec: 0, twp: 0, rng: 0, aliquot: '', acres, survey: sv, abstract: String(ab), block: '', pm: [] };
      }
      if (a.key === 'dlw') {
        const b = r.pick(c.blocks!);
        const sec = 1 + r.int(48);
        const k = `${c.name}-${b.block}-${sec}`;
        if (usedTracts.has(k)) continue;
        usedTracts.add(k);
        const [aliquot, acres] = r.chance(0.6) ? ['ALL', 640] : r.pick([['N/2', 320], ['S/2', 320], ['E/2', 320], ['W/2', 320]] as Array<[string, number]>);
        const abstract = String(1000 + r.int(8000));
        const truth: ExpectedTract = { state: 'TX', county: c.name, section: String(sec), township: null, range: null, aliquot, survey: b.survey, abstract, block: b.block, lot: null, acres };
        return { truth, key: tractKey(truth), county: c, sec, twp: 0, rng: 0, aliquot, acres, survey: b.survey, abstract, block: b.block, pm: [] };
      }
      const twp = c.twp![0] + r.int(c.twp![1] - c.twp![0] + 1);
      const rg = c.rng![0] + r.int(c.rng![1] - c.rng![0] + 1);
      const sec = 1 + r.int(36);
      const k = `${c.name}-${sec}-${twp}-${rg}`;
      if (usedTracts.has(k)) continue;
      usedTracts.add(k);
      const [aliquot, ac] = r.pick(ALIQUOTS);
      const acres = farmAcresStated ? ac : null;
      const truth: ExpectedTract = { state: a.state, county: c.name, section: String(sec), township: `${twp}${c.tdir}`, range: `${rg}${c.rdir}`, aliquot, survey: null, abstract: null, block: null, lot: null, acres };
      return { truth, key: tractKey(truth), county: c, sec, twp, rng: rg, aliquot, acres, survey: '', abstract: '', block: '', pm: c.pm! };
    }
  };

  // ---- farm state
  const alive = (p: Person, t: Dt) => !p.dead || cmp(t, p.dead) < 0;
  const adult = (p: Person, t: Dt) => p.kind === 'org' || t.y - p.born >= 21;
  const feeSide = (f: Farm, t: Dt): PartyIn[] => {
    const out: PartyIn[] = f.fee.map((p) => ({ p, role: '' }));
    if (f.tenancy !== 'sep') for (const p of f.fee) if (p.spouse && !f.fee.includes(p.spouse) && alive(p.spouse, t) && !out.some((q) => q.p.id === p.spouse!.id)) out.push({ p: p.spouse, role: '', joins: true });
    return out;
  };
  const withRole = (ps: PartyIn[], role: string) => ps.map((q) => ({ ...q, role }));
  const later = (t: Dt, minD: number, maxD: number) => addDays(t, minD + r.int(maxD - minD + 1));
  const docDates = (exec: Dt) => {
    const ackD = r.chance(0.55) ? exec : later(exec, 1, 25);
    return { ack: ackD, rec: later(ackD, 2, 75) };
  };
  const descOf = (f: Farm, tracts: Tract[], withCounty: boolean, long = false) => tracts.map((t, i) => `${tracts.length > 1 ? `${r.pick(['Tract', 'TRACT', 'Parcel'])} ${i + 1}: ` : ''}${tractText(r, t, a, withCounty, long)}`).join(tracts.length > 1 ? ';\n\n' : '');
  const consid = (y: number) => r.pick(y < 1940 ? ['Ten Dollars ($10.00)', 'One Dollar and other valuable considerations', `${cap(numberWords(2 + r.int(30)))} Hundred Dollars`, 'Ten Dollars, gold coin of the United States'] : ['Ten and No/100 Dollars ($10.00) and other good and valuable consideration', 'TEN AND NO/100 DOLLARS', 'One Dollar ($1.00) and other valuable consideration', `${cap(numberWords(5 + r.int(90)))} Thousand Dollars`]);
  /** Prior severances a later deed excepts. */
  const subjectTo = (f: Farm): string => {
    const sev = f.severed.filter((h) => fval(h.frac) > 0);
    if (!sev.length || r.chance(0.4)) return '';
    return `\n\n${r.pick(['SAVE AND EXCEPT, and there is excepted from this conveyance,', 'SUBJECT TO', 'This conveyance is made subject to'])} all prior reservations and conveyances of record of oil, gas and other minerals in and under said land${r.chance(0.5) ? `, including an undivided ${fstr(sev.reduce((s, h) => fadd(s, h.frac), fr(0, 1)))} interest outstanding in others` : ''}.`;
  };

  /** Reservation clause of a fee deed. */
  const reservationText = (res: Fr, grantorsN: string[]): string => {
    const all = res.n === res.d;
    const what = all ? 'all of the oil, gas and other minerals' : `${fracText(r, res)} interest in and to all of the oil, gas and other minerals`;
    const who = grantorsN.length === 1 ? `the Grantor, ${grantorsN[0]},` : 'the Grantors';
    switch (a.key) {
      case 'kern': return `\n\nEXCEPTING AND RESERVING unto ${who} ${all ? 'all oil, gas and other hydrocarbon substances and minerals' : `${fracText(r, res)} interest in all oil, gas and other hydrocarbon substances and minerals`} in, under or that may be produced from said land, together with the right to enter upon said land for the purpose of exploring for, developing and removing the same.`;
      case 'ilb': return `\n\n${r.pick(['EXCEPT AND RESERVING', 'Grantors hereby except and reserve'])} unto ${who} their heirs and assigns, ${what} in, under and that may be produced from the above described real estate.`;
      case 'bhm': return `\n\nThe grantors hereby reserve unto themselves, their heirs and assigns, ${what} in and under said lands.`.replace('themselves, their', grantorsN.length === 1 ? 'himself, his' : 'themselves, their');
      default: return `\n\n${r.pick(['SAVE AND EXCEPT', 'There is excepted from this conveyance and reserved unto', 'Grantor reserves unto'])} ${r.chance(0.5) ? who : ''} ${what} in, on and under the above described land${r.chance(0.5) ? ', together with the right of ingress and egress at all times for the purpose of mining, drilling and exploring said land for oil, gas and other minerals and removing the same therefrom' : ''}.`.replace(/ {2}/g, ' ');
    }
  };

  // ---- deeds of the land
  type DeedKind = 'warranty_deed' | 'special_warranty_deed' | 'quitclaim_deed';
  interface DeedOpts { kind: DeedKind; res?: Fr; grantors?: PartyIn[]; taking?: Farm['tenancy']; title?: string; trustIn?: boolean; fulfils?: Dt; heirsQc?: boolean }
  const feeDeed = (f: Farm, exec: Dt, grantees: Person[], o: DeedOpts): string => {
    const G = withRole(o.grantors ?? feeSide(f, exec), 'grantor');
    const E: PartyIn[] = grantees.map((p) => ({ p, role: 'grantee' }));
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names, { caps: r.chance(0.12) });
    const officers = officersFor([...G, ...E]);
    const { ack: ackD, rec } = docDates(exec);
    let undated = !o.trustIn && !o.fulfils && r.chance(0.05);
    const holders = G.filter((q) => !q.joins);
    const resT = o.res ? reservationText(o.res, holders.map((q) => names.get(q.p.id)!)) : '';
    const subj = subjectTo(f);
    const gT = sideText(G, names, exec.y);
    const eT = sideText(E, names, exec.y, o.taking);
    const desc = descOf(f, f.tracts, false, a.key === 'etx' && r.chance(0.6));
    const cty = f.county.name;
    const pl = G.length > 1;
    const fulfil = o.fulfils ? `\n\nThis deed is given in fulfillment of that certain Contract for Deed dated ${MONTHS[o.fulfils.m - 1]} ${o.fulfils.d}, ${o.fulfils.y}, between the parties hereto.` : '';
    let title = o.title ?? (o.kind === 'warranty_deed' ? r.pick(['WARRANTY DEED', 'WARRANTY DEED', 'GENERAL WARRANTY DEED']) : o.kind === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : r.pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED', 'QUIT-CLAIM DEED']));
    let body: string;
    let dateInBody = false;
    const abstractEntry = !o.trustIn && !o.fulfils && !G.some((q) => q.p.kind === 'org') && r.chance(0.08);
    if (abstractEntry) {
      const entry = `${r.pick(['No.', 'Entry No.', 'Item'])} ${10 + r.int(90)}.`;
      const gl = G.map((q) => names.get(q.p.id)!).join(' and ');
      const el = E.map((q) => names.get(q.p.id)!).join(' and ');
      const ds = (t: Dt) => `${t.m}-${t.d}-${t.y}`;
      const text = `ABSTRACT OF TITLE\n\n${entry}  ${title}\n\n${gl}\n        to                               Dated ${undated ? '(not dated)' : ds(exec)}\n${el}                                 Ack. ${ds(ackD)}\n                                         Filed ${ds(rec)} at ${clock(r).h12} o'clock\n                                         Book ${book} of Deeds, Page ${1 + r.int(600)}\nConsideration: ${consid(exec.y)}\nConveys: ${descOf(f, f.tracts, true)}${o.res ? `\nReserves: ${o.res.n === o.res.d ? 'all' : fstr(o.res)} of the oil, gas and other minerals unto grantors.` : ''}\nWarranty: ${o.kind === 'warranty_deed' ? 'General' : o.kind === 'special_warranty_deed' ? 'Special' : 'None (quitclaim)'}.\nSigned by all grantors; acknowledged before ${notary()}, Notary Public, ${cty} County.`;
      const file = addDoc({ category: o.kind, parties: [...G, ...E], text, exec: undated ? null : exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
      link(file, f.tracts, 'fee', G, E);
      return file;
    }
    const warr = o.kind === 'warranty_deed';
    if (o.trustIn && a.key === 'ilb') {
      title = 'DEED IN TRUST';
      body = `THIS INDENTURE WITNESSETH, That the Grantor${pl ? 's' : ''}, ${gT}, of the County of ${cty} and State of Illinois, for and in consideration of ${consid(exec.y)}, and other good and valuable considerations in hand paid, Convey${pl ? '' : 's'} and Warrant${pl ? '' : 's'} unto ${eT}, the following described real estate in the County of ${cty} and State of Illinois, to-wit:\n\n${desc}${resT}${subj}\n\nTO HAVE AND TO HOLD the said premises with the appurtenances upon the trusts and for the uses and purposes herein and in said trust agreement set forth. Full power and authority is hereby granted to said trustee to improve, manage, protect and subdivide said premises, to contract to sell, to grant options to purchase, to sell on any terms, to convey either with or without consideration, and to lease said property, or any part thereof, from time to time. In no case shall any party dealing with said trustee be obliged to see to the application of any purchase money, rent or money borrowed.\n\nAnd the said grantor${pl ? 's' : ''} hereby expressly waive${pl ? '' : 's'} and release${pl ? '' : 's'} any and all right or benefit under and by virtue of any and all statutes of the State of Illinois, providing for the exemption of homesteads from sale on execution or otherwise.`;
    } else if (a.key === 'ilb' && G.length === 1 && G[0].p.landTrust) {
      title = "TRUSTEE'S DEED";
      const lt = G[0].p.landTrust;
      body = `THIS INDENTURE, made ${thisDay(r, exec)}, between ${names.get(G[0].p.id)}, ${r.pick(['a national banking association', 'a banking corporation'])} duly authorized to accept and execute trusts within the State of Illinois, not personally but as Trustee under the provisions of a deed or deeds in trust duly recorded and delivered to said Bank in pursuance of a certain Trust Agreement dated the ${ordinal(lt.date.d)} day of ${MONTHS[lt.date.m - 1]}, ${lt.date.y}, and known as Trust Number ${lt.no}, party of the first part, and ${eT}, part${E.length > 1 ? 'ies' : 'y'} of the second part.\n\nWITNESSETH, that said party of the first part, in consideration of the sum of Ten and no/100 Dollars, and other good and valuable considerations in hand paid, does hereby convey and quit claim unto said part${E.length > 1 ? 'ies' : 'y'} of the second part, the following described real estate, situated in ${cty} County, Illinois, to-wit:\n\n${desc}${subj}\n\ntogether with the tenements and appurtenances thereunto belonging. This deed is executed pursuant to and in the exercise of the power and authority granted to and vested in said trustee by the terms of said deed or deeds in trust and the provisions of said Trust Agreement above mentioned.`;
      dateInBody = true;
    } else if (a.key === 'kern') {
      if (exec.y >= 1945 || r.chance(0.3)) {
        title = o.kind === 'quitclaim_deed' ? 'QUITCLAIM DEED' : 'GRANT DEED';
        const top = exec.y >= 1950 ? `RECORDING REQUESTED BY\n${r.pick(a.trustees)}\n\nAND WHEN RECORDED MAIL TO\n${names.get(E[0].p.id)}\n${100 + r.int(9000)} ${r.pick(['Chester Avenue', 'Truxtun Avenue', 'Kern Street', 'Center Street', 'Lakeview Road'])}\n${r.pick(a.towns)}, CA 93${String(200 + r.int(99))}\n\n                                  SPACE ABOVE THIS LINE FOR RECORDER'S USE\n\nAPN ${String(r.int(900) + 100)}-${String(r.int(900) + 100)}-${String(r.int(90) + 10)}-00-${r.int(9)}          Escrow No. ${r.int(90000) + 1000}\nDOCUMENTARY TRANSFER TAX $${(r.int(500) + 11) / 10}   [X] computed on full value of property conveyed\n\n` : '';
        const undersigned = r.chance(0.35);
        body = `${top}${title}\n\nFOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged,\n\n${undersigned ? 'the undersigned' : gT}\n\nhereby ${o.kind === 'quitclaim_deed' ? 'REMISE(S), RELEASE(S) AND QUITCLAIM(S)' : 'GRANT(S)'} to\n\n${eT}\n\nthe following described real property in the ${r.pick(['unincorporated area of the ', ''])}County of ${cty}, State of California:\n\n${desc}${resT}${subj}`;
        title = '';
      } else {
        title = r.pick(['DEED', 'GRANT, BARGAIN AND SALE DEED', '']);
        body = `THIS INDENTURE, Made ${r.chance(0.6) ? `the ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearWords(exec.y)}` : thisDay(r, exec)}, between ${gT}, the part${pl ? 'ies' : 'y'} of the first part, and ${eT}, the part${E.length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH: That the said part${pl ? 'ies' : 'y'} of the first part, for and in consideration of the sum of ${consid(exec.y)}, gold coin of the United States of America, to ${pl ? 'them' : 'him'} in hand paid by the said part${E.length > 1 ? 'ies' : 'y'} of the second part, the receipt whereof is hereby acknowledged, ${o.kind === 'quitclaim_deed' ? 'do by these presents remise, release and forever quitclaim' : 'do by these presents grant, bargain, sell, convey and confirm'} unto the said part${E.length > 1 ? 'ies' : 'y'} of the second part, and to ${E.length > 1 ? 'their' : 'his'} heirs and assigns forever, all that certain lot, piece or parcel of land situate, lying and being in the County of ${cty}, State of California, and bounded and described as follows, to-wit:\n\n${desc}${resT}${subj}\n\nTOGETHER with all and singular the tenements, hereditaments and appurtenances thereunto belonging, or in anywise appertaining.\n\nTO HAVE AND TO HOLD, all and singular the said premises, together with the appurtenances, unto the said part${E.length > 1 ? 'ies' : 'y'} of the second part, and to ${E.length > 1 ? 'their' : 'his'} heirs and assigns forever.`;
        dateInBody = true;
      }
    } else if (a.key === 'ilb') {
      const v = exec.y < 1930 && r.chance(0.5) ? 'old' : 'stat';
      if (v === 'old') {
        body = `THIS INDENTURE WITNESSETH, That the Grantor${pl ? 's' : ''}, ${gT}${gT.includes(', of ') ? '' : `, of the County of ${cty} and State of Illinois`}, for and in consideration of ${consid(exec.y)} in hand paid, ${warr ? `CONVEY${pl ? '' : 'S'} AND WARRANT${pl ? '' : 'S'}` : `CONVEY${pl ? '' : 'S'} AND QUIT CLAIM${pl ? '' : 'S'}`} to ${eT}, the following described Real Estate, to-wit:\n\n${desc}${resT}${subj}\n\nsituated in the County of ${cty}, in the State of Illinois, hereby releasing and waiving all rights under and by virtue of the Homestead Exemption Laws of this State.`;
      } else {
        title = o.kind === 'quitclaim_deed' ? r.pick(['QUIT CLAIM DEED', 'QUIT CLAIM DEED (Statutory)']) : o.kind === 'special_warranty_deed' ? 'SPECIAL WARRANTY DEED' : r.pick(['WARRANTY DEED', 'WARRANTY DEED (Statutory - Illinois)', 'WARRANTY DEED (Joint Tenancy)']);
        const verb = o.kind === 'quitclaim_deed' ? `CONVEY${pl ? '' : 'S'} AND QUIT CLAIM${pl ? '' : 'S'}` : o.kind === 'special_warranty_deed' ? `CONVEY${pl ? '' : 'S'} AND WARRANT${pl ? '' : 'S'}, against all persons lawfully claiming by, through or under the Grantor${pl ? 's' : ''} but not otherwise,` : `CONVEY${pl ? '' : 'S'} AND WARRANT${pl ? '' : 'S'}`;
        body = `THE GRANTOR${pl ? 'S' : ''}, ${gT}${gT.includes(', of ') ? '' : `, of the County of ${cty}, State of Illinois`}, for and in consideration of ${consid(exec.y)} in hand paid, ${verb} to ${eT}${eT.includes(', of ') ? '' : `, of ${r.pick(a.towns)}, Illinois`}, the following described Real Estate situated in the County of ${cty}, in the State of Illinois, to wit:\n\n${desc}${resT}${subj}\n\nhereby releasing and waiving all rights under and by virtue of the Homestead Exemption Laws of the State of Illinois.${o.taking === 'jt' ? ' TO HAVE AND TO HOLD said premises not in tenancy in common, but in JOINT TENANCY forever.' : ''}${exec.y >= 1970 ? `\n\nPermanent Index Number: ${String(r.int(90) + 10)}-${String(r.int(90) + 10)}-${String(r.int(900) + 100)}-${String(r.int(900) + 100)}` : ''}`;
      }
    } else if (a.key === 'bhm') {
      if (exec.y < 1945 && r.chance(0.5)) {
        body = `THIS INDENTURE, Made ${thisDay(r, exec)}, between ${gT}, part${pl ? 'ies' : 'y'} of the first part, and ${eT}, part${E.length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH, That the said part${pl ? 'ies' : 'y'} of the first part, in consideration of the sum of ${consid(exec.y)}, to ${pl ? 'them' : 'him'} in hand paid by the said part${E.length > 1 ? 'ies' : 'y'} of the second part, the receipt whereof is hereby acknowledged, ${warr ? 'do by these presents grant, bargain, sell and convey' : 'do by these presents remise, release and forever quit claim'} unto the said part${E.length > 1 ? 'ies' : 'y'} of the second part, ${E.length > 1 ? 'their' : 'his'} heirs and assigns, forever, all that tract or parcel of land lying and being in the County of ${cty} and State of South Dakota, described as follows, to-wit:\n\n${desc}${resT}${subj}${warr ? `\n\nAnd the said part${pl ? 'ies' : 'y'} of the first part, for ${pl ? 'themselves, their' : 'himself, his'} heirs, executors and administrators, do covenant with the said part${E.length > 1 ? 'ies' : 'y'} of the second part that ${pl ? 'they are' : 'he is'} well seized in fee of the land and premises aforesaid, and that ${pl ? 'they' : 'he'} will WARRANT AND DEFEND the same against all lawful claims whatsoever.` : ''}`;
        dateInBody = true;
      } else {
        body = `${gT}, GRANTOR${pl ? 'S' : ''}${gT.includes(', of ') ? '' : `, of ${cty} County, South Dakota`}, for and in consideration of ${consid(exec.y)}, ${warr ? 'GRANT, CONVEY AND WARRANT' : o.kind === 'special_warranty_deed' ? 'GRANT, CONVEY AND SPECIALLY WARRANT, against all persons claiming by, through or under the Grantors,' : 'CONVEY AND QUIT CLAIM'} to ${eT}, GRANTEE${E.length > 1 ? 'S' : ''}${eT.includes(', of ') ? '' : `, of ${r.pick(a.towns)}, South Dakota`}, the following described real estate in the County of ${cty}, in the State of South Dakota:\n\n${desc}${resT}${subj}${fulfil}`;
      }
    } else {
      // Texas
      const modern = exec.y >= 1985 && r.chance(0.7);
      const special = o.kind === 'special_warranty_deed';
      if (o.kind === 'quitclaim_deed') {
        body = `THE STATE OF TEXAS      §\n                        §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${cty.toUpperCase()}     §\n\nThat ${gT}, for and in consideration of ${consid(exec.y)}, in hand paid by ${eT}, the receipt of which is hereby acknowledged, ${pl ? 'have' : 'has'} QUITCLAIMED, and by these presents do${pl ? '' : 'es'} REMISE, RELEASE and forever QUITCLAIM unto the said ${E.map((q) => names.get(q.p.id)).join(' and ')}, ${E.length > 1 ? 'their' : 'his'} heirs and assigns, all of ${pl ? 'their' : 'his'} right, title and interest in and to the following described land:\n\n${desc}${resT}${subj}\n\nTO HAVE AND TO HOLD the said premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee${E.length > 1 ? 's' : ''}, ${E.length > 1 ? 'their' : 'his'} heirs and assigns forever, so that neither the Grantor${pl ? 's' : ''} nor ${pl ? 'their' : 'his'} heirs shall have, claim or demand any right or title thereto.`;
      } else if (modern) {
        body = `NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.\n\n${special ? 'SPECIAL WARRANTY DEED' : 'WARRANTY DEED'}\n\nDate: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\nGrantor: ${gT}\n\nGrantor's Mailing Address: P.O. Box ${100 + r.int(900)}, ${r.pick(a.towns)}, Texas\n\nGrantee: ${eT}\n\nGrantee's Mailing Address: ${100 + r.int(9000)} ${r.pick(['Main Street', 'County Road 204', 'Oak Street', 'FM 1639'])}, ${r.pick(a.towns)}, Texas\n\nConsideration: Ten and No/100 Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged.\n\nProperty (including any improvements):\n\n${desc}\n\nReservations from Conveyance:${o.res ? resT.replace(/^\n\n/, ' ') : ' None.'}\n\nExceptions to Conveyance and Warranty: Validly existing easements, rights-of-way and prescriptive rights of record; all presently recorded instruments, other than conveyances of the surface fee estate, that affect the Property${subj ? ', including all prior reservations of minerals of record' : ''}.\n\nGrantor, for the Consideration and subject to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty, grants, sells, and conveys to Grantee the Property, together with all and singular the rights and appurtenances thereto in any way belonging, to have and to hold it to Grantee and Grantee's heirs, successors, and assigns forever. Grantor binds Grantor and Grantor's heirs and successors to warrant and forever defend all and singular the Property to Grantee and Grantee's heirs, successors, and assigns against every person whomsoever lawfully claiming or to claim the same or any part thereof${special ? ', when the claim is by, through, or under Grantor but not otherwise' : ''}, except as to the Reservations from Conveyance and the Exceptions to Conveyance and Warranty.`;
        title = '';
        dateInBody = true;
      } else {
        const vl = !special && exec.y < 1960 && r.chance(0.3);
        body = `THE STATE OF TEXAS      §\n                        §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${cty.toUpperCase()}     §\n\nThat ${G[0].p.kind === 'org' ? '' : pl ? 'we, ' : 'I, '}${gT}${gT.includes(', of ') ? '' : `, of the County of ${cty}, State of Texas`}, for and in consideration of the sum of ${consid(exec.y)} to ${G[0].p.kind === 'org' ? 'it' : pl ? 'us' : 'me'} in hand paid by ${eT}${vl ? `, and the further consideration of one certain vendor's lien note of even date herewith, in the principal sum of ${cap(numberWords(2 + r.int(20)))} Hundred Dollars, payable to the order of ${r.pick(a.lenders)}, to which bank the vendor's lien is hereby transferred` : ''}, the receipt of which is hereby acknowledged, ${pl ? 'have' : 'has'} GRANTED, SOLD AND CONVEYED, and by these presents do${pl ? '' : 'es'} GRANT, SELL AND CONVEY unto the said ${E.map((q) => names.get(q.p.id)).join(' and ')}, ${E.length > 1 ? 'their' : 'his'} heirs and assigns, ${desc.startsWith('all that') ? desc : `all that certain tract or parcel of land, to-wit:\n\n${desc}`}${resT}${subj}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said ${E.length > 1 ? 'Grantees, their' : 'Grantee, his'} heirs and assigns forever; and ${pl ? 'we do hereby bind ourselves, our' : 'I do hereby bind myself, my'} heirs, executors and administrators, to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said ${E.length > 1 ? 'Grantees, their' : 'Grantee, his'} heirs and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof${special ? ', by, through or under Grantor, but not otherwise' : ''}.${vl ? '\n\nBut it is expressly agreed and stipulated that the Vendor\'s Lien is retained against the above described property, premises and improvements, until the above described note, and all interest thereon, are fully paid according to its face and tenor, effect and reading, when this deed shall become absolute.' : ''}`;
      }
    }
    if (dateInBody) undated = false;
    const dated = undated ? '' : `\n\n${r.pick(['Dated', 'DATED', 'Signed and delivered', 'WITNESS our hands', 'EXECUTED'])} ${r.chance(0.5) ? thisDay(r, exec) : dateText(r, exec, exec.y < 1940)}.`;
    const caption = !abstractEntry && (texas || a.key === 'ilb') && r.chance(0.2) ? `Grantor: ${holders.map((q) => (q.p.kind === 'person' ? indexOrder(names.get(q.p.id)!) : names.get(q.p.id)!.toUpperCase())).join('; ')}${G.some((q) => q.joins) ? ' ET UX' : ''}\nGrantee: ${E.map((q) => (q.p.kind === 'person' ? indexOrder(names.get(q.p.id)!) : names.get(q.p.id)!.toUpperCase())).join('; ')}\n\n` : '';
    const st = stamp(rec, cty, 'Deeds');
    const stampFirst = exec.y >= 1985 && r.chance(0.5);
    const who = signerNames(G, names, officers);
    const text = `${stampFirst ? `${st}\n\n` : ''}${caption}${title ? `${title}\n\n` : ''}${body}${fulfil && a.key !== 'bhm' ? fulfil : ''}${dateInBody && !undated ? `\n\nIN WITNESS WHEREOF, the said grantor${pl ? 's have' : ' has'} hereunto set ${pl ? 'their hands' : 'his hand'} the day and year first above written.` : dated}\n\n${sigs(G, names, exec.y, officers)}\n\n${ack(ackD, who, cty, privyOf(G, names, exec.y))}${stampFirst ? '' : `\n\n${st}`}`;
    const file = addDoc({ category: o.kind, parties: [...G, ...E], text, exec: undated ? null : exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', G, E);
    return file;
  };

  // ---- mineral and royalty deeds
  const ROYALTY: Array<[Fr, string[]]> = [
    [fr(1, 64), ['an undivided 1/64th royalty interest', 'an undivided one sixty-fourth (1/64) royalty interest']],
    [fr(3, 64), ['an undivided 3/64ths royalty interest', 'an undivided three sixty-fourths (3/64) royalty interest']],
    [fr(1, 32), ['an undivided 1/32nd royalty interest', 'an undivided one thirty-second (1/32) royalty']],
    [fr(1, 16), ['an undivided one-half (1/2) of the one-eighth (1/8) royalty', 'an undivided 1/16th royalty interest']],
    [fr(1, 128), ['an undivided 1/128th royalty interest', 'an undivided one-sixteenth (1/16) of the usual one-eighth (1/8) royalty']],
  ];
  /** frac null: all of the grantor's interest. */
  const mineralDeed = (f: Farm, exec: Dt, grantors: PartyIn[], grantees: Person[], frac: Fr | null, royalty: Fr | null): string => {
    const G = withRole(grantors, 'grantor');
    const E: PartyIn[] = grantees.map((p) => ({ p, role: 'grantee' }));
    const names = new Map<string, string>();
    nameAll([...G, ...E], exec.y, names, { caps: r.chance(0.08) });
    const officers = officersFor([...G, ...E]);
    const { ack: ackD, rec } = docDates(exec);
    const cty = f.county.name;
    const gT = sideText(G, names, exec.y);
    const eT = sideText(E, names, exec.y);
    const pl = G.length > 1;
    const desc = descOf(f, f.tracts, r.chance(0.5));
    const modern = exec.y >= 2005 && (a.key === 'dlw' || r.chance(0.3));
    let eff: Dt | null = null;
    let ex: Dt | null = exec;
    let title: string;
    let body: string;
    if (royalty) {
      const rt = r.pick(ROYALTY.find((x) => x[0].n === royalty.n && x[0].d === royalty.d)![1]);
      title = r.pick(['ROYALTY DEED', 'ROYALTY DEED', 'CONVEYANCE OF ROYALTY INTEREST', 'TRANSFER OF ROYALTY']);
      body = `${texas ? `THE STATE OF TEXAS     §\n                       §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${cty.toUpperCase()}    §\n\n` : 'KNOW ALL MEN BY THESE PRESENTS:\n\n'}That ${gT}, hereinafter called Grantor${pl ? 's' : ''}, for and in consideration of ${consid(exec.y)} cash in hand paid by ${eT}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${pl ? 'have' : 'has'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${rt} in and to all of the oil, gas and other minerals in, on, under and that may be produced and saved from the following described land situated in ${cty} County, ${a.stateName}, to-wit:\n\n${desc}\n\nIt is understood and agreed that Grantee shall not participate in any bonus or rentals paid for any oil and gas lease on said land, nor shall Grantee's joinder be required in the execution of any such lease, the Grantor${pl ? 's' : ''} retaining the exclusive right to lease; but Grantee shall receive, free of all costs of production, ${rt.replace(/^an undivided /, 'the said ')} of all oil, gas and other minerals produced, saved and sold therefrom.\n\nTO HAVE AND TO HOLD the above described royalty unto the said Grantee, ${E[0].p.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor${pl ? 's do' : ' does'} hereby warrant the title thereto.`;
    } else if (modern) {
      title = r.pick(['MINERAL AND ROYALTY DEED', 'MINERAL AND ROYALTY DEED', 'MINERAL DEED']);
      const what = frac ? `${fracText(r, frac)} interest in and to` : "all of Grantor's right, title and interest in and to";
      const effective = r.chance(0.5);
      if (effective) { eff = exec; ex = null; }
      body = `${texas ? `STATE OF TEXAS        §\n                      §     KNOW ALL PERSONS BY THESE PRESENTS:\nCOUNTY OF ${cty.toUpperCase()}     §\n\n` : ''}THAT ${gT} (${pl ? '"Grantors"' : '"Grantor"'}), for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, has GRANTED, BARGAINED, SOLD, CONVEYED, ASSIGNED, TRANSFERRED and DELIVERED, and by these presents does GRANT, BARGAIN, SELL, CONVEY, ASSIGN, TRANSFER and DELIVER unto ${eT} ("Grantee"), whose address is ${100 + r.int(9000)} ${r.pick(['Wall Street, Suite 400', 'W. Texas Ave., Suite 1100', 'Main Street, Suite 900'])}, ${r.pick(['Midland', 'Fort Worth', 'Dallas', 'Houston'])}, Texas, ${what} the oil, gas and other minerals and all royalty interests in, on and under and that may be produced from the lands described in Exhibit "A" attached hereto and made a part hereof (the "Lands"), including all bonuses, rentals, royalties, overriding royalties, shut-in royalties and other payments accruing therefrom.\n\nGrantor binds Grantor and Grantor's successors to warrant and forever defend title to the interests herein conveyed unto Grantee against every person whomsoever lawfully claiming by, through or under Grantor, but not otherwise.\n\n${effective ? `This Deed is executed on the dates of the acknowledgments below, but is effective for all purposes as of ${r.pick([`${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}`, mdy(exec)])} (the "Effective Date").` : `EXECUTED ${r.pick([`on ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}`, `this ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}`])}.`}\n\n${sigs(G, names, exec.y, officers)}\n\n${ack(ackD, signerNames(G, names, officers), cty)}\n\nEXHIBIT "A"\nAttached to and made a part of that certain ${title} from ${G.filter((q) => !q.joins).map((q) => names.get(q.p.id)).join(', ')}, as Grantor, to ${names.get(E[0].p.id)}, as Grantee\n\nTract  Legal Description                                      County      Gross Acres\n${f.tracts.map((t, i) => `${i + 1}      ${tractText(r, t, a, false)}    ${cty}    ${t.acres ?? '-'}`).join('\n')}`;
      const st = stamp(rec, cty, 'Official Public Records');
      const text = `${st}\n\n${title}\n\n${body}`;
      const file = addDoc({ category: 'mineral_deed', parties: [...G, ...E], text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['mineral'], names });
      link(file, f.tracts, 'mineral', G, E);
      return file;
    } else {
      const what = frac ? `${fracText(r, frac)} interest in and to all of the oil, gas and other minerals` : "all of the Grantor's right, title and interest in and to the oil, gas and other minerals";
      if (a.key === 'kern') {
        title = r.pick(['MINERAL GRANT DEED', 'MINERAL DEED', 'GRANT DEED (Mineral Interest)']);
        body = `FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, ${gT} hereby GRANT(S) to ${eT} ${what.replace('oil, gas and other minerals', 'oil, gas and other hydrocarbon substances and minerals')} in, on, under and that may be produced from that real property in the County of ${cty}, State of California, described as follows:\n\n${desc}\n\ntogether with the right to enter upon said land to explore for, drill for, produce and remove the same.`;
      } else if (a.key === 'ilb' || a.key === 'bhm') {
        title = r.pick(['MINERAL DEED', 'MINERAL DEED', 'OIL AND GAS MINERAL DEED']);
        body = `KNOW ALL MEN BY THESE PRESENTS: That ${gT}, of ${cty} County, ${a.stateName}, hereinafter called Grantor${pl ? 's' : ''}, for and in consideration of ${consid(exec.y)} in hand paid, ${a.key === 'bhm' && r.chance(0.5) ? 'GRANT, CONVEY AND WARRANT' : `do${pl ? '' : 'es'} hereby grant, bargain, sell, convey, transfer, assign and deliver`} unto ${eT}, hereinafter called Grantee, ${what} in and under and that may be produced from the following described lands situated in the County of ${cty}, State of ${a.stateName}, to-wit:\n\n${desc}\n\ntogether with the right of ingress and egress at all times for the purpose of mining, drilling, exploring, operating and developing said lands for oil, gas and other minerals, and storing, handling, transporting and marketing the same therefrom.\n\nThis sale is made subject to any rights now existing to any lessee or assigns under any valid and subsisting oil and gas lease of record heretofore executed; it being understood and agreed that said Grantee shall have, receive and enjoy the herein granted undivided interest in and to all bonuses, rents, royalties and other benefits which may accrue under the terms of said lease insofar as it covers the above described land.\n\nTO HAVE AND TO HOLD the above described property and easement with all and singular the rights, privileges and appurtenances thereunto belonging unto the said Grantee herein, ${E[0].p.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor${pl ? 's do' : ' does'} hereby warrant said title to Grantee.`;
      } else {
        title = r.pick(['MINERAL DEED', 'MINERAL DEED', 'CONVEYANCE OF MINERAL INTEREST']);
        body = `THE STATE OF TEXAS     §\n                       §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${cty.toUpperCase()}    §\n\nThat ${gT}, hereinafter called Grantor${pl ? 's' : ''}, for and in consideration of ${consid(exec.y)} cash in hand paid by ${eT}, hereinafter called Grantee, the receipt of which is hereby acknowledged, ${pl ? 'have' : 'has'} granted, sold, conveyed, assigned and delivered, and by these presents do${pl ? '' : 'es'} grant, sell, convey, assign and deliver unto the said Grantee ${what} in and under and that may be produced from the following described land situated in ${cty} County, Texas, to-wit:\n\n${desc}\n\nIt is understood and agreed that this sale is made subject to any valid and subsisting oil, gas or mineral lease or leases on said land, but covers and includes ${frac ? fstr(frac) : "all of Grantor's interest"} of all of the oil royalty and gas rental or royalty due and to be paid under the terms of said lease.\n\nTO HAVE AND TO HOLD the above described property and easement with all and singular the rights, privileges and appurtenances thereunto or in any wise belonging to the said Grantee herein, ${E[0].p.kind === 'org' ? 'its successors' : 'his heirs'} and assigns forever, and Grantor${pl ? 's do' : ' does'} hereby bind ${pl ? 'themselves, their' : 'himself, his'} heirs, executors and administrators to warrant and forever defend all and singular the said property unto the said Grantee herein, ${E[0].p.kind === 'org' ? 'its successors' : 'his heirs'} and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof.`;
      }
    }
    const undated = r.chance(0.04);
    if (undated) ex = null;
    const dated = undated ? '' : `\n\n${r.pick(['WITNESS', 'EXECUTED', 'Dated', 'Signed'])} ${r.chance(0.5) ? thisDay(r, exec) : dateText(r, exec, exec.y < 1940)}.`;
    const st = stamp(rec, cty, a.key === 'etx' || a.key === 'dlw' ? 'Deed Records' : 'Deeds');
    const text = `${title}\n\n${body}${dated}\n\n${sigs(G, names, exec.y, officers)}\n\n${ack(ackD, signerNames(G, names, officers), cty, privyOf(G, names, exec.y))}\n\n${st}`;
    const file = addDoc({ category: royalty ? 'royalty_deed' : 'mineral_deed', parties: [...G, ...E], text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['mineral'], names });
    link(file, f.tracts, 'mineral', G, E);
    return file;
  };

  // ---- patents and first deeds
  const PRESIDENTS: Array<[number, string]> = [[1885, 'Grover Cleveland'], [1889, 'Benjamin Harrison'], [1893, 'Grover Cleveland'], [1897, 'William McKinley'], [1901, 'Theodore Roosevelt'], [1909, 'William H. Taft'], [1913, 'Woodrow Wilson'], [1921, 'Warren G. Harding'], [1923, 'Calvin Coolidge'], [1929, 'Herbert Hoover'], [1933, 'Franklin D. Roosevelt']];
  const usPatent = (f: Farm, exec: Dt, patentee: Person): string => {
    const G: PartyIn = { p: plainOrg('United States of America'), role: 'grantor' };
    const E: PartyIn = { p: patentee, role: 'grantee' };
    const names = new Map<string, string>([[G.p.id, 'United States of America']]);
    nameAll([E], exec.y, names, { caps: r.chance(0.3) });
    const rec = later(exec, 60, 2500);
    const pres = [...PRESIDENTS].reverse().find((x) => x[0] <= exec.y)![1];
    const office = a.key === 'kern' ? 'Visalia, California' : r.pick(['Belle Fourche, South Dakota', 'Rapid City, South Dakota']);
    const pn = names.get(patentee.id)!;
    const homestead = r.chance(0.7);
    const t = f.tracts[0];
    const recital = homestead
      ? `a Certificate of the Register of the Land Office at ${office}, whereby it appears that, pursuant to the Act of Congress approved 20th May, 1862, "To secure Homesteads to Actual Settlers on the Public Domain," and the acts supplemental thereto, the claim of ${pn} has been established and duly consummated, in conformity to law, for ${f.tracts.map((x) => patentTract(x, a)).join(', and ')}`
      : `a Certificate of the Register of the Land Office at ${office}, whereby it appears that full payment has been made by the claimant ${pn} according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," and the acts supplemental thereto, for ${f.tracts.map((x) => patentTract(x, a)).join(', and ')}`;
    const text = `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\n${homestead ? 'Homestead Certificate' : 'Cash Certificate'} No. ${1000 + r.int(9000)}\nApplication ${2000 + r.int(20000)}\n\nWHEREAS, There has been deposited in the General Land Office of the United States ${recital}, according to the Official Plat of the Survey of the said Land, returned to the GENERAL LAND OFFICE by the Surveyor-General:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said ${pn} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said ${pn} and to ${patentee.female ? 'her' : 'his'} heirs and assigns forever; subject to any vested and accrued water rights for mining, agricultural, manufacturing, or other purposes, and rights to ditches and reservoirs used in connection with such water rights, as may be recognized and acknowledged by the local customs, laws, and decisions of courts.\n\nIN TESTIMONY WHEREOF, I, ${pres}, President of the United States of America, have caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, the ${ORD_WORDS[exec.d]} day of ${MONTHS[exec.m - 1]}, in the year of our Lord ${yearWords(exec.y)}, and of the Independence of the United States the ${ordinal(exec.y - 1776)}.\n\nBy the President: ${pres}\nBy ${r.pick(OFFICIALS)}, Secretary.\n${r.pick(OFFICIALS)}, Recorder of the General Land Office.\n\nRecorded, Patent Vol. ${10 + r.int(90)}, Page ${1 + r.int(400)}.\n\n${stamp(rec, t.county.name, 'Patents')}`;
    const file = addDoc({ category: 'patent', parties: [G, E], text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', [G], [E]);
    return file;
  };
  const txPatent = (f: Farm, exec: Dt, patentee: Person): string => {
    const G: PartyIn = { p: plainOrg('State of Texas'), role: 'grantor' };
    const E: PartyIn = { p: patentee, role: 'grantee' };
    const names = new Map<string, string>([[G.p.id, 'State of Texas']]);
    nameAll([E], exec.y, names);
    const rec = later(exec, 30, 900);
    const t = f.tracts[0];
    const gov = r.pick(['S. W. T. Lanham', 'T. M. Campbell', 'O. B. Colquitt', 'James E. Ferguson', 'W. P. Hobby', 'Pat M. Neff', 'Dan Moody']);
    const text = `THE STATE OF TEXAS\n\nNo. ${100 + r.int(800)}     Vol. ${10 + r.int(60)}\n[Abstract No. ${t.abstract} -- Section ${t.sec}, Block ${t.block}, ${t.survey === 'PSL Survey' ? 'Public School Land' : 'H&GN RR Co.'} -- ${t.acres} Acres]\n\nTo All to Whom These Presents Shall Come, Know Ye:\n\nThat I, ${gov}, Governor of the State aforesaid, by virtue of the authority vested in me by law, and in accordance with the laws of said State in such cases provided, do hereby Grant to ${names.get(patentee.id)}, ${patentee.female ? 'her' : 'his'} heirs or assigns forever, ${numberWords(t.acres!)} (${t.acres}) acres of land, situated and described as follows: In ${t.county.name} County, being Section No. ${t.sec}, in Block No. ${t.block}, of the ${t.survey === 'PSL Survey' ? 'Public School Lands' : 'lands surveyed for the Houston and Great Northern Railroad Company'}, Abstract No. ${t.abstract}, sold to the said grantee by virtue of an Act of the Legislature approved April 19, 1901, for the sale of the public free school lands, the full purchase money having been paid.\n\nIN TESTIMONY WHEREOF, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office, at the City of Austin, on the ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, A.D. ${exec.y}.\n\n${gov}, Governor.\n${r.pick(OFFICIALS)}, Commissioner of the General Land Office.\n\n${stamp(rec, t.county.name, 'Deed Records')}`;
    const file = addDoc({ category: 'patent', parties: [G, E], text, exec, ack: null, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, f.tracts, 'fee', [G], [E]);
    return file;
  };

  // ---- deaths
  let namesakeSons = 0;
  const childrenOf = (dec: Person, death: Dt): Person[] => {
    if (!dec.children.length) {
      const n = 1 + r.int(3);
      for (let i = 0; i < n; i++) {
        const born = Math.min(death.y - 22 - r.int(4), dec.born + 22 + r.int(14));
        const female = r.chance(0.45);
        const c = newPerson(female, r.chance(0.7) ? dec.county : otherCounty(dec.county), born, dec.last);
        if (!female && !dec.female && !dec.suffix && namesakeSons < 2 && i === 0 && r.chance(namesakeSons ? 0.4 : 0.85)) {
          namesakeSons++;
          usedNames.add(`${dec.first} ${dec.last}`);
          c.first = dec.first;
          c.middle = dec.middle;
          c.suffix = 'Jr.';
          c.father = dec;
          dec.srInEstate = r.chance(0.6);
        }
        if (female && r.chance(0.65)) {
          const hb = newPerson(false, c.county, c.born + r.int(6), r.pick(a.surnames.filter((x) => x !== dec.last)));
          usedNames.delete(`${c.first} ${c.last}`);
          c.middle = r.chance(0.5) ? c.last : c.middle;
          c.last = hb.last;
          usedNames.add(`${c.first} ${c.last}`);
          c.spouse = hb;
          hb.spouse = c;
          hb.children = c.children;
        } else if (!female && r.chance(0.6)) marry(c);
        dec.children.push(c);
      }
    }
    return dec.children.filter((c) => alive(c, death));
  };
  const heirLine = (h: Person, dec: Person, names: Map<string, string>, share: string) => `${names.get(h.id)}, ${h === dec.spouse ? (h.female ? 'surviving wife' : 'surviving husband') : h.female ? 'daughter' : 'son'}, ${h.spouse && !h.spouse.dead && h !== dec.spouse ? `${h.female ? 'wife' : 'husband'} of ${h.spouse.first} ${h.spouse.last}, ` : ''}residing in ${h.county} County, ${residence(h).split(', ').pop()}${share}`;
  const deathInstrument = (f: Farm, dec: Person, death: Dt, heirs: Person[], estates: Array<'fee' | 'mineral'>, held: Fr | null): string => {
    const exec = later(death, 40, r.chance(0.3) ? 2500 : 700);
    const probate = r.chance(0.5);
    const D: PartyIn = { p: dec, role: 'decedent' };
    const H: PartyIn[] = heirs.map((p) => ({ p, role: 'heir' }));
    const affiant = probate ? null : newPerson(r.chance(0.4), f.county.name, exec.y - 45 - r.int(25));
    const A: PartyIn[] = affiant ? [{ p: affiant, role: 'other' }] : [];
    const names = new Map<string, string>();
    nameAll([D, ...H, ...A], exec.y, names, { estateOf: dec });
    const rec = later(exec, 3, 150);
    const cty = f.county.name;
    const desc = descOf(f, f.tracts, true);
    const share = heirs.length === 1 ? 'all' : `an undivided one-${numberWords(heirs.length).replace('two', 'half').replace('three', 'third').replace('four', 'fourth')} (1/${heirs.length}) interest`;
    const interest = estates.includes('fee') ? 'the fee simple title' : `${held ? fracText(r, held) : 'all of his'} interest in and to the oil, gas and other minerals`;
    const decN = names.get(dec.id)!;
    const spN = dec.spouse ? names.get(dec.spouse.id) ?? `${dec.spouse.first} ${dec.spouse.last}` : '';
    const spouseLine = dec.spouse ? (alive(dec.spouse, death) ? `${decN} was married but once, and then to ${spN}, who survived ${dec.female ? 'her' : 'him'}` : `${decN} was married but once, and then to ${spN}, who predeceased ${dec.female ? 'her' : 'him'}`) : `${decN} never married`;
    const heirLines = heirs.map((h) => heirLine(h, dec, names, probate || r.chance(0.5) ? ` -- ${share}` : '')).join('\n');
    let text: string;
    let category: string;
    if (probate) {
      category = 'probate';
      const no = `${exec.y % 100}-P-${10 + r.int(400)}`;
      const judge = r.pick(OFFICIALS);
      const dd = dateText(r, death, false);
      if (a.key === 'kern') {
        const spousal = heirs.length === 1 && heirs[0] === dec.spouse && f.tenancy === 'cp';
        text = spousal
          ? `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${cty.toUpperCase()}\n\nEstate of ${decN.toUpperCase()}, Decedent.          Case No. ${no}\n\nSPOUSAL PROPERTY ORDER (Probate Code § 13650)\n\nThe petition of ${names.get(heirs[0].id)}, surviving spouse of the decedent, came on for hearing. THE COURT FINDS that the decedent died on ${dd}, a resident of ${cty} County, and that notice of hearing was given as required by law.\n\nTHE COURT ORDERS that the following described property is property passing to the surviving spouse ${names.get(heirs[0].id)}, and no administration of it is necessary: ${interest} in the real property in the County of ${cty}, State of California, described as follows:\n\n${desc}\n\nDate: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\n______________________\n${judge}, Judge of the Superior Court`
          : `IN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA\nIN AND FOR THE COUNTY OF ${cty.toUpperCase()}\n\nIn the Matter of the Estate of\n${decN.toUpperCase()}, Deceased.          No. ${no}\n\n${r.pick(['DECREE OF DISTRIBUTION', 'ORDER OF FINAL DISTRIBUTION', 'DECREE SETTLING FINAL ACCOUNT AND OF FINAL DISTRIBUTION'])}\n\n${r.pick(OFFICIALS)}, as ${r.pick(['Executor of the Will', 'Administrator'])} of the estate of the above-named decedent, having filed the final account and petition for final distribution, and the same coming on regularly to be heard, the Court finds that ${decN} died on ${dd}, a resident of the County of ${cty}, State of California, ${r.chance(0.5) ? 'intestate' : 'leaving a will which has been admitted to probate'}; that all debts, expenses and taxes have been paid; and that the persons entitled to distribution are:\n\n${heirLines}\n\nIT IS ORDERED, ADJUDGED AND DECREED that the final account be settled and that the residue of said estate, including ${interest} in the following described real property in the County of ${cty}, State of California:\n\n${desc}\n\nbe and the same is hereby distributed to the persons above named, in the shares set out above.\n\nDated: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\n______________________\n${judge}, Judge of the Superior Court`;
      } else if (a.key === 'ilb') {
        text = `IN THE CIRCUIT COURT OF THE ${ordinal(2 + r.int(3)).toUpperCase()} JUDICIAL CIRCUIT\n${cty.toUpperCase()} COUNTY, ILLINOIS\n\nIN THE MATTER OF THE ESTATE OF )\n${decN.toUpperCase()}, DECEASED.   )     No. ${no}\n\nORDER DECLARING HEIRSHIP\n\nOn the petition of ${names.get(heirs[0].id)}, and the Court having heard the evidence, FINDS that ${decN}, late of ${cty} County, Illinois, died on ${dd}, ${r.chance(0.5) ? 'intestate' : 'testate, his will having been admitted to probate'}, and left surviving as ${r.chance(0.5) ? 'his only heirs at law' : 'the only persons entitled to his estate'} the following persons:\n\n${heirLines}\n\nIT IS ORDERED that the foregoing persons are declared to be the heirs of the decedent, and that ${interest} in the following real estate, situated in the County of ${cty}, State of Illinois, of which the decedent died seized, vested in them in the shares above stated:\n\n${desc}\n\nENTERED: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\n______________________\n${judge}, Judge`;
      } else if (a.key === 'bhm') {
        text = `STATE OF SOUTH DAKOTA      )          IN CIRCUIT COURT\n                           ) ss.\nCOUNTY OF ${cty.toUpperCase()}    )          FOURTH JUDICIAL CIRCUIT\n\nIn the Matter of the Estate of ${decN}, Deceased.          Pro. No. ${no}\n\nDECREE OF DISTRIBUTION\n\nThe final account and petition for distribution of the personal representative of the estate of ${decN}, deceased, came on for hearing ${thisDay(r, exec)}. The Court finds that the decedent died on ${dd}, a resident of ${cty} County, South Dakota, and that the persons entitled to the residue of the estate are:\n\n${heirLines}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that ${interest} in the following described real estate situated in ${cty} County, South Dakota:\n\n${desc}\n\nbe and it is hereby assigned and distributed to the persons above named in the shares above set forth.\n\nBY THE COURT:\n______________________\n${judge}, Circuit Judge\nATTEST: ${r.pick(OFFICIALS)}, Clerk`;
      } else {
        const muniment = r.chance(0.5);
        text = muniment
          ? `CAUSE NO. ${no}\n\nESTATE OF ${decN.toUpperCase()}, DECEASED     §     IN THE COUNTY COURT\n                                    §     OF\n                                    §     ${cty.toUpperCase()} COUNTY, TEXAS\n\nORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\n\nOn this day the Court heard the application of ${names.get(heirs[0].id)} for the probate of the last will of ${decN}, Deceased, as a muniment of title only. The Court finds that the Decedent died on ${dd}; that four years have not elapsed since the date of the Decedent's death; that the Court has jurisdiction and venue; that there are no unpaid debts owing by the estate except those secured by liens on real estate; and that the will was executed with the formalities required by law. The will devises all of the Decedent's property, including ${interest} in the following land in ${cty} County, Texas:\n\n${desc}\n\nto the following devisees:\n\n${heirLines}\n\nIT IS ORDERED that the will is admitted to probate as a muniment of title only.\n\nSIGNED ${r.chance(0.5) ? `${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}` : `this ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}`}.\n\n______________________\n${judge}, County Judge`
          : `CAUSE NO. ${no}\n\nIN THE ESTATE OF ${decN.toUpperCase()}, DECEASED     §     IN THE COUNTY COURT OF ${cty.toUpperCase()} COUNTY, TEXAS\n\nJUDGMENT DECLARING HEIRSHIP\n\nOn this day the Court heard the application of ${names.get(heirs[0].id)} to declare heirship in the Estate of ${decN}, Deceased. The Court finds that the Decedent died intestate on ${dd}, domiciled in ${cty} County, Texas, and that the following are the only heirs of the Decedent, entitled to the Decedent's estate, including ${interest} in the following land:\n\n${desc}\n\nin the shares set out:\n\n${heirLines}\n\nIT IS THEREFORE ORDERED, ADJUDGED AND DECREED that the persons named above are the heirs of the Decedent and take in the shares stated.\n\nSIGNED ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}.\n\n______________________\n${judge}, Judge Presiding`;
      }
    } else {
      category = 'affidavit_of_heirship';
      const afN = names.get(affiant!.id)!;
      const kids = heirs.filter((h) => h !== dec.spouse);
      text = texas && r.chance(0.6)
        ? `AFFIDAVIT OF HEIRSHIP\n\nTHE STATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}    §\n\nBEFORE ME, the undersigned authority, on this day personally appeared ${afN}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. My name is ${afN}. I live in ${r.pick(a.towns)}, Texas. I was well acquainted with ${decN}, Deceased, for more than ${10 + r.int(30)} years before ${dec.female ? 'her' : 'his'} death, and I am not related to ${dec.female ? 'her' : 'him'} by blood or marriage.\n\n2. ${decN} died intestate on ${dateText(r, death, false)}, in ${cty} County, Texas. No administration is pending upon ${dec.female ? 'her' : 'his'} estate and none is necessary.\n\n3. ${spouseLine}. ${kids.length ? `Of that marriage ${numberWords(kids.length)} ${kids.length === 1 ? 'child was' : 'children were'} born, and no other children were born to or adopted by the Decedent.` : ''}\n\n4. The only heirs of the Decedent are:\n\n${heirLines}\n\n5. At the date of ${dec.female ? 'her' : 'his'} death the Decedent owned ${interest} in the following described land:\n\n${desc}\n\n______________________\n${afN}\n\nSWORN TO AND SUBSCRIBED before me ${thisDay(r, exec)}.\n\n______________________\nNotary Public in and for ${cty} County, Texas`
        : `${r.pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT OF DEATH AND HEIRSHIP', 'PROOF OF HEIRSHIP'])}\n\nSTATE OF ${a.stateName.toUpperCase()}, COUNTY OF ${cty.toUpperCase()}, ss.\n\n${afN}, of lawful age, being first duly sworn, on oath deposes and says: that affiant resides near ${r.pick(a.towns)} and was well acquainted with ${decN}, late of ${cty} County, for many years before ${dec.female ? 'her' : 'his'} death; that the said ${decN} died on ${dateText(r, death, false)}, leaving no will so far as affiant knows or has been able to learn; that ${spouseLine.replace(decN, 'the decedent')}; that at the time of ${dec.female ? 'her' : 'his'} death the decedent owned ${interest} in the following described land:\n\n${desc}\n\nthat the decedent left surviving as ${dec.female ? 'her' : 'his'} only heirs at law the following persons:\n\n${heirLines}\n\nand that affiant is not related to the decedent and claims no interest in said land.\n\n______________________\n${afN}\n\nSubscribed and sworn to before me ${thisDay(r, exec)}.\n\n${notary()}, Notary Public\n${commission(exec)}`;
    }
    text += `\n\n${stamp(rec, cty, probate ? 'Probate Records' : 'Misc. Records')}`;
    const file = addDoc({ category, parties: [D, ...H, ...A], text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: estates.includes('fee'), estates, names });
    for (const e of estates) link(file, f.tracts, e, [D], H);
    return file;
  };
  /** Survivor's affidavit (joint tenants, or trustees): moves nothing by itself. */
  const survivorAffidavit = (f: Farm, dec: Person, surv: Person, death: Dt, priorDeed: { from: string; date: Dt }): string => {
    const exec = later(death, 20, 500);
    const D: PartyIn = { p: dec, role: 'decedent' };
    const S: PartyIn = { p: surv, role: 'other' };
    const names = new Map<string, string>();
    nameAll([D, S], exec.y, names);
    const rec = later(exec, 1, 60);
    const cty = f.county.name;
    const trustee = !!dec.trusteeOf;
    const title = trustee ? 'AFFIDAVIT - DEATH OF TRUSTEE' : a.key === 'kern' ? r.pick(['AFFIDAVIT - DEATH OF JOINT TENANT', 'AFFIDAVIT -- DEATH OF JOINT TENANT']) : r.pick(['AFFIDAVIT OF SURVIVORSHIP', 'AFFIDAVIT OF DEATH OF JOINT TENANT', 'AFFIDAVIT OF SURVIVING JOINT TENANT']);
    const dN = names.get(dec.id)!;
    const sN = names.get(surv.id)!;
    const body = trustee
      ? `${sN}, of legal age, being first duly sworn, deposes and says:\n\nThat ${dN}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${dN}, named as one of the Trustees of the ${dec.trusteeOf!.trust} dated ${MONTHS[dec.trusteeOf!.date.m - 1]} ${dec.trusteeOf!.date.d}, ${dec.trusteeOf!.date.y}, grantee in that certain deed dated ${MONTHS[priorDeed.date.m - 1]} ${priorDeed.date.d}, ${priorDeed.date.y}, covering the following described property situated in the County of ${cty}, State of ${a.stateName}:\n\n${descOf(f, f.tracts, false)}\n\nThat the decedent died on ${dateText(r, death, false)}, and that affiant is the surviving Trustee of said trust and continues to act as sole Trustee thereof.`
      : `${sN}, of legal age, being first duly sworn, deposes and says:\n\nThat ${dN}, the decedent mentioned in the attached certified copy of Certificate of Death, is the same person as ${dN}, named as one of the parties in that certain deed dated ${MONTHS[priorDeed.date.m - 1]} ${priorDeed.date.d}, ${priorDeed.date.y}, executed by ${priorDeed.from} to ${dN} and ${sN}, as joint tenants, recorded in the office of the ${a.key === 'kern' ? 'County Recorder' : a.key === 'bhm' ? 'Register of Deeds' : 'Recorder'} of ${cty} County, covering the following described property situated in the County of ${cty}, State of ${a.stateName}:\n\n${descOf(f, f.tracts, false)}\n\nThat the said ${dN} died on ${dateText(r, death, false)}, and that affiant is the surviving joint tenant.`;
    const text = `${a.key === 'kern' && exec.y >= 1970 ? `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${sN}\n${r.pick(a.towns)}, California\n\n` : ''}${title}\n\nSTATE OF ${a.stateName.toUpperCase()}, COUNTY OF ${cty.toUpperCase()}, ss.\n\n${body}\n\n______________________\n${sN}\n\nSubscribed and sworn to before me ${r.chance(0.5) ? `on ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}` : thisDay(r, exec)}.\n\n${notary()}, Notary Public\n\n${stamp(rec, cty, 'Official Records')}`;
    const file = addDoc({ category: 'other', parties: [D, S], text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: false, estates: [], names });
    link(file, f.tracts, 'fee', [D], [S], false);
    return file;
  };

  // ---- leases
  const lessorsOf = (f: Farm, t: Dt): PartyIn[] => {
    const out: PartyIn[] = fval(f.unsevered) > 1e-9 ? feeSide(f, t) : [];
    for (const s of f.severed) if (!s.dormant && alive(s.p, t) && (s.p.kind === 'person' || a.key === 'dlw') && !out.some((q) => q.p.id === s.p.id)) out.push({ p: s.p, role: '' });
    return out;
  };
  const leaseCycle = (f: Farm, start: Dt, omitOne: boolean): Dt => {
    let L = withRole(lessorsOf(f, start), 'lessor');
    if (!L.length) return start;
    const cty = f.county.name;
    let omitted: PartyIn | null = null;
    if (omitOne && a.key === 'dlw') {
      const cands = L.filter((q) => !q.joins && f.severed.some((s) => s.p.id === q.p.id));
      if (cands.length && L.length > 1) { omitted = r.pick(cands); L = L.filter((q) => q.p.id !== omitted!.p.id && !(q.joins && omitted!.p.spouse && q.p.id === omitted!.p.spouse.id)); }
    }
    const modern = start.y >= 2000;
    const broker = start.y >= 1970 && r.chance(0.3);
    const company = org(modern ? r.pick(a.modernLessees.filter((x) => (x[1] !== 'LLC' || start.y >= 1993) && (x[1] !== 'L.P.' || start.y >= 1976))) : r.pick(a.lessees));
    const lessee = broker ? newPerson(false, r.pick(['Midland', 'Tyler', 'Bakersfield', 'Mount Vernon', 'Rapid City', 'Pecos']), start.y - 30 - r.int(20)) : company;
    const E: PartyIn = { p: lessee, role: 'lessee' };
    const names = new Map<string, string>();
    nameAll([...L, E], start.y, names);
    const officers = officersFor([...L, E]);
    const paidUp = start.y >= 1975 && r.chance(0.6);
    const memo = start.y >= 1985 && (a.key === 'dlw' || a.key === 'kern') && r.chance(0.45);
    const exec = start;
    const { ack: ackD, rec } = docDates(exec);
    const term = r.pick([3, 5, 10]);
    const roy = start.y < 1970 ? r.pick(['one-eighth (1/8)', 'one-eighth']) : r.pick(['three-sixteenths (3/16)', 'one-fifth (1/5)', '20%', 'one-fourth (1/4)', '25%']);
    const desc = descOf(f, f.tracts, false);
    const lT = sideText(L, names, start.y);
    const eN = names.get(lessee.id)!;
    let text: string;
    let ex: Dt | null = exec;
    let eff: Dt | null = null;
    if (memo) {
      ex = null;
      eff = exec;
      text = `${stamp(rec, cty, 'Official Public Records')}\n\nMEMORANDUM OF OIL AND GAS LEASE\n\n${texas ? `STATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}  §\n\n` : ''}Notice is hereby given that ${lT} ("Lessor"), whose address is ${r.pick(['P.O. Box 211', 'Route 1, Box 44', '1407 Ranch Road'])}, ${r.pick(a.towns)}, ${a.state}, has executed and delivered to ${eN}${orgDescPlain(lessee)} ("Lessee"), whose address is ${r.pick(['300 N. Marienfeld, Suite 1000', '600 W. Illinois Ave.', '5430 LBJ Freeway, Suite 1600', '4800 California Avenue'])}, ${r.pick(['Midland, Texas 79701', 'Dallas, Texas 75240', 'Bakersfield, California 93309'])}, an Oil, Gas and Mineral Lease effective as of ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y} (the "Effective Date"), covering the following described lands in ${cty} County, ${a.stateName} (the "Lands"):\n\n${desc}\n\nThe Lease provides for a primary term of ${numberWords(term)} (${term}) years from the Effective Date and so long thereafter as oil, gas or other substances covered thereby are produced in paying quantities, and contains a royalty of ${roy}, ${r.chance(0.5) ? 'a "No Surface Use" provision, ' : ''}and other terms which are incorporated herein by reference. This Memorandum is executed on the dates of the acknowledgments below, but is effective as of the Effective Date, and is placed of record to give notice of the Lease.\n\n${sigs(L, names, exec.y, officers)}\n\n${ack(ackD, signerNames(L, names, officers), cty)}`;
    } else {
      const title = paidUp ? r.pick(['PAID-UP OIL AND GAS LEASE', 'OIL, GAS AND MINERAL LEASE (Paid-Up)', 'OIL AND GAS LEASE']) : r.pick(['OIL AND GAS LEASE', 'OIL AND GAS LEASE\nProducers 88 -- Revised', 'OIL, GAS AND MINERAL LEASE', 'OIL AND GAS LEASE\n(Form 88 -- With Pooling Provision)']);
      const effLine = paidUp && r.chance(0.5);
      if (effLine) { ex = null; eff = exec; }
      const dl = effLine ? `made effective as of ${r.chance(0.5) ? `${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}` : `the ${ordinal(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}`}` : `made and entered into ${thisDay(r, exec)}`;
      text = `${title}\n\nTHIS AGREEMENT, ${dl}, by and between ${lT}, hereinafter called Lessor (whether one or more), and ${eN}${lessee.kind === 'person' ? `, of ${lessee.county}` : orgDescPlain(lessee)}, hereinafter called Lessee:\n\n1. Lessor, in consideration of ${r.pick(['Ten and more Dollars ($10.00)', 'One Dollar ($1.00) and other valuable consideration', 'the cash bonus in hand paid'])}, ${paidUp ? 'the receipt of which is hereby acknowledged, and of the royalties herein provided' : 'and of the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed'}, has granted, demised, leased and let, and by these presents does grant, demise, lease and let exclusively unto Lessee, for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, laying pipe lines, building tanks, power stations and other structures thereon, the following described land in ${cty} County, ${a.stateName}, to-wit:\n\n${desc}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of ${numberWords(term)} years from this date (called "primary term") and as long thereafter as oil, gas or other mineral is produced from said land or land with which said land is pooled hereunder.\n\n3. The royalties to be paid by Lessee are: (a) on oil, ${roy} of that produced and saved from said land, the same to be delivered at the wells or to the credit of Lessor into the pipe line to which the wells may be connected; (b) on gas, including casinghead gas, produced from said land and sold or used off the premises, the market value at the well of ${roy} of the gas so sold or used.${paidUp ? '\n\n4. This is a PAID-UP LEASE. In consideration of the cash payment, Lessor agrees that Lessee shall not be obligated, except as otherwise provided herein, to commence or continue any operations during the primary term.' : `\n\n4. If operations for drilling are not commenced on said land on or before one year from this date, this lease shall terminate as to both parties, unless on or before such anniversary date Lessee shall pay or tender to Lessor or to the credit of Lessor in ${r.pick(a.lenders)}, which bank and its successors shall continue as the depository for all rentals payable hereunder, the sum of ${numberWords(1 + r.int(3))} Dollars per acre, which shall cover the privilege of deferring commencement of drilling operations for a period of twelve (12) months.`}\n\n5. If Lessor owns a less interest in the above described land than the entire and undivided fee simple estate therein, then the royalties and rentals herein provided for shall be paid the Lessor only in the proportion which Lessor's interest bears to the whole and undivided fee.\n\nIN WITNESS WHEREOF, this instrument is executed ${effLine ? 'on the dates of the acknowledgments, to be effective as of the date first above written' : 'as of the date first above written'}.\n\n${sigs(L, names, exec.y, officers)}\n\n${ack(ackD, signerNames(L, names, officers), cty, privyOf(L, names, exec.y))}\n\n${stamp(rec, cty, texas ? 'Oil and Gas Records' : 'Leases')}`;
    }
    const leaseFile = addDoc({ category: 'oil_and_gas_lease', parties: [...L, E], text, exec: ex, ack: ackD, eff, rec, tracts: f.tracts, fee: false, estates: ['leasehold'], names });
    link(leaseFile, f.tracts, 'leasehold', L, [E]);
    const lessorRecital = `${names.get(L[0].p.id)}${L.filter((q) => !q.joins).length > 1 ? ' et al' : L.some((q) => q.joins) ? (L[0].p.female ? ' et vir' : ' et ux') : ''}`;
    const recRef = texas ? `Volume ${book}, Page ${1 + r.int(600)} of the Oil and Gas Records` : `Book ${book} of ${a.key === 'kern' ? 'Official Records' : 'Leases'}, Page ${1 + r.int(600)}`;
    const recitalFor = (nm: Map<string, string>, lessorsT = lessorRecital) => `that certain Oil and Gas Lease dated ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}, from ${lessorsT}, as Lessor, to ${nm.get(lessee.id) ?? eN}, as Lessee, recorded in ${recRef} of ${cty} County`;
    let holders: Person[] = [lessee];
    let t = later(rec, 30, 500);
    // assignments
    const nAssign = broker ? 1 + r.int(2) : r.chance(0.55) ? 1 + r.int(2) : 0;
    for (let i = 0; i < nAssign && t.y < END.y; i++) {
      const to = i === 0 && broker ? company : org(t.y >= 2000 ? r.pick(a.modernLessees.filter((x) => (x[1] !== 'LLC' || t.y >= 1993) && (x[1] !== 'L.P.' || t.y >= 1976))) : r.pick(a.lessees));
      if (holders.includes(to)) continue;
      const half = holders.length === 1 && r.chance(0.25);
      const bos = t.y >= 1995 && r.chance(0.5);
      const termA = !bos && a.key === 'dlw' && t.y >= 2005 && r.chance(0.4);
      const A = holders.map((p) => ({ p, role: 'assignor' }));
      const B: PartyIn[] = [{ p: to, role: 'assignee' }];
      const nm = new Map<string, string>();
      nameAll([...A, ...B], t.y, nm);
      const off = officersFor([...A, ...B]);
      const ackA = r.chance(0.6) ? t : later(t, 1, 20);
      const recA = later(ackA, 3, 60);
      let effA: Dt | null = null;
      let exA: Dt | null = t;
      let body: string;
      const aT = sideText(A, nm, t.y);
      const bT = sideText(B, nm, t.y);
      const tr = descOf(f, f.tracts, true);
      if (bos) {
        effA = addDays({ y: t.y, m: t.m, d: 1 }, r.int(2) ? 0 : -31);
        if (cmp(effA, exec) <= 0) effA = null;
        body = `ASSIGNMENT AND BILL OF SALE\n\n${texas ? `STATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}  §\n\n` : ''}KNOW ALL MEN BY THESE PRESENTS, THAT ${aT} ("Assignor"), for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, does hereby GRANT, BARGAIN, SELL, CONVEY, ASSIGN, TRANSFER, SET OVER and DELIVER unto ${bT} ("Assignee"), ${half ? 'an undivided one-half (1/2) of ' : 'all of '}Assignor's right, title and interest in and to the oil, gas and mineral leases described in Exhibit "A" attached hereto (the "Leases"), insofar as they cover the lands described therein, together with all wells, equipment and personal property located thereon or used in connection therewith.\n\nAssignor warrants title to the Leases against all persons claiming by, through or under Assignor, but not otherwise.\n\n${effA ? `This Assignment is executed on ${MONTHS[t.m - 1]} ${t.d}, ${t.y}, but shall be effective as of 7:00 a.m., Central Time, on ${MONTHS[effA.m - 1]} ${effA.d}, ${effA.y} (the "Effective Time").` : `EXECUTED ${thisDay(r, t)}.`}\n\n${sigs(A, nm, t.y, off)}\n\n${ack(ackA, signerNames(A, nm, off), cty)}\n\nEXHIBIT "A"\n\nLessor: ${L.filter((q) => !q.joins).map((q) => names.get(q.p.id)).join(', ')}\nLessee: ${nm.get(lessee.id) ?? eN}\nLease Date: ${mdy(exec)}\nRecorded: ${texas ? 'Vol.' : 'Book'} ${book}, Page ${1 + r.int(600)}\nLands: ${descOf(f, f.tracts, true)}`;
      } else if (termA) {
        body = `TERM ASSIGNMENT OF OIL AND GAS LEASE\n\nSTATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}  §\n\nTHAT ${aT} ("Assignor"), for good and valuable consideration, does hereby assign, transfer and set over unto ${bT} ("Assignee"), for a term of ${numberWords(2 + r.int(2))} years from the date hereof and as long thereafter as oil or gas is produced in paying quantities from the lands hereinafter described, all of Assignor's right, title and interest in and to ${recitalFor(nm)}, insofar as said lease covers the following lands:\n\n${tr}\n\nAt the end of said term, unless extended by production, all rights herein assigned shall revert to Assignor without further act.\n\nEXECUTED ${thisDay(r, t)}.\n\n${sigs(A, nm, t.y, off)}\n\n${ack(ackA, signerNames(A, nm, off), cty)}`;
      } else {
        body = `ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That ${aT}, hereinafter called Assignor, for and in consideration of One Dollar ($1.00) and other good and valuable consideration, the receipt of which is hereby acknowledged, does hereby sell, assign, transfer and set over unto ${bT}, hereinafter called Assignee, ${half ? 'an undivided one-half (1/2) of all of' : 'all of'} Assignor's right, title and interest in and to ${recitalFor(nm)}, insofar as said lease covers the following described land:\n\n${tr}\n\ntogether with all personal property used or obtained in connection therewith. And for the same consideration Assignor covenants with Assignee that Assignor is the lawful owner of said lease and rights and interests thereunder and has good right and authority to sell and convey the same.\n\nEXECUTED ${r.chance(0.5) ? thisDay(r, t) : `this ${dateText(r, t, t.y < 1950)}`}.\n\n${sigs(A, nm, t.y, off)}\n\n${ack(ackA, signerNames(A, nm, off), cty)}`;
      }
      const textA = `${body}\n\n${stamp(recA, cty, texas ? 'Oil and Gas Records' : 'Leases')}`;
      const fileA = addDoc({ category: 'assignment_of_lease', parties: [...A, ...B], text: textA, exec: exA, ack: ackA, eff: effA, rec: recA, tracts: f.tracts, fee: false, estates: ['leasehold'], names: nm });
      link(fileA, f.tracts, 'leasehold', A, B);
      holders = half ? [...holders, to] : [to];
      exA = null;
      t = later(recA, 60, 900);
    }
    // ratification by an owner who did not sign
    if (omitted && alive(omitted.p, t)) {
      const R: PartyIn[] = [{ p: omitted.p, role: 'lessor' }];
      if (omitted.p.spouse && alive(omitted.p.spouse, t) && !f.severed.some((s) => s.p.id === omitted!.p.spouse!.id)) R.push({ p: omitted.p.spouse, role: 'lessor', joins: true });
      const Hh: PartyIn[] = holders.map((p) => ({ p, role: 'lessee' }));
      const nm = new Map<string, string>();
      nameAll([...R, ...Hh], t.y, nm);
      const off = officersFor(R);
      const ackR = r.chance(0.6) ? t : later(t, 1, 20);
      const recR = later(ackR, 3, 60);
      const textR = `RATIFICATION OF OIL AND GAS LEASE\n\nSTATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}  §\n\nWHEREAS, by ${recitalFor(nm)}, the following lands were leased for oil, gas and other minerals:\n\n${descOf(f, f.tracts, true)}\n\nsaid lease being now owned and held by ${Hh.map((q) => nm.get(q.p.id)).join(' and ')}; and\n\nWHEREAS, the undersigned ${sideText(R, nm, t.y)} ${R.length > 1 ? 'own' : 'owns'} an undivided interest in the oil, gas and other minerals in and under said lands and did not join in the execution of said lease;\n\nNOW, THEREFORE, for and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the undersigned do${R.length > 1 ? '' : 'es'} hereby adopt, ratify and confirm said lease in all of its terms and provisions, and agree that said lease, insofar as it covers the interest of the undersigned, is a valid and subsisting lease.\n\nEXECUTED ${r.chance(0.5) ? `on ${MONTHS[t.m - 1]} ${t.d}, ${t.y}` : thisDay(r, t)}.\n\n${sigs(R, nm, t.y, off)}\n\n${ack(ackR, signerNames(R, nm, off), cty)}\n\n${stamp(recR, cty, 'Official Public Records')}`;
      addDoc({ category: 'other', parties: [...R, ...Hh], text: textR, exec: t, ack: ackR, eff: null, rec: recR, tracts: f.tracts, fee: false, estates: [], names: nm });
      t = later(recR, 60, 700);
    }
    // release
    if (r.chance(0.6) && t.y < END.y) {
      const Hh: PartyIn[] = holders.map((p) => ({ p, role: 'lessee' }));
      const Lr = withRole(L, 'lessor');
      const nm = new Map<string, string>();
      nameAll([...Hh, ...Lr], t.y, nm);
      const off = officersFor([...Hh, ...Lr]);
      const ackR = r.chance(0.6) ? t : later(t, 1, 20);
      const recR = later(ackR, 3, 60);
      const qc = a.key === 'kern' && r.chance(0.5);
      const lessorsT = Lr.map((q) => nm.get(q.p.id)).join(', ');
      const textR = `${qc ? 'QUITCLAIM OF OIL AND GAS LEASE' : r.pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE', 'SURRENDER OF OIL AND GAS LEASE'])}\n\nKNOW ALL MEN BY THESE PRESENTS: That ${sideText(Hh, nm, t.y)}, the present owner${Hh.length > 1 ? 's' : ''} and holder${Hh.length > 1 ? 's' : ''} of ${recitalFor(nm, lessorsT)}, covering the following described land:\n\n${descOf(f, f.tracts, false)}\n\n${qc ? `do${Hh.length > 1 ? '' : 'es'} hereby remise, release and forever quitclaim unto ${lessorsT}, Lessors therein named, their heirs, successors and assigns, all right, title and interest in and to said lease and the lands covered thereby` : `do${Hh.length > 1 ? '' : 'es'} hereby release, relinquish and surrender unto the said ${lessorsT}, their heirs, successors and assigns, all right, title and interest in and to said lease, and declare the same to be fully terminated`}.\n\nEXECUTED ${r.chance(0.5) ? thisDay(r, t) : `this ${dateText(r, t, t.y < 1950)}`}.\n\n${sigs(Hh, nm, t.y, off)}\n\n${ack(ackR, signerNames(Hh, nm, off), cty)}\n\n${stamp(recR, cty, texas ? 'Oil and Gas Records' : 'Leases')}`;
      const fileR = addDoc({ category: 'release_of_lease', parties: [...Hh, ...Lr], text: textR, exec: t, ack: ackR, eff: null, rec: recR, tracts: f.tracts, fee: false, estates: ['leasehold'], names: nm });
      link(fileR, f.tracts, 'leasehold', Hh, Lr);
      t = recR;
    }
    return t;
  };
  function orgDescPlain(p: Person): string {
    return p.kind === 'org' ? orgDesc(p) : '';
  }

  // ---- liens, easements, contracts, stipulations
  const lien = (f: Farm, exec: Dt) => {
    const G = withRole(feeSide(f, exec), 'grantor');
    const cty = f.county.name;
    const bank = plainOrg(r.pick(a.lenders));
    const dot = a.key === 'kern' || texas;
    const trustee: Person = a.key === 'kern' ? plainOrg(r.pick(a.trustees)) : texas ? newPerson(false, cty, exec.y - 50) : bank;
    const T: PartyIn = { p: trustee, role: 'grantee' };
    const B: PartyIn[] = dot ? [{ p: bank, role: 'other' }] : [];
    const names = new Map<string, string>();
    nameAll([...G, T, ...B], exec.y, names);
    const { ack: ackD, rec } = docDates(exec);
    const gT = sideText(G, names, exec.y);
    const amt = `${cap(numberWords(1 + r.int(90)))} Thousand and No/100 Dollars`;
    const desc = descOf(f, f.tracts, false);
    const due = addDays(exec, 365 * (5 + r.int(20)));
    let text: string;
    if (a.key === 'kern') text = `RECORDING REQUESTED BY\n${names.get(bank.id)}\n\nDEED OF TRUST WITH ASSIGNMENT OF RENTS\n\nTHIS DEED OF TRUST, made ${r.chance(0.5) ? `${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}` : thisDay(r, exec)}, between ${gT}, herein called TRUSTOR, ${names.get(trustee.id)}, a California corporation, herein called TRUSTEE, and ${names.get(bank.id)}, herein called BENEFICIARY,\n\nWITNESSETH: That Trustor IRREVOCABLY GRANTS, TRANSFERS AND ASSIGNS to TRUSTEE IN TRUST, WITH POWER OF SALE, that property in the County of ${cty}, State of California, described as:\n\n${desc}\n\nFor the Purpose of Securing payment of the indebtedness evidenced by a promissory note of even date herewith, in the principal sum of ${amt}, executed by Trustor in favor of Beneficiary, due ${MONTHS[due.m - 1]} ${due.d}, ${due.y}.`;
    else if (texas) text = `DEED OF TRUST\n\nTHE STATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}    §\n\nKNOW ALL MEN BY THESE PRESENTS: That ${gT}, of ${cty} County, Texas, hereinafter called Grantors (whether one or more), for the purpose of securing the indebtedness hereinafter described, and in consideration of the sum of Ten Dollars to us in hand paid by the Trustee hereinafter named, have Granted, Sold and Conveyed, and by these presents do Grant, Sell and Convey unto ${names.get(trustee.id)}, Trustee, of ${cty} County, Texas, and his substitutes or successors, all of the following described property:\n\n${desc}\n\nTO HAVE AND TO HOLD the said property unto the said Trustee, and to his substitutes or successors forever, in trust to secure the payment of one promissory note of even date herewith in the principal sum of ${amt}, payable to the order of ${names.get(bank.id)}, due on or before ${MONTHS[due.m - 1]} ${due.d}, ${due.y}.\n\nWITNESS our hands ${thisDay(r, exec)}.`;
    else text = `${r.pick(['MORTGAGE', 'REAL ESTATE MORTGAGE', 'FARM MORTGAGE'])}\n\nTHE MORTGAGOR${G.length > 1 ? 'S' : ''}, ${gT}, of ${cty} County, State of ${a.stateName}, MORTGAGE${G.length > 1 ? '' : 'S'} AND WARRANT${G.length > 1 ? '' : 'S'} to ${names.get(bank.id)}, MORTGAGEE, the following described real estate situated in the County of ${cty}, State of ${a.stateName}:\n\n${desc}\n\nto secure the payment of a promissory note of even date herewith for the sum of ${amt}, payable on or before ${MONTHS[due.m - 1]} ${due.d}, ${due.y}, with interest at ${4 + r.int(5)} per cent per annum${a.key === 'ilb' ? ', hereby releasing and waiving all rights under and by virtue of the Homestead Exemption Laws of this State' : ''}.\n\nDated ${thisDay(r, exec)}.`;
    text += `\n\n${sigs(G, names, exec.y, new Map())}\n\n${ack(ackD, G.map((q) => names.get(q.p.id)!), cty, privyOf(G, names, exec.y))}\n\n${stamp(rec, cty, texas ? 'Deed of Trust Records' : 'Mortgages')}`;
    addDoc({ category: 'deed_of_trust', parties: [...G, T, ...B], text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [], names });
    if (a.key === 'kern' && r.chance(0.5)) {
      const rx = addDays(exec, 365 * (3 + r.int(12)));
      if (cmp(rx, END) < 0) {
        const TR: PartyIn = { p: trustee, role: 'grantor' };
        const Tr = withRole(G, 'grantee');
        const nm = new Map<string, string>();
        nameAll([TR, ...Tr], rx.y, nm);
        const recX = later(rx, 3, 40);
        const officerX = r.pick(OFFICIALS);
        const textX = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:\n${Tr.map((q) => nm.get(q.p.id)).join(' and ')}\n\nFULL RECONVEYANCE\n\n${nm.get(trustee.id)}, as duly appointed Trustee under the Deed of Trust hereinafter described, having been requested in writing, by the holder of the obligations secured by said Deed of Trust, to reconvey the estate granted to Trustee under said Deed of Trust, DOES HEREBY RECONVEY to the person or persons legally entitled thereto, without warranty, all the estate, title and interest acquired by Trustee under said Deed of Trust.\n\nSaid Deed of Trust was executed by ${Tr.map((q) => nm.get(q.p.id)).join(' and ')}, as Trustor${Tr.length > 1 ? 's' : ''}, dated ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}, and recorded ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, as Instrument No. ${rec.y}${String(r.int(90000) + 10000)}, Official Records of ${cty} County, California.\n\nDated: ${MONTHS[rx.m - 1]} ${rx.d}, ${rx.y}\n\n${nm.get(trustee.id)!.toUpperCase()}\nBy: ${officerX}, Assistant Secretary\n\n${ack(rx, [`${officerX}, Assistant Secretary of ${nm.get(trustee.id)}`], cty)}\n\n${stamp(recX, cty, 'Official Records')}`;
        addDoc({ category: 'other', parties: [TR, ...Tr], text: textX, exec: rx, ack: rx, eff: null, rec: recX, tracts: [], fee: false, estates: [], names: nm });
      }
    }
  };
  const easement = (f: Farm, exec: Dt) => {
    const G = withRole(feeSide(f, exec), 'grantor');
    const P: PartyIn = { p: plainOrg(r.pick(a.pipelines)), role: 'grantee' };
    const names = new Map<string, string>();
    nameAll([...G, P], exec.y, names);
    const { ack: ackD, rec } = docDates(exec);
    const cty = f.county.name;
    const elec = /Power|Electric|Cooperative/.test(P.p.org!.stem);
    const text = `${elec ? 'EASEMENT' : r.pick(['RIGHT OF WAY AGREEMENT', 'PIPE LINE RIGHT OF WAY', 'RIGHT-OF-WAY AND EASEMENT'])}\n\nKNOW ALL MEN BY THESE PRESENTS, that ${sideText(G, names, exec.y)}, hereinafter called Grantor${G.length > 1 ? 's' : ''}, for and in consideration of ${consid(exec.y)}, does hereby grant, bargain, sell and convey unto ${names.get(P.p.id)}, its successors and assigns, a right of way and easement ${elec ? 'to construct, operate and maintain an electric transmission or distribution line, with poles, wires and fixtures' : 'to lay, construct, maintain, operate, repair, replace and remove a pipe line for the transportation of oil, gas, water or other substances'}, over, under and through the following described land situated in ${cty} County, ${a.stateName}:\n\n${descOf(f, f.tracts, false)}\n\nsaid right of way to be ${elec ? 'thirty (30)' : 'fifty (50)'} feet in width, the centerline of which is shown on the plat attached hereto. Grantor${G.length > 1 ? 's' : ''} reserve${G.length > 1 ? '' : 's'} the right to use and enjoy said land except for the purposes herein granted.\n\nWITNESS ${G.length > 1 ? 'our hands' : 'my hand'} ${thisDay(r, exec)}.\n\n${sigs(G, names, exec.y, new Map())}\n\n${ack(ackD, G.map((q) => names.get(q.p.id)!), cty)}\n\n${stamp(rec, cty, texas ? 'Deed Records' : 'Miscellaneous Records')}`;
    addDoc({ category: 'easement', parties: [...G, P], text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [], names });
  };
  const contractForDeed = (f: Farm, exec: Dt, buyers: Person[]) => {
    const V = withRole(feeSide(f, exec), 'other');
    const B: PartyIn[] = buyers.map((p) => ({ p, role: 'other' }));
    const names = new Map<string, string>();
    nameAll([...V, ...B], exec.y, names);
    const { ack: ackD, rec } = docDates(exec);
    const cty = f.county.name;
    const price = (20 + r.int(300)) * 1000;
    const text = `CONTRACT FOR DEED\n\nTHIS AGREEMENT, made and entered into ${thisDay(r, exec)}, by and between ${sideText(V, names, exec.y)}, hereinafter called Sellers, and ${sideText(B, names, exec.y)}, hereinafter called Buyers,\n\nWITNESSETH: Sellers agree to sell and Buyers agree to buy the following described real property situated in ${cty} County, South Dakota:\n\n${descOf(f, f.tracts, false)}\n\nfor the total purchase price of $${price.toLocaleString('en-US')}.00, payable $${(price / 10).toLocaleString('en-US')}.00 upon the execution hereof and the balance in ${5 + r.int(10)} equal annual installments, with interest at ${5 + r.int(4)} per cent per annum. Buyers shall be entitled to possession upon execution hereof and shall pay all taxes hereafter levied. Upon full payment of the purchase price Sellers shall convey said premises to Buyers by good and sufficient Warranty Deed, free of all encumbrances except as herein stated. Time is of the essence of this contract.\n\n${sigs([...V, ...B], names, exec.y, new Map())}\n\n${ack(ackD, [...V, ...B].map((q) => names.get(q.p.id)!), cty)}\n\n${stamp(rec, cty, 'Miscellaneous Records')}`;
    addDoc({ category: 'other', parties: [...V, ...B], text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [], names });
    return rec;
  };
  const stipulation = (f: Farm, exec: Dt) => {
    const owners: Array<{ p: Person; what: string }> = [];
    if (fval(f.unsevered) > 1e-9) for (const p of f.fee) owners.push({ p, what: `${fstr(fmul(f.unsevered, fr(1, f.fee.length)))} mineral interest (with the surface)` });
    for (const s of f.severed) if (!s.dormant && alive(s.p, exec)) owners.push({ p: s.p, what: `${fstr(s.frac)} mineral interest` });
    for (const p of f.royalty) owners.push({ p, what: 'royalty interest as conveyed of record' });
    if (owners.length < 2) return;
    const O: PartyIn[] = owners.map((o) => ({ p: o.p, role: 'other' }));
    const names = new Map<string, string>();
    nameAll(O, exec.y, names);
    const off = officersFor(O);
    const { ack: ackD, rec } = docDates(exec);
    const cty = f.county.name;
    const text = `STIPULATION OF INTEREST\n\nSTATE OF TEXAS     §\nCOUNTY OF ${cty.toUpperCase()}  §\n\nThe undersigned, being all of the owners of the oil, gas and other minerals and royalty in and under the following described land in ${cty} County, Texas:\n\n${descOf(f, f.tracts, false)}\n\ndo hereby stipulate, declare and agree that the mineral and royalty interests in and under said land are owned as follows, and that this stipulation shall be binding upon the undersigned, their heirs, successors and assigns:\n\n${owners.map((o) => `${names.get(o.p.id)} .......... ${o.what}`).join('\n')}\n\nThis stipulation is made for the purpose of fixing the interests of the parties for division orders and the payment of proceeds, and conveys no interest.\n\nEXECUTED ${thisDay(r, exec)}.\n\n${sigs(O, names, exec.y, off)}\n\n${ack(ackD, signerNames(O, names, off), cty)}\n\n${stamp(rec, cty, 'Official Public Records')}`;
    addDoc({ category: 'other', parties: O, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: false, estates: [], names });
  };
  const partition = (f: Farm, exec: Dt): void => {
    const [A, B] = f.fee;
    const side = (p: Person) => { const out: PartyIn[] = [{ p, role: 'grantor' }]; if (p.spouse && alive(p.spouse, exec)) out.push({ p: p.spouse, role: 'grantor', joins: true }); return out; };
    const GA = side(A);
    const GB = side(B);
    const parties: PartyIn[] = [...GA, ...GB, { p: A, role: 'grantee' }, { p: B, role: 'grantee' }];
    const names = new Map<string, string>();
    nameAll(parties, exec.y, names);
    const { ack: ackD, rec } = docDates(exec);
    const cty = f.county.name;
    const [t1, t2] = f.tracts;
    const text = `${r.pick(['PARTITION DEED', 'DEED OF PARTITION', 'PARTITION DEED'])}\n\nTHIS PARTITION DEED, made ${thisDay(r, exec)}, by and between ${sideText(GA, names, exec.y)}, and ${sideText(GB, names, exec.y)},\n\nWITNESSETH: WHEREAS, ${names.get(A.id)} and ${names.get(B.id)} own as tenants in common, each an undivided one-half (1/2) interest, the following two tracts of land situated in ${cty} County, ${a.stateName}:\n\nTract One: ${tractText(r, t1, a, false)}\n\nTract Two: ${tractText(r, t2, a, false)}\n\nand desire to partition the same between them in kind;\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, ${names.get(B.id)}${GB.length > 1 ? ` and ${names.get(GB[1].p.id)}` : ''} do${GB.length > 1 ? '' : 'es'} hereby remise, release and quitclaim unto ${names.get(A.id)} all of ${GB.length > 1 ? 'their' : 'his'} right, title and interest in and to Tract One, and ${names.get(A.id)}${GA.length > 1 ? ` and ${names.get(GA[1].p.id)}` : ''} do${GA.length > 1 ? '' : 'es'} hereby remise, release and quitclaim unto ${names.get(B.id)} all of ${GA.length > 1 ? 'their' : 'his'} right, title and interest in and to Tract Two, to have and to hold in severalty forever.\n\n${sigs([...GA, ...GB], names, exec.y, new Map())}\n\n${ack(ackD, [...GA, ...GB].map((q) => names.get(q.p.id)!), cty)}\n\n${stamp(rec, cty, texas ? 'Deed Records' : 'Deeds')}`;
    const file = addDoc({ category: 'quitclaim_deed', parties, text, exec, ack: ackD, eff: null, rec, tracts: f.tracts, fee: true, estates: ['fee'], names });
    link(file, [t1], 'fee', GB, [{ p: A, role: 'grantee' }]);
    link(file, [t2], 'fee', GA, [{ p: B, role: 'grantee' }]);
  };

  // ---- how a buyer takes
  const takeAs = (y: number, county: string, f: Farm): { grantees: Person[]; tenancy: Farm['tenancy'] } => {
    if (a.key === 'dlw' && y >= 1995 && r.chance(0.35)) return { grantees: [org([`${r.pick(a.surnames)} ${r.pick(['Ranch', 'Land & Cattle', 'Family Minerals'])}`, r.pick(['LLC', 'L.P.'])])], tenancy: 'sole' };
    let p: Person | null = null;
    if (!namesakeMade && farms.indexOf(f) >= 1 && r.chance(0.5)) { p = namesakeOf(y, county, f.fee); if (p) namesakeMade = true; }
    p ??= buyer(y, county);
    if (!p.spouse) return { grantees: [p], tenancy: 'sole' };
    const x = r.next();
    if (a.key === 'kern') return x < 0.45 ? { grantees: [p, p.spouse], tenancy: 'jt' } : x < 0.8 ? { grantees: [p, p.spouse], tenancy: 'cp' } : { grantees: [p], tenancy: 'sep' };
    if (a.key === 'ilb' || a.key === 'bhm') return x < 0.55 ? { grantees: [p, p.spouse], tenancy: 'jt' } : { grantees: [p], tenancy: 'sole' };
    return { grantees: [p], tenancy: x < 0.85 ? 'sole' : 'sep' };
  };

  // ---- deaths on a farm
  const ageAt = (p: Person, t: Dt) => t.y - (p.trusteeOf ? p.trusteeOf.human.born : p.born);
  const kill = (p: Person, d: Dt) => { p.dead = d; if (p.trusteeOf) p.trusteeOf.human.dead = d; };
  const priorDeedOf = new Map<Farm, { from: string; date: Dt }>();
  const die = (f: Farm, dec: Person, death: Dt): Dt => {
    kill(dec, death);
    let t = death;
    if (f.fee.includes(dec)) {
      const partner = f.fee.find((p) => p !== dec && (p === dec.spouse || (p.trusteeOf && dec.trusteeOf && p.trusteeOf.trust === dec.trusteeOf.trust)));
      if (partner && alive(partner, death) && (f.tenancy === 'jt' || f.tenancy === 'cp')) {
        if (f.tenancy === 'cp' && !dec.trusteeOf) {
          // spousal property order
          const exec = later(death, 60, 400);
          const D: PartyIn = { p: dec, role: 'decedent' };
          const H: PartyIn = { p: partner, role: 'heir' };
          const names = new Map<string, string>();
          nameAll([D, H], exec.y, names, { estateOf: dec });
          const rec = later(exec, 5, 60);
          const cty = f.county.name;
          const text = `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${cty.toUpperCase()}\n\nEstate of ${names.get(dec.id)!.toUpperCase()}, Decedent.          Case No. ${exec.y % 100}-P-${100 + r.int(800)}\n\nSPOUSAL PROPERTY ORDER\n(Probate Code Section 13650)\n\nThe petition of ${names.get(partner.id)}, surviving spouse of the decedent, came on for hearing. THE COURT FINDS that all notices required by law have been given, that the decedent died on ${dateText(r, death, false)}, a resident of ${cty} County, and that the property described below was the community property of the decedent and the surviving spouse.\n\nTHE COURT ORDERS that the following property is property passing to the surviving spouse, ${names.get(partner.id)}, and no administration of it is necessary: the decedent's one-half community interest in the real property in the County of ${cty}, State of California, described as follows:\n\n${descOf(f, f.tracts, false)}\n\nDated: ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}\n\n______________________\n${r.pick(OFFICIALS)}, Judge of the Superior Court\n\n${stamp(rec, cty, 'Official Records')}`;
          const file = addDoc({ category: 'probate', parties: [D, H], text, exec, ack: null, eff: null, rec, death, tracts: f.tracts, fee: true, estates: ['fee'], names });
          link(file, f.tracts, 'fee', [D], [H]);
          t = rec;
        } else if (r.chance(0.85) && a.key !== 'etx' && a.key !== 'dlw') {
          survivorAffidavit(f, dec, partner, death, priorDeedOf.get(f) ?? { from: 'the grantors therein named', date: f.t });
          const rd = docs[docs.length - 1].truth.dates.recording_date!;
          t = { y: Number(rd.slice(0, 4)), m: Number(rd.slice(5, 7)), d: Number(rd.slice(8, 10)) };
        }
        f.fee = f.fee.filter((p) => p !== dec);
        f.tenancy = 'sole';
        return t;
      }
      const heirs = [...(dec.spouse && alive(dec.spouse, death) && !f.fee.includes(dec.spouse) ? [dec.spouse] : []), ...childrenOf(dec, death)];
      deathInstrument(f, dec, death, heirs, ['fee'], null);
      f.fee = [...f.fee.filter((p) => p !== dec), ...heirs.filter((h) => !f.fee.includes(h))];
      f.tenancy = f.fee.length > 1 ? 'heirs' : 'sole';
      return later(death, 60, 900);
    }
    const h = f.severed.find((s) => s.p === dec && !s.dormant);
    if (h) {
      if (f.gapped || (!f.gapKind && r.chance(0.4))) { h.dormant = true; return t; }
      const heirs = [...(dec.spouse && alive(dec.spouse, death) ? [dec.spouse] : []), ...childrenOf(dec, death)];
      deathInstrument(f, dec, death, heirs, ['mineral'], h.frac);
      f.severed = f.severed.filter((s) => s !== h);
      for (const p of heirs) f.severed.push({ p, frac: fmul(h.frac, fr(1, heirs.length)), dormant: false });
      return later(death, 60, 900);
    }
    return t;
  };

  // ---- gaps
  const plantGap = (f: Farm) => {
    const kind = f.gapKind!;
    let t = later(f.t, 1100, 2200);
    if (t.y >= END.y) t = { y: END.y - 1, m: 1 + r.int(6), d: 1 + r.int(28) };
    const newHolder = (y: number): Person => (a.key === 'dlw' && y >= 1995 && r.chance(0.5) ? org(r.pick(a.mineralCos)) : (() => { const p = newPerson(r.chance(0.2), countyName(), y - 30 - r.int(30)); if (r.chance(0.4)) marry(p); return p; })());
    const sideOf = (p: Person): PartyIn[] => (p.spouse && alive(p.spouse, t) ? [{ p, role: '' }, { p: p.spouse, role: '', joins: true }] : [{ p, role: '' }]);
    if (kind === 'grantor_never_received') {
      const feeP = f.fee.find((p) => p.kind === 'person');
      const stranger = newPerson(false, f.county.name, t.y - 35 - r.int(20), feeP && r.chance(0.5) ? feeP.last : undefined);
      if (r.chance(0.35)) marry(stranger);
      const file = mineralDeed(f, t, sideOf(stranger), [newHolder(t.y)], r.pick([fr(1, 4), fr(1, 2), fr(1, 8)]), null);
      gap(file, f, kind);
    } else if (kind === 'conveyed_before_acquired') {
      const X = newHolder(t.y);
      const fx = fval(f.unsevered) >= 0.25 ? fr(1, 4) : f.unsevered;
      mineralDeed(f, t, feeSide(f, t), [X], fx, null);
      f.unsevered = fsub(f.unsevered, fx);
      f.severed.push({ p: X, frac: fx, dormant: true });
      const early = addDays(t, -(90 + r.int(900)));
      const file = mineralDeed(f, early, X.kind === 'org' ? [{ p: X, role: '' }] : sideOf(X), [newHolder(early.y)], r.chance(0.5) ? fx : fmul(fx, fr(1, 2)), null);
      gap(file, f, kind);
    } else {
      let h = f.severed.find((s) => !s.dormant && s.p.kind === 'person' && alive(s.p, t) && fval(s.frac) <= 0.5);
      if (!h) {
        const X = newHolder(t.y);
        const fx = fval(f.unsevered) >= 0.25 ? fr(1, 4) : f.unsevered;
        mineralDeed(f, t, feeSide(f, t), [X], fx, null);
        f.unsevered = fsub(f.unsevered, fx);
        h = { p: X, frac: fx, dormant: false };
        f.severed.push(h);
        t = later(t, 200, 1200);
      }
      const from = h.p.kind === 'org' ? [{ p: h.p, role: '' }] : sideOf(h.p);
      if (r.chance(0.55)) {
        const file = mineralDeed(f, t, from, [newHolder(t.y)], fmul(h.frac, fr(2, 1)), null);
        gap(file, f, kind);
      } else {
        mineralDeed(f, t, from, [newHolder(t.y)], h.frac, null);
        const t2 = later(t, 200, 1500);
        const file = mineralDeed(f, t2, from, [newHolder(t2.y)], h.frac, null);
        gap(file, f, kind);
        t = t2;
      }
      h.dormant = true;
    }
    f.gapped = true;
    f.t = later(t, 30, 400);
  };

  // ---- one farm through time
  const farms: Farm[] = [];
  const simulate = (f: Farm): Farm[] => {
    while (f.n < f.budget && f.t.y < END.y - 1) {
      const before = nDoc;
      const era = f.t.y < a.leasing ? 'early' : f.t.y < 2000 ? 'mid' : 'modern';
      const avg = Math.max(1, (END.y - f.t.y) / Math.max(1, f.budget - f.n)) * 365;
      let t = later(f.t, Math.max(120, Math.round(avg * 0.3)), Math.max(400, Math.round(avg * 1.7)));
      if (t.y >= END.y) break;
      if (f.gapKind && !f.gapped && t.y >= a.leasing && (f.n >= f.budget * 0.5 || t.y >= 2012)) { plantGap(f); f.n += nDoc - before; continue; }
      // deaths
      const mortal = [...f.fee.filter((p) => p.kind === 'person' && !(p.trusteeOf && f.fee.length === 1)), ...f.severed.filter((s) => !s.dormant && s.p.kind === 'person').map((s) => s.p)].filter((p) => alive(p, t));
      const dying = mortal.find((p) => ageAt(p, t) >= 62 && r.chance(Math.min(0.6, (ageAt(p, t) - 58) / 60)));
      if (dying) {
        const dd = addDays(t, -r.int(200));
        f.t = die(f, dying, cmp(dd, f.t) > 0 ? dd : t);
        if (cmp(f.t, t) < 0) f.t = t;
        f.n += nDoc - before;
        continue;
      }
      const persons = f.fee.every((p) => p.kind === 'person' && !p.trusteeOf);
      const feeHolderOrg = f.fee.length === 1 && f.fee[0].kind === 'org';
      const canLease = t.y >= a.leasing && !f.gapped;
      if (f.tracts.length === 2 && f.fee.length === 2 && f.fee[0].spouse !== f.fee[1] && !f.severed.length && !f.gapKind && persons && r.chance(0.5)) {
        partition(f, t);
        const left = Math.max(4, Math.ceil((f.budget - f.n) / 2));
        const f1: Farm = { ...f, tracts: [f.tracts[0]], fee: [f.fee[0]], tenancy: 'sole', severed: [], royalty: [...f.royalty], t: later(t, 100, 900), n: 0, budget: left };
        const f2: Farm = { ...f, tracts: [f.tracts[1]], fee: [f.fee[1]], tenancy: 'sole', severed: [], royalty: [...f.royalty], t: later(t, 100, 900), n: 0, budget: left };
        farms.push(f1, f2);
        return [f1, f2];
      }
      const sevActive = f.severed.some((s) => !s.dormant && alive(s.p, t) && adult(s.p, t));
      const weights: Array<[string, number]> = [
        ['deed', (era === 'early' ? 4 : 2.4) * (f.tenancy === 'heirs' ? 2.5 : 1)],
        ['lease', canLease ? (era === 'mid' ? 4 : 3.5) : 0],
        ['minFee', !f.gapped && fval(f.unsevered) > 1e-9 && t.y >= a.leasing - 15 ? (a.key === 'etx' && t.y < 1945 ? 4.5 : 1.4) : 0],
        ['minSev', !f.gapped && sevActive ? 1.2 : 0],
        ['stip', persons && !f.gapped && canLease && era !== 'early' && (a.key === 'etx' || a.key === 'dlw') && f.severed.length + f.royalty.length > 0 ? 0.5 : 0],
        ['lien', persons ? 0.7 : 0],
        ['easement', persons && t.y >= 1920 ? 0.5 : 0],
        ['trust', a.key === 'kern' && t.y >= 1965 && f.fee.length === 2 && (f.tenancy === 'jt' || f.tenancy === 'cp') && persons ? 1 : 0],
        ['landTrust', a.key === 'ilb' && t.y >= 1950 && persons ? 0.6 : 0],
      ];
      const total = weights.reduce((s2, w) => s2 + w[1], 0);
      let pickAt = r.next() * total;
      let ev = 'deed';
      for (const [k, w] of weights) { if (pickAt < w) { ev = k; break; } pickAt -= w; }
      if (ev === 'lease') {
        f.t = leaseCycle(f, t, f.severed.length > 0 && r.chance(0.5));
      } else if (ev === 'minFee') {
        // mineral or royalty deed from the fee owners
        const royalty = r.chance(a.key === 'etx' && t.y < 1945 ? 0.6 : 0.3);
        const G = feeSide(f, t);
        const buyerP = r.chance(0.3) ? org(r.pick(a.mineralCos.filter((c) => (c[1] !== 'LLC' || t.y >= 1993) && (c[1] !== 'L.P.' || t.y >= 1976)).concat([['Illinois Royalty', 'Company']]).filter((c) => a.mineralCos.includes(c)).length ? a.mineralCos.filter((c) => (c[1] !== 'LLC' || t.y >= 1993) && (c[1] !== 'L.P.' || t.y >= 1976)) : [[`${r.pick(a.surnames)} Royalty`, 'Company']])) : buyer(t.y, r.chance(0.5) ? f.county.name : otherCounty(f.county.name));
        if (royalty) {
          const rf = r.pick(ROYALTY)[0];
          mineralDeed(f, t, G, [buyerP], null, rf);
          f.royalty.push(buyerP);
        } else {
          const opts = [fr(1, 2), fr(1, 4), fr(1, 8), fr(1, 16)].filter((c) => fval(c) <= fval(f.unsevered) / (f.gapKind ? 2 : 1) + 1e-9);
          if (!f.gapKind && r.chance(0.15)) opts.push(f.unsevered);
          if (opts.length) {
            const fx = r.pick(opts);
            const all = fx.n === f.unsevered.n && fx.d === f.unsevered.d && fx.n === fx.d;
            mineralDeed(f, t, G, [buyerP], all ? fr(1, 1) : fx, null);
            f.unsevered = fsub(f.unsevered, fx);
            f.severed.push({ p: buyerP, frac: fx, dormant: false });
          }
        }
        f.t = t;
      } else if (ev === 'minSev') {
        // a severed holder conveys part or all
        const h = r.pick(f.severed.filter((s) => !s.dormant && alive(s.p, t)));
        const to = r.chance(0.35) || a.key === 'dlw' ? org(r.pick(a.mineralCos.filter((c) => (c[1] !== 'LLC' || t.y >= 1993) && (c[1] !== 'L.P.' || t.y >= 1976)).length ? a.mineralCos.filter((c) => (c[1] !== 'LLC' || t.y >= 1993) && (c[1] !== 'L.P.' || t.y >= 1976)) : [[`${r.pick(a.surnames)} Royalty`, 'Company']])) : buyer(t.y, otherCounty(f.county.name));
        if (to === h.p || f.severed.some((s) => s.p === to)) { f.t = t; continue; }
        const from: PartyIn[] = h.p.spouse && alive(h.p.spouse, t) && !f.severed.some((s) => s.p === h.p.spouse) ? [{ p: h.p, role: '' }, { p: h.p.spouse, role: '', joins: true }] : [{ p: h.p, role: '' }];
        if (r.chance(0.25) && !(f.gapKind && !f.gapped)) {
          mineralDeed(f, t, from, [to], null, r.pick(ROYALTY)[0]);
          f.royalty.push(to);
        } else {
          const whole = r.chance(0.55);
          const part = whole ? h.frac : fmul(h.frac, fr(1, 2));
          mineralDeed(f, t, from, [to], whole ? (r.chance(0.5) ? null : part) : part, null);
          h.frac = fsub(h.frac, part);
          if (fval(h.frac) < 1e-9) f.severed = f.severed.filter((s) => s !== h);
          f.severed.push({ p: to, frac: part, dormant: false });
        }
        f.t = t;
      } else if (ev === 'stip') {
        stipulation(f, t);
        f.t = t;
      } else if (ev === 'lien') {
        lien(f, t);
        f.t = t;
      } else if (ev === 'easement') {
        easement(f, t);
        f.t = t;
      } else if (ev === 'trust') {
        const [h, w] = f.fee;
        const td = addDays(t, -r.int(60));
        const trust = `${h.last} Family Trust`;
        const hT = trusteeOf(h, trust, td);
        const wT = trusteeOf(w, trust, td);
        const file = feeDeed(f, t, [hT, wT], { kind: 'warranty_deed', grantors: [{ p: h, role: '' }, { p: w, role: '' }] });
        void file;
        priorDeedOf.set(f, { from: `${h.first} ${h.last} and ${w.first} ${w.last}`, date: t });
        f.fee = [hT, wT];
        f.tenancy = 'jt';
        f.t = t;
      } else if (ev === 'landTrust') {
        const bank: Person = { id: `O${orgs.size + 100 + r.int(1000)}L${nDoc}`, kind: 'org', first: '', middle: '', last: '', suffix: '', female: false, county: '', spouse: null, children: [], born: 0, dead: null, org: { stem: r.pick(a.trustees), kind: '' }, landTrust: { no: 1000 + r.int(9000), date: addDays(t, -r.int(30)) } };
        feeDeed(f, t, [bank], { kind: 'warranty_deed', trustIn: true });
        f.fee = [bank];
        f.tenancy = 'sole';
        f.t = t;
      } else {
        // a deed of the land
        const { grantees, tenancy } = takeAs(t.y, f.county.name, f);
        const heirsQc = f.tenancy === 'heirs' && f.fee.length > 1 && r.chance(0.45);
        if (heirsQc) {
          const taker = r.pick(f.fee.filter((p) => p.kind === 'person'));
          const G: PartyIn[] = [];
          for (const p of f.fee) if (p !== taker) { G.push({ p, role: '' }); if (p.spouse && alive(p.spouse, t) && !f.fee.includes(p.spouse)) G.push({ p: p.spouse, role: '', joins: true }); }
          feeDeed(f, t, [taker], { kind: 'quitclaim_deed', grantors: G });
          f.fee = [taker];
          f.tenancy = 'sole';
        } else if (a.key === 'bhm' && persons && r.chance(0.3)) {
          const crec = contractForDeed(f, t, grantees);
          const t2 = later(crec, 365 * 3, 365 * 9);
          if (t2.y < END.y) {
            feeDeed(f, t2, grantees, { kind: 'warranty_deed', taking: tenancy, fulfils: t });
            priorDeedOf.set(f, { from: f.fee.map((p) => `${p.first} ${p.last}`).join(' and '), date: t2 });
            f.fee = grantees;
            f.tenancy = tenancy;
            t = t2;
          }
        } else {
          const landTrustee = feeHolderOrg && !!f.fee[0].landTrust;
          const kind: DeedKind = landTrustee ? 'quitclaim_deed' : feeHolderOrg || (texas && t.y >= 1980 && r.chance(0.3)) ? 'special_warranty_deed' : r.chance(0.07) ? 'quitclaim_deed' : 'warranty_deed';
          const res = !f.gapped && !landTrustee && fval(f.unsevered) > 1e-9 && t.y >= a.leasing - 25 && r.chance(0.3) ? (f.gapKind || r.chance(0.6) ? fmul(f.unsevered, fr(1, 2)) : f.unsevered) : undefined;
          const G = feeSide(f, t);
          feeDeed(f, t, grantees, { kind, res, taking: tenancy });
          if (res) {
            const hs = G.filter((q) => !q.joins);
            for (const q of hs) f.severed.push({ p: q.p, frac: fmul(res, fr(1, hs.length)), dormant: false });
            f.unsevered = fsub(f.unsevered, res);
          }
          priorDeedOf.set(f, { from: G.filter((q) => !q.joins).map((q) => `${q.p.kind === 'org' ? q.p.org!.stem : `${q.p.first} ${q.p.last}`}`).join(' and '), date: t });
          f.fee = grantees;
          f.tenancy = tenancy;
        }
        f.t = t;
      }
      f.n += nDoc - before;
    }
    if (f.gapKind && !f.gapped) plantGap(f);
    return [];
  };

  // ---- the farms
  const kinds: Array<NonNullable<Farm['gapKind']>> = ['grantor_never_received', 'conveyed_before_acquired', 'conveyed_more_than_held'];
  for (let i = kinds.length - 1; i > 0; i--) { const j = r.int(i + 1); [kinds[i], kinds[j]] = [kinds[j], kinds[i]]; }
  const nF = 5;
  for (let i = 0; i < nF; i++) {
    const c = r.pick(a.counties);
    const acresStated = r.chance(0.65);
    const two = i >= 3 && r.chance(0.75);
    const tracts = [makeTract(c, acresStated)];
    if (two) tracts.push(makeTract(a.key === 'dlw' || a.key === 'etx' ? c : c, acresStated));
    const y0 = a.start[0] + r.int(a.start[1] - a.start[0] + 1);
    farms.push({ tracts, county: c, fee: [], tenancy: 'sole', unsevered: fr(1, 1), severed: [], royalty: [], gapKind: i < 3 ? kinds[i] : null, gapped: false, t: { y: y0, m: 1 + r.int(12), d: 1 + r.int(28) }, n: 0, budget: Math.round(target / nF) + 1 });
  }
  for (const f of [...farms]) {
    const before = nDoc;
    const t = f.t;
    const first = tracts0(f);
    if ((a.key === 'kern' || a.key === 'bhm') && r.chance(0.75)) {
      const p = newPerson(r.chance(0.1), f.county.name, t.y - 24 - r.int(20));
      if (r.chance(0.6)) marry(p);
      usPatent(f, t, p);
      f.fee = [p];
    } else if (a.key === 'dlw' && first.survey === 'PSL Survey' && f.tracts.every((x) => x.aliquot === 'ALL') && r.chance(0.75)) {
      const p = newPerson(false, r.chance(0.5) ? f.county.name : 'Midland', t.y - 30 - r.int(20));
      if (r.chance(0.7)) marry(p);
      txPatent(f, t, p);
      f.fee = [p];
    } else {
      const fkh = a.key === 'dlw' && first.survey === 'H&GN RR Co. Survey' ? org(['Houston & Great Northern Railroad', 'Company']) : (() => { const p = newPerson(false, f.county.name, t.y - 35 - r.int(20)); if (r.chance(0.6)) marry(p); return p; })();
      f.fee = [fkh];
      const { grantees, tenancy } = takeAs(t.y + 1, f.county.name, f);
      const t1 = later(t, 30, 900);
      priorDeedOf.set(f, { from: fkh.kind === 'org' ? fkh.org!.stem : `${fkh.first} ${fkh.last}`, date: t1 });
      feeDeed(f, t1, grantees, { kind: fkh.kind === 'org' ? 'warranty_deed' : 'warranty_deed' });
      f.fee = grantees;
      f.tenancy = tenancy;
      f.t = t1;
    }
    f.n += nDoc - before;
  }
  const queue = [...farms];
  while (queue.length) queue.push(...simulate(queue.shift()!));

  return { name, docs, links, gaps };
}

function tracts0(f: Farm): Tract {
  return f.tracts[0];
}
