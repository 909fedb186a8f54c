import type { TSiteCheckoutResponse, TSiteCheckoutStatus, TSitePlansResponse } from "@wms/contracts";
import { request } from "./client.ts";

let plans: Promise<TSitePlansResponse> | null = null;

/** The plans, prices and limits: the server's GET /api/site/plans is their only source. Fetched once per visit. */
export function fetchPlans(): Promise<TSitePlansResponse> {
  plans ??= request<TSitePlansResponse>("GET", "/api/site/plans");
  plans.catch(() => {
    plans = null;
  });
  return plans;
}

export function startCheckout(planId: string, email: string): Promise<TSiteCheckoutResponse> {
  return request<TSiteCheckoutResponse>("POST", "/api/site/checkout", { plan_id: planId, email });
}

export function fetchCheckoutStatus(sessionId: string): Promise<TSiteCheckoutStatus> {
  return request<TSiteCheckoutStatus>("GET", `/api/site/checkout/${encodeURIComponent(sessionId)}`);
}
