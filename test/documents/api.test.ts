// The document-analysis API through a real server: packages and ownership, uploads (three forms,
// limits, bad input), the documents list, jobs through every stage to completed and failed, stage
// order and enrich_only, the extraction endpoints (plain and debug), L2, estate graphs, chain
// analysis and the runsheet. Values computed by the extractor and the graph are compared with
// what their modules answer for the same input (the plumbing); the sample corpus's expected
// values are checked in api-sample.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { DEED, LEASE, LOTS_DEED, LOTS_ELSEWHERE, LOTS_LEASE, multipart, runJob } from '../helpers/documents.js';
import { until } from '../helpers/server.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';
import { assemble, builtinProvider, segment } from '../../src/documents/extract/index.js';
import { clusterParties, mentionsFromDocuments } from '../../src/documents/l2/cluster.js';
import { EXTRACT_STAGES, STAGES, type ResolvedDocument } from '../../src/documents/types.js';

let api: Client;
let owner: string;
let other: string;
let admin: string;
let ownerKey: string;

const t = useServer({ PG_POOL_SIZE: '6' }, async (f) => {
  api = await Client.for(f.server.url, 'documents');
  const signIn = async (role: 'admin' | 'user') => {
    const u = await seedUser(f.db, { role });
    return { id: u.id, token: (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string };
  };
  const o = await signIn('user');
  owner = o.token;
  other = (await signIn('user')).token;
  admin = (await signIn('admin')).token;
  const key = newApiKey();
  await insertApiKey(f.db, o.id, key.hash, 'documents');
  ownerKey = key.key;
});

const post = (path: string, body: unknown, token = owner) => api.post(path, body, { token });
const get = (path: string, token = owner, headers: Record<string, string> = {}) => api.get(path, { token, headers });

async function newPackage(name = 'Pkg', token = owner): Promise<string> {
  const res = await post('/api/packages', { name }, token);
  assert.equal(res.status, 201, res.text);
  return res.body.package_id;
}

async function upload(packageId: string, filename: string, text: string, token = owner): Promise<string> {
  const res = await post(`/api/packages/${packageId}/documents`, { filename, text }, token);
  assert.equal(res.status, 201, res.text);
  return res.body.doc_id;
}

/** What the extractor's modules make of a text, as the pipeline would store it (L1). */
async function expectedL1(text: string): Promise<Omit<ResolvedDocument, 'doc_id'>> {
  const segments = segment(text);
  const provider = builtinProvider();
  const l0: Record<string, unknown> = {};
  for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
  return assemble(text, segments, l0).resolved;
}

describe('packages', () => {
  test('create (201, Location), list as {packages}, detail with documents[]; the owner, an admin, nobody else', async () => {
    const created = await post('/api/packages', { name: 'Kingfisher', description: 'NE/4 14-16N-7W' });
    assert.equal(created.status, 201);
    const id = created.body.package_id;
    assert.equal(created.headers.get('location'), `/api/packages/${id}`);
    assert.deepEqual(created.body, { package_id: id, name: 'Kingfisher', description: 'NE/4 14-16N-7W', owner_id: created.body.owner_id, document_count: 0, created_at: created.body.created_at });
    const docId = await upload(id, 'deed.txt', DEED);
    const list = await get('/api/packages');
    assert.equal(list.status, 200);
    assert.ok(list.body.packages.some((p: { package_id: string; document_count: number }) => p.package_id === id && p.document_count === 1));
    const detail = await get(`/api/packages/${id}`);
    assert.equal(detail.status, 200);
    assert.deepEqual(detail.body.documents.map((d: { doc_id: string }) => d.doc_id), [docId]);
    assert.equal(detail.body.document_count, 1);
    // By API key too.
    assert.equal((await api.get(`/api/packages/${id}`, { headers: { 'x-api-key': ownerKey } })).status, 200);
    // Another user: 404 everywhere, and it is not in their list; an admin sees it.
    assert.equal((await get(`/api/packages/${id}`, other)).status, 404);
    assert.equal((await get(`/api/packages/${id}`, other)).body.error.code, 'NOT_FOUND');
    assert.ok(!(await get('/api/packages', other)).body.packages.some((p: { package_id: string }) => p.package_id === id));
    assert.equal((await get(`/api/packages/${id}`, admin)).status, 200);
    assert.ok((await get('/api/packages', admin)).body.packages.some((p: { package_id: string }) => p.package_id === id));
  });

  test('bad input is 422 with details; no credentials 401, a wrong API key 403', async () => {
    const bad = await post('/api/packages', { name: '' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error.code, 'VALIDATION_ERROR');
    assert.deepEqual(bad.body.error.details.errors.map((e: { path: string }) => e.path), ['body.name']);
    for (const [method, path] of [['GET', '/api/packages'], ['POST', '/api/packages'], ['GET', '/api/documents']] as const) {
      const anon = await api.request(method, path, method === 'POST' ? { json: { name: 'x' } } : {});
      assert.equal(anon.status, 401);
      assert.equal(anon.body.error.code, 'MISSING_TOKEN');
      const wrong = await api.request(method, path, { headers: { 'x-api-key': 'nope' }, ...(method === 'POST' ? { json: { name: 'x' } } : {}) });
      assert.equal(wrong.status, 403);
      assert.equal(wrong.body.error.code, 'INVALID_API_KEY');
    }
    assert.equal((await get('/api/packages/not-a-uuid')).status, 404);
  });
});

describe('uploads', () => {
  test('JSON text, JSON base64 and multipart; the stored document says what it is', async () => {
    const pkg = await newPackage();
    const text = await post(`/api/packages/${pkg}/documents`, { filename: 'deed.txt', text: DEED });
    assert.equal(text.status, 201);
    assert.equal(text.headers.get('location'), `/api/documents/${text.body.doc_id}`);
    assert.deepEqual(
      { ...text.body, doc_id: 0, created_at: 0 },
      {
        doc_id: 0,
        package_id: pkg,
        filename: 'deed.txt',
        content_type: 'text/plain',
        size_bytes: Buffer.byteLength(DEED),
        status: 'uploaded',
        stages: STAGES.map((name) => ({ name, status: 'not_started' })),
        text_length: null,
        ocr: null,
        created_at: 0,
      },
    );
    const md = await post(`/api/packages/${pkg}/documents`, { filename: 'notes.md', text: '# Deed\n\ntext' });
    assert.equal(md.body.content_type, 'text/markdown');
    const b64 = await post(`/api/packages/${pkg}/documents`, { filename: 'scan.png', content_base64: Buffer.from(PNG_1PX).toString('base64'), content_type: 'image/png' });
    assert.equal(b64.status, 201);
    assert.equal(b64.body.content_type, 'image/png');
    assert.equal(b64.body.size_bytes, PNG_1PX.length);
    // An octet-stream is recognised by its first bytes.
    const sniffed = await post(`/api/packages/${pkg}/documents`, { filename: 'file.bin', content_base64: Buffer.from('%PDF-1.4\n%broken').toString('base64'), content_type: 'application/octet-stream' });
    assert.equal(sniffed.body.content_type, 'application/pdf');
    const form = await multipart({ file: new Blob([DEED], { type: 'text/plain' }) }, { file: 'deed-multipart.txt' });
    const mp = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: form.raw, contentType: form.contentType, token: owner });
    assert.equal(mp.status, 201, mp.text);
    assert.equal(mp.body.filename, 'deed-multipart.txt');
    assert.equal(mp.body.content_type, 'text/plain');
    assert.equal(mp.body.size_bytes, Buffer.byteLength(DEED));
    const stored = await t.db.selectFrom('documents').select('content').where('id', '=', mp.body.doc_id).executeTakeFirstOrThrow();
    assert.equal(stored.content.toString('utf8'), DEED);
  });

  test('types not taken are 415, bad and empty files 422, a malformed multipart 400, another user 404', async () => {
    const pkg = await newPackage();
    const zip = await post(`/api/packages/${pkg}/documents`, { filename: 'a.zip', content_base64: 'UEsDBA==', content_type: 'application/zip' });
    assert.equal(zip.status, 415);
    assert.equal(zip.body.error.code, 'UNSUPPORTED_MEDIA_TYPE');
    assert.match(zip.body.error.message, /application\/zip.*text\/plain, text\/markdown, application\/pdf, image\/png, image\/jpeg, image\/tiff/);
    const unknown = await post(`/api/packages/${pkg}/documents`, { filename: 'a.bin', content_base64: 'AAECAw==', content_type: 'application/octet-stream' });
    assert.equal(unknown.status, 415);
    const zipPart = await multipart({ file: new Blob(['PK'], { type: 'application/zip' }) }, { file: 'a.zip' });
    assert.equal((await api.request('POST', `/api/packages/${pkg}/documents`, { raw: zipPart.raw, contentType: zipPart.contentType, token: owner })).status, 415);
    const badB64 = await post(`/api/packages/${pkg}/documents`, { filename: 'a.pdf', content_base64: 'not base64!', content_type: 'application/pdf' });
    assert.equal(badB64.status, 422);
    assert.deepEqual(badB64.body.error.details.errors, [{ path: 'body.content_base64', message: 'is not base64' }]);
    const empty = await multipart({ file: new Blob([], { type: 'text/plain' }) }, { file: 'empty.txt' });
    const emptyRes = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: empty.raw, contentType: empty.contentType, token: owner });
    assert.equal(emptyRes.status, 422);
    assert.match(emptyRes.body.error.message, /the file is empty/);
    const emptyText = await post(`/api/packages/${pkg}/documents`, { filename: 'e.txt', text: '' });
    assert.equal(emptyText.status, 422);
    const noFile = await multipart({ other: 'x' });
    const noFileRes = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: noFile.raw, contentType: noFile.contentType, token: owner });
    assert.equal(noFileRes.status, 422);
    assert.deepEqual(noFileRes.body.error.details.errors, [{ path: 'body.file', message: 'is required (a file part named file)' }]);
    const broken = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: 'not multipart at all', contentType: 'multipart/form-data; boundary=zzz', token: owner });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.error.code, 'INVALID_BODY');
    const folder = await post(`/api/packages/${pkg}/documents`, { filename: '../etc/passwd', text: 'x' });
    assert.equal(folder.status, 422);
    assert.equal((await post(`/api/packages/${pkg}/documents`, { filename: 'a.txt', text: 'x' }, other)).status, 404);
    // Multipart is only for the upload.
    const mpElsewhere = await api.request('POST', '/api/packages', { raw: noFile.raw, contentType: noFile.contentType, token: owner });
    assert.equal(mpElsewhere.status, 415);
    assert.equal((await get(`/api/packages/${pkg}`)).body.document_count, 0);
  });

  test('a 50 MB upload is 413 before anything is stored (DOCUMENTS_MAX_UPLOAD_BYTES, 25 MiB)', async () => {
    const pkg = await newPackage();
    const big = Buffer.alloc(50 * 1024 * 1024, 0x41);
    const form = await multipart({ file: new Blob([big], { type: 'text/plain' }) }, { file: 'big.txt' });
    const res = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: form.raw, contentType: form.contentType, token: owner });
    assert.equal(res.status, 413);
    assert.equal(res.body.error.code, 'PAYLOAD_TOO_LARGE');
    assert.match(res.body.error.message, /26214400 bytes/);
    assert.equal((await get(`/api/packages/${pkg}`)).body.document_count, 0);
  });
});

describe('documents list', () => {
  test('pages of items with total; a package filter; another user sees none of them', async () => {
    const pkg = await newPackage();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await upload(pkg, `d${i}.txt`, `document ${i}`));
    const p1 = await get(`/api/documents?package_id=${pkg}&page=1&page_size=2`);
    assert.equal(p1.status, 200);
    assert.deepEqual({ ids: p1.body.items.map((d: { doc_id: string }) => d.doc_id), total: p1.body.total, page: p1.body.page, size: p1.body.page_size }, { ids: ids.slice(0, 2), total: 5, page: 1, size: 2 });
    const p3 = await get(`/api/documents?package_id=${pkg}&page=3&page_size=2`);
    assert.deepEqual(p3.body.items.map((d: { doc_id: string }) => d.doc_id), ids.slice(4));
    const p4 = await get(`/api/documents?package_id=${pkg}&page=4&page_size=2`);
    assert.deepEqual(p4.body.items, []);
    assert.equal(p4.body.total, 5);
    const all = await get('/api/documents?page_size=200');
    assert.ok(ids.every((id) => all.body.items.some((d: { doc_id: string }) => d.doc_id === id)));
    assert.equal((await get(`/api/documents?package_id=${pkg}`, other)).status, 404);
    const mine = await get('/api/documents', other);
    assert.ok(!mine.body.items.some((d: { doc_id: string }) => ids.includes(d.doc_id)));
    assert.equal((await get('/api/documents?page=0')).status, 422);
    assert.equal((await get('/api/documents?page_size=201')).status, 422);
    const one = await get(`/api/documents/${ids[0]}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.filename, 'd0.txt');
    assert.equal((await get(`/api/documents/${ids[0]}`, other)).status, 404);
  });
});

const ALL = [...STAGES];

describe('jobs', () => {
  test('a package through every stage to completed: the job, each document stage, the resolved fields (plain and debug)', async () => {
    const pkg = await newPackage('Full run');
    const deed = await upload(pkg, 'deed.txt', DEED);
    const lease = await upload(pkg, 'lease.txt', LEASE);
    const job = await runJob(api, owner, { package_id: pkg, stages: [...ALL].reverse() });
    assert.equal(job.body.status, 'completed', job.text);
    assert.deepEqual(
      { ...job.body, created_at: 0, started_at: 0, finished_at: 0 },
      {
        job_id: job.body.job_id,
        package_id: pkg,
        status: 'completed',
        // In pipeline order whatever order they were asked in.
        stages: ALL.map((name) => ({ name, status: 'completed', documents_total: name === 'runtime_linking' ? 1 : 2, documents_done: name === 'runtime_linking' ? 1 : 2, documents_failed: 0 })),
        progress: { done: 19, total: 19, percent: 100 },
        enrich_only: false,
        doc_ids: [deed, lease],
        error: null,
        attempts: 1,
        created_at: 0,
        started_at: 0,
        finished_at: 0,
      },
    );
    assert.ok(job.body.finished_at >= job.body.started_at && job.body.started_at >= job.body.created_at);
    const doc = await get(`/api/documents/${deed}`);
    assert.equal(doc.body.status, 'processed');
    assert.equal(doc.body.text_length, DEED.length);
    assert.equal(doc.body.ocr, false);
    for (const s of doc.body.stages) {
      assert.equal(s.status, 'completed', s.name);
      assert.equal(s.job_id, job.body.job_id);
      assert.ok(!Number.isNaN(Date.parse(s.finished_at)));
    }
    // Each endpoint answers the assembled record's field at the seed's path.
    const l1 = await expectedL1(DEED);
    const parties = await get(`/api/documents/${deed}/parties`);
    assert.deepEqual(parties.body, { doc_id: deed, resolved: { canonical_parties: l1.parties.map((p) => ({ party_id: p.party_id, canonical_name: p.canonical_name, role: p.role, kind: p.kind })) } });
    const dates = await get(`/api/documents/${deed}/dates`);
    const { governing_date, ...others } = l1.dates;
    assert.deepEqual(dates.body, { doc_id: deed, resolved: { governing_date, ...Object.fromEntries(Object.entries(others).filter(([, v]) => v !== null)) } });
    const land = await get(`/api/documents/${deed}/land`);
    assert.deepEqual(land.body.resolved.canonical_tracts, l1.tracts);
    assert.deepEqual((await get(`/api/documents/${deed}/doc-type`)).body, { doc_id: deed, resolved: { doc_category: l1.doc_category } });
    const conveyance = await get(`/api/documents/${deed}/conveyance`);
    assert.deepEqual(conveyance.body, { doc_id: deed, resolved: l1.conveyance });
    // Debug adds the raw extraction of the field's stage, normalized and the context spans.
    const debug = await get(`/api/documents/${deed}/parties?debug=true`);
    assert.deepEqual(debug.body.resolved, parties.body.resolved);
    const stored = await t.db.selectFrom('documents').select(['l0', 'normalized', 'context']).where('id', '=', deed).executeTakeFirstOrThrow();
    assert.deepEqual(debug.body.extraction, (stored.l0 as Record<string, unknown>).extract_parties);
    assert.deepEqual(debug.body.normalized, stored.normalized);
    const partyKeys = Object.keys(stored.context as object).filter((k) => /^(canonical_)?parties\b/.test(k));
    assert.deepEqual(Object.keys(debug.body.extraction_context).sort(), partyKeys.sort());
    const landDebug = await get(`/api/documents/${deed}/land?debug=true`);
    assert.deepEqual(landDebug.body.extraction, (stored.l0 as Record<string, unknown>).extract_land_description);
    for (const key of Object.keys(landDebug.body.extraction_context)) assert.match(key, /^((canonical_)?tracts|land)\b/);
    for (const path of ['parties', 'dates', 'land', 'doc-type', 'conveyance']) {
      const plain = await get(`/api/documents/${deed}/${path}?debug=false`);
      assert.deepEqual(Object.keys(plain.body).sort(), ['doc_id', 'resolved'], path);
      assert.equal((await get(`/api/documents/${deed}/${path}`, other)).status, 404, path);
      assert.equal((await get(`/api/documents/${deed}/${path}`, admin)).status, 200, path);
      const bad = await get(`/api/documents/${deed}/${path}?debug=maybe`);
      assert.equal(bad.status, 422, path);
      assert.deepEqual(bad.body.error.details.errors.map((e: { path: string }) => e.path), ['query.debug']);
    }
    assert.equal((await get(`/api/jobs/${job.body.job_id}`, other)).status, 404);
    assert.equal((await get(`/api/jobs/${job.body.job_id}`, admin)).status, 200);
    assert.equal((await get('/api/jobs/00000000-0000-4000-8000-000000000000')).status, 404);
  });

  test('a stage before its prerequisite fails for the document, naming it; later stages are skipped; the job fails', async () => {
    const pkg = await newPackage();
    const doc = await upload(pkg, 'deed.txt', DEED);
    for (const path of ['parties', 'dates', 'land', 'doc-type', 'conveyance']) {
      const res = await get(`/api/documents/${doc}/${path}`);
      assert.equal(res.status, 409, path);
      assert.equal(res.body.error.code, 'NOT_PROCESSED');
      assert.equal(res.body.error.message, `Document ${doc} has no resolved record yet: run a job with the stages up to assembly (POST /api/process)`);
    }
    const job = await runJob(api, owner, { doc_ids: [doc], stages: ['segmentation', 'extract_parties'] });
    assert.equal(job.body.status, 'failed');
    assert.equal(job.body.error, '2 document stages did not complete; see each document\'s stages');
    assert.deepEqual(job.body.stages.map((s: { name: string; status: string; documents_failed: number }) => [s.name, s.status, s.documents_failed]), [
      ['segmentation', 'failed', 1],
      ['extract_parties', 'failed', 1],
    ]);
    const states = Object.fromEntries((await get(`/api/documents/${doc}`)).body.stages.map((s: { name: string }) => [s.name, s]));
    assert.equal(states.segmentation.status, 'failed');
    assert.equal(states.segmentation.error, 'segmentation needs markdown first');
    assert.equal(states.extract_parties.status, 'skipped');
    assert.equal(states.extract_parties.error, 'segmentation did not complete: segmentation needs markdown first');
    assert.equal(states.markdown.status, 'not_started');
    assert.equal((await get(`/api/documents/${doc}`)).body.status, 'failed');
  });

  test('a broken PDF fails at markdown with the reason, its other stages skipped, the other documents go on', async () => {
    const pkg = await newPackage();
    const good = await upload(pkg, 'deed.txt', DEED);
    const bad = (await post(`/api/packages/${pkg}/documents`, { filename: 'bad.pdf', content_base64: Buffer.from('%PDF-1.7\nthis is not really a PDF').toString('base64'), content_type: 'application/pdf' })).body.doc_id;
    const job = await runJob(api, owner, { package_id: pkg, stages: ['markdown', 'segmentation', 'extract_parties'] });
    assert.equal(job.body.status, 'failed');
    const states = Object.fromEntries((await get(`/api/documents/${bad}`)).body.stages.map((s: { name: string }) => [s.name, s]));
    assert.equal(states.markdown.status, 'failed');
    assert.match(states.markdown.error, /^the PDF cannot be read: /);
    assert.equal(states.segmentation.status, 'skipped');
    assert.equal(states.extract_parties.status, 'skipped');
    const goodStates = (await get(`/api/documents/${good}`)).body.stages;
    assert.deepEqual(goodStates.filter((s: { status: string }) => s.status === 'completed').map((s: { name: string }) => s.name), ['markdown', 'segmentation', 'extract_parties']);
  });

  test('enrich_only re-runs assembly and later from the stored L0 (the earlier stages skipped, L0 untouched)', async () => {
    const pkg = await newPackage();
    const doc = await upload(pkg, 'deed.txt', DEED);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    // L0 changed behind the pipeline's back: enrichment must use it, not extract again.
    const before = await t.db.selectFrom('documents').select(['l0', 'assembled_at']).where('id', '=', doc).executeTakeFirstOrThrow();
    const job = await runJob(api, owner, { package_id: pkg, stages: ALL, enrich_only: true });
    assert.equal(job.body.status, 'completed', job.text);
    assert.deepEqual(
      job.body.stages.map((s: { name: string; status: string }) => [s.name, s.status]),
      ALL.map((name) => [name, ['assembly', 'runsheet', 'runtime_linking'].includes(name) ? 'completed' : 'skipped']),
    );
    assert.deepEqual(job.body.progress, { done: 3, total: 3, percent: 100 });
    const after = await t.db.selectFrom('documents').select(['l0', 'assembled_at', 'stages']).where('id', '=', doc).executeTakeFirstOrThrow();
    assert.deepEqual(after.l0, before.l0);
    assert.ok(after.assembled_at! > before.assembled_at!);
    const states = after.stages as Record<string, { job_id: string }>;
    assert.equal(states.assembly.job_id, job.body.job_id);
    assert.notEqual(states.markdown.job_id, job.body.job_id);
    // Without L0, enrichment fails naming what it needs.
    const fresh = await upload(pkg, 'fresh.txt', DEED);
    const noL0 = await runJob(api, owner, { doc_ids: [fresh], stages: ['assembly'], enrich_only: true });
    assert.equal(noL0.body.status, 'failed');
    const state = (await get(`/api/documents/${fresh}`)).body.stages.find((s: { name: string }) => s.name === 'assembly');
    assert.equal(state.error, 'assembly needs extract_parties first');
  });

  test('a platted lot answers its subdivision; a tract of the rectangular survey has none', async () => {
    const pkg = await newPackage('platted');
    const lot = await upload(pkg, 'lot.txt', DEED.replace('Kingfisher County, State of Oklahoma', 'Wheeler County, Texas').replace(/The Northeast Quarter[^.]*\./, 'Lots 7 and 8, Block 12, Original Town of Wheeler, Wheeler County, Texas.'));
    const plain = await upload(pkg, 'plain.txt', DEED);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    const [platted] = (await get(`/api/documents/${lot}/land`)).body.resolved.canonical_tracts;
    assert.deepEqual([platted.subdivision, platted.block, platted.lot, platted.county, platted.state], ['Original Town of Wheeler', '12', '7, 8', 'Wheeler', 'TX']);
    const [section] = (await get(`/api/documents/${plain}/land`)).body.resolved.canonical_tracts;
    assert.equal('subdivision' in section, false);
  });

  test('a community lease\'s lessors answer the tract_ids of the lots its schedule sets opposite their names; a party with part in every tract has none', async () => {
    const pkg = await newPackage('community');
    const doc = await upload(pkg, 'community.txt', `COMMUNITY OIL AND GAS LEASE

THIS AGREEMENT, made this 9th day of May, 1936, by and between the several persons whose names are subscribed hereto and who are set forth in the schedule below as the owners of the lots set opposite their names, hereinafter called Lessor, and Dominguez Crude Company, hereinafter called Lessee.

WITNESSETH: Lessor does hereby lease unto Lessee the following lots in the County of Los Angeles, State of California:

Lot 22, Block 35 of the Town of Wilmington, in the City of Los Angeles, as per map recorded in Book 65, Page 70 of Miscellaneous Records;
Lot 40 of Tract No. 1534, in the City of Signal Hill, as per map recorded in Book 35, Page 32 of Maps

SCHEDULE OF LESSORS
NAME                          LOT      BLOCK  TRACT
VOSS, ADA                     22       35     Town of Wilmington
AMSEL, CARL J.                40       --     Tract 1534
`);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    const tracts = (await get(`/api/documents/${doc}/land`)).body.resolved.canonical_tracts as Array<{ tract_id: string; lot: string }>;
    const lotOf = new Map(tracts.map((x) => [x.tract_id, x.lot]));
    const parties = (await get(`/api/documents/${doc}/parties`)).body.resolved.canonical_parties as Array<{ canonical_name: string; tract_ids?: string[] }>;
    assert.deepEqual(parties.map((p) => [p.canonical_name, p.tract_ids?.map((id) => lotOf.get(id)) ?? null]), [['Ada Voss', ['22']], ['Carl J. Amsel', ['40']], ['Dominguez Crude Company', null]]);
  });

  test('runtime_linking fills in the acres a tract lacks from another document of the package describing the same tract, naming it; assembly again takes the fill back until runtime_linking runs', async () => {
    const pkg = await newPackage('lots');
    const deed = await upload(pkg, 'deed.txt', LOTS_DEED);
    const lease = await upload(pkg, 'lease.txt', LOTS_LEASE);
    const elsewhere = await upload(pkg, 'elsewhere.txt', LOTS_ELSEWHERE);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    const land = async (doc: string) => (await get(`/api/documents/${doc}/land`)).body.resolved.canonical_tracts;
    const [filled] = await land(deed);
    const [stated] = await land(lease);
    assert.equal(filled.tract_id, stated.tract_id);
    assert.equal(filled.acres, 78.42);
    assert.deepEqual(filled.acres_source, { doc_id: lease });
    assert.equal(filled.tract_identity_phrase, 'Lots 3, 4 of Section 7, T15N, R11W, Blaine County, OK (78.42 acres)');
    assert.equal(stated.acres_source, undefined);
    // Lots 1 and 2 of the same section are another tract: their acres are their own.
    assert.deepEqual((await land(elsewhere)).map((x: { acres: number; acres_source?: unknown }) => [x.acres, x.acres_source ?? null]), [[77.96, null]]);
    const row = (await get(`/api/packages/${pkg}/runsheet`)).body.rows.find((r: { doc_id: string }) => r.doc_id === deed);
    assert.deepEqual(row.tracts, [filled.tract_identity_phrase]);
    // The deed assembled again on its own: its own record, without the fill.
    assert.equal((await runJob(api, owner, { doc_ids: [deed], stages: ['assembly'], enrich_only: true })).body.status, 'completed');
    const [own] = await land(deed);
    assert.equal(own.acres, null);
    assert.equal(own.acres_source, undefined);
    assert.equal(own.tract_identity_phrase, 'Lots 3, 4 of Section 7, T15N, R11W, Blaine County, OK');
    // runtime_linking (a job of that document alone: it runs over the package) fills it again.
    assert.equal((await runJob(api, owner, { doc_ids: [deed], stages: ['runtime_linking'] })).body.status, 'completed');
    assert.deepEqual((await land(deed))[0], filled);
  });

  test('runtime_linking fills in the county a patent of a township\'s section does not name from the deed of the same tract, naming it (`county_source`)', async () => {
    const pkg = await newPackage('county');
    const patent = await upload(pkg, 'patent.txt', `THE UNITED STATES OF AMERICA,\n\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS the claim of Otto Wixom has been established for the east half of the north-west quarter of section six, in township sixteen north, of range six west, of the Michigan meridian, Michigan, containing 80 acres:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Otto Wixom the tract of Land above described.\n\nGIVEN under my hand, at the City of Washington, the third day of March, 1885.\n`);
    const deed = await upload(pkg, 'deed.txt', `WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That Otto Wixom, a single man, for ten dollars, does hereby grant, bargain, sell and convey unto Ed Moss the E/2 NW/4 of Section 6, Township 16 North, Range 6 West, Isabella County, Michigan, containing 80 acres.\n\nDated this 3rd day of May, 1901.\n`);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    const [filled] = (await get(`/api/documents/${patent}/land`)).body.resolved.canonical_tracts;
    const [stated] = (await get(`/api/documents/${deed}/land`)).body.resolved.canonical_tracts;
    assert.equal(filled.tract_id, stated.tract_id);
    assert.deepEqual([filled.county, filled.county_source], ['Isabella', { doc_id: deed }]);
    assert.deepEqual([stated.county, stated.county_source], ['Isabella', undefined]);
  });

  test('runtime_linking: an affidavit of heirship of a decedent who kept only the minerals passes minerals, `conveys_fee` false, its words\' estates in `estate_types_as_written`; assembly again takes it back', async () => {
    const pkg = await newPackage('minerals only');
    await upload(pkg, 'deed-in.txt', `WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That Ann Cole, a widow, for ten dollars, does hereby grant, bargain, sell and convey unto Bert Dale the NE/4 of Section 12, Township 16 North, Range 7 West, Kingfisher County, Oklahoma.\n\nDated this 3rd day of May, 1940.\n`);
    await upload(pkg, 'deed-out.txt', `WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That Bert Dale, a single man, for ten dollars, does hereby grant, bargain, sell and convey unto Carl Eads the NE/4 of Section 12, Township 16 North, Range 7 West, Kingfisher County, Oklahoma, SAVE AND EXCEPT all of the oil, gas and other minerals, which are reserved unto the grantor.\n\nDated this 9th day of June, 1945.\n`);
    const affidavit = await upload(pkg, 'affidavit.txt', `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF OKLAHOMA\nCOUNTY OF KINGFISHER\n\nBefore me, the undersigned authority, personally appeared Lee Moss, who being duly sworn says: I knew Bert Dale, who died intestate on March 2, 1960. His sole heir at law is Ruth Dale, his daughter. At his death he owned an interest in the NE/4 of Section 12, Township 16 North, Range 7 West, Kingfisher County, Oklahoma.\n\nSubscribed and sworn to before me this 5th day of July, 1960.\n`);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL })).body.status, 'completed');
    const conveyance = async () => (await get(`/api/documents/${affidavit}/conveyance`)).body.resolved;
    const linked = await conveyance();
    assert.equal(linked.conveys_fee, false);
    assert.deepEqual(linked.estate_types_conveyed, ['mineral']);
    assert.deepEqual(linked.estate_types_as_written, ['fee']);
    assert.equal((await runJob(api, owner, { doc_ids: [affidavit], stages: ['assembly'], enrich_only: true })).body.status, 'completed');
    const own = await conveyance();
    assert.equal(own.conveys_fee, true);
    assert.deepEqual(own.estate_types_conveyed, ['fee']);
    assert.equal(own.estate_types_as_written, undefined);
    assert.equal((await runJob(api, owner, { doc_ids: [affidavit], stages: ['runtime_linking'] })).body.status, 'completed');
    assert.deepEqual(await conveyance(), linked);
  });

  test('a job whose workers were lost three times fails, and so do its stages still queued on the documents', async () => {
    const pkg = await newPackage();
    const doc = await upload(pkg, 'deed.txt', DEED);
    const started = await post('/api/process', { package_id: pkg, stages: ['markdown'] }, owner);
    // As if three workers had taken it and died: running under a lease that has run out.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('document_jobs').select('id').where('id', '=', started.body.job_id).forUpdate().execute();
      await trx.updateTable('document_jobs').set({ status: 'running', attempts: 3, worker_id: 'lost', lease_until: new Date(Date.now() - 1000) }).where('id', '=', started.body.job_id).execute();
    });
    let job: Res | undefined;
    await until(async () => {
      job = await get(`/api/jobs/${started.body.job_id}`);
      return job.body.status === 'failed';
    }, 20_000);
    assert.equal(job!.body.error, 'the job was interrupted 3 times (its worker was lost each time)');
    assert.equal(job!.body.attempts, 4);
    const state = (await get(`/api/documents/${doc}`)).body.stages.find((s: { name: string }) => s.name === 'markdown');
    assert.equal(state.status, 'failed');
    assert.equal(state.error, 'the job was interrupted 3 times (its worker was lost each time)');
  });

  test('POST /api/process refusals: 422 for neither or both targets, enrich_only without a later stage, documents of two packages, unknown stages; 404 for others\' packages and documents', async () => {
    const pkg = await newPackage();
    const pkg2 = await newPackage();
    const a = await upload(pkg, 'a.txt', DEED);
    const b = await upload(pkg2, 'b.txt', DEED);
    const cases: [object, number, [string, string]?][] = [
      [{ stages: ['markdown'] }, 422, ['body', 'must name exactly one of package_id or doc_ids']],
      [{ package_id: pkg, doc_ids: [a], stages: ['markdown'] }, 422, ['body', 'must name exactly one of package_id or doc_ids']],
      [{ package_id: pkg, stages: ['markdown'], enrich_only: true }, 422, ['body.stages', 'must list assembly, runsheet or runtime_linking with enrich_only (it re-runs assembly and later from the stored L0)']],
      [{ doc_ids: [a, b], stages: ['markdown'] }, 422, ['body.doc_ids', 'must all be documents of one package']],
      [{ package_id: pkg, stages: ['ocr'] }, 422],
      [{ package_id: pkg, stages: [] }, 422],
      [{ package_id: pkg2, stages: ['markdown'] }, 404],
      [{ doc_ids: [b], stages: ['markdown'] }, 404],
      [{ doc_ids: [a, '00000000-0000-4000-8000-000000000000'], stages: ['markdown'] }, 404],
    ];
    for (const [body, status, message] of cases) {
      const token = (body as { package_id?: string; doc_ids?: string[] }).package_id === pkg2 || (body as { doc_ids?: string[] }).doc_ids?.[0] === b ? other : owner;
      const res = await api.post('/api/process', body, { token });
      assert.equal(res.status, status, JSON.stringify(body) + res.text);
      if (message) {
        assert.equal(res.body.error.message, `Invalid request: ${message.join(' ')}`);
        assert.deepEqual(res.body.error.details, { errors: [{ path: message[0], message: message[1] }] });
      }
    }
    const jobs = await t.db.selectFrom('document_jobs').select('id').where('package_id', 'in', [pkg, pkg2]).execute();
    assert.equal(jobs.length, 0);
  });
});

describe('package analyses', () => {
  test('L2 clusters, chain analysis after L2 (409 before, deprecation headers), estate graphs per matcher stored and read back, runsheet as JSON and CSV', async () => {
    const pkg = await newPackage('Analyses');
    const deed = await upload(pkg, 'deed.txt', DEED);
    const lease = await upload(pkg, 'lease.txt', LEASE);
    // Nothing resolved yet: empty clusters, an empty runsheet with both pending, no graph.
    const runsheet0 = await get(`/api/packages/${pkg}/runsheet`);
    assert.deepEqual(runsheet0.body, { package_id: pkg, rows: [], pending_doc_ids: [deed, lease] });
    assert.equal((await get(`/api/packages/${pkg}/estate-graph`)).status, 404);
    assert.equal((await get(`/packages/${pkg}/chain-analysis`)).status, 409);
    assert.equal((await runJob(api, owner, { package_id: pkg, stages: ALL.filter((s) => s !== 'runtime_linking') })).body.status, 'completed');
    // Resolved, but L2 has not run since: chain analysis asks for it.
    const early = await get(`/packages/${pkg}/chain-analysis`);
    assert.equal(early.status, 409);
    assert.equal(early.body.error.code, 'L2_REQUIRED');
    assert.equal(early.body.error.message, `Chain analysis needs L2 party clustering after the package's last resolved document: POST /packages/${pkg}/l2/parties first`);

    const l2 = await api.post(`/packages/${pkg}/l2/parties`, undefined, { token: owner });
    assert.equal(l2.status, 200, l2.text);
    const docs = [
      { ...(await expectedL1(DEED)), doc_id: deed },
      { ...(await expectedL1(LEASE)), doc_id: lease },
    ];
    const mentions = mentionsFromDocuments(docs);
    assert.equal(l2.body.mention_count, mentions.length);
    const canon = (cs: { canonical_name: string; members: { doc_id: string; party_id: string }[] }[]) =>
      cs.map((c) => `${c.canonical_name}: ${c.members.map((m) => `${m.doc_id}/${m.party_id}`).sort().join(',')}`).sort();
    assert.deepEqual(canon(l2.body.clusters), canon(clusterParties(mentions)));
    assert.equal((await api.post(`/packages/${pkg}/l2/parties`, {}, { token: owner })).status, 200);
    assert.equal((await api.post(`/packages/${pkg}/l2/parties`, {}, { token: other })).status, 404);
    const extra = await api.post(`/packages/${pkg}/l2/parties`, { threshold: 0.5 }, { token: owner });
    assert.equal(extra.status, 422);
    assert.deepEqual(extra.body.error.details.errors, [{ path: 'body.threshold', message: 'is not an allowed property' }]);

    const chains = await get(`/packages/${pkg}/chain-analysis`);
    assert.equal(chains.status, 200, chains.text);
    assert.equal(chains.headers.get('deprecation'), 'true');
    assert.equal(chains.headers.get('sunset'), 'Tue, 01 Jun 2027 00:00:00 GMT');
    assert.equal(chains.headers.get('link'), `</api/packages/${pkg}/estate-graph>; rel="successor-version"`);
    assert.deepEqual(Object.keys(chains.body.chains).sort(), ['fee', 'leasehold', 'mineral']);
    assert.equal(chains.body.warnings[0].type, 'deprecation');
    assert.equal((await get(`/packages/${pkg}/chain-analysis`, other)).status, 404);

    const built: Record<string, Res> = {};
    for (const version of ['1.0', '1.1', '2.0']) {
      const res = await api.post(`/api/packages/${pkg}/estate-graph`, { version }, { token: owner });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.version, version);
      assert.equal(res.body.package_id, pkg);
      assert.equal('exploratory_outcomes' in res.body, version === '1.1');
      assert.equal(res.body.summary.edges, res.body.dag.edges.length);
      built[version] = res;
    }
    for (const version of ['1.0', '1.1', '2.0']) {
      const stored = await get(`/api/packages/${pkg}/estate-graph?matcher=${version}`);
      assert.deepEqual(stored.body, built[version].body);
    }
    // Without a matcher: the last one built.
    assert.deepEqual((await get(`/api/packages/${pkg}/estate-graph`)).body, built['2.0'].body);
    assert.equal((await get(`/api/packages/${pkg}/estate-graph?matcher=3.0`)).status, 422);
    assert.equal((await api.post(`/api/packages/${pkg}/estate-graph`, { version: '3.0' }, { token: owner })).status, 422);
    assert.equal((await api.post(`/api/packages/${pkg}/estate-graph`, { version: '1.0' }, { token: other })).status, 404);
    assert.equal((await get(`/api/packages/${pkg}/estate-graph`, other)).status, 404);
    const empty = await newPackage();
    const none = await get(`/api/packages/${empty}/estate-graph?matcher=1.0`);
    assert.equal(none.status, 404);
    assert.equal(none.body.error.message, `No estate graph with matcher 1.0 has been built for package ${empty}: POST /api/packages/${empty}/estate-graph`);
    const noneAtAll = await get(`/api/packages/${empty}/estate-graph`);
    assert.equal(noneAtAll.body.error.message, `No estate graph has been built for package ${empty}: POST /api/packages/${empty}/estate-graph`);

    const sheet = await get(`/api/packages/${pkg}/runsheet`);
    assert.equal(sheet.status, 200);
    assert.deepEqual(sheet.body.pending_doc_ids, []);
    assert.deepEqual(sheet.body.rows.map((r: { doc_id: string }) => r.doc_id).sort(), [deed, lease].sort());
    const deedRow = sheet.body.rows.find((r: { doc_id: string }) => r.doc_id === deed);
    const l1 = docs[0];
    assert.deepEqual(deedRow, {
      doc_id: deed,
      filename: 'deed.txt',
      instrument: l1.doc_category,
      governing_date: l1.dates.governing_date,
      execution_date: l1.dates.execution_date,
      effective_date: l1.dates.effective_date,
      recording_date: l1.dates.recording_date,
      grantors: [...new Set(l1.parties.filter((p) => ['grantor', 'lessor', 'assignor', 'decedent'].includes(p.role)).map((p) => p.canonical_name))],
      grantees: [...new Set(l1.parties.filter((p) => ['grantee', 'lessee', 'assignee', 'heir'].includes(p.role)).map((p) => p.canonical_name))],
      tracts: [...new Set(l1.tracts.map((t) => t.tract_identity_phrase))],
      interest: l1.conveyance.interest,
      recording_reference: l1.recording.reference,
    });
    const csv = await get(`/api/packages/${pkg}/runsheet`, owner, { accept: 'text/csv' });
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n');
    assert.equal(lines[0], 'doc_id,filename,instrument,governing_date,execution_date,effective_date,recording_date,grantors,grantees,tracts,interest,recording_reference');
    assert.equal(lines.length, 4);
    assert.equal(lines[3], '');
    assert.deepEqual(lines.slice(1, 3).map((l) => l.split(',')[0]), sheet.body.rows.map((r: { doc_id: string }) => r.doc_id));
    assert.equal((await get(`/api/packages/${pkg}/runsheet`, other)).status, 404);
  });
});

/** A 1×1 white PNG. */
const PNG_1PX = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4f20000000049454e44ae426082', 'hex');
