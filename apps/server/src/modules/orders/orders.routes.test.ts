import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { act, createOrder, demoChannelId, orderBody, stockedSku, stockOf } from "./orders.test-helpers.ts";

let t: TTestApp;
let provider: TSignedIn;
let operator: TSignedIn;
let shipper: TSignedIn;
let warehouseId: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = await t.signIn("demo_provider", "provider");
  operator = await t.signIn("demo_operator", "operator");
  shipper = await t.signIn("demo_shipper", "dropShipper");
  ({ warehouseId } = await stockedSku(t, "ORD-BASE", 50));
});
afterAll(() => t.close());

const detail = (who: TSignedIn, id: string) =>
  t.call<{
    status: string;
    actions: string[];
    lines: { sku: string; quantity: number }[];
    tracking_url: string | null;
  }>({
    url: "/api/order/query-specific-elements",
    token: who.token,
    query: who.role === "dropShipper" ? { provider_uuid: t.demo.providerId, order_id: id } : { order_id: id },
  });

describe("creating an order", () => {
  it("creates a draft with a readable code for the drop shipper's stocked SKU", async () => {
    const res = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 2 }]));
    expect(res.code).toBe(1000);
    expect(res.message).toContain(res.data.code);
    expect(res.data.code).toMatch(/^SO\d{8}\d{5}$/);
    expect(res.data.status).toBe("draft");
    expect(res.data.actions).toEqual(["submit", "cancel"]);
  });

  it("refuses bad phone, email, country and quantity with localised field errors and writes nothing", async () => {
    const before = await t.call<{ total: number }>({ url: "/api/order/query-order", token: provider.token });
    const res = await createOrder(
      t,
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
    const after = await t.call<{ total: number }>({ url: "/api/order/query-order", token: provider.token });
    expect(after.data.total).toBe(before.data.total);
  });

  it("refuses SKUs the customer does not own or has no stock of in the warehouse", async () => {
    await stockedSku(t, "ORD-EMPTY", 0);
    const res = await createOrder(
      t,
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

  it("staff create on a customer's behalf; a channel of another warehouse or unknown is refused", async () => {
    const channel = await demoChannelId(t);
    const ok = await createOrder(
      t,
      operator,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }], { channel_id: channel }),
    );
    expect(ok.code).toBe(1000);
    const bad = await createOrder(
      t,
      provider,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }], { channel_id: crypto.randomUUID() }),
    );
    expect(bad.code).toBe(4001);
    const noCustomer = await t.call({
      url: "/api/order/create-order",
      token: provider.token,
      body: orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }]),
    });
    expect(noCustomer.code).toBe(4001);
  });
});

describe("the lifecycle through the API", () => {
  it("submit -> confirm allocates unpicked; refused transitions answer 4009 naming the state", async () => {
    const { variant } = await stockedSku(t, "ORD-LC", 10);
    const created = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-LC", quantity: 3 }]));
    const id = created.data.order_id;

    const early = await act(t, provider, "confirm", [id]);
    expect(early.code).toBe(4009);
    expect(early.message).toBe(`Order ${created.data.code} cannot be confirmed: it is draft`);

    expect((await act(t, shipper, "submit", [id])).code).toBe(200);
    const byShipper = await act(t, shipper, "confirm", [id]);
    expect(byShipper.code).toBe(4003);
    expect(byShipper.data.errors[0]?.message).toBe(`Order ${created.data.code} cannot be confirmed by you`);

    expect((await act(t, provider, "confirm", [id])).code).toBe(200);
    expect(await stockOf(t, variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 3, picking: 0 });
    expect((await detail(shipper, id)).data.status).toBe("confirmed");

    const again = await act(t, shipper, "submit", [id]);
    expect(again.message).toBe(`Order ${created.data.code} cannot be submitted: it is confirmed`);
    const zh = await t.call<{ errors: unknown[] }>({
      method: "PUT",
      url: "/api/order/batch-modify-report-provider",
      token: provider.token,
      headers: { "accept-language": "zh-CN" },
      body: { action: "cancel", order_ids: [id] },
    });
    expect(zh.code).toBe(4009);
    expect(zh.message).toBe(`订单 ${created.data.code} 当前状态为「已确认」，不能取消`);
  });

  it("cut off after confirm releases the stock; a cut-off order can be cancelled", async () => {
    const { variant } = await stockedSku(t, "ORD-CUT", 5);
    const { data } = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-CUT", quantity: 4 }]));
    await act(t, shipper, "submit", [data.order_id]);
    await act(t, operator, "confirm", [data.order_id]);
    expect((await stockOf(t, variant.id))?.unpicked).toBe(4);
    const cut = await act(t, operator, "cut_off", [data.order_id], "customer called");
    expect(cut.code).toBe(200);
    expect(await stockOf(t, variant.id)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 0 });
    expect((await detail(provider, data.order_id)).data.status).toBe("cut_off");
    expect((await act(t, shipper, "cancel", [data.order_id])).code).toBe(200);
    expect((await act(t, provider, "confirm", [data.order_id])).message).toMatch(/it is cancelled$/);
  });

  it("return to draft releases the stock and the order can be edited and submitted again", async () => {
    const { variant } = await stockedSku(t, "ORD-RTD", 5);
    const { data } = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-RTD", quantity: 2 }]));
    await act(t, shipper, "submit", [data.order_id]);
    await act(t, provider, "confirm", [data.order_id]);
    expect((await act(t, provider, "return_to_draft", [data.order_id])).code).toBe(200);
    expect((await stockOf(t, variant.id))?.unpicked).toBe(0);
    const edit = await t.call<{ lines: { quantity: number }[] }>({
      method: "PUT",
      url: "/api/order/update-order",
      token: shipper.token,
      body: {
        provider_uuid: t.demo.providerId,
        order_id: data.order_id,
        ...orderBody(warehouseId, [{ sku: "ORD-RTD", quantity: 5 }]),
      },
    });
    expect(edit.code).toBe(200);
    expect(edit.data.lines[0]?.quantity).toBe(5);
    await act(t, shipper, "submit", [data.order_id]);
    const submittedEdit = await t.call({
      method: "PUT",
      url: "/api/order/update-order",
      token: shipper.token,
      body: {
        provider_uuid: t.demo.providerId,
        order_id: data.order_id,
        ...orderBody(warehouseId, [{ sku: "ORD-RTD", quantity: 1 }]),
      },
    });
    expect(submittedEdit.code).toBe(4009);
    expect(submittedEdit.message).toMatch(/cannot be edited: it is awaiting confirmation/);
  });

  it("bulk confirm where one order lacks stock answers 3000 with order_id: message errors", async () => {
    const { variant } = await stockedSku(t, "ORD-BULK", 3);
    const a = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-BULK", quantity: 2 }]));
    const b = await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-BULK", quantity: 2 }]));
    await act(t, shipper, "submit", [a.data.order_id, b.data.order_id]);
    const res = await act(t, provider, "confirm", [a.data.order_id, b.data.order_id]);
    expect(res.code).toBe(3000);
    expect(res.data.done).toEqual([a.data.order_id]);
    expect(res.data.errors).toEqual([
      {
        order_id: b.data.code,
        key: b.data.order_id,
        message: "Insufficient stock for SKU ORD-BULK: 2 requested, 1 available",
      },
    ]);
    expect((await stockOf(t, variant.id))?.unpicked).toBe(2);
    expect((await detail(provider, b.data.order_id)).data.status).toBe("submitted");
  });

  it("concurrent confirms that together exceed stock allocate exactly what exists", async () => {
    const { variant } = await stockedSku(t, "ORD-RACE", 5);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { data } = await createOrder(
        t,
        shipper,
        orderBody(warehouseId, [{ sku: "ORD-RACE", quantity: 2 }]),
      );
      ids.push(data.order_id);
    }
    await act(t, shipper, "submit", ids);
    const results = await Promise.all(
      ids.map((id, i) => act(t, i % 2 ? provider : operator, "confirm", [id])),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    const losers = results.filter((r) => r.code !== 200);
    expect(losers.map((r) => r.code)).toEqual([4009, 4009]);
    for (const r of losers) expect(r.message).toMatch(/^Insufficient stock for SKU ORD-RACE/);
    expect(await stockOf(t, variant.id)).toEqual({ onHand: 5, draft: 0, unpicked: 4, picking: 0 });
  });
});

describe("copy, change, notes, log and shipping status", () => {
  it("copies into a new draft, staff change the address and channel, notes and log record who and when", async () => {
    const { data } = await createOrder(
      t,
      shipper,
      orderBody(warehouseId, [{ sku: "ORD-BASE", quantity: 1 }]),
    );
    const copy = await t.call<{ order_id: string; code: string; status: string; consignee?: string }>({
      url: "/api/order/copy-order",
      token: shipper.token,
      body: { provider_uuid: t.demo.providerId, order_id: data.order_id },
    });
    expect(copy.code).toBe(1000);
    expect(copy.data.code).not.toBe(data.code);
    expect(copy.data.status).toBe("draft");

    await act(t, shipper, "submit", [data.order_id]);
    const channel = await demoChannelId(t, "SELF");
    const change = await t.call<{ address: string; channel_id: string }>({
      method: "PUT",
      url: "/api/order/change-order",
      token: operator.token,
      body: {
        order_id: data.order_id,
        consignee: "John Roe",
        country: "DE",
        address: "Hauptstr. 1",
        channel_id: channel,
      },
    });
    expect(change.code).toBe(200);
    expect(change.data).toMatchObject({ address: "Hauptstr. 1", channel_id: channel });
    const shipperChange = await t.call({
      method: "PUT",
      url: "/api/order/change-order",
      token: shipper.token,
      body: { order_id: data.order_id, consignee: "X", country: "DE", address: "Y" },
    });
    expect(shipperChange.code).toBe(4003);

    const note = await t.call<{ order_notes: { author: string; text: string }[] }>({
      url: "/api/order/add-note",
      token: shipper.token,
      body: { provider_uuid: t.demo.providerId, order_id: data.order_id, text: "Gift wrap please" },
    });
    expect(note.data.order_notes).toEqual([
      expect.objectContaining({ author: "demo_shipper", text: "Gift wrap please" }),
    ]);

    const log = await t.call<
      { action: string; from_status: string | null; to_status: string | null; actor: string }[]
    >({
      url: "/api/audit_log/audit-log-retrieve",
      token: provider.token,
      query: { order_id: data.order_id },
    });
    expect(log.data.map((l) => [l.action, l.from_status, l.to_status, l.actor])).toEqual([
      ["create", null, "draft", "demo_shipper"],
      ["submit", "draft", "submitted", "demo_shipper"],
      ["change", null, null, "demo_operator"],
    ]);
  });

  it("a product on an open order cannot be deleted", async () => {
    const { variant } = await stockedSku(t, "ORD-REF", 0);
    const res = await t.call<{ errors: { message: string }[] }>({
      method: "DELETE",
      url: "/api/product/delete-product",
      token: shipper.token,
      body: { provider_uuid: t.demo.providerId, product_uuids: [variant.productId] },
    });
    expect(res.code).toBe(200);
    const { variant: held } = await stockedSku(t, "ORD-HELD", 2);
    await createOrder(t, shipper, orderBody(warehouseId, [{ sku: "ORD-HELD", quantity: 1 }]));
    const refused = await t.call<{ errors: { message: string }[] }>({
      method: "DELETE",
      url: "/api/product/delete-product",
      token: shipper.token,
      body: { provider_uuid: t.demo.providerId, product_uuids: [held.productId] },
    });
    expect(refused.code).toBe(4009);
    expect(refused.message).toMatch(/open orders/);
  });
});
