import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";

const serverRoot = path.resolve(import.meta.dirname, "..");

/** The self-signed certificate of the tests (localhost and 127.0.0.1), for a platform that speaks HTTPS. */
export const testTls = {
  certFile: path.join(serverRoot, "test/tls/localhost.cert.pem"),
  keyFile: path.join(serverRoot, "test/tls/localhost.key.pem"),
};

/** A GET over HTTPS (HTTP/1.1) trusting the tests' certificate: its status and headers, the body dropped. */
export function getOverTestTls(url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: fs.readFileSync(testTls.certFile) }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
      .on("error", reject);
  });
}

/** Whether `url` answers 2xx; an https URL is trusted with the tests' certificate. */
function answersOk(url: string): Promise<boolean> {
  const answer = url.startsWith("https:") ? getOverTestTls(url) : fetch(url);
  return answer.then(
    (r) => r.status >= 200 && r.status < 300,
    () => false,
  );
}

/** A port free on 127.0.0.1 now: the system's pick for a listener on port 0, released at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type TPlatformProcess = { origin: string; port: number; output(): string; stop(): Promise<void> };

/**
 * The platform as `npm start` runs it (`src/main.ts`, a process of its own) with `env` added to its
 * environment, on a free port; resolves once /api/health answers. `tls`: over HTTPS with the tests'
 * certificate (`testTls`), as a deployment without a proxy in front would run it.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  options: { tls?: boolean } = {},
): Promise<TPlatformProcess> {
  const port = await freePort();
  const scheme = options.tls ? "https" : "http";
  const tlsEnv = options.tls ? { TLS_CERT_FILE: testTls.certFile, TLS_KEY_FILE: testTls.keyFile } : {};
  const child: ChildProcess = spawn(path.join(serverRoot, "../../node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_PORT: String(await freePort()),
      PUBLIC_URL: `${scheme}://127.0.0.1:${port}`,
      SERVE_STATIC: "false",
      LOG_LEVEL: "warn",
      ...tlsEnv,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = `${scheme}://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}: ${output}`);
    if (await answersOk(`${origin}/api/health`)) return { origin, port, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the platform did not answer on ${origin} within 50 s: ${output}`);
}
