// Document jobs across processes on one database: a job queued where no worker runs is run after a
// restart by another process; a worker stopped cleanly puts its job back in the queue at once; a
// worker killed outright loses its job only until its lease runs out, then another process (the
// CLI worker here) takes it over and finishes it. The CLI's `documents load` loads a folder.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, test } from 'node:test';
import { Client, untilStarted } from '../helpers/contract.js';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { DEED, runJob } from '../helpers/documents.js';
import { entryArgs, killChildServers, ROOT, spawnServer, until } from '../helpers/server.js';

const run = promisify(execFile);
after(killChildServers);

const ENV = { RATE_LIMIT_MAX: '100000', DOCUMENTS_PROCESS_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };

async function signIn(url: string, db: ReturnType<typeof openDb>) {
  const u = await seedUser(db);
  const ref = await Client.for(url);
  return { email: u.email, token: (await ref.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string };
}

test('a job queued where no worker runs survives the restart and is run by the next server', { timeout: 180_000 }, async () => {
  const dbUrl = await createTestDatabase();
  const db = openDb(dbUrl);
  try {
    const a = await spawnServer({ ...ENV, DATABASE_URL: dbUrl, DOCUMENTS_WORKER: 'false' });
    await untilStarted(a.url);
    const { token } = await signIn(a.url, db);
    const api = await Client.for(a.url, 'documents');
    const pkg = (await api.post('/api/packages', { name: 'Restart' }, { token })).body.package_id;
    for (let i = 0; i < 3; i++) assert.equal((await api.post(`/api/packages/${pkg}/documents`, { filename: `d${i}.txt`, text: DEED }, { token })).status, 201);
    const started = await api.post('/api/process', { package_id: pkg, stages: ['markdown', 'segmentation', 'extract_parties', 'extract_dates', 'extract_land_description', 'extract_conveyance', 'extract_document_classification', 'assembly'] }, { token });
    assert.equal(started.status, 202);
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await api.get(`/api/jobs/${started.body.job_id}`, { token });
    assert.equal(waiting.body.status, 'queued');
    assert.equal(waiting.body.attempts, 0);
    assert.equal(await a.stop(), 0);

    const b = await spawnServer({ ...ENV, DATABASE_URL: dbUrl });
    await untilStarted(b.url);
    const apiB = await Client.for(b.url, 'documents');
    let job;
    await until(async () => {
      job = (await apiB.get(`/api/jobs/${started.body.job_id}`, { token })).body;
      return job.status === 'completed' || job.status === 'failed';
    }, 60_000);
    assert.equal(job!.status, 'completed', JSON.stringify(job));
    assert.equal(job!.attempts, 1);
    assert.deepEqual(job!.progress, { done: 24, total: 24, percent: 100 });
    // The work is there for any process to read.
    const docs = (await apiB.get(`/api/packages/${pkg}`, { token })).body.documents;
    assert.ok(docs.every((d: { status: string }) => d.status === 'processed'));
    await b.stop();
  } finally {
    await db.destroy();
  }
});

test('a clean stop puts the running job back in the queue; a killed worker loses it until its lease runs out; the CLI worker finishes it', { timeout: 300_000 }, async () => {
  const dbUrl = await createTestDatabase();
  const db = openDb(dbUrl);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'docs-load-'));
  try {
    for (let i = 0; i < 150; i++) await writeFile(path.join(folder, `doc-${String(i).padStart(3, '0')}.txt`), DEED.replace('Book 412, Page 88', `Book 412, Page ${100 + i}`));
    await writeFile(path.join(folder, 'notes.docx'), 'ignored');
    const first = await spawnServer({ ...ENV, DATABASE_URL: dbUrl, DOCUMENTS_JOB_LEASE_SEC: '3' });
    await untilStarted(first.url);
    const { email, token } = await signIn(first.url, db);
    const { stdout } = await run(process.execPath, [...entryArgs('cli'), 'documents', 'load', folder, '--email', email, '--name', 'Bulk', '--process'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' } });
    const loaded = JSON.parse(stdout);
    assert.equal(loaded.documents, 150);
    const jobId = loaded.job_id as string;
    const api = await Client.for(first.url, 'documents');
    const jobNow = async (client = api) => (await client.get(`/api/jobs/${jobId}`, { token })).body;
    await until(async () => (await jobNow()).progress.done > 0, 60_000);

    // SIGTERM: the job goes back to the queue at once, not after the lease.
    assert.equal(await first.stop('SIGTERM'), 0);
    const row = await db.selectFrom('document_jobs').select(['status', 'worker_id', 'attempts']).where('id', '=', jobId).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'queued', worker_id: null, attempts: 1 });
    const doneBefore = (await db.selectFrom('document_jobs').select('progress').where('id', '=', jobId).executeTakeFirstOrThrow()).progress as Record<string, { done: number }>;

    // The next server takes it and goes on from where it was; then it is killed outright.
    const second = await spawnServer({ ...ENV, DATABASE_URL: dbUrl, DOCUMENTS_JOB_LEASE_SEC: '3' });
    await untilStarted(second.url);
    const api2 = await Client.for(second.url, 'documents');
    await until(async () => {
      const j = await jobNow(api2);
      return j.attempts === 2 && j.progress.done > Object.values(doneBefore).reduce((n, p) => n + p.done, 0);
    }, 60_000);
    await second.stop('SIGKILL');
    const lost = await db.selectFrom('document_jobs').select(['status', 'worker_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
    assert.equal(lost.status, 'running');
    assert.ok(lost.worker_id);

    // A CLI worker takes it over once the lease has run out, and finishes it.
    const worker = spawn(process.execPath, [...entryArgs('cli'), 'documents', 'worker', '--concurrency', '1'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', DOCUMENTS_JOB_LEASE_SEC: '3' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    worker.stdout.on('data', (d) => (out += d));
    worker.stderr.on('data', (d) => (out += d));
    try {
      await until(async () => {
        const j = await db.selectFrom('document_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
        return j.status === 'completed' || j.status === 'failed';
      }, 180_000);
    } finally {
      worker.kill('SIGTERM');
      await new Promise((r) => worker.once('exit', r));
    }
    const done = await db.selectFrom('document_jobs').select(['status', 'attempts', 'error', 'worker_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
    assert.deepEqual(done, { status: 'completed', attempts: 3, error: null, worker_id: null }, out);
    // Every document went through every stage exactly as far as it had to: all completed.
    const states = await db.selectFrom('documents').select('stages').where('package_id', '=', loaded.package_id).execute();
    assert.equal(states.length, 150);
    for (const s of states) for (const v of Object.values(s.stages as Record<string, { status: string }>)) assert.equal(v.status, 'completed');
    const third = await spawnServer({ ...ENV, DATABASE_URL: dbUrl });
    await untilStarted(third.url);
    const api3 = await Client.for(third.url, 'documents');
    const finished = await api3.get(`/api/jobs/${jobId}`, { token });
    assert.equal(finished.body.status, 'completed');
    assert.deepEqual(finished.body.progress, { done: 150 * 9 + 1, total: 150 * 9 + 1, percent: 100 });
    // A job run on it answers as anywhere else.
    const again = await runJob(api3, token, { package_id: loaded.package_id, stages: ['assembly'], enrich_only: true }, 120_000);
    assert.equal(again.body.status, 'completed');
    await third.stop();
  } finally {
    await rm(folder, { recursive: true, force: true });
    await db.destroy();
  }
});
