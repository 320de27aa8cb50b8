// The geocode proxy (specs/geocode.yaml): an address to coordinates through the provider the
// operator configures (GEOCODE_*), cached in PostgreSQL. Mounted beside the reference interface
// (REFERENCE_BASE_PATH), whose conventions and error shape it shares.
import path from 'node:path';
import type { Config } from '../config.js';
import type { RestInterfaceDef } from '../http/rest.js';
import { authenticateBearer } from '../auth/authenticate.js';
import { conventionError } from '../reference/errors.js';
import * as geocode from './handlers/geocode.js';

export function geocodeInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'geocode',
    specFile: path.join(root, 'specs', 'geocode.yaml'),
    basePath: config.basePaths.reference,
    handlers: { ...geocode },
    errorStyles: { convention: conventionError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
    },
    rateLimits: { default: config.rateLimit.max },
    bodyLimitBytes: config.bodyLimitBytes,
  };
}
