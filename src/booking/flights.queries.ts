// Flights' SQL: search, one flight, and loading a schedule in batches.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { poolOf, type Db } from '../db/database.js';
import type { CabinClass } from '../db/schema.js';

export interface CabinInput {
  seats: number;
  priceCents: number;
}

/** A flight of a schedule to load (the CSV import and the demo generator make these). */
export interface FlightInput {
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  departure: Date;
  arrival: Date;
  currency: string;
  economy: CabinInput;
  business?: CabinInput;
  first?: CabinInput;
}

const flightColumns = [
  'f.id',
  'f.flight_number',
  'f.airline',
  'f.origin',
  'f.destination',
  'f.departure_time',
  'f.arrival_time',
  'f.currency',
  'c.cabin',
  'c.seats_available',
  'c.price_cents',
] as const;

export interface SearchQuery {
  origin: string;
  destination: string;
  /** The UTC day: departures from `from` (inclusive) to `to` (exclusive). */
  from: Date;
  to: Date;
  cabin: CabinClass;
  seats: number;
  limit: number;
  offset: number;
}

function searchQuery(db: Db, q: SearchQuery) {
  return db
    .selectFrom('flights as f')
    .innerJoin('flight_cabins as c', (j) => j.onRef('c.flight_id', '=', 'f.id').on('c.cabin', '=', q.cabin))
    .select(flightColumns)
    .select(sql<string>`count(*) OVER ()`.as('total'))
    .where('f.origin', '=', q.origin)
    .where('f.destination', '=', q.destination)
    .where('f.departure_time', '>=', q.from)
    .where('f.departure_time', '<', q.to)
    .where('c.seats_available', '>=', q.seats)
    .orderBy('f.departure_time')
    .orderBy('f.id')
    .limit(q.limit)
    .offset(q.offset);
}

type SearchRow = Awaited<ReturnType<ReturnType<typeof searchQuery>['execute']>>[number];
let searchText: string | undefined;

/**
 * A page of the flights of one route and day with enough seats in the cabin, and the number of
 * all of them (`total`, the same on every row). The (origin, destination, departure_time) index
 * gives the day's flights in order; each joins its cabin row by primary key. The hottest query of
 * the interface, so it is compiled once and sent as a named prepared statement (as
 * src/db/prepared.ts does for single-row reads): each connection plans it once.
 */
export async function searchFlights(db: Db, q: SearchQuery): Promise<SearchRow[]> {
  const args = [q.cabin, q.origin, q.destination, q.from, q.to, q.seats, q.limit, q.offset];
  const pool = poolOf(db);
  if (searchText === undefined || !pool) {
    const compiled = searchQuery(db, q).compile();
    if (!isDeepStrictEqual([...compiled.parameters], args)) throw new Error(`searchFlights: the arguments are not the query's parameters: ${compiled.sql}`);
    searchText = compiled.sql;
    if (!pool) return (await db.executeQuery(compiled)).rows;
  }
  return (await pool.query<SearchRow>({ name: 'booking_search_flights', text: searchText, values: args })).rows;
}

/** How many flights a search matches (for a page past the last, which has no rows to count on). */
export async function countFlights(db: Db, q: SearchQuery): Promise<number> {
  const row = await db
    .selectFrom('flights as f')
    .innerJoin('flight_cabins as c', (j) => j.onRef('c.flight_id', '=', 'f.id').on('c.cabin', '=', q.cabin))
    .select(sql<string>`count(*)`.as('n'))
    .where('f.origin', '=', q.origin)
    .where('f.destination', '=', q.destination)
    .where('f.departure_time', '>=', q.from)
    .where('f.departure_time', '<', q.to)
    .where('c.seats_available', '>=', q.seats)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type FlightRow = NonNullable<Awaited<ReturnType<typeof findFlight>>>;

/** One flight with one cabin's seats and price; undefined when either does not exist. */
export async function findFlight(db: Db, id: number, cabin: CabinClass) {
  return db
    .selectFrom('flights as f')
    .innerJoin('flight_cabins as c', (j) => j.onRef('c.flight_id', '=', 'f.id').on('c.cabin', '=', cabin))
    .select(flightColumns)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function flightExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('flights').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * Loads flights and their cabins in one statement (the rows travel as arrays, unnested in
 * PostgreSQL). A flight whose number and departure exist already is left as it is; the answer
 * says how many were new. The batch must not repeat a (flight number, departure).
 */
export async function insertFlights(db: Db, flights: FlightInput[]): Promise<number> {
  if (!flights.length) return 0;
  const col = <T>(pick: (f: FlightInput) => T) => flights.map(pick);
  const { rows } = await sql<{ inserted: string }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${col((f) => f.flightNumber)}::text[], ${col((f) => f.airline)}::text[], ${col((f) => f.origin)}::text[],
        ${col((f) => f.destination)}::text[], ${col((f) => f.departure.toISOString())}::timestamptz[],
        ${col((f) => f.arrival.toISOString())}::timestamptz[], ${col((f) => f.currency)}::text[],
        ${col((f) => f.economy.seats)}::int[], ${col((f) => f.economy.priceCents)}::int[],
        ${col((f) => f.business?.seats ?? null)}::int[], ${col((f) => f.business?.priceCents ?? null)}::int[],
        ${col((f) => f.first?.seats ?? null)}::int[], ${col((f) => f.first?.priceCents ?? null)}::int[]
      ) AS t(flight_number, airline, origin, destination, departure_time, arrival_time, currency,
             economy_seats, economy_price, business_seats, business_price, first_seats, first_price)
    ), inserted AS (
      INSERT INTO flights (flight_number, airline, origin, destination, departure_time, arrival_time, currency)
      SELECT flight_number, airline, origin, destination, departure_time, arrival_time, currency FROM input
      ON CONFLICT (flight_number, departure_time) DO NOTHING
      RETURNING id, flight_number, departure_time
    ), cabins AS (
      INSERT INTO flight_cabins (flight_id, cabin, seats_total, seats_available, price_cents)
      SELECT i.id, c.cabin, c.seats, c.seats, c.price
      FROM inserted i
      JOIN input USING (flight_number, departure_time)
      CROSS JOIN LATERAL (VALUES ('economy', input.economy_seats, input.economy_price),
                                 ('business', input.business_seats, input.business_price),
                                 ('first', input.first_seats, input.first_price)) AS c (cabin, seats, price)
      WHERE c.seats IS NOT NULL
    )
    SELECT count(*) AS inserted FROM inserted
  `.execute(db);
  return Number(rows[0].inserted);
}
