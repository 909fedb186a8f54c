import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCancelVasOrderRequest,
  ZCompleteVasOrderRequest,
  ZCreateVasOrderRequest,
  ZVasOrder,
  ZVasOrderQuery,
} from "./vas.ts";

const staff = ["provider", "operator"] as const;
/** Every side reads and asks; only the warehouse's staff record the work done. */
const api = endpointGroup({ tag: "value-added work", access: ["provider", "operator", "dropShipper"] });

export const vasEndpoints = {
  list: api.get("vas/query-vas-orders", ZVasOrderQuery, ZPage(ZVasOrder), {
    summary: "List value-added work orders (labelling, kitting)",
  }),
  create: api.post("vas/create-vas-order", ZCreateVasOrderRequest, ZVasOrder, {
    summary: "Ask for value-added work on a SKU",
    success: "created",
  }),
  complete: api.post("vas/complete-vas-order", ZCompleteVasOrderRequest, ZVasOrder, {
    summary: "Record the units of value-added work done (charged by billing)",
    access: staff,
    message: "saved",
  }),
  cancel: api.post("vas/cancel-vas-order", ZCancelVasOrderRequest, ZVasOrder, {
    summary: "Cancel a value-added work order still requested",
    message: "saved",
  }),
};
