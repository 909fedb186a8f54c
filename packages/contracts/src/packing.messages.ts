/** Server messages of the packing floor (review, bagging, weighing); same keys in both languages. */
export const packingMessages = {
  "packing.orderNotFound": {
    en_us: "No order with code or tracking number {code}",
    zh_cn: "没有订单号或运单号为 {code} 的订单",
  },
  "packing.codeNotFound": {
    en_us: "No order or wave with code {code}",
    zh_cn: "没有编号为 {code} 的订单或波次",
  },
  "packing.waveNotPicked": {
    en_us: "Wave {code} is still being picked",
    zh_cn: "波次 {code} 仍在拣货中",
  },
  "packing.waveItemNotNeeded": {
    en_us: "{scanned} is not needed by any order of wave {code} still to review",
    zh_cn: "波次 {code} 中没有待复核的订单需要 {scanned}",
  },
  "packing.wrongItem": {
    en_us: "{scanned} is not in order {code}",
    zh_cn: "{scanned} 不属于订单 {code}",
  },
  "packing.overQuantity": {
    en_us: "Order {code} needs only {quantity} of {sku}",
    zh_cn: "订单 {code} 只需要 {quantity} 件 {sku}",
  },
  "packing.reviewIncomplete": {
    en_us: "Order {code} is not fully scanned yet",
    zh_cn: "订单 {code} 尚未扫描完毕",
  },
  "packing.reviewed": { en_us: "Order {code} reviewed", zh_cn: "订单 {code} 已复核" },
  "packing.noChannel": {
    en_us: "Order {code} has no logistics channel",
    zh_cn: "订单 {code} 没有物流渠道",
  },
  "packing.bagNotFound": { en_us: "Bag {bag} not found", zh_cn: "袋子 {bag} 不存在" },
  "packing.bagClosed": { en_us: "Bag {bag} is closed", zh_cn: "袋子 {bag} 已封袋" },
  "packing.bagOtherChannel": {
    en_us: "Bag {bag} is for another channel",
    zh_cn: "袋子 {bag} 属于其他渠道",
  },
  "packing.bagged": { en_us: "Order {code} put into bag {bag}", zh_cn: "订单 {code} 已装入袋子 {bag}" },
  "packing.bagClosedDone": { en_us: "Bag closed", zh_cn: "已封袋" },
  "packing.weightFormat": {
    en_us: "Enter a weight in kg (more than 0, at most 3 decimals)",
    zh_cn: "请输入重量（千克，大于 0，最多 3 位小数）",
  },
  "packing.weighed": { en_us: "Order {code} weighed", zh_cn: "订单 {code} 已称重" },
  "packing.outOfTolerance": {
    en_us: "Order {code}: weight out of tolerance, moved to exceptions",
    zh_cn: "订单 {code}：重量超出允差，已转为异常",
  },
} as const;
