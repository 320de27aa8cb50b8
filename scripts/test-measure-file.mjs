// Imported by the run's entry files (scripts/test.ts, groupBundles): `measured(name, load)` loads a
// test file's bundle inside the suite that wraps it and, with TEST_MEASURE, appends that file's own
// line when its tests and hooks are done: wall, CPU and the CPU of child processes waited for
// meanwhile, as scripts/test-measure.mjs does for a whole process.
import { appendFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { childCpu } from './test-measure.mjs';

const file = process.env.TEST_MEASURE;

export async function measured(name, load) {
  if (!file) return load();
  let start = 0;
  let cpu = { user: 0, system: 0 };
  let children = 0;
  before(() => {
    start = Date.now();
    cpu = process.cpuUsage();
    children = childCpu();
  });
  await load();
  // Registered after the file's own hooks, so it runs after them (its servers stopped).
  after(() => {
    const used = process.cpuUsage(cpu);
    appendFileSync(file, JSON.stringify({ f: name.replace(/^test\//, ''), started: start / 1000, wall: (Date.now() - start) / 1000, cpu: (used.user + used.system) / 1e6, sys: used.system / 1e6, childCpu: childCpu() - children, grouped: true }) + '\n');
  });
}
