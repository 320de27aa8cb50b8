// `npm run mutate [-- <stryker options>]`: StrykerJS (stryker.config.mjs) with the test set-up
// `npm test` makes, done once for the whole run: one embedded PostgreSQL and a migrated template
// that every test process clones, and the bundles the tests' child processes run. Without this,
// every test file of every mutant would start its own cluster. See TESTING.md.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { build } from 'esbuild';
import { EmbeddedStartError, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// The CLI and server bundles for the few tests that run them as processes (made from the code as
// it is, unmutated: what a mutant changes is seen through the in-process servers).
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
const dataDir = await mkdtemp(path.join(root, '.test-data', 'mutate-'));
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
let stryker: ReturnType<typeof spawn> | undefined;
// Ctrl-C stops Stryker (it cleans its sandboxes), then the cluster below.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stryker?.kill(signal));
try {
  const adminUrl = pgHandle.url.replace(/\/app$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE template_app');
  const db = createDb(pgHandle.url.replace(/\/app$/, '/template_app'), 1);
  await migrateToLatest(db);
  await db.destroy();
  await admin.query('ALTER DATABASE template_app WITH is_template = true');
  await admin.end();

  code = await new Promise<number>((resolve) => {
    stryker = spawn(process.execPath, [path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_ADMIN_URL: adminUrl, TEST_TEMPLATE_DB: 'template_app', TEST_COVERAGE_DIR: coverageDir, TEST_DATA_DIR: dataDir, TEST_BUILD_DIR: buildDir },
    });
    stryker.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  await pgHandle.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(code);
