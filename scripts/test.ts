// `npm test`: one embedded PostgreSQL for the run, a migrated template database that each test
// file clones (CREATE DATABASE ... TEMPLATE), node's test runner over test/**/*.test.ts, then the
// contract coverage check (every documented status of every operation seen in a test).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { build } from 'esbuild';
import { EmbeddedStartError, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { checkContractCoverage } from '../test/helpers/coverage.js';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv.slice(2);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
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

// The tests' child processes (servers, the CLI) run one bundle each instead of starting tsx cold
// every time. The bundles sit directly below the root, where src/app.ts finds specs/ as from src/.
const buildDir = path.join(root, '.build');
await build({
  entryPoints: { main: path.join(root, 'src', 'main.ts'), cli: path.join(root, 'src', 'cli', 'main.ts') },
  outdir: buildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});

await mkdir(path.join(root, '.test-data'), { recursive: true });
const dataDir = await mkdtemp(path.join(root, '.test-data', 'run-'));
const coverageDir = path.join(dataDir, 'coverage');
await mkdir(coverageDir);
let pgHandle;
try {
  pgHandle = await startEmbeddedPostgres({ dataDir, port: await freePort() });
} catch (err) {
  if (!(err instanceof EmbeddedStartError)) throw err;
  console.error(`embedded PostgreSQL: ${err.message}`);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(1);
}
let code = 1;
try {
  const adminUrl = pgHandle.url.replace(/\/app$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE template_app');
  const db = createDb(pgHandle.url.replace(/\/app$/, '/template_app'), 1);
  await migrateToLatest(db);
  await db.destroy();
  await admin.query("ALTER DATABASE template_app WITH is_template = true");
  await admin.end();

  let files = await listTests(path.join(root, 'test'));
  if (filter.length) files = files.filter((f) => filter.some((x) => f.includes(x)));
  // No test may hang the run: each has at most 10 minutes (most set far less), and every child
  // process a test starts has its own time limit (test/helpers/server.ts).
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000', ...files], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_ADMIN_URL: adminUrl, TEST_TEMPLATE_DB: 'template_app', TEST_COVERAGE_DIR: coverageDir, TEST_DATA_DIR: dataDir, TEST_BUILD_DIR: buildDir },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code === 0 && filter.length === 0) {
    const missing = await checkContractCoverage(root, coverageDir);
    if (missing.length) {
      console.error(`\ncontract coverage: ${missing.length} documented responses have no test:\n  ${missing.join('\n  ')}`);
      code = 1;
    } else console.log('\ncontract coverage: every documented status of every operation is tested');
  }
} finally {
  // The cluster's files go too, also when they were kept outside the data folder (run as root
  // from a folder the postgres account cannot enter).
  await pgHandle.destroy();
}
process.exit(code);
