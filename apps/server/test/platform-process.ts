import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const serverRoot = path.resolve(import.meta.dirname, "..");

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
 * environment, on a free port; resolves once /api/health answers.
 */
export async function startPlatformProcess(env: Record<string, string>): Promise<TPlatformProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(serverRoot, "../../node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_PORT: String(await freePort()),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVE_STATIC: "false",
      LOG_LEVEL: "warn",
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
  const origin = `http://127.0.0.1:${port}`;
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
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, port, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the platform did not answer on ${origin} within 50 s: ${output}`);
}
