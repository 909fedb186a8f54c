import type { TFindReturnsAnswer, TReturnable, TReturnDetail, TUnidentifiedReturn } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { chargesOf } from "../../../test/support/billing.test-helpers.ts";
import { decodePdfBarcodes } from "../../../test/support/pdf-barcode.ts";
import { demoWarehouse } from "../../../test/support/receipts.test-helpers.ts";
import {
  lineOf,
  returnsTest,
  stockLogsOfReturn,
  webhookBodies,
} from "../../../test/support/returns.test-helpers.ts";
import { subscribeShipper } from "../../../test/support/webhooks.test-helpers.ts";
import { chargeProvider } from "../billing/index.ts";
import { returnLines, returns } from "./returns.tables.ts";

/**
 * Returns (docs/returns.md): the merchant raises an RMA from a shipped order, the bench scans the parcel in,
 * inspects it unit by unit (restocked and quarantined units through the ledger, disposed ones never in
 * stock), the merchant is told and billing charges the work; parcels that match nothing wait unidentified.
 */
const test = returnsTest;
test.beforeAll(openApp);

describe("a return from a shipped order", () => {
  test("raised by the merchant, scanned in, inspected unit by unit, told and charged", async ({
    app,
    apiAs,
    shipper,
    operator,
    shippedOrder,
    photo,
  }) => {
    await subscribeShipper(app, shipper, "return.received", { url: "https://hooks.example.com/returns" });
    await subscribeShipper(app, shipper, "return.inspected", { url: "https://hooks.example.com/returns" });
    const order = await shippedOrder("RT-TEE-M", 3);
    const merchant = apiAs(shipper);
    const bench = apiAs(operator);

    const returnable = await merchant.get<TReturnable>("returns/query-returnable-lines", {
      order_id: order.id,
    });
    expect(returnable.data.lines).toEqual([
      expect.objectContaining({ sku: "RT-TEE-M", shipped: 3, on_returns: 0, returnable: 3 }),
    ]);
    const tooMany = await merchant.post<{ fields: Record<string, string> }>("returns/create-return", {
      order_id: order.id,
      lines: [{ sku: "RT-TEE-M", quantity: 4, reason: "size_or_fit" }],
    });
    expect(tooMany.code).toBe(4001);
    expect(tooMany.message).toContain("At most 3 units of RT-TEE-M");
    expect(Object.keys(tooMany.data.fields)).toEqual(["lines.0.quantity"]);

    const raised = await merchant.post<TReturnDetail>("returns/create-return", {
      order_id: order.id,
      lines: [{ sku: "RT-TEE-M", quantity: 3, reason: "size_or_fit", reason_note: "Too small" }],
    });
    expect(raised.code, raised.message).toBe(1000);
    const rma = raised.data;
    expect(rma).toMatchObject({
      code: expect.stringMatching(/^RM\d{8}\d{4}$/),
      source: "merchant",
      status: "requested",
      order_code: order.code,
      unit_count: 3,
      inspected_count: 0,
      actions: ["ship", "cancel"],
    });
    expect(lineOf(rma, "RT-TEE-M")).toMatchObject({ quantity: 3, reason: "size_or_fit", remaining: 3 });
    // The order's units are now all on an RMA: a second one is refused.
    const again = await merchant.post("returns/create-return", {
      order_id: order.id,
      lines: [{ sku: "RT-TEE-M", quantity: 1, reason: "other" }],
    });
    expect(again.code).toBe(4001);

    // The slip carries the RMA's code as a barcode the bench scans.
    const slip = await app.app.inject({
      method: "GET",
      url: `/api/returns/print-return-slip?return_id=${rma.id}&provider_uuid=${app.demo.providerId}`,
      headers: { authorization: `Bearer ${shipper.token}` },
    });
    expect(slip.headers["content-type"]).toBe("application/pdf");
    expect(decodePdfBarcodes(slip.rawPayload)).toEqual([rma.code]);

    const shipped = await merchant.post<TReturnDetail>("returns/ship-return", {
      return_id: rma.id,
      tracking_number: "1Z999AA10123456784",
    });
    expect(shipped.data).toMatchObject({ status: "in_transit", tracking_number: "1Z999AA10123456784" });

    // The bench scans the tracking number (the slip is inside the parcel) and receives it.
    const found = await bench.get<TFindReturnsAnswer>("returns/find-returns", { scan: "1Z999AA10123456784" });
    expect(found.data.matched).toBe("tracking");
    expect(found.data.list.map((r) => [r.code, r.actions])).toEqual([
      [rma.code, ["ship", "receive", "cancel"]],
    ]);
    const byCode = await bench.get<TFindReturnsAnswer>("returns/find-returns", {
      scan: rma.code.toLowerCase(),
    });
    expect(byCode.data.matched).toBe("code");
    const received = await bench.post<TReturnDetail>("returns/receive-return", { return_id: rma.id });
    expect(received.data).toMatchObject({ status: "received", actions: ["inspect", "finish"] });
    const line = lineOf(received.data, "RT-TEE-M");
    expect(line.restock_location).toEqual(expect.any(String));
    expect(line.quarantine_location).toBe("DEF-01");

    // Three units: one back on the shelf, one damaged (photo) to the defect bin, one disposed of.
    const inspect = (body: Record<string, unknown>) =>
      bench.post<TReturnDetail>("returns/inspect-return", { return_id: rma.id, sku: "RT-TEE-M", ...body });
    expect((await inspect({ disposition: "restock" })).code).toBe(200);
    const noPhoto = await inspect({ disposition: "quarantine" });
    expect(noPhoto).toMatchObject({
      code: 4001,
      message: "Take a photo of the damage before quarantining the unit",
    });
    const damaged = await inspect({ disposition: "quarantine", photos: [await photo()], note: "Torn seam" });
    expect(damaged.code, damaged.message).toBe(200);
    const noReason = await inspect({ disposition: "dispose" });
    expect(noReason).toMatchObject({
      code: 4001,
      data: { fields: { note: "Say why the unit is disposed of" } },
    });
    const disposed = await inspect({ disposition: "dispose", note: "Stained" });
    expect(lineOf(disposed.data, "RT-TEE-M")).toMatchObject({
      remaining: 0,
      done: { restock: 1, quarantine: 1, dispose: 1, relabel: 0, return_to_merchant: 0, missing: 0 },
    });
    const fourth = await inspect({ disposition: "restock" });
    expect(fourth).toMatchObject({ code: 4009 });
    expect(fourth.message).toContain("Only 0 units of RT-TEE-M are left");

    // Exactly two stock changes, each a stock-log row with the RMA as its document.
    expect(await stockLogsOfReturn(app, rma.id)).toEqual([
      { reason: "return_restock", delta: 1, location: line.restock_location, documentCode: rma.code },
      { reason: "return_quarantine", delta: 1, location: "DEF-01", documentCode: rma.code },
    ]);

    const finished = await bench.post<TReturnDetail>("returns/finish-inspection", { return_id: rma.id });
    expect(finished.data).toMatchObject({ status: "inspected", inspected_count: 3, actions: ["close"] });
    expect(finished.data.logs.map((l) => [l.action, l.to_status])).toEqual([
      ["create", null],
      ["ship", "in_transit"],
      ["receive", "received"],
      ["inspect", null],
      ["inspect", null],
      ["inspect", null],
      ["finish", "inspected"],
    ]);

    // The merchant is told: two webhook events and two mails.
    const [receivedEvent] = await webhookBodies(app, "return.received");
    expect(receivedEvent?.data).toMatchObject({ code: rma.code, order_code: order.code });
    const [inspectedEvent] = await webhookBodies(app, "return.inspected");
    expect(inspectedEvent?.data).toMatchObject({
      code: rma.code,
      lines: [
        {
          sku: "RT-TEE-M",
          quantity: 3,
          missing: 0,
          units: [
            { disposition: "restock", quantity: 1, location: line.restock_location },
            { disposition: "quarantine", quantity: 1, location: "DEF-01" },
            { disposition: "dispose", quantity: 1, location: null },
          ],
        },
      ],
    });
    const mail = await merchant.get<{ list: { subject: string; preview: string }[] }>("mail/query-mail", {});
    expect(mail.data.list.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Return ${rma.code} received`, `Return ${rma.code} inspected`]),
    );
    expect(mail.data.list.find((m) => m.subject.endsWith("inspected"))?.preview).toContain(
      "1 back in stock, 1 damaged, 1 disposed of, 0 to send back to you, 0 missing",
    );

    // Billing: the return and its three inspected units at the demo card's rates.
    await chargeProvider(app.ctx.db, app.demo.providerId);
    expect(await chargesOf(app, rma.id)).toEqual([
      { kind: "return_processing", quantity: "1.0000", rate: "1.5000", amount: "1.50" },
      { kind: "return_unit_inspected", quantity: "3.0000", rate: "0.3500", amount: "1.05" },
    ]);

    const closed = await bench.post<TReturnDetail>("returns/close-return", { return_id: rma.id });
    expect(closed.data).toMatchObject({ status: "closed", actions: [] });
  });

  test("units not found when the inspection ends are missing; a relabelled unit goes back on sale and is charged", async ({
    app,
    apiAs,
    shipper,
    operator,
    shippedOrder,
  }) => {
    const order = await shippedOrder("RT-CAP", 2);
    const rma = (
      await apiAs(shipper).post<TReturnDetail>("returns/create-return", {
        order_id: order.id,
        lines: [{ sku: "RT-CAP", quantity: 2, reason: "damaged" }],
      })
    ).data;
    const bench = apiAs(operator);
    await bench.post("returns/receive-return", { return_id: rma.id, tracking_number: "RT-CAP-TRACK" });
    const relabelled = await bench.post<TReturnDetail>("returns/inspect-return", {
      return_id: rma.id,
      sku: "RT-CAP",
      disposition: "relabel",
    });
    expect(relabelled.code, relabelled.message).toBe(200);
    const finished = await bench.post<TReturnDetail>("returns/finish-inspection", { return_id: rma.id });
    expect(lineOf(finished.data, "RT-CAP").done).toMatchObject({ relabel: 1, missing: 1 });
    expect((await stockLogsOfReturn(app, rma.id)).map((l) => [l.reason, l.delta])).toEqual([
      ["return_relabel", 1],
    ]);
    await chargeProvider(app.ctx.db, app.demo.providerId);
    expect((await chargesOf(app, rma.id)).map((c) => [c.kind, c.quantity])).toEqual([
      ["return_processing", "1.0000"],
      ["return_relabel", "1.0000"],
      ["return_unit_inspected", "1.0000"],
    ]);
  });
});

describe("returns raised by SKU, cancelled, and refused input", () => {
  test("staff raise one for a customer by SKU; the merchant cancels it before it arrives", async ({
    app,
    api,
    apiAs,
    shipper,
  }) => {
    const { warehouseId } = await demoWarehouse(app);
    const body = {
      warehouse_id: warehouseId,
      consignee: "Ana Lima",
      lines: [{ sku: "EB-100-BLK", quantity: 2, reason: "defective" }],
    };
    const noCustomer = await api.post("returns/create-return", body);
    expect(noCustomer).toMatchObject({ code: 4001, data: { fields: { customer_id: expect.any(String) } } });
    const raised = await api.post<TReturnDetail>("returns/create-return", {
      ...body,
      customer_id: app.demo.customerId,
    });
    expect(raised.data).toMatchObject({
      source: "staff",
      consignee: "Ana Lima",
      order_id: null,
      unit_count: 2,
    });
    const byName = await api.get<TFindReturnsAnswer>("returns/find-returns", { scan: "ana li" });
    expect(byName.data.matched).toBe("consignee");
    expect(byName.data.list.map((r) => r.code)).toContain(raised.data.code);

    const cancelled = await apiAs(shipper).post<TReturnDetail>("returns/cancel-return", {
      return_id: raised.data.id,
      reason: "Buyer kept it",
    });
    expect(cancelled.data).toMatchObject({ status: "cancelled", actions: [] });
    const late = await api.post("returns/receive-return", { return_id: raised.data.id });
    expect(late.code).toBe(4009);
  });

  test("bad input is refused with the field named and nothing written", async ({ app, apiAs, shipper }) => {
    const { warehouseId } = await demoWarehouse(app);
    const merchant = apiAs(shipper);
    const line = { sku: "EB-100-BLK", quantity: 1, reason: "other" };
    const base = { warehouse_id: warehouseId, lines: [line] };
    const before = (await app.ctx.db.select().from(returns)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, lines: [] }, "lines"],
      [{ ...base, lines: [{ ...line, sku: "NO-SUCH-SKU" }] }, "lines.0.sku"],
      [{ ...base, lines: [line, { ...line }] }, "lines.1.sku"],
      [{ ...base, lines: [{ ...line, quantity: 0 }] }, "lines.0.quantity"],
      [{ ...base, lines: [{ ...line, reason: "bored" }] }, "lines.0.reason"],
      [{ lines: [line] }, "warehouse_id"],
      [{ ...base, warehouse_id: crypto.randomUUID() }, "warehouse_id"],
      [{ ...base, tracking_number: "x".repeat(65) }, "tracking_number"],
    ];
    for (const [body, field] of cases) {
      const res = await merchant.post<{ fields: Record<string, string> }>("returns/create-return", body);
      expect(res.code, field).toBe(4001);
      expect(Object.keys(res.data.fields), field).toContain(field);
    }
    expect((await app.ctx.db.select().from(returns)).length).toBe(before);
  });
});

describe("unidentified parcels", () => {
  test("a parcel matching nothing is recorded, then given to a customer as a return that arrived without notice", async ({
    app,
    api,
    apiAs,
    shipper,
    operator,
    photo,
  }) => {
    const { warehouseId } = await demoWarehouse(app);
    const bench = apiAs(operator);
    const nothing = await bench.get<TFindReturnsAnswer>("returns/find-returns", { scan: "LP00999888777" });
    expect(nothing.data).toEqual({ matched: "none", list: [] });
    const blank = await bench.post("returns/record-unidentified", { warehouse_id: warehouseId });
    expect(blank).toMatchObject({ code: 4001, data: { fields: { markings: expect.any(String) } } });
    const parcel = await bench.post<TUnidentifiedReturn>("returns/record-unidentified", {
      warehouse_id: warehouseId,
      tracking_number: "LP00999888777",
      markings: "From: J. Smith, 12 Harbour Rd",
      photos: [await photo()],
    });
    expect(parcel.code, parcel.message).toBe(1000);
    expect(parcel.data).toMatchObject({ code: expect.stringMatching(/^UR\d{12}$/), status: "waiting" });
    const waiting = await api.get<{ list: TUnidentifiedReturn[] }>("returns/query-unidentified", {
      status: "waiting",
      keyword: "harbour",
    });
    expect(waiting.data.list.map((p) => p.code)).toEqual([parcel.data.code]);

    const assigned = await api.post<TReturnDetail>("returns/assign-unidentified", {
      parcel_id: parcel.data.id,
      customer_id: app.demo.customerId,
    });
    expect(assigned.code, assigned.message).toBe(200);
    expect(assigned.data).toMatchObject({
      source: "unannounced",
      status: "received",
      tracking_number: "LP00999888777",
      markings: "From: J. Smith, 12 Harbour Rd",
      unit_count: 0,
      actions: ["inspect", "finish"],
    });
    expect(assigned.data.photos).toEqual(parcel.data.photos);
    // Its units are what the inspection finds: any SKU of the customer.
    const found = await bench.post<TReturnDetail>("returns/inspect-return", {
      return_id: assigned.data.id,
      sku: "EB-100-BLK",
      quantity: 2,
      disposition: "return_to_merchant",
    });
    expect(lineOf(found.data, "EB-100-BLK")).toMatchObject({ quantity: 2, remaining: 0 });
    expect(await stockLogsOfReturn(app, assigned.data.id)).toEqual([]);
    const twice = await api.post("returns/assign-unidentified", {
      parcel_id: parcel.data.id,
      customer_id: app.demo.customerId,
    });
    expect(twice.code).toBe(4009);
    const merchantList = await apiAs(shipper).get<{ list: { code: string }[] }>("returns/query-returns", {
      source: "unannounced",
    });
    expect(merchantList.data.list.map((r) => r.code)).toContain(assigned.data.code);
    const [line] = await app.ctx.db
      .select()
      .from(returnLines)
      .where(eq(returnLines.returnId, assigned.data.id));
    expect(line?.reason).toBe("other");
  });
});
