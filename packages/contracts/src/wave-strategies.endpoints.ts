import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateWaveStrategyRequest,
  ZSpecificWaveStrategiesQuery,
  ZUpdateWaveStrategyRequest,
  ZWaveStrategy,
  ZWaveStrategyIdBody,
  ZWaveStrategyListQuery,
} from "./wave-strategies.ts";

/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

/** Wave strategies, on the warehousing settings screen (paths under warehouse/ and customer-settings/). */
const api = endpointGroup({ tag: "warehousing settings", access: owner });

export const waveStrategiesEndpoints = {
  list: api.get("warehouse/query-wave-strategies", ZWaveStrategyListQuery, ZPage(ZWaveStrategy), {
    summary: "List wave strategies",
    access: staff,
  }),
  ofWarehouse: api.get(
    "customer-settings/query-specific-wave-strategies",
    ZSpecificWaveStrategiesQuery,
    z.array(ZWaveStrategy),
    { summary: "List the wave strategies a warehouse may use", access: staff },
  ),
  create: api.post("warehouse/create-wave-strategy", ZCreateWaveStrategyRequest, ZWaveStrategy, {
    summary: "Create a wave strategy",
    success: "created",
  }),
  update: api.put("warehouse/update-wave-strategy", ZUpdateWaveStrategyRequest, ZWaveStrategy, {
    summary: "Change a wave strategy",
    message: "saved",
  }),
  remove: api.delete("warehouse/delete-wave-strategy", ZWaveStrategyIdBody, z.null(), {
    summary: "Delete a wave strategy",
    message: "deleted",
  }),
};
