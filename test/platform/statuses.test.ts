// Each answer is one its operation documents (the contract client fails on any other status);
// these pin the cases found answering undocumented statuses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedUser } from '../helpers/db.js';
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
});
