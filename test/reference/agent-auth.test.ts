// Who may change the agent catalog: reading is public, writing needs a signed-in caller, deleting
// the admin role; refusals in FastAPI's {detail}. AGENTS_OPEN_WRITES=true opens it (local demos).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import type { Fixture } from '../helpers/fixture.js';
import { useServer } from '../helpers/fixture.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';

/** Clients acting as an admin and as a plain user, each by bearer token and by API key. */
interface Callers {
  adminBearer: Client;
  adminKey: Client;
  userBearer: Client;
  userKey: Client;
}

async function callers(f: Fixture): Promise<Callers> {
  const as = async (role: 'admin' | 'user') => {
    const u = await seedUser(f.db, { role });
    const token = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
    const key = newApiKey();
    await insertApiKey(f.db, u.id, key.hash, 'test');
    return [f.api.withHeaders({ authorization: `Bearer ${token}` }), f.api.withHeaders({ 'x-api-key': key.key })];
  };
  const [adminBearer, adminKey] = await as('admin');
  const [userBearer, userKey] = await as('user');
  return { adminBearer, adminKey, userBearer, userKey };
}

const NEEDS_AUTH = { detail: 'Authentication required' };

describe('the agent catalog by default', () => {
  let c: Callers;
  const t = useServer({}, async (f) => {
    c = await callers(f);
  });

  /** An agent with one task, made by an admin. */
  async function fixture() {
    const agent = await c.adminBearer.post('/agents', { name: 'Owned', type: 'openai' });
    assert.equal(agent.status, 201);
    const task = await c.adminBearer.post(`/agents/${agent.body.id}/tasks`, { title: 'Owned task' });
    assert.equal(task.status, 201);
    return { agent: `/agents/${agent.body.id}`, task: `/agents/${agent.body.id}/tasks/${task.body.id}` };
  }

  test('anonymous writes are 401 {detail} with WWW-Authenticate; nothing changes; reads stay public', async () => {
    const { agent, task } = await fixture();
    const before = (await t.api.get('/agents?limit=1000')).body.length;
    const attempts = [
      await t.api.post('/agents', { name: 'Anon', type: 'openai' }),
      await t.api.put(agent, { name: 'Anon', type: 'google' }),
      await t.api.delete(agent),
      await t.api.post(`${agent}/tasks`, { title: 'Anon' }),
      await t.api.patch(task, { title: 'Anon' }, { headers: { 'if-match': '"1"' } }),
      await t.api.delete(task),
      // A form overriding the method is the same operation.
      await t.api.request('POST', agent, { form: { API_METHOD: 'DELETE' } }),
    ];
    for (const res of attempts) {
      assert.deepEqual([res.status, res.body], [401, NEEDS_AUTH], res.operationId);
      assert.equal(res.headers.get('www-authenticate'), 'Bearer', res.operationId);
    }
    const expired = await t.api.post('/agents', { name: 'Anon', type: 'openai' }, { token: 'not.a.jwt' });
    assert.deepEqual([expired.status, expired.body], [401, { detail: 'The token is invalid or expired' }]);
    assert.equal((await t.api.get('/agents?limit=1000')).body.length, before);
    const read = await t.api.get(agent);
    assert.deepEqual([read.status, read.body.name, read.body.type], [200, 'Owned', 'openai']);
    const readTask = await t.api.get(task);
    assert.deepEqual([readTask.status, readTask.body.title, readTask.body.version], [200, 'Owned task', 1]);
    assert.equal((await t.api.get(`${agent}/tasks`)).status, 200);
  });

  test('a signed-in user creates, replaces and changes, by bearer token and by API key', async () => {
    for (const api of [c.userBearer, c.userKey]) {
      const made = await api.post('/agents', { name: 'Mine', type: 'anthropic' });
      assert.equal(made.status, 201);
      const agent = `/agents/${made.body.id}`;
      const replaced = await api.put(agent, { name: 'Mine 2', type: 'google' });
      assert.deepEqual([replaced.status, replaced.body.name], [200, 'Mine 2']);
      const task = await api.post(`${agent}/tasks`, { title: 'Do' });
      assert.equal(task.status, 201);
      const changed = await api.patch(`${agent}/tasks/${task.body.id}`, { status: 'running' }, { headers: { 'if-match': '"1"' } });
      assert.deepEqual([changed.status, changed.body.status], [200, 'running']);
    }
  });

  test('deleting needs the admin role: a user gets 403 {detail}, an admin 204', async () => {
    const { agent, task } = await fixture();
    for (const api of [c.userBearer, c.userKey]) {
      for (const res of [await api.delete(task), await api.delete(agent)]) {
        assert.deepEqual([res.status, res.body], [403, { detail: 'This needs the admin role' }], res.operationId);
      }
    }
    assert.equal((await t.api.get(task)).status, 200, 'still there');
    assert.equal((await c.adminKey.delete(task)).status, 204);
    assert.equal((await t.api.get(task)).status, 404);
    assert.equal((await c.adminBearer.delete(agent)).status, 204);
    assert.equal((await t.api.get(agent)).status, 404);
  });

  test('a wrong API key is 403 {detail} on every write', async () => {
    const { agent, task } = await fixture();
    const wrong = t.api.withHeaders({ 'x-api-key': 'pk_wrong' });
    const attempts = [
      await wrong.post('/agents', { name: 'x', type: 'openai' }),
      await wrong.put(agent, { name: 'x', type: 'openai' }),
      await wrong.delete(agent),
      await wrong.post(`${agent}/tasks`, { title: 'x' }),
      await wrong.patch(task, { title: 'x' }, { headers: { 'if-match': '"1"' } }),
      await wrong.delete(task),
    ];
    for (const res of attempts) assert.deepEqual([res.status, res.body], [403, { detail: 'The API key is not valid' }], res.operationId);
  });

  test('the served document names the credentials the writes need', async () => {
    // raw HTTP: the OpenAPI document itself is no operation of the contract.
    const doc = await (await fetch(`${t.server.url}/openapi.json`)).json();
    assert.deepEqual(doc.paths['/agents'].post.security, [{ bearerAuth: [] }, { apiKey: [] }]);
    assert.deepEqual(doc.paths['/agents/{agent_id}'].delete['x-roles'], ['admin']);
    assert.equal(doc.paths['/agents'].get.security, undefined);
  });
});

describe('AGENTS_OPEN_WRITES=true (the seed\'s open sample, for local demos)', () => {
  const t = useServer({ AGENTS_OPEN_WRITES: 'true' });

  test('anyone creates, replaces, changes and deletes agents and tasks', async () => {
    const made = await t.api.post('/agents', { name: 'Open', type: 'openai' });
    assert.equal(made.status, 201);
    const agent = `/agents/${made.body.id}`;
    assert.equal((await t.api.put(agent, { name: 'Open 2', type: 'google' })).status, 200);
    const task = await t.api.post(`${agent}/tasks`, { title: 'Open task' });
    assert.equal(task.status, 201);
    const changed = await t.api.patch(`${agent}/tasks/${task.body.id}`, { status: 'cancelled' }, { headers: { 'if-match': '"1"' } });
    assert.deepEqual([changed.status, changed.body.status], [200, 'cancelled']);
    assert.equal((await t.api.delete(`${agent}/tasks/${task.body.id}`)).status, 204);
    assert.equal((await t.api.delete(agent)).status, 204);
    assert.equal((await t.api.get(agent)).status, 404);
  });

  test('the served document says so: those operations name no credentials', async () => {
    // raw HTTP: the OpenAPI document itself is no operation of the contract.
    const doc = await (await fetch(`${t.server.url}/openapi.json`)).json();
    assert.equal(doc.paths['/agents'].post.security, undefined);
    assert.equal(doc.paths['/agents/{agent_id}'].delete['x-roles'], undefined);
    // Only the catalog's writes: the rest keeps its credentials.
    assert.deepEqual(doc.paths['/api/users/me'].get.security, [{ bearerAuth: [] }, { apiKey: [] }]);
  });
});
