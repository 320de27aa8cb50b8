// `flights import <file.csv>`: a schedule from a CSV file, checked row by row and loaded in one
// transaction, in batches as it is read (a file of any size streams through). Any bad row and
// nothing is loaded, every bad row is reported with its line; with `skipInvalid` the good rows
// are loaded and the bad ones reported. A flight already present (same number and departure) is
// left as it is and counted as skipped, so importing a file twice loads it once.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { Db } from '../db/database.js';
import { insertFlights, type CabinInput, type FlightInput } from './flights.queries.js';
import { Progress, type ProgressOutput } from './progress.js';

export const REQUIRED_COLUMNS = ['flight_number', 'airline', 'origin', 'destination', 'departure_time', 'arrival_time', 'currency', 'economy_seats', 'economy_price'] as const;
export const OPTIONAL_COLUMNS = ['business_seats', 'business_price', 'first_seats', 'first_price'] as const;
const ALL_COLUMNS = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);
const BATCH = 2000;
/** How many bad rows an answer lists (all are counted). */
const LISTED = 100;

export class ImportError extends Error {}

export interface BadRow {
  line: number;
  error: string;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  invalid: number;
  errors: BadRow[];
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function time(value: string, column: string): Date {
  const d = new Date(value);
  if (!TIME.test(value) || Number.isNaN(d.getTime())) throw new Error(`${column} must be an ISO 8601 time with a zone, like 2027-03-01T09:30:00Z (got "${value}")`);
  return d;
}

function seats(value: string, column: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) > 1000) throw new Error(`${column} must be a whole number from 0 to 1000 (got "${value}")`);
  return Number(value);
}

function cents(value: string, column: string): number {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new Error(`${column} must be an amount like 129.99, at most two decimals (got "${value}")`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

function cabin(row: Record<string, string>, name: 'economy' | 'business' | 'first'): CabinInput | undefined {
  const s = row[`${name}_seats`] ?? '';
  const p = row[`${name}_price`] ?? '';
  if (name !== 'economy' && s === '' && p === '') return undefined;
  if (s === '' || p === '') throw new Error(`${name}_seats and ${name}_price go together${name === 'economy' ? ' and are required' : ' (both empty: no such cabin)'}`);
  return { seats: seats(s, `${name}_seats`), priceCents: cents(p, `${name}_price`) };
}

/** One CSV record as a flight, or an Error saying what is wrong with it. */
export function flightFromRow(row: Record<string, string>): FlightInput {
  const flightNumber = row.flight_number.toUpperCase();
  if (!/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/.test(flightNumber)) throw new Error(`flight_number must be an airline code and a number, like BA117 (got "${row.flight_number}")`);
  if (!row.airline || row.airline.length > 100) throw new Error('airline must be 1 to 100 characters');
  for (const c of ['origin', 'destination'] as const) {
    if (!/^[A-Z]{3}$/.test(row[c])) throw new Error(`${c} must be a three-letter IATA code in capitals (got "${row[c]}")`);
  }
  if (row.origin === row.destination) throw new Error('origin and destination are the same');
  const departure = time(row.departure_time, 'departure_time');
  const arrival = time(row.arrival_time, 'arrival_time');
  if (arrival <= departure) throw new Error('arrival_time must be after departure_time');
  if (!/^[A-Z]{3}$/.test(row.currency)) throw new Error(`currency must be an ISO 4217 code like EUR (got "${row.currency}")`);
  return {
    flightNumber,
    airline: row.airline,
    origin: row.origin,
    destination: row.destination,
    departure,
    arrival,
    currency: row.currency,
    economy: cabin(row, 'economy')!,
    business: cabin(row, 'business'),
    first: cabin(row, 'first'),
  };
}

export async function importFlights(db: Db, file: string, options: { skipInvalid: boolean; progress?: ProgressOutput }): Promise<ImportResult> {
  const size = (await stat(file)).size;
  const progress = new Progress('importing', options.progress);
  let read = 0;
  // The file is opened where it is read, inside the transaction: a parser failing early (a bad
  // header) must fail the loop below, not emit an 'error' nobody listens to yet.
  const open = () => {
    const input = createReadStream(file);
    input.on('data', (chunk) => (read += chunk.length));
    const records = input.pipe(parse({ columns: (header: string[]) => checkHeader(header), bom: true, trim: true, skip_empty_lines: true, info: true, relax_column_count: false }));
    input.on('error', (err) => records.destroy(err));
    return records as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>;
  };

  const result: ImportResult = { imported: 0, skipped: 0, invalid: 0, errors: [] };
  const seen = new Map<string, number>();
  const bad = (line: number, error: string) => {
    result.invalid++;
    if (result.errors.length < LISTED) result.errors.push({ line, error });
  };
  let rows = 0;
  await db
    .transaction()
    .execute(async (trx) => {
      let batch: FlightInput[] = [];
      const flush = async () => {
        const inserted = await insertFlights(trx, batch);
        result.imported += inserted;
        result.skipped += batch.length - inserted;
        batch = [];
      };
      try {
        for await (const { record, info } of open()) {
          rows++;
          let flight: FlightInput;
          try {
            flight = flightFromRow(record);
          } catch (err) {
            bad(info.lines, (err as Error).message);
            continue;
          }
          const key = `${flight.flightNumber} ${flight.departure.toISOString()}`;
          const first = seen.get(key);
          if (first !== undefined) {
            bad(info.lines, `repeats the flight of line ${first} (${flight.flightNumber} departing ${flight.departure.toISOString()})`);
            continue;
          }
          seen.set(key, info.lines);
          batch.push(flight);
          if (batch.length >= BATCH) await flush();
          progress.update(read, size, result.imported + batch.length);
        }
      } catch (err) {
        // csv-parse's own errors (an unclosed quote, a row with the wrong number of fields) name their line.
        const e = err as Error & { code?: string; lines?: number };
        if (e instanceof ImportError) throw e;
        if (e.code?.startsWith('CSV_')) throw new ImportError(`line ${e.lines ?? '?'}: ${e.message.replace(/^Invalid Record Length: /, '')}; nothing imported`);
        throw err;
      }
      await flush();
      if (result.invalid && !options.skipInvalid) throw new ImportError(`${result.invalid} bad row${result.invalid === 1 ? '' : 's'}; nothing imported (or use --skip-invalid)`);
    })
    .catch((err) => {
      if (err instanceof ImportError && result.invalid && !options.skipInvalid) {
        const lines = result.errors.map((e) => `  line ${e.line}: ${e.error}`);
        if (result.invalid > result.errors.length) lines.push(`  … and ${result.invalid - result.errors.length} more`);
        throw new ImportError(`${err.message}\n${lines.join('\n')}`);
      }
      throw err;
    });
  progress.finish(result.imported + result.skipped);
  if (rows === 0) throw new ImportError('the file has no flights');
  return result;
}

function checkHeader(header: string[]): string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !ALL_COLUMNS.has(n));
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (unknown.length || missing.length) {
    throw new ImportError(
      `line 1: the header ${missing.length ? `lacks ${missing.join(', ')}` : ''}${missing.length && unknown.length ? ' and ' : ''}${unknown.length ? `has unknown columns ${unknown.join(', ')}` : ''}; the columns are ${[...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].join(', ')} (the last four may be left out)`,
    );
  }
  return names;
}
