// What handlers and resolvers of every interface share. Created once per process in app.ts.
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Logger } from './log.js';
import type { TokenService } from './auth/tokens.js';
import type { Notifications } from './workflows/notifications.js';
import type { NotificationHub } from './notifications/hub.js';
import type { Metrics } from './http/metrics.js';

export interface Lifecycle {
  /** False until migrations are done; /startup answers 503 and other operations 503 until then. */
  started: boolean;
  startedAt: number;
  /** The last error that kept start-up from finishing, for /ready. */
  lastStartupError?: string;
}

export interface Services {
  config: Config;
  db: Db;
  log: Logger;
  lifecycle: Lifecycle;
  /** Set once migrations are done (its secret may live in the database). */
  tokens: TokenService;
  version: string;
  /** The process's LISTEN connection for workflow changes (event streams wait on it). */
  workflowNotifications: Notifications;
  /** The process's LISTEN connection for users' notifications (their event streams wait on it). */
  userNotifications: NotificationHub;
  /** The process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
}
