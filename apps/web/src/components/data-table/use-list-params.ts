import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type TListParams = { cur_page: number; page_size: number } & Record<
  string,
  string | number | undefined
>;

/**
 * List state (page, size, search, filters, sort) lives in the URL, so a list can be linked, reloaded and
 * navigated back to exactly as it was. Empty values are dropped (spec section 5).
 */
export function useListParams(defaults: { page_size?: number } = {}) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<TListParams>(() => {
    const out: TListParams = {
      cur_page: Number(search.get("cur_page") ?? 1) || 1,
      page_size: Number(search.get("page_size") ?? defaults.page_size ?? 20) || 20,
    };
    for (const [key, value] of search.entries())
      if (key !== "cur_page" && key !== "page_size") out[key] = value;
    return out;
  }, [search, defaults.page_size]);

  const update = useCallback(
    (patch: Record<string, string | number | undefined | null>, options: { keepPage?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!options.keepPage && !("cur_page" in patch)) next.delete("cur_page");
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [params, update] as const;
}
