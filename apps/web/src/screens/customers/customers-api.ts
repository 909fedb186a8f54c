import { customersEndpoints as e, type TInputOf } from "@wms/contracts";
import { call } from "../../api/client.ts";

export const customersKey = ["customers"] as const;
const quiet = { skipErrorMessage: true };

export const customersApi = {
  list: (params: TInputOf<typeof e.list>) => call(e.list, params),
  create: (body: TInputOf<typeof e.create>) => call(e.create, body, quiet),
  update: (body: TInputOf<typeof e.update>) => call(e.update, body, quiet),
  freeze: (customer_id: string, frozen: boolean) => call(e.freeze, { customer_id, frozen }),
  adjust: (body: TInputOf<typeof e.adjustBalance>) => call(e.adjustBalance, body, quiet),
  balanceLog: (params: TInputOf<typeof e.balanceLog>) => call(e.balanceLog, params),
  loginAs: (customer_id: string) => call(e.loginAs, { customer_id }),
};
