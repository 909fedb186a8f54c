import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { multipartFile, xlsxOf } from "../products/products.test-helpers.ts";
import { stockedSku } from "./orders.test-helpers.ts";

let t: TTestApp;
let shipper: TSignedIn;
let provider: TSignedIn;

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.signIn("demo_shipper", "dropShipper");
  provider = await t.signIn("demo_provider", "provider");
  await stockedSku(t, "IMP-1", 20);
  await stockedSku(t, "IMP-NONE", 0);
});
afterAll(() => t.close());

const header = [
  "Order reference",
  "Warehouse code",
  "Consignee",
  "Phone",
  "Country code",
  "Address",
  "SKU",
  "Quantity",
];

async function upload(
  who: TSignedIn,
  bytes: Buffer,
  filename = "orders.xlsx",
  query: Record<string, string> = {},
) {
  const file = multipartFile(filename, bytes);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/order/import-order",
    query: who.role === "dropShipper" ? { provider_uuid: t.demo.providerId, ...query } : query,
    headers: {
      authorization: `Bearer ${who.token}`,
      "x-csrftoken": who.csrf,
      ...file.headers,
    },
    payload: file.body,
  });
  return res.json() as {
    code: number;
    message: string;
    data: { created_orders: number; errors: { key: string; message: string }[] };
  };
}

const consignees = async () =>
  (
    await t.call<{ list: { consignee: string; source: string; quantity: number }[] }>({
      url: "/api/order/query-order",
      token: provider.token,
      query: { page_size: "100" },
    })
  ).data.list;

describe("importing orders from .xlsx", () => {
  it("serves the template with the order columns in the caller's language", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/get-template-files?type=order",
      headers: { authorization: `Bearer ${shipper.token}`, "accept-language": "zh-CN" },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const first = wb.worksheets[0]?.getRow(1).values as string[];
    expect(first).toContain("收件人 *");
    expect(first).toContain("SKU *");
  });

  it("imports the good orders and reports bad rows by row, writing nothing for them", async () => {
    const bytes = await xlsxOf(header, [
      ["REF-A", "SZ01", "Alice Good", "+1 555 0101", "US", "1 A Street", "IMP-1", 2],
      ["REF-A", "SZ01", "Alice Good", "+1 555 0101", "US", "1 A Street", "IMP-1", 0],
      ["", "SZ01", "Bob Good", "+1 555 0102", "GB", "2 B Road", "IMP-1", 3],
      ["REF-C", "SZ01", "Carol Bad", "+1 555 0103", "US", "3 C Ave", "NOPE", 1],
      ["REF-D", "SZ01", "Dan Bad", "phone?", "US", "4 D Ave", "IMP-1", 1],
      ["REF-E", "SZ01", "Eve Bad", "+1 555 0105", "ZZ", "5 E Ave", "IMP-1", 1],
      ["REF-F", "XX99", "Fay Bad", "+1 555 0106", "US", "6 F Ave", "IMP-1", 1],
    ]);
    const res = await upload(shipper, bytes);
    expect(res.code).toBe(3000);
    expect(res.data.created_orders).toBe(1);
    expect(res.data.errors.map((e) => e.key)).toEqual(["row 2", "row 3", "row 5", "row 6", "row 7", "row 8"]);
    const messages = Object.fromEntries(res.data.errors.map((e) => [e.key, e.message]));
    expect(messages["row 3"]).toMatch(/Quantity: The quantity must be a whole number greater than 0/);
    expect(messages["row 2"]).toMatch(/rows 3 of the same order/);
    expect(messages["row 5"]).toMatch(/Unknown SKU NOPE/);
    expect(messages["row 6"]).toMatch(/Phone number format is incorrect/);
    expect(messages["row 7"]).toMatch(/Choose a country from the list/);
    expect(messages["row 8"]).toMatch(/Choose one of your warehouses/);
    const list = await consignees();
    expect(list.map((o) => o.consignee)).toEqual(["Bob Good"]);
    expect(list[0]).toMatchObject({ source: "import", quantity: 3 });
  });

  it("groups rows of one reference into one order, and refuses non-xlsx files as a whole", async () => {
    const bytes = await xlsxOf(header, [
      ["REF-G", "SZ01", "Gus Multi", "+1 555 0107", "US", "7 G Ave", "IMP-1", 1],
      ["REF-G", "SZ01", "Gus Multi", "+1 555 0107", "US", "7 G Ave", "IMP-NONE", 1],
    ]);
    // IMP-NONE has no stock: the whole order is refused, nothing written.
    const res = await upload(shipper, bytes);
    expect(res.code).toBe(3000);
    expect(res.data.errors.map((e) => e.key)).toEqual(["row 2", "row 3"]);
    expect(res.data.errors[1]?.message).toMatch(/IMP-NONE has no stock/);
    expect((await consignees()).map((o) => o.consignee)).not.toContain("Gus Multi");

    const notXlsx = await upload(shipper, Buffer.from("a,b,c"), "orders.csv");
    expect(notXlsx.code).toBe(4001);
    const staffNoCustomer = await upload(provider, bytes);
    expect(staffNoCustomer.code).toBe(4001);
  });
});
