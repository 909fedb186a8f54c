import type { TFeeKind, TLanguage } from "@wms/contracts";

/**
 * The words of a statement in both languages (a document is written in its reader's language; the screens'
 * own words are the web's locales, which these follow).
 */

export const feeKindNames: Record<TFeeKind, Record<TLanguage, string>> = {
  receiving_receipt: { en_us: "Receiving per receipt", zh_cn: "入库按单计费" },
  receiving_unit: { en_us: "Receiving per unit", zh_cn: "入库按件计费" },
  receiving_carton: { en_us: "Receiving per carton", zh_cn: "入库按箱计费" },
  storage_location_day: { en_us: "Storage per location", zh_cn: "按库位仓储费" },
  storage_cubic_metre_day: { en_us: "Storage by volume", zh_cn: "按体积仓储费" },
  outbound_order: { en_us: "Order handling", zh_cn: "订单处理费" },
  outbound_extra_unit: { en_us: "Extra unit in an order", zh_cn: "订单额外件费" },
  outbound_extra_line: { en_us: "Extra line in an order", zh_cn: "订单额外行费" },
  packaging_markup: { en_us: "Packaging (cost plus markup)", zh_cn: "包材费（成本加价）" },
  shipping_markup_percent: { en_us: "Shipping (cost plus percent)", zh_cn: "运费（成本加百分比）" },
  shipping_markup_fixed: { en_us: "Shipping markup (per parcel)", zh_cn: "运费加价（每包裹）" },
  sourcing_request: { en_us: "Sourcing request", zh_cn: "采购申请费" },
  sourcing_quote_percent: { en_us: "Sourcing commission", zh_cn: "采购佣金" },
  vas_labelling: { en_us: "Labelling", zh_cn: "贴标费" },
  vas_kitting: { en_us: "Kitting", zh_cn: "组套费" },
  return_processing: { en_us: "Return handling", zh_cn: "退货处理费" },
  return_unit_inspected: { en_us: "Return inspection", zh_cn: "退货质检费" },
  return_relabel: { en_us: "Return relabelling", zh_cn: "退货换标费" },
  monthly_minimum: { en_us: "Monthly minimum", zh_cn: "月最低消费" },
};

export const locationTypeNames: Record<string, Record<TLanguage, string>> = {
  pick: { en_us: "Pick", zh_cn: "拣货位" },
  storage: { en_us: "Bulk / storage", zh_cn: "存储位" },
  receiving: { en_us: "Receiving", zh_cn: "收货位" },
  defect: { en_us: "Defect", zh_cn: "不良品位" },
  shipping: { en_us: "Shipping", zh_cn: "发货位" },
};

const words = {
  title: { en_us: "Statement", zh_cn: "对账单" },
  provider: { en_us: "Provider", zh_cn: "服务商" },
  customer: { en_us: "Customer", zh_cn: "客户" },
  period: { en_us: "Period (UTC days)", zh_cn: "账期（UTC 日）" },
  currency: { en_us: "Currency", zh_cn: "币种" },
  issued: { en_us: "Issued", zh_cn: "出具时间" },
  summary: { en_us: "Charges by fee", zh_cn: "按费用类型汇总" },
  fee: { en_us: "Fee", zh_cn: "费用" },
  count: { en_us: "Charges", zh_cn: "笔数" },
  amount: { en_us: "Amount", zh_cn: "金额" },
  total: { en_us: "Total for the month (credit notes less)", zh_cn: "本月合计（已扣除贷记单）" },
  balance: { en_us: "Balance when issued", zh_cn: "出具时余额" },
  detail: { en_us: "Charges", zh_cn: "费用明细" },
  day: { en_us: "Day", zh_cn: "计费日" },
  document: { en_us: "Document", zh_cn: "作业单据" },
  quantity: { en_us: "Quantity", zh_cn: "数量" },
  rate: { en_us: "Rate", zh_cn: "费率" },
  creditNote: { en_us: "credit note", zh_cn: "贷记单" },
  ageFrom: { en_us: "{days}+ days old", zh_cn: "库龄 {days} 天以上" },
  none: { en_us: "No charge this month.", zh_cn: "本月没有费用。" },
  more: {
    en_us: "{shown} of {count} charges are listed here; the xlsx statement lists every one.",
    zh_cn: "此处列出 {count} 笔费用中的 {shown} 笔；xlsx 对账单列出全部费用。",
  },
} as const;

export type TStatementWord = keyof typeof words;

/** A statement's word in a language, its {name} parameters filled. */
export function word(
  lang: TLanguage,
  key: TStatementWord,
  params: Record<string, string | number> = {},
): string {
  return words[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A line's fee as a reader reads it: the kind, and for storage the locations' type and the age tier. */
export function feeOf(
  lang: TLanguage,
  line: { kind: TFeeKind; locationType: string | null; ageFromDays: number | null; credit: boolean },
) {
  const parts = [feeKindNames[line.kind][lang]];
  if (line.locationType) parts.push(locationTypeNames[line.locationType]?.[lang] ?? line.locationType);
  if (line.ageFromDays !== null) parts.push(word(lang, "ageFrom", { days: line.ageFromDays }));
  if (line.credit) parts.push(word(lang, "creditNote"));
  return parts.join(" · ");
}
