// The workflow interface's API through a real server: definitions, runs, logs, events, webhooks,
// and the answers to bad input. The Dagu examples are in examples.test.ts, several processes in
// processes.test.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { entryArgs, ROOT, startServer, until } from '../helpers/server.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';

const run = promisify(execFile);
const dagsDir = await mkdtemp(path.join(os.tmpdir(), 'dags-dir-'));
await writeFile(path.join(dagsDir, 'from-file.yaml'), 'tags: [files]\nsteps:\n  - name: hello\n    command: echo from a file\n');
await writeFile(path.join(dagsDir, 'broken.yml'), 'steps: [\n');
after(() => rm(dagsDir, { recursive: true, force: true }));

let api: Client;
let admin: string;
let user: string;
let apiKey: string;
// Set-up in the fixture's seed (separate top-level hooks are not ordered reliably).
// The events streams look at their run only once a minute: what they show before that came by the run's notification.
const t = useServer({ RATE_LIMIT_MAX: '100000', PG_POOL_SIZE: '10', WORKFLOWS_LOG_MAX_BYTES: '4096', WORKFLOWS_OUTPUT_MAX_BYTES: '64', DAGS_DIR: dagsDir, WORKFLOWS_EVENTS_POLL_SECONDS: '60' }, async (f) => {
  api = await Client.for(f.server.url, 'workflows');
  const signIn = async (role: 'admin' | 'user') => {
    const u = await seedUser(f.db, { role });
    return (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
  };
  admin = await signIn('admin');
  user = await signIn('user');
  const key = newApiKey();
  const owner = await seedUser(f.db);
  await insertApiKey(f.db, owner.id, key.hash, 'workflows');
  apiKey = key.key;
});

const spec = (steps: string, top = '') => `${top}steps:\n${steps}`;
const create = (name: string, text: string) => api.post('/dags', { name, spec: text }, { token: admin });
const start = (name: string, body: object = {}) => api.post(`/dags/${name}/start`, body, { token: user });
const status = async (name: string) => (await api.get(`/dags/${name}/status`, { token: user })).body.data;
async function finished(name: string, ms = 20_000) {
  await until(async () => (await status(name)).finishedAt !== null, ms);
  return status(name);
}
const error = (res: Res) => [res.status, res.body.code];
/** The status, code and message of an error answer. */
const said = (res: Res) => [res.status, res.body.code, res.body.message];

describe('definitions', () => {
  test('create, read, list with filters and pages, replace, validate, delete', async () => {
    const made = await create('alpha', spec('  - name: one\n    command: echo one\n  - name: two\n    command: [echo, two]\n', 'description: The first\ntags: [nightly, ETL]\nparams: A=1 B="x y"\nschedule: "0 3 * * *"\n'));
    assert.equal(made.status, 201, made.text);
    assert.equal(made.headers.get('location'), '/api/v1/dags/alpha');
    const d = made.body.data;
    assert.deepEqual(
      [d.name, d.description, d.tags, d.schedule, d.source, d.webhook, d.latestRun, d.steps, d.params],
      ['alpha', 'The first', ['nightly', 'etl'], ['0 3 * * *'], 'api', false, null, ['one', 'two'], 'A=1 B="x y"'],
    );
    assert.deepEqual(said(await create('alpha', spec('  - name: x\n    command: "true"\n'))), [409, 'conflict', 'A DAG named alpha exists already']);
    for (const name of ['beta', 'gamma']) assert.equal((await create(name, spec('  - name: s\n    command: "true"\n', 'tags: nightly\n'))).status, 201);

    const page1 = await api.get('/dags?limit=2', { token: user });
    assert.deepEqual(page1.body.data.dags.map((x: { name: string }) => x.name), ['alpha', 'beta']);
    const page2 = await api.get(`/dags?limit=2&cursor=${page1.body.data.nextCursor}`, { token: user });
    assert.deepEqual([page2.body.data.dags.map((x: { name: string }) => x.name), page2.body.data.nextCursor], [['from-file', 'gamma'], null]);
    const byTag = await api.get('/dags?tag=nightly', { token: user });
    assert.deepEqual(byTag.body.data.dags.map((x: { name: string }) => x.name), ['alpha', 'beta', 'gamma']);
    const byName = await api.get('/dags?name=AMM', { token: user });
    assert.deepEqual(byName.body.data.dags.map((x: { name: string }) => x.name), ['gamma']);
    assert.deepEqual(error(await api.get('/dags?cursor=nope', { token: user })), [400, 'invalid_continuation']);
    assert.deepEqual(error(await api.get('/dags?limit=0', { token: user })), [422, 'validation_error']);

    const replaced = await api.put('/dags/beta/spec', { spec: spec('  - name: new\n    command: "true"\n') }, { token: admin });
    assert.deepEqual([replaced.status, replaced.body.data.steps, replaced.body.data.tags], [200, ['new'], []]);
    assert.deepEqual(error(await api.put('/dags/nobody/spec', { spec: 'steps: []' }, { token: admin })), [404, 'dag_not_found']);
    assert.deepEqual(error(await api.put('/dags/beta/spec', { spec: 'steps: [' }, { token: admin })), [400, 'invalid_yaml']);
    assert.deepEqual(error(await api.put('/dags/beta/spec', { spec: 'stepz: []' }, { token: admin })), [422, 'invalid_definition']);

    const got = await api.get('/dags/alpha', { headers: { 'x-api-key': apiKey } });
    assert.deepEqual([got.status, got.body.data.spec.startsWith('description: The first')], [200, true]);
    assert.deepEqual(error(await api.get('/dags/nobody', { token: user })), [404, 'dag_not_found']);

    const deleted = await api.delete('/dags/gamma', { token: admin });
    assert.deepEqual(deleted.body, { status: 'success', data: { name: 'gamma', deleted: true } });
    assert.deepEqual(error(await api.delete('/dags/gamma', { token: admin })), [404, 'dag_not_found']);
  });

  test('a bad definition: unparseable YAML 400, a broken rule 422 naming the first error and its line; validate lists them all', async () => {
    assert.deepEqual(error(await create('bad', 'steps: [\n')), [400, 'invalid_yaml']);
    const cyclic = spec('  - name: a\n    command: "true"\n    depends: b\n  - name: b\n    command: "true"\n    depends: a\n');
    const refused = await create('bad', cyclic);
    assert.deepEqual(error(refused), [422, 'invalid_definition']);
    assert.match(refused.body.message, /^Invalid DAG definition: line \d+: dependency cycle: a -> b -> a/);
    const checked = await api.post('/dags/validate', { spec: 'steps:\n  - name: a\n    comand: "true"\n    depends: zzz\n' }, { token: user });
    assert.deepEqual(checked.body.data.valid, false);
    assert.deepEqual(
      checked.body.data.errors.map((e: { line: number; message: string }) => [e.line, e.message]),
      [
        [2, 'step "a": needs a command or a script'],
        [3, 'step "a": unknown key "comand"'],
        [4, 'step "a" depends on unknown step "zzz"'],
      ],
    );
    const yaml = await api.post('/dags/validate', { spec: 'a: [\n' }, { token: user });
    assert.deepEqual(yaml.body.data, {
      valid: false,
      errors: [{ line: 2, message: 'not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]' }],
    });
    const ok = await api.post('/dags/validate', { spec: cyclic.replace('    depends: b\n', '') }, { token: user });
    assert.deepEqual(ok.body.data, { valid: true, errors: [] });
    assert.deepEqual(error(await api.post('/dags/validate', { spec: '' }, { token: user })), [422, 'validation_error']);
    assert.equal((await api.get('/dags/bad', { token: user })).status, 404, 'nothing was stored');
  });

  test('writing definitions needs the admin role; reading needs a credential; a wrong API key is 403', async () => {
    assert.deepEqual(error(await api.post('/dags', { name: 'mine', spec: 'steps: []' }, { token: user })), [403, 'forbidden']);
    assert.deepEqual(error(await api.delete('/dags/alpha', { token: user })), [403, 'forbidden']);
    assert.deepEqual(error(await api.put('/dags/alpha/spec', { spec: 'steps: []' }, { token: user })), [403, 'forbidden']);
    const anonymous = await api.get('/dags');
    assert.deepEqual([...error(anonymous), anonymous.headers.get('www-authenticate')], [401, 'missing_token', 'Bearer']);
    assert.deepEqual(error(await api.get('/dags', { headers: { 'x-api-key': 'pk_wrong' } })), [403, 'invalid_api_key']);
  });

  test('DAGS_DIR files are loaded at start, named by their file name; a broken one is skipped', async () => {
    const file = await api.get('/dags/from-file', { token: user });
    assert.deepEqual([file.status, file.body.data.source, file.body.data.tags], [200, 'file', ['files']]);
    assert.equal((await api.get('/dags/broken', { token: user })).status, 404);
    assert.equal((await start('from-file')).status, 200);
    const done = await finished('from-file');
    assert.equal(done.status, 'succeeded');
    const log = await api.get(`/dags/from-file/runs/${done.runId}/steps/hello/log`, { token: user });
    assert.equal(log.body.data.content, 'from a file\n');
  });
});

describe('runs', () => {
  test('status before any run; start with params (string or object); a second start while running is 409; a taken run id 409', async () => {
    assert.equal((await create('sleepy', spec('  - name: nap\n    command: sleep 1; echo "$GREETING $1 $NAME"\n    output: SAID\n', 'params: first NAME=world\nenv:\n  GREETING: hello\n'))).status, 201);
    const never = (await api.get('/dags/sleepy/status', { token: user })).body.data;
    assert.deepEqual([never.status, never.statusCode, never.runId, never.nodes, never.attempt], ['not_started', 0, null, [], 0]);
    const started = await start('sleepy', { params: 'other NAME="big world"', runId: 'run-1' });
    assert.deepEqual(started.body, { status: 'success', data: { runId: 'run-1' } });
    assert.deepEqual(error(await start('sleepy')), [409, 'already_running']);
    const done = await finished('sleepy');
    assert.deepEqual([done.status, done.statusCode, done.params, done.trigger, done.nodes[0].outputs], ['succeeded', 4, 'other NAME="big world"', 'api', { SAID: 'hello other big world' }]);
    assert.deepEqual(error(await start('sleepy', { runId: 'run-1' })), [409, 'conflict']);
    assert.equal((await start('sleepy', { params: { NAME: 'json' } })).status, 200);
    assert.deepEqual((await finished('sleepy')).nodes[0].outputs, { SAID: 'hello first json' });
    assert.deepEqual(said(await start('sleepy', { params: 'NAME="open' })), [400, 'invalid_params', 'Invalid params: unterminated " quote starting at character 6 of params: NAME="open']);
    // the DAG's detail shows its latest run with its steps
    const detail = (await api.get('/dags/sleepy', { token: user })).body.data.latestRun;
    assert.deepEqual([detail.params, detail.nodes.map((n: { name: string; status: string }) => [n.name, n.status])], ['first NAME=json', [['nap', 'succeeded']]]);
    assert.deepEqual(error(await start('sleepy', { runId: 'no spaces' })), [422, 'validation_error']);
    assert.deepEqual(error(await start('nobody')), [404, 'dag_not_found']);
  });

  test('history newest first with cursor pages; one run; its log; 404s', async () => {
    const runs = await api.get('/dags/sleepy/runs?limit=1', { token: user });
    assert.equal(runs.body.data.runs.length, 1);
    const older = await api.get(`/dags/sleepy/runs?limit=5&cursor=${runs.body.data.nextCursor}`, { token: user });
    assert.deepEqual([older.body.data.runs.map((r: { runId: string }) => r.runId), older.body.data.nextCursor], [['run-1'], null]);
    const one = await api.get('/dags/sleepy/runs/run-1', { token: user });
    assert.deepEqual([one.body.data.runId, one.body.data.status, one.body.data.nodes.map((n: { name: string; status: string }) => [n.name, n.status])], ['run-1', 'succeeded', [['nap', 'succeeded']]]);
    const log = await api.get('/dags/sleepy/runs/run-1/log', { token: user });
    assert.deepEqual(
      log.body.data.content.split('\n').filter(Boolean).map((l: string) => l.replace(/^\S+ /, '')),
      ['run run-1 queued (api)', 'step nap started', 'step nap succeeded (exit code 0)', 'steps finished: succeeded', 'run finished: succeeded'],
    );
    assert.deepEqual(error(await api.get('/dags/sleepy/runs/nope', { token: user })), [404, 'run_not_found']);
    assert.deepEqual(error(await api.get('/dags/sleepy/runs/nope/log', { token: user })), [404, 'run_not_found']);
    assert.deepEqual(said(await api.get('/dags/sleepy/runs/run-1/steps/nope/log', { token: user })), [404, 'step_not_found', 'Run run-1 has no step nope']);
    assert.deepEqual(error(await api.get('/dags/nobody/runs', { token: user })), [404, 'dag_not_found']);
    assert.deepEqual(error(await api.get('/dags/sleepy/runs?cursor=bad', { token: user })), [400, 'invalid_continuation']);
    // a page of exactly `limit` runs is the last one
    const both = await api.get('/dags/sleepy/runs?limit=2', { token: user });
    assert.deepEqual([both.body.data.runs.length, both.body.data.nextCursor], [2, null]);
    // a cursor of our own form whose position is not a run's number ("12x", "x12")
    for (const after of ['12x', 'x12']) {
      const forged = Buffer.from(JSON.stringify({ after })).toString('base64url');
      assert.deepEqual(said(await api.get(`/dags/sleepy/runs?cursor=${forged}`, { token: user })), [400, 'invalid_continuation', 'The cursor is not one this API gave'], after);
    }
    assert.deepEqual(error(await api.get('/dags/sleepy/runs/run-1/log?tail=0', { token: user })), [422, 'validation_error']);
    assert.deepEqual(error(await api.get('/dags/sleepy/runs/run-1/steps/nap/log?stream=both', { token: user })), [422, 'validation_error']);
    assert.deepEqual(error(await api.get('/dags/sleepy/runs?limit=0', { token: user })), [422, 'validation_error']);
  });

  test('step logs: stdout and stderr apart, tail/offset/limit in lines, readable while the step runs', async () => {
    const script = 'for i in $(seq 1 5); do echo "out $i"; echo "err $i" >&2; done; sleep 2; echo late';
    assert.equal((await create('talker', spec(`  - name: talk\n    command: ${JSON.stringify(script)}\n`))).status, 201);
    const { runId } = (await start('talker')).body.data;
    const url = (q: string) => `/dags/talker/runs/${runId}/steps/talk/log${q}`;
    await until(async () => (await api.get(url(''), { token: user })).body.data.totalLines === 5, 10_000);
    const live = await api.get(url(''), { token: user });
    assert.equal((await status('talker')).status, 'running', 'read while the step runs');
    assert.deepEqual(live.body.data, { content: 'out 1\nout 2\nout 3\nout 4\nout 5\n', lineCount: 5, totalLines: 5, hasMore: false, droppedBytes: 0 });
    await finished('talker');
    assert.deepEqual((await api.get(url('?tail=2'), { token: user })).body.data, { content: 'out 5\nlate\n', lineCount: 2, totalLines: 6, hasMore: false, droppedBytes: 0 });
    assert.deepEqual((await api.get(url('?offset=1&limit=2'), { token: user })).body.data, { content: 'out 2\nout 3\n', lineCount: 2, totalLines: 6, hasMore: true, droppedBytes: 0 });
    // a tail longer than the limit gives `limit` lines from where the tail starts
    assert.deepEqual((await api.get(url('?tail=2&limit=1'), { token: user })).body.data, { content: 'out 5\n', lineCount: 1, totalLines: 6, hasMore: true, droppedBytes: 0 });
    assert.deepEqual((await api.get(url('?stream=stderr&tail=1'), { token: user })).body.data, { content: 'err 5\n', lineCount: 1, totalLines: 5, hasMore: false, droppedBytes: 0 });
  });

  test('a huge log keeps its last WORKFLOWS_LOG_MAX_BYTES and says what it dropped; binary output is read, never a 500', async () => {
    const text = spec('  - name: flood\n    command: seq 1 20000\n  - name: binary\n    command: "printf \'\\\\000\\\\377\\\\376abc\\\\n\\\\303\\\\251\\\\n\'"\n  - name: unterminated\n    command: "printf \'x\\\\ny\'"\n');
    assert.equal((await create('flood', text)).status, 201, text);
    const { runId } = (await start('flood')).body.data;
    assert.equal((await finished('flood')).status, 'succeeded');
    const log = (await api.get(`/dags/flood/runs/${runId}/steps/flood/log?tail=1`, { token: user })).body.data;
    assert.equal(log.content, '20000\n');
    // 108,894 bytes written; at most the cap (4,096) kept, from a line's start.
    const all = (await api.get(`/dags/flood/runs/${runId}/steps/flood/log?limit=100000`, { token: user })).body.data;
    // Within a line (6 bytes here) of the cap, however the output was read in pieces.
    assert.ok(Buffer.byteLength(all.content) <= 4096 && Buffer.byteLength(all.content) > 4096 - 6, String(Buffer.byteLength(all.content)));
    assert.equal(all.droppedBytes + Buffer.byteLength(all.content), 108_894);
    assert.match(all.content, /^\d+\n/);
    const bin = (await api.get(`/dags/flood/runs/${runId}/steps/binary/log`, { token: user })).body.data;
    assert.equal(bin.content, '\uFFFD\uFFFDabc\né\n');
    // output without a final newline: its last line is a line all the same
    assert.deepEqual((await api.get(`/dags/flood/runs/${runId}/steps/unterminated/log`, { token: user })).body.data, { content: 'x\ny\n', lineCount: 2, totalLines: 2, hasMore: false, droppedBytes: 0 });
  });

  test('output past WORKFLOWS_OUTPUT_MAX_BYTES fails the step; a step timeout is exit code 124; a DAG timeout fails the run', async () => {
    await create('big-output', spec('  - name: big\n    command: seq 1 100\n    output: BIG\n'));
    await start('big-output');
    const big = (await finished('big-output')).nodes[0];
    assert.deepEqual([big.status, big.error, big.outputs], ['failed', 'output exceeded maximum size limit of 64 bytes', {}]);
    await create('slow-step', spec('  - name: slow\n    command: sleep 30\n    timeoutSec: 1\n  - name: after\n    command: "true"\n    depends: slow\n'));
    await start('slow-step');
    const slow = await finished('slow-step');
    assert.deepEqual([slow.status, slow.nodes.map((n: { status: string; exitCode: number | null }) => [n.status, n.exitCode])], ['failed', [['failed', 124], ['aborted', null]]]);
    await create('slow-dag', spec('  - name: slow\n    command: sleep 30\n', 'timeoutSec: 1\n'));
    await start('slow-dag');
    const dag = await finished('slow-dag');
    assert.deepEqual([dag.status, dag.error, dag.nodes[0].status], ['failed', 'the DAG timed out after 1 s', 'aborted']);
  });

  test('stop: running steps get SIGTERM, the run and step end aborted, handlers run; stopping nothing stops nothing', async () => {
    await create('stoppable', spec('  - name: wait\n    command: trap "echo got TERM; exit 143" TERM; sleep 30 & wait\n  - name: never\n    command: "true"\n    depends: wait\n', 'handlerOn:\n  abort:\n    command: echo aborted\n  exit:\n    command: echo bye\n'));
    const { runId } = (await start('stoppable')).body.data;
    await until(async () => (await status('stoppable')).runningSteps.length === 1, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    const stopped = await api.post('/dags/stoppable/stop', undefined, { token: user });
    assert.deepEqual(stopped.body, { status: 'success', data: { stopped: [runId] } });
    const done = await finished('stoppable');
    assert.deepEqual(
      [done.status, done.statusCode, done.nodes.map((n: { name: string; status: string }) => [n.name, n.status]), done.handlers.map((h: { name: string; status: string }) => [h.name, h.status])],
      ['aborted', 3, [['wait', 'aborted'], ['never', 'aborted']], [['onAbort', 'succeeded'], ['onExit', 'succeeded']]],
    );
    assert.equal((await api.get(`/dags/stoppable/runs/${runId}/steps/wait/log`, { token: user })).body.data.content, 'got TERM\n');
    // A step that ignores the stop signal is killed after maxCleanUpTimeSec.
    await create('stubborn', spec('  - name: deaf\n    command: trap "" TERM; sleep 30\n    output: NEVER\n', 'maxCleanUpTimeSec: 1\n'));
    await start('stubborn');
    await until(async () => (await status('stubborn')).runningSteps.length === 1, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    const asked = Date.now();
    await api.post('/dags/stubborn/stop', undefined, { token: user });
    const killed = await finished('stubborn');
    const took = Date.parse(killed.finishedAt) - asked;
    assert.deepEqual([killed.status, killed.nodes[0].status, killed.nodes[0].exitCode], ['aborted', 'aborted', 137]);
    assert.ok(took >= 900 && took < 4000, `killed ${took} ms after the stop`);
    assert.deepEqual((await api.post('/dags/stoppable/stop', undefined, { token: user })).body.data, { stopped: [] });
    assert.deepEqual(error(await api.post('/dags/nobody/stop', undefined, { token: user })), [404, 'dag_not_found']);
  });

  test('retry: from the failed steps under the same run id, or one step; not while running; 404s', async () => {
    await create('flaky', spec('  - name: ok\n    command: echo ok\n  - name: check\n    command: test -f "$FLAG"\n  - name: last\n    command: echo last\n', `env:\n  FLAG: ${path.join(dagsDir, 'flag')}\n`));
    assert.deepEqual(error(await api.post('/dags/flaky/retry', {}, { token: user })), [404, 'run_not_found']);
    const { runId } = (await start('flaky')).body.data;
    const first = await finished('flaky');
    assert.deepEqual([first.status, first.nodes.map((n: { status: string }) => n.status)], ['failed', ['succeeded', 'failed', 'aborted']]);
    await writeFile(path.join(dagsDir, 'flag'), '');
    const again = await api.post('/dags/flaky/retry', {}, { token: user });
    assert.deepEqual(again.body.data, { runId });
    assert.deepEqual(error(await api.post('/dags/flaky/retry', {}, { token: user })), [409, 'conflict']);
    const second = await finished('flaky');
    assert.deepEqual([second.runId, second.attempt, second.status, second.trigger, second.nodes.map((n: { status: string }) => n.status)], [runId, 2, 'succeeded', 'retry', ['succeeded', 'succeeded', 'succeeded']]);
    assert.equal(second.nodes[0].startedAt, first.nodes[0].startedAt, 'the step that succeeded did not run again');
    const one = await api.post('/dags/flaky/retry', { runId, step: 'last' }, { token: user });
    assert.equal(one.status, 200);
    const third = await finished('flaky');
    assert.deepEqual([third.attempt, third.status], [3, 'succeeded']);
    assert.notEqual(third.nodes[2].startedAt, second.nodes[2].startedAt);
    assert.equal(third.nodes[1].startedAt, second.nodes[1].startedAt, 'only that step ran');
    assert.deepEqual(error(await api.post('/dags/flaky/retry', { step: 'nope' }, { token: user })), [404, 'step_not_found']);
    assert.deepEqual(error(await api.post('/dags/flaky/retry', { runId: 'nope' }, { token: user })), [404, 'run_not_found']);
    assert.deepEqual(error(await api.post('/dags/flaky/retry', { step: '' }, { token: user })), [422, 'validation_error']);
    // A DAG with a queued or running run cannot be deleted.
    await create('busy', spec('  - name: s\n    command: sleep 2\n'));
    await start('busy');
    assert.deepEqual(said(await api.delete('/dags/busy', { token: admin })), [409, 'conflict', 'busy has 1 run queued or running; stop it first']);
    await finished('busy');
    await create('busier', spec('  - name: s\n    command: sleep 2\n', 'maxActiveRuns: 2\n'));
    await start('busier');
    await start('busier');
    assert.deepEqual(said(await api.delete('/dags/busier', { token: admin })), [409, 'conflict', 'busier has 2 runs queued or running; stop them first']);
    await finished('busier');
    // pages by a cursor whose run number has two digits or more (the runs of every test above came first)
    const newest = (await api.get('/dags/busier/runs?limit=1', { token: user })).body.data;
    assert.match(JSON.parse(Buffer.from(newest.nextCursor, 'base64url').toString()).after, /^\d{2,}$/);
    const next = await api.get(`/dags/busier/runs?limit=1&cursor=${newest.nextCursor}`, { token: user });
    assert.deepEqual([next.status, next.body.data.runs.length, next.body.data.nextCursor], [200, 1, null]);
  });

  test('events: the run as it changes (woken by its notification), then end; the token may come as ?access_token=', { timeout: 30_000 }, async () => {
    await create('watched', spec('  - name: a\n    command: sleep 1\n  - name: b\n    command: "true"\n    depends: a\n'));
    const { runId } = (await start('watched')).body.data;
    const res = await api.get(`/dags/watched/runs/${runId}/events?access_token=${user}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const events = res.text
      .split('\n\n')
      .filter((e) => e.startsWith('event:'))
      .map((e) => ({ event: /^event: (\w+)/.exec(e)![1], data: JSON.parse(/\ndata: (.*)$/.exec(e)![1]) }));
    assert.deepEqual(events.at(-1), { event: 'end', data: { runId, status: 'succeeded' } });
    // a notification that changes nothing (a log line) sends no event: each status differs from the one before
    for (let i = 1; i < events.length - 1; i++) assert.notDeepEqual(events[i].data, events[i - 1].data, `event ${i} repeats the one before`);
    const statuses = events.slice(0, -1).map((e) => e.data.status);
    assert.ok(statuses.includes('running'), statuses.join());
    assert.equal(statuses.at(-1), 'succeeded');
    assert.deepEqual(error(await api.get(`/dags/watched/runs/${runId}/events?access_token=nope`)), [401, 'invalid_token']);
    assert.deepEqual(said(await api.get(`/dags/watched/runs/nope/events`, { token: user })), [404, 'run_not_found', 'watched has no run nope']);
  });
});

describe('step features', () => {
  test('Dagu\'s variables, dir, preconditions (re:, negate, commands), continueOn by exit code, output or markSuccess, maxActiveSteps', { timeout: 60_000 }, async () => {
    const text = [
      'maxActiveSteps: 1',
      'params: P=1',
      'steps:',
      '  - name: vars',
      '    command: echo "$DAG_NAME $DAG_RUN_ID $DAG_RUN_STEP_NAME $(basename $DAG_RUN_STEP_STDOUT_FILE) $P"',
      '    output: VARS',
      '  - name: argv',
      '    command: [printf, "%s|%s", "$P", "a b"]',
      '    output: ARGV',
      '    depends: []',
      '  - name: where',
      `    dir: ${os.tmpdir()}`,
      '    command: pwd',
      '    output: WHERE',
      '    depends: []',
      '  - name: regex',
      '    command: echo ran',
      '    preconditions:',
      '      - condition: "`echo version-12`"',
      '        expected: "re:^version-1[0-9]$"',
      '      - condition: "test -d /"',
      '    depends: []',
      '  - name: negated',
      '    command: echo ran',
      '    preconditions:',
      '      - condition: "$P"',
      '        expected: "1"',
      '        negate: true',
      '    continueOn: { skipped: true }',
      '    depends: []',
      '  - name: code',
      '    command: exit 3',
      '    continueOn: { exitCode: [3] }',
      '    depends: []',
      '  - name: text',
      `    command: 'echo "WARN: tolerable"; exit 1'`,
      '    continueOn: { output: "re:^WARN" }',
      '    depends: []',
      '  - name: marked',
      '    command: "false"',
      '    continueOn: { failure: true, markSuccess: true }',
      '    depends: []',
      '  - name: last',
      '    command: "true"',
      '    depends: [vars, argv, where, regex, negated, code, text, marked]',
      'handlerOn:',
      '  exit:',
      '    command: echo "$DAG_RUN_STATUS"',
      '',
    ].join('\n');
    assert.equal((await create('features', text)).status, 201, text);
    const { runId } = (await start('features')).body.data;
    const done = await finished('features', 30_000);
    const byName = Object.fromEntries(done.nodes.map((n: { name: string }) => [n.name, n]));
    assert.deepEqual(byName.vars.outputs, { VARS: `features ${runId} vars vars.out 1` });
    assert.deepEqual(byName.where.outputs, { WHERE: os.tmpdir() });
    assert.deepEqual(byName.argv.outputs, { ARGV: '1|a b' }, 'an array is argv: no shell splits "a b"');
    assert.deepEqual(
      done.nodes.map((n: { name: string; status: string; exitCode: number | null }) => [n.name, n.status, n.exitCode]),
      [['vars', 'succeeded', 0], ['argv', 'succeeded', 0], ['where', 'succeeded', 0], ['regex', 'succeeded', 0], ['negated', 'skipped', null], ['code', 'failed', 3], ['text', 'failed', 1], ['marked', 'succeeded', 1], ['last', 'succeeded', 0]],
    );
    assert.equal(done.status, 'partially_succeeded');
    assert.equal((await api.get(`/dags/features/runs/${runId}/steps/onExit/log`, { token: user })).body.data.content, 'partially_succeeded\n');
    // maxActiveSteps 1: no two steps ran at once.
    const spans = done.nodes.map((n: { startedAt: string; finishedAt: string }) => [Date.parse(n.startedAt), Date.parse(n.finishedAt)]).sort((a: number[], b: number[]) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) assert.ok(spans[i][0] >= spans[i - 1][1], `steps ${i - 1} and ${i} overlapped`);
  });

  test("a step's DAG_RUN_STEP_STDOUT_FILE and _STDERR_FILE hold every attempt's output, complete when the next step starts", { timeout: 30_000 }, async () => {
    const text = [
      'steps:',
      '  - name: flaky',
      // Fails the first time (no marker yet in the run's scratch folder), succeeds the second.
      `    command: sh -c 'echo "attempt $(ls marker 2>/dev/null | wc -l)"; echo oops >&2; test -f marker || { touch marker; exit 1; }'`,
      '    retryPolicy: { limit: 1, intervalSec: 0 }',
      '  - name: check',
      '    command: sh -c \'cat flaky.out flaky.err; basename "$DAG_RUN_STEP_STDOUT_FILE"\'',
      '    output: FILES',
      '',
    ].join('\n');
    assert.equal((await create('scratch-files', text)).status, 201, text);
    await start('scratch-files');
    const done = await finished('scratch-files', 20_000);
    assert.deepEqual(
      done.nodes.map((n: { name: string; status: string; retryCount: number }) => [n.name, n.status, n.retryCount]),
      [['flaky', 'succeeded', 1], ['check', 'succeeded', 0]],
    );
    assert.deepEqual(done.nodes[1].outputs, { FILES: 'attempt 0\nattempt 1\noops\noops\ncheck.out' });
  });
});

describe('webhooks', () => {
  test('a signed delivery starts a run with WEBHOOK_PAYLOAD; a wrong or missing signature 401; a replayed delivery 409', async () => {
    await create('hooked', spec('  - name: show\n    command: echo "$WEBHOOK_PAYLOAD"\n    output: PAYLOAD\n'));
    const hook = (body: string, headers: Record<string, string>) => api.request('POST', '/webhooks/hooked', { raw: body, contentType: 'application/json', headers });
    assert.deepEqual(said(await hook('{}', { 'x-webhook-delivery': 'd0' })), [404, 'dag_not_found', 'No webhook for hooked'], 'no secret yet');
    const made = await run(process.execPath, [...entryArgs('cli'), 'dags', 'webhook-secret', 'hooked'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: t.dbUrl } });
    const { secret } = JSON.parse(made.stdout) as { secret: string };
    assert.match(secret, /^whsec_/);
    const body = '{"ref":"main"}';
    const sign = (b: string, key = secret) => `sha256=${createHmac('sha256', key).update(b).digest('hex')}`;
    const ok = await hook(body, { 'x-signature-256': sign(body), 'x-webhook-delivery': 'd1' });
    assert.equal(ok.status, 202, ok.text);
    const done = await finished('hooked');
    assert.deepEqual([done.runId, done.trigger, done.nodes[0].outputs], [ok.body.data.runId, 'webhook', { PAYLOAD: body }]);
    assert.deepEqual(said(await hook(body, { 'x-signature-256': sign(body), 'x-webhook-delivery': 'd1' })), [409, 'conflict', 'Delivery d1 was received already']);
    const forged = await hook(body, { 'x-signature-256': sign(body, 'whsec_other'), 'x-webhook-delivery': 'd2' });
    assert.deepEqual(said(forged), [401, 'invalid_signature', 'The X-Signature-256 signature does not match the body']);
    assert.equal(forged.headers.get('www-authenticate'), 'HMAC-SHA256');
    assert.deepEqual(said(await hook(body, { 'x-webhook-delivery': 'd3' })), [401, 'invalid_signature', 'The X-Signature-256 header is required']);
    assert.deepEqual(said(await hook(body, { 'x-signature-256': sign(body) })), [422, 'validation_error', 'The X-Webhook-Delivery header is required']);
    assert.deepEqual(error(await hook('{"ref":', { 'x-signature-256': sign('{"ref":'), 'x-webhook-delivery': 'd4' })), [400, 'invalid_body']);
    assert.deepEqual(error(await api.request('POST', '/webhooks/nobody', { json: {}, headers: { 'x-webhook-delivery': 'd5' } })), [404, 'dag_not_found']);
  });
});

test('a suspended account may read but not start', async () => {
  const u = await seedUser(t.db);
  const token = (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
  await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', u.id).execute();
  assert.equal((await api.get('/dags', { token })).status, 200);
  assert.deepEqual(error(await api.post('/dags/sleepy/start', {}, { token })), [403, 'forbidden']);
});

test('a server without a worker queues runs that a worker started later picks up', { timeout: 60_000 }, async () => {
  const quiet = await startServer(t.dbUrl, { WORKFLOWS_WORKER: 'false' });
  try {
    const other = await Client.for(quiet.url, 'workflows');
    await create('queued', spec('  - name: s\n    command: echo picked up\n'));
    // The fixture's server has a worker; this one has none, but they share the database.
    const { runId } = (await other.post('/dags/queued/start', {}, { token: user })).body.data;
    const done = await finished('queued');
    assert.deepEqual([done.runId, done.status], [runId, 'succeeded']);
  } finally {
    await quiet.stop();
  }
});

test('two servers of one process, each on its own database, run their own definitions of runs with the same keys', { timeout: 60_000 }, async () => {
  const servers = [];
  try {
    const outputs = [];
    for (const word of ['first', 'second']) {
      const url = await createTestDatabase();
      const db = openDb(url);
      const server = await startServer(url);
      servers.push({ server, db });
      const u = await seedUser(db, { role: 'admin' });
      const token = (await (await Client.for(server.url)).request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
      const wf = await Client.for(server.url, 'workflows');
      assert.equal((await wf.post('/dags', { name: 'twin', spec: spec(`  - name: say-${word}\n    command: echo ${word}\n    output: SAID\n`) }, { token })).status, 201);
      // each database's first run: the same run key in both
      assert.equal((await wf.post('/dags/twin/start', {}, { token })).status, 200);
      await until(async () => (await wf.get('/dags/twin/status', { token })).body.data.finishedAt !== null, 20_000);
      const done = (await wf.get('/dags/twin/status', { token })).body.data;
      outputs.push([done.status, done.nodes.map((n: { outputs: unknown }) => n.outputs)]);
    }
    assert.deepEqual(outputs, [['succeeded', [{ SAID: 'first' }]], ['succeeded', [{ SAID: 'second' }]]]);
  } finally {
    for (const { server, db } of servers) {
      await db.destroy();
      await server.stop();
    }
  }
});
