import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { buildTrackingUrl, issueTrackingNumber } from "./carriers/index.ts";
import { luhnCheckDigit } from "./carriers/self-issued.carrier.ts";

type TChannel = {
  id: string;
  code: string;
  name: string;
  warehouse_id: string;
  carrier_kind: "manual" | "self_issued";
  api_account_id: string | null;
  api_account_name: string | null;
  packaging_material_id: string | null;
  packaging_material_name: string | null;
  track_url_template: string | null;
};

let sz01 = "";
appTest.beforeAll(async ({ call }) => {
  const wh = await call<TPage<{ id: string; code: string }>>({ url: "/api/warehouse/query-warehouses" });
  sz01 = wh.data.list.find((w) => w.code === "SZ01")?.id ?? "";
});

describe("channels", () => {
  appTest("the demo seed has one channel per carrier adapter on SZ01", async ({ call }) => {
    const list = await call<TPage<TChannel>>({ url: "/api/logistics/query-specific-element-channels" });
    expect(list.data.list.map((c) => [c.code, c.carrier_kind, c.warehouse_id])).toEqual([
      ["POST-STD", "manual", sz01],
      ["SELF", "self_issued", sz01],
    ]);
  });

  appTest(
    "creates a channel with an API account and packaging, names them, and refuses foreign or unknown references",
    async ({ call }) => {
      const api = await call<{ id: string }>({
        url: "/api/logistics/create-api",
        body: { name: "Chan API" },
      });
      const box = await call<{ id: string }>({
        url: "/api/warehouse/create-packaging-material",
        body: { code: "LOG-BOX", name: "Logistics box", length: 10, width: 10, height: 10, weight: 50 },
      });
      const created = await call<TChannel>({
        url: "/api/logistics/create-channel",
        body: {
          name: "Express",
          code: "exp-1",
          internal_channel_id: "IC-9",
          warehouse_id: sz01,
          packaging_material_id: box.data.id,
          carrier_kind: "self_issued",
          api_account_id: api.data.id,
        },
      });
      expect(created.code).toBe(1000);
      expect(created.data).toMatchObject({
        code: "EXP-1",
        api_account_name: "Chan API",
        packaging_material_name: "Logistics box",
      });
      const dup = await call({
        url: "/api/logistics/create-channel",
        body: { name: "Again", code: "EXP-1", warehouse_id: sz01, carrier_kind: "manual" },
      });
      expect(dup.code).toBe(4009);
      expect(dup.data).toEqual({ fields: { code: "A channel with this code already exists" } });
      const unknown = await call({
        url: "/api/logistics/create-channel",
        body: { name: "X", code: "X1", warehouse_id: crypto.randomUUID(), carrier_kind: "manual" },
      });
      expect(unknown.code).toBe(4001);
      expect(unknown.data).toEqual({ fields: { warehouse_id: "Choose one of your warehouses" } });
      const badKind = await call({
        url: "/api/logistics/create-channel",
        body: { name: "X", code: "X2", warehouse_id: sz01, carrier_kind: "drone" },
      });
      expect(badKind.code).toBe(4001);

      // The API account in use cannot go; the packaging material can (the channel just loses its default).
      const apiDelete = await call({
        url: "/api/logistics/delete-api",
        method: "DELETE",
        body: { api_account_id: api.data.id },
      });
      expect(apiDelete.code).toBe(4009);
      expect(apiDelete.message).toBe("This API account is used by 1 channel(s); change those channels first");
      const apis = await call<TPage<{ id: string; channel_count: number }>>({
        url: "/api/logistics/query-specific-element-api",
        query: { keyword: "Chan API" },
      });
      expect(apis.data.list.map((a) => a.channel_count)).toEqual([1]);
      const boxDelete = await call({
        url: "/api/warehouse/delete-packaging-material",
        method: "DELETE",
        body: { packaging_material_id: box.data.id },
      });
      expect(boxDelete.code).toBe(200);
      const after = await call<TPage<TChannel>>({
        url: "/api/logistics/query-specific-element-channels",
        query: { keyword: "exp-1" },
      });
      expect(after.data.list[0]?.packaging_material_id).toBeNull();

      const updated = await call<TChannel>({
        url: "/api/logistics/update-channel",
        method: "PUT",
        body: { channel_id: created.data.id, api_account_id: null, carrier_kind: "manual" },
      });
      expect(updated.data).toMatchObject({ api_account_id: null, carrier_kind: "manual" });
      expect(
        (
          await call({
            url: "/api/logistics/delete-api",
            method: "DELETE",
            body: { api_account_id: api.data.id },
          })
        ).code,
      ).toBe(200);
    },
  );

  appTest("a warehouse that channels ship from cannot be deleted", async ({ call }) => {
    const wh = await call<{ id: string }>({
      url: "/api/warehouse/create-warehouse",
      body: { code: "LOGWH", name: "Logistics WH", country: "CN", address: "1 Road" },
    });
    await call({
      url: "/api/logistics/create-channel",
      body: { name: "On LOGWH", code: "ON-LOGWH", warehouse_id: wh.data.id, carrier_kind: "manual" },
    });
    const res = await call({
      url: "/api/warehouse/delete-warehouse",
      method: "DELETE",
      body: { warehouse_id: wh.data.id },
    });
    expect(res.code).toBe(4009);
    expect(res.message).toContain("logistics channels");
  });

  appTest("filters, sorts and pages in SQL", async ({ call }) => {
    const manual = await call<TPage<TChannel>>({
      url: "/api/logistics/query-specific-element-channels",
      query: { carrier_kind: "self_issued", sort: "name", order: "desc" },
    });
    expect(manual.data.list.length).toBeGreaterThan(0);
    expect(manual.data.list.every((c) => c.carrier_kind === "self_issued")).toBe(true);
    const paged = await call<TPage<TChannel>>({
      url: "/api/logistics/query-specific-element-channels",
      query: { page_size: "1", cur_page: "2", sort: "code" },
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThan(1);
    const all = await call<{ code: string }[]>({
      url: "/api/logistics/fetch-all-channels",
      query: { warehouse_id: sz01 },
    });
    expect(all.data.map((c) => c.code)).toContain("SELF");
  });
});

describe("get-specified-channels", () => {
  appTest("a drop shipper must name the provider", async ({ app, shipper }) => {
    const res = await app.call({ url: "/api/logistics/get-specified-channels", token: shipper.token });
    expect(res.code).toBe(4001);
    expect(res.message).toBe("provider_uuid is required for getLogisticsInternalChannel");
    const named = await app.call<{ code: string; track_url_template: string }[]>({
      url: "/api/logistics/get-specified-channels",
      token: shipper.token,
      query: { provider_uuid: app.demo.providerId },
    });
    expect(named.code).toBe(200);
    expect(named.data.map((c) => c.code)).toContain("SELF");
  });

  appTest("staff get their own enabled channels, optionally by id", async ({ call }) => {
    const all = await call<{ id: string; code: string }[]>({ url: "/api/logistics/get-specified-channels" });
    const self = all.data.find((c) => c.code === "SELF");
    const one = await call<{ code: string }[]>({
      url: "/api/logistics/get-specified-channels",
      query: { channel_ids: `${self?.id},not-an-id` },
    });
    expect(one.data.map((c) => c.code)).toEqual(["SELF"]);
  });
});

describe("carrier adapters", () => {
  appTest(
    "self-issued numbers carry the channel code, a per-provider sequence and a valid check digit",
    async ({ app }) => {
      const channel = {
        providerId: app.demo.providerId,
        id: "c",
        code: "SELF",
        carrierKind: "self_issued" as const,
      };
      const numbers = await app.ctx.db.transaction(async (tx) => [
        await issueTrackingNumber(tx, app.ctx, { channel, order: {} }),
        await issueTrackingNumber(tx, app.ctx, { channel, order: {} }),
      ]);
      expect(new Set(numbers).size).toBe(2);
      for (const n of numbers) {
        expect(n).toMatch(/^SELF\d{11}$/);
        const digits = n.slice(4, 14);
        expect(Number(n.slice(14))).toBe(luhnCheckDigit(digits));
      }
      expect(Number(numbers[1]?.slice(4, 14))).toBe(Number(numbers[0]?.slice(4, 14)) + 1);
    },
  );

  appTest("manual numbers must be entered (or imported) and well formed", async ({ app }) => {
    const channel = {
      providerId: app.demo.providerId,
      id: "c",
      code: "POST-STD",
      carrierKind: "manual" as const,
    };
    await expect(issueTrackingNumber(app.ctx.db, app.ctx, { channel, order: {} })).rejects.toMatchObject({
      code: 4001,
      messageKey: "logistics.trackingNumberRequired",
    });
    await expect(
      issueTrackingNumber(app.ctx.db, app.ctx, { channel, order: { trackingNumber: "a b" } }),
    ).rejects.toMatchObject({
      messageKey: "logistics.trackingNumberFormat",
    });
    expect(
      await issueTrackingNumber(app.ctx.db, app.ctx, { channel, order: { trackingNumber: " lp123456cn " } }),
    ).toBe("LP123456CN");
  });

  appTest("builds the tracking link from the template", () => {
    expect(buildTrackingUrl("https://t.example/?n={tracking_number}", "AB 1/2")).toBe(
      "https://t.example/?n=AB%201%2F2",
    );
    expect(buildTrackingUrl("javascript:alert(1)//{tracking_number}", "X")).toBeNull();
    expect(buildTrackingUrl("https://t.example/track", "X")).toBeNull();
    expect(buildTrackingUrl("https://t.example/{tracking_number}", "")).toBeNull();
  });
});
