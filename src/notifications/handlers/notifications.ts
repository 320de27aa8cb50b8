// The caller's notifications: list (page or NDJSON), create, mark read, delete, live stream.
import { apiError } from '../../http/errors.js';
import { wantsNdjson } from '../../http/negotiation.js';
import { EventStream, Streamed } from '../../http/types.js';
import { isUuid } from '../../db/uuid.js';
import { findUserById } from '../../auth/users.queries.js';
import { currentUser } from '../../reference/errors.js';
import { notificationNotFound } from '../errors.js';
import { ok, toNotification } from '../mappers.js';
import {
  countNotifications,
  deleteNotification as deleteRow,
  insertNotification,
  listNotifications as listRows,
  markNotificationRead as markRead,
  streamNotifications as streamRows,
} from '../notifications.queries.js';
import { NotificationStream } from '../stream.js';
import type { H } from './types.js';

async function* mapped<T, U>(source: AsyncIterable<T>, fn: (t: T) => U): AsyncIterable<U> {
  for await (const item of source) yield fn(item);
}

export const listNotifications: H<'listNotifications'> = async ({ query, headers, ctx }, { db }) => {
  const user = currentUser(ctx);
  // A vendor media type asks for JSON (versioning), whatever else Accept lists.
  if (!ctx.mediaType && wantsNdjson(headers.accept)) {
    return { status: 200, body: new Streamed(mapped(streamRows(db, user.id, query.unread), toNotification)) };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const [rows, total] = await Promise.all([listRows(db, user.id, query.unread, (page - 1) * pageSize, pageSize), countNotifications(db, user.id, query.unread)]);
  return { status: 200, body: ok({ notifications: rows.map(toNotification), total, page, pageSize }) };
};

export const createNotification: H<'createNotification'> = async ({ body, ctx }, { db }) => {
  const user = currentUser(ctx);
  const userId = body.userId ?? user.id;
  if (userId !== user.id) {
    if (user.role !== 'admin') throw apiError('FORBIDDEN', 'Only an admin may notify another user');
    if (!(await findUserById(db, userId))) {
      throw apiError('VALIDATION_ERROR', 'Invalid request: body.userId names no user', { errors: [{ path: 'body.userId', message: 'names no user' }] });
    }
  }
  // A user deleted between the check and the insert: the foreign key refuses it, answered as the check.
  const row = await insertNotification(db, { userId, title: body.title, message: body.message }).catch((err: { code?: string }) => {
    if (err?.code === '23503') throw apiError('VALIDATION_ERROR', 'Invalid request: body.userId names no user', { errors: [{ path: 'body.userId', message: 'names no user' }] });
    throw err;
  });
  return { status: 201, body: ok(toNotification(row)) };
};

export const markNotificationRead: H<'markNotificationRead'> = async ({ params, ctx }, { db }) => {
  const user = currentUser(ctx);
  const row = isUuid(params.id) ? await markRead(db, user.id, params.id) : undefined;
  if (!row) throw notificationNotFound();
  return { status: 200, body: ok(toNotification(row)) };
};

export const deleteNotification: H<'deleteNotification'> = async ({ params, ctx }, { db }) => {
  const user = currentUser(ctx);
  if (!isUuid(params.id) || !(await deleteRow(db, user.id, params.id))) throw notificationNotFound();
  return { status: 200, body: ok({ id: params.id.toLowerCase() }) };
};

export const streamNotifications: H<'streamNotifications'> = async ({ headers, ctx }, { db, config, userNotifications }) => {
  const user = currentUser(ctx);
  // Only a stream that is listening can promise every notification from now on.
  if (!(await userNotifications.whenListening(5000))) {
    throw apiError('SERVICE_UNAVAILABLE', 'Live notifications are unavailable for now; try again', undefined, { 'Retry-After': '5' });
  }
  const last = headers['last-event-id'];
  const stream = new NotificationStream(db, userNotifications, user.id, typeof last === 'string' ? last.trim() : undefined, config.notifications.streamMaxSeconds * 1000);
  return { status: 200, body: new EventStream(stream, config.notifications.heartbeatSeconds * 1000, 3000) };
};
