// Column types and cell values. Types are accepted in Glide's spelling and the seed's kebab-case
// one, and stored in Glide's.
import { apiError } from '../http/errors.js';
import type { ColumnDef } from '../db/schema.js';

const KEBAB: Record<string, string> = {
  'date-time': 'dateTime',
  'email-address': 'emailAddress',
  'image-uri': 'imageURI',
  'phone-number': 'phoneNumber',
  'audio-uri': 'audioURI',
};

export function normalizeType(type: string | { kind: string }): string {
  const t = typeof type === 'string' ? type : type.kind;
  return KEBAB[t] ?? t;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;

function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'data:';
  } catch {
    return false;
  }
}

/** Why a value does not fit a type, or undefined when it does. null always fits (an empty cell). */
function misfit(value: unknown, type: string): string | undefined {
  if (value === null) return undefined;
  switch (type) {
    case 'string':
    case 'markdown':
    case 'emoji':
      return typeof value === 'string' ? undefined : 'must be a string';
    case 'number':
    case 'duration':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'dateTime':
      return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'must be an ISO 8601 date-time';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'must be a date (YYYY-MM-DD)';
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? undefined : 'must be a time (HH:MM or HH:MM:SS)';
    case 'emailAddress':
      return typeof value === 'string' && EMAIL.test(value) ? undefined : 'must be an e-mail address';
    case 'phoneNumber':
      return typeof value === 'string' && PHONE.test(value) ? undefined : 'must be a phone number';
    case 'uri':
    case 'imageURI':
    case 'audioURI':
      return typeof value === 'string' && isUrl(value) ? undefined : 'must be an http(s) URL';
    case 'json':
      return undefined;
    default:
      return `has an unknown column type ${type}`;
  }
}

export function normalizeColumns(columns: { id: string; displayName?: string; type: string | { kind: string } }[]): ColumnDef[] {
  const seen = new Set<string>();
  return columns.map((c) => {
    if (c.id.startsWith('$')) throw apiError('COLUMN_ID_RESERVED', `Column id ${c.id} is reserved`);
    if (seen.has(c.id)) throw apiError('COLUMN_ID_NOT_UNIQUE', `Column id ${c.id} appears twice`);
    seen.add(c.id);
    return { id: c.id, ...(c.displayName !== undefined ? { displayName: c.displayName } : {}), type: normalizeType(c.type) };
  });
}

/** Checks a row's cells against the columns; returns the cells to store. `index` names the row in errors. */
export function checkRow(row: unknown, columns: ColumnDef[], index?: number): Record<string, unknown> {
  const where = index === undefined ? '' : ` (row ${index})`;
  if (!row || typeof row !== 'object' || Array.isArray(row)) throw apiError('VALIDATION_ERROR', `A row must be an object of cells${where}`, { errors: [{ path: 'body', message: 'must be an object' }] });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === '$rowID') continue;
    if (key.startsWith('$')) throw apiError('COLUMN_ID_RESERVED', `Column id ${key} is reserved${where}`);
    const column = byId.get(key);
    if (!column) throw apiError('COLUMN_ID_NOT_FOUND', `Column ${key} is not in the table${where}`);
    const problem = misfit(value, column.type);
    if (problem) throw apiError('COLUMN_HAS_INVALID_VALUE', `Column ${key} ${problem}${where}`);
    out[key] = value;
  }
  return out;
}
