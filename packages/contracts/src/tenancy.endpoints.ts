import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateAddProviderRequest,
  ZCustomerLink,
  ZProvider,
  ZProviderDetailQuery,
  ZProviderListQuery,
} from "./tenancy.ts";

const tag = "providers";

export const tenancyEndpoints = {
  // Public: the sign-up form's supplier choice lists providers before anyone is signed in.
  all: endpoint({
    method: "GET",
    path: "query-provider/all",
    summary: "List every provider (sign-up's supplier choice)",
    tag,
    access: "public",
    output: z.array(ZProvider),
  }),
  detail: endpoint({
    method: "GET",
    path: "query-provider/detail",
    summary: "Read one provider",
    tag,
    access: "signedIn",
    input: ZProviderDetailQuery,
    output: ZProvider,
  }),
  linked: endpoint({
    method: "GET",
    path: "query-provider/list",
    summary: "List the providers the caller is linked to",
    tag,
    access: "signedIn",
    input: ZProviderListQuery,
    output: ZPage(ZCustomerLink),
  }),
  /** Form-encoded in the spec; JSON works too. */
  addProvider: endpoint({
    method: "POST",
    path: "create-add-provider",
    summary: "Link the drop shipper to a provider",
    tag,
    access: ["dropShipper"],
    input: ZCreateAddProviderRequest,
    output: ZCustomerLink,
    success: "created",
  }),
};
