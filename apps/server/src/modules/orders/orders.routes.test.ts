import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TSignedIn } from "../../../test/harness.ts";
import {
  act,
  createOrder,
  demoChannelId,
  orderBody,
  stockedSku,
  stockOf,
  submittedOrder,
} from "../../../test/support/orders.test-helpers.ts";

let warehouseId: string;

type TDetail = {
  status: string;
  actions: string[];
  lines: { sku: string; quantity: number }[];
  tracking_url: string | null;
};

const test = appTest.extend(
  "detail",
  { scope: "file" },
  ({ apiAs }) =>
    (who: TSignedIn, id: string) =>
      apiAs(who).get<TDetail>("order/query-specific-elements", { order_id: id }),
);

test.beforeAll(async ({ app }) => {
  ({ warehouseId } = await stockedSku(app, "ORD-BASE", 50));
});

describe("creating an order", () => {
  test("creates a draft with a readable code for the drop shipper's stocked SKU", async ({
    app,
    shipper,
  }) => {
    const res = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 2 }]));
    expect(res.code).toBe(1000);
    expect(res.message).toContain(res.data.code);
    expect(res.data.code).toMatch(/^SO\d{8}\d{5}$/);
    expect(res.data.status).toBe("draft");
    expect(res.data.actions).toEqual(["submit", "cancel"]);
  });

  test("refuses bad phone, email, country and quantity with localised field errors and writes nothing", async ({
    app,
    shipper,
    api,
  }) => {
    const before = await api.get<{ total: number }>("order/query-order");
    const res = await createOrder(
      app,
      shipper,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 0 }], {
        phone: "abc",
        email: "x@",
        country: "XX",
      }),
    );
    expect(res.code).toBe(4001);
    const fields = (res.data as unknown as { fields: Record<string, string> }).fields;
    expect(fields.phone).toBe("Phone number format is incorrect");
    expect(fields.email).toBe("Email format is incorrect");
    expect(fields.country).toBe("Choose a country from the list");
    expect(fields["lines.0.quantity"]).toMatch(/greater than 0/);
    const after = await api.get<{ total: number }>("order/query-order");
    expect(after.data.total).toBe(before.data.total);
  });

  test("refuses SKUs the customer does not own or has no stock of in the warehouse", async ({
    app,
    shipper,
  }) => {
    await stockedSku(app, "ORD-EMPTY", 0);
    const res = await createOrder(
      app,
      shipper,
      orderBody(warehouseId, [
        { sku: "NOPE-1", quantity: 1 },
        { sku: "ORD-EMPTY", quantity: 1 },
      ]),
    );
    expect(res.code).toBe(4001);
    const fields = (res.data as unknown as { fields: Record<string, string> }).fields;
    expect(fields["lines.0.sku"]).toBe("Unknown SKU NOPE-1");
    expect(fields["lines.1.sku"]).toBe("SKU ORD-EMPTY has no stock in this warehouse");
  });

  test("staff create on a customer's behalf; a channel of another warehouse or unknown is refused", async ({
    app,
    provider,
    operator,
    api,
  }) => {
    const channel = await demoChannelId(app);
    const ok = await createOrder(
      app,
      operator,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }], { channel_id: channel }),
    );
    expect(ok.code).toBe(1000);
    const bad = await createOrder(
      app,
      provider,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }], { channel_id: crypto.randomUUID() }),
    );
    expect(bad.code).toBe(4001);
    const noCustomer = await api.post(
      "order/create-order",
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }]),
    );
    expect(noCustomer.code).toBe(4001);
  });
});

describe("the lifecycle through the API", () => {
  test("submit -> confirm allocates unpicked; refused transitions answer 4009 naming the state", async ({
    app,
    provider,
    shipper,
    detail,
    api,
  }) => {
    const { variant } = await stockedSku(app, "ORD-LC", 10);
    const created = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "ORD-LC", quantity: 3 }]));
    const id = created.data.order_id;

    const early = await act(app, provider, "confirm", [id]);
    expect(early.code).toBe(4009);
    expect(early.message).toBe(`Order ${created.data.code} cannot be confirmed: it is draft`);

    expect((await act(app, shipper, "submit", [id])).code).toBe(200);
    const byShipper = await act(app, shipper, "confirm", [id]);
    expect(byShipper.code).toBe(4003);
    expect(byShipper.data.errors[0]?.message).toBe(`Order ${created.data.code} cannot be confirmed by you`);

    expect((await act(app, provider, "confirm", [id])).code).toBe(200);
    expect(await stockOf(app, variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 3, picking: 0 });
    expect((await detail(shipper, id)).data.status).toBe("confirmed");

    const again = await act(app, shipper, "submit", [id]);
    expect(again.message).toBe(`Order ${created.data.code} cannot be submitted: it is confirmed`);
    const zh = await api.put<{ errors: unknown[] }>(
      "order/batch-modify-report-provider",
      { action: "cancel", order_ids: [id] },
      { "accept-language": "zh-CN" },
    );
    expect(zh.code).toBe(4009);
    expect(zh.message).toBe(`订单 ${created.data.code} 当前状态为「已确认」，不能取消`);
  });

  test("cut off after confirm releases the stock; a cut-off order can be cancelled", async ({
    app,
    provider,
    operator,
    shipper,
    detail,
  }) => {
    const { variant, data } = await submittedOrder(app, shipper, "ORD-CUT", 5, 4);
    await act(app, operator, "confirm", [data.order_id]);
    expect((await stockOf(app, variant.id))?.unpicked).toBe(4);
    const cut = await act(app, operator, "cut_off", [data.order_id], "customer called");
    expect(cut.code).toBe(200);
    expect(await stockOf(app, variant.id)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 0 });
    expect((await detail(provider, data.order_id)).data.status).toBe("cut_off");
    expect((await act(app, shipper, "cancel", [data.order_id])).code).toBe(200);
    expect((await act(app, provider, "confirm", [data.order_id])).message).toMatch(/it is cancelled$/);
  });

  test("return to draft releases the stock and the order can be edited and submitted again", async ({
    app,
    provider,
    shipper,
    apiAs,
  }) => {
    const { variant, data } = await submittedOrder(app, shipper, "ORD-RTD", 5, 2);
    await act(app, provider, "confirm", [data.order_id]);
    expect((await act(app, provider, "return_to_draft", [data.order_id])).code).toBe(200);
    const edit = (orderId: string, lines: { sku: string; quantity: number }[]) =>
      apiAs(shipper).put<{ lines: { quantity: number }[] }>("order/update-order", {
        order_id: orderId,
        ...orderBody(warehouseId, lines),
      });
    expect((await stockOf(app, variant.id))?.unpicked).toBe(0);
    const edited = await edit(data.order_id, [{ sku: "ORD-RTD", quantity: 5 }]);
    expect(edited.code).toBe(200);
    expect(edited.data.lines[0]?.quantity).toBe(5);
    await act(app, shipper, "submit", [data.order_id]);
    const submittedEdit = await edit(data.order_id, [{ sku: "ORD-RTD", quantity: 1 }]);
    expect(submittedEdit.code).toBe(4009);
    expect(submittedEdit.message).toMatch(/cannot be edited: it is awaiting confirmation/);
  });

  test("bulk confirm where one order lacks stock answers 3000 with order_id: message errors", async ({
    app,
    provider,
    shipper,
    detail,
  }) => {
    const { variant } = await stockedSku(app, "ORD-BULK", 3);
    const a = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "ORD-BULK", quantity: 2 }]));
    const b = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "ORD-BULK", quantity: 2 }]));
    await act(app, shipper, "submit", [a.data.order_id, b.data.order_id]);
    const res = await act(app, provider, "confirm", [a.data.order_id, b.data.order_id]);
    expect(res.code).toBe(3000);
    expect(res.data.done).toEqual([a.data.order_id]);
    expect(res.data.errors).toEqual([
      {
        order_id: b.data.code,
        key: b.data.order_id,
        message: "Insufficient stock for SKU ORD-BULK: 2 requested, 1 available",
      },
    ]);
    expect((await stockOf(app, variant.id))?.unpicked).toBe(2);
    expect((await detail(provider, b.data.order_id)).data.status).toBe("submitted");
  });

  test("concurrent confirms that together exceed stock allocate exactly what exists", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const { variant } = await stockedSku(app, "ORD-RACE", 5);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { data } = await createOrder(
        app,
        shipper,
        orderBody(warehouseId, [{ sku: "ORD-RACE", quantity: 2 }]),
      );
      ids.push(data.order_id);
    }
    await act(app, shipper, "submit", ids);
    const results = await Promise.all(
      ids.map((id, i) => act(app, i % 2 ? provider : operator, "confirm", [id])),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    const losers = results.filter((r) => r.code !== 200);
    expect(losers.map((r) => r.code)).toEqual([4009, 4009]);
    for (const r of losers) expect(r.message).toMatch(/^Insufficient stock for SKU ORD-RACE/);
    expect(await stockOf(app, variant.id)).toEqual({ onHand: 5, draft: 0, unpicked: 4, picking: 0 });
  });
});

describe("copy, change, notes, log and shipping status", () => {
  test("copies into a new draft, staff change the address and channel, notes and log record who and when", async ({
    app,
    provider,
    operator,
    shipper,
    apiAs,
  }) => {
    const { data } = await createOrder(
      app,
      shipper,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }]),
    );
    const copy = await apiAs(shipper).post<{
      order_id: string;
      code: string;
      status: string;
      consignee?: string;
    }>("order/copy-order", { order_id: data.order_id });
    expect(copy.code).toBe(1000);
    expect(copy.data.code).not.toBe(data.code);
    expect(copy.data.status).toBe("draft");

    await act(app, shipper, "submit", [data.order_id]);
    const channel = await demoChannelId(app, "SELF");
    const change = await apiAs(operator).put<{ address: string; channel_id: string }>("order/change-order", {
      order_id: data.order_id,
      consignee: "John Roe",
      country: "DE",
      address: "Hauptstr. 1",
      channel_id: channel,
    });
    expect(change.code).toBe(200);
    expect(change.data).toMatchObject({ address: "Hauptstr. 1", channel_id: channel });
    const shipperChange = await app.call({
      method: "PUT",
      url: "/api/order/change-order",
      token: shipper.token,
      body: { order_id: data.order_id, consignee: "X", country: "DE", address: "Y" },
    });
    expect(shipperChange.code).toBe(4003);

    const note = await apiAs(shipper).post<{ order_notes: { author: string; text: string }[] }>(
      "order/add-note",
      { order_id: data.order_id, text: "Gift wrap please" },
    );
    expect(note.data.order_notes).toEqual([
      expect.objectContaining({ author: "demo_shipper", text: "Gift wrap please" }),
    ]);

    const log = await apiAs(provider).get<
      { action: string; from_status: string | null; to_status: string | null; actor: string }[]
    >("audit_log/audit-log-retrieve", { order_id: data.order_id });
    expect(log.data.map((l) => [l.action, l.from_status, l.to_status, l.actor])).toEqual([
      ["create", null, "draft", "demo_shipper"],
      ["submit", "draft", "submitted", "demo_shipper"],
      ["change", null, null, "demo_operator"],
    ]);
  });

  test("a product on an open order cannot be deleted", async ({ app, shipper, apiAs }) => {
    const { variant } = await stockedSku(app, "ORD-REF", 0);
    const res = await apiAs(shipper).delete<{ errors: { message: string }[] }>("product/delete-product", {
      product_uuids: [variant.productId],
    });
    expect(res.code).toBe(200);
    const { variant: held } = await stockedSku(app, "ORD-HELD", 2);
    await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "ORD-HELD", quantity: 1 }]));
    const refused = await apiAs(shipper).delete<{ errors: { message: string }[] }>("product/delete-product", {
      product_uuids: [held.productId],
    });
    expect(refused.code).toBe(4009);
    expect(refused.message).toMatch(/open orders/);
  });
});
