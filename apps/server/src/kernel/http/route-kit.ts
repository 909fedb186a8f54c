import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TAppContext } from "../context.ts";

/** Each module exports one of these; app.ts registers them all under /api. */
export type TModuleRoutes = (app: FastifyInstance, ctx: TAppContext) => Promise<void> | void;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
