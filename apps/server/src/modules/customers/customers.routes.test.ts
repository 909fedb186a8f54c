import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { mailAppTest, openApp } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { mailText } from "../../../test/smtp-sink.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { customers } from "../tenancy/index.ts";

type TCustomer = {
  id: string;
  username: string;
  account_status: string;
  balance: string;
  credit_limit: string;
  owner_code: string;
};

const test = mailAppTest.extend(
  "create",
  { scope: "file" },
  ({ app, provider }) =>
    async (username: string, extra: Record<string, unknown> = {}) => {
      return app.call<{ customer: TCustomer; initial_password: string; mail: string }>({
        url: "/api/customer/create-customer",
        token: provider.token,
        body: { username, company: `${username} Ltd`, ...extra },
      });
    },
);

test.beforeAll(openApp);

describe("customer management", () => {
  test("creates a customer whose initial password works once and must be changed, mailing it when asked", async ({
    app,
    smtp,
    create,
  }) => {
    const res = await create("acme_store", {
      send_mail: true,
      recipient_email: "owner@acme.test",
      payment_method: "credit",
      credit_limit: "500",
    });
    expect(res).toMatchObject({
      code: 1000,
      data: {
        mail: "sent",
        customer: { username: "acme_store", credit_limit: "500.00", account_status: "active" },
      },
    });
    expect(res.data.customer.owner_code).toMatch(/^C[A-Z2-9]{6}$/);
    await app.flushMail();
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(["owner@acme.test"]);
    expect(mailText(mail?.raw ?? "")).toContain(res.data.initial_password);
    const s = await app.signIn("acme_store", "dropShipper", res.data.initial_password);
    const home = await app.call<{ must_change_password: boolean; providers: { provider_uuid: string }[] }>({
      url: "/api/home",
      token: s.token,
    });
    expect(home.data).toMatchObject({
      must_change_password: true,
      providers: [{ provider_uuid: app.demo.providerId }],
    });
  });

  test("queues the mail with the account even when the mail server is away, and refuses a send without a valid recipient", async ({
    create,
  }) => {
    const bad = await create("no_mail_store", { send_mail: true, recipient_email: "nope" });
    expect(bad.code).toBe(4001);
    const broken = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const p = await broken.signIn("demo_provider", "provider");
      const res = await broken.call<{ mail: string }>({
        url: "/api/customer/create-customer",
        token: p.token,
        body: { username: "unlucky_store", send_mail: true, recipient_email: "x@y.test" },
      });
      // "sent" says what it always said: the mail is on its way (queued with the account, retried for a
      // day); the provider sees that it has not left yet, and why, in its outgoing mail.
      expect(res).toMatchObject({ code: 1000, data: { mail: "sent" } });
      await broken.flushMail();
      const outbox = await broken.call<{ list: { recipient: string; status: string; last_error: string }[] }>(
        {
          url: "/api/outgoing-mail/query-outgoing-mail",
          token: p.token,
          query: { keyword: "x@y.test" },
        },
      );
      expect(outbox.data.list).toEqual([
        expect.objectContaining({
          recipient: "x@y.test",
          status: "pending",
          last_error: expect.stringContaining("ECONNREFUSED"),
        }),
      ]);
    } finally {
      await broken.close();
    }
  });

  test("lists with search, filters, sorting and pagination", async ({ app, provider, operator, create }) => {
    await create("zeta_goods");
    const all = await app.call<{ list: TCustomer[]; total: number }>({
      url: "/api/customer/get-customers",
      token: operator.token,
      query: { sort: "username", order: "asc" },
    });
    const names = all.data.list.map((c) => c.username);
    expect(names).toEqual([...names].sort());
    expect(all.data.total).toBeGreaterThanOrEqual(3);
    const search = await app.call<{ list: TCustomer[] }>({
      url: "/api/customer/get-customers",
      token: provider.token,
      query: { keyword: "zeta" },
    });
    expect(search.data.list.map((c) => c.username)).toEqual(["zeta_goods"]);
    const page = await app.call<{ list: TCustomer[]; total: number }>({
      url: "/api/customer/get-customers",
      token: provider.token,
      query: { page_size: "1", cur_page: "2" },
    });
    expect(page.data.list).toHaveLength(1);
  });

  test("freezes a customer out of sign-in and unfreezes it", async ({ app, provider, create }) => {
    const created = await create("frosty_store");
    const id = created.data.customer.id;
    const frozen = await app.call<TCustomer>({
      url: "/api/customer/freeze-customer",
      method: "PUT",
      token: provider.token,
      body: { customer_id: id, frozen: true },
    });
    expect(frozen.data.account_status).toBe("frozen");
    await expect(app.signIn("frosty_store", "dropShipper", created.data.initial_password)).rejects.toThrow(
      /4003/,
    );
    const filtered = await app.call<{ list: TCustomer[] }>({
      url: "/api/customer/get-customers",
      token: provider.token,
      query: { account_status: "frozen" },
    });
    expect(filtered.data.list.map((c) => c.username)).toEqual(["frosty_store"]);
    await app.call({
      url: "/api/customer/freeze-customer",
      method: "PUT",
      token: provider.token,
      body: { customer_id: id, frozen: false },
    });
    await app.signIn("frosty_store", "dropShipper", created.data.initial_password);
  });

  test("keeps the balance in an append-only ledger and refuses going past the credit limit", async ({
    app,
    provider,
    operator,
  }) => {
    const id = app.demo.customerId;
    // A prepaid customer (the test template's demo customer trades on credit): its balance never goes below 0.
    await app.ctx.db
      .update(customers)
      .set({ paymentMethod: "prepaid", creditLimit: "0" })
      .where(eq(customers.id, id));
    /** Tops up or adjusts the demo customer's balance, as `who`. */
    const adjust = (body: { kind: string; amount: string; reason: string }, who = provider) =>
      app.call<{ balance: string }>({
        url: "/api/customer/adjust-balance",
        token: who.token,
        body: { customer_id: id, ...body },
      });
    const top = await adjust({ kind: "topup", amount: "100.50", reason: "Bank transfer 1234" });
    expect(top.data.balance).toBe("100.50");
    const neg = await adjust({ kind: "topup", amount: "-5", reason: "x" });
    expect(neg.code).toBe(4001);
    const over = await adjust({ kind: "adjustment", amount: "-200", reason: "Storage fee" });
    expect(over.code).toBe(4009);
    const fee = await adjust({ kind: "adjustment", amount: "-20.25", reason: "Storage fee" });
    expect(fee.data.balance).toBe("80.25");
    const noReason = await adjust({ kind: "adjustment", amount: "1", reason: " " });
    expect(noReason.code).toBe(4001);
    const log = await app.call<{
      list: { amount: string; balance_after: string; reason: string; operator_name: string }[];
    }>({
      url: "/api/customer/query-balance-log",
      token: operator.token,
      query: { customer_id: id },
    });
    expect(log.data.list.map((e) => [e.amount, e.balance_after, e.reason])).toEqual([
      ["-20.25", "80.25", "Storage fee"],
      ["100.50", "100.50", "Bank transfer 1234"],
    ]);
    expect(log.data.list[0]?.operator_name).toBe("demo_provider");
    const opAdjust = await adjust({ kind: "topup", amount: "1", reason: "x" }, operator);
    expect(opAdjust.code).toBe(4003);
  });

  test("signs provider staff in as the customer, in the audit log", async ({ app, operator }) => {
    const res = await app.call<{ access_token: string; user: { username: string } }>({
      url: "/api/customer/customer-login",
      token: operator.token,
      body: { customer_id: app.demo.customerId },
    });
    expect(res.data.user.username).toBe("demo_shipper");
    const home = await app.call<{ user: { user_role: string } }>({
      url: "/api/home",
      token: res.data.access_token,
    });
    expect(home.data.user.user_role).toBe("dropShipper");
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "customer-login"));
    expect(audit.map((a) => a.actorName)).toEqual(["demo_operator"]);
  });
});
