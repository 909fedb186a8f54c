import type { TSourcingDuplicate, TSourcingSummary } from "@wms/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import { registerUser, type TSignedIn } from "../../../test/harness.ts";
import { multipartFile, tinyPng, xlsxOf } from "../../../test/support/products.test-helpers.ts";
import {
  freshLink,
  listOf,
  mailsOf,
  resetQuotas,
  sourcingApi,
  submitted,
} from "../../../test/support/sourcing.test-helpers.ts";
import { products } from "../products/index.ts";
import { sourcingLogs, sourcingRequests } from "./sourcing.tables.ts";

const countRequests = async (t: Parameters<typeof resetQuotas>[0]) =>
  (await t.ctx.db.select({ id: sourcingRequests.id }).from(sourcingRequests)).length;

/** A second customer of the demo provider, with a product of its own. */
let other: TSignedIn;
let otherProductId = "";

appTest.beforeAll(async ({ app, provider }) => {
  await registerUser(app, "sourcing_other_shipper", "dropShipper", { supplier: app.demo.providerId });
  other = await app.signIn("sourcing_other_shipper", "dropShipper", "Strong@Pass2026");
  const created = await app.call<{ product_uuid: string }>({
    url: "/api/product/create-product",
    token: other.token,
    body: {
      provider_uuid: app.demo.providerId,
      title: "Other's bag",
      product_variants: [{ sku: "OTHER-BAG-1", name_en: "Bag", weight: "0.4" }],
    },
  });
  expect(created.code, JSON.stringify(created)).toBe(1000);
  otherProductId = created.data.product_uuid;
  await resetQuotas(app);
  // Most tests here submit freely; the quota tests set their own.
  const res = await sourcingApi(app, provider).post("update-quota", { daily_quota: 10_000 });
  expect(res.code).toBe(200);
});

describe("submitting sourcing requests", () => {
  appTest(
    "each mode with its fields becomes a request of its own, logged and announced",
    async ({ app, shipper }) => {
      const [product] = await app.ctx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.customerId, app.demo.customerId))
        .limit(1);
      const link = freshLink();
      const res = await sourcingApi(app, shipper).post<{ list: TSourcingSummary[] }>("create-sourcing", {
        items: [
          {
            mode: "link",
            url: link,
            expected_price: "2.50",
            purchase_reason: "Best seller",
            items_count: 200,
          },
          { mode: "keywords", keywords: "canvas tote bag 40cm", expected_price: "3" },
          { mode: "image", image_url: "https://cdn.example.com/tote.jpg", description: "Tote with a zip" },
          { mode: "product", product_id: product?.id, description: "Same bag, cheaper" },
        ],
      });
      expect(res.code, res.message).toBe(1000);
      const list = res.data.list;
      expect(list.map((r) => [r.mode, r.status])).toEqual([
        ["link", "submitted"],
        ["keywords", "submitted"],
        ["image", "submitted"],
        ["product", "submitted"],
      ]);
      expect(list.every((r) => /^SR\d{8}\d{4}$/.test(r.code))).toBe(true);
      expect(new Set(list.map((r) => r.code)).size).toBe(4);
      expect(list[0]).toMatchObject({
        url: link,
        marketplace: "1688",
        expected_price: "2.50",
        items_count: 200,
      });
      expect(list[1]).toMatchObject({ keywords: "canvas tote bag 40cm", url: "", expected_price: "3.00" });
      expect(list[3]).toMatchObject({ product_id: product?.id, product_title: expect.any(String) });
      const logs = await app.ctx.db
        .select({ action: sourcingLogs.action, to: sourcingLogs.toStatus })
        .from(sourcingLogs)
        .where(eq(sourcingLogs.requestId, list[0]?.sourcing_id ?? ""));
      expect(logs).toEqual([{ action: "submit", to: "submitted" }]);
      const toProvider = await mailsOf(app, app.demo.providerId, "sourcingSubmitted");
      expect(toProvider.at(-1)?.params).toMatchObject({ codes: list.map((r) => r.code).join(", ") });
    },
  );

  appTest(
    "each mode refuses what it needs and is missing, naming the item's field, writing nothing",
    async ({ app, shipper }) => {
      const api = sourcingApi(app, shipper);
      const before = await countRequests(app);
      const refusedWith = async (item: Record<string, unknown>, fields: Record<string, string>) => {
        const res = await api.post("create-sourcing", { items: [{ mode: "link", url: freshLink() }, item] });
        expectFieldErrors(res, fields);
      };
      await refusedWith({ mode: "link", url: "" }, { "items.1.url": "Enter the product's link" });
      await refusedWith(
        { mode: "link", url: "detail.1688.com/offer/1.html" },
        { "items.1.url": "A link must begin with http:// or https://" },
      );
      await refusedWith(
        { mode: "link", url: "ftp://example.com/x" },
        { "items.1.url": "A link must begin with http:// or https://" },
      );
      await refusedWith(
        { mode: "keywords", expected_price: "3" },
        { "items.1.keywords": "Enter keywords that describe the product" },
      );
      await refusedWith(
        { mode: "keywords", keywords: "tote" },
        { "items.1.expected_price": "Enter the price you expect to pay per piece" },
      );
      await refusedWith(
        { mode: "image", description: "x" },
        { "items.1.image_url": "Upload an image or enter an image link" },
      );
      await refusedWith(
        { mode: "image", image_url: "javascript:alert(1)", description: "x" },
        { "items.1.image_url": "An image link must begin with http:// or https://" },
      );
      await refusedWith({ mode: "product" }, { "items.1.product_id": "Choose one of your products" });
      await refusedWith(
        { mode: "link", url: freshLink(), expected_price: "-1" },
        {
          "items.1.expected_price": "Enter an amount with at most 2 decimals",
        },
      );
      const tooMany = await api.post("create-sourcing", {
        items: Array.from({ length: 51 }, () => ({ mode: "keywords", keywords: "x", expected_price: "1" })),
      });
      expectFieldErrors(tooMany, { items: "At most 50 items may be sent at once" });
      expect(await countRequests(app)).toBe(before);
    },
  );

  appTest("a product id of another customer is refused as not in the catalogue", async ({ app, shipper }) => {
    const before = await countRequests(app);
    const res = await sourcingApi(app, shipper).post("create-sourcing", {
      items: [{ mode: "product", product_id: otherProductId }],
    });
    expectFieldErrors(res, { "items.0.product_id": "This product is not in your catalogue" });
    expect(await countRequests(app)).toBe(before);
  });

  appTest("an image is kept when its bytes are JPG, PNG or GIF of at most 5 MB", async ({ app, shipper }) => {
    const upload = (file: ReturnType<typeof multipartFile>) =>
      app.call<{ url: string }>({
        url: "/api/sourcing/upload-image",
        token: shipper.token,
        query: { provider_uuid: app.demo.providerId },
        headers: file.headers,
        body: file.body,
      });
    const ok = await upload(multipartFile("tote.png", tinyPng, "image/png"));
    expect(ok.code).toBe(200);
    expect(ok.data.url).toMatch(/^\/api\/files\/sourcing\/[\w-]+\.png$/);
    const served = await app.app.inject({ method: "GET", url: ok.data.url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const html = await upload(
      multipartFile("tote.png", Buffer.from("<!doctype html><script>alert(1)</script>"), "image/png"),
    );
    expect(html).toMatchObject({ code: 4001, message: "Only JPG, PNG or GIF images are allowed" });
    const sixMegabytes = Buffer.concat([tinyPng, Buffer.alloc(6 * 1024 * 1024)]);
    const big = await upload(multipartFile("big.png", sixMegabytes, "image/png"));
    expect(big.code).toBe(4001);

    const request = await submitted(app, shipper, {
      mode: "image",
      url: undefined,
      image_url: ok.data.url,
      description: "A tote",
    });
    expect(request.image_url).toBe(ok.data.url);
  });
});

describe("requests from a spreadsheet", () => {
  const importFile = (
    t: Parameters<typeof resetQuotas>[0],
    who: TSignedIn,
    bytes: Buffer,
    query: Record<string, string> = {},
  ) => {
    const file = multipartFile("sourcing.xlsx", bytes);
    return t.call<{ list: TSourcingSummary[]; errors: { key: string; message: string }[] }>({
      url: "/api/sourcing/import-sourcing",
      token: who.token,
      query: { provider_uuid: t.demo.providerId, ...query },
      headers: file.headers,
      body: file.body,
    });
  };

  appTest("the template names its columns in the reader's language", async ({ app, shipper }) => {
    for (const [lang, first] of [
      ["en_us", "Mode *"],
      ["zh_cn", "方式 *"],
    ] as const) {
      const res = await app.app.inject({
        method: "GET",
        url: "/api/get-template-files?type=sourcing",
        headers: { authorization: `Bearer ${shipper.token}`, cookie: `language_type=${lang}` },
      });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe(first);
    }
  });

  appTest(
    "every row becomes a request, or a refused row refuses the file and nothing is written",
    async ({ app, shipper }) => {
      const header = [
        "Mode",
        "Link",
        "Keywords",
        "Image link",
        "Expected price",
        "Items count",
        "Description",
      ];
      const link = freshLink();
      const good = await xlsxOf(header, [
        ["link", link, null, null, "2.5", 100, null],
        ["关键词", null, "phone stand", null, "1.2", null, null],
        ["image", null, null, "https://cdn.example.com/a.jpg", null, 10, "A blue mug"],
      ]);
      const done = await importFile(app, shipper, good);
      expect(done.code, done.message).toBe(1000);
      expect(done.data.list.map((r) => [r.mode, r.items_count])).toEqual([
        ["link", 100],
        ["keywords", 1],
        ["image", 10],
      ]);

      const before = await countRequests(app);
      const bad = await xlsxOf(header, [
        ["keywords", null, "mug", null, "1", 1, null],
        ["video", null, null, null, null, null, null],
        ["link", "detail.1688.com/offer/1.html", null, null, null, null, null],
      ]);
      const refused = await importFile(app, shipper, bad);
      expect(refused.code).toBe(3000);
      expect(refused.message).toBe(
        "Nothing was submitted: correct the rows listed and upload the file again",
      );
      expect(refused.data.errors.map((e) => e.message)).toEqual([
        "row 3: Mode: Mode must be link, keywords or image",
        "row 4: Link: A link must begin with http:// or https://",
      ]);
      expect(await countRequests(app)).toBe(before);

      const again = await importFile(
        app,
        shipper,
        await xlsxOf(header, [["link", link, null, null, null, 1, null]]),
      );
      expect(again.code).toBe(4091);
      expect(await countRequests(app)).toBe(before);
      const anyway = await importFile(
        app,
        shipper,
        await xlsxOf(header, [["link", link, null, null, null, 1, null]]),
        {
          submit_anyway: "1",
        },
      );
      expect(anyway.code).toBe(1000);
    },
  );
});

describe("a link that already has records", () => {
  appTest(
    "answers 4091 with the records, however the link was copied; submit anyway goes through",
    async ({ app, shipper }) => {
      const api = sourcingApi(app, shipper);
      const id = `${Date.now()}77`;
      const first = await submitted(app, shipper, { url: `https://www.aliexpress.com/item/${id}.html` });
      const before = await countRequests(app);
      const again = await api.post<{ records: TSourcingDuplicate[] }>("create-sourcing", {
        items: [
          { mode: "keywords", keywords: "tote", expected_price: "1" },
          { mode: "link", url: `https://m.aliexpress.com/detail.html?productId=${id}&spm=x` },
        ],
      });
      expect(again.code).toBe(4091);
      expect(again.message).toBe(
        "This link already has sourcing records. Submit anyway, or view the records.",
      );
      expect(again.data.records).toEqual([
        {
          item: 1,
          sourcing_id: first.sourcing_id,
          code: first.code,
          status: "submitted",
          url: first.url,
          created_at: first.created_at,
        },
      ]);
      expect(await countRequests(app)).toBe(before);

      const anyway = await api.post<{ list: TSourcingSummary[] }>("create-sourcing", {
        submit_anyway: true,
        items: [{ mode: "link", url: `https://m.aliexpress.com/detail.html?productId=${id}` }],
      });
      expect(anyway.code).toBe(1000);
      expect(anyway.data.list[0]?.marketplace).toBe("aliexpress");
    },
  );

  appTest(
    "another customer's records of the same link are not this customer's duplicates",
    async ({ app, shipper }) => {
      const link = freshLink();
      await submitted(app, shipper, { url: link });
      const res = await sourcingApi(app, other).post("create-sourcing", {
        items: [{ mode: "link", url: link }],
      });
      expect(res.code).toBe(1000);
    },
  );

  appTest(
    "re-submitting a request makes a new one with its fields in one click",
    async ({ app, shipper }) => {
      const first = await submitted(app, shipper, { expected_price: "9.90", purchase_reason: "Restock" });
      const res = await sourcingApi(app, shipper).post<{ list: TSourcingSummary[] }>("resubmit-sourcing", {
        sourcing_id: first.sourcing_id,
      });
      expect(res.code).toBe(1000);
      const copy = res.data.list[0];
      expect(copy?.sourcing_id).not.toBe(first.sourcing_id);
      expect(copy).toMatchObject({
        url: first.url,
        expected_price: "9.90",
        purchase_reason: "Restock",
        status: "submitted",
      });
    },
  );
});

describe("the daily quota", () => {
  appTest(
    "a customer over its quota is told so (4029) and nothing is written",
    async ({ app, provider, shipper }) => {
      const staff = sourcingApi(app, provider);
      await resetQuotas(app);
      try {
        expect(
          (await staff.post("update-quota", { customer_id: app.demo.customerId, daily_quota: 3 })).code,
        ).toBe(200);
        const mine = await sourcingApi(app, shipper).get<{ daily_quota: number; used_today: number }>(
          "query-my-quota",
        );
        expect(mine.data).toEqual({ daily_quota: 3, used_today: 0 });
        const two = await sourcingApi(app, shipper).post("create-sourcing", {
          items: [
            { mode: "link", url: freshLink() },
            { mode: "link", url: freshLink() },
          ],
        });
        expect(two.code).toBe(1000);
        const before = await countRequests(app);
        const over = await sourcingApi(app, shipper).post("create-sourcing", {
          items: [
            { mode: "link", url: freshLink() },
            { mode: "link", url: freshLink() },
          ],
        });
        expect(over.code).toBe(4029);
        expect(over.message).toBe(
          "You have reached today's limit of 3 sourcing requests. Try again tomorrow, or ask your warehouse to raise the limit.",
        );
        expect(await countRequests(app)).toBe(before);
        const quotas = await staff.get<{
          default_daily_quota: number;
          customers: { customer_id: string; daily_quota: number; used_today: number }[];
        }>("query-quotas");
        expect(quotas.data.default_daily_quota).toBe(20);
        expect(quotas.data.customers.find((c) => c.customer_id === app.demo.customerId)).toMatchObject({
          daily_quota: 3,
          used_today: 2,
        });
      } finally {
        await resetQuotas(app);
        await staff.post("update-quota", { daily_quota: 10_000 });
      }
    },
  );

  appTest(
    "submissions at the same moment never pass the quota together",
    async ({ app, provider, shipper }) => {
      const staff = sourcingApi(app, provider);
      await resetQuotas(app);
      try {
        await staff.post("update-quota", { customer_id: app.demo.customerId, daily_quota: 4 });
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            sourcingApi(app, shipper).post("create-sourcing", {
              items: [{ mode: "link", url: freshLink() }],
            }),
          ),
        );
        const codes = answers.map((a) => a.code).sort();
        expect(codes.filter((c) => c === 1000)).toHaveLength(4);
        expect(codes.filter((c) => c !== 1000).every((c) => c === 4029 || c === 4009)).toBe(true);
        const mine = await sourcingApi(app, shipper).get<{ used_today: number }>("query-my-quota");
        expect(mine.data.used_today).toBe(4);
      } finally {
        await resetQuotas(app);
        await staff.post("update-quota", { daily_quota: 10_000 });
      }
    },
  );

  appTest(
    "only the provider sets quotas, within 0 to 10000",
    async ({ app, provider, operator, shipper }) => {
      expect((await sourcingApi(app, operator).post("update-quota", { daily_quota: 5 })).code).toBe(4003);
      expect((await sourcingApi(app, shipper).post("update-quota", { daily_quota: 5 })).code).toBe(4003);
      expectFieldErrors(await sourcingApi(app, provider).post("update-quota", { daily_quota: 10_001 }), {
        daily_quota: "Enter a daily quota from 0 to 10000",
      });
    },
  );
});

describe("the request lists", () => {
  appTest(
    "filter by status, mode and keyword, page in SQL, and show a customer only its own",
    async ({ app, provider, shipper }) => {
      const tag = `zz${Date.now()}`;
      for (let i = 0; i < 3; i++)
        await submitted(app, shipper, {
          mode: "keywords",
          url: undefined,
          keywords: `${tag} item ${i}`,
          expected_price: "1",
        });
      const mine = await listOf(app, shipper, { keyword: tag, page_size: "2", sort: "code", order: "asc" });
      expect(mine.data.total).toBe(3);
      expect(mine.data.list.map((r) => r.keywords)).toEqual([`${tag} item 0`, `${tag} item 1`]);
      const page2 = await listOf(app, shipper, {
        keyword: tag,
        page_size: "2",
        cur_page: "2",
        sort: "code",
        order: "asc",
      });
      expect(page2.data.list.map((r) => r.keywords)).toEqual([`${tag} item 2`]);
      expect((await listOf(app, shipper, { keyword: tag, mode: "link" })).data.total).toBe(0);
      expect((await listOf(app, shipper, { keyword: tag, status: "submitted" })).data.total).toBe(3);
      expect(
        (await listOf(app, provider, { keyword: tag, customer_id: app.demo.customerId })).data.total,
      ).toBe(3);
      expect((await listOf(app, provider, { keyword: tag, assignee: "unassigned" })).data.total).toBe(3);
      expect((await listOf(app, other, { keyword: tag })).data.total).toBe(0);
    },
  );
});
