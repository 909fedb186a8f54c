import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZAllChannelsQuery,
  ZApiAccount,
  ZApiAccountIdBody,
  ZApiAccountListQuery,
  ZApiName,
  ZChannel,
  ZChannelIdBody,
  ZChannelListQuery,
  ZChannelOption,
  ZCreateApiAccountRequest,
  ZCreateChannelRequest,
  ZCreateTrackUrlRequest,
  ZSpecifiedChannelsQuery,
  ZTrackUrl,
  ZTrackUrlIdBody,
  ZTrackUrlListQuery,
  ZUpdateApiAccountRequest,
  ZUpdateChannelRequest,
  ZUpdateTrackUrlRequest,
} from "./logistics.ts";

/** Operators read channels and track URLs (they ship orders); only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

const api = endpointGroup({ tag: "logistics", access: owner });

export const logisticsEndpoints = {
  // ---------------------------------------------------------------- channels
  channels: api.get("logistics/query-specific-element-channels", ZChannelListQuery, ZPage(ZChannel), {
    summary: "List logistics channels",
    access: staff,
  }),
  allChannels: api.get("logistics/fetch-all-channels", ZAllChannelsQuery, z.array(ZChannelOption), {
    summary: "List every channel of the tenant for pickers",
    access: staff,
  }),
  specifiedChannels: api.get(
    "logistics/get-specified-channels",
    ZSpecifiedChannelsQuery,
    z.array(ZChannelOption),
    {
      summary: "List the enabled channels of a provider, a warehouse or some ids",
      access: ["provider", "operator", "dropShipper"],
    },
  ),
  createChannel: api.post("logistics/create-channel", ZCreateChannelRequest, ZChannel, {
    summary: "Create a logistics channel",
    success: "created",
  }),
  updateChannel: api.put("logistics/update-channel", ZUpdateChannelRequest, ZChannel, {
    summary: "Change a logistics channel",
    message: "saved",
  }),
  removeChannel: api.delete("logistics/delete-channel", ZChannelIdBody, z.null(), {
    summary: "Delete a logistics channel",
    message: "deleted",
  }),

  // ---------------------------------------------------------------- logistics API accounts (provider only)
  apiAccounts: api.get("logistics/query-specific-element-api", ZApiAccountListQuery, ZPage(ZApiAccount), {
    summary: "List logistics API accounts",
  }),
  apiNames: api.get("logistics/get-api-name-list", null, z.array(ZApiName), {
    summary: "List the names of the logistics API accounts",
  }),
  createApi: api.post("logistics/create-api", ZCreateApiAccountRequest, ZApiAccount, {
    summary: "Create a logistics API account",
    success: "created",
  }),
  updateApi: api.put("logistics/update-api", ZUpdateApiAccountRequest, ZApiAccount, {
    summary: "Change a logistics API account",
    message: "saved",
  }),
  removeApi: api.delete("logistics/delete-api", ZApiAccountIdBody, z.null(), {
    summary: "Delete a logistics API account",
    message: "deleted",
  }),

  // ---------------------------------------------------------------- track URLs (one path, four methods)
  trackUrls: api.get("logistics/query-url", ZTrackUrlListQuery, ZPage(ZTrackUrl), {
    summary: "List tracking URLs",
    access: staff,
  }),
  createTrackUrl: api.post("logistics/query-url", ZCreateTrackUrlRequest, ZTrackUrl, {
    summary: "Create a tracking URL",
    success: "created",
  }),
  updateTrackUrl: api.put("logistics/query-url", ZUpdateTrackUrlRequest, ZTrackUrl, {
    summary: "Change a tracking URL",
    message: "saved",
  }),
  removeTrackUrl: api.delete("logistics/query-url", ZTrackUrlIdBody, z.null(), {
    summary: "Delete a tracking URL",
    message: "deleted",
  }),
};
