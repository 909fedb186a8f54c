import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { TIntegrityOverview, TIntegrityRun } from "@wms/contracts";
import { App } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { integrityApi } from "./integrity-api.ts";
import { IntegrityScreen } from "./integrity-screen.tsx";

await i18nReady;

const api = mockApi(integrityApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const at = "2026-11-29T02:00:05.000Z";
const run = (over: Partial<TIntegrityRun>): TIntegrityRun => ({
  id: "R1",
  kind: "manual",
  started_at: at,
  finished_at: at,
  breach_count: 0,
  breaches: [],
  ...over,
});

function renderScreen(overview: TIntegrityOverview) {
  api.overview.mockResolvedValue(overview);
  return render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/p/integrity"]}>
          <IntegrityScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

describe("integrity check", () => {
  it("runs the check on the button and shows that it found nothing, and when", async () => {
    renderScreen({ manual: null, nightly: run({ kind: "nightly" }) });
    expect(await screen.findByText("Not checked yet: press Check integrity.")).toBeTruthy();
    expect(await screen.findByTestId("integrity-nightly-clean")).toBeTruthy();
    api.run.mockResolvedValue(run({}));
    fireEvent.click(screen.getByRole("button", { name: "Check integrity" }));
    const clean = await screen.findByTestId("integrity-manual-clean");
    expect(clean.textContent).toMatch(/^No breaches found \(checked \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)$/);
    expect(api.run).toHaveBeenCalledTimes(1);
  });

  it("lists every breach in words with a link to its object", async () => {
    renderScreen({
      nightly: null,
      manual: run({
        breach_count: 2,
        breaches: [
          {
            invariant: "bag_missing",
            object_kind: "order",
            object_id: "O1",
            object_code: "SO2026112900001",
            detail: { status: "bagged" },
          },
          {
            invariant: "wave_finished_open",
            object_kind: "wave",
            object_id: "W1",
            object_code: "WV20261129-001",
            detail: { wave_status: "picked", order_code: "SO2026112900002" },
          },
        ],
      }),
    });
    const alert = await screen.findByTestId("integrity-manual-breaches");
    expect(alert.textContent).toContain("2 breaches found");
    const table = screen.getByTestId("integrity-manual-table");
    expect(within(table).getByText("The order is Bagged but no bag holds it.")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Order SO2026112900001" }).getAttribute("href")).toBe(
      "/p/order?keyword=SO2026112900001",
    );
    expect(within(table).getByRole("link", { name: "Wave WV20261129-001" }).getAttribute("href")).toBe(
      "/p/p-wave-order?keyword=WV20261129-001",
    );
    expect(
      within(table).getByText(
        "The wave is Picked but order SO2026112900002 was never marked picked, short or skipped.",
      ),
    ).toBeTruthy();
  });
});
