import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

/** The metering period: the calendar month, in UTC. */
export const currentPeriod = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * The guarded charge as a statement: adds `milli` to the team's usage for the period, unless the
 * team is blocked past its quota and this would go over it; returns the new total. `when` is an
 * extra condition (a CTE of a larger statement, say). Concurrent charges of a team are exact:
 * the usage row is locked while it is updated.
 */
export function chargeStatement(teamId: string, milli: number, period = currentPeriod(), when: RawBuilder<boolean> = sql`true`) {
  return sql<{ used_milli: string }>`
    INSERT INTO team_usage AS u (team_id, period, used_milli)
    SELECT t.id, ${period}, ${milli}::bigint FROM teams t
    WHERE t.id = ${teamId} AND (t.overage = 'metered' OR ${milli}::bigint <= t.quota_milli) AND ${when}
    ON CONFLICT (team_id, period) DO UPDATE SET used_milli = u.used_milli + excluded.used_milli
    WHERE (SELECT overage FROM teams WHERE id = ${teamId}) = 'metered'
       OR u.used_milli + excluded.used_milli <= (SELECT quota_milli FROM teams WHERE id = ${teamId})
    RETURNING u.used_milli
  `;
}

/** Charges `milli` (see chargeStatement); undefined when refused for the quota. */
export async function chargeUsage(db: Db, teamId: string, milli: number, period = currentPeriod()): Promise<string | undefined> {
  const row = await chargeStatement(teamId, milli, period).execute(db);
  return row.rows[0]?.used_milli;
}

export interface UsageRow {
  period: string;
  used_milli: string;
  quota_milli: string;
  overage: 'block' | 'metered';
}

export async function readUsage(db: Db, teamId: string, period = currentPeriod()): Promise<UsageRow> {
  return db
    .selectFrom('teams')
    .leftJoin('team_usage', (j) => j.onRef('team_usage.team_id', '=', 'teams.id').on('team_usage.period', '=', period))
    .select(['teams.quota_milli', 'teams.overage', sql<string>`coalesce(team_usage.used_milli, 0)`.as('used_milli'), sql<string>`${period}`.as('period')])
    .where('teams.id', '=', teamId)
    .executeTakeFirstOrThrow();
}

export async function setQuota(db: Db, teamId: string, quotaMilli: number, overage?: 'block' | 'metered'): Promise<void> {
  await db
    .updateTable('teams')
    .set({ quota_milli: quotaMilli, ...(overage ? { overage } : {}) })
    .where('id', '=', teamId)
    .execute();
}
