// Categories and dates in the forms held-out set B showed the rules missing (instruments of my own,
// not copied from B): a quitclaim titled "Deed Without Warranty (Quitclaim)", in capitals or in
// title case, that reserves part of the minerals (no mineral deed), and a deed without a title
// whose reservation of "an undivided interest in the oil, gas and other minerals" is no grant of it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

async function resolved(text: string) {
  const r = await extractResolved(text);
  return { category: r.doc_category, fee: r.conveyance.conveys_fee, estates: r.conveyance.estate_types_conveyed };
}

const body = (title: string) => `${title}

For Ten Dollars cash in hand paid, the undersigned, hereinafter called Grantor, does hereby remise, release and quitclaim unto Rosa T. Beltran, hereinafter called Grantee, all that certain land described as follows: the N/2 of Section 4, Block 18, H&GN RR Co. Survey, Abstract No. 402, Ward County, Texas.

SAVE AND EXCEPT, and there is hereby reserved unto Grantor, an undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the above described land.

To have and to hold unto Grantee forever, without warranty of any kind.

_______________________
Martin O. Sykes
`;

test('"Deed Without Warranty (Quitclaim)" in capitals and in title case is a quitclaim of the fee, not a mineral deed for the minerals it reserves', async () => {
  assert.deepEqual(await resolved(body('DEED WITHOUT WARRANTY (QUITCLAIM)')), { category: 'quitclaim_deed', fee: true, estates: ['fee'] });
  assert.deepEqual(await resolved(body('Deed Without Warranty (Quitclaim)')), { category: 'quitclaim_deed', fee: true, estates: ['fee'] });
});

test('a deed without a title: "hereinafter called Grantor, ... reserved unto Grantor, an undivided interest in ... minerals" is no mineral grant', async () => {
  const text = `For Ten Dollars cash in hand paid, Martin O. Sykes, hereinafter called Grantor, does hereby grant, sell and convey unto Rosa T. Beltran, hereinafter called Grantee, the N/2 of Section 4, Block 18, H&GN RR Co. Survey, Abstract No. 402, Ward County, Texas; there is hereby reserved unto Grantor, an undivided one-half interest in and to all of the oil, gas and other minerals in and under said land.
`;
  assert.deepEqual(await resolved(text), { category: 'warranty_deed', fee: true, estates: ['fee'] });
});

test("a trust's own date in a trustee's name ('u/a/d 8/28/1987', 'Trust dated ...') is no date of the instrument, nor the notary's", async () => {
  const text = `MINERAL DEED

This Mineral Deed is made June 2, 1993, by and between Opal R. Nance, Trustee of the Nance Family Trust u/a/d 4/15/1990 ("Grantor") and Bitter Lake Minerals, Inc. ("Grantee").

1. Conveyance. For Ten Dollars, Grantor grants, bargains, sells and conveys to Grantee an undivided one-half interest in and to the oil, gas and other minerals under the W/2 of Section 30, Block 5, H&TC RR Co. Survey, Abstract No. 18, Crane County, Texas.

_______________________
Opal R. Nance, Trustee of the Nance Family Trust u/a/d 4/15/1990

THE STATE OF TEXAS
COUNTY OF CRANE
BEFORE ME, the undersigned authority, on this day personally appeared Opal R. Nance, Trustee of the Nance Family Trust dated April 15, 1990, known to me to be the person whose name is subscribed to the foregoing instrument.
GIVEN UNDER MY HAND AND SEAL OF OFFICE this the 7th day of June, 1993.

Doc# 1993-004411   Bk 310 Pg 77   Recorded 06/20/1993   CRANE COUNTY TX
`;
  const d = (await extractResolved(text)).dates;
  assert.deepEqual([d.execution_date, d.acknowledgment_date, d.recording_date], ['1993-06-02', '1993-06-07', '1993-06-20']);
});

test('OCR damage in the words of heirship and probate: "AFFIDAVIT OF HEIR5HIP" is still an affidavit of heirship, "ORDER ADMlTTING WlLL TO PR0BATE" a probate', async () => {
  const affidavit = `AFFIDAVIT OF HEIR5HIP

STATE OF TEXAS
COUNTY OF WARD

Before me, the undersigned authority, on this day personally appeared Opal Finch, who, being by me first duly sworn, upon oath states:

1. I knew Amos Finch ("Decedent") for 30 years. Decedent died intestate on 4/2/1970.
2. Decedent's heirs at law are: Opal Finch; Roy Finch.
3. At death Decedent owned an interest in the N/2 of Section 8, Block 17, T&P RR Co. Survey, Abstract No. 66, Ward County, Texas.

SUBSCRIBED AND SWORN TO before me on 9/1/1971.
`;
  assert.equal((await resolved(affidavit)).category, 'affidavit_of_heirship');
  const order = `ORDER ADMlTTING WlLL TO PR0BATE

On June 3, 1966, the Court finds that Noel K. Farr died on May 1, 1965, and that his will devises the NE/4 of Section 7, Block 2, H&TC RR Co. Survey, A-55, Upton County, Texas, to Ida Farr.
`;
  assert.equal((await resolved(order)).category, 'probate');
});

test('descent of minerals only, as the instrument says it: "owned an undivided one-half mineral interest in", "all of the oil, gas and other minerals in and under", "his mineral and royalty interest in" (an interest in the following land stays the fee)', async () => {
  const land = 'the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas';
  const aff = (owned: string) => `AFFIDAVIT OF HEIRSHIP\n\nBefore me personally appeared Opal Finch, who being duly sworn states: I knew Amos Finch, who died intestate on 4/2/1970. His heirs at law are Roy Finch and Ida Lowe. At death Decedent owned ${owned}.\n\nSworn to before me on May 3, 1971.\n`;
  const mineral = { category: 'affidavit_of_heirship', fee: false, estates: ['mineral'] };
  assert.deepEqual(await resolved(aff(`an undivided one-half mineral interest in ${land}`)), mineral);
  assert.deepEqual(await resolved(aff(`all of the oil, gas and other minerals in and under ${land}, the surface having been sold`)), mineral);
  assert.deepEqual(await resolved(aff(`an interest in the following land: ${land}`)), { category: 'affidavit_of_heirship', fee: true, estates: ['fee'] });
  assert.deepEqual(
    await resolved(`ORDER ADMITTING WILL TO PROBATE\n\nIN THE ESTATE OF AMOS FINCH, DECEASED\n\nOn May 3, 1971, the Court finds that Amos Finch died on April 2, 1970, and that his will devises all of his mineral and royalty interest in ${land} to Roy Finch.\n`),
    { category: 'probate', fee: false, estates: ['mineral'] },
  );
});

test('"This lease, dated March 15, 2001," is the lease\'s own date (a recited "lease dated" is not)', async () => {
  const text = `OIL AND GAS LEASE\n\nEffective Date: March 1, 2001\n\nThis lease, dated March 15, 2001, is between John Smith, Lessor, and Acme Oil Co., Lessee. Lessor hereby grants, leases and lets unto Lessee the NW/4 of Section 12, Block 33, T&P RR Co. Survey, Abstract No. 912, Martin County, Texas.\n`;
  const d = (await extractResolved(text)).dates;
  assert.deepEqual([d.execution_date, d.effective_date, d.governing_date], ['2001-03-15', '2001-03-01', '2001-03-01']);
});

test('a title "ASSIGNMENT" alone is an assignment of the lease it recites, even where the body lines are short (a layout without blank lines)', async () => {
  const text = `ASSIGNMENT
For value received, Great Bend Drilling Co., hereinafter called Assignor,
hereby assigns, transfers and sets over unto Buffalo Creek Mineral
Company, hereinafter called Assignee, all of Assignor's right, title and
interest in and to that certain oil and gas lease dated 14th August,
1912, from H. A. Penn, as lessor, insofar as said lease covers
Lots 1, 2 and S/2 of NE/4 of Section 3, Township 18 North, Range 9 West
of the Indian Meridian, Kingfisher County, Oklahoma.
`;
  assert.deepEqual(await resolved(text), { category: 'assignment_of_lease', fee: false, estates: ['leasehold'] });
});

test('a decree of distribution below its recording stamp with no blank lines: "In the Matter of the Estate of" and "assigned and distributed to" make it a probate', async () => {
  const text = `STATE OF OKLAHOMA, Noble County, ss.  Filed for record the 10th day of June, 1939, at 1:50 o'clock P.M., and duly recorded in Book 65 of Miscellaneous, at page 592.
Olive Carr, County Clerk.   By ____________, Deputy.  I certify that this is a true and correct copy of the instrument as the same appears of record in my office.
IN THE COUNTY COURT OF NOBLE COUNTY, STATE OF OKLAHOMA
In the Matter of the Estate of
Myrtle I. Mull, also known as M. I. Mull, Deceased.          No. 5081
ORDER SETTLING FINAL ACCOUNT AND DECREE OF DISTRIBUTION
Now on this 15th day of May, 1939, the Court FINDS:
That Myrtle I. Mull died intestate on 12/22/38, a resident of Noble County, Oklahoma;
That the heirs at law of said decedent are: O. F. Mull, son;
IT IS THEREFORE ORDERED, ADJUDGED AND DECREED by the Court that the NE/4 of Section 18, Township 20 North, Range 2 East, Noble County, Oklahoma, be and the same is hereby assigned and distributed to the said O. F. Mull.
`;
  assert.deepEqual(await resolved(text), { category: 'probate', fee: true, estates: ['fee'] });
});

test('a mineral share written in percent ("fifty percent (50%) in and to", "an undivided 37.5% interest") is that fraction', async () => {
  const deed = (share: string) => `MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS: That Odessa L. Pruitt, a widow, for the sum of $10.00, does grant, sell and convey unto Caprock Mineral Partners, Ltd. ${share} all of the oil, gas and other minerals in and under the NE/4 of Section 11, Block 35, T&P RR Co. Survey, Abstract 442, Howard County, Texas.

Dated the 3rd day of May, 1979.
`;
  assert.equal((await extractResolved(deed('fifty percent (50%) in and to'))).conveyance.fraction, 0.5);
  assert.equal((await extractResolved(deed('an undivided 37.5% interest in and to'))).conveyance.fraction, 0.375);
});
