import { filter, pipe } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../../generated/content.js';
import { isUuid } from '../../db/uuid.js';
import type { ContentContext } from '../context.js';
import { badInput } from '../errors.js';
import { createLoaders } from '../loaders.js';
import type { CommentModel, PostModel, UserModel } from '../models.js';
import { requireViewer } from '../permissions.js';
import { canSee } from '../visibility.js';

/** Each event is a new read: fresh loaders (no cache carried over, none growing), today's viewer. */
function fresh<T>(value: T, ctx: ContentContext): T {
  ctx.loaders = createLoaders(ctx.services.db, ctx.viewer);
  return value;
}

export const Subscription: SubscriptionResolvers = {
  postCreated: {
    subscribe: (_, __, ctx) => pipe(ctx.events.pubsub.subscribe('postCreated'), filter((post: PostModel) => canSee(ctx.viewer, post))),
    resolve: (post: PostModel, _: unknown, ctx: ContentContext) => fresh(post, ctx),
  },
  commentAdded: {
    subscribe: (_, { postId }, ctx) => {
      if (!isUuid(postId)) throw badInput('postId', 'postId does not name a post');
      return pipe(ctx.events.pubsub.subscribe('commentAdded', postId), filter((c: CommentModel) => c.postRow !== undefined && canSee(ctx.viewer, c.postRow)));
    },
    resolve: (comment: CommentModel, _: unknown, ctx: ContentContext) => fresh(comment, ctx),
  },
  userStatusChanged: {
    subscribe: (_, __, ctx) => {
      // (a connection's viewer is fixed: a token that expires closes the socket, 4401)
      requireViewer(ctx.viewer);
      return ctx.events.pubsub.subscribe('userStatusChanged');
    },
    resolve: (user: UserModel, _: unknown, ctx: ContentContext) => fresh(user, ctx),
  },
};
