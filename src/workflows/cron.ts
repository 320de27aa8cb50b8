// Dagu's schedules: 5-field cron expressions (minute hour day month weekday), UTC unless prefixed
// with `CRON_TZ=<zone>` or `TZ=<zone>`; beyond Dagu, 6 fields with seconds first. Parsing and
// iteration are cron-parser's.
import { CronExpressionParser } from 'cron-parser';

function split(expr: string): { fields: string; tz: string } {
  const m = /^\s*(?:CRON_TZ|TZ)=(\S+)\s+(.*)$/.exec(expr);
  return m ? { fields: m[2].trim(), tz: m[1] } : { fields: expr.trim(), tz: 'UTC' };
}

/** Why an expression is not a schedule, or undefined when it is one. */
export function validateCron(expr: string): string | undefined {
  const { fields, tz } = split(expr);
  const count = fields.split(/\s+/).length;
  if (count !== 5 && count !== 6) return `"${expr}" is not a cron expression of 5 fields (minute hour day month weekday), or 6 with seconds first`;
  try {
    CronExpressionParser.parse(fields, { tz, strict: false });
    return undefined;
  } catch (err) {
    return `"${expr}" is not a valid cron expression: ${(err as Error).message}`;
  }
}

/** The times the expression names after `after`, up to and including `until`. */
export function fireTimes(expr: string, after: Date, until: Date): Date[] {
  const { fields, tz } = split(expr);
  const out: Date[] = [];
  try {
    const it = CronExpressionParser.parse(fields, { tz, currentDate: after, endDate: until, strict: false });
    while (it.hasNext() && out.length < 1000) out.push(it.next().toDate());
  } catch {
    // Checked when the definition was stored; an expression that fails now fires nothing.
  }
  return out.filter((t) => t > after && t <= until);
}
