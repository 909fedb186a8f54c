/** Server messages of logistics (channels, API accounts, track URLs). */
export const logisticsMessages = {
  "logistics.nameLength": { en_us: "At most 100 characters", zh_cn: "最多 100 个字符" },
  "logistics.textLength": { en_us: "Too long", zh_cn: "内容过长" },
  "logistics.codeFormat": {
    en_us: "Code: 1 to 20 letters, digits, - or _, starting with a letter or digit",
    zh_cn: "编码：1 至 20 位字母、数字、- 或 _，须以字母或数字开头",
  },
  "logistics.carrierKind": {
    en_us: "Choose how tracking numbers are obtained: manual or self-issued",
    zh_cn: "请选择运单号来源：手动录入或自有单号",
  },
  "logistics.urlScheme": {
    en_us: "The track URL must start with http or https",
    zh_cn: "查询网址必须以 http 或 https 开头",
  },
  "logistics.urlPlaceholder": {
    en_us: "The track URL must contain {tracking_number} where the tracking number goes",
    zh_cn: "查询网址须包含 {tracking_number} 作为运单号的位置",
  },
  "logistics.urlLength": { en_us: "At most 500 characters", zh_cn: "最多 500 个字符" },
  "logistics.providerUuidRequired": {
    en_us: "provider_uuid is required for getLogisticsInternalChannel",
    zh_cn: "provider_uuid is required for getLogisticsInternalChannel",
  },
  "logistics.codeTaken": { en_us: "A channel with this code already exists", zh_cn: "该渠道编码已存在" },
  "logistics.apiNameTaken": {
    en_us: "An API account with this name already exists",
    zh_cn: "该接口账号名称已存在",
  },
  "logistics.unknownWarehouse": { en_us: "Choose one of your warehouses", zh_cn: "请选择您的仓库" },
  "logistics.unknownPackaging": { en_us: "Choose one of your packaging materials", zh_cn: "请选择您的包材" },
  "logistics.unknownApiAccount": { en_us: "Choose one of your API accounts", zh_cn: "请选择您的接口账号" },
  "logistics.unknownTrackUrl": { en_us: "Choose one of the track URLs", zh_cn: "请选择查询网址" },
  "logistics.apiInUse": {
    en_us: "This API account is used by {count} channel(s); change those channels first",
    zh_cn: "该接口账号正被 {count} 个渠道使用，请先修改这些渠道",
  },
  "logistics.trackUrlInUse": {
    en_us: "This track URL is used by {count} channel(s); change those channels first",
    zh_cn: "该查询网址正被 {count} 个渠道使用，请先修改这些渠道",
  },
  "logistics.trackUrlReadOnly": {
    en_us: "Default track URLs cannot be changed or deleted",
    zh_cn: "默认查询网址不能修改或删除",
  },
  "logistics.trackingNumberRequired": {
    en_us: "Enter or import the tracking number for this channel",
    zh_cn: "请为该渠道录入或导入运单号",
  },
  "logistics.trackingNumberFormat": {
    en_us: "Tracking number: 4 to 40 letters, digits or -",
    zh_cn: "运单号：4 至 40 位字母、数字或 -",
  },
  "logistics.channelsLabel": { en_us: "logistics channels", zh_cn: "物流渠道" },
} as const;
