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
  all: api.get("query-provider/all", null, z.array(ZProvider), {
    summary: "List every provider (sign-up's supplier choice)",
    access: "public",
  }),
  detail: api.get("query-provider/detail", ZProviderDetailQuery, ZProvider, { summary: "Read one provider" }),
  linked: api.get("query-provider/list", ZProviderListQuery, ZPage(ZCustomerLink), {
    summary: "List the providers the caller is linked to",
  }),
  /** Form-encoded in the spec; JSON works too. */
  addProvider: api.post("create-add-provider", ZCreateAddProviderRequest, ZCustomerLink, {
    summary: "Link the drop shipper to a provider",
    access: ["dropShipper"],
    success: "created",
  }),
};
