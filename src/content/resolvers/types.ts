// Fields of the object types: database rows to GraphQL values. Nested lists and references go
// through the request's batch loaders.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { PostStatus, Resolvers, Role, UserStatus } from '../../../generated/content.js';
import { pageSize } from '../limits.js';
import { isStaff, type UserModel } from '../models.js';

// Stryker disable all: no argument or input field of the contract is a DateTime (a variable of the
// type that no field uses is refused by validation), so no request reaches the input parsing; it
// is here for the scalar's completeness.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO 8601 date-time with a zone, e.g. 2026-11-22T03:15:00Z', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new Date(value);
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : new Date(value as string)).toISOString(),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});
// Stryker restore all

/** A user row must exist for a non-null author: a missing one means it was deleted mid-request. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new GraphQLError(`${what} no longer exists`, { extensions: { code: 'NOT_FOUND' } });
  return value;
}

const showEmail = (viewer: UserModel | null, user: UserModel) => user.own === true || (viewer !== null && (viewer.id === user.id || isStaff(viewer)));

export const typeResolvers: Resolvers = {
  DateTime,
  User: {
    email: (u, _, { viewer }) => (showEmail(viewer, u) ? u.email : ''),
    role: (u) => u.role.toUpperCase() as Role,
    status: (u) => u.status.toUpperCase() as UserStatus,
    posts: (u, { limit }, { loaders }) => loaders.postsOfAuthor(pageSize('limit', limit, 50)).load(u.id),
    createdAt: (u) => u.created_at,
  },
  Post: {
    published: (p) => p.status === 'published',
    status: (p) => p.status.toUpperCase() as PostStatus,
    author: async (p, _, { loaders }) => p.authorRow ?? present(await loaders.user.load(p.author_id), 'The author'),
    comments: (p, { limit }, { loaders }) => loaders.commentsOfPost(pageSize('limit', limit, 50)).load(p.id),
    createdAt: (p) => p.created_at,
    updatedAt: (p) => p.updated_at,
    publishedAt: (p) => p.published_at,
  },
  Comment: {
    author: async (c, _, { loaders }) => c.authorRow ?? present(await loaders.user.load(c.author_id), 'The author'),
    // Stryker disable next-line StringLiteral: a comment is reached only through its post (search and Post.comments read the post first), so its post cannot be missing here
    post: async (c, _, { loaders }) => c.postRow ?? present(await loaders.post.load(c.post_id), 'The post'),
    createdAt: (c) => c.created_at,
  },
  PostConnection: {
    totalCount: (c) => c.totalCount(),
  },
  SearchResult: {
    __resolveType: (r) => ('email' in r ? 'User' : 'title' in r ? 'Post' : 'Comment'),
  },
};
