// Reading and parsing request bodies: JSON, x-www-form-urlencoded, or CSV/TSV where an
// operation accepts them, with a size limit.
import type { IncomingMessage } from 'node:http';
import { parse as parseCsv } from 'csv-parse/sync';
import { apiError } from './errors.js';

export type BodyKind = 'json' | 'form' | 'csv' | 'tsv' | 'multipart' | 'none';

/** The media types of the text kinds, as operations declare them. */
export const TEXT_MEDIA: Record<'csv' | 'tsv', string> = { csv: 'text/csv', tsv: 'text/tab-separated-values' };

/** A CSV or TSV body: the header line and the records, every one as long as the header. */
export interface TextTable {
  header: string[];
  records: string[][];
}

export function bodyKind(contentType: string | undefined): BodyKind | 'other' {
  if (!contentType) return 'none';
  const mime = contentType.split(';', 1)[0].trim().toLowerCase();
  if (mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'))) return 'json';
  if (mime === 'application/x-www-form-urlencoded') return 'form';
  if (mime === 'text/csv') return 'csv';
  if (mime === 'text/tab-separated-values' || mime === 'text/tsv') return 'tsv';
  if (mime === 'multipart/form-data') return 'multipart';
  return 'other';
}

export function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => apiError('PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes`);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  // Listeners rather than `for await`: leaving that loop early destroys the request, and the
  // client would see a reset instead of its 413. The rest of an oversized body is drained.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The one depth limit for every value that comes in as JSON text: bodies, form fields decoded as
 * JSON, CSV/TSV cells of json columns, JSON import sources. Deeper values would overflow the stack
 * when serialised again (JSON.stringify recurses), so they are refused before they are parsed.
 */
export const MAX_JSON_DEPTH = 64;
export const NESTED_TOO_DEEP = `is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Whether JSON text nests arrays and objects more than `max` levels deep: one pass over the text,
 * no recursion and nothing built, so it is safe at any length and cheaper than parsing. Brackets
 * inside strings do not count; for text that is not JSON the answer does not matter (the parse
 * that follows refuses it).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * CSV (RFC 4180) or TSV text as a table. Ragged lines are refused with the line named; blank
 * lines are skipped; a byte-order mark is dropped.
 */
export function parseTextTable(text: string | Buffer, kind: 'csv' | 'tsv'): TextTable {
  let lines: string[][];
  try {
    lines = parseCsv(text, { delimiter: kind === 'csv' ? ',' : '\t', bom: true, skip_empty_lines: true, quote: kind === 'csv' ? '"' : false });
  } catch (err) {
    throw apiError('INVALID_BODY', `The body is not valid ${kind.toUpperCase()}: ${(err as Error).message}`);
  }
  if (lines.length === 0) throw apiError('INVALID_BODY', `The ${kind.toUpperCase()} body has no header line`);
  return { header: lines[0], records: lines.slice(1) };
}

export function parseBody(raw: Buffer, kind: BodyKind | 'other'): unknown {
  if (raw.length === 0) return undefined;
  if (kind === 'none' || kind === 'other' || kind === 'multipart') {
    throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json or application/x-www-form-urlencoded');
  }
  if (kind === 'csv' || kind === 'tsv') return parseTextTable(raw, kind);
  const text = raw.toString('utf8');
  if (kind === 'json') {
    if (jsonTooDeep(text)) throw apiError('INVALID_BODY', `The body ${NESTED_TOO_DEEP}`);
    try {
      return JSON.parse(text);
    } catch (err) {
      throw apiError('INVALID_BODY', `The body is not valid JSON: ${(err as Error).message}`);
    }
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** A multipart/form-data body: its text fields and its files. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; contentType: string; data: Buffer }>;
}

/**
 * A multipart/form-data body (already read within the limit), parsed by Node's own fetch
 * implementation (undici's multipart parser) rather than by hand. A malformed body is 400.
 */
export async function parseMultipart(raw: Buffer, contentType: string | undefined): Promise<MultipartBody> {
  let form: FormData;
  try {
    form = await new Response(raw as unknown as BodyInit, { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch (err) {
    throw apiError('INVALID_BODY', `The body is not valid multipart/form-data: ${(err as Error).message}`);
  }
  const out: MultipartBody = { fields: {}, files: {} };
  for (const [name, value] of form) {
    if (typeof value === 'string') out.fields[name] = value;
    else out.files[name] = { filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return out;
}

/** The form override of the conventions: POST with API_METHOD=PUT|PATCH|DELETE becomes that method. */
export function takeMethodOverride(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const raw = record.API_METHOD;
  if (typeof raw !== 'string') return undefined;
  const method = raw.toUpperCase();
  if (method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return undefined;
  delete record.API_METHOD;
  return method;
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

/**
 * Form fields arrive as strings; convert each to the scalar type its schema names, so that the
 * schema validates forms and JSON alike. Values that do not convert stay strings and fail validation.
 */
export function coerceForm(body: Record<string, unknown>, schema: Schema | undefined): Record<string, unknown> {
  const props = schema?.properties;
  if (!props) return body;
  for (const [key, value] of Object.entries(body)) {
    const prop = props[key];
    if (!prop || typeof value !== 'string') continue;
    const types = Array.isArray(prop.type) ? prop.type : [prop.type];
    if (types.includes('string')) continue;
    if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && Number.isFinite(Number(value))) {
      body[key] = Number(value);
    } else if (types.includes('boolean') && (value === 'true' || value === 'false')) {
      body[key] = value === 'true';
    } else if (types.includes('object') || types.includes('array')) {
      if (jsonTooDeep(value)) {
        throw apiError('VALIDATION_ERROR', `Invalid request: body.${key} ${NESTED_TOO_DEEP}`, { errors: [{ path: `body.${key}`, message: NESTED_TOO_DEEP }] });
      }
      try {
        body[key] = JSON.parse(value);
      } catch {
        // left as a string: validation names the field
      }
    }
  }
  return body;
}
