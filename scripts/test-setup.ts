// What a test run needs before any test file starts, made once for the whole run (`npm test`,
// `npm run mutate`): the bundles the tests' child processes run, one embedded PostgreSQL, and a
// migrated template database that every test file clones (CREATE DATABASE ... TEMPLATE).
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { build } from 'esbuild';
import { EmbeddedStartError, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';

export const root = path.resolve(import.meta.dirname, '..');

export interface TestRun {
  /** The environment the test processes read (test/helpers/db.ts, server.ts, coverage.ts). */
  env: Record<string, string>;
  coverageDir: string;
  /** Stops the cluster and removes its files (also those kept outside the data folder). */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Builds, starts and migrates; `name` prefixes the data folder under .test-data. A cluster that
 * cannot start ends the process with its one-line reason.
 */
export async function prepareTestRun(name: string): Promise<TestRun> {
  // The tests' child processes (servers, the CLI) run one bundle each instead of starting tsx cold
  // every time. The bundles sit directly below the root, where src/app.ts finds specs/ as from
  // src/. They are made from the code as it is (mutation testing mutates the in-process servers).
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
  // The workflow worker forks the step launcher from its own folder: it goes beside the bundles.
  await copyFile(path.join(root, 'src', 'workflows', 'launcher.mjs'), path.join(buildDir, 'launcher.mjs'));

  await mkdir(path.join(root, '.test-data'), { recursive: true });
  const dataDir = await mkdtemp(path.join(root, '.test-data', `${name}-`));
  const coverageDir = path.join(dataDir, 'coverage');
  await mkdir(coverageDir);
  let handle;
  try {
    handle = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  } catch (err) {
    if (!(err instanceof EmbeddedStartError)) throw err;
    console.error(`embedded PostgreSQL: ${err.message}`);
    await rm(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  const adminUrl = handle.url.replace(/\/app$/, '/postgres');
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE template_app');
    const db = createDb(handle.url.replace(/\/app$/, '/template_app'), 1);
    await migrateToLatest(db);
    await db.destroy();
    await admin.query('ALTER DATABASE template_app WITH is_template = true');
    await admin.end();
  } catch (err) {
    await handle.destroy();
    throw err;
  }
  return {
    env: { TEST_PG_ADMIN_URL: adminUrl, TEST_TEMPLATE_DB: 'template_app', TEST_COVERAGE_DIR: coverageDir, TEST_DATA_DIR: dataDir, TEST_BUILD_DIR: buildDir },
    coverageDir,
    destroy: () => handle.destroy(),
  };
}
