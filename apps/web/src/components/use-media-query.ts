import { useCallback, useSyncExternalStore } from "react";

/** A phone's window: below antd's sm breakpoint (576 px), as the stylesheets' phone rules say. */
export const phoneQuery = "(max-width: 575.98px)";

/** Whether a CSS media query matches now, followed live (a window narrowed, a system setting changed). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
