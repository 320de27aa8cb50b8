// A big-tables team with a known token, stored straight in the test's database.
import { hashApiKey } from '../../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../../src/tables/teams.queries.js';
import type { Db } from '../../src/db/database.js';

export async function seedTeam(db: Db, name: string): Promise<{ id: string; token: string }> {
  const row = await insertTeam(db, name);
  const token = `tt_${name.toLowerCase()}_${row.id.slice(0, 8)}`;
  await insertTeamToken(db, row.id, hashApiKey(token));
  return { id: row.id, token };
}
