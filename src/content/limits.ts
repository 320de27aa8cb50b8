// Limits against abusive documents, checked before execution (documented in the SDL): depth of
// selections; the nodes a query could return, counted as GitHub's GraphQL API counts them (each
// list's page size times the page sizes of the lists around it), which bounds the rows it makes
// the server read; a cost in the manner of graphql-query-complexity's simple estimator (every
// field 1, a list multiplying its selections by its page size), which bounds the values in the
// answer (the node count ignores scalars, so aliases could otherwise repeat them freely); and the
// number of fields written in the document, which bounds the resolvers a flat query can start.
// Page sizes themselves are checked by the resolvers (PAGE_SIZE_EXCEEDED).
import {
  getNamedType,
  isObjectType,
  isAbstractType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values.js';
import { contentError } from './errors.js';

export const MAX_DEPTH = 10;
// GitHub allows 500,000 nodes; ours is a tenth, so that lists three deep at their default sizes
// (127,550 nodes) are refused while two levels of 100 with a third single object, in a few
// branches, pass (the natural query at page size 100 everywhere: 20,100).
export const MAX_NODES = 50_000;
// The natural query at page size 100 costs 50,601; every field of posts, authors, comments and
// commenters at 100 × 100 about 130,000. A quarter of a million values is a large answer already.
export const MAX_COST = 250_000;
export const MAX_FIELDS = 1_000;
export const MAX_PAGE = 100;
const MAX_INTROSPECTION_DEPTH = 20;

/** How many items a list field stands for in the cost, from its arguments. */
const LIST_SIZES: Partial<Record<string, (args: Record<string, unknown>) => number>> = {
  'Query.users': (a) => num(a.limit, 50),
  'Query.posts': (a) => num(a.limit, 50),
  'Query.paginatedPosts': (a) => num(a.first, num(a.last, 10)),
  'Query.search': () => 50,
  'User.posts': (a) => num(a.limit, 50),
  'Post.comments': (a) => num(a.limit, 50),
};

const num = (v: unknown, fallback: number) => (typeof v === 'number' ? Math.max(0, Math.min(v, MAX_PAGE)) : fallback);

/**
 * Documents without variables get the same verdict every time; graphql-yoga hands out one
 * DocumentNode per distinct query text (its parse cache), so the verdict is kept per document.
 */
const verdicts = new WeakMap<DocumentNode, Map<string, Error | null>>();

export function checkLimits(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): void {
  const cacheable = !variables || Object.keys(variables).length === 0;
  const byOperation = cacheable ? verdicts.get(document) : undefined;
  const known = byOperation?.get(operationName ?? '');
  if (known !== undefined) {
    if (known) throw known;
    return;
  }
  let verdict: Error | null = null;
  try {
    measure(schema, document, operationName, variables);
  } catch (err) {
    verdict = err as Error;
  }
  if (cacheable) {
    if (!verdicts.has(document)) verdicts.set(document, new Map());
    verdicts.get(document)!.set(operationName ?? '', verdict);
  }
  if (verdict) throw verdict;
}

function measure(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  if (!operation) return; // execution reports it
  // Variables as execution will see them: defaults filled in (else `$n: Int = 100` would be
  // costed at the field's default). Ones that do not coerce are execution's to report.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  const values = coerced.coerced ?? {};
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return;

  // Depth: fields nested in fields; fragments add none (cycles are refused by validation).
  // Introspection (__schema, __type) may go deeper, for GraphiQL's query (the ofType chain);
  // graphql-js's own validation already refuses introspection lists nested 3 deep.
  const depth = (set: SelectionSetNode, seen: Set<string>, intro: boolean): number => {
    let max = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name === '__typename') continue;
        const inIntro = intro || name.startsWith('__');
        const below = 1 + (s.selectionSet ? depth(s.selectionSet, seen, inIntro) : 0);
        const limit = inIntro ? MAX_INTROSPECTION_DEPTH : MAX_DEPTH;
        if (!intro && below > limit) throw contentError('DEPTH_LIMIT_EXCEEDED', `The query is nested ${below} levels deep; at most ${limit} are allowed`, { limit, found: below });
        max = Math.max(max, below);
      } else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depth(s.selectionSet, seen, intro));
      else {
        const f = fragments.get(s.name.value);
        if (f && !seen.has(f.name.value)) max = Math.max(max, depth(f.selectionSet, new Set(seen).add(f.name.value), intro));
      }
    }
    return max;
  };
  depth(operation.selectionSet, new Set(), false);

  // Fields written in the document, fragments counted where they are spread; introspection aside.
  const fields = (set: SelectionSetNode, seen: Set<string>): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!s.name.value.startsWith('__')) n += 1 + (s.selectionSet ? fields(s.selectionSet, seen) : 0);
      } else if (s.kind === Kind.INLINE_FRAGMENT) n += fields(s.selectionSet, seen);
      else {
        const f = fragments.get(s.name.value);
        if (f && !seen.has(f.name.value)) n += fields(f.selectionSet, new Set(seen).add(f.name.value));
      }
      if (n > MAX_FIELDS) break;
    }
    return n;
  };
  const written = fields(operation.selectionSet, new Set());
  if (written > MAX_FIELDS) {
    throw contentError('COST_LIMIT_EXCEEDED', `The query selects more than ${MAX_FIELDS} fields (aliases count); at most ${MAX_FIELDS} are allowed`, { measure: 'fields', limit: MAX_FIELDS, found: written });
  }

  // Nodes and cost in one walk: each list field stands for `size` items, and everything below it
  // for that many times as much. Abstract types add up their fragments.
  type Measure = { nodes: number; cost: number };
  const measureSet = (set: SelectionSetNode, type: GraphQLNamedType, seen: Set<string>): Measure => {
    const total: Measure = { nodes: 0, cost: 0 };
    const add = (m: Measure) => {
      total.nodes += m.nodes;
      total.cost += m.cost;
    };
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value.startsWith('__') || !isObjectType(type)) continue;
        const field = type.getFields()[s.name.value];
        if (!field) continue;
        const sizeOf = LIST_SIZES[`${type.name}.${field.name}`];
        let size = 1;
        if (sizeOf) {
          let args: Record<string, unknown> = {};
          try {
            args = getArgumentValues(field, s, values);
          } catch {
            // bad arguments: execution reports them
          }
          size = sizeOf(args);
        }
        const below = s.selectionSet ? measureSet(s.selectionSet, getNamedType(field.type), seen) : { nodes: 0, cost: 0 };
        add({ nodes: (sizeOf ? size : 0) + size * below.nodes, cost: 1 + size * below.cost });
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        if (on) add(measureSet(s.selectionSet, on, seen));
      } else {
        const f = fragments.get(s.name.value);
        const on = f && schema.getType(f.typeCondition.name.value);
        if (f && on && !seen.has(f.name.value)) add(measureSet(f.selectionSet, isAbstractType(type) || isObjectType(on) ? on : type, new Set(seen).add(f.name.value)));
      }
    }
    return total;
  };
  const { nodes, cost } = measureSet(operation.selectionSet, root, new Set());
  if (nodes > MAX_NODES) {
    throw contentError('COST_LIMIT_EXCEEDED', `The query could return ${nodes} nodes (list items); at most ${MAX_NODES} are allowed`, { measure: 'nodes', limit: MAX_NODES, found: nodes });
  }
  if (cost > MAX_COST) {
    throw contentError('COST_LIMIT_EXCEEDED', `The query's estimated cost is ${cost}; at most ${MAX_COST} is allowed`, { measure: 'cost', limit: MAX_COST, found: cost });
  }
}

/** A page size argument: at most MAX_PAGE, not negative. */
export function pageSize(name: string, value: number | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (value < 0 || value > MAX_PAGE) throw contentError('PAGE_SIZE_EXCEEDED', `${name} must be between 0 and ${MAX_PAGE}`, { field: name, limit: MAX_PAGE });
  return value;
}
