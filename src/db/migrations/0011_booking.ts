import { sql, type Kysely } from 'kysely';

// The booking example (specs/booking.yaml): flights with a row per cabin (its seats and price),
// bookings and their passengers, an outbox of e-mails for a mailer to send, and idempotency keys.
// Seats are taken with one conditional UPDATE of the cabin row (… WHERE seats_available >= n), and
// the CHECK keeps any other path from overselling. Money is in integer cents (the currency's
// minor unit), so refunds and totals are exact.
const STATEMENTS = [
  `
    CREATE TABLE flights (
      id serial PRIMARY KEY,
      flight_number text NOT NULL CHECK (flight_number ~ '^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$'),
      airline text NOT NULL CHECK (length(airline) BETWEEN 1 AND 100),
      origin char(3) NOT NULL CHECK (origin ~ '^[A-Z]{3}$'),
      destination char(3) NOT NULL CHECK (destination ~ '^[A-Z]{3}$' AND destination <> origin),
      departure_time timestamptz NOT NULL,
      arrival_time timestamptz NOT NULL CHECK (arrival_time > departure_time),
      currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (flight_number, departure_time)
    )
  `,
  // Search: one route, one UTC day (a range of departure_time), in departure order.
  `CREATE INDEX flights_route_departure ON flights (origin, destination, departure_time)`,
  `
    CREATE TABLE flight_cabins (
      flight_id integer NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
      cabin text NOT NULL CHECK (cabin IN ('economy', 'business', 'first')),
      seats_total integer NOT NULL CHECK (seats_total >= 0),
      seats_available integer NOT NULL CHECK (seats_available >= 0 AND seats_available <= seats_total),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      PRIMARY KEY (flight_id, cabin)
    )
  `,
  `
    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      flight_id integer NOT NULL REFERENCES flights (id),
      cabin text NOT NULL CHECK (cabin IN ('economy', 'business', 'first')),
      seats integer NOT NULL CHECK (seats BETWEEN 1 AND 9),
      status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      total_cents integer NOT NULL CHECK (total_cents >= 0),
      currency char(3) NOT NULL,
      contact_email text NOT NULL,
      payment_method text NOT NULL CHECK (payment_method IN ('credit_card', 'debit_card', 'paypal', 'bank_transfer')),
      refund_cents integer CHECK (refund_cents >= 0),
      refund_rule text CHECK (refund_rule IN ('full', 'half')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      cancelled_at timestamptz,
      CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL AND refund_cents IS NOT NULL AND refund_rule IS NOT NULL))
    )
  `,
  `CREATE INDEX bookings_user ON bookings (user_id, created_at DESC)`,
  `CREATE INDEX bookings_flight ON bookings (flight_id)`,
  `
    CREATE TABLE booking_passengers (
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      date_of_birth date NOT NULL,
      passport_number text NOT NULL,
      PRIMARY KEY (booking_id, position)
    )
  `,
  // Written in the booking's transaction; a mailer claims unsent rows with FOR UPDATE SKIP LOCKED.
  `
    CREATE TABLE booking_outbox (
      id bigserial PRIMARY KEY,
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('confirmation', 'cancellation')),
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      sent_at timestamptz
    )
  `,
  `CREATE INDEX booking_outbox_unsent ON booking_outbox (id) WHERE sent_at IS NULL`,
  // One row per (caller, key): inserted first in the booking's transaction, so a concurrent
  // request with the same key waits on the unique index and then sees the committed answer.
  `
    CREATE TABLE booking_idempotency_keys (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL,
      request_hash text NOT NULL,
      booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )
  `,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE booking_idempotency_keys, booking_outbox, booking_passengers, bookings, flight_cabins, flights`.execute(db);
}
