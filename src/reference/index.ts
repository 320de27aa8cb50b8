// The reference REST interface: platform endpoints and the agent catalog (specs/reference.yaml).
import path from 'node:path';
import type { Config } from '../config.js';
import type { RestInterfaceDef } from '../http/rest.js';
import { conventionError, agentError } from './errors.js';
import { authenticateApiKey, authenticateBearer } from '../auth/authenticate.js';
import { templates } from './templates.js';
import * as platform from './handlers/platform.js';
import * as auth from './handlers/auth.js';
import * as users from './handlers/users.js';
import * as agents from './handlers/agents.js';
import * as tasks from './handlers/tasks.js';
import * as metrics from './handlers/metrics.js';
import { metricsTokenScheme } from './metrics-token.js';

export function referenceInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'reference',
    specFile: path.join(root, 'specs', 'reference.yaml'),
    basePath: config.basePaths.reference,
    handlers: { ...platform, ...auth, ...users, ...agents, ...tasks, ...metrics },
    errorStyles: { convention: conventionError, agent: agentError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
      apiKey: (headers, services) => authenticateApiKey(services, headers['x-api-key']),
      metricsToken: metricsTokenScheme(config.metricsToken),
    },
    // /token and /api/auth/* name the stricter `auth` limit (x-rate-limit in the spec).
    rateLimits: { default: config.rateLimit.max, auth: config.rateLimit.authMax },
    templates,
    // The catalog's writes need a caller unless a local demo opens them (x-open-setting in the spec).
    openSettings: { AGENTS_OPEN_WRITES: config.agentsOpenWrites },
    bodyLimitBytes: config.bodyLimitBytes,
  };
}
