import type { TShelfReturn } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { stockOf } from "../../../test/support/orders.test-helpers.ts";
import { shippingTest, type TOrderAt } from "../../../test/support/shipping.test-helpers.ts";
import { orderLogs, orderShelfReturns } from "../orders/orders.tables.ts";

type TList = { list: TShelfReturn[]; total: number };
const test = shippingTest
  /** An order picked and then cancelled from exception management: its goods get a return-to-shelf task. */
  .extend(
    "cutOffAfterPicking",
    { scope: "file" },
    ({ orderAt, markException, handle }) =>
      async (sku: string, quantity: number) => {
        const o = await orderAt({ sku, quantity, onHand: quantity + 3, state: "picked" });
        await markException(o.id, "address_problem");
        expect((await handle("cancel", [o.id])).code).toBe(200);
        return o;
      },
  )
  .extend(
    "list",
    { scope: "file" },
    ({ app, operator }) =>
      (query: Record<string, string>, token = operator.token) =>
        app.call<TList>({ url: "/api/exception/query-shelf-returns", token, query }),
  )
  .extend(
    "finish",
    { scope: "file" },
    ({ app, operator }) =>
      (taskId: string, token = operator.token) =>
        app.call<TShelfReturn>({
          url: "/api/exception/finish-shelf-return",
          token,
          body: { task_id: taskId },
        }),
  );

test.beforeAll(openApp);

describe("return-to-shelf tasks", () => {
  let a: TOrderAt;
  let b: TOrderAt;

  test("lists the tasks with SKU, quantity and the location to put back to; filters and pages in SQL", async ({
    cutOffAfterPicking,
    list,
  }) => {
    a = await cutOffAfterPicking("SR-1", 2);
    b = await cutOffAfterPicking("SR-2", 1);
    const all = await list({});
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((x) => x.order_code)).toEqual([b.code, a.code]);
    const [task] = all.data.list.filter((x) => x.order_id === a.id);
    expect(task).toMatchObject({
      status: "pending",
      warehouse_id: a.warehouseId,
      done_at: null,
      done_by: "",
      lines: [{ variant_id: a.variantId, sku: "SR-1", quantity: 2 }],
    });
    expect(task?.warehouse_name).not.toBe("");
    expect(task?.lines[0]?.location_code).not.toBe("");

    expect((await list({ keyword: a.code.slice(-5) })).data.list.map((x) => x.order_id)).toEqual([a.id]);
    expect((await list({ status: "done" })).data.total).toBe(0);
    expect((await list({ status: "pending", warehouse_id: a.warehouseId })).data.total).toBe(2);
    const page = await list({ page_size: "1", cur_page: "2" });
    expect(page.data).toMatchObject({ total: 2, cur_page: 2 });
    expect(page.data.list.map((x) => x.order_id)).toEqual([a.id]);
    expect((await list({ order: "asc", page_size: "1" })).data.list.map((x) => x.order_id)).toEqual([a.id]);
    expect((await list({ status: "lost" })).code).toBe(4001);
  });

  test("mark done records who and when, moves no stock, and refuses a second time with 4009", async ({
    app,
    provider,
    list,
    finish,
  }) => {
    const [task] = (await list({ keyword: a.code })).data.list;
    if (!task) throw new Error("no task");
    const stock = await stockOf(app, a.variantId);
    // The stock was released at cut off: available again at its location before anyone walks there.
    expect(stock).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 0 });

    const done = await finish(task.task_id, provider.token);
    expect(done.code).toBe(200);
    expect(done.message).toBe("Goods are back on the shelf");
    expect(done.data).toMatchObject({ status: "done", done_by: "demo_provider" });
    expect(done.data.done_at).toBeGreaterThan(0);
    expect(await stockOf(app, a.variantId)).toEqual(stock);
    const [row] = await app.ctx.db
      .select()
      .from(orderShelfReturns)
      .where(eq(orderShelfReturns.id, task.task_id));
    expect(row).toMatchObject({ status: "done", doneByName: "demo_provider" });
    expect(row?.doneBy).toBeTruthy();
    const [log] = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, a.id), eq(orderLogs.action, "shelf_return_done")));
    expect(log?.actorName).toBe("demo_provider");

    const twice = await finish(task.task_id);
    expect(twice.code).toBe(4009);
    expect(twice.message).toBe(`The return-to-shelf task of order ${a.code} is already done`);
    expect((await list({ status: "done" })).data.list.map((x) => x.order_id)).toEqual([a.id]);
    expect((await list({ status: "pending" })).data.list.map((x) => x.order_id)).toEqual([b.id]);
  });

  test("answers 4004 for an unknown task and 4003 to drop shippers", async ({ shipper, list, finish }) => {
    expect((await finish("00000000-0000-4000-8000-000000000000")).code).toBe(4004);
    expect((await finish("not-a-uuid")).code).toBe(4001);
    expect((await list({}, shipper.token)).code).toBe(4003);
    const [task] = (await list({ keyword: b.code })).data.list;
    expect((await finish(task?.task_id ?? "", shipper.token)).code).toBe(4003);
  });
});
