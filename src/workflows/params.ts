// DAG parameters as Dagu reads them: the `params:` default of a definition, the params of a start
// request, how the second overrides the first, and what a step then sees as $1.. and $NAME.
//
// Positions follow Dagu: every parameter, named or not, takes a slot in the order written, so in
// `FOO=x bar` the value `bar` is $2 (Dagu names positional parameters by their index among all of
// them, internal/core/spec/params.go). A slot held by a named parameter leaves that $N empty, as
// Dagu 2.x does (1.x put the text `FOO=x` there).

import type { Param } from './model.js';

export class ParamsError extends Error {
  override name = 'ParamsError';
}

/**
 * Splits a params string into parameters: whitespace separates tokens, `NAME=value` is named,
 * anything else positional. Inside a token, "..." may hold spaces and the escapes \" \\ \n \t \r;
 * '...' is literal; `...` (a command Dagu evaluates when the run starts) is kept with its
 * back-ticks, spaces included, and never evaluated here. A string that is a JSON object or array
 * is read as JSON, as Dagu does (object: named, array: positional).
 */
export function parseParams(input: string): Param[] {
  const json = parseJsonParams(input.trim());
  if (json) return json;
  return splitTokens(input).map(toParam);
}

/** A raw token: its text with quotes removed, and how much of it before the first `=` was unquoted. */
interface Token {
  text: string;
  /** Length of the leading unquoted part: a `NAME=` prefix only counts when it lies wholly in it. */
  plainPrefix: number;
}

function splitTokens(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    while (i < input.length && /\s/.test(input[i])) i++;
    if (i >= input.length) break;
    let text = '';
    let plainPrefix = -1;
    while (i < input.length && !/\s/.test(input[i])) {
      const c = input[i];
      if (c === '"' || c === "'" || c === '`') {
        if (plainPrefix < 0) plainPrefix = text.length;
        const read = readQuoted(input, i);
        text += read.text;
        i = read.end;
      } else {
        text += c;
        i++;
      }
    }
    tokens.push({ text, plainPrefix: plainPrefix < 0 ? text.length : plainPrefix });
  }
  return tokens;
}

/** Reads the quoted part starting at `start` (a quote character); returns its value and the index after it. */
function readQuoted(input: string, start: number): { text: string; end: number } {
  const quote = input[start];
  let text = quote === '`' ? '`' : '';
  let i = start + 1;
  while (i < input.length && input[i] !== quote) {
    if (quote === '"' && input[i] === '\\' && i + 1 < input.length) {
      text += unescape(input[i + 1]);
      i += 2;
      continue;
    }
    text += input[i];
    i++;
  }
  if (i >= input.length) {
    throw new ParamsError(`unterminated ${quote} quote starting at character ${start + 1} of params: ${input}`);
  }
  return { text: quote === '`' ? `${text}\`` : text, end: i + 1 };
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', n: '\n', t: '\t', r: '\r' };

/** Any other escape keeps its backslash, as Dagu's fallback for strings Go cannot unquote does. */
function unescape(c: string): string {
  return ESCAPES[c] ?? `\\${c}`;
}

function toParam(token: Token): Param {
  const eq = token.text.indexOf('=');
  if (eq > 0 && eq < token.plainPrefix) {
    return { name: token.text.slice(0, eq), value: token.text.slice(eq + 1) };
  }
  return { value: token.text };
}

function parseJsonParams(input: string): Param[] | undefined {
  const looksJson = (input.startsWith('{') && input.endsWith('}')) || (input.startsWith('[') && input.endsWith(']'));
  if (!looksJson) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return undefined; // Dagu, too, falls back to reading it as a plain params string
  }
  if (Array.isArray(parsed)) {
    return parsed.flatMap((item): Param[] =>
      isPlainObject(item) ? namedFromObject(item) : [{ value: paramText(item) }],
    );
  }
  return isPlainObject(parsed) ? namedFromObject(parsed) : undefined;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function namedFromObject(obj: Record<string, unknown>): Param[] {
  return Object.entries(obj).map(([name, value]) => ({ name, value: paramText(value) }));
}

/** Strings stay as they are; anything else becomes its JSON text (30 -> "30", true -> "true"). */
function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/**
 * The parameters a run starts with: the definition's defaults overridden by the start request's.
 *
 * Dagu's rule (overrideParams in internal/core/spec/params.go, same in 1.x and 2.x):
 * - a named start param replaces the default of that name where it stands; an unknown name is
 *   added at the end (Dagu 2.x rejects unknown names when the DAG declares named params; we keep
 *   1.x's leniency, the start API has no error for it).
 * - a positional start param takes the slot of its own index among all start params: the k-th
 *   start token becomes $k and replaces the default $k. Were that slot a named default, Dagu keeps
 *   the named variable alive (1.x in its env list, 2.x by appending the positional one); here the
 *   named default moves to the end so both survive and the positional value still gets its slot.
 * - a JSON object (or a JSON string of one) gives named params only.
 */
export function resolveParams(defaults: Param[], given: string | Record<string, unknown> | undefined): Param[] {
  const result = defaults.map((p) => ({ ...p }));
  if (given === undefined) return result;
  const overrides = typeof given === 'string' ? parseParams(given) : namedFromObject(given);
  overrides.forEach((param, slot) => {
    if (param.name !== undefined) overrideNamed(result, param);
    else overridePositional(result, param, slot);
  });
  return result;
}

function overrideNamed(result: Param[], param: Param): void {
  const at = result.findIndex((p) => p.name === param.name);
  if (at >= 0) result[at] = param;
  else result.push(param);
}

function overridePositional(result: Param[], param: Param, slot: number): void {
  if (slot >= result.length) {
    result.push(param);
    return;
  }
  const displaced = result[slot];
  result[slot] = param;
  if (displaced.name !== undefined) result.push(displaced);
}

/**
 * What the engine hands a step: `positional[i]` is $i+1 (empty where a named param holds that
 * slot), `named` the NAME=value variables in order (a later duplicate name wins when applied).
 */
export function paramsEnv(params: Param[]): { positional: string[]; named: [string, string][] } {
  const positional = params.map((p) => (p.name === undefined ? p.value : ''));
  while (positional.length > 0 && positional[positional.length - 1] === '' && params[positional.length - 1].name !== undefined) {
    positional.pop(); // trailing named params add no $N
  }
  const named = params.filter((p) => p.name !== undefined).map((p): [string, string] => [p.name as string, p.value]);
  return { positional, named };
}
