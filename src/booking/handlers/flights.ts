// The schedule: search and one flight (public).
import { cabinNotOffered, flightNotFound, invalidField } from '../errors.js';
import { countFlights, findFlight, flightExists, searchFlights as selectFlights } from '../flights.queries.js';
import { toFlight } from '../mappers.js';
import type { H } from './types.js';

const DAY_MS = 24 * 3600_000;

export const searchFlights: H<'searchFlights'> = async ({ query }, { db }) => {
  if (query.origin === query.destination) throw invalidField('query.destination', 'must differ from origin');
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const from = new Date(`${query.departureDate}T00:00:00Z`);
  const q = {
    origin: query.origin,
    destination: query.destination,
    from,
    to: new Date(from.getTime() + DAY_MS),
    cabin: query.cabinClass ?? 'economy',
    seats: query.passengers ?? 1,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const rows = await selectFlights(db, q);
  const totalResults = rows.length ? Number(rows[0].total) : page === 1 ? 0 : await countFlights(db, q);
  return { status: 200, body: { flights: rows.map(toFlight), totalResults, page, pageSize } };
};

export const getFlight: H<'getFlight'> = async ({ params, query }, { db }) => {
  const cabin = query.cabinClass ?? 'economy';
  const row = await findFlight(db, params.flightId, cabin);
  if (row) return { status: 200, body: toFlight(row) };
  throw (await flightExists(db, params.flightId)) ? cabinNotOffered(params.flightId, cabin) : flightNotFound(params.flightId);
};
