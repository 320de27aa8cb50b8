import { listUsers as listUserRows, insertUser, streamUsers, updateUserIfVersion } from '../../auth/users.queries.js';
import { checkVersion, requireIfMatch, versionEtag } from '../../http/conditional.js';
import { apiError } from '../../http/errors.js';
import { wantsNdjson } from '../../http/negotiation.js';
import { Streamed } from '../../http/types.js';
import { toUser } from '../mappers.js';
import { currentUser } from '../errors.js';
import type { H } from './types.js';

async function* mapped<T, U>(source: AsyncIterable<T>, fn: (t: T) => U): AsyncIterable<U> {
  for await (const item of source) yield fn(item);
}

export const listUsers: H<'listUsers'> = async ({ query, headers, ctx }, { db }) => {
  // A vendor media type asks for JSON (versioning), whatever else Accept lists.
  if (!ctx.mediaType && wantsNdjson(headers.accept)) {
    return { status: 200, body: new Streamed(mapped(streamUsers(db, query.skip ?? 0), toUser)) };
  }
  const rows = await listUserRows(db, query.skip ?? 0, query.limit ?? 100);
  return { status: 200, body: rows.map(toUser) };
};

export const createUser: H<'createUser'> = async ({ body }, { db }) => {
  const row = await insertUser(db, { email: body.email, name: body.name, role: body.role ?? 'user', password_hash: null });
  return { status: 201, body: toUser(row) };
};

export const getMe: H<'getMe'> = async ({ ctx }) => {
  const user = currentUser(ctx);
  return { status: 200, body: toUser(user), etag: versionEtag(user.version) };
};

export const updateMe: H<'updateMe'> = async ({ ctx, headers, body }, { db }) => {
  const user = currentUser(ctx);
  const expected = requireIfMatch(headers);
  checkVersion(expected, user.version);
  // `*` matches whatever version is stored by the time we write.
  const updated = await updateUserIfVersion(db, user.id, expected === '*' ? undefined : user.version, body);
  // Someone changed the user between our read and our write.
  if (!updated) throw apiError('PRECONDITION_FAILED', 'If-Match is stale: the user changed meanwhile');
  return { status: 200, body: toUser(updated), etag: versionEtag(updated.version) };
};
