// Assembles one server process: database (embedded or DATABASE_URL), interfaces, HTTP server,
// migrations, and a clean stop that lets in-flight requests finish.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config.js';
import { createDb, migrateToLatest } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedHandle } from './db/embedded.js';
import { ClientAddresses } from './http/client-address.js';
import { Cors } from './http/cors.js';
import { Metrics } from './http/metrics.js';
import { DocsRoutes } from './http/docs.js';
import { RateLimiter } from './http/ratelimit.js';
import { RestInterface } from './http/rest.js';
import { createHttpServer } from './http/server.js';
import type { Logger } from './log.js';
import { TokenService } from './auth/tokens.js';
import { referenceInterface } from './reference/index.js';
import { tablesInterface } from './tables/index.js';
import { loadDagsDir, WorkflowBackground, workflowsInterface } from './workflows/index.js';
import { Notifications } from './workflows/notifications.js';
import { contentInterface } from './content/index.js';
import { DocumentsBackground, documentsInterface } from './documents/index.js';
import { notificationsInterface } from './notifications/index.js';
import { NotificationHub } from './notifications/hub.js';
import { geocodeInterface } from './geocode/index.js';
import { bookingInterface } from './booking/index.js';
import { ContentEvents } from './content/events.js';
import type { ContentInterface } from './content/mount.js';
import type { Services } from './services.js';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const VERSION: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

export interface App {
  url: string;
  server: Server;
  services: Services;
  interfaces: RestInterface[];
  content: ContentInterface;
  /** Resolves once migrations are done and every operation is served. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export async function resolveDatabaseUrl(config: Config, log: Logger): Promise<{ url: string; embedded?: EmbeddedHandle }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    onLog: (line) => log.debug('postgres', { line }),
    onNotice: (line) => log.info(line),
  });
  log.info(embedded.startedHere ? 'embedded postgres started' : 'embedded postgres reused', { dataDir: config.dataDir });
  return embedded.startedHere ? { url: embedded.url, embedded } : { url: embedded.url };
}

export async function startApp(config: Config, log: Logger): Promise<App> {
  const { url: dbUrl, embedded } = await resolveDatabaseUrl(config, log);
  const db = createDb(dbUrl, config.poolSize, { countStatements: config.statementStats, connectTimeoutMs: config.pgConnectTimeoutMs });
  const services: Services = {
    config,
    db,
    log,
    lifecycle: { started: false, startedAt: Date.now() },
    tokens: undefined as unknown as TokenService,
    version: VERSION,
    workflowNotifications: new Notifications(dbUrl, log, (at) => services.metrics.lag('workflow_run', at)),
    userNotifications: new NotificationHub(dbUrl, db, log),
    metrics: new Metrics(),
  };
  // What is opened from here on is closed again if the start fails before the server listens (a
  // contract that does not load, a port taken), so a caller that goes on (a test, a supervisor)
  // is not left with listeners that reconnect for ever.
  const abandon = async (err: unknown): Promise<never> => {
    await services.workflowNotifications.close().catch(() => {});
    await services.userNotifications.close().catch(() => {});
    await db.destroy().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    throw err;
  };
  const workflows = new WorkflowBackground(db, log, services.workflowNotifications, config);
  const documents = new DocumentsBackground(db, log, config);
  const limiter = new RateLimiter(db, config.rateLimit.windowMs);
  let interfaces: RestInterface[];
  try {
    interfaces = [
      new RestInterface(referenceInterface(config, ROOT), services, limiter),
      new RestInterface(tablesInterface(config, ROOT), services, limiter),
      new RestInterface(workflowsInterface(config, ROOT), services, limiter),
      new RestInterface(documentsInterface(config, ROOT), services, limiter),
      new RestInterface(notificationsInterface(config, ROOT), services, limiter),
      new RestInterface(geocodeInterface(config, ROOT), services, limiter),
      new RestInterface(bookingInterface(config, ROOT), services, limiter),
    ];
    for (const iface of interfaces) await iface.init();
  } catch (err) {
    return abandon(err);
  }
  // Subscription events read their records on a pool of their own, so a burst of events does not
  // queue behind (or in front of) requests.
  const eventsDb = createDb(dbUrl, 2);
  const content = contentInterface(ROOT, services, new ContentEvents(dbUrl, eventsDb, log, (at) => services.metrics.lag('content_events', at)), limiter);
  const docs = new DocsRoutes(interfaces.map((i) => ({ name: i.def.name, document: i.document, basePath: i.def.basePath })));
  const { metrics } = services;
  metrics.watchPool('main', db);
  metrics.watchPool('content-events', eventsDb);
  metrics.watchRateLimits(limiter.refusals);
  metrics.watchJobs(db, log);
  metrics.watchGauge('graphql_subscription_sockets', 'Open GraphQL WebSocket connections (graphql-ws) of this process.', () => content.sockets);
  const cors = config.corsOrigins.length ? new Cors(config.corsOrigins, interfaces.map((i) => i.document)) : undefined;
  const server = createHttpServer([...interfaces, content], docs, log, new ClientAddresses(config.trustedProxies, config.trustedProxyHeader), { metrics, cors });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (err) => {
    await content.close().catch(() => {});
    return abandon(err);
  });
  const address = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${address.port}`;

  let stopping = false;
  const ready = (async () => {
    // Keep trying until the database answers: /startup says 503 meanwhile, /ready says why.
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await migrateToLatest(db);
        services.tokens = await TokenService.create(db, config.jwtSecret, config.accessTokenTtlSeconds);
        if (config.workflows.dagsDir) await loadDagsDir(db, config.workflows.dagsDir, log);
        if (!stopping) await workflows.start();
        if (!stopping) documents.start();
        services.lifecycle.started = true;
        services.lifecycle.lastStartupError = undefined;
        log.info('started', { url, ms: Date.now() - services.lifecycle.startedAt });
        return;
      } catch (err) {
        services.lifecycle.lastStartupError = (err as Error).message;
        log.warn('start-up is waiting for the database', { attempt, error: (err as Error).message });
        await new Promise((r) => setTimeout(r, Math.min(5000, 250 * attempt)));
      }
    }
  })();

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    // Stop accepting, let in-flight requests finish, then close idle keep-alive sockets.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await content.close();
    await workflows.stop();
    await documents.stop();
    await services.workflowNotifications.close();
    // Ends the open notification streams, which would otherwise hold the stop up.
    await services.userNotifications.close();
    const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    await closed;
    clearTimeout(timer);
    await db.destroy();
    if (embedded) await embedded.stop();
  }

  return { url, server, services, interfaces, content, ready, stop };
}
