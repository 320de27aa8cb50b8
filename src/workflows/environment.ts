// What a step sees: its environment (the server's, the DAG's env, the params, the outputs of the
// steps before it, the step's env, Dagu's variables), `$VAR`/`${VAR}` and back-tick substitution as
// Dagu does them, and preconditions.
import type { Precondition, StepDef } from './model.js';
import type { Launcher } from './process.js';

const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** `$VAR` and `${VAR}` from `env` (unknown ones become empty, as the shell does). */
export function expandVars(text: string, env: Record<string, string | undefined>): string {
  return text.replace(VAR, (_m, braced: string | undefined, bare: string | undefined) => env[(braced ?? bare)!] ?? '');
}

/** Whether a text needs a shell to evaluate (command substitution). */
const needsShell = (text: string) => text.includes('`') || text.includes('$(');

/**
 * A text as the shell reads a double-quoted word: variables, positional parameters ($1 ...) and
 * command substitution (back-ticks, $(...)) expanded; nothing else happens to it.
 */
export async function shellEval(launcher: Launcher, text: string, env: Record<string, string>, positional: string[], cwd: string | undefined, name = 'dag'): Promise<string> {
  const quoted = text.replace(/[\\"]/g, (c) => `\\${c}`);
  return (await launcher.capture('sh', ['-c', `printf '%s' "${quoted}"`, name, ...positional], { env, cwd, timeoutMs: 60_000, maxBytes: 1024 * 1024 })).stdout;
}

/** A value of the DAG's or a step's env, or a param: `$VAR` expanded, back-ticks run. */
export async function evalValue(launcher: Launcher, text: string, env: Record<string, string>, cwd?: string): Promise<string> {
  return needsShell(text) ? shellEval(launcher, text, env, [], cwd) : expandVars(text, env);
}

export interface RunVars {
  dagName: string;
  runId: string;
  /** Named params, in order, and the positional ones ($1 ...). */
  named: [string, string][];
  positional: string[];
  dagEnv: [string, string][];
  /** `output` variables of the run's finished steps. */
  outputs: [string, string][];
  webhookPayload: string | null;
  /** The run's outcome, for handlers (DAG_RUN_STATUS). */
  status?: string;
  logFile: string;
}

let serverEnvCopy: Record<string, string> | undefined;

/** The server's own environment, copied once (each read of process.env calls into the runtime). */
export function serverEnv(): Readonly<Record<string, string>> {
  if (!serverEnvCopy) {
    serverEnvCopy = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) serverEnvCopy[k] = v;
  }
  return serverEnvCopy;
}

/** The environment a step runs in, built in Dagu's order (later entries see the earlier ones). */
export async function stepEnvironment(launcher: Launcher, step: StepDef, vars: RunVars, files: { stdout: string; stderr: string }): Promise<Record<string, string>> {
  const env: Record<string, string> = { ...serverEnv() };
  for (const [k, v] of vars.dagEnv) env[k] = await evalValue(launcher, v, env);
  for (const [k, v] of vars.named) env[k] = await evalValue(launcher, v, env);
  for (const [k, v] of vars.outputs) env[k] = v;
  if (vars.webhookPayload !== null) env.WEBHOOK_PAYLOAD = vars.webhookPayload;
  Object.assign(env, {
    DAG_NAME: vars.dagName,
    DAG_RUN_ID: vars.runId,
    DAG_RUN_STEP_NAME: step.name,
    DAG_RUN_LOG_FILE: vars.logFile,
    DAG_RUN_STEP_STDOUT_FILE: files.stdout,
    DAG_RUN_STEP_STDERR_FILE: files.stderr,
  });
  if (vars.status) env.DAG_RUN_STATUS = vars.status;
  for (const [k, v] of step.env) env[k] = await evalValue(launcher, v, env);
  return env;
}

/** A pattern of Dagu's: `re:<regular expression>` matches anywhere in the text; anything else is equality. */
export function matches(pattern: string, text: string): boolean {
  if (pattern.startsWith('re:')) {
    try {
      return new RegExp(pattern.slice(3)).test(text);
    } catch {
      return false;
    }
  }
  return pattern === text;
}

/**
 * Whether every precondition holds. One with `expected` compares the evaluated condition; one
 * without runs the condition as a command, met when it exits 0. `negate` turns the verdict round.
 */
export async function preconditionsMet(launcher: Launcher, list: Precondition[], env: Record<string, string>, positional: string[], cwd: string | undefined, name: string): Promise<{ met: boolean; reason?: string }> {
  for (const p of list) {
    let met: boolean;
    let seen: string;
    if (p.expected === undefined) {
      const { code } = await launcher.capture('sh', ['-c', p.condition, name, ...positional], { env, cwd, timeoutMs: 60_000, maxBytes: 0 });
      met = code === 0;
      seen = `exit code ${code}`;
    } else {
      seen = await shellEval(launcher, p.condition, env, positional, cwd, name);
      // As Dagu: met when any line of the value matches.
      const expected = p.expected;
      met = seen.split('\n').some((line) => matches(expected, line));
    }
    if (p.negate) met = !met;
    if (!met) return { met: false, reason: `precondition not met: ${p.condition} gave ${JSON.stringify(seen)}, expected ${p.negate ? 'not ' : ''}${JSON.stringify(p.expected ?? 'exit code 0')}` };
  }
  return { met: true };
}
