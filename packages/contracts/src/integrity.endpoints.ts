import { endpointGroup } from "./endpoint.ts";
import { ZIntegrityOverview, ZIntegrityRun } from "./integrity.ts";

/** The integrity check of the provider's own tenant: the provider only (docs/integrity.md). */
const api = endpointGroup({ tag: "integrity", access: ["provider"] });

export const integrityEndpoints = {
  overview: api.get("integrity/query-last-runs", null, ZIntegrityOverview, {
    summary: "Read the last integrity check run by hand and the last nightly one, with their breaches",
  }),
  run: api.post("integrity/run-check", null, ZIntegrityRun, {
    summary: "Check the tenant's floor invariants now and list every breach",
  }),
};
