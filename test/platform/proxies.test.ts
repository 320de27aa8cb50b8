// Behind a reverse proxy the socket's peer is the proxy: with TRUSTED_PROXIES the forwarding header
// names the client for rate limits (REST, GraphQL over HTTP and WebSocket) and the request log;
// without it, or from a peer it does not trust, the header is ignored (it could be forged).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, describe, test } from 'node:test';
import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { entryArgs, killChildServers, ROOT, spawnServer } from '../helpers/server.js';

const run = promisify(execFile);
after(killChildServers);

const xff = (address: string) => ({ headers: { 'x-forwarded-for': address } });
// Windows of an hour: two requests a few milliseconds apart must not fall on both sides of a
// window's edge (the default minute made a 200 of an expected 429 once in CI).
const HOUR = '3600000';

/** Status and X-RateLimit-Remaining of GET /agents with these headers. */
async function agents(t: ReturnType<typeof useServer>, headers: Record<string, string> = {}): Promise<[number, string | null]> {
  const res = await t.api.get('/agents', { headers });
  return [res.status, res.headers.get('x-ratelimit-remaining')];
}

describe('TRUSTED_PROXIES unset (the default)', () => {
  const t = useServer({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: HOUR });

  test('X-Forwarded-For is ignored: two forged addresses share the socket address\'s bucket', async () => {
    assert.deepEqual(await agents(t, xff('203.0.113.1').headers), [200, '0']);
    assert.deepEqual(await agents(t, xff('203.0.113.2').headers), [429, '0']);
    assert.deepEqual(await agents(t, { forwarded: 'for=203.0.113.3' }), [429, '0']);
  });
});

describe('TRUSTED_PROXIES=127.0.0.1/32 (the test client is the proxy)', () => {
  const t = useServer({ RATE_LIMIT_MAX: '1', CONTENT_RATE_LIMIT_MAX: '1', TRUSTED_PROXIES: '127.0.0.1/32', RATE_LIMIT_WINDOW_MS: HOUR });

  test('each X-Forwarded-For address has its own bucket; entries left of the first untrusted one are not believed', async () => {
    assert.deepEqual(await agents(t, xff('203.0.113.1').headers), [200, '0']);
    assert.deepEqual(await agents(t, xff('203.0.113.2').headers), [200, '0']);
    assert.deepEqual(await agents(t, xff('203.0.113.1').headers), [429, '0']);
    // The client put 198.51.100.99 there itself; the proxy appended what it saw, 203.0.113.2.
    assert.deepEqual(await agents(t, xff('198.51.100.99, 203.0.113.2').headers), [429, '0']);
    // Trusted hops on the right are skipped.
    assert.deepEqual(await agents(t, xff('203.0.113.4, 127.0.0.1').headers), [200, '0']);
    // No header: the proxy's own address.
    assert.deepEqual(await agents(t), [200, '0']);
    assert.deepEqual(await agents(t), [429, '0']);
  });

  test('GraphQL over HTTP counts per forwarded address', async () => {
    const gql = new GraphQLClient(t.server.url);
    const first = await gql.request('{ schemaVersion }', xff('192.0.2.1'));
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-ratelimit-remaining'), '0');
    const again = await gql.request('{ schemaVersion }', xff('192.0.2.1'));
    assert.equal(again.status, 429);
    assert.equal(again.code, 'RATE_LIMITED');
    const other = await gql.request('{ schemaVersion }', xff('192.0.2.2'));
    assert.equal(other.status, 200);
    assert.equal(other.headers.get('x-ratelimit-remaining'), '0');
  });

  test('GraphQL over WebSocket counts per the address forwarded on the upgrade', async () => {
    const socketFrom = (address: string) =>
      class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': address } });
        }
      };
    const once = (address: string) =>
      new Promise<{ data?: unknown; code?: string }>((resolve, reject) => {
        const client = createClient({ url: new GraphQLClient(t.server.url).url.replace(/^http/, 'ws'), webSocketImpl: socketFrom(address), retryAttempts: 0, lazy: true });
        let result: { data?: unknown; code?: string } = {};
        client.subscribe(
          { query: '{ schemaVersion }' },
          {
            next: (r) => (result = { data: r.data ?? undefined, code: (r.errors?.[0]?.extensions as { code?: string } | undefined)?.code }),
            error: (e) => {
              void client.dispose();
              // graphql-ws hands errors returned by onSubscribe to `error` as an array.
              if (Array.isArray(e)) resolve({ code: e[0]?.extensions?.code });
              else reject(e);
            },
            complete: () => {
              void client.dispose();
              resolve(result);
            },
          },
        );
      });
    assert.ok(((await once('192.0.2.10')).data as { schemaVersion: string }).schemaVersion);
    assert.equal((await once('192.0.2.10')).code, 'RATE_LIMITED');
    assert.ok(((await once('192.0.2.11')).data as { schemaVersion: string }).schemaVersion);
  });

  test('the request log names the forwarded client', async () => {
    const child = await spawnServer({ DATABASE_URL: t.dbUrl, TRUSTED_PROXIES: '127.0.0.1/32' });
    try {
      const health = await (await Client.for(child.url)).get('/health', xff('203.0.113.77'));
      assert.equal(health.status, 200);
      await new Promise((r) => setTimeout(r, 200));
      const line = child
        .output()
        .split('\n')
        .find((l) => l.includes('"msg":"request"') && l.includes('"/health"'));
      assert.ok(line, child.output());
      assert.equal(JSON.parse(line).client, '203.0.113.77');
    } finally {
      await child.stop();
    }
  });
});

describe('TRUSTED_PROXIES=1 with TRUSTED_PROXY_HEADER=Forwarded (RFC 7239)', () => {
  const t = useServer({ RATE_LIMIT_MAX: '1', TRUSTED_PROXIES: '1', TRUSTED_PROXY_HEADER: 'Forwarded', RATE_LIMIT_WINDOW_MS: HOUR });

  test('Forwarded: for=… names the client; X-Forwarded-For is then not read', async () => {
    assert.deepEqual(await agents(t, { forwarded: 'for=192.0.2.60;proto=http;by=203.0.113.43' }), [200, '0']);
    assert.deepEqual(await agents(t, { forwarded: 'for="[2001:db8:cafe::17]:4711"' }), [200, '0']);
    // One hop trusted: the rightmost element is what our proxy saw; the client's own is ignored.
    assert.deepEqual(await agents(t, { forwarded: 'for=198.51.100.1, for=192.0.2.60' }), [429, '0']);
    assert.deepEqual(await agents(t, { forwarded: 'for=192.0.2.60, for="[2001:db8:cafe::17]:4711"' }), [429, '0']);
    assert.deepEqual(await agents(t, xff('203.0.113.5').headers), [200, '0']);
    // X-Forwarded-For is not the configured header: the proxy's address again.
    assert.deepEqual(await agents(t, xff('203.0.113.6').headers), [429, '0']);
    // An obfuscated or unknown client: the proxy that reported it.
    assert.deepEqual(await agents(t, { forwarded: 'for=unknown' }), [429, '0']);
  });
});

describe('a forged header from a peer that is not trusted', () => {
  const t = useServer({ RATE_LIMIT_MAX: '1', TRUSTED_PROXIES: '10.0.0.0/8,192.168.0.0/16', RATE_LIMIT_WINDOW_MS: HOUR });

  test('is ignored: the socket address counts', async () => {
    assert.deepEqual(await agents(t, xff('10.1.2.3').headers), [200, '0']);
    assert.deepEqual(await agents(t, xff('203.0.113.9').headers), [429, '0']);
  });
});

test('a bad TRUSTED_PROXIES or TRUSTED_PROXY_HEADER stops the start with one line naming it', async () => {
  for (const [name, value] of [['TRUSTED_PROXIES', '10.0.0.0/33'], ['TRUSTED_PROXIES', 'proxy.local'], ['TRUSTED_PROXIES', '1000'], ['TRUSTED_PROXY_HEADER', 'X-Real-IP']]) {
    const res = await run(process.execPath, entryArgs('main'), { cwd: ROOT, timeout: 60_000, env: { ...process.env, [name]: value } }).catch((e) => e);
    assert.equal(res.code, 1, name);
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines.length, 1, res.stderr);
    assert.match(lines[0], new RegExp(`^configuration error: ${name} .*"${value.replace(/[./]/g, '\\$&')}"`));
  }
});
