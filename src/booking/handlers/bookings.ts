// Bookings: create (seats taken atomically, idempotent with Idempotency-Key), read, cancel.
import { createHash, randomUUID } from 'node:crypto';
import { currentUser } from '../../reference/errors.js';
import { insertNotification } from '../../notifications/notifications.queries.js';
import type { UserRow } from '../../db/schema.js';
import {
  bookSeats,
  claimIdempotencyKey,
  completeIdempotencyKey,
  findBooking,
  findCabinForBooking,
  findIdempotencyKey,
  insertOutboxMessage,
  listPassengers,
  lockBooking,
  markCancelled,
  returnSeats,
  seatsLeft,
} from '../bookings.queries.js';
import { alreadyCancelled, bookingNotFound, cabinNotOffered, flightDeparted, flightNotFound, idempotencyKeyReused, invalidField, noSeats } from '../errors.js';
import { flightExists } from '../flights.queries.js';
import { amount, toBooking, toBookingCreated, toCancellation } from '../mappers.js';
import { refundFor } from '../refund.js';
import { isUuid } from '../../db/uuid.js';
import type { components } from '../../../generated/booking.js';
import type { H } from './types.js';

type Created = components['schemas']['BookingCreated'];

/** JSON with object keys sorted, so that the same body hashes the same however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const money = (cents: number, currency: string) => `${amount(cents).toFixed(2)} ${currency}`;
const canSee = (user: UserRow, ownerId: string) => user.id === ownerId || user.role === 'admin';

export const createBooking: H<'createBooking'> = async ({ body, headers, ctx }, { db }) => {
  const user = currentUser(ctx);
  const today = new Date().toISOString().slice(0, 10);
  body.passengers.forEach((p, i) => {
    if (p.dateOfBirth > today) throw invalidField(`body.passengers.${i}.dateOfBirth`, 'must not be in the future');
  });
  const cabin = body.cabinClass ?? 'economy';
  const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
  const requestHash = key === undefined ? '' : createHash('sha256').update(canonical({ ...body, cabinClass: cabin })).digest('hex');
  const seats = body.passengers.length;

  const outcome = await db.transaction().execute(async (trx): Promise<{ created: Created; replayed: boolean }> => {
    if (key !== undefined && !(await claimIdempotencyKey(trx, user.id, key, requestHash))) {
      const prior = await findIdempotencyKey(trx, user.id, key);
      if (!prior || prior.request_hash !== requestHash) throw idempotencyKeyReused();
      return { created: prior.response as Created, replayed: true };
    }
    const flight = await findCabinForBooking(trx, body.flightId, cabin);
    if (!flight) throw (await flightExists(trx, body.flightId)) ? cabinNotOffered(body.flightId, cabin) : flightNotFound(body.flightId);
    if (flight.departure_time.getTime() <= Date.now()) throw invalidField('body.flightId', 'names a flight that has departed');
    const id = randomUUID();
    const what = `${seats} ${cabin} seat${seats === 1 ? '' : 's'} on flight ${flight.flight_number} departing ${flight.departure_time.toISOString()}`;
    // The notification first: the seats' row lock is then held by one statement and the COMMIT only.
    await insertNotification(trx, { userId: user.id, title: 'Booking confirmed', message: `Booking ${id}: ${what}. Confirmation sent to ${body.contactEmail}.` });
    const booking = await bookSeats(trx, {
      id,
      userId: user.id,
      flightId: body.flightId,
      cabin,
      contactEmail: body.contactEmail,
      paymentMethod: body.paymentMethod,
      passengers: body.passengers,
      subject: `Booking ${id} confirmed`,
      text: `Your booking ${id} is confirmed: ${what}, for ${body.passengers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}`,
    });
    if (!booking) throw noSeats(seats, await seatsLeft(trx, body.flightId, cabin), cabin);
    const created = toBookingCreated(booking);
    if (key !== undefined) await completeIdempotencyKey(trx, user.id, key, booking.id, created);
    return { created, replayed: false };
  });
  return {
    status: 201,
    headers: { Location: `${ctx.basePath}/api/bookings/${outcome.created.bookingId}`, ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
    body: outcome.created,
  };
};

export const getBooking: H<'getBooking'> = async ({ params, ctx }, { db }) => {
  const user = currentUser(ctx);
  const row = isUuid(params.bookingId) ? await findBooking(db, params.bookingId) : undefined;
  if (!row || !canSee(user, row.user_id)) throw bookingNotFound();
  return { status: 200, body: toBooking(row, await listPassengers(db, row.id)) };
};

export const cancelBooking: H<'cancelBooking'> = async ({ params, ctx }, { db }) => {
  const user = currentUser(ctx);
  if (!isUuid(params.bookingId)) throw bookingNotFound();
  const cancelled = await db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, params.bookingId);
    if (!booking || !canSee(user, booking.user_id)) throw bookingNotFound();
    if (booking.status === 'cancelled') throw alreadyCancelled();
    const now = new Date();
    if (booking.departure_time.getTime() <= now.getTime()) throw flightDeparted();
    const refund = refundFor(booking.total_cents, booking.departure_time, now);
    const row = await markCancelled(trx, booking.id, refund.cents, refund.rule);
    await returnSeats(trx, booking.flight_id, booking.cabin, booking.seats);
    const what = `booking ${booking.id} (flight ${booking.flight_number}, ${booking.departure_time.toISOString()}) is cancelled; refund ${money(refund.cents, booking.currency)} (${refund.rule})`;
    await insertOutboxMessage(trx, { bookingId: booking.id, kind: 'cancellation', recipient: booking.contact_email, subject: `Booking ${booking.id} cancelled`, body: `Your ${what}.` });
    await insertNotification(trx, { userId: booking.user_id, title: 'Booking cancelled', message: `Your ${what}.` });
    return row;
  });
  return { status: 200, body: toCancellation(cancelled) };
};
