// L2 party clustering as a pure function: the sample packages' clusters exactly, and the name
// variants the issue names.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clusterParties, mentionsFromDocuments } from '../../src/documents/l2/cluster.js';
import { namesCompatible, parseName } from '../../src/documents/l2/names.js';
import { assemble, builtinProvider, segment } from '../../src/documents/extract/index.js';
import { EXTRACT_STAGES, type PartyMention, type ResolvedDocument, type Role } from '../../src/documents/types.js';
import { loadSample, pairwiseF1, SAMPLES } from './graph-sample.js';

const mention = (doc_id: string, name: string, opts: { role?: Role; date?: string; party_id?: string; kind?: 'person' | 'organization'; tracts?: string[]; residence?: string; died?: string; conveys?: boolean } = {}): PartyMention => ({
  doc_id,
  party_id: opts.party_id ?? 'p1',
  name,
  role: opts.role ?? 'grantor',
  kind: opts.kind ?? 'person',
  date: opts.date ?? '1950-01-01',
  tract_ids: opts.tracts,
  ...(opts.residence ? { residence: opts.residence } : {}),
  ...(opts.died ? { died: opts.died } : {}),
  ...(opts.conveys === false ? { conveys: false } : {}),
});

/** Instruments through the built-in extraction and assembly, each under its id. */
async function extractAll(docs: Array<{ id: string; text: string }>): Promise<ResolvedDocument[]> {
  const provider = builtinProvider();
  const resolved: ResolvedDocument[] = [];
  for (const d of docs) {
    const segments = segment(d.text);
    const l0: Record<string, unknown> = {};
    for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, d.text, segments);
    resolved.push({ ...assemble(d.text, segments, l0).resolved, doc_id: d.id });
  }
  return resolved;
}

/** Clusters as sorted lists of "doc/party" keys. */
const groups = (ms: PartyMention[]) =>
  clusterParties(ms)
    .map((c) => c.members.map((m) => `${m.doc_id}/${m.party_id}`).sort())
    .sort((a, b) => a[0].localeCompare(b[0]));

describe('L2 clustering of the sample packages', () => {
  for (const name of SAMPLES) {
    test(`${name}: the expected clusters (pairwise F1 = 1) and canonical names`, () => {
      const pkg = loadSample(name);
      const clusters = clusterParties(mentionsFromDocuments(pkg.docs));
      const f = pairwiseF1(clusters.map((c) => c.members.map((m) => `${m.doc_id}/${m.party_id}`)), pkg.personOf);
      assert.deepEqual(f, { precision: 1, recall: 1, f1: 1 });
      assert.equal(clusters.length, pkg.expected.clusters.length);
      const names = clusters.map((c) => c.canonical_name).sort();
      assert.deepEqual(names, pkg.expected.clusters.map((c) => c.canonical_name).sort());
    });
    test(`${name}: the same clusters without the documents' tracts`, () => {
      const pkg = loadSample(name);
      const clusters = clusterParties(mentionsFromDocuments(pkg.docs).map((m) => ({ ...m, tract_ids: undefined })));
      const f = pairwiseF1(clusters.map((c) => c.members.map((m) => `${m.doc_id}/${m.party_id}`)), pkg.personOf);
      assert.equal(f.f1, 1);
    });
  }
});

describe('L2 name variants', () => {
  test('"John A. Smith", "J. A. Smith", "SMITH, JOHN A." and "John A. Smith, a single man" are one person', () => {
    const ms = [mention('d1', 'John A. Smith'), mention('d2', 'J. A. Smith'), mention('d3', 'SMITH, JOHN A.'), mention('d4', 'John A. Smith, a single man')];
    const cs = clusterParties(ms);
    assert.equal(cs.length, 1);
    assert.equal(cs[0].canonical_name, 'John A. Smith');
    assert.deepEqual(cs[0].members.map((m) => m.name), ['John A. Smith', 'J. A. Smith', 'SMITH, JOHN A.', 'John A. Smith, a single man']);
  });

  test('"XYZ Oil Company" and "XYZ Oil Co., Inc." are one company; "XYZ Gas Company" another', () => {
    const ms = [mention('d1', 'XYZ Oil Company', { kind: 'organization' }), mention('d2', 'XYZ Oil Co., Inc.', { kind: 'organization' }), mention('d3', 'XYZ Gas Company', { kind: 'organization' })];
    assert.deepEqual(groups(ms), [['d1/p1', 'd2/p1'], ['d3/p1']]);
    assert.equal(clusterParties(ms).find((c) => c.members.length === 2)!.canonical_name, 'XYZ Oil Co., Inc.');
  });

  test('different middle initials are two people; an initial-only form joins the one it fits', () => {
    const ms = [mention('d1', 'John A. Smith'), mention('d2', 'John B. Smith'), mention('d3', 'J. B. Smith')];
    assert.deepEqual(groups(ms), [['d1/p1'], ['d2/p1', 'd3/p1']]);
  });

  test('Jr. and Sr. are two people; the unsuffixed name goes with Sr., never with Jr.', () => {
    const ms = [mention('d1', 'Walter E. Lindsey'), mention('d2', 'Walter E. Lindsey, Jr.'), mention('d3', 'W. E. Lindsey, Sr.'), mention('d4', 'W. E. Lindsey, Jr.')];
    assert.deepEqual(groups(ms), [['d1/p1', 'd3/p1'], ['d2/p1', 'd4/p1']]);
  });

  test('a Spanish name\'s two surnames: "Juan Antonio Escobar y Rodriguez" is "Juan A. Escobar" and "Juan Antonio Escobar Rodriguez"; "Eulalio Guerra y Gomez" is not "Eulalio Martinez Guerra"', () => {
    const ms = [mention('d1', 'Juan Antonio Escobar y Rodriguez'), mention('d2', 'Juan A. Escobar'), mention('d3', 'Eulalio Guerra y Gomez'), mention('d4', 'Eulalio Martinez Guerra')];
    assert.deepEqual(groups(ms), [['d1/p1', 'd2/p1'], ['d3/p1'], ['d4/p1']]);
    const a = parseName('Juan Antonio Escobar y Rodriguez');
    assert.deepEqual([a.first, a.middles, a.last, a.maternal], ['juan', ['antonio'], 'escobar', 'rodriguez']);
    assert.equal(namesCompatible(a, parseName('Juan Antonio Escobar Rodriguez')), true);
    assert.equal(namesCompatible(a, parseName('J. A. Escobar')), true);
    assert.equal(namesCompatible(a, parseName('Juan Antonio Escobar y Gomez')), false);
    assert.equal(namesCompatible(a, parseName('Juan Antonio Rodriguez')), false);
  });

  test('an unsuffixed name and a Jr. with nobody else stay apart (father and son)', () => {
    assert.deepEqual(groups([mention('d1', 'Samuel T. Crider'), mention('d2', 'Samuel T. Crider, Jr.')]), [['d1/p1'], ['d2/p1']]);
  });

  test('one name with two different spouses is two people; a mention without a spouse joins the one sharing its land', () => {
    const ms = [
      mention('d1', 'James Miller', { date: '1958-01-01', tracts: ['T1'] }),
      mention('d1', 'Opal Miller', { party_id: 'p2', date: '1958-01-01', tracts: ['T1'] }),
      mention('d2', 'James Miller', { date: '1981-01-01', tracts: ['T3'] }),
      mention('d2', 'Betty Jo Miller', { party_id: 'p2', date: '1981-01-01', tracts: ['T3'] }),
      mention('d3', 'James Miller', { role: 'grantee', date: '1980-01-01', tracts: ['T1'] }),
    ];
    assert.deepEqual(groups(ms), [['d1/p1', 'd3/p1'], ['d1/p2'], ['d2/p1'], ['d2/p2']]);
  });

  test('namesakes more than 70 years apart, on no common tract, are two people; a shared tract or a spouse named alike makes them one', () => {
    // Same initials, nothing else to tell them apart but the years.
    const far = [mention('d1', 'John A. Smith', { date: '1905-03-01', tracts: ['T1'] }), mention('d2', 'John A. Smith', { date: '1990-06-01', tracts: ['T2'] }), mention('d3', 'J. A. Smith', { date: '1992-01-01', tracts: ['T3'] })];
    assert.deepEqual(groups(far), [['d1/p1'], ['d2/p1', 'd3/p1']]);
    // Written differently ("J. A. Smith" in 1990, "SMITH, JOHN A." in 1905): still two.
    assert.deepEqual(groups([mention('d1', 'SMITH, JOHN A.', { date: '1905-03-01', tracts: ['T1'] }), mention('d2', 'J. A. Smith', { date: '1990-06-01', tracts: ['T2'] })]), [['d1/p1'], ['d2/p1']]);
    // A mention in between (1950) does not bridge them: one person's span stays within 70 years.
    assert.deepEqual(groups([...far, mention('d4', 'John A. Smith', { date: '1950-01-01', tracts: ['T9'] })]), [['d1/p1', 'd4/p1'], ['d2/p1', 'd3/p1']]);
    // An undated mention goes with the one sharing its land.
    assert.deepEqual(groups([...far, mention('d5', 'John A. Smith', { date: '', tracts: ['T2'] })]), [['d1/p1'], ['d2/p1', 'd3/p1', 'd5/p1']]);
    // 60 years apart: one person (a long life of buying and selling).
    assert.deepEqual(groups([mention('d1', 'John A. Smith', { date: '1920-01-01', tracts: ['T1'] }), mention('d2', 'John A. Smith', { date: '1980-01-01', tracts: ['T2'] })]), [['d1/p1', 'd2/p1']]);
    // The same land: one person (or at least one chain).
    assert.deepEqual(groups([mention('d1', 'John A. Smith', { date: '1905-01-01', tracts: ['T1'] }), mention('d2', 'John A. Smith', { date: '1990-01-01', tracts: ['T1'] })]), [['d1/p1', 'd2/p1']]);
    // A wife of the same name in both: one person.
    assert.deepEqual(
      groups([
        mention('d1', 'John A. Smith', { date: '1905-01-01', tracts: ['T1'] }),
        mention('d1', 'Mary Smith', { party_id: 'p2', date: '1905-01-01', tracts: ['T1'] }),
        mention('d2', 'John A. Smith', { date: '1980-01-01', tracts: ['T2'] }),
        mention('d2', 'Mary Smith', { party_id: 'p2', date: '1980-01-01', tracts: ['T2'] }),
      ]).length,
      2,
    );
  });


  test('a trustee is another person than the same name individually (title held for a trust); two trustee mentions of one name are one', () => {
    const ms = [
      mention('d1', 'Anton Larsen', { role: 'grantee', date: '1969-05-01', tracts: ['T1'] }),
      mention('d2', 'Anton Larsen', { role: 'grantor', date: '2006-01-11', tracts: ['T1'] }),
      { ...mention('d2', 'Anton Larsen', { role: 'grantee', party_id: 'p2', date: '2006-01-11', tracts: ['T1'] }), trustee: true },
      { ...mention('d3', 'Anton Larsen', { role: 'grantor', date: '2013-04-02', tracts: ['T1'] }), trustee: true },
    ];
    assert.deepEqual(groups(ms), [['d1/p1', 'd2/p1'], ['d2/p2', 'd3/p1']]);
  });

  test('a dead man takes nothing: one who takes after a decedent of his name died is another person, even on the same land', () => {
    // A father (grantee 1894, decedent 1909) and the son named after him (lessee 1976, assignor 1986), all on T1.
    const family = [
      mention('d1', 'Alonzo B. Wilkerson', { role: 'grantee', date: '1894-06-30', tracts: ['T1'] }),
      mention('d2', 'Alonzo B. Wilkerson', { role: 'decedent', date: '1909-10-05', tracts: ['T1'] }),
      mention('d3', 'Alonzo B. Wilkerson', { role: 'lessee', date: '1976-04-14', tracts: ['T1'] }),
      mention('d4', 'Alonzo B. Wilkerson', { role: 'assignor', date: '1986-03-31', tracts: ['T1'] }),
    ];
    assert.deepEqual(groups(family), [['d1/p1', 'd2/p1'], ['d3/p1', 'd4/p1']]);
    // Written otherwise ("Alonzo Buford Wilkerson" for the father's deed): still two, the deed with the father.
    assert.deepEqual(groups([mention('d0', 'Alonzo Buford Wilkerson', { role: 'grantor', date: '1899-08-09', tracts: ['T1'] }), ...family]), [['d0/p1', 'd1/p1', 'd2/p1'], ['d3/p1', 'd4/p1']]);
    // What passes from a decedent afterwards (his executor's deed names him grantor) and an heir of
    // his name who died before him (an heirship affidavit lists him) are no taking: one person.
    assert.deepEqual(
      groups([
        mention('d2', 'Alonzo B. Wilkerson', { role: 'decedent', date: '1909-10-05', tracts: ['T1'] }),
        mention('d5', 'Alonzo B. Wilkerson', { role: 'grantor', date: '1912-01-01', tracts: ['T1'] }),
        mention('d6', 'Alonzo B. Wilkerson', { role: 'heir', date: '1931-01-01', tracts: ['T1'] }),
      ]),
      [['d2/p1', 'd5/p1', 'd6/p1']],
    );
    // A deed dated within a year of the death (signed before, dated late): the same person.
    assert.deepEqual(groups([mention('d2', 'Alonzo B. Wilkerson', { role: 'decedent', date: '1909-10-05', tracts: ['T1'] }), mention('d7', 'Alonzo B. Wilkerson', { role: 'grantee', date: '1910-02-01', tracts: ['T1'] })]), [['d2/p1', 'd7/p1']]);
  });
  test('a person dies once: two decedents of one name whose instruments state deaths years apart are two; the stated death, not the affidavit\'s day, dates it; a lien released to him after it is no taking', () => {
    const twice = [
      mention('d1', 'Duane O. Lindquist', { role: 'decedent', date: '1960-01-01', died: '1956-03-02', tracts: ['T1'] }),
      mention('d2', 'Duane Lindquist', { role: 'decedent', date: '1993-01-01', died: '1992-07-09', tracts: ['T1'] }),
    ];
    assert.deepEqual(groups(twice), [['d1/p1'], ['d2/p1']]);
    assert.deepEqual(groups([twice[0], { ...twice[1], died: '1956-03-02' }]), [['d1/p1', 'd2/p1']], 'the same death: one man');
    // dead in 1965 by the probate of 1970: a deed to his name in 1968 is to someone else
    const probate = mention('d3', 'Herbert F. Koski', { role: 'decedent', date: '1970-06-15', died: '1965-01-02', tracts: ['T1'] });
    assert.deepEqual(groups([probate, mention('d4', 'Herbert F. Koski', { role: 'grantee', date: '1968-04-15', tracts: ['T1'] })]), [['d3/p1'], ['d4/p1']]);
    // but a lien's release naming him (an instrument that moves nothing) is not his taking
    assert.deepEqual(groups([probate, mention('d4', 'Herbert F. Koski', { role: 'grantee', date: '1968-04-15', tracts: ['T1'], conveys: false })]), [['d3/p1', 'd4/p1']]);
  });

  test('a married woman under her maiden name as middle name and under her given middle name is one person when the maiden name is a surname of the package', () => {
    const her = [
      mention('d1', 'Minnie Lynn Dixon', { role: 'grantee', date: '1931-01-01', tracts: ['T1'] }),
      mention('d2', 'Minnie Fraliex Dixon', { date: '1950-01-01', tracts: ['T2'] }),
    ];
    assert.deepEqual(groups(her), [['d1/p1'], ['d2/p1']], 'no Fraliex in the package: two people');
    const father = mention('d0', 'Amos T. Fraliex', { date: '1905-01-01', tracts: ['T3'] });
    assert.deepEqual(groups([father, ...her]), [['d0/p1'], ['d1/p1', 'd2/p1']]);
    // (a suffix, or two middle names, says nothing of a maiden name)
    assert.deepEqual(groups([father, her[0], mention('d2', 'Minnie Fraliex Dixon, Jr.', { date: '1950-01-01', tracts: ['T2'] })]), [['d0/p1'], ['d1/p1'], ['d2/p1']]);
  });

  test('James Miller of Kingfisher County and James Miller of Canadian County are two; their land or a spouse named alike makes them one', () => {
    const two = [
      mention('d1', 'James Miller', { tracts: ['T1'], residence: 'kingfisher' }),
      mention('d2', 'J. Miller', { date: '1952-01-01', tracts: ['T2'], residence: 'canadian' }),
      mention('d3', 'James Miller', { date: '1954-01-01', tracts: ['T3'], residence: 'canadian' }),
    ];
    assert.deepEqual(groups(two), [['d1/p1'], ['d2/p1', 'd3/p1']]);
    // A mention without a residence goes with the one sharing its land.
    assert.deepEqual(groups([...two, mention('d4', 'James Miller', { date: '1960-01-01', tracts: ['T1'] })]), [['d1/p1', 'd4/p1'], ['d2/p1', 'd3/p1']]);
    // He moved: the Canadian County James Miller conveys the Kingfisher County one's land: one person.
    assert.deepEqual(groups([mention('d1', 'James Miller', { tracts: ['T1'], residence: 'kingfisher' }), mention('d2', 'James Miller', { date: '1970-01-01', tracts: ['T1'], residence: 'canadian' })]), [['d1/p1', 'd2/p1']]);
    // But one deed from Homer M. Isaacson of Garvin County to H. M. Isaacson of San Juan County is
    // between two people, though the land is the same and a grantor may convey to himself.
    const deed = [
      mention('d1', 'Homer M. Isaacson', { date: '1898-04-04', tracts: ['T1'], residence: 'garvin' }),
      mention('d1', 'H. M. Isaacson', { role: 'grantee', party_id: 'p2', date: '1898-04-04', tracts: ['T1'], residence: 'san juan' }),
    ];
    assert.deepEqual(groups(deed), [['d1/p1'], ['d1/p2']]);
    assert.deepEqual(groups([deed[0], { ...deed[1], residence: 'garvin' }]), [['d1/p1', 'd1/p2']]);
  });

  test('the residence comes from the instrument: "of Kingfisher County", "of the County of Canadian"; a town is not one', async () => {
    const deed = (who: string, land: string, year: number) => `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That ${who}, a single man, hereinafter called Grantor, for and in consideration of Ten Dollars, does hereby grant, bargain, sell and convey unto Otto Brandt, hereinafter called Grantee, the following described land in Kingfisher County, State of Oklahoma, to-wit:

${land} of Section 9, Township 16 North, Range 7 West of the Indian Meridian.

Dated this 2nd day of June, ${year}.
`;
    const docs = [
      { id: 'd1', text: deed('James Miller, of Kingfisher County, State of Oklahoma', 'The Northeast Quarter (NE/4)', 1950) },
      { id: 'd2', text: deed('James Miller, of the County of Canadian, State of Oklahoma', 'The Southwest Quarter (SW/4)', 1952) },
      { id: 'd3', text: deed('James Miller, of Okarche, Oklahoma', 'The Northwest Quarter (NW/4)', 1953) },
    ];
    const resolved = await extractAll(docs);
    assert.deepEqual(resolved.map((d) => d.parties.filter((p) => p.role === 'grantor').map((p) => [p.canonical_name, p.residence ?? null])), [[['James Miller', 'kingfisher']], [['James Miller', 'canadian']], [['James Miller', null]]]);
    const clusters = clusterParties(mentionsFromDocuments(resolved)).filter((c) => c.canonical_name === 'James Miller');
    assert.deepEqual(clusters.map((c) => c.members.map((m) => m.doc_id)).sort(), [['d1', 'd3'], ['d2']]);
  });

  test('an affiant holds none of the land he swears about: a namesake of another residence who later takes that land is another person', async () => {
    const land = 'the SE/4 of Section 21, Township 17 North, Range 2 West of the Indian Meridian, Logan County, Oklahoma';
    const docs = [
      {
        id: 'a1',
        text: `AFFIDAVIT OF HEIRSHIP

STATE OF OKLAHOMA, COUNTY OF LOGAN, ss.

Before me, the undersigned authority, personally appeared Preston Ames, of Logan County, Oklahoma, who, being duly sworn, says: that he knew Walter Greer, Deceased, who died intestate on March 3, 1912, owning ${land}; and that his only heirs at law were Nora Greer, his widow, and Dale Greer, his son.

Preston Ames

Subscribed and sworn to before me on April 9, 1912.
`,
      },
      {
        id: 'd2',
        text: `MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS: That Dale Greer, a single man, for $10.00 paid by Preston Ames, of Payne County, Oklahoma, does hereby grant, sell and convey unto the said Preston Ames an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under ${land}.

Dated this 5th day of August, 1951.
`,
      },
    ];
    const resolved = await extractAll(docs);
    assert.deepEqual(
      resolved.map((d) => d.parties.filter((p) => p.canonical_name === 'Preston Ames').map((p) => [p.role, p.residence ?? null])),
      [[['other', 'logan']], [['grantee', 'payne']]],
    );
    const clusters = clusterParties(mentionsFromDocuments(resolved)).filter((c) => c.canonical_name === 'Preston Ames');
    assert.deepEqual(clusters.map((c) => c.members.map((m) => m.doc_id)).sort(), [['a1'], ['d2']]);
  });

  test('two people of one name on one side of an instrument stay apart; as grantor and grantee of one deed they can be one', () => {
    assert.deepEqual(groups([mention('d1', 'John Smith'), mention('d1', 'John Smith', { party_id: 'p2' })]), [['d1/p1'], ['d1/p2']]);
    assert.deepEqual(groups([mention('d1', 'John Smith'), mention('d1', 'John Smith', { party_id: 'p2', role: 'grantee' }), mention('d1', 'Mary Jones', { party_id: 'p3', role: 'grantee' })]), [
      ['d1/p1', 'd1/p2'],
      ['d1/p3'],
    ]);
    // A decedent and an heir of one name (the son written without Jr.) are two.
    assert.deepEqual(groups([mention('d1', 'Walter E. Lindsey', { role: 'decedent' }), mention('d1', 'Walter E. Lindsey', { party_id: 'p2', role: 'heir' })]), [['d1/p1'], ['d1/p2']]);
  });

  test('OCR slips still cluster: "Mi1ler", one letter off in a long surname', () => {
    const ms = [mention('d1', 'James R. Miller'), mention('d2', 'James R. Mi1ler'), mention('d3', 'Clarence Whitfield'), mention('d4', 'Clarence Whitfie1d'), mention('d5', 'Clarence Whitfeld')];
    assert.deepEqual(groups(ms), [['d1/p1', 'd2/p1'], ['d3/p1', 'd4/p1', 'd5/p1']]);
  });

  test('cluster ids are stable: the same for the same input, whatever its order', () => {
    const pkg = loadSample('pkg-1');
    const ms = mentionsFromDocuments(pkg.docs);
    const a = clusterParties(ms);
    const b = clusterParties([...ms].reverse());
    assert.deepEqual(b, a);
    assert.match(a[0].cluster_id, /^pc_[0-9a-f]{16}$/);
    assert.equal(new Set(a.map((c) => c.cluster_id)).size, a.length);
  });

  test('no mentions, no clusters', () => {
    assert.deepEqual(clusterParties([]), []);
  });
});
