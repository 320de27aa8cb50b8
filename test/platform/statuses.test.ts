// Each answer is one its operation documents (the contract client fails on any other status);
// these pin the cases found answering undocumented statuses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { seedTeam } from '../helpers/teams.js';
import { useServer } from '../helpers/fixture.js';

const t = useServer();

describe('statuses the contract documents', () => {
  test('GET /api/users/me (no-store, no 304 documented) answers 200 to If-None-Match, even * or its own ETag', async () => {
    const user = await seedUser(t.db);
    const token = (await t.api.request('POST', '/token', { form: { username: user.email, password: user.password } })).body.access_token;
    const first = await t.api.get('/api/users/me', { token });
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"/);
    for (const inm of ['*', etag]) {
      const again = await t.api.get('/api/users/me', { token, headers: { 'if-none-match': inm } });
      assert.equal(again.status, 200, `If-None-Match: ${inm}`);
      assert.equal(again.body.email, user.email);
      assert.equal(again.headers.get('cache-control'), 'no-store');
    }
  });

  test('an operation that documents 304 still answers it to If-None-Match: *', async () => {
    const list = await t.api.get('/agents', { headers: { 'if-none-match': '*' } });
    assert.equal(list.status, 304);
    assert.equal(list.text, '');
  });

  test('a CSV stash chunk whose header repeats or leaves out a column name is 422, as documented', async () => {
    const team = await seedTeam(t.db, 'Statuses');
    const glide = await Client.for(t.server.url, 'tables');
    const put = (csv: string) => glide.request('PUT', '/stashes/s1/1', { raw: csv, contentType: 'text/csv', token: team.token });
    const twice = await put('a,a\n1,2\n');
    assert.equal(twice.status, 422);
    assert.deepEqual(twice.body, { error: { type: 'column_id_not_unique', message: 'Column id a appears twice in the header line' } });
    const unnamed = await put('a,\n1,2\n');
    assert.equal(unnamed.status, 422);
    assert.deepEqual(unnamed.body, { error: { type: 'column_id_empty', message: 'Column 2 of the header line has no name' } });
    const created = await glide.request('POST', '/tables', { raw: ',b\n1,2\n', contentType: 'text/csv', token: team.token, headers: {} });
    assert.equal(created.status, 422);
    assert.equal(created.body.error.type, 'column_id_empty');
    // Nothing was stashed.
    const stored = await t.db.selectFrom('stash_chunks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 0);
  });
});
