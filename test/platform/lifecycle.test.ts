// The process as a newcomer runs it: embedded PostgreSQL in a data folder, Ctrl-C, a second start
// that reuses the data, configuration errors, and the CLI with and without a running server.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { Client, untilStarted } from '../helpers/contract.js';
import { entryArgs, killChildServers, spawnServer, ROOT, until } from '../helpers/server.js';
import { createTestDatabase } from '../helpers/db.js';
import { RestInterface } from '../../src/http/rest.js';
import { referenceInterface } from '../../src/reference/index.js';
import { loadConfig } from '../../src/config.js';
import { removeDataFolder } from '../../src/db/embedded.js';

const run = promisify(execFile);
const dirs: string[] = [];
after(async () => {
  killChildServers();
  for (const d of dirs) await removeDataFolder(d);
});

async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...entryArgs('cli'), ...args], { cwd: ROOT, timeout: 60_000, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function freePort(): Promise<string> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(String(port)));
    });
  });
}

describe('process lifecycle', () => {
  test('embedded database: start, CLI beside the server, Ctrl-C, restart reuses the data, CLI alone', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(process.env.TEST_DATA_DIR ?? ROOT, 'life-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: await freePort(), DATABASE_URL: '' };
    const first = await spawnServer(env);
    await untilStarted(first.url);
    assert.match(first.output(), /docs\s+http:\/\/\S+\/docs/);
    assert.match(first.output(), /embedded PostgreSQL in/);

    // The CLI reuses the running cluster.
    const made = await cli(['users', 'create', '--email', 'ops@example.com', '--password', 'ops-password', '--role', 'admin'], env);
    assert.equal(made.code, 0, made.stderr);
    assert.equal(JSON.parse(made.stdout).role, 'admin');
    const token = await (await Client.for(first.url)).request('POST', '/token', { form: { username: 'ops@example.com', password: 'ops-password' } });
    assert.equal(token.status, 200);
    // One line of JSON per request, with the request id, no secrets.
    const tokenLine = () => first.output().split('\n').find((l) => l.includes('"path":"/token"'));
    await until(async () => tokenLine() !== undefined, 5000);
    const logLine = tokenLine()!;
    const entry = JSON.parse(logLine);
    assert.deepEqual(Object.keys(entry).sort(), ['client', 'durationMs', 'level', 'method', 'msg', 'path', 'requestId', 'status', 'time']);
    assert.equal(entry.client, '127.0.0.1');
    assert.doesNotMatch(first.output(), /ops-password/);

    assert.equal(await first.stop('SIGINT'), 0);
    const second = await spawnServer(env);
    await untilStarted(second.url);
    const again = await (await Client.for(second.url)).request('POST', '/token', { form: { username: 'ops@example.com', password: 'ops-password' } });
    assert.equal(again.status, 200, 'the user survived the restart');
    assert.equal(await second.stop('SIGTERM'), 0);

    // Without a server, the CLI starts the cluster itself and stops it again.
    const listed = await cli(['users', 'list'], env);
    assert.equal(listed.code, 0, listed.stderr);
    assert.deepEqual(JSON.parse(listed.stdout).map((u: { email: string }) => u.email), ['ops@example.com']);
  });

  test('SIGTERM lets an in-flight request finish, then exits 0', { timeout: 60_000 }, async () => {
    const net = await import('node:net');
    // The catalog's open sample (no credentials): this is about the stop, not about who writes.
    const server = await spawnServer({ DATABASE_URL: await createTestDatabase(), SHUTDOWN_TIMEOUT_MS: '5000', AGENTS_OPEN_WRITES: 'true' });
    await untilStarted(server.url);
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ name: 'In flight', type: 'openai' });
    const socket = net.connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((r) => socket.once('close', r));
    // Headers and half the body now; the rest after the stop signal.
    socket.write(`POST /agents HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // New connections are refused once stopping.
    // raw HTTP: the server has exited; there is no answer, only a refused connection.
    await assert.rejects(fetch(`${server.url}/health`));
    socket.write(body.slice(10));
    await closed;
    assert.match(response, /^HTTP\/1\.1 201 Created/);
    assert.match(response, /"name":"In flight"/);
    assert.equal(await server.stop(), 0);
  });

  test('a bad configuration value stops the server with one line naming the variable', async () => {
    for (const [name, value] of [['PORT', 'abc'], ['RATE_LIMIT_MAX', '0'], ['DATABASE_URL', 'mysql://x'], ['LOG_LEVEL', 'loud'], ['REFERENCE_BASE_PATH', 'no-slash']]) {
      const res = await run(process.execPath, entryArgs('main'), { cwd: ROOT, timeout: 60_000, env: { ...process.env, [name]: value } }).catch((e) => e);
      assert.equal(res.code, 1, name);
      const lines = res.stderr.trim().split('\n');
      assert.equal(lines.length, 1, res.stderr);
      assert.match(lines[0], new RegExp(`^configuration error: ${name} `));
    }
  });

  test('CLI: --help everywhere, usage errors exit 2, API keys', async () => {
    const dbUrl = await createTestDatabase();
    const env = { DATABASE_URL: dbUrl };
    const help = await cli(['--help'], env);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /users create/);
    for (const cmd of [['migrate'], ['users', 'create'], ['users', 'list'], ['apikeys', 'create'], ['apikeys', 'revoke']]) {
      const res = await cli([...cmd, '--help'], env);
      assert.equal(res.code, 0, cmd.join(' '));
      assert.match(res.stdout, /^Usage: npm run -s cli -- /);
    }
    assert.equal((await cli(['users', 'create'], env)).code, 2);
    assert.equal((await cli(['frobnicate'], env)).code, 2);
    assert.equal((await cli(['users', 'create', '--email', 'a@example.com', '--bogus', 'x'], env)).code, 2);
    assert.equal((await cli(['migrate'], env)).code, 0);
    const user = await cli(['users', 'create', '--email', 'k@example.com', '--password', 'key-holder-1'], env);
    assert.equal(user.code, 0, user.stderr);
    const dup = await cli(['users', 'create', '--email', 'K@example.com', '--password', 'key-holder-1'], env);
    assert.equal(dup.code, 1);
    assert.match(dup.stderr, /already registered/);
    const key = await cli(['apikeys', 'create', '--email', 'k@example.com', '--label', 'ci'], env);
    assert.equal(key.code, 0, key.stderr);
    const { id, key: secret } = JSON.parse(key.stdout);
    assert.match(secret, /^pk_/);
    const revoked = await cli(['apikeys', 'revoke', id], env);
    assert.deepEqual(JSON.parse(revoked.stdout), { revoked: true });
    const admin = await cli(['users', 'set-role', '--email', 'k@example.com', '--role', 'moderator'], env);
    assert.equal(JSON.parse(admin.stdout).role, 'moderator');
  });

  test('an operation without a handler, a handler without an operation, or a missing scheme or limit fails at start', async () => {
    const config = loadConfig({});
    const def = referenceInterface(config, ROOT);
    const { getAgent: _dropped, ...fewer } = def.handlers;
    const noop = {} as never;
    await assert.rejects(new RestInterface({ ...def, handlers: fewer }, noop, noop).init(), /operations without a handler: getAgent/);
    await assert.rejects(new RestInterface({ ...def, handlers: { ...def.handlers, bogusOp: async () => ({}) } }, noop, noop).init(), /handlers without an operation: bogusOp/);
    // Security schemes and rate-limit buckets the document names must be provided too.
    const { apiKey: _key, ...oneScheme } = def.securitySchemes;
    await assert.rejects(new RestInterface({ ...def, securitySchemes: oneScheme }, noop, noop).init(), /needs security scheme apiKey/);
    await assert.rejects(new RestInterface({ ...def, rateLimits: { default: 1 } }, noop, noop).init(), /names rate limit auth/);
  });

  test('base paths move an interface', { timeout: 60_000 }, async () => {
    const { startServer } = await import('../helpers/server.js');
    const s = await startServer(await createTestDatabase(), { REFERENCE_BASE_PATH: '/ref' });
    try {
      const c = await Client.for(s.url, 'reference', '/ref');
      assert.equal((await c.get('/agents')).status, 200);
      // Outside the base path nothing is served: not an operation, so only the error body is checked.
      assert.equal((await (await Client.for(s.url)).request('GET', '/agents', { undocumented: true })).status, 404);
      // raw HTTP: the OpenAPI document itself is no operation of the contract.
      const doc = await (await fetch(`${s.url}/openapi/reference.json`)).json();
      assert.deepEqual(doc.servers, [{ url: '/ref' }]);
    } finally {
      await s.stop();
    }
  });
});
