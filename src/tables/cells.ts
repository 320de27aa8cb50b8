// Column types and cell values. Types are accepted in Glide's spelling and the seed's kebab-case
// one, and stored in Glide's.
import { jsonTooDeep, NESTED_TOO_DEEP } from '../http/body.js';
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
export function misfit(value: unknown, type: string): string | undefined {
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

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN_TEXT = /^(true|false)$/i;

/**
 * A CSV/TSV field read as a value of the column's type. A field that does not read stays text,
 * so the check that follows refuses it with the column named. A json field must have passed
 * jsonTooDeep first.
 */
export function readTextCell(text: string, type: string): unknown {
  switch (type) {
    case 'number':
    case 'duration':
      return NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : text;
    case 'boolean':
      return BOOLEAN_TEXT.test(text.trim()) ? text.trim().toLowerCase() === 'true' : text;
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/**
 * The column types a CSV/TSV table implies, learnt a record at a time: `number` when every
 * non-empty field is a number, `boolean` when every one is true/false, `dateTime` when every one
 * is an ISO 8601 date-time, else `string` (also for a column with no values).
 */
export class TextTypes {
  private readonly fits: { number: boolean; boolean: boolean; dateTime: boolean; seen: boolean }[];

  constructor(readonly header: string[]) {
    this.fits = header.map(() => ({ number: true, boolean: true, dateTime: true, seen: false }));
  }

  see(record: string[]): void {
    record.forEach((field, i) => {
      if (field === '') return;
      const f = this.fits[i];
      f.seen = true;
      if (f.number && !NUMBER_TEXT.test(field.trim())) f.number = false;
      if (f.boolean && !BOOLEAN_TEXT.test(field.trim())) f.boolean = false;
      if (f.dateTime && misfit(field, 'dateTime') !== undefined) f.dateTime = false;
    });
  }

  columns(): { id: string; displayName: string; type: string }[] {
    return this.header.map((id, i) => {
      const f = this.fits[i];
      const type = !f.seen ? 'string' : f.number ? 'number' : f.boolean ? 'boolean' : f.dateTime ? 'dateTime' : 'string';
      return { id, displayName: id, type };
    });
  }
}

export type OnSchemaError = 'abort' | 'dropColumns' | 'updateSchema';

/** The type a new column gets from the first value seen in it (updateSchema). */
function inferType(value: unknown): string {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value !== null && typeof value === 'object') return 'json';
  return 'string';
}

/** The type one CSV/TSV field (or JSON string) implies: number, boolean, dateTime or string. */
export function textType(field: string): string {
  const types = new TextTypes(['_']);
  types.see([field]);
  return types.columns()[0].type;
}

/** The narrowest type that holds both the column's values and this one (updateSchema widening). */
function widen(value: unknown): string {
  return typeof value === 'string' ? 'string' : 'json';
}

/**
 * Checks rows against a table's columns, as `onSchemaError` says: `abort` (the default) refuses
 * the first misfit with a 422 naming the column; `dropColumns` leaves misfit cells out; and
 * `updateSchema` adds missing columns and widens existing ones, then keeps the cells. `columns`
 * is the schema to store afterwards, and `changed` says whether it differs.
 */
export class RowChecker {
  readonly columns: ColumnDef[];
  changed = false;
  private readonly byId: Map<string, ColumnDef>;

  constructor(
    columns: ColumnDef[],
    readonly mode: OnSchemaError = 'abort',
  ) {
    this.columns = columns.map((c) => ({ ...c }));
    this.byId = new Map(this.columns.map((c) => [c.id, c]));
  }

  /** `text`: the cells are CSV/TSV fields, read as their columns' types first (see readTextCell). */
  check(row: unknown, index?: number, text = false): Record<string, unknown> {
    const where = index === undefined ? '' : ` (row ${index})`;
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw apiError('VALIDATION_ERROR', `A row must be an object of cells${where}`);
    const out: Record<string, unknown> = {};
    for (const [key, cell] of Object.entries(row)) {
      let value: unknown = cell;
      if (key === '$rowID') continue;
      if (text && value === '') continue;
      if (key.startsWith('$')) {
        if (this.mode === 'dropColumns') continue;
        throw apiError('COLUMN_ID_RESERVED', `Column id ${key} is reserved${where}`);
      }
      let column = this.byId.get(key);
      if (!column) {
        if (this.mode === 'dropColumns') continue;
        if (this.mode !== 'updateSchema') throw apiError('COLUMN_ID_NOT_FOUND', `Column ${key} is not in the table${where}`);
        column = { id: key, type: text && typeof value === 'string' ? textType(value) : inferType(value) };
        this.columns.push(column);
        this.byId.set(key, column);
        this.changed = true;
      }
      if (text && typeof value === 'string') {
        // Refused in every mode: this is the body's depth limit, not a misfit with the schema.
        if (column.type === 'json' && jsonTooDeep(value)) {
          throw apiError('VALIDATION_ERROR', `Column ${key} ${NESTED_TOO_DEEP}${where}`);
        }
        value = readTextCell(value, column.type);
      }
      const problem = misfit(value, column.type);
      if (problem) {
        if (this.mode === 'dropColumns') continue;
        if (this.mode !== 'updateSchema') throw apiError('COLUMN_HAS_INVALID_VALUE', `Column ${key} ${problem}${where}`);
        column.type = widen(value);
        this.changed = true;
      }
      out[key] = value;
    }
    return out;
  }
}
