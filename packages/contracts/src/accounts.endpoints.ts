import { z } from "zod";
import { ZCreateOperatorRequest, ZCreateOperatorResponse, ZOperator } from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import { ZAvatarUploadResponse, ZChangeUserInfoRequest, ZUserProfile } from "./settings.ts";

const tag = "accounts";

export const accountsEndpoints = {
  profile: endpoint({
    method: "GET",
    path: "customer-settings/user-info",
    summary: "Read the signed-in user's profile",
    tag,
    access: "signedIn",
    output: ZUserProfile,
  }),
  updateProfile: endpoint({
    method: "POST",
    path: "customer-settings/change-user-info-directly",
    summary: "Change the signed-in user's profile",
    tag,
    access: "signedIn",
    input: ZChangeUserInfoRequest,
    output: ZUserProfile,
    message: "saved",
  }),
  /** The image is the multipart body's file. */
  uploadAvatar: endpoint({
    method: "POST",
    path: "customer-settings/upload-avatar",
    summary: "Upload the signed-in user's avatar",
    tag,
    access: "signedIn",
    upload: true,
    output: ZAvatarUploadResponse,
    message: "saved",
  }),
  avatar: endpoint({
    method: "GET",
    path: "files/avatars/:name",
    summary: "Read a stored avatar",
    tag,
    access: "public",
    output: { file: "image/*" },
  }),
  operators: endpoint({
    method: "GET",
    path: "operators/list",
    summary: "List the provider's operators",
    tag,
    access: ["provider"],
    output: z.array(ZOperator),
  }),
  createOperator: endpoint({
    method: "POST",
    path: "operators/create",
    summary: "Create an operator with an initial password",
    tag,
    access: ["provider"],
    input: ZCreateOperatorRequest,
    output: ZCreateOperatorResponse,
    success: "created",
  }),
};
