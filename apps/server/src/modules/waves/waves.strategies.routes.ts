import {
  ZCreateWaveStrategyRequest,
  ZEnvelope,
  ZPage,
  ZSpecificWaveStrategiesQuery,
  ZUpdateWaveStrategyRequest,
  ZWaveStrategy,
  ZWaveStrategyIdBody,
  ZWaveStrategyListQuery,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as svc from "./waves.strategies.ts";

/**
 * Wave strategies, on the warehousing settings screen (paths under warehouse/ and customer-settings/, as
 * before they moved here); registered by waves.routes.ts.
 */
const tags = ["warehousing settings"];
/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;
const nothing = ZEnvelope(z.null());

export const waveStrategiesRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/warehouse/query-wave-strategies",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZWaveStrategyListQuery,
        response: { 200: ZEnvelope(ZPage(ZWaveStrategy)) },
      },
    },
    async (req, reply) => ok(reply, await svc.listWaveStrategies(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/customer-settings/query-specific-wave-strategies",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZSpecificWaveStrategiesQuery,
        response: { 200: ZEnvelope(z.array(ZWaveStrategy)) },
      },
    },
    async (req, reply) => ok(reply, await svc.specificWaveStrategies(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateWaveStrategyRequest, response: { 201: ZEnvelope(ZWaveStrategy) } },
    },
    async (req, reply) => ok(reply, await svc.createWaveStrategy(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateWaveStrategyRequest, response: { 200: ZEnvelope(ZWaveStrategy) } },
    },
    async (req, reply) =>
      ok(reply, await svc.updateWaveStrategy(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZWaveStrategyIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deleteWaveStrategy(db, scopeOf(req, db), req.body.wave_strategy_id),
        200,
        "deleted",
      ),
  );
};
