import { dashboardMessages } from "./dashboard.messages.ts";
import { inventoryMessages } from "./inventory.messages.ts";
import { labelTemplatesMessages } from "./label-templates.messages.ts";
import type { TLanguage } from "./languages.ts";
import { logisticsMessages } from "./logistics.messages.ts";
import { ordersMessages } from "./orders.messages.ts";
import { packagingMessages } from "./packaging.messages.ts";
import { packingMessages } from "./packing.messages.ts";
import { productsMessages } from "./products.messages.ts";
import { receiptsMessages } from "./receipts.messages.ts";
import { shippingMessages } from "./shipping.messages.ts";
import { warehousesMessages } from "./warehouses.messages.ts";
import { waveStrategiesMessages } from "./wave-strategies.messages.ts";
import { wavesMessages } from "./waves.messages.ts";
import { webhooksMessages } from "./webhooks.messages.ts";

/**
 * Server messages in both languages. The server answers in the caller's language
 * (language_type cookie, then Accept-Language). Keys are also used as field-error values.
 */
export const messages = {
  ok: { en_us: "OK", zh_cn: "成功" },
  created: { en_us: "Created", zh_cn: "创建成功" },
  accepted: { en_us: "Accepted", zh_cn: "已受理" },
  partial: { en_us: "Some items failed", zh_cn: "部分操作失败" },
  deleted: { en_us: "Delete successful", zh_cn: "删除成功" },
  saved: { en_us: "Saved", zh_cn: "保存成功" },
  loginExpired: { en_us: "Login has expired, please sign in again", zh_cn: "登录已过期，请重新登录" },
  badRequest: { en_us: "Parameter error, please check the input", zh_cn: "参数错误，请检查输入" },
  forbidden: {
    en_us: "You do not have permission to perform this action.",
    zh_cn: "您没有执行此操作的权限。",
  },
  notFound: { en_us: "Not found", zh_cn: "未找到" },
  routeNotFound: { en_us: "No such API call", zh_cn: "接口不存在" },
  conflict: { en_us: "The request conflicts with the current state", zh_cn: "请求与当前状态冲突" },
  csrfInvalid: { en_us: "CSRF token error, please refresh the page", zh_cn: "CSRF 令牌错误，请刷新页面" },
  tooManyRequests: { en_us: "Too many requests, please try again later", zh_cn: "请求过于频繁，请稍后再试" },
  internal: { en_us: "System error, please try again later", zh_cn: "系统错误，请稍后重试" },
  bodyTooLarge: {
    en_us: "The request is too large, send less data at once",
    zh_cn: "请求内容过大，请分批提交",
  },
  unsupportedMediaType: {
    en_us: "Unsupported content type, send JSON or a form upload",
    zh_cn: "不支持的内容类型，请以 JSON 或表单上传提交",
  },
  badUrl: { en_us: "The address is not correctly encoded", zh_cn: "请求地址编码有误" },
  busyRetry: {
    en_us: "Someone else is changing the same records, please try again",
    zh_cn: "其他人正在修改相同的记录，请重试",
  },
  "field.tooLong": {
    en_us: "Too long: shorten this value",
    zh_cn: "内容过长，请缩短",
  },
  "field.badCharacters": {
    en_us: "Contains characters that cannot be stored (control or broken characters): retype it",
    zh_cn: "包含无法保存的字符（控制字符或损坏字符），请重新输入",
  },
  "file.unreadable": {
    en_us: "The upload could not be read: choose the file again and resend",
    zh_cn: "无法读取上传内容，请重新选择文件后提交",
  },
  "auth.wrongCredentials": { en_us: "Wrong username or password", zh_cn: "用户名或密码错误" },
  "auth.aesKeyExpired": {
    en_us: "The sign-in key has expired, please try again",
    zh_cn: "登录密钥已过期，请重试",
  },
  "auth.frozen": {
    en_us: "This account is frozen, contact your provider",
    zh_cn: "账号已冻结，请联系服务商",
  },
  "auth.usernameTaken": { en_us: "This username is already taken", zh_cn: "该用户名已被使用" },
  "auth.passwordMismatch": { en_us: "The two entered passwords do not match", zh_cn: "两次输入的密码不一致" },
  "auth.oldPasswordWrong": { en_us: "The current password is wrong", zh_cn: "当前密码错误" },
  "auth.resetSent": {
    en_us: "If the account exists, a reset link has been sent to its email",
    zh_cn: "如果账号存在，重置链接已发送到其邮箱",
  },
  "auth.resetInvalid": {
    en_us: "The reset link is invalid or has expired",
    zh_cn: "重置链接无效或已过期",
  },
  "auth.passwordChanged": {
    en_us: "Password changed, please sign in again",
    zh_cn: "密码已修改，请重新登录",
  },
  "auth.supplierRequired": { en_us: "Choose the provider you work with", zh_cn: "请选择合作的服务商" },
  "auth.signInThrottled": {
    en_us: "Too many failed sign-ins from this address, please try again in a few minutes",
    zh_cn: "此地址登录失败次数过多，请几分钟后再试",
  },
  "username.format": {
    en_us: "Use letters and digits, at least 5 characters with _ or -, or an email",
    zh_cn: "请使用字母和数字、至少 5 位含 _ 或 - 的字符，或邮箱",
  },
  "password.encrypted": { en_us: "The password must be encrypted", zh_cn: "密码必须加密传输" },
  "password.signUpRule": {
    en_us: "Use more than 9 characters with upper and lower case letters, digits and special characters",
    zh_cn: "密码需超过 9 位，包含大小写字母、数字和特殊字符",
  },
  "password.length": { en_us: "The password must be 6 to 20 characters", zh_cn: "密码长度须为 6 到 20 位" },
  "password.chinese": {
    en_us: "The password may not contain Chinese characters",
    zh_cn: "密码不能包含中文字符",
  },
  "password.weak": { en_us: "Insufficient password strength", zh_cn: "密码强度不足" },
  "phone.format": { en_us: "Phone number format is incorrect", zh_cn: "手机号码格式不正确" },
  "email.format": { en_us: "Email format is incorrect", zh_cn: "邮箱格式不正确" },
  "field.required": { en_us: "Required", zh_cn: "必填" },
  "field.invalid": { en_us: "Invalid value", zh_cn: "无效的值" },
  "file.imageType": {
    en_us: "Only JPG, PNG or GIF images are allowed",
    zh_cn: "只允许 JPG、PNG 或 GIF 图片",
  },
  "file.imageSize": { en_us: "The image may be at most 5 MB", zh_cn: "图片不能超过 5 MB" },
  "file.missing": { en_us: "No file was uploaded", zh_cn: "未上传文件" },
  "provider.notLinked": {
    en_us: "You are not a customer of this provider",
    zh_cn: "您不是该服务商的客户",
  },
  "provider.alreadyLinked": { en_us: "Already linked to this provider", zh_cn: "已关联该服务商" },
  "provider.uuidRequired": {
    en_us: "provider_uuid is required for this call",
    zh_cn: "此接口需要 provider_uuid",
  },
  "mail.recipientRequired": {
    en_us: "Choose one customer or all customers",
    zh_cn: "请选择一个客户或全部客户",
  },
  "mail.sent": { en_us: "Message sent", zh_cn: "消息已发送" },
  "mail.noCustomers": { en_us: "This provider has no customers yet", zh_cn: "该服务商还没有客户" },
  "mission.stopped": { en_us: "Stopped by the user", zh_cn: "已被用户停止" },
  "mission.interrupted": {
    en_us: "Interrupted by a server restart; start it again",
    zh_cn: "因服务器重启而中断，请重新开始",
  },
  "mission.unknownKind": { en_us: "Unknown task type", zh_cn: "未知的任务类型" },
  "mission.notStoppableImport": {
    en_us: "An import cannot be stopped: it applies the whole file or nothing, and ends on its own",
    zh_cn: "导入无法停止：它会整体导入或完全不导入，并自行结束",
  },
  "mission.notRepeatable": {
    en_us: "This task cannot run again from here: import the file again from its screen",
    zh_cn: "此任务无法在这里重新运行：请在原页面重新导入文件",
  },
  "import.nothingImported": {
    en_us: "Nothing was imported: some rows need fixing. Import the file again to see which",
    zh_cn: "未导入任何数据：部分行需要修改。重新导入文件即可查看具体行",
  },
  "mission.notStoppable": { en_us: "This task has already ended", zh_cn: "该任务已结束" },
  "mission.notResettable": { en_us: "Only an ended task can be reset", zh_cn: "只有已结束的任务可以重置" },
  "mission.started": {
    en_us: "Task started; follow it in the tasks center",
    zh_cn: "任务已开始，可在任务中心查看进度",
  },
  "country.unknown": { en_us: "Choose a country from the list", zh_cn: "请从列表中选择国家" },
  "customer.amountFormat": {
    en_us: "Enter an amount with at most 2 decimals",
    zh_cn: "请输入最多两位小数的金额",
  },
  "customer.amountZero": { en_us: "The amount may not be zero", zh_cn: "金额不能为零" },
  "customer.topupPositive": { en_us: "A top-up must be a positive amount", zh_cn: "充值金额必须为正数" },
  "customer.overCredit": {
    en_us: "The balance would fall below the credit limit",
    zh_cn: "余额将低于信用额度",
  },
  "customer.recipientEmail": {
    en_us: "Enter a valid recipient email to send the password",
    zh_cn: "请输入有效的收件邮箱以发送密码",
  },
  "customer.frozen": { en_us: "Customer frozen", zh_cn: "客户已冻结" },
  "customer.unfrozen": { en_us: "Customer unfrozen", zh_cn: "客户已解冻" },
  ...productsMessages,
  ...dashboardMessages,
  ...webhooksMessages,
  ...inventoryMessages,
  ...warehousesMessages,
  ...packagingMessages,
  ...waveStrategiesMessages,
  ...labelTemplatesMessages,
  ...receiptsMessages,
  ...logisticsMessages,
  ...ordersMessages,
  ...shippingMessages,
  ...packingMessages,
  ...wavesMessages,
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TMessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(key: string, lang: TLanguage): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}
