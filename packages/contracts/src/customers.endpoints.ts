import { z } from "zod";
import { ZSignInResponse } from "./auth.ts";
import {
  ZAdjustBalanceRequest,
  ZBalanceEntry,
  ZBalanceLogQuery,
  ZCreateCustomerRequest,
  ZCreateCustomerResponse,
  ZCustomer,
  ZCustomerIdQuery,
  ZCustomerListQuery,
  ZFreezeCustomerRequest,
  ZUpdateCustomerRequest,
} from "./customers.ts";
import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";

const tag = "customers";
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

export const customersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "customer/get-customers",
    summary: "List customers",
    tag,
    access: staff,
    input: ZCustomerListQuery,
    output: ZPage(ZCustomer),
  }),
  detail: endpoint({
    method: "GET",
    path: "customer/query-specific",
    summary: "Read one customer",
    tag,
    access: staff,
    input: ZCustomerIdQuery,
    output: ZCustomer,
  }),
  create: endpoint({
    method: "POST",
    path: "customer/create-customer",
    summary: "Create a customer account with an initial password",
    tag,
    access: owner,
    input: ZCreateCustomerRequest,
    output: ZCreateCustomerResponse,
    success: "created",
  }),
  update: endpoint({
    method: "PUT",
    path: "customer/update-customer",
    summary: "Change a customer",
    tag,
    access: owner,
    input: ZUpdateCustomerRequest,
    output: ZCustomer,
    message: "saved",
  }),
  /** The message says whether the account was frozen or unfrozen. */
  freeze: endpoint({
    method: "PUT",
    path: "customer/freeze-customer",
    summary: "Freeze or unfreeze a customer account",
    tag,
    access: owner,
    input: ZFreezeCustomerRequest,
    output: ZCustomer,
  }),
  adjustBalance: endpoint({
    method: "POST",
    path: "customer/adjust-balance",
    summary: "Top up or adjust a customer's balance",
    tag,
    access: owner,
    input: ZAdjustBalanceRequest,
    output: z.object({ balance: z.string() }),
    message: "saved",
  }),
  balanceLog: endpoint({
    method: "GET",
    path: "customer/query-balance-log",
    summary: "List a customer's balance entries",
    tag,
    access: staff,
    input: ZBalanceLogQuery,
    output: ZPage(ZBalanceEntry),
  }),
  loginAs: endpoint({
    method: "POST",
    path: "customer/customer-login",
    summary: "Sign in as a customer",
    tag,
    access: staff,
    input: ZCustomerIdQuery,
    output: ZSignInResponse,
  }),
};
