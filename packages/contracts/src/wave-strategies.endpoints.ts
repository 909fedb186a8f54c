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
  list: api.get("warehouse/query-wave-strategies", {
    summary: "List wave strategies",
    access: staff,
    input: ZWaveStrategyListQuery,
    output: ZPage(ZWaveStrategy),
  }),
  ofWarehouse: api.get("customer-settings/query-specific-wave-strategies", {
    summary: "List the wave strategies a warehouse may use",
    access: staff,
    input: ZSpecificWaveStrategiesQuery,
    output: z.array(ZWaveStrategy),
  }),
  create: api.post("warehouse/create-wave-strategy", {
    summary: "Create a wave strategy",
    input: ZCreateWaveStrategyRequest,
    output: ZWaveStrategy,
    success: "created",
  }),
  update: api.put("warehouse/update-wave-strategy", {
    summary: "Change a wave strategy",
    input: ZUpdateWaveStrategyRequest,
    output: ZWaveStrategy,
    message: "saved",
  }),
  remove: api.delete("warehouse/delete-wave-strategy", {
    summary: "Delete a wave strategy",
    input: ZWaveStrategyIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
