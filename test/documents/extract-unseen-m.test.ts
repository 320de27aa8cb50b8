// Forms held-out set M (western Maryland, Ohio's United States Military District, North Texas,
// southwest Florida, Virginia's Northern Neck, written blind to the rules) showed missing, in
// wordings of my own: the lots of Ohio's Military District and Maryland's Military Lots, an Ohio
// probate court's certificate of transfer whose transferees are a table, and Virginia's list of heirs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const fields = (t: { state: string | null; county: string | null; section: string | null; township: string | null; range: string | null; aliquot: string | null; lot: string | null; acres: number | null }) => [
  t.state, t.county, t.section, t.township, t.range, t.aliquot, t.lot, t.acres,
];

const ohioDeed = (land: string) => `GENERAL WARRANTY DEED

Amos K. Yoder and Sarah Yoder, husband and wife, of Holmes County, Ohio, for valuable consideration paid, grant, with general warranty covenants, to Menno J. Hershberger, whose tax-mailing address is 4410 County Road 77, Millersburg, Ohio, the following real property:

${land}

Executed this 3rd day of May, 1951.
`;

test('a lot of Ohio\'s United States Military District: the quarter township is the section, township and range bare, the lot, the acres stated before or after; two parcels of one lot are two tracts', async () => {
  const words = await extractResolved(ohioDeed('Situated in the Township of Monroe, County of Holmes and State of Ohio, and being part of Lot Number Eighteen (18) in the Third Quarter of Township Eight (8), Range Ten (10), United States Military Lands, containing 62.4 acres of land, more or less.'));
  assert.deepEqual(words.tracts.map(fields), [['OH', 'Holmes', '3', '8', '10', null, '18', 62.4]]);
  const figures = await extractResolved(ohioDeed('Being 62.4 acres, more or less, in Lot 18, Quarter 3, Township 8, Range 10, U.S.M.L., Monroe Township, Holmes County, Ohio.'));
  assert.deepEqual(figures.tracts.map(fields), [['OH', 'Holmes', '3', '8', '10', null, '18', 62.4]]);
  assert.equal(figures.tracts[0].tract_id, words.tracts[0].tract_id);
  const parcels = await extractResolved(ohioDeed(`FIRST PARCEL: Situate in Monroe Township, Holmes County, Ohio, and known as part of Lot No. 18 of the Third Quarter, Township No. 8, Range No. 10 of the United States Military District, containing 62.4 acres of land, more or less;

SECOND PARCEL: Situate in said Township, being part of Lot No. 18 of the Third Quarter, Township No. 8, Range No. 10 of the United States Military District, containing 20 acres of land, more or less.`));
  assert.deepEqual(parcels.tracts.map(fields), [['OH', 'Holmes', '3', '8', '10', null, '18', 62.4], ['OH', 'Holmes', '3', '8', '10', null, '18', 20]]);
  assert.notEqual(parcels.tracts[0].tract_id, parcels.tracts[1].tract_id);
  // a section of the Seven Ranges with a lot is still a section
  const sevenRanges = await extractResolved(ohioDeed('Situated in the Township of Salem, County of Monroe and State of Ohio: being Lot 3 of Section 2, Township 4, Range 6, containing 41 acres, more or less.'));
  assert.equal(sevenRanges.tracts[0].section, '2');
  assert.notEqual(sevenRanges.tracts[0].tract_id, words.tracts[0].tract_id);
});

test('Maryland\'s Military Lots westward of Fort Cumberland: one tract a lot, by its number', async () => {
  const deed = (land: string) => `THIS DEED, made this 9th day of June, 1938, by and between Harvey L. Bittinger, of Garrett County, Maryland, party of the first part, and Orval T. Glotfelty, of Garrett County, Maryland, party of the second part.

WITNESSETH: That in consideration of the sum of Five Hundred Dollars, the said party of the first part does grant and convey unto the said party of the second part, his heirs and assigns, in fee simple, ${land}

AND the said party of the first part covenants that he will warrant specially the property hereby granted.
`;
  const one = await extractResolved(deed('all that tract of land known and designated as Military Lot Number Three Thousand One Hundred Twelve (3112) of the lots laid off westward of Fort Cumberland, lying in Election District No. 4 of Garrett County, Maryland, containing 50 acres, more or less.'));
  assert.deepEqual(one.tracts.map(fields), [['MD', 'Garrett', null, null, null, null, '3112', 50]]);
  const again = await extractResolved(deed('Lot No. 3112 of the Military Lots lying westward of Fort Cumberland, in Garrett County, Maryland.'));
  assert.equal(again.tracts[0].tract_id, one.tracts[0].tract_id);
  const two = await extractResolved(deed('ALL of Military Lots Nos. 3112 and 3113 westward of Fort Cumberland, situate in Garrett County, Maryland, containing fifty acres each, more or less.'));
  assert.deepEqual(two.tracts.map(fields), [['MD', 'Garrett', null, null, null, null, '3112', 50], ['MD', 'Garrett', null, null, null, null, '3113', 50]]);
});

test('an Ohio certificate of transfer: the transferees are the first column of its table', async () => {
  const r = await extractResolved(`CERTIFICATE OF TRANSFER

PROBATE COURT OF HOLMES COUNTY, OHIO

ESTATE OF JONAS M. TROYER, DECEASED
Case No. 1938-ES-0112

The decedent died on March 2, 1938, intestate, a resident of Holmes County, Ohio.

The decedent at the time of death was the owner of the real property described below. The persons to whom such real property passed by descent are as follows:

Name | Residence Address | Transferee's Interest in Real Property
Levi J. Troyer | Berlin, Ohio | An undivided one-half (1/2) interest
Mattie Troyer Miller | Walnut Creek, Ohio | An undivided one-half (1/2) interest

Description of real property:

Being 40 acres, more or less, in Lot 7, Quarter 2, Township 9, Range 7, U.S.M.L., Berlin Township, Holmes County, Ohio.

Date: June 1, 1938
`);
  assert.equal(r.doc_category, 'probate');
  assert.deepEqual(r.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['decedent: Jonas M. Troyer', 'heir: Levi J. Troyer', 'heir: Mattie Troyer Miller']);
});

test('a Virginia list of heirs: an affidavit of heirship; the decedent on its own line; the affiant who is an heir is an heir only', async () => {
  const r = await extractResolved(`LIST OF HEIRS

Decedent: MARTHA E. GRYMES
Date of Death: March 4, 1941
Last Address: Tappahannock, Essex County, Virginia

The undersigned, Lucius Grymes Oliver, being first duly sworn, states that he is an heir at law of the above-named decedent, who died intestate, and that the following is a true and complete list of the heirs at law of the decedent, with their relationship to the decedent, ages and addresses:

NAME | RELATIONSHIP | AGE | ADDRESS
Lucius Grymes Oliver | Son | 41 | Colonial Beach, Virginia
Nannie Oliver Garnett | Daughter | 38 | West Point, Virginia

The decedent died seized of the following real estate, which descended to the heirs named above in equal shares: all that certain tract of land situate in Cople District of Essex County, Virginia, containing 112 acres, more or less.

Sworn to and subscribed before me by Lucius Grymes Oliver on May 2, 1941.
`);
  assert.equal(r.doc_category, 'affidavit_of_heirship');
  assert.deepEqual(r.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort(), ['decedent: Martha E. Grymes', 'heir: Lucius Grymes Oliver', 'heir: Nannie Oliver Garnett']);
});

test('an old Ohio deed: the wife who releases her dower in the first person joins the grantors; "this 3rd day of May, in the year of our Lord 1879" is its execution', async () => {
  const r = await extractResolved(`WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS, That JACOB E. STUTZMAN, of Holmes County, Ohio, the Grantor, in consideration of the sum of Eight Hundred Dollars to him paid by ELI M. MILLER, the Grantee, the receipt whereof is hereby acknowledged, does hereby GRANT, BARGAIN, SELL AND CONVEY to the said Grantee, his heirs and assigns forever, the following described Real Estate:

Situated in the County of Holmes, State of Ohio, Township of Berlin: being a part of Lot 7, Quarter 2, Township 9, Range 7, U.S. Military Lands, and containing 40 acres, more or less.

And for valuable consideration I, MAGDALENA STUTZMAN, wife of the said Jacob E. Stutzman, do hereby remise, release and forever quit-claim unto the said Grantee, his heirs and assigns, all my right and expectancy of Dower in the above described premises.

IN WITNESS WHEREOF, we have hereunto set our hands, this 3rd day of May, in the year of our Lord 1879.

Recorded June 2, 1879.
`);
  assert.deepEqual(r.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort(), ['grantee: Eli M. Miller', 'grantor: Jacob E. Stutzman', 'grantor: Magdalena Stutzman']);
  assert.equal(r.dates.execution_date, '1879-05-03');
  assert.equal(r.dates.governing_date, '1879-05-03');
});

test('Ohio\'s statutory forms "release(s) to" and "grant(s) to"; an assignor described "an individual, whose address is ..." before ("Assignor"); a title above the paragraph is no grantor', async () => {
  const quitclaim = await extractResolved(`QUIT-CLAIM DEED

LEVI A. SCHLABACH, of Holmes County, Ohio, for valuable consideration paid, release(s) to ROMAN L. SCHLABACH whose tax-mailing address is 6120 State Route 39, Berlin, Ohio, the following REAL PROPERTY:

Situated in the County of Holmes, State of Ohio, Township of Berlin: being a part of Lot 7, Quarter 2, Township 9, Range 7, U.S. Military Lands, and containing 40 acres, more or less.

Executed this 2nd day of April, 1962.
`);
  assert.deepEqual(quitclaim.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['grantor: Levi A. Schlabach', 'grantee: Roman L. Schlabach']);
  const assignment = await extractResolved(`ASSIGNMENT AND BILL OF SALE

STATE OF OHIO
COUNTY OF HOLMES

THAT, Reuben J. Mast, an individual, whose address is Millersburg, Ohio ("Assignor"), for Ten Dollars and other good and valuable consideration, does hereby ASSIGN, TRANSFER and CONVEY unto Killbuck Valley Gas Co., an Ohio corporation ("Assignee"), all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A" (the "Leases").

EXHIBIT "A"

Lease No. | Lessor | Lessee | Lease Date | Lands
001 | Noah E. Miller | Reuben J. Mast | 03/02/1981 | 62.4 acres, Lot 18, Section 3, Township 8, Range 10, U.S.M.L., Holmes County, Ohio
`);
  assert.deepEqual(assignment.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['assignor: Reuben J. Mast', 'assignee: Killbuck Valley Gas Co.']);
  assert.deepEqual(assignment.tracts.map(fields), [['OH', 'Holmes', '3', '8', '10', null, '18', 62.4]]);
  const titled = await extractResolved(`STATUTORY WARRANTY DEED

THE GRANTOR, IDA MAE OSTROM, a feme sole, whose mailing address is P.O. Box 212, Sterling, Alaska, for and in consideration of Ten Dollars in hand paid, conveys and warrants to HAROLD P. JUNEBY, whose mailing address is P.O. Box 88, Kenai, Alaska, GRANTEE, the following described real estate:

Township 6 North, Range 11 West, S.M., the Kenai Recording District, Third Judicial District, State of Alaska
    Section 30: NW1/4 NE1/4
    containing 40 acres, more or less
`);
  assert.deepEqual(titled.parties.map((p) => `${p.role}: ${p.canonical_name}`).sort(), ['grantee: Harold P. Juneby', 'grantor: Ida Mae Ostrom']);
});

test('Florida: the statutory form\'s "grantor*" and "grantee*"; an order of summary administration distributing "as follows:" over a table', async () => {
  const deed = await extractResolved(`WARRANTY DEED
(STATUTORY FORM -- SECTION 689.02 F.S.)

This Indenture, Made this 2nd day of March, A.D. 1948, Between Rufus T. Albritton, of Hendry County, Florida, and Ola Mae Albritton, his wife, grantor*, and CLEWISTON LAND COMPANY, a Florida corporation, whose post office address is Clewiston, Florida, grantee*,

Witnesseth, That said grantor, for and in consideration of the sum of Ten Dollars, has granted, bargained and sold to the said grantee the following described land, situate in Hendry County, Florida, to-wit:

SE1/4 of Sec. 8, Twp. 44 S., Rge. 32 E., Hendry County, Florida, containing 160 acres, more or less.
`);
  assert.deepEqual(deed.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['grantor: Rufus T. Albritton', 'grantor: Ola Mae Albritton', 'grantee: Clewiston Land Company']);
  const order = await extractResolved(`IN THE CIRCUIT COURT FOR HENDRY COUNTY, FLORIDA
PROBATE DIVISION

IN RE: ESTATE OF RUFUS T. ALBRITTON, Deceased.

ORDER OF SUMMARY ADMINISTRATION

On the Petition of Ola Mae Albritton for summary administration of the estate of Rufus T. Albritton, deceased, the Court finding that the decedent died on the 3rd day of May, 1961, it is

ADJUDGED that there be immediate distribution of the assets of the decedent as follows:

Name | Asset, Share or Amount
Ola Mae Albritton | An undivided one-half (1/2) interest in the real property described below
Jesse Albritton | An undivided one-half (1/2) interest in the real property described below

Real property:

SE1/4 of Sec. 8, Twp. 44 S., Rge. 32 E., Hendry County, Florida.

DONE AND ORDERED on July 28, 1961.
`);
  assert.deepEqual(order.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['decedent: Rufus T. Albritton', 'heir: Ola Mae Albritton', 'heir: Jesse Albritton']);
});

test('a will\'s devisees each after a kin word: "to my daughter, A and my daughter, B, in equal shares"', async () => {
  const r = await extractResolved(`IN THE ORPHANS' COURT FOR ALLEGANY COUNTY, MARYLAND

IN THE MATTER OF THE ESTATE OF JOHN W. SHAFFER, DECEASED

ORDER FOR PROBATE

ORDERED, that the paper writing be admitted to probate as the Last Will and Testament of the said John W. Shaffer, who died on the 2nd day of June, 1929.

The said Will provides, in part, as follows:

"ITEM SECOND. I give, devise and bequeath all of my property, real and personal, including all of my lands, to my son, Carl W. Shaffer and my daughter, Ruth Shaffer Twigg, in equal shares, share and share alike."

The real estate of the decedent so devised is described as follows: all that parcel of land in Election District No. 3, Allegany County, Maryland, containing 98 acres, more or less.
`);
  assert.deepEqual(r.parties.filter((p) => p.role === 'heir').map((p) => p.canonical_name), ['Carl W. Shaffer', 'Ruth Shaffer Twigg']);
});

test('categories: a deed with no title is of its covenant\'s kind ("will warrant specially"); Ohio\'s "claiming by, through or under him, but against none other" is a special warranty; a "DEED OF RELEASE" that quitclaims land is a quitclaim deed, one of a deed of trust a lien\'s release; fiduciary and distribution deeds are `other` and pass the fee', async () => {
  const untitled = await extractResolved(`THIS DEED, Made this 4th day of April, in the year 1902, by and between ELMER K. BITTINGER and NORA BITTINGER, his wife, parties of the first part, and JOHN P. BROADWATER, party of the second part.

WITNESSETH: That in consideration of Three Hundred Dollars, the said parties of the first part do grant and convey unto the said party of the second part, his heirs and assigns, in fee simple, all that tract of land in Election District No. 2, Garrett County, Maryland, containing 84 acres, more or less.

AND the said parties of the first part hereby covenant that they will warrant specially the property hereby granted.
`);
  assert.equal(untitled.doc_category, 'special_warranty_deed');
  const ohio = await extractResolved(ohioDeed('Situated in the County of Holmes, State of Ohio: being a part of Lot 7, Quarter 2, Township 9, Range 7, U.S. Military Lands, and containing 40 acres, more or less.\n\nAnd the said Grantors will Warrant and Defend the same against all lawful claims of all persons claiming by, through or under them, but against none other.'));
  assert.equal(ohio.doc_category, 'special_warranty_deed');
  const release = (body: string) => `DEED OF RELEASE

THIS DEED, made this 3rd day of May, 2011, by and between Dale R. Friend and Wanda L. Friend, his wife, parties of the first part, and CHARLES E. SWAUGER, party of the second part.

WITNESSETH: ${body}
`;
  const land = await extractResolved(release('That in consideration of Ten Dollars, the said parties of the first part do hereby remise, release and forever quitclaim unto the said party of the second part, his heirs and assigns, in fee simple, all that tract of land in Election District No. 5, Garrett County, Maryland, containing 33 acres, more or less.'));
  assert.equal(land.doc_category, 'quitclaim_deed');
  const lien = await extractResolved(release('That whereas the parties of the first part, by a Deed of Trust dated March 2, 2001, secured a promissory note, and the same having been paid in full, the said party of the second part, as Trustee, does hereby release unto them the property described therein.'));
  assert.equal(lien.doc_category, 'other');
  const fiduciary = await extractResolved(`FIDUCIARY DEED

Ada M. Kline, Executrix of the Estate of Jonas E. Kline, deceased, Holmes County Probate Court Case No. 1958-E-0031, by the power conferred by the Last Will and Testament of said decedent, for Nine Thousand Dollars paid, grants, with fiduciary covenants, to Harvey D. Troyer, whose tax-mailing address is Route 1, Berlin, Ohio, the following real property:

Situated in the County of Holmes, State of Ohio: being a part of Lot 7, Quarter 2, Township 9, Range 7, U.S. Military Lands, and containing 40 acres, more or less.
`);
  assert.equal(fiduciary.doc_category, 'other');
  assert.equal(fiduciary.conveyance.conveys_fee, true);
  assert.deepEqual(fiduciary.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['grantor: Jonas E. Kline', 'grantee: Harvey D. Troyer']);
  const distribution = await extractResolved(`DEED OF DISTRIBUTION

THIS DEED OF DISTRIBUTION, made this 9th day of July, 1966, by Opal F. Sines, Personal Representative of the Estate of Harold B. Sines, late of Garrett County, deceased, Grantor, unto Harold B. Sines, Jr., Grantee: the said Personal Representative does grant and convey unto the said Grantee, in fee simple, Military Lot No. 3112 westward of Fort Cumberland, Garrett County, Maryland.
`);
  assert.equal(distribution.doc_category, 'other');
});

test('an exhibit\'s rows: a Military Lot in the county its own row names; tracts by metes and bounds that open a cell ("| 59 acres, part of ...") or follow a semicolon', async () => {
  const assignment = (rows: string) => `ASSIGNMENT AND BILL OF SALE

STATE OF MARYLAND
COUNTY OF ALLEGANY

THAT, Jason W. Friend, an individual, whose address is Cumberland, Maryland ("Assignor"), for Ten Dollars, does hereby ASSIGN, TRANSFER and CONVEY unto Savage River Gas Company, a Maryland corporation ("Assignee"), all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A".

EXHIBIT "A"

Lease No. | Lessor | Lessee | Lease Date | Lands
${rows}
`;
  // (the row before names another county)
  const military = await extractResolved(assignment(`001 | Doris L. Fike | Jason W. Friend | 04/19/1981 | Lands in Allegany County, Maryland, of record in Liber 2098, folio 510
002 | Gregory Broadwater | Jason W. Friend | 08/25/1981 | Military Lot No. 1179 westward of Fort Cumberland, Garrett County, Maryland, 50 acres`));
  assert.deepEqual(military.tracts.map(fields), [['MD', 'Garrett', null, null, null, null, '1179', 50]]);
  const bounded = await extractResolved(assignment(`001 | Doris L. Fike | Jason W. Friend | 04/19/1981 | 59 acres, part of "Friend's Delight," Election District No. 9, Allegany County, Maryland
002 | E. G. Maust | Jason W. Friend | 04/02/1981 | 99.75 acres, part of "Turkey Flight," Election District No. 1, Garrett County, Maryland; 139.68 acres, part of "Resurvey on Hickory Bottom," Election District No. 11, Garrett County, Maryland`));
  assert.deepEqual(bounded.tracts.map(fields), [['MD', 'Allegany', null, null, null, null, null, 59], ['MD', 'Garrett', null, null, null, null, null, 99.75], ['MD', 'Garrett', null, null, null, null, null, 139.68]]);
});

test('an exhibit\'s table whose rows cite instrument numbers is the description, not a clerk\'s stamp', async () => {
  const r = await extractResolved(`ASSIGNMENT AND BILL OF SALE

STATE OF OHIO
COUNTY OF KNOX

THAT, Wayne Endsley, an individual, whose address is Canton, Ohio ("Assignor"), for Ten Dollars, does hereby ASSIGN, TRANSFER and CONVEY unto Mohican Resources LLC, an Ohio limited liability company ("Assignee"), all of Assignor's right, title and interest in and to the leases described in Exhibit "A".

______________________________
WAYNE ENDSLEY

STATE OF OHIO
COUNTY OF KNOX, SS:

The foregoing instrument was acknowledged before me this 11th day of May, 2013, by Wayne Endsley.

EXHIBIT "A"
Attached to and made a part of that certain Assignment and Bill of Sale from Wayne Endsley to Mohican Resources LLC

Lease No. | Lessor | Lessee | Lease Date | Recording | Lands
001 | Gary Stroup | Wayne Endsley | 03/10/2012 | Instrument No. 201200003740 | 63.25 acres, Lot 25, Section 1, Township 5, Range 10, U.S.M.L., Knox County, Ohio
002 | Darrell Ischy | Wayne Endsley | 05/22/2012 | Instrument No. 201200005457 | 95.8 acres, Lot 29, Section 2, Township 7, Range 11, U.S.M.L., Knox County, Ohio
`);
  assert.deepEqual(r.tracts.map(fields), [['OH', 'Knox', '1', '5', '10', null, '25', 63.25], ['OH', 'Knox', '2', '7', '11', null, '29', 95.8]]);
});

test('platted lots in capitals: "Lots 10 and 11, Block 13, RYAN PLACE ADDITION", "Block 2, ORIGINAL TOWN OF CLEBURNE" (the same tract as in title case)', async () => {
  const deed = (land: string) => `WARRANTY DEED

THE STATE OF TEXAS   §
COUNTY OF TARRANT    §

That Homer L. Gholson, of Tarrant County, Texas, for Ten Dollars paid by Wanda J. Pruitt, has GRANTED, SOLD AND CONVEYED, and by these presents does GRANT, SELL AND CONVEY unto the said Wanda J. Pruitt the following described property:

${land}
`;
  const caps = await extractResolved(deed('Lots 10 and 11, Block 13, RYAN PLACE ADDITION, an Addition to the City of Fort Worth, Tarrant County, Texas, according to the plat recorded in Volume 117, Page 53, Plat Records, Tarrant County, Texas.'));
  assert.deepEqual(caps.tracts.map((t) => [t.state, t.county, t.block, t.lot, t.acres]), [['TX', 'Tarrant', '13', '10, 11', null]]);
  const title = await extractResolved(deed('Lots 10 and 11, Block 13, Ryan Place Addition, an Addition to the City of Fort Worth, Tarrant County, Texas.'));
  assert.equal(caps.tracts[0].tract_id, title.tracts[0].tract_id);
  const town = await extractResolved(deed('Lots 11 and 12, Block 2, ORIGINAL TOWN OF CLEBURNE, Johnson County, Texas, according to the map or plat thereof.'));
  assert.deepEqual(town.tracts.map((t) => [t.state, t.county, t.block, t.lot, t.acres]), [['TX', 'Johnson', '2', '11, 12', null]]);
});

test('a deed of trust to "A and B, Trustees, either of whom may act, for the benefit of C": the trustees take, the lender is `other`', async () => {
  const r = await extractResolved(`DEED OF TRUST

THIS DEED OF TRUST, made this 5th day of March, 1921, by and between Luther W. Coghill and Bessie Coghill, husband and wife, Grantors, and Samuel T. Brooks and Walter Pitts, Trustees, either of whom may act, for the benefit of Farmers Bank of Bowling Green, a Virginia corporation, Beneficiary.

WITNESSETH: That the Grantors do hereby grant and convey unto the said Trustees, in trust, with power of sale, all that tract of land lying in Port Royal District, Caroline County, Virginia, containing 74 acres, more or less.

IN TRUST to secure the payment of a certain promissory note of even date herewith.
`);
  assert.deepEqual(r.parties.map((p) => `${p.role}: ${p.canonical_name}`), ['grantor: Luther W. Coghill', 'grantor: Bessie Coghill', 'grantee: Samuel T. Brooks', 'grantee: Walter Pitts', 'other: Farmers Bank of Bowling Green']);
});

test('recording dates: a clerk\'s stamp whose date stands year first over "FILED AND RECORDED"; a Virginia clerk\'s certificate dated "In the Clerk\'s Office ..., the 9th day of May" that admits the deed to record after it; a "Filed:" line in a caption is no stamp', async () => {
  const deed = `WARRANTY DEED

Ruth A. Cobb, a widow, for and in consideration of Ten Dollars, does hereby grant and convey unto Leon P. Hagan the following described land in Hendry County, Florida: the NE/4 of Section 9, Township 44 South, Range 30 East, containing 160 acres, more or less.

Dated the 14th day of March, 1961.

                                        RUTH A. COBB
`;
  const stamp = await extractResolved(`${deed}
1961 APR  3   2:07 PM
FILED AND RECORDED
O.R. BOOK 41 PAGE 233
CLERK OF CIRCUIT COURT
`);
  assert.equal(stamp.dates.execution_date, '1961-03-14');
  assert.equal(stamp.dates.recording_date, '1961-04-03');
  const virginia = await extractResolved(`${deed}
VIRGINIA: In the Clerk's Office of the Circuit Court of Essex County, the 9th day of May, 1961. This deed was this day presented, and with the certificate of acknowledgment annexed, admitted to record at 10:15 A.M.

                                        Teste: Harold W. Saunders, Clerk
`);
  assert.equal(virginia.dates.recording_date, '1961-05-09');
  assert.equal(virginia.dates.governing_date, '1961-03-14');
  const caption = await extractResolved(`WARRANTY DEED
Grantor: Ruth A. Cobb, a widow
Grantee: Leon P. Hagan
Dated: the fourteenth day of March, A.D. nineteen hundred and sixty-one
Filed: (see below)
Conveys: NE/4 Sec. 9-44S-30E, Hendry County, Florida, 160 acres

RUTH A. COBB
`);
  assert.equal(caption.dates.execution_date, '1961-03-14');
  assert.equal(caption.dates.recording_date, null);
  const alone = await extractResolved(deed.replace('Dated the 14th day of March, 1961.', 'March 14, 1961\nFiled: April 3, 1961, Book 41, page 233'));
  assert.equal(alone.dates.execution_date, '1961-03-14');
  assert.equal(alone.dates.recording_date, '1961-04-03');
});

test('a grantor named first, the consideration between the name and the words of grant: "A, a widow, for and in consideration of Ten Dollars ($10.00), does hereby grant and convey unto B"; a sentence that opens with the consideration names its grantors after it', async () => {
  const land = 'the NE/4 of Section 9, Township 44 South, Range 30 East, Hendry County, Florida.';
  const first = await extractResolved(`WARRANTY DEED\n\nRuth A. Cobb, a widow, for and in consideration of Ten Dollars ($10.00), does hereby grant and convey unto Leon P. Hagan ${land}\n`);
  assert.deepEqual(first.parties.map((p) => [p.canonical_name, p.role]), [['Ruth A. Cobb', 'grantor'], ['Leon P. Hagan', 'grantee']]);
  const opening = await extractResolved(`PARTITION DEED\n\nWHEREAS, Ruth Cobb and Leon Hagan own the lands below as tenants in common;\n\nNOW, THEREFORE, in consideration of the premises and of the mutual conveyances herein made, Ruth Cobb and Walter Cobb, husband and wife do hereby remise, release and quitclaim unto Leon Hagan all their interest in Tract One; and Leon Hagan and Ida Hagan, his wife do hereby remise, release and quitclaim unto Ruth Cobb all their interest in Tract Two.\n\nTract One: ${land}\n`);
  // (a deed of partition: each clause's own grantors, those before its "do hereby")
  assert.deepEqual(opening.parties.filter((p) => p.role === 'grantor').map((p) => p.canonical_name), ['Ruth Cobb', 'Walter Cobb', 'Leon Hagan', 'Ida Hagan']);
});
