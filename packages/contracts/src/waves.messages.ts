/** Server messages of waves; `{name}` placeholders are filled before the text leaves. */
export const wavesMessages = {
  "wave.notFound": { en_us: "Wave not found", zh_cn: "波次不存在" },
  "wave.dateFormat": { en_us: "Enter a date as YYYY-MM-DD", zh_cn: "请按 YYYY-MM-DD 输入日期" },
  "wave.pickedWhole": {
    en_us: "Enter a whole number of 0 or more",
    zh_cn: "请输入大于或等于 0 的整数",
  },
  "wave.strategyNotFound": { en_us: "Wave strategy not found", zh_cn: "波次策略不存在" },
  "wave.strategyDisabled": {
    en_us: "The wave strategy is disabled",
    zh_cn: "该波次策略已停用",
  },
  "wave.strategyOtherWarehouse": {
    en_us: "The wave strategy belongs to another warehouse",
    zh_cn: "该波次策略属于其他仓库",
  },
  "wave.warehouseNotFound": { en_us: "Warehouse not found", zh_cn: "仓库不存在" },
  "wave.orderOtherWarehouse": {
    en_us: "Order {code} is in another warehouse",
    zh_cn: "订单 {code} 属于其他仓库",
  },
  "wave.nothingToWave": {
    en_us: "No confirmed order fits this wave strategy",
    zh_cn: "没有符合该波次策略的已确认订单",
  },
  "wave.generated": { en_us: "{count} waves generated", zh_cn: "已生成 {count} 个波次" },
  "wave.finished": {
    en_us: "Wave {code} is already finished",
    zh_cn: "波次 {code} 已完成",
  },
  "wave.lineMissing": {
    en_us: "Enter the picked quantity of every line",
    zh_cn: "请填写每一行的拣货数量",
  },
  "wave.lineUnknown": {
    en_us: "This line is not on the wave's pick list",
    zh_cn: "该行不在波次的拣货单上",
  },
  "wave.pickedTooMany": {
    en_us: "At most {required} can be picked on this line",
    zh_cn: "该行最多可拣 {required} 件",
  },
  "wave.pickingConfirmed": { en_us: "Picking confirmed", zh_cn: "拣货已确认" },
} as const;
