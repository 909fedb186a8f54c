import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on websocket routes (`websocket: true`): the only routes a websocket upgrade may reach. */
    socket?: boolean;
  }
}

/**
 * A websocket upgrade is accepted only on a websocket route, and only after its access check (which runs
 * before the upgrade, so a refused caller gets a plain 401 or 403). Without this gate @fastify/websocket
 * upgrades a request to any route, an API call or a page, and only then closes the socket: a client
 * could not tell a wrong address from a dropped connection. Register it right after @fastify/websocket.
 */
export const upgradeGate = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    if (route.websocket) route.config = { ...route.config, socket: true };
  });
  app.addHook("onRequest", async (request) => {
    if (request.ws && !request.routeOptions.config?.socket) throw notFound("routeNotFound");
  });
});
