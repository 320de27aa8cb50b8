// Parties in the forms held-out set B showed the rules missing (instruments of my own, worded like
// modern Texas forms, not copied from B): form headings "LESSOR: name" on a paid-up lease, index
// order in capitals inside a list ("CRANDALL, MAE, dealing in her sole and separate property"),
// trustees of a named trust with the trust's date ("u/a/d 2/9/1991", "under agreement dated ..."),
// an address without a state or ZIP before the label in brackets, and a probate order that names
// the devisees after the land and the executor it appoints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ocrClean } from '../../src/documents/extract/text.js';
import { extractResolved } from '../helpers/extract.js';

async function parties(text: string): Promise<string[]> {
  return (await extractResolved(text)).parties.map((p) => `${p.canonical_name}/${p.role}`).sort();
}

test('a paid-up lease whose parties are form headings "LESSOR:  name" above the grant (not its signature captions)', async () => {
  const text = `OIL AND GAS LEASE (PAID-UP)

This Oil and Gas Lease is entered into as of March 3, 2004 by and between:

LESSOR:  Henrietta Q. Vasquez
LESSEE:  Red Mesa Energy, L.L.C.

Lessor, for and in consideration of Ten Dollars, hereby grants, leases and lets unto Lessee the following land in Crane County, Texas: Section 14, Block 31, H&TC RR Co. Survey, Abstract No. 877, Crane County, Texas, 640 acres.

LESSOR:
_______________________
Henrietta Q. Vasquez

ACKNOWLEDGMENT
State of Texas
County of Crane
This instrument was acknowledged before me on March 3, 2004 by Henrietta Q. Vasquez.
`;
  assert.deepEqual(await parties(text), ['Henrietta Q. Vasquez/lessor', 'Red Mesa Energy, L.L.C./lessee']);
});

test('index order in capitals inside a list of lessors, and "dealing in her sole and separate property" without "a married woman"', async () => {
  const text = `OIL, GAS AND MINERAL LEASE

THIS AGREEMENT made this 9th day of May, 1979, between Otis W. Crandall, dealing in his sole and separate property; CRANDALL, MAE, dealing in her sole and separate property; and FERRIS, JOHN T., JR., a single man, Lessor (whether one or more), and Basin Crest Oil Company, Lessee, WITNESSETH:

1. Lessor, in consideration of Ten Dollars, hereby grants, leases and lets exclusively unto Lessee the following described land in Ward County, Texas, to-wit: Section 3, Block 17, T&P RR Co. Survey, Abstract No. 1203, Ward County, Texas.

_______________________
Otis W. Crandall
`;
  assert.deepEqual(await parties(text), ['Basin Crest Oil Company/lessee', 'John T. Ferris, Jr./lessor', 'Mae Crandall/lessor', 'Otis W. Crandall/lessor']);
});

test('a trustee of a named trust is a party under the label that follows, not "Trustee" taken for the deed of trust\'s', async () => {
  const lease = `OIL, GAS AND MINERAL LEASE

THIS AGREEMENT made this 2nd day of June, 1993, between Amos P. Kettle, Trustee of the Kettle Grandchildren's Trust u/a/d 2/9/1991, Lessor (whether one or more), and Sable Draw Resources, L.P., Lessee, WITNESSETH:

1. Lessor, in consideration of Ten Dollars, hereby grants, leases and lets exclusively unto Lessee the following described land in Loving County, Texas, to-wit: Section 40, Block 1, W&NW RR Co. Survey, Abstract No. 35, Loving County, Texas.
`;
  assert.deepEqual(await parties(lease), ['Amos P. Kettle/lessor', 'Sable Draw Resources, L.P./lessee']);
  const deed = `SPECIAL WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That Walter Bing and Ruth Bing, Co-Trustees of the Bing Living Trust dated March 3, 1999, hereinafter called Grantors, for Ten Dollars paid, do hereby grant, sell and convey unto Rosalind K. Dietz, as Successor Trustee of the Dietz Family Trust under agreement dated June 4, 1996, hereinafter called Grantee, the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas.
`;
  assert.deepEqual(await parties(deed), ['Rosalind K. Dietz/grantee', 'Ruth Bing/grantor', 'Walter Bing/grantor']);
});

test('a company whose address has neither state nor ZIP before its label in brackets', async () => {
  const text = `MINERAL DEED

This Mineral Deed is made April 1, 2011, by and between Ada M. Lund, a widow ("Grantor") and Tri-County Minerals, LLC, whose address is 500 W. Texas Ave., Suite 9, Midland ("Grantee").

1. Conveyance. For Ten Dollars, Grantor grants, bargains, sells and conveys to Grantee an undivided one-half interest in the oil, gas and other minerals under Section 7, Block 40, T-2-S, T&P RR Co. Survey, Abstract No. 55, Midland County, Texas.
`;
  assert.deepEqual(await parties(text), ['Ada M. Lund/grantor', 'Tri-County Minerals, LLC/grantee']);
});

test('a probate order: the devisees named after the land (its own periods inside), the executor appointed is other, the applicant alone is no party', async () => {
  const text = `CAUSE NO. 4417

IN THE ESTATE OF OSCAR T. LINDQUIST, DECEASED     IN THE COUNTY COURT OF ECTOR COUNTY, TEXAS

ORDER ADMITTING WILL TO PROBATE

On March 2, 1981, the Court heard the application of Hilda Lindquist for the probate of the Last Will and Testament of Oscar T. Lindquist, Deceased. The Court finds that the Decedent died on May 5, 1980, and that the will gives and devises all of the Decedent's property, including the S/2 of Section No. Nine (9), Block No. 44, T. & P. Ry. Co. Survey, A-1021, Ector County, Texas, to Hilda Lindquist, Carl J. Lindquist and Greta Lindquist Moe.

IT IS ORDERED that the will is admitted to probate and that Permian National Bank is appointed Independent Executor of the Estate.

SIGNED March 2, 1981.
`;
  assert.deepEqual(await parties(text), ['Carl J. Lindquist/heir', 'Greta Lindquist Moe/heir', 'Hilda Lindquist/heir', 'Oscar T. Lindquist/decedent', 'Permian National Bank/other']);
});

test('"the undersigned, hereinafter called Grantor": the grantors are who signed, a person in index order and a company above its "By:" line (not its officer)', async () => {
  const text = `QUITCLAIM DEED

For Ten Dollars cash in hand paid, the undersigned, hereinafter called Grantor, does hereby remise, release and quitclaim unto Ellis J. Tatum, Jr. of Ector County, Texas, hereinafter called Grantee, all that certain land described as follows: the E/2 of Section 22, Block 42, T-1-S, T&P RR Co. Survey, Abstract No. 601, Ector County, Texas.

To have and to hold unto Grantee forever, without warranty of any kind.
MESQUITE FLATS ROYALTY, LIMITED

By: _______________________
    Homer Quill, President

_______________________
HOLLIS, VERA

ACKNOWLEDGMENT
State of Texas
County of Ector
This instrument was acknowledged before me on 3/4/82 by Homer Quill, President of Mesquite Flats Royalty, Limited, and by HOLLIS, VERA.
`;
  assert.deepEqual(await parties(text), ['Ellis J. Tatum, Jr./grantee', 'Mesquite Flats Royalty, Limited/grantor', 'Vera Hollis/grantor']);
});

test('names in capitals: a heading "Grantor: P. G. SLAUGHTER" above "Grantor\'s Mailing Address", "Jesse Vann, III" (no index order), index order before "of X County" and at a sentence\'s end', async () => {
  const form = `SPECIAL WARRANTY DEED

Date: June 1, 1990

Grantor: R. D. PELL
Grantor's Mailing Address: 40 County Road 12, Odessa, Texas

Grantee: Jesse Vann, III and wife, Lola Vann

Consideration: Ten Dollars.

Property: NW/4 of Section 5, Block 11, H&TC RR Co. Survey, Abstract No. 1500, Upton County, Texas.

Grantor, for the Consideration, grants, sells and conveys to Grantee the Property.
`;
  assert.deepEqual(await parties(form), ['Jesse Vann, III/grantee', 'Lola Vann/grantee', 'R. D. Pell/grantor']);
  const deed = `WARRANTY DEED

THAT Sam Ortiz, a single man (hereinafter called "Grantor"), for Ten Dollars paid by QUINTANA, ROSA of Reeves County, Texas (hereinafter called "Grantee"), has granted, sold and conveyed unto Grantee the SE/4 of Section 9, Block 56, T-2-S, T&P RR Co. Survey, Abstract No. 88, Reeves County, Texas.
`;
  assert.deepEqual(await parties(deed), ['Rosa Quintana/grantee', 'Sam Ortiz/grantor']);
  const probate = `ORDER ADMITTING WILL TO PROBATE

IN THE ESTATE OF HOLT, ADAM, SR., DECEASED

On May 2, 1977 the Court finds that the Decedent died on June 9, 1976, and that the will devises all of the Decedent's property, including the N/2 of Section 31, Block 7, H&GN RR Co. Survey, A-1414, Ward County, Texas, to HOLT, ADAM, JR., HOLT, RUTH M., HOLT, EARL.

SIGNED May 2, 1977.
`;
  assert.deepEqual(await parties(probate), ['Adam Holt, Jr./heir', 'Adam Holt, Sr./decedent', 'Earl Holt/heir', 'Ruth M. Holt/heir']);
});

test('an easement whose labels stand in quotes without brackets: \'X, dealing in ..., "Grantor", for ... grants to Y, "Grantee"\'', async () => {
  const text = `PIPELINE RIGHT-OF-WAY

BARLOW, EDNA, a widow; and Cyrus T. Barlow, a single man, "Grantor", for Ten Dollars paid, grants to Trans-Pecos Gathering Company, "Grantee", a right-of-way thirty (30) feet wide for one pipeline across the S/2 of Section 18, Block 34, T-3-S, T&P RR Co. Survey, Abstract No. 12, Pecos County, Texas.
`;
  assert.deepEqual(await parties(text), ['Cyrus T. Barlow/grantor', 'Edna Barlow/grantor', 'Trans-Pecos Gathering Company/grantee']);
});

test('who acts, named right before "does hereby release" / "hereby designates": the releasing lessee after "NOW, THEREFORE,", the company designating a unit (other)', async () => {
  const release = `RELEASE OF OIL AND GAS LEASE

WHEREAS, by instrument dated May 1, 1995, Ona Fitch, as Lessor, executed an oil and gas lease covering the land hereinafter described, and said lease is now owned by Gray Mule Operating, L.L.C.; and

NOW, THEREFORE, Gray Mule Operating, L.L.C. does hereby release and surrender all of its right, title and interest in said lease insofar as it covers the W/2 of Section 6, Block 27, H&TC RR Co. Survey, Abstract No. 310, Reagan County, Texas.
`;
  assert.deepEqual(await parties(release), ['Gray Mule Operating, L.L.C./lessee', 'Ona Fitch/lessor']);
  const unit = `DESIGNATION OF POOLED UNIT

Ranger Draw Petroleum Corporation, as operator of the oil and gas leases covering the lands described below, acting under the pooling clauses of said leases, hereby designates a pooled unit of 640 acres, comprising among other lands the N/2 of Section 30, Block 9, H&GN RR Co. Survey, Abstract No. 777, Reagan County, Texas.
`;
  assert.deepEqual(await parties(unit), ['Ranger Draw Petroleum Corporation/other']);
});

test('a federal patent: "full payment has been made by X" names the patentee; the United States "has given and granted" makes it a patent', async () => {
  const text = `THE UNITED STATES OF AMERICA,
To all to whom these presents shall come, Greeting:

WHEREAS, there has been deposited in the General Land Office a Certificate of the Register of the Land Office at Roswell, whereby it appears that full payment has been made by Anson Q. Purdy, for the SE/4 of Section 12, Township 17 South, Range 30 East, N.M.P.M., Eddy County, New Mexico;

NOW KNOW YE, That the United States of America, in consideration of the premises, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND GRANT, unto the said claimant and to the heirs of the said claimant, the tract above described.

Given under my hand, at the City of Washington, the 3rd day of May, 1901.
`;
  assert.deepEqual(await parties(text), ['Anson Q. Purdy/grantee', 'United States of America/grantor']);
  assert.equal((await extractResolved(text)).doc_category, 'patent');
});

test('a release reciting "instrument dated the 2nd day of May, A.D. 1981, X Company, as Lessor": the date is no part of the lessor\'s name', async () => {
  for (const dated of ['the 2nd day of May, 1981', 'the 2nd day of May, A.D. 1981']) {
    const text = `RELEASE OF OIL AND GAS LEASE

WHEREAS, by instrument dated ${dated}, Horned Toad Royalty Partners, Limited, as Lessor, executed an oil and gas lease covering the land hereinafter described, and said lease is now owned by Tule Lake Energy, Inc.; and

NOW, THEREFORE, Tule Lake Energy, Inc. does hereby release and surrender said lease insofar as it covers the SW/4 of Section 2, Block 45, T-1-S, T&P RR Co. Survey, Abstract No. 90, Midland County, Texas.
`;
    assert.deepEqual(await parties(text), ['Horned Toad Royalty Partners, Limited/lessor', 'Tule Lake Energy, Inc./lessee']);
  }
});

test('a probate order naming its executor in index order right before "is appointed"', async () => {
  const text = `ORDER ADMITTING WILL TO PROBATE

IN THE ESTATE OF NOEL K. FARR, DECEASED

On June 3, 1966, the Court finds that the Decedent died on May 1, 1965, and that the will devises all of his property, including the NE/4 of Section 7, Block 2, H&TC RR Co. Survey, A-55, Upton County, Texas, to Ida Farr.

IT IS ORDERED that the will is admitted to probate and that FARR, IDA M. is appointed Independent Executrix of the Estate.
`;
  assert.deepEqual(await parties(text), ['Ida Farr/heir', 'Ida M. Farr/other', 'Noel K. Farr/decedent']);
});

test('OCR damage in the jurat\'s words: "personally appearcd X, who, being by me first duly sworn" still names the affiant (other)', async () => {
  const text = `AFFIDAVIT OF HEIRSHIP

STATE OF TEXAS
COUNTY OF WARD

Before me, the undersigned authority, on this day personally appearcd Opal Finch, who, being by me first duly sworn, upon oath states:

1. I knew Amos Finch ("Decedent") for 30 years. Decedent died intestate on 4/2/1970.
2. Decedent's heirs at law are: Roy Finch; Ida Finch Lowe.
3. At death Decedent owned an interest in the N/2 of Section 8, Block 17, T&P RR Co. Survey, Abstract No. 66, Ward County, Texas.

SUBSCRIBED AND SWORN TO before me on 9/1/1971.
`;
  assert.deepEqual(await parties(text), ['Amos Finch/decedent', 'Ida Finch Lowe/heir', 'Opal Finch/other', 'Roy Finch/heir']);
});

test('neighbours: devisees "unto his wife, X, and his son, Y" with Letters Testamentary issued to X; a releasing owner named with ", the present owner and holder of said lease, does hereby release" after a recital running to the blank line', async () => {
  const probate = `ORDER ADMITTING WILL TO PROBATE

IN THE ESTATE OF SAM ROE, DECEASED

On May 2, 1977 came on to be heard the application of Mary Roe. The Court finds that Sam Roe died on June 9, 1976 and that by his will he devised and bequeathed all of his property, including the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas, unto his wife, Mary Roe, and his son, Tom Roe.

IT IS ORDERED that Letters Testamentary be issued to Mary Roe, who is appointed Independent Executrix.
`;
  assert.deepEqual(await parties(probate), ['Mary Roe/heir', 'Mary Roe/other', 'Sam Roe/decedent', 'Tom Roe/heir']);
  const release = `RELEASE OF OIL AND GAS LEASE

WHEREAS, by lease dated May 1, 1995, Ona Fitch, as Lessor, leased to Ajax Oil Company, as Lessee, the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas; and

NOW, THEREFORE, Gray Mule Operating, L.L.C., the present owner and holder of said lease, does hereby release and surrender said lease in its entirety.
`;
  assert.deepEqual(await parties(release), ['Gray Mule Operating, L.L.C./lessee', 'Ona Fitch/lessor']);
});

test('a clerk\'s certificate misread by OCR above the instrument ("I hereby ccrtify that this instrument was FILED ...") is still the recording stamp, not the body', async () => {
  const text = `I hereby ccrtify that this instrument was FILED on the date and at the time stamped hereon by me and was duly RECORDED in the Official Public Records of Ward County, TX, on 9/13/71 as Instrument No. 1971-0577.

AFFIDAVIT OF HEIRSHIP

STATE OF TEXAS
COUNTY OF WARD

Before me, the undersigned authority, on this day personally appeared Opal Finch, who, being by me first duly sworn, upon oath states:

1. I knew Amos Finch ("Decedent") for 30 years. Decedent died intestate on 4/2/1970.
2. Decedent's heirs at law are: Roy Finch; Ida Finch Lowe.
3. At death Decedent owned an interest in the N/2 of Section 8, Block 17, T&P RR Co. Survey, Abstract No. 66, Ward County, Texas.

SUBSCRIBED AND SWORN TO before me on 9/1/1971.
`;
  assert.deepEqual(await parties(text), ['Amos Finch/decedent', 'Ida Finch Lowe/heir', 'Opal Finch/other', 'Roy Finch/heir']);
});

test('a middle initial read as a figure ("Linda 5. Tate", "Ruth 0. Vance") is the letter, in a list of grantors; "Lot 5. Block 2" stays a number', async () => {
  const text = `MINERAL DEED

This Mineral Deed is made 25 June 1962, by and between K. H. Tate, III, a single man; Linda 5. Tate; Ruth 0. Vance; and TATE, N. L. ("Grantor") and Tascosa Petroleum Corporation ("Grantee").

1. Conveyance. For Ten Dollars, Grantor grants, bargains, sells and conveys to Grantee an undivided one-half interest in the oil, gas and other minerals under Section 20, Block 8, T&P RR Co. Survey, Abstract No. 404, Ector County, Texas.
`;
  assert.deepEqual(await parties(text), ['K. H. Tate, III/grantor', 'Linda S. Tate/grantor', 'N. L. Tate/grantor', 'Ruth O. Vance/grantor', 'Tascosa Petroleum Corporation/grantee']);
  assert.equal(ocrClean('Lot 5. Block 2 of the Original Town; Exhibit 1. The land'), 'Lot 5. Block 2 of the Original Town; Exhibit 1. The land');
});

test('OCR figures in company names: "unto 5andhil1s Royalty Partners, Limited" (a figure opening the word is its capital), "That Caprock Oil C0., hereinafter called Assignor"', async () => {
  assert.equal(ocrClean('unto 5andhil1s Royalty Partners; the 0akwood Trust'), 'unto Sandhills Royalty Partners; the Oakwood Trust');
  const text = `ASSIGNMENT OF OIL AND GAS LEASE

KNOW ALL MEN BY THESE PRESENTS: That Caprock Oil C0., hereinafter called Assignor, for Ten Dollars, does hereby sell, assign, transfer and set over unto 5andhil1s Royalty Partners, Limited, hereinafter called Assignee, all of its right, title and interest in the oil and gas lease covering the W/2 of Section 36, Block C-4, T&P RR Co. Survey, A-527, Ector County, Texas.
`;
  assert.deepEqual(await parties(text), ['Caprock Oil Co./assignor', 'Sandhills Royalty Partners, Limited/assignee']);
});

test('a trustee conveying to herself in her own right is two parties, grantor (as trustee) and grantee', async () => {
  const text = `WARRANTY DEED

Date: April 9, 1980

Grantor: Edna P. Loy, Trustee of the Edna P. Loy Revocable Trust
Grantee: Edna P. Loy, a single woman

Consideration: Ten Dollars.

Property: the SE/4 of Section 3, Block 9, H&TC RR Co. Survey, Abstract No. 707, Crane County, Texas.

Grantor, for the Consideration, grants, sells and conveys to Grantee the Property.
`;
  assert.deepEqual(await parties(text), ['Edna P. Loy/grantee', 'Edna P. Loy/grantor']);
});

test("names with a c after a vowel and before a consonant are left as written ('Acme', 'Macdonald', 'Jacques', 'Kaczmarek'); 'Pcmberton' is still repaired", async () => {
  const text = `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That Paul Jacques, Ann Kaczmarek and Ian Macdonald, hereinafter called Grantors, for Ten Dollars paid, do hereby grant, sell and convey unto Acme Land Company, hereinafter called Grantee, the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas.
`;
  assert.deepEqual(await parties(text), ['Acme Land Company/grantee', 'Ann Kaczmarek/grantor', 'Ian Macdonald/grantor', 'Paul Jacques/grantor']);
  assert.deepEqual(await parties(text.replace('Paul Jacques', 'Paul Pcmberton')), ['Acme Land Company/grantee', 'Ann Kaczmarek/grantor', 'Ian Macdonald/grantor', 'Paul Pemberton/grantor']);
});

test('who acts for a company is no party ("acting by and through its duly authorized Vice President, John Roe", "by its general partner, XYZ GP, LLC"); "WE, A AND B," in capitals; an heir\'s other name after a/k/a is no second heir (the affiant, his widow, is an heir too)', async () => {
  const land = 'the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas';
  assert.deepEqual(
    await parties(`ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That Acme Oil Company, a Texas corporation, acting by and through its duly authorized Vice President, John Roe, hereinafter called Assignor, for Ten Dollars, does hereby sell, assign, transfer and set over unto Beta Energy, LLC, hereinafter called Assignee, the lease covering ${land}.\n`),
    ['Acme Oil Company/assignor', 'Beta Energy, LLC/assignee'],
  );
  assert.deepEqual(
    await parties(`ASSIGNMENT OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That Rio Bravo Oil & Gas, L.P., a Texas limited partnership, by its general partner, Rio Bravo GP, LLC, hereinafter called Assignor, for Ten Dollars, does hereby sell, assign, transfer and set over unto Beta Energy, LLC, hereinafter called Assignee, the lease covering ${land}.\n`),
    ['Beta Energy, LLC/assignee', 'Rio Bravo Oil & Gas, L.P./assignor'],
  );
  assert.deepEqual(await parties(`WARRANTY DEED\n\nWE, JOHN SMITH AND MARY SMITH, husband and wife, for Ten Dollars paid, do hereby grant, sell and convey unto AMY POE ${land}.\n`), ['Amy Poe/grantee', 'John Smith/grantor', 'Mary Smith/grantor']);
  assert.deepEqual(
    await parties(`AFFIDAVIT OF HEIRSHIP\n\nBefore me personally appeared Opal Finch, who being duly sworn states: I knew Amos Finch, deceased, who died intestate on 4/2/1970. His heirs at law are: Roy Finch, a son; Ida Finch Lowe a/k/a Ida F. Lowe, a daughter; and Opal Finch, his widow.\nAt death he owned ${land}.\n`),
    ['Amos Finch/decedent', 'Ida Finch Lowe/heir', 'Opal Finch/heir', 'Opal Finch/other', 'Roy Finch/heir'],
  );
});

test('affidavits of heirship set out otherwise: the decedent named before ("Decedent"), heirs in a numbered list under "his heirs are:", the affiant who is also an heir; a surname with particles ("Juan de la Cruz")', async () => {
  const land = 'the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas';
  assert.deepEqual(
    await parties(`AFFIDAVIT OF HEIRSHIP\n\nBefore me, the undersigned authority, personally appeared Opal Finch, who being duly sworn states:\n\nAmos Finch ("Decedent") died intestate on April 2, 1970. The following are the sole heirs at law of the Decedent:\n(a) Roy Finch, son;\n(b) Ida Lowe, daughter;\n(c) Opal Finch, surviving wife.\n\nAt death Decedent owned ${land}.\n\nSworn to before me on May 3, 1971.\n`),
    ['Amos Finch/decedent', 'Ida Lowe/heir', 'Opal Finch/heir', 'Opal Finch/other', 'Roy Finch/heir'],
  );
  assert.deepEqual(
    await parties(`AFFIDAVIT OF HEIRSHIP\n\nBefore me, the undersigned authority, personally appeared Opal Finch, who being duly sworn states that Amos Finch died on April 2, 1970, and that his heirs are:\n   1. Roy Finch (son)\n   2. Ida Lowe (daughter)\n\nAt death Decedent owned ${land}.\n\nSworn to before me on May 3, 1971.\n`),
    ['Amos Finch/decedent', 'Ida Lowe/heir', 'Opal Finch/other', 'Roy Finch/heir'],
  );
  assert.deepEqual(
    await parties(`WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That Patrick O'Brien and Juan de la Cruz, hereinafter called Grantors, for Ten Dollars paid, do hereby grant, sell and convey unto Pieter van der Berg, hereinafter called Grantee, ${land}.\n`),
    ['Juan de la Cruz/grantor', "Patrick O'Brien/grantor", 'Pieter van der Berg/grantee'],
  );
});

test('signers read from their own line when the layout lost its blank lines ("W. L. Ogletree" above "ACKNOWLEDGMENT")', async () => {
  const text = `WARRANTY DEED
For Ten Dollars, the undersigned, hereinafter called Grantor, does hereby grant, sell and convey unto H. B. Lott, hereinafter called Grantee, the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas.
_______________________
Billy Ogle
_______________________
W. L. Ogle
ACKNOWLEDGMENT
This instrument was acknowledged before me on 10/04/1964 by Billy Ogle and W. L. Ogle.
`;
  assert.deepEqual(await parties(text), ['Billy Ogle/grantor', 'H. B. Lott/grantee', 'W. L. Ogle/grantor']);
});

test("an abstract's caption whose layout lost its blank lines: the grantors' block starts at the first line that runs to the TO", async () => {
  const text = `No. 12.
WARRANTY DEED
Ada L. Pruitt, a widow, of Logan County, Oklahoma; and Jesse Pruitt and Mae Pruitt, his wife
TO
Otto Brandvold, a single man
Dated 3/2/24. Filed 3/9/24.
Conveys: SW/4 of Sec. 9, T16N, R3W, Logan County, Okla., 160 acres.
`;
  assert.deepEqual(await parties(text), ['Ada L. Pruitt/grantor', 'Jesse Pruitt/grantor', 'Mae Pruitt/grantor', 'Otto Brandvold/grantee']);
});

test('heirs listed in a decree whose layout lost its blank lines end at "IT IS THEREFORE ORDERED" (no heir "It Is", none from the land\'s "Sixth Principal Meridian")', async () => {
  const text = `DECREE DETERMINING HEIRSHIP
IN THE MATTER OF THE ESTATE OF JOS. D. HOLT, DECEASED
Now on this 3rd day of May, 1931, the Court finds that Jos. D. Holt died intestate on the 2nd day of January, 1930.
That the heirs at law of said decedent are: Lela E. Holt, widow;
Wilbur H. Holt, son.
IT IS THEREFORE ORDERED, ADJUDGED AND DECREED by the Court that the following described real property, situated in Garvin County, Oklahoma, to-wit: the NE/4 of Section 25, Township 1 North, Range 2 West of the Indian Meridian, be assigned to said heirs.
`;
  assert.deepEqual(await parties(text), ['Jos. D. Holt/decedent', 'Lela E. Holt/heir', 'Wilbur H. Holt/heir']);
});

test('a venue\'s county is no part of the affiant\'s name on the next line ("COUNTY OF KINGFISHER\\nGEORGE A. PFEIFFER, of lawful age")', async () => {
  const text = `PROOF OF HEIRSHIP
STATE OF OKLAHOMA    )
) ss.
COUNTY OF KINGFISHER
GEORGE A. PFEIFFER, of lawful age, being first duly sworn, upon oath deposes and says:
That affiant was well acquainted with WALTER GASKILL, deceased, who died intestate on September 1, 1931, and that his heirs at law are Ella Gaskill, his widow, and Roy Gaskill, his son.
That at his death the decedent owned the NE/4 of Section 25, Township 16 North, Range 7 West, Kingfisher County, Oklahoma.
`;
  assert.deepEqual(await parties(text), ['Ella Gaskill/heir', 'George A. Pfeiffer/other', 'Roy Gaskill/heir', 'Walter Gaskill/decedent']);
});

test('an abstract\'s caption whose "TO" line OCR read as "T0"', async () => {
  const text = `No. 53.
Warranty Deed
Lester O. Crane and Margaret E. Crane, his wife
T0
Jesse Halvor, of Kingfisher County, Oklahoma
Dated June 14, 1912. Filed June 21, 1912.
Conveys: E 1/2 of Section 30, Township 17 North, Range 7 West of the Indian Meridian, Kingfisher County, Okla.
`;
  assert.deepEqual(await parties(text), ['Jesse Halvor/grantee', 'Lester O. Crane/grantor', 'Margaret E. Crane/grantor']);
});

test('OCR damage in an affiant\'s words: "of lawful agc, bcing first duly sworn" still names the affiant, "acqualnted with X" the decedent', async () => {
  const text = `AFFIDAVIT OF HEIRSHIP
COUNTY OF GARVIN
M. B. Ison, of lawful agc, bcing first duly sworn, upon oath deposes and says:
That affiant was well acqualnted with Virgil O. Neff for more than thirty years prior to his death;
That the said decedent died intestate on September 12th, 1900, and left surviving as his sole and only heirs at law the following persons: Ada Neff, his daughter.
`;
  assert.deepEqual(await parties(text), ['Ada Neff/heir', 'M. B. Ison/other', 'Virgil O. Neff/decedent']);
});

test('a recording stamp "FILED F0R RECORD" (OCR\'s zero) above an affidavit is still the stamp, so the affidavit\'s parties are read', async () => {
  const text = `FILED F0R RECORD 7/24/63 at 9:32 o'clock A.M.
Recorded in Vol. 448, Page 148, Official Public Records of Ector County, TX.
JERNIGAN, County Clerk   By ________ Deputy

AFFIDAVIT OF HEIRSHIP

STATE OF TEXAS
COUNTY OF ECTOR

Before me, the undersigned authority, on this day personally appeared Dan L. Rentz, who, being by me first duly sworn, upon oath states:

1. I knew Don Ogle ("Decedent") for 21 years. Decedent died intestate on March 12th, 1962.
2. Decedent's heirs at law are: Mary Ogle.
3. At death Decedent owned an interest in the NE/4 of Section 16, Block 40, H&TC RR Co. Survey, A-1675, Ector County, Texas.

SUBSCRIBED AND SWORN TO before me on July 2nd, 1963.
`;
  assert.deepEqual(await parties(text), ['Dan L. Rentz/other', 'Don Ogle/decedent', 'Mary Ogle/heir']);
});
