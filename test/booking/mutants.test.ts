// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// the booking handlers (src/booking/handlers/): each pins one behaviour exactly (messages, the
// texts queued and notified, limits at their edges), through the server and the contract client.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { bookingBody, passenger, seedFlight } from './seed.js';

let api: Client;
const tokens = { owner: '', other: '', admin: '' };
const ids = { owner: '', other: '', admin: '' };

const t = useServer({ WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' }, async (f) => {
  api = await Client.for(f.server.url, 'booking');
  for (const who of ['owner', 'other', 'admin'] as const) {
    const u = await seedUser(f.db, { role: who === 'admin' ? 'admin' : 'user' });
    tokens[who] = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
    ids[who] = u.id;
  }
});

const error = (res: Res) => [res.status, res.body?.error?.code, res.body?.error?.message, res.body?.error?.details];
const book = (body: object, token = tokens.owner, headers: Record<string, string> = {}) => api.post('/api/bookings', body, { token, headers });
const notes = (user: string, id: string) =>
  t.db.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', user).where('message', 'like', `%${id}%`).orderBy('created_at').execute();
const outbox = (id: string) => t.db.selectFrom('booking_outbox').select(['kind', 'recipient', 'subject', 'body']).where('booking_id', '=', id).orderBy('id').execute();

describe('creating', () => {
  test('one seat: singular in the notification and the e-mail; a passenger born today may fly', async () => {
    const flight = await seedFlight(t.db, { flightNumber: 'MU1', departure: new Date(Date.UTC(2031, 0, 2, 9, 30)) });
    const today = new Date().toISOString().slice(0, 10);
    const res = await book(bookingBody(flight, 1, { passengers: [{ ...passenger(1), dateOfBirth: today }] }));
    assert.equal(res.status, 201, res.text);
    const id = res.body.bookingId;
    assert.deepEqual(await notes(ids.owner, id), [{ title: 'Booking confirmed', message: `Booking ${id}: 1 economy seat on flight MU1 departing 2031-01-02T09:30:00.000Z. Confirmation sent to contact@example.com.` }]);
    const mail = await outbox(id);
    assert.deepEqual(mail.map((m) => [m.kind, m.recipient, m.subject]), [['confirmation', 'contact@example.com', `Booking ${id} confirmed`]]);
    assert.ok(mail[0].body.startsWith(`Your booking ${id} is confirmed: 1 economy seat on flight MU1 departing 2031-01-02T09:30:00.000Z, for Ada1 Lovelace`), mail[0].body);
    assert.equal(res.headers.get('location'), `/v1/api/bookings/${id}`);
    assert.equal(res.headers.get('idempotent-replayed'), null, 'a new booking is no replay');
  });

  test('two seats in business: plural, both names; the refusals say exactly why', async () => {
    const flight = await seedFlight(t.db, { flightNumber: 'MU2', departure: new Date(Date.UTC(2031, 0, 3, 7)), business: { seats: 2, priceCents: 100000 } });
    const res = await book(bookingBody(flight, 2, { cabinClass: 'business', contactEmail: 'two@example.com' }));
    assert.equal(res.status, 201, res.text);
    const id = res.body.bookingId;
    assert.deepEqual((await notes(ids.owner, id)).map((n) => n.message), [`Booking ${id}: 2 business seats on flight MU2 departing 2031-01-03T07:00:00.000Z. Confirmation sent to two@example.com.`]);
    assert.ok((await outbox(id))[0].body.startsWith(`Your booking ${id} is confirmed: 2 business seats on flight MU2 departing 2031-01-03T07:00:00.000Z, for Ada1 Lovelace, Ada2 Lovelace`));

    assert.deepEqual(error(await book(bookingBody(flight, 1, { cabinClass: 'business' }))), [409, 'NO_SEATS_AVAILABLE', '1 seat asked, 0 left in business', { seatsAvailable: 0 }]);
    assert.deepEqual(error(await book(bookingBody(flight, 2, { cabinClass: 'first' }))), [404, 'NOT_FOUND', `Flight ${flight} has no first cabin`, undefined]);
    assert.deepEqual(error(await book(bookingBody(987654))), [404, 'NOT_FOUND', 'No flight 987654', undefined]);
    const small = await seedFlight(t.db, { departure: new Date(Date.UTC(2031, 0, 4, 7)), economy: { seats: 1, priceCents: 100 } });
    assert.deepEqual(error(await book(bookingBody(small, 2))), [409, 'NO_SEATS_AVAILABLE', '2 seats asked, 1 left in economy', { seatsAvailable: 1 }]);
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000).toISOString().slice(0, 10);
    assert.deepEqual(error(await book(bookingBody(small, 1, { passengers: [{ ...passenger(1), dateOfBirth: tomorrow }] }))), [
      422,
      'VALIDATION_ERROR',
      'Invalid request: body.passengers.0.dateOfBirth must not be in the future',
      { errors: [{ path: 'body.passengers.0.dateOfBirth', message: 'must not be in the future' }] },
    ]);
    const departed = await seedFlight(t.db, { departure: new Date(Date.now() - 60_000) });
    assert.deepEqual(error(await book(bookingBody(departed))), [422, 'VALIDATION_ERROR', 'Invalid request: body.flightId names a flight that has departed', { errors: [{ path: 'body.flightId', message: 'names a flight that has departed' }] }]);
  });

  test('idempotency: nested key order does not matter; another passenger order is another body, refused with its message', async () => {
    const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2031, 0, 5, 7)) });
    const key = { 'idempotency-key': 'mutants-1' };
    const body = bookingBody(flight, 2);
    const first = await book(body, tokens.owner, key);
    assert.equal(first.status, 201);
    const shuffled = { ...body, passengers: body.passengers.map((p) => Object.fromEntries(Object.entries(p).reverse())) };
    const again = await book(shuffled, tokens.owner, key);
    assert.deepEqual([again.status, again.body, again.headers.get('idempotent-replayed')], [201, first.body, 'true']);
    const swapped = await book({ ...body, passengers: [...body.passengers].reverse() }, tokens.owner, key);
    assert.deepEqual(error(swapped), [422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request body; use a new key for a new booking', undefined]);
    const otherEmail = await book({ ...body, contactEmail: 'else@example.com' }, tokens.owner, key);
    assert.equal(error(otherEmail)[1], 'IDEMPOTENCY_KEY_REUSED');
    assert.equal((await t.db.selectFrom('bookings').select('id').where('flight_id', '=', flight).execute()).length, 1);
  });
});

describe('reading and cancelling', () => {
  test("an admin reads and cancels another's booking: the texts go to the owner; the refusals' messages", async () => {
    const flight = await seedFlight(t.db, { flightNumber: 'MU3', departure: new Date(Date.UTC(2031, 1, 1, 12)), economy: { seats: 10, priceCents: 12345 } });
    const made = await book(bookingBody(flight, 2, { contactEmail: 'c3@example.com' }), tokens.other);
    const id = made.body.bookingId;
    assert.equal((await api.get(`/api/bookings/${id}`, { token: tokens.admin })).body.bookingId, id);
    for (const path of [id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      assert.deepEqual(error(await api.get(`/api/bookings/${path}`, { token: tokens.owner })), [404, 'NOT_FOUND', 'No such booking', undefined], path);
      assert.deepEqual(error(await api.delete(`/api/bookings/${path}`, { token: tokens.owner })), [404, 'NOT_FOUND', 'No such booking', undefined], path);
    }
    const res = await api.delete(`/api/bookings/${id}`, { token: tokens.admin });
    assert.deepEqual([res.status, res.body], [200, { bookingId: id, status: 'cancelled', refund: { amount: 246.9, currency: 'GBP', rule: 'full' } }]);
    const what = `booking ${id} (flight MU3, 2031-02-01T12:00:00.000Z) is cancelled; refund 246.90 GBP (full)`;
    assert.deepEqual((await outbox(id)).slice(1), [{ kind: 'cancellation', recipient: 'c3@example.com', subject: `Booking ${id} cancelled`, body: `Your ${what}.` }]);
    assert.deepEqual(await notes(ids.other, id), [
      { title: 'Booking confirmed', message: `Booking ${id}: 2 economy seats on flight MU3 departing 2031-02-01T12:00:00.000Z. Confirmation sent to c3@example.com.` },
      { title: 'Booking cancelled', message: `Your ${what}.` },
    ]);
    assert.deepEqual(await notes(ids.admin, id), []);
    assert.deepEqual(error(await api.delete(`/api/bookings/${id}`, { token: tokens.other })), [409, 'ALREADY_CANCELLED', 'This booking is cancelled already; nothing more is refunded', undefined]);
    assert.equal((await api.get(`/api/flights/${flight}`)).body.seatsAvailable, 10);

    const leaving = await seedFlight(t.db, { departure: new Date(Date.now() + 3600_000) });
    const gone = (await book(bookingBody(leaving, 1))).body.bookingId;
    await t.db.updateTable('flights').set({ departure_time: new Date(Date.now() - 1000), arrival_time: new Date(Date.now() + 3600_000) }).where('id', '=', leaving).execute();
    assert.deepEqual(error(await api.delete(`/api/bookings/${gone}`, { token: tokens.owner })), [400, 'FLIGHT_DEPARTED', 'The flight has departed: the booking can no longer be cancelled', undefined]);
  });
});

describe('flights', () => {
  test('search: the same airport twice has its message; defaults page 1 of 20; an empty later page counts the matches', async () => {
    const same = await api.get('/api/flights?origin=MUC&destination=MUC&departureDate=2031-03-01');
    assert.deepEqual(error(same), [422, 'VALIDATION_ERROR', 'Invalid request: query.destination must differ from origin', { errors: [{ path: 'query.destination', message: 'must differ from origin' }] }]);
    for (let i = 0; i < 3; i++) await seedFlight(t.db, { origin: 'MUC', destination: 'BER', departure: new Date(Date.UTC(2031, 2, 1, i)) });
    await seedFlight(t.db, { origin: 'MUC', destination: 'BER', departure: new Date(Date.UTC(2031, 2, 2, 0)) });
    await seedFlight(t.db, { origin: 'MUC', destination: 'BER', departure: new Date(Date.UTC(2031, 1, 28, 23, 59)) });
    const day = await api.get('/api/flights?origin=MUC&destination=BER&departureDate=2031-03-01');
    assert.deepEqual([day.body.flights.map((f: { departureTime: string }) => f.departureTime), day.body.totalResults, day.body.page, day.body.pageSize], [['2031-03-01T00:00:00.000Z', '2031-03-01T01:00:00.000Z', '2031-03-01T02:00:00.000Z'], 3, 1, 20]);
    const later = await api.get('/api/flights?origin=MUC&destination=BER&departureDate=2031-03-01&page=3&pageSize=1');
    assert.deepEqual([later.body.flights.length, later.body.totalResults, later.body.page, later.body.pageSize], [1, 3, 3, 1]);
    const past = await api.get('/api/flights?origin=MUC&destination=BER&departureDate=2031-03-01&page=4&pageSize=1');
    assert.deepEqual([past.body.flights, past.body.totalResults, past.body.page], [[], 3, 4]);
    const none = await api.get('/api/flights?origin=MUC&destination=BER&departureDate=2031-03-05&page=2');
    assert.deepEqual([none.body.flights, none.body.totalResults], [[], 0]);
  });

  test('one flight: the economy cabin by default; the 404s name the flight and the cabin', async () => {
    const flight = await seedFlight(t.db, { flightNumber: 'MU4', departure: new Date(Date.UTC(2031, 3, 1, 6)), business: { seats: 3, priceCents: 99900 } });
    const res = await api.get(`/api/flights/${flight}`);
    assert.deepEqual([res.status, res.body.cabinClass, res.body.price], [200, 'economy', { amount: 450, currency: 'GBP' }]);
    assert.deepEqual(error(await api.get(`/api/flights/${flight}?cabinClass=first`)), [404, 'NOT_FOUND', `Flight ${flight} has no first cabin`, undefined]);
    assert.deepEqual(error(await api.get('/api/flights/987655')), [404, 'NOT_FOUND', 'No flight 987655', undefined]);
  });
});
