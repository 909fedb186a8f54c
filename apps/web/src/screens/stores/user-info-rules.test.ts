import type { TShopUserInfo } from "@wms/contracts";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import {
  countriesInBoth,
  delayOptions,
  formValuesOf,
  saveRequestOf,
  trackingTemplateExample,
  trackingTemplateProblem,
  withSaved,
} from "./user-info-rules.ts";

/** A t() that shows the key and its values, so labels can be checked without the catalogue. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${Object.values(values).join(",")}` : key) as unknown as TFunction;

const info: TShopUserInfo = {
  shop_id: "s-1",
  shop_url: "blue-harbour.myshopify.com",
  shop_name: "Blue Harbour",
  user_code: "C001",
  username: "harbour",
  tracking_url_template: "",
  delay_fulfil_minutes: 0,
  include_countries: [],
  exclude_countries: [],
  warehouse_id: null,
  warehouse_name: null,
  channel_id: null,
  channel_name: null,
  order_mode: "submitted",
  push_stock: false,
};

describe("user info rules", () => {
  it("accepts an empty template or an http(s) URL with the placeholder, as the server does", () => {
    expect(trackingTemplateProblem(undefined)).toBeNull();
    expect(trackingTemplateProblem("  ")).toBeNull();
    expect(trackingTemplateProblem(trackingTemplateExample)).toBeNull();
    expect(trackingTemplateProblem("ftp://t.example/{tracking_number}")).toBe("logistics.urlScheme");
    expect(trackingTemplateProblem("https://t.example/track")).toBe("logistics.urlPlaceholder");
    expect(trackingTemplateProblem(`https://t.example/${"x".repeat(500)}{tracking_number}`)).toBe(
      "logistics.urlLength",
    );
  });

  it("names the countries that are in both lists", () => {
    expect(countriesInBoth(["US", "CA"], ["CA", "MX", "US"])).toEqual(["CA", "US"]);
    expect(countriesInBoth(["US"], ["MX"])).toEqual([]);
    expect(countriesInBoth(undefined, undefined)).toEqual([]);
  });

  it("offers the seven delays, labelled in minutes or hours", () => {
    expect(delayOptions(t)).toEqual([
      { value: 0, label: "stores.userInfo.delayNone" },
      { value: 15, label: "stores.userInfo.delayMinutes:15" },
      { value: 30, label: "stores.userInfo.delayMinutes:30" },
      { value: 60, label: "stores.userInfo.delayHours:1" },
      { value: 120, label: "stores.userInfo.delayHours:2" },
      { value: 180, label: "stores.userInfo.delayHours:3" },
      { value: 240, label: "stores.userInfo.delayHours:4" },
    ]);
  });

  it("turns the answer into form values and back into the save request, unset pickers as null", () => {
    const values = formValuesOf({ ...info, tracking_url_template: ` ${trackingTemplateExample} ` });
    expect(values.warehouse_id).toBeUndefined();
    expect(saveRequestOf("s-1", "p-1", values)).toEqual({
      shop_id: "s-1",
      provider_uuid: "p-1",
      tracking_url_template: trackingTemplateExample,
      delay_fulfil_minutes: 0,
      include_countries: [],
      exclude_countries: [],
      warehouse_id: null,
      channel_id: null,
      order_mode: "submitted",
      push_stock: false,
    });
    const routed = formValuesOf({ ...info, warehouse_id: "w-1", channel_id: "c-1" });
    expect(saveRequestOf("s-1", "p-1", routed)).toMatchObject({ warehouse_id: "w-1", channel_id: "c-1" });
  });

  it("keeps a saved choice the list no longer offers, by its name", () => {
    const options = [{ value: "w-1", label: "W1 North" }];
    expect(withSaved(options, { id: "w-1", name: "North" })).toEqual(options);
    expect(withSaved(options, { id: null, name: null })).toEqual(options);
    expect(withSaved(options, { id: "w-2", name: "Old dock" })).toEqual([
      ...options,
      { value: "w-2", label: "Old dock" },
    ]);
  });
});
