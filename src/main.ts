// `npm start`: one server process. Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
import { startApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './log.js';
import { GRAPHQL_PATH } from './content/mount.js';
import { EmbeddedStartError } from './db/embedded.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`configuration error: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
const log = createLogger(config.logLevel);
let app;
try {
  app = await startApp(config, log);
} catch (err) {
  // One line that says why and what to do; a stack trace helps nobody starting the server.
  if (err instanceof EmbeddedStartError) process.stderr.write(`embedded PostgreSQL: ${err.message}\n`);
  else if (isStartFailure(err) && err.code === 'EADDRINUSE') process.stderr.write(`cannot start: port ${config.port} is taken (another server?): start with another PORT, e.g. PORT=${config.port + 1} npm start\n`);
  else if (isStartFailure(err)) process.stderr.write(`cannot start: ${err.message}\n`);
  else throw err;
  process.exit(1);
}
const lines = [
  `server listening on ${app.url}`,
  ...app.interfaces.map((i) => `  ${i.name.padEnd(10)} ${app.url}${i.basePath || '/'}  (spec ${app.url}/openapi/${i.name}.json)`),
  `  content    ${app.url}${GRAPHQL_PATH}  (GraphiQL in a browser; WebSocket subscriptions on the same path)`,
  `  docs       ${app.url}/docs  ${app.url}/redoc  ${app.url}/openapi.json`,
  `  database   ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}`,
];
process.stderr.write(lines.join('\n') + '\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // app.stop() drains requests, then stops the embedded cluster itself.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    app.stop().then(
      () => process.exit(0),
      (err) => {
        log.error('stop failed', { error: (err as Error).message });
        process.exit(1);
      },
    );
  });
}

/** Errors of the machine rather than of the code: a taken port, an unreachable database. */
function isStartFailure(err: unknown): err is NodeJS.ErrnoException {
  const code = (err as NodeJS.ErrnoException)?.code;
  return typeof code === 'string' && ['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', '28P01', '3D000'].includes(code);
}
