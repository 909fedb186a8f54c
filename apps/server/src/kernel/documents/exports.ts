import type { TLanguage, TRole } from "@wms/contracts";
import type { TTenant } from "../access/access-scope.ts";
import type { Db } from "../db/client.ts";
import { defineRegistry } from "../hooks.ts";

export type TCell = string | number | Date | null;
export type TExportPage = { rows: Record<string, TCell>[]; cursor: string | null };

/** A list that can be exported to .xlsx by a mission: columns plus keyset-paged rows of one tenant. */
export type TExportSource = {
  kind: string;
  name: Record<TLanguage, string>;
  roles: readonly TRole[];
  columns: { key: string; header: Record<TLanguage, string>; width?: number }[];
  /** Refuses, before the mission starts, filters the caller may not export (another customer's shop: 4004). */
  check?(db: Db, tenant: TTenant, filters: Record<string, string>): Promise<void>;
  count(db: Db, tenant: TTenant, filters: Record<string, string>): Promise<number>;
  page(
    db: Db,
    tenant: TTenant,
    filters: Record<string, string>,
    after: string | null,
    limit: number,
    /** The reader's language, for values a reader reads as words (a fee's name). */
    lang: TLanguage,
  ): Promise<TExportPage>;
};

/** Exportable lists, provided in module descriptors; the missions module runs each as the mission `export:<kind>`. */
export const exportSources = defineRegistry<TExportSource>("exportSources", (s) => s.kind);

/** A time as the exports write it: UTC, to the second (`2026-11-24 19:45:34`); null stays empty. */
export function exportTime(at: Date | null): string | null {
  return at ? at.toISOString().replace("T", " ").slice(0, 19) : null;
}

/** Spreadsheet formula injection: text starting with = + - @ (or a tab/CR) is written as literal text. */
export function escapeCell(value: TCell): TCell {
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}
