/**
 * Server messages of outgoing webhooks. `{detail}` is filled by the server (the address, status or
 * network error concerned) before the text leaves in the caller's language.
 */
export const webhooksMessages = {
  "webhook.eventType": { en_us: "Choose an event type from the list", zh_cn: "请从列表中选择事件类型" },
  "webhook.nameLength": { en_us: "The name may be at most 100 characters", zh_cn: "名称最多 100 个字符" },
  "webhook.sourceLength": { en_us: "The source may be at most 60 characters", zh_cn: "来源最多 60 个字符" },
  "webhook.urlFormat": {
    en_us: "Enter a full address starting with https://, at most 2048 characters",
    zh_cn: "请输入以 https:// 开头的完整地址，最多 2048 个字符",
  },
  "webhook.httpsRequired": {
    en_us: "The address must start with https://",
    zh_cn: "地址必须以 https:// 开头",
  },
  "webhook.urlCredentials": {
    en_us: "Do not put a user name or password in the address; use the auth header instead",
    zh_cn: "地址中不能包含用户名或密码，请改用认证请求头",
  },
  "webhook.urlBlocked": {
    en_us:
      "This address points to a loopback, private, link-local or metadata network; use a public https address",
    zh_cn: "该地址指向本机、内网、链路本地或元数据地址，请使用公网 https 地址",
  },
  "webhook.headerName": {
    en_us: "Header name: letters, digits and - only, at most 64 characters",
    zh_cn: "请求头名称只能包含字母、数字和 -，最多 64 个字符",
  },
  "webhook.headerReserved": {
    en_us: "The platform sets this header itself; choose another name",
    zh_cn: "该请求头由平台设置，请换一个名称",
  },
  "webhook.headerValue": {
    en_us: "Header value: at most 1024 visible characters, without line breaks",
    zh_cn: "请求头值最多 1024 个可见字符，不能换行",
  },
  "webhook.headerNameRequired": {
    en_us: "Enter the header name for this value",
    zh_cn: "请填写该值对应的请求头名称",
  },
  "webhook.headerValueRequired": { en_us: "Enter the header value", zh_cn: "请填写请求头的值" },
  "webhook.dateRange": {
    en_us: "The end date must not be before the start date",
    zh_cn: "结束日期不能早于开始日期",
  },
  "webhook.created": {
    en_us: "Webhook created; copy the secret now to verify signatures",
    zh_cn: "Webhook 已创建，请立即复制密钥用于验证签名",
  },
  "webhook.secretRotated": {
    en_us: "New secret generated; update your receiver, the old secret no longer signs",
    zh_cn: "已生成新密钥，请更新接收端，旧密钥不再用于签名",
  },
  "webhook.testSent": { en_us: "Test event sent", zh_cn: "测试事件已发送" },
  "webhook.testFailed": {
    en_us: "The test event was not delivered; see the error info",
    zh_cn: "测试事件发送失败，请查看错误信息",
  },
  "webhook.resent": { en_us: "Sent again", zh_cn: "已重新发送" },
  "webhook.resendFailed": {
    en_us: "Sending again failed; see the error info",
    zh_cn: "重新发送失败，请查看错误信息",
  },
  "webhook.deleted": {
    en_us: "The webhook was deleted; its deliveries can no longer be sent",
    zh_cn: "该 Webhook 已删除，其回调无法再发送",
  },
  // Error info of the callback log.
  "webhook.error.insecureUrl": {
    en_us: "Not sent: the address must start with https://",
    zh_cn: "未发送：地址必须以 https:// 开头",
  },
  "webhook.error.blocked": {
    en_us:
      "Not sent: {detail} is a loopback, private, link-local or metadata address. Use a public https address",
    zh_cn: "未发送：{detail} 是本机、内网、链路本地或元数据地址，请使用公网 https 地址",
  },
  "webhook.error.unresolved": {
    en_us: "Not sent: the host name {detail} could not be resolved; check the address",
    zh_cn: "未发送：无法解析主机名 {detail}，请检查地址",
  },
  "webhook.error.timeout": {
    en_us: "No answer within 15 seconds; answer with a 2xx status first and do the work afterwards",
    zh_cn: "15 秒内没有响应；请先返回 2xx 状态码再处理业务",
  },
  "webhook.error.redirect": {
    en_us:
      "The endpoint answered with a redirect ({detail}); redirects are not followed, use the final address",
    zh_cn: "接收端返回了重定向（{detail}）；平台不跟随重定向，请填写最终地址",
  },
  "webhook.error.status": {
    en_us: "The endpoint answered with HTTP status {detail}; a 2xx status means success",
    zh_cn: "接收端返回 HTTP 状态码 {detail}；只有 2xx 表示成功",
  },
  "webhook.error.network": {
    en_us: "Could not reach the endpoint ({detail}); check that it is online and reachable",
    zh_cn: "无法连接接收端（{detail}），请检查其是否在线且可访问",
  },
  "webhook.error.disabled": {
    en_us: "Not sent: the webhook is disabled",
    zh_cn: "未发送：该 Webhook 已停用",
  },
  "webhook.error.deleted": {
    en_us: "Not sent: the webhook was deleted",
    zh_cn: "未发送：该 Webhook 已删除",
  },
} as const;
