import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";

/**
 * Calculated query cost (shopify.dev "GraphQL Admin API rate limits", Cost calculation): scalars and enums
 * 0, objects 1, interfaces and unions the maximum of their possible selections, connections 2 plus
 * `first`/`last` times the cost of one node, mutations 10. The requested cost is computed from the query
 * before it runs; the actual cost from what it returned (null objects and short pages cost less).
 */

export const mutationCost = 10;

type TCtx = {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
};

type TFields = Map<string, FieldNode[]>;

function included(ctx: TCtx, node: FieldNode | { directives?: FieldNode["directives"] }): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node as FieldNode, ctx.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node as FieldNode, ctx.variables);
  return include?.if !== false;
}

function conditionMatches(ctx: TCtx, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition) return true;
  const conditionType = ctx.schema.getType(condition);
  if (!conditionType) return false;
  if (conditionType === type) return true;
  return isAbstractType(conditionType) && ctx.schema.isSubType(conditionType, type);
}

/** The fields a selection set asks of one concrete type, fragments expanded, grouped by response key. */
function collect(
  ctx: TCtx,
  type: GraphQLObjectType,
  set: SelectionSetNode,
  into: TFields = new Map(),
): TFields {
  for (const selection of set.selections) {
    if (!included(ctx, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      into.set(key, [...(into.get(key) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (conditionMatches(ctx, selection.typeCondition?.name.value, type))
        collect(ctx, type, selection.selectionSet, into);
    } else {
      const fragment = ctx.fragments[selection.name.value];
      if (fragment && conditionMatches(ctx, fragment.typeCondition.name.value, type))
        collect(ctx, type, fragment.selectionSet, into);
    }
  }
  return into;
}

function merged(nodes: FieldNode[]): SelectionSetNode {
  return { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) };
}

function concreteTypes(ctx: TCtx, type: GraphQLCompositeType): readonly GraphQLObjectType[] {
  return isAbstractType(type) ? ctx.schema.getPossibleTypes(type) : [type];
}

function isConnection(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith("Connection") && "pageInfo" in type.getFields();
}

function args(ctx: TCtx, field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, ctx.variables);
  } catch {
    return {};
  }
}

/** How many items a field asks for: `first`/`last` on connections and paged lists, `ids` on `nodes`. */
function pageSize(values: Record<string, unknown>): number | null {
  const size = values.first ?? values.last;
  if (typeof size === "number") return Math.max(0, size);
  if (Array.isArray(values.ids)) return values.ids.length;
  return null;
}

/** `value` is the data returned for this selection (actual cost), or undefined (requested cost). */
function selectionCost(
  ctx: TCtx,
  type: GraphQLCompositeType,
  set: SelectionSetNode | undefined,
  value?: unknown,
): number {
  if (!set) return 0;
  let max = 0;
  for (const concrete of concreteTypes(ctx, type)) {
    let sum = 0;
    for (const [key, nodes] of collect(ctx, concrete, set)) {
      const fieldValue = value === undefined ? undefined : (value as Record<string, unknown>)[key];
      sum += fieldCost(ctx, concrete, nodes, value === undefined ? undefined : (fieldValue ?? null));
    }
    max = Math.max(max, sum);
  }
  return max;
}

/** One node of a connection: `edges { node {…} }` and `nodes {…}` ask for the same objects. */
function nodeCost(
  ctx: TCtx,
  connection: GraphQLObjectType,
  nodes: FieldNode[],
  value: unknown,
  index: number,
): number {
  let cost = 0;
  for (const [key, fieldNodes] of collect(ctx, connection, merged(nodes))) {
    const name = fieldNodes[0]?.name.value;
    const listValue = value === undefined ? undefined : ((value as Record<string, unknown[]>)[key] ?? []);
    const item = listValue === undefined ? undefined : (listValue[index] ?? null);
    if (name === "nodes") {
      const nodeType = getNamedType(connection.getFields().nodes?.type);
      if (nodeType && isCompositeType(nodeType) && item !== null)
        cost = Math.max(cost, 1 + selectionCost(ctx, nodeType, merged(fieldNodes), item));
    } else if (name === "edges") {
      const edgeType = getNamedType(connection.getFields().edges?.type);
      if (!edgeType || !isObjectType(edgeType) || item === null) continue;
      for (const [edgeKey, edgeFields] of collect(ctx, edgeType, merged(fieldNodes))) {
        if (edgeFields[0]?.name.value !== "node") continue;
        const nodeType = getNamedType(edgeType.getFields().node?.type);
        const nodeValue =
          item === undefined ? undefined : ((item as Record<string, unknown>)[edgeKey] ?? null);
        if (nodeType && isCompositeType(nodeType) && nodeValue !== null)
          cost = Math.max(cost, 1 + selectionCost(ctx, nodeType, merged(edgeFields), nodeValue));
      }
    }
  }
  return cost;
}

function fieldCost(ctx: TCtx, parent: GraphQLObjectType, nodes: FieldNode[], value: unknown): number {
  const first = nodes[0];
  if (!first || first.name.value.startsWith("__")) return 0;
  const field = parent.getFields()[first.name.value];
  if (!field) return 0;
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return 0;
  if (value === null) return 0;
  const values = args(ctx, field, first);
  if (isConnection(named)) {
    if (value === undefined) return 2 + (pageSize(values) ?? 0) * nodeCost(ctx, named, nodes, undefined, 0);
    const page = value as Record<string, unknown[] | undefined>;
    const count = Math.max(
      ...[...collect(ctx, named, merged(nodes)).entries()].map(([key]) =>
        Array.isArray(page[key]) ? page[key].length : 0,
      ),
      0,
    );
    let sum = 2;
    for (let i = 0; i < count; i++) sum += nodeCost(ctx, named, nodes, value, i);
    return sum;
  }
  const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
  if (isListType(inner)) {
    const size = pageSize(values);
    if (value === undefined) return (size ?? 1) * (1 + selectionCost(ctx, named, merged(nodes)));
    const costs = (value as unknown[])
      .filter((item) => item !== null)
      .map((item) => 1 + selectionCost(ctx, named, merged(nodes), item));
    // A paged list costs per item returned; an unpaged one like a single object.
    return size === null ? Math.max(0, ...costs) : costs.reduce((sum, cost) => sum + cost, 0);
  }
  return 1 + selectionCost(ctx, named, merged(nodes), value);
}

function context(schema: GraphQLSchema, fragments: TCtx["fragments"], variables: TCtx["variables"]): TCtx {
  return { schema, fragments, variables };
}

/** The requested cost of one operation, computed before it runs. */
export function requestedCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const ctx = context(schema, fragments, variables);
  if (operation.operation === "mutation") return topFields(ctx, schema, operation).length * mutationCost;
  const root = schema.getQueryType();
  return root ? selectionCost(ctx, root, operation.selectionSet) : 0;
}

/** The actual cost, from the data the operation returned. */
export function actualCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  data: unknown,
): number {
  const ctx = context(schema, fragments, variables);
  if (operation.operation === "mutation") return topFields(ctx, schema, operation).length * mutationCost;
  const root = schema.getQueryType();
  return root && data ? selectionCost(ctx, root, operation.selectionSet, data) : 0;
}

function topFields(ctx: TCtx, schema: GraphQLSchema, operation: OperationDefinitionNode): string[] {
  const root = schema.getMutationType();
  if (!root) return [];
  return [...collect(ctx, root, operation.selectionSet).values()]
    .map((nodes) => nodes[0]?.name.value ?? "")
    .filter((name) => name && !name.startsWith("__"));
}
