import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";

/** Wave strategies (warehousing settings) and the warehouse deletes they refuse. */

const zh = { cookie: "language_type=zh_cn" };

let seq = 0;
/** `newWarehouse()`: creates a warehouse of its own as the provider. */
const test = appTest.extend("newWarehouse", { scope: "file" }, ({ api }) => async () => {
  seq += 1;
  const res = await api.post<{ id: string; code: string }>("warehouse/create-warehouse", {
    code: `t-wv${seq}`,
    name: `Wave test warehouse ${seq}`,
    country: "cn",
    address: "1 Test Road",
  });
  expect(res.code).toBe(1000);
  return res.data;
});

test.beforeAll(openApp);

describe("wave strategies", () => {
  type TWave = { id: string; name: string; kind: string; enabled: boolean; warehouse_id: string | null };
  test("stores definitions and offers the enabled ones for a warehouse", async ({
    app,
    operator,
    newWarehouse,
    api,
  }) => {
    const wh = await newWarehouse();
    const zoneWave = await api.post<TWave>("warehouse/create-wave-strategy", {
      name: "Zone waves",
      kind: "same-zone",
      warehouse_id: wh.id,
      max_orders_per_wave: 30,
      max_lines_per_wave: 90,
    });
    expect(zoneWave).toMatchObject({ code: 1000, data: { enabled: true, warehouse_id: wh.id } });
    const off = await api.post<TWave>("warehouse/create-wave-strategy", {
      name: "Channel waves",
      kind: "same-channel",
      max_orders_per_wave: 10,
      max_lines_per_wave: 10,
      enabled: false,
    });
    const bad = await api.post<{ fields: Record<string, string> }>("warehouse/create-wave-strategy", {
      name: "Bad",
      kind: "random",
      max_orders_per_wave: 0,
      max_lines_per_wave: 20000,
    });
    expect(bad.data.fields).toMatchObject({
      kind: "Choose a wave type: single item, multi item, same channel or same zone",
      max_orders_per_wave: "Max orders per wave must be a whole number from 1 to 1000",
      max_lines_per_wave: "Max lines per wave must be a whole number from 1 to 10000",
    });
    const below = await api.put<{ fields: Record<string, string> }>(
      "warehouse/update-wave-strategy",
      { wave_strategy_id: zoneWave.data.id, max_lines_per_wave: 10 },
      zh,
    );
    expect(below).toMatchObject({
      code: 4001,
      data: { fields: { max_lines_per_wave: "每波次最大行数不能小于每波次最大订单数" } },
    });
    expect(
      (
        await api.post("warehouse/create-wave-strategy", {
          name: "Zone waves",
          kind: "single-item",
          max_orders_per_wave: 1,
          max_lines_per_wave: 1,
        })
      ).code,
    ).toBe(4009);

    const specific = await app.call<TWave[]>({
      url: "/api/customer-settings/query-specific-wave-strategies",
      token: operator.token,
      query: { warehouse_id: wh.id },
    });
    const names = specific.data.map((w) => w.name);
    expect(names).toContain("Zone waves");
    expect(names).toContain("Single-item orders"); // seeded, for every warehouse
    expect(names).not.toContain("Channel waves");
    const disabled = await api.get<TWave[]>("customer-settings/query-specific-wave-strategies", {
      enabled: "false",
    });
    expect(disabled.data.map((w) => w.name)).toEqual(["Channel waves"]);

    const list = await api.get<TPage<TWave>>("warehouse/query-wave-strategies", { kind: "same-channel" });
    expect(list.data.list.map((w) => w.id)).toEqual([off.data.id]);
    const enabled = await api.put<TWave>("warehouse/update-wave-strategy", {
      wave_strategy_id: off.data.id,
      enabled: true,
    });
    expect(enabled.data.enabled).toBe(true);
    expect((await api.delete("warehouse/delete-wave-strategy", { wave_strategy_id: off.data.id })).code).toBe(
      200,
    );
  });

  test("refuses to delete a warehouse that wave strategies are bound to", async ({ newWarehouse, api }) => {
    const wh = await newWarehouse();
    const wave = await api.post<{ id: string }>("warehouse/create-wave-strategy", {
      name: `bound ${wh.code}`,
      kind: "same-zone",
      warehouse_id: wh.id,
      max_orders_per_wave: 5,
      max_lines_per_wave: 5,
    });
    const res = await api.delete("warehouse/delete-warehouse", { warehouse_id: wh.id });
    expect(res).toMatchObject({
      code: 4009,
      message: `${wh.code} cannot be deleted while wave strategies reference it; disable it instead`,
    });
    await api.delete("warehouse/delete-wave-strategy", { wave_strategy_id: wave.data.id });
    expect((await api.delete("warehouse/delete-warehouse", { warehouse_id: wh.id })).code).toBe(200);
  });
});
