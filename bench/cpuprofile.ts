// Summarises a V8 .cpuprofile (node --cpu-prof) by function: self time (samples in the function
// itself) and inclusive time (samples with the function anywhere on the stack, counted once per
// sample even when it recurses), as shares of the busy samples. `tsx bench/cpuprofile.ts <file> [top]`.
// A window (microseconds of the monotonic clock, which V8's sample times and process.hrtime share
// on Linux) keeps only the samples taken in it: the measured load, without start-up and stop.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function label(n: Node): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url ? url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, '~/').replace(/.*\/(src|bench)\//, '$1/') : '';
  return `${functionName || '(anonymous)'} ${file ? `${path.basename(path.dirname(file))}/${path.basename(file)}:${lineNumber + 1}:${n.callFrame.columnNumber + 1}` : ''}`.trim();
}

/** Our files by name, dependencies by package, Node's own code, and V8's pseudo-frames (GC, program, native calls). */
function areaOf(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `native (${functionName === 'writev' || functionName === 'writeUtf8String' ? 'socket writes' : 'other'})`;
  if (url.startsWith('node:')) return 'node: internals';
  const dep = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dep) return `dependency ${dep[1]}`;
  const own = /\/(src|bench)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

export async function summarise(file: string, top = 30, window?: { from: number; to: number }): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const byArea = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (window && (at < window.from || at > window.to)) continue;
    total++;
    const id = profile.samples[i];
    const leaf = byId.get(id)!;
    const name = label(leaf);
    if (leaf.callFrame.functionName === '(idle)') idle++;
    self.set(name, (self.get(name) ?? 0) + 1);
    const area = areaOf(leaf);
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const l = label(byId.get(node)!);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
    }
  }
  const busy = total - idle;
  const pct = (n: number) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
  const table = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${pct(v)}  ${k}`)
      .join('\n');
  return `${total} samples, ${idle} idle; shares of the ${busy} busy samples\n\nself time by where the code is:\n${table(byArea)}\n\nself time:\n${table(self)}\n\ninclusive time:\n${table(inclusive)}`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(await summarise(process.argv[2], Number(process.argv[3] ?? 30)));
}
