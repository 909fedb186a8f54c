import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../api/api-error.ts";
import { ThemeStateProvider } from "../theme/theme-context.tsx";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // An answered error (bad input, not found, forbidden) will answer the same again.
      retry: (count, error) => !(error instanceof ApiError && error.code < 990) && count < 2,
    },
  },
});

/**
 * What every screen has: the query client and the theme. antd's providers (its theme, locale and App) are
 * not here: they come with the screens drawn in antd (antd-providers.tsx, wrapped around them by the
 * router), so the sign-in page, drawn without antd, never downloads it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeStateProvider>{children}</ThemeStateProvider>
    </QueryClientProvider>
  );
}
