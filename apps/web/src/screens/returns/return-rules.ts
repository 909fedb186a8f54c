import type { FormListProps, Rule } from "antd/es/form";

/** A rule of a whole list of lines (antd's Form.List takes only validator rules). */
type TListRule = NonNullable<FormListProps["rules"]>[number];

/**
 * Units of an order's line to return: a whole number from 0 (the line stays home) to what may still come
 * back, checked before sending. As for the other unit fields, the input has no min or max of its own (antd
 * would clamp a wrong number instead of pointing it out).
 */
export function returnableRule(max: number, message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === "") return;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(message);
    },
  };
}

/** A line's reason, asked only when the line returns units (`units` reads them). */
export function reasonRule(units: () => unknown, message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (Number(units() ?? 0) > 0 && !value) throw new Error(message);
    },
  };
}

/** The list of lines returns some units: at least one line with one unit or more. */
export function someUnitsRule(message: string): TListRule {
  return {
    validator: async (_rule, lines: { quantity?: unknown }[] | undefined) => {
      if (!(lines ?? []).some((l) => Number(l?.quantity ?? 0) > 0)) throw new Error(message);
    },
  };
}

/** A SKU named once: another line has it already (the server refuses it twice). */
export function onceRule(others: () => (string | undefined)[], message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const sku = String(value ?? "")
        .trim()
        .toLowerCase();
      if (sku && others().filter((o) => (o ?? "").trim().toLowerCase() === sku).length > 1)
        throw new Error(message);
    },
  };
}
