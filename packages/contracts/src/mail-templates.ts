import type { TLanguage } from "./languages.ts";

/**
 * System notices are stored as a template name plus parameters and rendered in the reader's
 * language when read. Parameters appear as {name}.
 */
export const mailTemplates = {
  receiptCompleted: {
    subject: { en_us: "Receipt {receipt_no} completed", zh_cn: "入库单 {receipt_no} 已完成" },
    body: {
      en_us:
        "Receipt {receipt_no} has been received and put away: {qualified} qualified, {unqualified} unqualified.",
      zh_cn: "入库单 {receipt_no} 已收货上架：合格 {qualified} 件，不合格 {unqualified} 件。",
    },
  },
  returnReceived: {
    subject: { en_us: "Return {return_no} received", zh_cn: "退货单 {return_no} 已签收" },
    body: {
      en_us: "The parcel of return {return_no} ({order_no}) arrived at {warehouse} and waits for inspection.",
      zh_cn: "退货单 {return_no}（{order_no}）的包裹已到达 {warehouse}，等待质检。",
    },
  },
  returnInspected: {
    subject: { en_us: "Return {return_no} inspected", zh_cn: "退货单 {return_no} 已质检" },
    body: {
      en_us:
        "Return {return_no} ({order_no}) was inspected: {restocked} back in stock, {quarantined} damaged, {disposed} disposed of, {sent_back} to send back to you, {missing} missing.",
      zh_cn:
        "退货单 {return_no}（{order_no}）已质检：重新上架 {restocked} 件，损坏 {quarantined} 件，销毁 {disposed} 件，退回给您 {sent_back} 件，缺失 {missing} 件。",
    },
  },
  orderException: {
    subject: { en_us: "Order {order_no} has an exception", zh_cn: "订单 {order_no} 出现异常" },
    body: {
      en_us: "Order {order_no} was moved to exceptions: {reason}.",
      zh_cn: "订单 {order_no} 已转为异常：{reason}。",
    },
  },
  orderShipped: {
    subject: { en_us: "Order {order_no} shipped", zh_cn: "订单 {order_no} 已发货" },
    body: {
      en_us: "Order {order_no} left the warehouse with tracking number {tracking_no}.",
      zh_cn: "订单 {order_no} 已出库，运单号 {tracking_no}。",
    },
  },
  /** One a day instead of orderShipped, for a drop shipper who chose the digest (`orders`: one line per order). */
  ordersShippedDigest: {
    subject: { en_us: "{count} orders shipped on {day}", zh_cn: "{day} 已发货 {count} 个订单" },
    body: {
      en_us: "These orders left the warehouse on {day} (UTC), with their tracking numbers:\n{orders}",
      zh_cn: "以下订单已于 {day}（UTC）出库，附运单号：\n{orders}",
    },
  },
  sourcingQuoteReady: {
    subject: {
      en_us: "Quote ready for sourcing request {sourcing_id}",
      zh_cn: "采购需求 {sourcing_id} 已报价",
    },
    body: {
      en_us: "A supplier and a quote are ready for your sourcing request {sourcing_id}. Open it to confirm.",
      zh_cn: "您的采购需求 {sourcing_id} 已找到供应商并报价，请打开确认。",
    },
  },
  sourcingSubmitted: {
    subject: {
      en_us: "New sourcing requests from {customer}",
      zh_cn: "客户 {customer} 提交了新的采购需求",
    },
    body: {
      en_us: "{customer} submitted sourcing requests: {codes}. Open Sourcing to start them.",
      zh_cn: "客户 {customer} 提交了采购需求：{codes}。请打开采购服务开始处理。",
    },
  },
  sourcingStarted: {
    subject: {
      en_us: "Sourcing started for request {sourcing_id}",
      zh_cn: "采购需求 {sourcing_id} 已开始采购",
    },
    body: {
      en_us:
        "The warehouse team started looking for a supplier for your sourcing request {sourcing_id}. You will get a quote to confirm.",
      zh_cn: "仓库团队已开始为您的采购需求 {sourcing_id} 寻找供应商，报价后将请您确认。",
    },
  },
  sourcingRejected: {
    subject: {
      en_us: "Sourcing request {sourcing_id} was rejected",
      zh_cn: "采购需求 {sourcing_id} 已被拒绝",
    },
    body: {
      en_us: "The warehouse cannot source your request {sourcing_id}: {reason}",
      zh_cn: "仓库无法处理您的采购需求 {sourcing_id}：{reason}",
    },
  },
  sourcingQuoteRejected: {
    subject: {
      en_us: "{customer} rejected the quote of {sourcing_id}",
      zh_cn: "客户 {customer} 拒绝了需求 {sourcing_id} 的报价",
    },
    body: {
      en_us:
        "{customer} rejected the quote of sourcing request {sourcing_id}: {reason}. You may quote it again.",
      zh_cn: "客户 {customer} 拒绝了采购需求 {sourcing_id} 的报价：{reason}。您可以重新报价。",
    },
  },
  sourcingQuoteExpiring: {
    subject: {
      en_us: "The quote of {sourcing_id} expires soon",
      zh_cn: "采购需求 {sourcing_id} 的报价即将过期",
    },
    body: {
      en_us:
        "The quote of your sourcing request {sourcing_id} holds until {valid_until} (UTC). Confirm it before then, or it expires.",
      zh_cn:
        "您的采购需求 {sourcing_id} 的报价有效期至 {valid_until}（UTC），请在此之前确认，否则报价将过期。",
    },
  },
  missionFinished: {
    subject: { en_us: "Task finished: {name}", zh_cn: "任务已完成：{name}" },
    body: {
      en_us: "The task {name} has finished. Open the tasks center to see the result.",
      zh_cn: "任务 {name} 已完成，请在任务中心查看结果。",
    },
  },
  missionFailed: {
    subject: { en_us: "Task failed: {name}", zh_cn: "任务失败：{name}" },
    body: { en_us: "The task {name} failed: {error}", zh_cn: "任务 {name} 失败：{error}" },
  },
  webhookDisabled: {
    subject: { en_us: "Webhook {name} was disabled", zh_cn: "Webhook {name} 已停用" },
    body: {
      en_us:
        "Deliveries to {url} have failed for 5 days, so the webhook {name} was disabled. Fix the endpoint and enable it again.",
      zh_cn: "发送到 {url} 的回调已连续失败 5 天，Webhook {name} 已停用。请修复接收地址后重新启用。",
    },
  },
  signInCeilingReached: {
    subject: {
      en_us: "Many failed sign-ins to your account {username}",
      zh_cn: "您的账号 {username} 登录失败次数过多",
    },
    body: {
      en_us:
        "There were {failures} failed sign-ins to your account {username} in the last {minutes} minutes. Your account is not locked: you can still sign in, although sign-ins are answered more slowly for a while. If this was not you, choose a stronger password.",
      zh_cn:
        "过去 {minutes} 分钟内，您的账号 {username} 有 {failures} 次登录失败。账号未被锁定，您仍可正常登录，只是登录响应会暂时变慢。如果不是您本人操作，请更换更安全的密码。",
    },
  },
  shopUninstalled: {
    subject: { en_us: "Shop {shop} removed the app", zh_cn: "店铺 {shop} 已卸载应用" },
    body: {
      en_us:
        "Shop {shop} uninstalled the app in Shopify, so it is no longer bound: its orders no longer come in, and nothing goes back to it. Its order and product history stays readable until Shopify asks for the shop's data to be erased (48 hours after the uninstall). To go on, install the app again from Shopify, or bind the shop with a custom app's keys in My shops.",
      zh_cn:
        "店铺 {shop} 已在 Shopify 中卸载应用，绑定已解除：其订单不再同步进来，也不再回传任何数据。其订单与商品记录在 Shopify 要求删除店铺数据之前（卸载 48 小时后）仍可查看。如需继续，请在 Shopify 中重新安装应用，或在“我的店铺”中用自定义应用密钥重新绑定。",
    },
  },
  shopAccessLost: {
    subject: {
      en_us: "Shop {shop} no longer accepts the platform's access",
      zh_cn: "店铺 {shop} 已不再接受平台的访问",
    },
    body: {
      en_us:
        "Shopify refused the platform's access to shop {shop} ({reason}): the app's token was revoked or rotated, a permission was taken away, or the app was removed. Until the shop is bound again its orders no longer come in, and no fulfilment or stock goes back to it. Its history stays. To go on, open My shops and bind the shop again (install the app from Shopify again, or enter the custom app's new keys).",
      zh_cn:
        "Shopify 拒绝了平台对店铺 {shop} 的访问（{reason}）：应用的令牌已被撤销或轮换、某项权限被收回，或应用已被移除。在重新绑定之前，该店铺的订单不再同步进来，发货与库存也不会回传。其历史记录保留。如需继续，请打开“我的店铺”重新绑定该店铺（在 Shopify 中重新安装应用，或填写自定义应用的新密钥）。",
    },
  },
  shopFulfilledInPart: {
    subject: {
      en_us: "Order {order} of {shop} was sent in part",
      zh_cn: "店铺 {shop} 的订单 {order} 已部分发货",
    },
    body: {
      en_us:
        "Warehouse order {code} left the warehouse with fewer units than Shopify order {order} of {shop} asks for, because it was changed after the order came in. Shopify now shows the order partly fulfilled and keeps these units open: {open}. If they will not be sent, remove them from the order in Shopify (Edit order) or refund them: the platform never changes a buyer's order or money. If they will be sent, create a warehouse order for them.",
      zh_cn:
        "仓库订单 {code} 在订单导入后被修改，出库数量少于店铺 {shop} 的 Shopify 订单 {order} 所要求的数量。Shopify 现将该订单显示为部分发货，以下数量仍待发货：{open}。如不再发货，请在 Shopify 中编辑订单移除这些商品或为其退款：平台不会修改买家的订单或款项。如仍需发货，请为其创建仓库订单。",
    },
  },
  shopDataRequest: {
    subject: {
      en_us: "Data request from a customer of {shop}",
      zh_cn: "店铺 {shop} 的顾客提出数据请求",
    },
    body: {
      en_us:
        "Through Shopify, the customer {customer} of shop {shop} asked for the data kept about them (request {request}). The platform keeps their store orders: {orders}. Open Order info for that shop to read them, and send the customer what they asked for within 30 days.",
      zh_cn:
        "顾客 {customer}（店铺 {shop}）通过 Shopify 请求获取平台保存的其个人数据（请求 {request}）。平台保存的该顾客店铺订单：{orders}。请在该店铺的“订单信息”中查看，并在 30 天内向顾客提供所请求的数据。",
    },
  },
  chargeDisputed: {
    subject: {
      en_us: "{customer} disputes a charge of {document}",
      zh_cn: "{customer} 对 {document} 的费用提出申诉",
    },
    body: {
      en_us:
        "{customer} disputes the charge of {amount} for {document} ({day}): {reason}. Accept it (the charge is reversed by a credit note) or reject it with a note under Billing, Disputes.",
      zh_cn:
        "{customer} 对 {document}（{day}）的费用 {amount} 提出申诉：{reason}。请在“计费 - 申诉”中接受（以贷记单冲销该费用）或填写说明后驳回。",
    },
  },
  disputeAccepted: {
    subject: { en_us: "Your dispute of {document} was accepted", zh_cn: "您对 {document} 的申诉已被接受" },
    body: {
      en_us:
        "The provider accepted your dispute of the charge of {amount} for {document} ({day}): a credit note of {amount} is back on your balance. {note}",
      zh_cn:
        "服务商已接受您对 {document}（{day}）费用 {amount} 的申诉：{amount} 的贷记单已退回您的余额。{note}",
    },
  },
  disputeRejected: {
    subject: { en_us: "Your dispute of {document} was rejected", zh_cn: "您对 {document} 的申诉被驳回" },
    body: {
      en_us: "The provider rejected your dispute of the charge of {amount} for {document} ({day}): {note}",
      zh_cn: "服务商驳回了您对 {document}（{day}）费用 {amount} 的申诉：{note}",
    },
  },
} as const satisfies Record<string, { subject: Record<TLanguage, string>; body: Record<TLanguage, string> }>;

export type TMailTemplate = keyof typeof mailTemplates;

export function renderTemplate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function renderMail(
  template: TMailTemplate,
  params: Record<string, string | number>,
  lang: TLanguage,
) {
  const t = mailTemplates[template];
  return { subject: renderTemplate(t.subject[lang], params), body: renderTemplate(t.body[lang], params) };
}

export function isMailTemplate(name: string): name is TMailTemplate {
  return Object.hasOwn(mailTemplates, name);
}
