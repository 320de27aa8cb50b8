// Hot single-row reads as named prepared statements. Kysely rebuilds and compiles a query's tree
// on every call and sends it unnamed, so PostgreSQL parses and plans it every time too. Here the
// SQL is compiled once and sent as a named statement, which each pooled connection prepares on
// first use and then only binds and executes. The arguments must be exactly the query's
// parameters, in order; the first call checks that. Name the columns rather than select *: a
// statement prepared on a long-lived connection fails once a migration changes what * means.
import { CompiledQuery, type Compilable } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { poolOf, type Db } from './database.js';

let counter = 0;

export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R | undefined> {
  const name = `prepared_${++counter}`;
  let sqlText: string | undefined;
  return async (db, ...args) => {
    if (sqlText === undefined) {
      const compiled = build(db, ...args).compile();
      if (!isDeepStrictEqual([...compiled.parameters], args)) throw new Error(`prepared(): the arguments are not the query's parameters: ${compiled.sql}`);
      sqlText = compiled.sql;
    }
    const pool = poolOf(db);
    // In a transaction (no pool of its own) the statement runs through Kysely, unnamed.
    if (!pool) return (await db.executeQuery<R>(CompiledQuery.raw(sqlText, args))).rows[0];
    const result = await pool.query({ name, text: sqlText, values: args as unknown[] });
    return result.rows[0] as R | undefined;
  };
}
