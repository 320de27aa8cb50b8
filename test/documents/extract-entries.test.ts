// An abstractor's typed entries (held-out set D showed them read as prose, and missed): the kind
// from the instrument's code, the parties from their labels in index order, the dates from the
// label before each, the description as any. Entries of my own wording, not copied from D.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const read = async (text: string) => {
  const r = await extractResolved(text);
  return {
    category: r.doc_category,
    parties: r.parties.map((p) => `${p.role}: ${p.canonical_name}`),
    dates: [r.dates.execution_date, r.dates.effective_date, r.dates.recording_date, r.dates.governing_date],
    tracts: r.tracts.map((t) => [t.county, t.section, t.township, t.range, t.aliquot, t.acres].join('|')),
    fee: r.conveyance.conveys_fee,
    estates: r.conveyance.estate_types_conveyed,
  };
};

test('a warranty deed entry: "Inst: WD", a couple in index order with "(h&w)", a grantee company', async () => {
  const r = await read(`Inst: WD        Book 412 Page 77
Dated: 3-14-1951   Ack: 3/15/51   Filed: 3/20/1951
Grantor: Oberholtzer, Gus A. & Oberholtzer, Minna (h&w)
Grantee: Prairie Land & Cattle Company
Cons: $4,000.00
Desc: the SW/4 of Sec. 17, T31S, R14W, 6th P.M., Barber County, Kansas, containing 160 acres
`);
  assert.deepEqual(r, {
    category: 'warranty_deed',
    parties: ['grantor: Gus A. Oberholtzer', 'grantor: Minna Oberholtzer', 'grantee: Prairie Land & Cattle Company'],
    dates: ['1951-03-14', null, '1951-03-20', '1951-03-14'],
    tracts: ['Barber|17|31S|14W|SW/4|160'],
    fee: true,
    estates: ['fee'],
  });
});

test('a release entry: "By:" is the lessee releasing, "To:" the lessors; the recited lease\'s date is not the instrument\'s', async () => {
  const r = await read(`Inst: Rel O&G Lse     Bk 77 Pg 301
Dated: 10/2/64   Ack: 10/02/1964   Filed: 10-9-64
By: Sunray Mid-Continent Oil Company
To: LINDQUIST, ARVID & LINDQUIST, HELGA
Lse dated 6/1/1959, Bk 60, Page 12
Desc: the N/2 of Section 4, T30S, R13W, Barber County, Kansas
`);
  assert.deepEqual(r.category, 'release_of_lease');
  assert.deepEqual(r.parties, ['lessee: Sunray Mid-Continent Oil Company', 'lessor: Arvid Lindquist', 'lessor: Helga Lindquist']);
  assert.deepEqual(r.dates, ['1964-10-02', null, '1964-10-09', '1964-10-02']);
  assert.deepEqual(r.estates, ['leasehold']);
});

test('mineral, royalty, assignment, mortgage and right-of-way codes; an effective date; a release of a mortgage is no release of a lease', async () => {
  const entry = (code: string, labels = ['Grantor', 'Grantee']) => `Inst: ${code}      Bk 9 Pg 9
Dated: 1/5/1980   Eff: 1/1/1980   Filed: 1/9/1980
${labels[0]}: Quist, Ole
${labels[1]}: Badlands Minerals, LLC
Desc: the NE/4 of Sec. 2, T150N, R96W, McKenzie County, North Dakota
Int: an undivided 1/4 interest
`;
  const kinds = [];
  for (const [code, labels] of [['MD'], ['RD'], ['Asgmt O&G Lse', ['Assignor', 'Assignee']], ['Mtg', ['Mortgagor', 'Mortgagee']], ['R/W'], ['Rel of Mtg'], ['QCD'], ['SWD']] as Array<[string, string[]?]>) {
    const r = await read(entry(code, labels));
    kinds.push([code, r.category, r.parties[0], r.fee, r.estates.join(','), r.dates[3]]);
  }
  assert.deepEqual(kinds, [
    ['MD', 'mineral_deed', 'grantor: Ole Quist', false, 'mineral', '1980-01-01'],
    ['RD', 'royalty_deed', 'grantor: Ole Quist', false, 'mineral', '1980-01-01'],
    ['Asgmt O&G Lse', 'assignment_of_lease', 'assignor: Ole Quist', false, 'leasehold', '1980-01-01'],
    ['Mtg', 'deed_of_trust', 'grantor: Ole Quist', false, '', '1980-01-01'],
    ['R/W', 'easement', 'grantor: Ole Quist', false, '', '1980-01-01'],
    ['Rel of Mtg', 'other', 'grantor: Ole Quist', false, '', '1980-01-01'],
    ['QCD', 'quitclaim_deed', 'grantor: Ole Quist', true, 'fee', '1980-01-01'],
    ['SWD', 'special_warranty_deed', 'grantor: Ole Quist', true, 'fee', '1980-01-01'],
  ]);
});

test('a recorder\'s cover sheet in labels above the instrument itself is no entry: the instrument\'s prose is read', async () => {
  const r = await read(`Instrument: WARRANTY DEED
Grantor: HAUGEN, OLAF
Grantee: BREKKE, SIGRID
Recorded: 04/02/1962

WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That Olaf Haugen, a single man, for Ten Dollars, does hereby grant, bargain, sell and convey unto Sigrid Brekke the NE/4 of Section 20, Township 152 North, Range 95 West, McKenzie County, North Dakota.

Dated this 28th day of March, 1962.

______________________
Olaf Haugen
`);
  assert.deepEqual([r.category, r.parties, r.dates[0]], ['warranty_deed', ['grantor: Olaf Haugen', 'grantee: Sigrid Brekke'], '1962-03-28']);
});
