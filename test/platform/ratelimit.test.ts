// The rate limit's figures, exactly: Retry-After is the time left in the window.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useServer } from '../helpers/fixture.js';

// An hour's window: a request almost never lands in its last second, where Retry-After is 1 anyway.
const t = useServer({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '3600000' });

test('429 carries Retry-After: the seconds left until X-RateLimit-Reset', async () => {
  assert.equal((await t.api.get('/agents')).status, 200);
  const t0 = Date.now() / 1000;
  const refused = await t.api.get('/agents');
  const t1 = Date.now() / 1000;
  assert.equal(refused.status, 429);
  const reset = Number(refused.headers.get('x-ratelimit-reset'));
  const retryAfter = Number(refused.headers.get('retry-after'));
  assert.ok(retryAfter >= Math.ceil(reset - t1) && retryAfter <= Math.ceil(reset - t0), `Retry-After ${retryAfter}, reset in ${reset - t1} s`);
  assert.ok(retryAfter > 1);
});
