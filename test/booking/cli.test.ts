// The schedule commands as an operator runs them (the CLI as its own process once, in the test's process after that): importing a CSV,
// with bad rows reported by line and nothing loaded, and the demo schedule, reproducible and
// searchable through the API at once.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { createTestDatabase, openDb } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { cliInProcess, cliProcess } from '../helpers/cli.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'flights-csv-'));
after(() => rm(dir, { recursive: true, force: true }));
const t = useServer();

/** A command line against the database `dbUrl`: in this process (test/helpers/cli.ts), or as its own process with `asProcess`. */
const cli = (dbUrl: string, ...args: string[]) => cliInProcess(args, { DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });
const cliAsProcess = (dbUrl: string, ...args: string[]) => cliProcess(args, { DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });

const HEADER = 'flight_number,airline,origin,destination,departure_time,arrival_time,currency,economy_seats,economy_price,business_seats,business_price,first_seats,first_price';
const GOOD = [
  'BA117,British Airways,LHR,JFK,2031-03-01T08:20:00Z,2031-03-01T16:25:00Z,GBP,180,456.99,40,2100,8,5999.5',
  'ba119,British Airways,LHR,JFK,2031-03-01T12:00:00+01:00,2031-03-01T19:00:00Z,GBP,180,399,,,,',
  '"LH400","Lufthansa, Germany",FRA,JFK,2031-03-01T10:00:00Z,2031-03-01T18:50:00Z,EUR,200,520.1,30,2300,,',
];
const file = async (name: string, lines: string[]) => {
  const p = path.join(dir, name);
  await writeFile(p, lines.join('\n') + '\n');
  return p;
};

describe('flights import', () => {
  test('loads every row in one go; the flights are searchable; a second import skips them', async () => {
    const csv = await file('good.csv', [HEADER, ...GOOD]);
    const first = await cliAsProcess(t.dbUrl, 'flights', 'import', csv);
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), { imported: 3, skipped: 0, invalid: 0, errors: [] });
    assert.equal(first.stderr, '', 'no progress bar when stderr is not a terminal');
    const api = await Client.for(t.server.url, 'booking');
    const found = (await api.get('/api/flights?origin=LHR&destination=JFK&departureDate=2031-03-01')).body.flights;
    assert.deepEqual(found.map((f: { flightNumber: string; departureTime: string; duration: string; price: object }) => [f.flightNumber, f.departureTime, f.duration, f.price]), [
      ['BA117', '2031-03-01T08:20:00.000Z', '8h 5m', { amount: 456.99, currency: 'GBP' }],
      ['BA119', '2031-03-01T11:00:00.000Z', '8h 0m', { amount: 399, currency: 'GBP' }],
    ]);
    const first117 = found[0].id;
    assert.deepEqual((await api.get(`/api/flights/${first117}?cabinClass=first`)).body.price, { amount: 5999.5, currency: 'GBP' });
    assert.equal((await api.get(`/api/flights/${found[1].id}?cabinClass=business`)).status, 404);
    assert.equal((await api.get('/api/flights?origin=FRA&destination=JFK&departureDate=2031-03-01')).body.flights[0].airline, 'Lufthansa, Germany');
    const again = await cli(t.dbUrl, 'flights', 'import', csv, '--progress');
    assert.deepEqual(JSON.parse(again.stdout), { imported: 0, skipped: 3, invalid: 0, errors: [] });
    // --progress draws the bar on a pipe too: redrawn in place (\r), ending at 100 %.
    assert.ok(again.stderr.startsWith('\rimporting [') && again.stderr.endsWith(`\rimporting [${'#'.repeat(30)}] 100% 3 flights\n`), JSON.stringify(again.stderr));
  });

  test('bad rows: each reported with its line, nothing loaded; --skip-invalid loads the rest', async () => {
    const rows = [
      HEADER,
      'EK1,Emirates,DXB,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK2,Emirates,dxb,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK3,Emirates,DXB,LHR,2031-04-01T08:00:00,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK4,Emirates,DXB,LHR,2031-04-01T13:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK5,Emirates,DXB,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,25.999,,,,',
      'EK6,Emirates,DXB,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,10,,,',
      '',
      'EK1,Emirates,DXB,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK7,Emirates,DXB,DXB,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,300,2500,,,,',
      'EK8,Emirates,DXB,LHR,2031-04-01T08:00:00Z,2031-04-01T12:00:00Z,AED,-3,2500,,,,',
      'EK9,Emirates,DXB,LHR,2031-04-01T09:00:00Z,2031-04-01T13:00:00Z,AED,300,2500,,,,',
    ];
    const csv = await file('bad.csv', rows);
    const res = await cli(t.dbUrl, 'flights', 'import', csv);
    assert.equal(res.code, 1);
    assert.equal(res.stdout, '');
    assert.equal(
      res.stderr,
      [
        'error: 8 bad rows; nothing imported (or use --skip-invalid)',
        '  line 3: origin must be a three-letter IATA code in capitals (got "dxb")',
        '  line 4: departure_time must be an ISO 8601 time with a zone, like 2027-03-01T09:30:00Z (got "2031-04-01T08:00:00")',
        '  line 5: arrival_time must be after departure_time',
        '  line 6: economy_price must be an amount like 129.99, at most two decimals (got "25.999")',
        '  line 7: business_seats and business_price go together (both empty: no such cabin)',
        '  line 9: repeats the flight of line 2 (EK1 departing 2031-04-01T08:00:00.000Z)',
        '  line 10: origin and destination are the same',
        '  line 11: economy_seats must be a whole number from 0 to 1000 (got "-3")',
        '',
      ].join('\n'),
    );
    assert.equal((await t.db.selectFrom('flights').select('id').where('airline', '=', 'Emirates').execute()).length, 0);
    const skipping = await cli(t.dbUrl, 'flights', 'import', csv, '--skip-invalid');
    assert.equal(skipping.code, 0, skipping.stderr);
    const out = JSON.parse(skipping.stdout);
    assert.deepEqual([out.imported, out.skipped, out.invalid, out.errors.map((e: { line: number }) => e.line)], [2, 0, 8, [3, 4, 5, 6, 7, 9, 10, 11]]);
    assert.deepEqual((await t.db.selectFrom('flights').select('flight_number').where('airline', '=', 'Emirates').orderBy('flight_number').execute()).map((r) => r.flight_number), ['EK1', 'EK9']);
  });

  test('a wrong header, a broken CSV, a missing file: one line each, exit 1', async () => {
    const header = await cli(t.dbUrl, 'flights', 'import', await file('header.csv', ['flight,airline', 'x,y']));
    assert.equal(header.code, 1);
    assert.match(header.stderr, /^error: line 1: the header lacks flight_number, origin, destination, departure_time, arrival_time, currency, economy_seats, economy_price and has unknown columns flight; the columns are /);
    const broken = await cli(t.dbUrl, 'flights', 'import', await file('broken.csv', [HEADER, GOOD[0], 'BA1,British Airways,LHR']));
    assert.equal(broken.code, 1);
    assert.match(broken.stderr, /^error: line 3: .*nothing imported\n$/);
    assert.equal((await t.db.selectFrom('flights').select('id').where('flight_number', '=', 'BA117').where('departure_time', '=', new Date('2031-03-01T08:20:00Z')).execute()).length, 1);
    const missing = await cli(t.dbUrl, 'flights', 'import', path.join(dir, 'nope.csv'));
    assert.deepEqual([missing.code, missing.stderr], [1, `error: cannot read ${path.join(dir, 'nope.csv')} (ENOENT)\n`]);
    const empty = await cli(t.dbUrl, 'flights', 'import', await file('empty.csv', [HEADER]));
    assert.deepEqual([empty.code, empty.stderr], [1, 'error: the file has no flights\n']);
  });
});

describe('flights demo', () => {
  test('a schedule of real routes, searchable at once; the same seed and day give the same schedule; a second run adds nothing', { timeout: 120_000 }, async () => {
    const res = await cli(t.dbUrl, 'flights', 'demo', '--from', '2032-01-05', '--days', '3');
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.deepEqual({ ...out, inserted: undefined, services: undefined }, { inserted: undefined, skipped: 0, from: '2032-01-05', to: '2032-01-08', days: 3, airports: 25, routes: 104, services: undefined, seed: 11 });
    assert.ok(out.inserted > 3 * out.services * 0.8 && out.inserted <= 3 * out.services, JSON.stringify(out));
    const api = await Client.for(t.server.url, 'booking');
    const lhrJfk = (await api.get('/api/flights?origin=LHR&destination=JFK&departureDate=2032-01-06&pageSize=100')).body;
    assert.ok(lhrJfk.totalResults >= 3, JSON.stringify(lhrJfk));
    for (const f of lhrJfk.flights) {
      assert.match(f.flightNumber, /^(BA|VS|AA)\d+$/);
      assert.equal(f.duration, '7h 50m');
      assert.ok(f.departureTime.startsWith('2032-01-06T'));
      assert.ok(f.price.amount > 200 && f.price.amount < 1500, JSON.stringify(f.price));
    }
    const first = await api.get(`/api/flights/${lhrJfk.flights[0].id}?cabinClass=business`);
    assert.equal(first.status, 200);
    const again = JSON.parse((await cli(t.dbUrl, 'flights', 'demo', '--from', '2032-01-05', '--days', '3')).stdout);
    assert.deepEqual([again.inserted, again.skipped], [0, out.inserted]);

    // Another database, the same command: the same flights, times and fares.
    const other = await createTestDatabase();
    assert.equal((await cli(other, 'flights', 'demo', '--from', '2032-01-05', '--days', '3')).code, 0);
    const schedule = async (url: string) => {
      const db = url === t.dbUrl ? t.db : openDb(url);
      try {
        return await db
          .selectFrom('flights as f')
          .innerJoin('flight_cabins as c', 'c.flight_id', 'f.id')
          .select(['f.flight_number', 'f.departure_time', 'f.arrival_time', 'c.cabin', 'c.seats_total', 'c.price_cents'])
          .where('f.departure_time', '>=', new Date('2032-01-05T00:00:00Z'))
          .where('f.departure_time', '<', new Date('2032-01-08T00:00:00Z'))
          .orderBy('f.flight_number')
          .orderBy('f.departure_time')
          .orderBy('c.cabin')
          .execute();
      } finally {
        if (db !== t.db) await db.destroy();
      }
    };
    assert.deepEqual(await schedule(other), await schedule(t.dbUrl));
  });

  test('bad options are one line and exit 1', async () => {
    for (const [args, message] of [
      [['--days', '0'], '--days must be a whole number from 1 to 1096'],
      [['--from', '2032-02-30'], '--from must be a date like 2027-01-31'],
      [['--seed', 'x'], '--seed must be a whole number from 0 to 4294967295'],
    ] as const) {
      const res = await cli(t.dbUrl, 'flights', 'demo', ...args);
      assert.deepEqual([res.code, res.stderr], [1, `error: ${message}\n`]);
    }
  });
});
