// What the benchmarks share: starting a server as its own process and waiting for it, the HTTP
// benches' agents, and the CPU time of processes read from /proc (Linux; 0 elsewhere).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process, in clock ticks (USER_HZ, 100 a second); 0 once it is gone or without /proc. */
export function cpuTicks(pid: number): number {
  try {
    const fields = statFields(pid);
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The processes whose parent is `ppid` and, if given, whose command line holds `text`. */
export function childrenOf(ppid: number, text?: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(entry)[1]) !== ppid) continue;
      if (text !== undefined && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) continue;
      pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The PostgreSQL processes of a cluster: the postmaster whose pid heads postmaster.pid, and its children. */
export function postgresPids(pgDir: string): number[] {
  try {
    const master = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [master, ...childrenOf(master)];
  } catch {
    return [];
  }
}
