import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { inRolledBackTransaction, type TSignedIn } from "../../../test/harness.ts";
import { quietChannel } from "../../../test/live-notifications.ts";
import { sendSystemMail } from "./mail.service.ts";

const test = appTest.extend(
  "unread",
  { scope: "file" },
  ({ app }) =>
    async (s: TSignedIn) =>
      (await app.call<{ count: number }>({ url: "/api/customer/count-unread", token: s.token })).data.count,
);

test.beforeAll(openApp);

type TList = { list: { id: string; subject: string; is_read: boolean; kind: string }[]; total: number };

describe("internal mail", () => {
  test("delivers a provider's message to one customer, who reads, marks and deletes it", async ({
    app,
    operator,
    shipper,
    unread,
  }) => {
    const recipients = await app.call<{ customer_id: string; username: string }[]>({
      url: "/api/mail/query-recipients",
      token: operator.token,
    });
    const target = recipients.data.find((r) => r.username === "demo_shipper");
    expect(target).toBeDefined();
    const sent = await app.call<{ recipients: number }>({
      url: "/api/mail/send-mail",
      token: operator.token,
      body: {
        customer_id: target?.customer_id,
        subject: "Warehouse closed Monday",
        body: "Public holiday: no inbound on Monday.",
      },
    });
    expect(sent).toMatchObject({ code: 1000, data: { recipients: 1 } });
    expect(await unread(shipper)).toBe(1);

    const list = await app.call<TList>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { status: "unread" },
    });
    expect(list.data.list.map((m) => m.subject)).toEqual(["Warehouse closed Monday"]);
    const id = list.data.list[0]?.id ?? "";
    const opened = await app.call<{ body: string; is_read: boolean }>({
      url: "/api/mail/mail-detail",
      token: shipper.token,
      query: { id },
    });
    expect(opened.data).toMatchObject({ body: "Public holiday: no inbound on Monday.", is_read: true });
    expect(await unread(shipper)).toBe(0);

    await app.call({
      url: "/api/mail/mark-mail",
      method: "PUT",
      token: shipper.token,
      body: { ids: [id], read: false },
    });
    expect(await unread(shipper)).toBe(1);
    const search = await app.call<TList>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { keyword: "holiday" },
    });
    expect(search.data.total).toBe(1);
    const none = await app.call<TList>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { keyword: "nothing-like-this" },
    });
    expect(none.data.total).toBe(0);

    const del = await app.call({
      url: "/api/mail/delete-mail",
      method: "DELETE",
      token: shipper.token,
      body: { ids: [id] },
    });
    expect(del.code).toBe(200);
    expect(await unread(shipper)).toBe(0);
  });

  test("renders system notices in the reader's language", async ({ app, shipper }) => {
    await sendSystemMail(app.ctx.db, {
      mailboxId: app.demo.shipperUserId,
      providerId: app.demo.providerId,
      template: "orderShipped",
      params: { order_no: "SO-1001", tracking_no: "YT123456789CN" },
    });
    const en = await app.call<TList>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { kind: "system" },
    });
    expect(en.data.list[0]?.subject).toBe("Order SO-1001 shipped");
    const zh = await app.call<TList>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { kind: "system" },
      headers: { cookie: "language_type=zh_cn" },
    });
    expect(zh.data.list[0]?.subject).toBe("订单 SO-1001 已发货");
  });

  test("shares one inbox between a provider and its operators, and keeps it from the drop shipper", async ({
    app,
    provider,
    operator,
    shipper,
    unread,
  }) => {
    await sendSystemMail(app.ctx.db, {
      mailboxId: app.demo.providerId,
      providerId: app.demo.providerId,
      template: "missionFinished",
      params: { name: "Export orders" },
    });
    expect(await unread(provider)).toBe(1);
    expect(await unread(operator)).toBe(1);
    const list = await app.call<TList>({ url: "/api/mail/query-mail", token: provider.token });
    const id = list.data.list[0]?.id ?? "";
    expect((await app.call({ url: "/api/mail/mail-detail", token: shipper.token, query: { id } })).code).toBe(
      4004,
    );
    expect(
      (
        await app.call({
          url: "/api/mail/delete-mail",
          method: "DELETE",
          token: shipper.token,
          body: { ids: [id] },
        })
      ).code,
    ).toBe(200);
    expect(await unread(provider)).toBe(1);
  });

  test("writes to all customers, and refuses a drop shipper writing mail or a message without a recipient", async ({
    app,
    provider,
    shipper,
  }) => {
    const all = await app.call<{ recipients: number }>({
      url: "/api/mail/send-mail",
      token: provider.token,
      body: { all_customers: true, subject: "New rates", body: "Rates change next month." },
    });
    expect(all.data.recipients).toBe(1);
    const noTarget = await app.call<{ fields: Record<string, string> }>({
      url: "/api/mail/send-mail",
      token: provider.token,
      body: { subject: "x", body: "y" },
    });
    expect(noTarget.code).toBe(4001);
    expect(noTarget.data.fields.customer_id).toBe("Choose one customer or all customers");
    const ds = await app.call({
      url: "/api/mail/send-mail",
      token: shipper.token,
      body: { all_customers: true, subject: "x", body: "y" },
    });
    expect(ds.code).toBe(4003);
  });

  test("pushes the new unread count to the recipient's channel only after commit", async ({
    app,
    shipper,
    unread,
  }) => {
    // The earlier tests' mail may still be on its way to this channel (Postgres delivers it after commit).
    await quietChannel(app, app.demo.shipperUserId);
    const seen: unknown[] = [];
    const remove = app.ctx.hub.add(app.demo.shipperUserId, {
      readyState: 1,
      send: (d: string) => seen.push(JSON.parse(d)),
    });
    try {
      await inRolledBackTransaction(app, (tx) =>
        sendSystemMail(tx, {
          mailboxId: app.demo.shipperUserId,
          providerId: app.demo.providerId,
          template: "missionFinished",
          params: { name: "x" },
        }),
      );
      await new Promise((r) => setTimeout(r, 150));
      expect(seen).toEqual([]);
      const before = await unread(shipper);
      await sendSystemMail(app.ctx.db, {
        mailboxId: app.demo.shipperUserId,
        providerId: app.demo.providerId,
        template: "missionFinished",
        params: { name: "y" },
      });
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toEqual({ type: "mail", unread: before + 1 });
    } finally {
      remove();
    }
  });
});
