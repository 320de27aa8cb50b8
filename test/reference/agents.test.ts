import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import type { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';

/** Writes need a signed-in caller (deletes an admin); reads are public, so they go without. */
let admin: Client;
const t = useServer({}, async ({ db, api }) => {
  const user = await seedUser(db, { role: 'admin' });
  const token = (await api.request('POST', '/token', { form: { username: user.email, password: user.password } })).body.access_token;
  admin = api.withHeaders({ authorization: `Bearer ${token}` });
});

async function newAgent(name = 'Scout', type = 'anthropic') {
  const res = await admin.post('/agents', { name, type });
  assert.equal(res.status, 201);
  return res.body as { id: string; name: string; type: string; status: string; created_at: string };
}

describe('agent catalog', () => {
  test('create, read, replace, delete', async () => {
    const created = await admin.post('/agents', { name: 'Planner', type: 'openai' });
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'Planner');
    assert.equal(created.body.status, 'idle');
    assert.equal(created.headers.get('location'), `/agents/${created.body.id}`);

    const read = await t.api.get(`/agents/${created.body.id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created.body);

    const replaced = await admin.put(`/agents/${created.body.id}`, { name: 'Planner 2', type: 'google' });
    assert.equal(replaced.status, 200);
    assert.equal(replaced.body.name, 'Planner 2');
    assert.equal(replaced.body.type, 'google');
    assert.equal(replaced.body.created_at, created.body.created_at);

    assert.equal((await admin.delete(`/agents/${created.body.id}`)).status, 204);
    const gone = await t.api.get(`/agents/${created.body.id}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { detail: 'Agent not found' });
  });

  test('404 with {detail} for an absent agent on read, replace and delete', async () => {
    const id = randomUUID();
    for (const res of [await t.api.get(`/agents/${id}`), await admin.put(`/agents/${id}`, { name: 'x', type: 'openai' }), await admin.delete(`/agents/${id}`)]) {
      assert.equal(res.status, 404);
      assert.equal(typeof res.body.detail, 'string');
    }
  });

  test('validation: name 1..100, type one of three, nothing else; 400 {error, message, details}', async () => {
    const cases: unknown[] = [
      { name: '', type: 'openai' },
      { name: 'x'.repeat(101), type: 'openai' },
      { name: 'ok', type: 'OpenAI' },
      { name: 'ok' },
      { type: 'openai' },
      { name: 'ok', type: 'openai', extra: 1 },
      [],
      'text',
    ];
    for (const body of cases) {
      const res = await admin.post('/agents', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error, 'validation_error');
      assert.ok(res.body.details.errors.length >= 1);
      for (const e of res.body.details.errors) assert.ok(e.path && e.message);
    }
    const res = await admin.post('/agents', { name: 'x'.repeat(101), type: 'openai' });
    assert.deepEqual(res.body.details.errors.map((e: { path: string }) => e.path), ['body.name']);
    assert.equal((await admin.post('/agents', { name: 'x'.repeat(100), type: 'google' })).status, 201);
    const badId = await t.api.get('/agents/not-a-uuid');
    assert.equal(badId.status, 400);
    assert.equal(badId.body.details.errors[0].path, 'path.agent_id');
  });

  test('list: oldest first, skip and limit, status filter, limits checked, unknown parameters ignored', async () => {
    const a = await newAgent('L1');
    const b = await newAgent('L2');
    const all = await t.api.get('/agents?limit=1000');
    assert.equal(all.status, 200);
    const ids = all.body.map((x: { id: string }) => x.id);
    assert.ok(ids.indexOf(a.id) < ids.indexOf(b.id));
    const page = await t.api.get(`/agents?skip=${ids.indexOf(a.id)}&limit=1&utm_source=x`);
    assert.deepEqual(page.body.map((x: { id: string }) => x.id), [a.id]);
    // One agent busy (as a running task makes it): each filter lists exactly its own.
    await t.db.updateTable('agents').set({ status: 'busy' }).where('id', '=', b.id).execute();
    const everyone = (await t.api.get('/agents?limit=1000')).body as { id: string; status: string }[];
    const idle = (await t.api.get('/agents?status=idle&limit=1000')).body.map((x: { id: string }) => x.id);
    const busy = (await t.api.get('/agents?status=busy&limit=1000')).body.map((x: { id: string }) => x.id);
    assert.deepEqual(idle, everyone.filter((x) => x.status === 'idle').map((x) => x.id));
    assert.deepEqual(busy, [b.id]);
    assert.ok(idle.includes(a.id) && !idle.includes(b.id));
    await t.db.updateTable('agents').set({ status: 'idle' }).where('id', '=', b.id).execute();
    for (const q of ['limit=0', 'limit=1001', 'skip=-1', 'limit=abc', 'status=sleeping']) {
      const res = await t.api.get(`/agents?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.body.error, 'validation_error');
    }
  });

  test('content negotiation: HTML for browsers, NDJSON streaming, JSON otherwise', async () => {
    await newAgent('<script>alert(1)</script>');
    const html = await t.api.get('/agents', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    assert.equal(html.status, 200);
    assert.match(html.headers.get('content-type')!, /^text\/html/);
    assert.match(html.text, /&lt;script&gt;/);
    assert.doesNotMatch(html.text, /<script>alert/);
    const nd = await t.api.get('/agents', { headers: { accept: 'application/x-ndjson' } });
    assert.equal(nd.headers.get('content-type'), 'application/x-ndjson');
    const lines = nd.text.trim().split('\n');
    assert.ok(lines.length >= 1);
    for (const l of lines) assert.ok(JSON.parse(l).id);
    const json = await t.api.get('/agents', { headers: { accept: 'application/json' } });
    assert.match(json.headers.get('content-type')!, /^application\/json/);
    const one = await newAgent('Solo');
    const page = await t.api.get(`/agents/${one.id}`, { headers: { accept: 'text/html' } });
    assert.match(page.text, /<h1>Solo<\/h1>/);
  });

  test('conditional reads: ETag with If-None-Match, Last-Modified with If-Modified-Since', async () => {
    const agent = await newAgent('Cached');
    const first = await t.api.get(`/agents/${agent.id}`);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(first.headers.get('cache-control'), 'private, max-age=0, must-revalidate');
    assert.match(first.headers.get('vary')!, /Accept/);
    const again = await t.api.get(`/agents/${agent.id}`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    const lastModified = first.headers.get('last-modified')!;
    assert.equal((await t.api.get(`/agents/${agent.id}`, { headers: { 'if-modified-since': lastModified } })).status, 304);
    assert.equal((await t.api.get(`/agents/${agent.id}`, { headers: { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' } })).status, 200);
    await admin.put(`/agents/${agent.id}`, { name: 'Changed', type: 'openai' });
    const changed = await t.api.get(`/agents/${agent.id}`, { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    const list = await t.api.get('/agents');
    assert.equal((await t.api.get('/agents', { headers: { 'if-none-match': list.headers.get('etag')! } })).status, 304);
  });

  test('form bodies and the API_METHOD override', async () => {
    const created = await admin.request('POST', '/agents', { form: { name: 'Formed', type: 'google' } });
    assert.equal(created.status, 201);
    const id = created.body.id;
    const put = await admin.request('POST', `/agents/${id}`, { form: { API_METHOD: 'put', name: 'Reformed', type: 'openai' } });
    assert.equal(put.status, 200);
    assert.equal(put.body.name, 'Reformed');
    assert.equal(put.operationId, 'replaceAgent');
    const del = await admin.request('POST', `/agents/${id}`, { form: { API_METHOD: 'DELETE' } });
    assert.equal(del.status, 204);
    assert.equal((await t.api.get(`/agents/${id}`)).status, 404);
  });
});

describe('agent tasks', () => {
  test('create, list, read, update with If-Match, delete', async () => {
    const agent = await newAgent('Worker');
    const created = await admin.post(`/agents/${agent.id}/tasks`, { title: 'Summarise', input: { url: 'https://example.com' } });
    assert.equal(created.status, 201);
    assert.equal(created.body.status, 'pending');
    assert.equal(created.body.priority, 5);
    assert.equal(created.body.version, 1);
    assert.equal(created.headers.get('etag'), '"1"');
    assert.equal(created.headers.get('location'), `/agents/${agent.id}/tasks/${created.body.id}`);
    const task = created.body;

    const list = await t.api.get(`/agents/${agent.id}/tasks`);
    assert.deepEqual(list.body.map((x: { id: string }) => x.id), [task.id]);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks?status=running`)).body.length, 0);

    const read = await t.api.get(`/agents/${agent.id}/tasks/${task.id}`);
    assert.equal(read.headers.get('etag'), '"1"');

    const noMatch = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { status: 'running' });
    assert.equal(noMatch.status, 428);
    assert.equal(noMatch.body.error, 'precondition_required');

    const running = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { status: 'running' }, { headers: { 'if-match': '"1"' } });
    assert.equal(running.status, 200);
    assert.equal(running.body.status, 'running');
    assert.equal(running.headers.get('etag'), '"2"');
    assert.equal((await t.api.get(`/agents/${agent.id}`)).body.status, 'busy');
    assert.equal((await t.api.get('/agents?status=busy')).body.some((a: { id: string }) => a.id === agent.id), true);

    const stale = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { title: 'x' }, { headers: { 'if-match': '"1"' } });
    assert.equal(stale.status, 412);
    assert.equal(stale.body.error, 'precondition_failed');

    const badResult = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { result: { ok: true } }, { headers: { 'if-match': '"2"' } });
    assert.deepEqual([badResult.status, badResult.body], [400, { error: 'validation_error', message: 'A result needs a terminal status', details: { errors: [{ path: 'body.result', message: 'needs status succeeded, failed or cancelled' }] } }]);

    const done = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { status: 'succeeded', result: { summary: 'done' } }, { headers: { 'if-match': '"2"' } });
    assert.equal(done.status, 200);
    assert.deepEqual(done.body.result, { summary: 'done' });
    assert.equal((await t.api.get(`/agents/${agent.id}`)).body.status, 'idle');

    const back = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { status: 'running' }, { headers: { 'if-match': '*' } });
    assert.deepEqual([back.status, back.body.error, back.body.message], [409, 'invalid_transition', 'A succeeded task cannot become running']);
    // the status it has already is no transition
    const same = await admin.patch(`/agents/${agent.id}/tasks/${task.id}`, { status: 'succeeded' }, { headers: { 'if-match': '*' } });
    assert.deepEqual([same.status, same.body.status, same.body.version], [200, 'succeeded', 4]);
    // Nothing changed by the refused requests.
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks/${task.id}`)).body.version, 4);

    assert.equal((await admin.delete(`/agents/${agent.id}/tasks/${task.id}`)).status, 204);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks/${task.id}`)).status, 404);
    assert.equal((await admin.delete(`/agents/${agent.id}/tasks/${task.id}`)).status, 404);
  });

  test('deleting a running task frees its agent; deleting the agent deletes its tasks', async () => {
    const agent = await newAgent('Busy');
    const long = (await admin.post(`/agents/${agent.id}/tasks`, { title: 'Long' })).body;
    await admin.patch(`/agents/${agent.id}/tasks/${long.id}`, { status: 'running' }, { headers: { 'if-match': '"1"' } });
    assert.equal((await t.api.get(`/agents/${agent.id}`)).body.status, 'busy');
    await admin.delete(`/agents/${agent.id}/tasks/${long.id}`);
    assert.equal((await t.api.get(`/agents/${agent.id}`)).body.status, 'idle');
    const t2 = (await admin.post(`/agents/${agent.id}/tasks`, { title: 'Orphan' })).body;
    await admin.delete(`/agents/${agent.id}`);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks/${t2.id}`)).status, 404);
  });

  test('tasks of an absent agent are 404; bad task input is 400; NDJSON list', async () => {
    const missing = randomUUID();
    assert.equal((await t.api.get(`/agents/${missing}/tasks`)).status, 404);
    const orphan = await admin.post(`/agents/${missing}/tasks`, { title: 'x' });
    assert.deepEqual([orphan.status, orphan.body], [404, { detail: 'Agent not found' }]);
    assert.equal((await admin.patch(`/agents/${missing}/tasks/${randomUUID()}`, { title: 'x' }, { headers: { 'if-match': '"1"' } })).status, 404);
    const agent = await newAgent('Strict');
    for (const body of [{}, { title: '' }, { title: 'x', priority: 10 }, { title: 'x', input: 'str' }, { title: 'x', status: 'running' }]) {
      const res = await admin.post(`/agents/${agent.id}/tasks`, body);
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    assert.equal((await admin.patch(`/agents/${agent.id}/tasks/${randomUUID()}`, {}, { headers: { 'if-match': '"1"' } })).status, 400);
    await admin.post(`/agents/${agent.id}/tasks`, { title: 'a' });
    await admin.post(`/agents/${agent.id}/tasks`, { title: 'b' });
    const nd = await t.api.get(`/agents/${agent.id}/tasks`, { headers: { accept: 'application/x-ndjson' } });
    assert.deepEqual(nd.text.trim().split('\n').map((l) => JSON.parse(l).title), ['a', 'b']);
    const cached = await t.api.get(`/agents/${agent.id}/tasks`);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks`, { headers: { 'if-none-match': cached.headers.get('etag')! } })).status, 304);
    const first = cached.body[0];
    const read = await t.api.get(`/agents/${agent.id}/tasks/${first.id}`);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks/${first.id}`, { headers: { 'if-none-match': read.headers.get('etag')! } })).status, 304);
  });
});
