// `npm run mutate [-- <stryker options>]`: StrykerJS (stryker.config.mjs) with the set-up `npm test`
// makes (scripts/test-setup.ts), done once for the whole run: without it, every test file of every
// mutant would start its own cluster. See TESTING.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepareTestRun, root } from './test-setup.js';

const run = await prepareTestRun('mutate');
let code = 1;
let stryker: ReturnType<typeof spawn> | undefined;
// Ctrl-C stops Stryker (it cleans its sandboxes), then the cluster below.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stryker?.kill(signal));
try {
  code = await new Promise<number>((resolve) => {
    stryker = spawn(process.execPath, [path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    });
    stryker.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  await run.destroy();
}
process.exit(code);
