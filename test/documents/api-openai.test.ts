// DOCUMENTS_EXTRACTOR=openai through the API, against a fake chat-completions server on this
// machine (never a real network): the settings pick the provider, its requests carry the model and
// the key, its raw answer is stored as the stage's L0, and a model that answers nonsense fails the
// document's stage with the reason (the job fails; nothing crashes). Bad settings stop the start.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { DEED, runJob } from '../helpers/documents.js';
import { useServer } from '../helpers/fixture.js';
import { ConfigError, loadConfig } from '../../src/config.js';

const seen: { path: string; authorization?: string; model: string; classification: boolean }[] = [];
const fake = createServer((req, res) => {
  let raw = '';
  req.on('data', (d) => (raw += d));
  req.on('end', () => {
    const body = JSON.parse(raw);
    const classification = raw.includes('doc_category');
    seen.push({ path: req.url!, authorization: req.headers.authorization, model: body.model, classification });
    const content = classification ? JSON.stringify({ doc_category: 'warranty_deed', evidence: 'WARRANTY DEED' }) : 'I am not JSON';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
after(() => fake.close());
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;

const t = useServer({ DOCUMENTS_EXTRACTOR: 'openai', DOCUMENTS_OPENAI_BASE_URL: fakeUrl, DOCUMENTS_OPENAI_API_KEY: 'sk-test', DOCUMENTS_OPENAI_MODEL: 'gpt-test', DOCUMENTS_OPENAI_TIMEOUT_MS: '5000' });

test('the openai provider: requests with model and key, its answer kept as L0, nonsense a failed stage with the reason', async () => {
  const api = await Client.for(t.server.url, 'documents');
  const u = await seedUser(t.db);
  const token = (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
  const pkg = (await api.post('/api/packages', { name: 'OpenAI' }, { token })).body.package_id;
  const doc = (await api.post(`/api/packages/${pkg}/documents`, { filename: 'deed.txt', text: DEED }, { token })).body.doc_id;
  const job = await runJob(api, token, { package_id: pkg, stages: ['markdown', 'segmentation', 'extract_parties', 'extract_document_classification'] });
  assert.equal(job.body.status, 'failed');
  assert.ok(seen.length >= 3);
  for (const r of seen) assert.deepEqual([r.path, r.authorization, r.model], ['/v1/chat/completions', 'Bearer sk-test', 'gpt-test']);
  const states = Object.fromEntries((await api.get(`/api/documents/${doc}`, { token })).body.stages.map((s: { name: string }) => [s.name, s]));
  assert.equal(states.extract_document_classification.status, 'completed');
  assert.equal(states.extract_parties.status, 'failed');
  assert.match(states.extract_parties.error, /^openai:gpt-test extraction failed: /);
  // Retried once on the bad answer: two requests for the parties stage.
  assert.equal(seen.filter((r) => !r.classification).length, 2);
  const row = await t.db.selectFrom('documents').select('l0').where('id', '=', doc).executeTakeFirstOrThrow();
  assert.deepEqual((row.l0 as Record<string, unknown>).extract_document_classification, { doc_category: 'warranty_deed', evidence: 'WARRANTY DEED' });
  assert.equal('extract_parties' in (row.l0 as object), false);
});

test('bad extractor settings stop the start with one line naming them', () => {
  assert.throws(() => loadConfig({ DOCUMENTS_EXTRACTOR: 'gpt' }), (e: Error) => e instanceof ConfigError && e.message === 'DOCUMENTS_EXTRACTOR must be one of builtin, openai, got "gpt"');
  assert.throws(() => loadConfig({ DOCUMENTS_EXTRACTOR: 'openai' }), (e: Error) => e instanceof ConfigError && e.message === 'DOCUMENTS_OPENAI_BASE_URL is required with DOCUMENTS_EXTRACTOR=openai');
  assert.throws(() => loadConfig({ DOCUMENTS_OPENAI_BASE_URL: 'ftp://x' }), ConfigError);
  assert.throws(() => loadConfig({ DOCUMENTS_MAX_UPLOAD_BYTES: '10' }), /DOCUMENTS_MAX_UPLOAD_BYTES must be between 1024/);
  assert.throws(() => loadConfig({ DOCUMENTS_WORKER: 'maybe' }), /DOCUMENTS_WORKER must be true or false/);
  const c = loadConfig({});
  assert.deepEqual(c.documents, {
    worker: true,
    concurrency: 2,
    leaseSec: 30,
    maxUploadBytes: 25 * 1024 * 1024,
    processRateLimitMax: 60,
    ocrMaxPages: 20,
    extractor: 'builtin',
    openai: { baseUrl: undefined, apiKey: undefined, model: 'gpt-4o-mini', timeoutMs: 60_000 },
  });
});
