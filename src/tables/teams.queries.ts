import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { isUuid } from '../db/uuid.js';

export function insertTeam(db: Db, name: string): Promise<{ id: string; name: string }> {
  return db.insertInto('teams').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export function insertTeamToken(db: Db, teamId: string, tokenHash: string): Promise<{ id: string }> {
  return db.insertInto('team_tokens').values({ team_id: teamId, token_hash: tokenHash, revoked_at: null }).returning('id').executeTakeFirstOrThrow();
}

/** Runs on every big-tables request. */
export const findTeamByTokenHash = prepared((db: Db, tokenHash: string) =>
  db
    .selectFrom('team_tokens')
    .innerJoin('teams', 'teams.id', 'team_tokens.team_id')
    .select(['teams.id', 'teams.name'])
    .where('team_tokens.token_hash', '=', tokenHash)
    .where('team_tokens.revoked_at', 'is', null),
);

export async function revokeTeamToken(db: Db, id: string): Promise<boolean> {
  const res = await db.updateTable('team_tokens').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export function findTeamByIdOrName(db: Db, idOrName: string): Promise<{ id: string; name: string } | undefined> {
  const byId = isUuid(idOrName);
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where(byId ? 'id' : 'name', '=', idOrName)
    .executeTakeFirst();
}

export function listTeams(db: Db): Promise<{ id: string; name: string; created_at: Date }[]> {
  return db.selectFrom('teams').select(['id', 'name', 'created_at']).orderBy('created_at').execute();
}
