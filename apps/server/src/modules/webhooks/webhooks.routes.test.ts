import type { TWebhookEventType } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTestWith, openApp } from "../../../test/fixtures.ts";
import { callsAs, inRolledBackTransaction } from "../../../test/harness.ts";
import {
  enqueueDemoEvent,
  unixSeconds as sec,
  webhookT0 as t0,
  webhookBench,
} from "../../../test/support/webhooks.test-helpers.ts";
import { type TWebhookReceiver, verifyStandardWebhook } from "../../../test/webhook-receiver.ts";
import { runDueDeliveries } from "./webhooks.delivery.ts";
import { sendWebhook } from "./webhooks.http.ts";
import { enqueueWebhookEvent } from "./webhooks.outbox.ts";

type TWebhookData = {
  id: string;
  name: string;
  url: string;
  status: string;
  event_type: string;
  secret: string;
  disabled_reason: string | null;
  auth_header_name: string;
  auth_header_value_masked: string;
};
type TReceiverAnswers = Partial<Pick<TWebhookReceiver, "script" | "fallback">>;
type TLog = {
  id: string;
  delivery_id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  trigger: string;
  result: string;
  time: number;
  error: string | null;
  arguments: string;
  response_status: number | null;
  response_body: string | null;
  delivery_status: string;
  next_attempt_at: number | null;
};

const test = appTestWith({ webhookAllowInsecure: true, webhookPollMs: 0 })
  .extend("hooks", { scope: "file" }, ({ app, shipper }) => callsAs(app, shipper, "webhook"))
  .extend(
    "create",
    { scope: "file" },
    ({ hooks }) =>
      (body: Record<string, unknown>, headers?: Record<string, string>) =>
        hooks.post<TWebhookData>("create-webhook", { name: "hook", ...body }, headers),
  )
  .extend(
    "subscribe",
    { scope: "file" },
    ({ create }) =>
      /** A new receiver, answering as `answers` script it, subscribed to `eventType` (with `extra` fields). */
      async (
        eventType: TWebhookEventType,
        answers: TReceiverAnswers = {},
        extra: Record<string, unknown> = {},
      ) => {
        const r = Object.assign(await receiver(), answers);
        const res = await create({
          name: `${eventType} hook`,
          url: `${r.url}/hooks`,
          event_type: eventType,
          ...extra,
        });
        expect(res.code).toBe(1000);
        r.secret = res.data.secret;
        return { r, hook: res.data };
      },
  )
  .extend(
    "enqueue",
    { scope: "file" },
    ({ app }) =>
      (type: TWebhookEventType, payload: Record<string, unknown>) =>
        enqueueDemoEvent(app, type, payload),
  )
  .extend(
    "log",
    { scope: "file" },
    ({ hooks }) =>
      async (query: Record<string, string> = {}, headers?: Record<string, string>) => {
        const res = await hooks.get<{ list: TLog[]; total: number }>(
          "query-log",
          { page_size: "100", ...query },
          headers,
        );
        expect(res.code).toBe(200);
        return res.data;
      },
  );

// The app opens in a hook (its timeout), not inside the first test.
test.beforeAll(openApp);
const { setClock, at, receiver } = webhookBench(test);
test.afterEach(async ({ app }) => {
  // http and loopback are allowed unless a test turns it off.
  app.ctx.config.webhookAllowInsecure = true;
});

describe("webhook subscriptions", () => {
  test("creates with a whsec_ secret shown once, lists with filters and pages, updates, reveals, rotates and deletes", async ({
    hooks,
    create,
  }) => {
    const r = await receiver();
    const created = await create({
      name: "ERP orders",
      url: `${r.url}/erp`,
      event_type: "order.created",
      source: "erp",
      auth_header_name: "Authorization",
      auth_header_value: "Bearer very-secret-token",
    });
    expect(created.code).toBe(1000);
    expect(created.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(created.data.secret.slice(6), "base64")).toHaveLength(24);
    expect(created.data).toMatchObject({ status: "enabled", auth_header_name: "Authorization" });
    expect(created.data.auth_header_value_masked).not.toContain("very-secret");
    const id = created.data.id;

    for (const [name, eventType] of [
      ["Stock alerts", "inventory.low_stock"],
      ["Receipts", "receipt.completed"],
    ] as const) {
      expect(
        (await create({ name, url: `${r.url}/x`, event_type: eventType, status: "disabled" })).code,
      ).toBe(1000);
    }
    const list = (query: Record<string, string>) =>
      hooks.get<{ list: TWebhookData[]; total: number }>("query-webhooks", query);
    const all = await list({});
    expect(all.data.total).toBe(3);
    expect(all.data.list.every((w) => !("secret" in w))).toBe(true);
    expect((await list({ page_size: "2", cur_page: "2" })).data.list).toHaveLength(1);
    expect((await list({ keyword: "erp" })).data.list.map((w) => w.id)).toEqual([id]);
    expect((await list({ status: "disabled" })).data.total).toBe(2);
    expect((await list({ event_type: "receipt.completed" })).data.list.map((w) => w.name)).toEqual([
      "Receipts",
    ]);
    expect((await list({ source: "erp" })).data.total).toBe(1);

    const updated = await hooks.put<TWebhookData>("update-webhook", {
      id,
      name: "ERP orders v2",
      status: "disabled",
    });
    expect(updated.data).toMatchObject({
      name: "ERP orders v2",
      status: "disabled",
      disabled_reason: "manual",
    });

    const revealed = await hooks.post<{ secret: string }>("reveal-secret", { id });
    expect(revealed.data.secret).toBe(created.data.secret);
    const rotated = await hooks.post<{ secret: string }>("rotate-secret", { id });
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(created.data.secret);

    const all2 = (await list({})).data.list;
    for (const w of all2) {
      const del = await hooks.delete("delete-webhook", { id: w.id });
      expect(del.code).toBe(200);
    }
    expect((await list({})).data.total).toBe(0);
    const gone = await hooks.get("query-webhook", { id });
    expect(gone.code).toBe(4004);
  });

  test("refuses bad input with localised field errors and changes nothing", async ({ hooks, create }) => {
    const bad = await create({ url: "https://example.test/x", event_type: "order.teleported" });
    expect(bad.code).toBe(4001);
    expect((bad.data as unknown as { fields: Record<string, string> }).fields.event_type).toBe(
      "Choose an event type from the list",
    );
    const reserved = await create(
      {
        url: "https://example.test/x",
        event_type: "order.created",
        auth_header_name: "webhook-signature",
        auth_header_value: "x",
      },
      { "accept-language": "zh-CN" },
    );
    expect((reserved.data as unknown as { fields: Record<string, string> }).fields.auth_header_name).toBe(
      "该请求头由平台设置，请换一个名称",
    );
    const noValue = await create({
      url: "https://example.test/x",
      event_type: "order.created",
      auth_header_name: "X-Key",
    });
    expect(
      (noValue.data as unknown as { fields: Record<string, string> }).fields.auth_header_value,
    ).toBeDefined();
    const list = await hooks.get<{ total: number }>("query-webhooks");
    expect(list.data.total).toBe(0);
  });

  test("belongs to drop shippers: providers and operators have no access", async ({
    app,
    provider,
    operator,
  }) => {
    for (const who of [provider, operator]) {
      const res = await app.call({
        url: "/api/webhook/query-webhooks",
        token: who.token,
        query: { provider_uuid: app.demo.providerId },
      });
      expect(res.code).toBe(4003);
    }
  });
});

describe("webhook delivery", () => {
  test("signs per Standard Webhooks, sends after commit only, and the receiver verifies it", async ({
    app,
    subscribe,
    enqueue,
  }) => {
    const { r, hook } = await subscribe(
      "order.created",
      {},
      { auth_header_name: "X-Api-Key", auth_header_value: "k-123" },
    );
    await inRolledBackTransaction(app, (tx) =>
      enqueueWebhookEvent(tx, {
        customerId: app.demo.customerId,
        providerId: app.demo.providerId,
        type: "order.created",
        payload: { order_no: "ROLLED-BACK" },
      }),
    );
    expect(await enqueue("order.created", { order_no: "SO-1001", total: "12.50" })).toBe(1);
    expect(await enqueue("order.shipped", { order_no: "SO-1001" })).toBe(0); // nobody subscribed

    const run = await runDueDeliveries(app.ctx, t0);
    expect(run).toMatchObject({ claimed: 1, succeeded: 1 });
    expect(r.received).toHaveLength(1);
    const got = r.received[0];
    expect(got?.verified).toBe(true);
    expect(verifyStandardWebhook(hook.secret, got?.headers ?? {}, got?.body ?? "", { now: sec(t0) })).toBe(
      true,
    );
    expect(verifyStandardWebhook(hook.secret, got?.headers ?? {}, `${got?.body} `)).toBe(false);
    expect(got?.headers["webhook-id"]).toMatch(/^msg_/);
    expect(got?.headers["webhook-timestamp"]).toBe(String(sec(t0)));
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(got?.headers["x-api-key"]).toBe("k-123");
    expect(JSON.parse(got?.body ?? "{}")).toEqual({
      type: "order.created",
      timestamp: t0.toISOString(),
      data: { order_no: "SO-1001", total: "12.50" },
    });
    expect(await runDueDeliveries(app.ctx, at(60_000))).toMatchObject({ claimed: 0 });
  });

  test("retries a failing receiver on the schedule: three attempts at t0, t0+5s, t0+5s+5min, each in the log", async ({
    app,
    subscribe,
    enqueue,
    log,
  }) => {
    const { r, hook } = await subscribe("order.shipped", {
      script: [
        { status: 500, body: "database down" },
        { status: 503, body: "x".repeat(5000) },
      ],
      fallback: { status: 200, body: "ok" },
    });
    await enqueue("order.shipped", { order_no: "SO-2002", tracking_no: "1Z999" });

    expect(await runDueDeliveries(app.ctx, t0)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await runDueDeliveries(app.ctx, at(4_999))).toMatchObject({ claimed: 0 });
    expect(await runDueDeliveries(app.ctx, at(5_000))).toMatchObject({ claimed: 1, failed: 1 });
    expect(await runDueDeliveries(app.ctx, at(5_000 + 299_999))).toMatchObject({ claimed: 0 });
    expect(await runDueDeliveries(app.ctx, at(305_000))).toMatchObject({ claimed: 1, succeeded: 1 });
    expect(await runDueDeliveries(app.ctx, at(10 * 3600_000))).toMatchObject({ claimed: 0 });

    expect(r.received).toHaveLength(3);
    expect(r.received.every((x) => x.verified)).toBe(true);
    expect(new Set(r.received.map((x) => x.headers["webhook-id"])).size).toBe(1);
    expect(r.received.map((x) => Number(x.headers["webhook-timestamp"]))).toEqual([
      sec(t0),
      sec(t0) + 5,
      sec(t0) + 305,
    ]);

    const entries = (await log({ webhook_id: hook.id })).list.reverse();
    expect(entries.map((e) => [e.time, e.result, e.trigger, e.response_status])).toEqual([
      [sec(t0), "failed", "auto", 500],
      [sec(t0) + 5, "failed", "auto", 503],
      [sec(t0) + 305, "success", "auto", 200],
    ]);
    expect(entries[0]?.error).toContain("500");
    expect(entries[0]?.response_body).toBe("database down");
    expect(entries[1]?.response_body).toHaveLength(2048);
    expect(entries[2]?.delivery_status).toBe("success");
    expect(JSON.parse(entries[0]?.arguments ?? "{}").data).toEqual({
      order_no: "SO-2002",
      tracking_no: "1Z999",
    });

    // Searchable: by result, date range, event type and text.
    expect((await log({ webhook_id: hook.id, result: "failed" })).total).toBe(2);
    expect(
      (await log({ webhook_id: hook.id, date_from: String(sec(t0) + 1), date_to: String(sec(t0) + 5) }))
        .total,
    ).toBe(1);
    expect((await log({ event_type: "order.shipped", keyword: "database down" })).total).toBe(1);
    expect((await log({ keyword: "SO-2002", page_size: "1", cur_page: "3" })).list).toHaveLength(1);
    const zh = await log({ webhook_id: hook.id, result: "failed" }, { "accept-language": "zh-CN" });
    expect(zh.list[0]?.error).toContain("HTTP 状态码 503");
  });

  test("gives up after the 8th attempt, and a webhook failing for 5 days is disabled and its owner mailed", async ({
    app,
    hooks,
    shipper,
    subscribe,
    enqueue,
    log,
  }) => {
    const { r, hook } = await subscribe("order.exception", { fallback: { status: 500 } });
    await enqueue("order.exception", { order_no: "SO-3003", reason: "address" });
    const offsets = [0, 5, 305, 2105, 9305, 27_305, 63_305, 99_305];
    for (const s of offsets) {
      expect(await runDueDeliveries(app.ctx, at(s * 1000))).toMatchObject({ claimed: 1, failed: 1 });
    }
    expect(await runDueDeliveries(app.ctx, at(40 * 24 * 3600_000))).toMatchObject({ claimed: 0 });
    const entries = (await log({ webhook_id: hook.id })).list;
    expect(entries).toHaveLength(8);
    expect(entries.map((e) => e.time).reverse()).toEqual(offsets.map((s) => sec(t0) + s));
    expect(entries[0]).toMatchObject({ delivery_status: "failed", next_attempt_at: null });

    // Still enabled after ~28 hours of failures; an event 5 days after the first failure fails and disables it.
    const get = () => hooks.get<TWebhookData>("query-webhook", { id: hook.id });
    expect((await get()).data.status).toBe("enabled");
    setClock(at(5 * 24 * 3600_000));
    await enqueue("order.exception", { order_no: "SO-3004", reason: "weight" });
    await enqueue("order.exception", { order_no: "SO-3005", reason: "weight" });
    expect(await runDueDeliveries(app.ctx, at(5 * 24 * 3600_000))).toMatchObject({ claimed: 2 });
    expect((await get()).data).toMatchObject({ status: "disabled", disabled_reason: "failing" });
    expect(await enqueue("order.exception", { order_no: "SO-3006" })).toBe(0);

    const mail = await app.call<{ list: { subject: string; preview: string }[] }>({
      url: "/api/mail/query-mail",
      token: shipper.token,
      query: { keyword: "disabled" },
    });
    expect(mail.data.list).toHaveLength(1);
    expect(mail.data.list[0]?.subject).toBe("Webhook order.exception hook was disabled");
    expect(mail.data.list[0]?.preview).toContain(r.url);

    // Enabling again clears the streak; a success keeps it clear.
    const enabled = await hooks.put<TWebhookData & { failing_since: number | null }>("update-webhook", {
      id: hook.id,
      status: "enabled",
    });
    expect(enabled.data).toMatchObject({ status: "enabled", disabled_reason: null, failing_since: null });
  });

  test("a success within 5 days ends the failure streak", async ({ app, hooks, subscribe, enqueue }) => {
    const { hook } = await subscribe("sourcing.status_changed", {
      script: [{ status: 500 }, { status: 200 }, { status: 500 }],
      fallback: { status: 500 },
    });
    await enqueue("sourcing.status_changed", { sourcing_id: "S1", status: "sourcing" });
    await runDueDeliveries(app.ctx, t0); // fails: streak starts
    await runDueDeliveries(app.ctx, at(5000)); // succeeds: streak ends
    const day = 24 * 3600_000;
    setClock(at(5 * day + 1000));
    await enqueue("sourcing.status_changed", { sourcing_id: "S1", status: "completed" });
    await runDueDeliveries(app.ctx, at(5 * day + 1000)); // fails: a new streak, not 5 days old
    const res = await hooks.get<TWebhookData>("query-webhook", { id: hook.id });
    expect(res.data.status).toBe("enabled");
  });

  test("does not follow redirects: a 3xx is a failure and the target is never called", async ({
    app,
    subscribe,
    enqueue,
    log,
  }) => {
    const { r, hook } = await subscribe("inventory.low_stock");
    r.fallback = { status: 302, headers: { location: `${r.url}/elsewhere` } };
    await enqueue("inventory.low_stock", { sku: "SKU-1", available: 2 });
    expect(await runDueDeliveries(app.ctx, t0)).toMatchObject({ failed: 1 });
    expect(r.received.map((x) => x.path)).toEqual(["/hooks"]);
    const [entry] = (await log({ webhook_id: hook.id })).list;
    expect(entry).toMatchObject({ result: "failed", response_status: 302, delivery_status: "pending" });
    expect(entry?.error).toContain("redirect");
    expect(entry?.next_attempt_at).toBe(sec(t0) + 5);
  });

  test("resends any delivery by hand and sends a test event on the button", async ({
    app,
    hooks,
    subscribe,
    enqueue,
    log,
  }) => {
    const { r, hook } = await subscribe("receipt.completed", {
      script: [{ status: 500 }],
      fallback: { status: 200, body: "thanks" },
    });
    await enqueue("receipt.completed", { receipt_no: "R-1", qualified: 10, unqualified: 0 });
    await runDueDeliveries(app.ctx, t0);
    const [failed] = (await log({ webhook_id: hook.id })).list;
    expect(failed?.result).toBe("failed");

    setClock(at(2000));
    const resent = await hooks.post<TLog>("resend", { delivery_id: failed?.delivery_id });
    expect(resent.code).toBe(200);
    expect(resent.message).toBe("Sent again");
    expect(resent.data).toMatchObject({
      trigger: "manual",
      result: "success",
      time: sec(t0) + 2,
      delivery_status: "success",
      event_id: failed?.event_id,
      response_body: "thanks",
    });
    expect(r.received[1]?.verified).toBe(true);
    expect(r.received[1]?.body).toBe(r.received[0]?.body);
    // Succeeded by hand: the scheduled retry is off.
    expect(await runDueDeliveries(app.ctx, at(3600_000))).toMatchObject({ claimed: 0 });

    const test = await hooks.post<TLog>("send-test", { id: hook.id });
    expect(test).toMatchObject({ code: 200, message: "Test event sent" });
    expect(test.data).toMatchObject({ event_type: "webhook.test", trigger: "test", result: "success" });
    expect(r.received).toHaveLength(3);
    expect(r.received[2]?.verified).toBe(true);
    expect(JSON.parse(r.received[2]?.body ?? "{}")).toMatchObject({
      type: "webhook.test",
      data: { webhook_id: hook.id },
    });
    expect((await log({ event_type: "webhook.test" })).total).toBe(1);

    const unknown = await hooks.post("resend", { delivery_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.code).toBe(4004);
  });

  test("gives up waiting after the timeout", async () => {
    const r = await receiver();
    r.fallback = { status: 200, delayMs: 1500 };
    const outcome = await sendWebhook({
      url: `${r.url}/slow`,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      authHeader: null,
      eventId: "msg_1",
      timestamp: sec(t0),
      body: "{}",
      allowInsecure: true,
      timeoutMs: 200,
    });
    expect(outcome).toMatchObject({ result: "failed", error: "webhook.error.timeout" });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(190);
    expect(outcome.durationMs).toBeLessThan(1400);
  });
});

describe("SSRF guard", () => {
  const fieldOf = (res: { data: unknown }) => (res.data as { fields: Record<string, string> }).fields.url;

  test("refuses http, loopback, private, link-local and metadata addresses when a webhook is saved", async ({
    app,
    hooks,
    create,
  }) => {
    app.ctx.config.webhookAllowInsecure = false;
    const httpRes = await create({ url: "http://hooks.example.test/x", event_type: "order.created" });
    expect(httpRes.code).toBe(4001);
    expect(fieldOf(httpRes)).toBe("The address must start with https://");
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://[fd00:ec2::254]/x",
      "https://100.64.0.1/x",
      "https://0.0.0.0/x",
      "https://2130706433/x",
      "https://localhost/x",
    ]) {
      const res = await create({ url, event_type: "order.created" }, { "accept-language": "zh-CN" });
      expect(res.code, url).toBe(4001);
      expect(fieldOf(res), url).toBe("该地址指向本机、内网、链路本地或元数据地址，请使用公网 https 地址");
    }
    // The development switch lets http and loopback through, never private or metadata networks.
    app.ctx.config.webhookAllowInsecure = true;
    expect((await create({ url: "https://10.0.0.1/x", event_type: "order.created" })).code).toBe(4001);
    expect((await create({ url: "http://169.254.169.254/x", event_type: "order.created" })).code).toBe(4001);
    const list = await hooks.get<{ list: TWebhookData[] }>("query-webhooks", { event_type: "order.created" });
    expect(list.data.list.filter((w) => /10\.0\.0\.1|169\.254/.test(w.url))).toEqual([]);
  });

  test("checks again at every delivery: nothing is sent and the log says why", async ({
    app,
    hooks,
    create,
    subscribe,
    enqueue,
    log,
  }) => {
    const { r, hook: byIp } = await subscribe("order.status_changed");
    const byName = await create({
      name: "by name",
      url: `https://localhost:${r.port}/hooks`,
      event_type: "order.status_changed",
    });
    const v6 = await create({
      name: "by v6",
      url: `https://[::ffff:127.0.0.1]:${r.port}/hooks`,
      event_type: "order.status_changed",
    });
    expect(byName.code).toBe(1000);
    expect(v6.code).toBe(1000);
    app.ctx.config.webhookAllowInsecure = false; // e.g. a production start without the switch

    const test = await hooks.post<TLog>("send-test", { id: byIp.id });
    expect(test.message).toBe("The test event was not delivered; see the error info");
    expect(test.data.error).toBe("Not sent: the address must start with https://");

    await enqueue("order.status_changed", { order_no: "SO-9", status: "confirmed" });
    expect(await runDueDeliveries(app.ctx, t0)).toMatchObject({ claimed: 3, failed: 3 });
    expect(r.received).toHaveLength(0);
    const named = (await log({ webhook_id: byName.data.id })).list[0];
    expect(named).toMatchObject({ result: "failed", response_status: null, delivery_status: "pending" });
    expect(named?.error).toMatch(/^Not sent: localhost → (127\.0\.0\.1|::1) \(loopback\) is a loopback/);
    const mapped = (await log({ webhook_id: v6.data.id })).list[0];
    expect(mapped?.error).toContain("(loopback)");
    const zh = await log({ webhook_id: byName.data.id }, { "accept-language": "zh-CN" });
    expect(zh.list[0]?.error).toContain("未发送：localhost →");

    // https names and literals resolving to loopback are refused by the address check, before any connection.
    for (const url of [
      `https://localhost:${r.port}/`,
      `https://127.0.0.1:${r.port}/`,
      `https://[::1]:${r.port}/`,
      `https://[::ffff:7f00:1]:${r.port}/`,
    ]) {
      const outcome = await sendWebhook({
        url,
        secret: byIp.secret,
        authHeader: null,
        eventId: "msg_x",
        timestamp: sec(t0),
        body: "{}",
        allowInsecure: false,
      });
      expect(outcome.error, url).toBe("webhook.error.blocked");
      expect(outcome.errorDetail, url).toMatch(/loopback/);
    }
    expect(r.received).toHaveLength(0);
  });
});
