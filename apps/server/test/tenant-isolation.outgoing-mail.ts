/**
 * Tenant-isolation probes of the outgoing mail (spread into the matrix of tenant-isolation.test.ts). The
 * rival tenant gets a failed mail; the demo provider never lists it nor sends it again, and operators and
 * drop shippers are refused both calls by role.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { outgoingMails } from "../src/modules/outgoing-mail/outgoing-mail.tables.ts";
import type { TTestApp } from "./harness.ts";
import {
  insertId,
  refusedProbe,
  staffListProbe,
  type TEntry,
  type TForeignTenant,
} from "./tenant-isolation.shared.ts";

const rivalMail = { id: "", recipient: "rival.customer@example.test" };

export async function seedRivalOutgoingMail(t: TTestApp, foreign: TForeignTenant) {
  rivalMail.id = await insertId(t, outgoingMails, {
    providerId: foreign.providerId,
    kind: "customerCredentials",
    recipient: rivalMail.recipient,
    subject: "Rival secret account",
    bodyText: "Initial password: rival-secret",
    status: "failed",
    attempts: 1,
    retryUntil: new Date(),
    lastError: "550 No such user",
  });
}

async function rivalMailUnchanged(t: TTestApp) {
  const [row] = await t.ctx.db.select().from(outgoingMails).where(eq(outgoingMails.id, rivalMail.id));
  expect(row).toMatchObject({ status: "failed", attempts: 1, bodyText: "Initial password: rival-secret" });
}

export const outgoingMailMatrix: Record<string, TEntry> = {
  "GET /api/outgoing-mail/query-outgoing-mail": staffListProbe(
    "/api/outgoing-mail/query-outgoing-mail",
    () => rivalMail.id,
    (): Record<string, string>[] => [
      { page_size: "200" },
      { status: "failed", page_size: "200" },
      { keyword: "rival" },
    ],
    true,
  ),
  "POST /api/outgoing-mail/send-again": refusedProbe(
    "/api/outgoing-mail/send-again",
    "POST",
    () => ({ id: rivalMail.id }),
    rivalMailUnchanged,
  ),
};
