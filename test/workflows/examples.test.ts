// Dagu's own example DAGs (../shared/reference/dagu-examples, read as they are, never copied here)
// through the HTTP API of a real server, each held to the outcome INDEX.md there states: run and
// step statuses, outputs passed on, what steps and handlers printed, handler order, params
// overrides, step retries with backoff, repeats, a run retry under the same id, and stops.
//
// The examples sleep up to ~16 s, so every run that needs no interaction is started in the set-up,
// all at once, and each test only waits for its own: the file takes about as long as the slowest.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { ROOT, until } from '../helpers/server.js';
import type { components } from '../../generated/workflows.js';

type Run = components['schemas']['Run'];
type Node = components['schemas']['Node'];

const EXAMPLES = path.join(ROOT, '..', 'shared', 'reference', 'dagu-examples');

/**
 * The DAGs, each named by its file (without `.yaml`) and made from it as it is; a second DAG from
 * the same file is for a second run started at the same time (maxActiveRuns is 1).
 */
const DAGS: Record<string, string> = {
  print_hello_world: 'print_hello_world',
  pass_parameters: 'pass_parameters',
  'pass_parameters-override': 'pass_parameters',
  'positional-params': 'positional-params',
  'named-params': 'named-params',
  pass_output_to_next: 'pass_output_to_next',
  'complex-dependencies': 'complex-dependencies',
  define_condition: 'define_condition',
  'define_condition-bar': 'define_condition',
  'skipped-preconditions': 'skipped-preconditions',
  example_workflow: 'example_workflow',
  example_2: 'example_2',
  'example_2-stopped': 'example_2',
  agent_retry: 'agent_retry',
  'retry-with-backoff': 'retry-with-backoff',
  'repeat-with-limit': 'repeat-with-limit',
  customize_signal_on_stop: 'customize_signal_on_stop',
  'lifecycle-hooks': 'lifecycle-hooks',
};

/** The runs started in the set-up, with their start bodies (none for the stopped example_2). */
const STARTS: Record<string, object> = {
  print_hello_world: {},
  pass_parameters: {},
  'pass_parameters-override': { params: 'FOO=x BAR=y' },
  'positional-params': {},
  'named-params': {},
  pass_output_to_next: {},
  'complex-dependencies': {},
  define_condition: {},
  'define_condition-bar': { params: 'bar' },
  'skipped-preconditions': {},
  example_workflow: {},
  example_2: {},
  agent_retry: {},
  'retry-with-backoff': {},
  'repeat-with-limit': {},
  customize_signal_on_stop: {},
  'lifecycle-hooks': {},
};

let api: Client;
let token: string;
const runIds: Record<string, string> = {};

// The server's default pool: the worker runs up to 16 steps at once beside the requests.
useServer({ RATE_LIMIT_MAX: '100000', PG_POOL_SIZE: '10' }, async (f) => {
  api = await Client.for(f.server.url, 'workflows');
  const admin = await seedUser(f.db, { role: 'admin' });
  token = (await f.api.request('POST', '/token', { form: { username: admin.email, password: admin.password } })).body.access_token as string;
  for (const [name, file] of Object.entries(DAGS)) {
    const made = await api.post('/dags', { name, spec: readFileSync(path.join(EXAMPLES, `${file}.yaml`), 'utf8') }, { token });
    assert.equal(made.status, 201, `${name}: ${made.text}`);
  }
  // Sequential starts, each answered within milliseconds: the slow ones first.
  for (const name of ['example_workflow', 'retry-with-backoff', 'customize_signal_on_stop', ...Object.keys(STARTS)]) {
    if (runIds[name]) continue;
    const started = await api.post(`/dags/${name}/start`, STARTS[name], { token });
    assert.equal(started.status, 200, `${name}: ${started.text}`);
    runIds[name] = started.body.data.runId;
  }
});

const getRun = async (name: string): Promise<Run> => (await api.get(`/dags/${name}/runs/${runIds[name]}`, { token })).body.data;

/** The run once it has finished (its `attempt` at least `attempt`, for a retry). */
async function finished(name: string, ms: number, attempt = 1): Promise<Run> {
  let run: Run | undefined;
  await until(async () => {
    run = await getRun(name);
    return run.attempt >= attempt && run.finishedAt !== null;
  }, ms);
  return run!;
}

/** What a step or handler printed (stdout unless told). */
async function printed(name: string, step: string, stream: 'stdout' | 'stderr' = 'stdout'): Promise<string> {
  const res = await api.get(`/dags/${name}/runs/${runIds[name]}/steps/${encodeURIComponent(step)}/log?stream=${stream}`, { token });
  assert.equal(res.status, 200, res.text);
  return res.body.data.content;
}

const summary = (run: Run) => [run.status, run.statusCode];
const steps = (run: Run) => run.nodes.map((n) => [n.name, n.status, n.statusCode, n.exitCode]);
const outputs = (run: Run) => Object.fromEntries(run.nodes.map((n) => [n.name, n.outputs]));
const handlers = (run: Run) => run.handlers.map((h) => [h.name, h.status]);
const node = (run: Run, name: string): Node => run.nodes.find((n) => n.name === name)!;
const ms = (iso: string | null) => Date.parse(iso!);

/** Every step started after each step it depends on had finished. */
function assertOrder(run: Run, depends: Record<string, string[]>): void {
  for (const [step, deps] of Object.entries(depends)) {
    for (const dep of deps) assert.ok(ms(node(run, step).startedAt) >= ms(node(run, dep).finishedAt), `${step} started before ${dep} finished`);
  }
}

test('print_hello_world: "say hello" prints hello world, then "done" prints done!', { timeout: 20_000 }, async () => {
  const run = await finished('print_hello_world', 15_000);
  assert.deepEqual([summary(run), steps(run), handlers(run)], [['succeeded', 4], [['say hello', 'succeeded', 4, 0], ['done', 'succeeded', 4, 0]], []]);
  assert.equal(await printed('print_hello_world', 'say hello'), 'hello world\n');
  assert.equal(await printed('print_hello_world', 'done'), 'done!\n');
  assertOrder(run, { done: ['say hello'] });
});

test('pass_parameters: the default params print foo-bar; started with FOO=x BAR=y, x-y', { timeout: 20_000 }, async () => {
  for (const [name, expected, params] of [
    ['pass_parameters', 'foo-bar\n', 'FOO=foo BAR=bar'],
    ['pass_parameters-override', 'x-y\n', 'FOO=x BAR=y'],
  ]) {
    const run = await finished(name, 15_000);
    assert.deepEqual([summary(run), steps(run), run.params], [['succeeded', 4], [['step1', 'succeeded', 4, 0]], params], name);
    assert.equal(await printed(name, 'step1'), expected, name);
  }
});

test('positional-params: $1 and $2 expand, single-quoted ones stay literal, the output is kept', { timeout: 20_000 }, async () => {
  const run = await finished('positional-params', 15_000);
  assert.deepEqual([summary(run), steps(run), outputs(run)], [['succeeded', 4], [['step1', 'succeeded', 4, 0]], { step1: { OUT1: '$1 is foo, $2 is bar' } }]);
  assert.equal(await printed('positional-params', 'step1'), '$1 is foo, $2 is bar\n');
});

test('named-params: params as a map (30 becomes "30"), depends as a scalar, outputs OUT1 and OUT2', { timeout: 20_000 }, async () => {
  const run = await finished('named-params', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), outputs(run)],
    [['succeeded', 4], [['Hello', 'succeeded', 4, 0], ['Name', 'succeeded', 4, 0]], { Hello: { OUT1: 'Dagu' }, Name: { OUT2: 'Hello, Dagu' } }],
  );
  assert.match(run.params!, /(^| )AGE=30( |$)/);
  assertOrder(run, { Name: ['Hello'] });
});

test("pass_output_to_next: step 1 sets OUT1=hello, step 2's script prints hello world", { timeout: 20_000 }, async () => {
  const run = await finished('pass_output_to_next', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), outputs(run)],
    [['succeeded', 4], [["pass 'hello'", 'succeeded', 4, 0], ["output 'hello world'", 'succeeded', 4, 0]], { "pass 'hello'": { OUT1: 'hello' }, "output 'hello world'": {} }],
  );
  assert.equal(await printed('pass_output_to_next', "output 'hello world'"), 'hello world\n');
});

test('complex-dependencies: a diamond, every step its output, each after its dependencies', { timeout: 20_000 }, async () => {
  const run = await finished('complex-dependencies', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), outputs(run)],
    [
      ['succeeded', 4],
      [['start', 'succeeded', 4, 0], ['branch1', 'succeeded', 4, 0], ['branch2', 'succeeded', 4, 0], ['merge', 'succeeded', 4, 0], ['final', 'succeeded', 4, 0]],
      { start: { START: 'start' }, branch1: { BRANCH1: 'branch1' }, branch2: { BRANCH2: 'branch2' }, merge: { MERGE: 'merge' }, final: { FINAL: 'final' } },
    ],
  );
  assertOrder(run, { branch1: ['start'], branch2: ['start'], merge: ['branch1', 'branch2'], final: ['merge'] });
});

test('define_condition: with $1=foo "foo" runs and "bar" is skipped; started with bar, the other way round', { timeout: 20_000 }, async () => {
  const run = await finished('define_condition', 15_000);
  assert.deepEqual([summary(run), steps(run)], [['succeeded', 4], [['step1', 'succeeded', 4, 0], ['foo', 'succeeded', 4, 0], ['bar', 'skipped', 5, null]]]);
  assert.deepEqual([await printed('define_condition', 'step1'), await printed('define_condition', 'foo')], ['start\n', 'foo\n']);
  const swapped = await finished('define_condition-bar', 15_000);
  assert.deepEqual([summary(swapped), steps(swapped)], [['succeeded', 4], [['step1', 'succeeded', 4, 0], ['foo', 'skipped', 5, null], ['bar', 'succeeded', 4, 0]]]);
  assert.equal(await printed('define_condition-bar', 'bar'), 'bar\n');
});

test('skipped-preconditions: skip-step is skipped and its output unset; the other two succeed', { timeout: 20_000 }, async () => {
  const run = await finished('skipped-preconditions', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), outputs(run)],
    [
      ['succeeded', 4],
      [['run-step', 'succeeded', 4, 0], ['skip-step', 'skipped', 5, null], ['skip-step2', 'succeeded', 4, 0]],
      { 'run-step': { OUT_RUN: 'executed' }, 'skip-step': {}, 'skip-step2': { OUT_SKIP2: 'should execute' } },
    ],
  );
});

test('repeat-with-limit: the step runs exactly 3 times and succeeds', { timeout: 20_000 }, async () => {
  const run = await finished('repeat-with-limit', 15_000);
  assert.deepEqual([summary(run), run.nodes.map((n) => [n.name, n.status, n.doneCount, n.retryCount])], [['succeeded', 4], [['repeat-step', 'succeeded', 3, 0]]]);
  assert.equal(await printed('repeat-with-limit', 'repeat-step'), 'Executing step\n'.repeat(3));
});

test('lifecycle-hooks (v2 keys): init, the steps in order, then success and exit; failure never runs', { timeout: 20_000 }, async () => {
  const run = await finished('lifecycle-hooks', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), handlers(run)],
    [['succeeded', 4], [['step-1', 'succeeded', 4, 0], ['step-2', 'succeeded', 4, 0]], [['onInit', 'succeeded'], ['onSuccess', 'succeeded'], ['onExit', 'succeeded']]],
  );
  const said = await Promise.all(['onInit', 'step-1', 'step-2', 'onSuccess', 'onExit'].map((s) => printed('lifecycle-hooks', s)));
  assert.deepEqual(said, ['workflow starting\n', 'running step 1\n', 'running step 2\n', 'all steps succeeded\n', 'cleanup complete\n']);
  const onInit = run.handlers[0];
  assert.ok(ms(onInit.finishedAt) <= ms(node(run, 'step-1').startedAt), 'init ran before the steps');
  assertOrder(run, { 'step-2': ['step-1'] });
});

test('example_2: in sequence, a failure with continueOn, partially_succeeded, then onSuccess and onExit', { timeout: 20_000 }, async () => {
  const run = await finished('example_2', 15_000);
  assert.deepEqual(
    [summary(run), steps(run), handlers(run)],
    [
      ['partially_succeeded', 6],
      [
        ['check precondition', 'succeeded', 4, 0],
        ['print foo', 'succeeded', 4, 0],
        ['print bar', 'succeeded', 4, 0],
        ['failure and continue', 'failed', 2, 1],
        ['print done', 'succeeded', 4, 0],
      ],
      [['onSuccess', 'succeeded'], ['onExit', 'succeeded']],
    ],
  );
  const said = await Promise.all(['check precondition', 'print foo', 'print bar', 'print done', 'onSuccess', 'onExit'].map((s) => printed('example_2', s)));
  assert.deepEqual(said, ['start\n', 'foo\n', 'bar\n', 'done!\n', 'success!\n', 'finished!\n']);
  assertOrder(run, { 'print foo': ['check precondition'], 'print bar': ['print foo'], 'failure and continue': ['print bar'], 'print done': ['failure and continue'] });
});

test('example_2 stopped as it starts: aborted, then onCancel and onExit', { timeout: 20_000 }, async () => {
  const name = 'example_2-stopped';
  const started = await api.post(`/dags/${name}/start`, {}, { token });
  runIds[name] = started.body.data.runId;
  // At once: its five echo steps would otherwise be done within a second.
  const stopped = await api.post(`/dags/${name}/stop`, undefined, { token });
  assert.deepEqual(stopped.body.data, { stopped: [runIds[name]] });
  const run = await finished(name, 15_000);
  assert.deepEqual([summary(run), handlers(run)], [['aborted', 3], [['onCancel', 'succeeded'], ['onExit', 'succeeded']]]);
  // Those that had finished before the stop keep their result, every later one is aborted.
  const statuses = run.nodes.map((n) => n.status);
  const done = statuses.indexOf('aborted');
  assert.ok(done >= 0, `no step was aborted: ${statuses}`);
  assert.deepEqual(statuses, [...Array(done).fill('succeeded'), ...Array(statuses.length - done).fill('aborted')]);
  assert.deepEqual([await printed(name, 'onCancel'), await printed(name, 'onExit')], ['canceled!\n', 'finished!\n']);
});

test('agent_retry: failures, skips and aborts by continueOn; a retry of the same run re-runs 2,3,5,6,7,9 and keeps 1,4,8', { timeout: 25_000 }, async () => {
  const first = await finished('agent_retry', 15_000);
  const expected = [
    ['1', 'succeeded', 4, 0],
    ['2', 'failed', 2, 1],
    ['3', 'succeeded', 4, 0],
    ['4', 'skipped', 5, null],
    ['5', 'failed', 2, 1],
    ['6', 'aborted', 3, null],
    ['7', 'aborted', 3, null],
    ['8', 'skipped', 5, null],
    ['9', 'failed', 2, 1],
  ];
  assert.deepEqual([summary(first), first.attempt, steps(first), handlers(first)], [['failed', 2], 1, expected, []]);

  const retried = await api.post('/dags/agent_retry/retry', { runId: runIds.agent_retry }, { token });
  assert.deepEqual([retried.status, retried.body.data], [200, { runId: runIds.agent_retry }]);
  const second = await finished('agent_retry', 15_000, 2);
  assert.deepEqual([second.runId, second.attempt, second.trigger, summary(second), steps(second)], [runIds.agent_retry, 2, 'retry', ['failed', 2], expected]);
  for (const kept of ['1', '4', '8']) {
    const [before, after] = [node(first, kept), node(second, kept)];
    assert.deepEqual([after.startedAt, after.finishedAt], [before.startedAt, before.finishedAt], `step ${kept} was kept`);
  }
  for (const again of ['2', '3', '5', '6', '7', '9']) {
    assert.ok(ms(node(second, again).finishedAt) > ms(first.finishedAt), `step ${again} ran again`);
  }
  for (const ran of ['2', '3', '5', '9']) assert.ok(ms(node(second, ran).startedAt) > ms(first.finishedAt), `step ${ran} started again`);
});

test('customize_signal_on_stop: a stop mid-sleep sends SIGINT to the step (exit 130), which ends aborted', { timeout: 20_000 }, async () => {
  const name = 'customize_signal_on_stop';
  await until(async () => (await getRun(name)).runningSteps.includes('step1'), 10_000);
  // The script sets its 64 traps before it sleeps.
  await new Promise((r) => setTimeout(r, 1000));
  const stopAt = Date.now();
  const stopped = await api.post(`/dags/${name}/stop`, undefined, { token });
  assert.deepEqual(stopped.body.data, { stopped: [runIds[name]] });
  const run = await finished(name, 15_000);
  assert.deepEqual([summary(run), steps(run), handlers(run)], [['aborted', 3], [['step1', 'aborted', 3, 130]], []]);
  // From the stop, not from the step's start: the run began in the file's set-up, and on a busy
  // machine the tests before this one can take longer than 10 s.
  assert.ok(ms(run.finishedAt) - stopAt < 10_000, `the sleep was cut short (${ms(run.finishedAt) - stopAt} ms after the stop)`);
  const lines = (await printed(name, 'step1')).split('\n');
  assert.ok(lines.includes('trap 2'), `SIGINT reached the script: ${JSON.stringify(lines)}`);
  assert.ok(!lines.includes('trap 15'), 'no SIGTERM was sent');
});

test('retry-with-backoff: tried once and retried 3 times after 1, 2 and 4 s; ends failed with retryCount 3', { timeout: 25_000 }, async () => {
  const run = await finished('retry-with-backoff', 20_000);
  assert.deepEqual([summary(run), steps(run), node(run, 'failing-step').retryCount], [['failed', 2], [['failing-step', 'failed', 2, 1]], 3]);
  const step = node(run, 'failing-step');
  assert.ok(ms(step.finishedAt) - ms(step.startedAt) >= 7_000, `the step took ${ms(step.finishedAt) - ms(step.startedAt)} ms`);
  const times = (await printed('retry-with-backoff', 'failing-step'))
    .trimEnd()
    .split('\n')
    .map((l) => Number(/^Attempt at (\d+\.\d+)$/.exec(l)![1]));
  assert.equal(times.length, 4, 'four executions');
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  [1, 2, 4].forEach((wait, i) => assert.ok(gaps[i] >= wait && gaps[i] < wait + 1.5, `wait ${i + 1}: ${gaps[i]} s, not ${wait} s`));
});

test('example_workflow: 14 steps of sleep 2 in a graph, ~16 s on the critical path, then the exit handler', { timeout: 30_000 }, async () => {
  const run = await finished('example_workflow', 28_000);
  const names = ['Initialize', 'Copy TAB_1', 'Update TAB_2', 'Validate TAB_2', 'Load TAB_3', 'Update TAB_3', 'Merge', 'Check File', 'Copy File', 'Validate File', 'Calc Result', 'Report', 'Reconcile', 'Cleaning'];
  assert.deepEqual([summary(run), steps(run), handlers(run)], [['succeeded', 4], names.map((n) => [n, 'succeeded', 4, 0]), [['onExit', 'succeeded']]]);
  assert.equal(await printed('example_workflow', 'onExit'), 'finished\n');
  assertOrder(run, {
    'Copy TAB_1': ['Initialize'],
    'Update TAB_2': ['Copy TAB_1'],
    'Validate TAB_2': ['Update TAB_2'],
    'Load TAB_3': ['Initialize'],
    'Update TAB_3': ['Load TAB_3'],
    Merge: ['Update TAB_3', 'Validate TAB_2', 'Validate File'],
    'Copy File': ['Check File'],
    'Validate File': ['Copy File'],
    'Calc Result': ['Merge'],
    Report: ['Calc Result'],
    Reconcile: ['Calc Result'],
    Cleaning: ['Reconcile'],
  });
  // Graph semantics: the two roots, and the two branches after Initialize, run side by side.
  const apart = (a: string, b: string) => Math.abs(ms(node(run, a).startedAt) - ms(node(run, b).startedAt));
  // One after the other, the second of a pair would start 2 s (a step's sleep) after the first.
  const pairs = [apart('Initialize', 'Check File'), apart('Copy TAB_1', 'Load TAB_3'), apart('Report', 'Reconcile')];
  assert.ok(pairs.every((t) => t < 2_000), `parallel branches started ${pairs.join(', ')} ms apart`);
  const span = ms(node(run, 'Cleaning').finishedAt) - ms(node(run, 'Initialize').startedAt);
  // The critical path is 8 steps of 2 s; one after another the 14 would take 28 s. The margin is
  // for a busy machine (each of the 8 levels may be late by up to a second there).
  assert.ok(span >= 16_000 && span < 24_000, `the steps took ${span} ms, not ~16 s`);
});
