// The permission table of specs/content.graphql, as code: who may do what to whose content.
import { notAuthenticated, notAuthorized } from './errors.js';
import { isStaff, type UserModel } from './models.js';

type Rule = (viewer: UserModel, owner: string | undefined, target: UserModel | undefined) => boolean;

const admin = (v: UserModel) => v.role === 'admin';
const own = (v: UserModel, owner: string | undefined) => owner !== undefined && v.id === owner;
const active = (v: UserModel) => v.status === 'active';

export const RULES = {
  updateUser: (v, owner) => own(v, owner) || admin(v),
  deleteUser: (v, owner) => own(v, owner) || admin(v),
  setUserRole: (v, owner) => admin(v) && !own(v, owner),
  setUserStatus: (v, owner, target) => !own(v, owner) && (admin(v) || (v.role === 'moderator' && target?.role === 'user')),
  createPost: () => true,
  addComment: () => true,
  updatePost: (v, owner) => own(v, owner) || admin(v),
  publishPost: (v, owner) => own(v, owner) || admin(v),
  unpublishPost: (v, owner) => own(v, owner) || admin(v),
  archivePost: (v, owner) => own(v, owner) || isStaff(v),
  deletePost: (v, owner) => own(v, owner) || isStaff(v),
  deleteComment: (v, owner) => own(v, owner) || isStaff(v),
} satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;

/** The signed-in user, or UNAUTHENTICATED. */
export function requireViewer(viewer: UserModel | null): UserModel {
  if (!viewer) throw notAuthenticated();
  return viewer;
}

/**
 * The viewer when they may do `action` to content owned by `owner` (a user id; for user
 * actions, the target user's id, with the target for role checks); else UNAUTHENTICATED or FORBIDDEN.
 * Every action is a write, and a SUSPENDED user writes nothing (the same rule as the REST pipeline's).
 */
export function authorize(viewer: UserModel | null, action: Action, owner?: string, target?: UserModel): UserModel {
  const v = requireViewer(viewer);
  if (!active(v) || !(RULES[action] as Rule)(v, owner, target)) throw notAuthorized();
  return v;
}
