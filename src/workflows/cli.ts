// The workflow interface's commands: webhook secrets and a worker process of its own.
import { randomBytes } from 'node:crypto';
import { UsageError, type Command } from '../cli/command.js';
import { createDb } from '../db/database.js';
import { setWebhookSecret } from './dags.queries.js';
import { loadDagsDir, WorkflowBackground } from './index.js';
import { Notifications } from './notifications.js';

export const workflowCommands: Record<string, Command> = {
  'dags webhook-secret': {
    usage: 'dags webhook-secret <dagName>',
    help: "Make or rotate a DAG's webhook secret (printed once; the old one stops working).",
    options: {},
    run: async (db, _o, [name]) => {
      if (!name) throw new UsageError('give the DAG name');
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      if (!(await setWebhookSecret(db, name, secret))) throw new UsageError(`no DAG named ${name}`);
      return { dag: name, secret, url: `/api/v1/webhooks/${encodeURIComponent(name)}` };
    },
  },
  'workflows worker': {
    usage: 'workflows worker [--concurrency N]',
    help: 'Run a workflow worker (and the scheduler) without an HTTP server, until Ctrl-C or SIGTERM.',
    options: { concurrency: { type: 'string', help: 'steps run at once (default WORKFLOWS_WORKER_CONCURRENCY, 16)' } },
    run: async (_db, opts, _p, { config, log, databaseUrl, stderr }) => {
      const concurrency = opts.concurrency === undefined ? config.workflows.concurrency : Number(opts.concurrency);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1000) throw new UsageError('--concurrency must be a whole number from 1 to 1000');
      const db = createDb(databaseUrl, Math.max(4, Math.min(config.poolSize, concurrency + 2)));
      const notifications = new Notifications(databaseUrl, log);
      const background = new WorkflowBackground(db, log, notifications, { ...config, workflows: { ...config.workflows, concurrency } }, true);
      try {
        if (config.workflows.dagsDir) await loadDagsDir(db, config.workflows.dagsDir, log);
        await background.start();
        stderr.write(`workflow worker running (concurrency ${concurrency}); Ctrl-C stops it\n`);
        await new Promise<void>((resolve) => {
          process.once('SIGINT', resolve);
          process.once('SIGTERM', resolve);
        });
        await background.stop();
        return { stopped: true };
      } finally {
        await notifications.close();
        await db.destroy();
      }
    },
  },
};
