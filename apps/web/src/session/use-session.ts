import type { TArea } from "@wms/contracts";
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { areaOfPath, readSession, sessionSubscription, type TStoredSession } from "./session-store.ts";

/** The area of the current path (/p or /ds; other paths count as the drop-shipper area, like the guard). */
export function useArea(): TArea {
  return areaOfPath(useLocation().pathname) ?? "ds";
}

export function useSession(): TStoredSession | null {
  const area = useArea();
  useSyncExternalStore(sessionSubscription.subscribe, sessionSubscription.snapshot);
  return readSession(area);
}
