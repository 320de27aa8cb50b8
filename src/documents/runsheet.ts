// The runsheet a landman hands over: one row per instrument, in chronological order (governing
// date, then recording reference), as JSON rows or CSV.
import type { DocCategory, ResolvedDocument, Role } from './types.js';

export interface RunsheetRow {
  doc_id: string;
  filename: string;
  instrument: DocCategory;
  governing_date: string | null;
  execution_date: string | null;
  effective_date: string | null;
  recording_date: string | null;
  grantors: string[];
  grantees: string[];
  tracts: string[];
  interest: string | null;
  recording_reference: string | null;
}

const GIVING: ReadonlySet<Role> = new Set(['grantor', 'lessor', 'assignor', 'decedent']);
const TAKING: ReadonlySet<Role> = new Set(['grantee', 'lessee', 'assignee', 'heir']);

export function runsheetRow(doc: ResolvedDocument, filename: string): RunsheetRow {
  const names = (roles: ReadonlySet<Role>) => [...new Set(doc.parties.filter((p) => roles.has(p.role)).map((p) => p.canonical_name))];
  return {
    doc_id: doc.doc_id,
    filename,
    instrument: doc.doc_category,
    governing_date: doc.dates.governing_date,
    execution_date: doc.dates.execution_date,
    effective_date: doc.dates.effective_date,
    recording_date: doc.dates.recording_date,
    grantors: names(GIVING),
    grantees: names(TAKING),
    tracts: [...new Set(doc.tracts.map((t) => t.tract_identity_phrase))],
    interest: doc.conveyance.interest,
    recording_reference: doc.recording.reference,
  };
}

/** Governing date (undated last), then recording reference (numbers compared as numbers), then upload order. */
export function chronological<T>(items: T[], key: (item: T) => { date: string | null; reference: string | null }): T[] {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return items
    .map((item, i) => ({ item, i, k: key(item) }))
    .sort((a, b) => {
      if (a.k.date !== b.k.date) return a.k.date === null ? 1 : b.k.date === null ? -1 : a.k.date < b.k.date ? -1 : 1;
      if (a.k.reference !== b.k.reference) return a.k.reference === null ? 1 : b.k.reference === null ? -1 : collator.compare(a.k.reference, b.k.reference);
      return a.i - b.i;
    })
    .map((x) => x.item);
}

export const CSV_COLUMNS = [
  'doc_id', 'filename', 'instrument', 'governing_date', 'execution_date', 'effective_date', 'recording_date', 'grantors', 'grantees', 'tracts', 'interest', 'recording_reference',
] as const;

/** RFC 4180: a header line, CRLF line ends, fields quoted when they hold a comma, quote or line end. */
export function toCsv(rows: RunsheetRow[]): string {
  const field = (v: unknown): string => {
    const s = v === null || v === undefined ? '' : Array.isArray(v) ? v.join('; ') : String(v);
    // A leading = + - @ would be read as a formula by spreadsheets: quote-prefix it.
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => field(r[c])).join(','))].join('\r\n') + '\r\n';
}
