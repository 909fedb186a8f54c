import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from "@testing-library/react";
import type { TReviewState, TReviewWaveState } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { wedgeScan } from "../../test/wedge-scan.ts";
import { packingApi } from "./packing-api.ts";
import { ReviewScreen } from "./review-screen.tsx";

const apiMock = mockApi(packingApi);

/** The screen as the app mounts it (its waiting queue reads through react-query), with nothing waiting. */
function render(screenElement: React.ReactElement) {
  apiMock.waiting.mockResolvedValue({ list: [], total: 0, page_size: 10, cur_page: 1 } as never);
  return renderBare(<QueryClientProvider client={new QueryClient()}>{screenElement}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const wave = (toReview: number): TReviewWaveState & { mode: "wave" } => ({
  mode: "wave",
  wave_id: "w1",
  code: "WV20990101-001",
  status: "picked",
  order_count: 3,
  to_review: toReview,
  units_to_scan: toReview,
});
const order = (code: string, status: string, scanned: number): TReviewState => ({
  order_id: `id-${code}`,
  code,
  status,
  tracking_number: "",
  notes: "",
  lines: [
    { variant_id: "a", sku: "A", barcode: "", name: "A", quantity: 1, scanned: Math.min(scanned, 1) },
    { variant_id: "b", sku: "B", barcode: "", name: "B", quantity: 1, scanned: Math.max(scanned - 1, 0) },
  ],
  errors: 0,
  complete: scanned >= 2,
});
/** Resolves later, as a slow network would. */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

function scan(code: string) {
  wedgeScan(screen.getByTestId("review-scan"), code);
}

describe("review screen", () => {
  it("sends each queued scan with the mode the previous scan left (wave, then its order, then the wave)", async () => {
    apiMock.startReview.mockReturnValueOnce(later(wave(3))).mockReturnValueOnce(later(wave(2)));
    apiMock.scanWaveItem.mockReturnValueOnce(later({ wave: wave(3), order: order("SO1", "picked", 1) }));
    apiMock.scanItem.mockReturnValueOnce(later(order("SO1", "reviewed", 2)));
    render(<ReviewScreen />);
    // A wedge scanner: three codes typed before the first answer arrives.
    scan("WV20990101-001");
    scan("A");
    scan("B");
    // Every answer is in once the wave is shown again after the order (on a busy machine, not at a fixed time).
    await waitFor(() => expect(screen.getByTestId("review-wave-remaining").textContent).toBe("2"));

    expect(apiMock.startReview.mock.calls).toEqual([["WV20990101-001"], ["WV20990101-001"]]);
    expect(apiMock.scanWaveItem.mock.calls).toEqual([["w1", "A"]]);
    expect(apiMock.scanItem.mock.calls).toEqual([["id-SO1", "B"]]);
    // Back on the wave, with the order just reviewed shown.
    expect(screen.getByTestId("review-wave-code").textContent).toBe("WV20990101-001");
    expect(screen.getByTestId("review-wave-remaining").textContent).toBe("2");
    expect(screen.getByTestId("review-wave-last").textContent).toBe("SO1");
    expect(screen.getByTestId("review-done")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId("review-scan"));
  });

  it("shows a refused scan next to the field and stays on the wave; Escape leaves it", async () => {
    apiMock.startReview.mockResolvedValueOnce(wave(1));
    apiMock.scanWaveItem.mockRejectedValueOnce(new Error("X is not needed by any order of wave"));
    render(<ReviewScreen />);
    scan("WV20990101-001");
    scan("X");
    await waitFor(() =>
      expect(screen.getByTestId("review-scan-error").textContent).toContain("X is not needed"),
    );
    expect(screen.getByTestId("review-wave-code")).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId("review-scan"), { key: "Escape", code: "Escape", keyCode: 27 });
    await waitFor(() => expect(screen.queryByTestId("review-wave")).toBeNull());
    expect(screen.queryByTestId("review-scan-error")).toBeNull();
  });

  it("ends the wave when its last order is reviewed", async () => {
    apiMock.startReview.mockResolvedValueOnce(wave(1));
    apiMock.scanWaveItem.mockResolvedValueOnce({ wave: wave(0), order: order("SO9", "reviewed", 2) });
    render(<ReviewScreen />);
    scan("WV20990101-001");
    scan("A");
    await waitFor(() => expect(screen.getByTestId("review-done")).toBeTruthy());
    expect(screen.queryByTestId("review-wave")).toBeNull();
    expect(screen.getByTestId("review-done").textContent).toContain(
      "Wave WV20990101-001 is fully reviewed. Scan the next order or wave.",
    );
  });
});
