import { OVERAGE_PRICE } from '../metering.js';
import { readUsage } from '../usage.queries.js';
import { teamOf, type H } from './types.js';

export const getUsage: H<'getUsage'> = async ({ ctx }, { db }) => {
  const u = await readUsage(db, teamOf(ctx));
  const used = Number(u.used_milli);
  const quota = Number(u.quota_milli);
  const overMilli = u.overage === 'metered' ? Math.max(0, used - quota) : 0;
  return {
    status: 200,
    body: {
      data: {
        period: u.period,
        updates: used / 1000,
        quota: quota / 1000,
        overage: u.overage,
        overageUpdates: overMilli / 1000,
        // In whole thousandths of a currency unit first, so that the sum does not drift.
        overageCost: Math.round(overMilli * OVERAGE_PRICE) / 1000,
      },
    },
  };
};
