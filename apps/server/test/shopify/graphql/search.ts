/**
 * The part of Shopify's search syntax (shopify.dev "Shopify API search syntax") the simulator needs:
 * `field:value`, comparators `field:>value`, `:>=`, `:<`, `:<=`, quoted values, a trailing `*` for a
 * prefix, `-field:value` to negate, terms joined by spaces or `AND`, groups joined by `OR`, and free
 * text. A field the resource does not support is ignored with a warning, as Shopify answers it in
 * `extensions.search`.
 */

export type TSearchValue = string | number | boolean | null | readonly string[];
export type TSearchFields<T> = Record<string, (item: T) => TSearchValue>;
export type TSearchWarning = { field: string; message: string };

type TTerm = { negate: boolean; field: string | null; op: "=" | ">" | ">=" | "<" | "<="; value: string };

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  const pattern = /(-?[A-Za-z_.]+:(?:[<>]=?)?(?:'[^']*'|"[^"]*"|\S*))|'[^']*'|"[^"]*"|\S+/g;
  for (const match of query.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

function unquote(value: string): string {
  return /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
}

function parseTerm(token: string): TTerm {
  const match = /^(-?)([A-Za-z_.]+):((?:[<>]=?)?)(.*)$/s.exec(token);
  if (!match) return { negate: false, field: null, op: "=", value: unquote(token) };
  return {
    negate: match[1] === "-",
    field: match[2] ?? null,
    op: ((match[3] || "=") as TTerm["op"]) ?? "=",
    value: unquote(match[4] ?? ""),
  };
}

function compareValues(actual: string | number, wanted: string): number {
  if (typeof actual === "number") return actual - Number(wanted);
  const a = Date.parse(actual);
  const b = Date.parse(wanted);
  if (/^\d{4}-\d{2}-\d{2}/.test(actual) && !Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  return actual.toLowerCase().localeCompare(wanted.toLowerCase());
}

function termMatches(actual: TSearchValue, term: TTerm): boolean {
  if (actual === null) return false;
  if (Array.isArray(actual)) return actual.some((one) => termMatches(one, term));
  const scalar = actual as string | number | boolean;
  if (typeof scalar === "boolean") return String(scalar) === term.value.toLowerCase();
  if (term.op === "=") {
    const wanted = term.value.toLowerCase();
    const text = String(scalar).toLowerCase();
    return wanted.endsWith("*") ? text.startsWith(wanted.slice(0, -1)) : text === wanted;
  }
  const order = compareValues(scalar, term.value);
  if (term.op === ">") return order > 0;
  if (term.op === ">=") return order >= 0;
  if (term.op === "<") return order < 0;
  return order <= 0;
}

export function searchFilter<T>(
  query: string | null | undefined,
  fields: TSearchFields<T>,
  freeText: (item: T) => string,
): { keep: (item: T) => boolean; warnings: TSearchWarning[] } {
  const warnings: TSearchWarning[] = [];
  if (!query?.trim()) return { keep: () => true, warnings };
  const groups: TTerm[][] = [[]];
  for (const token of tokenize(query)) {
    if (token === "AND") continue;
    if (token === "OR") {
      groups.push([]);
      continue;
    }
    const term = parseTerm(token);
    if (term.field !== null && !(term.field in fields)) {
      warnings.push({ field: term.field, message: "Invalid search field for this query." });
      continue;
    }
    groups.at(-1)?.push(term);
  }
  const keep = (item: T) =>
    groups.some((terms) =>
      terms.every((term) => {
        const matched =
          term.field === null
            ? freeText(item).toLowerCase().includes(term.value.toLowerCase())
            : termMatches(fields[term.field]?.(item) ?? null, term);
        return term.negate ? !matched : matched;
      }),
    );
  return { keep, warnings };
}
