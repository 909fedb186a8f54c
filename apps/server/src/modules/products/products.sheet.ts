import { ZProductVariantInput } from "@wms/contracts";
import { z } from "zod";
import {
  columnMessage,
  type TRowResult,
  type TSheetDefinition,
} from "../../kernel/documents/spreadsheets.ts";
import { type Text, text } from "../../kernel/errors.ts";

/**
 * The product spreadsheet: one row per variant. Rows that share a product code become the variants of one
 * product (title, tags taken from the first of them); a row without a product code is a product of its own.
 * The same columns are used by the template, the import and the export.
 */
export const productSheet: TSheetDefinition = {
  type: "product",
  name: { en_us: "Products", zh_cn: "商品" },
  columns: [
    {
      key: "pid",
      header: { en_us: "Product code", zh_cn: "商品编码" },
      text: true,
      note: {
        en_us: "Optional. Rows with the same product code become variants of one product.",
        zh_cn: "选填。商品编码相同的行会成为同一商品的多个规格。",
      },
    },
    {
      key: "title",
      header: { en_us: "Product title", zh_cn: "商品标题" },
      required: true,
      width: 30,
      note: { en_us: "Required, at most 255 characters.", zh_cn: "必填，最多 255 个字符。" },
    },
    {
      key: "sku",
      header: { en_us: "SKU", zh_cn: "SKU" },
      required: true,
      text: true,
      width: 20,
      note: {
        en_us: "Required and unique among your products: letters, digits and . _ - / #, at most 64.",
        zh_cn: "必填，在您的商品中唯一：字母、数字及 . _ - / #，最多 64 位。",
      },
    },
    {
      key: "barcode",
      header: { en_us: "Barcode", zh_cn: "条码" },
      text: true,
      width: 18,
      note: {
        en_us: "Optional and unique among your products; when empty the SKU is scanned.",
        zh_cn: "选填，在您的商品中唯一；为空时扫描 SKU。",
      },
    },
    {
      key: "name_cn",
      header: { en_us: "Chinese name", zh_cn: "中文名称" },
      width: 20,
      note: { en_us: "Chinese or English name required.", zh_cn: "中文名称或英文名称至少填一个。" },
    },
    {
      key: "name_en",
      header: { en_us: "English name", zh_cn: "英文名称" },
      width: 24,
      note: { en_us: "Chinese or English name required.", zh_cn: "中文名称或英文名称至少填一个。" },
    },
    {
      key: "unit",
      header: { en_us: "Unit", zh_cn: "单位" },
      note: { en_us: "Default pcs.", zh_cn: "默认 pcs。" },
    },
    { key: "size", header: { en_us: "Size", zh_cn: "尺码" } },
    { key: "colour", header: { en_us: "Colour", zh_cn: "颜色" } },
    {
      key: "weight",
      header: { en_us: "Weight (kg)", zh_cn: "重量(kg)" },
      required: true,
      note: {
        en_us: "Required, more than 0, at most 3 decimals: each parcel is weighed against it.",
        zh_cn: "必填，大于 0，最多三位小数：每个包裹都按此重量称重核对。",
      },
    },
    { key: "length", header: { en_us: "Length (cm)", zh_cn: "长(cm)" } },
    { key: "width", header: { en_us: "Width (cm)", zh_cn: "宽(cm)" } },
    { key: "height", header: { en_us: "Height (cm)", zh_cn: "高(cm)" } },
    { key: "inspection_length", header: { en_us: "Inspection length (cm)", zh_cn: "质检长(cm)" } },
    { key: "inspection_width", header: { en_us: "Inspection width (cm)", zh_cn: "质检宽(cm)" } },
    { key: "inspection_height", header: { en_us: "Inspection height (cm)", zh_cn: "质检高(cm)" } },
    { key: "price", header: { en_us: "Price", zh_cn: "价格" } },
    { key: "compare_at_price", header: { en_us: "Compare-at price", zh_cn: "划线价" } },
    {
      key: "origin",
      header: { en_us: "Origin (country code)", zh_cn: "原产国(国家代码)" },
      note: { en_us: "Two-letter ISO code, e.g. CN, US.", zh_cn: "两位 ISO 国家代码，例如 CN、US。" },
    },
    { key: "warning_quantity", header: { en_us: "Inventory warning quantity", zh_cn: "库存预警数量" } },
    {
      key: "tags",
      header: { en_us: "Tags", zh_cn: "标签" },
      note: { en_us: "Separated by commas.", zh_cn: "用逗号分隔。" },
    },
    {
      key: "main_image_url",
      header: { en_us: "Image URL", zh_cn: "图片链接" },
      width: 30,
      note: { en_us: "Optional http(s) link to the image.", zh_cn: "选填，图片的 http(s) 链接。" },
    },
  ],
  example: [
    {
      pid: "TSHIRT-01",
      title: "Cotton T-shirt",
      sku: "TSHIRT-01-RED-M",
      barcode: "6901234567892",
      name_cn: "纯棉T恤 红色 M",
      name_en: "Cotton T-shirt Red M",
      unit: "pcs",
      size: "M",
      colour: "Red",
      weight: 0.2,
      length: 30,
      width: 25,
      height: 2,
      inspection_length: "",
      inspection_width: "",
      inspection_height: "",
      price: 9.9,
      compare_at_price: 14.9,
      origin: "CN",
      warning_quantity: 10,
      tags: "apparel, summer",
      main_image_url: "",
    },
  ],
};

const ZImportRow = z.object({
  pid: z.string().trim().max(100, "product.pidLength"),
  title: z.string().trim().min(1, "product.titleRequired").max(255, "product.titleLength"),
  tags: z
    .string()
    .transform((v) =>
      v
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter((t) => t !== ""),
    )
    .pipe(z.array(z.string().max(40, "product.tagLength")).max(20, "product.tagCount")),
});

export type TImportRow = z.infer<typeof ZImportRow> & { variant: z.infer<typeof ZProductVariantInput> };

const headerOf = new Map(productSheet.columns.map((c) => [c.key, c.header]));

/** The first problem of a row: "<column>: <message>" (our schemas carry message keys; zod's own texts become "invalid"). */
function issueText(issue: z.core.$ZodIssue): Text {
  const key = String(issue.path[0] ?? "");
  const raw = issue.message ?? "";
  const message = text(raw && !raw.includes(" ") ? raw : "field.invalid");
  const header = headerOf.get(key);
  return header ? columnMessage(header, message) : message;
}

/** Validates one spreadsheet row; blank optional cells take the defaults of the create form. */
export function parseImportRow(record: Record<string, string>): TRowResult<TImportRow> {
  const present = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ""));
  const head = ZImportRow.safeParse({
    pid: record.pid ?? "",
    title: record.title ?? "",
    tags: record.tags ?? "",
  });
  const { pid: _p, title: _t, tags: _g, ...variantFields } = present;
  const variant = ZProductVariantInput.safeParse(variantFields);
  if (!head.success) return { ok: false, message: issueText(head.error.issues[0] as z.core.$ZodIssue) };
  if (!variant.success) {
    return { ok: false, message: issueText(variant.error.issues[0] as z.core.$ZodIssue) };
  }
  return { ok: true, value: { ...head.data, variant: variant.data } };
}
