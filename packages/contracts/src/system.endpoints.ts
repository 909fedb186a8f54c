import { z } from "zod";
import { ZInitConfig } from "./auth.ts";
import { endpointGroup } from "./endpoint.ts";

/**
 * The instance's health: "ok", or "degraded" with what is wrong. While the database does not answer the
 * call fails instead (HTTP 503, code 5003, this object as its data): a readiness check takes the instance
 * out of the load balancer then (docs/operations.md).
 */
export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  problems: z.array(z.string()).describe('What is wrong, one line each ("notifications: …")'),
});

const api = endpointGroup({ tag: "system", access: "public" });

export const systemEndpoints = {
  health: api.get("health", null, ZHealth, {
    summary: "Check that the server and its database answer (503 with code 5003 while the database is away)",
  }),
  initConfig: api.get("config/init-config", null, ZInitConfig, {
    summary: "Read the home page's title and icon",
  }),
};
