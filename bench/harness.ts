// What the benchmarks share: starting a server as its own process and waiting for it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateToLatest } from '../src/db/database.js';

const root = path.resolve(import.meta.dirname, '..');

/** `node --import tsx <args>` (in `cwd`, the project by default); resolves with the port once it prints that it listens. */
export function startProcess(args: string[], env: Record<string, string>, cwd = root): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /listening (\d+)|server listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ port: Number(m[1] ?? m[2]), child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

/** Polls /startup until the server has migrated and serves every operation. */
export async function waitStarted(base: string) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/startup`).catch(() => undefined))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/**
 * The HTTP benches' database: migrated, with 10,000 agents (a realistic table, analysed); the id of
 * the one in the middle, which the agent read asks for.
 */
export async function seedAgents(dbUrl: string): Promise<string> {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  await db.deleteFrom('agents').execute();
  await db.destroy();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query(`INSERT INTO agents (name, type) SELECT 'agent ' || g, (ARRAY['openai','anthropic','google'])[1 + g % 3] FROM generate_series(1, 10000) g`);
  const { rows } = await client.query(`SELECT id FROM agents ORDER BY created_at, id OFFSET 5000 LIMIT 1`);
  await client.query('ANALYZE agents');
  await client.end();
  return rows[0].id;
}
