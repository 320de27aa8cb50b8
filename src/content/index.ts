// The content interface (specs/content.graphql): schema from the SDL, resolvers typed by
// generated/content.ts, served by graphql-yoga (see mount.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { Resolvers } from '../../generated/content.js';
import type { RateLimiter } from '../http/ratelimit.js';
import type { Services } from '../services.js';
import type { ContentContext } from './context.js';
import type { ContentEvents } from './events.js';
import { ContentInterface } from './mount.js';
import { Mutation } from './resolvers/mutation.js';
import { Query } from './resolvers/query.js';
import { Subscription } from './resolvers/subscription.js';
import { typeResolvers } from './resolvers/types.js';

export const resolvers: Resolvers = { ...typeResolvers, Query, Mutation, Subscription };

export function contentSchema(root: string) {
  return createSchema<ContentContext>({ typeDefs: readFileSync(path.join(root, 'specs', 'content.graphql'), 'utf8'), resolvers: resolvers as never });
}

export function contentInterface(root: string, services: Services, events: ContentEvents, limiter: RateLimiter): ContentInterface {
  return new ContentInterface(services, events, limiter, contentSchema(root));
}
