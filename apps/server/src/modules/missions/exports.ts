import type { TLanguage } from "@wms/contracts";
import { Code } from "@wms/contracts";
import ExcelJS from "exceljs";
import type { AccessScope, TTenant } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import {
  escapeCell,
  exportSources,
  type TCell,
  type TExportPage,
  type TExportSource,
} from "../../kernel/documents/exports.ts";
import { AppError, forbidden } from "../../kernel/errors.ts";
import type { TMissionKind } from "./missions.registry.ts";
import { startMission } from "./missions.service.ts";

const pageSize = 1000;

/** The mission that streams one export source to .xlsx. */
export function exportMissionKind(source: TExportSource): TMissionKind {
  return {
    kind: `export:${source.kind}`,
    name: source.name,
    async run(run) {
      const { tenant, filters } = run.mission.params as { tenant: TTenant; filters: Record<string, string> };
      const total = await source.count(run.ctx.db, tenant, filters);
      // The file store ends the mission with the disk's refusal (full, not writable) as soon as it happens,
      // and removes the partial file; `refused` stops the paging then.
      const file = await run.ctx.files.writeNew("exports", "xlsx", async (out, refused) => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
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
          const page: TExportPage = await source.page(
            run.ctx.db,
            tenant,
            filters,
            cursor,
            pageSize,
            run.lang,
          );
          refused.throwIfAborted();
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
      });
      const stamp = new Date().toISOString().slice(0, 10);
      run.setResult(file, `${source.kind}-${stamp}.xlsx`);
    },
  };
}

export async function startExport(
  ctx: TAppContext,
  scope: AccessScope,
  input: { kind: string; provider_uuid?: string; filters?: Record<string, string> },
  lang: TLanguage,
) {
  const source = exportSources.get(input.kind);
  if (!source) throw new AppError(Code.badRequest, "mission.unknownKind");
  if (!source.roles.includes(scope.role)) throw forbidden();
  const tenant = await scope.tenant(input.provider_uuid);
  await source.check?.(ctx.db, tenant, input.filters ?? {});
  return startMission(ctx, scope, {
    kind: `export:${source.kind}`,
    providerId: tenant.providerId,
    params: { tenant, filters: input.filters ?? {} },
    lang,
  });
}
