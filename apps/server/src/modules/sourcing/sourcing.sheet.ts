import { type TSourcingItemInput, ZSourcingItemInput } from "@wms/contracts";
import {
  columnMessage,
  type TRowResult,
  type TSheetDefinition,
} from "../../kernel/documents/spreadsheets.ts";
import { text } from "../../kernel/errors.ts";

/**
 * The sourcing spreadsheet (get-template-files?type=sourcing): one request per row, by link, keywords or
 * image link (product-id requests are made on the screen, where the product is chosen from the catalogue).
 */
export const sourcingSheet: TSheetDefinition = {
  type: "sourcing",
  name: { en_us: "Sourcing requests", zh_cn: "采购需求" },
  columns: [
    {
      key: "mode",
      header: { en_us: "Mode", zh_cn: "方式" },
      required: true,
      note: {
        en_us: "Required: link, keywords or image (in Chinese: 链接, 关键词 or 图片).",
        zh_cn: "必填：链接、关键词或图片（也可填 link、keywords、image）。",
      },
    },
    {
      key: "url",
      header: { en_us: "Link", zh_cn: "链接" },
      width: 40,
      note: {
        en_us: "Required for mode link: begins with http:// or https://.",
        zh_cn: "方式为链接时必填，以 http:// 或 https:// 开头。",
      },
    },
    {
      key: "keywords",
      header: { en_us: "Keywords", zh_cn: "关键词" },
      width: 30,
      note: {
        en_us: "Required for mode keywords, at most 200 characters.",
        zh_cn: "方式为关键词时必填，最多 200 个字符。",
      },
    },
    {
      key: "image_url",
      header: { en_us: "Image link", zh_cn: "图片链接" },
      width: 40,
      note: {
        en_us: "Required for mode image: an http(s) link to the picture.",
        zh_cn: "方式为图片时必填：图片的 http(s) 链接。",
      },
    },
    {
      key: "expected_price",
      header: { en_us: "Expected price", zh_cn: "期望单价" },
      note: {
        en_us: "Per piece, at most 2 decimals; required for mode keywords.",
        zh_cn: "单件价格，最多 2 位小数；方式为关键词时必填。",
      },
    },
    {
      key: "items_count",
      header: { en_us: "Items count", zh_cn: "采购数量" },
      note: { en_us: "Pieces you mean to buy, 1 if empty.", zh_cn: "计划采购件数，为空时为 1。" },
    },
    {
      key: "purchase_reason",
      header: { en_us: "Purchase reason", zh_cn: "采购原因" },
      width: 24,
      note: { en_us: "Optional, at most 500 characters.", zh_cn: "选填，最多 500 个字符。" },
    },
    {
      key: "description",
      header: { en_us: "Description", zh_cn: "描述" },
      width: 40,
      note: {
        en_us: "Required for mode image (what the picture shows), at most 2000 characters.",
        zh_cn: "方式为图片时必填（图片中的商品），最多 2000 个字符。",
      },
    },
  ],
  example: [
    {
      mode: "link",
      url: "https://detail.1688.com/offer/624859021931.html",
      expected_price: "2.50",
      items_count: 200,
      purchase_reason: "Best seller",
    },
    { mode: "keywords", keywords: "silicone phone stand foldable", expected_price: "1.20", items_count: 500 },
  ],
};

const modeNames: Record<string, TSourcingItemInput["mode"]> = {
  link: "link",
  链接: "link",
  keywords: "keywords",
  keyword: "keywords",
  关键词: "keywords",
  image: "image",
  图片: "image",
};

const columnOf = (key: string) => sourcingSheet.columns.find((c) => c.key === key);

/** One row as a request item, or the first refusal naming its column. */
export function parseSourcingRow(record: Record<string, string>): TRowResult<TSourcingItemInput> {
  const mode = modeNames[(record.mode ?? "").trim().toLowerCase()];
  const modeColumn = columnOf("mode");
  if (!mode && modeColumn)
    return { ok: false, message: columnMessage(modeColumn.header, text("sourcing.modeUnknown")) };
  const parsed = ZSourcingItemInput.safeParse({ ...record, mode, items_count: record.items_count || 1 });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const column = columnOf(String(issue?.path[0] ?? ""));
  const message = text(issue?.message ?? "badRequest");
  return { ok: false, message: column ? columnMessage(column.header, message) : message };
}
