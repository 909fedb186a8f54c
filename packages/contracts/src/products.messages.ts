/**
 * Server messages of products, spreadsheets and labels. `{name}` placeholders are filled by the server
 * (see formatMessage in the products module) before the text leaves in the caller's language.
 */
export const productsMessages = {
  "product.titleRequired": { en_us: "Title is required", zh_cn: "标题为必填项" },
  "product.titleLength": { en_us: "The title may be at most 255 characters", zh_cn: "标题最多 255 个字符" },
  "product.pidLength": {
    en_us: "The product code may be at most 100 characters",
    zh_cn: "商品编码最多 100 个字符",
  },
  "product.tagLength": { en_us: "A tag may be at most 40 characters", zh_cn: "每个标签最多 40 个字符" },
  "product.tagCount": { en_us: "At most 20 tags per product", zh_cn: "每个商品最多 20 个标签" },
  "product.imageCount": {
    en_us: "A product may have at most 10 images; remove one first",
    zh_cn: "每个商品最多 10 张图片，请先删除一张",
  },
  "product.imageUrl": {
    en_us: "Upload the image, or give an http(s) image link",
    zh_cn: "请上传图片，或填写 http(s) 图片链接",
  },
  "product.variantRequired": { en_us: "Add at least one variant (SKU)", zh_cn: "请至少添加一个规格（SKU）" },
  "product.variantCount": { en_us: "At most 100 variants per product", zh_cn: "每个商品最多 100 个规格" },
  "product.skuRequired": { en_us: "SKU is required", zh_cn: "SKU 为必填项" },
  "product.skuFormat": {
    en_us: "SKU: up to 64 letters, digits or . _ - / #, starting with a letter or digit",
    zh_cn: "SKU：最多 64 位字母、数字或 . _ - / #，须以字母或数字开头",
  },
  "product.barcodeFormat": {
    en_us: "Barcode: up to 48 printable characters without spaces or Chinese",
    zh_cn: "条码：最多 48 位可打印字符，不能含空格或中文",
  },
  "product.nameRequired": {
    en_us: "Enter the Chinese name or the English name",
    zh_cn: "请填写中文名称或英文名称",
  },
  "product.nameLength": { en_us: "A name may be at most 200 characters", zh_cn: "名称最多 200 个字符" },
  "product.unitLength": { en_us: "The unit may be at most 20 characters", zh_cn: "单位最多 20 个字符" },
  "product.attributeLength": { en_us: "At most 60 characters", zh_cn: "最多 60 个字符" },
  "product.moneyFormat": {
    en_us: "Enter a non-negative amount with at most 2 decimals",
    zh_cn: "请输入不小于 0、最多两位小数的金额",
  },
  "product.weightFormat": {
    en_us: "Enter the weight in kg, at most 3 decimals",
    zh_cn: "请输入以 kg 为单位、最多三位小数的重量",
  },
  "product.lengthFormat": {
    en_us: "Enter the length in cm, at most 2 decimals",
    zh_cn: "请输入以 cm 为单位、最多两位小数的长度",
  },
  "product.quantityFormat": { en_us: "Enter a whole number, 0 or more", zh_cn: "请输入不小于 0 的整数" },
  "product.skuTaken": {
    en_us: "This SKU is already used by another of your products",
    zh_cn: "该 SKU 已被您的其他商品使用",
  },
  "product.barcodeTaken": {
    en_us: "This barcode is already used by another of your products",
    zh_cn: "该条码已被您的其他商品使用",
  },
  "product.skuRepeated": {
    en_us: "The same SKU appears twice in this product",
    zh_cn: "同一商品中 SKU 重复",
  },
  "product.barcodeRepeated": {
    en_us: "The same barcode appears twice in this product",
    zh_cn: "同一商品中条码重复",
  },
  "product.customerRequired": {
    en_us: "Choose the customer who owns the product",
    zh_cn: "请选择商品所属客户",
  },
  "product.inUse": {
    en_us: "SKU {sku} cannot be removed while {what} reference it; clear them first",
    zh_cn: "SKU {sku} 仍被{what}引用，无法删除，请先处理",
  },
  "product.copied": { en_us: "Copied; review the new SKUs", zh_cn: "已复制，请检查新的 SKU" },
  "product.imageSaved": { en_us: "Image uploaded", zh_cn: "图片已上传" },
  "product.labelLimit": {
    en_us: "At most 1000 labels per print; choose fewer products or copies",
    zh_cn: "每次最多打印 1000 张标签，请减少商品或份数",
  },
  "product.noVariants": {
    en_us: "None of the chosen variants belong to these products",
    zh_cn: "所选规格不属于这些商品",
  },
  "product.imported": { en_us: "Import finished", zh_cn: "导入完成" },
  "product.importPartial": {
    en_us: "Nothing was imported: fix the rows below and import the whole file again",
    zh_cn: "未导入任何数据：请修正以下各行后重新导入整个文件",
  },
  "product.groupInvalid": {
    en_us: "not imported because row {rows} of the same product code is invalid",
    zh_cn: "同一商品编码的第 {rows} 行有误，本行未导入",
  },
  "product.skuInFile": {
    en_us: "SKU {sku} already appears in row {row}",
    zh_cn: "SKU {sku} 与第 {row} 行重复",
  },
  "product.barcodeInFile": {
    en_us: "barcode {barcode} already appears in row {row}",
    zh_cn: "条码 {barcode} 与第 {row} 行重复",
  },
  "product.batchFailed": {
    en_us: "not saved, the whole import was rolled back ({reason}); import the file again",
    zh_cn: "未保存，整个导入已回滚（{reason}），请重新导入文件",
  },
  "spreadsheet.type": {
    en_us: "Only Excel .xlsx files are allowed; save the sheet as .xlsx",
    zh_cn: "只允许 Excel .xlsx 文件，请另存为 .xlsx",
  },
  "spreadsheet.size": { en_us: "The spreadsheet may be at most 10 MB", zh_cn: "表格文件不能超过 10 MB" },
  "spreadsheet.unreadable": {
    en_us: "The file could not be read as an Excel workbook; download the template and try again",
    zh_cn: "无法读取该 Excel 文件，请下载模板后重试",
  },
  "spreadsheet.empty": {
    en_us: "The first sheet has no data rows under the header",
    zh_cn: "第一个工作表的表头下没有数据行",
  },
  "spreadsheet.missingColumns": {
    en_us: "Missing columns: {columns}. Keep the header row of the template",
    zh_cn: "缺少列：{columns}。请保留模板的表头行",
  },
  "spreadsheet.tooManyRows": {
    en_us: "At most {max} rows per file; split the file",
    zh_cn: "每个文件最多 {max} 行，请拆分文件",
  },
  "spreadsheet.rowError": { en_us: "row {row}: {message}", zh_cn: "第 {row} 行：{message}" },
} as const;
