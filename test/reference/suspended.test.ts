// One identity, one rule: a user a moderator suspends (through GraphQL) may sign in and read on
// every interface, and every write is refused with 403 in the interface's own error shape,
// whether the credential is a bearer token or an API key.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';

const SUSPENDED = 'This account is suspended: it may read but not write';

const t = useServer();

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.api.request('POST', '/token', { form: { username: email, password } });
  assert.equal(res.status, 200, res.text);
  return res.body.access_token;
}

/** A user with a bearer client and an API-key client. */
async function member(role: 'user' | 'admin' | 'moderator' = 'user') {
  const u = await seedUser(t.db, { role, name: 'Before' });
  const key = newApiKey();
  await insertApiKey(t.db, u.id, key.hash, 'test');
  const token = await signIn(u.email, u.password);
  return { ...u, token, bearer: t.api.withHeaders({ authorization: `Bearer ${token}` }), apiKey: t.api.withHeaders({ 'x-api-key': key.key }) };
}

async function setStatus(moderatorToken: string, id: string, status: 'SUSPENDED' | 'ACTIVE') {
  const gql = new GraphQLClient(t.server.url);
  const data = await gql.ok('mutation($id: ID!, $status: UserStatus!) { setUserStatus(id: $id, status: $status) { status } }', { variables: { id, status }, token: moderatorToken });
  assert.equal(data.setUserStatus.status, status);
}

describe('a suspended user', () => {
  test('is refused every REST write with 403 (convention shape, {detail} in the catalog), by bearer token and API key; reads work', async () => {
    const admin = await member('admin');
    const agent = (await admin.bearer.post('/agents', { name: 'Shared', type: 'openai' })).body;
    const task = (await admin.bearer.post(`/agents/${agent.id}/tasks`, { title: 'Shared task' })).body;
    const moderator = await member('moderator');
    const user = await member('user');
    await setStatus(moderator.token, user.id, 'SUSPENDED');
    const agentsBefore = (await t.api.get('/agents?limit=1000')).body.length;

    for (const api of [user.bearer, user.apiKey] as Client[]) {
      const me = await api.patch('/api/users/me', { name: 'After' }, { headers: { 'if-match': '*' } });
      assert.deepEqual([me.status, me.body], [403, { error: { code: 'FORBIDDEN', message: SUSPENDED } }]);
      const writes = [
        await api.post('/agents', { name: 'Nope', type: 'openai' }),
        await api.put(`/agents/${agent.id}`, { name: 'Nope', type: 'openai' }),
        await api.post(`/agents/${agent.id}/tasks`, { title: 'Nope' }),
        await api.patch(`/agents/${agent.id}/tasks/${task.id}`, { title: 'Nope' }, { headers: { 'if-match': '"1"' } }),
        // The form override is the same write.
        await api.request('POST', `/agents/${agent.id}`, { form: { API_METHOD: 'PUT', name: 'Nope', type: 'google' } }),
      ];
      for (const res of writes) assert.deepEqual([res.status, res.body], [403, { detail: SUSPENDED }], res.operationId);

      const read = await api.get('/api/users/me');
      assert.deepEqual([read.status, read.body.name], [200, 'Before']);
      assert.equal((await api.get(`/agents/${agent.id}/tasks/${task.id}`)).status, 200);
      assert.equal((await api.get('/protected')).status, 200);
    }
    // Nothing was written.
    assert.equal((await t.api.get('/agents?limit=1000')).body.length, agentsBefore);
    const unchanged = await t.api.get(`/agents/${agent.id}/tasks/${task.id}`);
    assert.deepEqual([unchanged.body.title, unchanged.body.version, (await t.api.get(`/agents/${agent.id}`)).body.name], ['Shared task', 1, 'Shared']);

    // Signing in still works (as GraphQL's login does); the new token reads but cannot write either.
    const fresh = t.api.withHeaders({ authorization: `Bearer ${await signIn(user.email, user.password)}` });
    assert.equal((await fresh.get('/api/users/me')).status, 200);
    assert.equal((await fresh.post('/agents', { name: 'Nope', type: 'openai' })).status, 403);

    // Reinstated: writes again.
    await setStatus(moderator.token, user.id, 'ACTIVE');
    const renamed = await user.apiKey.patch('/api/users/me', { name: 'After' }, { headers: { 'if-match': '*' } });
    assert.deepEqual([renamed.status, renamed.body.name], [200, 'After']);
    assert.equal((await user.bearer.post('/agents', { name: 'Back', type: 'openai' })).status, 201);
  });

  test('a suspended admin keeps reading but neither deletes nor creates users', async () => {
    const admin = await member('admin');
    const agent = (await admin.bearer.post('/agents', { name: 'Kept', type: 'openai' })).body;
    const other = await member('admin');
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', admin.id).execute();
    const deleted = await admin.apiKey.delete(`/agents/${agent.id}`);
    assert.deepEqual([deleted.status, deleted.body], [403, { detail: SUSPENDED }]);
    const created = await admin.bearer.post('/api/users', { email: 'new@example.com', name: 'New' });
    assert.deepEqual([created.status, created.body], [403, { error: { code: 'FORBIDDEN', message: SUSPENDED } }]);
    assert.equal((await admin.bearer.get('/api/users')).status, 200);
    assert.equal((await t.api.get(`/agents/${agent.id}`)).status, 200, 'still there');
    // Another admin is not affected.
    assert.equal((await other.bearer.delete(`/agents/${agent.id}`)).status, 204);
  });
});
