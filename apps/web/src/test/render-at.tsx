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
