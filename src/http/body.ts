// Reading and parsing request bodies: JSON or x-www-form-urlencoded, with a size limit.
import type { IncomingMessage } from 'node:http';
import { apiError } from './errors.js';

export type BodyKind = 'json' | 'form' | 'none';

export function bodyKind(contentType: string | undefined): BodyKind | 'other' {
  if (!contentType) return 'none';
  const mime = contentType.split(';', 1)[0].trim().toLowerCase();
  if (mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'))) return 'json';
  if (mime === 'application/x-www-form-urlencoded') return 'form';
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

/** Deeper JSON than this is refused: serialising it again would overflow the stack. */
export const MAX_JSON_DEPTH = 64;

function depthWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return false;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, d + 1]);
  }
  return true;
}

export function parseBody(raw: Buffer, kind: BodyKind | 'other'): unknown {
  if (raw.length === 0) return undefined;
  if (kind === 'none' || kind === 'other') {
    throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json or application/x-www-form-urlencoded');
  }
  const text = raw.toString('utf8');
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw apiError('INVALID_BODY', `The body is not valid JSON: ${(err as Error).message}`);
    }
    if (!depthWithin(parsed, MAX_JSON_DEPTH)) throw apiError('INVALID_BODY', `The body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    return parsed;
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
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
      try {
        body[key] = JSON.parse(value);
      } catch {
        // left as a string: validation names the field
      }
    }
  }
  return body;
}
