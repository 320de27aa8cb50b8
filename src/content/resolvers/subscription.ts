import { filter, pipe } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../../generated/content.js';
import { isUuid } from '../../db/uuid.js';
import { badInput } from '../errors.js';
import type { CommentModel, PostModel, UserModel } from '../models.js';
import { requireViewer } from '../permissions.js';
import { canSee } from '../visibility.js';

export const Subscription: SubscriptionResolvers = {
  postCreated: {
    subscribe: (_, __, { events, viewer }) => pipe(events.pubsub.subscribe('postCreated'), filter((post: PostModel) => canSee(viewer, post))),
    resolve: (post: PostModel) => post,
  },
  commentAdded: {
    subscribe: (_, { postId }, { events, viewer }) => {
      if (!isUuid(postId)) throw badInput('postId', 'postId does not name a post');
      return pipe(events.pubsub.subscribe('commentAdded', postId), filter((c: CommentModel) => c.postRow !== undefined && canSee(viewer, c.postRow)));
    },
    resolve: (comment: CommentModel) => comment,
  },
  userStatusChanged: {
    subscribe: (_, __, { events, viewer }) => {
      requireViewer(viewer);
      return events.pubsub.subscribe('userStatusChanged');
    },
    resolve: (user: UserModel) => user,
  },
};
