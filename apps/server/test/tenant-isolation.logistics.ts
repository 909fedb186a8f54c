/**
 * Tenant-isolation probes of logistics (spread into the matrix of tenant-isolation.test.ts). The rival
 * tenant gets an API account with secrets, a custom track URL and a channel using them from its warehouse;
 * no role of the demo tenant may read, use or change any of it.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  logisticsApiAccounts,
  logisticsChannels,
  logisticsTrackUrls,
} from "../src/modules/logistics/logistics.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  expectRivalProviderRefused,
  insertId,
  refusedRoutes,
  staffListProbe,
} from "./tenant-isolation.shared.ts";
import { rival as rivalWarehousing } from "./tenant-isolation.warehouses.ts";

const rival = { warehouseId: "", apiId: "", urlId: "", channelId: "" };

/** Call after seedRivalWarehousing (it needs the rival warehouse). */
export async function seedRivalLogistics(t: TTestApp, foreign: TForeignTenant) {
  const providerId = foreign.providerId;
  rival.warehouseId = rivalWarehousing.warehouseId;
  rival.apiId = await insertId(t, logisticsApiAccounts, {
    providerId,
    name: "Rival API",
    apiTokenEnc: "v1.rival",
    apiTokenHint: "RIVL",
  });
  rival.urlId = await insertId(t, logisticsTrackUrls, {
    providerId,
    nameCn: "对手",
    nameEn: "Rival URL",
    url: "https://rival.example/{tracking_number}",
    owner: "rival",
  });
  rival.channelId = await insertId(t, logisticsChannels, {
    providerId,
    name: "Rival channel",
    code: "RIVAL-CH",
    warehouseId: rival.warehouseId,
    carrierKind: "manual",
    apiAccountId: rival.apiId,
    trackUrlId: rival.urlId,
  });
}

/** Paged staff (or provider-only) lists, fetched whole and by `keyword`: never show the rival's id. */
function pagedProbe(url: string, id: () => string, keyword: string, providerOnly = false): TEntry {
  const queries: Record<string, string>[] = [{ page_size: "200" }, { keyword }];
  return staffListProbe(url, id, () => queries, providerOnly);
}

function arrayProbe(url: string, id: () => string, providerOnly = false): TEntry {
  return {
    probe: async (t, me) => {
      const res = await t.call<{ id: string }[]>({ url, token: me.token });
      if (me.role === "dropShipper" || (providerOnly && me.role === "operator"))
        return expect(res.code).toBe(4003);
      expect(res.code).toBe(200);
      expect(res.data.map((r) => r.id)).not.toContain(id());
    },
  };
}

async function rivalUntouched(t: TTestApp) {
  const [ch] = await t.ctx.db
    .select()
    .from(logisticsChannels)
    .where(eq(logisticsChannels.id, rival.channelId));
  expect(ch?.name).toBe("Rival channel");
  const [api] = await t.ctx.db
    .select()
    .from(logisticsApiAccounts)
    .where(eq(logisticsApiAccounts.id, rival.apiId));
  expect(api?.name).toBe("Rival API");
  const [url] = await t.ctx.db
    .select()
    .from(logisticsTrackUrls)
    .where(eq(logisticsTrackUrls.id, rival.urlId));
  expect(url?.nameEn).toBe("Rival URL");
}

export const logisticsMatrix: Record<string, TEntry> = {
  "GET /api/logistics/query-specific-element-channels": pagedProbe(
    "/api/logistics/query-specific-element-channels",
    () => rival.channelId,
    "RIVAL-CH",
  ),
  "GET /api/logistics/fetch-all-channels": arrayProbe(
    "/api/logistics/fetch-all-channels",
    () => rival.channelId,
  ),
  "GET /api/logistics/get-specified-channels": {
    probe: async (t, me, f) => {
      await expectRivalProviderRefused(t, me, f, "/api/logistics/get-specified-channels");
      const own = ownTenant(t, me);
      const res = await t.call<{ id: string }[]>({
        url: "/api/logistics/get-specified-channels",
        token: me.token,
        query: { ...own, channel_ids: rival.channelId },
      });
      expect(res.code).toBe(200);
      expect(res.data).toEqual([]);
    },
  },
  "POST /api/logistics/create-channel": {
    probe: async (t, me) => {
      const base = { name: "Probe channel", code: "PROBE-CH", carrier_kind: "manual" };
      const ownWarehouse = (
        await t.call<{ list: { id: string }[] }>({
          url: "/api/warehouse/query-warehouses",
          token: (await t.signIn("demo_provider", "provider")).token,
        })
      ).data.list[0]?.id;
      const attempts = [
        { ...base, warehouse_id: rival.warehouseId },
        { ...base, warehouse_id: ownWarehouse, api_account_id: rival.apiId },
        { ...base, warehouse_id: ownWarehouse, track_url_id: rival.urlId },
      ];
      for (const body of attempts) {
        const res = await t.call({ url: "/api/logistics/create-channel", token: me.token, body });
        // The provider gets a field error naming the reference it may not use; others are refused outright.
        expect(me.role === "provider" ? [4001] : [4003]).toContain(res.code);
      }
      const made = await t.ctx.db
        .select()
        .from(logisticsChannels)
        .where(eq(logisticsChannels.code, "PROBE-CH"));
      expect(made).toEqual([]);
    },
  },
  ...refusedRoutes(
    {
      "PUT /api/logistics/update-channel": () => ({ channel_id: rival.channelId, name: "hacked" }),
      "DELETE /api/logistics/delete-channel": () => ({ channel_id: rival.channelId }),
    },
    rivalUntouched,
  ),
  "GET /api/logistics/query-specific-element-api": pagedProbe(
    "/api/logistics/query-specific-element-api",
    () => rival.apiId,
    "Rival",
    true,
  ),
  "GET /api/logistics/get-api-name-list": arrayProbe(
    "/api/logistics/get-api-name-list",
    () => rival.apiId,
    true,
  ),
  "POST /api/logistics/create-api": {
    exempt: "creates an API account in the caller's own tenant (from the token)",
  },
  ...refusedRoutes(
    {
      "PUT /api/logistics/update-api": () => ({
        api_account_id: rival.apiId,
        name: "hacked",
        api_token: "stolen",
      }),
      "DELETE /api/logistics/delete-api": () => ({ api_account_id: rival.apiId }),
    },
    rivalUntouched,
  ),
  "GET /api/logistics/query-url": pagedProbe("/api/logistics/query-url", () => rival.urlId, "Rival"),
  "POST /api/logistics/query-url": {
    exempt: "creates a track URL in the caller's own tenant (from the token)",
  },
  ...refusedRoutes(
    {
      "PUT /api/logistics/query-url": () => ({ id: rival.urlId, name_en: "hacked" }),
      "DELETE /api/logistics/query-url": () => ({ id: rival.urlId }),
    },
    rivalUntouched,
  ),
};
