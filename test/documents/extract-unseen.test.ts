// The built-in extractor on instruments worded unlike the sample corpus (test/documents/extract-unseen/,
// written for these tests): a Texas memorandum of lease with capitals and a "(hereinafter "Lessor")"
// label, a two-tract mineral deed in "T. 6 N., R. 7 W." form, a form-style partial assignment with its
// recited lease at the end, a deed reserving minerals with "LESS AND EXCEPT", a narrative affidavit of
// heirship, a royalty deed with "S½" and "Twp./Rge.", a modern quitclaim with a former name, a decree
// of distribution, and a lease typed with OCR errors ("2Oth day of Apri1, l948", "Continental 0il").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assemble, builtinProvider, segment } from '../../src/documents/extract/index.js';
import { EXTRACT_STAGES } from '../../src/documents/types.js';

const dir = path.join(import.meta.dirname, 'extract-unseen');
const provider = builtinProvider();

async function extract(file: string) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const segments = segment(text);
  const l0: Record<string, unknown> = {};
  for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
  return assemble(text, segments, l0).resolved;
}

interface Want {
  category: string;
  dates: Record<string, string | null>;
  parties: string[];
  tracts: string[];
  conveys_fee: boolean;
  estates: string[];
  reference?: string;
  reservations?: string[];
}

const WANT: Record<string, Want> = {
  'memorandum-of-lease-tx.txt': {
    category: 'oil_and_gas_lease',
    dates: { governing_date: '2014-02-01', execution_date: '2014-02-10', effective_date: '2014-02-01', acknowledgment_date: '2014-02-10', recording_date: '2014-02-14' },
    parties: ['John Robert Haskell/lessor', 'Permian Trail Operating, LLC/lessee', 'Susan M. Haskell/lessor'],
    tracts: ['TX|Midland|22|2S|null|ALL|T&P RR Co. Survey|1187|38|null|640'],
    conveys_fee: false,
    estates: ['leasehold'],
    reference: 'Instrument No. 2014-0002231',
  },
  'mineral-deed-two-tracts-ok.txt': {
    category: 'mineral_deed',
    dates: { governing_date: '1962-03-03', execution_date: '1962-03-03', acknowledgment_date: '1962-03-05', recording_date: '1962-03-09' },
    parties: ['Edgar L. Pruett/grantor', 'Martha Pruett/grantor', 'Sooner Royalty Partners, L.P./grantee'],
    tracts: ['OK|Grady|10|6N|7W|NW/4|null|null|null|null|null', 'OK|Grady|3|6N|7W|W/2 NE/4, SE/4|null|null|null|null|null'],
    conveys_fee: false,
    estates: ['mineral'],
    reference: 'Book 455, Page 12',
  },
  'assignment-form-ok.txt': {
    category: 'assignment_of_lease',
    dates: { governing_date: '1985-07-01', execution_date: '1985-08-12', effective_date: '1985-07-01', acknowledgment_date: '1985-08-12', recording_date: '1985-08-20' },
    parties: ['Bluestem Energy Partners, Ltd./assignee', 'Cimarron Valley Petroleum Corporation/assignor'],
    tracts: ['OK|Canadian|17|11N|9W|SW/4|null|null|null|null|null'],
    conveys_fee: false,
    estates: ['leasehold'],
    reference: 'Book 1501, Page 233',
  },
  'warranty-deed-reservation-ok.txt': {
    category: 'warranty_deed',
    dates: { governing_date: '1947-06-02', execution_date: '1947-06-02', acknowledgment_date: '1947-06-02', recording_date: '1947-06-04' },
    parties: ['Charles W. Simmons/grantor', 'Dora Simmons/grantor', 'Patrick J. Doyle/grantee'],
    tracts: ['OK|Kingfisher|9|15N|5W|NE/4|null|null|null|null|null'],
    conveys_fee: true,
    estates: ['fee'],
    reference: 'Book 140, Page 390',
    reservations: ['mineral 1/2'],
  },
  'affidavit-narrative-tx.txt': {
    category: 'affidavit_of_heirship',
    dates: { governing_date: '1974-05-14', execution_date: '1974-05-14', acknowledgment_date: null, recording_date: '1974-05-20', death_date: '1971-03-03' },
    parties: ['Arthur T. Kemper/decedent', 'Jane Kemper Ross/heir', 'Lucinda Marsh/other', 'Robert A. Kemper/heir'],
    tracts: ['TX|Ward|12|null|null|S/2|H&TC RR Co. Survey|1012|33|null|null'],
    conveys_fee: true,
    estates: ['fee'],
    reference: 'Vol. 301, Page 44',
  },
  'royalty-deed-ok.txt': {
    category: 'royalty_deed',
    dates: { governing_date: '1953-07-08', execution_date: '1953-07-08', acknowledgment_date: '1953-07-08', recording_date: '1953-07-13' },
    parties: ['Frontier Royalties, Inc./grantee', 'Otis Wendt/grantor'],
    tracts: ['OK|Custer|4|13N|16W|S/2|null|null|null|null|320'],
    conveys_fee: false,
    estates: ['mineral'],
    reference: 'Book 233, Page 501',
  },
  'quitclaim-modern-ok.txt': {
    category: 'quitclaim_deed',
    dates: { governing_date: '2003-10-01', execution_date: '2003-10-01', acknowledgment_date: '2003-10-01', recording_date: '2003-10-06' },
    parties: ['David E. Price/grantee', 'Linda K. Price/grantee', 'Mary Ann Olsen/grantor'],
    tracts: ['OK|Beckham|2|10N|23W|S/2 NE/4|null|null|null|1, 2|null'],
    conveys_fee: true,
    estates: ['fee'],
    reference: 'Instrument No. 2003-004411',
  },
  'decree-of-distribution-ok.txt': {
    category: 'probate',
    dates: { governing_date: '1966-11-14', execution_date: '1966-11-14', recording_date: '1966-11-18', death_date: '1965-01-02' },
    parties: ['Carl Baxley/heir', 'Dean R. Baxley/heir', 'Homer J. Baxley/decedent', 'Lola Baxley/heir'],
    tracts: ['OK|Caddo|31|9N|12W|NW/4|null|null|null|null|null'],
    conveys_fee: true,
    estates: ['fee'],
    reference: 'Book 388, Page 15',
  },
  'lease-ocr-ok.txt': {
    category: 'oil_and_gas_lease',
    dates: { governing_date: '1948-04-20', execution_date: '1948-04-20', acknowledgment_date: '1948-04-22', recording_date: '1948-04-26' },
    parties: ['Anna Koenig/lessor', 'Continental Oil Company/lessee', 'Fred W. Koenig/lessor'],
    tracts: ['OK|Washita|33|11N|16W|N/2 SW/4, SE/4 SW/4|null|null|null|null|120'],
    conveys_fee: false,
    estates: ['leasehold'],
    reference: 'Book 77, Page 310',
  },
  'warranty-deed-joined-pro-forma-ok.txt': {
    category: 'warranty_deed',
    dates: { governing_date: '1964-02-14', execution_date: '1964-02-14', acknowledgment_date: '1964-02-15', recording_date: '1964-02-17' },
    parties: ['Dwight L. Meeks/grantee', 'Karl Otterson/grantor', 'Mabel R. Otterson/grantor'],
    tracts: ['OK|Blaine|6|15N|11W|NW/4 SE/4|null|null|null|4|79.12'],
    conveys_fee: true,
    estates: ['fee'],
    reference: 'Book 201, Page 88',
    reservations: ['mineral 1/4'],
  },
  'release-by-individual-tx.txt': {
    category: 'release_of_lease',
    dates: { governing_date: '1982-06-30', execution_date: '1982-06-30', acknowledgment_date: '1982-06-30', recording_date: '1982-07-06' },
    parties: ['Clifford E. Stanek/lessee', 'Ruth Ann Dodd/lessor'],
    tracts: ['TX|Upton|40|null|null|W/2|GC&SF RR Co. Survey|1566|Y|null|null'],
    conveys_fee: false,
    estates: ['leasehold'],
    reference: 'Vol. 288, Page 601',
  },
  'mineral-deed-grantors-listed-ok.txt': {
    category: 'mineral_deed',
    dates: { governing_date: '1979-11-09', execution_date: '1979-11-09', acknowledgment_date: '1979-11-13', recording_date: '1979-11-21' },
    parties: ['Beatrice Ames Nolan/grantor', 'Harvey D. Ames/grantor', 'Hugo V. Brandt/grantee', 'Leroy Ames/grantor', 'Walter Nolan/grantor'],
    tracts: ['OK|Canadian|29|13N|6W|E/2 SE/4, SE/4 NE/4|null|null|null|null|null'],
    conveys_fee: false,
    estates: ['mineral'],
    reference: 'Book 1401, Page 722',
  },
  'deed-of-trust-form-tx.txt': {
    category: 'deed_of_trust',
    dates: { governing_date: '2006-05-05', execution_date: '2006-05-05', acknowledgment_date: '2006-05-05', recording_date: '2006-05-09' },
    parties: ['Bradley K. Sutton/grantee', 'Janine Whitaker/grantor', 'Permian Basin Federal Credit Union/other', 'Terrence L. Whitaker/grantor'],
    tracts: ['TX|Crane|null|null|null|null|Wm. H. Tate Survey|881|null|null|80'],
    conveys_fee: false,
    estates: [],
    reference: 'Instrument No. 2006-01177',
  },
  'mineral-quitclaim-company-ok.txt': {
    category: 'mineral_deed',
    dates: { governing_date: '1995-06-30', execution_date: '1995-06-30', acknowledgment_date: '1995-06-30', recording_date: '1995-07-03' },
    parties: ['Cimarron Land & Cattle Co./grantor', 'Selma J. Hardwick/grantee'],
    tracts: ['OK|Major|21|19N|10W|SW/4|null|null|null|null|null'],
    conveys_fee: false,
    estates: ['mineral'],
    reference: 'Book 912, Page 404',
  },
};

for (const [file, want] of Object.entries(WANT)) {
  test(file, async () => {
    const r = await extract(file);
    assert.equal(r.doc_category, want.category);
    for (const [k, v] of Object.entries(want.dates)) assert.equal(r.dates[k as keyof typeof r.dates], v, k);
    assert.deepEqual(r.parties.map((p) => `${p.canonical_name}/${p.role}`).sort(), want.parties);
    for (const p of r.parties) assert.equal(p.kind, /Co\.|Company|Corporation|Inc\.|LLC|L\.P\.|Ltd\.|Union|Partners/.test(p.canonical_name) ? 'organization' : 'person', p.canonical_name);
    const fields = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'survey', 'abstract', 'block', 'lot', 'acres'] as const;
    assert.deepEqual(r.tracts.map((t) => fields.map((f) => String(t[f])).join('|')).sort(), want.tracts);
    assert.equal(r.conveyance.conveys_fee, want.conveys_fee);
    assert.deepEqual(r.conveyance.estate_types_conveyed, want.estates);
    if (want.reference) assert.equal(r.recording.reference, want.reference);
    if (file === 'assignment-form-ok.txt') assert.equal(r.conveyance.fraction, 0.5);
    assert.deepEqual((r.conveyance.reservation_details ?? []).map((x) => `${x.estate_type} ${x.fraction}`), want.reservations ?? []);
  });
}

test('descriptions: one heading over several sections, a total acreage for a list, plural sections, OCR in township and section', async () => {
  const cases: Array<[string, string[]]> = [
    ['All of Sections 5 and 6, Block 12, T-3-S, T&P RR Co. Survey, Reeves County, Texas', ['5|3S|null|ALL|12|T&P RR Co. Survey|null', '6|3S|null|ALL|12|T&P RR Co. Survey|null']],
    ['Township 12 North, Range 8 West, I.M.\nSection 36: All\nSection 35: N/2, SE/4', ['35|12N|8W|N/2, SE/4|null|null|null', '36|12N|8W|ALL|null|null|null']],
    ['the SW/4 of Section 10 and the NW/4 of Section 15, all in Township 9 North, Range 10 West, containing 320 acres', ['10|9N|10W|SW/4|null|null|160', '15|9N|10W|NW/4|null|null|160']],
    ['NE/4 Sec. l4, Tl6N, R7W', ['14|16N|7W|NE/4|null|null|null']],
  ];
  for (const [description, want] of cases) {
    const text = `MINERAL DEED\n\nThat Amos R. Tiller, a single man, hereinafter called Grantor, does hereby grant, sell and convey unto Ivy M. Farrow, hereinafter called Grantee, an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under the following land, to-wit:\n\n      ${description}.\n\nExecuted this 4th day of May, 1961.\n`;
    const segments = segment(text);
    const l0: Record<string, unknown> = {};
    for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
    const tracts = assemble(text, segments, l0).resolved.tracts;
    assert.deepEqual(tracts.map((t) => [t.section, t.township, t.range, t.aliquot, t.block, t.survey, t.acres].map(String).join('|')).sort(), want, description);
  }
});

test('OCR repairs keep offsets and leave ordinals alone', async () => {
  const { ocrClean } = await import('../../src/documents/extract/text.js');
  const raw = 'the 5th day of Apri1, l98l; 2Oth; Tl6N, Rl2W; 5inclair 0il Co.; gaso1ine; Sec. l4';
  const clean = ocrClean(raw);
  assert.equal(clean, 'the 5th day of April, 1981; 20th; T16N, R12W; Sinclair Oil Co.; gasoline; Sec. 14');
  assert.equal(clean.length, raw.length);
});
