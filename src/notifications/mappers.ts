// Notification rows to the contract's shapes (specs/notifications.yaml).
import type { components } from '../../generated/notifications.js';
import type { NotificationRow } from './notifications.queries.js';

export type Notification = components['schemas']['Notification'];

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    message: row.message,
    read: row.read_at !== null,
    readAt: row.read_at ? row.read_at.toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The controller-style success envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });
