import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { MutationResolvers } from '../../../generated/content.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { findUserByEmail, insertUser } from '../../auth/users.queries.js';
import type { Db } from '../../db/database.js';
import type { PostRow, UserRow } from '../../db/schema.js';
import { isUuid } from '../../db/uuid.js';
import { deleteComment, findComment, insertComment } from '../comments.queries.js';
import { badInput, contentError, notFound } from '../errors.js';
import { notify } from '../events.js';
import type { PostModel } from '../models.js';
import { authorize, requireViewer } from '../permissions.js';
import { deletePost, findPostForUpdate, insertPost, updatePost } from '../posts.queries.js';
import { deleteUserById, findUserForUpdate, updateUserFields } from '../users.queries.js';
import { canSee } from '../visibility.js';
import type { ContentContext } from '../context.js';

// The same e-mail rule as the REST interface (ajv-formats' "email").
const EMAIL = fullFormats.email as RegExp;

function email(value: string, field: string): string {
  const v = value.trim();
  if (v.length > 254 || !EMAIL.test(v)) throw badInput(field, `${field} is not a valid e-mail address`);
  return v;
}

function text(value: string, field: string, max: number): string {
  if (value.trim().length === 0) throw badInput(field, `${field} must not be empty`);
  if (value.length > max) throw badInput(field, `${field} must be at most ${max} characters`);
  return value;
}

function name(value: string | null | undefined): string | null | undefined {
  if (value == null) return value;
  if (value.length > 200) throw badInput('name', 'name must be at most 200 characters');
  return value;
}

const tx = <T>({ services }: ContentContext, work: (trx: Db) => Promise<T>) => services.db.transaction().execute(work);

/** The post, locked, when it exists and the viewer can see it; else NOT_FOUND. */
async function visiblePostForUpdate(trx: Db, ctx: ContentContext, id: string): Promise<PostRow> {
  const post = isUuid(id) ? await findPostForUpdate(trx, id) : undefined;
  if (!post || !canSee(ctx.viewer, post)) throw notFound('Post');
  return post;
}

/** The post status moves of the PostStatus description. */
const MOVES: Record<'publishPost' | 'unpublishPost' | 'archivePost', { from: PostRow['status'][]; to: PostRow['status'] }> = {
  publishPost: { from: ['draft', 'archived'], to: 'published' },
  unpublishPost: { from: ['published'], to: 'draft' },
  archivePost: { from: ['draft', 'published'], to: 'archived' },
};

function move(action: keyof typeof MOVES) {
  return (_: unknown, { id }: { id: string }, ctx: ContentContext): Promise<PostModel> =>
    tx(ctx, async (trx) => {
      const post = await visiblePostForUpdate(trx, ctx, id);
      authorize(ctx.viewer, action, post.author_id);
      const { from, to } = MOVES[action];
      if (!from.includes(post.status)) throw contentError('INVALID_TRANSITION', `A ${post.status} post cannot become ${to}`, { from: post.status.toUpperCase(), to: to.toUpperCase() });
      return updatePost(trx, id, { status: to });
    });
}

async function userForUpdate(trx: Db, id: string) {
  const user = isUuid(id) ? await findUserForUpdate(trx, id) : undefined;
  if (!user) throw notFound('User');
  return user;
}

export const Mutation: MutationResolvers = {
  createUser: async (_, { input }, { services, limitAuth }) => {
    await limitAuth();
    if (input.password.length < 8) throw badInput('password', 'password must be at least 8 characters');
    if (input.password.length > 1024) throw badInput('password', 'password must be at most 1024 characters');
    const user = await insertUser(services.db, { email: email(input.email, 'email'), name: name(input.name) ?? null, password_hash: await hashPassword(input.password, services.config.passwordHashCost), role: 'user' });
    return { ...user, own: true };
  },

  login: async (_, { email: address, password }, { services, limitAuth }) => {
    await limitAuth();
    const user = address.length <= 254 ? await findUserByEmail(services.db, address.trim()) : undefined;
    // verifyPassword spends the same time when there is no user, so timing tells nothing.
    if (!(await verifyPassword(password, user?.password_hash ?? null, services.config.passwordHashCost)) || !user) {
      throw contentError('UNAUTHENTICATED', 'Wrong e-mail address or password');
    }
    return { token: await services.tokens.sign({ sub: user.id, role: user.role }), user: { ...user, own: true } };
  },

  updateUser: (_, { id, input }, ctx) => {
    authorize(ctx.viewer, 'updateUser', id);
    return tx(ctx, async (trx) => {
      const user = await userForUpdate(trx, id);
      const change = {
        ...(input.email != null ? { email: email(input.email, 'input.email') } : {}),
        ...(input.name !== undefined ? { name: name(input.name) } : {}),
      };
      if (Object.keys(change).length === 0) return user;
      const updated = await updateUserFields(trx, id, change as { email?: string; name?: string });
      await notify(trx, { type: 'userChanged', id });
      return updated;
    });
  },

  deleteUser: async (_, { id }, ctx) => {
    authorize(ctx.viewer, 'deleteUser', id);
    return isUuid(id) && deleteUserById(ctx.services.db, id);
  },

  setUserRole: (_, { id, role }, ctx) => {
    authorize(ctx.viewer, 'setUserRole', id);
    return tx(ctx, async (trx) => {
      await userForUpdate(trx, id);
      const updated = await updateUserFields(trx, id, { role: role.toLowerCase() as UserRow['role'] });
      await notify(trx, { type: 'userChanged', id });
      return updated;
    });
  },

  setUserStatus: (_, { id, status }, ctx) => {
    requireViewer(ctx.viewer);
    return tx(ctx, async (trx) => {
      const target = await userForUpdate(trx, id);
      authorize(ctx.viewer, 'setUserStatus', id, target);
      const updated = await updateUserFields(trx, id, { status: status.toLowerCase() as UserRow['status'] });
      await notify(trx, { type: 'userChanged', id });
      return updated;
    });
  },

  createPost: (_, { input }, ctx) => {
    const author = authorize(ctx.viewer, 'createPost');
    const post = { author_id: author.id, title: text(input.title, 'input.title', 200), content: text(input.content, 'input.content', 100_000), published: input.published ?? false };
    return tx(ctx, async (trx) => {
      const created = await insertPost(trx, post);
      await notify(trx, { type: 'postCreated', id: created.id });
      return created;
    });
  },

  updatePost: (_, { id, input }, ctx) =>
    tx(ctx, async (trx) => {
      requireViewer(ctx.viewer);
      const post = await visiblePostForUpdate(trx, ctx, id);
      authorize(ctx.viewer, 'updatePost', post.author_id);
      if (post.status === 'archived') throw contentError('INVALID_TRANSITION', 'An archived post cannot be edited; publish it again first', { from: 'ARCHIVED' });
      const change = {
        ...(input.title != null ? { title: text(input.title, 'input.title', 200) } : {}),
        ...(input.content != null ? { content: text(input.content, 'input.content', 100_000) } : {}),
      };
      return Object.keys(change).length ? updatePost(trx, id, change) : post;
    }),

  deletePost: (_, { id }, ctx) =>
    tx(ctx, async (trx) => {
      requireViewer(ctx.viewer);
      const post = isUuid(id) ? await findPostForUpdate(trx, id) : undefined;
      if (!post || !canSee(ctx.viewer, post)) return false;
      authorize(ctx.viewer, 'deletePost', post.author_id);
      await deletePost(trx, id);
      return true;
    }),

  publishPost: move('publishPost'),
  unpublishPost: move('unpublishPost'),
  archivePost: move('archivePost'),

  addComment: (_, { postId, content }, ctx) => {
    const author = authorize(ctx.viewer, 'addComment');
    const body = text(content, 'content', 10_000);
    return tx(ctx, async (trx) => {
      // Locking the post keeps it from being deleted or archived under the comment.
      const post = await visiblePostForUpdate(trx, ctx, postId);
      if (post.status === 'archived') throw contentError('INVALID_TRANSITION', 'An archived post takes no comments', { from: 'ARCHIVED' });
      const comment = await insertComment(trx, { post_id: post.id, author_id: author.id, content: body });
      await notify(trx, { type: 'commentAdded', id: comment.id });
      return comment;
    });
  },

  deleteComment: async (_, { id }, ctx) => {
    requireViewer(ctx.viewer);
    const comment = isUuid(id) ? await findComment(ctx.services.db, id) : undefined;
    if (!comment || !canSee(ctx.viewer, { status: comment.post_status, author_id: comment.post_author_id })) return false;
    authorize(ctx.viewer, 'deleteComment', comment.author_id);
    await deleteComment(ctx.services.db, id);
    return true;
  },
};
