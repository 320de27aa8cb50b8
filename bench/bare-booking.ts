// The baseline of bench/booking.ts: node:http and a pg pool (the server's default size, 10) doing
// the booking interface's database work with the least code around it: the same search SQL, and
// the same statements in one transaction for a booking (the flight's read, the notification and
// its NOTIFY, then one statement taking the seats and writing the booking, its passengers and the
// outbox row). No routing, validation, auth, rate limit, versioning or caching headers.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const USER = process.env.BENCH_USER_ID!;

const SEARCH = `SELECT f.id, f.flight_number, f.airline, f.origin, f.destination, f.departure_time, f.arrival_time, f.currency, c.cabin,
  c.seats_available, c.price_cents, count(*) OVER () AS total
  FROM flights f JOIN flight_cabins c ON c.flight_id = f.id AND c.cabin = $1
  WHERE f.origin = $2 AND f.destination = $3 AND f.departure_time >= $4 AND f.departure_time < $5 AND c.seats_available >= $6
  ORDER BY f.departure_time, f.id LIMIT $7 OFFSET $8`;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const duration = (a: Date, b: Date) => {
  const m = Math.round((b.getTime() - a.getTime()) / 60_000);
  return `${Math.floor(m / 60)}h ${m % 60}m`;
};

async function search(url: URL, res: http.ServerResponse) {
  const q = url.searchParams;
  const from = new Date(`${q.get('departureDate')}T00:00:00Z`);
  const { rows } = await pool.query(SEARCH, [q.get('cabinClass') ?? 'economy', q.get('origin'), q.get('destination'), from, new Date(from.getTime() + 86_400_000), Number(q.get('passengers') ?? 1), 20, 0]);
  send(res, 200, {
    flights: rows.map((r) => ({
      id: r.id, flightNumber: r.flight_number, airline: r.airline, origin: r.origin, destination: r.destination,
      departureTime: r.departure_time.toISOString(), arrivalTime: r.arrival_time.toISOString(), duration: duration(r.departure_time, r.arrival_time),
      price: { amount: r.price_cents / 100, currency: r.currency }, seatsAvailable: r.seats_available, cabinClass: r.cabin,
    })),
    totalResults: rows.length ? Number(rows[0].total) : 0,
    page: 1,
    pageSize: 20,
  });
}

async function book(body: { flightId: number; passengers: { firstName: string; lastName: string; email: string; dateOfBirth: string; passportNumber: string }[]; contactEmail: string; paymentMethod: string }, res: http.ServerResponse) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const p = body.passengers;
    const n = p.length;
    const flight = (await client.query('SELECT f.departure_time, f.flight_number, c.seats_available FROM flights f JOIN flight_cabins c ON c.flight_id = f.id WHERE f.id = $1 AND c.cabin = $2', [body.flightId, 'economy'])).rows[0];
    if (!flight) {
      await client.query('ROLLBACK');
      return send(res, 404, { error: { code: 'NOT_FOUND', message: 'no flight' } });
    }
    const id = randomUUID();
    const note = (await client.query('INSERT INTO notifications (user_id, title, message) VALUES ($1, $2, $3) RETURNING *', [USER, 'Booking confirmed', `Booking ${id}: flight ${flight.flight_number}`])).rows[0];
    await client.query('SELECT pg_notify($1, $2::text)', ['user_notifications', note.id]);
    const b = (
      await client.query(
        `WITH taken AS (
           UPDATE flight_cabins c SET seats_available = c.seats_available - $1 FROM flights f
           WHERE c.flight_id = $2 AND c.cabin = 'economy' AND c.seats_available >= $1 AND f.id = c.flight_id RETURNING c.price_cents, f.currency
         ), booking AS (
           INSERT INTO bookings (id, user_id, flight_id, cabin, seats, price_cents, total_cents, currency, contact_email, payment_method)
           SELECT $3::uuid, $4::uuid, $2, 'economy', $1, price_cents, price_cents * $1, currency, $5, $6 FROM taken RETURNING *
         ), passengers AS (
           INSERT INTO booking_passengers (booking_id, position, first_name, last_name, email, date_of_birth, passport_number)
           SELECT booking.id, p.position - 1, p.first_name, p.last_name, p.email, p.date_of_birth, p.passport_number
           FROM booking, unnest($7::text[], $8::text[], $9::text[], $10::date[], $11::text[]) WITH ORDINALITY AS p (first_name, last_name, email, date_of_birth, passport_number, position)
         ), outbox AS (
           INSERT INTO booking_outbox (booking_id, kind, recipient, subject, body)
           SELECT booking.id, 'confirmation', booking.contact_email, $12, $13 || to_char(booking.total_cents / 100.0, 'FM9999999990.00') FROM booking
         )
         SELECT * FROM booking`,
        [n, body.flightId, id, USER, body.contactEmail, body.paymentMethod, p.map((x) => x.firstName), p.map((x) => x.lastName), p.map((x) => x.email), p.map((x) => x.dateOfBirth), p.map((x) => x.passportNumber), `Booking ${id} confirmed`, `Your booking ${id} is confirmed. Total `],
      )
    ).rows[0];
    if (!b) {
      await client.query('ROLLBACK');
      return send(res, 409, { error: { code: 'NO_SEATS_AVAILABLE', message: 'no seats' } });
    }
    await client.query('COMMIT');
    send(res, 201, { bookingId: b.id, status: 'confirmed', totalPrice: b.total_cents / 100, currency: b.currency, confirmationSentTo: b.contact_email });
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    send(res, 500, { error: String(err) });
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  if (req.method === 'GET') return void search(url, res).catch((err) => send(res, 500, { error: String(err) }));
  let raw = '';
  req.on('data', (d) => (raw += d));
  req.on('end', () => void book(JSON.parse(raw), res));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
