import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TDispute } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { formatTime } from "../../components/format.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { productsApi } from "../products/products-api.ts";
import { billingApi } from "./billing-api.ts";
import { BillingScreen } from "./billing-screen.tsx";

await i18nReady;

const api = mockApi(billingApi);
const products = mockApi(productsApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const dispute = (patch: Partial<TDispute>): TDispute => ({
  id: "d-1",
  status: "open",
  reason: "We never shipped this order",
  raised_by: "demo-shipper",
  raised_at: 1_900_000_000,
  resolved_by: null,
  resolved_at: null,
  resolution_note: "",
  credit_note_id: null,
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  charge_id: "ch-1",
  kind: "outbound_extra_unit",
  source_code: "SO2026060100001",
  billing_day: "2026-06-01",
  amount: "0.75",
  currency: "USD",
  ...patch,
});
const accepted = dispute({
  id: "d-2",
  status: "accepted",
  source_code: "SO2026053100009",
  resolved_by: "demo-provider",
  resolved_at: 1_900_086_400,
  credit_note_id: "ch-9",
});
const page = (list: TDispute[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

beforeEach(() => {
  api.disputes.mockResolvedValue(page([dispute({}), accepted]));
  products.customers.mockResolvedValue({
    list: [{ id: "c-1", owner_code: "ACME01", username: "acme" }],
    total: 1,
    page_size: 50,
    cur_page: 1,
  } as never);
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const told = "This dispute was already answered; refresh to see the answer";

async function showList() {
  renderAt("/p/billing?tab=disputes", <BillingScreen />);
  const table = await screen.findByTestId("disputes-table");
  await within(table).findByText("SO2026060100001");
  return table;
}

async function open(action: "Accept…" | "Reject…", testId: string) {
  await showList();
  fireEvent.click(within(rowOf("SO2026060100001")).getByRole("button", { name: action }));
  return screen.findByTestId(testId);
}

describe("the provider's disputes", () => {
  it("lists open disputes by default, each with its customer and charge, by status and customer", async () => {
    const table = await showList();
    expect(screen.getByRole("tab", { name: "Disputes", selected: true })).toBeTruthy();
    expect(api.disputes).toHaveBeenCalledWith(expect.objectContaining({ status: "open" }));
    const row = rowOf("SO2026060100001");
    for (const text of [
      "Open",
      "Acme",
      "ACME01",
      "Extra unit in an order",
      "2026-06-01",
      "USD 0.75",
      "We never shipped this order",
      "demo-shipper",
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Accept…" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Reject…" })).toBeTruthy();
    // One answered already: who answered and when, nothing to do.
    const done = rowOf("SO2026053100009");
    expect(within(done).getByText("Accepted")).toBeTruthy();
    expect(within(done).getByText("Reversed by a credit note")).toBeTruthy();
    expect(within(done).getByText(`demo-provider at ${formatTime(1_900_086_400)}`)).toBeTruthy();
    expect(within(done).queryByRole("button", { name: "Accept…" })).toBeNull();
    expect(within(done).queryByRole("button", { name: "Reject…" })).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "Customer" })).toBeTruthy();

    fireEvent.click(within(screen.getByRole("radiogroup", { name: "Status" })).getByText("All"));
    await waitFor(() =>
      expect(api.disputes).toHaveBeenLastCalledWith(expect.objectContaining({ status: undefined })),
    );
    await chooseOption("Customer", "ACME01 · acme");
    await waitFor(() =>
      expect(api.disputes).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: undefined, customer_id: "c-1" }),
      ),
    );
  });

  it("says no dispute waits for an answer while there is none", async () => {
    api.disputes.mockResolvedValue(page([]));
    renderAt("/p/billing?tab=disputes", <BillingScreen />);
    expect(
      await screen.findByText(
        "No dispute waits for your answer: a merchant disputes a charge from its own charges, and you accept or reject it here.",
      ),
    ).toBeTruthy();
  });

  it("accepts a dispute with a note: a credit note of its amount, a message and the list refreshed", async () => {
    api.acceptDispute.mockResolvedValue({ ...dispute({}), status: "accepted" });
    const dialog = await open("Accept…", "accept-dispute-modal");
    expect(dialog.textContent).toContain(
      "Acme disputes Extra unit in an order of SO2026060100001 on 2026-06-01. Accepting issues a credit note of USD 0.75 that reverses the charge, and the merchant is told.",
    );
    expect(within(dialog).getByTestId("dispute-reason").textContent).toBe(
      "Their reason: We never shipped this order",
    );
    const calls = api.disputes.mock.calls.length;
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: " Our scanner counted twice " },
    });
    fireEvent.click(screen.getByTestId("accept-dispute-ok"));
    await waitFor(() =>
      expect(api.acceptDispute).toHaveBeenCalledWith({
        dispute_id: "d-1",
        note: "Our scanner counted twice",
      }),
    );
    expect(await screen.findByText("Dispute accepted: credit note issued")).toBeTruthy();
    await waitFor(() => expect(api.disputes.mock.calls.length).toBeGreaterThan(calls));
    expect(api.rejectDispute).not.toHaveBeenCalled();
  });

  it("rejects a dispute only with a note the merchant reads", async () => {
    api.rejectDispute.mockResolvedValue({ ...dispute({}), status: "rejected" });
    const dialog = await open("Reject…", "reject-dispute-modal");
    expect(dialog.textContent).toContain("Rejecting keeps the charge; the merchant reads your note.");
    fireEvent.click(screen.getByTestId("reject-dispute-ok"));
    expect(
      await within(dialog).findByText("Say why the dispute is rejected: the merchant reads it"),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Note to the merchant"), { target: { value: "   " } });
    fireEvent.click(screen.getByTestId("reject-dispute-ok"));
    await settle();
    expect(api.rejectDispute).not.toHaveBeenCalled();

    const calls = api.disputes.mock.calls.length;
    fireEvent.change(within(dialog).getByLabelText("Note to the merchant"), {
      target: { value: " The carrier's scan shows it shipped " },
    });
    fireEvent.click(screen.getByTestId("reject-dispute-ok"));
    await waitFor(() =>
      expect(api.rejectDispute).toHaveBeenCalledWith({
        dispute_id: "d-1",
        note: "The carrier's scan shows it shipped",
      }),
    );
    expect(await screen.findByText("Dispute rejected: the merchant is told")).toBeTruthy();
    await waitFor(() => expect(api.disputes.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's refusal in the modal when the dispute was answered meanwhile", async () => {
    api.acceptDispute.mockRejectedValue(new ApiError(4009, told));
    const dialog = await open("Accept…", "accept-dispute-modal");
    fireEvent.click(screen.getByTestId("accept-dispute-ok"));
    await waitFor(() => expect(api.acceptDispute).toHaveBeenCalledWith({ dispute_id: "d-1", note: "" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(told);
    expect(screen.queryByText("Dispute accepted: credit note issued")).toBeNull();
  });

  it("shows the server's refusal of a rejection in its modal too", async () => {
    api.rejectDispute.mockRejectedValue(new ApiError(4009, told));
    const dialog = await open("Reject…", "reject-dispute-modal");
    fireEvent.change(within(dialog).getByLabelText("Note to the merchant"), { target: { value: "Shipped" } });
    fireEvent.click(screen.getByTestId("reject-dispute-ok"));
    expect(await within(dialog).findByText(told)).toBeTruthy();
    expect(screen.queryByText("Dispute rejected: the merchant is told")).toBeNull();
  });
});
