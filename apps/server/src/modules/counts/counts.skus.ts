import { Code, type TSubmitCountRequest } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, type Text, text } from "../../kernel/errors.ts";
import { variantsByCodes } from "../products/index.ts";
import { countLines } from "./counts.tables.ts";

export type TCounted = { variantId: string; customerId: string; batch: string; quantity: number };

/**
 * The scanned codes as SKUs of the location's owners: a code is a SKU or a barcode; where several customers
 * share it, the one whose stock the snapshot found here is meant; a plan of some SKUs or one customer counts
 * only those. 4001 naming each line that is unknown, ambiguous, outside the plan or listed twice.
 */
export async function resolveCounted(
  tx: Db,
  providerId: string,
  task: { id: string; round: number },
  plan: { customerId: string | null; variantIds: string[] | null },
  lines: TSubmitCountRequest["lines"],
): Promise<TCounted[]> {
  if (lines.length === 0) return [];
  const codes = [...new Set(lines.map((l) => l.code))];
  const [variants, snapshot] = await Promise.all([
    variantsByCodes(tx, providerId, null, codes),
    tx
      .select({ variantId: countLines.variantId })
      .from(countLines)
      .where(
        and(
          eq(countLines.providerId, providerId),
          eq(countLines.taskId, task.id),
          eq(countLines.round, task.round),
        ),
      ),
  ]);
  // Which of them the location's snapshot found (a code shared by customers means the one stored here).
  const here = new Set(snapshot.map((l) => l.variantId));
  const candidates = variants.map((v) => ({ ...v, here: here.has(v.id) }));
  const fields: Record<string, string> = {};
  const messages: Text[] = [];
  const fail = (i: number, key: string, code: string) => {
    fields[`lines.${i}.code`] = key;
    messages.push(text(key, { code }));
  };
  const seen = new Set<string>();
  const out: TCounted[] = [];
  for (const [i, line] of lines.entries()) {
    const matching = candidates.filter((v) => v.sku === line.code || v.barcode === line.code);
    const inPlan = matching.filter(
      (v) =>
        (!plan.customerId || v.customerId === plan.customerId) &&
        (!plan.variantIds?.length || plan.variantIds.includes(v.id)),
    );
    const here = inPlan.filter((v) => v.here);
    const chosen = here.length === 1 ? here : inPlan;
    const v = chosen[0];
    const key = `${v?.id}|${line.batch}`;
    const problem =
      matching.length === 0
        ? "counts.skuUnknown"
        : inPlan.length === 0
          ? "counts.skuNotInPlan"
          : chosen.length > 1
            ? "counts.skuAmbiguous"
            : seen.has(key)
              ? "counts.lineTwice"
              : null;
    if (problem || !v) {
      fail(i, problem ?? "counts.skuUnknown", line.code);
      continue;
    }
    seen.add(key);
    out.push({ variantId: v.id, customerId: v.customerId, batch: line.batch, quantity: line.quantity });
  }
  const [first] = messages;
  if (first) throw new AppError(Code.badRequest, first.key, { fields }, first.params);
  return out;
}
