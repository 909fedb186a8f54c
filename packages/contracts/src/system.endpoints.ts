import { z } from "zod";
import { ZInitConfig } from "./auth.ts";
import { endpoint } from "./endpoint.ts";

const tag = "system";

export const systemEndpoints = {
  health: endpoint({
    method: "GET",
    path: "health",
    summary: "Check that the server and its database answer",
    tag,
    access: "public",
    output: z.object({ status: z.literal("ok") }),
  }),
  initConfig: endpoint({
    method: "GET",
    path: "config/init-config",
    summary: "Read the home page's title and icon",
    tag,
    access: "public",
    output: ZInitConfig,
  }),
};
