import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { products, productVariants } from "../products/index.ts";

type TDefinition = {
  warehouse_id: string;
  code: string;
  selected: boolean;
  customer_count: number;
  provider_uuid: string;
};
type TStorage = { warehouse_id: string; warehouse_code: string; customer_id: string; owner_code: string };
type TRelated = { sku: string; customer_id: string; title: string; main_image_url: string };

let seeded: string; // SZ01, selected by the demo shipper in the demo seed
let second: string;
let disabled: string;
let buddyId: string;
const zh = { cookie: "language_type=zh_cn" };

const test = appTest
  .extend("warehouse", { scope: "file" }, ({ api }) => async (code: string, status = "enabled") => {
    const res = await api.post<{ id: string }>("warehouse/create-warehouse", {
      code,
      name: `Warehouse ${code}`,
      country: "US",
      address: "1 Main St",
      status,
    });
    if (res.code !== 1000) throw new Error(res.message);
    return res.data.id;
  })
  .extend(
    "addProduct",
    { scope: "file" },
    ({ app }) =>
      async (customerId: string, title: string, skus: string[]) => {
        const [p] = await app.ctx.db
          .insert(products)
          .values({
            providerId: app.demo.providerId,
            customerId,
            title,
            mainImageUrl: "https://img.test/p.png",
          })
          .returning({ id: products.id });
        await app.ctx.db.insert(productVariants).values(
          skus.map((sku, i) => ({
            providerId: app.demo.providerId,
            productId: p?.id ?? "",
            customerId,
            position: i,
            sku,
            nameEn: `${title} ${sku}`,
          })),
        );
      },
  )
  /** The drop shipper's storage rows, asked without naming the provider. */
  .extend(
    "shipperStorage",
    { scope: "file" },
    ({ app, shipper }) =>
      async () =>
        (await app.call<TPage<TStorage>>({ url: "/api/storage/query-storage", token: shipper.token })).data,
  );

test.beforeAll(async ({ app, shipper, warehouse, addProduct, api }) => {
  const defs = await app.call<TDefinition[]>({
    url: "/api/storage/query-storage-definition",
    token: shipper.token,
  });
  seeded = defs.data.find((d) => d.code === "SZ01")?.warehouse_id ?? "";
  second = await warehouse("US-EAST");
  disabled = await warehouse("US-OLD", "disabled");
  const buddy = await api.post<{ customer: { id: string } }>("customer/create-customer", {
    username: "storage_buddy",
  });
  buddyId = buddy.data.customer.id;
  await addProduct(buddyId, "Buddy Lamp", ["LAMP-1", "LAMP-2"]);
  await addProduct(app.demo.customerId, "Storage Mug", ["MUG-ZZ-1"]);
});

describe("warehousing definition (drop shipper)", () => {
  test("offers the provider's enabled warehouses, with the shipper's own selection marked", async ({
    app,
    shipper,
    apiAs,
  }) => {
    const all = await app.call<TDefinition[]>({
      url: "/api/storage/query-storage-definition",
      token: shipper.token,
    });
    const named = await apiAs(shipper).get<TDefinition[]>("storage/query-storage-definition");
    expect(named.data).toEqual(all.data);
    expect(all.data.map((d) => [d.code, d.selected])).toEqual([
      ["SZ01", true],
      ["US-EAST", false],
    ]);
    expect(all.data[0]?.provider_uuid).toBe(app.demo.providerId);
  });

  test("requires at least one warehouse, in the caller's language", async ({
    app,
    shipper,
    shipperStorage,
  }) => {
    for (const body of [
      { provider_uuid: app.demo.providerId, warehouse_ids: [] },
      { provider_uuid: app.demo.providerId },
    ]) {
      const en = await app.call({ url: "/api/storage/add-storage", token: shipper.token, body });
      expect(en).toMatchObject({
        code: 4001,
        data: { fields: { warehouse_ids: "Select at least one warehouse" } },
      });
      const cn = await app.call({ url: "/api/storage/add-storage", token: shipper.token, body, headers: zh });
      expect(cn).toMatchObject({ code: 4001, data: { fields: { warehouse_ids: "请至少选择一个仓库" } } });
    }
    expect((await shipperStorage()).list.map((s) => s.warehouse_code)).toEqual(["SZ01"]);
  });

  test("replaces the selection with exactly the warehouses sent", async ({ app, shipper, apiAs }) => {
    const res = await apiAs(shipper).post<TStorage[]>("storage/add-storage", {
      warehouse_ids: [second, second],
    });
    expect(res).toMatchObject({ code: 200, message: "Warehouse selection saved" });
    expect(res.data.map((s) => s.warehouse_code)).toEqual(["US-EAST"]);
    const both = await apiAs(shipper).post<TStorage[]>("storage/add-storage", {
      warehouse_ids: [seeded, second],
    });
    expect(both.data.map((s) => s.warehouse_code)).toEqual(["SZ01", "US-EAST"]);
    const listed = await apiAs(shipper).get<TPage<TStorage>>("storage/query-storage");
    expect(listed.data.total).toBe(2);
    expect(listed.data.list.every((s) => s.customer_id === app.demo.customerId)).toBe(true);
  });

  test("refuses disabled and unknown warehouses and providers it is not linked to", async ({
    app,
    shipper,
    apiAs,
  }) => {
    const off = await apiAs(shipper).post("storage/add-storage", { warehouse_ids: [seeded, disabled] }, zh);
    expect(off).toMatchObject({ code: 4001, message: "仓库 US-OLD 已停用，不能选择" });
    const unknown = await apiAs(shipper).post("storage/add-storage", {
      warehouse_ids: [crypto.randomUUID()],
    });
    expect(unknown).toMatchObject({
      code: 4001,
      data: { fields: { warehouse_ids: "Choose warehouses from this provider's list" } },
    });
    const noProvider = await app.call({
      url: "/api/storage/add-storage",
      token: shipper.token,
      body: { warehouse_ids: [seeded] },
    });
    expect(noProvider.code).toBe(4001);
    const notLinked = await app.call({
      url: "/api/storage/add-storage",
      token: shipper.token,
      body: { provider_uuid: crypto.randomUUID(), warehouse_ids: [seeded] },
    });
    expect(notLinked.code).toBe(4003);
  });

  test("keeps a selected warehouse after it is disabled, but no longer offers it", async ({
    app,
    provider,
    shipper,
    warehouse,
    apiAs,
  }) => {
    const later = await warehouse("US-WEST");
    await apiAs(shipper).post("storage/add-storage", { warehouse_ids: [seeded, later] });
    await apiAs(provider).put("warehouse/update-warehouse", { warehouse_id: later, status: "disabled" });
    const again = await apiAs(shipper).post<TStorage[]>("storage/add-storage", {
      warehouse_ids: [seeded, later],
    });
    expect(again.code).toBe(200);
    const defs = await app.call<TDefinition[]>({
      url: "/api/storage/query-storage-definition",
      token: shipper.token,
    });
    expect(defs.data.map((d) => d.code)).not.toContain("US-WEST");
    await apiAs(shipper).post("storage/add-storage", { warehouse_ids: [seeded, second] });
  });
});

describe("warehousing definition (provider side)", () => {
  test("sets a customer's selection, lists every customer's and counts them per warehouse", async ({
    app,
    provider,
    operator,
    apiAs,
    shipperStorage,
  }) => {
    const missing = await apiAs(operator).post("storage/add-storage", { warehouse_ids: [second] });
    expect(missing).toMatchObject({ code: 4001, data: { fields: { customer_id: "Choose the customer" } } });
    const set = await apiAs(provider).post<TStorage[]>("storage/add-storage", {
      customer_id: buddyId,
      warehouse_ids: [second],
    });
    expect(set.data.map((s) => [s.customer_id, s.warehouse_code])).toEqual([[buddyId, "US-EAST"]]);

    const all = await apiAs(operator).get<TPage<TStorage>>("storage/query-storage");
    expect(all.data.list.map((s) => s.customer_id)).toContain(app.demo.customerId);
    expect(all.data.list.map((s) => s.customer_id)).toContain(buddyId);
    const one = await apiAs(provider).get<TPage<TStorage>>("storage/query-storage", { customer_id: buddyId });
    expect(one.data.total).toBe(1);
    const byWarehouse = await apiAs(provider).get<TPage<TStorage>>("storage/query-storage", {
      warehouse_id: second,
    });
    expect(byWarehouse.data.total).toBe(2);

    const defs = await apiAs(provider).get<TDefinition[]>("storage/query-storage-definition");
    expect(defs.data.find((d) => d.code === "US-EAST")).toMatchObject({ selected: true, customer_count: 2 });

    // The drop shipper still only sees its own rows.
    const mine = await shipperStorage();
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((s) => s.customer_id === app.demo.customerId)).toBe(true);
  });

  test("refuses to delete a warehouse that customers store goods in", async ({ api }) => {
    const res = await api.delete("warehouse/delete-warehouse", { warehouse_id: second });
    expect(res).toMatchObject({
      code: 4009,
      message:
        "US-EAST cannot be deleted while customers' warehouse selections reference it; disable it instead",
    });
    const cn = await api.delete("warehouse/delete-warehouse", { warehouse_id: second }, zh);
    expect(cn.message).toBe("US-EAST 仍被客户的仓库选择引用，无法删除，可改为停用");
  });
});

describe("storage-m/get-related-products", () => {
  test("gives a drop shipper its own SKUs, for a warehouse it selected", async ({ app, shipper, apiAs }) => {
    const res = await apiAs(shipper).get<TPage<TRelated>>("storage-m/get-related-products", {
      keyword: "mug",
    });
    expect(res.data.list).toEqual([
      expect.objectContaining({
        sku: "MUG-ZZ-1",
        title: "Storage Mug",
        main_image_url: "https://img.test/p.png",
      }),
    ]);
    const all = await apiAs(shipper).get<TPage<TRelated>>("storage-m/get-related-products", {
      warehouse_id: second,
      page_size: "200",
    });
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(all.data.list.every((r) => r.customer_id === app.demo.customerId)).toBe(true);
    expect(all.data.list.map((r) => r.sku)).not.toContain("LAMP-1");
    const notMine = await apiAs(shipper).get("storage-m/get-related-products", { warehouse_id: disabled });
    expect(notMine).toMatchObject({
      code: 4001,
      data: {
        fields: {
          warehouse_id: "This warehouse is not among the selected storage warehouses; select it first",
        },
      },
    });
    const noProvider = await app.call({ url: "/api/storage-m/get-related-products", token: shipper.token });
    expect(noProvider.code).toBe(4001);
  });

  test("gives provider staff the SKUs of the customers storing in a warehouse", async ({
    provider,
    operator,
    apiAs,
  }) => {
    const res = await apiAs(operator).get<TPage<TRelated>>("storage-m/get-related-products", {
      warehouse_id: second,
      keyword: "lamp",
    });
    expect(res.data.list.map((r) => r.sku)).toEqual(["LAMP-1", "LAMP-2"]);
    const one = await apiAs(provider).get<TPage<TRelated>>("storage-m/get-related-products", {
      customer_id: buddyId,
      page_size: "1",
      cur_page: "2",
    });
    expect(one.data).toMatchObject({ total: 2, list: [expect.objectContaining({ sku: "LAMP-2" })] });
    const none = await apiAs(provider).get<TPage<TRelated>>("storage-m/get-related-products", {
      warehouse_id: seeded,
      keyword: "lamp",
    });
    expect(none.data.total).toBe(0);
  });
});
