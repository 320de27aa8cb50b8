// Generated from specs/content.graphql by scripts/generate.ts. Do not edit.

import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, PostModel, CommentModel, PostConnectionModel } from '../src/content/models.js';
import type { ContentContext } from '../src/content/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601 form, always in UTC with milliseconds (e.g. 2026-11-22T03:15:00.000Z). Inputs must carry a zone. */
  DateTime: { input: string; output: Date | string; }
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A signed bearer token (HS256 JWT), the same kind the REST /token issues. */
  token: Scalars['String']['output'];
  user: User;
};

export type Comment = Node & {
  __typename?: 'Comment';
  author: User;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  post: Post;
};

export type CreatePostInput = {
  /** Up to 100,000 characters. */
  content: Scalars['String']['input'];
  /** true creates the post PUBLISHED, false (the default) as a DRAFT. */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

export type CreateUserInput = {
  /** A valid e-mail address, unique without regard to case. */
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A comment by the signed-in user on a PUBLISHED post (or any post the caller can see, for its author and staff). Fires commentAdded. */
  addComment: Comment;
  /** DRAFT or PUBLISHED → ARCHIVED. */
  archivePost: Post;
  /** A new post by the signed-in user. Fires postCreated once stored. */
  createPost: Post;
  /** Public sign-up: a USER, ACTIVE. CONFLICT when the e-mail address is taken. */
  createUser: User;
  /** False when there was no such comment. */
  deleteComment: Scalars['Boolean']['output'];
  /** Deletes the post and its comments. False when there was no such post. */
  deletePost: Scalars['Boolean']['output'];
  /** Deletes the user with their posts and comments (self, or an admin). False when there was no such user. */
  deleteUser: Scalars['Boolean']['output'];
  /** A signed token for the user. A wrong e-mail or password is UNAUTHENTICATED (the same for both). */
  login: AuthPayload;
  /** DRAFT or ARCHIVED → PUBLISHED. */
  publishPost: Post;
  /** Sets a user's role (admins, not on themselves). Fires userStatusChanged. */
  setUserRole: User;
  /** Suspends or reinstates a user (staff; moderators only USERs; nobody themselves). Fires userStatusChanged. */
  setUserStatus: User;
  /** PUBLISHED → DRAFT. */
  unpublishPost: Post;
  updatePost: Post;
  /** Changes name or e-mail (self, or an admin). Fires userStatusChanged. */
  updateUser: User;
};


export type MutationAddCommentArgs = {
  content: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationArchivePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPublishPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: Role;
};


export type MutationSetUserStatusArgs = {
  id: Scalars['ID']['input'];
  status: UserStatus;
};


export type MutationUnpublishPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** Anything with a stable, globally unique id. */
export type Node = {
  id: Scalars['ID']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  /** The id of the last edge; null for an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * Forward paging (first/after): whether more posts follow this page (rule 4 of the seed).
   * Backward paging (last/before): true when `before` was given (the post it names follows).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Forward paging: true when `after` was given (the post it names precedes this page).
   * Backward paging: whether more posts precede this page.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The id of the first edge; null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Post = Node & {
  __typename?: 'Post';
  author: User;
  /** The post's comments, oldest first; the first `limit` (default 50, at most 100). */
  comments: Array<Comment>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** True exactly when status is PUBLISHED. */
  published: Scalars['Boolean']['output'];
  /** When the post was last published; null while it never was. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PostStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


export type PostCommentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type PostConnection = {
  __typename?: 'PostConnection';
  edges: Array<PostEdge>;
  pageInfo: PageInfo;
  /** How many posts the caller can see in the whole list (not only this page). */
  totalCount: Scalars['Int']['output'];
};

export type PostEdge = {
  __typename?: 'PostEdge';
  /** The post's id. */
  cursor: Scalars['String']['output'];
  node: Post;
};

/**
 * A post's life: DRAFT (the default; only its author and staff see it) → PUBLISHED (everyone
 * sees it) → ARCHIVED (withdrawn: its author and staff see it, read-only except for delete).
 * publishPost moves DRAFT or ARCHIVED to PUBLISHED; unpublishPost moves PUBLISHED back to DRAFT;
 * archivePost moves DRAFT or PUBLISHED to ARCHIVED. A move to the state a post is already in
 * is INVALID_TRANSITION. `Post.published` is exactly `status == PUBLISHED`.
 */
export type PostStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

export type Query = {
  __typename?: 'Query';
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /**
   * Posts the caller can see as a connection, newest first (createdAt descending, then id
   * descending, so that ties have one order). The cursor is a post's id, and the post it names is
   * not in the page. Either `first` (default 10) with an optional `after`, or `last` (default 10)
   * with an optional `before` (`before` alone pages backward too); mixing the two pairs is
   * BAD_USER_INPUT, as is a cursor that names no post the caller can see. `first`/`last` are at
   * most 100.
   */
  paginatedPosts: PostConnection;
  /** A post by id; null when there is none or the caller may not see it. */
  post?: Maybe<Post>;
  /**
   * Posts the caller can see, newest first; `published` filters on it. At most `limit` (default
   * 50, at most 100): page with paginatedPosts. (The seed's second shape of `posts`, with
   * first/after and a PostConnection, is paginatedPosts.)
   */
  posts: Array<Post>;
  /** The version of this schema. */
  schemaVersion: Scalars['String']['output'];
  /**
   * Full-text search (PostgreSQL, English stemming; words, "quoted phrases", OR, -exclusions) over
   * user names, post titles and contents, and comments, best match first, at most 50 results.
   * Posts and comments the caller may not see are left out. `term` is 1 to 200 characters.
   */
  search: Array<SearchResult>;
  /** A user by id; null when there is none. */
  user?: Maybe<User>;
  /** Users, oldest first; at most `limit` (default 50, at most 100). */
  users: Array<User>;
};


export type QueryPaginatedPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QuerySearchArgs = {
  term: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type Role =
  | 'ADMIN'
  | 'MODERATOR'
  | 'USER';

export type SearchResult = Comment | Post | User;

/**
 * Events reach subscribers on every server process (PostgreSQL LISTEN/NOTIFY), after the change
 * is committed, in commit order. Each subscriber sees only what it may see. Every event is
 * recorded with a sequence number in the mutation's transaction and kept for 10 minutes (at most
 * the newest 10,000). A server process whose listening connection drops (a database restart, a
 * terminated backend) reconnects with backoff (100 ms doubling to 5 s) and, before any newer event,
 * delivers the events recorded since 30 seconds before it lost the connection that it had not
 * delivered, once each and in sequence order: at most the newest 10,000. So an outage loses
 * nothing unless it lasts longer than 10 minutes or misses more than 10,000 events (then the
 * oldest are lost).
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** A comment was added to the post named (a post the subscriber may not see sends nothing). */
  commentAdded: Comment;
  /** A post was created (after it is stored). Subscribers who may not see it (a draft of someone else) do not get it. */
  postCreated: Post;
  /** A user's account changed: role, status (suspended, reinstated), name or e-mail. Needs a signed-in user (UNAUTHENTICATED otherwise). */
  userStatusChanged: User;
};


/**
 * Events reach subscribers on every server process (PostgreSQL LISTEN/NOTIFY), after the change
 * is committed, in commit order. Each subscriber sees only what it may see. Every event is
 * recorded with a sequence number in the mutation's transaction and kept for 10 minutes (at most
 * the newest 10,000). A server process whose listening connection drops (a database restart, a
 * terminated backend) reconnects with backoff (100 ms doubling to 5 s) and, before any newer event,
 * delivers the events recorded since 30 seconds before it lost the connection that it had not
 * delivered, once each and in sequence order: at most the newest 10,000. So an outage loses
 * nothing unless it lasts longer than 10 minutes or misses more than 10,000 events (then the
 * oldest are lost).
 */
export type SubscriptionCommentAddedArgs = {
  postId: Scalars['ID']['input'];
};

/** Only the fields given change; the status changes through publishPost, unpublishPost and archivePost. */
export type UpdatePostInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type User = Node & {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  /** The user's e-mail address, for the user and staff; an empty string for everyone else. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** The user's posts the caller can see, newest first; at most `limit` (default 50, at most 100). */
  posts: Array<Post>;
  role: Role;
  status: UserStatus;
};


export type UserPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Whether a user may write. A moderator or admin suspends a user (setUserStatus); a SUSPENDED
 * user can still sign in and read, but every mutation (other than sign-up and login) is FORBIDDEN
 * to them, here and on the REST interfaces.
 */
export type UserStatus =
  | 'ACTIVE'
  | 'SUSPENDED';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchResult:
    | ( CommentModel )
    | ( PostModel )
    | ( UserModel )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( CommentModel )
    | ( PostModel )
    | ( UserModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Comment: ResolverTypeWrapper<CommentModel>;
  CreatePostInput: CreatePostInput;
  CreateUserInput: CreateUserInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Post: ResolverTypeWrapper<PostModel>;
  PostConnection: ResolverTypeWrapper<PostConnectionModel>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  PostStatus: PostStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResult']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdatePostInput: UpdatePostInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserModel>;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  Comment: CommentModel;
  CreatePostInput: CreatePostInput;
  CreateUserInput: CreateUserInput;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Post: PostModel;
  PostConnection: PostConnectionModel;
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  Query: Record<PropertyKey, never>;
  SearchResult: ResolversUnionTypes<ResolversParentTypes>['SearchResult'];
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdatePostInput: UpdatePostInput;
  UpdateUserInput: UpdateUserInput;
  User: UserModel;
};

export type AuthPayloadResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'content' | 'postId'>>;
  archivePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationArchivePostArgs, 'id'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  publishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationPublishPostArgs, 'id'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'id' | 'role'>>;
  setUserStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserStatusArgs, 'id' | 'status'>>;
  unpublishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnpublishPostArgs, 'id'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type NodeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Comment' | 'Post' | 'User', ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<PostCommentsArgs, 'limit'>>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PostEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostEdgeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PostEdge'] = ResolversParentTypes['PostEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  paginatedPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<QueryPaginatedPostsArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostsArgs, 'limit'>>;
  schemaVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  search?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'term'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit'>>;
};

export type SearchResultResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'Comment' | 'Post' | 'User', ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  commentAdded?: SubscriptionResolver<ResolversTypes['Comment'], "commentAdded", ParentType, ContextType, RequireFields<SubscriptionCommentAddedArgs, 'postId'>>;
  postCreated?: SubscriptionResolver<ResolversTypes['Post'], "postCreated", ParentType, ContextType>;
  userStatusChanged?: SubscriptionResolver<ResolversTypes['User'], "userStatusChanged", ParentType, ContextType>;
};

export type UserResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<UserPostsArgs, 'limit'>>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

