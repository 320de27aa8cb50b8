// Seats under contention: many bookings at once for the last seats of a flight, through a real
// server with a pool of connections working side by side.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { bookingBody, seedFlight } from './seed.js';

const t = useServer({ PG_POOL_SIZE: '10' });

async function signIn(): Promise<string> {
  const u = await seedUser(t.db);
  return (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
}

test('50 bookings at once for the last 10 seats: exactly 10 confirmed, 40 refused with 409, seats at 0', { timeout: 60_000 }, async () => {
  const api = await Client.for(t.server.url, 'booking');
  const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2030, 8, 1, 9)), economy: { seats: 10, priceCents: 12345 } });
  const tokens = await Promise.all(Array.from({ length: 5 }, signIn));
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => api.post('/api/bookings', bookingBody(flight, 1), { token: tokens[i % tokens.length] })));
  const statuses = answers.map((a) => a.status);
  assert.equal(statuses.filter((s) => s === 201).length, 10, JSON.stringify(statuses));
  assert.equal(statuses.filter((s) => s === 409).length, 40, JSON.stringify(statuses));
  for (const refused of answers.filter((a) => a.status === 409)) assert.deepEqual(refused.body.error, { code: 'NO_SEATS_AVAILABLE', message: '1 seat asked, 0 left in economy', details: { seatsAvailable: 0 } });
  assert.equal((await api.get(`/api/flights/${flight}`)).body.seatsAvailable, 0);
  const rows = await t.db.selectFrom('bookings').select(['id', 'total_cents']).where('flight_id', '=', flight).execute();
  assert.equal(rows.length, 10);
  assert.deepEqual(new Set(rows.map((r) => r.total_cents)), new Set([12345]));
  assert.equal((await t.db.selectFrom('booking_outbox').select('id').where('booking_id', 'in', rows.map((r) => r.id)).execute()).length, 10);
});

test('mixed party sizes at once never oversell: the seats sold plus the seats left are the seats', { timeout: 60_000 }, async () => {
  const api = await Client.for(t.server.url, 'booking');
  const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2030, 8, 2, 9)), economy: { seats: 23, priceCents: 10000 } });
  const token = await signIn();
  const sizes = Array.from({ length: 30 }, (_, i) => 1 + (i % 4));
  const answers = await Promise.all(sizes.map((n) => api.post('/api/bookings', bookingBody(flight, n), { token })));
  const sold = sizes.filter((_, i) => answers[i].status === 201).reduce((a, b) => a + b, 0);
  assert.ok(answers.every((a) => a.status === 201 || a.status === 409));
  const left = (await api.get(`/api/flights/${flight}`)).body.seatsAvailable;
  assert.ok(left >= 0 && left < 4, `left ${left}`);
  assert.equal(sold + left, 23);
  // Cancelling everything puts every seat back.
  for (const a of answers.filter((x) => x.status === 201)) assert.equal((await api.delete(`/api/bookings/${a.body.bookingId}`, { token })).status, 200);
  assert.equal((await api.get(`/api/flights/${flight}`)).body.seatsAvailable, 23);
});

test('the database itself refuses a negative seat count (CHECK), whatever the code does', async () => {
  const flight = await seedFlight(t.db, { departure: new Date(Date.UTC(2030, 8, 3, 9)), economy: { seats: 1, priceCents: 100 } });
  await assert.rejects(
    t.db.updateTable('flight_cabins').set({ seats_available: -1 }).where('flight_id', '=', flight).execute(),
    (err: { code?: string; constraint?: string }) => err.code === '23514' && err.constraint === 'flight_cabins_check',
  );
});
