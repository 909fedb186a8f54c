import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

/**
 * Shopify's Admin GraphQL schema for one version (schema/README.md says where it comes from), built once
 * per process on first use: parsing 11 MB of JSON takes a few hundred milliseconds.
 */

export const schemaVersion = "2026-10";

/** What one type or field needs: Shopify's sentence (for the error) and the scopes, any one of which is enough. */
export type TRequirement = { text: string; anyOf: string[] };

type TOfflineScopeItem = {
  type: "type" | "field";
  typeName: string;
  fieldName?: string;
  requiredAccess: string;
  offlineScopes: string[];
};

type TLoaded = { schema: GraphQLSchema; types: Map<string, TRequirement>; fields: Map<string, TRequirement> };

let loaded: TLoaded | undefined;

function load(): TLoaded {
  if (loaded) return loaded;
  const file = new URL(`../schema/admin_${schemaVersion}.json.gz`, import.meta.url);
  const json = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as {
    data: IntrospectionQuery;
    offline_scopes?: { items: TOfflineScopeItem[] };
  };
  const schema = buildClientSchema(json.data, { assumeValid: true });
  const types = new Map<string, TRequirement>();
  const fields = new Map<string, TRequirement>();
  for (const item of json.offline_scopes?.items ?? []) {
    if (item.offlineScopes.length === 0) continue;
    const requirement = { text: item.requiredAccess, anyOf: item.offlineScopes };
    if (item.type === "type") types.set(item.typeName, requirement);
    else if (item.fieldName) fields.set(`${item.typeName}.${item.fieldName}`, requirement);
  }
  loaded = { schema, types, fields };
  return loaded;
}

export function adminSchema(): GraphQLSchema {
  return load().schema;
}

/** The access a type needs to be read at all (Product: `read_products`), if any. */
export function typeRequirement(typeName: string): TRequirement | undefined {
  return load().types.get(typeName);
}

/** The access one field needs beyond its type's (Location.address: `read_locations`), if any. */
export function fieldRequirement(typeName: string, fieldName: string): TRequirement | undefined {
  return load().fields.get(`${typeName}.${fieldName}`);
}
