import { ZOrderFields } from "@wms/contracts";
import type { z } from "zod";
import {
  columnMessage,
  type TRowResult,
  type TSheetColumn,
  type TSheetDefinition,
} from "../../kernel/documents/spreadsheets.ts";
import { type Text, text } from "../../kernel/errors.ts";

/**
 * The order spreadsheet: one row per SKU. Rows sharing an order reference become the lines of one order
 * (shipping fields taken from its first row); a row without a reference is an order of its own.
 */
const col = (key: string, en: string, zh: string, extra: Partial<TSheetColumn> = {}): TSheetColumn => ({
  key,
  header: { en_us: en, zh_cn: zh },
  ...extra,
});

export const orderSheet: TSheetDefinition = {
  type: "order",
  name: { en_us: "Orders", zh_cn: "订单" },
  columns: [
    col("reference", "Order reference", "订单参考号", {
      text: true,
      note: {
        en_us: "Optional. Rows with the same reference become one order with several SKUs.",
        zh_cn: "选填。参考号相同的行合并为一个订单的多个 SKU。",
      },
    }),
    col("warehouse", "Warehouse code", "仓库代码", { required: true, text: true }),
    col("channel", "Channel code", "物流渠道代码", {
      text: true,
      note: { en_us: "Optional; an enabled channel of the warehouse.", zh_cn: "选填；该仓库已启用的渠道。" },
    }),
    col("consignee", "Consignee", "收件人", { required: true }),
    col("phone", "Phone", "电话", { text: true }),
    col("email", "Email", "邮箱"),
    col("country", "Country code", "国家代码", {
      required: true,
      note: { en_us: "Two-letter ISO code, e.g. US.", zh_cn: "两位 ISO 国家代码，例如 US。" },
    }),
    col("province", "Province/State", "省/州"),
    col("city", "City", "城市"),
    col("address", "Address", "地址", { required: true, width: 36 }),
    col("postcode", "Postcode", "邮编", { text: true }),
    col("cod_type", "Cash on delivery (none/cod)", "货到付款(none/cod)"),
    col("amount", "Amount", "金额"),
    col("currency", "Currency", "币种"),
    col("ioss", "IOSS number", "IOSS 号", { text: true }),
    col("vat", "VAT number", "VAT 号", { text: true }),
    col("id_number", "ID number", "证件号", { text: true }),
    col("weight", "Package weight (kg)", "包裹重量(kg)"),
    col("length", "Length (cm)", "长(cm)"),
    col("width", "Width (cm)", "宽(cm)"),
    col("height", "Height (cm)", "高(cm)"),
    col("notes", "Notes", "备注", { width: 30 }),
    col("sku", "SKU", "SKU", { required: true, text: true }),
    col("quantity", "Quantity", "数量", { required: true }),
  ],
  example: [
    {
      reference: "SHOP-1001",
      warehouse: "SZ01",
      channel: "POST-STD",
      consignee: "Jane Doe",
      phone: "+1 555 0100",
      email: "jane@example.com",
      country: "US",
      province: "CA",
      city: "Los Angeles",
      address: "1 Main Street",
      postcode: "90001",
      cod_type: "none",
      amount: 25,
      currency: "USD",
      ioss: "",
      vat: "",
      id_number: "",
      weight: 0.5,
      length: 20,
      width: 15,
      height: 5,
      notes: "",
      sku: "EB-100-BLK",
      quantity: 1,
    },
  ],
};

export type TImportRow = Omit<z.infer<typeof ZOrderFields>, "warehouse_id" | "channel_id"> & {
  warehouse: string;
  channel: string;
};

const headerOf = new Map(orderSheet.columns.map((c) => [c.key, c.header]));
const RowSchema = ZOrderFields.omit({ warehouse_id: true, channel_id: true });

/** "<column>: <message>" for a column of the sheet; the message alone for anything else. */
function inColumn(key: string, message: Text): Text {
  const header = headerOf.get(key);
  return header ? columnMessage(header, message) : message;
}

function issueText(issue: z.core.$ZodIssue): Text {
  const path = issue.path.map(String);
  const key = path[0] === "lines" ? String(path[2] ?? "sku") : String(path[0] ?? "");
  const raw = issue.message ?? "";
  return inColumn(key, text(raw && !raw.includes(" ") ? raw : "field.invalid"));
}

/** Validates one row with the create form's rules; blank optional cells take the form's defaults. */
export function parseOrderRow(record: Record<string, string>): TRowResult<TImportRow> {
  const present = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ""));
  const { sku = "", quantity = "", warehouse = "", channel = "", ...fields } = present;
  const parsed = RowSchema.safeParse({ ...fields, lines: [{ sku, quantity }] });
  if (!parsed.success) return { ok: false, message: issueText(parsed.error.issues[0] as z.core.$ZodIssue) };
  if (!warehouse) {
    return {
      ok: false,
      message: inColumn("warehouse", text("field.required")),
    };
  }
  return { ok: true, value: { ...parsed.data, warehouse: warehouse.trim(), channel: channel.trim() } };
}
