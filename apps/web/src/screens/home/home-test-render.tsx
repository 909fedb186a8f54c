import type { QueryClient } from "@tanstack/react-query";
import type { TArea, TCountFigures, TDashboardOverview, TReturnFigures } from "@wms/contracts";
import { beforeEach } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { ThemeStateProvider } from "../../theme/theme-context.tsx";
import { countsApi } from "../counts/counts-api.ts";
import { returnsApi } from "../returns/returns-api.ts";
import { HomeScreen } from "./home-screen.tsx";

/** The home's tests: the dashboard as the server would answer it, and the home rendered with it. */

/** A dashboard with nothing in it. */
export const overview: TDashboardOverview = {
  trend: [],
  low_stock: { list: [], total: 0, truncated: false },
  top_sales: [],
  counters: { awaiting_confirmation: 0, in_exception: 0, receipts_awaiting_receiving: 0 },
  getting_started: [],
};

/** `prepare`: the dashboard held fresh, so that the screen asks the (absent) server nothing for it. */
export const dashboardOf = (area: TArea, providerUuid?: string) => (client: QueryClient) => {
  client.setQueryDefaults(["dashboard"], { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(["dashboard", area, providerUuid], overview);
};

/** `prepare`: the provider's home with no linked providers and its empty dashboard. */
export const providerHome = (client: QueryClient) => {
  client.setQueryDefaults(["home", "p"], { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(["home", "p"], { providers: [] });
  dashboardOf("p")(client);
};

/** The home screen at `url`, after each `prepare`. */
export function renderHome(url: string, ...prepare: ((client: QueryClient) => void)[]) {
  return renderAt(
    url,
    <ThemeStateProvider>
      <HomeScreen />
    </ThemeStateProvider>,
    (client) => {
      for (const step of prepare) step(client);
    },
  );
}

/** Return figures of a window in which nothing was shipped or returned. */
export const quietFigures = (days = 90): TReturnFigures => ({
  days,
  total: { shipped: 0, returned: 0, rate: null },
  by_sku: [],
  by_customer: [],
  inspection: {
    received: 0,
    inspected: 0,
    average_days: null,
    median_days: null,
    waiting: 0,
    oldest_waiting_days: null,
  },
});

/**
 * The returns API mocked for a file that renders the home (every role's home has the returns card): the
 * figures answer a quiet window unless the test says otherwise.
 */
export function mockReturnFigures() {
  const returns = mockApi(returnsApi);
  beforeEach(() => {
    returns.figures.mockResolvedValue(quietFigures());
  });
  return returns;
}

/** Count figures of a window in which no count ended and none waits: 40 locations, 12 never counted. */
export const quietCountFigures = (days = 90): TCountFigures => ({
  days,
  accuracy: { counted: 0, accurate: 0, percent: null },
  never_counted: 12,
  locations: 40,
  waiting_review: 0,
  waiting_recount: 0,
  by_month: [],
  by_customer: [],
});

/**
 * The counts API mocked for a file that renders the staff's home (it has the counts card): the figures
 * answer a quiet window unless the test says otherwise.
 */
export function mockCountFigures() {
  const counts = mockApi(countsApi);
  beforeEach(() => {
    counts.figures.mockResolvedValue(quietCountFigures());
  });
  return counts;
}
