// A form body is read before the final routing (its API_METHOD may pick another operation); the
// request is still admitted first: counted by the rate limit, and refused when over it, before
// the body is read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useServer } from '../helpers/fixture.js';

const t = useServer({ RATE_LIMIT_MAX: '2', BODY_LIMIT_BYTES: '2048', RATE_LIMIT_WINDOW_MS: '3600000' });

test('oversized forms are counted by the rate limit, and refused with 429 once over it', async () => {
  const form = { name: 'x'.repeat(5000), type: 'openai' };
  const remaining: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await t.api.request('POST', '/agents', { form });
    assert.equal(res.status, 413);
    assert.equal(res.body.error, 'payload_too_large');
    remaining.push(res.headers.get('x-ratelimit-remaining')!);
  }
  assert.deepEqual(remaining, ['1', '0']);
  const refused = await t.api.request('POST', '/agents', { form });
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
  // A form overriding the method at a path with no POST is counted against that path's operations.
  const agents = await t.api.request('POST', '/agents/00000000-0000-0000-0000-000000000000', { form: { API_METHOD: 'DELETE' } });
  assert.equal(agents.status, 429);
});
