// Spectral's lint of every OpenAPI document in specs/ against .spectral.yaml (spectral:oas and the
// OWASP API Security Top 10 ruleset): each error is listed with its line, rule and place, and any
// error fails `npm run generate` (and so CI). Warnings are advice and are only counted.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

interface Finding {
  code: string;
  message: string;
  severity: number; // 0 error, 1 warning, 2 information, 3 hint
  path: (string | number)[];
  source?: string;
  range: { start: { line: number } };
}

/** Lints the given documents (paths relative to root); returns whether all are at 0 errors. */
export async function lintSpecs(root: string, files: string[]): Promise<boolean> {
  const bin = path.join(root, 'node_modules', '.bin', 'spectral');
  const args = ['lint', '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--quiet', ...files];
  // Spectral exits 1 when it finds errors: the JSON on stdout is the answer either way.
  const stdout = await promisify(execFile)(bin, args, { cwd: root, maxBuffer: 64 << 20 })
    .then((r) => r.stdout)
    .catch((e: { stdout?: string; message: string }) => {
      if (!e.stdout) throw new Error(`spectral did not run: ${e.message}`);
      return e.stdout;
    });
  const findings = JSON.parse(stdout) as Finding[];
  let ok = true;
  for (const file of files) {
    const mine = findings.filter((f) => f.source && path.relative(root, f.source) === file);
    const errors = mine.filter((f) => f.severity === 0);
    for (const e of errors) {
      console.error(`${file}:${e.range.start.line + 1} ${e.code}: ${e.message} (${e.path.join('.')})`);
    }
    if (errors.length) {
      console.error(`${file}: ${errors.length} Spectral errors (see .spectral.yaml)`);
      ok = false;
    }
  }
  return ok;
}
