/** Server messages of product label templates (warehousing settings). */
export const labelTemplatesMessages = {
  "warehouse.labelSize": {
    en_us: "Label width and height must be whole millimetres from 20 to 200",
    zh_cn: "标签宽度和高度须为 20 至 200 之间的整数毫米",
  },
  "warehouse.labelField": { en_us: "Unknown label field", zh_cn: "未知的标签字段" },
  "warehouse.labelFieldsRequired": {
    en_us: "Choose at least one field to print",
    zh_cn: "请至少选择一个打印字段",
  },
  "warehouse.labelFieldDuplicate": {
    en_us: "Each field may appear only once",
    zh_cn: "每个字段只能出现一次",
  },
  "warehouse.labelCopies": {
    en_us: "Copies must be a whole number from 1 to 100",
    zh_cn: "打印份数须为 1 至 100 之间的整数",
  },
  "warehouse.labelNameTaken": {
    en_us: "A label template with this name already exists; choose another name",
    zh_cn: "已存在同名的标签模板，请换一个名称",
  },
  "warehouse.labelNotFound": { en_us: "Label template not found", zh_cn: "标签模板不存在" },
} as const;
