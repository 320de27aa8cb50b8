// CSV/TSV bodies (Glide accepts them on create, import, overwrite, add rows and stash chunks):
// the JSON body each stands for. Cells stay text here; handlers read them as their columns'
// types (RowChecker's text mode), and a create infers the schema from the fields.
import type { TextTable } from '../http/body.js';
import { apiError } from '../http/errors.js';
import { TextTypes } from './cells.js';

/** The records as rows keyed by the header's column ids; empty fields are left out. */
export function textRows({ header, records }: TextTable): Record<string, string>[] {
  const seen = new Set<string>();
  for (const [i, id] of header.entries()) {
    if (id === '') throw apiError('COLUMN_ID_EMPTY', `Column ${i + 1} of the header line has no name`);
    if (seen.has(id)) throw apiError('COLUMN_ID_NOT_UNIQUE', `Column id ${id} appears twice in the header line`);
    seen.add(id);
  }
  return records.map((record) => {
    const row: Record<string, string> = {};
    record.forEach((field, i) => {
      if (field !== '') row[header[i]] = field;
    });
    return row;
  });
}

/** The schema a table's fields imply (see TextTypes). */
export function inferredSchema({ header, records }: TextTable) {
  const types = new TextTypes(header);
  for (const record of records) types.see(record);
  return { columns: types.columns() };
}

/** A new table: the schema the fields imply, and the rows. */
const newTable = (table: TextTable) => ({ schema: inferredSchema(table), rows: textRows(table) });

export const fromText = {
  createTable: newTable,
  importTable: newTable,
  overwriteTable: (table: TextTable) => ({ rows: textRows(table) }),
  addRows: (table: TextTable) => textRows(table),
  putStashChunk: (table: TextTable) => textRows(table),
};
