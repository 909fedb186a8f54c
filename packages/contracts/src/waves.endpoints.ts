import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZConfirmPickingRequest,
  ZGenerateWavesRequest,
  ZGenerateWavesResponse,
  ZWaveDetail,
  ZWavePreview,
  ZWaveQuery,
  ZWaveRef,
  ZWaveSummary,
} from "./waves.ts";

/** The outbound floor: provider staff only (drop shippers never see waves). */
const api = endpointGroup({ tag: "waves", access: ["provider", "operator"] });

export const wavesEndpoints = {
  list: api.get("delivery_list/query-wave-list-specific-element", ZWaveQuery, ZPage(ZWaveSummary), {
    summary: "List waves",
  }),
  detail: api.get("wave/query-wave-detail", ZWaveRef, ZWaveDetail, {
    summary: "Read one wave with its orders and pick lines",
  }),
  preview: api.post("wave/preview-waves", ZGenerateWavesRequest, ZWavePreview, {
    summary: "Preview the waves a strategy would make",
  }),
  /** The message counts the waves made, so the handler says it itself. */
  generate: api.post("wave/generate-waves", ZGenerateWavesRequest, ZGenerateWavesResponse, {
    summary: "Group confirmed orders into waves",
  }),
  confirmPicking: api.post("wave/confirm-picking", ZConfirmPickingRequest, ZWaveDetail, {
    summary: "Confirm what was picked for a wave",
    message: "wave.pickingConfirmed",
  }),
  pickList: api.get("wave/print-pick-list", ZWaveRef, fileAnswer.pdf, {
    summary: "Print a wave's pick list (PDF)",
  }),
};
