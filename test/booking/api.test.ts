// The booking interface through a real server: search, flights, bookings, idempotency,
// cancellations and refunds, every documented answer. Concurrency is in concurrency.test.ts, the
// schedule commands in cli.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';
import { bookingBody, passenger, seedFlight } from './seed.js';

let api: Client;
const tokens = { owner: '', other: '', admin: '', suspended: '' };
const ids = { owner: '', other: '' };
let ownerKey = '';
const flights = { morning: 0, noon: 0, evening: 0, nextDay: 0, dayBefore: 0, back: 0, soon: 0 };

const t = useServer({}, async (f) => {
  api = await Client.for(f.server.url, 'booking');
  for (const who of ['owner', 'other', 'admin', 'suspended'] as const) {
    const u = await seedUser(f.db, { role: who === 'admin' ? 'admin' : 'user' });
    tokens[who] = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
    if (who === 'owner' || who === 'other') ids[who] = u.id;
    if (who === 'owner') {
      const key = newApiKey();
      await insertApiKey(f.db, u.id, key.hash, 'booking');
      ownerKey = key.key;
    }
    if (who === 'suspended') await f.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', u.id).execute();
  }
  const day = (h: number, m = 0) => new Date(Date.UTC(2030, 5, 1, h, m));
  flights.morning = await seedFlight(f.db, { flightNumber: 'BA117', departure: day(8, 20), minutes: 485, business: { seats: 4, priceCents: 210000 } });
  flights.noon = await seedFlight(f.db, { flightNumber: 'VS3', airline: 'Virgin Atlantic', departure: day(13), minutes: 470, economy: { seats: 2, priceCents: 39999 } });
  flights.evening = await seedFlight(f.db, { flightNumber: 'AA101', airline: 'American Airlines', currency: 'USD', departure: day(18, 5), minutes: 495, business: { seats: 30, priceCents: 350050 }, first: { seats: 8, priceCents: 900000 } });
  flights.nextDay = await seedFlight(f.db, { flightNumber: 'BA175', departure: new Date(Date.UTC(2030, 5, 2, 0, 30)) });
  flights.dayBefore = await seedFlight(f.db, { flightNumber: 'BA179', departure: new Date(Date.UTC(2030, 4, 31, 23, 59)) });
  flights.back = await seedFlight(f.db, { flightNumber: 'BA118', origin: 'JFK', destination: 'LHR', departure: day(9) });
  // Within 24 hours: a cancellation refunds half.
  flights.soon = await seedFlight(f.db, { flightNumber: 'BA5', departure: new Date(Date.now() + 12 * 3600_000) });
});

const code = (res: Res) => [res.status, res.body?.error?.code];
const search = (q: string) => api.get(`/api/flights?${q}`);
const book = (body: object, opts: { token?: string; headers?: Record<string, string> } = {}) => api.post('/api/bookings', body, { token: opts.token ?? tokens.owner, headers: opts.headers });

describe('flights', () => {
  test('search: the day in UTC, the route, in departure order, every field; paging; cabins and passengers', async () => {
    const res = await search('origin=LHR&destination=JFK&departureDate=2030-06-01');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=30');
    assert.deepEqual(res.body, {
      flights: [
        { id: flights.morning, flightNumber: 'BA117', airline: 'British Airways', origin: 'LHR', destination: 'JFK', departureTime: '2030-06-01T08:20:00.000Z', arrivalTime: '2030-06-01T16:25:00.000Z', duration: '8h 5m', price: { amount: 450, currency: 'GBP' }, seatsAvailable: 100, cabinClass: 'economy' },
        { id: flights.noon, flightNumber: 'VS3', airline: 'Virgin Atlantic', origin: 'LHR', destination: 'JFK', departureTime: '2030-06-01T13:00:00.000Z', arrivalTime: '2030-06-01T20:50:00.000Z', duration: '7h 50m', price: { amount: 399.99, currency: 'GBP' }, seatsAvailable: 2, cabinClass: 'economy' },
        { id: flights.evening, flightNumber: 'AA101', airline: 'American Airlines', origin: 'LHR', destination: 'JFK', departureTime: '2030-06-01T18:05:00.000Z', arrivalTime: '2030-06-02T02:20:00.000Z', duration: '8h 15m', price: { amount: 450, currency: 'USD' }, seatsAvailable: 100, cabinClass: 'economy' },
      ],
      totalResults: 3,
      page: 1,
      pageSize: 20,
    });
    // Not enough economy seats on VS3 for three; business on two flights, first on one.
    assert.deepEqual((await search('origin=LHR&destination=JFK&departureDate=2030-06-01&passengers=3')).body.flights.map((f: { flightNumber: string }) => f.flightNumber), ['BA117', 'AA101']);
    const business = (await search('origin=LHR&destination=JFK&departureDate=2030-06-01&cabinClass=business&passengers=4')).body;
    assert.deepEqual(business.flights.map((f: { flightNumber: string; price: object; seatsAvailable: number }) => [f.flightNumber, f.price, f.seatsAvailable]), [['BA117', { amount: 2100, currency: 'GBP' }, 4], ['AA101', { amount: 3500.5, currency: 'USD' }, 30]]);
    assert.deepEqual((await search('origin=LHR&destination=JFK&departureDate=2030-06-01&cabinClass=business&passengers=5')).body.flights.map((f: { flightNumber: string }) => f.flightNumber), ['AA101']);
    assert.equal((await search('origin=LHR&destination=JFK&departureDate=2030-06-01&cabinClass=first')).body.totalResults, 1);
    // Pages.
    const page2 = (await search('origin=LHR&destination=JFK&departureDate=2030-06-01&pageSize=2&page=2')).body;
    assert.deepEqual([page2.flights.map((f: { flightNumber: string }) => f.flightNumber), page2.totalResults, page2.page, page2.pageSize], [['AA101'], 3, 2, 2]);
    const past = (await search('origin=LHR&destination=JFK&departureDate=2030-06-01&pageSize=2&page=9')).body;
    assert.deepEqual([past.flights, past.totalResults], [[], 3]);
    // The neighbouring days and the other direction.
    assert.deepEqual((await search('origin=LHR&destination=JFK&departureDate=2030-06-02')).body.flights.map((f: { flightNumber: string }) => f.flightNumber), ['BA175']);
    assert.deepEqual((await search('origin=JFK&destination=LHR&departureDate=2030-06-01')).body.flights.map((f: { flightNumber: string }) => f.flightNumber), ['BA118']);
    assert.deepEqual((await search('origin=CDG&destination=JFK&departureDate=2030-06-01')).body, { flights: [], totalResults: 0, page: 1, pageSize: 20 });
  });

  test('search: 304 for the same answer; 422 for codes, dates, passengers, the same airport twice', async () => {
    const first = await search('origin=LHR&destination=JFK&departureDate=2030-06-02');
    const again = await search('origin=LHR&destination=JFK&departureDate=2030-06-02', );
    assert.equal(again.headers.get('etag'), first.headers.get('etag'));
    const cached = await api.get('/api/flights?origin=LHR&destination=JFK&departureDate=2030-06-02', { headers: { 'if-none-match': first.headers.get('etag')! } });
    assert.equal(cached.status, 304);
    for (const q of [
      'origin=lhr&destination=JFK&departureDate=2030-06-01',
      'origin=LHRX&destination=JFK&departureDate=2030-06-01',
      'origin=LHR&destination=JFK&departureDate=2030-02-30',
      'origin=LHR&destination=JFK&departureDate=01/06/2030',
      'origin=LHR&destination=JFK',
      'origin=LHR&destination=JFK&departureDate=2030-06-01&passengers=10',
      'origin=LHR&destination=JFK&departureDate=2030-06-01&passengers=0',
      'origin=LHR&destination=JFK&departureDate=2030-06-01&cabinClass=premium',
      'origin=LHR&destination=JFK&departureDate=2030-06-01&pageSize=101',
    ]) {
      assert.deepEqual(code(await search(q)), [422, 'VALIDATION_ERROR'], q);
    }
    const same = await search('origin=LHR&destination=LHR&departureDate=2030-06-01');
    assert.deepEqual(same.body.error.details.errors, [{ path: 'query.destination', message: 'must differ from origin' }]);
  });

  test('one flight: a cabin by ?cabinClass=; 404 for no flight or no such cabin; 422 for a bad id; 304', async () => {
    const res = await api.get(`/api/flights/${flights.evening}?cabinClass=first`);
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.price, res.body.seatsAvailable, res.body.cabinClass, res.body.duration], [{ amount: 9000, currency: 'USD' }, 8, 'first', '8h 15m']);
    assert.deepEqual((await api.get(`/api/flights/${flights.evening}`)).body.price, { amount: 450, currency: 'USD' });
    assert.deepEqual(code(await api.get(`/api/flights/${flights.morning}?cabinClass=first`)), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.get('/api/flights/999999')), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.get('/api/flights/abc')), [422, 'VALIDATION_ERROR']);
    assert.deepEqual(code(await api.get('/api/flights/0')), [422, 'VALIDATION_ERROR']);
    const etag = res.headers.get('etag')!;
    assert.equal((await api.get(`/api/flights/${flights.evening}?cabinClass=first`, { headers: { 'if-none-match': etag } })).status, 304);
  });
});

describe('bookings', () => {
  test('a booking: 201 with the total, Location; the seats taken; the e-mail queued and the owner notified; the full record', async () => {
    const before = Date.now();
    const res = await book(bookingBody(flights.evening, 2, { cabinClass: 'business' }));
    assert.equal(res.status, 201, res.text);
    const id = res.body.bookingId;
    assert.deepEqual(res.body, { bookingId: id, status: 'confirmed', totalPrice: 7001, currency: 'USD', confirmationSentTo: 'contact@example.com' });
    assert.equal(res.headers.get('location'), `/v1/api/bookings/${id}`);
    assert.equal(res.headers.get('idempotent-replayed'), null);
    assert.equal((await api.get(`/api/flights/${flights.evening}?cabinClass=business`)).body.seatsAvailable, 28);
    const outbox = await t.db.selectFrom('booking_outbox').selectAll().where('booking_id', '=', id).execute();
    assert.deepEqual(outbox.map((o) => [o.kind, o.recipient, o.subject, o.sent_at]), [['confirmation', 'contact@example.com', `Booking ${id} confirmed`, null]]);
    assert.match(outbox[0].body, /^Your booking [-0-9a-f]{36} is confirmed: 2 business seats on flight AA101 departing 2030-06-01T18:05:00.000Z, for Ada1 Lovelace, Ada2 Lovelace\. Total 7001\.00 USD\.$/);
    const notes = await t.db.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', ids.owner).where('message', 'like', `%${id}%`).execute();
    assert.deepEqual(notes.map((n) => n.title), ['Booking confirmed']);

    const read = await api.get(`/api/bookings/${id}`, { token: tokens.owner });
    assert.equal(read.status, 200);
    assert.equal(read.headers.get('cache-control'), 'no-store');
    const b = read.body;
    assert.ok(Date.parse(b.createdAt) >= before - 1000 && b.createdAt === b.updatedAt);
    assert.deepEqual({ ...b, createdAt: undefined, updatedAt: undefined }, {
      bookingId: id,
      status: 'confirmed',
      flight: { id: flights.evening, flightNumber: 'AA101', airline: 'American Airlines', origin: 'LHR', destination: 'JFK', departureTime: '2030-06-01T18:05:00.000Z', arrivalTime: '2030-06-02T02:20:00.000Z', duration: '8h 15m', price: { amount: 3500.5, currency: 'USD' }, seatsAvailable: 28, cabinClass: 'business' },
      cabinClass: 'business',
      passengers: [passenger(1), passenger(2)],
      contactEmail: 'contact@example.com',
      paymentMethod: 'credit_card',
      pricePerPassenger: 3500.5,
      totalPrice: 7001,
      currency: 'USD',
      confirmationSentTo: 'contact@example.com',
      createdAt: undefined,
      updatedAt: undefined,
      cancelledAt: null,
      refund: null,
    });
    // An admin reads it; anyone else, and any text that is not an id, is 404.
    assert.equal((await api.get(`/api/bookings/${id}`, { token: tokens.admin })).status, 200);
    assert.equal((await api.get(`/api/bookings/${id}`, { headers: { 'x-api-key': ownerKey } })).status, 200);
    assert.deepEqual(code(await api.get(`/api/bookings/${id}`, { token: tokens.other })), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.get('/api/bookings/not-a-booking', { token: tokens.owner })), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.get('/api/bookings/00000000-0000-4000-8000-000000000000', { token: tokens.admin })), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.get(`/api/bookings/${id}`)), [401, 'MISSING_TOKEN']);
    assert.deepEqual(code(await api.get(`/api/bookings/${id}`, { headers: { 'x-api-key': 'nope' } })), [403, 'INVALID_API_KEY']);
  });

  test('refusals: 400, 401, 403, 404, 409, 422, and nothing is taken', async () => {
    const seatsOf = async (id: number, cabin = 'economy') => (await api.get(`/api/flights/${id}?cabinClass=${cabin}`)).body.seatsAvailable;
    const seats = await seatsOf(flights.morning);
    assert.deepEqual(code(await api.request('POST', '/api/bookings', { raw: '{"flightId": 1,', contentType: 'application/json', token: tokens.owner })), [400, 'INVALID_BODY']);
    assert.deepEqual(code(await book(bookingBody(flights.morning), { token: '' })), [401, 'MISSING_TOKEN']);
    assert.deepEqual(code(await book(bookingBody(flights.morning), { token: 'not.a.token' })), [401, 'INVALID_TOKEN']);
    assert.deepEqual(code(await api.post('/api/bookings', bookingBody(flights.morning), { headers: { 'x-api-key': 'wrong' } })), [403, 'INVALID_API_KEY']);
    assert.deepEqual(code(await book(bookingBody(flights.morning), { token: tokens.suspended })), [403, 'FORBIDDEN']);
    assert.deepEqual(code(await book(bookingBody(999999))), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await book(bookingBody(flights.morning, 1, { cabinClass: 'first' }))), [404, 'NOT_FOUND']);
    const full = await book(bookingBody(flights.morning, 5, { cabinClass: 'business' }));
    assert.deepEqual(code(full), [409, 'NO_SEATS_AVAILABLE']);
    assert.deepEqual(full.body.error.details, { seatsAvailable: 4 });
    const invalid: [string, object, string][] = [
      ['passport too short', bookingBody(flights.morning, 1, { passengers: [{ ...passenger(), passportNumber: 'AB12' }] }), 'body.passengers.0.passportNumber'],
      ['passport with a dash', bookingBody(flights.morning, 1, { passengers: [{ ...passenger(), passportNumber: 'AB-12345' }] }), 'body.passengers.0.passportNumber'],
      ['no passengers', bookingBody(flights.morning, 0), 'body.passengers'],
      ['ten passengers', bookingBody(flights.morning, 10), 'body.passengers'],
      ['a date of birth that is not a date', bookingBody(flights.morning, 1, { passengers: [{ ...passenger(), dateOfBirth: '1990-13-01' }] }), 'body.passengers.0.dateOfBirth'],
      ['born tomorrow', bookingBody(flights.morning, 1, { passengers: [passenger(), { ...passenger(2), dateOfBirth: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }] }), 'body.passengers.1.dateOfBirth'],
      ['a payment method', bookingBody(flights.morning, 1, { paymentMethod: 'cash' }), 'body.paymentMethod'],
      ['an unknown field', bookingBody(flights.morning, 1, { seat: '1A' }), 'body.seat'],
      ['a cabin', bookingBody(flights.morning, 1, { cabinClass: 'premium' }), 'body.cabinClass'],
      ['a flight id', bookingBody(0), 'body.flightId'],
    ];
    for (const [what, body, where] of invalid) {
      const res = await book(body);
      assert.deepEqual(code(res), [422, 'VALIDATION_ERROR'], what);
      assert.ok(res.body.error.details.errors.some((e: { path: string }) => e.path === where), `${what}: ${JSON.stringify(res.body.error.details)}`);
    }
    const email = await book(bookingBody(flights.morning, 1, { contactEmail: 'not-an-address' }));
    assert.deepEqual([...code(email), email.body.error.details.field, email.body.error.details.value], [422, 'INVALID_EMAIL', 'body.contactEmail', 'not-an-address']);
    assert.deepEqual(code(await book(bookingBody(flights.morning, 1, { passengers: [{ ...passenger(), email: 'x@' }] }))), [422, 'INVALID_EMAIL']);
    const departed = await seedFlight(t.db, { departure: new Date(Date.now() - 3600_000) });
    const late = await book(bookingBody(departed));
    assert.deepEqual([...code(late), late.body.error.details.errors], [422, 'VALIDATION_ERROR', [{ path: 'body.flightId', message: 'names a flight that has departed' }]]);
    assert.equal(await seatsOf(flights.morning), seats);
    assert.equal(await seatsOf(flights.morning, 'business'), 4);
  });

  test('a form body books too (passengers as JSON text)', async () => {
    const body = bookingBody(flights.nextDay, 1);
    const res = await api.request('POST', '/api/bookings', {
      form: { flightId: String(body.flightId), passengers: JSON.stringify(body.passengers), contactEmail: body.contactEmail, paymentMethod: 'paypal' },
      token: tokens.owner,
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.totalPrice, 450);
  });
});

describe('idempotency', () => {
  test('a retry with the same key answers the first booking and books nothing; another body is 422; keys are per user', async () => {
    const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2030, 6, 1, 10)), economy: { seats: 10, priceCents: 10000 } });
    const key = { 'idempotency-key': 'order-7f3c-0001' };
    const first = await book(bookingBody(flight, 2), { headers: key });
    assert.equal(first.status, 201);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(bookingBody(flight, 2)).reverse());
    const retry = await book(reordered, { headers: key });
    assert.equal(retry.status, 201);
    assert.deepEqual(retry.body, first.body);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(retry.headers.get('location'), first.headers.get('location'));
    // cabinClass economy spelt out is the default it stood for.
    assert.deepEqual((await book(bookingBody(flight, 2, { cabinClass: 'economy' }), { headers: key })).body, first.body);
    const other = await book(bookingBody(flight, 3), { headers: key });
    assert.deepEqual(code(other), [422, 'IDEMPOTENCY_KEY_REUSED']);
    // Another user's same key is theirs.
    const theirs = await book(bookingBody(flight, 2), { token: tokens.other, headers: key });
    assert.equal(theirs.status, 201);
    assert.notEqual(theirs.body.bookingId, first.body.bookingId);
    // Cancelled since: the retry still answers what the first request answered.
    assert.equal((await api.delete(`/api/bookings/${first.body.bookingId}`, { token: tokens.owner })).status, 200);
    assert.deepEqual((await book(bookingBody(flight, 2), { headers: key })).body, first.body);
    const bookings = await t.db.selectFrom('bookings').select(['user_id', 'status']).where('flight_id', '=', flight).orderBy('created_at').execute();
    assert.deepEqual(bookings, [{ user_id: ids.owner, status: 'cancelled' }, { user_id: ids.other, status: 'confirmed' }]);
    assert.equal((await api.get(`/api/flights/${flight}`)).body.seatsAvailable, 8);
  });

  test('the same key sent five times at once books once; a refused request is not remembered', async () => {
    const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2030, 6, 2, 10)), economy: { seats: 1, priceCents: 10000 } });
    const key = { 'idempotency-key': 'burst-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(bookingBody(flight, 1), { headers: key })));
    assert.deepEqual(answers.map((a) => a.status), [201, 201, 201, 201, 201]);
    assert.equal(new Set(answers.map((a) => a.body.bookingId)).size, 1);
    assert.equal(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length, 4);
    // No seats left: 409, and the key is free for the next try.
    const refused = await book(bookingBody(flight, 1), { headers: { 'idempotency-key': 'burst-2' } });
    assert.deepEqual(code(refused), [409, 'NO_SEATS_AVAILABLE']);
    assert.equal((await t.db.selectFrom('booking_idempotency_keys').select('key').where('key', '=', 'burst-2').execute()).length, 0);
    assert.deepEqual(code(await book(bookingBody(flight, 1), { headers: { 'idempotency-key': 'has space' } })), [422, 'VALIDATION_ERROR']);
  });
});

describe('cancellation', () => {
  test('24 hours or more before departure: a full refund; the seats return; a second cancel is 409 and the booking reads cancelled', async () => {
    const made = await book(bookingBody(flights.morning, 3));
    const id = made.body.bookingId;
    const seats = (await api.get(`/api/flights/${flights.morning}`)).body.seatsAvailable;
    assert.deepEqual(code(await api.delete(`/api/bookings/${id}`, { token: tokens.other })), [404, 'NOT_FOUND']);
    assert.deepEqual(code(await api.delete(`/api/bookings/${id}`, { token: tokens.suspended })), [403, 'FORBIDDEN']);
    assert.deepEqual(code(await api.delete(`/api/bookings/${id}`)), [401, 'MISSING_TOKEN']);
    const res = await api.delete(`/api/bookings/${id}`, { token: tokens.owner });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { bookingId: id, status: 'cancelled', refund: { amount: 1350, currency: 'GBP', rule: 'full' } });
    assert.equal((await api.get(`/api/flights/${flights.morning}`)).body.seatsAvailable, seats + 3);
    const again = await api.delete(`/api/bookings/${id}`, { token: tokens.owner });
    assert.deepEqual(code(again), [409, 'ALREADY_CANCELLED']);
    assert.equal((await api.get(`/api/flights/${flights.morning}`)).body.seatsAvailable, seats + 3);
    const read = (await api.get(`/api/bookings/${id}`, { token: tokens.owner })).body;
    assert.deepEqual([read.status, read.refund, read.cancelledAt !== null], ['cancelled', { amount: 1350, currency: 'GBP', rule: 'full' }, true]);
    const outbox = await t.db.selectFrom('booking_outbox').select('kind').where('booking_id', '=', id).orderBy('id').execute();
    assert.deepEqual(outbox.map((o) => o.kind), ['confirmation', 'cancellation']);
    const notes = await t.db.selectFrom('notifications').select('title').where('user_id', '=', ids.owner).where('message', 'like', `%${id}%`).orderBy('created_at').execute();
    assert.deepEqual(notes.map((n) => n.title), ['Booking confirmed', 'Booking cancelled']);
    assert.deepEqual(code(await api.delete('/api/bookings/not-an-id', { token: tokens.owner })), [404, 'NOT_FOUND']);
  });

  test('within 24 hours: half back, rounded down to the cent; an admin may cancel; after departure 400', async () => {
    const soon = await book(bookingBody(flights.soon, 1, { paymentMethod: 'debit_card' }), { token: tokens.other });
    const fare = await seedFlight(t.db, { departure: new Date(Date.now() + 3600_000), economy: { seats: 5, priceCents: 33333 } });
    const odd = await book(bookingBody(fare, 1));
    assert.deepEqual((await api.delete(`/api/bookings/${soon.body.bookingId}`, { token: tokens.admin })).body.refund, { amount: 225, currency: 'GBP', rule: 'half' });
    assert.deepEqual((await api.delete(`/api/bookings/${odd.body.bookingId}`, { headers: { 'x-api-key': ownerKey } })).body.refund, { amount: 166.66, currency: 'GBP', rule: 'half' });
    // The flight leaves (its times moved into the past): no cancellation, the seats stay sold.
    const leaving = await seedFlight(t.db, { departure: new Date(Date.now() + 3600_000), economy: { seats: 5, priceCents: 10000 } });
    const gone = await book(bookingBody(leaving, 2));
    await t.db.updateTable('flights').set({ departure_time: new Date(Date.now() - 60_000), arrival_time: new Date(Date.now() + 3600_000) }).where('id', '=', leaving).execute();
    assert.deepEqual(code(await api.delete(`/api/bookings/${gone.body.bookingId}`, { token: tokens.owner })), [400, 'FLIGHT_DEPARTED']);
    assert.equal((await api.get(`/api/flights/${leaving}`)).body.seatsAvailable, 3);
    assert.equal((await api.get(`/api/bookings/${gone.body.bookingId}`, { token: tokens.owner })).body.status, 'confirmed');
  });
});
