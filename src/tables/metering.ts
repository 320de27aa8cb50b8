// What operations cost, in thousandths of an update (the seed's prices: 0.01 per row written,
// 0.001 per row read; listing tables and reading the version are free). A charge runs in the
// caller's transaction, so a write refused for quota rolls back with it.
import { apiError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import { chargeUsage } from './usage.queries.js';

export const MILLI_PER_ROW_READ = 1;
export const MILLI_PER_ROW_WRITTEN = 10;
export const OVERAGE_PRICE = 0.02;

export const paymentRequired = () => apiError('PAYMENT_REQUIRED', "The team's update quota for this month is used up");

async function charge(db: Db, teamId: string, milli: number): Promise<void> {
  if (milli <= 0) return;
  if ((await chargeUsage(db, teamId, milli)) === undefined) throw paymentRequired();
}

export const chargeWrites = (db: Db, teamId: string, rows: number) => charge(db, teamId, rows * MILLI_PER_ROW_WRITTEN);
export const chargeReads = (db: Db, teamId: string, rows: number) => charge(db, teamId, rows * MILLI_PER_ROW_READ);
