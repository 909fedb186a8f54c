/** Server messages of inventory: stock adjustment, moves, the stock log and the ledger. */
export const inventoryMessages = {
  "inventory.dateFormat": { en_us: "Use the date format YYYY-MM-DD", zh_cn: "日期格式应为 YYYY-MM-DD" },
  "inventory.quantityPositive": { en_us: "The quantity must be greater than 0", zh_cn: "数量必须大于 0" },
  "inventory.quantityInteger": { en_us: "The quantity must be a whole number", zh_cn: "数量必须为整数" },
  "inventory.quantityTooLarge": { en_us: "The quantity is too large", zh_cn: "数量过大" },
  "inventory.batchLength": { en_us: "The batch may be at most 64 characters", zh_cn: "批次最多 64 个字符" },
  "inventory.targetRequired": {
    en_us: "Choose the product (SKU) to adjust",
    zh_cn: "请选择要调整的商品（SKU）",
  },
  "inventory.barcodeRequired": { en_us: "The product barcode is required", zh_cn: "商品条码为必填项" },
  "inventory.barcodeMismatch": {
    en_us: "The barcode does not belong to the chosen SKU",
    zh_cn: "条码与所选 SKU 不符",
  },
  "inventory.locationRequired": { en_us: "Choose a location", zh_cn: "请选择库位" },
  "inventory.directionRequired": { en_us: "Choose increase or decrease", zh_cn: "请选择增加或减少" },
  "inventory.warehouseRequired": { en_us: "Choose a warehouse", zh_cn: "请选择仓库" },
  "inventory.reasonRequired": { en_us: "The reason is required", zh_cn: "原因为必填项" },
  "inventory.noteLength": { en_us: "The note may be at most 500 characters", zh_cn: "备注最多 500 个字符" },
  "inventory.linesRequired": { en_us: "Add at least one line", zh_cn: "请至少添加一行" },
  "inventory.tooManyLines": { en_us: "At most 200 lines per adjustment", zh_cn: "每张调整单最多 200 行" },
  "inventory.insufficientStock": {
    en_us: "Insufficient available stock",
    zh_cn: "可用库存不足",
  },
  "inventory.balanceNotFound": { en_us: "This stock record no longer exists", zh_cn: "该库存记录不存在" },
  "inventory.locationNotInWarehouse": {
    en_us: "The location does not belong to this warehouse",
    zh_cn: "该库位不属于此仓库",
  },
  "inventory.locationDisabled": { en_us: "The location is disabled", zh_cn: "该库位已停用" },
  "inventory.sameLocation": {
    en_us: "Choose a different location than the current one",
    zh_cn: "目标库位不能与当前库位相同",
  },
  "inventory.variantNotOwned": {
    en_us: "The SKU does not belong to this owner",
    zh_cn: "该 SKU 不属于此货主",
  },
  "inventory.variantNotFound": {
    en_us: "No product has this barcode or SKU",
    zh_cn: "未找到该条码或 SKU 对应的商品",
  },
  "inventory.expiryBeforeProduction": {
    en_us: "The expiry date cannot be before the production date",
    zh_cn: "到期日期不能早于生产日期",
  },
  "inventory.occupationShort": {
    en_us: "The document does not occupy that much stock",
    zh_cn: "单据占用的库存不足",
  },
} as const;
