import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateAddProviderRequest,
  ZCustomerLink,
  ZProvider,
  ZProviderDetailQuery,
  ZProviderListQuery,
} from "./tenancy.ts";

const api = endpointGroup({ tag: "providers", access: "signedIn" });

export const tenancyEndpoints = {
  // Public: the sign-up form's supplier choice lists providers before anyone is signed in.
  all: api.get("query-provider/all", {
    summary: "List every provider (sign-up's supplier choice)",
    access: "public",
    output: z.array(ZProvider),
  }),
  detail: api.get("query-provider/detail", {
    summary: "Read one provider",
    input: ZProviderDetailQuery,
    output: ZProvider,
  }),
  linked: api.get("query-provider/list", {
    summary: "List the providers the caller is linked to",
    input: ZProviderListQuery,
    output: ZPage(ZCustomerLink),
  }),
  /** Form-encoded in the spec; JSON works too. */
  addProvider: api.post("create-add-provider", {
    summary: "Link the drop shipper to a provider",
    access: ["dropShipper"],
    input: ZCreateAddProviderRequest,
    output: ZCustomerLink,
    success: "created",
  }),
};
