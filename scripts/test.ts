// `npm test [-- <path substrings>]`: the run's set-up (scripts/test-setup.ts: bundles, one embedded
// PostgreSQL, a migrated template database that each test file clones), node's test runner over
// test/**/*.test.ts, then the contract coverage check (every documented status of every operation
// seen in a test; only when every file ran). TEST_MEASURE=<file>: each test file's process appends
// its wall and CPU time (its own, and its finished child processes') to <file>, one JSON line each.
// The test files run as bundles made for the run (bundleTests in scripts/test-setup.ts), with
// source maps, so that a failure points at the .ts line. Knobs: TEST_CONCURRENCY (files at a time,
// 3 by default), TEST_BUNDLE=0 (run the .ts files through tsx instead, as before the bundles),
// TEST_NODE_ARGS (more arguments to node for every test file's process, split at spaces, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkContractCoverage } from '../test/helpers/coverage.js';
import { bundleTests, prepareTestRun, root } from './test-setup.js';

const filter = process.argv.slice(2);
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 3);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`TEST_CONCURRENCY: ${process.env.TEST_CONCURRENCY} is no positive whole number`);
  process.exit(1);
}
const bundled = process.env.TEST_BUNDLE !== '0';

// Files that take longest (mostly waiting on processes, sleeps and timeouts) start first, so that
// the run does not end with one of them alone on an otherwise idle machine.
const SLOW_FIRST = [
  'test/workflows/processes.test.ts',
  'test/workflows/api.test.ts',
  'test/workflows/examples.test.ts',
  'test/documents/api-processes.test.ts',
  'test/documents/api-sample.test.ts',
  'test/platform/lifecycle.test.ts',
  'test/platform/fuzz.test.ts',
  'test/platform/embedded.test.ts',
  'test/platform/proxies.test.ts',
  'test/content/replay.test.ts',
  'test/platform/docs-browser.test.ts',
];

async function listTests(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'helpers') out.push(...(await listTests(full)));
    else if (entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

const run = await prepareTestRun('run');
let code = 1;
try {
  let files = await listTests(path.join(root, 'test'));
  if (filter.length) files = files.filter((f) => filter.some((x) => f.includes(x)));
  const rank = (f: string) => {
    const i = SLOW_FIRST.indexOf(path.relative(root, f));
    return i < 0 ? SLOW_FIRST.length : i;
  };
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const runFiles = bundled ? await bundleTests(files, path.join(run.dataDir, 'bundle')) : files;
  const loader = [...(bundled ? ['--enable-source-maps'] : ['--import', 'tsx']), ...(process.env.TEST_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  // No test may hang the run: each has at most 10 minutes (most set far less), and every child
  // process a test starts has its own time limit (test/helpers/server.ts).
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [...loader, ...(process.env.TEST_MEASURE ? ['--import', path.join(root, 'scripts', 'test-measure.mjs')] : []), '--test', `--test-concurrency=${concurrency}`, '--test-timeout=600000', ...(process.env.TEST_REPORTER ? ['--test-reporter=' + process.env.TEST_REPORTER, '--test-reporter-destination=stdout'] : []), ...runFiles], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
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
