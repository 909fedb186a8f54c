import type {
  TCreateLabelTemplateRequest,
  TLabelTemplate,
  TUpdateLabelTemplateRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import type { TEditableColumns } from "../../kernel/db/columns.ts";
import { insertRow, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import * as repo from "./products.labels.repository.ts";
import { labelTemplates } from "./products.tables.ts";

/**
 * Product label templates (warehousing settings): size, printed fields and copies, offered when product
 * labels are printed. Exactly one default per provider: the first template becomes it, and a new default
 * replaces the old one in the same transaction.
 */

/** Runs a write; a duplicate name becomes 4009 with the field. */
const guarded = writeGuard({ label_templates_name_uq: ["name", "warehouse.labelNameTaken"] });

type TLabelColumns = TEditableColumns<typeof labelTemplates>;

function presentLabel(r: typeof labelTemplates.$inferSelect): TLabelTemplate {
  return {
    id: r.id,
    name: r.name,
    width_mm: r.widthMm,
    height_mm: r.heightMm,
    fields: r.fields as TLabelTemplate["fields"],
    barcode_source: r.barcodeSource,
    copies: r.copies,
    is_default: r.isDefault,
    ...times(r),
  };
}

async function requireLabel(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findLabelTemplate(db, providerId, id), "warehouse.labelNotFound");
}

/** The columns a create or update request sets (an update's omitted fields stay undefined). */
function labelColumns(input: TCreateLabelTemplateRequest): TLabelColumns;
function labelColumns(input: TUpdateLabelTemplateRequest): Partial<TLabelColumns>;
function labelColumns(input: Partial<TCreateLabelTemplateRequest>): Partial<TLabelColumns> {
  return {
    name: input.name,
    widthMm: input.width_mm,
    heightMm: input.height_mm,
    fields: input.fields,
    barcodeSource: input.barcode_source,
    copies: input.copies,
    isDefault: input.is_default,
  };
}

/** Provider staff read their own templates; a drop shipper reads those of the provider it names. */
export async function listLabelTemplates(db: Db, scope: AccessScope, providerUuid: string | undefined) {
  const { providerId } = await scope.tenant(providerUuid);
  return (await repo.listLabelTemplates(db, providerId)).map(presentLabel);
}

export async function createLabelTemplate(db: Db, scope: AccessScope, input: TCreateLabelTemplateRequest) {
  const providerId = scope.ownProviderId();
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "create", "label-template", async (tx) => {
      // The first template becomes the default; a new default replaces the old one.
      const isDefault = input.is_default || (await repo.listLabelTemplates(tx, providerId)).length === 0;
      if (isDefault) await repo.clearDefaultLabelTemplate(tx, providerId);
      const created = await insertRow(tx, labelTemplates, { providerId, ...labelColumns(input), isDefault });
      return { id: created.id, detail: { name: input.name }, row: created };
    }),
  );
  return presentLabel(row);
}

export async function updateLabelTemplate(db: Db, scope: AccessScope, input: TUpdateLabelTemplateRequest) {
  const providerId = scope.ownProviderId();
  await requireLabel(db, providerId, input.label_template_id);
  const { label_template_id: id, ...changes } = input;
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "update", "label-template", async (tx) => {
      if (input.is_default) await repo.clearDefaultLabelTemplate(tx, providerId);
      const updated = await updateTenantRow(tx, labelTemplates, providerId, id, labelColumns(input));
      return { id, detail: changes, row: orNotFound(updated, "warehouse.labelNotFound") };
    }),
  );
  return presentLabel(row);
}

export async function deleteLabelTemplate(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requireLabel(db, providerId, id);
  await auditedTransaction(db, scope, providerId, "delete", "label-template", async (tx) => {
    await tx.delete(labelTemplates).where(tenantRow(labelTemplates, providerId, id));
    return { id, detail: { name: row.name } };
  });
  return null;
}
