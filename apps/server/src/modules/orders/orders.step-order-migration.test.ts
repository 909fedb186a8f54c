import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { intoBag, shippingTest as test } from "../../../test/support/shipping.test-helpers.ts";
import { packingBagItems } from "../packing/packing.tables.ts";
import { orderLogs, orders } from "./orders.tables.ts";

/**
 * Migration 0035 moves orders in flight from the old step order (review -> bag -> weigh) to the new one
 * (review -> weigh -> waybill -> bag): each to the state that says what was really done to it. The orders
 * are put into the old states by hand, then the migration's SQL runs again over them.
 */
const migration = fs.readFileSync(
  new URL("../../../drizzle/0035_parcel_step_order.sql", import.meta.url),
  "utf8",
);

test("orders in flight move to the state that says what was done to them, out of bags they no longer belong in", async ({
  app,
  orderAt,
}) => {
  const db = app.ctx.db;
  const old = async (
    sku: string,
    status: string,
    o: { inBag: boolean; tracking: string; exception?: boolean },
  ) => {
    const made = await orderAt({ sku, quantity: 1, state: "reviewed" });
    await db
      .update(orders)
      .set(
        o.exception
          ? {
              status: "exception",
              exceptionFrom: status,
              exceptionReason: "carrier_failure",
              trackingNumber: o.tracking,
            }
          : { status: status as "bagged", trackingNumber: o.tracking },
      )
      .where(eq(orders.id, made.id));
    if (o.inBag) await intoBag(app, made.channelId, made.id);
    return made;
  };
  const bagged = await old("MIG-BAGGED", "bagged", { inBag: true, tracking: "" });
  const labelled = await old("MIG-LABELLED", "weighed", { inBag: true, tracking: "MIGTN0001" });
  const unlabelled = await old("MIG-UNLABELLED", "weighed", { inBag: true, tracking: "" });
  const excepted = await old("MIG-EXC", "bagged", { inBag: true, tracking: "", exception: true });

  await db.execute(sql.raw(migration));

  const state = async (id: string) => {
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    const bag = await db.select().from(packingBagItems).where(eq(packingBagItems.orderId, id));
    const logs = await db.select().from(orderLogs).where(eq(orderLogs.orderId, id));
    const moved = logs
      .filter((l) => l.action === "step_order")
      .map((l) => `${l.fromStatus} -> ${l.toStatus}`);
    return { status: o?.status, from: o?.exceptionFrom, inBag: bag.length === 1, moved };
  };
  // Bagged but never weighed: back to reviewed and out of its bag (it is weighed, labelled, bagged again).
  expect(await state(bagged.id)).toEqual({
    status: "reviewed",
    from: null,
    inBag: false,
    moved: ["bagged -> reviewed"],
  });
  // Weighed in a bag with its number: it is where the new order puts it, bagged and ready to hand over.
  expect(await state(labelled.id)).toEqual({
    status: "bagged",
    from: null,
    inBag: true,
    moved: ["weighed -> bagged"],
  });
  // Weighed without its number: its waybill comes before the bag now.
  expect(await state(unlabelled.id)).toEqual({
    status: "weighed",
    from: null,
    inBag: false,
    moved: ["weighed -> weighed"],
  });
  // An exception remembers the state it resumes at, moved the same way.
  expect(await state(excepted.id)).toEqual({
    status: "exception",
    from: "reviewed",
    inBag: false,
    moved: ["bagged -> reviewed"],
  });
});
