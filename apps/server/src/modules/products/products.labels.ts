import type {
  TCreateLabelTemplateRequest,
  TLabelTemplate,
  TUpdateLabelTemplateRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { notFound } from "../../kernel/errors.ts";
import { defined, times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import * as repo from "./products.labels.repository.ts";
import { labelTemplates } from "./products.tables.ts";

/**
 * Product label templates (warehousing settings): size, printed fields and copies, offered when product
 * labels are printed. Exactly one default per provider: the first template becomes it, and a new default
 * replaces the old one in the same transaction.
 */

const now = () => new Date();

/** Runs a write; a duplicate name becomes 4009 with the field. */
const guarded = writeGuard({ label_templates_name_uq: ["name", "warehouse.labelNameTaken"] });

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
  const row = await repo.findLabelTemplate(db, providerId, id);
  if (!row) throw notFound("warehouse.labelNotFound");
  return row;
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
      const [created] = await tx
        .insert(labelTemplates)
        .values({
          providerId,
          name: input.name,
          widthMm: input.width_mm,
          heightMm: input.height_mm,
          fields: input.fields,
          barcodeSource: input.barcode_source,
          copies: input.copies,
          isDefault,
        })
        .returning();
      if (!created) throw new Error("label template not created");
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
      const [updated] = await tx
        .update(labelTemplates)
        .set({
          ...defined({
            name: input.name,
            widthMm: input.width_mm,
            heightMm: input.height_mm,
            fields: input.fields,
            barcodeSource: input.barcode_source,
            copies: input.copies,
            isDefault: input.is_default,
          }),
          updatedAt: now(),
        })
        .where(tenantRow(labelTemplates, providerId, id))
        .returning();
      if (!updated) throw notFound("warehouse.labelNotFound");
      return { id, detail: changes, row: updated };
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
