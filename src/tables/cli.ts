// The big-tables interface's commands: teams (their tokens, quota and usage), and `tables import`,
// a file through the HTTP interface in stash chunks (see bulk-import.ts). With a token (--token or TABLES_TOKEN) it needs nothing but the
// server's URL, so it runs anywhere; without one it makes a token for --team in the local database,
// uses it, and revokes it at the end.
import { UsageError, showsProgress, type CliContext, type CliOutput, type Command, type Opts } from '../cli/command.js';
import { hashApiKey, newApiKey } from '../auth/tokens.js';
import { BadInput, defaultStateDir, formatOf, ImportError, importFile, ImportInterrupted, parseTypes, type OnSchemaError, type Progress } from './bulk-import.js';
import type { Db } from '../db/database.js';
import { isUuid } from '../db/uuid.js';
import { findTeamByIdOrName, insertTeam, insertTeamToken, listTeams, revokeTeamToken } from './teams.queries.js';
import { readUsage, setQuota } from './usage.queries.js';

function wholeNumber(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

const tokenOf = (o: Opts, env: CliContext['env']) => (typeof o.token === 'string' ? o.token : env.TABLES_TOKEN || undefined);

/** A progress bar with rows per second on a terminal; a plain line every 2 s otherwise. */
function progressWriter(bar: boolean, out: CliOutput): (p: Progress) => void {
  let lastLine = 0;
  return (p) => {
    const seconds = Math.max((Date.now() - p.startedAt) / 1000, 0.001);
    const rate = Math.round((p.rows - p.resumedRows) / seconds);
    const share = p.totalBytes ? Math.min(p.bytes / p.totalBytes, 1) : 1;
    const stats = `${p.rows.toLocaleString('en')} rows  ${rate.toLocaleString('en')} rows/s`;
    if (bar) {
      const width = 30;
      const full = Math.round(share * width);
      const tail = p.phase === 'commit' ? '  committing…' : p.phase === 'done' ? '  done' : '';
      // Redrawn in place (\r, then the rest of the old line cleared); a new line once done.
      out.write(`\r[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${stats}${tail}\x1b[K${p.phase === 'done' ? '\n' : ''}`);
      return;
    }
    if (p.phase === 'upload' && Date.now() - lastLine < 2000) return;
    lastLine = Date.now();
    const what = p.phase === 'commit' ? 'uploaded; committing' : p.phase === 'done' ? 'committed' : `uploading (${Math.floor(share * 100)}% of the file)`;
    out.write(`tables import: ${what}: ${stats}\n`);
  };
}

async function teamOrThrow(db: Db, ref: string | undefined) {
  const team = ref ? await findTeamByIdOrName(db, ref) : undefined;
  if (!team) throw new UsageError(`no team ${ref ?? ''}`.trim());
  return team;
}

async function usageOf(db: Db, teamId: string) {
  const u = await readUsage(db, teamId);
  return { team: teamId, period: u.period, updates: Number(u.used_milli) / 1000, quota: Number(u.quota_milli) / 1000, overage: u.overage };
}

/** A team token: printed once, stored as its SHA-256. */
async function issueTeamToken(db: Db, teamId: string): Promise<{ tokenId: string; token: string }> {
  const token = `tt_${newApiKey().key.slice(3)}`;
  const { id } = await insertTeamToken(db, teamId, hashApiKey(token));
  return { tokenId: id, token };
}


export const tableCommands: Record<string, Command> = {
  'teams create': {
    usage: 'teams create <name>',
    help: 'Create a big-tables team and its first API token (printed once: {team, teamName, tokenId, token}).',
    options: {},
    run: async (db, _o, [name]) => {
      if (!name) throw new UsageError('give the team a name');
      const team = await insertTeam(db, name);
      return { team: team.id, teamName: team.name, ...(await issueTeamToken(db, team.id)) };
    },
  },
  'teams token': {
    usage: 'teams token <team id or name>',
    help: 'Issue another API token for a team (for rotation: issue, switch clients, revoke the old one).',
    options: {},
    run: async (db, _o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      return { team: team.id, ...(await issueTeamToken(db, team.id)) };
    },
  },
  'teams revoke-token': {
    usage: 'teams revoke-token <token id>',
    help: 'Revoke a team token at once (every server process sees it on the next request).',
    options: {},
    run: async (db, _o, [id]) => {
      if (!id || !isUuid(id)) throw new UsageError('give the tokenId printed when the token was made');
      return { revoked: await revokeTeamToken(db, id) };
    },
  },
  'teams quota': {
    usage: 'teams quota <team id or name> --updates N [--overage block|metered]',
    help: "Set a team's monthly quota in updates, and what happens beyond it (402, or 0.02 per update).",
    options: {
      updates: { type: 'string', help: 'updates per month (decimals allowed, e.g. 25000 or 0.5)', required: true },
      overage: { type: 'string', help: 'block (402 past the quota; default) or metered' },
    },
    run: async (db, o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      const updates = Number(o.updates);
      if (!Number.isFinite(updates) || updates < 0) throw new UsageError('--updates must be a number of updates, 0 or more');
      if (o.overage !== undefined && o.overage !== 'block' && o.overage !== 'metered') throw new UsageError('--overage must be block or metered');
      await setQuota(db, team.id, Math.round(updates * 1000), o.overage as 'block' | 'metered' | undefined);
      return usageOf(db, team.id);
    },
  },
  'teams usage': {
    usage: 'teams usage <team id or name>',
    help: "A team's usage this month, its quota and overage.",
    options: {},
    run: async (db, _o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      return usageOf(db, team.id);
    },
  },
  'teams list': {
    usage: 'teams list',
    help: 'List the teams.',
    options: {},
    run: async (db) => (await listTeams(db)).map((t) => ({ team: t.id, teamName: t.name, created_at: t.created_at.toISOString() })),
  },
  'tables import': {
    usage: 'tables import <file> --team T (--table ID | --name N) [--url U] [--token T] [--types c=type,…]',
    help:
      'Stream a CSV, TSV or NDJSON file of any size into a big table through the HTTP interface (stash chunks, then one commit): ' +
      'create a table (--name; column types learnt from the first rows, or --types) or replace the rows of one (--table; its own types apply). ' +
      'Works against a remote server (--url, with --token or TABLES_TOKEN); locally without a token it makes one for --team and revokes it after. ' +
      'Run again after an interruption to resume from the last stored chunk. Prints {tableID, rows, chunks, …}.',
    options: {
      team: { type: 'string', help: 'the team (id or name) whose token the command makes when none is given' },
      name: { type: 'string', help: 'create a table of this name' },
      table: { type: 'string', help: 'replace all rows of this table (its schema stays)' },
      url: { type: 'string', help: 'the big-tables API base URL (default http://127.0.0.1:$PORT$TABLES_BASE_PATH)' },
      token: { type: 'string', help: 'a team token (or TABLES_TOKEN); needed with --url' },
      format: { type: 'string', help: 'csv, tsv or ndjson (default: from the extension; .jsonl is ndjson)' },
      types: { type: 'string', help: "column types, e.g. price=number,sold=dateTime (Glide's types; others are learnt)" },
      'infer-rows': { type: 'string', help: 'rows the types are learnt from (default 1000)' },
      'chunk-rows': { type: 'string', help: 'rows per stash chunk (default 5000; a chunk also stops at 8 MB)' },
      parallel: { type: 'string', help: 'chunks uploaded at once (default 4)' },
      'on-schema-error': { type: 'string', help: 'abort (default), dropColumns or updateSchema, as the API takes it' },
      restart: { type: 'boolean', help: 'forget an interrupted upload of this file and start again' },
      progress: { type: 'boolean', help: 'draw the progress bar even when stderr is not a terminal' },
    },
    // a client of a remote server (--url), or of a local one with a token, opens no database
    needsDatabase: (o, env) => o.url === undefined && tokenOf(o, env) === undefined,
    run: async (db, o, [file], { config, env, stderr }) => {
      if (!file) throw new UsageError('give the file to import');
      if ((o.name === undefined) === (o.table === undefined)) throw new UsageError('give either --name (a new table) or --table (replace its rows)');
      if (o.table !== undefined && o.types !== undefined) throw new UsageError("--types is for a new table: with --table the table's own column types apply");
      const onSchemaError = String(o['on-schema-error'] ?? 'abort') as OnSchemaError;
      if (!['abort', 'dropColumns', 'updateSchema'].includes(onSchemaError)) throw new UsageError('--on-schema-error must be abort, dropColumns or updateSchema');
      const url = typeof o.url === 'string' ? o.url : `http://127.0.0.1:${config.port}${config.basePaths.tables}`;
      let token = tokenOf(o, env);
      let madeTokenId: string | undefined;
      if (!token) {
        if (o.url !== undefined) throw new UsageError('a remote server needs a team token: --token or TABLES_TOKEN');
        if (typeof o.team !== 'string') throw new UsageError('give --team (or a token with --token or TABLES_TOKEN)');
        const made = await issueTeamToken(db, (await teamOrThrow(db, o.team)).id);
        [token, madeTokenId] = [made.token, made.tokenId];
      }
      const stop = env.TABLES_IMPORT_STOP_AFTER_CHUNKS;
      try {
        return await importFile({
          file,
          format: formatOf(file, o.format as string | undefined),
          url,
          token,
          target: typeof o.name === 'string' ? { name: o.name } : { table: String(o.table) },
          types: parseTypes(o.types as string | undefined),
          inferRows: wholeNumber(o['infer-rows'], 'infer-rows', 1000, 1, 1_000_000),
          chunkRows: wholeNumber(o['chunk-rows'], 'chunk-rows', 5000, 1, 100_000),
          parallel: wholeNumber(o.parallel, 'parallel', 4, 1, 64),
          onSchemaError,
          restart: o.restart === true,
          stateDir: env.TABLES_IMPORT_STATE_DIR || defaultStateDir(),
          progress: progressWriter(showsProgress(o, stderr), stderr),
          stopAfterChunks: stop ? Number(stop) : undefined,
        });
      } catch (err) {
        if (err instanceof BadInput) throw new UsageError(`${file}: ${err.message}`);
        if (err instanceof ImportInterrupted) throw new UsageError(`interrupted: ${err.message}; run the same command again to resume from the last stored chunk`);
        if (err instanceof ImportError) throw new UsageError(err.message);
        const code = (err as { code?: string }).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') throw new UsageError(`cannot read ${file} (${code})`);
        throw err;
      } finally {
        if (madeTokenId) await revokeTeamToken(db, madeTokenId);
      }
    },
  },
};
