// `npm run cli -- <command>`: administration, with or without a running server. With the embedded
// database it reuses the cluster a running server started, or starts (and stops) one itself.
// src/cli/run.ts parses and dispatches to the interfaces' commands.
import { runCli } from './run.js';

const code = await runCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr });
// Exit explicitly: open handles (a pool, the embedded cluster's pipe) must not keep the CLI alive.
process.exit(code);
