import { endpoint } from "./endpoint.ts";
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

const tag = "waves";
/** The outbound floor: provider staff only (drop shippers never see waves). */
const staff = ["provider", "operator"] as const;

export const wavesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "delivery_list/query-wave-list-specific-element",
    summary: "List waves",
    tag,
    access: staff,
    input: ZWaveQuery,
    output: ZPage(ZWaveSummary),
  }),
  detail: endpoint({
    method: "GET",
    path: "wave/query-wave-detail",
    summary: "Read one wave with its orders and pick lines",
    tag,
    access: staff,
    input: ZWaveRef,
    output: ZWaveDetail,
  }),
  preview: endpoint({
    method: "POST",
    path: "wave/preview-waves",
    summary: "Preview the waves a strategy would make",
    tag,
    access: staff,
    input: ZGenerateWavesRequest,
    output: ZWavePreview,
  }),
  /** The message counts the waves made, so the handler says it itself. */
  generate: endpoint({
    method: "POST",
    path: "wave/generate-waves",
    summary: "Group confirmed orders into waves",
    tag,
    access: staff,
    input: ZGenerateWavesRequest,
    output: ZGenerateWavesResponse,
  }),
  confirmPicking: endpoint({
    method: "POST",
    path: "wave/confirm-picking",
    summary: "Confirm what was picked for a wave",
    tag,
    access: staff,
    input: ZConfirmPickingRequest,
    output: ZWaveDetail,
    message: "wave.pickingConfirmed",
  }),
  pickList: endpoint({
    method: "GET",
    path: "wave/print-pick-list",
    summary: "Print a wave's pick list (PDF)",
    tag,
    access: staff,
    input: ZWaveRef,
    output: { file: "application/pdf" },
  }),
};
