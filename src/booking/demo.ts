// `flights demo`: a realistic schedule for a fresh install. Real airports (IATA codes, positions)
// and real airlines on routes they fly; each route's flights leave at the same times every day
// they operate, take the great-circle distance at cruising speed plus taxi and climb, and are
// priced by distance with a day-to-day spread. A seeded generator makes the same schedule for the
// same seed and first day; loading it twice adds nothing (flights are unique by number and departure).
import type { Db } from '../db/database.js';
import { insertFlights, type FlightInput } from './flights.queries.js';
import { Progress, type ProgressOutput } from './progress.js';

const AIRPORTS: Record<string, [lat: number, lon: number]> = {
  LHR: [51.47, -0.4543], LGW: [51.1537, -0.1821], CDG: [49.0097, 2.5479], NCE: [43.6584, 7.2159], FRA: [50.0379, 8.5622],
  MUC: [48.3537, 11.775], AMS: [52.3105, 4.7683], MAD: [40.4983, -3.5676], BCN: [41.2974, 2.0833], ZRH: [47.4582, 8.5555],
  IST: [41.2753, 28.7519], DXB: [25.2532, 55.3657], SIN: [1.3644, 103.9915], HKG: [22.308, 113.9185], SYD: [-33.9399, 151.1753],
  MEL: [-37.669, 144.841], JFK: [40.6413, -73.7781], LAX: [33.9416, -118.4085], SFO: [37.6213, -122.379], ORD: [41.9742, -87.9073],
  ATL: [33.6407, -84.4277], YYZ: [43.6777, -79.6248], YVR: [49.1967, -123.1815], DUB: [53.4264, -6.2499], CPH: [55.618, 12.6508],
};

/** Airline code → name, the currency it sells in (ISO 4217) and whether its long-haul aircraft have first. */
const AIRLINES: Record<string, { name: string; currency: string; first: boolean }> = {
  BA: { name: 'British Airways', currency: 'GBP', first: true },
  VS: { name: 'Virgin Atlantic', currency: 'GBP', first: false },
  AF: { name: 'Air France', currency: 'EUR', first: true },
  LH: { name: 'Lufthansa', currency: 'EUR', first: true },
  KL: { name: 'KLM', currency: 'EUR', first: false },
  IB: { name: 'Iberia', currency: 'EUR', first: false },
  LX: { name: 'Swiss', currency: 'CHF', first: true },
  EI: { name: 'Aer Lingus', currency: 'EUR', first: false },
  SK: { name: 'SAS', currency: 'DKK', first: false },
  TK: { name: 'Turkish Airlines', currency: 'EUR', first: false },
  EK: { name: 'Emirates', currency: 'AED', first: true },
  SQ: { name: 'Singapore Airlines', currency: 'SGD', first: true },
  CX: { name: 'Cathay Pacific', currency: 'HKD', first: true },
  QF: { name: 'Qantas', currency: 'AUD', first: true },
  AA: { name: 'American Airlines', currency: 'USD', first: true },
  DL: { name: 'Delta Air Lines', currency: 'USD', first: false },
  UA: { name: 'United Airlines', currency: 'USD', first: false },
  AC: { name: 'Air Canada', currency: 'CAD', first: false },
};

/** Routes (both directions) and who flies them, with departures a day each way. */
const ROUTES: [from: string, to: string, airlines: string[], daily: number][] = [
  ['LHR', 'JFK', ['BA', 'VS', 'AA'], 3], ['LHR', 'LAX', ['BA', 'VS'], 1], ['LHR', 'SFO', ['BA', 'UA'], 1], ['LHR', 'ORD', ['BA', 'AA'], 1],
  ['LHR', 'YYZ', ['AC', 'BA'], 1], ['LHR', 'CDG', ['BA', 'AF'], 4], ['LHR', 'FRA', ['BA', 'LH'], 3], ['LHR', 'AMS', ['BA', 'KL'], 4],
  ['LHR', 'MAD', ['BA', 'IB'], 3], ['LHR', 'ZRH', ['BA', 'LX'], 2], ['LHR', 'DUB', ['EI', 'BA'], 4], ['LHR', 'IST', ['TK', 'BA'], 2],
  ['LHR', 'DXB', ['EK', 'BA'], 2], ['LHR', 'SIN', ['SQ', 'BA'], 1], ['LHR', 'HKG', ['CX', 'BA'], 1], ['LHR', 'CPH', ['SK', 'BA'], 2],
  ['LGW', 'BCN', ['BA'], 2], ['LGW', 'NCE', ['BA'], 1], ['CDG', 'JFK', ['AF', 'DL'], 2], ['CDG', 'NCE', ['AF'], 5],
  ['CDG', 'MAD', ['AF', 'IB'], 2], ['CDG', 'AMS', ['AF', 'KL'], 3], ['CDG', 'ATL', ['DL', 'AF'], 1], ['FRA', 'JFK', ['LH', 'UA'], 2],
  ['FRA', 'MUC', ['LH'], 6], ['FRA', 'SIN', ['LH', 'SQ'], 1], ['MUC', 'ORD', ['LH', 'UA'], 1], ['AMS', 'JFK', ['KL', 'DL'], 2],
  ['MAD', 'BCN', ['IB'], 8], ['ZRH', 'JFK', ['LX'], 1], ['IST', 'JFK', ['TK'], 1], ['DXB', 'SIN', ['EK'], 2],
  ['DXB', 'SYD', ['EK', 'QF'], 1], ['DXB', 'JFK', ['EK'], 1], ['SIN', 'SYD', ['SQ', 'QF'], 2], ['SIN', 'HKG', ['SQ', 'CX'], 3],
  ['HKG', 'LAX', ['CX'], 1], ['HKG', 'SFO', ['CX', 'UA'], 1], ['SYD', 'MEL', ['QF'], 8], ['SYD', 'LAX', ['QF', 'DL'], 1],
  ['JFK', 'LAX', ['AA', 'DL', 'UA'], 4], ['JFK', 'SFO', ['AA', 'UA', 'DL'], 3], ['JFK', 'ORD', ['AA', 'UA'], 3], ['JFK', 'ATL', ['DL'], 4],
  ['ORD', 'LAX', ['AA', 'UA'], 3], ['ATL', 'LAX', ['DL'], 3], ['SFO', 'LAX', ['UA', 'AA'], 4], ['YYZ', 'YVR', ['AC'], 4],
  ['YYZ', 'JFK', ['AC', 'DL'], 3], ['YVR', 'SFO', ['AC', 'UA'], 2], ['DUB', 'JFK', ['EI'], 1], ['CPH', 'JFK', ['SK'], 1],
];

/** Local currency units to one US dollar, roughly, for pricing (an AED fare is not a USD fare). */
const PER_USD: Record<string, number> = { USD: 1, GBP: 0.79, EUR: 0.92, CHF: 0.88, DKK: 6.9, AED: 3.67, SGD: 1.34, HKD: 7.8, AUD: 1.52, CAD: 1.36 };

/** mulberry32: a small, fast seeded generator (reproducible schedules). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function km(a: string, b: string): number {
  const [la1, lo1] = AIRPORTS[a].map((x) => (x * Math.PI) / 180);
  const [la2, lo2] = AIRPORTS[b].map((x) => (x * Math.PI) / 180);
  const h = Math.sin((la2 - la1) / 2) ** 2 + Math.cos(la1) * Math.cos(la2) * Math.sin((lo2 - lo1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

interface Service {
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  /** Minutes after midnight UTC. */
  departs: number;
  minutes: number;
  /** Days of the week it flies (0 Sunday), as a bit mask. */
  days: number;
  distance: number;
}

/** The services: each route, each airline on it and each daily slot, both ways, with fixed numbers and times. */
function services(rng: () => number): Service[] {
  const next: Record<string, number> = {};
  const out: Service[] = [];
  for (const [from, to, airlines, daily] of ROUTES) {
    const distance = km(from, to);
    // 780 km/h over the great circle, plus 40 minutes of taxi, climb and descent, to the next 5
    // minutes: LHR–JFK takes 7h 50m, SYD–MEL 1h 35m, as the airlines' timetables say.
    const minutes = Math.ceil((distance / 780) * 12 + 8) * 5;
    airlines.forEach((airline, rank) => {
      const slots = Math.max(1, Math.round(daily / (rank + 1)));
      for (let s = 0; s < slots; s++) {
        const n = (next[airline] ??= 100 + Math.floor(rng() * 50) * 2);
        next[airline] = n + 2;
        // Spread the slots over the day (05:00 to 22:55 UTC), each at a whole 5 minutes.
        const departs = 300 + Math.floor(((s + rng()) / slots) * 215) * 5;
        const back = (departs + minutes + 60 + Math.floor(rng() * 24) * 5) % 1440;
        // Most fly daily; some skip one or two days a week.
        const days = rng() < 0.7 ? 0x7f : 0x7f & ~(1 << Math.floor(rng() * 7)) & ~(rng() < 0.5 ? 1 << Math.floor(rng() * 7) : 0);
        out.push({ flightNumber: `${airline}${n}`, airline, origin: from, destination: to, departs, minutes, days, distance });
        out.push({ flightNumber: `${airline}${n + 1}`, airline, origin: to, destination: from, departs: back, minutes, days, distance });
      }
    });
  }
  return out;
}

function flightOn(service: Service, day: Date, rng: () => number): FlightInput {
  const airline = AIRLINES[service.airline];
  const departure = new Date(day.getTime() + service.departs * 60_000);
  const arrival = new Date(departure.getTime() + service.minutes * 60_000);
  // Fares by distance in US dollars, spread by the day's demand, in the airline's currency.
  const usd = (40 + service.distance * 0.085) * (0.8 + rng() * 0.5);
  const fare = (factor: number) => Math.round(usd * factor * PER_USD[airline.currency]) * 100 - 1;
  const longHaul = service.distance > 4000;
  return {
    flightNumber: service.flightNumber,
    airline: airline.name,
    origin: service.origin,
    destination: service.destination,
    departure,
    arrival,
    currency: airline.currency,
    economy: { seats: longHaul ? 220 : service.distance > 1500 ? 162 : 144, priceCents: fare(1) },
    business: { seats: longHaul ? 42 : 12, priceCents: fare(longHaul ? 4.2 : 2.5) },
    first: longHaul && airline.first ? { seats: 8, priceCents: fare(8) } : undefined,
  };
}

export interface DemoResult {
  inserted: number;
  skipped: number;
  from: string;
  to: string;
  days: number;
  airports: number;
  routes: number;
  services: number;
  seed: number;
}

/** Loads `days` days of the demo schedule from `from` (a UTC date), in batches of a few thousand flights. */
export async function loadDemoSchedule(db: Db, options: { from: string; days: number; seed: number; progress?: ProgressOutput }): Promise<DemoResult> {
  const rng = random(options.seed);
  const all = services(rng);
  const start = new Date(`${options.from}T00:00:00Z`);
  const progress = new Progress('demo schedule', options.progress);
  let inserted = 0;
  let total = 0;
  let batch: FlightInput[] = [];
  const flush = async () => {
    inserted += await insertFlights(db, batch);
    total += batch.length;
    batch = [];
  };
  for (let d = 0; d < options.days; d++) {
    const day = new Date(start.getTime() + d * 86_400_000);
    for (const s of all) {
      // Every service draws its fare whether it flies or not, so a day's fares do not depend on which others fly.
      const flight = flightOn(s, day, rng);
      if (s.days & (1 << day.getUTCDay())) batch.push(flight);
    }
    if (batch.length >= 3000) await flush();
    progress.update(d + 1, options.days, total + batch.length);
  }
  await flush();
  progress.finish(total);
  return {
    inserted,
    skipped: total - inserted,
    from: options.from,
    to: new Date(start.getTime() + options.days * 86_400_000).toISOString().slice(0, 10),
    days: options.days,
    airports: Object.keys(AIRPORTS).length,
    routes: ROUTES.length * 2,
    services: all.length,
    seed: options.seed,
  };
}
