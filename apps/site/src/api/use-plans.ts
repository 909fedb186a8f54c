import type { TSitePlan, TSitePlansResponse } from "@wms/contracts";
import { useCallback, useEffect, useState } from "react";
import type { TLanguage } from "../i18n/language.ts";
import { ApiError } from "./client.ts";
import { fetchPlans } from "./site-api.ts";

export type TPlansState =
  | { status: "loading" }
  | { status: "ready"; data: TSitePlansResponse }
  | { status: "error"; error: ApiError };

const asApiError = (err: unknown) => (err instanceof ApiError ? err : new ApiError(0, ""));

export function usePlans(): { state: TPlansState; retry(): void } {
  const [state, setState] = useState<TPlansState>({ status: "loading" });
  const load = useCallback(() => {
    setState({ status: "loading" });
    fetchPlans().then(
      (data) => setState({ status: "ready", data }),
      (err: unknown) => setState({ status: "error", error: asApiError(err) }),
    );
  }, []);
  useEffect(() => load(), [load]);
  return { state, retry: load };
}

/** The price a visitor sees: dollars in English, yuan in Chinese, as the server says. */
export function priceFor(plans: TSitePlansResponse, plan: TSitePlan, lang: TLanguage) {
  return plan.prices[plans.display_currency[lang]];
}
