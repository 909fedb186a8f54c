import { isSuccessCode, type TCode } from "@wms/contracts";
import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Holds a test app to its API reference: every error code an operation answers must be one of the codes
 * its endpoint declares (`config.errorCodes`, from `errorCodesOf`: what its access and method imply, its
 * `errors` and `silent`), which are the codes GET /api/docs lists for it. `onRoute` (given to buildApp)
 * notes each route's codes; `watch` reads each answer on its way out; `check()`, run when the app closes,
 * fails the test file with every undeclared code it saw, so a code a service starts to answer cannot
 * stay out of the document.
 */
export function declaredCodesWatch() {
  const byRoute = new Map<string, readonly TCode[]>();
  const undeclared = new Set<string>();
  return {
    /** Every route's declared error codes, by "METHOD /path". */
    byRoute: byRoute as ReadonlyMap<string, readonly TCode[]>,
    onRoute(route: RouteOptions) {
      const codes = route.config?.errorCodes;
      if (!codes) return;
      for (const method of [route.method].flat())
        if (method !== "HEAD") byRoute.set(`${method} ${route.url}`, codes);
    },
    watch(app: FastifyInstance) {
      app.addHook("onSend", async (request, _reply, payload) => {
        const declared = request.routeOptions.config?.errorCodes;
        const code = declared && envelopeCodeOf(payload);
        if (code && !isSuccessCode(code) && !declared.includes(code as TCode)) {
          undeclared.add(`${request.method} ${request.routeOptions.url} answered ${code}`);
        }
        return payload;
      });
    },
    check() {
      if (undeclared.size === 0) return;
      throw new Error(
        "Operations answered error codes their endpoint does not declare (add them to the endpoint's " +
          `\`errors\` in packages/contracts, or stop answering them):\n  ${[...undeclared].join("\n  ")}`,
      );
    },
  };
}

/** The envelope's code of an answer on its way out (its first key); none for a file, a stream, a compressed answer. */
function envelopeCodeOf(payload: unknown): number | undefined {
  const text =
    typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8", 0, 32) : "";
  const match = /^\{"code":(\d+)[,}]/.exec(text);
  return match ? Number(match[1]) : undefined;
}
