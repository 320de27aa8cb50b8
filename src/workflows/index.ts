// The workflow interface (specs/workflows.yaml), Dagu compatible, and its background work: the
// worker (unless WORKFLOWS_WORKER=false), the scheduler and the DAGS_DIR loader.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { RestInterfaceDef } from '../http/rest.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { authenticateApiKey, authenticateBearer } from '../auth/authenticate.js';
import { envelopeError } from './errors.js';
import { compileSpec } from './compile.js';
import { upsertFileDag } from './dags.queries.js';
import type { Notifications } from './notifications.js';
import { Maintenance } from './maintenance.js';
import { Scheduler } from './scheduler.js';
import { Worker } from './worker.js';
import * as dags from './handlers/dags.js';
import * as runs from './handlers/runs.js';
import * as webhooks from './handlers/webhooks.js';

export function workflowsInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'workflows',
    specFile: path.join(root, 'specs', 'workflows.yaml'),
    basePath: config.basePaths.workflows,
    handlers: { ...dags, ...runs, ...webhooks },
    errorStyles: { envelope: envelopeError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
      apiKey: (headers, services) => authenticateApiKey(services, headers['x-api-key']),
      // EventSource cannot send headers: the events stream takes the bearer token in the query.
      accessToken: (_headers, services, query) => {
        const token = typeof query.access_token === 'string' ? query.access_token : undefined;
        return authenticateBearer(services, token === undefined ? undefined : `Bearer ${token}`);
      },
    },
    rateLimits: { default: config.rateLimit.max },
    bodyLimitBytes: config.bodyLimitBytes,
  };
}

/** Loads the YAML files of DAGS_DIR, each named by its file name without the extension. */
export async function loadDagsDir(db: Db, dir: string, log: Logger): Promise<void> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => /\.ya?ml$/i.test(f)).sort();
  } catch (err) {
    log.warn('DAGS_DIR cannot be read', { dir, ...describeError(err) });
    return;
  }
  for (const file of files) {
    const name = file.replace(/\.ya?ml$/i, '');
    try {
      const spec = await readFile(path.join(dir, file), 'utf8');
      // The contract bounds what a definition shows by the size the API accepts (SpecText).
      if (spec.length > MAX_SPEC_CHARS) throw new Error(`over ${MAX_SPEC_CHARS} characters, the limit of a definition sent to the API`);
      await upsertFileDag(db, name, spec, compileSpec(spec));
    } catch (err) {
      log.warn('a DAG file was not loaded', { file: path.join(dir, file), error: (err as Error).message });
    }
  }
  log.info('DAG files loaded', { dir, files: files.length });
}

/** specs/workflows.yaml's SpecText maxLength. */
const MAX_SPEC_CHARS = 524288;

/** What runs in the background of a process: the scheduler, the maintenance, and a worker when enabled. */
export class WorkflowBackground {
  private readonly scheduler: Scheduler;
  private readonly maintenance: Maintenance;
  private readonly worker: Worker | undefined;

  constructor(db: Db, log: Logger, notifications: Notifications, config: Config, runWorker = config.workflows.worker) {
    this.scheduler = new Scheduler(db, log, notifications);
    this.maintenance = new Maintenance(db, log, config.workflows.workerTimeoutSec);
    this.worker = runWorker
      ? new Worker(db, log, notifications, {
          concurrency: config.workflows.concurrency,
          heartbeatSec: Math.max(1, Math.floor(config.workflows.workerTimeoutSec / 6)),
          shutdownTimeoutMs: config.shutdownTimeoutMs,
          logMaxBytes: config.workflows.logMaxBytes,
          outputMaxBytes: config.workflows.outputMaxBytes,
        })
      : undefined;
  }

  async start(): Promise<void> {
    this.scheduler.start();
    this.maintenance.start();
    await this.worker?.start();
  }

  async stop(): Promise<void> {
    this.scheduler.stop();
    this.maintenance.stop();
    await this.worker?.stop();
  }
}
