import { Code } from "./codes.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZAssignUnidentifiedRequest,
  ZCancelReturnRequest,
  ZCreateReturnRequest,
  ZFindReturnsAnswer,
  ZFindReturnsQuery,
  ZInspectReturnRequest,
  ZReceiveReturnRequest,
  ZRecordUnidentifiedRequest,
  ZReturnable,
  ZReturnableQuery,
  ZReturnDetail,
  ZReturnFigures,
  ZReturnFiguresQuery,
  ZReturnIdRequest,
  ZReturnPhotoUpload,
  ZReturnQuery,
  ZReturnSummary,
  ZShipReturnRequest,
  ZUnidentifiedQuery,
  ZUnidentifiedReturn,
} from "./returns.ts";

const staff = ["provider", "operator"] as const;
/** Both sides read and raise RMAs; the warehouse's staff receive, inspect and handle unidentified parcels. */
const api = endpointGroup({ tag: "returns", access: ["provider", "operator", "dropShipper"] });

export const returnsEndpoints = {
  list: api.get("returns/query-returns", ZReturnQuery, ZPage(ZReturnSummary), {
    summary: "List return authorizations (RMAs)",
  }),
  figures: api.get("returns/query-return-figures", ZReturnFiguresQuery, ZReturnFigures, {
    summary:
      "Return rates by SKU and customer, and days from arrival to inspection (the dashboard's returns card)",
  }),
  detail: api.get("returns/query-return-detail", ZReturnIdRequest, ZReturnDetail, {
    summary: "Read one RMA with its lines, inspected units and history",
  }),
  returnable: api.get("returns/query-returnable-lines", ZReturnableQuery, ZReturnable, {
    summary: "A shipped order's lines with the units that may still be returned",
  }),
  create: api.post("returns/create-return", ZCreateReturnRequest, ZReturnDetail, {
    summary: "Raise an RMA from a shipped order or by SKU",
    success: "created",
  }),
  slip: api.get("returns/print-return-slip", ZReturnIdRequest, fileAnswer.pdf, {
    summary: "The return slip to put in the parcel (PDF with the RMA's barcode, in both languages)",
  }),
  ship: api.post("returns/ship-return", ZShipReturnRequest, ZReturnDetail, {
    summary: "Say the parcel is on its way, with its tracking number",
    message: "saved",
  }),
  cancel: api.post("returns/cancel-return", ZCancelReturnRequest, ZReturnDetail, {
    summary: "Cancel an RMA not yet received",
    message: "saved",
  }),
  find: api.get("returns/find-returns", ZFindReturnsQuery, ZFindReturnsAnswer, {
    summary: "What a scan at the returns bench matches: RMA code, tracking number, order code or consignee",
    access: staff,
  }),
  receive: api.post("returns/receive-return", ZReceiveReturnRequest, ZReturnDetail, {
    summary: "Receive an RMA's parcel at the warehouse",
    access: staff,
    message: "saved",
  }),
  inspect: api.post("returns/inspect-return", ZInspectReturnRequest, ZReturnDetail, {
    summary:
      "Inspect units of a received RMA and give them a disposition (restock, relabel, quarantine, dispose, return to merchant)",
    access: staff,
    message: "saved",
  }),
  finish: api.post("returns/finish-inspection", ZReturnIdRequest, ZReturnDetail, {
    summary: "Finish an RMA's inspection (units not found are missing); the merchant is told",
    access: staff,
    message: "saved",
  }),
  close: api.post("returns/close-return", ZReturnIdRequest, ZReturnDetail, {
    summary: "Close an inspected RMA",
    access: staff,
    message: "saved",
  }),
  uploadPhoto: api.post("returns/upload-photo", null, ZReturnPhotoUpload, {
    summary: "Upload a photo of a returned parcel or unit (JPG, PNG or GIF, at most 5 MB)",
    access: staff,
    upload: true,
    errors: [Code.storageFailed],
  }),
  photo: api.get("files/returns/:name", null, fileAnswer.image, {
    summary: "Read a stored return photo",
    access: "public",
  }),
  unidentified: api.get("returns/query-unidentified", ZUnidentifiedQuery, ZPage(ZUnidentifiedReturn), {
    summary: "List parcels that arrived matching no RMA",
    access: staff,
  }),
  recordUnidentified: api.post(
    "returns/record-unidentified",
    ZRecordUnidentifiedRequest,
    ZUnidentifiedReturn,
    {
      summary: "Record a parcel that matches no RMA, with its photos and what is written on it",
      access: staff,
      success: "created",
    },
  ),
  assignUnidentified: api.post("returns/assign-unidentified", ZAssignUnidentifiedRequest, ZReturnDetail, {
    summary:
      "Give an unidentified parcel to a customer: to one of its RMAs, or as a new one that arrived without notice",
    access: staff,
    message: "saved",
  }),
};
