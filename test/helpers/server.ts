// Real servers for tests: in-process (fast) or as child processes (multi-process behaviour).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface TestServer {
  url: string;
  app: App;
  stop(): Promise<void>;
}

/** `logLines`: the server's log lines go there (set LOG_LEVEL in `env`; the default is silent). */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}, logLines?: string[]): Promise<TestServer> {
  // Tests make hundreds of requests from one address; only the rate-limit tests use real limits.
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, PG_POOL_SIZE: '4', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_AUTH_MAX: '1000000', TABLES_RATE_LIMIT_MAX: '1000000', DOCUMENTS_PROCESS_RATE_LIMIT_MAX: '1000000', ...(process.env.PASSWORD_HASH_COST ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST } : {}), ...env });
  const app = await startApp(config, logLines ? createLogger(config.logLevel, (line) => logLines.push(line)) : createLogger(config.logLevel));
  if (env.WAIT_READY !== 'no') await app.ready;
  return { url: app.url.replace('localhost', '127.0.0.1'), app, stop: () => app.stop() };
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const children = new Set<ChildProcess>();
// A test file's process may end with children still running (its tests are forced to exit once
// done, see scripts/test.ts): they go with it.
process.once('exit', () => killChildServers());

/** Kills every child server still running (call from `after`, so a failed test cannot hang the run). */
export function killChildServers(): void {
  for (const c of children) c.kill('SIGKILL');
}

/**
 * The arguments to node that run `src/main.ts` or `src/cli/main.ts` of the project at `root`: the
 * runner's bundle of this project (made once per run, see scripts/test.ts), else tsx.
 */
export function entryArgs(entry: 'main' | 'cli', root = ROOT): string[] {
  const build = process.env.TEST_BUILD_DIR;
  if (build && root === ROOT) return [path.join(build, `${entry}.js`)];
  return ['--import', 'tsx', path.join(root, 'src', entry === 'main' ? 'main.ts' : 'cli/main.ts')];
}

/** `src/main.ts` (of the project at `root`) as its own process; resolves once it prints its address. */
export async function spawnServer(env: Record<string, string>, root = ROOT): Promise<ChildServer> {
  const child = spawn(process.execPath, entryArgs('main', root), {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = /server listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then(() => reject(new Error(`server exited:\n${out}`)));
  });
  return {
    url,
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * spawnServer, then waits until the process has started (its `/startup` probe answers 200): it
 * listens before its start-up (migrations, the token key, the workers) is done, and answers 503
 * "The service is starting" meanwhile. For tests that use the server rather than watch it start.
 */
export async function spawnReadyServer(env: Record<string, string>, root = ROOT): Promise<ChildServer> {
  const server = await spawnServer(env, root);
  const { untilStarted } = await import('./contract.js'); // contract.ts imports this module
  await untilStarted(server.url);
  return server;
}

/** Polls until `fn` is true (for start-up, which happens after listen). */
export async function until(fn: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
