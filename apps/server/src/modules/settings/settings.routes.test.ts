import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";

let t: TTestApp;
let shipper: TSignedIn;
beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.signIn("demo_shipper", "dropShipper");
});
afterAll(async () => {
  await t.close();
});

describe("preferences", () => {
  it("defaults to dark, normalises unknown themes and keeps the theme for the next sign-in", async () => {
    const first = await t.call<{ theme: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
    });
    expect(first.data.theme).toBe("darkTheme");
    const saved = await t.call<{ theme: string; language: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { theme: "light", language: "zh_cn" },
    });
    expect(saved.data).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
    const weird = await t.call<{ theme: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { theme_preference: "auto", theme: "purple" },
    });
    expect(weird.data.theme).toBe("darkTheme");
    await t.call({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { theme: "defaultTheme" },
    });
    const again = await t.signIn("demo_shipper", "dropShipper");
    const home = await t.call<{ default_settings: { theme: string; language: string } }>({
      url: "/api/home",
      token: again.token,
    });
    expect(home.data.default_settings).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
  });

  it("stores preferences per provider, inheriting the general ones", async () => {
    const res = await t.call<{ theme: string; provider_uuid: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { provider_uuid: t.demo.providerId, theme: "darkTheme" },
    });
    expect(res.data).toMatchObject({ theme: "darkTheme", provider_uuid: t.demo.providerId });
    const general = await t.call<{ theme: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
    });
    expect(general.data.theme).toBe("defaultTheme");
  });
});

describe("contact info", () => {
  it("saves and returns contact settings, refusing a malformed email", async () => {
    const bad = await t.call({
      url: "/api/customer-settings/contact_info",
      token: shipper.token,
      body: { email: "bad" },
    });
    expect(bad.code).toBe(4001);
    const body = {
      contact_name: "Li Wei",
      email: "li@example.com",
      phone: "+86 138 0000 0000",
      wechat_id: "liwei",
      whatsapp: "",
      address: "Shenzhen",
    };
    expect(
      (await t.call({ url: "/api/customer-settings/contact_info", token: shipper.token, body })).code,
    ).toBe(200);
    expect((await t.call({ url: "/api/customer-settings/contact_info", token: shipper.token })).data).toEqual(
      body,
    );
  });
});
