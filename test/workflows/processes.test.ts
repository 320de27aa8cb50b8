// Several processes on one database, as a deployment runs them: a run started through one server is
// run by a worker elsewhere, seen, stopped and retried through another; a worker killed with
// SIGKILL mid-run does not leave its run `running`; a schedule fires once however many processes
// run it; the CLI's worker runs steps without an HTTP server.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { Client, untilStarted } from '../helpers/contract.js';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { entryArgs, killChildServers, ROOT, spawnServer, until, type ChildServer } from '../helpers/server.js';

const children: ReturnType<typeof spawn>[] = [];
after(() => {
  killChildServers();
  for (const c of children) c.kill('SIGKILL');
});

async function setUp(env: Record<string, string>[]) {
  const dbUrl = await createTestDatabase();
  const db = openDb(dbUrl);
  const servers: ChildServer[] = [];
  for (const e of env) servers.push(await spawnServer({ DATABASE_URL: dbUrl, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn', ...e }));
  // Listening is not started: requests get 503 until migrations are done.
  for (const s of servers) await untilStarted(s.url);
  const admin = await seedUser(db, { role: 'admin' });
  const clients = await Promise.all(servers.map((s) => Client.for(s.url, 'workflows')));
  const token = (await (await Client.for(servers[0].url)).request('POST', '/token', { form: { username: admin.email, password: admin.password } })).body.access_token as string;
  return { dbUrl, db, servers, clients: clients.map((c) => c.withHeaders({ authorization: `Bearer ${token}` })) };
}

const statusOf = async (c: Client, dag: string) => (await c.get(`/dags/${dag}/status`)).body.data;

test('a run started on one server is run by another process\'s worker, seen, stopped and retried through a third', { timeout: 90_000 }, async () => {
  const { db, servers, clients, dbUrl } = await setUp([{ WORKFLOWS_WORKER: 'false' }, { WORKFLOWS_WORKER: 'false' }]);
  const [a, b] = clients;
  try {
    // The only worker is the CLI's, a process without an HTTP server.
    const worker = spawn(process.execPath, [...entryArgs('cli'), 'workflows', 'worker', '--concurrency', '2'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(worker);
    let out = '';
    worker.stderr!.on('data', (d) => (out += d));
    await until(async () => out.includes('workflow worker running'), 30_000);

    assert.equal((await a.post('/dags', { name: 'shared', spec: 'steps:\n  - name: first\n    command: echo "on $(hostname)"\n  - name: long\n    command: sleep 30\n' })).status, 201);
    const { runId } = (await a.post('/dags/shared/start', {})).body.data;
    await until(async () => (await statusOf(b, 'shared')).runningSteps.includes('long'), 20_000);
    const seen = await statusOf(b, 'shared');
    assert.deepEqual([seen.runId, seen.status, seen.nodes.map((n: { status: string }) => n.status)], [runId, 'running', ['succeeded', 'running']]);

    assert.deepEqual((await b.post('/dags/shared/stop')).body.data, { stopped: [runId] });
    await until(async () => (await statusOf(a, 'shared')).finishedAt !== null, 20_000);
    assert.deepEqual((await statusOf(a, 'shared')).nodes.map((n: { status: string }) => n.status), ['succeeded', 'aborted']);

    // A retry runs again what was stopped, under the same id; the first step keeps its result.
    assert.deepEqual((await a.post('/dags/shared/retry', {})).body.data, { runId });
    await until(async () => (await statusOf(b, 'shared')).runningSteps.includes('long'), 20_000);
    const retried = await statusOf(b, 'shared');
    assert.deepEqual([retried.attempt, retried.nodes[0].startedAt], [2, seen.nodes[0].startedAt]);
    assert.deepEqual((await a.post('/dags/shared/stop')).body.data, { stopped: [runId] });
    await until(async () => (await statusOf(b, 'shared')).finishedAt !== null, 20_000);

    // Ctrl-C (SIGINT) stops the worker cleanly.
    worker.kill('SIGINT');
    const code = await new Promise((r) => worker.once('exit', r));
    assert.equal(code, 0, out);
    assert.deepEqual(await db.selectFrom('workflow_workers').select('id').execute(), [], 'a worker that stops cleanly unregisters');
  } finally {
    await db.destroy();
    await Promise.all(servers.map((s) => s.stop()));
  }
});

test('SIGKILL of the worker running a step: after WORKFLOWS_WORKER_TIMEOUT_SEC another process fails the step, the run ends failed, the finished steps keep their history', { timeout: 90_000 }, async () => {
  const { db, servers, clients } = await setUp([{ WORKFLOWS_WORKER_TIMEOUT_SEC: '3' }, { WORKFLOWS_WORKER: 'false', WORKFLOWS_WORKER_TIMEOUT_SEC: '3' }]);
  const [doomed, survivor] = clients;
  try {
    await doomed.post('/dags', { name: 'fragile', spec: 'steps:\n  - name: done\n    command: echo kept\n  - name: hang\n    command: sleep 20\n  - name: after\n    command: "true"\n' });
    const { runId } = (await doomed.post('/dags/fragile/start', {})).body.data;
    await until(async () => (await statusOf(survivor, 'fragile')).runningSteps.includes('hang'), 20_000);
    servers[0].child.kill('SIGKILL');
    await until(async () => (await statusOf(survivor, 'fragile')).finishedAt !== null, 30_000);
    const run = await statusOf(survivor, 'fragile');
    assert.deepEqual(
      [run.runId, run.status, run.nodes.map((n: { name: string; status: string }) => [n.name, n.status])],
      [runId, 'failed', [['done', 'succeeded'], ['hang', 'failed'], ['after', 'aborted']]],
    );
    assert.match(run.nodes[1].error, /^worker \S+ was lost \(no heartbeat\)$/);
    const log = await survivor.get(`/dags/fragile/runs/${runId}/steps/done/log`);
    assert.equal(log.body.data.content, 'kept\n');
  } finally {
    await db.destroy();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  }
});

test('SIGTERM of a server whose worker runs a step: the step goes back to the queue and another worker runs it from the start', { timeout: 90_000 }, async () => {
  const { db, servers, clients, dbUrl } = await setUp([{ SHUTDOWN_TIMEOUT_MS: '500' }]);
  try {
    await clients[0].post('/dags', { name: 'moved', spec: 'steps:\n  - name: work\n    command: sleep 2; echo finished\n' });
    const { runId } = (await clients[0].post('/dags/moved/start', {})).body.data;
    await until(async () => (await statusOf(clients[0], 'moved')).runningSteps.includes('work'), 20_000);
    assert.equal(await servers[0].stop('SIGTERM'), 0);
    const queued = await db.selectFrom('dag_run_nodes').select(['status', 'worker_id']).where('name', '=', 'work').executeTakeFirstOrThrow();
    assert.deepEqual(queued, { status: 'ready', worker_id: null });
    const next = await spawnServer({ DATABASE_URL: dbUrl, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' });
    servers.push(next);
    await untilStarted(next.url);
    const other = (await Client.for(next.url, 'workflows')).withHeaders(clients[0].defaults);
    await until(async () => (await statusOf(other, 'moved')).finishedAt !== null, 20_000);
    const run = await statusOf(other, 'moved');
    assert.deepEqual([run.runId, run.status, run.nodes[0].doneCount], [runId, 'succeeded', 1]);
    assert.equal((await other.get(`/dags/moved/runs/${runId}/steps/work/log`)).body.data.content, 'finished\n');
  } finally {
    await db.destroy();
    await Promise.all(servers.map((s) => s.stop()));
  }
});

test('a schedule fires once per time across two processes', { timeout: 90_000 }, async () => {
  const { db, servers, clients } = await setUp([{}, {}]);
  try {
    // Every second (6 fields: seconds first), at most 10 runs at once so no time is skipped.
    await clients[0].post('/dags', { name: 'ticker', spec: 'schedule: "* * * * * *"\nmaxActiveRuns: 10\nsteps:\n  - name: tick\n    command: "true"\n' });
    await until(async () => (await clients[1].get('/dags/ticker/runs?limit=500')).body.data.runs.length >= 5, 30_000);
    // A fired time and its run are recorded together: read both in one statement.
    const { rows } = await sql<{ runs: string; fires: string }>`
      SELECT (SELECT count(*) FROM dag_runs WHERE dag_name = 'ticker') AS runs,
             (SELECT count(*) FROM schedule_fires WHERE dag_name = 'ticker') AS fires`.execute(db);
    assert.equal(rows[0].runs, rows[0].fires, 'one run per fired time');
    assert.ok(Number(rows[0].runs) >= 5);
    const runs = (await clients[1].get('/dags/ticker/runs?limit=500')).body.data.runs as { trigger: string }[];
    assert.ok(runs.every((r) => r.trigger === 'schedule'));
    const fires = await db.selectFrom('schedule_fires').select('fire_at').where('dag_name', '=', 'ticker').execute();
    assert.ok(fires.every((f) => f.fire_at.getMilliseconds() === 0), 'whole seconds, as the schedule says');
    // Every second from the first to the last fired (none skipped, none twice).
    const seconds = fires.map((f) => f.fire_at.getTime() / 1000).sort((x, y) => x - y);
    assert.equal(seconds.at(-1)! - seconds[0] + 1, seconds.length);
  } finally {
    await db.destroy();
    await Promise.all(servers.map((s) => s.stop()));
  }
});

/** The pids of the processes whose command line holds `text` (and whose parent is `ppid`, if given). */
function processesWith(text: string, ppid?: number): number[] {
  const found: number[] = [];
  for (const dir of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${dir}/cmdline`, 'utf8').includes(text)) continue;
      if (ppid !== undefined && readFileSync(`/proc/${dir}/stat`, 'utf8').split(') ')[1].split(' ')[1] !== String(ppid)) continue;
      found.push(Number(dir));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

test('the step launcher killed mid-step: the step fails saying so, its process is killed, and the next run gets a new launcher', { timeout: 60_000, skip: process.platform !== 'linux' && 'reads /proc' }, async () => {
  const { db, servers, clients } = await setUp([{}]);
  const [c] = clients;
  try {
    await c.post('/dags', { name: 'orphaned', spec: 'steps:\n  - name: hang\n    command: sleep 31.7\n' });
    const { runId } = (await c.post('/dags/orphaned/start', {})).body.data;
    await until(async () => (await statusOf(c, 'orphaned')).runningSteps.includes('hang') && processesWith('31.7').length > 0, 20_000);
    const launchers = processesWith('launcher.mjs', servers[0].child.pid);
    assert.equal(launchers.length, 1, 'one launcher, forked by the server');
    process.kill(launchers[0], 'SIGKILL');

    await until(async () => (await statusOf(c, 'orphaned')).finishedAt !== null, 20_000);
    const run = await statusOf(c, 'orphaned');
    const hang = run.nodes[0];
    assert.deepEqual([run.runId, run.status, hang.status, hang.exitCode, hang.error], [runId, 'failed', 'failed', 127, 'the step launcher ended']);
    await until(async () => processesWith('31.7').length === 0, 5_000);

    await c.post('/dags', { name: 'afterwards', spec: 'steps:\n  - name: again\n    command: echo again\n    output: AGAIN\n' });
    await c.post('/dags/afterwards/start', {});
    await until(async () => (await statusOf(c, 'afterwards')).finishedAt !== null, 20_000);
    const next = await statusOf(c, 'afterwards');
    assert.deepEqual([next.status, next.nodes[0].outputs], ['succeeded', { AGAIN: 'again' }]);
    assert.equal(processesWith('launcher.mjs', servers[0].child.pid).length, 1, 'a new launcher');
  } finally {
    await db.destroy();
    await Promise.all(servers.map((s) => s.stop()));
  }
});
