import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { floorActor, floorOrder } from "../../../test/support/packing.test-helpers.ts";
import { decodePdfBarcodes } from "../../../test/support/pdf-barcode.ts";
import { auditLog } from "../audit/index.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { transitionOrder } from "../orders/index.ts";
import { orderLogs, orders } from "../orders/orders.tables.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { productVariants } from "../products/index.ts";
import { packingReviewScans } from "./packing.tables.ts";

type TState = {
  order_id: string;
  status: string;
  complete: boolean;
  errors: number;
  lines: { sku: string; scanned: number }[];
};

type TPackage = {
  code: string;
  status: string;
  tracking_number: string;
  review: { scanned: number; total: number; refused: number };
  bag: { bag_number: string; status: string } | null;
  weighings: { expected_kg: string; actual_kg: string; within_tolerance: boolean }[];
  waybill: unknown;
};
const test = appTest
  .extend(
    "post",
    { scope: "file" },
    ({ app, operator }) =>
      <T>(url: string, body: Record<string, unknown>, method: "POST" | "PUT" = "POST") =>
        app.call<T>({ method, url: `/api${url}`, token: operator.token, body }),
  )
  .extend("statusOf", { scope: "file" }, ({ app }) => async (id: string) => {
    const [o] = await app.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    return o?.status;
  })
  .extend(
    "lookup",
    { scope: "file" },
    ({ app, operator }) =>
      (code: string, token = operator.token) =>
        app.call<TPackage>({ url: "/api/dropshipping/specific-element", token, query: { code } }),
  );

test.beforeAll(openApp);

describe("review", () => {
  test("refuses a wrong item and an extra quantity (order unchanged, refusals recorded), completes a right one", async ({
    app,
    who,
    post,
    statusOf,
  }) => {
    const o = await floorOrder(app, who, [
      { sku: "RV-A", quantity: 2 },
      { sku: "RV-B", quantity: 1 },
    ]);
    const start = await post<TState>("/review/start-review", { code: o.tracking });
    expect(start.code).toBe(200);
    expect(start.data.lines.map((l) => [l.sku, l.scanned])).toEqual([
      ["RV-A", 0],
      ["RV-B", 0],
    ]);

    const wrong = await post("/review/scan-item", { order_id: o.id, code: "NOT-IN-ORDER" });
    expect(wrong.code).toBe(4009);
    expect(wrong.message).toContain("NOT-IN-ORDER");
    // Barcode and SKU both count, case-insensitively for the SKU.
    expect((await post<TState>("/review/scan-item", { order_id: o.id, code: "BCRV-A" })).code).toBe(200);
    expect((await post<TState>("/review/scan-item", { order_id: o.id, code: "rv-a" })).code).toBe(200);
    const extra = await post("/review/scan-item", { order_id: o.id, code: "RV-A" });
    expect(extra.code).toBe(4009);
    expect(await statusOf(o.id)).toBe("picked");
    const early = await post("/review/complete-review", { order_id: o.id });
    expect(early.code).toBe(4009);

    const scans = await app.ctx.db
      .select({ outcome: packingReviewScans.outcome })
      .from(packingReviewScans)
      .where(eq(packingReviewScans.orderId, o.id));
    expect(scans.map((s) => s.outcome).sort()).toEqual([
      "accepted",
      "accepted",
      "over_quantity",
      "wrong_item",
    ]);

    const last = await post<TState>("/review/scan-item", { order_id: o.id, code: "RV-B" });
    expect(last.code).toBe(200);
    expect(last.data).toMatchObject({ complete: true, status: "reviewed", errors: 2 });
    expect(await statusOf(o.id)).toBe("reviewed");
    // A reviewed order cannot be reviewed again.
    expect((await post("/review/start-review", { code: o.code })).code).toBe(4009);
  });

  test("refuses an order that is not picked and an unknown code", async ({ app, who, post }) => {
    const o = await floorOrder(app, who, [{ sku: "RV-C", quantity: 1 }], { until: "reviewed" });
    expect((await post("/review/scan-item", { order_id: o.id, code: "RV-C" })).code).toBe(4009);
    expect((await post("/review/start-review", { code: "SO-NOPE" })).code).toBe(4004);
    const blank = await post("/review/start-review", { code: " " });
    expect(blank.code).toBe(4001);
  });
});

describe("bagging", () => {
  test("groups labelled parcels per channel, refuses unweighed or unlabelled ones and closed bags, prints the list", async ({
    app,
    provider,
    operator,
    who,
    post,
    statusOf,
  }) => {
    const a = await floorOrder(app, who, [{ sku: "BG-A", quantity: 1 }], { until: "weighed" });
    const b = await floorOrder(app, who, [{ sku: "BG-B", quantity: 1 }], { until: "weighed" });
    const c = await floorOrder(app, who, [{ sku: "BG-C", quantity: 1 }], {
      until: "weighed",
      channel: "SELF",
    });
    const picked = await floorOrder(app, who, [{ sku: "BG-D", quantity: 1 }]);
    // Weighed but without its waybill: a bag goes to the carrier as it is, so every parcel needs its label.
    const unlabelled = await floorOrder(app, who, [{ sku: "BG-F", quantity: 1 }], { until: "weighed" });
    await app.ctx.db.update(orders).set({ trackingNumber: "" }).where(eq(orders.id, unlabelled.id));
    const noWaybill = await post("/dropshipping/put-into-bag", { code: unlabelled.code }, "PUT");
    expect(noWaybill.code).toBe(4009);
    expect(noWaybill.message).toBe(
      `Order ${unlabelled.code} has no waybill yet: print its waybill (or enter the carrier's number) before you bag it`,
    );
    expect(await statusOf(unlabelled.id)).toBe("weighed");

    type TPut = { order_code: string; bag: { bag_id: string; bag_number: string; order_codes: string[] } };
    const putA = await post<TPut>("/dropshipping/put-into-bag", { code: a.code }, "PUT");
    const putB = await post<TPut>("/dropshipping/put-into-bag", { code: b.code }, "PUT");
    const putC = await post<TPut>("/dropshipping/put-into-bag", { code: c.code }, "PUT");
    expect([putA.code, putB.code, putC.code]).toEqual([200, 200, 200]);
    expect(putB.data.bag.bag_number).toBe(putA.data.bag.bag_number);
    expect(putB.data.bag.order_codes).toEqual([a.code, b.code]);
    expect(putC.data.bag.bag_number).not.toBe(putA.data.bag.bag_number);
    expect(putA.data.bag.bag_number).toMatch(/^BG\d{12}$/);
    expect(await statusOf(a.id)).toBe("bagged");

    const refused = await post("/dropshipping/put-into-bag", { code: picked.code }, "PUT");
    expect(refused.code).toBe(4009);
    expect(await statusOf(picked.id)).toBe("picked");
    // Into a named bag of another channel: refused, nothing written.
    const d = await floorOrder(app, who, [{ sku: "BG-E", quantity: 1 }], { until: "weighed" });
    const other = await post(
      "/dropshipping/put-into-bag",
      { code: d.code, bag_number: putC.data.bag.bag_number },
      "PUT",
    );
    expect(other.code).toBe(4009);
    expect(await statusOf(d.id)).toBe("weighed");

    const close = await post("/dropshipping/close-bag", { bag_id: putA.data.bag.bag_id }, "PUT");
    expect(close.code).toBe(200);
    expect((await post("/dropshipping/close-bag", { bag_id: putA.data.bag.bag_id }, "PUT")).code).toBe(4009);
    const named = await post(
      "/dropshipping/put-into-bag",
      { code: d.code, bag_number: putA.data.bag.bag_number },
      "PUT",
    );
    expect(named.code).toBe(4009);
    // Without a name, the closed bag's channel gets a new bag.
    const fresh = await post<TPut>("/dropshipping/put-into-bag", { code: d.code }, "PUT");
    expect(fresh.code).toBe(200);
    expect(fresh.data.bag.bag_number).not.toBe(putA.data.bag.bag_number);

    const list = await app.call<{
      list: { bag_number: string; packages: number; status: string }[];
      total: number;
    }>({
      url: "/api/dropshipping/query-bagged-specific-element",
      token: provider.token,
      query: { channel_id: a.channelId, status: "closed", keyword: putA.data.bag.bag_number.slice(-6) },
    });
    expect(list.code).toBe(200);
    expect(list.data.list).toEqual([
      expect.objectContaining({ bag_number: putA.data.bag.bag_number, packages: 2 }),
    ]);

    const numbers = [putA.data.bag.bag_number, putC.data.bag.bag_number];
    const res = await app.app.inject({
      method: "GET",
      url: `/api/dropshipping/print-bagged-list?provider_uuid=${app.demo.providerId}&bag_numbers=${numbers[0]}&bag_numbers=${numbers[1]}`,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(decodePdfBarcodes(res.rawPayload)).toEqual([...numbers].sort());
    expect(res.rawPayload.toString("latin1")).toContain("%PDF");
    const unknown = await app.call({
      url: "/api/dropshipping/print-bagged-list",
      token: operator.token,
      query: { bag_numbers: "BG-NOPE" },
    });
    expect(unknown.code).toBe(4004);
  });
});

describe("batch weighing", () => {
  test("shows the expected weight first, weighs within tolerance, asks once to weigh again, then sends the parcel to exceptions", async ({
    app,
    who,
    post,
    statusOf,
  }) => {
    // Channel default packaging: 100 g carton on SELF.
    const [carton] = await app.ctx.db
      .insert(packagingMaterials)
      .values({
        providerId: app.demo.providerId,
        code: "PK-TEST",
        name: "Carton",
        length: "10",
        width: "10",
        height: "10",
        weight: "100",
      })
      .returning({ id: packagingMaterials.id });
    await app.ctx.db
      .update(logisticsChannels)
      .set({ packagingMaterialId: carton?.id })
      .where(and(eq(logisticsChannels.providerId, app.demo.providerId), eq(logisticsChannels.code, "SELF")));
    const lines = [{ sku: "WG-A", quantity: 2, weightKg: "0.450" }];
    const ok = await floorOrder(app, who, lines, { until: "reviewed", channel: "SELF" });
    const heavy = await floorOrder(app, who, [{ sku: "WG-B", quantity: 1, weightKg: "1.000" }], {
      until: "reviewed",
      channel: "SELF",
    });
    // Before the weight is typed, the bench shows what the parcel should weigh and how far it may be off.
    const shown = await app.call({
      url: "/api/weighing/expected-weight",
      token: who.provider.token,
      query: { code: ok.tracking },
    });
    expect(shown.data).toEqual({
      order_id: ok.id,
      code: ok.code,
      status: "reviewed",
      expected_kg: "1.000",
      allowed_kg: "0.100",
      weightless: [],
      second_try: false,
    });
    type TWeigh = {
      expected_kg: string;
      actual_kg: string;
      within_tolerance: boolean;
      outcome: string;
      status: string;
    };
    // Expected 2 x 0.45 + 0.1 = 1.0 kg; 10% -> 0.1 kg allowed.
    const good = await post<TWeigh>("/weighing/weigh-package", { code: ok.code, weight: "1.08" });
    expect(good.data).toMatchObject({
      expected_kg: "1.000",
      actual_kg: "1.080",
      within_tolerance: true,
      outcome: "weighed",
      status: "weighed",
    });
    expect(await statusOf(ok.id)).toBe("weighed");
    // Expected 1.1 kg, 1.5 kg weighed: out of tolerance. The first miss (a typo?) asks to weigh again.
    const first = await post<TWeigh>("/weighing/weigh-package", { code: heavy.code, weight: 1.5 });
    expect(first.data).toMatchObject({ expected_kg: "1.100", outcome: "weigh_again", status: "reviewed" });
    expect(await statusOf(heavy.id)).toBe("reviewed");
    const again = await app.call<{ second_try: boolean }>({
      url: "/api/weighing/expected-weight",
      token: who.provider.token,
      query: { code: heavy.code },
    });
    expect(again.data.second_try).toBe(true);
    // The second miss in a row sends it to exceptions.
    const bad = await post<TWeigh>("/weighing/weigh-package", { code: heavy.code, weight: 1.5 });
    expect(bad.data).toMatchObject({ within_tolerance: false, outcome: "exception", status: "exception" });
    const [o] = await app.ctx.db.select().from(orders).where(eq(orders.id, heavy.id));
    expect(o?.exceptionReason).toBe("weight_out_of_tolerance: expected 1.100 kg, actual 1.500 kg");
    expect(o?.exceptionFrom).toBe("reviewed");
    const logs = await app.ctx.db
      .select({ action: orderLogs.action })
      .from(orderLogs)
      .where(eq(orderLogs.orderId, heavy.id));
    expect(logs.map((l) => l.action)).toContain("mark_exception");
    // Resolved (re-packed): back to reviewed, weighed afresh (a new miss asks again first).
    await app.ctx.db.transaction((tx) =>
      transitionOrder(tx, floorActor(app), { orderId: heavy.id, action: "resolve_exception" }),
    );
    expect(await statusOf(heavy.id)).toBe("reviewed");
    const retry = await post<TWeigh>("/weighing/weigh-package", { code: heavy.code, weight: 2 });
    expect(retry.data.outcome).toBe("weigh_again");
    const right = await post<TWeigh>("/weighing/weigh-package", { code: heavy.code, weight: "1.1" });
    expect(right.data.status).toBe("weighed");
    // Weighed already: refused, as is a weight that is not a number.
    expect((await post("/weighing/weigh-package", { code: ok.code, weight: 1 })).code).toBe(4009);
    expect((await post("/weighing/weigh-package", { code: ok.code, weight: "abc" })).code).toBe(4001);
  });

  test("a SKU without a weight is not judged: the bench records the scale's weight for it once confirmed", async ({
    app,
    who,
    post,
    statusOf,
  }) => {
    const o = await floorOrder(app, who, [{ sku: "WG-NONE", quantity: 2, weightKg: "0" }], {
      until: "reviewed",
    });
    const variantId = o.variants["WG-NONE"] ?? "";
    await app.ctx.db.update(productVariants).set({ weight: "0" }).where(eq(productVariants.id, variantId));
    type TWeigh = { outcome: string; status: string; weightless: { sku: string; quantity: number }[] };
    const asked = await post<TWeigh>("/weighing/weigh-package", { code: o.code, weight: "0.5" });
    expect(asked.data).toMatchObject({
      outcome: "weight_unknown",
      status: "reviewed",
      weightless: [{ variant_id: variantId, sku: "WG-NONE", quantity: 2 }],
    });
    expect(await statusOf(o.id)).toBe("reviewed");
    const recorded = await post<TWeigh>("/weighing/weigh-package", {
      code: o.code,
      weight: "0.5",
      record_weight: true,
    });
    expect(recorded.data).toMatchObject({ outcome: "weight_recorded", status: "weighed" });
    const [v] = await app.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    // Two pieces, no packaging on POST-STD: 0.25 kg a piece.
    expect(v?.weight).toBe("0.250");
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "record-variant-weight"));
    expect(entries.filter((e) => e.detail.variant_id === variantId)).toEqual([
      expect.objectContaining({ detail: { variant_id: variantId, sku: "WG-NONE", weight: "0.250" } }),
    ]);
  });

  test("uses the provider's tolerance (operators read it, only the provider changes it)", async ({
    app,
    provider,
    operator,
    who,
    post,
  }) => {
    const read = await app.call<{ tolerance_percent: number }>({
      url: "/api/weighing/query-settings",
      token: operator.token,
    });
    expect(read.data).toEqual({ tolerance_percent: 10, tolerance_grams: 50 });
    const body = { tolerance_percent: 0, tolerance_grams: 5 };
    expect((await post("/weighing/update-settings", body, "PUT")).code).toBe(4003);
    const saved = await app.call({
      method: "PUT",
      url: "/api/weighing/update-settings",
      token: provider.token,
      body,
    });
    expect(saved.data).toEqual(body);
    const o = await floorOrder(app, who, [{ sku: "WG-C", quantity: 1, weightKg: "0.500" }], {
      until: "reviewed",
    });
    const res = await post<{ within_tolerance: boolean }>("/weighing/weigh-package", {
      code: o.code,
      weight: 0.51,
    });
    expect(res.data.within_tolerance).toBe(false);
    await app.call({
      method: "PUT",
      url: "/api/weighing/update-settings",
      token: provider.token,
      body: { tolerance_percent: 10, tolerance_grams: 50 },
    });
  });
});

describe("concurrent bagging", () => {
  test("two benches bagging the same channel at once share one bag", async ({ app, operator, who, post }) => {
    // Close every open POST-STD bag first, so the channel has none.
    const open = await app.call<{ list: { bag_id: string }[] }>({
      url: "/api/dropshipping/query-bagged-specific-element",
      token: operator.token,
      query: { status: "open", page_size: "200" },
    });
    for (const b of open.data.list) await post("/dropshipping/close-bag", { bag_id: b.bag_id }, "PUT");
    const a = await floorOrder(app, who, [{ sku: "CC-A", quantity: 1 }], { until: "weighed" });
    const b = await floorOrder(app, who, [{ sku: "CC-B", quantity: 1 }], { until: "weighed" });
    type TPut = { bag: { bag_number: string } };
    const [ra, rb] = await Promise.all([
      post<TPut>("/dropshipping/put-into-bag", { code: a.code }, "PUT"),
      post<TPut>("/dropshipping/put-into-bag", { code: b.code }, "PUT"),
    ]);
    expect([ra.code, rb.code]).toEqual([200, 200]);
    expect(ra.data.bag.bag_number).toBe(rb.data.bag.bag_number);
  });
});

describe("package lookup (dropshipping/specific-element)", () => {
  test("shows review progress, bag and weighings of a package found by code or tracking number", async ({
    app,
    who,
    post,
    lookup,
  }) => {
    const o = await floorOrder(app, who, [{ sku: "LK-A", quantity: 2, weightKg: "0.300" }]);
    const picked = await lookup(o.code);
    expect(picked.code).toBe(200);
    expect(picked.data).toMatchObject({
      code: o.code,
      status: "picked",
      tracking_number: o.tracking,
      review: { scanned: 0, total: 2, refused: 0 },
      bag: null,
      weighings: [],
      waybill: null,
    });

    await post("/review/start-review", { code: o.code });
    await post("/review/scan-item", { order_id: o.id, code: "NOT-IN-ORDER" });
    await post("/review/scan-item", { order_id: o.id, code: "LK-A" });
    await post("/review/scan-item", { order_id: o.id, code: "LK-A" });
    await post("/weighing/weigh-package", { code: o.code, weight: "0.61" });
    const bagged = await post<{ bag: { bag_number: string } }>(
      "/dropshipping/put-into-bag",
      { code: o.code },
      "PUT",
    );

    const done = await lookup(o.tracking);
    expect(done.data).toMatchObject({
      code: o.code,
      status: "bagged",
      review: { scanned: 2, total: 2, refused: 1 },
      bag: { bag_number: bagged.data.bag.bag_number, status: "open" },
      weighings: [{ expected_kg: "0.600", actual_kg: "0.610", within_tolerance: true }],
    });
  });

  test("answers 4004 naming an unknown code, and refuses drop shippers", async ({
    app,
    shipper,
    who,
    lookup,
  }) => {
    const missing = await lookup("SO-NOT-THERE");
    expect(missing.code).toBe(4004);
    expect(missing.message).toContain("SO-NOT-THERE");
    const o = await floorOrder(app, who, [{ sku: "LK-B", quantity: 1 }]);
    expect([4003, 4004]).toContain((await lookup(o.code, shipper.token)).code);
  });
});
