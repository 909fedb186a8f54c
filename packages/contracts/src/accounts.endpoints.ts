import { z } from "zod";
import { ZCreateOperatorRequest, ZCreateOperatorResponse, ZOperator } from "./auth.ts";
import { Code } from "./codes.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZAvatarUploadResponse, ZChangeUserInfoRequest, ZUserProfile } from "./settings.ts";

const api = endpointGroup({ tag: "accounts", access: "signedIn" });

export const accountsEndpoints = {
  profile: api.get("customer-settings/user-info", null, ZUserProfile, {
    summary: "Read the signed-in user's profile",
  }),
  updateProfile: api.post(
    "customer-settings/change-user-info-directly",
    ZChangeUserInfoRequest,
    ZUserProfile,
    { summary: "Change the signed-in user's profile", message: "saved" },
  ),
  /** The image is the multipart body's file. */
  uploadAvatar: api.post("customer-settings/upload-avatar", null, ZAvatarUploadResponse, {
    summary: "Upload the signed-in user's avatar",
    upload: true,
    errors: [Code.storageFailed],
    message: "saved",
  }),
  avatar: api.get("files/avatars/:name", null, fileAnswer.image, {
    summary: "Read a stored avatar",
    access: "public",
  }),
  operators: api.get("operators/list", null, z.array(ZOperator), {
    summary: "List the provider's operators",
    access: ["provider"],
  }),
  createOperator: api.post("operators/create", ZCreateOperatorRequest, ZCreateOperatorResponse, {
    summary: "Create an operator with an initial password",
    access: ["provider"],
    success: "created",
  }),
};
