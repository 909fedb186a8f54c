/**
 * The tenant-isolation matrix: every /api and /ws route is listed here, either with a probe that
 * tries to reach another tenant's rows from each role, or with the reason it needs none.
 * A new endpoint fails the first test until it joins the matrix.
 */

import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import WebSocket from "ws";
import { sendSystemMail } from "../src/modules/mail/index.ts";
import { mailMessages } from "../src/modules/mail/mail.tables.ts";
import { missions } from "../src/modules/missions/missions.tables.ts";
import { products } from "../src/modules/products/index.ts";
import { insertProducts, insertVariants } from "../src/modules/products/products.repository.ts";
import { customers } from "../src/modules/tenancy/index.ts";
import { webhookSubscriptions } from "../src/modules/webhooks/webhooks.tables.ts";
import { appTest } from "./fixtures.ts";
import { ownTenant, registerUser, type TSignedIn, type TTestApp } from "./harness.ts";
import { multipartFile, tinyPng, xlsxOf } from "./support/products.test-helpers.ts";
import { foreignWebhook } from "./support/webhooks.testing.ts";
import { billingMatrix, seedRivalBilling } from "./tenant-isolation.billing.ts";
import { countsMatrix, seedRivalCounts } from "./tenant-isolation.counts.ts";
import { dashboardMatrix } from "./tenant-isolation.dashboard.ts";
import { integrityMatrix } from "./tenant-isolation.integrity.ts";
import { inventoryMatrix, seedRivalStock } from "./tenant-isolation.inventory.ts";
import { logisticsMatrix, seedRivalLogistics } from "./tenant-isolation.logistics.ts";
import { ordersMatrix, seedRivalOrder } from "./tenant-isolation.orders.ts";
import { outgoingMailMatrix, seedRivalOutgoingMail } from "./tenant-isolation.outgoing-mail.ts";
import { packingMatrix, seedRivalPacking } from "./tenant-isolation.packing.ts";
import { receiptsMatrix, seedRivalReceipt } from "./tenant-isolation.receipts.ts";
import { replenishmentMatrix, seedRivalReplenishment } from "./tenant-isolation.replenishment.ts";
import { returnsMatrix, seedRivalReturns } from "./tenant-isolation.returns.ts";
import {
  callAs,
  expectRefused,
  expectRivalProviderRefused,
  refusedRoutes,
  rivalByIdProbe,
} from "./tenant-isolation.shared.ts";
import { seedRivalShipping, shippingMatrix } from "./tenant-isolation.shipping.ts";
import { seedRivalSourcing, sourcingMatrix } from "./tenant-isolation.sourcing.ts";
import { seedRivalShop, storesMatrix } from "./tenant-isolation.stores.ts";
import { seedRivalVas, vasMatrix } from "./tenant-isolation.vas.ts";
import { seedRivalWarehousing, warehousesMatrix } from "./tenant-isolation.warehouses.ts";
import { seedRivalWave, wavesMatrix } from "./tenant-isolation.waves.ts";

type TActors = { provider: TSignedIn; operator: TSignedIn; shipper: TSignedIn };
type TForeign = {
  providerId: string;
  shipperUserId: string;
  shipperUsername: string;
  customerId: string;
  operatorUsername: string;
  mailIds: string[];
  missionId: string;
  resultFile: string;
};
type TProbe = (t: TTestApp, me: TSignedIn, foreign: TForeign) => Promise<void>;
type TEntry = { probe: TProbe } | { exempt: string };

// ---- products: a rival product (the rival shipper's, of the rival provider), created on first use.
let rivalProductIds: Promise<{ productId: string; variantId: string }> | undefined;
function rivalProduct(t: TTestApp, f: TForeign) {
  rivalProductIds ??= (async () => {
    const productId = crypto.randomUUID();
    const variantId = crypto.randomUUID();
    const owner = { providerId: f.providerId, customerId: f.customerId };
    await insertProducts(t.ctx.db, [{ ...owner, id: productId, title: "Rival secret product" }]);
    await insertVariants(t.ctx.db, [
      { ...owner, productId, id: variantId, sku: "RIVAL-SKU", nameEn: "Rival" },
    ]);
    return { productId, variantId };
  })();
  return rivalProductIds;
}
async function rivalProductStillThere(t: TTestApp, f: TForeign) {
  const { productId } = await rivalProduct(t, f);
  const rows = await t.ctx.db
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, productId));
  expect(rows.map((r) => r.title)).toEqual(["Rival secret product"]);
}

/** The rival product by id (`ids` from it), in both tenants: refused each time; then `unchanged`, if given. */
const rivalProductProbe = (
  method: "GET" | "PUT" | "DELETE",
  url: string,
  ids: (p: Awaited<ReturnType<typeof rivalProduct>>) => Record<string, unknown>,
  unchanged?: (t: TTestApp, f: TForeign) => Promise<void>,
) => rivalByIdProbe(method, url, async (t, f: TForeign) => ids(await rivalProduct(t, f)), unchanged);

const productsMatrix: Record<string, TEntry> = {
  "GET /api/product/query-product": {
    probe: async (t, me, f) => {
      const { productId, variantId } = await rivalProduct(t, f);
      const own = await t.call<{ list: { product_uuid: string }[] }>({
        url: "/api/product/query-product",
        token: me.token,
        query: { ...ownTenant(t, me), page_size: "200" },
      });
      expect(own.code).toBe(200);
      expect(own.data.list.map((p) => p.product_uuid)).not.toContain(productId);
      const filters: Record<string, string>[] = [
        { search: "RIVAL-SKU" },
        { code: "RIVAL-SKU" },
        { "product_variants.variant_id": variantId },
      ];
      for (const query of filters) {
        const res = await t.call<{ total: number }>({
          url: "/api/product/query-product",
          token: me.token,
          query: { ...ownTenant(t, me), ...query },
        });
        expect(res.data.total).toBe(0);
      }
      await expectRivalProviderRefused(t, me, f, "/api/product/query-product");
    },
  },
  "GET /api/product/query-specific": rivalProductProbe(
    "GET",
    "/api/product/query-specific",
    ({ productId }) => ({
      product_uuid: productId,
    }),
  ),
  "POST /api/product/create-product": {
    probe: async (t, me, f) => {
      const body = {
        title: "Probe",
        product_variants: [{ sku: "PROBE-1", name_en: "Probe", weight: "0.1" }],
      };
      await expectRefused(
        callAs(t, me, "POST", "/api/product/create-product", {
          ...body,
          provider_uuid: f.providerId,
          customer_id: f.customerId,
        }),
      );
      if (me.role !== "dropShipper") {
        await expectRefused(
          callAs(t, me, "POST", "/api/product/create-product", { ...body, customer_id: f.customerId }),
        );
      }
    },
  },
  "PUT /api/product/update-product": rivalProductProbe(
    "PUT",
    "/api/product/update-product",
    ({ productId, variantId }) => ({
      product_uuid: productId,
      title: "Hijacked",
      product_variants: [{ variant_id: variantId, sku: "HIJACK", name_en: "x", weight: "0.1" }],
    }),
    rivalProductStillThere,
  ),
  "POST /api/product/copy-product": {
    probe: async (t, me, f) => {
      const { productId } = await rivalProduct(t, f);
      await expectRefused(
        callAs(t, me, "POST", "/api/product/copy-product", { ...ownTenant(t, me), product_uuid: productId }),
      );
    },
  },
  "DELETE /api/product/delete-product": rivalProductProbe(
    "DELETE",
    "/api/product/delete-product",
    ({ productId }) => ({ product_uuids: [productId] }),
    rivalProductStillThere,
  ),
  "POST /api/product/upload-image": {
    probe: async (t, me, f) => {
      const { productId } = await rivalProduct(t, f);
      const file = multipartFile("probe.png", tinyPng, "image/png");
      await expectRefused(
        t.call({
          url: "/api/product/upload-image",
          token: me.token,
          query: { ...ownTenant(t, me), product_uuid: productId },
          body: file.body,
          headers: file.headers,
        }),
      );
    },
  },
  "GET /api/files/products/:name": {
    exempt: "public by random unguessable name, like a CDN (product images)",
  },
  "GET /api/get-template-files": { exempt: "a blank import template, no tenant data" },
  "POST /api/product/import-product": {
    probe: async (t, me, f) => {
      const xlsx = await xlsxOf(
        ["Product title", "SKU", "English name", "Weight (kg)"],
        [["Probe", "PROBE-IMPORT", "Probe", 0.1]],
      );
      const query: Record<string, string> =
        me.role === "dropShipper" ? { provider_uuid: f.providerId } : { customer_id: f.customerId };
      const file = multipartFile("probe.xlsx", xlsx);
      await expectRefused(
        t.call({
          url: "/api/product/import-product",
          token: me.token,
          query,
          body: file.body,
          headers: file.headers,
        }),
      );
      const written = await t.ctx.db.select().from(products).where(eq(products.customerId, f.customerId));
      expect(written.map((p) => p.title)).not.toContain("Probe");
    },
  },
  "GET /api/product/product-print-label": rivalProductProbe(
    "GET",
    "/api/product/product-print-label",
    ({ productId }) => ({ product_uuids: productId }),
  ),
};

// ---- webhooks: a rival drop shipper's webhook, delivery and log entry, created on first use.
const rivalWebhook = (t: TTestApp, f: TForeign) =>
  foreignWebhook(t.ctx.db, { providerId: f.providerId, customerId: f.customerId });
/** Tries a webhook call in the caller's own tenant and in the rival's; staff are refused by role. */
async function webhookRefused(
  t: TTestApp,
  me: TSignedIn,
  f: TForeign,
  call: (providerUuid: string) => Parameters<TTestApp["call"]>[0],
) {
  for (const providerUuid of [t.demo.providerId, f.providerId]) {
    await expectRefused(t.call({ ...call(providerUuid), token: me.token }));
  }
}
/**
 * A webhook call naming the rival's webhook (`ids` from it) in both tenants: refused each time; with
 * `unchanged`, the rival's webhook is then checked to be as it was.
 */
function webhookProbe(
  url: string,
  method: "POST" | "PUT" | "DELETE",
  ids: (w: Awaited<ReturnType<typeof rivalWebhook>>) => Record<string, unknown>,
  unchanged = false,
): TEntry {
  return {
    probe: async (t, me, f) => {
      const w = await rivalWebhook(t, f);
      await webhookRefused(t, me, f, (p) => ({ url, method, body: { provider_uuid: p, ...ids(w) } }));
      if (unchanged) await rivalWebhookUnchanged(t, f);
    },
  };
}
async function rivalWebhookUnchanged(t: TTestApp, f: TForeign) {
  const { webhookId, secret } = await rivalWebhook(t, f);
  const rows = await t.ctx.db
    .select({
      name: webhookSubscriptions.name,
      secret: webhookSubscriptions.secret,
      status: webhookSubscriptions.status,
    })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, webhookId));
  expect(rows).toEqual([{ name: "rival hook", secret, status: "enabled" }]);
}

const webhooksMatrix: Record<string, TEntry> = {
  "GET /api/webhook/query-webhooks": {
    probe: async (t, me, f) => {
      const { webhookId } = await rivalWebhook(t, f);
      const own = await t.call<{ list: { id: string }[] }>({
        url: "/api/webhook/query-webhooks",
        token: me.token,
        query: { provider_uuid: t.demo.providerId, page_size: "100" },
      });
      if (me.role !== "dropShipper") expect(own.code).toBe(4003);
      else expect(own.data.list.map((w) => w.id)).not.toContain(webhookId);
      await expectRivalProviderRefused(t, me, f, "/api/webhook/query-webhooks");
    },
  },
  "GET /api/webhook/query-webhook": {
    probe: async (t, me, f) => {
      const { webhookId } = await rivalWebhook(t, f);
      await webhookRefused(t, me, f, (p) => ({
        url: "/api/webhook/query-webhook",
        query: { provider_uuid: p, id: webhookId },
      }));
    },
  },
  ...refusedRoutes({
    "POST /api/webhook/create-webhook": (f: TForeign) => ({
      provider_uuid: f.providerId,
      name: "probe",
      url: "https://8.8.8.8/x",
      event_type: "order.created",
    }),
  }),
  "PUT /api/webhook/update-webhook": webhookProbe(
    "/api/webhook/update-webhook",
    "PUT",
    (w) => ({ id: w.webhookId, name: "taken over", status: "disabled" }),
    true,
  ),
  "DELETE /api/webhook/delete-webhook": webhookProbe(
    "/api/webhook/delete-webhook",
    "DELETE",
    (w) => ({ id: w.webhookId }),
    true,
  ),
  "POST /api/webhook/reveal-secret": webhookProbe("/api/webhook/reveal-secret", "POST", (w) => ({
    id: w.webhookId,
  })),
  "POST /api/webhook/rotate-secret": webhookProbe(
    "/api/webhook/rotate-secret",
    "POST",
    (w) => ({ id: w.webhookId }),
    true,
  ),
  "POST /api/webhook/send-test": webhookProbe("/api/webhook/send-test", "POST", (w) => ({ id: w.webhookId })),
  "GET /api/webhook/query-log": {
    probe: async (t, me, f) => {
      const { attemptId, webhookId } = await rivalWebhook(t, f);
      const own = await t.call<{ list: { id: string }[] }>({
        url: "/api/webhook/query-log",
        token: me.token,
        query: { provider_uuid: t.demo.providerId, webhook_id: webhookId, keyword: "RIVAL" },
      });
      if (me.role !== "dropShipper") expect(own.code).toBe(4003);
      else expect(own.data.list.map((a) => a.id)).not.toContain(attemptId);
      await expectRivalProviderRefused(t, me, f, "/api/webhook/query-log");
    },
  },
  "POST /api/webhook/resend": webhookProbe("/api/webhook/resend", "POST", (w) => ({
    delivery_id: w.deliveryId,
  })),
};

export const matrix: Record<string, TEntry> = {
  "GET /api/health": { exempt: "public, no data" },
  "GET /api/config/init-config": { exempt: "public, product-wide configuration" },
  "GET /api/get-csrf-token": { exempt: "public, no data" },
  "GET /api/get-aes-key": { exempt: "public, issues a random key" },
  "GET /api/get-aes-key-login": { exempt: "public, issues a random key" },
  "POST /api/sign-in": { exempt: "public, acts on the credentials given" },
  "POST /api/register": { exempt: "public, creates a new account" },
  "POST /api/auth/forgot-password": { exempt: "public, same answer for every input" },
  "POST /api/auth/reset-password": { exempt: "public, the token is the credential" },
  "GET /api/query-provider/all": { exempt: "public directory of provider names for sign-up" },
  "GET /api/files/avatars/:name": { exempt: "public by random unguessable name, like a CDN" },
  "POST /api/sign-out": { exempt: "acts on the caller's own token only" },
  "GET /api/home": { exempt: "the caller's own account only (no id accepted)" },
  "POST /api/auth/change-password": { exempt: "the caller's own account only (no id accepted)" },
  "POST /api/auth/google/start": { exempt: "public, starts a trip to Google; writes no tenant's rows" },
  "GET /api/auth/google/callback": {
    exempt:
      "public, Google's redirect; state, browser cookie and ID token are the credential (auth.google.test.ts)",
  },
  "GET /api/auth/google/ticket": { exempt: "public, the one-time ticket is the credential" },
  "POST /api/auth/google/finish": { exempt: "public, the one-time ticket is the credential" },
  "POST /api/auth/google/link": { exempt: "the caller's own account only (no id accepted)" },
  "GET /api/auth/google/status": { exempt: "the caller's own account only (no id accepted)" },
  "POST /api/auth/google/unlink": { exempt: "the caller's own account only (no id accepted)" },
  "GET /api/customer-settings/user-info": { exempt: "the caller's own account only (no id accepted)" },
  "POST /api/customer-settings/change-user-info-directly": {
    exempt: "the caller's own account only (no id accepted)",
  },
  "POST /api/customer-settings/upload-avatar": { exempt: "the caller's own account only (no id accepted)" },
  "GET /api/customer-settings/contact_info": { exempt: "the caller's own account only (no id accepted)" },
  "POST /api/customer-settings/contact_info": { exempt: "the caller's own account only (no id accepted)" },
  "GET /api/query-provider/detail": {
    probe: async (t, me, f) => {
      if (me.role === "dropShipper") return; // drop shippers may look up a provider's name to link to it
      await expectRivalProviderRefused(t, me, f, "/api/query-provider/detail");
    },
  },
  "GET /api/query-provider/list": {
    probe: async (t, me, f) => {
      const res = await t.call<{ list: { provider_uuid: string }[] }>({
        url: "/api/query-provider/list",
        token: me.token,
      });
      expect(res.data.list.map((l) => l.provider_uuid)).not.toContain(f.providerId);
    },
  },
  "POST /api/create-add-provider": {
    probe: async (t, me, f) => {
      if (me.role === "dropShipper") return; // linking is how a drop shipper joins a provider
      await expectRefused(callAs(t, me, "POST", "/api/create-add-provider", { provider_uuid: f.providerId }));
    },
  },
  ...refusedRoutes({
    "GET /api/customer-settings/global-user-settings": (f: TForeign) => ({ provider_uuid: f.providerId }),
    "POST /api/customer-settings/global-user-settings": (f: TForeign) => ({
      provider_uuid: f.providerId,
      theme: "dark",
    }),
  }),
  "GET /api/operators/list": {
    probe: async (t, me, f) => {
      const res = await t.call<{ username: string }[]>({ url: "/api/operators/list", token: me.token });
      if (me.role !== "provider") return expect(res.code).toBe(4003);
      expect(res.data.map((o) => o.username)).not.toContain(f.operatorUsername);
    },
  },
  "POST /api/operators/create": {
    exempt: "creates an operator in the caller's own tenant (derived from the token)",
  },
  "GET /api/mail/query-mail": {
    probe: async (t, me, f) => {
      const res = await t.call<{ list: { id: string }[] }>({
        url: "/api/mail/query-mail",
        token: me.token,
        query: { page_size: "100" },
      });
      expect(res.data.list.map((m) => m.id).filter((id) => f.mailIds.includes(id))).toEqual([]);
    },
  },
  "GET /api/mail/mail-detail": {
    probe: async (t, me, f) => {
      for (const id of f.mailIds) await expectRefused(callAs(t, me, "GET", "/api/mail/mail-detail", { id }));
    },
  },
  "PUT /api/mail/mark-mail": {
    probe: async (t, me, f) => {
      const res = await t.call<{ changed: number }>({
        url: "/api/mail/mark-mail",
        method: "PUT",
        token: me.token,
        body: { ids: f.mailIds, read: true },
      });
      expect(res.data.changed).toBe(0);
    },
  },
  "DELETE /api/mail/delete-mail": {
    probe: async (t, me, f) => {
      const res = await t.call<{ deleted: number }>({
        url: "/api/mail/delete-mail",
        method: "DELETE",
        token: me.token,
        body: { ids: f.mailIds },
      });
      expect(res.data.deleted).toBe(0);
    },
  },
  "GET /api/customer/count-unread": { exempt: "the caller's own mailbox only (no id accepted)" },
  "GET /api/mail/query-recipients": {
    probe: async (t, me, f) => {
      const res = await t.call<{ username: string }[]>({
        url: "/api/mail/query-recipients",
        token: me.token,
      });
      if (me.role === "dropShipper") return expect(res.code).toBe(4003);
      expect(res.data.map((r) => r.username)).not.toContain(f.shipperUsername);
    },
  },
  ...refusedRoutes({
    "POST /api/mail/send-mail": (f: TForeign) => ({ customer_id: f.customerId, subject: "x", body: "y" }),
  }),
  "GET /api/mission/query-missions": {
    probe: async (t, me, f) => {
      const res = await t.call<{ list: { id: string }[] }>({
        url: "/api/mission/query-missions",
        token: me.token,
      });
      expect(res.data.list.map((m) => m.id)).not.toContain(f.missionId);
    },
  },
  ...refusedRoutes({
    "GET /api/mission/query-mission": (f: TForeign) => ({ id: f.missionId }),
    "PUT /api/mission/stop-mission": (f: TForeign) => ({ id: f.missionId }),
    "PUT /api/mission/reset-mission": (f: TForeign) => ({ id: f.missionId }),
    "POST /api/mission/start-export": (f: TForeign) => ({ kind: "audit-log", provider_uuid: f.providerId }),
    "GET /api/get-file": (f: TForeign) => ({ filename: f.resultFile }),
    "GET /api/get-file-link": (f: TForeign) => ({ filename: f.resultFile }),
  }),
  "GET /api/get-file-independently": {
    probe: async (t, _me, f) => {
      // A link is only as good as its signature: naming another user's file without one is refused.
      const { signFileLink } = await import("../src/kernel/http/signed-links.ts");
      const forged = signFileLink("not-the-server-secret", f.resultFile, f.shipperUserId);
      await expectRefused(
        t.call({
          url: "/api/get-file-independently",
          query: { ...forged, expires: String(forged.expires) },
        }),
      );
    },
  },
  "GET /api/customer/get-customers": {
    probe: async (t, me, f) => {
      const res = await t.call<{ list: { username: string }[] }>({
        url: "/api/customer/get-customers",
        token: me.token,
        query: { page_size: "200" },
      });
      if (me.role === "dropShipper") return expect(res.code).toBe(4003);
      expect(res.data.list.map((c) => c.username)).not.toContain(f.shipperUsername);
    },
  },
  ...refusedRoutes({
    "GET /api/customer/query-specific": (f: TForeign) => ({ customer_id: f.customerId }),
  }),
  "POST /api/customer/create-customer": {
    exempt: "creates a customer in the caller's own tenant (derived from the token)",
  },
  ...refusedRoutes({
    "PUT /api/customer/update-customer": (f: TForeign) => ({ customer_id: f.customerId, company: "x" }),
    "PUT /api/customer/freeze-customer": (f: TForeign) => ({ customer_id: f.customerId, frozen: true }),
    "POST /api/customer/adjust-balance": (f: TForeign) => ({
      customer_id: f.customerId,
      kind: "topup",
      amount: "9",
      reason: "x",
    }),
    "GET /api/customer/query-balance-log": (f: TForeign) => ({ customer_id: f.customerId }),
    "POST /api/customer/customer-login": (f: TForeign) => ({ customer_id: f.customerId }),
  }),
  ...productsMatrix,
  ...webhooksMatrix,
  ...warehousesMatrix,
  ...logisticsMatrix,
  ...receiptsMatrix,
  ...vasMatrix,
  ...returnsMatrix,
  ...countsMatrix,
  ...replenishmentMatrix,
  ...inventoryMatrix,
  ...ordersMatrix,
  ...wavesMatrix,
  ...dashboardMatrix,
  ...integrityMatrix,
  ...packingMatrix,
  ...shippingMatrix,
  ...storesMatrix,
  ...sourcingMatrix,
  ...billingMatrix,
  ...outgoingMailMatrix,
  "GET /websocket": {
    // No channel in the request: the session names it. A foreign tenant's events never reach the socket.
    probe: async (t, me, f) => {
      const socket = await openLiveSocket(t, me);
      try {
        for (const channel of [f.providerId, f.shipperUserId])
          t.ctx.hub.publish(channel, { type: "export", filename: `foreign-${channel}.xlsx` });
        const own = me.role === "dropShipper" ? me.userRelatedId : t.demo.providerId;
        t.ctx.hub.publish(own, { type: "export", filename: "own.xlsx" });
        await vi.waitFor(() => expect(socket.received).toContain('{"type":"export","filename":"own.xlsx"}'));
        expect(socket.received.filter((m) => m.includes("foreign"))).toEqual([]);
      } finally {
        socket.ws.close();
      }
    },
  },
  "GET /ws/notifications/:id": {
    probe: async (t, me, f) => {
      for (const channel of [f.providerId, f.shipperUserId]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/ws/notifications/${channel}?token=${me.token}`,
        });
        expect(res.statusCode).toBe(403);
      }
    },
  },
};

/** `me`'s socket on /websocket of the file's app (listening from the first call), once its hello arrived. */
async function openLiveSocket(t: TTestApp, me: TSignedIn) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/websocket?token=${me.token}`);
  const received: string[] = [];
  await new Promise<void>((resolve, reject) => {
    ws.on("message", (m) => {
      received.push(m.toString());
      resolve();
    });
    ws.once("error", reject);
  });
  return { ws, received };
}

let actors: TActors;
let foreign: TForeign;

appTest.beforeAll(async ({ app, provider, operator, shipper }) => {
  // A second tenant: provider "rival" with an operator, and a drop shipper linked only to rival.
  const rival = await registerUser(app, "rival_provider", "provider");
  const rivalShipper = await registerUser(app, "rival_shipper", "dropShipper", {
    supplier: rival.user.user_related_id,
  });
  await app.call({
    url: "/api/operators/create",
    token: rival.access_token,
    body: { username: "rival_operator" },
  });
  const rivalId = rival.user.user_related_id;
  const rivalShipperId = rivalShipper.user.user_related_id;
  for (const mailboxId of [rivalId, rivalShipperId]) {
    await sendSystemMail(app.ctx.db, {
      mailboxId,
      providerId: rivalId,
      template: "missionFinished",
      params: { name: "secret" },
    });
  }
  const rivalMail = await app.ctx.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.providerId, rivalId));
  const [rivalCustomer] = await app.ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.providerId, rivalId));
  foreign = {
    providerId: rivalId,
    shipperUserId: rivalShipperId,
    shipperUsername: "rival_shipper",
    customerId: rivalCustomer?.id ?? "",
    operatorUsername: "rival_operator",
    mailIds: rivalMail.map((m) => m.id),
    missionId: "",
    resultFile: "rivalexport0000000000000.xlsx",
  };
  const [rivalMission] = await app.ctx.db
    .insert(missions)
    .values({
      providerId: rivalId,
      ownerUserId: rivalShipperId,
      channelId: rivalShipperId,
      kind: "export:audit-log",
      name: "rival export",
      status: "completed",
      resultFile: foreign.resultFile,
    })
    .returning({ id: missions.id });
  foreign.missionId = rivalMission?.id ?? "";
  actors = { provider, operator, shipper };
});
appTest.beforeAll(({ app }) => seedRivalWarehousing(app, foreign));
appTest.beforeAll(({ app }) => seedRivalLogistics(app, foreign));
appTest.beforeAll(({ app }) => seedRivalReceipt(app, foreign));
appTest.beforeAll(({ app }) => seedRivalVas(app, foreign));
appTest.beforeAll(({ app }) => seedRivalReturns(app, foreign));
appTest.beforeAll(({ app }) => seedRivalCounts(app, foreign));
appTest.beforeAll(({ app }) => seedRivalReplenishment(app, foreign));
appTest.beforeAll(({ app }) => seedRivalStock(app, foreign));
appTest.beforeAll(({ app }) => seedRivalOrder(app, foreign));
appTest.beforeAll(({ app }) => seedRivalWave(app, foreign));
appTest.beforeAll(({ app }) => seedRivalShipping(app, foreign));
appTest.beforeAll(({ app }) => seedRivalPacking(app, foreign));
appTest.beforeAll(({ app }) => seedRivalShop(app, foreign));
appTest.beforeAll(({ app }) => seedRivalSourcing(app, foreign));
appTest.beforeAll(({ app }) => seedRivalBilling(app, foreign));
appTest.beforeAll(({ app }) => seedRivalOutgoingMail(app, foreign));

describe("tenant isolation matrix", () => {
  appTest("lists every /api and /ws route", ({ app }) => {
    const routes = [...app.app.accessRules.keys()].filter((r) => !r.includes("/api/docs"));
    const missing = routes.filter((r) => !(r in matrix));
    expect(missing, "add these routes to test/tenant-isolation.test.ts").toEqual([]);
  });

  for (const [route, entry] of Object.entries(matrix)) {
    if (!("probe" in entry)) continue;
    appTest(`${route}: no role reaches another tenant`, async ({ app }) => {
      for (const me of Object.values(actors)) await entry.probe(app, me, foreign);
    });
  }

  appTest(
    "lets a drop shipper listen on its own channel and receive what is published there",
    async ({ app }) => {
      if (!app.app.server.listening) await app.app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const ws = new WebSocket(
        `ws://127.0.0.1:${port}/ws/notifications/${actors.shipper.userRelatedId}?token=${actors.shipper.token}`,
      );
      const messages: string[] = [];
      await new Promise<void>((resolve, reject) => {
        ws.on("message", (m) => {
          messages.push(m.toString());
          if (messages.length === 1) {
            app.ctx.hub.publish(actors.shipper.userRelatedId, { type: "export", filename: "orders.xlsx" });
            ws.send("ping");
          }
          if (messages.length === 3) resolve();
        });
        ws.on("error", reject);
      });
      ws.close();
      expect(JSON.parse(messages[0] ?? "{}")).toMatchObject({ type: "hello" });
      expect(messages.slice(1).sort()).toEqual(['{"type":"export","filename":"orders.xlsx"}', "pong"].sort());
    },
  );
});
