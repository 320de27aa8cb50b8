// The big-tables interface, Glide API v2 compatible (specs/tables.yaml).
import path from 'node:path';
import type { Config } from '../config.js';
import type { RestInterfaceDef } from '../http/rest.js';
import { hashApiKey } from '../auth/tokens.js';
import { glideError } from './errors.js';
import { fromText } from './text-bodies.js';
import { findTeamByTokenHash } from './teams.queries.js';
import * as tables from './handlers/tables.js';
import * as rows from './handlers/rows.js';
import * as stashes from './handlers/stashes.js';
import * as usage from './handlers/usage.js';
import * as jobs from './handlers/jobs.js';

export function tablesInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'tables',
    specFile: path.join(root, 'specs', 'tables.yaml'),
    basePath: config.basePaths.tables,
    handlers: { ...tables, ...rows, ...stashes, ...usage, ...jobs },
    errorStyles: { glide: glideError },
    securitySchemes: {
      teamToken: async (headers, { db }) => {
        const auth = headers.authorization;
        if (!auth || !/^Bearer /i.test(auth)) return { failure: 'missing_token' };
        const team = await findTeamByTokenHash(db, hashApiKey(auth.slice(7).trim()));
        return team ? { principal: { via: 'teamToken', team } } : { failure: 'invalid_token' };
      },
    },
    rateLimits: { default: config.rateLimit.tablesMax },
    fromText,
    bodyLimitBytes: config.tablesBodyLimitBytes,
  };
}
