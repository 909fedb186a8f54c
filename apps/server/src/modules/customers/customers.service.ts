import type { TCreateCustomerRequest, TCustomer, TCustomerListQuery, TLanguage } from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, conflict, orNotFound } from "../../kernel/errors.ts";
import { hashPassword } from "../../kernel/passwords.ts";
import { seconds } from "../../kernel/present.ts";
import { generateInitialPassword } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { findUserByUsername, homeData, insertUserIfFree, issueAccessToken } from "../auth/index.ts";
import { queueMail } from "../outgoing-mail/index.ts";
import { insertCustomer, moveCustomerBalance, updateCustomerAccount } from "../tenancy/index.ts";
import { balanceRaisedListeners } from "./customers.events.ts";
import * as repo from "./customers.repository.ts";

function present(row: repo.TCustomerRow): TCustomer {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    store_name: row.storeName,
    company: row.company,
    owner_code: row.ownerCode,
    account_status: row.accountStatus,
    payment_method: row.paymentMethod,
    balance: row.balance,
    credit_limit: row.creditLimit,
    phone: row.phone,
    email: row.email,
    wechat_id: row.wechatId,
    created_at: seconds(row.createdAt),
  };
}

async function requireCustomer(db: Db, providerId: string, customerId: string) {
  return orNotFound(await repo.findCustomer(db, providerId, customerId));
}

function actor(scope: AccessScope, providerId: string) {
  return { providerId, actorUserId: scope.userId, actorName: scope.session.username };
}

export async function listCustomers(db: Db, scope: AccessScope, q: TCustomerListQuery) {
  return presentPage(await repo.listCustomers(db, scope.ownProviderId(), q), present, q);
}

export async function getCustomer(db: Db, scope: AccessScope, customerId: string) {
  return present(await requireCustomer(db, scope.ownProviderId(), customerId));
}

/**
 * A provider opens an account for a drop shipper: the initial password is shown once and must be changed.
 * `mailLang` is the language of the mail to the new account (written by the provider who opens it).
 */
export async function createCustomer(
  ctx: TAppContext,
  scope: AccessScope,
  input: TCreateCustomerRequest,
  mailLang: TLanguage,
) {
  const providerId = scope.ownProviderId();
  if (await findUserByUsername(ctx.db, input.username)) throw conflict("auth.usernameTaken");
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  const recipient = input.send_mail ? input.recipient_email : undefined;
  const customerId = await ctx.db.transaction(async (tx) => {
    const user = await insertUserIfFree(tx, {
      username: input.username,
      passwordHash,
      role: "dropShipper",
      storeName: input.store_name,
      email: input.email || input.recipient_email || "",
      phone: input.phone,
      mustChangePassword: true,
    });
    if (!user) throw conflict("auth.usernameTaken");
    const id = await insertCustomer(tx, providerId, user.id);
    await updateCustomerAccount(tx, providerId, id, {
      company: input.company,
      wechatId: input.wechat_id,
      paymentMethod: input.payment_method,
      creditLimit: input.credit_limit,
    });
    await recordAudit(tx, {
      ...actor(scope, providerId),
      action: "create-customer",
      targetType: "customer",
      targetId: id,
    });
    if (recipient) {
      const zh = mailLang === "zh_cn";
      const link = `${ctx.config.publicUrl}/ds/login`;
      await queueMail(tx, {
        kind: "customerCredentials",
        providerId,
        to: recipient,
        subject: zh ? "您的仓储账号已开通" : "Your warehouse account is ready",
        text: zh
          ? `您好，\n\n您的账号已开通。\n用户名：${input.username}\n初始密码：${initialPassword}\n登录地址：${link}\n\n首次登录后请修改密码。`
          : `Hello,\n\nYour account is ready.\nUsername: ${input.username}\nInitial password: ${initialPassword}\nSign in at: ${link}\n\nYou will be asked to choose a new password at your first sign-in.`,
      });
    }
    return id;
  });
  // "sent": queued with the account, in its transaction; the outbox sends it and retries it for a day,
  // and a mail that fails is listed in the provider's outgoing mail (docs/outgoing-mail.md).
  const mail = recipient ? ("sent" as const) : ("not_requested" as const);
  return { customer: await getCustomer(ctx.db, scope, customerId), initial_password: initialPassword, mail };
}

export async function updateCustomer(
  db: Db,
  scope: AccessScope,
  input: {
    customer_id: string;
    company?: string;
    wechat_id?: string;
    payment_method?: TCustomer["payment_method"];
    credit_limit?: string;
  },
) {
  const providerId = scope.ownProviderId();
  await requireCustomer(db, providerId, input.customer_id);
  await db.transaction(async (tx) => {
    await updateCustomerAccount(tx, providerId, input.customer_id, {
      ...(input.company !== undefined && { company: input.company }),
      ...(input.wechat_id !== undefined && { wechatId: input.wechat_id }),
      ...(input.payment_method !== undefined && { paymentMethod: input.payment_method }),
      ...(input.credit_limit !== undefined && { creditLimit: input.credit_limit }),
    });
    await recordAudit(tx, {
      ...actor(scope, providerId),
      action: "update-customer",
      targetType: "customer",
      targetId: input.customer_id,
      detail: { ...input },
    });
  });
  return getCustomer(db, scope, input.customer_id);
}

/** A frozen customer can neither sign in (unless active with another provider) nor act with this provider. */
export async function setFrozen(db: Db, scope: AccessScope, customerId: string, frozen: boolean) {
  const providerId = scope.ownProviderId();
  await requireCustomer(db, providerId, customerId);
  await db.transaction(async (tx) => {
    await updateCustomerAccount(tx, providerId, customerId, { accountStatus: frozen ? "frozen" : "active" });
    await recordAudit(tx, {
      ...actor(scope, providerId),
      action: frozen ? "freeze-customer" : "unfreeze-customer",
      targetType: "customer",
      targetId: customerId,
    });
  });
  return getCustomer(db, scope, customerId);
}

/** Every balance change is one ledger row written with the balance update, in one transaction. */
export async function adjustBalance(
  db: Db,
  scope: AccessScope,
  input: { customer_id: string; kind: "topup" | "adjustment"; amount: string; reason: string },
) {
  const providerId = scope.ownProviderId();
  if (input.kind === "topup" && Number(input.amount) <= 0)
    throw badRequest("customer.topupPositive", { amount: "customer.topupPositive" });
  await requireCustomer(db, providerId, input.customer_id);
  return db.transaction(async (tx) => {
    const moved = await moveCustomerBalance(tx, providerId, input.customer_id, input.amount);
    if (!moved) throw new AppError(Code.conflict, "customer.overCredit");
    const entry = await repo.insertBalanceEntry(tx, {
      providerId,
      customerId: input.customer_id,
      kind: input.kind,
      amount: input.amount,
      balanceAfter: moved.balance,
      reason: input.reason,
      operatorUserId: scope.userId,
      operatorName: scope.session.username,
    });
    await recordAudit(tx, {
      ...actor(scope, providerId),
      action: `balance-${input.kind}`,
      targetType: "customer",
      targetId: input.customer_id,
      detail: { amount: input.amount, reason: input.reason, entry_id: entry?.id },
    });
    if (Number(input.amount) > 0)
      for (const listener of balanceRaisedListeners.all())
        await listener.onRaised(tx, providerId, input.customer_id, {
          userId: scope.userId,
          userName: scope.session.username,
        });
    return { balance: moved.balance };
  });
}

export async function balanceLog(
  db: Db,
  scope: AccessScope,
  q: { customer_id: string; page_size: number; cur_page: number },
) {
  const providerId = scope.ownProviderId();
  await requireCustomer(db, providerId, q.customer_id);
  const { rows, total } = await repo.listBalanceEntries(db, providerId, q.customer_id, {
    size: q.page_size,
    cur: q.cur_page,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      balance_after: r.balanceAfter,
      reason: r.reason,
      operator_name: r.operatorName,
      created_at: seconds(r.createdAt),
    })),
    total,
    page_size: q.page_size,
    cur_page: q.cur_page,
  };
}

/** Provider staff sign in as their customer to help: a one-hour token, written to the audit log. */
export async function signInAsCustomer(db: Db, scope: AccessScope, customerId: string, csrfToken: string) {
  const providerId = scope.ownProviderId();
  const customer = await requireCustomer(db, providerId, customerId);
  if (customer.accountStatus !== "active") throw new AppError(Code.forbidden, "auth.frozen");
  const token = await issueAccessToken(db, customer.userId, scope.userId);
  await recordAudit(db, {
    ...actor(scope, providerId),
    action: "customer-login",
    targetType: "customer",
    targetId: customerId,
    detail: { username: customer.username },
  });
  return { access_token: token, csrf_token: csrfToken, ...(await homeData(db, customer.userId)) };
}
