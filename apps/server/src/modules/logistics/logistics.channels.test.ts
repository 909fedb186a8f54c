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
  tariff: { first_kg: string; first_price: string; step_kg: string; step_price: string } | null;
};

let sz01 = "";
appTest.beforeAll(async ({ api }) => {
  const wh = await api.get<TPage<{ id: string; code: string }>>("warehouse/query-warehouses");
  sz01 = wh.data.list.find((w) => w.code === "SZ01")?.id ?? "";
});

describe("channels", () => {
  appTest("the demo seed has one channel per carrier adapter on SZ01", async ({ api }) => {
    const list = await api.get<TPage<TChannel>>("logistics/query-specific-element-channels");
    expect(list.data.list.map((c) => [c.code, c.carrier_kind, c.warehouse_id])).toEqual([
      ["POST-STD", "manual", sz01],
      ["SELF", "self_issued", sz01],
    ]);
  });

  appTest(
    "creates a channel with an API account and packaging, names them, and refuses foreign or unknown references",
    async ({ api }) => {
      const account = await api.post<{ id: string }>("logistics/create-api", { name: "Chan API" });
      const box = await api.post<{ id: string }>("warehouse/create-packaging-material", {
        code: "LOG-BOX",
        name: "Logistics box",
        length: 10,
        width: 10,
        height: 10,
        weight: 50,
      });
      const created = await api.post<TChannel>("logistics/create-channel", {
        name: "Express",
        code: "exp-1",
        internal_channel_id: "IC-9",
        warehouse_id: sz01,
        packaging_material_id: box.data.id,
        carrier_kind: "self_issued",
        api_account_id: account.data.id,
      });
      expect(created.code).toBe(1000);
      expect(created.data).toMatchObject({
        code: "EXP-1",
        api_account_name: "Chan API",
        packaging_material_name: "Logistics box",
      });
      const createManual = (body: Record<string, unknown>) =>
        api.post("logistics/create-channel", {
          name: "X",
          warehouse_id: sz01,
          carrier_kind: "manual",
          ...body,
        });
      const dup = await createManual({ name: "Again", code: "EXP-1" });
      expect(dup.code).toBe(4009);
      expect(dup.data).toEqual({ fields: { code: "A channel with this code already exists" } });
      const unknown = await createManual({ code: "X1", warehouse_id: crypto.randomUUID() });
      expect(unknown.code).toBe(4001);
      expect(unknown.data).toEqual({ fields: { warehouse_id: "Choose one of your warehouses" } });
      const badKind = await createManual({ code: "X2", carrier_kind: "drone" });
      expect(badKind.code).toBe(4001);

      // The API account in use cannot go; the packaging material can (the channel just loses its default).
      const apiDelete = await api.delete("logistics/delete-api", { api_account_id: account.data.id });
      expect(apiDelete.code).toBe(4009);
      expect(apiDelete.message).toBe("This API account is used by 1 channel; change that channel first");
      const apis = await api.get<TPage<{ id: string; channel_count: number }>>(
        "logistics/query-specific-element-api",
        { keyword: "Chan API" },
      );
      expect(apis.data.list.map((a) => a.channel_count)).toEqual([1]);
      const boxDelete = await api.delete("warehouse/delete-packaging-material", {
        packaging_material_id: box.data.id,
      });
      expect(boxDelete.code).toBe(200);
      const after = await api.get<TPage<TChannel>>("logistics/query-specific-element-channels", {
        keyword: "exp-1",
      });
      expect(after.data.list[0]?.packaging_material_id).toBeNull();

      const updated = await api.put<TChannel>("logistics/update-channel", {
        channel_id: created.data.id,
        api_account_id: null,
        carrier_kind: "manual",
      });
      expect(updated.data).toMatchObject({ api_account_id: null, carrier_kind: "manual" });
      expect((await api.delete("logistics/delete-api", { api_account_id: account.data.id })).code).toBe(200);
    },
  );

  appTest("a warehouse that channels ship from cannot be deleted", async ({ api }) => {
    const wh = await api.post<{ id: string }>("warehouse/create-warehouse", {
      code: "LOGWH",
      name: "Logistics WH",
      country: "CN",
      address: "1 Road",
    });
    await api.post("logistics/create-channel", {
      name: "On LOGWH",
      code: "ON-LOGWH",
      warehouse_id: wh.data.id,
      carrier_kind: "manual",
    });
    const res = await api.delete("warehouse/delete-warehouse", { warehouse_id: wh.data.id });
    expect(res.code).toBe(4009);
    expect(res.message).toContain("logistics channels");
  });

  appTest("filters, sorts and pages in SQL", async ({ api }) => {
    const manual = await api.get<TPage<TChannel>>("logistics/query-specific-element-channels", {
      carrier_kind: "self_issued",
      sort: "name",
      order: "desc",
    });
    expect(manual.data.list.length).toBeGreaterThan(0);
    expect(manual.data.list.every((c) => c.carrier_kind === "self_issued")).toBe(true);
    const paged = await api.get<TPage<TChannel>>("logistics/query-specific-element-channels", {
      page_size: "1",
      cur_page: "2",
      sort: "code",
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThan(1);
    const all = await api.get<{ code: string }[]>("logistics/fetch-all-channels", { warehouse_id: sz01 });
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

  appTest("staff get their own enabled channels, optionally by id", async ({ api }) => {
    const all = await api.get<{ id: string; code: string }[]>("logistics/get-specified-channels");
    const self = all.data.find((c) => c.code === "SELF");
    const one = await api.get<{ code: string }[]>("logistics/get-specified-channels", {
      channel_ids: `${self?.id},not-an-id`,
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

describe("a channel's carrier tariff", () => {
  appTest(
    "a channel's carrier tariff is set whole, read back as typed, cleared with null, and refused half set",
    async ({ api }) => {
      const tariff = { first_kg: "0.5", first_price: "6.10", step_kg: "0.25", step_price: "0.90" };
      const created = await api.post<TChannel>("logistics/create-channel", {
        name: "Tariffed",
        code: "TARIFF-1",
        warehouse_id: sz01,
        carrier_kind: "manual",
        tariff,
      });
      expect(created.code, created.message).toBe(1000);
      expect(created.data.tariff).toEqual(tariff);
      const id = created.data.id;
      // An update that leaves the tariff out keeps it; null clears it.
      const renamed = await api.put<TChannel>("logistics/update-channel", {
        channel_id: id,
        name: "Renamed",
      });
      expect(renamed.data.tariff).toEqual(tariff);
      const cleared = await api.put<TChannel>("logistics/update-channel", { channel_id: id, tariff: null });
      expect(cleared.data.tariff).toBeNull();

      const half = await api.put("logistics/update-channel", {
        channel_id: id,
        tariff: { first_kg: "0.5", first_price: "6.10" },
      });
      expect(half.code).toBe(4001);
      const bad = await api.put<{ fields: Record<string, string> }>("logistics/update-channel", {
        channel_id: id,
        tariff: { first_kg: "half", first_price: "6.101", step_kg: "0", step_price: "1" },
      });
      expect(bad.code).toBe(4001);
      expect(bad.data.fields).toMatchObject({
        "tariff.first_kg": "Weight in kilograms, up to 3 decimals (for example 0.5)",
        "tariff.first_price": "A price with up to 2 decimals (for example 6.10)",
        "tariff.step_kg": "The step must be more than 0 kg",
      });
      const listed = await api.get<TPage<TChannel>>("logistics/query-specific-element-channels", {
        keyword: "TARIFF-1",
      });
      expect(listed.data.list.map((c) => c.tariff)).toEqual([null]);
    },
  );
});
