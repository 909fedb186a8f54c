import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { ownCalls } from "../../../test/harness.ts";

/** `mine`: the drop shipper's calls to its own customer settings. */
const test = appTest.extend("mine", { scope: "file" }, ({ app, shipper }) =>
  ownCalls(app, shipper, "customer-settings"),
);

test.beforeAll(openApp);

describe("preferences", () => {
  test("defaults to dark, normalises unknown themes and keeps the theme for the next sign-in", async ({
    app,
    mine,
  }) => {
    const first = await mine.get<{ theme: string }>("global-user-settings");
    expect(first.data.theme).toBe("darkTheme");
    const saved = await mine.post<{ theme: string; language: string }>("global-user-settings", {
      theme: "light",
      language: "zh_cn",
    });
    expect(saved.data).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
    const weird = await mine.post<{ theme: string }>("global-user-settings", {
      theme_preference: "auto",
      theme: "purple",
    });
    expect(weird.data.theme).toBe("darkTheme");
    await mine.post("global-user-settings", { theme: "defaultTheme" });
    const again = await app.signIn("demo_shipper", "dropShipper");
    const home = await app.call<{ default_settings: { theme: string; language: string } }>({
      url: "/api/home",
      token: again.token,
    });
    expect(home.data.default_settings).toMatchObject({ theme: "defaultTheme", language: "zh_cn" });
  });

  test("stores preferences per provider, inheriting the general ones", async ({ app, shipper, mine }) => {
    const res = await app.call<{ theme: string; provider_uuid: string }>({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { provider_uuid: app.demo.providerId, theme: "darkTheme" },
    });
    expect(res.data).toMatchObject({ theme: "darkTheme", provider_uuid: app.demo.providerId });
    const general = await mine.get<{ theme: string }>("global-user-settings");
    expect(general.data.theme).toBe("defaultTheme");
  });
});

describe("contact info", () => {
  test("saves and returns contact settings, refusing a malformed email", async ({ mine }) => {
    const bad = await mine.post("contact_info", { email: "bad" });
    expect(bad.code).toBe(4001);
    const body = {
      contact_name: "Li Wei",
      email: "li@example.com",
      phone: "+86 138 0000 0000",
      wechat_id: "liwei",
      whatsapp: "",
      address: "Shenzhen",
    };
    expect((await mine.post("contact_info", body)).code).toBe(200);
    expect((await mine.get("contact_info")).data).toEqual(body);
  });
});
