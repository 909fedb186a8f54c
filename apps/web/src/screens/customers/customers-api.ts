import { customersEndpoints as e } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";

export const customersKey = ["customers"] as const;

export const customersApi = {
  list: caller(e.list),
  create: caller(e.create, quiet),
  update: caller(e.update, quiet),
  freeze: (customer_id: string, frozen: boolean) => call(e.freeze, { customer_id, frozen }),
  adjust: caller(e.adjustBalance, quiet),
  balanceLog: caller(e.balanceLog),
  loginAs: (customer_id: string) => call(e.loginAs, { customer_id }),
};
