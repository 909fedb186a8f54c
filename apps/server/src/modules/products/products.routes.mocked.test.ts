import { like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, vi } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage, TSignedIn } from "../../../test/harness.ts";
import { multipartFile, tinyPng, xlsxOf } from "../../../test/support/products.test-helpers.ts";
import { countPdfPages } from "../../kernel/documents/pdf-labels.ts";
import { productReferences } from "./products.references.ts";
import { productVariants } from "./products.tables.ts";

/**
 * A seam for "a concurrent write lands between the import's checks and its write": once armed,
 * `afterCheck` runs right after the next SKU/barcode lookup has answered (so that answer misses what the
 * hook writes). Otherwise the repository is the real one.
 */
const race = vi.hoisted(() => ({ afterCheck: null as null | (() => Promise<void>) }));
vi.mock("./products.repository.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./products.repository.ts")>();
  return {
    ...actual,
    findTakenCodes: async (...args: Parameters<typeof actual.findTakenCodes>) => {
      const found = await actual.findTakenCodes(...args);
      const hook = race.afterCheck;
      race.afterCheck = null;
      if (hook) await hook();
      return found;
    },
  };
});

type TVariant = {
  variant_id: string;
  sku: string;
  barcode: string;
  name_cn: string;
  weight: string;
  quantity: number;
};
type TProduct = {
  product_uuid: string;
  customer_id: string;
  title: string;
  images: string[];
  main_image_url: string;
  product_variants: TVariant[];
};
/** The answer to a product import: what was created, or the rows refused. */
type TImportResult = {
  created_products: number;
  created_variants: number;
  errors: { key: string; message: string }[];
};
type TMission = { id: string; status: string; result_file: string | null; error: string | null };

let other: TSignedIn; // a second drop shipper of the same provider
let providerUuid: string;
let customerId: string; // the demo drop shipper's customer
const zh = { cookie: "language_type=zh_cn" };

const test = appTest
  .extend(
    "create",
    { scope: "file" },
    ({ apiAs }) =>
      (s: TSignedIn, body: Record<string, unknown>, headers?: Record<string, string>) =>
        apiAs(s).post<TProduct>("product/create-product", body, headers),
  )
  .extend(
    "list",
    { scope: "file" },
    ({ apiAs }) =>
      (s: TSignedIn, query: Record<string, string> = {}) =>
        apiAs(s).get<TPage<TProduct>>("product/query-product", query),
  )
  /** The ids of the products `s` finds with `query`. */
  .extend(
    "idsFound",
    { scope: "file" },
    ({ list }) =>
      async (s: TSignedIn, query: Record<string, string>) =>
        (await list(s, query)).data.list.map((p) => p.product_uuid),
  )
  /** How many products `s` finds with `query`. */
  .extend(
    "totalFound",
    { scope: "file" },
    ({ list }) =>
      async (s: TSignedIn, query: Record<string, string>) =>
        (await list(s, query)).data.total,
  )
  .extend(
    "binary",
    { scope: "file" },
    ({ app }) =>
      async (s: TSignedIn, url: string, query: Record<string, string | string[]>, headers = {}) => {
        return app.app.inject({
          method: "GET",
          url,
          query,
          headers: { authorization: `Bearer ${s.token}`, ...headers },
        });
      },
  )
  /** Imports the products of an .xlsx `file` as the demo shipper, answering in the language of `headers`. */
  .extend(
    "importProducts",
    { scope: "file" },
    ({ app, shipper }) =>
      (file: ReturnType<typeof multipartFile>, headers: Record<string, string> = {}) =>
        app.call<TImportResult>({
          url: "/api/product/import-product",
          token: shipper.token,
          query: { provider_uuid: providerUuid },
          body: file.body,
          headers: { ...file.headers, ...headers },
        }),
  )
  .extend(
    "upload",
    { scope: "file" },
    ({ app }) =>
      async (
        s: TSignedIn,
        url: string,
        query: Record<string, string>,
        file: ReturnType<typeof multipartFile>,
      ) => {
        return app.call<Record<string, unknown>>({
          url,
          token: s.token,
          query,
          body: file.body,
          headers: file.headers,
        });
      },
  );

test.beforeAll(async ({ app, provider }) => {
  providerUuid = app.demo.providerId;
  customerId = app.demo.customerId;
  const created = await app.call<{ initial_password: string }>({
    url: "/api/customer/create-customer",
    token: provider.token,
    body: { username: "second_shop" },
  });
  other = await app.signIn("second_shop", "dropShipper", created.data.initial_password);
});

function variant(sku: string, extra: Record<string, unknown> = {}) {
  return {
    sku,
    name_en: `Item ${sku}`,
    name_cn: `商品 ${sku}`,
    weight: "0.25",
    price: 12.5,
    origin: "cn",
    ...extra,
  };
}

describe("products: create, list, edit, copy, delete", () => {
  test("lets a drop shipper create a product with two variants and find it by search, code, variant and tag", async ({
    app,
    provider,
    operator,
    shipper,
    create,
    list,
    idsFound,
    totalFound,
  }) => {
    const res = await create(shipper, {
      title: "Travel Mug",
      pid: "MUG",
      tags: ["kitchen"],
      product_variants: [
        variant("MUG-BLUE", { barcode: "4006381333931", colour: "Blue" }),
        variant("MUG-GREEN"),
      ],
    });
    expect(res.code).toBe(1000);
    expect(res.data).toMatchObject({ title: "Travel Mug", customer_id: customerId });
    expect(res.data.product_variants.map((v) => [v.sku, v.weight, v.quantity])).toEqual([
      ["MUG-BLUE", "0.250", 0],
      ["MUG-GREEN", "0.250", 0],
    ]);
    const id = res.data.product_uuid;
    const variantId = res.data.product_variants[1]?.variant_id ?? "";

    const found = (query: Record<string, string>) => idsFound(shipper, query);
    expect(await found({ search: "mug-gr" })).toEqual([id]);
    expect(await found({ search: "Travel" })).toEqual([id]);
    expect(await found({ code: "4006381333931" })).toEqual([id]);
    expect(await found({ "product_variants.variant_id": variantId })).toEqual([id]);
    expect(await found({ tag: "kitchen" })).toEqual([id]);
    expect(await found({ search: "no such thing" })).toEqual([]);
    expect(await found({ search: "", tag: "" })).toContain(id); // empty filters are ignored

    const page = await list(shipper, { page_size: "2", cur_page: "1", sort: "title", order: "asc" });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.total).toBeGreaterThanOrEqual(4); // the three demo products plus this one

    // The provider and its operator see it too, with the owner; the drop shipper must name the provider.
    expect(await idsFound(provider, { search: "Travel Mug" })).toEqual([id]);
    expect(await totalFound(operator, { customer_id: customerId, search: "MUG" })).toBe(1);
    const noProvider = await app.call({ url: "/api/product/query-product", token: shipper.token });
    expect(noProvider.code).toBe(4001);
  });

  test("requires a title on edit, in the caller's language, and edits variants (update, add, remove)", async ({
    provider,
    apiAs,
    shipper,
    create,
  }) => {
    const { data: product } = await create(shipper, {
      title: "Desk Lamp",
      product_variants: [variant("LAMP-1"), variant("LAMP-2")],
    });
    const bad = await apiAs(shipper).put<{ fields: Record<string, string> }>(
      "product/update-product",
      { product_uuid: product.product_uuid, title: " ", product_variants: [] },
      zh,
    );
    expect(bad.code).toBe(4001);
    expect(bad.data.fields.title).toBe("标题为必填项");
    expect(bad.data.fields.product_variants).toBe("请至少添加一个规格（SKU）");

    const [first] = product.product_variants;
    const res = await apiAs(shipper).put<TProduct>("product/update-product", {
      product_uuid: product.product_uuid,
      title: "Desk Lamp LED",
      product_variants: [
        { ...variant("LAMP-1-LED"), variant_id: first?.variant_id, inspection_length: "12.5" },
        variant("LAMP-3"),
      ],
    });
    expect(res.code).toBe(200);
    expect(res.data.title).toBe("Desk Lamp LED");
    expect(res.data.product_variants.map((v) => v.sku)).toEqual(["LAMP-1-LED", "LAMP-3"]);
    expect(res.data.product_variants[0]?.variant_id).toBe(first?.variant_id);

    // Swapping SKUs between two variants of one product works (no collision mid-way).
    const [a, b] = res.data.product_variants;
    const swapped = await apiAs(provider).put<TProduct>("product/update-product", {
      product_uuid: product.product_uuid,
      title: "Desk Lamp LED",
      product_variants: [
        { ...variant("LAMP-3"), variant_id: a?.variant_id },
        { ...variant("LAMP-1-LED"), variant_id: b?.variant_id },
      ],
    });
    expect(swapped.code).toBe(200);
    expect(swapped.data.product_variants.map((v) => [v.variant_id, v.sku])).toEqual([
      [a?.variant_id, "LAMP-3"],
      [b?.variant_id, "LAMP-1-LED"],
    ]);
  });

  test("validates fields with localised messages", async ({ apiAs, shipper, create }) => {
    const res = await apiAs(shipper).post<{ fields: Record<string, string> }>(
      "product/create-product",
      {
        title: "Bad",
        product_variants: [
          { sku: "=cmd", name_en: "x" },
          { sku: "OK-1", name_en: "", name_cn: "", origin: "XX", weight: "-1", warning_quantity: 1.5 },
        ],
      },
      zh,
    );
    expectFieldErrors(res, {
      "product_variants.0.sku": expect.stringContaining("SKU：最多 64 位"),
      "product_variants.1.origin": "请从列表中选择国家",
      "product_variants.1.weight": expect.stringContaining("kg"),
      "product_variants.1.warning_quantity": "请输入不小于 0 的整数",
    });
    const noName = await create(shipper, { title: "No name", product_variants: [{ sku: "NONAME-1" }] }, zh);
    expect(noName.data).toMatchObject({
      fields: { "product_variants.0.name_en": "请填写中文名称或英文名称" },
    });
    const en = await create(shipper, { title: "", product_variants: [variant("X-1")] });
    expect(en.data).toMatchObject({ fields: { title: "Title is required" } });
  });

  test("keeps SKU and barcode unique per owner, with field errors; another customer may reuse them", async ({
    app,
    shipper,
    create,
  }) => {
    await create(shipper, { title: "Cable", product_variants: [variant("CABLE-1", { barcode: "CB0001" })] });
    const sameSku = await create(shipper, { title: "Cable 2", product_variants: [variant("CABLE-1")] });
    expect(sameSku.code).toBe(4009);
    expect(sameSku.data).toMatchObject({
      fields: { "product_variants.0.sku": "This SKU is already used by another of your products" },
    });
    const sameBarcode = await create(
      shipper,
      { title: "Cable 3", product_variants: [variant("CABLE-3", { barcode: "CB0001" })] },
      zh,
    );
    expect(sameBarcode.code).toBe(4009);
    expect(sameBarcode.data).toMatchObject({
      fields: { "product_variants.0.barcode": "该条码已被您的其他商品使用" },
    });
    const twice = await create(shipper, {
      title: "Cable 4",
      product_variants: [variant("CABLE-4"), variant("CABLE-4")],
    });
    expectFieldErrors(twice, { "product_variants.1.sku": expect.any(String) });
    // The database index is the last word, whatever the checks before it.
    await expect(
      app.ctx.db.execute(
        sql`insert into product_variants (provider_id, product_id, customer_id, sku) select provider_id, product_id, customer_id, sku from product_variants where sku = 'CABLE-1'`,
      ),
    ).rejects.toThrow();

    const reuse = await create(other, {
      title: "Their cable",
      product_variants: [variant("CABLE-1", { barcode: "CB0001" })],
    });
    expect(reuse.code).toBe(1000);
  });

  test("lets provider staff create for one of their customers only, naming the customer", async ({
    provider,
    operator,
    shipper,
    create,
    totalFound,
  }) => {
    const missing = await create(provider, { title: "P", product_variants: [variant("P-1")] });
    expect(missing.code).toBe(4001);
    expect(missing.data).toMatchObject({
      fields: { customer_id: "Choose the customer who owns the product" },
    });
    const made = await create(operator, {
      customer_id: customerId,
      title: "Made by staff",
      product_variants: [variant("STAFF-1")],
    });
    expect(made.code).toBe(1000);
    expect(made.data.customer_id).toBe(customerId);
    expect(await totalFound(shipper, { search: "Made by staff" })).toBe(1);
  });

  test("copies a product with fresh SKUs and no barcodes", async ({ apiAs, shipper, create }) => {
    const { data: source } = await create(shipper, {
      title: "Notebook",
      product_variants: [variant("NB-A5", { barcode: "NB0001" })],
    });
    const copy = async () =>
      apiAs(shipper).post<TProduct>("product/copy-product", { product_uuid: source.product_uuid });
    const first = await copy();
    expect(first.code).toBe(1000);
    expect(first.data.title).toBe("Notebook (copy)");
    expect(first.data.product_variants.map((v) => [v.sku, v.barcode])).toEqual([["NB-A5-COPY", ""]]);
    expect((await copy()).data.product_variants[0]?.sku).toBe("NB-A5-COPY2");
  });

  test("deletes products, but refuses while a registered reference checker reports stock or documents", async ({
    provider,
    apiAs,
    shipper,
    create,
  }) => {
    const { data: kept } = await create(shipper, {
      title: "Stocked",
      product_variants: [variant("STOCKED-1"), variant("STOCKED-2")],
    });
    const { data: gone } = await create(shipper, {
      title: "Unused",
      product_variants: [variant("UNUSED-1")],
    });
    const referenced = kept.product_variants[0]?.variant_id ?? "";
    const remove = productReferences.add({
      kind: "test-stock",
      label: { en_us: "stock on hand", zh_cn: "库存" },
      referenced: async (_db, _provider, ids) => ids.filter((id) => id === referenced),
    });
    try {
      const refused = await apiAs(shipper).delete<{ deleted: string[] }>(
        "product/delete-product",
        { product_uuids: [kept.product_uuid] },
        zh,
      );
      expect(refused.code).toBe(4009);
      expect(refused.message).toBe("SKU STOCKED-1 仍被库存引用，无法删除，请先处理");

      const removeVariant = await apiAs(shipper).put("product/update-product", {
        product_uuid: kept.product_uuid,
        title: "Stocked",
        product_variants: [{ ...variant("STOCKED-2"), variant_id: kept.product_variants[1]?.variant_id }],
      });
      expect(removeVariant.code).toBe(4009);
      expect(removeVariant.message).toContain(
        "SKU STOCKED-1 cannot be removed while stock on hand reference it",
      );

      const mixed = await apiAs(shipper).delete<{
        deleted: string[];
        errors: { key: string; message: string }[];
      }>("product/delete-product", { product_uuids: [kept.product_uuid, gone.product_uuid] });
      expect(mixed.code).toBe(3000);
      expect(mixed.data.deleted).toEqual([gone.product_uuid]);
      expect(mixed.data.errors).toEqual([
        { key: kept.product_uuid, message: expect.stringContaining("STOCKED-1") },
      ]);
    } finally {
      remove();
    }
    const deleted = await apiAs(provider).delete("product/delete-product", {
      product_uuids: [kept.product_uuid],
    });
    expect(deleted.code).toBe(200);
    const detail = await apiAs(shipper).get("product/query-specific", { product_uuid: kept.product_uuid });
    expect(detail.code).toBe(4004);
  });

  test("keeps another drop shipper of the same provider away from these products", async ({
    apiAs,
    shipper,
    create,
    list,
    totalFound,
  }) => {
    const { data: mine } = await create(shipper, { title: "Private", product_variants: [variant("PRIV-1")] });
    const theirs = await list(other, { search: "Private" });
    expect(theirs.data.total).toBe(0);
    const calls = [
      apiAs(other).get("product/query-specific", { product_uuid: mine.product_uuid }),
      apiAs(other).put("product/update-product", {
        product_uuid: mine.product_uuid,
        title: "x",
        product_variants: [variant("Z-1")],
      }),
      apiAs(other).post("product/copy-product", { product_uuid: mine.product_uuid }),
      apiAs(other).delete("product/delete-product", { product_uuids: [mine.product_uuid] }),
      apiAs(other).get("product/product-print-label", { product_uuids: mine.product_uuid }),
    ];
    for (const res of await Promise.all(calls)) expect(res.code).toBe(4004);
    expect(await totalFound(shipper, { search: "Private" })).toBe(1);
  });
});

describe("product images", () => {
  test("stores JPG/PNG/GIF by their bytes, at most 5 MB and 10 per product", async ({
    app,
    provider,
    shipper,
    create,
    upload,
  }) => {
    const { data: product } = await create(shipper, {
      title: "Pictured",
      product_variants: [variant("PIC-1")],
    });
    const q = { provider_uuid: providerUuid, product_uuid: product.product_uuid };
    const res = await upload(
      shipper,
      "/api/product/upload-image",
      q,
      multipartFile("a.png", tinyPng, "image/png"),
    );
    expect(res.code).toBe(200);
    const url = String(res.data.url);
    expect(url).toMatch(/^\/api\/files\/products\/[\w-]+\.png$/);
    const served = await app.app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const fake = await upload(
      shipper,
      "/api/product/upload-image",
      q,
      multipartFile("evil.png", Buffer.from("<svg onload=alert(1)>"), "image/png"),
    );
    expect(fake).toMatchObject({ code: 4001, message: "Only JPG, PNG or GIF images are allowed" });
    const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await app.call({
      url: "/api/product/upload-image",
      token: shipper.token,
      query: q,
      headers: { ...multipartFile("big.png", big).headers, ...zh },
      body: multipartFile("big.png", big).body,
    });
    expect(tooBig.code).toBe(4001);

    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (let i = 1; i < 10; i++) {
      const r = await upload(shipper, "/api/product/upload-image", q, multipartFile(`${i}.gif`, gif));
      expect(r.code).toBe(200);
    }
    const eleventh = await upload(shipper, "/api/product/upload-image", q, multipartFile("11.gif", gif));
    expect(eleventh).toMatchObject({
      code: 4001,
      message: "A product may have at most 10 images; remove one first",
    });
    const detail = await app.call<TProduct>({
      url: "/api/product/query-specific",
      token: shipper.token,
      query: q,
    });
    expect(detail.data.images).toHaveLength(10);
    expect(detail.data.main_image_url).toBe(url);

    // Without a product the image is only stored (for a form not yet saved).
    const loose = await upload(
      provider,
      "/api/product/upload-image",
      {},
      multipartFile("x.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])),
    );
    expect(loose.data).toMatchObject({ url: expect.stringMatching(/\.jpg$/), images: null });
  });
});

describe("product spreadsheets", () => {
  test("serves a real .xlsx template with the header in the caller's language and an example row", async ({
    shipper,
    binary,
  }) => {
    for (const [lang, first, title] of [
      ["zh_cn", "商品编码", "商品标题 *"],
      ["en_us", "Product code", "Product title *"],
    ] as const) {
      const res = await binary(
        shipper,
        "/api/get-template-files",
        { type: "product" },
        { cookie: `language_type=${lang}` },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe(first);
      expect(sheet?.getRow(1).getCell(2).value).toBe(title);
      expect(sheet?.getRow(2).getCell(3).value).toBe("TSHIRT-01-RED-M");
      expect(workbook.worksheets).toHaveLength(2);
    }
  });

  test("lists every invalid row as 'row N: message' with code 3000 and writes nothing; the valid rows alone import", async ({
    shipper,
    list,
    importProducts,
    totalFound,
  }) => {
    const header = [
      "Product code",
      "Product title",
      "SKU",
      "Barcode",
      "English name",
      "中文名称",
      "Weight (kg)",
      "Origin (country code)",
      "Tags",
    ];
    const rows: (string | number | null)[][] = [
      ["", "Imported A", "IMP-A", "IMPBAR-A", "Import A", "导入 A", 0.5, "CN", "a, b"], // row 2 ok
      ["", "", "IMP-B", "", "Import B", "", 0.5, "", ""], // row 3: no title
      ["", "Imported C", "IMP-A", "", "Import C", "", 0.5, "", ""], // row 4: SKU repeats row 2
      ["", "Imported D", "MUG-BLUE", "", "Import D", "", 0.5, "", ""], // row 5: SKU already used
      ["SHOE", "Shoe", "SHOE-40", "", "Shoe 40", "", 1, "", ""], // row 6: sibling of a bad row
      ["SHOE", "Shoe", "SHOE-41", "", "Shoe 41", "", "heavy", "", ""], // row 7: bad weight
      ["HAT", "Hat", "HAT-S", "", "Hat S", "", 0.1, "US", ""], // rows 8-9: one product, two variants
      ["HAT", "Hat", "HAT-M", "", "Hat M", "", 0.1, "US", ""],
      [null, null, null, null, null, null, null, null, null], // empty row: skipped
      ["", "Imported E", "IMP-E", "", "", "", "", "ZZ", ""], // row 11: no name, bad origin -> first issue
    ];
    const upload1 = multipartFile("products.xlsx", await xlsxOf(header, rows));
    const result = await importProducts(upload1);
    expect(result.code).toBe(3000);
    expect(result.message).toBe("Nothing was imported: fix the rows below and import the whole file again");
    // All or nothing: the valid rows (2, 8, 9) are not written either.
    expect(result.data.created_products).toBe(0);
    expect(result.data.created_variants).toBe(0);
    const lines = result.data.errors.map((e) => e.message);
    expect(result.data.errors.map((e) => e.key)).toEqual([
      "row 3",
      "row 4",
      "row 5",
      "row 6",
      "row 7",
      "row 11",
    ]);
    expect(lines[0]).toBe("row 3: Product title: Title is required");
    expect(lines[1]).toBe("row 4: SKU IMP-A already appears in row 2");
    expect(lines[2]).toBe("row 5: This SKU is already used by another of your products");
    expect(lines[3]).toBe("row 6: not imported because row 7 of the same product code is invalid");
    expect(lines[4]).toMatch(/^row 7: Weight \(kg\): /);
    expect(lines[5]).toMatch(/^row 11: /);
    expect(await totalFound(shipper, { search: "HAT-" })).toBe(0);
    expect(await totalFound(shipper, { code: "IMPBAR-A" })).toBe(0);

    // The valid rows on their own: 200, two products with three variants.
    const valid = multipartFile(
      "products.xlsx",
      await xlsxOf(
        header,
        [0, 6, 7].map((i) => rows[i] as (string | number | null)[]),
      ),
    );
    const ok = await importProducts(valid);
    expect(ok.code).toBe(200);
    expect(ok.data).toEqual({ created_products: 2, created_variants: 3, errors: [] });
    const hat = await list(shipper, { search: "HAT-" });
    expect(hat.data.list.map((p) => p.product_variants.map((v) => v.sku))).toEqual([["HAT-S", "HAT-M"]]);
    expect(await totalFound(shipper, { search: "SHOE-40" })).toBe(0);
    expect(await totalFound(shipper, { code: "IMPBAR-A" })).toBe(1);

    // Chinese caller: the same list in Chinese.
    const again = multipartFile(
      "products.xlsx",
      await xlsxOf(header, [rows[1] as (string | number | null)[]]),
    );
    const zhRes = await importProducts(again, zh);
    expect(zhRes.data.errors[0]?.message).toBe("第 2 行：商品标题: 标题为必填项");
  });

  test("imports 1,000 products with 3 bad rows: those 3 are reported by row and nothing is stored", async ({
    shipper,
    importProducts,
    totalFound,
  }) => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `Bulk product ${i}`,
      `BULK-${i}`,
      `Bulk ${i}`,
      1.25,
    ]);
    const good = rows.map((r) => [...r]);
    rows[10] = ["", "BULK-10", "Bulk 10", 1]; // row 12: no title
    rows[500] = ["Bulk product 500", "BULK 500", "Bulk 500", 1]; // row 502: space in SKU
    rows[998] = ["Bulk product 998", "BULK-998", "Bulk 998", "-3"]; // row 1000: negative weight
    const header = ["Product title", "SKU", "English name", "Weight (kg)"];
    const send = async (data: (string | number)[][]) => {
      const file = multipartFile("bulk.xlsx", await xlsxOf(header, data));
      return importProducts(file);
    };
    let started = Date.now();
    const res = await send(rows);
    expect(res.code).toBe(3000);
    expect(res.data.created_products).toBe(0);
    expect(res.data.created_variants).toBe(0);
    expect(res.data.errors.map((e) => e.key)).toEqual(["row 12", "row 502", "row 1000"]);
    expect(await totalFound(shipper, { search: "Bulk product" })).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);

    // The same 1,000 rows, corrected: every row is applied, in one answer that says so.
    started = Date.now();
    const fixed = await send(good);
    expect(fixed.code).toBe(200);
    expect(fixed.data).toEqual({ created_products: 1000, created_variants: 1000, errors: [] });
    expect(await totalFound(shipper, { search: "Bulk product" })).toBe(1000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test("rolls back a whole batch when the database refuses one of its rows", async ({
    app,
    shipper,
    importProducts,
    totalFound,
  }) => {
    await app.ctx.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.sku = 'BOOM-1' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`);
    await app.ctx.db.execute(
      sql`create trigger refuse_boom before insert on product_variants for each row execute function refuse_boom()`,
    );
    try {
      const header = ["Product title", "SKU", "English name", "Weight (kg)"];
      const file = multipartFile(
        "batch.xlsx",
        await xlsxOf(header, [
          ["Batch one", "BATCH-1", "Batch one", 0.2],
          ["Batch boom", "BOOM-1", "Boom", 0.2],
          ["Batch three", "BATCH-3", "Batch three", 0.2],
        ]),
      );
      const res = await importProducts(file);
      expect(res.code).toBe(3000);
      expect(res.data.created_products).toBe(0);
      expect(res.data.errors.map((e) => e.message)).toEqual([
        expect.stringMatching(/^row 2: not saved, the whole import was rolled back/),
        expect.stringMatching(/^row 3: not saved/),
        expect.stringMatching(/^row 4: not saved/),
      ]);
      expect(await totalFound(shipper, { search: "Batch" })).toBe(0);
    } finally {
      await app.ctx.db.execute(sql`drop trigger refuse_boom on product_variants`);
    }
  });

  test("writes no row of an import when a SKU is taken between its checks and its write, and names that row", async ({
    app,
    shipper,
    create,
    list,
    importProducts,
  }) => {
    const header = ["Product code", "Product title", "SKU", "English name", "Weight (kg)"];
    // 600 rows, two multi-row variant inserts: RACE-550 is in the second, after 500 rows went in. Rows 2-3
    // form one product.
    const rows = Array.from({ length: 600 }, (_, i) => [
      i < 2 ? "RACE-P" : "",
      `Race ${i}`,
      `RACE-${i}`,
      `Race ${i}`,
      0.3,
    ]);
    const file = multipartFile("race.xlsx", await xlsxOf(header, rows));
    let concurrent = 0;
    // Another request creates RACE-550 after the import looked the SKUs up and before it writes.
    race.afterCheck = async () => {
      const made = await create(shipper, { title: "Concurrent", product_variants: [variant("RACE-550")] });
      concurrent = made.code;
    };
    const res = await importProducts(file);
    expect(concurrent).toBe(1000); // created
    expect(race.afterCheck).toBeNull();
    // The unique index refused RACE-550 at write time; the whole import was rolled back.
    expect(res.code).toBe(3000);
    expect(res.data).toEqual({
      created_products: 0,
      created_variants: 0,
      errors: [{ key: "row 552", message: "row 552: This SKU is already used by another of your products" }],
    });
    const variants = await app.ctx.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(like(productVariants.sku, "RACE-%"));
    expect(variants.map((v) => v.sku)).toEqual(["RACE-550"]);
    const products = await list(shipper, { search: "RACE-" });
    expect(products.data.list.map((p) => p.title)).toEqual(["Concurrent"]);
  });

  test("refuses anything but an .xlsx of at most 10 MB, and a sheet without the required columns", async ({
    importProducts,
  }) => {
    const send = (name: string, bytes: Buffer) => {
      const f = multipartFile(name, bytes);
      return importProducts(f);
    };
    const good = await xlsxOf(["Product title", "SKU"], [["x", "y"]]);
    expect(await send("products.csv", good)).toMatchObject({
      code: 4001,
      message: expect.stringContaining(".xlsx"),
    });
    expect(await send("products.xlsx", Buffer.from("title,sku\nx,y\n"))).toMatchObject({ code: 4001 });
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]);
    expect(await send("old.xlsx", ole)).toMatchObject({ code: 4001 });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect(await send("broken.xlsx", zip)).toMatchObject({
      code: 4001,
      message: expect.stringContaining("could not be read"),
    });
    const huge = Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await send("huge.xlsx", huge)).toMatchObject({
      code: 4001,
      message: "The spreadsheet may be at most 10 MB",
    });
    const noSku = await send(
      "nosku.xlsx",
      await xlsxOf(["Product title", "English name", "Weight (kg)"], [["x", "y", 1]]),
    );
    expect(noSku).toMatchObject({
      code: 4001,
      message: "Missing columns: SKU. Keep the header row of the template",
    });
    const empty = await send("empty.xlsx", await xlsxOf(["Product title", "SKU"], []));
    expect(empty.code).toBe(4001);
  });

  test("exports the catalogue through a background mission to an .xlsx with formula cells escaped", async ({
    app,
    shipper,
    create,
    binary,
  }) => {
    await create(shipper, {
      title: '=HYPERLINK("http://evil")',
      product_variants: [variant("EXPORT-1", { name_en: "@SUM(A1)" })],
    });
    await create(other, { title: "Not mine", product_variants: [variant("OTHER-EXPORT")] });
    const started = await app.call<TMission>({
      url: "/api/mission/start-export",
      token: shipper.token,
      body: { kind: "products", provider_uuid: providerUuid },
    });
    expect(started.code).toBe(2000);
    let mission: TMission | undefined;
    await expect
      .poll(
        async () => {
          mission = (
            await app.call<TMission>({
              url: "/api/mission/query-mission",
              token: shipper.token,
              query: { id: started.data.id },
            })
          ).data;
          return mission.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe("completed");
    const file = await binary(shipper, "/api/get-file", { filename: mission?.result_file ?? "" });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(["Product code", "Product title", "SKU"]);
    const rows: Record<string, unknown>[] = [];
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(headers.map((h, i) => [String(h), values[i]])));
    });
    const exported = rows.find((r) => r.SKU === "EXPORT-1");
    expect(exported?.["Product title"]).toBe('\'=HYPERLINK("http://evil")');
    expect(exported?.["English name"]).toBe("'@SUM(A1)");
    expect(rows.some((r) => r.SKU === "OTHER-EXPORT")).toBe(false);
    expect(rows.some((r) => r.SKU === "EB-100-BLK")).toBe(true); // demo products are there
    // A variant row per variant: the demo T-shirt's two sizes.
    expect(rows.filter((r) => String(r.SKU).startsWith("TS-RED-"))).toHaveLength(2);
  });
});

describe("product labels", () => {
  test("prints one PDF page per label copy with a Code128 barcode and the names", async ({
    provider,
    shipper,
    list,
    binary,
  }) => {
    const earbuds = (await list(shipper, { code: "EB-100-BLK" })).data.list[0];
    const stand = (await list(shipper, { code: "PS-ALU-01" })).data.list[0];
    const res = await binary(shipper, "/api/product/product-print-label", {
      provider_uuid: providerUuid,
      product_uuids: [earbuds?.product_uuid ?? "", stand?.product_uuid ?? ""],
      fields: "sku,name_en,name_cn,colour",
      copies: "3",
      label_size: "50x30",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(countPdfPages(res.rawPayload)).toBe((2 + 1) * 3);

    const one = await binary(provider, "/api/product/product-print-label", {
      product_uuids: earbuds?.product_uuid ?? "",
      variant_ids: earbuds?.product_variants[0]?.variant_id ?? "",
      barcode_source: "sku",
      width_mm: "100",
      height_mm: "50",
    });
    expect(countPdfPages(one.rawPayload)).toBe(1);
  });

  test("refuses too many labels, unknown products and variants", async ({
    apiAs,
    shipper,
    create,
    list,
    binary,
  }) => {
    const { data: p } = await create(shipper, { title: "Label me", product_variants: [variant("LBL-1")] });
    const demo = (await list(shipper, { search: "EB-100" })).data.list[0];
    const tooMany = await apiAs(shipper).get(
      "product/product-print-label",
      { product_uuids: demo?.product_uuid ?? "", copies: "501" },
      zh,
    );
    expect(tooMany.code).toBe(4001);
    const overLimit = await apiAs(shipper).get("product/product-print-label", {
      product_uuids: `${demo?.product_uuid},${p.product_uuid}`,
      copies: "500",
    });
    expect(overLimit).toMatchObject({ code: 4001, message: expect.stringContaining("At most 1000 labels") });
    const many = await binary(shipper, "/api/product/product-print-label", {
      provider_uuid: providerUuid,
      product_uuids: p.product_uuid,
      copies: "2",
    });
    expect(countPdfPages(many.rawPayload)).toBe(2);
    const unknown = await apiAs(shipper).get("product/product-print-label", {
      product_uuids: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.code).toBe(4004);
    const noVariant = await apiAs(shipper).get("product/product-print-label", {
      product_uuids: p.product_uuid,
      variant_ids: "00000000-0000-4000-8000-000000000000",
    });
    expect(noVariant.code).toBe(4001);
  });
});
