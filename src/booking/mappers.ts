// Rows to the contract's shapes (specs/booking.yaml). Money is stored in cents.
import type { components } from '../../generated/booking.js';
import type { CabinClass } from '../db/schema.js';
import type { BookingDetailRow, PassengerRow } from './bookings.queries.js';
import type { FlightRow } from './flights.queries.js';

type S = components['schemas'];

export const amount = (cents: number): number => cents / 100;

/** Arrival minus departure, like `5h 30m`. */
export function duration(departure: Date, arrival: Date): string {
  const minutes = Math.round((arrival.getTime() - departure.getTime()) / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

interface FlightFields {
  id: number;
  flight_number: string;
  airline: string;
  origin: string;
  destination: string;
  departure_time: Date;
  arrival_time: Date;
  currency: string;
  cabin: CabinClass;
  seats_available: number;
  price_cents: number;
}

export function toFlight(row: FlightRow | FlightFields): S['Flight'] {
  return {
    id: row.id,
    flightNumber: row.flight_number,
    airline: row.airline,
    origin: row.origin,
    destination: row.destination,
    departureTime: row.departure_time.toISOString(),
    arrivalTime: row.arrival_time.toISOString(),
    duration: duration(row.departure_time, row.arrival_time),
    price: { amount: amount(row.price_cents), currency: row.currency },
    seatsAvailable: row.seats_available,
    cabinClass: row.cabin,
  };
}

export function toBookingCreated(row: { id: string; total_cents: number; currency: string; contact_email: string }): S['BookingCreated'] {
  return { bookingId: row.id, status: 'confirmed', totalPrice: amount(row.total_cents), currency: row.currency, confirmationSentTo: row.contact_email };
}

export function toPassenger(p: PassengerRow): S['Passenger'] {
  return { firstName: p.first_name, lastName: p.last_name, email: p.email, dateOfBirth: p.date_of_birth, passportNumber: p.passport_number };
}

function toRefund(row: { refund_cents: number | null; refund_rule: 'full' | 'half' | null; currency: string }): S['Refund'] | null {
  return row.refund_cents === null || row.refund_rule === null ? null : { amount: amount(row.refund_cents), currency: row.currency, rule: row.refund_rule };
}

export function toBooking(row: BookingDetailRow, passengers: PassengerRow[]): S['Booking'] {
  return {
    bookingId: row.id,
    status: row.status,
    flight: toFlight({ ...row, id: row.f_id, currency: row.f_currency, price_cents: row.c_price_cents }),
    cabinClass: row.cabin,
    passengers: passengers.map(toPassenger),
    contactEmail: row.contact_email,
    paymentMethod: row.payment_method,
    pricePerPassenger: amount(row.price_cents),
    totalPrice: amount(row.total_cents),
    currency: row.currency,
    confirmationSentTo: row.contact_email,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    refund: toRefund(row),
  };
}

export function toCancellation(row: { id: string; refund_cents: number | null; refund_rule: 'full' | 'half' | null; currency: string }): S['Cancellation'] {
  return { bookingId: row.id, status: 'cancelled', refund: toRefund(row)! };
}
