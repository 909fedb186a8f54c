import { integrityEndpoints } from "@wms/contracts";
import { call } from "../../api/client.ts";

export const integrityKey = ["integrity"] as const;

export const integrityApi = {
  overview: () => call(integrityEndpoints.overview),
  run: () => call(integrityEndpoints.run),
};
