import type { QueryResolvers } from '../../../generated/content.js';
import { isUuid } from '../../db/uuid.js';
import { badInput } from '../errors.js';
import { pageSize } from '../limits.js';
import type { PostConnectionModel } from '../models.js';
import { countVisiblePosts, listPosts, pageOfPosts } from '../posts.queries.js';
import { search } from '../search.queries.js';
import { listUsersOldestFirst } from '../users.queries.js';

export const SEARCH_LIMIT = 50;

export const Query: QueryResolvers = {
  schemaVersion: (_, __, { services }) => services.version,
  me: (_, __, { viewer }) => viewer,
  user: async (_, { id }, { loaders }) => (isUuid(id) ? ((await loaders.user.load(id)) ?? null) : null),
  post: async (_, { id }, { loaders }) => (isUuid(id) ? ((await loaders.post.load(id)) ?? null) : null),
  users: (_, { limit }, { services }) => listUsersOldestFirst(services.db, pageSize('limit', limit, 50)),
  posts: (_, { published, limit }, { services, viewer }) => listPosts(services.db, viewer, published ?? undefined, pageSize('limit', limit, 50)),

  paginatedPosts: async (_, { first, after, last, before }, { services, viewer, loaders }): Promise<PostConnectionModel> => {
    if (first != null && (last != null || before != null)) throw badInput(last != null ? 'last' : 'before', 'Pass first (with after) or last (with before), not both');
    if (after != null && (last != null || before != null)) throw badInput('after', 'after goes with first; use before with last');
    const forward = last == null && before == null;
    const n = forward ? pageSize('first', first, 10) : pageSize('last', last, 10);
    const cursor = (forward ? after : before) ?? undefined;
    if (cursor !== undefined && !(isUuid(cursor) && (await loaders.post.load(cursor)))) {
      throw badInput(forward ? 'after' : 'before', `${forward ? 'after' : 'before'} does not name a post you can see`);
    }
    // One more than asked for tells whether the list goes on past the page.
    const rows = await pageOfPosts(services.db, viewer, cursor, n + 1, forward);
    const more = rows.length > n;
    const page = forward ? rows.slice(0, n) : rows.slice(more ? 1 : 0);
    const edges = page.map((node) => ({ cursor: node.id, node }));
    return {
      edges,
      pageInfo: {
        hasNextPage: forward ? more : cursor !== undefined,
        hasPreviousPage: forward ? cursor !== undefined : more,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: () => countVisiblePosts(services.db, viewer),
    };
  },

  search: async (_, { term }, { services, viewer, loaders }) => {
    const t = term.trim();
    if (t.length < 1 || t.length > 200) throw badInput('term', 'term must be 1 to 200 characters');
    const hits = await search(services.db, t, viewer, SEARCH_LIMIT);
    const found = await Promise.all(hits.map((h) => (h.kind === 'user' ? loaders.user.load(h.id) : h.kind === 'post' ? loaders.post.load(h.id) : loaders.comment.load(h.id))));
    return found.filter((r) => r !== undefined);
  },
};
