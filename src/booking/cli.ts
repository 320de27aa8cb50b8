// The booking interface's commands: load a schedule from CSV, or generate the demo schedule.
import { UsageError, showsProgress, type Command } from '../cli/command.js';
import { loadDemoSchedule } from './demo.js';
import { ImportError, importFlights, OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from './import.js';

function wholeNumber(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export const bookingCommands: Record<string, Command> = {
  'flights import': {
    usage: 'flights import <file.csv> [--skip-invalid] [--progress]',
    help:
      `Load flights from a CSV file with a header row: ${REQUIRED_COLUMNS.join(', ')}, and optionally ${OPTIONAL_COLUMNS.join(', ')} ` +
      '(times ISO 8601 with a zone; prices like 129.99 in the currency, an ISO 4217 code). One transaction: any bad row and nothing is ' +
      'loaded, each bad row reported with its line. Flights already loaded (same number and departure) are skipped.',
    options: {
      'skip-invalid': { type: 'boolean', help: 'load the good rows and report the bad ones instead of loading nothing' },
      progress: { type: 'boolean', help: 'draw the progress bar on stderr even when it is not a terminal' },
    },
    run: async (db, o, [file], { stderr }) => {
      if (!file) throw new UsageError('give the CSV file to import');
      try {
        return await importFlights(db, file, { skipInvalid: Boolean(o['skip-invalid']), progress: showsProgress(o, stderr) ? stderr : undefined });
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (err instanceof ImportError) throw new UsageError(err.message);
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') throw new UsageError(`cannot read ${file} (${code})`);
        throw err;
      }
    },
  },
  'flights demo': {
    usage: 'flights demo [--from YYYY-MM-DD] [--days N] [--seed N] [--progress]',
    help: 'Generate the demo schedule: real airports, airlines and routes, every day from --from (default today, UTC) for --days (default 365). The same seed and first day give the same schedule; running it again adds nothing.',
    options: {
      from: { type: 'string', help: 'first day (UTC), default today' },
      days: { type: 'string', help: 'how many days, 1 to 1096 (default 365)' },
      seed: { type: 'string', help: 'the generator seed (default 11)' },
      progress: { type: 'boolean', help: 'draw the progress bar on stderr even when it is not a terminal' },
    },
    run: async (db, o, _p, { stderr }) => {
      const from = o.from === undefined ? new Date().toISOString().slice(0, 10) : String(o.from);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || new Date(`${from}T00:00:00Z`).toISOString().slice(0, 10) !== from) {
        throw new UsageError('--from must be a date like 2027-01-31');
      }
      return loadDemoSchedule(db, {
        from,
        days: wholeNumber(o.days, 'days', 365, 1, 1096),
        seed: wholeNumber(o.seed, 'seed', 11, 0, 2 ** 32 - 1),
        progress: showsProgress(o, stderr) ? stderr : undefined,
      });
    },
  },
};
