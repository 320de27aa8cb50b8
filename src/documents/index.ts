// The document-analysis interface (specs/documents.yaml) and its background work: a worker that
// runs processing jobs (unless DOCUMENTS_WORKER=false).
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { RestInterfaceDef } from '../http/rest.js';
import type { Logger } from '../log.js';
import { authenticateApiKey, authenticateBearer } from '../auth/authenticate.js';
import { conventionError } from './errors.js';
import { DocumentWorker } from './jobs.js';
import { toCsv, type RunsheetRow } from './runsheet.js';
import { fromMultipart } from './uploads.js';
import * as analysis from './handlers/analysis.js';
import * as documents from './handlers/documents.js';
import * as jobs from './handlers/jobs.js';
import * as packages from './handlers/packages.js';

export function documentsInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'documents',
    specFile: path.join(root, 'specs', 'documents.yaml'),
    basePath: '',
    handlers: { ...packages, ...documents, ...jobs, ...analysis },
    errorStyles: { convention: conventionError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
      apiKey: (headers, services) => authenticateApiKey(services, headers['x-api-key']),
    },
    rateLimits: { default: config.rateLimit.max, processing: config.documents.processRateLimitMax },
    fromMultipart: { uploadDocument: fromMultipart },
    renderers: { getRunsheet: { 'text/csv': (body) => toCsv((body as { rows: RunsheetRow[] }).rows) } },
    // An upload is one request body: the whole body is held to the upload limit.
    bodyLimitBytes: config.documents.maxUploadBytes,
  };
}

/** What runs in the background of a process: the document-job worker, when enabled. */
export class DocumentsBackground {
  private readonly worker: DocumentWorker | undefined;

  constructor(db: Db, log: Logger, config: Config, runWorker = config.documents.worker) {
    this.worker = runWorker ? new DocumentWorker(db, log, config.documents) : undefined;
  }

  start(): void {
    this.worker?.start();
  }

  async stop(): Promise<void> {
    await this.worker?.stop();
  }
}
