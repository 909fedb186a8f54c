import type { TProduct, TSourcingDetail, TSourcingStatus } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import { callsAs } from "../../../test/harness.ts";
import {
  dayFromToday,
  detailOf,
  listen,
  listOf,
  mailsOf,
  quoteBody,
  quoted,
  resetQuotas,
  sourcingApi,
  submitted,
} from "../../../test/support/sourcing.test-helpers.ts";
import { subscribeShipper } from "../../../test/support/webhooks.test-helpers.ts";
import { users } from "../auth/index.ts";
import { products, productVariants } from "../products/index.ts";
import { webhookDeliveries } from "../webhooks/webhooks.tables.ts";
import { runSourcingRound } from "./sourcing.expiry.ts";
import { sourcingLifecycle } from "./sourcing.lifecycle.ts";
import { sourcingQuotes, sourcingRequests } from "./sourcing.tables.ts";

appTest.beforeAll(async ({ app, provider, shipper }) => {
  await resetQuotas(app);
  await sourcingApi(app, provider).post("update-quota", { daily_quota: 10_000 });
  await subscribeShipper(app, shipper, "sourcing.status_changed", {
    url: "https://hooks.example.com/sourcing",
  });
});

const productsOfCustomer = (t: Parameters<typeof resetQuotas>[0]) =>
  t.ctx.db.select({ id: products.id }).from(products).where(eq(products.customerId, t.demo.customerId));

describe("the lifecycle table", () => {
  appTest("every action leaves only its states, for its actor", () => {
    const table = Object.fromEntries(
      Object.entries(sourcingLifecycle.transitions).map(([action, t]) => [
        action,
        [t.from.join(","), t.to, t.who.join(",")],
      ]),
    );
    expect(table).toEqual({
      cancel: ["submitted,sourcing", "cancelled", "customer"],
      start: ["submitted", "sourcing", "staff"],
      quote: ["sourcing,pending_confirmation,rejected,expired", "pending_confirmation", "staff"],
      reject: ["submitted,sourcing", "rejected", "staff"],
      reject_quote: ["pending_confirmation", "rejected", "customer"],
      confirm: ["pending_confirmation", "completed", "customer"],
      expire: ["pending_confirmation", "expired", "system"],
      assign: ["submitted,sourcing,pending_confirmation,rejected,expired", null, "staff"],
    });
  });
});

describe("from a request to a product in the catalogue", () => {
  appTest(
    "start tells the customer; a quote with variants and a shipping table awaits the customer, who confirms it into one product",
    async ({ app, provider, shipper }) => {
      const customerSocket = listen(app, shipper.userRelatedId);
      const providerSocket = listen(app, app.demo.providerId);
      const request = await submitted(app, shipper);
      await providerSocket.expectSourcing(request.sourcing_id, "submitted");

      const staff = sourcingApi(app, provider);
      const started = await staff.post<TSourcingDetail>("start-sourcing", {
        sourcing_id: request.sourcing_id,
      });
      expect(started.code).toBe(200);
      expect(started.data).toMatchObject({ status: "sourcing", assignee_name: "demo_provider" });
      await customerSocket.expectSourcing(request.sourcing_id, "sourcing");
      expect((await mailsOf(app, shipper.userRelatedId, "sourcingStarted")).map((m) => m.link)).toContain(
        `/ds/sourcing?sourcing=${request.sourcing_id}`,
      );

      const quote = await staff.post<TSourcingDetail>("quote-sourcing", quoteBody(request.sourcing_id));
      expect(quote.code, quote.message).toBe(200);
      expect(quote.data.status).toBe("pending_confirmation");
      expect(quote.data.quote).toMatchObject({
        version: 1,
        supplier_name: "Yiwu Bright Bags Co.",
        currency: "USD",
        moq: 50,
        lead_time_days: 7,
        variants: [
          { colour: "Red", size: "M", sku: `${request.code}-1`, unit_cost: "2.35", weight: "0.25" },
          { colour: "Blue", size: "M", sku: `${request.code}-2`, unit_cost: "2.40", weight: "0.3" },
        ],
        shipping: [
          { country: "US", cost: "4.10" },
          { country: "DE", cost: "3.80" },
        ],
      });
      expect(quote.data.valid_until).toBe(
        Math.floor(new Date(`${dayFromToday(7)}T23:59:59.999Z`).getTime() / 1000),
      );
      await customerSocket.expectSourcing(request.sourcing_id, "pending_confirmation");
      expect(await mailsOf(app, shipper.userRelatedId, "sourcingQuoteReady")).not.toHaveLength(0);

      const seen = await detailOf(app, shipper, request.sourcing_id);
      expect(seen.actions).toEqual(["reject_quote", "confirm"]);
      const productsBefore = (await productsOfCustomer(app)).length;
      const confirmed = await sourcingApi(app, shipper).post<TSourcingDetail>("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(confirmed.code, confirmed.message).toBe(200);
      expect(confirmed.data.status).toBe("completed");
      expect((await productsOfCustomer(app)).length).toBe(productsBefore + 1);
      const product = await callsAs(app, shipper, "product").get<TProduct>("query-specific", {
        product_uuid: confirmed.data.created_product_id ?? "",
      });
      expect(product.code).toBe(200);
      expect(product.data.title).toBe("Canvas tote bag");
      // Each variant has the weight quoted for it, so its first parcel can be weighed.
      expect(product.data.product_variants.map((v) => [v.sku, v.colour, v.size, v.price, v.weight])).toEqual([
        [`${request.code}-1`, "Red", "M", "2.35", "0.250"],
        [`${request.code}-2`, "Blue", "M", "2.40", "0.300"],
      ]);
      await customerSocket.expectSourcing(request.sourcing_id, "completed");

      const twice = await sourcingApi(app, shipper).post("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(twice.code).toBe(4009);
      expect(twice.message).toBe(
        `Request ${request.code} is Completed: there is no quote awaiting your confirmation`,
      );
      expect((await productsOfCustomer(app)).length).toBe(productsBefore + 1);

      const log = (await detailOf(app, provider, request.sourcing_id)).logs.map((l) => [
        l.action,
        l.to_status,
        l.actor_name,
      ]);
      expect(log).toEqual([
        ["submit", "submitted", "demo_shipper"],
        ["start", "sourcing", "demo_provider"],
        ["quote", "pending_confirmation", "demo_provider"],
        ["confirm", "completed", "demo_shipper"],
      ]);
      const events = await app.ctx.db
        .select({ body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventType, "sourcing.status_changed"))
        .orderBy(webhookDeliveries.createdAt);
      const statuses = events
        .map((e) => JSON.parse(e.body) as { data: { sourcing_id: string; status: TSourcingStatus } })
        .filter((e) => e.data.sourcing_id === request.sourcing_id)
        .map((e) => e.data.status);
      expect(statuses).toEqual(["submitted", "sourcing", "pending_confirmation", "completed"]);
      customerSocket.remove();
      providerSocket.remove();
    },
  );

  appTest(
    "a rejected quote is quoted again (version 2) and then confirmed",
    async ({ app, provider, shipper }) => {
      const request = await quoted(app, { shipper, provider });
      const customer = sourcingApi(app, shipper);
      expectFieldErrors(
        await customer.post("reject-quote", { sourcing_id: request.sourcing_id, reason: " " }),
        {
          reason: "Give a reason",
        },
      );
      const rejected = await customer.post<TSourcingDetail>("reject-quote", {
        sourcing_id: request.sourcing_id,
        reason: "Too expensive for 50 pieces",
      });
      expect(rejected.data).toMatchObject({
        status: "rejected",
        reject_reason: "Too expensive for 50 pieces",
      });
      const toProvider = await mailsOf(app, app.demo.providerId, "sourcingQuoteRejected");
      expect(toProvider.at(-1)?.params).toMatchObject({
        sourcing_id: request.code,
        reason: "Too expensive for 50 pieces",
      });

      const again = await sourcingApi(app, provider).post<TSourcingDetail>(
        "quote-sourcing",
        quoteBody(request.sourcing_id, {
          moq: 20,
          variants: [{ colour: "Red", size: "M", unit_cost: "2.10", weight: "0.5" }],
        }),
      );
      expect(again.data).toMatchObject({
        status: "pending_confirmation",
        reject_reason: "",
        quote: { version: 2, moq: 20 },
      });
      const confirmed = await customer.post<TSourcingDetail>("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(confirmed.data.status).toBe("completed");
      const variants = await app.ctx.db
        .select({ sku: productVariants.sku, price: productVariants.price })
        .from(productVariants)
        .where(eq(productVariants.productId, confirmed.data.created_product_id ?? ""));
      expect(variants).toEqual([{ sku: `${request.code}-1`, price: "2.10" }]);
    },
  );

  appTest(
    "in product mode a confirmation links the customer's product instead of creating one",
    async ({ app, provider, shipper }) => {
      const [mine] = await productsOfCustomer(app);
      const request = await quoted(
        app,
        { shipper, provider },
        { mode: "product", url: undefined, product_id: mine?.id },
      );
      const before = (await productsOfCustomer(app)).length;
      const confirmed = await sourcingApi(app, shipper).post<TSourcingDetail>("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(confirmed.data).toMatchObject({ status: "completed", created_product_id: mine?.id });
      expect((await productsOfCustomer(app)).length).toBe(before);
    },
  );

  appTest(
    "a confirmation that cannot write its product writes nothing at all",
    async ({ app, provider, shipper }) => {
      const request = await quoted(
        app,
        { shipper, provider },
        {},
        {
          variants: [
            { colour: "Green", size: "S", sku: `CLASH-${Date.now()}`, unit_cost: "1", weight: "0.5" },
            { colour: "Green", size: "L", unit_cost: "1", weight: "0.5" },
          ],
        },
      );
      const clash = request.quote?.variants[0]?.sku ?? "";
      // The customer creates that SKU itself after the quote.
      const own = await callsAs(app, shipper, "product").post("create-product", {
        title: "Mine",
        product_variants: [{ sku: clash, name_en: "Mine", weight: "0.5" }],
      });
      expect(own.code).toBe(1000);
      const before = (await productsOfCustomer(app)).length;
      const res = await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id });
      expect(res.code).toBe(4009);
      expect((await productsOfCustomer(app)).length).toBe(before);
      expect((await detailOf(app, shipper, request.sourcing_id)).status).toBe("pending_confirmation");
    },
  );
});

describe("refused transitions", () => {
  appTest(
    "each answers 4009 naming the state, or 4003 for the wrong side, and changes nothing",
    async ({ app, provider, operator, shipper }) => {
      const customer = sourcingApi(app, shipper);
      const staff = sourcingApi(app, operator);
      const request = await submitted(app, shipper);
      const id = { sourcing_id: request.sourcing_id };
      expect((await customer.post("start-sourcing", id)).code).toBe(4003);
      expect((await staff.post("confirm-quote", id)).code).toBe(4003);
      const early = await customer.post("confirm-quote", id);
      expect(early).toMatchObject({
        code: 4009,
        message: `Request ${request.code} is Submitted: there is no quote awaiting your confirmation`,
      });
      expect((await customer.post("reject-quote", { ...id, reason: "no" })).code).toBe(4009);
      const quote = await staff.post("quote-sourcing", quoteBody(request.sourcing_id));
      expect(quote.message).toBe(
        `Request ${request.code} is Submitted: a quote needs a request being sourced, awaiting confirmation, rejected or expired`,
      );

      const pending = await quoted(app, { shipper, provider });
      const cancel = await customer.post("cancel-sourcing", { sourcing_id: pending.sourcing_id });
      expect(cancel).toMatchObject({
        code: 4009,
        message: `Request ${pending.code} is Awaiting confirmation: only a request not yet quoted can be cancelled`,
      });
      expect((await staff.post("start-sourcing", { sourcing_id: pending.sourcing_id })).code).toBe(4009);
      expect(
        (await staff.post("reject-sourcing", { sourcing_id: pending.sourcing_id, reason: "x" })).code,
      ).toBe(4009);
      expect((await detailOf(app, shipper, pending.sourcing_id)).status).toBe("pending_confirmation");

      const cancelled = await customer.post<TSourcingDetail>("cancel-sourcing", id);
      expect(cancelled.data).toMatchObject({ status: "cancelled", actions: [] });
      expect((await staff.post("start-sourcing", id)).message).toBe(
        `Request ${request.code} is Cancelled: only a submitted request can be started`,
      );
    },
  );

  appTest(
    "the staff reject what they cannot source, with a reason the customer reads",
    async ({ app, operator, shipper }) => {
      const request = await submitted(app, shipper);
      const rejected = await sourcingApi(app, operator).post<TSourcingDetail>("reject-sourcing", {
        sourcing_id: request.sourcing_id,
        reason: "Brand-protected item",
      });
      expect(rejected.data).toMatchObject({ status: "rejected", reject_reason: "Brand-protected item" });
      const mail = await mailsOf(app, shipper.userRelatedId, "sourcingRejected");
      expect(mail.at(-1)?.params).toMatchObject({
        sourcing_id: request.code,
        reason: "Brand-protected item",
      });
    },
  );

  appTest(
    "a quote is checked before it is written: its validity, repeated variants, countries and taken SKUs",
    async ({ app, provider, shipper }) => {
      const request = await submitted(app, shipper);
      const staff = sourcingApi(app, provider);
      await staff.post("start-sourcing", { sourcing_id: request.sourcing_id });
      const body = (extra: Record<string, unknown>) => quoteBody(request.sourcing_id, extra);
      expectFieldErrors(await staff.post("quote-sourcing", body({ valid_until: dayFromToday(-1) })), {
        valid_until: "The quote must hold until today or later",
      });
      expectFieldErrors(await staff.post("quote-sourcing", body({ valid_until: dayFromToday(400) })), {
        valid_until: "A quote may hold for at most 365 days",
      });
      expectFieldErrors(
        await staff.post(
          "quote-sourcing",
          body({
            variants: [
              { colour: "Red", size: "M", unit_cost: "1", weight: "0.5" },
              { colour: "red", size: "m", unit_cost: "2", weight: "0.5" },
            ],
          }),
        ),
        { "variants.1.size": "Two variants have the same colour and size" },
      );
      expectFieldErrors(
        await staff.post(
          "quote-sourcing",
          body({
            shipping: [
              { country: "US", cost: "1" },
              { country: "us", cost: "2" },
            ],
          }),
        ),
        { "shipping.1.country": "US appears twice in the shipping table" },
      );
      expectFieldErrors(
        await staff.post(
          "quote-sourcing",
          body({
            variants: [{ colour: "Black", size: "", sku: "EB-100-BLK", unit_cost: "1", weight: "0.5" }],
          }),
        ),
        { "variants.0.sku": "The customer already has SKU EB-100-BLK: choose another" },
      );
      expectFieldErrors(await staff.post("quote-sourcing", body({ variants: [] })), {
        variants: "Quote at least one variant",
      });
      const quotes = await app.ctx.db
        .select()
        .from(sourcingQuotes)
        .where(eq(sourcingQuotes.requestId, request.sourcing_id));
      expect(quotes).toHaveLength(0);
      expect((await detailOf(app, shipper, request.sourcing_id)).status).toBe("sourcing");
    },
  );
});

describe("quotes nobody answered in time", () => {
  appTest(
    "are announced a day ahead once, then expire; the staff may quote again",
    async ({ app, provider, shipper }) => {
      const request = await quoted(app, { shipper, provider }, {}, { valid_until: dayFromToday(2) });
      const end = new Date(`${dayFromToday(2)}T23:59:59.999Z`);
      const socket = listen(app, shipper.userRelatedId);
      const warningsBefore = (await mailsOf(app, shipper.userRelatedId, "sourcingQuoteExpiring")).length;

      await runSourcingRound(app.ctx.db, new Date(end.getTime() - 36 * 3600_000));
      expect((await mailsOf(app, shipper.userRelatedId, "sourcingQuoteExpiring")).length).toBe(
        warningsBefore,
      );
      await runSourcingRound(app.ctx.db, new Date(end.getTime() - 12 * 3600_000));
      await runSourcingRound(app.ctx.db, new Date(end.getTime() - 6 * 3600_000));
      const warnings = await mailsOf(app, shipper.userRelatedId, "sourcingQuoteExpiring");
      expect(warnings.length).toBe(warningsBefore + 1);
      expect(warnings.at(-1)?.params).toMatchObject({
        sourcing_id: request.code,
        valid_until: `${dayFromToday(2)} 23:59`,
      });

      const round = await runSourcingRound(app.ctx.db, new Date(end.getTime() + 1000));
      expect(round.expired).toBeGreaterThanOrEqual(1);
      const expired = await detailOf(app, shipper, request.sourcing_id);
      expect(expired).toMatchObject({ status: "expired", valid_until: null, actions: [] });
      expect(expired.logs.at(-1)).toMatchObject({
        action: "expire",
        to_status: "expired",
        actor_name: "System",
      });
      await socket.expectSourcing(request.sourcing_id, "expired");
      socket.remove();

      const refused = await sourcingApi(app, shipper).post("confirm-quote", {
        sourcing_id: request.sourcing_id,
      });
      expect(refused.code).toBe(4009);
      const requote = await sourcingApi(app, provider).post<TSourcingDetail>(
        "quote-sourcing",
        quoteBody(request.sourcing_id),
      );
      expect(requote.data).toMatchObject({ status: "pending_confirmation", quote: { version: 2 } });
    },
  );

  appTest(
    "a confirmation after the validity expires the quote instead, and says so",
    async ({ app, provider, shipper }) => {
      const request = await quoted(app, { shipper, provider });
      await app.ctx.db
        .update(sourcingRequests)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(sourcingRequests.id, request.sourcing_id));
      await app.ctx.db
        .update(sourcingQuotes)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(and(eq(sourcingQuotes.requestId, request.sourcing_id)));
      const before = (await productsOfCustomer(app)).length;
      const res = await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id });
      expect(res).toMatchObject({
        code: 4009,
        message: `Request ${request.code} is Expired: there is no quote awaiting your confirmation`,
      });
      expect((await detailOf(app, shipper, request.sourcing_id)).status).toBe("expired");
      expect((await productsOfCustomer(app)).length).toBe(before);
    },
  );
});

describe("assignment", () => {
  appTest(
    "the staff assign open requests to one of them and filter by it",
    async ({ app, provider, operator, shipper }) => {
      const a = await submitted(app, shipper);
      const b = await submitted(app, shipper);
      const staff = sourcingApi(app, provider);
      const res = await staff.post<{ list: { sourcing_id: string; assignee_name: string | null }[] }>(
        "assign-sourcing",
        {
          sourcing_ids: [a.sourcing_id, b.sourcing_id],
          assignee_id: await operatorId(app),
        },
      );
      expect(res.code).toBe(200);
      expect(res.data.list.map((r) => r.assignee_name)).toEqual(["demo_operator", "demo_operator"]);
      const mine = await listOf(app, operator, { assignee: "mine", status: "submitted" });
      expect(mine.data.list.map((r) => r.sourcing_id)).toEqual(
        expect.arrayContaining([a.sourcing_id, b.sourcing_id]),
      );
      expectFieldErrors(
        await staff.post("assign-sourcing", {
          sourcing_ids: [a.sourcing_id],
          assignee_id: app.demo.customerId,
        }),
        { assignee_id: "Choose a member of your staff" },
      );
      expect(
        (
          await sourcingApi(app, shipper).post("assign-sourcing", {
            sourcing_ids: [a.sourcing_id],
            assignee_id: null,
          })
        ).code,
      ).toBe(4003);
    },
  );
});

async function operatorId(t: Parameters<typeof resetQuotas>[0]) {
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "demo_operator"));
  return row?.id ?? "";
}
