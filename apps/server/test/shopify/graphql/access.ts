import {
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  getNamedType,
  isObjectType,
} from "graphql";
import { scopesCover } from "../auth/apps.ts";
import type { TRequest } from "../core.ts";
import { docs } from "./errors.ts";
import { fieldRequirement, type TRequirement, typeRequirement } from "./schema.ts";

/**
 * Access scopes (shopify.dev "Shopify API access scopes"): a field is denied when the token lacks the
 * scope its type or the field itself requires (Shopify's `offline_scopes` list, shipped with the schema);
 * `write_x` includes `read_x`. The field answers null with Shopify's ACCESS_DENIED error; the rest of the
 * query still runs.
 */

export function accessDenied(fieldName: string, requirement: TRequirement): GraphQLError {
  return new GraphQLError(`Access denied for ${fieldName} field. Required access: ${requirement.text}`, {
    extensions: { code: "ACCESS_DENIED", documentation: docs.accessScopes, requiredAccess: requirement.text },
  });
}

/** The object type a field's value is read as: the node type of a connection or edge. */
function readType(type: GraphQLNamedType): GraphQLNamedType {
  if (!isObjectType(type)) return type;
  const fields = type.getFields();
  if (type.name.endsWith("Connection") && fields.nodes) return getNamedType(fields.nodes.type);
  if (type.name.endsWith("Edge") && fields.node) return getNamedType(fields.node.type);
  return type;
}

/** The requirement the token does not meet for this field, if any. */
function unmet(req: TRequest, info: GraphQLResolveInfo): TRequirement | undefined {
  const own = fieldRequirement(info.parentType.name, info.fieldName);
  if (own && !scopesCover(req.token.scopes, own.anyOf)) return own;
  const target = readType(getNamedType(info.returnType));
  if (target.name === info.parentType.name) return undefined;
  const ofType = typeRequirement(target.name);
  if (ofType && !scopesCover(req.token.scopes, ofType.anyOf)) return ofType;
  return undefined;
}

/** Throws ACCESS_DENIED unless the token may read an object of `typeName` (used by `node` and `nodes`). */
export function requireTypeAccess(req: TRequest, fieldName: string, typeName: string): void {
  const requirement = typeRequirement(typeName);
  if (requirement && !scopesCover(req.token.scopes, requirement.anyOf))
    throw accessDenied(fieldName, requirement);
}

/**
 * The field resolver for every field: checks access, then reads the view's property, calling it with the
 * field's arguments when it is a function (so nothing is computed that the query did not ask for).
 */
export const resolveField: GraphQLFieldResolver<unknown, TRequest> = (source, args, req, info) => {
  const missing = unmet(req, info);
  if (missing) throw accessDenied(info.fieldName, missing);
  if (source === null || typeof source !== "object") return null;
  const value = (source as Record<string, unknown>)[info.fieldName];
  if (typeof value === "function")
    return (value as (a: unknown, r: TRequest, i: GraphQLResolveInfo) => unknown)(args, req, info);
  return value;
};
