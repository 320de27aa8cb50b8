// Reading an OpenAPI document (YAML). Parsing the YAML is most of an interface's start-up: about
// 0.1 s per document in a fresh process, the seven documents 0.7 s of CPU for every server start
// (JSON.parse of the same data: 3 ms). The parsed document is kept as JSON under
// node_modules/.cache, named by a hash of the YAML text, so a document read before, in any process,
// is not parsed again; a changed document has another hash, so a stale copy is never used. A cache
// that cannot be read or written (a read-only install) only costs the parse.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** The document in `file` (specs/<name>.yaml) as plain data, a fresh object on every call. */
export function readSpecFile(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  // specs/ sits at the project's root, beside node_modules.
  const dir = path.join(path.dirname(file), '..', 'node_modules', '.cache', 'contract-platform-specs');
  const cached = path.join(dir, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Record<string, unknown>;
  } catch {
    // Not cached yet (or unreadable): parse, and keep it for the next process.
  }
  const doc = YAML.parse(text) as Record<string, unknown>;
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: a process reading at the same time sees all of it or nothing.
    const tmp = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(tmp, JSON.stringify(doc));
    renameSync(tmp, cached);
  } catch {
    // No cache: the next start parses again.
  }
  return doc;
}
