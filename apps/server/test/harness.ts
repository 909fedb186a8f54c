import { createCipheriv } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TCode, TRole } from "@wms/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import pino from "pino";
import { inject } from "vitest";
import { buildApp } from "../src/app/app.ts";
import { createContext } from "../src/app/context-factory.ts";
import { loadConfig, type TConfig } from "../src/kernel/config.ts";
import type { TAppContext } from "../src/kernel/context.ts";
import type { Db, TDatabase, TDatabaseLocation } from "../src/kernel/db/client.ts";
import { databaseFromTemplate, dropDatabaseIfUnused } from "../src/kernel/db/fresh-database.ts";
import { runUntilNoMailDue } from "../src/modules/outgoing-mail/outgoing-mail.worker.ts";
import { demoPassword, type TDemoIds } from "../src/seed/demo.ts";
import { declaredCodesWatch } from "./declared-codes.ts";

export type TTestApp = {
  app: FastifyInstance;
  ctx: TAppContext;
  database: TDatabase;
  demo: TDemoIds;
  /** Calls the API with the envelope parsed; adds a CSRF token to mutating calls unless csrf: false. */
  call<T = unknown>(
    options: TCallOptions,
  ): Promise<{ status: number; code: number; message: string; data: T }>;
  signIn(username: string, role: TRole, password?: string): Promise<TSignedIn>;
  /**
   * Runs the outgoing-mail worker until no mail is due: what the requests so far queued has then been
   * sent (or failed, or been put off until a retry). A test app's worker does not run by itself.
   */
  flushMail(): Promise<void>;
  /** The error codes each route declares, by "METHOD /path" (test/declared-codes.ts). */
  errorCodesByRoute: ReadonlyMap<string, readonly TCode[]>;
  /** Closes the app; fails when one of its operations answered an error code it does not declare. */
  close(): Promise<void>;
};

export type TCallOptions = {
  method?: InjectOptions["method"];
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  csrf?: boolean;
  headers?: Record<string, string>;
  /** The caller's address (request.ip); inject's default is 127.0.0.1. */
  remoteAddress?: string;
};

/** One page of a paged list answer, as the route tests read it. */
export type TPage<T> = { list: T[]; total: number };

export type TSignedIn = { token: string; csrf: string; userRelatedId: string; role: TRole; username: string };

/** The caller's own tenant in a request: a drop shipper names the demo provider, staff name none. */
export const ownTenant = (t: TTestApp, who: TSignedIn): Record<string, string> =>
  who.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};

type TInput = object;

/** `who`'s calls to `${base}<path>` with `named` in every input: `get` sends it as the query, the others as the body. */
function callsWith(t: TTestApp, who: TSignedIn, base: string, named: Record<string, string>) {
  const send =
    (method: "GET" | "POST" | "PUT" | "DELETE") =>
    <T = unknown>(path: string, input: TInput = {}, headers?: Record<string, string>) => {
      const all = { ...named, ...input };
      const payload = method === "GET" ? { query: all as Record<string, string> } : { body: all };
      return t.call<T>({ method, url: `${base}${path}`, token: who.token, headers, ...payload });
    };
  return { get: send("GET"), post: send("POST"), put: send("PUT"), delete: send("DELETE") };
}

const apiBase = (area?: string) => (area ? `/api/${area}/` : "/api/");

/** `who`'s calls to `/api/<area>/<path>` (`/api/<path>` without an area) in their own tenant (`ownTenant`). */
export const callsAs = (t: TTestApp, who: TSignedIn, area?: string) =>
  callsWith(t, who, apiBase(area), ownTenant(t, who));

/** `who`'s calls about their own account (settings, profile): the token alone says whose, no tenant is named. */
export const ownCalls = (t: TTestApp, who: TSignedIn, area?: string) => callsWith(t, who, apiBase(area), {});

/** Runs `write` in a transaction that then fails, so that none of it is committed (as in a failed request). */
export async function inRolledBackTransaction(t: TTestApp, write: (tx: Db) => Promise<unknown>) {
  const failure = new Error("roll back");
  const outcome = await t.ctx.db
    .transaction(async (tx) => {
      await write(tx);
      throw failure;
    })
    .catch((error: unknown) => error);
  if (outcome !== failure)
    throw outcome instanceof Error ? outcome : new Error("the transaction was not rolled back");
}

/** "postgres" when TEST_DB=postgres (the vitest project for a real server), else PGlite in memory. */
const target = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** Apps opened so far by this worker: each app gets a database of its own on the Postgres server. */
let appsInWorker = 0;

/** The dump every PGlite app of this worker loads, read from the file once. */
let pgliteDump: Promise<Blob> | undefined;

/** The PGlite project's template (`template-database.ts`): a migrated and seeded cluster, read once per worker. */
export function pgliteTemplateDump(): Promise<Blob> {
  const file = inject("testDatabaseTemplate").pgliteDumpFile;
  if (!file) throw new Error("the PGlite project has no template dump (test/template-database.ts)");
  pgliteDump ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/**
 * Where a new test app's database lives, already migrated and seeded with the demo data: a copy of the run's
 * template (`template-database.ts`). On the Postgres server, a database per app, named after the worker
 * process, so apps of different workers and nested apps never share tables; `release` drops it once the app
 * closed, unless a connection is still closing (the run's end sweeps it then). On PGlite, in memory.
 */
async function templateCopy(): Promise<{
  location: TDatabaseLocation;
  demo: TDemoIds;
  release(): Promise<unknown>;
}> {
  const template = inject("testDatabaseTemplate");
  if (target === "pglite") {
    const location = { dataDir: "memory", pgliteDump: await pgliteTemplateDump() } as const;
    return { location, demo: template.demo, release: async () => undefined };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base || !template.postgresTemplate) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `${template.postgresTemplate}_${process.pid}_${appsInWorker++}`;
  const databaseUrl = await databaseFromTemplate(base, name, template.postgresTemplate);
  return { location: { databaseUrl }, demo: template.demo, release: () => dropDatabaseIfUnused(base, name) };
}

export function encryptPassword(keyHex: string, password: string): string {
  const cipher = createCipheriv("aes-128-ecb", Buffer.from(keyHex, "hex"), null);
  return Buffer.concat([cipher.update(password, "utf8"), cipher.final()]).toString("hex");
}

/**
 * Signs a new user up through `/api/register` (a provider, or a drop shipper of `supplier`) and answers the
 * sign-up's data (the user, signed in). Fails the test when the sign-up is refused.
 */
export async function registerUser(
  t: Pick<TTestApp, "call">,
  username: string,
  role: "provider" | "dropShipper",
  options: { supplier?: string; password?: string } = {},
) {
  const { aes_key } = (await t.call<{ aes_key: string }>({ url: "/api/get-aes-key", query: { username } }))
    .data;
  const res = await t.call<{ user: { user_related_id: string }; access_token: string }>({
    url: "/api/register",
    body: {
      store_name: `${username} store`,
      username,
      password: encryptPassword(aes_key, options.password ?? "Strong@Pass2026"),
      phone: "+1 212 555 0100",
      email: `${username}@example.test`,
      role,
      supplier: options.supplier,
    },
  });
  if (res.code !== 1000) throw new Error(`register ${username}: ${res.message}`);
  return res.data;
}

/**
 * The `call` of a test app on `app`: inject with the envelope parsed. Mutating calls carry a CSRF token,
 * fetched once from `csrfUrl`, unless the call says csrf: false.
 */
export function injectCall(app: FastifyInstance, csrfUrl: string): TTestApp["call"] {
  let csrfToken: string | undefined;
  const csrf = async () => {
    if (!csrfToken) {
      const res = await app.inject({ method: "GET", url: csrfUrl });
      csrfToken = res.json().data.csrf_token as string;
    }
    return csrfToken;
  };

  return async (o) => {
    const method = o.method ?? (o.body === undefined ? "GET" : "POST");
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (method !== "GET" && o.csrf !== false) headers["x-csrftoken"] = await csrf();
    const res = await app.inject({
      method,
      url: o.url,
      query: o.query,
      payload: o.body as InjectOptions["payload"],
      headers,
      remoteAddress: o.remoteAddress,
    });
    const body = res.json();
    return { status: res.statusCode, code: body.code, message: body.message, data: body.data };
  };
}

export async function createTestApp(overrides: Partial<TConfig> = {}): Promise<TTestApp> {
  const dataDir = path.join(
    os.tmpdir(),
    `wms-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  const { location, demo, release } = await templateCopy();
  const config: TConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: location.databaseUrl,
    publicUrl: "http://localhost:3000",
    secretKey: "test-secret-key-for-csrf-signing",
    // Tests run the shop-order worker's rounds themselves (runShopOrderRound), with their own clock.
    shopOrdersPollMs: 0,
    shopWebhooksPollMs: 0,
    sourcingPollMs: 0,
    integrityPollMs: 0,
    billingPollMs: 0,
    digestPollMs: 0,
    replenishmentPollMs: 0,
    // Tests send queued mail when they choose (flushMail), so that what they read is settled.
    mailPollMs: 0,
    ...overrides,
  };
  const log = pino({ level: "silent" });
  const { ctx, database, close: closeContext } = await createContext(config, log, location);
  const declaredCodes = declaredCodesWatch();
  const app = await buildApp(ctx, {
    authRateLimit: 10_000,
    publicRateLimit: 10_000,
    onRoute: declaredCodes.onRoute,
  });
  declaredCodes.watch(app);
  await app.ready();

  const call = injectCall(app, "/api/get-csrf-token");

  const signIn: TTestApp["signIn"] = async (username, role, password = demoPassword) => {
    const key = await call<{ aes_key: string }>({ url: "/api/get-aes-key-login", query: { username } });
    const res = await call<{ access_token: string; csrf_token: string; user: { user_related_id: string } }>({
      url: "/api/sign-in",
      body: { username, role, password: encryptPassword(key.data.aes_key, password) },
    });
    if (res.code !== 200) throw new Error(`sign-in of ${username} failed: ${res.code} ${res.message}`);
    return {
      token: res.data.access_token,
      csrf: res.data.csrf_token,
      userRelatedId: res.data.user.user_related_id,
      role,
      username,
    };
  };

  return {
    app,
    ctx,
    database,
    demo,
    call,
    signIn,
    flushMail: () => runUntilNoMailDue(ctx, log),
    errorCodesByRoute: declaredCodes.byRoute,
    async close() {
      await app.close();
      await closeContext();
      await release();
      // The folder this harness made for uploads and exports goes with the app; a caller's own stays.
      if (overrides.dataDir === undefined) await fs.rm(dataDir, { recursive: true, force: true });
      declaredCodes.check();
    },
  };
}
