import { z } from "zod";
import { ZCreateOperatorRequest, ZCreateOperatorResponse, ZOperator } from "./auth.ts";
import { endpointGroup } from "./endpoint.ts";
import { ZAvatarUploadResponse, ZChangeUserInfoRequest, ZUserProfile } from "./settings.ts";

const api = endpointGroup({ tag: "accounts", access: "signedIn" });

export const accountsEndpoints = {
  profile: api.get("customer-settings/user-info", {
    summary: "Read the signed-in user's profile",
    output: ZUserProfile,
  }),
  updateProfile: api.post("customer-settings/change-user-info-directly", {
    summary: "Change the signed-in user's profile",
    input: ZChangeUserInfoRequest,
    output: ZUserProfile,
    message: "saved",
  }),
  /** The image is the multipart body's file. */
  uploadAvatar: api.post("customer-settings/upload-avatar", {
    summary: "Upload the signed-in user's avatar",
    upload: true,
    output: ZAvatarUploadResponse,
    message: "saved",
  }),
  avatar: api.get("files/avatars/:name", {
    summary: "Read a stored avatar",
    access: "public",
    output: { file: "image/*" },
  }),
  operators: api.get("operators/list", {
    summary: "List the provider's operators",
    access: ["provider"],
    output: z.array(ZOperator),
  }),
  createOperator: api.post("operators/create", {
    summary: "Create an operator with an initial password",
    access: ["provider"],
    input: ZCreateOperatorRequest,
    output: ZCreateOperatorResponse,
    success: "created",
  }),
};
