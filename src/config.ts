// Configuration from the environment, checked once at start. A bad value stops the process
// with one line naming the variable (see ConfigError in main.ts).
import path from 'node:path';
import { parseTrustedProxies, type ForwardingHeader, type TrustedProxies } from './http/client-address.js';
import { parseOrigins } from './http/cors.js';
import { DEFAULT_HASH_COST } from './auth/passwords.js';

export class ConfigError extends Error {}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's port for a new data folder; undefined: 54329 when free, else any free port. */
  embeddedPgPort: number | undefined;
  poolSize: number;
  /** How long a request waits for a database connection before it is answered 503. */
  pgConnectTimeoutMs: number;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** scrypt's cost for new password hashes, log2 of N (src/auth/passwords.ts). */
  passwordHashCost: number;
  rateLimit: { windowMs: number; max: number; authMax: number; tablesMax: number; contentMax: number };
  /** Which reverse proxies may name the client (rate limits and logs count per client address). */
  trustedProxies: TrustedProxies;
  trustedProxyHeader: ForwardingHeader;
  bodyLimitBytes: number;
  tablesBodyLimitBytes: number;
  tablesImport: { maxBytes: number; timeoutMs: number; allowPrivate: boolean };
  liveHeapThresholdPercent: number;
  logLevel: LogLevel;
  basePaths: { reference: string; tables: string; workflows: string; booking: string };
  shutdownTimeoutMs: number;
  /** Count the SQL statements each pool sends (tests of batching read the count). */
  statementStats: boolean;
  /** The agent catalog's writes open to anonymous callers (the seed's sample, for local demos). */
  agentsOpenWrites: boolean;
  workflows: {
    /** Whether this process runs a worker (WORKFLOWS_WORKER, default true). */
    worker: boolean;
    concurrency: number;
    workerTimeoutSec: number;
    logMaxBytes: number;
    outputMaxBytes: number;
    dagsDir: string | undefined;
    /** How often a run's events stream reads its run besides its notification, in seconds. */
    eventsPollSeconds: number;
  };
  notifications: {
    /** A comment line on idle event streams this often. */
    heartbeatSeconds: number;
    /** Each event stream is ended after this long (EventSource reconnects, Last-Event-ID replays). */
    streamMaxSeconds: number;
  };
  geocode: {
    /** Undefined: not configured, the endpoint answers 503. */
    provider: GeocodeProvider | undefined;
    url: string;
    apiKey: string | undefined;
    timeoutMs: number;
    /** How long an answer is kept in the cache; 0 keeps nothing. */
    cacheTtlSeconds: number;
  };
  documents: DocumentsConfig;
  /** GET /metrics needs `Authorization: Bearer <token>` when set; unset, it answers loopback clients only. */
  metricsToken: string | undefined;
  /** The origins whose browser scripts may call us (CORS); empty: no CORS headers at all. */
  corsOrigins: string[];
}

export const DOCUMENT_EXTRACTORS = ['builtin', 'openai'] as const;

export interface DocumentsConfig {
  /** Whether this process runs a document-job worker (DOCUMENTS_WORKER, default true). */
  worker: boolean;
  /** Jobs a worker runs at once. */
  concurrency: number;
  /** A job whose worker has not renewed its claim for this long is taken over by another process. */
  leaseSec: number;
  /** The largest request body of the interface (an upload's whole body). */
  maxUploadBytes: number;
  /** Requests per window and client address of the `processing` bucket. */
  processRateLimitMax: number;
  /** Pages of a scanned PDF read by OCR at most. */
  ocrMaxPages: number;
  extractor: (typeof DOCUMENT_EXTRACTORS)[number];
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
}

function documents(env: Env): DocumentsConfig {
  const extractor = (env.DOCUMENTS_EXTRACTOR || 'builtin') as DocumentsConfig['extractor'];
  if (!DOCUMENT_EXTRACTORS.includes(extractor)) throw new ConfigError(`DOCUMENTS_EXTRACTOR must be one of ${DOCUMENT_EXTRACTORS.join(', ')}, got "${env.DOCUMENTS_EXTRACTOR}"`);
  const baseUrl = env.DOCUMENTS_OPENAI_BASE_URL || undefined;
  if (baseUrl !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(baseUrl);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new ConfigError(`DOCUMENTS_OPENAI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  if (extractor === 'openai' && !baseUrl) throw new ConfigError('DOCUMENTS_OPENAI_BASE_URL is required with DOCUMENTS_EXTRACTOR=openai');
  return {
    worker: env.DOCUMENTS_WORKER === undefined || env.DOCUMENTS_WORKER === '' ? true : flag(env, 'DOCUMENTS_WORKER'),
    concurrency: int(env, 'DOCUMENTS_WORKER_CONCURRENCY', 2, 1, 64),
    leaseSec: int(env, 'DOCUMENTS_JOB_LEASE_SEC', 30, 2, 3600),
    maxUploadBytes: int(env, 'DOCUMENTS_MAX_UPLOAD_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    processRateLimitMax: int(env, 'DOCUMENTS_PROCESS_RATE_LIMIT_MAX', 60, 1, 1_000_000_000),
    ocrMaxPages: int(env, 'DOCUMENTS_OCR_MAX_PAGES', 20, 1, 1000),
    extractor,
    openai: {
      baseUrl: baseUrl?.replace(/\/+$/, ''),
      // The key is never echoed: it is a secret.
      apiKey: env.DOCUMENTS_OPENAI_API_KEY || undefined,
      model: env.DOCUMENTS_OPENAI_MODEL || 'gpt-4o-mini',
      timeoutMs: int(env, 'DOCUMENTS_OPENAI_TIMEOUT_MS', 60_000, 100, 3600_000),
    },
  };
}

export const GEOCODE_PROVIDERS = ['nominatim', 'google'] as const;
export type GeocodeProvider = (typeof GEOCODE_PROVIDERS)[number];
const GEOCODE_DEFAULT_URLS: Record<GeocodeProvider, string> = {
  nominatim: 'https://nominatim.openstreetmap.org',
  google: 'https://maps.googleapis.com',
};

function geocode(env: Env): Config['geocode'] {
  const raw = env.GEOCODE_PROVIDER || undefined;
  if (raw !== undefined && !(GEOCODE_PROVIDERS as readonly string[]).includes(raw)) {
    throw new ConfigError(`GEOCODE_PROVIDER must be one of ${GEOCODE_PROVIDERS.join(', ')}, got "${raw}"`);
  }
  const provider = raw as GeocodeProvider | undefined;
  const url = (env.GEOCODE_URL || (provider ? GEOCODE_DEFAULT_URLS[provider] : '')).replace(/\/+$/, '');
  if (env.GEOCODE_URL) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(env.GEOCODE_URL);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search || parsed.hash) {
      throw new ConfigError(`GEOCODE_URL must be an http(s) URL without a query, got "${env.GEOCODE_URL}"`);
    }
  }
  const apiKey = env.GEOCODE_API_KEY || undefined;
  // The key is never echoed: it is a secret.
  if (provider === 'google' && !apiKey) throw new ConfigError('GEOCODE_API_KEY is required with GEOCODE_PROVIDER=google');
  return {
    provider,
    url,
    apiKey,
    timeoutMs: int(env, 'GEOCODE_TIMEOUT_MS', 5000, 10, 120_000),
    cacheTtlSeconds: int(env, 'GEOCODE_CACHE_TTL_SECONDS', 86_400, 0, 365 * 24 * 3600),
  };
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function num(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function basePath(env: Env, name: string, fallback = ''): string {
  const raw = env[name] ?? fallback;
  if (raw === '' || raw === '/') return '';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(raw)) {
    throw new ConfigError(`${name} must look like /segment[/segment...] without a trailing slash, got "${raw}"`);
  }
  return raw;
}

function trustedProxies(env: Env): TrustedProxies {
  try {
    return parseTrustedProxies(env.TRUSTED_PROXIES);
  } catch (err) {
    throw new ConfigError(`TRUSTED_PROXIES ${(err as Error).message}, got "${env.TRUSTED_PROXIES}"`);
  }
}

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  // Never echoed: it is a secret.
  if (token !== undefined && !/^[\x21-\x7e]{16,}$/.test(token)) throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces');
  return token;
}

function corsOrigins(env: Env): string[] {
  try {
    return parseOrigins(env.CORS_ORIGINS);
  } catch (err) {
    throw new ConfigError(`CORS_ORIGINS ${(err as Error).message}`);
  }
}

function trustedProxyHeader(env: Env): ForwardingHeader {
  const raw = (env.TRUSTED_PROXY_HEADER || 'x-forwarded-for').toLowerCase();
  if (raw !== 'x-forwarded-for' && raw !== 'forwarded') throw new ConfigError(`TRUSTED_PROXY_HEADER must be X-Forwarded-For or Forwarded, got "${env.TRUSTED_PROXY_HEADER}"`);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(databaseUrl);
    } catch {
      throw new ConfigError('DATABASE_URL must be a postgres:// URL');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigError(`DATABASE_URL must be a postgres:// URL, got protocol "${url.protocol}"`);
    }
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    embeddedPgPort: env.EMBEDDED_PG_PORT ? int(env, 'EMBEDDED_PG_PORT', 0, 1024, 65535) : undefined,
    poolSize: int(env, 'PG_POOL_SIZE', 10, 1, 500),
    pgConnectTimeoutMs: int(env, 'PG_CONNECT_TIMEOUT_MS', 5000, 50, 600_000),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600, 60, 31 * 24 * 3600),
    // Below 10 (N = 1024, 1 MiB) a stolen hash is cheap to try; 17 (128 MiB) is OWASP's advice for scrypt.
    passwordHashCost: int(env, 'PASSWORD_HASH_COST', DEFAULT_HASH_COST, 10, 17),
    rateLimit: {
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 24 * 3600_000),
      max: int(env, 'RATE_LIMIT_MAX', 100, 1, 1_000_000_000),
      authMax: int(env, 'RATE_LIMIT_AUTH_MAX', 10, 1, 1_000_000_000),
      // Bulk clients (stash chunks, paging) make many calls: big tables have their own budget.
      tablesMax: int(env, 'TABLES_RATE_LIMIT_MAX', 6000, 1, 1_000_000_000),
      // One GraphQL request does the work of several REST calls, and browsers poll: its own budget.
      contentMax: int(env, 'CONTENT_RATE_LIMIT_MAX', 1000, 1, 1_000_000_000),
    },
    trustedProxies: trustedProxies(env),
    trustedProxyHeader: trustedProxyHeader(env),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    // Glide answers 413 above 15 MB.
    tablesBodyLimitBytes: int(env, 'TABLES_BODY_LIMIT_BYTES', 15 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    tablesImport: {
      maxBytes: int(env, 'TABLES_IMPORT_MAX_BYTES', 100 * 1024 * 1024, 1024, 64 * 1024 * 1024 * 1024),
      timeoutMs: int(env, 'TABLES_IMPORT_TIMEOUT_MS', 30_000, 100, 3600_000),
      allowPrivate: flag(env, 'TABLES_IMPORT_ALLOW_PRIVATE'),
    },
    liveHeapThresholdPercent: num(env, 'LIVE_HEAP_THRESHOLD_PERCENT', 95, 0, 100),
    logLevel,
    basePaths: { reference: basePath(env, 'REFERENCE_BASE_PATH'), tables: basePath(env, 'TABLES_BASE_PATH'), workflows: basePath(env, 'WORKFLOWS_BASE_PATH', '/api/v1'), booking: basePath(env, 'BOOKING_BASE_PATH', '/v1') },
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    statementStats: flag(env, 'DB_STATEMENT_STATS'),
    agentsOpenWrites: flag(env, 'AGENTS_OPEN_WRITES'),
    workflows: {
      worker: env.WORKFLOWS_WORKER === undefined || env.WORKFLOWS_WORKER === '' ? true : flag(env, 'WORKFLOWS_WORKER'),
      concurrency: int(env, 'WORKFLOWS_WORKER_CONCURRENCY', 16, 1, 1000),
      workerTimeoutSec: int(env, 'WORKFLOWS_WORKER_TIMEOUT_SEC', 30, 2, 3600),
      logMaxBytes: int(env, 'WORKFLOWS_LOG_MAX_BYTES', 1024 * 1024, 1024, 1024 * 1024 * 1024),
      outputMaxBytes: int(env, 'WORKFLOWS_OUTPUT_MAX_BYTES', 1024 * 1024, 16, 64 * 1024 * 1024),
      dagsDir: env.DAGS_DIR ? path.resolve(env.DAGS_DIR) : undefined,
      // A run's events stream wakes on the run's notification, and looks at the run this often besides.
      eventsPollSeconds: num(env, 'WORKFLOWS_EVENTS_POLL_SECONDS', 1, 0.05, 3600),
    },
    notifications: {
      heartbeatSeconds: int(env, 'NOTIFICATIONS_HEARTBEAT_SECONDS', 15, 1, 3600),
      // Fractions too: the fuzz test's streams end after 0.1 s instead of waiting out a second each.
      streamMaxSeconds: num(env, 'NOTIFICATIONS_STREAM_MAX_SECONDS', 600, 0.1, 24 * 3600),
    },
    geocode: geocode(env),
    documents: documents(env),
    metricsToken: metricsToken(env),
    corsOrigins: corsOrigins(env),
  };
}
