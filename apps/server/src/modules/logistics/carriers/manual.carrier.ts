import { Code } from "@wms/contracts";
import { AppError } from "../../../kernel/errors.ts";
import type { TCarrierAdapter } from "./carrier.ts";
import { buildTrackingUrl } from "./tracking-url.ts";

export const manualNumberPattern = /^[A-Za-z0-9-]{4,40}$/;

/** Tracking numbers typed in or imported with the order: the adapter only checks and normalises them. */
export const manualCarrier: TCarrierAdapter = {
  kind: "manual",
  async issueTrackingNumber(_tx, _ctx, { order }) {
    const number = order.trackingNumber?.trim().toUpperCase() ?? "";
    if (!number)
      throw new AppError(Code.badRequest, "logistics.trackingNumberRequired", {
        fields: { tracking_number: "logistics.trackingNumberRequired" },
      });
    if (!manualNumberPattern.test(number))
      throw new AppError(Code.badRequest, "logistics.trackingNumberFormat", {
        fields: { tracking_number: "logistics.trackingNumberFormat" },
      });
    return number;
  },
  trackingUrl: (template, number) => buildTrackingUrl(template, number) ?? "",
};
