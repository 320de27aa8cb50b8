// `tables import`: a CSV, TSV or NDJSON file of any size streamed through the HTTP interface in
// stash chunks (so it works against a remote server as well as a local one), then committed with
// one create or overwrite from the stash. Only one chunk per upload in flight is in memory; the
// file never is. An interrupted upload resumes from its last acknowledged chunk: a small state
// file (in the temp folder, keyed by the file's path, size and modification time) keeps the
// stash id, the serial and the rows acknowledged before it.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { misfit, normalizeType, readTextCell, TextTypes } from './cells.js';

export type Format = 'csv' | 'tsv' | 'ndjson';
export type OnSchemaError = 'abort' | 'dropColumns' | 'updateSchema';

/** Glide's column types (and the kebab-case spellings the contract also takes). */
export const COLUMN_TYPES = ['string', 'uri', 'imageURI', 'audioURI', 'markdown', 'phoneNumber', 'emailAddress', 'emoji', 'date', 'time', 'dateTime', 'duration', 'number', 'boolean', 'json'];

export interface Column {
  id: string;
  type: string;
}

export interface ImportOptions {
  file: string;
  format: Format;
  /** The big-tables API's base URL (the server's address plus TABLES_BASE_PATH). */
  url: string;
  token: string;
  target: { name: string } | { table: string };
  /** Column types given by the caller; the others are inferred (create only). */
  types: Record<string, string>;
  inferRows: number;
  chunkRows: number;
  parallel: number;
  onSchemaError: OnSchemaError;
  /** Forget a stored upload of this file and start again. */
  restart: boolean;
  stateDir: string;
  progress: (p: Progress) => void;
  /** Tests: stop (as if interrupted) once this many chunks were acknowledged in this run. */
  stopAfterChunks?: number;
}

export interface Progress {
  rows: number;
  bytes: number;
  totalBytes: number;
  startedAt: number;
  resumedRows: number;
  phase: 'upload' | 'commit' | 'done';
}

/** Bad input or a refusal: one line for the user; the upload can be started again. */
export class ImportError extends Error {}
/** Something wrong in the file itself (reported with its line): what was stashed is dropped. */
export class BadInput extends ImportError {}
/** The upload stopped before the end (network, signal, a test's limit): run again to resume. */
export class ImportInterrupted extends Error {}

/** A chunk's body never grows past this, whatever --chunk-rows says (the server takes 15 MB). */
const MAX_CHUNK_BYTES = 8 * 1024 * 1024;

interface State {
  key: string;
  target: string;
  stashId: string;
  /** The next serial to send; chunks 0 … nextSerial-1 were acknowledged. */
  nextSerial: number;
  /** Data rows in those chunks: skipped when resuming. */
  rowsDone: number;
  chunkRows: number;
  /** The schema of a create (learnt or given once, reused when resuming); null for an overwrite. */
  columns: Column[] | null;
}

export function formatOf(file: string, given?: string): Format {
  const f = (given ?? path.extname(file).slice(1)).toLowerCase();
  if (f === 'csv') return 'csv';
  if (f === 'tsv' || f === 'tab') return 'tsv';
  if (f === 'ndjson' || f === 'jsonl') return 'ndjson';
  throw new ImportError(given ? `--format must be csv, tsv or ndjson` : `cannot tell the format of ${file} from its extension: give --format csv, tsv or ndjson`);
}

/** `a=number,b=dateTime` as column types, checked against Glide's list. */
export function parseTypes(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(',').filter((p) => p.trim())) {
    const at = part.lastIndexOf('=');
    const id = part.slice(0, at).trim();
    const type = normalizeType(part.slice(at + 1).trim());
    if (at <= 0 || !COLUMN_TYPES.includes(type)) throw new ImportError(`--types takes column=type pairs, separated by commas, with Glide's types (${COLUMN_TYPES.join(', ')}); not "${part}"`);
    out[id] = type;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading the file: records with their line numbers.

interface Record_ {
  line: number;
  fields?: string[];
  object?: Record<string, unknown>;
}

/** Counts the bytes read, for the progress bar. */
function byteCounter(onBytes: (n: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

async function* readRecords(file: string, format: Format, onBytes: (n: number) => void): AsyncGenerator<Record_> {
  const input = createReadStream(file).pipe(byteCounter(onBytes));
  if (format === 'ndjson') {
    let line = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      line++;
      if (!text.trim()) continue;
      let object: unknown;
      try {
        object = JSON.parse(text);
      } catch (err) {
        throw new BadInput(`line ${line}: not JSON (${(err as Error).message})`);
      }
      if (object === null || typeof object !== 'object' || Array.isArray(object)) throw new BadInput(`line ${line}: each line must be a JSON object (a row keyed by column id)`);
      yield { line, object: object as Record<string, unknown> };
    }
    return;
  }
  // RFC 4180 for CSV; TSV fields are taken as they are (no quoting), as the server reads them.
  const parser = input.pipe(parseCsv({ bom: true, delimiter: format === 'tsv' ? '\t' : ',', quote: format === 'tsv' ? false : '"', info: true, skip_empty_lines: true }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { line: info.lines, fields: record };
  } catch (err) {
    const e = err as Error & { lines?: number; code?: string };
    if (e.code?.startsWith('CSV_')) throw new BadInput(`line ${e.lines ?? '?'}: ${e.message.replace(/ (at|on) line \d+/, '')}`);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Rows as the server takes them.

const csvField = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);

/** How the records of the file become one chunk's body. */
interface Encoder {
  contentType: string;
  add(record: Record_): void;
  rows: number;
  bytes: number;
  /** The body of the chunk so far; the encoder starts a new chunk. */
  take(): string;
}

/**
 * A create's rows: typed JSON, checked here against the schema so a bad cell is reported with its
 * line (the commit would refuse it too, without one).
 */
function jsonEncoder(header: string[] | null, columns: Column[] | null, onSchemaError: OnSchemaError): Encoder {
  const types = new Map((columns ?? []).map((c) => [c.id, c.type]));
  let parts: string[] = [];
  const enc: Encoder = {
    contentType: 'application/json',
    rows: 0,
    bytes: 2,
    add(record) {
      let row: Record<string, unknown>;
      if (record.fields) {
        row = {};
        const fields = record.fields;
        for (let i = 0; i < fields.length; i++) {
          const field = fields[i];
          if (field === '') continue;
          const id = header![i];
          const type = types.get(id) ?? 'string';
          const value = readTextCell(field, type);
          const why = misfit(value, type);
          if (why) throw new BadInput(`line ${record.line}, column ${id}: "${field.slice(0, 60)}" ${why} (${columnHint(id)})`);
          row[id] = value;
        }
      } else {
        row = record.object!;
        // null empties a cell: left out, as an empty CSV field is (the stash commit would store it).
        if (Object.values(row).includes(null)) row = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
        if (columns) {
          for (const [id, value] of Object.entries(row)) {
            const type = types.get(id);
            if (type === undefined) {
              if (onSchemaError === 'abort') throw new BadInput(`line ${record.line}: column ${id} is not among the columns learnt from the first rows (${columnHint(id)}, or --on-schema-error updateSchema)`);
              continue;
            }
            const why = misfit(value, type);
            if (why && onSchemaError === 'abort') throw new BadInput(`line ${record.line}, column ${id}: ${JSON.stringify(value)?.slice(0, 60)} ${why} (${columnHint(id)})`);
          }
        }
      }
      const text = JSON.stringify(row);
      parts.push(text);
      enc.rows++;
      enc.bytes += text.length + 1;
    },
    take() {
      const body = `[${parts.join(',')}]`;
      parts = [];
      enc.rows = 0;
      enc.bytes = 2;
      return body;
    },
  };
  return enc;
}

const columnHint = (id: string) => `types are learnt from the first rows: give --types ${id}=string to take any text`;

/**
 * An overwrite's rows from CSV/TSV: sent as CSV, so the server reads each field as the table's own
 * column type when the stash is committed (the types live on the server, not in the file).
 */
function csvEncoder(header: string[]): Encoder {
  const head = header.map(csvField).join(',');
  let lines: string[] = [];
  const enc: Encoder = {
    contentType: 'text/csv',
    rows: 0,
    bytes: head.length,
    add(record) {
      const line = record.fields!.map(csvField).join(',');
      lines.push(line);
      enc.rows++;
      enc.bytes += line.length + 1;
    },
    take() {
      const body = `${head}\n${lines.join('\n')}\n`;
      lines = [];
      enc.rows = 0;
      enc.bytes = head.length;
      return body;
    },
  };
  return enc;
}

/** The schema the first rows imply; types given by the caller win. */
function inferColumns(header: string[] | null, sample: Record_[], given: Record<string, string>): Column[] {
  if (header) {
    const types = new TextTypes(header);
    for (const r of sample) types.see(r.fields!);
    return types.columns().map((c) => ({ id: c.id, type: given[c.id] ?? c.type }));
  }
  // NDJSON: a column per key seen, typed by its values (mixed kinds: json, which takes any value).
  const kinds = new Map<string, Set<string>>();
  for (const r of sample) {
    for (const [id, v] of Object.entries(r.object!)) {
      if (!kinds.has(id)) kinds.set(id, new Set());
      if (v === null) continue;
      const k = typeof v === 'string' ? (misfit(v, 'dateTime') ? 'string' : 'dateTime') : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'json';
      kinds.get(id)!.add(k);
    }
  }
  for (const id of Object.keys(given)) if (!kinds.has(id)) kinds.set(id, new Set());
  return [...kinds].map(([id, k]) => {
    const seen = k.has('string') && k.has('dateTime') ? new Set(['string', ...[...k].filter((x) => x !== 'string' && x !== 'dateTime')]) : k;
    const type = given[id] ?? (seen.size === 0 ? 'string' : seen.size === 1 ? [...seen][0] : 'json');
    return { id, type };
  });
}

function checkHeader(header: string[]): void {
  const seen = new Set<string>();
  header.forEach((id, i) => {
    if (id === '') throw new BadInput(`line 1: column ${i + 1} of the header has no name`);
    if (id.startsWith('$')) throw new BadInput(`line 1: column id ${id} cannot start with $`);
    if (seen.has(id)) throw new BadInput(`line 1: column id ${id} appears twice`);
    seen.add(id);
  });
}

// ---------------------------------------------------------------------------------------------
// The HTTP side: retries for what a retry can fix, Glide's error bodies for the rest.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class TablesApi {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  async call(method: string, pathname: string, body?: string, contentType = 'application/json', headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.base + pathname, {
          method,
          body,
          headers: { authorization: `Bearer ${this.token}`, accept: 'application/json', ...(body !== undefined ? { 'content-type': contentType } : {}), ...headers },
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        if (attempt < 5) {
          await sleep(250 * 2 ** attempt);
          continue;
        }
        throw new ImportInterrupted(`cannot reach ${this.base} (${cause?.code ?? cause?.message ?? (err as Error).message})`);
      }
      const text = await res.text();
      // Busy or starting: wait as told (or a little), and send the same request again.
      if ((res.status === 429 || res.status === 503) && attempt < 20) {
        const after = Number(res.headers.get('retry-after'));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 30) * 1000 : 250 * attempt);
        continue;
      }
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: reported as text below */
      }
      if (res.status >= 400) {
        const e = (parsed as { error?: { type?: string; message?: string } })?.error;
        const what = e ? `${e.type}: ${e.message}` : String(text).slice(0, 200);
        if (res.status === 404 && e?.type === 'request_error') throw new ImportError(`the server refused the token (${what})`);
        throw new ImportError(`${method} ${pathname} answered ${res.status} (${what})`);
      }
      return { status: res.status, body: parsed };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// State of an upload, for resuming.

async function stateKey(file: string): Promise<{ key: string; size: number }> {
  const abs = path.resolve(file);
  const s = await stat(abs);
  return { key: createHash('sha256').update(`${abs}\0${s.size}\0${s.mtimeMs}`).digest('hex').slice(0, 32), size: s.size };
}

async function readState(file: string): Promise<State | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as State;
  } catch {
    return undefined;
  }
}

async function writeState(file: string, state: State): Promise<void> {
  // Written aside and renamed: a crash mid-write never leaves half a state file.
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}

export const defaultStateDir = () => path.join(os.tmpdir(), 'platform-tables-import');

// ---------------------------------------------------------------------------------------------

export interface ImportResult {
  tableID: string;
  rows: number;
  chunks: number;
  stashID: string;
  resumedFromChunk: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function importFile(o: ImportOptions): Promise<ImportResult> {
  const { key, size } = await stateKey(o.file);
  await mkdir(o.stateDir, { recursive: true });
  const stateFile = path.join(o.stateDir, `${key}.json`);
  const targetKey = JSON.stringify([o.url, 'name' in o.target ? `name:${o.target.name}` : `table:${o.target.table}`]);
  const api = new TablesApi(o.url.replace(/\/+$/, ''), o.token);
  let state = o.restart ? undefined : await readState(stateFile);
  if (state && (state.key !== key || state.target !== targetKey || state.chunkRows !== o.chunkRows)) state = undefined;
  const resumed = state !== undefined;
  const creating = 'name' in o.target;
  state ??= { key, target: targetKey, stashId: `import${randomBytes(12).toString('base64url')}`, nextSerial: 0, rowsDone: 0, chunkRows: o.chunkRows, columns: null };
  const resumedFromChunk = state.nextSerial;
  const progress: Progress = { rows: state.rowsDone, bytes: 0, totalBytes: size, startedAt: Date.now(), resumedRows: state.rowsDone, phase: 'upload' };

  const records = readRecords(o.file, o.format, (n) => (progress.bytes += n));
  let header: string[] | null = null;
  const sample: Record_[] = [];
  let next = await records.next();
  if (o.format !== 'ndjson') {
    if (next.done) throw new ImportError(`${o.file} is empty: the first line must name the columns`);
    header = next.value.fields!;
    checkHeader(header);
    next = await records.next();
  }
  // Skip what the stash already holds.
  let skipped = 0;
  while (!next.done && skipped < state.rowsDone) {
    skipped++;
    next = await records.next();
  }
  if (creating && !state.columns) {
    while (!next.done && sample.length < o.inferRows) {
      sample.push(next.value);
      next = await records.next();
    }
    state.columns = inferColumns(header, sample, o.types);
    if (!state.columns.length) throw new ImportError(`${o.file} has no columns`);
    for (const id of Object.keys(o.types)) if (!state.columns.some((c) => c.id === id)) throw new ImportError(`--types names ${id}, which is not a column of ${o.file}`);
  }
  const encoder = creating || !header ? jsonEncoder(header, state.columns, o.onSchemaError) : csvEncoder(header);

  // Chunks go up `parallel` at a time; the state moves past a chunk only when it and every one
  // before it were acknowledged, so a resume never skips a chunk the server does not hold.
  const inFlight = new Map<number, Promise<void>>();
  const acked = new Map<number, number>();
  let serial = state.nextSerial;
  let chunksThisRun = 0;
  let failure: unknown;
  const s = state;
  // State writes one after another (acknowledgements arrive together).
  let written = Promise.resolve();
  const advance = () => {
    while (acked.has(s.nextSerial)) {
      s.rowsDone += acked.get(s.nextSerial)!;
      acked.delete(s.nextSerial);
      s.nextSerial++;
    }
    const snapshot = { ...s };
    written = written.then(() => writeState(stateFile, snapshot));
    return written;
  };
  const send = async () => {
    const mine = serial++;
    const rows = encoder.rows;
    const body = encoder.take();
    const put = api.call('PUT', `/stashes/${s.stashId}/${mine}`, body, encoder.contentType).then(
      async () => {
        acked.set(mine, rows);
        progress.rows += rows;
        chunksThisRun++;
        await advance();
        o.progress(progress);
      },
      (err: unknown) => {
        failure ??= err;
      },
    );
    inFlight.set(
      mine,
      put.finally(() => inFlight.delete(mine)),
    );
    if (inFlight.size >= o.parallel) await Promise.race(inFlight.values());
    if (failure) throw failure;
  };
  const stopping = () => o.stopAfterChunks !== undefined && serial - resumedFromChunk >= o.stopAfterChunks;

  try {
    await writeState(stateFile, state);
    for (const r of sample) {
      if (stopping()) break;
      encoder.add(r);
      if (encoder.rows >= o.chunkRows || encoder.bytes >= MAX_CHUNK_BYTES) await send();
    }
    while (!next.done && !stopping()) {
      encoder.add(next.value);
      if (encoder.rows >= o.chunkRows || encoder.bytes >= MAX_CHUNK_BYTES) await send();
      next = await records.next();
    }
    if (encoder.rows > 0 && !stopping()) await send();
    await Promise.all(inFlight.values());
    if (failure) throw failure;
  } catch (err) {
    await Promise.allSettled(inFlight.values());
    if (err instanceof BadInput) {
      // The file itself is wrong: what was stashed is of no use once it is fixed.
      await api.call('DELETE', `/stashes/${s.stashId}`).catch(() => {});
      await rm(stateFile, { force: true });
    }
    throw err;
  }
  if (stopping()) {
    await records.return(undefined);
    throw new ImportInterrupted(`stopped after ${chunksThisRun} chunks (TABLES_IMPORT_STOP_AFTER_CHUNKS)`);
  }
  if (s.nextSerial === 0) throw new ImportError(`${o.file} has no rows`);

  progress.phase = 'commit';
  o.progress(progress);
  const query = `?onSchemaError=${o.onSchemaError}`;
  const async_ = { 'x-glide-asynchronous': 'true' };
  const stash = { $stashID: s.stashId };
  let tableID: string;
  let jobID: string;
  if (creating) {
    const res = await api.call('POST', `/tables${query}`, JSON.stringify({ name: (o.target as { name: string }).name, schema: { columns: s.columns }, rows: stash }), 'application/json', async_);
    ({ tableID, jobID } = (res.body as { data: { tableID: string; jobID: string } }).data);
  } else {
    tableID = (o.target as { table: string }).table;
    const res = await api.call('PUT', `/tables/${encodeURIComponent(tableID)}${query}`, JSON.stringify({ rows: stash }), 'application/json', async_);
    ({ jobID } = (res.body as { data: { jobID: string } }).data);
  }
  // The commit runs as a job: no HTTP request has to stay open for a million rows.
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    const job = (await api.call('GET', `/jobs/${encodeURIComponent(jobID)}`)).body as { data: { status: string; result?: { rowIDs?: string[] }; error?: { type: string; message: string } } };
    if (job.data.status === 'succeeded') {
      // A stash that lost chunks while the upload was interrupted (deleted by another client)
      // commits fewer rows than were sent: say so rather than report success.
      const committed = job.data.result?.rowIDs?.length;
      if (committed !== undefined && committed !== s.rowsDone) {
        await rm(stateFile, { force: true });
        throw new ImportError(`the server committed ${committed} rows where ${s.rowsDone} were sent (the stash lost chunks while the upload was interrupted?): import again with --restart`);
      }
      break;
    }
    if (job.data.status === 'failed') {
      // A failed commit changes nothing; its stash is dropped with the state (the cause is most
      // often in the file: a fixed file is a new upload).
      await api.call('DELETE', `/stashes/${s.stashId}`).catch(() => {});
      await rm(stateFile, { force: true });
      throw new ImportError(`the commit failed (${job.data.error?.type}: ${job.data.error?.message})`);
    }
    await sleep(wait);
  }
  await rm(stateFile, { force: true });
  progress.phase = 'done';
  o.progress(progress);
  const seconds = (Date.now() - progress.startedAt) / 1000;
  const rowsThisRun = s.rowsDone - progress.resumedRows;
  return {
    tableID,
    rows: s.rowsDone,
    chunks: s.nextSerial,
    stashID: s.stashId,
    resumedFromChunk: resumed ? resumedFromChunk : 0,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rowsThisRun / Math.max(seconds, 0.001)),
  };
}
