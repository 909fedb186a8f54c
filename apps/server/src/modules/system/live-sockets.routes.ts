import { limits } from "@wms/contracts";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { z } from "zod";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import { forbidden } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";

/** The one channel a signed-in user hears: a drop shipper its user id, a provider or operator its provider. */
export function ownChannelOf(scope: AccessScope): string {
  return scope.isProviderSide ? scope.ownProviderId() : scope.userId;
}

/**
 * The live sockets (spec section 7). The token comes as ?token= (browsers cannot set headers on an
 * upgrade); the access check runs before the upgrade, so a refused caller gets a plain 401 or 403.
 *
 * - /websocket: the channel the web app holds while signed in (lists and the floor's queues follow it);
 *   the user's own channel, named by the session. On a page opened at an IP address with a port, the app
 *   reaches the same route on WS_PORT at no path (app/ws-port.ts).
 * - /ws/notifications/{id}: the notification socket the spec names, on the caller's own channel only.
 */
export function liveSockets(app: FastifyInstance, ctx: TAppContext) {
  app.get(
    "/websocket",
    {
      websocket: true,
      config: { access: "signedIn" },
      preValidation: async (req) => void ownChannelOf(scopeOf(req, ctx.db)),
    },
    (socket, req) => holdChannel(ctx, socket, ownChannelOf(scopeOf(req, ctx.db))),
  );

  app.get(
    "/ws/notifications/:id",
    {
      websocket: true,
      config: { access: "signedIn" },
      schema: { hide: true, params: z.object({ id: z.string().uuid() }) } as never,
      preValidation: async (req) => {
        const { id } = req.params as { id: string };
        if (id !== ownChannelOf(scopeOf(req, ctx.db))) throw forbidden();
      },
    },
    (socket, req) => holdChannel(ctx, socket, (req.params as { id: string }).id),
  );
}

/**
 * Hands what is published on `channel` to the socket until it closes: "hello" first, "pong" to each
 * "ping". A tab that stops pinging (a closed laptop) is dropped after two missed intervals.
 */
function holdChannel(ctx: TAppContext, socket: WebSocket, channel: string) {
  const remove = ctx.hub.add(channel, socket);
  socket.send(JSON.stringify({ type: "hello", user_related_id: channel }));
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
}
