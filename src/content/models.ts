// What the content resolvers pass around: database rows, mapped to GraphQL fields by the type
// resolvers (resolvers/types.ts). generated/content.ts uses these as the parents of its resolvers.
import type { CommentRow, PostRow, UserRow } from '../db/schema.js';

export type UserModel = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'status' | 'created_at'> & {
  /** The caller's own account returned by sign-up or login: its e-mail address is shown. */
  own?: boolean;
};

/** A post row; `authorRow` when the author was read with it (events: one read for every subscriber). */
export type PostModel = PostRow & { authorRow?: UserModel };

/** A comment row; with its post and author when read for an event. */
export type CommentModel = CommentRow & { postRow?: PostModel; authorRow?: UserModel };

export interface PostConnectionModel {
  edges: { cursor: string; node: PostModel }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Counted only when asked for. */
  totalCount: () => Promise<number>;
}

/** Staff see every post and every e-mail address. */
export const isStaff = (user: UserModel | null | undefined): boolean => user?.role === 'admin' || user?.role === 'moderator';
