import {
  shopDelayMinutes,
  type storeEndpoints,
  type TInputOf,
  type TShopOrderMode,
  type TShopUserInfo,
  trackingNumberPlaceholder,
  trackUrlPattern,
} from "@wms/contracts";
import type { TFunction } from "i18next";

/**
 * The user info form's rules and conversions (`/ds/ds-user-info`), mirroring `ZSaveShopUserInfoRequest`:
 * a tracking URL template that is empty or an http(s) URL with the placeholder, one of the delay options,
 * and no country in both the include and the exclude list.
 */

/** The server's cap on the tracking URL template. */
export const trackingTemplateMax = 500;

/** A template a customer can follow: 17TRACK's page, with the placeholder where the number goes. */
export const trackingTemplateExample = `https://t.17track.net/en#nums=${trackingNumberPlaceholder}`;

/** What is wrong with a tracking URL template, as a catalogue key; null when it may be saved (empty too). */
export function trackingTemplateProblem(value: string | undefined): string | null {
  const v = value?.trim() ?? "";
  if (v === "") return null;
  if (v.length > trackingTemplateMax) return "logistics.urlLength";
  if (!trackUrlPattern.test(v)) return "logistics.urlScheme";
  if (!v.includes(trackingNumberPlaceholder)) return "logistics.urlPlaceholder";
  return null;
}

/** The countries in both lists (a country may not be in both). */
export function countriesInBoth(include: readonly string[] = [], exclude: readonly string[] = []): string[] {
  return exclude.filter((code) => include.includes(code));
}

/** A delay option in the UI language: none, 15 min, 1 h. */
export function delayLabel(t: TFunction, minutes: number): string {
  if (minutes === 0) return t("stores.userInfo.delayNone");
  if (minutes % 60 === 0) return t("stores.userInfo.delayHours", { hours: minutes / 60 });
  return t("stores.userInfo.delayMinutes", { minutes });
}

export function delayOptions(t: TFunction) {
  return shopDelayMinutes.map((minutes) => ({ value: minutes, label: delayLabel(t, minutes) }));
}

type TSaveRequest = TInputOf<typeof storeEndpoints.saveUserInfo>;

/** The form's values: an unset warehouse or channel is undefined (an antd Select cleared). */
export type TUserInfoValues = {
  tracking_url_template: string;
  delay_fulfil_minutes: number;
  include_countries: string[];
  exclude_countries: string[];
  warehouse_id?: string;
  channel_id?: string;
  order_mode: TShopOrderMode;
  push_stock: boolean;
};

export function formValuesOf(info: TShopUserInfo): TUserInfoValues {
  return {
    tracking_url_template: info.tracking_url_template,
    delay_fulfil_minutes: info.delay_fulfil_minutes,
    include_countries: info.include_countries,
    exclude_countries: info.exclude_countries,
    warehouse_id: info.warehouse_id ?? undefined,
    channel_id: info.channel_id ?? undefined,
    order_mode: info.order_mode,
    push_stock: info.push_stock,
  };
}

/** The save request of the form's values for one shop with one provider. */
export function saveRequestOf(shopId: string, providerUuid: string, v: TUserInfoValues): TSaveRequest {
  return {
    shop_id: shopId,
    provider_uuid: providerUuid,
    tracking_url_template: v.tracking_url_template?.trim() ?? "",
    delay_fulfil_minutes: v.delay_fulfil_minutes,
    include_countries: v.include_countries ?? [],
    exclude_countries: v.exclude_countries ?? [],
    warehouse_id: v.warehouse_id ?? null,
    channel_id: v.channel_id ?? null,
    order_mode: v.order_mode,
    push_stock: v.push_stock ?? false,
  };
}

/**
 * A picker's options with the saved choice kept when the list no longer offers it (a warehouse disabled
 * or deselected, a channel disabled since), shown by the name the server answered instead of its id.
 */
export function withSaved<T extends { value: string; label: string }>(
  options: T[],
  saved: { id: string | null; name: string | null },
): { value: string; label: string }[] {
  if (!saved.id || options.some((o) => o.value === saved.id)) return options;
  return [...options, { value: saved.id, label: saved.name ?? saved.id }];
}
