import type { TLanguage, TRole } from "@wms/contracts";
import ExcelJS from "exceljs";
import type { AccessScope, TTenant } from "../../platform/access-scope.ts";
import type { TAppContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError, forbidden } from "../../platform/errors.ts";
import { registerMissionKind } from "./missions.registry.ts";
import { startMission } from "./missions.service.ts";

export type TCell = string | number | Date | null;
export type TExportPage = { rows: Record<string, TCell>[]; cursor: string | null };

/** A list that can be exported to .xlsx by a mission: columns plus keyset-paged rows of one tenant. */
export type TExportSource = {
  kind: string;
  name: Record<TLanguage, string>;
  roles: readonly TRole[];
  columns: { key: string; header: Record<TLanguage, string>; width?: number }[];
  count(db: Db, tenant: TTenant, filters: Record<string, string>): Promise<number>;
  page(
    db: Db,
    tenant: TTenant,
    filters: Record<string, string>,
    after: string | null,
    limit: number,
  ): Promise<TExportPage>;
};

const sources = new Map<string, TExportSource>();
const pageSize = 1000;

/** Spreadsheet formula injection: text starting with = + - @ (or a tab/CR) is written as literal text. */
export function escapeCell(value: TCell): TCell {
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export function registerExport(source: TExportSource): void {
  sources.set(source.kind, source);
  registerMissionKind(`export:${source.kind}`, {
    name: source.name,
    async run(run) {
      const { tenant, filters } = run.mission.params as { tenant: TTenant; filters: Record<string, string> };
      const total = await source.count(run.ctx.db, tenant, filters);
      const file = await run.ctx.files.newFile("exports", "xlsx");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file.path, useStyles: true });
      const sheet = workbook.addWorksheet(source.name[run.lang].slice(0, 31));
      sheet.columns = source.columns.map((c) => ({
        header: c.header[run.lang],
        key: c.key,
        width: c.width ?? 18,
      }));
      sheet.getRow(1).font = { bold: true };
      let written = 0;
      let cursor: string | null = null;
      do {
        const page: TExportPage = await source.page(run.ctx.db, tenant, filters, cursor, pageSize);
        for (const row of page.rows) {
          const escaped: Record<string, TCell> = {};
          for (const [k, v] of Object.entries(row)) escaped[k] = escapeCell(v);
          sheet.addRow(escaped).commit();
        }
        written += page.rows.length;
        cursor = page.cursor;
        await run.progress(total === 0 ? 99 : (written / total) * 100);
      } while (cursor);
      sheet.commit();
      await workbook.commit();
      const stamp = new Date().toISOString().slice(0, 10);
      run.setResult(file.name, `${source.kind}-${stamp}.xlsx`);
    },
  });
}

export function exportSource(kind: string): TExportSource | undefined {
  return sources.get(kind);
}

export async function startExport(
  ctx: TAppContext,
  scope: AccessScope,
  input: { kind: string; provider_uuid?: string; filters?: Record<string, string> },
  lang: TLanguage,
) {
  const source = sources.get(input.kind);
  if (!source) throw new AppError(4001, "mission.unknownKind");
  if (!source.roles.includes(scope.role)) throw forbidden();
  const tenant = await scope.tenant(input.provider_uuid);
  return startMission(ctx, scope, {
    kind: `export:${source.kind}`,
    providerId: tenant.providerId,
    params: { tenant, filters: input.filters ?? {} },
    lang,
  });
}
