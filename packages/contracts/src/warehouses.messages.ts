/**
 * Server messages of warehousing settings and storage (warehouse definition). `{name}` placeholders are
 * filled by the server before the text leaves in the caller's language. Packaging materials, wave
 * strategies and label templates have theirs in packaging.messages.ts, wave-strategies.messages.ts and
 * label-templates.messages.ts (same `warehouse.` keys: they are on the warehousing settings screen).
 */
export const warehousesMessages = {
  "warehouse.codeFormat": {
    en_us: "Code: 1 to 32 letters, digits or . _ -, starting with a letter or digit",
    zh_cn: "编码：1 至 32 位字母、数字或 . _ -，须以字母或数字开头",
  },
  "warehouse.nameLength": { en_us: "At most 100 characters", zh_cn: "最多 100 个字符" },
  "warehouse.remarkLength": { en_us: "A remark may be at most 500 characters", zh_cn: "备注最多 500 个字符" },
  "warehouse.addressLength": {
    en_us: "The address may be at most 300 characters",
    zh_cn: "地址最多 300 个字符",
  },
  "warehouse.postcodeFormat": {
    en_us: "The postcode may be at most 20 characters",
    zh_cn: "邮编最多 20 个字符",
  },
  "warehouse.walkSequence": {
    en_us: "The walk sequence must be a whole number from 0 to 2000000000",
    zh_cn: "拣货顺序须为 0 至 2000000000 之间的整数",
  },
  "warehouse.locationType": {
    en_us: "Choose a location type: pick, storage, receiving, defect or shipping",
    zh_cn: "请选择库位类型：拣货、存储、收货、次品或发货",
  },
  "warehouse.rangeNumber": {
    en_us: "Enter a whole number from 0 to 9999",
    zh_cn: "请输入 0 至 9999 之间的整数",
  },
  "warehouse.rangeOrder": {
    en_us: "The end of the range may not be smaller than its start",
    zh_cn: "范围的结束值不能小于起始值",
  },
  "warehouse.bulkTooMany": {
    en_us: "This pattern gives {count} locations; at most {max} can be created at once. Narrow the ranges",
    zh_cn: "该规则将生成 {count} 个库位，单次最多可创建 {max} 个，请缩小范围",
  },
  "warehouse.bulkExists": {
    en_us:
      "{count} of these location codes already exist (for example {first}); choose to skip existing codes or change the pattern",
    zh_cn: "其中 {count} 个库位编码已存在（例如 {first}），请选择跳过已存在的编码或修改规则",
  },
  "warehouse.bulkNothingNew": {
    en_us: "Every location code of this pattern already exists; nothing was created",
    zh_cn: "该规则的所有库位编码均已存在，未创建任何库位",
  },
  "warehouse.bulkCreated": { en_us: "{count} storage locations created", zh_cn: "已创建 {count} 个库位" },
  "warehouse.codeTaken": {
    en_us: "A warehouse with this code already exists; choose another code",
    zh_cn: "该仓库编码已存在，请换一个编码",
  },
  "warehouse.partitionCodeTaken": {
    en_us: "This warehouse already has a zone with this code; choose another code",
    zh_cn: "该仓库已有相同编码的分区，请换一个编码",
  },
  "warehouse.shelfCodeTaken": {
    en_us: "This zone already has a shelf with this code; choose another code",
    zh_cn: "该分区已有相同编码的货架，请换一个编码",
  },
  "warehouse.locationCodeTaken": {
    en_us: "This warehouse already has a location with this code; choose another code",
    zh_cn: "该仓库已有相同编码的库位，请换一个编码",
  },
  "warehouse.notFound": { en_us: "Warehouse not found", zh_cn: "仓库不存在" },
  "warehouse.partitionNotFound": { en_us: "Zone not found", zh_cn: "分区不存在" },
  "warehouse.shelfNotFound": { en_us: "Shelf not found", zh_cn: "货架不存在" },
  "warehouse.locationNotFound": { en_us: "Storage location not found", zh_cn: "库位不存在" },
  "warehouse.partitionOtherWarehouse": {
    en_us: "This zone belongs to another warehouse; choose a zone of this warehouse",
    zh_cn: "该分区属于其他仓库，请选择本仓库的分区",
  },
  "warehouse.shelfOtherPartition": {
    en_us: "This shelf belongs to another zone; choose a shelf of the chosen zone",
    zh_cn: "该货架属于其他分区，请选择所选分区的货架",
  },
  "warehouse.deleteHasPartitions": {
    en_us: "This warehouse still has {count} zone(s); delete its zones first",
    zh_cn: "该仓库仍有 {count} 个分区，请先删除分区",
  },
  "warehouse.deleteHasLocations": {
    en_us: "This warehouse still has {count} storage location(s); delete its locations first",
    zh_cn: "该仓库仍有 {count} 个库位，请先删除库位",
  },
  "warehouse.partitionHasShelves": {
    en_us: "This zone still has {count} shelf/shelves; delete its shelves first",
    zh_cn: "该分区仍有 {count} 个货架，请先删除货架",
  },
  "warehouse.partitionHasLocations": {
    en_us: "This zone still has {count} storage location(s); delete its locations first",
    zh_cn: "该分区仍有 {count} 个库位，请先删除库位",
  },
  "warehouse.shelfHasLocations": {
    en_us: "This shelf still has {count} storage location(s); delete its locations first",
    zh_cn: "该货架仍有 {count} 个库位，请先删除库位",
  },
  "warehouse.inUse": {
    en_us: "{name} cannot be deleted while {what} reference it; disable it instead",
    zh_cn: "{name} 仍被{what}引用，无法删除，可改为停用",
  },
  "storage.selectOne": { en_us: "Select at least one warehouse", zh_cn: "请至少选择一个仓库" },
  "storage.tooMany": { en_us: "At most 200 warehouses can be selected", zh_cn: "最多可选择 200 个仓库" },
  "storage.unknownWarehouse": {
    en_us: "Choose warehouses from this provider's list",
    zh_cn: "请从该服务商的仓库列表中选择",
  },
  "storage.warehouseDisabled": {
    en_us: "Warehouse {code} is disabled and cannot be selected",
    zh_cn: "仓库 {code} 已停用，不能选择",
  },
  "storage.customerRequired": { en_us: "Choose the customer", zh_cn: "请选择客户" },
  "storage.saved": { en_us: "Warehouse selection saved", zh_cn: "仓库选择已保存" },
  "storage.notSelected": {
    en_us: "This warehouse is not among the selected storage warehouses; select it first",
    zh_cn: "该仓库不在已选的存储仓库中，请先选择",
  },
  "storage.selectionsLabel": { en_us: "customers' warehouse selections", zh_cn: "客户的仓库选择" },
} as const;
