import { waveStrategiesEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as svc from "./waves.strategies.ts";

/**
 * Wave strategies, on the warehousing settings screen (paths under warehouse/ and customer-settings/, as
 * before they moved here); registered by waves.routes.ts.
 */
export const waveStrategiesRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => svc.listWaveStrategies(db, scope, input));
  route(api.ofWarehouse, ({ scope, input }) => svc.specificWaveStrategies(db, scope, input));
  route(api.create, ({ scope, input }) => svc.createWaveStrategy(db, scope, input));
  route(api.update, ({ scope, input }) => svc.updateWaveStrategy(db, scope, input));
  route(api.remove, ({ scope, input }) => svc.deleteWaveStrategy(db, scope, input.wave_strategy_id));
});
