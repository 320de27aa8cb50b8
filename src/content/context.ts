// Per request (or per WebSocket subscription): who is asking, and the batch loaders that serve
// nested fields with a constant number of SQL statements.
import type { Services } from '../services.js';
import type { ContentEvents } from './events.js';
import type { Loaders } from './loaders.js';
import type { UserModel } from './models.js';

export interface ContentContext {
  services: Services;
  events: ContentEvents;
  viewer: UserModel | null;
  loaders: Loaders;
}
