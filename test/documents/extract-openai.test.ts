// The OpenAI-compatible provider against a fake chat-completions server on this machine (node:http,
// never a real network): the request it sends, a good answer, bad JSON then good, bad twice (a clear
// error), an answer that does not fit the schema, an HTTP error, a timeout; and assembly of what a
// model returned.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { assemble, ExtractionError, openAiProvider, segment } from '../../src/documents/extract/index.js';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let queue: Handler[] = [];
const seen: Array<{ body: Record<string, unknown>; auth: string | undefined; url: string | undefined }> = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    seen.push({ body, auth: req.headers.authorization, url: req.url });
    const h = queue.shift();
    if (!h) {
      res.writeHead(500).end('no answer queued');
      return;
    }
    h(body, req, res);
  });
});
let baseUrl = '';
before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
after(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  queue = [];
  seen.length = 0;
});

const answer = (content: string): Handler => (_b, _q, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

const TEXT = `MINERAL DEED\n\nThat John A. Smith, a single man, grants unto Ace Oil Co. an undivided one-half (1/2) interest in the minerals under the NE/4 of Section 12, T5N, R3W, Grady County, Oklahoma.\n\nWITNESS my hand this 11th day of August, 1981.\n\nFiled for record August 14, 1981, Book 12, Page 34.`;
const PARTIES = { parties: [{ name: 'SMITH, JOHN A.', role: 'grantor', kind: 'person', evidence: 'John A. Smith' }, { name: 'Ace Oil Co.', role: 'grantee', kind: 'organization', evidence: 'Ace Oil Co.' }] };

describe('openAiProvider', () => {
  test('asks for JSON fitting the stage schema and returns a good answer', async () => {
    queue.push(answer(JSON.stringify(PARTIES)));
    const p = openAiProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 });
    const out = await p.extract('extract_parties', TEXT, segment(TEXT));
    assert.deepEqual(out, PARTIES);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].url, '/v1/chat/completions');
    assert.equal(seen[0].auth, 'Bearer sk-test');
    assert.equal(seen[0].body.model, 'test-model');
    const rf = seen[0].body.response_format as { type: string; json_schema: { name: string; schema: { required: string[] } } };
    assert.equal(rf.type, 'json_schema');
    assert.equal(rf.json_schema.name, 'extract_parties');
    assert.deepEqual(rf.json_schema.schema.required, ['parties']);
    const messages = seen[0].body.messages as Array<{ role: string; content: string }>;
    assert.equal(messages[0].role, 'system');
    assert.ok(messages[1].content.includes('John A. Smith'));
    assert.equal(p.name, 'openai:test-model');
  });

  test('bad JSON, then good: retried once with what was wrong', async () => {
    queue.push(answer('Sure! Here are the parties: {not json'), answer('```json\n' + JSON.stringify(PARTIES) + '\n```'));
    const p = openAiProvider({ baseUrl, model: 'm', timeoutMs: 2000 });
    assert.deepEqual(await p.extract('extract_parties', TEXT, []), PARTIES);
    assert.equal(seen.length, 2);
    const retry = seen[1].body.messages as Array<{ role: string; content: string }>;
    assert.equal(retry.length, 4);
    assert.match(retry[3].content, /not JSON/);
    assert.equal(seen[0].auth, undefined);
  });

  test('JSON that does not fit the schema, then good', async () => {
    queue.push(answer(JSON.stringify({ parties: [{ name: 'X', role: 'landlord', kind: 'person', evidence: null }] })), answer(JSON.stringify(PARTIES)));
    const p = openAiProvider({ baseUrl, model: 'm', timeoutMs: 2000 });
    assert.deepEqual(await p.extract('extract_parties', TEXT, []), PARTIES);
    const retry = seen[1].body.messages as Array<{ role: string; content: string }>;
    assert.match(retry[3].content, /does not fit the schema/);
  });

  test('bad twice: a clear error', async () => {
    queue.push(answer('nope'), answer(JSON.stringify({ doc_category: 'lease' })));
    const p = openAiProvider({ baseUrl, model: 'm', timeoutMs: 2000 });
    await assert.rejects(p.extract('extract_document_classification', TEXT, []), (e: Error) => {
      assert.ok(e instanceof ExtractionError);
      assert.match(e.message, /extraction model gave JSON that does not fit the schema: .* twice for stage extract_document_classification/);
      return true;
    });
    assert.equal(seen.length, 2);
  });

  test('an HTTP error from the server is reported with its status', async () => {
    queue.push((_b, _q, res) => res.writeHead(503).end('overloaded'));
    const p = openAiProvider({ baseUrl, model: 'm', timeoutMs: 2000 });
    await assert.rejects(p.extract('extract_dates', TEXT, []), /extraction model answered HTTP 503: overloaded/);
  });

  test('a server that does not answer in time: a timeout error', async () => {
    queue.push(() => undefined); // never answers
    const p = openAiProvider({ baseUrl, model: 'm', timeoutMs: 150 });
    const t0 = Date.now();
    await assert.rejects(p.extract('extract_dates', TEXT, []), /did not answer within 150 ms/);
    assert.ok(Date.now() - t0 < 2000);
  });

  test('nothing listening: unreachable', async () => {
    const p = openAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    await assert.rejects(p.extract('extract_dates', TEXT, []), /extraction model unreachable/);
  });
});

describe('assemble from a model’s answers', () => {
  test('normalises names, dates, tracts and finds the spans', () => {
    const l0 = {
      extract_parties: PARTIES,
      extract_dates: { dates: [{ kind: 'execution', date: '11th day of August, 1981', evidence: '11th day of August, 1981' }, { kind: 'recording', date: '1981-08-14', evidence: 'August 14, 1981' }], recording: { book: '12', page: '34', instrument_number: null, records: null, reference: null } },
      extract_land_description: { tracts: [{ evidence: 'NE/4 of Section 12, T5N, R3W', state: 'Oklahoma', county: 'Grady County', section: 'Sec. 12', township: 'T5N', range: 'Range 3 West', aliquot: 'Northeast Quarter', survey: null, abstract: null, block: null, lot: null, acres: null }] },
      extract_conveyance: { conveys_fee: false, estate_types_conveyed: ['mineral', 'bogus'], reservations: [], interest: 'undivided 1/2 mineral interest', fraction: 0.5, evidence: 'undivided one-half (1/2) interest' },
      extract_document_classification: { doc_category: 'mineral_deed', evidence: 'MINERAL DEED' },
    };
    const a = assemble(TEXT, segment(TEXT), l0);
    assert.deepEqual(a.resolved.parties, [
      { party_id: 'p1', canonical_name: 'John A. Smith', role: 'grantor', kind: 'person' },
      { party_id: 'p2', canonical_name: 'Ace Oil Co.', role: 'grantee', kind: 'organization' },
    ]);
    assert.equal(a.resolved.dates.execution_date, '1981-08-11');
    assert.equal(a.resolved.dates.governing_date, '1981-08-11');
    assert.equal(a.resolved.recording.reference, 'Book 12, Page 34');
    const t = a.resolved.tracts[0];
    assert.deepEqual([t.state, t.county, t.section, t.township, t.range, t.aliquot], ['OK', 'Grady', '12', '5N', '3W', 'NE/4']);
    assert.match(t.tract_id, /^tr_[0-9a-f]{12}$/);
    assert.deepEqual(a.resolved.conveyance.estate_types_conveyed, ['mineral']);
    assert.equal(a.resolved.doc_category, 'mineral_deed');
    assert.equal(a.context['parties[0]'][0].text, 'John A. Smith');
    assert.equal(a.context['dates.recording_date'][0].text, 'August 14, 1981');
    assert.equal(a.context['tracts[0]'][0].text, 'NE/4 of Section 12, T5N, R3W');
  });
});
