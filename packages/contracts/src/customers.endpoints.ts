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
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";

const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

const api = endpointGroup({ tag: "customers", access: staff });

export const customersEndpoints = {
  list: api.get("customer/get-customers", {
    summary: "List customers",
    input: ZCustomerListQuery,
    output: ZPage(ZCustomer),
  }),
  detail: api.get("customer/query-specific", {
    summary: "Read one customer",
    input: ZCustomerIdQuery,
    output: ZCustomer,
  }),
  create: api.post("customer/create-customer", {
    summary: "Create a customer account with an initial password",
    access: owner,
    input: ZCreateCustomerRequest,
    output: ZCreateCustomerResponse,
    success: "created",
  }),
  update: api.put("customer/update-customer", {
    summary: "Change a customer",
    access: owner,
    input: ZUpdateCustomerRequest,
    output: ZCustomer,
    message: "saved",
  }),
  /** The message says whether the account was frozen or unfrozen. */
  freeze: api.put("customer/freeze-customer", {
    summary: "Freeze or unfreeze a customer account",
    access: owner,
    input: ZFreezeCustomerRequest,
    output: ZCustomer,
  }),
  adjustBalance: api.post("customer/adjust-balance", {
    summary: "Top up or adjust a customer's balance",
    access: owner,
    input: ZAdjustBalanceRequest,
    output: z.object({ balance: z.string() }),
    message: "saved",
  }),
  balanceLog: api.get("customer/query-balance-log", {
    summary: "List a customer's balance entries",
    input: ZBalanceLogQuery,
    output: ZPage(ZBalanceEntry),
  }),
  loginAs: api.post("customer/customer-login", {
    summary: "Sign in as a customer",
    input: ZCustomerIdQuery,
    output: ZSignInResponse,
  }),
};
