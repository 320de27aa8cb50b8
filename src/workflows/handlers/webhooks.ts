// Webhooks, signed as GitHub signs them: HMAC-SHA256 of the raw body with the DAG's secret, in
// X-Signature-256, compared in constant time; a delivery id seen before starts nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiError } from '../../http/errors.js';
import { findDag, recordDelivery } from '../dags.queries.js';
import { startRun } from '../engine.js';
import { paramsText } from '../mappers.js';
import type { DagDef } from '../model.js';
import type { H } from './types.js';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const triggerWebhook: H<'triggerWebhook'> = async ({ params, headers, rawBody }, { db }) => {
  const dag = await findDag(db, params.dagName);
  // An unknown DAG and one without a webhook answer alike: a caller learns nothing from either.
  if (!dag?.webhook_secret) throw apiError('DAG_NOT_FOUND', `No webhook for ${params.dagName}`);
  const body = rawBody ?? Buffer.alloc(0);
  const given = Buffer.from(header(headers['x-signature-256']) ?? '');
  const expected = Buffer.from(`sha256=${createHmac('sha256', dag.webhook_secret).update(body).digest('hex')}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw apiError('INVALID_SIGNATURE', given.length ? 'The X-Signature-256 signature does not match the body' : 'The X-Signature-256 header is required', undefined, { 'WWW-Authenticate': 'HMAC-SHA256' });
  }
  const delivery = header(headers['x-webhook-delivery']);
  if (!delivery) throw apiError('VALIDATION_ERROR', 'The X-Webhook-Delivery header is required');
  const def = dag.definition as DagDef;
  const runId = await db.transaction().execute(async (trx) => {
    if (!(await recordDelivery(trx, dag.name, delivery))) throw apiError('CONFLICT', `Delivery ${delivery} was received already`);
    return startRun(trx, dag.name, def, { params: def.params, paramsText: paramsText(def.params), trigger: 'webhook', webhookPayload: body.toString('utf8') });
  });
  return { status: 202, body: { status: 'success', data: { runId } } };
};
