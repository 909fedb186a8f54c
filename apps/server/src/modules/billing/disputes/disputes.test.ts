import type { TCharge, TDispute } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { quoted, sourcingApi } from "../../../../test/support/sourcing.test-helpers.ts";
import { auditLog } from "../../audit/index.ts";
import { mailMessages } from "../../mail/mail.tables.ts";
import { customers } from "../../tenancy/index.ts";
import { chargeProvider } from "../charges/charges.round.ts";

const test = appTest;
test.beforeAll(openApp);

const balanceOf = async (t: TTestApp) =>
  (
    await t.ctx.db.select({ b: customers.balance }).from(customers).where(eq(customers.id, t.demo.customerId))
  )[0]?.b ?? "0";

const mailsTo = (t: TTestApp, mailboxId: string, template: string) =>
  t.ctx.db
    .select({ subject: mailMessages.subject, body: mailMessages.body, link: mailMessages.link })
    .from(mailMessages)
    .where(and(eq(mailMessages.mailboxId, mailboxId), eq(mailMessages.template, template)));

describe("disputes", () => {
  test("the merchant disputes a charge with a reason; the provider accepts it with a credit note or rejects it with a note; both are told and every step is audited", async ({
    app,
    api,
    apiAs,
    shipper,
    provider,
  }) => {
    // Two sourcing request fees of USD 3.00, charged by the round.
    for (const name of ["Desk lamp", "Desk mat"]) {
      const request = await quoted(app, { shipper, provider }, { product_name: name });
      expect(
        (await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id })).code,
      ).toBe(200);
    }
    expect((await chargeProvider(app.ctx.db, app.demo.providerId)).charged).toBe(2);
    const mine = apiAs(shipper);
    const [x, y] = (await mine.get<{ list: TCharge[] }>("billing/query-charges", { group: "sourcing" })).data
      .list;
    if (!x || !y) throw new Error("two charges expected");

    // The merchant disputes X; the reason is required; a second dispute of X waits for the first's answer.
    expectFieldErrors(await mine.post("billing/dispute-charge", { charge_id: x.id, reason: " " }), {
      reason: "Say why the charge is wrong: the provider reads it",
    });
    const raised = await mine.post<TDispute>("billing/dispute-charge", {
      charge_id: x.id,
      reason: "Never asked for it",
    });
    expect(raised).toMatchObject({
      code: 1000,
      data: {
        status: "open",
        reason: "Never asked for it",
        raised_by: "demo_shipper",
        charge_id: x.id,
        amount: "3.00",
      },
    });
    expect(await mine.post("billing/dispute-charge", { charge_id: x.id, reason: "again" })).toMatchObject({
      code: 4009,
      message: "This charge is already disputed; wait for the provider's answer",
    });
    expect(await mailsTo(app, app.demo.providerId, "chargeDisputed")).toEqual([
      {
        subject: `demo_shipper disputes a charge of ${x.source_code}`,
        body: `demo_shipper disputes the charge of USD 3.00 for ${x.source_code} (${x.billing_day}): Never asked for it. Accept it (the charge is reversed by a credit note) or reject it with a note under Billing, Disputes.`,
        link: "/p/billing?tab=disputes",
      },
    ]);
    const listed = await api.get<{ list: TCharge[] }>("billing/query-charges", { keyword: x.source_code });
    expect(listed.data.list.find((c) => c.id === x.id)?.dispute).toEqual({
      id: raised.data.id,
      status: "open",
    });

    // The provider accepts it: a credit note reverses the charge, linked to the dispute; the money comes back.
    const before = Number(await balanceOf(app));
    const accepted = await api.post<TDispute>("billing/accept-dispute", {
      dispute_id: raised.data.id,
      note: "Sorry",
    });
    expect(accepted.data).toMatchObject({
      status: "accepted",
      resolved_by: "demo_provider",
      resolution_note: "Sorry",
    });
    expect(Number(await balanceOf(app))).toBeCloseTo(before + 3, 2);
    const notes = await api.get<{ list: TCharge[] }>("billing/query-charges", { keyword: x.source_code });
    expect(notes.data.list.find((c) => c.id === accepted.data.credit_note_id)).toMatchObject({
      credit_of: x.id,
      amount: "-3.00",
      note: "Sorry",
    });
    expect(await api.post("billing/accept-dispute", { dispute_id: raised.data.id })).toMatchObject({
      code: 4009,
      message: "This dispute was already answered; refresh to see the answer",
    });
    const shipperUser = (
      await app.ctx.db.select().from(customers).where(eq(customers.id, app.demo.customerId))
    )[0]?.userId as string;
    expect((await mailsTo(app, shipperUser, "disputeAccepted")).map((m) => m.subject)).toEqual([
      `Your dispute of ${x.source_code} was accepted`,
    ]);
    // A credited charge and a credit note are not disputed.
    expect(await mine.post("billing/dispute-charge", { charge_id: x.id, reason: "more" })).toMatchObject({
      code: 4009,
      message: "This charge was already reversed by a credit note: there is nothing to dispute",
    });
    expect(
      await mine.post("billing/dispute-charge", { charge_id: accepted.data.credit_note_id, reason: "more" }),
    ).toMatchObject({ code: 4009, message: "A credit note is not disputed; dispute the charge it reverses" });

    // Y is disputed and rejected: only with a note the merchant reads; the balance stays.
    const second = await mine.post<TDispute>("billing/dispute-charge", {
      charge_id: y.id,
      reason: "Too dear",
    });
    expectFieldErrors(await api.post("billing/reject-dispute", { dispute_id: second.data.id }), {
      note: "Say why the dispute is rejected: the merchant reads it",
    });
    const balance = await balanceOf(app);
    const rejected = await api.post<TDispute>("billing/reject-dispute", {
      dispute_id: second.data.id,
      note: "The quote named the fee",
    });
    expect(rejected.data).toMatchObject({
      status: "rejected",
      credit_note_id: null,
      resolution_note: "The quote named the fee",
    });
    expect(await balanceOf(app)).toBe(balance);
    expect((await mailsTo(app, shipperUser, "disputeRejected")).map((m) => m.body)).toEqual([
      `The provider rejected your dispute of the charge of USD 3.00 for ${y.source_code} (${y.billing_day}): The quote named the fee`,
    ]);

    // Disputed again, then reversed with the Credit note button: the open dispute is settled by that note.
    await mine.post("billing/dispute-charge", { charge_id: y.id, reason: "The quote was withdrawn" });
    const credited = await api.post<TCharge>("billing/credit-charge", {
      charge_id: y.id,
      reason: "Goodwill",
    });
    expect(credited.code).toBe(1000);

    // Both sides list them; the provider filters by state.
    const theirs = await mine.get<{ list: TDispute[] }>("billing/query-disputes", {});
    expect(theirs.data.list.map((d) => [d.charge_id, d.status, d.credit_note_id])).toEqual([
      [y.id, "accepted", credited.data.id],
      [y.id, "rejected", null],
      [x.id, "accepted", accepted.data.credit_note_id],
    ]);
    const open = await api.get<{ list: TDispute[]; total: number }>("billing/query-disputes", {
      status: "open",
    });
    expect(open.data.total).toBe(0);
    const actions = (await app.ctx.db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    for (const action of ["dispute-charge", "accept-dispute", "credit-charge", "reject-dispute"])
      expect(actions).toContain(action);
  });
});
