import { endpointGroup } from "./endpoint.ts";
import {
  ZContactInfo,
  ZPreferencesQuery,
  ZPreferencesResponse,
  ZSavePreferencesRequest,
} from "./settings.ts";

const api = endpointGroup({ tag: "settings", access: "signedIn" });

export const settingsEndpoints = {
  preferences: api.get("customer-settings/global-user-settings", ZPreferencesQuery, ZPreferencesResponse, {
    summary: "Read the caller's preferences (per provider)",
  }),
  savePreferences: api.post(
    "customer-settings/global-user-settings",
    ZSavePreferencesRequest,
    ZPreferencesResponse,
    { summary: "Save the caller's preferences (per provider)", message: "saved" },
  ),
  contactInfo: api.get("customer-settings/contact_info", null, ZContactInfo, {
    summary: "Read the caller's contact information",
  }),
  saveContactInfo: api.post("customer-settings/contact_info", ZContactInfo, ZContactInfo, {
    summary: "Change the caller's contact information",
    message: "saved",
  }),
};
