import http from "node:http";
import type { AddressInfo } from "node:net";

/** A webhook address for the simulator's own tests: answers each delivery with the next of `statuses` (then 200). */

export type TReceived = { headers: http.IncomingHttpHeaders; body: string };

export async function receiver(statuses: number[]) {
  const received: TReceived[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(statuses[received.length - 1] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
