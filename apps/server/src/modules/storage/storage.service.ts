import type {
  TAddStorageRequest,
  TRelatedProductsQuery,
  TStorage,
  TStorageDefinition,
  TStorageQuery,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow, toPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, notFound, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { recordAudit } from "../audit/index.ts";
import { customers } from "../tenancy/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { findWarehouse, findWarehousesByIds, labelOf, presentWarehouseAddress } from "../warehouses/index.ts";
import { listRelatedVariants } from "./storage.related-products.ts";
import * as repo from "./storage.repository.ts";

// A warehouse that customers store goods in is not deleted under them.
export const storageWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "storage-selections",
  label: labelOf("storage.selectionsLabel"),
  referenced: (db, providerId, object, ids) =>
    object === "warehouse" ? repo.warehousesWithSelections(db, providerId, ids) : Promise.resolve([]),
};

type TAccount = { providerId: string; customerId: string | null };

/**
 * The accounts a storage read covers. Provider staff: their own tenant (every customer, or one).
 * Drop shippers: the named provider (which must have them as an active customer), or every provider
 * they are an active customer of when none is named.
 */
async function accountsOf(
  db: Db,
  scope: AccessScope,
  providerUuid: string | undefined,
  customerId?: string,
): Promise<TAccount[]> {
  if (scope.isProviderSide) {
    const { providerId } = await scope.tenant(providerUuid);
    return [{ providerId, customerId: customerId ?? null }];
  }
  if (providerUuid) {
    const t = await scope.tenant(providerUuid);
    return [{ providerId: t.providerId, customerId: t.customerId }];
  }
  return repo.activeAccountsOfUser(db, scope.userId);
}

async function requireCustomerOf(db: Db, providerId: string, customerId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(tenantRow(customers, providerId, customerId))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

function presentStorage(r: Awaited<ReturnType<typeof repo.listStorage>>["rows"][number]): TStorage {
  return {
    provider_uuid: r.providerId,
    name_of_provider: r.providerName,
    customer_id: r.customerId,
    owner_code: r.ownerCode,
    username: r.username,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    warehouse_name: r.warehouseName,
    country: r.country,
    city: r.city,
    address: r.address,
    warehouse_status: r.warehouseStatus,
    created_at: seconds(r.createdAt),
  };
}

/**
 * storage/add-storage: the customer's complete warehouse selection with one provider (replaces the
 * previous one). At least one warehouse; each must be an enabled warehouse of that provider (one
 * already selected may stay selected after it was disabled).
 */
export async function addStorage(db: Db, scope: AccessScope, input: TAddStorageRequest) {
  let providerId: string;
  let customerId: string;
  if (scope.isProviderSide) {
    providerId = (await scope.tenant(input.provider_uuid)).providerId;
    if (!input.customer_id)
      throw badRequest("storage.customerRequired", { customer_id: "storage.customerRequired" });
    customerId = await requireCustomerOf(db, providerId, input.customer_id);
  } else {
    const t = await scope.tenant(input.provider_uuid);
    providerId = t.providerId;
    customerId = t.customerId as string;
  }
  const ids = [...new Set(input.warehouse_ids)];
  if (ids.length === 0) throw badRequest("storage.selectOne", { warehouse_ids: "storage.selectOne" });

  return db.transaction(async (tx) => {
    // One selection change per customer at a time: concurrent replacements never merge.
    await tx.execute(
      sql`select id from ${customers} where provider_id = ${providerId} and id = ${customerId} for update`,
    );
    const found = await findWarehousesByIds(tx, providerId, ids);
    if (found.length !== ids.length) {
      throw badRequest("storage.unknownWarehouse", { warehouse_ids: "storage.unknownWarehouse" });
    }
    const already = new Set(await repo.selectedWarehouseIds(tx, providerId, customerId));
    const disabled = found.find((w) => w.status !== "enabled" && !already.has(w.id));
    if (disabled) {
      const params = { code: disabled.code };
      throw new AppError(
        Code.badRequest,
        "storage.warehouseDisabled",
        { fields: { warehouse_ids: text("storage.warehouseDisabled", params) } },
        params,
      );
    }
    await repo.replaceSelection(tx, providerId, customerId, ids, scope.userId);
    await recordAudit(tx, {
      providerId,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "set-storage",
      targetType: "customer",
      targetId: customerId,
      detail: { warehouse_ids: ids },
    });
    const { rows } = await repo.listStorage(
      tx,
      { accounts: [{ providerId, customerId }] },
      { size: 200, cur: 1 },
    );
    return rows.map(presentStorage);
  });
}

/** storage/query-storage: the selected warehouses (storage list). */
export async function queryStorage(db: Db, scope: AccessScope, q: TStorageQuery) {
  const accounts = await accountsOf(db, scope, q.provider_uuid, q.customer_id);
  const { rows, total } = await repo.listStorage(
    db,
    { accounts, warehouseId: q.warehouse_id },
    { size: q.page_size, cur: q.cur_page },
  );
  return toPage(rows.map(presentStorage), total, q);
}

/** storage/query-storage-definition: the warehouses that can be chosen, with the caller's selection. */
export async function queryStorageDefinition(
  db: Db,
  scope: AccessScope,
  providerUuid: string | undefined,
): Promise<TStorageDefinition[]> {
  const accounts = await accountsOf(db, scope, providerUuid);
  const rows = await repo.listDefinitions(db, accounts);
  return rows.map((r) => ({
    provider_uuid: r.providerId,
    name_of_provider: r.providerName,
    warehouse_id: r.warehouseId,
    ...presentWarehouseAddress(r),
    selected: Number(r.customerCount) > 0,
    customer_count: Number(r.customerCount),
  }));
}

/**
 * storage-m/get-related-products: the SKUs that can go into storage. Drop shippers: their own, and with
 * warehouse_id only for a warehouse they selected. Provider staff: every customer's, or one customer's,
 * or those of the customers who selected warehouse_id.
 */
export async function relatedProducts(db: Db, scope: AccessScope, q: TRelatedProductsQuery) {
  const t = await scope.tenant(q.provider_uuid);
  let customerId: string | undefined;
  if (scope.isProviderSide) {
    if (q.customer_id) customerId = await requireCustomerOf(db, t.providerId, q.customer_id);
  } else {
    customerId = t.customerId as string;
  }
  if (q.warehouse_id) {
    if (!(await findWarehouse(db, t.providerId, q.warehouse_id))) throw notFound("warehouse.notFound");
    if (!scope.isProviderSide && customerId) {
      const selected = await repo.selectedWarehouseIds(db, t.providerId, customerId);
      if (!selected.includes(q.warehouse_id)) {
        throw new AppError(Code.badRequest, "storage.notSelected", {
          fields: { warehouse_id: "storage.notSelected" },
        });
      }
    }
  }
  const { list, total } = await listRelatedVariants(db, {
    providerId: t.providerId,
    customerId,
    warehouseId: q.warehouse_id,
    keyword: q.keyword,
    page: { size: q.page_size, cur: q.cur_page },
  });
  return toPage(list, total, q);
}
