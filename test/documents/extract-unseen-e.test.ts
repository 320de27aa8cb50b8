// Forms held-out set E (written blind to the rules) showed missing, in wordings of my own: named
// Texas surveys by metes and bounds ("A tract of 160 acres of land out of the A. B. DORSEY Survey",
// a call "in the South line of said ... Survey" that is no tract of its own), and more below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const tracts = async (text: string) =>
  (await extractResolved(text)).tracts.map((t) => [t.state, t.county, t.section, t.township, t.range, t.survey, t.abstract, t.block, t.aliquot, t.lot, t.acres].join('|'));

const deed = (description: string) => `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That Leland R. Ashworth, a single man, for Ten Dollars, does hereby grant, bargain, sell and convey unto Pauline Strickland all that certain land in Nolan County, Texas, described as follows:

${description}

TO HAVE AND TO HOLD the same unto the said grantee forever.

______________________
Leland R. Ashworth
`;

test('named surveys by metes and bounds: "A tract of ... acres of land out of the X Survey", its calls on "said X Survey", its name in capitals', async () => {
  assert.deepEqual(
    await tracts(
      deed(`FIRST TRACT: A tract of 96 acres of land out of the ELIJAH P. GARNER Survey, Abstract No. 1183, Nolan County, Texas, more particularly described as follows:
BEGINNING at an iron pin in the West line of said Elijah P. Garner Survey, 310 varas from its NW corner;
THENCE East 540 varas to a fence corner;
THENCE North 310 varas to the PLACE OF BEGINNING, containing 96 acres of land, more or less.

SECOND TRACT: A tract of 44.5 acres of land out of the Jose M. Zavala Survey, Abstract No. 907, Nolan County, Texas, described as follows:
BEGINNING at the SE corner of said Survey;
THENCE West 400 varas to the PLACE OF BEGINNING, containing 44.5 acres of land, more or less.`),
    ),
    ['TX|Nolan||||Elijah P. Garner Survey|1183||||96', 'TX|Nolan||||Jose M. Zavala Survey|907||||44.5'],
  );
});

const partiesOf = async (text: string) => {
  const r = await extractResolved(text);
  return [r.doc_category, ...r.parties.map((p) => `${p.role}: ${p.canonical_name}`)];
};

test("Louisiana's judgment of possession: a probate, the succession's decedent, the heirs recognized and sent into possession (not an heir's spouse)", async () => {
  assert.deepEqual(
    await partiesOf(`SUCCESSION OF ALCIDE J. GUILLORY

No. 7741, TWENTY-SIXTH JUDICIAL DISTRICT COURT, PARISH OF WEBSTER, STATE OF LOUISIANA

JUDGMENT OF POSSESSION

On the petition of the heirs, and the law and evidence being in their favor:

IT IS ORDERED, ADJUDGED AND DECREED that Noelie G. Lachney, a daughter, married to Ovide Lachney, Prosper Guillory, a son, and Azema Guillory, a daughter, be and they are hereby recognized as the sole heirs of the decedent, Alcide J. Guillory, who died intestate on March 2, 1961, and as such are sent into possession of all of the property of his succession, including the following: the SW/4 of Section 14, Township 21 North, Range 9 West, Louisiana Meridian, Webster Parish, Louisiana.

JUDGMENT READ, RENDERED AND SIGNED at Minden, Louisiana, this 9th day of May, 1962.
`),
    ['probate', 'decedent: Alcide J. Guillory', 'heir: Noelie G. Lachney', 'heir: Prosper Guillory', 'heir: Azema Guillory'],
  );
});

test("a Louisiana act of sale: the appearers before the notary sell, the buyers follow \"unto:\"; a warranty deed", async () => {
  assert.deepEqual(
    await partiesOf(`ACT OF SALE

STATE OF LOUISIANA
PARISH OF CLAIBORNE

BE IT KNOWN, that on this 3rd day of June, 1952, before me, the undersigned Notary Public in and for the Parish of Claiborne, personally came and appeared:

Clovis T. Haynes and wife, Elmira B. Haynes

who declared that they do by these presents sell, transfer and deliver, with full warranty of title, unto:

Aurelien P. Dupuy, a single man

here present and accepting, the following described property: the NW/4 of Section 8, Township 22 North, Range 7 West, Louisiana Meridian, Claiborne Parish, Louisiana.
`),
    ['warranty_deed', 'grantor: Clovis T. Haynes', 'grantor: Elmira B. Haynes', 'grantee: Aurelien P. Dupuy'],
  );
});

test("a sheriff's deed: the judgment debtors grant, a county's bank buys (\"Sweetwater County Bank\" is a company)", async () => {
  assert.deepEqual(
    await partiesOf(`SHERIFF'S DEED

WHEREAS, in an action in the District Court of Sweetwater County, wherein Sweetwater County Bank was plaintiff and Lorenz K. Aaberg and Signe M. Aaberg were defendants, a decree of foreclosure was rendered; and WHEREAS the Sheriff sold the land at public auction to Sweetwater County Bank;

NOW, THEREFORE, I, Amos T. Welch, Sheriff of Sweetwater County, do hereby grant and convey unto the said Sweetwater County Bank the SE/4 of Section 2, Township 19 North, Range 105 West of the Sixth Principal Meridian, Sweetwater County, Wyoming.
`),
    ['other', 'grantor: Lorenz K. Aaberg', 'grantor: Signe M. Aaberg', 'grantee: Sweetwater County Bank'],
  );
});

test('a table of sections under one township heading: each line\'s part is its own section\'s ("Section 32: W½SE¼" then "Section 33: SW/4")', async () => {
  assert.deepEqual(
    await tracts(
      deed(`Township 51 North, Range 69 West, Sixth Principal Meridian
    Section 20: E½NE¼
    Section 21: NW/4
    Section 28: Lots 1, 2
all in Crook County, Wyoming`).replace('Nolan County, Texas', 'Crook County, Wyoming'),
    ),
    ['WY|Crook|20|51N|69W||||E/2 NE/4||', 'WY|Crook|21|51N|69W||||NW/4||', 'WY|Crook|28|51N|69W|||||1, 2|'],
  );
});

test('the landman\'s township-range shorthand of North Dakota, Wyoming and northern Colorado ("SE/4 Sec. 14, 153-95"; "Sec. 3-48-70"): townships north, ranges west', async () => {
  assert.deepEqual(await tracts(deed('SE/4 Sec. 14, 153-95, McKenzie County, North Dakota').replace('Nolan County, Texas', 'McKenzie County, North Dakota')), ['ND|McKenzie|14|153N|95W||||SE/4||']);
  assert.deepEqual(await tracts(deed('The N/2 of Sec. 3-48-70, Campbell County, Wyoming').replace('Nolan County, Texas', 'Campbell County, Wyoming')), ['WY|Campbell|3|48N|70W||||N/2||']);
  // and in Colorado's counties north of the base line; elsewhere the numbers say nothing of the directions: no tract is made up
  assert.deepEqual(await tracts(deed('SW/4 SW/4 Sec. 7, 4-60, Weld County, Colorado').replace('Nolan County, Texas', 'Weld County, Colorado')), ['CO|Weld|7|4N|60W||||SW/4 SW/4||']);
  assert.deepEqual(await tracts(deed('SE/4 Sec. 14, 22-65, Pueblo County, Colorado').replace('Nolan County, Texas', 'Pueblo County, Colorado')), []);
});

test('an affidavit\'s "departed this life on the 10th day of July, 1997" is the death, not the execution', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP

Ione B. Sketoe, of lawful age, being first duly sworn, on oath states:

That affiant knew Ross D. Kimmel during his lifetime; that the said Ross D. Kimmel departed this life on the 4th day of March, 1988, leaving no will; that he left surviving as his sole heir at law his son, Dwain R. Kimmel.

The land: the NE/4 of Section 6, Township 4 North, Range 2 West, Cimarron Meridian, Beaver County, Oklahoma.

Subscribed and sworn to before me this 19th day of September, 1990.
`);
  assert.deepEqual([r.dates.death_date, r.dates.execution_date, r.dates.governing_date], ['1988-03-04', '1990-09-19', '1990-09-19']);
});

test('a release whose form heads it "Lessor: A, B and C / Original Lessee: X": it runs back to every lessor of the heading', async () => {
  assert.deepEqual(
    await partiesOf(`PARTIAL RELEASE OF OIL AND GAS LEASE

Lease Date: March 3, 1971
Lessor: Edgar P. Voisin, Cecile Voisin and Onezime J. Theriot
Original Lessee: Bayou Teche Oil Company
Recorded: Book 301, Page 77

The undersigned, Bayou Teche Oil Company, the owner of said lease, does hereby release said lease unto the Lessor as to all depths below 9,000 feet under the NW/4 of Section 12, Township 15 North, Range 11 West, Louisiana Meridian, Bossier Parish, Louisiana.
`),
    ['release_of_lease', 'lessee: Bayou Teche Oil Company', 'lessor: Edgar P. Voisin', 'lessor: Cecile Voisin', 'lessor: Onezime J. Theriot'],
  );
});

test('an heirship clause\'s places are no heirs ("of Rock Springs, Wyoming", "domiciled in Vernon Parish"), nor a judgment\'s "JUDGMENT READ, RENDERED AND SIGNED"', async () => {
  assert.deepEqual(
    await partiesOf(`SUCCESSION OF THEOPHILE R. MARCANTEL

JUDGMENT OF POSSESSION

IT IS ORDERED, ADJUDGED AND DECREED that Clement Marcantel, a son, of Rock Springs, Wyoming, and Odalie M. Fruge, a daughter, domiciled in Vernon Parish, be and they are hereby recognized as the sole heirs of the decedent, Theophile R. Marcantel, and are sent into possession of the NE/4 of Section 9, Township 2 South, Range 7 West, Louisiana Meridian, Vernon Parish, Louisiana.

JUDGMENT READ, RENDERED AND SIGNED at Leesville, Louisiana, this 2nd day of June, 1958.
`),
    ['probate', 'decedent: Theophile R. Marcantel', 'heir: Clement Marcantel', 'heir: Odalie M. Fruge'],
  );
});

test('a deed that sets out the land and its reservation before the words of grant keeps the reservation ("LESS AND EXCEPT one-half of the minerals ... is by this instrument granted")', async () => {
  const r = await extractResolved(`STATE OF WYOMING, County of Campbell, ss.
This instrument was filed for record on the 9th day of May, 1939, and is duly recorded in Book 81 of Deeds, on Page 12.
Leon T. Harkey, County Clerk

GENERAL WARRANTY DEED

STATE OF WYOMING )
) ss.
COUNTY OF CAMPBELL )

The land hereinafter described, to-wit:

the Northwest Quarter of Section Twelve (12), Township Forty-Eight (48) North, Range Sixty-Nine (69) West of the 6th P. M.
County of Campbell, State of Wyoming

LESS AND EXCEPT an undivided one-half (1/2) interest in and to all of the oil, gas, and other minerals in and under said land, which are retained by and reserved unto Walter Q. Ostby.

is by this instrument, for and in consideration of Ten Dollars, granted, sold and conveyed by Walter Q. Ostby, a widower, as Grantor, unto Ruth M. Lindgren, as Grantee, to have and to hold forever.
WITNESS my hand this 2nd day of May, 1939.
`);
  assert.deepEqual([r.conveyance.conveys_fee, r.conveyance.reservations.length, r.conveyance.reservation_details?.[0]?.fraction], [true, 1, '1/2']);
});

test('a Louisiana "Cash Sale" that quitclaims "without any warranty" is a quitclaim; a tax sale\'s owner sells (not the tax collector); an "Affidavit of Facts Concerning Identity of Heirs"', async () => {
  const cash = await partiesOf(`CASH SALE

BE IT KNOWN, that on this 2nd day of May, 1966, before me, the undersigned Notary Public, personally came and appeared:

Ulysse P. Broussard, a single man

who declared that he does by these presents quitclaim, release and relinquish, without any warranty whatsoever, unto:

Nolan J. Savoie, a married man

the NE/4 of Section 19, Township 20 North, Range 12 West, Louisiana Meridian, Caddo Parish, Louisiana.
`);
  assert.deepEqual(cash, ['quitclaim_deed', 'grantor: Ulysse P. Broussard', 'grantee: Nolan J. Savoie']);
  const tax = await partiesOf(`TAX SALE

BE IT KNOWN, that I, Ferrell D. Ausbon, Sheriff and Ex-Officio Tax Collector of the Parish of Caddo, after the formalities of law, did offer for sale the property hereinafter described, assessed to Orelia M. Thibeaux, for the unpaid taxes of 1931;

NOW, THEREFORE, I do hereby sell, transfer and deliver unto the said Marcel Vidrine all the right, title and interest of the said Orelia M. Thibeaux in and to the SW/4 of Section 3, Township 19 North, Range 13 West, Louisiana Meridian, Caddo Parish, Louisiana.
`);
  assert.deepEqual(tax.slice(1), ['grantor: Orelia M. Thibeaux', 'grantee: Marcel Vidrine']);
  assert.equal((await extractResolved(`AFFIDAVIT OF FACTS CONCERNING IDENTITY OF HEIRS\n\nBEFORE ME personally appeared Hulda Brandt, who deposes and says that she knew Ansel Kramer, who died intestate on May 3, 1950, leaving as his only heir his son, Rudolph Kramer.\n`)).doc_category, 'affidavit_of_heirship');
});

test('railroad initials run together or dotted ("T. T. R.R. Co.", "TT RR Co.") and the Beaty, Seale & Forwood grants ("B. S. & F.")', async () => {
  assert.deepEqual(await tracts(deed('The SE/4 of Sec. 7, Blk. 51, T. T. R.R. Co. Survey, A-2291, Reeves County, Texas')), ['TX|Reeves|7|||TT RR Co. Survey|2291|51|SE/4||']);
  assert.deepEqual(await tracts(deed('The N/2 of Section 9, Block 58, Beaty, Seale & Forwood Survey, Abstract No. 1412, Reeves County, Texas')), ['TX|Reeves|9|||BS&F Survey|1412|58|N/2||']);
  assert.deepEqual(await tracts(deed('The N/2 of Section 9, Block 58, B. S. & F. Survey, Abstract No. 1412, Reeves County, Texas')), ['TX|Reeves|9|||BS&F Survey|1412|58|N/2||']);
});

test('heirs listed one a line with their residences: a residence\'s state does not run into the next heir ("of Gillette, Wyoming\\n    Arthur W. Thorson"); "JUDGMENT READ, RENDERED AND SIGNED" ends the clause', async () => {
  assert.deepEqual(
    await partiesOf(`AFFIDAVIT OF HEIRSHIP

Myrtle Oakes, being first duly sworn, states that she knew Gunnar Lindahl, who died intestate on May 1, 1960, and that the sole heirs at law of the Decedent are:
    Sigrid Lindahl, a daughter, of Lusk, Wyoming
    Per A. Lindahl, a son, of Douglas, Wyoming
    Anna M. Strand, a daughter, of Casper, Wyoming

The land: the SW/4 of Section 30, Township 36 North, Range 63 West of the 6th P.M., Niobrara County, Wyoming.
`),
    ['affidavit_of_heirship', 'other: Myrtle Oakes', 'decedent: Gunnar Lindahl', 'heir: Sigrid Lindahl', 'heir: Per A. Lindahl', 'heir: Anna M. Strand'],
  );
});

test('"of the County of Runnels and State of Texas" is a residence (no "State of Texas" grantor); devisees named after a long description by metes and bounds, one "his widow"', async () => {
  assert.deepEqual(
    await partiesOf(`GENERAL WARRANTY DEED

THIS DEED, Made this 9th day of June, 1930, between Jasper N. Quillen, of the County of Runnels and State of Texas, party of the first part, and Otha M. Seay, party of the second part, WITNESSETH, that the party of the first part does grant, bargain, sell and convey unto the party of the second part 80 acres of land out of the Jesse Hoyle Survey, Abstract No. 455, Runnels County, Texas.
`),
    ['warranty_deed', 'grantor: Jasper N. Quillen', 'grantee: Otha M. Seay'],
  );
  const calls = Array.from({ length: 14 }, (_, i) => `THENCE N ${i + 1}° 10' E ${300 + i * 17}.5 varas to a stake in a fence line;`).join('\n');
  const probate = await partiesOf(`LETTERS TESTAMENTARY

In the Matter of the Estate of Lorenzo D. Haltom, Deceased. No. 2219.

The last will and testament of Lorenzo D. Haltom, deceased, who died on May 2, 1961, having been admitted to probate, the testator devised his land in Runnels County, described as follows:
Being 120 acres of land out of the Jesse Hoyle Survey, Abstract No. 455, Runnels County, Texas, described by metes and bounds as follows:
BEGINNING at a stone mound in the West line of said Survey;
${calls}
THENCE S 4° W 410 varas to the PLACE OF BEGINNING, containing 120 acres of land, more or less.
to Velma R. Haltom, his widow, and Odis Haltom, a son, of Ballinger, Texas, in equal shares.
`);
  assert.deepEqual(probate, ['probate', 'decedent: Lorenzo D. Haltom', 'heir: Velma R. Haltom', 'heir: Odis Haltom']);
});

test('an order determining heirship: "the persons entitled to take said lands, and their interests, are A, B and C" are the heirs (not a daughter\'s husband)', async () => {
  assert.deepEqual(
    await partiesOf(`IN THE PROBATE COURT OF OUACHITA COUNTY, ARKANSAS
IN THE MATTER OF THE ESTATE OF W. T. PHILPOT, DECEASED

ORDER DETERMINING HEIRSHIP

The Court finds that W. T. Philpot died intestate on March 9, 1931, owning the NE/4 of Section 5, Township 13 South, Range 17 West, Ouachita County, Arkansas, and that the persons entitled to take said lands, and their interests, are Ola P. Mabry, a daughter, wife of Lon Mabry, of Camden, Arkansas, and Roy E. Philpot, a son, of Stephens, Arkansas, in equal shares.

IT IS THEREFORE ORDERED that title to said lands be vested in the said persons.
`),
    ['probate', 'decedent: W. T. Philpot', 'heir: Ola P. Mabry', 'heir: Roy E. Philpot'],
  );
});

test('the county on the line after "... West of the Sixth Principal Meridian" is the county alone ("Weld", not "Meridian Weld")', async () => {
  assert.deepEqual(
    await tracts(deed('the Southwest Quarter (SW/4) of Section Twenty-Eight (28), Township Eleven (11) North, Range Fifty-Seven (57) West of the Sixth Principal Meridian\nWeld County, Colorado').replace('Nolan County, Texas', 'Weld County, Colorado')),
    ['CO|Weld|28|11N|57W||||SW/4||'],
  );
});
