import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { logisticsApiAccounts } from "./logistics.tables.ts";

type TChannel = {
  id: string;
  code: string;
  name: string;
  warehouse_id: string;
  carrier_kind: string;
  api_account_id: string | null;
  api_account_name: string | null;
  track_url_template: string | null;
  packaging_material_id: string | null;
};
type TApi = {
  id: string;
  name: string;
  api_token_set: boolean;
  api_token_masked: string;
  password_set: boolean;
  password_masked: string;
  channel_count: number;
};
type TUrl = {
  id: string;
  name_en: string;
  url: string;
  scope: string;
  editable: boolean;
  deletable: boolean;
  owner: string;
};

let sz01 = "";
appTest.beforeAll(async ({ api }) => {
  const wh = await api.get<TPage<{ id: string; code: string }>>("warehouse/query-warehouses", {
    keyword: "SZ01",
  });
  sz01 = wh.data.list.find((w) => w.code === "SZ01")?.id ?? "";
});

const zh = { cookie: "language_type=zh_cn" };

const secretToken = "tok-SECRET-abcdef123456";
const secretPassword = "pa55-w0rd-secret";

describe("logistics API accounts", () => {
  appTest(
    "stores secrets encrypted, answers them masked, and keeps them when an update leaves them empty",
    async ({ app, api }) => {
      const created = await api.post<TApi>("logistics/create-api", {
        name: "Yun API",
        client_id: "C-1",
        api_token: secretToken,
        account: "acct",
        password: secretPassword,
      });
      expect(created.code).toBe(1000);
      expect(created.data).toMatchObject({
        api_token_set: true,
        password_set: true,
        api_token_masked: "••••••3456",
      });
      expect(JSON.stringify(created.data)).not.toContain("SECRET");
      expect(JSON.stringify(created.data)).not.toContain(secretPassword);

      const [stored] = await app.ctx.db
        .select()
        .from(logisticsApiAccounts)
        .where(eq(logisticsApiAccounts.id, created.data.id));
      expect(stored?.apiTokenEnc).toMatch(/^v1\./);
      expect(stored?.apiTokenEnc).not.toContain("SECRET");
      expect(stored?.passwordEnc).not.toContain(secretPassword);

      const { readApiSecrets } = await import("./logistics.api-accounts.ts");
      const { logisticsSecretBox } = await import("./logistics.secrets.ts");
      const box = logisticsSecretBox(app.ctx);
      const providerId = app.demo.providerId;
      expect(await readApiSecrets(app.ctx.db, box, providerId, created.data.id)).toMatchObject({
        apiToken: secretToken,
        password: secretPassword,
      });

      const renamed = await api.put<TApi>("logistics/update-api", {
        api_account_id: created.data.id,
        name: "Yun API 2",
        api_token: "",
        password: "",
      });
      expect(renamed.code).toBe(200);
      expect(renamed.data).toMatchObject({ name: "Yun API 2", api_token_set: true, password_set: true });
      expect((await readApiSecrets(app.ctx.db, box, providerId, created.data.id)).apiToken).toBe(secretToken);

      const replaced = await api.put<TApi>("logistics/update-api", {
        api_account_id: created.data.id,
        password: "new-pass",
        clear_api_token: true,
      });
      expect(replaced.data).toMatchObject({ api_token_set: false, api_token_masked: "", password_set: true });
      expect(await readApiSecrets(app.ctx.db, box, providerId, created.data.id)).toMatchObject({
        apiToken: "",
        password: "new-pass",
      });

      const list = await api.get<TPage<TApi>>("logistics/query-specific-element-api", { keyword: "yun" });
      expect(list.data.list.map((a) => a.name)).toEqual(["Yun API 2"]);
      const names = await api.get<{ id: string; name: string }[]>("logistics/get-api-name-list");
      expect(names.data.map((n) => n.name)).toContain("Yun API 2");
    },
  );

  appTest(
    "refuses a duplicate name with the field, and a ciphertext moved to another row does not decrypt",
    async ({ app, api }) => {
      await api.post("logistics/create-api", { name: "Dup API", api_token: "x-token-000000" });
      const dup = await api.post("logistics/create-api", { name: "Dup API" });
      expect(dup.code).toBe(4009);
      expect(dup.data).toEqual({ fields: { name: "An API account with this name already exists" } });
      const { secretBox, deriveKey, secretAad } = await import("./logistics.secrets.ts");
      const box = secretBox(deriveKey("k"));
      const sealed = box.seal("s3cret", secretAad("p1", "a1", "api_token"));
      expect(box.open(sealed, secretAad("p1", "a1", "api_token"))).toBe("s3cret");
      expect(() => box.open(sealed, secretAad("p2", "a1", "api_token"))).toThrow();
      expect(() => secretBox(deriveKey("other")).open(sealed, secretAad("p1", "a1", "api_token"))).toThrow();
      const { parseKey, logisticsSecretBox } = await import("./logistics.secrets.ts");
      const hex = "ab".repeat(32);
      expect(parseKey(hex)).toEqual(parseKey(Buffer.from(hex, "hex").toString("base64")));
      expect(() => parseKey("too-short")).toThrow(/32 bytes/);
      // An explicit LOGISTICS_SECRET_KEY is used instead of the derived key.
      const configured = logisticsSecretBox({
        secret: "app",
        config: { ...app.ctx.config, logisticsSecretKey: hex },
      });
      const sealedWithKey = configured.seal("v", "aad");
      expect(secretBox(parseKey(hex)).open(sealedWithKey, "aad")).toBe("v");
      expect(() => secretBox(deriveKey("app")).open(sealedWithKey, "aad")).toThrow();
    },
  );

  appTest(
    "is the provider's alone: operators and drop shippers are refused",
    async ({ app, operator, shipper }) => {
      for (const who of [operator, shipper]) {
        const res = await app.call({ url: "/api/logistics/query-specific-element-api", token: who.token });
        expect(res.code).toBe(4003);
      }
    },
  );
});

describe("track URLs", () => {
  appTest("lists the system defaults read-only next to the provider's own", async ({ api }) => {
    const list = await api.get<TPage<TUrl>>("logistics/query-url", { scope: "default" });
    expect(list.data.total).toBeGreaterThanOrEqual(5);
    expect(list.data.list.every((u) => u.scope === "default" && !u.editable && !u.deletable)).toBe(true);
    const dhl = list.data.list.find((u) => u.name_en === "DHL Express");
    const edit = await api.put("logistics/query-url", { id: dhl?.id, name_en: "Mine" });
    expect(edit.code).toBe(4009);
    const del = await api.delete("logistics/query-url", { id: dhl?.id });
    expect(del.code).toBe(4009);
  });

  appTest(
    "validates the URL: http(s) only and the placeholder required, in both languages",
    async ({ api }) => {
      const ftp = await api.post("logistics/query-url", {
        name_cn: "坏",
        name_en: "Bad",
        url: "ftp://x.example/{tracking_number}",
      });
      expect(ftp.code).toBe(4001);
      expect(ftp.data).toEqual({ fields: { url: "The track URL must start with http or https" } });
      const noPlaceholder = await api.post(
        "logistics/query-url",
        { name_cn: "坏", name_en: "Bad", url: "https://x.example/track" },
        zh,
      );
      expect(noPlaceholder.data).toEqual({
        fields: { url: "查询网址须包含 {tracking_number} 作为运单号的位置" },
      });
      const all = await api.get<TPage<TUrl>>("logistics/query-url", { keyword: "Bad" });
      expect(all.data.total).toBe(0);
    },
  );

  appTest(
    "creates, edits, sorts and deletes a custom URL; a URL used by a channel is kept",
    async ({ api }) => {
      const created = await api.post<TUrl>("logistics/query-url", {
        name_cn: "顺丰",
        name_en: "AAA SF Express",
        url: "https://sf.example/track?n={tracking_number}",
      });
      expect(created.code).toBe(1000);
      expect(created.data).toMatchObject({
        scope: "custom",
        editable: true,
        deletable: true,
        owner: "demo_provider",
      });
      const sorted = await api.get<TPage<TUrl>>("logistics/query-url", { sort: "name_en", page_size: "2" });
      expect(sorted.data.list[0]?.name_en).toBe("17TRACK");
      expect(sorted.data.list[1]?.name_en).toBe("AAA SF Express");
      const custom = await api.get<TPage<TUrl>>("logistics/query-url", { scope: "custom" });
      expect(custom.data.list.map((u) => u.id)).toEqual([created.data.id]);

      const edited = await api.put<TUrl>("logistics/query-url", {
        id: created.data.id,
        url: "https://sf.example/t/{tracking_number}",
      });
      expect(edited.data.url).toBe("https://sf.example/t/{tracking_number}");

      const channel = await api.post<TChannel>("logistics/create-channel", {
        name: "SF",
        code: "sf-1",
        warehouse_id: sz01,
        carrier_kind: "manual",
        track_url_id: created.data.id,
      });
      expect(channel.data.track_url_template).toBe("https://sf.example/t/{tracking_number}");
      const refused = await api.delete("logistics/query-url", { id: created.data.id });
      expect(refused.code).toBe(4009);
      expect(refused.message).toBe("This track URL is used by 1 channel; change that channel first");
      await api.delete("logistics/delete-channel", { channel_id: channel.data.id });
      const gone = await api.delete("logistics/query-url", { id: created.data.id });
      expect(gone.code).toBe(200);
    },
  );

  appTest("lets operators read but not write", async ({ app, operator }) => {
    const read = await app.call({ url: "/api/logistics/query-url", token: operator.token });
    expect(read.code).toBe(200);
    const write = await app.call({
      url: "/api/logistics/query-url",
      token: operator.token,
      body: { name_cn: "x", name_en: "x", url: "https://x.example/{tracking_number}" },
    });
    expect(write.code).toBe(4003);
  });
});
