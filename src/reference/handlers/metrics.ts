// GET /metrics: the process's Prometheus metrics (src/http/metrics.ts). METRICS_TOKEN, when set,
// is checked by the metricsToken scheme (src/reference/index.ts) before this runs; unset, only
// clients on this machine are answered.
import { isLoopback } from '../../http/client-address.js';
import { apiError } from '../../http/errors.js';
import { PlainText } from '../../http/types.js';
import type { H } from './types.js';

export const getMetrics: H<'getMetrics'> = async ({ ctx }, { config, metrics }) => {
  if (!config.metricsToken && !isLoopback(ctx.clientAddress)) {
    throw apiError('FORBIDDEN', 'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere');
  }
  return { status: 200, body: new PlainText(await metrics.text(), metrics.contentType) };
};
