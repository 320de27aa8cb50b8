// What a stash chunk holds, summed up when it is uploaded, so that a commit can tell that every
// row fits the target table without reading the rows back: per column id, the kinds of JSON
// value seen in it and, for strings, the formats that every one of them has (as `misfit` judges
// them). A chunk whose summary fits is copied inside PostgreSQL as it is; one that does not is
// checked row by row, which finds the row and the reason, as before.
import { misfit } from './cells.js';

const STRING = 1;
const NUMBER = 2;
const BOOLEAN = 4;
const NULL = 8;
const OBJECT = 16;
const ARRAY = 32;
/** A number JSON.parse turned into ±Infinity (such as 1e999): not a number for a column. */
const NOT_FINITE = 64;

/** The string formats of column types, as bits; a bit stays set while every string has it. */
const FORMATS: [bit: number, type: string][] = [
  [1, 'dateTime'],
  [2, 'date'],
  [4, 'time'],
  [8, 'emailAddress'],
  [16, 'phoneNumber'],
  [32, 'uri'],
];
const ALL_FORMATS = 63;

/** Per column id: [kinds seen, formats every string has]. `rows`: false when a row is not an object. */
export interface ChunkKinds {
  columns: Record<string, [kinds: number, formats: number]>;
  objects: boolean;
}

function kindOf(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return STRING;
    case 'number':
      return Number.isFinite(value) ? NUMBER : NOT_FINITE;
    case 'boolean':
      return BOOLEAN;
    default:
      return value === null ? NULL : Array.isArray(value) ? ARRAY : OBJECT;
  }
}

/** The formats (of those in `still`) that a string has. */
function formatsOf(value: string, still: number): number {
  let out = 0;
  for (let i = 0; i < FORMATS.length; i++) {
    const [bit, type] = FORMATS[i];
    if (still & bit && misfit(value, type) === undefined) out |= bit;
  }
  return out;
}

export function summarizeRows(rows: unknown[]): ChunkKinds {
  const columns = new Map<string, [number, number]>();
  let objects = true;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      objects = false;
      continue;
    }
    for (const key in row) {
      const value = (row as Record<string, unknown>)[key];
      let entry = columns.get(key);
      if (!entry) columns.set(key, (entry = [0, ALL_FORMATS]));
      const kind = kindOf(value);
      entry[0] |= kind;
      // Once no format is left for a column, its strings cost nothing more.
      if (kind === STRING && entry[1] !== 0) entry[1] = formatsOf(value as string, entry[1]);
    }
  }
  return { columns: Object.fromEntries(columns), objects };
}

/** Whether values of these kinds and formats all fit a column of `type` (misfit finds none). */
function kindsFit(type: string, kinds: number, formats: number): boolean {
  const only = (allowed: number) => (kinds & ~(allowed | NULL)) === 0;
  const strings = (bit: number) => only(STRING) && (!(kinds & STRING) || (formats & bit) !== 0);
  switch (type) {
    case 'string':
    case 'markdown':
    case 'emoji':
      return only(STRING);
    case 'number':
    case 'duration':
      return only(NUMBER);
    case 'boolean':
      return only(BOOLEAN);
    case 'dateTime':
      return strings(1);
    case 'date':
      return strings(2);
    case 'time':
      return strings(4);
    case 'emailAddress':
      return strings(8);
    case 'phoneNumber':
      return strings(16);
    case 'uri':
    case 'imageURI':
    case 'audioURI':
      return strings(32);
    case 'json':
      return true;
    default:
      return false;
  }
}

/**
 * Whether every row of a chunk with this summary passes RowChecker.check against these columns
 * unchanged, in any onSchemaError mode: objects only, no reserved or unknown column, no misfit
 * (`$rowID` is ignored, as the check ignores it).
 */
export function chunkFits(kinds: ChunkKinds, columns: { id: string; type: string }[]): boolean {
  if (!kinds.objects) return false;
  const types = new Map(columns.map((c) => [c.id, c.type]));
  for (const [key, [k, f]] of Object.entries(kinds.columns)) {
    if (key === '$rowID') continue;
    const type = types.get(key);
    if (type === undefined || !kindsFit(type, k, f)) return false;
  }
  return true;
}

/** Whether some row of the chunk has a `$rowID` cell (dropped when the rows are copied). */
export const hasRowIdCell = (kinds: ChunkKinds) => '$rowID' in kinds.columns;
