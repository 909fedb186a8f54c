import { endpointGroup } from "./endpoint.ts";
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
  list: api.get("delivery_list/query-wave-list-specific-element", {
    summary: "List waves",
    input: ZWaveQuery,
    output: ZPage(ZWaveSummary),
  }),
  detail: api.get("wave/query-wave-detail", {
    summary: "Read one wave with its orders and pick lines",
    input: ZWaveRef,
    output: ZWaveDetail,
  }),
  preview: api.post("wave/preview-waves", {
    summary: "Preview the waves a strategy would make",
    input: ZGenerateWavesRequest,
    output: ZWavePreview,
  }),
  /** The message counts the waves made, so the handler says it itself. */
  generate: api.post("wave/generate-waves", {
    summary: "Group confirmed orders into waves",
    input: ZGenerateWavesRequest,
    output: ZGenerateWavesResponse,
  }),
  confirmPicking: api.post("wave/confirm-picking", {
    summary: "Confirm what was picked for a wave",
    input: ZConfirmPickingRequest,
    output: ZWaveDetail,
    message: "wave.pickingConfirmed",
  }),
  pickList: api.get("wave/print-pick-list", {
    summary: "Print a wave's pick list (PDF)",
    input: ZWaveRef,
    output: { file: "application/pdf" },
  }),
};
