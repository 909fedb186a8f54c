import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import WebSocket from "ws";
import { databaseFromTemplate, dropDatabases } from "../src/kernel/db/fresh-database.ts";
import { authThrottle } from "../src/modules/auth/auth.throttle.ts";
import { demoPassword } from "../src/seed/demo.ts";
import { encryptPassword } from "./harness.ts";
import { startPlatformProcess, type TPlatformProcess } from "./platform-process.ts";

/**
 * Two platform processes on one Postgres database, as behind a load balancer (docs/operations.md): what one
 * issues, the other honours, and what is shared lives in the database. Runs in the Postgres project only
 * (two processes cannot open one embedded PGlite), which `npm test` always runs (.ci/run sets
 * TEST_DATABASE_URL).
 */
const base = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres";

type TAnswer<T> = { status: number; code: number; message: string; data: T };

async function callOn<T>(
  instance: TPlatformProcess,
  url: string,
  options: { body?: unknown; token?: string; csrf?: string; query?: Record<string, string> } = {},
): Promise<TAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.csrf) headers["x-csrftoken"] = options.csrf;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
  const res = await fetch(`${instance.origin}/api/${url}${query}`, {
    method: options.body === undefined ? "GET" : "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await res.json()) as Omit<TAnswer<T>, "status">;
  return { status: res.status, ...envelope };
}

const csrfOf = async (instance: TPlatformProcess) =>
  (await callOn<{ csrf_token: string }>(instance, "get-csrf-token")).data.csrf_token;

/** A sign-in whose AES key comes from `keyFrom`, its CSRF token from `csrfFrom`, sent to `signInOn`. */
async function signInAcross(
  username: string,
  role: string,
  password: string,
  instances: { keyFrom: TPlatformProcess; csrfFrom: TPlatformProcess; signInOn: TPlatformProcess },
) {
  const key = await callOn<{ aes_key: string }>(instances.keyFrom, "get-aes-key-login", {
    query: { username },
  });
  return callOn<{ access_token: string; user: { user_related_id: string } }>(instances.signInOn, "sign-in", {
    csrf: await csrfOf(instances.csrfFrom),
    body: { username, role, password: encryptPassword(key.data.aes_key, password) },
  });
}

/** The messages a websocket on `instance` receives on `channel`, from the moment it is open. */
async function listenOn(instance: TPlatformProcess, channel: string, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${instance.port}/ws/notifications/${channel}?token=${token}`);
  const messages: Record<string, unknown>[] = [];
  ws.on("message", (m) => messages.push(JSON.parse(m.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const until = async (done: (all: Record<string, unknown>[]) => boolean, what: string) => {
    const deadline = Date.now() + 30_000;
    while (!done(messages)) {
      if (Date.now() > deadline) throw new Error(`no ${what} within 30 s: ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { messages, until, close: () => ws.close() };
}

describe.runIf(onPostgres)("two platform processes on one Postgres database", () => {
  let a: TPlatformProcess;
  let b: TPlatformProcess;
  let database = "";
  let dataDir = "";
  const demo = inject("testDatabaseTemplate").demo;

  beforeAll(async () => {
    const template = inject("testDatabaseTemplate").postgresTemplate;
    if (!base || !template) throw new Error("needs TEST_DATABASE_URL and the Postgres template");
    database = `${template}_two_${process.pid}`;
    const databaseUrl = await databaseFromTemplate(base, database, template);
    // One shared folder for files (uploads, exports), as a shared volume would be in production.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wms-two-instances-"));
    // No SECRET_KEY: the signing secret is the one the database holds, so both must read the same one.
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      PUBLIC_RATE_LIMIT: "5000",
    };
    [a, b] = await Promise.all([startPlatformProcess(env), startPlatformProcess(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (base && database) await dropDatabases(base, database);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a session, an AES key and a CSRF token issued by one are honoured by the other", async () => {
    const signedIn = await signInAcross("demo_provider", "provider", demoPassword, {
      keyFrom: a,
      csrfFrom: b,
      signInOn: b,
    });
    expect(signedIn.code).toBe(200);
    const home = await callOn<{ user: { username: string } }>(a, "home", {
      token: signedIn.data.access_token,
    });
    expect(home.code).toBe(200);
    expect(JSON.stringify(home.data)).toContain("demo_provider");
  });

  test("a notification caused on one reaches a websocket held by the other", async () => {
    const shipper = await signInAcross("demo_shipper", "dropShipper", demoPassword, {
      keyFrom: b,
      csrfFrom: b,
      signInOn: b,
    });
    const provider = await signInAcross("demo_provider", "provider", demoPassword, {
      keyFrom: a,
      csrfFrom: a,
      signInOn: a,
    });
    const socket = await listenOn(b, shipper.data.user.user_related_id, shipper.data.access_token);
    try {
      const sent = await callOn<{ recipients: number }>(a, "mail/send-mail", {
        token: provider.data.access_token,
        csrf: await csrfOf(a),
        body: { customer_id: demo.customerId, subject: "Dock 3 closes early", body: "Friday 15:00." },
      });
      expect(sent.code).toBe(1000);
      await socket.until(
        (all) => all.some((m) => m.type === "mail"),
        "mail notification on the other instance",
      );
    } finally {
      socket.close();
    }
  });

  test("each mission runs exactly once, whichever instance was asked and whichever worker takes it", async () => {
    const shipper = await signInAcross("demo_shipper", "dropShipper", demoPassword, {
      keyFrom: a,
      csrfFrom: a,
      signInOn: a,
    });
    const token = shipper.data.access_token;
    const socket = await listenOn(a, shipper.data.user.user_related_id, token);
    try {
      const started: string[] = [];
      for (const instance of [a, b, a, b, a, b]) {
        const res = await callOn<{ id: string }>(instance, "mission/start-export", {
          token,
          csrf: await csrfOf(instance),
          body: { kind: "products", provider_uuid: demo.providerId },
        });
        expect(res.code, res.message).toBe(2000); // accepted
        started.push(res.data.id);
      }
      const missionEvents = (id: string, status: string) =>
        socket.messages.filter((m) => m.type === "mission" && m.mission_id === id && m.status === status);
      await socket.until(
        () => started.every((id) => missionEvents(id, "completed").length > 0),
        "completion of all six missions",
      );
      // A run announces "running" at 0 % once as it starts: two runs of one mission would announce it twice.
      for (const id of started) {
        expect(missionEvents(id, "running").filter((m) => m.progress === 0)).toHaveLength(1);
        expect(missionEvents(id, "completed")).toHaveLength(1);
      }
    } finally {
      socket.close();
    }
  });

  test("login throttling counts the failures sent to either instance together", async () => {
    const wrong = (on: TPlatformProcess) =>
      signInAcross("demo_operator", "operator", "Wrong@Pass2026", {
        keyFrom: on,
        csrfFrom: on,
        signInOn: on,
      });
    // Five failures are free for a username and address (auth.throttle.ts), spread over both instances.
    for (const on of [a, b, a, b, a]) expect((await wrong(on)).code).not.toBe(4029);
    const sixth = await wrong(b);
    expect(sixth.code).toBe(4029);
    expect(sixth.status).toBe(429);
    // The right password is refused as well until the lock ends, on either instance.
    const right = await signInAcross("demo_operator", "operator", demoPassword, {
      keyFrom: a,
      csrfFrom: a,
      signInOn: a,
    });
    expect(right.code).toBe(4029);
  });

  test("the per-address limit across usernames counts the failures sent to either instance together", async () => {
    const guess = (on: TPlatformProcess, username: string) =>
      signInAcross(username, "dropShipper", "Wrong@Pass2026", { keyFrom: on, csrfFrom: on, signInOn: on });
    // The test above left 5 failures from this address; the spray adds the rest, alternating instances.
    const before = 5;
    const codes: number[] = [];
    for (let i = before; i < authThrottle.ipMaxFailures; i++) {
      codes.push((await guess(i % 2 ? a : b, `spray_${i % 7}`)).code);
    }
    expect(codes.every((code) => code === 4001)).toBe(true);
    for (const on of [a, b]) {
      const refused = await guess(on, "spray_new");
      expect(refused).toMatchObject({ status: 429, code: 4029 });
      expect((refused.data as { retry_after?: number }).retry_after).toBeGreaterThan(0);
    }
  });
});
