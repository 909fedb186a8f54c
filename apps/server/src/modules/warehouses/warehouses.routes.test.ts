import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../test/fixtures.ts";
import type { callsAs, TPage } from "../../../test/harness.ts";
import { warehouseReferences } from "./warehouses.references.ts";

type TWarehouse = { id: string; code: string; name: string; country: string; status: string };
type TPartition = {
  id: string;
  code: string;
  warehouse_id: string;
  shelf_count: number;
  location_count: number;
};
type TShelf = { id: string; code: string; partition_id: string; location_count: number };
type TLocation = {
  id: string;
  code: string;
  type: string;
  walk_sequence: number;
  status: string;
  partition_id: string | null;
  shelf_id: string | null;
  shelf_code: string | null;
};
type THeaders = Record<string, string>;
type TApi = { api: ReturnType<typeof callsAs> };

/** A fixture listing `warehouse/<path>` with a query, as the provider. */
const listOf =
  <D>(path: string) =>
  ({ api }: TApi) =>
  (query: Record<string, string>) =>
    api.get<TPage<D>>(`warehouse/${path}`, query);

/** A fixture posting a body to `warehouse/<path>` as the provider, answering in the language of `headers`. */
const postTo =
  <D = unknown>(path: string) =>
  ({ api }: TApi) =>
  <T = D>(body: object, headers?: THeaders) =>
    api.post<T>(`warehouse/${path}`, body, headers);

const test = appTest
  .extend("newWarehouse", { scope: "file" }, ({ api }) => async (extra: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await api.post<TWarehouse>("warehouse/create-warehouse", {
      code: `t-wh${seq}`,
      name: `Test warehouse ${seq}`,
      country: "cn",
      address: "1 Test Road",
      ...extra,
    });
    expect(res.code).toBe(1000);
    return res.data;
  })
  .extend("newPartition", { scope: "file" }, ({ api }) => async (warehouseId: string, code = "A") => {
    const res = await api.post<TPartition>("warehouse/create-partition", {
      warehouse_id: warehouseId,
      code,
      name: `Zone ${code}`,
    });
    expect(res.code).toBe(1000);
    return res.data;
  })
  .extend(
    "locationsOf",
    { scope: "file" },
    ({ api }) =>
      async (warehouseId: string, query: Record<string, string> = {}) => {
        const res = await api.get<TPage<TLocation>>("warehouse/query-locations", {
          warehouse_id: warehouseId,
          page_size: "200",
          ...query,
        });
        expect(res.code).toBe(200);
        return res.data;
      },
  )
  /** A new warehouse with one zone of the given code. */
  .extend(
    "newWarehouseWithZone",
    { scope: "file" },
    ({ newWarehouse, newPartition }) =>
      async (code = "A") => {
        const wh = await newWarehouse();
        return { wh, zone: await newPartition(wh.id, code) };
      },
  )
  .extend("warehousesWhere", { scope: "file" }, listOf<TWarehouse>("query-warehouses"))
  .extend("partitionsWhere", { scope: "file" }, listOf<TPartition>("query-partitions"))
  .extend("shelvesWhere", { scope: "file" }, listOf<TShelf>("query-shelves"))
  .extend("createWarehouse", { scope: "file" }, postTo<TWarehouse>("create-warehouse"))
  .extend("createShelf", { scope: "file" }, postTo<TShelf>("create-shelf"))
  .extend("createLocation", { scope: "file" }, postTo<TLocation>("create-location"))
  .extend("previewLocations", { scope: "file" }, postTo("preview-locations"))
  .extend("batchCreate", { scope: "file" }, postTo("batch-create-locations"));

test.beforeAll(openApp);

const zh = { cookie: "language_type=zh_cn" };

let seq = 0;

describe("warehouses", () => {
  test("creates, reads, updates and lists warehouses with search, filters, sorting and pagination", async ({
    app,
    operator,
    newWarehouse,
    warehousesWhere,
    api,
  }) => {
    const wh = await newWarehouse({ code: "gz-01", name: "Guangzhou hub", city: "Guangzhou" });
    expect(wh).toMatchObject({ code: "GZ-01", country: "CN", status: "enabled" });
    const read = await app.call<TWarehouse>({
      url: "/api/warehouse/query-warehouse",
      token: operator.token,
      query: { warehouse_id: wh.id },
    });
    expect(read.data.name).toBe("Guangzhou hub");

    const updated = await api.put<TWarehouse>("warehouse/update-warehouse", {
      warehouse_id: wh.id,
      status: "disabled",
      name: "Guangzhou hub 2",
    });
    expect(updated).toMatchObject({
      code: 200,
      data: { status: "disabled", name: "Guangzhou hub 2", code: "GZ-01" },
    });

    await newWarehouse({ code: "US-LA", country: "US", name: "Los Angeles" });
    const search = await warehousesWhere({ keyword: "guangzhou" });
    expect(search.data.list.map((w) => w.code)).toEqual(["GZ-01"]);
    const byCountry = await warehousesWhere({ country: "us", status: "" });
    expect(byCountry.data.list.map((w) => w.code)).toEqual(["US-LA"]);
    const disabled = await warehousesWhere({ status: "disabled" });
    expect(disabled.data.list.map((w) => w.code)).toEqual(["GZ-01"]);
    const sorted = await warehousesWhere({
      sort: "code",
      order: "desc",
      page_size: "200",
    });
    const codes = sorted.data.list.map((w) => w.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const page2 = await warehousesWhere({ sort: "code", page_size: "1", cur_page: "2" });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.total).toBe(codes.length);
    expect(page2.data.list[0]?.code).toBe([...codes].sort()[1]);
  });

  test("refuses a duplicate code per provider, in the caller's language", async ({
    newWarehouse,
    createWarehouse,
  }) => {
    await newWarehouse({ code: "DUP-1" });
    const en = await createWarehouse({ code: "dup-1", name: "x", country: "CN", address: "y" });
    expect(en).toMatchObject({
      code: 4009,
      message: "A warehouse with this code already exists; choose another code",
      data: { fields: { code: "A warehouse with this code already exists; choose another code" } },
    });
    const cn = await createWarehouse({ code: "DUP-1", name: "x", country: "CN", address: "y" }, zh);
    expect(cn).toMatchObject({ code: 4009, message: "该仓库编码已存在，请换一个编码" });
  });

  test("answers validation errors per field in en_us and zh_cn", async ({ createWarehouse }) => {
    const body = { code: "bad code!", name: "", country: "XX", contact_email: "nope" };
    const en = await createWarehouse<{ fields: Record<string, string> }>(body);
    expectFieldErrors(en, {
      code: "Code: 1 to 32 letters, digits or . _ -, starting with a letter or digit",
      name: "Required",
      country: "Choose a country from the list",
      address: "Required",
      contact_email: "Email format is incorrect",
    });
    const cn = await createWarehouse<{ fields: Record<string, string> }>(body, zh);
    expect(cn.data.fields).toMatchObject({
      code: "编码：1 至 32 位字母、数字或 . _ -，须以字母或数字开头",
      country: "请从列表中选择国家",
      contact_email: "邮箱格式不正确",
    });
  });

  test("lets operators read but only the provider change settings; drop shippers see none of it", async ({
    app,
    operator,
    shipper,
    newWarehouse,
  }) => {
    const wh = await newWarehouse();
    const list = await app.call({ url: "/api/warehouse/query-warehouses", token: operator.token });
    expect(list.code).toBe(200);
    const write = await app.call({
      url: "/api/warehouse/update-warehouse",
      method: "PUT",
      token: operator.token,
      body: { warehouse_id: wh.id, name: "x" },
    });
    expect(write.code).toBe(4003);
    for (const url of ["/api/warehouse/query-warehouses", "/api/warehouse/query-locations"]) {
      expect((await app.call({ url, token: shipper.token })).code).toBe(4003);
    }
  });
});

describe("zones, shelves and locations", () => {
  test("keeps codes unique per parent and places a location on a shelf of its own zone", async ({
    app,
    operator,
    newWarehouse,
    newPartition,
    partitionsWhere,
    createShelf,
    createLocation,
    api,
  }) => {
    const wh = await newWarehouse();
    const a = await newPartition(wh.id, "a");
    expect(a.code).toBe("A");
    const dupZone = await api.post("warehouse/create-partition", {
      warehouse_id: wh.id,
      code: "A",
      name: "again",
    });
    expect(dupZone.code).toBe(4009);
    const b = await newPartition(wh.id, "B");
    const shelf = await createShelf({ partition_id: a.id, code: "01" });
    expect(shelf).toMatchObject({ code: 1000, data: { code: "01", partition_id: a.id } });
    expect((await createShelf({ partition_id: a.id, code: "01" })).code).toBe(4009);
    // The same shelf code in another zone is fine.
    expect((await createShelf({ partition_id: b.id, code: "01" })).code).toBe(1000);

    const loc = await createLocation({
      warehouse_id: wh.id,
      shelf_id: shelf.data.id,
      code: "a-01-01",
      type: "pick",
    });
    expect(loc).toMatchObject({
      code: 1000,
      data: { code: "A-01-01", partition_id: a.id, shelf_code: "01", walk_sequence: 10 },
    });
    const second = await createLocation({ warehouse_id: wh.id, code: "RCV", type: "receiving" });
    expect(second.data).toMatchObject({ walk_sequence: 20, partition_id: null, shelf_id: null });

    const wrongZone = await createLocation<{ fields: Record<string, string> }>({
      warehouse_id: wh.id,
      partition_id: b.id,
      shelf_id: shelf.data.id,
      code: "X-1",
      type: "pick",
    });
    expect(wrongZone).toMatchObject({
      code: 4001,
      data: { fields: { shelf_id: "This shelf belongs to another zone; choose a shelf of the chosen zone" } },
    });
    const other = await newWarehouse();
    const foreignZone = await createLocation(
      { warehouse_id: other.id, partition_id: a.id, code: "X-1", type: "pick" },
      zh,
    );
    expect(foreignZone).toMatchObject({
      code: 4001,
      data: { fields: { partition_id: "该分区属于其他仓库，请选择本仓库的分区" } },
    });

    const dupLoc = await createLocation({ warehouse_id: wh.id, code: "A-01-01", type: "pick" });
    expect(dupLoc.code).toBe(4009);
    // Codes are per warehouse: another warehouse may reuse it.
    expect((await createLocation({ warehouse_id: other.id, code: "A-01-01", type: "pick" })).code).toBe(1000);

    const badType = await createLocation<{ fields: Record<string, string> }>({
      warehouse_id: wh.id,
      code: "Z",
      type: "floor",
      walk_sequence: -1,
    });
    expect(badType.data.fields).toMatchObject({
      type: "Choose a location type: pick, storage, receiving, defect or shipping",
      walk_sequence: "The walk sequence must be a whole number from 0 to 2000000000",
    });

    const moved = await api.put<TLocation>("warehouse/update-location", {
      location_id: loc.data.id,
      partition_id: b.id,
      walk_sequence: 5,
      status: "disabled",
      type: "storage",
    });
    expect(moved.data).toMatchObject({
      partition_id: b.id,
      shelf_id: null,
      walk_sequence: 5,
      status: "disabled",
      type: "storage",
    });

    const zones = await partitionsWhere({ warehouse_id: wh.id });
    expect(zones.data.list.map((z) => [z.code, z.shelf_count, z.location_count])).toEqual([
      ["A", 1, 0],
      ["B", 1, 1],
    ]);
    const shelves = await app.call<TPage<TShelf>>({
      url: "/api/warehouse/query-shelves",
      token: operator.token,
      query: { warehouse_id: wh.id },
    });
    expect(shelves.data.total).toBe(2);
  });

  test("lists locations by walk sequence with filters", async ({
    newWarehouse,
    locationsOf,
    createLocation,
  }) => {
    const wh = await newWarehouse();
    for (const [code, type, walk] of [
      ["C-2", "pick", 30],
      ["C-1", "pick", 40],
      ["D-1", "storage", 10],
      ["DEF", "defect", 20],
    ] as const) {
      await createLocation({ warehouse_id: wh.id, code, type, walk_sequence: walk });
    }
    expect((await locationsOf(wh.id)).list.map((l) => l.code)).toEqual(["D-1", "DEF", "C-2", "C-1"]);
    expect((await locationsOf(wh.id, { sort: "code" })).list.map((l) => l.code)).toEqual([
      "C-1",
      "C-2",
      "D-1",
      "DEF",
    ]);
    expect((await locationsOf(wh.id, { type: "pick" })).list.map((l) => l.code)).toEqual(["C-2", "C-1"]);
    expect((await locationsOf(wh.id, { keyword: "de" })).list.map((l) => l.code)).toEqual(["DEF"]);
    const page = await locationsOf(wh.id, { page_size: "2", cur_page: "2" });
    expect(page.list.map((l) => l.code)).toEqual(["C-2", "C-1"]);
    expect(page.total).toBe(4);
  });
});

describe("bulk locations from a pattern", () => {
  const pattern = (partitionId: string, extra: Record<string, unknown> = {}) => ({
    partition_id: partitionId,
    shelves: { from: 1, to: 20, width: 2 },
    levels: { from: 1, to: 5, width: 2 },
    type: "pick",
    ...extra,
  });

  test("previews the codes, their count and which already exist", async ({
    locationsOf,
    newWarehouseWithZone,
    createLocation,
    previewLocations,
  }) => {
    const { wh, zone } = await newWarehouseWithZone();
    await createLocation({ warehouse_id: wh.id, code: "A-03-02", type: "pick" });
    const res = await previewLocations<{
      count: number;
      max: number;
      codes: string[];
      existing: string[];
      new_count: number;
      new_shelves: string[];
    }>(pattern(zone.id));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ count: 100, max: 5000, existing: ["A-03-02"], new_count: 99 });
    expect(res.data.codes.slice(0, 6)).toEqual([
      "A-01-01",
      "A-01-02",
      "A-01-03",
      "A-01-04",
      "A-01-05",
      "A-02-01",
    ]);
    expect(res.data.codes.at(-1)).toBe("A-20-05");
    expect(res.data.new_shelves).toHaveLength(20);
    // Nothing is written by a preview.
    expect((await locationsOf(wh.id)).total).toBe(1);

    const withPositions = await previewLocations<{ count: number; codes: string[] }>(
      pattern(zone.id, { positions: { from: 1, to: 3, width: 1 }, separator: "." }),
    );
    expect(withPositions.data.count).toBe(300);
    expect(withPositions.data.codes[0]).toBe("A.01.01.1");
  });

  test("creates all locations and missing shelves in one go, with walk sequences in code order", async ({
    newPartition,
    locationsOf,
    newWarehouseWithZone,
    partitionsWhere,
    createShelf,
    batchCreate,
  }) => {
    const { wh, zone } = await newWarehouseWithZone();
    await createShelf({ partition_id: zone.id, code: "01" });
    const res = await batchCreate<{ created: number; shelves_created: number; first_walk_sequence: number }>(
      pattern(zone.id),
    );
    expect(res).toMatchObject({
      code: 1000,
      message: "100 storage locations created",
      data: {
        created: 100,
        skipped: 0,
        shelves_created: 19,
        first_walk_sequence: 10,
        last_walk_sequence: 1000,
      },
    });
    const list = await locationsOf(wh.id, { page_size: "200" });
    expect(list.total).toBe(100);
    expect(list.list.map((l) => l.code)).toEqual([...list.list.map((l) => l.code)].sort());
    expect(list.list[0]).toMatchObject({
      code: "A-01-01",
      walk_sequence: 10,
      type: "pick",
      shelf_code: "01",
    });
    const zones = await partitionsWhere({ warehouse_id: wh.id });
    expect(zones.data.list[0]).toMatchObject({ shelf_count: 20, location_count: 100 });

    // A second zone continues after the last walk sequence.
    const zoneB = await newPartition(wh.id, "B");
    const b = await batchCreate<{ first_walk_sequence: number }>(
      pattern(zoneB.id, {
        shelves: { from: 1, to: 2, width: 2 },
        levels: { from: 1, to: 1, width: 2 },
      }),
    );
    expect(b.data.first_walk_sequence).toBe(1010);
  });

  test("refuses existing codes unless asked to skip them, writing nothing", async ({
    locationsOf,
    newWarehouseWithZone,
    shelvesWhere,
    createLocation,
    batchCreate,
  }) => {
    const { wh, zone } = await newWarehouseWithZone();
    await createLocation({ warehouse_id: wh.id, code: "A-02-05", type: "pick" });
    const refused = await batchCreate<{ existing: string[] }>(pattern(zone.id));
    expect(refused).toMatchObject({
      code: 4009,
      message:
        "1 of these location codes already exist (for example A-02-05); choose to skip existing codes or change the pattern",
      data: { existing: ["A-02-05"] },
    });
    const cn = await batchCreate(pattern(zone.id), zh);
    expect(cn.message).toBe("其中 1 个库位编码已存在（例如 A-02-05），请选择跳过已存在的编码或修改规则");
    expect((await locationsOf(wh.id)).total).toBe(1);
    const shelves = await shelvesWhere({ partition_id: zone.id });
    expect(shelves.data.total).toBe(0);

    const skipped = await batchCreate<{ created: number; skipped: number }>(
      pattern(zone.id, { skip_existing: true }),
    );
    expect(skipped.data).toMatchObject({ created: 99, skipped: 1 });
    const again = await batchCreate(pattern(zone.id, { skip_existing: true }));
    expect(again).toMatchObject({
      code: 4009,
      message: "Every location code of this pattern already exists; nothing was created",
    });
  });

  test("refuses more than 5000 locations per request, in both languages", async ({
    call,
    locationsOf,
    newWarehouseWithZone,
    previewLocations,
  }) => {
    const { wh, zone } = await newWarehouseWithZone();
    const big = pattern(zone.id, {
      shelves: { from: 1, to: 102, width: 3 },
      levels: { from: 1, to: 50, width: 2 },
    });
    for (const url of ["/api/warehouse/preview-locations", "/api/warehouse/batch-create-locations"]) {
      const en = await call<{ count: number; max: number; fields: Record<string, string> }>({
        url,
        body: big,
      });
      expect(en).toMatchObject({
        code: 4001,
        message: "This pattern gives 5100 locations; at most 5000 can be created at once. Narrow the ranges",
        data: { count: 5100, max: 5000 },
      });
      expect(en.data.fields.shelves).toBe(en.message);
      const cn = await call({ url, body: big, headers: zh });
      expect(cn.message).toBe("该规则将生成 5100 个库位，单次最多可创建 5000 个，请缩小范围");
    }
    expect((await locationsOf(wh.id)).total).toBe(0);
    // Exactly the maximum is accepted.
    const max = await previewLocations<{ count: number }>(
      pattern(zone.id, {
        shelves: { from: 1, to: 100, width: 3 },
        levels: { from: 1, to: 50, width: 2 },
      }),
    );
    expect(max).toMatchObject({ code: 200, data: { count: 5000 } });
    const reversed = await previewLocations<{ fields: Record<string, string> }>(
      pattern(zone.id, { levels: { from: 5, to: 1 } }),
      zh,
    );
    expect(reversed).toMatchObject({
      code: 4001,
      data: { fields: { "levels.to": "范围的结束值不能小于起始值" } },
    });
  });

  test("writes all or nothing: a failure halfway rolls back every location and shelf", async ({
    app,
    locationsOf,
    newWarehouseWithZone,
    shelvesWhere,
    batchCreate,
  }) => {
    const { wh, zone } = await newWarehouseWithZone("Q");
    // 600 codes are written in chunks of 500; a real database failure on the very last one, after the
    // shelves and the first chunk were inserted.
    const big = pattern(zone.id, { levels: { from: 1, to: 30, width: 2 } });
    await app.ctx.db.execute(
      sql.raw(`create function test_refuse_code() returns trigger language plpgsql as $$
        begin
          if new.code = 'Q-20-30' then raise exception 'refused by test trigger'; end if;
          return new;
        end $$`),
    );
    await app.ctx.db.execute(
      sql.raw(`create trigger test_refuse_code before insert on warehouse_locations
        for each row execute function test_refuse_code()`),
    );
    try {
      const res = await batchCreate(big);
      expect(res.code).toBe(5001);
    } finally {
      await app.ctx.db.execute(sql.raw("drop trigger test_refuse_code on warehouse_locations"));
      await app.ctx.db.execute(sql.raw("drop function test_refuse_code()"));
    }
    expect((await locationsOf(wh.id)).total).toBe(0);
    const shelves = await shelvesWhere({ partition_id: zone.id });
    expect(shelves.data.total).toBe(0);
    const ok = await batchCreate<{ created: number }>(big);
    expect(ok.data.created).toBe(600);
  });
});

describe("deleting", () => {
  test("refuses to delete a warehouse, zone or shelf while it contains locations, then allows it", async ({
    call,
    locationsOf,
    newWarehouseWithZone,
    shelvesWhere,
    batchCreate,
    api,
  }) => {
    const { wh, zone } = await newWarehouseWithZone();
    await batchCreate({ partition_id: zone.id, shelves: { from: 1, to: 2 }, levels: { from: 1, to: 2 } });
    const del = (what: string, body: Record<string, string>, headers?: Record<string, string>) =>
      call<{ count: number }>({ url: `/api/warehouse/delete-${what}`, method: "DELETE", body, headers });

    expect(await del("warehouse", { warehouse_id: wh.id })).toMatchObject({
      code: 4009,
      message: "This warehouse still has 4 storage locations; delete its locations first",
      data: { count: 4 },
    });
    expect((await del("warehouse", { warehouse_id: wh.id }, zh)).message).toBe(
      "该仓库仍有 4 个库位，请先删除库位",
    );
    expect((await del("partition", { partition_id: zone.id })).message).toBe(
      "This zone still has 4 storage locations; delete its locations first",
    );
    const shelves = await shelvesWhere({ partition_id: zone.id });
    const shelf = shelves.data.list[0] as TShelf;
    expect((await del("shelf", { shelf_id: shelf.id })).message).toBe(
      "This shelf still has 2 storage locations; delete its locations first",
    );

    for (const l of (await locationsOf(wh.id)).list) {
      expect((await del("location", { location_id: l.id })).code).toBe(200);
    }
    expect((await del("warehouse", { warehouse_id: wh.id })).message).toBe(
      "This warehouse still has 1 zone; delete it first",
    );
    expect((await del("partition", { partition_id: zone.id })).message).toBe(
      "This zone still has 2 shelf/shelves; delete its shelves first",
    );
    for (const s of shelves.data.list) expect((await del("shelf", { shelf_id: s.id })).code).toBe(200);
    expect((await del("partition", { partition_id: zone.id })).code).toBe(200);
    const gone = await del("warehouse", { warehouse_id: wh.id });
    expect(gone).toMatchObject({ code: 200, message: "Delete successful" });
    expect((await api.get("warehouse/query-warehouse", { warehouse_id: wh.id })).code).toBe(4004);
  });

  test("lets other modules veto a delete through a registered reference checker", async ({
    newWarehouse,
    createLocation,
    api,
  }) => {
    const wh = await newWarehouse();
    const loc = await createLocation({ warehouse_id: wh.id, code: "STOCKED", type: "storage" });
    const remove = warehouseReferences.add({
      kind: "test-stock",
      label: { en_us: "stock on hand", zh_cn: "库存" },
      referenced: async (_db, _providerId, object, ids) =>
        object === "location" ? ids.filter((id) => id === loc.data.id) : [],
    });
    try {
      const res = await api.delete("warehouse/delete-location", { location_id: loc.data.id });
      expect(res).toMatchObject({
        code: 4009,
        message: "STOCKED cannot be deleted while stock on hand reference it; disable it instead",
      });
      const cn = await api.delete("warehouse/delete-location", { location_id: loc.data.id }, zh);
      expect(cn.message).toBe("STOCKED 仍被库存引用，无法删除，可改为停用");
    } finally {
      remove();
    }
    expect((await api.delete("warehouse/delete-location", { location_id: loc.data.id })).code).toBe(200);
  });
});
