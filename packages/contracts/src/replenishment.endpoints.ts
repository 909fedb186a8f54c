import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCancelReplenishmentRequest,
  ZConfirmReplenishmentRequest,
  ZPickFace,
  ZPickFaceIdRequest,
  ZPickFaceQuery,
  ZReplenishment,
  ZReplenishmentQuery,
  ZReplenishNowAnswer,
  ZReplenishNowRequest,
  ZSavePickFaceRequest,
} from "./replenishment.ts";

/** Pick faces and their replenishment are the warehouse's: its staff set them and do the moves. */
const api = endpointGroup({ tag: "replenishment", access: ["provider", "operator"] });

export const replenishmentEndpoints = {
  faces: api.get("replenishment/query-pick-faces", ZPickFaceQuery, ZPage(ZPickFace), {
    summary:
      "List pick faces (a SKU's pick location with its minimum and maximum) with what is free there and in storage",
  }),
  saveFace: api.post("replenishment/save-pick-face", ZSavePickFaceRequest, ZPickFace, {
    summary: "Set a SKU's pick face and its minimum and maximum",
    message: "saved",
  }),
  deleteFace: api.delete("replenishment/delete-pick-face", ZPickFaceIdRequest, z.null(), {
    summary: "Remove a pick face (its open replenishment is cancelled)",
    message: "deleted",
  }),
  list: api.get("replenishment/query-replenishments", ZReplenishmentQuery, ZPage(ZReplenishment), {
    summary: "List replenishment tasks, open ones first",
  }),
  run: api.post("replenishment/replenish-now", ZReplenishNowRequest, ZReplenishNowAnswer, {
    summary: "Make the replenishment tasks of the warehouse's pick faces below their minimum",
    message: "saved",
  }),
  confirm: api.post("replenishment/confirm-replenishment", ZConfirmReplenishmentRequest, ZReplenishment, {
    summary:
      "Do a replenishment by scan: storage bin, SKU, pick face and units moved (a move through the ledger)",
    message: "saved",
  }),
  cancel: api.post("replenishment/cancel-replenishment", ZCancelReplenishmentRequest, ZReplenishment, {
    summary: "Cancel an open replenishment task",
    message: "saved",
  }),
};
