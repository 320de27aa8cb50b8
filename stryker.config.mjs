// StrykerJS over the code every interface shares or decides access with: src/http, src/auth, the
// handlers and resolvers, the permission and visibility modules. Run it with `npm run mutate`
// (scripts/mutate.ts starts the PostgreSQL the tests need, then Stryker); see TESTING.md.
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Each test file runs as its own node process (the tap runner reads node's TAP output), and a
// mutant only runs the files whose run reached it, in the order below, until one fails. Left out:
// files whose servers are child processes (they run a bundle made from the unmutated code, so they
// can kill nothing but cost most of the time), the long fuzz run, and the check that reads the
// test files' text.
const excluded = new Set([
  'test/platform/lifecycle.test.ts',
  'test/platform/embedded.test.ts',
  'test/platform/proxies.test.ts',
  'test/platform/fuzz.test.ts',
  'test/content/subscriptions.test.ts',
  'test/tables/durability.test.ts',
  'test/platform/raw-http.test.ts',
  // Child processes again, and Dagu's examples read from ../shared (outside the sandbox).
  'test/workflows/processes.test.ts',
  'test/workflows/examples.test.ts',
]);

// Every process starts a server (about 4 s of CPU, most of it compiling the validators), and a
// mutant that survives runs every file that reached it: so the sharp, quick files go first (the
// mutants.test.ts files aim at one module each), the slow ones (several servers, generated
// inputs, waiting on workflow steps) last. Files not named here run after these, in name order.
const order = [
  'test/reference/mutants.test.ts',
  'test/platform/mutants.test.ts',
  'test/platform/mutants-http.test.ts',
  'test/platform/router.test.ts',
  'test/tables/mutants.test.ts',
  'test/content/mutants.test.ts',
  'test/booking/mutants.test.ts',
  'test/notifications/mutants.test.ts',
  'test/platform/ratelimit.test.ts',
  'test/platform/statuses.test.ts',
  'test/platform/admission.test.ts',
  'test/reference/auth.test.ts',
  'test/reference/platform.test.ts',
  'test/reference/agents.test.ts',
  'test/reference/conventions.test.ts',
  'test/reference/robustness.test.ts',
  'test/reference/depth.test.ts',
  'test/tables/metering.test.ts',
  'test/tables/usage.test.ts',
  'test/tables/schema-errors.test.ts',
  'test/tables/jobs.test.ts',
  'test/tables/tables.test.ts',
  'test/tables/text.test.ts',
  'test/tables/depth.test.ts',
  'test/content/content.test.ts',
  'test/content/edges.test.ts',
  'test/reference/property.test.ts',
  'test/content/property.test.ts',
  'test/workflows/api.test.ts',
];

function findTests(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'helpers') out.push(...findTests(rel));
    else if (entry.name.endsWith('.test.ts') && !excluded.has(rel)) out.push(rel);
  }
  return out;
}

// MUTATE_TESTS=text,text…: only the test files whose path contains one of the texts (a quick look
// at a few modules' survivors; the scores in TESTING.md are measured without it).
const only = (process.env.MUTATE_TESTS ?? '').split(',').map((s) => s.trim()).filter(Boolean);

function testFiles() {
  const found = new Set(findTests('test').filter((f) => only.length === 0 || only.some((o) => f.includes(o))));
  const first = order.filter((f) => found.has(f));
  return [...first, ...[...found].filter((f) => !first.includes(f)).sort()];
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [
    'src/http/**/*.ts',
    'src/auth/**/*.ts',
    'src/*/handlers/**/*.ts',
    'src/content/resolvers/**/*.ts',
    'src/content/permissions.ts',
    'src/content/visibility.ts',
  ],
  testRunner: 'tap',
  tap: {
    // Literal paths: the runner's glob keeps their order.
    testFiles: testFiles(),
    // node runs the file itself (no --test: the file is one process already) and prints TAP.
    nodeArgs: ['--import', 'tsx', '--import', './scripts/test-preload.mjs', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'],
    forceBail: true,
  },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // Two cores: one test process per core. Each runner is a fresh node process per test file
  // anyway, so runners are not reused across mutants for long.
  concurrency: 2,
  timeoutMS: 20000,
  timeoutFactor: 2,
  // The local data folders hold PostgreSQL clusters and bundles; the sandbox needs none of them.
  // Other runs' sandboxes too (two runs at once: each would copy the other's, which vanishes mid-copy).
  ignorePatterns: ['.data', '.test-data', '.build', 'bench/results', '*.log', '.stryker-tmp*'],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
