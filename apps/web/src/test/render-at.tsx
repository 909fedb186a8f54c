import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { App } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

/**
 * A screen rendered at `url` with what the app gives it: antd's App, a fresh query client (no retries), a
 * router. `prepare` puts what the screen reads from elsewhere in the app into the client's cache first.
 */
export function renderAt(url: string, children: ReactNode, prepare?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prepare?.(client);
  return render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

/** Lets pending queries and effects run. */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

/**
 * `prepare` for a drop shipper's screen: the providers it works with, as the signed-in shell holds them, and
 * fresh, so the screen's provider scope never asks the (absent) server for them again (a real fetch in jsdom
 * fails, and its "network is abnormal" toast would hide the same toast of a later test file for 3 s).
 */
export const shipperOf =
  (providers: { provider_uuid: string; name_of_provider: string }[]) => (client: QueryClient) => {
    client.setQueryDefaults(["home", "ds"], { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(["home", "ds"], { providers });
  };
