import { endpointGroup } from "./endpoint.ts";
import {
  ZContactInfo,
  ZPreferencesQuery,
  ZPreferencesResponse,
  ZSavePreferencesRequest,
} from "./settings.ts";

const api = endpointGroup({ tag: "settings", access: "signedIn" });

export const settingsEndpoints = {
  preferences: api.get("customer-settings/global-user-settings", {
    summary: "Read the caller's preferences (per provider)",
    input: ZPreferencesQuery,
    output: ZPreferencesResponse,
  }),
  savePreferences: api.post("customer-settings/global-user-settings", {
    summary: "Save the caller's preferences (per provider)",
    input: ZSavePreferencesRequest,
    output: ZPreferencesResponse,
    message: "saved",
  }),
  contactInfo: api.get("customer-settings/contact_info", {
    summary: "Read the caller's contact information",
    output: ZContactInfo,
  }),
  saveContactInfo: api.post("customer-settings/contact_info", {
    summary: "Change the caller's contact information",
    input: ZContactInfo,
    output: ZContactInfo,
    message: "saved",
  }),
};
