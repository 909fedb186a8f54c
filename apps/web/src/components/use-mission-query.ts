import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMission } from "@wms/contracts";
import { useEffect, useRef } from "react";
import { missionActive } from "./mission-status.tsx";

/**
 * A query whose answer carries a background mission (`missionOf` finds it; null or undefined: none
 * yet), asked again every `pollMs` while the mission is pending or running. When it ends, `refreshOnEnd`
 * is invalidated so what the mission changed is read again.
 */
export function useMissionQuery<T>(options: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  missionOf: (data: T) => TMission | null | undefined;
  pollMs: number;
  refreshOnEnd: QueryKey;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const { missionOf, pollMs, refreshOnEnd } = options;
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
    enabled: options.enabled,
    refetchInterval: ({ state }) =>
      state.data !== undefined && missionActive(missionOf(state.data)?.status) ? pollMs : false,
  });
  const status = query.data === undefined ? undefined : missionOf(query.data)?.status;
  const wasActive = useRef(false);
  useEffect(() => {
    const active = missionActive(status);
    if (wasActive.current && !active) void queryClient.invalidateQueries({ queryKey: refreshOnEnd });
    wasActive.current = active;
  }, [status, queryClient, refreshOnEnd]);
  return query;
}
