import {
  Code,
  sourcingLimits,
  type TCreateSourcingRequest,
  type TImportSourcingQuery,
  type TSourcingDetail,
  type TSourcingDuplicate,
  type TSourcingIdRequest,
  type TSourcingItemInput,
  type TSourcingQuery,
} from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { assertSpreadsheet, readSheet } from "../../kernel/documents/spreadsheets.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { recordAudit } from "../audit/index.ts";
import { sourcingActorOf } from "./sourcing.lifecycle.ts";
import { linkIdentity } from "./sourcing.links.ts";
import { announceChanges, mailProvider } from "./sourcing.notify.ts";
import { loadDetail, presentSummary } from "./sourcing.present.ts";
import { reserveQuota } from "./sourcing.quota.ts";
import * as repo from "./sourcing.repository.ts";
import { parseSourcingRow, sourcingSheet } from "./sourcing.sheet.ts";
import { sourcingRequests } from "./sourcing.tables.ts";

/** The provider (and, for drop shippers, the customer) a call acts for. */
export async function ownerOf(
  scope: AccessScope,
  providerUuid: string | undefined,
): Promise<repo.TSourcingOwner> {
  const t = await scope.tenant(providerUuid);
  return { providerId: t.providerId, customerId: t.customerId };
}

/** The caller as a customer: drop shippers only (the endpoints say so; this keeps the type honest). */
async function customerOf(scope: AccessScope, providerUuid: string | undefined) {
  const owner = await ownerOf(scope, providerUuid);
  if (!owner.customerId) throw notFound();
  return { providerId: owner.providerId, customerId: owner.customerId };
}

export async function detailOrNotFound(db: Db, scope: AccessScope, owner: repo.TSourcingOwner, id: string) {
  const detail = await loadDetail(db, owner, id, sourcingActorOf(scope));
  if (!detail) throw notFound("sourcing.notFound");
  return detail;
}

/** sourcing/query-sourcing-detail */
export async function sourcingDetail(
  db: Db,
  scope: AccessScope,
  input: TSourcingIdRequest,
): Promise<TSourcingDetail> {
  return detailOrNotFound(db, scope, await ownerOf(scope, input.provider_uuid), input.sourcing_id);
}

/** sourcing/query-sourcing: filtered, sorted and paged in SQL. */
export async function querySourcing(db: Db, scope: AccessScope, q: TSourcingQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  return presentPage(await repo.listSourcing(db, owner, q, scope.userId), presentSummary, q);
}

/** Product-mode items must name products of the customer's own catalogue (4001 on the item otherwise). */
async function checkProducts(
  db: Db,
  owner: { providerId: string; customerId: string },
  items: TSourcingItemInput[],
) {
  const ids = [
    ...new Set(items.flatMap((i) => (i.mode === "product" && i.product_id ? [i.product_id] : []))),
  ];
  if (ids.length === 0) return;
  const mine = await repo.ownProductIds(db, owner, ids);
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.mode === "product" && item.product_id && !mine.has(item.product_id))
      fields[`items.${i}.product_id`] = "sourcing.productNotFound";
  });
  if (Object.keys(fields).length) throw new AppError(Code.badRequest, "sourcing.productNotFound", { fields });
}

/** The stored columns of one item: only its mode's fields, and for a link its identity. */
function itemValues(item: TSourcingItemInput) {
  const link = item.mode === "link" ? linkIdentity(item.url) : null;
  return {
    mode: item.mode,
    url: item.mode === "link" ? item.url : "",
    marketplace: link?.marketplace ?? null,
    linkKey: link?.key ?? null,
    keywords: item.mode === "keywords" ? item.keywords : "",
    imageUrl: item.mode === "image" ? item.image_url : "",
    productId: item.mode === "product" ? (item.product_id ?? null) : null,
    expectedPrice: item.expected_price ?? null,
    purchaseReason: item.purchase_reason,
    description: item.description,
    itemsCount: item.items_count,
  };
}

/** The records the submission's links already have (spec section 8, urlExists). */
async function duplicatesOf(
  db: Db,
  owner: { providerId: string; customerId: string },
  values: ReturnType<typeof itemValues>[],
): Promise<TSourcingDuplicate[]> {
  const keys = [...new Set(values.flatMap((v) => (v.linkKey ? [v.linkKey] : [])))];
  const records = await repo.requestsWithLinks(db, owner.providerId, owner.customerId, keys);
  return values.flatMap((v, item) =>
    records
      .filter((r) => v.linkKey && r.linkKey === v.linkKey)
      .map((r) => ({
        item,
        sourcing_id: r.id,
        code: r.code,
        status: r.status,
        url: r.url,
        created_at: seconds(r.createdAt),
      })),
  );
}

/**
 * Writes the items as requests in one transaction: the quota is counted, each gets its code and its first
 * log line, the customer's socket, the provider's and the webhooks hear of them, and the provider gets one mail.
 */
async function submit(
  db: Db,
  scope: AccessScope,
  owner: { providerId: string; customerId: string },
  values: ReturnType<typeof itemValues>[],
  detail: Record<string, unknown> = {},
) {
  const ids = await db.transaction(async (tx) => {
    await reserveQuota(tx, owner.providerId, owner.customerId, values.length);
    const codes = await repo.nextSourcingCodes(tx, owner.providerId, values.length);
    const rows = await tx
      .insert(sourcingRequests)
      .values(values.map((v, i) => ({ ...v, ...owner, code: codes[i] ?? "", createdBy: scope.userId })))
      .returning({ id: sourcingRequests.id, code: sourcingRequests.code });
    await repo.insertLogs(
      tx,
      rows.map((r) => ({
        providerId: owner.providerId,
        requestId: r.id,
        action: "submit",
        fromStatus: null,
        toStatus: "submitted",
        actorUserId: scope.userId,
        actorName: scope.session.username,
        detail,
      })),
    );
    await recordAudit(tx, {
      providerId: owner.providerId,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "sourcing.submit",
      targetType: "sourcing",
      targetId: rows[0]?.id ?? "",
      detail: { codes: rows.map((r) => r.code), ...detail },
    });
    await announceChanges(
      tx,
      rows.map((r) => ({
        ...owner,
        customerUserId: scope.userId,
        id: r.id,
        code: r.code,
        from: null,
        status: "submitted" as const,
      })),
    );
    await mailProvider(tx, owner.providerId, "sourcingSubmitted", {
      customer: scope.session.username,
      codes: rows.map((r) => r.code).join(", "),
    });
    return rows.map((r) => r.id);
  });
  const summaries = await repo.findSummaries(db, owner.providerId, ids);
  return { list: summaries.map(presentSummary) };
}

/** sourcing/create-sourcing: 4091 with the records when a link has some, unless `submit_anyway`; 4029 over the quota. */
export async function createSourcing(db: Db, scope: AccessScope, input: TCreateSourcingRequest) {
  const owner = await customerOf(scope, input.provider_uuid);
  await checkProducts(db, owner, input.items);
  const values = input.items.map(itemValues);
  if (!input.submit_anyway) {
    const records = await duplicatesOf(db, owner, values);
    if (records.length) throw new AppError(Code.urlExists, "sourcing.urlExists", { records });
  }
  return submit(db, scope, owner, values);
}

/**
 * sourcing/import-sourcing: the rows of the spreadsheet as one submission. A refused row refuses the file
 * (`errors`, "row N: column: message", nothing written); then the same duplicates and quota as a submission.
 */
export async function importSourcing(
  db: Db,
  scope: AccessScope,
  q: TImportSourcingQuery,
  readFile: () => Promise<{ bytes: Buffer; filename: string }>,
) {
  const owner = await customerOf(scope, q.provider_uuid);
  const file = await readFile();
  assertSpreadsheet(file.bytes, file.filename);
  const sheet = await readSheet(file.bytes, sourcingSheet, parseSourcingRow, {
    maxRows: sourcingLimits.importRows,
  });
  if (sheet.errors.length)
    return { list: [], errors: sheet.errors.map((e) => ({ key: `row ${e.row}`, message: e.message })) };
  const values = sheet.rows.map((r) => itemValues(r.value));
  if (q.submit_anyway !== "1") {
    const records = await duplicatesOf(db, owner, values);
    if (records.length) throw new AppError(Code.urlExists, "sourcing.urlExists", { records });
  }
  return { ...(await submit(db, scope, owner, values, { imported: file.filename })), errors: [] };
}

/** sourcing/resubmit-sourcing: the request's fields as a new request (the customer knows it repeats one). */
export async function resubmitSourcing(db: Db, scope: AccessScope, input: TSourcingIdRequest) {
  const owner = await customerOf(scope, input.provider_uuid);
  const [r] = await db
    .select()
    .from(sourcingRequests)
    .where(
      and(
        eq(sourcingRequests.providerId, owner.providerId),
        eq(sourcingRequests.customerId, owner.customerId),
        eq(sourcingRequests.id, input.sourcing_id),
      ),
    );
  if (!r) throw notFound("sourcing.notFound");
  const values = {
    mode: r.mode,
    url: r.url,
    marketplace: r.marketplace,
    linkKey: r.linkKey,
    keywords: r.keywords,
    imageUrl: r.imageUrl,
    productId: r.productId,
    expectedPrice: r.expectedPrice,
    purchaseReason: r.purchaseReason,
    description: r.description,
    itemsCount: r.itemsCount,
  };
  return submit(db, scope, owner, [values], { resubmitted_from: r.code });
}

/** sourcing/upload-image: a JPG, PNG or GIF (by its bytes, at most 5 MB); the caller is checked before the upload is read. */
export async function uploadSourcingImage(
  ctx: TAppContext,
  scope: AccessScope,
  providerUuid: string | undefined,
  read: () => Promise<Buffer>,
) {
  await customerOf(scope, providerUuid);
  return { url: `/api/files/sourcing/${await ctx.files.saveImage("sourcing", await read())}` };
}

/** The customer's user (socket channel, mailbox) of a request. */
export async function customerUserOf(db: Db, providerId: string, customerId: string) {
  const users = await repo.customerUsers(db, [{ providerId, customerId }]);
  return users.get(`${providerId}/${customerId}`) ?? "";
}
