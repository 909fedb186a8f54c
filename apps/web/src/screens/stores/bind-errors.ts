import { ApiError } from "../../api/api-error.ts";

/** The scopes a refused bind says the app lacks (`data.missing_scopes` of the 4001 answer), else none. */
export function missingScopesOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const missing = (error.data as { missing_scopes?: unknown } | null)?.missing_scopes;
  return Array.isArray(missing) ? missing.filter((s): s is string => typeof s === "string") : [];
}
