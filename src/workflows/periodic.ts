// Background work done every so often: a run never overlaps the one before it, a failure is
// logged (and tried again next time), and the timer does not keep the process alive.
import type { Logger } from '../log.js';
import { describeError } from '../log.js';

export function every(ms: number, work: () => Promise<unknown>, log: Logger, what: string): NodeJS.Timeout {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    work()
      .catch((err) => log.warn(`${what} failed`, { ...describeError(err) }))
      .finally(() => (busy = false));
  }, ms);
  timer.unref();
  return timer;
}
