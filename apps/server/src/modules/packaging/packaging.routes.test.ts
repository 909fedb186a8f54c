import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";

/** Packaging materials (warehousing settings), under /api/warehouse/*-packaging-material(s). */

const zh = { cookie: "language_type=zh_cn" };

appTest.beforeAll(openApp);

describe("packaging materials", () => {
  type TPackaging = {
    id: string;
    code: string;
    length: string;
    weight: string;
    cost: string;
    currency: string;
  };
  appTest("creates, validates, lists, updates and deletes", async ({ app, operator, api }) => {
    const created = await api.post<TPackaging>("warehouse/create-packaging-material", {
      code: "box-l",
      name: "Large carton",
      length: 40,
      width: "30",
      height: "25.5",
      weight: "350",
      cost: "2.8",
      currency: "usd",
    });
    expect(created).toMatchObject({
      code: 1000,
      data: {
        code: "BOX-L",
        length: "40.00",
        height: "25.50",
        weight: "350.00",
        cost: "2.80",
        currency: "USD",
      },
    });
    const bad = await api.post<{ fields: Record<string, string> }>(
      "warehouse/create-packaging-material",
      {
        code: "X",
        name: "x",
        length: "-1",
        width: "abc",
        height: "1.234",
        weight: "1",
        currency: "dollars",
      },
      zh,
    );
    expectFieldErrors(bad, {
      length: "请输入不小于 0、最多两位小数的数字",
      width: "请输入不小于 0、最多两位小数的数字",
      height: "请输入不小于 0、最多两位小数的数字",
      currency: "请输入 3 位字母的币种代码，例如 CNY 或 USD",
    });
    const dup = await api.post("warehouse/create-packaging-material", {
      code: "BOX-L",
      name: "again",
      length: 1,
      width: 1,
      height: 1,
      weight: 1,
    });
    expect(dup.code).toBe(4009);
    const list = await app.call<TPage<TPackaging>>({
      url: "/api/warehouse/query-packaging-materials",
      token: operator.token,
      query: { keyword: "carton", sort: "cost", order: "desc" },
    });
    expect(list.data.list.map((p) => p.code)).toEqual(["BOX-L", "BOX-S"]);
    const updated = await api.put<TPackaging>("warehouse/update-packaging-material", {
      packaging_material_id: created.data.id,
      cost: "3",
    });
    expect(updated.data.cost).toBe("3.00");
    const del = await api.delete("warehouse/delete-packaging-material", {
      packaging_material_id: created.data.id,
    });
    expect(del.code).toBe(200);
  });
});
