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

export type TPlatformProcess = {
  origin: string;
  port: number;
  /** The process id (the soak bench reads its memory). */
  pid: number;
  output(): string;
  /** Still running (it has not exited). */
  alive(): boolean;
  stop(): Promise<void>;
};

/**
 * The platform as `npm start` runs it (`src/main.ts`, a process of its own) with `env` added to its
 * environment, on a free port; resolves once /api/health answers. `tls`: over HTTPS with the tests'
 * certificate (`testTls`), as a deployment without a proxy in front would run it.
 */
/** The platform process as `npm start` runs it, with `env` added; its output kept. */
async function spawnPlatform(
  env: Record<string, string>,
  options: { tls?: boolean; onOutput?: (text: string) => void } = {},
) {
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
      WS_PORT: String(await freePort()),
      PUBLIC_URL: `${scheme}://127.0.0.1:${port}`,
      SERVE_STATIC: "false",
      LOG_LEVEL: "warn",
      ...tlsEnv,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(output);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, port, scheme, output: () => output };
}

/** Runs the platform with `env` until it exits by itself (a start that cannot go on): its exit code and output. */
export async function runPlatformUntilExit(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const { child, output } = await spawnPlatform(env);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, timeoutMs);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output: output(), ms: Date.now() - started };
}

/**
 * The platform as `npm start` runs it (`src/main.ts`, a process of its own) with `env` added to its
 * environment, on a free port; resolves once /api/health answers. `tls`: over HTTPS with the tests'
 * certificate (`testTls`), as a deployment without a proxy in front would run it.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  options: { tls?: boolean; startMs?: number; onOutput?: (text: string) => void } = {},
): Promise<TPlatformProcess> {
  const { child, port, scheme, output: outputOf } = await spawnPlatform(env, options);
  const origin = `${scheme}://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const startMs = options.startMs ?? 50_000;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}: ${outputOf()}`);
    if (await answersOk(`${origin}/api/health`))
      return {
        origin,
        port,
        pid: child.pid ?? 0,
        output: outputOf,
        alive: () => child.exitCode === null && child.signalCode === null,
        stop,
      };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the platform did not answer on ${origin} within ${startMs / 1000} s: ${outputOf()}`);
}
