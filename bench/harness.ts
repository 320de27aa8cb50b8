// What the benchmarks share: starting a server as its own process and waiting for it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `node --import tsx <args>` (in `cwd`, the project by default); resolves with the port once it prints that it listens. */
export function startProcess(args: string[], env: Record<string, string>, cwd = root): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /listening (\d+)|server listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ port: Number(m[1] ?? m[2]), child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

/** Polls /startup until the server has migrated and serves every operation. */
export async function waitStarted(base: string) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/startup`).catch(() => undefined))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
