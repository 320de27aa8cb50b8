// The document interface's commands: a job worker without an HTTP server, and loading a folder of
// instruments into a new package (optionally queueing a job over them).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, type Command } from '../cli/command.js';
import { createDb } from '../db/database.js';
import { findUserByEmail } from '../auth/users.queries.js';
import { ApiError } from '../http/errors.js';
import { DocumentWorker, initialProgress } from './jobs.js';
import { insertJob } from './jobs.queries.js';
import { insertDocument, insertPackage, queueStages } from './packages.queries.js';
import { STAGES } from './types.js';
import { documentType } from './uploads.js';

export const documentCommands: Record<string, Command> = {
  'documents worker': {
    usage: 'documents worker [--concurrency N]',
    help: 'Run a document-job worker without an HTTP server, until Ctrl-C or SIGTERM (running jobs go back to the queue).',
    options: { concurrency: { type: 'string', help: 'jobs run at once (default DOCUMENTS_WORKER_CONCURRENCY, 2)' } },
    run: async (_db, opts, _p, { config, log, databaseUrl, stderr }) => {
      const concurrency = opts.concurrency === undefined ? config.documents.concurrency : Number(opts.concurrency);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new UsageError('--concurrency must be a whole number from 1 to 64');
      const db = createDb(databaseUrl, Math.max(4, concurrency + 2));
      const worker = new DocumentWorker(db, log, { ...config.documents, concurrency });
      try {
        worker.start();
        stderr.write(`document worker running (concurrency ${concurrency}); Ctrl-C stops it\n`);
        await new Promise<void>((resolve) => {
          process.once('SIGINT', resolve);
          process.once('SIGTERM', resolve);
        });
        await worker.stop();
        return { stopped: true };
      } finally {
        await db.destroy();
      }
    },
  },
  'documents load': {
    usage: 'documents load <folder> --email E [--name N] [--process]',
    help: "Load a folder's instruments (.txt .md .pdf .png .jpg .tif) into a new package of the user; --process queues a job of every stage.",
    options: {
      email: { type: 'string', help: "the package's owner", required: true },
      name: { type: 'string', help: "the package's name (default: the folder's name)" },
      process: { type: 'boolean', help: 'queue a job of every stage over the documents' },
    },
    run: async (db, opts, [folder], { config }) => {
      if (!folder) throw new UsageError('give the folder');
      const user = await findUserByEmail(db, String(opts.email));
      if (!user) throw new UsageError(`no user ${String(opts.email)}`);
      let files: string[];
      try {
        files = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile() && /\.(txt|text|md|markdown|pdf|png|jpe?g|tiff?)$/i.test(e.name)).map((e) => e.name).sort();
      } catch (err) {
        throw new UsageError(`cannot read ${folder}: ${(err as Error).message}`);
      }
      if (!files.length) throw new UsageError(`${folder} has no instruments (.txt .md .pdf .png .jpg .tif)`);
      const pkg = await insertPackage(db, user.id, typeof opts.name === 'string' ? opts.name : path.basename(path.resolve(folder)), null);
      const ids: string[] = [];
      for (const file of files) {
        const content = await readFile(path.join(folder, file));
        if (content.length > config.documents.maxUploadBytes) throw new UsageError(`${file} is larger than DOCUMENTS_MAX_UPLOAD_BYTES`);
        let type;
        try {
          type = documentType('application/octet-stream', file, content);
        } catch (err) {
          if (err instanceof ApiError) throw new UsageError(`${file}: ${err.message}`);
          throw err;
        }
        ids.push((await insertDocument(db, { package_id: pkg.id, filename: file, content_type: type, content })).id);
      }
      let jobId: string | undefined;
      if (opts.process) {
        const job = await insertJob(db, { user_id: user.id, package_id: pkg.id, doc_ids: ids, stages: [...STAGES], enrich_only: false, progress: initialProgress([...STAGES], ids.length, false) });
        await queueStages(db, ids, [...STAGES], job.id);
        jobId = job.id;
      }
      return { package_id: pkg.id, documents: ids.length, ...(jobId ? { job_id: jobId } : {}) };
    },
  },
};
