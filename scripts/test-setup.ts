// What a test run needs before any test file starts, made once for the whole run (`npm test`,
// `npm run mutate`): the bundles the tests' child processes run, one embedded PostgreSQL, and a
// migrated template database that every test file clones (CREATE DATABASE ... TEMPLATE).
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { build, type Plugin } from 'esbuild';
import { EmbeddedStartError, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';

export const root = path.resolve(import.meta.dirname, '..');

export interface TestRun {
  /** The environment the test processes read (test/helpers/db.ts, server.ts, coverage.ts). */
  env: Record<string, string>;
  coverageDir: string;
  /** The bundles of opts.tests, in that order (bundleTests). */
  testBundles: string[] | undefined;
  /** The run's own folder under .test-data (removed by destroy). */
  dataDir: string;
  /** Stops the cluster and removes its files (also those kept outside the data folder). */
  destroy(): Promise<void>;
}

// What the server's bundles and the tests' bundles leave outside: packages that find their own
// files at run time (tesseract.js's worker script, unpdf's PDF.js worker), pg's optional native and
// Cloudflare drivers (not installed), and for the tests puppeteer-core (it finds its browser and
// its own files at run time) and jimp (its fonts are files beside its code).
const EXTERNAL = ['tesseract.js', 'unpdf', 'pg-native', 'pg-cloudflare'];
// CommonJS code in a bundle gets a `require` to load node's own modules with.
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * In the bundles every project file keeps its own `import.meta.url`, `.dirname` and
 * `.filename` (the .ts file's, as under tsx), not the bundle's: the servers find specs/ from
 * src/app.ts, the workflow worker forks src/workflows/launcher.mjs, tests read files beside them
 * and raw-http.test.ts skips its own file.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
      return { contents, loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

/**
 * The test files as ES module bundles under `outdir` (test/a/b.test.ts → outdir/NNN/test/a/b.test.js),
 * their shared code split into chunks, the packages in: a test process then loads a few files
 * instead of compiling some 1,500 modules through tsx's loader thread. Source maps are linked
 * (without the sources' text), so that with --enable-source-maps a failure points at the .ts line.
 * Returns the bundles in the order of `files`.
 */
export async function bundleTests(files: string[], outdir: string): Promise<string[]> {
  // node's test runner sorts the files it is given by path: each bundle goes under a folder named
  // by its place in `files` (outdir/007/test/a/b.test.js), so that the order chosen is kept.
  const outs = files.map((f, i) => path.join(String(i).padStart(3, '0'), path.relative(root, f)).replace(/\.ts$/, ''));
  await build({
    entryPoints: files.map((f, i) => ({ in: f, out: outs[i] })),
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...EXTERNAL, 'puppeteer-core', 'jimp', '@jimp/*'],
    banner: { js: REQUIRE_BANNER },
    plugins: [ownImportMeta],
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  return outs.map((o) => path.join(outdir, `${o}.js`));
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
export async function prepareTestRun(name: string, opts: { tests?: string[] } = {}): Promise<TestRun> {
  await mkdir(path.join(root, '.test-data'), { recursive: true });
  const dataDir = await mkdtemp(path.join(root, '.test-data', `${name}-`));
  // The tests' child processes (servers, the CLI) run a bundle instead of starting tsx cold every
  // time, made for the run in its own folder (two runs at once, or a run and a source edit, do not
  // share one). Every project file keeps its own import.meta (ownImportMeta): the servers find
  // specs/ and the workflow worker its launcher where they are in src/. They are made from the
  // code as it is (mutation testing mutates the in-process servers).
  const buildDir = path.join(dataDir, 'build');
  const made = build({
    entryPoints: { main: path.join(root, 'src', 'main.ts'), cli: path.join(root, 'src', 'cli', 'main.ts') },
    outdir: buildDir,
    bundle: true,
    // What both share in chunks, and what only some answers need in chunks of their own: GraphiQL's
    // page (9 MB) is not read at each start (a start that stops at a bad setting: 0.34 s of CPU with
    // one file, 0.28 s split).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too: a child process then reads one file instead of resolving and
    // loading some 1,500 modules, which was most of its start (the CLI's `--help`: 1.1 s of CPU
    // with the packages outside the bundle, 0.4 s inside). EXTERNAL says what stays outside.
    external: EXTERNAL,
    banner: { js: REQUIRE_BANNER },
    plugins: [ownImportMeta],
    // Linked, not inline: node reads a source map only with --enable-source-maps, which the tests'
    // child processes are not given; inline, the map was most of each bundle's bytes to read.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // The test files' bundles (opts.tests, in their order) are made meanwhile too: esbuild works in a
  // process of its own while the cluster below starts (about 1.5 s of a run's set-up).
  const testBundles = opts.tests ? bundleTests(opts.tests, path.join(dataDir, 'bundle')) : Promise.resolve(undefined);
  const built = Promise.all([made, testBundles]);
  built.catch(() => undefined); // awaited below, once the cluster has started or failed

  const coverageDir = path.join(dataDir, 'coverage');
  await mkdir(coverageDir);
  let handle;
  try {
    // No fsync: a commit then waits for no disk (5 ms a commit on this machine's disk, thousands of
    // commits a run). Safe here: what an operating-system crash could lose is a throw-away cluster.
    handle = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: { fsync: 'off', full_page_writes: 'off', ...(process.env.TEST_PG_STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' } : {}) } });
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
    // The role's SCRAM verifier made again with one iteration instead of 4,096: every connection of
    // the run (a thousand or so: pools, listeners, child processes) then costs its client and its
    // backend less (100 connects: 4.5 -> 2.7 ms of the client's CPU each). Same password.
    const { username, password } = new URL(adminUrl);
    await admin.query('SET scram_iterations = 1');
    await admin.query(`ALTER ROLE ${pg.escapeIdentifier(decodeURIComponent(username))} PASSWORD ${pg.escapeLiteral(decodeURIComponent(password))}`);
    // TEST_PG_STATEMENTS (with TEST_MEASURE): the statements that took longest, printed at the end.
    if (process.env.TEST_PG_STATEMENTS) await admin.query('CREATE EXTENSION pg_stat_statements');
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
  // The bundles, made while the cluster started and the template was migrated.
  let bundles: string[] | undefined;
  try {
    bundles = (await built)[1];
  } catch (err) {
    await handle.destroy();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    // PASSWORD_HASH_COST: the servers, the CLI and the seeded users hash with scrypt's N = 1024
    // instead of 16384 (same code; the hash names its N): at 16384, hashing took 36 of the suite's 265 s of CPU.
    env: { TEST_PG_ADMIN_URL: adminUrl, TEST_TEMPLATE_DB: 'template_app', TEST_COVERAGE_DIR: coverageDir, TEST_DATA_DIR: dataDir, TEST_BUILD_DIR: buildDir, PASSWORD_HASH_COST: '10' },
    coverageDir,
    dataDir,
    testBundles: bundles,
    destroy: () => handle.destroy(),
  };
}
