import { integrityEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { checkNow, lastRuns } from "./integrity.service.ts";

export const integrityRoutes = defineRoutes((route, { db }) => {
  route(api.overview, ({ scope }) => lastRuns(db, scope));
  route(api.run, ({ scope }) => checkNow(db, scope));
});
