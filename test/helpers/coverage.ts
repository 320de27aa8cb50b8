// Contract coverage: every (operation, documented status) must be answered in some test.
// Test processes append what they saw; the runner compares it with the specs afterwards.
import { appendFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';

/** Statuses a test cannot provoke on purpose without breaking the server. */
const EXEMPT = new Set(['500', 'default']);

// What this process has written already: each (operation, status) once, not once per response
// (the fuzz test checks thousands of responses; a write each was 0.1-0.2 s of CPU there).
const recorded = new Set<string>();

export function recordSeen(spec: string, operationId: string, status: number): void {
  const dir = process.env.TEST_COVERAGE_DIR;
  if (!dir) return;
  const line = JSON.stringify({ spec, operationId, status });
  if (recorded.has(line)) return;
  recorded.add(line);
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), line + '\n');
}

export async function documentedResponses(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const file of (await readdir(path.join(root, 'specs'))).filter((f) => f.endsWith('.yaml')).sort()) {
    const doc = YAML.parse(await readFile(path.join(root, 'specs', file), 'utf8'));
    const spec = file.replace(/\.yaml$/, '');
    for (const item of Object.values(doc.paths ?? {}) as Record<string, { operationId?: string; responses?: object }>[]) {
      for (const op of Object.values(item)) {
        if (!op || typeof op !== 'object' || !op.operationId) continue;
        for (const status of Object.keys(op.responses ?? {})) if (!EXEMPT.has(status)) out.push(`${spec} ${op.operationId} ${status}`);
      }
    }
  }
  return out;
}

export async function checkContractCoverage(root: string, dir: string): Promise<string[]> {
  const seen = new Set<string>();
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) {
      if (!line) continue;
      const { spec, operationId, status } = JSON.parse(line);
      seen.add(`${spec} ${operationId} ${status}`);
    }
  }
  return (await documentedResponses(root)).filter((k) => !seen.has(k));
}
