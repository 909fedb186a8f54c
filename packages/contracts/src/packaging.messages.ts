/** Server messages of packaging materials (warehousing settings). */
export const packagingMessages = {
  "warehouse.measureFormat": {
    en_us: "Enter a number of 0 or more with at most 2 decimals",
    zh_cn: "请输入不小于 0、最多两位小数的数字",
  },
  "warehouse.currencyFormat": {
    en_us: "Enter a 3-letter currency code such as CNY or USD",
    zh_cn: "请输入 3 位字母的币种代码，例如 CNY 或 USD",
  },
  "warehouse.packagingCodeTaken": {
    en_us: "A packaging material with this code already exists; choose another code",
    zh_cn: "该包材编码已存在，请换一个编码",
  },
  "warehouse.packagingNotFound": { en_us: "Packaging material not found", zh_cn: "包材不存在" },
} as const;
