// Chains broken by a misread instrument: the false gaps of the held-out sets (fourteenth session)
// traced to the extraction, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`);

test('a personal representative\'s deed: the decedent grants, the personal representative ("the duly appointed, qualified and acting personal representative of the Estate of ...") is no party', async () => {
  const r = await extractResolved(`PERSONAL REPRESENTATIVE'S DEED

Ruth A. Lindqvist, the duly appointed, qualified and acting personal representative of the Estate of Arvid N. Lindqvist, Deceased, Circuit Court of the State of Oregon for the County of Clatsop, Probate No. 2231, as Grantor, conveys to Carl Moe and Anna Moe, husband and wife, Grantee, all the right, title and interest of said decedent in the following described real property in Clatsop County, Oregon: Township 6 North, Range 9 West, W.M., Section 14: NE1/4, containing 160 acres.

Dated: March 3, 1979.

______________________________
Ruth A. Lindqvist, Personal Representative
`);
  assert.deepEqual(parties(r).sort(), ['Anna Moe|grantee', 'Arvid N. Lindqvist|grantor', 'Carl Moe|grantee']);
});

test('dates: a translation\'s "on the ninth day of the month of April of the year one thousand eight hundred and eighty-one" dates the sale, not the translator\'s certificate', async () => {
  const r = await extractResolved(`[TRANSLATION]

SALE OF LAND

In the town of Roma, County of Starr, State of Texas, on the ninth day of the month of April of the year one thousand eight hundred and eighty-one, before me, the County Judge, personally appeared Don Refugio Garza y Salinas, who said: That he sells to Don Blas Ramirez a piece of land of two hundred acres in the Porcion 61, Abstract No. 80, in the County of Starr.

Refugio Garza y Salinas

I, Tomas Vela, a sworn translator, do hereby certify that the foregoing is a true translation, this 2nd day of August, 1881.

FILED FOR RECORD this 10th day of September, A.D. 1881.
`);
  assert.equal(r.dates.execution_date, '1881-04-09');
  assert.equal(r.dates.governing_date, '1881-04-09');
  assert.equal(r.dates.recording_date, '1881-09-10');
});
