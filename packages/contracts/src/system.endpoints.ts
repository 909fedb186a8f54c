import { z } from "zod";
import { ZInitConfig } from "./auth.ts";
import { endpointGroup } from "./endpoint.ts";

const api = endpointGroup({ tag: "system", access: "public" });

export const systemEndpoints = {
  health: api.get("health", null, z.object({ status: z.literal("ok") }), {
    summary: "Check that the server and its database answer",
  }),
  initConfig: api.get("config/init-config", null, ZInitConfig, {
    summary: "Read the home page's title and icon",
  }),
};
