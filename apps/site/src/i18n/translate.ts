import type { TMessages, TMessageValue } from "./catalog.ts";

export type TVars = Record<string, string | number>;

export type TTranslator = {
  /** The string at a dot path, with {{name}} replaced; the key itself when missing (visible, never blank). */
  t(key: string, vars?: TVars): string;
  /** A list of strings (paragraphs, bullet points). */
  list(key: string): string[];
  /** Structured content (legal sections). */
  value(key: string): TMessageValue | undefined;
  /** The indexes of a list (FAQ items, table rows), so pages never hard-code how many there are. */
  indexes(key: string): number[];
};

export function lookup(messages: TMessages, key: string): TMessageValue | undefined {
  let node: TMessageValue | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return node;
}

export function interpolate(text: string, vars: TVars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function makeTranslator(messages: TMessages): TTranslator {
  return {
    t(key, vars) {
      const found = lookup(messages, key);
      return typeof found === "string" ? interpolate(found, vars) : key;
    },
    list(key) {
      const found = lookup(messages, key);
      return Array.isArray(found) ? found.filter((v): v is string => typeof v === "string") : [];
    },
    value: (key) => lookup(messages, key),
    indexes(key) {
      const found = lookup(messages, key);
      return Array.isArray(found) ? found.map((_, i) => i) : [];
    },
  };
}
