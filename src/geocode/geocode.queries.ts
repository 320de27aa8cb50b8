// The geocode cache's SQL (0012_geocode_cache).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { GeoResult } from './providers.js';

/** A live entry and the whole seconds it has left (the answer's max-age). */
export function findCachedResults(db: Db, provider: string, addressKey: string) {
  return db
    .selectFrom('geocode_cache')
    .select(['results', sql<number>`floor(extract(epoch FROM expires_at - clock_timestamp()))::int`.as('seconds_left')])
    .where('provider', '=', provider)
    .where('address_key', '=', addressKey)
    .where('expires_at', '>', sql<Date>`clock_timestamp()`)
    .executeTakeFirst();
}

/** Keeps an answer for `ttlSeconds`, replacing an older one; a few expired entries go with it. */
export async function storeCachedResults(db: Db, provider: string, addressKey: string, results: GeoResult[], ttlSeconds: number): Promise<void> {
  await db
    .insertInto('geocode_cache')
    .values({
      provider,
      address_key: addressKey,
      // pg would send a JS array as a PostgreSQL array, not JSON.
      results: sql`${JSON.stringify(results)}::jsonb`,
      expires_at: sql<Date>`clock_timestamp() + make_interval(secs => ${ttlSeconds})`,
    })
    .onConflict((oc) => oc.columns(['provider', 'address_key']).doUpdateSet((eb) => ({ results: eb.ref('excluded.results'), expires_at: eb.ref('excluded.expires_at') })))
    .execute();
  await sql`DELETE FROM geocode_cache WHERE ctid IN (SELECT ctid FROM geocode_cache WHERE expires_at < clock_timestamp() LIMIT 100)`.execute(db);
}
