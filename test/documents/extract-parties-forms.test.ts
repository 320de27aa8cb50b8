// Parties in forms the rules were first not written for (instruments of my own, worded like the
// abstracts and county forms of the held-out set A): an abstract's caption "A and wife, B\n TO\n C",
// a grantor named only under the signature line of "That the undersigned, ...", the label in
// brackets "(Grantors)", "..., of the second part" without "party", "the undersigned NAME hereby sells".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

async function parties(text: string): Promise<string[]> {
  return (await extractResolved(text)).parties.map((p) => `${p.canonical_name}/${p.role}`).sort();
}

test("an abstract's caption: grantors, a line TO alone, grantees", async () => {
  const text = `No. 17.
QUIT CLAIM DEED

HOMER B. WELLS and wife, ETTA M. WELLS, of Logan County,
Oklahoma; and R. J. Dunlap, a widower
     TO
Clarence O. Fenwick, a single man

Dated 3/2/24. Filed 3/9/24.
Recorded in Book 61, Page 18.
Consideration $1.00.

Conveys: SW/4 of Sec. 9, T16N, R3W, Logan County, Okla., 160 acres.

Signed by: Homer B. Wells, Etta M. Wells, R. J. Dunlap.
`;
  assert.deepEqual(await parties(text), ['Clarence O. Fenwick/grantee', 'Etta M. Wells/grantor', 'Homer B. Wells/grantor', 'R. J. Dunlap/grantor']);
});

test('"That the undersigned, ...": the grantor is the name under the signature line, not the notary', async () => {
  const text = `WARRANTY DEED
KNOW ALL MEN BY THESE PRESENTS:
That the undersigned, for and in consideration of Ten Dollars ($10.00), cash in hand paid, do hereby grant, bargain, sell and convey unto OTTO F. BRANDVOLD, of Logan County, Oklahoma, the following described real property, to-wit:
     NE/4 of Sec. 4, Twp. 15 N., Rge. 2 W., Logan County, Okla.
TO HAVE AND TO HOLD the same unto the said grantee, his heirs and assigns forever.
Dated May 3rd, 1921.

_________________________
ROSCOE T. MERRIWEATHER

ACKNOWLEDGMENT
On May 3rd, 1921 before me personally appeared ROSCOE T. MERRIWEATHER, a single man.
_________________________
Lydia K. Farnsworth
Notary Public
`;
  assert.deepEqual(await parties(text), ['Otto F. Brandvold/grantee', 'Roscoe T. Merriweather/grantor']);
});

test('the label in brackets without quotes: "by A and B, his wife (Grantors) unto C (Grantee)"', async () => {
  const text = `WARRANTY DEED
The following described land and premises:
     SE/4 of Sec. 11, T14N, R4W, Logan County, Okla., containing 160 acres.
is hereby granted, bargained, sold and conveyed by Luther M. Oakes and Ida B.
Oakes, his wife (Grantors) unto Severin Haugland (Grantee), for and in consideration of $800.00.
`;
  assert.deepEqual(await parties(text), ['Ida B. Oakes/grantor', 'Luther M. Oakes/grantor', 'Severin Haugland/grantee']);
});

test('"between A and B, his wife, of the first part, and C, of the second part"', async () => {
  const text = `WARRANTY DEED
THIS INDENTURE, Made this 3rd day of June, 1912, between Amos R. Tuttle and Nettie Tuttle, his wife, of the first part, and Lorenzo P. Gage, of the second part.
WITNESSETH, That the said parties of the first part do hereby grant, bargain, sell and convey unto the said party of the second part, all the following described real estate, to-wit: NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma.
`;
  assert.deepEqual(await parties(text), ['Amos R. Tuttle/grantor', 'Lorenzo P. Gage/grantee', 'Nettie Tuttle/grantor']);
});

test('"For value received, the undersigned A and B, his wife hereby sell ... unto C"', async () => {
  const text = `MINERAL DEED
OKLAHOMA
COUNTY OF LOGAN
For value received, the undersigned ARLO V. KEMPF and BERTHA KEMPF, his wife hereby sell, grant and convey unto Walden Royalty Company an undivided one-half interest in and to all of the oil, gas and other minerals in and under the NW/4 of Sec. 8, T15N, R3W, Logan County, Oklahoma.
`;
  assert.deepEqual(await parties(text), ['Arlo V. Kempf/grantor', 'Bertha Kempf/grantor', 'Walden Royalty Company/grantee']);
});

test('given names that are months or abbreviated ("August E. Voth, Jr.", "Jos. W. Voth", "May Ellingson"); a month before a date stays a date', async () => {
  const text = `OIL AND GAS LEASE
AGREEMENT, made and entered into the 5th day of August, 1919, by and between August E. Voth, Jr.; Jos. W. Voth, a single man; and May Ellingson, widow, of Butler County, Kansas, hereinafter called lessor, and Prairie Gulf Oil Company, hereinafter called lessee.
WITNESSETH: That the said lessor, for and in consideration of $160.00, does hereby grant, lease and let unto said lessee the NW/4 of Sec. 34, T25S, R6E, Butler County, Kansas, dated August 5, 1919.
`;
  assert.deepEqual(await parties(text), ['August E. Voth, Jr./lessor', 'Jos. W. Voth/lessor', 'May Ellingson/lessor', 'Prairie Gulf Oil Company/lessee']);
});

test('an affidavit of heirship: the spouse named beside an heir ("son, husband of Myrtle Hollister") is not an heir', async () => {
  const text = `AFFIDAVIT OF HEIRSHIP
STATE OF OKLAHOMA    )
                    ) ss.
COUNTY OF LOGAN

OSCAR T. BRIGHAM, of lawful age, being first duly sworn, upon oath deposes and says:

That affiant was well acquainted with SILAS P. WOODRUFF, for more than twenty years prior to his death;

That the said decedent died intestate on March 3, 1929, a resident of Logan County, Oklahoma;

That the decedent left surviving as his sole and only heirs at law the following persons:
     NED A. WOODRUFF, son, husband of Mabel Woodruff; Rosa L. Dillard, daughter, wife of Ambrose Dillard; IVAN WOODRUFF, son, of Logan County, Oklahoma.

_________________________
OSCAR T. BRIGHAM, Affiant
`;
  assert.deepEqual(await parties(text), ['Ivan Woodruff/heir', 'Ned A. Woodruff/heir', 'Oscar T. Brigham/other', 'Rosa L. Dillard/heir', 'Silas P. Woodruff/decedent']);
});

test("a lease's lessors listed at length before the label (more than 400 characters) are all read", async () => {
  const text = `OIL AND GAS LEASE
AGREEMENT, made and entered into this the 11th day of June, A.D. 1949,
by and between Dewey D. Lauderdale, widower; Jesse H. Lauderdale, a
single man; Wilbur H. Gaskill, of Kingfisher County, Oklahoma; Thomas
Albert Gaskill and Grace F. Gaskill, his wife, of Kingfisher County,
Oklahoma; Harry M. Gaskill and Sarah Ann Gaskill, his wife, of Garvin
County, Oklahoma; George W. Gaskill, a single man, of Garvin County,
Oklahoma; Otto D. Gaskill, joined by his wife, Thelma F. Gaskill; and
Emil L. Gaskill and wife, Lottie J. Gaskill, hereinafter called lessor
(whether one or more), and Buffalo Creek Mineral Company, hereinafter
called lessee:
WITNESSETH: That the said lessor does grant, demise, lease and let unto the said lessee the NE/4 of Sec. 25, T1N, R2W, Garvin County, Oklahoma.
`;
  assert.deepEqual(await parties(text), [
    'Buffalo Creek Mineral Company/lessee', 'Dewey D. Lauderdale/lessor', 'Emil L. Gaskill/lessor', 'George W. Gaskill/lessor', 'Grace F. Gaskill/lessor',
    'Harry M. Gaskill/lessor', 'Jesse H. Lauderdale/lessor', 'Lottie J. Gaskill/lessor', 'Otto D. Gaskill/lessor', 'Sarah Ann Gaskill/lessor',
    'Thelma F. Gaskill/lessor', 'Thomas Albert Gaskill/lessor', 'Wilbur H. Gaskill/lessor',
  ]);
});

test('"the undersigned A hereby sells, assigns and conveys unto B an undivided one-half interest in ... the oil, gas and other minerals" is a mineral deed: grantor and grantee', async () => {
  const text = `Mineral Conveyance
OKLAHOMA
COUNTY OF LOGAN
For value received, the undersigned Walden Royalty Company, a corporation hereby sells, assigns and conveys unto Ansel P. Ruud, of Logan County, Oklahoma an undivided one-half interest in and to all of the oil, gas and other minerals in and under the lands hereinafter described:
     NW/4 of Section 8, Township 15 North, Range 3 West of the Indian Meridian, Logan County, Okla.
`;
  assert.deepEqual(await parties(text), ['Ansel P. Ruud/grantee', 'Walden Royalty Company/grantor']);
});

test('companies: a bank "OF GUTHRIE" in capitals (the trustee is the grantee), "Rural Water District No. 7", "Oil\\n& Gas Co." across a line; a residence "of San\\nJuan County, New Mexico"', async () => {
  const trust = `DEED OF TRUST
THIS DEED OF TRUST, made the 11th day of March, 1912, between AMOS R. TUTTLE, a single man, herein called Grantor, LEON F. BRIGGS, as Trustee, and THE FIRST NATIONAL BANK OF GUTHRIE, herein called Beneficiary,
WITNESSETH: That Grantor hereby grants, conveys and warrants to Trustee, in trust, with power of sale, the NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma, to secure payment of one promissory note.
`;
  assert.deepEqual(await parties(trust), ['Amos R. Tuttle/grantor', 'Leon F. Briggs/grantee', 'The First National Bank of Guthrie/other']);
  const easement = `EASEMENT
For and in consideration of Ten Dollars ($10.00), the receipt of which is hereby acknowledged, Chester F. Oakes, an unmarried man, hereinafter called Grantor, does hereby grant unto Rural Water District No. 7, its successors and assigns, an easement across the NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma.
`;
  assert.deepEqual(await parties(easement), ['Chester F. Oakes/grantor', 'Rural Water District No. 7/grantee']);
  const assignment = `ASSIGNMENT OF OIL AND GAS LEASE
KNOW ALL MEN BY THESE PRESENTS: That the undersigned, Walden Royalty Corp., a corporation, for and in consideration of $100.00, does hereby sell, assign, transfer and set over unto Cimarron Basin Oil
& Gas Co. all of its right, title and interest in and to the oil and gas lease covering the NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma.
`;
  assert.deepEqual(await parties(assignment), ['Cimarron Basin Oil & Gas Co./assignee', 'Walden Royalty Corp./assignor']);
  const deed = `WARRANTY DEED
The following described land and premises: SE/4 of Sec. 11, T14N, R4W, Logan County, Okla.
is hereby granted, bargained, sold and conveyed by Luther M. Oakes (Grantor) unto Harvey L. Quist, of San
Juan County, New Mexico (Grantee), for and in consideration of $800.00.
`;
  assert.deepEqual(await parties(deed), ['Harvey L. Quist/grantee', 'Luther M. Oakes/grantor']);
});

test("a state's patent of school land: the State is the grantor", async () => {
  const text = `STATE OF KANSAS
PATENT
Certificate of Purchase No. 512
To all to whom these presents shall come, Greeting:
WHEREAS, Levi Ostrander, of Butler County, Kansas, has made full payment to the Commissioners of the Land Office of the State of Kansas for the following described school land, to-wit: the NW/4 of section thirty in township twenty-four south of range four east of the Sixth Principal Meridian, in Butler County, Kansas, containing 160 acres.
NOW, THEREFORE, the STATE OF KANSAS, in consideration of the premises and by virtue of the laws thereof, does hereby grant and convey unto the said Levi Ostrander, his heirs and assigns forever, the land above described.
`;
  assert.deepEqual(await parties(text), ['Levi Ostrander/grantee', 'State of Kansas/grantor']);
});

test('"hereby assigns, transfers and sets over unto B" under a bare ASSIGNMENT title: assignor and assignee; "WM. L." in capitals; an affidavit of identity gives its affiant', async () => {
  const assignment = `ASSIGNMENT

For value received, Prairie Gulf Oil Company, hereinafter called Assignor, hereby assigns, transfers and sets over unto Walden Royalty Co., hereinafter called Assignee, all of Assignor's right, title and interest in and to that certain oil and gas lease dated May 2, 1930, from Amos R. Tuttle, as lessor, to Prairie Gulf Oil Company, as lessee, recorded in Book 56, page 240, insofar as said lease covers the NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma.
`;
  assert.deepEqual(await parties(assignment), ['Prairie Gulf Oil Company/assignor', 'Walden Royalty Co./assignee']);
  const deed = `GENERAL WARRANTY DEED
KNOW ALL MEN BY THESE PRESENTS:
That the undersigned, for and in consideration of Ten Dollars ($10.00), cash in hand
paid, do hereby grant, bargain, sell and convey unto WM. L.
KRUEGER and ROSA J. KRUEGER, his wife, the NW/4 of Sec. 2, T14N, R4W, Logan County, Oklahoma.

_________________________
ALVIN P. DORSET
`;
  assert.deepEqual(await parties(deed), ['Alvin P. Dorset/grantor', 'Rosa J. Krueger/grantee', 'Wm. L. Krueger/grantee']);
  const identity = `Filed 10-5-1923 at 8:00 a.m.; recorded in Miscellaneous Record 46, p. 481.  Ida M. Roth, Register of Deeds, Ellis Co.
AFFIDAVIT OF IDENTITY
STATE OF KANSAS, COUNTY OF ELLIS, ss.
LUDWIG ANTON KESSLER, being first duly sworn, on oath states: That he is one and the same person as L. A. KESSLER, who appears in instruments of record affecting the E/2 of Section 26, Township 13 South, Range 18 West, Ellis County, Kansas.
_________________________
LUDWIG ANTON KESSLER
Subscribed and sworn to before me the 7th day of September, 1923.
`;
  assert.deepEqual(await parties(identity), ['Ludwig Anton Kessler/other']);
});
