// `npm test [-- <path substrings>]`: the run's set-up (scripts/test-setup.ts: bundles, one embedded
// PostgreSQL, a migrated template database that each test file clones), node's test runner over
// test/**/*.test.ts, then the contract coverage check (every documented status of every operation
// seen in a test; only when every file ran). TEST_MEASURE=<file>: each test file appends its wall
// and CPU time (its own, and its finished child processes') to <file>, one JSON line each, and each
// process of the run a line of its own (`process`). The test files run as bundles made for the run
// (bundleTests in scripts/test-setup.ts), with source maps, so that a failure points at the .ts
// line, most of them several to a process (groupBundles below). Knobs: TEST_GROUPS (the processes
// the files share, 2 by default; 0: a process per file), TEST_CONCURRENCY (processes at a time, 5
// by default), TEST_BUNDLE=0 (run the .ts files through tsx, a process each, as before the bundles),
// TEST_NODE_ARGS (more arguments to node for every test file's process, split at spaces, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`). With TEST_MEASURE, the run adds two lines of its own
// at the end: `{"run":"tests",…}` (the CPU of node's test runner and every test file's process,
// children included) and `{"run":"postgres",…}` (the cluster's CPU, all its processes, and from
// its statistics the databases, sessions, transactions and rows of the run).
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { checkContractCoverage } from '../test/helpers/coverage.js';
import { prepareTestRun, root } from './test-setup.js';

const filter = process.argv.slice(2);
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 5);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`TEST_CONCURRENCY: ${process.env.TEST_CONCURRENCY} is no positive whole number`);
  process.exit(1);
}
const bundled = process.env.TEST_BUNDLE !== '0';

// Files that take longest come first: the groups (groupBundles) are dealt in this order, so that the
// slow files are spread over them, and the files of a process of their own start in it. (node's
// test runner sorts the files it is given by path; the entries' names keep this order.
// TEST_BUNDLE=0 runs the files in path order.)
const SLOW_FIRST = [
  'test/platform/fuzz.test.ts',
  'test/workflows/examples.test.ts',
  'test/platform/lifecycle.test.ts',
  'test/workflows/api.test.ts',
  'test/platform/embedded.test.ts',
  'test/workflows/processes.test.ts',
  'test/platform/docs-browser.test.ts',
  'test/documents/api-processes.test.ts',
  'test/tables/import-cli.test.ts',
  'test/booking/cli.test.ts',
  'test/documents/api.test.ts',
  'test/notifications/api.test.ts',
  'test/content/content.test.ts',
  'test/documents/api-markdown.test.ts',
  'test/documents/api-sample.test.ts',
  'test/content/replay.test.ts',
  'test/reference/property.test.ts',
  'test/tables/durability.test.ts',
  'test/tables/usage.test.ts',
  'test/platform/proxies.test.ts',
];

// Files that run in a process of their own: what they test happens mostly in child processes
// (servers started and killed, the CLI, three `initdb`s, chromium, workflow steps), so their time
// is waiting, and run side by side they overlap. Every other file shares one of TEST_GROUPS
// processes (groupBundles).
const OWN_PROCESS = [
  'test/platform/lifecycle.test.ts',
  'test/platform/embedded.test.ts',
  'test/workflows/processes.test.ts',
  'test/platform/docs-browser.test.ts',
  'test/documents/api-processes.test.ts',
  'test/workflows/api.test.ts',
  'test/workflows/examples.test.ts',
  'test/content/replay.test.ts',
];
const groups = Number(process.env.TEST_GROUPS ?? 2);
if (!Number.isInteger(groups) || groups < 0) {
  console.error(`TEST_GROUPS: ${process.env.TEST_GROUPS} is no whole number`);
  process.exit(1);
}

/**
 * The processes of the run: each an entry file under `dir` that loads its test files' bundles, one
 * after the other, each inside a suite named by its file, so that its top-level hooks (before,
 * beforeEach, after) stay its own. Loading the code, starting V8 and touching a new heap was most of
 * a small file's cost (ten small server files: 19.7 s of CPU in ten processes, 5.4 s in one), so
 * the files not in OWN_PROCESS are dealt, slowest first, into `groups` processes (0: one process
 * per file, as before). The groups come first, so that they start at once and keep the cores busy
 * while the files of their own wait on their children. With TEST_MEASURE, each file in a group appends a
 * line of its own (wall, CPU, child processes' CPU) as the process lines do.
 */
async function groupBundles(files: string[], bundles: string[], dir: string): Promise<string[]> {
  const own: number[] = [];
  const dealt: number[][] = Array.from({ length: groups }, () => []);
  let next = 0;
  files.forEach((f, i) => {
    if (!groups || OWN_PROCESS.includes(path.relative(root, f))) own.push(i);
    else dealt[next++ % groups].push(i);
  });
  const entries = [
    ...dealt.filter((g) => g.length).map((members, k) => ({ label: `group-${k + 1}`, members })),
    ...own.map((i) => ({ label: path.basename(files[i], '.ts'), members: [i] })),
  ];
  await mkdir(dir, { recursive: true });
  const measure = pathToFileURL(path.join(root, 'scripts', 'test-measure-file.mjs')).href;
  return Promise.all(
    entries.map(async (e, n) => {
      const out = path.join(dir, `${String(n).padStart(2, '0')}-${e.label}.test.js`);
      const lines = [`import { describe, test } from 'node:test';`, `import { measured } from ${JSON.stringify(measure)};`];
      for (const i of e.members) {
        const name = path.relative(root, files[i]);
        lines.push(`describe(${JSON.stringify(name)}, async () => measured(${JSON.stringify(name)}, () => import(${JSON.stringify(pathToFileURL(bundles[i]).href)})));`);
      }
      // (--test-force-exit ends the process once the tests it knows of are done, and the last file's
      // suite, loaded late, can be cut short mid-way with nothing reported: a last test of the group's
      // own, run after every file's suite, keeps them all known to the end)
      lines.push(`test(${JSON.stringify(`${e.label}: every file ran`)}, () => {});`);
      await writeFile(out, lines.join('\n') + '\n');
      return out;
    }),
  );
}

/** CPU seconds of a process (user and system), and of its children waited for, from /proc. */
function procCpu(pid: number | 'self'): { own: number; children: number } {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { own: (Number(f[11]) + Number(f[12])) / 100, children: (Number(f[13]) + Number(f[14])) / 100 };
}

/** The cluster's CPU so far: the postmaster, the backends that ended, and the processes still there. */
function postgresCpu(dataDir: string): number {
  const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = procCpu(pid).own + procCpu(pid).children;
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]) !== pid) continue;
      const c = procCpu(Number(p));
      total += c.own + c.children;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * What the cluster did for the run, from its statistics: databases, sessions (connections: each
 * costs the cluster some 20 ms of CPU on this machine, a backend forked and started), transactions,
 * rows, time in sessions and in statements. With TEST_PG_STATEMENTS=<n> the cluster was started
 * with pg_stat_statements (scripts/test-setup.ts) and the n statements that took longest in all
 * are printed too.
 */
async function postgresWork(adminUrl: string): Promise<Record<string, number>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT count(*)::int AS databases, sum(sessions)::int AS sessions, sum(xact_commit + xact_rollback)::int AS transactions,
              sum(tup_returned + tup_fetched)::int AS rows_read, sum(tup_inserted + tup_updated + tup_deleted)::int AS rows_written,
              round(sum(session_time) / 1000)::int AS session_seconds, round(sum(active_time) / 1000)::int AS active_seconds
         FROM pg_stat_database WHERE datname IS NOT NULL`,
    );
    const top = Number(process.env.TEST_PG_STATEMENTS ?? 0);
    if (top > 0) {
      const statements = await admin.query(
        `SELECT calls, round(total_exec_time)::int AS ms, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT $1`,
        [top],
      );
      for (const r of statements.rows) console.error(`${r.ms} ms, ${r.calls} calls, ${r.rows} rows: ${r.query}`);
    }
    return rows[0] as Record<string, number>;
  } finally {
    await admin.end();
  }
}

async function listTests(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'helpers') out.push(...(await listTests(full)));
    else if (entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

let files = await listTests(path.join(root, 'test'));
if (filter.length) files = files.filter((f) => filter.some((x) => f.includes(x)));
const rank = (f: string) => {
  const i = SLOW_FIRST.indexOf(path.relative(root, f));
  return i < 0 ? SLOW_FIRST.length : i;
};
files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const run = await prepareTestRun('run', { tests: bundled ? files : undefined });
let code = 1;
try {
  const runFiles = run.testBundles ? await groupBundles(files, run.testBundles, path.join(run.dataDir, 'bundle', 'run')) : files;
  const loader = [...(bundled ? ['--enable-source-maps'] : ['--import', 'tsx']), ...(process.env.TEST_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  // No test may hang the run: each has at most 10 minutes (most set far less), every child
  // process a test starts has its own time limit (test/helpers/server.ts), and a file's process
  // ends once its tests and hooks are done (--test-force-exit), even when something it opened is
  // still open (a `before` hook that threw half-way: its tests are cancelled, and the run goes on
  // rather than waiting for the file's timeout).
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [...loader, '--import', path.join(root, 'scripts', 'test-preload.mjs'), ...(process.env.TEST_MEASURE ? ['--import', path.join(root, 'scripts', 'test-measure.mjs')] : []), '--test', '--test-force-exit', `--test-concurrency=${concurrency}`, '--test-timeout=600000', ...(process.env.TEST_REPORTER ? ['--test-reporter=' + process.env.TEST_REPORTER, '--test-reporter-destination=stdout'] : []), ...runFiles], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (process.env.TEST_MEASURE) {
    try {
      appendFileSync(process.env.TEST_MEASURE, JSON.stringify({ run: 'tests', cpu: procCpu('self').children, files: files.length }) + '\n');
      appendFileSync(process.env.TEST_MEASURE, JSON.stringify({ run: 'postgres', cpu: postgresCpu(run.dataDir), ...(await postgresWork(run.env.TEST_PG_ADMIN_URL)) }) + '\n');
    } catch (err) {
      console.error(`TEST_MEASURE: ${(err as Error).message}`);
    }
  }
  if (code === 0 && filter.length === 0) {
    const missing = await checkContractCoverage(root, run.coverageDir);
    if (missing.length) {
      console.error(`\ncontract coverage: ${missing.length} documented responses have no test:\n  ${missing.join('\n  ')}`);
      code = 1;
    } else console.log('\ncontract coverage: every documented status of every operation is tested');
  }
} finally {
  await run.destroy();
}
process.exit(code);
