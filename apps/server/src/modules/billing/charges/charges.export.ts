import { Code, ZChargeSummaryQuery } from "@wms/contracts";
import { and, asc, count, eq, gt, or } from "drizzle-orm";
import { keywordOf } from "../../../kernel/db/list-query.ts";
import { exportTime, type TExportSource } from "../../../kernel/documents/exports.ts";
import { AppError } from "../../../kernel/errors.ts";
import { billingCharges } from "../billing.tables.ts";
import { feeOf } from "../statements/statement.texts.ts";
import { chargeConditions, chargeParties } from "./charges.repository.ts";

/** The charges list's filters as the export takes them (strings); a drop shipper's are its own charges. */
function filtersOf(raw: Record<string, string>) {
  const parsed = ZChargeSummaryQuery.safeParse(raw);
  if (!parsed.success) throw new AppError(Code.badRequest, "billing.exportFilters");
  return parsed.data;
}

const t = billingCharges;

/** Where a charge's rate came from: the card, the provider by hand (unpriced work), or a credit note. */
const pricedBy = {
  card: { en_us: "Rate card", zh_cn: "价目表" },
  hand: { en_us: "Priced by hand", zh_cn: "手动定价" },
  credit: { en_us: "Credit note", zh_cn: "红字冲销" },
} as const;

/**
 * The charges list as a spreadsheet (issue 42, item 9), with the list's filters (day range, kind, group,
 * warehouse, customer, document): every charge with the work behind it, its rate and amount, oldest first,
 * paged by (day, id) on the charges' day index. Amounts stay numbers; the fee reads in the reader's language.
 */
export const chargesExport: TExportSource = {
  kind: "billing-charges",
  name: { en_us: "Charges export", zh_cn: "费用明细导出" },
  roles: ["provider", "dropShipper"],
  columns: [
    { key: "day", header: { en_us: "Day", zh_cn: "日期" }, width: 12 },
    { key: "customer", header: { en_us: "Customer", zh_cn: "客户" } },
    { key: "owner_code", header: { en_us: "Owner code", zh_cn: "货主编码" }, width: 12 },
    { key: "warehouse", header: { en_us: "Warehouse", zh_cn: "仓库" }, width: 12 },
    { key: "document", header: { en_us: "Document", zh_cn: "单据" }, width: 22 },
    { key: "fee", header: { en_us: "Fee", zh_cn: "费用" }, width: 36 },
    { key: "quantity", header: { en_us: "Quantity", zh_cn: "数量" }, width: 12 },
    { key: "rate", header: { en_us: "Rate", zh_cn: "单价" }, width: 12 },
    { key: "amount", header: { en_us: "Amount", zh_cn: "金额" }, width: 12 },
    { key: "currency", header: { en_us: "Currency", zh_cn: "币种" }, width: 10 },
    { key: "priced_by", header: { en_us: "Rate from", zh_cn: "价格来源" }, width: 14 },
    { key: "note", header: { en_us: "Note", zh_cn: "备注" }, width: 30 },
    { key: "done_at", header: { en_us: "Work done at", zh_cn: "作业时间" }, width: 22 },
  ],
  async check(_db, _tenant, filters) {
    filtersOf(filters);
  },
  async count(db, tenant, filters) {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .where(
        and(
          eq(t.providerId, tenant.providerId),
          ...chargeConditions(ownCustomer(tenant, filters), filtersOf(filters)),
          keywordOf(filters.keyword, t.sourceCode),
        ),
      );
    return row?.n ?? 0;
  },
  async page(db, tenant, filters, after, limit, lang) {
    const q = filtersOf(filters);
    const [day, id] = after ? after.split("|") : [];
    const rows = await chargeParties(db)
      .where(
        and(
          eq(t.providerId, tenant.providerId),
          ...chargeConditions(ownCustomer(tenant, filters), q),
          keywordOf(q.keyword, t.sourceCode),
          day && id ? or(gt(t.billingDay, day), and(eq(t.billingDay, day), gt(t.id, id))) : undefined,
        ),
      )
      .orderBy(asc(t.billingDay), asc(t.id))
      .limit(limit);
    const last = rows.at(-1);
    return {
      rows: rows.map((r) => ({
        day: r.billingDay,
        customer: r.customerName,
        owner_code: r.ownerCode,
        warehouse: r.warehouseCode,
        document: r.sourceCode,
        fee: feeOf(lang, { ...r, credit: r.creditOfId !== null }),
        quantity: Number(r.quantity),
        rate: Number(r.rate),
        amount: Number(r.amount),
        currency: r.currency,
        priced_by: pricedBy[r.creditOfId ? "credit" : r.rateVersionId ? "card" : "hand"][lang],
        note: r.note,
        done_at: exportTime(r.eventAt),
      })),
      cursor: rows.length === limit && last ? `${last.billingDay}|${last.id}` : null,
    };
  },
};

/** A drop shipper exports its own charges whatever it names; provider staff may name a customer. */
const ownCustomer = (tenant: { customerId: string | null }, filters: Record<string, string>) =>
  tenant.customerId ?? (filters.customer_id || undefined);
