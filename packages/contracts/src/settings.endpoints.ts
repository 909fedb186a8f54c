import { endpoint } from "./endpoint.ts";
import {
  ZContactInfo,
  ZPreferencesQuery,
  ZPreferencesResponse,
  ZSavePreferencesRequest,
} from "./settings.ts";

const tag = "settings";

export const settingsEndpoints = {
  preferences: endpoint({
    method: "GET",
    path: "customer-settings/global-user-settings",
    summary: "Read the caller's preferences (per provider)",
    tag,
    access: "signedIn",
    input: ZPreferencesQuery,
    output: ZPreferencesResponse,
  }),
  savePreferences: endpoint({
    method: "POST",
    path: "customer-settings/global-user-settings",
    summary: "Save the caller's preferences (per provider)",
    tag,
    access: "signedIn",
    input: ZSavePreferencesRequest,
    output: ZPreferencesResponse,
    message: "saved",
  }),
  contactInfo: endpoint({
    method: "GET",
    path: "customer-settings/contact_info",
    summary: "Read the caller's contact information",
    tag,
    access: "signedIn",
    output: ZContactInfo,
  }),
  saveContactInfo: endpoint({
    method: "POST",
    path: "customer-settings/contact_info",
    summary: "Change the caller's contact information",
    tag,
    access: "signedIn",
    input: ZContactInfo,
    output: ZContactInfo,
    message: "saved",
  }),
};
