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

const fields = (t: { state: string | null; county: string | null; section: string | null; township: string | null; range: string | null; aliquot: string | null; survey: string | null; abstract: string | null; lot: string | null; acres: number | null }) => [
  t.state, t.county, t.section, t.township, t.range, t.aliquot, t.survey, t.abstract, t.lot, t.acres,
];
const deed = (land: string) => `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS, That Rosendo Ybarra, a widower, for Ten Dollars cash in hand paid, does hereby grant, bargain, sell and convey unto Celestino Pena the following described land:

${land}
`;

test('a porcion of the Rio Grande\'s ancient jurisdictions is a survey by its number, with its abstract and the acres of the part', async () => {
  const long = await extractResolved(deed('262.75 acres, more or less, out of Porcion Number 61, ancient jurisdiction of Mier, Abstract No. 312, originally granted to Jose Antonio Garcia, Starr County, Texas, described by metes and bounds in varas.'));
  assert.deepEqual(long.tracts.map(fields), [['TX', 'Starr', null, null, null, null, 'Porcion 61', '312', null, 262.75]]);
  const short = await extractResolved(deed('262.75 acres out of Porcion No. 61, A-312, Starr County, Texas'));
  assert.deepEqual(short.tracts.map(fields), [['TX', 'Starr', null, null, null, null, 'Porcion 61', '312', null, 262.75]]);
  assert.equal(short.tracts[0].tract_id, long.tracts[0].tract_id);
});

test('a share of a partitioned grant is the grant\'s tract with the share in `lot`, before or after the grant\'s name; two shares are two tracts', async () => {
  const r = await extractResolved(deed('All of Share Number Seven (7) of the partition of the Agua Dulce Grant, Abstract No. 88, in Jim Hogg County, Texas, containing 1,204.6 acres of land; and Agua Dulce Grant, Share 9, Abstract 88 (911.3 ac.), Jim Hogg County, Texas.'));
  assert.deepEqual(r.tracts.map(fields), [
    ['TX', 'Jim Hogg', null, null, null, null, 'Agua Dulce Grant', '88', '7', 1204.6],
    ['TX', 'Jim Hogg', null, null, null, null, 'Agua Dulce Grant', '88', '9', 911.3],
  ]);
});

test('acres whose figure alone is in brackets after words that say it otherwise ("one hundred twelve and one-half (112.5) acres")', async () => {
  const r = await extractResolved(deed('a piece of land of one hundred twelve and one-half (112.5) acres, situated in the lands of the San Ygnacio Grant, Abstract No. 41, in the County of Zapata, bounded as follows: BEGINNING at a stone.'));
  assert.deepEqual(r.tracts.map(fields), [['TX', 'Zapata', null, null, null, null, 'San Ygnacio Grant', '41', null, 112.5]]);
});

test('a lot of a subdivided rancho: the rancho in `survey`, the lot in `lot`, in figures or in words, before or after the rancho\'s name', async () => {
  const words = await extractResolved(deed('All of Lot Sixty-Two (62) of the Rancho San Francisco, in the County of Ventura, State of California, as shown on the map of said Rancho recorded in Book 4, Page 9 of Miscellaneous Records, containing 38.17 acres of land, more or less.'));
  assert.deepEqual(words.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  const figures = await extractResolved(deed('Lot 62 of the Subdivision of Rancho San Francisco, in the County of Ventura, State of California, as per map recorded in Book 4, Page 9 of Miscellaneous Records (Maps), containing 38.17 acres.'));
  assert.deepEqual(figures.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  const after = await extractResolved(deed('Rancho San Francisco, Lot 62 (38.17 acres), Ventura County, California'));
  assert.deepEqual(after.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  assert.equal(new Set([words, figures, after].map((r) => r.tracts[0].tract_id)).size, 1);
});

test('western Nebraska\'s shorthand after an aliquot part, without "Sec." ("W/2 NE/4 17-16-55"): township north, range west', async () => {
  const r = await extractResolved(deed('W/2 NE/4 17-16-55, in the County of Cheyenne, State of Nebraska, containing 80 acres, more or less.'));
  assert.deepEqual(r.tracts.map(fields), [['NE', 'Cheyenne', '17', '16N', '55W', 'W/2 NE/4', null, null, null, 80]]);
});
