import type { TOrderDetail, TOrderLogEntry } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TSignedIn } from "../../../test/harness.ts";
import {
  act,
  createOrder,
  orderBody,
  stockedSku,
  stockOf,
} from "../../../test/support/orders.test-helpers.ts";

/**
 * Splitting a draft (order/split-order, docs/orders.md "Split"): the units named go to a new draft of
 * their own with the order's address and channel, both orders name each other, and a refusal writes
 * nothing.
 */
let warehouseId: string;

const test = appTest
  .extend("detail", { scope: "file" }, ({ apiAs }) => async (who: TSignedIn, id: string) => {
    const res = await apiAs(who).get<TOrderDetail>("order/query-specific-elements", { order_id: id });
    expect(res.code).toBe(200);
    return res.data;
  })
  .extend(
    "split",
    { scope: "file" },
    ({ apiAs }) =>
      (who: TSignedIn, id: string, lines: { sku: string; quantity: number }[]) =>
        apiAs(who).post<TOrderDetail>("order/split-order", { order_id: id, lines }),
  );

test.beforeAll(async ({ app }) => {
  ({ warehouseId } = await stockedSku(app, "SPLIT-A", 20));
  await stockedSku(app, "SPLIT-B", 20);
});

const lineQuantities = (o: TOrderDetail) => o.lines.map((l) => [l.sku, l.quantity]);

describe("splitting a draft", () => {
  test("the units named move to a new draft with the same consignee and channel; both name each other and log it", async ({
    app,
    shipper,
    detail,
    split,
    apiAs,
  }) => {
    const made = await createOrder(
      app,
      shipper,
      orderBody(
        warehouseId,
        [
          { sku: "SPLIT-A", quantity: 3 },
          { sku: "SPLIT-B", quantity: 1 },
        ],
        { reference: "REF-SPLIT", cod_type: "cod", amount: "25.00", currency: "USD", weight: "1.2" },
      ),
    );
    const first = made.data.order_id;
    const res = await split(shipper, first, [
      { sku: "split-a", quantity: 1 },
      { sku: "SPLIT-B", quantity: 1 },
    ]);
    expect(res.code).toBe(1000);
    expect(res.message).toContain(res.data.code);
    const part = res.data;
    expect(lineQuantities(part)).toEqual([
      ["SPLIT-A", 1],
      ["SPLIT-B", 1],
    ]);
    expect(part).toMatchObject({
      status: "draft",
      consignee: "Jane Doe",
      reference: "REF-SPLIT",
      warehouse_id: warehouseId,
      // Cash on delivery is collected once, with the first parcel; the second is weighed on its own.
      cod_type: "none",
      amount: "0.00",
      weight: "0.000",
      split_from_code: made.data.code,
      split_codes: [],
    });
    const rest = await detail(shipper, first);
    expect(lineQuantities(rest)).toEqual([["SPLIT-A", 2]]);
    expect(rest).toMatchObject({ split_from_code: null, split_codes: [part.code], cod_type: "cod" });

    // A part split again still names the first order, which lists both parts.
    const again = await split(shipper, part.order_id, [{ sku: "SPLIT-A", quantity: 1 }]);
    expect(again.code).toBe(1000);
    expect(again.data.split_from_code).toBe(made.data.code);
    expect((await detail(shipper, first)).split_codes.sort()).toEqual([part.code, again.data.code].sort());

    const log = await apiAs(shipper).get<TOrderLogEntry[]>("audit_log/audit-log-retrieve", {
      order_id: first,
    });
    expect(log.data.find((l) => l.action === "split")).toMatchObject({ reason: part.code });
    const partLog = await apiAs(shipper).get<TOrderLogEntry[]>("audit_log/audit-log-retrieve", {
      order_id: part.order_id,
    });
    expect(partLog.data.find((l) => l.action === "split_from")).toMatchObject({
      reason: made.data.code,
      to_status: "draft",
    });
  });

  test("refused with what to do: all units, more than the order holds, a SKU not in it, a submitted order; nothing changes", async ({
    app,
    shipper,
    detail,
    split,
  }) => {
    const made = await createOrder(
      app,
      shipper,
      orderBody(warehouseId, [
        { sku: "SPLIT-A", quantity: 2 },
        { sku: "SPLIT-B", quantity: 1 },
      ]),
    );
    const id = made.data.order_id;
    const code = made.data.code;
    const all = await split(shipper, id, [
      { sku: "SPLIT-A", quantity: 2 },
      { sku: "SPLIT-B", quantity: 1 },
    ]);
    expect(all).toMatchObject({ code: 4001, data: { fields: { lines: expect.any(String) } } });
    expect(all.message).toBe(
      `Leave at least one unit in order ${code}: to move everything, edit the order instead`,
    );
    const tooMany = await split(shipper, id, [{ sku: "SPLIT-A", quantity: 3 }]);
    expect(tooMany).toMatchObject({
      code: 4001,
      message: `Order ${code} holds only 2 of SPLIT-A`,
      data: { fields: { lines: `Order ${code} holds only 2 of SPLIT-A` } },
    });
    const stranger = await split(shipper, id, [{ sku: "NOT-HERE", quantity: 1 }]);
    expect(stranger).toMatchObject({ code: 4001, message: `NOT-HERE is not in order ${code}` });
    const empty = await split(shipper, id, []);
    expect(empty.code).toBe(4001);
    expect(lineQuantities(await detail(shipper, id))).toEqual([
      ["SPLIT-A", 2],
      ["SPLIT-B", 1],
    ]);
    expect((await detail(shipper, id)).split_codes).toEqual([]);

    expect((await act(app, shipper, "submit", [id])).code).toBe(200);
    const submitted = await split(shipper, id, [{ sku: "SPLIT-A", quantity: 1 }]);
    expect(submitted.code).toBe(4009);
    expect(submitted.message).toContain(code);
  });

  test("a manual draft holds no stock before or after; staff split a customer's draft too", async ({
    app,
    shipper,
    provider,
    split,
  }) => {
    const { variant } = await stockedSku(app, "SPLIT-C", 5);
    const made = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "SPLIT-C", quantity: 4 }]));
    const res = await split(provider, made.data.order_id, [{ sku: "SPLIT-C", quantity: 3 }]);
    expect(res.code).toBe(1000);
    expect(await stockOf(app, variant.id)).toMatchObject({ onHand: 5, draft: 0, unpicked: 0 });
    // Both parts can be confirmed from the same stock, each its own units.
    for (const id of [made.data.order_id, res.data.order_id]) {
      expect((await act(app, shipper, "submit", [id])).code).toBe(200);
      expect((await act(app, provider, "confirm", [id])).code).toBe(200);
    }
    expect(await stockOf(app, variant.id)).toMatchObject({ onHand: 5, unpicked: 4 });
  });
});
