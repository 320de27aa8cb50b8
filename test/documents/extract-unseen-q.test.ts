// Forms the held-out sets showed missing in the session of held-out set Q (Kern County, the
// Illinois basin, the East Texas field, western South Dakota, the Delaware basin, written blind to
// the rules), and one from set M, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`);

test('two companies joined by "and" end at the first one\'s legal form ("Pecan Gap Shale, L.L.C. and Red Oak Energy Inc.")', async () => {
  const r = await extractResolved(`RELEASE OF OIL AND GAS LEASE

That Pecan Gap Shale, L.L.C. and Red Oak Energy Inc., owning together the oil and gas lease dated May 2, 2006 from Amos Tull, as Lessor, to Vern Hadley, as Lessee, covering 80 acres of the Levi Dunn Survey, Abstract 311, Wise County, Texas, release and surrender the said lease.

Executed March 9, 2009.
`);
  assert.deepEqual(parties(r), ['Amos Tull|lessor', 'Pecan Gap Shale, L.L.C.|lessee', 'Red Oak Energy Inc.|lessee']);
  const r2 = await extractResolved(`ASSIGNMENT OF OIL AND GAS LEASE

Know all men by these presents that Bluestem Corporation and Wichita Falls Royalty, L.P., as Assignors, assign to Ochre Hills Operating Company, as Assignee, all their interest in the oil and gas lease from Amos Tull, Lessor, covering the NE/4 of Section 3, T2N, R5W, Stephens County, Oklahoma.

Dated June 1, 1981.
`);
  assert.deepEqual(parties(r2).filter((p) => !p.endsWith('|lessor')), ['Bluestem Corporation|assignor', 'Wichita Falls Royalty, L.P.|assignor', 'Ochre Hills Operating Company|assignee']);
});
