// Forms found in the eleventh session (2026-11-28): first from sets A-N scored again, then from
// held-out set O, each in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const entry = (title: string) => `WHEN RECORDED RETURN TO:
Caprock Abstract Company
Post Office Box 118

${title}
Grantor: Ellis Ray Whitcomb and Nora B. Whitcomb, husband and wife
Grantee: Delmer Pruitt, a single man
Date of instrument: 03/02/1964
Consideration: $10.00 and other valuable consideration
Land: NE/4 Sec. 9-14S-33E, Lea County, New Mexico, 160 acres, more or less

_____________________
ELLIS RAY WHITCOMB
`;

test('an abstractor\'s entry whose title opens its block ("Item No. 14.   QUITCLAIM DEED" over "Grantor: ...") is of the kind its title says', async () => {
  const kinds = [];
  for (const title of ['Item No. 14.   QUITCLAIM DEED', 'No. 31.\tMINERAL DEED.', 'WARRANTY DEED']) {
    const r = await extractResolved(entry(title));
    kinds.push(r.doc_category);
    assert.deepEqual(r.parties.map((p) => `${p.canonical_name}|${p.role}`), ['Ellis Ray Whitcomb|grantor', 'Nora B. Whitcomb|grantor', 'Delmer Pruitt|grantee']);
  }
  assert.deepEqual(kinds, ['quitclaim_deed', 'mineral_deed', 'warranty_deed']);
});
