import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A second site server with no Stripe configuration (apps/server/src/app/site-preview.main.ts: the
 * built site and its API on an in-memory database), to see what a visitor gets when payments are not set up.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.E2E_SITE_PREVIEW_PORT ?? Number(process.env.E2E_SITE_PORT ?? 3101) + 2);

export type TSiteServer = { url: string; close(): Promise<void> };

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site preview exited: ${output()}`);
    const up = await fetch(`${url}/api/site/plans`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`site preview did not start on ${url}: ${output()}`);
}

export async function startSiteWithoutPayments(): Promise<TSiteServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_PREVIEW_PORT: String(port), LOG_LEVEL: "warn" };
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "SITE_PUBLIC_URL"])
    delete env[name];
  const child = spawn(
    path.join(repoRoot, "node_modules/.bin/tsx"),
    ["apps/server/src/app/site-preview.main.ts"],
    { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (err) {
    child.kill("SIGTERM");
    throw err;
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
