import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect } from "vitest";
import { exportSources } from "../src/kernel/documents/exports.ts";
import { runMission } from "../src/modules/missions/missions.service.ts";
import { missions } from "../src/modules/missions/missions.tables.ts";
import { appTest, openApp } from "./fixtures.ts";
import type { TSignedIn } from "./harness.ts";
import { multipartFile, tinyPng } from "./support/products.test-helpers.ts";
import { makeUnwritable } from "./unwritable.ts";

/**
 * What a user sees when the server's disk refuses a file (a folder it may not write; a full disk is the
 * same path with ENOSPC, tried on /dev/full in kernel/services/files.test.ts): an export ends failed within
 * seconds with the reason in the reader's language and no partial file; an upload answers 5007.
 */

type TMission = {
  id: string;
  status: string;
  progress: number;
  error: string | null;
  result_file: string | null;
};

const notWritable = {
  en: "The server cannot write to its files folder, so the file could not be saved. Tell the platform's administrator",
  zh: "服务器无法写入其文件目录，文件未能保存。请联系平台管理员",
};

// An export of a few rows whose page, like a database's on a network, takes a moment: the file's refusal
// arrives while it waits (the case where exceljs's commit used to wait forever).
exportSources.add({
  kind: "test-disk",
  name: { en_us: "Disk export", zh_cn: "磁盘导出" },
  roles: ["provider"],
  columns: [{ key: "n", header: { en_us: "N", zh_cn: "N" } }],
  count: async () => 3,
  page: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { rows: [{ n: 1 }, { n: 2 }, { n: 3 }], cursor: null };
  },
});

const zh = { "accept-language": "zh-CN" };
const folder = (dataDir: string, bucket: string) => path.join(dataDir, "files", bucket);
const filesIn = (dir: string) => fs.readdir(dir).catch(() => []);

const test = appTest.extend(
  "mission",
  { scope: "file" },
  ({ app }) =>
    (s: TSignedIn, id: string, headers: Record<string, string> = {}) =>
      app.call<TMission>({ url: "/api/mission/query-mission", token: s.token, query: { id }, headers }),
);

test.beforeAll(openApp);

describe("an export into a folder the server may not write", () => {
  test("ends failed within seconds, saying why in the reader's language, with no partial file", async ({
    app,
    provider,
    mission,
  }) => {
    const exports = folder(app.ctx.config.dataDir, "exports");
    await makeUnwritable(exports);
    const started = await app.call<TMission>({
      url: "/api/mission/start-export",
      token: provider.token,
      body: { kind: "test-disk" },
    });
    expect(started.code).toBe(2000);
    const id = started.data.id;
    await expect
      .poll(async () => (await mission(provider, id)).data.status, { timeout: 5_000, interval: 100 })
      .toBe("failed");
    expect((await mission(provider, id)).data).toMatchObject({ error: notWritable.en, result_file: null });
    expect((await mission(provider, id, zh)).data.error).toBe(notWritable.zh);
    expect(await filesIn(exports)).toEqual([]);
    const mail = await app.call<{ list: { subject: string }[] }>({
      url: "/api/mail/query-mail",
      token: provider.token,
    });
    expect(mail.data.list.map((m) => m.subject)).toContain("Task failed: Disk export");
  });

  test("its runner returns (heartbeat and stop checks ended) instead of waiting on the file", async ({
    app,
    provider,
    mission,
  }) => {
    const exports = folder(app.ctx.config.dataDir, "exports");
    await makeUnwritable(exports);
    const owner = app.demo.providerUserId;
    const [row] = await app.ctx.db
      .insert(missions)
      .values({
        ownerUserId: owner,
        channelId: app.demo.providerId,
        providerId: app.demo.providerId,
        kind: "export:test-disk",
        name: "Disk export",
        params: { tenant: { providerId: app.demo.providerId, customerId: null }, filters: {}, lang: "zh_cn" },
      })
      .returning();
    const id = row?.id ?? "";
    const started = Date.now();
    await runMission(app.ctx, id, pino({ level: "silent" }));
    expect(Date.now() - started).toBeLessThan(5_000);
    const [ended] = await app.ctx.db.select().from(missions).where(eq(missions.id, id));
    expect(ended).toMatchObject({ status: "failed", error: "storage.notWritable", resultFile: null });
    expect((await mission(provider, id)).data.error).toBe(notWritable.en);
    expect(await filesIn(exports)).toEqual([]);
  });
});

describe("an upload into a folder the server may not write", () => {
  test("a product image answers 5007 with the reason, in the caller's language, and writes nothing", async ({
    app,
    shipper,
  }) => {
    const products = folder(app.ctx.config.dataDir, "products");
    await makeUnwritable(products);
    const file = multipartFile("a.png", tinyPng, "image/png");
    for (const [headers, message] of [
      [{}, notWritable.en],
      [zh, notWritable.zh],
    ] as const) {
      const res = await app.call({
        url: "/api/product/upload-image",
        token: shipper.token,
        query: { provider_uuid: app.demo.providerId },
        body: file.body,
        headers: { ...file.headers, ...headers },
      });
      expect(res).toMatchObject({ status: 507, code: 5007, message });
    }
    expect(await filesIn(products)).toEqual([]);
  });

  test("an avatar answers 5007 too, and the old avatar stays", async ({ app, shipper }) => {
    const avatars = folder(app.ctx.config.dataDir, "avatars");
    await makeUnwritable(avatars);
    const before = (await app.call<{ user_avatar_url: string }>({ url: "/api/home", token: shipper.token }))
      .data;
    const file = multipartFile("me.png", tinyPng, "image/png");
    const res = await app.call({
      url: "/api/customer-settings/upload-avatar",
      token: shipper.token,
      body: file.body,
      headers: file.headers,
    });
    expect(res).toMatchObject({ status: 507, code: 5007, message: notWritable.en });
    expect(await filesIn(avatars)).toEqual([]);
    const after = (await app.call<{ user_avatar_url: string }>({ url: "/api/home", token: shipper.token }))
      .data;
    expect(after.user_avatar_url).toBe(before.user_avatar_url);
  });
});
