// Responses are checked against their contract by the test client (test/helpers/contract.ts).
// A test that must talk HTTP around it (a killed server, a chunked upload, docs pages, GraphQL
// transport) says why with a `raw HTTP:` comment inside that test, before the call.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers/server.js';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'helpers' ? [] : testFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const RAW = /\bfetch\(|\bhttps?\.(request|get)\(/;

test('every HTTP call around the contract client is marked with its reason', () => {
  const unmarked: string[] = [];
  for (const file of testFiles(path.join(ROOT, 'test'))) {
    if (file === import.meta.filename) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!RAW.test(line)) return;
      // The marker may stand anywhere in the same test, before the call.
      for (let j = i; j >= 0; j--) {
        if (/raw HTTP:/.test(lines[j])) return;
        if (/^\s*(test|it)\(/.test(lines[j]) && j < i) break;
      }
      unmarked.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 100)}`);
    });
  }
  assert.deepEqual(unmarked, []);
});
