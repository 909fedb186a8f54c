import { exportSources } from "../../kernel/documents/exports.ts";
import { defineModule } from "../../kernel/module.ts";
import { auditLogExport } from "./audit.export.ts";
import * as tables from "./audit.tables.ts";

export const auditModule = defineModule({
  name: "audit",
  tables,
  hooks: () => [exportSources.provide(auditLogExport)],
});
