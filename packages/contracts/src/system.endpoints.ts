import { z } from "zod";
import { ZInitConfig } from "./auth.ts";
import { endpointGroup } from "./endpoint.ts";

const api = endpointGroup({ tag: "system", access: "public" });

export const systemEndpoints = {
  health: api.get("health", {
    summary: "Check that the server and its database answer",
    output: z.object({ status: z.literal("ok") }),
  }),
  initConfig: api.get("config/init-config", {
    summary: "Read the home page's title and icon",
    output: ZInitConfig,
  }),
};
