// Forms held-out set I (Louisiana, Tennessee and western Kentucky, Indiana, New York's Southern
// Tier, written blind to the rules) showed missing, in wordings of my own: the lots of New York's
// land purchases; a parish named "De Soto"; Louisiana's acts of sale (a party's description between
// the name and "hereinafter called Vendor", a spouse only recited, a spouse who intervenes); New
// York's grant-and-release deeds and their covenant against the grantor's acts; a state's grant
// "by the said State unto"; the auditor's endorsement and a recited lease's "dated effective" date.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const fields = (t: { state: string | null; county: string | null; section: string | null; township: string | null; range: string | null; aliquot: string | null; survey: string | null; lot: string | null; acres: number | null }) => [
  t.state, t.county, t.section, t.township, t.range, t.aliquot, t.survey, t.lot, t.acres,
];
const parties = async (text: string) => (await extractResolved(text)).parties.map((p) => `${p.role}: ${p.canonical_name}`).sort();

const nyDeed = (land: string, covenant = 'AND the party of the first part covenants that the said premises are free from incumbrances.') => `WARRANTY DEED

THIS INDENTURE, made the 3rd day of October, 1931, BETWEEN Homer J. Whitcomb, a widower, of the Town of Canisteo, County of Steuben, New York, party of the first part, and Ralph E. Babcock, residing at Hornell, New York, party of the second part,

WITNESSETH, that the party of the first part, in consideration of One Dollar, paid by the party of the second part, does hereby grant and release unto the party of the second part, his heirs and assigns forever,

${land}

${covenant}

IN WITNESS WHEREOF, the party of the first part has set his hand the day and year first above written.
`;

test('a lot of a New York land purchase: lot, township and range as numbers, the purchase by its name, the acres stated for it', async () => {
  const holland = await extractResolved(nyDeed('ALL THAT PIECE OF LAND in the Town of Wirt, County of Allegany and State of New York, being part of Great Lot Number Forty-Two (42) in the Fifth Township, Range No. 2 of the Holland Land Company\'s Purchase, bounded as follows: BEGINNING at an iron pin in the center of the Bolivar Road; thence north 620 feet; thence to the beginning, containing 73.5 acres of land, more or less.'));
  assert.deepEqual(holland.tracts.map(fields), [['NY', 'Allegany', null, '5', '2', null, 'Holland Purchase', '42', 73.5]]);
  // the same lot written otherwise is the same tract
  const again = await extractResolved(nyDeed('Part of Lot 42, Township 5, Range 2, Holland Purchase, Town of Wirt, Allegany County, New York, containing 73.5 acres.'));
  assert.deepEqual(again.tracts.map(fields), [['NY', 'Allegany', null, '5', '2', null, 'Holland Purchase', '42', 73.5]]);
  assert.equal(again.tracts[0].tract_id, holland.tracts[0].tract_id);
  // another part of the great lot, of other acres, is another tract; so is the same lot of another township
  const part = await extractResolved(nyDeed('Part of Lot 42, Township 5, Range 2, Holland Purchase, Allegany County, New York, containing 20 acres.'));
  const other = await extractResolved(nyDeed('Part of Lot 42, Township 4, Range 2, Holland Purchase, Allegany County, New York, containing 73.5 acres.'));
  assert.equal(new Set([holland.tracts[0].tract_id, part.tracts[0].tract_id, other.tracts[0].tract_id]).size, 3);
  const phelps = await extractResolved(nyDeed('ALL THAT TRACT OF LAND situate in the Town of Hornby, County of Steuben, being Lot No. 17 in Township No. 2 in the Fourth Range of the Phelps & Gorham\'s Purchase, containing one hundred (100) acres, more or less.'));
  assert.deepEqual(phelps.tracts.map(fields), [['NY', 'Steuben', null, '2', '4', null, 'Phelps and Gorham Purchase', '17', 100]]);
  // two lots in an exhibit, each with its acres
  const two = await extractResolved(nyDeed(`EXHIBIT A
Parcel 1: Part of Great Lot No. 7, Township 3, Range 1, Holland Purchase, Allegany County, New York, containing 40 acres.
Parcel 2: Part of Great Lot No. 9, Township 3, Range 1, Holland Purchase, Allegany County, New York, containing 65.25 acres.`));
  assert.deepEqual(two.tracts.map((t) => [t.lot, t.acres]), [['7', 40], ['9', 65.25]]);
});

test('New York deeds: "grant and release" is a deed, its covenant against the grantor\'s acts a special warranty; a Babcock stays a Babcock; a grantor described by his town and county', async () => {
  const land = 'Part of Lot 42, Township 5, Range 2, Holland Purchase, Allegany County, New York, containing 73.5 acres.';
  const full = await extractResolved(nyDeed(land));
  assert.equal(full.doc_category, 'warranty_deed');
  // untitled but for "THIS INDENTURE": its words of grant say it
  assert.equal((await extractResolved(nyDeed(land).replace('WARRANTY DEED', 'THIS INDENTURE'))).doc_category, 'warranty_deed');
  assert.deepEqual(full.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort(), ['grantee: Ralph E. Babcock', 'grantor: Homer J. Whitcomb']);
  const special = await extractResolved(nyDeed(land, 'AND the party of the first part covenants that the party of the first part has not done or suffered anything whereby the said premises have been incumbered in any way whatever.'));
  assert.equal(special.doc_category, 'special_warranty_deed');
  const titled = await extractResolved(nyDeed(land).replace('WARRANTY DEED', "BARGAIN AND SALE DEED WITH COVENANT AGAINST GRANTOR'S ACTS"));
  assert.equal(titled.doc_category, 'special_warranty_deed');
  // a recorder's page that names the kind ("Document Type: DEED") still reads the covenant
  const stamped = await extractResolved(`STEUBEN COUNTY CLERK\nRECORDING PAGE\nDocument Type: DEED\nInstrument Number: 2004-00417\n\n${nyDeed(land, "AND the party of the first part covenants that the party of the first part has not done or suffered anything whereby the said premises have been incumbered.").replace('WARRANTY DEED', '')}`);
  assert.equal(stamped.doc_category, 'special_warranty_deed');
});

test('a covenant of special warranty is what was given, whatever the title says', async () => {
  const deed = (title: string, covenant: string) => `${title}

KNOW ALL MEN BY THESE PRESENTS, that Opal M. Rainwater, a widow, of Union County, Kentucky, for Ten Dollars paid, does hereby grant and convey unto Curtis L. Ashby, of Henderson County, Kentucky, ${covenant}, the following land in Union County, Kentucky, containing 112 acres, more or less.
`;
  assert.equal((await extractResolved(deed('GENERAL WARRANTY DEED', 'with covenant of SPECIAL WARRANTY'))).doc_category, 'special_warranty_deed');
  assert.equal((await extractResolved(deed('GENERAL WARRANTY DEED', 'with covenant of GENERAL WARRANTY'))).doc_category, 'warranty_deed');
});

const cashSale = (title: string, body: string) => `${title}

STATE OF LOUISIANA
PARISH OF DE SOTO

${body}

N/2 of SE/4 of Section 14, T. 13 N., R. 12 W., Louisiana Meridian, De Soto Parish, Louisiana, containing 80 acres, more or less.

THUS DONE AND SIGNED at Mansfield, Louisiana, on the 12th day of March, 1937, in the presence of the undersigned witnesses.
`;

test('Louisiana: an act of cash sale is a deed of the Vendor to the Vendee, each described between the name and the label; a spouse only recited is no party, one who intervenes joins; the parish of De Soto', async () => {
  const sale = cashSale('ACT OF CASH SALE', `BE IT KNOWN, that personally came and appeared Alcide P. Thibodeaux, of lawful age, a resident of the Parish of Caddo, State of Louisiana, married to Odile Marie Breaux, hereinafter called "Vendor," who declared that he does by these presents sell, transfer, assign, set over and deliver, with full guarantee of title, unto Clarence J. Fontenot, a person of the full age of majority, domiciled in De Soto Parish, Louisiana, married but once and then to Verna Mae Lirette, with whom he is living and residing, hereinafter called "Vendee," the following described property:`);
  const r = await extractResolved(sale);
  assert.equal(r.doc_category, 'warranty_deed');
  assert.deepEqual(r.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort(), ['grantee: Clarence J. Fontenot', 'grantor: Alcide P. Thibodeaux']);
  assert.deepEqual(r.tracts.map(fields), [['LA', 'De Soto', '14', '13N', '12W', 'N/2 SE/4', null, null, 80]]);
  // "single and never married", and the wife who comes and intervenes to join in the sale
  const joined = `${cashSale('CASH SALE DEED', 'KNOW ALL MEN BY THESE PRESENTS, that Alcide P. Thibodeaux, of lawful age, domiciled in Caddo Parish, Louisiana, hereinafter called "Vendor," does sell and deliver, with full warranty, unto Clarence J. Fontenot, a major, single and never married, hereinafter called "Vendee," the following described property:')}
AND NOW INTO THESE PRESENTS comes and intervenes Odile Marie Breaux, wife of the said Alcide P. Thibodeaux, who declares that she joins in this sale and renounces any claim to the property.
`;
  assert.deepEqual(await parties(joined), ['grantee: Clarence J. Fontenot', 'grantor: Alcide P. Thibodeaux', 'grantor: Odile Marie Breaux']);
  // in capitals, the parish is still De Soto
  const caps = await extractResolved(cashSale('SALE OF LAND', 'KNOW ALL MEN BY THESE PRESENTS, that Alcide P. Thibodeaux, hereinafter called "Vendor," does sell, with full warranty, unto Clarence J. Fontenot, hereinafter called "Vendee," the following described property:').replace('De Soto Parish, Louisiana, containing', 'DE SOTO PARISH, LOUISIANA, containing'));
  assert.equal(caps.doc_category, 'warranty_deed');
  assert.equal(caps.tracts[0].county, 'De Soto');
  // the spouse written with an initial ("VERNA M. LIRETTE"): its period does not end the Vendee's description
  const initial = cashSale('CASH SALE', `BE IT KNOWN, that personally came and appeared Alcide P. Thibodeaux, hereinafter called "Vendor," who declared that he does by these presents sell and deliver, with full guarantee of title, unto Clarence J. Fontenot, of lawful age, domiciled in De Soto Parish, Louisiana, married but once and then to VERNA M. LIRETTE, with whom he is living and residing, hereinafter called "Vendee," here present and accepting, the following described property:`);
  assert.deepEqual(await parties(initial), ['grantee: Clarence J. Fontenot', 'grantor: Alcide P. Thibodeaux']);
});

test('Louisiana: several vendors each described before one label, apart by semicolons (a spouse recited in a description is no party); a wife who "herein personally appears" and consents joins', async () => {
  const several = cashSale('CASH SALE', `KNOW ALL MEN BY THESE PRESENTS, that Alcide P. Thibodeaux, a resident of the Parish of Caddo, State of Louisiana, married to ODILE BREAUX; Norbert Thibodeaux, a major, domiciled in and a resident of Bossier Parish, Louisiana, single and never married; and THIBODEAUX, EULALIE, of lawful age, domiciled in and a resident of De Soto Parish, Louisiana, who has never been married, hereinafter called "Vendor," do by these presents sell and deliver, with full warranty, unto Clarence J. Fontenot, hereinafter called "Vendee," the following described property:`);
  assert.deepEqual(await parties(several), ['grantee: Clarence J. Fontenot', 'grantor: Alcide P. Thibodeaux', 'grantor: Eulalie Thibodeaux', 'grantor: Norbert Thibodeaux']);
  const consents = several.replace('THUS DONE AND SIGNED', 'Herein personally appears ODILE BREAUX, the wife of Alcide P. Thibodeaux, who joins in and consents to this sale.\n\nTHUS DONE AND SIGNED');
  assert.notEqual(consents, several);
  assert.deepEqual(await parties(consents), ['grantee: Clarence J. Fontenot', 'grantor: Alcide P. Thibodeaux', 'grantor: Eulalie Thibodeaux', 'grantor: Norbert Thibodeaux', 'grantor: Odile Breaux']);
});

test('Louisiana: a Vendee described as "of lawful age, a feme sole" before the label is the Vendee, not an affiant', async () => {
  const sale = cashSale('SALE OF LAND', `BE IT KNOWN, that personally came and appeared:\n\nALCIDE P. THIBODEAUX, domiciled in Caddo Parish, Louisiana, a single man,\n\nhereinafter called "Vendor," who declared that he does by these presents sell and deliver, with full guarantee of title, unto Odette Marie Lirette, of lawful age, a feme sole, hereinafter called "Vendee," here present and accepting, the following described property, to-wit:`);
  assert.deepEqual(await parties(sale), ['grantee: Odette Marie Lirette', 'grantor: Alcide P. Thibodeaux']);
});

test('Louisiana: a sale "without any warranty, not even for the return of the price" is a quitclaim; a sale of minerals is a mineral deed', async () => {
  const body = (words: string) => `KNOW ALL MEN BY THESE PRESENTS, that Alcide P. Thibodeaux, hereinafter called "Vendor," does sell and deliver ${words} unto Clarence J. Fontenot, hereinafter called "Vendee," the following described property:`;
  assert.equal((await extractResolved(cashSale('CASH SALE', body('without any warranty whatsoever, not even for the return of the purchase price,')))).doc_category, 'quitclaim_deed');
  assert.equal((await extractResolved(cashSale('SALE OF MINERALS', body('an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under')))).doc_category, 'mineral_deed');
  assert.equal((await extractResolved(cashSale('CONVEYANCE OF OIL, GAS AND MINERALS', body('an undivided one-fourth (1/4) interest in the oil, gas and other minerals in and under')))).doc_category, 'mineral_deed');
});

test("a state's grant \"by the said State unto\" is a patent of the day given under the seal, not of the survey it recites", async () => {
  const r = await extractResolved(`THE STATE OF TENNESSEE,

No. 20411

To all to whom these presents shall come, Greeting:

Know ye, That by virtue of Entry No. 412, made in the Entry Taker's office of Fentress County, there is granted by the said State unto Wiley M. Beaty a certain tract of land containing fifty acres by survey bearing date the 3rd day of May, 1899, lying in said County, in the 6th Civil District, and bounded as follows: Beginning on a white oak; thence to the beginning.

In Witness Whereof, Robert L. Taylor, Governor of the State of Tennessee, hath hereunto set his hand and caused the Great Seal of the State to be affixed, at Nashville, on the 14th day of June, 1900.
`);
  assert.equal(r.doc_category, 'patent');
  assert.equal(r.dates.governing_date, '1900-06-14');
  // the sovereign is the state of the heading, not the United States of the year of Independence
  const sealed = await parties(`THE STATE OF TENNESSEE,

To all to whom these presents shall come, Greeting:

Know ye, That there is granted by the said State unto Wiley M. Beaty a certain tract of land containing fifty acres, lying in Fentress County, in the 6th Civil District; the Great Seal of the State affixed at Nashville, on the 14th day of June, 1900, and of the Independence of the United States the one hundred and twenty-fourth.
`);
  assert.deepEqual(sealed, ['grantee: Wiley M. Beaty', 'grantor: State of Tennessee']);
  assert.deepEqual(r.tracts.map(fields), [['TN', 'Fentress', null, null, null, null, null, null, 50]]);
});

test("an auditor's endorsement and a recited lease's \"dated effective\" date are not the instrument's", async () => {
  const endorsed = await extractResolved(`DULY ENTERED FOR TAXATION SUBJECT TO FINAL ACCEPTANCE FOR TRANSFER
August 30, 1926
Orville T. Kell, AUDITOR OF POSEY COUNTY

WARRANTY DEED

THIS INDENTURE WITNESSETH, That Carl F. Wildeman, of Posey County, Indiana, CONVEYS AND WARRANTS to Louis A. Schenk, of Posey County, Indiana, for One Dollar, the SE/4 of Section 9, Township 6 South, Range 13 West, Posey County, Indiana, containing 160 acres.

IN WITNESS WHEREOF, the said Grantor has hereunto set his hand this 14th day of August, 1926.
`);
  assert.equal(endorsed.dates.governing_date, '1926-08-14');
  // a spouse named in the grantor's description ("widower of X") is not the grantor
  const widower = await parties(`WARRANTY DEED

THIS INDENTURE WITNESSETH, That Carl F. Wildeman, widower of Bertha Vogel Wildeman, of Vanderburgh County, Indiana ("Grantor") CONVEYS AND WARRANTS to Louis A. Schenk, of Posey County, Indiana ("Grantee"), for One Dollar, the SE/4 of Section 9, Township 6 South, Range 13 West, Posey County, Indiana, containing 160 acres.
`);
  assert.deepEqual(widower, ['grantee: Louis A. Schenk', 'grantor: Carl F. Wildeman']);
  const surrender = await extractResolved(`SURRENDER OF OIL AND GAS LEASE

KNOW ALL MEN BY THESE PRESENTS: That Canisteo Gas Company, the owner of the lease hereinafter described, does hereby surrender and release unto the said Lessors all its interest in and to that certain lease dated effective April 2, 1911, from Homer J. Whitcomb, as Lessor, to Canisteo Gas Company, as Lessee, covering Part of Lot 42, Township 5, Range 2, Holland Purchase, Allegany County, New York, containing 73.5 acres.

IN WITNESS WHEREOF, this instrument is executed on the 9th day of January, 1919.
`);
  assert.equal(surrender.doc_category, 'release_of_lease');
  assert.equal(surrender.dates.governing_date, '1919-01-09');
  assert.equal(surrender.dates.effective_date ?? null, null);
});

test('Tennessee: the grantors after the consideration, before "have this day bargained and sold"', async () => {
  const deed = await parties(`WARRANTY DEED

For and in consideration of Eight Hundred Dollars cash in hand paid, Arlie T. Copeland and wife, NORA BELLE COPELAND, of the County of Pickett and State of Tennessee, have this day bargained and sold, and by these presents do transfer and convey unto Dewey R. Stover, his heirs and assigns, a certain tract of land in the Third Civil District of Pickett County, State of Tennessee, containing 46 acres, more or less.
`);
  assert.deepEqual(deed, ['grantee: Dewey R. Stover', 'grantor: Arlie T. Copeland', 'grantor: Nora Belle Copeland']);
  const quitclaim = await parties(`QUITCLAIM DEED

For and in consideration of Fifty Dollars, Arlie T. Copeland and Nora Belle Copeland, his wife, of the County of Pickett and State of Tennessee, have this day remised, released and quitclaimed, and do hereby quitclaim and convey unto Dewey R. Stover, his heirs and assigns, all our interest in a tract in Pickett County, Tennessee, containing 46 acres.
`);
  assert.deepEqual(quitclaim, ['grantee: Dewey R. Stover', 'grantor: Arlie T. Copeland', 'grantor: Nora Belle Copeland']);
});

test('probates: "the persons entitled to distribution ... are A, daughter, and B, son"; a will\'s "I give and devise ... unto A, widow, of X, absolutely and forever"', async () => {
  const decree = await parties(`IN THE POSEY CIRCUIT COURT

IN THE MATTER OF THE ESTATE OF AUGUST F. KUEBLER, DECEASED

DECREE OF FINAL DISTRIBUTION

The Court finds that August F. Kuebler died intestate on the 2nd day of May, 1931, and that the persons entitled to distribution of the real estate of the decedent are Elsie Kuebler Rapp, daughter, of the County of Posey and State of Indiana, and Walter A. Kuebler, son.

IT IS THEREFORE ORDERED that the SW/4 of Section 30, Township 5 South, Range 13 West, Posey County, Indiana, containing 160 acres, be distributed to said distributees.
`);
  assert.deepEqual(decree, ['decedent: August F. Kuebler', 'heir: Elsie Kuebler Rapp', 'heir: Walter A. Kuebler']);
  const will = await parties(`DECREE ADMITTING WILL TO PROBATE

In the Matter of the Probate of the Last Will and Testament of HIRAM B. SHERWOOD, Deceased.

ORDERED, ADJUDGED AND DECREED that the said instrument be admitted to probate as the Last Will and Testament of said deceased.

The will provides, in its SECOND paragraph: "I give and devise all of my real property, including the lands hereinafter described, unto Lucinda May Sherwood, widow, of Wellsville, New York, absolutely and forever: Part of Lot 42, Township 5, Range 2, Holland Purchase, Allegany County, New York, containing 73.5 acres."
`);
  assert.deepEqual(will, ['decedent: Hiram B. Sherwood', 'heir: Lucinda May Sherwood']);
  // a Kentucky order: the devisees after the land, "each an undivided 1/2 interest"
  const order = await parties(`ORDER OF PROBATE

IN RE: THE ESTATE OF OSCAR L. PRIEST, DECEASED

A paper writing purporting to be the last will and testament of Oscar L. Priest, who died on March 2, 1970, a resident of Union County, Kentucky, having been proved, it is ORDERED that the said writing be admitted to record and probate.

The said will devises the following real estate: a tract of land in Union County, Kentucky, on the waters of Highland Creek, containing 64 acres, more or less, unto Velma J. Priest, of Union County, Kentucky, daughter of the decedent, and Harold Priest, of Henderson County, Kentucky, son of the decedent, each an undivided 1/2 interest.
`);
  assert.deepEqual(order, ['decedent: Oscar L. Priest', 'heir: Harold Priest', 'heir: Velma J. Priest']);
});

test('"containing 64 1/2 acres" is 64.5 acres, not 2', async () => {
  const r = await extractResolved(`DEED OF CONVEYANCE

THIS DEED OF CONVEYANCE, made and entered into this 2nd day of May, 1903, by and between Elijah T. Sugg, a resident of Union County, Kentucky, party of the first part, and Noah B. Melton, of Union County, Kentucky, party of the second part; WITNESSETH: that the party of the first part does hereby sell, grant and convey unto the party of the second part the following land in Union County, Kentucky, to-wit: Beginning on a white oak; thence with the Hust line to the beginning, containing 102 3/4 acres, more or less.
`);
  assert.deepEqual(r.tracts.map(fields), [['KY', 'Union', null, null, null, null, null, null, 102.75]]);
});

test('a will\'s devisees with whose wife one is ("A, wife of B, daughter of the decedent, and C, son"): A and C take, B does not', async () => {
  assert.deepEqual(await parties(`ORDER ADMITTING WILL TO PROBATE

IN RE: ESTATE OF MARTHA ANN TOLLETT, DECEASED

It appearing to the Court that Martha Ann Tollett died on the 2nd day of March, 2011, leaving a Last Will and Testament, it is ORDERED that said will be admitted to probate. The said will provides: "I give and devise unto Lula M. Crabtree, wife of HOMER L. CRABTREE, daughter of the decedent, and WALTER G. TOLLETT, son, a resident of Fentress County, Tennessee, share and share alike, my farm on Wolf River."

Entered this 9th day of May, 2011.
`), ['decedent: Martha Ann Tollett', 'heir: Lula M. Crabtree', 'heir: Walter G. Tollett']);
});

test('a description that opens with its acres: "212 acres in the 4th Civil District of Pickett County, Tennessee"', async () => {
  const r = await extractResolved(`QUITCLAIM DEED

For Ten Dollars, Hubert Lee Stockton hereby quitclaims unto Ella Mae Stockton all his interest in the land described in Exhibit A.

Witness my hand this 4th day of June, 1987.

EXHIBIT A

212 acres in the 4th Civil District of Pickett County, Tennessee
`);
  assert.deepEqual(r.tracts.map(fields), [['TN', 'Pickett', null, null, null, null, null, null, 212]]);
});

test('a lessee "an Indiana corporation authorized to do business in the State of Indiana, hereinafter called lessee"', async () => {
  assert.deepEqual(await parties(`OIL AND GAS LEASE

AGREEMENT, Made and entered into this 2nd day of March, 1998, by and between Luella M. Harbison, a widow, of the County of Posey and State of Indiana, hereinafter called lessor, and Wabash Valley Drilling, Inc., an Illinois corporation authorized to do business in the State of Indiana, hereinafter called lessee.

WITNESSETH, That the said lessor does grant, demise, lease and let unto the said lessee the West Half of the Northeast Quarter of Section 9, Township 6 South, Range 13 West, Posey County, Indiana, containing 80 acres, more or less.
`), ['lessee: Wabash Valley Drilling, Inc.', 'lessor: Luella M. Harbison']);
});

test('a devise "unto A, son, the following:" and lessors "of lawful age, a single man, as Lessor"', async () => {
  assert.deepEqual(await parties(`ORDER ADMITTING WILL TO PROBATE

IN RE: ESTATE OF ROSCOE V. GARRETT, DECEASED

It appearing that Roscoe V. Garrett died on June 4, 1950, it is ORDERED that his will be admitted to probate. The will provides: "I give and devise unto Delmer Garrett, son, the following: all my land in the Third Civil District of Pickett County, Tennessee."

Entered this 9th day of August, 1950.
`), ['decedent: Roscoe V. Garrett', 'heir: Delmer Garrett']);
  assert.deepEqual(await parties(`MEMORANDUM OF OIL, GAS AND MINERAL LEASE

THIS MEMORANDUM is made effective as of May 1, 2019, by and between LANDRY, ODILE M., a feme sole, and T. J. Broussard, of lawful age, a single man, as Lessor (whether one or more), and Red River Minerals, L.P., a Texas limited partnership, as Lessee.
`), ['lessee: Red River Minerals, L.P.', 'lessor: Odile M. Landry', 'lessor: T. J. Broussard']);
});

test('grantors listed with semicolons, one "as her separate estate, whose address is ...", before "have this day bargained and sold"', async () => {
  assert.deepEqual(await parties(`DEED

For and in consideration of $84,000.00 cash in hand paid, Opal Sells Copeland and HARLAN COPELAND, wife and husband, a resident of Pickett County, Tennessee; SELLS, WAYNE, whose address is 112 Oak Street, Jamestown, Tennessee; and Reba Sells Mullinix, a married woman, as her separate estate, whose address is 40 Pine Street, Crossville, Tennessee, have this day bargained and sold, and by these presents do transfer and convey unto Lonnie R. Choate, his heirs and assigns, a certain tract of land in Pickett County, Tennessee.

Witness our hands, this 3rd day of May, 2018.
`), ['grantee: Lonnie R. Choate', 'grantor: Harlan Copeland', 'grantor: Opal Sells Copeland', 'grantor: Reba Sells Mullinix', 'grantor: Wayne Sells']);
});

test('a lessee "a corporation organized and existing under the laws of the State of Indiana ("Lessee")"', async () => {
  assert.deepEqual(await parties(`PAID-UP OIL AND GAS LEASE

This Oil and Gas Lease is made effective as of June 2, 2013, by and between Nadine Rideout, whose address is 12 Elm Street, Providence, Kentucky (hereinafter, whether one or more, "Lessor"), and Green River Energy Inc., a corporation organized and existing under the laws of the State of Indiana ("Lessee").
`), ['lessee: Green River Energy Inc.', 'lessor: Nadine Rideout']);
});

test('what the decedent owned is said after "the following described": "owned the following described mineral interest", "devises the following described real estate ...: an undivided 1/2 interest in and to the oil, gas" move minerals', async () => {
  const land = 'A tract of land on the waters of Pond River in Hopkins County, Kentucky, beginning at a stone, corner to the Cates tract; thence North 40 poles to the beginning, containing 40 acres.';
  const affidavit = (owned: string) => `AFFIDAVIT OF DESCENT

COMMONWEALTH OF KENTUCKY
COUNTY OF HOPKINS

Comes the affiant, Orville T. Lamb, and states:

1. That Wesley P. Cates died intestate on the 2nd day of March, 1966, a resident of Hopkins County, Kentucky.

2. That he left surviving as his only heirs at law Ruth Cates Utley, a daughter, and Homer Cates, a son.

3. That at the time of his death the decedent owned ${owned}

Subscribed and sworn to before me this 14th day of May, 1970.
`;
  const estates = async (owned: string) => { const c = (await extractResolved(affidavit(owned))).conveyance; return [c.conveys_fee, c.estate_types_conveyed]; };
  assert.deepEqual(await estates(`the following described mineral interest, to-wit:\n\nan undivided 1/2 interest in and to the oil, gas and other minerals in and under ${land}`), [false, ['mineral']]);
  assert.deepEqual(await estates(`and the will devises the following described real estate lying in Hopkins County: an undivided 1/2 interest in and to the oil, gas and minerals in, on and under ${land}`), [false, ['mineral']]);
  assert.deepEqual(await estates(`the following described real estate, to-wit:\n\n${land}`), [true, ['fee']]);
});
