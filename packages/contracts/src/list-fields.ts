import { z } from "zod";
import { textCaps } from "./validation.ts";

/**
 * The fields of list queries (spec section 5): an empty filter value ("" from a form or a query string,
 * null from JSON) means "no filter", a sort or order left empty takes the list's default.
 */
export const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blank, schema.optional());
}

export const ZOptionalId = optionalFilter(z.string().uuid("field.invalid"));
export const ZKeyword = optionalFilter(z.string().trim().max(textCaps.keyword, "field.tooLong"));

/** The list's sort keys, `fallback` when none is asked for. */
export function sortBy<const K extends string>(keys: readonly K[], fallback: NoInfer<K>) {
  return z.preprocess(blank, z.enum(keys).default(fallback));
}

export function orderBy(fallback: "asc" | "desc") {
  return z.preprocess(blank, z.enum(["asc", "desc"]).default(fallback));
}

/** A yes/no filter of a query string: "true" or "1" is yes; "false", "0", empty or absent is no. */
export const ZQueryFlag = optionalFilter(z.enum(["true", "false", "1", "0"])).transform(
  (v) => v === "true" || v === "1",
);
