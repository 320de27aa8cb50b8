// Structured JSON logs, one line per event, on stdout. Never pass secrets or bodies.
import type { LogLevel } from './config.js';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A log batch is written once it is this old (milliseconds) or this large (characters), whichever comes first. */
const FLUSH_MS = 10;
const FLUSH_CHARS = 64 * 1024;

/**
 * Lines are gathered and written together: under load a write per request line costs a system
 * call each (a tenth of a request's CPU when measured), and even a write per turn of the event
 * loop, which under load carries only a line or two, cost about 1 µs a line more than this
 * (BENCHMARKS.md). A line waits at most FLUSH_MS; whatever waits is written when the process exits.
 */
function batchedStdout(): (line: string) => void {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const out = pending;
    pending = '';
    if (out) process.stdout.write(out);
  };
  process.on('exit', flush);
  return (line) => {
    pending += line;
    if (pending.length >= FLUSH_CHARS) flush();
    // Unref'd: a pending line never keeps the process alive (the exit handler writes it).
    else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref();
  };
}

/**
 * The time of a log line, formatted once per millisecond: under load many lines share one, and
 * `new Date().toISOString()` was a third of a request line's cost when measured.
 */
let lastMs = -1;
let lastIso = '';
function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

export function createLogger(level: LogLevel, write: (line: string) => void = batchedStdout()): Logger {
  const min = rank[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] < min) return;
    // The fields' own JSON spliced after time, level and msg: the same line as stringifying
    // {time, level, msg, ...fields}, without building that object (a field named like one of
    // the three, which would replace it, takes the long way).
    const rest = fields === undefined ? '{}' : 'time' in fields || 'level' in fields || 'msg' in fields ? undefined : JSON.stringify(fields);
    if (typeof rest !== 'string') {
      write(JSON.stringify({ time: isoNow(), level: lvl, msg, ...fields }) + '\n');
      return;
    }
    const head = `{"time":"${isoNow()}","level":"${lvl}","msg":${JSON.stringify(msg)}`;
    write(rest.length > 2 ? `${head},${rest.slice(1)}\n` : `${head}}\n`);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

/** The parts of an unknown error worth logging (never sent to a client). */
export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { error: err.message, name: err.name, ...(code ? { code } : {}), stack: err.stack };
  }
  return { error: String(err) };
}
