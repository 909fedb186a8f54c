/** Server messages of wave strategies (warehousing settings). */
export const waveStrategiesMessages = {
  "warehouse.waveMaxOrders": {
    en_us: "Max orders per wave must be a whole number from 1 to 1000",
    zh_cn: "每波次最大订单数须为 1 至 1000 之间的整数",
  },
  "warehouse.waveMaxLines": {
    en_us: "Max lines per wave must be a whole number from 1 to 10000",
    zh_cn: "每波次最大行数须为 1 至 10000 之间的整数",
  },
  "warehouse.waveLinesBelowOrders": {
    en_us: "Max lines per wave may not be smaller than max orders per wave",
    zh_cn: "每波次最大行数不能小于每波次最大订单数",
  },
  "warehouse.waveKind": {
    en_us: "Choose a wave type: single item, multi item, same channel or same zone",
    zh_cn: "请选择波次类型：单品、多品、同渠道或同分区",
  },
  "warehouse.waveNameTaken": {
    en_us: "A wave strategy with this name already exists; choose another name",
    zh_cn: "已存在同名的波次策略，请换一个名称",
  },
  "warehouse.waveNotFound": { en_us: "Wave strategy not found", zh_cn: "波次策略不存在" },
  "warehouse.waveStrategiesLabel": { en_us: "wave strategies", zh_cn: "波次策略" },
} as const;
