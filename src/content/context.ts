// Per request (or per WebSocket subscription): who is asking, and the batch loaders that serve
// nested fields with a constant number of SQL statements.
import type { Services } from '../services.js';
import type { ContentEvents } from './events.js';
import type { Loaders } from './loaders.js';
import type { UserModel } from './models.js';

export interface ContentContext {
  services: Services;
  events: ContentEvents;
  /** Who is asking (for a WebSocket, as of the last check: see mount.ts). */
  readonly viewer: UserModel | null;
  /** Replaced for each subscription event, so that a long subscription reads fresh data. */
  loaders: Loaders;
  /** Counts one more sign-up or sign-in from this client (RATE_LIMITED when over). */
  limitAuth(): Promise<void>;
}
