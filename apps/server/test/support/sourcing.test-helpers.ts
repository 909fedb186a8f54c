import type { TNotification, TSourcingDetail, TSourcingSummary } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { mailMessages } from "../../src/modules/mail/mail.tables.ts";
import {
  sourcingCustomerQuotas,
  sourcingDailyCounts,
  sourcingSettings,
} from "../../src/modules/sourcing/sourcing.tables.ts";
import { callsAs, type TPage, type TSignedIn, type TTestApp } from "../harness.ts";
import { listen as listenTo } from "../live-notifications.ts";

/** Shared by the sourcing tests: calls, a request walked to a state, the live notifications of a channel. */

export const sourcingApi = (t: TTestApp, who: TSignedIn) => callsAs(t, who, "sourcing");

/** A day `days` from today (UTC), as a quote's valid_until. */
export function dayFromToday(days: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let linkCounter = 0;
/** A 1688 link no other test used. */
export const freshLink = () => `https://detail.1688.com/offer/${Date.now()}${++linkCounter}.html`;

/** Submits one link-mode request (a fresh link unless given) and answers it. */
export async function submitted(t: TTestApp, shipper: TSignedIn, item: Record<string, unknown> = {}) {
  const res = await sourcingApi(t, shipper).post<{ list: TSourcingSummary[] }>("create-sourcing", {
    items: [{ mode: "link", url: freshLink(), items_count: 100, ...item }],
  });
  expect(res.code, res.message).toBe(1000);
  const [request] = res.data.list;
  if (!request) throw new Error("no request created");
  return request;
}

/** A quote of two variants (red and blue, size M) with a shipping table, valid for a week. */
export function quoteBody(sourcingId: string, extra: Record<string, unknown> = {}) {
  return {
    sourcing_id: sourcingId,
    supplier_name: "Yiwu Bright Bags Co.",
    supplier_url: "https://detail.1688.com/offer/5550001.html",
    product_title: "Canvas tote bag",
    currency: "USD",
    moq: 50,
    lead_time_days: 7,
    valid_until: dayFromToday(7),
    variants: [
      { colour: "Red", size: "M", unit_cost: "2.35", weight: "0.25" },
      { colour: "Blue", size: "M", unit_cost: "2.40", weight: "0.3" },
    ],
    shipping: [
      { country: "US", cost: "4.10" },
      { country: "DE", cost: "3.80" },
    ],
    ...extra,
  };
}

/** A submitted request started and quoted by the provider: pending the customer's confirmation. */
export async function quoted(
  t: TTestApp,
  actors: { shipper: TSignedIn; provider: TSignedIn },
  item: Record<string, unknown> = {},
  quote: Record<string, unknown> = {},
) {
  const request = await submitted(t, actors.shipper, item);
  const staff = sourcingApi(t, actors.provider);
  expect((await staff.post("start-sourcing", { sourcing_id: request.sourcing_id })).code).toBe(200);
  const res = await staff.post<TSourcingDetail>("quote-sourcing", quoteBody(request.sourcing_id, quote));
  expect(res.code, res.message).toBe(200);
  return res.data;
}

export async function detailOf(t: TTestApp, who: TSignedIn, id: string) {
  const res = await sourcingApi(t, who).get<TSourcingDetail>("query-sourcing-detail", { sourcing_id: id });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

export function listOf(t: TTestApp, who: TSignedIn, query: Record<string, string> = {}) {
  return sourcingApi(t, who).get<TPage<TSourcingSummary>>("query-sourcing", { page_size: "100", ...query });
}

/** The channel's socket, with a wait for a sourcing notification of a request and status. */
export function listen(t: TTestApp, channel: string) {
  const socket = listenTo(t, channel);
  return {
    ...socket,
    expectSourcing: (sourcingId: string, status: string) =>
      socket.expectMessage({ type: "sourcing", sourcing_id: sourcingId, status }),
  };
}

/** The system mails of `template` in a mailbox (subject and link). */
export function mailsOf(t: TTestApp, mailboxId: string, template: string) {
  return t.ctx.db
    .select({ subject: mailMessages.subject, link: mailMessages.link, params: mailMessages.params })
    .from(mailMessages)
    .where(and(eq(mailMessages.mailboxId, mailboxId), eq(mailMessages.template, template)));
}

/** Puts every quota of the demo provider back to the default, and today's counts to zero. */
export async function resetQuotas(t: TTestApp) {
  const providerId = t.demo.providerId;
  await t.ctx.db.delete(sourcingSettings).where(eq(sourcingSettings.providerId, providerId));
  await t.ctx.db.delete(sourcingCustomerQuotas).where(eq(sourcingCustomerQuotas.providerId, providerId));
  await t.ctx.db.delete(sourcingDailyCounts).where(eq(sourcingDailyCounts.providerId, providerId));
}
