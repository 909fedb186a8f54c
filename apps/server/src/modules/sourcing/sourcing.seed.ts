import type { Db } from "../../kernel/db/client.ts";
import { linkIdentity } from "./sourcing.links.ts";
import * as repo from "./sourcing.repository.ts";
import { sourcingQuotes, sourcingRequests } from "./sourcing.tables.ts";

type TDemoOwner = { providerId: string; customerId: string; shipperUserId: string; providerUserId: string };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo customer's sourcing requests on a first start: one just submitted, one being sourced and one
 * quoted (two variants, a shipping table) awaiting its confirmation, each with its log.
 */
export async function seedDemoSourcing(tx: Db, o: TDemoOwner, now = new Date()) {
  const [submittedCode, sourcingCode, quotedCode] = await repo.nextSourcingCodes(tx, o.providerId, 3, now);
  const link = "https://detail.1688.com/offer/624859021931.html";
  const owner = { providerId: o.providerId, customerId: o.customerId, createdBy: o.shipperUserId };
  const rows = await tx
    .insert(sourcingRequests)
    .values([
      {
        ...owner,
        code: submittedCode ?? "",
        mode: "link",
        url: link,
        ...identity(link),
        expectedPrice: "2.80",
        purchaseReason: "Best seller in the autumn range",
        itemsCount: 300,
      },
      {
        ...owner,
        code: sourcingCode ?? "",
        mode: "keywords",
        status: "sourcing",
        keywords: "silicone phone stand foldable",
        expectedPrice: "1.20",
        itemsCount: 500,
        assigneeId: o.providerUserId,
        startedAt: now,
      },
      {
        ...owner,
        code: quotedCode ?? "",
        mode: "keywords",
        status: "pending_confirmation",
        keywords: "canvas tote bag 40 cm",
        expectedPrice: "2.50",
        description: "Natural canvas, inside pocket",
        itemsCount: 200,
        assigneeId: o.providerUserId,
        startedAt: now,
        quotedAt: now,
        validUntil: new Date(now.getTime() + 14 * dayMs),
      },
    ])
    .returning({
      id: sourcingRequests.id,
      status: sourcingRequests.status,
      validUntil: sourcingRequests.validUntil,
    });
  const quotedRow = rows[2];
  if (quotedRow?.validUntil)
    await tx.insert(sourcingQuotes).values({
      providerId: o.providerId,
      requestId: quotedRow.id,
      supplierName: "Yiwu Bright Bags Co.",
      supplierUrl: "https://detail.1688.com/offer/630000000001.html",
      productTitle: "Canvas tote bag 40 cm",
      currency: "USD",
      moq: 100,
      leadTimeDays: 7,
      validUntil: quotedRow.validUntil,
      variants: [
        { colour: "Natural", size: "40 cm", sku: `${quotedCode}-1`, unitCost: "2.35", weight: "0.180" },
        { colour: "Black", size: "40 cm", sku: `${quotedCode}-2`, unitCost: "2.45", weight: "0.180" },
      ],
      shipping: [
        { country: "US", cost: "4.10" },
        { country: "GB", cost: "3.90" },
        { country: "DE", cost: "3.80" },
      ],
      quotedBy: o.providerUserId,
      quotedByName: "demo_provider",
    });
  const steps: Record<string, [string, string, string][]> = {
    submitted: [["submit", "submitted", "demo_shipper"]],
    sourcing: [
      ["submit", "submitted", "demo_shipper"],
      ["start", "sourcing", "demo_provider"],
    ],
    pending_confirmation: [
      ["submit", "submitted", "demo_shipper"],
      ["start", "sourcing", "demo_provider"],
      ["quote", "pending_confirmation", "demo_provider"],
    ],
  };
  await repo.insertLogs(
    tx,
    rows.flatMap((r) =>
      (steps[r.status] ?? []).map(([action, to, name], i, all) => ({
        providerId: o.providerId,
        requestId: r.id,
        action,
        fromStatus: i === 0 ? null : (all[i - 1]?.[1] ?? null),
        toStatus: to,
        actorUserId: name === "demo_shipper" ? o.shipperUserId : o.providerUserId,
        actorName: name,
        createdAt: new Date(now.getTime() - (all.length - i) * 60_000),
      })),
    ),
  );
}

const identity = (link: string) => {
  const { marketplace, key } = linkIdentity(link);
  return { marketplace, linkKey: key };
};
