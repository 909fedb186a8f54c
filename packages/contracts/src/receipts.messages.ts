/** Server messages of warehouse receipts; `{name}` placeholders are filled before the text leaves. */
export const receiptsMessages = {
  "receipt.notFound": { en_us: "Receipt not found", zh_cn: "入库单不存在" },
  "receipt.created": { en_us: "Receipt {code} created", zh_cn: "入库单 {code} 已创建" },
  "receipt.dateFormat": { en_us: "Enter a date as YYYY-MM-DD", zh_cn: "请按 YYYY-MM-DD 格式输入日期" },
  "receipt.quantityFormat": {
    en_us: "Enter a whole number from 0 to 1000000 (at least 1 for an expected quantity)",
    zh_cn: "请输入 0 至 1000000 的整数（预计数量至少为 1）",
  },
  "receipt.weightFormat": {
    en_us: "Enter a weight in kg with at most 3 decimals",
    zh_cn: "请输入重量（千克），最多 3 位小数",
  },
  "receipt.remarkLength": { en_us: "A remark may be at most 500 characters", zh_cn: "备注最多 500 个字符" },
  "receipt.referenceLength": {
    en_us: "The reference may be at most 100 characters",
    zh_cn: "参考号最多 100 个字符",
  },
  "receipt.linesRequired": { en_us: "Add at least one SKU", zh_cn: "请至少添加一个 SKU" },
  "receipt.tooManyLines": { en_us: "At most 500 SKUs per receipt", zh_cn: "每个入库单最多 500 个 SKU" },
  "receipt.boxesRequired": { en_us: "Add at least one box", zh_cn: "请至少添加一个箱子" },
  "receipt.tooManyBoxes": { en_us: "At most 500 boxes per receipt", zh_cn: "每个入库单最多 500 箱" },
  "receipt.customerRequired": { en_us: "Choose the customer", zh_cn: "请选择客户" },
  "receipt.warehouseNotSelected": {
    en_us: "This warehouse is not in the customer's warehousing definition",
    zh_cn: "该仓库不在客户的仓储定义中",
  },
  "receipt.skuUnknown": {
    en_us: "{sku} is not a SKU or barcode of this customer",
    zh_cn: "{sku} 不是该客户的 SKU 或条码",
  },
  "receipt.skuDuplicate": {
    en_us: "{sku} is listed twice; enter each SKU once",
    zh_cn: "{sku} 重复出现，每个 SKU 只能填写一次",
  },
  "receipt.status.draft": { en_us: "draft", zh_cn: "草稿" },
  "receipt.status.submitted": { en_us: "submitted", zh_cn: "已提交" },
  "receipt.status.receiving": { en_us: "receiving", zh_cn: "收货中" },
  "receipt.status.inspected": { en_us: "inspected", zh_cn: "已质检" },
  "receipt.status.put_away": { en_us: "put away", zh_cn: "已上架" },
  "receipt.status.completed": { en_us: "completed", zh_cn: "已完成" },
  "receipt.status.cancelled": { en_us: "cancelled", zh_cn: "已取消" },
  "receipt.refused.update": {
    en_us: "Receipt {code} is {status}; only a draft can be edited",
    zh_cn: "入库单 {code} 当前为{status}，只有草稿可以编辑",
  },
  "receipt.refused.submit": {
    en_us: "Receipt {code} is {status}; only a draft can be submitted",
    zh_cn: "入库单 {code} 当前为{status}，只有草稿可以提交",
  },
  "receipt.refused.cancel": {
    en_us: "Receipt {code} is {status}; only a draft or submitted receipt can be cancelled",
    zh_cn: "入库单 {code} 当前为{status}，只有草稿或已提交的入库单可以取消",
  },
  "receipt.refused.start": {
    en_us: "Receipt {code} is {status}; receiving starts from a submitted receipt",
    zh_cn: "入库单 {code} 当前为{status}，只有已提交的入库单可以开始收货",
  },
  "receipt.refused.scan": {
    en_us: "Receipt {code} is {status}; scanning is possible while receiving only",
    zh_cn: "入库单 {code} 当前为{status}，只有收货中才能扫描",
  },
  "receipt.refused.inspect": {
    en_us: "Receipt {code} is {status}; inspection is recorded while receiving only",
    zh_cn: "入库单 {code} 当前为{status}，只有收货中才能录入质检结果",
  },
  "receipt.refused.putaway": {
    en_us: "Receipt {code} is {status}; only an inspected receipt can be put away",
    zh_cn: "入库单 {code} 当前为{status}，只有已质检的入库单可以上架",
  },
  "receipt.refused.complete": {
    en_us: "Receipt {code} is {status}; only a put-away receipt can be completed",
    zh_cn: "入库单 {code} 当前为{status}，只有已上架的入库单可以完成",
  },
  "receipt.scanEmpty": { en_us: "Scan or type a barcode", zh_cn: "请扫描或输入条码" },
  "receipt.scanUnknown": {
    en_us: "{code} is neither a box of this receipt nor a SKU or barcode of its customer",
    zh_cn: "{code} 既不是本入库单的箱号，也不是该客户的 SKU 或条码",
  },
  "receipt.scanOtherBox": {
    en_us: "Box {code} belongs to another receipt",
    zh_cn: "箱号 {code} 属于其他入库单",
  },
  "receipt.inspectAllLines": {
    en_us: "Give the inspection result of every line of the receipt, each once",
    zh_cn: "请为入库单的每一行各录入一次质检结果",
  },
  "receipt.nothingReceived": {
    en_us: "Nothing was received: record at least one qualified or unqualified item",
    zh_cn: "未收到任何货物：请至少录入一件合格或不合格品",
  },
  "receipt.putawayRequired": { en_us: "Choose a location for every quantity", zh_cn: "请为所有数量选择库位" },
  "receipt.putawayMismatch": {
    en_us: "{sku}: {kind} quantity {planned} was put away, but {expected} were inspected",
    zh_cn: "{sku}：已分配上架 {planned} 件{kind}品，但质检结果为 {expected} 件",
  },
  "receipt.putawayLocation": {
    en_us: "Location {code} cannot take {kind} goods of this warehouse",
    zh_cn: "库位 {code} 不能存放本仓库的{kind}品",
  },
  "receipt.putawayUnknownLocation": {
    en_us: "A chosen location does not exist in this warehouse or is disabled",
    zh_cn: "所选库位不在本仓库或已停用",
  },
  "receipt.kind.qualified": { en_us: "qualified", zh_cn: "合格" },
  "receipt.kind.unqualified": { en_us: "unqualified", zh_cn: "不合格" },
  "receipt.ledgerMissing": {
    en_us: "Stock cannot be written yet: the inventory ledger is not installed",
    zh_cn: "暂时无法写入库存：库存账未安装",
  },
} as const;
