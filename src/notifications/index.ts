// The notifications interface (specs/notifications.yaml): a user's notifications and their live
// stream. Mounted beside the reference interface (REFERENCE_BASE_PATH), whose conventions it follows.
import path from 'node:path';
import type { Config } from '../config.js';
import type { RestInterfaceDef } from '../http/rest.js';
import { authenticateBearer } from '../auth/authenticate.js';
import { controllerError } from './errors.js';
import * as notifications from './handlers/notifications.js';

export function notificationsInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'notifications',
    specFile: path.join(root, 'specs', 'notifications.yaml'),
    basePath: config.basePaths.reference,
    handlers: { ...notifications },
    errorStyles: { controller: controllerError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
      // EventSource cannot send headers: the stream takes the bearer token in the query.
      accessToken: (_headers, services, query) => {
        const token = typeof query.access_token === 'string' ? query.access_token : undefined;
        return authenticateBearer(services, token === undefined ? undefined : `Bearer ${token}`);
      },
    },
    rateLimits: { default: config.rateLimit.max },
    bodyLimitBytes: config.bodyLimitBytes,
  };
}
