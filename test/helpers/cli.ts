// The CLI (`npm run -s cli -- …`) for tests: as its own process, as a user runs it, or the same
// command line in the test's own process (the same parse, dispatch and command, src/cli/run.ts;
// only the process start is left out, about 0.4 s of CPU each). A file that tests a command runs
// it as a process at least once, so the entry point is covered too.
import { spawn } from 'node:child_process';
import { runCli } from '../../src/cli/run.js';
import { entryArgs, ROOT } from './server.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI as its own process with these arguments and the test's environment plus `env`; killed after 60 s. */
export function cliProcess(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [...entryArgs('cli'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
  });
}

/** The same command line in this process: stdout and stderr are captured; stderr is not a terminal. */
export async function cliInProcess(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { ...process.env, ...env },
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
  });
  return { code, stdout, stderr };
}
