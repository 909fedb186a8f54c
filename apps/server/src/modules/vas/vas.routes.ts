import { vasEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as svc from "./vas.service.ts";

export const vasRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => svc.listVasOrders(db, scope, input));
  route(api.create, ({ scope, input }) => svc.createVasOrder(db, scope, input));
  route(api.complete, ({ scope, input }) => svc.completeVasOrder(db, scope, input));
  route(api.cancel, ({ scope, input }) => svc.cancelVasOrder(db, scope, input));
});
