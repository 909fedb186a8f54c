import {
  Code,
  type TCancelVasOrderRequest,
  type TCompleteVasOrderRequest,
  type TCreateVasOrderRequest,
  type TVasOrder,
  type TVasOrderQuery,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { lockOwnedRow, type TDocumentOwner } from "../../kernel/db/customer-documents.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, conflict, forbidden, notFound, orNotFound } from "../../kernel/errors.ts";
import { seconds, times } from "../../kernel/present.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import { variantsByCodes } from "../products/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";
import { customerExists } from "../tenancy/index.ts";
import { type TVasWho, vasLifecycle } from "./vas.lifecycle.ts";
import * as repo from "./vas.repository.ts";
import { vasOrderSequences, vasOrders } from "./vas.tables.ts";

/**
 * Value-added work orders (docs/vas.md). Drop shippers act for their own customer with a provider; staff for
 * their provider, naming the customer. Each write is one transaction with its audit entry.
 */

async function ownerOf(scope: AccessScope, providerUuid?: string): Promise<TDocumentOwner> {
  const t = await scope.tenant(providerUuid);
  return { providerId: t.providerId, customerId: t.customerId };
}

const whoOf = (scope: AccessScope): TVasWho => (scope.isProviderSide ? "staff" : "customer");

function present(r: repo.TVasRow, who: TVasWho): TVasOrder {
  return {
    id: r.id,
    code: r.code,
    customer_id: r.customerId,
    customer_name: r.customerName,
    owner_code: r.ownerCode,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    kind: r.kind,
    variant_id: r.variantId,
    sku: r.sku,
    quantity: r.quantity,
    done_quantity: r.doneQuantity,
    instructions: r.instructions,
    status: r.status,
    note: r.note,
    requested_by: r.requestedBy,
    done_by: r.doneBy,
    closed_at: seconds(r.closedAt),
    actions: vasLifecycle.allowed(r.status, who),
    ...times(r),
  };
}

export async function listVasOrders(db: Db, scope: AccessScope, q: TVasOrderQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  const who = whoOf(scope);
  return presentPage(await repo.listVasOrders(db, owner, q), (r) => present(r, who), q);
}

async function answer(db: Db, scope: AccessScope, owner: TDocumentOwner, id: string) {
  return present(orNotFound(await repo.findVasOrder(db, owner, id), "vas.notFound"), whoOf(scope));
}

/**
 * A new work order, requested: the customer's SKU (or barcode) in one of the warehouses it stores in.
 * A drop shipper's is its own; staff name the customer.
 */
export async function createVasOrder(db: Db, scope: AccessScope, input: TCreateVasOrderRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const { providerId } = owner;
  const customerId = owner.customerId ?? input.customer_id;
  if (!customerId) throw badRequest("vas.customerRequired", { customer_id: "vas.customerRequired" });
  if (!owner.customerId && !(await customerExists(db, providerId, customerId))) throw notFound();
  if (!(await selectedWarehouseIds(db, providerId, customerId)).includes(input.warehouse_id))
    throw badRequest("vas.warehouseNotSelected", { warehouse_id: "vas.warehouseNotSelected" });
  const [variant] = await variantsByCodes(db, providerId, customerId, [input.sku]);
  if (!variant)
    throw new AppError(
      Code.badRequest,
      "vas.skuNotFound",
      { fields: { sku: "vas.skuUnknown" } },
      { sku: input.sku },
    );
  const id = await db.transaction(async (tx) => {
    const code = await nextDayCode(tx, vasOrderSequences, providerId, { prefix: "VA", digits: 4 });
    const [row] = await tx
      .insert(vasOrders)
      .values({
        providerId,
        code,
        customerId,
        warehouseId: input.warehouse_id,
        variantId: variant.id,
        kind: input.kind,
        quantity: input.quantity,
        instructions: input.instructions,
        requestedBy: scope.session.username,
      })
      .returning({ id: vasOrders.id });
    if (!row) throw new Error("no work order inserted");
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "create-vas-order", "vas_order", row.id, {
        code,
        kind: input.kind,
        sku: variant.sku,
        quantity: input.quantity,
      }),
    );
    return row.id;
  });
  return answer(db, scope, owner, id);
}

/**
 * Takes an action on a requested work order, locked first (two benches at once: the second is refused
 * with 4009 naming the order): the lifecycle's rule, then the row's new state and its audit entry.
 */
async function act(
  db: Db,
  scope: AccessScope,
  owner: TDocumentOwner,
  id: string,
  action: "complete" | "cancel",
  set: (row: typeof vasOrders.$inferSelect) => Partial<typeof vasOrders.$inferInsert>,
) {
  await db.transaction(async (tx) => {
    const row = orNotFound(await lockOwnedRow(tx, vasOrders, owner, id), "vas.notFound");
    const status = await vasLifecycle.apply(
      action,
      { state: row.status, who: whoOf(scope) },
      undefined,
      (why) => (why === "who" ? forbidden() : conflict("vas.notRequested", null, { code: row.code })),
    );
    // The changes once: completing checks the units against those asked while it builds them.
    const changes = set(row);
    const now = new Date();
    await tx
      .update(vasOrders)
      .set({ ...changes, status, closedAt: now, updatedAt: now })
      .where(tenantRow(vasOrders, owner.providerId, id));
    await recordAudit(
      tx,
      auditEntry(scope, owner.providerId, `${action}-vas-order`, "vas_order", id, {
        code: row.code,
        ...changes,
      }),
    );
  });
  return answer(db, scope, owner, id);
}

/** Staff record the units done (at most those asked for) and a note: billing charges them. */
export async function completeVasOrder(db: Db, scope: AccessScope, input: TCompleteVasOrderRequest) {
  const owner = await ownerOf(scope);
  return act(db, scope, owner, input.vas_order_id, "complete", (row) => {
    if (input.done_quantity > row.quantity)
      throw new AppError(
        Code.badRequest,
        "vas.moreThanAsked",
        { fields: { done_quantity: "vas.moreThanAskedField" } },
        { quantity: row.quantity },
      );
    return { doneQuantity: input.done_quantity, note: input.note, doneBy: scope.session.username };
  });
}

/** Either side cancels a requested work order, saying why. */
export async function cancelVasOrder(db: Db, scope: AccessScope, input: TCancelVasOrderRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  return act(db, scope, owner, input.vas_order_id, "cancel", () => ({ note: input.reason }));
}
