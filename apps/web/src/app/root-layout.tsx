import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { fetchInitConfig } from "../api/auth-api.ts";
import { PageLoading } from "../components/page-loading.tsx";

/** The init config: read once per visit (main.tsx asks for it before the first render). */
export const initConfigQuery = { queryKey: ["init-config"], queryFn: fetchInitConfig, staleTime: Infinity };

/** Waits for the init config (route guard, spec section 2) and scrolls to top on every navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  const initConfig = useQuery(initConfigQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (initConfig.isPending) return <PageLoading />;
  return <Outlet />;
}
