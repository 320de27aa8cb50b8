// Flights for the booking tests, loaded with the same query the schedule commands use.
import type { Db } from '../../src/db/database.js';
import { insertFlights, type FlightInput } from '../../src/booking/flights.queries.js';

let counter = 1000;

/** One flight (economy 100 seats at 450.00 GBP unless told); returns its id. */
export async function seedFlight(db: Db, f: Partial<FlightInput> & { departure: Date; minutes?: number }): Promise<number> {
  const flight: FlightInput = {
    flightNumber: `BA${counter++}`,
    airline: 'British Airways',
    origin: 'LHR',
    destination: 'JFK',
    arrival: new Date(f.departure.getTime() + (f.minutes ?? 485) * 60_000),
    currency: 'GBP',
    economy: { seats: 100, priceCents: 45000 },
    ...f,
  };
  await insertFlights(db, [flight]);
  const row = await db.selectFrom('flights').select('id').where('flight_number', '=', flight.flightNumber).where('departure_time', '=', flight.departure).executeTakeFirstOrThrow();
  return row.id;
}

export const passenger = (n = 1) => ({
  firstName: `Ada${n}`,
  lastName: 'Lovelace',
  email: `ada${n}@example.com`,
  dateOfBirth: '1990-12-10',
  passportNumber: `X123456${n % 10}`,
});

export const bookingBody = (flightId: number, passengers = 1, extra: Record<string, unknown> = {}) => ({
  flightId,
  passengers: Array.from({ length: passengers }, (_, i) => passenger(i + 1)),
  contactEmail: 'contact@example.com',
  paymentMethod: 'credit_card',
  ...extra,
});

/** `n` flights LHR→JFK departing from 2030-01-01 on, 1,000 economy seats each (for the fuzz test); their ids. */
export async function seedBookingFlights(db: Db, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await seedFlight(db, { departure: new Date(Date.UTC(2030, 0, 1 + i, 9)), economy: { seats: 1000, priceCents: 50000 } }));
  return ids;
}
