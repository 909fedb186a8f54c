import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { StartupError } from "../kernel/db/wait.ts";

export type TWsPortListener = { port: number; close(): Promise<void> };

/**
 * The live channel on WS_PORT (spec section 7: a page opened at an IP address with a port opens its socket
 * at that address on port 8082, with no path). A websocket upgrade at the root is handed to the platform's
 * own /websocket route, so the access check, the channel and the upgrade gate are the platform's; any
 * other path or a plain request gets a 404. Speaks TLS when the platform does (wss from https pages).
 */
export async function listenWsPort(
  app: FastifyInstance,
  options: { port: number; host: string; tls?: { cert: Buffer; key: Buffer } | undefined },
): Promise<TWsPortListener> {
  const server = options.tls ? https.createServer(options.tls) : http.createServer();
  server.on("request", (_req, res) => {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found");
  });
  server.on("upgrade", (req, socket, head) => {
    const at = new URL(req.url ?? "/", "http://ws-port");
    if (at.pathname !== "/") {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    req.url = `/websocket${at.search}`;
    app.server.emit("upgrade", req, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new StartupError(
              `WS_PORT ${options.port} is in use: set WS_PORT to a free port, or 0 to turn the port's live channel off`,
            )
          : err,
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
