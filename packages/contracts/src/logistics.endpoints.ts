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
  channels: api.get("logistics/query-specific-element-channels", {
    summary: "List logistics channels",
    access: staff,
    input: ZChannelListQuery,
    output: ZPage(ZChannel),
  }),
  allChannels: api.get("logistics/fetch-all-channels", {
    summary: "List every channel of the tenant for pickers",
    access: staff,
    input: ZAllChannelsQuery,
    output: z.array(ZChannelOption),
  }),
  specifiedChannels: api.get("logistics/get-specified-channels", {
    summary: "List the enabled channels of a provider, a warehouse or some ids",
    access: ["provider", "operator", "dropShipper"],
    input: ZSpecifiedChannelsQuery,
    output: z.array(ZChannelOption),
  }),
  createChannel: api.post("logistics/create-channel", {
    summary: "Create a logistics channel",
    input: ZCreateChannelRequest,
    output: ZChannel,
    success: "created",
  }),
  updateChannel: api.put("logistics/update-channel", {
    summary: "Change a logistics channel",
    input: ZUpdateChannelRequest,
    output: ZChannel,
    message: "saved",
  }),
  removeChannel: api.delete("logistics/delete-channel", {
    summary: "Delete a logistics channel",
    input: ZChannelIdBody,
    output: z.null(),
    message: "deleted",
  }),

  // ---------------------------------------------------------------- logistics API accounts (provider only)
  apiAccounts: api.get("logistics/query-specific-element-api", {
    summary: "List logistics API accounts",
    input: ZApiAccountListQuery,
    output: ZPage(ZApiAccount),
  }),
  apiNames: api.get("logistics/get-api-name-list", {
    summary: "List the names of the logistics API accounts",
    output: z.array(ZApiName),
  }),
  createApi: api.post("logistics/create-api", {
    summary: "Create a logistics API account",
    input: ZCreateApiAccountRequest,
    output: ZApiAccount,
    success: "created",
  }),
  updateApi: api.put("logistics/update-api", {
    summary: "Change a logistics API account",
    input: ZUpdateApiAccountRequest,
    output: ZApiAccount,
    message: "saved",
  }),
  removeApi: api.delete("logistics/delete-api", {
    summary: "Delete a logistics API account",
    input: ZApiAccountIdBody,
    output: z.null(),
    message: "deleted",
  }),

  // ---------------------------------------------------------------- track URLs (one path, four methods)
  trackUrls: api.get("logistics/query-url", {
    summary: "List tracking URLs",
    access: staff,
    input: ZTrackUrlListQuery,
    output: ZPage(ZTrackUrl),
  }),
  createTrackUrl: api.post("logistics/query-url", {
    summary: "Create a tracking URL",
    input: ZCreateTrackUrlRequest,
    output: ZTrackUrl,
    success: "created",
  }),
  updateTrackUrl: api.put("logistics/query-url", {
    summary: "Change a tracking URL",
    input: ZUpdateTrackUrlRequest,
    output: ZTrackUrl,
    message: "saved",
  }),
  removeTrackUrl: api.delete("logistics/query-url", {
    summary: "Delete a tracking URL",
    input: ZTrackUrlIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
