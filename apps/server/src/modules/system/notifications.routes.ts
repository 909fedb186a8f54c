import { limits } from "@wms/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TAppContext } from "../../kernel/context.ts";
import { forbidden } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";

/**
 * /ws/notifications/{id}: the caller listens on its own channel only: a drop shipper on its user id,
 * a provider or operator on its provider_uuid. The token comes as ?token= (browsers cannot set headers).
 */
export function notificationsSocket(app: FastifyInstance, ctx: TAppContext) {
  app.get(
    "/ws/notifications/:id",
    {
      websocket: true,
      config: { access: "signedIn" },
      schema: { hide: true, params: z.object({ id: z.string().uuid() }) } as never,
      preValidation: async (req) => {
        const scope = scopeOf(req, ctx.db);
        const { id } = req.params as { id: string };
        const own = scope.isProviderSide ? scope.session.providerId : scope.userId;
        if (id !== own) throw forbidden();
      },
    },
    (socket, req) => {
      const { id } = req.params as { id: string };
      const remove = ctx.hub.add(id, socket);
      socket.send(JSON.stringify({ type: "hello", user_related_id: id }));
      // A tab that stops pinging (closed laptop) is dropped after two missed intervals.
      let lastSeen = Date.now();
      const watchdog = setInterval(() => {
        if (Date.now() - lastSeen > limits.notificationPingMs * 2.5) socket.terminate();
      }, limits.notificationPingMs);
      socket.on("message", (data) => {
        lastSeen = Date.now();
        if (data.toString() === "ping") socket.send("pong");
      });
      socket.on("close", () => {
        clearInterval(watchdog);
        remove();
      });
    },
  );
}
