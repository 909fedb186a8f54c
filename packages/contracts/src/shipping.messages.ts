/** Server messages of shipping (waybills, shipping notices, exceptions). */
export const shippingMessages = {
  "shipping.selectOrders": { en_us: "Select at least one order", zh_cn: "请至少选择一个订单" },
  "shipping.tooManyOrders": { en_us: "Too many orders at once", zh_cn: "一次选择的订单过多" },
  "shipping.textLength": { en_us: "At most 200 characters", zh_cn: "最多 200 个字符" },
  "shipping.boxNumberFormat": {
    en_us: "Box number: 1 to 40 letters, digits or -",
    zh_cn: "箱号：1 至 40 位字母、数字或 -",
  },
  "shipping.boxOneOrder": {
    en_us: "A box number can be given for one order at a time",
    zh_cn: "箱号每次只能对应一个订单",
  },
  "shipping.secondBox": {
    en_us: "Waybill {tracking_no} already belongs to box {box}: one box per waybill",
    zh_cn: "运单 {tracking_no} 已对应箱号 {box}：一个运单只对应一个箱号",
  },
  "shipping.boxTaken": {
    en_us: "Box {box} already has waybill {tracking_no}",
    zh_cn: "箱号 {box} 已对应运单 {tracking_no}",
  },
  "shipping.notPrintable": {
    en_us: "Order {code} cannot get a waybill while it is {status}",
    zh_cn: "订单 {code} 处于{status}状态，不能打印运单",
  },
  "shipping.noChannel": {
    en_us: "Order {code} has no logistics channel",
    zh_cn: "订单 {code} 未选择物流渠道",
  },
  "shipping.trackingTaken": {
    en_us: "Tracking number {tracking_no} is already used by another order",
    zh_cn: "运单号 {tracking_no} 已被其他订单使用",
  },
  "shipping.notManual": {
    en_us: "Order {code} ships on a channel that issues its own numbers",
    zh_cn: "订单 {code} 的渠道自动生成运单号，不能手动录入",
  },
  "shipping.alreadyIssued": {
    en_us: "Order {code} already has waybill {tracking_no}",
    zh_cn: "订单 {code} 已有运单 {tracking_no}",
  },
  "shipping.orderCodeUnknown": { en_us: "No order {code}", zh_cn: "订单 {code} 不存在" },
  "shipping.noOnePiece": {
    en_us: "No ready single-item order waits for {barcode}",
    zh_cn: "没有待发的 {barcode} 单件订单",
  },
  "shipping.notWeighed": {
    en_us: "Order {code} is {status}: only weighed orders can be handed over",
    zh_cn: "订单 {code} 为{status}状态：只有已称重的订单可以交接",
  },
  "shipping.wrongChannel": {
    en_us: "Order {code} is not for this warehouse and channel",
    zh_cn: "订单 {code} 不属于该仓库和渠道",
  },
  "shipping.inNotice": {
    en_us: "Order {code} is already on a shipping notice",
    zh_cn: "订单 {code} 已在其他交接单中",
  },
  "shipping.noWeighedOrders": {
    en_us: "No weighed orders wait for this warehouse and channel",
    zh_cn: "该仓库和渠道没有待交接的已称重订单",
  },
  "shipping.noticeShipped": {
    en_us: "Shipping notice {code} has already been shipped",
    zh_cn: "交接单 {code} 已发货",
  },
  "shipping.noticeCreated": { en_us: "Shipping notice {code} created", zh_cn: "交接单 {code} 已创建" },
  "shipping.noticeConfirmed": {
    en_us: "Handed over: the orders are shipped",
    zh_cn: "已交接：订单已发货",
  },
  "shipping.noticeNotFound": { en_us: "Shipping notice not found", zh_cn: "交接单不存在" },
  "shipping.trackingSaved": { en_us: "Tracking numbers saved", zh_cn: "运单号已保存" },
  "shipping.exceptionsHandled": { en_us: "Exceptions handled", zh_cn: "异常已处理" },
  "shipping.exceptionsReported": { en_us: "Orders moved to exceptions", zh_cn: "订单已转入异常" },
  "shipping.reasonRequired": { en_us: "Choose a reason", zh_cn: "请选择原因" },
  "shipping.shelfReturnNotFound": { en_us: "Return-to-shelf task not found", zh_cn: "归位任务不存在" },
  "shipping.shelfReturnDone": {
    en_us: "The return-to-shelf task of order {code} is already done",
    zh_cn: "订单 {code} 的归位任务已完成",
  },
  "shipping.shelfReturnFinished": { en_us: "Goods are back on the shelf", zh_cn: "商品已归位" },
} as const;
