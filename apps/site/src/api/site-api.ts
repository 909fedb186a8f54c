import type {
  siteEndpoints,
  TOutputOf,
  TSiteCheckoutResponse,
  TSiteCheckoutStatus,
  TSitePlansResponse,
} from "@wms/contracts";
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

export type TSitePlatform = TOutputOf<typeof siteEndpoints.platform>;

let platform: Promise<TSitePlatform> | null = null;

/** Where the platform is (GET /api/site/platform), for the site's links into it. Fetched once per visit. */
export function fetchPlatform(): Promise<TSitePlatform> {
  platform ??= request<TSitePlatform>("GET", "/api/site/platform");
  platform.catch(() => {
    platform = null;
  });
  return platform;
}

export function startCheckout(planId: string, email: string): Promise<TSiteCheckoutResponse> {
  return request<TSiteCheckoutResponse>("POST", "/api/site/checkout", { plan_id: planId, email });
}

export function fetchCheckoutStatus(sessionId: string): Promise<TSiteCheckoutStatus> {
  return request<TSiteCheckoutStatus>("GET", `/api/site/checkout/${encodeURIComponent(sessionId)}`);
}
