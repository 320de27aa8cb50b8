// Forms held-out set J (Missouri, Arizona, Idaho, Washington, Minnesota, written blind to the rules)
// showed missing, in wordings of my own: instruments that move nothing by themselves (a deed that
// takes effect at the owner's death, a survivor's affidavit, the release of a mortgage, a contract for
// deed), a small estate's affidavit, Washington's forms ("THE GRANTOR(S) X ... conveys and warrants
// to", the limited covenant "by, through or under said Grantor and not otherwise"), a patent that
// reserves a right of way for ditches, a mineral deed of "oil, gas, coal and other minerals"; and
// where the land lies when a county is named like a state ("County of Washington" in Idaho), in a
// form's line, after "premises, in", as "St. Louis County", and not in a title company's name, a
// notary's venue or a statute's section; an exhibit's list of leases after the signatures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const fields = (t: { state: string | null; county: string | null; section: string | null; township: string | null; range: string | null; aliquot: string | null; acres: number | null }) => [
  t.state, t.county, t.section, t.township, t.range, t.aliquot, t.acres,
];
const parties = (r: { parties: Array<{ role: string; canonical_name: string }> }) => r.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort();

test('a survivor\'s affidavit moves nothing: `other`, who died the decedent, the survivor who swears `other`', async () => {
  for (const title of ['AFFIDAVIT OF DEATH OF JOINT TENANT', 'AFFIDAVIT OF SURVIVING TENANT BY THE ENTIRETY', 'AFFIDAVIT OF DEATH OF COMMUNITY PROPERTY SPOUSE']) {
    const r = await extractResolved(`${title}

STATE OF MISSOURI )
                  ) ss.
COUNTY OF BATES   )

Lorena K. Whitsett, of lawful age, being duly sworn, on her oath states:

That Amos T. Whitsett, the decedent named in the certified copy of his death certificate attached hereto, is one and the same person as the Amos T. Whitsett who with affiant took title as grantees under the deed recorded in Book 212, Page 40, to the following real estate in Bates County, Missouri: the SE/4 of Section 9, Township 40 North, Range 31 West, containing 160 acres.

That the said Amos T. Whitsett died on March 3, 2011, and affiant as survivor is the owner of said real estate.

______________________
Lorena K. Whitsett

Subscribed and sworn to before me this 14th day of April, 2011.
`);
    assert.equal(r.doc_category, 'other', title);
    assert.deepEqual(parties(r), ['decedent: Amos T. Whitsett', 'other: Lorena K. Whitsett'], title);
    assert.equal(r.conveyance.conveys_fee, false);
  }
});

test('a deed effective at the owner\'s death is `other` and conveys nothing; the beneficiary\'s affidavit afterwards is an affidavit of heirship', async () => {
  for (const title of ['BENEFICIARY DEED', 'TRANSFER ON DEATH DEED']) {
    const r = await extractResolved(`${title}

Orville P. Dancy and Nell Dancy, husband and wife, Owners, do hereby convey unto Marvin Dancy, of Pima County, Arizona, as Grantee Beneficiary, effective on the death of the Owners, the W/2 NW/4 of Section 14, Township 12 North, Range 25 East, Apache County, Arizona, containing 80 acres.

Dated: May 2, 2009
`);
    assert.equal(r.doc_category, 'other', title);
    assert.equal(r.conveyance.conveys_fee, false, title);
    assert.deepEqual(r.conveyance.estate_types_conveyed, [], title);
  }
  const after = await extractResolved(`AFFIDAVIT OF GRANTEE BENEFICIARY

Marvin Dancy, being duly sworn, says that he is the grantee beneficiary named in the beneficiary deed of Orville P. Dancy recorded as Document No. 2009-004411, and that Orville P. Dancy died on June 8, 2019.
`);
  assert.equal(after.doc_category, 'affidavit_of_heirship');
});

test('a mortgage released: `other`, the holder who releases grants, the borrowers of the recited mortgage are released', async () => {
  for (const title of ['SATISFACTION OF MORTGAGE', 'DEED OF FULL RECONVEYANCE', 'RELEASE OF DEED OF TRUST']) {
    const r = await extractResolved(`${title}

KNOW ALL MEN BY THESE PRESENTS, that Cascade Valley Bank, the legal holder of the note secured by that certain mortgage dated July 7, 1961, made by Reuben Ostrander and Irma Ostrander, husband and wife, and recorded in Book 88, Page 12, records of Gem County, Idaho, on the S/2 NE/4 of Section 3, Township 8 North, Range 2 West, Boise Meridian, does hereby acknowledge full payment and release the same.

Dated: August 1, 1970

CASCADE VALLEY BANK
By: ______________________
    Loan Officer
`);
    assert.equal(r.doc_category, 'other', title);
    assert.deepEqual(parties(r), ['grantee: Irma Ostrander', 'grantee: Reuben Ostrander', 'grantor: Cascade Valley Bank'], title);
    assert.equal(r.conveyance.conveys_fee, false, title);
  }
});

test('a contract for deed: `other`, its sellers and buyers only promise (`other`)', async () => {
  for (const title of ['CONTRACT FOR DEED', 'REAL ESTATE CONTRACT']) {
    const r = await extractResolved(`${title}

THIS AGREEMENT, made this 5th day of June, 1974, by and between Gunnar Lindahl and Signe Lindahl, husband and wife, Sellers, and Walter Pruett, a single man, Purchaser. The Sellers agree to sell and the Purchaser agrees to buy the NW/4 of Section 22, Township 61 North, Range 25 West, Itasca County, Minnesota, for $12,000.00 payable in yearly installments, and upon payment in full the Sellers shall convey the same by warranty deed.
`);
    assert.equal(r.doc_category, 'other', title);
    assert.deepEqual(parties(r), ['other: Gunnar Lindahl', 'other: Signe Lindahl', 'other: Walter Pruett'], title);
  }
});

test('a small estate\'s affidavit: an affidavit of heirship, the successors listed are heirs, the affiant one of them', async () => {
  const r = await extractResolved(`SMALL ESTATE AFFIDAVIT

IN THE CIRCUIT COURT OF VERNON COUNTY, MISSOURI, PROBATE DIVISION
In the Estate of Clara May Hubbell, Deceased.

The undersigned, Dale Hubbell, being first duly sworn, states that Clara May Hubbell died on January 30, 2015, owning the NE/4 of Section 5, Township 36 North, Range 31 West, Vernon County, Missouri, and that the names of the persons entitled to her estate, with their shares, are:

Dale Hubbell, son, one-half;
Verna Hubbell Tate, daughter, one-half.

______________________
Dale Hubbell
`);
  assert.equal(r.doc_category, 'affidavit_of_heirship');
  assert.deepEqual(parties(r), ['decedent: Clara May Hubbell', 'heir: Dale Hubbell', 'heir: Verna Hubbell Tate']);
});

test('Washington\'s forms: "THE GRANTOR(S) X ... conveys and warrants to Y"; "by, through or under said Grantor and not otherwise" is a special warranty', async () => {
  const r = await extractResolved(`BARGAIN AND SALE DEED

THE GRANTOR(S) Lyle M. Oberg, a married man as his separate estate, for and in consideration of Ten Dollars, bargains, sells and conveys to Dorothy Pruitt, a single woman, the following described real estate situated in the County of Adams, State of Washington: the NE/4 of Section 20, Township 16 North, Range 33 East, W.M., containing 160 acres.

The Grantor covenants to warrant and defend the title against all persons lawfully claiming by, through or under said Grantor and not otherwise.
`);
  assert.equal(r.doc_category, 'special_warranty_deed');
  assert.deepEqual(parties(r), ['grantee: Dorothy Pruitt', 'grantor: Lyle M. Oberg']);
  assert.deepEqual(r.tracts.map(fields), [['WA', 'Adams', '20', '16N', '33E', 'NE/4', 160]]);
});

test('a patent reserving a right of way for ditches is a patent; a grant of "oil, gas, coal and other minerals" a mineral deed, of a royalty interest in them not', async () => {
  const patent = await extractResolved(`THE UNITED STATES OF AMERICA,
To all to whom these Presents shall come, Greeting:

WHEREAS, a certificate of the Register of the Land Office at Boise City has been deposited in the General Land Office, whereby it appears that full payment has been made by Ephraim Stoddard for the NW/4 of Section 30, Township 6 North, Range 4 West of the Boise Meridian, Idaho, containing 160 acres:

NOW KNOW YE, That there is, therefore, granted by the United States unto the said Ephraim Stoddard the tract of land above described; reserving to the United States a right of way thereon for ditches or canals constructed by the authority of the United States; and there is reserved a right of way for ditches and canals.

IN TESTIMONY WHEREOF, I have caused these letters to be made Patent.
`);
  assert.equal(patent.doc_category, 'patent');
  const grant = (what: string) => extractResolved(`THIS INDENTURE, made June 1, 1958, between Edna Vick, a widow, party of the first part, and Basin Fuels, Inc., party of the second part: the party of the first part does grant, bargain, sell and convey unto the party of the second part an undivided one-half interest in and to ${what} in and under the SE/4 of Section 8, Township 9 North, Range 5 West, Boise Meridian, Gem County, Idaho.`);
  assert.equal((await grant('all oil, gas, coal and other minerals')).doc_category, 'mineral_deed');
  assert.notEqual((await grant('the royalty interest in all oil, gas and other minerals produced')).doc_category, 'mineral_deed');
});

test('where the land lies: a county named like a state, a form\'s county line, "premises, in", St. Louis County; not a title company, a notary\'s venue or a statute\'s section', async () => {
  const deed = (body: string, after = '') => extractResolved(`MINERAL DEED

${body}

______________________
Ruth Ann Vickers

STATE OF TEXAS )
               ) ss.
COUNTY OF HARRIS )

This instrument was acknowledged before me on May 2, 1980, by Ruth Ann Vickers.
${after}`);
  const tract = async (body: string, after = '') => (await deed(body, after)).tracts.map(fields);
  const grant = 'Ruth Ann Vickers, a widow, grants, sells and conveys to Payette Royalty Co. an undivided 1/8 interest in the oil, gas and other minerals in and under';
  // the land's county is only in the recorder's venue, and a title company of another county asked for the recording
  assert.deepEqual(await tract(`${grant} the NW/4 of Section 18, Township 10 North, Range 6 West of the Boise Meridian.`, `
STATE OF IDAHO, County of Washington, ss.
I hereby certify that the within instrument was filed for record at the request of Payette County Abstract Co. this 9th day of May, 1980, and recorded in Book 71 of Deeds at page 13.
`), [['ID', 'Washington', '18', '10N', '6W', 'NW/4', null]]);
  // a form's line
  assert.deepEqual(await tract(`County: Washington, Idaho\n\n${grant} the NW/4 of Section 18, Township 10 North, Range 6 West of the Boise Meridian.`), [['ID', 'Washington', '18', '10N', '6W', 'NW/4', null]]);
  // after "premises, in", not the grantor's residence before it; not the notary's venue
  assert.deepEqual(await tract(`Ruth Ann Vickers, of Maricopa County, Arizona, a widow, grants, sells and conveys to Payette Royalty Co. an undivided 1/8 interest in the oil, gas and other minerals in and under the following premises, in Navajo County, Arizona, to-wit: the SW/4 of Section 4, Township 18 North, Range 22 East, G.&S.R.B.&M.`), [['AZ', 'Navajo', '4', '18N', '22E', 'SW/4', null]]);
  assert.deepEqual(await tract(`${grant} the following described land in Washington County, Idaho:\n\nNW/4 of Section 18, Township 10 North, Range 6 West of the Boise Meridian`), [['ID', 'Washington', '18', '10N', '6W', 'NW/4', null]]);
  // a saint's county; a statute's section is no land
  assert.deepEqual(await tract(`${grant} the W/2 NE/4 of Section 34, Township 50 North, Range 17 West, St. Louis County, Minnesota, containing 80 acres, as permitted by Minn. Stat. Section 507.071 and A.R.S. Section 33-405.`), [['MN', 'St. Louis', '34', '50N', '17W', 'W/2 NE/4', 80]]);
});

test('an exhibit of leases after the signatures and a release\'s block of the lease it releases are descriptions, not a clerk\'s stamp', async () => {
  const assignment = await extractResolved(`ASSIGNMENT OF OIL AND GAS LEASES

KNOW ALL MEN BY THESE PRESENTS, that Pruett Energy, Inc. does hereby sell, assign and transfer unto Harlan Resources, LLC all of its right, title and interest in and to the oil and gas leases described in Exhibit "A" attached hereto.

______________________
Pruett Energy, Inc.

STATE OF OKLAHOMA )
                  ) ss.
COUNTY OF TULSA   )

This instrument was acknowledged before me on April 2, 2014, by the President of Pruett Energy, Inc.

EXHIBIT "A"

1. Oil and Gas Lease dated March 1, 2012, from Edna Vick, Lessor, to Pruett Energy, Inc., Lessee, recorded as Instrument No. 2012-001177, records of Gem County, Idaho, covering the SE/4 of Section 8, Township 9 North, Range 5 West, Boise Meridian, 160 acres, in Gem County, Idaho.

2. Oil and Gas Lease dated March 9, 2012, from Lyle M. Oberg, Lessor, to Pruett Energy, Inc., Lessee, recorded as Instrument No. 2012-001301, records of Payette County, Idaho, covering the NE/4 of Section 2, Township 8 North, Range 5 West, Boise Meridian, 160 acres, in Payette County, Idaho.

OFFICIAL RECORDS OF GEM COUNTY
Instrument No. 2014-000815   05/01/2014
`);
  assert.deepEqual(assignment.tracts.map(fields), [['ID', 'Gem', '8', '9N', '5W', 'SE/4', 160], ['ID', 'Payette', '2', '8N', '5W', 'NE/4', 160]]);
  assert.equal(assignment.dates.recording_date, '2014-05-01');
  const release = await extractResolved(`RELEASE

Harlan Resources, LLC, owner of the lessee's interest in the oil and gas lease described below, does hereby release and surrender the same:

Lease Date: March 1, 2012
Lessor: Edna Vick
Recorded: Instrument No. 2012-001177, Gem County, Idaho
Lands: SE/4 Sec. 8, T9N, R5W, B.M., 160 acres

Dated: June 30, 2016
`);
  assert.deepEqual(release.tracts.map(fields), [['ID', 'Gem', '8', '9N', '5W', 'SE/4', 160]]);
});

test('more of the same forms: an averment reciting a deed "recorded as Instrument No." is the affidavit\'s, not a stamp; a deed effective at death names its owner and beneficiary; "X, Grantor(s), hereby convey(s)"; grantees "as Trustees" at the end of their list', async () => {
  const survivor = await extractResolved(`AFFIDAVIT OF DEATH OF TRUSTEE

STATE OF ARIZONA )
                 ) ss.
COUNTY OF APACHE )

Myrna Jo Kessel, being first duly sworn, deposes and says:

That Ansel Kessel, the decedent named in the certified copy of the Certificate of Death attached hereto, is the person named as a Trustee of the Kessel Family Trust, the grantee in the deed recorded as Instrument No. 2004-003318, records of Apache County, Arizona, covering the W/2 NE/4 of Section 15, Township 15 North, Range 20 East, G.&S.R.B.&M.

That the said Ansel Kessel died on May 5, 2016, and affiant is the surviving Trustee.
`);
  assert.deepEqual(parties(survivor), ['decedent: Ansel Kessel', 'other: Myrna Jo Kessel']);
  const tod = await extractResolved(`BENEFICIARY DEED

Ansel Kessel and Myrna Jo Kessel, husband and wife, as Owner, hereby convey and transfer to Dwight Kessel, as Grantee Beneficiary, effective on the death of the Owner, the W/2 NE/4 of Section 15, Township 15 North, Range 20 East, Apache County, Arizona.
`);
  assert.deepEqual(parties(tod), ['grantee: Dwight Kessel', 'grantor: Ansel Kessel', 'grantor: Myrna Jo Kessel']);
  const mn = await extractResolved(`WARRANTY DEED
Individual to Individual(s)

FOR VALUABLE CONSIDERATION, Ingrid Solheim, of Itasca County, Minnesota, a widow, Grantor(s), hereby convey(s) and warrant(s) to Peder Aas, Grantee(s), real property in Itasca County, Minnesota, described as follows: the NW/4 of Section 22, Township 61 North, Range 25 West.
`);
  assert.deepEqual(parties(mn), ['grantee: Peder Aas', 'grantor: Ingrid Solheim']);
  const trust = await extractResolved(`WARRANTY DEED

For the consideration of Ten Dollars, we, Royce Tanner and Edith Tanner, husband and wife, do hereby convey to Royce Tanner, of Navajo County, Arizona and Edith Tanner, his wife, as Trustees of the Tanner Living Trust dated May 1, 2001, the E/2 SW/4 of Section 19, Township 13 North, Range 26 East, Navajo County, Arizona.
`);
  assert.deepEqual(parties(trust), ['grantee: Edith Tanner', 'grantee: Royce Tanner', 'grantor: Edith Tanner', 'grantor: Royce Tanner']);
});

test('a decree\'s "persons entitled to the residue of said estate under the terms of said Will are:" lists its heirs, one to a line', async () => {
  const r = await extractResolved(`IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON
IN AND FOR THE COUNTY OF ADAMS

In the Matter of the Estate of
OSCAR LUND, Deceased.          Probate No. 4411

DECREE OF DISTRIBUTION

The final account and petition for distribution of the executor coming on to be heard, the Court FINDS:

That Oscar Lund died testate on March 2, 1948, a resident of Adams County, Washington, and that the persons entitled to the residue of said estate under the terms of his Will are:

Hulda Lund, widow;
Arne Lund, of Spokane County, Washington, son.

IT IS THEREFORE ORDERED that the residue of said estate, including the NW/4 of Section 10, Township 17 North, Range 34 East, W.M., be and the same is hereby distributed to the said devisees.
`);
  assert.equal(r.doc_category, 'probate');
  assert.deepEqual(parties(r), ['decedent: Oscar Lund', 'heir: Arne Lund', 'heir: Hulda Lund']);
});

test('a form\'s "County:" line names where the land lies over a grantor\'s residence above it; a recorder\'s "OFFICE OF THE COUNTY RECORDER" line is no county\'s name', async () => {
  const deed = await extractResolved(`MINERAL DEED

Grantor: Signe Lindahl, of Ramsey County, Minnesota, a widow
Grantee: Mesabi Range Minerals, Inc.
County: Crow Wing, Minnesota

For One Dollar, Grantor grants, sells and conveys to Grantee an undivided 1/2 interest in and to all of the iron ore and other minerals in, on and under the NE/4 of Section 22, Township 51 North, Range 26 West, 4th P.M., 160 acres.
`);
  assert.deepEqual(deed.tracts.map(fields), [['MN', 'Crow Wing', '22', '51N', '26W', 'NE/4', 160]]);
  const stamped = await extractResolved(`SATISFACTION OF MORTGAGE

KNOW ALL PERSONS BY THESE PRESENTS, that Citizens Bank of Deer River, holder of the mortgage dated May 1, 1970, made by Walter Pruett, a single man, on the NW/4 of Section 22, Township 61 North, Range 25 West, does hereby certify that it has been paid in full.

Document No. 402211
OFFICE OF THE COUNTY RECORDER
ITASCA COUNTY, MINNESOTA
Certified, filed and/or recorded on 06/02/1975
`);
  assert.deepEqual(stamped.tracts.map(fields), [['MN', 'Itasca', '22', '61N', '25W', 'NW/4', null]]);
});

test('an affidavit whose affiant "did depose and say" after a recording cover page: the cover page is no body, the heirs and decedent are read', async () => {
  const r = await extractResolved(`STEUBEN COUNTY CLERK
RECORDING PAGE

Instrument Number: 2011-004410
Recorded On: June 2, 2011
Document Type: AFFIDAVIT
Book: 1101   Page: 77
Transfer Tax: $0.00
Receipt Number: 551902

AFFIDAVIT AS TO HEIRSHIP

STATE OF NEW YORK )
                  ) ss.:
COUNTY OF STEUBEN )

BEFORE ME, the undersigned authority, personally appeared Lyman R. Cole, who, being by me duly sworn, did depose and say:

1. That affiant knew Harriet M. Bassett, who died intestate on the 3rd day of January, 2011.

2. That the decedent left surviving her two children, namely: Roger Bassett and Ellen B. Tuthill, her only heirs at law.
`);
  assert.equal(r.doc_category, 'affidavit_of_heirship');
  assert.deepEqual(parties(r), ['decedent: Harriet M. Bassett', 'heir: Ellen B. Tuthill', 'heir: Roger Bassett', 'other: Lyman R. Cole']);
});

test('an exhibit\'s "96.75 acres on the waters of Slover Creek, Webster County, Kentucky" is a tract known by county and acres', async () => {
  const r = await extractResolved(`AFFIDAVIT OF DESCENT

COMMONWEALTH OF KENTUCKY
COUNTY OF UNION

Before me personally appeared Lon Rideout, who, being duly sworn, did depose and say:

1. That affiant knew Ada Pryor, who died intestate on May 9, 2010, owning the lands described in Exhibit "A", and that her sole heirs at law are Dale Pryor and Nina Pryor Gish.

______________________
Lon Rideout

EXHIBIT "A"

41.5 acres on the waters of Tradewater River, Union County, Kentucky
`);
  assert.deepEqual(r.tracts.map((t) => [t.state, t.county, t.acres]), [['KY', 'Union', 41.5]]);
});

test('a release\'s block of the lease it releases: its "Lease Date:" is the lease\'s, the release is dated by its own line', async () => {
  const r = await extractResolved(`RELEASE

The undersigned, Harlan Resources, LLC, owner of the lessee's interest in the oil and gas lease described below, does hereby release and surrender the same:

Lease Date: March 1, 2012
Lessor: Edna Vick
Lands: SE/4 Sec. 8, T9N, R5W, B.M., 160 acres, Gem County, Idaho

Dated: June 30, 2016
`);
  assert.deepEqual([r.dates.governing_date, r.dates.execution_date], ['2016-06-30', '2016-06-30']);
});

test('an instrument whose operative words follow its description and whose date is "Signed May 18th, 1986" keeps that date (even where a grantee named "... Range ..." makes that paragraph read as land)', async () => {
  const r = await extractResolved(`ROYALTY DEED

The following described real property, to-wit:

the W/2 NW/4 of Section 12, Township 6 North, Range 44 West of the Sixth Principal Meridian, situate in the County of Yuma and State of Colorado

is hereby conveyed by Orla J. Dietz, a married woman, unto Frontier Range Royalty, Inc., for Ten Dollars and other good and valuable consideration.
Signed May 18th, 1986
an undivided 1/16 royalty interest in and to the oil, gas and other minerals produced from said lands.
`);
  assert.equal(r.dates.execution_date, '1986-05-18');
});

test('a party described "a married woman, as her separate estate, of the Town of X, County of Y" before "party of the first part" is read, and the land after is no party', async () => {
  const r = await extractResolved(`QUITCLAIM DEED

THIS INDENTURE, made the 9th day of May, 1931, BETWEEN Ruth Ellen Ackley, a married woman, as her separate estate, of the Town of Friendship, County of Allegany, New York, party of the first part, and Lowell Ackley, of Cuba, New York, party of the second part,

WITNESSETH, that the party of the first part, for One Dollar paid by the party of the second part, does hereby remise, release and quitclaim unto the party of the second part forever,

ALL THAT TRACT OR PARCEL OF LAND, situate in the Town of Friendship, County of Allegany, being part of Lot No. 12, Township 3, Range 1 of the Holland Purchase, containing 50 acres.
`);
  assert.deepEqual(parties(r), ['grantee: Lowell Ackley', 'grantor: Ruth Ellen Ackley']);
});
