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
  list: api.get("customer/get-customers", ZCustomerListQuery, ZPage(ZCustomer), {
    summary: "List customers",
  }),
  detail: api.get("customer/query-specific", ZCustomerIdQuery, ZCustomer, { summary: "Read one customer" }),
  create: api.post("customer/create-customer", ZCreateCustomerRequest, ZCreateCustomerResponse, {
    summary: "Create a customer account with an initial password",
    access: owner,
    success: "created",
  }),
  update: api.put("customer/update-customer", ZUpdateCustomerRequest, ZCustomer, {
    summary: "Change a customer",
    access: owner,
    message: "saved",
  }),
  /** The message says whether the account was frozen or unfrozen. */
  freeze: api.put("customer/freeze-customer", ZFreezeCustomerRequest, ZCustomer, {
    summary: "Freeze or unfreeze a customer account",
    access: owner,
  }),
  adjustBalance: api.post(
    "customer/adjust-balance",
    ZAdjustBalanceRequest,
    z.object({ balance: z.string() }),
    { summary: "Top up or adjust a customer's balance", access: owner, message: "saved" },
  ),
  balanceLog: api.get("customer/query-balance-log", ZBalanceLogQuery, ZPage(ZBalanceEntry), {
    summary: "List a customer's balance entries",
  }),
  loginAs: api.post("customer/customer-login", ZCustomerIdQuery, ZSignInResponse, {
    summary: "Sign in as a customer",
  }),
};
