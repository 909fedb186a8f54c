import { Code } from "./codes.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZAssignSourcingRequest,
  ZCreateSourcingRequest,
  ZCreateSourcingResponse,
  ZImportSourcingQuery,
  ZImportSourcingResponse,
  ZMySourcingQuota,
  ZQuoteSourcingRequest,
  ZSourcingDetail,
  ZSourcingIdRequest,
  ZSourcingImageUpload,
  ZSourcingQuery,
  ZSourcingQuotas,
  ZSourcingReasonRequest,
  ZSourcingStaff,
  ZSourcingSummary,
  ZUpdateSourcingQuotaRequest,
} from "./sourcing.ts";

/** A drop shipper names the provider it asks. */
const ZProviderOnly = ZSourcingIdRequest.pick({ provider_uuid: true });

/** The customer asks, cancels, confirms or rejects a quote. */
const customer = ["dropShipper"] as const;
/** The provider's staff work the requests. */
const staff = ["provider", "operator"] as const;

/** Everyone reads the requests they may see; each transition says who takes it. */
const api = endpointGroup({ tag: "sourcing", access: ["provider", "operator", "dropShipper"] });

export const sourcingEndpoints = {
  create: api.post("sourcing/create-sourcing", ZCreateSourcingRequest, ZCreateSourcingResponse, {
    summary: "Submit sourcing requests (4091 with data.records when a link already has records)",
    access: customer,
    success: "created",
    // 4029: over the customer's daily quota.
    errors: [Code.urlExists, Code.tooManyRequests],
  }),
  uploadImage: api.post("sourcing/upload-image", ZProviderOnly, ZSourcingImageUpload, {
    summary: "Upload the image of a sourcing request (JPG, PNG or GIF, at most 5 MB)",
    access: customer,
    upload: true,
    errors: [Code.storageFailed],
  }),
  image: api.get("files/sourcing/:name", null, fileAnswer.image, {
    summary: "Read a stored sourcing image",
    access: "public",
  }),
  import: api.post("sourcing/import-sourcing", ZImportSourcingQuery, ZImportSourcingResponse, {
    summary:
      "Submit the rows of a sourcing spreadsheet (template: get-template-files?type=sourcing), all or nothing",
    access: customer,
    upload: true,
    success: "created",
    errors: [Code.urlExists, Code.tooManyRequests],
  }),
  list: api.get("sourcing/query-sourcing", ZSourcingQuery, ZPage(ZSourcingSummary), {
    summary: "List sourcing requests",
  }),
  detail: api.get("sourcing/query-sourcing-detail", ZSourcingIdRequest, ZSourcingDetail, {
    summary: "Read one sourcing request with its quote and log",
  }),
  resubmit: api.post("sourcing/resubmit-sourcing", ZSourcingIdRequest, ZCreateSourcingResponse, {
    summary: "Submit a request again as a new one (counts against the daily quota)",
    access: customer,
    success: "created",
  }),
  // Transitions: each answers the request's new detail.
  cancel: api.post("sourcing/cancel-sourcing", ZSourcingIdRequest, ZSourcingDetail, {
    summary: "Cancel a request before it is quoted",
    access: customer,
  }),
  start: api.post("sourcing/start-sourcing", ZSourcingIdRequest, ZSourcingDetail, {
    summary: "Start sourcing a submitted request (the customer is notified)",
    access: staff,
  }),
  quote: api.post("sourcing/quote-sourcing", ZQuoteSourcingRequest, ZSourcingDetail, {
    summary: "Quote a supplier for a request, or quote it again until the customer confirms",
    access: staff,
  }),
  reject: api.post("sourcing/reject-sourcing", ZSourcingReasonRequest, ZSourcingDetail, {
    summary: "Reject a request the warehouse cannot source, with a reason",
    access: staff,
  }),
  rejectQuote: api.post("sourcing/reject-quote", ZSourcingReasonRequest, ZSourcingDetail, {
    summary: "Reject the quote, with a reason (the provider may quote again)",
    access: customer,
  }),
  confirm: api.post("sourcing/confirm-quote", ZSourcingIdRequest, ZSourcingDetail, {
    summary: "Confirm the quote: the product and its variants go into the customer's catalogue",
    access: customer,
  }),
  assign: api.post("sourcing/assign-sourcing", ZAssignSourcingRequest, ZCreateSourcingResponse, {
    summary: "Assign requests to a member of the staff (or to nobody)",
    access: staff,
    message: "saved",
  }),
  staff: api.get("sourcing/query-staff", null, ZSourcingStaff, {
    summary: "List who requests may be assigned to: the provider and its operators",
    access: staff,
  }),
  quotas: api.get("sourcing/query-quotas", null, ZSourcingQuotas, {
    summary: "Read the daily sourcing quotas of the provider's customers",
    access: staff,
  }),
  updateQuota: api.post("sourcing/update-quota", ZUpdateSourcingQuotaRequest, ZSourcingQuotas, {
    summary: "Set the default daily sourcing quota, or one customer's",
    access: ["provider"],
    message: "saved",
  }),
  myQuota: api.get("sourcing/query-my-quota", ZProviderOnly, ZMySourcingQuota, {
    summary: "Read the caller's daily sourcing quota and what it used today",
    access: customer,
  }),
};
