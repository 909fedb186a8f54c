import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";

appTest.beforeAll(openApp);

describe("preferences", () => {
  appTest(
    "defaults to dark, normalises unknown themes and keeps the theme for the next sign-in",
    async ({ app, shipper }) => {
      const first = await app.call<{ theme: string }>({
        url: "/api/customer-settings/global-user-settings",
        token: shipper.token,
      });
      expect(first.data.theme).toBe("darkTheme");
      const saved = await app.call<{ theme: string; language: string }>({
        url: "/api/customer-settings/global-user-settings",
        token: shipper.token,
        body: { theme: "light", language: "zh_cn" },
      });
      expect(saved.data).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
      const weird = await app.call<{ theme: string }>({
        url: "/api/customer-settings/global-user-settings",
        token: shipper.token,
        body: { theme_preference: "auto", theme: "purple" },
      });
      expect(weird.data.theme).toBe("darkTheme");
      await app.call({
        url: "/api/customer-settings/global-user-settings",
        token: shipper.token,
        body: { theme: "defaultTheme" },
      });
      const again = await app.signIn("demo_shipper", "dropShipper");
      const home = await app.call<{ default_settings: { theme: string; language: string } }>({
        url: "/api/home",
        token: again.token,
      });
      expect(home.data.default_settings).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
    },
  );

  appTest("stores preferences per provider, inheriting the general ones", async ({ app, shipper }) => {
    const res = await app.call<{ theme: string; provider_uuid: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { provider_uuid: app.demo.providerId, theme: "darkTheme" },
    });
    expect(res.data).toMatchObject({ theme: "darkTheme", provider_uuid: app.demo.providerId });
    const general = await app.call<{ theme: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
    });
    expect(general.data.theme).toBe("defaultTheme");
  });
});

describe("contact info", () => {
  appTest("saves and returns contact settings, refusing a malformed email", async ({ app, shipper }) => {
    const bad = await app.call({
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
      (await app.call({ url: "/api/customer-settings/contact_info", token: shipper.token, body })).code,
    ).toBe(200);
    expect(
      (await app.call({ url: "/api/customer-settings/contact_info", token: shipper.token })).data,
    ).toEqual(body);
  });
});
