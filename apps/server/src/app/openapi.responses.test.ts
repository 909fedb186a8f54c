import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect, vi } from "vitest";
import { appTest as test } from "../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../test/harness.ts";
import { pickedWave } from "../../test/support/packing.test-helpers.ts";
import { demoWarehouse, receiptBody } from "../../test/support/receipts.test-helpers.ts";
import { orderAt, rawCall } from "../../test/support/shipping.test-helpers.ts";
import { issueGoogleTicket } from "../modules/auth/auth.google-links.ts";
import { missions } from "../modules/missions/missions.tables.ts";
import { shopFulfilments, shopOrders, shops, shopVariants } from "../modules/stores/stores.tables.ts";

/**
 * The API reference tells the truth: every list and detail operation (each JSON GET) is called on a
 * platform with a day's work in it (orders through a picked wave, a receipt, a mail, an export) and its
 * answer is validated against the answer schema of /api/docs with Ajv (JSON Schema 2020-12, as the
 * document is OpenAPI 3.1), named component schemas included.
 */

type TOperation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type TDoc = { paths: Record<string, Record<string, TOperation>>; components: { schemas: object } };
type TState = Record<string, unknown>;

/** A required input `name` taken from `field` of the first item the list at `path` answered. */
const fromList = (name: string, path: string, field: string) => (s: TState) => ({
  [name]: first(s, path, field),
});

/** What the test's day of work made that no list answers on its own (a parcel waiting to be weighed). */
const made = { reviewedCode: "", googleTicket: "", shippedOrderId: "" };

/** Where the required query of an operation comes from: what earlier lists answered, or the demo. */
const requiredInputs: Record<string, (s: TState, t: TTestApp) => Record<string, string>> = {
  "/api/get-aes-key": () => ({ username: "demo_provider" }),
  "/api/get-aes-key-login": () => ({ username: "demo_provider" }),
  "/api/query-provider/detail": (_s, t) => ({ provider_uuid: t.demo.providerId }),
  "/api/mail/mail-detail": fromList("id", "/api/mail/query-mail", "id"),
  "/api/mission/query-mission": fromList("id", "/api/mission/query-missions", "id"),
  "/api/get-file-link": fromList("filename", "/api/mission/query-missions", "result_file"),
  "/api/billing/rate-card-detail": fromList("card_id", "/api/billing/query-rate-cards", "id"),
  "/api/billing/my-rate-card": (_s, t) => ({ provider_uuid: t.demo.providerId }),
  "/api/billing/estimate-fees": () => ({ work: "order", lines: "2", units: "3" }),
  "/api/billing/statement-pdf": (_s, t) => ({ month: "2026-01", customer_id: t.demo.customerId }),
  "/api/billing/statement-xlsx": (_s, t) => ({ month: "2026-01", customer_id: t.demo.customerId }),
  "/api/customer/query-specific": fromList("customer_id", "/api/customer/get-customers", "id"),
  "/api/customer/query-balance-log": fromList("customer_id", "/api/customer/get-customers", "id"),
  "/api/product/query-specific": fromList("product_uuid", "/api/product/query-product", "product_uuid"),
  "/api/webhook/query-webhooks": (_s, t) => ({ provider_uuid: t.demo.providerId }),
  "/api/webhook/query-webhook": (s, t) => ({
    provider_uuid: t.demo.providerId,
    id: first(s, "/api/webhook/query-webhooks", "id"),
  }),
  "/api/webhook/query-log": (_s, t) => ({ provider_uuid: t.demo.providerId }),
  "/api/warehouse/query-warehouse": fromList("warehouse_id", "/api/warehouse/query-warehouses", "id"),
  "/api/warehouse/query-location": fromList("location_id", "/api/warehouse/query-locations", "id"),
  "/api/inventory/query-inventory-detail": fromList(
    "variant_id",
    "/api/inventory/query-inventory",
    "variant_id",
  ),
  "/api/inventory/lookup-variant": fromList("code", "/api/inventory/query-inventory", "sku"),
  "/api/inventory/query-stock-log": fromList("barcode", "/api/inventory/query-inventory", "sku"),
  "/api/receipt/query-receipt-detail": fromList("receipt_id", "/api/receipt/query-receipt", "receipt_id"),
  "/api/receipt/suggest-putaway": fromList("receipt_id", "/api/receipt/query-receipt", "receipt_id"),
  "/api/order/query-specific-elements": fromList("order_id", "/api/order/query-order", "order_id"),
  "/api/audit_log/audit-log-retrieve": fromList("order_id", "/api/order/query-order", "order_id"),
  "/api/dropshipping/specific-element": fromList("code", "/api/order/query-order", "code"),
  "/api/weighing/expected-weight": () => ({ code: made.reviewedCode }),
  "/api/returns/query-return-detail": fromList("return_id", "/api/returns/query-returns", "id"),
  "/api/returns/query-returnable-lines": () => ({ order_id: made.shippedOrderId }),
  "/api/returns/find-returns": () => ({ scan: "RM" }),
  "/api/counts/query-count-task": fromList("task_id", "/api/counts/query-count-tasks", "id"),
  "/api/auth/google/ticket": () => ({ ticket: made.googleTicket }),
  "/api/delivery_list/query-delivery-specific-element": fromList(
    "notice_id",
    "/api/delivery_list/query-delivery-list",
    "notice_id",
  ),
  "/api/shop-manager/query-product-sync-mission": fromList(
    "shop_id",
    "/api/shop-manager/query-shops",
    "shop_id",
  ),
  "/api/shop-manager/query-shop-products": fromList("shop_id", "/api/shop-manager/query-shops", "shop_id"),
  "/api/shop-manager/query-shop-orders": fromList("shop_id", "/api/shop-manager/query-shops", "shop_id"),
  "/api/shop-manager/query-fulfill-mission": fromList("shop_id", "/api/shop-manager/query-shops", "shop_id"),
  "/api/shop-manager/query-stock-drift-summary": fromList(
    "shop_id",
    "/api/shop-manager/query-shops",
    "shop_id",
  ),
  "/api/shop-manager/query-stock-drifts": fromList("shop_id", "/api/shop-manager/query-shops", "shop_id"),
  "/api/shop-manager/query-export-mission": fromList("shop_id", "/api/shop-manager/query-shops", "shop_id"),
  "/api/shop-manager/query-shop-order-counts": fromList(
    "shop_id",
    "/api/shop-manager/query-shops",
    "shop_id",
  ),
  "/api/sourcing/query-sourcing-detail": fromList(
    "sourcing_id",
    "/api/sourcing/query-sourcing",
    "sourcing_id",
  ),
  "/api/sourcing/query-my-quota": (_s, t) => ({ provider_uuid: t.demo.providerId }),
  "/api/wave/query-wave-detail": fromList(
    "wave_id",
    "/api/delivery_list/query-wave-list-specific-element",
    "wave_id",
  ),
};

/** A field of the first item an earlier list answered (a list page, or a plain array). */
function first(s: TState, path: string, field: string): string {
  const data = s[path] as { list?: unknown[] } | unknown[] | undefined;
  const list = Array.isArray(data) ? data : data?.list;
  const value = (list?.[0] as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== "string") throw new Error(`${path} answered no item with a ${field} to take`);
  return value;
}

/** Mail is sent to customers: their mailbox is where the mail of this day is. */
const shipperReads = new Set(["/api/mail/query-mail", "/api/mail/mail-detail"]);

/** The caller for an operation: anonymous for public ones, else the first role its access rule admits. */
function callerFor(path: string, access: unknown, who: Record<string, TSignedIn>): TSignedIn | undefined {
  if (access === "public") return undefined;
  if (shipperReads.has(path)) return who.shipper;
  if (access === "signedIn") return who.provider;
  const roles = access as string[];
  return roles.includes("provider") ? who.provider : roles.includes("operator") ? who.operator : who.shipper;
}

/** A bound shop of the demo customer whose products were synced once (its rows as the sync leaves them). */
async function syncedShop(t: TTestApp) {
  const owner = { providerId: t.demo.providerId, customerId: t.demo.customerId };
  const [mission] = await t.ctx.db
    .insert(missions)
    .values({
      providerId: owner.providerId,
      ownerUserId: owner.customerId,
      channelId: owner.customerId,
      kind: "stores:sync-products",
      name: "Shop product sync",
      status: "completed",
      progress: 100,
      finishedAt: new Date(),
    })
    .returning();
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({
      ...owner,
      shopDomain: "docs-shop.myshopify.com",
      authKind: "custom_app",
      accessToken: "v1.sealed",
      syncMissionId: mission?.id,
      lastError: "store.syncFailed",
    })
    .returning();
  await t.ctx.db.insert(shopVariants).values({
    ...owner,
    shopId: shop?.id ?? "",
    shopifyProductId: "gid://shopify/Product/1",
    shopifyVariantId: "gid://shopify/ProductVariant/1",
    productTitle: "Docs mug",
    sku: "",
    linkState: "sku_conflict",
    conflictReason: "missing_sku",
    syncedAt: new Date(),
  });
  // An order Shopify sent, held for the variant without a SKU.
  const [order] = await t.ctx.db
    .insert(shopOrders)
    .values({
      ...owner,
      shopId: shop?.id ?? "",
      shopifyOrderId: "gid://shopify/Order/1",
      name: "#1001",
      orderedAt: new Date(),
      shopifyUpdatedAt: new Date(),
      financialStatus: "paid",
      fulfilmentStatus: "unfulfilled",
      totalPrice: "12.50",
      shippingAddress: {
        name: "Ada Lovelace",
        company: "",
        address1: "1 Analytical Way",
        address2: "",
        city: "London",
        province: "",
        zip: "N1",
        country_code: "GB",
        phone: "",
      },
      items: [
        {
          lineItemId: "gid://shopify/LineItem/1",
          shopifyVariantId: "gid://shopify/ProductVariant/1",
          sku: "",
          title: "Docs mug",
          variantTitle: "",
          quantity: 1,
          toShip: 1,
          price: "12.50",
          requiresShipping: true,
        },
      ],
      state: "held",
      reason: "unmapped_sku",
      reasonParams: { skus: "Docs mug" },
    })
    .returning();
  // A fulfilment Shopify refused (on a held order only here: the answer's shape is what is checked).
  await t.ctx.db.insert(shopFulfilments).values({
    ...owner,
    shopId: shop?.id ?? "",
    shopOrderId: order?.id ?? "",
    orderId: crypto.randomUUID(),
    lines: [{ lineItemId: "gid://shopify/LineItem/1", quantity: 1 }],
    trackingNumber: "DOCS1",
    state: "failed",
    attempts: 1,
    error: "refused",
    errorDetail: "Fulfillment order has an unfulfillable status= closed.",
  });
}

test("every list and detail operation answers what /api/docs says it answers", async ({
  app: t,
  provider,
  operator,
  shipper,
  who,
}) => {
  // A day's work: orders picked in a wave, a receipt, a mail to a customer, an export (a mission).
  await pickedWave(t, who, [[{ sku: "OA-1", quantity: 1 }], [{ sku: "OA-2", quantity: 2 }]]);
  const { warehouseId } = await demoWarehouse(t);
  const receipt = await t.call({
    url: "/api/receipt/create-receipt",
    token: shipper.token,
    body: receiptBody(t, warehouseId),
  });
  expect(receipt.code).toBe(1000);
  const mail = await t.call({
    url: "/api/mail/send-mail",
    token: provider.token,
    body: { all_customers: true, subject: "Stock count", body: "Friday." },
  });
  expect(mail.code).toBeLessThan(4000);
  made.reviewedCode = (await orderAt(t, who, { sku: "OA-4", quantity: 1, state: "reviewed" })).code;
  // What Google's callback hands a new person (the test app has no Google client to go through).
  made.googleTicket = await issueGoogleTicket(t.ctx.db, {
    kind: "sign-up",
    area: "ds",
    subject: "openapi-check",
    email: "openapi@example.test",
    name: "",
  });
  const bagged = await orderAt(t, who, { sku: "OA-3", quantity: 1, state: "bagged" });
  // Its waybill numbers the parcel: a notice takes only parcels that have their tracking number.
  const waybill = await rawCall(t, operator.token, "/api/waybill/print-waybills", {
    order_ids: [bagged.id],
  });
  expect(waybill.statusCode).toBe(200);
  const notice = await t.call({
    url: "/api/delivery_list/create-delivery",
    token: operator.token,
    body: { warehouse_id: bagged.warehouseId, channel_id: bagged.channelId, order_ids: [bagged.id] },
  });
  expect(notice.code).toBe(1000);
  // Handed over, the parcel's buyer sends one unit back (issue 43: the returns' reads need an RMA).
  const handed = await t.call({
    url: "/api/delivery_list/confirm-delivery",
    token: operator.token,
    body: { notice_id: (notice.data as { notice_id: string }).notice_id },
  });
  expect(handed.code).toBe(200);
  made.shippedOrderId = bagged.id;
  const rma = await t.call({
    url: "/api/returns/create-return",
    token: shipper.token,
    body: {
      provider_uuid: t.demo.providerId,
      order_id: bagged.id,
      lines: [{ sku: "OA-3", quantity: 1, reason: "damaged" }],
    },
  });
  expect(rma.code, rma.message).toBe(1000);
  // A cycle count of the warehouse's bulk zone planned (issue 44: the counts' reads need a task).
  const plan = await t.call({
    url: "/api/counts/create-count-plan",
    token: provider.token,
    body: { warehouse_id: warehouseId, kind: "not_counted", days: 30 },
  });
  expect(plan.code, plan.message).toBe(1000);
  const hook = await t.call({
    url: "/api/webhook/create-webhook",
    token: shipper.token,
    body: {
      provider_uuid: t.demo.providerId,
      name: "orders",
      url: "https://hooks.example.com/orders",
      event_type: "order.status_changed",
    },
  });
  expect(hook.code).toBe(1000);
  const exported = await t.call<{ id: string }>({
    url: "/api/mission/start-export",
    token: provider.token,
    body: { kind: "products" },
  });
  expect(exported.code).toBe(2000);
  await vi.waitFor(
    async () => {
      const mission = await t.call<{ status: string }>({
        method: "GET",
        url: "/api/mission/query-mission",
        token: provider.token,
        query: { id: exported.data.id },
      });
      expect(mission.data.status).toBe("completed");
    },
    { timeout: 30_000, interval: 200 },
  );

  await syncedShop(t);

  const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as TDoc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const roles = { provider, operator, shipper };
  const state: TState = {};
  const failures: string[] = [];
  const jsonGets = Object.entries(doc.paths).flatMap(([path, ops]) => {
    const op = ops.get;
    return op?.responses["200"]?.content?.["application/json"] ? [{ path, op }] : [];
  });
  // Lists first (nothing required), so that details can take an id from what they answered.
  const ordered = [
    ...jsonGets.filter((g) => !requiredInputs[g.path]),
    ...jsonGets.filter((g) => requiredInputs[g.path]),
  ];
  let nonEmptyLists = 0;
  for (const { path, op } of ordered) {
    const required = (op.parameters ?? []).filter((p) => p.required && p.in === "query").map((p) => p.name);
    const source = requiredInputs[path];
    if (required.length && !source) {
      failures.push(`${path}: add where its required ${required.join(", ")} come from to requiredInputs`);
      continue;
    }
    let query: Record<string, string> = {};
    try {
      query = source ? source(state, t) : {};
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message}`);
      continue;
    }
    const caller = callerFor(path, t.app.accessRules.get(`GET ${path}`), roles);
    const res = await t.app.inject({
      method: "GET",
      url: path,
      query,
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    });
    const body = res.json() as { code: number; data: unknown };
    if (res.statusCode !== 200) {
      failures.push(`${path}: answered ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    state[path] = body.data;
    const list = (body.data as { list?: unknown[] } | null)?.list;
    if (list?.length) nonEmptyLists++;
    const schema = op.responses["200"]?.content?.["application/json"]?.schema as object;
    const validate = ajv.compile({ ...schema, components: doc.components });
    if (!validate(body)) failures.push(`${path}: ${ajv.errorsText(validate.errors)}`);
  }
  expect(failures).toEqual([]);
  // The answers checked carry real rows, not only empty pages.
  expect(nonEmptyLists).toBeGreaterThanOrEqual(15);
  expect(ordered.length).toBeGreaterThanOrEqual(60);
}, 120_000);
