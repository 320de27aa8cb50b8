// Bookings' SQL: seats, bookings and passengers, the outbox, idempotency keys. The writes run in
// the transaction the handler opens (trx first).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BookingsTable, CabinClass } from '../db/schema.js';
import type { Selectable } from 'kysely';

/**
 * Claims an idempotency key for this caller. False when the key exists: then the claim waited
 * for the transaction that holds it (the unique index does), so the row it returns is committed.
 */
export async function claimIdempotencyKey(trx: Db, userId: string, key: string, requestHash: string): Promise<boolean> {
  const row = await trx
    .insertInto('booking_idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(row);
}

export async function findIdempotencyKey(trx: Db, userId: string, key: string) {
  return trx.selectFrom('booking_idempotency_keys').select(['request_hash', 'booking_id', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

export async function completeIdempotencyKey(trx: Db, userId: string, key: string, bookingId: string, response: unknown): Promise<void> {
  await trx
    .updateTable('booking_idempotency_keys')
    .set({ booking_id: bookingId, response: JSON.stringify(response) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** The flight's departure and number and the cabin's seats, or undefined (no flight, or no such cabin). */
export async function findCabinForBooking(trx: Db, flightId: number, cabin: CabinClass) {
  return trx
    .selectFrom('flights as f')
    .innerJoin('flight_cabins as c', 'c.flight_id', 'f.id')
    .select(['f.departure_time', 'f.flight_number', 'c.seats_available'])
    .where('f.id', '=', flightId)
    .where('c.cabin', '=', cabin)
    .executeTakeFirst();
}

export async function returnSeats(trx: Db, flightId: number, cabin: CabinClass, seats: number): Promise<void> {
  await trx
    .updateTable('flight_cabins')
    .set({ seats_available: sql`seats_available + ${seats}` })
    .where('flight_id', '=', flightId)
    .where('cabin', '=', cabin)
    .execute();
}

export async function seatsLeft(trx: Db, flightId: number, cabin: CabinClass): Promise<number> {
  const row = await trx.selectFrom('flight_cabins').select('seats_available').where('flight_id', '=', flightId).where('cabin', '=', cabin).executeTakeFirst();
  return row?.seats_available ?? 0;
}

export interface NewPassenger {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  passportNumber: string;
}

export interface SeatBooking {
  /** Made by the caller, so that what is written before (the notification) can name it. */
  id: string;
  userId: string;
  flightId: number;
  cabin: CabinClass;
  contactEmail: string;
  paymentMethod: BookingsTable['payment_method'];
  passengers: NewPassenger[];
  /** The confirmation e-mail's subject and its text before the total, which the price taken decides. */
  subject: string;
  text: string;
}

/**
 * Takes one seat per passenger if that many are left and writes the booking, its passengers and
 * the confirmation e-mail (outbox), in one statement. The seats go with a conditional update
 * (… WHERE seats_available >= n): concurrent bookings queue on the cabin row and each sees the seats
 * the one before left. Being the transaction's last statement before COMMIT, it holds that row
 * lock for as short a time as can be. Undefined when too few seats are left (nothing written).
 */
export async function bookSeats(trx: Db, b: SeatBooking) {
  const n = b.passengers.length;
  const col = <T>(pick: (p: NewPassenger) => T) => b.passengers.map(pick);
  const { rows } = await sql<Selectable<BookingsTable>>`
    WITH taken AS (
      UPDATE flight_cabins c SET seats_available = c.seats_available - ${n}
      FROM flights f
      WHERE c.flight_id = ${b.flightId} AND c.cabin = ${b.cabin} AND c.seats_available >= ${n} AND f.id = c.flight_id
      RETURNING c.price_cents, f.currency
    ), booking AS (
      INSERT INTO bookings (id, user_id, flight_id, cabin, seats, price_cents, total_cents, currency, contact_email, payment_method)
      SELECT ${b.id}::uuid, ${b.userId}::uuid, ${b.flightId}, ${b.cabin}, ${n}, price_cents, price_cents * ${n}, currency, ${b.contactEmail}, ${b.paymentMethod}
      FROM taken
      RETURNING *
    ), passengers AS (
      INSERT INTO booking_passengers (booking_id, position, first_name, last_name, email, date_of_birth, passport_number)
      SELECT booking.id, p.position - 1, p.first_name, p.last_name, p.email, p.date_of_birth, p.passport_number
      FROM booking, unnest(${col((p) => p.firstName)}::text[], ${col((p) => p.lastName)}::text[], ${col((p) => p.email)}::text[],
                           ${col((p) => p.dateOfBirth)}::date[], ${col((p) => p.passportNumber)}::text[])
                    WITH ORDINALITY AS p (first_name, last_name, email, date_of_birth, passport_number, position)
    ), outbox AS (
      INSERT INTO booking_outbox (booking_id, kind, recipient, subject, body)
      SELECT booking.id, 'confirmation', booking.contact_email, ${b.subject},
             ${b.text} || '. Total ' || to_char(booking.total_cents / 100.0, 'FM9999999990.00') || ' ' || booking.currency || '.'
      FROM booking
    )
    SELECT * FROM booking
  `.execute(trx);
  return rows[0];
}

export async function insertOutboxMessage(trx: Db, m: { bookingId: string; kind: 'confirmation' | 'cancellation'; recipient: string; subject: string; body: string }): Promise<void> {
  await trx.insertInto('booking_outbox').values({ booking_id: m.bookingId, kind: m.kind, recipient: m.recipient, subject: m.subject, body: m.body }).execute();
}

const bookingColumns = [
  'b.id',
  'b.user_id',
  'b.flight_id',
  'b.cabin',
  'b.seats',
  'b.status',
  'b.price_cents',
  'b.total_cents',
  'b.currency',
  'b.contact_email',
  'b.payment_method',
  'b.refund_cents',
  'b.refund_rule',
  'b.created_at',
  'b.updated_at',
  'b.cancelled_at',
] as const;

/** A booking with its flight and the booked cabin as they are now. */
export async function findBooking(db: Db, id: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('flights as f', 'f.id', 'b.flight_id')
    .innerJoin('flight_cabins as c', (j) => j.onRef('c.flight_id', '=', 'b.flight_id').onRef('c.cabin', '=', 'b.cabin'))
    .select(bookingColumns)
    .select(['f.id as f_id', 'f.flight_number', 'f.airline', 'f.origin', 'f.destination', 'f.departure_time', 'f.arrival_time', 'f.currency as f_currency', 'c.seats_available', 'c.price_cents as c_price_cents'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

export type BookingDetailRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export async function listPassengers(db: Db, bookingId: string) {
  return db
    .selectFrom('booking_passengers')
    .select(['first_name', 'last_name', 'email', sql<string>`date_of_birth::text`.as('date_of_birth'), 'passport_number'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();
}

export type PassengerRow = Awaited<ReturnType<typeof listPassengers>>[number];

/** The booking, locked for a change, with its flight's departure. */
export async function lockBooking(trx: Db, id: string) {
  return trx
    .selectFrom('bookings as b')
    .innerJoin('flights as f', 'f.id', 'b.flight_id')
    .select(bookingColumns)
    .select(['f.departure_time', 'f.flight_number'])
    .where('b.id', '=', id)
    .forUpdate('b')
    .executeTakeFirst();
}

export async function markCancelled(trx: Db, id: string, refundCents: number, rule: 'full' | 'half') {
  return trx
    .updateTable('bookings')
    .set({ status: 'cancelled', refund_cents: refundCents, refund_rule: rule, cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
