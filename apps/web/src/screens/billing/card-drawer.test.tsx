import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TRateCard, TRateVersion } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { billingApi } from "./billing-api.ts";
import { utcDay } from "./billing-texts.ts";
import { CardDrawer } from "./card-drawer.tsx";

await i18nReady;

const api = mockApi(billingApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const version = (patch: Partial<TRateVersion>): TRateVersion => ({
  id: "v-past",
  effective_from: "2026-01-01",
  effective_to: "2026-05-31",
  state: "past",
  editable: false,
  note: "",
  created_by: "provider",
  rates: [{ kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 }],
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});
const past = version({});
const current = version({
  id: "v-current",
  effective_from: "2026-06-01",
  effective_to: "2026-12-06",
  state: "current",
  rates: [
    { kind: "storage_location_day", amount: "0.0125", location_type: null, age_from_days: 0 },
    { kind: "storage_location_day", amount: "0.02", location_type: "pick", age_from_days: 90 },
    { kind: "packaging_markup", amount: "15.00", location_type: null, age_from_days: 0 },
  ],
});
const upcoming = version({
  id: "v-upcoming",
  effective_from: "2026-12-07",
  effective_to: null,
  state: "upcoming",
  editable: true,
  note: "New year prices",
  rates: [{ kind: "outbound_order", amount: "1.50", location_type: null, age_from_days: 0 }],
});
const card = (patch: Partial<TRateCard>): TRateCard => ({
  id: "card-acme",
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  currency: "USD",
  versions: [past, current, upcoming],
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});

async function open(answer: TRateCard) {
  api.rateCard.mockResolvedValue(answer);
  renderAt("/p/billing", <CardDrawer cardId={answer.id} onClose={vi.fn()} />);
  return screen.findByTestId("card-detail");
}
const versionBox = (day: string) => screen.getByTestId(`version-${day}`);

describe("a rate card's drawer", () => {
  it("lists the versions newest first with their state, days and rates", async () => {
    const detail = await open(card({}));
    expect(screen.getByText("Acme (ACME01)")).toBeTruthy();
    const boxes = within(detail).getAllByTestId(/^version-\d/);
    expect(boxes.map((b) => b.dataset.testid)).toEqual([
      "version-2026-12-07",
      "version-2026-06-01",
      "version-2026-01-01",
    ]);
    expect(within(versionBox("2026-12-07")).getByTestId("version-state").textContent).toBe("Upcoming");
    expect(versionBox("2026-12-07").textContent).toContain("from 2026-12-07, until a later version starts");
    expect(versionBox("2026-12-07").textContent).toContain("New year prices");
    expect(within(versionBox("2026-06-01")).getByTestId("version-state").textContent).toBe("In effect");
    expect(versionBox("2026-06-01").textContent).toContain("from 2026-06-01 to 2026-12-06");
    expect(within(versionBox("2026-01-01")).getByTestId("version-state").textContent).toBe("Past");

    const rows = within(versionBox("2026-06-01"))
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toContain("Storage per locationAll typesfrom 0 days0.0125 USD per location per day");
    expect(rows).toContain("Storage per locationPickfrom 90 days0.02 USD per location per day");
    expect(rows).toContain("Packaging (cost plus markup)——15.00 % over the cost");
  });

  it("lets only a version that has priced no past day be edited or deleted, and says why", async () => {
    await open(card({}));
    const started = versionBox("2026-06-01");
    expect(within(started).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(within(started).queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(started.textContent).toContain(
      "In effect since 2026-06-01 and has priced past days: add a new version instead",
    );
    expect(within(versionBox("2026-01-01")).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(within(versionBox("2026-12-07")).getByRole("button", { name: /Edit/ })).toBeTruthy();
  });

  it("deletes a version only once the provider confirms", async () => {
    await open(card({}));
    api.removeVersion.mockResolvedValue(card({ versions: [past, current] }));
    fireEvent.click(within(versionBox("2026-12-07")).getByRole("button", { name: /Delete/ }));
    expect(await screen.findByText("Delete the version from 2026-12-07?")).toBeTruthy();
    expect(api.removeVersion).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole("tooltip")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.removeVersion).toHaveBeenCalledWith("v-upcoming"));
    await waitFor(() => expect(screen.queryByTestId("version-2026-12-07")).toBeNull());
  });

  it("keeps a card's only version, and deletes a customer's card after saying what prices its work then", async () => {
    await open(card({ versions: [upcoming] }));
    const only = within(versionBox("2026-12-07")).getByRole("button", {
      name: /Delete/,
    }) as HTMLButtonElement;
    expect(only.disabled).toBe(true);
    expect(only.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("A card keeps at least one version")).toBeTruthy();

    api.removeRateCard.mockResolvedValue(null);
    fireEvent.click(screen.getByRole("button", { name: /Delete card/ }));
    expect(
      await screen.findByText(
        "Delete the card of Acme (ACME01)? The default card will price this customer's work from then on.",
      ),
    ).toBeTruthy();
    expect(api.removeRateCard).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole("tooltip")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.removeRateCard).toHaveBeenCalledWith("card-acme"));
  });

  it("offers no delete for the default card, and starts a new version from the latest one, tomorrow", async () => {
    const fallback = card({ id: "card-default", customer_id: null, customer_name: null, owner_code: null });
    await open(fallback);
    expect(screen.getByText("Default card")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete card/ })).toBeNull();
    api.addVersion.mockResolvedValue(fallback);
    fireEvent.click(screen.getByRole("button", { name: /New version/ }));
    const form = await screen.findByTestId("version-form");
    await within(form).findByTestId("rate-row-0");
    fireEvent.click(screen.getByTestId("version-form-ok"));
    await settle();
    await waitFor(() =>
      expect(api.addVersion).toHaveBeenCalledWith({
        card_id: "card-default",
        effective_from: utcDay(1),
        note: "",
        rates: [{ kind: "outbound_order", amount: "1.50", location_type: null, age_from_days: 0 }],
      }),
    );
  });
});
