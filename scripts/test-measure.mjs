// Loaded into every test file's process when TEST_MEASURE names a file (scripts/test.ts): at exit,
// appends the file's wall time and CPU time (its own, of which sys in the kernel, and that of its
// child processes waited for).
import { appendFileSync, readFileSync } from 'node:fs';

/** CPU seconds of this process's child processes that ended and were waited for (/proc: cutime, cstime). */
export function childCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(stat[13]) + Number(stat[14])) / 100;
}

const file = process.env.TEST_MEASURE;
const start = Date.now();
// A test file runs as itself (test/a/b.test.ts, through tsx) or as its bundle (…/test/a/b.test.js).
if (file && /\.test\.[jt]s$/.test(process.argv[1] ?? '')) {
  process.on('exit', () => {
    const ru = process.resourceUsage();
    // An entry of the run (bundle/run/NN-<name>.test.js, scripts/test.ts) is named `process`: its files
    // have lines of their own (scripts/test-measure-file.mjs).
    const entry = /\/bundle\/run\/([^/]+)\.test\.js$/.exec(process.argv[1]);
    appendFileSync(file, JSON.stringify({ ...(entry ? { process: entry[1] } : { f: process.argv[1].replace(/.*\/test\//, '').replace(/\.js$/, '.ts') }), started: start / 1000, wall: (Date.now() - start) / 1000, cpu: (ru.userCPUTime + ru.systemCPUTime) / 1e6, sys: ru.systemCPUTime / 1e6, childCpu: childCpu(), maxRssMb: Math.round(ru.maxRSS / 1024) }) + '\n');
  });
}
