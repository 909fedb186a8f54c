import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { ownCalls } from "../../../test/harness.ts";

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function multipart(name: string, bytes: Buffer, contentType = "image/png") {
  const boundary = "----wmsboundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** `upload(name, bytes, contentType?)`: uploads an avatar as the drop shipper. */
const test = appTest
  /** `mine`: the drop shipper's calls to its own customer settings. */
  .extend("mine", { scope: "file" }, ({ app, shipper }) => ownCalls(app, shipper, "customer-settings"))
  .extend("upload", { scope: "file" }, ({ app, shipper }) => {
    return async (name: string, bytes: Buffer, contentType?: string) => {
      const { body, headers } = multipart(name, bytes, contentType);
      const csrf = (await app.call<{ csrf_token: string }>({ url: "/api/get-csrf-token" })).data.csrf_token;
      const res = await app.app.inject({
        method: "POST",
        url: "/api/customer-settings/upload-avatar",
        payload: body,
        headers: { ...headers, authorization: `Bearer ${shipper.token}`, "x-csrftoken": csrf },
      });
      return res.json() as { code: number; message: string; data: { avatar_url: string } | null };
    };
  });

test.beforeAll(openApp);

describe("profile and avatar", () => {
  test("stores a PNG avatar checked by its bytes and serves it back", async ({ app, shipper, upload }) => {
    const res = await upload("me.png", png);
    expect(res.code).toBe(200);
    const img = await app.app.inject({ method: "GET", url: res.data?.avatar_url ?? "" });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    const home = await app.call<{ user_avatar_url: string }>({ url: "/api/home", token: shipper.token });
    expect(home.data.user_avatar_url).toBe(res.data?.avatar_url);
  });

  test("refuses a file that only claims to be an image, and one over 5 MB", async ({ upload }) => {
    const fake = await upload("evil.png", Buffer.from("<script>alert(1)</script>"));
    expect(fake.code).toBe(4001);
    expect(fake.message).toMatch(/JPG, PNG or GIF/);
    const big = await upload("big.png", Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.code).toBe(4001);
    expect(big.message).toMatch(/5 MB/);
  });

  test("updates personal information with validated phone and email", async ({ mine }) => {
    const bad = await mine.post("change-user-info-directly", { email: "x@" });
    expect(bad.code).toBe(4001);
    const res = await mine.post<{ phone: string; store_name: string }>("change-user-info-directly", {
      phone: "+44 20 7946 0000",
      store_name: "Gadget Hub",
    });
    expect(res.data).toMatchObject({ phone: "+44 20 7946 0000", store_name: "Gadget Hub" });
  });
});

describe("operators", () => {
  test("lets a provider create an operator whose initial password must be changed", async ({ app, api }) => {
    const res = await api.post<{ operator: { username: string }; initial_password: string }>(
      "operators/create",
      { username: "floor_lead", email: "lead@demo.local" },
    );
    expect(res.code).toBe(1000);
    const op = await app.signIn("floor_lead", "operator", res.data.initial_password);
    const home = await app.call<{ must_change_password: boolean; user: { user_related_id: string } }>({
      url: "/api/home",
      token: op.token,
    });
    expect(home.data).toMatchObject({
      must_change_password: true,
      user: { user_related_id: app.demo.providerId },
    });
    const list = await api.get<{ username: string }[]>("operators/list");
    expect(list.data.map((o) => o.username)).toContain("floor_lead");
  });

  test("refuses operators and drop shippers with 4003", async ({ app, operator, shipper }) => {
    for (const s of [operator, shipper]) {
      const res = await app.call({
        url: "/api/operators/create",
        token: s.token,
        body: { username: "sneaky_op" },
      });
      expect(res).toMatchObject({
        status: 403,
        code: 4003,
        message: "You do not have permission to perform this action.",
      });
    }
  });
});
