// The sample corpus (../shared/land-titles/sample) loaded through the API and processed end to end:
// each package's documents uploaded, one job of every stage, then every document's fields, the L2
// clusters, the estate graph's links and gaps for each matcher, chain analysis and the runsheet,
// held to the package's expected.json. People are compared by the sample's person ids (a holder
// is known by its L2 cluster), tracts by the sample's tract labels (the API's tract ids mapped).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { runJob } from '../helpers/documents.js';
import { useServer } from '../helpers/fixture.js';
import { STAGES } from '../../src/documents/types.js';

const SAMPLE_DIR = path.resolve(import.meta.dirname, '../../../shared/land-titles/sample');
const PACKAGES = readdirSync(SAMPLE_DIR).filter((d) => /^pkg-\d+$/.test(d)).sort();

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let api: Client;
let token: string;
const t = useServer({ PG_POOL_SIZE: '6' }, async (f) => {
  api = await Client.for(f.server.url, 'documents');
  const u = await seedUser(f.db);
  token = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
});
void t;

const TRACT_FIELDS = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'survey', 'abstract', 'block', 'lot', 'acres'] as const;

interface Loaded {
  expected: Json;
  packageId: string;
  fileOf: Map<string, string>;
  docOf: Map<string, string>;
}

const loaded = new Map<string, Promise<Loaded>>();

/** Uploads a sample package and runs every stage over it (once per package, shared by its tests). */
function load(name: string): Promise<Loaded> {
  if (!loaded.has(name)) {
    loaded.set(
      name,
      (async () => {
        const dir = path.join(SAMPLE_DIR, name);
        const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8'));
        const packageId = (await api.post('/api/packages', { name, description: expected.title ?? null }, { token })).body.package_id as string;
        const fileOf = new Map<string, string>();
        const docOf = new Map<string, string>();
        for (const doc of expected.documents) {
          const res = await api.post(`/api/packages/${packageId}/documents`, { filename: doc.file, text: readFileSync(path.join(dir, doc.file), 'utf8') }, { token });
          assert.equal(res.status, 201, res.text);
          fileOf.set(res.body.doc_id, doc.file);
          docOf.set(doc.file, res.body.doc_id);
        }
        const job = await runJob(api, token, { package_id: packageId, stages: [...STAGES] }, 120_000);
        assert.equal(job.body.status, 'completed', job.text);
        return { expected, packageId, fileOf, docOf };
      })(),
    );
  }
  return loaded.get(name)!;
}

/** The sample's person behind each mention (file and name as the instrument gives it). */
function personOfMention(expected: Json): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of expected.clusters) for (const [file, name] of c.members) out.set(`${file}|${name}`, c.person);
  for (const d of expected.documents) for (const p of d.parties) out.set(`${d.file}|${p.name}`, p.person);
  return out;
}

/** The API's tract ids as the sample's tract labels (from the documents' land). */
async function tractLabels(l: Loaded): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const doc of l.expected.documents) {
    const land = (await api.get(`/api/documents/${l.docOf.get(doc.file)}/land`, { token })).body.resolved.canonical_tracts;
    doc.tracts.forEach((want: Json, i: number) => {
      if (land[i]) out.set(land[i].tract_id, want.tract);
    });
  }
  return out;
}

describe('the sample corpus through the API', () => {
  for (const name of PACKAGES) {
    test(`${name}: every document's category, dates, parties, tracts and conveyance`, { timeout: 300_000 }, async () => {
      const l = await load(name);
      const tractIds = new Map<string, Set<string>>();
      for (const doc of l.expected.documents) {
        const id = l.docOf.get(doc.file)!;
        const where = `${name}/${doc.file}`;
        assert.equal((await api.get(`/api/documents/${id}/doc-type`, { token })).body.resolved.doc_category, doc.doc_category, where);
        const dates = (await api.get(`/api/documents/${id}/dates`, { token })).body.resolved;
        assert.equal(dates.governing_date, doc.governing_date, `${where} governing_date`);
        for (const [k, v] of Object.entries(doc.dates)) assert.equal(dates[k] ?? null, v, `${where} ${k}`);
        const parties = (await api.get(`/api/documents/${id}/parties`, { token })).body.resolved.canonical_parties;
        assert.deepEqual(
          parties.map((p: Json) => `${p.canonical_name} (${p.role})`).sort(),
          doc.parties.map((p: Json) => `${p.name} (${p.role})`).sort(),
          `${where} parties`,
        );
        const tracts = (await api.get(`/api/documents/${id}/land`, { token })).body.resolved.canonical_tracts;
        assert.equal(tracts.length, doc.tracts.length, `${where} tracts`);
        doc.tracts.forEach((want: Json, i: number) => {
          for (const f of TRACT_FIELDS) assert.equal(tracts[i][f], want[f], `${where} tract ${i} ${f}`);
          if (!tractIds.has(want.tract)) tractIds.set(want.tract, new Set());
          tractIds.get(want.tract)!.add(tracts[i].tract_id);
        });
        const conveyance = (await api.get(`/api/documents/${id}/conveyance`, { token })).body.resolved;
        assert.equal(conveyance.conveys_fee, doc.conveys_fee, `${where} conveys_fee`);
        assert.deepEqual([...conveyance.estate_types_conveyed].sort(), [...doc.estate_types_conveyed].sort(), `${where} estate_types_conveyed`);
      }
      // One tract id per tract of the package, different tracts apart.
      for (const [tract, ids] of tractIds) assert.equal(ids.size, 1, `${tract}: ${[...ids].join(', ')}`);
      assert.equal(new Set([...tractIds.values()].map((s) => [...s][0])).size, tractIds.size);
    });

    test(`${name}: L2 clusters, estate-graph links and gaps per matcher, chain analysis, runsheet`, { timeout: 300_000 }, async () => {
      const l = await load(name);
      const person = personOfMention(l.expected);
      const l2 = await api.post(`/packages/${l.packageId}/l2/parties`, undefined, { token });
      assert.equal(l2.status, 200);
      // Clusters as partitions of the mentions, by the sample's person ids.
      const got = l2.body.clusters.map((c: Json) => c.members.map((m: Json) => `${l.fileOf.get(m.doc_id)}|${m.name}`).sort().join(' + ')).sort();
      const want = l.expected.clusters.map((c: Json) => c.members.map(([f, n]: [string, string]) => `${f}|${n}`).sort().join(' + ')).sort();
      assert.deepEqual(got, want, 'L2 clusters');
      const clusterPerson = new Map<string, string>();
      for (const c of l2.body.clusters) clusterPerson.set(c.cluster_id, person.get(`${l.fileOf.get(c.members[0].doc_id)}|${c.members[0].name}`) ?? `?${c.canonical_name}`);
      const tract = await tractLabels(l);

      const expectedLinks = new Map<string, boolean>();
      for (const [label, byEstate] of Object.entries(l.expected.chains as Record<string, Record<string, Json[]>>)) {
        for (const [estate, links] of Object.entries(byEstate)) {
          for (const link of links) expectedLinks.set(`${estate} ${label}: ${link.from_person} -> ${link.to_person} (${link.file})`, link.required);
        }
      }
      for (const version of ['1.0', '1.1', '2.0']) {
        const g = await api.post(`/api/packages/${l.packageId}/estate-graph`, { version }, { token });
        assert.equal(g.status, 200, g.text);
        const nodes = new Map<string, Json>(g.body.dag.nodes.map((n: Json) => [n.id, n]));
        const who = (n: Json) => (n.holder_cluster_id && clusterPerson.get(n.holder_cluster_id)) || `?${n.holder}`;
        const links = g.body.dag.edges.map((e: Json) => {
          const from = nodes.get(e.from);
          const to = nodes.get(e.to);
          return `${to.estate_type} ${tract.get(to.tract_id) ?? to.tract_id}: ${who(from)} -> ${who(to)} (${l.fileOf.get(e.doc_id)})`;
        });
        assert.deepEqual(links.filter((k: string) => !expectedLinks.has(k)), [], `matcher ${version}: no link the sample does not have`);
        if (version === '2.0') continue;
        const found = new Set(links);
        assert.deepEqual([...expectedLinks].filter(([k, required]) => required && !found.has(k)).map(([k]) => k), [], `matcher ${version}: every required link`);
        const gaps = g.body.dag.gaps.map((x: Json) => `${x.estate_type}|${tract.get(x.tract_id) ?? x.tract_id}|${x.kind}|${l.fileOf.get(x.kind === 'conveyed_before_acquired' ? x.before_doc_id : x.after_doc_id)}`).sort();
        assert.deepEqual(gaps, l.expected.gaps.map((x: Json) => `${x.estate_type}|${x.tract}|${x.kind}|${x.file}`).sort(), `matcher ${version}: gaps`);
        assert.equal(g.body.summary.mineral_estates, g.body.dag.nodes.filter((n: Json) => n.estate_type === 'mineral').length);
      }
      const chains = await api.get(`/packages/${l.packageId}/chain-analysis`, { token });
      assert.equal(chains.status, 200);
      const chainEdges = (['fee', 'mineral', 'leasehold'] as const).reduce((n, k) => n + chains.body.chains[k].dag.edges.length, 0);
      assert.ok(chainEdges > 0);
      const sheet = await api.get(`/api/packages/${l.packageId}/runsheet`, { token });
      assert.equal(sheet.body.rows.length, l.expected.documents.length);
      const dates = sheet.body.rows.map((r: Json) => r.governing_date);
      assert.deepEqual(dates, [...dates].sort(), 'chronological');
    });
  }

  test('pkg-3/doc-09: the acres its platted lots lack (0.32) are filled in by runtime_linking from pkg-3/doc-14, which it names', { timeout: 300_000 }, async () => {
    const l = await load('pkg-3');
    const land = await api.get(`/api/documents/${l.docOf.get('doc-09.txt')}/land`, { token });
    assert.equal(land.body.resolved.canonical_tracts.length, 1);
    const tract = land.body.resolved.canonical_tracts[0];
    assert.equal(tract.acres, 0.32);
    assert.deepEqual(tract.acres_source, { doc_id: l.docOf.get('doc-14.txt') });
    const lease = (await api.get(`/api/documents/${l.docOf.get('doc-14.txt')}/land`, { token })).body.resolved.canonical_tracts[0];
    assert.equal(lease.acres, 0.32);
    assert.equal(lease.acres_source, undefined, 'stated by the lease itself');
    assert.equal(tract.tract_id, lease.tract_id);
    assert.equal(tract.tract_identity_phrase, lease.tract_identity_phrase);
    // The runsheet row shows the tract as filled in.
    const sheet = await api.get(`/api/packages/${l.packageId}/runsheet`, { token });
    assert.deepEqual(sheet.body.rows.find((r: Json) => r.doc_id === l.docOf.get('doc-09.txt')).tracts, [lease.tract_identity_phrase]);
  });
});
