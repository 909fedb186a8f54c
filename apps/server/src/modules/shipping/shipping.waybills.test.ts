import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { decodePdfBarcodes, pageTextLines } from "../../../test/support/pdf-barcode.ts";
import { rawCall, shippingTest } from "../../../test/support/shipping.test-helpers.ts";
import { countPdfPages } from "../../kernel/documents/pdf-labels.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { packingReviewScans } from "../packing/index.ts";
import { productVariants } from "../products/index.ts";
import { shippingWaybills } from "./shipping.tables.ts";

const test = shippingTest.extend(
  "trackingOf",
  { scope: "file" },
  ({ app }) =>
    async (id: string) =>
      (await app.ctx.db.select({ n: orders.trackingNumber }).from(orders).where(eq(orders.id, id)))[0]?.n,
);

test.beforeAll(openApp);

/** The weight line of each label of a waybill PDF ("" when a label has none). */
const weightLines = (pdf: Buffer) =>
  pageTextLines(pdf).map((lines) => lines.find((l) => l.startsWith("Weight ")) ?? "");

describe("waybill/print-waybills", () => {
  test("issues a self-issued number on first print, keeps it on reprint, and the barcode decodes to it", async ({
    app,
    provider,
    trackingOf,
    orderAt,
    printWaybills,
  }) => {
    const a = await orderAt({ sku: "WB-SELF-1", quantity: 1, state: "picked" });
    const b = await orderAt({ sku: "WB-SELF-2", quantity: 2, state: "weighed" });
    const first = await printWaybills({ order_ids: [a.id, b.id] });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(countPdfPages(first.rawPayload)).toBe(2);
    const numbers = decodePdfBarcodes(first.rawPayload);
    expect(numbers[0]).toBe(await trackingOf(a.id));
    expect(numbers[1]).toBe(await trackingOf(b.id));
    expect(numbers[0]).toMatch(/^SELF\d{11}$/);
    expect(new Set(numbers).size).toBe(2);

    const again = await printWaybills({ order_ids: [b.id] }, provider.token);
    expect(decodePdfBarcodes(again.rawPayload)).toEqual([numbers[1]]);
    const [wb] = await app.ctx.db.select().from(shippingWaybills).where(eq(shippingWaybills.orderId, b.id));
    expect(wb?.printCount).toBe(2);
  });

  test("keeps one box per waybill: a second box is refused with 4009, the same box reprints", async ({
    app,
    orderAt,
    printWaybills,
  }) => {
    const a = await orderAt({ sku: "WB-BOX-1", quantity: 1, state: "bagged" });
    const b = await orderAt({ sku: "WB-BOX-2", quantity: 1, state: "bagged" });
    expect((await printWaybills({ order_ids: [a.id], box_number: "BOX-1" })).statusCode).toBe(200);
    expect((await printWaybills({ order_ids: [a.id], box_number: "BOX-1" })).statusCode).toBe(200);
    const second = await printWaybills({ order_ids: [a.id], box_number: "BOX-2" });
    expect(second.json().code).toBe(4009);
    const taken = await printWaybills({ order_ids: [b.id], box_number: "BOX-1" });
    expect(taken.json().code).toBe(4009);
    // Nothing was written by the refused print: b has no waybill yet.
    expect(
      await app.ctx.db.select().from(shippingWaybills).where(eq(shippingWaybills.orderId, b.id)),
    ).toEqual([]);
  });

  test("refuses orders not yet on the floor (4009) and drop shippers (4003)", async ({
    shipper,
    orderAt,
    printWaybills,
  }) => {
    const c = await orderAt({ sku: "WB-EARLY", quantity: 1, state: "confirmed" });
    expect((await printWaybills({ order_ids: [c.id] })).json().code).toBe(4009);
    expect((await printWaybills({ order_ids: [c.id] }, shipper.token)).json().code).toBe(4003);
  });

  test("uses the entered number of a manual carrier and refuses printing without one", async ({
    app,
    operator,
    orderAt,
    printWaybills,
  }) => {
    const m = await orderAt({
      sku: "WB-MAN-1",
      quantity: 1,
      channel: "POST-STD",
      state: "reviewed",
    });
    const n = await orderAt({
      sku: "WB-MAN-2",
      quantity: 1,
      channel: "POST-STD",
      state: "reviewed",
    });
    expect((await printWaybills({ order_ids: [m.id] })).json().code).toBe(4001);
    const set = await app.call<{ done: string[]; errors: { order_id: string }[] }>({
      url: "/api/waybill/set-tracking-numbers",
      token: operator.token,
      body: {
        entries: [
          { order_code: m.code, tracking_number: "rr123456789cn" },
          { order_code: n.code, tracking_number: "RR123456789CN" },
          { order_code: "SO-NOPE", tracking_number: "RR000" },
        ],
      },
    });
    expect(set.code).toBe(3000);
    expect(set.data.done).toEqual([m.id]);
    expect(set.data.errors).toHaveLength(2);
    const pdf = await printWaybills({ order_ids: [m.id] });
    expect(decodePdfBarcodes(pdf.rawPayload)).toEqual(["RR123456789CN"]);
    const [row] = await app.ctx.db
      .select({ n: shippingWaybills.trackingNumber })
      .from(shippingWaybills)
      .where(and(eq(shippingWaybills.providerId, app.demo.providerId), eq(shippingWaybills.orderId, m.id)));
    expect(row?.n).toBe("RR123456789CN");
  });
});

describe("the weight on the waybill", () => {
  test("is the weighed weight once weighed, the expected one said as such before, and none when unknown", async ({
    app,
    operator,
    orderAt,
    printWaybills,
  }) => {
    const weighed = await orderAt({ sku: "WB-KG-1", quantity: 2, state: "reviewed" });
    const picked = await orderAt({ sku: "WB-KG-2", quantity: 3, state: "picked" });
    const unknown = await orderAt({ sku: "WB-KG-3", quantity: 1, state: "picked" });
    for (const [variantId, kg] of [
      [weighed.variantId, "0.400"],
      [picked.variantId, "0.150"],
      [unknown.variantId, "0"],
    ] as const)
      await app.ctx.db.update(productVariants).set({ weight: kg }).where(eq(productVariants.id, variantId));
    // 2 x 0.4 kg expected; the scale says 0.83 kg, within the tolerance: the label shows what was weighed.
    const weigh = await app.call({
      method: "POST",
      url: "/api/weighing/weigh-package",
      token: operator.token,
      body: { code: weighed.code, weight: "0.83" },
    });
    expect(weigh.data).toMatchObject({ outcome: "weighed", status: "weighed" });

    const pdf = await printWaybills({ order_ids: [weighed.id, picked.id, unknown.id] });
    expect(pdf.statusCode).toBe(200);
    expect(weightLines(pdf.rawPayload)).toEqual(["Weight 0.830 kg", "Weight 0.450 kg (expected)", ""]);

    // With a 100 g carton on the channel, the parcel of a weightless SKU still shows no weight: the carton
    // alone is not what it should weigh.
    const [carton] = await app.ctx.db
      .insert(packagingMaterials)
      .values({
        providerId: app.demo.providerId,
        code: "PK-WB",
        name: "Carton",
        length: "10",
        width: "10",
        height: "10",
        weight: "100",
      })
      .returning({ id: packagingMaterials.id });
    const selfChannel = and(
      eq(logisticsChannels.providerId, app.demo.providerId),
      eq(logisticsChannels.code, "SELF"),
    );
    await app.ctx.db.update(logisticsChannels).set({ packagingMaterialId: carton?.id }).where(selfChannel);
    try {
      const reprint = await printWaybills({ order_ids: [picked.id, unknown.id] });
      expect(weightLines(reprint.rawPayload)).toEqual(["Weight 0.550 kg (expected)", ""]);
    } finally {
      await app.ctx.db.update(logisticsChannels).set({ packagingMaterialId: null }).where(selfChannel);
    }
  });
});

describe("waybill/one-piece", () => {
  test("one scan reviews a picked single-item order and prints its waybill, in one step", async ({
    app,
    operator,
    trackingOf,
    orderAt,
  }) => {
    const a = await orderAt({ sku: "WB-ONE-PICKED", quantity: 1, state: "picked" });
    await app.ctx.db
      .update(productVariants)
      .set({ weight: "0.420" })
      .where(eq(productVariants.id, a.variantId));
    const res = await rawCall(app, operator.token, "/api/waybill/one-piece", { barcode: "WB-ONE-PICKED" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-order-id"]).toBe(a.id);
    expect(decodePdfBarcodes(res.rawPayload)).toEqual([await trackingOf(a.id)]);
    expect(weightLines(res.rawPayload)).toEqual(["Weight 0.420 kg (expected)"]);
    const [order] = await app.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, a.id));
    expect(order?.status).toBe("reviewed");
    // The scan is the review bench's record of the item, as if scanned there.
    const scans = await app.ctx.db
      .select({ outcome: packingReviewScans.outcome, scanned: packingReviewScans.scanned })
      .from(packingReviewScans)
      .where(eq(packingReviewScans.orderId, a.id));
    expect(scans).toEqual([{ outcome: "accepted", scanned: "WB-ONE-PICKED" }]);
  });

  test("two benches scanning the same SKU at once print two different orders", async ({
    app,
    operator,
    orderAt,
  }) => {
    const a = await orderAt({ sku: "WB-ONE-RACE", quantity: 1, onHand: 6, state: "picked" });
    const b = await orderAt({ sku: "WB-ONE-RACE", quantity: 1, state: "picked", sameSkuAs: a });
    const scan = () => rawCall(app, operator.token, "/api/waybill/one-piece", { barcode: "WB-ONE-RACE" });
    const answers = await Promise.all([scan(), scan()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.headers["x-order-id"]).sort()).toEqual([a.id, b.id].sort());
  });

  test("prints the next ready single-item order of the scanned SKU, then the next one", async ({
    app,
    operator,
    trackingOf,
    orderAt,
  }) => {
    const a = await orderAt({ sku: "WB-ONE", quantity: 1, onHand: 5, state: "reviewed" });
    const scan = () => rawCall(app, operator.token, "/api/waybill/one-piece", { barcode: "WB-ONE" });
    const first = await scan();
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-order-id"]).toBe(a.id);
    expect(decodePdfBarcodes(first.rawPayload)).toEqual([await trackingOf(a.id)]);
    // The only order's waybill is printed: nothing is left for the SKU.
    expect((await scan()).json().code).toBe(4009);
  });

  test("skips multi-item orders", async ({ app, operator, orderAt }) => {
    await orderAt({ sku: "WB-TWO", quantity: 2, state: "weighed" });
    const res = await rawCall(app, operator.token, "/api/waybill/one-piece", { barcode: "WB-TWO" });
    expect(res.json().code).toBe(4009);
  });
});
