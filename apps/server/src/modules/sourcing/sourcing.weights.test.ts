import type { TSourcingDetail } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import {
  detailOf,
  quoteBody,
  quoted,
  resetQuotas,
  sourcingApi,
  submitted,
} from "../../../test/support/sourcing.test-helpers.ts";
import { products } from "../products/index.ts";
import { sourcingQuotes } from "./sourcing.tables.ts";

/**
 * Issue 40: confirming a quote created variants of 0 kg, and every parcel of the product then failed its
 * weighing. A quote now carries a weight per variant, which the confirmed product's variants get.
 */

appTest.beforeAll(async ({ app, provider }) => {
  await resetQuotas(app);
  await sourcingApi(app, provider).post("update-quota", { daily_quota: 10_000 });
});

const required = "Enter the weight in kg (more than 0): parcels are weighed against it";
const productsOfCustomer = (t: Parameters<typeof resetQuotas>[0]) =>
  t.ctx.db.select({ id: products.id }).from(products).where(eq(products.customerId, t.demo.customerId));

describe("a quote's weights", () => {
  appTest(
    "are required per variant, refused on the line without one, in the caller's language",
    async ({ app, provider, shipper }) => {
      const request = await submitted(app, shipper);
      const staff = sourcingApi(app, provider);
      await staff.post("start-sourcing", { sourcing_id: request.sourcing_id });
      const variants = [
        { colour: "Red", size: "S", unit_cost: "1", weight: "0.2" },
        { colour: "Red", size: "M", unit_cost: "1" },
        { colour: "Red", size: "L", unit_cost: "1", weight: "0" },
        { colour: "Red", size: "XL", unit_cost: "1", weight: "1.2345" },
      ];
      expectFieldErrors(await staff.post("quote-sourcing", quoteBody(request.sourcing_id, { variants })), {
        "variants.1.weight": required,
        "variants.2.weight": required,
        "variants.3.weight": "Enter the weight in kg, at most 3 decimals",
      });
      expectFieldErrors(
        await staff.post(
          "quote-sourcing",
          quoteBody(request.sourcing_id, { variants: variants.slice(1, 2) }),
          {
            cookie: "language_type=zh_cn",
          },
        ),
        { "variants.0.weight": "请输入以 kg 为单位的重量（大于 0）：包裹称重以此为准" },
      );
      const quotes = await app.ctx.db
        .select()
        .from(sourcingQuotes)
        .where(eq(sourcingQuotes.requestId, request.sourcing_id));
      expect(quotes).toHaveLength(0);
    },
  );

  appTest(
    "a quote sent before quotes carried weights still reads, and its confirmation is refused naming the line",
    async ({ app, provider, shipper }) => {
      const request = await quoted(app, { shipper, provider });
      // As stored before: the variants without a weight.
      const [stored] = await app.ctx.db
        .select({ variants: sourcingQuotes.variants })
        .from(sourcingQuotes)
        .where(eq(sourcingQuotes.requestId, request.sourcing_id));
      const legacy = (stored?.variants ?? []).map((v, i) =>
        i === 0 ? v : { colour: v.colour, size: v.size, sku: v.sku, unitCost: v.unitCost },
      );
      await app.ctx.db
        .update(sourcingQuotes)
        .set({ variants: legacy })
        .where(
          and(
            eq(sourcingQuotes.providerId, app.demo.providerId),
            eq(sourcingQuotes.requestId, request.sourcing_id),
          ),
        );

      const seen = await detailOf(app, shipper, request.sourcing_id);
      expect(seen.quote?.variants.map((v) => [v.sku, v.weight])).toEqual([
        [`${request.code}-1`, "0.25"],
        [`${request.code}-2`, null],
      ]);
      const before = (await productsOfCustomer(app)).length;
      const refused = await sourcingApi(app, shipper).post("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(refused.message).toBe(
        `Line 2 of the quote (${request.code}-2) has no weight: reject the quote asking for weights, and the provider quotes again`,
      );
      expectFieldErrors(refused, { "variants.1.weight": refused.message });
      expect((await productsOfCustomer(app)).length).toBe(before);
      expect((await detailOf(app, shipper, request.sourcing_id)).status).toBe("pending_confirmation");

      // The way out: the customer rejects, the staff quote again with weights, the customer confirms.
      await sourcingApi(app, shipper).post("reject-quote", {
        sourcing_id: request.sourcing_id,
        reason: "Please add the weights",
      });
      const again = await sourcingApi(app, provider).post<TSourcingDetail>(
        "quote-sourcing",
        quoteBody(request.sourcing_id),
      );
      expect(again.code, again.message).toBe(200);
      const confirmed = await sourcingApi(app, shipper).post<TSourcingDetail>("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(confirmed.code, confirmed.message).toBe(200);
      expect(confirmed.data.status).toBe("completed");
    },
  );
});
