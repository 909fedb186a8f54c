import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateWaveStrategyRequest,
  ZSpecificWaveStrategiesQuery,
  ZUpdateWaveStrategyRequest,
  ZWaveStrategy,
  ZWaveStrategyIdBody,
  ZWaveStrategyListQuery,
} from "./wave-strategies.ts";

/** Wave strategies, on the warehousing settings screen (paths under warehouse/ and customer-settings/). */
const tag = "warehousing settings";
/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

export const waveStrategiesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "warehouse/query-wave-strategies",
    summary: "List wave strategies",
    tag,
    access: staff,
    input: ZWaveStrategyListQuery,
    output: ZPage(ZWaveStrategy),
  }),
  ofWarehouse: endpoint({
    method: "GET",
    path: "customer-settings/query-specific-wave-strategies",
    summary: "List the wave strategies a warehouse may use",
    tag,
    access: staff,
    input: ZSpecificWaveStrategiesQuery,
    output: z.array(ZWaveStrategy),
  }),
  create: endpoint({
    method: "POST",
    path: "warehouse/create-wave-strategy",
    summary: "Create a wave strategy",
    tag,
    access: owner,
    input: ZCreateWaveStrategyRequest,
    output: ZWaveStrategy,
    success: "created",
  }),
  update: endpoint({
    method: "PUT",
    path: "warehouse/update-wave-strategy",
    summary: "Change a wave strategy",
    tag,
    access: owner,
    input: ZUpdateWaveStrategyRequest,
    output: ZWaveStrategy,
    message: "saved",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "warehouse/delete-wave-strategy",
    summary: "Delete a wave strategy",
    tag,
    access: owner,
    input: ZWaveStrategyIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
