// POST /tables/import from a URL: the server fetches the source (guarded against reaching its
// own network), streams CSV/TSV records into a private stash a chunk at a time while learning
// the column types, so a large source never sits in memory whole. JSON sources (an array of
// rows) are parsed whole and so are limited to the body limit.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { parse as csvParser } from 'csv-parse';
import { jsonTooDeep, NESTED_TOO_DEEP } from '../http/body.js';
import { ApiError, apiError } from '../http/errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { TextTypes, textType } from './cells.js';
import { deleteStash, putStashChunk } from './stashes.queries.js';
import { textRows } from './text-bodies.js';

const CHUNK_ROWS = 1000;
const MAX_REDIRECTS = 5;

type Format = 'csv' | 'tsv' | 'json';
type Limits = Config['tablesImport'] & { jsonMaxBytes: number };

const failed = (message: string) => apiError('IMPORT_FAILED', `Import failed: ${message}`);

/** Networks a fetch may not reach unless TABLES_IMPORT_ALLOW_PRIVATE is set. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
// IPv6: unspecified, loopback, unique-local, link-local, multicast, and the prefixes that embed
// an IPv4 address (NAT64, 6to4, the discard prefix), which could reach the ranges above.
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2002::', 16], ['100::', 64]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** dns.lookup that refuses private addresses: checked on the address actually connected to. */
const guardedLookup: typeof dnsLookup = ((hostname: string, options: { all?: boolean }, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivate(a.address))) return callback(Object.assign(new Error(`${hostname} is on a private network`), { code: 'EPRIVATE' }), '');
    if (options.all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
  });
}) as never;

function formatOf(contentType: string | undefined, url: URL): Format | undefined {
  const mime = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
  if (mime === 'text/csv' || mime === 'application/csv') return 'csv';
  if (mime === 'text/tab-separated-values' || mime === 'text/tsv') return 'tsv';
  if (mime === 'application/json' || mime.endsWith('+json')) return 'json';
  const ext = /\.([a-z]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'tsv' || ext === 'json' ? ext : undefined;
}

/** GET the source, following redirects, each hop guarded. */
async function open(url: URL, limits: Limits, signal: AbortSignal, hops = 0): Promise<{ body: Readable; format: Format; url: URL }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw failed('only http and https URLs can be imported');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivate && isIP(host) && isPrivate(host)) throw failed(`${url.host} is on a private network`);
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(url, { signal, headers: { accept: 'text/csv, text/tab-separated-values, application/json;q=0.9, */*;q=0.1' }, ...(limits.allowPrivate ? {} : { lookup: guardedLookup }) }, resolve);
    req.once('error', reject);
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EPRIVATE') throw failed(err.message);
    if (signal.aborted) throw failed(`no answer from ${url.host} within ${limits.timeoutMs} ms`);
    throw failed(`could not reach ${url.host} (${err.code ?? err.message})`);
  });
  if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
    res.resume();
    if (hops >= MAX_REDIRECTS) throw failed(`more than ${MAX_REDIRECTS} redirects`);
    let next: URL;
    try {
      next = new URL(res.headers.location, url);
    } catch {
      throw failed(`${url.host} redirected to an invalid URL`);
    }
    return open(next, limits, signal, hops + 1);
  }
  if (res.statusCode !== 200) {
    res.resume();
    throw failed(`${url.host} answered ${res.statusCode}`);
  }
  if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
    res.destroy();
    throw failed(`the source is larger than ${limits.maxBytes} bytes`);
  }
  const format = formatOf(res.headers['content-type'], url);
  if (!format) {
    res.destroy();
    throw failed(`the source is not CSV, TSV or JSON (Content-Type ${res.headers['content-type'] ?? 'none'})`);
  }
  // Counted as it streams: a missing or false Content-Length cannot get past the limit.
  let size = 0;
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limits.maxBytes || (format === 'json' && size > limits.jsonMaxBytes)) {
      res.destroy(failed(`the source is larger than ${format === 'json' ? limits.jsonMaxBytes : limits.maxBytes} bytes`));
    }
  });
  return { body: res, format, url };
}

export type Imported =
  | { kind: 'stash'; stashId: string; columns: { id: string; displayName: string; type: string }[]; name: string }
  | { kind: 'rows'; rows: Record<string, unknown>[]; columns: { id: string; displayName: string; type: string }[]; name: string };

/** The table's name when none is given: the source's file name without its extension. */
function nameFrom(url: URL): string {
  let last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // kept as sent
  }
  return last.replace(/\.[a-z]+$/i, '').slice(0, 200) || url.hostname;
}

/**
 * Fetches `fromUrl` and stages it. CSV/TSV go to a stash the caller commits (with text cells)
 * and must delete if it does not; JSON comes back as rows.
 */
export async function fetchImport(db: Db, team: string, fromUrl: string, limits: Limits, stashId: string): Promise<Imported> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const { body, format, url } = await open(new URL(fromUrl), limits, signal);
  const name = nameFrom(url);
  try {
    if (format === 'json') return { kind: 'rows', name, ...jsonRows(await readAll(body)) };
    let types: TextTypes | undefined;
    let header: string[] = [];
    let batch: string[][] = [];
    let serial = 0;
    const flush = async () => {
      if (batch.length) await putStashChunk(db, team, stashId, String(serial++), textRows({ header, records: batch }), true);
      batch = [];
    };
    const parser = body.pipe(csvParser({ delimiter: format === 'csv' ? ',' : '\t', bom: true, skip_empty_lines: true, quote: format === 'csv' ? '"' : false }));
    body.once('error', (err) => parser.destroy(err));
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!types) {
        header = record;
        textRows({ header, records: [] }); // refuses a repeated column id
        types = new TextTypes(header);
        continue;
      }
      types.see(record);
      batch.push(record);
      if (batch.length === CHUNK_ROWS) await flush();
    }
    await flush();
    if (!types) throw failed('the source is empty');
    if (serial === 0) await putStashChunk(db, team, stashId, '0', [], true);
    return { kind: 'stash', stashId, columns: types.columns(), name };
  } catch (err) {
    body.destroy();
    await deleteStash(db, team, stashId);
    if (signal.aborted) throw failed(`the source did not arrive within ${limits.timeoutMs} ms`);
    if (err instanceof ApiError) throw err;
    const code = (err as NodeJS.ErrnoException | undefined)?.code;
    if (typeof code === 'string' && code.startsWith('CSV_')) throw failed(`the source is not valid ${format.toUpperCase()}: ${(err as Error).message}`);
    throw err;
  }
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON source: an array of row objects (or `{rows: [...]}` / `{data: [...]}`), and the types its values imply. */
function jsonRows(text: string) {
  if (jsonTooDeep(text)) throw failed(`the source ${NESTED_TOO_DEEP}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw failed(`the source is not valid JSON: ${(err as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : ((parsed as { rows?: unknown; data?: unknown } | null)?.rows ?? (parsed as { data?: unknown } | null)?.data);
  if (!Array.isArray(list) || list.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw failed('a JSON source must be an array of row objects');
  const rows = list as Record<string, unknown>[];
  const types = new Map<string, string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith('$')) continue;
      // A key that is only ever null still is a column (of text).
      if (value === null) {
        if (!types.has(key)) types.set(key, 'null');
        continue;
      }
      types.set(key, widen(types.get(key), jsonType(value)));
    }
  }
  if (types.size === 0) throw failed('the source has no columns');
  return { rows, columns: [...types].map(([id, type]) => ({ id, displayName: id, type: type === 'null' ? 'string' : type })) };
}

/** The type of a column that has held `prev` (if anything but nulls) and now `next`. */
function widen(prev: string | undefined, next: string): string {
  if (prev === undefined || prev === 'null' || prev === next) return next;
  const texts = new Set([prev, next]);
  // A date-time is also text; anything else mixed is JSON.
  return texts.has('dateTime') && texts.has('string') ? 'string' : 'json';
}

function jsonType(value: unknown): string {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return textType(value) === 'dateTime' ? 'dateTime' : 'string';
  return 'json';
}
