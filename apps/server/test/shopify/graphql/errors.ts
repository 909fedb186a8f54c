import {
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLFormattedError,
  Kind,
  visit,
} from "graphql";

/**
 * Shopify's GraphQL server is graphql-ruby, so a query that does not fit the schema is answered in its
 * words, not graphql-js's: `Field 'foo' doesn't exist on type 'Product'` with `extensions.code`
 * `undefinedField`, and a `path` from the operation (`["query", "products", "edges", "node", "foo"]`).
 * The common static errors are translated here; any other keeps graphql-js's message.
 */

export const docs = {
  rateLimits: "https://shopify.dev/api/usage/rate-limits",
  accessScopes: "https://shopify.dev/api/usage/access-scopes",
};

/** The graphql-ruby path of every field node: operation (or fragment) first, then response keys. */
function pathsOf(document: DocumentNode): Map<ASTNode, string[]> {
  const paths = new Map<ASTNode, string[]>();
  visit(document, {
    Field: {
      enter(node, _key, _parent, _path, ancestors) {
        const trail: string[] = [];
        for (const ancestor of ancestors) {
          if (Array.isArray(ancestor) || !("kind" in (ancestor as object))) continue;
          const a = ancestor as ASTNode;
          if (a.kind === Kind.OPERATION_DEFINITION)
            trail.push(a.name ? `${a.operation} ${a.name.value}` : a.operation);
          else if (a.kind === Kind.FRAGMENT_DEFINITION) trail.push(`fragment ${a.name.value}`);
          else if (a.kind === Kind.FIELD) trail.push(a.alias?.value ?? a.name.value);
          else if (a.kind === Kind.INLINE_FRAGMENT)
            trail.push(a.typeCondition ? `... on ${a.typeCondition.name.value}` : "...");
        }
        trail.push(node.alias?.value ?? node.name.value);
        paths.set(node, trail);
        for (const argument of node.arguments ?? []) paths.set(argument, [...trail, argument.name.value]);
      },
    },
  });
  return paths;
}

function located(error: GraphQLError) {
  return error.locations?.map(({ line, column }) => ({ line, column })) ?? [];
}

export function rubyValidationErrors(
  document: DocumentNode,
  errors: readonly GraphQLError[],
): GraphQLFormattedError[] {
  const paths = pathsOf(document);
  return errors.map((error) => {
    const node = error.nodes?.[0];
    const path = node ? paths.get(node) : undefined;
    const base = { locations: located(error), ...(path ? { path } : {}) };
    let match = /^Cannot query field "(.+?)" on type "(.+?)"\./.exec(error.message);
    if (match)
      return {
        message: `Field '${match[1]}' doesn't exist on type '${match[2]}'`,
        ...base,
        extensions: { code: "undefinedField", typeName: match[2], fieldName: match[1] },
      };
    match = /^Unknown argument "(.+?)" on field "(.+?)\.(.+?)"\./.exec(error.message);
    if (match)
      return {
        message: `Field '${match[3]}' doesn't accept argument '${match[1]}'`,
        ...base,
        extensions: {
          code: "argumentNotAccepted",
          name: match[3],
          typeName: "Field",
          argumentName: match[1],
        },
      };
    match = /^Field "(.+?)" argument "(.+?)" of type ".+?" is required, but it was not provided\./.exec(
      error.message,
    );
    if (match)
      return {
        message: `Field '${match[1]}' is missing required arguments: ${match[2]}`,
        ...base,
        extensions: {
          code: "missingRequiredArguments",
          className: "Field",
          name: match[1],
          arguments: match[2],
        },
      };
    match = /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\./.exec(
      error.message,
    );
    if (match)
      return {
        message: `Selections can't be made on scalars (field '${match[1]}' returns ${match[2]} but has selections [...])`,
        ...base,
        extensions: { code: "selectionMismatch", nodeName: `field '${match[1]}'`, typeName: match[2] },
      };
    match = /^Field "(.+?)" of type "(.+?)" must have a selection of subfields\./.exec(error.message);
    if (match) {
      const typeName = (match[2] ?? "").replace(/[[\]!]/g, "");
      return {
        message: `Field must have selections (field '${match[1]}' returns ${typeName} but has no selections. Did you mean '${match[1]} { ... }'?)`,
        ...base,
        extensions: { code: "selectionMismatch", nodeName: `field '${match[1]}'`, typeName },
      };
    }
    return { message: error.message, ...base };
  });
}

/** A variable that does not fit its type, as graphql-ruby says it (execution never starts). */
export function rubyVariableErrors(
  errors: readonly GraphQLError[],
  typeOf: (variable: string) => string | undefined,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const match = /^Variable "\$(.+?)" (?:of (?:required |non-null )?type ".+?" )?(.*)$/s.exec(error.message);
    if (!match?.[1]) return { message: error.message, locations: located(error) };
    return {
      message: `Variable $${match[1]} of type ${typeOf(match[1]) ?? "unknown"} was provided invalid value`,
      locations: located(error),
      extensions: { value: null, problems: [{ path: [], explanation: match[2] ?? error.message }] },
    };
  });
}
