import type { TReceiptSummary, TScanReceiptResult } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import {
  balancesOf,
  call,
  demoWarehouse,
  inspectedReceipt,
  logsOfDocument,
  putawayItemsOf,
  receiptBody,
  submittedReceipt,
  suggestedItems,
  suggestPutaway,
} from "../../../test/support/receipts.test-helpers.ts";
import { subscribeShipper } from "../../../test/support/webhooks.test-helpers.ts";
import { countPdfPages } from "../../kernel/documents/pdf-labels.ts";
import { auditLog } from "../audit/index.ts";
import { mailMessages } from "../mail/mail.tables.ts";
import { warehouses } from "../warehouses/index.ts";
import { webhookDeliveries } from "../webhooks/webhooks.tables.ts";

let wh: Awaited<ReturnType<typeof demoWarehouse>>;

appTest.beforeAll(async ({ app }) => {
  wh = await demoWarehouse(app);
});

describe("creating and editing a receipt", () => {
  appTest(
    "creates a draft with a readable code, lines by SKU or barcode, and numbered box codes",
    async ({ app, provider, shipper }) => {
      const res = await call(app, shipper, "create-receipt", receiptBody(app, wh.warehouseId));
      expect(res.code).toBe(1000);
      expect(res.data.code).toMatch(/^RK\d{8}\d{4}$/);
      expect(res.data.status).toBe("draft");
      expect(res.data.lines.map((l) => [l.sku, l.number])).toEqual([
        ["EB-100-BLK", 10],
        ["TS-RED-L", 5],
      ]);
      expect(res.data.boxes.map((b) => b.code)).toEqual([`${res.data.code}-01`, `${res.data.code}-02`]);
      const second = await call(app, provider, "create-receipt", {
        ...receiptBody(app, wh.warehouseId),
        provider_uuid: undefined,
        customer_id: app.demo.customerId,
      });
      expect(second.code).toBe(1000);
      expect(Number(second.data.code.slice(-4))).toBe(Number(res.data.code.slice(-4)) + 1);
    },
  );

  appTest(
    "refuses unknown SKUs, duplicates and a warehouse outside the storage definition, writing nothing",
    async ({ app, provider, shipper }) => {
      const before = await call<{ total: number }>(app, shipper, "query-receipt", undefined, {
        provider_uuid: app.demo.providerId,
      });
      const oneEachOf = (...skus: string[]) =>
        call(app, shipper, "create-receipt", {
          ...receiptBody(app, wh.warehouseId),
          lines: skus.map((sku) => ({ sku, number: 1 })),
        });
      const unknown = await oneEachOf("EB-100-BLK", "NO-SUCH");
      expectFieldErrors(unknown, { "lines.1.sku": expect.stringContaining("NO-SUCH") });
      const dup = await oneEachOf("EB-100-BLK", "6901234500017");
      expect(dup.code).toBe(4001);
      const [other] = await app.ctx.db
        .insert(warehouses)
        .values({
          providerId: app.demo.providerId,
          code: "NOTSEL",
          name: "Not selected",
          country: "CN",
          address: "x",
        })
        .returning({ id: warehouses.id });
      const notSelected = await call(app, shipper, "create-receipt", receiptBody(app, other?.id ?? ""));
      expectFieldErrors(notSelected, { warehouse_id: expect.any(String) });
      const noCustomer = await call(app, provider, "create-receipt", {
        ...receiptBody(app, wh.warehouseId),
        provider_uuid: undefined,
      });
      expect(noCustomer.code).toBe(4001);
      const after = await call<{ total: number }>(app, shipper, "query-receipt", undefined, {
        provider_uuid: app.demo.providerId,
      });
      expect(after.data.total).toBe(before.data.total);
    },
  );

  appTest(
    "edits a draft only; every refused transition answers 4009 with a localised message",
    async ({ app, provider, shipper }) => {
      const created = await call(app, shipper, "create-receipt", receiptBody(app, wh.warehouseId));
      const id = created.data.receipt_id;
      const p = { provider_uuid: app.demo.providerId, receipt_id: id };
      const edited = await call(app, shipper, "update-receipt", {
        ...receiptBody(app, wh.warehouseId),
        receipt_id: id,
        lines: [{ sku: "TS-RED-L", number: 7 }],
        boxes: [{ weight: "1" }],
      });
      expect(edited.code).toBe(200);
      expect(edited.data.lines.map((l) => l.sku)).toEqual(["TS-RED-L"]);
      expect(edited.data.boxes).toHaveLength(1);
      // Receiving before submission, by the shipper at all.
      expect((await call(app, provider, "start-receiving", { receipt_id: id })).code).toBe(4009);
      expect((await call(app, shipper, "start-receiving", p)).code).toBe(4003);
      expect((await call(app, shipper, "submit-receipt", p)).code).toBe(200);
      const late = await call(app, shipper, "update-receipt", {
        ...receiptBody(app, wh.warehouseId),
        receipt_id: id,
      });
      expect(late.code).toBe(4009);
      expect(late.message).toContain(created.data.code);
      expect(late.message).toContain("submitted");
      const zh = await app.call({
        url: "/api/receipt/submit-receipt",
        token: shipper.token,
        body: p,
        headers: { "accept-language": "zh-CN" },
      });
      expect(zh.code).toBe(4009);
      expect(zh.message).toContain("已提交");
      expect((await call(app, provider, "start-receiving", { receipt_id: id })).code).toBe(200);
      const cancel = await call(app, shipper, "cancel-receipt", p);
      expect(cancel.code).toBe(4009);
      expect(cancel.message).toContain("receiving");
    },
  );

  appTest(
    "cancels from draft or submitted, and logs every transition in the receipt log and the audit log",
    async ({ app, shipper }) => {
      const created = await submittedReceipt(app, shipper, wh.warehouseId);
      const p = { provider_uuid: app.demo.providerId, receipt_id: created.receipt_id };
      const cancelled = await call(app, shipper, "cancel-receipt", p);
      expect(cancelled.data.status).toBe("cancelled");
      expect(cancelled.data.logs.map((l) => [l.action, l.from_status, l.to_status, l.actor_name])).toEqual([
        ["create", null, null, "demo_shipper"],
        ["submit", "draft", "submitted", "demo_shipper"],
        ["cancel", "submitted", "cancelled", "demo_shipper"],
      ]);
      const audit = await app.ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, p.receipt_id));
      expect(audit.map((a) => a.action).sort()).toEqual([
        "receipt.cancel",
        "receipt.create",
        "receipt.submit",
      ]);
      expect((await call(app, shipper, "submit-receipt", p)).code).toBe(4009);
    },
  );
});

describe("receiving, inspection, putaway and completion", () => {
  appTest(
    "scans boxes and SKUs, allows over-receipts, and refuses unknown codes",
    async ({ app, operator, shipper }) => {
      const created = await submittedReceipt(app, shipper, wh.warehouseId);
      const id = created.receipt_id;
      const early = await call<TScanReceiptResult>(app, operator, "scan-receipt", {
        receipt_id: id,
        code: "EB-100-BLK",
      });
      expect(early.code).toBe(4009);
      await call(app, operator, "start-receiving", { receipt_id: id });
      const scan = (code: string) =>
        call<TScanReceiptResult>(app, operator, "scan-receipt", { receipt_id: id, code });
      const box = await scan(created.boxes[0]?.code.toLowerCase() ?? "");
      expect(box.data).toMatchObject({ kind: "box", box: { box_no: 1, received_at: expect.any(Number) } });
      await scan("EB-100-BLK");
      const byBarcode = await scan("6901234500017");
      expect(byBarcode.data).toMatchObject({
        kind: "line",
        line: { sku: "EB-100-BLK", received_quantity: 2 },
      });
      const extra = await scan("PS-ALU-01");
      expect(extra.data).toMatchObject({
        added_line: true,
        line: { sku: "PS-ALU-01", number: 0, received_quantity: 1 },
      });
      const unknown = await scan("NOPE-123");
      expectFieldErrors(unknown, { code: expect.stringContaining("NOPE-123") });
      const detail = await call(app, operator, "query-receipt-detail", undefined, { receipt_id: id });
      expect(detail.data.lines.map((l) => [l.sku, l.number, l.received_quantity])).toEqual([
        ["EB-100-BLK", 10, 2],
        ["TS-RED-L", 5, 0],
        ["PS-ALU-01", 0, 1],
      ]);
    },
  );

  appTest(
    "suggests putaway (the SKU's fullest bin, else an empty pick bin; defects to the defect location) and writes stock once",
    async ({ app, provider, shipper }) => {
      const inspected = await inspectedReceipt(app, shipper, provider, wh.warehouseId);
      const id = inspected.receipt_id;
      expect(inspected.status).toBe("inspected");
      expect([inspected.qualified_quantity, inspected.unqualified_quantity, inspected.number]).toEqual([
        13, 2, 15,
      ]);
      const suggest = await suggestPutaway(app, provider, id);
      // Demo stock: EB-100-BLK in A-01-01 (120) and B-01-01 (40); A-01-02, A-02-01, A-02-02 hold other SKUs.
      expect(
        suggest.data.suggestions.map((s) => [s.sku, s.kind, s.quantity, s.location_code, s.reason]),
      ).toEqual([
        ["EB-100-BLK", "qualified", 9, "A-01-01", "same_sku"],
        ["EB-100-BLK", "unqualified", 2, "DEF-01", "defect"],
        ["TS-RED-L", "qualified", 4, "A-01-03", "empty_pick"],
      ]);
      const before = await balancesOf(app, wh.warehouseId);
      const items = putawayItemsOf(suggest.data.suggestions);
      // Wrong location type and a short putaway are refused before anything is written.
      const wrongType = await call(app, provider, "putaway-receipt", {
        receipt_id: id,
        items: items.map((i) => ({ ...i, location_id: wh.byCode("RCV-01") })),
      });
      expect(wrongType.code).toBe(4001);
      const short = await call(app, provider, "putaway-receipt", { receipt_id: id, items: items.slice(1) });
      expect(short.code).toBe(4001);
      expect(short.message).toContain("EB-100-BLK");
      expect(await logsOfDocument(app, id)).toEqual([]);
      expect((await call(app, provider, "complete-receipt", { receipt_id: id })).code).toBe(4009);

      const done = await call(app, provider, "putaway-receipt", { receipt_id: id, items });
      expect(done.code).toBe(200);
      expect(done.data.status).toBe("put_away");
      const logs = await logsOfDocument(app, id);
      expect(logs.map((l) => [l.reason, l.delta, l.code])).toEqual([
        ["receipt_putaway", 9, inspected.code],
        ["receipt_defect", 2, inspected.code],
        ["receipt_putaway", 4, inspected.code],
      ]);
      const after = await balancesOf(app, wh.warehouseId);
      const at = (rows: typeof after, code: string) =>
        rows.filter((b) => b.locationId === wh.byCode(code)).reduce((sum, b) => sum + b.onHand, 0);
      const gained = (code: string) => at(after, code) - at(before, code);
      expect([gained("A-01-01"), gained("A-01-03"), gained("DEF-01"), gained("B-01-01")]).toEqual([
        9, 4, 2, 0,
      ]);
      const total = (rows: typeof after) => rows.reduce((sum, b) => sum + b.onHand, 0);
      expect(total(after) - total(before)).toBe(15);
      expect((await call(app, provider, "putaway-receipt", { receipt_id: id, items })).code).toBe(4009);

      // The drop shipper's receipt.completed webhook is queued with the completion.
      await subscribeShipper(app, shipper, "receipt.completed", {
        name: "receipts",
        url: "https://hooks.example.com/receipts",
      });
      const completed = await call(app, provider, "complete-receipt", { receipt_id: id });
      expect(completed.data.status).toBe("completed");
      const events = await app.ctx.db
        .select({ body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventType, "receipt.completed"));
      expect(events.map((e) => JSON.parse(e.body).data)).toEqual([
        expect.objectContaining({ receipt_id: id, code: inspected.code, qualified: 13, unqualified: 2 }),
      ]);
      expect(completed.data.putaways).toHaveLength(3);
      const mail = await app.ctx.db
        .select({ params: mailMessages.params, template: mailMessages.template })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.mailboxId, app.demo.shipperUserId),
            eq(mailMessages.template, "receiptCompleted"),
          ),
        );
      expect(mail.map((m) => m.params)).toContainEqual({
        receipt_no: inspected.code,
        qualified: 13,
        unqualified: 2,
      });

      // The next receipt of the same SKU goes to the bin that already holds it.
      const next = await inspectedReceipt(app, shipper, provider, wh.warehouseId);
      const again = await suggestPutaway(app, provider, next.receipt_id);
      expect(again.data.suggestions[0]).toMatchObject({ location_code: "A-01-01", reason: "same_sku" });
    },
  );

  appTest(
    "books stock once when two people put the same receipt away at the same time",
    async ({ app, provider, operator, shipper }) => {
      const inspected = await inspectedReceipt(app, shipper, provider, wh.warehouseId);
      const id = inspected.receipt_id;
      const items = await suggestedItems(app, provider, id);
      const results = await Promise.all([
        call(app, provider, "putaway-receipt", { receipt_id: id, items }),
        call(app, operator, "putaway-receipt", { receipt_id: id, items }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([200, 4009]);
      expect((await logsOfDocument(app, id)).reduce((sum, l) => sum + l.delta, 0)).toBe(15);
    },
  );

  appTest(
    "refuses an inspection that leaves out a line or records nothing",
    async ({ app, provider, shipper }) => {
      const created = await submittedReceipt(app, shipper, wh.warehouseId);
      const id = created.receipt_id;
      await call(app, provider, "start-receiving", { receipt_id: id });
      const [a, b] = created.lines;
      const partial = await call(app, provider, "inspect-receipt", {
        receipt_id: id,
        lines: [{ line_id: a?.line_id, qualified_quantity: 1, unqualified_quantity: 0 }],
      });
      expect(partial.code).toBe(4001);
      const nothing = await call(app, provider, "inspect-receipt", {
        receipt_id: id,
        lines: [a, b].map((l) => ({ line_id: l?.line_id, qualified_quantity: 0, unqualified_quantity: 0 })),
      });
      expect(nothing.code).toBe(4001);
      const detail = await call(app, provider, "query-receipt-detail", undefined, { receipt_id: id });
      expect(detail.data.status).toBe("receiving");
    },
  );
});

describe("references", () => {
  appTest("keeps a SKU from being deleted while a receipt references it", async ({ app, shipper }) => {
    const created = await app.call<{ product_uuid: string }>({
      url: "/api/product/create-product",
      token: shipper.token,
      body: {
        provider_uuid: app.demo.providerId,
        title: "Receipt-only product",
        product_variants: [{ sku: "RCPT-ONLY-1", name_en: "Receipt only", weight: "0.1" }],
      },
    });
    expect(created.code).toBe(1000);
    const receipt = await call(app, shipper, "create-receipt", {
      ...receiptBody(app, wh.warehouseId),
      lines: [{ sku: "RCPT-ONLY-1", number: 1 }],
    });
    expect(receipt.code).toBe(1000);
    const refused = await app.call({
      method: "DELETE",
      url: "/api/product/delete-product",
      token: shipper.token,
      body: { provider_uuid: app.demo.providerId, product_uuids: [created.data.product_uuid] },
    });
    expect(refused.code).toBe(4009);
    expect(refused.message).toContain("warehouse receipts");
  });
});

describe("lists and labels", () => {
  appTest(
    "filters by status, warehouse, keyword (code, reference, SKU) and date, sorted and paged",
    async ({ app, provider, shipper }) => {
      const q = (query: Record<string, string>) =>
        call<{ list: TReceiptSummary[]; total: number }>(app, shipper, "query-receipt", undefined, {
          provider_uuid: app.demo.providerId,
          ...query,
        });
      const all = await q({ page_size: "200" });
      expect(all.data.total).toBeGreaterThan(3);
      const completed = await q({ status: "completed" });
      expect(completed.data.list.every((r) => r.status === "completed")).toBe(true);
      expect(completed.data.total).toBeGreaterThan(0);
      expect((await q({ keyword: "PS-ALU" })).data.total).toBe(1);
      expect((await q({ keyword: "po-7788" })).data.total).toBe(all.data.total);
      expect((await q({ warehouse_id: wh.warehouseId, date_to: "2000-01-01" })).data.total).toBe(0);
      const sorted = await q({ sort: "code", order: "asc", page_size: "2", cur_page: "2" });
      const codes = all.data.list.map((r) => r.code).sort();
      expect(sorted.data.list.map((r) => r.code)).toEqual(codes.slice(2, 4));
      const staff = await call<{ total: number }>(app, provider, "query-receipt", undefined, {
        customer_id: app.demo.customerId,
      });
      expect(staff.data.total).toBe(all.data.total);
    },
  );

  appTest("prints one box label page per box", async ({ app, shipper }) => {
    const created = await call(app, shipper, "create-receipt", receiptBody(app, wh.warehouseId));
    const res = await app.app.inject({
      method: "GET",
      url: `/api/receipt/print-box-labels?provider_uuid=${app.demo.providerId}&receipt_id=${created.data.receipt_id}`,
      headers: { authorization: `Bearer ${shipper.token}` },
    });
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(countPdfPages(res.rawPayload)).toBe(2);
  });
});
